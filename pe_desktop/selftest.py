"""``pe-desktop --self-test``: drive the real window offscreen and check what it produces.

It builds the main window, shows every registered view at a few parameter sets,
exports each format into a temporary folder, reads the files back, and prints one
line per check. Exit status 0 only if every check passed. It needs nothing but the
installed (or frozen) app, so it is how a packaged build proves it works.
"""
from __future__ import annotations

import json
import math
import os
import shutil
import sys
import tempfile
import time
import traceback
from contextlib import contextmanager
from pathlib import Path
from typing import Callable

import numpy as np

from .readback import decode_heatmap, not_blank

PARAM_SETS = (
    {},  # the defaults: the first article's figure
    {"d_model": 33, "seq_len": 1000, "offset": 1_000_000, "layout": "concat-paper"},
    {"d_model": 4096, "seq_len": 100_000, "base": 500_000.0},
)


EXPORT_PARAMS = {"d_model": 64, "seq_len": 3000, "offset": 5}


def wine_version() -> str | None:
    """Wine's version when this is a Windows program running under Wine, else None
    (Wine's ntdll exports wine_get_version; Windows' does not)."""
    if sys.platform != "win32":
        return None
    import ctypes

    try:
        get_version = ctypes.WinDLL("ntdll").wine_get_version
    except (AttributeError, OSError):
        return None
    get_version.restype = ctypes.c_char_p
    return get_version().decode("ascii", "replace")


class SelfTest:
    def __init__(self, write: Callable[[str], None] = print, wine: str | None = None) -> None:
        self.write = write
        self.wine = wine  # Wine's version when running under Wine
        self.passed = 0
        self.failed = 0
        self.wine_only = 0  # failures of checks that cannot hold under Wine, for Wine's reasons

    def check(self, name: str, fn: Callable[[], str | None], wine_reason: str | None = None) -> None:
        """Run one check. A check with a `wine_reason` that fails under Wine is reported on a
        WINE line and not counted as a failure; anywhere else it fails as any other."""
        try:
            detail = fn()
        except Exception as exc:  # every failure is reported, none stops the run
            line = traceback.format_exception_only(type(exc), exc)[-1].strip()
            if wine_reason and self.wine:
                self.wine_only += 1
                self.write(f"WINE {name}: {line} -- cannot hold under Wine {self.wine}: "
                           f"{wine_reason}; on Windows it must pass")
                return
            self.failed += 1
            self.write(f"FAIL {name}: {line}")
            return
        self.passed += 1
        self.write(f"ok   {name}" + (f": {detail}" if detail else ""))


def _reference_pe(p: int, j: int, d: int, base: float) -> float:
    angle = p * base ** (-(2 * (j // 2)) / d)
    return math.sin(angle) if j % 2 == 0 else math.cos(angle)


def _check_numbers() -> str:
    from .core.encodings import Sinusoidal, encode, similarity

    got = encode([1], np.arange(4), Sinusoidal(4))[0]
    want = [0.841471, 0.540302, 0.00999983, 0.99995]
    assert np.allclose(got, want, atol=5e-7), f"PE(1) for d=4 is {got}"
    far = encode([1_000_000], np.arange(16), Sinusoidal(16))[0]
    ref = [_reference_pe(1_000_000, j, 16, 10000.0) for j in range(16)]
    err = float(np.max(np.abs(far - ref)))
    assert err < 1e-12, f"far position differs from the formula by {err:g}"
    dot = float(similarity([7], 7, Sinusoidal(128))[0])
    assert abs(dot - 64.0) < 1e-12, f"PE(7)·PE(7) = {dot}"
    return f"known vector, offset 1,000,000 within {err:.1e}, PE·PE = d/2"


def _check_text_services() -> str:
    """Qt's ICU services the window relies on: collation (the file dialogs sort with it),
    time-zone names and locale case mapping. A bundle whose ICU data lost a needed table
    fails here."""
    from PySide6.QtCore import QLocale, QTimeZone

    words = ["öl", "zebra", "ångström", "apple", "äpfel", "banana"]
    swedish = _collate("sv_SE", words)  # Swedish letters å ä ö come after z
    assert swedish == ["apple", "banana", "zebra", "ångström", "äpfel", "öl"], swedish
    german = _collate("de_DE", words)  # German sorts ä and å with a, ö with o: a-n-g < a-p-f < a-p-p
    assert german == ["ångström", "äpfel", "apple", "banana", "öl", "zebra"], german
    tokyo = QTimeZone(b"Asia/Tokyo")
    names = [tokyo.displayName(QTimeZone.StandardTime, QTimeZone.LongName, QLocale(loc))
             for loc in ("ja_JP", "en_US")]
    assert names == ["日本標準時", "Japan Standard Time"], names
    upper = QLocale("tr_TR").toUpper("istanbul")
    assert upper == "İSTANBUL", upper
    return "collation sv/de, time-zone names ja/en, Turkish case mapping"


def _collate(locale: str, words: list[str]) -> list[str]:
    import functools

    from PySide6.QtCore import QCollator, QLocale

    return sorted(words, key=functools.cmp_to_key(QCollator(QLocale(locale)).compare))


def _check_kana_collation() -> str:
    """Japanese collation: hiragana before katakana, as ICU and Windows order them."""
    kana = _collate("ja_JP", ["漢字", "かな", "カナ", "abc"])
    assert kana == ["abc", "かな", "カナ", "漢字"], kana
    return "ja: abc, かな, カナ, 漢字"


# Wine's own Japanese collation (CompareStringEx, which Qt uses on Windows) puts katakana first.
KANA_UNDER_WINE = "Wine's Japanese collation orders katakana before hiragana"


def _wait(app, predicate, timeout: float) -> bool:
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
    return np.array([[_reference_pe(p, j, d, 10000.0) for j in range(d)]
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
    return np.array([math.fsum(_reference_pe(ref, j, d, 10000.0) * _reference_pe(p, j, d, 10000.0)
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


def _all_shown(visible: list, shown: list[str]) -> str:
    """The tab shows every view it holds, and at least one."""
    names = sorted(v.name for v in visible)
    assert shown and names == sorted(shown), f"{names} visible of {sorted(shown)}"
    return ", ".join(names)


def _tab_of(window, name: str):
    """The tab page that holds the view ``name``."""
    view = window.views[name]
    for index in range(window.tabs.count()):
        page = window.tabs.widget(index)
        if page.isAncestorOf(view):
            return page
    raise AssertionError(f"no tab holds the {name} view")


def _pdf_pages(data: bytes) -> int:
    """The pages of a PDF: its /Type /Page objects (not /Pages)."""
    import re

    return len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", data))


def _window_picture(app, window, name: str, values: dict):
    """The view ``name`` on screen at ``values``, once it has drawn them: its picture."""
    from .core.params import Params

    window.tabs.setCurrentWidget(_tab_of(window, name))
    view = window.views[name]
    window.panel.set_params(Params(**values))
    if not _wait(app, view.is_current, 60.0):
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
    table = {p: [_reference_pe(p, j, d, 10000.0) for j in range(d)] for p in positions}
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
    pages = _pdf_pages(data)
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

    crisp = export.crisp_images

    def flat(view, device_per_layout):
        replaced = crisp(view, device_per_layout)
        for item, _old in replaced:
            item.qimage.fill(QColor("#f4a582"))  # one colour-map colour over the whole plot
        return replaced

    def flat_exports():
        from .core.figure import FigureOptions, FigureRecord
        from .ui.export import write_figure

        record = FigureRecord("heatmap", Params(**PIXEL_PARAMS), FigureOptions(900, 700, 96.0))
        with _patched(export, "crisp_images", flat):
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
        with _patched(export, "report_views", lambda: names[:-1]):
            return _caught(lambda: report_pages(out_dir, len(names)), "a report short of a page")

    return [("a heatmap never drawn", never_drawn), ("exports painted in one colour", flat_exports),
            ("a curve one position off", curve_one_off), ("a similarity matrix one row off", matrix_off),
            ("a RoPE table one row off", rope_off), ("a report short of a page", page_missing)]


def _layered_model(folder: Path) -> Path:
    """A Llama-4-shaped config.json of 8 layers (every fourth without RoPE) in ``folder``."""
    model = folder / "layered-model"
    model.mkdir(exist_ok=True)
    (model / "config.json").write_text(json.dumps({
        "model_type": "llama4_text", "head_dim": 128, "num_hidden_layers": 8,
        "rope_theta": 500000.0, "max_position_embeddings": 8192}), encoding="utf-8")
    return model


def run(write: Callable[[str], None] = print) -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from .ui.app import offscreen_application

    app = offscreen_application()
    from PySide6.QtGui import QImage

    from . import __version__
    from .core.catalogue import BY_NAME
    from .core.datafiles import write_data
    from .core.params import Params
    from .core.figure import FigureOptions, FigureRecord
    from .ui.export import record_from_file, record_of, write_figure
    from .ui.main_window import MainWindow

    test = SelfTest(write, wine=wine_version())
    write(f"pe-desktop {__version__} self-test")

    def installation():
        import numpy
        import PySide6
        import pyqtgraph

        from .resources import is_frozen, resource_path

        where = "frozen bundle" if is_frozen() else "Python"
        icon = resource_path("icons", "hicolor", "scalable", "apps", "pe-desktop.svg")
        assert icon is not None, "the app icon is not among the resources"
        return (f"{where} at {Path(sys.executable).parent}; PySide6 {PySide6.__version__}, "
                f"pyqtgraph {pyqtgraph.__version__}, NumPy {numpy.__version__}; resources at {icon.parents[4]}")

    test.check("installation", installation)
    test.check("numbers match the formula", _check_numbers)
    test.check("text services (ICU)", _check_text_services)
    test.check("Japanese collation", _check_kana_collation, wine_reason=KANA_UNDER_WINE)

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    def main_window():
        from .core.catalogue import VIEWS

        names = sorted(window.views)
        assert names == sorted(v.name for v in VIEWS), f"the window has the views {names}"
        assert window.tabs.count() >= 2, f"{window.tabs.count()} tab"
        return f"{len(window.views)} views in {window.tabs.count()} tabs"

    test.check("main window", main_window)

    out_dir = Path(tempfile.mkdtemp(prefix="pe-desktop-selftest-"))
    try:
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            app.processEvents()
            visible = [v for v in window.views.values() if v.isVisible()]
            shown = [name for name, view in window.views.items() if window.tabs.currentWidget()
                     .isAncestorOf(view)]
            test.check(f"tab {window.tabs.tabText(index)!r} shows its views",
                       lambda visible=visible, shown=shown: _all_shown(visible, shown))
            for values in PARAM_SETS:
                params = Params(**values)
                label = ", ".join(f"{k}={v}" for k, v in values.items()) or "defaults"

                def drive(params=params, visible=visible):
                    window.panel.set_params(params)
                    if not _wait(app, lambda: all(v.is_current() for v in visible), 60.0):
                        raise AssertionError("views did not finish drawing within 60 s")
                    return "; ".join(v.summary for v in visible)

                test.check(f"tab {window.tabs.tabText(index)!r} at {label}", drive)
            # Exports at a medium size: big enough to bin, small enough to write in a moment.
            window.panel.set_params(Params(**EXPORT_PARAMS))
            _wait(app, lambda visible=visible: all(v.is_current() for v in visible), 60.0)
            for view in visible:
                def png(view=view):
                    path = write_figure(record_of(view, window.params), out_dir / f"{view.name}.png")
                    image = QImage(str(path))
                    assert not image.isNull(), "the PNG does not load"
                    again = record_from_file(path)
                    assert again.params == window.params and again.view == view.name, "metadata lost"
                    return (f"{image.width()}×{image.height()}, {not_blank(image)} colours sampled, "
                            "parameters embedded")

                test.check(f"export {view.name} PNG", png)

                def svg(view=view):
                    import xml.etree.ElementTree as ET

                    path = write_figure(record_of(view, window.params), out_dir / f"{view.name}.svg")
                    root = ET.parse(path).getroot()
                    paths = root.findall(".//{http://www.w3.org/2000/svg}path")
                    texts = root.findall(".//{http://www.w3.org/2000/svg}text")
                    assert paths and texts, f"{len(paths)} paths and {len(texts)} texts"
                    return f"{len(paths)} vector paths, {len(texts)} text elements"

                test.check(f"export {view.name} SVG", svg)

                def pdf(view=view):
                    path = write_figure(record_of(view, window.params), out_dir / f"{view.name}.pdf")
                    data = path.read_bytes()
                    assert data.startswith(b"%PDF"), "not a PDF"
                    assert _pdf_pages(data) == 1, f"{_pdf_pages(data)} pages"
                    return f"{len(data):,} bytes, 1 page"

                test.check(f"export {view.name} PDF", pdf)
                if BY_NAME[view.name].data is not None:
                    def data(view=view):
                        params = window.params
                        if view.name == "model-layers":  # a model's layers: one of its own
                            params = params.replace(model=str(_layered_model(out_dir)))
                        npy = np.load(write_data(view.name, params, out_dir / f"{view.name}.npy"))
                        csv = write_data(view.name, params, out_dir / f"{view.name}.csv")
                        header = csv.read_text(encoding="utf-8").splitlines()[0]
                        # NaN marks cells with no value (past a learned table's end, ALiBi's
                        # mask); infinities or an empty table would be wrong.
                        assert npy.ndim == 2 and npy.shape[0] > 0 and not np.isinf(npy).any()
                        assert np.isfinite(npy).any(), "no finite value at all"
                        if view.name == "model-layers":  # every fourth of 8 layers without RoPE
                            assert list(npy[:, 2]) == [1, 1, 1, 0, 1, 1, 1, 0], npy[:, 2]
                        return f".npy {npy.shape[0]}×{npy.shape[1]}, .csv header {header[:40]!r}"

                    test.check(f"export {view.name} data", data)

        test.check("heatmap in the window, cell by cell", lambda: window_heatmap(app, window))
        test.check("similarity matrix in the window, cell by cell",
                   lambda: window_similarity_matrix(app, window))
        test.check("RoPE table in the window, cell by cell", lambda: window_rope_table(app, window))
        test.check("exported heatmap, cell by cell", lambda: exported_heatmap(out_dir))
        test.check("exported similarity curve, point by point", lambda: exported_curve(out_dir))

        def offscreen_png():
            record = FigureRecord("heatmap", Params(), FigureOptions(900, 500, 192.0))
            path = write_figure(record, out_dir / "offscreen.png")
            back = QImage(str(path))
            assert (back.width(), back.height()) == (900, 500), f"{back.width()}×{back.height()}"
            again = write_figure(record_from_file(path), out_dir / "again.png")
            same = QImage(str(again)) == back
            assert same, "re-rendering from the embedded parameters changed the pixels"
            return f"900×500 at 192 DPI, {not_blank(back)} colours sampled, --from reproduces it"

        test.check("command-line renderer and --from", offscreen_png)

        def report():
            return report_pages(out_dir, len(window.views))

        test.check("report PDF", report)
        for name, control in negative_controls(app, window, out_dir):
            test.check(f"negative control: {name}", control)

        def languages():
            from . import i18n

            try:
                assert i18n.set_language("ja"), "the Japanese catalogue did not load"
                app.processEvents()
                menu, tab = window.menuBar().actions()[0].text(), window.tabs.tabText(0)
                qt_cancel = i18n.QCoreApplication.translate("QPlatformTheme", "Cancel")
                assert menu == "ファイル(&F)", f"the File menu reads {menu!r} in Japanese"
                assert qt_cancel != "Cancel", "Qt's own Japanese texts are missing"
                assert i18n.set_language("en")
                app.processEvents()
                assert window.menuBar().actions()[0].text() == "&File", "English did not come back"
            finally:
                i18n.set_language("en")
            return f"Japanese: {menu!r}, tab {tab!r}, Qt's {qt_cancel!r}; back to English"

        test.check("languages", languages)
    finally:
        window.close()
        shutil.rmtree(out_dir, ignore_errors=True)
    wine = f", {test.wine_only} cannot hold under Wine (WINE lines)" if test.wine_only else ""
    write(f"self-test: {test.passed} passed, {test.failed} failed{wine}")
    return 0 if test.failed == 0 else 1
