#!/usr/bin/env bash
# Static speed estimates for aarch64, where nothing can be timed on this machine: compiles
# the loops of scripts/mca (one side's slider attack map over many positions: bitfill's
# slider_attacks, its two root calls rook_attacks | bishop_attacks, the scalar Kogge-Stone
# fills of bitfill::kogge, and a loop of cozy-chess magic lookups, one per piece) for
# aarch64-unknown-linux-gnu with the default target CPU (what `cargo build --release
# --target aarch64-unknown-linux-gnu` gives a user), cuts each loop out of the assembly,
# and asks llvm-mca how many cycles an iteration takes in the steady state on three cores
# that LLVM 19 models from Arm's optimization guides: Neoverse V1 (Graviton3), V2
# (Graviton4, Grace, Axion) and N2 (Azure Cobalt 100, Alibaba Yitian 710).
#
# How positions are counted: the bitfill loops do one position per iteration (the script
# checks that each loop body stores one attack map). The magic loop has an outer loop
# over the positions and an inner loop per piece kind (rooks and queens, then bishops and
# queens); its cycles per position are the inner loops' cycles per iteration times the
# average number of white rooks and queens, and of white bishops and queens, in
# data/positions.txt (the positions every attack-map bench uses; the loops take white's
# sliders, as benches/sidemap.rs does). The magic loop's outer bookkeeping (loading the
# position, storing the map, the branches around empty piece sets) is left out, so its
# figure is a lower bound and every ratio below an upper bound.
#
# llvm-mca is a static model: perfect branch prediction (the magic loop's inner loops
# end after a varying number of pieces, which a real core mispredicts now and then) and
# every load an L1 hit (cozy-chess's magic attack table is about 690 KiB, larger than any
# L1: in a real engine some lookups miss). Both favour the magic loop. The figures are estimates,
# not measurements.
#
# LLVM 14 (Debian 12's default llvm-mca) has none of these models: it takes Cortex-A57's
# (2015) for neoverse-v1 and n2 and knows no neoverse-v2, and its apple-m1 is Apple
# Cyclone's (2013), as LLVM 19's still is, so apple-m1 is not among the cores here.
#
# Usage: scripts/mca.sh          (LLVM_MCA picks another llvm-mca; llvm-mca-19 by default)
# Needs: rustup target add aarch64-unknown-linux-gnu; llvm-mca-19 (Debian 12, Ubuntu:
# `apt-get install llvm-19`); python3. Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -n "${LLVM_MCA:-}" ]; then
    mca=$LLVM_MCA
elif mca=$(command -v llvm-mca-19); then
    :
elif mca=$(command -v llvm-mca); then
    echo "scripts/mca.sh: llvm-mca-19 not found (apt-get install llvm-19); falling back to" \
        "$mca, whose models of these cores may be stand-ins or missing: read the" \
        "'scheduling model' lines below before quoting a figure" >&2
else
    echo "scripts/mca.sh: no llvm-mca: apt-get install llvm-19 (or set LLVM_MCA)" >&2
    exit 2
fi
echo "llvm-mca: $mca ($("$mca" --version | sed -n 's/.*LLVM version //p' | head -n 1))"
echo "rustc: $(rustc --version)"

target_dir=target/mca
(cd scripts/mca && cargo rustc --quiet --release --target aarch64-unknown-linux-gnu --lib \
    --target-dir "../../$target_dir" -- --emit asm)
asm=$(ls -t "$target_dir"/aarch64-unknown-linux-gnu/release/deps/bitfill_mca-*.s | head -n 1)
echo "assembly: $asm"

MCA="$mca" python3 - "$asm" data/positions.txt <<'PY'
import os, re, subprocess, sys

asm_path, positions_path = sys.argv[1], sys.argv[2]
mca = os.environ["MCA"]
CPUS = ["neoverse-v1", "neoverse-v2", "neoverse-n2"]
ITERATIONS = 1000

# The functions of the assembly, each a list of lines.
functions, current = {}, None
for line in open(asm_path):
    line = line.rstrip("\n")
    m = re.match(r"^(mca_\w+):", line)
    if m:
        current = functions.setdefault(m.group(1), [])
        continue
    if current is not None and line.startswith(".Lfunc_end"):
        current = None
    if current is not None:
        current.append(line)

BRANCH = re.compile(r"^\s+(b|b\.\w+|cbz|cbnz|tbz|tbnz)\s+(?:.*,\s*)?(\.L\w+)\s*$")
def loops(lines):
    """Innermost loops: (label, body lines) for every backward branch whose span holds
    no other loop, in the order of the code."""
    labels = {l[:-1]: i for i, l in enumerate(lines) if re.match(r"^\.L\w+:$", l)}
    spans = []
    for i, l in enumerate(lines):
        m = BRANCH.match(l)
        if m and m.group(2) in labels and labels[m.group(2)] < i:
            spans.append((labels[m.group(2)], i))
    inner = [s for s in spans if not any(o != s and s[0] <= o[0] and o[1] <= s[1] for o in spans)]
    return [(lines[a][:-1], lines[a:b + 1]) for a, b in sorted(inner)]

def instructions(body):
    return [l.strip() for l in body
            if l.startswith("\t") and not l.strip().startswith(".")]

def model(cpu):
    """The scheduling model llvm-mca uses for `cpu`, from the names of its resources
    (LLVM 14 has none of its own for the Neoverse cores: it takes Cortex-A57's)."""
    run = subprocess.run([mca, "-mtriple=aarch64", f"-mcpu={cpu}"], input="add x0, x0, #1\n",
                         capture_output=True, text=True)
    if "not a recognized processor" in run.stderr:
        sys.exit(f"scripts/mca.sh: {mca} does not know -mcpu={cpu}: use llvm-mca-19")
    run.check_returncode()
    unit = re.search(r"^\[[\d.]+\]\s+- (\w+)", run.stdout, re.M).group(1)
    known = {"V1Unit": "Neoverse V1", "V2Unit": "Neoverse V2", "N2Unit": "Neoverse N2",
             "CyUnit": "Apple Cyclone", "A57Unit": "Cortex-A57"}
    return next((name for prefix, name in known.items() if unit.startswith(prefix)),
                f"the model whose first resource is {unit}")

def cycles_per_iteration(body, cpu):
    text = "\n".join(instructions(body)) + "\n"
    out = subprocess.run([mca, "-mtriple=aarch64", f"-mcpu={cpu}", f"-iterations={ITERATIONS}"],
                         input=text, capture_output=True, text=True, check=True).stdout
    total = int(re.search(r"Total Cycles:\s+(\d+)", out).group(1))
    return total / ITERATIONS

# Average white sliders per position.
rooks = bishops = n = 0
for fen in open(positions_path):
    board = fen.split()[0]
    rooks += board.count("R") + board.count("Q")
    bishops += board.count("B") + board.count("Q")
    n += 1
rooks, bishops = rooks / n, bishops / n
print(f"positions: {n} from {positions_path}; white rooks+queens {rooks:.2f}, "
      f"bishops+queens {bishops:.2f} per position (magic lookups: {rooks + bishops:.2f})")

def positions_per_iteration(body):
    """Attack maps stored per iteration: a 128-bit store (`str q`) holds two, a 64-bit
    one one."""
    count = 0
    for i in instructions(body):
        m = re.match(r"(?:str|stur)\s+([qdx])\d+,", i)
        if m:
            count += 2 if m.group(1) == "q" else 1
        elif re.match(r"stp\s", i):
            count += 2
    return count

for cpu in CPUS:
    name = model(cpu)
    print(f"-mcpu={cpu}: llvm-mca's scheduling model of {name}")
    if not cpu.replace("-", " ").lower().startswith(name.lower()):
        print(f"scripts/mca.sh: warning: {mca} stands {name}'s model in for {cpu}: "
              "its figures are not that core's (use llvm-mca-19)", file=sys.stderr)

rows = {}
for name in ["mca_slider_attacks", "mca_two_calls", "mca_kogge"]:
    # The main loop: where LLVM vectorized the loop over positions (two per register),
    # the one that stores the most maps per iteration; the remainder loop runs at most once.
    label, body = max(loops(functions[name]), key=lambda loop: positions_per_iteration(loop[1]))
    per = positions_per_iteration(body)
    assert per >= 1, f"{name}: no store in the loop"
    rows[name] = (len(instructions(body)), per,
                  {cpu: cycles_per_iteration(body, cpu) / per for cpu in CPUS})

magic = loops(functions["mca_magic"])
assert len(magic) == 2, f"mca_magic: {len(magic)} inner loops, expected rook then bishop"
(_, rook_body), (_, bishop_body) = magic
magic_cycles = {}
for cpu in CPUS:
    r, b = cycles_per_iteration(rook_body, cpu), cycles_per_iteration(bishop_body, cpu)
    magic_cycles[cpu] = rooks * r + bishops * b
    print(f"{cpu}: magic inner loops {r:.2f} (rook) and {b:.2f} (bishop) cycles per lookup, "
          f"{len(instructions(rook_body))} and {len(instructions(bishop_body))} instructions")
rows["mca_magic"] = (len(instructions(rook_body)), 1, magic_cycles)

labels = {
    "mca_slider_attacks": "bitfill `slider_attacks` (NEON)",
    "mca_two_calls": "bitfill `rook_attacks` and `bishop_attacks`, ORed (NEON)",
    "mca_kogge": "scalar Kogge-Stone, `kogge::rook_attacks` and `bishop_attacks`",
    "mca_magic": "cozy-chess magic loop, inner loops only",
}
print()
print("Cycles per position (one side's slider attack map), llvm-mca static estimates:")
print()
print("| loop | instructions per iteration (positions) | " + " | ".join(CPUS) + " |")
print("|---|---|" + "---|" * len(CPUS))
for name, (count, per, cycles) in rows.items():
    what = f"{count} per lookup" if name == "mca_magic" else f"{count} ({per})"
    cells = []
    for cpu in CPUS:
        ratio = cycles[cpu] / magic_cycles[cpu]
        cells.append(f"{cycles[cpu]:.1f}" + ("" if name == "mca_magic" else f" ({ratio:.2f})"))
    print(f"| {labels[name]} | {what} | " + " | ".join(cells) + " |")
print()
print("(in brackets: the ratio to the magic loop on the same core)")
PY
