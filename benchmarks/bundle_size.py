"""What the standalone app's folder is made of: its size by component, largest first.

    python benchmarks/bundle_size.py                    # dist/pe-desktop
    python benchmarks/bundle_size.py path/to/folder

Symbolic links are not counted (their targets are). The components are matched on the
paths PyInstaller gives the Linux, Windows and macOS bundles of this app.
"""
from __future__ import annotations

import os
import re
import sys
from collections import Counter
from pathlib import Path

# (component, pattern on the path relative to the folder), first match wins
COMPONENTS = [
    ("ICU (libicu*)", r"(^|/)(lib)?icu\w*[.\d]*\.(so|dll|dylib)"),
    ("OpenBLAS and its Fortran runtime (numpy.libs)", r"(^|/)numpy[.]libs/|(^|/)numpy/[.]dylibs/"),
    ("NumPy extensions", r"(^|/)numpy/"),
    ("QtOpenGLWidgets binding (imported by pyqtgraph; QtOpenGL is a stand-in)", r"(^|/)PySide6/QtOpenGL\w*\.(abi3\.so|pyd)$"),
    ("Qt libraries", r"(^|/)PySide6/(Qt/lib/)?(lib)?Qt6?\w+(\.so|\.dll|\.framework)"),
    ("Qt plugins", r"(^|/)PySide6/(Qt/)?plugins/"),
    ("Qt translations", r"(^|/)PySide6/(Qt/)?translations/"),
    ("PySide6 bindings", r"(^|/)(PySide6|shiboken6)/"),
    ("Python runtime", r"(^|/)((lib)?python3[\d.]*\w*\.(so|dll|dylib)[.\d]*|python3\.\d+/|base_library\.zip)"),
    ("the app's resources", r"(^|/)resources/"),
    ("executable (with the Python bytecode)", r"^pe-desktop(\.exe)?$"),
    ("other libraries (X11 helpers, ...)", r"(^|/)lib[^/]*\.(so|dll|dylib)[.\d]*$"),
]


def breakdown(folder: Path) -> Counter:
    sizes: Counter = Counter()
    for root, _dirs, files in os.walk(folder):
        for name in files:
            path = Path(root) / name
            if path.is_symlink():
                continue
            rel = path.relative_to(folder).as_posix()
            part = next((c for c, p in COMPONENTS if re.search(p, rel)), "other")
            sizes[part] += path.stat().st_size
    return sizes


def main(argv: list[str]) -> int:
    folder = Path(argv[0] if argv else "dist/pe-desktop")
    if not folder.is_dir():
        print(f"bundle_size: no folder {folder} (run `make dist` first)", file=sys.stderr)
        return 2
    sizes = breakdown(folder)
    total = sum(sizes.values())
    for part, size in sizes.most_common():
        print(f"{size / 1e6:7.1f} MB  {100 * size / total:4.1f} %  {part}")
    print(f"{total / 1e6:7.1f} MB  total ({total / 2**20:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
