"""ALiBi (Press, Smith & Lewis, "Train Short, Test Long", 2022): no position vectors at all.

Each head h adds a fixed bias to its attention scores, proportional to how far back the key
is: query i, key j ≤ i gets B[h, i, j] = −m_h·(i − j); keys after the query (j > i) are
masked (a causal decoder never attends to them).

Slopes m_h (the paper's ``get_slopes``): for n heads, n a power of two,
m_h = 2^(−8(h+1)/n) (8 heads: 1/2, 1/4, …, 1/256). Otherwise, with c the largest power of
two below n, the c slopes of c heads followed by every other slope of 2c heads (the odd-
numbered ones, h = 0, 2, 4, …), the first n − c of them.

A model may compute them otherwise, and the app draws what it computes: ``alibi_scale``
multiplies every bias (Falcon divides its scores, biases included, by √head_dim), and with
``alibi_bf16`` (Falcon's ``build_alibi_tensor``) each slope, each key position and their
product are rounded to bfloat16: a key j gets g(j) = bf16(bf16(m)·bf16(j)), and query i's
bias for key j is g(j) − g(i) (the same softmax as the key's g(j) alone: a row's constant
cancels). Biases are then no longer linear in i − j; block means stay exact, summed in
integers over the runs of positions that round alike.

Pure NumPy and stdlib: no Qt.
"""
from __future__ import annotations

import bisect
import math
from itertools import accumulate

import numpy as np

from .errors import ExportError
from .params import Params
from .text import msg
from .viewport import AxisBins


def _power_of_two_slopes(n: int) -> list[float]:
    # 2^(−8(h+1)/n): exactly a power of two whenever 8(h+1)/n is an integer
    return [math.pow(2.0, -8.0 * (h + 1) / n) for h in range(n)]


def slopes(n_heads: int) -> np.ndarray:
    """The slope m_h of each of ``n_heads`` heads, float64, geometric and decreasing."""
    n = int(n_heads)
    if n < 1:
        raise ValueError("at least one head")  # internal: Params validates n_heads
    if n & (n - 1) == 0:
        return np.array(_power_of_two_slopes(n))
    closest = 1 << (n.bit_length() - 1)  # the largest power of two below n
    extra = slopes(2 * closest)[0::2][: n - closest]
    return np.concatenate([_power_of_two_slopes(closest), extra])


def bfloat16(values) -> np.ndarray:
    """``values`` rounded as torch rounds them to bfloat16: to float32, then to 8 significant
    bits, ties to even; float64, of the shape given."""
    bits: np.ndarray = np.array(values, dtype=np.float32).view(np.uint32).astype(np.uint64)
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return bits.astype(np.uint32).view(np.float32).astype(float)


def model_slopes(params: Params) -> np.ndarray:
    """Each head's bias per position of distance as the model computes it: its slope
    (bfloat16 with ``alibi_bf16``) times ``alibi_scale``."""
    m = slopes(params.n_heads)
    return (bfloat16(m) if params.alibi_bf16 else m) * params.alibi_scale


def slope(params: Params) -> float:
    """The drawn head's :func:`model_slopes`."""
    return float(model_slopes(params)[params.head])


def _run_starts(lo: int, hi: int) -> list[int]:
    """lo, and every integer of (lo, hi) that bfloat16 rounds otherwise than the one before:
    each one up to 256, then one per bfloat16 value (found by bisection, since torch rounds
    an integer to float32 first)."""
    small = list(range(lo, min(hi, 257)))
    a = max(lo, 257)
    if a >= hi:
        return small
    first, last = (int(v) for v in bfloat16([a, hi - 1]))
    values = np.array([v for e in range(first.bit_length() - 1, last.bit_length())
                       for v in range(128 << (e - 7), 256 << (e - 7), 1 << (e - 7)) if first <= v <= last])
    target = values[1:]  # the first integer that rounds to each of these starts a run
    low, high = values[:-1], target  # bfloat16(low) < target ≤ bfloat16(high)
    while np.any(high - low > 1):
        middle = (low + high) // 2
        up = bfloat16(middle) >= target
        high, low = np.where(up, middle, high), np.where(up, low, middle)
    return small + ([a] if a == lo else []) + high[high > a].tolist()


class KeyBias:
    """A head's key bias g(x) = bf16(bf16(m)·bf16(x)) over the integers [lo, hi), with exact
    sums (in integers of the smallest bfloat16 step that occurs) over any range."""

    def __init__(self, m: float, lo: int, hi: int) -> None:
        starts = _run_starts(lo, hi)
        values = bfloat16(float(bfloat16(m)) * bfloat16(starts))
        self.unit = max(v.as_integer_ratio()[1] for v in map(float, values))
        self.starts = starts
        self.g = [int(v * self.unit) for v in map(float, values)]  # exact: dyadic values
        lengths = [b - a for a, b in zip(self.starts, self.starts[1:] + [hi])]
        # Cumulative sums at the runs' starts; every use takes differences of them.
        self.p = list(accumulate((g * n for g, n in zip(self.g, lengths)), initial=0))
        self.q = list(accumulate((n * p + g * math.comb(n, 2) for g, n, p in zip(self.g, lengths, self.p)),
                                 initial=0))
        self.r = list(accumulate((g * (n * a + math.comb(n, 2)) for g, n, a in zip(self.g, lengths, self.starts)),
                                 initial=0))

    def _run(self, x: int) -> tuple[int, int]:
        k = max(0, bisect.bisect_right(self.starts, x) - 1)
        return k, x - self.starts[k]

    def at(self, x: int) -> int:
        """g(x) in units of 1/unit."""
        return self.g[self._run(x)[0]]

    def total(self, x: int) -> int:
        """Σ g(t) over lo ≤ t < x (x ≤ hi)."""
        k, n = self._run(x)
        return self.p[k] + self.g[k] * n

    def total_of_totals(self, x: int) -> int:
        """Σ total(t) over lo ≤ t < x (x ≤ hi + 1)."""
        k, n = self._run(x)
        return self.q[k] + n * self.p[k] + self.g[k] * math.comb(n, 2)

    def weighted(self, x: int) -> int:
        """Σ t·g(t) over lo ≤ t < x (x ≤ hi)."""
        k, n = self._run(x)
        return self.r[k] + self.g[k] * (n * self.starts[k] + math.comb(n, 2))

    def block(self, qa: int, nr: int, kb: int, nc: int) -> tuple[int, int]:
        """Σ (g(j) − g(i)) over the unmasked cells j ≤ i of queries [qa, qa+nr) × keys
        [kb, kb+nc), and their count."""
        u0, u1 = max(qa, kb), min(qa + nr, kb + nc - 1)  # rows that see keys kb … i
        n = max(0, u1 - u0)
        u1 = u0 + n
        count = math.comb(u1 - kb + 1, 2) - math.comb(u0 - kb + 1, 2)  # Σ (i − kb + 1)
        keys = self.total_of_totals(u1 + 1) - self.total_of_totals(u0 + 1) - n * self.total(kb)
        rows = self.weighted(u1) - self.weighted(u0) + (1 - kb) * (self.total(u1) - self.total(u0))
        total = keys - rows
        v0 = max(qa, kb + nc - 1)  # rows that see every key of the block
        n = max(0, qa + nr - v0)
        total += n * (self.total(kb + nc) - self.total(kb)) - nc * (self.total(v0 + n) - self.total(v0))
        return total, count + n * nc


def _keys(params: Params, head: int) -> KeyBias:
    return KeyBias(float(slopes(params.n_heads)[head]), params.offset, params.last_position + 1)


def bias_at(params: Params, i: int, j: int) -> float | None:
    """B[head, i, j] = −m·(i − j) (bfloat16: g(j) − g(i)) times ``alibi_scale``, or None
    where the key j is after the query i (masked)."""
    if j > i:
        return None
    if params.alibi_bf16:
        keys = _keys(params, params.head)
        return (keys.at(j) - keys.at(i)) / keys.unit * params.alibi_scale  # x − x is +0
    return -slope(params) * (i - j)


def mean_offset(queries: AxisBins, keys: AxisBins) -> np.ndarray:
    """Mean of (i − j) over the unmasked cells (j ≤ i) of each block of queries i × keys j,
    exact; NaN where every cell of the block is masked.

    Choice for blocks that straddle the diagonal (some cells masked, some not): the mean
    over their unmasked cells only, i.e. the mean bias the head applies where it attends.
    ``masked_fraction`` tells how much of each such block is masked.
    """
    qa = queries.starts()
    qn = queries.sizes()
    ka = keys.starts()
    kn = keys.sizes()
    out = np.subtract.outer(queries.centres(), keys.centres())  # exact where nothing is masked
    q_last = qa + qn - 1
    k_last = ka + kn - 1
    all_masked = q_last[:, None] < ka[None, :]
    partial = ~all_masked & (qa[:, None] < k_last[None, :])
    out[all_masked] = np.nan
    for r, c in zip(*np.nonzero(partial)):
        total, count = _partial_block(int(qa[r]), int(qn[r]), int(ka[c]), int(kn[c]))
        out[r, c] = total / count  # exact integers, one rounding
    return out


def _partial_block(a: int, nr: int, b: int, nc: int) -> tuple[int, int]:
    """Σ(i − j) and the number of cells j ≤ i over i in [a, a+nr), j in [b, b+nc), in integers."""

    def s1(n: int) -> int:  # Σ_{t<n} (t + 1)
        return n * (n + 1) // 2

    def s3(n: int) -> int:  # Σ_{t<n} t(t+1)/2
        return (n - 1) * n * (n + 1) // 6 if n > 0 else 0

    total = count = 0
    # rows b ≤ i < b+nc−1 see keys b … i: t = i − b, t + 1 cells summing to t(t+1)/2
    t0 = max(a, b) - b
    t1 = min(a + nr, b + nc - 1) - b
    if t1 > t0:
        total += s3(t1) - s3(t0)
        count += s1(t1) - s1(t0)
    # rows i ≥ b+nc−1 see every key: nc cells summing to nc·(i − b) − nc(nc − 1)/2
    u0 = max(a, b + nc - 1) - b
    u1 = a + nr - b
    if u1 > u0:
        rows = u1 - u0
        total += nc * (u1 * (u1 - 1) - u0 * (u0 - 1)) // 2 - rows * (nc * (nc - 1) // 2)
        count += rows * nc
    return total, count


def masked_fraction(queries: AxisBins, keys: AxisBins) -> np.ndarray:
    """The fraction of masked cells (j > i) in each block, exact."""
    qa, qn, ka, kn = queries.starts(), queries.sizes(), keys.starts(), keys.sizes()
    out = np.where((qa + qn - 1)[:, None] < ka[None, :], 1.0, 0.0)
    partial = (out == 0.0) & (qa[:, None] < (ka + kn - 1)[None, :])
    for r, c in zip(*np.nonzero(partial)):
        _, count = _partial_block(int(qa[r]), int(qn[r]), int(ka[c]), int(kn[c]))
        out[r, c] = 1.0 - count / (int(qn[r]) * int(kn[c]))
    return out


def bias(params: Params, queries: AxisBins, keys: AxisBins, head: int | None = None) -> np.ndarray:
    """Block means of head ``head``'s (default ``params.head``) bias −m_h·(i − j), float64
    (queries.count, keys.count), exact (the bias is linear in i − j). A block whose every
    cell is masked (keys after the query) is NaN; a block partly masked holds the mean over
    its unmasked cells (see ``mean_offset``)."""
    h = params.head if head is None else int(head)
    if params.alibi_bf16:
        return _bias_bf16(params, h, queries, keys)
    m = float(slopes(params.n_heads)[h]) * params.alibi_scale
    return -m * mean_offset(queries, keys) + 0.0  # + 0.0: no −0 on the diagonal


def _bias_bf16(params: Params, head: int, queries: AxisBins, keys: AxisBins) -> np.ndarray:
    """``bias`` with bfloat16 rounding: each block's mean of g(j) − g(i), from integer sums."""
    key = _keys(params, head)
    qa, qn, ka, kn = (b.tolist() for b in (queries.starts(), queries.sizes(), keys.starts(), keys.sizes()))
    scale = params.alibi_scale / key.unit

    def means(starts, sizes):
        return np.array([(key.total(a + n) - key.total(a)) / n for a, n in zip(starts, sizes)]) * scale

    masked = (queries.starts() + queries.sizes() - 1)[:, None] < keys.starts()[None, :]
    out = np.where(masked, np.nan, means(ka, kn)[None, :] - means(qa, qn)[:, None])  # g(j) − g(i)
    partial = queries.starts()[:, None] < (keys.starts() + keys.sizes() - 1)[None, :]
    for r, c in zip(*np.nonzero(partial & ~np.isnan(out))):
        total, count = key.block(qa[r], qn[r], ka[c], kn[c])
        out[r, c] = total / (count * key.unit) * params.alibi_scale
    return out


def bias_range(params: Params) -> float:
    """The largest |bias| over the positions shown, for the drawn head: m·(seq_len − 1)
    (bfloat16: g(last) − g(first)) times ``alibi_scale``; at least one position's worth."""
    if params.alibi_bf16 and params.seq_len > 1:
        keys = _keys(params, params.head)
        return (keys.at(params.last_position) - keys.at(params.offset)) / keys.unit * params.alibi_scale
    return slope(params) * max(1, params.seq_len - 1)


def decay(params: Params, distances) -> np.ndarray:
    """Every head's bias for a key δ before its query: −m_h·δ times ``alibi_scale`` (exact
    bin means of AxisBins of δ: the value at their centres); with bfloat16, g(i − δ) − g(i)
    for the last query shown, i = offset + seq_len − 1 (bin means summed exactly).
    Shape (n_heads, number of δ), float64."""
    if params.alibi_bf16:
        return _decay_bf16(params, distances)
    if isinstance(distances, AxisBins):
        distances = distances.centres()
    d = np.asarray(distances, dtype=np.float64)
    return -np.multiply.outer(model_slopes(params), d) + 0.0


def _decay_bf16(params: Params, distances) -> np.ndarray:
    """``decay`` with bfloat16 rounding, for the last query shown; NaN for a δ whose keys
    lie before the first position shown."""
    if isinstance(distances, AxisBins):
        starts, sizes = distances.starts().tolist(), distances.sizes().tolist()
    else:
        starts = [int(d) for d in distances]
        sizes = [1] * len(starts)
    i = params.last_position
    out = np.full((params.n_heads, len(starts)), np.nan)
    for h in range(params.n_heads):
        keys = _keys(params, h)
        here = keys.at(i)
        for c, (a, n) in enumerate(zip(starts, sizes)):  # keys i − a − n + 1 … i − a
            if i - a - n + 1 >= params.offset:
                out[h, c] = ((keys.total(i - a + 1) - keys.total(i - a - n + 1)) / n - here) / keys.unit
    return out * params.alibi_scale


def bias_table(params: Params) -> tuple[list[str], np.ndarray]:
    """The data export of the drawn head: rows are queries i, columns keys j, over the
    positions shown; masked cells (j > i) are NaN. Bounded in size."""
    n = params.seq_len
    if n > MATRIX_EXPORT_LIMIT:
        raise ExportError(msg(
            "the ALiBi bias matrix of {n:,} positions has {values:,} values; its data export is "
            "limited to {limit:,} × {limit:,}: use --seq-len {limit:,} or fewer", n=n, values=n * n,
            limit=MATRIX_EXPORT_LIMIT))
    pos = np.arange(params.offset, params.offset + n)
    diff = np.subtract.outer(pos, pos)
    if params.alibi_bf16:
        keys = _keys(params, params.head)
        g = np.array([keys.at(int(x)) for x in pos]) / keys.unit * params.alibi_scale
        values = np.where(diff >= 0, g[None, :] - g[:, None], np.nan)  # x − x is +0
    else:
        values = np.where(diff >= 0, -slope(params) * diff + 0.0, np.nan)  # + 0.0: no −0
    columns = ["position"] + [f"key_{j}" for j in pos]
    return columns, np.column_stack([pos, values])  # float64, as the values


MATRIX_EXPORT_LIMIT = 4096
