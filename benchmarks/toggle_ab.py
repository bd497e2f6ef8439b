"""Two versions of the window timed in one process, change by change: is a change faster?

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/toggle_ab.py SWITCH.py [--size 50x128] [--changes 320]

``SWITCH.py`` defines ``switch(on: bool)``; its top level runs before the window is built (a
class patched there is patched in every item made), and ``switch`` is called before each pair
of changes (a base change and an offset change, as ``bench_update.py`` makes them), on for one
pair, off for the next, in turn. Each change is timed as ``bench_update.py`` times it.

The hour moves a set of ``make bench`` runs by ±30 %, and instruction counts miss what Qt hands
to its thread pool (see ``instructions.py``); two versions in the same process, the same
minute, in turn, do not: reported per kind of change, the median time on and off, and the
median of the paired differences (each pair on against the pair off after it).
"""
from __future__ import annotations

import argparse
import runpy
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

WARMUP = 6  # changes before the timed ones (what a first change loads)


def run(switch, size: tuple[int, int], changes: int) -> dict:
    """Time ``changes`` changes (a multiple of 4), ``switch`` on for a pair, off for the next:
    {kind: {"on": [ms], "off": [ms], "paired": [on − off, ms]}}."""
    from bench_update import AppDriver

    driver = AppDriver()
    try:
        driver.set_size(*size)
        for i in range(WARMUP):
            driver.timed_change(i)
        times: dict[str, dict[str, list[float]]] = {}
        for block in range(changes // 4):
            pairs = {}
            for on in (True, False):
                switch(on)
                for k in range(2):
                    i = WARMUP + 4 * block + 2 * (not on) + k
                    result = driver.timed_change(i)
                    kind = times.setdefault(result["kind"], {"on": [], "off": [], "paired": []})
                    kind["on" if on else "off"].append(result["total_ms"])
                    pairs[(on, result["kind"])] = result["total_ms"]
            for kind in times:
                if (True, kind) in pairs and (False, kind) in pairs:
                    times[kind]["paired"].append(pairs[(True, kind)] - pairs[(False, kind)])
        return times
    finally:
        switch(False)
        driver.close()


def report(times: dict) -> str:
    lines = []
    for kind, t in times.items():
        on, off = statistics.median(t["on"]), statistics.median(t["off"])
        paired = statistics.median(t["paired"])
        lines.append(f"{kind:7s} on {on:7.3f} ms  off {off:7.3f} ms  on/off {on / off:5.3f}  "
                     f"paired on − off {paired:+7.3f} ms  ({len(t['on'])} changes each)")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("switch", type=Path, help="a Python file defining switch(on: bool)")
    ap.add_argument("--size", default="50x128", help="positions x dimensions (default 50x128)")
    ap.add_argument("--changes", type=int, default=320, help="timed changes, a multiple of 4 (default 320)")
    args = ap.parse_args(argv)
    if args.changes < 4 or args.changes % 4:
        print(f"toggle_ab.py: --changes must be a positive multiple of 4, got {args.changes}", file=sys.stderr)
        return 2
    switch = runpy.run_path(str(args.switch)).get("switch")
    if not callable(switch):
        print(f"toggle_ab.py: {args.switch} defines no switch(on)", file=sys.stderr)
        return 2
    size = tuple(int(n) for n in args.size.lower().split("x"))
    print(report(run(switch, size, args.changes)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
