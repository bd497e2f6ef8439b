"""The PDF report: a title page with the parameters that matter and the list of views,
then one view per page with its caption.
"""
from __future__ import annotations

import math
import os
from collections.abc import Callable
from html import escape
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QPainter, QTextDocument

from ... import __version__
from ...core.atomic import atomic_path, write_bytes
from ...core.errors import ExportError, InputError
from ...core.figure import SCREEN_DPI, FigureOptions, FigureRecord
from ...core.models import sources_record
from ...core.params import ENCODING_PARAMS, SPECS, VIEW_SETTINGS, Params
from ...core.text import N_, msg
from ...i18n import localize, tr
from ..style import LIGHT
from ..views import REGISTRY, VIEW_CLASSES
from .offscreen import collected_after, line_scale, offscreen_view
from .paint import paint_view
from .pdf import memory_buffer, new_pdf, pdf_painter

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
        buffer = memory_buffer()
        writer = new_pdf(buffer, REPORT_PAGE_MM, tr("Positional Encoding Explorer report"), record_json)
        painter = pdf_painter(writer, out.name)
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
