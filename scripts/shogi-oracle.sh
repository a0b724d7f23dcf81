#!/usr/bin/env bash
# The shogi engine's perft counts against YaneuraOu's on positions from seeded random games.
#
# Usage: YANEURAOU=/path/to/YaneuraOu scripts/shogi-oracle.sh [COUNT] [DEPTH] [SEED]
#        (defaults: 2000 positions, depth 2, seed 1)
#
# YaneuraOu is a separate program (GPL: built by you outside this repository, never part of
# it; docs/shogi.md has the build line). The positions come from
# `cargo run --release -p bitfill-shogi --example shogi_oracle -- positions COUNT SEED`
# (random games from the start position, "Matsuri" and the 593-move position, checks
# favoured); each is counted by the engine (`... shogi_oracle -- perft FILE DEPTH`) and by
# YaneuraOu's `go perft` through scripts/usi-perft.py. Prints how many agree and every one
# that does not; exit status 1 on a difference, 2 on bad usage.
set -euo pipefail
cd "$(dirname "$0")/.."

count=${1:-2000}
depth=${2:-2}
seed=${3:-1}
for n in "$count" "$depth" "$seed"; do
    [[ $n =~ ^[0-9]+$ ]] || { echo "usage: YANEURAOU=... $0 [COUNT] [DEPTH] [SEED]" >&2; exit 2; }
done
[ -x "${YANEURAOU:-}" ] || { echo "set YANEURAOU to YaneuraOu's executable" >&2; exit 2; }

cargo build --release --locked -p bitfill-shogi --example shogi_oracle >&2
oracle=target/release/examples/shogi_oracle
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$oracle" positions "$count" "$seed" > "$work/positions"
"$oracle" perft "$work/positions" "$depth" > "$work/ours"
scripts/usi-perft.py --batch "$work/positions" "$depth" > "$work/theirs"

if diff <(cut -f1 "$work/ours") <(cut -f1 "$work/theirs") > "$work/diff"; then
    echo "$count positions (seed $seed), depth $depth: every count equals YaneuraOu's"
else
    echo "positions whose counts differ (ours | YaneuraOu's):"
    paste "$work/ours" "$work/theirs" | awk -F'\t' '$1 != $3 { print $1 " | " $3 "  " $2 }'
    exit 1
fi
