"""The core's mutation run: every mutant of every ``pe_desktop/core`` module the run holds
against the core tests (mutmut, configured in pyproject.toml), then a score table and the floor.

    make mutation                          # a clean run of every mutant; writes the record
    make mutation-changed                  # only the modules the record cannot vouch for (CI)
    python tests/mutation/run.py --keep    # reuse mutants/ and its results (only what changed reruns)
    python tests/mutation/run.py --report  # the table of the last run, without running
    python tests/mutation/run.py --changed --dry-run   # which modules would run, and why

The record (``verified.json`` next to this file) holds, per core module, the verdict of its
last passing run and a hash of everything that verdict depends on: the module's source, the
core test files that run its code (from mutmut's own per-test stats of that run) with the test
modules and files they read, its equivalents entries, its floor, and what every module shares
(the conftests and test helpers, the test data, this file, the mutmut and pytest settings,
mutmut's and Python's versions). ``--changed`` runs the mutants of every module whose hash
differs from the record (or that the record lacks, or that a new core test file imports) and
trusts the record for the rest; a passing run writes the entries of the modules it ran.

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
import hashlib
import json
import math
import os
import resource
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

import tomllib

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
MUTANTS = ROOT / "mutants"
CORE = "pe_desktop/core"
RERUN = MUTANTS / "rerun.json"  # the verdicts of the mutants run again here (see the docstring)
RECORD = HERE / "verified.json"  # the verdicts of the last passing run per module (see the docstring)
CORE_TESTS = "tests/core"
HERE_REL = HERE.relative_to(ROOT).as_posix()
# Files a core test reads besides Python modules (beyond tests/data, which every module shares).
ALSO_READ = {"tests/core/test_articles.py": ("README.md",)}

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

def run_mutmut(keep: bool, modules: list[str] | None = None) -> float:
    """mutmut over every mutant, or over the mutants of ``modules`` only."""
    if not keep and MUTANTS.exists():
        shutil.rmtree(MUTANTS)
    RERUN.unlink(missing_ok=True)
    jobs = str(max(1, os.cpu_count() or 1))
    patterns = [f"{CORE.replace('/', '.')}.{module}.*" for module in modules or ()]
    t0 = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "mutmut", "run", "--max-children", jobs, *patterns],
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


# --- the record of verified modules ---------------------------------------------------------

def digest(*parts: bytes | str) -> str:
    h = hashlib.sha256()
    for part in parts:
        h.update(part.encode("utf-8") if isinstance(part, str) else part)
        h.update(b"\0")
    return h.hexdigest()[:16]


_CONTENT: dict[str, bytes | None] = {}  # files as the run found them at its start (snapshot())


def content(relative: str) -> bytes | None:
    """A repository file's bytes as they were when the run started (None: no such file)."""
    if relative not in _CONTENT:
        path = ROOT / relative
        _CONTENT[relative] = path.read_bytes() if path.is_file() else None
    return _CONTENT[relative]


def snapshot() -> None:
    """Read every file a verdict can depend on now, so that edits made while mutmut runs do
    not enter the record written after it."""
    for folder in ("tests", CORE):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                content(path.relative_to(ROOT).as_posix())
    for relative in ["pyproject.toml", *shared_files(), *(f for files in ALSO_READ.values() for f in files)]:
        content(relative)


def file_digest(relative: str) -> str:
    data = content(relative)
    return "missing" if data is None else digest(data)


def mutated_modules() -> list[str]:
    """The core modules the run holds (pyproject.toml, [tool.mutmut] only_mutate)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"]
    return [Path(path).stem for path in config["only_mutate"]]


def imported_names(relative: str) -> set[str]:
    """Every module name the file imports, at any depth of its code (``from . import x``
    resolved against its package)."""
    package = ".".join(Path(relative).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(ast.parse(content(relative) or b"")):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def local_file(name: str) -> str | None:
    """The repository file of module ``name`` (``tests.reference`` → tests/reference.py)."""
    for candidate in (Path(*name.split(".")).with_suffix(".py"), Path(*name.split("."), "__init__.py")):
        if content(candidate.as_posix()) is not None:
            return candidate.as_posix()
    return None


def test_closure(test_file: str) -> set[str]:
    """``test_file`` with the test modules it imports (tests.*), transitively, and the files
    they read (ALSO_READ)."""
    seen: set[str] = set()
    todo = [test_file]
    while todo:
        current = todo.pop()
        if current in seen:
            continue
        seen.add(current)
        if current.endswith(".py") and content(current) is not None:
            todo += [found for name in imported_names(current) if name.startswith("tests.")
                     and (found := local_file(name))]
    return seen | {extra for current in seen for extra in ALSO_READ.get(current, ())}


def core_closure(test_file: str) -> set[str]:
    """The core modules ``test_file`` (and the test modules it imports) reach through imports."""
    found: set[str] = set()
    todo = sorted(test_closure(test_file))
    seen: set[str] = set()
    while todo:
        current = todo.pop()
        if current in seen or not current.endswith(".py") or content(current) is None:
            continue
        seen.add(current)
        for name in imported_names(current):
            if name.startswith("pe_desktop.core.") and (file := local_file(name)):
                found.add(Path(file).stem)
                todo.append(file)
    return found & set(mutated_modules())


def shared_files() -> list[str]:
    """What every module's verdict depends on: the conftests and helpers beside the core tests,
    the test data, this judge and the translations tool the root conftest runs."""
    helpers = [path for folder in ("tests", CORE_TESTS) for path in sorted((ROOT / folder).glob("*.py"))
               if not path.name.startswith("test_")]
    data = [path for path in sorted((ROOT / "tests" / "data").rglob("*"))
            if path.is_file() and "__pycache__" not in path.parts]
    own = [HERE / "run.py", ROOT / "build_scripts" / "translations.py"]
    return [path.relative_to(ROOT).as_posix() for path in [*helpers, *data, *own]]


def shared_digest() -> str:
    """Every shared file, the mutmut and pytest settings and the versions that run them."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        mutmut = version("mutmut")
    except PackageNotFoundError:
        mutmut = "not installed"
    project = tomllib.loads((content("pyproject.toml") or b"").decode("utf-8"))
    settings = {"mutmut": project["tool"]["mutmut"], "pytest": project["tool"]["pytest"],
                "extra": project["project"]["optional-dependencies"]["mutation"]}
    versions = f"mutmut {mutmut}, Python {sys.version_info.major}.{sys.version_info.minor}"
    files = [f"{path} {file_digest(path)}" for path in shared_files()]
    return digest(json.dumps(settings, sort_keys=True), versions, *files)


def equivalents_text(module: str) -> str:
    """The lines of equivalents.txt that list ``module``'s mutants, in order."""
    out, keep = [], False
    for raw in (content(f"{HERE_REL}/equivalents.txt") or b"").decode("utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if not raw[0].isspace():
            keep = line.split(" ", 1)[0].split(".", 1)[0] == module
        if keep:
            out.append(line)
    return "\n".join(out)


def floor_text(module: str) -> str:
    for raw in (content(f"{HERE_REL}/floors.txt") or b"").decode("utf-8").splitlines():
        fields = raw.split()
        if fields and not raw.lstrip().startswith("#") and fields[0] == module:
            return raw.strip()
    return "100"


def dependency_parts(module: str, test_files: list[str], shared: str) -> dict[str, str]:
    """The named hashes a module's verdict depends on."""
    tests = sorted({path for test_file in test_files for path in test_closure(test_file)})
    return {"source": file_digest(f"{CORE}/{module}.py"),
            "tests": digest(*(f"{path} {file_digest(path)}" for path in tests)),
            "equivalents": digest(equivalents_text(module)),
            "floor": digest(floor_text(module)),
            "shared": shared}


def core_test_files() -> list[str]:
    """The core test files as the run found them (snapshot())."""
    folder = f"{CORE_TESTS}/"
    return sorted(path for path, data in _CONTENT.items() if data is not None and path.startswith(folder)
                  and "/" not in path[len(folder):] and Path(path).name.startswith("test_")
                  and path.endswith(".py"))


def test_files_by_module() -> dict[str, list[str]]:
    """The core test files that ran each module's code in the last mutmut run (its stats)."""
    stats = json.loads((MUTANTS / "mutmut-stats.json").read_text())["tests_by_mangled_function_name"]
    out: dict[str, set[str]] = {}
    prefix = CORE.replace("/", ".") + "."
    for function, tests in stats.items():
        if function.startswith(prefix):
            module = function[len(prefix):].split(".", 1)[0]
            out.setdefault(module, set()).update(test.split("::", 1)[0] for test in tests)
    return {module: sorted(files) for module, files in out.items()}


def read_record() -> dict:
    if not RECORD.exists():
        return {"modules": {}, "test_files": []}
    return json.loads(RECORD.read_text(encoding="utf-8"))


def modules_to_run(record: dict) -> dict[str, str]:
    """{module: why it runs} for every module the record cannot vouch for."""
    shared = shared_digest()
    known = record.get("modules", {})
    new_tests = sorted(set(core_test_files()) - set(record.get("test_files", [])))
    reached = {test_file: core_closure(test_file) for test_file in new_tests}
    out: dict[str, str] = {}
    for module in mutated_modules():
        entry = known.get(module)
        if entry is None:
            out[module] = "not in the record"
            continue
        parts = dependency_parts(module, entry["test_files"], shared)
        changed = [name for name, value in parts.items() if entry["parts"].get(name) != value]
        news = [test_file for test_file, modules in reached.items() if module in modules]
        if changed or news:
            out[module] = ", ".join([f"{name} changed" for name in changed]
                                    + [f"new test file {test_file}" for test_file in news])
    return out


def write_record(record: dict, rows: list[tuple], verified: set[str]) -> None:
    """The record with the entries of ``verified`` (modules that passed in this run) renewed."""
    shared = shared_digest()
    tests_of = test_files_by_module()
    modules = dict(record.get("modules", {}))
    for module, total, killed, equiv, _survived, score, _floor in rows:
        if module not in verified:
            modules.pop(module, None)  # a module that failed now is vouched for no longer
            continue
        files = tests_of.get(module, [])
        modules[module] = {"parts": dependency_parts(module, files, shared), "test_files": files,
                           "result": {"mutants": total, "killed": killed, "equivalent": equiv,
                                      "score": round(score, 2)},
                           "verified": date.today().isoformat()}
    current = set(mutated_modules())
    out = {"about": "tests/mutation/run.py: per core module, what its last passing mutation run "
                    "depended on and its result; --changed trusts it where nothing changed",
           "modules": {module: modules[module] for module in sorted(modules) if module in current},
           "test_files": sorted(set(record.get("test_files", [])) | set(core_test_files()))}
    temporary = RECORD.with_suffix(".tmp")
    temporary.write_text(json.dumps(out, indent=1, sort_keys=False) + "\n", encoding="utf-8")
    temporary.replace(RECORD)


# --- the verdict ------------------------------------------------------------------------------

def judge(by_module: dict[str, dict[str, int | None]], reruns: dict[str, int | str | None],
          equivalents: dict[tuple[str, tuple[str, ...]], Entry], floors: dict[str, float]
          ) -> tuple[list[tuple], dict[str, list[str]]]:
    """The score rows of the modules in ``by_module`` and their failures ({module: messages})."""
    sources = Sources()
    failures: dict[str, list[str]] = {}
    rows = []
    for module, codes in by_module.items():
        count = Counter()
        held = floors.get(module, 100.0) >= 100.0  # a module below 100 % may keep unlisted survivors
        problems = failures.setdefault(module, [])
        for name, code in sorted(codes.items()):
            code = reruns.get(name, code)
            diff = sources.diff(name)
            entry = equivalents.get((function_name(name), diff))
            if entry is not None:
                entry.matched.append(name)
            if code in (KILLED_BY_TIME, BLOCKED) or code in KILLED:
                count["killed"] += 1
                if entry is not None:
                    problems.append(f"{name}: listed as equivalent (equivalents.txt:{entry.line}) "
                                    "but killed: remove it from the list")
            elif code in SURVIVED:
                if entry is not None:
                    count["equivalent"] += 1
                    continue
                count["survived"] += 1
                why = "no test runs it" if code in NO_TESTS else "every test passes"
                shown = "\n".join([f"    {function_name(name)}  <why no input can tell it from the original>"]
                                  + [f"      {line}" for line in diff])
                if held:
                    problems.append(f"{name}: survived ({why})\n{shown}")
            else:
                count["undecided"] += 1
                problems.append(f"{name}: not decided ({describe(code)})")
        total = len(codes)
        relevant = total - count["equivalent"]
        score = 100.0 * count["killed"] / relevant if relevant else 100.0
        floor = floors.get(module, 100.0)
        rows.append((module, total, count["killed"], count["equivalent"],
                     count["survived"] + count["undecided"], score, floor))
        if score < floor:
            problems.append(f"{module}: score {score:.2f} % below its floor {floor:g} %")
    for entry in equivalents.values():
        module = entry.where.split(".", 1)[0]
        if module in by_module and not entry.matched:
            failures[module].append(f"equivalents.txt:{entry.line}: {entry.where} matches no mutant "
                                    "(the code changed: remove or update the entry)")
    return rows, failures


def print_table(rows: list[tuple], trusted: dict[str, dict]) -> None:
    print(f"{'module':<12} {'mutants':>7} {'killed':>7} {'equiv.':>7} {'survived':>8} {'score':>8} {'floor':>6}")
    for module, total, killed, equiv, survived, score, floor in rows:
        print(f"{module:<12} {total:>7} {killed:>7} {equiv:>7} {survived:>8} {score:>7.2f}% {floor:>5g}%")
    for module, entry in sorted(trusted.items()):
        result = entry["result"]
        print(f"{module:<12} {result['mutants']:>7} {result['killed']:>7} {result['equivalent']:>7} "
              f"{result['mutants'] - result['killed'] - result['equivalent']:>8} {result['score']:>7.2f}%"
              f"        from the record ({entry['verified']})")
    totals = [sum(r[i] for r in rows) for i in (1, 2, 3, 4)]
    print(f"{'run':<12} {totals[0]:>7} {totals[1]:>7} {totals[2]:>7} {totals[3]:>8}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="reuse mutants/ from the last run")
    parser.add_argument("--report", action="store_true", help="only report the last run")
    parser.add_argument("--changed", action="store_true",
                        help="run only the modules the record cannot vouch for, trust it for the rest")
    parser.add_argument("--dry-run", action="store_true", help="with --changed: say which modules would run")
    parser.add_argument("--modules", help="run only these modules (comma-separated), trust the record for the rest")
    args = parser.parse_args()

    snapshot()
    record = read_record()
    trusted: dict[str, dict] = {}
    selected: list[str] | None = None
    if args.changed:
        why = modules_to_run(record)
        selected = [module for module in mutated_modules() if module in why]
        trusted = {module: record["modules"][module] for module in mutated_modules() if module not in why}
        for module in selected:
            print(f"runs    {module}: {why[module]}")
        print(f"trusted {len(trusted)} module(s) whose verdict the record holds: {', '.join(sorted(trusted)) or '-'}")
        if args.dry_run:
            return 0
        if not selected:
            print_table([], trusted)
            return 0
    elif args.modules:
        selected = [module for module in args.modules.split(",") if module]
        unknown = sorted(set(selected) - set(mutated_modules()))
        if unknown:
            sys.exit(f"not a module the run holds: {', '.join(unknown)}")
        trusted = {module: entry for module, entry in record["modules"].items() if module not in selected}

    elapsed = None if args.report else run_mutmut(args.keep, selected)
    by_module = mutmut_results()
    if selected is not None:
        by_module = {module: codes for module, codes in by_module.items() if module in selected}
    if args.report and RERUN.exists():
        reruns = json.loads(RERUN.read_text())
    else:
        t0 = time.monotonic()
        reruns = rerun_timed_out(by_module)
        RERUN.write_text(json.dumps(reruns, indent=1))
        if reruns:
            print(f"reruns: {time.monotonic() - t0:.0f} s")
    rows, failures = judge(by_module, reruns, read_equivalents(HERE / "equivalents.txt"),
                           read_floors(HERE / "floors.txt"))
    print_table(rows, trusted)
    if elapsed is not None:
        print(f"mutmut run: {elapsed:.0f} s")
    failing = [message for messages in failures.values() for message in messages]
    for message in failing:
        print("FAIL", message)
    if failing:
        print(f"{len(failing)} problem(s); `mutmut show <name>` shows a mutant's change in context")
    if not args.report:
        passed = {module for module, messages in failures.items() if not messages}
        write_record(record, rows, passed)
        print(f"{RECORD.relative_to(ROOT)}: {len(passed)} module(s) written as verified")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
