import os
import socket
import subprocess
import sys

import pytest

from pe_desktop.ui.app import display_problem


def test_display_detection():
    assert "no display available" in display_problem({})
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert "cannot reach the X display :987" in display_problem({"DISPLAY": ":987"})
    assert display_problem({"DISPLAY": ":987"}).count("\n") == 0


@pytest.mark.parametrize("env,needle", [
    ({"DISPLAY": ":abc"}, "is not an X display name"),
    ({"DISPLAY": "localhost:77"}, "cannot reach the X display localhost:77"),
    ({"DISPLAY": "no-such-host.invalid:0"}, "cannot reach the X display"),
    ({"WAYLAND_DISPLAY": "wayland-dead", "XDG_RUNTIME_DIR": "/nonexistent"},
     "cannot reach the Wayland display wayland-dead"),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "cannot reach the Wayland display"),  # no runtime dir
    ({"QT_QPA_PLATFORM": "bogus", "DISPLAY": ":0"}, "names no platform Qt has"),
])
def test_unusable_displays_are_named(env, needle):
    problem = display_problem(env)
    assert problem is not None and needle in problem and "\n" not in problem


def test_a_display_is_refused_until_it_is_live(tmp_path):
    env = {"WAYLAND_DISPLAY": "wayland-7", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert "cannot reach the Wayland display" in display_problem(env)  # nobody listening yet
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(tmp_path / "wayland-7"))
        server.listen()
        assert display_problem({"WAYLAND_DISPLAY": "wayland-7", "XDG_RUNTIME_DIR": str(tmp_path)}) is None
        # a dead X display beside a live Wayland one: Qt falls back to what works
        assert display_problem({"WAYLAND_DISPLAY": "wayland-7", "XDG_RUNTIME_DIR": str(tmp_path),
                                "DISPLAY": ":987"}) is None
    with socket.socket() as server:
        for number in range(50, 100):
            try:
                server.bind(("127.0.0.1", 6000 + number))
                break
            except OSError:
                continue
        assert "cannot reach the X display" in display_problem({"DISPLAY": f"localhost:{number}"})
        server.listen()
        assert display_problem({"DISPLAY": f"localhost:{number}"}) is None
    assert display_problem({"QT_QPA_PLATFORM": "offscreen;bogus"}) is None


@pytest.mark.parametrize("env", [{"DISPLAY": ":abc"}, {"DISPLAY": "localhost:77"},
                                 {"QT_QPA_PLATFORM": "bogus"}])
def test_the_window_exits_2_with_one_line(env):
    base = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "pe_desktop"], capture_output=True, text=True,
                            env={**base, **env}, timeout=60)
    assert result.returncode == 2, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


def test_offscreen_reads_windows_fonts_from_the_windows_fonts_folder():
    """Qt's offscreen platform on Windows reads fonts only from QT_QPA_FONTDIR (default: a
    folder no Windows Qt has), so a headless export drew every letter as a box."""
    from pe_desktop.ui.app import offscreen_font_dir

    assert offscreen_font_dir({"WINDIR": "D:\\WINNT"}, "win32") == "D:\\WINNT\\Fonts"
    assert offscreen_font_dir({}, "win32") == "C:\\Windows\\Fonts"
    assert offscreen_font_dir({"WINDIR": "C:\\Windows", "QT_QPA_FONTDIR": "E:\\fonts"}, "win32") is None
    assert offscreen_font_dir({"WINDIR": "C:\\Windows"}, "linux") is None  # fontconfig there
