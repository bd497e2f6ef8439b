"""Wavelength 2π/ω_i of every frequency pair, log scale, against the sequence length.

The first article: pair 0 turns once every 2π ≈ 6.3 positions, the last pair of d = 128
only every ~54,000 (it says "60,000"), so over 50 positions the slow pairs barely move.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import Qt

from ...core import analysis
from ...core.encodings import Sinusoidal
from ...core.params import Params
from ...i18n import tr
from ..style import PlotStyle
from .base import PlotView, marker_line, set_line_label, style_legend, style_line
from .labels import WrappingLabel
from .lines import RunDataItem

SYMBOL_LIMIT = 200  # a dot per pair up to this many pairs


def class_colours(s: PlotStyle) -> tuple[str, str, str]:
    return s.full_cycle, s.part_cycle, s.barely_moves


def class_names(seq_len: int, short: bool = False) -> tuple[str, str, str]:
    """The three classes' names; ``short``: without their bounds (a small figure's legend)."""
    if short:
        return tr("≥ 1 full cycle"), tr("part of a cycle"), tr("barely moves")
    return (tr("≥ 1 full cycle within {n:,} positions", n=seq_len),
            tr("part of a cycle (≥ 1/100)"),
            tr("barely moves (&lt; 1/100 cycle, &lt; 3.6°)"))


@dataclass(frozen=True)
class WavelengthRequest:
    d_model: int
    base: float
    layout: str
    seq_len: int
    trained_len: int


@dataclass(frozen=True)
class WavelengthResult:
    omega: np.ndarray
    wavelength: np.ndarray
    cycles: np.ndarray
    classes: np.ndarray


def _fmt(x: float) -> str:
    return f"{x:,.6g}" if abs(x) >= 1e-3 else f"{x:.6g}"


class WavelengthView(PlotView):
    name = "wavelength"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.add_grid(self.plot)
        self.plot.setLogMode(x=False, y=True)
        # top left: wavelengths grow with i, so that corner stays empty (the bottom right one
        # too, but there the sequence-length line's label runs under the legend)
        self.legend = self.plot.addLegend(offset=(10, 10), labelTextSize="9pt")
        self.curves = []
        for _ in range(3):
            curve = RunDataItem(connect="finite")
            curve.setClipToView(True)
            curve.setDownsampling(auto=True, method="peak")
            self.plot.addItem(curve)
            self.curves.append(curve)
        self.seq_line = marker_line(0, position=0.97, anchors=[(1, 1), (1, 1)])
        self.trained_line = marker_line(0, position=0.97, anchors=[(1, 0), (1, 0)])
        self.styled(self._style_items)
        self.plot.addItem(self.seq_line)
        self.plot.addItem(self.trained_line)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=1, col=0)
        self.result: WavelengthResult | None = None
        self.translate_texts()

    def _style_items(self, s: PlotStyle) -> None:
        style_legend(self.legend, s, 230)
        for curve, colour in zip(self.curves, class_colours(s)):
            curve.setPen(s.pen(colour, 2))
        style_line(self.seq_line, s, s.sequence_length, 1.5, Qt.PenStyle.DashLine, 200)
        style_line(self.trained_line, s, s.trained_length, 1.5, Qt.PenStyle.DashDotLine, 200)

    def translate_texts(self) -> None:
        self.plot.setLabel("bottom", tr("Frequency pair i") if self.compact else
                           tr("Frequency pair i  (dimensions 2i, 2i+1 in the paper's layout)"))
        self.plot.setLabel("left", tr("Wavelength (positions)"))

    def extent_key(self, params: Params):
        return (params.d_model, params.base, params.layout, params.seq_len, params.trained_len)

    def _y_span(self) -> tuple[float, float]:
        p = self.params
        wl = Sinusoidal(p.d_model, p.base, p.layout).wavelengths
        values = [float(wl.min()), float(wl.max()), float(p.seq_len)]
        if p.trained_len > 0:
            values.append(float(p.trained_len))
        return math.log10(min(values)), math.log10(max(values))

    def configure(self) -> None:
        p = self.params
        n = (p.d_model + 1) // 2
        lo, hi = self._y_span()
        pad = 0.08 * max(hi - lo, 1.0)
        self.plot.getViewBox().setLimits(xMin=-0.5 - 0.02 * n, xMax=n - 0.5 + 0.02 * n,
                                         yMin=lo - pad, yMax=hi + pad)
        self.seq_line.setValue(math.log10(p.seq_len))
        set_line_label(self.seq_line, tr("sequence length {n:,}", n=p.seq_len))
        self.trained_line.setVisible(p.trained_len > 0)
        if p.trained_len > 0:
            self.trained_line.setValue(math.log10(p.trained_len))
            set_line_label(self.trained_line, tr("trained length {n:,}", n=p.trained_len))

    def fit_range(self) -> None:
        n = (self.params.d_model + 1) // 2
        lo, hi = self._y_span()
        pad = 0.06 * max(hi - lo, 1.0)
        self.plot.getViewBox().setRange(xRange=(-0.5, n - 0.5), yRange=(lo - pad, hi + pad), padding=0.02)

    def request(self) -> WavelengthRequest:
        p = self.params
        return WavelengthRequest(p.d_model, p.base, p.layout, p.seq_len, p.trained_len)

    @staticmethod
    def compute(request: WavelengthRequest) -> WavelengthResult:
        enc = Sinusoidal(request.d_model, request.base, request.layout)
        omega = np.asarray(enc.omega)
        cycles = analysis.cycles_in_sequence(enc, request.seq_len)
        return WavelengthResult(omega, analysis.TWO_PI / omega, cycles, analysis.cycle_class(cycles))

    def apply(self, request: WavelengthRequest, result: WavelengthResult) -> None:
        self.result = result
        n = result.omega.size
        x = np.arange(n, dtype=np.float64)
        few = n <= SYMBOL_LIMIT
        for k, (curve, colour) in enumerate(zip(self.curves, class_colours(self.plot_style))):
            mask = result.classes == k
            if few:
                curve.setData(x[mask], result.wavelength[mask], symbol="o", symbolSize=6,
                              symbolBrush=colour, symbolPen=None)
            else:
                curve.setData(x[mask], result.wavelength[mask], symbol=None)
        counts = [int((result.classes == k).sum()) for k in range(3)]
        self.legend.clear()
        for curve, name, count in zip(self.curves, class_names(request.seq_len, self.compact), counts):
            self.legend.addItem(curve, tr("{name}: {count:,} pair", name=name, count=count) if count == 1
                                else tr("{name}: {count:,} pairs", name=name, count=count))
        wl, om = result.wavelength, result.omega
        last = n - 1
        self.readout.setText("<br>".join([
            tr("<b>Pair 0</b>: ω = {omega}, wavelength 2π/ω = {wavelength:.6f} positions",
               omega=_fmt(om[0]), wavelength=wl[0]),
            tr("<b>Last pair {pair:,}</b>: ω = {omega:.6g}, wavelength 2π/ω = {wavelength} positions",
               pair=last, omega=om[last], wavelength=_fmt(wl[last])),
            tr("Over {seq_len:,} positions: <b>{full:,} of {n:,} pairs complete at least one full "
               "cycle</b>, {part:,} turn part of a cycle, {barely:,} barely move (last pair: {cycles} "
               "of a cycle)", seq_len=request.seq_len, full=counts[0], n=n, part=counts[1],
               barely=counts[2], cycles=_fmt(result.cycles[last])),
        ]), size="10pt", color=self.plot_style.text)
        self.summary = tr("Wavelengths: {n:,} pairs from {first:.4g} to {last} positions; {full:,} "
                          "complete a cycle within {seq_len:,} positions", n=n, first=wl[0],
                          last=_fmt(wl[last]), full=counts[0], seq_len=request.seq_len)

    def describe_point(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        i = int(round(x))
        n = self.result.omega.size
        if not 0 <= i < n:
            return ""
        enc = self.params.encoding
        sin_dim = enc.dimension_of(i, False)
        dims = (tr("dims {sin} (sin), {cos} (cos)", sin=sin_dim, cos=enc.dimension_of(i, True))
                if i < enc.n_full_pairs else tr("dim {sin} (lone sin)", sin=sin_dim))
        r = self.result
        return tr("pair {pair:,} ({dims}) · ω = {omega:.9g} · wavelength 2π/ω = {wavelength:,.9g} "
                  "positions · cycles in {seq_len:,} positions = {cycles:.6g}", pair=i, dims=dims,
                  omega=r.omega[i], wavelength=r.wavelength[i], seq_len=self.params.seq_len,
                  cycles=r.cycles[i])
