#!/usr/bin/env bash
# CI for aarch64 (.ci/run calls it): clippy for aarch64-unknown-linux-gnu, then the whole
# workspace's tests built for aarch64 and run under qemu-user, through the runner that
# .cargo/config.toml names (scripts/run-aarch64.sh), so that `simd::backend()` is NEON and
# every NEON kernel is held against the oracles, and the programs (engines/tests/cli.rs)
# run under qemu too.
#
# Installs what is missing: the rustup target, Debian's cross linker and aarch64 libc
# (gcc-aarch64-linux-gnu, libc6-dev-arm64-cross) and qemu-user.
#
# Which tests: the default run (every published perft count up to 5 million nodes of each
# position, the kernels' sampled exhaustive sweeps and proptest runs), plus the two deep
# tests that matter most for a new backend: every square and every occupancy of its rays
# on every path (the NEON kernels included) and the Chess Programming Wiki positions'
# published perft counts to their full depths. The other deep tests (the 4.8 billion
# nodes of the perft suite, the long random games) run natively in .ci/run; under qemu,
# some 5 to 20 times slower, they would take the run past its 30 minutes. Each step
# prints how long it took.
#
# Usage: scripts/ci-aarch64.sh
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

step "cargo test --workspace --target $target --locked (under qemu-aarch64)"
cargo test --workspace --target "$target" --locked

step "the deep NEON sweep and the CPW perft positions (under qemu-aarch64)"
cargo test --target "$target" --locked --test kernels -- --include-ignored \
    simd::single_slider_every_occupancy_every_path_deep
cargo test --target "$target" --locked --test engines -- --include-ignored \
    perft::cpw_positions_deep

step "done"
