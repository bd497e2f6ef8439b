"""Two models on one plot: wavelengths per pair (RoPE's 2π/θ'ᵢ after each model's scaling, a
sinusoidal table's 2π/ωᵢ) and how each relates two positions δ apart, model A (the open one)
against model B.

E.g. Llama 2 7B against Llama 3.1 8B (θ base 10,000 against 500,000 with its per-band
scaling), or GPT-2 against BERT (their trained tables' mean cosine of rows δ apart).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg

from ...core import presets, schemes
from ...core.params import SPECS, Params
from ...core.schemes import ModelCurves
from ...core.viewport import AxisBins
from ...i18n import localize, tr
from ..style import PlotStyle
from .axes import cell_axis_items
from .base import PlotView, style_legend
from .labels import WrappingLabel, WrappingPlot
from .lines import RunDataItem


@dataclass(frozen=True)
class CompareRequest:
    params: Params
    distances: AxisBins


@dataclass(frozen=True)
class CompareResult:
    curves: tuple[ModelCurves, ...]


class ModelCompareView(PlotView):
    name = "model-compare"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.decay_plot: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items())
        self.graphics.addItem(self.decay_plot, row=1, col=0)
        self.decay_plot.getViewBox().sigResized.connect(self._range_changed)  # its width bins δ
        for plot in (self.plot, self.decay_plot):
            plot.setMenuEnabled(False)
            plot.hideButtons()
            self.add_grid(plot)
            plot.getAxis("left").setWidth(62)
        self.plot.setLogMode(x=False, y=True)
        self.legend = self.plot.addLegend(offset=(10, 8), labelTextSize="9pt")
        self.decay_legend = self.decay_plot.addLegend(offset=(-10, 8), labelTextSize="9pt")
        self.points = [RunDataItem(symbol="o", symbolSize=5, symbolPen=None) for _ in range(2)]
        self.lines = [RunDataItem(connect="finite") for _ in range(2)]
        # with neither model's frequencies the wavelength plot says so instead of empty axes
        self.no_wavelengths = pg.TextItem("", anchor=(0.5, 0.5))
        self.styled(self._style_items)
        for item in self.points:
            self.plot.addItem(item)
        for item in self.lines:
            self.decay_plot.addItem(item)
        self.plot.addItem(self.no_wavelengths, ignoreBounds=True)
        self.no_wavelengths.setPos(0.5, 0.5)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=2, col=0)
        self.graphics.ci.layout.setRowStretchFactor(0, 3)
        self.graphics.ci.layout.setRowStretchFactor(1, 3)
        self.result: CompareResult | None = None
        self.translate_texts()

    def _style_items(self, s: PlotStyle) -> None:
        for legend in (self.legend, self.decay_legend):
            style_legend(legend, s, 235)
        for points, line, colour in zip(self.points, self.lines, (s.model_a, s.model_b)):
            points.setPen(s.pen(colour))
            points.setSymbolBrush(s.brush(colour))
            line.setPen(s.pen(colour, 2))
        self.no_wavelengths.setColor(s.colour(s.muted))

    def translate_texts(self) -> None:
        self.plot.setLabel("left", tr("Wavelength (positions)"))
        self.plot.setLabel("bottom", tr("Pair i"))
        self.no_wavelengths.setText(tr("No wavelengths: neither model has frequency pairs"))
        # a small figure: no title, its row for the plot and the legend (the caption says it)
        self.decay_plot.setTitle(None if self.compact else tr("Similarity of two positions δ apart (1 at δ = 0)"),
                                 color=self.plot_style.text, size="10pt")
        self.decay_plot.setLabel("left", tr("similarity"))
        self.decay_plot.setLabel("bottom", tr("Distance δ (positions)"))

    def extent_key(self, params: Params):
        return (params.model, params.compare_model, params.seq_len, params.head_dim)

    def configure(self) -> None:
        p = self.params
        self.decay_plot.getViewBox().setLimits(xMin=-0.02 * p.seq_len, xMax=p.seq_len * 1.02)

    def fit_range(self) -> None:
        self.plot.getViewBox().enableAutoRange()
        self.decay_plot.getViewBox().setRange(xRange=(0, self.params.seq_len - 1), yRange=(-0.3, 1.0),
                                              padding=0.02)

    def request(self) -> CompareRequest:
        width, _h = self.pixels(self.decay_plot)  # one bin a pixel of the distance axis
        return CompareRequest(self.params, AxisBins.fit(0, self.params.seq_len, max(16, width)))

    @staticmethod
    def compute(request: CompareRequest) -> CompareResult:
        p = request.params
        curves = [schemes.model_curves(p, request.distances)]
        b = schemes.compare_params(p)
        if b is not None:
            curves.append(schemes.model_curves(b, request.distances, schemes.compare_label(p)))
        return CompareResult(tuple(curves))

    def apply(self, request: CompareRequest, result: CompareResult) -> None:
        self.result = result
        self.legend.clear()
        self.decay_legend.clear()
        centres = request.distances.centres()
        lines = []
        for k in range(2):
            curve = result.curves[k] if k < len(result.curves) else None
            points, line = self.points[k], self.lines[k]
            which = "A" if k == 0 else "B"
            if curve is None:
                points.setData([], [])
                line.setData([], [])
                continue
            name = tr("{which}: {label}", which=which, label=localize(curve.label))
            if curve.wavelengths is not None:
                wl = curve.wavelengths
                points.setData(np.arange(wl.size, dtype=np.float64), wl)
                self.legend.addItem(points, tr("{name} ({pairs} pairs)", name=name, pairs=wl.size))
                lines.append(tr("{name}: wavelengths {low} – {high} positions over {pairs} pairs",
                                name=name, low=f"{wl.min():,.4g}", high=f"{wl.max():,.4g}",
                                pairs=wl.size))
            else:
                points.setData([], [])
                lines.append(tr("{name}: {scheme}, no frequency pairs", name=name,
                                scheme=localize(SPECS["scheme"].label_of(curve.scheme))))
            if curve.decay is not None:
                line.setData(centres, curve.decay)
                self.decay_legend.addItem(line, tr("{name} ({scheme})", name=name,
                                                   scheme=localize(SPECS["scheme"].label_of(curve.scheme))))
            else:
                line.setData([], [])
            if curve.note:
                lines.append(localize(curve.note))
        rope = any(c.wavelengths is not None for c in result.curves)
        for side in ("left", "bottom"):
            self.plot.getAxis(side).setStyle(showValues=rope)
            self.plot.getAxis(side).showLabel(rope)
        self.plot.getAxis("left").setTicks(None if rope else [[], []])
        self.no_wavelengths.setVisible(not rope)
        self.legend.setVisible(bool(self.legend.items))
        self.decay_legend.setVisible(bool(self.decay_legend.items))
        if len(result.curves) == 1:
            lines.append(tr("Model B: none. Choose one with File › Open model › Compare with a "
                            "second model…, or type its folder in Model B."))
        elif presets.referenced(request.params.compare_model) and not self.compact:  # window only
            lines.append(tr("Model B is a preset. Compare your own with File › Open model › "
                            "Compare with a second model…, or type its folder in Model B."))
        self.readout.setText("<br>".join(lines), size="10pt", color=self.plot_style.text)
        self.summary = tr("Compare models: {count} drawn over δ 0–{last:,}", count=len(result.curves),
                          last=request.params.seq_len - 1)

    def hover_targets(self):
        return [(self.plot, self.describe_point), (self.decay_plot, self.describe_decay)]

    def describe_point(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        i = int(round(x))
        parts = []
        for which, curve in zip("AB", self.result.curves):
            if curve.wavelengths is not None and 0 <= i < curve.wavelengths.size:
                parts.append(tr("{which} {label}: wavelength {wl:,.6g}", which=which,
                                label=localize(curve.label), wl=curve.wavelengths[i]))
        return tr("pair {i} · {values}", i=i, values=" · ".join(parts)) if parts else ""

    def describe_decay(self, x: float, y: float) -> str:
        if self.result is None or self.shown is None:
            return ""
        centres = self.shown.distances.centres()
        if not len(centres) or x < 0:
            return ""
        j = int(np.argmin(np.abs(centres - x)))
        parts = [tr("{which} {value:.6g}", which=which, value=float(c.decay[j]))
                 for which, c in zip("AB", self.result.curves)
                 if c.decay is not None and math.isfinite(c.decay[j])]
        return tr("δ ≈ {d:,.0f} · {values}", d=centres[j], values=" · ".join(parts)) if parts else ""

    def cost(self, request: CompareRequest) -> int:
        return request.distances.count * request.params.head_dim * 4
