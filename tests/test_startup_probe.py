"""benchmarks/startup.py relies on the start-time probe; what it prints is checked, never timed."""
import os
import subprocess
import sys
import time

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
