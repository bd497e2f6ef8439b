"""The Qt layer: a thin window over the core."""
try:
    from PySide6 import QtGui  # noqa: F401 (loads Qt and the system libraries it needs)
except ImportError as exc:
    from ..system_libraries import import_problem

    _problem = import_problem(exc)
    if _problem is None:
        raise
    # one line (the missing library and how to install it) instead of a traceback
    raise SystemExit(_problem) from None
