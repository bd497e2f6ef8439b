"""The clock hands (core/clock.py): which pairs turn, how fast, and by how much at position p,
against values worked out by hand and with 50-digit decimal arithmetic."""
from __future__ import annotations

import math
from decimal import Decimal, getcontext

import numpy as np
import pytest

from pe_desktop.core import clock, rope
from pe_desktop.core.params import Params

getcontext().prec = 60
PI = Decimal("3.14159265358979323846264338327950288419716939937510582097494")


def reduced(position: int, omega: float) -> float:
    """p·ω mod 2π in 60-digit decimals: ω as the float64 it is, exactly."""
    return float((Decimal(position) * Decimal(omega)) % (2 * PI))


def circular_gap(a: float, b: float) -> float:
    d = abs(a - b) % (2 * math.pi)
    return min(d, 2 * math.pi - d)


def test_sinusoidal_frequencies_are_the_formula_by_hand():
    h = clock.hands(Params(d_model=8, base=10_000.0))
    assert not h.rope
    assert h.omega.tolist() == pytest.approx([1.0, 0.1, 0.01, 0.001], rel=1e-15)
    assert h.wavelengths.tolist() == pytest.approx([2 * math.pi, 20 * math.pi, 200 * math.pi,
                                                    2000 * math.pi], rel=1e-15)
    assert (h.classes == rope.EXTRAPOLATED).all()


def test_odd_d_model_turns_its_full_pairs_only():
    assert clock.hands(Params(d_model=9)).omega.size == 4  # the lone sine has no cosine to turn
    with pytest.raises(ValueError, match="^d_model 1 has no"):
        clock.hands(Params(d_model=1))


def test_rope_hands_are_the_scaled_frequencies_and_their_classes():
    p = Params(scheme="rope", head_dim=16, scaling="yarn", factor=8.0, original_context=64)
    h = clock.hands(p)
    assert h.rope and h.omega.size == 8
    assert (h.omega == rope.inv_freq(p)).all() and (h.classes == rope.frequency_classes(p)).all()
    # by hand: θ_0 = 1 turns 64/2π ≈ 10 times in 64 positions, under β_fast = 32: not kept
    assert h.omega[0] == 1.0 and set(h.classes.tolist()) >= {rope.INTERPOLATED}


def test_linear_scaling_divides_every_hand():
    p = Params(scheme="rope", head_dim=8, rope_base=100.0, scaling="linear", factor=4.0)
    h = clock.hands(p)
    assert h.omega.tolist() == pytest.approx([0.25, 0.1 ** 0.5 / 4, 0.1 / 4, 0.1 ** 1.5 / 4], rel=1e-15)
    assert (h.classes == rope.INTERPOLATED).all()


@pytest.mark.parametrize("scheme", ["learned", "alibi", "t5", "nope"])
def test_schemes_without_pairs_of_their_own_show_the_sinusoidal_hands(scheme):
    h = clock.hands(Params(scheme=scheme, d_model=8))
    assert not h.rope and h.omega.tolist() == pytest.approx([1.0, 0.1, 0.01, 0.001], rel=1e-15)


@pytest.mark.parametrize("position", [0, 1, 5, 37, 1000, 123_457])
def test_angles_for_small_positions_are_p_omega_mod_two_pi(position):
    omega = clock.hands(Params(d_model=16)).omega
    angles = clock.hand_angles(position, omega)
    assert ((angles >= 0) & (angles < 2 * math.pi)).all()
    for a, w in zip(angles, omega):
        assert circular_gap(a, reduced(position, float(w))) < 1e-12


def test_pair_zero_at_position_37_by_hand():
    # 37 = 5·2π + 5.584… : 37 − 10π
    assert clock.hand_angles(37, np.array([1.0]))[0] == pytest.approx(37 - 10 * math.pi, abs=1e-14)
    assert clock.hand_turns(37, np.array([1.0]))[0] == pytest.approx(37 / (2 * math.pi), rel=1e-15)


@pytest.mark.parametrize("position, omega", [(37, 0.1), (1000, 0.001), (5, 3.0),
                                             (999_999_937, 1e-4), (123_457, 0.7)])
def test_turns_are_p_omega_over_two_pi_in_decimals(position, omega):
    # at ω ≠ 1 p·ω/2π differs from p/ω/2π: the ω as the float64 it is, in 60-digit decimals
    want = Decimal(position) * Decimal(omega) / (2 * PI)
    assert clock.hand_turns(position, np.array([omega]))[0] == pytest.approx(float(want), rel=1e-15)


def test_turns_of_several_pairs_by_hand():
    # 100·½/2π = 25/π, 100·2/2π = 100/π, 100·10⁻³/2π = 1/(20π)
    turns = clock.hand_turns(100, np.array([0.5, 2.0, 0.001]))
    assert turns.tolist() == pytest.approx([7.957747154594767, 31.830988618379067,
                                            0.015915494309189534], rel=1e-15)


def test_an_angle_a_hair_below_a_whole_turn_is_zero_not_two_pi():
    # float 2π is 2.4e-16 below the true 2π: one position at ω = fl(2π) turns by a hair less
    # than a whole turn, whose reduction rounds up to 2π: the hand is at 12 o'clock, angle 0
    angle = clock.hand_angles(1, np.array([2 * math.pi]))
    assert angle.tolist() == [0.0]


def test_the_sinusoidal_hands_are_flagged_and_classed_as_unchanged():
    h = clock.hands(Params(d_model=8))
    assert h.rope is False
    assert h.classes.dtype == np.int64 and h.classes.tolist() == [rope.EXTRAPOLATED] * 4


@pytest.mark.parametrize("position", [10 ** 9, 999_999_937, 2 ** 29 + 1])
def test_angles_at_huge_positions_are_exact(position):
    omega = clock.hands(Params(scheme="rope", head_dim=32, scaling="ntk", factor=4.0)).omega
    angles = clock.hand_angles(position, omega)
    for a, w in zip(angles, omega):
        assert circular_gap(a, reduced(position, float(w))) < 1e-13
    # the naive product is off by far more at this size: the exact one matters
    naive = np.mod(float(position) * omega, 2 * math.pi)
    assert max(circular_gap(n, reduced(position, float(w))) for n, w in zip(naive, omega)) > 1e-9


def test_a_shift_turns_every_hand_by_k_omega():
    omega = clock.hands(Params(scheme="rope", head_dim=64, scaling="llama3", factor=8.0,
                               original_context=256)).omega
    p, k = 700_001, 37
    turned = clock.hand_angles(p, omega) + clock.hand_angles(k, omega)
    for a, b in zip(turned, clock.hand_angles(p + k, omega)):
        assert circular_gap(a, b) < 1e-12


@pytest.mark.parametrize("n, hands, pick, expected", [
    (64, 8, "first", [0, 1, 2, 3, 4, 5, 6, 7]),
    (64, 8, "spread", [0, 9, 18, 27, 36, 45, 54, 63]),  # round(k·63/7) = 9k
    (64, 16, "spread", [0, 4, 8, 13, 17, 21, 25, 29, 34, 38, 42, 46, 50, 55, 59, 63]),  # k·4.2
    (64, 16, "first", list(range(16))),
    (10, 4, "spread", [0, 3, 6, 9]),
    (11, 4, "spread", [0, 3, 7, 10]),  # 10/3 = 3.33…: 0, 3.33, 6.67, 10 rounded
    (5, 8, "spread", [0, 1, 2, 3, 4]),  # more hands than pairs: every pair
    (5, 8, "first", [0, 1, 2, 3, 4]),
    (5, 5, "spread", [0, 1, 2, 3, 4]),
    (5, 1, "spread", [0]),
    (5, 1, "first", [0]),
    (1, 1, "spread", [0]),
    (4, 3, "spread", [0, 2, 3]),  # k·3/2 = 1.5 for k = 1: a half rounds up
    (4, 3, "first", [0, 1, 2]),
])
def test_chosen_pairs(n, hands, pick, expected):
    chosen = clock.chosen_pairs(Params(clock_hands=hands, clock_pick=pick), n)
    assert chosen.tolist() == expected


def test_the_default_params_spread_eight_hands():
    assert clock.chosen_pairs(Params(), 64).tolist() == [0, 9, 18, 27, 36, 45, 54, 63]


def test_spread_pairs_are_distinct_and_reach_the_slowest():
    for n in range(2, 70):
        for hands in range(2, min(n, 16) + 1):
            chosen = clock.chosen_pairs(Params(clock_hands=hands), n)
            assert chosen[0] == 0 and chosen[-1] == n - 1 and (np.diff(chosen) > 0).all()
            assert chosen.size == hands


def test_clock_table_rows_are_every_pair_at_the_reference_position():
    p = Params(d_model=8, ref_pos=37)
    columns, values = clock.clock_table(p)
    assert columns == ["pair", "omega", "wavelength", "angle", "turns", "class"]
    assert values.shape == (4, 6)
    assert values[0].tolist() == pytest.approx([0, 1.0, 2 * math.pi, 37 - 10 * math.pi,
                                                37 / (2 * math.pi), 0], rel=1e-13)
