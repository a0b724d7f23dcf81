#!/usr/bin/env bash
# The web page (docs/web.md): installs what is missing, lints the wasm crate for
# wasm32-unknown-unknown with and without simd128, builds the page (with simd128) and runs
# its test in a real browser (Debian's chromium, driven by playwright-core).
#
#   scripts/ci-web.sh            install, lint, build, test
#   scripts/ci-web.sh --build    install what the build needs and build the page only
#   scripts/ci-web.sh --serve    build, then serve web/ on http://127.0.0.1:8000/ (PORT=...)
#
# Each step prints its duration. SIMD128=0 builds the page without simd128.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-test}
target=wasm32-unknown-unknown
simd_flags="-C target-feature=+simd128"

step() {
    local name=$1
    shift
    local started=$SECONDS
    echo "== $name"
    "$@"
    echo "== $name: $((SECONDS - started)) s"
}

install() {
    if ! rustup target list --installed | grep -qx "$target"; then
        rustup target add "$target"
    fi
    if [[ $mode == test ]]; then
        if ! command -v chromium >/dev/null && [[ ! -x ${CHROMIUM:-/usr/bin/chromium} ]]; then
            apt-get update && apt-get install -y chromium
        fi
        # playwright-core only: it downloads no browser.
        (cd web && npm ci --no-audit --no-fund)
    fi
}

clippy_wasm() {
    cargo clippy --target "$target" -p bitfill-web -- -D warnings
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$simd_flags" \
        cargo clippy --target "$target" -p bitfill-web -- -D warnings
}

build() {
    local flags=$simd_flags
    [[ ${SIMD128:-1} == 0 ]] && flags=""
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="$flags" \
        cargo build --release --target "$target" -p bitfill-web
    cp "target/$target/release/bitfill_web.wasm" web/bitfill_web.wasm
    echo "web/bitfill_web.wasm: $(wc -c <web/bitfill_web.wasm) bytes${flags:+, $flags}"
}

step "install" install
case $mode in
    test)
        step "clippy (wasm32, with and without simd128)" clippy_wasm
        step "build the page" build
        step "browser test" node web/test.mjs
        ;;
    --build)
        step "build the page" build
        ;;
    --serve)
        step "build the page" build
        port=${PORT:-8000}
        echo "serving web/ on http://127.0.0.1:$port/ (Ctrl-C stops)"
        exec python3 -m http.server "$port" --bind 127.0.0.1 --directory web
        ;;
    *)
        echo "usage: $0 [--build | --serve]" >&2
        exit 2
        ;;
esac
