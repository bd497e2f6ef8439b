"""The 2D grid and M-RoPE views in the window and on the command line: what they draw against
vectors turned with ``math`` here (tests/core/test_grid.py's references), a parameter change
redrawn, the hover line, a 1,024 × 1,024 grid computed at screen resolution, and an export of
each format through the command line and the window that is not blank."""
import csv
import json
import math

import numpy as np
import pytest
from PIL import Image

from pe_desktop.core import grid
from pe_desktop.core.params import Params
from pe_desktop.ui.param_panel import set_editor_value
from tests.core.test_grid import axial_angles, mae_patch, rope_angles, turn
from tests.helpers import one_line, run_cli, show_tab, wait_current
from tests.shaped_models import DATA
from tests.ui.panel_edits import set_values


@pytest.fixture
def grid_view(window, qtbot):
    show_tab(window, qtbot, "2D grid")
    return window.views["grid-2d"]


@pytest.fixture
def mrope(window, qtbot):
    show_tab(window, qtbot, "M-RoPE")
    return window.views["mrope"]


def set_texts(window, qtbot, **values):
    """Text fields and check boxes (set_values takes spin and combo boxes)."""
    for name, value in values.items():
        set_editor_value(window.panel.editors[name], value)
    wait_current(qtbot, window, timeout=30000)


def hover(view, plot, x, y) -> str:
    """The status line for data point (x, y) of ``plot``, as the mouse gives it."""
    for target, describe in view.hover_targets():
        if target is plot:
            return describe(x, y)
    raise AssertionError("not a hover target")


def not_blank(path) -> bool:
    pixels = np.asarray(Image.open(path).convert("RGB").resize((120, 90))).reshape(-1, 3)
    return len(np.unique(pixels, axis=0)) > 20


# -- 2D grid ---------------------------------------------------------------------------------

def test_sincos_draws_maes_dot_products_every_patch(window, qtbot, grid_view):
    set_values(window, qtbot, d_model=16, grid_height=6, grid_width=9, ref_row=2, ref_col=7)
    request, result = grid_view.shown, grid_view.result
    assert not request.rows.averaged and result.encodings == ("sincos-2d",)
    want = np.array([[mae_patch(2, 7, 16) @ mae_patch(r, c, 16) for c in range(9)] for r in range(6)])
    np.testing.assert_allclose(result.values[0], want, rtol=0, atol=1e-12)
    assert result.level == 8.0  # d/2, at the reference
    assert grid_view.markers[0][0].getData()[0][0] == 7.5  # the marker on the patch's centre
    assert not grid_view.plots[1].isVisible()


def test_a_rope_choice_draws_axial_and_raster_side_by_side(window, qtbot, grid_view):
    set_values(window, qtbot, grid_height=5, grid_width=7, ref_row=1, ref_col=3, head_dim=16,
               grid_encoding="raster-rope")
    result = grid_view.result
    assert result.encodings == ("raster-rope", "axial-rope") and grid_view.plots[1].isVisible()
    q, k = grid.seeded_qk(16, 0)
    raster = np.array([[turn(q, rope_angles(1 * 7 + 3, 16)) @ turn(k, rope_angles(r * 7 + c, 16))
                        for c in range(7)] for r in range(5)])
    axial = np.array([[turn(q, axial_angles(1, 3, 16)) @ turn(k, axial_angles(r, c, 16))
                       for c in range(7)] for r in range(5)])
    np.testing.assert_allclose(result.values[0], raster, rtol=0, atol=1e-12)
    np.testing.assert_allclose(result.values[1], axial, rtol=0, atol=1e-12)
    levels = [image.levels for image in grid_view.images]
    assert np.allclose(levels[0], levels[1])  # one colour scale
    assert grid_view.plots[0].titleLabel.text.startswith("RoPE on the raster index")
    set_values(window, qtbot, grid_encoding="sincos-2d")
    assert not grid_view.plots[1].isVisible() and grid_view.result.encodings == ("sincos-2d",)


def test_the_panel_greys_what_the_2d_encoding_does_not_read(window, qtbot, grid_view):
    editors = window.panel.editors
    assert not editors["head_dim"].isEnabled() and not editors["rope_base"].isEnabled()
    assert not editors["seed"].isEnabled() and editors["d_model"].isEnabled()
    assert "Not used with the 2D encoding “2D sin-cos (MAE)”." in editors["head_dim"].toolTip()
    set_values(window, qtbot, grid_encoding="axial-rope")
    assert not editors["d_model"].isEnabled() and not editors["base"].isEnabled()
    assert editors["head_dim"].isEnabled() and editors["seed"].isEnabled()
    set_values(window, qtbot, grid_encoding="raster-rope")
    assert "Not used with the 2D encoding “RoPE on the raster index”." in editors["d_model"].toolTip()
    show_tab(window, qtbot, "M-RoPE")  # another tab reads them all
    assert editors["head_dim"].isEnabled() and editors["rope_base"].isEnabled()


def test_hover_gives_row_column_and_exact_value(window, qtbot, grid_view):
    set_values(window, qtbot, grid_height=8, grid_width=8, ref_row=0, ref_col=0, head_dim=16,
               grid_encoding="axial-rope")
    q, k = grid.seeded_qk(16, 0)
    want = turn(q, axial_angles(0, 0, 16)) @ turn(k, axial_angles(3, 5, 16))
    line = hover(grid_view, grid_view.plots[0], 5.4, 3.6)
    assert line.startswith("row 3 · column 5 · Axial 2D RoPE: q·k = ")
    assert float(line.rsplit("= ", 1)[1]) == pytest.approx(want, abs=1e-8)
    assert hover(grid_view, grid_view.plots[1], 5.4, 3.6).startswith("row 3 · column 5 · RoPE on the raster index")
    assert hover(grid_view, grid_view.plots[0], 8.2, 3.0) == ""  # off the grid


def test_a_1024_grid_is_computed_at_screen_resolution(window, qtbot, grid_view):
    set_values(window, qtbot, grid_height=1024, grid_width=1024, ref_row=512, ref_col=100,
               grid_encoding="raster-rope")
    request, result = grid_view.shown, grid_view.result
    w, h = grid_view.pixels()
    assert request.rows.averaged and result.values[0].shape[0] <= h and result.values[0].shape[1] <= w
    # each pixel the exact mean of its block, as the cells written out
    bins = request.rows
    r0, c0 = bins.start, request.cols.start
    size = bins.size
    cells = grid.raster_scores((512, 100), np.arange(r0, r0 + size), np.arange(c0, c0 + size), 1024, 128)
    assert result.values[0][0, 0] == pytest.approx(cells.mean(), abs=1e-10)
    assert "exact mean of" in grid_view.readout.text


def test_the_reference_is_refused_outside_the_grid_in_words(window, qtbot, grid_view):
    set_values(window, qtbot, grid_height=10, ref_row=9)
    set_values(window, qtbot, grid_height=4)  # the reference's box narrows with the grid
    box = window.panel.editors["ref_row"]
    assert box.maximum() == 3 and box.value() == 3 and window.params.ref_row == 3


@pytest.mark.slow
def test_the_window_exports_the_grid_in_every_format(window, qtbot, grid_view, tmp_path):
    set_values(window, qtbot, grid_encoding="axial-rope")
    for suffix in ("png", "svg", "pdf"):
        path = window.save_export(str(tmp_path / f"g.{suffix}"))
        assert path.stat().st_size > 1000, suffix
    assert not_blank(tmp_path / "g.png")
    assert "Axial 2D RoPE" in (tmp_path / "g.svg").read_text(encoding="utf-8")


@pytest.mark.parametrize("preset, encoding", [("column", "axial-rope"), ("column", "sincos-2d")])
def test_patches_are_square_in_a_figure(qapp, preset, encoding):
    # a one-column figure drew two 16 × 16 panels about 120 × 273 px: tall patches
    from pe_desktop.core.figure import FigureRecord, preset_options
    from pe_desktop.ui import export

    opts = preset_options(preset)
    record = FigureRecord("grid-2d", Params(grid_encoding=encoding), opts, None)
    with export.laid_out(record, 72.0 / opts.dpi) as parts:
        view = parts[0][0]
        boxes = [plot.getViewBox().sceneBoundingRect() for plot in view.plots if plot.isVisible()]
        assert len(boxes) == (1 if encoding == "sincos-2d" else 2)
        for box in boxes:
            assert box.width() == pytest.approx(box.height(), abs=1.0)
        assert export.layout_problems(view, parts[0][1].options) == []


def test_side_by_side_panels_are_one_size_with_square_patches_in_the_window(window, qtbot, grid_view):
    set_values(window, qtbot, grid_encoding="axial-rope", grid_height=8, grid_width=32)
    vb = grid_view.plot.getViewBox()
    other = grid_view.plots[1].getViewBox()

    def square_and_in_line():
        boxes = [b.sceneBoundingRect() for b in (vb, other)]
        return (all(abs(box.width() - 4 * box.height()) <= 2 for box in boxes)
                and abs(boxes[0].bottom() - boxes[1].bottom()) <= 1
                and abs(boxes[0].width() - boxes[1].width()) <= 1)

    qtbot.waitUntil(square_and_in_line, timeout=5000)
    for box in (vb, other):  # linked panels of one size: each shows every row and column
        (x0, x1), (y0, y1) = box.viewRange()
        assert (x0, x1, y0, y1) == pytest.approx((0, 32, 0, 8), abs=0.05)


@pytest.mark.slow
def test_cli_exports_the_grid_in_every_format_and_preset(tmp_path):
    flags = ["--grid-height", "12", "--grid-width", "20", "--ref-row", "3", "--ref-col", "15",
             "--grid-encoding", "axial-rope", "--head-dim", "32"]
    for name, extra in (("a.png", []), ("b.png", ["--size", "column"]), ("c.png", ["--size", "slide"]),
                        ("d.svg", ["--size", "column"]), ("e.pdf", ["--size", "slide"])):
        result = run_cli("export", "--view", "grid-2d", *flags, *extra, "--out", tmp_path / name)
        assert result.returncode == 0, (name, result.stderr)
        assert (tmp_path / name).stat().st_size > 1000
    for name in ("a.png", "b.png", "c.png"):
        assert not_blank(tmp_path / name), name
    result = run_cli("export", "--view", "grid-2d", *flags, "--out", tmp_path / "g.csv")
    assert result.returncode == 0, result.stderr
    rows = list(csv.reader((tmp_path / "g.csv").read_text().splitlines()))
    assert rows[0] == ["row", "column", "axial_rope", "raster_rope"] and len(rows) == 1 + 240
    q, k = grid.seeded_qk(32, 0)
    r, c = 7, 2
    row = rows[1 + r * 20 + c]
    assert float(row[2]) == pytest.approx(turn(q, axial_angles(3, 15, 32)) @ turn(k, axial_angles(r, c, 32)), abs=1e-9)
    assert float(row[3]) == pytest.approx(turn(q, rope_angles(75, 32)) @ turn(k, rope_angles(r * 20 + c, 32)), abs=1e-9)
    result = run_cli("export", "--view", "grid-2d", *flags, "--out", tmp_path / "g.npy")
    assert result.returncode == 0 and np.load(tmp_path / "g.npy").shape == (240, 4)


@pytest.mark.parametrize("flags, line", [
    (["--grid-height", "0"], "pe-desktop: error: --grid-height must be an integer from 1 to 4096, got 0"),
    (["--ref-col", "16"], "pe-desktop: error: --ref-col must be an integer from 0 to 15 for a grid of 16 "
                          "columns, got 16"),
    (["--grid-encoding", "axial"], "pe-desktop: error: --grid-encoding must be one of sincos-2d, axial-rope, "
                                   "raster-rope, got 'axial'"),
])
def test_cli_refuses_a_bad_grid_in_one_line(tmp_path, flags, line):
    out = tmp_path / "g.png"
    result = run_cli("export", "--view", "grid-2d", *flags, "--out", out)
    assert result.returncode == 2 and one_line(result) == line
    assert not out.exists()


def test_cli_says_why_a_head_dim_cannot_be_split_in_one_line(tmp_path):
    out = tmp_path / "g.png"
    result = run_cli("export", "--view", "grid-2d", "--grid-encoding", "axial-rope", "--head-dim", "18",
                     "--out", out)
    assert result.returncode != 0 and "head_dim must be a positive multiple of 4, got 18" in one_line(result)
    assert not out.exists()


# -- M-RoPE ----------------------------------------------------------------------------------

def test_mrope_draws_the_ids_and_scores_of_the_library(window, qtbot, mrope):
    set_values(window, qtbot, mrope_text_before=2, mrope_image_h=4, mrope_image_w=6, mrope_text_after=1,
               head_dim=32)
    set_texts(window, qtbot, mrope_section="4,6,6")
    result, request = mrope.result, mrope.shown
    assert result.layout.n_tokens == 9 and not request.rows.averaged
    np.testing.assert_array_equal(result.ids, [[0, 1, 2, 2, 2, 2, 2, 2, 5], [0, 1, 2, 2, 2, 3, 3, 3, 5],
                                               [0, 1, 2, 3, 4, 2, 3, 4, 5]])
    assert result.axes.tolist() == [0] * 4 + [1] * 6 + [2] * 6
    q, k = grid.seeded_qk(32, 0)
    ids = result.layout.position_ids
    axes = [0] * 4 + [1] * 6 + [2] * 6

    def angles(n):
        return [ids[axes[i], n] * 10000.0 ** (-(2 * i) / 32) for i in range(16)]

    want = np.array([[turn(q, angles(i)) @ turn(k, angles(j)) for j in range(9)] for i in range(9)])
    np.testing.assert_allclose(result.scores, want, rtol=0, atol=1e-12)
    assert len(mrope.numbers) == 27  # every id written in its cell
    assert "rope_delta = -3" in mrope.readout.text  # last position 5 + 1 − 9 tokens
    set_texts(window, qtbot, mrope_interleaved=True)
    assert mrope.result.axes.tolist()[:6] == [0, 1, 2, 0, 1, 2]


def test_mrope_hover_names_tokens_ids_and_pairs(window, qtbot, mrope):
    line = hover(mrope, mrope.strip, 5.5, 1.2)
    assert line == "token 5 (image) at (t, h, w) = (4, 4, 5)"  # 4 text, then 4 × 4 merged from 4
    assert hover(mrope, mrope.plot, 0.5, 23.5).startswith("query token 23 (text) at (t, h, w) = (11, 11, 11) · "
                                                          "key token 0 (text)")
    assert hover(mrope, mrope.pairs, 20.2, 0.5).startswith("pair 20 (dimensions 20 and 84) turns with h · ")


def test_a_section_that_does_not_fit_says_why(window, qtbot, mrope):
    set_texts(window, qtbot, mrope_section="16,24,23")
    assert "summing to head_dim/2 = 64" in mrope.error
    set_texts(window, qtbot, mrope_section="16,24,24")
    assert mrope.error == "" and mrope.result is not None


def test_a_bad_section_is_said_in_the_panel_note(window, qtbot, mrope):
    note = window.panel.note
    set_texts(window, qtbot, mrope_section="16,24,23")
    assert note.isVisible()
    assert ("The M-RoPE tab cannot draw these values: mrope_section must be counts ≥ 0 (three when "
            "interleaved) summing to head_dim/2 = 64, got [16, 24, 23].") in note.text()
    assert window.params.mrope_section == "16,24,23"  # applied: the other tabs draw on
    show_tab(window, qtbot, "RoPE scores")
    assert "M-RoPE" not in note.text()
    show_tab(window, qtbot, "M-RoPE")
    assert "cannot draw these values" in note.text()
    set_texts(window, qtbot, mrope_section="16,24,24")
    assert "cannot draw" not in note.text()


def test_a_head_dim_the_grid_cannot_split_is_said_in_the_panel_note(window, qtbot, grid_view):
    set_values(window, qtbot, grid_encoding="axial-rope", head_dim=18)
    assert ("The 2D grid tab cannot draw these values: head_dim must be a positive multiple of 4, got 18."
            in window.panel.note.text())
    assert "head_dim must be a positive multiple of 4" in grid_view.error
    set_values(window, qtbot, head_dim=20)
    assert "cannot draw" not in window.panel.note.text() and grid_view.error == ""
    set_values(window, qtbot, grid_encoding="sincos-2d", d_model=126)
    assert "d_model must be a positive multiple of 4, got 126" in window.panel.note.text()


def test_a_reference_at_the_grids_end_is_noted_with_its_bound(window, qtbot, grid_view):
    set_values(window, qtbot, grid_height=12, ref_row=11)
    assert "Reference patch: row is at its maximum (at most 11 for Grid: rows H = 12)." in window.panel.note.text()


def test_the_section_field_shows_its_counts_at_800_pixels(window, qtbot, mrope):
    window.resize(800, 600)
    qtbot.wait(50)
    editor = window.panel.editors["mrope_section"]
    window.panel.parentWidget().parentWidget().ensureWidgetVisible(editor)
    qtbot.wait(50)
    text = editor.fontMetrics().horizontalAdvance("16,24,24")
    assert editor.width() >= text + 30  # the counts, the clear button and the margins


def test_no_spin_box_of_the_mrope_rows_is_squeezed_beside_a_long_label(window, qtbot, mrope):
    window.resize(1280, 800)
    qtbot.wait(50)
    from PySide6.QtWidgets import QAbstractSpinBox

    boxes = [e for name, e in window.panel.editors.items()
             if name.startswith("mrope_") and isinstance(e, QAbstractSpinBox)]
    assert len(boxes) >= 6
    for box in boxes:
        assert box.width() >= box.fontMetrics().horizontalAdvance("000000") + 30, box.objectName()


@pytest.mark.slow
def test_a_long_video_is_binned_to_the_screen(window, qtbot, mrope):
    set_values(window, qtbot, mrope_frames=16, mrope_image_h=128, mrope_image_w=128)
    request, result = mrope.shown, mrope.result
    n = 4 + 16 * 64 * 64 + 4
    assert result.layout.n_tokens == n and request.rows.averaged
    assert result.scores.shape[0] <= mrope.pixels()[1] and mrope.numbers == []


def test_cli_exports_mrope_in_every_format(tmp_path):
    flags = ["--mrope-frames", "2", "--mrope-image-h", "4", "--mrope-image-w", "4",
             "--mrope-tokens-per-second", "2"]
    for name, extra in (("a.png", []), ("b.png", ["--size", "column"]), ("c.svg", ["--size", "slide"]),
                        ("d.pdf", [])):
        result = run_cli("export", "--view", "mrope", *flags, *extra, "--out", tmp_path / name)
        assert result.returncode == 0, (name, result.stderr)
        assert (tmp_path / name).stat().st_size > 1000
    assert not_blank(tmp_path / "a.png") and not_blank(tmp_path / "b.png")
    result = run_cli("export", "--view", "mrope", *flags, "--out", tmp_path / "m.csv")
    assert result.returncode == 0, result.stderr
    rows = [[float(v) for v in row] for row in list(csv.reader((tmp_path / "m.csv").read_text().splitlines()))[1:]]
    # text 4; a video of 2 × (2 × 2) tokens from 4, frames 2 apart; text from 4 + 2
    assert [row[3:] for row in rows[4:12]] == [[4, 4, 4], [4, 4, 5], [4, 5, 4], [4, 5, 5],
                                               [6, 4, 4], [6, 4, 5], [6, 5, 4], [6, 5, 5]]
    assert rows[12][3:] == [6, 6, 6] and len(rows) == 16
    result = run_cli("export", "--view", "mrope", "--mrope-section", "16,24", "--out", tmp_path / "m.png")
    assert result.returncode != 0 and "mrope_section must be counts" in one_line(result)


def test_a_qwen_vl_folder_opens_on_the_mrope_tab_and_draws_with_its_numbers(window, qtbot):
    assert window.open_model(str(DATA / "qwen2-vl-7b"))
    wait_current(qtbot, window, timeout=30000)
    assert window.current_tab().title == "M-RoPE"
    mrope = window.views["mrope"]
    p = window.params
    assert (p.mrope_section, p.mrope_interleaved, p.rope_base, p.head_dim) == ("16,24,24", False, 1e6, 128)
    assert "model: qwen2-vl-7b" in mrope.plot.titleLabel.text
    assert "in sections 16,24,24 (Qwen2-VL)" in mrope.pairs.titleLabel.text
    assert "RoPE base θ 1,000,000" in mrope.readout.text
    # the ids of the library for the default layout: text 4, an 8 × 8 image merged 2 × 2, text 4
    assert mrope.result.layout.position_ids[:, 4:8].tolist() == [[4] * 4, [4] * 4, [4, 5, 6, 7]]
    assert window.open_model(str(DATA / "qwen3-vl-8b"))
    wait_current(qtbot, window, timeout=30000)
    assert "model: qwen3-vl-8b" in mrope.plot.titleLabel.text
    assert "interleaved (Qwen3-VL)" in mrope.pairs.titleLabel.text
    assert mrope.result.axes.tolist()[:6] == [0, 1, 2, 0, 1, 2] and mrope.result.section == (24, 20, 20)
    theta = 5e6 ** (-2 * 1 / 128)
    assert hover(mrope, mrope.pairs, 1.5, 0.5).startswith("pair 1 (dimensions 1 and 65) turns with h · "
                                                          f"θ = {theta:.6g}")


def test_a_qwen3_vl_video_is_drawn_frame_by_frame_with_its_timestamps(window, qtbot):
    assert window.open_model(str(DATA / "qwen3-vl-8b"))
    wait_current(qtbot, window, timeout=30000)
    set_values(window, qtbot, mrope_text_before=2, mrope_image_h=4, mrope_image_w=6, mrope_frames=2,
               mrope_text_after=1)
    mrope = window.views["mrope"]
    layout = mrope.result.layout
    # tests/core/test_grid.py's ids by hand: frame 0 starts at 9, frame 1 at 20
    assert layout.n_tokens == 31 and layout.position_ids[0, [9, 23]].tolist() == [9, 20]
    ticks = [label for _, label in mrope.strip.getAxis("left")._tickLevels[0]]
    assert ticks == ["text", "t", "h", "w"]
    written = [item.toPlainText() for item in mrope.numbers]
    assert written.count("<0.2 seconds>") + written.count("0.2") == 1
    assert written.count("<1.2 seconds>") + written.count("1.2") == 1
    assert "each temporal patch a frame of its own after its timestamp text" in mrope.readout.text
    assert hover(mrope, mrope.strip, 6.5, 0.5) == "token 6 (text “ seconds”) at (t, h, w) = (6, 6, 6)"
    assert hover(mrope, mrope.strip, 8.5, 0.5).startswith("token 8 (text “<|vision_start|>”)")
    # an image: no row of text
    set_values(window, qtbot, mrope_frames=0)
    assert [label for _, label in mrope.strip.getAxis("left")._tickLevels[0]] == ["t", "h", "w"]
    assert not mrope.result.layout.words


def test_the_pair_strip_has_no_tick(window, qtbot, mrope):
    assert mrope.pairs.getAxis("left")._tickLevels == [[]]


def test_cli_exports_mrope_of_a_model_folder(tmp_path):
    out = tmp_path / "q.png"
    result = run_cli("export", "--view", "mrope", "--model", DATA / "qwen2.5-vl-7b", "--mrope-frames", "2",
                     "--out", out)
    assert result.returncode == 0, result.stderr
    assert not_blank(out)
    data = tmp_path / "q.csv"
    assert run_cli("export", "--view", "mrope", "--model", DATA / "qwen2.5-vl-7b", "--mrope-frames", "2",
                   "--out", data).returncode == 0
    rows = [[float(v) for v in row] for row in list(csv.reader(data.read_text().splitlines()))[1:]]
    assert [row[3] for row in rows[4:4 + 32:16]] == [4, 6]  # frames tokens_per_second 2 apart


@pytest.mark.parametrize("view, flags, label", [
    ("grid-2d", ["--grid-encoding", "axial-rope"], "q·k ±38.15"),
    ("grid-2d", [], "PE·PE ±64"),
    ("mrope", [], "q·k ±38.15"),
])
def test_a_one_column_figure_keeps_the_colour_bars_quantity(tmp_path, view, flags, label):
    out = tmp_path / "f.svg"
    result = run_cli("export", "--view", view, *flags, "--size", "column", "--out", out)
    assert result.returncode == 0, result.stderr
    assert f">{label} <" in out.read_text() or f">{label}<" in out.read_text()


@pytest.mark.parametrize("section", [[16, 24, 23], [16, -8, 56], "16,24,24"])
def test_cli_refuses_a_model_with_a_malformed_section_in_one_line(tmp_path, section):
    config = json.loads((DATA / "qwen2-vl-7b" / "config.json").read_text())
    config["rope_scaling"]["mrope_section"] = section
    (tmp_path / "config.json").write_text(json.dumps(config))
    out = tmp_path / "q.png"
    result = run_cli("export", "--view", "mrope", "--model", tmp_path, "--out", out)
    assert result.returncode == 2
    assert one_line(result).startswith("pe-desktop: error: config.json: rope_scaling.mrope_section must be "
                                       "a list of counts ≥ 0 summing to head_dim/2 = 64")
    assert not out.exists()


def test_a_session_keeps_the_grid_and_mrope_fields(window, qtbot, grid_view):
    params = Params(grid_height=30, grid_width=40, ref_row=29, ref_col=1, grid_encoding="raster-rope",
                    mrope_section="24,20,20", mrope_interleaved=True, mrope_frames=3)
    window.panel.set_params(params)
    wait_current(qtbot, window)
    for name in ("grid_height", "grid_width", "ref_row", "ref_col", "grid_encoding", "mrope_section",
                 "mrope_interleaved", "mrope_frames"):
        assert getattr(window.params, name) == getattr(params, name), name
    assert math.isfinite(float(grid_view.result.values[0][0, 0]))


def test_the_model_panel_breaks_a_key_in_a_label_after_its_underscore(window, qtbot):
    # "M-RoPE: mrope_section" broke as "mrope_sectio" / "n" in Japanese at 1920 × 1080
    from pe_desktop.ui.model_info import model_html

    assert window.open_model(str(DATA / "qwen3-vl-8b"))
    wait_current(qtbot, window, timeout=30000)
    for language in ("en", "ja"):
        window.set_language(language)
        assert "<td>M-RoPE: mrope_\u200bsection</td>" in model_html(window.params)
