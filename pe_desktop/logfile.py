"""The log file: where the window and the command line write details (tracebacks, Qt's
messages, NumPy's warnings) that the user is shown as one line. No Qt: a data export from
the command line logs without loading it.
"""
from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

log = logging.getLogger("pe_desktop")


def data_home(environ=None, platform: str = sys.platform) -> Path:
    """The platform's folder for an application's local data (where Qt's
    AppLocalDataLocation lives): $XDG_DATA_HOME or ~/.local/share, %LOCALAPPDATA%,
    ~/Library/Application Support."""
    env = os.environ if environ is None else environ
    if platform == "win32":
        base = env.get("LOCALAPPDATA")
        return Path(base) if base else Path.home() / "AppData" / "Local"
    if platform == "darwin":
        return Path.home() / "Library" / "Application Support"
    base = env.get("XDG_DATA_HOME")
    return Path(base) if base and os.path.isabs(base) else Path.home() / ".local" / "share"


def log_dir() -> Path:
    """The app's log folder (e.g. ~/.local/share/pe-desktop/logs), or $PE_DESKTOP_LOG_DIR."""
    override = os.environ.get("PE_DESKTOP_LOG_DIR")
    if override:
        return Path(override)
    return data_home() / "pe-desktop" / "logs"


def log_file() -> Path:
    return log_dir() / "pe-desktop.log"


def setup_logging() -> Path | None:
    """Log to the log file (created on demand); None if it cannot be written."""
    path = log_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.FileHandler(path, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    return path


_logging_quietly = False


def log_quietly() -> None:
    """For the command line: internal errors, warnings (NumPy's RuntimeWarnings) and Qt's
    messages go to the log file with their details; the terminal gets the one-line message."""
    global _logging_quietly
    if _logging_quietly:
        return
    _logging_quietly = True
    logging.captureWarnings(True)
    if setup_logging() is None:  # no log file: drop the details, keep the one line
        log.addHandler(logging.NullHandler())
        log.propagate = False
    logging.getLogger("py.warnings").handlers = log.handlers
    logging.getLogger("py.warnings").propagate = False
