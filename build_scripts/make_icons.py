#!/usr/bin/env python3
"""Generate the pe-desktop application icons.

The icon is a rounded square holding a small sinusoidal positional-encoding heatmap
(columns = positions, rows = encoding dimensions; even rows sin, odd rows cos)
in a blue-white-red diverging palette.

Writes (relative to the repo root):
    resources/icons/hicolor/scalable/apps/pe-desktop.svg   (source of truth, pure stdlib)
    resources/icons/hicolor/48x48/apps/pe-desktop.png      (rendered with Qt's QSvgRenderer)
    resources/icons/pe-desktop.ico                         (16..256 px, PNG-compressed entries)
    resources/icons/pe-desktop.icns                        (macOS: 16..1024 px, PNG entries)

Needs PySide6 (QtGui + QtSvg) for the raster outputs; runs headless (offscreen QPA).
Usage: python build_scripts/make_icons.py [--svg-only]
"""
from __future__ import annotations

import math
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG_PATH = ICONS / "hicolor" / "scalable" / "apps" / "pe-desktop.svg"
PNG48_PATH = ICONS / "hicolor" / "48x48" / "apps" / "pe-desktop.png"
ICO_PATH = ICONS / "pe-desktop.ico"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_PATH = ICONS / "pe-desktop.icns"
# The PNG-carrying entry types of Apple's icon format, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09",
              1024: b"ic10"}

SIZE = 256          # SVG user units
MARGIN = 8          # transparent margin around the rounded square
RADIUS = 44         # corner radius
DIMS = 8            # encoding dimensions (d_model) -> rows, fastest frequency on top
POSITIONS = 16      # sequence positions -> columns
STEP = 0.8          # position step (radians at the fastest frequency)
BASE = 8.0          # small base (vs. 10000) so even the slowest row shows a wave

# ColorBrewer RdBu (reversed): -1 blue .. 0 near-white .. +1 red
PALETTE = ["#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7",
           "#fddbc7", "#f4a582", "#d6604d", "#b2182b"]


def _hex(c: str) -> tuple[int, int, int]:
    return int(c[1:3], 16), int(c[3:5], 16), int(c[5:7], 16)


def colour(v: float) -> str:
    """Map v in [-1, 1] to the diverging palette (linear interpolation)."""
    t = (max(-1.0, min(1.0, v)) + 1.0) / 2.0 * (len(PALETTE) - 1)
    i = min(int(t), len(PALETTE) - 2)
    f = t - i
    a, b = _hex(PALETTE[i]), _hex(PALETTE[i + 1])
    r, g, bl = (round(a[k] + (b[k] - a[k]) * f) for k in range(3))
    return f"#{r:02x}{g:02x}{bl:02x}"


def pe(pos: int, dim: int) -> float:
    """PE(pos, 2i) = sin(pos / BASE^(2i/d)), PE(pos, 2i+1) = cos(pos / BASE^(2i/d))."""
    i = dim // 2
    angle = pos * STEP / (BASE ** (2 * i / DIMS))
    return math.sin(angle) if dim % 2 == 0 else math.cos(angle)


def _rounded_square(x0: float, y0: float, w: float, r: float, seg: int = 24) -> list[tuple[float, float]]:
    """Convex polygon approximating a rounded square (clockwise in SVG coordinates)."""
    pts = []
    corners = [(x0 + w - r, y0 + r, -90), (x0 + w - r, y0 + w - r, 0),
               (x0 + r, y0 + w - r, 90), (x0 + r, y0 + r, 180)]
    for cx, cy, start in corners:
        for k in range(seg + 1):
            a = math.radians(start + 90 * k / seg)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _clip(poly: list[tuple[float, float]], clip: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Sutherland-Hodgman: clip polygon `poly` against convex polygon `clip`."""
    def inside(p, a, b):
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0

    def cross(p, q, a, b):
        dx, dy = q[0] - p[0], q[1] - p[1]
        ex, ey = b[0] - a[0], b[1] - a[1]
        den = dx * ey - dy * ex
        t = ((a[0] - p[0]) * ey - (a[1] - p[1]) * ex) / den
        return (p[0] + t * dx, p[1] + t * dy)

    out = poly
    for i in range(len(clip)):
        a, b = clip[i], clip[(i + 1) % len(clip)]
        inp, out = out, []
        if not inp:
            break
        s = inp[-1]
        for e in inp:
            if inside(e, a, b):
                if not inside(s, a, b):
                    out.append(cross(s, e, a, b))
                out.append(e)
            elif inside(s, a, b):
                out.append(cross(s, e, a, b))
            s = e
    return out


def make_svg() -> str:
    # No <clipPath>/<mask>: Qt's SVG renderer (SVG Tiny 1.2) ignores them, so corner cells
    # are clipped geometrically against the rounded square instead.
    inner = SIZE - 2 * MARGIN
    cw, ch = inner / POSITIONS, inner / DIMS
    shape = _rounded_square(MARGIN, MARGIN, inner, RADIUS)
    cells = []
    for r in range(DIMS):
        for c in range(POSITIONS):
            x, y = MARGIN + c * cw, MARGIN + r * ch
            # +0.5 overlap avoids hairline seams when rasterised with antialiasing
            x1, y1 = min(x + cw + 0.5, SIZE - MARGIN), min(y + ch + 0.5, SIZE - MARGIN)
            fill = colour(pe(c, r))
            in_corner = any(
                (x < MARGIN + RADIUS or x1 > SIZE - MARGIN - RADIUS)
                and (y < MARGIN + RADIUS or y1 > SIZE - MARGIN - RADIUS)
                for _ in (0,)
            )
            if not in_corner:
                cells.append(f'<rect x="{x:.2f}" y="{y:.2f}" width="{x1 - x:.2f}" '
                             f'height="{y1 - y:.2f}" fill="{fill}"/>')
                continue
            poly = _clip([(x, y), (x1, y), (x1, y1), (x, y1)], shape)
            if len(poly) >= 3:
                d = "M" + " L".join(f"{px:.2f},{py:.2f}" for px, py in poly) + " Z"
                cells.append(f'<path d="{d}" fill="{fill}"/>')
    body = "\n  ".join(cells)
    m, w = MARGIN, inner
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<!-- pe-desktop icon: sinusoidal positional-encoding heatmap. Generated by build_scripts/make_icons.py -->
<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">
  <title>Positional Encoding Explorer</title>
  <defs>
    <linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>
      <stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
  </defs>
  {body}
  <rect x="{m}" y="{m}" width="{w}" height="{w}" rx="{RADIUS}" ry="{RADIUS}" fill="url(#gloss)"/>
  <rect x="{m + 1.5}" y="{m + 1.5}" width="{w - 3}" height="{w - 3}" rx="{RADIUS - 1.5}" ry="{RADIUS - 1.5}"
        fill="none" stroke="#0f172a" stroke-opacity="0.35" stroke-width="3"/>
</svg>
"""


def render_png(svg_bytes: bytes, size: int) -> bytes:
    from PySide6 import QtCore, QtGui, QtSvg

    renderer = QtSvg.QSvgRenderer(QtCore.QByteArray(svg_bytes))
    if not renderer.isValid():
        raise RuntimeError("generated SVG is not valid for QSvgRenderer")
    img = QtGui.QImage(size, size, QtGui.QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QtCore.Qt.GlobalColor.transparent)
    p = QtGui.QPainter(img)
    p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QtGui.QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(p, QtCore.QRectF(0, 0, size, size))
    p.end()
    buf = QtCore.QBuffer()
    buf.open(QtCore.QIODevice.OpenModeFlag.WriteOnly)
    if not img.save(buf, "PNG"):
        raise RuntimeError("PNG encoding failed")
    return bytes(buf.data())


def write_ico(path: Path, pngs: dict[int, bytes]) -> None:
    """Write a multi-resolution .ico whose entries are PNG streams (Vista+ format)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256 in the ICO directory
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    path.write_bytes(header + b"".join(entries) + b"".join(blobs))


def write_icns(path: Path, pngs: dict[int, bytes]) -> None:
    """Write a macOS .icns: 'icns' + total length, then (type, length incl. 8, PNG) entries."""
    body = b"".join(ICNS_TYPES[s] + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for s in sorted(pngs))
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main(argv: list[str]) -> int:
    svg = make_svg()
    SVG_PATH.parent.mkdir(parents=True, exist_ok=True)
    SVG_PATH.write_text(svg, encoding="utf-8")
    print(f"wrote {SVG_PATH.relative_to(ROOT)}")
    if "--svg-only" in argv:
        return 0

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6 import QtGui

    app = QtGui.QGuiApplication.instance() or QtGui.QGuiApplication(sys.argv[:1])  # noqa: F841
    svg_bytes = svg.encode("utf-8")

    PNG48_PATH.parent.mkdir(parents=True, exist_ok=True)
    PNG48_PATH.write_bytes(render_png(svg_bytes, 48))
    print(f"wrote {PNG48_PATH.relative_to(ROOT)}")

    write_ico(ICO_PATH, {s: render_png(svg_bytes, s) for s in ICO_SIZES})
    print(f"wrote {ICO_PATH.relative_to(ROOT)} ({', '.join(map(str, ICO_SIZES))} px)")

    write_icns(ICNS_PATH, {s: render_png(svg_bytes, s) for s in ICNS_TYPES})
    print(f"wrote {ICNS_PATH.relative_to(ROOT)} ({', '.join(map(str, ICNS_TYPES))} px)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
