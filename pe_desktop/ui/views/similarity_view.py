"""Similarity curve PE(ref)·PE(position) over the positions shown (the second article's figure)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QGraphicsPathItem

from ...core import encodings, viewport
from ...core.params import Params
from ...core.viewport import AxisBins, SimilarityCurve
from ...i18n import tr
from ..runner import LatestWinsRunner
from .base import PlotView, marker_line, place_line, set_line_label, style_line
from .dots import Dots
from .lines import RunCurve

MARKER_LIMIT = 120  # draw a dot per position up to this many points


@dataclass(frozen=True)
class SimilarityRequest:
    params: Params
    positions: AxisBins


BAND_DELAY_MS = 120  # the band of a huge range starts after this long on one picture
# The y range stays while the data fills at least this much of it: a change that moves the
# curve a little (base ±0.5) repaints the curve, not the axis and the grid.
Y_KEEP = 0.75


class SimilarityView(PlotView):
    name = "similarity"
    # ≤ ~10 ms here (0.44M–1.2M of its values a ms on 2 cores; 8,192×1,024: 4.6M, 3.7 ms)
    inline_cost = 5_000_000

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.add_grid(self.plot)
        self.plot.setLabel("left", "PE(ref)·PE(pos)")  # a formula: the same in every language
        # the band's drawn edges (lines alone, as the curve below)
        self.band_low = pg.PlotCurveItem(connect="finite")
        self.band_high = pg.PlotCurveItem(connect="finite")
        # The filled band: one path built from the arrays (pyqtgraph's FillBetweenItem rebuilds
        # it in Python twice per update, ~5 ms at a thousand points).
        self.band = QGraphicsPathItem()
        self.band.setPen(pg.mkPen(None))
        self.plot.addItem(self.band)
        for edge in (self.band_low, self.band_high):  # so that auto-range includes the band
            self.plot.addItem(edge)
        # the line alone (a PlotDataItem around it cost ~0.2 ms a change; the view bins the
        # positions itself); "finite": gaps at values that are not, as a PlotDataItem leaves
        self.curve = RunCurve(connect="finite")
        self.plot.addItem(self.curve)
        # A dot per position when there are few: the scatter a PlotDataItem would make for
        # symbol="o", set once (through the curve's setData it cost ~0.4 ms a change).
        self.markers = Dots(symbol="o", size=5, pen=None, antialias=True)
        self.markers.setVisible(False)
        self.plot.addItem(self.markers)
        self.ref_line = pg.InfiniteLine(angle=90, movable=False)
        self.plot.addItem(self.ref_line)
        self.trained_line = marker_line(90, position=0.9)
        self.plot.addItem(self.trained_line)
        self.styled(self._style_items)
        self.plot.getViewBox().disableAutoRange(axis="y")  # follow_y sets it
        self.plot.getViewBox().setMouseEnabled(x=True, y=False)
        self.result: SimilarityCurve | None = None
        self.band_pending = False
        self.band_runner = LatestWinsRunner(self)
        self.band_runner.set_handlers(self._band_ready, self._report)
        self.destroyed.connect(self.band_runner.stop)
        self.translate_texts()

    def _style_items(self, s) -> None:
        for edge in (self.band_low, self.band_high):
            edge.setPen(s.pen(s.similarity, alpha=110))
        self.band.setBrush(s.brush(s.similarity, 70))
        self.curve.setPen(s.pen(s.similarity, 2))
        self.markers.setBrush(s.similarity)
        style_line(self.ref_line, s, s.reference_position, 1, Qt.PenStyle.DashLine)
        style_line(self.trained_line, s, s.highlight, 2, Qt.PenStyle.DashLine)

    def translate_texts(self) -> None:
        self.plot.setLabel("bottom", tr("Token position"))

    def extent_key(self, params: Params):
        return (params.seq_len, params.offset)

    def configure_key(self, params: Params):
        return params.ref_pos, params.trained_len

    def configure(self) -> None:
        p = self.params
        vb = self.plot.getViewBox()
        self.set_origin(p.offset, 0)  # (the view's x: positions from the offset)
        x0, x1 = p.offset, p.offset + p.seq_len - 1
        span = max(1, x1 - x0)
        vb.setLimits(xMin=-0.02 * span, xMax=x1 - x0 + 0.02 * span, minXRange=min(2.0, span))
        place_line(self.ref_line, p.ref_pos - p.offset, x0 <= p.ref_pos <= x1)
        set_line_label(self.trained_line, tr("trained length {n:,}", n=p.trained_len))
        place_line(self.trained_line, p.trained_len - p.offset, x0 < p.trained_len <= x1)

    def fit_range(self) -> None:
        span = self.params.seq_len - 1
        self.set_fit_range(self.plot.getViewBox(), (0, max(span, 1)), padding=0.02)

    def request(self) -> SimilarityRequest:
        p = self.params
        w, _ = self.pixels()
        lo, hi = self.data_range(0)
        start = max(p.offset, math.floor(lo))
        stop = min(p.offset + p.seq_len, math.floor(hi) + 1)
        if stop <= start:
            start, stop = p.offset, p.offset + p.seq_len
        return SimilarityRequest(p, AxisBins.fit(start, stop, w))

    def cost(self, request: SimilarityRequest) -> int:
        enc, bins = request.params.encoding, request.positions
        band = viewport.band_cost(enc, bins) if bins.averaged else 0
        return bins.count * (enc.n_full_pairs + 1) + (band if band <= viewport.ENVELOPE_BUDGET else 0)

    @staticmethod
    def compute(request: SimilarityRequest) -> SimilarityCurve:
        p = request.params
        return viewport.similarity_curve(p.encoding, p.ref_pos, request.positions)

    def apply(self, request: SimilarityRequest, curve: SimilarityCurve) -> None:
        self.result = curve
        bins = curve.positions
        x = (bins.centres() if bins.averaged else bins.starts().astype(np.float64)) - self.origin[0]
        few = bins.count <= MARKER_LIMIT and not bins.averaged
        # A point per pixel column needs no antialiasing, which would double the paint time.
        self.curve.setData(x, curve.mean, antialias=not bins.averaged)
        if few:
            self.markers.set_points(x, curve.mean)
        elif self.markers.isVisible():
            self.markers.clear()
        self.markers.setVisible(few)
        self.band_runner.cancel()
        self._show_band(request, curve.low, curve.high)
        if bins.averaged and curve.low is None:
            self._start_band(request)

    def _start_band(self, request: SimilarityRequest) -> None:
        """The exact min/max band of a huge range, computed after the curve is drawn, once
        the view has stayed on it for a moment (a burst of changes computes no band)."""
        self.band_pending = True
        QTimer.singleShot(BAND_DELAY_MS, lambda: self._submit_band(request))

    def _submit_band(self, request: SimilarityRequest) -> None:
        if not shiboken6.isValid(self) or request != self.shown or not self.band_pending:
            return  # something newer is on screen (it asks for its own band)
        runner, expected = self.band_runner, self.band_runner.latest + 1
        p = request.params

        def job():
            band = viewport.similarity_band(p.encoding, p.ref_pos, request.positions,
                                            should_stop=lambda: runner.latest != expected)
            return request, band

        runner.submit(job)

    def _band_ready(self, payload) -> None:
        request, band = payload
        if band is not None and request == self.shown:
            self._show_band(request, *band)
            self.rendered.emit()

    def _show_band(self, request: SimilarityRequest, low, high) -> None:
        bins = request.positions
        has_band = low is not None
        self.band_pending = bins.averaged and not has_band
        self.follow_y(*((self.result.mean, low, high) if has_band else (self.result.mean,)))
        for item in (self.band, self.band_low, self.band_high):
            item.setVisible(has_band)
        if has_band:
            x = bins.centres() - self.origin[0]
            self.band_low.setData(x, low, antialias=False)
            self.band_high.setData(x, high, antialias=False)
            path = pg.arrayToQPath(np.concatenate([x, x[::-1]]), np.concatenate([low, high[::-1]]),
                                   connect="all")
            path.closeSubpath()
            self.band.setPath(path)
        p = request.params
        head = tr("Similarity to {ref:,}: positions {p0:,}–{p1:,}", ref=p.ref_pos, p0=bins.start,
                  p1=bins.stop - 1)
        if not bins.averaged:
            self.summary = tr("{head} · every point exact", head=head)
        elif has_band:
            self.summary = tr("{head} · averaged: each point is the exact mean of {n:,} "
                              "(band: exact min/max)", head=head, n=bins.size)
        else:
            self.summary = tr("{head} · averaged: each point is the exact mean of {n:,} "
                              "(computing the exact min/max band…)", head=head, n=bins.size)

    def follow_y(self, *series: np.ndarray) -> None:
        """The y range: the data's, padded as pyqtgraph's auto-range pads it; kept while it
        holds the data and the data fills at least ``Y_KEEP`` of it."""
        values = [s for s in series if s is not None and len(s)]
        if not values:
            return
        lo = min(float(np.min(s)) for s in values)
        hi = max(float(np.max(s)) for s in values)
        if not (math.isfinite(lo) and math.isfinite(hi)):
            return
        vb = self.plot.getViewBox()
        y0, y1 = vb.viewRange()[1]
        if y0 <= lo and hi <= y1 and hi - lo >= Y_KEEP * (y1 - y0):
            return
        vb.setYRange(lo, hi)

    def describe_point(self, x: float, y: float) -> str:
        p = self.params
        pos = int(round(x))
        if not (p.offset <= pos < p.offset + p.seq_len):
            return ""
        value = float(encodings.similarity([pos], p.ref_pos, p.encoding)[0])
        return tr("position {pos:,} · PE({ref:,})·PE({pos:,}) = {value:.9g}", pos=pos, ref=p.ref_pos,
                  value=value)
