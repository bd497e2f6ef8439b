"""Saving what a view shows — PNG, SVG, PDF and reports — from the same view classes.

A figure is drawn by a fresh, offscreen instance of the view class laid out at the
figure's size (divided by its DPI scale), given the window's parameters and visible
range, computed synchronously, then painted by Qt into the target: a QImage for PNG,
QSvgGenerator for SVG (axes, text and curves stay vectors; heatmaps are embedded
images), QPdfWriter for PDF. Every file is written under a temporary name and renamed
into place when complete, and carries its parameters so it can be drawn again.
"""
from __future__ import annotations

import contextlib
import dataclasses
import gc
import math
import os
import re
from html import escape
from dataclasses import dataclass
import sys
from pathlib import Path
from typing import Callable, Iterator

import numpy as np

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QFile, QFileDevice, QIODevice, QMarginsF, QRect, QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import (QColor, QFont, QFontInfo, QFontMetricsF, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter,
                           QTextDocument, QTextOption)
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsTextItem
import pyqtgraph as pg

from .. import __version__
from ..core.atomic import atomic_path, atomic_paths, check_interrupted, write_bytes
from ..core.errors import ExportError, InputError
from ..core.files import FileRefused, open_regular
from ..core.figure import (MAX_FIGURE_BYTES, META_PREFIX, MIN_TEXT_PT, SCREEN_DPI, FigureOptions, FigureRecord,
                           line_points, png_text, read_record, suggested_name)
from ..core.models import sources_record
from ..core.svgflatten import flatten
from ..core.params import ENCODING_PARAMS, SPECS, VIEW_SETTINGS, Params
from ..core.text import N_, msg
from ..i18n import localize, tr
from .legends import MAX_HIDDEN, hidden_fraction, place_in_emptiest_corner, place_line_labels, room_above_data
from .style import LIGHT, plot_style
from .views import REGISTRY, VIEW_CLASSES
from .views.base import PlotView, fit_title_row


# -- drawing a view offscreen ----------------------------------------------------------------

# pyqtgraph's limits on how much of an axis tick labels may fill before a finer level of
# ticks is left unlabelled (its default, 0.8 of the length with its heights × 0.8, lets
# labels touch): (labels drawn so far, fill).
FIGURE_TICK_FILL = [(0, 0.5), (2, 0.4), (4, 0.3), (6, 0.2)]


def sparse_ticks(axis: pg.AxisItem) -> None:
    """pyqtgraph always labels the coarsest level of ticks, however short the axis: in a small
    figure "-2", "-1", "0" stood on each other. Here that level grows (×2, ×2.5, ×2) until its
    labels fit along the axis with room between them; finer levels stay, unlabelled when
    crowded (FIGURE_TICK_FILL)."""
    default = axis.tickSpacing

    def spacing(low, high, size, axis=axis, default=default):
        levels = default(low, high, size)
        span = abs(high - low)
        if not levels or axis.logMode or span <= 0 or size <= 0 or not math.isfinite(span):
            return levels
        metrics = QFontMetricsF(axis.style.get("tickFont") or axis.font())
        if axis.orientation in ("left", "right"):
            room = metrics.height() * 1.4
        else:
            widest = max(len(f"{low:,.6g}"), len(f"{high:,.6g}"))
            room = metrics.averageCharWidth() * (widest + 2)
        major, offset = levels[0]
        steps = 0
        while span / major * room > size and steps < 60:
            major *= 2.5 if str(major).lstrip("0.").startswith("2") else 2
            steps += 1
        if steps == 0:
            return levels
        return [(major, 0)] + [level for level in levels if level[0] < major]

    axis.tickSpacing = spacing


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
            if isinstance(item, pg.AxisItem):  # in print, tick labels keep clear of each other
                item.setStyle(textFillLimits=FIGURE_TICK_FILL)
                sparse_ticks(item)
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
        for legend in _legends(view):
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


def _legends(view: PlotView) -> list[pg.LegendItem]:
    return [item for item in view.graphics.scene().items()
            if isinstance(item, pg.LegendItem) and item.isVisible() and item.items]


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


@dataclass(frozen=True)
class TextBox:
    """One line of text of a laid-out view: its words, where it is (scene coordinates, screen
    pixels) and the size of its font in screen pixels."""

    text: str
    rect: QRectF
    pixels: float
    free: bool = False  # outside every plot (a title, a readout): it must not cover one


def _font_pixels(font: QFont) -> float:
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * SCREEN_DPI / 72.0


def text_boxes(view: PlotView) -> list[TextBox]:
    """Every line of text the view draws (titles, labels, readouts, tick labels), where it
    is, and its font size: what a figure's text checks read."""
    boxes: list[TextBox] = []
    scene = view.graphics.scene()
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        for item in scene.items():
            if not item.isVisible() or item.opacity() == 0 or _clipped_away(item):
                continue
            if isinstance(item, QGraphicsTextItem):
                boxes.extend(_document_lines(item, not _in_plot(item)))
            elif isinstance(item, pg.AxisItem) and item.style.get("showValues", True):
                _axis_spec, _ticks, texts = item.generateDrawSpecs(painter)
                font = item.style.get("tickFont") or item.font()
                for rect, _flags, text in texts:
                    if text:
                        boxes.append(TextBox(text, item.mapRectToScene(rect), _font_pixels(font)))
    finally:
        painter.end()
    return boxes


def _clipped_away(item) -> bool:
    """True if an ancestor clipping its children leaves nothing of ``item`` visible."""
    rect = item.sceneBoundingRect()
    parent = item.parentItem()
    while parent is not None:
        if parent.flags() & parent.GraphicsItemFlag.ItemClipsChildrenToShape:
            rect = rect & parent.sceneBoundingRect()
            if rect.isEmpty():
                return True
        parent = parent.parentItem()
    return False


def _in_plot(item) -> bool:
    """True if ``item`` is drawn inside a plot's area (a ViewBox) or belongs to an axis."""
    parent = item.parentItem()
    while parent is not None:
        if isinstance(parent, (pg.ViewBox, pg.AxisItem)):
            return True
        parent = parent.parentItem()
    return False


def _document_lines(item: QGraphicsTextItem, free: bool = False) -> list[TextBox]:
    """The laid-out lines of a text item, each with the smallest font on it."""
    document = item.document()
    layout = document.documentLayout()
    lines = []
    block = document.begin()
    while block.isValid():
        text_layout = block.layout()
        origin = layout.blockBoundingRect(block).topLeft()
        fragments = []
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if fragment.isValid() and fragment.text().strip():
                fragments.append(fragment)
            it += 1
        for i in range(text_layout.lineCount()):
            line = text_layout.lineAt(i)
            start, end = block.position() + line.textStart(), block.position() + line.textStart() + line.textLength()
            on_line = [f for f in fragments if f.position() < end and f.position() + f.length() > start]
            words = block.text()[line.textStart():line.textStart() + line.textLength()].strip()
            if not on_line or not words:
                continue
            pixels = min(_font_pixels(f.charFormat().font()) for f in on_line)
            rect = line.naturalTextRect().translated(origin)
            lines.append(TextBox(words, item.mapRectToScene(rect), pixels, free))
        block = block.next()
    return lines


def layout_problems(view: PlotView, options: FigureOptions) -> list[str]:
    """What makes the laid-out ``view`` a broken figure at ``options``: text smaller than
    figure.MIN_TEXT_PT at the final size, text outside the picture, text over other text, a
    layout wider or taller than the picture. Messages (``localize`` shows them); none: the
    figure is fine."""
    problems = []
    frame = QRectF(view.graphics.rect())
    content = view.graphics.ci.geometry()
    if _overflows(view):
        problems.append(msg("the plots need {w:.1f} × {h:.1f} cm and the figure has {fw:.1f} × {fh:.1f} cm",
                           w=content.width() / frame.width() * options.size_mm[0] / 10,
                           h=content.height() / frame.height() * options.size_mm[1] / 10,
                           fw=options.size_mm[0] / 10, fh=options.size_mm[1] / 10))
    boxes = text_boxes(view)
    points = 72.0 / SCREEN_DPI * options.zoom
    small = [b for b in boxes if b.pixels * points < MIN_TEXT_PT - 0.05]
    if small:
        problems.append(msg("text of {pt:.1f} pt (“{text}”): at least {low:g} pt",
                           pt=small[0].pixels * points, text=small[0].text, low=MIN_TEXT_PT))
    slack = 0.5
    outside = [b for b in boxes if not frame.adjusted(-slack, -slack, slack, slack).contains(b.rect)]
    if outside:
        problems.append(msg("“{text}” runs past the edge", text=outside[0].text))
    plots = [item.sceneBoundingRect() for item in view.graphics.scene().items()
             if isinstance(item, pg.ViewBox) and item.isVisible()]
    # a legend taller or wider than its plot is cut by it (and drawn whole by SVG readers,
    # which Qt's SVG Tiny output gives no clip paths)
    for legend in _legends(view):
        box = legend.sceneBoundingRect()
        plot = legend.parentItem().sceneBoundingRect() if legend.parentItem() else frame
        if not plot.adjusted(-slack, -slack, slack, slack).contains(box):
            problems.append(msg("the legend does not fit in its plot"))
            break
    # a legend over its plot's curves hides the data it names
    hiding = max((hidden_fraction(legend) for legend in _legends(view)), default=0.0)
    if hiding > MAX_HIDDEN:
        problems.append(msg("a legend hides {share:.0f} % of its plot's data points (at most {most:.0f} %)",
                            share=100 * hiding, most=100 * MAX_HIDDEN))
    covering = next((b for b in boxes if b.free and any(
        b.rect.adjusted(slack, slack, -slack, -slack).intersects(r) for r in plots)), None)
    if covering is not None:
        problems.append(msg("“{text}” covers a plot", text=covering.text))
    for i, a in enumerate(boxes):
        inner = a.rect.adjusted(slack, slack, -slack, -slack)
        hit = next((b for b in boxes[i + 1:] if inner.intersects(b.rect.adjusted(slack, slack, -slack, -slack))), None)
        if hit is not None:
            problems.append(msg("“{a}” overlaps “{b}”", a=a.text, b=hit.text))
            break
    return problems


IGNORES_TRANSFORMATIONS = QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations


# A heatmap is an image of one pixel per cell. In an SVG or PDF viewers scale it up smoothly
# (cells blur into gradients); in a PNG Qt's unsmoothed scaling put cell edges up to 4
# pixels off (a 128-cell row over 1,600 pixels). It is drawn scaled up, nearest-neighbour,
# so that a cell has as many image pixels as it covers at the figure's DPI (a report page:
# this DPI) — any smoothing or rounding is then under a pixel — within this many pixels.
# Not more: librsvg scaling a much larger image down drew the cells 1.4 % too wide.
CRISP_DPI = 300.0
CRISP_MAX_PIXELS = 6_000_000


def crisp_images(view: PlotView, device_per_layout: float) -> list[tuple[pg.ImageItem, QImage]]:
    """Give every image of the (offscreen) ``view`` nearest-neighbour upscaled pixels, for a
    device with ``device_per_layout`` pixels per layout pixel; returns (item, its own image)
    for :func:`restore_images`."""
    replaced = []
    for item in view.graphics.scene().items():
        if not isinstance(item, pg.ImageItem) or item.image is None or not item.isVisible():
            continue
        if item._renderRequired:
            item.render()
        image = item.qimage
        if image is None or image.isNull():
            continue
        cell = item.mapRectToScene(QRectF(0, 0, 1, 1))
        cell_px = max(cell.width(), cell.height()) * device_per_layout
        room = math.sqrt(CRISP_MAX_PIXELS / max(1, image.width() * image.height()))
        factor = int(max(1, min(math.ceil(cell_px), math.floor(room))))
        if factor > 1:
            item.qimage = upscaled(image, factor)
            replaced.append((item, image))
    return replaced


def upscaled(image: QImage, factor: int) -> QImage:
    """``image`` with every pixel repeated ``factor`` times across and down: each cell exactly
    ``factor`` × ``factor`` pixels. Not QImage.scaled: its unsmoothed scaling steps through the
    source in fixed point and gives some cells a pixel more (128 cells × 30: 15 cells of 31
    pixels, the last one cut to 15), so the exported heatmap's columns drifted right by up to
    half a cell and its last column was drawn half as wide."""
    argb = image.convertToFormat(QImage.Format.Format_ARGB32)
    pixels = np.frombuffer(argb.constBits(), np.uint8).reshape(argb.height(), argb.bytesPerLine() // 4, 4)
    big = np.ascontiguousarray(np.repeat(np.repeat(pixels[:, :argb.width()], factor, axis=0), factor, axis=1))
    out = QImage(big.data, big.shape[1], big.shape[0], big.shape[1] * 4, QImage.Format.Format_ARGB32)
    return out.copy()  # owns its pixels (big is freed on return)


def restore_images(replaced: list[tuple[pg.ImageItem, QImage]]) -> None:
    for item, image in replaced:
        item.qimage = image


def paint_view(view: PlotView, painter: QPainter, target: QRectF, background: str,
               device_per_layout: float | None = None) -> None:
    """Paint the view's scene into ``target``, scaled, as vectors where the device allows.

    The items are in pyqtgraph's export mode while they paint: markers are drawn as vector
    symbols (not copies of a screen-resolution sprite) and the plots' hover buttons hidden.
    Heatmap cells stay crisp and in place (crisp_images) for a device of
    ``device_per_layout`` pixels per layout pixel (None: the image's, or a 300-DPI page)."""
    if device_per_layout is None:
        device = painter.device()
        device_per_layout = target.width() / max(1.0, view.graphics.width())
        if isinstance(device, QImage):
            device_per_layout *= device.devicePixelRatio()
        else:
            device_per_layout *= CRISP_DPI / SCREEN_DPI
    replaced = crisp_images(view, device_per_layout)
    if background == "white":
        painter.fillRect(target, QColor(LIGHT.background))
    elif background in ("shown", "dark"):
        painter.fillRect(target, view.graphics.backgroundBrush())
    source = QRectF(view.graphics.rect())
    scene = view.graphics.scene()
    exporting = [item for item in scene.items() if hasattr(item, "setExportMode")]
    # markers are drawn in device pixels: a page drawn scaled (a PDF) scales them as much
    scale = target.width() / max(1.0, source.width())
    options = {"antialias": True, "background": None, "painter": painter, "resolutionScale": scale}
    # Legends keep their size on screen whatever the zoom (ItemIgnoresTransformations): in a
    # figure drawn scaled they scale with the rest.
    fixed = [item for item in scene.items() if item.flags() & IGNORES_TRANSFORMATIONS]
    for item in fixed:
        item.setFlag(IGNORES_TRANSFORMATIONS, False)
    for item in exporting:
        item.setExportMode(True, options)
    try:
        scene.render(painter, target, source, Qt.AspectRatioMode.IgnoreAspectRatio)
    finally:
        for item in exporting:
            item.setExportMode(False)
        for item in fixed:
            item.setFlag(IGNORES_TRANSFORMATIONS, True)
        restore_images(replaced)


def line_scale(options: FigureOptions, device_pt: float) -> float:
    """How many times as wide as on screen the figure's lines are drawn on a device whose pixel
    is ``device_pt`` points at the figure's final size: :func:`figure.line_points` wide.
    pyqtgraph draws lines with cosmetic pens, whose width is in device pixels whatever the
    scale: without this a 300-DPI picture has hairlines next to 300-DPI text."""
    return line_points(options) / device_pt


def record_of(view: PlotView, params: Params, options: FigureOptions | None = None) -> FigureRecord:
    """The record of what ``view`` shows now (its visible range included), at ``options``."""
    if options is None:
        ratio = view.devicePixelRatioF() or 1.0
        options = FigureOptions(max(16, int(view.graphics.width() * ratio)),
                                max(16, int(view.graphics.height() * ratio)), 96.0 * ratio)
    return FigureRecord(view.name, params, options, view.view_range())


# A tab's plots as one figure share its height as the window's splitter does: 3 to the first,
# 2 to each of the others.
FIRST_SHARE, OTHER_SHARE = 3, 2


def _shares(parts: int) -> list[int]:
    return [FIRST_SHARE] + [OTHER_SHARE] * (parts - 1)


def tab_record(record: FigureRecord) -> FigureRecord:
    """The whole tab of ``record``'s view as one figure: its views stacked top to bottom."""
    tab = next(e.tab for e in REGISTRY if e.cls.name == record.view)
    names = [e.cls.name for e in REGISTRY if e.tab == tab]
    return FigureRecord(names[0], record.params, record.options, None, tuple(names[1:]))


def figure_parts(record: FigureRecord, heights: list[int] | None = None) -> list[tuple[FigureRecord, int]]:
    """Each view of the figure as a record of its own (its part of the height: ``heights``,
    else by the shares) with the pixel row its part starts at."""
    if not record.stack:
        return [(record, 0)]
    opts = record.options
    names = (record.view, *record.stack)
    shares = _shares(len(names))
    if heights is None:
        bounds = [round(opts.height * sum(shares[:i]) / sum(shares)) for i in range(len(shares) + 1)]
    else:
        bounds = [sum(heights[:i]) for i in range(len(heights) + 1)]
    parts = []
    for i, name in enumerate(names):
        part_opts = dataclasses.replace(opts, height=bounds[i + 1] - bounds[i])
        parts.append((FigureRecord(name, record.params, part_opts,
                                   record.view_range if i == 0 else None), bounds[i]))
    return parts


def fitted_heights(record: FigureRecord, views: list[PlotView]) -> list[int] | None:
    """The heights in pixels of a stacked figure's parts when one of them, laid out at its
    share, is too short for what it shows: each gets the height its laid-out view needs at
    least and the rest is shared as before. None: the shares fit, or the needs do not."""
    if len(views) < 2 or not any(_overflows(view) for view in views):
        return None
    opts = record.options
    per_layout = opts.height / opts.layout_size[1]  # figure pixels per layout pixel
    needs = [math.ceil(view.graphics.ci.effectiveSizeHint(Qt.SizeHint.MinimumSize).height() * per_layout) + 1
             for view in views]
    spare = opts.height - sum(needs)
    if spare < 0:
        return None
    shares = _shares(len(views))
    heights = [need + spare * share // sum(shares) for need, share in zip(needs, shares)]
    heights[-1] += opts.height - sum(heights)
    return heights


def _overflows(view: PlotView) -> bool:
    """Whether the view's plots need more room than its picture has (by more than a pixel)."""
    frame = QRectF(view.graphics.rect())
    content = view.graphics.ci.geometry()
    return content.width() > frame.width() + 1 or content.height() > frame.height() + 1


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


@collected_after()
def render_image(record: FigureRecord, strict: bool = True, checked: bool = False,
                 problems: list | None = None) -> QImage:
    """The figure as an image. ``checked``: refuse a broken layout (check_layout);
    ``problems``: a list that gets what layout_problems finds (the preview's warning)."""
    opts = record.options
    image = QImage(opts.width, opts.height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    # Paint in the coordinates the view was laid out in (its size at 96 DPI) on an image whose
    # device pixel ratio maps them to the requested pixels. A painter scaled instead would
    # leave out what keeps a fixed size on screen: the legends (ItemIgnoresTransformations)
    # came out at 96-DPI size in a 300-DPI picture, and far too large in the small preview.
    ratio = opts.width / opts.layout_size[0]
    image.setDevicePixelRatio(ratio)
    with laid_out(record, 72.0 / opts.dpi, strict) as parts:
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for view, part, top in parts:
                if checked:
                    check_layout(view, part.options)
                if problems is not None:
                    problems.extend(layout_problems(view, part.options))
                paint_view(view, painter, QRectF(0, top / ratio, opts.width / ratio,
                                                 part.options.height / ratio), opts.background)
        finally:
            painter.end()
    image.setDevicePixelRatio(1.0)  # a plain picture of opts.width x opts.height pixels
    dots_per_metre = round(opts.dpi / 0.0254)  # the PNG's pHYs chunk: its print size
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    for key, text in figure_texts(record).items():
        image.setText(key, text)
    return image


def figure_texts(record: FigureRecord) -> dict[str, str]:
    """The figure's metadata (PNG text chunks, SVG and PDF title), its title in the language
    it is drawn in (a Japanese figure's SVG <title> and PDF Title were English)."""
    return record.texts(__version__, localize(VIEW_CLASSES[record.view].title))


@collected_after()
def preview_image(record: FigureRecord, max_width: int, max_height: int) -> tuple[QImage, list]:
    """A small picture of the figure for the export dialog, and what makes the full-size
    figure broken (layout_problems: the preview has the same layout, only fewer pixels)."""
    found: list = []
    image = render_image(preview_record(record, max_width, max_height), strict=False, problems=found)
    if found:  # said again at the figure's own size (the preview's is smaller)
        found = []
        with laid_out(record, 72.0 / record.options.dpi, strict=False) as parts:
            for view, part, _top in parts:
                found.extend(layout_problems(view, part.options))
    return image, found


@collected_after()
def _svg(record: FigureRecord, path: Path) -> None:
    opts = record.options
    texts = figure_texts(record)
    width, height = opts.layout_size  # at 96 DPI, so the page is width/dpi inches wide
    per_pixel = height / opts.height  # layout units per output pixel
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(width, height))
    generator.setViewBox(QRect(0, 0, width, height))
    generator.setResolution(round(SCREEN_DPI))
    generator.setTitle(texts["Title"])
    # The description carries the whole record (JSON) so that --from can re-render it.
    generator.setDescription(texts[META_PREFIX + "figure"])
    # A layout pixel is 0.75 pt × zoom on the page (its width and height are set in mm)
    with laid_out(record, 72.0 / SCREEN_DPI * opts.zoom) as parts:
        for view, part, _top in parts:
            check_layout(view, part.options)
        painter = QPainter()
        if not painter.begin(generator):
            raise ExportError(msg("cannot write {name}: the SVG generator did not start", name=path.name))
        try:
            for view, part, top in parts:
                paint_view(view, painter, QRectF(0, top * per_pixel, width, part.options.height * per_pixel),
                           opts.background, opts.width / width)
        finally:
            painter.end()
    write_bytes(path, flatten(bytes(buffer.data()).decode("utf-8"), opts.size_mm, _font_faces(),
                              svg_text_advance).encode("utf-8"))


def svg_text_advance(text: str, attrs: dict) -> float:
    """How far Qt advanced drawing ``text`` in the font a run of its SVG names (font-family,
    font-size in user units, font-weight, font-style): where the run ends, for flatten. Qt
    writes an 11-pt font's size as 14.6667 and lays it out in whole pixels, at 15."""
    font = QFont(attrs.get("font-family", "").split(",")[0].strip())
    font.setPixelSize(max(1, round(float(attrs.get("font-size", "0")))))
    font.setWeight(QFont.Weight(int(attrs.get("font-weight", "400"))))
    font.setItalic(attrs.get("font-style") == "italic")
    return QFontMetricsF(font).horizontalAdvance(text)


def _font_faces() -> dict[str, str]:
    """The application font's family as Qt writes it -> the face Qt draws it with."""
    font = QApplication.font()
    return {font.family(): QFontInfo(font).family()}


def _new_pdf(buffer: QBuffer, size_mm: tuple[float, float], title: str, record_json: str) -> QPdfWriter:
    """A PDF writer into ``buffer``. QPdfWriter cannot report a failed write (on a full disk it
    left an empty or truncated file and no error): the PDF is made in memory, then written
    with :func:`write_bytes`, which does."""
    title, record_json = _unicode(title), _unicode(record_json)
    writer = QPdfWriter(buffer)
    # Vectors are resolution-free; 96 keeps text sized as on screen (see render_image): the
    # view, laid out at size / zoom, is drawn scaled by zoom onto the page.
    writer.setResolution(round(SCREEN_DPI))
    writer.setPageLayout(QPageLayout(QPageSize(QSizeF(*size_mm), QPageSize.Unit.Millimeter),
                                     QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0)))
    writer.setTitle(title)
    writer.setCreator(f"pe-desktop {__version__}")
    writer.setDocumentXmpMetadata(_xmp(title, record_json))
    return writer


LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def _pdf_painter(writer: QPdfWriter, name: str) -> QPainter:
    """A painter on ``writer`` that embeds images losslessly: without the hint Qt stores a
    heatmap as JPEG, whose ringing changes cell colours near their edges."""
    painter = QPainter()
    if not painter.begin(writer):
        raise ExportError(msg("cannot write {name}: the PDF writer did not start", name=name))
    painter.setRenderHint(QPainter.RenderHint.LosslessImageRendering)
    return painter


def _unicode(text: str) -> str:
    """``text`` with each lone surrogate (a file name's undecodable byte) as U+FFFD, so that it
    encodes as UTF-8."""
    return LONE_SURROGATE.sub("\ufffd", text)


def _xmp(title: str, description: str) -> QByteArray:
    from xml.sax.saxutils import escape

    packet = (
        '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
        '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" '
        'xmlns:xmp="http://ns.adobe.com/xap/1.0/">'
        f'<dc:title><rdf:Alt><rdf:li xml:lang="x-default">{escape(title)}</rdf:li></rdf:Alt></dc:title>'
        f'<dc:description><rdf:Alt><rdf:li xml:lang="x-default">{escape(description)}</rdf:li></rdf:Alt>'
        f'</dc:description><xmp:CreatorTool>pe-desktop {__version__}</xmp:CreatorTool>'
        '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>')
    return QByteArray(packet.encode("utf-8"))


@contextlib.contextmanager
def _libpng_quiet() -> Iterator[None]:
    """Qt gives libpng no error handler, so a failed write makes libpng print "libpng error:
    Write Error" on the process's stderr itself, before the app's own line. While a PNG is
    encoded, file descriptor 2 points at /dev/null (the reason is taken from the QFile)."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
        null = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError, AttributeError):
        yield
        return
    os.dup2(null, 2)
    os.close(null)
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _save_png(image: QImage, tmp: Path, out: Path) -> None:
    """Encode straight into the file (no second copy of a large picture in memory); a failed
    write is an OSError with the system's reason (a full disk), as for the other formats."""
    file = QFile(str(tmp))
    if not file.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(file.errorString())
    try:
        with _libpng_quiet():
            saved = not image.isNull() and image.save(file, "PNG")
        failed = file.error() != QFileDevice.FileError.NoError
        file.flush()
        failed = failed or file.error() != QFileDevice.FileError.NoError
        reason = file.errorString()
    finally:
        file.close()
    if failed:
        raise OSError(reason)
    if not saved:
        raise ExportError(msg("cannot write {path}: the PNG encoder failed", path=str(out)))


def _memory_buffer() -> QBuffer:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    return buffer


@collected_after()
def _pdf(record: FigureRecord, path: Path) -> None:
    opts = record.options
    texts = figure_texts(record)
    buffer = _memory_buffer()
    writer = _new_pdf(buffer, opts.size_mm, texts["Title"], texts[META_PREFIX + "figure"])
    with laid_out(record, 72.0 / writer.resolution()) as parts:
        for view, part, _top in parts:
            check_layout(view, part.options)
        painter = _pdf_painter(writer, path.name)
        try:
            page = QRectF(writer.pageLayout().paintRectPixels(writer.resolution()))
            per_pixel = page.height() / opts.height
            for view, part, top in parts:
                paint_view(view, painter, QRectF(page.left(), page.top() + top * per_pixel, page.width(),
                                                 part.options.height * per_pixel), opts.background,
                           opts.width / opts.layout_size[0])
        finally:
            painter.end()
    write_bytes(path, bytes(buffer.data()))


def preview_record(record: FigureRecord, max_width: int, max_height: int) -> FigureRecord:
    """The same figure at a smaller pixel size: the DPI shrinks with it, so the layout (and
    so the picture) is exactly the full-size one, scaled down."""
    opts = record.options
    factor = min(1.0, max_width / opts.width, max_height / opts.height)
    small = FigureOptions(max(16, round(opts.width * factor)), max(16, round(opts.height * factor)),
                          max(30.0, opts.dpi * factor), opts.background, opts.text_pt)
    return dataclasses.replace(record, options=small)


def check_layout(view: PlotView, options: FigureOptions) -> None:
    """InputError if the laid-out ``view`` would be a broken figure (layout_problems)."""
    problems = layout_problems(view, options)
    if problems:
        raise InputError(msg("the figure is too small for what it shows ({problems}): make it "
                              "larger or its text smaller", problems=problems[0]))


def write_figure(record: FigureRecord, out: str | os.PathLike) -> Path:
    """Write a PNG, SVG or PDF of the record, atomically; a figure too small for its content
    (see layout_problems) is refused, not saved broken."""
    out = Path(out)
    with atomic_path(out) as tmp:
        _write_figure_to(record, tmp, out.suffix.lower(), out)
    return out


def _write_figure_to(record: FigureRecord, tmp: Path, suffix: str, out: Path) -> None:
    """Write the figure into the temporary file ``tmp`` (of an atomic write to ``out``)."""
    if suffix == ".png":
        _save_png(render_image(record, checked=True), tmp, out)
    elif suffix == ".svg":
        _svg(record, tmp)
    elif suffix == ".pdf":
        _pdf(record, tmp)
    else:
        raise ExportError(msg("unsupported image format {suffix}: use .png, .svg or .pdf",
                              suffix=repr(out.suffix)))


# -- reports -----------------------------------------------------------------------------------

REPORT_PAGE_MM = (297.0, 210.0)  # A4 landscape


def report_views() -> list[str]:
    return [entry.cls.name for entry in REGISTRY]


def report_params(names: list[str]) -> list[str]:
    """The parameters that matter for the views ``names``: the shared encoding parameters
    and display settings (as the panel orders them), then each view's own."""
    wanted = list(ENCODING_PARAMS + VIEW_SETTINGS)
    for name in names:
        wanted.extend(VIEW_CLASSES[name].controls)
    return list(dict.fromkeys(wanted))


def value_text(name: str, value) -> str:
    """A parameter's value as the panel shows it: a choice in words, on/off, 10,000; a file
    by its name."""
    spec = SPECS[name]
    if spec.choices:
        return localize(spec.label_of(value))
    if spec.kind is bool:
        return localize(N_("on") if value else N_("off"))
    if spec.kind is int:
        return f"{value:,}"
    if spec.kind is float:
        return f"{value:,.6g}"
    return Path(value).name if value and ("/" in value or "\\" in value) else (value or "—")


def changed_params(params: Params, names: list[str]) -> list[str]:
    """'Label = value' for each parameter of ``names`` that differs from its default."""
    defaults = Params()
    return [f"{localize(SPECS[n].label)} = {value_text(n, getattr(params, n))}"
            for n in report_params(names) if getattr(params, n) != getattr(defaults, n)]


def write_report(params: Params, out: str | os.PathLike, views: list[str] | None = None,
                 progress: Callable[[int, int, str], bool] | None = None,
                 not_drawn: dict[str, str] | None = None) -> Path:
    """One PDF: a title page with the parameters that matter for the views (under their names
    in the panel) and the list of views, then one view per page with a caption; every page
    numbered. A view that cannot draw what the params ask (LongRoPE without a model) keeps its
    page, which says why instead of the figure; ``not_drawn`` (if given) gets view → reason.

    ``progress(done, total, name)`` may return False to cancel: then no file is left behind.
    """
    out = Path(out)
    if out.suffix.lower() != ".pdf":
        raise ExportError(msg("a report is a .pdf file, got {name}", name=repr(out.name)))
    names = views or report_views()
    page_options = FigureOptions(round(REPORT_PAGE_MM[0] / 25.4 * SCREEN_DPI),
                                 round(REPORT_PAGE_MM[1] / 25.4 * SCREEN_DPI), SCREEN_DPI)
    record_json = FigureRecord(names[0], params, page_options).to_json(__version__)
    pages = len(names) + 1
    with atomic_path(out) as tmp:
        buffer = _memory_buffer()
        writer = _new_pdf(buffer, REPORT_PAGE_MM, tr("Positional Encoding Explorer report"), record_json)
        painter = _pdf_painter(writer, out.name)
        try:
            page = QRectF(writer.pageLayout().paintRectPixels(writer.resolution()))
            _title_page(painter, page, params, names)
            _page_number(painter, page, 1, pages)
            for index, name in enumerate(names, start=1):
                if progress is not None and progress(index - 1, len(names), name) is False:
                    raise ExportError(msg("report cancelled"))
                writer.newPage()
                reason = _view_page(painter, page, FigureRecord(name, params, page_options), index)
                if reason and not_drawn is not None:
                    not_drawn[name] = reason
                _page_number(painter, page, index + 1, pages)
            if progress is not None:
                progress(len(names), len(names), "")
        finally:
            painter.end()
        write_bytes(tmp, bytes(buffer.data()))
    return out


REPORT_MARGIN = 0.05  # of the page's width, on every side


def _document(html_text: str, width: float, point_size: float) -> QTextDocument:
    document = QTextDocument()
    font = QFont()
    font.setPointSizeF(point_size)
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setHtml(html_text)
    document.setTextWidth(width)
    return document


def _draw(painter: QPainter, document: QTextDocument, x: float, y: float) -> float:
    """Draw ``document`` with its top left at (x, y); returns its height."""
    painter.save()
    painter.translate(x, y)
    document.drawContents(painter)
    painter.restore()
    return document.size().height()


def _page_number(painter: QPainter, page: QRectF, number: int, total: int) -> None:
    m = page.width() * REPORT_MARGIN
    text = escape(tr("Page {number} of {total}", number=number, total=total))
    document = _document(f"<p align='right' style='color:{LIGHT.muted}'>{text}</p>", page.width() - 2 * m, 9)
    _draw(painter, document, m, page.height() - m * 0.6 - document.size().height())


def _title_page(painter: QPainter, page: QRectF, params: Params, names: list[str]) -> None:
    m = page.width() * REPORT_MARGIN
    width = page.width() - 2 * m
    y = m
    y += _draw(painter, _document(f"<h1>{escape(tr('Positional Encoding Explorer'))}</h1>"
                                  f"<p>{escape(tr('Report generated by pe-desktop {version}', version=__version__))}</p>",
                                  width, 11), m, y) + 12
    model = sources_record(params)
    sources = model["sources"] if model else {}
    heading = tr("Parameters")
    if model:
        heading = tr("Model {name} ({path}); parameters, each with its source", name=model["name"],
                     path=model["path"])
    rows = [(localize(SPECS[n].label), value_text(n, getattr(params, n)), sources.get(n, ""))
            for n in report_params(names)]
    table_width = width * 0.62
    # as many rows per column as fit above the page number; more columns side by side
    room = page.height() - y - m * 1.6
    for size in (10, 9, 8, 7):
        tables = _param_tables(heading, rows, table_width, size, room)
        if tables is not None:
            break
    x = m
    for table in tables:
        _draw(painter, table, x, y)
        x += table.idealWidth() + 24
    listing = "".join(f"<tr><td align='right'>{i}.</td><td>{escape(localize(VIEW_CLASSES[n].title))}</td>"
                      f"<td align='right' style='color:{LIGHT.muted}'>{escape(tr('page {page}', page=i + 1))}</td></tr>"
                      for i, n in enumerate(names, start=1))
    views = _document(f"<h3>{escape(tr('Views'))}</h3><table cellspacing='0' cellpadding='2'>{listing}</table>",
                      width - table_width - 24, 9)
    _draw(painter, views, m + width - views.idealWidth(), y)


def _param_tables(heading: str, rows: list[tuple[str, str, str]], width: float, size: float,
                  room: float) -> list[QTextDocument] | None:
    """The parameter table split into columns of rows that fit ``room`` in height, side by side
    within ``width``; None if they do not fit at this text size."""
    for columns in (1, 2, 3):
        per = math.ceil(len(rows) / columns)
        tables = []
        for c in range(columns):
            body = "".join(
                f"<tr><td>{escape(label)}</td><td align='right'><b>{escape(value)}</b></td>"
                + (f"<td style='color:{LIGHT.muted}'>← {escape(source)}</td>" if source else "") + "</tr>"
                for label, value, source in rows[c * per:(c + 1) * per])
            title = f"<h3>{escape(heading)}</h3>" if c == 0 else "<h3>&nbsp;</h3>"
            tables.append(_document(f"{title}<table cellspacing='0' cellpadding='2'>{body}</table>",
                                    (width - 24 * (columns - 1)) / columns, size))
        if (max(t.size().height() for t in tables) <= room
                and sum(t.idealWidth() for t in tables) + 24 * (columns - 1) <= width + 1):
            return tables
    return None if size > 7 else tables


@collected_after()
def _view_page(painter: QPainter, page: QRectF, record: FigureRecord, index: int) -> str:
    """The view's page: its figure and caption; '' if drawn, else why not (the page says it)."""
    m = page.width() * REPORT_MARGIN
    width = page.width() - 2 * m
    title = localize(VIEW_CLASSES[record.view].title)
    changed = changed_params(record.params, [record.view])
    caption = _document(
        "<p>" + escape(tr("Figure {index}. {title}.", index=index, title=title)) + " "
        + escape(tr("Parameters not at their defaults: {changed}.", changed="; ".join(changed))
                 if changed else tr("Every parameter at its default."))
        + " " + escape(tr("Drawn by pe-desktop {version}.", version=__version__)) + "</p>",
        width, 9)
    bottom = page.height() - m * 1.6  # above the page number
    caption_top = bottom - caption.size().height()
    target = QRectF(m, m * 0.7, width, caption_top - 8 - m * 0.7)
    opts = FigureOptions(max(16, round(target.width())), max(16, round(target.height())), SCREEN_DPI)
    # the page is drawn at SCREEN_DPI (see _new_pdf), one layout pixel to a page pixel
    reason = ""
    try:
        with offscreen_view(FigureRecord(record.view, record.params, opts),
                            line_scale=line_scale(opts, 72.0 / SCREEN_DPI)) as view:
            paint_view(view, painter, target, "white")
    except InputError as exc:
        reason = localize(exc)
        _draw(painter, _document(f"<h2>{escape(title)}</h2><p>{escape(tr('Not drawn: {reason}', reason=reason))}</p>",
                                 width, 11), m, m * 0.7)
    _draw(painter, caption, m, caption_top)
    return reason


def write_all(params: Params, folder: str | os.PathLike, suffix: str, options: FigureOptions,
              progress: Callable[[int, int, str], bool] | None = None) -> list[Path]:
    """One file per view into ``folder``, all or none: every file is written under a
    temporary name first and all are renamed into place only when every one is complete; on
    cancel or failure no file in the folder is touched."""
    folder = Path(folder)
    if not folder.is_dir():
        raise ExportError(msg("{folder} is not a folder", folder=str(folder)))
    names = report_views()
    targets = [folder / suggested_name(name, params, suffix) for name in names]
    with atomic_paths(targets) as parts:
        for index, (name, tmp) in enumerate(zip(names, parts)):
            if progress is not None and progress(index, len(names), name) is False:
                raise ExportError(msg("export cancelled"))
            _write_figure_to(FigureRecord(name, params, options), tmp, suffix, targets[index])
    if progress is not None:
        progress(len(names), len(names), "")
    return targets


# -- reading a figure back -------------------------------------------------------------------

def record_from_file(path: str | os.PathLike) -> FigureRecord:
    """The record embedded in a PNG (text chunk) or SVG (description) written by pe-desktop.
    Anything wrong with the file is an InputError (one line)."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".png", ".svg"):
        raise InputError(msg("--from takes a .png or .svg written by pe-desktop, got {name}",
                             name=repr(path.name)))
    try:
        with open_regular(path, MAX_FIGURE_BYTES if suffix == ".svg" else None) as fh:
            if suffix == ".png":
                return read_record(png_text(fh, META_PREFIX + "figure", path.name), path.name)
            return read_record(_svg_description(fh, path.name), path.name)
    except InputError:
        raise
    except (ExportError, FileRefused) as exc:
        raise InputError(*exc.args) from None


def _svg_description(fh, name: str) -> str | None:
    """The text of the SVG's first <desc>, parsed as a stream (elements are dropped as they
    end): memory stays small whatever the file's size."""
    import xml.etree.ElementTree as ET

    desc = "{http://www.w3.org/2000/svg}desc"
    try:
        for _event, element in ET.iterparse(fh, events=("end",)):
            if element.tag == desc:
                return element.text
            element.clear()
    except (ET.ParseError, OSError) as exc:
        raise ExportError(msg("{name} is not a readable SVG file ({reason})", name=name,
                              reason=str(exc))) from None
    return None
