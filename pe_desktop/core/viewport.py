"""Evaluate only what a view shows: the visible range at the screen's resolution.

A view asks for a range of positions (and dimensions) and how many pixels it
has for them. When a pixel covers several cells it gets their exact mean, so
the picture never aliases and never skips rows, and the cost is bounded by the
number of pixels, not by the size of the table.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from . import encodings
from .encodings import Sinusoidal


@dataclass(frozen=True)
class AxisBins:
    """Integer cells start … stop−1 grouped into bins of ``size`` (the last may be shorter)."""

    start: int
    stop: int
    size: int

    @classmethod
    def fit(cls, start: int, stop: int, max_bins: int) -> AxisBins:
        start, stop = int(start), int(stop)
        if stop <= start:
            raise ValueError("empty range")
        count = stop - start
        size = max(1, math.ceil(count / max(1, int(max_bins))))
        return cls(start, stop, size)

    @property
    def count(self) -> int:
        return math.ceil((self.stop - self.start) / self.size)

    @property
    def averaged(self) -> bool:
        return self.size > 1

    def starts(self) -> np.ndarray:
        return np.arange(self.start, self.stop, self.size)  # int64 (NumPy 2's default integer)

    def sizes(self) -> np.ndarray:
        s = self.starts()
        return np.minimum(s + self.size, self.stop) - s

    def centres(self) -> np.ndarray:
        return self.starts() + (self.sizes() - 1) / 2.0

    @property
    def full_bins(self) -> int:
        """How many bins hold exactly ``size`` cells (all but a shorter last one)."""
        return (self.stop - self.start) // self.size

    @property
    def first_centre(self) -> float:
        return self.start + (self.size - 1) / 2.0

    def groups(self) -> list[tuple[float, int, int]]:
        """(first centre, how many bins, cells per bin): the evenly spaced full bins, then the
        shorter last one — the shape closed-form block means are computed in."""
        out = [(self.first_centre, self.full_bins, self.size)] if self.full_bins else []
        rest = self.rest()
        if rest is not None:
            out.append((float(rest.centres()[0]), 1, rest.stop - rest.start))
        return out

    def rest(self) -> AxisBins | None:
        """The shorter last bin, if any."""
        start = self.start + self.full_bins * self.size
        return AxisBins(start, self.stop, self.stop - start) if start < self.stop else None


def _split_rows(bins: AxisBins, uniform, partial) -> np.ndarray:
    """Evaluate the evenly spaced full bins with ``uniform`` and a shorter last bin with
    ``partial``, and stack them."""
    parts = []
    if bins.full_bins:
        parts.append(uniform(bins.first_centre, bins.size, bins.full_bins))
    rest = bins.rest()
    if rest is not None:
        parts.append(partial(rest.centres(), rest.sizes()))
    return parts[0] if len(parts) == 1 else np.concatenate(parts)


@dataclass(frozen=True)
class HeatmapTile:
    """Mean PE over position bins × dimension bins; rows are positions."""

    positions: AxisBins
    dims: AxisBins
    values: np.ndarray  # (positions.count, dims.count) float32

    @property
    def averaged(self) -> bool:
        return self.positions.averaged or self.dims.averaged


# From this many dimensions per pixel, a pixel's mean comes from a matrix product instead of
# evaluating each dimension (measured, 244 position bins × 4,096 dimensions: 5 a pixel 3.7 →
# 2.3 ms, 6 a pixel 3.6 → 2.0, 12 a pixel 4.4 → 1.7; 4 a pixel 3.3 → 4.3, slower).
BATCHED_DIMS = 5


def heatmap_tile(enc: Sinusoidal, positions: AxisBins, dims: AxisBins) -> HeatmapTile:
    """Exact bin means of PE over the given bins."""
    all_dims = np.arange(dims.start, dims.stop)
    if dims.size >= BATCHED_DIMS:
        # Many dimensions per pixel: the full groups' means straight from matrix products.
        def uniform(first, size, count):
            out = np.empty((count, dims.count), np.float32)
            out[:, :dims.full_bins] = encodings.encode_uniform_dim_means(
                first, size, count, dims.start, dims.size, dims.full_bins, enc)
            if dims.count > dims.full_bins:
                rest = np.arange(dims.start + dims.full_bins * dims.size, dims.stop)
                out[:, -1] = encodings.encode_uniform_bins(first, size, count, rest, enc).mean(axis=1)
            return out
    else:
        def uniform(first, size, count):
            grid = encodings.encode_uniform_bins(first, size, count, all_dims, enc, np.float32)
            return _column_means(grid, dims) if dims.averaged else grid

    def partial(centres, sizes):  # the shorter last row bin: few rows, every dimension
        row = encodings.encode_binned(centres, sizes, all_dims, enc)
        return (_column_means(row, dims) if dims.averaged else row).astype(np.float32)

    values = _split_rows(positions, uniform, partial)
    return HeatmapTile(positions, dims, values.astype(np.float32, copy=False))


def _column_means(values: np.ndarray, dims: AxisBins) -> np.ndarray:
    """Means of consecutive column groups (much faster than reduceat along rows): the full
    bins by adding strided slices (few columns per bin) or a reshaped sum (many), the
    shorter last bin on its own."""
    rows, size, full = values.shape[0], dims.size, dims.full_bins
    out = np.empty((rows, dims.count), dtype=values.dtype)
    if full:
        head, acc = values[:, :full * size], out[:, :full]
        if size <= 32:
            np.copyto(acc, head[:, 0::size])
            for k in range(1, size):
                acc += head[:, k::size]
        else:
            np.sum(head.reshape(rows, full, size), axis=2, out=acc)
        acc /= size
    if dims.count > full:
        out[:, full] = values[:, full * size:].mean(axis=1)
    return out


@dataclass(frozen=True)
class SimilarityCurve:
    """PE(ref)·PE(p) over position bins: mean, and min/max envelope when averaged."""

    positions: AxisBins
    mean: np.ndarray
    low: np.ndarray | None  # exact min over each bin, or None when not computed
    high: np.ndarray | None

    @property
    def averaged(self) -> bool:
        return self.positions.averaged


# Up to this many (position × frequency) products the exact envelope comes with the curve;
# beyond it a view asks for it separately (``similarity_band``), in the background.
ENVELOPE_BUDGET = 40_000_000


def similarity_curve(enc: Sinusoidal, ref_pos: int, positions: AxisBins,
                     envelope_budget: int = ENVELOPE_BUDGET) -> SimilarityCurve:
    mean = _split_rows(
        positions,
        lambda first, size, count: encodings.similarity_uniform_bins(first, size, count, ref_pos, enc),
        lambda centres, sizes: encodings.similarity_binned(centres, sizes, ref_pos, enc))
    low = high = None
    if positions.averaged and band_cost(enc, positions) <= envelope_budget:
        low, high = similarity_band(enc, ref_pos, positions)
    return SimilarityCurve(positions, mean, low, high)


def band_cost(enc: Sinusoidal, positions: AxisBins) -> int:
    return (positions.stop - positions.start) * max(1, enc.n_full_pairs)


# Positions × frequencies per step of the band (tens of milliseconds): a band that is no
# longer wanted stops within about a step, instead of taking the cores from the next update.
BAND_STEP_WORK = 1 << 25


def similarity_band(enc: Sinusoidal, ref_pos: int, positions: AxisBins,
                    should_stop=lambda: False, chunk: int | None = None):
    """Exact min and max of PE(ref)·PE(p) over every integer p of each bin.

    Works through the positions in chunks that hold whole bins, so memory stays bounded
    whatever the range; returns None as soon as ``should_stop()`` says the answer is no
    longer wanted.
    """
    if chunk is None:
        chunk = max(1024, min(1 << 16, BAND_STEP_WORK // max(1, enc.n_full_pairs)))
    per_chunk = max(1, chunk // positions.size) * positions.size
    lows, highs = [], []
    for a in range(positions.start, positions.stop, per_chunk):
        if should_stop():
            return None
        b = min(positions.stop, a + per_chunk)
        exact = encodings.similarity_range_exact(a, b, ref_pos, enc)
        idx = np.arange(0, b - a, positions.size)
        lows.append(np.minimum.reduceat(exact, idx))
        highs.append(np.maximum.reduceat(exact, idx))
    return np.concatenate(lows), np.concatenate(highs)
