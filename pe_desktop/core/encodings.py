"""The sinusoidal positional encoding of "Attention Is All You Need", evaluated exactly.

PE(p, 2i) = sin(p·ω_i), PE(p, 2i+1) = cos(p·ω_i), ω_i = base^(−2i/d)   (interleaved, the paper)

Three layouts are in use, and they differ in frequencies, not only in order:

- ``interleaved``: the paper; Hugging Face ``create_sinusoidal_embeddings``.
- ``concat-paper``: the paper's ω_i, all sines first, then all cosines (the TensorFlow
  Transformer tutorial, Hugging Face Marian).
- ``concat-t2t``: ω_i = exp(−i·ln(base)/(d/2 − 1)), sines then cosines (tensor2tensor,
  fairseq): the lowest frequency is exactly 1/base.

Angles are always formed in float64 so that far positions (p ≈ 10^6 and beyond) are
right. Nothing here builds a whole table unless asked: functions take the positions and
dimensions wanted, so a caller evaluates only what it shows.

Odd d_model follows each layout's library:

- ``interleaved`` and ``concat-paper``: ceil(d/2) frequencies, the last sine has no cosine
  partner (Hugging Face ``create_sinusoidal_embeddings``: dimension d−1 is that sine; HF
  Marian: sines in columns 0 … d//2, cosines after them) — the *lone sine*;
- ``concat-t2t``: d//2 frequencies, d//2 sines, d//2 cosines and then one column of zeros
  (tensor2tensor ``tf.pad(signal, [[0, 0], [0, channels % 2]])``, fairseq ``if embedding_dim
  % 2 == 1: zero pad``) — the *zero column*, dimension d−1.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property, lru_cache

import numpy as np

from .text import N_

LAYOUTS = (N_("interleaved"), N_("concat-paper"), N_("concat-t2t"))  # keys, shown translated


def pair_count(d_model: int, layout: str) -> int:
    """Frequencies of a layout: ceil(d/2) with odd d's lone sine, d//2 in concat-t2t."""
    return d_model // 2 if layout == "concat-t2t" else (d_model + 1) // 2


@dataclass(frozen=True)
class Sinusoidal:
    d_model: int
    base: float = 10000.0
    layout: str = "interleaved"

    def __post_init__(self) -> None:
        if self.layout not in LAYOUTS:
            raise ValueError(f"unknown layout {self.layout!r}")
        if self.d_model < 1 or not self.base > 1.0:
            raise ValueError("d_model must be ≥ 1 and base > 1")

    @property
    def lone_sine(self) -> bool:
        """Odd d_model whose last frequency has a sine and no cosine (not concat-t2t)."""
        return self.d_model % 2 == 1 and self.layout != "concat-t2t"

    @property
    def zero_column(self) -> bool:
        """Odd d_model in concat-t2t: dimension d−1 is 0 at every position."""
        return self.d_model % 2 == 1 and self.layout == "concat-t2t"

    @property
    def n_pairs(self) -> int:
        """Number of frequencies: one per (sin, cos) pair, plus the lone sine's."""
        return pair_count(self.d_model, self.layout)

    @property
    def n_full_pairs(self) -> int:
        """Pairs that have both a sine and a cosine."""
        return self.d_model // 2

    @cached_property
    def omega(self) -> np.ndarray:
        """ω_i per pair (read-only, float64), each from math.pow / math.exp per element:
        the same rounding as the formula written out by hand."""
        return _omega(self.d_model, float(self.base), self.layout)

    @property
    def wavelengths(self) -> np.ndarray:
        """2π/ω_i in positions, per pair."""
        return 2.0 * np.pi / self.omega

    def layout_of(self, dims) -> tuple[np.ndarray, np.ndarray]:
        """For each dimension index: its frequency pair and whether it is the cosine.
        The zero column (``zero_column``) has pair −1 and is not a cosine."""
        dims = np.asarray(dims, dtype=np.int64)
        if dims.size and (dims.min() < 0 or dims.max() >= self.d_model):
            raise ValueError("dimension index out of range")
        if self.layout == "interleaved":
            return dims // 2, (dims % 2).astype(bool)
        n_sin = self.n_pairs
        is_cos = dims >= n_sin
        pair = np.where(is_cos, dims - n_sin, dims)
        if self.zero_column:
            zero = dims == self.d_model - 1
            pair, is_cos = np.where(zero, -1, pair), is_cos & ~zero
        return pair, is_cos

    def dimension_of(self, pair: int, cosine: bool) -> int:
        """The dimension index holding the sine (or cosine) of ``pair``."""
        if self.layout == "interleaved":
            return 2 * pair + int(cosine)
        return pair + (self.n_pairs if cosine else 0)


# Every parameter change makes a new Sinusoidal (d_model 16,384: 1.6 ms of math.pow a view).
@lru_cache(maxsize=16)
def _omega(d: int, base: float, layout: str) -> np.ndarray:
    if layout == "concat-t2t":
        step = math.log(base) / max(d // 2 - 1, 1)
        values = [math.exp(-i * step) for i in range(pair_count(d, layout))]
    else:
        values = [math.pow(base, -(2 * i) / d) for i in range(pair_count(d, layout))]
    omega = np.array(values, dtype=np.float64)
    omega.setflags(write=False)
    return omega


def dirichlet_mean_factor(omega, n) -> np.ndarray:
    """D_n(ω) = sin(nω/2) / (n·sin(ω/2)).

    The mean of sin(pω) (or cos) over n consecutive integers p = a … a+n−1 equals
    sin(cω)·D_n(ω) (or cos(cω)·D_n(ω)) with c = a + (n−1)/2, the bin's centre.
    D_1 = 1 exactly (x / x); D_n(0) = 1, the limit (the mean of a constant).
    """
    half = 0.5 * np.asarray(omega)
    den = n * np.sin(half)
    return np.divide(np.sin(n * half), den, out=np.ones_like(den), where=den != 0.0)


# -- exact values at arbitrary positions ------------------------------------------------------

def encode(positions, dims, enc: Sinusoidal) -> np.ndarray:
    """Exact PE values, shape (len(positions), len(dims)), float64."""
    return encode_binned(positions, 1.0, dims, enc)  # bins of one position


def encode_binned(centres, counts, dims, enc: Sinusoidal) -> np.ndarray:
    """Mean PE over bins of consecutive positions, exact (closed form).

    ``centres[r]`` is the mean position of bin r and ``counts[r]`` how many consecutive
    integer positions it holds; a count of 1 gives the exact value.
    Returns shape (len(centres), len(dims)), float64.
    """
    centres = np.asarray(centres)  # float64 from the products with ω (float64) on
    counts = np.asarray(counts)
    pair, is_cos = enc.layout_of(dims)
    p0, p1 = _pair_span(pair)
    omega = enc.omega[p0:p1]
    both = np.empty((centres.size, 2 * (p1 - p0)))
    angle = np.multiply.outer(centres, omega)
    np.sin(angle, out=both[:, 0::2])
    np.cos(angle, out=both[:, 1::2])
    factors = _row_factors(omega, counts)
    if factors is not None:
        both *= np.repeat(factors, 2, axis=1)
    return _columns(both, pair - p0, is_cos)


def _pair_span(pair: np.ndarray) -> tuple[int, int]:
    """The range of frequencies the dimensions need (the zero column, pair −1, needs none)."""
    real = pair[pair >= 0]
    if not real.size:
        return 0, 0
    return int(real.min()), int(real.max()) + 1


def _columns(both: np.ndarray, local_pair: np.ndarray, is_cos: np.ndarray) -> np.ndarray:
    """Pick dims from an interleaved (sin, cos) block; a slice when they are contiguous there.
    A dimension whose local pair is below 0 (the zero column) is a column of zeros."""
    zero = local_pair < 0
    if zero.any():
        block = np.zeros((both.shape[0], both.shape[1] + 1), both.dtype)
        block[:, :-1] = both
        return block[:, np.where(zero, both.shape[1], 2 * local_pair + is_cos)]
    return _pick(both, 2 * local_pair + is_cos)


def _pick(block: np.ndarray, cols: np.ndarray) -> np.ndarray:
    """block[:, cols]; a view when the columns are contiguous."""
    if cols.size and np.array_equal(cols, np.arange(cols[0], cols[0] + cols.size)):
        return block[:, cols[0]:cols[0] + cols.size]
    return np.take(block, cols, axis=1)


def _row_factors(omega: np.ndarray, counts: np.ndarray) -> np.ndarray | None:
    """Dirichlet factors per (row, pair); None when every row is a single position."""
    unique = np.unique(counts)
    if unique.size == 1 and unique[0] == 1.0:
        return None
    table = np.stack([dirichlet_mean_factor(omega, n) for n in unique])
    return table[np.searchsorted(unique, counts)]


def sinusoidal_table(seq_len: int, enc: Sinusoidal, offset: int = 0) -> np.ndarray:
    """The whole (seq_len, d_model) table for positions offset … offset+seq_len−1."""
    return encode(np.arange(offset, offset + seq_len), np.arange(enc.d_model), enc)


def similarity(positions, ref_pos: int, enc: Sinusoidal) -> np.ndarray:
    """PE(ref)·PE(p) for each p, exact: Σ_i cos(ω_i(p−ref)) (+ the lone sine for odd d)."""
    return similarity_binned(positions, 1.0, ref_pos, enc)  # bins of one position


def similarity_binned(centres, counts, ref_pos: int, enc: Sinusoidal) -> np.ndarray:
    """Mean of PE(ref)·PE(p) over bins of consecutive positions, exact (closed form)."""
    centres = np.asarray(centres)  # float64 from the products with ω (float64) on
    counts = np.asarray(counts)
    omega, full = enc.omega, enc.n_full_pairs
    factors = _row_factors(omega, counts)
    cos_d = np.cos(np.multiply.outer(centres - float(ref_pos), omega[:full]))
    if factors is not None:
        cos_d *= factors[:, :full]
    total = cos_d.sum(axis=1)
    if enc.lone_sine:  # sin(ω r)·mean(sin(ω p)) for the lone last sine
        w = omega[full]
        lone = math.sin(w * ref_pos) * np.sin(centres * w)
        if factors is not None:
            lone = lone * factors[:, full]
        total = total + lone
    return total


def similarity_range_exact(start: int, stop: int, ref_pos: int, enc: Sinusoidal,
                           chunk: int = 1 << 18) -> np.ndarray:
    """Exact PE(ref)·PE(p) for every integer p in [start, stop), memory bounded by ``chunk``."""
    out = np.empty(stop - start)
    for a in range(start, stop, chunk):
        b = min(stop, a + chunk)
        out[a - start:b - start] = similarity_uniform_bins(a, 1, b - a, ref_pos, enc)
    return out


# -- uniform grids by angle addition --------------------------------------------------------
# A view's bins are evenly spaced: centre_r = first + r·step. Writing r = k·B + b,
# sin((first + kBs)ω + bsω) = sin α_k cos β_b + cos α_k sin β_b, so a grid of R rows needs
# only about 2·√R rows of sines and cosines (each of those tables again built so, from 8
# rows on); the rest is multiply-add (or one matrix product for a weighted sum over
# frequencies). Each value carries the rounding of a few angles instead of one (a few ulps of
# the angle).

def _angle_parts(first: float, step: float, count: int, omega: np.ndarray):
    b = max(1, math.isqrt(count))
    k = -(-count // b)
    alpha = _unit_progression(first, b * step, k, omega)
    beta = _unit_progression(0.0, step, b, omega)
    return alpha.imag, alpha.real, beta.imag, beta.real, k, b


# From this many angles per frequency, exp(i·(start + j·step)·ω) is built by the same angle
# addition (one complex product) from two progressions of about √count: a float64 sine costs
# 4–9 ns here, a complex product ~1 ns (_angle_parts of 892 bins × 8,192 frequencies 10.2 →
# 5.2 ms, of 244 bins 5.4 → 3.6 ms; from 4 to 12 the same within 0.2 ms).
SPLIT_PROGRESSION = 8


def _unit_progression(start: float, step: float, count: int, omega: np.ndarray) -> np.ndarray:
    """exp(i·(start + j·step)·ω_k) for j < count: (count, len(omega)), complex128 (cos + i·sin)."""
    if count < SPLIT_PROGRESSION:
        angle = np.multiply.outer(start + np.arange(count) * step, omega)
        out = np.empty(angle.shape, np.complex128)
        np.cos(angle, out=out.real)
        np.sin(angle, out=out.imag)
        return out
    inner = math.isqrt(count)
    outer = -(-count // inner)
    grid = (_unit_progression(start, inner * step, outer, omega)[:, None]
            * _unit_progression(0.0, step, inner, omega)[None])
    return grid.reshape(outer * inner, len(omega))[:count]


BLOCK_CHUNK = 1 << 16  # values of a chunk of whole row blocks (its temporary: 0.5 MB in float64)


def _row_blocks(rows: np.ndarray, b: int) -> np.ndarray:
    """``rows`` (a multiple of b rows) as (blocks, b, columns), a view of the same memory."""
    blocks = rows.view()
    blocks.shape = (rows.shape[0] // b, b, rows.shape[1])  # (raises rather than copy)
    return blocks


def _angle_sum(sin_out, cos_out, sa, ca, sb, cb, t) -> None:
    """sin(α+β) = cos β·sin α + sin β·cos α into ``sin_out`` and cos(α+β) = cos β·cos α −
    sin β·sin α into ``cos_out``, the arrays broadcast against them; ``t`` their temporary."""
    np.multiply(cb, sa, out=sin_out)
    np.multiply(sb, ca, out=t)
    sin_out += t
    np.multiply(cb, ca, out=cos_out)
    np.multiply(sb, sa, out=t)
    cos_out -= t


def uniform_sin_cos(first: float, step: float, count: int, omega: np.ndarray,
                    dtype=np.float64, out: tuple[np.ndarray, np.ndarray] | None = None):
    """sin and cos of (first + r·step)·ω_i, each of shape (count, len(omega)).

    The sines and cosines of the two angles are always taken in float64; ``dtype`` is that
    of the multiply-adds (float32 halves the memory traffic for pictures). ``out`` may give
    two (count, len(omega)) arrays, possibly strided views, to write into.
    """
    sa, ca, sb, cb, k, b = _angle_parts(first, step, count, omega)
    sa, ca, sb, cb = (x.astype(dtype, copy=False) for x in (sa, ca, sb, cb))
    width = len(omega)
    if out is None:
        out = (np.empty((count, width), dtype), np.empty((count, width), dtype))
    sin_out, cos_out = out
    # row r = kk·b + j from α_kk and β_j, for chunks of whole blocks of b rows at once (a loop
    # over the k blocks cost ~75 µs of a 50-row table's 110), then the short last block, if any
    whole = count // b
    per_chunk = max(1, BLOCK_CHUNK // (b * width or 1))
    tmp = np.empty((min(per_chunk, k), b, width), dtype)
    for k0 in range(0, whole, per_chunk):
        k1 = min(k0 + per_chunk, whole)
        rows = slice(k0 * b, k1 * b)
        _angle_sum(_row_blocks(sin_out[rows], b), _row_blocks(cos_out[rows], b),
                   sa[k0:k1, None], ca[k0:k1, None], sb[None], cb[None], tmp[:k1 - k0])
    r0, n = whole * b, count - whole * b
    if n:
        _angle_sum(sin_out[r0:], cos_out[r0:], sa[whole], ca[whole], sb[:n], cb[:n], tmp[0, :n])
    return sin_out, cos_out


def uniform_cos_dot(first: float, step: float, count: int, omega: np.ndarray,
                    weights: np.ndarray) -> np.ndarray:
    """Σ_i weights_i·cos((first + r·step)·ω_i) for r < count, by two matrix products."""
    sa, ca, sb, cb, k, b = _angle_parts(first, step, count, omega)
    grid = (ca * weights) @ cb.T
    grid -= (sa * weights) @ sb.T
    return grid.reshape(k * b)[:count]


def encode_uniform_bins(first: float, size: int, count: int, dims, enc: Sinusoidal,
                        dtype=np.float64) -> np.ndarray:
    """Mean PE over ``count`` bins of ``size`` consecutive positions, the first centred at
    ``first``, the next at first+size, … (the viewport's fast path); (count, len(dims))."""
    pair, is_cos = enc.layout_of(dims)
    p0, p1 = _pair_span(pair)
    omega = enc.omega[p0:p1]
    both = np.empty((count, 2 * (p1 - p0)), dtype)
    uniform_sin_cos(first, size, count, omega, dtype, out=(both[:, 0::2], both[:, 1::2]))
    if size > 1:
        both *= np.repeat(dirichlet_mean_factor(omega, size), 2).astype(dtype)
    return _columns(both, pair - p0, is_cos)


def encode_uniform_dim_means(first: float, size: int, count: int, dim_start: int, group: int,
                             groups: int, enc: Sinusoidal) -> np.ndarray:
    """Mean PE over ``count`` evenly spaced position bins (as encode_uniform_bins) × ``groups``
    groups of ``group`` consecutive dimensions from ``dim_start``; (count, groups), float64.

    With r = k·B + b, every dimension's value is a sum of two products (angle addition),
    so a group's mean over its dimensions is, for all rows at once, one small matrix
    product: the groups go through a single batched matmul instead of evaluating every
    dimension of every row (a pixel of 32 dimensions costs about what a pixel of one does).
    """
    dims = np.arange(dim_start, dim_start + group * groups)
    pair, is_cos = enc.layout_of(dims)
    p0, p1 = _pair_span(pair)
    if p1 == p0:  # only the zero column
        return np.zeros((count, groups))
    sa, ca, sb, cb, k, b = _angle_parts(first, size, count, enc.omega[p0:p1])
    zero = pair < 0  # the zero column: any pair's values, weighted 0
    local = np.where(zero, 0, pair - p0)
    weight = (dirichlet_mean_factor(enc.omega[local + p0], size) if size > 1
              else np.ones(len(dims)))
    weight = np.where(zero, 0.0, weight) / group
    # sin(α+β) = sin α·cos β + cos α·sin β;  cos(α+β) = cos α·cos β − sin α·sin β:
    # u1 = (cos α if the dimension is a cosine else sin α), u2 = (−sin α else cos α), taken
    # from interleaved blocks in one gather each (np.where over the rows costs 5× more); v1, v2
    # the same way, slices in the interleaved layout (0.7 ms less than np.take at 16,384 dims)
    column = 2 * local + is_cos
    u1 = _pick(_interleave(sa, ca), column) * weight  # (k, dims)
    u2 = _pick(_interleave(ca, -sa), column) * weight
    v1, v2 = _pick(_interleave(cb, cb), column), _pick(_interleave(sb, sb), column)  # (b, dims)

    def batched(u, v):  # (k, G·m) × (b, G·m) → (G, k, b): Σ over each group's m dims
        return np.matmul(u.reshape(k, groups, group).transpose(1, 0, 2),
                         v.reshape(b, groups, group).transpose(1, 2, 0))

    grid = batched(u1, v1) + batched(u2, v2)  # (groups, k, b)
    return grid.reshape(groups, k * b)[:, :count].T


def _interleave(even: np.ndarray, odd: np.ndarray) -> np.ndarray:
    """Columns even_0, odd_0, even_1, odd_1, …"""
    out = np.empty((even.shape[0], 2 * even.shape[1]), even.dtype)
    out[:, 0::2], out[:, 1::2] = even, odd
    return out


def similarity_uniform_bins(first: float, size: int, count: int, ref_pos: int,
                            enc: Sinusoidal) -> np.ndarray:
    """Mean of PE(ref)·PE(p) over ``count`` bins of ``size`` positions centred at first + r·size."""
    omega, full = enc.omega, enc.n_full_pairs
    weights = dirichlet_mean_factor(omega[:full], size)  # exactly 1 for size 1
    total = uniform_cos_dot(first - float(ref_pos), size, count, omega[:full], weights)
    if enc.lone_sine:
        w = omega[full]
        lone_sin, _ = uniform_sin_cos(first, size, count, omega[full:])
        factor = float(dirichlet_mean_factor(w, size))
        total += math.sin(w * ref_pos) * factor * lone_sin[:, 0]
    return total
