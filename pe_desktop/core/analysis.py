"""The articles' claims as computations: wavelengths, comparing two positions, the
similarity matrix PE(p)·PE(q), and the rotation PE(p+k) = R(ω_i·k)·PE(p).

Pure NumPy and stdlib (no Qt). Every function takes plain values and returns arrays or
small frozen records, so the teaching views and the data export show the same numbers.

Checks that claim "exact" do not lean on the identity they check:

- the Toeplitz residual of the similarity matrix evaluates PE(p)·PE(q) from the vectors
  themselves, never from the closed form Σ cos(ω_i(p−q)) (which is Toeplitz by construction);
- the rotation residual forms the angles p·ω_i without rounding (an exact two-product), so
  that what remains is the rounding of the final sines, cosines and products (~1e-16),
  not the ~1e-10 rounding of p·ω at p ≈ 10^6.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy as np

from . import encodings
from .encodings import Sinusoidal, dirichlet_mean_factor
from .errors import ExportError
from .params import Params
from .text import msg
from .viewport import AxisBins

TWO_PI = 2.0 * math.pi


# -- wavelengths (first article: 2π at pair 0, ~60,000 positions at the last pair) ----------

FULL_CYCLE = 1.0  # pairs turning at least one whole cycle within the sequence
BARELY_MOVES = 0.01  # pairs turning less than 1/100 of a cycle (3.6°): their values barely change
CYCLE_CLASSES = ("full", "part", "barely")  # keys (see cycle_class), not shown


def cycles_in_sequence(enc: Sinusoidal, seq_len: int) -> np.ndarray:
    """How many cycles pair i turns over a span of ``seq_len`` positions: seq_len·ω_i/2π
    (= seq_len / wavelength)."""
    return seq_len * enc.omega / TWO_PI


def cycle_class(cycles) -> np.ndarray:
    """0: at least one full cycle; 1: part of a cycle; 2: barely moves (< 1/100 cycle)."""
    cycles = np.asarray(cycles)
    return np.where(cycles >= FULL_CYCLE, 0, np.where(cycles >= BARELY_MOVES, 1, 2))


def wavelength_table(params: Params) -> tuple[list[str], np.ndarray]:
    enc = params.encoding
    omega = np.asarray(enc.omega)
    values = np.column_stack([np.arange(enc.n_pairs), omega, TWO_PI / omega,
                              cycles_in_sequence(enc, params.seq_len)])
    return ["pair", "omega", "wavelength", "cycles_in_sequence"], values


# -- two positions compared (first article: rows 5 and 35) -----------------------------------

def pe_vector(position: int, enc: Sinusoidal) -> np.ndarray:
    """The whole PE(position) vector, d_model values in the layout's order."""
    return encodings.encode([position], np.arange(enc.d_model), enc)[0]


@dataclass(frozen=True)
class Comparison:
    pos_a: int
    pos_b: int
    dot: float
    cosine: float  # NaN when a vector is zero (d_model 1 at position 0)
    distance: float
    norm_a: float
    norm_b: float


def compare_vectors(a: np.ndarray, b: np.ndarray, pos_a: int, pos_b: int) -> Comparison:
    """Dot product, cosine, distance and lengths; each sum exactly rounded (math.fsum)."""
    dot = math.fsum((a * b).tolist())
    norm_a = math.sqrt(math.fsum((a * a).tolist()))
    norm_b = math.sqrt(math.fsum((b * b).tolist()))
    diff = a - b
    distance = math.sqrt(math.fsum((diff * diff).tolist()))
    cosine = dot / (norm_a * norm_b) if norm_a > 0 and norm_b > 0 else math.nan
    return Comparison(pos_a, pos_b, dot, cosine, distance, norm_a, norm_b)


def compare_positions(enc: Sinusoidal, pos_a: int, pos_b: int) -> Comparison:
    return compare_vectors(pe_vector(pos_a, enc), pe_vector(pos_b, enc), pos_a, pos_b)


@dataclass(frozen=True)
class Envelope:
    """Per-bin minimum, maximum and mean of a vector's values over index bins."""

    bins: AxisBins
    low: np.ndarray
    high: np.ndarray
    mean: np.ndarray


def bin_envelope(values: np.ndarray, bins: AxisBins) -> Envelope:
    """Exact min/max/mean of ``values[bins.start:bins.stop]`` per bin (every value counted)."""
    part = np.asarray(values[bins.start:bins.stop])
    idx = np.arange(0, bins.stop - bins.start, bins.size)
    return Envelope(bins, np.minimum.reduceat(part, idx), np.maximum.reduceat(part, idx),
                    np.add.reduceat(part, idx) / bins.sizes())


def compare_table(params: Params) -> tuple[list[str], np.ndarray]:
    enc = params.encoding
    a, b = pe_vector(params.pos_a, enc), pe_vector(params.pos_b, enc)
    values = np.column_stack([np.arange(enc.d_model), a, b, a - b])
    return ["dimension", "pe_a", "pe_b", "difference"], values


# -- the similarity matrix M[p, q] = PE(p)·PE(q) -------------------------------------------

PAIR_CHUNK = 2048  # frequencies per matrix product (bounds the temporaries)


def _full_pairs_block_mean(enc: Sinusoidal, rc, rn, cc, cn) -> np.ndarray:
    """Σ_{full pairs} D_n(ω)·D_m(ω)·cos(ω(c_p − c_q)) for every (row bin, column bin),
    as cos·cos + sin·sin matrix products, chunked over the frequencies."""
    out = np.zeros((rc.size, cc.size))
    omega = enc.omega[:enc.n_full_pairs]
    for a in range(0, omega.size, PAIR_CHUNK):
        w = omega[a:a + PAIR_CHUNK]
        fr = dirichlet_mean_factor(w[None, :], rn[:, None])
        fc = dirichlet_mean_factor(w[None, :], cn[:, None])
        ar, ac = np.multiply.outer(rc, w), np.multiply.outer(cc, w)
        out += (np.cos(ar) * fr) @ (np.cos(ac) * fc).T
        out += (np.sin(ar) * fr) @ (np.sin(ac) * fc).T
    return out


def _lone_sine_block_mean(enc: Sinusoidal, rc, rn, cc, cn) -> np.ndarray | None:
    """Odd d_model: mean of sin(pω)·sin(qω) for the lone last sine, or None for even d."""
    if not enc.lone_sine:
        return None
    w = float(enc.omega[enc.n_full_pairs])
    return np.multiply.outer(np.sin(rc * w) * dirichlet_mean_factor(w, rn),
                             np.sin(cc * w) * dirichlet_mean_factor(w, cn))


def block_mean_dot(enc: Sinusoidal, row_centres, row_counts, col_centres, col_counts) -> np.ndarray:
    """Mean of PE(p)·PE(q) over each block of n×m consecutive positions, exact (closed form).

    Row bin r holds n_r consecutive positions centred at c_r (likewise columns):
    mean = Σ_i D_n(ω_i)·D_m(ω_i)·cos(ω_i(c_p − c_q)) over the full pairs, plus for odd
    d_model the lone sine's D_n·D_m·sin(c_p ω)·sin(c_q ω).
    """
    rc, rn = np.asarray(row_centres), np.asarray(row_counts)
    cc, cn = np.asarray(col_centres), np.asarray(col_counts)
    out = _full_pairs_block_mean(enc, rc, rn, cc, cn)
    lone = _lone_sine_block_mean(enc, rc, rn, cc, cn)
    return out if lone is None else out + lone


def _uniform_block(enc: Sinusoidal, r0: float, nr: int, rn: int, c0: float, nc: int, cn: int,
                   step: int) -> np.ndarray:
    """Full pairs' block means for nr row bins of rn positions centred at r0 + a·step and nc
    column bins of cn positions centred at c0 + b·step: a function of a − b alone, so only
    nr + nc − 1 values are evaluated (angle addition, see encodings.uniform_cos_dot)."""
    full = enc.n_full_pairs
    if full == 0:
        return np.zeros((nr, nc))
    omega = enc.omega[:full]
    weights = dirichlet_mean_factor(omega, rn) * dirichlet_mean_factor(omega, cn)
    first = (r0 - c0) - (nc - 1) * step
    diag = encodings.uniform_cos_dot(first, step, nr + nc - 1, omega, weights)
    return diag[np.subtract.outer(np.arange(nr), np.arange(nc)) + (nc - 1)]


def dot_block_means(enc: Sinusoidal, rows: AxisBins, cols: AxisBins) -> np.ndarray:
    """``block_mean_dot`` over viewport bins; fast when both axes have the same bin size.

    With equal sizes s, bin centres differ by Δ0 + (r − c)·s, so the full pairs' part is a
    function of r − c alone: about rows + columns evaluations instead of rows × columns ×
    frequencies (a shorter last bin on either axis is its own such group).
    """
    if rows.size != cols.size:
        return block_mean_dot(enc, rows.centres(), rows.sizes(), cols.centres(), cols.sizes())
    out = np.empty((rows.count, cols.count))
    r_at = 0
    for r0, nr, rn in rows.groups():
        c_at = 0
        for c0, nc, cn in cols.groups():
            out[r_at:r_at + nr, c_at:c_at + nc] = _uniform_block(enc, r0, nr, rn, c0, nc, cn, rows.size)
            c_at += nc
        r_at += nr
    lone = _lone_sine_block_mean(enc, rows.centres(), rows.sizes(), cols.centres(), cols.sizes())
    return out if lone is None else out + lone


def squared_norms(positions, enc: Sinusoidal) -> np.ndarray:
    """|PE(p)|² = d/2 for even d; (d−1)/2 + sin²(pω) for the lone sine of odd d;
    (d−1)/2 with odd d's zero column."""
    positions = np.asarray(positions)
    norms = np.full(positions.shape, float(enc.n_full_pairs))
    if enc.lone_sine:
        norms += np.sin(positions * enc.omega[enc.n_full_pairs]) ** 2
    return norms


def cosine_average_bound(d_model: int) -> float:
    """Odd d: |mean cosine − mean dot/(d/2)| over any block is at most this.

    Each |PE(p)|² lies in [(d−1)/2, (d+1)/2], so |cos − dot/(d/2)| ≤ |dot/(d/2)|/(d−1)
    and |dot| ≤ (d+1)/2.
    """
    if d_model < 3:
        return math.inf
    return (d_model + 1) / (d_model * (d_model - 1))


@dataclass(frozen=True)
class MatrixTile:
    rows: AxisBins
    cols: AxisBins
    values: np.ndarray  # (rows.count, cols.count) float64: exact block means (or cells)
    note: str  # what a pixel holds (may hold a line break)


def similarity_matrix_tile(enc: Sinusoidal, metric: str, rows: AxisBins, cols: AxisBins) -> MatrixTile:
    averaged = rows.averaged or cols.averaged
    dot = dot_block_means(enc, rows, cols)
    mean = msg("exact mean of its block") if averaged else msg("exact value")
    if metric == "dot":
        return MatrixTile(rows, cols, dot, msg("each pixel the {mean} of PE(p)·PE(q)", mean=mean))
    if enc.d_model % 2 == 0:
        return MatrixTile(rows, cols, dot / enc.n_full_pairs,
                          msg("each pixel the {mean} of the cosine (= dot/(d/2): every |PE|² = d/2)",
                              mean=mean))
    if enc.zero_column:
        return MatrixTile(rows, cols, dot / enc.n_full_pairs,
                          msg("each pixel the {mean} of the cosine (= dot/{half:,}: every |PE|² = "
                              "(d−1)/2, the zero column adds nothing)", mean=mean,
                              half=enc.n_full_pairs))
    if not averaged:
        with np.errstate(invalid="ignore"):  # 0/0 where a vector is zero (d_model 1, p = 0)
            values = dot / np.sqrt(np.multiply.outer(squared_norms(rows.starts(), enc),
                                                     squared_norms(cols.starts(), enc)))
        return MatrixTile(rows, cols, values,
                          msg("each pixel the exact cosine (odd d: |PE(p)| varies)"))
    bound = cosine_average_bound(enc.d_model)
    return MatrixTile(rows, cols, dot / (enc.d_model / 2.0),
                      msg("odd d, averaged: each pixel the exact block mean of PE(p)·PE(q)/(d/2),\n"
                          "within {bound:.2g} of the mean cosine; zoom in for exact cosines",
                          bound=bound))


@dataclass(frozen=True)
class ToeplitzCheck:
    residual: float  # max |M[p,q] − M[p+1,q+1]| over the cells checked
    rows: int
    cols: int
    all_cells: bool  # every shown cell (else positions sampled from the shown range)


TOEPLITZ_BUDGET = 2_000_000  # PE values evaluated for the check (about 0.3 s)


def toeplitz_residual(enc: Sinusoidal, metric: str, row_positions, col_positions) -> float:
    """max |M[p,q] − M[p+1,q+1]| with M = PE(p)·PE(q) from the PE vectors themselves (their
    angles p·ω formed exactly, see sin_cos_exact), float64 dot products."""
    rp = np.asarray(row_positions)
    cp = np.asarray(col_positions)
    # one PE row per distinct position: p, p+1, q, q+1 mostly overlap
    wanted = np.concatenate([rp, rp + 1, cp, cp + 1])
    unique, index = np.unique(wanted, return_inverse=True)
    table = encode_exact_angles(unique, enc)
    e, e1, f, f1 = np.split(table[index], np.cumsum([rp.size, rp.size, cp.size]))
    a, b = e @ f.T, e1 @ f1.T
    if metric == "cosine":
        def norms(m):
            return np.sqrt(np.einsum("ij,ij->i", m, m))
        with np.errstate(invalid="ignore"):  # 0/0 where a vector is zero (d_model 1, p = 0)
            a = a / np.multiply.outer(norms(e), norms(f))
            b = b / np.multiply.outer(norms(e1), norms(f1))
    diff = np.abs(a - b)
    return float(np.nanmax(diff)) if np.isfinite(diff).any() else math.nan


def _spread(values: np.ndarray, limit: int) -> tuple[np.ndarray, bool]:
    if values.size <= limit:
        return values, False
    idx = np.unique(np.round(np.linspace(0, values.size - 1, max(2, limit))).astype(np.int64))
    return values[idx], True


def toeplitz_check(enc: Sinusoidal, metric: str, rows: AxisBins, cols: AxisBins,
                   budget: int = TOEPLITZ_BUDGET) -> ToeplitzCheck | None:
    """The check on the shown cells: every cell (p, q) with (p+1, q+1) also shown; when
    averaged, at the bins' first positions; at most ``budget`` sines and cosines, else at
    positions evenly spread over the shown range. None if fewer than 2 rows or columns."""
    rp = np.arange(rows.start, rows.stop - 1, rows.size)
    cp = np.arange(cols.start, cols.stop - 1, cols.size)
    if rp.size == 0 or cp.size == 0:
        return None
    per_side = max(2, budget // (4 * enc.d_model))  # 4 PE tables: p, p+1, q, q+1
    rp, cut_r = _spread(rp, per_side)
    cp, cut_c = _spread(cp, per_side)
    residual = toeplitz_residual(enc, metric, rp, cp)
    return ToeplitzCheck(residual, rp.size, cp.size,
                         not (cut_r or cut_c or rows.averaged or cols.averaged))


MATRIX_EXPORT_LIMIT = 4096


def similarity_matrix_exact(enc: Sinusoidal, positions, metric: str) -> np.ndarray:
    """Every M[p, q] for the given consecutive positions: Σ_i cos(ω_i(p−q)) per element
    (+ the lone sine), each angle from the integer offset; cosine divides by |PE(p)||PE(q)|."""
    positions = np.asarray(positions, dtype=np.int64)
    n = positions.size
    lags = np.arange(n)
    diag = np.zeros(n)
    omega = enc.omega[:enc.n_full_pairs]
    for a in range(0, omega.size, PAIR_CHUNK):
        diag += np.cos(np.multiply.outer(lags, omega[a:a + PAIR_CHUNK])).sum(axis=1)
    lag = np.abs(np.subtract.outer(positions, positions))
    out = diag[lag]
    if enc.lone_sine:
        s = np.sin(positions * enc.omega[enc.n_full_pairs])
        out = out + np.multiply.outer(s, s)
    if metric == "cosine":
        norms = np.sqrt(squared_norms(positions, enc))
        with np.errstate(invalid="ignore"):  # 0/0 where a vector is zero (d_model 1, p = 0)
            out = out / np.multiply.outer(norms, norms)
    return out


def similarity_matrix_table(params: Params) -> tuple[list[str], np.ndarray]:
    n = params.seq_len
    if n > MATRIX_EXPORT_LIMIT:
        raise ExportError(msg(
            "the similarity matrix of {n:,} positions has {values:,} values; its data export "
            "is limited to {limit:,} × {limit:,} positions: use --seq-len {limit:,} or fewer",
            n=n, values=n * n, limit=MATRIX_EXPORT_LIMIT))
    positions = np.arange(params.offset, params.offset + n)
    matrix = similarity_matrix_exact(params.encoding, positions, params.metric)
    columns = ["position"] + [f"q_{q}" for q in positions]
    return columns, np.column_stack([positions, matrix])


# -- rotation: PE(p+k) = R(ω_i·k)·PE(p) in every (sin, cos) pair (second article) ------------

_SPLITTER = 134217729.0  # 2^27 + 1 (Veltkamp)


def _split(a: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    c = _SPLITTER * a
    hi = c - (c - a)
    return hi, a - hi


def exact_angles(positions, omega) -> tuple[np.ndarray, np.ndarray]:
    """p·ω_i as hi + lo with hi = fl(p·ω_i) and hi + lo = p·ω_i exactly (Dekker's product);
    shape (len(positions), len(omega))."""
    p = np.asarray(positions)
    w = np.asarray(omega)
    ph, pl = _split(p)
    wh, wl = _split(w)
    hi = np.multiply.outer(p, w)
    lo = np.multiply.outer(ph, wh) - hi
    lo += np.multiply.outer(ph, wl)
    lo += np.multiply.outer(pl, wh)
    lo += np.multiply.outer(pl, wl)
    return hi, lo


def sin_cos_exact(positions, omega) -> tuple[np.ndarray, np.ndarray]:
    """sin and cos of the exact angle p·ω_i (only the final rounding remains).

    |lo| ≤ ulp(hi)/2 ≤ 6e-8 for p ≤ 10^9, ω ≤ 1, so sin(lo) = lo and cos(lo) = 1 − lo²/2
    to far below float64 precision.
    """
    hi, lo = exact_angles(positions, omega)
    s, c = np.sin(hi), np.cos(hi)
    keep = 1.0 - 0.5 * lo * lo
    return s * keep + c * lo, c * keep - s * lo


def rotation_matrix(omega: float, k: int) -> np.ndarray:
    """R(ω·k) = [[cos ωk, sin ωk], [−sin ωk, cos ωk]]: maps (sin pω, cos pω) to
    (sin (p+k)ω, cos (p+k)ω), the angle ω·k formed exactly."""
    sines, cosines = sin_cos_exact([float(k)], [float(omega)])
    s, c = float(sines[0, 0]), float(cosines[0, 0])
    return np.array([[c, s], [-s, c]])


@functools.lru_cache(maxsize=16)
def pair_dims(enc: Sinusoidal) -> tuple[np.ndarray, np.ndarray]:
    """Sine and cosine dimension of each full pair, from the layout (read-only arrays, kept
    for the last few encodings: the rotation check asks for them once per chunk)."""
    full = enc.n_full_pairs
    sin_dims = np.array([enc.dimension_of(i, False) for i in range(full)], dtype=np.int64)
    cos_dims = np.array([enc.dimension_of(i, True) for i in range(full)], dtype=np.int64)
    sin_dims.setflags(write=False)
    cos_dims.setflags(write=False)
    return sin_dims, cos_dims


def encode_exact_angles(positions, enc: Sinusoidal) -> np.ndarray:
    """The whole PE rows (len(positions), d_model) in the layout's order, angles exact."""
    s, c = sin_cos_exact(positions, enc.omega)
    out = np.empty((s.shape[0], enc.d_model))
    sin_dims, cos_dims = pair_dims(enc)
    full = enc.n_full_pairs
    out[:, sin_dims] = s[:, :full]
    out[:, cos_dims] = c[:, :full]
    if enc.zero_column:
        out[:, -1] = 0.0
    if enc.lone_sine:
        out[:, enc.dimension_of(full, False)] = s[:, full]
    return out


def rotation_residual_table(here: np.ndarray, there: np.ndarray, dims: tuple[np.ndarray, np.ndarray],
                            omega: np.ndarray, k: int) -> float:
    """max |there − R(ω_i·k)·here| per component, for PE rows ``here`` (at p) and ``there``
    (at p+k), each pair's (sin, cos) read at ``dims`` = (sine dims, cosine dims)."""
    sin_dims, cos_dims = dims
    sk, ck = sin_cos_exact([float(k)], omega)
    sk, ck = sk[0], ck[0]
    x, y = here[:, sin_dims], here[:, cos_dims]
    rot_sin = ck * x + sk * y
    rot_cos = -sk * x + ck * y
    return float(max(np.abs(there[:, sin_dims] - rot_sin).max(),
                     np.abs(there[:, cos_dims] - rot_cos).max()))


def rotation_residual_rows(enc: Sinusoidal, positions, k: int) -> float:
    """max over the positions and ALL full pairs of |PE(p+k) − R(ω_i·k)·PE(p)|, per component.

    Both sides are whole PE rows in the layout's order, each pair read at its layout
    dimensions (``enc.dimension_of``)."""
    positions = np.asarray(positions)
    if enc.n_full_pairs == 0 or positions.size == 0:
        return math.nan
    here = encode_exact_angles(positions, enc)
    there = encode_exact_angles(positions + k, enc)
    return rotation_residual_table(here, there, pair_dims(enc), enc.omega[:enc.n_full_pairs], k)


ROTATION_BUDGET = 1_000_000  # positions × pairs checked (about 0.5 s on 2 cores)
ROTATION_CHUNK = 500_000  # positions × pairs per step (bounds memory)
ROTATION_BLOCKS = 16


@dataclass(frozen=True)
class RotationCheck:
    residual: float
    positions_checked: int
    positions_total: int
    pairs: int
    blocks: int  # 1: every position; more: evenly spread blocks incl. first and last

    @property
    def complete(self) -> bool:
        return self.positions_checked == self.positions_total


def check_blocks(start: int, stop: int, limit: int, blocks: int = ROTATION_BLOCKS) -> list[tuple[int, int]]:
    """Ranges [a, b) covering start … stop−1 entirely if it has ≤ ``limit`` positions, else
    ``blocks`` equal blocks, evenly spread, the first starting at ``start`` and the last
    ending at ``stop``, together at most ``limit`` positions."""
    n = stop - start
    if n <= limit:
        return [(start, stop)]
    blocks = max(1, min(blocks, limit))
    size = max(1, limit // blocks)
    starts = np.round(np.linspace(start, stop - size, blocks))
    return [(int(a), int(a) + size) for a in starts]


def rotation_check(enc: Sinusoidal, start: int, stop: int, k: int,
                   budget: int = ROTATION_BUDGET) -> RotationCheck:
    pairs = enc.n_full_pairs
    n = stop - start
    if pairs == 0:
        return RotationCheck(math.nan, 0, n, 0, 0)
    ranges = check_blocks(start, stop, max(1, budget // pairs))
    positions = np.concatenate([np.arange(a, b) for a, b in ranges])
    step = max(1, ROTATION_CHUNK // pairs)
    worst = max(rotation_residual_rows(enc, positions[c:c + step], k)
                for c in range(0, positions.size, step))
    checked = positions.size
    return RotationCheck(worst, checked, n, pairs, len(ranges))


ROTATION_EXPORT_LIMIT = 2_000_000


def rotation_table(params: Params) -> tuple[list[str], np.ndarray]:
    """Per shown position, pair ``params.pair``: (sin, cos) at p, R(ω·k) applied to it, and
    the true (sin, cos) at p+k."""
    enc = params.encoding
    n = params.seq_len
    if params.pair >= enc.n_full_pairs:
        raise ExportError(msg("pair {pair} is the lone sine of odd d_model {d_model}: it has no "
                                "cosine partner, so there is no rotation to export",
                                pair=params.pair, d_model=params.d_model))
    if n > ROTATION_EXPORT_LIMIT:
        raise ExportError(msg("{n:,} positions is too many for the rotation table (at most "
                                "{limit:,} rows): use fewer positions", n=n,
                                limit=ROTATION_EXPORT_LIMIT))
    omega = float(enc.omega[params.pair])
    positions = np.arange(params.offset, params.offset + n)
    s, c = sin_cos_exact(positions, [omega])
    s2, c2 = sin_cos_exact(positions + params.shift, [omega])
    r = rotation_matrix(omega, params.shift)
    rot = r @ np.vstack([s[:, 0], c[:, 0]])
    columns = ["position", "sin_component", "cos_component", "rotated_sin", "rotated_cos",
               "sin_at_p_plus_k", "cos_at_p_plus_k"]
    return columns, np.column_stack([positions, s[:, 0], c[:, 0], rot[0], rot[1], s2[:, 0], c2[:, 0]])
