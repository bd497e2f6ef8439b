"""RoPE's θ_i and wavelengths 2π/θ_i per pair, before and after a long-context scaling.

Top: wavelengths (log) with the original and the target context; bottom: θ_i (log). Each
scaled pair is coloured by what the scaling did to it: kept (extrapolated), divided by the
factor (interpolated) or anything between (blended).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from ...core import rope
from ...core.params import SPECS, ParamError, Params
from ...i18n import localize, tr
from ..style import PlotStyle
from .axes import cell_axis_items
from .base import PlotView, choice_label, marker_line, set_line_label, style_legend, style_line
from .labels import WrappingLabel, WrappingPlot
from .lines import RunDataItem

SYMBOL_LIMIT = 160  # a dot per pair up to this many pairs


def class_colours(s: PlotStyle) -> tuple[str, str, str]:
    """The scaled pairs' colours, in the order of rope.CLASS_NAMES."""
    return s.extrapolated, s.interpolated, s.blended


@dataclass(frozen=True)
class FrequencyRequest:
    params: Params


@dataclass(frozen=True)
class FrequencyResult:
    theta: np.ndarray
    scaled: np.ndarray
    classes: np.ndarray


def _n(x: float) -> str:
    """A number for the readout: grouped digits for big ones, 4 significant digits else."""
    if x != 0 and (abs(x) >= 1e12 or abs(x) < 1e-3):
        return f"{x:.4g}"
    return f"{x:,.4g}" if abs(x) < 1000 else f"{x:,.0f}"


def describe_scaling(p: Params) -> str:
    """The scaling's rule in words, with its key numbers (HTML, short lines: a label wider
    than the view would widen the whole scene)."""
    d, base, s = p.head_dim, p.rope_base, p.factor
    orig, h = p.original_context, p.head_dim // 2
    if p.scaling == "none":
        return tr("<b>No scaling</b>: θᵢ = base^(−2i/d) = {base}^(−2i/{d}); the factor s is unused.<br>"
                  "Pairs whose wavelength exceeds {orig:,} never made a full turn in training.",
                  base=_n(base), d=d, orig=orig)
    if p.scaling == "linear":
        return tr("<b>Linear (position interpolation)</b>: θᵢ' = θᵢ / s, every pair slowed by "
                  "s = {s}:<br>positions up to {longest} map into the trained range 0…{orig:,}.",
                  s=_n(s), longest=_n(orig * s), orig=orig)
    if p.scaling == "ntk":
        return tr("<b>NTK-aware</b>: base' = base·s^(d/(d−2)) = {base}·{s}^({d}/{d2}) "
                  "= <b>{new_base}</b>, θᵢ' = base'^(−2i/d):<br>"
                  "pair 0 kept, the slowest pair divided by s exactly, the others in between.",
                  base=_n(base), s=_n(s), d=d, d2=d - 2, new_base=_n(rope.effective_base(p)))
    if p.scaling == "dynamic-ntk":
        return tr("<b>Dynamic NTK</b>: base' = base·(s·L/original − (s−1))^(d/(d−2)) = "
                  "<b>{new_base}</b> at L = max(last position + 1, original) = {length:,};<br>"
                  "θᵢ' = base'^(−2i/d); no change while L ≤ {orig:,} (the base grows with the "
                  "last position, {offset} + {positions} − 1).", new_base=_n(rope.effective_base(p)),
                  offset=localize(SPECS["offset"].label), positions=localize(SPECS["seq_len"].label),
                  length=rope.dynamic_length(p), orig=orig)
    if p.scaling == "yarn":
        low, high = rope.yarn_correction_range(p)
        scale = rope.attention_scaling(p)
        default = " " + tr("(default 0.1·ln s + 1)") if p.attention_factor == 0 else ""
        return tr("<b>YaRN</b>: pairs turning more than β_fast = {fast} times in {orig:,} "
                  "positions kept (i ≤ {low:g});<br>fewer than β_slow = {slow} times: "
                  "divided by s = {s} (i ≥ {high:g}, up to {last}); a linear ramp between.<br>"
                  "Attention scaling <b>{scale:.6g}</b>{default} on cos and sin: logits × {logits:.6g}.",
                  fast=_n(p.beta_fast), orig=orig, low=low, slow=_n(p.beta_slow), s=_n(s), high=high,
                  last=h - 1, scale=scale, default=default, logits=scale * scale)
    if p.scaling == "longrope":
        long = rope.longrope_uses_long(p)
        factors = rope.base_inv_freq(p) / rope.inv_freq(p)
        text = (tr("<b>LongRoPE</b>: θᵢ' = θᵢ / fᵢ with the model's <b>long</b> factors (the last "
                   "position + 1 = {length:,} &gt; original {orig:,});<br>fᵢ from {low} to {high}; "
                   "attention scaling <b>{scale:.6g}</b> on cos and sin: logits × {logits:.6g}.",
                   length=rope.longrope_length(p), orig=orig, low=_n(factors.min()),
                   high=_n(factors.max()), scale=rope.attention_scaling(p),
                   logits=rope.attention_scaling(p) ** 2)
                if long else
                tr("<b>LongRoPE</b>: θᵢ' = θᵢ / fᵢ with the model's <b>short</b> factors (the last "
                   "position + 1 = {length:,} ≤ original {orig:,});<br>fᵢ from {low} to {high}; "
                   "attention scaling <b>{scale:.6g}</b> on cos and sin: logits × {logits:.6g}.",
                   length=rope.longrope_length(p), orig=orig, low=_n(factors.min()),
                   high=_n(factors.max()), scale=rope.attention_scaling(p),
                   logits=rope.attention_scaling(p) ** 2))
        return text
    high_wl, low_wl = rope.llama3_wavelengths(p)
    return tr("<b>Llama 3.1</b>: wavelength &lt; original/high_freq_factor = {high_wl}: kept;<br>"
              "&gt; original/low_freq_factor = {low_wl}: divided by s = {s}; between: "
              "smooth = (original/wavelength − low)/(high − low), θ' = (1−smooth)·θ/s + smooth·θ.",
              high_wl=_n(high_wl), low_wl=_n(low_wl), s=_n(s))


class RopeFrequenciesView(PlotView):
    name = "rope-frequencies"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.theta_plot: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items())
        self.graphics.addItem(self.theta_plot, row=1, col=0)
        self.theta_plot.setMenuEnabled(False)
        self.theta_plot.hideButtons()
        self.theta_plot.setXLink(self.plot)
        for plot in (self.plot, self.theta_plot):
            self.add_grid(plot)
            plot.setLogMode(x=False, y=True)
            plot.getAxis("left").setWidth(62)
        self.theta_plot.setLabel("left", "θᵢ")
        self.legend = self.plot.addLegend(offset=(10, 8), labelTextSize="9pt")
        self.original = [RunDataItem() for _ in range(2)]
        self.scaled = []  # per plot, per class
        for plot, original in zip((self.plot, self.theta_plot), self.original):
            plot.addItem(original)
            curves = []
            for _ in range(3):
                curve = RunDataItem(pen=None, connect="finite")
                plot.addItem(curve)
                curves.append(curve)
            self.scaled.append(curves)
        # the original's label below its line, the (longer) target's above: they never meet
        label_opts = {"position": 0.985, "anchors": [(1, 0), (1, 0)]}
        self.orig_line = marker_line(0, **label_opts)
        self.target_line = marker_line(0, **{**label_opts, "anchors": [(1, 1), (1, 1)]})
        self.styled(self._style_items)
        self.plot.addItem(self.orig_line)
        self.plot.addItem(self.target_line)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=2, col=0)
        self.graphics.ci.layout.setRowStretchFactor(0, 3)
        self.graphics.ci.layout.setRowStretchFactor(1, 2)
        self.result: FrequencyResult | None = None
        self.translate_texts()

    def _style_items(self, s: PlotStyle) -> None:
        style_legend(self.legend, s, 235)
        for original in self.original:
            original.setPen(s.pen(s.original, 1.5, Qt.PenStyle.DashLine))
        style_line(self.orig_line, s, s.original_limit, 1.5, Qt.PenStyle.DashLine, 220)
        style_line(self.target_line, s, s.target_limit, 1.5, Qt.PenStyle.DashDotLine, 220)

    def translate_texts(self) -> None:
        self.theta_plot.setTitle(tr("Frequency θᵢ (radians per position, log scale)"),
                                 color=self.plot_style.text, size="10pt")
        self.plot.setLabel("left", tr("Wavelength (positions)"))
        self.theta_plot.setLabel("bottom", tr("Pair i"))

    def extent_key(self, params: Params):
        """Everything the frequencies depend on: a change refits the (log) ranges."""
        p = params
        return (p.head_dim, p.rope_base, p.scaling, p.factor, p.original_context, p.beta_fast, p.beta_slow,
                p.low_freq_factor, p.high_freq_factor, rope.dynamic_length(p) if p.scaling == "dynamic-ntk" else None,
                (p.model, rope.longrope_uses_long(p)) if p.scaling == "longrope" else None)

    def _y_span(self) -> tuple[float, float]:
        p = self.params
        theta = rope.base_inv_freq(p)
        try:
            scaled = rope.inv_freq(p)
        except ParamError:  # (LongRoPE without its model) the view says why when it computes
            scaled = theta
        wl = np.concatenate([2 * math.pi / theta, 2 * math.pi / scaled,
                             [p.original_context, p.original_context * p.factor]])
        return math.log10(wl.min()), math.log10(wl.max())

    def configure(self) -> None:
        p = self.params
        n = p.head_dim // 2
        lo, hi = self._y_span()
        pad = 0.08 * max(hi - lo, 1.0)
        self.plot.getViewBox().setLimits(xMin=-0.5 - 0.02 * n, xMax=n - 0.5 + 0.02 * n,
                                         yMin=lo - pad, yMax=hi + pad)
        self.theta_plot.getViewBox().setLimits(yMin=-hi + math.log10(2 * math.pi) - pad,
                                               yMax=-lo + math.log10(2 * math.pi) + pad)
        self.orig_line.setValue(math.log10(p.original_context))
        set_line_label(self.orig_line, tr("original context {n:,}", n=p.original_context))
        target = p.original_context * p.factor
        self.target_line.setVisible(p.scaling != "none" and p.factor > 1)
        self.target_line.setValue(math.log10(target))
        set_line_label(self.target_line, tr("target context {target} = {orig:,} × {factor:g}",
                                               target=_n(target), orig=p.original_context,
                                               factor=p.factor))

    def fit_range(self) -> None:
        n = self.params.head_dim // 2
        lo, hi = self._y_span()
        pad = 0.06 * max(hi - lo, 1.0)
        self.plot.getViewBox().setRange(xRange=(-0.5, n - 0.5), yRange=(lo - pad, hi + pad), padding=0.02)
        two_pi = math.log10(2 * math.pi)
        self.theta_plot.getViewBox().setRange(yRange=(two_pi - hi - pad, two_pi - lo + pad), padding=0)

    def request(self) -> FrequencyRequest:
        return FrequencyRequest(self.params)

    def cost(self, request: FrequencyRequest) -> int:
        return request.params.head_dim * 4

    @staticmethod
    def compute(request: FrequencyRequest) -> FrequencyResult:
        p = request.params
        return FrequencyResult(rope.base_inv_freq(p), rope.inv_freq(p), rope.frequency_classes(p))

    def apply(self, request: FrequencyRequest, result: FrequencyResult) -> None:
        self.result = result
        p = request.params
        n = result.theta.size
        x = np.arange(n, dtype=np.float64)
        few = n <= SYMBOL_LIMIT
        wl, wl_scaled = 2 * math.pi / result.theta, 2 * math.pi / result.scaled
        for original, values in zip(self.original, (wl, result.theta)):
            original.setData(x, values)
        counts = [int((result.classes == k).sum()) for k in range(3)]
        for curves, values in zip(self.scaled, (wl_scaled, result.scaled)):
            for k, (curve, colour) in enumerate(zip(curves, class_colours(self.plot_style))):
                mask = result.classes == k
                curve.setData(x[mask], values[mask], pen=None, symbol="o",
                              symbolSize=7 if few else 4, symbolBrush=colour, symbolPen=None)
        self.legend.clear()
        self.legend.addItem(self.original[0], tr("original θᵢ") if self.compact else tr("original θᵢ = base^(−2i/d)"))
        for curve, name, count in zip(self.scaled[0], rope.CLASS_NAMES, counts):
            if self.compact and count:  # a small figure: the class and its count
                self.legend.addItem(curve, tr("{name}: {count:,}", name=localize(name), count=count))
            elif count == 1:
                self.legend.addItem(curve, tr("scaled, {name}: {count:,} pair", name=localize(name),
                                              count=count))
            elif count:
                self.legend.addItem(curve, tr("scaled, {name}: {count:,} pairs", name=localize(name),
                                              count=count))
        turns = p.original_context / wl
        never = int((turns < 1).sum())
        eff = rope.effective_base(p)
        numbers = dict(kept=counts[0], divided=counts[1], blended=counts[2], n=n, eff=_n(eff),
                       scaling=rope.attention_scaling(p))
        if counts[0] == 1:
            tally = tr("<b>{kept:,}</b> pair kept, <b>{divided:,}</b> divided by s, <b>{blended:,}</b> "
                       "blended (of {n:,}) · effective base {eff} · attention scaling {scaling:.6g}",
                       **numbers)
        else:
            tally = tr("<b>{kept:,}</b> pairs kept, <b>{divided:,}</b> divided by s, <b>{blended:,}</b> "
                       "blended (of {n:,}) · effective base {eff} · attention scaling {scaling:.6g}",
                       **numbers)
        if never == 1:
            slow = tr("{count:,} pair turns less than once in the original {orig:,} positions "
                      "(before scaling)", count=never, orig=p.original_context)
        else:
            slow = tr("{count:,} pairs turn less than once in the original {orig:,} positions "
                      "(before scaling)", count=never, orig=p.original_context)
        last = tr("Last pair {last}: θ = {theta:.6g} → {scaled:.6g}, wavelength {wl} → {wl_scaled} · "
                  "pair 0: θ = {first:.6g} · {pairing}: {dims}", last=n - 1, theta=result.theta[-1],
                  scaled=result.scaled[-1], wl=_n(wl[-1]), wl_scaled=_n(wl_scaled[-1]),
                  first=result.scaled[0], pairing=choice_label("pairing", p.pairing), dims=self._dims_text(p, n - 1))
        self.readout.setText(
            f"{describe_scaling(p)}<br>{tally}<br>{slow}<br><span style='color:{self.plot_style.muted}'>"
            f"{last}</span>", size="10pt", color=self.plot_style.text)
        self.summary = tr("RoPE frequencies ({scaling}): {kept:,} kept, {interpolated:,} interpolated, "
                          "{blended:,} blended of {n:,} pairs", scaling=choice_label("scaling", p.scaling),
                          kept=counts[0], interpolated=counts[1], blended=counts[2], n=n)

    @staticmethod
    def _dims_text(params: Params, i: int) -> str:
        """Which head dimensions pair ``i`` of ``params`` (those the result was drawn with)
        rotates."""
        first, second = rope.pair_dims(params)
        return tr("pair {i} rotates dims {a} and {b}", i=i, a=int(first[i]), b=int(second[i]))

    def hover_targets(self):
        return [(self.plot, self.describe_point), (self.theta_plot, self.describe_point)]

    def describe_point(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        i = int(round(x))
        r = self.result
        if not 0 <= i < r.theta.size:
            return ""
        p = self._last[0].params if self._last is not None else self.params  # the result's
        wl, wl2 = 2 * math.pi / r.theta[i], 2 * math.pi / r.scaled[i]
        return tr("{dims} · θ = {theta:.9g} → {scaled:.9g} (×{ratio:.6g}) · wavelength {wl:,.6g} → "
                  "{wl_scaled:,.6g} positions · {kind} · turns in the original {orig:,}: {turns:.4g}",
                  dims=self._dims_text(p, i), theta=r.theta[i], scaled=r.scaled[i],
                  ratio=r.scaled[i] / r.theta[i], wl=wl, wl_scaled=wl2,
                  kind=localize(rope.CLASS_NAMES[int(r.classes[i])]), orig=p.original_context,
                  turns=p.original_context / wl)
