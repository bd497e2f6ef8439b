"""Fault injection on exports and the window: a full disk, a failing view in the middle of
"all views", signals, special files, hostile tables, a corrupt setting, load. Each case ends
in a correct file and exit 0, or one line, a non-zero exit and every earlier file
byte-identical; nothing hangs."""
import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from pe_desktop.core import atomic
from pe_desktop.core.errors import ExportError
from pe_desktop.core.figure import FigureOptions, FigureRecord
from pe_desktop.core.params import Params
from pe_desktop.ui import export
from pe_desktop.ui.views import VIEW_CLASSES
from tests.helpers import one_line, run_process

ROOT = Path(__file__).resolve().parents[2]
# few pixels (fast) but a layout every view fits: 20 × 13.5 cm at 30 DPI, 7 pt text
SMALL = FigureOptions(240, 160, 30.0, "white", 7.0)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.fixture
def tiny_disk(tmp_path):
    """A 200 kB tmpfs (as root), else skipped: a real full disk, not a mock."""
    folder = tmp_path / "disk"
    folder.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=200k", "tmpfs", str(folder)],
                          capture_output=True)
    if done.returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    yield folder
    subprocess.run(["umount", "-l", str(folder)], capture_output=True)


def fill(folder: Path, leave: int) -> None:
    """Fill the filesystem of ``folder`` until about ``leave`` bytes are free."""
    free = os.statvfs(folder).f_bavail * os.statvfs(folder).f_frsize
    with contextlib.suppress(OSError):
        (folder / "filler").write_bytes(b"\0" * max(0, free - leave))


# -- a full disk -------------------------------------------------------------------------------

def test_pdf_on_a_full_disk_fails_and_keeps_the_old_file(tiny_disk):
    old = tiny_disk / "old.pdf"
    old.write_bytes(b"%PDF-1.4 the user's earlier figure " * 800)  # ~28 kB
    fill(tiny_disk, 4096)
    before = old.read_bytes()
    result = run_process("export", "--view", "heatmap", "--out", old, "--width", 1600, "--height", 1600)
    assert result.returncode == 1 and "No space left" in one_line(result)
    assert old.read_bytes() == before
    assert sorted(p.name for p in tiny_disk.iterdir()) == ["filler", "old.pdf"]


@pytest.mark.slow
@pytest.mark.long
def test_report_on_a_full_disk_fails_and_keeps_the_old_file(tiny_disk):
    old = tiny_disk / "report.pdf"
    old.write_bytes(b"%PDF-1.4 an earlier report " * 1000)
    before = old.read_bytes()
    result = run_process("export", "--view", "all", "--out", old)
    assert result.returncode == 1 and "No space left" in one_line(result)
    assert old.read_bytes() == before
    assert [p.name for p in tiny_disk.iterdir()] == ["report.pdf"]


def test_all_views_on_a_full_disk_replace_nothing(tiny_disk):
    from pe_desktop.core.figure import suggested_name

    for name in export.report_views():  # the files of an earlier run, small
        (tiny_disk / suggested_name(name, Params(), ".png")).write_bytes(f"earlier {name}".encode())
    before = snapshot(tiny_disk)
    export_all = run_process("export", "--view", "all", "--out", tiny_disk, "--width", 400, "--height", 300,
                     "--dpi", 40, "--text-pt", 7)
    assert export_all.returncode == 1 and "No space left" in one_line(export_all)
    assert snapshot(tiny_disk) == before  # every earlier file as it was, no temporary file


def test_pdf_whose_flush_fails_is_not_renamed(qapp, tmp_path, monkeypatch):
    """The same without root: the write reaches the disk only at fsync, which fails."""
    out = tmp_path / "old.pdf"
    out.write_bytes(b"old")

    def full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(ExportError, match="No space left"):
        export.write_figure(FigureRecord("heatmap", Params()), out)
    assert out.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["old.pdf"]


# -- all views: all or none ----------------------------------------------------------------------

@pytest.fixture
def earlier_figures(qapp, tmp_path):
    """The files a previous "all views" export left (one per view), with contents of their own."""
    from pe_desktop.core.figure import suggested_name

    params = Params(d_model=16, seq_len=12)
    for name in export.report_views():
        (tmp_path / suggested_name(name, params, ".png")).write_bytes(f"earlier {name}".encode())
    return tmp_path, params


def test_a_view_failing_part_way_leaves_every_earlier_file(earlier_figures, monkeypatch):
    folder, params = earlier_figures
    before = snapshot(folder)
    failing = export.report_views()[10]

    def broken(request):
        raise ValueError("broken on purpose")

    monkeypatch.setattr(VIEW_CLASSES[failing], "compute", staticmethod(broken))
    with pytest.raises(ExportError, match="broken on purpose"):
        export.write_all(params, folder, ".png", SMALL)
    assert snapshot(folder) == before


@pytest.mark.slow
def test_cancel_part_way_leaves_every_earlier_file_and_a_full_run_replaces_all(earlier_figures):
    folder, params = earlier_figures
    before = snapshot(folder)
    with pytest.raises(ExportError, match="cancelled"):
        export.write_all(params, folder, ".png", SMALL,
                         progress=lambda done, total, name: done < 7)
    assert snapshot(folder) == before
    written = export.write_all(params, folder, ".png", SMALL)
    assert len(written) == len(export.report_views())
    assert sorted(p.name for p in written) == sorted(snapshot(folder))
    assert all(QImage(str(p)).width() == 240 for p in written)


# -- signals ------------------------------------------------------------------------------------

@pytest.mark.parametrize("signum", [signal.SIGTERM, pytest.param(signal.SIGINT, marks=pytest.mark.slow)])
def test_a_signal_during_all_views_changes_nothing(tmp_path, signum):
    args = ["--d-model", "16", "--seq-len", "12"]
    first = run_process("export", "--view", "all", "--out", tmp_path, "--width", 300, "--height", 200,
                "--dpi", 30, "--text-pt", 7, *args)
    assert first.returncode == 0, first.stderr
    before = snapshot(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "pe_desktop", "export", "--view", "all", "--out",
                             str(tmp_path), "--width", "640", "--height", "400", "--dpi", "60",
                             "--text-pt", "7", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while time.time() < deadline and not any(p.name.endswith(".part") for p in tmp_path.iterdir()):
        time.sleep(0.05)  # until it is writing
    time.sleep(0.5)
    proc.send_signal(signum)
    _out, err = proc.communicate(timeout=120)
    assert proc.returncode == 128 + signum, err
    assert len(err.strip().splitlines()) == 1 and "interrupted" in err
    assert snapshot(tmp_path) == before  # no new file, no temporary file, every one unchanged


def test_a_killed_export_leaves_a_part_the_next_one_removes(tmp_path):
    proc = subprocess.Popen([sys.executable, "-m", "pe_desktop", "export", "--view", "heatmap",
                             "--seq-len", "3000000", "--d-model", "64", "--out",
                             str(tmp_path / "big.npy")], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    deadline = time.time() + 60
    while time.time() < deadline and not list(tmp_path.glob(".*.part")):
        time.sleep(0.05)
    time.sleep(0.3)
    proc.kill()
    proc.wait()
    assert list(tmp_path.glob(".*.part"))  # SIGKILL cannot be cleaned up after …
    done = run_process("export", "--view", "similarity", "--out", tmp_path / "small.csv")
    assert done.returncode == 0, done.stderr
    assert not list(tmp_path.glob(".*.part"))  # … but the next export into the folder does


# -- what was asked cannot be drawn ---------------------------------------------------------------

@pytest.mark.parametrize("table,suffix", [("nan", ".png"), ("shape", ".png"), ("huge", ".png"),
                                          ("shape", ".npy"), ("huge", ".npy")])
def test_an_unusable_table_fails_every_export_with_exit_2(tmp_path, table, suffix):
    """One rule (README): a table that cannot be used is exit 2, for pictures as for data
    (before: pictures exit 0 with the error drawn in, a bad shape exit 1, NaN exit 2)."""
    path = tmp_path / "t.npy"
    np.save(path, {"nan": np.array([[np.nan, 1.0], [1.0, 2.0]]), "shape": np.zeros((2, 2, 2)),
                   "huge": np.array([[1e308, -1e308], [1.0, 2.0]])}[table])
    out = tmp_path / ("out" + suffix)
    out.write_bytes(b"earlier")
    result = run_process("export", "--view", "scheme", "--scheme", "learned", "--table-file", path,
                 "--seq-len", "2", "--out", out)
    assert result.returncode == 2 and "t.npy" in one_line(result)
    assert out.read_bytes() == b"earlier"


def test_a_fifo_table_file_does_not_hang(tmp_path):
    fifo = tmp_path / "t.npy"
    os.mkfifo(fifo)
    result = run_process("export", "--view", "scheme", "--scheme", "learned", "--table-file", fifo,
                 "--out", tmp_path / "o.png")
    assert result.returncode == 2 and "not a regular file" in one_line(result)


def test_a_table_beyond_float32_does_not_kill_the_view(qapp):
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.npy"
        np.save(path, np.array([[1e308, -1e308], [1.0, 2.0]]))
        params = Params(scheme="learned", table_file=str(path), seq_len=2)
        with export.offscreen_view(FigureRecord("scheme", params), strict=False) as view:
            assert "float32" in view.input_problem()
        image = export.render_image(FigureRecord("schemes", params, FigureOptions(400, 300)),
                                    strict=False)
        assert image.width() == 400


# -- the command line's own promises -------------------------------------------------------------

def test_stdout_that_cannot_be_written(tmp_path):
    out = tmp_path / "h.npy"
    with open("/dev/full", "w") as full:
        result = subprocess.run([sys.executable, "-m", "pe_desktop", "export", "--view", "heatmap",
                                 "--out", str(out)], stdout=full, stderr=subprocess.PIPE,
                                text=True, timeout=120)
    assert result.returncode == 1 and "standard output" in one_line(result)
    assert np.load(out).shape == (50, 128)  # the file itself was written whole


def test_negative_exponents_are_values_not_flags(tmp_path):
    result = run_process("export", "--view", "heatmap", "--dropout", "-1e-3", "--out", tmp_path / "x.npy")
    assert result.returncode == 2 and "--dropout must be a number from 0 to 0.9" in one_line(result)
    result = run_process("export", "--view", "heatmap", "--dropout", "1e-3", "--out", tmp_path / "x.npy")
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("make,needle", [
    (lambda p: p.mkdir(), "is a folder"),
    (lambda p: os.mkfifo(p), "not a regular file"),
    (lambda p: p.symlink_to("/dev/zero"), "not a regular file"),
])
def test_from_special_files(tmp_path, make, needle):
    source = tmp_path / "fig.png"
    make(source)
    result = run_process("export", "--from", source, "--out", tmp_path / "o.png")
    assert result.returncode == 2 and needle in one_line(result)


def test_from_a_huge_view_range_and_a_damaged_picture(qapp, tmp_path):
    import json

    good = export.write_figure(FigureRecord("heatmap", Params(), SMALL),
                               tmp_path / "good.png")
    image = QImage(str(good))
    record = json.loads(image.text("pe-desktop:figure"))
    record["view_range"] = [[-1e308, 1e308], [-1e308, 1e308]]
    image.setText("pe-desktop:figure", json.dumps(record))
    image.save(str(tmp_path / "hostile.png"))
    result = run_process("export", "--from", tmp_path / "hostile.png", "--out", tmp_path / "o.png")
    assert result.returncode == 2 and "view range is invalid" in one_line(result)
    # the picture's data damaged, its record intact: re-rendered from the record, no libpng noise
    data = bytearray(good.read_bytes())
    idat = data.index(b"IDAT")
    data[idat + 8:idat + 40] = b"\xff" * 32
    (tmp_path / "damaged.png").write_bytes(bytes(data))
    result = run_process("export", "--from", tmp_path / "damaged.png", "--out", tmp_path / "again.png")
    assert result.returncode == 0 and result.stderr == ""
    assert (tmp_path / "again.png").read_bytes() == good.read_bytes()


def test_an_internal_error_is_one_line(tmp_path):
    code = ("import sys; from pe_desktop.ui.views import VIEW_CLASSES\n"
            "def boom(request): raise RuntimeError('a bug')\n"
            "VIEW_CLASSES['heatmap'].compute = staticmethod(boom)\n"
            "from pe_desktop.cli import main\n"
            f"sys.exit(main(['export', '--view', 'heatmap', '--out', {str(tmp_path / 'h.png')!r}]))")
    env = {**os.environ, "PE_DESKTOP_LOG_DIR": str(tmp_path / "logs")}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                            timeout=120)
    assert result.returncode == 1 and "internal error (RuntimeError: a bug)" in one_line(result)
    assert "Traceback" in (tmp_path / "logs" / "pe-desktop.log").read_text()  # the details


# -- the window ---------------------------------------------------------------------------------

def test_a_fifo_or_device_as_session_does_not_freeze_the_window(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    fifo = tmp_path / "s.json"
    os.mkfifo(fifo)
    result = {}
    started = time.time()
    result["fifo"] = window.open_session(str(fifo))
    result["zero"] = window.open_session("/dev/zero")
    assert time.time() - started < 10
    assert result == {"fifo": False, "zero": False}
    assert all("not a regular file" in w for w in warnings) and len(warnings) == 2
    assert window.isVisible()


def test_a_too_long_last_folder_is_ignored_and_named(qtbot, tmp_path, monkeypatch):
    from PySide6.QtCore import QStandardPaths

    from pe_desktop.ui import settings as settings_mod
    from pe_desktop.ui.app import configure_pyqtgraph
    from pe_desktop.ui.main_window import MainWindow

    folder = tmp_path / "settings"
    folder.mkdir()
    monkeypatch.setenv(settings_mod.ENV_DIR, str(folder))
    QStandardPaths.setTestModeEnabled(True)
    try:
        stored = settings_mod.open_settings()
        stored.setValue("last_folder", "/tmp/" + "x" * 300)
        stored.sync()
        configure_pyqtgraph()
        win = MainWindow(settings=settings_mod.open_settings())
        qtbot.addWidget(win)
        win.show()
        assert win.last_folder != "/tmp/" + "x" * 300
        assert "last folder" in win.statusBar().currentMessage()
        win.settings = None
    finally:
        QStandardPaths.setTestModeEnabled(False)


# -- load ----------------------------------------------------------------------------------------

@pytest.mark.slow
def test_dark_export_is_the_same_when_a_background_result_arrives_late(qapp, tmp_path, monkeypatch):
    """Under load the view's background computation (started when it was shown) finished
    after the dark colours were set, and redrew the readout light-on-… dark grey. Here the
    late arrival is made certain: the worker's computation waits, and the synchronous drawing
    waits for it and delivers it."""
    cls = VIEW_CLASSES["schemes"]
    original = cls.compute
    main = threading.main_thread()

    def slow_in_background(request):
        if threading.current_thread() is not main:
            time.sleep(0.4)
        return original(request)

    monkeypatch.setattr(cls, "compute", staticmethod(slow_in_background))
    real_render = cls.render_sync

    def render_then_wait(view):
        real_render(view)
        deadline = time.time() + 3
        while not view.runner.is_idle() and time.time() < deadline:
            time.sleep(0.02)
        QApplication.processEvents()  # the late result is delivered now

    monkeypatch.setattr(cls, "render_sync", render_then_wait)
    record = FigureRecord("schemes", Params(), FigureOptions(1200, 600, 96.0, "dark"))
    image = export.render_image(record)
    # the readout's first line, bottom left: light text on the dark background
    lightest = max(QImage.pixelColor(image, x, y).lightness()
                   for x in range(10, 300) for y in range(image.height() - 70, image.height() - 50))
    assert lightest > 150


@pytest.mark.slow
def test_sigterm_closes_the_window_cleanly(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PE_DESKTOP_SETTINGS_DIR": str(tmp_path),
           "PE_DESKTOP_LOG_DIR": str(tmp_path / "logs")}
    proc = subprocess.Popen([sys.executable, "-m", "pe_desktop"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    time.sleep(6)  # started and idle in its event loop
    proc.send_signal(signal.SIGTERM)
    _out, err = proc.communicate(timeout=30)
    assert proc.returncode == 128 + signal.SIGTERM and "Traceback" not in err
    assert (tmp_path / "pe-desktop.ini").exists()  # closed as File › Quit does: settings saved


def test_a_signal_during_export_all_views_in_the_window(window, tmp_path, monkeypatch):
    """The window's handler only notes the signal: the export stops at its next view, removes
    its temporary files and touches none of the earlier ones."""
    from pe_desktop.core.figure import suggested_name

    for name in export.report_views():
        (tmp_path / suggested_name(name, window.params, ".png")).write_bytes(b"earlier")
    before = snapshot(tmp_path)
    cls = VIEW_CLASSES[export.report_views()[6]]
    original = cls.compute

    def signalled(request):
        atomic.note_signal(signal.SIGTERM)
        return original(request)

    monkeypatch.setattr(cls, "compute", staticmethod(signalled))
    try:
        assert window.export_all_views(str(tmp_path), "png") is None
    finally:
        atomic._signalled.clear()
    assert snapshot(tmp_path) == before
