#!/usr/bin/env bash
# Build the standalone pe-desktop app in a clean, dedicated venv (this is what `make dist` runs).
#
#   build_scripts/make_dist.sh              # one-folder app + dist/pe-desktop-<ver>-<os>-<arch>.tar.xz
#   build_scripts/make_dist.sh --onefile    # single-file executable (other build.py options pass through)
#
# The venv lives in build/dist-venv (created once, reused) and holds ONLY the app, its runtime
# deps from pyproject.toml, PyInstaller and pyelftools, so nothing from a dev venv (matplotlib, PIL, pytest,
# ...) can leak into the bundle. Override the interpreter with PYTHON=/path/to/python3.11.
# Linux build hosts also need binutils: `strip` drops debug info from libpython, `as` and `ld`
# build the trimmed ICU data library.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/build/dist-venv"
PYTHON="${PYTHON:-python3}"
PYINSTALLER_REQ="${PYINSTALLER_REQ:-pyinstaller>=6.22,<7}"
PYELFTOOLS_REQ="pyelftools>=0.31"  # build_scripts/elf.py reads the ELF files with it

if [[ -x "$VENV/bin/python" ]]; then
    VPY="$VENV/bin/python"
elif [[ -x "$VENV/Scripts/python.exe" ]]; then  # Git-Bash on Windows
    VPY="$VENV/Scripts/python.exe"
else
    "$PYTHON" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python >= 3.11 required")'
    echo "+ creating $VENV"
    "$PYTHON" -m venv "$VENV"
    if [[ -x "$VENV/bin/python" ]]; then VPY="$VENV/bin/python"; else VPY="$VENV/Scripts/python.exe"; fi
fi

export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_PROGRESS_BAR=off
echo "+ installing the app, its runtime deps and PyInstaller into $VENV"
"$VPY" -m pip install --quiet --upgrade pip
# Non-editable install of the repo: pulls exactly the [project] dependencies.
"$VPY" -m pip install --quiet "$ROOT" "$PYINSTALLER_REQ" "$PYELFTOOLS_REQ"

if [[ "$(uname -s)" == Linux ]] && ! { command -v strip && command -v as && command -v ld; } >/dev/null 2>&1; then
    echo "warning: binutils (strip, as, ld) not found; the bundle will be ~50 MB larger" >&2
fi

cd "$ROOT"
exec "$VPY" "$ROOT/build_scripts/build.py" "$@"
