"""Starting Qt: the window for people, an offscreen application for export."""
from __future__ import annotations

import ctypes
import os
import sys

from .. import APP_NAME, __version__
from ..resources import resource_path


def configure_pyqtgraph() -> None:
    import pyqtgraph as pg

    pg.setConfigOptions(imageAxisOrder="row-major", antialias=True,
                        background="w", foreground="#222")


M_MMAP_THRESHOLD = -3  # glibc mallopt parameter


def keep_memory_flat() -> None:
    """Every change allocates and frees arrays of megabytes. glibc raises its mmap threshold
    after the first such free, so later ones live on the heap, whose freed pages it rarely
    gives back: a long session grew by ~70 MB per 300 changes. A fixed threshold keeps them
    mmapped and returned on free (measured: +7 MB over the same 300 changes)."""
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL("libc.so.6").mallopt(M_MMAP_THRESHOLD, 256 * 1024)
        except (OSError, AttributeError):  # not glibc: nothing to tune
            pass


def application(argv: list[str] | None = None):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        keep_memory_flat()
        app = QApplication(argv if argv is not None else [sys.argv[0]])
        app.setApplicationName("pe-desktop")
        app.setApplicationDisplayName(APP_NAME)
        app.setApplicationVersion(__version__)
        app.setOrganizationName("pe-desktop")
        app.setDesktopFileName("pe-desktop")  # ties the window to pe-desktop.desktop
        icon = resource_path("icons", "hicolor", "scalable", "apps", "pe-desktop.svg")
        if icon is not None:
            from PySide6.QtGui import QIcon

            app.setWindowIcon(QIcon(str(icon)))
    configure_pyqtgraph()
    return app


def offscreen_application():
    """A QApplication that needs no display (command-line export)."""
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        install_message_filter()
    return application()


# Messages of the offscreen platform plugin that say nothing about the app.
PLATFORM_NOISE = ("This plugin does not support propagateSizeHints()",)


def install_message_filter() -> None:
    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode, context, message):
        if message not in PLATFORM_NOISE:
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def display_problem(environ=None) -> str | None:
    """One line explaining why no window can open here, or None if one can."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux") or env.get("QT_QPA_PLATFORM"):
        return None
    advice = "use 'pe-desktop export …' for files, or set QT_QPA_PLATFORM (e.g. offscreen)"
    display, wayland = env.get("DISPLAY"), env.get("WAYLAND_DISPLAY")
    if not display and not wayland:
        return f"pe-desktop: no display available (DISPLAY and WAYLAND_DISPLAY are unset); {advice}"
    if display and not wayland:
        # A local X display ":N" has a socket; without it Qt would abort with a long message.
        local = display.split(":", 1)
        if local[0] in ("", "unix") and len(local) == 2:
            number = local[1].split(".", 1)[0]
            if number.isdigit() and not os.path.exists(f"/tmp/.X11-unix/X{number}"):
                return f"pe-desktop: cannot reach the X display {display} (no X server is running there); {advice}"
        # Qt's X11 plugin needs libraries the offscreen platform does not (xcb-cursor …);
        # without them Qt aborts with a core dump instead of a sentence.
        from .. import system_libraries

        missing = system_libraries.missing_libraries()
        if missing:
            packages = [system_libraries.QT_LIBRARIES[name] for name in missing]
            return (f"pe-desktop: Qt's system libraries for a window are missing ({' '.join(missing)}); "
                    f"{system_libraries.advice(packages)}")
    return None


def run_gui(params=None) -> int:
    app = application()
    from .crash import CrashHook
    from .main_window import MainWindow
    from .settings import open_settings

    hook = CrashHook().install()
    try:
        window = MainWindow(params, settings=open_settings())
        probe = os.environ.get(STARTUP_PROBE_ENV)
        if probe:
            probe = startup_probe(app, window, float(probe))  # noqa: F841 (kept alive)
        window.show()
        return app.exec()
    finally:
        hook.uninstall()


STARTUP_PROBE_ENV = "PE_DESKTOP_STARTUP_PROBE"


def startup_probe(app, window, launched: float):
    """benchmarks/startup.py sets $PE_DESKTOP_STARTUP_PROBE to the time.time() of launch: the
    app then prints, on stdout, the seconds until the window was first painted and until the
    visible views were first painted with their data, and quits."""
    import time

    from PySide6.QtCore import QEvent, QObject, QTimer

    class Probe(QObject):
        marks: dict[str, float] = {}

        def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
            if (event.type() == QEvent.Type.Paint and obj.isWidgetType()
                    and obj.window() is window and "data_paint" not in self.marks):
                now = time.time()
                self.marks.setdefault("first_paint", now)
                if all(v.is_current() for v in window.views.values() if v.isVisible()):
                    self.marks["data_paint"] = now
                    QTimer.singleShot(0, self.report)
            return False

        def report(self):
            print(" ".join(f"{k}={v - launched:.3f}" for k, v in self.marks.items()), flush=True)
            window.settings = None  # a measurement leaves no saved layout behind
            app.quit()

    probe = Probe()
    app.installEventFilter(probe)
    return probe
