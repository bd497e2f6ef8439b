"""Undo and redo of parameter changes.

Each change of the panel's Params is one :class:`ParamsCommand` (old → new). Successive
changes of the same parameter within :data:`MERGE_SECONDS` of each other — a held spin-box
arrow, digits typed one by one — merge into one step; presets and sessions never merge.
"""
from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from ..core.params import SPECS, Params
from ..i18n import localize, tr

MERGE_SECONDS = 1.0
# One command id per parameter (QUndoStack merges only commands with equal ids, ≥ 0).
PARAM_IDS = {name: i for i, name in enumerate(SPECS)}


def now() -> float:
    """The clock merging is timed by (seconds; tests replace it)."""
    return time.monotonic()


def _shown(value) -> str:
    if isinstance(value, bool):
        return tr("on") if value else tr("off")
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:g}"
    text = str(value)
    return repr(text if len(text) <= 30 else text[:29] + "…")


def describe(old: Params, new: Params) -> str:
    """The step's name in Edit › Undo …: the parameter and its new value."""
    names = new.changed_from(old)
    if len(names) == 1:
        return tr("{label} = {value}", label=localize(SPECS[names[0]].label),
                  value=_shown(getattr(new, names[0])))
    return tr("{n} parameters", n=len(names))


class ParamsCommand(QUndoCommand):
    """Parameters ``old`` → ``new``, applied through ``apply`` (which must not record a new
    command while it runs). ``name``: the one parameter edited (merging), or None.
    ``text``: the step's name (a core.text message, shown translated), or None to describe
    the change."""

    def __init__(self, apply: Callable[[Params], None], old: Params, new: Params,
                 name: str | None = None, text: str | None = None) -> None:
        super().__init__()
        self.label = text
        self._apply = apply
        self.old, self.new = old, new
        self.name = name
        self.last_change = now()
        self._first = True
        self.retranslate()

    def retranslate(self) -> None:
        """Name the step in the current language (called again when the language changes)."""
        self.setText(localize(self.label) if self.label else describe(self.old, self.new))

    def id(self) -> int:
        return PARAM_IDS.get(self.name, -1) if self.name is not None else -1

    def redo(self) -> None:
        if self._first:  # pushed after the change happened: nothing to do yet
            self._first = False
            return
        self._apply(self.new)

    def undo(self) -> None:
        self._apply(self.old)

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, ParamsCommand) or other.id() != self.id() or self.id() < 0:
            return False
        if other.last_change - self.last_change > MERGE_SECONDS:
            return False
        self.new = other.new
        self.last_change = other.last_change
        if self.old != self.new:
            self.retranslate()
        if self.old == self.new:
            self.setObsolete(True)  # back where it started: no step at all
        return True
