from pe_desktop.ui.app import display_problem


def test_display_detection():
    assert "no display available" in display_problem({})
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    assert "cannot reach the X display :987" in display_problem({"DISPLAY": ":987"})
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert display_problem({"DISPLAY": "remote-host:0"}) is None  # not checkable locally
    assert display_problem({"DISPLAY": ":987"}).count("\n") == 0
