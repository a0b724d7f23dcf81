#!/usr/bin/env bash
# The root getters' AVX2-only paths on the default x86-64 target, counted and estimated:
# builds scripts/avx2-calls (loops over data/positions.txt calling them, see its
# src/main.rs), then
#   1. callgrind: instructions per position of each loop (valgrind hides AVX-512 from the
#      program, so the root getters take the AVX2 paths of a CPU without AVX-512);
#   2. llvm-mca -mcpu=znver3 (Zen 3, an AVX2-only core): the out-of-line AVX2 kernels
#      (the rook, the bishop, the eight-direction slider), cut from the binary with
#      objdump, each argument loaded from memory first (as the loops do) so that no false
#      dependency runs from one iteration into the next, `vzeroupper` left out (llvm-mca
#      makes it a dependency on every vector register, which it is not on Zen). "block
#      rthroughput" is the bound of the busiest pipe; "cycles" llvm-mca's simulation of
#      1000 back-to-back calls without the calls.
# Static estimates and instruction counts, not times: `cargo bench --bench sidemap` times
# the same paths (its rows "as on AVX2-only CPUs").
#
# Usage: scripts/avx2-calls.sh   (needs valgrind, objdump and llvm-mca; LLVM_MCA picks one)
set -euo pipefail
cd "$(dirname "$0")/.."

mca=${LLVM_MCA:-$(command -v llvm-mca-14 || command -v llvm-mca)}
target_dir=target/avx2-calls
cargo build --quiet --release --manifest-path scripts/avx2-calls/Cargo.toml --target-dir "$target_dir"
binary=$target_dir/release/bitfill-avx2-calls
echo "rustc: $(rustc --version); llvm-mca: $("$mca" --version | sed -n 's/.*LLVM version //p' | head -n 1)"

repeats=100
echo
echo "callgrind, instructions per position (1000 positions x $repeats):"
for loop in empty root_two root_slider token_two token_slider batch; do
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" \
        --toggle-collect="bitfill_avx2_calls::$loop" "$binary" "$loop" "$repeats" >/dev/null 2>&1
    total=$(sed -n 's/^summary: //p' "$out")
    rm -f "$out"
    python3 -c "print(f'  {\"$loop\":13} {$total / (1000 * $repeats):6.1f}')"
done

echo
echo "llvm-mca -mcpu=znver3, the AVX2 kernels:"
MCA="$mca" python3 - "$binary" <<'PY'
import os, re, subprocess, sys
dump = subprocess.run(["objdump", "-d", "--no-show-raw-insn", "-M", "intel", "-C", sys.argv[1]],
                      capture_output=True, text=True, check=True).stdout
functions, current = {}, None
for line in dump.splitlines():
    m = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
    if m:
        current = functions.setdefault(m.group(1), [])
    elif not line.strip():
        current = None
    elif current is not None and "\t" in line:
        current.append(line.split("\t")[-1].split("#")[0].strip())
ARGUMENTS = ["mov rdi, qword ptr [rsp]", "mov rsi, qword ptr [rsp + 8]", "mov rdx, qword ptr [rsp + 16]"]
for kernel in ["rook_attacks", "bishop_attacks", "slider_attacks"]:
    name = f"bitfill::simd::avx2::{kernel}"
    body = [i for i in functions[name] if i.split()[0] not in ("ret", "int3", "vzeroupper")]
    text = ".intel_syntax noprefix\n" + "\n".join(ARGUMENTS + body) + "\n"
    out = subprocess.run([os.environ["MCA"], "-mcpu=znver3", "-iterations=1000"], input=text,
                         capture_output=True, text=True, check=True).stdout
    cycles = int(re.search(r"Total Cycles:\s+(\d+)", out).group(1)) / 1000
    bound = float(re.search(r"Block RThroughput:\s+([\d.]+)", out).group(1))
    print(f"  {name}: {len(body)} instructions (and vzeroupper, ret), "
          f"block rthroughput {bound}, {cycles:.1f} cycles")
PY
