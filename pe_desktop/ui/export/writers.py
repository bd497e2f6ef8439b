"""Writing a figure as PNG, SVG or PDF (the writer chosen by the file's extension from
WRITERS), atomically; and one file per view into a folder, all or none.
"""
from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QBuffer, QFile, QFileDevice, QIODevice, QRect, QRectF, QSize
from PySide6.QtGui import QFont, QFontInfo, QFontMetricsF, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication

from ...core.atomic import atomic_path, atomic_paths, write_bytes
from ...core.errors import ExportError
from ...core.figure import META_PREFIX, SCREEN_DPI, FigureOptions, FigureRecord, suggested_name
from ...core.params import Params
from ...core.svgflatten import flatten
from ...core.text import msg
from . import report
from .checks import check_layout
from .offscreen import collected_after, laid_out
from .paint import figure_texts, paint_view, render_image
from .pdf import memory_buffer, new_pdf, pdf_painter


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

@collected_after()
def _pdf(record: FigureRecord, path: Path) -> None:
    opts = record.options
    texts = figure_texts(record)
    buffer = memory_buffer()
    writer = new_pdf(buffer, opts.size_mm, texts["Title"], texts[META_PREFIX + "figure"])
    with laid_out(record, 72.0 / writer.resolution()) as parts:
        for view, part, _top in parts:
            check_layout(view, part.options)
        painter = pdf_painter(writer, path.name)
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

def write_figure(record: FigureRecord, out: str | os.PathLike) -> Path:
    """Write a PNG, SVG or PDF of the record, atomically; a figure too small for its content
    (see layout_problems) is refused, not saved broken."""
    out = Path(out)
    with atomic_path(out) as tmp:
        _write_figure_to(record, tmp, out.suffix.lower(), out)
    return out


def _png(record: FigureRecord, tmp: Path, out: Path) -> None:
    _save_png(render_image(record, checked=True), tmp, out)


def _svg_file(record: FigureRecord, tmp: Path, _out: Path) -> None:
    _svg(record, tmp)


def _pdf_file(record: FigureRecord, tmp: Path, _out: Path) -> None:
    _pdf(record, tmp)


# Each image format's writer: (record, the temporary file, the target it will be renamed to).
WRITERS: dict[str, Callable[[FigureRecord, Path, Path], None]] = {
    ".png": _png, ".svg": _svg_file, ".pdf": _pdf_file,
}


def _write_figure_to(record: FigureRecord, tmp: Path, suffix: str, out: Path) -> None:
    """Write the figure into the temporary file ``tmp`` (of an atomic write to ``out``)."""
    writer = WRITERS.get(suffix)
    if writer is None:
        raise ExportError(msg("unsupported image format {suffix}: use .png, .svg or .pdf",
                              suffix=repr(out.suffix)))
    writer(record, tmp, out)


def write_all(params: Params, folder: str | os.PathLike, suffix: str, options: FigureOptions,
              progress: Callable[[int, int, str], bool] | None = None) -> list[Path]:
    """One file per view into ``folder``, all or none: every file is written under a
    temporary name first and all are renamed into place only when every one is complete; on
    cancel or failure no file in the folder is touched."""
    folder = Path(folder)
    if not folder.is_dir():
        raise ExportError(msg("{folder} is not a folder", folder=str(folder)))
    names = report.report_views()
    targets = [folder / suggested_name(name, params, suffix) for name in names]
    with atomic_paths(targets) as parts:
        for index, (name, tmp) in enumerate(zip(names, parts)):
            if progress is not None and progress(index, len(names), name) is False:
                raise ExportError(msg("export cancelled"))
            _write_figure_to(FigureRecord(name, params, options), tmp, suffix, targets[index])
    if progress is not None:
        progress(len(names), len(names), "")
    return targets
