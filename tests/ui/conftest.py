import pytest

from pe_desktop.ui.app import configure_pyqtgraph


@pytest.fixture
def window(qtbot):
    configure_pyqtgraph()
    from pe_desktop.ui.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    wait_current(qtbot, win)
    return win


def wait_current(qtbot, win, timeout=20000):
    """Wait until every view on screen shows the window's current params and viewport."""
    qtbot.waitUntil(lambda: all(v.is_current() for v in win.visible_views()), timeout=timeout)


def show_tab(window, qtbot, name):
    """Bring the tab titled ``name`` on screen and wait until its views have drawn."""
    for i, key in enumerate(window.tab_keys):
        if key == name:
            window.tabs.setCurrentIndex(i)
            wait_current(qtbot, window)
            return
    raise AssertionError(f"no tab {name!r}")


@pytest.fixture(autouse=True)
def english_afterwards():
    """A test that switches the language leaves the next one in English."""
    yield
    from pe_desktop import i18n

    if i18n.current_language() != "en" and i18n.QCoreApplication.instance() is not None:
        i18n.set_language("en")
