"""Exact block means of maps over (query i, key j) that depend on d = i − j only.

A tile bins queries (rows) and keys (columns); each output cell is the mean of f(i − j)
over its block of cells, or over the block's unmasked cells d ≥ 0 for a causal map (NaN
when there are none). Three kinds of f have closed forms here:

- step functions (``Steps``): a block's sum is f at its smallest d times its cells plus,
  for each step inside its range of d, the step's height times the number of cells at or
  above it (an exact integer count);
- ramps relu(d − x) (``ramp_sum``): third differences of C(n, 3), in integers;
- geometric kernels Re Σ_p c_p·r_p^d (``geometric_means``), r_p complex with |r_p| ≤ 1:
  separable Σ_i r^i·Σ_j r^−j for unmasked blocks, closed forms with expm1 on the diagonal.

Pure NumPy and stdlib: no Qt.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .viewport import AxisBins


@dataclass(frozen=True)
class Blocks:
    """The blocks of a tile: rows i ∈ [a, a + nr), columns j ∈ [b, b + nc), as (R, 1) and
    (1, C) int64 arrays, with their smallest and largest d = i − j."""

    a: np.ndarray
    nr: np.ndarray
    b: np.ndarray
    nc: np.ndarray

    @classmethod
    def of(cls, rows: AxisBins, cols: AxisBins) -> Blocks:
        return cls(rows.starts()[:, None], rows.sizes()[:, None], cols.starts()[None, :],
                   cols.sizes()[None, :])

    @property
    def dmin(self) -> np.ndarray:
        return self.a - (self.b + self.nc - 1)

    @property
    def dmax(self) -> np.ndarray:
        return self.a + self.nr - 1 - self.b

    @property
    def shape(self) -> tuple[int, int]:
        return self.a.shape[0], self.b.shape[1]


def _pairs2(n):
    """C(n, 2) for n ≥ 0, 0 below: Σ relu(u) over the integers u < n."""
    n = np.maximum(n, 0)
    return n * (n - 1) // 2


def count_at_least(a, nr, b, nc, x) -> np.ndarray:
    """The number of cells i − j ≥ x of blocks [a, a + nr) × [b, b + nc), exact (int64;
    broadcasting)."""
    u0 = a - b - x + 1  # row i has clip(i − b − x + 1, 0, nc) such cells
    return _pairs2(u0 + nr) - _pairs2(u0) - _pairs2(u0 + nr - nc) + _pairs2(u0 - nc)


def _triples(n: int) -> int:
    """C(n, 3) for n ≥ 0, 0 below: Σ C(w, 2) over 0 ≤ w < n (Python integers)."""
    return n * (n - 1) * (n - 2) // 6 if n > 0 else 0


def _ramp_block(a: int, nr: int, b: int, nc: int, x: int) -> int:
    """Σ relu(i − j − x) over one block, in Python integers (third differences of C(n, 3))."""
    v0 = a - b - x
    return (_triples(v0 + nr + 1) - _triples(v0 + 1) - _triples(v0 + nr + 1 - nc)
            + _triples(v0 + 1 - nc))


def ramp_sum(blocks: Blocks, x: int) -> np.ndarray:
    """Σ relu(i − j − x) over each block, float64 (R, C): exact integers where the ramp
    bends inside the block, nr·nc·(mean d − x) where every cell is above x (one rounding)."""
    dmin, dmax = np.broadcast_arrays(blocks.dmin, blocks.dmax)
    cells = (blocks.nr * blocks.nc).astype(float)
    mean_d = (blocks.a + (blocks.nr - 1) / 2.0) - (blocks.b + (blocks.nc - 1) / 2.0)
    out = np.where(dmin >= x, cells * (mean_d - x), 0.0)
    a, nr, b, nc = np.broadcast_arrays(blocks.a, blocks.nr, blocks.b, blocks.nc)
    for r, c in zip(*np.nonzero((dmin < x) & (dmax > x))):
        out[r, c] = float(_ramp_block(int(a[r, c]), int(nr[r, c]), int(b[r, c]), int(nc[r, c]), x))
    return out


@dataclass(frozen=True)
class Steps:
    """A step function of the integer d: ``values[0]`` below ``breaks[0]``, ``values[k]`` on
    [breaks[k−1], breaks[k]), ``values[-1]`` from the last break on (breaks increasing)."""

    breaks: np.ndarray  # int64, K
    values: np.ndarray  # K + 1

    @classmethod
    def from_samples(cls, first: int, samples) -> Steps:
        """The function equal to ``samples[t]`` at d = first + t, constant beyond both ends."""
        samples = np.asarray(samples)
        change = np.nonzero(samples[1:] != samples[:-1])[0] + 1
        return cls(first + change.astype(np.int64), np.concatenate([samples[:1], samples[change]]))

    def __call__(self, d) -> np.ndarray:
        return self.values[np.searchsorted(self.breaks, np.asarray(d), side="right")]

    @property
    def heights(self) -> np.ndarray:
        return np.diff(self.values.astype(float))


def step_means(f: Steps, blocks: Blocks, causal: bool) -> np.ndarray:
    """Mean of f(i − j) over each block's cells (causal: its cells d ≥ 0; NaN when none),
    float64 (R, C). Exact up to one rounding per step inside a block; a block inside one
    step is that step's value."""
    a, nr, b, nc = np.broadcast_arrays(blocks.a, blocks.nr, blocks.b, blocks.nc)
    lo, hi = np.broadcast_arrays(blocks.dmin, blocks.dmax)
    if causal:
        lo = np.maximum(lo, 0)
    empty = hi < lo
    lo = np.where(empty, hi, lo)
    count = count_at_least(a, nr, b, nc, lo)
    total = f(lo).astype(float) * count
    k_lo = np.searchsorted(f.breaks, lo, side="right")  # first break above lo
    k_hi = np.searchsorted(f.breaks, hi, side="right")  # breaks in (lo, hi]: k_lo … k_hi − 1
    heights = f.heights
    rows, cols = np.nonzero(k_hi > k_lo)
    if rows.size:
        per = (k_hi - k_lo)[rows, cols]
        which = np.repeat(np.arange(rows.size), per)
        k = np.arange(per.sum()) - np.repeat(np.cumsum(per) - per, per) + np.repeat(k_lo[rows, cols], per)
        r, c = rows[which], cols[which]
        n = count_at_least(a[r, c], nr[r, c], b[r, c], nc[r, c], f.breaks[k])
        np.add.at(total, (r, c), heights[k] * n)
    out = total / count  # count ≥ 1: an empty block counts its cells at d = hi
    out[empty] = np.nan
    return out


def step_range_means(f: Steps, starts, sizes) -> np.ndarray:
    """Mean of f(d) over d ∈ [start, start + size) for each pair, float64."""
    starts, sizes = np.asarray(starts, dtype=np.int64), np.asarray(sizes, dtype=np.int64)
    total = f(starts).astype(float) * sizes
    last = starts + sizes - 1
    k_lo = np.searchsorted(f.breaks, starts, side="right")
    k_hi = np.searchsorted(f.breaks, last, side="right")
    heights = f.heights
    for t in np.nonzero(k_hi > k_lo)[0]:
        k = np.arange(k_lo[t], k_hi[t])
        total[t] += np.sum(heights[k] * (last[t] + 1 - f.breaks[k]))
    return total / sizes


# -- geometric kernels -------------------------------------------------------------------------

def cexp(z) -> np.ndarray:
    """exp(z) for complex z from real exp, cos and sin (Wine's ucrtbase has no cexp, which
    NumPy's complex exp calls on Windows)."""
    z = np.asarray(z, dtype=complex)
    magnitude = np.exp(z.real)
    out = np.empty(z.shape, dtype=complex)
    out.real = magnitude * np.cos(z.imag)
    out.imag = magnitude * np.sin(z.imag)
    return out


def cexpm1(z: np.ndarray) -> np.ndarray:
    """exp(z) − 1 for complex z, accurate near 0 (NumPy's expm1 is real only)."""
    x, y = z.real, z.imag
    ex = np.exp(x)
    re = np.expm1(x) * np.cos(y) - 2.0 * np.sin(y / 2.0) ** 2
    return re + 1j * ex * np.sin(y)


def geometric_sum(log_r: np.ndarray, n) -> np.ndarray:
    """G(n) = Σ_{t<n} r^t for r = exp(log_r), broadcasting; n ≥ 0 (r = 1: n)."""
    n = np.asarray(n, dtype=float)
    e1 = cexpm1(log_r)
    small = np.abs(log_r) < 1e-300
    out = cexpm1(n * log_r) / np.where(small, 1.0, e1)  # e1 ≠ 0 where |log_r| ≥ 1e-300
    return np.where(small, n + 0j, out)


def weighted_geometric_sum(log_r: np.ndarray, n) -> np.ndarray:
    """H(n) = Σ_{s<n} (n − s)·r^s = Σ_{t=1..n} G(t), broadcasting; n ≥ 0. Closed form
    (r·(r^n − 1) − n·(r − 1))/(r − 1)², or its series in log r where n·|log r| < 1e-3."""
    n = np.asarray(n, dtype=float)
    z = n * log_r
    series = np.abs(z) < 1e-3
    e1 = cexpm1(log_r)
    en = cexpm1(z)
    closed = ((en - n * e1) + e1 * en) / np.where(series, 1.0, e1 * e1)
    # Σ_k L^k/k! · M_k(n), M_k(n) = Σ_{s<n} (n − s)·s^k
    m0 = n * (n + 1) / 2
    m1 = n * (n - 1) * (n + 1) / 6
    m2 = n * n * (n - 1) * (n + 1) / 12
    s3 = (n * (n - 1) / 2) ** 2
    s4 = (n - 1) * n * (2 * n - 1) * (3 * n * n - 3 * n - 1) / 30
    m3 = n * s3 - s4
    L = log_r
    approx = m0 + L * m1 + L * L / 2 * m2 + L ** 3 / 6 * m3
    return np.where(series, approx, closed)


def diagonal_block_sums(log_r: np.ndarray, a, nr, b, nc) -> np.ndarray:
    """Σ r^(i−j) over the cells j ≤ i of blocks [a, a+nr) × [b, b+nc), for each block (1-D
    int arrays, length B) and each r (length P): complex (B, P). Local arguments only."""
    a, nr, b, nc = (np.asarray(v, dtype=np.int64)[:, None] for v in (a, nr, b, nc))
    L = log_r[None, :]
    # rows b ≤ i < b + nc − 1 see keys b … i: G(i − b + 1), t = i − b + 1 from t0 on, m rows
    t0 = np.maximum(a, b) - b + 1
    m = np.maximum(np.minimum(a + nr, b + nc - 1) - b - t0 + 1, 0)
    part = m * geometric_sum(L, t0) + cexp(t0 * L) * weighted_geometric_sum(L, np.maximum(m - 1, 0))
    part = np.where(m > 0, part, 0)
    # rows i ≥ b + nc − 1 see every key: r^(i − b − nc + 1)·G(nc)
    u0 = np.maximum(a, b + nc - 1)
    rows = np.maximum(a + nr - u0, 0)
    full = cexp((u0 - b - nc + 1) * L) * geometric_sum(L, nc) * geometric_sum(L, rows)
    return part + np.where(rows > 0, full, 0)


# Rows per chunk of the separable product keep |r|^(−span) within range: span·max κ ≤ this.
_SPAN_DECAY = 600.0
_UNDERFLOW = 700.0  # keys whose weight is below exp(−700) for every pair count as 0
_TINY = 1e-290


def geometric_means(log_r: np.ndarray, coef: np.ndarray, blocks: Blocks) -> np.ndarray:
    """Mean of f(i − j) = Re Σ_p coef_p·r_p^(i−j) over the cells j ≤ i of each block (NaN
    where none), float64 (R, C); r_p = exp(log_r_p), Re log_r_p ≤ 0.

    Blocks with every cell unmasked: r^(a − b − nc + 1)·G(nr)·G(nc), as products of a row
    factor r^(a − X) and a column factor r^(X − b − nc + 1) (rows in chunks so that neither
    overflows); blocks across the diagonal: ``diagonal_block_sums``."""
    log_r = np.asarray(log_r, dtype=complex)
    coef = np.asarray(coef, dtype=complex)
    a, nr = blocks.a[:, 0], blocks.nr[:, 0]
    b, nc = blocks.b[0], blocks.nc[0]
    R, C = blocks.shape
    out = np.full((R, C), np.nan)
    kappa = float(np.max(-log_r.real, initial=0.0))
    slowest = float(np.min(-log_r.real, initial=np.inf)) if log_r.size else 0.0
    gr = geometric_sum(log_r[None, :], nr[:, None])  # (R, P)
    gc = geometric_sum(log_r[None, :], nc[:, None])  # (C, P)
    last = b + nc - 1  # each column's last key, increasing
    span = np.inf if kappa == 0 else _SPAN_DECAY / kappa
    # Keys farther than this behind every query of a chunk weigh below exp(−700): zero.
    reach = np.inf if slowest == 0 else _UNDERFLOW / slowest
    r0 = 0
    while r0 < R:
        r1 = r0 + 1
        while r1 < R and a[r1] + nr[r1] - a[r0] <= span:
            r1 += 1
        x = int(a[r0])
        c0 = int(np.searchsorted(last, x - reach, side="left")) if reach < np.inf else 0
        c1 = int(np.searchsorted(last, a[r1 - 1], side="right"))  # keys not after the queries
        out[r0:r1] = 0.0
        if c1 > c0:
            row = cexp(np.outer(a[r0:r1] - x, log_r)) * gr[r0:r1] * coef
            col = cexp(np.outer(x - last[c0:c1], log_r)) * gc[c0:c1]  # x − last ≥ x − a[r1 − 1]
            col[np.abs(col) < _TINY] = 0.0  # subnormal products are slow, and weigh nothing
            out[r0:r1, c0:c1] = (row @ col.T).real
        r0 = r1
    out /= (nr[:, None] * nc[None, :])
    unmasked = a[:, None] >= last[None, :]
    out[~unmasked] = np.nan
    diagonal = ~unmasked & (a[:, None] + nr[:, None] - 1 >= b[None, :])
    rr, cc = np.nonzero(diagonal)
    if rr.size:
        sums = diagonal_block_sums(log_r, a[rr], nr[rr], b[cc], nc[cc])
        count = count_at_least(a[rr], nr[rr], b[cc], nc[cc], 0)
        out[rr, cc] = (sums @ coef).real / count
    return out


def geometric_range_means(log_r: np.ndarray, coef: np.ndarray, starts, sizes) -> np.ndarray:
    """Mean of Re Σ_p coef_p·r_p^d over d ∈ [start, start + size) for each pair, float64."""
    starts = np.asarray(starts, dtype=float)[:, None]
    sizes = np.asarray(sizes, dtype=float)[:, None]
    L = np.asarray(log_r, dtype=complex)[None, :]
    sums = cexp(starts * L) * geometric_sum(L, sizes)
    return (sums @ np.asarray(coef, dtype=complex)).real / sizes[:, 0]


# -- harmonic sums ---------------------------------------------------------------------------

_TABLE_SIZE = 1024
_DIRECT_TERMS = 8
_HARMONIC = np.concatenate([[0.0], np.cumsum(1.0 / np.arange(1, _TABLE_SIZE + 1))])


def _digamma_tail(x: np.ndarray) -> np.ndarray:
    """ψ(x) − ln x for x ≥ 1025 (asymptotic series to x^−4; the next term, x^−6/252, is
    under 4e-21: below the last bit of any difference it enters)."""
    y = 1.0 / (x * x)
    return -0.5 / x - y * (1 / 12 - y * (1 / 120))


def _large_diff(m: np.ndarray, n: np.ndarray) -> np.ndarray:
    """H(n) − H(m) for 1024 ≤ m ≤ n: ln((n + 1)/(m + 1)) + ψ's asymptotic series."""
    mf, nf = m.astype(float) + 1.0, n.astype(float) + 1.0
    return np.log1p((n - m) / mf) + _digamma_tail(nf) - _digamma_tail(mf)


def harmonic_diff(m, n) -> np.ndarray:
    """Σ_{k=m+1..n} 1/k = H(n) − H(m) for integers 0 ≤ m ≤ n (arrays), float64: up to 8
    terms summed, else a table up to 1024 and ψ(n + 1) − ψ(m + 1) by ln((n + 1)/(m + 1))
    and the asymptotic series above (absolute error about 1e-15)."""
    m, n = np.broadcast_arrays(np.asarray(m, dtype=np.int64), np.asarray(n, dtype=np.int64))
    top = _TABLE_SIZE
    low_m, low_n = np.minimum(m, top), np.minimum(n, top)
    # the part below the table's end, then the part above it
    out = _HARMONIC[low_n] - _HARMONIC[low_m]
    hi_m, hi_n = np.maximum(m, top), np.maximum(n, top)
    above = hi_n > hi_m
    if np.any(above):
        out = out + np.where(above, _large_diff(hi_m, np.where(above, hi_n, hi_m + 1)), 0.0)
    short = n - m <= _DIRECT_TERMS  # a few terms: summed as they are (one term: exactly 1/n)
    if np.any(short):
        direct = np.zeros(out.shape)
        for t in range(_DIRECT_TERMS):
            direct += np.where(t < n - m, 1.0 / (m + 1.0 + t), 0.0)
        out = np.where(short, direct, out)
    return out
