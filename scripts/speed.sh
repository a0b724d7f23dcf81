#!/usr/bin/env bash
# The speed tables, in one command: for the default x86-64 target and for `native` (this
# CPU), builds and runs the interleaved benches and prints their tables with the load
# average before and after each:
#
#   - benches/sidemap.rs: a side's attack map, three loop shapes (checksum, black_box,
#     cache pressure), time / cozy-chess magic loop;
#   - benches/single_rounds.rs: one slider at a time (rook, bishop, queen), the same three
#     shapes, time / cozy-chess; then bitfill's bulk perft / cozy-chess's;
#   - benches/shakmaty (a crate outside the workspace: shakmaty is GPL): bulk perft, start
#     position depth 6 + Kiwipete depth 5, against cozy-chess and shakmaty;
#   - with PIKAFISH=/path/to/pikafish (a separate program, built by you: GPL, never part
#     of this repository), xiangqi perft depth 5 against Pikafish's `go perft 5`, start
#     position and a middlegame, whole-process wall time, five rounds interleaved;
#   - the perft programs on one thread and on two (`--threads 2`): chess start position
#     depth 7, Othello depth 12, shogi start position depth 6, three rounds interleaved,
#     the speed-up (time on one thread / time on two) per round;
#   - with EGAROUCID=/path/to/Egaroucid_for_Console (likewise GPL and yours to build:
#     docs/performance.md says how), Othello perft 12 from the initial position against
#     Egaroucid's `-perft 12 1` (a pass is a ply; it counts the last ply in bulk, by a
#     popcount), bitfill's `othello 12` in bulk and with `--leaves list` (the last ply's
#     moves written into a move list), each program's own timer, five rounds interleaved,
#     the median of the per-round ratios;
#   - with YANEURAOU=/path/to/YaneuraOu (likewise GPL and yours to build; docs/shogi.md),
#     shogi bulk perft, start position depth 6 and "Matsuri" depth 4, against YaneuraOu's
#     `go perft` and the MIT crates rsshogi and haitaka (benches/shogi-crates, built in the
#     same configuration), whole-process wall time, five rounds interleaved, the median of
#     the per-round ratios;
#   - `anchors` (with STOCKFISH=, YANEURAOU=, PIKAFISH= naming the anchors' executables,
#     each GPL, built by you outside this repository: docs/performance.md says how; a game
#     whose anchor is not given is left out): both ways of counting the leaves against the
#     engine each game is held to, each anchor counting its own way (a legal move list at
#     the last ply): chess `perft startpos 6` and Kiwipete 5 against Stockfish's
#     `go perft`, shogi start position 6 and Matsuri 4 against YaneuraOu's, xiangqi start
#     position 5 and a middlegame 5 against Pikafish's. Each round runs, for each position,
#     bitfill's program with `--leaves bulk`, then with `--leaves list`, then the anchor.
#     bitfill is timed as a whole process (start, count, print, exit). The anchor is timed
#     twice in the same run: as a whole process (start, options, `isready`, `go perft`,
#     `quit`), and from writing the position and `go perft N` to reading `Nodes searched`
#     (its start-up and set-up left out: the harder measure for bitfill). Every count is
#     checked: both of bitfill's and the anchor's must agree. Ratios are the anchor's time over
#     bitfill's (above 1: bitfill is faster); the table ends with the median of the
#     per-round ratios, ROUNDS rounds (5 by default; ROUNDS=1 only checks that it runs).
#
# Before each table the script waits (up to five minutes) for the one-minute load average
# to fall below 0.5, so that no earlier build or table is still counted in it
# (IDLE_WAIT=seconds sets the most it waits; IDLE_WAIT=0 starts at once, for a check).
#
# Time it on an idle machine: no build, test or other benchmark beside it. A table whose
# load average (printed with it) is above 1.0 is not to be quoted: under load a magic
# lookup slows down more than a fill, and the ratios flatter bitfill.
#
# Usage: scripts/speed.sh [default|native|v3 ...]     (default and native by default)
# v3 is `-C target-cpu=x86-64-v3`: AVX2, BMI2 and POPCNT compiled in, no AVX-512, what
# `native` gives on an AVX2-only CPU (Zen 3, Intel's desktops); on a CPU with AVX-512 the
# root getters still detect it, and sidemap's rows "as on AVX2-only CPUs" force the AVX2
# paths (report them as "AVX2-only paths forced").
# TABLES="threads xiangqi shogi" scripts/speed.sh times only the tables named (of sidemap,
# single, shakmaty, threads, xiangqi, shogi, othello, anchors; all but anchors by default),
# and builds only what they run. The anchors table, on an idle machine:
#   TABLES=anchors STOCKFISH=... YANEURAOU=... PIKAFISH=... scripts/speed.sh
# Each configuration builds into a target directory of its own (target/ and target/native),
# so the first run compiles the benches twice (minutes); the builds come first, then the
# timing, so that no compiler runs beside a measurement.
set -euo pipefail
cd "$(dirname "$0")/.."

configs=("$@")
[ ${#configs[@]} -gt 0 ] || configs=(default native)
tables=" ${TABLES:-sidemap single shakmaty threads xiangqi shogi othello} "
for table in $tables; do
    case "$table" in
        sidemap | single | shakmaty | threads | xiangqi | shogi | othello | anchors) ;;
        *) echo "scripts/speed.sh: unknown table $table in TABLES" >&2; exit 2 ;;
    esac
done
# True when the table named is to be timed.
wanted() { [[ $tables == *" $1 "* ]]; }
base="${CARGO_TARGET_DIR:-target}"

# Each configuration's target directory, relative to the repository's root.
target_dir() {
    case "$1" in
        native | v3) echo "$base/$1" ;;
        *) echo "$base" ;;
    esac
}

# The RUSTFLAGS of a configuration.
flags_of() {
    case "$1" in
        native) echo "${RUSTFLAGS:-} -C target-cpu=native" ;;
        v3) echo "${RUSTFLAGS:-} -C target-cpu=x86-64-v3" ;;
        *) echo "${RUSTFLAGS:-}" ;;
    esac
}

env_for() {
    case "$1" in
        default | native | v3) echo "CARGO_TARGET_DIR=$(target_dir "$1") RUSTFLAGS=$(flags_of "$1")" ;;
        *) echo "scripts/speed.sh: unknown configuration $1 (default, native or v3)" >&2; exit 2 ;;
    esac
}

run_in() {
    local config="$1"; shift
    if [ "$config" = default ]; then
        CARGO_TARGET_DIR="$(target_dir "$config")" "$@"
    else
        CARGO_TARGET_DIR="$(target_dir "$config")" RUSTFLAGS="$(flags_of "$config")" "$@"
    fi
}

echo "==> building (nothing is timed yet)" >&2
for config in "${configs[@]}"; do
    env_for "$config" >/dev/null
    if wanted sidemap || wanted single; then
        run_in "$config" cargo bench --locked --bench sidemap --bench single_rounds --no-run >&2
    fi
    if wanted shakmaty; then
        (cd benches/shakmaty && run_in "$config" cargo build --release --locked >&2)
    fi
    [ -z "${PIKAFISH:-}" ] || run_in "$config" cargo build --release --locked -p bitfill-xiangqi --bin xiangqi >&2
    run_in "$config" cargo build --release --locked -p bitfill-chess -p bitfill-othello -p bitfill-shogi --bin perft --bin othello --bin shogi >&2
    if [ -n "${YANEURAOU:-}" ] && wanted shogi; then
        (cd benches/shogi-crates && run_in "$config" cargo build --release --locked >&2)
    fi
    if wanted anchors; then
        run_in "$config" cargo build --release --locked -p bitfill-chess -p bitfill-shogi -p bitfill-xiangqi --bin perft --bin shogi --bin xiangqi >&2
    fi
done
rounds=${ROUNDS:-5}
idle_wait=${IDLE_WAIT:-300}
[[ $rounds =~ ^[1-9][0-9]*$ && $idle_wait =~ ^[0-9]+$ ]] \
    || { echo "scripts/speed.sh: ROUNDS is a whole number from 1, IDLE_WAIT of seconds" >&2; exit 2; }
for anchor in STOCKFISH YANEURAOU PIKAFISH; do
    if [ -n "${!anchor:-}" ] && [ ! -x "${!anchor}" ]; then
        echo "scripts/speed.sh: $anchor=${!anchor} is not an executable" >&2
        exit 2
    fi
done

load() { cut -d' ' -f1-3 /proc/loadavg; }

# shellcheck source=scripts/idle.sh
. scripts/idle.sh

xiangqi_table() {
    local xiangqi="$1" start="rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    local middle="1rbakabr1/9/c1n3nc1/p1p1p3p/6p2/7R1/P1P1P1P1P/1CN1C1N2/9/1RBAKAB2 w - - 12 7"
    seconds() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); echo "$e - $s" | bc; }
    pikafish() { printf 'position fen %s\ngo perft 5\nquit\n' "$1" | "$PIKAFISH"; }
    echo "| position | round | xiangqi (s) | Pikafish (s) | speed ratio |"
    echo "|---|---|---|---|---|"
    for round in 1 2 3 4 5; do
        for name in start middlegame; do
            local fen="$start"
            [ "$name" = middlegame ] && fen="$middle"
            local ours theirs
            ours=$(seconds "$xiangqi" "$fen" 5)
            theirs=$(seconds pikafish "$fen")
            echo "| $name | $round | $ours | $theirs | $(echo "scale=2; $theirs / $ours" | bc)x |"
        done
    done
}

# The perft programs on one thread and on two, whole process; the speed-up is the time on
# one thread over the time on two (the machine's cores: nproc above).
threads_table() {
    local bin="$1"
    seconds() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); echo "$e - $s" | bc; }
    echo "| count | round | 1 thread (s) | 2 threads (s) | speed-up |"
    echo "|---|---|---|---|---|"
    for round in 1 2 3; do
        for job in "perft startpos 7" "othello 12" "shogi startpos 6"; do
            # shellcheck disable=SC2086 # the job is a program and its arguments
            set -- $job
            local program="$1"; shift
            local one two
            one=$(seconds "$bin/$program" "$@" --threads 1)
            two=$(seconds "$bin/$program" "$@" --threads 2)
            echo "| $job | $round | $one | $two | $(echo "scale=2; $one / $two" | bc)x |"
        done
    done
}

# Shogi bulk perft: each round runs every program once on each position, whole process;
# the ratio is the contender's time over the shogi engine's (above 1: the engine is faster).
shogi_table() {
    local shogi="$1" crates="$2"
    local start="lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    local matsuri="l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"
    seconds() { local s e; s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N); echo "$e - $s" | bc; }
    yaneuraou() {
        printf 'setoption name Threads value 1\nsetoption name USI_Hash value 16\nsetoption name BookFile value no_book\nisready\nposition sfen %s\ngo perft %s\nquit\n' "$1" "$2" \
            | (cd "$(dirname "$YANEURAOU")" && "$YANEURAOU")
    }
    local ratios
    ratios=$(mktemp)
    echo "| position | round | shogi (s) | YaneuraOu (s) | rsshogi (s) | haitaka (s) | YaneuraOu / shogi | rsshogi / shogi | haitaka / shogi |"
    echo "|---|---|---|---|---|---|---|---|---|"
    for round in 1 2 3 4 5; do
        for name in start matsuri; do
            local sfen="$start" depth=6
            [ "$name" = matsuri ] && sfen="$matsuri" && depth=4
            local ours yo rs hai
            ours=$(seconds "$shogi" "$sfen" "$depth")
            yo=$(seconds yaneuraou "$sfen" "$depth")
            rs=$(seconds "$crates" rsshogi "$sfen" "$depth")
            hai=$(seconds "$crates" haitaka "$sfen" "$depth")
            local r1 r2 r3
            r1=$(echo "scale=2; $yo / $ours" | bc)
            r2=$(echo "scale=2; $rs / $ours" | bc)
            r3=$(echo "scale=2; $hai / $ours" | bc)
            echo "| $name | $round | $ours | $yo | $rs | $hai | $r1 | $r2 | $r3 |"
            echo "$name $r1 $r2 $r3" >> "$ratios"
        done
    done
    echo
    echo "| position | median YaneuraOu / shogi | median rsshogi / shogi | median haitaka / shogi |"
    echo "|---|---|---|---|"
    for name in start matsuri; do
        local row="| $name"
        for column in 2 3 4; do
            row="$row | $(awk -v n="$name" -v c="$column" '$1 == n { print $c }' "$ratios" | sort -n | sed -n 3p)"
        done
        echo "$row |"
    done
    rm -f "$ratios"
}

# The median of the numbers on stdin (the lower of the two middle ones for an even count).
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'; }

# Runs an engine that speaks UCI or USI (`$1`, started in its own directory): the options
# `$2` (commands separated by `;`), `isready`, and once it answers `readyok`, the position
# command `$3` and `go perft $4` (the position after `isready`: YaneuraOu sets up its
# start position there). Prints two times in seconds: the whole process, and from writing
# the position and `go perft` to reading the line `Nodes searched` (every line before it,
# the root moves' counts, is read as it comes), and last the count.
engine_seconds() {
    local program="$1" options="$2" position="$3" depth="$4" line start go done_ end
    start=$(date +%s.%N)
    coproc ENGINE { cd "$(dirname "$program")" && exec "$program" 2>/dev/null; }
    printf '%s\nisready\n' "${options//;/$'\n'}" >&"${ENGINE[1]}"
    while IFS= read -r line <&"${ENGINE[0]}"; do [[ $line == readyok* ]] && break; done
    go=$(date +%s.%N)
    printf '%s\ngo perft %s\n' "$position" "$depth" >&"${ENGINE[1]}"
    while IFS= read -r line <&"${ENGINE[0]}"; do [[ $line == "Nodes searched"* ]] && break; done
    done_=$(date +%s.%N)
    printf 'quit\n' >&"${ENGINE[1]}"
    wait "$ENGINE_PID" 2>/dev/null || true
    end=$(date +%s.%N)
    [[ $line == "Nodes searched"* ]] || { echo "scripts/speed.sh: $program gave no count" >&2; exit 1; }
    echo "$(echo "$end - $start" | bc) $(echo "$done_ - $go" | bc) ${line##* }"
}

# Both ways of counting the leaves against the anchors (the header of this script says
# how): one row per position and round, then the medians of the per-round ratios. Every
# count is checked: bitfill's in both modes and the anchor's must be the same.
anchors_table() {
    local bin="$1" results
    results=$(mktemp)
    # game|position's name|bitfill's program|its position argument|depth|anchor|the
    # anchor's options (`;` between commands)|the anchor's position command
    local jobs=() uci="setoption name Threads value 1"
    if [ -n "${STOCKFISH:-}" ]; then
        local kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        jobs+=("chess|start position|perft|startpos|6|$STOCKFISH|$uci|position startpos")
        jobs+=("chess|Kiwipete|perft|$kiwipete|5|$STOCKFISH|$uci|position fen $kiwipete")
    fi
    if [ -n "${YANEURAOU:-}" ]; then
        local matsuri="l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"
        local usi="$uci;setoption name USI_Hash value 16;setoption name BookFile value no_book"
        jobs+=("shogi|start position|shogi|startpos|6|$YANEURAOU|$usi|position startpos")
        jobs+=("shogi|Matsuri|shogi|$matsuri|4|$YANEURAOU|$usi|position sfen $matsuri")
    fi
    if [ -n "${PIKAFISH:-}" ]; then
        local middle="1rbakabr1/9/c1n3nc1/p1p1p3p/6p2/7R1/P1P1P1P1P/1CN1C1N2/9/1RBAKAB2 w - - 12 7"
        jobs+=("xiangqi|start position|xiangqi|startpos|5|$PIKAFISH|$uci|position startpos")
        jobs+=("xiangqi|middlegame|xiangqi|$middle|5|$PIKAFISH|$uci|position fen $middle")
    fi
    [ ${#jobs[@]} -gt 0 ] || { echo "(no anchor given: set STOCKFISH, YANEURAOU or PIKAFISH)"; return; }
    # Runs bitfill's program; prints its whole-process time and its count.
    ours() {
        local s e out
        s=$(date +%s.%N)
        out=$("$@" 2>/dev/null | tail -1)
        e=$(date +%s.%N)
        echo "$(echo "$e - $s" | bc) ${out##* }"
    }
    echo "| game | position | depth | round | bitfill bulk (s) | bitfill list (s) | anchor, whole (s) | anchor, go to count (s) | bulk: whole ratio | list: whole ratio | bulk: go ratio | list: go ratio |"
    echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
    local round job
    for round in $(seq "$rounds"); do
        for job in "${jobs[@]}"; do
            local game name program arg depth anchor options position
            IFS='|' read -r game name program arg depth anchor options position <<< "$job"
            local bulk list theirs whole go bulk_count list_count
            read -r bulk bulk_count <<< "$(ours "$bin/$program" "$arg" "$depth" --leaves bulk)"
            read -r list list_count <<< "$(ours "$bin/$program" "$arg" "$depth" --leaves list)"
            read -r whole go theirs <<< "$(engine_seconds "$anchor" "$options" "$position" "$depth")"
            if [ "$bulk_count" != "$theirs" ] || [ "$list_count" != "$theirs" ]; then
                echo "scripts/speed.sh: $game $name depth $depth: counts differ (bulk $bulk_count, list $list_count, anchor $theirs)" >&2
                exit 1
            fi
            local r=() t
            for t in "$whole/$bulk" "$whole/$list" "$go/$bulk" "$go/$list"; do
                r+=("$(echo "scale=3; $t" | bc)")
            done
            echo "| $game | $name | $depth | $round | $bulk | $list | $whole | $go | ${r[0]}x | ${r[1]}x | ${r[2]}x | ${r[3]}x |"
            echo "$game|$name|${r[*]}" >> "$results"
        done
    done
    echo
    echo "| game | position | median bulk, whole | median list, whole | median bulk, go | median list, go |"
    echo "|---|---|---|---|---|---|"
    for job in "${jobs[@]}"; do
        local game name row column
        IFS='|' read -r game name _ <<< "$job"
        row="| $game | $name"
        for column in 1 2 3 4; do
            row="$row | $(awk -F'|' -v g="$game" -v n="$name" -v c="$column" \
                '$1 == g && $2 == n { split($3, r, " "); print r[c] }' "$results" | median)x"
        done
        echo "$row |"
    done
    rm -f "$results"
}

# Othello perft 12 against Egaroucid, each program's own timer (bitfill's `Time: S s`,
# Egaroucid's `in N ms`); the ratio is Egaroucid's time over bitfill's (above 1: bitfill
# is faster). Egaroucid counts the last ply in bulk; bitfill is timed both ways.
othello_table() {
    local othello="$1"
    local ratios
    ratios=$(mktemp)
    ours() { "$othello" 12 "$@" | sed -n 's/^Time: \([0-9.]*\) s.*/\1/p'; }
    theirs() {
        local ms
        ms=$("$EGAROUCID" -perft 12 1 | sed -n 's/.* leaves found in \([0-9]*\) ms.*/\1/p')
        echo "scale=3; $ms / 1000" | bc
    }
    echo "| round | Egaroucid (s) | bitfill bulk (s) | bitfill list (s) | Egaroucid / bulk | Egaroucid / list |"
    echo "|---|---|---|---|---|---|"
    for round in 1 2 3 4 5; do
        local egaroucid bulk list r1 r2
        egaroucid=$(theirs)
        bulk=$(ours)
        list=$(ours --leaves list)
        r1=$(echo "scale=3; $egaroucid / $bulk" | bc)
        r2=$(echo "scale=3; $egaroucid / $list" | bc)
        echo "| $round | $egaroucid | $bulk | $list | ${r1}x | ${r2}x |"
        echo "$r1 $r2" >> "$ratios"
    done
    echo
    echo "median Egaroucid / bulk: $(cut -d' ' -f1 "$ratios" | sort -n | sed -n 3p)x," \
        "Egaroucid / list: $(cut -d' ' -f2 "$ratios" | sort -n | sed -n 3p)x"
    rm -f "$ratios"
}

printf 'CPU: %s (%s cores), flags: %s\n' "$(sed -n 's/^model name\t: //p' /proc/cpuinfo | head -1)" \
    "$(nproc)" "$(grep -m1 -ow -e avx512f -e avx2 -e popcnt -e bmi2 /proc/cpuinfo | sort -u | tr '\n' ' ')"

for config in "${configs[@]}"; do
    printf '\n# %s (%s), commit %s, %s\n' "$config" "$(env_for "$config")" \
        "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$(rustc --version)"
    if wanted sidemap; then
        wait_idle "$idle_wait"
        printf '\n## Side attack map (cargo bench --bench sidemap)\n\nload average: %s\n' "$(load)"
        run_in "$config" cargo bench --locked --bench sidemap 2>/dev/null
    fi
    if wanted single; then
        wait_idle "$idle_wait"
        printf '\n## One slider and bulk perft against cozy-chess (cargo bench --bench single_rounds)\n\nload average: %s\n' "$(load)"
        run_in "$config" cargo bench --locked --bench single_rounds 2>/dev/null
    fi
    if wanted shakmaty; then
        wait_idle "$idle_wait"
        printf '\n## Bulk perft against cozy-chess and shakmaty (benches/shakmaty)\n\n'
        (cd benches/shakmaty && run_in "$config" cargo run --release --locked -q)
    fi
    if wanted threads; then
        wait_idle "$idle_wait"
        printf '\n## Perft on one thread and on two\n\nload average before: %s\n\n' "$(load)"
        threads_table "$(target_dir "$config")/release"
        printf '\nload average after: %s\n' "$(load)"
    fi
    if [ -n "${PIKAFISH:-}" ] && wanted xiangqi; then
        wait_idle "$idle_wait"
        printf '\n## Xiangqi perft 5 against Pikafish (%s)\n\nload average before: %s\n\n' "$PIKAFISH" "$(load)"
        xiangqi_table "$(target_dir "$config")/release/xiangqi"
        printf '\nload average after: %s\n' "$(load)"
    fi
    if [ -n "${EGAROUCID:-}" ] && wanted othello; then
        wait_idle "$idle_wait"
        printf '\n## Othello perft 12 against Egaroucid (%s)\n\nload average before: %s\n\n' "$EGAROUCID" "$(load)"
        othello_table "$(target_dir "$config")/release/othello"
        printf '\nload average after: %s\n' "$(load)"
    fi
    if [ -n "${YANEURAOU:-}" ] && wanted shogi; then
        wait_idle "$idle_wait"
        printf '\n## Shogi bulk perft against YaneuraOu, rsshogi and haitaka (%s)\n\nload average before: %s\n\n' "$YANEURAOU" "$(load)"
        crates_target="$(target_dir "$config")"
        # cargo put the crates' binary under benches/shogi-crates unless the target
        # directory is absolute.
        [[ $crates_target = /* ]] || crates_target="benches/shogi-crates/$crates_target"
        shogi_table "$(target_dir "$config")/release/shogi" "$crates_target/release/shogi-crates"
        printf '\nload average after: %s\n' "$(load)"
    fi
    if wanted anchors; then
        wait_idle "$idle_wait"
        printf '\n## Both ways of counting the leaves against Stockfish, YaneuraOu and Pikafish\n\n'
        printf 'STOCKFISH=%s\nYANEURAOU=%s\nPIKAFISH=%s\nrounds: %s\nload average before: %s\n\n' \
            "${STOCKFISH:-}" "${YANEURAOU:-}" "${PIKAFISH:-}" "$rounds" "$(load)"
        anchors_table "$(target_dir "$config")/release"
        printf '\nload average after: %s\n' "$(load)"
    fi
    printf '\nload average at the end: %s\n' "$(load)"
done
