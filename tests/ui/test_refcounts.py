import sys

import pytest


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on")
def test_repainting_does_not_leak_references_to_none(window):
    # PySide6-Essentials 6.12.0 lost ~4 references to None per repaint of a pyqtgraph scene,
    # which ends a long session in "Fatal Python error: none_dealloc".
    for _ in range(5):
        window.repaint()
    before = sys.getrefcount(None)
    for _ in range(100):
        for view in window.views.values():
            view.graphics.viewport().repaint()
    lost = before - sys.getrefcount(None)
    assert lost < 50, f"{lost} references to None lost over 200 repaints"
