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
    _check_dims(dims, d_model)
    p0, p1 = _pair_span(dims)
    omega = frequencies(d_model, base)[p0:p1]
    angle = np.multiply.outer(centres, omega)
    sin_part = np.sin(angle)
    cos_part = np.cos(angle)
    factors = _row_factors(omega, counts)
    if factors is not None:
        sin_part *= factors
        cos_part *= factors
    return _pick_dims(sin_part, cos_part, dims, p0)


def _check_dims(dims: np.ndarray, d_model: int) -> None:
    if dims.size and (dims.min() < 0 or dims.max() >= d_model):
        raise ValueError("dimension index out of range")


def _pair_span(dims: np.ndarray) -> tuple[int, int]:
    """The contiguous block of frequency pairs that ``dims`` touch."""
    if not dims.size:
        return 0, 0
    return int(dims.min()) // 2, int(dims.max()) // 2 + 1


def _pick_dims(sin_part: np.ndarray, cos_part: np.ndarray, dims: np.ndarray, p0: int) -> np.ndarray:
    """Columns for ``dims`` from per-pair sine and cosine blocks starting at pair ``p0``."""
    pair, is_cos = dimension_layout(dims)
    local = pair - p0
    if dims.size and np.array_equal(dims, np.arange(dims[0], dims[0] + dims.size)):
        # A contiguous run: interleave once, then slice (no gather).
        both = np.empty((sin_part.shape[0], 2 * sin_part.shape[1]))
        both[:, 0::2] = sin_part
        both[:, 1::2] = cos_part
        first = int(dims[0]) - 2 * p0
        return both[:, first:first + dims.size]
    return np.where(is_cos[None, :], cos_part[:, local], sin_part[:, local])


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
                           chunk: int = 1 << 18) -> np.ndarray:
    """Exact PE(ref)·PE(p) for every integer p in [start, stop), memory bounded by ``chunk``."""
    out = np.empty(stop - start, dtype=np.float64)
    for a in range(start, stop, chunk):
        b = min(stop, a + chunk)
        out[a - start:b - start] = similarity_uniform_bins(a, 1, b - a, ref_pos, d_model, base)
    return out


# -- uniform grids by angle addition --------------------------------------------------------
# A view's bins are evenly spaced: centre_r = first + r·step. Writing r = k·B + b,
# sin((first + kBs)ω + bsω) = sin α_k cos β_b + cos α_k sin β_b, so a grid of R rows needs
# only about 2·√R rows of sines and cosines; the rest is multiply-add (or one matrix
# product for a weighted sum over frequencies). Float64 throughout; each value carries the
# rounding of two angles instead of one (a few ulps of the angle).

def _angle_parts(first: float, step: float, count: int, omega: np.ndarray):
    b = max(1, math.isqrt(count))
    k = -(-count // b)
    alpha = np.multiply.outer(first + np.arange(k) * (b * step), omega)
    beta = np.multiply.outer(np.arange(b) * step, omega)
    return np.sin(alpha), np.cos(alpha), np.sin(beta), np.cos(beta), k, b


def uniform_sin_cos(first: float, step: float, count: int, omega: np.ndarray,
                    dtype=np.float64, out: tuple[np.ndarray, np.ndarray] | None = None):
    """sin and cos of (first + r·step)·ω_i, each of shape (count, len(omega)).

    The sines and cosines of the two angles are always taken in float64; ``dtype`` is that
    of the multiply-adds (float32 halves the memory traffic for pictures). ``out`` may give
    two (count, len(omega)) arrays, possibly strided views, to write into.
    """
    sa, ca, sb, cb, k, b = (x.astype(dtype, copy=False) if isinstance(x, np.ndarray) else x
                            for x in _angle_parts(first, step, count, omega))
    width = len(omega)
    if out is None:
        out = (np.empty((count, width), dtype), np.empty((count, width), dtype))
    sin_out, cos_out = out
    tmp = np.empty((b, width), dtype)
    for kk in range(k):  # row block kk holds rows kk·b … kk·b+b−1
        r0 = kk * b
        n = min(b, count - r0)
        if n <= 0:
            break
        np.multiply(cb[:n], sa[kk], out=sin_out[r0:r0 + n])
        np.multiply(sb[:n], ca[kk], out=tmp[:n])
        sin_out[r0:r0 + n] += tmp[:n]
        np.multiply(cb[:n], ca[kk], out=cos_out[r0:r0 + n])
        np.multiply(sb[:n], sa[kk], out=tmp[:n])
        cos_out[r0:r0 + n] -= tmp[:n]
    return sin_out, cos_out


def uniform_cos_dot(first: float, step: float, count: int, omega: np.ndarray,
                    weights: np.ndarray) -> np.ndarray:
    """Σ_i weights_i·cos((first + r·step)·ω_i) for r < count, by two matrix products."""
    sa, ca, sb, cb, k, b = _angle_parts(first, step, count, omega)
    grid = (ca * weights) @ cb.T
    grid -= (sa * weights) @ sb.T
    return grid.reshape(k * b)[:count]


def encode_uniform_bins(first: float, size: int, count: int, dims, d_model: int,
                        base: float, dtype=np.float64) -> np.ndarray:
    """Mean PE over ``count`` bins of ``size`` consecutive positions, the first centred at
    ``first``, the next at first+size, … (the viewport's fast path); (count, len(dims))."""
    dims = np.asarray(dims, dtype=np.int64)
    _check_dims(dims, d_model)
    p0, p1 = _pair_span(dims)
    omega = frequencies(d_model, base)[p0:p1]
    both = np.empty((count, 2 * (p1 - p0)), dtype)
    uniform_sin_cos(first, size, count, omega, dtype, out=(both[:, 0::2], both[:, 1::2]))
    if size > 1:
        both *= np.repeat(dirichlet_mean_factor(omega, size), 2).astype(dtype)
    first_col = int(dims[0]) - 2 * p0 if dims.size else 0
    if dims.size and np.array_equal(dims, np.arange(dims[0], dims[0] + dims.size)):
        return both[:, first_col:first_col + dims.size]
    pair, is_cos = dimension_layout(dims)
    return both[:, 2 * (pair - p0) + is_cos]


def similarity_uniform_bins(first: float, size: int, count: int, ref_pos: int, d_model: int,
                            base: float) -> np.ndarray:
    """Mean of PE(ref)·PE(p) over ``count`` bins of ``size`` positions centred at first + r·size."""
    omega = frequencies(d_model, base)
    full = d_model // 2
    weights = dirichlet_mean_factor(omega[:full], size) if size > 1 else np.ones(full)
    total = uniform_cos_dot(first - float(ref_pos), size, count, omega[:full], weights)
    if d_model % 2:
        w = omega[full]
        lone_sin, _ = uniform_sin_cos(first, size, count, omega[full:])
        factor = dirichlet_mean_factor(w, size) if size > 1 else 1.0
        total += math.sin(w * ref_pos) * factor * lone_sin[:, 0]
    return total
