"""Slow: the memory budget (README: 1.5 GB) measured on the largest inputs the app accepts,
and a fuzz of the command line over valid-but-extreme values with a memory and time budget
per run. `make soak` runs these; `make test` leaves them out (marker ``slow``).

Each run is a fresh process; its peak resident memory is the kernel's ru_maxrss of that
child alone (a small wrapper process runs it and reports it)."""
import json
import os
import random
import subprocess
import sys

import numpy as np
import pytest

from pe_desktop.core.params import SPECS

pytestmark = pytest.mark.slow

BUDGET_KB = int(1.5 * 1024 * 1024)  # 1.5 GB
RUN_SECONDS = 240  # a run past this counts as hung

WRAPPER = (
    "import json, resource, subprocess, sys, time\n"
    "t = time.monotonic()\n"
    "p = subprocess.run(sys.argv[2:], capture_output=True, text=True, timeout=float(sys.argv[1]))\n"
    "print(json.dumps({'rc': p.returncode, 'stderr': p.stderr, 'stdout': p.stdout,"
    " 'seconds': time.monotonic() - t,"
    " 'peak_kb': resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}))\n")


def measured(*args, cwd=None) -> dict:
    done = subprocess.run([sys.executable, "-c", WRAPPER, str(RUN_SECONDS), sys.executable, "-m",
                           "pe_desktop", *map(str, args)], capture_output=True, text=True,
                          cwd=cwd, timeout=RUN_SECONDS + 60)
    assert done.returncode == 0, done.stderr  # a timeout in the wrapper: hung
    return json.loads(done.stdout)


def within_budget(run: dict) -> None:
    assert run["peak_kb"] <= BUDGET_KB, f"peak {run['peak_kb'] / 1024:.0f} MB"
    assert "Traceback" not in run["stderr"]
    if run["rc"] != 0:
        assert len(run["stderr"].strip().splitlines()) == 1, run["stderr"]


@pytest.fixture(scope="module")
def tables(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tables")
    tall = np.lib.format.open_memmap(folder / "tall.npy", mode="w+", dtype=np.float32,
                                     shape=(1 << 26, 1))  # the size limit, one column
    tall[:] = np.float32(0.5)
    del tall
    wide = np.lib.format.open_memmap(folder / "decay.npy", mode="w+", dtype=np.float32,
                                     shape=(1 << 22, 16))  # the distance decay's row limit
    wide[:] = np.random.default_rng(0).standard_normal((1 << 22, 16), dtype=np.float32)
    del wide
    wide64 = np.lib.format.open_memmap(folder / "wide64.npy", mode="w+", dtype=np.float64,
                                       shape=(1 << 16, 1 << 10))  # the limit as float64: 512 MB
    wide64[:] = 0.25
    del wide64
    return folder


LARGEST = {
    "png-16384-heatmap": ["--view", "heatmap", "--width", 16384, "--height", 16384, "--dpi", 384],
    "png-16384-schemes": ["--view", "schemes", "--width", 16384, "--height", 16384, "--dpi", 384],
    "svg-16384-heatmap": ["--view", "heatmap", "--width", 16384, "--height", 16384, "--dpi", 384],
    "pdf-16384-compare": ["--view", "compare", "--width", 16384, "--height", 16384, "--dpi", 384],
    "npy-heatmap-max": ["--view", "heatmap", "--seq-len", 16_777_216, "--d-model", 4],
    "refused-layout": ["--view", "heatmap", "--width", 16384, "--height", 16384, "--dpi", 30],
}


@pytest.mark.parametrize("name", list(LARGEST))
def test_the_largest_exports_stay_in_budget(tmp_path, name):
    suffix = "." + name.split("-")[0] if not name.startswith("refused") else ".png"
    run = measured("export", *LARGEST[name], "--out", tmp_path / ("out" + suffix))
    within_budget(run)
    assert run["rc"] == (2 if name.startswith("refused") else 0), run["stderr"]
    print(f"{name}: {run['peak_kb'] / 1024:.0f} MB, {run['seconds']:.1f} s")


@pytest.mark.parametrize("view,table,suffix", [
    ("scheme", "tall.npy", ".png"), ("distance-decay", "tall.npy", ".png"),
    ("distance-decay", "decay.npy", ".png"), ("schemes", "decay.npy", ".png"),
    ("scheme", "wide64.npy", ".png"), ("scheme", "wide64.npy", ".npy")])
def test_the_largest_tables_stay_in_budget(tmp_path, tables, view, table, suffix):
    seq_len = 65_536 if table == "wide64.npy" else 100_000
    run = measured("export", "--view", view, "--scheme", "learned", "--table-file",
                   tables / table, "--seq-len", seq_len, "--out", tmp_path / ("t" + suffix))
    within_budget(run)
    refused = view == "distance-decay" and table == "tall.npy"  # 67M rows: over the decay's limit
    assert run["rc"] == (2 if refused else 0), run["stderr"]
    print(f"{view} {table}: rc {run['rc']}, {run['peak_kb'] / 1024:.0f} MB, {run['seconds']:.1f} s")


def test_a_huge_svg_for_from_stays_in_budget(tmp_path):
    """100 MB of SVG before its description: read as a stream, never held whole."""
    svg = tmp_path / "huge.svg"
    with open(svg, "w") as fh:
        fh.write('<svg xmlns="http://www.w3.org/2000/svg">')
        line = '<rect x="1" y="2" width="3" height="4" fill="#123456"/>\n'
        for _ in range(100_000_000 // len(line)):
            fh.write(line)
        record = {"app": "pe-desktop", "view": "heatmap", "params": {}}
        fh.write(f"<desc>{json.dumps(record)}</desc></svg>")
    run = measured("export", "--from", svg, "--out", tmp_path / "o.png")
    within_budget(run)
    assert run["rc"] == 0, run["stderr"]
    print(f"100 MB SVG: {run['peak_kb'] / 1024:.0f} MB, {run['seconds']:.1f} s")


def extreme_value(spec, rng: random.Random) -> str:
    if spec.choices:
        return rng.choice(spec.choices)
    if spec.kind is bool:
        return rng.choice(["on", "off"])
    if spec.kind is str:
        return "" if spec.minimum == 0 else "x" * rng.choice([spec.minimum, spec.maximum])
    low, high = spec.minimum, spec.maximum
    pick = rng.choice([low, high, high, low + (high - low) * rng.random()])
    return str(int(pick)) if spec.kind is int else repr(float(pick))


def test_cli_fuzz_over_extreme_values(tmp_path):
    """Random views, formats and flags at the ends of their ranges (valid values, which the
    app must either draw or refuse in one line): every run within the memory and time budget,
    exit 0/1/2, one line when it fails, no temporary file left, no traceback."""
    rng = random.Random(20)
    views = subprocess.run([sys.executable, "-m", "pe_desktop", "export", "--list-views"],
                           capture_output=True, text=True).stdout.split()[::1]
    views = [v for v in views if v in {"heatmap", "similarity", "order", "embedding", "wavelength",
                                       "compare", "similarity-matrix", "rotation", "rope-frequencies",
                                       "rope-scores", "scheme", "distance-decay", "schemes"}]
    names = [n for n in SPECS if n not in ("table_file",)]
    runs = int(os.environ.get("PE_FUZZ_RUNS", "40"))
    summary, refusals = [], []
    for i in range(runs):
        args = ["export", "--view", rng.choice(views)]
        for name in rng.sample(names, k=rng.randint(2, 6)):
            args += [SPECS[name].flag, extreme_value(SPECS[name], rng)]
        suffix = rng.choice([".png", ".svg", ".pdf", ".npy", ".csv"])
        if suffix in (".png", ".svg", ".pdf"):
            dpi = rng.choice([30, 96, 384, 1200])
            side = lambda dpi=dpi: rng.choice([16, 4096 * dpi // 96 if dpi < 384 else 16384])  # noqa: E731
            args += ["--width", side(), "--height", side(), "--dpi", dpi]
        out = tmp_path / f"run{i}{suffix}"
        run = measured(*args, "--out", out)
        within_budget(run)
        assert run["rc"] in (0, 1, 2), (args, run["stderr"])
        assert not list(tmp_path.glob(".*.part")), args
        if run["rc"] == 0:
            assert out.stat().st_size > 0
            out.unlink()
        else:
            refusals.append(run["stderr"].strip()[:160])
        summary.append((run["rc"], run["peak_kb"] // 1024, round(run["seconds"], 1)))
    print("runs (exit, MB, s):", summary)
    print("refusals:", *sorted(set(refusals)), sep="\n  ")
    print("max MB", max(s[1] for s in summary), "max s", max(s[2] for s in summary))
