"""benchmarks/startup.py relies on the start-time probe; what it prints is checked, never timed."""
import ast
import os
import subprocess
import sys
import time
from pathlib import Path

from pe_desktop.ui.settings import FILE_NAME


def test_probe_reports_the_first_paint_and_quits(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PE_DESKTOP_SETTINGS_DIR=str(tmp_path),
               PE_DESKTOP_LOG_DIR=str(tmp_path), PE_DESKTOP_STARTUP_PROBE=repr(time.time()))
    res = subprocess.run([sys.executable, "-m", "pe_desktop"], env=env, capture_output=True,
                         text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    marks = dict(part.split("=") for part in res.stdout.split())
    assert set(marks) == {"first_paint", "data_paint"}
    assert 0 < float(marks["first_paint"]) <= float(marks["data_paint"])
    assert not (tmp_path / FILE_NAME).exists()  # a measurement saves no settings


def test_one_openblas_thread_unless_the_user_chose():
    code = "import pe_desktop, os; print(os.environ['OPENBLAS_NUM_THREADS'])"
    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.strip() == "1"
    env["OPENBLAS_NUM_THREADS"] = "3"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.stdout.strip() == "3"


def _module_imports(path):
    """The top-level modules a script imports at module level, in order."""
    out = []
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            out += [alias.name.split(".")[0] for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            out.append((node.module or "").split(".")[0])
    return out


def test_benchmark_scripts_import_pe_desktop_before_numpy():
    """A script that loads numpy first runs OpenBLAS with a thread per core, which the app
    never does: its times would not be the app's."""
    bench = Path(__file__).resolve().parents[1] / "benchmarks"
    local = {p.stem for p in bench.glob("*.py")}
    loads_numpy = {p.stem for p in bench.glob("*.py") if "numpy" in _module_imports(p)}
    checked = []
    for script in sorted(bench.glob("*.py")):
        if 'if __name__ == "__main__":' not in script.read_text(encoding="utf-8"):
            continue
        imports = _module_imports(script)
        first = next((i for i, name in enumerate(imports)
                      if name == "numpy" or (name in local and name in loads_numpy)), None)
        if first is None:
            continue
        checked.append(script.name)
        assert "pe_desktop" in imports[:first], f"{script.name} imports {imports[first]} before pe_desktop"
    assert {"bench_update.py", "bench_check.py", "hold_arrow.py"} <= set(checked)
