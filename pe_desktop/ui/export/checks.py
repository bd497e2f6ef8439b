"""Whether a laid-out view makes a sound figure: where its text is and how large
(text_boxes), and what is broken at the figure's size (layout_problems).
"""
from __future__ import annotations

from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QGraphicsTextItem

from ...core.errors import InputError
from ...core.figure import MIN_TEXT_PT, SCREEN_DPI, FigureOptions
from ...core.text import msg
from ..legends import MAX_HIDDEN, hidden_fraction
from ..views.base import PlotView


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
    if overflows(view):
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
    for legend in legends(view):
        box = legend.sceneBoundingRect()
        plot = legend.parentItem().sceneBoundingRect() if legend.parentItem() else frame
        if not plot.adjusted(-slack, -slack, slack, slack).contains(box):
            problems.append(msg("the legend does not fit in its plot"))
            break
    # a legend over its plot's curves hides the data it names
    hiding = max((hidden_fraction(legend) for legend in legends(view)), default=0.0)
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

def legends(view: PlotView) -> list[pg.LegendItem]:
    return [item for item in view.graphics.scene().items()
            if isinstance(item, pg.LegendItem) and item.isVisible() and item.items]

def overflows(view: PlotView) -> bool:
    """Whether the view's plots need more room than its picture has (by more than a pixel)."""
    frame = QRectF(view.graphics.rect())
    content = view.graphics.ci.geometry()
    return content.width() > frame.width() + 1 or content.height() > frame.height() + 1

def check_layout(view: PlotView, options: FigureOptions) -> None:
    """InputError if the laid-out ``view`` would be a broken figure (layout_problems)."""
    problems = layout_problems(view, options)
    if problems:
        raise InputError(msg("the figure is too small for what it shows ({problems}): make it "
                              "larger or its text smaller", problems=problems[0]))
