#!/usr/bin/env bash
# bitfill's draughts perft side by side with Moby Dam's (issue 40): international start
# position to depth 10 and 11, Woldouby to 15 and Random178 to 9, bulk counting, ROUNDS
# rounds (3 by default) interleaved, and the median of the per-round ratios (Moby Dam's
# time / ours: above 1, ours is faster). Each round also runs ours with `--leaves list`
# and on two threads (`--threads 2`), for the table's other columns.
#
#   MOBYDAM_PERFT=/path/to/mobydam/test/perft scripts/draughts-speed.sh
#
# Moby Dam is GPL: build it yourself, outside this repository (docs/draughts.md says how);
# this script only runs it, as `perft -b -c N FEN`. Its own timer is read for the deepest
# depth alone (it also counts depths 1 to N-1 first, outside that timer); ours is the
# whole process's wall time, so the comparison leans towards Moby Dam.
#
# DAME_PYTHON=/path/to/venv/bin/python (a Python with PyPI's dame-rs 0.2.0, MIT) adds a
# table against dame-rs: the start position to depth 9, dame's `perft` timed inside its
# own process around the call alone (interpreter start and import outside), ours as a
# whole process, interleaved the same way.
#
# QUICK=1 runs every case 4 plies shallower (start 6 and 7, Woldouby 11, Random178 5): a
# check that the script works, not figures to quote.
#
# Time it on an idle machine: the script waits (up to five minutes, or IDLE_WAIT seconds) for the one-minute load
# average to fall below 0.5 and prints the CPU and the load before and after each case. A
# table whose load average is above 1.0 is not to be quoted.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/idle.sh

: "${MOBYDAM_PERFT:?set MOBYDAM_PERFT to the perft program of Moby Dam (docs/draughts.md: how to build it)}"
[ -x "$MOBYDAM_PERFT" ] || { echo "MOBYDAM_PERFT=$MOBYDAM_PERFT is not a program" >&2; exit 2; }
rounds="${ROUNDS:-3}"
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "ROUNDS must be a whole number above 0" >&2; exit 2; }
shallower=0
[ "${QUICK:-0}" = 1 ] && shallower=4

cargo build --release --locked -p bitfill-draughts --bin draughts >&2
ours="${CARGO_TARGET_DIR:-target}/release/draughts"

start="W:W31-50:B1-20"
woldouby="W:W25,27,28,30,32,33,34,35,37,38:B12,13,14,16,18,19,21,23,24,26"
random178="B:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46:BK17,K24"
cases=("start 10 $start" "start 11 $start" "Woldouby 15 $woldouby" "Random178 9 $random178")

cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)
echo "CPU: ${cpu:-unknown} ($(nproc) threads); ours: $("$ours" --help >/dev/null && echo "$ours")"
echo "Moby Dam: $MOBYDAM_PERFT -b -c N FEN (its timer, depth N); ours: whole process"

# The wall time of a run of ours in seconds, then the nodes it counted.
seconds() {
    local t0 t1 out
    t0=$(date +%s.%N)
    out=$("$@")
    t1=$(date +%s.%N)
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f ", b - a }'
    tail -1 <<<"$out" | sed 's/^Nodes searched: //'
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

printf '\n%-12s %5s %14s %9s %9s %7s %9s %9s  %s\n' position depth nodes "Moby (s)" "ours (s)" ratio "list (s)" "2 thr (s)" load
for row in "${cases[@]}"; do
    read -r name depth fen <<<"$row"
    depth=$((depth - shallower))
    wait_idle "${IDLE_WAIT:-300}"
    ratios=() moby_times=() our_times=() list_times=() thread_times=()
    for _ in $(seq "$rounds"); do
        line=$("$MOBYDAM_PERFT" -b -c "$depth" "$fen" | grep "^perft($depth) ")
        moby_nodes=$(awk '{ print $2 }' <<<"$line")
        moby=$(awk '{ print $4 }' <<<"$line")
        read -r ours_s nodes < <(seconds "$ours" "$fen" "$depth")
        [ "$nodes" = "$moby_nodes" ] || { echo "$name $depth: ours $nodes nodes, Moby Dam $moby_nodes" >&2; exit 1; }
        read -r list_s _ < <(seconds "$ours" "$fen" "$depth" --leaves list)
        read -r threads_s _ < <(seconds "$ours" "$fen" "$depth" --threads 2)
        moby_times+=("$moby") our_times+=("$ours_s") list_times+=("$list_s") thread_times+=("$threads_s")
        ratios+=("$(awk -v m="$moby" -v o="$ours_s" 'BEGIN { printf "%.3f", m / o }')")
    done
    printf '%-12s %5s %14s %9s %9s %6sx %9s %9s  %s\n' "$name" "$depth" "$nodes" \
        "$(printf '%s\n' "${moby_times[@]}" | median)" "$(printf '%s\n' "${our_times[@]}" | median)" \
        "$(printf '%s\n' "${ratios[@]}" | median)" "$(printf '%s\n' "${list_times[@]}" | median)" \
        "$(printf '%s\n' "${thread_times[@]}" | median)" "$(cut -d' ' -f1-3 /proc/loadavg)"
done
echo
echo "ratio: the median over the rounds of Moby Dam's time / ours (bulk, one thread); the"
echo "times are medians. A load above 1.0 means the machine was busy: not to be quoted."

if [ -n "${DAME_PYTHON:-}" ]; then
    depth=$((9 - shallower))
    wait_idle "${IDLE_WAIT:-300}"
    dame_times=() our_times=() ratios=()
    for _ in $(seq "$rounds"); do
        read -r dame_s dame_nodes < <("$DAME_PYTHON" -c '
import sys, time, dame
board = dame.Board(sys.argv[1])
t0 = time.perf_counter()
nodes = dame.perft(board, int(sys.argv[2]))
print(f"{time.perf_counter() - t0:.3f} {nodes}")' "$start" "$depth")
        read -r ours_s nodes < <(seconds "$ours" "$start" "$depth")
        [ "$nodes" = "$dame_nodes" ] || { echo "start $depth: ours $nodes nodes, dame-rs $dame_nodes" >&2; exit 1; }
        dame_times+=("$dame_s") our_times+=("$ours_s")
        ratios+=("$(awk -v d="$dame_s" -v o="$ours_s" 'BEGIN { printf "%.3f", d / o }')")
    done
    printf '\n%-12s %5s %14s %10s %9s %8s  %s\n' position depth nodes "dame (s)" "ours (s)" ratio load
    printf '%-12s %5s %14s %10s %9s %7sx  %s\n' start "$depth" "$nodes" \
        "$(printf '%s\n' "${dame_times[@]}" | median)" "$(printf '%s\n' "${our_times[@]}" | median)" \
        "$(printf '%s\n' "${ratios[@]}" | median)" "$(cut -d' ' -f1-3 /proc/loadavg)"
    echo "ratio: the median over the rounds of dame-rs's time / ours (bulk, one thread)."
fi
