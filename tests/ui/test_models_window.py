"""File › Open model in the window: every view draws the model, the Model dock names it and
the source of each number, the local cache lists what is there, bad models are one line."""
import os
import shutil

import numpy as np
from PySide6.QtWidgets import QMessageBox

from pe_desktop.core import learned, models, rope
from pe_desktop.core.presets import BY_KEY
from pe_desktop.core.tabs import TABS
from pe_desktop.core.text import shortened
from pe_desktop.core.viewport import AxisBins
from pe_desktop.ui.model_info import CacheDialog
from tests.helpers import show_tab, wait_current
from tests.shaped_models import DATA, shaped_folder, smooth_table


def copied(browser):
    """All of a text browser's text as Edit › Copy puts it on the clipboard."""
    from PySide6.QtWidgets import QApplication

    browser.selectAll()
    browser.copy()
    return QApplication.clipboard().text()


def test_opening_phi3_draws_its_longrope_frequencies(window, qtbot, tmp_path):
    folder = shaped_folder("phi-3.5-mini-instruct", tmp_path / "phi", "BF16")
    assert window.open_model(str(folder))
    wait_current(qtbot, window)
    assert window.current_tab() == TABS.ROPE_FREQUENCIES
    p = window.params
    assert (p.scaling, p.head_dim, p.factor, p.original_context) == ("longrope", 96, 32.0, 4096)
    view = window.views["rope-frequencies"]
    long = np.array(models.read_model(folder).long_factor)
    np.testing.assert_allclose(view.result.scaled, rope.base_inv_freq(p) / long, rtol=1e-15)
    assert "model: phi" in view.plot.titleLabel.text
    text = copied(window.model_info)  # what a reader copies from the dock
    assert window.model_dock.isVisible()
    assert "config.json: rope_theta" in text and "LongRoPE factors per pair: short 1–2.84" in text
    show_tab(window, qtbot, "RoPE scores")
    assert not window.views["rope-scores"].error


def test_opening_gpt2_draws_its_trained_table_in_every_learned_view(window, qtbot, tmp_path):
    folder = shaped_folder("gpt2", tmp_path / "gpt2")
    assert window.open_model(str(folder))
    wait_current(qtbot, window)
    assert window.current_tab() == TABS.SCHEME
    p = window.params
    assert learned.is_trained(p)
    np.testing.assert_array_equal(learned.table(p), smooth_table(1024, 768))
    assert "transformer.wpe.weight" in window.views["scheme"].plot.titleLabel.text
    show_tab(window, qtbot, "Distance decay")
    assert "trained table" in window.views["distance-decay"].summary or \
        "gpt2 · transformer.wpe.weight" in window.views["distance-decay"].readout.text
    assert "Position table: tensor transformer.wpe.weight, 1024 × 768, F32" in window.model_info.toPlainText()


def test_a_changed_number_is_marked_and_close_model_keeps_the_numbers(window, qtbot):
    assert window.open_model(str(DATA / "llama-3.1-8b"))
    window.set_params_step(window.params.replace(rope_base=10000.0), "change")
    wait_current(qtbot, window)
    assert "changed here; the model says 500,000" in window.model_info.toPlainText()
    window.close_model()
    assert window.params.model == "" and window.params.rope_base == 10000.0
    assert "No model is open" in window.model_info.toPlainText()
    window.undo_stack.undo()
    assert window.params.model.endswith("llama-3.1-8b")


def test_a_bad_model_is_one_warning_and_nothing_changes(window, qtbot, monkeypatch, tmp_path):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    before = window.params
    (tmp_path / "pytorch_model.bin").write_bytes(b"\x80\x04")
    assert not window.open_model(str(tmp_path))
    assert window.params == before
    assert len(shown) == 1 and "pickled PyTorch checkpoint, not opened" in shown[0]


def test_the_local_cache_lists_models_and_opens_one(window, qtbot, monkeypatch, tmp_path):
    snap = tmp_path / "hub" / "models--bigscience--bloom-560m" / "snapshots" / "r1"
    snap.mkdir(parents=True)
    shutil.copy(DATA / "bloom-560m" / "config.json", snap)
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "hub"))
    dialog = CacheDialog(window)
    assert dialog.list.count() == 1
    assert dialog.list.item(0).text() == "bigscience/bloom-560m: ALiBi, 16 heads"
    dialog.deleteLater()
    monkeypatch.setattr(CacheDialog, "exec", lambda self: CacheDialog.DialogCode.Accepted)
    assert window.open_model_from_cache()
    assert (window.params.scheme, window.params.n_heads) == ("alibi", 16)
    assert "bigscience/bloom-560m" in window.model_info.toPlainText()


def test_two_models_on_one_plot(window, qtbot):
    assert window.open_model(str(DATA / "llama-2-7b"))
    assert window.compare_with_model(str(DATA / "llama-3.1-8b"))
    wait_current(qtbot, window)
    assert window.current_tab() == TABS.COMPARE_MODELS
    view = window.views["model-compare"]
    a, b = view.result.curves
    assert (a.label, b.label) == ("llama-2-7b", "llama-3.1-8b")
    llama3 = models.model_params(models.read_model(DATA / "llama-3.1-8b"))
    np.testing.assert_allclose(b.wavelengths, 2 * np.pi / rope.inv_freq(llama3), rtol=1e-15)
    np.testing.assert_allclose(a.wavelengths, 2 * np.pi / rope.base_inv_freq(window.params), rtol=1e-15)
    # the same δ for both: model B is drawn at model A's positions
    bins = view.shown.distances
    expected_b = rope.score_curve(llama3.replace(seq_len=window.params.seq_len), bins,
                                  envelope_budget=0).expected
    np.testing.assert_allclose(b.decay, expected_b, rtol=1e-12)
    xs, ys = view.points[1].getData()
    np.testing.assert_allclose(10 ** ys, b.wavelengths, rtol=1e-12)  # (log mode holds log10)


def test_a_cached_model_with_a_non_utf8_name_opens(window, qtbot, monkeypatch, tmp_path):
    """Listed but not opened: the path went through the item's Qt data, which cannot hold the
    undecodable byte (a lone surrogate), and came back as another path."""
    hub = tmp_path / "hub"
    snap = os.fsdecode(os.fsencode(hub) + b"/models--org--m\xff/snapshots/r1")
    os.makedirs(snap)
    shutil.copy(DATA / "bloom-560m" / "config.json", snap)
    monkeypatch.setenv("HF_HUB_CACHE", str(hub))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(CacheDialog, "exec", lambda self: CacheDialog.DialogCode.Accepted)
    assert window.open_model_from_cache(), shown
    assert (window.params.scheme, window.params.n_heads, window.params.model) == ("alibi", 16, snap)
    wait_current(qtbot, window)
    assert all(not view.error for view in window.visible_views())
    assert "org/m\ufffd" in window.model_info.toPlainText()


def test_a_model_path_the_file_system_refuses_is_one_warning(window, monkeypatch, tmp_path):
    """A component over NAME_MAX raised ENAMETOOLONG out of File › Open model."""
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    before = window.params
    path = str(tmp_path / ("m" * 300))
    assert not window.open_model(path)
    assert not window.compare_with_model(path)
    assert window.params == before
    assert shown == [f"{shortened(path)}: cannot be read (File name too long)"] * 2


def test_the_command_line_and_the_menu_open_a_model_alike(qtbot, monkeypatch):
    """pe-desktop --model FOLDER opened on the Encoding tab, a Llama drawn as a sinusoidal
    table, with no Model panel; File › Open model drew its RoPE frequencies. One path now."""
    from pe_desktop.ui import app as app_module
    from pe_desktop.ui.main_window import MainWindow

    path = str(DATA / "llama-3.1-8b")
    monkeypatch.setattr(app_module, "open_settings", lambda: None)
    started = app_module.open_window(path)  # as `pe-desktop --model` opens it
    menu = MainWindow()
    for window in (started, menu):
        qtbot.addWidget(window)
        window.show()
    menu.open_model(path)
    for window in (started, menu):
        wait_current(qtbot, window)
    assert started.params == menu.params and started.params.scheme == "rope"
    assert started.current_tab() == menu.current_tab() == TABS.ROPE_FREQUENCIES
    assert started.model_dock.isVisible() and menu.model_dock.isVisible()
    assert started.model_info.toPlainText() == menu.model_info.toPlainText()
    assert started.windowTitle() == menu.windowTitle()
    assert started.undo_stack.count() == menu.undo_stack.count() == 1


def test_the_window_title_names_the_open_model_in_either_language(window, qtbot):
    from PySide6.QtGui import QGuiApplication

    window.open_model(str(DATA / "llama-3.1-8b"))
    assert window.windowTitle() == "llama-3.1-8b"  # Qt adds " — Positional Encoding Explorer"
    window.set_language("ja")
    assert window.windowTitle() == "llama-3.1-8b"
    assert QGuiApplication.applicationDisplayName() == "位置エンコーディング・エクスプローラー"
    window.close_model()
    assert window.windowTitle() == "位置エンコーディング・エクスプローラー"


def test_longrope_is_offered_once_a_model_gives_its_factors(window, qtbot):
    """Choosing LongRoPE without a model emptied the Scheme plot with a message for the
    command line and made Export report fail until it was set back: without a model the
    choice is disabled, and says why."""
    from PySide6.QtCore import Qt

    box = window.panel.editors["scaling"]
    index = box.findData("longrope")
    assert not box.model().item(index).isEnabled()
    assert "File › Open model" in box.itemData(index, Qt.ItemDataRole.ToolTipRole)
    show_tab(window, qtbot, "RoPE frequencies")
    box.setFocus()
    for _ in range(box.count()):  # the arrow keys pass every choice but the disabled one
        qtbot.keyClick(box, Qt.Key.Key_Down)
        assert box.currentData() != "longrope"
    window.open_model(str(DATA / "phi-3.5-mini-instruct"))
    assert box.model().item(index).isEnabled() and box.currentData() == "longrope"
    assert box.itemData(index, Qt.ItemDataRole.ToolTipRole) is None
    window.close_model()
    assert not box.model().item(index).isEnabled() and window.params.scaling == "none"


def source_lines(browser):
    """Each line of the Model dock's Source column as laid out: (text, the cell's whole text)."""
    from PySide6.QtGui import QTextCursor

    document = browser.document()
    table = QTextCursor(document).currentTable()
    cursor = QTextCursor(document)
    while table is None and not cursor.atEnd():
        cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
        table = cursor.currentTable()
    lines = []
    for row in range(1, table.rows()):
        cell = table.cellAt(row, 2)
        block = cell.firstCursorPosition().block()
        while block.isValid() and block.position() <= cell.lastCursorPosition().position():
            layout, text = block.layout(), block.text()
            for i in range(layout.lineCount()):
                line = layout.lineAt(i)
                lines.append((text[line.textStart():line.textStart() + line.textLength()], text))
            block = block.next()
    return lines


def test_the_model_docks_sources_wrap_between_words_not_inside_them(window, qtbot):
    """The Source column broke "max_position_e" / "mbeddings" and "num_attention_" / "heads"."""
    window.resize(1366, 768)
    window.open_model(str(DATA / "llama-3.1-8b"))
    qtbot.waitUntil(lambda: window.model_info.document().pageSize().width() > 0)
    lines = source_lines(window.model_info)
    assert any("max_position_embeddings" in whole.replace("\u200b", "") for _, whole in lines)
    wrapped = [(line, whole) for line, whole in lines if line != whole]
    assert wrapped  # the column is narrow enough to wrap some
    for line, whole in wrapped:
        if not whole.endswith(line):  # a line that ends before the cell's text does
            assert line.rstrip("\u200b").endswith((" ", "_", ".", ":", "/")) or line[-1] == "\u200b", (line, whole)


def test_the_model_dock_reconciles_the_context_with_the_scalings_target(window, qtbot):
    """Llama 3.1's dock showed context 131,072 beside RoPE frequencies' "target context
    65,536 = 8,192 × 8", with nothing saying how the two numbers relate."""
    window.open_model(str(DATA / "llama-3.1-8b"))
    text = copied(window.model_info)
    assert ("The context, 131,072 positions (config.json: max_position_embeddings), is not the "
            "scaling's factor × original context, 8,192 × 8 = 65,536") in text
    window.open_model(str(DATA / "llama-2-7b"))  # no scaling: nothing to reconcile
    assert "is not the scaling's factor" not in copied(window.model_info)


def test_compare_models_opens_with_a_published_pair(window, qtbot):
    """A fresh window's Compare models draws two curves: the current parameters against
    Llama 3 8B (a preset, named as one in Model B in either language); the menu swaps in
    another preset; an empty Model B leaves one curve and says how to choose one."""
    from PySide6.QtGui import QAction

    show_tab(window, qtbot, "Compare models")
    view = window.views["model-compare"]
    a, b = view.result.curves
    assert (a.label, b.label, b.scheme) == ("current parameters", "Llama 3 8B head", "rope")
    llama3 = BY_KEY["llama3-8b-rope"].params()
    np.testing.assert_allclose(b.wavelengths, 2 * np.pi / rope.inv_freq(llama3), rtol=1e-15)
    assert b.wavelengths.max() > 1e7  # llama3 ×8 stretches the slowest pair past 10 million
    # A, the article's table (d_model 128, base 10,000): its 64 sin–cos pairs' 2π/ω_i
    np.testing.assert_allclose(a.wavelengths, 2 * np.pi * 10_000.0 ** (2 * np.arange(64) / 128), rtol=1e-12)
    xs, ys = view.points[0].getData()
    np.testing.assert_allclose(10 ** ys, a.wavelengths, rtol=1e-12)
    assert not view.no_wavelengths.isVisible()
    assert "Model B is a preset" in view.readout.text
    # the schemes by the names their combo shows, not their keys
    assert [label.text for _sample, label in view.decay_legend.items] == \
        ["A: current parameters (Sinusoidal)", "B: Llama 3 8B head (RoPE)"]
    field = window.panel.editors["compare_model"]
    assert field.text() == "Llama 3 8B head (preset)"
    window.set_language("ja")
    assert field.text() == "Llama 3 8B のヘッド（プリセット）"
    assert field.cursorPosition() == 0  # the name read from its start in a narrow field
    window.set_language("en")
    assert field.text() == "Llama 3 8B head (preset)"

    window.findChild(QAction, "compare_preset_llama2-7b-rope").trigger()
    wait_current(qtbot, window)
    assert window.params.compare_model == "preset:llama2-7b-rope"
    assert field.text() == "Llama 2 7B head (preset)"
    b = view.result.curves[1]
    assert b.label == "Llama 2 7B head"
    np.testing.assert_allclose(b.wavelengths, 2 * np.pi * 10_000.0 ** (np.arange(64) / 64), rtol=1e-12)

    field.clear()
    field.editingFinished.emit()
    wait_current(qtbot, window)
    assert window.params.compare_model == ""
    assert len(view.result.curves) == 1
    assert "Model B: none" in view.readout.text


def test_an_unknown_preset_in_model_b_is_one_readable_line(window, qtbot):
    show_tab(window, qtbot, "Compare models")
    field = window.panel.editors["compare_model"]
    field.setText("preset:llama9")
    field.editingFinished.emit()
    wait_current(qtbot, window)
    view = window.views["model-compare"]
    assert "no model preset 'llama9'; these are: bert-base-learned" in view.error


def test_falcon_draws_its_alibi_in_bfloat16_and_the_dock_says_why(window, qtbot):
    """Falcon-RW-1B's Scheme tab is its bias as its attention adds it (bfloat16, ÷ √64): the
    cell at query 300, key 0 is −31.5 (0.83984375 · 300 → 252 in bfloat16, ÷ 8), where the
    paper's −m·300 is −252.27; the Model dock gives both numbers with their sources, on/off in
    words."""
    assert window.open_model(str(DATA / "falcon-rw-1b"))
    window.panel.set_params(window.params.replace(seq_len=301))
    show_tab(window, qtbot, "Scheme")
    view = window.views["scheme"]
    assert view.tile.values[300, 0] == np.float32(-31.5) and view.tile.values[300, 300] == 0.0
    assert np.isnan(view.tile.values[0, 1])
    dock = window.model_info.toPlainText()
    assert "ALiBi: bias scale\n0.125\nFalcon's attention divides its scores" in dock.replace("\u200b", "")
    assert "ALiBi: bfloat16 as Falcon\non\nFalcon's build_alibi_tensor rounds" in dock.replace("\u200b", "")


def test_compare_models_bins_distances_by_the_decay_plots_width(window, qtbot):
    """One bin a pixel of the decay plot's distance axis: with fewer distances than pixels
    every δ is its own point, so GPT-2's untrained table is 1 at δ = 0 (not a mean of δ = 0
    and 1 as when the wavelength plot's height binned them)."""
    assert window.open_model(str(DATA / "gpt2"))
    assert window.compare_with_model(str(DATA / "bert-base-uncased"))
    window.panel.set_params(window.params.replace(seq_len=400))
    wait_current(qtbot, window)
    view = window.views["model-compare"]
    width, height = view.pixels(view.decay_plot)
    assert width > 400 > view.pixels()[1]
    bins = view.shown.distances
    assert (bins.start, bins.stop, bins.count, bins.averaged) == (0, 400, 400, False)
    a, b = view.result.curves
    assert a.decay[0] == 1.0 and b.decay[0] == 1.0
    window.panel.set_params(window.params.replace(seq_len=5000))
    wait_current(qtbot, window)
    width, _ = view.pixels(view.decay_plot)
    assert view.shown.distances.count == AxisBins.fit(0, 5000, width).count > 400
