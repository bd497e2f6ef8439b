"""Starting Qt: the window for people, an offscreen application for export."""
from __future__ import annotations

import ctypes
import gc
import ntpath
import os
import sys

from pyqtgraph.util.garbage_collector import GarbageCollector
from PySide6.QtCore import QObject, QTimer

from .. import APP_NAME, __version__, system_libraries
from ..core.atomic import note_signal
from ..resources import resource_path
from . import runner
from .crash import CrashHook
from .main_window import MainWindow
from .settings import open_settings
from .views.base import configure_pyqtgraph

M_TRIM_THRESHOLD, M_MMAP_THRESHOLD = -1, -3  # glibc mallopt parameters
# Arrays up to HEAP_ARRAYS come from a thread's heap, larger ones are mmapped; a heap gives
# back its free top beyond HEAP_KEPT (what a 131,072×4,096 change needs).
HEAP_ARRAYS, HEAP_KEPT = 32 * 2**20, 8 * 2**20
IDLE_TRIM_MS = 2000


def keep_memory_flat(app) -> None:
    """A change's arrays reuse the heap pages the last change freed (fixed thresholds, not
    raised by glibc as it goes), and the freed pages go back to the system once no
    computation has started for IDLE_TRIM_MS.

    An mmap per array (the threshold at 256 KiB) is faulted in page by page on every change:
    2,070 faults, half of a 131,072×4,096 heatmap tile's time."""
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL("libc.so.6")
        tuned = libc.mallopt(M_MMAP_THRESHOLD, HEAP_ARRAYS) and libc.mallopt(M_TRIM_THRESHOLD, HEAP_KEPT)
    except (OSError, AttributeError):  # not glibc: nothing to tune
        return
    if tuned:
        IdleTrim(lambda: libc.malloc_trim(0), runner.jobs_started, IDLE_TRIM_MS, app)


class IdleTrim(QObject):
    """Calls ``trim`` once per quiet spell: when ``activity()`` has not changed over a whole
    ``interval_ms``."""

    def __init__(self, trim, activity, interval_ms: int, parent: QObject | None) -> None:
        super().__init__(parent)
        self._trim, self._activity = trim, activity
        self._seen, self._trimmed = activity(), False
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.tick)
        self._timer.start()

    def tick(self) -> None:
        now = self._activity()
        if now != self._seen:
            self._seen, self._trimmed = now, False
        elif not self._trimmed:
            self._trim()
            self._trimmed = True


def application(argv: list[str] | None = None):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(argv if argv is not None else [sys.argv[0]])
        keep_memory_flat(app)
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
        font_dir = offscreen_font_dir(os.environ, sys.platform)
        if font_dir:
            os.environ["QT_QPA_FONTDIR"] = font_dir
        install_message_filter()
    return application()


def offscreen_font_dir(environ, platform: str) -> str | None:
    """Where the offscreen platform should read fonts, if Qt would look in the wrong place.
    On Windows it reads font files from QT_QPA_FONTDIR, by default a `fonts` folder next to
    Qt's libraries, which no Windows Qt has: every letter of a headless export came out as a
    box. Windows keeps its fonts in %WINDIR%\\Fonts. Elsewhere Qt asks fontconfig."""
    if platform != "win32" or environ.get("QT_QPA_FONTDIR"):
        return None
    return ntpath.join(environ.get("WINDIR") or environ.get("SystemRoot") or "C:\\Windows", "Fonts")


# Messages of the offscreen platform plugin that say nothing about the app.
PLATFORM_NOISE = ("This plugin does not support propagateSizeHints()",)


def install_message_filter() -> None:
    """Qt's messages (a libpng warning, a font note) go to the log, not to the terminal: a
    command's output is its own one line. Without a log file Python's last-resort handler
    still prints them, one line each."""
    import logging

    from PySide6.QtCore import qInstallMessageHandler

    qt_log = logging.getLogger("pe_desktop.qt")

    def handler(mode, context, message):
        if message not in PLATFORM_NOISE:
            qt_log.warning("%s", message)

    qInstallMessageHandler(handler)


def display_problem(environ=None) -> str | None:
    """One line explaining why no window can open here, or None if one can. Qt aborts the
    process (SIGABRT, several lines, advice about reinstalling) when its platform cannot
    start: an unknown QT_QPA_PLATFORM, a DISPLAY that is malformed or has no server, a
    WAYLAND_DISPLAY whose compositor is gone. Each is checked here first."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux"):
        return None
    advice = "use 'pe-desktop export …' for files, or set QT_QPA_PLATFORM (e.g. offscreen)"
    platform = env.get("QT_QPA_PLATFORM")
    if platform:
        names = [p.split(":", 1)[0].strip() for p in platform.split(";") if p.strip()]
        known = _platform_plugins()
        usable = [n for n in names if known is None or n in known]
        if not usable:
            return (f"pe-desktop: QT_QPA_PLATFORM={platform!r} names no platform Qt has "
                    f"(available: {', '.join(sorted(known or ()))}); {advice}")
        if not any(n in ("xcb", "wayland", "wayland-egl") for n in usable):
            return None  # offscreen, vnc, eglfs …: Qt's own business
        check = {"xcb": "xcb" in usable, "wayland": any(n.startswith("wayland") for n in usable)}
    else:
        check = {"xcb": True, "wayland": True}
    display, wayland = env.get("DISPLAY"), env.get("WAYLAND_DISPLAY")
    if not display and not wayland:
        return f"pe-desktop: no display available (DISPLAY and WAYLAND_DISPLAY are unset); {advice}"
    reasons = []
    if display and check["xcb"]:
        reason = _x_display_problem(display)
        if reason is None:
            return _xcb_libraries_problem()
        reasons.append(reason)
    if wayland and check["wayland"]:
        reason = _wayland_problem(wayland, env.get("XDG_RUNTIME_DIR"))
        if reason is None:
            return None
        reasons.append(reason)
    if not reasons:
        return f"pe-desktop: no display available for QT_QPA_PLATFORM={platform!r}; {advice}"
    return f"pe-desktop: {'; '.join(reasons)}; {advice}"


def _xcb_libraries_problem() -> str | None:
    """Qt's X11 plugin needs libraries the offscreen platform does not (xcb-cursor …);
    without them Qt aborts with a core dump instead of a sentence."""
    missing = system_libraries.missing_libraries()
    if not missing:
        return None
    packages = [system_libraries.QT_LIBRARIES[name] for name in missing]
    return (f"pe-desktop: Qt's system libraries for a window are missing ({' '.join(missing)}); "
            f"{system_libraries.advice(packages)}")


def _platform_plugins() -> set[str] | None:
    """The names of the platform plugins Qt has ('xcb', 'offscreen' …); None if unknown."""
    try:
        from PySide6.QtCore import QLibraryInfo

        folder = os.path.join(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath), "platforms")
        names = {f[len("libq"):].split(".", 1)[0] for f in os.listdir(folder) if f.startswith("libq")}
    except (ImportError, OSError):
        return None
    return names or None


def _can_connect(family, address, timeout: float = 2.0) -> bool:
    import socket
    import threading

    result = []

    def attempt() -> None:  # in a thread: a name lookup has no timeout of its own
        try:
            if family == socket.AF_UNIX:
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                    sock.settimeout(timeout)
                    sock.connect(address)
            else:
                socket.create_connection(address, timeout=timeout).close()
            result.append(True)
        except (OSError, UnicodeError, ValueError):
            result.append(False)

    thread = threading.Thread(target=attempt, daemon=True)
    thread.start()
    thread.join(timeout + 0.5)
    return bool(result and result[0])


def _x_display_problem(display: str) -> str | None:
    """Why the X display ``display`` cannot be used, or None if its server answers."""
    import socket

    host, sep, rest = display.rpartition(":")
    number = rest.split(".", 1)[0]
    if not sep or not number.isdigit() or "/" in host.replace("unix/", "", 1):
        return f"DISPLAY={display!r} is not an X display name (expected e.g. :0 or host:0)"
    if host in ("", "unix") or host.startswith("/"):
        path = f"/tmp/.X11-unix/X{number}"
        if _can_connect(socket.AF_UNIX, path) or _can_connect(socket.AF_UNIX, "\0" + path):
            return None
    elif _can_connect(socket.AF_INET, (host.strip("[]"), 6000 + int(number))):
        return None
    return f"cannot reach the X display {display} (no X server is running there)"


def _wayland_problem(name: str, runtime_dir: str | None) -> str | None:
    import socket

    path = name if os.path.isabs(name) else os.path.join(runtime_dir or "", name)
    if (os.path.isabs(name) or runtime_dir) and _can_connect(socket.AF_UNIX, path):
        return None
    return f"cannot reach the Wayland display {name} (no compositor is running there)"


def open_window(model: str | None = None):
    """The main window as the app opens it: the remembered settings, placed on the screen,
    and with ``model`` opened as File › Open model opens it (one path, the same state)."""
    window = MainWindow(settings=open_settings())
    window.place_on_screen()
    if model:
        window.open_model(model)
    return window


def run_gui(model: str | None = None) -> int:
    """The window (``open_window``) until it is closed; the exit code."""
    app = application()
    hook = CrashHook().install()
    # Garbage is collected on a timer in the GUI thread, never automatically: the views' Qt
    # objects sit in reference cycles, and an automatic collection may run in the compute
    # thread (Qt objects destroyed off their thread) or inside a Qt call that holds a lock
    # their destructors need (an export hung so, see export.collected_after).
    collector = GarbageCollector(interval=1.0)  # noqa: F841 (kept alive while the window runs)
    try:
        window = open_window(model)
        probe = os.environ.get(STARTUP_PROBE_ENV)
        if probe:
            probe = startup_probe(app, window, float(probe))  # noqa: F841 (kept alive)
        signals = quit_on_signals(app)
        window.show()
        code = app.exec()
        return 128 + signals.received[0] if signals.received else code
    finally:
        collector.timer.stop()
        gc.enable()
        hook.uninstall()


def quit_on_signals(app):
    """SIGINT and SIGTERM close the window as File › Quit does (settings saved); an export
    under way stops at its next step and removes its temporary files instead of leaving a
    hidden .part behind. Python runs signal handlers only between its own steps, so a timer
    gives it one four times a second while Qt waits for events."""
    import signal

    from PySide6.QtCore import QObject, QTimer

    class Signals(QObject):
        received: list[int] = []

    holder = Signals(app)
    holder.received = []

    def handler(signum, frame) -> None:
        holder.received.append(signum)
        note_signal(signum)
        app.quit()

    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, handler)
    timer = QTimer(holder)
    timer.timeout.connect(lambda: None)
    timer.start(250)
    return holder


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
                shown = window.visible_views()
                if shown and all(v.is_current() for v in shown):
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
