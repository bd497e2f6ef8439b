"""ALiBi (Press, Smith & Lewis, "Train Short, Test Long", 2022): no position vectors at all.

Each head h adds a fixed bias to its attention scores, proportional to how far back the key
is: query i, key j ≤ i gets B[h, i, j] = −m_h·(i − j); keys after the query (j > i) are
masked (a causal decoder never attends to them).

Slopes m_h (the paper's ``get_slopes``): for n heads, n a power of two,
m_h = 2^(−8(h+1)/n) (8 heads: 1/2, 1/4, …, 1/256). Otherwise, with c the largest power of
two below n, the c slopes of c heads followed by every other slope of 2c heads (the odd-
numbered ones, h = 0, 2, 4, …), the first n − c of them.

Pure NumPy and stdlib: no Qt.
"""
from __future__ import annotations

import math

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


def slope(params: Params) -> float:
    return float(slopes(params.n_heads)[params.head])


def bias_at(params: Params, i: int, j: int) -> float | None:
    """B[head, i, j] = −m·(i − j), or None where the key j is after the query i (masked)."""
    if j > i:
        return None
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
    m = float(slopes(params.n_heads)[h])
    return -m * mean_offset(queries, keys) + 0.0  # + 0.0: no −0 on the diagonal


def bias_range(params: Params) -> float:
    """The largest |bias| over the positions shown: m_h·(seq_len − 1) for the drawn head."""
    return slope(params) * max(1, params.seq_len - 1)


def decay(params: Params, distances) -> np.ndarray:
    """−m_h·δ for every head h: shape (n_heads, len(distances)), float64."""
    d = np.asarray(distances, dtype=np.float64)
    return -np.multiply.outer(slopes(params.n_heads), d) + 0.0


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
    values = np.where(diff >= 0, -slope(params) * diff + 0.0, np.nan)  # + 0.0: no −0
    columns = ["position"] + [f"key_{j}" for j in pos]
    return columns, np.column_stack([pos, values])  # float64, as the values


MATRIX_EXPORT_LIMIT = 4096
