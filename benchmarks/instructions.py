"""Instructions per parameter change, counted by valgrind's callgrind: the work a change does,
in a number no other process on the machine moves (the times of bench_update.py move with
the hour by more than the changes one commit makes). For comparing two commits' code, not a
target: the naive script's instructions cost less time each (its frames are mostly pixel
fills), so naive/app here is not the ratio of times the targets are set in.

    .venv/bin/python benchmarks/instructions.py [--changes N] [--size 50x128]

Three runs under callgrind, side by side. Two drive the real main window as bench_update.py
drives it, base and offset changes in turn (a base change at the offset the last offset
change left), one counting inside the base spin box's ``setValue`` alone (a
QDoubleSpinBox's), the other inside the offset spin box's (a QSpinBox's): at the sizes the
views compute inline a change is computed, applied and painted within it. The third runs
the naive both-plots script, counting inside its steps alone (each called through
``itertools.starmap``, which nothing else there calls). Before the counted changes, eight
are made uncounted (through the panel's ``set_params`` for the app), so what a first change
loads is not counted; the window's own setValue calls while it is built are (~4.5 M in all,
~0.1 M a change of 40). Needs valgrind (``apt-get install valgrind``); ~2–3 min.
``--keep DIR`` keeps the callgrind files for ``callgrind_annotate``.

It counts the GUI thread alone (callgrind toggles collection per thread): work Qt hands to
its thread pool is not counted, nor the wait for it. Qt's raster engine blends a fill of 96
spans or more there (a translucent grid filled as one-pixel-wide rects: a quarter of the
instructions of its stroked lines here, two and a half times their time in the window), so
a change that lowers this count is timed in the window too, before and after in turn.
"""
from __future__ import annotations

import argparse
import dataclasses
import itertools
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = ("app-base", "app-offset", "naive")
WARMUP = 8
# what callgrind counts in, by kind: the app's spin boxes' setValue, the naive steps' caller
TOGGLES = {"app-base": ["QDoubleSpinBox::setValue*"], "app-offset": ["QSpinBox::setValue*"],
           "naive": ["starmap_next"]}
TOTAL = re.compile(r"==\d+== I\s+refs:\s+([\d,]+)")


def instructions(log: str) -> int:
    """The instructions callgrind counted, from its summary line in ``log``."""
    found = TOTAL.findall(log)
    if not found:
        raise ValueError("no instruction count in callgrind's output")
    return int(found[-1].replace(",", ""))


def run_child(kind: str, size: tuple[int, int], changes: int) -> None:
    """The changes of ``kind`` (the process callgrind watches)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import pe_desktop  # noqa: F401  (before numpy: it sets OPENBLAS_NUM_THREADS)

    sys.path.insert(0, str(HERE))
    positions, dims = size
    if kind == "naive":
        from pe_desktop.ui.app import application

        application()
        import alternatives

        naive = alternatives.NaiveBothPlots()
        naive.setup(positions, dims)
        for i in range(WARMUP):
            naive.step(positions, dims, i)
        for i in range(WARMUP, WARMUP + changes):
            list(itertools.starmap(naive.step, [(positions, dims, i)]))
        naive.teardown()
        return
    from bench_update import SETTLE_TIMEOUT_S, AppDriver

    driver = AppDriver()
    driver.set_size(positions, dims)
    for i in range(WARMUP):  # AppDriver.change: even i a base change, odd an offset change
        name, value = driver.change(i)
        driver.panel.set_params(dataclasses.replace(driver.panel.params(), **{name: value}))
        driver.wait_current(SETTLE_TIMEOUT_S)
        driver.settle()
    for i in range(WARMUP, WARMUP + 2 * changes):  # ``changes`` of each kind, one counted
        driver.timed_change(i)
    driver.close()


def count(kind: str, size: tuple[int, int], changes: int, keep: Path | None) -> subprocess.Popen:
    out = (keep or Path(tempfile.gettempdir())) / f"callgrind.{kind}.out"
    command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
               *(f"--toggle-collect={name}" for name in TOGGLES[kind]),
               sys.executable, str(Path(__file__).resolve()), "--child", kind,
               "--size", f"{size[0]}x{size[1]}", "--changes", str(changes)]
    env = dict(os.environ, PYTHONHASHSEED="0", QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=env)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--changes", type=int, default=40, help="counted changes of each kind (default 40)")
    ap.add_argument("--size", default="50x128", help="positions x dimensions (default 50x128)")
    ap.add_argument("--keep", type=Path, help="keep the callgrind files in this folder")
    ap.add_argument("--child", choices=KINDS, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    size = tuple(int(n) for n in args.size.lower().split("x"))
    if args.child:
        run_child(args.child, size, args.changes)
        return 0
    if shutil.which("valgrind") is None:
        print("instructions.py needs valgrind: apt-get install valgrind", file=sys.stderr)
        return 2
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    runs = {kind: count(kind, size, args.changes, args.keep) for kind in KINDS}
    per_change = {}
    for kind, run in runs.items():
        _, log = run.communicate()
        if run.returncode != 0:
            print(f"{kind}: callgrind's run failed (exit {run.returncode}): {log.strip().splitlines()[-1]}",
                  file=sys.stderr)
            return 1
        per_change[kind] = instructions(log) / args.changes
    app = (per_change["app-base"] + per_change["app-offset"]) / 2
    print(f"instructions per change at {size[0]:,}×{size[1]:,} (callgrind, {args.changes} counted changes each)")
    for label, value in (("app, base changes", per_change["app-base"]),
                         ("app, offset changes", per_change["app-offset"]),
                         ("app, the two alternating", app),
                         ("naive script, both plots", per_change["naive"])):
        print(f"  {label:26s} {value / 1e6:8.2f} M")
    print(f"  naive/app                  {per_change['naive'] / app:8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
