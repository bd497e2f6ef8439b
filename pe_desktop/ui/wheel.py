"""The mouse wheel leaves an editor without the keyboard focus alone."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QComboBox, QWidget


class WheelGuard(QObject):
    """The mouse wheel over a spin box or combo box without the keyboard focus scrolls what
    holds it (the panel) instead of changing the value, which nobody sees change. Installed on
    each editor by :func:`guard_wheel`: a filter on the application would run, in Python, for
    every event of every widget (~0.15 ms of each parameter change)."""

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Wheel and not watched.hasFocus():
            event.ignore()  # ignored and filtered: Qt offers it to the parents, in turn
            return True
        return False


def guard_wheel(root: QWidget) -> None:
    """Every spin box and combo box in ``root`` under a :class:`WheelGuard` (``root``'s own),
    and never given the focus by the wheel. Called once its editors exist; again for new ones."""
    guard = root.findChild(WheelGuard, "wheel_guard", Qt.FindChildOption.FindDirectChildrenOnly)
    if guard is None:
        guard = WheelGuard(root)
        guard.setObjectName("wheel_guard")
    for editor in root.findChildren(QAbstractSpinBox) + root.findChildren(QComboBox):
        if editor.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            editor.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        editor.installEventFilter(guard)  # (once: installing it again only moves it first)
