"""The two teaching views in the window: word order (attention) and embedding + encoding."""
import math

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from pe_desktop.core import attention as att
from tests import reference as ref
from tests.helpers import run_cli, show_tab, wait_current


def drawn(panel):
    return np.asarray(panel.image.image, dtype=np.float64)


def readout(view):
    return view.readout.item.toPlainText()


# -- word order ---------------------------------------------------------------------------------

def test_order_view_is_in_its_tab_and_shows_the_permutation(window, qtbot):
    show_tab(window, qtbot, "Word order")
    view = window.views["order"]
    assert view.isVisible() and window.panel.view_box.isVisible()
    assert set(view.controls) <= set(window.panel.shown_controls)
    a0, b0, a1, b1 = (drawn(p) for p in view.panels)
    assert a0.shape == b0.shape == (8, 8)
    perm = [0, 4, 2, 3, 1, 5, 6, 7]  # "The table on the keys …" from "The keys on the table …"
    # without positions B's matrix is A's with rows and columns permuted; with positions it is not
    np.testing.assert_allclose(b0, a0[np.ix_(perm, perm)], atol=1e-6)
    assert np.max(np.abs(b1 - a1[np.ix_(perm, perm)])) > 1e-3
    np.testing.assert_allclose(a0.sum(axis=1), 1.0, atol=1e-5)
    assert a0.min() >= 0.0 and a1.max() <= 1.0
    np.testing.assert_array_equal(a0[0], a0[3])  # "The" and "the": the same query row
    assert np.max(np.abs(a1[0] - a1[3])) > 1e-3
    text = readout(view)
    assert "B is A reordered" in text and "P = (0, 4, 2, 3, 1, 5, 6, 7)" in text
    r = view.result
    assert r.max_diff < 1e-12 and r.max_diff_pe > 1e-6
    assert f"= {r.max_diff:.1e}" in text or "= 0 (rounding" in text
    assert f"{r.max_diff_pe:.4g}" in text
    assert "“The” at position 0 and “the” at position 3" in text
    assert "‖x0 − x3‖ = 0 (the same embedding)" in text
    want_after = math.sqrt(math.fsum((ref.pe(0, j, 128) - ref.pe(3, j, 128)) ** 2 for j in range(128)))
    assert r.repeat.after == pytest.approx(want_after, rel=1e-9)
    ticks = view.panels[0].plot.getAxis("left")._tickLevels[0]
    assert [label for _, label in ticks] == ["The", "keys", "on", "the", "table", "are", "lost", "."]


def test_the_sentence_boxes_show_their_sentences_from_the_start(window, qtbot):
    """The Word order tab at 800×600 showed "ys on the table are lost." in Sentence A: a text
    set from elsewhere (the start, a preset, undo) is shown from its first word."""
    from pe_desktop.ui.param_panel import set_editor_value

    show_tab(window, qtbot, "Word order")
    fields = [window.panel.editors[name] for name in ("sentence_a", "sentence_b")]
    for field in fields:
        assert len(field.text()) > 20 and field.cursorPosition() == 0, field.text()
    set_editor_value(fields[0], "The table on the keys are lost, and so are the chairs.")
    assert fields[0].cursorPosition() == 0
    path = window.panel.editors["table_file"]  # a path: its end, the file's name
    set_editor_value(path, "/data/tables/gpt2_small_wpe.npy")
    assert path.cursorPosition() == len(path.text())


def test_order_view_follows_the_sentence_boxes(window, qtbot):
    show_tab(window, qtbot, "Word order")
    view = window.views["order"]
    window.panel.editors["sentence_a"].setText("犬が男を噛んだ")
    window.panel.editors["sentence_b"].setText("男が犬を噛んだ")
    wait_current(qtbot, window)
    assert view.result.tokens_a == ["犬", "が", "男", "を", "噛", "ん", "だ"]
    a0, b0 = drawn(view.panels[0]), drawn(view.panels[1])
    perm = [2, 1, 0, 3, 4, 5, 6]
    np.testing.assert_allclose(b0, a0[np.ix_(perm, perm)], atol=1e-6)
    text = readout(view)
    assert "[犬] [が] [男]" in text and "No token repeats in A" in text
    labels = [s for _, s in view.panels[1].plot.getAxis("bottom")._tickLevels[0]]
    assert labels == ["男", "が", "犬", "を", "噛", "ん", "だ"]  # one character each: all fit

    window.panel.editors["sentence_b"].setText("The keys are lost.")
    wait_current(qtbot, window)
    assert "not a reordering of A" in readout(view)
    assert drawn(view.panels[1]).shape == (5, 5)

    window.panel.editors["sentence_a"].setText("The keys on the table are lost.")
    window.panel.editors["sentence_b"].setText("The table on the keys are lost.")
    window.panel.editors["case_fold"].setChecked(False)
    wait_current(qtbot, window)
    assert "No token repeats in A (case folding is off" in readout(view)
    a0 = drawn(view.panels[0])
    assert np.max(np.abs(a0[0] - a0[3])) > 1e-3  # 'The' ≠ 'the' now

    seed_before = drawn(view.panels[0]).copy()
    window.panel.editors["seed"].setValue(7)
    wait_current(qtbot, window)
    assert not np.allclose(drawn(view.panels[0]), seed_before)


def test_order_view_caps_large_d_model(window, qtbot):
    show_tab(window, qtbot, "Word order")
    window.panel.editors["d_model"].setValue(4096)
    wait_current(qtbot, window)
    view = window.views["order"]
    assert view.result.d == 512
    text = readout(view)
    assert "d_model 4,096: computed on 512 dimensions" in text
    assert view.result.max_diff < 1e-12 and view.result.max_diff_pe > 1e-6


def test_order_hover(window, qtbot):
    show_tab(window, qtbot, "Word order")
    panel = window.views["order"].panels[2]
    pos = panel.plot.getViewBox().mapViewToScene(QPointF(2.5, 0.5))  # query 0, key 2
    window.views["order"].graphics.scene().sigMouseMoved.emit(pos)
    text = window.hover_label.text()
    assert "query 0 “The” → key 2 “on”" in text
    assert f"{window.views['order'].result.weights_a_pe[0, 2]:.6f}" in text


# -- embedding + encoding -------------------------------------------------------------------------

def test_embedding_view_shows_x_pe_and_the_sum(window, qtbot):
    show_tab(window, qtbot, "Embedding + encoding")
    view = window.views["embedding"]
    assert view.isVisible() and window.panel.view_box.isVisible()
    assert set(view.controls) <= set(window.panel.shown_controls)
    x, pe, out = (np.asarray(i.image, dtype=np.float64) for i in view.images)
    assert x.shape == pe.shape == out.shape == (8, 128)  # every dimension has a pixel: exact
    keys = [t.casefold() for t in att.tokenize("The keys on the table are lost.")]
    want_x = np.array([att.token_embedding(k, 128, 0) for k in keys])
    np.testing.assert_allclose(x, want_x, atol=1e-6)
    np.testing.assert_allclose(pe, ref.pe_table(range(8), 128), atol=1e-6)
    np.testing.assert_allclose(out, want_x + ref.pe_table(range(8), 128), atol=1e-6)
    level = view.result.level
    assert level >= max(np.abs(x).max(), np.abs(out).max()) - 1e-6
    assert all(tuple(i.levels) == (-level, level) for i in view.images)
    text = readout(view)
    assert "X: [B, S, D] = [1, 8, 128]" in text
    assert "PE: [S, D] broadcast over B" in text
    assert "X + PE: [1, 8, 128]" in text
    assert "Every value drawn exactly" in text
    # costs: S = 8 tokens and S = 50 (seq_len), D = 128, B = 1
    for n in (8 * 128, 8 * 8 * 128, 50 * 128, 50 * 50 * 128):
        assert f"{n:,}" in text
    assert f"{4 * 8 * 128 / 1024:.1f} KB" in text


def test_embedding_view_follows_batch_dropout_and_d_model(window, qtbot):
    show_tab(window, qtbot, "Embedding + encoding")
    view = window.views["embedding"]
    window.panel.editors["batch"].setValue(3)
    window.panel.editors["dropout"].setValue(0.5)
    wait_current(qtbot, window)
    text = readout(view)
    assert "X: [B, S, D] = [3, 8, 128]" in text and "X + PE: [3, 8, 128]" in text
    assert "train time only" in text and "× 1/(1−p) = 2" in text
    assert f"{3 * 8 * 128:,}" in text  # the addition is O(B·S·D)
    x, pe, out = (np.asarray(i.image, dtype=np.float64) for i in view.images)
    kept = out != 0
    assert 0.35 < kept.mean() < 0.65
    np.testing.assert_allclose(out[kept], 2 * (x + pe)[kept], rtol=1e-5, atol=1e-5)

    window.panel.editors["dropout"].setValue(0.0)
    window.panel.editors["d_model"].setValue(4096)
    wait_current(qtbot, window)
    t = view.result.table
    w = view.shown.dims
    assert w.averaged and t.x.shape[1] == w.count < 4096
    # each column is the exact mean of its dimensions
    keys = [t_.casefold() for t_ in att.tokenize("The keys on the table are lost.")]
    full = np.array([att.token_embedding(k, 4096, 0) for k in keys])
    np.testing.assert_allclose(t.x[:, 1], full[:, w.size:2 * w.size].mean(axis=1), atol=1e-12)
    assert f"each column is the exact mean of {w.size}" in readout(view)
    assert "X: [B, S, D] = [3, 8, 4096]" in readout(view)


# -- export through the command line ----------------------------------------------------------------

@pytest.mark.parametrize("view,extra", [
    ("order", []),
    ("order", ["--sentence-a", "犬が男を噛んだ", "--sentence-b", "男が犬を噛んだ"]),
    ("embedding", ["--dropout", "0.1", "--batch", "2"]),
])
def test_cli_png_export(tmp_path, view, extra):
    out = tmp_path / f"{view}.png"
    result = run_cli("export", "--view", view,
                     "--out", str(out), "--width", "1000", "--height", "650", *extra)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    img = QImage(str(out))
    assert (img.width(), img.height()) == (1000, 650)
    colours = {img.pixel(x, y) for x in range(0, 1000, 5) for y in range(0, 650, 5)}
    assert len(colours) > 50


def test_cli_csv_export(tmp_path):
    out = tmp_path / "order.csv"
    result = run_cli("export", "--view", "order",
                     "--out", str(out), "--d-model", "64")
    assert result.returncode == 0, result.stderr
    lines = out.read_text().splitlines()
    assert lines[0] == "token,index_in_b,max_abs_diff_without_pe,max_abs_diff_with_pe"
    rows = np.loadtxt(out, delimiter=",", skiprows=1)
    assert rows.shape == (8, 4) and rows[:, 1].tolist() == [0, 4, 2, 3, 1, 5, 6, 7]
    assert rows[:, 2].max() < 1e-12 and rows[:, 3].max() > 1e-6

    out = tmp_path / "embedding.csv"
    result = run_cli("export", "--view", "embedding",
                     "--out", str(out), "--d-model", "16", "--offset", "5")
    assert result.returncode == 0, result.stderr
    head = out.read_text().splitlines()[0]
    assert head == "token," + ",".join(f"dim_{j}" for j in range(16))
    rows = np.loadtxt(out, delimiter=",", skiprows=1)
    keys = [t.casefold() for t in att.tokenize("The keys on the table are lost.")]
    want = np.array([att.token_embedding(k, 16, 0) for k in keys]) + ref.pe_table(range(5, 13), 16)
    np.testing.assert_allclose(rows[:, 1:], want, atol=1e-12)


def test_shared_controls_follow_the_tab(window, qtbot):
    tabs = {window.tabs.tabText(i): i for i in range(window.tabs.count())}
    for tab in ("Word order", "Embedding + encoding"):
        window.tabs.setCurrentIndex(tabs[tab])
        assert "seed" in window.panel.shown_controls and window.panel.editors["seed"].isVisible()
    window.tabs.setCurrentIndex(tabs["Encoding"])
    assert not window.panel.view_box.isVisible() and not window.panel.editors["seed"].isVisible()


def test_order_readout_lets_its_sentences_wrap_where_the_view_needs(window, qtbot):
    """A hard line break in the middle of a sentence ('attention' / '   sees the same bag')
    looked wrong at every width but one."""
    show_tab(window, qtbot, "Word order")
    html = window.views["order"].readout.text
    assert "attention sees the same bag of tokens, not the order." in readout(window.views["order"])
    assert "<br>&nbsp;" not in html
