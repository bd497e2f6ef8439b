"""Every frequency pair as a clock hand at position p: pair i has turned by p·ω_i.

One dial per pair shown (``clock_hands`` of them, picked as ``clock_pick`` says: parameters,
so figures, sessions and the command line draw what the window does), the hand up at angle 0
and turning clockwise (x = sin, y = cos, as the Rotation view's circle). The dials are laid
out in pixels: a grid as large as the plot allows with every label under its dial, whatever
the size. RoPE's pairs are drawn by what the scaling did to them (kept, divided by s,
blended): colour, line style and tip marker.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt

from ...core import clock, rope
from ...core.params import SPECS, Params
from ...i18n import localize, tr
from ..style import PlotStyle
from .base import PlotView, choice_label
from .labels import WrappingLabel
from .lines import RunDataItem
from .rope_frequencies_view import class_colours

HAND_LENGTH = 0.78  # of the dial's radius
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DashDotLine)  # per class
SYMBOLS = ("o", "s", "t")  # the hand's tip, per class: the classes apart in greyscale too
MARKS = ("━━●", "╺╺■", "━·▲")  # the key's sample of each class, in text
GAP = 6.0  # pixels between a dial, its label and the next dial
MIN_RADIUS = 18.0  # pixels: the dials' radius that the plot's minimum height keeps
CIRCLE = np.linspace(0.0, 2 * math.pi, 97)


@dataclass(frozen=True)
class ClockRequest:
    params: Params  # its clock_hands and clock_pick choose the pairs drawn


@dataclass(frozen=True)
class ClockResult:
    rope: bool
    n_pairs: int  # pairs the scheme turns
    pairs: np.ndarray  # the pairs shown, fastest first
    omega: np.ndarray  # their frequencies (radians per position)
    angles: np.ndarray  # p·ω mod 2π
    turns: np.ndarray  # p·ω / 2π
    classes: np.ndarray  # rope.EXTRAPOLATED / INTERPOLATED / BLENDED
    all_classes: np.ndarray  # of every pair

    @property
    def wavelengths(self) -> np.ndarray:
        return 2 * math.pi / self.omega


SUPERSCRIPTS = str.maketrans("-0123456789", "⁻⁰¹²³⁴⁵⁶⁷⁸⁹")


def wavelength_text(wl: float) -> str:
    """A wavelength under its dial: 3 significant digits below 1,000, whole positions with
    grouped digits below a million, beyond that 3 digits × a power of ten (3.23×10⁶)."""
    if wl < 1000:
        return f"{wl:.3g}"
    if wl < 1e6:
        return f"{wl:,.0f}"
    mantissa, exponent = f"{wl:.2e}".split("e")
    return f"{mantissa}×10{str(int(exponent)).translate(SUPERSCRIPTS)}"


class ClockHandsView(PlotView):
    name = "clock-hands"

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        for side in ("left", "bottom"):
            self.plot.hideAxis(side)
        vb = self.plot.getViewBox()
        vb.setMouseEnabled(False, False)
        vb.setMenuEnabled(False)
        vb.setAspectLocked(True)  # the range is the plot's size in pixels: kept round anyway
        self.faces = RunDataItem(connect="finite")
        self.ticks = RunDataItem(connect="pairs")
        self.zero_ticks = RunDataItem(connect="pairs")
        self.hands = [RunDataItem(connect="pairs") for _ in DASHES]
        self.tips = [pg.ScatterPlotItem(symbol=symbol, size=9) for symbol in SYMBOLS]
        self.hubs = pg.ScatterPlotItem(size=5, pen=None)
        for item in (self.faces, self.ticks, self.zero_ticks, *self.hands, *self.tips, self.hubs):
            self.plot.addItem(item)
        self.dial_labels: list[pg.TextItem] = []
        self._label_texts: list[tuple[str, str]] = []  # each dial's label on one line, on two
        self._fitted: tuple | None = None  # (labels, size, colour) last laid out → the grid chosen
        self._label_size = (70.0, 28.0)  # the widest and highest two-line label, when measured
        self.position_label = WrappingLabel("", justify="center")
        self.key = WrappingLabel("", justify="center")
        self.readout = WrappingLabel("", justify="left")
        for row, item in enumerate((self.position_label, self.key, self.readout), start=1):
            self.graphics.addItem(item, row=row, col=0)
        self.result: ClockResult | None = None
        self.centres: dict[int, tuple[float, float]] = {}  # pair → its dial's centre (pixels)
        self.radius = 0.0  # the dials' radius (pixels)
        self.styled(self._style_items)
        vb.sigResized.connect(self._lay_out)

    def _style_items(self, s: PlotStyle) -> None:
        self.faces.setPen(s.pen(s.baseline, 1.2))
        self.ticks.setPen(s.pen(s.guide, 1.2))
        self.zero_ticks.setPen(s.pen(s.text, 2))
        self.hubs.setBrush(s.brush(s.text))
        self._style_hands(s)

    def _style_hands(self, s: PlotStyle) -> None:
        """The hands in their class's colour, or the sinusoidal colour for the sinusoidal
        encoding (which has no scaling)."""
        sinusoidal = self.result is not None and not self.result.rope
        for hand, tip, colour, dash in zip(self.hands, self.tips, class_colours(s), DASHES):
            colour = s.sinusoidal if sinusoidal else colour
            hand.setPen(s.pen(colour, 2.5, dash))
            tip.setBrush(s.brush(colour))
            tip.setPen(s.pen(s.marker_outline, 1, scaled=False))

    # -- what to draw -----------------------------------------------------------------------
    def extent_key(self, params: Params):
        return ()

    def fit_range(self) -> None:
        self._lay_out()

    def set_view_range(self, view_range) -> None:
        """The dials fill the plot whatever range a figure was saved with (their range is the
        plot's size in pixels, which differs from size to size)."""
        self._lay_out()
        self.schedule()

    def plot_minimum(self) -> tuple[int, int]:
        """Room for the dials shown at a radius of at least MIN_RADIUS, in as many columns as
        their labels allow at the plot's width: a smaller page scrolls (16 dials at 800 × 600
        were 5 px across). A figure too small for them and the readout leaves the readout out
        (its caption says it)."""
        n = SPECS["clock_hands"].default if self.result is None else self.result.pairs.size
        label_w, label_h = self._label_size
        width = max(160.0, self.plot.getViewBox().width())
        cols = max(1, min(n, int(width // (max(label_w, 2 * MIN_RADIUS) + GAP))))
        rows = math.ceil(n / cols)
        return 160, max(150, math.ceil(rows * (2 * MIN_RADIUS + label_h + 2 * GAP)))

    def request(self) -> ClockRequest:
        return ClockRequest(self.params)

    def cost(self, request: ClockRequest) -> int:
        return request.params.head_dim + request.params.d_model  # a few hundred values

    @staticmethod
    def compute(request: ClockRequest) -> ClockResult:
        hands = clock.hands(request.params)
        pairs = clock.chosen_pairs(request.params, hands.omega.size)
        omega = hands.omega[pairs]
        p = request.params.ref_pos
        return ClockResult(hands.rope, hands.omega.size, pairs, omega, clock.hand_angles(p, omega),
                           clock.hand_turns(p, omega), hands.classes[pairs], hands.classes)

    def apply(self, request: ClockRequest, result: ClockResult) -> None:
        self.result = result
        p = request.params
        s = self.plot_style
        self._style_hands(s)
        while len(self.dial_labels) > result.pairs.size:
            self.plot.removeItem(self.dial_labels.pop())
        while len(self.dial_labels) < result.pairs.size:
            label = pg.TextItem(anchor=(0.5, 0.0))
            self.plot.addItem(label)
            self.dial_labels.append(label)
        self._label_texts = [(f"i = {i} · λ = {wavelength_text(wl)}", f"i = {i}<br>λ = {wavelength_text(wl)}")
                             for i, wl in zip(result.pairs, result.wavelengths)]
        self._lay_out()
        least = self.plot_minimum()  # for this many dials: larger or smaller than before
        vb = self.plot.getViewBox()
        if (vb.minimumWidth(), vb.minimumHeight()) != least:
            vb.setMinimumSize(*least)
        self.position_label.setText(tr("position p = {p:,}", p=p.ref_pos), size="16pt", bold=True,
                                    color=s.text)
        self.key.setText(self._key_html(p, result, s), size="9pt", color=s.text)
        self.readout.setText(self._readout_html(request, result, s), size="10pt", color=s.text)
        self._lay_out()
        shown, n = result.pairs.size, result.n_pairs
        if result.rope:
            self.summary = tr("Clock hands (RoPE, {scaling}): position p = {p:,}, {shown} of {n:,} pairs",
                              scaling=choice_label("scaling", p.scaling), p=p.ref_pos, shown=shown, n=n)
        else:
            self.summary = tr("Clock hands (sinusoidal): position p = {p:,}, {shown} of {n:,} pairs",
                              p=p.ref_pos, shown=shown, n=n)

    def _key_html(self, p: Params, r: ClockResult, s: PlotStyle) -> str:
        """Each class of hand shown: its sample (line and marker, in its colour) and name."""
        if not r.rope:
            mark = f"<span style='color:{s.sinusoidal}'>{MARKS[0]}</span>"
            return mark + "&nbsp;" + tr("sinusoidal encoding: ωᵢ of the {layout} layout",
                                        layout=choice_label("layout", p.layout))
        parts = []
        for k, (name, colour) in enumerate(zip(rope.CLASS_NAMES, class_colours(s))):
            shown = int((r.classes == k).sum())
            if shown:
                parts.append(f"<span style='color:{colour}'>{MARKS[k]}</span>&nbsp;"
                             + tr("{name}: {shown:,} shown", name=localize(name), shown=shown))
        return " &nbsp; ".join(parts)

    def _readout_html(self, request: ClockRequest, r: ClockResult, s: PlotStyle) -> str:
        p = request.params
        shown, n = r.pairs.size, r.n_pairs
        if shown == n:
            which = tr("All {n:,} pairs, fastest (i = 0) first.", n=n)
        elif p.clock_pick == "spread":
            which = tr("{shown} of {n:,} pairs, spread from the fastest (i = 0) to the slowest "
                       "(i = {last:,}).", shown=shown, n=n, last=n - 1)
        else:
            which = tr("The first {shown} of {n:,} pairs, fastest first.", shown=shown, n=n)
        if r.rope:
            counts = [int((r.all_classes == k).sum()) for k in range(3)]
            what = tr("RoPE, {scaling}: hand i at angle p·θᵢ (θ after scaling). Of all {n:,} pairs "
                      "{kept:,} kept, {divided:,} divided by s, {blended:,} blended.",
                      scaling=choice_label("scaling", p.scaling), n=n, kept=counts[0],
                      divided=counts[1], blended=counts[2])
        elif p.layout == "concat-t2t":
            what = tr("Sinusoidal encoding: hand i at angle p·ωᵢ, ωᵢ = base^(−i/(d_model/2 − 1)).")
        else:
            what = tr("Sinusoidal encoding: hand i at angle p·ωᵢ, ωᵢ = base^(−2i/d_model).")
        if not r.rope and p.scheme != "sinusoidal":
            what = tr("The {scheme} scheme turns no (sin, cos) pairs of its own: the hands are the "
                      "sinusoidal encoding's.", scheme=choice_label("scheme", p.scheme)) + "<br>" + what
        note = tr("A shift by k turns every hand by k·ωᵢ; λ = 2π/ωᵢ positions make one turn. "
                  "Angles formed exactly in float64, then reduced mod 2π.")
        return f"{what}<br>{which}<br><span style='color:{s.muted}'>{note}</span>"

    # -- the dials, in pixels ---------------------------------------------------------------
    def _grid(self, width: float, height: float, n: int, label_w: float,
              label_h: float) -> tuple[int, int, float]:
        """(columns, rows, radius) of the largest dials for ``n`` that fit ``width`` ×
        ``height`` pixels with a label under each, labels side by side not touching."""
        best = (n, 1, 0.0)
        for cols in range(1, n + 1):
            rows = math.ceil(n / cols)
            cell_w, cell_h = width / cols, height / rows
            radius = min(cell_w - GAP, cell_h - label_h - 2 * GAP) / 2
            if cell_w >= label_w + GAP and radius > best[2]:
                best = (cols, rows, radius)
        return best

    def _lay_out(self, *_) -> None:
        """Place the dials, hands and labels for the plot's size in pixels (the plot's range is
        its size: one unit a pixel, so a circle stays round)."""
        vb = self.plot.getViewBox()
        width, height = vb.width(), vb.height()
        r = self.result
        if r is None or width < 2 or height < 2:
            return
        vb.setRange(xRange=(0, width), yRange=(-height, 0), padding=0)
        n = r.pairs.size
        fitted = (tuple(self._label_texts), width, height, self.plot_style.text)
        if self._fitted is None or self._fitted[0] != fitted:  # (a sweep of p keeps the labels)
            grids = []
            for lines in (0, 1):  # "i = 3 · λ = 44.9", or on two lines where that leaves larger dials
                self._set_labels(lines)
                sizes = [label.textItem.boundingRect() for label in self.dial_labels]
                label_w, label_h = max(b.width() for b in sizes), max(b.height() for b in sizes)
                grids.append((self._grid(width, height, n, label_w, label_h), label_h, lines))
            self._label_size = (label_w, label_h)  # the two-line labels' (plot_minimum)
            best = max(grids, key=lambda g: g[0][2])
            self._set_labels(best[2])
            self._fitted = (fitted, best)
        (cols, rows, radius), label_h, _lines = self._fitted[1]
        radius = max(radius, 4.0)
        self.radius = radius
        cell_w, cell_h = width / cols, height / rows
        block = 2 * radius + GAP + label_h  # a dial and its label
        self.centres = {}
        faces_x, faces_y, tick_x, tick_y, zero_x, zero_y = [], [], [], [], [], []
        hand_xy: list[list[tuple[float, float]]] = [[] for _ in DASHES]
        tip_xy: list[list[tuple[float, float]]] = [[] for _ in DASHES]
        hubs = []
        hours = np.arange(12) * math.pi / 6
        for k, (i, angle, kind) in enumerate(zip(r.pairs, r.angles, r.classes)):
            row, col = divmod(k, cols)
            if row == rows - 1:  # the last row's dials centred under the others
                col += (cols - (n - row * cols)) / 2
            cx = cell_w * (col + 0.5)
            cy = -(cell_h * row + (cell_h - block) / 2 + radius)
            self.centres[int(i)] = (cx, cy)
            faces_x.extend([*(cx + radius * np.sin(CIRCLE)), np.nan])
            faces_y.extend([*(cy + radius * np.cos(CIRCLE)), np.nan])
            for t in hours[1:]:
                tick_x.extend([cx + 0.86 * radius * math.sin(t), cx + radius * math.sin(t)])
                tick_y.extend([cy + 0.86 * radius * math.cos(t), cy + radius * math.cos(t)])
            zero_x.extend([cx, cx])
            zero_y.extend([cy + 0.8 * radius, cy + radius])
            tip = (cx + HAND_LENGTH * radius * math.sin(angle), cy + HAND_LENGTH * radius * math.cos(angle))
            hand_xy[kind].extend([(cx, cy), tip])
            tip_xy[kind].append(tip)
            hubs.append((cx, cy))
            self.dial_labels[k].setPos(cx, cy - radius - GAP / 2)
        self.faces.setData(faces_x, faces_y)
        self.ticks.setData(tick_x, tick_y)
        self.zero_ticks.setData(zero_x, zero_y)
        for hand, tip, segments, tips in zip(self.hands, self.tips, hand_xy, tip_xy):
            hand.setData(*(np.array(segments).T if segments else ([], [])))
            tip.setData(*(np.array(tips).T if tips else ([], [])))
        self.hubs.setData(*np.array(hubs).T)
        self._size_tips(radius)

    def _set_labels(self, lines: int) -> None:
        """Each dial's label as one line (0) or two (1), its lines centred."""
        colour = self.plot_style.text
        for label, texts in zip(self.dial_labels, self._label_texts):
            label.textItem.setTextWidth(-1)
            label.setHtml(f"<div style='text-align:center; font-size:9pt; color:{colour}'>"
                          f"{texts[lines]}</div>")
            label.textItem.setTextWidth(label.textItem.boundingRect().width())

    def _size_tips(self, radius: float) -> None:
        """Tip markers as large as the dial allows, up to 9 px."""
        size = max(4.0, min(9.0, radius / 3))
        for tip in self.tips:
            tip.setSize(size)

    # -- hovering ---------------------------------------------------------------------------
    def dial_at(self, x: float, y: float) -> int | None:
        """The position (in the shown pairs) of the dial under (x, y), or None."""
        if self.result is None:
            return None
        for k, i in enumerate(self.result.pairs):
            cx, cy = self.centres.get(int(i), (math.inf, math.inf))
            if math.hypot(x - cx, y - cy) <= self.radius * 1.05:
                return k
        return None

    def describe_point(self, x: float, y: float) -> str:
        k = self.dial_at(x, y)
        if k is None:
            return ""
        r = self.result
        angle = float(r.angles[k])
        text = tr("pair i = {i} · ω = {omega:.9g} rad per position · wavelength {wl:,.6g} positions "
                  "· angle {degrees:.4f}° ({fraction:.6f} turn) · {turns:,.6f} turns since position 0",
                  i=int(r.pairs[k]), omega=float(r.omega[k]), wl=float(r.wavelengths[k]),
                  degrees=math.degrees(angle), fraction=angle / (2 * math.pi), turns=float(r.turns[k]))
        if r.rope:
            text += " · " + localize(rope.CLASS_NAMES[int(r.classes[k])])
        return text
