"""Helpers the tests share: plain functions, imported by name (fixtures live in the
conftest.py files)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# figures and a session written by the version before saved records named their schema
SCHEMA0 = ROOT / "tests" / "data" / "schema0"


def rename_param(monkeypatch, old: str, new: str):
    """Make the core read and write records as if a new schema (SCHEMA + 1) had renamed the
    parameter ``old`` to ``new``, with the migration that rule asks for; returns the Params
    maker of that schema (it takes ``new``; what it makes writes ``new`` to files)."""
    from pe_desktop.core import figure
    from pe_desktop.core.params import Params

    class Renamed(Params):
        def as_dict(self):
            return {new if name == old else name: value for name, value in super().as_dict().items()}

    def make(**values):
        return Renamed(**{old if name == new else name: value for name, value in values.items()})

    monkeypatch.setattr(figure, "SPECS", {new if k == old else k: v for k, v in figure.SPECS.items()})
    monkeypatch.setattr(figure, "Params", make)
    monkeypatch.setattr(figure, "MIGRATIONS", [*figure.MIGRATIONS, figure.Migration(
        figure.SCHEMA, figure.SCHEMA + 1, figure.rename_param(old, new))])
    monkeypatch.setattr(figure, "SCHEMA", figure.SCHEMA + 1)
    return make
