"""Data exports and the list of views need no Qt: the command line writes them from the core's
catalogue without importing PySide6 or pyqtgraph, in a Python of its own (what it loaded
stays in sys.modules), and logs into the app's own log folder."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import numpy as np
import pytest

from tests import reference as ref

QT = ("PySide6", "pyqtgraph", "shiboken6")

RUN = """
import json, sys
from pe_desktop.cli import main
codes = [main(argv) for argv in json.loads(sys.argv[1])]
print(json.dumps({"codes": codes,
                  "qt": sorted(m for m in sys.modules if m.split(".")[0] in QT_NAMES)}))
""".replace("QT_NAMES", repr(QT))


def run_cli(calls, env=None):
    result = subprocess.run([sys.executable, "-c", RUN, json.dumps(calls)], capture_output=True,
                            text=True, env=env, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1]), result.stdout


def test_data_exports_and_the_list_of_views_load_no_qt(tmp_path):
    heatmap, decay = tmp_path / "heatmap.npy", tmp_path / "decay.csv"
    report, stdout = run_cli([
        ["export", "--list-views"],
        ["export", "--view", "heatmap", "--out", str(heatmap), "--d-model", "16", "--seq-len", "10"],
        ["export", "--view", "distance-decay", "--out", str(decay), "--seq-len", "20"],
    ], env={**os.environ, "PE_DESKTOP_LOG_DIR": str(tmp_path / "logs")})
    assert report == {"codes": [0, 0, 0], "qt": []}
    assert "heatmap " in stdout and "model-compare " in stdout
    np.testing.assert_allclose(np.load(heatmap), ref.pe_table(range(10), 16), rtol=0, atol=1e-12)
    assert decay.read_text().splitlines()[0].startswith("distance,sinusoidal,")


def test_compare_models_data_is_written_without_qt(tmp_path):
    """Model A (the parameters: sinusoidal, d_model 128) against the default model B preset."""
    report, _ = run_cli([["export", "--view", "model-compare", "--seq-len", "10", "--out", str(tmp_path / "m.npy")]],
                        env={**os.environ, "PE_DESKTOP_LOG_DIR": str(tmp_path / "logs")})
    assert report == {"codes": [0], "qt": []}
    table = np.load(tmp_path / "m.npy")
    assert table.shape == (64, 6)  # model B's 64 pairs (head 128) past A's 10 distances and 64 pairs
    np.testing.assert_array_equal(table[:10, 0], range(10))
    assert table[0, 1] == pytest.approx(1.0) and table[0, 2] == pytest.approx(1.0)  # cos 0


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the folder of Linux")
def test_the_command_line_logs_into_the_apps_own_folder(tmp_path):
    """~/.local/share/pe-desktop/logs (the README's place), not a folder of no app's name."""
    env = {k: v for k, v in os.environ.items() if k not in ("PE_DESKTOP_LOG_DIR", "XDG_DATA_HOME")}
    env["HOME"] = str(tmp_path)
    report, _ = run_cli([["export", "--view", "heatmap", "--out", str(tmp_path / "x.npy")]], env=env)
    assert report["codes"] == [0]
    logs = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.log"))
    assert logs == [".local/share/pe-desktop/logs/pe-desktop.log"]
