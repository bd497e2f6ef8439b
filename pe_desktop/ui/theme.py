"""Light and dark widgets: the platform's colour scheme, or a dark palette of our own.

The plots' colours are not here: they are data, :mod:`pe_desktop.ui.style`, which every
view draws with.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

# -- widgets -----------------------------------------------------------------------------------

def system_is_dark() -> bool:
    return QGuiApplication.styleHints().colorScheme() == Qt.ColorScheme.Dark


def dark_palette() -> QPalette:
    """A dark palette for the widgets when the platform cannot provide one."""
    p = QPalette()
    window, base, text = QColor("#2b2b2b"), QColor("#1e1e1e"), QColor("#e6e6e6")
    disabled = QColor("#7f7f7f")
    for role, colour in (
        (QPalette.ColorRole.Window, window), (QPalette.ColorRole.WindowText, text),
        (QPalette.ColorRole.Base, base), (QPalette.ColorRole.AlternateBase, QColor("#262626")),
        (QPalette.ColorRole.ToolTipBase, QColor("#3a3a3a")), (QPalette.ColorRole.ToolTipText, text),
        (QPalette.ColorRole.PlaceholderText, disabled), (QPalette.ColorRole.Text, text),
        (QPalette.ColorRole.Button, QColor("#353535")), (QPalette.ColorRole.ButtonText, text),
        (QPalette.ColorRole.BrightText, QColor("#ff6b6b")), (QPalette.ColorRole.Light, QColor("#4a4a4a")),
        (QPalette.ColorRole.Midlight, QColor("#3e3e3e")), (QPalette.ColorRole.Mid, QColor("#333333")),
        (QPalette.ColorRole.Dark, QColor("#191919")), (QPalette.ColorRole.Shadow, QColor("#000000")),
        (QPalette.ColorRole.Highlight, QColor("#3d7ad6")),
        (QPalette.ColorRole.HighlightedText, QColor("#ffffff")),
        (QPalette.ColorRole.Link, QColor("#6fa8ff")), (QPalette.ColorRole.LinkVisited, QColor("#b48cff")),
    ):
        p.setColor(role, colour)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    return p


def palette_is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


class WidgetScheme:
    """Asks the platform for a colour scheme (Qt ≥ 6.8) and, where it cannot oblige (no
    platform theme, the offscreen plugin), sets a dark or light palette itself."""

    def __init__(self) -> None:
        self.own_palette = False
        self.original = QPalette(QApplication.palette())

    def set(self, scheme: str) -> None:
        hints = QGuiApplication.styleHints()
        wanted = {"light": Qt.ColorScheme.Light, "dark": Qt.ColorScheme.Dark}.get(scheme)
        if wanted is None:
            hints.unsetColorScheme()
        else:
            hints.setColorScheme(wanted)
        dark = system_is_dark() if wanted is None else wanted == Qt.ColorScheme.Dark
        app = QApplication.instance()
        if self.own_palette:  # back to what the platform gave, then see if it will do
            app.setPalette(self.original)
            self.own_palette = False
        if palette_is_dark(app.palette()) != dark:
            app.setPalette(dark_palette() if dark else QPalette(app.style().standardPalette()))
            self.own_palette = True
