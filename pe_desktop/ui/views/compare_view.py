"""Two positions' PE vectors over the dimensions, their difference, and the numbers that
compare them (the first article: rows 5 and 35 have entirely different patterns)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg

from ...core import analysis, encodings
from ...core.analysis import Comparison, Envelope
from ...core.encodings import Sinusoidal
from ...core.params import Params
from ...core.viewport import AxisBins
from ...i18n import tr
from ..style import PlotStyle
from .axes import cell_axis_items
from .base import PlotView, style_legend
from .labels import WrappingLabel, WrappingPlot
from .lines import RunDataItem

MARKER_LIMIT = 160  # a dot per dimension up to this many


class Trace:
    """One vector over the dimensions: a line of exact values, or when a pixel covers several
    dimensions, their exact min/max band around the mean."""

    def __init__(self, plot: pg.PlotItem, role: str) -> None:
        self.role = role  # the PlotStyle field of its colour
        self.colour = ""
        self.line = RunDataItem()
        self.low = RunDataItem()
        self.high = RunDataItem()
        self.band = pg.FillBetweenItem(self.low, self.high)
        for item in (self.band, self.low, self.high, self.line):
            plot.addItem(item)

    def restyle(self, s: PlotStyle) -> None:
        self.colour = getattr(s, self.role)
        self.line.setPen(s.pen(self.colour, 1.6))
        self.low.setPen(s.pen(self.colour))
        self.high.setPen(s.pen(self.colour))
        self.band.setBrush(s.brush(self.colour, 70))

    def show(self, x: np.ndarray, env: Envelope) -> None:
        averaged = env.bins.averaged
        for item in (self.band, self.low, self.high):
            item.setVisible(averaged)
        if averaged:
            self.low.setData(x, env.low)
            self.high.setData(x, env.high)
            self.line.setData(x, env.mean, symbol=None)
        else:
            few = x.size <= MARKER_LIMIT
            self.line.setData(x, env.mean, symbol="o" if few else None, symbolSize=4,
                              symbolBrush=self.colour, symbolPen=None)


@dataclass(frozen=True)
class CompareRequest:
    d_model: int
    base: float
    layout: str
    pos_a: int
    pos_b: int
    dims: AxisBins


@dataclass(frozen=True)
class CompareResult:
    comparison: Comparison
    a: Envelope
    b: Envelope
    diff: Envelope


class CompareView(PlotView):
    name = "compare"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.add_grid(self.plot)
        self.legend = self.plot.addLegend(offset=(-10, 4), labelTextSize="9pt", colCount=2)
        self.trace_a = Trace(self.plot, "position_a")
        self.trace_b = Trace(self.plot, "position_b")
        self.diff_plot: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items())
        self.graphics.addItem(self.diff_plot, row=1, col=0)
        self.diff_plot.setMenuEnabled(False)
        self.diff_plot.hideButtons()
        self.add_grid(self.diff_plot)
        self.diff_plot.setXLink(self.plot)
        self.zero_line = pg.InfiniteLine(angle=0, pos=0)
        self.diff_plot.addItem(self.zero_line)
        self.trace_diff = Trace(self.diff_plot, "difference")
        self.styled(self._style_items)
        # room above +1 for the legend, so it never hides values
        for plot, (lo, hi) in ((self.plot, (-1.08, 1.45)), (self.diff_plot, (-2.15, 2.15))):
            vb = plot.getViewBox()
            vb.setMouseEnabled(x=True, y=False)
            vb.setYRange(lo, hi, padding=0)
            plot.getAxis("left").setWidth(54)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=2, col=0)
        self.graphics.ci.layout.setRowStretchFactor(0, 3)
        self.graphics.ci.layout.setRowStretchFactor(1, 2)
        self.result: CompareResult | None = None
        self.vectors: tuple[np.ndarray, np.ndarray] | None = None
        self.translate_texts()

    def _style_items(self, s: PlotStyle) -> None:
        style_legend(self.legend, s, 230)
        self.zero_line.setPen(s.pen(s.baseline))
        for trace in (self.trace_a, self.trace_b, self.trace_diff):
            trace.restyle(s)

    def translate_texts(self) -> None:
        self.plot.setLabel("left", tr("PE value"))
        self.diff_plot.setLabel("bottom", tr("Embedding dimension"))
        self.diff_plot.setLabel("left", tr("Difference"))

    def extent_key(self, params: Params):
        return (params.d_model,)

    def configure_key(self, params: Params):
        return (params.pos_a, params.pos_b)

    def configure(self) -> None:
        p = self.params
        d = p.d_model
        self.plot.getViewBox().setLimits(xMin=-0.5 - 0.01 * d, xMax=d - 0.5 + 0.01 * d,
                                         minXRange=min(4.0, float(d)))
        self.legend.clear()
        self.legend.addItem(self.trace_a.line, f"PE({p.pos_a:,})")
        self.legend.addItem(self.trace_b.line, f"PE({p.pos_b:,})")
        self.diff_plot.setTitle(tr("Difference PE({a:,}) − PE({b:,})", a=p.pos_a, b=p.pos_b),
                                color=self.plot_style.text, size="10pt")

    def fit_range(self) -> None:
        d = self.params.d_model
        self.plot.getViewBox().setXRange(-0.5, d - 0.5, padding=0.01)

    def request(self) -> CompareRequest:
        p = self.params
        w, _ = self.pixels()
        dims = self.visible_bins(0, 0, p.d_model, w)
        if dims.averaged and p.layout == "interleaved" and dims.size % 2:
            # whole (sin, cos) pairs per pixel: an odd size would alternate 3 sines + 2 cosines
            # with 2 + 3 and the mean would zigzag from pixel to pixel
            start = dims.start - dims.start % 2
            dims = AxisBins(start, dims.stop, dims.size + 1)
        return CompareRequest(p.d_model, p.base, p.layout, p.pos_a, p.pos_b, dims)

    @staticmethod
    def compute(request: CompareRequest) -> CompareResult:
        enc = Sinusoidal(request.d_model, request.base, request.layout)
        a = analysis.pe_vector(request.pos_a, enc)
        b = analysis.pe_vector(request.pos_b, enc)
        comparison = analysis.compare_vectors(a, b, request.pos_a, request.pos_b)
        bins = request.dims
        return CompareResult(comparison, analysis.bin_envelope(a, bins), analysis.bin_envelope(b, bins),
                             analysis.bin_envelope(a - b, bins))

    def apply(self, request: CompareRequest, result: CompareResult) -> None:
        self.result = result
        bins = request.dims
        x = bins.centres() if bins.averaged else bins.starts().astype(np.float64)
        self.trace_a.show(x, result.a)
        self.trace_b.show(x, result.b)
        self.trace_diff.show(x, result.diff)
        c = result.comparison
        a, b = f"PE({c.pos_a:,})", f"PE({c.pos_b:,})"
        cosine = tr("undefined (a zero vector)") if math.isnan(c.cosine) else f"{c.cosine:.12g}"
        enc = Sinusoidal(request.d_model, request.base, request.layout)
        if enc.lone_sine:
            even = tr("(odd d: the lone sine changes |PE|)")
        elif enc.zero_column:
            even = tr("(odd d with a zero column: every |PE|² = (d−1)/2 = {half:,})",
                      half=request.d_model // 2)
        else:
            even = tr("(even d: every |PE|² = d/2 = {half:,})", half=request.d_model // 2)
        self.readout.setText(
            # 12 significant digits: float64's rounding stays out of sight
            f"<b>{a}·{b}</b> = {c.dot:,.12g} &nbsp;·&nbsp; <b>{tr('cosine')}</b> = {cosine}<br>"
            f"<b>{tr('distance')}</b> |{a} − {b}| = {c.distance:,.12g}<br>"
            f"|{a}| = {c.norm_a:,.12g} &nbsp;·&nbsp; |{b}| = {c.norm_b:,.12g} &nbsp;{even}",
            size="10pt", color=self.plot_style.text)
        shown = tr("dims {d0:,}–{d1:,}", d0=bins.start, d1=bins.stop - 1)
        if bins.averaged:
            shown = tr("{shown} · averaged: each pixel {n:,} dims, band = exact min/max, "
                       "line = exact mean", shown=shown, n=bins.size)
        else:
            shown = tr("{shown} · every dimension exact", shown=shown)
        self.summary = tr("Compare {a} and {b}: dot {dot:.6g}, cosine {cosine:.6g} · {shown}",
                          a=a, b=b, dot=c.dot, cosine=c.cosine, shown=shown)

    def hover_targets(self):
        return [(self.plot, self.describe_point), (self.diff_plot, self.describe_point)]

    def describe_point(self, x: float, y: float) -> str:
        p = self.params
        j = int(round(x))
        if not 0 <= j < p.d_model:
            return ""
        enc = p.encoding
        va, vb = (float(v) for v in encodings.encode([p.pos_a, p.pos_b], [j], enc)[:, 0])
        pair, is_cos = (int(v[0]) for v in enc.layout_of([j]))
        if pair < 0:
            return tr("dimension {dim:,}: the zero column of odd d_model · 0 at every position",
                      dim=j)
        kind = "cos" if is_cos else "sin"
        return tr("dimension {dim:,} ({kind}, pair {pair:,}) · PE({a:,}) = {va:+.12f} · "
                  "PE({b:,}) = {vb:+.12f} · difference = {diff:+.12f}", dim=j, kind=kind, pair=pair,
                  a=p.pos_a, va=va, b=p.pos_b, vb=vb, diff=va - vb)
