"""A model's layers side by side, where they differ in positions: each kind's RoPE wavelengths
per pair, how it relates two positions δ apart, and which layers are of which kind, layers
without positions (NoPE) named as such.

E.g. Gemma 3 (local layers θ 10,000 against global ones θ 1,000,000 with linear ×8), Llama 4
(every fourth layer without RoPE) or ModernBERT (a global layer in each three).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from ...core import models, schemes
from ...core.models import LayerKind
from ...core.params import Params
from ...core.schemes import LayerCurves
from ...core.viewport import AxisBins
from ...i18n import localize, tr
from ..style import PlotStyle
from .axes import cell_axis_items
from .base import PlotView, choice_label, model_name, style_legend
from .labels import WrappingLabel, WrappingPlot
from .lines import RunDataItem

# the colour roles of the kinds, in order; layers without positions are drawn in baseline grey
KIND_COLOURS = ("model_a", "model_b", "learned", "blended", "alibi_steep", "target_limit",
                "expected", "part_cycle")
MAX_KINDS = models.MAX_LAYER_TYPES + 1  # every layer type, and the layers without positions


@dataclass(frozen=True)
class LayersRequest:
    params: Params
    distances: AxisBins


@dataclass(frozen=True)
class LayersResult:
    curves: tuple[LayerCurves, ...]


def kind_name(kind: LayerKind) -> str:
    """The kind's name as shown: its layer types, or what its layers do."""
    if kind.values is None:
        return tr("no positions (NoPE)")
    return " + ".join(kind.types) if kind.types else tr("RoPE layers")


def kind_numbers(kind: LayerKind) -> str:
    """θ and the scaling of a RoPE kind, as the model's files give them."""
    v = kind.values
    if v is None:
        return tr("no positional encoding: attention sees no order in these layers")
    scaling = v.get("scaling", "none")
    extra = "" if scaling == "none" else tr(", {scaling} ×{factor:g}", scaling=choice_label("scaling", scaling),
                                            factor=v["factor"])
    return tr("RoPE θ {base}, {pairs} pairs{extra}", base=f"{v['rope_base']:,.10g}",
              pairs=v["head_dim"] // 2, extra=extra)


class ModelLayersView(PlotView):
    name = "model-layers"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.decay_plot: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items())
        self.graphics.addItem(self.decay_plot, row=1, col=0)
        self.decay_plot.getViewBox().sigResized.connect(self._range_changed)  # its width bins δ
        self.strip: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items())
        self.graphics.addItem(self.strip, row=2, col=0)
        for plot in (self.plot, self.decay_plot, self.strip):
            plot.setMenuEnabled(False)
            plot.hideButtons()
            plot.getAxis("left").setWidth(62)
        for plot in (self.plot, self.decay_plot):
            self.add_grid(plot)
        self.plot.setLogMode(x=False, y=True)
        self.strip.getAxis("left").setTicks([[], []])
        self.strip.setMouseEnabled(x=False, y=False)
        self.legend = self.plot.addLegend(offset=(10, 8), labelTextSize="9pt")
        self.decay_legend = self.decay_plot.addLegend(offset=(-10, 8), labelTextSize="9pt")
        self.points = [RunDataItem(symbol="o", symbolSize=5, symbolPen=None)
                       for _ in range(MAX_KINDS)]
        self.lines = [RunDataItem(connect="finite") for _ in range(MAX_KINDS)]
        for item in self.points:
            self.plot.addItem(item)
        for item in self.lines:
            self.decay_plot.addItem(item)
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.9, y0=0)
        self.strip.addItem(self.bars)
        # without a model whose layers differ the plots say so instead of showing empty axes
        self.empty = pg.TextItem("", anchor=(0.5, 0.5))
        self.plot.addItem(self.empty, ignoreBounds=True)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=3, col=0)
        self.graphics.ci.layout.setRowStretchFactor(0, 3)
        self.graphics.ci.layout.setRowStretchFactor(1, 3)
        self.graphics.ci.layout.setRowStretchFactor(2, 1)
        self.result: LayersResult | None = None
        self.styled(self._style_items)
        self.translate_texts()

    def _colour(self, index: int, kind: LayerKind, s: PlotStyle) -> str:
        return s.baseline if kind.values is None else getattr(s, KIND_COLOURS[index % len(KIND_COLOURS)])

    def _style_items(self, s: PlotStyle) -> None:
        for legend in (self.legend, self.decay_legend):
            style_legend(legend, s, 235)
        self.empty.setColor(s.colour(s.muted))
        if self.result is not None and self.shown is not None:
            self.apply(self.shown, self.result)

    def translate_texts(self) -> None:
        self.plot.setLabel("left", tr("Wavelength (positions)"))
        self.plot.setLabel("bottom", tr("Pair i"))
        self.decay_plot.setTitle(tr("Similarity of two positions δ apart (1 at δ = 0)"),
                                 color=self.plot_style.text, size="10pt")
        self.decay_plot.setLabel("left", tr("similarity"))
        self.decay_plot.setLabel("bottom", tr("Distance δ (positions)"))
        self.strip.setLabel("bottom", tr("Layer"))

    def extent_key(self, params: Params):
        return (params.model, params.seq_len)

    def configure(self) -> None:
        p = self.params
        self.decay_plot.getViewBox().setLimits(xMin=-0.02 * p.seq_len, xMax=p.seq_len * 1.02)

    def fit_range(self) -> None:
        self.plot.getViewBox().enableAutoRange()
        self.strip.getViewBox().enableAutoRange()
        self.decay_plot.getViewBox().setRange(xRange=(0, self.params.seq_len - 1),
                                              yRange=(-0.3, 1.05), padding=0.02)

    def request(self) -> LayersRequest:
        width, _h = self.pixels(self.decay_plot)  # one bin a pixel of the distance axis
        return LayersRequest(self.params, AxisBins.fit(0, self.params.seq_len, max(16, width)))

    @staticmethod
    def compute(request: LayersRequest) -> LayersResult:
        return LayersResult(schemes.layer_curves(request.params, request.distances))

    def apply(self, request: LayersRequest, result: LayersResult) -> None:
        self.result = result
        s = self.plot_style
        self.legend.clear()
        self.decay_legend.clear()
        centres = request.distances.centres()
        lines = []
        total = sum(len(c.kind.layers) for c in result.curves)
        xs, brushes = [], []
        for k in range(MAX_KINDS):
            points, line = self.points[k], self.lines[k]
            curve = result.curves[k] if k < len(result.curves) else None
            if curve is None:
                points.setData([], [])
                line.setData([], [])
                continue
            kind = curve.kind
            colour = self._colour(k, kind, s)
            name = kind_name(kind)
            count = tr("{name}: {count} of {total} layers", name=name, count=len(kind.layers),
                       total=total)
            if curve.wavelengths is not None:
                points.setPen(s.pen(colour))
                points.setSymbolBrush(s.brush(colour))
                points.setData(np.arange(curve.wavelengths.size, dtype=np.float64), curve.wavelengths)
                self.legend.addItem(points, count)
            else:
                points.setData([], [])
            line.setPen(s.pen(colour, 2, dash=Qt.PenStyle.DashLine if kind.values is None else None))
            line.setData(centres, curve.decay)
            self.decay_legend.addItem(line, name if kind.values is not None else
                                      tr("{name}: the same at every distance", name=name))
            xs.extend(kind.layers)
            brushes.extend([s.brush(colour)] * len(kind.layers))
            detail = tr("layers {layers} · {numbers}{drawn}", layers=kind.layer_text(12),
                        numbers=kind_numbers(kind),
                        drawn=tr(" · drawn in the other views") if kind.drawn else "")
            lines.append(f"<span style='color:{colour}'>■</span> <b>{count}</b> · {detail}")
            source = localize(kind.how)
            if kind.note:
                source += " · " + localize(kind.note)
            lines.append(f"<span style='color:{s.muted}'>&nbsp;&nbsp;{source}</span>")
        order = np.argsort(xs) if xs else np.array([], dtype=int)
        self.bars.setOpts(x=np.asarray(xs, dtype=np.float64)[order], height=np.ones(len(xs)),
                          width=0.85, brushes=[brushes[i] for i in order], pen=None)
        drawn = bool(result.curves)
        rope = any(c.wavelengths is not None for c in result.curves)
        for plot in (self.plot, self.decay_plot, self.strip):
            for side in ("left", "bottom"):
                plot.getAxis(side).setStyle(showValues=drawn and (side == "bottom" or plot is not self.strip))
                plot.getAxis(side).showLabel(drawn)
        self.empty.setVisible(not rope)
        self.empty.setPos(0.5, 0.5)
        self.legend.setVisible(bool(self.legend.items))
        self.decay_legend.setVisible(bool(self.decay_legend.items))
        if not drawn:
            name = model_name(request.params)
            self.empty.setText(tr("No layer types that differ in positions") if name else
                               tr("No model is open"))
            lines.append(tr("Every layer of {name} encodes positions alike: the other views draw "
                            "them all.", name=name) if name else
                         tr("Open a model whose layers differ in positions (File › Open model): "
                            "Gemma 2 and 3, ModernBERT, OLMo 3, Llama 4, SmolLM3, Cohere2, "
                            "EXAONE 4."))
        else:
            self.empty.setText("")
        self.readout.setText("<br>".join(lines), size="10pt", color=s.text)
        self.summary = tr("Model layers: {kinds} kinds over {total} layers, δ 0–{last:,}",
                          kinds=len(result.curves), total=total, last=request.params.seq_len - 1)

    def hover_targets(self):
        return [(self.plot, self.describe_point), (self.decay_plot, self.describe_decay),
                (self.strip, self.describe_layer)]

    def describe_point(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        i = int(round(x))
        parts = [tr("{name}: wavelength {wl:,.6g}", name=kind_name(c.kind), wl=c.wavelengths[i])
                 for c in self.result.curves
                 if c.wavelengths is not None and 0 <= i < c.wavelengths.size]
        return tr("pair {i} · {values}", i=i, values=" · ".join(parts)) if parts else ""

    def describe_decay(self, x: float, y: float) -> str:
        if self.result is None or self.shown is None or x < 0:
            return ""
        centres = self.shown.distances.centres()
        if not len(centres):
            return ""
        j = int(np.argmin(np.abs(centres - x)))
        parts = [tr("{name} {value:.6g}", name=kind_name(c.kind), value=float(c.decay[j]))
                 for c in self.result.curves if math.isfinite(c.decay[j])]
        return tr("δ ≈ {d:,.0f} · {values}", d=centres[j], values=" · ".join(parts)) if parts else ""

    def describe_layer(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        layer = int(round(x))
        for c in self.result.curves:
            if layer in c.kind.layers:
                return tr("layer {layer} · {name} · {numbers}", layer=layer,
                          name=kind_name(c.kind), numbers=kind_numbers(c.kind))
        return ""

    def cost(self, request: LayersRequest) -> int:
        return request.distances.count * request.params.head_dim * 4 * MAX_KINDS
