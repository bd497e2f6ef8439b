"""The four teaching views in the window: wavelengths, compare positions, similarity matrix,
rotation. Checked against the formulas in tests/reference.py, not against the app's core."""
import csv
import math
import re

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from tests import reference as ref
from tests.helpers import run_cli, show_tab, wait_current


def set_value(window, qtbot, name, value, timeout=30000):
    editor = window.panel.editors[name]
    if hasattr(editor, "setCurrentText"):
        editor.setCurrentIndex(editor.findData(value))  # by key
    else:
        editor.setValue(value)
    wait_current(qtbot, window, timeout=timeout)


def readout(view):
    return view.readout.item.toPlainText()


def hover(window, view, x, y, plot=None):
    vb = (plot or view.plot).getViewBox()
    view.graphics.scene().sigMouseMoved.emit(vb.mapViewToScene(QPointF(x, y)))
    return window.hover_label.text()


def xs_of(curves, attr="xData"):
    return np.concatenate([np.asarray(getattr(c, attr) if getattr(c, attr) is not None else [], float)
                           for c in curves])


def wavelength_ref(i, d=128, base=10000.0):
    return 2 * math.pi * base ** (2 * i / d)


# -- wavelengths -----------------------------------------------------------------------------

def test_wavelength_view_plots_every_pair_and_classes(window, qtbot):
    show_tab(window, qtbot, "Wavelengths")
    view = window.views["wavelength"]
    assert view.isVisible()
    xs = xs_of(view.curves)
    ys = xs_of(view.curves, "yData")
    order = np.argsort(xs)
    assert list(xs[order]) == list(range(64))
    np.testing.assert_allclose(ys[order], [wavelength_ref(i) for i in range(64)], rtol=1e-12)
    assert ys[order][0] == 2 * math.pi
    # blue: wavelength ≤ 50 positions (a full cycle fits); grey: under 1/100 of a cycle
    full = [i for i in range(64) if wavelength_ref(i) <= 50]
    barely = [i for i in range(64) if 50 / wavelength_ref(i) < 0.01]
    assert list(view.curves[0].xData) == full and list(view.curves[2].xData) == barely
    assert view.seq_line.value() == pytest.approx(math.log10(50))
    assert not view.trained_line.isVisible()
    text = readout(view)
    assert f"{len(full)} of 64 pairs complete at least one full cycle" in text
    assert "wavelength 2π/ω = 6.283185 positions" in text
    assert "54,410.1 positions" in text  # 2π·10000^(126/128): the article's "6万"

    set_value(window, qtbot, "seq_len", 1000)
    set_value(window, qtbot, "trained_len", 512)
    full = [i for i in range(64) if wavelength_ref(i) <= 1000]
    assert list(view.curves[0].xData) == full
    assert view.trained_line.isVisible()
    assert view.trained_line.value() == pytest.approx(math.log10(512))
    assert "trained length 512" in view.trained_line.label.format

    set_value(window, qtbot, "d_model", 64)
    xs = xs_of(view.curves)
    assert sorted(xs) == list(range(32))
    text = hover(window, view, 31.2, math.log10(1000))
    assert "pair 31 (dims 62 (sin), 63 (cos))" in text
    assert f"wavelength 2π/ω = {wavelength_ref(31, 64):,.9g}" in text
    assert f"cycles in 1,000 positions = {1000 / wavelength_ref(31, 64):.6g}" in text


def test_wavelength_view_at_the_largest_d_model(window, qtbot):
    show_tab(window, qtbot, "Wavelengths")
    set_value(window, qtbot, "d_model", 65536)
    view = window.views["wavelength"]
    xs = xs_of(view.curves)
    assert xs.size == 32768
    assert "32,768 pairs" in readout(view)


# -- compare positions ---------------------------------------------------------------------------

def test_compare_view_plots_both_vectors_and_exact_numbers(window, qtbot):
    show_tab(window, qtbot, "Compare positions")
    view = window.views["compare"]
    assert view.isVisible() and window.panel.view_box.isVisible()
    assert set(view.controls) <= set(window.panel.shown_controls)
    x, a = view.trace_a.line.getData()
    _, b = view.trace_b.line.getData()
    _, diff = view.trace_diff.line.getData()
    assert list(x) == list(range(128))
    want_a = np.array([ref.pe(5, j, 128) for j in range(128)])
    want_b = np.array([ref.pe(35, j, 128) for j in range(128)])
    np.testing.assert_allclose(a, want_a, atol=1e-15)
    np.testing.assert_allclose(b, want_b, atol=1e-15)
    np.testing.assert_allclose(diff, want_a - want_b, atol=1e-15)
    labels = [label.text for _, label in view.legend.items]
    assert labels == ["PE(5)", "PE(35)"]
    text = readout(view)
    # the numbers are shown to 12 significant digits (not repr's 17): each equals the exact
    # value rounded to them
    dot = re.search(r"PE\(5\)·PE\(35\) = (\S+)", text).group(1)
    assert dot == f"{ref.dot(5, 35, 128):,.12g}" and len(dot.replace(".", "")) <= 13
    cosine = re.search(r"cosine = (\S+)", text).group(1)
    assert cosine == f"{ref.dot(5, 35, 128) / 64:.12g}"
    distance = re.search(r"distance \|PE\(5\) − PE\(35\)\| = (\S+)", text).group(1)
    assert distance == f"{math.sqrt(math.fsum((want_a - want_b) ** 2)):,.12g}"
    assert re.search(r"\|PE\(5\)\| = 8\s", text) and re.search(r"\|PE\(35\)\| = 8\s", text)

    set_value(window, qtbot, "pos_a", 7)
    set_value(window, qtbot, "pos_b", 1000)
    _, a = view.trace_a.line.getData()
    _, b = view.trace_b.line.getData()
    np.testing.assert_allclose(a, [ref.pe(7, j, 128) for j in range(128)], atol=1e-15)
    np.testing.assert_allclose(b, [ref.pe(1000, j, 128) for j in range(128)], atol=1e-13)
    assert [label.text for _, label in view.legend.items] == ["PE(7)", "PE(1,000)"]
    text = hover(window, view, 12.1, 0.0, plot=view.diff_plot)
    assert f"dimension 12 (sin, pair 6) · PE(7) = {ref.pe(7, 12, 128):+.12f}" in text


def test_compare_view_bins_large_d_model_into_an_exact_envelope(window, qtbot):
    show_tab(window, qtbot, "Compare positions")
    set_value(window, qtbot, "d_model", 65536)
    view = window.views["compare"]
    bins = view.result.a.bins
    assert bins.averaged and bins.count <= view.pixels()[0]
    assert bins.start == 0 and bins.stop == 65536  # every dimension, none skipped
    assert view.trace_a.band.isVisible()
    _, low = view.trace_a.low.getData()
    _, high = view.trace_a.high.getData()
    base = 10000.0
    values = np.array([math.sin(5 * base ** (-(2 * (j // 2)) / 65536)) if j % 2 == 0
                       else math.cos(5 * base ** (-(2 * (j // 2)) / 65536)) for j in range(65536)])
    for r, (s, n) in enumerate(zip(bins.starts(), bins.sizes())):
        assert low[r] == pytest.approx(values[s:s + n].min(), abs=1e-12)
        assert high[r] == pytest.approx(values[s:s + n].max(), abs=1e-12)
    assert "averaged" in view.summary and "min/max" in view.summary


# -- similarity matrix ---------------------------------------------------------------------------

def test_similarity_matrix_view_dot_and_cosine(window, qtbot):
    show_tab(window, qtbot, "Similarity matrix")
    view = window.views["similarity-matrix"]
    assert view.isVisible() and window.panel.view_box.isVisible()
    assert set(view.controls) <= set(window.panel.shown_controls)
    image = np.asarray(view.image.image, dtype=np.float64)
    assert image.shape == (50, 50)
    want = np.array([[ref.dot(p, q, 128) for q in range(50)] for p in range(50)])
    np.testing.assert_allclose(image, want, atol=2e-5)  # float32 image
    assert view.image.levels[0] == -64 and view.image.levels[1] == 64
    assert "±64" in view.colorbar.axis.labelText
    assert view.result.check.all_cells and view.result.check.residual < 1e-10
    residual = view.result.check.residual
    assert f"max |M[p,q] − M[p+1,q+1]| = {residual:.3g}, over all 49 × 49 shown cells" in readout(view)

    set_value(window, qtbot, "metric", "cosine")
    image = np.asarray(view.image.image, dtype=np.float64)
    np.testing.assert_allclose(image, want / 64, atol=1e-6)
    assert list(view.image.levels) == [-1, 1]

    set_value(window, qtbot, "d_model", 9)
    image = np.asarray(view.image.image, dtype=np.float64)
    norms = np.sqrt([ref.dot(p, p, 9) for p in range(50)])
    want = np.array([[ref.dot(p, q, 9) for q in range(50)] for p in range(50)]) / np.outer(norms, norms)
    np.testing.assert_allclose(image, want, atol=1e-6)
    assert "not exactly Toeplitz" in readout(view)

    text = hover(window, view, 40.5, 12.5)
    assert "p = 12 · q = 40 · p − q = -28" in text
    assert f"PE(p)·PE(q) = {ref.dot(12, 40, 9):.12g}" in text


def test_similarity_matrix_bins_to_pixels_and_zoom_is_exact(window, qtbot):
    show_tab(window, qtbot, "Similarity matrix")
    set_value(window, qtbot, "d_model", 16)
    set_value(window, qtbot, "seq_len", 3000)
    view = window.views["similarity-matrix"]
    tile = view.result.tile
    w, h = view.pixels()
    assert tile.rows.averaged and tile.values.shape[0] <= h and tile.values.shape[1] <= w
    s = tile.rows.size
    for r, c in [(0, 0), (3, 17), (tile.values.shape[0] - 1, 2)]:
        a, n = int(tile.rows.starts()[r]), int(tile.rows.sizes()[r])
        b, m = int(tile.cols.starts()[c]), int(tile.cols.sizes()[c])
        brute = math.fsum(ref.dot(p, q, 16) for p in range(a, a + n) for q in range(b, b + m)) / (n * m)
        assert tile.values[r, c] == pytest.approx(brute, abs=1e-9), (r, c, s)
    assert "exact mean of its block" in view.summary

    view.plot.getViewBox().setRange(xRange=(1000, 1030), yRange=(2000, 2030), padding=0)
    view._range_changed()
    wait_current(qtbot, window)
    tile = view.result.tile
    assert not tile.rows.averaged and not tile.cols.averaged
    rows = range(tile.rows.start, tile.rows.stop)
    cols = range(tile.cols.start, tile.cols.stop)
    assert 2000 in rows and 1000 in cols
    want = np.array([[ref.dot(p, q, 16) for q in cols] for p in rows])
    np.testing.assert_allclose(tile.values, want, atol=1e-9)
    assert view.result.check.residual < 1e-10


# -- rotation -----------------------------------------------------------------------------------

def test_rotation_view_matrix_markers_and_residual(window, qtbot):
    show_tab(window, qtbot, "Rotation")
    view = window.views["rotation"]
    assert view.isVisible() and window.panel.view_box.isVisible()
    assert set(view.controls) <= set(window.panel.shown_controls)
    set_value(window, qtbot, "pair", 3)
    set_value(window, qtbot, "shift", 7)
    set_value(window, qtbot, "ref_pos", 20)
    # the reference rounds p·ω (a few ulps of the angle); the view forms it exactly
    x, y = view.markers.getData()
    assert (x[0], y[0]) == pytest.approx((ref.pe(20, 6, 128), ref.pe(20, 7, 128)), abs=1e-14)
    assert (x[1], y[1]) == pytest.approx((ref.pe(27, 6, 128), ref.pe(27, 7, 128)), abs=1e-14)
    px, py = view.path.getData()
    np.testing.assert_allclose(px, [ref.pe(p, 6, 128) for p in range(50)], atol=1e-14)
    np.testing.assert_allclose(py, [ref.pe(p, 7, 128) for p in range(50)], atol=1e-14)
    omega = 10000 ** (-6 / 128)
    text = readout(view)
    for v in (math.cos(7 * omega), math.sin(7 * omega), -math.sin(7 * omega)):
        assert f"{v:+.6f}".replace("-", "−") in text
    assert f"angle ω·k = {7 * omega:.9g} rad = {math.degrees(7 * omega):,.6f}°" in text
    assert "all 64 pairs × all 50 shown positions" in text
    assert view.result.check.residual < 1e-12
    # R applied to the reference PE(p) gives the reference PE(p+k)
    r = view.result.matrix
    np.testing.assert_allclose(r @ [ref.pe(20, 6, 128), ref.pe(20, 7, 128)],
                               [ref.pe(27, 6, 128), ref.pe(27, 7, 128)], atol=1e-14)
    text = hover(window, view, ref.pe(9, 6, 128), ref.pe(9, 7, 128))
    assert f"position 9 · angle p·ω = {9 * omega:.9g} rad" in text


def test_rotation_labels_stay_inside_the_plot_at_every_window_size(window, qtbot):
    """The markers' labels ("p = 0", "p+k = 5" left of the circle) lie wholly inside the plot,
    also after the window is resized: placed once when drawn, "p+k = 5" was cut by the plot's
    left edge at 800 × 600."""
    show_tab(window, qtbot, "Rotation")
    view = window.views["rotation"]
    vb = view.plot.getViewBox()
    for size in ((1920, 1080), (800, 600), (1280, 800), (800, 600)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: (window.width(), window.height()) == size, timeout=5000)
        wait_current(qtbot, window)
        qtbot.wait(50)
        frame = vb.sceneBoundingRect()
        for label in (view.label_p, view.label_pk):
            text = label.textItem
            rect = text.mapRectToScene(text.boundingRect())
            assert frame.contains(rect), (size, label.toPlainText(), rect, frame)


@pytest.mark.parametrize("shift", [0, 19, 25, 44])
def test_rotation_labels_never_overlap_when_the_markers_meet(window, qtbot, shift):
    """k = 0 (one point), 19 and 25 (0.15 and −0.13 rad past whole turns) and 44 (0.02 past
    seven): "p+k = …" moves off "p = 0" (above, beside or below), inside the plot, at a large
    and a small window; the two labels overlapped at k = 0 and 19 (and such exports were
    refused)."""
    show_tab(window, qtbot, "Rotation")
    window.panel.set_params(window.params.replace(shift=shift))
    view = window.views["rotation"]
    vb = view.plot.getViewBox()
    for size in ((1280, 800), (800, 600)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: (window.width(), window.height()) == size, timeout=5000)
        wait_current(qtbot, window)
        qtbot.wait(50)
        rects = [label.textItem.mapRectToScene(label.textItem.boundingRect())
                 for label in (view.label_p, view.label_pk)]
        assert view.label_pk.toPlainText() == f"p+k = {shift}"
        assert not rects[0].intersects(rects[1]), (size, rects)
        assert all(vb.sceneBoundingRect().contains(r) for r in rects), (size, rects)


def test_rotation_view_settles_where_its_axis_text_would_flip_for_ever(qtbot):
    """At every size the view's layout settles. The circle's plot is aspect-locked: its width
    sets the ticks, whose text sets the left axis's width and so the plot's; at 518 × 452 the
    tick text flipped between two widths inside one processEvents call, for ever (the window
    hung at 100 % CPU). A resize here counts the plot's resizes, and past a limit fixes the
    axis's width (which ends any such loop) and fails."""
    from pe_desktop.core.params import Params
    from pe_desktop.ui.views.rotation_view import RotationView

    view = RotationView()
    qtbot.addWidget(view)
    view.set_params(Params())
    view.show()
    vb, axis = view.plot.getViewBox(), view.plot.getAxis("left")
    resizes = []
    plain = vb.resizeEvent

    def counted(event):
        resizes.append(1)
        if len(resizes) > 200:
            axis.setStyle(autoExpandTextSpace=False)
        plain(event)

    vb.resizeEvent = counted
    qtbot.waitUntil(view.is_current)
    for width in range(503, 540, 3):  # the sizes that flipped, and their neighbours
        resizes.clear()
        view.resize(width, 452)
        qtbot.waitUntil(view.layout_settled)
        qtbot.wait(30)
        assert len(resizes) <= 200, (width, len(resizes))


def test_rotation_view_uses_the_layouts_dimensions_and_bounds_the_check(window, qtbot):
    show_tab(window, qtbot, "Rotation")
    view = window.views["rotation"]
    set_value(window, qtbot, "layout", "concat-paper")
    set_value(window, qtbot, "pair", 3)
    assert "PE(p, 3)" in view.plot.getAxis("bottom").labelText
    assert "PE(p, 67)" in view.plot.getAxis("left").labelText
    set_value(window, qtbot, "d_model", 4096)
    set_value(window, qtbot, "seq_len", 100_000)
    set_value(window, qtbot, "offset", 1_000_000)
    check = view.result.check
    assert check.pairs == 2048 and not check.complete and check.residual < 1e-12
    assert "of the 100,000 shown positions" in readout(view) and "bounded subset" in readout(view)
    assert view.result.path is None  # the covered arc instead of 100,000 dots
    x, _ = view.coverage.getData()
    assert 0 < x.size <= 1000


def test_rotation_view_lone_sine_pair(window, qtbot):
    show_tab(window, qtbot, "Rotation")
    set_value(window, qtbot, "d_model", 9)
    set_value(window, qtbot, "pair", 4)
    view = window.views["rotation"]
    assert window.panel.editors["pair"].maximum() == 4
    assert "lone sine" in readout(view) and not view.markers.isVisible()


# -- command line export -------------------------------------------------------------------------

@pytest.mark.parametrize("view,header", [
    ("wavelength", ["pair", "omega", "wavelength", "cycles_in_sequence"]),
    ("compare", ["dimension", "pe_a", "pe_b", "difference"]),
    ("similarity-matrix", ["position"] + [f"q_{q}" for q in range(50)]),
    ("rotation", ["position", "sin_component", "cos_component", "rotated_sin", "rotated_cos",
                  "sin_at_p_plus_k", "cos_at_p_plus_k"]),
])
def test_cli_exports_png_and_csv(tmp_path, view, header):
    png = tmp_path / f"{view}.png"
    result = run_cli("export", "--view", view, "--out", str(png),
                     "--width", "900", "--height", "500")
    assert result.returncode == 0, result.stderr
    img = QImage(str(png))
    assert (img.width(), img.height()) == (900, 500)
    colours = {img.pixel(x, y) for x in range(0, 900, 5) for y in range(0, 500, 5)}
    assert len(colours) > 20  # drawn, not a blank canvas
    out = tmp_path / f"{view}.csv"
    result = run_cli("export", "--view", view, "--out", str(out))
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader(out.read_text().splitlines()))
    assert rows[0] == header
    if view == "compare":
        assert float(rows[1 + 12][1]) == pytest.approx(ref.pe(5, 12, 128), abs=1e-15)
    if view == "similarity-matrix":
        assert float(rows[1 + 5][1 + 35]) == pytest.approx(ref.dot(5, 35, 128), abs=1e-12)


def test_cli_refuses_a_too_large_matrix_with_one_line(tmp_path):
    result = run_cli("export", "--view", "similarity-matrix",
                     "--out", str(tmp_path / "m.csv"), "--seq-len", "5000")
    assert result.returncode == 1
    assert "limited to 4,096 × 4,096 positions" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and not (tmp_path / "m.csv").exists()
