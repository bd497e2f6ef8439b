"""FrameGate: update requests held inside ``held``, one frame at the end of the outermost."""
import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsView, QVBoxLayout, QWidget

from pe_desktop.ui.frames import FrameGate


class Counter(QObject):
    """Paint events per watched widget."""

    def __init__(self, widgets):
        super().__init__()
        self.paints = {w: 0 for w in widgets}
        for w in widgets:
            w.installEventFilter(self)

    def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and obj in self.paints:
            self.paints[obj] += 1
        return False


@pytest.fixture
def two_views(qtbot):
    """A window of two graphics views, each with a rectangle in its scene, shown and painted."""
    window = QWidget()
    column = QVBoxLayout(window)
    views, items = [], []
    for _ in range(2):
        scene = QGraphicsScene(0, 0, 100, 50, window)  # (owned by the window, not collected)
        item = QGraphicsRectItem(10, 10, 20, 20)
        scene.addItem(item)
        view = QGraphicsView(scene)
        column.addWidget(view)
        views.append(view)
        items.append(item)
    window.resize(300, 300)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(50)
    gate = FrameGate(window)
    return window, gate, views, items


def test_two_scenes_changed_in_the_gate_are_painted_in_one_frame(two_views, qtbot):
    window, gate, views, items = two_views
    count = Counter([v.viewport() for v in views])
    frames = []  # the paints so far, at each update request the window handles outside the gate

    class Requests(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
            if obj is window and event.type() == QEvent.Type.UpdateRequest and not gate.holding:
                frames.append(dict(count.paints))
            return False

    watch = Requests()
    window.installEventFilter(watch)  # (installed last: it sees a request before the gate)
    with gate.held():
        for item in items:
            item.setRect(12, 12, 20, 20)
        gate.pass_on([v.scene() for v in views])  # the scenes hand their changes on: no paint yet
        assert all(n == 0 for n in count.paints.values())
    # the frame: painted at the end of the block, both views in it
    assert all(n == 1 for n in count.paints.values())
    qtbot.wait(50)
    assert all(n == 1 for n in count.paints.values())  # nothing left to paint afterwards
    assert frames == [{v.viewport(): 0 for v in views}]  # one frame, both views painted in it


def test_without_the_gate_each_scene_has_the_window_paint_there_and_then(two_views, qtbot):
    """What the gate is for: a scene's queued pass paints the window as soon as it has handed
    its changes on, so two scenes changed together make two frames."""
    window, gate, views, items = two_views
    count = Counter([v.viewport() for v in views])
    for item in items:
        item.setRect(12, 12, 20, 20)
    QCoreApplication.sendPostedEvents(views[0].scene(), QEvent.Type.MetaCall)
    assert list(count.paints.values()) == [1, 0]  # the first view painted, the second not yet


def test_nested_blocks_paint_once_at_the_end_of_the_outermost(two_views):
    window, gate, views, items = two_views
    count = Counter([v.viewport() for v in views])
    with gate.held():
        with gate.held():
            items[0].setRect(14, 14, 20, 20)
            gate.pass_on([views[0].scene()])
        assert count.paints[views[0].viewport()] == 0 and gate.holding
    assert count.paints[views[0].viewport()] == 1 and not gate.holding


def test_a_block_that_changed_nothing_paints_nothing(two_views, qtbot):
    window, gate, views, items = two_views
    count = Counter([v.viewport() for v in views])
    with gate.held():
        gate.pass_on([v.scene() for v in views])
    qtbot.wait(30)
    assert all(n == 0 for n in count.paints.values())


def test_handing_changes_on_outside_the_gate_is_refused(two_views):
    window, gate, views, items = two_views
    with pytest.raises(RuntimeError, match="outside held"):
        gate.pass_on([views[0].scene()])
