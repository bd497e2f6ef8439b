from pe_desktop.ui.app import display_problem


def test_display_detection():
    assert "no display available" in display_problem({})
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert "cannot reach the X display :987" in display_problem({"DISPLAY": ":987"})
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert display_problem({"DISPLAY": "remote-host:0"}) is None  # not checkable locally
    assert display_problem({"DISPLAY": ":987"}).count("\n") == 0


def test_offscreen_reads_windows_fonts_from_the_windows_fonts_folder():
    """Qt's offscreen platform on Windows reads fonts only from QT_QPA_FONTDIR (default: a
    folder no Windows Qt has), so a headless export drew every letter as a box."""
    from pe_desktop.ui.app import offscreen_font_dir

    assert offscreen_font_dir({"WINDIR": "D:\\WINNT"}, "win32") == "D:\\WINNT\\Fonts"
    assert offscreen_font_dir({}, "win32") == "C:\\Windows\\Fonts"
    assert offscreen_font_dir({"WINDIR": "C:\\Windows", "QT_QPA_FONTDIR": "E:\\fonts"}, "win32") is None
    assert offscreen_font_dir({"WINDIR": "C:\\Windows"}, "linux") is None  # fontconfig there
