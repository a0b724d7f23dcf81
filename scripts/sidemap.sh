#!/usr/bin/env bash
# The side attack map bench (benches/sidemap.rs) under four build configurations, one
# table: the default x86-64 target, x86-64-v2, x86-64-v3 and native. Each configuration
# builds into a target directory of its own (the default one into $CARGO_TARGET_DIR or
# target/, the others into target/sidemap-<cpu>), so that switching RUSTFLAGS does not
# rebuild the others; the first run compiles the bench dependencies four times (minutes).
#
# Usage: scripts/sidemap.sh [rounds]     (default 101; ROUNDS in the environment works too)
# Each bench prints its own table as it finishes; the combined table comes last.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds="${1:-${ROUNDS:-101}}"
base="${CARGO_TARGET_DIR:-target}"
results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT

configs=(default x86-64-v2 x86-64-v3 native)
for config in "${configs[@]}"; do
    if [ "$config" = default ]; then
        dir="$base"
        flags="${RUSTFLAGS:-}"
    else
        dir="$base/sidemap-$config"
        flags="${RUSTFLAGS:-} -C target-cpu=$config"
    fi
    printf '\n==> %s (CARGO_TARGET_DIR=%s RUSTFLAGS="%s")\n' "$config" "$dir" "$flags" >&2
    CARGO_TARGET_DIR="$dir" RUSTFLAGS="$flags" ROUNDS="$rounds" \
        cargo bench --locked --bench sidemap | tee "$results/$config"
done

python3 - "$results" "${configs[@]}" <<'PY'
import sys
from pathlib import Path

results, configs = Path(sys.argv[1]), sys.argv[2:]
table = {}  # contender -> config -> "ratio (min - max)"
order = []
headers = {}
for config in configs:
    for line in (results / config).read_text().splitlines():
        if line.startswith("side attack map"):
            headers[config] = line
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("contender", "---"):
            continue
        name, ratio, spread = cells[0], cells[1], cells[2]
        if name not in table:
            table[name] = {}
            order.append(name)
        table[name][config] = f"{ratio} ({spread})"
if not order:
    sys.exit("sidemap.sh: no bench output to tabulate")
print()
for config in configs:
    print(f"- {config}: {headers.get(config, 'no output')}")
print()
print("Time / cozy-chess magic loop, median of per-round ratios (min - max):")
print()
print("| contender | " + " | ".join(f"`{c}`" for c in configs) + " |")
print("|---|" + "---|" * len(configs))
for name in order:
    print(f"| {name} | " + " | ".join(table[name].get(c, "n/a") for c in configs) + " |")
PY
