"""Setting the window's parameters through its panel, as a user does."""
from tests.helpers import wait_current


def set_values(window, qtbot, **values):
    """Set each editor (a combo box by its key, a spin box by its value), then wait until every
    view on screen has drawn the result."""
    for name, value in values.items():
        editor = window.panel.editors[name]
        if hasattr(editor, "setCurrentText"):
            editor.setCurrentIndex(editor.findData(value))  # by key
        else:
            editor.setValue(value)
    wait_current(qtbot, window, timeout=30000)
