"""The window's views are the catalogue's: one widget class per entry, in its order, each
taking its title, controls and shared parameters from it."""
import pytest

from pe_desktop.core.catalogue import VIEWS
from pe_desktop.ui.views import REGISTRY, VIEW_CLASSES


def test_one_class_per_catalogue_entry_in_its_order():
    assert list(VIEW_CLASSES) == [v.name for v in VIEWS]
    assert len(set(VIEW_CLASSES.values())) == len(VIEWS)
    for view in VIEWS:
        cls = VIEW_CLASSES[view.name]
        assert (cls.name, cls.title, cls.controls) == (view.name, view.title, view.controls)
        assert (cls.shared, cls.one_scheme) == (view.shared, view.one_scheme)


def test_the_registry_carries_tab_and_group():
    assert [(e.cls.name, e.tab, e.group) for e in REGISTRY] == [(v.name, v.tab.title, v.group) for v in VIEWS]


HOOKS = ("extent_key", "fit_range", "request", "compute", "apply")


def test_the_view_contract_is_declared_on_the_base_and_kept_by_every_view():
    """Each hook a view implements is a documented method of PlotView (the base raises
    NotImplementedError); every view class overrides them, compute as a static method."""
    import inspect

    from pe_desktop.ui.views.base import PlotView

    for hook in (*HOOKS, "configure", "configure_key", "describe_point", "cost"):
        assert inspect.getdoc(getattr(PlotView, hook)), hook
    assert isinstance(inspect.getattr_static(PlotView, "compute"), staticmethod)
    for cls in VIEW_CLASSES.values():
        for hook in HOOKS:
            assert getattr(cls, hook) is not getattr(PlotView, hook), (cls.__name__, hook)
        assert isinstance(inspect.getattr_static(cls, "compute"), staticmethod), cls.__name__


def test_the_readable_axis_formats_as_units_does_or_as_it_is_told(qapp):
    from pe_desktop.core.units import tick_labels
    from pe_desktop.ui.views.axes import ReadableAxis

    axis = ReadableAxis("left")
    values = [0.0, 200_000.0, 1_000_000.0]
    assert axis.tickStrings(values, 1.0, 200_000.0) == tick_labels(values, 200_000.0)
    assert axis.tickStrings(values, 1.0, 200_000.0) == ["0", "0.2M", "1M"]
    told = ReadableAxis("right", text=lambda values, scale, spacing: [f"<{v:g}>" for v in values])
    assert told.tickStrings([1.0, 2.0], 1.0, 1.0) == ["<1>", "<2>"]
    assert "tickStrings" not in axis.__dict__ and "tickSpacing" not in axis.__dict__


def test_a_plot_builds_no_context_menu_unless_asked(qapp):
    """pyqtgraph builds a ViewBox's menu in its constructor (~12 ms a plot, every plot of every
    window); the views offer none, so WrappingPlot does not build it."""
    import pyqtgraph as pg

    from pe_desktop.ui.views.labels import WrappingPlot

    graphics = pg.GraphicsLayoutWidget()  # the plots' owner, as in a view
    plain, asked = WrappingPlot(), WrappingPlot(enableMenu=True)
    graphics.addItem(plain)
    graphics.addItem(asked, row=1, col=0)
    assert plain.vb.menu is None and not plain.menuEnabled()
    assert asked.vb.menu is not None and asked.menuEnabled()
    graphics.close()


@pytest.mark.long
def test_no_item_of_the_window_has_a_method_replaced_on_it(window, qtbot):
    """pyqtgraph's items are extended by subclasses (ReadableAxis, ColourBar, WrappingLabel,
    WrappingPlot), never given a method of their own at run time: no item of any tab's scene
    carries tickStrings, tickSpacing or updateMin as an instance attribute, every colour bar's
    scale is a ReadableAxis, and every label (titles, readouts, legend entries) a WrappingLabel.
    No plot offers pyqtgraph's context menus, and none has built its ViewBox's."""
    import pyqtgraph as pg

    from pe_desktop.ui.views.axes import ReadableAxis
    from pe_desktop.ui.views.labels import WrappingLabel
    from tests.helpers import show_tab

    bars = labels = plots = 0
    for key in window.tab_keys:
        show_tab(window, qtbot, key)
        for view in window.visible_views():
            for item in view.graphics.scene().items():
                patched = {"tickStrings", "tickSpacing", "updateMin"} & set(getattr(item, "__dict__", {}))
                assert not patched, (view.name, type(item).__name__, patched)
                if isinstance(item, pg.LabelItem) and not isinstance(item.parentItem(), pg.ColorBarItem):
                    labels += 1  # (a colour bar is a PlotItem: its title, never shown, is pyqtgraph's)
                    assert isinstance(item, WrappingLabel), (view.name, item.text)
                if isinstance(item, pg.PlotItem) and not isinstance(item, pg.ColorBarItem):
                    plots += 1
                    assert not item.menuEnabled() and item.vb.menu is None, view.name
                if isinstance(item, pg.ColorBarItem):
                    bars += 1
                    assert isinstance(item.axis, ReadableAxis), view.name
    assert bars >= 5
    assert labels >= 30
    assert plots >= 25


@pytest.mark.parametrize("hole, made", [(False, "Format_Indexed8"), (True, "Format_RGBA8888")])
def test_a_colour_mapped_image_is_painted_from_argb32_with_pyqtgraphs_colours(qapp, hole, made):
    # pyqtgraph renders it Indexed8 (RGBA8888 with a NaN), which Qt draws scaled 2-7 times slower
    import numpy as np
    import pyqtgraph as pg
    from PySide6.QtGui import QImage

    from pe_desktop.ui.views.images import ArgbImage

    values = np.linspace(-1.2, 1.2, 50 * 128, dtype=np.float32).reshape(50, 128)
    if hole:
        values[3, 5] = np.nan
    lut = pg.colormap.get("CET-D1").getLookupTable(nPts=256)
    ours, theirs = ArgbImage(axisOrder="row-major"), pg.ImageItem(axisOrder="row-major")
    for item in (ours, theirs):
        item.setImage(values, levels=(-1, 1), lut=lut)
        item.render()
    assert theirs.qimage.format() == getattr(QImage.Format, made)  # what the class is for
    assert ours.qimage.format() == QImage.Format.Format_ARGB32_Premultiplied
    assert ours.qimage == theirs.qimage.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("order", ["row-major", "col-major"])
def test_a_colour_mapped_image_has_pyqtgraphs_pixels_for_any_levels_and_table(qapp, dtype, order):
    """The image's own render (float values through an opaque table) against pyqtgraph's
    render of the same item: random values in and past the levels, values on the levels and on
    each colour's boundary, tables of 2 to 256 colours with and without an alpha column, levels
    reversed and equal; a table with transparency is pyqtgraph's to render."""
    import numpy as np
    import pyqtgraph as pg
    from PySide6.QtGui import QImage

    from pe_desktop.ui.views.images import ArgbImage

    rng = np.random.default_rng(7)
    compared = 0
    for colours, alpha, levels in [(256, False, (-1, 1)), (256, True, (-1, 1)), (255, False, (0.1, 0.7)),
                                   (17, True, (-3e5, 4e5)), (2, False, (1, -1)), (64, False, (0.5, 0.5)),
                                   (256, "some", (-1, 1))]:
        low, high = levels
        span = (high - low) or 1
        values = rng.uniform(min(levels) - 0.3 * abs(span), max(levels) + 0.3 * abs(span), (37, 23))
        values[0, :colours] = low + np.arange(colours)[:23] * span / colours  # each colour's boundary
        values[1, :3] = (low, high, (low + high) / 2)
        values = values.astype(dtype)
        lut = rng.integers(0, 256, (colours, 4 if alpha else 3), dtype=np.uint8)
        if alpha:
            lut[:, 3] = 255
        if alpha == "some":
            lut[5, 3] = 128
        ours, theirs = ArgbImage(axisOrder=order), pg.ImageItem(axisOrder=order)
        for item in (ours, theirs):
            item.setImage(values, levels=levels, lut=lut)
            item.render()
        assert ours.qimage.format() == QImage.Format.Format_ARGB32_Premultiplied
        assert ours.qimage == theirs.qimage.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied), \
            (colours, alpha, levels)
        compared += 1
    assert compared == 7
