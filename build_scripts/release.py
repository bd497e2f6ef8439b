#!/usr/bin/env python3
"""Gather the release files of this version into dist/release/ with a SHA256SUMS file.

    python3 build_scripts/release.py      (what `make release` runs after building them all)

Files (any missing one is an error; a macOS archive built on a Mac is added when present):
    pe-desktop-<version>-linux-x86_64.tar.xz      Linux, any distribution (`make dist`)
    pe-desktop_<version>_amd64.deb                Debian/Ubuntu (`make deb`)
    pe-desktop-<version>-windows-x86_64.zip       Windows (`make dist-windows`)
Check them with `cd dist/release && sha256sum -c SHA256SUMS`.
"""
from __future__ import annotations

import hashlib
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))
from build import app_version, mib  # noqa: E402

DIST = ROOT / "dist"


def release_files(version: str) -> tuple[list[Path], list[Path]]:
    """(required files, optional ones) in dist/."""
    required = [DIST / f"pe-desktop-{version}-linux-x86_64.tar.xz",
                DIST / f"pe-desktop_{version}_amd64.deb",
                DIST / f"pe-desktop-{version}-windows-x86_64.zip"]
    optional = sorted(DIST.glob(f"pe-desktop-{version}-macos-*.tar.xz"))
    return required, optional


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def main() -> int:
    version = app_version()
    required, optional = release_files(version)
    missing = [p.name for p in required if not p.is_file()]
    if missing:
        sys.exit(f"missing from dist/: {', '.join(missing)} (make dist, make deb, make dist-windows)")
    out = DIST / "release"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir()
    lines = []
    for path in required + optional:
        shutil.copy2(path, out / path.name)
        lines.append(f"{sha256(out / path.name)}  {path.name}\n")
        print(f"{path.name:<45} {mib(path.stat().st_size)}")
    (out / "SHA256SUMS").write_text("".join(lines))
    print(f"{out.relative_to(ROOT)}/SHA256SUMS: {len(lines)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
