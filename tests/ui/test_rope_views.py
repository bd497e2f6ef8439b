"""The RoPE views in the window and on the command line, checked against the reference
code in tests/core/test_rope.py (Hugging Face / Meta style), not against the app's core."""
import csv
import math

import numpy as np
import pytest
from PySide6.QtGui import QImage

from pe_desktop.core import rope
from pe_desktop.core.params import Params
from tests.core.test_rope import (
    brute_scores,
    hf_default,
    hf_dynamic_ntk,
    hf_llama3,
    hf_yarn,
    ntk_aware,
    reference_inv_freq,
    score_ref,
)
from tests.helpers import run_cli, show_tab, wait_current
from tests.ui.panel_edits import set_values

LLAMA31 = dict(rope_base=500000.0, head_dim=128, scaling="llama3", factor=8.0, low_freq_factor=1.0,
               high_freq_factor=4.0, original_context=8192)


def readout(label):
    return label.item.toPlainText()


def class_points(curves):
    xs = np.concatenate([np.asarray(c.xData if c.xData is not None else [], float) for c in curves])
    ys = np.concatenate([np.asarray(c.yData if c.yData is not None else [], float) for c in curves])
    order = np.argsort(xs)
    return xs[order], ys[order]


def test_frequencies_view_llama31(window, qtbot):
    show_tab(window, qtbot, "RoPE frequencies")
    view = window.views["rope-frequencies"]
    assert view.isVisible() and set(view.controls) <= set(window.panel.shown_controls)
    set_values(window, qtbot, **LLAMA31)
    want = hf_llama3(500000.0, 128, 8.0, 1.0, 4.0, 8192)
    xs, ys = class_points(view.scaled[0])
    assert list(xs) == list(range(64))
    np.testing.assert_allclose(ys, 2 * math.pi / want, rtol=1e-12)  # wavelengths, top
    xs, ys = class_points(view.scaled[1])
    np.testing.assert_allclose(ys, want, rtol=1e-12)  # θ, bottom
    np.testing.assert_allclose(view.original[1].yData, hf_default(500000.0, 128), rtol=1e-12)
    # colours: blue kept (wavelength < 2048), orange ÷ 8 (> 8192), purple between
    wl = 2 * math.pi / hf_default(500000.0, 128)
    kept, divided = np.flatnonzero(wl < 2048), np.flatnonzero(wl > 8192)
    assert list(view.scaled[0][0].xData) == list(kept)
    assert list(view.scaled[0][1].xData) == list(divided)
    assert len(view.scaled[0][2].xData) == 64 - len(kept) - len(divided)
    assert view.orig_line.value() == pytest.approx(math.log10(8192))
    assert view.target_line.isVisible() and view.target_line.value() == pytest.approx(math.log10(65536))
    text = readout(view.readout)
    assert f"{len(kept)} pairs kept, {len(divided)} divided by s, {64 - len(kept) - len(divided)} blended" in text
    assert "2,048: kept" in text and "8,192: divided by s = 8" in text


@pytest.mark.parametrize("scaling", ["none", "linear", "ntk", "yarn", "dynamic-ntk"])
def test_frequencies_view_every_scaling(window, qtbot, scaling):
    show_tab(window, qtbot, "RoPE frequencies")
    view = window.views["rope-frequencies"]
    set_values(window, qtbot, rope_base=10000.0, head_dim=64, original_context=4096, factor=4.0,
               seq_len=20000, scaling=scaling)
    p = Params(rope_base=10000.0, head_dim=64, original_context=4096, factor=4.0, seq_len=20000,
               scaling=scaling)
    _, ys = class_points(view.scaled[1])
    np.testing.assert_allclose(ys, reference_inv_freq(p), rtol=1e-12)
    text = readout(view.readout)
    if scaling == "linear":
        assert len(view.scaled[1][1].xData) == 32 and "0 pairs kept, 32 divided by s" in text
    if scaling == "none":
        assert not view.target_line.isVisible() and "32 pairs kept" in text
    if scaling == "ntk":
        assert f"{10000 * 4 ** (64 / 62):,.0f}" in text
        np.testing.assert_allclose(ys, ntk_aware(10000.0, 64, 4.0), rtol=1e-12)
    if scaling == "dynamic-ntk":
        assert f"{10000 * (4 * 20000 / 4096 - 3) ** (64 / 62):,.0f}" in text
    if scaling == "yarn":
        assert f"Attention scaling {0.1 * math.log(4) + 1:.6g}" in text


def test_scores_view_cells_readout_and_curve(window, qtbot):
    show_tab(window, qtbot, "RoPE scores")
    view = window.views["rope-scores"]
    assert view.isVisible() and set(view.controls) <= set(window.panel.shown_controls)
    set_values(window, qtbot, rope_base=10000.0, head_dim=128, original_context=4096, seed=3, seq_len=60)
    p = Params(rope_base=10000.0, head_dim=128, original_context=4096, seed=3, seq_len=60)
    image = np.asarray(view.image.image, dtype=np.float64)
    assert image.shape == (60, 60)
    want = brute_scores(p, range(60), range(60))
    np.testing.assert_allclose(image, want, atol=2e-5)  # float32 image
    check = view.result.check
    assert check.all_cells and check.residual < 1e-11
    assert f"max |S[m,n] − S[m+1,n+1]| = {check.residual:.3g} over all 59 × 59 shown cells" in readout(view.readout)
    # the curve: S(δ)/(|q||k|) and mean cos(θδ), every distance 0…59
    q, k = rope.seeded_qk(p)
    norm = np.linalg.norm(q) * np.linalg.norm(k)
    assert list(view.score_curve.xData) == list(range(60))
    np.testing.assert_allclose(view.score_curve.yData * norm, [score_ref(q, k, d, 0, p) for d in range(60)],
                               atol=1e-9)
    theta = hf_default(10000.0, 128)
    np.testing.assert_allclose(view.expected_curve.yData,
                               [np.mean(np.cos(d * theta)) for d in range(60)], atol=1e-12)
    assert view.expected_curve.yData[0] == 1.0


def test_scores_view_yarn_large_bins_and_zoom(window, qtbot):
    show_tab(window, qtbot, "RoPE scores")
    view = window.views["rope-scores"]
    set_values(window, qtbot, rope_base=500000.0, head_dim=32, original_context=8192, scaling="yarn",
               factor=8.0, seq_len=131072, seed=1)
    p = Params(rope_base=500000.0, head_dim=32, original_context=8192, scaling="yarn", factor=8.0,
               seq_len=131072, seed=1)
    values = view.result.values
    w, h = view.pixels()
    req = view.shown
    assert req.rows.averaged and values.shape[0] <= h and values.shape[1] <= w
    # a block mean against the brute force mean of its cells (HF rotation, × mscale²)
    r, c = 3, 5
    a, n = int(req.rows.starts()[r]), int(req.rows.sizes()[r])
    b, m = int(req.cols.starts()[c]), int(req.cols.sizes()[c])
    brute = brute_scores(p, range(a, a + n), range(b, b + m)).mean()
    assert values[r, c] == pytest.approx(brute, abs=1e-8)
    assert "S includes YaRN's attention scaling² = " in readout(view.readout)
    curve = view.result.curve
    assert curve.distances.averaged and curve.low is not None
    assert len(view.score_curve.xData) <= view.curve_plot.getViewBox().width() + 1

    view.plot.getViewBox().setRange(xRange=(100000, 100030), yRange=(120000, 120030), padding=0)
    view._range_changed()
    wait_current(qtbot, window)
    req = view.shown
    assert not req.rows.averaged and 120000 in range(req.rows.start, req.rows.stop)
    rows, cols = range(req.rows.start, req.rows.stop), range(req.cols.start, req.cols.stop)
    np.testing.assert_allclose(view.result.values, brute_scores(p, rows, cols), atol=1e-8)
    assert view.result.check.all_cells and view.result.check.residual < 1e-9


def test_scores_view_hover(window, qtbot):
    from PySide6.QtCore import QPointF

    show_tab(window, qtbot, "RoPE scores")
    view = window.views["rope-scores"]
    p = window.params
    vb = view.plot.getViewBox()
    view.graphics.scene().sigMouseMoved.emit(vb.mapViewToScene(QPointF(7.5, 30.5)))
    q, k = rope.seeded_qk(p)
    text = window.hover_label.text()
    assert "m = 30 · n = 7 · m − n = 23" in text
    assert f"S[m,n] = {score_ref(q, k, 30, 7, p):.9g}" in text


@pytest.mark.parametrize("view,header", [
    ("rope-frequencies", ["pair", "theta", "theta_scaled", "wavelength", "wavelength_scaled", "class"]),
    ("rope-scores", ["distance", "score", "expected_score"]),
])
def test_cli_exports_png_and_csv(tmp_path, view, header):
    flags = ["--rope-base", "500000", "--scaling", "yarn", "--factor", "8", "--original-context", "8192",
             "--seq-len", "500"]
    png = tmp_path / f"{view}.png"
    result = run_cli("export", "--view", view, "--out", str(png),
                     "--width", "900", "--height", "700", *flags)
    assert result.returncode == 0, result.stderr
    img = QImage(str(png))
    assert (img.width(), img.height()) == (900, 700)
    assert len({img.pixel(x, y) for x in range(0, 900, 5) for y in range(0, 700, 5)}) > 20
    out = tmp_path / f"{view}.csv"
    result = run_cli("export", "--view", view, "--out", str(out),
                     *flags)
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(out.read_text().splitlines()))
    assert rows[0] == header
    p = Params(rope_base=500000.0, scaling="yarn", factor=8.0, original_context=8192, seq_len=500)
    if view == "rope-frequencies":
        assert len(rows) == 65 and rows[1][0] == "0" and rows[64][0] == "63"
        want = hf_yarn(500000.0, 128, 8.0, 8192)[0]
        np.testing.assert_allclose([float(r[2]) for r in rows[1:]], want, rtol=1e-12)
        assert {r[5] for r in rows[1:]} == {"0", "1", "2"}
    else:
        assert len(rows) == 501
        q, k = rope.seeded_qk(p)
        for d in (0, 17, 499):
            assert float(rows[1 + d][0]) == d
            assert float(rows[1 + d][1]) == pytest.approx(score_ref(q, k, d, 0, p), abs=1e-9)


def test_frequencies_view_refits_when_dynamic_length_grows(window, qtbot):
    show_tab(window, qtbot, "RoPE frequencies")
    view = window.views["rope-frequencies"]
    set_values(window, qtbot, rope_base=10000.0, head_dim=64, original_context=4096, factor=8.0,
               scaling="dynamic-ntk", seq_len=1000)
    set_values(window, qtbot, seq_len=4_000_000)
    p = Params(rope_base=10000.0, head_dim=64, original_context=4096, factor=8.0, scaling="dynamic-ntk",
               seq_len=4_000_000)
    longest = float(np.max(2 * math.pi / reference_inv_freq(p)))
    (_, _), (y0, y1) = view.plot.getViewBox().viewRange()
    assert y0 < math.log10(2 * math.pi) and y1 > math.log10(longest)  # every point in view


def test_dynamic_ntk_views_use_the_last_position_and_say_so(window, qtbot):
    """Positions 4000-4099: L = 4100 in the frequencies, the scores and the distance decay."""
    common = dict(rope_base=10000.0, head_dim=64, original_context=2048, factor=4.0, scaling="dynamic-ntk")
    show_tab(window, qtbot, "RoPE frequencies")
    set_values(window, qtbot, **common, offset=4000, seq_len=100)
    view = window.views["rope-frequencies"]
    want = hf_dynamic_ntk(10000.0, 64, 4.0, 2048, 4100)
    _, ys = class_points(view.scaled[1])
    np.testing.assert_allclose(ys, want, rtol=1e-12)
    assert "L = max(last position + 1, original) = 4,100" in readout(view.readout)
    show_tab(window, qtbot, "RoPE scores")
    assert "dynamic NTK at L = 4,100" in readout(window.views["rope-scores"].readout)
    show_tab(window, qtbot, "Distance decay")
    decay = window.views["distance-decay"]
    assert "dynamic NTK at L = 4,100" in readout(decay.readout)
    np.testing.assert_allclose(decay.result.curves["rope"][:5],
                               [np.mean(np.cos(d * want)) for d in range(5)], rtol=0, atol=1e-12)


def test_a_hidden_rope_frequencies_view_changes_language_after_the_head_dim_did(window, qtbot):
    """The self-test found it: hidden, the view kept its 64-pair result while the head dim
    became 16; a change of language re-applied that result with the new parameters and
    raised IndexError (pair 63 of 8) in the view's readout."""
    from pe_desktop import i18n

    show_tab(window, qtbot, "RoPE frequencies")
    show_tab(window, qtbot, "Scheme")
    window.panel.set_params(window.params.replace(head_dim=16))
    wait_current(qtbot, window)
    try:
        assert i18n.set_language("ja")
        qtbot.wait(50)
    finally:
        i18n.set_language("en")
    show_tab(window, qtbot, "RoPE frequencies")
    assert "pair 7 rotates dims 7 and 15" in window.views["rope-frequencies"].readout.text
