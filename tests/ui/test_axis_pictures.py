"""The views' grid and axes draw what pyqtgraph's own GridItem and AxisItem draw.

``FlatGrid`` and the axes replace pyqtgraph's drawing code with faster code of their own; the
reference is pyqtgraph's original method, run on the same item: the pictures are compared pixel
by pixel, the draw specs value by value, over ranges from a few cells to a million positions."""
from contextlib import contextmanager

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QColor, QImage, QPainter, QPicture, QRegion
from PySide6.QtWidgets import QApplication, QWidget

from pe_desktop.ui.views import axes as axes_module
from pe_desktop.ui.views.axes import TICK_OUT, CellAxis, FlatGrid, ReadableAxis, numpy_sum

RANGES = [  # (x range, y range) of the plot
    ((0, 49), (-1.05, 1.05)),
    ((1, 50), (-0.3, 12.7)),
    ((-0.98, 49.98), (0, 128)),
    ((0, 2047), (-20, 260)),
    ((8191.5, 16383.5), (-1e-3, 4e-3)),
    ((0, 1_048_575), (-1.0, 1.0)),
    ((-3.2e7, 9.7e8), (1e5, 3e6)),
]
SIZES = [(640, 300), (930, 210), (240, 160)]


def _in_place(item, size, draw, dpi: float | None = None) -> np.ndarray:
    """What ``draw(painter)`` paints with a painter placed as ``item`` is in its view, on a
    white image of ``size`` (at ``dpi`` if given), antialiasing (as a view may): the pixels."""
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    if dpi is not None:
        image.setDotsPerMeterX(round(dpi / 0.0254))
        image.setDotsPerMeterY(round(dpi / 0.0254))
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    try:
        painter.setTransform(item.deviceTransform_())
        draw(painter)
    finally:
        painter.end()
    return np.frombuffer(image.constBits(), np.uint8).reshape(size[1], size[0], 4).copy()


def _painted(grid, size, paint=None) -> np.ndarray:
    """What ``paint`` (the grid's own by default) paints of the grid: the pixels."""
    return _in_place(grid, size, lambda painter: (paint or grid.paint)(painter, None, None))


def _pyqtgraphs(grid):
    """pyqtgraph's own grid painting on ``grid``, not antialiased: its picture, made and played."""
    def paint(painter, *_):
        pg.GridItem.generatePicture(grid)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.drawPicture(QPointF(0, 0), grid.picture)
        grid.picture = None  # made anew by the next paint of its own
    return paint


class Plot:
    """A plot in a widget of its own, shown at a size."""

    def __init__(self) -> None:
        self.widget = pg.GraphicsLayoutWidget()
        self.item = self.widget.addPlot()

    def show(self, size) -> None:
        self.widget.resize(*size)
        self.widget.show()


@pytest.fixture
def plot(qapp):
    made = Plot()
    yield made
    made.widget.close()
    made.widget.deleteLater()


@pytest.mark.parametrize("size", SIZES)
def test_the_flat_grid_draws_the_pixels_of_pyqtgraphs_grid(plot, qapp, size):
    grid = FlatGrid(textPen=None)
    grid.setPen(pg.mkPen("#336699"))
    plot.item.addItem(grid)
    plot.show(size)
    compared = 0
    for xr, yr in RANGES:
        plot.item.setRange(xRange=xr, yRange=yr, padding=0)
        qapp.processEvents()
        grid.picture = None  # the range moved: pyqtgraph clears it so
        ours = _painted(grid, size)
        theirs = _painted(grid, size, _pyqtgraphs(grid))  # the reference, on the same item
        assert (ours != 255).any(), (xr, yr)  # a grid is drawn: not a blank comparison
        np.testing.assert_array_equal(ours, theirs, err_msg=f"{xr} {yr} {size}")
        compared += 1
    assert compared == len(RANGES)


def test_a_grid_with_text_is_pyqtgraphs_own(plot, qapp):
    """Grid text is pyqtgraph's to draw: a grid given a text pen draws it (the views' have none)."""
    grid = FlatGrid(textPen="k")
    plot.item.addItem(grid)
    plot.show((400, 300))
    plot.item.setRange(xRange=(0, 10), yRange=(0, 10), padding=0)
    qapp.processEvents()
    ours = _painted(grid, (400, 300))
    assert (ours != 255).any()
    np.testing.assert_array_equal(ours, _painted(grid, (400, 300), _pyqtgraphs(grid)))


def _recorded(axis, make):
    """``make(painter)`` with a painter recording a picture as ``AxisItem.paint`` sets it up:
    (the picture, what ``make`` returned)."""
    picture = QPicture()
    painter = QPainter(picture)
    try:
        if axis.style["tickFont"]:
            painter.setFont(axis.style["tickFont"])
        made = make(painter)
    finally:
        painter.end()
    return picture, made


def _specs(axis, method) -> tuple:
    """``method``'s draw specs for ``axis``, made as ``AxisItem.paint`` makes them, as plain values."""
    _, specs = _recorded(axis, lambda painter: method(axis, painter))
    if specs is None:
        return None
    (pen, a, b), ticks, texts = specs

    def line(pen, a, b):
        return pen.color().rgba(), pen.widthF(), a.x(), a.y(), b.x(), b.y()

    return (line(pen, a, b), [line(*tick) for tick in ticks],
            [((r.x(), r.y(), r.width(), r.height()), int(flags.value), text) for r, flags, text in texts],
            axis.textWidth, axis.textHeight)


@contextmanager
def four_axes(kind: str, size):
    """A plot shown at ``size`` with an axis of ``kind`` on each side: readable, cells (a
    CellAxis) or figure (readable, with a figure's ticks); yields (plot, {side: axis})."""
    sides = ("left", "bottom", "right", "top")
    axes = {side: CellAxis(side) if kind == "cells" else ReadableAxis(side) for side in sides}
    if kind == "figure":
        for axis in axes.values():
            axis.use_figure_ticks()
    widget = pg.GraphicsLayoutWidget()
    plot = widget.addPlot(axisItems=axes)
    for side in sides:
        plot.showAxis(side)
    widget.resize(*size)
    widget.show()
    try:
        yield plot, axes
    finally:
        widget.close()
        widget.deleteLater()


def each_range(plot, kind: str):
    """Set the plot to each of RANGES in turn (a cell axis's view limited to its cells)."""
    for xr, yr in RANGES:
        _set_view(plot, kind, xr, yr)
        yield xr, yr


AXIS_SIZES = [(700, 320), (260, 180), (1100, 240)]


@pytest.mark.parametrize("size", AXIS_SIZES)
@pytest.mark.parametrize("kind", ["readable", "cells", "figure"])
def test_the_axes_make_the_draw_specs_of_pyqtgraphs_axis(qapp, size, kind):
    """Every orientation, every range: the same line, ticks (pens with their alphas, ends) and
    texts (rects, alignment, words) as ``pg.AxisItem.generateDrawSpecs`` on the same axis."""
    with four_axes(kind, size) as (plot, axes):
        compared, with_ticks, with_text = 0, 0, 0
        for xr, yr in each_range(plot, kind):
            for side, axis in axes.items():
                ours = _specs(axis, type(axis).generateDrawSpecs)
                theirs = _specs(axis, pg.AxisItem.generateDrawSpecs)
                assert ours == theirs, (side, xr, yr)
                compared += 1
                with_ticks += bool(ours[1])
                with_text += bool(ours[2])
        # not a blank comparison: ticks and text on most (a cell axis has none under a cell)
        assert with_ticks >= 0.8 * compared and with_text >= 0.7 * compared, (with_ticks, with_text)


def test_an_axis_draws_with_the_pens_it_was_given_last(qapp):
    """A new axis, tick or text pen (a change of style) is the one the next drawing uses,
    however often the axis was drawn before with the old ones; the specs stay pyqtgraph's."""
    with four_axes("readable", (700, 320)) as (plot, axes):
        _set_view(plot, "readable", *RANGES[0])
        for axis_colour, tick_colour, text_colour in [("#c03020", None, "#2050d0"),
                                                      ("#208040", "#803090", "#a07010")]:
            for side, axis in axes.items():
                for _ in range(2):  # (drawn with the old pens, twice)
                    axis._drawing()
                axis.setPen(axis_colour)
                if tick_colour is not None:
                    axis.setTickPen(tick_colour)
                axis.setTextPen(text_colour)
                ours = _specs(axis, type(axis).generateDrawSpecs)
                assert ours == _specs(axis, pg.AxisItem.generateDrawSpecs), side
                drawing = axis._drawing()
                (pen, _, _), levels = drawing.args[0], drawing.args[1]
                assert pen.color() == QColor(axis_colour), side
                assert {tick.color().rgb() for tick, _ in levels} == {QColor(tick_colour or axis_colour).rgb()}, side
                assert drawing.args[3].color() == QColor(text_colour), side


def _axis_pixels(axis, size, specs_of, draw, dpi: float | None = None) -> np.ndarray:
    """The axis painted as ``AxisItem.paint`` paints it (a picture of ``draw(specs_of(...))``,
    played in the axis's place, on an image at ``dpi`` if given): the pixels."""
    def make(painter):
        specs = specs_of(axis, painter)
        if specs is not None:
            draw(axis, painter, *specs)

    picture, _ = _recorded(axis, make)
    return _in_place(axis, size, picture.play, dpi)


@pytest.mark.parametrize("kind", ["readable", "cells", "figure"])
def test_the_axes_tick_values_and_pixels_are_pyqtgraphs(qapp, kind):
    """Tick values as ``pg.AxisItem.tickValues`` gives them for the same axis (every level,
    a coarser level's ticks left out of finer ones), and the axis painted through its own
    ``paint`` pixel for pixel as pyqtgraph's specs and ``drawPicture`` paint it."""
    size = (820, 300)
    with four_axes(kind, size) as (plot, axes):
        levels_compared = 0
        for xr, yr in each_range(plot, kind):
            for side, axis in axes.items():
                low, high = axis.range
                for pixels in (60.0, 300.0, 911.5):
                    ours = ReadableAxis.tickValues(axis, low, high, pixels)
                    assert ours == pg.AxisItem.tickValues(axis, low, high, pixels), (side, xr, yr, pixels)
                    levels_compared += len(ours)
                mine = _axis_pixels(axis, size, type(axis).generateDrawSpecs, type(axis).drawPicture)
                theirs = _axis_pixels(axis, size, pg.AxisItem.generateDrawSpecs, pg.AxisItem.drawPicture)
                assert (mine != 255).any(), (side, xr, yr)
                np.testing.assert_array_equal(mine, theirs, err_msg=f"{side} {xr} {yr}")
                axis.picture = None  # its own paint makes the picture from its layout
                painted = _in_place(axis, size, lambda painter, axis=axis: axis.paint(painter, None, None))
                np.testing.assert_array_equal(painted, theirs, err_msg=f"paint {side} {xr} {yr}")
        assert levels_compared >= len(RANGES) * len(axes) * 3 * 2  # finer levels, not only one


def test_tick_values_are_pyqtgraphs_over_random_ranges_and_scales(qapp):
    """Random ranges from 1e-12 to 1e12 wide, axis lengths and scales: every level's values
    the floats ``pg.AxisItem.tickValues`` gives."""
    rng = np.random.default_rng(7)
    axis = ReadableAxis("bottom")
    for _ in range(3000):
        exponent = int(rng.integers(-12, 13))
        low = float(rng.uniform(-1, 1)) * 10.0 ** exponent
        mantissa = float(rng.choice([rng.uniform(0, 1), rng.integers(1, 1000)]))
        width = mantissa * 10.0 ** int(rng.integers(exponent - 8, exponent + 3))
        pixels = float(rng.uniform(20, 3000))
        axis.setScale(float(rng.choice([1.0, 1e-3, 3.0, 1e6])))
        want = pg.AxisItem.tickValues(axis, low, low + width, pixels)
        assert ReadableAxis.tickValues(axis, low, low + width, pixels) == want, (low, width, pixels, axis.scale)


def test_numpy_sum_is_the_float_np_sum_gives():
    """Pairwise summation as NumPy does it: lengths around its blocks of 8 and 128, values
    whose sum depends on the order they are added in."""
    rng = np.random.default_rng(11)
    for n in [*range(0, 40), 127, 128, 129, 136, 255, 256, 257, 1000, 1031]:
        for _ in range(40):
            values = (rng.uniform(0, 1, n) * 10.0 ** rng.integers(-3, 9, n)).tolist()
            assert numpy_sum(values) == float(np.sum(values)), n
    assert numpy_sum([1e16, 1.0, -1e16] + [1.0] * 6) == float(np.sum([1e16, 1.0, -1e16] + [1.0] * 6))


@pytest.mark.parametrize("where", ["export", "300 dpi"])
@pytest.mark.parametrize("kind", ["readable", "cells", "figure"])
def test_an_axis_in_an_export_or_at_another_dpi_paints_pyqtgraphs_pixels(qapp, kind, where):
    """In an export (the item in export mode) and on a device of another DPI (a figure at 300
    dpi: the recorded picture lays its texts out again there) the axis's own ``paint`` gives
    pixel for pixel what pyqtgraph's picture of its specs gives, texts and all."""
    size, dpi = (820, 300), (300 if where == "300 dpi" else None)
    with four_axes(kind, size) as (plot, axes):
        with_text = 0
        for xr, yr in each_range(plot, kind):
            for side, axis in axes.items():
                axis.setExportMode(where == "export", {})
                try:
                    theirs = _axis_pixels(axis, size, pg.AxisItem.generateDrawSpecs,
                                          pg.AxisItem.drawPicture, dpi)
                    axis.picture = None
                    painted = _in_place(axis, size, lambda painter, axis=axis: axis.paint(painter, None, None), dpi)
                finally:
                    axis.setExportMode(False)
                np.testing.assert_array_equal(painted, theirs, err_msg=f"{where} {side} {xr} {yr}")
                with_text += bool(_specs(axis, type(axis).generateDrawSpecs)[2])
        assert with_text >= len(RANGES) * len(axes) // 2  # texts compared, not only lines


def _rendered(view, region: QRect) -> np.ndarray:
    """What the viewport of ``view`` paints when only ``region`` of it is repainted, on
    magenta: the pixels."""
    viewport = view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("magenta"))
    QWidget.render(viewport, image, region.topLeft(), QRegion(region))  # (the region in its place)
    return np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.width(), 4).copy()


def _strips(box: QRect, outside: QRect):
    """Lines one pixel thick, parallel to each edge of ``box``, from it to ``outside``'s edge."""
    for y in range(outside.top(), box.top() + 1):
        yield QRect(outside.left(), y, outside.width(), 1)
    for y in range(box.bottom(), outside.bottom() + 1):
        yield QRect(outside.left(), y, outside.width(), 1)
    for x in range(outside.left(), box.left() + 1):
        yield QRect(x, outside.top(), 1, outside.height())
    for x in range(box.right(), outside.right() + 1):
        yield QRect(x, outside.top(), 1, outside.height())


@pytest.mark.parametrize("kind", ["readable", "cells", "figure"])
def test_on_screen_an_axis_paints_its_pictures_pixels_beside_the_plot_no_texts_elsewhere_those_met(qapp, kind, monkeypatch):
    """On screen the axes draw straight onto the viewport the pixels of the pictures they play
    in an export (pyqtgraph's pixels: the tests above).
    A new result repaints the plot's area, rounded out to whole pixels: a sliver of each axis
    beside it, drawn as a whole repaint draws it from the axis's lines alone; a region reaching
    further (the plot's area grown, a line of pixels anywhere across the axes) gets the texts
    it meets and only those, the pixels again those of a whole repaint."""
    drawn = []  # for each axis drawn straight: (the texts it has, the texts it drew)
    playing = []

    def play(self, p, *args, **kwargs):
        playing.append(frozenset(text for _, _, text in self.args[5]) if self.args else frozenset())
        real_play(self, p, *args, **kwargs)

    def draw_axis(p, axis_spec, lines_by_pen, font, text_pen, clip, text_specs, texts=True, **kwargs):
        drawn.append((playing[-1], frozenset(text for _, _, text in text_specs) if texts else frozenset()))
        real_draw_axis(p, axis_spec, lines_by_pen, font, text_pen, clip, text_specs, texts, **kwargs)

    real_play, real_draw_axis = axes_module.AxisDrawing.play, axes_module.draw_axis
    monkeypatch.setattr(axes_module.AxisDrawing, "play", play)
    monkeypatch.setattr(axes_module, "draw_axis", draw_axis)
    with four_axes(kind, (820, 300)) as (plot, axes):
        for axis in axes.values():
            axis.setStyle(tickLength=TICK_OUT)  # outwards, as the views' axes (a text 7 px off)
        widget = plot.scene().views()[0]
        lines_alone = texts_drawn = texts_in_part = 0
        for xr, yr in each_range(plot, kind):
            for axis in axes.values():  # in an export each plays a picture, pyqtgraph's pixels
                axis.setExportMode(True, {})
            theirs = _rendered(widget, widget.viewport().rect())
            for axis in axes.values():
                axis.setExportMode(False)
            drawn.clear()
            whole = _rendered(widget, widget.viewport().rect())
            assert len(drawn) == len(axes) and all(has == did for has, did in drawn)  # straight, whole
            assert any(did for _, did in drawn)
            np.testing.assert_array_equal(whole, theirs, err_msg=f"{xr} {yr}")
            # (a changed item's region: its rect in the viewport, rounded out)
            box = widget.viewportTransform().mapRect(plot.getViewBox().sceneBoundingRect()).toAlignedRect()
            grown = [box.adjusted(-grow, -grow, grow, grow) for grow in (0, 1, 3, 8, 20)]
            for region in grown + list(_strips(box, widget.viewport().rect())):
                drawn.clear()
                part = _rendered(widget, region)
                inside = np.zeros(part.shape[:2], bool)
                inside[max(0, region.top()):region.bottom() + 1, max(0, region.left()):region.right() + 1] = True
                np.testing.assert_array_equal(part[inside], whole[inside], err_msg=f"{xr} {yr} {region}")
                if region == box:
                    assert not any(did for _, did in drawn), (xr, yr, drawn)
                lines_alone += sum(bool(has and not did) for has, did in drawn)
                texts_drawn += sum(bool(did) for _, did in drawn)
                texts_in_part += sum(bool(did and did < has) for has, did in drawn)
        assert lines_alone and texts_drawn and texts_in_part


def _set_view(plot, kind: str, xr, yr) -> None:
    """The plot at x range ``xr``, y range ``yr`` (a cell axis's view limited to them)."""
    if kind == "cells":
        plot.getViewBox().setLimits(xMin=xr[0], xMax=xr[1], yMin=yr[0], yMax=yr[1])
    plot.setRange(xRange=xr, yRange=yr, padding=0.02)
    QApplication.processEvents()


def _settled_specs(axis):
    """The axis's draw specs once its width and height have followed its texts (a layout
    pass after texts of another size moves the axis line)."""
    specs = None
    for _ in range(4):
        made = _specs(axis, type(axis).generateDrawSpecs)
        if made == specs:
            return made
        specs = made
        QApplication.processEvents()
    raise AssertionError(f"the {axis.orientation} axis does not settle")


def _grid_lines(grid) -> list:
    """The grid's lines in device pixels as its paint draws them: (pen colour, [(x0, y0, x1,
    y1)]) a set of parallel lines; a line on the plot's edge (within 1e-3 px: there whether
    it is drawn is a matter of the last bit of a float) left out."""
    grid.picture = None
    grid.generatePicture()
    transform = grid.deviceTransform_()
    edge = transform.mapRect(grid.boundingRect())
    out = []
    for pen, path in grid.picture:
        points = [transform.map(QPointF(path.elementAt(i).x, path.elementAt(i).y))
                  for i in range(path.elementCount())]
        lines = []
        for a, b in zip(points[::2], points[1::2]):
            at, ends = (a.x(), (edge.left(), edge.right())) if a.x() == b.x() else (a.y(), (edge.top(), edge.bottom()))
            if min(abs(at - end) for end in ends) > 1e-3:
                lines.append((a.x(), a.y(), b.x(), b.y()))
        out.append((pen.color().rgba(), lines))
    return out


def assert_close(got, want, tolerance: float, where) -> None:
    """``got`` is ``want`` (nested tuples and lists), each float within ``tolerance``."""
    if isinstance(want, float):
        assert abs(got - want) <= tolerance, (where, got, want)
    elif isinstance(want, (tuple, list)):
        assert type(got) is type(want) and len(got) == len(want), (where, got, want)
        for g, w in zip(got, want):
            assert_close(g, w, tolerance, where)
    else:
        assert got == want, (where, got, want)


@pytest.mark.parametrize("origin", [(3.0, 0.0), (1000.0, -7.0), (1e9, 2.5e5)])
@pytest.mark.parametrize("kind", ["readable", "cells"])
def test_axes_and_grid_from_an_origin_draw_what_they_draw_without_one(qapp, kind, origin):
    """A view drawn from an origin (PlotView.set_origin) shows data value v at view coordinate
    v − origin. Its axes, told the origin, make the draw specs they make for the same data
    range without one (the same texts and pens; places within 1e-4 px, what the floats of a
    value near 10⁹ allow), and its grid draws the same lines: the numbers written are the
    data's, where the data are."""
    size = (820, 300)
    ox, oy = origin
    with four_axes(kind, size) as (plot, axes):
        grid = FlatGrid(textPen=None)
        grid.setPen(pg.mkPen("#336699"))
        plot.addItem(grid)
        texts = 0
        for xr, yr in RANGES:
            _set_view(plot, kind, xr, yr)
            want = {side: _settled_specs(axis) for side, axis in axes.items()}
            want_grid = _grid_lines(grid)
            assert want_grid, (xr, yr)  # lines to compare
            for side, axis in axes.items():
                axis.set_origin(ox if side in ("top", "bottom") else oy)
            grid.set_origin((ox, oy))
            _set_view(plot, kind, (xr[0] - ox, xr[1] - ox), (yr[0] - oy, yr[1] - oy))
            for side, axis in axes.items():
                assert_close(_settled_specs(axis), want[side], 1e-4, (side, xr, yr))
                texts += len(want[side][2])
            assert_close(_grid_lines(grid), want_grid, 1e-4, ("grid", xr, yr))
            for axis in axes.values():
                axis.set_origin(0.0)
            grid.set_origin((0.0, 0.0))
        assert texts >= 4 * len(RANGES)  # numbers written, not only lines compared
