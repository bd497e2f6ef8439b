"""The four positional schemes side by side: one heatmap tile per scheme, how each relates two
positions at distance δ, and their data exports.

- sinusoidal: PE(position, dimension), added to the input (the paper);
- learned: an absolute table, one vector per position up to its length (BERT, GPT-2);
- rope: cos / sin of m·θ_i on a head's dimensions, rotating q and k (Llama);
- alibi: a bias −m_h·(i − j) on the attention score of query i and key j ≤ i (BLOOM);
- t5, shaw, transformer-xl, xpos, nope: relative schemes over (query i, key j), relative.py.

Every tile is a viewport tile: bins of positions × bins of columns, each the exact mean of
its cells (closed forms for sinusoidal, RoPE, ALiBi and the relative schemes; plain means of
the table's rows for a learned table). Pure NumPy and stdlib: no Qt.

Over 600 lines because it is the one dispatch by scheme for every view and export (tiles,
labels, titles, notes, hover text, decay curves, data chunks, layers): the schemes' own
numbers live in their modules, and a view never asks a scheme module directly.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from . import alibi, encodings, learned, models, presets, relative, rope, viewport
from .datasource import table_source
from .errors import InputError
from .params import ParamError, Params, choice_words, error_message
from .text import N_, Msg, msg
from .viewport import AxisBins

SCHEME_TITLES = {
    "sinusoidal": N_("Sinusoidal (the paper)"),
    "learned": N_("Learned absolute table"),
    "rope": N_("RoPE"),
    "alibi": N_("ALiBi"),
    "t5": N_("T5 relative buckets"),
    "shaw": N_("Shaw relative positions"),
    "transformer-xl": N_("Transformer-XL"),
    "xpos": N_("xPos"),
    "nope": N_("NoPE"),
}
# The schemes drawn over (query i, key j), with keys after the query masked where causal.
PAIR_SCHEMES = ("alibi", "t5", "shaw", "transformer-xl", "xpos", "nope")


def masked(params: Params, scheme: str | None = None) -> bool:
    """True when the scheme's (query, key) map masks the keys after the query (j > i)."""
    scheme = scheme or params.scheme
    return scheme == "alibi" or (scheme in relative.SCHEMES and relative.is_causal(params, scheme))


# The data export of a scheme's table writes at most this many values (800 MB as .npy).
EXPORT_MAX_VALUES = 100_000_000


def column_extent(params: Params, scheme: str | None = None) -> tuple[int, int]:
    """The columns of a scheme's heatmap: dimensions 0 … width−1, or for ALiBi and the
    relative schemes the key positions offset … offset+seq_len−1. A bad table file gives d_model (the error is shown
    when the tile is computed)."""
    scheme = scheme or params.scheme
    if scheme == "learned":
        try:
            return 0, learned.table_shape(params)[1]
        except ParamError:
            return 0, params.d_model
    if scheme == "rope":
        return 0, params.head_dim
    if scheme in PAIR_SCHEMES:
        return params.offset, params.offset + params.seq_len
    return 0, params.d_model


def join_lines(lines) -> str:
    """Non-empty ``lines`` joined by line breaks, as one message (each line stays
    translatable); '' for none."""
    lines = [line for line in lines if line]
    if not lines:
        return ""
    if len(lines) == 1:
        return lines[0]
    return msg("{first}\n{rest}", first=lines[0], rest=join_lines(lines[1:]))


def column_label(params: Params, scheme: str | None = None) -> Msg:
    scheme = scheme or params.scheme
    if scheme == "rope":
        how = msg("i with i + d/2") if params.pairing == "rotate_half" else msg("2i with 2i+1")
        return msg("Head dimension (pairs {how})", how=how)
    if scheme in PAIR_SCHEMES:
        return msg("Key position j")
    if scheme == "learned":
        return msg("Table column (dimension)")
    return msg("Embedding dimension")


def row_label(scheme: str) -> Msg:
    return msg("Query position i") if scheme in PAIR_SCHEMES else msg("Token position")


def colour_range(params: Params, scheme: str | None = None) -> tuple[float, float]:
    """Fixed colour levels: ±1 for sin/cos, the init's bound for a table, −m·(seq_len−1) … 0
    for ALiBi (never positive: 0, no penalty, at the neutral end of the map); T5: the buckets
    0 … num_buckets − 1 or ± the head's largest |bias|; Shaw: −k … k; Transformer-XL: ± the
    largest |value| of the term; xPos: ±1; NoPE: 0 … 1."""
    scheme = scheme or params.scheme
    if scheme == "learned":
        try:
            lim = learned.colour_limit(params)
        except ParamError:
            lim = 1.0
        return -lim, lim
    if scheme == "alibi":
        return -alibi.bias_range(params), 0.0
    if scheme == "t5":
        try:
            return relative.t5_range(params)
        except ParamError:
            return -1.0, 1.0
    if scheme == "shaw":
        return float(-params.shaw_k), float(params.shaw_k)
    if scheme == "transformer-xl":
        return relative.txl_range(params)
    if scheme == "nope":
        return relative.nope_range(params)
    return -1.0, 1.0


def colour_label(params: Params, scheme: str | None = None) -> str:
    scheme = scheme or params.scheme
    if scheme == "learned":
        if learned.is_trained(params):  # without loading the table: its range comes with the tile
            return msg("table value (colours ± its largest |value|)")
        return msg("table value (colours ±{limit:.3g})", limit=colour_range(params, scheme)[1])
    if scheme == "alibi":
        if params.alibi_bf16:
            return msg("bias g(j) − g(i) in bfloat16, m = {slope:.6g}", slope=alibi.slope(params))
        return msg("bias −m·(i−j), m = {slope:.6g}", slope=alibi.slope(params))
    if scheme == "rope":
        return "cos(m·θᵢ) / sin(m·θᵢ)"  # a formula: the same in every language
    if scheme == "t5":
        if params.t5_values == "bias":
            return msg("bias of head {head} for the bucket of j − i", head=params.head)
        return msg("bucket of j − i (0 … {last})", last=params.t5_buckets - 1)
    if scheme == "shaw":
        return msg("relative index clip(j − i, −k, k), k = {k}", k=params.shaw_k)
    if scheme == "transformer-xl":
        return msg("{term} (score)", term=choice_words("txl_term", params.txl_term))
    if scheme == "xpos":
        return "mean ζᵢ^((i−j)/γ)·cos(θᵢ(i−j))"  # a formula
    if scheme == "nope":
        return msg("attention weight 1/(i + 1)")
    return msg("PE value")


def scheme_title(params: Params, scheme: str | None = None) -> Msg:
    """A title that says what is drawn, honestly (an untrained table says so)."""
    scheme = scheme or params.scheme
    if scheme == "learned":
        return msg("Learned table: {source}", source=learned.describe_source(params))
    if scheme == "rope":
        if params.scaling == "none":
            return msg("RoPE cos/sin(m·θᵢ), θ base {base:,.6g}, head dim {head_dim}, "
                       "pairs {pairing}", base=params.rope_base, head_dim=params.head_dim,
                       pairing=choice_words("pairing", params.pairing))
        return msg("RoPE cos/sin(m·θᵢ), θ base {base:,.6g}, head dim {head_dim}, "
                   "{scaling} ×{factor:g}, pairs {pairing}", base=params.rope_base,
                   head_dim=params.head_dim, scaling=choice_words("scaling", params.scaling),
                   factor=params.factor, pairing=choice_words("pairing", params.pairing))
    if scheme == "alibi":
        if params.alibi_bf16:
            return msg("ALiBi bias of head {head} of {n_heads} as Falcon computes it: bfloat16, "
                       "× {scale:.6g} (slope m = {slope:.6g}); masked keys j > i grey",
                       head=params.head, n_heads=params.n_heads, scale=params.alibi_scale,
                       slope=alibi.slope(params))
        return msg("ALiBi bias of head {head} of {n_heads} (slope m = {slope:.6g}); masked keys "
                   "j > i grey", head=params.head, n_heads=params.n_heads, slope=alibi.slope(params))
    if scheme in relative.SCHEMES:
        return _relative_title(params, scheme)
    return msg("Sinusoidal PE, d_model {d_model:,}, base {base:,.6g}", d_model=params.d_model,
               base=params.base)


def _t5_direction(params: Params) -> Msg:
    if params.t5_bidirectional:
        return msg("bidirectional (encoder)")
    return msg("causal (decoder): masked keys j > i grey")


def _relative_title(params: Params, scheme: str) -> Msg:
    if scheme == "t5":
        if params.t5_values == "bucket":
            return msg("T5 relative buckets of j − i: {n} buckets, max distance {d:,}, {direction}",
                       n=params.t5_buckets, d=params.t5_max_distance, direction=_t5_direction(params))
        try:
            trained = relative.t5_is_trained(params)
        except ParamError:
            trained = False
        source = (models.load(params.model).name if trained else
                  msg("untrained: seeded init normal(0, d_model^−0.5), seed {seed}", seed=params.seed))
        return msg("T5 bias of head {head} of {n_heads} by bucket of j − i ({source}), {direction}",
                   head=params.head, n_heads=params.n_heads, source=source,
                   direction=_t5_direction(params))
    if scheme == "shaw":
        return msg("Shaw et al. relative position clip(j − i, −k, k), k = {k}: {vectors} learned "
                   "vectors; no mask", k=params.shaw_k, vectors=2 * params.shaw_k + 1)
    if scheme == "transformer-xl":
        return msg("Transformer-XL, {term}: seeded q, k, u, v, W_R (seed {seed}), R(i−j) of "
                   "d_model {d_model:,}, head dim {head_dim}", term=choice_words("txl_term", params.txl_term),
                   seed=params.seed, d_model=params.d_model, head_dim=params.head_dim)
    if scheme == "xpos":
        return msg("xPos score envelope, θ base {base:,.6g}, head dim {head_dim}, scale base "
                   "γ = {gamma:,.6g}; masked keys j > i grey", base=params.rope_base,
                   head_dim=params.head_dim, gamma=params.xpos_scale_base)
    return msg("NoPE: uniform causal attention 1/(i + 1) over the keys 0 … i; masked keys j > i "
               "grey")


def _relative_note(params: Params, scheme: str) -> list:
    lines = []
    if scheme == "t5":
        lines.append(msg("distances below {exact} have a bucket each; from {far:,} on, one bucket",
                         exact=params.t5_max_exact, far=params.t5_max_distance))
        if params.t5_values == "bias" and not relative.t5_is_trained(params):
            lines.append(msg("untrained: random biases, the same within a bucket, no "
                             "structure by distance"))
            unused = relative.t5_unused_model_note(params)
            if unused is not None:
                lines.append(unused)
    elif scheme == "shaw":
        lines.append(msg("beyond k = {k} every distance shares one vector (no mask: Shaw's "
                         "encoder sees both ways)", k=params.shaw_k))
    elif scheme == "transformer-xl":
        lines.append(msg("(a) q·k and (c) u·k are the same in every cell: one seeded q for "
                         "every query, one k for every key; only (b) and (d) vary, with i − j"))
        spanned = relative.txl_range_distances(params)
        if params.seq_len > spanned:
            lines.append(msg("colours ± the largest |value| at δ < {n:,}", n=spanned))
        shares = relative.txl_term_shares(params)
        values = {"a": shares["content"], "b": shares["content-position"],
                  "c": shares["content-bias"], "d": shares["position-bias"]}
        covered = relative.txl_share_distances(params)
        if covered == params.seq_len:
            lines.append(msg("share of the total |score| over the cells j ≤ i: (a) {a:.0%}, (b) "
                             "{b:.0%}, (c) {c:.0%}, (d) {d:.0%}", **values))
        else:
            lines.append(msg("share of the total |score| over the cells j ≤ i with i − j < "
                             "{n:,}: (a) {a:.0%}, (b) {b:.0%}, (c) {c:.0%}, (d) {d:.0%}",
                             n=covered, **values))
    elif scheme == "xpos":
        lines.append(msg("the score of a key equal to the query, same energy per pair; RoPE's "
                         "expected score damped by ζᵢ^((i−j)/γ)"))
    else:
        lines.append(msg("exact for uniform attention: the mask alone makes the weights "
                         "1/(i + 1); that a trained model attends so is an illustration"))
        lines.append(msg("colours 0 … 1/{top:,}: the queries i < {i:,} all take the darkest",
                         top=relative.nope_saturation(params) + 1, i=relative.nope_saturation(params)))
        if params.offset:
            lines.append(msg("positions from 0: query i averages the keys 0 … i, also those "
                             "before the first shown"))
    return lines


def scheme_note(params: Params, positions: AxisBins, cols: AxisBins, scheme: str | None = None) -> str:
    """What the reader must know about this tile (one or two short lines)."""
    scheme = scheme or params.scheme
    lines: list[str | None] = []  # join_lines leaves out the Nones
    if scheme == "learned":
        lines.append(learned.width_note(params))
        rows, _ = learned.table_shape(params)
        if positions.stop > rows:
            lines.append(learned.unavailable_note(rows))
        if positions.averaged and positions.start < rows < positions.stop:
            lines.append(msg("the bin at the end averages only the rows that exist"))
        if not learned.is_trained(params):
            lines.append(msg("untrained: random values, no structure by position"))
    elif scheme == "rope":
        h = params.head_dim // 2
        if params.pairing == "rotate_half":
            lines.append(msg("dims 0–{last_cos}: cos(m·θᵢ); dims {h}–{last}: sin(m·θᵢ) of the "
                             "same pairs (dim i rotates with i + {h})", last_cos=h - 1, h=h,
                             last=2 * h - 1))
        else:
            lines.append(msg("even dims 2i: cos(m·θᵢ); odd dims 2i+1: sin(m·θᵢ)"))
        if params.scaling == "yarn":
            lines.append(msg("YaRN's attention scaling {scale:.4g} is not applied to the drawn "
                             "cos/sin", scale=rope.attention_scaling(params)))
        if params.scaling == "longrope":
            lines.append(msg("LongRoPE's attention scaling {scale:.4g} is not applied to the drawn "
                             "cos/sin", scale=rope.attention_scaling(params)))
            lines.append(rope.longrope_note(params))
        if params.scaling == "dynamic-ntk":
            lines.append(rope.dynamic_note(params))
    elif scheme in PAIR_SCHEMES:
        if scheme in relative.SCHEMES:
            lines.extend(_relative_note(params, scheme))
        if (positions.averaged or cols.averaged) and (scheme == "alibi" or relative.is_causal(params, scheme)):
            lines.append(msg("blocks on the diagonal: mean over their unmasked cells (j ≤ i)"))
    elif params.encoding.zero_column:
        lines.append(msg("odd d_model: the last dimension is a column of zeros "
                         "(tensor2tensor, fairseq)"))
    elif params.odd_d_model:
        lines.append(msg("odd d_model: the last dimension is a sine with no cosine partner"))
    return join_lines(lines)


def scheme_tile(params: Params, positions: AxisBins, cols: AxisBins, scheme: str | None = None
                ) -> tuple[np.ndarray, tuple[float, float], str, str]:
    """(values float32 (positions.count, cols.count), colour range, column label, note) of
    ``scheme`` (default ``params.scheme``). For ALiBi and the relative schemes ``positions``
    are the queries i and ``cols`` the keys j (head ``params.head``). NaN marks cells with no
    value: a learned table's missing rows, masked keys. Raises ParamError for a bad table
    file."""
    scheme = scheme or params.scheme
    if scheme == "sinusoidal":
        values = viewport.heatmap_tile(params.encoding, positions, cols).values
    elif scheme == "learned":
        values = learned.tile(params, positions, cols)
    elif scheme == "rope":
        values = rope.heatmap_tile(params, positions, cols)
    elif scheme == "alibi":
        values = alibi.bias(params, positions, cols)
    elif scheme in relative.SCHEMES:
        values = relative.tile(params, scheme, positions, cols)
    else:
        raise ValueError(f"unknown scheme {scheme!r}")  # internal: Params validates it
    return (np.asarray(values, dtype=np.float32), colour_range(params, scheme),
            column_label(params, scheme), scheme_note(params, positions, cols, scheme))


def describe_cell(params: Params, row: int, col: int, scheme: str | None = None) -> str:
    """The exact value at one cell, for hover text. '' outside the data."""
    scheme = scheme or params.scheme
    lo, hi = column_extent(params, scheme)
    if not (params.offset <= row <= params.last_position and lo <= col < hi):
        return ""
    if scheme == "sinusoidal":
        enc = params.encoding
        value = float(encodings.encode([row], [col], enc)[0, 0])
        pair, is_cos = (int(x[0]) for x in enc.layout_of([col]))
        if pair < 0:
            return msg("position {row:,} · dimension {col}: the zero column of odd d_model · "
                       "PE = 0", row=row, col=col)
        return msg("position {row:,} · dimension {col} ({kind}, pair {pair}) · PE = {value:+.9f}",
                   row=row, col=col, kind="cos" if is_cos else "sin", pair=pair, value=value)
    if scheme == "learned":
        try:
            rows, _ = learned.table_shape(params)
        except ParamError as exc:
            return error_message(exc)
        if row >= rows:
            return msg("position {row:,} · {note}", row=row, note=learned.unavailable_note(rows))
        value = float(learned.table(params)[row, col])
        return msg("position {row:,} · column {col} · table value = {value:+.9g}", row=row, col=col,
                   value=value)
    if scheme == "rope":
        theta = rope.inv_freq(params)
        pair, second = (x[0] for x in rope.dim_roles(params, [col]))
        angle = row * float(theta[pair])
        value = np.sin(angle) if second else np.cos(angle)
        kind = "sin" if second else "cos"
        return msg("position m = {row:,} · head dim {col} (pair {pair}, {kind}) · "
                   "{kind}(m·θ) = {value:+.9f} · θ = {theta:.6g} · "
                   "wavelength {wavelength:,.6g} positions", row=row, col=col, pair=int(pair),
                   kind=kind, value=value, theta=theta[pair], wavelength=2 * np.pi / theta[pair])
    if scheme in relative.SCHEMES:
        return _describe_relative(params, row, col, scheme)
    b = alibi.bias_at(params, row, col)
    if b is None:
        return msg("query i = {row:,} · key j = {col:,} · masked: a key after the query is never "
                   "attended", row=row, col=col)
    if params.alibi_bf16:
        return msg("query i = {row:,} · key j = {col:,} · i − j = {diff:,} · bias g(j) − g(i) = "
                   "{bias:.9g} (g(x) = bf16(bf16(m)·bf16(x)) × {scale:.6g})", row=row, col=col,
                   diff=row - col, bias=b, scale=params.alibi_scale)
    return msg("query i = {row:,} · key j = {col:,} · i − j = {diff:,} · bias −m·(i−j) = "
               "{bias:.9g} (m = {slope:.6g})", row=row, col=col, diff=row - col, bias=b,
               slope=alibi.slope(params))


def _describe_relative(params: Params, row: int, col: int, scheme: str) -> str:
    if col > row and relative.is_causal(params, scheme):
        return msg("query i = {row:,} · key j = {col:,} · masked: a key after the query is never "
                   "attended", row=row, col=col)
    where = msg("query i = {row:,} · key j = {col:,} · j − i = {rel:,}", row=row, col=col,
                rel=col - row)
    if scheme == "t5":
        bucket, bias = relative.t5_value_at(params, row, col)  # type: ignore[misc]  # not masked
        return msg("{where} · bucket {bucket} · bias of head {head} = {bias:+.9g}", where=where,
                   bucket=bucket, head=params.head, bias=bias)
    if scheme == "shaw":
        index = int(relative.shaw_index(row, col, params.shaw_k))
        return msg("{where} · clip(j − i, −{k}, {k}) = {index} (table row {table_row})",
                   where=where, k=params.shaw_k, index=index, table_row=index + params.shaw_k)
    if scheme == "transformer-xl":
        t = relative.txl_value_at(params, row, col)
        assert t is not None  # a masked cell was described above
        return msg("{where} · total {total:+.6g} = (a) {a:+.6g} + (b) {b:+.6g} + (c) {c:+.6g} + "
                   "(d) {d:+.6g}", where=where, total=t["total"], a=t["content"],
                   b=t["content-position"], c=t["content-bias"], d=t["position-bias"])
    if scheme == "xpos":
        value = float(relative.xpos_envelope(params, [row - col])[0])
        return msg("{where} · envelope mean ζᵢ^((i−j)/γ)·cos(θᵢ(i−j)) = {value:+.9f}",
                   where=where, value=value)
    return msg("{where} · uniform weight 1/(i + 1) = {value:.9g} over {keys:,} keys", where=where,
               value=float(relative.nope_weight(row, col)), keys=row + 1)


# -- distance decay ---------------------------------------------------------------------------

DECAY_SCHEMES = ("sinusoidal", "rope", "learned", "alibi")
# The relative schemes with a curve of δ, asked for by name (``distance_decay``'s schemes).
RELATIVE_DECAY_SCHEMES = ("t5", "xpos", "transformer-xl")


def _bins_or_array(distances):
    if isinstance(distances, AxisBins):
        return distances, distances.centres()
    return None, np.asarray(distances)


def distance_decay(params: Params, distances, schemes=DECAY_SCHEMES) -> dict[str, np.ndarray]:
    """How each scheme relates two positions δ apart, over ``distances`` (integer δ ≥ 0, or
    AxisBins of δ for exact bin means):

    - ``sinusoidal``: PE(p)·PE(p+δ)/(d/2) = mean over the (sin, cos) pairs of cos(ω_i δ),
      the same for every p (odd d_model: over the d//2 full pairs; the lone sine is left out);
    - ``rope``: rope.expected_score, mean over pairs of cos(θ_i δ) (θ after scaling);
    - ``learned``: the table's mean cosine similarity of rows p and p+δ over every p with
      both rows (plain means of it over a bin); NaN where δ ≥ the table's length;
    - ``alibi h0`` … : −m_h·δ for every head h (bin means: at the bin's centre, exact);
      bfloat16 (Falcon): for the last query shown (alibi.decay);
    - ``t5``: the bias of head ``head`` at relative position −δ (relative.t5_decay);
    - ``xpos``: mean_i ζᵢ^(δ/γ)·cos(θᵢ δ) (relative.xpos_envelope);
    - ``transformer-xl``: (b) + (d) = (q + v)·W_R R(δ), in score units (relative.txl_decay).

    Bins give exact means for sinusoidal, RoPE (Dirichlet factors), ALiBi (linear), T5
    (steps), xPos and Transformer-XL (geometric sums).
    A bad table file raises ParamError (leave "learned" out of ``schemes`` to skip it)."""
    bins, centres = _bins_or_array(distances)
    out: dict[str, np.ndarray] = {}
    if "sinusoidal" in schemes:
        enc = params.encoding
        if enc.n_full_pairs == 0:
            out["sinusoidal"] = np.full(centres.shape, np.nan)
        elif bins is None:
            # PE(0)·PE(δ) = Σ over full pairs cos(ω δ) (the lone sine has sin(0) = 0)
            out["sinusoidal"] = encodings.similarity(centres, 0, enc) / enc.n_full_pairs
        else:
            # PE(0)·PE(δ) = Σ over full pairs cos(ω δ) (the lone sine has sin(0) = 0)
            curve = viewport.similarity_curve(enc, 0, bins, envelope_budget=0)
            out["sinusoidal"] = curve.mean / enc.n_full_pairs
    if "rope" in schemes:
        if bins is None:
            out["rope"] = rope.expected_score(centres, params)
        else:
            out["rope"] = rope.score_curve(params, bins, envelope_budget=0).expected
    if "learned" in schemes:
        if bins is None:
            out["learned"] = learned.mean_cosine(params, centres)
        else:
            out["learned"] = learned.mean_cosine_bins(params, bins)
    if "alibi" in schemes:
        lines = alibi.decay(params, distances)
        for h in range(params.n_heads):
            out[f"alibi h{h}"] = lines[h]
    if "t5" in schemes:
        out["t5"] = relative.t5_decay(params, distances)
    if "xpos" in schemes:
        out["xpos"] = relative.xpos_envelope(params, distances)
    if "transformer-xl" in schemes:
        out["transformer-xl"] = relative.txl_decay(params, distances)
    return out


def decay_chunks(params: Params) -> tuple[list[str], int, int, Callable[[int, int], np.ndarray]]:
    """The distance-decay view's data, streamed: δ = 0 … seq_len−1 and one column per curve
    (learned: NaN where δ ≥ the table's length), then T5's bias of head ``head``, xPos's
    envelope and Transformer-XL's (b) + (d)."""
    try:
        learned.table_shape(params)
        relative.t5_bias_table(params)
    except ParamError as exc:
        raise InputError(error_message(exc)) from None
    heads = [f"alibi_h{h}" for h in range(params.n_heads)]
    columns = (["distance", "sinusoidal", "rope_expected", "learned_mean_cosine"] + heads
               + [f"t5_bias_h{params.head}", "xpos_envelope", "transformer_xl_position_terms"])

    def rows(a: int, b: int) -> np.ndarray:
        d = np.arange(a, b)
        curves = distance_decay(params, d, DECAY_SCHEMES + RELATIVE_DECAY_SCHEMES)
        return np.column_stack([d, curves["sinusoidal"], curves["rope"], curves["learned"]]
                               + [curves[f"alibi h{h}"] for h in range(params.n_heads)]
                               + [curves[s] for s in RELATIVE_DECAY_SCHEMES])

    return columns, params.seq_len, len(columns), rows


# -- the scheme's table as data ------------------------------------------------------------------

def _refuse_size(rows: int, width: int, what: str) -> None:
    if rows * width > EXPORT_MAX_VALUES:
        raise InputError(msg(
            "the {what} of {rows:,} positions × {width:,} columns has {values:,} values; "
            "the export is limited to {limit:,} values (about {megabytes:,} MB as .npy): use "
            "fewer positions", what=what, rows=rows, width=width, values=rows * width,
            limit=EXPORT_MAX_VALUES, megabytes=EXPORT_MAX_VALUES * 8 // 1_000_000))


def scheme_chunks(params: Params) -> tuple[list[str], int, int, Callable[[int, int], np.ndarray]]:
    """The data behind the scheme view (and the small multiples), for ``params.scheme``:
    a ``position`` column, then one per dimension (sinusoidal: PE; learned: the table's rows,
    refused past its end; rope: cos/sin of m·θ_i per head dim) or, for ALiBi and the
    relative schemes, one per key position (the value drawn, NaN where masked, at most
    4,096 positions)."""
    scheme = params.scheme
    n = params.seq_len
    if scheme == "learned":
        return learned.learned_chunks(params)
    if scheme == "alibi":
        return table_source(alibi.bias_table)(params)
    if scheme in relative.SCHEMES:
        return table_source(lambda p: relative.matrix_table(p, scheme))(params)
    if scheme == "sinusoidal":
        width = params.d_model
        _refuse_size(n, width, msg("sinusoidal table"))
        dims = np.arange(width)

        def values(pos: np.ndarray) -> np.ndarray:
            return encodings.encode(pos, dims, params.encoding)

        names = [f"dim_{j}" for j in range(width)]
    else:
        width = params.head_dim
        _refuse_size(n, width, msg("RoPE table"))
        theta = rope.inv_freq(params)
        first, second = rope.pair_dims(params)

        def values(pos: np.ndarray) -> np.ndarray:
            angle = np.multiply.outer(pos, theta)
            out = np.empty((pos.size, width))
            out[:, first] = np.cos(angle)
            out[:, second] = np.sin(angle)
            return out

        firsts = set(first.tolist())
        names = [f"{'cos' if j in firsts else 'sin'}_{j}" for j in range(width)]

    def rows(a: int, b: int) -> np.ndarray:
        pos = np.arange(params.offset + a, params.offset + b)
        return np.column_stack([pos, values(pos)])

    return ["position"] + names, n, width + 1, rows


# -- two models on one plot ------------------------------------------------------------------------

@dataclass(frozen=True)
class ModelCurves:
    """One model's curves for the comparison: RoPE wavelengths per pair (after scaling) and
    how it relates two positions δ apart (None where its scheme has no such curve)."""

    label: str
    scheme: str
    wavelengths: np.ndarray | None
    decay: np.ndarray | None
    note: str = ""


def compare_params(params: Params) -> Params | None:
    """Model B's parameters (``params.compare_model``: a model on disk, or a model preset as
    ``preset:KEY``) at model A's positions (seq_len, offset), so both are drawn over the same
    distances; None without a model B."""
    if not params.compare_model:
        return None
    preset = presets.referenced(params.compare_model)
    b = preset.params() if preset else models.model_params(models.load(params.compare_model))
    return b.replace(seq_len=params.seq_len, offset=params.offset, compare_model="")


def compare_label(params: Params) -> str | Msg:
    """Model B's name: the model's, or the preset's (``params.compare_model`` set)."""
    preset = presets.referenced(params.compare_model)
    return Msg(preset.name) if preset else models.load(params.compare_model).name


def model_curves(params: Params, distances, label: str | Msg | None = None) -> ModelCurves:
    """The comparison's curves of the model ``params`` describe, named ``label`` (default:
    its model's name, else "current parameters"), over ``distances`` (AxisBins of δ: exact
    bin means): the wavelengths 2π/θ'_i of RoPE's pairs (2π/ω_i of the sinusoidal table's),
    RoPE's expected score mean_i cos(θ'_i δ), a learned table's mean cosine of
    rows δ apart, the sinusoidal PE(p)·PE(p+δ)/(d/2), xPos's envelope (wavelengths of its
    θᵢ); ALiBi, T5 and Transformer-XL have none (biases and scores), nor Shaw and NoPE."""
    if label is None:
        label = models.load(params.model).name if params.model else msg("current parameters")
    wavelengths = model_wavelengths(params)
    if params.scheme == "alibi":
        return ModelCurves(label, "alibi", None, None,
                           msg("{label}: ALiBi adds a bias to the logits, not a similarity: see "
                               "the Distance decay tab", label=label))
    if params.scheme == "t5":
        return ModelCurves(label, "t5", None, None,
                           msg("{label}: T5 adds a learned bias per bucket to the logits, not a "
                               "similarity: see the Distance decay tab", label=label))
    if params.scheme == "transformer-xl":
        return ModelCurves(label, "transformer-xl", None, None,
                           msg("{label}: Transformer-XL's position terms are scores of seeded "
                               "vectors, not a similarity: see the Distance decay tab", label=label))
    if params.scheme in ("shaw", "nope"):
        return ModelCurves(label, params.scheme, None, None,
                           msg("{label}: no curve of the distance to compare ({scheme})",
                               label=label, scheme=choice_words("scheme", params.scheme)))
    decay = distance_decay(params, distances, schemes=(params.scheme,))[params.scheme]
    return ModelCurves(label, params.scheme, wavelengths, decay)


def model_wavelengths(params: Params) -> np.ndarray | None:
    """The wavelengths per pair the comparison draws: 2π/θ'_i of RoPE (after scaling) and
    of xPos's θᵢ, 2π/ω_i of the sinusoidal table; None for the other schemes."""
    if params.scheme == "rope":
        return 2 * math.pi / rope.inv_freq(params)
    if params.scheme == "sinusoidal":  # the (sin, cos) pairs turn as RoPE's pairs do
        return params.encoding.wavelengths
    if params.scheme == "xpos":
        return 2 * math.pi / relative.xpos_theta(params)
    return None


def model_compare_chunks(params: Params) -> tuple[list[str], int, int, Callable[[int, int], np.ndarray]]:
    """The model-compare view's data, streamed: row r holds the distance δ = r and each
    model's curve at δ (A, then B when ``compare_model`` is set: :func:`model_curves`' decay,
    NaN for a scheme without one or past seq_len), then the pair r and each model's
    wavelength (NaN past its pairs, or for a scheme without any); rows: the most of seq_len
    and either model's pairs."""
    both = [params] + [b for b in [compare_params(params)] if b is not None]
    names = "AB"[:len(both)]
    waves = [model_wavelengths(p) for p in both]
    n = params.seq_len
    pairs = max(0 if w is None else w.size for w in waves)
    columns = (["distance"] + [f"{k}_decay" for k in names] + ["pair"]
               + [f"{k}_wavelength" for k in names])

    def rows(a: int, b: int) -> np.ndarray:
        r = np.arange(a, b)
        d = r[r < n]
        out = [np.where(r < n, r, np.nan)]
        for p in both:
            column = np.full(r.size, np.nan)
            if d.size:
                decay = model_curves(p, d).decay
                if decay is not None:
                    column[:d.size] = decay
            out.append(column)
        out.append(np.where(r < pairs, r, np.nan))
        for w in waves:
            column = np.full(r.size, np.nan)
            if w is not None:
                inside = r < w.size
                column[inside] = w[r[inside]]
            out.append(column)
        return np.column_stack(out)

    return columns, max(n, pairs), len(columns), rows


# -- a model's layers, side by side ----------------------------------------------------------

@dataclass(frozen=True)
class LayerCurves:
    """One kind of a model's layers: RoPE wavelengths per pair (None for layers without
    positions) and the expected score of two positions δ apart (1 at every δ without them)."""

    kind: models.LayerKind
    wavelengths: np.ndarray | None
    decay: np.ndarray


def layer_params(params: Params) -> list[tuple[models.LayerKind, Params | None]]:
    """Each layer kind of the model ``params.model`` with the parameters that draw it (None
    for layers without positions); [] without a model, or when its layers encode positions
    alike."""
    if not params.model:
        return []
    model = models.load(params.model)
    return [(kind, models.layer_params(model, kind)) for kind in model.layer_kinds]


def layer_curves(params: Params, distances: AxisBins) -> tuple[LayerCurves, ...]:
    """Each layer kind's curves over ``distances`` (AxisBins of δ, exact bin means), each
    kind drawn with the model's numbers for it at ``params``' positions."""
    out = []
    for kind, p in layer_params(params):
        if p is None:
            out.append(LayerCurves(kind, None, np.ones(distances.count)))
        else:
            p = p.replace(seq_len=params.seq_len, offset=params.offset)
            out.append(LayerCurves(kind, 2 * math.pi / rope.inv_freq(p),
                                   distance_decay(p, distances, schemes=("rope",))["rope"]))
    return tuple(out)


def layer_table(params: Params) -> tuple[list[str], np.ndarray]:
    """The model-layers view's data: one row per layer, its kind (the index in the model's
    layer kinds), whether it encodes positions, and its RoPE numbers (NaN without)."""
    kinds = layer_params(params)
    if not kinds:
        raise ParamError(msg("{what}: no layer types that differ in positions (Gemma 2 and 3, "
                             "ModernBERT, OLMo 3, Llama 4, SmolLM3, Cohere2, EXAONE 4 have "
                             "them)", what=models.load(params.model).name if params.model
                             else msg("no model is open")))
    rows: list[list] = []
    for index, (kind, p) in enumerate(kinds):
        if p is None:
            numbers = [0.0, math.nan, math.nan, math.nan, math.nan]
        else:
            wavelengths = 2 * math.pi / rope.inv_freq(p)
            numbers = [1.0, p.rope_base, p.factor if p.scaling != "none" else 1.0,
                       wavelengths.min(), wavelengths.max()]
        rows.extend([layer, index, *numbers] for layer in kind.layers)
    rows.sort()
    return (["layer", "kind", "has_positions", "rope_base", "scaling_factor",
             "shortest_wavelength", "longest_wavelength"], np.array(rows))  # floats: every row has some
