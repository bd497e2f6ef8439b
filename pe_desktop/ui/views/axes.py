"""Axis and grid classes the views build their plots with (pyqtgraph's AxisItem and GridItem
extended, as its own DateAxisItem does, not patched)."""
from __future__ import annotations

import math
from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtGui import QFontMetricsF, QPainter

from ...core.units import tick_labels

UNBOUNDED = 1e300  # pyqtgraph's "no limit" is ±1e307
TICK_OUT = 5  # px, outwards (pyqtgraph's -5 points into the plot)
FIGURE_TICK_OUT = 3  # px of a compact figure's layout: 0.6 mm at a column
EDGE_OVERHANG = 8  # px a tick label may reach past a horizontal axis's ends


# pyqtgraph's limits on how much of an axis tick labels may fill before a finer level of
# ticks is left unlabelled (its default, 0.8 of the length with its heights × 0.8, lets
# labels touch): (labels drawn so far, fill).
FIGURE_TICK_FILL = [(0, 0.5), (2, 0.4), (4, 0.3), (6, 0.2)]


class ReadableAxis(pg.AxisItem):
    """An axis that writes its ticks as :func:`units.tick_labels` does (200k, 1M,
    1,000,000,010; no '1e+06', no shared '(x1e+09)'), unscaled, or as ``text(values, scale,
    spacing)`` says if given; a log axis keeps pyqtgraph's text. The text of a tick set is
    kept: a frame whose range did not move formats nothing. In a figure
    (:meth:`use_figure_ticks`) its labelled ticks are spaced to keep clear of each other."""

    TEXTS_KEPT = 64  # tick sets remembered (zooming back and forth)

    def __init__(self, orientation: str, text: Callable[[list, float, float], list[str]] | None = None,
                 **kwargs) -> None:
        super().__init__(orientation, **kwargs)
        self._texts: dict[tuple, tuple[str, ...]] = {}
        self._text_of = text
        self._sparse = False
        # pyqtgraph 0.14 still scales an axis without units whose values lie within [0, 1]
        # (×1000) or past 10⁹ (×10⁻⁹) after enableAutoSIPrefix(False), and with the prefix
        # off the label no longer says so: 0 … 1 was written 0 … 1,000. No range gets one.
        self.setSIPrefixEnableRanges(())
        self.enableAutoSIPrefix(False)

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
        first = -math.inf if first is None or first <= -UNBOUNDED else first
        stop = math.inf if stop is None or stop >= UNBOUNDED else stop
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
    and vertical, and smoothing them cost ~2 ms of a 50×128 frame here."""

    def paint(self, p, *args) -> None:
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        super().paint(p, *args)
        p.restore()
