"""The core's mutation run: every mutant of every ``pe_desktop/core`` module against the core
tests (mutmut, configured in pyproject.toml), then a score table and the floor.

    make mutation                          # a clean run of every mutant (a few minutes)
    python tests/mutation/run.py --keep    # reuse mutants/ and its results (only what changed reruns)
    python tests/mutation/run.py --report  # the table of the last run, without running

A mutant is *killed* when a test fails (or it times out or crashes); it *survives* when every
test passes or no test runs its code. A surviving mutant that computes the same as the
original in every case is *equivalent*: it is listed in ``equivalents.txt`` next to this
file, one per line, ``<mutant name>  <why it cannot change a result>``.

The run fails (exit 1) when
- a mutant survives that is not listed (a test is missing, or the code does more than it
  needs to: remove what no result depends on);
- a listed mutant no longer survives or no longer exists (the list is out of date);
- a module's score, killed / (mutants − listed equivalents), is below its floor in
  ``floors.txt`` (100 unless stated there, with the reason);
- a mutant was not checked or is "suspicious" (mutmut could not tell).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
MUTANTS = ROOT / "mutants"
CORE = "pe_desktop/core"

# mutmut's exit codes (mutmut/stats.py): a test failed, pytest errored, time or CPU ran out,
# the process crashed: all say the mutant was noticed.
KILLED = {1, 3, 36, 24, -24, 152, 255, -11, -9}
SURVIVED = {0, 5, 33}  # every test passed, or no test runs the mutated code


def read_list(path: Path) -> dict[str, str]:
    """``name  rest`` per line; '#' starts a comment line; blank lines ignored."""
    out: dict[str, str] = {}
    if not path.exists():
        return out
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, _, rest = line.partition(" ")
        if not rest.strip():
            sys.exit(f"{path.name}:{number}: {name} has no reason")
        if name in out:
            sys.exit(f"{path.name}:{number}: {name} listed twice")
        out[name] = rest.strip()
    return out


def run_mutmut(keep: bool) -> float:
    if not keep and MUTANTS.exists():
        shutil.rmtree(MUTANTS)
    jobs = str(max(1, os.cpu_count() or 1))
    t0 = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children", jobs],
                            cwd=ROOT, stdout=subprocess.DEVNULL)
    if result.returncode != 0:
        sys.exit(f"mutmut run failed (exit {result.returncode})")
    return time.monotonic() - t0


def results() -> dict[str, dict[str, int | None]]:
    """{module: {mutant name: exit code}} from mutmut's per-file results."""
    out = {}
    for meta in sorted((MUTANTS / CORE).glob("*.py.meta")):
        module = meta.name[:-len(".py.meta")]
        out[module] = json.loads(meta.read_text())["exit_code_by_key"]
    if not out:
        sys.exit("no mutation results under mutants/: run without --report first")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="reuse mutants/ from the last run")
    parser.add_argument("--report", action="store_true", help="only report the last run")
    args = parser.parse_args()

    elapsed = None if args.report else run_mutmut(args.keep)
    equivalents = read_list(HERE / "equivalents.txt")
    floors = {name: float(rest.split()[0]) for name, rest in read_list(HERE / "floors.txt").items()}
    by_module = results()

    problems: list[str] = []
    seen: set[str] = set()
    rows = []
    for module, codes in by_module.items():
        count = Counter()
        for name, code in codes.items():
            seen.add(name)
            listed = name in equivalents
            if code in KILLED:
                count["killed"] += 1
                if listed:
                    problems.append(f"{name}: listed as equivalent but killed (remove it from the list)")
            elif code in SURVIVED:
                if listed:
                    count["equivalent"] += 1
                else:
                    count["survived"] += 1
                    problems.append(f"{name}: survived ({'no test runs it' if code in (5, 33) else 'every test passes'})")
            else:
                count["unknown"] += 1
                problems.append(f"{name}: not decided (mutmut exit code {code})")
        total = len(codes)
        relevant = total - count["equivalent"]
        score = 100.0 * count["killed"] / relevant if relevant else 100.0
        floor = floors.get(module, 100.0)
        rows.append((module, total, count["killed"], count["equivalent"], count["survived"] + count["unknown"],
                     score, floor))
        if score < floor:
            problems.append(f"{module}: score {score:.2f} % below its floor {floor:g} %")
    for name in sorted(set(equivalents) - seen):
        problems.append(f"{name}: listed as equivalent but no such mutant (remove it from the list)")

    print(f"{'module':<12} {'mutants':>7} {'killed':>7} {'equiv.':>7} {'survived':>8} {'score':>8} {'floor':>6}")
    for module, total, killed, equiv, survived, score, floor in rows:
        print(f"{module:<12} {total:>7} {killed:>7} {equiv:>7} {survived:>8} {score:>7.2f}% {floor:>5g}%")
    totals = [sum(r[i] for r in rows) for i in (1, 2, 3, 4)]
    print(f"{'all':<12} {totals[0]:>7} {totals[1]:>7} {totals[2]:>7} {totals[3]:>8}")
    if elapsed is not None:
        print(f"mutmut run: {elapsed:.0f} s")
    # A module with a floor below 100 % may keep unlisted survivors; only those of modules
    # held at 100 % (and the stale or undecided entries) fail the run.
    below = {module for module, *_r, score, floor in rows if floor < 100.0}
    failing = [p for p in problems
               if not (p.endswith("every test passes)") or p.endswith("no test runs it)"))
               or p.split(".")[2] not in below]
    for line in failing:
        print("FAIL", line)
    if failing:
        print(f"{len(failing)} problem(s); `mutmut show <name>` shows a mutant's change")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
