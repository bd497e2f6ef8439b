"""Finding what the app loads at run time (icons, later translations), from anywhere.

One helper for every way the app runs: frozen by PyInstaller (the bundle's
``resources/``), from a source checkout or editable install (the repository's
``resources/``), or installed by pip (``<prefix>/share/pe-desktop``).
"""
from __future__ import annotations

import sys
from pathlib import Path


def resource_roots() -> list[Path]:
    roots = []
    if getattr(sys, "frozen", False):
        roots.append(Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "resources")
    roots.append(Path(__file__).resolve().parents[1] / "resources")
    roots.append(Path(sys.prefix) / "share" / "pe-desktop")
    return roots


def resource_path(*parts: str) -> Path | None:
    """The first existing ``resources/<parts…>``, or None when it is not installed."""
    for root in resource_roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    return None


def is_frozen() -> bool:
    return bool(getattr(sys, "frozen", False))
