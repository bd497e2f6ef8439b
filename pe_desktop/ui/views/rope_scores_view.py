"""RoPE attention scores S[m, n] = rope(q, m)·rope(k, n) for a fixed seeded query and key.

Top: S over query positions m (down the side) and key positions n (along the bottom),
binned to the pixels (exact block means). It depends only on m − n; the readout measures
that on the shown cells from the rotated vectors. Bottom: S against the distance m − n
(causal: the query at or after the key), next to the normalised expected_score.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt

from ...core import rope
from ...core.params import Params
from ...core.rope import ScoreCurve, ShiftCheck
from ...core.viewport import AxisBins
from ...i18n import localize, tr
from ..colormaps import colormap
from ..style import PlotStyle
from .axes import ColourBar, cell_axis_items
from .base import PlotView, choice_label, marker_line, set_line_label, shift_check_scope, style_legend, style_line
from .images import ArgbImage
from .labels import WrappingLabel, WrappingPlot
from .lines import RunDataItem

MARKER_LIMIT = 120
LINE_DASHES = {"orig": Qt.PenStyle.DashLine, "target": Qt.PenStyle.DashDotLine}


@dataclass(frozen=True)
class ScoresRequest:
    params: Params
    rows: AxisBins  # query positions m
    cols: AxisBins  # key positions n
    distances: AxisBins  # m − n for the curve


@dataclass(frozen=True)
class ScoresResult:
    values: np.ndarray  # (rows.count, cols.count) exact block means
    check: ShiftCheck | None
    curve: ScoreCurve
    norm: float  # |q|·|k|
    bound: float  # Σ|q_i||k_i| × attention scaling²: no |S| is larger
    rms: float  # RMS of S over all distances


def describe_check(check: ShiftCheck | None, last_position: int = 0) -> str:
    if check is None:
        return tr("Shift check: needs at least 2 rows and 2 columns shown")
    where = shift_check_scope(check)
    measured = tr("max |S[m,n] − S[m+1,n+1]| = {residual} {where} (S from the rotated vectors, "
                  "float64):", residual=f"<b>{check.residual:.3g}</b>", where=where)
    if last_position >= 10**6:
        depends = tr("S depends only on m − n (positions up to {last:.3g}: the float64 angles m·θᵢ "
                     "carry ~{error:.0e} rad of rounding)",
                     last=last_position, error=last_position * 2.0 ** -53)
    else:
        depends = tr("S depends only on m − n")
    return f"{measured}<br>{depends}"


def color_level(result: ScoresResult) -> float:
    """±3 RMS of S over all distances (fixed per q, k: zooming keeps the colours), at most the bound."""
    return min(result.bound, 3.0 * result.rms) or 1.0


class RopeScoresView(PlotView):
    name = "rope-scores"
    cell_sides = ("left", "bottom")
    wrapped_labels = ("readout", "curve_note")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.image = ArgbImage(axisOrder="row-major")
        self.plot.addItem(self.image)
        vb = self.plot.getViewBox()
        vb.invertY(True)
        # not aspect-locked: a wide or tall plot shows the data's range, not empty space
        # around a square (−10…60 for 50 positions); the cells stretch instead
        self.colorbar = ColourBar(values=(-1.0, 1.0), colorMap=colormap("RdBu"), label="",
                                  interactive=False, width=14)
        self.colorbar.setImageItem(self.image, insert_in=self.plot)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=1, col=0)
        self.curve_plot: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items())
        self.graphics.addItem(self.curve_plot, row=2, col=0)
        cp = self.curve_plot
        cp.setMenuEnabled(False)
        cp.hideButtons()
        self.add_grid(cp)
        self.zero_line = pg.InfiniteLine(angle=0, pos=0)
        cp.addItem(self.zero_line)
        self.band_low = RunDataItem()
        self.band_high = RunDataItem()
        self.band = pg.FillBetweenItem(self.band_low, self.band_high)
        for item in (self.band, self.band_low, self.band_high):
            cp.addItem(item)
        self.score_curve = RunDataItem()
        self.expected_curve = RunDataItem()
        cp.addItem(self.score_curve)
        cp.addItem(self.expected_curve)
        self.lines = {}
        for key in LINE_DASHES:  # labels at two heights: close lines stay readable
            line = marker_line(90, position=0.08 if key == "orig" else 0.24)
            cp.addItem(line)
            self.lines[key] = line
        self.styled(self._style_items)
        cp.getAxis("left").enableAutoSIPrefix(False)
        cvb = cp.getViewBox()
        cvb.setMouseEnabled(x=True, y=False)
        cvb.enableAutoRange(axis="y")
        cvb.sigRangeChangedManually.connect(self._range_changed)
        cvb.sigResized.connect(self._range_changed)
        self.curve_note = WrappingLabel("", justify="left")
        self.graphics.addItem(self.curve_note, row=3, col=0)
        layout = self.graphics.ci.layout
        layout.setRowStretchFactor(0, 3)
        layout.setRowStretchFactor(2, 2)
        self.result: ScoresResult | None = None
        self.translate_texts()

    def _style_items(self, s: PlotStyle) -> None:
        self.zero_line.setPen(s.pen(s.baseline))
        for edge in (self.band_low, self.band_high):
            edge.setPen(s.pen(s.score, alpha=110))
        self.band.setBrush(s.brush(s.score, 60))
        self.score_curve.setPen(s.pen(s.score, 2))
        self.expected_curve.setPen(s.pen(s.expected, 2))
        for key, colour in (("orig", s.original_limit), ("target", s.target_limit)):
            style_line(self.lines[key], s, colour, 1.5, LINE_DASHES[key], 220)

    def figure_layout(self, width: float, height: float) -> None:
        """The curves' key was in the note under them, which a small figure leaves out: a legend
        names them instead (export keeps it off the data)."""
        super().figure_layout(width, height)
        legend = self.curve_plot.addLegend(offset=(-8, 8), labelTextSize="9pt")
        self.styled(lambda s: style_legend(legend, s, 230))
        legend.addItem(self.score_curve, tr("seeded q, k"))
        legend.addItem(self.expected_curve, tr("expected score"))

    def translate_texts(self) -> None:
        self.plot.setLabel("left", tr("Query position m"))
        self.plot.setLabel("bottom", tr("Key position n"))
        cp = self.curve_plot
        cp.setLabel("bottom", tr("Distance m − n") if self.compact else tr("Distance m − n (query after key)"))
        cp.setLabel("left", tr("score / (|q|·|k|)"))
        # narrow: the axis says it (a second title would take the plot's height)
        cp.setTitle(None if self.compact else tr("Score against the distance m − n"), color=self.plot_style.text,
                    size="10pt")

    # -- extents ---------------------------------------------------------------------------
    def extent_key(self, params: Params):
        return (params.seq_len, params.offset)

    def configure_key(self, params: Params):
        return (params.colormap, params.original_context, params.factor, params.scaling)

    def _extent(self) -> tuple[int, int]:
        p = self.params
        return p.offset, p.offset + p.seq_len

    def configure(self) -> None:
        p = self.params
        lo, hi = self._extent()
        # pan and zoom stay within the data
        self.plot.getViewBox().setLimits(xMin=lo, xMax=hi, yMin=lo, yMax=hi, minXRange=min(2.0, hi - lo),
                                         minYRange=min(2.0, hi - lo))
        if self.changed("colormap", p.colormap):
            self.colorbar.setColorMap(colormap(p.colormap))
        span = max(1, p.seq_len - 1)
        self.curve_plot.getViewBox().setLimits(xMin=-0.02 * span, xMax=span * 1.02,
                                               minXRange=min(2.0, span))
        orig, target = p.original_context, p.original_context * p.factor
        self.lines["orig"].setValue(orig)
        set_line_label(self.lines["orig"], tr("original context {n:,}", n=orig))
        self.lines["orig"].setVisible(orig < p.seq_len)
        self.lines["target"].setValue(target)
        set_line_label(self.lines["target"], tr("target {n:,.0f}", n=target))
        self.lines["target"].setVisible(p.scaling != "none" and p.factor > 1 and target < p.seq_len)

    def fit_range(self) -> None:
        lo, hi = self._extent()
        self.plot.getViewBox().setRange(xRange=(lo, hi), yRange=(lo, hi), padding=0)
        span = max(1, self.params.seq_len - 1)
        self.curve_plot.getViewBox().setXRange(0, span, padding=0.02)

    # -- computing ------------------------------------------------------------------------
    def _curve_bins(self) -> AxisBins:
        p = self.params
        vb = self.curve_plot.getViewBox()
        ratio = self.devicePixelRatioF() or 1.0
        width = max(1, int(vb.width() * ratio))
        lo, hi = vb.viewRange()[0]
        start = max(0, math.floor(lo))
        stop = min(p.seq_len, math.floor(hi) + 1)
        if stop <= start:
            start, stop = 0, p.seq_len
        return AxisBins.fit(start, stop, width)

    def request(self) -> ScoresRequest:
        p = self.params
        w, h = self.pixels()
        lo, hi = self._extent()
        rows = self.visible_bins(1, lo, hi, h)
        cols = self.visible_bins(0, lo, hi, w)
        size = max(rows.size, cols.size)  # one block shape: square pixels, the fast path
        rows, cols = AxisBins(rows.start, rows.stop, size), AxisBins(cols.start, cols.stop, size)
        return ScoresRequest(p, rows, cols, self._curve_bins())

    @staticmethod
    def compute(request: ScoresRequest) -> ScoresResult:
        p = request.params
        q, k = rope.seeded_qk(p)
        return ScoresResult(rope.scores(p, request.rows, request.cols),
                            rope.shift_check(p, request.rows, request.cols),
                            rope.score_curve(p, request.distances),
                            float(np.linalg.norm(q) * np.linalg.norm(k)),
                            rope.score_bound(p), rope.score_rms(p))

    def apply(self, request: ScoresRequest, result: ScoresResult) -> None:
        self.result = result
        p = request.params
        rows, cols = request.rows, request.cols
        level = color_level(result)
        self.image.setImage(result.values.astype(np.float32), autoLevels=False, levels=(-level, level))
        self.image.setRect(QRectF(cols.start, rows.start, cols.count * cols.size, rows.count * rows.size))
        self.colorbar.setLevels((-level, level))
        if self.compact:  # the bar's label is short; the fixed scale goes into the title
            self.colorbar.axis.setLabel("S[m,n]")
            self.plot.setTitle(tr("{title} · colours fixed at ±{level:.4g}", title=localize(self.title),
                                  level=level), color=self.plot_style.text, size="11pt")
        else:
            self.colorbar.axis.setLabel(tr("S[m,n], colours fixed at ±{level:.4g}", level=level))
        shown = f"m {rows.start:,}–{rows.stop - 1:,} × n {cols.start:,}–{cols.stop - 1:,}"  # symbols only
        pixel = (tr("each pixel the exact mean of {n:,}×{m:,} cells", n=rows.size, m=cols.size)
                 if rows.averaged else tr("every cell exact"))
        factors = _scale_factors(p)
        yarn = " · " + tr("S includes {factors}", factors=factors) if factors else ""
        scaling = (tr("no scaling") if p.scaling == "none" else
                   tr("{scaling} scaling", scaling=choice_label("scaling", p.scaling)))
        drawn = tr("Shown: {shown} · {pixel} · {scaling}, pairs {pairing}{yarn}", shown=shown, pixel=pixel,
                   scaling=scaling, pairing=choice_label("pairing", p.pairing), yarn=yarn)
        for note in (rope.dynamic_note(p), rope.longrope_note(p)):
            if note is not None:
                drawn += "<br>" + localize(note)
        colours = tr("q, k ~ N(0,1) from seed {seed}: |q|·|k| = {norm:.4g} · colours at ±3 × RMS of S "
                     "over all distances ({rms:.4g}) · no |S| exceeds Σ|qᵢ||kᵢ| = {bound:.4g}",
                     seed=p.seed, norm=result.norm, rms=result.rms, bound=result.bound)
        self.readout.setText(
            describe_check(result.check, max(rows.stop, cols.stop) - 1)
            + f"<br><span style='color:{self.plot_style.muted}'>{drawn}<br>{colours}</span>",
            size="9pt", color=self.plot_style.text)
        self._apply_curve(request, result)
        self.summary = tr("RoPE scores: {shown} · {pixel}", shown=shown, pixel=pixel)

    def _apply_curve(self, request: ScoresRequest, result: ScoresResult) -> None:
        curve, bins = result.curve, request.distances
        x = bins.centres() if bins.averaged else bins.starts().astype(np.float64)
        few = bins.count <= MARKER_LIMIT and not bins.averaged
        marks = dict(symbol="o", symbolSize=5, symbolPen=None) if few else dict(symbol=None)
        s = self.plot_style
        self.score_curve.setData(x, curve.score / result.norm, symbolBrush=s.score, **marks)
        self.expected_curve.setData(x, curve.expected, symbolBrush=s.expected, **marks)
        has_band = curve.low is not None
        for item in (self.band, self.band_low, self.band_high):
            item.setVisible(has_band)
        if has_band:
            self.band_low.setData(x, curve.low / result.norm)
            self.band_high.setData(x, curve.high / result.norm)
        if not bins.averaged:
            how = tr("every distance exact")
        elif has_band:
            how = tr("each point the exact mean of {n:,} distances; the band is their exact min and max",
                     n=bins.size)
        else:
            how = tr("each point the exact mean of {n:,} distances (too many to draw the min/max band: "
                     "zoom in)", n=bins.size)
        factors = _scale_factors(request.params)
        note = " · " + tr("scores include {factors}", factors=factors) if factors else ""
        seeded = tr("seeded q, k")
        expected_name = tr("expected score")
        expected = tr("mean over pairs of cos(θᵢ·(m − n)), the normalised score of a q = k with equal "
                      "energy in every pair")
        distances = tr("Distances {d0:,}–{d1:,}: {how}{note}", d0=bins.start, d1=bins.stop - 1,
                       how=how, note=note)
        self.curve_note.setText(
            f"<span style='color:{s.score}'><b>━ {seeded}</b>: S(m − n) / (|q|·|k|)</span> · "
            f"<span style='color:{s.expected}'><b>━ {expected_name}</b>: {expected}</span><br>"
            f"<span style='color:{s.muted}'>{distances}</span>",
            size="9pt", color=s.text)

    # -- hover -------------------------------------------------------------------------------
    def hover_targets(self):
        return [(self.plot, self.describe_point), (self.curve_plot, self.describe_distance)]

    def describe_point(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        p = self.params
        lo, hi = self._extent()
        m, n = math.floor(y), math.floor(x)
        if not (lo <= m < hi and lo <= n < hi):
            return ""
        q, k = rope.seeded_qk(p)
        exact = float(rope.apply_rope(q, [m], p)[0] @ rope.apply_rope(k, [n], p)[0])
        exact *= rope.score_scale(p)
        text = f"m = {m:,} · n = {n:,} · m − n = {m - n:,} · S[m,n] = {exact:.9g}"  # symbols only
        req = self.shown
        if req is not None and req.rows.averaged:
            r = (m - req.rows.start) // req.rows.size
            c = (n - req.cols.start) // req.cols.size
            if 0 <= r < self.result.values.shape[0] and 0 <= c < self.result.values.shape[1]:
                text += " · " + tr("this pixel (block mean) = {value:.9g}",
                                   value=self.result.values[r, c])
        return text

    def describe_distance(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        p = self.params
        d = int(round(x))
        if not 0 <= d < p.seq_len:
            return ""
        score = float(rope.score_of_distance(d, p))
        return tr("distance m − n = {d:,} · score = {score:.9g} · score/(|q|·|k|) = {normalised:.6g} · "
                  "expected score = {expected:.6g}", d=d, score=score,
                  normalised=score / self.result.norm, expected=float(rope.expected_score(d, p)))


def _scale_factors(p: Params) -> str:
    """The factors on the scores besides q·k: YaRN's attention scaling² and the model's logit
    scale ("" when both are 1)."""
    parts = []
    scale = rope.attention_scaling(p)
    if scale != 1:
        parts.append(tr("YaRN's attention scaling² = {value:.4g}", value=scale * scale))
    if p.logit_scale != 1:
        parts.append(tr("the model's logit scale {value:.4g}", value=p.logit_scale))
    return tr(" and ").join(parts)
