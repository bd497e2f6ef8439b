"""The plots' colours as data: no colour literal in the views, the dark roles on every item of
every view, and lines as thick in a 300-DPI export as the text around them."""
from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractGraphicsShapeItem

from pe_desktop.core.figure import FigureOptions, FigureRecord
from pe_desktop.core.params import Params
from pe_desktop.ui import export
from pe_desktop.ui.style import DARK, LIGHT, PlotStyle
from pe_desktop.ui.views import VIEW_CLASSES

VIEWS = Path(__file__).resolve().parents[2] / "pe_desktop" / "ui" / "views"
HEX = re.compile(r"#[0-9a-fA-F]{3,8}\b")
# calls that take a colour (or a pen or brush made from one), and keywords that name one
COLOUR_CALLS = {"mkPen", "mkBrush", "mkColor", "QColor", "QPen", "QBrush", "setPen", "setBrush",
                "setColor", "setTextPen", "setLabelTextColor", "setBackground", "setSymbolBrush",
                "setSymbolPen"}
COLOUR_WORDS = {"color", "colour", "pen", "brush", "fill", "symbolBrush", "symbolPen", "textPen",
                "background", "border", "labelTextColor"}


def _is_literal_colour(node: ast.AST) -> bool:
    """A colour written out: a string ('w', 'white', '#222'), a number, or a tuple of numbers."""
    if isinstance(node, ast.Constant):
        return node.value is not None and isinstance(node.value, (str, int, float))
    if isinstance(node, (ast.Tuple, ast.List)):
        return bool(node.elts) and all(isinstance(e, ast.Constant) and isinstance(e.value, (int, float))
                                       for e in node.elts)
    return False


def colour_literals(source: str) -> list[str]:
    """Where ``source`` writes a colour itself instead of taking a role of its style."""
    found = []
    for node in ast.walk(ast.parse(source)):
        where = f"line {getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and HEX.search(node.value):
            found.append(f"{where}: {node.value!r}")
        elif isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in COLOUR_CALLS:
                found += [f"{where}: {name}({ast.unparse(a)})" for a in node.args if _is_literal_colour(a)]
            found += [f"{where}: {k.arg}={ast.unparse(k.value)}" for k in node.keywords
                      if k.arg in COLOUR_WORDS and _is_literal_colour(k.value)]
        elif isinstance(node, ast.Dict):  # labelOpts={"color": …, "fill": …}
            found += [f"{where}: {ast.unparse(k)}: {ast.unparse(v)}" for k, v in zip(node.keys, node.values)
                      if isinstance(k, ast.Constant) and k.value in COLOUR_WORDS and _is_literal_colour(v)]
    return found


def test_the_finder_sees_each_way_of_writing_a_colour():
    written = '''
a = pg.mkPen("#1f5fa8", width=2)
b = pg.mkBrush(255, 255, 255, 230)
c = pg.mkPen("w", width=1.5)
d = pg.TextItem("", color="#333", fill=(255, 255, 255, 215))
e = pg.InfiniteLine(labelOpts={"color": "r", "fill": (255, 255, 255, 200)})
f = f"<span style='color:#555'>{x}</span>"
g = QColor("white")
'''
    lines = {int(f.split(":")[0].split()[1]) for f in colour_literals(written)}
    assert lines == set(range(2, 9))
    taken = '''
a = s.pen(s.similarity, 2)
b = s.brush(s.panel, 230)
c = pg.mkPen(None)
d = pg.TextItem("", anchor=(0.5, 0.5))
f = f"<span style='color:{s.muted}'>{x}</span>"
'''
    assert colour_literals(taken) == []


@pytest.mark.parametrize("path", sorted(VIEWS.glob("*.py")), ids=lambda p: p.name)
def test_views_and_readouts_take_every_colour_from_their_style(path):
    assert colour_literals(path.read_text(encoding="utf-8")) == []


# -- dark on every item ----------------------------------------------------------------------------

def _rgb(colour) -> str:
    return QColor(colour).name()  # #rrggbb, alpha dropped


def _html_colours(html: str) -> set[str]:
    # rich text names colours #rrggbb or #aarrggbb
    return {"#" + m[-6:].lower() for m in re.findall(r"#([0-9a-fA-F]{8}|[0-9a-fA-F]{6})\b", html)}


def item_colours(view) -> dict[str, set[str]]:
    """Each colour the items of ``view``'s scene are drawn with, by where it was found."""
    found: dict[str, set[str]] = {}

    def add(where, colour):
        if colour is not None:
            found.setdefault(_rgb(colour), set()).add(where)

    def add_pen(where, pen):
        if pen is not None and not isinstance(pen, (list, tuple)):
            pen = pg.mkPen(pen)
            if pen.style() != pg.QtCore.Qt.PenStyle.NoPen:
                add(where, pen.color())

    def add_brush(where, brush):
        if brush is not None and not isinstance(brush, (list, tuple)):
            brush = pg.mkBrush(brush)
            if brush.style() != pg.QtCore.Qt.BrushStyle.NoBrush:
                add(where, brush.color())

    add("background", view.graphics.backgroundBrush().color())
    for item in view.graphics.scene().items():
        kind = type(item).__name__
        if isinstance(item, pg.PlotDataItem):
            add_pen(kind, item.opts["pen"])
            if item.opts["symbol"] is not None:
                add_brush(kind + " symbol", item.opts["symbolBrush"])
        elif isinstance(item, pg.PlotCurveItem) and not isinstance(item.parentItem(), pg.PlotDataItem):
            add_pen(kind, item.opts["pen"])
        elif isinstance(item, pg.InfiniteLine):
            add_pen(kind, item.pen)
        elif isinstance(item, pg.GridItem):
            add_pen(kind, item.opts["pen"])
        elif isinstance(item, pg.AxisItem):
            add_pen(kind, item.pen())
            add_pen(kind + " text", item.textPen())
            for colour in _html_colours(item.label.toHtml()):
                add(kind + " label", colour)
        elif isinstance(item, pg.LegendItem):
            add_pen(kind, item.opts["pen"])
            add_brush(kind, item.opts["brush"])
        elif isinstance(item, pg.ScatterPlotItem):
            for brush in item.data["brush"]:
                add_brush(kind, brush)
        elif isinstance(item, pg.TextItem):
            add(kind, item.color)
            add_brush(kind + " fill", item.fill)
        elif isinstance(item, pg.LabelItem):
            for colour in _html_colours(item.item.toHtml()):
                add(kind, colour)
        elif isinstance(item, QAbstractGraphicsShapeItem) and item.isVisible():
            add_pen(kind, item.pen())
            add_brush(kind, item.brush())
    return found


def _roles(style: PlotStyle) -> set[str]:
    return {_rgb(v) for f, v in dataclasses.asdict(style).items() if isinstance(v, str) and v.startswith("#")}


LIGHT_ONLY = _roles(LIGHT) - _roles(DARK)  # pyqtgraph's own foreground (#222222) among them


def drawn_view(name: str, style: PlotStyle):
    view = VIEW_CLASSES[name]()
    view.resize(1000, 700)
    view.show()
    view.set_params(Params())
    view.render_sync()
    view.set_plot_style(style)
    return view


@pytest.mark.parametrize("name", list(VIEW_CLASSES))
def test_a_dark_view_draws_every_item_in_the_dark_roles(qapp, name):
    view = drawn_view(name, DARK)
    try:
        colours = item_colours(view)
        light = {c: sorted(w) for c, w in colours.items() if c in LIGHT_ONLY}
        assert light == {}, f"light colours left on {name}'s items"
        assert _rgb(DARK.background) in colours and _rgb(DARK.axis) in colours
        assert sum(c in _roles(DARK) - _roles(LIGHT) for c in colours) >= 3
        # and back: the light roles again, none of the dark ones
        view.set_plot_style(LIGHT)
        colours = item_colours(view)
        assert {c for c in colours if c in _roles(DARK) - _roles(LIGHT)} == set()
    finally:
        view.close()
        view.deleteLater()


def test_a_dark_view_has_the_roles_on_its_items(qapp):
    """Spot checks by role: the curve, the grid, a marker line, the legend, the readout."""
    view = drawn_view("wavelength", DARK)
    try:
        assert view.curves[0].opts["pen"].color() == QColor(DARK.full_cycle)
        assert view.curves[2].opts["symbolBrush"] == DARK.barely_moves
        grid = next(i for i in view.graphics.scene().items() if isinstance(i, pg.GridItem))
        assert grid.opts["pen"].color() == QColor(DARK.grid)
        assert view.seq_line.pen.color() == QColor(DARK.sequence_length)
        assert view.seq_line.label.fill.color().rgb() == QColor(DARK.panel).rgb()
        assert view.legend.opts["brush"].color().rgb() == QColor(DARK.panel).rgb()
        assert _rgb(DARK.text) in _html_colours(view.readout.item.toHtml())
    finally:
        view.close()
        view.deleteLater()


# -- line widths in exports --------------------------------------------------------------------------

def _thickest_run(image: QImage, colour: str, x_from: int, x_to: int) -> float:
    """The median over columns of the longest vertical run of pixels near ``colour``."""
    target = np.array(QColor(colour).getRgb()[:3])
    ptr = image.convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(ptr.constBits(), np.uint8).reshape(ptr.height(), ptr.bytesPerLine())
    rgb = data[:, : 3 * ptr.width()].reshape(ptr.height(), ptr.width(), 3).astype(int)
    near = np.abs(rgb - target).sum(axis=2) < 60
    runs = []
    for x in range(x_from, x_to):
        column, best, run = near[:, x], 0, 0
        for v in column:
            run = run + 1 if v else 0
            best = max(best, run)
        if best:
            runs.append(best)
    return float(np.median(runs))


def test_a_300_dpi_export_draws_its_lines_as_much_thicker_as_its_text(qapp):
    """At 300 DPI a layout pixel is 300/96 image pixels: the curve (2 px wide on screen) is
    about three times as thick as at 96 DPI (measured: a solid core of 1 pixel at 96 DPI, 6 at
    300 DPI; 1 at 300 DPI when the export does not scale its lines)."""
    params = Params(seq_len=12)  # a gentle curve, nearly flat between markers
    widths = {}
    for dpi in (96.0, 300.0):
        record = FigureRecord("similarity", params, FigureOptions(1200, 600, dpi))
        image = export.render_image(record)
        widths[dpi] = _thickest_run(image, LIGHT.similarity, 600, 700)
    assert widths[96.0] <= 4
    assert widths[300.0] >= 2.5 * widths[96.0]
