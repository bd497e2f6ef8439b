import pytest

from pe_desktop.ui.app import configure_pyqtgraph
from tests.helpers import wait_current


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
