"""One frame for what several views draw at once.

Qt paints a window when it handles the window's update request, and a QGraphicsScene hands
that request over as soon as it has passed its changes on to its view: two views drawing one
parameter change were painted two frames, the first with one view new and the other old.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QWidget


class FrameGate(QObject):
    """Holds the update requests of ``window`` while :meth:`held`, and paints what they asked
    for once, at its end (no request held: nothing is painted)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._depth = 0  # nested ``held`` blocks: the outermost paints
        self._owed = False
        window.installEventFilter(self)

    @property
    def holding(self) -> bool:
        """Update requests are held now (inside :meth:`held`)."""
        return self._depth > 0

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        if self._depth and watched is self._window and event.type() == QEvent.Type.UpdateRequest:
            self._owed = True
            return True
        return False

    def pass_on(self, scenes) -> None:
        """Hand what changed in each of ``scenes`` to its views now (Qt's own queued pass
        paints the window as soon as one scene has done so), to be painted in the frame at
        the end of :meth:`held`; only inside it."""
        if not self._depth:
            raise RuntimeError("FrameGate.pass_on outside held(): it would paint there and then")
        for scene in scenes:
            QCoreApplication.sendPostedEvents(scene, QEvent.Type.MetaCall)

    @contextmanager
    def held(self) -> Iterator[None]:
        """Paint nothing inside; at the end of the outermost block, one frame of everything
        that asked to be painted inside it."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if not self._depth and self._owed:
                self._owed = False
                QCoreApplication.sendEvent(self._window, QEvent(QEvent.Type.UpdateRequest))
