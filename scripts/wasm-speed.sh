#!/usr/bin/env bash
# bitfill's programs in node, built for wasm32-wasip1, against what a board-game site runs
# in the browser today: Stockfish.js 19 for chess (lichess), Fairy-Stockfish's wasm build
# for shogi and xiangqi (pychess-variants), and the TypeScript libraries chessops and
# shogiops (lichess, lishogi) for context. docs/wasm.md explains the method; the table
# goes into docs/performance.md.
#
#   scripts/wasm-speed.sh [rounds]        5 rounds by default (ROUNDS=... works too)
#
# The two long tables, Matsuri and xiangqi, where Fairy-Stockfish takes minutes a round
# (about 150 s and 66 s on an idle 2-core EPYC), run LONG_ROUNDS rounds (by default 3, or
# fewer if fewer rounds are asked for): a whole run takes about a quarter of an hour.
# TABLES="chess shogi" times only the tables named (of chess, shogi, matsuri, xiangqi).
# Before each table it waits (up to IDLE_WAIT seconds, 300 by default) for the one-minute
# load average to fall below 0.5.
#
# Builds `perft`, `shogi` and `xiangqi` for wasm32-wasip1 with simd128 and without (a row
# of its own), installs the anchors (scripts/wasm-speed/package.json, versions pinned by
# its package-lock.json) with `npm ci` into a scratch folder ($WASM_SPEED_DIR, by default
# $TMPDIR/bitfill-wasm-speed), never into the repository, then times, round by round,
# every contender of a table one after the other:
#
#   - bitfill: the whole process, `node scripts/wasi-run.mjs <program>.wasm ...`: node's
#     start and the compilation of the wasm module included, so that any error runs
#     against bitfill;
#   - Stockfish.js and Fairy-Stockfish: from `go perft N` to `Nodes searched`, the engine
#     set up and `isready` answered first (scripts/wasm-speed/anchor.mjs);
#   - chessops, shogiops: the perft call, in node.
#
# Each table prints the load average before and after it; the ratio is the median of the
# per-round ratios (anchor time / bitfill time). Time it on an idle machine (load average
# below 1.0, no build or test beside it): figures taken under load are not to be quoted.
# Every count is checked against the anchor's (and the published one): a mismatch stops
# the script with exit code 1.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds="${1:-${ROUNDS:-5}}"
case "$rounds" in
    '' | *[!0-9]* | 0) echo "scripts/wasm-speed.sh: rounds must be a whole number above 0, not '$rounds'" >&2; exit 2 ;;
esac
long_rounds="${LONG_ROUNDS:-$((rounds < 3 ? rounds : 3))}"
case "$long_rounds" in
    '' | *[!0-9]* | 0) echo "scripts/wasm-speed.sh: LONG_ROUNDS must be a whole number above 0, not '$long_rounds'" >&2; exit 2 ;;
esac
tables=" ${TABLES:-chess shogi matsuri xiangqi} "
for t in $tables; do
    case "$t" in
        chess | shogi | matsuri | xiangqi) ;;
        *) echo "scripts/wasm-speed.sh: unknown table $t in TABLES (chess, shogi, matsuri, xiangqi)" >&2; exit 2 ;;
    esac
done
wanted() { [[ $tables == *" $1 "* ]]; }
scratch="${WASM_SPEED_DIR:-${TMPDIR:-/tmp}/bitfill-wasm-speed}"
base="${CARGO_TARGET_DIR:-target}"
simd_dir="$base/wasm-speed-simd128"
scalar_dir="$base/wasm-speed-scalar"
programs=(-p bitfill-chess -p bitfill-shogi -p bitfill-xiangqi --bin perft --bin shogi --bin xiangqi)

echo "==> building (nothing is timed yet)" >&2
rustup target list --installed 2>/dev/null | grep -qx wasm32-wasip1 || rustup target add wasm32-wasip1 >&2
RUSTFLAGS="-C target-feature=+simd128" CARGO_TARGET_DIR="$simd_dir" \
    cargo build --release --locked --target wasm32-wasip1 "${programs[@]}" >&2
RUSTFLAGS="" CARGO_TARGET_DIR="$scalar_dir" \
    cargo build --release --locked --target wasm32-wasip1 "${programs[@]}" >&2

echo "==> installing the anchors into $scratch" >&2
mkdir -p "$scratch"
cp scripts/wasm-speed/package.json scripts/wasm-speed/package-lock.json "$scratch/"
# --ignore-scripts: Stockfish.js's postinstall only links a default build, not the one timed.
(cd "$scratch" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >&2)
modules="$scratch/node_modules"
anchor=(node scripts/wasm-speed/anchor.mjs)
fairy=(node --no-experimental-fetch scripts/wasm-speed/anchor.mjs fairy "$modules")

echo "node $(node --version); $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cores"
echo "bitfill $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src engines || echo ' (modified)'), $rounds rounds ($long_rounds for Matsuri and xiangqi)"

load() { echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"; }

# Before each table, waits (up to IDLE_WAIT seconds, 300 by default; 0 starts at once)
# for the one-minute load average to fall below 0.5, so that the builds, `npm ci` and the
# table before are not counted in the next one's load.
idle_wait="${IDLE_WAIT:-300}"
case "$idle_wait" in
    '' | *[!0-9]*) echo "scripts/wasm-speed.sh: IDLE_WAIT is a number of seconds, not '$idle_wait'" >&2; exit 2 ;;
esac
# shellcheck source=scripts/idle.sh
. scripts/idle.sh

# Runs a bitfill program under node and prints `nodes=<total> seconds=<wall time>`.
bitfill() {
    local dir="$1" program="$2"; shift 2
    local wasm="$dir/wasm32-wasip1/release/$program.wasm" out start end
    start=$(date +%s%N)
    out=$(node --no-warnings scripts/wasi-run.mjs "$wasm" "$@")
    end=$(date +%s%N)
    local nodes
    nodes=$(printf '%s\n' "$out" | sed -n 's/^Nodes searched: //p' | tail -1)
    echo "nodes=$nodes seconds=$(awk -v ns=$((end - start)) 'BEGIN { printf "%.3f", ns / 1e9 }')"
}

field() { printf '%s\n' "$1" | sed -n "s/.*$2=\([^ ]*\).*/\1/p"; }

# table <rounds> <title> <expected nodes> <bitfill program> <bitfill args...> -- <anchor name> <anchor command...> [-- <context name> <context command...>]
# Every round runs the anchor, bitfill with simd128, bitfill without, and the context
# library, in that order.
table() {
    local rounds="$1" title="$2" expected="$3" program="$4"; shift 4
    local -a args=() anchor_cmd=() context_cmd=()
    local anchor_name="" context_name=""
    while [ $# -gt 0 ] && [ "$1" != -- ]; do args+=("$1"); shift; done
    shift
    anchor_name="$1"; shift
    while [ $# -gt 0 ] && [ "$1" != -- ]; do anchor_cmd+=("$1"); shift; done
    if [ $# -gt 0 ]; then
        shift
        context_name="$1"; shift
        context_cmd=("$@")
    fi
    wait_idle "$idle_wait"
    echo
    echo "## $title: $expected nodes, $rounds rounds"
    load
    local -a simd_ratios=() scalar_ratios=() simd_times=() scalar_times=() anchor_times=() context_times=()
    local -a start_times=() work_ratios=()
    local round
    for round in $(seq 1 "$rounds"); do
        local a s n c f
        a=$("${anchor_cmd[@]}")
        s=$(bitfill "$simd_dir" "$program" "${args[@]}")
        n=$(bitfill "$scalar_dir" "$program" "${args[@]}")
        # The same position at depth 1: node's start, the module's compilation and the
        # program's set-up, which every whole-process time holds (context, not the ratio).
        f=$(bitfill "$simd_dir" "$program" "${args[@]:0:${#args[@]}-1}" 1)
        local line="round $round: $anchor_name $(field "$a" seconds) s, bitfill simd128 $(field "$s" seconds) s, bitfill scalar $(field "$n" seconds) s, bitfill simd128 depth 1 $(field "$f" seconds) s"
        for result in "$a" "$s" "$n"; do
            if [ "$(field "$result" nodes)" != "$expected" ]; then
                echo "count mismatch in $title: expected $expected, got: $result" >&2
                exit 1
            fi
        done
        if [ -n "$context_name" ]; then
            c=$("${context_cmd[@]}")
            context_times+=("$(field "$c" seconds)")
            line="$line, $context_name $(field "$c" seconds) s ($(field "$c" nodes) nodes)"
        fi
        echo "$line"
        anchor_times+=("$(field "$a" seconds)")
        simd_times+=("$(field "$s" seconds)")
        scalar_times+=("$(field "$n" seconds)")
        simd_ratios+=("$(awk -v a="$(field "$a" seconds)" -v b="$(field "$s" seconds)" 'BEGIN { printf "%.3f", a / b }')")
        scalar_ratios+=("$(awk -v a="$(field "$a" seconds)" -v b="$(field "$n" seconds)" 'BEGIN { printf "%.3f", a / b }')")
        start_times+=("$(field "$f" seconds)")
        work_ratios+=("$(awk -v a="$(field "$a" seconds)" -v b="$(field "$s" seconds)" -v f="$(field "$f" seconds)" 'BEGIN { printf "%.3f", (b > f) ? a / (b - f) : 0 }')")
    done
    load
    median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
    echo "| contender | median s | $anchor_name time / its time (median of rounds) |"
    echo "|---|---|---|"
    echo "| bitfill, simd128 | $(median "${simd_times[@]}") | $(median "${simd_ratios[@]}")x |"
    echo "| bitfill, no simd128 | $(median "${scalar_times[@]}") | $(median "${scalar_ratios[@]}")x |"
    echo "| $anchor_name | $(median "${anchor_times[@]}") | 1 |"
    if [ -n "$context_name" ]; then
        echo "| $context_name (context, its own depth) | $(median "${context_times[@]}") | |"
    fi
    echo "(context: bitfill simd128 at depth 1, node's start and the module's compilation, $(median "${start_times[@]}") s; $anchor_name time / (bitfill simd128 time - that) $(median "${work_ratios[@]}")x)"
}

matsuri_sfen='l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1'
# The same position in Fairy-Stockfish's FEN: hands in brackets, upper case (sente) moving
# first as "w", so SFEN's "w" (gote to move) is its "b".
matsuri_fen='l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL[GRpppppnsg] b 0 1'

if wanted chess; then
    table "$rounds" "chess, start position, perft 6" 119060324 perft startpos 6 \
        -- "Stockfish.js 19 (lite, single-threaded)" "${anchor[@]}" stockfish "$modules" startpos 6 \
        -- "chessops perft 5" "${anchor[@]}" chessops "$modules" 5
fi
if wanted shogi; then
    table "$rounds" "shogi, start position, perft 5" 19861490 shogi startpos 5 \
        -- "Fairy-Stockfish wasm" "${fairy[@]}" shogi startpos 5 \
        -- "shogiops perft 4" "${anchor[@]}" shogiops "$modules" 4
fi
if wanted matsuri; then
    table "$long_rounds" "shogi, Matsuri, perft 4" 516925165 shogi "$matsuri_sfen" 4 \
        -- "Fairy-Stockfish wasm" "${fairy[@]}" shogi "$matsuri_fen" 4
fi
if wanted xiangqi; then
    table "$long_rounds" "xiangqi, start position, perft 5" 133312995 xiangqi startpos 5 \
        -- "Fairy-Stockfish wasm" "${fairy[@]}" xiangqi startpos 5
fi
