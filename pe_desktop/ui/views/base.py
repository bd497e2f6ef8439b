"""What every view shares: a pyqtgraph plot, a latest-wins runner, the viewport.

A view is given :class:`Params` and draws. It builds a *request* (plain data:
params and the visible bins) on the GUI thread, the runner evaluates the pure
``compute(request)`` off the GUI thread, and ``apply`` draws the result. Export
calls ``render_sync`` to do the same synchronously, so a saved picture is exactly
what the window shows.

Over 600 lines because it is the one home of what every view would otherwise repeat: the
declared hooks, the runner, viewport binning, text fitting and the figure layout.
"""
from __future__ import annotations

import html
import logging
import math
import weakref
from collections.abc import Callable
from typing import Any, ClassVar

import pyqtgraph as pg
import shiboken6
from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QGraphicsView, QVBoxLayout, QWidget

from ...core import catalogue, models
from ...core.errors import ExportError, InputError
from ...core.params import ParamError, Params, choice_words
from ...core.text import msg
from ...core.viewport import AxisBins
from ...i18n import localize, tr
from ..legends import MAX_HIDDEN, hidden_fraction, legend_key, place_in_emptiest_corner, place_line_labels
from ..runner import LatestWinsRunner
from ..style import LIGHT, PlotStyle
from .axes import FIGURE_TICK_OUT, CellAxis, FlatGrid, ReadableAxis, cell_axis_items
from .labels import MIN_LABEL, WrappingLabel, WrappingPlot


def configure_pyqtgraph() -> None:
    """pyqtgraph's global options, the same for every view wherever it is created."""
    pg.setConfigOptions(imageAxisOrder="row-major", antialias=True,
                        background=LIGHT.background, foreground=LIGHT.text)


# Requests costing at most this many evaluated values (about a millisecond) are computed on
# the GUI thread; larger ones go to the view's background runner.
INLINE_COST = 200_000
# After a parameter change computed in the background, the view holds its old frame (no
# repaint of the old picture on the new axes) until the new result is drawn, or this long.
HOLD_MS = 300


def _reason(exc: BaseException) -> str:
    """The one-line reason an exception carries, kept as the core gave it (a translatable
    message)."""
    if len(exc.args) == 1 and isinstance(exc.args[0], str) and exc.args[0]:
        return exc.args[0]
    return str(exc) or type(exc).__name__


def _attempt(compute, request, asked: tuple[type[BaseException], ...] = ()) -> tuple[Any, Any, str | None]:
    """(request, result, None), or (request, None, one-line reason) if computing failed.
    The reason is shown localized. Errors of the ``asked`` types are raised, not caught."""
    try:
        return request, compute(request), None
    except asked:
        raise
    except (ValueError, ArithmeticError, MemoryError, OSError, ExportError) as exc:  # ParamError too
        return request, None, _reason(exc)
    except Exception as exc:  # a bug: keep the window going, keep the traceback in the log
        logging.getLogger("pe_desktop").exception("computing %r failed", request)
        return request, None, msg("internal error ({kind}: {detail}); details in the log",
                                  kind=type(exc).__name__, detail=str(exc))


class MarkerLabel(pg.InfLineLabel):
    """pyqtgraph's label of a marker line, placed along the line only while it is shown:
    pyqtgraph places a hidden one again on every change of the view (~0.1 ms each); this
    one is placed when it is shown again. Where pyqtgraph's place would put part of the text
    of a line in view outside the view, the text is moved in (the whole text shown whenever it
    is smaller than the view; else its start)."""

    def viewTransformChanged(self) -> None:  # noqa: N802 (pyqtgraph's name)
        if self.isVisible():
            super().viewTransformChanged()
        else:  # the caches pyqtgraph drops, dropped
            pg.GraphicsItem.viewTransformChanged(self)
            self._endpoints = (None, None)

    def itemChange(self, change, value):  # noqa: N802 (Qt's name)
        out = super().itemChange(change, value)
        if change == self.GraphicsItemChange.ItemVisibleHasChanged and self.isVisible():
            self.updatePosition()
        return out

    def updatePosition(self) -> None:  # noqa: N802 (pyqtgraph's name)
        super().updatePosition()
        view = self.getViewBox()
        if not isinstance(view, pg.ViewBox):
            return
        self.updateTransform()  # (the text's size on screen, now)
        box, rect = view.sceneBoundingRect(), self.sceneBoundingRect()
        if box.isEmpty() or rect.isEmpty() or not box.contains(self.scenePos()):
            return  # (a line out of view: its label stays with it, out of view)
        # the anchor is the point of the text (fractions of its size) at the label's place
        dx = inward(rect.left(), rect.right(), box.left(), box.right())
        dy = inward(rect.top(), rect.bottom(), box.top(), box.bottom())
        if dx or dy:
            self.setAnchor((self.anchor.x() - dx / rect.width(), self.anchor.y() - dy / rect.height()))


def inward(low: float, high: float, box_low: float, box_high: float) -> float:
    """How far to move [low, high] so that it lies within [box_low, box_high] (its start at
    box_low when it is longer): 0 when it does."""
    if low < box_low or high - low > box_high - box_low:
        return box_low - low
    if high > box_high:
        return box_high - high
    return 0.0


def marker_line(angle: float = 90, **label_opts) -> pg.InfiniteLine:
    """A fixed marker line at ``angle`` with an empty :class:`MarkerLabel` (``label_opts``:
    pyqtgraph's InfLineLabel options, e.g. position and anchors)."""
    line = pg.InfiniteLine(angle=angle, movable=False)
    line.label = MarkerLabel(line, text="", **label_opts)
    return line


def place_line(line: pg.InfiniteLine, value: float, visible: bool) -> None:
    """Show ``line`` at ``value``, or hide it; a hidden line is not moved (moving one costs
    ~0.05 ms, and a line at a view coordinate moves whenever the view's origin does)."""
    if visible:
        line.setValue(value)
    line.setVisible(visible)


def set_line_label(line: pg.InfiniteLine, text: str) -> None:
    """Give a marker line's label its text now, shown or hidden: pyqtgraph's setFormat
    redraws only a visible label, so a line shown later kept its old words. A label that
    already says ``text`` is left as it is (laying it out again cost ~0.1 ms a change)."""
    if line.label.format == text and line.label.toPlainText() == text:
        return
    line.label.setFormat(text)
    line.label.setText(text)
    line.label.updatePosition()


def scene_axes(scene) -> tuple[pg.AxisItem, ...]:
    """The axes of ``scene``: the plots' and the colour bars'."""
    return tuple(item for item in scene.items() if isinstance(item, pg.AxisItem))


def fit_state(vb: pg.ViewBox, request: tuple) -> tuple:
    """What decides and shows the range ``request`` (x range, y range, padding) sets on
    ``vb``: per axis asked, its target range, auto-range flag and limits; the aspect lock and
    log modes."""
    limits = vb.state["limits"]
    return tuple((tuple(vb.state["targetRange"][ax]), vb.state["autoRange"][ax],
                  tuple(limits[("xLimits", "yLimits")[ax]]), tuple(limits[("xRange", "yRange")[ax]]))
                 for ax in (0, 1) if request[ax] is not None) + (vb.state["aspectLocked"],
                                                                  tuple(vb.state["logMode"]))


def readable_axes(axes) -> None:
    """Every one of ``axes`` not built as a :class:`ReadableAxis` (a plot's hidden top or
    right axis, an axis with tick text given by setTicks) left unscaled: pyqtgraph 0.14 still
    scales an axis without units whose values lie within [0, 1] (×1000) or past 10⁹ (×10⁻⁹)
    after enableAutoSIPrefix(False) (see ReadableAxis). Each axis is set once."""
    for item in axes:
        if isinstance(item, ReadableAxis) or item in _READABLE:
            continue
        _READABLE.add(item)
        item.setSIPrefixEnableRanges(())
        item.enableAutoSIPrefix(False)


_READABLE: weakref.WeakSet = weakref.WeakSet()  # axes readable_axes has set


def style_line(line: pg.InfiniteLine, style: PlotStyle, colour: str, width: float = 1.0,
               dash: Qt.PenStyle | None = None, fill: int | None = None) -> None:
    """A marker line drawn in ``colour``; its label, if it has one, written in it, on the
    style's panel colour at alpha ``fill`` (None: no fill)."""
    line.setPen(style.pen(colour, width, dash))
    label = getattr(line, "label", None)
    if label is not None:
        label.setColor(style.colour(colour))
        if fill is not None:
            label.fill = style.brush(style.panel, fill)
        label.update()


def style_legend(legend: pg.LegendItem, style: PlotStyle, alpha: int) -> None:
    """A legend on the style's panel colour (translucent: ``alpha``), framed, its text in
    the text colour."""
    legend.setPen(style.pen(style.frame))
    legend.setBrush(style.brush(style.panel, alpha))
    legend.setLabelTextColor(style.colour(style.text))


def style_axes(axes, style: PlotStyle) -> None:
    """Each of ``axes`` in the style's colours."""
    pen, text = style.pen(style.axis), style.colour(style.text)
    for item in axes:
        if item.pen() != pen:
            item.setPen(pen)
        if item.textPen().color() != text:
            item.setTextPen(text)  # after setPen: the axis label takes this colour


def shift_check_scope(check) -> str:
    """Where a diagonal-shift residual (max |M[p,q] − M[p+1,q+1]|) was measured: a check with
    ``all_cells``, ``rows`` and ``cols`` (the similarity matrix's and RoPE scores')."""
    if check.all_cells:
        return tr("over all {rows:,} × {cols:,} shown cells with a diagonal neighbour",
                  rows=check.rows, cols=check.cols)
    return tr("at {rows:,} × {cols:,} positions spread over the shown range",
              rows=check.rows, cols=check.cols)


def choice_label(name: str, key: str) -> str:
    """The label the panel's combo shows for choice ``key`` of parameter ``name`` ("Llama 3.1"
    for scaling "llama3"), in the current language: what the window's texts name it by."""
    return localize(choice_words(name, key))


def model_name(params: Params | None) -> str:
    """The name of the model the params were opened from ('' for none); a model that cannot
    be read is named by its path (the view says why when it draws)."""
    if params is None or not params.model:
        return ""
    try:
        return models.load(params.model).name
    except ParamError:
        return params.model


MIN_PLOT = (120, 90)  # a plot area is never smaller than this: the page scrolls instead
MAX_REFLOWS = 6
# left, top, right, bottom of a compact figure's plots (the window: 9 px each; a colour bar's
# end tick needs the height)
FIGURE_MARGINS = (4, 9, 4, 9)


def fit_title_row(label: pg.LabelItem) -> bool:
    """A plot's title row, which pyqtgraph fixes at 30 px, as high as the wrapped title
    (not from within a resize: the layout is being applied then)."""
    plot = label.parentItem()
    if not (isinstance(plot, pg.PlotItem) and plot.titleLabel is label and label.isVisible()):
        return False
    height = max(30.0, label.itemRect().height())  # (its minimum is capped at the maximum)
    if label.maximumHeight() == height:
        return False
    label.setMaximumHeight(height)
    plot.layout.setRowFixedHeight(0, height)
    return True


def fit_label(label: pg.LabelItem) -> bool:
    """Wrap ``label``'s text at the width the layout gives it, if its line is longer; the
    minimum of a :class:`WrappingLabel` (every label of the views, their plots and legends)
    becomes the wrapped height and a narrow width. True if anything changed. The same text
    at the same width is not measured again (measuring it repainted it)."""
    if isinstance(label, WrappingLabel):
        label.narrow = True  # from its next minimum on
    text = label.item
    width = label.geometry().width()
    old = text.textWidth()
    fitted = (label.text, repr(label.opts), width, old)
    if _FITTED.get(label) == fitted and label.minimumWidth() <= MIN_LABEL:
        return fit_title_row(label)
    text.setTextWidth(-1)
    natural = text.boundingRect().width()
    target = -1.0 if natural <= width + 0.5 or width <= 0 else max(float(MIN_LABEL), width)
    text.setTextWidth(target)
    _FITTED[label] = (label.text, repr(label.opts), width, target)
    if old == target and label.minimumWidth() <= MIN_LABEL:
        return fit_title_row(label)
    label.resizeEvent(None)  # place the text again (centred titles stay centred), new minimum
    fit_title_row(label)
    return True


_FITTED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # label → what fit_label fitted


def fit_legend(legend: pg.LegendItem) -> bool:
    """The plot area holding a legend is at least as large as the legend and its offset."""
    vb = legend.parentItem()
    rect = legend.boundingRect()
    dx, dy = (abs(v) for v in (legend.opts.get("offset") or (0, 0)))
    width = max(MIN_PLOT[0], rect.width() + dx + 4)
    height = max(MIN_PLOT[1], rect.height() + dy + 4)
    if vb.minimumWidth() >= width - 0.5 and vb.minimumHeight() >= height - 0.5:
        return False
    vb.setMinimumSize(max(width, vb.minimumWidth()), max(height, vb.minimumHeight()))
    return True


def fit_axis(axis: pg.AxisItem) -> bool:
    """An axis is at least as long as its label (a rotated label longer than a short plot
    was cut at both ends). True if its minimum changed."""
    length = axis.label.boundingRect().width() + 8 if axis.label.isVisible() and axis.labelText else 0
    vertical = axis.orientation in ("left", "right")
    current = axis.minimumHeight() if vertical else axis.minimumWidth()
    if current >= length - 0.5:
        return False
    if vertical:
        axis.setMinimumHeight(length)
    else:
        axis.setMinimumWidth(length)
    return True


# Aspect-locked plots (square cells, the unit circle) show more of one axis than the data
# spans when the plot is wide or tall; their pan limits leave this many data extents free on
# each side, room for a plot 40 times wider than high (pyqtgraph cuts the other axis when the
# limits do not allow the growth).
LOCKED_MARGIN = 20


class PlotView(QWidget):
    name: ClassVar[str] = ""  # its entry in core/catalogue.py, which gives the four below
    title: ClassVar[str] = ""  # marked with N_(); shown translated
    controls: ClassVar[tuple[str, ...]] = ()  # names of its own parameters in core.params.SPECS
    # the shared parameters (core.params.ENCODING_PARAMS + VIEW_SETTINGS) it draws with
    shared: ClassVar[tuple[str, ...]] = ()
    one_scheme: ClassVar[bool] = False  # draws params.scheme alone: the others' fields are unused
    one_grid: ClassVar[bool] = False  # draws params.grid_encoding: the other encodings' fields are unused
    readout_wraps: ClassVar[bool] = True  # False: the readout is a column beside the plots
    keeps_data_clear = True  # False: a figure's export places its legends by its own rules
    wrapped_labels: ClassVar[tuple[str, ...]] = ("readout",)  # text under the plots that wraps
    cell_sides: ClassVar[tuple[str, ...]] = ()  # sides of self.plot along cells (a heatmap's)
    has_narrow: ClassVar[bool] = False  # arrange(True) lays its plots out for a narrow page
    # requests costing at most this much are computed on the GUI thread (see INLINE_COST)
    inline_cost: ClassVar[int] = INLINE_COST

    hovered = Signal(str)  # a status-bar line describing the cell under the mouse
    rendered = Signal()  # a new result was drawn
    failed = Signal(str)

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        entry = catalogue.BY_NAME[cls.name]  # a view is named in the catalogue first
        cls.title, cls.controls, cls.shared = entry.title, entry.controls, entry.shared
        cls.one_scheme, cls.one_grid = entry.one_scheme, entry.one_grid

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        configure_pyqtgraph()  # views draw alike wherever they are created
        self.params: Params | None = None
        self.shown: Any = None  # the request whose result is on screen
        self.summary = ""  # one line: what is drawn and whether it is averaged
        self.error = ""  # why the last request could not be drawn, if it could not
        self._pending = ""  # "fit" or "configure" owed since the view was last visible
        self._drawn_with: Params | None = None  # the params it had when hidden, if given others since
        self._last: Any = None  # (request, result) drawn last: redrawn when the language changes
        self._holding = False  # painting held until the result of a parameter change arrives
        self._hold_timer = QTimer(self)  # … or until this fires (HOLD_MS), whichever is first
        self._hold_timer.setSingleShot(True)
        self._hold_timer.timeout.connect(self._release)
        self.plot_style: PlotStyle = LIGHT  # the colours and pens it draws with
        self._stylers: list[Callable[[PlotStyle], Any]] = []
        self._axes_settled: tuple | None = None  # (style, axes) the axes were last set for
        self.graphics = pg.GraphicsLayoutWidget()
        self.graphics.setBackground(self.plot_style.background)
        # One rectangle around what changed: clipping a frame's lines to pyqtgraph's many small
        # dirty rectangles (a curve's) cost more than painting the rectangle around them.
        self.graphics.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # The solid background filled where painted: a cached one is made anew, a pixmap the
        # viewport's size, whenever the scene rect is set (every layout pass).
        self.graphics.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        # ... by the view alone: Qt's scroll area fills its viewport with the palette first
        # (autoFillBackground), each repaint's rectangle filled twice (~0.1 ms a change here)
        viewport = self.graphics.viewport()
        viewport.setAutoFillBackground(False)
        viewport.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.plot: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items(self.cell_sides))
        self.graphics.addItem(self.plot)
        self.plot.hideButtons()
        self._set_title()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.graphics)
        self.runner = LatestWinsRunner(self, progress=True)
        self._asked: Any = None  # the request given to the runner last
        self.runner.set_handlers(self._deliver, self._report)
        self._fitting = False
        self._fit_kept: dict[pg.ViewBox, tuple] = {}  # set_fit_range's last request per box, what it left
        self._reflow_pending = False
        self._reflows = 0
        self._legend_keys: dict[pg.LegendItem, tuple[pg.LabelItem, pg.PlotItem]] = {}  # legends moved out
        self._minimum = QSize()
        self.compact = False  # laid out for a small figure (figure_layout)
        self.narrow = False  # arranged for a page narrower than its wide layout's minimum
        self._offered = 0  # the width its page offers (0: none, an offscreen figure)
        self._wide_minimum = 0  # its wide layout's minimum width when it last went narrow
        # the data point the main plot's view coordinates (0, 0) show (set_origin)
        self.origin = (0.0, 0.0)
        self.plot.getViewBox().sigRangeChangedManually.connect(self._range_changed)
        self.plot.getViewBox().sigResized.connect(self._range_changed)
        self.graphics.scene().sigMouseMoved.connect(self._mouse_moved)
        self.destroyed.connect(self.runner.stop)

    # -- language -------------------------------------------------------------------------
    def _set_title(self) -> None:
        if self.error:
            self.plot.setTitle(tr("⚠ Cannot draw: {reason}", reason=localize(self.error)),
                               color=self.plot_style.failure, size="11pt")
        else:
            name = model_name(self.params)
            # on a line of its own: the title's width is the plot's minimum width
            title = (tr("{title}<br><span style='font-size:9pt'>model: {name}</span>",
                        title=localize(self.title), name=html.escape(name)) if name
                     else localize(self.title))
            self.plot.setTitle(title, color=self.plot_style.text, size="11pt")

    # -- style ----------------------------------------------------------------------------
    def styled(self, apply: Callable[[PlotStyle], Any]) -> None:
        """Call ``apply(style)`` now and whenever the view is given another style: where a view
        gives the items it keeps their pens, brushes and colours."""
        self._stylers.append(apply)
        apply(self.plot_style)

    def set_origin(self, x: float, y: float) -> None:
        """Draw the main plot's data point (x + u, y + v) at its view coordinates (u, v), its
        axes and grid labelled in data values: a view whose data start far from 0 (at an
        offset) keeps its view range when they move along, and pyqtgraph has nothing to move
        but what it draws. ``view_range``, hovering and ``visible_bins`` speak data values."""
        origin = (float(x), float(y))
        if origin == self.origin:
            return
        self.origin = origin
        for side, axis in self.plot.axes.items():
            if isinstance(axis["item"], ReadableAxis):
                axis["item"].set_origin(origin[0] if side in ("top", "bottom") else origin[1])
        for item in self.plot.items:
            if isinstance(item, FlatGrid):
                item.set_origin(origin)

    def add_grid(self, plot: pg.PlotItem) -> pg.GridItem:
        """An opaque grid in the style's grid colour, not antialiased: pyqtgraph's translucent
        axis grid costs ~10 ms a frame."""
        grid = FlatGrid(textPen=None)
        self.styled(lambda s: grid.setPen(s.pen(s.grid)))
        plot.addItem(grid)
        return grid

    def set_plot_style(self, style: PlotStyle) -> None:
        """Draw with ``style`` from now on: the items it keeps are given their new colours and
        every text and result is drawn again (as when the language changes)."""
        if style == self.plot_style:
            return
        self.plot_style = style
        self.graphics.setBackground(style.background)
        for apply in self._stylers:
            apply(style)
        self.retranslate()
        self._settle_axes()
        self.reflow_soon()  # texts given again in other colours are laid out anew

    def _settle_axes(self) -> None:
        """Every axis of the view readable and in its style's colours: set again only when its
        axes or its style changed since (no view sets an axis's pens itself; ~0.05 ms a call)."""
        axes = scene_axes(self.graphics.scene())
        if self._axes_settled == (self.plot_style, axes):
            return
        readable_axes(axes)
        style_axes(axes, self.plot_style)
        self._axes_settled = (self.plot_style, axes)  # holding them: no id is reused meanwhile

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Show every text in the current language, in place: the title, the texts set once
        (``translate_texts``), the axes (``configure``) and what ``apply`` wrote."""
        self.__dict__.pop("_memo", None)  # configure() sets every label again
        self._set_title()
        self.reflow_soon()  # texts of another length: wrap them again
        self.translate_texts()
        if self.params is None:
            return
        self._fold_hidden()
        if self._pending != "fit":
            self.configure()
        if self._last is not None and not self.error:
            self.apply(*self._last)
        elif self.error:
            self.summary = self._error_summary()

    def _error_summary(self) -> str:
        return tr("{view}: cannot draw: {reason}", view=localize(self.title),
                  reason=localize(self.error))

    def translate_texts(self) -> None:
        """Texts a subclass sets once (legends, colour-bar labels): set them here, in the
        current language; called at the end of its __init__ and when the language changes."""

    # -- parameters and viewport ---------------------------------------------------------
    def set_params(self, params: Params) -> None:
        """Draw ``params``. A hidden view (another tab) only keeps them: it compares them with
        what it drew last and catches up when shown."""
        old, self.params = self.params, params
        if not self.isVisible() and old is not None:
            if self._drawn_with is None:
                self._drawn_with = old
            return
        self._note_change(old, params)
        if self.isVisible():
            self._catch_up()

    def _note_change(self, old: Params | None, params: Params) -> None:
        """What changing from ``old`` to ``params`` asks of the view before it draws."""
        if old is None or old.model != params.model:
            self._set_title()
        if old is None or self.extent_key(old) != self.extent_key(params):
            self._pending = "fit"
        elif self.configure_key(old) != self.configure_key(params) and self._pending != "fit":
            self._pending = "configure"

    def _fold_hidden(self) -> None:
        """Params given while hidden: what they ask, noted now."""
        if self._drawn_with is not None:
            old, self._drawn_with = self._drawn_with, None
            self._note_change(old, self.params)

    def _catch_up(self) -> None:
        self._fold_hidden()
        pending, self._pending = self._pending, ""
        if pending == "fit":
            self.fit()
            return
        if pending == "configure":
            self.configure()
        self.schedule()

    def fit(self) -> None:
        """Show the whole extent of the data."""
        if self.params is None:
            return
        self.configure()
        self._fitting = True
        try:
            self.fit_range()
        finally:
            self._fitting = False
        self.schedule()

    def set_fit_range(self, vb: pg.ViewBox, x_range: tuple[float, float] | None = None,
                      y_range: tuple[float, float] | None = None, padding: float = 0.0) -> None:
        """``vb.setRange(xRange=x_range, yRange=y_range, padding=padding)``, unless ``vb``
        still holds, on those axes, the range, auto-range flags and limits the same request
        gave it last (an offset change asks the same in view coordinates: ~0.1 ms)."""
        request = (x_range, y_range, padding)
        kept = self._fit_kept.get(vb)
        if kept is not None and kept[0] == request and kept[1] == fit_state(vb, request):
            return
        vb.setRange(xRange=x_range, yRange=y_range, padding=padding)
        self._fit_kept[vb] = (request, fit_state(vb, request))

    def fit_locked(self, x_range: tuple[float, float], y_range: tuple[float, float]) -> None:
        """Show all of x_range × y_range in the aspect-locked main plot. pyqtgraph's setRange
        with both ranges keeps x and cuts y to the box's shape (a wide, short plot showed 7 of
        50 rows); here the axis the data fills is kept and the other grows."""
        vb = self.plot.getViewBox()
        vb.setRange(xRange=x_range, yRange=y_range, padding=0, update=False)
        (x0, x1), (y0, y1) = x_range, y_range
        if vb.width() * (y1 - y0) > vb.height() * (x1 - x0):  # the box is wider than the data
            vb.setYRange(y0, y1, padding=0)
        else:
            vb.setXRange(x0, x1, padding=0)

    def view_range(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """The visible data range ((x0, x1), (y0, y1)), to draw the same region elsewhere."""
        return self.data_range(0), self.data_range(1)

    def data_range(self, axis: int) -> tuple[float, float]:
        """The main plot's visible range along ``axis`` (0: x, 1: y) in data values."""
        lo, hi = self.plot.getViewBox().viewRange()[axis]
        return float(lo) + self.origin[axis], float(hi) + self.origin[axis]

    def set_view_range(self, view_range) -> None:
        (x0, x1), (y0, y1) = view_range
        ox, oy = self.origin
        self._fitting = True
        try:
            self.plot.getViewBox().setRange(xRange=(x0 - ox, x1 - ox), yRange=(y0 - oy, y1 - oy), padding=0)
        finally:
            self._fitting = False
        self.schedule()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.wrap_readout()
        self.reflow_soon()

    def layout_settled(self) -> bool:
        """No reflow pass is waiting: the texts are wrapped and the minimum is up to date."""
        return not self._reflow_pending

    def reflow_soon(self) -> None:
        """Wrap the texts and settle the minimum again once Qt has laid the view out (after
        anything that may change a text: a result, a resize, the language, the colours)."""
        if not self._reflow_pending:
            self._reflow_pending = True
            QTimer.singleShot(0, self._reflow_pass)

    def _reflow_pass(self) -> None:
        if not shiboken6.isValid(self):
            return
        self._reflow_pending = False
        # the layout at the view's size again (Qt kept it at its old minimum if that was
        # larger), and the geometry the labels are given, now
        self.graphics.setRange(self.graphics.range, padding=0, disableAutoPixel=False)
        self.graphics.ci.layout.activate()
        if self.reflow():
            self._reflows += 1
            if self._reflows < MAX_REFLOWS:  # each pass narrows the layout; it settles in 2 or 3
                self.reflow_soon()
        else:
            self._reflows = 0
            self.keep_data_clear()
            self._fit_width()

    def offer_width(self, width: int) -> None:
        """The page showing the view offers ``width`` px: a view that ``has_narrow`` arranges
        itself narrow while its wide layout needs more, so the page does not scroll sideways."""
        self._offered = width
        self._fit_width()

    def _fit_width(self) -> None:
        if not (self.has_narrow and self._offered):
            return
        needed = self.minimumSizeHint().width()
        if not self.narrow and needed > self._offered:
            self._wide_minimum = needed
            self.narrow = True
        elif self.narrow and self._offered >= self.wide_minimum():
            self.narrow = False
        else:
            return
        self.arrange(self.narrow)
        self.reflow_soon()

    def wide_minimum(self) -> int:
        """While arranged narrow: the width the wide layout needs (default: what it needed
        when it was last tried)."""
        return self._wide_minimum

    def arrange(self, narrow: bool) -> None:
        """Place the plots for a narrow page (``narrow``) or a wide one (views that
        ``has_narrow``: the window calls it through :meth:`offer_width`)."""

    def keep_data_clear(self) -> None:
        """A figure's rules in the window too, once it is laid out: a legend over more than
        ``MAX_HIDDEN`` of its plot's points goes to the corner where it hides the fewest, or
        where every corner does, under the plot as a key; a marker line's label moves off the
        data and the legends (at 800 px the Distance decay legend hid the sinusoidal and RoPE
        curves, the RoPE frequencies one the "original context" label)."""
        if not self.keeps_data_clear:
            return
        items = self.graphics.scene().items()
        moved = False
        for legend, (key, _plot) in self._legend_keys.items():
            if legend.isVisible():  # the view showed it again: it is in its plot
                moved |= self._legend_inside(legend)
            elif key.isVisible():  # out: the key follows the entries
                key.setText(legend_key(legend), color=self.plot_style.text, size="9pt")
        for legend in items:
            if isinstance(legend, pg.LegendItem) and isinstance(legend.parentItem(), pg.ViewBox) \
                    and legend.isVisible() and legend.items and hidden_fraction(legend) > MAX_HIDDEN \
                    and place_in_emptiest_corner(legend) > MAX_HIDDEN:
                moved |= self._legend_below(legend)
        for vb in items:
            if isinstance(vb, pg.ViewBox):
                place_line_labels(vb)
        if moved:
            self.reflow_soon()  # a key in the layout or out of it: wrap and measure again

    def _legend_below(self, legend: pg.LegendItem) -> bool:
        """``legend`` hidden, its entries as a key under its plot's x axis (row 4 of the
        PlotItem's own layout)."""
        plot = legend.parentItem().parentItem()  # the ViewBox's PlotItem
        if not isinstance(plot, pg.PlotItem):
            return False
        if legend not in self._legend_keys:
            self._legend_keys[legend] = (WrappingLabel(justify="left"), plot)
        key = self._legend_keys[legend][0]
        key.setText(legend_key(legend), color=self.plot_style.text, size="9pt")
        plot.layout.addItem(key, 4, 1)
        key.show()
        legend.hide()
        legend.parentItem().setMinimumSize(*MIN_PLOT)  # the room it had inside is not needed
        return True

    def legends_inside(self) -> None:
        """Every legend moved under its plot back in it, to be tried there again (the window
        was resized); not on the view's own resizes, which a key in its layout causes."""
        if any([self._legend_inside(legend) for legend in self._legend_keys]):
            self.reflow_soon()

    def _legend_inside(self, legend: pg.LegendItem) -> bool:
        """The legend back in its plot, its key out of the layout; True if it was out."""
        key, plot = self._legend_keys[legend]
        if not key.isVisible():
            return False
        plot.layout.removeItem(key)
        key.hide()
        legend.show()
        return True

    def reflow(self) -> bool:
        """Titles and texts in the plots wrap at the width the layout gives them (a long
        title in either language never sets the view's width), every plot area keeps a
        usable size, and the view's minimum follows: below it the page scrolls, nothing is
        cut. True if anything changed."""
        changed = False
        # texts under or beside the plots wrap at the widths wrap_readout or the view gives them
        wrapped = {id(getattr(self, name, None)) for name in self.wrapped_labels}
        least = self.plot_minimum()
        for item in self.graphics.scene().items():
            if isinstance(item, pg.LabelItem) and item.isVisible():
                if id(item) not in wrapped:
                    changed |= fit_label(item)
            elif isinstance(item, pg.AxisItem):
                changed |= fit_axis(item)
            elif isinstance(item, pg.LegendItem) and isinstance(item.parentItem(), pg.ViewBox) \
                    and item.isVisible():  # a legend shown as a key needs no room inside
                changed |= fit_legend(item)
            elif isinstance(item, pg.ViewBox) and not isinstance(item.parentItem(), pg.ColorBarItem) \
                    and (item.minimumWidth() < least[0] or item.minimumHeight() < least[1]):
                item.setMinimumSize(*least)
                changed = True
        minimum = self.minimumSizeHint()
        if minimum != self._minimum:
            self._minimum = minimum
            self.updateGeometry()
            changed = True
        return changed

    def plot_minimum(self) -> tuple[int, int]:
        """The smallest plot area (layout pixels) this view's plots are laid out to."""
        return MIN_PLOT

    def minimumSizeHint(self) -> QSize:
        """What the plots need (axes, colour bars, wrapped titles, a usable plot area)."""
        hint = self.graphics.ci.effectiveSizeHint(Qt.SizeHint.MinimumSize)
        frame = 2 * self.graphics.frameWidth()
        return QSize(math.ceil(hint.width()) + frame, math.ceil(hint.height()) + frame)

    def figure_layout(self, width: float, height: float) -> None:
        """Lay the view out for a figure of ``width`` × ``height`` layout pixels that its
        window layout does not fit (export calls it, then draws again; a window's view is
        never given it). Here: the readouts (``wrapped_labels``) leave the picture — a figure's
        caption says what they say, the plots keep the room. Views with several plots
        override it to lay them out for the size (fewer per row), then call this."""
        self.compact = True
        self.graphics.ci.setContentsMargins(*FIGURE_MARGINS)  # a figure's edge needs no window frame
        for item in self.graphics.scene().items():  # minimums grown for the window's texts
            if isinstance(item, pg.ViewBox) and not isinstance(item.parentItem(), pg.ColorBarItem):
                item.setMinimumSize(*self.plot_minimum())
            elif isinstance(item, pg.AxisItem):
                if isinstance(item, CellAxis) and item.style["tickLength"] > 0:
                    item.setStyle(tickLength=FIGURE_TICK_OUT)
                if item.orientation in ("left", "right"):
                    item.setMinimumHeight(0)
                else:
                    item.setMinimumWidth(0)
        for name in self.wrapped_labels:
            label = getattr(self, name, None)
            if label is not None and label in self.graphics.ci.items:
                self.graphics.ci.removeItem(label)
                label.setVisible(False)
        self.retranslate()  # texts a view shortens when compact

    def wrap_readout(self) -> None:
        """Text under the plots (the LabelItems named in ``wrapped_labels``) wraps at the view's
        width, so a long line in either language never runs past the edge or widens the scene."""
        if not self.readout_wraps:
            return
        width = max(200, self.width() - 30)
        for name in self.wrapped_labels:
            label = getattr(self, name, None)
            if label is not None and label.item.textWidth() != width:
                label.item.setTextWidth(width)
                label.set_narrow(True)  # not the view's minimum

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self.params is not None:
            self._catch_up()

    def _range_changed(self, *args: Any) -> None:
        if self._fitting or self.params is None:
            return
        if self.isVisible() and (self._pending or self._drawn_with is not None):
            # params not yet configured (a tab resized as it is shown): configure them first
            self._catch_up()
            return
        self.schedule(hold=False)  # zoom, pan, resize: the old picture follows the hand

    def pixels(self, plot: pg.PlotItem | None = None) -> tuple[int, int]:
        """The device pixels (width, height) of ``plot``'s data area (default: the main plot)."""
        vb = (plot or self.plot).getViewBox()
        ratio = self.devicePixelRatioF() or 1.0
        return max(1, int(vb.width() * ratio)), max(1, int(vb.height() * ratio))

    def visible_bins(self, axis: int, lo_limit: int, hi_limit: int, pixels: int) -> AxisBins:
        """Integer cells of the data visible along ``axis`` (0: x, 1: y), binned to pixels."""
        lo, hi = self.data_range(axis)
        start = max(lo_limit, math.floor(lo))
        stop = min(hi_limit, math.ceil(hi))
        if stop <= start:
            start, stop = lo_limit, hi_limit
        return AxisBins.fit(start, stop, pixels)

    # -- computing --------------------------------------------------------------------
    def schedule(self, hold: bool = True) -> None:
        """Ask for the current params and viewport to be drawn. A hidden view (another tab)
        waits until it is shown, so only what is on screen costs anything. ``hold``: paint
        nothing until the result is drawn (a parameter change; not a zoom or pan)."""
        if self.params is None or not self.isVisible():
            return
        request = self.request()
        if request == self.shown:
            return
        compute = type(self).compute
        if self.cost(request) <= self.inline_cost:
            # Cheaper than a round trip through the worker: draw now, in the same event-loop
            # turn as the other views, so each viewport paints once per change.
            self.runner.cancel()  # a result still computing is now stale
            self._asked = None
            self._deliver(_attempt(compute, request))
            return
        if request == self._asked and self.runner.has_work():
            return  # already waiting, computing or done (asking again would make it stale)
        if hold:
            self._hold()
        self._asked = request
        self.runner.submit(lambda: _attempt(compute, request))

    def _hold(self) -> None:
        """Paint nothing until the new result is drawn: the old picture on new axes would be
        a wrong frame, and painting it delays the right one."""
        if not self._holding:
            self._holding = True
            self.graphics.setUpdatesEnabled(False)
            self._hold_timer.start(HOLD_MS)

    def _release(self) -> None:
        if self._holding and shiboken6.isValid(self):
            self._holding = False
            self._hold_timer.stop()  # (a new hold starts it afresh: no earlier one can end it)
            self.graphics.setUpdatesEnabled(True)  # schedules the paint

    def render_sync(self) -> None:
        """Compute and draw now, on this thread (export and tests of export)."""
        try:
            request, result, error = _attempt(type(self).compute, self.request(), (ParamError, InputError))
        except (ParamError, InputError) as exc:  # what was asked cannot be drawn: the input's fault
            raise InputError(msg("{view}: {reason}", view=localize(self.title), reason=_reason(exc))) from None
        if error is not None:
            raise ExportError(msg("{view}: {reason}", view=localize(self.title), reason=error))
        self._deliver((request, result, None))

    def input_problem(self) -> str:
        """Why part of what the parameters ask could not be drawn although the rest was (a
        table file that cannot be used): shown in the view, and an export of it fails. ""
        if there is none. As the core gave it (translatable)."""
        return ""

    def is_current(self) -> bool:
        """True when what is drawn matches the current params and viewport."""
        return self.params is not None and self.shown == self.request()

    def _deliver(self, payload: Any) -> None:
        request, result, error = payload
        if error is None:
            if self.error:
                self.error = ""
                self._set_title()
            self._last = (request, result)
            self.apply(request, result)
            self.graphics.scene().prepareForPaint()  # ranges settled now: the paint changes none
            self._settle_axes()
            self.reflow_soon()  # new texts: wrap them at the widths they have
        else:
            # Nothing sensible to draw (e.g. an unreadable table file): say so where the
            # picture would be; the request counts as answered.
            self.error = error
            self._last = None
            self.summary = self._error_summary()
            self._set_title()
            self.failed.emit(self.summary)
        self.shown = request
        self._release()
        self.rendered.emit()
        # Drawing may change the layout (a longer readout, new tick labels) and so the pixels
        # the view has: look again once Qt has laid it out, and draw anew if they changed.
        QTimer.singleShot(0, self._recheck)

    def _recheck(self) -> None:
        if not shiboken6.isValid(self):  # an offscreen export view, deleted since
            return
        if self.params is not None and self.isVisible() and not self.is_current():
            self.schedule()

    def _report(self, message: str) -> None:
        self.failed.emit(tr("{view}: {reason}", view=localize(self.title), reason=localize(message)))

    def hover_targets(self) -> list[tuple[pg.PlotItem, Any]]:
        """The plots that answer hovering, each with its describe(x, y) → status line."""
        return [(self.plot, self.describe_point)]

    def _mouse_moved(self, scene_pos) -> None:
        if self.params is None or self.shown is None:
            return
        for plot, describe in self.hover_targets():
            vb = plot.getViewBox()
            if vb.sceneBoundingRect().contains(scene_pos):
                point = vb.mapSceneToView(scene_pos)
                ox, oy = self.origin if plot is self.plot else (0.0, 0.0)
                self.hovered.emit(describe(point.x() + ox, point.y() + oy))  # "": off the data
                return
        self.hovered.emit("")  # off the plots: the readout no longer describes the picture

    def leaveEvent(self, event) -> None:
        super().leaveEvent(event)
        self.hovered.emit("")

    # -- the hooks a view class implements ---------------------------------------------
    def extent_key(self, params: Params) -> Any:
        """The parameters whose change resets the zoom to show everything (compared with
        ``!=``): a new key fits the range (:meth:`fit_range`) after :meth:`configure`."""
        raise NotImplementedError

    def fit_range(self) -> None:
        """Set the view range to the whole extent of what the current params show."""
        raise NotImplementedError

    def request(self) -> Any:
        """What to draw now as plain, comparable data (the params and the visible bins): a
        request equal to the one shown is not computed again."""
        raise NotImplementedError

    @staticmethod
    def compute(request: Any) -> Any:
        """The arrays to draw for ``request``: static and Qt-free, as it runs off the GUI
        thread. An error it raises (ParamError, ValueError, …) is shown as the view's message."""
        raise NotImplementedError

    def apply(self, request: Any, result: Any) -> None:
        """Draw ``result``, computed for ``request``, into the view's items."""
        raise NotImplementedError

    def configure(self) -> None:
        """Axis labels, limits and settings for the current params (``self.params``); runs
        when :meth:`configure_key` or :meth:`extent_key` changes. Default: nothing."""

    def changed(self, slot: str, value: Any) -> bool:
        """True (and remember ``value``) when ``value`` differs from the last one given for
        ``slot``: lets configure() skip re-laying out labels and colour bars that stay."""
        memo = self.__dict__.setdefault("_memo", {})
        if memo.get(slot, object()) == value:
            return False
        memo[slot] = value
        return True

    def configure_key(self, params: Params) -> Any:
        """Parameters that ``configure`` depends on (beyond the extent): changing anything
        else leaves axes and labels alone, which keeps an update cheap."""
        return None

    def describe_point(self, x: float, y: float) -> str:
        """The status-bar line for the point (x, y) of the plot under the mouse, in data
        coordinates; "" off the data. Default: nothing to say."""
        return ""

    def cost(self, request: Any) -> int:
        """Roughly how many values ``compute(request)`` evaluates (default: always background)."""
        return INLINE_COST + 1
