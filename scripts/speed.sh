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
#     position depth 6 + Kiwipete depth 5, against cozy-chess and shakmaty.
#
# Time it on an idle machine: no build, test or other benchmark beside it. A table whose
# load average (printed with it) is above 1.0 is not to be quoted: under load a magic
# lookup slows down more than a fill, and the ratios flatter bitfill.
#
# Usage: scripts/speed.sh [default|native ...]     (both by default)
# Each configuration builds into a target directory of its own (target/ and target/native),
# so the first run compiles the benches twice (minutes); the builds come first, then the
# timing, so that no compiler runs beside a measurement.
set -euo pipefail
cd "$(dirname "$0")/.."

configs=("$@")
[ ${#configs[@]} -gt 0 ] || configs=(default native)
base="${CARGO_TARGET_DIR:-target}"

env_for() {
    case "$1" in
        default) echo "CARGO_TARGET_DIR=$base RUSTFLAGS=${RUSTFLAGS:-}" ;;
        native) echo "CARGO_TARGET_DIR=$base/native RUSTFLAGS=${RUSTFLAGS:-} -C target-cpu=native" ;;
        *) echo "scripts/speed.sh: unknown configuration $1 (default or native)" >&2; exit 2 ;;
    esac
}

run_in() {
    local config="$1"; shift
    if [ "$config" = native ]; then
        CARGO_TARGET_DIR="$base/native" RUSTFLAGS="${RUSTFLAGS:-} -C target-cpu=native" "$@"
    else
        CARGO_TARGET_DIR="$base" "$@"
    fi
}

echo "==> building (nothing is timed yet)" >&2
for config in "${configs[@]}"; do
    env_for "$config" >/dev/null
    run_in "$config" cargo bench --locked --bench sidemap --bench single_rounds --no-run >&2
    (cd benches/shakmaty && run_in "$config" cargo build --release --locked >&2)
done

for config in "${configs[@]}"; do
    printf '\n# %s (%s), commit %s, %s\n' "$config" "$(env_for "$config")" \
        "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)" "$(rustc --version)"
    printf '\n## Side attack map (cargo bench --bench sidemap)\n\nload average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
    run_in "$config" cargo bench --locked --bench sidemap 2>/dev/null
    printf '\n## One slider and bulk perft against cozy-chess (cargo bench --bench single_rounds)\n\nload average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
    run_in "$config" cargo bench --locked --bench single_rounds 2>/dev/null
    printf '\n## Bulk perft against cozy-chess and shakmaty (benches/shakmaty)\n\n'
    (cd benches/shakmaty && run_in "$config" cargo run --release --locked -q)
    printf '\nload average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
done
