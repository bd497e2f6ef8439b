"""Playing a parameter in the window (the play bar, Ctrl+Space) and File › Export animation:
frames step while the views keep drawing, any edit stops the play, the play is one undo step,
what cannot be played or written is refused with its reason. Waits on conditions, never on time."""
import pytest
from PIL import Image
from PySide6.QtCore import Qt

from pe_desktop.core.errors import ExportError
from pe_desktop.core.figure import FigureOptions, FigureRecord
from pe_desktop.core.params import Params
from pe_desktop.core.sweep import Sweep
from pe_desktop.ui.export import write_animation
from tests.helpers import wait_current


def _sweep_in_bar(window, name, start, stop, frames, fps=50):
    inputs = window.play_bar.inputs
    inputs.param.setCurrentIndex(inputs.param.findData(name))
    inputs.start.setText(start)
    inputs.stop.setText(stop)
    inputs.frames.setValue(frames)
    inputs.fps.setValue(fps)


def test_play_steps_the_views_and_an_edit_stops_it_undone_in_one_step(window, qtbot):
    steps = window.undo_stack.count()
    _sweep_in_bar(window, "offset", "0", "8", 9)
    assert window.toggle_play()
    assert window.player.running and window.play_action.text() == "P&ause"
    heatmap = window.views["heatmap"]
    # the views draw the frames as they come: one drawn past the first value
    qtbot.waitUntil(lambda: heatmap.is_current() and heatmap.params.offset > 0, timeout=20000)
    assert heatmap.params.offset in range(9)
    assert window.undo_stack.count() == steps  # nothing recorded while it plays
    window.panel.editors["d_model"].setValue(64)  # an edit
    assert not window.player.running and window.play_action.text() == "Pl&ay"
    played = window.params.offset
    assert window.undo_stack.count() == steps + 2  # the play, then the edit
    window.undo_action.trigger()
    assert (window.params.d_model, window.params.offset) == (128, played)
    assert window.undo_stack.undoText() == "Play First position from 0 to 8"
    window.undo_action.trigger()
    assert window.params == Params()
    wait_current(qtbot, window)


def test_pause_records_the_play_and_undo_brings_back_the_start(window, qtbot):
    window.panel.editors["offset"].setValue(3)
    start = window.params
    _sweep_in_bar(window, "offset", "3", "40", 38)
    qtbot.keyClick(window, Qt.Key.Key_Space, Qt.KeyboardModifier.ControlModifier)  # Ctrl+Space
    assert window.player.running
    qtbot.waitUntil(lambda: window.params.offset != 3, timeout=20000)
    window.play_action.trigger()
    assert not window.player.running
    assert window.undo_stack.undoText() == "Play First position from 3 to 40"
    window.undo_action.trigger()
    assert window.params == start


def test_undo_while_playing_takes_back_the_play(window, qtbot):
    _sweep_in_bar(window, "ref_pos", "0", "30", 31)
    window.toggle_play()
    qtbot.waitUntil(lambda: window.params.ref_pos != 0, timeout=20000)
    window.undo_action.trigger()
    assert not window.player.running
    assert window.params == Params()


def test_the_player_skips_to_the_frame_the_clock_says_and_loops(qtbot):
    from pe_desktop.ui.player import Player

    player = Player()
    shown = []
    player.frame.connect(shown.append)
    player.start(Sweep("offset", 0, 3), 50)
    qtbot.waitUntil(lambda: len(shown) > 5, timeout=20000)  # past the last value: it loops
    player.stop()
    assert shown[0] == 0 and set(shown) <= {0, 1, 2, 3}
    assert all(a != b for a, b in zip(shown, shown[1:]))  # each value once per change


@pytest.mark.parametrize("name,start,stop,frames,reason", [
    ("offset", "-1", "8", 9, "--offset must be an integer from 0 to 1000000000, got -1"),
    ("offset", "5", "5", 9, "--animate offset: start and stop are both 5, so nothing would move"),
    ("factor", "1", "2000", 9, "--factor must be a number from 1 to 1024, got 2000"),
    ("head", "0", "9", 10, "--head must be an integer from 0 to 7 for 8 heads, got 8"),
    ("offset", "0", "x", 9, "--offset must be an integer from 0 to 1000000000, got 'x'"),
])
def test_what_cannot_be_played_is_refused_with_the_reason(window, name, start, stop, frames, reason):
    _sweep_in_bar(window, name, start, stop, frames)
    assert not window.toggle_play()
    assert not window.player.running
    assert window.statusBar().currentMessage() == f"Cannot play: {reason}"


def test_choosing_a_parameter_offers_its_range_from_its_value(window):
    window.panel.editors["rope_base"].setValue(500.0)
    inputs = window.play_bar.inputs
    inputs.param.setCurrentIndex(inputs.param.findData("rope_base"))
    assert (inputs.start.text(), inputs.stop.text(), inputs.frames.value()) == ("500", "1000", 60)
    inputs.param.setCurrentIndex(inputs.param.findData("seq_len"))
    assert (inputs.start.text(), inputs.stop.text(), inputs.frames.value()) == ("50", "114", 65)



def test_an_integer_near_its_maximum_plays_up_to_it_and_down_from_it(window):
    """The clock's 8 of at most 16 hands: 8 → 16 in 9 frames (it was offered 8 → 1, backwards,
    because 8 + 64 passes 16); at the maximum, down: 16 → 1."""
    inputs = window.play_bar.inputs
    inputs.param.setCurrentIndex(inputs.param.findData("clock_hands"))
    assert (inputs.start.text(), inputs.stop.text(), inputs.frames.value()) == ("8", "16", 9)
    window.panel.editors["clock_hands"].setValue(16)
    inputs.param.setCurrentIndex(inputs.param.findData("offset"))
    inputs.param.setCurrentIndex(inputs.param.findData("clock_hands"))
    assert (inputs.start.text(), inputs.stop.text(), inputs.frames.value()) == ("16", "1", 16)

def test_export_animation_from_the_window_frame_k_is_the_still_export(window, tmp_path):
    """The window's export, as shown: each APNG frame equals File › Export's PNG of the same
    figure at that value (the whole range: view_range None, as the animation draws it)."""
    import dataclasses

    from pe_desktop.ui.export import write_figure

    out = window.export_animation(str(tmp_path / "a.apng"), Sweep("offset", 0, 2), 10)
    assert out is not None and out.exists()
    record = dataclasses.replace(window.current_record(), view_range=None)
    with Image.open(out) as image:
        assert image.n_frames == 3 and image.size == (record.options.width, record.options.height)
        for k in range(3):
            still = write_figure(dataclasses.replace(record, params=record.params.replace(offset=k)),
                                 tmp_path / f"{k}.png")
            image.seek(k)
            with Image.open(still) as png:
                assert image.convert("RGBA").tobytes() == png.convert("RGBA").tobytes()


def test_a_cancelled_export_leaves_no_file_and_the_window_goes_on(window, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(a[2]))
    record = FigureRecord("heatmap", Params(d_model=32, seq_len=20), FigureOptions(400, 260))
    with pytest.raises(ExportError, match="^export cancelled$"):
        write_animation(record, Sweep("offset", 0, 4), tmp_path / "a.gif", 10,
                        progress=lambda done, _total, _name: done < 2)
    assert list(tmp_path.iterdir()) == []
    assert window.export_animation(str(tmp_path / "b.bmp"), Sweep("offset", 0, 2), 10) is None
    assert warned == ["unsupported animation format '.bmp': use one of .gif, .apng, .png, .mp4"]
    assert list(tmp_path.iterdir()) == []
    assert window.toggle_play()  # still alive
    window.stop_play()


def test_the_dialog_says_why_it_cannot_export_and_stays_open(window, tmp_path, monkeypatch):
    import sys

    from pe_desktop.ui.animation_dialog import AnimationDialog

    monkeypatch.setitem(sys.modules, "imageio_ffmpeg", None)
    dialog = AnimationDialog(window.current_record(), window.play_bar.inputs, str(tmp_path), window)
    assert dialog.inputs.name() == "offset" and dialog.inputs.stop.text() == "64"
    dialog.inputs.stop.setText("-3")
    dialog.accept()
    assert dialog.chosen is None
    assert dialog.problem.text() == "--offset must be an integer from 0 to 1000000000, got -3"
    dialog.inputs.stop.setText("4")
    dialog.path.setText(str(tmp_path / "a.mp4"))
    dialog.accept()
    assert dialog.chosen is None and dialog.problem.text().startswith("an .mp4 needs the package imageio-ffmpeg")
    dialog.path.setText(str(tmp_path / "a.gif"))
    dialog.size.setCurrentIndex(dialog.size.findData("slide"))
    dialog.accept()
    record, sweep, fps, path = dialog.chosen
    assert (sweep.values, fps, path) == ((0, 1, 2, 3, 4), 10, str(tmp_path / "a.gif"))
    assert record.view_range is None and record.options.dpi == 150.0
    dialog.deleteLater()


def test_every_explanation_page_says_how_to_play_and_export_in_both_languages(qapp):
    from pe_desktop import i18n
    from pe_desktop.ui.explain import explanation_html

    for language, head, words in (("en", "Playing and animations", "File › Export animation…"),
                                  ("ja", "再生とアニメーション", "ファイル › アニメーションを書き出す…")):
        i18n.set_language(language)
        for view in ("heatmap", "rotation", "scheme"):
            page = explanation_html(view, view)
            assert head in page and words in page and "--animate offset:0:64" in page


def test_the_clock_tab_offers_its_position_until_a_parameter_is_chosen(window, qtbot):
    from pe_desktop.core.tabs import TABS
    from tests.helpers import show_tab

    inputs = window.play_bar.inputs
    assert inputs.name() == "offset"
    show_tab(window, qtbot, TABS.CLOCK_HANDS)
    assert inputs.name() == "ref_pos"  # the clock's hands turn with the reference position
    assert (inputs.start.text(), inputs.stop.text()) == ("0", "64")
    show_tab(window, qtbot, TABS.ENCODING)
    assert inputs.name() == "offset"
    index = inputs.param.findData("base")
    inputs.param.setCurrentIndex(index)
    inputs.param.activated.emit(index)  # chosen by hand
    show_tab(window, qtbot, TABS.CLOCK_HANDS)
    assert inputs.name() == "base"
