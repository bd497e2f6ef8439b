"""PDF writers made in memory, with the record in their XMP metadata and images kept
lossless.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

from ... import __version__
from ...core.errors import ExportError
from ...core.figure import SCREEN_DPI
from ...core.text import msg


def new_pdf(buffer: QBuffer, size_mm: tuple[float, float], title: str, record_json: str) -> QPdfWriter:
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


def pdf_painter(writer: QPdfWriter, name: str) -> QPainter:
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

def memory_buffer() -> QBuffer:
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    return buffer
