"""The process's memory policy: a change's arrays reuse the pages the last change freed."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

# A heatmap tile computed four times on a worker thread, as a view's runner computes it, after
# the app's memory policy (or glibc's default) is set: the minor page faults of each one.
FAULTS = """
import json, resource, sys, threading
import pe_desktop
from pe_desktop.core.encodings import Sinusoidal
from pe_desktop.core.viewport import AxisBins, heatmap_tile
from pe_desktop.ui import app as app_module
positions, dims, per_row, per_column = map(int, sys.argv[2:])
if sys.argv[1] == "policy":
    app_module.keep_memory_flat()
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
@pytest.mark.parametrize("size", [(131_072, 4_096, 538, 6), (1_048_576, 16_384, 4_300, 60)],
                         ids=["131072x4096", "1048576x16384"])
def test_a_changes_arrays_reuse_the_last_changes_pages(size):
    *_, last = policy = _faults("policy", size)
    assert last < 100, policy  # an mmap per array: ~2,000 faults (8 MB) at 131,072×4,096
    *_, default_last = default = _faults("default", size)
    assert default_last > 10 * max(last, 10), (policy, default)  # the measure sees faults
