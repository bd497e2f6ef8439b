"""The self-test's picture checks: views in the window and exported files read back into
numbers (pe_desktop/readback.py) and compared with formulas written out here, and the
negative controls that break each picture on purpose and must see the check fail.
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path

import numpy as np

from .readback import decode_heatmap

EXPORT_PARAMS = {"d_model": 64, "seq_len": 3000, "offset": 5}


def reference_pe(p: int, j: int, d: int, base: float) -> float:
    angle = p * base ** (-(2 * (j // 2)) / d)
    return math.sin(angle) if j % 2 == 0 else math.cos(angle)


def wait_until(app, predicate, timeout: float) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.processEvents()
        if predicate():
            return True
        time.sleep(0.005)
    return predicate()


# The heatmap checked cell by cell: small enough that every cell is many pixels wide.
PIXEL_PARAMS = {"d_model": 16, "seq_len": 24, "offset": 3}


def _expected_heatmap(values: dict) -> np.ndarray:
    """The sinusoidal table of ``values`` as the heatmap shows it by default (positions down
    the rows from the top, dimensions across), from the formula written out here."""
    d, first, count = values["d_model"], values["offset"], values["seq_len"]
    return np.array([[reference_pe(p, j, d, 10000.0) for j in range(d)]
                     for p in range(first, first + count)])


def _lut() -> np.ndarray:
    from .ui.colormaps import colormap

    return colormap("RdBu").getLookupTable(nPts=256, alpha=False)


def _compare_cells(got: np.ndarray, what: str, tolerance: float = 0.02) -> str:
    want = _expected_heatmap(PIXEL_PARAMS)
    assert got.shape == want.shape, f"{what}: {got.shape[0]}×{got.shape[1]} cells, not {want.shape}"
    error = float(np.abs(got - want).max())
    assert error <= tolerance, f"{what}: a cell differs from the formula by {error:.3f}"
    return f"{what}: {want.size} cells read back through the colour map, within {error:.3f}"


def _check_heatmap_pixels(image, what: str) -> str:
    """The heatmap in ``image`` is the table of PIXEL_PARAMS, cell by cell, within the
    colour map's 256 steps."""
    rows, columns = _expected_heatmap(PIXEL_PARAMS).shape
    return _compare_cells(decode_heatmap(image, _lut(), rows, columns), what)


# One step of the 256-colour map, and a little for the rounding of a value to its step.
ONE_STEP = 2.0 / 255 + 1e-9


def _check_svg_heatmap(data: bytes) -> str:
    """The SVG's heatmap is one embedded image of exactly the table's cells (a user unit a
    cell), placed inside the page, beside its colour bar, and its pixels are the table."""
    from .readback import cells_of, svg_images, svg_view_box

    rows, columns = _expected_heatmap(PIXEL_PARAMS).shape
    images = sorted(svg_images(data), key=lambda i: i.cells[0] * i.cells[1])
    assert len(images) == 2, f"SVG: {len(images)} images, not a heatmap and its colour bar"
    bar, heat = images
    assert heat.cells == (columns, rows), f"SVG: the heatmap image is {heat.cells}, not {columns}×{rows} cells"
    left, top, right, bottom = svg_view_box(data)
    x0, y0, x1, y1 = heat.rect
    assert left < x0 < x1 < right and top <= y0 < y1 < bottom, f"SVG: the heatmap lies at {heat.rect}"
    assert (x1 - x0) > 0.5 * (right - left), f"SVG: the heatmap is {x1 - x0:.0f} of {right - left:.0f} wide"
    assert bar.rect[0] >= x1, f"SVG: the colour bar at x {bar.rect[0]:.0f} overlaps the heatmap (to {x1:.0f})"
    return _compare_cells(cells_of(heat.pixels, _lut(), rows, columns), "SVG image", ONE_STEP)


def _check_pdf_heatmap(data: bytes) -> str:
    """The PDF's heatmap is a lossless image whose pixels are the table."""
    from .readback import cells_of, pdf_images

    rows, columns = _expected_heatmap(PIXEL_PARAMS).shape
    images = sorted(pdf_images(data), key=lambda i: i.pixels.size)
    assert len(images) == 2, f"PDF: {len(images)} images, not a heatmap and its colour bar"
    heat = images[-1]
    assert heat.filter == "FlateDecode", f"PDF: the heatmap is stored with {heat.filter}, not losslessly"
    return _compare_cells(cells_of(heat.pixels, _lut(), rows, columns), "PDF image", ONE_STEP)


CURVE_PARAMS = {"d_model": 16, "seq_len": 24, "ref_pos": 5}


def _expected_curve(values: dict) -> np.ndarray:
    """PE(ref)·PE(p) for the positions of ``values``, from the formula written out here."""
    d, ref = values["d_model"], values["ref_pos"]
    return np.array([math.fsum(reference_pe(ref, j, d, 10000.0) * reference_pe(p, j, d, 10000.0)
                               for j in range(d)) for p in range(values["seq_len"])])


def exported_curve(out_dir: Path) -> str:
    """A PNG of the similarity curve at CURVE_PARAMS: its points drawn on the formula's."""
    from PySide6.QtGui import QImage

    from .core.figure import FigureOptions, FigureRecord
    from .core.params import Params
    from .readback import check_curve
    from .ui.export import write_figure
    from .ui.style import LIGHT

    record = FigureRecord("similarity", Params(**CURVE_PARAMS), FigureOptions(900, 500, 96.0))
    path = write_figure(record, out_dir / "curve.png")
    return check_curve(QImage(str(path)), _rgb(LIGHT.similarity), _expected_curve(CURVE_PARAMS))


def _rgb(name: str) -> tuple[int, int, int]:
    from PySide6.QtGui import QColor

    colour = QColor(name)
    return colour.red(), colour.green(), colour.blue()


def _tab_of(window, name: str):
    """The tab page that holds the view ``name``."""
    view = window.views[name]
    for index in range(window.tabs.count()):
        page = window.tabs.widget(index)
        if page.isAncestorOf(view):
            return page
    raise AssertionError(f"no tab holds the {name} view")


def pdf_pages(data: bytes) -> int:
    """The pages of a PDF: its /Type /Page objects (not /Pages)."""
    import re

    return len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", data))


def _window_picture(app, window, name: str, values: dict):
    """The view ``name`` on screen at ``values``, once it has drawn them: its picture."""
    from .core.params import Params

    window.tabs.setCurrentWidget(_tab_of(window, name))
    view = window.views[name]
    window.panel.set_params(Params(**values))
    if not wait_until(app, view.is_current, 60.0):
        raise AssertionError(f"the {name} view did not finish drawing within 60 s")
    return view.graphics.grab().toImage()


def window_heatmap(app, window) -> str:
    """The window's heatmap at PIXEL_PARAMS, read back from its pixels."""
    return _check_heatmap_pixels(_window_picture(app, window, "heatmap", PIXEL_PARAMS), "window")


MATRIX_PARAMS = {"d_model": 16, "seq_len": 24, "offset": 3, "scheme": "sinusoidal"}


def window_similarity_matrix(app, window) -> str:
    """The similarity matrix M[p, q] = PE(p)·PE(q) at MATRIX_PARAMS (colours ±d/2), read back
    from the window cell by cell against the dot products written out here."""
    d, first, n = MATRIX_PARAMS["d_model"], MATRIX_PARAMS["offset"], MATRIX_PARAMS["seq_len"]
    positions = range(first, first + n)
    table = {p: [reference_pe(p, j, d, 10000.0) for j in range(d)] for p in positions}
    want = np.array([[math.fsum(a * b for a, b in zip(table[p], table[q])) for q in positions]
                     for p in positions])
    image = _window_picture(app, window, "similarity-matrix", MATRIX_PARAMS)
    got = decode_heatmap(image, _lut(), n, n, -d / 2, d / 2)
    error = float(np.abs(got - want).max())
    assert error <= 0.02 * d / 2, f"similarity matrix: a cell differs from PE(p)·PE(q) by {error:.3f}"
    return f"similarity matrix: {want.size} cells read back, within {error:.3f} of ±{d // 2}"


ROPE_PARAMS = {"scheme": "rope", "head_dim": 16, "rope_base": 100.0, "seq_len": 20, "offset": 2,
               "pairing": "rotate_half"}


def window_rope_table(app, window) -> str:
    """The Scheme tab's RoPE table at ROPE_PARAMS: head dim j < 8 is cos(m·θⱼ), j ≥ 8 is
    sin(m·θⱼ₋₈), θᵢ = 100^(−2i/16), written out here; read back from the window."""
    h, base = ROPE_PARAMS["head_dim"], ROPE_PARAMS["rope_base"]
    first, n = ROPE_PARAMS["offset"], ROPE_PARAMS["seq_len"]
    half = h // 2

    def value(m: int, j: int) -> float:
        theta = base ** (-2 * (j % half) / h)
        return math.cos(m * theta) if j < half else math.sin(m * theta)

    want = np.array([[value(m, j) for j in range(h)] for m in range(first, first + n)])
    got = decode_heatmap(_window_picture(app, window, "scheme", ROPE_PARAMS), _lut(), n, h)
    error = float(np.abs(got - want).max())
    assert error <= 0.02, f"RoPE table: a cell differs from cos/sin(m·θ) by {error:.3f}"
    return f"RoPE table: {want.size} cells read back, within {error:.3f}"


def exported_heatmap(out_dir: Path) -> str:
    """A PNG of the heatmap at PIXEL_PARAMS, and the same drawn again from its record
    (``--from``), each read back from its pixels."""
    from PySide6.QtGui import QImage

    from .core.figure import FigureOptions, FigureRecord
    from .core.params import Params
    from .ui.export import record_from_file, write_figure

    record = FigureRecord("heatmap", Params(**PIXEL_PARAMS), FigureOptions(900, 700, 96.0))
    path = write_figure(record, out_dir / "cells.png")
    first = _check_heatmap_pixels(QImage(str(path)), "PNG")
    again = write_figure(record_from_file(path), out_dir / "cells-again.png")
    _check_heatmap_pixels(QImage(str(again)), "PNG again from its record (--from)")
    svg = _check_svg_heatmap(write_figure(record, out_dir / "cells.svg").read_bytes())
    pdf = _check_pdf_heatmap(write_figure(record, out_dir / "cells.pdf").read_bytes())
    return f"{first}; --from too; {svg}; {pdf}"


def report_pages(out_dir: Path, views: int) -> str:
    """The report of every view: a PDF of a title page and one page per view."""
    from .core.params import Params
    from .ui.export import write_report

    path = write_report(Params(**EXPORT_PARAMS), out_dir / "report.pdf")
    data = path.read_bytes()
    assert data.startswith(b"%PDF"), "not a PDF"
    pages = pdf_pages(data)
    assert pages == views + 1, f"{pages} pages, not {views + 1} (a title page and one per view)"
    return f"{len(data):,} bytes, {pages} pages: a title page and {views} views"


@contextmanager
def _patched(owner, name: str, value):
    """``owner.name`` replaced by ``value`` for the block (a negative control's breakage)."""
    old = getattr(owner, name)
    setattr(owner, name, value)
    try:
        yield
    finally:
        setattr(owner, name, old)


def _caught(check: Callable[[], str], what: str) -> str:
    """``check`` must fail (AssertionError): a control that it passes fails the self-test."""
    try:
        check()
    except AssertionError as exc:
        return f"{what} caught: {str(exc)[:120]}"
    raise AssertionError(f"{what} passed the check that should catch it")


def negative_controls(app, window, out_dir: Path) -> list[tuple[str, Callable[[], str]]]:
    """Each picture check run once more with its picture deliberately broken: a heatmap
    never drawn, exports painted in one colour, a curve one position off, a similarity matrix
    and a RoPE table drawn one row down, a report short of a page. Each must fail, so a build
    whose checks cannot see a broken picture fails."""
    from dataclasses import replace

    from PySide6.QtGui import QColor

    from .core.params import Params
    from .ui import export
    from .ui.views.heatmap_view import HeatmapView
    from .ui.views.scheme_view import SchemeView
    from .ui.views.similarity_matrix_view import SimilarityMatrixView
    from .ui.views.similarity_view import SimilarityView

    def another_picture_first(name: str) -> None:
        """The view drawn at other parameters, so that the check's own are drawn anew."""
        _window_picture(app, window, name, {})

    def never_drawn():
        another_picture_first("heatmap")
        with _patched(HeatmapView, "apply", lambda self, request, tile: None):
            return _caught(lambda: window_heatmap(app, window), "a heatmap never drawn")

    crisp = export.paint.crisp_images

    def flat(view, device_per_layout):
        replaced = crisp(view, device_per_layout)
        for item, _old in replaced:
            item.qimage.fill(QColor("#f4a582"))  # one colour-map colour over the whole plot
        return replaced

    def flat_exports():
        from .core.figure import FigureOptions, FigureRecord
        from .ui.export import write_figure

        record = FigureRecord("heatmap", Params(**PIXEL_PARAMS), FigureOptions(900, 700, 96.0))
        with _patched(export.paint, "crisp_images", flat):
            svg = write_figure(record, out_dir / "flat.svg").read_bytes()
            pdf = write_figure(record, out_dir / "flat.pdf").read_bytes()
            found = [_caught(lambda: exported_heatmap(out_dir), "a flat PNG")]
        found.append(_caught(lambda: _check_svg_heatmap(svg), "a flat SVG"))
        found.append(_caught(lambda: _check_pdf_heatmap(pdf), "a flat PDF"))
        return "; ".join(found)

    drawn = SimilarityView.apply

    def one_off(self, request, curve):
        drawn(self, request, replace(curve, mean=np.roll(curve.mean, 1)))

    def curve_one_off():
        with _patched(SimilarityView, "apply", one_off):
            return _caught(lambda: exported_curve(out_dir), "a curve one position off")

    def one_row_down(cls):
        drawn = cls.apply

        def apply(self, request, result):
            drawn(self, request, result)
            image = getattr(self, "panel", self).image  # the scheme view's is its panel's
            image.setRect(image.mapRectToParent(image.boundingRect()).translated(0, 1))
        return apply

    def matrix_off():
        another_picture_first("similarity-matrix")
        with _patched(SimilarityMatrixView, "apply", one_row_down(SimilarityMatrixView)):
            return _caught(lambda: window_similarity_matrix(app, window), "a similarity matrix one row off")

    def rope_off():
        another_picture_first("scheme")
        with _patched(SchemeView, "apply", one_row_down(SchemeView)):
            return _caught(lambda: window_rope_table(app, window), "a RoPE table one row off")

    names = export.report_views()

    def page_missing():
        with _patched(export.report, "report_views", lambda: names[:-1]):
            return _caught(lambda: report_pages(out_dir, len(names)), "a report short of a page")

    return [("a heatmap never drawn", never_drawn), ("exports painted in one colour", flat_exports),
            ("a curve one position off", curve_one_off), ("a similarity matrix one row off", matrix_off),
            ("a RoPE table one row off", rope_off), ("a report short of a page", page_missing)]
