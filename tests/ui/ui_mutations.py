"""The window's and the exports' mutation run: a fixed set of meaningful breakages of the UI
code, each applied to a scratch copy of the project and run against the tests meant to catch
it. Every one must make those tests fail; one that they pass is a hole in the tests.

    python -m tests.ui.ui_mutations            # every mutation (make soak)
    python -m tests.ui.ui_mutations NAME ...   # only these

The core's own mutation run (tests/mutation/run.py) covers pe_desktop/core mutant by mutant;
these are the breakages a picture can suffer that no number in the core shows.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Mutation:
    name: str
    path: str  # the file changed, from the project's root
    old: str  # text that occurs exactly once in it
    new: str
    tests: tuple[str, ...]  # the tests (pytest node ids or files) that must fail


MUTATIONS = (
    Mutation("heatmap never drawn", "pe_desktop/ui/views/heatmap_view.py",
             "        self.image.setImage(image, autoLevels=False, levels=(-1.0, 1.0))\n",
             "",
             ("tests/ui/test_selftest_checks.py::test_the_window_heatmap_check_passes_on_the_real_window",)),
    Mutation("heatmap drawn one position off", "pe_desktop/ui/views/heatmap_view.py",
             "            rect = QRectF(dims.start - ox, pos.start - oy, dim_span, pos_span)\n",
             "            rect = QRectF(dims.start - ox, pos.start - oy + 1, dim_span, pos_span)\n",
             ("tests/ui/test_export_pixels.py",)),
    Mutation("similarity curve one position off", "pe_desktop/ui/views/similarity_view.py",
             "        x = (bins.centres() if bins.averaged else bins.starts().astype(np.float64)) - self.origin[0]\n",
             "        x = (bins.centres() if bins.averaged else bins.starts().astype(np.float64)) - self.origin[0] + 1\n",
             ("tests/ui/test_export_readback.py",)),
    Mutation("colour map reversed", "pe_desktop/ui/colormaps.py",
             "    positions = np.linspace(0.0, 1.0, len(stops))\n",
             "    positions = np.linspace(0.0, 1.0, len(stops))\n    stops = stops[::-1]\n",
             ("tests/ui/test_export_readback.py",)),
    Mutation("heatmap PDF stored as JPEG", "pe_desktop/ui/export/pdf.py",
             "    painter.setRenderHint(QPainter.RenderHint.LosslessImageRendering)\n",
             "",
             ("tests/ui/test_export_readback.py",)),
    Mutation("report short of its last view", "pe_desktop/ui/export/report.py",
             "    return [entry.cls.name for entry in REGISTRY]\n",
             "    return [entry.cls.name for entry in REGISTRY][:-1]\n",
             ("tests/ui/test_selftest_checks.py::test_every_negative_control_of_the_self_test_is_caught",
              "tests/ui/test_export.py")),
    Mutation("heatmap axes named the other way round", "pe_desktop/ui/views/heatmap_view.py",
             '                self.plot.setLabel("left", tr("Token position"))\n'
             '                self.plot.setLabel("bottom", tr("Embedding dimension"))\n',
             '                self.plot.setLabel("left", tr("Embedding dimension"))\n'
             '                self.plot.setLabel("bottom", tr("Token position"))\n',
             ("tests/ui/test_titles.py",)),
    Mutation("model switches shown as True", "pe_desktop/ui/model_info.py",
             '        return tr("on") if value else tr("off")\n',
             "        return str(value)\n",
             ("tests/ui/test_models_window.py",)),
    Mutation("SVG without its heatmap image", "pe_desktop/ui/export/paint.py",
             "            replaced.append((item, image))\n",
             "            replaced.append((item, image))\n            item.qimage = QImage(1, 1, QImage.Format.Format_ARGB32)\n",
             ("tests/ui/test_export_readback.py",)),
)


def scratch_copy() -> Path:
    """The project's files as they are now (tracked and untracked, not ignored, and the
    compiled translations) in a new temporary folder."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    listed += [str(p.relative_to(ROOT)) for p in (ROOT / "resources" / "translations").glob("*.qm")]
    folder = Path(tempfile.mkdtemp(prefix="pe-ui-mutations-"))
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, folder / name)
    return folder


def run_tests(folder: Path, tests: tuple[str, ...]) -> subprocess.CompletedProcess:
    """The tests in ``folder``'s copy (its pe_desktop first on the path), in one process, the
    slow ones too (``-m ""``: the project's default leaves them out)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(folder)}
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-n", "0",
                           "-m", "", *tests], cwd=folder, env=env, capture_output=True, text=True, timeout=1800)


NO_TESTS_RAN = 5  # pytest's exit status when it selected no test


def failed(done: subprocess.CompletedProcess) -> bool:
    """Whether pytest's summary line counts a failed or erroring test (a crash of the process
    as it exits, after every test passed, is not a test that caught anything; nor is a run
    that selected no test)."""
    lines = done.stdout.strip().splitlines()
    summary = lines[-1] if lines else ""
    if " passed" in summary or " failed" in summary or " error" in summary:
        return " failed" in summary or " error" in summary
    # no test counted: pytest could not run them (a failure), or it selected none (nothing caught)
    return done.returncode not in (0, NO_TESTS_RAN)


def caught(folder: Path, mutation: Mutation) -> tuple[bool, str]:
    """Apply ``mutation`` in ``folder``, run its tests, put the file back: (the tests failed,
    pytest's last line)."""
    path = folder / mutation.path
    original = path.read_text(encoding="utf-8")
    assert original.count(mutation.old) == 1, f"{mutation.name}: its text is not once in {mutation.path}"
    path.write_text(original.replace(mutation.old, mutation.new), encoding="utf-8")
    try:
        done = run_tests(folder, mutation.tests)
    finally:
        path.write_text(original, encoding="utf-8")
    lines = done.stdout.strip().splitlines()
    return failed(done), lines[-1] if lines else done.stderr.strip()[-200:]


def main(argv: list[str]) -> int:
    chosen = [m for m in MUTATIONS if not argv or m.name in argv]
    unknown = set(argv) - {m.name for m in MUTATIONS}
    if unknown:
        print(f"no such mutation: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    folder = scratch_copy()
    try:
        clean = run_tests(folder, tuple(dict.fromkeys(t for m in chosen for t in m.tests)))
        if failed(clean):
            print("the tests fail without any mutation:\n" + clean.stdout[-3000:], file=sys.stderr)
            return 1
        survived = 0
        for mutation in chosen:
            start = time.monotonic()
            hit, last = caught(folder, mutation)
            survived += not hit
            print(f"{'caught  ' if hit else 'SURVIVED'} {mutation.name} ({time.monotonic() - start:.0f} s): {last}")
        print(f"UI mutations: {len(chosen) - survived} caught, {survived} survived")
        return 1 if survived else 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
