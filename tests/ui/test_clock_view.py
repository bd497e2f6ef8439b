"""The Clock hands view in the window and on the command line: the hands' angles as drawn
against p·ω mod 2π worked out here (60-digit decimals; the frequencies from the reference
code of tests/core/test_rope.py), RoPE's classes as the RoPE frequencies view draws them,
the hover line, and the count of hands and which pairs (clock_hands, clock_pick): set in the
panel, kept by sessions, drawn by the window's export, the command line and --animate."""
import csv
import math
import re
from decimal import Decimal, getcontext

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from pe_desktop.core import rope
from pe_desktop.core.tabs import TABS
from pe_desktop.ui.export import record_from_file
from pe_desktop.ui.views.clock_view import MIN_RADIUS
from tests.core.test_rope import hf_default, hf_llama3, hf_yarn
from tests.helpers import one_line, run_cli, show_tab, wait_current
from tests.ui.panel_edits import set_values

getcontext().prec = 60
DEFAULT_HANDS, MAX_HANDS = 8, 16  # clock_hands' default and maximum, written out
PI = Decimal("3.14159265358979323846264338327950288419716939937510582097494")


def reduced(position, omega) -> float:
    """p·ω mod 2π, ω the float64 it is, in 60-digit decimals."""
    return float((Decimal(int(position)) * Decimal(float(omega))) % (2 * PI))


def gap(a, b) -> float:
    d = abs(a - b) % (2 * math.pi)
    return min(d, 2 * math.pi - d)


def drawn(view):
    """pair → (angle of its hand as drawn, from 12 o'clock clockwise; class of its hand item)."""
    out = {}
    by_centre = {centre: pair for pair, centre in view.centres.items()}
    for kind, hand in enumerate(view.hands):
        xs, ys = hand.getData()
        for k in range(0, 0 if xs is None else len(xs), 2):
            pair = by_centre[(xs[k], ys[k])]
            dx, dy = xs[k + 1] - xs[k], ys[k + 1] - ys[k]
            out[pair] = (math.atan2(dx, dy) % (2 * math.pi), kind)
    return out


@pytest.fixture
def clock(window, qtbot):
    show_tab(window, qtbot, "Clock hands")
    return window.views["clock-hands"]


def test_sinusoidal_hands_are_at_p_omega(window, qtbot, clock):
    set_values(window, qtbot, d_model=16, base=10000.0, ref_pos=37)
    omega = [math.pow(10000.0, -2 * i / 16) for i in range(8)]
    hands = drawn(clock)
    assert sorted(hands) == list(range(8))  # 8 pairs, all shown (the default is 8)
    for i, (angle, kind) in hands.items():
        assert gap(angle, reduced(37, omega[i])) < 1e-9, i
        assert kind == rope.EXTRAPOLATED
    assert gap(hands[0][0], 37 - 10 * math.pi) < 1e-9  # by hand: 37 = 5 turns + 5.584 rad
    assert clock.position_label.text == "position p = 37"
    labels = [label.textItem.toPlainText().replace("\n", " · ") for label in clock.dial_labels]
    assert labels[:2] == ["i = 0 · λ = 6.28", "i = 1 · λ = 19.9"]  # 2π, 2π·10000^(2/16) = 19.87


def test_rope_hands_at_a_huge_position_are_exact(window, qtbot, clock):
    p = 999_999_937
    set_values(window, qtbot, scheme="rope", rope_base=500000.0, head_dim=128, scaling="yarn",
               factor=8.0, original_context=8192, ref_pos=p)
    result = clock.result
    want = hf_yarn(500000.0, 128, 8.0, 8192)[0]
    np.testing.assert_allclose(result.omega, want[result.pairs], rtol=1e-12)
    hands = drawn(clock)
    assert len(hands) == DEFAULT_HANDS and 0 in hands and 63 in hands  # spread to the slowest
    for k, i in enumerate(result.pairs):
        assert gap(hands[int(i)][0], reduced(p, result.omega[k])) < 1e-9, i
    # p·ω rounded to float64 first would be off by ~1e-7 rad here
    naive = np.mod(p * result.omega, 2 * math.pi)
    assert max(gap(a, reduced(p, w)) for a, w in zip(naive, result.omega)) > 1e-8
    assert "position p = 999,999,937" in clock.position_label.text


@pytest.mark.parametrize("setting", [
    dict(rope_base=10000.0, head_dim=64, scaling="yarn", factor=8.0, original_context=4096),
    dict(rope_base=500000.0, head_dim=128, scaling="llama3", factor=8.0, low_freq_factor=1.0,
         high_freq_factor=4.0, original_context=8192),
])
def test_classes_are_those_of_the_rope_frequencies_view(window, qtbot, clock, setting):
    set_values(window, qtbot, scheme="rope", clock_hands=MAX_HANDS, **setting)
    hands = {i: kind for i, (_angle, kind) in drawn(clock).items()}
    assert len(hands) == MAX_HANDS
    show_tab(window, qtbot, "RoPE frequencies")
    classes = window.views["rope-frequencies"].result.classes
    assert hands == {i: int(classes[i]) for i in hands}
    assert set(hands.values()) == {rope.EXTRAPOLATED, rope.INTERPOLATED, rope.BLENDED}
    if setting["scaling"] == "llama3":  # independently: wavelength < 2048 kept, > 8192 divided
        wl = 2 * math.pi / hf_default(500000.0, 128)
        scaled = hf_llama3(500000.0, 128, 8.0, 1.0, 4.0, 8192)
        for i, kind in hands.items():
            assert (kind == rope.EXTRAPOLATED) == (wl[i] < 2048)
            assert (kind == rope.INTERPOLATED) == (wl[i] > 8192)
            assert clock.result.omega[list(clock.result.pairs).index(i)] == pytest.approx(scaled[i], rel=1e-12)
    # the key names each class drawn, with its sample in its colour
    key = clock.key.text
    for name in rope.CLASS_NAMES:
        assert name in key


def test_hover_on_a_dial_gives_its_pair_angle_and_turns(window, qtbot, clock):
    set_values(window, qtbot, d_model=16, base=10000.0, ref_pos=37)
    vb = clock.plot.getViewBox()
    cx, cy = clock.centres[1]
    clock.graphics.scene().sigMouseMoved.emit(vb.mapViewToScene(QPointF(cx + 3, cy - 2)))
    text = window.hover_label.text()
    omega = math.pow(10000.0, -2 / 16)
    angle = reduced(37, omega)
    assert f"pair i = 1 · ω = {omega:.9g} rad per position" in text
    assert f"wavelength {2 * math.pi / omega:,.6g} positions" in text
    assert f"angle {math.degrees(angle):.4f}° ({angle / (2 * math.pi):.6f} turn)" in text
    assert f"{37 * omega / (2 * math.pi):,.6f} turns since position 0" in text
    x0 = (clock.centres[0][0] + clock.centres[1][0]) / 2  # between two dials: nothing
    clock.graphics.scene().sigMouseMoved.emit(vb.mapViewToScene(QPointF(x0, cy + clock.radius)))
    assert window.hover_label.text() == ""


def test_the_panel_sets_the_count_of_hands_and_which_pairs(window, qtbot, clock):
    panel = window.panel
    assert panel.shown_controls[:2] == ("clock_hands", "clock_pick")
    box, pick = panel.editors["clock_hands"], panel.editors["clock_pick"]
    assert box.isVisible() and pick.isVisible()
    assert (box.minimum(), box.maximum(), box.value()) == (1, MAX_HANDS, DEFAULT_HANDS)
    assert [pick.itemText(i) for i in range(pick.count())] == ["Spread, fastest to slowest",
                                                                "The first, fastest first"]
    assert panel.labels["clock_hands"].text() == "Clock: hands"
    set_values(window, qtbot, d_model=128)
    assert sorted(drawn(clock)) == [0, 9, 18, 27, 36, 45, 54, 63]  # 8, spread: round(9k)
    set_values(window, qtbot, clock_hands=3)
    assert window.params.clock_hands == 3
    assert sorted(drawn(clock)) == [0, 32, 63]  # spread: the fastest, the middle, the slowest
    assert "3 of 64 pairs, spread from the fastest (i = 0) to the slowest (i = 63)" in clock.readout.text
    set_values(window, qtbot, clock_pick="first")
    assert window.params.clock_pick == "first"
    assert sorted(drawn(clock)) == [0, 1, 2]
    assert "The first 3 of 64 pairs" in clock.readout.text
    set_values(window, qtbot, clock_hands=MAX_HANDS)
    assert sorted(drawn(clock)) == list(range(16)) and len(clock.dial_labels) == 16
    set_values(window, qtbot, d_model=4)  # fewer pairs than hands: every pair, once
    assert sorted(drawn(clock)) == [0, 1] and "All 2 pairs" in clock.readout.text


def test_a_count_past_the_bounds_is_refused_in_words(window, qtbot, clock):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    box = window.panel.editors["clock_hands"]
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    box.selectAll()
    qtbot.keyClicks(box, "0")
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert box.value() == DEFAULT_HANDS and window.params.clock_hands == DEFAULT_HANDS
    assert ("Clock: hands: “0” was not taken (an integer from 1 to 16); it stays 8."
            in window.panel.note.text())
    assert len(drawn(clock)) == DEFAULT_HANDS


def test_the_clock_parameters_are_on_the_clock_tab_only(window, qtbot, clock):
    show_tab(window, qtbot, TABS.ROTATION)
    assert not {"clock_hands", "clock_pick"} & set(window.panel.shown_controls)
    assert not window.panel.editors["clock_hands"].isVisible()
    assert "Used in the tabs: Clock hands." in window.panel.editors["clock_hands"].toolTip()


def test_a_session_keeps_the_count_of_hands_and_which_pairs(window, qtbot, clock, tmp_path):
    set_values(window, qtbot, clock_hands=13, clock_pick="first")
    path = window.save_session(str(tmp_path / "s.json"))
    set_values(window, qtbot, clock_hands=5, clock_pick="spread")
    assert sorted(drawn(clock)) == [0, 16, 32, 47, 63]
    assert window.open_session(str(path))
    wait_current(qtbot, window)
    assert (window.params.clock_hands, window.params.clock_pick) == (13, "first")
    assert window.panel.editors["clock_hands"].value() == 13
    assert window.panel.editors["clock_pick"].currentData() == "first"
    assert sorted(drawn(clock)) == list(range(13))


def test_the_play_bar_plays_the_count_of_hands(window, qtbot, clock):
    inputs = window.play_bar.inputs
    inputs.param.setCurrentIndex(inputs.param.findData("clock_hands"))
    assert inputs.param.currentText() == "Clock: hands"
    inputs.start.setText("1")
    inputs.stop.setText("16")
    inputs.frames.setValue(16)
    inputs.fps.setValue(2)  # half a second a frame: stopped long before it comes round to 8 again
    assert inputs.sweep().values == tuple(range(1, 17))
    assert window.toggle_play()
    # a frame past the first drawn with as many dials as its value (not the 8 it started from:
    # a play stopped where it started leaves nothing to undo)
    qtbot.waitUntil(lambda: clock.is_current() and clock.params.clock_hands > 1, timeout=20000)
    assert len(drawn(clock)) == clock.params.clock_hands == len(clock.dial_labels)
    window.stop_play()
    assert window.undo_stack.undoText() == "Play Clock: hands from 1 to 16"


def dial_labels(svg_text: str) -> list[int]:
    """The pair of every dial label in an SVG figure ("i = 3 · λ = 44.9", on one line or two)."""
    return [int(i) for i in re.findall(r">\s*i = (\d+)(?= ·|\s*<)", svg_text)]


def test_the_window_exports_the_hands_it_shows(window, qtbot, clock, tmp_path):
    set_values(window, qtbot, clock_hands=11, clock_pick="first")
    svg = window.save_export(str(tmp_path / "w.svg"))
    png = window.save_export(str(tmp_path / "w.png"))
    assert dial_labels(svg.read_text(encoding="utf-8")) == list(range(11))
    record = record_from_file(png)
    assert (record.view, record.params.clock_hands, record.params.clock_pick) == ("clock-hands", 11, "first")
    again = tmp_path / "again.svg"  # redrawn from the PNG's record: the same dials
    assert run_cli("export", "--from", png, "--out", again).returncode == 0
    assert dial_labels(again.read_text(encoding="utf-8")) == list(range(11))


def test_labels_never_touch_and_dials_stay_readable_at_800_by_600(window, qtbot, clock):
    window.resize(800, 600)
    set_values(window, qtbot, clock_hands=MAX_HANDS, scheme="rope", rope_base=1e9, scaling="linear",
               factor=64.0)
    qtbot.wait(50)
    boxes = [label.sceneBoundingRect() for label in clock.dial_labels]
    assert len(boxes) == MAX_HANDS
    assert not any(a.intersects(b) for k, a in enumerate(boxes) for b in boxes[k + 1:])
    frame = clock.plot.getViewBox().sceneBoundingRect().adjusted(-1, -1, 1, 1)
    assert all(frame.contains(b) for b in boxes)
    assert clock.radius >= MIN_RADIUS  # the page scrolls rather than the dials shrinking to dots


def test_a_scheme_without_pairs_of_its_own_shows_the_sinusoidal_hands(window, qtbot, clock):
    set_values(window, qtbot, scheme="alibi", d_model=16, ref_pos=37)
    assert "The ALiBi scheme turns no (sin, cos) pairs of its own" in clock.readout.text
    assert not clock.result.rope and clock.result.omega[1] == math.pow(10000.0, -2 / 16)


def test_cli_exports_png_svg_and_csv(tmp_path):
    flags = ["--scheme", "rope", "--scaling", "yarn", "--factor", "8", "--original-context", "4096",
             "--ref-pos", "1000"]
    png = tmp_path / "clock.png"
    result = run_cli("export", "--view", "clock-hands", "--out", png, "--width", "900",
                     "--height", "700", *flags)
    assert result.returncode == 0, result.stderr
    img = QImage(str(png))
    assert (img.width(), img.height()) == (900, 700)
    assert len({img.pixel(x, y) for x in range(0, 900, 5) for y in range(0, 700, 5)}) > 20
    svg = tmp_path / "clock.svg"
    result = run_cli("export", "--view", "clock-hands", "--out", svg, "--size", "column", *flags)
    assert result.returncode == 0, result.stderr
    assert "position p = 1,000" in svg.read_text()
    out = tmp_path / "clock.csv"
    assert run_cli("export", "--view", "clock-hands", "--out", out, *flags).returncode == 0
    rows = list(csv.reader(out.read_text().splitlines()))
    assert rows[0] == ["pair", "omega", "wavelength", "angle", "turns", "class"] and len(rows) == 65
    want = hf_yarn(10000.0, 128, 8.0, 4096)[0]
    for row in rows[1:]:
        i, omega, angle = int(float(row[0])), float(row[1]), float(row[3])
        assert omega == pytest.approx(want[i], rel=1e-12)
        assert gap(angle, reduced(1000, omega)) < 1e-12
        assert float(row[4]) == pytest.approx(1000 * omega / (2 * math.pi), rel=1e-12)


def test_cli_draws_the_count_of_hands_and_the_pairs_asked_for(tmp_path):
    svg = tmp_path / "c.svg"
    result = run_cli("export", "--view", "clock-hands", "--clock-hands", "16", "--clock-pick", "first",
                     "--out", svg)
    assert result.returncode == 0, result.stderr
    text = svg.read_text(encoding="utf-8")
    assert dial_labels(text) == list(range(16)) and "The first 16 of 64 pairs" in text
    png = tmp_path / "c.png"
    assert run_cli("export", "--view", "clock-hands", "--clock-hands", "16", "--out", png).returncode == 0
    assert (record_from_file(png).params.clock_hands, record_from_file(png).params.clock_pick) == (16, "spread")
    again = tmp_path / "again.svg"
    assert run_cli("export", "--from", png, "--out", again).returncode == 0
    # 16 spread over 64 pairs: round(k·63/15) = round(4.2k)
    assert dial_labels(again.read_text(encoding="utf-8")) == [0, 4, 8, 13, 17, 21, 25, 29, 34, 38, 42,
                                                               46, 50, 55, 59, 63]
    default = tmp_path / "d.svg"
    assert run_cli("export", "--view", "clock-hands", "--out", default).returncode == 0
    assert dial_labels(default.read_text(encoding="utf-8")) == [0, 9, 18, 27, 36, 45, 54, 63]


@pytest.mark.parametrize("flags, line", [
    (["--clock-hands", "17"], "pe-desktop: error: --clock-hands must be an integer from 1 to 16, got 17"),
    (["--clock-hands", "0"], "pe-desktop: error: --clock-hands must be an integer from 1 to 16, got 0"),
    (["--clock-hands", "many"],
     "pe-desktop: error: --clock-hands must be an integer from 1 to 16, got 'many'"),
    (["--clock-pick", "last"], "pe-desktop: error: --clock-pick must be one of spread, first, got 'last'"),
    (["--animate", "clock_hands:1:17"],
     "pe-desktop: error: --clock-hands must be an integer from 1 to 16, got 17"),
])
def test_cli_refuses_a_bad_count_or_choice_in_one_line(tmp_path, flags, line):
    out = tmp_path / ("c.apng" if "--animate" in flags else "c.png")
    result = run_cli("export", "--view", "clock-hands", *flags, "--out", out)
    assert result.returncode == 2 and one_line(result) == line
    assert not out.exists()


def test_cli_animates_the_count_of_hands(tmp_path):
    """Each frame of --animate clock_hands is the still figure of its count, pixel for pixel."""
    small = ["--width", "560", "--height", "380"]
    out = tmp_path / "hands.apng"
    result = run_cli("export", "--view", "clock-hands", "--animate", "clock_hands:1:16:5", *small,
                     "--out", out)
    assert result.returncode == 0, result.stderr
    with Image.open(out) as image:
        frames = []
        for k in range(image.n_frames):
            image.seek(k)
            frames.append(image.convert("RGBA").tobytes())
    assert len(frames) == 4
    for frame, hands in zip(frames, (1, 6, 11, 16)):
        still = tmp_path / f"still-{hands}.png"
        assert run_cli("export", "--view", "clock-hands", "--clock-hands", str(hands), *small,
                       "--out", still).returncode == 0
        with Image.open(still) as image:
            assert frame == image.convert("RGBA").tobytes(), hands
    assert len(set(frames)) == 4  # a dial more or less in every frame


@pytest.mark.parametrize("wl, text", [(6.283185307179586, "6.28"), (44.87, "44.9"), (999.4, "999"),
                                      (54410.4, "54,410"), (3_227_000.0, "3.23×10⁶"),
                                      (20_500_000.0, "2.05×10⁷")])
def test_wavelengths_under_the_dials(wl, text):
    from pe_desktop.ui.views.clock_view import wavelength_text

    assert wavelength_text(wl) == text
