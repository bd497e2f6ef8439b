"""The self-test's picture checks fail on a broken picture (#36): a heatmap never drawn, a flat
or transposed one, a report short of a page. Each check is run here against the real window
or export with one piece deliberately broken, and on the unbroken code it passes."""
import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage

from pe_desktop import readback
from pe_desktop import selftest_pictures as pictures
from pe_desktop.ui import export
from pe_desktop.ui.colormaps import colormap
from pe_desktop.ui.views.heatmap_view import HeatmapView
from tests import reference as ref


@pytest.mark.slow
def test_the_window_heatmap_check_passes_on_the_real_window(window, qapp):
    assert pictures.window_heatmap(qapp, window).startswith("window: 384 cells read back")


def test_the_similarity_matrix_and_rope_table_checks_pass_on_the_real_window(window, qapp):
    assert pictures.window_similarity_matrix(qapp, window).startswith("similarity matrix: 576 cells read back")
    assert pictures.window_rope_table(qapp, window).startswith("RoPE table: 320 cells read back")


@pytest.mark.slow
def test_a_heatmap_never_drawn_fails_the_window_check(window, qapp, monkeypatch):
    """The view computes and reports itself current but never sets its image: the window
    shows the picture of the parameters before (128 dimensions), not the one asked for."""
    monkeypatch.setattr(HeatmapView, "apply", lambda self, request, tile: None)
    with pytest.raises(AssertionError, match="window: a cell differs from the formula by"):
        pictures.window_heatmap(qapp, window)
    window.views["heatmap"].image.clear()  # and with no image at all
    with pytest.raises(AssertionError, match="no heatmap of 24×16 cells"):
        pictures.window_heatmap(qapp, window)


def test_a_heatmap_drawn_in_one_colour_fails_the_window_check(window, qapp, monkeypatch):
    drawn = HeatmapView.apply

    def flat(self, request, tile):
        drawn(self, request, tile)
        self.image.setImage(np.full_like(self.image.image, 0.5), levels=(-1.0, 1.0))

    monkeypatch.setattr(HeatmapView, "apply", flat)
    with pytest.raises(AssertionError, match="window: a cell differs from the formula by"):
        pictures.window_heatmap(qapp, window)


@pytest.mark.slow
def test_the_exported_heatmap_check_passes_and_fails_on_a_flat_export(qapp, tmp_path, monkeypatch):
    assert pictures.exported_heatmap(tmp_path).startswith("PNG: 384 cells read back")
    crisp = export.paint.crisp_images

    def flat(view, device_per_layout):
        replaced = crisp(view, device_per_layout)
        for item, _old in replaced:
            item.qimage.fill(QColor("#f4a582"))  # one RdBu colour over the whole plot
        return replaced

    monkeypatch.setattr(export.paint, "crisp_images", flat)
    with pytest.raises(AssertionError, match="PNG: a cell differs from the formula by"):
        pictures.exported_heatmap(tmp_path)


@pytest.mark.slow  # a whole report; every build runs the self-test's negative controls
def test_a_report_short_of_a_page_fails(qapp, tmp_path, monkeypatch):
    names = export.report_views()
    monkeypatch.setattr(export.report, "report_views", lambda: names[:-1])
    with pytest.raises(AssertionError, match=f"^{len(names)} pages, not {len(names) + 1} "):
        pictures.report_pages(tmp_path, len(names))


def _picture(values, cell=10, margin=30, bar=True):
    """A white picture with ``values`` drawn as RdBu cells of ``cell`` pixels and, when
    ``bar``, a narrow colour bar to the right: a heatmap made without the app."""
    lut = colormap("RdBu").getLookupTable(nPts=256, alpha=False)
    rows, columns = values.shape
    height, width = rows * cell + 2 * margin, columns * cell + 3 * margin + 14
    pixels = np.full((height, width, 3), 255, np.uint8)
    index = np.rint((np.asarray(values) + 1) / 2 * 255).astype(int)
    cells = np.repeat(np.repeat(lut[index], cell, axis=0), cell, axis=1)
    pixels[margin:margin + rows * cell, margin:margin + columns * cell] = cells
    if bar:
        x = 2 * margin + columns * cell
        pixels[margin:margin + rows * cell, x:x + 14] = lut[np.linspace(255, 0, rows * cell).astype(int)][:, None]
    image = QImage(pixels.tobytes(), width, height, 3 * width, QImage.Format.Format_RGB888)
    return image.copy()


def test_the_decoder_reads_a_heatmap_made_without_the_app():
    """Values drawn by hand come back within a step of the 256-colour map; the colour bar
    beside the plot is not taken for it."""
    want = np.array([[ref.pe(p, j, 8) for j in range(8)] for p in range(5)])
    lut = colormap("RdBu").getLookupTable(nPts=256, alpha=False)
    got = readback.decode_heatmap(_picture(want), lut, 5, 8)
    assert np.abs(got - want).max() <= 1 / 255 + 1e-12


@pytest.mark.parametrize("broken", ["blank", "transposed", "shifted"])
def test_the_decoder_catches_a_wrong_heatmap(broken):
    """Negative controls: a white picture has no heatmap; a transposed or shifted table
    is read back and differs from the formula."""
    want = np.array([[ref.pe(p, j, 8) for j in range(8)] for p in range(8)])
    lut = colormap("RdBu").getLookupTable(nPts=256, alpha=False)
    if broken == "blank":
        with pytest.raises(AssertionError, match="no heatmap of 8×8 cells"):
            readback.decode_heatmap(_picture(want, bar=False).copy(0, 0, 20, 20).scaled(200, 200), lut, 8, 8)
        return
    drawn = want.T if broken == "transposed" else np.roll(want, 1, axis=0)
    got = readback.decode_heatmap(_picture(drawn), lut, 8, 8)
    assert np.abs(got - want).max() > 0.1


@pytest.mark.parametrize("data, pages", [
    (b"%PDF-1.4 /Type /Pages /Kids [3 0 R] /Type /Page /Parent 2 0 R", 1),
    (b"/Type/Page>> /Type /Page\n /Type /Pages", 2),
    (b"/Type /Pages", 0),
])
def test_pdf_pages_count_page_objects_not_the_page_tree(data, pages):
    assert pictures.pdf_pages(data) == pages


@pytest.mark.slow  # every build runs them (dist-check, the .deb, Windows)
def test_every_negative_control_of_the_self_test_is_caught(window, qapp, tmp_path):
    """Run in every packaged build's self-test (under Wine too), after the checks themselves
    left each view at its check's parameters (a control that set them again drew nothing new
    and passed, frozen): each breakage fails the check meant to see it, and the patched code
    is restored afterwards."""
    for check in (pictures.window_heatmap, pictures.window_similarity_matrix, pictures.window_rope_table):
        check(qapp, window)
    apply, crisp = HeatmapView.apply, export.paint.crisp_images
    for name, control in pictures.negative_controls(qapp, window, tmp_path):
        assert " caught: " in control(), name
    assert (HeatmapView.apply, export.paint.crisp_images) == (apply, crisp)


@pytest.mark.parametrize("blind, control", [
    ("window_heatmap", "a heatmap never drawn"), ("exported_heatmap", "exports painted in one colour"),
    ("_check_svg_heatmap", "exports painted in one colour"), ("_check_pdf_heatmap", "exports painted in one colour"),
    ("exported_curve", "a curve one position off"), ("report_pages", "a report short of a page"),
    ("window_similarity_matrix", "a similarity matrix one row off"),
    ("window_rope_table", "a RoPE table one row off")])
def test_a_check_that_sees_nothing_fails_its_negative_control(window, qapp, tmp_path, monkeypatch, blind,
                                                              control):
    """A picture check made blind (it passes whatever it is shown) makes its control fail."""
    monkeypatch.setattr(pictures, blind, lambda *args: "looks fine")
    run = dict(pictures.negative_controls(qapp, window, tmp_path))[control]
    with pytest.raises(AssertionError, match="passed the check that should catch it"):
        run()
