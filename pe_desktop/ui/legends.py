"""How much of its plot's data a legend hides, and moving it where it hides the least.

A legend drawn inside a plot covers whatever lies under it: in a small figure the Wavelengths
legend covered the upper half of the curve. The data points of the plot's curves and scatters
(as drawn: log axes in their log values) are mapped to the scene and counted under the legend's
box; a figure's layout check refuses a legend over more than ``MAX_HIDDEN`` of them, and export
first tries the plot's four corners for the one that hides the fewest.
"""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, Qt

MAX_HIDDEN = 0.05  # of the shown data points of a legend's plot
CORNER_OFFSET = 8  # pixels between a legend and its plot's edges


def _scene_points(vb: pg.ViewBox) -> np.ndarray:
    """(n, 2) scene coordinates of the data points of the visible curves and scatters of
    ``vb`` that lie inside it."""
    transform = vb.childGroup.sceneTransform()
    box = vb.sceneBoundingRect()
    chunks = []
    for item in vb.addedItems:
        if not item.isVisible() or not isinstance(item, (pg.PlotDataItem, pg.ScatterPlotItem)):
            continue
        x, y = item.getData()
        if x is None or y is None or len(x) == 0:
            continue
        x, y = np.asarray(x, float), np.asarray(y, float)
        keep = np.isfinite(x) & np.isfinite(y)
        sx = transform.m11() * x[keep] + transform.m21() * y[keep] + transform.dx()
        sy = transform.m12() * x[keep] + transform.m22() * y[keep] + transform.dy()
        inside = (sx >= box.left()) & (sx <= box.right()) & (sy >= box.top()) & (sy <= box.bottom())
        chunks.append(np.column_stack([sx[inside], sy[inside]]))
    return np.concatenate(chunks) if chunks else np.empty((0, 2))


def hidden_fraction(legend: pg.LegendItem) -> float:
    """The share of the shown data points of the legend's plot that lie under its box (0 for
    a legend outside a plot or a plot without points)."""
    vb = legend.parentItem()
    if not isinstance(vb, pg.ViewBox) or not legend.isVisible() or not legend.items:
        return 0.0
    points = _scene_points(vb)
    if len(points) == 0:
        return 0.0
    box = legend.sceneBoundingRect()
    under = ((points[:, 0] >= box.left()) & (points[:, 0] <= box.right())
             & (points[:, 1] >= box.top()) & (points[:, 1] <= box.bottom()))
    return float(under.sum()) / len(points)


def _corners(legend: pg.LegendItem) -> list[tuple[tuple[int, int], tuple[float, float]]]:
    """The four corners as (anchor, offset), the legend's own first."""
    own = legend.opts.get("offset") or (CORNER_OFFSET, CORNER_OFFSET)
    first = ((1 if own[0] <= 0 else 0, 1 if own[1] <= 0 else 0), tuple(own))
    others = [((ax, ay), (CORNER_OFFSET if ax == 0 else -CORNER_OFFSET, CORNER_OFFSET if ay == 0 else -CORNER_OFFSET))
              for ay in (0, 1) for ax in (0, 1)]
    return [first] + [c for c in others if c[0] != first[0]]


def place_in_emptiest_corner(legend: pg.LegendItem) -> float:
    """Anchor the legend in the corner of its plot where it hides the fewest data points
    (its own corner on a tie); returns the fraction it hides there."""
    if not isinstance(legend.parentItem(), pg.ViewBox):
        return 0.0
    found = []
    for anchor, offset in _corners(legend):
        legend.anchor(itemPos=anchor, parentPos=anchor, offset=offset)
        found.append((hidden_fraction(legend), anchor, offset))
    hidden, anchor, offset = min(found, key=lambda f: f[0])  # the first of equals
    legend.anchor(itemPos=anchor, parentPos=anchor, offset=offset)
    return hidden


def room_above_data(legend: pg.LegendItem) -> float:
    """Put the legend in its plot's top corner hiding the fewest points and raise the top of
    the plot's y range until every shown point lies below the legend (the data keep their
    bottom and their x range); returns the fraction it hides then."""
    vb = legend.parentItem()
    if not isinstance(vb, pg.ViewBox) or vb.yInverted():
        return hidden_fraction(legend)
    tops = [(a, o) for a, o in _corners(legend) if a[1] == 0]
    found = []
    for anchor, offset in tops:
        legend.anchor(itemPos=anchor, parentPos=anchor, offset=offset)
        found.append((hidden_fraction(legend), anchor, offset))
    _hidden, anchor, offset = min(found, key=lambda f: f[0])
    legend.anchor(itemPos=anchor, parentPos=anchor, offset=offset)
    box, plot = legend.sceneBoundingRect(), vb.sceneBoundingRect()
    points = _scene_points(vb)
    if len(points) == 0:
        return 0.0
    need = box.bottom() + CORNER_OFFSET / 2 - plot.top()  # pixels the legend takes from the top
    height = plot.height()
    if need >= height - 20:
        return hidden_fraction(legend)
    (_x0, _x1), (y0, y1) = vb.viewRange()
    to_view = vb.childGroup.sceneTransform().inverted()[0]
    data_top = max(to_view.map(QPointF(float(x), float(y))).y() for x, y in points)
    if data_top <= y0:
        return hidden_fraction(legend)
    new_top = y0 + (data_top - y0) * height / (height - need)
    if new_top > y1:
        limit = vb.state["limits"]["yLimits"][1]
        if limit is not None and limit < new_top:  # a figure may show more than the window lets
            vb.setLimits(yMax=new_top)
        vb.setYRange(y0, new_top, padding=0)
    return hidden_fraction(legend)


def _points_under(box, points: np.ndarray) -> int:
    return int(((points[:, 0] >= box.left()) & (points[:, 0] <= box.right())
                & (points[:, 1] >= box.top()) & (points[:, 1] <= box.bottom())).sum())


def place_line_labels(vb: pg.ViewBox) -> None:
    """Each label of a horizontal or vertical marker line in ``vb`` ("original context 8,192",
    "Shaw k = 16") that lies over data points goes to an end or the middle of its line and
    the side of it where it hides the fewest, without meeting another line's label or a
    legend; its own place on a tie. In a small figure the label is long beside the plot and
    covered the curve it marks; on a slide a legend covered "target context 65,536 = 8,192 ×
    8"; in the window Shaw's label hid the learned table's line."""
    points = _scene_points(vb)
    if len(points) == 0:
        return
    labels = [item.label for item in vb.addedItems if isinstance(item, pg.InfiniteLine)
              and getattr(item, "label", None) is not None and item.isVisible() and item.label.isVisible()
              and item.angle % 90 == 0 and item.label.toPlainText()]
    # the plot's legends hide a label under them as they hide data
    legends = [child.sceneBoundingRect() for child in vb.childItems()
               if isinstance(child, pg.LegendItem) and child.isVisible()]
    for label in labels:
        box = label.sceneBoundingRect()
        if _points_under(box, points) == 0 and not any(box.intersects(legend) for legend in legends):
            continue
        others = [other.sceneBoundingRect() for other in labels if other is not label] + legends
        own = (label.orthoPos, list(label.anchors))
        found = []
        for position, anchor in _label_places(own[0], own[1][0], label.line.angle % 180 == 0):
            label.orthoPos = position
            label.anchors = [anchor, anchor]
            label.updatePosition()
            box = label.sceneBoundingRect()
            if any(box.intersects(other) for other in others) or not vb.sceneBoundingRect().contains(box):
                continue
            found.append((_points_under(box, points), position, [anchor, anchor]))
        best = min(found, key=lambda f: f[0]) if found else (0, *own)  # the first of equals
        label.orthoPos, label.anchors = best[1], best[2]
        label.updatePosition()


def _label_places(position: float, anchor: tuple[float, float], horizontal: bool):
    """The places a marker line's label may take, its own first: (position along the line,
    anchor). Along a horizontal line the text keeps to the end it stands at (anchor x with the
    position) and is tried above and below; along a vertical one it is tried at each height,
    hanging down and standing up, right and left of the line."""
    x, y = anchor
    if horizontal:
        for along, ax in ((position, x), (1 - position, 1 - x), (0.5, 0.5)):
            for ay in (y, 1 - y):
                yield along, (ax, ay)
    else:
        for along in (position, 1 - position, 0.5):
            for ax in (x, 1 - x):
                for ay in (y, 1 - y):
                    yield along, (ax, ay)


def _swatch(item) -> tuple[str, str]:
    """(colour, mark) standing for a legend entry's item in a line of text."""
    opts = getattr(item, "opts", {})
    if isinstance(item, pg.ScatterPlotItem):
        return pg.mkBrush(opts.get("brush")).color().name(), "●"
    if opts.get("symbol") is not None:
        return pg.mkBrush(opts.get("symbolBrush")).color().name(), "●"
    pen = pg.mkPen(opts.get("pen"))
    return pen.color().name(), "—" if pen.style() == Qt.PenStyle.SolidLine else "- -"


def legend_key(legend: pg.LegendItem) -> str:
    """The legend's entries as one paragraph of rich text, a mark in each item's colour before
    its name: the key under a plot too small to hold the legend without hiding its data."""
    parts = []
    for sample, label in legend.items:
        colour, mark = _swatch(sample.item)
        parts.append(f"<span style='color:{colour}'>{mark}</span>&nbsp;{label.text}")
    return " &nbsp; ".join(parts)
