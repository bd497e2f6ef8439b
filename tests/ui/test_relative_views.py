"""The relative family in the window: T5's buckets and biases, Shaw's clipped distances,
Transformer-XL's terms, xPos's envelope and NoPE's weights in the Scheme view, the All schemes
grid, the Distance decay lines, a T5 folder opened, the F1 section of the scheme chosen, and
each scheme exported at the figure presets from the command line. Values are held against
the formulas written out here (tests/core holds the per-element references)."""
import math

import numpy as np
import pytest
from PySide6.QtGui import QImage

from pe_desktop.core import relative
from tests.helpers import run_cli, show_tab, wait_current
from tests.shaped_models import shaped_folder
from tests.ui.test_scheme_view import drawn, hover, set_value

RELATIVE = ("t5", "shaw", "transformer-xl", "xpos", "nope")


def xpos_envelope(delta, head_dim=128, base=10_000.0, gamma=512.0):
    """meanᵢ ζᵢ^(δ/γ)·cos(θᵢ δ), ζᵢ = (2i/d + 0.4)/1.4, θᵢ = base^(−2i/d) (Sun et al. 2022)."""
    pairs = range(head_dim // 2)
    return math.fsum(((2 * i / head_dim + 0.4) / 1.4) ** (delta / gamma)
                     * math.cos(delta * base ** (-2 * i / head_dim)) for i in pairs) / len(pairs)


def test_t5_buckets_by_hand_and_live_switching(window, qtbot):
    """T5's defaults (32 buckets to 128, bidirectional): 16 a direction, 8 of them exact; past
    that 8 + ⌊2·log₂(n/8)⌋ … (worked out: n = 10 → 8, 20 → 10, 50 → 13, 100 → 15), keys after
    the query 16 higher."""
    show_tab(window, qtbot, "Scheme")
    view = window.views["scheme"]
    set_value(window, qtbot, "scheme", "t5")
    set_value(window, qtbot, "seq_len", 120)
    image = drawn(view)
    assert image.shape == (120, 120) and not view.tile.averaged
    for i, j, bucket in ((5, 5, 0), (9, 5, 4), (5, 9, 20), (30, 20, 8), (40, 20, 10), (70, 20, 13),
                         (110, 10, 15), (0, 20, 26), (0, 119, 31), (119, 0, 15)):
        assert image[i, j] == bucket, (i, j)
    assert not view.panel.hatch.isVisible()  # bidirectional: nothing masked
    assert "32 buckets" in view.plot.titleLabel.text or "32" in view.plot.titleLabel.text
    set_value(window, qtbot, "t5_bidirectional", False)
    image = drawn(view)
    assert np.isnan(image[np.triu_indices(120, 1)]).all()
    # causal: 32 buckets one way, 16 exact; n = 20 → 16 + ⌊ln(20/16)/ln(128/16)·16⌋ = 16 + ⌊1.72⌋
    assert image[40, 20] == 17
    assert view.panel.hatch.isVisible() and view.panel.mask_label.isVisible()


def test_shaw_and_nope_are_their_formulas(window, qtbot):
    show_tab(window, qtbot, "Scheme")
    view = window.views["scheme"]
    set_value(window, qtbot, "scheme", "shaw")
    set_value(window, qtbot, "shaw_k", 5)
    i, j = np.mgrid[0:50, 0:50]
    np.testing.assert_array_equal(drawn(view), np.clip(j - i, -5, 5))
    assert not view.panel.hatch.isVisible()
    set_value(window, qtbot, "scheme", "nope")
    image = drawn(view)
    below = j <= i
    np.testing.assert_allclose(image[below], (1.0 / (i + 1))[below], rtol=1e-7)
    assert np.isnan(image[~below]).all()
    assert view.panel.hatch.isVisible()
    # the note's "i < 6" is text, not the start of a tag that cut the rest of the line
    assert "the queries i < 6 all take the darkest" in view.readout.item.toPlainText()
    text = hover(window, view, 3.5, 9.5)
    assert "9" in text and "3" in text


def test_xpos_map_is_its_envelope_and_transformer_xl_its_four_terms(window, qtbot):
    show_tab(window, qtbot, "Scheme")
    view = window.views["scheme"]
    set_value(window, qtbot, "scheme", "xpos")
    set_value(window, qtbot, "head_dim", 16)
    image = drawn(view)
    for i, j in ((0, 0), (9, 2), (49, 0), (30, 29)):
        assert image[i, j] == pytest.approx(xpos_envelope(i - j, 16), abs=2e-6)
    assert np.isnan(image[2, 9])
    set_value(window, qtbot, "scheme", "transformer-xl")
    terms = {}
    for term in ("content", "content-position", "content-bias", "position-bias", "total"):
        set_value(window, qtbot, "txl_term", term)
        terms[term] = drawn(view).astype(np.float64)
    below = np.tril(np.ones((50, 50), dtype=bool))
    parts = sum(terms[t] for t in ("content", "content-position", "content-bias", "position-bias"))
    np.testing.assert_allclose(terms["total"][below], parts[below], atol=1e-4)
    for flat in ("content", "content-bias"):  # one q, one k: no position in (a) or (c)
        assert np.ptp(terms[flat][below]) < 1e-5
    for relative_term in ("content-position", "position-bias"):  # a function of i − j alone
        t = terms[relative_term]
        for d in (0, 3, 17):
            diagonal = np.diagonal(t, -d)
            assert np.ptp(diagonal) < 1e-5 * max(1.0, np.abs(diagonal).max())
        assert np.ptp(t[below]) > 1e-3  # and it does vary with the distance
    assert np.isnan(terms["total"][~below]).all()


def test_a_t5_folder_opens_with_its_trained_biases(window, qtbot, tmp_path):
    folder = shaped_folder("t5-small", tmp_path / "t5")
    window.open_model(str(folder))
    wait_current(qtbot, window)
    p = window.panel.params()
    assert (p.scheme, p.t5_values, p.n_heads) == ("t5", "bias", 8)
    show_tab(window, qtbot, "Scheme")
    view = window.views["scheme"]
    set_value(window, qtbot, "seq_len", 40)
    set_value(window, qtbot, "head", 3)
    rng = np.random.default_rng(5)
    table = rng.normal(0.0, 2.0, (32, 8)).astype(np.float32)  # the shaped folder's encoder draw
    buckets = relative.t5_bucket(np.subtract.outer(np.arange(40), np.arange(40)).T, True, 32, 128)
    np.testing.assert_array_equal(drawn(view), table[buckets, 3])
    assert "untrained" not in view.plot.titleLabel.text


def test_all_schemes_shows_nine_plots_in_a_three_by_three_grid(window, qtbot):
    show_tab(window, qtbot, "All schemes")
    view = window.views["schemes"]
    assert [t.scheme for t in view.tiles] == ["sinusoidal", "learned", "rope", "alibi", *RELATIVE]
    layout = view.graphics.ci.layout
    cells = {}
    for scheme, panel in view.panels.items():
        for r in range(layout.rowCount()):
            for c in range(layout.columnCount()):
                if layout.itemAt(r, c) is panel.plot:
                    cells[scheme] = (r, c)
    columns = 1 if view.narrow else 3  # a narrow page: one a row
    assert cells == {scheme: divmod(k, columns) for k, scheme in enumerate(view.panels)}
    view.arrange(False)
    assert view.cell_of("rope") == (0, 2) and view.cell_of("nope") == (2, 2)
    for t in view.tiles:
        assert t.values is not None and np.isfinite(t.values).any(), t.scheme
    titles = {s: view.panels[s].plot.titleLabel.text for s in RELATIVE}
    assert "±16" in titles["shaw"] and "γ 512" in titles["xpos"] and "NoPE" in titles["nope"]


def test_distance_decay_has_the_relative_lines(window, qtbot):
    show_tab(window, qtbot, "Distance decay")
    view = window.views["distance-decay"]
    set_value(window, qtbot, "head_dim", 16)
    np.testing.assert_allclose(view.curves["xpos"].yData, [xpos_envelope(d, 16) for d in range(50)],
                               atol=1e-12)
    t5 = view.logit_curves["t5"].yData
    assert t5.shape == (50,) and np.isfinite(t5).all()
    buckets = relative.t5_bucket(-np.arange(50), True, 32, 128)
    for d in range(1, 50):  # one bias per bucket: equal where the buckets are
        if buckets[d] == buckets[d - 1]:
            assert t5[d] == t5[d - 1]
    assert np.isfinite(view.logit_curves["transformer-xl"].yData).all()
    assert view.shaw_line.isVisible() and view.shaw_line.value() == 16
    text = view.readout.item.toPlainText()
    assert "NoPE" in text and "T5 bias of head 0" in text


def test_f1_shows_the_chosen_schemes_section(window, qtbot):
    show_tab(window, qtbot, "Scheme")
    window.explain_action.trigger()  # F1
    set_value(window, qtbot, "scheme", "shaw")
    assert "2k + 1" in window.explanation.toPlainText()
    set_value(window, qtbot, "scheme", "xpos")
    page = window.explanation.toPlainText()
    assert "2k + 1" not in page and "Length-Extrapolatable" in page


@pytest.mark.parametrize("scheme", RELATIVE)
def test_each_exports_at_the_figure_presets_and_as_data(tmp_path, scheme):
    for preset in ("column", "slide"):
        png = tmp_path / f"{scheme}-{preset}.png"
        result = run_cli("export", "--view", "scheme", "--scheme", scheme, "--size", preset,
                         "--out", str(png))
        assert result.returncode == 0, result.stderr
        assert not QImage(str(png)).isNull()
    csv_path = tmp_path / f"{scheme}.csv"
    result = run_cli("export", "--view", "scheme", "--scheme", scheme, "--seq-len", "20",
                     "--out", str(csv_path))
    assert result.returncode == 0, result.stderr
    rows = csv_path.read_text().splitlines()
    assert len(rows) == 21 and rows[0].split(",")[0] == "position"
    if scheme == "shaw":  # clip(j − i, −16, 16): row 0 is 0, 1, …, 16, 16, 16
        assert [float(x) for x in rows[1].split(",")[1:]] == [min(j, 16) for j in range(20)]
