"""The views, each named once: its name (the key of the command line, files and sessions),
title, tab, its own controls and its data export, in tab order. No Qt: the command line
lists the views and writes their data from here without loading it; the window maps each
name to its widget class (``ui/views/__init__.py``).

The tabs and their groups are ``TABS`` and ``GROUPS`` (from ``tabs.py``, named here too);
which views each tab stacks is derived from ``VIEWS`` once, as ``VIEWS_OF`` and ``TAB_OF``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from . import analysis, attention, clock, grid, rope, schemes
from .datasource import DataSource, heatmap_chunks, similarity_chunks, table_source
from .params import ENCODING_PARAMS, VIEW_SETTINGS, Params
from .tabs import ENCODING, GROUP_TIPS, GROUPS, IMAGES, MATHEMATICS, SUCCESSORS, TABS, Tab, Tabs, UnknownTab
from .text import N_

__all__ = ["BY_NAME", "ENCODING", "GROUPS", "GROUP_TIPS", "IMAGES", "MATHEMATICS", "NAMES", "SUCCESSORS",
           "TABS", "TAB_OF", "Tab", "Tabs", "UnknownTab", "VIEWS", "VIEWS_OF", "View"]


@dataclass(frozen=True)
class View:
    name: str
    title: str  # N_-marked English; shown translated
    tab: Tab  # views with the same tab are stacked in it, top to bottom
    controls: tuple[str, ...] = ()  # its own parameters (names in params.SPECS)
    data: DataSource | None = None  # its data export (.npy/.csv), if it has one
    # the shared parameters (params.ENCODING_PARAMS + VIEW_SETTINGS) it draws with
    shared: tuple[str, ...] = ENCODING_PARAMS + VIEW_SETTINGS
    one_scheme: bool = False  # draws params.scheme alone: the other schemes' fields are unused
    one_grid: bool = False  # draws params.grid_encoding: the other 2D encodings' fields are unused
    # ParamError for valid Params it cannot draw (fields that do not fit each other here alone)
    check: Callable[[Params], object] | None = None

    @property
    def group(self) -> str:
        return self.tab.group


_ROPE = ("model", "rope_base", "head_dim", "pairing", "scaling", "factor", "original_context",
         "beta_fast", "beta_slow", "yarn_truncate", "attention_factor", "low_freq_factor",
         "high_freq_factor")
_TABLE = ("table_size", "init", "table_file", "seed")
_RELATIVE = ("t5_buckets", "t5_max_distance", "t5_bidirectional", "t5_values", "shaw_k",
             "xpos_scale_base", "txl_term")

VIEWS: tuple[View, ...] = (
    View("heatmap", N_("Sinusoidal positional encoding PE(position, dimension)"),
         TABS.ENCODING, data=heatmap_chunks,
         shared=("d_model", "seq_len", "base", "layout", "offset", "trained_len", "orientation", "colormap")),
    View("similarity", N_("Dot product PE(reference)·PE(position)"),
         TABS.ENCODING, data=similarity_chunks,
         shared=("d_model", "seq_len", "base", "layout", "offset", "ref_pos", "trained_len")),
    View("order", N_("Word order: attention without and with positions"),
         TABS.WORD_ORDER, ("sentence_a", "sentence_b", "case_fold", "seed"),
         table_source(attention.order_table),
         shared=("d_model", "base", "layout", "offset")),
    View("embedding", N_("Embedding + encoding: X [B, S, D] → X + PE [B, S, D]"),
         TABS.EMBEDDING, ("batch", "dropout", "seed"),
         table_source(attention.embedding_table),
         shared=("d_model", "base", "layout", "offset", "colormap")),
    View("wavelength", N_("Wavelength 2π/ωᵢ of each frequency pair (log scale)"),
         TABS.WAVELENGTHS, data=table_source(analysis.wavelength_table),
         shared=("d_model", "seq_len", "base", "layout", "trained_len")),
    View("compare", N_("Two positions' encoding vectors over the dimensions"),
         TABS.COMPARE_POSITIONS, ("pos_a", "pos_b"),
         table_source(analysis.compare_table),
         shared=("d_model", "base", "layout")),
    View("similarity-matrix", N_("Similarity matrix M[p, q] = PE(p)·PE(q)"),
         TABS.SIMILARITY_MATRIX, ("metric",),
         table_source(analysis.similarity_matrix_table),
         shared=("d_model", "seq_len", "base", "layout", "offset", "colormap")),
    View("rotation", N_("A (sin, cos) pair on the unit circle: shifting by k rotates it"),
         TABS.ROTATION, ("pair", "shift"), table_source(analysis.rotation_table),
         shared=("d_model", "seq_len", "base", "layout", "offset", "ref_pos")),
    # position p = ref_pos, as the rotation's p; offset and seq_len: dynamic NTK's and
    # LongRoPE's length, as the RoPE frequencies view. Not one_scheme: that leaves d_model
    # disabled for the sinusoidal scheme (Transformer-XL's field), whose pairs it counts.
    View("clock-hands", N_("Clock hands: at position p each frequency pair has turned by p·ωᵢ"),
         TABS.CLOCK_HANDS, ("clock_hands", "clock_pick", "scheme") + _ROPE,
         table_source(clock.clock_table),
         shared=("d_model", "seq_len", "base", "layout", "offset", "ref_pos")),
    View("rope-frequencies", N_("RoPE wavelengths 2π/θᵢ per pair, original and scaled (log scale)"),
         TABS.ROPE_FREQUENCIES, _ROPE, table_source(rope.frequency_table),
         shared=("seq_len", "offset")),
    View("rope-scores", N_("RoPE score S[m, n] = rope(q, m)·rope(k, n) for a seeded query q and key k"),
         TABS.ROPE_SCORES, _ROPE + ("logit_scale", "seed"), rope.score_curve_chunks,
         shared=("seq_len", "offset", "colormap")),
    View("scheme", N_("Positional scheme: absolute, rotary or relative (nine schemes)"),
         TABS.SCHEME,
         ("scheme", "model", "table_size", "init", "table_file", "seed", "rope_base", "head_dim",
          "pairing", "scaling", "factor", "original_context", "n_heads", "head", "alibi_scale",
          "alibi_bf16") + _RELATIVE,
         schemes.scheme_chunks,
         shared=("d_model", "seq_len", "base", "layout", "offset", "orientation", "colormap"),
         one_scheme=True),
    View("distance-decay", N_("How each scheme relates two positions δ apart"),
         TABS.DISTANCE_DECAY,
         ("model", "rope_base", "head_dim", "scaling", "factor", "original_context", "n_heads",
          "alibi_scale", "alibi_bf16") + _TABLE + ("head", "t5_buckets", "t5_max_distance",
                                                   "t5_bidirectional", "shaw_k", "xpos_scale_base"),
         schemes.decay_chunks,
         shared=("d_model", "seq_len", "base", "layout")),
    View("schemes", N_("All nine schemes at the same parameters"),
         TABS.ALL_SCHEMES,
         ("model",) + _TABLE + ("rope_base", "head_dim", "pairing", "scaling", "factor",
                                "original_context", "n_heads", "alibi_scale", "alibi_bf16")
         + _RELATIVE,
         schemes.scheme_chunks,  # the --scheme chosen, as the scheme view
         shared=("d_model", "seq_len", "base", "layout", "offset", "colormap")),
    View("model-compare", N_("Two models: wavelengths per pair and distance decay, A against B"),
         TABS.COMPARE_MODELS, ("model", "compare_model"), schemes.model_compare_chunks,
         shared=("seq_len",)),
    View("model-layers", N_("A model's layers: RoPE per layer type, and layers without positions"),
         TABS.MODEL_LAYERS, ("model",), table_source(schemes.layer_table),
         shared=("seq_len",)),
    View("grid-2d", N_("Image patches on a 2D grid, each against a reference patch"),
         TABS.GRID_2D, ("grid_height", "grid_width", "ref_row", "ref_col", "grid_encoding",
                        "rope_base", "head_dim", "seed"),
         grid.grid_chunks, shared=("d_model", "base", "colormap"), one_grid=True,
         check=grid.grid_check),
    View("mrope", N_("M-RoPE: Qwen-VL's (t, h, w) positions for text, an image or video, text"),
         TABS.MROPE, ("mrope_text_before", "mrope_image_h", "mrope_image_w", "mrope_frames",
                      "mrope_tokens_per_second", "mrope_spatial_merge", "mrope_text_after",
                      "mrope_section", "mrope_interleaved", "rope_base", "head_dim", "seed"),
         table_source(grid.mrope_table), shared=("colormap",), check=grid.mrope_options),
)

BY_NAME: dict[str, View] = {view.name: view for view in VIEWS}
NAMES: tuple[str, ...] = tuple(BY_NAME)
TAB_OF: dict[str, Tab] = {view.name: view.tab for view in VIEWS}  # view name → its tab
# each tab → its views' names, top to bottom
VIEWS_OF: dict[Tab, tuple[str, ...]] = {
    tab: tuple(view.name for view in VIEWS if view.tab == tab) for tab in TABS}
