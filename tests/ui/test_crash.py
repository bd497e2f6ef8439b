import sys

from PySide6.QtWidgets import QMessageBox


def test_unexpected_exception_is_logged_shown_and_survived(window, qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("PE_DESKTOP_LOG_DIR", str(tmp_path / "logs"))
    from pe_desktop.ui import crash

    dialogs = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: dialogs.append(
        (self.text(), self.informativeText(), self.detailedText())))
    hook = crash.CrashHook().install()
    try:
        try:
            raise RuntimeError("boom in a slot")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())  # what Python does for an exception escaping a slot
        qtbot.waitUntil(lambda: len(dialogs) > 0, timeout=5000)
    finally:
        hook.uninstall()
        for handler in list(crash.log.handlers):
            crash.log.removeHandler(handler)
            handler.close()
    text, info, details = dialogs[0]
    assert "still running" in text and "RuntimeError: boom in a slot" in text
    log_path = tmp_path / "logs" / "pe-desktop.log"
    assert str(log_path) in info and "Traceback" in details
    assert "boom in a slot" in log_path.read_text()
    assert window.isVisible()
    window.panel.editors["d_model"].setValue(64)  # still working
    qtbot.waitUntil(lambda: window.views["heatmap"].is_current(), timeout=10000)
