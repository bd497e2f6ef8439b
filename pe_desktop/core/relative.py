"""Five relative schemes, each drawn over (query i, key j) as ALiBi is:

- t5 (Raffel et al. 2020): the bucket of j − i, Hugging Face's
  ``T5Attention._relative_position_bucket`` to the last float32 rounding, or the learned
  bias of a head for that bucket;
- shaw (Shaw, Uszkoreit & Vaswani 2018): the index clip(j − i, −k, k) into the 2k + 1
  relative vectors (tensor2tensor's ``_generate_relative_positions_matrix``);
- transformer-xl (Dai et al. 2019): the four terms of the relative score
  (a) q·k + (b) q·W_R R(i−j) + (c) u·k + (d) v·W_R R(i−j), for seeded q, k, u, v, W_R;
- xpos (Sun et al. 2022): RoPE whose pair i is scaled by ζᵢ^((m − n)/γ), drawn as the score
  envelope mean_i ζᵢ^((i−j)/γ)·cos(θᵢ(i − j));
- nope (Haviv et al. 2022; Kazemnejad et al. 2023): no encoding; the causal mask alone, drawn
  as uniform attention 1/(i + 1) over the keys 0 … i.

Every tile is exact bin means (pairwise.py). Pure NumPy and stdlib: no Qt.
"""
from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from . import models, pairwise, rope
from .errors import ExportError
from .params import Params
from .text import Msg, msg
from .viewport import AxisBins

SCHEMES = ("t5", "shaw", "transformer-xl", "xpos", "nope")
TXL_TERMS = ("content", "content-position", "content-bias", "position-bias")
MATRIX_EXPORT_LIMIT = 4096


def is_causal(params: Params, scheme: str) -> bool:
    """Whether keys after the query (j > i) are masked in ``scheme``'s map: all but Shaw's
    (an encoder's) and T5's bidirectional buckets."""
    if scheme == "t5":
        return not params.t5_bidirectional
    return scheme in ("transformer-xl", "xpos", "nope")


def _distance_bins(distances) -> tuple[np.ndarray, np.ndarray]:
    if isinstance(distances, AxisBins):
        return distances.starts(), distances.sizes()
    d = np.asarray(distances, dtype=np.int64).ravel()
    return d, np.ones_like(d)


# -- T5 ------------------------------------------------------------------------------------

def t5_bucket(relative_position, bidirectional: bool, num_buckets: int, max_distance: int) -> np.ndarray:
    """Hugging Face's ``T5Attention._relative_position_bucket`` (relative_position = key −
    query), with its float32 log: int64 buckets of the shape given."""
    rp = np.asarray(relative_position, dtype=np.int64)
    ret = np.zeros(rp.shape, dtype=np.int64)
    n = int(num_buckets)
    if bidirectional:
        n //= 2
        ret += (rp > 0).astype(np.int64) * n
        rp = np.abs(rp)
    else:
        rp = -np.minimum(rp, 0)
    max_exact = n // 2
    is_small = rp < max_exact
    ratio = rp.astype(np.float32) / np.float32(max_exact)
    with np.errstate(divide="ignore"):  # log 0 at rp = 0, a small bucket
        log = np.log(ratio.astype(np.float64)).astype(np.float32)  # float32 log, rounded once
        scaled = log / np.float32(math.log(max_distance / max_exact)) * np.float32(n - max_exact)
        large = max_exact + np.trunc(np.where(is_small, 0, scaled)).astype(np.int64)
    large = np.minimum(large, n - 1)
    return ret + np.where(is_small, rp, large)


@lru_cache(maxsize=16)
def _bucket_steps(num_buckets: int, max_distance: int, bidirectional: bool) -> pairwise.Steps:
    """The bucket as a step function of d = i − j (from max_distance on, every bucket stays)."""
    far = int(max_distance) + 1
    d = np.arange(-far, far + 1)
    return pairwise.Steps.from_samples(-far, t5_bucket(-d, bidirectional, num_buckets, max_distance))


def t5_steps(params: Params) -> pairwise.Steps:
    """The bucket of each d = i − j as a step function (key j − i = −d)."""
    return _bucket_steps(params.t5_buckets, params.t5_max_distance, params.t5_bidirectional)


def _t5_model(params: Params) -> models.Model | None:
    """The open T5 model when it has a table of the direction and shape ``params`` ask for."""
    if not params.model:
        return None
    model = models.load(params.model)
    if model.scheme != "t5":
        return None
    info = model.table if params.t5_bidirectional else model.decoder_table
    if info is None or tuple(info.shape) != (params.t5_buckets, params.n_heads):
        return None
    return model


def t5_is_trained(params: Params) -> bool:
    """Whether the bias comes from an open T5 model (else a seeded untrained init)."""
    return _t5_model(params) is not None


def t5_unused_model_note(params: Params) -> Msg | None:
    """Why an open T5 model's biases are not drawn (another direction or shape), or None."""
    if not params.model or t5_is_trained(params):
        return None
    model = models.load(params.model)
    if model.scheme != "t5":
        return None
    info = model.table if params.t5_bidirectional else model.decoder_table
    if info is None:
        return msg("{name} has no {stack} bias table: an untrained init is drawn", name=model.name,
                   stack=msg("encoder") if params.t5_bidirectional else msg("decoder"))
    return msg("{name}'s bias table is {rows} buckets × {cols} heads, not {buckets} × {heads}: an "
               "untrained init is drawn", name=model.name, rows=info.shape[0], cols=info.shape[1],
               buckets=params.t5_buckets, heads=params.n_heads)


def t5_bias_table(params: Params, table=None) -> np.ndarray:
    """The [buckets, heads] bias table, float64: ``table`` if given, an open T5 model's
    relative_attention_bias of the direction drawn, else Hugging Face's ``_init_weights`` for
    it, normal(0, d_model^−0.5), drawn by ``np.random.default_rng(seed).normal`` (untrained)."""
    model = _t5_model(params) if table is None else None
    if model is not None:
        table = models.relative_bias(model, params.t5_bidirectional)
    if table is None:
        rng = np.random.default_rng(params.seed)
        table = rng.normal(0.0, params.d_model ** -0.5, size=(params.t5_buckets, params.n_heads))
    return np.asarray(table, dtype=np.float64)


def t5_bias_steps(params: Params, table=None, head: int | None = None) -> pairwise.Steps:
    """Head ``head``'s (default ``params.head``) bias for each d = i − j, a step function."""
    h = params.head if head is None else int(head)
    steps = t5_steps(params)
    bias = t5_bias_table(params, table)[:, h]
    return pairwise.Steps(steps.breaks, bias[steps.values])


def t5_tile(params: Params, queries: AxisBins, keys: AxisBins, table=None) -> np.ndarray:
    """Block means of the bucket (``t5_values`` "bucket") or the head's bias ("bias") of
    j − i, float64; causal (not bidirectional): NaN for keys after the query, blocks on the
    diagonal averaged over their cells j ≤ i."""
    steps = t5_bias_steps(params, table) if params.t5_values == "bias" else t5_steps(params)
    return pairwise.step_means(steps, pairwise.Blocks.of(queries, keys), not params.t5_bidirectional)


def t5_decay(params: Params, distances, table=None) -> np.ndarray:
    """The head's bias for a key δ ≥ 0 behind the query (relative position −δ), exact bin
    means over AxisBins of δ."""
    starts, sizes = _distance_bins(distances)
    return pairwise.step_range_means(t5_bias_steps(params, table), starts, sizes)


def t5_value_at(params: Params, i: int, j: int, table=None) -> tuple[int, float] | None:
    """(bucket, bias of the head) of query i and key j, None where masked."""
    if j > i and not params.t5_bidirectional:
        return None
    bucket = int(t5_bucket(j - i, params.t5_bidirectional, params.t5_buckets, params.t5_max_distance))
    return bucket, float(t5_bias_table(params, table)[bucket, params.head])


def t5_range(params: Params, table=None) -> tuple[float, float]:
    """Colour levels: buckets 0 … num_buckets − 1, or ± the table's largest |bias| of the head."""
    if params.t5_values == "bias":
        lim = float(np.max(np.abs(t5_bias_table(params, table)[:, params.head]), initial=0.0)) or 1.0
        return -lim, lim
    return 0.0, float(params.t5_buckets - 1)


# -- Shaw ----------------------------------------------------------------------------------

def shaw_index(i, j, k: int) -> np.ndarray:
    """clip(j − i, −k, k): which of the 2k + 1 relative vectors query i uses for key j (the
    table row is this + k)."""
    return np.clip(np.subtract(j, i), -k, k)


def shaw_tile(params: Params, queries: AxisBins, keys: AxisBins) -> np.ndarray:
    """Block means of clip(j − i, −k, k), float64, exact: linear inside one piece (its value
    at the block's mean d), integer sums of ramps where a block crosses ±k. No mask."""
    k = int(params.shaw_k)
    blocks = pairwise.Blocks.of(queries, keys)
    dmin, dmax = np.broadcast_arrays(blocks.dmin, blocks.dmax)
    mean_d = queries.centres()[:, None] - keys.centres()[None, :]
    out = np.clip(-mean_d, -k, k) + 0.0
    across = ((dmin < -k) & (dmax > -k)) | ((dmin < k) & (dmax > k))
    a, nr, b, nc = np.broadcast_arrays(blocks.a, blocks.nr, blocks.b, blocks.nc)
    for r, c in zip(*np.nonzero(across)):
        cell = int(a[r, c]), int(nr[r, c]), int(b[r, c]), int(nc[r, c])
        # clip(−d, −k, k) = k − relu(d + k) + relu(d − k)
        total = k * cell[1] * cell[3] - pairwise._ramp_block(*cell, -k) + pairwise._ramp_block(*cell, k)
        out[r, c] = total / (cell[1] * cell[3])
    return out


def shaw_mark(params: Params) -> tuple[int, Msg]:
    """Where a distance view marks Shaw's clip, δ = k, and the mark's label."""
    return params.shaw_k, msg("Shaw: beyond k = {k} every distance shares one vector", k=params.shaw_k)


# -- Transformer-XL ------------------------------------------------------------------------

def txl_inv_freq(params: Params) -> np.ndarray:
    """Transformer-XL's PositionalEmbedding: 1/(base^(arange(0, d_model, 2)/d_model))."""
    d = params.d_model
    return 1.0 / (float(params.base) ** (np.arange(0, d, 2) / d))


def txl_position_embedding(params: Params, distances) -> np.ndarray:
    """R(δ) = [sin(δ·inv_freq), cos(δ·inv_freq)] for each δ, (len, 2·ceil(d_model/2))."""
    angle = np.multiply.outer(np.asarray(distances, dtype=float).ravel(), txl_inv_freq(params))
    return np.concatenate([np.sin(angle), np.cos(angle)], axis=1)


def txl_draws(params: Params) -> dict[str, np.ndarray]:
    """The seeded q, k, u, v (head_dim each) and W_R (head_dim × R's width), in this order
    from ``np.random.default_rng(seed)``: q, k, u, v = standard_normal((4, head_dim)) / √head_dim,
    then W_R = standard_normal((head_dim, width)) / √width. One q for every query and one k
    for every key, so (a) q·k and (c) u·k are the same in every cell. Read-only arrays."""
    return _txl_draws(params.seed, params.head_dim, 2 * len(txl_inv_freq(params)))


@lru_cache(maxsize=4)  # W_R has head_dim × d_model values: drawn once, not per tile
def _txl_draws(seed: int, hd: int, width: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    q, k, u, v = rng.standard_normal((4, hd)) / math.sqrt(hd)
    w_r = rng.standard_normal((hd, width)) / math.sqrt(width)
    draws = {"q": q, "k": k, "u": u, "v": v, "W_R": w_r}
    for array in draws.values():
        array.setflags(write=False)
    return draws


def txl_terms(params: Params, distances) -> dict[str, np.ndarray]:
    """The four terms at query − key distances δ (direct evaluation), by ``txl_term`` name:
    content q·k, content-position q·W_R R(δ), content-bias u·k, position-bias v·W_R R(δ);
    R(δ) formed :data:`_TXL_CHUNK_VALUES` values at a time, so memory stays bounded."""
    w = txl_draws(params)
    d = np.asarray(distances, dtype=float).ravel()
    to_q, to_v = w["W_R"].T @ w["q"], w["W_R"].T @ w["v"]  # q·W_R R = R·(W_Rᵀ q)
    position, bias = np.empty(d.size), np.empty(d.size)
    step = max(1, _TXL_CHUNK_VALUES // to_q.size)
    for a in range(0, d.size, step):
        r = txl_position_embedding(params, d[a:a + step])
        position[a:a + step], bias[a:a + step] = r @ to_q, r @ to_v
    ones = np.ones(d.size)
    return {"content": float(w["q"] @ w["k"]) * ones, "content-position": position,
            "content-bias": float(w["u"] @ w["k"]) * ones, "position-bias": bias}


def _txl_kernel(params: Params, vector: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(log r, coefficients) with vector·W_R R(δ) = Re Σ_p c_p·r_p^δ."""
    w = txl_draws(params)
    inv = txl_inv_freq(params)
    weights = w["W_R"].T @ vector  # the first half multiplies sin, the second cos
    ws, wc = weights[:inv.size], weights[inv.size:]
    return 1j * inv, wc - 1j * ws


def _txl_position_vector(params: Params, term: str) -> np.ndarray | None:
    w = txl_draws(params)
    return {"content-position": w["q"], "position-bias": w["v"], "total": w["q"] + w["v"]}.get(term)


def _txl_constant(params: Params, term: str) -> float:
    w = txl_draws(params)
    qk, uk = float(w["q"] @ w["k"]), float(w["u"] @ w["k"])
    return {"content": qk, "content-bias": uk, "total": qk + uk}.get(term, 0.0)


def txl_tile(params: Params, queries: AxisBins, keys: AxisBins, term: str | None = None) -> np.ndarray:
    """Block means of the term ``term`` (default ``params.txl_term``; "total": the sum of
    the four) over the cells j ≤ i, float64; NaN where every cell is masked."""
    term = term or params.txl_term
    blocks = pairwise.Blocks.of(queries, keys)
    vector = _txl_position_vector(params, term)
    if vector is None:
        out = np.zeros(blocks.shape)
        out[queries.starts()[:, None] + queries.sizes()[:, None] - 1 < keys.starts()[None, :]] = np.nan
    else:
        log_r, coef = _txl_kernel(params, vector)
        chunks = _txl_pair_chunks(log_r.size, blocks.shape[0] + blocks.shape[1])
        out = pairwise.geometric_means(log_r[chunks[0]], coef[chunks[0]], blocks)
        for p in chunks[1:]:
            out += pairwise.geometric_means(log_r[p], coef[p], blocks)
    return out + _txl_constant(params, term)


def _txl_pair_chunks(pairs: int, rows: int) -> list[slice]:
    """The ``pairs`` (≥ 1) in slices of at most :data:`_TXL_CHUNK_VALUES` // ``rows`` (at
    least one): sums over pairs are linear, so a tile or curve is the sum of its chunks' and memory stays
    bounded whatever d_model."""
    step = max(1, _TXL_CHUNK_VALUES // max(1, rows))
    return [slice(a, a + step) for a in range(0, pairs, step)]


def txl_decay(params: Params, distances) -> np.ndarray:
    """(b) + (d) = (q + v)·W_R R(δ) for keys δ ≥ 0 behind the query, in score units (exact
    bin means over AxisBins of δ)."""
    starts, sizes = _distance_bins(distances)
    w = txl_draws(params)
    log_r, coef = _txl_kernel(params, w["q"] + w["v"])
    chunks = _txl_pair_chunks(log_r.size, len(starts))
    out = pairwise.geometric_range_means(log_r[chunks[0]], coef[chunks[0]], starts, sizes)
    for p in chunks[1:]:
        out = out + pairwise.geometric_range_means(log_r[p], coef[p], starts, sizes)
    return out


# Values a chunk of Transformer-XL's sums holds at once (distances × pairs or R's width).
_TXL_CHUNK_VALUES = 1 << 20
# The term shares sum (distances × pairs) products; past this budget they cover the first
# distances only (txl_share_distances says how many).
TXL_SHARE_BUDGET = 1 << 28


def txl_share_distances(params: Params) -> int:
    """How many distances δ = 0 … D − 1 the term shares cover: all seq_len within
    :data:`TXL_SHARE_BUDGET` products of distances × pairs, else the first D."""
    return min(params.seq_len, max(1, TXL_SHARE_BUDGET // txl_inv_freq(params).size))


def txl_term_shares(params: Params) -> dict[str, float]:
    """Each term's mean |value| over the cells shown with i − j < :func:`txl_share_distances`
    (j ≤ i: distance δ in seq_len − δ cells) over the sum of the four means, exact up to
    rounding (D × pairs multiply-adds)."""
    return _txl_term_shares(params.replace(offset=0, txl_term="total"))


@lru_cache(maxsize=8)  # the same at every zoom: not summed again for each tile
def _txl_term_shares(params: Params) -> dict[str, float]:
    n = params.seq_len
    distances = txl_share_distances(params)
    w = txl_draws(params)
    log_r, coef_b = _txl_kernel(params, w["q"])
    coef_d = _txl_kernel(params, w["v"])[1]
    step = min(distances, max(1, _TXL_CHUNK_VALUES // log_r.size))
    table = pairwise.cexp(np.outer(np.arange(step), log_r))  # (step, pairs)
    cells = distances * n - distances * (distances - 1) // 2  # Σ_{δ<D} (n − δ)
    sums = {"content": abs(float(w["q"] @ w["k"])) * cells,
            "content-bias": abs(float(w["u"] @ w["k"])) * cells,
            "content-position": 0.0, "position-bias": 0.0}
    for s in range(0, distances, step):
        m = min(step, distances - s)
        turn = pairwise.cexp(s * log_r)
        values = (table[:m] @ np.stack([coef_b * turn, coef_d * turn], axis=1)).real
        weight = (n - s - np.arange(m)).astype(float)
        sums["content-position"] += float(np.abs(values[:, 0]) @ weight)
        sums["position-bias"] += float(np.abs(values[:, 1]) @ weight)
    total = sum(sums.values())
    return {name: (sums[name] / total if total else 0.0) for name in TXL_TERMS}


def txl_value_at(params: Params, i: int, j: int) -> dict[str, float] | None:
    """The four terms and their total at query i, key j, None where masked."""
    if j > i:
        return None
    terms = {name: float(v[0]) for name, v in txl_terms(params, [i - j]).items()}
    terms["total"] = sum(terms.values())
    return terms


# Transformer-XL's colour levels span the values of the first this many distances, at most
# _TXL_RANGE_BUDGET // pairs of them (each costs a sine and cosine per pair)
TXL_RANGE_DISTANCES = 4096
_TXL_RANGE_BUDGET = 1 << 24


def txl_range_distances(params: Params) -> int:
    """How many distances δ = 0 … D − 1 the colour levels span (≥ 512: at most 32,768 pairs)."""
    return min(params.seq_len, TXL_RANGE_DISTANCES, _TXL_RANGE_BUDGET // txl_inv_freq(params).size)


def txl_range(params: Params) -> tuple[float, float]:
    """Colour levels: ± the largest |value| of the term at the distances 0 …
    :func:`txl_range_distances` − 1 (its sines are quasi-periodic: farther cells rarely pass it)."""
    terms = txl_terms(params, np.arange(txl_range_distances(params)))
    values = (sum(terms.values()) if params.txl_term == "total" else terms[params.txl_term])
    bound = float(np.max(np.abs(values))) or 1.0
    return -bound, bound


# -- xPos ----------------------------------------------------------------------------------

def xpos_zeta(params: Params) -> np.ndarray:
    """ζᵢ = (2i + 0.4·head_dim)/(1.4·head_dim), one per pair (torchscale, x-transformers)."""
    hd = params.head_dim
    return (np.arange(0, hd, 2) + 0.4 * hd) / (1.4 * hd)


def xpos_theta(params: Params) -> np.ndarray:
    """θᵢ = rope_base^(−2i/head_dim), unscaled."""
    return rope.base_inv_freq(params)


def _xpos_kernel(params: Params) -> tuple[np.ndarray, np.ndarray]:
    log_r = np.log(xpos_zeta(params)) / float(params.xpos_scale_base) + 1j * xpos_theta(params)
    return log_r, np.full(log_r.size, 1.0 / log_r.size)


def xpos_rotate(x, positions, params: Params, key: bool = False, centre: int = 0) -> np.ndarray:
    """x (rows: one head_dim vector per position) rotated by m·θᵢ on interleaved pairs
    (2i, 2i + 1) and scaled by ζᵢ^((m − centre)/γ), a key by ζᵢ^(−(m − centre)/γ); float64.
    The centre cancels in q·k."""
    positions = np.ravel(np.asarray(positions, dtype=float))
    x = np.broadcast_to(np.asarray(x, dtype=float), (positions.size, params.head_dim))
    angle = np.multiply.outer(positions, xpos_theta(params))
    power = (positions - centre) / float(params.xpos_scale_base) * (-1.0 if key else 1.0)
    scale = xpos_zeta(params)[None, :] ** power[:, None]
    x1, x2 = x[:, 0::2], x[:, 1::2]
    out = np.empty_like(x)
    out[:, 0::2] = (x1 * np.cos(angle) - x2 * np.sin(angle)) * scale
    out[:, 1::2] = (x2 * np.cos(angle) + x1 * np.sin(angle)) * scale
    return out


def xpos_envelope(params: Params, distances) -> np.ndarray:
    """f(δ) = mean_i ζᵢ^(δ/γ)·cos(θᵢ δ): the score q·k/|q|² of a key δ before a query equal
    to it with the same energy in every pair (rope.expected_score as γ → ∞). Direct for
    integer δ; exact bin means over AxisBins of δ."""
    if isinstance(distances, AxisBins):
        return pairwise.geometric_range_means(*_xpos_kernel(params), distances.starts(), distances.sizes())
    d = np.asarray(distances, dtype=float)
    zeta, theta = xpos_zeta(params), xpos_theta(params)
    power = np.multiply.outer(d, np.log(zeta) / float(params.xpos_scale_base))
    return (np.exp(power) * np.cos(np.multiply.outer(d, theta))).mean(axis=-1)


def xpos_tile(params: Params, queries: AxisBins, keys: AxisBins) -> np.ndarray:
    """Block means of f(i − j) (``xpos_envelope``) over the cells j ≤ i, float64; NaN where
    every cell is masked."""
    return pairwise.geometric_means(*_xpos_kernel(params), pairwise.Blocks.of(queries, keys))


# -- NoPE ----------------------------------------------------------------------------------

def nope_weight(i, j) -> np.ndarray:
    """Uniform causal attention: 1/(i + 1) for keys j ≤ i (positions from 0: query i has the
    i + 1 keys 0 … i, shown or not), NaN for j > i."""
    i, j = np.broadcast_arrays(np.asarray(i, dtype=float), np.asarray(j, dtype=float))
    with np.errstate(divide="ignore"):
        return np.where(j <= i, 1.0 / (i + 1.0), np.nan)


def nope_mean_variance(positions) -> np.ndarray:
    """The variance of the mean of i + 1 independent unit-variance values: 1/(i + 1)."""
    return 1.0 / (np.asarray(positions, dtype=float) + 1.0)


def nope_saturation(params: Params) -> int:
    """The first query whose weight the colours still tell apart: the weights of the queries
    before it (the first eighth of those shown, at least one) saturate the colour scale."""
    return params.offset + max(1, params.seq_len // 8)


def nope_range(params: Params) -> tuple[float, float]:
    """Colour levels 0 … 1/(s + 1), s = :func:`nope_saturation` (on 0 … 1 every row past the
    first few, 1/(i + 1) < 0.2, looked blank)."""
    return 0.0, 1.0 / (nope_saturation(params) + 1)


def nope_tile(params: Params, queries: AxisBins, keys: AxisBins) -> np.ndarray:
    """Block means of ``nope_weight`` over the cells j ≤ i, float64, exact (harmonic sums);
    NaN where every cell is masked."""
    a, nr = queries.starts()[:, None], queries.sizes()[:, None]
    b, nc = keys.starts()[None, :], keys.sizes()[None, :]
    a, nr, b, nc = np.broadcast_arrays(a, nr, b, nc)
    # rows max(a, b) ≤ i < min(a + nr, b + nc − 1) see i − b + 1 keys: Σ 1 − b/(i + 1)
    i0 = np.maximum(a, b)
    i1 = np.maximum(np.minimum(a + nr, b + nc - 1), i0)
    total = (i1 - i0) - b * pairwise.harmonic_diff(i0, i1)
    # rows from max(a, b + nc − 1) on see all nc keys: nc/(i + 1)
    u0 = np.minimum(np.maximum(a, b + nc - 1), a + nr)
    total = total + nc * pairwise.harmonic_diff(u0, a + nr)
    count = pairwise.count_at_least(a, nr, b, nc, 0)
    with np.errstate(invalid="ignore"):  # a wholly masked block: total 0, count 0
        return np.where(count > 0, total / count, np.nan)


# -- the tiles and the data export -----------------------------------------------------------

def tile(params: Params, scheme: str, queries: AxisBins, keys: AxisBins) -> np.ndarray:
    """The block means of ``scheme`` (one of the five) over queries × keys, float64."""
    if scheme == "t5":
        return t5_tile(params, queries, keys)
    if scheme == "shaw":
        return shaw_tile(params, queries, keys)
    if scheme == "transformer-xl":
        return txl_tile(params, queries, keys)
    if scheme == "xpos":
        return xpos_tile(params, queries, keys)
    if scheme == "nope":
        return nope_tile(params, queries, keys)
    raise ValueError(f"unknown scheme {scheme!r}")  # internal: Params validates it


def matrix_table(params: Params, scheme: str) -> tuple[list[str], np.ndarray]:
    """The data export of ``scheme``'s map: rows are queries i, columns keys j, over the
    positions shown; masked cells are NaN. At most 4,096 positions."""
    n = params.seq_len
    if n > MATRIX_EXPORT_LIMIT:
        raise ExportError(msg(
            "the {scheme} matrix of {n:,} positions has {values:,} values; its data export is "
            "limited to {limit:,} × {limit:,}: use --seq-len {limit:,} or fewer", scheme=scheme,
            n=n, values=n * n, limit=MATRIX_EXPORT_LIMIT))
    pos = np.arange(params.offset, params.offset + n)
    if scheme == "nope":
        values = nope_weight(pos[:, None], pos[None, :])
    else:  # a function of i − j: its 2n − 1 values, laid out
        lags = np.arange(-(n - 1), n)
        values = lag_values(params, scheme, lags)[np.subtract.outer(pos, pos) + n - 1]
    return ["position"] + [f"key_{j}" for j in pos], np.column_stack([pos, values])


def lag_values(params: Params, scheme: str, d) -> np.ndarray:
    """The value of a cell with i − j = d (integers) in ``scheme``'s map (any but NoPE, which
    depends on i), direct; NaN where masked."""
    d = np.asarray(d, dtype=np.int64)
    if is_causal(params, scheme):
        out = np.full(d.shape, np.nan)
        keep = d >= 0
        out[keep] = _lag_values(params, scheme, d[keep])
        return out
    return _lag_values(params, scheme, d)


def _lag_values(params: Params, scheme: str, d: np.ndarray) -> np.ndarray:
    if scheme == "t5":
        steps = t5_bias_steps(params) if params.t5_values == "bias" else t5_steps(params)
        values = steps(d).astype(float)
    elif scheme == "shaw":
        values = shaw_index(d, 0, params.shaw_k).astype(float)
    elif scheme == "transformer-xl":
        terms = txl_terms(params, d)
        values = np.asarray(sum(terms.values())) if params.txl_term == "total" else terms[params.txl_term]
    elif scheme == "xpos":
        values = xpos_envelope(params, d)
    else:
        raise ValueError(f"not a function of i − j: {scheme!r}")  # internal
    return values
