"""The system libraries Qt needs, checked before anything loads Qt, and installed on Debian/Ubuntu
when they are missing. The one list of them.

Standard library only and no import of pe_desktop, so that `make` can run it with the system's
python3 before the venv exists:

    python3 pe_desktop/system_libraries.py app    # Qt's libraries (make run)
    python3 pe_desktop/system_libraries.py test   # and what the tests and the build use (make test)
    python3 pe_desktop/system_libraries.py test-slow   # and the big renderers of the slow tests
    python3 pe_desktop/system_libraries.py app --check   # only say what is missing
    python3 pe_desktop/system_libraries.py test wine wine64   # and these packages too

When everything is there it returns at once and says nothing (one read of the linker's cache
and a few PATH look-ups, a few milliseconds). When something is missing: as root it runs
apt-get; otherwise it runs apt-get through sudo after one line saying what and why; where
neither is possible (no root, no sudo, no apt-get) it prints one line naming the packages and
the command, and exits with status 2.
"""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys

# Qt (PySide6-Essentials) for the offscreen platform and for a window (the xcb plugin):
# library file -> the Debian/Ubuntu package that has it. The packages these depend on (libxcb1,
# libx11-6 …) come with them. Measured: `ldd` of PySide6's Qt libraries and platforms/libqxcb.so
# in a minimal Debian 12 with exactly these installed finds every library.
QT_LIBRARIES = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}

# What the test suite and the standalone build use besides: command -> package. poppler-utils
# and librsvg2-bin read exported PDFs and SVGs back with tools independent of Qt, binutils
# (readelf, strip) checks and trims the standalone build, Xvfb and xdotool drive a real window.
TEST_COMMANDS = {
    "pdfinfo": "poppler-utils",
    "pdftoppm": "poppler-utils",
    "rsvg-convert": "librsvg2-bin",
    "readelf": "binutils",
    "Xvfb": "xvfb",
    "xdotool": "xdotool",
}
# The slow tests (make test-slow, make soak, CI) read exported SVGs and PDFs back with two more
# independent renderers. Hundreds of MB between them, so `make test` (which a bare Debian runs in
# CI) does not install them.
SLOW_TEST_COMMANDS = {
    "inkscape": "inkscape",
    "chromium": "chromium",
    "convert-im6.q16": "imagemagick",
}
# ImageMagick reads SVG with its own renderer only with its extra coders (without them it hands
# the file to rsvg-convert, already one of the renderers)
IMAGEMAGICK_SVG_PACKAGE = "libmagickcore-6.q16-6-extra"
IMAGEMAGICK_SVG_GLOB = "/usr/lib/*/ImageMagick-6*/modules-Q16/coders/svg.so"
# The standalone build's Wayland platform plugin links these: the .deb's Depends are read from
# the packages that hold the bundle's libraries on the build machine (build_scripts/make_deb.py).
BUILD_LIBRARIES = {
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}
# and a font with Japanese glyphs, for the Japanese text in the window and in exports
CJK_FONT_PACKAGE = "fonts-noto-cjk"
CJK_FONT_GLOBS = ("/usr/share/fonts/**/NotoSansCJK*", "/usr/share/fonts/**/NotoSerifCJK*")

GROUPS = ("app", "test", "test-slow")
PURPOSE = {
    "app": "Qt's system libraries (needed to start)",
    "test": "Qt's system libraries and the tools the tests use",
    "test-slow": "Qt's system libraries and the tools the tests and the slow tests use",
}


def _linker_cache() -> set[str]:
    """The library file names the dynamic linker knows (ldconfig's cache)."""
    ldconfig = shutil.which("ldconfig", path=os.pathsep.join(
        [os.environ.get("PATH", ""), "/sbin", "/usr/sbin"]))
    if ldconfig is None:
        return set()
    try:
        out = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, check=False).stdout
    except OSError:
        return set()
    return {line.split(None, 1)[0] for line in out.splitlines()[1:] if line.strip()}


def missing_libraries(libraries: dict[str, str] = QT_LIBRARIES) -> list[str]:
    """The library files (of Qt's, by default) that the dynamic linker cannot find."""
    known = _linker_cache()
    if not known:  # no ldconfig cache to ask (e.g. NixOS): nothing to say, Qt will tell
        return []
    return [name for name in libraries if name not in known]


def _not_installed(packages: list[str]) -> list[str]:
    """Debian packages named outright (the Windows build's Wine …) that dpkg does not have."""
    missing = []
    for pkg in packages:
        try:
            status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", pkg],
                                    capture_output=True, text=True, check=False).stdout
        except OSError:
            status = ""
        if "install ok installed" not in status:
            missing.append(pkg)
    return missing


def missing_packages(group: str, extra: tuple[str, ...] = ()) -> list[str]:
    """The Debian/Ubuntu packages to install so that the group's needs (and ``extra``) are met."""
    packages = [QT_LIBRARIES[name] for name in missing_libraries()]
    if group in ("test", "test-slow"):
        packages += [BUILD_LIBRARIES[name] for name in missing_libraries(BUILD_LIBRARIES)]
        packages += [pkg for cmd, pkg in TEST_COMMANDS.items() if shutil.which(cmd) is None]
        if not any(glob.glob(pattern, recursive=True) for pattern in CJK_FONT_GLOBS):
            packages.append(CJK_FONT_PACKAGE)
    if group == "test-slow":
        packages += [pkg for cmd, pkg in SLOW_TEST_COMMANDS.items() if shutil.which(cmd) is None]
        if not glob.glob(IMAGEMAGICK_SVG_GLOB):
            packages.append(IMAGEMAGICK_SVG_PACKAGE)
    return packages + [pkg for pkg in _not_installed(list(extra)) if pkg not in packages]


def _apt_line(packages: list[str]) -> str:
    return "apt-get update && apt-get install -y --no-install-recommends " + " ".join(packages)


def advice(packages: list[str]) -> str:
    """How to install the packages by hand, one line (for messages elsewhere)."""
    if shutil.which("apt-get") is None:
        return ("install them with the system's package manager (their Debian/Ubuntu names: "
                + " ".join(packages) + ")")
    return f"as root run: {_apt_line(packages)}"


def ensure(group: str, check_only: bool = False, extra: tuple[str, ...] = ()) -> int:
    """Install what the group needs (and the packages ``extra``) if it is missing; 0 when all
    is there afterwards."""
    packages = missing_packages(group, extra)
    if not packages:
        return 0
    root = getattr(os, "geteuid", lambda: -1)() == 0
    sudo = shutil.which("sudo")
    if check_only or shutil.which("apt-get") is None or not (root or sudo):
        print(f"pe-desktop: missing {PURPOSE[group]}; {advice(packages)}", file=sys.stderr, flush=True)
        return 2
    prefix = [] if root else [sudo, "env", "DEBIAN_FRONTEND=noninteractive"]
    how = "apt-get" if root else "sudo apt-get"
    print(f"pe-desktop: installing {PURPOSE[group]} with {how} (once; later runs only check): "
          f"{' '.join(packages)}", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for step in (["apt-get", "-q", "update"],
                 ["apt-get", "-q", "install", "-y", "--no-install-recommends", *packages]):
        try:
            done = subprocess.run([*prefix, *step], env=env, check=False).returncode == 0
        except OSError:
            done = False
        if not done:
            print(f"pe-desktop: could not install {' '.join(packages)}; {advice(packages)}",
                  file=sys.stderr, flush=True)
            return 1
    still = missing_packages(group, extra)
    if still:
        print(f"pe-desktop: still missing after apt-get: {' '.join(still)}; "
              f"{advice(still)}", file=sys.stderr, flush=True)
        return 1
    return 0


def import_problem(exc: ImportError) -> str | None:
    """One line for an ImportError of Qt caused by a missing system library, else None."""
    text = str(exc)
    if "cannot open shared object file" not in text:
        return None
    library = text.split(":", 1)[0].strip()
    packages = [QT_LIBRARIES[library]] if library in QT_LIBRARIES else missing_packages("app")
    if not packages:
        packages = [QT_LIBRARIES[name] for name in QT_LIBRARIES]
    return f"pe-desktop: Qt cannot load the system library {library}; {advice(packages)}"


def main(argv: list[str]) -> int:
    args = [a for a in argv if a != "--check"]
    if not args or args[0] not in GROUPS:
        print(f"usage: {os.path.basename(sys.argv[0])} {{{'|'.join(GROUPS)}}} [--check] "
              "[PACKAGE ...]", file=sys.stderr)
        return 2
    return ensure(args[0], check_only="--check" in argv, extra=tuple(args[1:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
