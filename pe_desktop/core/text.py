"""Marking user-visible text for translation, without Qt.

The core stays Qt-free, yet its labels and messages reach the user in the window's
language. Two markers, both found by ``build_scripts/translations.py``:

- ``N_("text")`` returns the text unchanged; the UI translates it where it is shown.
- ``msg("… {name} …", name=value)`` returns a :class:`Msg`: the English sentence (a
  ``str``, so ``str(exc)``, the command line and logs read as before) that also remembers
  its template and arguments, so the UI can translate the template and fill it again.
"""
from __future__ import annotations

from typing import Any


def N_(text: str) -> str:
    """Mark ``text`` for translation; translation happens where it is displayed."""
    return text


class Msg(str):
    """An English message that can be re-rendered in another language."""

    template: str
    args: dict[str, Any]

    def __new__(cls, template: str, /, **args: Any) -> Msg:
        self = super().__new__(cls, template.format(**args) if args else template)
        self.template = template
        self.args = args
        return self

    def __reduce__(self):  # survives pickling (results cross threads as plain objects)
        return (_rebuild, (self.template, self.args))


def _rebuild(template: str, args: dict[str, Any]) -> Msg:
    return Msg(template, **args)


def msg(template: str, /, **args: Any) -> Msg:
    """A translatable message: ``template`` uses ``{name}`` fields filled from ``args``."""
    return Msg(template, **args)


def shortened(text: str, most: int = 60) -> str:
    """``text``, or its first and last characters around an ellipsis when longer than ``most``
    (a hostile file's value quoted in a message stays one readable line)."""
    return text if len(text) <= most else f"{text[:most // 2]}…{text[-(most // 2 - 1):]}"


def render(text: Any, translate) -> str:
    """``text`` in the language of ``translate`` (a function from English to the target).

    A :class:`Msg` has its template translated and its arguments rendered the same way (an
    argument may itself be a message); any other string is translated as it is."""
    if isinstance(text, Msg):
        args = {k: render(v, translate) if isinstance(v, Msg) else v for k, v in text.args.items()}
        template = translate(text.template)
        try:
            return template.format(**args) if args else template
        except (KeyError, IndexError, ValueError):  # a broken translation: fall back to English
            return str(text)
    return translate(text) if isinstance(text, str) and text else ("" if text is None else str(text))
