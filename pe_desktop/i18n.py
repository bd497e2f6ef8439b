"""The app's languages: Qt's translation system, loaded from ``resources/translations``.

Every user-visible string goes through :func:`tr` (UI code) or is marked in the core with
``N_``/``msg`` (``core/text.py``) and rendered with :func:`localize`. The catalogue sources
are ``resources/translations/pe_desktop_<lang>.ts``; ``build_scripts/translations.py``
extracts the marked strings into them and compiles the ``.qm`` files loaded here.
One context holds every string, so an identical English text is translated once.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from .core.text import N_, Msg, render
from .resources import resource_path

CONTEXT = "pe-desktop"
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}  # each named in itself
DEFAULT_LANGUAGE = "en"

_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE


def tr(text: str, /, **args: Any) -> str:
    """``text`` in the current language, its ``{fields}`` filled from ``args``."""
    translated = QCoreApplication.translate(CONTEXT, text)
    if not args:
        return translated
    try:
        return translated.format(**args)
    except (KeyError, IndexError, ValueError):  # a broken translation must not break the app
        logging.getLogger("pe_desktop").warning("translation of %r does not fit its fields", text)
        return text.format(**args)


def localize(text: Any) -> str:
    """A core string or message (``N_``/``msg``, or an exception carrying one) in the
    current language."""
    if isinstance(text, BaseException):
        text = text.args[0] if len(text.args) == 1 and isinstance(text.args[0], str) else str(text)
    return render(text, lambda s: QCoreApplication.translate(CONTEXT, s))


def system_language() -> str:
    """The system's language if the app speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def current_language() -> str:
    return _current


def catalogue_path(language: str) -> Path | None:
    return resource_path("translations", f"pe_desktop_{language}.qm")


def set_language(language: str) -> bool:
    """Switch every translated string to ``language`` (Qt sends LanguageChange to every
    widget, which re-translates in place). False, and English, if it cannot be loaded."""
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("set_language needs a QApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ok = language in LANGUAGES
    if ok:
        ours = QTranslator(app)
        path = catalogue_path(language)
        ok = path is not None and ours.load(str(path))
        if ok:
            _installed.append(ours)
            qt = QTranslator(app)  # Qt's own texts: standard buttons, file dialogs
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            if language != DEFAULT_LANGUAGE and (qt.load(f"qtbase_{language}", qt_dir)
                                                 or _bundled_qt(qt, language)):
                _installed[:0] = [QtAliases(qt, app)]  # first installed: asked last
                _installed.append(qt)
        elif language != DEFAULT_LANGUAGE:
            logging.getLogger("pe_desktop").warning("no %s translation found (%s)", language, path)
        else:
            ok = True  # English is the source language: it needs no catalogue
    for translator in _installed:
        app.installTranslator(translator)
    _current = language if ok else DEFAULT_LANGUAGE
    QLocale.setDefault(QLocale(_current))
    if hasattr(app, "setApplicationDisplayName"):  # a GUI app: window titles end with it
        app.setApplicationDisplayName(tr("Positional Encoding Explorer"))
    if not _installed:  # removing translators alone sends no LanguageChange
        QCoreApplication.sendEvent(app, _language_change_event())
    return ok


class QtAliases(QTranslator):
    """Qt's own texts that its catalogue holds in an older form: Qt 6's file dialog asks for
    "&Look in:" and "Files of &type:" (catalogued without the mnemonic, so shown in English)
    and its icon provider for "Folder" (catalogued under QFileDialog). Installed before the
    catalogues, it is asked only for what they do not have."""

    OLD_CONTEXTS = {"QAbstractFileIconProvider": "QFileDialog", "QFileSystemModel": "QFileDialog"}

    def __init__(self, qt: QTranslator, parent=None) -> None:
        super().__init__(parent)
        self.qt = qt

    def isEmpty(self) -> bool:
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        if context == CONTEXT or not source:
            return ""
        old = self.OLD_CONTEXTS.get(context, context)
        at = source.find("&")
        plain = source[:at] + source[at + 1:] if 0 <= at < len(source) - 1 and source[at + 1] != "&" else source
        if (old, plain) == (context, source):
            return ""
        found = self.qt.translate(old, plain, disambiguation, n)
        if found and plain != source:  # the mnemonic as Japanese writes it: アドレス(&L):
            colon = found[-1] if found.endswith((":", "：")) else ""
            found = f"{found.rstrip(':：')}(&{source[at + 1].upper()}){colon}"
        return found


def _bundled_qt(translator: QTranslator, language: str) -> bool:
    path = resource_path("translations", f"qtbase_{language}.qm")
    return path is not None and translator.load(str(path))


def _language_change_event():
    from PySide6.QtCore import QEvent
    return QEvent(QEvent.Type.LanguageChange)


__all__ = ["CONTEXT", "LANGUAGES", "N_", "Msg", "tr", "localize", "set_language",
           "current_language", "system_language"]
