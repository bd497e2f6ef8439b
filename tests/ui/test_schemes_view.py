"""The small multiples: nine heatmaps at the same parameters, positions kept in step."""
import math

import numpy as np
import pytest
from PySide6.QtGui import QImage

from tests import reference as ref
from tests.core.test_alibi import get_slopes
from tests.core.test_schemes import rope_cell
from tests.helpers import run_cli, show_tab, wait_current
from tests.ui.test_scheme_view import hover, set_value


@pytest.mark.long
def test_four_plots_each_with_its_formula(window, qtbot):
    show_tab(window, qtbot, "All schemes")
    view = window.views["schemes"]
    set_value(window, qtbot, "d_model", 16)
    set_value(window, qtbot, "head_dim", 8)
    set_value(window, qtbot, "table_size", 30)
    set_value(window, qtbot, "n_heads", 12)
    tiles = {t.scheme: t for t in view.tiles}
    assert set(tiles) == {"sinusoidal", "learned", "rope", "alibi", "t5", "shaw", "transformer-xl",
                          "xpos", "nope"}
    for t in tiles.values():
        assert not t.averaged
    np.testing.assert_allclose(tiles["sinusoidal"].values, ref.pe_table(range(50), 16), atol=2e-6)
    np.testing.assert_allclose(
        tiles["rope"].values, [[rope_cell(m, j, 8, 10000.0, "rotate_half") for j in range(8)] for m in range(50)],
        atol=2e-6)
    assert np.isnan(tiles["learned"].values[30:]).all() and not np.isnan(tiles["learned"].values[:30]).any()
    m0 = get_slopes(12)[0]  # head 0 whatever the Head parameter says
    a = tiles["alibi"].values
    assert a[9, 4] == pytest.approx(-m0 * 5) and math.isnan(a[4, 9])
    titles = [view.panels[s].plot.titleLabel.text for s in ("sinusoidal", "learned", "rope", "alibi")]
    assert "d_model 16" in titles[0] and "untrained" in titles[1] and "head 8" in titles[2]
    assert "head 0 of 12" in titles[3]
    assert "Sinusoidal" in view.readout.item.toPlainText()
    text = hover(window, view, 3.5, 9.5, plot=view.panels["alibi"].plot)
    assert text.startswith("ALiBi") and f"{-m0 * 6:.9g}" in text


def test_zooming_positions_in_one_plot_zooms_all(window, qtbot):
    show_tab(window, qtbot, "All schemes")
    view = window.views["schemes"]
    set_value(window, qtbot, "seq_len", 100_000)
    for t in view.tiles:
        assert t.averaged
        w, h = view.panels[t.scheme].pixels(view.devicePixelRatioF() or 1.0)
        assert t.values.shape[0] <= h and t.values.shape[1] <= w
    vb = view.panels["rope"].plot.getViewBox()
    vb.setYRange(1000, 1100, padding=0)
    vb.sigRangeChangedManually.emit([False, True])
    wait_current(qtbot, window)
    for t in view.tiles:
        assert 995 <= t.positions.start <= 1000 and 1100 <= t.positions.stop <= 1105, t


def test_cli_png(tmp_path):
    png = tmp_path / "s.png"
    result = run_cli("export", "--view", "schemes", "--out", str(png),
                     "--width", "1200", "--height", "800")
    assert result.returncode == 0, result.stderr
    img = QImage(str(png))
    assert (img.width(), img.height()) == (1200, 800)
    assert len({img.pixel(x, y) for x in range(0, 1200, 6) for y in range(0, 800, 6)}) > 40


def test_rope_title_names_the_choices_in_words(qapp):
    """The RoPE plot's title says the pairing and the scaling as the panel's combo boxes do,
    never their keys ("rotate_half", "dynamic-ntk")."""
    from pe_desktop.core.params import Params
    from pe_desktop.ui.views.schemes_view import short_title

    title = short_title(Params(pairing="rotate_half", scaling="dynamic-ntk", factor=4.0), "rope")
    assert title == "RoPE · θ 10,000 · head 128 · i, i + d/2 (HF) · Dynamic NTK ×4"
    title = short_title(Params(pairing="interleaved"), "rope")
    assert title == "RoPE · θ 10,000 · head 128 · 2i, 2i+1 (Meta)"
