"""Helpers the tests share: plain functions, imported by name (fixtures live in the
conftest.py files, which import what they need from here)."""
from __future__ import annotations

import importlib.util
import io
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# figures and a session written by the version before saved records named their schema
SCHEMA0 = ROOT / "tests" / "data" / "schema0"


# -- the command line ---------------------------------------------------------------------------

def run_cli(*argv) -> subprocess.CompletedProcess:
    """``pe-desktop ARGV...`` run inside the test's own process, reported as ``subprocess.run``
    would: its exit code and what it printed. For what it writes and says, where a real
    process (its exit status, a signal, a fresh interpreter without Qt) is not the point."""
    from pe_desktop.cli import main

    args = [str(arg) for arg in argv]
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(args)
        except SystemExit as exc:  # --help and --version end through argparse
            code = exc.code if isinstance(exc.code, int) else 1
    return subprocess.CompletedProcess(["pe-desktop", *args], code, out.getvalue(), err.getvalue())


def run_process(*argv, env=None, **kwargs) -> subprocess.CompletedProcess:
    """``pe-desktop ARGV...`` in a process of its own (``python -m pe_desktop``), its output as text."""
    return subprocess.run([sys.executable, "-m", "pe_desktop", *map(str, argv)],
                          capture_output=True, text=True, env=env, timeout=300, **kwargs)


def one_line(result) -> str:
    """The one line a command printed on stderr, asserting it is one line and no traceback."""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    return lines[0]


# -- the window ---------------------------------------------------------------------------------

def wait_current(qtbot, win, timeout=20000):
    """Wait until every view on screen shows the window's current params and viewport."""
    qtbot.waitUntil(lambda: all(v.is_current() for v in win.visible_views()), timeout=timeout)


def show_tab(window, qtbot, tab):
    """Bring ``tab`` (a ``TABS`` entry, or a tab's English title) on screen and wait until its
    views have drawn."""
    title = tab if isinstance(tab, str) else tab.title
    for i, key in enumerate(window.tab_keys):
        if key == title:
            window.tabs.setCurrentIndex(i)
            wait_current(qtbot, window)
            return
    raise AssertionError(f"no tab {title!r}")


# -- the build scripts and the core -----------------------------------------------------------------

def translations_module():
    """build_scripts/translations.py (extract, check, compile), loaded once."""
    if "pe_translations" not in sys.modules:
        path = ROOT / "build_scripts" / "translations.py"
        spec = importlib.util.spec_from_file_location("pe_translations", path)
        module = importlib.util.module_from_spec(spec)
        sys.modules["pe_translations"] = module
        spec.loader.exec_module(module)
    return sys.modules["pe_translations"]


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
