import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from pe_desktop.ui.param_panel import set_editor_value
from tests import reference as ref
from tests.helpers import wait_current
from tests.ui.pictures import rgb_pixels


def test_title_and_defaults(window):
    assert window.windowTitle() == "Positional Encoding Explorer"
    heat = window.views["heatmap"]
    assert heat.tile.values.shape == (50, 128)
    np.testing.assert_allclose(heat.tile.values, ref.pe_table(range(50), 128), atol=1e-6)
    assert "every cell exact" in heat.summary
    assert window.summary_label.text() == heat.summary


def test_the_summary_is_copied_whole_from_its_menu(window, qtbot):
    """The summary line is plain text with a Copy action in its context menu (not a selectable
    text document): the copy is the line as shown, after a change too."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    label = window.summary_label
    assert label.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
    assert label.actions() == [window.copy_summary]
    assert label.textFormat() == Qt.TextFormat.PlainText
    window.panel.editors["offset"].setValue(1000)
    wait_current(qtbot, window)
    QGuiApplication.clipboard().clear()
    window.copy_summary.trigger()
    copied = QGuiApplication.clipboard().text()
    assert copied == label.text() == window.views["heatmap"].summary
    assert "1,000" in copied


def test_spin_boxes_drive_both_views(window, qtbot):
    window.panel.editors["d_model"].setValue(64)
    window.panel.editors["offset"].setValue(1000)
    window.panel.editors["ref_pos"].setValue(1010)
    wait_current(qtbot, window)
    heat = window.views["heatmap"]
    np.testing.assert_allclose(heat.tile.values, ref.pe_table(range(1000, 1050), 64), atol=1e-6)
    sim = window.views["similarity"]
    x, y = sim.curve.getData()
    x = x + sim.origin[0]  # the view's coordinates: positions from its origin
    assert list(x) == list(range(1000, 1050))
    want = [ref.dot(p, 1010, 64) for p in range(1000, 1050)]
    np.testing.assert_allclose(y, want, atol=1e-9)
    assert y.max() == pytest.approx(32.0) and x[np.argmax(y)] == 1010


def test_at_an_offset_the_views_speak_positions(window, qtbot):
    """The heatmap and the curve at an offset: what the mouse is over, the range a figure
    records and a zoom set in positions all name the positions drawn there (the views draw
    them from an origin; nothing outside should see it)."""
    window.panel.editors["d_model"].setValue(64)
    window.panel.editors["offset"].setValue(1000)
    window.panel.editors["ref_pos"].setValue(1010)
    wait_current(qtbot, window)
    heat, sim = window.views["heatmap"], window.views["similarity"]
    vertical = heat.positions_vertical()  # (the heatmap's positions run down, or across)
    along = 1 if vertical else 0
    lines = []
    heat.hovered.connect(lines.append)
    sim.hovered.connect(lines.append)
    assert heat.tile.positions.start == 1000
    # the mouse over the image's cell of position 1,012, dimension 5 (12 cells from the first)
    cell = QPointF(5.5, 12.5) if vertical else QPointF(12.5, 5.5)
    heat._mouse_moved(heat.image.mapToScene(cell))
    assert lines[-1].startswith("position 1,012 · dimension 5 "), lines[-1]
    x, y = sim.curve.getData()
    sim._mouse_moved(sim.curve.mapToScene(QPointF(x[10], y[10])))
    assert lines[-1].startswith("position 1,010 · PE(1,010)·PE(1,010) = 32"), lines[-1]
    # the reference line through the curve's point of position 1,010; the trained length's
    # line (1,020) on the edge of the heatmap's cells of 1,019 and 1,020
    assert sim.ref_line.isVisible()
    assert sim.ref_line.mapToScene(QPointF(0, 0)).x() == pytest.approx(sim.curve.mapToScene(QPointF(x[10], 0)).x())
    window.panel.editors["trained_len"].setValue(1020)
    wait_current(qtbot, window)
    assert heat.trained_line.isVisible() and sim.trained_line.isVisible()
    edge = heat.image.mapToScene(QPointF(0, 20) if vertical else QPointF(20, 0))
    at = heat.trained_line.mapToScene(QPointF(0, 0))
    assert (at.y() if vertical else at.x()) == pytest.approx(edge.y() if vertical else edge.x())
    assert sim.trained_line.mapToScene(QPointF(0, 0)).x() == pytest.approx(
        sim.curve.mapToScene(QPointF(x[20], 0)).x())
    assert heat.view_range()[along] == (1000, 1050) and heat.view_range()[1 - along] == (0, 64)
    zoom = [(0.0, 64.0), (0.0, 64.0)]
    zoom[along] = (1010.0, 1020.0)
    heat.set_view_range(zoom)
    wait_current(qtbot, window)
    assert (heat.tile.positions.start, heat.tile.positions.stop) == (1010, 1020)
    assert heat.view_range()[along] == pytest.approx((1010.0, 1020.0))
    sim.set_view_range(((1020.0, 1030.0), sim.view_range()[1]))
    wait_current(qtbot, window)
    assert (sim.result.positions.start, sim.result.positions.stop) == (1020, 1031)
    assert sim.view_range()[0] == pytest.approx((1020.0, 1030.0))


def test_an_offset_change_fits_a_view_only_where_its_range_moved(window, qtbot):
    """A parameter change asks the views to show all their data again. Moving the offset
    asks the same range in the views' own coordinates (the data are drawn from an origin):
    a view still showing it is not set again; one zoomed, or set back to auto-range, since
    is fitted as before."""
    heat, sim = window.views["heatmap"], window.views["similarity"]
    along = 1 if heat.positions_vertical() else 0
    boxes = {name: view.plot.getViewBox() for name, view in (("heat", heat), ("sim", sim))}
    asked = []
    for name, vb in boxes.items():
        set_range = vb.setRange
        vb.setRange = lambda *a, _set=set_range, _name=name, **k: (asked.append(_name), _set(*a, **k))[1]
    offset = window.panel.editors["offset"]
    offset.setValue(1)
    wait_current(qtbot, window)
    assert asked == []
    assert heat.view_range()[along] == (1, 51)
    assert sim.view_range()[0] == pytest.approx((1 - 0.98, 49 + 1.98))
    zoom = [list(r) for r in heat.view_range()]
    zoom[along] = [11.0, 21.0]
    heat.set_view_range(zoom)
    sim.set_view_range(((11.0, 21.0), sim.view_range()[1]))
    wait_current(qtbot, window)
    asked.clear()
    offset.setValue(2)
    wait_current(qtbot, window)
    assert "heat" in asked and "sim" in asked
    assert heat.view_range()[along] == (2, 52)
    assert sim.view_range()[0] == pytest.approx((2 - 0.98, 50 + 1.98))
    boxes["sim"].enableAutoRange(x=True)
    wait_current(qtbot, window)
    asked.clear()
    offset.setValue(3)
    wait_current(qtbot, window)
    assert "sim" in asked and boxes["sim"].state["autoRange"][0] is False
    assert sim.view_range()[0] == pytest.approx((3 - 0.98, 51 + 1.98))


def test_after_each_change_the_screen_shows_what_a_whole_repaint_shows(window, qtbot):
    """What each change left on screen (Qt repaints only what it was told changed) is what
    painting the whole window anew gives: no stale tick, number, line or cell, whichever
    axis, grid or item a change moves."""
    from PySide6.QtGui import QGuiApplication

    window.resize(1280, 800)
    wait_current(qtbot, window)
    for name, value in [("base", 10000.5), ("offset", 1), ("offset", 2), ("ref_pos", 30),
                        ("trained_len", 40), ("offset", 35), ("seq_len", 64), ("base", 9000.0),
                        ("offset", 1_000_000)]:
        window.panel.editors[name].setValue(value)
        wait_current(qtbot, window)

        def stale() -> int:  # bytes on screen that a whole repaint paints otherwise
            screen = rgb_pixels(QGuiApplication.primaryScreen().grabWindow(window.winId()).toImage())
            whole = rgb_pixels(window.grab().toImage())
            return screen.size if screen.shape != whole.shape else int((screen != whole).sum())

        try:  # (once Qt has painted what it has queued and laid out what it must)
            qtbot.waitUntil(lambda: stale() == 0, timeout=1000)
        except qtbot.TimeoutError:
            raise AssertionError(f"after {name} = {value}: {stale()} bytes on screen are stale") from None


@pytest.mark.parametrize("name, value", [("offset", 1), ("base", 10000.5), ("ref_pos", 7)])
def test_a_change_drawn_at_once_is_painted_in_one_frame(window, qtbot, name, value):
    """A change both views draw at once (inline, as at 50×128) reaches the screen in one
    frame. A scene has the window paint as soon as its queued pass has handed its changes on,
    so each view was painted a frame of its own (at 50×128 the heatmap, ~1.7 ms later the
    curve)."""
    from PySide6.QtCore import QEvent, QObject

    frames: list[list[str]] = []  # per update request of the window: the views it painted
    names = {v.graphics.viewport(): n for n, v in window.views.items() if v.isVisible()}

    class Frames(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.UpdateRequest and obj is window:
                frames.append([])
            elif event.type() == QEvent.Type.Paint and obj in names:
                if not frames:  # (a paint without an update request: a frame of its own)
                    frames.append([])
                frames[-1].append(names[obj])
            return False

    editor = window.panel.editors[name]
    editor.setValue(value + editor.singleStep())  # the window's first change lays out
    wait_current(qtbot, window)  # every tab's views (its frames are no change's)
    qtbot.wait(300)
    watch = Frames()
    window.installEventFilter(watch)
    for viewport in names:
        viewport.installEventFilter(watch)
    try:
        editor.setValue(value)
        assert all(v.is_current() for v in window.views.values() if v.isVisible())  # drawn inline
        qtbot.waitUntil(lambda: sum(len(f) for f in frames) >= len(names), timeout=2000)
        qtbot.wait(50)  # (a later frame, if any, comes now)
    finally:
        window.removeEventFilter(watch)
        for viewport in names:
            viewport.removeEventFilter(watch)
    painted = [f for f in frames if f]
    assert len(painted) == 1 and sorted(painted[0]) == sorted(names.values()), painted


@pytest.mark.parametrize("positions, dots", [(50, True), (120, True), (121, False)])
def test_the_similarity_curve_has_a_dot_per_position_up_to_120(window, qtbot, positions, dots):
    """A dot on each position the curve joins while there are at most 120 of them, in the
    curve's colour and drawn over it; none past that."""
    window.panel.editors["seq_len"].setValue(positions)
    wait_current(qtbot, window)
    view = window.views["similarity"]
    x, y = view.curve.getData()
    assert len(x) == positions and view.markers.isVisible() == dots
    if dots:
        mx, my = view.markers.getData()
        assert list(mx) == list(x) and list(my) == list(y)
        assert view.markers.opts["brush"].color() == view.curve.opts["pen"].color()
        assert view.markers.zValue() == view.curve.zValue()
        items = view.plot.getViewBox().addedItems
        assert items.index(view.markers) == items.index(view.curve) + 1  # stacked over it


def test_odd_d_model_policy_is_shown(window, qtbot):
    window.panel.editors["d_model"].setValue(9)
    wait_current(qtbot, window)
    assert "dimension 8 is a sine with no cosine partner" in window.panel.note.text()
    assert window.panel.note.isVisible()
    np.testing.assert_allclose(window.views["heatmap"].tile.values, ref.pe_table(range(50), 9), atol=1e-6)


def test_orientation_switch(window, qtbot):
    heat = window.views["heatmap"]
    assert heat.plot.getViewBox().yInverted()
    set_editor_value(window.panel.editors["orientation"], "dimensions-vertical")
    wait_current(qtbot, window)
    assert not heat.plot.getViewBox().yInverted()
    assert heat.plot.getAxis("left").labelText == "Embedding dimension index"
    assert heat.image.image.shape == (128, 50)  # dims vertical: rows are dimensions
    rect = heat.image.mapRectToParent(heat.image.boundingRect())
    assert (rect.width(), rect.height()) == (50, 128)


def test_hover_reports_exact_cell_in_status_bar(window, qtbot):
    heat = window.views["heatmap"]
    vb = heat.plot.getViewBox()
    scene_pos = vb.mapViewToScene(QPointF(12.5, 35.5))  # dimension 12, position 35
    heat.graphics.scene().sigMouseMoved.emit(scene_pos)
    text = window.hover_label.text()
    assert "position 35" in text and "dimension 12 (sin, pair 6)" in text
    assert f"{ref.pe(35, 12, 128):+.9f}" in text
    omega = 10000 ** (-12 / 128)
    assert f"{2 * np.pi / omega:,.6g}" in text


def test_hover_on_curve(window):
    sim = window.views["similarity"]
    scene_pos = sim.plot.getViewBox().mapViewToScene(QPointF(5.2, 40))
    sim.graphics.scene().sigMouseMoved.emit(scene_pos)
    assert f"PE(0)·PE(5) = {ref.dot(0, 5, 128):.9g}" in window.hover_label.text()


def test_burst_of_changes_draws_the_latest(window, qtbot):
    box = window.panel.editors["d_model"]
    for value in range(100, 200, 3):
        box.setValue(value)
    wait_current(qtbot, window)
    assert window.views["heatmap"].shown.params.d_model == 199
    assert window.views["heatmap"].tile.values.shape == (50, 199)


@pytest.mark.slow  # a 1M × 16k band in the background: ~40 s (core tests pin the numbers)
def test_huge_sizes_stay_bounded_and_say_averaged(window, qtbot):
    window.panel.editors["d_model"].setValue(16384)
    window.panel.editors["seq_len"].setValue(1_048_576)
    wait_current(qtbot, window, timeout=60000)
    heat = window.views["heatmap"]
    w, h = heat.pixels()
    assert heat.tile.values.shape[0] <= h and heat.tile.values.shape[1] <= w
    assert "averaged" in heat.summary
    sim = window.views["similarity"]
    assert "averaged" in sim.summary
    # the exact min/max band arrives afterwards, computed in the background
    qtbot.waitUntil(lambda: not sim.band_pending, timeout=120000)
    assert sim.band.isVisible() and "band: exact min/max" in sim.summary
    low, high = sim.band_low.getData()[1], sim.band_high.getData()[1]
    mean = sim.curve.getData()[1]
    assert np.all(low <= mean + 1e-9) and np.all(mean <= high + 1e-9)
    assert low[0] <= 8192 + 1e-9 and high[0] == pytest.approx(8192.0)  # PE(0)·PE(0) = d/2


def test_zoom_recomputes_exact_cells(window, qtbot):
    window.panel.editors["seq_len"].setValue(100_000)
    wait_current(qtbot, window)
    heat = window.views["heatmap"]
    assert heat.tile.positions.averaged
    heat.plot.getViewBox().setRange(xRange=(0, 64), yRange=(50_000, 50_040), padding=0)
    heat._range_changed()
    wait_current(qtbot, window)
    tile = heat.tile
    assert not tile.averaged
    want = ref.pe_table(range(tile.positions.start, tile.positions.stop), 128)
    np.testing.assert_allclose(tile.values, want[:, tile.dims.start:tile.dims.stop], atol=1e-6)


def test_export_image_writes_the_active_view(window, tmp_path):
    out = window.save_export(str(tmp_path / "view.png"))
    img = QImage(str(out))
    heat = window.views["heatmap"].graphics
    ratio = heat.devicePixelRatioF()
    assert (img.width(), img.height()) == (int(heat.width() * ratio), int(heat.height() * ratio))
    assert len({img.pixel(x, y) for x in range(0, img.width(), 9) for y in range(0, img.height(), 9)}) > 50
    assert "Saved" in window.statusBar().currentMessage()


def test_failed_export_keeps_app_running(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    assert window.save_export(str(tmp_path / "missing" / "x.png")) is None
    assert shown and "does not exist" in shown[0]
    assert not (tmp_path / "missing").exists()
    assert window.isVisible()


def test_ctrl_e_is_the_export_shortcut(window):
    assert window.export_action.shortcut().toString() == "Ctrl+E"


def test_presets_reproduce_the_article_figures(window, qtbot):
    window.apply_preset("article-2-heatmap")
    wait_current(qtbot, window)
    p = window.params
    assert (p.d_model, p.seq_len, p.orientation, p.colormap) == (128, 100, "dimensions-vertical", "coolwarm")
    heat = window.views["heatmap"]
    assert heat.image.image.shape == (128, 100)
    np.testing.assert_allclose(heat.image.image, ref.pe_table(range(100), 128).T, atol=1e-6)
    names = [a.text() for a in window.menuBar().actions()]
    assert "&Presets" in names


def test_trained_length_marker_and_extrapolated_values(window, qtbot):
    window.panel.editors["seq_len"].setValue(200)
    window.panel.editors["trained_len"].setValue(120)
    wait_current(qtbot, window)
    heat, sim = window.views["heatmap"], window.views["similarity"]
    assert heat.trained_line.isVisible() and heat.trained_line.value() == 120
    assert sim.trained_line.isVisible() and sim.trained_line.value() == 120
    # past the trained length the sinusoidal encoding still has exact values
    rows = heat.tile.values[150:160]
    np.testing.assert_allclose(rows, ref.pe_table(range(150, 160), 128), atol=1e-6)


def test_odd_d_model_in_the_t2t_layout_has_a_zero_column(window, qtbot):
    """tensor2tensor/fairseq: d//2 sines, d//2 cosines, one zero column; the panel says so,
    the pair spin box stops at the last full pair, the views draw the libraries' table."""
    set_editor_value(window.panel.editors["layout"], "concat-t2t")
    window.panel.editors["d_model"].setValue(65)
    window.panel.editors["offset"].setValue(2)
    wait_current(qtbot, window)
    note = window.panel.note.text()
    assert "dimension 64 is a column of zeros" in note and "no cosine partner" not in note
    assert window.panel.editors["pair"].maximum() == 31
    np.testing.assert_allclose(window.views["heatmap"].tile.values,
                               ref.t2t_timing_signal(50, 65, start_index=2), rtol=0, atol=1e-6)
    compare = window.views["compare"]
    assert "zero column" in compare.describe_point(64.0, 0.0)
    assert "cos" in compare.describe_point(32.0, 0.0)


@pytest.mark.parametrize("orientation", ["positions-vertical", "dimensions-vertical"])
def test_the_trained_length_labels_stay_whole_inside_a_small_window(window, qtbot, orientation):
    """800×600: "trained length 40: values continue past it" ran past the heatmap's right edge
    (a horizontal line: the text centred at 3/4 of the view) and, beside a vertical line, past
    its left edge. Every trained-length label lies inside its plot wherever the line is."""
    window.resize(800, 600)
    set_editor_value(window.panel.editors["orientation"], orientation)
    checked = 0
    for trained in (2, 25, 40, 48):
        window.panel.editors["trained_len"].setValue(trained)
        wait_current(qtbot, window)
        qtbot.wait(50)  # (the resized layout settled)
        for name in ("heatmap", "similarity"):
            line = window.views[name].trained_line
            assert line.isVisible()
            box = line.getViewBox().sceneBoundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)
            label = line.label.sceneBoundingRect()
            assert label.width() > 60 and box.contains(label), (name, trained, label, box)
            checked += 1
    assert checked == 8


def test_marker_labels_follow_the_parameters_after_being_hidden(window, qtbot):
    """Article 1 (no trained length: the markers hidden) then Long context (trained on 4,096):
    both markers say 4,096, not the 0 they were given while hidden."""
    window.apply_preset("article-1-heatmap")
    wait_current(qtbot, window, timeout=60000)
    window.apply_preset("long-context")
    wait_current(qtbot, window, timeout=60000)
    heat_line = window.views["heatmap"].trained_line
    sim_line = window.views["similarity"].trained_line
    assert heat_line.isVisible() and heat_line.value() == 4096
    assert heat_line.label.toPlainText() == "trained length 4,096: values continue past it"
    assert sim_line.label.toPlainText() == "trained length 4,096"


def test_hover_readout_is_cleared_when_it_no_longer_describes_the_picture(window, qtbot):
    """'dimension 385' stayed in the status bar after d_model went to 128 or the tab changed."""
    heat = window.views["heatmap"]
    window.panel.editors["d_model"].setValue(512)
    wait_current(qtbot, window)
    heat.graphics.scene().sigMouseMoved.emit(heat.plot.getViewBox().mapViewToScene(QPointF(385.5, 10.5)))
    assert "dimension 385" in window.hover_label.text()
    window.panel.editors["d_model"].setValue(128)
    assert window.hover_label.text() == ""
    heat.graphics.scene().sigMouseMoved.emit(heat.plot.getViewBox().mapViewToScene(QPointF(100.5, 10.5)))
    assert "dimension 100" in window.hover_label.text()
    window.next_tab()
    assert window.hover_label.text() == ""


def test_open_explanation_follows_the_colour_scheme_at_once(window, qtbot):
    """Dark with the explanation open: its text stayed dark grey on dark and the formula box
    white until the tab changed."""
    from pe_desktop.ui.explain import COLOURS

    window.explain_action.trigger()
    qtbot.waitUntil(window.explanation_dock.isVisible)
    window.set_colour_scheme("light")
    light_text, _, light_box = COLOURS[False]
    assert light_text in window.explanation.toHtml().lower() or light_box in window.explanation.toHtml().lower()
    window.set_colour_scheme("dark")
    dark_text, _, dark_box = COLOURS[True]
    page = window.explanation.toHtml().lower()
    assert dark_text in page and dark_box in page
    assert light_box not in page


def test_position_axes_read_as_positions(window, qtbot):
    """Ticks '200000 … 1e+06' and at offset 10⁹ '1.00000001 (x1e+09)' are 0.2M … 1M (one
    unit for the axis) and 1,000,000,010."""
    window.panel.editors["seq_len"].setValue(1_000_000)
    wait_current(qtbot, window, timeout=60000)
    axis = window.views["similarity"].plot.getAxis("bottom")
    assert axis.tickStrings([0, 200_000, 1_000_000], 1.0, 200_000) == ["0", "0.2M", "1M"]
    assert axis.tickStrings([0, 200_000, 400_000], 1.0, 200_000) == ["0", "200k", "400k"]
    window.panel.editors["seq_len"].setValue(60)
    window.panel.editors["offset"].setValue(1_000_000_000)
    wait_current(qtbot, window)
    left = window.views["heatmap"].plot.getAxis("left")
    assert left.tickStrings([1e9, 1e9 + 10], 1.0, 10) == ["1,000,000,000", "1,000,000,010"]
    assert not left.autoSIPrefix and left.labelText == "Token position"


def wheel(widget, clicks):
    """A wheel turn over the middle of ``widget``, as the window system delivers it."""
    from PySide6.QtCore import QPoint
    from PySide6.QtTest import QTest

    window = widget.window()
    at = widget.mapTo(window, QPoint(widget.width() // 2, widget.height() // 2))
    QTest.wheelEvent(window.windowHandle(), QPointF(at), QPoint(0, 120 * clicks))


@pytest.mark.parametrize("name", ["rope_base", "scaling"])
def test_the_wheel_over_an_editor_without_focus_scrolls_the_panel(window, qtbot, name):
    """Scrolling down the panel over a spin box changed RoPE base θ from 10,000 to 9,300 and
    redrew, unseen: without the focus the editor leaves the wheel to the panel."""
    window.resize(800, 600)
    window.apply_preset("llama3-8b-rope")  # the long RoPE panel, which scrolls at 800 × 600
    wait_current(qtbot, window)
    editor = window.panel.editors[name]
    assert editor.isVisible() and editor.isEnabled()
    scroll = window.dock.widget()
    bar = scroll.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    window.activateWindow()
    qtbot.waitActive(window)
    other = next(e for n, e in window.panel.editors.items() if n != name and e.isVisible() and e.isEnabled())
    other.setFocus()  # the keyboard in another field
    qtbot.waitUntil(other.hasFocus)
    scroll.ensureWidgetVisible(editor)
    before, steps, start = window.panel.params(), window.undo_stack.count(), bar.value()
    wheel(editor, -1 if start < bar.maximum() else 1)
    assert window.panel.params() == before and window.undo_stack.count() == steps
    assert bar.value() != start  # the panel scrolled instead
    scroll.ensureWidgetVisible(editor)
    editor.setFocus()
    qtbot.waitUntil(editor.hasFocus)
    wheel(editor, -1)  # focused, the wheel is the editor's
    if window.panel.params() == before:  # (a combo at its last choice it can take)
        wheel(editor, 1)
    assert window.panel.params() != before


@pytest.mark.parametrize("dialog_kind", ["export", "animation"])
def test_the_wheel_over_a_dialog_editor_without_focus_changes_nothing(window, qtbot, tmp_path, dialog_kind):
    """The dialogs' spin boxes and combo boxes are guarded as the panel's are: the wheel
    changes a value only in the field that has the keyboard."""
    if dialog_kind == "export":
        from pe_desktop.ui.export_dialog import ExportDialog

        dialog = ExportDialog(window.current_record(), str(tmp_path), window)
        editors, other = (dialog.dpi, dialog.format), dialog.unit
    else:
        from pe_desktop.ui.animation_dialog import AnimationDialog

        dialog = AnimationDialog(window.current_record(), window.play_bar.inputs, str(tmp_path), window)
        editors, other = (dialog.inputs.frames, dialog.size), dialog.inputs.fps
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    def current(editor):
        return editor.value() if hasattr(editor, "value") else editor.currentIndex()

    for editor in editors:
        other.setFocus()
        qtbot.waitUntil(other.hasFocus)
        value = current(editor)
        for clicks in (1, -1):
            wheel(editor, clicks)
            assert current(editor) == value, editor.objectName()
        assert other.hasFocus()  # the wheel gave the field no focus
        editor.setFocus()
        qtbot.waitUntil(editor.hasFocus)
        wheel(editor, 1)
        if current(editor) == value:  # (at the top of its range or its list)
            wheel(editor, -1)
        assert current(editor) != value, editor.objectName()
