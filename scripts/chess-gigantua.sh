#!/usr/bin/env bash
# bitfill's chess perft side by side with Gigantua (issue 31): `perft startpos 7`
# (3,195,901,860 nodes) and Kiwipete 6 (8,031,647,685), five rounds interleaved, the
# median of the per-round ratios (Gigantua's time / bitfill's: above 1, bitfill is faster).
#
#   GIGANTUA=/path/to/giga scripts/chess-gigantua.sh
#
# Gigantua has no licence: build it yourself, outside this repository, with
# `-march=native` (docs/chess.md says how); this script only runs it. Its own timer is
# read for the deepest depth alone (it also counts depths 1 to N-1 first, and builds its
# tables, outside that timer); bitfill's figures are whole-process wall time, so the
# comparison leans towards Gigantua.
#
# bitfill is built twice, for the default target (target/) and for this CPU
# (`-C target-cpu=native`, target/native), and each build runs two ways:
#   - `perft`: the program, through the generic driver (a move list per ply);
#   - `chess_perft`: the example, the chess engine's own recursion (every move played
#     where it is generated, no list).
# PROGRAMS picks some of the four (native-chess_perft native-perft default-chess_perft
# default-perft, all four by default): with one, each of its runs follows a run of
# Gigantua directly, so a round's ratio spans seconds of the host's drift, not a minute.
#
# Time it on an idle machine: before the rounds the script waits (up to five minutes) for
# the one-minute load average to fall below 0.5 and prints it before and after, and after
# every row; between runs it rests (PAUSE, below). A table whose load average is above 1.0
# is not to be quoted.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${GIGANTUA:?set GIGANTUA to the Gigantua program built with -march=native}"
base="${CARGO_TARGET_DIR:-target}"
rounds="${ROUNDS:-5}"
all_programs="native-chess_perft native-perft default-chess_perft default-perft"
programs="${PROGRAMS:-$all_programs}"
for program in $programs; do
    case " $all_programs " in
        *" $program "*) ;;
        *) echo "scripts/chess-gigantua.sh: unknown program '$program' in PROGRAMS ($all_programs)" >&2; exit 2 ;;
    esac
done

load() { cut -d' ' -f1 /proc/loadavg; }
# shellcheck source=scripts/idle.sh
. scripts/idle.sh

cargo build --release --locked -p bitfill-chess --bin perft --example chess_perft >&2
RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR="$base/native" \
    cargo build --release --locked -p bitfill-chess --bin perft --example chess_perft >&2

startpos="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

# Seconds of wall time of a whole command, its output checked for the expected count.
seconds() {
    local expected=$1
    shift
    local start end out
    start=$(date +%s.%N)
    out=$("$@")
    end=$(date +%s.%N)
    grep -q "$expected" <<< "$out" || { echo "wrong count from $*" >&2; exit 1; }
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }'
}

# Gigantua's own time for depth $2 alone, in seconds.
gigantua() {
    local out
    out=$("$GIGANTUA" "$1" "$2" < /dev/null)
    grep -q "Perft $2: $3 " <<< "$out" || { echo "wrong count from Gigantua" >&2; exit 1; }
    sed -n "s/^Perft $2: $3 \([0-9]*\)ms.*/\1/p" <<< "$out" | awk '{ printf "%.3f\n", $1 / 1000 }'
}

printf 'CPU: %s (%s cores)\n' "$(sed -n 's/^model name\t: //p' /proc/cpuinfo | head -1)" "$(nproc)"
printf 'commit %s, %s\n' "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$(rustc --version)"
wait_idle
printf 'load average before: %s\n\n' "$(load)"

# After each run the script rests PAUSE times as long as the run took (1 by default): a
# single-threaded count run back to back drives the one-minute load average to 1.0 by
# itself, and a table is quoted only below it.
pause="${PAUSE:-1}"
rest() { sleep "$(awk -v t="$1" -v p="$pause" 'BEGIN { printf "%.2f\n", t * p }')"; }

ratios=$(mktemp)
header="| position | round | Gigantua (s)"
for program in $programs; do header="$header | ${program/-/ }"; done
echo "$header | load |"
echo "|---|---|---$(for _ in $programs; do printf '|---'; done)|---|"
for round in $(seq "$rounds"); do
    for name in startpos kiwipete; do
        fen="$startpos" depth=7 nodes=3195901860
        [ "$name" = kiwipete ] && fen="$kiwipete" depth=6 nodes=8031647685
        giga=$(gigantua "$fen" "$depth" "$nodes")
        rest "$giga"
        row="| $name | $round | $giga"
        line="$name"
        for program in $programs; do
            dir="$base"
            [ "${program%%-*}" = native ] && dir="$base/native"
            if [ "${program#*-}" = chess_perft ]; then
                t=$(seconds "$nodes" "$dir/release/examples/chess_perft" "$fen" "$depth")
            else
                t=$(seconds "$nodes" "$dir/release/perft" "$fen" "$depth")
            fi
            rest "$t"
            ratio=$(awk -v g="$giga" -v t="$t" 'BEGIN { printf "%.2f\n", g / t }')
            row="$row | $t ($ratio)"
            line="$line $ratio"
        done
        echo "$row | $(load) |"
        echo "$line" >> "$ratios"
    done
done
echo
echo "Speed against Gigantua, median of the per-round ratios (Gigantua's time / bitfill's):"
echo
header="| position"
for program in $programs; do header="$header | ${program/-/ }"; done
echo "$header |"
echo "|---$(for _ in $programs; do printf '|---'; done)|"
middle=$(( (rounds + 1) / 2 ))
for name in startpos kiwipete; do
    row="| $name"
    column=2
    for _ in $programs; do
        row="$row | $(awk -v n="$name" -v c="$column" '$1 == n { print $c }' "$ratios" | sort -n | sed -n "${middle}p")"
        column=$((column + 1))
    done
    echo "$row |"
done
rm -f "$ratios"
printf '\nload average after: %s\n' "$(load)"
