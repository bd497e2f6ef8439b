"""Reading a drawn picture back into numbers: the cells of a heatmap through its colour map,
the points of a curve, and the images inside an exported SVG or PDF.

The self-test and the test suite compare what these return with the formulas written out
independently, so a picture that is blank, flat, shifted or transposed fails where counting
its colours passed. Qt is used only to decode images.
"""
from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET
import zlib
from dataclasses import dataclass

import numpy as np

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}"


def pixels(image) -> np.ndarray:
    """The QImage's pixels as an (height, width, 3) array of RGB bytes."""
    from PySide6.QtGui import QImage

    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    raw = np.frombuffer(rgb.constBits(), np.uint8, rgb.bytesPerLine() * rgb.height())
    return raw.reshape(rgb.height(), rgb.bytesPerLine())[:, :3 * rgb.width()].reshape(
        rgb.height(), rgb.width(), 3).copy()  # a copy: the bytes go with ``rgb``


def not_blank(image) -> int:
    """The colours of a 60 × 40 sample of the picture; fails (AssertionError) at 8 or fewer."""
    step_x, step_y = max(1, image.width() // 60), max(1, image.height() // 40)
    colours = {image.pixel(x, y) for x in range(0, image.width(), step_x)
               for y in range(0, image.height(), step_y)}
    assert len(colours) > 8, f"only {len(colours)} colours: the picture is blank"
    return len(colours)


def nearest(values: np.ndarray, lut: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each pixel (…, 3): the index of the nearest colour of ``lut`` (n, 3) and its
    distance (the sum of the three channels' differences)."""
    flat = values.reshape(-1, 1, 3).astype(np.int32)
    distance = np.abs(flat - lut[None, :, :3].astype(np.int32)).sum(axis=2)
    best = distance.argmin(axis=1)
    return best.reshape(values.shape[:-1]), distance[np.arange(len(best)), best].reshape(values.shape[:-1])


def widest_run(mask: np.ndarray, gap: int = 2) -> tuple[int, int]:
    """[start, stop) of the longest run of True in a 1-D mask, across gaps of at most ``gap``
    False (a renderer's seam between the tiles of one image)."""
    best, start, last = (0, 0), None, None
    for i, on in enumerate(mask):
        if not on:
            continue
        if start is None or i - last > gap + 1:
            start = i
        last = i
        if last + 1 - start > best[1] - best[0]:
            best = (start, last + 1)
    return best


def heatmap_box(values: np.ndarray, lut: np.ndarray) -> tuple[int, int, int, int]:
    """(x0, y0, x1, y1) of the heatmap in pixels (h, w, 3): the widest band of columns, then
    of rows, whose pixels are colours of the colour map ``lut`` (a colour bar beside the
    plot is narrower). Empty (x1 ≤ x0 or y1 ≤ y0) where there is none."""
    height, width = values.shape[:2]
    sample_rows = values[np.linspace(0, height - 1, 48).astype(int)]
    in_map = nearest(sample_rows, lut)[1] <= 12
    x0, x1 = widest_run(in_map.mean(axis=0) > 0.25)
    y0 = y1 = 0
    if x1 > x0:
        sample_columns = values[:, np.linspace(x0, x1 - 1, 24).astype(int)]
        y0, y1 = widest_run((nearest(sample_columns, lut)[1] <= 12).mean(axis=1) > 0.5)
    return x0, y0, x1, y1


def decode_heatmap(image, lut: np.ndarray, rows: int, columns: int, low: float = -1.0,
                   high: float = 1.0) -> np.ndarray:
    """The (rows, columns) cell values of the heatmap drawn in ``image``, read back through
    its colour map ``lut`` (colours for ``low`` … ``high``, evenly spaced) at each cell's
    centre within :func:`heatmap_box`. Finds nothing in a picture without such a band
    (AssertionError)."""
    values = pixels(image)
    x0, y0, x1, y1 = heatmap_box(values, lut)
    assert x1 - x0 >= 2 * columns and y1 - y0 >= 2 * rows, (
        f"no heatmap of {rows}×{columns} cells: colour-map colours fill {x1 - x0}×{y1 - y0} pixels")
    return cells_of(values[y0:y1, x0:x1], lut, rows, columns, low, high)


def cells_of(values: np.ndarray, lut: np.ndarray, rows: int, columns: int, low: float = -1.0,
             high: float = 1.0) -> np.ndarray:
    """The (rows, columns) cell values of pixels (h, w, 3) that are exactly a heatmap's
    cells, each read at its centre through ``lut``; a colour more than 12 away from the
    colour map fails (AssertionError)."""
    height, width = values.shape[:2]
    xs = ((np.arange(columns) + 0.5) * width / columns).astype(int)
    ys = ((np.arange(rows) + 0.5) * height / rows).astype(int)
    index, distance = nearest(values[ys][:, xs], lut)
    assert distance.max() <= 12, f"a cell's colour is {distance.max()} away from the colour map"
    return low + (high - low) * index / (len(lut) - 1)


def curve_mask(values: np.ndarray, colour, tolerance: int = 40) -> np.ndarray:
    """Where the pixels (h, w, 3) are within ``tolerance`` of the curve's ``colour`` (RGB)."""
    return np.abs(values.astype(np.int32) - np.asarray(colour, np.int32)[:3]).sum(axis=2) <= tolerance


@dataclass(frozen=True)
class CurveFit:
    """How well a drawn curve lies on the expected points: the worst distance (pixels) of a
    drawn pixel from the expected polyline, the expected points with no drawn pixel near
    them, and the pixel box the points were placed in."""
    worst: float
    missed: list[int]
    box: tuple[float, float, float, float]


def fit_curve(mask: np.ndarray, want: np.ndarray, radius: float) -> CurveFit:
    """Lay the expected points ``want`` (evenly spaced in x, y up) over the box of the drawn
    ``mask`` shrunk by a marker ``radius`` on every side, and measure how far the drawing is
    from them (:class:`CurveFit`). The box comes from the drawing alone: the shape is checked
    up to the axes' scale, which the axis tests read."""
    ys, xs = np.nonzero(mask)
    assert len(xs) >= len(want), f"{len(xs)} curve pixels for {len(want)} points"
    left, right, top, bottom = xs.min() + radius, xs.max() - radius, ys.min() + radius, ys.max() - radius
    span = float(want.max() - want.min()) or 1.0
    px = left + (right - left) * np.arange(len(want)) / max(1, len(want) - 1)
    py = bottom - (bottom - top) * (want - want.min()) / span
    # the polyline's y at every drawn pixel's column, and its rise over that column
    column = np.clip(xs.astype(np.float64), px[0], px[-1])
    line = np.interp(column, px, py)
    slope = np.abs(np.gradient(py, px)) if len(px) > 1 else np.zeros(1)
    rise = np.interp(column, px, slope)
    off_x = np.maximum(0.0, np.maximum(px[0] - xs, xs - px[-1]))
    distance = np.maximum(0.0, np.abs(ys - line) - rise) + off_x
    near = [bool(np.any((np.abs(xs - x) <= 1.5) & (np.abs(ys - y) <= 1.5))) for x, y in zip(px, py)]
    return CurveFit(float(distance.max()), [i for i, hit in enumerate(near) if not hit],
                    (float(left), float(top), float(right), float(bottom)))


def check_curve(image, colour, want: np.ndarray, tolerance: float = 6.0) -> str:
    """The curve of ``colour`` in ``image`` spans at least a quarter of its height (the plot's
    y range fits the curve), passes through every point of ``want``, and no drawn pixel lies
    farther than ``tolerance`` pixels from the expected polyline (the best marker radius from
    0 to 6 pixels); AssertionError otherwise."""
    mask = curve_mask(pixels(image), colour)
    rows = np.nonzero(mask.any(axis=1))[0]
    tall = rows[-1] - rows[0] + 1 if len(rows) else 0
    assert tall >= 0.25 * image.height(), (
        f"the curve is not the expected one: it spans {tall} of {image.height()} pixel rows, where "
        "the plot's range fits the curve")
    fits = [fit_curve(mask, np.asarray(want, np.float64), r / 2) for r in range(13)]
    best = min(fits, key=lambda f: (len(f.missed), f.worst))
    assert not best.missed and best.worst <= tolerance, (
        f"the curve is not the expected one: {len(best.missed)} of {len(want)} points not drawn "
        f"(first {best.missed[:5]}), a drawn pixel {best.worst:.1f} px from the expected line")
    return f"{len(want)} points drawn where expected, every curve pixel within {best.worst:.1f} px"


# --- images inside exported files ---------------------------------------------------------

@dataclass(frozen=True)
class PlacedImage:
    """An image of an SVG: its own size in user units (``cells``: a heatmap's columns and
    rows), where it lands in the SVG's viewBox (x0, y0, x1, y1) and its decoded pixels."""
    cells: tuple[float, float]
    rect: tuple[float, float, float, float]
    pixels: np.ndarray


_MATRIX = re.compile(r"matrix\(([^)]*)\)")


def _transform(element) -> np.ndarray:
    found = _MATRIX.search(element.get("transform", ""))
    if not found:
        return np.eye(3)
    a, b, c, d, e, f = (float(v) for v in re.split(r"[ ,]+", found.group(1).strip()))
    return np.array([[a, c, e], [b, d, f], [0.0, 0.0, 1.0]])


def svg_images(data: bytes) -> list[PlacedImage]:
    """Every embedded raster image of an SVG, with where its transforms place it."""
    from PySide6.QtGui import QImage

    root = ET.fromstring(data)
    parents = {child: parent for parent in root.iter() for child in parent}
    found = []
    for element in root.iter(SVG + "image"):
        href = element.get(XLINK + "href") or element.get("href") or ""
        head, _, payload = href.partition(",")
        assert head.startswith("data:image/") and head.endswith(";base64"), f"an image links to {head[:40]!r}"
        image = QImage.fromData(base64.b64decode(payload))
        assert not image.isNull(), "an embedded image does not decode"
        matrix, node = np.eye(3), element
        while node is not None:
            matrix = _transform(node) @ matrix
            node = parents.get(node)
        x, y = float(element.get("x", 0)), float(element.get("y", 0))
        w, h = float(element.get("width")), float(element.get("height"))
        corners = matrix @ np.array([[x, x + w], [y, y + h], [1.0, 1.0]])
        found.append(PlacedImage((w, h), (corners[0].min(), corners[1].min(), corners[0].max(),
                                          corners[1].max()), pixels(image)))
    return found


def svg_view_box(data: bytes) -> tuple[float, float, float, float]:
    x, y, w, h = (float(v) for v in ET.fromstring(data).get("viewBox").split())
    return x, y, x + w, y + h


@dataclass(frozen=True)
class PdfImage:
    """An image XObject of a PDF: its filter and decoded RGB pixels (h, w, 3)."""
    filter: str
    pixels: np.ndarray


_IMAGE = re.compile(rb"<<((?:(?!>>).)*?/Subtype\s*/Image(?:(?!>>).)*)>>\s*stream\r?\n", re.S)


def _entry(dictionary: bytes, key: bytes) -> bytes | None:
    found = re.search(rb"/" + key + rb"\s*(\d+\s+\d+\s+R|/\w+|\d+)", dictionary)
    return found.group(1) if found else None


def _resolved(data: bytes, value: bytes) -> int:
    """An integer or the integer object an indirect reference ``n 0 R`` names."""
    if value.endswith(b"R"):
        number = value.split()[0]
        found = re.search(rb"(?:^|[\r\n])" + number + rb"\s+0\s+obj\s*(\d+)\s*endobj", data)
        assert found, f"object {number.decode()} is not an integer"
        return int(found.group(1))
    return int(value)


def pdf_images(data: bytes) -> list[PdfImage]:
    """Every RGB image XObject of a PDF written by Qt, decoded (Flate or DCT)."""
    from PySide6.QtGui import QImage

    out = []
    for match in _IMAGE.finditer(data):
        head = match.group(1)
        width, height = (_resolved(data, _entry(head, key)) for key in (b"Width", b"Height"))
        length = _resolved(data, _entry(head, b"Length"))
        stream = data[match.end():match.end() + length]
        kind = (_entry(head, b"Filter") or b"/None")[1:].decode()
        if kind == "FlateDecode":
            raw = np.frombuffer(zlib.decompress(stream), np.uint8)
            channels = raw.size // (width * height)
            assert channels in (1, 3), f"an image of {raw.size} bytes for {width}×{height}"
            values = raw.reshape(height, width, channels)
            out.append(PdfImage(kind, np.repeat(values, 3 // channels, axis=2)))
        elif kind == "DCTDecode":
            out.append(PdfImage(kind, pixels(QImage.fromData(stream, "JPG"))))
        else:
            raise AssertionError(f"an image with the filter {kind}")
    return out
