"""What the window remembers between runs, kept with QSettings.

Everything read back is treated as untrusted: a value of the wrong type, unparsable JSON,
an unknown or out-of-range parameter, a tab that no longer exists — each is ignored and
named in one status-bar line; nothing read from the settings is ever executed (parameters
go through ``params_from_dict``, the same validation as session files). The parameters are
kept with their schema (``params_schema``; absent: 0, as written before it was kept) and
brought up to date by the same migrations as figures and sessions (``core/figure.py``).

``PE_DESKTOP_SETTINGS_DIR`` moves the settings into ``<dir>/pe-desktop.ini`` (tests, and
portable installs); otherwise they live where the platform keeps application settings.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from ..core import figure
from ..core.errors import ExportError
from ..core.figure import migrate, params_from_dict
from ..core.params import Params
from ..core.text import N_, msg

ENV_DIR = "PE_DESKTOP_SETTINGS_DIR"
ORGANIZATION = APPLICATION = "pe-desktop"
FILE_NAME = "pe-desktop.ini"
SCHEMES = ("system", "light", "dark")  # View › Colour scheme
MAX_TEXT = 100_000  # no saved value of ours is anywhere near this long

KEY_GEOMETRY = "window/geometry"
KEY_STATE = "window/state"
KEY_PARAMS = "params"
KEY_PARAMS_SCHEMA = "params_schema"
KEY_TAB = "tab"
KEY_FOLDER = "last_folder"
KEY_SCHEME = "colour_scheme"
KEY_LANGUAGE = "language"


def open_settings(directory: str | os.PathLike | None = None) -> QSettings:
    """The settings store: ``directory`` (or $PE_DESKTOP_SETTINGS_DIR) if given, else the
    platform's place for pe-desktop's settings."""
    folder = directory if directory is not None else os.environ.get(ENV_DIR) or None
    if folder:
        return QSettings(str(Path(folder) / FILE_NAME), QSettings.Format.IniFormat)
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def reset_settings(directory: str | os.PathLike | None = None) -> str:
    """Forget every saved setting; returns where they were kept."""
    settings = open_settings(directory)
    settings.clear()
    settings.sync()
    return settings.fileName()


@dataclass
class Restored:
    """Validated values read from the settings (None: absent or refused) and the problems."""

    geometry: QByteArray | None = None
    state: QByteArray | None = None
    params: Params | None = None
    tab: str | None = None
    last_folder: str | None = None
    scheme: str | None = None
    language: str | None = None
    problems: list[str] = field(default_factory=list)


def _text(settings: QSettings, key: str, problems: list[str]) -> str | None:
    if not settings.contains(key):
        return None
    value = settings.value(key)
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        problems.append(msg("{key} (not a short text)", key=key))
        return None
    return value


def _bytes(settings: QSettings, key: str, problems: list[str]) -> QByteArray | None:
    if not settings.contains(key):
        return None
    value = settings.value(key)
    if isinstance(value, (bytes, bytearray)):
        value = QByteArray(bytes(value))
    if not isinstance(value, QByteArray) or value.size() > MAX_TEXT:
        problems.append(msg("{key} (not window layout data)", key=key))
        return None
    return value


def _folder_state(folder: str) -> bool | None:
    """True: an existing folder; False: a path to nothing (removed since); None: not a path
    the system takes (a name over 255 bytes, a NUL, too long), which made every start fail."""
    if "\0" in folder or len(folder.encode("utf-8", "surrogatepass")) > 4095:
        return None
    try:
        return Path(folder).is_dir()
    except (OSError, ValueError):
        return None


def parse_params(text: str, schema: Any = 0) -> Params:
    """Params from their saved JSON text, written at ``schema``; ExportError with the reason
    if invalid."""
    try:
        values = json.loads(text)
    except (ValueError, RecursionError):
        raise ExportError("saved parameters: not valid JSON") from None
    record = migrate({"schema": schema, "params": values}, "saved parameters")
    return params_from_dict(record["params"], "saved parameters")


def read_settings(settings: QSettings, tabs: tuple[str, ...]) -> Restored:
    out = Restored()
    problems = out.problems
    out.geometry = _bytes(settings, KEY_GEOMETRY, problems)
    out.state = _bytes(settings, KEY_STATE, problems)
    text = _text(settings, KEY_PARAMS, problems)
    schema = _text(settings, KEY_PARAMS_SCHEMA, problems) or "0"
    if text is not None:
        try:
            out.params = parse_params(text, int(schema) if schema.isascii() and schema.isdigit() else schema)
        except ExportError as exc:
            problems.append(exc.args[0] if len(exc.args) == 1 else str(exc))
    tab = _text(settings, KEY_TAB, problems)
    if tab is not None:
        if tab in tabs:
            out.tab = tab
        else:
            problems.append(msg("tab {tab} (no such tab)", tab=repr(tab[:40])))
    folder = _text(settings, KEY_FOLDER, problems)
    if folder:
        usable = _folder_state(folder)
        if usable is None:  # not a path at all (too long, a NUL): refused and named
            problems.append(N_("last folder (not a usable path)"))
        elif usable:  # a folder since removed: no fuss
            out.last_folder = folder
    scheme = _text(settings, KEY_SCHEME, problems)
    if scheme is not None:
        if scheme in SCHEMES:
            out.scheme = scheme
        else:
            problems.append(msg("colour scheme {scheme} (use {choices})", scheme=repr(scheme[:40]),
                                choices=", ".join(SCHEMES)))
    language = _text(settings, KEY_LANGUAGE, problems)
    if language is not None:
        if 0 < len(language) <= 16 and language.replace("_", "").replace("-", "").isalnum():
            out.language = language
        else:
            problems.append(N_("language (not a language code)"))
    return out


def write_settings(settings: QSettings, *, geometry: QByteArray, state: QByteArray, params: Params,
                   tab: str, last_folder: str, scheme: str, language: str | None) -> None:
    values: dict[str, Any] = {
        KEY_GEOMETRY: geometry, KEY_STATE: state,
        KEY_PARAMS: json.dumps(params.as_dict(), ensure_ascii=False, sort_keys=True),
        KEY_PARAMS_SCHEMA: str(figure.SCHEMA),
        KEY_TAB: tab, KEY_FOLDER: last_folder, KEY_SCHEME: scheme,
    }
    if language:
        values[KEY_LANGUAGE] = language
    for key, value in values.items():
        settings.setValue(key, value)
    settings.sync()


KEY_EXPORT = "export/choices"
EXPORT_CHOICES = {"preset": str, "unit": str, "dpi": float, "text_pt": float, "format": str,
                  "background": str}


def read_export_choices(settings: QSettings) -> dict[str, Any]:
    """The export dialog's last choices (preset, unit, DPI, text size, format, background):
    only the ones of the right type; the dialog uses those its lists and ranges take."""
    text = settings.value(KEY_EXPORT)
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        return {}
    try:
        values = json.loads(text)
    except (ValueError, RecursionError):
        return {}
    if not isinstance(values, dict):
        return {}
    out = {}
    for key, kind in EXPORT_CHOICES.items():
        value = values.get(key)
        if kind is float and isinstance(value, (int, float)) and not isinstance(value, bool):
            out[key] = float(value)
        elif kind is str and isinstance(value, str) and len(value) <= 40:
            out[key] = value
    return out


def write_export_choices(settings: QSettings, choices: dict[str, Any]) -> None:
    settings.setValue(KEY_EXPORT, json.dumps({k: choices[k] for k in EXPORT_CHOICES if k in choices}))
    settings.sync()
