"""A marker line's label (``MarkerLabel``) stands where pyqtgraph's own label stands.

It skips placing itself while hidden; the reference is pyqtgraph's InfLineLabel on a line
beside it in the same plot, hidden, moved and shown alike."""
import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import QApplication

from pe_desktop.ui.views.base import MarkerLabel, marker_line, set_line_label


@pytest.fixture
def plot(qapp):
    widget = pg.GraphicsLayoutWidget()
    widget.resize(600, 400)
    item = widget.addPlot()
    widget.show()
    QApplication.processEvents()
    yield item
    widget.close()
    widget.deleteLater()


def _placed(line, transform: bool = True):
    """Where the line's label stands, its anchor and words (and the transform that keeps its
    text upright and unscaled, which pyqtgraph sets on the next paint)."""
    label = line.label
    out = (label.pos().x(), label.pos().y(), tuple(label.anchor), label.toPlainText())
    return out + ((label.transform().m11(), label.transform().m22()) if transform else ())


@pytest.mark.parametrize("angle, opts", [(90, {"position": 0.9}),
                                         (0, {"position": 0.97, "anchors": [(1, 1), (1, 1)]})])
def test_a_marker_label_shown_again_stands_where_pyqtgraphs_does(plot, angle, opts):
    ours = marker_line(angle, **opts)
    theirs = pg.InfiniteLine(angle=angle, movable=False, label="", labelOpts=opts)
    assert isinstance(ours.label, MarkerLabel)
    for line in (ours, theirs):
        plot.addItem(line)
        line.setValue(5)
        set_line_label(line, "trained length 5")
    plot.setRange(xRange=(0, 10), yRange=(0, 10), padding=0)
    QApplication.processEvents()
    assert _placed(ours) == _placed(theirs)
    # the view moves while the lines are hidden, then they are shown as they were; then again
    # with a new value and text given while hidden
    for new_value in (None, 350):
        for line in (ours, theirs):
            line.setVisible(False)
        if new_value is not None:
            for line in (ours, theirs):
                line.setValue(new_value)
                set_line_label(line, f"trained length {new_value}")
        for lo in (2, 40, 300):
            plot.setRange(xRange=(lo, lo * 3), yRange=(lo / 2, lo * 2), padding=0)
            plot.scene().prepareForPaint()  # the view's new transform, now, as a view's result does
        for line in (ours, theirs):
            line.setVisible(True)
        assert _placed(ours, False) == _placed(theirs, False), new_value  # before any paint
        QApplication.processEvents()
        assert _placed(ours) == _placed(theirs), new_value
    assert _placed(ours) != _placed(marker_line(angle, **opts))  # placed, not left at the origin


@pytest.mark.parametrize("angle, value", [(90, 5.0), (90, 6.0), (0, 9.8), (0, 0.2)])
def test_a_label_that_would_leave_the_view_is_moved_in_whole(plot, angle, value):
    """A long text beside a vertical line mid-view, or along a horizontal one at 0.9 of the
    width: pyqtgraph's runs out of the view; ours stands at the same place on the line with the
    whole text inside (it is smaller than the view)."""
    text = "trained length 9: values continue past it"
    plot.getViewWidget().resize(420, 300)
    ours = marker_line(angle, position=0.9)
    theirs = pg.InfiniteLine(angle=angle, movable=False, label="", labelOpts={"position": 0.9})
    for line in (ours, theirs):
        plot.addItem(line)
        line.setValue(value)
        set_line_label(line, text)
    plot.setRange(xRange=(0, 10), yRange=(0, 10), padding=0)
    QApplication.processEvents()
    box = plot.getViewBox().sceneBoundingRect()
    assert not box.contains(theirs.label.sceneBoundingRect())  # the case: pyqtgraph's runs out
    assert box.adjusted(-0.5, -0.5, 0.5, 0.5).contains(ours.label.sceneBoundingRect())
    assert _placed(ours, False)[:2] == _placed(theirs, False)[:2]  # the same place on the line
    assert ours.label.toPlainText() == text
