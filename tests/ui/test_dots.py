"""``Dots`` draws what pyqtgraph's ScatterPlotItem draws for the same points and style.

The reference is pyqtgraph's own item with the same points, set through its ``setData``, in
the same plot at the same size: the window's pixels, the bounding rects and the data compared
over ranges that cut points off at every edge, after a change of style, and in an SVG export."""
import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QBuffer, QIODevice, QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication

from pe_desktop.ui.views.dots import Dots
from tests.ui.item_plot import ItemPlot

X = np.arange(40, dtype=np.float64) * 1.5 - 3.0
Y = np.sin(X / 4.0) * 7.0
RANGES = [((-4.0, 60.0), (-8.0, 8.0)),  # every point in view
          ((10.2, 30.7), (-3.1, 9.0)),  # points cut off at each edge, some half out
          ((-1000.0, 1000.0), (-50.0, 50.0)),  # points on top of each other
          ((55.0, 70.0), (20.0, 30.0))]  # none in view


SIZE = (420, 300)


@pytest.fixture
def pair(qtbot):
    """``make(**style)``: a Dots and a pyqtgraph ScatterPlotItem of the same points and style,
    each in a plot of its own: ((dots, plot), (scatter, plot))."""
    plots = []

    def make(**style):
        ours, theirs = Dots(**style), pg.ScatterPlotItem(**style)
        ours.set_points(X, Y)
        theirs.setData(x=X, y=Y)
        plots.extend([ItemPlot(qtbot, ours, SIZE), ItemPlot(qtbot, theirs, SIZE)])
        return (ours, plots[-2]), (theirs, plots[-1])

    yield make
    for plot in plots:
        plot.close()


@pytest.mark.parametrize("style", [dict(symbol="o", size=5, pen=None, antialias=True),
                                   dict(symbol="s", size=9, pen=pg.mkPen("k", width=2), brush="r")])
def test_dots_paint_the_pixels_of_pyqtgraphs_scatter(pair, style):
    (ours, ours_plot), (theirs, theirs_plot) = pair(**style)
    drawn = 0
    for xr, yr in RANGES:
        for plot in (ours_plot, theirs_plot):
            plot.set_range(xr, yr)
        a, b = ours_plot.pixels(), theirs_plot.pixels()
        np.testing.assert_array_equal(a, b, err_msg=f"{xr} {yr}")
        assert ours.boundingRect() == theirs.boundingRect(), (xr, yr)
        drawn += bool((a[..., :3] != 255).any())
    assert drawn == len(RANGES) - 1  # not a blank comparison: dots in all but the empty range
    # a new style and new points: still the same
    for item in (ours, theirs):
        item.setBrush("b")
    ours.set_points(X[::2], -Y[::2])
    theirs.setData(x=X[::2], y=-Y[::2])
    np.testing.assert_array_equal(ours_plot.pixels(), theirs_plot.pixels())
    np.testing.assert_array_equal(np.stack(ours.getData()), np.stack(theirs.getData()))
    assert ours.dataBounds(0) == theirs.dataBounds(0) and ours.dataBounds(1) == theirs.dataBounds(1)


def test_dots_bounds_follow_the_points_and_the_view(pair):
    """The rect kept between paints is made anew when the points or the view's scale change
    (a stale rect would leave old dots on screen or clip new ones)."""
    (ours, ours_plot), (theirs, theirs_plot) = pair(symbol="o", size=5, pen=None)
    first = ours.boundingRect()
    for plot in (ours_plot, theirs_plot):
        plot.set_range((0, 10), (-1, 1))
    QApplication.processEvents()
    assert ours.boundingRect() == theirs.boundingRect() != first
    ours.set_points(X + 100.0, Y)
    theirs.setData(x=X + 100.0, y=Y)
    assert ours.boundingRect() == theirs.boundingRect()
    ours.set_points(X[:0], Y[:0])
    theirs.setData(x=X[:0], y=Y[:0])
    assert ours.boundingRect() == theirs.boundingRect()
    assert ours_plot.pixels().min() == 255  # no points: nothing drawn


def _svg(plot: ItemPlot, item) -> str:
    """The plot's scene drawn into an SVG with ``item`` in pyqtgraph's export mode, as an
    export of a view draws it."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(420, 300))
    painter = QPainter(generator)
    item.setExportMode(True, {"antialias": True, "background": None, "painter": painter,
                              "resolutionScale": 1.0})
    try:
        plot.widget.scene().render(painter, QRectF(0, 0, 420, 300), QRectF(plot.widget.rect()))
    finally:
        item.setExportMode(False)
        painter.end()
    return bytes(buffer.data()).decode()


def test_dots_export_as_vectors_as_pyqtgraphs_scatter(pair):
    """In an export each dot is a shape, drawn as pyqtgraph's item draws it (not its pixmaps)."""
    (ours, ours_plot), (theirs, theirs_plot) = pair(symbol="o", size=5, pen=None)
    ours_svg, theirs_svg = _svg(ours_plot, ours), _svg(theirs_plot, theirs)
    assert ours_svg == theirs_svg
    assert "<image" not in ours_svg and ours_svg.count("<path") >= len(X)


def test_points_set_again_in_the_same_number_are_pyqtgraphs_after_any_change(pair):
    """Points set again in the same number fill the record set_points made last: after a new
    style, after pyqtgraph's setBrush gave each point of it a brush of its own, after its
    setData made a record with a style per point, and after its setSize, the pixels, data
    and bounds are still those of pyqtgraph's item."""
    (ours, ours_plot), (theirs, theirs_plot) = pair(symbol="o", size=5, pen=None)
    for plot in (ours_plot, theirs_plot):
        plot.set_range(*RANGES[0])
    changes = [lambda item: None,
               lambda item: item.setBrush("g"),
               lambda item: item.setBrush(["r"] * len(X)),  # (per point, into the record in place)
               lambda item: item.setData(x=X, y=Y, brush=["r"] * len(X), size=np.arange(len(X)) % 7 + 3),
               lambda item: item.setSize(8)]
    for k, change in enumerate(changes):
        for item in (ours, theirs):
            change(item)
        y = Y * (0.5 + 0.25 * k)
        ours.set_points(X, y)
        theirs.setData(x=X, y=y)
        if k == 0:
            assert ours.data is ours._made  # (filled again, not made anew)
        a = ours_plot.pixels()
        np.testing.assert_array_equal(a, theirs_plot.pixels(), err_msg=str(k))
        assert (a[..., :3] != 255).any()
        np.testing.assert_array_equal(np.stack(ours.getData()), np.stack(theirs.getData()))
        assert ours.dataBounds(1) == theirs.dataBounds(1), k
        for name in ("symbol", "pen", "brush", "data", "size", "visible"):  # (what an export draws from)
            assert list(ours.data[name]) == list(theirs.data[name]), (k, name)
