"""Desktop conventions: settings remembered (in an isolated place), undo/redo, menus and
shortcuts, About, light/dark plots, the busy indicator."""
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QSettings, QStandardPaths, Qt
from PySide6.QtGui import QAction, QColor, QImage, QKeySequence
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QMessageBox

from pe_desktop.core import figure
from pe_desktop.core.params import Params
from pe_desktop.core.tabs import TABS, UnknownTab
from pe_desktop.ui import settings as settings_mod
from pe_desktop.ui import undo as undo_mod
from pe_desktop.ui.app import configure_pyqtgraph
from pe_desktop.ui.param_panel import set_editor_value
from tests import reference as ref
from tests.helpers import rename_param, show_tab, wait_current

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def settings_dir(tmp_path, monkeypatch):
    """Settings in a fresh temporary folder: the user's real settings are never touched."""
    folder = tmp_path / "settings"
    folder.mkdir()
    monkeypatch.setenv(settings_mod.ENV_DIR, str(folder))
    QStandardPaths.setTestModeEnabled(True)
    yield folder
    QStandardPaths.setTestModeEnabled(False)


@pytest.fixture
def open_window(qtbot):
    """Opens MainWindows; each is closed (saving its settings) by the test or at the end,
    and the colour scheme goes back to the system's."""
    made = []

    def make(place=False, **kwargs):
        configure_pyqtgraph()
        from pe_desktop.ui.main_window import MainWindow

        win = MainWindow(**kwargs)
        qtbot.addWidget(win)
        if place:  # as run_gui opens it
            win.place_on_screen()
        win.show()
        qtbot.waitExposed(win)
        wait_current(qtbot, win)
        made.append(win)
        return win

    yield make
    for win in made:
        win.set_colour_scheme("system")
    qtbot.wait(20)  # let redraws queued by the last changes finish before the windows go


def tab_index(win, title):
    return [win.tabs.tabText(i) for i in range(win.tabs.count())].index(title)


def step_texts(win):
    return [win.undo_stack.text(i) for i in range(win.undo_stack.count())]


# -- settings ----------------------------------------------------------------------------------

def test_settings_round_trip(open_window, settings_dir, qtbot, tmp_path):
    first = open_window(settings=settings_mod.open_settings())
    first.panel.editors["d_model"].setValue(96)
    first.panel.editors["seq_len"].setValue(77)
    set_editor_value(first.panel.editors["colormap"], "coolwarm")
    first.tabs.setCurrentIndex(tab_index(first, "Wavelengths"))
    first.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, first.dock)
    screen = QApplication.primaryScreen().availableGeometry()
    size = (min(1111, screen.width() - 60), min(733, screen.height() - 60))  # restored within the screen
    first.resize(*size)
    first.last_folder = str(tmp_path)
    first.set_colour_scheme("dark")
    qtbot.wait(50)
    first.close()
    assert (settings_dir / settings_mod.FILE_NAME).is_file()

    second = open_window(settings=settings_mod.open_settings())
    p = second.params
    assert (p.d_model, p.seq_len, p.colormap) == (96, 77, "coolwarm")
    assert p == first.params
    assert second.tabs.tabText(second.tabs.currentIndex()) == "Wavelengths"
    assert second.dockWidgetArea(second.dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert (second.width(), second.height()) == size
    assert second.last_folder == str(tmp_path)
    assert second.colour_scheme == "dark" and second.dark
    assert second.scheme_actions["dark"].isChecked()
    # the restored parameters are what is drawn, and they are not an undo step
    assert second.undo_stack.count() == 0
    second.tabs.setCurrentIndex(0)
    wait_current(qtbot, second)
    np.testing.assert_allclose(second.views["heatmap"].tile.values, ref.pe_table(range(77), 96), atol=1e-6)


def test_window_without_settings_reads_and_writes_nothing(open_window, settings_dir):
    stored = settings_mod.open_settings()
    stored.setValue("params", json.dumps({"d_model": 64}))
    stored.sync()
    win = open_window()  # as the tests' window fixture: no settings object
    assert win.params == Params()
    win.panel.editors["d_model"].setValue(200)
    win.close()
    assert json.loads(settings_mod.open_settings().value("params")) == {"d_model": 64}


HOSTILE_PARAMS = [
    "{not json",
    "[1, 2, 3]",
    json.dumps({"d_model": "__import__('os').system('touch PWNED')"}),
    json.dumps({"__class__": 1}),
    json.dumps({"d_model": 10 ** 12}),
    json.dumps({"seq_len": -5}),
    json.dumps({"base": float("nan")}),
    "[" * 100_000,
    json.dumps({"d_model": [[[[]]]]}),
]


@pytest.mark.parametrize("value", HOSTILE_PARAMS, ids=range(len(HOSTILE_PARAMS)))
def test_corrupt_parameters_are_ignored_with_a_message(open_window, settings_dir, value, monkeypatch,
                                                       tmp_path):
    monkeypatch.chdir(tmp_path)
    stored = settings_mod.open_settings()
    stored.setValue("params", value)
    stored.sync()
    win = open_window(settings=settings_mod.open_settings())
    assert win.params == Params()
    assert "Ignored saved settings" in win.statusBar().currentMessage()
    assert not (tmp_path / "PWNED").exists()


def test_corrupt_layout_tab_and_scheme_are_ignored(open_window, settings_dir):
    ini = settings_dir / settings_mod.FILE_NAME
    ini.write_text(
        "[General]\n"
        "tab=No such tab\n"
        "colour_scheme=\"__import__('os')\"\n"
        "language=\"../../etc\"\n"
        "last_folder=/definitely/not/a/folder\n"
        "params=\"{\\\"d_model\\\": 48}\"\n"
        "[window]\n"
        "geometry=@ByteArray(garbage)\n"
        "state=12345\n", encoding="utf-8")
    win = open_window(settings=settings_mod.open_settings())
    message = win.statusBar().currentMessage()
    assert "Ignored saved settings" in message
    for what in ("no such tab", "colour scheme", "language", "window/state", "window geometry"):
        assert what in message, what
    assert win.params.d_model == 48  # the valid value is still used
    assert win.tabs.currentIndex() == 0 and win.colour_scheme == "system"
    assert win.last_folder != "/definitely/not/a/folder"
    assert win.isVisible() and (win.width(), win.height()) == (1280, 800)


def test_a_tab_saved_by_its_title_is_restored(open_window, settings_dir):
    """The settings keep the tab's English title, as every earlier version wrote it."""
    (settings_dir / settings_mod.FILE_NAME).write_text("[General]\ntab=Compare models\n", encoding="utf-8")
    win = open_window(settings=settings_mod.open_settings())
    assert win.current_tab() == TABS.COMPARE_MODELS
    assert "Ignored saved settings" not in win.statusBar().currentMessage()
    win.close()
    assert settings_mod.open_settings().value("tab") == "Compare models"


def test_saved_parameters_keep_their_schema_and_follow_a_rename(open_window, settings_dir, monkeypatch):
    ini = settings_dir / settings_mod.FILE_NAME
    ini.write_text('[General]\nparams="{\\"rope_base\\": 30000.0}"\n', encoding="utf-8")  # as 0.1.0 wrote it
    rename_param(monkeypatch, "rope_base", "rope_theta")
    win = open_window(settings=settings_mod.open_settings())
    assert win.params.rope_base == 30000.0
    win.close()
    assert settings_mod.open_settings().value(settings_mod.KEY_PARAMS_SCHEMA) == str(figure.SCHEMA)
    ini.write_text('[General]\nparams="{\\"rope_theta\\": 40000.0}"\nparams_schema=2\n', encoding="utf-8")
    assert open_window(settings=settings_mod.open_settings()).params.rope_base == 40000.0
    ini.write_text('[General]\nparams="{\\"d_model\\": 40}"\nparams_schema=9\n', encoding="utf-8")
    win = open_window(settings=settings_mod.open_settings())
    assert win.params == Params()
    assert "saved parameters was saved by a newer pe-desktop (schema 9" in win.statusBar().currentMessage()


def test_going_to_an_unknown_tab_is_an_error_naming_the_tabs(open_window):
    win = open_window()
    win._go_to_tab(TABS.SCHEME)
    assert win.current_tab() == TABS.SCHEME
    with pytest.raises(UnknownTab, match="^no tab 'Schemes'; the tabs are: Encoding, Word order, "):
        win._go_to_tab("Schemes")
    assert win.current_tab() == TABS.SCHEME


def test_reset_settings_on_the_command_line(settings_dir):
    stored = settings_mod.open_settings()
    stored.setValue("params", json.dumps({"d_model": 64}))
    stored.setValue("tab", "Wavelengths")
    stored.sync()
    env = dict(os.environ, **{settings_mod.ENV_DIR: str(settings_dir)})
    out = subprocess.run([sys.executable, "-m", "pe_desktop", "--reset-settings"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert len(out.stdout.strip().splitlines()) == 1 and "reset" in out.stdout
    assert out.stderr == ""
    assert QSettings(str(settings_dir / settings_mod.FILE_NAME), QSettings.Format.IniFormat).allKeys() == []


def test_reset_settings_from_the_menu_asks_first(open_window, settings_dir, monkeypatch):
    win = open_window(settings=settings_mod.open_settings())
    win.panel.editors["d_model"].setValue(64)
    win.tabs.setCurrentIndex(tab_index(win, "Rotation"))
    win.save_settings()
    action = win.findChild(type(win.undo_action), "reset_settings")
    assert action.text() == "&Reset settings…"

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    action.trigger()
    assert win.params.d_model == 64 and settings_mod.open_settings().contains("params")

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Reset)
    action.trigger()
    assert win.params == Params() and win.tabs.currentIndex() == 0
    assert settings_mod.open_settings().allKeys() == []
    assert "reset" in win.statusBar().currentMessage()
    win.undo_action.trigger()  # the parameters can still be brought back
    assert win.params.d_model == 64


# -- undo / redo -------------------------------------------------------------------------------

def test_undo_redo_of_several_changes(window, qtbot):
    editors = window.panel.editors
    editors["d_model"].setValue(64)
    editors["seq_len"].setValue(30)
    set_editor_value(editors["colormap"], "coolwarm")
    assert window.undo_stack.count() == 3
    assert "Undo" in window.undo_action.text() and "coolwarm" in window.undo_action.text()
    window.undo_action.trigger()
    assert window.params.colormap == "RdBu" and editors["colormap"].currentText() == "RdBu"
    window.undo_action.trigger()
    assert window.params.seq_len == 50 and editors["seq_len"].value() == 50
    wait_current(qtbot, window)
    np.testing.assert_allclose(window.views["heatmap"].tile.values, ref.pe_table(range(50), 64), atol=1e-6)
    window.undo_action.trigger()
    assert window.params == Params() and not window.undo_action.isEnabled()
    for _ in range(3):
        window.redo_action.trigger()
    assert (window.params.d_model, window.params.seq_len, window.params.colormap) == (64, 30, "coolwarm")
    assert window.undo_stack.count() == 3  # undoing and redoing recorded nothing new
    wait_current(qtbot, window)
    np.testing.assert_allclose(window.views["heatmap"].tile.values, ref.pe_table(range(30), 64), atol=1e-6)


def test_undo_shortcuts(window):
    assert window.undo_action.shortcut() == QKeySequence("Ctrl+Z")
    redo = [k.toString() for k in window.redo_action.shortcuts()]
    assert "Ctrl+Shift+Z" in redo
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo):
        assert key.toString() in redo


def test_a_burst_of_one_parameter_is_one_step(window, qtbot):
    box = window.panel.editors["d_model"]
    for value in range(130, 150):  # 20 setValue calls, as a held arrow or typed digits
        box.setValue(value)
    assert window.undo_stack.count() == 1
    window.undo_action.trigger()
    assert window.params.d_model == 128 and box.value() == 128
    window.redo_action.trigger()
    assert window.params.d_model == 149


def test_changes_a_second_apart_or_of_other_parameters_are_separate_steps(window, monkeypatch):
    clock = [1000.0]
    monkeypatch.setattr(undo_mod, "now", lambda: clock[0])
    editors = window.panel.editors
    editors["d_model"].setValue(100)
    clock[0] += 0.5
    editors["d_model"].setValue(110)  # merged: within a second of the last change
    clock[0] += 1.5
    editors["d_model"].setValue(120)  # a pause: a new step
    clock[0] += 0.1
    editors["seq_len"].setValue(60)  # another parameter: a new step
    clock[0] += 0.1
    editors["d_model"].setValue(130)
    assert window.undo_stack.count() == 4
    values = []
    while window.undo_stack.canUndo():
        window.undo_stack.undo()
        values.append((window.params.d_model, window.params.seq_len))
    assert values == [(120, 60), (120, 50), (110, 50), (128, 50)]


def test_returning_to_the_start_within_a_burst_leaves_no_step(window):
    box = window.panel.editors["d_model"]
    box.setValue(129)
    box.setValue(128)
    assert window.undo_stack.count() == 0


def test_presets_and_sessions_are_one_step_each(window, tmp_path):
    window.panel.editors["d_model"].setValue(64)
    window.apply_preset("article-2-heatmap")  # changes d_model too: not merged with the edit
    assert window.undo_stack.count() == 2
    assert window.undo_stack.text(1).startswith("Preset")
    session = window.save_session(str(tmp_path / "s.json"))
    window.apply_preset("transformer-base")
    assert window.undo_stack.count() == 3
    assert window.open_session(str(session))
    assert window.undo_stack.count() == 4 and "s.json" in window.undo_stack.text(3)
    assert window.params.seq_len == 100
    window.undo_action.trigger()
    assert (window.params.d_model, window.params.seq_len) == (512, 512)
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.params == Params().replace(d_model=64)


def test_load_learned_table_is_one_step(window, qtbot, tmp_path):
    table = tmp_path / "trained.npy"
    np.save(table, np.random.default_rng(0).normal(0, 0.02, (64, 128)))
    assert window.load_learned_table(str(table))
    assert window.params.table_file == str(table) and window.params.scheme == "learned"
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Scheme"
    assert window.undo_stack.count() == 1
    assert window.last_folder == str(tmp_path)
    wait_current(qtbot, window)
    window.undo_action.trigger()
    assert window.params.table_file == "" and window.params.scheme == "sinusoidal"


# -- menus, shortcuts, keyboard ----------------------------------------------------------------

def menu(win, title):
    return next(a.menu() for a in win.menuBar().actions() if a.text() == title)


def test_menus_have_mnemonics_and_the_expected_items(window):
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&View", "&Presets", "&Help"]
    for title in titles:
        items = [a.text() for a in menu(window, title).actions() if not a.isSeparator()]
        for text in items:
            if title != "&Presets":
                assert "&" in text, text
        letters = [t[t.index("&") + 1].lower() for t in items if "&" in t]
        assert len(letters) == len(set(letters)), (title, items)
    file_items = " ".join(a.text() for a in menu(window, "&File").actions())
    assert "Load learned table" in file_items and "Export &report" in file_items
    shortcuts = {a.text(): a.shortcut().toString() for t in titles for a in menu(window, t).actions()}
    assert shortcuts["&Open session…"] == "Ctrl+O" and shortcuts["&Save session…"] == "Ctrl+S"
    assert shortcuts["&Fit to data"] == "Ctrl+0" and shortcuts["&Export…"] == "Ctrl+E"


def test_next_and_previous_tab(window, qtbot):
    keys = [k.toString() for k in window.next_tab_action.shortcuts()]
    assert keys == ["Ctrl+Tab", "Ctrl+PgDown"]
    assert [k.toString() for k in window.previous_tab_action.shortcuts()] == ["Ctrl+Shift+Tab", "Ctrl+PgUp"]
    window.next_tab_action.trigger()
    assert window.tabs.currentIndex() == 1
    window.previous_tab_action.trigger()
    window.previous_tab_action.trigger()  # wraps around
    assert window.tabs.currentIndex() == window.tabs.count() - 1
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == 0


def test_panel_tab_order_runs_top_to_bottom(window, qtbot):
    window.tabs.setCurrentIndex(tab_index(window, "Compare positions"))
    panel = window.panel
    want = list(dict.fromkeys(panel.shown_shared + panel.shown_controls))
    editors = {id(e): n for n, e in panel.editors.items()}
    order, widget = [], panel.editors[want[0]]
    for _ in range(2000):
        name = editors.get(id(widget))
        if name is not None and panel.editors[name].isVisible() and name not in order:
            order.append(name)
        widget = widget.nextInFocusChain()
    assert order == want
    window.focus_parameters()
    qtbot.waitUntil(lambda: panel.editors[want[0]].hasFocus() or QApplication.focusWidget() is not None)
    assert window.dock.focusProxy() is panel and panel.focusProxy() is panel.editors[want[0]]


def test_parameters_panel_can_be_hidden_and_brought_back(window, qtbot):
    toggle = window.dock.toggleViewAction()
    assert toggle.isEnabled() and toggle in menu(window, "&View").actions()
    toggle.trigger()
    assert not window.dock.isVisible()
    window.findChild(type(window.undo_action), "focus_parameters").trigger()
    assert window.dock.isVisible()


def test_ctrl_z_in_a_spin_box_undoes_the_parameter_change(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    box = window.panel.editors["seq_len"]
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClicks(box.lineEdit(), "7")  # typed into the field: 507
    box.setValue(70)
    assert window.undo_stack.count() >= 1 and window.params.seq_len == 70
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.params.seq_len == 50 and box.value() == 50
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.params.seq_len == 70


def test_about_lists_versions_and_licences(window, monkeypatch):
    import numpy
    import pyqtgraph
    import PySide6
    from PySide6.QtCore import qVersion

    from pe_desktop import __version__

    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.findChild(type(window.undo_action), "about").trigger()
    text = shown[0]
    for needed in (__version__, qVersion(), PySide6.__version__, pyqtgraph.__version__, numpy.__version__,
                   "LGPL-3.0", "MIT", "BSD-3-Clause", "RdBu", "Cynthia Brewer", "Apache-2.0",
                   "coolwarm", "Kenneth Moreland", "Diverging Color Maps for Scientific Visualization",
                   "2009", "viridis", "van der Walt", "Smith", "CC0"):
        assert needed in text, needed


# -- light / dark ------------------------------------------------------------------------------

def lightness(colour) -> int:
    return QColor(colour).lightness()


@pytest.mark.slow
def test_dark_mode_switches_backgrounds_and_back(window, qtbot, tmp_path):
    heat = window.views["heatmap"]
    axis = heat.plot.getAxis("left")
    lut_before = np.array(heat.image.lut, copy=True) if heat.image.lut is not None else None
    light_axis = axis.textPen().color().name()
    try:
        window.scheme_actions["dark"].trigger()
        assert window.colour_scheme == "dark" and window.dark
        for view in window.views.values():
            assert lightness(view.graphics.backgroundBrush().color()) < 60, view.name
        assert lightness(axis.textPen().color()) > 180 and lightness(axis.pen().color()) > 180
        assert lightness(QApplication.palette().window().color()) < 128  # the widgets follow
        title = heat.plot.titleLabel
        assert lightness(title.opts["color"]) > 180
        if lut_before is not None:
            np.testing.assert_array_equal(heat.image.lut, lut_before)  # colour maps unchanged
        # exports stay white
        out = window.save_export(str(tmp_path / "dark.png"))
        assert QImage(str(out)).pixelColor(2, 2).name() == "#ffffff"
        # a view that sets its colours again on a redraw still gets the dark ones
        window.tabs.setCurrentIndex(tab_index(window, "Compare positions"))
        window.panel.editors["pos_a"].setValue(7)
        wait_current(qtbot, window)
        compare = window.views["compare"]
        assert "PE(7)" in compare.readout.text and lightness(compare.readout.opts["color"]) > 180
        legend = compare.legend.opts["brush"].color()
        assert lightness(legend) < 80  # the legend box is dark too, its text light

        window.scheme_actions["light"].trigger()
        assert not window.dark
        for view in window.views.values():
            assert view.graphics.backgroundBrush().color().name() == "#ffffff", view.name
        assert axis.textPen().color().name() == light_axis
        assert QColor(compare.readout.opts["color"]).name() == "#222222"
        assert compare.legend.opts["brush"].color().name() == "#ffffff"
        assert lightness(QApplication.palette().window().color()) >= 128
    finally:
        window.set_colour_scheme("system")
        qtbot.wait(20)


def test_system_scheme_is_followed(window, qtbot, monkeypatch):
    from pe_desktop.ui import main_window

    try:
        monkeypatch.setattr(main_window, "system_is_dark", lambda: True)
        window._system_scheme_changed()
        assert window.dark
        assert lightness(window.views["similarity"].graphics.backgroundBrush().color()) < 60
        window.set_colour_scheme("light")  # forced: the system no longer matters
        window._system_scheme_changed()
        assert not window.dark
        monkeypatch.setattr(main_window, "system_is_dark", lambda: False)
    finally:
        window.set_colour_scheme("system")
        qtbot.wait(20)
    assert not window.dark


# -- busy indicator ----------------------------------------------------------------------------

def test_busy_indicator_while_a_big_view_computes(window, qtbot):
    assert not window.busy_bar.isVisible() and not window.busy_label.isVisible()
    window.panel.editors["d_model"].setValue(16384)
    window.panel.editors["seq_len"].setValue(1_048_576)
    window.update_busy()
    assert window.busy_bar.isVisible() and window.busy_label.text() == "Computing…"
    tip = window.busy_bar.toolTip()
    assert tip.startswith("Computing: ") and window.views["heatmap"].title in tip
    wait_current(qtbot, window, timeout=60000)
    qtbot.waitUntil(lambda: not window.busy_bar.isVisible(), timeout=5000)
    assert not window.busy_label.isVisible()
    assert window.summary_label.text() == window.views["heatmap"].summary


@pytest.mark.parametrize("editor", ["d_model", "base", "table_file"])
def test_window_shortcuts_work_from_any_editor(window, qtbot, editor):
    """At launch a spin box has focus; its text field took Ctrl+E (end of line) for itself."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    export = next(a for a in window.findChildren(QAction) if a.shortcut().toString() == "Ctrl+E")
    export.triggered.disconnect()  # not the dialog: count the presses
    pressed = []
    export.triggered.connect(lambda *_: pressed.append(1))
    if editor == "table_file":  # a free-text field of the Scheme tab's controls
        show_tab(window, qtbot, "Scheme")
        window.panel.set_params(window.params.replace(scheme="learned"))  # else it is disabled
    box = window.panel.editors[editor]
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert pressed == [1]


def test_spin_boxes_accelerate_when_held(window):
    assert all(box.isAccelerated() for box in window.panel.editors.values()
               if isinstance(box, QAbstractSpinBox))


def test_a_key_the_field_would_take_goes_to_the_window_action(window, qtbot):
    """The mechanism behind the test above on every platform: offscreen Qt binds Ctrl+E to
    nothing in a text field (xcb binds it to end of line), but End is the field's everywhere.
    Given to a window action, End reaches the action from a focused spin box."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    pressed = []
    action = QAction("test: End", window)
    action.setShortcut(QKeySequence("End"))
    action.triggered.connect(lambda *_: pressed.append(1))
    window.addAction(action)
    box = window.panel.editors["seq_len"]
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    qtbot.keyClick(box, Qt.Key.Key_End)
    assert pressed == [1]
    QApplication.clipboard().clear()
    box.selectAll()
    qtbot.keyClick(box, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)  # copy stays the field's
    assert QApplication.clipboard().text() == "50"


@pytest.mark.parametrize("how", ["enter", "leave"])
def test_text_a_spin_box_refuses_is_named_with_the_reason(window, qtbot, how):
    """A Base of 0.5 typed in went back to 10,000 without a word."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    box = window.panel.editors["base"]
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    box.selectAll()
    qtbot.keyClicks(box, "0.5")
    if how == "enter":
        qtbot.keyClick(box, Qt.Key.Key_Return)
    else:
        window.panel.editors["d_model"].setFocus()
        qtbot.waitUntil(lambda: not box.hasFocus())
    assert box.value() == 10000.0 and window.params.base == 10000.0
    note = window.panel.note.text()
    assert "Sinusoid base: “0.5” was not taken (a number from 1.01 to 1000000000); it stays 10,000.00." in note
    assert window.panel.note.isVisible()
    box.setValue(500.0)  # the next change that is taken clears it
    assert "was not taken" not in window.panel.note.text()


def test_parameter_tooltips_wrap(window):
    """A long help text was one line as wide as the screen: rich text, which Qt wraps."""
    from PySide6.QtGui import Qt as QtNS  # (mightBeRichText lives in QtGui's Qt)

    tip = window.panel.editors["layout"].toolTip()
    assert QtNS.mightBeRichText(tip) and "<br>Allowed: one of" in tip
    assert "create_sinusoidal_embeddings" in tip


# -- the screen ----------------------------------------------------------------------------------

@pytest.mark.parametrize("free, expected", [
    ((0, 0, 1920, 1052), (320, 126, 1280, 800)),  # a 1920 × 1080 screen, a 28 px panel
    ((1920, 0, 2560, 1440), (2560, 320, 1280, 800)),  # the second screen
    ((0, 27, 1366, 741), None),  # 1366 × 768: the status bar was cut
    ((0, 0, 800, 600), None),  # the Explain button and half of each plot were off it
    ((0, 0, 1296, 848), (8, 24, 1280, 800)),  # just room for the frame
    ((0, 0, 1295, 848), None),
])
def test_the_window_opens_inside_the_screens_free_area(free, expected):
    from PySide6.QtCore import QRect

    from pe_desktop.ui.main_window import fitted_geometry

    rect = fitted_geometry(QRect(*free))
    assert (None if rect is None else rect.getRect()) == expected
    if rect is not None:
        assert QRect(*free).contains(rect)


@pytest.mark.slow  # three windows opened and closed on a small screen
def test_the_window_opens_on_a_small_screen_maximized_and_remembered_inside_it(open_window, settings_dir,
                                                                              qtbot):
    # the offscreen screen is 800 × 800: the default 1280 × 800 does not fit it
    first = open_window(settings=settings_mod.open_settings(), place=True)
    free = first.screen().availableGeometry()
    assert (free.width(), free.height()) == (800, 800)
    qtbot.waitUntil(first.isMaximized)  # (the offscreen platform does not resize it then)
    first.setWindowState(Qt.WindowState.WindowNoState)
    first.resize(1280, 800)  # as if saved on a larger screen
    first.save_settings()
    first.close()
    larger = open_window(settings=settings_mod.open_settings(), place=True)
    assert free.contains(larger.geometry())
    larger.setWindowState(Qt.WindowState.WindowNoState)
    larger.setGeometry(40, 60, 700, 500)
    larger.save_settings()
    larger.close()
    kept = open_window(settings=settings_mod.open_settings(), place=True)
    assert not kept.isMaximized() and kept.geometry().getRect() == (40, 60, 700, 500)
