"""Negative controls for the layout checker the layout tests and the screenshot matrix rely on
(#36): each kind of problem it promises to see is made on purpose in the real window, and it
reports that problem; the window as it opens has none."""
import pyqtgraph as pg
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QLabel

from tests.ui.layout_check import layout_problems


def heatmap(window):
    return window.views["heatmap"]


def test_the_window_as_it_opens_has_no_problem(window):
    assert layout_problems(window) == []


def test_two_texts_on_top_of_each_other_are_reported(window, qtbot):
    plot = heatmap(window).plot
    for text in ("first label", "second label"):
        label = pg.LabelItem(text)
        plot.vb.addItem(label, ignoreBounds=True)
        label.setParentItem(plot.vb)
        label.setPos(QPointF(40, 40))
    qtbot.wait(50)
    problems = layout_problems(window)
    assert ("heatmap: texts 'first label' and 'second label' overlap" in problems
            or "heatmap: texts 'second label' and 'first label' overlap" in problems), problems


def test_a_text_outside_the_view_is_reported(window, qtbot):
    label = pg.LabelItem("far away")
    heatmap(window).graphics.scene().addItem(label)
    label.setPos(QPointF(10_000, 10_000))
    qtbot.wait(50)
    assert any(line.startswith("heatmap: text 'far away' ") and " outside " in line
               for line in layout_problems(window))


def test_an_axis_pushed_out_of_the_view_is_reported(window, qtbot):
    """A plot laid out larger than its view (pyqtgraph keeps a layout at its minimum size and
    the view clips the rest; a view merely wider than the window scrolls in its tab)."""
    heatmap(window).graphics.setMaximumWidth(900)
    heatmap(window).plot.getAxis("left").setWidth(3000)
    qtbot.waitUntil(lambda: heatmap(window).plot.getViewBox().sceneBoundingRect().left() > 2000)
    problems = layout_problems(window)
    assert any(line.startswith("heatmap: plot plot area ") and " outside " in line for line in problems), problems


def test_an_elided_view_name_is_reported(window, qtbot):
    bar = window.navigator.view_bar if getattr(window, "navigator", None) else window.tabs.tabBar()
    bar.setElideMode(bar.elideMode().ElideRight)
    bar.setTabText(0, "a view name far too long to be shown whole " * 6)
    bar.setUsesScrollButtons(False)
    window.resize(800, 600)
    qtbot.wait(100)
    problems = layout_problems(window, arrows_allowed=False)
    assert any(" elided" in line or "need scroll arrows" in line for line in problems), problems


def test_a_summary_cut_short_is_reported(window, qtbot):
    window.summary_label.setText("a summary of many words " * 40)
    window.summary_label.setFixedHeight(8)
    qtbot.wait(50)
    assert any(line.startswith("summary cut: 8 < ") for line in layout_problems(window))


def test_a_parameter_panel_wider_than_its_dock_is_reported(window, qtbot):
    wide = QLabel("wide")
    wide.setMinimumWidth(3000)
    window.panel.layout().addWidget(wide)
    window.dock.setMaximumWidth(320)  # the width the user left the dock at
    qtbot.wait(50)
    assert any(line.startswith("parameter panel ") and "wider than its dock" in line
               for line in layout_problems(window))
