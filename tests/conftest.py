import os

# The suite never needs a display: Qt renders offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The app speaks the system's language; the suite checks English texts unless a test switches.
os.environ["LANGUAGE"] = "en_US"

from tests.helpers import translations_module  # noqa: E402


def _compile_translations() -> None:
    """Compile resources/translations/*.ts when a .qm is missing or older (make does this too;
    a bare `pytest` must not test stale catalogues)."""
    module = translations_module()
    stale = [ts for ts in module.TS_DIR.glob("*.ts")
             if not ts.with_suffix(".qm").exists()
             or ts.with_suffix(".qm").stat().st_mtime < ts.stat().st_mtime]
    if stale:
        module.compile_catalogues()


_compile_translations()


def pytest_sessionfinish(session, exitstatus):
    """Delete the windows and views the tests made while the QApplication still exists. Left to
    the interpreter's exit (the views' style callbacks hold them in reference cycles, which
    only the garbage collector frees), they were destroyed after it and the process crashed
    on its way out (exit 139 after every test had passed)."""
    import gc
    import sys

    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return
    core = sys.modules["PySide6.QtCore"]
    for widget in widgets.QApplication.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    core.QCoreApplication.sendPostedEvents(None, core.QEvent.Type.DeferredDelete)
    gc.collect()
