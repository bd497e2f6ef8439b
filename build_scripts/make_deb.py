#!/usr/bin/env python3
"""Turn the Linux one-folder app (dist/pe-desktop/, `make dist`) into a Debian package.

    build/dist-venv/bin/python build_scripts/make_deb.py   -> dist/pe-desktop_<version>_amd64.deb
    (`make deb`: the build venv of `make dist`, which has pyelftools)

What the package installs:
    /opt/pe-desktop/                                the one-folder app
    /usr/bin/pe-desktop                             a link to /opt/pe-desktop/pe-desktop
    /usr/share/applications/pe-desktop.desktop      the menu entry
    /usr/share/icons/hicolor/{48x48,scalable}/apps/ its icons
No maintainer scripts: dpkg's triggers refresh the menu and icon caches, the app writes
nothing under /opt, so removing the package leaves nothing behind.

Depends is derived from the bundle. The libraries PyInstaller copied from the build machine
into the bundle (the xcb and xkbcommon libraries Qt's xcb platform plugin needs, zlib, libffi,
...: byte-for-byte copies of files a Debian package installed) are left out of the package,
which depends on their packages instead, as Debian packages do. Then every library an ELF file
in the package needs (DT_NEEDED) that it does not hold itself is looked up in the dpkg
database of the build machine (which must have them: build_scripts/install_system_deps.sh)
and its package is named. So the xcb libraries whose absence is Qt's "could not load the Qt
platform plugin xcb" are in Depends, and apt installs them. Needs dpkg-deb (Debian/Ubuntu).
"""
from __future__ import annotations

import argparse
import filecmp
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "build_scripts"))
from build import app_version, mib, tree_size  # noqa: E402
from elf import elf_info  # noqa: E402

APP = "pe-desktop"
PREFIX = Path("opt") / APP
MULTIARCH = "x86_64-linux-gnu"
ICONS = ("48x48/apps/pe-desktop.png", "scalable/apps/pe-desktop.svg")
# In the archive for users who unpack it by hand; the package installs the entry itself.
NOT_PACKAGED = {"install_desktop_entry.sh"}


def needed_from_system(app: Path) -> set[str]:
    """Sonames some ELF file in `app` needs that no file in `app` provides."""
    provided, needed = set(), set()
    for dirpath, _dirs, names in os.walk(app):
        for name in names:
            provided.add(name)
            path = Path(dirpath, name)
            if path.is_symlink() or not path.is_file():
                continue
            with open(path, "rb") as f:
                if f.read(4) != b"\x7fELF":
                    continue
            info = elf_info(path)
            if info is None:
                raise SystemExit(f"cannot read the ELF file {path}")
            needed.update(info[1])
    return needed - provided


def installed_copies(soname: str) -> list[tuple[str, Path]]:
    """(package, path) of every file named `soname` an installed package put in a library
    folder of this machine's architecture."""
    res = subprocess.run(["dpkg-query", "-S", f"*/{MULTIARCH}/{soname}"], capture_output=True, text=True)
    found = []
    for line in res.stdout.splitlines():
        pkgs, _, path = line.partition(": ")
        if path.rsplit("/", 1)[-1] == soname:
            found += [(p.strip().split(":")[0], Path(path)) for p in pkgs.split(",")]
    return found


def packages_of(sonames: set[str]) -> dict[str, str]:
    """soname -> the installed Debian package holding it (for this machine's architecture)."""
    found: dict[str, str] = {}
    missing = []
    for soname in sorted(sonames):
        owners = sorted({pkg for pkg, _path in installed_copies(soname)})
        if owners:
            found[soname] = owners[0]
        else:
            missing.append(soname)
    if missing:
        raise SystemExit(f"no installed package provides {', '.join(missing)}, which the bundle "
                         "needs: install them (build_scripts/install_system_deps.sh) and build again")
    return found


def drop_host_copies(app: Path) -> dict[str, str]:
    """Remove from `app` the libraries that are byte-for-byte copies of an installed package's
    file; returns file name -> package."""
    dropped = {}
    for path in sorted(app.rglob("lib*.so*")):
        if path.is_symlink() or not path.is_file():
            continue
        for pkg, host in installed_copies(path.name):
            if host.is_file() and filecmp.cmp(host, path, shallow=False):
                dropped[path.name] = pkg
                path.unlink()
                break
    return dropped


def glibc_needed(app: Path) -> str | None:
    """The newest GLIBC_x.y symbol version an ELF file in `app` asks for (binutils' objdump)."""
    versions = set()
    for path in app.rglob("*"):
        if path.is_file() and not path.is_symlink() and path.read_bytes()[:4] == b"\x7fELF":
            out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
            versions.update(re.findall(r"\bGLIBC_(\d+(?:\.\d+)+)\b", out))
    return max(versions, key=lambda v: tuple(map(int, v.split(".")))) if versions else None


def control(version: str, depends: list[str], installed_kib: int) -> str:
    return "\n".join([
        f"Package: {APP}",
        f"Version: {version}",
        "Architecture: amd64",
        "Maintainer: pe-desktop maintainers <pe-desktop@users.noreply.github.com>",
        f"Installed-Size: {installed_kib}",
        f"Depends: {', '.join(depends)}",
        "Section: science",
        "Priority: optional",
        "Description: Positional Encoding Explorer",
        " See how Transformers encode token positions: sinusoidal, RoPE, ALiBi and learned",
        " encodings drawn as heatmaps and curves, explored offline, exported as PNG, SVG,",
        " PDF or data for reports.",
        "",
    ])


def build_root(app: Path, root: Path) -> None:
    shutil.rmtree(root, ignore_errors=True)
    dest = root / PREFIX
    shutil.copytree(app, dest, symlinks=True, ignore=lambda d, names: NOT_PACKAGED & set(names))
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / APP).symlink_to(Path("/") / PREFIX / APP)
    apps = root / "usr" / "share" / "applications"
    apps.mkdir(parents=True)
    shutil.copy2(ROOT / "resources" / f"{APP}.desktop", apps / f"{APP}.desktop")
    for icon in ICONS:
        target = root / "usr" / "share" / "icons" / "hicolor" / icon
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / "resources" / "icons" / "hicolor" / icon, target)
    for dirpath, dirs, names in os.walk(root):  # what dpkg expects, whatever the umask
        for d in dirs:
            os.chmod(os.path.join(dirpath, d), 0o755)
        for n in names:
            p = os.path.join(dirpath, n)
            if not os.path.islink(p):
                os.chmod(p, 0o755 if os.stat(p).st_mode & 0o111 else 0o644)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--app", type=Path, default=ROOT / "dist" / APP, help="the one-folder app")
    ap.add_argument("--out", type=Path, default=ROOT / "dist", help="folder for the .deb")
    args = ap.parse_args(argv)
    if not (args.app / APP).is_file():
        raise SystemExit(f"no one-folder app at {args.app}: run 'make dist' first")
    t0 = time.perf_counter()
    version = app_version()
    root = ROOT / "build" / "deb" / "root"
    build_root(args.app, root)
    dropped = drop_host_copies(root / PREFIX)
    print(f"left to their packages: {', '.join(f'{n} ({p})' for n, p in dropped.items())}")
    libs = packages_of(needed_from_system(root / PREFIX))
    depends = sorted(set(libs.values()))
    glibc = glibc_needed(root / PREFIX)
    if glibc and "libc6" in depends:  # the one library whose symbol versions set the oldest release
        depends[depends.index("libc6")] = f"libc6 (>= {glibc})"
    print(f"Depends, from the {len(libs)} system libraries the app needs: {', '.join(depends)}")
    size, _files = tree_size(root)
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control(version, depends, (size + 1023) // 1024))
    out = args.out / f"{APP}_{version}_amd64.deb"
    out.unlink(missing_ok=True)
    # xz (dpkg-deb's default level 6): any dpkg can read it, unlike zstd on older releases.
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(out)],
                   check=True)
    shutil.rmtree(root.parent)
    print(f"built {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}  {mib(out.stat().st_size)}"
          f"  ({time.perf_counter() - t0:.0f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
