"""The numbers written on an axis are the data coordinates where they are written.

pyqtgraph 0.14 scales an axis with no units whose range lies within [0, 1] (by 1000) or
beyond 10⁹ (by 10⁻⁹) even after ``enableAutoSIPrefix(False)``, and with the prefix switched
off it no longer says so in the label: a normalised score from 0 to 1 read 0 … 1,000. This
test reads what each axis actually draws (its text specs) and maps every label's position
back to the plot's data coordinates, independently of how the labels were made."""
import re

import pyqtgraph as pg
import pytest
from PySide6.QtGui import QImage, QPainter

from pe_desktop.ui.views.axes import CellAxis
from tests.helpers import show_tab, wait_current

NUMBER = re.compile(r"^-?[\d,]*\.?\d+(k|M)?$")


def _value(text: str) -> float | None:
    text = text.replace("\u2212", "-").strip()
    if not NUMBER.match(text):
        return None  # a word or a custom label (dimension names, log decades …)
    factor = {"k": 1e3, "M": 1e6}.get(text[-1], 1.0)
    return float(text.rstrip("kM").replace(",", "")) * factor


def data_origin(view, axis: pg.AxisItem) -> float:
    """The data value at view coordinate 0 along ``axis``: the view's declared origin on its
    main plot (PlotView.set_origin), 0 elsewhere."""
    if axis.linkedView() is not view.plot.getViewBox():
        return 0.0
    return view.origin[1 if axis.orientation in ("left", "right") else 0]


def written_ticks(axis: pg.AxisItem, origin: float = 0.0) -> list[tuple[float, float]]:
    """(number written, data coordinate at the label's centre) for every numeric label the
    axis draws, the data at ``origin`` + the view's coordinate."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    if specs is None:
        return []
    vertical = axis.orientation in ("left", "right")
    out = []
    view = axis.linkedView()
    for rect, _flags, text in specs[2]:
        number = _value(text)
        if number is None:
            continue
        at = view.mapSceneToView(axis.mapToScene(rect.center()))
        out.append((number, origin + (at.y() if vertical else at.x())))
    return out


def linear_axes(view):
    for item in view.graphics.scene().items():
        # ticks a view placed itself (setTicks: a row's index at its centre) name cells
        if (isinstance(item, pg.AxisItem) and not item.logMode and item.linkedView() is not None
                and item.isVisible() and item.style.get("showValues", True) and item._tickLevels is None):
            yield item


def assert_axes_true(view, name):
    checked = 0
    for axis in linear_axes(view):
        ticks = written_ticks(axis, data_origin(view, axis))
        if len(ticks) < 2:
            continue
        lo, hi = axis.range
        tolerance = 0.02 * abs(hi - lo)  # a label centred on its tick, within a few pixels
        centre = 0.5 if isinstance(axis, CellAxis) else 0.0  # cell v spans [v, v + 1)
        for number, at in ticks:
            assert abs(number + centre - at) <= tolerance, (
                f"{name}: the {axis.orientation} axis writes {number:g} where the data "
                f"coordinate is {at:.6g} (range {lo:.6g} … {hi:.6g})")
        checked += 1
    return checked


def test_every_axis_writes_its_own_coordinates(window, qtbot):
    checked = 0
    for tab in list(window.tab_keys):
        show_tab(window, qtbot, tab)
        for view in window.visible_views():
            checked += assert_axes_true(view, view.name)
    assert checked >= 20  # the test saw the plots (heatmaps, curves, colour bars)


@pytest.mark.parametrize("offset", [0, 1_000_000_000])
def test_axes_in_unit_range_and_far_offsets(window, qtbot, offset):
    """The normalised RoPE score (0 … 1) and positions past 10⁹: the two ranges pyqtgraph
    rescales on its own."""
    window.panel.editors["offset"].setValue(offset)
    for tab in ("RoPE scores", "Encoding"):
        show_tab(window, qtbot, tab)
        wait_current(qtbot, window)
        for view in window.visible_views():
            assert_axes_true(view, view.name)


def heatmap_axes(view):
    """(axis, (first, stop) of its cells in data values) for the numbered axes along a
    heatmap's cells."""
    for plot in view.graphics.scene().items():
        if not isinstance(plot, pg.PlotItem) or isinstance(plot, pg.ColorBarItem) or not plot.isVisible():
            continue
        images = [item for item in plot.items if isinstance(item, pg.ImageItem) and item.isVisible()]
        if not images:
            continue
        rect = images[0].mapRectToView(images[0].boundingRect())
        for side, cells in (("bottom", (rect.left(), rect.right())), ("left", (rect.top(), rect.bottom()))):
            axis = plot.getAxis(side)
            if axis.isVisible() and axis.style.get("showValues", True) and axis._tickLevels is None:
                origin = data_origin(view, axis)
                yield axis, (origin + cells[0], origin + cells[1])


@pytest.mark.long
def test_heatmap_ticks_name_cells_that_exist_at_their_centres(window, qtbot):
    """Row 49 is the last of 50: no "50" tick at the edge under it; each number sits at the
    centre of the cell it names."""
    checked = 0
    for tab in list(window.tab_keys):
        show_tab(window, qtbot, tab)
        for view in window.visible_views():
            for axis, (first, stop) in heatmap_axes(view):
                ticks = written_ticks(axis, data_origin(view, axis))
                px = axis.linkedView().viewPixelSize()[0 if axis.orientation == "bottom" else 1]
                for number, at in ticks:
                    assert first <= number <= stop - 1 and number == int(number), (
                        f"{view.name}: the {axis.orientation} axis names cell {number:g}, outside "
                        f"the cells {first:g} … {stop - 1:g}")
                    assert abs(at - (number + 0.5)) <= 0.1 + px, (
                        f"{view.name}: the {axis.orientation} axis writes {number:g} at {at:.3f}, not "
                        f"at its cell's centre {number + 0.5:g}")
                checked += len(ticks) >= 2
    assert checked >= 12  # encoding, similarity matrix, RoPE scores, scheme, 4 schemes, embedding
