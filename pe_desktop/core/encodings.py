"""The sinusoidal positional encoding of "Attention Is All You Need", evaluated exactly.

PE(p, 2i) = sin(p·ω_i), PE(p, 2i+1) = cos(p·ω_i), ω_i = base^(−2i/d).

Angles are always formed in float64 so that far positions (p ≈ 10^6 and beyond)
are right. Nothing here builds a whole table unless asked: functions take the
positions and dimensions wanted, so a caller evaluates only what it shows.

Odd d_model: the last dimension d−1 (an even index) is a sine with no cosine
partner, exactly as Hugging Face's ``create_sinusoidal_embeddings`` does.
"""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np


def n_pairs(d_model: int) -> int:
    """Number of frequencies: one per (sin, cos) pair, ceil(d/2) for odd d."""
    return (d_model + 1) // 2


@lru_cache(maxsize=64)
def _frequencies(d_model: int, base: float) -> np.ndarray:
    # math.pow per element: the same rounding as the formula written out by hand.
    omega = np.array([math.pow(base, -(2 * i) / d_model) for i in range(n_pairs(d_model))])
    omega.setflags(write=False)
    return omega


def frequencies(d_model: int, base: float) -> np.ndarray:
    """ω_i = base^(−2i/d) for i = 0 … ceil(d/2)−1 (read-only, float64)."""
    return _frequencies(int(d_model), float(base))


def wavelengths(d_model: int, base: float) -> np.ndarray:
    """Wavelength 2π/ω_i in positions, per frequency pair."""
    return 2.0 * np.pi / frequencies(d_model, base)


def dimension_layout(dims: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each dimension index: its frequency pair and whether it is the cosine."""
    dims = np.asarray(dims, dtype=np.int64)
    return dims // 2, (dims % 2).astype(bool)


def dirichlet_mean_factor(omega: np.ndarray, n) -> np.ndarray:
    """D_n(ω) = sin(nω/2) / (n·sin(ω/2)).

    The mean of sin(pω) (or cos) over n consecutive integers p = a … a+n−1 equals
    sin(cω)·D_n(ω) (or cos(cω)·D_n(ω)) with c = a + (n−1)/2, the bin's centre.
    D_1 = 1 exactly.
    """
    omega = np.asarray(omega, dtype=np.float64)
    n = np.asarray(n, dtype=np.float64)
    half = 0.5 * omega
    den = n * np.sin(half)
    with np.errstate(divide="ignore", invalid="ignore"):
        d = np.where(den == 0.0, 1.0, np.sin(n * half) / np.where(den == 0.0, 1.0, den))
    return np.where(n == 1.0, 1.0, d)


def encode(positions, dims, d_model: int, base: float) -> np.ndarray:
    """Exact PE values, shape (len(positions), len(dims)), float64."""
    positions = np.asarray(positions, dtype=np.float64)
    return encode_binned(positions, np.ones_like(positions), dims, d_model, base)


def encode_binned(centres, counts, dims, d_model: int, base: float) -> np.ndarray:
    """Mean PE over bins of consecutive positions, exact (closed form).

    ``centres[r]`` is the mean position of bin r and ``counts[r]`` how many
    consecutive integer positions it holds; a count of 1 gives the exact value.
    Returns shape (len(centres), len(dims)), float64.
    """
    centres = np.asarray(centres, dtype=np.float64)
    counts = np.asarray(counts, dtype=np.float64)
    dims = np.asarray(dims, dtype=np.int64)
    if dims.size and (dims.min() < 0 or dims.max() >= d_model):
        raise ValueError("dimension index out of range")
    omega_all = frequencies(d_model, base)
    pair, is_cos = dimension_layout(dims)
    # Work on the contiguous block of pairs touched, then pick the dims.
    p0 = int(pair.min()) if pair.size else 0
    p1 = int(pair.max()) + 1 if pair.size else 0
    omega = omega_all[p0:p1]
    angle = np.multiply.outer(centres, omega)
    sin_part = np.sin(angle)
    cos_part = np.cos(angle)
    factors = _row_factors(omega, counts)
    if factors is not None:
        sin_part *= factors
        cos_part *= factors
    local = pair - p0
    out = np.where(is_cos[None, :], cos_part[:, local], sin_part[:, local])
    return out


def _row_factors(omega: np.ndarray, counts: np.ndarray) -> np.ndarray | None:
    """Dirichlet factors per (row, pair); None when every row is a single position."""
    unique = np.unique(counts)
    if unique.size == 1 and unique[0] == 1.0:
        return None
    table = np.stack([dirichlet_mean_factor(omega, n) for n in unique])
    return table[np.searchsorted(unique, counts)]


def sinusoidal_table(seq_len: int, d_model: int, base: float = 10000.0, offset: int = 0) -> np.ndarray:
    """The whole (seq_len, d_model) table for positions offset … offset+seq_len−1."""
    return encode(np.arange(offset, offset + seq_len), np.arange(d_model), d_model, base)


def similarity(positions, ref_pos: int, d_model: int, base: float) -> np.ndarray:
    """PE(ref)·PE(p) for each p, exact: Σ_i cos(ω_i(p−ref)) (+ the lone sine for odd d)."""
    positions = np.asarray(positions, dtype=np.float64)
    return similarity_binned(positions, np.ones_like(positions), ref_pos, d_model, base)


def similarity_binned(centres, counts, ref_pos: int, d_model: int, base: float) -> np.ndarray:
    """Mean of PE(ref)·PE(p) over bins of consecutive positions, exact (closed form)."""
    centres = np.asarray(centres, dtype=np.float64)
    counts = np.asarray(counts, dtype=np.float64)
    omega = frequencies(d_model, base)
    full = d_model // 2  # pairs with both sine and cosine
    delta = centres - float(ref_pos)
    factors = _row_factors(omega, counts)
    cos_d = np.cos(np.multiply.outer(delta, omega[:full]))
    if factors is not None:
        cos_d *= factors[:, :full]
    total = cos_d.sum(axis=1)
    if d_model % 2:
        # sin(ω r)·mean(sin(ω p)) for the lone last sine.
        w = omega[full]
        lone = math.sin(w * ref_pos) * np.sin(centres * w)
        if factors is not None:
            lone = lone * factors[:, full]
        total = total + lone
    return total


def similarity_range_exact(start: int, stop: int, ref_pos: int, d_model: int, base: float,
                           block: int = 1024) -> np.ndarray:
    """Exact PE(ref)·PE(p) for every integer p in [start, stop), computed in blocks.

    Uses cos(ω(δ0+b)) = cos(ωδ0)cos(ωb) − sin(ωδ0)sin(ωb) so that a block of
    ``block`` positions costs one matrix product instead of block×pairs cosines.
    """
    omega = frequencies(d_model, base)
    full = d_model // 2
    count = stop - start
    out = np.empty(count, dtype=np.float64)
    b = np.arange(min(block, count), dtype=np.float64)
    cb = np.cos(np.multiply.outer(b, omega[:full]))
    sb = np.sin(np.multiply.outer(b, omega[:full]))
    starts = np.arange(start, stop, len(b), dtype=np.float64)
    group = 256  # blocks per matrix product: bounds memory to ~group×pairs values
    for g in range(0, len(starts), group):
        d0 = starts[g:g + group] - float(ref_pos)
        c0 = np.cos(np.multiply.outer(omega[:full], d0))
        s0 = np.sin(np.multiply.outer(omega[:full], d0))
        grid = cb @ c0 - sb @ s0  # (block, blocks in group)
        flat = grid.T.reshape(-1)
        a = g * len(b)
        take = min(len(flat), count - a)
        out[a:a + take] = flat[:take]
    if d_model % 2:
        w = omega[full]
        out += math.sin(w * ref_pos) * np.sin(np.arange(start, stop, dtype=np.float64) * w)
    return out
