"""pyqtgraph's PlotCurveItem with its smooth, wide line stroked in short runs."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QTransform

RUN_PX = 128  # device pixels of line per stroke
RUNS_FROM = 128  # points: a shorter line is stroked as fast in one piece (bench_curve.py)
MAX_RUNS = 1024  # per stretch: a line zoomed far past the screen gets longer runs, not more


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
        bounds = [start, *np.unique(ends[ends < stop - 1]).tolist(), stop - 1]
        out += [(a, b + 1) for a, b in zip(bounds, bounds[1:])]
    return out


class RunCurve(pg.PlotCurveItem):
    """A PlotCurveItem whose antialiased cosmetic line wider than one pixel (solid, no fill,
    no shadow, on screen) of :data:`RUNS_FROM` points or more is stroked as polylines of
    about :data:`RUN_PX` pixels each, in device coordinates: Qt's raster engine strokes such
    a line in one piece up to ~3× slower (the similarity curve of 800 positions: 6.4 ms a
    paint, in runs 2.1). Where two runs meet,
    their caps stand in for the line's join: the pixels within a pen's width of that point
    may differ in coverage. Anything else, and every export, is pyqtgraph's own paint."""

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
        if self.xData is None or len(self.xData) < RUNS_FROM or not self._in_runs():
            super().paint(p, opt, widget)
            return
        x, y = self.getData()
        if self.opts["connect"] == "all" and not (np.isfinite(x).all() and np.isfinite(y).all()):
            super().paint(p, opt, widget)  # pyqtgraph's own handling of gaps in a joined line
            return
        transform = p.transform()
        if transform.type().value <= QTransform.TransformationType.TxScale.value:  # a view's: scale and shift
            pts = np.vstack([x * transform.m11() + transform.m31(), y * transform.m22() + transform.m32()])
        else:
            pts = pg.functions.transformCoordinates(transform, np.vstack([x, y]))
        pts = pg.functions.clip_array(pts, -2 ** 30, 2 ** 30)  # (pyqtgraph's guard against a Qt crash)
        p.resetTransform()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setPen(self.opts["pen"])
        for start, stop in runs(pts[0], pts[1]):
            polyline = pg.functions.create_qpolygonf(stop - start)
            pg.functions.ndarray_from_qpolygonf(polyline)[:] = pts[:, start:stop].T
            p.drawPolyline(polyline)
