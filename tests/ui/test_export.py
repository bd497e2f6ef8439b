"""Every export format read back: sizes, pixels, vectors, pages, metadata, atomicity."""
import json
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from PySide6.QtGui import QGuiApplication, QImage

from pe_desktop.core.errors import ExportError
from pe_desktop.core.figure import META_PREFIX, FigureOptions, FigureRecord
from pe_desktop.core.params import Params
from pe_desktop.ui import export
from pe_desktop.ui.param_panel import set_editor_value
from pe_desktop.ui.views import VIEW_CLASSES
from tests.helpers import run_cli, wait_current
from tests.ui.pictures import rgb_pixels

SVG = "{http://www.w3.org/2000/svg}"
needs_poppler = pytest.mark.skipif(shutil.which("pdfinfo") is None, reason="poppler-utils not installed")
needs_rsvg = pytest.mark.skipif(shutil.which("rsvg-convert") is None, reason="librsvg2-bin not installed")


def colours(image: QImage) -> int:
    return len({image.pixel(x, y) for x in range(0, image.width(), max(1, image.width() // 80))
                for y in range(0, image.height(), max(1, image.height() // 50))})


@pytest.mark.parametrize("dpi", [96, 192, 300])
def test_png_has_exact_size_pixels_and_metadata(qapp, tmp_path, dpi):
    record = FigureRecord("heatmap", Params(d_model=64, seq_len=40),
                          FigureOptions(1000, 520, float(dpi), text_pt=7.0))
    out = export.write_figure(record, tmp_path / "h.png")
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1000, 520)
    assert colours(image) > 50
    assert round(image.dotsPerMeterX() * 0.0254) == dpi
    assert export.record_from_file(out) == record
    assert image.text("Software").startswith("pe-desktop ")



def _pixels(image: QImage) -> np.ndarray:
    """(height, width, 3) as float, channels B, G, R (Format_RGB32 in memory)."""
    return rgb_pixels(image).astype(float)


def _twice_the_dpi(view: str) -> tuple[np.ndarray, np.ndarray, FigureRecord]:
    """The figure at 800 x 500 px and 96 DPI, and at 1600 x 1000 px and 192 DPI brought back
    to 800 x 500 by averaging 2 x 2 blocks: the same layout, so the same picture."""
    small = FigureRecord(view, Params(), FigureOptions(800, 500, 96.0, "white"))
    big = FigureRecord(view, Params(), FigureOptions(1600, 1000, 192.0, "white"))
    shrunk = _pixels(export.render_image(big)).reshape(500, 2, 800, 2, 3).mean(axis=(1, 3))
    return _pixels(export.render_image(small)), shrunk, small


@pytest.mark.slow
@pytest.mark.parametrize("view", ["rope-frequencies", "wavelength", "compare", "distance-decay"])
def test_legend_scales_with_the_dpi(qapp, view):
    # Legends keep their size on screen whatever the zoom (ItemIgnoresTransformations); a
    # picture drawn by a scaled painter had them at 96-DPI size in a 192-DPI file (8-11 % of
    # the legend's pixels off by more than 96 levels; now under 1 %).
    small, shrunk, record = _twice_the_dpi(view)
    with export.offscreen_view(record) as drawn:
        legend = drawn.legend.mapRectToScene(drawn.legend.boundingRect())
        box = drawn.graphics.mapFromScene(legend).boundingRect()
    assert box.width() > 40 and box.height() > 20
    rows, cols = slice(box.top(), box.bottom()), slice(box.left(), box.right())
    off = np.abs(small[rows, cols] - shrunk[rows, cols]).max(axis=2) > 96
    assert off.mean() < 0.02, f"{off.mean():.1%} of the legend differs"


@pytest.mark.parametrize("view", ["rope-frequencies", "similarity"])
def test_markers_and_lines_scale_with_the_dpi(qapp, view):
    # pyqtgraph draws markers and lines in device pixels (sprites, cosmetic pens); at 192 DPI
    # the markers had a quarter of their area (ink ratio 0.23) and the curves half their
    # width (0.72 with the markers scaled); both now within a few per cent.
    small, shrunk, _ = _twice_the_dpi(view)

    def blue(pixels):  # the markers' fill, #1f77b4-like: blue well above red
        return int(((pixels[..., 0] - pixels[..., 2]) > 60).sum())

    assert blue(small) > 1000
    assert 0.85 < blue(shrunk) / blue(small) < 1.15

def test_transparent_background_is_transparent(qapp, tmp_path):
    record = FigureRecord("similarity", Params(), FigureOptions(600, 300, background="transparent"))
    image = QImage(str(export.write_figure(record, tmp_path / "t.png")))
    assert image.hasAlphaChannel() and image.pixelColor(2, 2).alpha() == 0
    white = QImage(str(export.write_figure(record.__class__(record.view, record.params), tmp_path / "w.png")))
    assert white.pixelColor(2, 2).alpha() == 255


def test_from_reproduces_the_same_pixels(tmp_path):
    first = tmp_path / "first.png"
    assert run_cli("export", "--view", "similarity", "--out", str(first), "--d-model", "48",
               "--seq-len", "300", "--ref-pos", "17", "--width", "700", "--height", "420",
               "--dpi", "144").returncode == 0
    again = tmp_path / "again.png"
    result = run_cli("export", "--from", str(first), "--out", str(again))
    assert result.returncode == 0, result.stderr
    assert QImage(str(first)) == QImage(str(again))


def test_svg_is_xml_with_vector_curves_and_metadata(qapp, tmp_path):
    record = FigureRecord("similarity", Params(d_model=32, seq_len=120, ref_pos=10), FigureOptions(900, 450))
    out = export.write_figure(record, tmp_path / "s.svg")
    root = ET.parse(out).getroot()
    desc = root.find(f"{SVG}desc").text
    assert json.loads(desc)["params"]["ref_pos"] == 10
    assert export.record_from_file(out) == record
    # the curve is a vector path through ~120 points, in page coordinates (no scaling group)
    longest = max(root.iter(f"{SVG}path"), key=lambda e: len(e.get("d", "")))
    assert longest.get("d").count("L") >= 100
    assert root.findall(f".//{SVG}text")
    for group in root.iter(f"{SVG}g"):
        if "matrix" in (group.get("transform") or ""):
            assert not any(c.get("vector-effect") for c in group), "unflattened non-scaling stroke"


@needs_rsvg
def test_svg_renders_in_an_independent_reader(qapp, tmp_path):
    out = export.write_figure(FigureRecord("heatmap", Params(), FigureOptions(800, 400)), tmp_path / "h.svg")
    png = tmp_path / "h_rsvg.png"
    subprocess.run(["rsvg-convert", str(out), "-o", str(png)], check=True)
    image = QImage(str(png))
    # the SVG's size is written in millimetres (211.667 mm at 96 DPI): ±1 px of rounding
    assert abs(image.width() - 800) <= 1 and abs(image.height() - 400) <= 1 and colours(image) > 50


@pytest.mark.slow
@needs_poppler
def test_pdf_figure_and_report_pages(qapp, tmp_path):
    out = export.write_figure(FigureRecord("heatmap", Params(), FigureOptions(1200, 600, 150.0)),
                              tmp_path / "h.pdf")
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True).stdout
    assert "Pages:           1" in info and "pe-desktop" in info
    width_pt = float(info.split("Page size:")[1].split("x")[0])
    assert width_pt == pytest.approx(1200 / 150 * 72, abs=1)  # 8 inches
    report = export.write_report(Params(d_model=32, seq_len=30), tmp_path / "r.pdf")
    info = subprocess.run(["pdfinfo", str(report)], capture_output=True, text=True, check=True).stdout
    assert f"Pages:           {len(VIEW_CLASSES) + 1}" in info
    text = subprocess.run(["pdftotext", str(report), "-"], capture_output=True, text=True, check=True).stdout
    assert "Positional Encoding Explorer" in text and "d_model" in text
    subprocess.run(["pdftoppm", "-png", "-r", "30", "-f", "2", "-l", "2", str(report), str(tmp_path / "p")],
                   check=True)
    page = QImage(str(next(tmp_path.glob("p-*2.png"))))
    assert colours(page) > 20
    assert b'"app": "pe-desktop"' in report.read_bytes()  # the record in the XMP metadata


@pytest.mark.slow
def test_a_pdf_names_a_table_whose_file_name_is_not_utf8(qapp, tmp_path):
    """A table file named with the byte 0xFF (its str holds a lone surrogate) made the PDF's
    XMP metadata raise UnicodeEncodeError; PNG and SVG coped. Figure and report: written, the
    byte shown as U+FFFD in the text, the record and the metadata."""
    np.save(tmp_path / "t.npy", np.ones((20, 8)))
    table = os.fsdecode(os.fsencode(tmp_path) + b"/t\xff.npy")
    os.rename(tmp_path / "t.npy", table)
    for view, out in (("scheme", tmp_path / "f.pdf"), ("all", tmp_path / "r.pdf")):
        done = run_cli("export", "--scheme", "learned", "--table-file", table, "--view", view, "--out", out)
        assert (done.returncode, done.stderr) == (0, ""), done.stderr
        text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, check=True).stdout
        assert "trained table from t\ufffd.npy".encode() in text
        assert "t\ufffd.npy".encode() in out.read_bytes().split(b"<x:xmpmeta")[1]


def test_report_cancel_leaves_nothing(qapp, tmp_path):
    calls = []

    def progress(done, total, name):
        calls.append(name)
        return done < 1  # cancel before the second view

    with pytest.raises(ExportError, match="cancelled"):
        export.write_report(Params(), tmp_path / "r.pdf", progress=progress)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_cli_all_views_to_folder_and_list(tmp_path):
    result = run_cli("export", "--view", "all", "--out", str(tmp_path), "--format", "svg", "--d-model", "16")
    assert result.returncode == 0, result.stderr
    assert len(list(tmp_path.glob("*.svg"))) == len(VIEW_CLASSES)
    listing = run_cli("export", "--list-views").stdout.split()
    assert all(name in listing for name in VIEW_CLASSES)


@pytest.mark.parametrize("args,needle", [
    (["--view", "heatmap", "--out", "x.png", "--width", "5"], "--width must be an integer from 16 to 16384"),
    (["--view", "heatmap", "--out", "x.png", "--dpi", "abc"], "--dpi must be a number"),
    (["--view", "heatmap", "--out", "x.png", "--background", "pink"], "--background must be one of"),
    (["--view", "all", "--out", "nowhere/", "--format", "png"], "--out must be an existing folder"),
])
def test_cli_bad_export_options(tmp_path, args, needle):
    result = run_cli("export", *args)
    assert result.returncode == 2 and needle in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_from_rejects_foreign_and_corrupt_files(tmp_path):
    plain = tmp_path / "plain.png"
    QImage(40, 20, QImage.Format.Format_RGB32).save(str(plain))
    result = run_cli("export", "--from", str(plain), "--out", str(tmp_path / "o.png"))
    assert result.returncode == 2 and "carries no pe-desktop parameters" in result.stderr
    hostile = QImage(40, 20, QImage.Format.Format_RGB32)
    hostile.setText(META_PREFIX + "figure", json.dumps({"app": "pe-desktop", "view": "heatmap",
                                                         "params": {"d_model": -4}}))
    hostile.save(str(tmp_path / "hostile.png"))
    result = run_cli("export", "--from", str(tmp_path / "hostile.png"), "--out", str(tmp_path / "o.png"))
    assert result.returncode == 2 and "--d-model must be" in result.stderr
    (tmp_path / "junk.png").write_bytes(b"not a png")
    result = run_cli("export", "--from", str(tmp_path / "junk.png"), "--out", str(tmp_path / "o.png"))
    assert result.returncode == 2 and "not a readable PNG" in result.stderr
    assert not (tmp_path / "o.png").exists()


def test_failed_png_write_keeps_previous_file(qapp, tmp_path, monkeypatch):
    target = tmp_path / "keep.png"
    target.write_bytes(b"previous")
    monkeypatch.setattr(QImage, "save", lambda *a, **k: False)
    with pytest.raises(ExportError, match="PNG encoder failed"):
        export.write_figure(FigureRecord("heatmap", Params()), target)
    assert target.read_bytes() == b"previous" and [p.name for p in tmp_path.iterdir()] == ["keep.png"]


# -- from the window -------------------------------------------------------------------------

def test_window_exports_every_format_of_what_it_shows(window, qtbot, tmp_path):
    window.panel.editors["seq_len"].setValue(5000)
    wait_current(qtbot, window)
    heat = window.views["heatmap"]
    heat.set_view_range(((10, 40), (1000, 1030)))  # zoomed in: the export shows this region
    wait_current(qtbot, window)
    for suffix in (".png", ".svg", ".pdf", ".csv", ".npy"):
        out = window.save_export(str(tmp_path / f"v{suffix}"))
        assert out is not None and out.stat().st_size > 0
    record = export.record_from_file(tmp_path / "v.png")
    (x0, x1), (y0, y1) = record.view_range
    assert (round(x0), round(x1), round(y0), round(y1)) == (10, 40, 1000, 1030)
    assert np.load(tmp_path / "v.npy").shape == (5000, 128)
    assert "Saved" in window.statusBar().currentMessage()


def test_export_dialog_units_preview_and_name(window, qtbot):
    from pe_desktop.ui.export_dialog import ExportDialog

    dialog = ExportDialog(window.current_record(), "/tmp", window)
    qtbot.addWidget(dialog)
    dialog.dpi.setValue(300)
    dialog.unit.setCurrentText("cm")
    dialog.width_box.setValue(10.0)
    dialog.height_box.setValue(5.0)
    opts = dialog.options()
    assert (opts.width, opts.height, opts.dpi) == (1181, 591, 300.0)  # 10 cm at 300 DPI
    dialog.update_preview()
    assert not dialog.preview.pixmap().isNull()
    dialog.format.setCurrentIndex(dialog.format.findData(".svg"))
    assert dialog.chosen_path().endswith(".svg") and "pe_heatmap_d128_n50" in dialog.chosen_path()


def test_copy_image_puts_the_view_on_the_clipboard(window):
    window.copy_image()
    image = QGuiApplication.clipboard().image()
    assert not image.isNull() and colours(image) > 30


def test_sessions_round_trip_and_bad_sessions_are_refused(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    window.panel.editors["d_model"].setValue(77)
    set_editor_value(window.panel.editors["layout"], "concat-t2t")
    path = window.save_session(str(tmp_path / "s.json"))
    window.panel.editors["d_model"].setValue(12)
    assert window.open_session(str(path)) and window.params.d_model == 77
    assert window.params.layout == "concat-t2t"
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warnings.append(a[2]))
    (tmp_path / "bad.json").write_text('{"kind": "pe-desktop session", "params": {"d_model": "eval(1)"}}')
    (tmp_path / "junk.json").write_bytes(b"\xff\xfe junk")
    assert not window.open_session(str(tmp_path / "bad.json"))
    assert not window.open_session(str(tmp_path / "junk.json"))
    assert "--d-model must be" in warnings[0] and "not a pe-desktop session" in warnings[1]
    assert window.params.d_model == 77 and window.isVisible()


def test_a_dark_window_exports_the_dark_figure_it_shows(window, tmp_path):
    """"As shown" in a dark window is the dark figure, recorded as such so --from redraws it."""
    from PySide6.QtGui import QImage

    from pe_desktop.core.figure import FigureOptions
    from pe_desktop.ui.export import record_from_file

    options = FigureOptions(400, 300, 96.0, "shown")
    try:
        window.set_colour_scheme("dark")
        dark = window.save_export(str(tmp_path / "dark.png"), options)
        assert record_from_file(dark).options.background == "dark"
        assert QImage(str(dark)).pixelColor(2, 2).lightness() < 80
        window.set_colour_scheme("light")
        light = window.save_export(str(tmp_path / "light.png"), options)
        assert record_from_file(light).options.background == "shown"
        assert QImage(str(light)).pixelColor(2, 2).lightness() > 200
    finally:
        window.set_colour_scheme("system")


def test_command_line_draws_the_dark_figure(tmp_path):
    import subprocess
    import sys

    from PySide6.QtGui import QImage

    out = tmp_path / "d.png"
    done = subprocess.run([sys.executable, "-m", "pe_desktop", "export", "--view", "heatmap",
                           "--background", "dark", "--width", "600", "--height", "400",
                           "--out", str(out)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert image.pixelColor(2, 2).lightness() < 80


@pytest.mark.parametrize("view, extent", [("rope-scores", (0, 50)), ("similarity-matrix", (0, 50)),
                                          ("rotation", (-1.0, 1.0))])
@pytest.mark.parametrize("size", [(2400, 420), (420, 900)])
def test_aspect_locked_views_fit_all_of_their_data_in_any_shape(qapp, view, extent, size):
    # A wide, short figure showed 7 of the 50 rows (pyqtgraph kept x and cut y), and the
    # readout, computed before the layout settled, still said rows 0-49.
    record = FigureRecord(view, Params(), FigureOptions(*size, 96.0))
    with export.offscreen_view(record) as drawn:
        (x0, x1), (y0, y1) = drawn.view_range()
        lo, hi = extent
        assert x0 <= lo and x1 >= hi and y0 <= lo and y1 >= hi, drawn.view_range()
        assert drawn.is_current()
        if view != "rotation":
            assert f"{lo}–{hi - 1} × " in drawn.readout.text  # "Shown: m 0–49 × n 0–49"


@pytest.mark.slow
@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
def test_a_figure_leaves_no_garbage_for_the_collector(qapp, tmp_path, suffix):
    """A view's Qt objects sit in reference cycles: left to Python's automatic collector they
    were freed whenever it ran, once inside Qt's QObject::disconnect, and an export of the 56th
    figure hung for good on a lock Qt held (py-spy: gc_collect_main under
    qobjectDisconnectCallback, ~QMenu waiting in QBasicMutex::lockInternal). Each figure is
    collected when it is done: nothing unreachable is left behind (before: 2,500 objects after
    All schemes), and automatic collection is back on."""
    import gc

    gc.enable()  # as on the command line (the window tests turn automatic collection off)
    gc.collect()
    before = {id(o) for o in gc.get_objects()}

    def left_behind() -> list:
        """What a full collection finds now among the objects made since ``before``: an
        earlier test's view, kept alive by its compute thread until it ended, may turn to
        garbage meanwhile (1,249 objects, its runner's locks among them) and is not counted."""
        gc.set_debug(gc.DEBUG_SAVEALL)
        try:
            gc.collect()
            return [type(o).__name__ for o in gc.garbage if id(o) not in before]
        finally:
            gc.set_debug(0)
            gc.garbage.clear()

    for view in ("heatmap", "schemes"):
        record = FigureRecord(view, Params(), FigureOptions(800, 600, 96.0))
        export.write_figure(record, tmp_path / f"f{suffix}")
        assert gc.isenabled()
        assert left_behind() == []
    export.preview_image(FigureRecord("schemes", Params(), FigureOptions(800, 600, 96.0)), 300, 200)
    assert gc.isenabled() and left_behind() == []


def test_while_the_window_runs_garbage_is_collected_by_its_timer_only(qapp, monkeypatch):
    """run_gui turns automatic collection off (it could run in the compute thread or inside a
    Qt call) and collects on a timer in the GUI thread; on exit automatic collection is back."""
    import gc

    from PySide6.QtCore import QTimer

    from pe_desktop.ui import app as app_module

    seen = []

    class Window:  # stands in for MainWindow: looks once the event loop runs, then quits
        def __init__(self, settings=None):
            pass

        def place_on_screen(self):
            pass

        def show(self):
            QTimer.singleShot(0, lambda: (seen.append(gc.isenabled()), qapp.quit()))

    class NoSignals:
        received: list = []

    monkeypatch.setattr(app_module, "MainWindow", Window)
    monkeypatch.setattr(app_module, "open_settings", lambda: None)
    monkeypatch.setattr(app_module, "quit_on_signals", lambda app: NoSignals())
    monkeypatch.delenv(app_module.STARTUP_PROBE_ENV, raising=False)
    assert app_module.run_gui() == 0
    assert seen == [False] and gc.isenabled()


@needs_poppler
def test_a_japanese_figure_is_titled_in_japanese_in_every_format(qapp, tmp_path):
    """The PNG's Title, the SVG's <title> and the PDF's Title of a figure drawn in Japanese
    were the view's English title."""
    from pe_desktop import i18n

    assert i18n.set_language("ja")
    record = FigureRecord("heatmap", Params(), FigureOptions(800, 400))
    title = i18n.localize(VIEW_CLASSES["heatmap"].title)
    assert title != VIEW_CLASSES["heatmap"].title and not title.isascii()
    png = QImage(str(export.write_figure(record, tmp_path / "h.png")))
    assert png.text("Title") == title
    svg = ET.parse(export.write_figure(record, tmp_path / "h.svg")).getroot()
    assert svg.find(f"{SVG}title").text == title
    pdf = export.write_figure(record, tmp_path / "h.pdf")
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    assert f"Title:           {title}" in info


@pytest.mark.slow
def test_a_view_that_needs_a_model_does_not_block_the_report(qapp, tmp_path):
    """LongRoPE without a model: the RoPE views cannot draw, and the whole report was refused
    ("--scaling longrope … open one (--model PATH)"); now the other views are drawn and the
    RoPE page says why it is empty."""
    not_drawn = {}
    report = export.write_report(Params(scaling="longrope", seq_len=30), tmp_path / "r.pdf",
                                 ["heatmap", "rope-frequencies"], not_drawn=not_drawn)
    assert list(not_drawn) == ["rope-frequencies"] and "model" in not_drawn["rope-frequencies"]
    info = subprocess.run(["pdfinfo", str(report)], capture_output=True, text=True, check=True).stdout
    assert "Pages:           3" in info
    subprocess.run(["pdftoppm", "-png", "-r", "30", "-f", "2", "-l", "3", str(report), str(tmp_path / "p")], check=True)
    heatmap, empty = (QImage(str(p)) for p in sorted(tmp_path.glob("p-*.png")))
    assert colours(heatmap) > 20 and colours(empty) < colours(heatmap)
    page3 = subprocess.run(["pdftotext", "-f", "3", "-l", "3", str(report), "-"], capture_output=True, text=True,
                           check=True).stdout
    assert "Not drawn" in page3 and "model" in page3

    done = run_cli("export", "--view", "all", "--scaling", "longrope", "--out", tmp_path / "all.pdf")
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "all.pdf").is_file()
    said = [line for line in done.stdout.splitlines() if line.startswith("not drawn")]
    assert len(said) == 4 and all("model" in line for line in said)  # the four views with RoPE in them
