"""What a user would see cut, elided or overlapping in the window as it is laid out now.

``layout_problems(window)`` returns one line per problem (empty: none):
- a plot's axes, title or colour bar, or a text in a plot, outside the part of the scene the
  view shows (pyqtgraph keeps a layout at its minimum size and the view clips the rest);
- a text in a plot overlapping another text;
- a group or view name in the navigation not shown whole (elided, or behind scroll arrows
  when ``arrows_allowed`` is False);
- the summary under the views cut (fewer lines than its text needs);
- the parameter panel wider than its dock (a horizontal scroll bar).
"""
from __future__ import annotations

import itertools

import pyqtgraph as pg
from PySide6.QtCore import QRectF


def data_points_under(vb: pg.ViewBox, box: QRectF) -> int:
    """How many data points of ``vb``'s shown curves and scatters lie in the scene rect
    ``box``, each mapped on its own (the count the app's legends module makes with arrays)."""
    from PySide6.QtCore import QPointF

    to_scene, under = vb.childGroup.sceneTransform(), 0
    for item in vb.addedItems:
        if isinstance(item, (pg.PlotDataItem, pg.ScatterPlotItem)) and item.isVisible():
            xs, ys = item.getData()
            for px, py in zip(xs if xs is not None else [], ys if ys is not None else []):
                under += box.contains(to_scene.map(QPointF(float(px), float(py))))
    return under


def _text_rect(label: pg.LabelItem) -> QRectF:
    return label.item.sceneBoundingRect()


def _plot_parts(plot: pg.PlotItem):
    yield "plot area", plot.getViewBox()
    if plot.titleLabel.isVisible() and plot.titleLabel.text:
        yield "title", plot.titleLabel
    for side in ("left", "bottom", "right", "top"):
        axis = plot.getAxis(side)
        if axis.isVisible():
            yield f"{side} axis", axis


def _scene_rect(thing) -> QRectF:
    """Where a layout item is on the scene: its geometry (an axis's bounding rectangle
    reaches a few pixels past its ends for the end ticks' text, drawn inside the view)."""
    if isinstance(thing, pg.AxisItem):
        return thing.mapRectToScene(QRectF(thing.rect()))
    return thing.sceneBoundingRect()


def view_problems(view) -> list[str]:
    problems = []
    graphics = view.graphics
    shown = QRectF(graphics.viewport().rect()).adjusted(-1, -1, 1, 1)
    to_view = graphics.viewportTransform()
    name = view.name
    labels = []
    for item in graphics.scene().items():
        if not item.isVisible():
            continue
        if isinstance(item, pg.PlotItem):
            kind = "colour bar" if isinstance(item, pg.ColorBarItem) else "plot"
            for part, thing in _plot_parts(item):
                rect = to_view.mapRect(_scene_rect(thing))
                if rect.width() > 0 and rect.height() > 0 and not shown.contains(rect):
                    problems.append(f"{name}: {kind} {part} {rect.getRect()} outside {shown.getRect()}")
        elif isinstance(item, pg.LabelItem) and item.text:
            rect = to_view.mapRect(_text_rect(item))
            labels.append((item, rect))
            if not shown.contains(rect):
                problems.append(f"{name}: text {item.text[:40]!r} {rect.getRect()} outside {shown.getRect()}")
    for (a, ra), (b, rb) in itertools.combinations(labels, 2):
        overlap = ra.intersected(rb)
        if overlap.width() > 1 and overlap.height() > 1:
            problems.append(f"{name}: texts {a.text[:30]!r} and {b.text[:30]!r} overlap")
    return problems


def _bar_problems(bar, what: str, arrows_allowed: bool) -> list[str]:
    problems = []
    metrics = bar.fontMetrics()
    for i in range(bar.count()):
        text = bar.tabText(i)
        if bar.tabRect(i).width() < metrics.horizontalAdvance(text.replace("&", "")):
            problems.append(f"{what} {text!r} elided")
        if bar.tabRect(i).height() < metrics.height():
            problems.append(f"{what} {text!r} lower than its text (descenders cut)")
    if not arrows_allowed and bar.sizeHint().width() > bar.width():
        problems.append(f"{what}s need scroll arrows: {bar.sizeHint().width()} > {bar.width()} px")
    return problems


def layout_problems(window, arrows_allowed: bool = True) -> list[str]:
    problems = []
    for view in window.visible_views():
        problems += view_problems(view)
    nav = getattr(window, "navigator", None)
    if nav is not None:
        problems += _bar_problems(nav.group_bar, "group", arrows_allowed)
        problems += _bar_problems(nav.view_bar, "view", arrows_allowed)
    else:  # one row of tabs (as before the groups)
        problems += _bar_problems(window.tabs.tabBar(), "view", arrows_allowed)
    summary = window.summary_label
    if summary.text() and summary.height() < summary.heightForWidth(summary.width()):
        problems.append(f"summary cut: {summary.height()} < {summary.heightForWidth(summary.width())} px")
    panel_scroll = window.dock.widget()
    if window.dock.isVisible() and window.panel.minimumSizeHint().width() > panel_scroll.viewport().width():
        problems.append(f"parameter panel {window.panel.minimumSizeHint().width()} px wider than its "
                        f"dock ({panel_scroll.viewport().width()} px)")
    return problems
