"""Rotary position embedding (RoPE) and its long-context scalings, evaluated exactly.

RoPE rotates each pair of a head's dimensions by the angle m·θ_i at position m,
θ_i = base^(−2i/head_dim) for i < head_dim/2. Two pairings are in use, the same rotation
on other dimensions:

- ``rotate_half`` (Hugging Face): dimension i pairs with i + head_dim/2,
  x' = x·cos + rotate_half(x)·sin with rotate_half(x) = [−x2, x1];
- ``interleaved`` (GPT-J, Meta's Llama code): dimensions 2i and 2i+1, a complex product.

Scalings stretch RoPE past the training length (``original_context``), following Hugging
Face transformers' ``modeling_rope_utils.py`` and Meta's ``apply_scaling``:

- ``linear``: θ_i / s (positions divided by s);
- ``ntk`` (NTK-aware, static): base' = base·s^(d/(d−2));
- ``dynamic-ntk``: base' = base·(s·L/original − (s − 1))^(d/(d−2)), L = max(largest position
  encoded + 1, original) as Hugging Face's ``dynamic_rope_update`` (``max(position_ids) + 1``):
  the positions offset … offset+seq_len−1 give L = offset + seq_len, so a position's values do
  not depend on which other positions are drawn;
- ``yarn``: a ramp between extrapolation (θ kept) and interpolation (θ/s) by how many turns
  a pair makes over the original context; logits scaled by attention_scaling² (and by
  ``logit_scale``, what a model's attention multiplies outside RoPE: :func:`score_scale`);
- ``llama3``: Llama 3.1's per-band rule on the wavelength 2π/θ;
- ``longrope`` (Phi-3): θ_i / f_i with a searched factor f_i per pair, read from the opened
  model (``Params.model``): its short factors while L = offset + seq_len (the last position
  + 1) is within the original context, its long ones past it, as Hugging Face's
  ``_longrope_frequency_update`` switches; cos and sin scaled by the attention factor,
  √(1 + ln s / ln original) unless the config gives one.

The score of a query q at position m and a key k at position n after rotation depends on
m − n only: per pair, R(mθ)q·R(nθ)k = a·cos((m−n)θ) + b·sin((m−n)θ) with
a = q1k1 + q2k2 and b = q1k2 − q2k1. Means over bins of consecutive positions are exact:
the mean of e^{imθ} over n consecutive m is e^{icθ}·D_n(θ) (c the bin's centre, D_n the
Dirichlet factor of :func:`encodings.dirichlet_mean_factor`).

Pure NumPy and stdlib, no Qt.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from . import models
from .encodings import dirichlet_mean_factor
from .params import Params
from .text import N_, Msg, msg
from .viewport import AxisBins

TWO_PI = 2.0 * math.pi
SCALINGS = ("none", "linear", "ntk", "dynamic-ntk", "yarn", "llama3", "longrope")
# how a pair's frequency came out of the scaling (the class codes of the frequency table)
EXTRAPOLATED, INTERPOLATED, BLENDED = 0, 1, 2
CLASS_NAMES = (N_("extrapolated (unchanged)"), N_("interpolated (θ/s)"), N_("blended"))
CLASS_TOLERANCE = 1e-9  # relative: θ' equal to θ (or θ/s) up to this counts as equal
CHUNK_VALUES = 1 << 21  # angles per chunk of cos/sin evaluations (16 MB of float64)
ENVELOPE_VALUES = 1 << 20  # distances × bins per chunk of the score envelope


# -- frequencies ---------------------------------------------------------------------------

def n_pairs(params: Params) -> int:
    return params.head_dim // 2


def base_inv_freq(params: Params) -> np.ndarray:
    """θ_i = base^(−2i/head_dim) without scaling, float64, one per pair."""
    return _inv_freq_of_base(float(params.rope_base), params.head_dim)


def _inv_freq_of_base(base: float, head_dim: int) -> np.ndarray:
    return np.array([math.pow(base, -(2 * i) / head_dim) for i in range(head_dim // 2)])


def _ntk_exponent(head_dim: int) -> float:
    # d/(d−2); head_dim 2 has one pair with θ_0 = base^0 = 1 whatever the base: leave it
    return 0.0 if head_dim == 2 else head_dim / (head_dim - 2)


def dynamic_length(params: Params, length: int | None = None) -> int:
    """L = max(length, original_context), the length dynamic NTK rescales for; ``length`` is
    the largest position encoded + 1, by default that of the positions offset … offset+seq_len−1."""
    return max(params.offset + params.seq_len if length is None else int(length),
               params.original_context)


def dynamic_note(params: Params) -> Msg | None:
    """Which length dynamic NTK used, for the views and exports that draw it (else None)."""
    if params.scaling != "dynamic-ntk":
        return None
    return msg("dynamic NTK at L = {length:,}: the last position + 1 ({last:,}), at least the "
               "original context {orig:,}", length=dynamic_length(params),
               last=params.last_position + 1, orig=params.original_context)


def longrope_length(params: Params, length: int | None = None) -> int:
    """The length LongRoPE picks its factors by: the last position + 1 (``length`` if given)."""
    return params.offset + params.seq_len if length is None else int(length)


def longrope_uses_long(params: Params, length: int | None = None) -> bool:
    return longrope_length(params, length) > params.original_context


def longrope_note(params: Params) -> Msg | None:
    """Which of LongRoPE's factor lists is drawn, for the views and exports (else None)."""
    if params.scaling != "longrope":
        return None
    if longrope_uses_long(params):
        return msg("LongRoPE's long factors: the last position + 1 ({length:,}) is past the "
                   "original context {orig:,}", length=longrope_length(params),
                   orig=params.original_context)
    return msg("LongRoPE's short factors: the last position + 1 ({length:,}) is within the "
               "original context {orig:,}", length=longrope_length(params),
               orig=params.original_context)


def effective_base(params: Params, length: int | None = None) -> float:
    """The base θ_i is computed from: changed by ``ntk`` and ``dynamic-ntk``, else the base."""
    base, s, d = float(params.rope_base), float(params.factor), params.head_dim
    if params.scaling == "ntk":
        return base * s ** _ntk_exponent(d)
    if params.scaling == "dynamic-ntk":
        length = dynamic_length(params, length)
        return base * ((s * length / params.original_context) - (s - 1.0)) ** _ntk_exponent(d)
    return base


def yarn_correction_range(params: Params) -> tuple[float, float]:
    """YaRN's (low, high) pair indices of the ramp: find_correction_dim for β_fast and β_slow,
    floor and ceil unless ``yarn_truncate`` is off, clamped to [0, head_dim − 1] (HF
    ``find_correction_range``)."""
    d, base, orig = params.head_dim, float(params.rope_base), params.original_context

    def correction_dim(num_rotations: float) -> float:
        return (d * math.log(orig / (num_rotations * TWO_PI))) / (2 * math.log(base))

    low, high = correction_dim(params.beta_fast), correction_dim(params.beta_slow)
    if params.yarn_truncate:
        low, high = math.floor(low), math.ceil(high)
    return float(max(low, 0)), float(min(high, d - 1))


def yarn_extrapolation_factor(params: Params) -> np.ndarray:
    """Per pair: 1 where YaRN keeps θ (extrapolation), 0 where it divides by s, a ramp between."""
    low, high = yarn_correction_range(params)
    if low == high:
        high += 0.001
    ramp = np.clip((np.arange(n_pairs(params)) - low) / (high - low), 0.0, 1.0)
    return 1.0 - ramp


def llama3_wavelengths(params: Params) -> tuple[float, float]:
    """(high_freq_wavelen, low_freq_wavelen) = original/high_freq_factor, original/low_freq_factor."""
    orig = float(params.original_context)
    return orig / params.high_freq_factor, orig / params.low_freq_factor


def inv_freq(params: Params, length: int | None = None) -> np.ndarray:
    """θ_i after the chosen scaling, i < head_dim/2, float64.

    ``length`` (see :func:`dynamic_length`) only matters for ``dynamic-ntk`` and ``longrope``.
    """
    scaling, s = params.scaling, float(params.factor)
    theta = base_inv_freq(params)
    if scaling == "none":
        return theta
    if scaling == "linear":
        return theta / s
    if scaling in ("ntk", "dynamic-ntk"):
        return _inv_freq_of_base(effective_base(params, length), params.head_dim)
    if scaling == "yarn":
        extrapolation = yarn_extrapolation_factor(params)
        return (theta / s) * (1.0 - extrapolation) + theta * extrapolation
    if scaling == "llama3":
        high_wl, low_wl = llama3_wavelengths(params)
        low_f, high_f = params.low_freq_factor, params.high_freq_factor
        wavelen = TWO_PI / theta
        if low_f == high_f:  # no band between: each pair kept or divided (Llama 4)
            return np.where(wavelen > low_wl, theta / s, theta)
        smooth = (params.original_context / wavelen - low_f) / (high_f - low_f)
        blended = (1.0 - smooth) * theta / s + smooth * theta
        return np.where(wavelen < high_wl, theta, np.where(wavelen > low_wl, theta / s, blended))
    if scaling == "longrope":
        factors = models.longrope_factors(params, longrope_length(params, length))
        return theta / factors
    raise ValueError(f"unknown scaling {scaling!r}")  # internal: Params validates it


def attention_scaling(params: Params) -> float:
    """YaRN's and LongRoPE's factor on cos and sin (so logits scale by its square):
    ``attention_factor``, or when that is 0 the default: YaRN 0.1·ln(s) + 1, LongRoPE
    √(1 + ln s / ln original) (1 for s ≤ 1). 1.0 for every other scaling."""
    if params.scaling not in ("yarn", "longrope"):
        return 1.0
    if params.attention_factor > 0:
        return float(params.attention_factor)
    s = float(params.factor)
    if s <= 1:
        return 1.0
    if params.scaling == "longrope":
        return math.sqrt(1.0 + math.log(s) / math.log(params.original_context))
    return 0.1 * math.log(s) + 1.0


def score_scale(params: Params) -> float:
    """The factor on every score q·k: :func:`attention_scaling`² (on cos and sin of both) times
    ``logit_scale`` (what the model's attention multiplies outside its rotary module)."""
    return attention_scaling(params) ** 2 * float(params.logit_scale)


def frequency_classes(params: Params) -> np.ndarray:
    """Per pair: EXTRAPOLATED (θ' = θ), INTERPOLATED (θ' = θ/s) or BLENDED (anything else),
    each up to a relative CLASS_TOLERANCE. θ' = θ wins when s = 1."""
    theta, scaled = base_inv_freq(params), inv_freq(params)
    same = np.abs(scaled - theta) <= CLASS_TOLERANCE * theta
    divided = np.abs(scaled * params.factor - theta) <= CLASS_TOLERANCE * theta
    return np.where(same, EXTRAPOLATED, np.where(divided, INTERPOLATED, BLENDED)).astype(np.int64)


def frequency_table(params: Params) -> tuple[list[str], np.ndarray]:
    """The rope-frequencies view's data: one row per pair."""
    theta, scaled = base_inv_freq(params), inv_freq(params)
    values = np.column_stack([np.arange(theta.size), theta, scaled, TWO_PI / theta, TWO_PI / scaled,
                              frequency_classes(params)])  # float64, as θ
    return ["pair", "theta", "theta_scaled", "wavelength", "wavelength_scaled", "class"], values


# -- the rotation ----------------------------------------------------------------------------

def pair_dims(params: Params) -> tuple[np.ndarray, np.ndarray]:
    """For each pair i, the two head dimensions it rotates (first, second):
    rotate_half: i and i + head_dim/2; interleaved: 2i and 2i + 1."""
    h = n_pairs(params)
    i = np.arange(h)
    if params.pairing == "rotate_half":
        return i, i + h
    return 2 * i, 2 * i + 1


def dim_roles(params: Params, dims) -> tuple[np.ndarray, np.ndarray]:
    """For head dimensions: their pair and whether they are the pair's second member."""
    dims = np.asarray(dims)
    if dims.size and (dims.min() < 0 or dims.max() >= params.head_dim):
        raise ValueError("head dimension out of range")  # internal
    h = n_pairs(params)
    if params.pairing == "rotate_half":
        return np.where(dims >= h, dims - h, dims), dims >= h
    return dims // 2, (dims % 2).astype(bool)


def apply_rope(x: np.ndarray, positions, params: Params) -> np.ndarray:
    """x rotated at its positions: row r of x (shape (n, head_dim)) by the angles
    positions[r]·θ_i (θ after scaling), on the pairs of ``params.pairing``. float64.

    A pure rotation (lengths kept). Hugging Face also multiplies cos and sin by
    :func:`attention_scaling` (YaRN), which :func:`scores` applies as its square.
    """
    positions = np.ravel(positions)  # angles in float64: the products with θ (float64)
    x = np.broadcast_to(np.asarray(x, dtype=np.float64), (positions.size, params.head_dim))
    angle = np.multiply.outer(positions, inv_freq(params))
    cos, sin = np.cos(angle), np.sin(angle)
    first, second = pair_dims(params)
    x1, x2 = x[:, first], x[:, second]
    out = np.empty_like(x)
    out[:, first] = x1 * cos - x2 * sin
    out[:, second] = x2 * cos + x1 * sin
    return out


def heatmap_tile(params: Params, positions: AxisBins, dims: AxisBins) -> np.ndarray:
    """(positions.count, dims.count) float32: for head dim j of pair i, cos(m·θ_i) if j is the
    pair's first member, sin(m·θ_i) if the second (θ after scaling; YaRN's attention scaling
    is not applied). Each row is the exact mean over the positions m of its bin (Dirichlet
    factor); each column the plain mean over the dims of its bin."""
    theta = inv_freq(params)
    all_dims = np.arange(dims.start, dims.stop)
    pair, second = dim_roles(params, all_dims)
    used = np.unique(pair)
    local = np.searchsorted(used, pair)
    w = theta[used]
    centres = positions.centres()
    sizes = positions.sizes()
    out = np.empty((positions.count, dims.count), dtype=np.float32)
    bounds = np.arange(0, all_dims.size, dims.size)
    for a in range(0, centres.size, 4096):
        c = centres[a:a + 4096]
        angle = np.multiply.outer(c, w)
        factor = dirichlet_mean_factor(w[None, :], sizes[a:a + 4096, None])
        cos = np.cos(angle) * factor
        sin = np.sin(angle) * factor
        values = np.where(second[None, :], sin[:, local], cos[:, local])
        if dims.averaged:
            values = np.add.reduceat(values, bounds, axis=1) / dims.sizes()[None, :]
        out[a:a + c.size] = values
    return out


# -- scores q·k after rotation -------------------------------------------------------------

def seeded_qk(params: Params) -> tuple[np.ndarray, np.ndarray]:
    """A fixed query and key: head_dim values each, N(0, 1), from ``params.seed``
    (NumPy's default_rng: q first, then k)."""
    rng = np.random.default_rng(params.seed)
    q = rng.standard_normal(params.head_dim)
    k = rng.standard_normal(params.head_dim)
    return q, k


def pair_coefficients(q: np.ndarray, k: np.ndarray, params: Params) -> tuple[np.ndarray, np.ndarray]:
    """(a, b) per pair with R(mθ)q·R(nθ)k = Σ a·cos((m−n)θ) + b·sin((m−n)θ):
    a = q1k1 + q2k2, b = q1k2 − q2k1 ((q1, q2) the pair's first and second dims)."""
    first, second = pair_dims(params)
    q1, q2, k1, k2 = q[first], q[second], k[first], k[second]
    return q1 * k1 + q2 * k2, q1 * k2 - q2 * k1


def _lag_sum(lags, theta, a, b) -> np.ndarray:
    """Σ_i a_i cos(δθ_i) + b_i sin(δθ_i) for every δ in ``lags``; chunked (a weight per pair
    goes into a and b)."""
    lags = np.ravel(lags)
    out = np.empty(lags.size)
    step = max(1, CHUNK_VALUES // max(1, theta.size))
    for s in range(0, lags.size, step):
        angle = np.multiply.outer(lags[s:s + step], theta)
        out[s:s + step] = np.cos(angle) @ a + np.sin(angle) @ b
    return out


def _uniform_lag_sum(first: float, count: int, theta, a, b) -> np.ndarray:
    """Σ_i a_i cos(δθ_i) + b_i sin(δθ_i) for δ = first + r, r < count, by angle addition.

    a cos x + b sin x = ρ cos(x − φ) with ρ = hypot(a, b), φ = atan2(b, a); writing
    r = j·B + c, cos(α_j + β_c) = cos α_j cos β_c − sin α_j sin β_c, so about 2·√count rows of
    sines and cosines and two matrix products give every value (each carries the rounding of
    two angles, a few ulps of δθ). Chunked over j to bound memory."""
    rho, phi = np.hypot(a, b), np.arctan2(b, a)
    block = max(1, math.isqrt(count))
    n_blocks = -(-count // block)
    beta = np.multiply.outer(np.arange(block), theta)
    cb, sb = np.cos(beta).T, np.sin(beta).T
    out = np.empty(n_blocks * block)
    rows = max(1, CHUNK_VALUES // max(1, block))
    for j0 in range(0, n_blocks, rows):
        j = np.arange(j0, min(n_blocks, j0 + rows))
        alpha = np.multiply.outer(first + j * block, theta) - phi
        grid = (np.cos(alpha) * rho) @ cb - (np.sin(alpha) * rho) @ sb
        out[j0 * block:(j0 + j.size) * block] = grid.reshape(-1)
    return out[:count]


def score_range(start: int, stop: int, params: Params, qk=None) -> np.ndarray:
    """score_of_distance for every integer distance in [start, stop), fast (angle addition)."""
    q, k = seeded_qk(params) if qk is None else qk
    a, b = pair_coefficients(q, k, params)
    values = _uniform_lag_sum(float(start), stop - start, inv_freq(params), a, b)
    return values * score_scale(params)


def expected_range(start: int, stop: int, params: Params) -> np.ndarray:
    """expected_score for every integer distance in [start, stop), fast (angle addition)."""
    theta = inv_freq(params)
    return _uniform_lag_sum(float(start), stop - start, theta,
                            np.full(theta.size, 1.0 / theta.size), np.zeros(theta.size))


def score_of_distance(distances, params: Params, qk=None) -> np.ndarray:
    """rope(q, m)·rope(k, n) for m − n = each distance, (q, k) = ``qk`` or by default the seeded
    ones, times :func:`score_scale` (YaRN's logit scale and the model's own). float64."""
    q, k = seeded_qk(params) if qk is None else qk
    distances = np.asarray(distances)
    a, b = pair_coefficients(q, k, params)
    values = _lag_sum(distances, inv_freq(params), a, b)
    return (values * score_scale(params)).reshape(distances.shape)


def expected_score(distances, params: Params) -> np.ndarray:
    """mean_i cos(θ_i·δ) for each distance δ (θ after scaling), 1 at δ = 0.

    This is q·R(δ)q / |q|² for a vector q with equal energy in every pair (q·R(δ)q =
    Σ_i |q_i|²·cos(θ_i·δ)): the score a key identical to the query gets at distance δ,
    normalised. It is also E[q·R(δ)q]/E|q|² for isotropic random q. YaRN's attention
    scaling is not included (the value is normalised)."""
    distances = np.asarray(distances)
    theta = inv_freq(params)
    ones = np.full(theta.size, 1.0 / theta.size)
    return _lag_sum(distances, theta, ones, np.zeros(theta.size)).reshape(distances.shape)


def scores(params: Params, m: AxisBins, n: AxisBins) -> np.ndarray:
    """S[m, n] = rope(q, m)·rope(k, n) for the seeded q, k (see :func:`seeded_qk`), times
    :func:`score_scale` (YaRN's logit scale, as Hugging Face applies it to cos and sin of both
    q and k; 1 for the other scalings). Rows: query positions m; columns: key positions n.
    Each cell is the exact mean over its block of positions, float64 (m.count, n.count).

    It depends on m − n only: with equal bin sizes every block's mean is a function of the
    bins' centre difference, so only rows + columns − 1 lags are evaluated."""
    q, k = seeded_qk(params)
    a, b = pair_coefficients(q, k, params)
    theta = inv_freq(params)
    if m.size == n.size:
        def block(r0, nr, rn, c0, nc, cn):  # nr × nc bins: a function of r − c, nr + nc − 1 lags
            weights = dirichlet_mean_factor(theta, rn) * dirichlet_mean_factor(theta, cn)
            lags = (r0 - c0) + (np.arange(nr + nc - 1) - (nc - 1)) * float(m.size)
            diag = _lag_sum(lags, theta, a * weights, b * weights)
            # cell (r, c) has lag index r − c + nc − 1: row r is diag[r : r + nc] reversed
            return np.lib.stride_tricks.sliding_window_view(diag, nc)[:, ::-1]

        out = np.block([[block(*rows, *cols) for cols in n.groups()] for rows in m.groups()])
    else:  # Σ D_m D_n [a cos((c_m − c_n)θ) + b sin(…)] as two matrix products
        rc, cc = m.centres(), n.centres()
        dm = dirichlet_mean_factor(theta[None, :], m.sizes()[:, None])
        dn = dirichlet_mean_factor(theta[None, :], n.sizes()[:, None])
        ar, ac = np.multiply.outer(rc, theta), np.multiply.outer(cc, theta)
        cm, sm, cn_, sn = np.cos(ar) * dm, np.sin(ar) * dm, np.cos(ac) * dn, np.sin(ac) * dn
        out = (cm * a + sm * b) @ cn_.T + (sm * a - cm * b) @ sn.T
    return out * score_scale(params)


@dataclass(frozen=True)
class ShiftCheck:
    residual: float  # max |S[m,n] − S[m+1,n+1]| over the cells checked
    rows: int
    cols: int
    all_cells: bool  # every shown cell (else at bin starts / spread positions)


SHIFT_BUDGET = 60_000_000  # multiply-adds of the check's two score matrices (rows·cols·head_dim)


def _spread(values: np.ndarray, limit: int) -> tuple[np.ndarray, bool]:
    if values.size <= limit:
        return values, False
    idx = np.unique(np.round(np.linspace(0, values.size - 1, max(2, limit))).astype(np.int64))
    return values[idx], True


def shift_check(params: Params, m: AxisBins, n: AxisBins, budget: int = SHIFT_BUDGET) -> ShiftCheck | None:
    """max |S[m,n] − S[m+1,n+1]| with S from the rotated vectors themselves (apply_rope, float64
    dot products), never from the closed form (a function of m − n by construction). On every
    shown cell (m, n) with (m+1, n+1) shown; when binned, at each bin's first position; at
    most ``budget`` multiply-adds (rows·cols·head_dim), else at positions spread over the shown range.
    None when fewer than 2 rows or columns are shown."""
    rp = np.arange(m.start, m.stop - 1, m.size)
    cp = np.arange(n.start, n.stop - 1, n.size)
    if rp.size == 0 or cp.size == 0:
        return None
    per_side = max(2, math.isqrt(budget // params.head_dim))
    rp, cut_r = _spread(rp, per_side)
    cp, cut_c = _spread(cp, per_side)
    q, k = seeded_qk(params)
    s0 = apply_rope(q, rp, params) @ apply_rope(k, cp, params).T
    s1 = apply_rope(q, rp + 1, params) @ apply_rope(k, cp + 1, params).T
    residual = float(np.max(np.abs(s0 - s1))) * score_scale(params)
    return ShiftCheck(residual, rp.size, cp.size, not (cut_r or cut_c or m.averaged or n.averaged))


# -- the score against distance ----------------------------------------------------------

ENVELOPE_BUDGET = 200_000_000  # distances × pairs for the exact min/max band (~4 flops each)


@dataclass(frozen=True)
class ScoreCurve:
    distances: AxisBins
    score: np.ndarray  # exact mean of the seeded score over each bin of distances
    expected: np.ndarray  # exact mean of expected_score over each bin
    low: np.ndarray | None  # exact min / max of the seeded score over each bin (None: not computed)
    high: np.ndarray | None


def score_curve(params: Params, distances: AxisBins,
                envelope_budget: int = ENVELOPE_BUDGET) -> ScoreCurve:
    """The seeded score and expected_score over bins of consecutive distances m − n: exact
    bin means (Dirichlet factors); when binned and affordable, the exact min/max per bin."""
    q, k = seeded_qk(params)
    a, b = pair_coefficients(q, k, params)
    theta = inv_freq(params)
    centres = distances.centres()
    sizes = distances.sizes()
    score, expected = np.empty(centres.size), np.empty(centres.size)
    step = max(1, CHUNK_VALUES // max(1, theta.size))
    for s in range(0, centres.size, step):  # one cos/sin table for both curves
        c, n = centres[s:s + step], sizes[s:s + step]
        unique = np.unique(n)  # all bins but a shorter last one share their Dirichlet factors
        factors = np.stack([dirichlet_mean_factor(theta, float(u)) for u in unique])[np.searchsorted(unique, n)]
        angle = np.multiply.outer(c, theta)
        cos, sin = np.cos(angle) * factors, np.sin(angle) * factors
        score[s:s + step] = cos @ a + sin @ b
        expected[s:s + step] = cos.mean(axis=1)
    score *= score_scale(params)
    low = high = None
    if distances.averaged and (distances.stop - distances.start) * theta.size <= envelope_budget:
        per_chunk = max(1, ENVELOPE_VALUES // distances.size) * distances.size
        lows, highs = [], []
        for s in range(distances.start, distances.stop, per_chunk):
            e = min(distances.stop, s + per_chunk)
            exact = score_range(s, e, params, (q, k))
            idx = np.arange(0, e - s, distances.size)
            lows.append(np.minimum.reduceat(exact, idx))
            highs.append(np.maximum.reduceat(exact, idx))
        low, high = np.concatenate(lows), np.concatenate(highs)
    return ScoreCurve(distances, score, expected, low, high)


def score_bound(params: Params) -> float:
    """Σ_i |q_i||k_i| (pair norms) × :func:`score_scale`: no distance can score more in size."""
    q, k = seeded_qk(params)
    first, second = pair_dims(params)
    bound = float(np.sum(np.hypot(q[first], q[second]) * np.hypot(k[first], k[second])))
    return bound * score_scale(params)


def score_rms(params: Params) -> float:
    """√(Σ_i |q_i|²|k_i|²/2) × :func:`score_scale`: the root mean square of S over all distances
    (each pair contributes |q_i||k_i|·cos(δθ_i + φ_i), whose mean square is |q_i|²|k_i|²/2, and
    the pairs' frequencies are incommensurate)."""
    q, k = seeded_qk(params)
    first, second = pair_dims(params)
    r = np.hypot(q[first], q[second]) * np.hypot(k[first], k[second])
    return math.sqrt(float(np.sum(r * r)) / 2.0) * score_scale(params)


def score_curve_chunks(params: Params) -> tuple[list[str], int, int, Callable[[int, int], np.ndarray]]:
    """The rope-scores view's data, streamed: distance, score (seeded q, k), expected_score
    for distances 0 … seq_len − 1 (query m = key n + distance)."""
    def rows(start: int, stop: int) -> np.ndarray:
        return np.column_stack([np.arange(start, stop), score_range(start, stop, params),
                                expected_range(start, stop, params)])  # float64, as the scores

    return ["distance", "score", "expected_score"], params.seq_len, 3, rows
