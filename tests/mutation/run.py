"""The core's mutation run: every mutant of every ``pe_desktop/core`` module the run holds
against the core tests (mutmut, configured in pyproject.toml), then a score table and the floor.

    make mutation                          # a clean run of every mutant
    python tests/mutation/run.py --keep    # reuse mutants/ and its results (only what changed reruns)
    python tests/mutation/run.py --report  # the table of the last run, without running

A mutant is *killed* when a test fails or it crashes; it *survives* when every test passes or
no test runs its code. A surviving mutant that computes the same as the original in every case
is *equivalent*: it is listed in ``equivalents.txt`` next to this file, by what it changes
(module, function and the mutated source lines), with the reason it cannot change a result.

The verdict must not depend on the machine's load. mutmut stops a mutant whose tests run
longer than a wall-clock bound derived from the unmutated tests' time, and calls that a kill:
on a busy machine a harmless mutant then "times out" and counts as killed, on a quiet one it
survives. So a mutant that mutmut stopped for time is not counted as it stands: it runs again
here, alone, and is killed by time only if its tests need more than ``CPU_RATIO`` times the
*CPU time* (not the wall time) the same tests need on the unmutated code, measured just before
it, plus ``CPU_SLACK`` seconds. CPU time hardly moves with other processes' load, and the
margin between "as fast as the original" and "over ten times slower" is wide, so a true hang
(a loop that no longer ends) is killed on every machine and a mutant that only ran slowly
because the machine was busy gets its real verdict (its tests pass or fail). A mutant that
waits for ever (a lock never released) uses no CPU, so no CPU limit stops it: one that uses
no CPU at all for ``IDLE_SECONDS`` is killed as blocked (on a busy machine a runnable process
still gets CPU every second). The reruns cost up to ``CPU_RATIO`` times their tests' CPU each.

The run fails (exit 1) when
- a mutant survives that is not listed (a test is missing, or the code does more than it
  needs to: remove what no result depends on), in a module held at 100 %;
- a listed mutant is killed, or matches no mutant any more (the list is out of date);
- a module's score, killed / (mutants − listed equivalents), is below its floor in
  ``floors.txt`` (100 unless stated there, with the reason);
- a mutant could not be decided.
"""
from __future__ import annotations

import argparse
import ast
import difflib
import json
import math
import os
import resource
import shutil
import signal
import subprocess
import sys
import time
import tomllib
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
MUTANTS = ROOT / "mutants"
CORE = "pe_desktop/core"
RERUN = MUTANTS / "rerun.json"  # the verdicts of the mutants run again here (see the docstring)

# mutmut's exit codes (mutmut/stats.py)
KILLED = {1, 3, -11}               # a test failed, pytest errored, the process crashed
SURVIVED = {0, 5, 33}              # every test passed, or no test runs the mutated code
TIMED_OUT = {36, 24, -24, 152, 255, -9}  # stopped for time (wall clock or CPU limit)
NO_TESTS = {5, 33}
KILLED_BY_TIME = "time"            # verdict of a rerun that exceeded its CPU limit
BLOCKED = "blocked"                # verdict of a rerun that waited without using any CPU

CPU_RATIO = 10.0   # a rerun mutant may use this many times the unmutated tests' CPU time ...
CPU_SLACK = 5.0    # ... plus these seconds, before it counts as a hang (killed)
IDLE_SECONDS = 30.0  # no CPU at all for this long: blocked for good (a deadlock), killed
WALL_FACTOR = 20.0  # only a backstop: a rerun still going after this × its CPU limit of wall
                    # time is left undecided (the run fails and says so), never counted killed


# --- the equivalents list -------------------------------------------------------------------

@dataclass
class Entry:
    """One listed equivalent mutant: ``<module>.<function>  <reason>`` followed by the
    mutated lines as mutmut's diff shows them (``- old``, ``+ new``), indented."""
    where: str                      # "alibi.decay", "encodings.Sinusoidal.__post_init__"
    reason: str
    line: int
    diff: list[str] = field(default_factory=list)
    matched: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str, tuple[str, ...]]:
        return self.where, tuple(self.diff)


def read_equivalents(path: Path) -> dict[tuple[str, tuple[str, ...]], Entry]:
    entries: list[Entry] = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if raw[0].isspace():
            if not entries or line[:2] not in ("- ", "+ ") and line not in ("-", "+"):
                sys.exit(f"{path.name}:{number}: expected '- old line' or '+ new line' under an entry")
            entries[-1].diff.append(normal(line))
            continue
        where, _, reason = line.partition(" ")
        if not reason.strip():
            sys.exit(f"{path.name}:{number}: {where} has no reason")
        entries.append(Entry(where, reason.strip(), number))
    out: dict[tuple[str, tuple[str, ...]], Entry] = {}
    for entry in entries:
        if not entry.diff:
            sys.exit(f"{path.name}:{entry.line}: {entry.where} lists no mutated line")
        if entry.key in out:
            sys.exit(f"{path.name}:{entry.line}: {entry.where} listed twice with the same lines")
        out[entry.key] = entry
    return out


def read_floors(path: Path) -> dict[str, float]:
    out: dict[str, float] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        module, floor, *reason = line.split()
        if not reason:
            sys.exit(f"{path.name}:{number}: {module} has no reason")
        out[module] = float(floor)
    return out


def normal(line: str) -> str:
    """A diff line without its indentation: code moving in or out of a block keeps its key."""
    sign, text = line[0], line[1:].strip()
    return f"{sign} {text}" if text else sign


# --- what each mutant changes ---------------------------------------------------------------

def function_name(mutant: str) -> str:
    """``pe_desktop.core.encodings.xǁSinusoidalǁ__post_init____mutmut_3`` →
    ``encodings.Sinusoidal.__post_init__``."""
    module, _, generated = mutant.rpartition(".")
    mangled = generated.rsplit("__mutmut_", 1)[0]
    if mangled.startswith("xǁ"):
        cls, _, method = mangled[2:].partition("ǁ")
        name = f"{cls}.{method}"
    else:
        name = mangled[2:]
    return f"{module.rpartition('.')[2]}.{name}"


class Sources:
    """The unmutated copy and the mutants of every function in mutmut's rewritten files."""

    def __init__(self) -> None:
        self._functions: dict[str, dict[str, list[str]]] = {}

    def functions(self, module: str) -> dict[str, list[str]]:
        if module not in self._functions:
            text = (MUTANTS / CORE / f"{module}.py").read_text(encoding="utf-8")
            lines = text.splitlines()
            found = {}
            for node in ast.walk(ast.parse(text)):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and "__mutmut_" in node.name:
                    body = lines[node.lineno:node.end_lineno]  # without the def line (its name differs)
                    found[node.name] = body
            self._functions[module] = found
        return self._functions[module]

    def diff(self, mutant: str) -> tuple[str, ...]:
        module = mutant.split(".")[2]
        generated = mutant.rpartition(".")[2]
        funcs = self.functions(module)
        orig = funcs[generated.rsplit("__mutmut_", 1)[0] + "__mutmut_orig"]
        changed = funcs[generated]
        return tuple(normal(line) for line in difflib.unified_diff(orig, changed, lineterm="", n=0)
                     if line[:1] in "-+" and not line.startswith(("---", "+++")))


# --- running ----------------------------------------------------------------------------------

def run_mutmut(keep: bool) -> float:
    if not keep and MUTANTS.exists():
        shutil.rmtree(MUTANTS)
    RERUN.unlink(missing_ok=True)
    jobs = str(max(1, os.cpu_count() or 1))
    t0 = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children", jobs],
                            cwd=ROOT, stdout=subprocess.DEVNULL)
    if result.returncode != 0:
        sys.exit(f"mutmut run failed (exit {result.returncode})")
    return time.monotonic() - t0


def mutmut_results() -> dict[str, dict[str, int | None]]:
    """{module: {mutant name: exit code}} from mutmut's per-file results."""
    out = {}
    for meta in sorted((MUTANTS / CORE).glob("*.py.meta")):
        module = meta.name[:-len(".py.meta")]
        out[module] = json.loads(meta.read_text())["exit_code_by_key"]
    if not out:
        sys.exit("no mutation results under mutants/: run without --report first")
    return out


def pytest_command(tests: list[str]) -> list[str]:
    """The pytest command mutmut runs for a mutant (its runner: mutmut/runners/harness.py)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"]
    return [sys.executable, "-m", "pytest", "--rootdir=.", "--tb=no", "-x", "-q",
            "-p", "no:randomly", "-p", "no:random-order", *tests,
            *config.get("pytest_add_cli_args", [])]


def cpu_seconds(pid: int) -> float | None:
    """CPU time used so far by a running process (all its threads), from /proc."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def run_tests(mutant: str, tests: list[str], cpu_limit: float | None) -> tuple[int | str | None, float]:
    """Run ``tests`` with ``mutant`` active ('' = none) in mutmut's copy; (verdict, CPU seconds).

    The verdict is pytest's exit code; KILLED_BY_TIME when the CPU limit stopped it (a loop
    that no longer ends); BLOCKED when it used no CPU at all for IDLE_SECONDS (a lock that is
    never released: no CPU limit ever fires on it; a busy machine still gives a runnable
    process some CPU every second); None when the wall-clock backstop stopped it (undecided)."""
    env = dict(os.environ, MUTANT_UNDER_TEST=mutant)

    def limit() -> None:
        if cpu_limit is not None:
            seconds = math.ceil(cpu_limit)
            resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))

    process = subprocess.Popen(pytest_command(tests), cwd=MUTANTS, env=env, preexec_fn=limit,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started = time.monotonic()
    backstop = cpu_limit * WALL_FACTOR if cpu_limit else 3600.0
    verdict: int | str | None = "running"
    last_cpu, idle_since = 0.0, started
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        time.sleep(0.5)
        now, cpu = time.monotonic(), cpu_seconds(process.pid)
        if cpu is not None and cpu > last_cpu + 0.01:
            last_cpu, idle_since = cpu, now
        if cpu_limit is not None and now - idle_since > IDLE_SECONDS:
            verdict = BLOCKED
        elif now - started > backstop:
            verdict = None
        else:
            continue
        process.kill()
        _, status, usage = os.wait4(process.pid, 0)
        break
    process.returncode = code = os.waitstatus_to_exitcode(status)  # this child's own CPU time:
    cpu = usage.ru_utime + usage.ru_stime
    if verdict != "running":
        return verdict, cpu
    # SIGXCPU comes from the kernel at the CPU limit, SIGKILL at the hard limit a second later
    if code in (-signal.SIGXCPU, -signal.SIGKILL) and cpu_limit is not None:
        return KILLED_BY_TIME, cpu
    return code, cpu


def rerun_timed_out(by_module: dict[str, dict[str, int | None]]) -> dict[str, int | str | None]:
    """Run every mutant mutmut stopped for time again, alone (one per core), under a CPU-time
    limit."""
    stats = json.loads((MUTANTS / "mutmut-stats.json").read_text())["tests_by_mangled_function_name"]
    names = [name for codes in by_module.values() for name, code in codes.items() if code in TIMED_OUT]
    if not names:
        return {}
    print(f"{len(names)} mutant(s) stopped for time by mutmut: each runs again alone")
    tests_of = {name: tuple(sorted(stats.get(name.rsplit("__mutmut_", 1)[0], ()))) for name in names}
    jobs = max(1, os.cpu_count() or 1)
    with ThreadPoolExecutor(jobs) as pool:
        sets = sorted({tests for tests in tests_of.values() if tests})
        reference = dict(zip(sets, pool.map(lambda tests: run_tests("", list(tests), None), sets)))
        for tests, (code, _cpu) in reference.items():
            if code != 0:
                sys.exit(f"the unmutated code fails its tests ({tests[0]} …: pytest exit {code})")

        def rerun(name: str) -> int | str | None:
            tests = tests_of[name]
            if not tests:
                return 33
            limit = CPU_RATIO * reference[tests][1] + CPU_SLACK
            code, cpu = run_tests(name, list(tests), limit)
            print(f"  {name}: {describe(code)} ({cpu:.1f} s CPU, limit {limit:.0f} s)")
            return code

        return dict(zip(names, pool.map(rerun, names)))


def describe(code: int | str | None) -> str:
    if code == KILLED_BY_TIME:
        return "killed (a hang: over its CPU limit)"
    if code == BLOCKED:
        return "killed (blocked: no CPU used for 30 s)"
    if code in KILLED:
        return "killed"
    if code in SURVIVED:
        return "survived"
    return f"undecided (exit {code})"


# --- the verdict ------------------------------------------------------------------------------

def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="reuse mutants/ from the last run")
    parser.add_argument("--report", action="store_true", help="only report the last run")
    args = parser.parse_args()

    elapsed = None if args.report else run_mutmut(args.keep)
    by_module = mutmut_results()
    if args.report and RERUN.exists():
        reruns = json.loads(RERUN.read_text())
    else:
        t0 = time.monotonic()
        reruns = rerun_timed_out(by_module)
        RERUN.write_text(json.dumps(reruns, indent=1))
        if reruns:
            print(f"reruns: {time.monotonic() - t0:.0f} s")
    equivalents = read_equivalents(HERE / "equivalents.txt")
    floors = read_floors(HERE / "floors.txt")
    sources = Sources()

    problems: list[tuple[str, str]] = []  # (module, message); survivors: module "" if held
    rows = []
    for module, codes in by_module.items():
        count = Counter()
        for name, code in sorted(codes.items()):
            code = reruns.get(name, code)
            diff = sources.diff(name)
            entry = equivalents.get((function_name(name), diff))
            if entry is not None:
                entry.matched.append(name)
            if code in (KILLED_BY_TIME, BLOCKED) or code in KILLED:
                count["killed"] += 1
                if entry is not None:
                    problems.append(("", f"{name}: listed as equivalent (equivalents.txt:{entry.line}) "
                                         "but killed: remove it from the list"))
            elif code in SURVIVED:
                if entry is not None:
                    count["equivalent"] += 1
                    continue
                count["survived"] += 1
                why = "no test runs it" if code in NO_TESTS else "every test passes"
                shown = "\n".join([f"    {function_name(name)}  <why no input can tell it from the original>"]
                                  + [f"      {line}" for line in diff])
                problems.append((module, f"{name}: survived ({why})\n{shown}"))
            else:
                count["undecided"] += 1
                problems.append(("", f"{name}: not decided ({describe(code)})"))
        total = len(codes)
        relevant = total - count["equivalent"]
        score = 100.0 * count["killed"] / relevant if relevant else 100.0
        floor = floors.get(module, 100.0)
        rows.append((module, total, count["killed"], count["equivalent"],
                     count["survived"] + count["undecided"], score, floor))
        if score < floor:
            problems.append(("", f"{module}: score {score:.2f} % below its floor {floor:g} %"))
    for entry in equivalents.values():
        if not entry.matched:
            problems.append(("", f"equivalents.txt:{entry.line}: {entry.where} matches no mutant "
                                 "(the code changed: remove or update the entry)"))

    print(f"{'module':<12} {'mutants':>7} {'killed':>7} {'equiv.':>7} {'survived':>8} {'score':>8} {'floor':>6}")
    for module, total, killed, equiv, survived, score, floor in rows:
        print(f"{module:<12} {total:>7} {killed:>7} {equiv:>7} {survived:>8} {score:>7.2f}% {floor:>5g}%")
    totals = [sum(r[i] for r in rows) for i in (1, 2, 3, 4)]
    print(f"{'all':<12} {totals[0]:>7} {totals[1]:>7} {totals[2]:>7} {totals[3]:>8}")
    if elapsed is not None:
        print(f"mutmut run: {elapsed:.0f} s")
    # A module with a floor below 100 % may keep unlisted survivors (its score is held instead);
    # every survivor of a module held at 100 % fails the run.
    below = {module for module, *_r, floor in rows if floor < 100.0}
    failing = [message for module, message in problems if module not in below]
    for message in failing:
        print("FAIL", message)
    if failing:
        print(f"{len(failing)} problem(s); `mutmut show <name>` shows a mutant's change in context")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
