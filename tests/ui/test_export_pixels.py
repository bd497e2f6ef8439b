"""Exported heatmaps read back cell by cell (#36): the PNG, the SVG through rsvg-convert and the
PDF through pdftoppm, decoded through the colour map and compared with the formula written out
in tests/reference.py — so a figure painted in one colour, transposed, shifted by a position,
or drawn with the other layout or colour map fails, where counting colours passed."""
import shutil
import subprocess

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage

from pe_desktop.core.figure import FigureOptions, FigureRecord
from pe_desktop.core.params import Params
from pe_desktop.readback import decode_heatmap
from pe_desktop.ui import export
from pe_desktop.ui.colormaps import colormap
from tests import reference as ref

needs_tools = pytest.mark.skipif(shutil.which("rsvg-convert") is None or shutil.which("pdftoppm") is None,
                                 reason="librsvg2-bin and poppler-utils are installed by make deps")


def expected(params: Params) -> np.ndarray:
    """The table as the heatmap shows it: rows from the top of the picture, columns from the
    left. Positions down (the default) or positions across with dimension 0 at the bottom;
    sin | cos layouts put every sine first (tests/reference's TensorFlow tutorial table)."""
    positions = range(params.offset, params.offset + params.seq_len)
    if params.layout == "interleaved":
        table = ref.pe_table(positions, params.d_model, params.base)
    else:
        table = ref.tf_tutorial_positional_encoding(params.offset + params.seq_len,
                                                    params.d_model)[params.offset:]
    return table if params.orientation == "positions-vertical" else table.T[::-1]


CASES = {
    "defaults": Params(d_model=16, seq_len=24, offset=3),
    "across, coolwarm": Params(d_model=12, seq_len=30, offset=1000, orientation="dimensions-vertical",
                               colormap="coolwarm"),
    "sin | cos": Params(d_model=16, seq_len=20, layout="concat-paper"),
}


def read_back(image: QImage, params: Params) -> np.ndarray:
    want = expected(params)
    lut = colormap(params.colormap).getLookupTable(nPts=256, alpha=False)
    return decode_heatmap(image, lut, *want.shape)


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES)
def test_an_exported_png_holds_the_table_cell_by_cell(qapp, tmp_path, case):
    params = CASES[case]
    path = export.write_figure(FigureRecord("heatmap", params, FigureOptions(900, 700, 96.0)),
                               tmp_path / "h.png")
    assert np.abs(read_back(QImage(str(path)), params) - expected(params)).max() <= 0.02


@pytest.mark.slow
@needs_tools
@pytest.mark.parametrize("case", ["defaults", "across, coolwarm"])
def test_svg_and_pdf_through_other_renderers_hold_the_table(qapp, tmp_path, case):
    params = CASES[case]
    record = FigureRecord("heatmap", params, FigureOptions(900, 700, 96.0))
    export.write_figure(record, tmp_path / "h.svg")
    export.write_figure(record, tmp_path / "h.pdf")
    subprocess.run(["rsvg-convert", "-b", "white", str(tmp_path / "h.svg"), "-o", str(tmp_path / "rsvg.png")],
                   check=True)
    subprocess.run(["pdftoppm", "-r", "96", "-png", "-singlefile", str(tmp_path / "h.pdf"),
                    str(tmp_path / "poppler")], check=True)
    for name in ("rsvg.png", "poppler.png"):
        got = read_back(QImage(str(tmp_path / name)), params)
        assert np.abs(got - expected(params)).max() <= 0.02, name


@pytest.mark.slow
def test_a_flat_transposed_or_shifted_export_is_caught(qapp, tmp_path, monkeypatch):
    """Negative controls: the same check on a heatmap drawn one position off, or with the
    other layout, and on one painted in a single colour."""
    params = CASES["defaults"]
    record = FigureRecord("heatmap", params, FigureOptions(900, 700, 96.0))
    want = expected(params)
    path = export.write_figure(FigureRecord("heatmap", params.replace(offset=4), record.options), tmp_path / "off.png")
    assert np.abs(read_back(QImage(str(path)), params) - want).max() > 0.1
    path = export.write_figure(FigureRecord("heatmap", params.replace(layout="concat-paper"),
                                                            record.options),
                               tmp_path / "layout.png")
    assert np.abs(read_back(QImage(str(path)), params) - want).max() > 0.1
    monkeypatch.setattr(export.paint, "crisp_images", _flat(export.crisp_images))
    path = export.write_figure(record, tmp_path / "flat.png")
    assert np.abs(read_back(QImage(str(path)), params) - want).max() > 0.1


def _flat(crisp):
    def flat(view, device_per_layout):
        replaced = crisp(view, device_per_layout)
        for item, _old in replaced:
            item.qimage.fill(QColor("#92c5de"))
        return replaced
    return flat
