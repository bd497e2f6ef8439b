"""Figures for a paper, a thesis or a slide: sizes, text in points, layout checks, vector
files against the PNG through independent renderers, the export dialog, the report."""
import math
import shutil
import subprocess
import sys

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDialogButtonBox

from pe_desktop.core.errors import InputError
from pe_desktop.core.figure import SIZE_PRESETS, FigureOptions, FigureRecord, preset_options
from pe_desktop.core.params import Params
from pe_desktop.i18n import localize
from pe_desktop.ui import export
from pe_desktop.ui.views import VIEW_CLASSES
from tests.helpers import run_cli
from tests.ui import sample
from tests.ui.layout_check import data_points_under
from tests.ui.pictures import rgb_pixels

needs_tools = pytest.mark.skipif(shutil.which("rsvg-convert") is None or shutil.which("pdftoppm") is None,
                                 reason="librsvg2-bin and poppler-utils are installed by make deps")
DPIS = (150, 300, 600)


def _pixels(path) -> np.ndarray:
    """(height, width, 3) floats of an image file, on white where it is transparent."""
    image = QImage(str(path)).convertToFormat(QImage.Format.Format_ARGB32)
    raw = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine() // 4, 4)
    bgra = raw[:, :image.width()].astype(float)
    alpha = bgra[..., 3:4] / 255.0
    return bgra[..., :3] * alpha + 255.0 * (1 - alpha)


def _check_figure(view: str, preset: str, dpi: int, folder) -> str:
    """Export ``view`` at ``preset`` and ``dpi``: "written" with every text inside the figure,
    apart from the others and at least 6 pt — or "refused" with no file left."""
    opts = preset_options(preset, dpi)
    record = FigureRecord(view, Params(), opts)
    with export.offscreen_view(record) as drawn:
        problems = export.layout_problems(drawn, opts)
        boxes = export.text_boxes(drawn)
        frame = QRectF(drawn.graphics.rect())
    out = folder / f"{view}-{preset}-{dpi}.png"
    if problems:
        with pytest.raises(InputError, match="too small for what it shows"):
            export.write_figure(record, out)
        assert not out.exists()
        return "refused"
    export.write_figure(record, out)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (opts.width, opts.height)
    assert boxes, "a figure has text"
    # points at the final size: a layout pixel is 1/96 in on screen, times the text zoom
    smallest = min(b.pixels for b in boxes) * 72 / 96 * opts.text_pt / 9
    assert smallest >= 6 - 1e-6, f"{view}: {smallest:.2f} pt"
    for b in boxes:
        assert frame.adjusted(-0.5, -0.5, 0.5, 0.5).contains(b.rect), b.text
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            inner = a.rect.adjusted(0.5, 0.5, -0.5, -0.5)
            assert not inner.intersects(b.rect.adjusted(0.5, 0.5, -0.5, -0.5)), (a.text, b.text)
    return "written"


@pytest.mark.parametrize("view, preset, dpi", [("heatmap", "column", 300), ("similarity", "slide", 150),
                                               ("rotation", "two-column", 600)])
def test_a_figure_has_its_pixels_and_legible_text(qapp, tmp_path, view, preset, dpi):
    assert _check_figure(view, preset, dpi, tmp_path) == "written"


@pytest.mark.slow
def test_every_view_at_every_preset_and_dpi_is_written_and_legible(qapp, tmp_path):
    """Every view fits every preset (a column, two columns, A4, a slide) at 150/300/600 DPI:
    written with its text inside, apart and legible — its compact layout where the window's
    does not fit — never refused."""
    items = [(view, preset, dpi) for view in VIEW_CLASSES for preset in SIZE_PRESETS for dpi in DPIS]
    results = {item: _check_figure(*item, tmp_path) for item in sample.chosen("preset-dpi", items, 24)}
    refused = sorted(key for key, result in results.items() if result != "written")
    assert refused == [], sample.describe()


# the views whose window layout does not fit a column: written in their compact one
COMPACT_AT_A_COLUMN = ("order", "embedding", "wavelength", "compare", "similarity-matrix", "rotation",
                       "rope-frequencies", "rope-scores", "distance-decay", "schemes", "model-compare")


@pytest.mark.parametrize("view", COMPACT_AT_A_COLUMN)
def test_a_view_too_big_for_a_column_is_laid_out_to_fit_it(qapp, tmp_path, view):
    assert _check_figure(view, "column", 300, tmp_path) == "written"
    with export.offscreen_view(FigureRecord(view, Params(), preset_options("column", 300))) as drawn:
        assert drawn.compact  # the window's own layout is kept where it fits (heatmap below)
        labels = [drawn.readout] if hasattr(drawn, "readout") else []
        assert not any(label.isVisible() for label in labels)


def test_a_view_that_fits_keeps_its_window_layout(qapp):
    with export.offscreen_view(FigureRecord("heatmap", Params(), preset_options("column", 300))) as drawn:
        assert not drawn.compact
    with export.offscreen_view(FigureRecord("wavelength", Params(), preset_options("a4", 150))) as drawn:
        assert not drawn.compact and drawn.readout.isVisible()


def test_a_legend_over_its_plots_data_is_a_layout_problem_and_is_moved_off_it(qapp):
    """The Wavelengths legend at a column covered the upper half of the curve."""
    from pe_desktop.ui import legends

    opts = preset_options("column", 300)
    with export.offscreen_view(FigureRecord("wavelength", Params(), opts)) as drawn:
        legend = drawn.legend
        assert legends.hidden_fraction(legend) <= legends.MAX_HIDDEN
        assert not export.layout_problems(drawn, opts)
        # moved to the top right: over the upper end of the rising curve
        legend.anchor(itemPos=(1, 0), parentPos=(1, 0), offset=(-10, 10))
        vb = legend.parentItem()
        box, to_scene = legend.sceneBoundingRect(), vb.childGroup.sceneTransform()
        # independent count: every shown point of every curve, mapped one by one
        shown = under = 0
        for item in drawn.curves:
            xs, ys = item.getData()
            for px, py in zip(xs, ys):
                point = to_scene.map(QPointF(float(px), float(py)))
                if vb.sceneBoundingRect().contains(point):
                    shown += 1
                    under += box.contains(point)
        assert under / shown > legends.MAX_HIDDEN
        assert legends.hidden_fraction(legend) == pytest.approx(under / shown)
        assert any("legend hides" in localize(p) for p in export.layout_problems(drawn, opts))


@pytest.mark.parametrize("view, preset, params", [
    ("rope-frequencies", "column", Params()), ("wavelength", "column", Params()),
    ("rope-frequencies", "slide", Params(scaling="yarn"))])
def test_a_marker_lines_label_leaves_the_data_visible(qapp, view, preset, params):
    """At a column, "original context 8,192" lay over the RoPE wavelengths it marks (ten
    points under it); the label goes to the end and side of its line where it hides none.
    On a slide with YaRN the legend covered "target context 65,536 = 8,192 × 8" at the start
    of its line (the figure was refused): it goes to the line's middle, clear of both."""
    import pyqtgraph as pg

    opts = preset_options(preset, 300)
    with export.offscreen_view(FigureRecord(view, params, opts)) as drawn:
        assert export.layout_problems(drawn, opts) == []
        lines = [(vb, item) for vb in drawn.graphics.scene().items() if isinstance(vb, pg.ViewBox)
                 for item in vb.addedItems if isinstance(item, pg.InfiniteLine) and item.isVisible()
                 and item.label.isVisible() and item.label.toPlainText()]
        assert lines
        for vb, line in lines:
            box = line.label.sceneBoundingRect()
            under = data_points_under(vb, box)  # every shown point, mapped one by one
            assert under == 0, (view, line.label.toPlainText(), under)
            legends = [c for c in vb.childItems() if isinstance(c, pg.LegendItem) and c.isVisible()]
            assert not any(box.intersects(legend.sceneBoundingRect()) for legend in legends)


@pytest.mark.slow  # nine plots laid out in a second font
def test_all_schemes_fits_a_column_in_a_font_with_tall_lines(qapp, tmp_path):
    """A Japanese desktop's font (Noto Sans CJK: lines 1.45 em high, DejaVu's 1.16) wrapped All
    schemes' titles to three lines over each plot and the column figure was refused ("the
    plots need 8.5 × 8.7 cm"): a title wraps over its plot and colour bar both."""
    from PySide6.QtGui import QFont, QFontInfo
    from PySide6.QtWidgets import QApplication

    old = QApplication.font()
    QApplication.setFont(QFont("Noto Sans CJK JP", old.pointSize()))
    try:
        assert QFontInfo(QApplication.font()).family() == "Noto Sans CJK JP"
        opts = preset_options("column", 300)
        for params in (Params(), Params(scaling="yarn")):
            with export.offscreen_view(FigureRecord("schemes", params, opts)) as drawn:
                assert export.layout_problems(drawn, opts) == []
                for panel in drawn.panels.values():
                    title = panel.plot.titleLabel.sceneBoundingRect()
                    bar = panel.colorbar.sceneBoundingRect()
                    assert title.right() > bar.left()  # over the colour bar too
            export.write_figure(FigureRecord("schemes", params, opts), tmp_path / "s.png")
    finally:
        QApplication.setFont(old)


def test_a_figure_too_small_for_its_text_is_refused_not_saved(qapp, tmp_path):
    """The issue's case: 940 × 363 px at 300 DPI with the screen's text (8 × 3 cm)."""
    record = FigureRecord("heatmap", Params(), FigureOptions(940, 363, 300.0))
    out = tmp_path / "small.png"
    with pytest.raises(InputError, match="too small for what it shows"):
        export.write_figure(record, out)
    assert list(tmp_path.iterdir()) == []
    done = subprocess.run([sys.executable, "-m", "pe_desktop", "export", "--view", "heatmap",
                           "--width", "940", "--height", "363", "--dpi", "300", "--out", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "too small" in done.stderr and not out.exists()
    assert "Traceback" not in done.stderr


def test_the_command_line_has_the_presets(tmp_path):
    out = tmp_path / "c.png"
    done = subprocess.run([sys.executable, "-m", "pe_desktop", "export", "--view", "similarity",
                           "--size", "column", "--dpi", "300", "--out", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1004, 1004)  # 8.5 × 8.5 cm at 300 DPI
    assert round(image.dotsPerMeterX() * 0.0254) == 300
    both = subprocess.run([sys.executable, "-m", "pe_desktop", "export", "--view", "similarity",
                           "--size", "column", "--width", "500", "--out", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert both.returncode == 2 and "--size gives the width and height" in both.stderr


def _downscale_difference(view: str, preset: str) -> np.ndarray:
    """Per pixel (one-pixel shifts forgiven), the difference between the figure at 150 DPI
    and the one at 300 DPI averaged over 2 × 2 blocks: the same layout, so the same picture."""
    low, high = preset_options(preset, 150), preset_options(preset, 300)
    small = _qimage_pixels(export.render_image(FigureRecord(view, Params(), low)))
    big = _qimage_pixels(export.render_image(FigureRecord(view, Params(), high)))
    # a size in cm rounds to whole pixels at each DPI: 300 DPI may have a row less than twice 150
    h, w = min(low.height, high.height // 2), min(low.width, high.width // 2)
    return _shift_tolerant(small, big[:2 * h, :2 * w].reshape(h, 2, w, 2, 3).mean(axis=(1, 3)))


def _qimage_pixels(image: QImage) -> np.ndarray:
    return rgb_pixels(image).astype(float)


# Text, lines and cell edges are drawn at each resolution on its own: an edge may fall a pixel
# apart and antialiasing differs. Measured over every view and preset (shift-forgiving): means
# 0.1-3.1 levels, at most 1.5 % of the pixels off by more than 64. The same pixels at twice the
# DPI (a new layout with text twice as large, as pixel units gave before) measured 10.4 and
# 5.4 %; heatmap cells drifting right by up to half a cell at 300 DPI (QImage.scaled's own
# nearest-neighbour upscale) 18.8 and 9.2 % on A4.
DOWNSCALE_MEAN, DOWNSCALE_FAR = 6, 0.035


def _downscale_matches(view: str, preset: str) -> tuple[bool, float, float]:
    diff = _downscale_difference(view, preset)
    far = float((diff > 64).mean())
    return diff.mean() < DOWNSCALE_MEAN and far < DOWNSCALE_FAR, float(diff.mean()), far


@pytest.mark.slow
@pytest.mark.parametrize("view, preset", [("heatmap", "column"), ("heatmap", "a4"), ("similarity", "column"),
                                          ("rotation", "slide")])
def test_the_300_dpi_figure_downscaled_is_the_150_dpi_one(qapp, view, preset):
    ok, mean, far = _downscale_matches(view, preset)
    assert ok, (mean, far)


@pytest.mark.slow
def test_every_view_at_300_dpi_downscaled_is_its_150_dpi_figure(qapp):
    """Every view at every preset: the same figure at both resolutions, only sharper."""
    failed = {}
    items = [(view, preset) for view in VIEW_CLASSES for preset in SIZE_PRESETS]
    for view, preset in sample.chosen("downscale", items, 8):
        ok, mean, far = _downscale_matches(view, preset)
        if not ok:
            failed[view, preset] = (round(mean, 2), round(100 * far, 2))
    assert failed == {}, sample.describe()


@pytest.mark.slow
def test_the_downscale_measure_sees_heatmap_cells_out_of_place(qapp, monkeypatch):
    """The measure's negative control: with the cells upscaled by QImage.scaled from an Indexed8
    picture (columns drift at 300 DPI, not at 150), the A4 heatmap does not match."""
    monkeypatch.setattr(export.paint, "upscaled", lambda image, factor: image.convertToFormat(
        QImage.Format.Format_Indexed8).scaled(image.width() * factor, image.height() * factor,
                                              Qt.AspectRatioMode.IgnoreAspectRatio,
                                              Qt.TransformationMode.FastTransformation))
    ok, mean, far = _downscale_matches("heatmap", "a4")
    assert not ok and mean > 2 * DOWNSCALE_MEAN, (mean, far)


@pytest.mark.parametrize("factor", [2, 12, 30, 31])
def test_cells_are_upscaled_to_exactly_factor_pixels(qapp, factor):
    """An indexed heatmap of 128 × 3 cells (as pyqtgraph makes it), upscaled: every cell is
    factor × factor pixels of its own colour (numpy's kron is the reference). QImage.scaled
    gave 15 of 128 cells 31 pixels at factor 30 and cut the last one to 15."""
    cells = (np.arange(3 * 128) % 251).astype(np.uint8).reshape(3, 128)
    image = QImage(cells.tobytes(), 128, 3, 128, QImage.Format.Format_Indexed8)
    image.setColorTable([0xFF000000 | (i << 16) | ((255 - i) << 8) | (i * 7 % 256) for i in range(256)])
    big = _qimage_pixels(export.upscaled(image, factor))
    expected = _qimage_pixels(image)
    want = np.stack([np.kron(expected[..., c], np.ones((factor, factor))) for c in range(3)], axis=-1)
    assert big.shape == (3 * factor, 128 * factor, 3)
    np.testing.assert_array_equal(big, want)


def _shift_tolerant(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Per pixel, the smallest difference to the other image within one pixel of it: two
    renderers may place an edge (a glyph, a cell border) a pixel apart."""
    h, w = min(a.shape[0], b.shape[0]), min(a.shape[1], b.shape[1])
    a, b = a[:h, :w], b[:h, :w]
    core = a[1:h - 1, 1:w - 1]
    best = np.full(core.shape[:2], np.inf)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            best = np.minimum(best, np.abs(core - b[1 + dy:h - 1 + dy, 1 + dx:w - 1 + dx]).max(axis=2))
    return best


def _renderings(record: FigureRecord, folder, every_renderer: bool = False) -> dict[str, np.ndarray]:
    """The PNG, and the SVG through rsvg-convert and the PDF through pdftoppm at its DPI; with
    ``every_renderer`` also the SVG and the PDF through Inkscape and the SVG through Chromium
    and ImageMagick."""
    dpi = str(round(record.options.dpi))
    export.write_figure(record, folder / "f.png")
    export.write_figure(record, folder / "f.svg")
    export.write_figure(record, folder / "f.pdf")
    subprocess.run(["rsvg-convert", "-d", dpi, "-p", dpi, "-b", "white", str(folder / "f.svg"),
                    "-o", str(folder / "rsvg.png")], check=True)
    subprocess.run(["pdftoppm", "-r", dpi, "-png", "-singlefile", str(folder / "f.pdf"),
                    str(folder / "poppler")], check=True)
    images = {"png": _pixels(folder / "f.png"), "rsvg": _pixels(folder / "rsvg.png"),
              "pdftoppm": _pixels(folder / "poppler.png")}
    if every_renderer:
        for name, source in (("inkscape-svg", "f.svg"), ("inkscape-pdf", "f.pdf")):
            _run_renderer([_renderer("inkscape"), "--export-type=png", f"--export-dpi={dpi}",
                           "--export-background=white", "--export-background-opacity=1",
                           f"--export-filename={folder / name}.png", str(folder / source)])
            images[name] = _pixels(folder / f"{name}.png")
        images["chromium-svg"] = _chromium(folder / "f.svg", record.options, folder)
        # ImageMagick's own SVG renderer (Debian's PDF policy forbids it to read PDF)
        _run_renderer([_renderer("convert-im6.q16"), "-density", dpi, "-background", "white", "-flatten",
                       "-depth", "8", str(folder / "f.svg"), str(folder / "imagemagick.png")])
        images["imagemagick-svg"] = _pixels(folder / "imagemagick.png")
    return images


# The slow tests' renderers: make test-slow installs them (system_libraries.SLOW_TEST_COMMANDS).
def _renderer(command: str) -> str:
    found = shutil.which(command)
    if found is None:
        pytest.fail(f"{command} is missing: `make test-slow` installs it "
                    "(pe_desktop/system_libraries.py, SLOW_TEST_COMMANDS)", pytrace=False)
    return found


def _run_renderer(argv: list[str]) -> None:
    done = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, (argv[0], done.stderr[-2000:])


def _chromium(svg, options: FigureOptions, folder) -> np.ndarray:
    """The SVG as Chromium draws it opened on its own: its size in mm at 96 CSS px an inch, the
    device pixels at the figure's DPI. (Chromium's headless PDF viewer draws nothing into a
    screenshot, only its grey background, so its PDF reading cannot be compared.)"""
    scale = options.dpi / 96
    window = f"{math.ceil(options.width / scale)},{math.ceil(options.height / scale)}"
    _run_renderer([_renderer("chromium"), "--headless", "--no-sandbox", "--disable-gpu",
                   "--hide-scrollbars", f"--user-data-dir={folder / 'chromium-profile'}",
                   f"--force-device-scale-factor={scale}", f"--window-size={window}",
                   f"--screenshot={folder / 'chromium.png'}", svg.resolve().as_uri()])
    return _pixels(folder / "chromium.png")


def _assert_close(record: FigureRecord, folder, every_renderer: bool = False) -> None:
    # The bound: after forgiving a one-pixel shift, at most 5 % of the pixels differ by more
    # than a quarter of the range (64 levels) and the mean is under 8 levels. What is left is
    # text: each renderer hints and antialiases glyphs its own way. Measured over heatmap,
    # similarity, scheme, rotation and wavelength at "column 300 DPI" and "slide": 0.1-3 %,
    # mean 0.5-5.7. A blurred heatmap, a missing curve or text at another size exceeds it.
    images = _renderings(record, folder, every_renderer)
    far = {}  # every renderer's share of far pixels and mean, so that a failure names them all
    for name in sorted(images.keys() - {"png"}):
        assert abs(images[name].shape[0] - images["png"].shape[0]) <= 2, (name, images[name].shape)
        assert abs(images[name].shape[1] - images["png"].shape[1]) <= 2, (name, images[name].shape)
        diff = _shift_tolerant(images["png"], images[name])
        far[name] = (round(float((diff > 64).mean()), 4), round(float(diff.mean()), 2))
    assert all(share < 0.05 and mean < 8 for share, mean in far.values()), (str(folder), far)


@pytest.mark.slow
@needs_tools
def test_svg_and_pdf_render_like_the_png(qapp, tmp_path):
    _assert_close(FigureRecord("heatmap", Params(), preset_options("slide")), tmp_path)


@needs_tools
@pytest.mark.slow
@pytest.mark.parametrize("view", VIEW_CLASSES)
def test_every_view_renders_alike_in_svg_pdf_and_png(qapp, tmp_path, view):
    # every view at a column, on a slide and on an A4 page through every renderer (make soak;
    # make test-slow: the sample's share of them, and all three for a view whose code changed)
    sizes = (("column", 300), ("slide", 150), ("a4", 100))
    items = [(name, preset, dpi) for name in VIEW_CLASSES for preset, dpi in sizes]
    mine = [(preset, dpi) for name, preset, dpi in sample.chosen("renderers", items, 6) if name == view]
    if not mine:
        pytest.skip(f"not in this run's sample ({sample.describe()})")
    for preset, dpi in mine:
        record = FigureRecord(view, Params(), preset_options(preset, dpi))
        with export.offscreen_view(record) as drawn:
            assert not export.layout_problems(drawn, record.options), (view, preset)
        _assert_close(record, tmp_path, every_renderer=True)


@needs_tools
def test_heatmap_cells_are_one_colour_inside_in_every_renderer(qapp, tmp_path):
    """Few large cells (16 dimensions × 8 positions over a column): no gradient across any."""
    record = FigureRecord("heatmap", Params(d_model=16, seq_len=8), preset_options("column", 300))
    with export.offscreen_view(record) as drawn:
        item = drawn.image
        per_layout = record.options.width / record.options.layout_size[0]
        cells = [item.mapRectToScene(QRectF(c, r, 1, 1)) for r in range(8) for c in range(16)]
        cells = [QRectF(c.x() * per_layout, c.y() * per_layout, c.width() * per_layout,
                        c.height() * per_layout) for c in cells]
    assert min(c.width() for c in cells) > 20  # pixels per cell: room for an interior
    images = _renderings(record, tmp_path)
    for name, pixels in images.items():
        for cell in cells:
            inner = cell.adjusted(cell.width() * 0.2, cell.height() * 0.2, -cell.width() * 0.2,
                                  -cell.height() * 0.2)
            block = pixels[int(inner.top()):int(inner.bottom()), int(inner.left()):int(inner.right())]
            spread = (block.max(axis=(0, 1)) - block.min(axis=(0, 1))).max()
            assert spread <= 3, f"{name}: a cell's colour varies by {spread:.0f} levels"


def test_svg_needs_no_vector_effect(qapp, tmp_path):
    """The rotation view's arrowhead was a <polygon> left with vector-effect, which librsvg
    and ImageMagick ignore (a huge green polygon)."""
    out = export.write_figure(FigureRecord("rotation", Params(), preset_options("slide")), tmp_path / "r.svg")
    assert "vector-effect" not in out.read_text(encoding="utf-8")


# -- the export dialog ---------------------------------------------------------------------

@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)


def _dialog(window, qtbot, settings=None, parts=None):
    from pe_desktop.ui.export_dialog import ExportDialog

    dialog = ExportDialog(window.current_record(), str(window.last_folder), window, settings=settings,
                          parts=parts)
    qtbot.addWidget(dialog)
    return dialog


def test_a_preset_sets_the_size_and_text_and_the_dpi_keeps_it(window, qtbot):
    dialog = _dialog(window, qtbot)
    dialog.preset.setCurrentIndex(dialog.preset.findData("column"))
    assert dialog.unit.currentData() == "cm"
    assert (dialog.width_box.value(), dialog.height_box.value()) == (8.5, 8.5)
    assert dialog.text_pt.value() == 7.0
    dialog.dpi.setValue(300)
    assert (dialog.options().width, dialog.options().height) == (1004, 1004)
    dialog.dpi.setValue(600)
    assert (dialog.width_box.value(), dialog.height_box.value()) == (8.5, 8.5)
    assert (dialog.options().width, dialog.options().height) == (2008, 2008)
    assert dialog.preset.currentData() == "column"  # still the preset: the size is unchanged
    dialog.unit.setCurrentIndex(dialog.unit.findData("px"))
    dialog.dpi.setValue(300)  # in pixels too, the physical size stays
    assert (dialog.width_box.value(), dialog.height_box.value()) == (1004, 1004)
    dialog.width_box.setValue(900)
    assert dialog.preset.currentData() == "custom"


def test_the_dialog_remembers_its_choices(window, qtbot, settings):
    dialog = _dialog(window, qtbot, settings)
    dialog.preset.setCurrentIndex(dialog.preset.findData("slide"))
    dialog.dpi.setValue(200)
    dialog.format.setCurrentIndex(dialog.format.findData(".svg"))
    dialog.background.setCurrentIndex(dialog.background.findData("transparent"))
    dialog.remember()
    again = _dialog(window, qtbot, settings)
    assert again.preset.currentData() == "slide" and again.dpi.value() == 200
    assert again.suffix == ".svg" and again.background.currentData() == "transparent"
    assert again.unit.currentData() == "cm" and again.text_pt.value() == 14.0
    settings.setValue("export/choices", '{"dpi": "lots", "format": 7}')  # not ours: ignored
    third = _dialog(window, qtbot, settings)
    assert third.suffix == ".png"


def test_the_dialog_says_when_the_figure_is_too_small_and_will_not_save_it(window, qtbot):
    dialog = _dialog(window, qtbot)
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    dialog.unit.setCurrentIndex(dialog.unit.findData("cm"))
    dialog.dpi.setValue(300)
    dialog.width_box.setValue(5.0)
    dialog.height_box.setValue(3.0)
    dialog.update_preview()
    assert dialog.problems and not save.isEnabled()
    assert "Too small" in dialog.problem.text()
    dialog.text_pt.setValue(0)
    dialog.preset.setCurrentIndex(dialog.preset.findData("a4"))
    dialog.update_preview()
    assert not dialog.problems and save.isEnabled() and dialog.problem.text() == ""


def test_a_tab_with_two_plots_exports_each_or_both(window, qtbot, tmp_path):
    parts = [("heatmap", "Heatmap"), ("similarity", "Similarity"), ("tab", "Both")]
    dialog = _dialog(window, qtbot, parts=parts)
    dialog.preset.setCurrentIndex(dialog.preset.findData("a4"))
    dialog.part.setCurrentIndex(dialog.part.findData("similarity"))
    assert dialog.figure_record().view == "similarity"
    dialog.part.setCurrentIndex(dialog.part.findData("tab"))
    record = dialog.figure_record()
    assert (record.view, record.stack) == ("heatmap", ("similarity",))
    out = export.write_figure(record, tmp_path / "tab.png")
    image = QImage(str(out))
    assert (image.width(), image.height()) == (record.options.width, record.options.height)
    assert export.record_from_file(out) == record
    single = _pixels(export.write_figure(FigureRecord("similarity", record.params, record.options),
                                         tmp_path / "one.png"))
    both = _pixels(out)
    # the lower two fifths are the similarity plot, the upper three the heatmap: red and blue
    # cells above, none of the heatmap's colours below
    top, bottom = both[: both.shape[0] * 3 // 5], both[both.shape[0] * 3 // 5:]
    def reddish(p):  # BGR: red well above blue
        return ((p[..., 2] - p[..., 0]) > 80).mean()

    assert reddish(top) > 0.02 and reddish(bottom) < reddish(top) / 4
    assert not np.array_equal(single, both)


# -- the report ----------------------------------------------------------------------------

@needs_tools
def test_the_report_names_parameters_as_the_panel_and_numbers_its_pages(qapp, tmp_path):
    report = export.write_report(Params(seq_len=30), tmp_path / "r.pdf", ["heatmap", "rotation"])
    pages = [subprocess.run(["pdftotext", "-layout", "-f", str(n), "-l", str(n), str(report), "-"],
                            capture_output=True, text=True, check=True).stdout for n in (1, 2, 3)]
    title = pages[0]
    assert "Positions" in title and "Reference position" in title and "Frequency pair i" in title
    assert "seq_len" not in title and "ref_pos" not in title
    assert "Sentence A" not in title  # a parameter of no included view
    for n, page in enumerate(pages, start=1):
        assert f"Page {n} of 3" in page
    assert "Figure 1. Sinusoidal positional encoding" in " ".join(pages[1].split())
    assert "Parameters not at their defaults: Positions = 30." in " ".join(pages[1].split())
    assert "Drawn by pe-desktop" in pages[2]


def _cli(*args):
    return run_cli("export", *args)


@pytest.mark.slow
def test_the_command_line_draws_a_tab_as_one_figure(qapp, tmp_path):
    """--view heatmap+similarity: the Encoding tab as the dialog's "whole tab" draws it."""
    assert "heatmap+similarity   the Encoding tab as one figure" in _cli("--list-views").stdout
    out = tmp_path / "tab.png"
    done = _cli("--view", "heatmap+similarity", "--size", "a4", "--dpi", "150", "--out", str(out))
    assert done.returncode == 0 and done.stdout.strip() == f"wrote {out}", done.stderr
    opts = preset_options("a4", 150)
    expected = FigureRecord("heatmap", Params(), opts, None, ("similarity",))
    assert export.record_from_file(out) == expected
    assert (QImage(str(out)).width(), QImage(str(out)).height()) == (opts.width, opts.height)
    same = export.write_figure(expected, tmp_path / "api.png")
    assert np.array_equal(_pixels(out), _pixels(same))
    # any views, in the order given: the first takes 3/5 of the height
    out = tmp_path / "two.svg"
    assert _cli("--view", "similarity+wavelength", "--size", "a4", "--text-pt", "8", "--out", str(out)).returncode == 0
    assert export.record_from_file(out).view == "similarity"
    assert export.record_from_file(out).stack == ("wavelength",)


@pytest.mark.parametrize("preset", ["column", "slide"])
def test_a_stacked_figure_gives_each_view_the_height_it_needs(qapp, tmp_path, preset):
    """At a column and on a slide the Encoding tab's 3:2 shares leave the dot-product curve too
    short (it was refused: "the plots need 8.5 × 4.1 cm and the figure has 8.5 × 3.4 cm"):
    each view gets the height it needs and the rest is shared."""
    opts = preset_options(preset)
    record = FigureRecord("heatmap", Params(), opts, None, ("similarity",))
    curve, top = export.figure_parts(record)[1]
    assert top == round(opts.height * 3 / 5)
    with export.offscreen_view(curve) as view:  # the shares alone: a broken figure
        assert "the plots need" in export.layout_problems(view, curve.options)[0]
    with export.laid_out(record, 72.0 / opts.dpi) as parts:
        assert [part.view for _, part, _ in parts] == ["heatmap", "similarity"]
        assert [top for _, _, top in parts] == [0, parts[0][1].options.height]
        assert sum(part.options.height for _, part, _ in parts) == opts.height
        assert all(part.options.width == opts.width for _, part, _ in parts)
        for view, part, _ in parts:
            assert export.layout_problems(view, part.options) == []
    for suffix in (".png", ".svg", ".pdf"):
        assert export.write_figure(record, tmp_path / f"tab{suffix}").stat().st_size > 0
    assert (QImage(str(tmp_path / "tab.png")).width(), QImage(str(tmp_path / "tab.png")).height()) == (
        opts.width, opts.height)


def test_a_stacked_figure_keeps_its_shares_where_they_fit_and_is_refused_where_nothing_does(qapp, tmp_path):
    opts = preset_options("a4", 100)
    record = FigureRecord("heatmap", Params(), opts, None, ("similarity",))
    with export.laid_out(record, 72.0 / opts.dpi) as parts:
        assert [part.options.height for _, part, _ in parts] == [round(opts.height * 3 / 5),
                                                               opts.height - round(opts.height * 3 / 5)]
    # a column's width at half its height: the two views need more than the whole figure
    short = FigureRecord("heatmap", Params(), FigureOptions(1004, 502, 300.0, "white", 7.0), None, ("similarity",))
    with pytest.raises(InputError, match="the plots need"):
        export.write_figure(short, tmp_path / "short.png")
    assert not (tmp_path / "short.png").exists()


@pytest.mark.parametrize("view, suffix, needle", [
    ("heatmap+nope", ".png", "got 'nope' ('nope' in 'heatmap+nope')"),
    ("heatmap+", ".png", "got ''"),
    ("all+heatmap", ".png", "got 'all'"),
    ("heatmap+similarity+heatmap", ".png", "--view names 'heatmap' twice"),
    ("heatmap+similarity", ".csv", "--view heatmap+similarity draws one figure: its --out must end in"),
    ("+".join(VIEW_CLASSES), ".png", "--view joins at most 9 views in one figure; got 18"),
])
def test_a_bad_joined_view_is_one_line_and_no_file(tmp_path, view, suffix, needle):
    out = tmp_path / f"f{suffix}"
    done = _cli("--view", view, "--size", "a4", "--out", str(out))
    assert done.returncode == 2 and needle in done.stderr, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
    assert list(tmp_path.iterdir()) == []


def test_svg_text_runs_are_joined_only_where_qt_drew_them_side_by_side(qapp, tmp_path):
    """A title Qt split at the δ (another face) is one text for the readers to lay out; a
    table's cells are not: "values (float32)" and "1,024 (4.0 KB)" were joined by a guess from
    the text's length and librsvg drew "values (float32)1,024 (4.0 KB)"."""
    import xml.etree.ElementTree as ET

    def texts(view):
        out = export.write_figure(FigureRecord(view, Params(), preset_options("slide")), tmp_path / f"{view}.svg")
        return ["".join(t.itertext()) for t in ET.parse(out).getroot().iter("{http://www.w3.org/2000/svg}text")]

    embedding = texts("embedding")
    assert "PE table O(S·D): values (float32)" in embedding and "1,024 (4.0 KB)" in embedding
    assert "How each scheme relates two positions δ apart" in texts("distance-decay")
