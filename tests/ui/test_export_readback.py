"""Exports read back against the formulas (#36): the similarity curve's drawn points through
three renderers, the SVG's heatmap image (its size in cells, its place on the page, its
pixels), the PDF's heatmap image (lossless, its pixels), the export dialog's preview, and
negative controls for each reader, so a flat, shifted or misplaced picture fails."""
import math
import shutil
import subprocess

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage

from pe_desktop import readback
from pe_desktop.core.figure import FigureOptions, FigureRecord
from pe_desktop.core.params import Params
from pe_desktop.ui import export
from pe_desktop.ui.colormaps import colormap
from pe_desktop.ui.style import LIGHT
from pe_desktop.ui.views.similarity_view import SimilarityView
from tests import reference as ref

needs_tools = pytest.mark.skipif(shutil.which("rsvg-convert") is None or shutil.which("pdftoppm") is None,
                                 reason="librsvg2-bin and poppler-utils are installed by make test")

CURVE = QColor(LIGHT.similarity)
CURVE_RGB = (CURVE.red(), CURVE.green(), CURVE.blue())
RDBU = colormap("RdBu").getLookupTable(nPts=256, alpha=False)
ONE_STEP = 2 / 255 + 1e-9  # a colour-map step, and the rounding of a value to it


def dots(params: Params) -> np.ndarray:
    """PE(ref)·PE(p) over the shown positions, written out with math (tests/reference)."""
    return np.array([ref.dot(params.ref_pos, p, params.d_model, params.base)
                     for p in range(params.offset, params.offset + params.seq_len)])


def table(params: Params) -> np.ndarray:
    return ref.pe_table(range(params.offset, params.offset + params.seq_len), params.d_model, params.base)


CURVES = {
    "defaults at 24": Params(d_model=16, seq_len=24, ref_pos=5),
    "offset, base, 40 positions": Params(d_model=64, seq_len=40, offset=100, ref_pos=110, base=500.0),
}


def rendered(path, tmp_path):
    """The picture of an exported file as a QImage: PNG as is, SVG through rsvg-convert, PDF
    through pdftoppm at 96 DPI."""
    if path.suffix == ".png":
        return QImage(str(path))
    out = tmp_path / f"{path.stem}-{path.suffix[1:]}.png"
    if path.suffix == ".svg":
        subprocess.run(["rsvg-convert", "-b", "white", str(path), "-o", str(out)], check=True)
    else:
        subprocess.run(["pdftoppm", "-r", "96", "-png", "-singlefile", str(path), str(out.with_suffix(""))],
                       check=True)
    return QImage(str(out))


@needs_tools
@pytest.mark.parametrize("suffix", [".png", ".svg", ".pdf"])
@pytest.mark.parametrize("case", CURVES)
def test_an_exported_curve_passes_through_every_expected_point(qapp, tmp_path, case, suffix):
    params = CURVES[case]
    path = export.write_figure(FigureRecord("similarity", params, FigureOptions(900, 500, 96.0)),
                               tmp_path / f"s{suffix}")
    assert readback.check_curve(rendered(path, tmp_path), CURVE_RGB, dots(params)).startswith(
        f"{params.seq_len} points drawn where expected")


@pytest.mark.parametrize("wrong", ["reference + 1", "another base", "drawn one position off", "flat"])
def test_a_wrong_curve_is_caught(qapp, tmp_path, monkeypatch, wrong):
    """Negative controls: the figure of other parameters, and a curve drawn shifted or flat
    by the view itself, against the points the parameters ask for."""
    params = CURVES["defaults at 24"]
    drawn_params = {"reference + 1": params.replace(ref_pos=6), "another base": params.replace(base=5000.0)}
    drawn = SimilarityView.apply
    breakage = {"drawn one position off": lambda c: np.roll(c, 1), "flat": lambda c: np.full_like(c, c.mean())}
    if wrong in breakage:
        from dataclasses import replace

        monkeypatch.setattr(SimilarityView, "apply", lambda self, request, curve: drawn(
            self, request, replace(curve, mean=breakage[wrong](curve.mean))))
    path = export.write_figure(FigureRecord("similarity", drawn_params.get(wrong, params),
                                            FigureOptions(900, 500, 96.0)), tmp_path / "s.png")
    with pytest.raises(AssertionError, match="the curve is not the expected one"):
        readback.check_curve(QImage(str(path)), CURVE_RGB, dots(params))


def test_the_curve_reader_needs_the_curve_colour(qapp, tmp_path):
    """A picture without the curve's colour (drawn in another) has no curve to read."""
    path = export.write_figure(FigureRecord("similarity", CURVES["defaults at 24"], FigureOptions(900, 500, 96.0)),
                               tmp_path / "s.png")
    with pytest.raises(AssertionError, match="it spans 0 of 500 pixel rows"):
        readback.check_curve(QImage(str(path)), (0, 200, 0), dots(CURVES["defaults at 24"]))


HEAT = Params(d_model=16, seq_len=24, offset=3)
HEAT_OPTIONS = FigureOptions(900, 700, 96.0)


@pytest.mark.slow
def test_the_svg_heatmap_is_one_image_of_its_cells_where_the_png_draws_it(qapp, tmp_path):
    """One user unit a cell (16 × 24), inside the page, left of its 1 × 256 colour bar, at
    the place the PNG of the same record draws its plot (to a pixel), and its own pixels are
    the table within a colour-map step."""
    record = FigureRecord("heatmap", HEAT, HEAT_OPTIONS)
    data = export.write_figure(record, tmp_path / "h.svg").read_bytes()
    bar, heat = sorted(readback.svg_images(data), key=lambda i: i.cells[0] * i.cells[1])
    assert heat.cells == (16, 24) and bar.cells == (1, 256)
    left, top, right, bottom = readback.svg_view_box(data)
    x0, y0, x1, y1 = heat.rect
    assert left < x0 < x1 < bar.rect[0] < bar.rect[2] < right and top <= y0 < y1 < bottom
    png = readback.pixels(QImage(str(export.write_figure(record, tmp_path / "h.png"))))
    scale = png.shape[1] / (right - left)
    box = readback.heatmap_box(png, RDBU)
    assert np.abs(np.array(box) - np.array(heat.rect) * scale).max() <= 1.5, (box, heat.rect)
    got = readback.cells_of(heat.pixels, RDBU, 24, 16)
    assert np.abs(got - table(HEAT)).max() <= ONE_STEP


def test_the_pdf_heatmap_is_stored_losslessly_and_holds_the_table(qapp, tmp_path):
    """Qt stores a painted image as JPEG unless told otherwise; its ringing moved cell
    colours by up to 30 levels at cell edges. Every image of a figure and of a report page
    is Flate-compressed, and the heatmap's pixels are the table within a step."""
    data = export.write_figure(FigureRecord("heatmap", HEAT, HEAT_OPTIONS), tmp_path / "h.pdf").read_bytes()
    images = readback.pdf_images(data)
    assert [i.filter for i in images] == ["FlateDecode", "FlateDecode"]
    heat = max(images, key=lambda i: i.pixels.size)
    assert np.abs(readback.cells_of(heat.pixels, RDBU, 24, 16) - table(HEAT)).max() <= ONE_STEP
    report = export.write_report(HEAT, tmp_path / "r.pdf", views=["heatmap", "similarity-matrix"]).read_bytes()
    assert {i.filter for i in readback.pdf_images(report)} == {"FlateDecode"}


@pytest.mark.parametrize("suffix", [".svg", ".pdf"])
@pytest.mark.parametrize("wrong", ["flat", "one position off", "transposed"])
def test_a_wrong_embedded_heatmap_is_caught(qapp, tmp_path, monkeypatch, suffix, wrong):
    """Negative controls for the embedded-image readers: painted flat, the table one
    position off, and the other orientation (its image is 24 × 16 cells, not 16 × 24)."""
    params = {"one position off": HEAT.replace(offset=4),
              "transposed": HEAT.replace(orientation="dimensions-vertical")}.get(wrong, HEAT)
    if wrong == "flat":
        crisp = export.paint.crisp_images

        def flat(view, device_per_layout):
            replaced = crisp(view, device_per_layout)
            for item, _old in replaced:
                item.qimage.fill(QColor("#92c5de"))
            return replaced

        monkeypatch.setattr(export.paint, "crisp_images", flat)
    data = export.write_figure(FigureRecord("heatmap", params, HEAT_OPTIONS), tmp_path / f"h{suffix}").read_bytes()
    if suffix == ".svg":
        heat = max(readback.svg_images(data), key=lambda i: i.cells[0] * i.cells[1])
        if wrong == "transposed":
            assert heat.cells == (24, 16)
            return
        values = heat.pixels
    else:
        values = max(readback.pdf_images(data), key=lambda i: i.pixels.size).pixels
    got = readback.cells_of(values, RDBU, 24, 16)
    assert np.abs(got - table(HEAT)).max() > 0.1


def test_the_export_dialog_preview_shows_the_table(window, qtbot):
    """The preview is the figure, small: its heatmap read back cell by cell; one position
    further on, the same reader sees the difference."""
    from pe_desktop.ui.export_dialog import ExportDialog

    window.panel.set_params(HEAT)
    qtbot.waitUntil(lambda: all(v.is_current() for v in window.visible_views()), timeout=20000)
    dialog = ExportDialog(window.current_record(), "/tmp", window)
    qtbot.addWidget(dialog)
    dialog.update_preview()
    preview = dialog.preview.pixmap().toImage()
    got = readback.decode_heatmap(preview, RDBU, 24, 16)
    assert np.abs(got - table(HEAT)).max() <= 0.02
    assert np.abs(got - table(HEAT.replace(offset=4))).max() > 0.1


def test_not_blank_refuses_a_picture_of_few_colours(qapp):
    """The colour count the self-test reports: a flat picture and one of 8 colours fail,
    a gradient passes."""
    flat = QImage(200, 100, QImage.Format.Format_RGB32)
    flat.fill(QColor("#ffffff"))
    with pytest.raises(AssertionError, match="only 1 colours"):
        readback.not_blank(flat)
    stripes = np.repeat(np.arange(8, dtype=np.uint8) * 30, 25)[None, :, None].repeat(100, 0).repeat(3, 2)
    image = QImage(np.ascontiguousarray(stripes).data, 200, 100, 600, QImage.Format.Format_RGB888).copy()
    with pytest.raises(AssertionError, match="only 8 colours"):
        readback.not_blank(image)
    ramp = (np.arange(200) * 255 // 199).astype(np.uint8)[None, :, None].repeat(100, 0).repeat(3, 2)
    image = QImage(np.ascontiguousarray(ramp).data, 200, 100, 600, QImage.Format.Format_RGB888).copy()
    assert readback.not_blank(image) > 8


def test_the_pdf_reader_resolves_lengths_and_refuses_unknown_filters():
    """A Flate image whose /Length is an indirect object, a grey one, and an unknown filter."""
    rgb = np.arange(2 * 3 * 3, dtype=np.uint8)
    stream = __import__("zlib").compress(rgb.tobytes())
    data = (b"%PDF-1.4\n5 0 obj\n<<\n/Type /XObject\n/Subtype /Image\n/Width 3\n/Height 2\n"
            b"/BitsPerComponent 8\n/ColorSpace /DeviceRGB\n/Length 6 0 R\n/Filter /FlateDecode\n>>\nstream\n"
            + stream + b"\nendstream\nendobj\n6 0 obj\n" + str(len(stream)).encode() + b"\nendobj\n")
    (image,) = readback.pdf_images(data)
    assert image.filter == "FlateDecode" and np.array_equal(image.pixels, rgb.reshape(2, 3, 3))
    with pytest.raises(AssertionError, match="the filter LZWDecode"):
        readback.pdf_images(data.replace(b"/FlateDecode", b"/LZWDecode"))
    assert math.isclose(len(readback.pdf_images(b"%PDF-1.4 no images")), 0)


# ColorBrewer's 11-class RdBu, written out here: −1 is its darkest red, +1 its darkest blue.
BREWER_RDBU = ["#67001f", "#b2182b", "#d6604d", "#f4a582", "#fddbc7", "#f7f7f7", "#d1e5f0", "#92c5de",
               "#4393c3", "#2166ac", "#053061"]


def brewer_lut(points: int = 256) -> np.ndarray:
    stops = np.array([[int(c[i:i + 2], 16) for i in (1, 3, 5)] for c in BREWER_RDBU], float)
    where = np.linspace(0, 1, points)
    return np.rint(np.column_stack([np.interp(where, np.linspace(0, 1, 11), stops[:, k])
                                    for k in range(3)])).astype(np.uint8)


def test_the_heatmap_colours_are_colorbrewers_rdbu_with_blue_for_plus_one(qapp, tmp_path):
    """Read back through the colour map written out here (not the app's): a map reversed or
    replaced reads every cell with the wrong sign."""
    path = export.write_figure(FigureRecord("heatmap", HEAT, HEAT_OPTIONS), tmp_path / "h.png")
    got = readback.decode_heatmap(QImage(str(path)), brewer_lut(), 24, 16)
    assert np.abs(got - table(HEAT)).max() <= 0.03
