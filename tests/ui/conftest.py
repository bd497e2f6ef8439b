import gc

import pytest

from pe_desktop.ui.app import configure_pyqtgraph
from tests.helpers import wait_current


def pytest_configure(config):
    config.addinivalue_line("markers", "long: a test of 10 s or more in make test: the run starts it first")


def pytest_collection_modifyitems(items):
    """The tests marked long first, the rest in their order: pytest-xdist hands the tests out in
    this order, so a long one started last no longer keeps one core busy while the other waits."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


FULL_COLLECTION_EVERY = 25  # tests; after the others only the young generations are collected
_tests_run = 0


@pytest.fixture(autouse=True)
def collect_garbage_after_the_test():
    """No automatic garbage collection during a test, a collection after it, as the window
    collects on a timer (app.run_gui): the views' Qt objects sit in reference cycles, and a
    collection that started inside Qt's QObject::disconnect (a Python override looked up there)
    destroyed an earlier test's QMenu, whose destructor waited for the lock disconnect held: a
    make test run hung."""
    global _tests_run
    enabled = gc.isenabled()
    gc.disable()
    yield
    _tests_run += 1
    gc.collect() if _tests_run % FULL_COLLECTION_EVERY == 0 else gc.collect(1)
    if enabled:
        gc.enable()


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
