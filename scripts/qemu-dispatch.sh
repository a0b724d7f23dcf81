#!/usr/bin/env bash
# The run-time dispatch on CPUs the machine is not: the default build's kernels test binary
# (tests/kernels) and the perft programs, each under qemu-user's emulated x86_64 CPUs,
# CPUID included, so that `simd::backend()` and the tokens `bitfill::othello` follows are
# asked of a CPU without AVX-512 (Haswell: AVX2) or without AVX2 (Nehalem: SSE4.2 and
# popcnt; qemu64: SSE2 and SSE3 only, no popcnt):
#
#   CPU          BITFILL_EXPECT_BACKEND   what tests/kernels/dispatch.rs then requires
#   Haswell-v4   avx2                     simd::backend() == Avx2
#   Nehalem      sse2                     simd::backend() == Sse2
#   qemu64       sse2                     simd::backend() == Sse2
#
# Under each: the whole kernels binary (every path it can run against the oracles; the deep
# tests stay ignored, emulation being some 10x slower), then each perft program's short
# count, whose `Nodes searched` line must be the published one (Othello's in its three ways
# of counting: its recursion runs in the copy compiled for AVX2, BMI1, BMI2, POPCNT and
# LZCNT under Haswell and in the base copy under the others; so do chess's, and shogi's,
# xiangqi's and XXL's through the drivers' recursion, in bulk and with leaf lists), and the
# Othello program's forced AVX2 kernels, which must count where AVX2 is and be refused
# where it is not; and the user's loop of examples/mobility.rs (`--check`: a side's slider
# mobility over 1000 positions through the root getters and through `simd::dispatch`,
# which runs it in the copy for the emulated CPU's widest path), whose results must match
# the scalar fills' count (checked, not timed).
# The three CPUs run at once, each into a log of its own (target/qemu-dispatch/) printed in
# order at the end. Installs qemu-user (Debian) when qemu-x86_64 is missing. About 2
# minutes on a 2-core machine once built.
#
# Usage: scripts/qemu-dispatch.sh
# Exit status: 0 when every run passed, 1 otherwise (the first failure under a CPU stops
# that CPU's checks).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

if [ "$(uname -m)" != x86_64 ]; then
    echo "scripts/qemu-dispatch.sh: the host is $(uname -m), not x86_64: nothing to emulate here"
    exit 0
fi

qemu=$(command -v qemu-x86_64 || command -v qemu-x86_64-static || true)
if [ -z "$qemu" ]; then
    step "apt-get install qemu-user (qemu-x86_64, for the emulated CPUs)"
    if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq qemu-user >/dev/null
    qemu=$(command -v qemu-x86_64 || command -v qemu-x86_64-static)
fi
"$qemu" --version | head -n 1

# Everything run here is what the README's test command builds, `cargo test --workspace`
# (the test profile: opt-level 3, with debug assertions and overflow checks on): the
# kernels test binary, the perft programs (each built for its game's tests/cli.rs,
# engines/<game>) and the example of the user's loop. In CI, after the test step, this build is done at once. The programs' own
# release build took 4 minutes 12 of a CI run on the 2-core machine, and a build of a
# part of the workspace is a build anew, its features unified otherwise (as a bench, the
# user's loop was built under the bench profile, with criterion's features, in about 6
# minutes). What is checked here, which copy the dispatch picks and the counts, is the
# same code optimized, with the checks besides.
step "cargo test --workspace --locked --no-run"
declare -A program
kernels="" mobility=""
# Cargo's JSON message for each artifact: the target's kind and name, and where a test,
# a program or an example, the executable's path.
while read -r kind name path; do
    case "$kind:$name:$path" in
        test:kernels:*) kernels=$path ;;
        bin:*:*/deps/*) ;; # a program's unit tests, not the program
        bin:*) program[$name]=$path ;;
        example:mobility:*) mobility=$path ;;
    esac
done < <(cargo test --workspace --locked --no-run --message-format=json \
    | sed -n 's/.*"target":{"kind":\["\([a-z-]*\)"\][^}]*"name":"\([^"]*\)".*"executable":"\([^"]*\)".*/\1 \2 \3/p')
[ -x "$kernels" ] || { echo "cargo reported no kernels test binary" >&2; exit 1; }
[ -x "$mobility" ] || { echo "cargo reported no executable of the mobility example" >&2; exit 1; }

# Runs a command under the emulated CPU $1. qemu warns on stderr about the features of a
# CPU model its TCG does not emulate (Haswell's PCID, x2APIC, ...; none of them user-mode
# code sees): those lines are dropped.
emulate() {
    local cpu=$1
    shift
    "$qemu" -cpu "$cpu" "$@" 2> >(grep -v "TCG doesn't support requested feature" >&2 || true)
}

# The short counts: program, arguments, the published count.
counts=(
    "perft|startpos 5|4865609"
    "perft|startpos 4 --leaves list|197281"
    "othello|9|3005288"
    "othello|9 --leaves list|3005288"
    "othello|9 --every-leaf|3005288"
    "xiangqi|startpos 4|3290240"
    "xiangqi|startpos 3 --leaves list|79666"
    "xxl|startpos 3|111887"
    "shogi|startpos 4|719731"
    "shogi|startpos 3 --leaves list|25470"
    "draughts|startpos 6|167140"
    "draughts|startpos 5 --leaves list|27117"
    "draughts|startpos 7 --variant english|179740"
)

# Runs program $2 with the arguments $3 under the emulated CPU $1 and checks that it prints
# `Nodes searched: $4`.
check_count() {
    local cpu=$1 name=$2 args=$3 expected=$4 output nodes
    [ -n "${program[$name]:-}" ] || { echo "cargo built no program $name" >&2; exit 1; }
    # shellcheck disable=SC2086 # the arguments split on spaces
    output=$(emulate "$cpu" "${program[$name]}" $args) || {
        echo "$name $args under -cpu $cpu failed (exit status $?)" >&2
        exit 1
    }
    nodes=$(printf '%s\n' "$output" | sed -n 's/^Nodes searched: //p')
    if [ "$nodes" != "$expected" ]; then
        echo "$name $args under -cpu $cpu: Nodes searched: ${nodes:-(none)}, expected $expected" >&2
        exit 1
    fi
    printf '%-8s %-12s Nodes searched: %s\n' "$name" "$args" "$nodes"
}

# Every check under one emulated CPU (its model and the backend it must report).
under_cpu() {
    local cpu=$1 backend=$2 status output
    step "qemu-x86_64 -cpu $cpu: kernels with BITFILL_EXPECT_BACKEND=$backend"
    BITFILL_EXPECT_BACKEND=$backend emulate "$cpu" "$kernels"

    step "qemu-x86_64 -cpu $cpu: the user's loop through the root getters and simd::dispatch"
    emulate "$cpu" "$mobility" --check

    step "qemu-x86_64 -cpu $cpu: the perft programs' short counts"
    for count in "${counts[@]}"; do
        IFS='|' read -r name args expected <<<"$count"
        check_count "$cpu" "$name" "$args" "$expected"
    done
    # The Othello program's forced AVX2 kernels ask the CPU themselves: they count where it
    # has AVX2 and are refused (exit status 2) where it has not.
    if [ "$backend" = sse2 ]; then
        status=0
        output=$(emulate "$cpu" "${program[othello]}" 9 avx2 2>&1) || status=$?
        if [ "$status" -ne 2 ] || ! grep -q "this CPU has no AVX2" <<<"$output"; then
            echo "othello 9 avx2 under -cpu $cpu: exit status $status, expected 2 and" \
                "\"this CPU has no AVX2\"; it printed:" >&2
            echo "$output" >&2
            exit 1
        fi
        printf '%-8s %-12s refused: this CPU has no AVX2\n' othello "9 avx2"
    else
        check_count "$cpu" othello "9 avx2" 3005288
    fi
}

# The three CPUs at once, each into a log printed in order when all are done: each is
# much of the time one emulated program at a time, and the machine has two cores.
logs=target/qemu-dispatch
mkdir -p "$logs"
pids=()
cpus=("Haswell-v4 avx2" "Nehalem sse2" "qemu64 sse2")
for run in "${cpus[@]}"; do
    read -r cpu backend <<<"$run"
    under_cpu "$cpu" "$backend" >"$logs/$cpu.log" 2>&1 &
    pids+=($!)
done
failed=0
for i in "${!cpus[@]}"; do
    read -r cpu _ <<<"${cpus[$i]}"
    status=0
    wait "${pids[$i]}" || status=$?
    cat "$logs/$cpu.log"
    if [ "$status" -ne 0 ]; then
        echo "the checks under -cpu $cpu failed (exit status $status)" >&2
        failed=1
    fi
done
exit "$failed"
