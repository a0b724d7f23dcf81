#!/usr/bin/env bash
# The `draughts` program against three independent draughts programs, move for move and
# perft count for perft count, on positions from seeded random games and random placements
# (scripts/draughts-oracle.py): dame-rs (MIT) for international rules, py-draughts (GPL) for
# Russian and Brazilian, clatsop (MIT) for English.
#
# Usage: scripts/draughts-oracle.sh [GAMES] [PLACEMENTS] [DEPTH] [SEED]
#        (defaults: 20 games of up to 60 plies, 300 placements, perft depth 3, seed 1:
#        about 1,500 positions a variant)
#
# Each oracle is installed from PyPI, at the version named below, into a virtual environment
# of its own under target/draughts-oracle/ (made once, reused; DRAUGHTS_ORACLE_VENVS moves
# it). py-draughts is GPL: it is only run, as an outside program in its own environment;
# nothing of it is part of bitfill. Needs python3 (3.9 or later) with venv and network access
# to PyPI on the first run. Prints one line per variant; exit status 1 on a disagreement
# (the first few printed with their FEN), 2 on bad usage.
set -euo pipefail
cd "$(dirname "$0")/.."

games=${1:-20}
placements=${2:-300}
depth=${3:-3}
seed=${4:-1}
for n in "$games" "$placements" "$depth" "$seed"; do
    [[ $n =~ ^[0-9]+$ ]] || { echo "usage: $0 [GAMES] [PLACEMENTS] [DEPTH] [SEED]" >&2; exit 2; }
done

venvs=${DRAUGHTS_ORACLE_VENVS:-target/draughts-oracle}
# name=package pinned: the versions these comparisons were written against.
oracles=(dame=dame-rs==0.2.0 py-draughts=py-draughts==1.10.1 clatsop=clatsop==0.1.0)
for entry in "${oracles[@]}"; do
    name=${entry%%=*}
    package=${entry#*=}
    if [ ! -x "$venvs/$name/bin/python" ] || ! "$venvs/$name/bin/pip" show -q "${package%%==*}" >/dev/null 2>&1; then
        echo "installing $package into $venvs/$name" >&2
        python3 -m venv "$venvs/$name"
        "$venvs/$name/bin/pip" install -q --disable-pip-version-check "$package" >&2
    fi
done

# The program as the README's test command builds it (the test profile: opt-level 3, with
# debug assertions and overflow checks on), for engines/draughts/tests/cli.rs: in CI it
# is built already. Its release build took 4 minutes of a CI run on the 2-core machine,
# and a build of `-p bitfill-draughts` alone would be a build anew, its features unified
# otherwise.
cargo test --workspace --locked --no-run >&2
program=target/debug/draughts

status=0
compare() {
    local oracle=$1 variant=$2
    "$venvs/$oracle/bin/python" scripts/draughts-oracle.py --oracle "$oracle" --variant "$variant" \
        --program "$program" --games "$games" --placements "$placements" --depth "$depth" \
        --seed "$seed" || status=1
}
compare dame international
compare py-draughts russian
compare py-draughts brazilian
compare clatsop english
exit $status
