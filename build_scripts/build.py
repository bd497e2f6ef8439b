#!/usr/bin/env python3
"""Build the standalone pe-desktop app with PyInstaller and pack a release archive.

Run from any environment that has the app's runtime deps (PySide6-Essentials, pyqtgraph,
numpy) and pyinstaller installed -- normally via build_scripts/make_dist.sh (`make dist`):

    python build_scripts/build.py              # one-folder app  -> dist/pe-desktop/
    python build_scripts/build.py --onefile    # one-file app    -> dist/onefile/pe-desktop[.exe]

Outputs (repo root):
    dist/pe-desktop/                                      one-folder app (default)
    dist/pe-desktop-<version>-<os>-<arch>.tar.xz          release archive (.zip on Windows)
    dist/onefile/pe-desktop                               single-file app (--onefile)
    dist/pe-desktop-<version>-<os>-<arch>-onefile.tar.xz  its archive
    build/pe-desktop/                                     PyInstaller work files
"""
from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "pe-desktop.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build"
APP = "pe-desktop"
IS_WIN = sys.platform.startswith("win")
IS_MAC = sys.platform == "darwin"


def app_version() -> str:
    """pe_desktop.__version__, read without importing the package (no Qt import needed)."""
    init = ROOT / "pe_desktop" / "__init__.py"
    m = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", init.read_text("utf-8"), re.M)
    if m:
        return m.group(1)
    sys.path.insert(0, str(ROOT))
    try:
        import pe_desktop  # noqa: PLC0415

        return str(pe_desktop.__version__)
    except Exception:
        from importlib.metadata import version

        return version(APP)


def platform_tag() -> str:
    os_name = "windows" if IS_WIN else "macos" if IS_MAC else sys.platform.rstrip("0123456789")
    machine = platform.machine().lower()
    arch = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{os_name}-{arch}"


def tree_size(path: Path) -> tuple[int, int]:
    """(bytes, files) of a file or folder, counting symlinks as links (like the archive)."""
    if path.is_file():
        return path.stat().st_size, 1
    total = files = 0
    for dirpath, _dirs, names in os.walk(path):
        for n in names:
            total += os.lstat(os.path.join(dirpath, n)).st_size
            files += 1
    return total, files


def mib(n: int) -> str:
    return f"{n / 2**20:.1f} MiB ({n / 1e6:.1f} MB)"


def run_pyinstaller(onefile: bool, verbose: bool, distpath: Path, workpath: Path) -> None:
    try:
        import PyInstaller  # noqa: F401, PLC0415
    except ImportError:
        sys.exit("PyInstaller is not installed in this environment (pip install pyinstaller)")
    env = dict(os.environ)
    env["PE_ONEFILE"] = "1" if onefile else "0"
    if verbose:
        env["PE_SPEC_VERBOSE"] = "1"
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
           "--distpath", str(distpath / "onefile" if onefile else distpath),
           "--workpath", str(workpath), str(SPEC)]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True, cwd=ROOT, env=env)


def post_process(target: Path, onefile: bool) -> None:
    """Things the spec cannot do. The spec already filters plugins/libs, so nothing needs
    pruning here; on Linux the desktop-entry installer is put next to the executable."""
    if sys.platform.startswith("linux") and not onefile:
        src = ROOT / "resources" / "install_desktop_entry.sh"
        if src.is_file():
            dst = target / src.name
            shutil.copy2(src, dst)
            dst.chmod(0o755)


def smoke_test(exe: Path, args: list[str], timeout: float) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    print(f"+ smoke test: {exe.name} {' '.join(args)} (QT_QPA_PLATFORM=offscreen)", flush=True)
    t0 = time.perf_counter()
    res = subprocess.run([str(exe), *args], env=env, cwd=Path.home(), timeout=timeout,
                         capture_output=True, text=True)
    print(f"  exit {res.returncode} after {time.perf_counter() - t0:.2f}s")
    if res.returncode != 0:
        print(res.stdout[-2000:], res.stderr[-4000:], sep="\n")
        sys.exit("smoke test failed")


def _tar_filter(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def make_archive(target: Path, name: str) -> Path:
    """tar.xz (Linux/macOS, symlinks preserved) or zip (Windows) of `target`.

    xz -9 rather than gzip -9: measured on the Linux one-folder app (163.2 MB), 41.7 MB
    instead of 60.3 MB; any tar unpacks it (`tar xf`). Threads would not help: at -9 one xz
    block is 192 MiB, larger than the whole tar."""
    if IS_WIN:
        out = DIST / f"{name}.zip"
        out.unlink(missing_ok=True)
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            if target.is_file():
                zf.write(target, target.name)
            else:
                for p in sorted(target.rglob("*")):
                    if p.is_file():
                        zf.write(p, Path(target.name) / p.relative_to(target))
        return out
    out = DIST / f"{name}.tar.xz"
    out.unlink(missing_ok=True)
    with tarfile.open(out, "w:xz", preset=9) as tf:
        tf.add(target, arcname=target.name, filter=_tar_filter)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--onefile", action="store_true", help="build a single-file executable instead")
    ap.add_argument("--no-archive", action="store_true", help="skip the release archive")
    ap.add_argument("--verbose", action="store_true", help="list every file the spec filters out")
    ap.add_argument("--smoke", metavar="ARGS", default=None,
                    help='run the frozen app with ARGS under QT_QPA_PLATFORM=offscreen after '
                         'building and fail on a non-zero exit, e.g. --smoke="--help"')
    ap.add_argument("--smoke-timeout", type=float, default=60.0)
    ap.add_argument("--distpath", type=Path, default=DIST,
                    help="folder the app is built into (default dist/; the archive always goes "
                         "to dist/), e.g. dist/windows for the Windows build made under Wine")
    ap.add_argument("--workpath", type=Path, default=WORK, help="PyInstaller's work folder")
    args = ap.parse_args(argv)

    version = app_version()
    print(f"pe-desktop {version} | Python {platform.python_version()} | {platform_tag()}")
    t0 = time.perf_counter()
    # The translations are compiled here, with this venv's pyside6-lrelease, and bundled.
    subprocess.run([sys.executable, str(ROOT / "build_scripts" / "translations.py"), "compile"],
                   check=True, cwd=ROOT)
    distpath = args.distpath.resolve()
    run_pyinstaller(args.onefile, args.verbose, distpath, args.workpath.resolve())

    if args.onefile:
        exe = target = distpath / "onefile" / (APP + (".exe" if IS_WIN else ""))
    else:
        target = distpath / APP
        exe = target / (APP + (".exe" if IS_WIN else ""))
        if IS_MAC and (distpath / f"{APP}.app").exists():
            target = distpath / f"{APP}.app"
    if not exe.exists():
        sys.exit(f"expected build output not found: {exe}")
    post_process(target, args.onefile)
    build_s = time.perf_counter() - t0

    if args.smoke is not None:
        import shlex  # noqa: PLC0415

        smoke_test(exe, shlex.split(args.smoke), args.smoke_timeout)

    size, files = tree_size(target)
    print(f"\nbuilt   {target.relative_to(ROOT)}  in {build_s:.0f}s")
    print(f"size    {mib(size)}, {files} files")
    if not args.no_archive:
        name = f"{APP}-{version}-{platform_tag()}" + ("-onefile" if args.onefile else "")
        t1 = time.perf_counter()
        archive = make_archive(target, name)
        print(f"archive {archive.relative_to(ROOT)}  {mib(archive.stat().st_size)}"
              f"  ({time.perf_counter() - t1:.0f}s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
