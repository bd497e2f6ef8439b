"""The guard on update latency: the app against the naive version in the same run, by ratio.

At the three small sizes, the real main window (as ``bench_update.py`` drives it) and the
naive pyqtgraph script that draws both plots (``alternatives.NaiveBothPlots``) take turns,
one change each, in the same process; the ratio of their medians holds on a quiet or a busy
machine where a time in milliseconds does not. Exits 1 when, at any size, the naive/app ratio
falls below its floor, a plot is painted more often per change than its ceiling allows, or the
plots reach the screen in more than one frame, in each of ``--attempts`` measurements of that
size.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_check.py [--changes N]
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Both on one core, before any thread starts (threads inherit it): the app's worker threads
# and the single-threaded naive script then compete for the same CPU, so another process on
# the machine slows both alike (unpinned at load 4, the app's threads lost their second core:
# 8,192×1,024 fell from 9.3 to 5.7–6.3 while pinned it gave 9.3–9.7).
if hasattr(os, "sched_setaffinity"):
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})

import pe_desktop  # noqa: E402, F401  (before numpy: it sets OPENBLAS_NUM_THREADS, read when numpy loads)

# isort: split
import numpy as np  # noqa: E402

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import alternatives  # noqa: E402
from bench_update import SIZES, WARMUP_CHANGES, AppDriver  # noqa: E402

CHECK_SIZES = [(positions, dims) for positions, dims, _ in SIZES[:3]]
CHANGES = 16  # timed changes per size for each of the two
# Floors of naive/app (medians), from measurements with room for a loaded machine (README,
# "The guard"): five runs on c8a49ac, three quiet and two beside three busy processes, gave
# 1.48–1.61, 2.96–3.26, 10.6–12.4; 45d1d43 (the background pixmap made anew each paint)
# 1.16–1.28, 2.73–3.08, 10.4–11.5; 3c6021d 0.53, 1.22, 5.68 with 2–3 paints per plot.
RATIO_FLOOR = {(50, 128): 1.25, (2048, 512): 2.4, (8192, 1024): 8.5}
# Paint events per plot viewport per change (median over the changes): one is the aim.
PAINTS_CEILING = 1.0
# Frames of the window that painted a plot, per change (median): at these sizes both plots
# draw a change at once, and reach the screen together.
FRAMES_CEILING = 1.0
# A size past a floor is measured this many times in all before it fails the check: on a
# shared 2-core machine one busy moment took 8,192×1,024 to 6.91 (runs around it: 9.3–10.3).
ATTEMPTS = 3


def measure_size(driver, naive, positions: int, dims: int, changes: int) -> dict:
    """Medians of ``changes`` alternating changes of the app and the naive script at one size."""
    driver.set_size(positions, dims)
    naive.setup(positions, dims)
    for i in range(WARMUP_CHANGES):
        driver.timed_change(i)
        naive.step(positions, dims, i)
    app_ms, naive_ms, frames, paints = [], [], [], {n: [] for n in driver.views}
    for i in range(WARMUP_CHANGES, WARMUP_CHANGES + changes):
        run = driver.timed_change(i)
        app_ms.append(run["total_ms"])
        frames.append(run["frames"])
        for name, count in run["paints"].items():
            paints[name].append(count)
        t0 = time.perf_counter()
        naive.step(positions, dims, i)
        naive_ms.append((time.perf_counter() - t0) * 1000.0)
        driver.app.processEvents()
    naive.teardown()
    row = {"positions": positions, "dims": dims,
           "app_ms": float(np.median(app_ms)), "naive_ms": float(np.median(naive_ms)),
           "paints": {n: float(np.median(c)) for n, c in paints.items()},
           "frames": float(np.median(frames))}
    row["ratio"] = row["naive_ms"] / row["app_ms"]
    return row


def measure(changes: int, log, attempts: int = ATTEMPTS) -> list[dict]:
    """One row a size: its first measurement within the floors, else its last of ``attempts``
    (a size past a floor is measured again: a regression stays past it, a busy moment does not)."""
    driver = AppDriver()
    naive = alternatives.NaiveBothPlots()
    rows = []
    for positions, dims in CHECK_SIZES:
        for attempt in range(1, attempts + 1):
            row = measure_size(driver, naive, positions, dims, changes)
            failed = verdicts([row])
            log(f"{positions:>6,}×{dims:<5,} app {row['app_ms']:6.1f} ms  naive (both plots) "
                f"{row['naive_ms']:6.1f} ms  naive/app {row['ratio']:4.2f}  paints per change "
                + ", ".join(f"{n} {c:g}" for n, c in row["paints"].items())
                + f", frames {row['frames']:g}"
                + (f"  (past a floor: attempt {attempt} of {attempts})" if failed else ""))
            if not failed:
                break
        rows.append(row)
    naive.close()
    driver.close()
    return rows


def verdicts(rows: list[dict]) -> list[str]:
    """What falls past a floor, one line each (none: the check passes)."""
    out = []
    for row in rows:
        size = f"{row['positions']:,}×{row['dims']:,}"
        floor = RATIO_FLOOR[(row["positions"], row["dims"])]
        if row["ratio"] < floor:
            out.append(f"{size}: naive/app {row['ratio']:.2f} < floor {floor:g} "
                       f"(app {row['app_ms']:.1f} ms, naive {row['naive_ms']:.1f} ms)")
        for name, count in row["paints"].items():
            if count > PAINTS_CEILING:
                out.append(f"{size}: {name} painted {count:g} times per change "
                           f"(ceiling {PAINTS_CEILING:g})")
        if row["frames"] > FRAMES_CEILING:
            out.append(f"{size}: the plots reached the screen in {row['frames']:g} frames per "
                       f"change (ceiling {FRAMES_CEILING:g})")
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--changes", type=int, default=CHANGES, help=f"timed changes per size (default {CHANGES})")
    ap.add_argument("--attempts", type=int, default=ATTEMPTS,
                    help=f"measurements of a size past a floor before it fails (default {ATTEMPTS})")
    args = ap.parse_args(argv)
    started = time.perf_counter()

    def log(text: str) -> None:
        print(f"[{time.perf_counter() - started:5.1f} s] {text}", flush=True)

    failures = verdicts(measure(args.changes, log, args.attempts))
    for line in failures:
        print(f"bench-check FAILED: {line}")
    if not failures:
        print("bench-check passed: every naive/app ratio above its floor, one paint per plot and "
              "one frame per change")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
