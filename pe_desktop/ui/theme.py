"""Light and dark: one function recolours every view, whatever items it holds.

The views draw with fixed, light-background colours (near-black text, light-grey grids,
saturated curves). In dark mode :func:`theme_view` walks a view's scene and gives each
item a dark-background variant of the colour it has: neutral greys are inverted (text and
axes become light, grids and white label boxes become dark), saturated colours keep their
hue and are lightened, keeping their order of lightness. Heatmap images and colour bars
(their colour maps) are left exactly as they are.

Each item remembers the colour it was given by its view and the colour we gave it, so the
pass is idempotent: it can run after every redraw (a view may have set its colours again)
and switching back to light restores the view's own colours exactly.

The pass changes only what is on screen: exports draw fresh views, white unless asked.
"""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable, Iterable

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPalette, QPen
from PySide6.QtWidgets import QAbstractGraphicsShapeItem, QApplication

LIGHT_BACKGROUND = "#ffffff"
DARK_BACKGROUND = "#1e1e1e"
LIGHT_FOREGROUND = "#222222"  # pyqtgraph's foreground in configure_pyqtgraph
HEX = QColor.NameFormat.HexArgb
_HTML_COLOUR = re.compile(r"(?<![&\w])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b")
_MEMO = "_pe_theme"


# -- colours -----------------------------------------------------------------------------------

def dark_colour(colour: QColor) -> QColor:
    """The dark-background variant of a colour chosen for a white background."""
    h, s, lightness, a = colour.getHslF()
    if s < 0.2:  # a grey: invert, white → the dark background, near-black → near-white
        return QColor.fromHslF(max(h, 0.0), s, 0.93 - 0.81 * lightness, a)
    # lighter, keeping the order of lightness (shades of one hue stay distinguishable)
    return QColor.fromHslF(max(h, 0.0), s, 0.52 + 0.4 * lightness, a)


# Colours are remembered as "#AARRGGBB" strings (QColor's reading) and handed to pyqtgraph
# as QColor objects: pyqtgraph reads an 8-digit "#…" string as RRGGBBAA.

def _hex(value: Any) -> str | None:
    """A colour given to pyqtgraph (string, tuple, QColor, pen, brush) as #AARRGGBB."""
    if value is None:
        return None
    colour = value.color() if isinstance(value, (QPen, QBrush)) else pg.mkColor(value)
    return colour.name(HEX)


def _css_hex(value: str | None) -> str | None:
    """A colour written in Qt rich-text CSS (#AARRGGBB when 8 digits) as #AARRGGBB."""
    return None if value is None else QColor(value).name(HEX)


def _q(value: str | None) -> QColor | None:
    return None if value is None else QColor(value)


@lru_cache(maxsize=1024)
def _dark_hex(value: str | None) -> str:
    return dark_colour(QColor(value if value is not None else LIGHT_FOREGROUND)).name(HEX)


@lru_cache(maxsize=256)
def dark_html(text: str) -> str:
    """``text`` with every #rgb colour in it replaced by its dark variant."""
    return _HTML_COLOUR.sub(lambda m: dark_colour(QColor(m.group(0))).name(HEX), text)


def _several(value: Any) -> bool:
    """True for a list of pens or brushes (one per point), as opposed to one colour tuple."""
    return isinstance(value, (list, tuple)) and len(value) > 0 and not isinstance(value[0], (int, float))


def _pen_hex(pen: Any) -> str | None:
    """A pen's colour, or None if it draws nothing or is not a single pen."""
    if pen is None or _several(pen):
        return None
    try:
        pen = pg.mkPen(pen)
    except Exception:  # noqa: BLE001 -- arrays of pens and other exotic values: leave them
        return None
    return None if pen.style() == Qt.PenStyle.NoPen else pen.color().name(HEX)


def _brush_hex(brush: Any) -> str | None:
    if brush is None or _several(brush):
        return None
    try:
        brush = pg.mkBrush(brush)
    except Exception:  # noqa: BLE001
        return None
    return None if brush.style() != Qt.BrushStyle.SolidPattern else brush.color().name(HEX)


def _recoloured_pen(pen: Any, colour: str) -> QPen:
    out = QPen(pg.mkPen(pen))
    out.setColor(QColor(colour))
    return out


# -- the pass over a scene ---------------------------------------------------------------------

def _swap(item: Any, key: str, current: tuple, dark: bool, to_dark: Callable[[tuple], tuple],
          setter: Callable[[tuple], None]) -> None:
    """Give ``item`` its dark (or its own) values for ``key``. ``current`` is what it shows
    now, a tuple; a part equal to what we set last time still stands for the view's own
    value remembered, a part that differs is a new value the view has set since."""
    memo = item.__dict__.setdefault(_MEMO, {})
    own, applied = memo.get(key, (current, current))
    own = tuple(o if c == a else c for o, c, a in zip(own, current, applied))
    target = to_dark(own) if dark else own
    if target != current:
        setter(target)
    memo[key] = (own, target)


def _map_each(to: Callable[[Any], Any]) -> Callable[[tuple], tuple]:
    return lambda values: tuple(None if v is None else to(v) for v in values)


def _label(item: pg.LabelItem, dark: bool) -> None:
    colour = item.opts.get("color")
    current = (item.text, None if colour is None else _hex(colour))
    _swap(item, "label", current, dark, lambda v: (dark_html(v[0]), _dark_hex(v[1])),
          lambda v: item.setText(v[0], color=_q(v[1])))


def _axis(item: pg.AxisItem, dark: bool) -> None:
    current = (_hex(item._pen), _hex(item._textPen), _css_hex(item.labelStyle.get("color")))

    def to_dark(v):
        return (_dark_hex(v[0]), _dark_hex(v[1]), _dark_hex(v[2] or v[0]))

    def setter(v):
        pen, text, label = v
        if pen is None:
            item.setPen()
        else:
            item.setPen(_recoloured_pen(item.pen(), pen))
        if text is None:
            item.setTextPen()
        else:
            item.setTextPen(_recoloured_pen(item.textPen(), text))
        if label is None:
            item.labelStyle.pop("color", None)
        else:
            item.labelStyle["color"] = label
        item._updateLabel()

    _swap(item, "axis", current, dark, to_dark, setter)


def _text(item: pg.TextItem, dark: bool) -> None:
    current = (_hex(getattr(item, "color", None)), _brush_hex(item.fill), _pen_hex(item.border))

    def setter(v):
        colour, fill, border = v
        if colour is not None:
            item.setColor(QColor(colour))
        if fill is not None:
            item.fill = pg.mkBrush(QColor(fill))
        if border is not None:
            item.border = _recoloured_pen(item.border, border)
        item.update()

    _swap(item, "text", current, dark, _map_each(_dark_hex), setter)


def _infinite_line(item: pg.InfiniteLine, dark: bool) -> None:
    current = _pen_hex(item.pen)
    if current is not None:
        _swap(item, "pen", (current,), dark, _map_each(_dark_hex),
              lambda v: item.setPen(_recoloured_pen(item.pen, v[0])))


def _grid(item: pg.GridItem, dark: bool) -> None:
    # GridItem sets its pen's alpha itself on every paint (fainter for finer levels): only
    # the RGB part is the view's choice.
    pen = item.opts["pen"]
    if pen is None or pen.style() == Qt.PenStyle.NoPen:
        return
    _swap(item, "pen", (pen.color().name(),), dark,
          lambda v: (dark_colour(QColor(v[0])).name(),),
          lambda v: item.setPen(_recoloured_pen(pen, v[0])))


def _legend(item: pg.LegendItem, dark: bool) -> None:
    current = (_pen_hex(item.opts["pen"]), _brush_hex(item.opts["brush"]))

    def setter(v):
        if v[0] is not None:
            item.setPen(_recoloured_pen(item.opts["pen"], v[0]))
        if v[1] is not None:
            item.setBrush(QColor(v[1]))

    _swap(item, "legend", current, dark, _map_each(_dark_hex), setter)


def _data(item: pg.PlotDataItem, dark: bool) -> None:
    opts = item.opts
    current = (_pen_hex(opts.get("pen")), _brush_hex(opts.get("symbolBrush")),
               _pen_hex(opts.get("symbolPen")))

    def setter(v):
        pen, brush, symbol_pen = v
        if pen is not None:
            item.setPen(_recoloured_pen(opts["pen"], pen))
        if brush is not None:
            item.setSymbolBrush(QColor(brush))
        if symbol_pen is not None:
            item.setSymbolPen(_recoloured_pen(opts["symbolPen"], symbol_pen))

    _swap(item, "data", current, dark, _map_each(_dark_hex), setter)


def _curve(item: pg.PlotCurveItem, dark: bool) -> None:
    current = _pen_hex(item.opts.get("pen"))
    if current is not None:
        _swap(item, "pen", (current,), dark, _map_each(_dark_hex),
              lambda v: item.setPen(_recoloured_pen(item.opts["pen"], v[0])))


def _arrow(item: pg.ArrowItem, dark: bool) -> None:
    current = (_pen_hex(item.opts.get("pen")), _brush_hex(item.opts.get("brush")))

    def setter(v):
        style = {}
        if v[0] is not None:
            style["pen"] = _recoloured_pen(item.opts["pen"], v[0])
        if v[1] is not None:
            style["brush"] = pg.mkBrush(QColor(v[1]))
        item.setStyle(**style)

    _swap(item, "arrow", current, dark, _map_each(_dark_hex), setter)


def _shape(item: QAbstractGraphicsShapeItem, dark: bool) -> None:
    current = (_pen_hex(item.pen()), _brush_hex(item.brush()))

    def setter(v):
        if v[0] is not None:
            item.setPen(_recoloured_pen(item.pen(), v[0]))
        if v[1] is not None:
            brush = QBrush(item.brush())
            brush.setColor(QColor(v[1]))
            item.setBrush(brush)

    _swap(item, "shape", current, dark, _map_each(_dark_hex), setter)


def _curve_alone(item: pg.PlotCurveItem, dark: bool) -> None:
    if not isinstance(item.parentItem(), pg.PlotDataItem):  # else its PlotDataItem does it
        _curve(item, dark)


# Most specific first; images, colour bars' bars and everything else keep their colours.
_HANDLERS: tuple[tuple[type, Callable[[Any, bool], None]], ...] = (
    (pg.LabelItem, _label), (pg.AxisItem, _axis), (pg.TextItem, _text),
    (pg.InfiniteLine, _infinite_line), (pg.GridItem, _grid), (pg.LegendItem, _legend),
    (pg.PlotDataItem, _data), (pg.PlotCurveItem, _curve_alone), (pg.ArrowItem, _arrow),
    (QAbstractGraphicsShapeItem, _shape),
)
_HANDLER_OF: dict[type, Callable[[Any, bool], None] | None] = {}


def _item(item: Any, dark: bool) -> None:
    kind = type(item)
    if kind not in _HANDLER_OF:
        _HANDLER_OF[kind] = next((h for base, h in _HANDLERS if issubclass(kind, base)), None)
    handler = _HANDLER_OF[kind]
    if handler is not None:
        handler(item, dark)


def theme_view(view: Any, dark: bool) -> None:
    """Light or dark colours for one view (a PlotView): background, axes, text, lines."""
    view.graphics.setBackground(DARK_BACKGROUND if dark else LIGHT_BACKGROUND)
    if not dark and not getattr(view, "_pe_dark_once", False):
        return  # never been dark: its own colours are on screen, nothing to restore
    view._pe_dark_once = True
    for item in view.graphics.scene().items():
        _item(item, dark)


def apply_theme(views: Iterable[Any], dark: bool) -> None:
    """The one place the colour scheme reaches the plots: call with ``window.views.values()``."""
    for view in views:
        theme_view(view, dark)
        view.reflow_soon()  # texts given again in other colours are laid out anew


# -- widgets -----------------------------------------------------------------------------------

def system_is_dark() -> bool:
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def dark_palette() -> QPalette:
    """A dark palette for the widgets when the platform cannot provide one."""
    p = QPalette()
    window, base, text = QColor("#2b2b2b"), QColor("#1e1e1e"), QColor("#e6e6e6")
    disabled = QColor("#7f7f7f")
    for role, colour in (
        (QPalette.ColorRole.Window, window), (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base), (QPalette.ColorRole.AlternateBase, QColor("#262626")),
        (QPalette.ColorRole.ToolTipBase, QColor("#3a3a3a")), (QPalette.ColorRole.ToolTipText, text),
        (QPalette.ColorRole.PlaceholderText, disabled), (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.Button, QColor("#353535")), (QPalette.ColorRole.ButtonText, text),
        (QPalette.ColorRole.BrightText, QColor("#ff6b6b")), (QPalette.ColorRole.Light, QColor("#4a4a4a")),
        (QPalette.ColorRole.Midlight, QColor("#3e3e3e")), (QPalette.ColorRole.Mid, QColor("#333333")),
        (QPalette.ColorRole.Dark, QColor("#191919")), (QPalette.ColorRole.Shadow, QColor("#000000")),
        (QPalette.ColorRole.Highlight, QColor("#3d7ad6")),
        (QPalette.ColorRole.HighlightedText, QColor("#ffffff")),
        (QPalette.ColorRole.Link, QColor("#6fa8ff")), (QPalette.ColorRole.LinkVisited, QColor("#b48cff")),
    ):
        p.setColor(role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return p


def palette_is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


class WidgetScheme:
    """Asks the platform for a colour scheme (Qt ≥ 6.8) and, where it cannot oblige (no
    platform theme, the offscreen plugin), sets a dark or light palette itself."""

    def __init__(self) -> None:
        self.own_palette = False
        self.original = QPalette(QApplication.palette())

    def set(self, scheme: str) -> None:
        hints = QGuiApplication.styleHints()
        wanted = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(scheme)
        if wanted is None:
            hints.unsetColorScheme()
        else:
            hints.setColorScheme(wanted)
        dark = system_is_dark() if wanted is None else wanted == Qt.ColorScheme.Dark
        app = QApplication.instance()
        if self.own_palette:  # back to what the platform gave, then see if it will do
            app.setPalette(self.original)
            self.own_palette = False
        if palette_is_dark(app.palette()) != dark:
            app.setPalette(dark_palette() if dark else QPalette(app.style().standardPalette()))
            self.own_palette = True
