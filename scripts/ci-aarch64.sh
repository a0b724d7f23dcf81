#!/usr/bin/env bash
# CI for aarch64 (.ci/run calls it): clippy and the docs (warnings denied) for
# aarch64-unknown-linux-gnu, then the whole
# workspace's tests built for aarch64 and run under qemu-user, through the runner that
# .cargo/config.toml names (scripts/run-aarch64.sh), so that `simd::backend()` is NEON and
# every NEON kernel is held against the oracles, and the programs (each game's
# engines/<game>/tests/cli.rs) run under qemu too.
#
# Installs what is missing: the rustup target, Debian's cross linker and aarch64 libc
# (gcc-aarch64-linux-gnu, libc6-dev-arm64-cross) and qemu-user.
#
# Which tests: the default run (every published perft count up to 5 million nodes of each
# position, every kernel on a sample of squares with every occupancy of their rays, and
# proptest on random sets, NEON included), plus the Chess Programming Wiki positions'
# published perft counts to their full depths (2.2 billion nodes, about a minute under
# qemu). The other deep tests run natively in .ci/run: under qemu, some 5 to 20 times
# slower, they would take the whole CI past its 30 minutes. BITFILL_AARCH64_DEEP=1 adds
# the exhaustive sweep of every square and every occupancy on every path (about 3
# minutes more under qemu). Each step prints how long the one before it took.
#
# Times on the 2-core CI machine (other jobs running): clippy from a clean target about
# 5 minutes; the default tests 10.5 minutes (5 of them building); the CPW positions 1.
#
# Usage: scripts/ci-aarch64.sh            (BITFILL_AARCH64_DEEP=1 for the exhaustive sweep)
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TERM_COLOR=never
target=aarch64-unknown-linux-gnu
started=$SECONDS
last=$SECONDS
step() {
    printf '\n==> [%dm%02ds, previous step %ds] %s\n' $(((SECONDS - started) / 60)) \
        $(((SECONDS - started) % 60)) $((SECONDS - last)) "$*"
    last=$SECONDS
}

if ! rustup target list --installed | grep -qx "$target"; then
    step "rustup target add $target"
    rustup target add "$target"
fi
missing=()
command -v aarch64-linux-gnu-gcc >/dev/null 2>&1 || missing+=(gcc-aarch64-linux-gnu)
[ -e /usr/aarch64-linux-gnu/lib/libc.so ] || missing+=(libc6-dev-arm64-cross)
command -v qemu-aarch64 >/dev/null 2>&1 || missing+=(qemu-user)
if [ ${#missing[@]} -gt 0 ]; then
    step "apt-get install ${missing[*]}"
    if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
qemu-aarch64 --version | head -n 1

step "cargo clippy --workspace --all-targets --target $target --locked -- -D warnings"
cargo clippy --workspace --all-targets --target "$target" --locked -- -D warnings

# The engines: the crate of each game, the crate they share and the one that re-exports them.
engines=(-p bitfill-engines -p bitfill-engines-common -p bitfill-chess -p bitfill-draughts
    -p bitfill-othello -p bitfill-shogi -p bitfill-xiangqi -p bitfill-xxl)
step "cargo doc -p bitfill and the engines --no-deps --target $target (warnings denied)"
RUSTDOCFLAGS="-D warnings" cargo doc -p bitfill "${engines[@]}" --no-deps --target "$target" --locked

step "cargo test --workspace --target $target --locked (under qemu-aarch64)"
cargo test --workspace --target "$target" --locked

# The same features as the step before (`--workspace`), so its test binaries are reused;
# the filters pick the deep tests out of them.
deep=(perft::cpw_positions_deep)
if [ "${BITFILL_AARCH64_DEEP:-0}" = 1 ]; then
    deep+=(simd::single_slider_every_occupancy_every_path_deep)
fi
step "the deep tests ${deep[*]} (under qemu-aarch64)"
cargo test --workspace --tests --target "$target" --locked -- --include-ignored --exact "${deep[@]}"

step "done"
