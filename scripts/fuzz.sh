#!/usr/bin/env bash
# Runs every cargo-fuzz target in fuzz/ for SECONDS each, one after the other (one fuzzer
# process at a time: the machine is shared), and prints a summary line per target.
# FUZZ_JOBS=N runs N targets at a time (CI's smoke run takes 2, one per core).
#
# Usage: scripts/fuzz.sh SECONDS [TARGET...]      (default: every target)
#
# Needs cargo-fuzz (`cargo install --locked cargo-fuzz`). cargo-fuzz passes nightly flags
# (-Zsanitizer=address, SanitizerCoverage); RUSTC_BOOTSTRAP=1 lets the stable toolchain take
# them. Each target grows its corpus in fuzz/corpus/TARGET (not committed), starting from
# the committed inputs in fuzz/inputs/TARGET and using fuzz/dict/TARGET.dict where they
# exist; a crash is saved in fuzz/artifacts/TARGET/ and reproduced with
# `RUSTC_BOOTSTRAP=1 cargo fuzz run TARGET fuzz/artifacts/TARGET/crash-...`.
# Exit status: 0 when no target crashed, 1 otherwise, 2 on bad usage.
set -uo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: scripts/fuzz.sh SECONDS [TARGET...]  (SECONDS per target, a whole number > 0)" >&2
    exit 2
}
[ $# -ge 1 ] || usage
seconds=$1
shift
[[ $seconds =~ ^[1-9][0-9]*$ ]] || usage
jobs=${FUZZ_JOBS:-1}
[[ $jobs =~ ^[1-9][0-9]*$ ]] || {
    echo "FUZZ_JOBS must be a whole number > 0, not '$jobs'" >&2
    exit 2
}

export RUSTC_BOOTSTRAP=1
if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "cargo-fuzz is missing: cargo install --locked cargo-fuzz" >&2
    exit 2
fi

if [ $# -gt 0 ]; then
    targets=("$@")
else
    mapfile -t targets < <(cargo fuzz list)
fi

# cargo fuzz has no --locked: check that fuzz/Cargo.lock is current before it builds.
cargo metadata --locked --format-version 1 --manifest-path fuzz/Cargo.toml >/dev/null || exit 1
# One build for every target (address sanitizer, cargo-fuzz's default), then the runs.
cargo fuzz build || exit 1

logs=fuzz/target/logs
mkdir -p "$logs"

# One target's run, its exit status written beside its log.
fuzz_one() {
    local target=$1
    local corpora=("fuzz/corpus/$target")
    mkdir -p "fuzz/corpus/$target"
    [ -d "fuzz/inputs/$target" ] && corpora+=("fuzz/inputs/$target")
    local options=(-max_total_time="$seconds" -timeout=10 -print_final_stats=1)
    [ -f "fuzz/dict/$target.dict" ] && options+=(-dict="fuzz/dict/$target.dict")
    cargo fuzz run "$target" "${corpora[@]}" -- "${options[@]}" >"$logs/$target.log" 2>&1
    echo $? >"$logs/$target.status"
}

for target in "${targets[@]}"; do
    # At most `jobs` fuzzers at once.
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
        wait -n
    done
    echo "==> $target: ${seconds}s"
    rm -f "$logs/$target.status"
    fuzz_one "$target" &
done
wait

failed=0
summary=()
for target in "${targets[@]}"; do
    log="$logs/$target.log"
    status=$(cat "$logs/$target.status" 2>/dev/null || echo "?")
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    if [ "$status" = 0 ]; then
        result="no crash"
    else
        failed=1
        artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
        result="CRASH (exit $status) ${artifact:-see $log}"
        grep -m1 -A4 -E "panicked at|ERROR: (AddressSanitizer|libFuzzer)" "$log" >&2
    fi
    summary+=("$(printf '%-14s %12s executions (%ss budget)  %s' "$target" "${runs:-?}" "$seconds" "$result")")
done

echo
echo "==> summary (logs in $logs/)"
printf '%s\n' "${summary[@]}"
exit "$failed"
