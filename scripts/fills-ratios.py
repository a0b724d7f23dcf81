#!/usr/bin/env python3
"""Ratios from the last `cargo bench --bench fills` run (criterion's JSON in target/criterion).

Usage: python3 scripts/fills-ratios.py [target/criterion]

Prints the median time per call (one call = one position, one set-wise getter) and each
benchmark's time relative to Kogge-Stone in the same group: above 1 means slower than
Kogge-Stone. Only ratios within one run are meaningful; absolute times depend on the machine.
"""
import json
import sys
from pathlib import Path

root = Path(sys.argv[1] if len(sys.argv) > 1 else "target/criterion")


def median_ns_per_call(group, function):
    directory = root / group / function.replace("/", "_") / "new"
    try:
        estimates = json.loads((directory / "estimates.json").read_text())
        benchmark = json.loads((directory / "benchmark.json").read_text())
    except FileNotFoundError:
        return None
    calls = benchmark["throughput"]["Elements"]
    return estimates["median"]["point_estimate"] / calls


def table(title, rows, columns, reference):
    print(f"\n{title}: ns per call (x = time / {reference}'s)")
    print(f"{'':<8}" + "".join(f"{c:>24}" for c in columns))
    for label, ids in rows:
        times = [median_ns_per_call(*i) for i in ids]
        base = times[columns.index(reference)]
        cells = []
        for t in times:
            if t is None:
                cells.append(f"{'-':>24}")
            else:
                ratio = f"{t / base:.2f}x" if base else "?"
                cells.append(f"{t:>14.2f} ({ratio:>6})")
        print(f"{label:<8}" + "".join(cells))


ray_columns = ["kogge", "dumb7", "dumb7_loop", "kogge_dir", "dumb7_dir", "dumb7_loop_dir", "subtract"]
table(
    "One ray direction (side to move's sliders)",
    [(d, [(d, c) for c in ray_columns]) for d in ["nort", "east", "no_ea"]],
    ray_columns,
    "kogge",
)
set_columns = ["kogge", "dumb7", "dumb7_loop", "cozy_chess_loop"]
for piece in ["rook", "bishop", "queen"]:
    columns = set_columns + (["kogge_rook_or_bishop"] if piece == "queen" else [])
    table(
        f"Set-wise {piece} attacks, by number of sliders",
        [(str(k), [(piece, f"{c}/{k}") for c in columns]) for k in [1, 2, 4, 8]],
        columns,
        "kogge",
    )
