"""The distance-decay view against the formulas written per element here."""
import csv
import math

import numpy as np
import pytest
from PySide6.QtGui import QImage

from tests import reference as ref
from tests.core.test_alibi import get_slopes
from tests.core.test_schemes import hf_inv_freq
from tests.helpers import run_cli, show_tab
from tests.ui.layout_check import data_points_under
from tests.ui.test_scheme_view import hover, set_value


def rope_expected(delta, dim=128, base=10000.0):
    inv = hf_inv_freq(base, dim)
    return math.fsum(math.cos(delta * t) for t in inv) / len(inv)


def test_curves_at_every_distance(window, qtbot):
    show_tab(window, qtbot, "Distance decay")
    view = window.views["distance-decay"]
    set_value(window, qtbot, "d_model", 32)
    set_value(window, qtbot, "table_size", 20)
    set_value(window, qtbot, "n_heads", 6)
    x = view.curves["sinusoidal"].xData
    assert list(x) == list(range(50))  # every δ = 0 … seq_len − 1, exact
    np.testing.assert_allclose(view.curves["sinusoidal"].yData, [ref.dot(3, 3 + d, 32) / 16 for d in range(50)],
                               atol=1e-12)
    np.testing.assert_allclose(view.curves["rope"].yData, [rope_expected(d) for d in range(50)], atol=1e-12)
    learned = view.curves["learned"].yData
    assert learned[0] == pytest.approx(1.0) and np.isnan(learned[20:]).all() and not np.isnan(learned[:20]).any()
    assert len(view.head_curves) == 6
    for h, m in enumerate(get_slopes(6)):
        np.testing.assert_allclose(view.head_curves[h].yData, [-m * d for d in range(50)], rtol=1e-13)
    assert view.end_line.isVisible() and view.end_line.value() == 20
    assert "no two rows are 20 or more apart" in view.end_line.label.toPlainText()
    text = view.readout.item.toPlainText()
    assert "6 heads" in text and "h0 m=1/4" in text and "every point exact" in text
    assert view.bias_plot.getAxis("left").labelText == "logit units"
    assert "δ = 10" in hover(window, view, 10.2, 0.5)
    assert f"RoPE {rope_expected(10):.9g}" in hover(window, view, 10.2, 0.5)


def test_large_range_is_binned_to_pixels(window, qtbot):
    show_tab(window, qtbot, "Distance decay")
    view = window.views["distance-decay"]
    set_value(window, qtbot, "seq_len", 131_072)
    w, _ = view.pixels()
    x = view.curves["rope"].xData
    assert len(x) <= w
    assert "averaged: each point is the exact mean" in view.summary
    size = view.result.distances.size
    # the second point: the exact mean of the expected score over its bin of distances
    want = np.mean([rope_expected(d) for d in range(size, 2 * size)])
    assert view.curves["rope"].yData[1] == pytest.approx(want, abs=1e-12)


def test_cli_exports(tmp_path):
    png = tmp_path / "d.png"
    result = run_cli("export", "--view", "distance-decay", "--out",
                     str(png), "--width", "900", "--height", "600")
    assert result.returncode == 0, result.stderr
    assert QImage(str(png)).width() == 900
    out = tmp_path / "d.csv"
    result = run_cli("export", "--view", "distance-decay", "--out",
                     str(out), "--seq-len", "600", "--n-heads", "8")
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(out.read_text().splitlines()))
    assert rows[0][:4] == ["distance", "sinusoidal", "rope_expected", "learned_mean_cosine"]
    assert len(rows[0]) == 4 + 8 + 3 and len(rows) == 601
    assert rows[0][-3:] == ["t5_bias_h0", "xpos_envelope", "transformer_xl_position_terms"]
    assert float(rows[1 + 7][1]) == pytest.approx(ref.dot(0, 7, 128) / 64, abs=1e-12)
    assert float(rows[1 + 7][2]) == pytest.approx(rope_expected(7), abs=1e-12)
    assert rows[1 + 550][3] == "nan" and rows[1 + 7][3] != "nan"
    assert float(rows[1 + 7][4 + 7]) == pytest.approx(-7 / 256)


def test_distances_past_the_learned_table_draw_no_learned_markers(window, qtbot):
    """Zoomed to distances the table does not reach: the learned curve has no value at all
    there, and the view draws nothing for it instead of markers without bounds."""
    show_tab(window, qtbot, "Distance decay")
    view = window.views["distance-decay"]
    set_value(window, qtbot, "table_size", 10)
    view.set_view_range(((30.0, 45.0), (-0.5, 1.0)))
    qtbot.waitUntil(view.is_current, timeout=20000)
    assert view.result.distances.start >= 10 and np.isnan(view.result.curves["learned"]).all()
    assert len(view.curves["learned"].xData or []) == 0
    assert len(view.curves["sinusoidal"].xData) > 0
    window.grab()  # painting must not warn (warnings are errors here)


def test_heads_changed_while_hidden_are_configured_before_a_resize_draws(window, qtbot):
    """A tab shown again after its ALiBi heads fell from 12 to 8 and the window was resized: its
    first resize asks for a picture before showEvent has configured the heads."""
    window.resize(1280, 800)
    show_tab(window, qtbot, "Distance decay")
    set_value(window, qtbot, "n_heads", 12)
    show_tab(window, qtbot, "Encoding")
    set_value(window, qtbot, "n_heads", 8)
    window.resize(1000, 700)
    qtbot.wait(50)
    show_tab(window, qtbot, "Distance decay")  # an exception in a slot fails the test
    view = window.views["distance-decay"]
    assert len(view.head_curves) == 8


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 800)])
def test_the_shaw_label_leaves_the_learned_line_visible(window, qtbot, size):
    """In the window "Shaw k = 16: farther keys share one vector" stood beside its vertical
    line at the height of the learned table's line (≈ 0 from δ = 1 on) and hid 12 of the
    plot's points at 1600×1000, 16 at 1280×800; a vertical marker line's label goes where it
    hides none, as a horizontal one's."""
    window.resize(*size)
    show_tab(window, qtbot, "Distance decay")
    view = window.views["distance-decay"]
    qtbot.waitUntil(view.layout_settled)
    line = view.shaw_line
    assert line.isVisible() and line.label.isVisible() and "farther keys" in line.label.toPlainText()
    vb = view.plot.getViewBox()
    box = line.label.sceneBoundingRect()
    assert vb.sceneBoundingRect().contains(box)  # wholly in its plot
    assert data_points_under(vb, box) == 0
