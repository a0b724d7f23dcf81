#!/usr/bin/env python3
"""Ratios from the last `cargo bench --bench fills` run (criterion's JSON in target/criterion).

Usage: python3 scripts/fills-ratios.py [--median] [DIR]

DIR defaults to $CARGO_TARGET_DIR/criterion (target/criterion without it). With no data
there (the bench has not run), it says so and exits with status 1.

Prints the time per call (one call = one position, one getter) and each benchmark's time
relative to Kogge-Stone in the same group: above 1 means slower than Kogge-Stone. Only ratios
within one run are meaningful; absolute times depend on the machine.

The time is that of the fastest of criterion's samples (time / iterations), the figure least
disturbed by other processes on a shared machine: there the fastest sample of a branch-free
getter stays within 2% from one input set to the next, while the median moves by 2x.
`--median` uses criterion's median estimate instead.
"""
import json
import os
import sys
from pathlib import Path

arguments = [a for a in sys.argv[1:] if a != "--median"]
use_median = "--median" in sys.argv[1:]
default_root = Path(os.environ.get("CARGO_TARGET_DIR") or "target") / "criterion"
root = Path(arguments[0]) if arguments else default_root
if not any((root / group).is_dir() for group in ["nort", "east", "no_ea", "rook", "bishop", "queen"]):
    sys.exit(
        f"fills-ratios: no criterion data for `--bench fills` under {root}: "
        "run `cargo bench --bench fills` first (with the same CARGO_TARGET_DIR), or pass the "
        "criterion directory"
    )


def median_ns_per_call(group, function):
    directory = root / group / function.replace("/", "_") / "new"
    try:
        estimates = json.loads((directory / "estimates.json").read_text())
        samples = json.loads((directory / "sample.json").read_text())
        benchmark = json.loads((directory / "benchmark.json").read_text())
    except FileNotFoundError:
        return None
    calls = benchmark["throughput"]["Elements"]
    if use_median:
        return estimates["median"]["point_estimate"] / calls
    return min(t / i for t, i in zip(samples["times"], samples["iters"])) / calls


def table(title, rows, columns, reference):
    statistic = "median" if use_median else "fastest sample"
    print(f"\n{title}: ns per call, {statistic} (x = time / {reference}'s)")
    print(f"{'':<8}" + "".join(f"{c:>24}" for c in columns))
    for label, ids in rows:
        times = [median_ns_per_call(*i) for i in ids]
        base = times[columns.index(reference)]
        cells = []
        for t in times:
            if t is None:
                cells.append(f"{'-':>24}")
            else:
                ratio = f"{t / base:.2f}x" if base else "no ref"
                cells.append(f"{t:>14.2f} ({ratio:>6})")
        print(f"{label:<8}" + "".join(cells))


ray_columns = [
    "kogge", "dumb7", "dumb7_loop", "kogge_dir", "dumb7_dir", "dumb7_loop_dir", "subtract"
]
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
