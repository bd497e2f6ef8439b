"""How each scheme relates two positions as their distance δ grows, on one x axis.

Top: quantities that are 1 at δ = 0 — the sinusoidal encoding's normalised dot product
PE(p)·PE(p+δ)/(d/2), RoPE's expected score mean_i cos(θ_i·δ), xPos's decaying envelope of
it, and a learned table's mean cosine similarity of rows p and p+δ (which ends at the table's
length); Shaw's k marked where every farther key shares one vector. Below, in logit units:
ALiBi's bias −m_h·δ (one line per head), T5's learned bias of one head by bucket, and
Transformer-XL's position terms (b) + (d) for its seeded draw.

Viewport-binned along δ: sinusoidal, RoPE and ALiBi points are exact means over the
distances of a pixel (closed forms); the learned curve is the plain mean of its per-δ means.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt

from ...core import alibi, learned, relative, rope, schemes
from ...core.params import ParamError, Params
from ...core.viewport import AxisBins
from ...i18n import localize, tr
from ..style import PlotStyle
from .axes import cell_axis_items
from .base import PlotView, choice_label, marker_line, set_line_label, style_legend, style_line
from .labels import WrappingLabel, WrappingPlot
from .lines import RunDataItem

MARKER_LIMIT = 120


def curve_colours(s: PlotStyle) -> dict[str, str]:
    return {"sinusoidal": s.sinusoidal, "rope": s.rope, "xpos": s.xpos, "learned": s.learned}


# the relative family's lines in logit units (the lower plot), beside ALiBi's heads
LOGIT_CURVES = ("t5", "transformer-xl")


def logit_colours(s: PlotStyle) -> dict[str, str]:
    return {"t5": s.t5, "transformer-xl": s.txl}


def head_colour(h: int, n: int, s: PlotStyle) -> str:
    """From the steepest slope's colour (a purple) to the shallowest's (a light violet)."""
    t = h / max(1, n - 1)
    start, end = (np.array(s.colour(c).getRgb()[:3]) for c in (s.alibi_steep, s.alibi_shallow))
    r, g, b = (start + t * (end - start)).astype(int)
    return f"#{r:02x}{g:02x}{b:02x}"


def curve_names(p: Params) -> dict[str, str]:
    src = tr("untrained init") if not learned.is_trained(p) else tr("trained table")
    scaling = "" if p.scaling == "none" else f", {choice_label('scaling', p.scaling)} ×{p.factor:g}"
    return {
        "sinusoidal": tr("sinusoidal: PE(p)·PE(p+δ) / (d/2), d_model {d_model:,}", d_model=p.d_model),
        "rope": tr("RoPE: expected score meanᵢ cos(θᵢ·δ), head dim {head_dim}{scaling}",
                   head_dim=p.head_dim, scaling=scaling),
        "xpos": tr("xPos: meanᵢ ζᵢ^(δ/γ) cos(θᵢ·δ), γ {gamma:,g}, RoPE base {base:,.6g}",
                   gamma=p.xpos_scale_base, base=p.rope_base),
        "learned": tr("learned table: mean cosine of rows p, p+δ ({source})", source=src),
    }


def short_curve_names() -> dict[str, str]:
    """The curves' names in a small figure (a long legend would widen the plot)."""
    return {"sinusoidal": tr("sinusoidal"), "rope": tr("RoPE (expected score)"),
            "xpos": tr("xPos (envelope)"), "learned": tr("learned table")}


def same_frequencies(p: Params) -> bool:
    """True when RoPE's θ_i are the sinusoidal ω_i: then both curves are the same."""
    enc = p.encoding
    theta = rope.inv_freq(p)
    return (theta.size == enc.n_full_pairs and
            bool(np.allclose(theta, enc.omega[: enc.n_full_pairs], rtol=1e-12, atol=0)))


def slope_text(m: float) -> str:
    """1/256 for a power-of-two slope, else the decimal."""
    inverse = 1.0 / m
    if abs(inverse - round(inverse)) < 1e-9 * inverse:
        return f"1/{round(inverse):,}"
    return f"{m:.4g}"


def heads_legend(p: Params, s: PlotStyle, limit: int = 8) -> str:
    """The ALiBi lines' key, one short line of coloured swatches (the lines are drawn in
    the plot below; a legend inside it would hide them), with each head's slope as the
    model computes it."""
    n_heads, m = p.n_heads, alibi.model_slopes(p)
    shown = list(range(n_heads)) if n_heads <= limit else [0, 1, 2, None, n_heads - 2, n_heads - 1]
    parts = []
    for h in shown:
        if h is None:
            parts.append("…")
            continue
        colour = head_colour(h, n_heads, s)
        parts.append(f"<span style='color:{colour}'>━━</span> h{h} m={slope_text(m[h])}")
    alibi_key = tr("ALiBi, {n} heads: {swatches}", n=n_heads, swatches=" &nbsp;".join(parts))
    colours = logit_colours(s)
    t5_what = (tr("T5 bias of head {head} ({source})", head=p.head, source=t5_source(p)))
    txl_what = tr("Transformer-XL (b) + (d), seed {seed}", seed=p.seed)
    others = " &nbsp;".join(f"<span style='color:{colours[key]}'>━━</span> {text}"
                            for key, text in (("t5", t5_what), ("transformer-xl", txl_what)))
    return f"{alibi_key}<br>{others}"


def t5_source(p: Params) -> str:
    """Where T5's biases come from: the open model's table, or an untrained draw."""
    try:
        trained = relative.t5_is_trained(p)
    except ParamError:
        trained = False
    if trained:
        return tr("the model's relative_attention_bias")
    return tr("untrained init, seed {seed}", seed=p.seed)


@dataclass(frozen=True)
class DecayRequest:
    params: Params
    distances: AxisBins


@dataclass(frozen=True)
class DecayResult:
    distances: AxisBins
    curves: dict  # name → array over the bins
    learned_rows: int  # 0 when the table is unavailable
    learned_error: str  # as the core gives it (translatable): shown with localize()


class DistanceDecayView(PlotView):
    name = "distance-decay"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.add_grid(self.plot)
        self.plot.getViewBox().setMouseEnabled(x=True, y=False)
        self.plot.getAxis("left").enableAutoSIPrefix(False)
        self.legend = self.plot.addLegend(offset=(-10, 10), labelTextSize="9pt")
        self.curves: dict[str, pg.PlotDataItem] = {}
        for key in curve_colours(self.plot_style):
            item = RunDataItem(connect="finite", name=key)
            self.plot.addItem(item)
            self.curves[key] = item
        self.end_line = marker_line(90, position=0.12, anchors=[(0, 0), (0, 0)])
        self.plot.addItem(self.end_line)
        self.shaw_line = marker_line(90, position=0.22, anchors=[(0, 0), (0, 0)])
        self.plot.addItem(self.shaw_line)
        self.bias_plot: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items())
        self.graphics.addItem(self.bias_plot, row=1, col=0)
        self.bias_plot.setMenuEnabled(False)
        self.bias_plot.hideButtons()
        self.add_grid(self.bias_plot)
        self.bias_plot.setXLink(self.plot)
        self.bias_plot.getViewBox().setMouseEnabled(x=True, y=False)
        self.bias_plot.getViewBox().enableAutoRange(axis="y")
        self.bias_plot.getAxis("left").enableAutoSIPrefix(False)
        self.bias_plot.getViewBox().sigRangeChangedManually.connect(self._range_changed)
        self.bias_plot.getViewBox().sigResized.connect(self._range_changed)
        self.head_curves: list[pg.PlotDataItem] = []
        self.logit_curves: dict[str, pg.PlotDataItem] = {}
        for key in LOGIT_CURVES:
            item = RunDataItem(connect="finite")
            self.bias_plot.addItem(item)
            self.logit_curves[key] = item
        self.styled(self._style_items)
        self.heads_text = ""
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=2, col=0)
        self.graphics.ci.layout.setRowStretchFactor(0, 3)
        self.graphics.ci.layout.setRowStretchFactor(1, 2)
        self.result: DecayResult | None = None
        self.translate_texts()

    def _style_items(self, s: PlotStyle) -> None:
        style_legend(self.legend, s, 230)
        for key, colour in curve_colours(s).items():
            # the sinusoidal line wide and light, under the others: where RoPE has the same
            # frequencies the two curves are identical and both stay visible
            self.curves[key].setPen(s.pen(colour, 5, alpha=150) if key == "sinusoidal"
                                    else s.pen(colour, 1.6))
        style_line(self.end_line, s, s.learned, 1.5, Qt.PenStyle.DashLine, 225)
        style_line(self.shaw_line, s, s.shaw, 1.5, Qt.PenStyle.DotLine, 225)
        for key, colour in logit_colours(s).items():
            self.logit_curves[key].setPen(s.pen(colour, 2.0, Qt.PenStyle.DashLine))

    def translate_texts(self) -> None:
        # the legend's curve names are set by configure(), which a language change runs again
        self.plot.setLabel("left", tr("similarity (1 at δ = 0)"))
        self.bias_plot.setLabel("left", tr("logit units"))
        self.bias_plot.setLabel("bottom", tr("Distance δ = i − j (positions)") if self.compact else
                                tr("Distance δ = i − j between query and key (positions)"))
        self.bias_plot.setTitle(tr("Biases on the logit: ALiBi, T5, Transformer-XL") if self.compact else
                                tr("Added to the logit: ALiBi's and T5's biases, Transformer-XL's "
                                   "position terms (a different scale from the plot above)"),
                                color=self.plot_style.text, size="10pt")

    def extent_key(self, params: Params):
        return (params.seq_len,)

    def configure_key(self, params: Params):
        return (params.n_heads, params.table_size, params.table_file, params.model, params.init,
                params.d_model, params.head_dim, params.scaling, params.factor, params.seq_len,
                params.head, params.seed, params.t5_values, params.shaw_k, params.xpos_scale_base,
                params.rope_base)

    def configure(self) -> None:
        p = self.params
        n = p.seq_len
        vb = self.plot.getViewBox()
        span = max(1, n - 1)
        vb.setLimits(xMin=-0.02 * span, xMax=(n - 1) + 0.02 * span, minXRange=min(2.0, span))
        names = short_curve_names() if self.compact else curve_names(p)
        self.legend.clear()
        for key, item in self.curves.items():
            self.legend.addItem(item, names[key])
        if self.changed("n_heads", p.n_heads):
            for item in self.head_curves:
                self.bias_plot.removeItem(item)
            self.head_curves = []
            for h in range(p.n_heads):
                colour = head_colour(h, p.n_heads, self.plot_style)
                item = RunDataItem(pen=self.plot_style.pen(colour, 1.5))
                self.bias_plot.addItem(item)
                self.head_curves.append(item)
        self.heads_text = heads_legend(p, self.plot_style)
        try:
            rows = learned.table_shape(p)[0]
        except ParamError:
            rows = 0
        self.end_line.setVisible(0 < rows < n)
        if 0 < rows < n:
            self.end_line.setValue(rows)
            set_line_label(self.end_line, tr("learned table ends: no two rows are {rows:,} or more "
                                             "apart", rows=rows))
        self.shaw_line.setVisible(p.shaw_k < n)
        if p.shaw_k < n:
            self.shaw_line.setValue(p.shaw_k)
            # a figure's plot reaches past 1 for its legend (at its right): the label above the
            # curves there, left of the line where it fits (place_shaw_label)
            self.shaw_line.label.setPosition(0.62 if self.compact else 0.22)
            set_line_label(self.shaw_line, tr("Shaw k = {k}: farther keys share one vector", k=p.shaw_k)
                           if not self.compact else tr("Shaw k = {k}", k=p.shaw_k))

    def fit_range(self) -> None:
        n = self.params.seq_len
        self.plot.getViewBox().setXRange(0, max(n - 1, 1), padding=0.02)

    def request(self) -> DecayRequest:
        p = self.params
        w, _ = self.pixels()
        lo, hi = self.plot.getViewBox().viewRange()[0]
        start = max(0, math.floor(lo))
        stop = min(p.seq_len, math.floor(hi) + 1)
        if stop <= start:
            start, stop = 0, p.seq_len
        return DecayRequest(p, AxisBins.fit(start, stop, w))

    def cost(self, request: DecayRequest) -> int:
        p = request.params
        return request.distances.count * (p.d_model + 2 * p.head_dim + p.n_heads) + \
            (schemes_cost_learned(p))

    @staticmethod
    def compute(request: DecayRequest) -> DecayResult:
        p = request.params
        bins = request.distances
        curves = schemes.distance_decay(p, bins, schemes=("sinusoidal", "rope", "alibi", "xpos",
                                                          "t5", "transformer-xl"))
        error, rows = "", 0
        try:
            curves.update(schemes.distance_decay(p, bins, schemes=("learned",)))
            rows = learned.table_shape(p)[0]
        except ParamError as exc:  # keep the core's message (a Msg) so it can be shown translated
            error = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], str) else str(exc)
            curves["learned"] = np.full(bins.count, np.nan)
        return DecayResult(bins, curves, rows, error)

    def apply(self, request: DecayRequest, result: DecayResult) -> None:
        self.result = result
        p = request.params
        bins = result.distances
        x = bins.centres() if bins.averaged else bins.starts().astype(np.float64)
        few = bins.count <= MARKER_LIMIT and not bins.averaged
        colours = curve_colours(self.plot_style)
        for key, item in self.curves.items():
            values = result.curves[key]
            if not np.isfinite(values).any():  # e.g. the learned table ends before δ shown
                item.setData([], [])  # (markers on all-NaN data have no bounds: draw nothing)
                continue
            item.setData(x, values, symbol="o" if few else None, symbolSize=4,
                         symbolBrush=colours[key], symbolPen=None)
        # y from at most −0.25 to just above 1 (the value at δ = 0), wider if the data is
        low = min((float(np.nanmin(v)) for k, v in result.curves.items()
                   if k in self.curves and np.isfinite(v).any()), default=0.0)
        self.plot.getViewBox().setYRange(min(-0.25, low - 0.05), 1.05, padding=0)
        for h, item in enumerate(self.head_curves):
            item.setData(x, result.curves[f"alibi h{h}"])
        self.place_shaw_label()
        for key, item in self.logit_curves.items():
            item.setData(x, result.curves[key])
        shown = f"δ {bins.start:,}–{bins.stop - 1:,}"  # symbols only
        if bins.averaged:
            how = tr("averaged: each point is the exact mean of {n:,} distances", n=bins.size)
            detail = tr("{shown} · {how} (learned: the plain mean of its per-δ means)",
                        shown=shown, how=how)
        else:
            how = tr("every point exact")
            detail = tr("{shown} · {how}", shown=shown, how=how)
        lines = [detail]
        if result.learned_error:
            error = tr("learned table: {reason}", reason=localize(result.learned_error))
            lines.append(f"<span style='color:{self.plot_style.error}'>{error}</span>")
        elif result.learned_rows:
            if learned.is_trained(p):
                source = learned.source_name(p)
            else:
                source = tr("untrained {model} init", model="BERT" if p.init == "bert" else "GPT-2")
            note = tr("learned: {source}, {rows:,} rows", source=source, rows=result.learned_rows)
            if result.learned_rows < p.seq_len:
                note = tr("{note}: the curve ends at δ = {last:,}", note=note,
                          last=result.learned_rows - 1)
            if not learned.is_trained(p):
                note = tr("{note} (random rows are nearly orthogonal: ≈ 0 past δ = 0)", note=note)
            lines.append(note)
        if p.odd_d_model:
            lines.append(tr("odd d_model: the sinusoidal curve averages the d//2 full (sin, cos) pairs"))
        lines.append(tr("NoPE: no line, nothing in it depends on δ; its positions come from the "
                        "causal mask (Scheme view, NoPE)"))
        if same_frequencies(p):
            lines.append(tr("sinusoidal and RoPE coincide here: the same frequencies "
                            "(d_model = head_dim, base = RoPE base, no scaling)"))
        for note in (rope.dynamic_note(p), rope.longrope_note(p)):
            if note is not None:
                lines.append(localize(note))
        if p.scaling == "yarn":
            lines.append(tr("RoPE: YaRN's attention scaling {value:.4g} is left out (the score is "
                            "normalised)", value=rope.attention_scaling(p)))
        self.readout.setText("<br>".join([self.heads_text] + lines), size="9pt",
                             color=self.plot_style.secondary)
        # One short status-bar line (it shares the bar with the hover text); the details are
        # in the readout under the plots.
        self.summary = tr("Distance decay: {shown} · {how}", shown=shown, how=how)
        if result.learned_error:
            self.summary = tr("{summary} · learned table unavailable", summary=self.summary)

    def place_shaw_label(self) -> None:
        """Shaw's label right of its line, or in a figure left of it where it fits (the
        legend covers the right there); never past the plot's edge."""
        line = self.shaw_line
        if not line.isVisible():
            return
        vb = self.plot.getViewBox()
        x = vb.mapViewToScene(QPointF(line.value(), 0.0)).x()
        left = self.compact and x - line.label.boundingRect().width() >= vb.sceneBoundingRect().left()
        anchors = [(1, 0), (1, 0)] if left else [(0, 0), (0, 0)]
        if line.label.anchors != anchors:
            line.label.anchors = anchors
            line.label.updatePosition()

    def input_problem(self) -> str:
        return self.result.learned_error if self.result is not None else ""

    def hover_targets(self):
        """Both plots share the distance axis."""
        describe = lambda x, y: self.describe_point(x, 0.0)  # noqa: E731
        return [(self.plot, describe), (self.bias_plot, describe)]
    def describe_point(self, x: float, y: float) -> str:
        p = self.params
        if p is None:
            return ""
        d = int(round(x))
        if not (0 <= d < p.seq_len):
            return ""
        curves = schemes.distance_decay(p, np.array([d]), schemes=("sinusoidal", "rope", "alibi",
                                                                   "xpos", "t5", "transformer-xl"))
        parts = [f"δ = {d:,}", tr("sinusoidal {value:.9g}", value=curves["sinusoidal"][0]),
                 f"RoPE {curves['rope'][0]:.9g}", f"xPos {curves['xpos'][0]:.9g}",
                 tr("T5 bias {value:.6g}", value=curves["t5"][0]),
                 tr("Transformer-XL (b)+(d) {value:.6g}", value=curves["transformer-xl"][0])]
        try:
            value = schemes.distance_decay(p, np.array([d]), schemes=("learned",))["learned"][0]
            parts.append(tr("learned: no pair of rows this far apart") if np.isnan(value)
                         else tr("learned {value:.9g}", value=value))
        except ParamError:
            pass
        heads = ", ".join(f"h{h} {curves[f'alibi h{h}'][0]:.6g}" for h in range(min(p.n_heads, 8)))
        if p.n_heads > 8:
            heads = tr("{heads} … ({n} heads)", heads=heads, n=p.n_heads)
        parts.append(f"ALiBi {heads}")
        return " · ".join(parts)


def schemes_cost_learned(p: Params) -> int:
    """The learned curve is cached after the first time; that first time costs the table."""
    return p.table_size * p.d_model if not learned.is_trained(p) else 0
