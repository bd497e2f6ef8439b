"""Every frequency pair as a clock hand: at position p, pair i has turned by the angle p·ω_i.

The second article's rotation seen all at once: (sin pω_i, cos pω_i) is a point on a circle,
and moving from p to p+k turns every pair by kω_i. The frequencies are the sinusoidal
encoding's ω_i (its full (sin, cos) pairs) or RoPE's θ_i after the chosen scaling, with the
scaling's class per pair (kept, divided by s, blended) as :func:`rope.frequency_classes`.

A hand at angle a points along (sin a, cos a): up at a = 0, clockwise as a grows, as on a
clock. The angle p·ω_i is formed exactly (:func:`analysis.sin_cos_exact`) before it is
reduced modulo 2π, so a hand at p = 10^9 is right to the last digits.

Pure NumPy and stdlib, no Qt.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from . import rope
from .analysis import sin_cos_exact
from .params import Params
from .text import msg

TWO_PI = 2.0 * math.pi


@dataclass(frozen=True)
class Hands:
    """The frequency of every pair a scheme turns, and how its scaling made it."""

    rope: bool  # RoPE's θ_i (after scaling), else the sinusoidal encoding's ω_i
    omega: np.ndarray  # radians per position, one per pair, fastest first
    classes: np.ndarray  # rope.EXTRAPOLATED / INTERPOLATED / BLENDED per pair

    @property
    def wavelengths(self) -> np.ndarray:
        """2π/ω_i: positions per whole turn."""
        return TWO_PI / self.omega


def hands(params: Params) -> Hands:
    """The pairs that turn: RoPE's θ_i after ``params.scaling`` with their classes for the
    rope scheme; for any other, the sinusoidal encoding's ω_i of its full (sin, cos) pairs
    (all unchanged: EXTRAPOLATED), as the schemes without pairs of their own are compared with
    it (a report of every view draws them all). ValueError for no full pair (d_model 1)."""
    if params.scheme == "rope":
        return Hands(True, rope.inv_freq(params), rope.frequency_classes(params))
    enc = params.encoding
    if enc.n_full_pairs == 0:
        raise ValueError(msg("d_model {d_model} has no (sin, cos) pair to turn", d_model=params.d_model))
    omega = np.array(enc.omega[:enc.n_full_pairs])
    # int64 as rope.frequency_classes gives, carried by the fill: a plain 0 takes NumPy's
    # default integer, int32 on Windows before NumPy 2
    return Hands(False, omega, np.full(omega.size, np.int64(rope.EXTRAPOLATED)))


def chosen_pairs(params: Params, n_pairs: int) -> np.ndarray:
    """Which of the ``n_pairs`` pairs a scheme turns the ``params.clock_hands`` dials show,
    fastest (pair 0) first: all when there are no more pairs than dials; else with
    ``clock_pick`` "first" the first pairs, with "spread" pairs evenly spaced from the fastest
    to the slowest, both included (the nearest pair index, each once)."""
    count = min(params.clock_hands, n_pairs)
    if count == n_pairs or params.clock_pick == "first":
        return np.arange(count)
    if count == 1:
        return np.array([0])
    # k·(n−1)/(count−1) rounded: steps of at least 1 (count ≤ n), so no pair twice
    return np.array([(k * (n_pairs - 1) * 2 + (count - 1)) // (2 * (count - 1)) for k in range(count)])


def hand_angles(position: int, omega: np.ndarray) -> np.ndarray:
    """p·ω_i (``omega`` float64) reduced to [0, 2π), from the exactly formed angle: its sine and
    cosine carry only their final rounding, and so does the angle read back from them."""
    s, c = sin_cos_exact([float(position)], omega)
    angle = np.mod(np.arctan2(s[0], c[0]), TWO_PI)
    return np.where(angle < TWO_PI, angle, 0.0)  # a tiny negative angle rounds up to 2π


def hand_turns(position: int, omega: np.ndarray) -> np.ndarray:
    """p·ω_i/2π (``omega`` float64): the whole turns pair i has made since position 0 and the
    part of the next. fl(p·ω) is the exact angle rounded once; its error cannot change it."""
    return float(position) * omega / TWO_PI


def clock_table(params: Params) -> tuple[list[str], np.ndarray]:
    """The clock-hands view's data: one row per pair the scheme turns, at p = ``ref_pos``."""
    h = hands(params)
    p = params.ref_pos
    values = np.column_stack([np.arange(h.omega.size), h.omega, h.wavelengths,
                              hand_angles(p, h.omega), hand_turns(p, h.omega), h.classes])
    return ["pair", "omega", "wavelength", "angle", "turns", "class"], values
