import pytest

from pe_desktop.ui.app import configure_pyqtgraph
from tests.helpers import wait_current


def pytest_configure(config):
    config.addinivalue_line("markers", "long: a test of 10 s or more in make test: the run starts it first")


def pytest_collection_modifyitems(items):
    """The tests marked long first, the rest in their order: pytest-xdist hands the tests out in
    this order, so a long one started last no longer keeps one core busy while the other waits."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


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


@pytest.fixture(autouse=True)
def english_afterwards():
    """A test that switches the language leaves the next one in English."""
    yield
    from pe_desktop import i18n

    if i18n.current_language() != "en" and i18n.QCoreApplication.instance() is not None:
        i18n.set_language("en")
