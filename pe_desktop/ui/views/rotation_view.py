"""One (sin, cos) pair on the unit circle: PE(p+k) is PE(p) rotated by the angle ω_i·k.

The second article: (PE(p+k,2i), PE(p+k,2i+1)) = R(ω_i k)·(PE(p,2i), PE(p,2i+1)) with
R = [[cos ωk, sin ωk], [−sin ωk, cos ωk]]. The readout checks it over every pair.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QGraphicsPolygonItem

from ...core import analysis
from ...core.analysis import RotationCheck
from ...core.encodings import Sinusoidal
from ...core.params import Params
from ...i18n import tr
from ..style import PlotStyle
from .base import LOCKED_MARGIN, PlotView
from .labels import WrappingLabel
from .lines import RunDataItem

PATH_LIMIT = 2000  # a dot per position up to this many; beyond, the arc they cover
CIRCLE = np.linspace(0.0, 2 * np.pi, 721)
CIRCLE_REACH = 1.3  # the fitted view: the unit circle and its labels


@dataclass(frozen=True)
class RotationRequest:
    d_model: int
    base: float
    layout: str
    offset: int
    seq_len: int
    pair: int
    shift: int
    ref_pos: int


@dataclass(frozen=True)
class RotationResult:
    lone: bool  # the pair is odd d_model's lone sine: no rotation
    omega: float
    sin_dim: int
    cos_dim: int | None
    path_positions: np.ndarray | None  # every shown position, or None when too many
    path: tuple[np.ndarray, np.ndarray] | None  # (sin, cos) of those positions
    arc: tuple[float, float] | None  # angles (start, end) covered by the shown positions
    here: tuple[float, float]  # PE(p) of the pair
    there: tuple[float, float]  # PE(p+k)
    rotated: tuple[float, float]  # R·PE(p)
    matrix: np.ndarray
    check: RotationCheck | None


def _text_rect(vb: pg.ViewBox, label: pg.TextItem, anchor: tuple[float, float],
               pos: tuple[float, float]) -> QRectF:
    """Where ``label`` (a TextItem: its size in pixels whatever the zoom) lies in the scene
    with ``anchor`` at the data point ``pos``."""
    size = label.textItem.boundingRect()
    at = vb.mapViewToScene(QPointF(*pos))
    return QRectF(at.x() - anchor[0] * size.width(), at.y() - anchor[1] * size.height(),
                  size.width(), size.height())


def _num(x: float) -> str:
    return f"{x:+.6f}".replace("-", "−")


def matrix_html(r: np.ndarray, style: PlotStyle) -> str:
    cell = "style='padding:0 6px; font-family:monospace; text-align:right'"
    rows = "".join(f"<tr><td {cell}>{_num(a)}</td><td {cell}>{_num(b)}</td></tr>" for a, b in r)
    rule = f"1px solid {style.rule}"
    return f"<table style='border-left:{rule}; border-right:{rule}'>{rows}</table>"


def describe_check(check: RotationCheck | None, lone: bool, style: PlotStyle) -> str:
    if lone or check is None or check.pairs == 0:
        return tr("No pair has both a sine and a cosine: nothing to rotate.")
    if check.complete:
        what = tr("all {pairs:,} pairs × all {total:,} shown positions", pairs=check.pairs,
                  total=check.positions_total)
    else:
        what = tr("all {pairs:,} pairs × {checked:,} of the {total:,} shown positions<br>"
                  "({blocks} evenly spread blocks incl. the first and last;<br>"
                  "a bounded subset, not all)", pairs=check.pairs, checked=check.positions_checked,
                  total=check.positions_total, blocks=check.blocks)
    return (tr("Largest |PE(p+k) − R(ω<sub>i</sub>k)·PE(p)| over<br>{what}:", what=what) +
            f"<br><b>{check.residual:.2g}</b><br><span style='color:{style.muted}'>" +
            tr("float64, the angles p·ω formed exactly:<br>only rounding remains") + "</span>")


class RotationView(PlotView):
    name = "rotation"
    readout_wraps = False  # the readout is a column beside the plots (under them when narrow)
    has_narrow = True

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.add_grid(self.plot)
        vb = self.plot.getViewBox()
        vb.setAspectLocked(True)
        # within one size the axes' tick text space only grows: under the lock the ticks follow
        # the plot's width, which the left axis's text sets, and the two would never settle
        for side in ("left", "bottom"):
            self.plot.getAxis(side).setStyle(autoReduceTextSpace=False)
        reach = CIRCLE_REACH * (1 + 2 * LOCKED_MARGIN)
        vb.setLimits(xMin=-reach, xMax=reach, yMin=-reach, yMax=reach)
        self.circle = RunDataItem(np.sin(CIRCLE), np.cos(CIRCLE))
        self.axes_lines = (pg.InfiniteLine(angle=0, pos=0), pg.InfiniteLine(angle=90, pos=0))
        for item in (self.circle, *self.axes_lines):
            self.plot.addItem(item)
        self.coverage = RunDataItem()
        self.path = pg.ScatterPlotItem(size=6, pen=None)
        self.vec_p = RunDataItem()
        self.vec_pk = RunDataItem()
        self.arc = RunDataItem()
        self.arrow = QGraphicsPolygonItem()
        self.markers = pg.ScatterPlotItem(size=12)
        for item in (self.coverage, self.path, self.vec_p, self.vec_pk, self.arc, self.arrow, self.markers):
            self.plot.addItem(item)
        self.label_p = pg.TextItem(anchor=(0.5, 0.5))
        self.label_pk = pg.TextItem(anchor=(0.5, 0.5))
        self.label_angle = pg.TextItem(anchor=(0.5, 0.5))
        for item in (self.label_p, self.label_pk, self.label_angle):
            self.plot.addItem(item)
        self.styled(self._style_items)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=0, col=1)
        self.graphics.ci.layout.setColumnStretchFactor(0, 3)
        self.graphics.ci.layout.setColumnStretchFactor(1, 2)
        self.result: RotationResult | None = None
        # the labels are placed against the plot's size: again whenever it or its range changes
        vb.sigResized.connect(self._place_labels)
        vb.sigRangeChanged.connect(self._place_labels)

    def arrange(self, narrow: bool) -> None:
        """Narrow: the readout under the circle, wrapped at the view's width; wide: a column
        beside it, as long as its lines."""
        layout = self.graphics.ci
        layout.removeItem(self.readout)
        layout.addItem(self.readout, row=1 if narrow else 0, col=0 if narrow else 1)
        self.readout_wraps = narrow
        if narrow:
            self.wrap_readout()
        else:
            self.readout.item.setTextWidth(-1)
            self.readout.set_narrow(False)  # the label's own minimum again

    def _style_items(self, s: PlotStyle) -> None:
        self.circle.setPen(s.pen(s.baseline))
        for line in self.axes_lines:
            line.setPen(s.pen(s.guide))
        self.coverage.setPen(s.pen(s.coverage, 7))
        self.path.setBrush(s.brush(s.path, 200))
        self.vec_p.setPen(s.pen(s.position_p, 2))
        self.vec_pk.setPen(s.pen(s.position_pk, 2))
        self.arc.setPen(s.pen(s.rotation, 2.5))
        self.arrow.setPen(s.pen(s.rotation))
        self.arrow.setBrush(s.brush(s.rotation))
        for label, colour in ((self.label_p, s.position_p), (self.label_pk, s.position_pk),
                              (self.label_angle, s.rotation)):
            label.setColor(s.colour(colour))

    def extent_key(self, params: Params):
        return ()

    def configure_key(self, params: Params):
        return (params.d_model, params.layout, params.pair)

    def configure(self) -> None:
        p = self.params
        enc = p.encoding
        i = p.pair
        sin_dim = enc.dimension_of(i, False)
        self.plot.setLabel("bottom", f"PE(p, {sin_dim}) = sin(p·ω<sub>{i}</sub>)")
        if i < enc.n_full_pairs:
            self.plot.setLabel("left", f"PE(p, {enc.dimension_of(i, True)}) = cos(p·ω<sub>{i}</sub>)")
        else:
            self.plot.setLabel("left", tr("(no cosine: the lone sine of odd d_model)"))

    def fit_range(self) -> None:
        self.fit_locked((-CIRCLE_REACH, CIRCLE_REACH), (-CIRCLE_REACH, CIRCLE_REACH))

    def request(self) -> RotationRequest:
        p = self.params
        return RotationRequest(p.d_model, p.base, p.layout, p.offset, p.seq_len, p.pair, p.shift, p.ref_pos)

    @staticmethod
    def compute(request: RotationRequest) -> RotationResult:
        enc = Sinusoidal(request.d_model, request.base, request.layout)
        i, k, ref = request.pair, request.shift, request.ref_pos
        omega = float(enc.omega[i])
        lone = i >= enc.n_full_pairs
        start, n = request.offset, request.seq_len
        path_positions = path = arc = None
        if n <= PATH_LIMIT:
            path_positions = np.arange(start, start + n, dtype=np.float64)
            s, c = analysis.sin_cos_exact(path_positions, [omega])
            path = (s[:, 0], c[:, 0])
        else:
            first = math.fmod(start * omega, 2 * math.pi)
            arc = (first, first + min((n - 1) * omega, 2 * math.pi))
        s, c = analysis.sin_cos_exact([float(ref), float(ref + k)], [omega])
        here, there = (float(s[0, 0]), float(c[0, 0])), (float(s[1, 0]), float(c[1, 0]))
        matrix = analysis.rotation_matrix(omega, k)
        rotated = tuple(float(v) for v in matrix @ np.array(here))
        check = None if lone else analysis.rotation_check(enc, start, start + n, k)
        cos_dim = None if lone else enc.dimension_of(i, True)
        return RotationResult(lone, omega, enc.dimension_of(i, False), cos_dim, path_positions, path, arc,
                              here, there, rotated, matrix, check)

    def apply(self, request: RotationRequest, result: RotationResult) -> None:
        self.result = result
        i, k, ref = request.pair, request.shift, request.ref_pos
        if result.path is not None:
            self.path.setData(result.path[0], result.path[1])
            self.coverage.setData([], [])
        else:
            a0, a1 = result.arc
            t = np.linspace(a0, a1, 721)
            self.coverage.setData(np.sin(t), np.cos(t))
            self.path.setData([], [])
        show = not result.lone
        for item in (self.vec_p, self.vec_pk, self.arc, self.arrow, self.markers,
                     self.label_p, self.label_pk, self.label_angle):
            item.setVisible(show)
        angle = result.omega * k
        if show:
            (xs, ys), (xt, yt) = result.here, result.there
            self.vec_p.setData([0, xs], [0, ys])
            self.vec_pk.setData([0, xt], [0, yt])
            s = self.plot_style
            self.markers.setData([xs, xt], [ys, yt], brush=[s.brush(s.position_p), s.brush(s.position_pk)],
                                 pen=s.pen(s.marker_outline, 1.5, scaled=False))
            self.label_p.setText(f"p = {ref:,}")
            self.label_pk.setText(f"p+k = {ref + k:,}")
            self._place_labels()
            self._draw_arc(math.atan2(xs, ys), math.fmod(angle, 2 * math.pi))
        self.readout.setText(self._readout_html(request, result, self.plot_style), size="10pt",
                             color=self.plot_style.text)
        if result.lone:
            self.summary = tr("Rotation: pair {i} is the lone sine of odd d_model {d}: no rotation",
                              i=i, d=request.d_model)
        else:
            c = result.check
            if c.complete:
                self.summary = tr("Rotation: pair {i}, k = {k:,}, angle {angle:.6g} rad · "
                                  "max |PE(p+k) − R·PE(p)| = {residual:.2g} over {pairs:,} pairs × "
                                  "all positions", i=i, k=k, angle=angle, residual=c.residual,
                                  pairs=c.pairs)
            else:
                self.summary = tr("Rotation: pair {i}, k = {k:,}, angle {angle:.6g} rad · "
                                  "max |PE(p+k) − R·PE(p)| = {residual:.2g} over {pairs:,} pairs × "
                                  "{checked:,} of {total:,} positions", i=i, k=k, angle=angle,
                                  residual=c.residual, pairs=c.pairs, checked=c.positions_checked,
                                  total=c.positions_total)

    def resizeEvent(self, event) -> None:
        """The left axis's text space is found again for the new size (from none: it grows)."""
        if event.oldSize().width() != event.size().width():
            axis = self.plot.getAxis("left")
            axis.textWidth = 0
            axis._updateWidth()
        super().resizeEvent(event)

    def _place_labels(self, *_) -> None:
        """Each marker's label outside the circle, its near side towards the marker (the text
        never covers the marker, whatever its size against the circle); where that reaches past
        the plot's edge (a small window or figure), above or below the marker, inside. Placed
        from the label's own size in pixels: a plot resized after it was drawn clipped
        "p+k = 5" at its left edge."""
        if self.result is None or self.result.lone:
            return
        vb = self.plot.getViewBox()
        frame = vb.sceneBoundingRect().adjusted(1, 1, -1, -1)  # inside, whatever the rounding
        placed = []
        for label, (x, y) in ((self.label_p, self.result.here), (self.label_pk, self.result.there)):
            anchor, pos = ((1 - x) / 2, (1 + y) / 2), (1.1 * x, 1.1 * y)
            if not frame.contains(_text_rect(vb, label, anchor, pos)):
                anchor, pos = (0.5, 1.0 if y >= 0 else 0.0), (x, y + (0.1 if y >= 0 else -0.1))
                # and moved along the edge it still crosses (a plot narrower than the text)
                rect = _text_rect(vb, label, anchor, pos)
                dx = max(0.0, frame.left() - rect.left()) - max(0.0, rect.right() - frame.right())
                dy = max(0.0, frame.top() - rect.top()) - max(0.0, rect.bottom() - frame.bottom())
                at = vb.mapViewToScene(QPointF(*pos))
                moved = vb.mapSceneToView(QPointF(at.x() + dx, at.y() + dy))
                pos = (moved.x(), moved.y())
            label.setAnchor(anchor)
            label.setPos(*pos)
            placed.append((anchor, pos))
        self._unstack(vb, frame, *placed)

    def _unstack(self, vb: pg.ViewBox, frame: QRectF, at_p, at_pk) -> None:
        """p+k's label moved off p's where the two would overlap (k = 0, or a turn close to
        whole ones): above or below p's towards p+k's side, else beside it, right then left,
        else the other way up or down; the first that stays inside the plot."""
        rect_p = _text_rect(vb, self.label_p, *at_p)
        rect_pk = _text_rect(vb, self.label_pk, *at_pk)
        if not rect_p.intersects(rect_pk):
            return
        up = (0.0, rect_p.top() - 2 - rect_pk.bottom())
        down = (0.0, rect_p.bottom() + 2 - rect_pk.top())
        right = (rect_p.right() + 8 - rect_pk.left(), 0.0)
        left = (rect_p.left() - 8 - rect_pk.right(), 0.0)
        toward, away = (up, down) if self.result.there[1] >= self.result.here[1] else (down, up)
        shifts = (toward, right, left, away)
        dx, dy = next((d for d in shifts if frame.contains(rect_pk.translated(*d))), toward)
        at = vb.mapViewToScene(QPointF(*at_pk[1]))
        moved = vb.mapSceneToView(QPointF(at.x() + dx, at.y() + dy))
        self.label_pk.setPos(moved.x(), moved.y())

    def _draw_arc(self, theta0: float, turn: float, radius: float = 0.42) -> None:
        """The rotation as an arc from PE(p)'s direction, by the net angle ``turn`` (mod 2π,
        in k's direction), with an arrowhead; x = sin, y = cos, so angles go clockwise."""
        t = np.linspace(theta0, theta0 + turn, max(2, int(abs(turn) * 40)))
        x, y = radius * np.sin(t), radius * np.cos(t)
        self.arc.setData(x, y)
        end = theta0 + turn
        tip = np.array([radius * math.sin(end), radius * math.cos(end)])
        sign = 1.0 if turn >= 0 else -1.0
        tangent = sign * np.array([math.cos(end), -math.sin(end)])
        normal = np.array([-tangent[1], tangent[0]])
        size = 0.09 if abs(turn) > 0.15 else 0.0
        back = tip - size * tangent
        tri = [tip, back + 0.5 * size * normal, back - 0.5 * size * normal]
        self.arrow.setPolygon(QPolygonF([QPointF(float(a), float(b)) for a, b in tri]))
        mid = theta0 + turn / 2
        self.label_angle.setText("ω·k" if abs(turn) > 0.3 else "")
        self.label_angle.setPos(0.26 * math.sin(mid), 0.26 * math.cos(mid))

    @staticmethod
    def _readout_html(request: RotationRequest, r: RotationResult, style: PlotStyle) -> str:
        i, k, ref = request.pair, request.shift, request.ref_pos
        if r.lone:
            return tr("<b>Pair {i}</b> (dim {dim}) is the lone sine of odd d_model {d}:<br>"
                      "it has no cosine partner, so no rotation maps PE(p) to PE(p+k).<br>"
                      "Choose a pair from 0 to {last}.", i=i, dim=r.sin_dim, d=request.d_model,
                      last=request.d_model // 2 - 1)
        angle = r.omega * k
        if r.path is None:
            laps = request.seq_len * r.omega / (2 * math.pi)
            if laps >= 1:
                cover = tr("{n:,} positions go round the circle {laps:,.1f} times:<br>"
                           "drawn as the band they cover", n=request.seq_len, laps=laps) + "<br>"
            else:
                cover = tr("{n:,} positions: drawn as the arc they cover", n=request.seq_len) + "<br>"
        else:
            cover = ""
        turns = angle / (2 * math.pi)
        turn_note = ("<br>" + tr("= {turns:,.4f} turns (the arc shows the rest, mod 360°)", turns=turns)
                     if abs(turns) >= 1 else "")
        xs, ys = r.here
        xt, yt = r.there
        xr, yr = r.rotated
        return (
            tr("<b>Pair i = {i:,}</b> &nbsp;(sin: dim {sin_dim:,}, cos: dim {cos_dim:,})", i=i,
               sin_dim=r.sin_dim, cos_dim=r.cos_dim) + "<br>"
            f"ω<sub>{i}</sub> = {r.omega:.9g} &nbsp;·&nbsp; k = {k:,}<br>"
            + tr("angle ω·k = {angle:.9g} rad = {degrees:,.6f}°", angle=angle,
                 degrees=math.degrees(angle)) + f"{turn_note}<br><br>"
            f"R(ω·k) = [[cos ωk, sin ωk],<br>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;"
            f"&nbsp;[−sin ωk, cos ωk]] =<br>{matrix_html(r.matrix, style)}<br>"
            f"<span style='color:{style.position_p}'>PE(p = {ref:,})</span> = ({_num(xs)}, {_num(ys)})<br>"
            f"R·PE(p) = ({_num(xr)}, {_num(yr)})<br>"
            f"<span style='color:{style.position_pk}'>PE(p+k = {ref + k:,})</span> = ({_num(xt)}, {_num(yt)})<br><br>"
            + cover + describe_check(r.check, r.lone, style))

    def describe_point(self, x: float, y: float) -> str:
        r = self.result
        if r is None or math.hypot(x, y) < 0.2:
            return ""
        p = self.params
        theta = math.atan2(x, y)
        if r.path is not None:
            d = (r.path[0] - x) ** 2 + (r.path[1] - y) ** 2
            j = int(np.argmin(d))
            pos = int(r.path_positions[j])
            near = False
        else:
            # the first shown position whose angle is nearest the cursor's
            turns = math.ceil((p.offset * r.omega - theta) / (2 * math.pi) - 0.5)
            pos = int(round((theta + 2 * math.pi * turns) / r.omega))
            pos = min(max(pos, p.offset), p.offset + p.seq_len - 1)
            near = True
        s, c = analysis.sin_cos_exact([float(pos)], [r.omega])
        angle = pos * r.omega
        wrapped = math.degrees(math.fmod(angle, 2 * math.pi))
        values = dict(pos=pos, angle=angle, wrapped=wrapped, sin=float(s[0, 0]), cos=float(c[0, 0]))
        if near:
            return tr("position {pos:,} (a shown position near the cursor's angle) · angle p·ω = "
                      "{angle:.9g} rad ({wrapped:.4f}° mod 360°) · sin = {sin:+.9f} · cos = {cos:+.9f}",
                      **values)
        return tr("position {pos:,} · angle p·ω = {angle:.9g} rad ({wrapped:.4f}° mod 360°) · "
                  "sin = {sin:+.9f} · cos = {cos:+.9f}", **values)
