"""Painting laid-out views into a device — heatmap cells kept crisp — and the image of a
whole (stacked) figure, with the record it carries.
"""
from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from ... import __version__
from ...core.figure import SCREEN_DPI, FigureOptions, FigureRecord, preview_record
from ...core.params import Params
from ...i18n import localize
from ..style import LIGHT
from ..views import VIEW_CLASSES
from ..views.base import PlotView
from .checks import check_layout, layout_problems
from .offscreen import collected_after, laid_out

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

def record_of(view: PlotView, params: Params, options: FigureOptions | None = None) -> FigureRecord:
    """The record of what ``view`` shows now (its visible range included), at ``options``."""
    if options is None:
        ratio = view.devicePixelRatioF() or 1.0
        options = FigureOptions(max(16, int(view.graphics.width() * ratio)),
                                max(16, int(view.graphics.height() * ratio)), 96.0 * ratio)
    return FigureRecord(view.name, params, options, view.view_range())

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
