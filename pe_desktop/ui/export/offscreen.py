"""A view drawn offscreen for a figure: a fresh instance of its class laid out at the
figure's size (divided by its DPI scale), given the record's parameters and visible range,
computed synchronously, its labels wrapped and its legends placed; a stacked figure's views
laid out together.
"""
from __future__ import annotations

import contextlib
import gc
import math
from collections.abc import Iterator

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QApplication

from ...core.atomic import check_interrupted
from ...core.errors import InputError
from ...core.figure import FigureOptions, FigureRecord, figure_parts, line_points, stack_shares
from ...core.text import msg
from ...i18n import localize
from ..legends import MAX_HIDDEN, hidden_fraction, place_in_emptiest_corner, place_line_labels, room_above_data
from ..style import plot_style
from ..views import VIEW_CLASSES
from ..views.axes import FIGURE_TICK_FILL, ReadableAxis
from ..views.base import PlotView, fit_title_row
from .checks import layout_problems, legends, overflows


@contextlib.contextmanager
def offscreen_view(record: FigureRecord, strict: bool = True, line_scale: float = 1.0) -> Iterator[PlotView]:
    """A new instance of the record's view class, laid out and drawn, never on screen, in the
    dark style for a dark background, else the light one, its lines ``line_scale`` times as
    wide. ``strict``: InputError if the view could not draw all it was asked (a table file
    that cannot be used); a preview shows the view's own message instead."""
    if QApplication.instance() is None:
        raise RuntimeError("a QApplication is needed")
    if record.view not in VIEW_CLASSES:
        raise InputError(msg("unknown view {view}: use one of {views}", view=repr(record.view),
                              views=", ".join(VIEW_CLASSES)))
    with collected_after():
        yield from _offscreen_view(record, strict, line_scale)


@contextlib.contextmanager
def collected_after() -> Iterator[None]:
    """No automatic garbage collection inside, one of what was made inside at its end. A view's Qt objects sit
    in reference cycles, so Python's collector frees them whenever it happens to run: once it
    ran inside Qt's QObject::disconnect, while Qt held the lock the dying menus' destructors
    wait for, and the export hung for good (seen in a run of 56 figures). Collected here, at a
    known point, nothing of the view is left for a collection at an unknown one. Each function
    that draws a figure (a page) runs in one, so that its views are unreachable at its end;
    nested, only the outermost collects. Where automatic collection is off (the window's
    collector, see app.run_gui) it stays off and nothing is collected here."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
            # all that was made inside is in the youngest generation: collecting it alone
            # takes no time where a full collection of a large heap takes ~0.3 s
            gc.collect(0)


def _offscreen_view(record: FigureRecord, strict: bool, line_scale: float) -> Iterator[PlotView]:
    view = VIEW_CLASSES[record.view]()
    view.keeps_data_clear = False  # a figure's legends: the rules below
    view.set_plot_style(plot_style(record.options.background == "dark", line_scale))
    try:
        view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        view.resize(*record.options.layout_size)
        view.show()
        QApplication.processEvents()
        for item in view.graphics.scene().items():
            if isinstance(item, ReadableAxis):  # in print, tick labels keep clear of each other
                item.use_figure_ticks()
            elif isinstance(item, pg.AxisItem):
                item.setStyle(textFillLimits=FIGURE_TICK_FILL)
        view.set_params(record.params)
        if record.view_range is not None:
            view.set_view_range(record.view_range)
        QApplication.processEvents()
        check_interrupted()
        _draw_settled(view)
        if layout_problems(view, record.options):
            # the window's layout does not make a sound figure at this size: the view's
            # compact one (readouts out, fewer plots per row), which the check judges again
            view.figure_layout(*record.options.layout_size)
            QApplication.processEvents()
            if record.view_range is None:
                view.fit()
            _draw_settled(view)
        _settle_layout(view)  # legends placed in the plots' final geometry
        for legend in legends(view):
            # over the data: the emptiest corner, else a top corner with room made above the data
            if hidden_fraction(legend) > MAX_HIDDEN and place_in_emptiest_corner(legend) > MAX_HIDDEN:
                room_above_data(legend)
                QApplication.processEvents()
        for vb in [item for item in view.graphics.scene().items() if isinstance(item, pg.ViewBox)]:
            place_line_labels(vb)  # a marker line's label off the data it marks
        check_interrupted()
        problem = view.input_problem()
        if strict and problem:
            raise InputError(msg("{view}: {reason}", view=localize(VIEW_CLASSES[record.view].title),
                                 reason=problem))
        # The picture is final: a background computation started when the view was shown (same
        # request) must not be delivered now.
        view.runner.cancel()
        view.runner.stop()
        QApplication.processEvents()
        _settle_layout(view)
        yield view
    finally:
        view.runner.stop()
        view.close()
        view.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _settle_layout(view: PlotView) -> None:
    """Lay the scene out again from its items' final sizes: the last change of a label or an
    axis may have been laid out against sizes it had before (a plot's share of the height then
    differed from run to run by a dozen pixels)."""
    def geometry() -> list:
        return [item.geometry() for item in view.graphics.scene().items() if isinstance(item, pg.GraphicsWidget)]

    for _ in range(3):
        before = geometry()
        view.graphics.ci.layout.invalidate()
        view.graphics.ci.layout.activate()
        QApplication.processEvents()
        if geometry() == before:
            return


def _draw_settled(view: PlotView) -> None:
    for _ in range(3):
        # Drawing can move the layout (a readout gains lines, the plot loses height), and
        # with it an aspect-locked range: draw again until the picture matches its range.
        view.render_sync()
        wrap_labels(view)
        QApplication.processEvents()
        if view.is_current():
            break


def wrap_labels(view: PlotView) -> None:
    """Every LabelItem (title, readout) of the offscreen ``view`` too wide for it wraps: a
    figure narrower than the screen keeps its long title inside the picture. A label wraps at
    the view's width, then narrower by as much as the plots still need beyond it."""
    width = view.graphics.width() - 16
    labels = [item for item in view.graphics.scene().items()
              if isinstance(item, pg.LabelItem) and item.isVisible() and item.item.toPlainText()]
    for label in labels:
        text = label.item
        if text.textWidth() < 0 and text.boundingRect().width() > width > 40:
            _wrap(label, width)
        else:
            fit_title_row(label)
    for _ in range(3):
        layout = view.graphics.ci
        layout.layout.invalidate()
        excess = layout.effectiveSizeHint(Qt.SizeHint.MinimumSize).width() - view.graphics.width()
        wide = [label for label in labels if label.minimumWidth() > excess + 40]
        # the layout keeps the geometry it grew to until told its size again
        layout.setGeometry(QRectF(view.graphics.rect()))
        if excess <= 0.5 or not wide:
            return
        for label in wide:
            if label.minimumWidth() >= max(w.minimumWidth() for w in wide) - 1:
                _wrap(label, label.minimumWidth() - excess - 2)


def _wrap(label: pg.LabelItem, width: float) -> None:
    label.item.setTextWidth(width)
    label.item.document().setDefaultTextOption(_centred())
    label.updateMin()
    fit_title_row(label)


def _centred() -> QTextOption:
    option = QTextOption()
    option.setAlignment(Qt.AlignmentFlag.AlignHCenter)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    return option

def line_scale(options: FigureOptions, device_pt: float) -> float:
    """How many times as wide as on screen the figure's lines are drawn on a device whose pixel
    is ``device_pt`` points at the figure's final size: :func:`figure.line_points` wide.
    pyqtgraph draws lines with cosmetic pens, whose width is in device pixels whatever the
    scale: without this a 300-DPI picture has hairlines next to 300-DPI text."""
    return line_points(options) / device_pt

def fitted_heights(record: FigureRecord, views: list[PlotView]) -> list[int] | None:
    """The heights in pixels of a stacked figure's parts when one of them, laid out at its
    share, is too short for what it shows: each gets the height its laid-out view needs at
    least and the rest is shared as before. None: the shares fit, or the needs do not."""
    if len(views) < 2 or not any(overflows(view) for view in views):
        return None
    opts = record.options
    per_layout = opts.height / opts.layout_size[1]  # figure pixels per layout pixel
    needs = [math.ceil(view.graphics.ci.effectiveSizeHint(Qt.SizeHint.MinimumSize).height() * per_layout) + 1
             for view in views]
    spare = opts.height - sum(needs)
    if spare < 0:
        return None
    shares = stack_shares(len(views))
    heights = [need + spare * share // sum(shares) for need, share in zip(needs, shares)]
    heights[-1] += opts.height - sum(heights)
    return heights

@contextlib.contextmanager
def laid_out(record: FigureRecord, device_pt: float,
             strict: bool = True) -> Iterator[list[tuple[PlotView, FigureRecord, int]]]:
    """Every view of the figure laid out offscreen: (view, its record, its first pixel row),
    its lines as wide as :func:`line_scale` says for a device whose pixel is ``device_pt``
    points at the figure's final size. A stacked figure whose shares leave a view too short
    is laid out again at :func:`fitted_heights`."""
    scale = line_scale(record.options, device_pt)
    heights = None
    while True:
        with contextlib.ExitStack() as stack:
            views = [(stack.enter_context(offscreen_view(part, strict, line_scale=scale)), part, top)
                     for part, top in figure_parts(record, heights)]
            fitted = None if heights else fitted_heights(record, [view for view, _, _ in views])
            if fitted is None:
                yield views
                return
        heights = fitted
