"""The scheme selector in the window: each scheme's heatmap against the formulas written here
(tests/core/test_schemes.py and test_alibi.py hold the per-element references), live
switching, hover, missing rows, errors and the command-line export."""
import csv
import math

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from tests import reference as ref
from tests.core.test_alibi import get_slopes
from tests.core.test_schemes import rope_cell
from tests.helpers import run_cli, show_tab, wait_current


def set_value(window, qtbot, name, value):
    editor = window.panel.editors[name]
    if isinstance(value, bool):  # a check box
        editor.setChecked(value)
    elif hasattr(editor, "setCurrentText"):
        editor.setCurrentIndex(editor.findData(value))  # by key
    elif hasattr(editor, "setText"):
        editor.setText(value)
    else:
        editor.setValue(value)
    wait_current(qtbot, window)


def hover(window, view, x, y, plot=None):
    vb = (plot or view.plot).getViewBox()
    view.graphics.scene().sigMouseMoved.emit(vb.mapViewToScene(QPointF(x, y)))
    return window.hover_label.text()


def drawn(view):
    """The image on screen, as given to setImage (rows: positions)."""
    return view.panel.image.image


def test_every_scheme_draws_its_formula_and_switches_live(window, qtbot):
    show_tab(window, qtbot, "Scheme")
    view = window.views["scheme"]
    assert view.isVisible()
    assert "Table size" in [window.panel.view_form.itemAt(i, window.panel.view_form.ItemRole.LabelRole).widget().text()
                            for i in range(window.panel.view_form.rowCount())]
    # sinusoidal (the default): 50 positions × 128 dims, every cell exact
    assert view.tile.scheme == "sinusoidal" and not view.tile.averaged
    np.testing.assert_allclose(drawn(view), ref.pe_table(range(50), 128), atol=2e-6)

    set_value(window, qtbot, "scheme", "rope")
    assert view.tile.scheme == "rope"
    want = np.array([[rope_cell(m, j, 128, 10000.0, "rotate_half") for j in range(128)] for m in range(50)])
    np.testing.assert_allclose(drawn(view), want, atol=2e-6)
    assert view.plot.titleLabel.text.endswith("pairs i, i + d/2 (HF)")
    set_value(window, qtbot, "pairing", "interleaved")
    want = np.array([[rope_cell(m, j, 128, 10000.0, "interleaved") for j in range(128)] for m in range(50)])
    np.testing.assert_allclose(drawn(view), want, atol=2e-6)

    set_value(window, qtbot, "scheme", "alibi")
    set_value(window, qtbot, "n_heads", 12)
    set_value(window, qtbot, "head", 9)
    image = drawn(view)
    m = get_slopes(12)[9]
    assert image.shape == (50, 50)
    for i in range(50):
        for j in range(50):
            if j > i:
                assert math.isnan(image[i, j])
            else:
                assert image[i, j] == pytest.approx(-m * (i - j), rel=1e-6, abs=1e-6)
    assert view.panel.mask_label.isVisible() and view.panel.hatch.isVisible()
    assert "head 9 of 12" in view.plot.titleLabel.text

    set_value(window, qtbot, "scheme", "learned")
    set_value(window, qtbot, "table_size", 30)
    image = drawn(view)
    assert not np.isnan(image[:30]).any() and np.isnan(image[30:]).all()
    assert np.abs(image[:30]).max() <= 0.04 + 1e-7  # BERT: truncated at ±2σ
    assert "untrained initialisation (BERT: truncated normal σ=0.02" in view.plot.titleLabel.text
    assert view.panel.end_line.isVisible() and view.panel.end_line.value() == 30
    assert "no row past position 29" in view.panel.end_line.label.toPlainText()
    assert "no row past position 29" in view.readout.item.toPlainText()


def test_hover_gives_exact_values(window, qtbot):
    show_tab(window, qtbot, "Scheme")
    view = window.views["scheme"]
    text = hover(window, view, 12.5, 7.5)  # dimension 12, position 7
    assert f"PE = {ref.pe(7, 12, 128):+.9f}" in text
    set_value(window, qtbot, "scheme", "alibi")
    text = hover(window, view, 3.5, 10.5)  # key 3, query 10
    assert f"bias −m·(i−j) = {-get_slopes(8)[0] * 7:.9g}" in text
    assert "masked" in hover(window, view, 10.5, 3.5)
    set_value(window, qtbot, "scheme", "learned")
    set_value(window, qtbot, "table_size", 20)
    assert "no row past position 19" in hover(window, view, 5.5, 30.5)


def test_large_sizes_are_binned_and_say_so(window, qtbot):
    show_tab(window, qtbot, "Scheme")
    view = window.views["scheme"]
    set_value(window, qtbot, "scheme", "alibi")
    set_value(window, qtbot, "seq_len", 131_072)
    tile = view.tile
    w, h = view.panel.pixels(view.devicePixelRatioF() or 1.0)
    assert tile.values.shape[0] <= h and tile.values.shape[1] <= w
    assert "averaged" in view.summary and "unmasked" in view.summary
    # block means: the first row of blocks against the per-cell mean of −m·(i−j) over j ≤ i
    q, k = tile.positions, tile.cols
    i = np.arange(q.start, q.start + q.size)[:, None]
    j = np.arange(k.start, k.start + k.size)[None, :]
    assert tile.values[0, 0] == pytest.approx(np.mean((-0.5 * (i - j))[j <= i]), rel=1e-6)
    set_value(window, qtbot, "scheme", "rope")
    assert view.tile.values.shape[0] <= h and "averaged" in view.summary


def test_a_bad_table_file_is_reported_not_raised(window, qtbot, tmp_path):
    show_tab(window, qtbot, "Scheme")
    view = window.views["scheme"]
    bad = tmp_path / "bad.npy"
    np.save(bad, np.array([[1.0, np.nan]]))
    set_value(window, qtbot, "scheme", "learned")
    set_value(window, qtbot, "table_file", str(bad))
    assert "NaN at row 0, column 1" in view.readout.item.toPlainText()
    assert "NaN" in view.summary
    good = tmp_path / "good.npy"
    np.save(good, np.arange(40, dtype=np.float64).reshape(10, 4) / 40)
    set_value(window, qtbot, "table_file", str(good))
    image = drawn(view)
    np.testing.assert_allclose(image[:10], np.arange(40).reshape(10, 4) / 40, atol=1e-7)
    assert np.isnan(image[10:]).all()
    assert "good.npy" in view.plot.titleLabel.text
    assert "4 wide, not d_model 128" in view.readout.item.toPlainText()


@pytest.mark.parametrize("scheme", ["sinusoidal", "learned", "rope", "alibi"])
def test_cli_exports_each_scheme(tmp_path, scheme):
    png = tmp_path / f"{scheme}.png"
    result = run_cli("export", "--view", "scheme", "--scheme", scheme, "--out", str(png), "--width", "900", "--height", "500")
    assert result.returncode == 0, result.stderr
    img = QImage(str(png))
    assert (img.width(), img.height()) == (900, 500)
    assert len({img.pixel(x, y) for x in range(0, 900, 5) for y in range(0, 500, 5)}) > 20
    out = tmp_path / f"{scheme}.csv"
    result = run_cli("export", "--view", "scheme", "--scheme", scheme, "--out", str(out), "--seq-len", "40", "--d-model", "16")
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(out.read_text().splitlines()))
    assert rows[0][0] == "position" and len(rows) == 41
    if scheme == "sinusoidal":
        assert float(rows[1 + 7][1 + 3]) == pytest.approx(ref.pe(7, 3, 16), abs=1e-15)
    if scheme == "rope":
        assert float(rows[1 + 7][1 + 70]) == pytest.approx(rope_cell(7, 70, 128, 10000.0, "rotate_half"), abs=1e-15)
    if scheme == "alibi":
        assert float(rows[1 + 7][1 + 2]) == pytest.approx(-0.5 * 5) and rows[1 + 2][1 + 7] == "nan"
    if scheme == "learned":
        values = np.array(rows[1:], dtype=float)[:, 1:]
        assert values.shape == (40, 16) and np.abs(values).max() <= 0.04


def test_cli_refuses_rows_past_the_table(tmp_path):
    out = tmp_path / "t.csv"
    result = run_cli("export", "--view", "scheme", "--scheme", "learned", "--out", str(out), "--seq-len", "600")
    assert result.returncode == 2  # what was asked cannot be done (README, "Exit status")
    assert "no row past position 511" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and not out.exists()
    result = run_cli("export", "--view", "scheme", "--scheme", "sinusoidal", "--out", str(tmp_path / "h.npy"),
                 "--seq-len", "1000000", "--d-model", "4096")
    assert result.returncode == 2 and "limited to 100,000,000 values" in result.stderr


@pytest.mark.parametrize("name,neutral,strongest", [("RdBu", "#f7f7f7", "#67001f"),
                                                     ("coolwarm", "#dddddd", "#3b4cc0")])
def test_alibi_uses_the_whole_colour_scale(window, qtbot, name, neutral, strongest):
    """ALiBi's biases are never positive: a diverging map at ±max left its positive half
    unused. The negative half of the chosen map, from the largest penalty to 0."""
    show_tab(window, qtbot, "Scheme")
    set_value(window, qtbot, "colormap", name)
    set_value(window, qtbot, "scheme", "alibi")
    bar = window.views["scheme"].panel.colorbar
    lo, hi = bar.levels()
    assert hi == 0.0 and lo == pytest.approx(-0.5 * 49)  # head 0 of 8: m = 1/2, 50 positions
    colours = [c.name() for c in bar.colorMap().getColors(mode="qcolor")]
    assert colours[0] == strongest and colours[-1] == neutral
    set_value(window, qtbot, "scheme", "sinusoidal")  # two-signed again: the whole map
    assert window.views["scheme"].panel.colorbar.levels() == (-1.0, 1.0)
    assert len(window.views["scheme"].panel.colorbar.colorMap().getColors()) == {"RdBu": 11, "coolwarm": 5}[name]
