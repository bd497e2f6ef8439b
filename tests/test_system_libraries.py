"""Qt's system libraries: `make run`/`make test` check them before anything else, and where
they cannot install them (no root, no sudo) stop with one line naming the packages and the
command. The whole path on a bare Debian 12 is build_scripts/check_bare_debian.sh (CI)."""
import glob
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from pe_desktop import system_libraries

ROOT = Path(__file__).resolve().parents[1]


def test_an_import_error_of_qt_becomes_one_line_naming_the_package():
    line = system_libraries.import_problem(
        ImportError("libEGL.so.1: cannot open shared object file: No such file or directory"))
    assert line.startswith("pe-desktop: Qt cannot load the system library libEGL.so.1; ")
    assert "libegl1" in line and "\n" not in line
    assert system_libraries.import_problem(ImportError("No module named 'PySide6'")) is None


def test_every_library_has_its_package_and_the_host_has_them_all():
    assert all(name.startswith("lib") and ".so." in name for name in system_libraries.QT_LIBRARIES)
    if sys.platform.startswith("linux"):
        assert system_libraries.missing_libraries() == []  # the suite is running on Qt


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("setpriv") is None
                    or os.geteuid() != 0 or shutil.which("make") is None,
                    reason="needs Linux, root (to become another user), setpriv and make")
def test_without_root_or_sudo_make_stops_with_one_line_and_makes_nothing():
    # (pytest's tmp_path is private to root: another user could not enter it)
    tmp_path = Path(tempfile.mkdtemp(prefix="pe-desktop-nobody-"))
    try:
        _check_make_stops(tmp_path)
    finally:
        shutil.rmtree(tmp_path)


def _check_make_stops(tmp_path):
    clone = tmp_path / "clone"
    shutil.copytree(ROOT / "pe_desktop", clone / "pe_desktop",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "Makefile", clone)
    shutil.copy(ROOT / "pyproject.toml", clone)
    # a linker cache without Qt's libraries, and a PATH with make, python3 and apt-get but no sudo
    fake = tmp_path / "bin"
    fake.mkdir()
    (fake / "ldconfig").write_text("#!/bin/sh\necho '1 libs found in cache'\n"
                                   "echo '\tlibc.so.6 (libc6,x86-64) => /lib/libc.so.6'\n")
    for tool in ("make", "python3", "apt-get"):
        found = shutil.which(tool, path="/usr/local/bin:/usr/bin:/bin")  # the system's, not a venv's
        if found:
            (fake / tool).symlink_to(found)
    path = str(fake)
    for d in (tmp_path, clone, fake, fake / "ldconfig"):  # (the links keep their targets' modes)
        d.chmod(0o755)
    for target in ("run", "test"):
        done = subprocess.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
             "/usr/bin/env", "-i", f"PATH={path}", "HOME=/nonexistent", "make", "-C", str(clone), "-s", target],
            capture_output=True, text=True, timeout=60)
        assert done.returncode != 0
        lines = [line for line in (done.stdout + done.stderr).splitlines()
                 if not line.startswith("make: ***") and not line.startswith("make: Entering")
                 and not line.startswith("make: Leaving")]
        assert len(lines) == 1, lines
        assert lines[0].startswith("pe-desktop: missing Qt's system libraries")
        assert "as root run: apt-get update && apt-get install -y --no-install-recommends " in lines[0]
        assert "libxcb-cursor0" in lines[0] and "libegl1" in lines[0]
        assert ("and the tools the tests use" in lines[0]) == (target == "test")
        assert not (clone / ".venv").exists()


def test_the_slow_tests_renderers_are_installed_by_test_slow_only(monkeypatch):
    """Inkscape, Chromium and ImageMagick with its SVG reader (hundreds of MB) come with
    `make test-slow`/`make soak`, never with `make test`, which CI runs on a bare Debian."""
    real_which, real_glob = shutil.which, glob.glob
    slow_only = {"inkscape", "chromium", "imagemagick", "libmagickcore-6.q16-6-extra"}
    monkeypatch.setattr(system_libraries.shutil, "which", lambda cmd, **kw: None if cmd in (
        "inkscape", "chromium", "convert-im6.q16") else real_which(cmd, **kw))
    monkeypatch.setattr(system_libraries.glob, "glob", lambda pattern, **kw: [] if "ImageMagick" in pattern
                        else real_glob(pattern, **kw))
    assert not slow_only & set(system_libraries.missing_packages("test"))
    slow = system_libraries.missing_packages("test-slow")
    assert slow_only <= set(slow)
    # and everything `make test` would install as well
    assert set(system_libraries.missing_packages("test")) <= set(slow)
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    for target in ("test-slow", "soak"):
        assert f"\n{target}: system-libraries-slow" in makefile
    assert "\ntest: system-libraries-test\n" in makefile
