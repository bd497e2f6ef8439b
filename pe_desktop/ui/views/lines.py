"""pyqtgraph's line items with a wide, smooth line that turns back on itself stroked in runs."""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QTransform

RUN_PX = 128  # device pixels of line per stroke
# A line no longer than this many times its box's width + height is stroked as fast in one
# piece (bench_curve.py with every line in runs: the similarity curve of 100 positions, 1.02
# times its box, 0.97× as fast; of 150 positions, 1.18 times its box, 1.11×).
DENSE = 1.1
MAX_RUNS = 1024  # per stretch: a line zoomed far past the screen gets longer runs, not more


def dense(x: np.ndarray, y: np.ndarray) -> bool:
    """Whether the line through the finite points (x[i], y[i]) (device pixels; where a point
    is not finite, its neighbours are not joined) is longer than :data:`DENSE` times its
    box's width + height: a line that turns back on itself, which Qt strokes slowly in one
    piece."""
    dx, dy = np.diff(x), np.diff(y)
    length = float(np.sqrt(dx * dx + dy * dy).sum())
    if math.isfinite(length):  # no gap: the common case, ~10 µs
        return length > DENSE * (float(x.max() - x.min()) + float(y.max() - y.min()))
    finite = np.isfinite(x) & np.isfinite(y)
    if np.count_nonzero(finite) < 2:
        return False
    length = np.nansum(np.hypot(dx, dy))  # (a segment to a gap is NaN)
    return bool(length > DENSE * (np.ptp(x[finite]) + np.ptp(y[finite])))


def runs(x: np.ndarray, y: np.ndarray, run_px: float = RUN_PX) -> list[tuple[int, int]]:
    """Slices ``[start, stop)`` of the points (x[i], y[i]) (device pixels) to stroke as
    polylines: the stretches of finite points (pyqtgraph's ``connect="finite"``), each cut
    where its length passes a multiple of ``run_px`` (of a longer step, for at most
    :data:`MAX_RUNS` runs). Consecutive runs of a stretch share their end point; a stretch
    of one point draws nothing and is left out."""
    finite = np.isfinite(x) & np.isfinite(y)
    edges = np.flatnonzero(np.diff(np.concatenate(([0], finite.view(np.int8), [0]))))
    out = []
    for start, stop in zip(edges[::2].tolist(), edges[1::2].tolist()):
        if stop - start < 2:
            continue
        length = np.cumsum(np.hypot(np.diff(x[start:stop]), np.diff(y[start:stop])))
        step = max(run_px, float(length[-1]) / MAX_RUNS)
        # the last point of each run: where the line passes step, 2 step, ...
        ends = np.searchsorted(length, np.arange(step, length[-1], step)) + start + 1
        ends = ends[ends < stop - 1]
        first = np.ones(len(ends), dtype=bool)  # sorted: each end once (np.unique loads numpy.ma)
        first[1:] = ends[1:] != ends[:-1]
        bounds = [start, *ends[first].tolist(), stop - 1]
        out += [(a, b + 1) for a, b in zip(bounds, bounds[1:])]
    return out


def _widens(pen) -> bool:
    """Whether pyqtgraph widens a curve's data bounds for ``pen`` (a non-cosmetic pen that
    draws)."""
    return pen is not None and not pen.isCosmetic() and pen.style() != Qt.PenStyle.NoPen


class RunCurve(pg.PlotCurveItem):
    """A PlotCurveItem whose antialiased cosmetic line wider than one pixel (solid, no fill,
    no shadow, on screen) is stroked as polylines of about :data:`RUN_PX` pixels each, in
    device coordinates, when it is :func:`dense`: Qt's raster engine strokes such a line in
    one piece many times slower (bench_curve.py: the similarity curve of 800 positions 5.7
    ms a repaint, in runs 2.3; a PE vector zigzagging over 128 dimensions 23 ms, in runs
    3.3). Where two runs meet, their caps stand in for the line's join: the pixels within a
    pen's width of that point may differ in coverage. Anything else, and every export, is
    pyqtgraph's own paint."""

    def dataBounds(self, ax: int, frac: float = 1.0, orthoRange=None):  # noqa: N802, N803 (pyqtgraph's names)
        """pyqtgraph's bounds, the same floats. Of the whole range of float data drawn with
        pens that add no width (what the curve's box and a view's full auto range ask on every
        change) its NaN-skipping min and max are taken without the warning filter pyqtgraph
        wraps them in (~40 µs of a change here); anything else is pyqtgraph's own."""
        cache = self._boundsCache[ax]
        if cache is not None and cache[0] == (frac, orthoRange):
            return cache[1]
        d = self.xData if ax == 0 else self.yData
        opts = self.opts
        if (frac < 1.0 or orthoRange is not None or d is None or not len(d) or d.dtype.kind != "f"
                or (ax == 1 and opts["fillLevel"] not in (None, "enclosed"))
                or _widens(opts["pen"]) or _widens(opts["shadowPen"])):
            return super().dataBounds(ax, frac, orthoRange)
        # (np.nanmin of a float ndarray is this reduction, plus a warning when all are NaN)
        bounds = (float(np.fmin.reduce(d)), float(np.fmax.reduce(d)))
        if math.isinf(bounds[0]) or math.isinf(bounds[1]):
            return super().dataBounds(ax, frac, orthoRange)
        self._boundsCache[ax] = [(frac, orthoRange), bounds]
        return bounds

    def _in_runs(self) -> bool:
        opts = self.opts
        pen = opts["pen"]
        shadow = opts["shadowPen"]
        return (self._exportOpts is False and opts["antialias"] and pen.isCosmetic()
                and pen.widthF() > 1.0 and pen.style() == Qt.PenStyle.SolidLine
                and opts["connect"] in ("finite", "all") and not opts["stepMode"]
                and opts["fillLevel"] is None and opts["compositionMode"] is None
                and (shadow is None or shadow.style() == Qt.PenStyle.NoPen))

    def paint(self, p, opt, widget) -> None:
        if self.xData is None or len(self.xData) < 3 or not self._in_runs():
            super().paint(p, opt, widget)
            return
        x, y = self.getData()
        if self.opts["connect"] == "all" and not (np.isfinite(x).all() and np.isfinite(y).all()):
            super().paint(p, opt, widget)  # pyqtgraph's own handling of gaps in a joined line
            return
        transform = p.transform()
        if transform.type().value <= QTransform.TransformationType.TxScale.value:  # a view's: scale and shift
            # (~4 µs; transformCoordinates ~10, and this runs before every wide line's paint)
            pts = np.vstack([x * transform.m11() + transform.m31(), y * transform.m22() + transform.m32()])
        else:
            pts = pg.functions.transformCoordinates(transform, np.vstack([x, y]))
        pts = pg.functions.clip_array(pts, -2 ** 30, 2 ** 30)  # (pyqtgraph's guard against a Qt crash)
        if not dense(pts[0], pts[1]):
            super().paint(p, opt, widget)
            return
        p.resetTransform()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(self.opts["pen"])
        for start, stop in runs(pts[0], pts[1]):
            p.drawPolyline(pg.functions.arrayToQPolygonF(pts[0, start:stop], pts[1, start:stop]))


class RunDataItem(pg.PlotDataItem):
    """pyqtgraph's PlotDataItem (a line and its symbols) whose line is a :class:`RunCurve`."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        made, self.curve = self.curve, RunCurve()
        made.setParentItem(None)
        self.curve.setParentItem(self)
        self.curve.stackBefore(self.scatter)  # the line under its symbols, as pyqtgraph has it
        self.curve.sigClicked.connect(self.sigClicked)
        self.setCurveClickable(kwargs.get("clickable", False))
        self.updateItems(styleUpdate=True)
