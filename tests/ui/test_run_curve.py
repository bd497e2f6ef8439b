"""``RunCurve`` draws what pyqtgraph's PlotCurveItem draws for the same data and pen.

The reference is pyqtgraph's own curve with the same data, pen and options, in a plot of the
same size over the same range: the window's pixels are the same except where two runs of a
wide, smooth line that turns back on itself meet (their caps stand in for the line's join
there), and wholly the same for every line it leaves to pyqtgraph and in an export."""
import math

import numpy as np
import pyqtgraph as pg
import pytest

from pe_desktop.ui.views.lines import DENSE, MAX_RUNS, RunCurve, RunDataItem, dense, runs
from tests.ui.item_plot import ItemPlot

X = np.arange(200, dtype=np.float64)
Y = np.cos(X / 9.0) + 0.3 * np.sin(X / 2.3)
GAPPED = Y.copy()
GAPPED[[29, 30, 100, 102]] = np.nan  # two gaps and a lone point between them (101)
RANGES = [((-1.0, 200.0), (-1.5, 1.5)),  # all of it
          ((40.3, 141.7), (-0.4, 2.0)),  # cut off at each edge
          ((-3000.0, 3000.0), (-40.0, 40.0))]  # squeezed into a few pixels


def _stretches(x, y):
    finite = np.isfinite(x) & np.isfinite(y)
    out, start = [], None
    for i, ok in enumerate([*finite, False]):
        if ok and start is None:
            start = i
        elif not ok and start is not None:
            out.append((start, i))
            start = None
    return out


def _expected_runs(x, y, run_px):
    """Runs walked point by point: a run ends at the first point where the stretch's line has
    passed the next multiple of its step (``run_px``, or more for at most MAX_RUNS runs)."""
    out = []
    for a, b in _stretches(x, y):
        if b - a < 2:
            continue
        total = sum(math.hypot(x[i + 1] - x[i], y[i + 1] - y[i]) for i in range(a, b - 1))
        step = max(run_px, total / MAX_RUNS)
        start, length, cut = a, 0.0, step
        for i in range(a + 1, b):
            length += math.hypot(x[i] - x[i - 1], y[i] - y[i - 1])
            if length >= cut and i < b - 1:
                out.append((start, i + 1))
                start = i
                while cut <= length:
                    cut += step
        out.append((start, b))
    return out


@pytest.mark.parametrize("seed", range(8))
def test_runs_cut_each_stretch_of_finite_points_where_its_line_passes_a_step(seed):
    """Every segment between two finite neighbours is in exactly one run; runs of a stretch
    follow each other sharing their end point; a run ends where the line has passed the next
    multiple of ``run_px`` from the stretch's start."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(2, 400))
    x = np.cumsum(rng.uniform(0, 40, n))
    y = rng.normal(0, 60, n)
    gaps = rng.choice(n, size=int(rng.integers(0, max(1, n // 10))), replace=False)
    y[gaps] = np.nan
    run_px = float(rng.choice([4.0, 64.0, 128.0, 1000.0]))
    got = runs(x, y, run_px)
    segments = [i for a, b in _stretches(x, y) for i in range(a, b - 1)]  # i: point i to i + 1
    assert sorted(i for a, b in got for i in range(a, b - 1)) == segments
    assert got == _expected_runs(x, y, run_px)


def test_runs_of_a_line_far_longer_than_the_screen_stay_few():
    x = np.linspace(0.0, 2.0 ** 30, 5000)
    got = runs(x, np.zeros_like(x))
    assert len(got) <= MAX_RUNS + 1
    assert got[0][0] == 0 and got[-1][1] == len(x)


def test_runs_leave_out_single_points_and_empty_input():
    assert runs(np.array([0.0, 1.0, 2.0]), np.array([0.0, np.nan, 0.0])) == []
    assert runs(np.array([]), np.array([])) == []
    assert runs(np.array([0.0, 10.0]), np.array([0.0, 0.0])) == [(0, 2)]


class Plot(ItemPlot):
    """The item alone in a 640×320 plot, its pixels over a range."""

    def __init__(self, qtbot, item) -> None:
        super().__init__(qtbot, item, (640, 320))

    def pixels(self, xr, yr) -> np.ndarray:  # type: ignore[override]
        self.set_range(xr, yr)
        return super().pixels()


@pytest.fixture
def pair(qtbot):
    """``make(y, **opts)``: a RunCurve and a PlotCurveItem of (X, y) with the same options,
    each in a plot of its own."""
    plots = []

    def make(y, **opts):
        ours, theirs = RunCurve(**opts), pg.PlotCurveItem(**opts)
        for item in (ours, theirs):
            item.setData(X, y)
            plots.append(Plot(qtbot, item))
        return (ours, plots[-2]), (theirs, plots[-1])

    yield make
    for plot in plots:
        plot.close()


def _near_joins(curve, shape, width: float) -> tuple[np.ndarray, int]:
    """Pixels within ``width`` + 2 of a point where two runs of the curve meet, and how many
    such points there are."""
    transform = curve.deviceTransform_()
    x, y = curve.getData()
    device = np.array([[(transform.m11() * a + transform.m31(), transform.m22() * b + transform.m32())[i]
                        for a, b in zip(x, y)] for i in (0, 1)])
    cut = runs(*device)
    joins = [b - 1 for (_, b), (c, _) in zip(cut, cut[1:]) if c == b - 1]
    rows, cols = np.indices(shape[:2])
    near = np.zeros(shape[:2], bool)
    for i in joins:
        near |= np.hypot(cols + 0.5 - device[0, i], rows + 0.5 - device[1, i]) <= width + 2
    return near, len(joins)


@pytest.mark.parametrize("y", [Y, GAPPED], ids=["whole", "gapped"])
def test_a_wide_smooth_line_is_pyqtgraphs_but_where_two_runs_meet(pair, y):
    width = 2.0
    (ours, ours_plot), (theirs, theirs_plot) = pair(
        y, pen=pg.mkPen("#1f77b4", width=width), antialias=True, connect="finite")
    joins_seen = 0
    # (squeezed into a few pixels, the stretches of a gapped line overlap: runs, drawn apart)
    for xr, yr in RANGES if y is Y else RANGES[:2]:
        mine, reference = ours_plot.pixels(xr, yr), theirs_plot.pixels(xr, yr)
        assert (reference[..., :3] < 250).any(), (xr, yr)  # not a blank comparison
        near, joins = _near_joins(ours, mine.shape, width)
        joins_seen += joins
        differ = (mine != reference).any(axis=-1)
        assert not (differ & ~near).any(), (xr, yr, np.argwhere(differ & ~near)[:5])
        # a join's tip: the caps of two runs reach a pixel further than the line's bevel
        assert differ.sum() <= 12 * joins, (xr, yr, int(differ.sum()), joins)
    assert joins_seen > 0  # the whole line is longer than a run: it was cut


@pytest.mark.parametrize("opts", [
    dict(pen=pg.mkPen("#d62728", width=1), antialias=True),  # one pixel wide: Qt's fast stroke
    dict(pen=pg.mkPen("#d62728", width=3), antialias=False),
    dict(pen=pg.mkPen("#d62728", width=3, style=pg.QtCore.Qt.PenStyle.DashLine), antialias=True),
    dict(pen=pg.mkPen("#d62728", width=3), antialias=True, fillLevel=0.0, brush=(0, 0, 255, 60)),
    dict(pen=pg.mkPen("#d62728", width=3), antialias=True, shadowPen=pg.mkPen("k", width=5)),
], ids=["thin", "aliased", "dashed", "filled", "shadowed"])
def test_every_other_line_is_pyqtgraphs_own(pair, opts):
    (_, ours_plot), (_, theirs_plot) = pair(Y, connect="finite", **opts)
    for xr, yr in RANGES[:2]:
        np.testing.assert_array_equal(ours_plot.pixels(xr, yr), theirs_plot.pixels(xr, yr))


def test_a_line_no_longer_than_its_box_is_pyqtgraphs_own(pair):
    gentle = np.cos(X / 60.0)
    (_, ours_plot), (_, theirs_plot) = pair(gentle, pen=pg.mkPen("#1f77b4", width=2), antialias=True,
                                            connect="finite")
    mine, reference = ours_plot.pixels(*RANGES[0]), theirs_plot.pixels(*RANGES[0])
    assert (reference[..., :3] < 250).any()
    np.testing.assert_array_equal(mine, reference)


def test_a_line_is_dense_when_it_is_longer_than_its_box():
    straight = np.arange(10.0)
    assert not dense(straight * 30, straight * 4)
    zigzag = np.tile([0.0, 100.0], 5)
    assert dense(straight * 30, zigzag)  # 10 segments of ~104 px in a box of 270 + 100
    flat = np.zeros(3)
    # along x to 10 and back by `back`: a line of 10 + back in a box 10 wide
    assert not dense(np.array([0.0, 10.0, 10.0 - (DENSE - 1) * 10 * 0.9]), flat)
    assert dense(np.array([0.0, 10.0, 10.0 - (DENSE - 1) * 10 * 1.1]), flat)
    gapped = np.array([0.0, 100.0, np.nan, 0.0, 100.0])  # the segments to the gap do not count
    assert dense(np.array([0.0, 1.0, 2.0, 3.0, 4.0]), gapped)
    assert not dense(np.array([0.0, 1.0, 2.0, np.nan, 4.0]), np.array([0.0, 1.0, np.nan, 3.0, np.nan]))


def test_a_joined_line_with_gaps_is_left_to_pyqtgraph(pair):
    (_, ours_plot), (_, theirs_plot) = pair(GAPPED, pen=pg.mkPen("k", width=2), antialias=True, connect="all")
    np.testing.assert_array_equal(ours_plot.pixels(*RANGES[0]), theirs_plot.pixels(*RANGES[0]))


def _exported(plot) -> np.ndarray:
    """The plot drawn as an export draws it: its items in export mode, the widget's area of
    its scene (``export.paint.paint_view``)."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    scene = plot.widget.scene()
    items = [item for item in scene.items() if hasattr(item, "setExportMode")]
    image = QImage(640, 320, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    for item in items:
        item.setExportMode(True, {"antialias": True, "background": None, "painter": painter})
    try:
        area = QRectF(plot.widget.rect())
        scene.render(painter, area, area)
    finally:
        painter.end()
        for item in items:
            item.setExportMode(False)
    return np.frombuffer(image.constBits(), np.uint8).reshape(320, 640, 4).copy()


def test_an_export_draws_the_line_in_one_piece(pair):
    (_, ours_plot), (_, theirs_plot) = pair(Y, pen=pg.mkPen("k", width=2), antialias=True, connect="finite")
    for plot in (ours_plot, theirs_plot):
        plot.pixels(*RANGES[0])
    mine, reference = _exported(ours_plot), _exported(theirs_plot)
    assert (reference[..., :3] < 250).any()
    np.testing.assert_array_equal(mine, reference)


def test_a_plot_data_item_draws_its_line_with_a_run_curve_under_its_symbols(qtbot):
    item = RunDataItem(X, Y, pen=pg.mkPen("k", width=2), symbol="o", connect="finite")
    assert isinstance(item.curve, RunCurve)
    assert item.childItems() == [item.curve, item.scatter]  # pyqtgraph's order: the line first
    np.testing.assert_array_equal(item.curve.getData()[1], Y)
    item.setData(X, GAPPED)
    np.testing.assert_array_equal(item.curve.getData()[1], GAPPED)
    item.setPen(pg.mkPen("r", width=3))
    assert item.curve.opts["pen"].widthF() == 3
    item.setCurveClickable(True, 7)
    assert item.curve.clickable and item.curve.opts["mouseWidth"] == 7


def test_a_plot_data_items_line_and_symbols_are_pyqtgraphs_where_not_dense(qtbot):
    gentle = np.cos(X / 60.0)
    plots = []
    for cls in (RunDataItem, pg.PlotDataItem):
        plots.append(Plot(qtbot, cls(X, gentle, pen=pg.mkPen("#2ca02c", width=2), antialias=True,
                                     symbol="o", symbolSize=4, symbolBrush="k", symbolPen=None)))
    try:
        mine, reference = (plot.pixels(*RANGES[0]) for plot in plots)
        assert (reference[..., :3] < 250).any()
        np.testing.assert_array_equal(mine, reference)
    finally:
        for plot in plots:
            plot.close()


BOUNDS_DATA = {
    "smooth": Y,
    "gapped": GAPPED,
    "float32": Y.astype(np.float32),
    "infinite": np.where(np.arange(len(Y)) == 7, np.inf, Y),
    "all nan": np.full(len(Y), np.nan),
    "ints": np.arange(len(Y)) % 17,
}
BOUNDS_OPTS = {
    "cosmetic": {"pen": pg.mkPen("w", width=2)},
    "wide non-cosmetic": {"pen": pg.mkPen("w", width=3, cosmetic=False)},
    "non-cosmetic shadow": {"pen": pg.mkPen("w"), "shadowPen": pg.mkPen("k", width=4, cosmetic=False)},
    "no pen": {"pen": None},
    "fill level": {"pen": pg.mkPen("w"), "fillLevel": 5.0},
}


@pytest.mark.parametrize("data", BOUNDS_DATA)
@pytest.mark.parametrize("opts", BOUNDS_OPTS)
def test_data_bounds_are_pyqtgraphs_for_every_kind_of_data_and_pen(qapp, data, opts):
    """The curve's bounds on each axis, asked as its box and a view ask them, in turn (each
    overwriting the other's cached answer), are the floats pyqtgraph's curve gives."""
    y = BOUNDS_DATA[data]
    x = np.arange(len(y), dtype=np.float64) * 0.37 - 5.0
    ours, theirs = RunCurve(x=x, y=y, **BOUNDS_OPTS[opts]), pg.PlotCurveItem(x=x, y=y, **BOUNDS_OPTS[opts])
    with np.errstate(all="ignore"):
        for args in [(0,), (1,), (1, 1.0, (0.0, 20.0)), (1,), (0, 0.9), (0,), (1,)]:
            got, want = ours.dataBounds(*args), theirs.dataBounds(*args)
            assert np.array_equal(np.asarray(got, dtype=float), np.asarray(want, dtype=float), equal_nan=True), args
            assert [type(v) for v in got] == [type(v) for v in want], args
