"""Positions beyond a line: image patches on a grid and Qwen-VL's (t, h, w) positions, exact.

Three schemes, each as one library writes it:

- **2D sin-cos** (MAE, MoCo v3 and many ViTs): MAE's ``get_2d_sincos_pos_embed``
  (facebookresearch/mae ``util/pos_embed.py``). Of embed_dim D (D % 4 == 0), each half is the
  1D table ``[sin(p·ω_i), cos(p·ω_i)]`` (sines first) with ω_i = 1/base^(i/(D/4)), i < D/4.
  MAE builds ``grid = meshgrid(grid_w, grid_h)`` (w first), so although it names them emb_h and
  emb_w, **the first D/2 dimensions encode the column** and the second D/2 the row; patch
  (r, c) is row r·W + c of the table, and the optional cls row is zeros. Since the table splits
  by axis, PE(r0, c0)·PE(r, c) = Σ_i cos(ω_i(c − c0)) + Σ_i cos(ω_i(r − r0)).
- **Axial 2D RoPE**: Hugging Face transformers' ``Qwen2VLVisionRotaryEmbedding`` (Qwen2-VL's
  and Qwen2.5-VL's vision tower; EVA-02 and RoPE-Mixed's "axial" split a head the same way).
  θ_i = base^(−2i/(head_dim/2)) for i < head_dim/4; of the head_dim/2 pairs (rotate_half:
  dimension j pairs with j + head_dim/2) the first head_dim/4 turn by the row h·θ_i, the
  others by the column w·θ_i. A score q·k then separates into a row part and a column part.
  Beside it, RoPE on the raster index r·W + c (θ_i = base^(−2i/head_dim)) — what a 1D model
  gives a flattened image.
- **M-RoPE** (Qwen2-VL, Qwen2.5-VL; Qwen3-VL interleaved): transformers' ``get_rope_index``
  and ``get_vision_position_ids`` (5.x). Text tokens get (p, p, p), p counting on; an image or
  video of grid (T, H, W) patches, merged spatial_merge_size² to a token, gets
  (start + ⌊k·interval⌋, start + h, start + w) for k < T, h < H/m, w < W/m in (t, h, w) raster
  order, and the text after it continues at start + max(H, W)/m (whatever T: a long video's
  frames can pass the text after it). The interval is 1 in Qwen2-VL;
  Qwen2.5-VL spaces a video's frames by tokens_per_second · seconds_per_grid (seconds_per_grid
  = temporal_patch_size / fps), formed in float32 as the library's tensors are, then truncated.
  Pair i of a head (θ_i = base^(−2i/head_dim)) turns with one of t, h, w: Qwen2-VL's
  ``mrope_section`` gives consecutive runs of pairs to t, h, w in turn; Qwen3-VL's interleaved
  layout gives pair 3j+1 to h (3j + 1 < 3·section[1]), 3j+2 to w (3j + 2 < 3·section[2]), the
  rest to t. Qwen3-VL's processor writes a video of T temporal patches as T frames, each after
  its timestamp text ``<1.2 seconds>`` and between ``<|vision_start|>`` and ``<|vision_end|>``,
  and its ``get_rope_index`` gives each frame a grid of its own (T = 1): a frame's t is where
  it starts, so frames lie max(H, W)/m + the text between them apart (:func:`qwen3_vl_video`).

q and k for the scores are seeded as the RoPE scores view seeds them (:func:`seeded_qk`). Every
angle is formed exactly (Dekker's product, :func:`analysis.sin_cos_exact`), so a 1,024×1,024
grid or a position in the millions is right to the last rounding of sin and cos. Functions take
the rows and columns (or :class:`~.viewport.AxisBins`) a view shows; a bin gets the exact mean of
its cells (Dirichlet factors).

Pure NumPy and stdlib, no Qt. Over 600 lines because the three schemes share one grid's exact
angles, bins, chunked data export and checks: apart, each module would repeat them.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from .analysis import sin_cos_exact
from .encodings import dirichlet_mean_factor
from .errors import ParamError
from .params import Params
from .text import msg
from .viewport import AxisBins

DEFAULT_BASE = 10000.0
TEXT, IMAGE, VIDEO = 0, 1, 2  # token modalities, as transformers' mm_token_type_ids
T_AXIS, H_AXIS, W_AXIS = 0, 1, 2
QWEN2_VL_SECTION = (16, 24, 24)  # Qwen2-VL and Qwen2.5-VL, head_dim 128
QWEN3_VL_SECTION = (24, 20, 20)  # Qwen3-VL (interleaved), head_dim 128
VISION_START, VISION_END = "<|vision_start|>", "<|vision_end|>"  # Qwen-VL's special tokens
CHUNK_VALUES = 1 << 21  # angles per chunk of cos/sin evaluations (16 MB of float64)


# -- shared --------------------------------------------------------------------------------

def _axis(positions) -> tuple[np.ndarray, np.ndarray]:
    """(centres, sizes) of AxisBins, or of integer positions (bins of one)."""
    if isinstance(positions, AxisBins):
        return positions.centres(), positions.sizes()
    p = np.asarray(positions).ravel()
    return p.astype(np.float64), np.ones(p.size)


def _bin_factors(theta: np.ndarray, sizes: np.ndarray) -> np.ndarray | None:
    """Dirichlet factors per (bin, frequency); None when every bin is one cell."""
    unique = np.unique(sizes)
    if unique.size == 0 or (unique.size == 1 and unique[0] == 1):
        return None
    table = np.stack([dirichlet_mean_factor(theta, float(u)) for u in unique])
    return table[np.searchsorted(unique, sizes)]


def _lag_sum(lags: np.ndarray, theta: np.ndarray, a: np.ndarray, b: np.ndarray,
             factors: np.ndarray | None = None) -> np.ndarray:
    """Σ_i (a_i cos(δθ_i) + b_i sin(δθ_i))·f_i for each lag δ (a 1-D float64 array; angles
    exact), chunked; ``factors`` f (one row per lag) default to 1."""
    out = np.empty(lags.size)
    step = max(1, CHUNK_VALUES // max(1, theta.size))
    for s in range(0, lags.size, step):
        sin, cos = sin_cos_exact(lags[s:s + step], theta)
        if factors is not None:
            sin, cos = sin * factors[s:s + step], cos * factors[s:s + step]
        out[s:s + step] = cos @ a + sin @ b
    return out


def _check_head_dim(head_dim: int, multiple: int, what: str) -> None:
    if isinstance(head_dim, bool) or not isinstance(head_dim, (int, np.integer)) \
            or head_dim < multiple or head_dim % multiple:
        raise ParamError(msg("{what} must be a positive multiple of {multiple}, got {value}",
                             what=what, multiple=multiple, value=head_dim))


def _check_base(base: float) -> None:
    if not float(base) > 1.0 or not math.isfinite(float(base)):
        raise ParamError(msg("the base must be a number above 1, got {value}", value=base))


def seeded_qk(head_dim: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """A fixed query and key as the RoPE scores view seeds them (``rope.seeded_qk``): head_dim
    values each, N(0, 1), from NumPy's default_rng(seed), q first, then k."""
    rng = np.random.default_rng(seed)
    q = rng.standard_normal(head_dim)
    k = rng.standard_normal(head_dim)
    return q, k


def rotate_half_coefficients(q: np.ndarray, k: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(a, b) per pair of the rotate_half pairing (dimension j with j + head_dim/2) such that
    R(φ)q·R(ψ)k = Σ_i a_i cos(φ_i − ψ_i) + b_i sin(φ_i − ψ_i): a = q1k1 + q2k2, b = q1k2 − q2k1."""
    h = q.size // 2
    q1, q2, k1, k2 = q[:h], q[h:], k[:h], k[h:]
    return q1 * k1 + q2 * k2, q1 * k2 - q2 * k1


def rotate_half(x: np.ndarray, cos: np.ndarray, sin: np.ndarray) -> np.ndarray:
    """x·cos + rotate_half(x)·sin with rotate_half(x) = [−x2, x1] (Hugging Face's
    ``apply_rotary_pos_emb``); cos and sin in the library's layout (each angle twice)."""
    h = x.shape[-1] // 2
    turned = np.concatenate([-x[..., h:], x[..., :h]], axis=-1)
    return x * cos + turned * sin


# -- 2D sin-cos (MAE) ----------------------------------------------------------------------

def sincos_2d_omega(embed_dim: int, base: float = DEFAULT_BASE) -> np.ndarray:
    """ω_i = 1/base^(i/(D/4)), i < D/4, float64, by MAE's own expression
    (``omega = arange(D//4)/(D/4.); 1./base**omega``): the frequencies of each axis."""
    _check_head_dim(embed_dim, 4, "embed_dim")
    _check_base(base)
    quarter = embed_dim // 4
    return 1.0 / float(base) ** (np.arange(quarter) / (embed_dim / 4.0))


def sincos_2d_axis(positions, embed_dim: int, base: float = DEFAULT_BASE) -> np.ndarray:
    """One axis's half of the table, (len(positions), D/2): [sin(p·ω_i) …, cos(p·ω_i) …]."""
    omega = sincos_2d_omega(embed_dim, base)
    sin, cos = sin_cos_exact(_axis(positions)[0], omega)
    return np.concatenate([sin, cos], axis=1)


def sincos_2d_rows(rows, cols, embed_dim: int, base: float = DEFAULT_BASE) -> np.ndarray:
    """The table's rows for the patches (r, c), r in ``rows``, c in ``cols`` (a rectangle of the
    grid, row-major: patch (rows[a], cols[b]) is row a·len(cols) + b), shape (·, D), float64.
    Dimensions 0 … D/2−1 encode the column c, D/2 … D−1 the row r (MAE's meshgrid order)."""
    rows = np.asarray(rows).ravel()
    cols = np.asarray(cols).ravel()
    by_col = sincos_2d_axis(cols, embed_dim, base)
    by_row = sincos_2d_axis(rows, embed_dim, base)
    half = embed_dim // 2
    out = np.empty((rows.size, cols.size, embed_dim))
    out[:, :, :half] = by_col[None, :, :]
    out[:, :, half:] = by_row[:, None, :]
    return out.reshape(rows.size * cols.size, embed_dim)


def sincos_2d_table(height: int, width: int, embed_dim: int, base: float = DEFAULT_BASE,
                    cls_token: bool = False) -> np.ndarray:
    """MAE's ``get_2d_sincos_pos_embed`` for a height × width grid: (H·W, D) float64, patch
    (r, c) at row r·W + c; with ``cls_token`` a row of zeros first, (1 + H·W, D)."""
    if height < 1 or width < 1:
        raise ParamError(msg("the grid must have at least one row and one column, got {h} × {w}",
                             h=height, w=width))
    table = sincos_2d_rows(np.arange(height), np.arange(width), embed_dim, base)
    if cls_token:
        table = np.concatenate([np.zeros((1, embed_dim)), table])
    return table


def sincos_2d_axis_similarity(positions, ref: int, embed_dim: int,
                              base: float = DEFAULT_BASE) -> np.ndarray:
    """Σ_i cos(ω_i(p − ref)), i < D/4, per position (or the exact mean over each bin of
    :class:`AxisBins`): one axis's share of PE(ref)·PE(patch)."""
    omega = sincos_2d_omega(embed_dim, base)
    centres, sizes = _axis(positions)
    return _lag_sum(centres - float(ref), omega, np.ones(omega.size), np.zeros(omega.size),
                    _bin_factors(omega, sizes))


def sincos_2d_similarity(ref: tuple[int, int], rows, cols, embed_dim: int,
                         base: float = DEFAULT_BASE) -> np.ndarray:
    """PE(r0, c0)·PE(r, c) for every r in ``rows`` and c in ``cols`` (integers or AxisBins,
    bins giving exact block means), (len(rows), len(cols)) float64, in closed form:
    Σ_i cos(ω_i(r − r0)) + Σ_i cos(ω_i(c − c0)). Costs rows + cols, not the grid."""
    r0, c0 = ref
    by_row = sincos_2d_axis_similarity(rows, r0, embed_dim, base)
    by_col = sincos_2d_axis_similarity(cols, c0, embed_dim, base)
    return by_row[:, None] + by_col[None, :]


# -- axial 2D RoPE and RoPE on the raster index --------------------------------------------

def axial_inv_freq(head_dim: int, base: float = DEFAULT_BASE) -> np.ndarray:
    """θ_i = base^(−2i/(head_dim/2)), i < head_dim/4, float64 (math.pow per element): each
    axis's frequencies (transformers' ``compute_axial_rope_parameters``)."""
    _check_head_dim(head_dim, 4, "head_dim")
    _check_base(base)
    half = head_dim // 2
    return np.array([math.pow(float(base), -(2 * i) / half) for i in range(head_dim // 4)])


def axial_cos_sin(rows, cols, head_dim: int, base: float = DEFAULT_BASE) -> tuple[np.ndarray, np.ndarray]:
    """cos and sin for patches (rows[n], cols[n]), each (n, head_dim) in the library's layout:
    [row angles, column angles] twice (``cat([freq_h, freq_w])`` then ``cat((f, f))``); rows and
    cols of different lengths are a ValueError (they cannot be joined)."""
    theta = axial_inv_freq(head_dim, base)
    sr, cr = sin_cos_exact(_axis(rows)[0], theta)
    sc, cc = sin_cos_exact(_axis(cols)[0], theta)
    cos, sin = np.concatenate([cr, cc], axis=1), np.concatenate([sr, sc], axis=1)
    return np.concatenate([cos, cos], axis=1), np.concatenate([sin, sin], axis=1)


def axial_scores(ref: tuple[int, int], rows, cols, head_dim: int, base: float = DEFAULT_BASE,
                 seed: int = 0) -> np.ndarray:
    """q at patch ref = (r0, c0) scored against k at every patch (r, c), r in ``rows``, c in
    ``cols`` (integers or AxisBins: exact block means), both turned by axial RoPE:
    (len(rows), len(cols)) float64, (q, k) of :func:`seeded_qk` (head_dim, seed).
    Separable: Σ_row pairs a cos((r0 − r)θ) + b sin(…) plus the same over column pairs."""
    theta = axial_inv_freq(head_dim, base)
    a, b = rotate_half_coefficients(*seeded_qk(head_dim, seed))
    quarter = head_dim // 4
    r0, c0 = ref
    parts = []
    for positions, at, pairs in ((rows, r0, slice(quarter)), (cols, c0, slice(quarter, None))):
        centres, sizes = _axis(positions)
        parts.append(_lag_sum(float(at) - centres, theta, a[pairs], b[pairs], _bin_factors(theta, sizes)))
    return parts[0][:, None] + parts[1][None, :]


def raster_inv_freq(head_dim: int, base: float = DEFAULT_BASE) -> np.ndarray:
    """θ_i = base^(−2i/head_dim), i < head_dim/2 (``rope.base_inv_freq``'s rule)."""
    _check_head_dim(head_dim, 2, "head_dim")
    _check_base(base)
    return np.array([math.pow(float(base), -(2 * i) / head_dim) for i in range(head_dim // 2)])


def raster_scores(ref: tuple[int, int], rows, cols, width: int, head_dim: int,
                  base: float = DEFAULT_BASE, seed: int = 0) -> np.ndarray:
    """The same q, k as :func:`axial_scores` turned by 1D RoPE at the raster index r·W + c
    (rotate_half, θ of :func:`raster_inv_freq`): (len(rows), len(cols)) float64, bins exact
    (the mean of e^{−i(rW + c)θ} over a block is e^{−i(r̄W + c̄)θ}·D_nr(Wθ)·D_nc(θ)). Costs
    (rows + cols) sines and cosines per pair and two matrix products."""
    if width < 1:
        raise ParamError(msg("the grid must have at least one column, got {w}", w=width))
    theta = raster_inv_freq(head_dim, base)
    a, b = rotate_half_coefficients(*seeded_qk(head_dim, seed))
    rc, rn = _axis(rows)
    cc, cn = _axis(cols)
    r0, c0 = ref
    # x = (m − r̄W − c̄)θ = u − v with u = (m − r̄W)θ per row, v = c̄θ per column (each exact):
    # a cos x + b sin x = (a cos u + b sin u) cos v + (a sin u − b cos u) sin v, two products
    su, cu = sin_cos_exact((float(r0) * width + float(c0)) - rc * width, theta)
    sv, cv = sin_cos_exact(cc, theta)
    fr, fc = _bin_factors(theta * width, rn), _bin_factors(theta, cn)
    left_cos, left_sin = cu * a + su * b, su * a - cu * b
    if fr is not None:
        left_cos, left_sin = left_cos * fr, left_sin * fr
    if fc is not None:
        cv, sv = cv * fc, sv * fc
    return left_cos @ cv.T + left_sin @ sv.T


# -- M-RoPE (Qwen2-VL, Qwen2.5-VL, Qwen3-VL) -----------------------------------------------

@dataclass(frozen=True)
class Segment:
    """A run of tokens: ``length`` text tokens (``words``, if given, the text of each), or an
    image / video of ``grid_thw`` patches (before the spatial merge) whose frames are
    ``seconds_per_grid`` apart (videos only)."""

    kind: int
    length: int = 0
    grid_thw: tuple[int, int, int] = (1, 1, 1)
    seconds_per_grid: float = 1.0
    words: tuple[str, ...] = ()


def text(length: int) -> Segment:
    return Segment(TEXT, length=length)


def text_words(words: Sequence[str]) -> Segment:
    """Text whose tokens are ``words``, one token each."""
    return Segment(TEXT, length=len(words), words=tuple(words))


def image(height: int, width: int, frames: int = 1) -> Segment:
    """An image of grid (frames, height, width) patches (``image_grid_thw``)."""
    return Segment(IMAGE, grid_thw=(frames, height, width))


def video(frames: int, height: int, width: int, seconds_per_grid: float = 1.0) -> Segment:
    """A video of grid (frames, height, width) (``video_grid_thw``; frames counts temporal
    patches), ``seconds_per_grid`` = temporal_patch_size / fps (Qwen2.5-VL's second_per_grid_ts)."""
    return Segment(VIDEO, grid_thw=(frames, height, width), seconds_per_grid=seconds_per_grid)


@dataclass(frozen=True)
class MRopeLayout:
    position_ids: np.ndarray  # (3, n) int64: t, h, w per token
    modality: np.ndarray  # (n,) TEXT, IMAGE or VIDEO
    segment: np.ndarray  # (n,) index of the token's segment (after qwen3_vl_video's split)
    words: dict[int, str] = field(default_factory=dict)  # token → its text, where known

    @property
    def n_tokens(self) -> int:
        return int(self.modality.size)

    @property
    def rope_delta(self) -> int:
        """The largest position + 1 − the token count: what the library adds to a generated
        token's index (``mrope_position_deltas``), so text goes on after the last position."""
        return int(self.position_ids.max()) + 1 - self.n_tokens

    def vision_grid(self, segment: int) -> np.ndarray:
        """The token indices of an image or video segment as (T, H/m, W/m): frame, row, column
        of the merged grid (tokens are laid out frame by frame, row by row)."""
        tokens = np.flatnonzero(self.segment == segment)
        if tokens.size == 0 or self.modality[tokens[0]] == TEXT:
            raise ValueError("not an image or video segment")  # internal
        ids = self.position_ids[:, tokens]
        rows = np.unique(ids[1]).size
        cols = np.unique(ids[2]).size
        return tokens.reshape(-1, rows, cols)


def segment_tokens(segment: Segment, spatial_merge_size: int = 2, timestamps: bool = False) -> int:
    """Tokens a segment becomes: its length, or T·(H/m)·(W/m); with ``timestamps`` a video's
    as :func:`qwen3_vl_video` lays it out (its text included)."""
    if segment.kind == TEXT:
        return segment.length
    if timestamps and segment.kind == VIDEO:
        return sum(segment_tokens(s, spatial_merge_size) for s in qwen3_vl_video(segment))
    t, h, w = segment.grid_thw
    return t * (h // spatial_merge_size) * (w // spatial_merge_size)


def qwen3_vl_timestamps(frames: int, seconds_per_grid: float = 1.0) -> list[float]:
    """Each temporal patch's time in seconds as Qwen3-VL's processor computes it
    (``_calculate_timestamps``, temporal_patch_size 2): the mean of its two frames' times, the
    frames sampled seconds_per_grid/2 apart from 0 — (k + 1/4)·seconds_per_grid."""
    fps = 2.0 / seconds_per_grid
    times = [index / fps for index in range(2 * frames)]
    return [(times[i] + times[i + 1]) / 2 for i in range(0, len(times), 2)]


def timestamp_words(seconds: float) -> tuple[str, ...]:
    """The text ``f"<{seconds:.1f} seconds>"`` as Qwen's tokenizer splits it into tokens: its
    pre-tokenizer makes each digit a token of its own, "<", ".", " seconds" and ">" one each."""
    number = f"{seconds:.1f}"
    return ("<", *number, " seconds", ">")


def qwen3_vl_video(segment: Segment) -> list[Segment]:
    """A video segment as Qwen3-VL's processor writes it and its ``get_rope_index`` splits it:
    for temporal patch k of T, the text ``<t_k seconds><|vision_start|>``, a video grid
    (1, H, W), then ``<|vision_end|>`` (joined with the next frame's text into one run):
    text, frame, text, …, frame, text — 2T + 1 segments."""
    t, h, w = segment.grid_thw
    out: list[Segment] = []
    before: tuple[str, ...] = ()
    for seconds in qwen3_vl_timestamps(t, segment.seconds_per_grid):
        out.append(text_words(before + timestamp_words(seconds) + (VISION_START,)))
        out.append(video(1, h, w, segment.seconds_per_grid))
        before = (VISION_END,)
    out.append(text_words(before))
    return out


def expand_segments(segments: Sequence[Segment]) -> list[Segment]:
    """``segments`` with each video as :func:`qwen3_vl_video` (Qwen3-VL's timestamps)."""
    out: list[Segment] = []
    for segment in segments:
        out.extend(qwen3_vl_video(segment) if segment.kind == VIDEO else [segment])
    return out


def _check_segment(segment: Segment, merge: int) -> None:
    if segment.kind == TEXT:
        if segment.length < 1:
            raise ParamError(msg("a text segment needs at least one token, got {n}", n=segment.length))
        return
    if segment.kind not in (IMAGE, VIDEO):
        raise ParamError(msg("unknown segment kind {kind}", kind=segment.kind))
    t, h, w = segment.grid_thw
    if t < 1 or h < merge or w < merge or h % merge or w % merge:
        raise ParamError(msg("an image or video grid must be T ≥ 1 by H, W positive multiples of the "
                             "spatial merge {m}, got ({t}, {h}, {w})", m=merge, t=t, h=h, w=w))
    if not (segment.seconds_per_grid > 0 and math.isfinite(segment.seconds_per_grid)):
        raise ParamError(msg("seconds per grid must be above 0, got {s}", s=segment.seconds_per_grid))


def vision_position_ids(start: int, grid_thw: tuple[int, int, int], spatial_merge_size: int = 2,
                        time_interval: float | int = 1) -> np.ndarray:
    """transformers' ``get_vision_position_ids``: (3, T·(H/m)·(W/m)) int64, t = start +
    ⌊k·interval⌋, h = start + row, w = start + column, in (t, h, w) raster order. A float
    interval is a float32 (as the library's tensor) and the products are float32 too."""
    t, h, w = grid_thw
    gh, gw = h // spatial_merge_size, w // spatial_merge_size
    if isinstance(time_interval, (int, np.integer)):
        temporal = np.arange(t, dtype=np.int64) * int(time_interval)
    else:
        temporal = (np.arange(t, dtype=np.float32) * np.float32(time_interval)).astype(np.int64)
    tt, hh, ww = np.meshgrid(temporal, np.arange(gh), np.arange(gw), indexing="ij")  # int64 as t
    return np.stack([tt.ravel(), hh.ravel(), ww.ravel()]) + int(start)


def mrope_position_ids(segments: Sequence[Segment], spatial_merge_size: int = 2,
                       tokens_per_second: int | None = None, timestamps: bool = False) -> MRopeLayout:
    """The (t, h, w) position of every token, as transformers' ``get_rope_index`` gives them
    (segments separated as its token-type groups are: real prompts put text, vision_start and
    vision_end, between two images). ``tokens_per_second`` None: Qwen2-VL (frames 1 apart);
    a number: Qwen2.5-VL (a video's frames tokens_per_second·seconds_per_grid apart, that
    product in float32; images 1). ``timestamps``: Qwen3-VL, each video first laid out as
    :func:`qwen3_vl_video` (tokens_per_second is then not read)."""
    if spatial_merge_size < 1:
        raise ParamError(msg("the spatial merge must be at least 1, got {m}", m=spatial_merge_size))
    if not segments:
        raise ParamError(msg("a layout needs at least one segment"))
    for segment in segments:
        _check_segment(segment, spatial_merge_size)
    if timestamps:
        segments, tokens_per_second = expand_segments(segments), None
    ids, modality, owner = [], [], []
    words: dict[int, str] = {}
    current = 0
    count = 0
    for index, segment in enumerate(segments):
        if segment.kind == TEXT:
            words.update((count + i, word) for i, word in enumerate(segment.words))
            block = np.broadcast_to(np.arange(segment.length, dtype=np.int64) + current,
                                    (3, segment.length))
            current += segment.length
        else:
            interval: float | int = 1
            if segment.kind == VIDEO and tokens_per_second is not None:
                interval = float(np.float32(tokens_per_second) * np.float32(segment.seconds_per_grid))
            block = vision_position_ids(current, segment.grid_thw, spatial_merge_size, interval)
            current += max(segment.grid_thw[1], segment.grid_thw[2]) // spatial_merge_size
        ids.append(block)
        modality.append(np.full(block.shape[1], segment.kind))
        owner.append(np.full(block.shape[1], index))
        count += block.shape[1]
    return MRopeLayout(np.concatenate(ids, axis=1), np.concatenate(modality), np.concatenate(owner),
                       words)


def mrope_pair_axes(head_dim: int, mrope_section: Sequence[int] = QWEN2_VL_SECTION,
                    interleaved: bool = False) -> np.ndarray:
    """Per pair i < head_dim/2: the axis (T_AXIS, H_AXIS, W_AXIS) whose position turns it.
    Sections (Qwen2-VL's ``recomposition_frequencies``): the i-th run of mrope_section[i]
    pairs takes axis i mod 3. Interleaved (Qwen3-VL): pairs 1, 4, … below 3·section[1] take h,
    pairs 2, 5, … below 3·section[2] take w, the others t. The sections sum to head_dim/2."""
    _check_head_dim(head_dim, 2, "head_dim")
    section = [int(s) for s in mrope_section]
    half = head_dim // 2
    if any(s < 0 for s in section) or sum(section) != half or (interleaved and len(section) != 3):
        raise ParamError(msg("mrope_section must be counts ≥ 0 (three when interleaved) summing to "
                             "head_dim/2 = {half}, got {section}", half=half, section=section))
    if not interleaved:
        return np.repeat(np.arange(len(section)) % 3, section)
    axes = np.full(half, T_AXIS)
    axes[1:3 * section[1]:3] = H_AXIS
    axes[2:3 * section[2]:3] = W_AXIS
    return axes


def mrope_sin_cos(position_ids: np.ndarray, head_dim: int, base: float = DEFAULT_BASE,
                  mrope_section: Sequence[int] = QWEN2_VL_SECTION,
                  interleaved: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """sin and cos of the per-pair angles position_ids[axis_i, n]·θ_i (θ of
    :func:`raster_inv_freq`, axes of :func:`mrope_pair_axes`), each (n, head_dim/2), exact."""
    axes = mrope_pair_axes(head_dim, mrope_section, interleaved)
    theta = raster_inv_freq(head_dim, base)
    ids = np.asarray(position_ids)
    sin, cos = np.empty((ids.shape[1], theta.size)), np.empty((ids.shape[1], theta.size))
    for axis in (T_AXIS, H_AXIS, W_AXIS):
        pairs = axes == axis
        if pairs.any():
            sin[:, pairs], cos[:, pairs] = sin_cos_exact(ids[axis].astype(np.float64), theta[pairs])
    return sin, cos


def mrope_cos_sin(position_ids: np.ndarray, head_dim: int, base: float = DEFAULT_BASE,
                  mrope_section: Sequence[int] = QWEN2_VL_SECTION,
                  interleaved: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """cos and sin as the library's rotary embedding returns them: (n, head_dim) each, every
    pair's angle twice (``cat((freq, freq))``), for :func:`rotate_half`."""
    sin, cos = mrope_sin_cos(position_ids, head_dim, base, mrope_section, interleaved)
    return np.concatenate([cos, cos], axis=1), np.concatenate([sin, sin], axis=1)


def mrope_scores(position_ids: np.ndarray, queries, keys, head_dim: int, base: float = DEFAULT_BASE,
                 mrope_section: Sequence[int] = QWEN2_VL_SECTION, interleaved: bool = False,
                 seed: int = 0) -> np.ndarray:
    """q at each token of ``queries`` scored against k at each token of ``keys`` (indices into
    the layout), both turned by M-RoPE: (len(queries), len(keys)) float64, (q, k) of
    :func:`seeded_qk` (head_dim, seed)."""
    ids = np.asarray(position_ids)
    queries = np.asarray(queries, dtype=np.int64).ravel()
    keys = np.asarray(keys, dtype=np.int64).ravel()
    a, b = rotate_half_coefficients(*seeded_qk(head_dim, seed))
    sq, cq = mrope_sin_cos(ids[:, queries], head_dim, base, mrope_section, interleaved)
    sk, ck = mrope_sin_cos(ids[:, keys], head_dim, base, mrope_section, interleaved)
    # Σ a cos(φ − ψ) + b sin(φ − ψ) = Σ (a cos φ + b sin φ) cos ψ + (a sin φ − b cos φ) sin ψ
    return (cq * a + sq * b) @ ck.T + (sq * a - cq * b) @ sk.T


def parse_mrope_section(text: str) -> tuple[int, ...]:
    """``"16,24,24"`` → (16, 24, 24): counts ≥ 0 separated by commas (spaces and brackets
    allowed, as a config's list is written); ParamError naming the flag otherwise."""
    try:
        counts = tuple(int(part) for part in text.strip().strip("[]()").split(","))
    except ValueError:
        raise _section_refused(text) from None
    if any(c < 0 for c in counts):
        raise _section_refused(text)
    return counts


def _section_refused(text: str) -> ParamError:
    return ParamError(msg("--mrope-section must be counts separated by commas, as 16,24,24, "
                          "got {text!r}", text=text))


def mrope_score_blocks(position_ids: np.ndarray, rows: AxisBins, cols: AxisBins, head_dim: int,
                       base: float = DEFAULT_BASE, mrope_section: Sequence[int] = QWEN2_VL_SECTION,
                       interleaved: bool = False, seed: int = 0) -> np.ndarray:
    """:func:`mrope_scores` for query tokens in ``rows`` and key tokens in ``cols`` (bins of
    token indices), each entry the exact mean over its block: S[m, n] is linear in the sines
    and cosines of m's angles and in those of n's, so the block mean is S of the mean sines and
    cosines over the rows and over the columns. Costs the shown tokens × head_dim/2 sines and
    cosines and two matrix products, not the block's cells."""
    ids = np.asarray(position_ids)
    a, b = rotate_half_coefficients(*seeded_qk(head_dim, seed))

    def means(bins: AxisBins) -> tuple[np.ndarray, np.ndarray]:
        sin, cos = mrope_sin_cos(ids[:, bins.start:bins.stop], head_dim, base, mrope_section, interleaved)
        starts, sizes = bins.starts() - bins.start, bins.sizes()[:, None]
        return np.add.reduceat(sin, starts) / sizes, np.add.reduceat(cos, starts) / sizes

    sq, cq = means(rows)
    sk, ck = means(cols)
    return (cq * a + sq * b) @ ck.T + (sq * a - cq * b) @ sk.T


def score_level(head_dim: int, seed: int = 0) -> tuple[float, float]:
    """(RMS, bound) of a seeded q·k turned by any pair-wise rotation: √(Σ_i |q_i|²|k_i|²/2), the
    root mean square over all offsets with incommensurate frequencies, and Σ_i |q_i||k_i|
    (|q_i||k_i| = √(a_i² + b_i²)), which no score exceeds in size."""
    q, k = seeded_qk(head_dim, seed)
    a, b = rotate_half_coefficients(q, k)
    r = np.hypot(a, b)
    return math.sqrt(float(np.sum(r * r)) / 2.0), float(np.sum(r))


# -- the views' parameters -----------------------------------------------------------------

GRID_ROPE = ("axial-rope", "raster-rope")  # Params.grid_encoding's RoPE choices


def grid_values(params: Params, encoding: str, rows, cols) -> np.ndarray:
    """The 2D grid view's image for ``encoding`` (a Params.grid_encoding key) over the patches
    rows × cols (integers or AxisBins: exact block means), reference at (ref_row, ref_col):
    PE(ref)·PE(patch) with d_model and base for sincos-2d, else q·k with rope_base, head_dim
    and seed."""
    ref = (params.ref_row, params.ref_col)
    if encoding == "sincos-2d":
        return sincos_2d_similarity(ref, rows, cols, params.d_model, params.base)
    if encoding == "axial-rope":
        return axial_scores(ref, rows, cols, params.head_dim, params.rope_base, params.seed)
    return raster_scores(ref, rows, cols, params.grid_width, params.head_dim, params.rope_base,
                         params.seed)


def grid_check(params: Params) -> None:
    """ParamError saying why the 2D grid view cannot draw ``params``: 2D sin-cos splits d_model
    in four, axial RoPE head_dim (a quarter of it per axis and half). The bases need no check:
    Params holds them above 1."""
    if params.grid_encoding == "sincos-2d":
        _check_head_dim(params.d_model, 4, "d_model")
    else:
        _check_head_dim(params.head_dim, 4, "head_dim")


def grid_encodings(params: Params) -> tuple[str, ...]:
    """The encodings the 2D grid view draws: 2D sin-cos alone, or the chosen RoPE first and the
    other beside it."""
    if params.grid_encoding == "sincos-2d":
        return ("sincos-2d",)
    return (params.grid_encoding,) + tuple(e for e in GRID_ROPE if e != params.grid_encoding)


def grid_chunks(params: Params) -> tuple[list[str], int, int, Callable[[int, int], np.ndarray]]:
    """The 2D grid view's data, streamed: one row per patch in raster order (row, column, then
    each drawn encoding's value, the chosen first)."""
    encodings = grid_encodings(params)
    width = params.grid_width

    def block(start: int, stop: int) -> np.ndarray:
        first, last = start // width, (stop - 1) // width  # the grid rows the cells lie in
        skip = start - first * width
        cells = np.arange(start, stop)
        values = [grid_values(params, e, np.arange(first, last + 1), np.arange(width)).ravel()
                  [skip:skip + cells.size] for e in encodings]
        return np.column_stack([cells // width, cells % width, *values])  # float64, as the values

    columns = ["row", "column"] + [e.replace("-", "_") for e in encodings]
    return columns, params.grid_height * width, len(columns), block


def mrope_segments(params: Params) -> list[Segment]:
    """Text before (if any), the image or video, text after (if any), from the view's fields."""
    out = [text(params.mrope_text_before)] if params.mrope_text_before else []
    h, w = params.mrope_image_h, params.mrope_image_w
    out.append(video(params.mrope_frames, h, w) if params.mrope_frames else image(h, w))
    if params.mrope_text_after:
        out.append(text(params.mrope_text_after))
    return out


def mrope_token_count(params: Params) -> int:
    """How many tokens :func:`mrope_segments` become (without building their ids)."""
    return sum(segment_tokens(s, params.mrope_spatial_merge, params.mrope_interleaved)
               for s in mrope_segments(params))


def mrope_layout(params: Params) -> MRopeLayout:
    """:func:`mrope_position_ids` of :func:`mrope_segments` (spatial merge
    mrope_spatial_merge). mrope_interleaved is the Qwen3-VL family: a video laid out with
    timestamps (:func:`qwen3_vl_video`, 1 s per temporal patch); otherwise its frames
    mrope_tokens_per_second apart when set, as Qwen2.5-VL with 1 s per temporal patch."""
    return mrope_position_ids(mrope_segments(params), params.mrope_spatial_merge,
                              params.mrope_tokens_per_second or None, params.mrope_interleaved)


def mrope_options(params: Params) -> tuple[tuple[int, ...], bool]:
    """(mrope_section, interleaved), checked against head_dim: ParamError if they do not fit."""
    section = parse_mrope_section(params.mrope_section)
    mrope_pair_axes(params.head_dim, section, params.mrope_interleaved)
    return section, params.mrope_interleaved


def mrope_table(params: Params) -> tuple[list[str], np.ndarray]:
    """The M-RoPE view's data: one row per token (token, modality 0 text / 1 image / 2 video,
    segment, t, h, w)."""
    layout = mrope_layout(params)
    values = np.column_stack([np.arange(layout.n_tokens), layout.modality, layout.segment,
                              *layout.position_ids])
    return ["token", "modality", "segment", "t", "h", "w"], values
