"""The process's memory policy: a change's arrays reuse the pages the last change freed, and
freed pages go back to the system once the app is idle."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from pe_desktop.ui import runner
from pe_desktop.ui.app import IdleTrim

# A heatmap tile computed four times on a worker thread, as a view's runner computes it, after
# the app's memory policy (or glibc's default) is set: the minor page faults of each one.
FAULTS = """
import json, resource, sys, threading
import pe_desktop
from pe_desktop.core.encodings import Sinusoidal
from pe_desktop.core.viewport import AxisBins, heatmap_tile
from pe_desktop.ui import app as app_module
from PySide6.QtWidgets import QApplication
positions, dims, per_row, per_column = map(int, sys.argv[2:])
qt = QApplication([])
if sys.argv[1] == "policy":
    app_module.keep_memory_flat(qt)
    assert len(qt.findChildren(app_module.IdleTrim)) == 1
faults = []
def work():
    for base in (10000.0, 10000.5, 10001.0, 10001.5):
        before = resource.getrusage(resource.RUSAGE_THREAD).ru_minflt
        heatmap_tile(Sinusoidal(dims, base), AxisBins(11, 11 + positions, per_row),
                     AxisBins(0, dims, per_column))
        faults.append(resource.getrusage(resource.RUSAGE_THREAD).ru_minflt - before)
thread = threading.Thread(target=work)
thread.start()
thread.join()
print(json.dumps(faults))
"""


def _faults(mode: str, size) -> list[int]:
    out = subprocess.run([sys.executable, "-c", FAULTS, mode, *map(str, size)], capture_output=True, text=True,
                         timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc")
def test_a_changes_arrays_reuse_the_last_changes_pages():
    size = (131_072, 4_096, 538, 6)  # pixels of 538 positions × 6 dimensions
    *_, last = policy = _faults("policy", size)
    assert last < 100, policy  # an mmap per array: ~2,000 faults (8 MB) at 131,072×4,096
    *_, default_last = default = _faults("default", size)
    assert default_last > 10 * max(last, 10), (policy, default)  # the measure sees faults


class Clock:
    """The activity counter and the trims, driven by hand: a tick is one whole interval."""

    def __init__(self) -> None:
        self.jobs, self.trims = 0, 0

    def trim(self) -> None:
        self.trims += 1


def test_freed_pages_go_back_once_per_quiet_spell_never_while_busy(qtbot):
    clock = Clock()
    idle = IdleTrim(clock.trim, lambda: clock.jobs, 60_000, None)
    for _ in range(5):  # a computation started in every interval: busy
        clock.jobs += 1
        idle.tick()
    assert clock.trims == 0
    idle.tick()  # a whole interval without one
    assert clock.trims == 1
    idle.tick()
    idle.tick()
    assert clock.trims == 1  # once per quiet spell
    clock.jobs += 1
    idle.tick()
    assert clock.trims == 1
    idle.tick()
    assert clock.trims == 2


def test_the_timer_trims_an_idle_app(qtbot):
    clock = Clock()
    idle = IdleTrim(clock.trim, lambda: clock.jobs, 10, None)
    qtbot.waitUntil(lambda: clock.trims == 1, timeout=5000)
    idle.deleteLater()


def test_every_started_computation_counts_as_activity(qtbot):
    work = runner.LatestWinsRunner()
    done = []
    work.set_handlers(done.append, done.append)
    before = runner.jobs_started()
    for i in range(3):
        work.submit(lambda i=i: i)
        qtbot.waitUntil(lambda i=i: done[-1:] == [i], timeout=5000)
    assert runner.jobs_started() - before >= 3  # (another runner of the process may start one too)
    work.stop()
