#!/usr/bin/env bash
# CI for WebAssembly (docs/wasm.md): what .ci/run runs for wasm32, each step timed.
#
#   1. the targets (`rustup target add` what is missing) and node (20 or later, for
#      `node:wasi`);
#   2. clippy, warnings denied, on wasm32-wasip1 (the whole workspace, every target) and
#      wasm32-unknown-unknown (the library and the engines: each game's crate, the crate
#      they share and the one that re-exports them), each with simd128 and without; the
#      docs of the library and the engines for wasm32-wasip1, both ways;
#   3. the library's and the engines' tests under node (`.cargo/config.toml` names
#      scripts/wasi-run.mjs as the runner) with simd128, the library's without: the default tests,
#      or with WASM_DEEP=1 the ignored deep ones too (`--include-ignored`).
#
# Each configuration builds into a target directory of its own under
# $CARGO_TARGET_DIR/ci-wasm (target/ci-wasm by default), so that switching RUSTFLAGS never
# rebuilds another's artifacts.
set -euo pipefail
cd "$(dirname "$0")/.."

export CARGO_TERM_COLOR=never
base="${CARGO_TARGET_DIR:-target}/ci-wasm"
simd128="-C target-feature=+simd128"
timings=()
# The engines: the crate of each game (engines/<game>), the crate they share
# (engines/common) and the one that re-exports them all (engines/).
engines=(-p bitfill-engines -p bitfill-engines-common -p bitfill-chess -p bitfill-draughts
    -p bitfill-othello -p bitfill-shogi -p bitfill-xiangqi -p bitfill-xxl)

step() { printf '\n==> %s\n' "$*"; }

failed=()

# timed <label> <command...>: runs the command, records how long it took and whether it
# failed; the later steps still run, so that one run shows every failure.
timed() {
    local label="$1"; shift
    step "$label"
    local start=$SECONDS status=ok
    "$@" || { status=FAILED; failed+=("$label"); }
    timings+=("$(printf '%4d s  %-6s %s' $((SECONDS - start)) "$status" "$label")")
}

# in_config <name> <rustflags> <command...>: the command with that configuration's
# target directory and RUSTFLAGS.
in_config() {
    local name="$1" flags="$2"; shift 2
    CARGO_TARGET_DIR="$base/$name" RUSTFLAGS="$flags" "$@"
}

install_targets() {
    local installed
    installed=$(rustup target list --installed)
    for target in wasm32-wasip1 wasm32-unknown-unknown; do
        grep -qx "$target" <<<"$installed" || rustup target add "$target"
    done
    rustup component add clippy >/dev/null 2>&1 || true
    if ! node -e 'require("node:wasi"); process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)' 2>/dev/null; then
        echo "node 20 or later (with node:wasi) is needed to run the wasm32-wasip1 tests; found: $(node --version 2>&1 || echo none)"
        exit 1
    fi
}
timed "targets wasm32-wasip1 and wasm32-unknown-unknown, node $(node --version 2>/dev/null || echo '(missing)')" install_targets

for config in "wasip1::" "wasip1-simd128::$simd128"; do
    name="${config%%::*}" flags="${config#*::}"
    timed "clippy wasm32-wasip1 --workspace --all-targets (${flags:-no simd128})" \
        in_config "$name" "$flags" cargo clippy --locked --workspace --all-targets --target wasm32-wasip1 -- -D warnings
done
for config in "unknown::" "unknown-simd128::$simd128"; do
    name="${config%%::*}" flags="${config#*::}"
    timed "clippy wasm32-unknown-unknown -p bitfill and the engines --lib (${flags:-no simd128})" \
        in_config "$name" "$flags" cargo clippy --locked -p bitfill "${engines[@]}" --lib --target wasm32-unknown-unknown -- -D warnings
done

for config in "wasip1::" "wasip1-simd128::$simd128"; do
    name="${config%%::*}" flags="${config#*::}"
    timed "cargo doc wasm32-wasip1 -p bitfill and the engines (${flags:-no simd128})" \
        in_config "$name" "$flags" env RUSTDOCFLAGS="-D warnings $flags" cargo doc --locked --no-deps -p bitfill "${engines[@]}" --target wasm32-wasip1
done

test_args=()
depth="default tests"
if [ "${WASM_DEEP:-0}" = 1 ]; then
    test_args=(--include-ignored)
    depth="deep tests (--include-ignored)"
fi
# The engines' tests run once, with simd128 (the build the page ships); without it the
# library's tests hold the portable kernels (every token of simd::dispatch among them)
# against the oracles, the path the engines take there.
# wasm_tests <configuration> <rustflags> <packages...>
wasm_tests() {
    local name="$1" flags="$2"; shift 2
    timed "cargo test wasm32-wasip1 $* under node, $depth (${flags:-no simd128})" \
        in_config "$name" "$flags" cargo test --locked --no-fail-fast --target wasm32-wasip1 "$@" -- "${test_args[@]}"
}
wasm_tests wasip1-simd128 "$simd128" -p bitfill "${engines[@]}"
wasm_tests wasip1 "" -p bitfill

step "wasm timings"
printf '%s\n' "${timings[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    printf 'failed: %s\n' "${failed[@]}"
    exit 1
fi
