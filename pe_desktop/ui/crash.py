"""A global hook for unexpected exceptions in the window: log them, show them, go on.

Qt calls Python slots from its event loop; an exception escaping one would otherwise
print a traceback nobody sees (or, in some bindings, abort). Here it is written to a log
file in the platform's log location and shown in a dialog with the details and the log
path, and the application keeps running.
"""
from __future__ import annotations

import sys
import traceback

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from .. import __version__
from ..i18n import tr
from ..logfile import log, setup_logging


class CrashHook:
    """Installed as sys.excepthook while the window runs."""

    def __init__(self) -> None:
        self.log_path = setup_logging()
        self.shown: list[str] = []  # what the user was shown (tests read it)
        self._showing = False
        self.previous = sys.excepthook

    def install(self) -> CrashHook:
        sys.excepthook = self
        return self

    def uninstall(self) -> None:
        sys.excepthook = self.previous

    def __call__(self, exc_type, exc, tb) -> None:
        if issubclass(exc_type, KeyboardInterrupt):
            QApplication.quit()
            return
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        log.error("unexpected error in pe-desktop %s\n%s", __version__, details)
        summary = traceback.format_exception_only(exc_type, exc)[-1].strip()
        where = str(self.log_path) if self.log_path else "(the log file could not be written)"
        self.shown.append(summary)
        if self._showing or QApplication.instance() is None:
            return  # one dialog at a time; the rest are in the log
        # Show it after the failing slot has returned, from the event loop.
        QTimer.singleShot(0, lambda: self._dialog(summary, details, where))

    def _dialog(self, summary: str, details: str, where: str) -> None:
        self._showing = True
        try:
            box = QMessageBox(QApplication.activeWindow())
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(tr("Positional Encoding Explorer: unexpected error"))
            box.setText(tr("Something went wrong, but Positional Encoding Explorer is still "
                           "running.\n\n{summary}", summary=summary))
            box.setInformativeText(tr("The details are saved in {where}.", where=where))
            box.setDetailedText(details)
            box.exec()
        finally:
            self._showing = False
