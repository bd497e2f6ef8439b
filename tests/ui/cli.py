"""The command line run inside the test's own process, reported as ``subprocess.run`` would:
for tests of what it writes and says, where a real process (its exit status after the
interpreter's exit, a signal, a fresh interpreter without Qt) is not the point."""
from __future__ import annotations

import io
import subprocess
from contextlib import redirect_stderr, redirect_stdout

from pe_desktop.cli import main


def run_cli(*argv) -> subprocess.CompletedProcess:
    """``pe-desktop ARGV...`` in this process: its exit code and what it printed."""
    args = [str(arg) for arg in argv]
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(args)
        except SystemExit as exc:  # --help and --version end through argparse
            code = exc.code if isinstance(exc.code, int) else 1
    return subprocess.CompletedProcess(["pe-desktop", *args], code, out.getvalue(), err.getvalue())
