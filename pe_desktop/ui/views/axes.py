"""Axis and grid classes the views build their plots with (pyqtgraph's AxisItem and GridItem
extended, as its own DateAxisItem does, not patched)."""
from __future__ import annotations

import bisect
import itertools
import math
from collections.abc import Callable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPicture
from PySide6.QtWidgets import QGraphicsItem

from ...core.units import tick_labels

UNBOUNDED = 1e300  # pyqtgraph's "no limit" is ±1e307
TICK_OUT = 5  # px, outwards (pyqtgraph's -5 points into the plot)
FIGURE_TICK_OUT = 3  # px of a compact figure's layout: 0.6 mm at a column
EDGE_OVERHANG = 8  # px a tick label may reach past a horizontal axis's ends
INK_MARGIN = 3  # px a text's glyphs may reach past its rect (bearings, antialiasing)
# an item whose paint is told the exposed part of it (QStyleOptionGraphicsItem.exposedRect)
EXPOSED_KNOWN = QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption


# where a tick's text sits against its rect, by the axis's side (as pyqtgraph places it)
TEXT_FLAGS = {side: align | Qt.TextFlag.TextDontClip for side, align in (
    ("left", Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
    ("right", Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
    ("top", Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
    ("bottom", Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop))}

# pyqtgraph's limits on how much of an axis tick labels may fill before a finer level of
# ticks is left unlabelled (its default, 0.8 of the length with its heights × 0.8, lets
# labels touch): (labels drawn so far, fill).
FIGURE_TICK_FILL = [(0, 0.5), (2, 0.4), (4, 0.3), (6, 0.2)]


def draw_axis(p, axis_spec, lines_by_pen, font, text_pen, clip, text_specs, texts: bool = True,
              clip_operation=Qt.ClipOperation.ReplaceClip) -> None:
    """An axis as pyqtgraph's ``drawPicture`` draws it: the axis line, then each (pen, tick
    lines) in one ``drawLines``, then (if ``texts``) the texts in ``font`` (if given) clipped
    to ``clip``."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    pen, start, end = axis_spec
    p.setPen(pen)
    p.drawLine(start, end)
    for pen, lines in lines_by_pen:
        p.setPen(pen)
        p.drawLines(lines)
    if not texts:
        return
    if font is not None:
        p.setFont(font)
    p.setPen(text_pen)
    p.setClipRect(clip, clip_operation)
    for rect, flags, text in text_specs:
        p.drawText(rect, int(flags), text)


class AxisDrawing:
    """A :class:`ReadableAxis` laid out, held where pyqtgraph holds its picture (until it sets
    ``picture`` to None); ``args`` are :func:`draw_axis`'s after the painter, None: nothing to
    draw. On screen at the DPI its texts were measured at it draws straight onto the painter
    (recording a picture cost ~0.19 ms each time an axis was made, more than drawing it), and
    only the texts the exposed rect meets; elsewhere (an export, a figure at another DPI) it
    plays a picture recorded once, as pyqtgraph's is, which lays the texts out again there."""

    def __init__(self, args: tuple | None, dpi: tuple[int, int] = (0, 0)) -> None:
        self.args = args
        self.dpi = dpi
        self._picture: QPicture | None = None
        # where each text's ink can be (its rect is 0.8 of its line's height), and all of it
        self.inks = [rect.adjusted(-INK_MARGIN, -rect.height() / 4 - INK_MARGIN,
                                   INK_MARGIN, rect.height() / 4 + INK_MARGIN)
                     for rect, _, _ in (args[5] if args else ())]
        self.reach = QRectF()
        for ink in self.inks:
            self.reach |= ink

    def play(self, p: QPainter, on_screen: bool = False, exposed: QRectF | None = None) -> None:
        if self.args is None:
            return
        device = p.device()
        if on_screen and (device.logicalDpiX(), device.logicalDpiY()) == self.dpi:
            shown = self.args[5]
            if exposed is not None and not exposed.contains(self.reach):
                shown = [spec for spec, ink in zip(shown, self.inks) if ink.intersects(exposed)]
            p.save()
            try:  # (within the clip the view paints in, as a played picture stays)
                draw_axis(p, *self.args[:5], shown, texts=bool(shown),
                          clip_operation=Qt.ClipOperation.IntersectClip)
            finally:
                p.restore()
            return
        if self._picture is None:
            self._picture = QPicture()
            painter = QPainter(self._picture)
            try:
                draw_axis(painter, *self.args)
            finally:
                painter.end()
        self._picture.play(p)


class ReadableAxis(pg.AxisItem):
    """An axis that writes its ticks as :func:`units.tick_labels` does (200k, 1M,
    1,000,000,010; no '1e+06', no shared '(x1e+09)'), unscaled, or as ``text(values, scale,
    spacing)`` says if given; a log axis keeps pyqtgraph's text. The text of a tick set is
    kept: a frame whose range did not move formats nothing. In a figure
    (:meth:`use_figure_ticks`) its labelled ticks are spaced to keep clear of each other."""

    TEXTS_KEPT = 64  # tick sets remembered (zooming back and forth)
    SIZES_KEPT = 4096  # measured tick texts remembered, per font

    def __init__(self, orientation: str, text: Callable[[list, float, float], list[str]] | None = None,
                 **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self._texts: dict[tuple, tuple[str, ...]] = {}
        self._text_sizes: dict[tuple, dict[str, tuple[float, float]]] = {}  # by font, then text
        self._text_of = text
        self._sparse = False
        self._pen_cache: dict[tuple, QPen] = {}
        self.origin = 0.0  # the value labelled at the linked view's coordinate 0 (set_origin)
        # pyqtgraph 0.14 still scales an axis without units whose values lie within [0, 1]
        # (×1000) or past 10⁹ (×10⁻⁹) after enableAutoSIPrefix(False), and with the prefix
        # off the label no longer says so: 0 … 1 was written 0 … 1,000. No range gets one.
        self.setSIPrefixEnableRanges(())
        self.enableAutoSIPrefix(False)

    def set_origin(self, origin: float) -> None:
        """Label the linked view's coordinate v as ``origin`` + v: a view whose data lie far
        from 0 draws them near 0, and keeps its range (and pyqtgraph its transforms) when
        they move along."""
        if origin != self.origin:
            self.origin = origin
            view = self.linkedView()
            if view is not None:
                self.linkedViewChanged(view)

    def linkedViewChanged(self, view, newRange=None) -> None:  # noqa: N802, N803 (pyqtgraph's names)
        """pyqtgraph's, the range in values (the view's coordinates + ``origin``)."""
        if self.origin:
            if newRange is None:
                newRange = view.viewRange()[1 if self.orientation in ("left", "right") else 0]
            newRange = [v + self.origin for v in newRange]
        super().linkedViewChanged(view, newRange)

    def _pens(self, kind: str, alpha: int = 255) -> QPen:
        """The axis's pen ("axis"), its text pen ("text") or its tick pen at ``alpha`` ("tick":
        pyqtgraph's, a solid one's colour at that alpha), each made once (pyqtgraph makes them
        anew each time it is asked) until a pen is set or the default colour changes."""
        key = (kind, alpha, repr(pg.getConfigOption("foreground")))  # (a QColor has no hash)
        pen = self._pen_cache.get(key)
        if pen is None:
            if kind == "axis":
                pen = self.pen()
            elif kind == "text":
                pen = self.textPen()
            else:
                pen = self.tickPen()
                if pen.brush().style() == Qt.BrushStyle.SolidPattern:
                    colour = QColor(pen.color())
                    colour.setAlpha(alpha)
                    pen.setColor(colour)
            self._pen_cache[key] = pen
        return pen

    # (a new dict, not clear(): pyqtgraph's __init__ sets the pens before ours runs)
    def setPen(self, *args, **kwargs) -> None:  # noqa: N802 (pyqtgraph's name)
        self._pen_cache = {}
        super().setPen(*args, **kwargs)

    def setTickPen(self, *args, **kwargs) -> None:  # noqa: N802 (pyqtgraph's name)
        self._pen_cache = {}
        super().setTickPen(*args, **kwargs)

    def setTextPen(self, *args, **kwargs) -> None:  # noqa: N802 (pyqtgraph's name)
        self._pen_cache = {}
        super().setTextPen(*args, **kwargs)

    def _own_specs(self) -> bool:
        """Whether this axis lays itself out (else pyqtgraph's specs: an axis that stops at its
        ticks or sets one tick alpha)."""
        return self.style["stopAxisAtTick"] == (False, False) and self.style["tickAlpha"] is None

    def generateDrawSpecs(self, p):  # noqa: N802 (pyqtgraph's name)
        """pyqtgraph's draw specs (axis line, ticks, tick text), the same values, made without
        its per-tick Points and with each text measured once per font (its own: ~0.8 ms a call
        here); an axis that stops at its ticks or sets one tick alpha gets pyqtgraph's own."""
        if not self._own_specs():
            return super().generateDrawSpecs(p)
        layout = self._layout(p)
        if layout is None:
            return None
        axis_spec, levels, text_specs = layout
        tick_specs = []
        for pen, start, end, along_x, at in levels:
            for x in at:
                if x is not None:
                    tick_specs.append((pen, QPointF(x, start), QPointF(x, end)) if along_x else
                                      (pen, QPointF(start, x), QPointF(end, x)))
        return axis_spec, tick_specs, text_specs

    def paint(self, p, opt, widget) -> None:
        """pyqtgraph's paint, from an :class:`AxisDrawing` of the layout made when the axis
        changed (where pyqtgraph makes its picture). On screen only the texts Qt exposes part
        of are drawn: a repaint of the plot beside the axis exposes a sliver of its edge, where
        its lines alone are drawn."""
        if not self._own_specs():
            super().paint(p, opt, widget)
            return
        if not isinstance(self.picture, AxisDrawing):
            self.picture = self._drawing()
        on_screen = widget is not None and self._exportOpts is False
        # (Qt's part of the axis's rect that is exposed; the lines are drawn whenever Qt asks:
        # an aliased tick drawn to the rect's edge colours the pixel past it)
        exposed = opt.exposedRect if on_screen and self.flags() & EXPOSED_KNOWN else None
        self.picture.play(p, on_screen, exposed)

    def _drawing(self) -> AxisDrawing:
        """The axis laid out as pyqtgraph lays it out, on a picture's painter (its texts measured
        there, as pyqtgraph measures them)."""
        measured = QPicture()
        painter = QPainter(measured)
        try:
            layout = self._layout(painter)  # (it sets the tick font first)
            dpi = (painter.device().logicalDpiX(), painter.device().logicalDpiY())
        finally:
            painter.end()
        if layout is None:
            return AxisDrawing(None)
        axis_spec, levels, text_specs = layout
        lines = [(pen, [QLineF(x, start, x, end) if along_x else QLineF(start, x, end, x)
                        for x in at if x is not None]) for pen, start, end, along_x, at in levels]
        return AxisDrawing((axis_spec, lines, self.style["tickFont"], self._pens("text"),
                            self.boundingRect().toAlignedRect(), text_specs), dpi)

    def _layout(self, p):
        """The axis as pyqtgraph's ``generateDrawSpecs`` lays it out: (axis spec, levels of ticks
        as (pen, start, end, along x, positions with None where a tick is out of view), text
        specs), or None where it draws nothing."""
        if self.style["tickFont"] is not None:
            p.setFont(self.style["tickFont"])
        bounds = self.mapRectFromParent(self.geometry())
        view = self.linkedView()
        ticks_in = bounds if view is None or self.grid is False else \
            view.mapRectToItem(self, view.boundingRect())
        side = self.orientation
        if side == "left":
            span = (QPointF(bounds.right() - 1, bounds.top() - 1), QPointF(bounds.right() - 1, bounds.bottom() + 1))
            tick_start, tick_stop, tick_dir, axis = ticks_in.right(), bounds.right(), -1, 0
        elif side == "right":
            span = (QPointF(bounds.left() + 1, bounds.top() - 1), QPointF(bounds.left() + 1, bounds.bottom() + 1))
            tick_start, tick_stop, tick_dir, axis = ticks_in.left(), bounds.left(), 1, 0
        elif side == "top":
            span = (QPointF(bounds.left() - 1, bounds.bottom() - 1), QPointF(bounds.right() + 1, bounds.bottom() - 1))
            tick_start, tick_stop, tick_dir, axis = ticks_in.bottom(), bounds.bottom(), -1, 1
        else:
            span = (QPointF(bounds.left() - 1, bounds.top() + 1), QPointF(bounds.right() + 1, bounds.top() + 1))
            tick_start, tick_stop, tick_dir, axis = ticks_in.top(), bounds.top(), 1, 1
        device = self.deviceTransform_()  # (pyqtgraph's mapToDevice asks for it per point)
        if device is None:
            return None
        ends = [device.map(point) for point in span]
        length = ((ends[1].x() - ends[0].x()) ** 2 + (ends[1].y() - ends[0].y()) ** 2) ** 0.5
        if length == 0:
            return None
        if self._tickLevels is None:
            levels, given = self.tickValues(self.range[0], self.range[1], length), None
        else:
            levels = [(None, [value for value, _ in level]) for level in self._tickLevels]
            given = [[text for _, text in level] for level in self._tickLevels]
        dif = self.range[1] - self.range[0]
        if dif == 0:
            scale, offset = 1, 0
        elif axis == 0:
            scale = -bounds.height() / dif
            offset = self.range[0] * scale - bounds.height()
        else:
            scale = bounds.width() / dif
            offset = self.range[0] * scale
        low, high = sorted(x * scale - offset for x in self.range)
        tick_levels, positions = [], []
        for i, (_, values) in enumerate(levels):
            tick_length = self.style["tickLength"] / (i * 0.5 + 1.0)
            alpha = 255 / (i + 1)
            if self.grid is not False:
                alpha *= self.grid / 255. * pg.functions.clip_scalar(0.05 * length / (len(values) + 1), 0., 1.)
            end = tick_stop + (tick_length * tick_dir if self.grid is False else 0)
            at = [x if low <= x <= high else None for x in [v * scale - offset for v in values]]
            positions.append(at)
            tick_levels.append((self._pens("tick", int(alpha)), tick_start, end, bool(axis), at))
        axis_spec = (self._pens("axis"), span[0], span[1])
        if not self.style["showValues"]:
            return axis_spec, tick_levels, []
        return axis_spec, tick_levels, self._text_specs(p, levels, given, positions, length, axis, tick_stop)

    def tickValues(self, minVal: float, maxVal: float, size: float):  # noqa: N802, N803 (pyqtgraph's names)
        """pyqtgraph's tick values, the same floats, a finer level's values within 1 % of its
        spacing of a coarser one's left out as its ``np.isclose`` leaves them; in plain Python
        (NumPy on a few dozen ticks cost ~0.1 ms a layout)."""
        if self.logMode:
            return super().tickValues(minVal, maxVal, size)
        low, high = sorted((minVal, maxVal))
        low, high = low * self.scale, high * self.scale
        ticks, seen = [], []  # seen: every value so far, sorted
        for spacing, offset in self.tickSpacing(low, high, size):
            start = (math.ceil((low - offset) / spacing) * spacing) + offset
            # (NumPy's arange(n) * spacing + start: each k made a float, the same operations)
            values = [(float(k) * spacing + start) / self.scale for k in range(int((high - start) / spacing) + 1)]
            if seen and values:
                # a value within 1 % of a spacing of a coarser one is one of the two values
                # around it (rounding keeps order): a few coarse values looked up, not each value
                near, last, dropped = spacing / self.scale * 0.01, len(values), set()
                for c in seen:
                    j = bisect.bisect_left(values, c)
                    if j < last and values[j] - c <= near:
                        dropped.add(j)
                    if j and c - values[j - 1] <= near:
                        dropped.add(j - 1)
                if dropped:
                    values = [v for j, v in enumerate(values) if j not in dropped]
            seen = sorted(seen + values)
            ticks.append((spacing / self.scale, values))
        return ticks

    def drawPicture(self, p, axisSpec, tickSpecs, textSpecs) -> None:  # noqa: N802, N803
        """pyqtgraph's drawing of the specs, each level's ticks (one pen) one ``drawLines``."""
        draw_axis(p, axisSpec, [(pen, [QLineF(start, end) for _, start, end in ticks])
                                for pen, ticks in itertools.groupby(tickSpecs, key=lambda spec: spec[0])],
                  self.style["tickFont"], self._pens("text"), self.boundingRect().toAlignedRect(), textSpecs)

    def _text_specs(self, p, levels, given, positions, length, axis, tick_stop) -> list:
        """The tick texts pyqtgraph's ``generateDrawSpecs`` would draw: (rect, flags, text)."""
        sizes = self._text_sizes.setdefault(
            (p.font().key(), p.device().logicalDpiX(), p.device().logicalDpiY()), {})
        if len(sizes) > self.SIZES_KEPT:  # panning far makes new texts without end
            sizes.clear()
        shift = max(0, self.style["tickLength"]) + self.style["tickTextOffset"][axis]
        side = self.orientation
        flags = TEXT_FLAGS[side]
        inside = self.boundingRect()
        along, across = [], []  # every measured text so far: its size along and across the axis
        specs, last_across = [], 0
        for i in range(min(len(levels), self.style["maxTextLevel"] + 1)):
            if i > 0 and self._too_full(p, sizes, len(specs), along, positions[i], axis, length, given):
                break  # (as the measured texts would: they are no smaller than the bound)
            if given is None:
                spacing, values = levels[i]
                strings = self.tickStrings(values, self.autoSIPrefixScale * self.scale, spacing)
            else:
                strings = given[i]
            if len(strings) == 0:
                continue
            measured = []
            for text, x in zip(strings, positions[i]):
                if x is None:
                    measured.append(None)
                    continue
                size = sizes.get(text)
                if size is None:
                    rect = p.boundingRect(QRectF(0, 0, 100, 100), Qt.AlignmentFlag.AlignCenter, text)
                    size = sizes[text] = (rect.width(), rect.height() * 0.8)
                measured.append(size)
                along.append(size[1] if axis == 0 else size[0])
                across.append(size[0] if axis == 0 else size[1])
            if i > 0:
                filled = numpy_sum(along) / length
                if any(len(specs) >= count and filled >= limit for count, limit in self.style["textFillLimits"]):
                    break
            last_across = max(across) if across else 0
            for text, x, size in zip(strings, positions[i], measured):
                if size is None:
                    continue
                width, height = size
                if side == "left":
                    rect = QRectF(tick_stop - shift - width, x - height / 2, width, height)
                elif side == "right":
                    rect = QRectF(tick_stop + shift, x - height / 2, width, height)
                elif side == "top":
                    rect = QRectF(x - width / 2., tick_stop - shift - height, width, height)
                else:
                    rect = QRectF(x - width / 2., tick_stop + shift, width, height)
                if inside & rect == rect:
                    specs.append((rect, flags, text))
        self._updateMaxTextSize(last_across)
        return specs

    def _too_full(self, p, sizes: dict, labelled: int, along: list, positions, axis: int,
                  length: float, given) -> bool:
        """Whether a finer level of ticks would fill the axis past pyqtgraph's limit even if
        each of its texts were as small as a text of this axis can be: then it is left
        unlabelled without its texts being written and measured. Every text of ours holds a
        digit, or 'n' / 'i' (nan, inf), so it is no smaller along the axis than
        ``_least_along``; a log axis or given texts are measured as pyqtgraph does."""
        if given is not None or self._text_of is not None or self.logMode:
            return False
        least = sizes.get(("least along", axis))  # (kept with the texts' sizes, per font)
        if least is None:
            least = sizes[("least along", axis)] = self._least_along(p, axis)
        shown = len(positions) - positions.count(None)
        filled = numpy_sum(along + [least] * shown) / length  # summed as the measured are
        return any(labelled >= count and filled >= limit for count, limit in self.style["textFillLimits"])

    @staticmethod
    def _least_along(p, axis: int) -> float:
        """A lower bound of a text's size along the axis as ``_text_specs`` measures it: the
        line's height × 0.8 (the same for every one-line text) on a vertical axis; on a
        horizontal one half the narrowest of the characters one of which every text holds
        (half: room for kerning; a text is one or more advances wide)."""
        def rect(text):
            return p.boundingRect(QRectF(0, 0, 100, 100), Qt.AlignmentFlag.AlignCenter, text)
        if axis == 0:
            return rect("0").height() * 0.8
        return 0.5 * min(rect(c).width() for c in "0123456789ni")

    def tickStrings(self, values, scale, spacing):
        if self.logMode:
            return super().tickStrings(values, scale, spacing)
        key = (tuple(values), scale, spacing)
        texts = self._texts.get(key)
        if texts is None:
            if len(self._texts) >= self.TEXTS_KEPT:
                self._texts.clear()
            texts = self._texts[key] = tuple(self.tick_text(values, scale, spacing))
        return list(texts)

    def tick_text(self, values, scale: float, spacing: float) -> list[str]:
        """The text of ticks at ``values`` (a linear axis)."""
        if self._text_of is not None:
            return list(self._text_of(values, scale, spacing))
        return tick_labels([v * scale for v in values], spacing * scale)

    def use_figure_ticks(self) -> None:
        """Tick labels as a printed figure needs them: a finer level of ticks is left
        unlabelled sooner (FIGURE_TICK_FILL), and the coarsest level is spread out until its
        labels fit along the axis with room between them (:meth:`tickSpacing`)."""
        self.setStyle(textFillLimits=FIGURE_TICK_FILL)
        self._sparse = True

    def tickSpacing(self, minVal: float, maxVal: float, size: float):
        """pyqtgraph always labels the coarsest level of ticks, however short the axis: in a small
        figure "-2", "-1", "0" stood on each other. In a figure that level grows (×2, ×2.5, ×2)
        until its labels fit along the axis with room between them; finer levels stay,
        unlabelled when crowded."""
        levels = super().tickSpacing(minVal, maxVal, size)
        span = abs(maxVal - minVal)
        if not self._sparse or not levels or self.logMode or span <= 0 or size <= 0 or not math.isfinite(span):
            return levels
        metrics = QFontMetricsF(self.style.get("tickFont") or self.font())
        if self.orientation in ("left", "right"):
            room = metrics.height() * 1.4
        else:
            widest = max(len(f"{minVal:,.6g}"), len(f"{maxVal:,.6g}"))
            room = metrics.averageCharWidth() * (widest + 2)
        major, offset = levels[0]
        steps = 0
        while span / major * room > size and steps < 60:
            major *= 2.5 if str(major).lstrip("0.").startswith("2") else 2
            steps += 1
        if steps == 0:
            return levels
        return [(major, 0)] + [level for level in levels if level[0] < major]


def numpy_sum(values: list[float]) -> float:
    """``float(np.sum(values))`` of float64s, the same float, in plain Python (~15× faster for a
    few dozen): NumPy's pairwise summation, eight partial sums per block of at most 128."""
    return _pairwise(values, 0, len(values))


def _pairwise(a: list[float], first: int, n: int) -> float:
    if n < 8:
        total = 0.0
        for i in range(first, first + n):
            total += a[i]
        return total
    if n <= 128:
        r0, r1, r2, r3, r4, r5, r6, r7 = a[first:first + 8]
        stop = first + n - n % 8
        for i in range(first + 8, stop, 8):
            b0, b1, b2, b3, b4, b5, b6, b7 = a[i:i + 8]
            r0 += b0
            r1 += b1
            r2 += b2
            r3 += b3
            r4 += b4
            r5 += b5
            r6 += b6
            r7 += b7
        total = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7))
        for i in range(stop, first + n):
            total += a[i]
        return total
    half = n // 2
    half -= half % 8
    return _pairwise(a, first, half) + _pairwise(a, first + half, n - half)


class CellAxis(ReadableAxis):
    """An axis along cells [v, v + 1), a heatmap's rows or columns: the tick naming cell v
    sits at its centre v + 0.5, on whole cells only, and only on cells that exist — those
    within the linked view's limits (a heatmap view limits its range to its cells)."""

    def __init__(self, orientation: str, **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self.setStyle(tickLength=TICK_OUT)  # a tick inside would cross the cell it names
        if orientation in ("top", "bottom"):  # the first cell's "0" sits half a cell from the end
            self.setStyle(hideOverlappingLabels=EDGE_OVERHANG)

    def cells(self) -> tuple[float, float]:
        """(first, stop) of the cells that exist; ±inf where the view sets no limit."""
        view = self.linkedView()
        if view is None:
            return -math.inf, math.inf
        key = "xLimits" if self.orientation in ("top", "bottom") else "yLimits"
        first, stop = view.state["limits"][key]
        first = -math.inf if first is None or first <= -UNBOUNDED else first + self.origin
        stop = math.inf if stop is None or stop >= UNBOUNDED else stop + self.origin
        return first, stop

    def tickValues(self, minVal: float, maxVal: float, size: float):
        low, high = sorted((minVal, maxVal))
        first, stop = self.cells()
        # the cells whose centres are in view
        low, high = max(low - 0.5, first), min(high - 0.5, stop - 1)
        if self.logMode or not high >= low:
            return []
        levels = []
        for spacing, values in super().tickValues(low, high, size):
            whole = [v + 0.5 for v in values if v == round(v)]
            if spacing >= 1 and whole:
                levels.append((spacing, whole))
        if not levels and high - low <= 100:  # zoomed in to a few cells: each one named
            levels = [(1.0, [v + 0.5 for v in range(math.ceil(low), math.floor(high) + 1)])]
        return levels

    def tick_text(self, values, scale: float, spacing: float) -> list[str]:
        return tick_labels([v * scale - 0.5 for v in values], max(spacing * scale, 1.0))


def cell_axis_items(sides=()) -> dict[str, ReadableAxis]:
    """``axisItems`` for a plot: a :class:`CellAxis` on each of its ``sides`` that run along
    cells, a :class:`ReadableAxis` on the left and bottom otherwise (pyqtgraph shows the axes
    it is given; the others stay hidden)."""
    return {side: CellAxis(side) if side in sides else ReadableAxis(side)
            for side in ("left", "bottom", *sides) if side}


def set_bar_axis(bar: pg.ColorBarItem, axis: pg.AxisItem) -> None:
    """Make ``axis`` (oriented "right", or "bottom" for a horizontal bar) the scale of ``bar``
    in place of the plain AxisItem pyqtgraph's ColorBarItem builds, set up as it sets up its own."""
    side = "bottom" if bar.horizontal else "right"
    bar.setAxisItems({side: axis})
    axis.setZValue(0.5)
    if not bar.horizontal:
        axis.setWidth(45)
    axis.setStyle(showValues=True)
    axis.unlinkFromView()
    axis.setRange(*bar.values)
    bar.axis = axis


class ColourBar(pg.ColorBarItem):
    """pyqtgraph's colour bar with a :class:`ReadableAxis` as its scale."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        set_bar_axis(self, ReadableAxis("bottom" if self.horizontal else "right"))


class FlatGrid(pg.GridItem):
    """pyqtgraph's grid drawn without antialiasing, as its axes are: its lines are horizontal
    and vertical, and smoothing them cost ~2 ms of a 50×128 frame here. Without grid text it
    draws the lines pyqtgraph's would, at the same places in the same pens, each set of
    parallel lines one path kept between paints (pyqtgraph records a picture line by line in
    Python and replays it: ~1–2 ms a change of range). pyqtgraph sets ``picture`` to None
    whenever the grid must be made anew; here it holds the (pen, path) pairs. Its lines are
    where the plot's axes label values: at the view's coordinates + ``origin`` (x, y), set
    as the axes' (a grid with text is pyqtgraph's, at the view's own coordinates)."""

    origin = (0.0, 0.0)

    def set_origin(self, origin: tuple[float, float]) -> None:
        if origin != self.origin:
            self.origin = origin
            self.picture = None
            self.update()

    def paint(self, p, *args) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        if self.opts["textPen"] is not None:
            super().paint(p, *args)
        else:
            if self.picture is None:
                self.generatePicture()
            for pen, path in self.picture or ():
                p.setPen(pen)
                p.drawPath(path)
        p.restore()

    def generatePicture(self) -> None:  # noqa: N802 (pyqtgraph's name)
        if self.opts["textPen"] is not None:
            super().generatePicture()
            return
        rect = self.boundingRect()
        if rect.isNull() or self.deviceTransform_() is None:
            return
        view = self.getViewWidget().rect()
        self.picture = []
        ox, oy = self.origin
        for ax, values, (low, high), alpha in grid_lines(
                self.opts["tickSpacing"], self.grid_depth,
                (rect.left() + ox, rect.top() + oy, rect.right() + ox, rect.bottom() + oy),
                (view.width(), view.height())):
            if not values:
                continue
            pen = QPen(self.opts["pen"])
            colour = pen.color()
            colour.setAlpha(alpha)
            pen.setColor(colour)
            pen.setCosmetic(True)
            along, across = (ox, oy) if ax == 0 else (oy, ox)
            if along or across:
                values, low, high = [v - along for v in values], low - across, high - across
            self.picture.append((pen, _lines_path(values, low, high, ax)))


def _lines_path(values: list[float], low: float, high: float, ax: int) -> QPainterPath:
    """One path of lines from ``low`` to ``high`` at each of ``values``, each its own subpath
    (the path ``pg.arrayToQPath(..., connect="pairs")`` makes, without its NumPy set-up: ~4×
    faster for a grid's few dozen lines); lines at x values for ax 0, at y values for 1."""
    path = QPainterPath()
    if ax == 0:
        for v in values:
            path.moveTo(v, low)
            path.lineTo(v, high)
    else:
        for v in values:
            path.moveTo(low, v)
            path.lineTo(high, v)
    return path


def grid_lines(spacing, depth: int, rect: tuple[float, float, float, float],
               pixels: tuple[int, int]):
    """The lines of pyqtgraph's ``GridItem`` over ``rect`` (left, top, right, bottom in view
    coordinates) in a view of ``pixels`` that it draws visibly (alpha above 0), in its drawing
    order: (axis, values, (from, to), alpha), axis 0 for lines at x values, 1 at y values. Each
    level's spacing is NumPy's, as pyqtgraph's (its log10); the lines are the floats its
    per-line arithmetic gives."""
    ul = [float(rect[0]), float(rect[1])]
    br = [float(rect[2]), float(rect[3])]
    if ul[1] > br[1]:
        ul[1], br[1] = br[1], ul[1]
    dist = np.array(br) - np.array(ul)
    out = []
    for i in range(depth - 1, -1, -1):
        d = (10. ** np.floor(np.log10(np.abs(dist / 10. ** i)) + 0.5)).tolist()
        for ax in range(2):
            if i < len(spacing[ax]) and spacing[ax][i] is not None:
                d[ax] = float(spacing[ax][i])
        for ax in range(2):
            if i >= len(spacing[ax]):
                continue
            first = math.floor(ul[ax] / d[ax]) * d[ax]
            count = (math.ceil(br[ax] / d[ax]) * d[ax] - first) / d[ax] + 0.5
            alpha = int(pg.functions.clip_scalar(5 * (pixels[ax] / count - 3), 0, 50))
            if alpha == 0:  # an invisible line changes no pixel
                continue
            low, high = min(ul[ax], br[ax]), max(ul[ax], br[ax])
            values = [v for v in (first + float(k) * d[ax] for k in range(int(count))) if low <= v <= high]
            other = (ax + 1) % 2
            out.append((ax, values, (ul[other], br[other]), alpha))
    return out
