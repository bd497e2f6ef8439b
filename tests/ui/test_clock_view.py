"""The Clock hands view in the window and on the command line: the hands' angles as drawn
against p·ω mod 2π worked out here (60-digit decimals; the frequencies from the reference
code of tests/core/test_rope.py), RoPE's classes as the RoPE frequencies view draws them,
the hover line, and the count of hands with its bounds."""
import csv
import math
from decimal import Decimal, getcontext

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage

from pe_desktop.core import rope
from pe_desktop.ui.views.clock_view import DEFAULT_HANDS, MAX_HANDS, MIN_RADIUS
from tests.core.test_rope import hf_default, hf_llama3, hf_yarn
from tests.helpers import run_cli, show_tab, wait_current
from tests.ui.panel_edits import set_values

getcontext().prec = 60
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
    set_values(window, qtbot, scheme="rope", **setting)
    clock.count_box.setValue(MAX_HANDS)
    wait_current(qtbot, window)
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


def test_the_count_of_hands_and_its_bounds(window, qtbot, clock):
    set_values(window, qtbot, d_model=128)
    box = clock.count_box
    assert (box.minimum(), box.maximum(), box.value()) == (1, MAX_HANDS, DEFAULT_HANDS)
    box.setFocus()
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "40")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert box.value() == DEFAULT_HANDS and clock.refusal_label.isVisible()
    assert clock.refusal_label.text() == (
        "Hands: “40” was not taken (1 to 16: more dials would leave their labels too small "
        "to read); it stays 8.")
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "0")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert box.value() == DEFAULT_HANDS and "“0” was not taken" in clock.refusal_label.text()
    box.setValue(3)
    wait_current(qtbot, window)
    assert not clock.refusal_label.isVisible()
    assert sorted(drawn(clock)) == [0, 32, 63]  # spread: the fastest, the middle, the slowest
    clock.which_box.setCurrentIndex(clock.which_box.findData(False))
    wait_current(qtbot, window)
    assert sorted(drawn(clock)) == [0, 1, 2]
    assert "The first 3 of 64 pairs" in clock.readout.text
    set_values(window, qtbot, d_model=4)  # fewer pairs than hands: every pair, once
    assert sorted(drawn(clock)) == [0, 1] and "All 2 pairs" in clock.readout.text


def test_labels_never_touch_and_dials_stay_readable_at_800_by_600(window, qtbot, clock):
    window.resize(800, 600)
    clock.count_box.setValue(MAX_HANDS)
    set_values(window, qtbot, scheme="rope", rope_base=1e9, scaling="linear", factor=64.0)
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


@pytest.mark.parametrize("wl, text", [(6.283185307179586, "6.28"), (44.87, "44.9"), (999.4, "999"),
                                      (54410.4, "54,410"), (3_227_000.0, "3.23×10⁶"),
                                      (20_500_000.0, "2.05×10⁷")])
def test_wavelengths_under_the_dials(wl, text):
    from pe_desktop.ui.views.clock_view import wavelength_text

    assert wavelength_text(wl) == text
