"""The app's errors, at the bottom of the core: every other module may raise them.

Each carries one readable line (often a translatable :class:`~.text.Msg`). The command line
maps them to its exit status (``cli.py``): 2 for what was asked (:class:`ParamError`,
:class:`InputError`), 1 for an export that failed while writing (:class:`ExportError`).
"""


class ParamError(ValueError):
    """A parameter value outside its allowed range; the message is one readable line."""


class ExportError(Exception):
    """An export that cannot be done; the message is one readable line."""


class InputError(ExportError):
    """An export that cannot be done because of what was asked — a file it names (a table
    file, a figure for --from) cannot be used, or the parameters ask for more than the limits
    allow — rather than because writing failed. The command line exits 2 for it, 1 for
    other export errors."""
