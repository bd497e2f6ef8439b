"""A real model on disk: its ``config.json`` and safetensors checkpoint, read into the app's
parameters, with where each number came from.

A model is opened from a folder laid out as Hugging Face saves it (``config.json`` and one or
more ``*.safetensors``, sharded with ``model.safetensors.index.json`` or not), from its
``config.json``, or from one ``.safetensors`` file. Nothing is downloaded, ever.

:func:`read_model` gives a :class:`Model`: its name, the positional scheme, the parameter
values that draw it (names of :data:`params.SPECS`), the source of each (a config key, a
tensor name, or Hugging Face's default) and notes. :func:`model_params` applies them to
:class:`Params`; ``Params.model`` keeps the path, and what a model has beyond plain numbers
(LongRoPE's per-pair factors, a trained position table) is read from it again when drawn
(:func:`load`, cached by the files' sizes and times), so the model on disk is the one place
those facts live.

Families read:

- RoPE: ``rope_theta``; ``rope_scaling`` (or transformers 5's ``rope_parameters``) with
  ``rope_type`` (or the older ``type``) default, linear, dynamic, yarn (``attention_factor``,
  ``mscale``/``mscale_all_dim``, ``beta_fast``/``beta_slow``), longrope (``su`` too), llama3;
  ``partial_rotary_factor`` (GPT-NeoX: ``rotary_pct``); ``head_dim`` or
  ``hidden_size``/``num_attention_heads``; ``max_position_embeddings`` and
  ``original_max_position_embeddings``.
- M-RoPE (Qwen2-VL, Qwen2.5-VL, Qwen3-VL): ``mrope_section`` in the rope object (whose
  ``rope_type`` says mrope or default), ``mrope_interleaved``, and from ``vision_config``
  ``spatial_merge_size`` and ``tokens_per_second``.
- ALiBi: BLOOM, Falcon with ``alibi: true``, MPT with ``attn_config.alibi``.
- Learned absolute tables: GPT-2 (``n_positions``, ``wpe.weight``), GPT-Neo, BERT,
  DistilBERT, RoBERTa and its kin (two rows before position 0: ``padding_idx + 1``), OPT
  (``embed_positions.weight``, offset 2).
- Sinusoidal: Marian (the paper's frequencies, sines then cosines), M2M100 and FSMT
  (fairseq's table: ω_i = exp(−i·ln 10000/(d/2−1)), sines then cosines).

Pure stdlib and NumPy, no Qt. Over 600 lines because each family's reading is short but there
are many of them, and every one shares the same config reader, sources and refusals; split
by family, each file would carry half its length in shared imports and checks.
"""
from __future__ import annotations

import contextlib
import dataclasses
import json
import math
import os
import threading
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from . import checkpoints
from .checkpoints import TensorInfo
from .encodings import pair_count
from .files import FileRefused, read_regular
from .params import SPECS, ParamError, Params, choice_words
from .text import Msg, msg, shortened

CONFIG_NAME = "config.json"
MAX_CONFIG_BYTES = 20_000_000
MAX_REF_BYTES = 4096  # a cache's refs/main holds one commit hash
MAX_DIGITS = 15  # a count or factor with more digits is no model's; past 2^53 floats are inexact
LONGROPE_FACTORS = (1e-3, 1e6)  # per-pair factors beyond these make wavelengths of 0 or ∞

ROPE_TYPES = ("llama", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "phi3",
              "phi", "gemma", "gemma2", "gemma3_text", "gpt_neox", "falcon", "stablelm",
              "starcoder2", "olmo", "olmo2", "cohere", "deepseek_v2", "deepseek_v3", "granite",
              "internlm2", "yi", "baichuan", "exaone", "glm", "glm4", "cohere2", "persimmon",
              "gptj", "codegen", "modernbert", "llama4_text", "smollm3", "olmo3", "exaone4")
# Families whose code rotates adjacent pairs (2i, 2i+1), and how it does (the rest rotate
# i with i + d/2, rotate_half); DeepSeek-V3's rope_interleave (true by default) says either.
INTERLEAVED = {"gptj": "rotate_every_two", "codegen": "rotate_every_two",
               "cohere": "rotate_half on interleaved halves", "cohere2": "rotate_half on interleaved halves",
               "deepseek_v2": "apply_rotary_emb on complex pairs", "deepseek_v3": "rope_interleave",
               "glm": "rotate_half on x[..., 0::2], x[..., 1::2]", "glm4": "rotate_half on x[..., 0::2], x[..., 1::2]",
               "llama4_text": "apply_rotary_emb on complex pairs"}
GPT2_LIKE = ("gpt2", "gpt_neo", "gpt_bigcode", "imagegpt")
BERT_LIKE = ("bert", "electra", "ernie", "megatron-bert", "albert", "layoutlm")
# tables of max_position_embeddings + 2 rows, position p at row p + 2 (OPTLearnedPositionalEmbedding
# and its copies in BioGPT, BART and mBART)
OFFSET_TWO = ("opt", "biogpt", "bart", "mbart")
ROBERTA_LIKE = ("roberta", "xlm-roberta", "camembert", "longformer", "data2vec-text",
                "xlm-roberta-xl", "roberta-prelayernorm", "mpnet")
SINUSOIDAL_TYPES = ("marian", "pegasus", "m2m_100", "fsmt", "nllb-moe", "speech_to_text", "xglm")
# T5 and its descendants: a learned bias per relative-distance bucket and head
T5_TYPES = ("t5", "mt5", "umt5")
T5_BIAS = "layer.0.SelfAttention.relative_attention_bias.weight"
T5_TENSORS = {True: (f"encoder.block.0.{T5_BIAS}",), False: (f"decoder.block.0.{T5_BIAS}",)}
# Position-table tensor names, without the prefix a wrapper adds ("transformer.", "bert.", …)
TABLE_TENSORS = ("wpe.weight", "embeddings.position_embeddings.weight",
                 "decoder.embed_positions.weight", "embed_positions.weight")


class ModelError(ParamError):
    """A model that cannot be read or whose scheme is unknown; one readable line."""


@dataclass(frozen=True)
class LayerKind:
    """The layers of a model that encode positions alike: their type names in the config, their
    indices, and their RoPE values (Params fields, as :attr:`Model.values`), or None for layers
    that apply no positional encoding (NoPE)."""

    types: tuple[str, ...]  # the config's layer_types names ("sliding_attention"); () unnamed
    layers: tuple[int, ...]
    values: dict[str, Any] | None
    sources: dict[str, str]
    how: str  # where the layers' membership came from
    note: str = ""
    drawn: bool = False  # the model's values (every other view) are these layers'

    def layer_text(self, most: int = 8) -> str:
        """The indices: all of them up to ``most``, else the first few, "…" and the last."""
        if len(self.layers) <= most:
            return ", ".join(map(str, self.layers))
        return ", ".join([*map(str, self.layers[:most - 1]), "…", str(self.layers[-1])])


@dataclass(frozen=True)
class Model:
    """What a model folder says about positions."""

    path: str  # as given: a folder, config.json or .safetensors file
    name: str
    family: str  # config's model_type ("" without a config)
    scheme: str  # sinusoidal, learned, rope, alibi or t5
    values: dict[str, Any]  # Params fields → values
    sources: dict[str, str]  # Params fields → where the value came from
    notes: tuple[str, ...] = ()
    short_factor: tuple[float, ...] | None = None  # LongRoPE, one per pair
    long_factor: tuple[float, ...] | None = None
    table: TensorInfo | None = None  # the learned position table's tensor (T5: its bias table)
    table_offset: int = 0  # rows of the table before position 0 (OPT, RoBERTa: 2)
    checkpoint: str = ""  # what was read of the checkpoint, for the record
    layer_kinds: tuple[LayerKind, ...] = ()  # where layer types differ in positions; () alike
    decoder_table: TensorInfo | None = None  # T5: the decoder's bias table (``table``: the encoder's)

    @property
    def mrope(self) -> bool:
        """The model turns its pairs by (t, h, w) positions (Qwen-VL's M-RoPE)."""
        return "mrope_section" in self.values

    def summary(self) -> Msg:
        """One line: the name and its scheme with the numbers that define it."""
        v = self.values
        if self.scheme == "rope" and self.mrope:
            return msg("{name}: M-RoPE θ {base:,.10g}, {pairs} pairs (head dim {head_dim}) {layout}, "
                       "{m} × {m} patches a token, context {context:,}", name=self.name,
                       base=v["rope_base"], pairs=v["head_dim"] // 2, head_dim=v["head_dim"],
                       layout=msg("interleaved {section}", section=v["mrope_section"])
                       if v["mrope_interleaved"] else msg("in sections {section}",
                                                           section=v["mrope_section"]),
                       m=v["mrope_spatial_merge"], context=v["seq_len"])
        if self.scheme == "rope":
            scaling = v.get("scaling", "none")
            extra = "" if scaling == "none" else msg(", {scaling} ×{factor:g} from {orig:,}",
                                                     scaling=choice_words("scaling", scaling),
                                                     factor=v["factor"],
                                                     orig=v["original_context"])
            return msg("{name}: RoPE θ {base:,.10g}, {pairs} pairs (head dim {head_dim}){extra}, "
                       "context {context:,}", name=self.name, base=v["rope_base"],
                       pairs=v["head_dim"] // 2, head_dim=v["head_dim"], extra=extra,
                       context=v["seq_len"])
        if self.scheme == "alibi":
            return msg("{name}: ALiBi, {heads} heads", name=self.name, heads=v["n_heads"])
        if self.scheme == "t5":
            return msg("{name}: T5 relative buckets, {buckets} buckets to distance {distance:,}, "
                       "{heads} heads, {direction} ({source})", name=self.name,
                       buckets=v["t5_buckets"], distance=v["t5_max_distance"], heads=v["n_heads"],
                       direction=msg("bidirectional") if v["t5_bidirectional"] else msg("causal"),
                       source=msg("trained biases") if v["t5_values"] == "bias"
                       else msg("no biases read"))
        if self.scheme == "learned":
            source = (msg("table {tensor}", tensor=self.table.name) if self.table is not None
                      else msg("no table in the checkpoint: untrained"))
            return msg("{name}: learned table {rows:,} × {width:,} ({source})", name=self.name,
                       rows=v["table_size"], width=v["d_model"], source=source)
        return msg("{name}: sinusoidal, d_model {d_model:,}, {layout}", name=self.name,
                   d_model=v["d_model"], layout=v["layout"])


# -- reading config.json ---------------------------------------------------------------------------

def _read_json(path: Path) -> dict:
    try:
        data = json.loads(read_regular(path, MAX_CONFIG_BYTES).decode())
    except FileRefused as exc:  # missing, a folder, a FIFO or device, too large
        raise ModelError(exc.args[0]) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ModelError(msg("{name}: unreadable ({reason})", name=path.name,
                             reason=str(getattr(exc, "strerror", None) or exc))) from None
    except (ValueError, RecursionError):
        raise ModelError(msg("{name}: not valid JSON", name=path.name)) from None
    if not isinstance(data, dict):
        raise ModelError(msg("{name}: not a JSON object", name=path.name))
    return data


class _Config:
    """config.json with each value read remembered as its source."""

    def __init__(self, data: dict, label: str = CONFIG_NAME, within: str = "") -> None:
        self.data = data
        self.label = label
        self.within = within  # the object's own key ("rope_scaling."), named before each key

    def has(self, *keys: str | None) -> bool:
        return self._lookup(keys) is not None

    def _lookup(self, keys):
        node = self.data
        for key in keys:
            if not isinstance(node, dict) or key not in node or node[key] is None:
                return None
            node = node[key]
        return node

    def source(self, *keys: str) -> str:
        return f"{self.label}: {self.within}" + ".".join(keys)

    def number(self, *keys: str, kind=float):
        """The number at ``keys`` (None when absent or null): finite, of at most
        :data:`MAX_DIGITS` digits before the point, an integer when ``kind`` is int."""
        value = self._lookup(keys)
        if value is None:
            return None
        key = self.within + ".".join(keys)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or (
                isinstance(value, float) and not math.isfinite(value)):
            raise ModelError(msg("{config}: {key} must be a number, got {value}",
                                 config=self.label, key=key, value=quoted(value)))
        if abs(value) >= 10 ** MAX_DIGITS:
            raise ModelError(msg("{config}: {key} = {value} is too large (a count or factor of "
                                 "at most {digits} digits is read)", config=self.label, key=key,
                                 value=quoted(value), digits=MAX_DIGITS))
        if kind is int:
            if value != int(value):
                raise ModelError(msg("{config}: {key} must be an integer, got {value}",
                                     config=self.label, key=key, value=quoted(value)))
            return int(value)
        return float(value)

    def count(self, key: str, least: int):
        """An integer of at least ``least`` at ``key`` (None when absent), named when not."""
        value = self.number(key, kind=int)
        if value is not None and value < least:
            raise ModelError(msg("{config}: {key} = {value:,} must be at least {least}",
                                 config=self.label, key=self.within + key, value=value,
                                 least=least))
        return value


def quoted(value: Any) -> str:
    """A value from a file as Python writes it, cut short (a hostile file can hold megabytes)."""
    return shortened(repr(value))


class _Reading:
    """Values and their sources, gathered while reading one config."""

    def __init__(self, config: _Config) -> None:
        self.config = config
        self.values: dict[str, Any] = {}
        self.sources: dict[str, str] = {}
        self.notes: list[str] = []

    def set(self, name: str, value: Any, source: str) -> None:
        self.values[name] = value
        self.sources[name] = source

    def first(self, name: str, keys: tuple[tuple[str, ...], ...], kind=float,
              default: tuple[Any, str] | None = None) -> Any:
        """Set ``name`` from the first of ``keys`` present, else from ``default`` (a value and
        its source), and return it (None when neither)."""
        for key in keys:
            value = self.config.number(*key, kind=kind)
            if value is not None:
                self.set(name, value, self.config.source(*key))
                return value
        if default is None:
            return None
        self.set(name, *default)
        return default[0]


def _model_type(config: _Config) -> str:
    """model_type, cut short if long (no family's name is, so none is mistaken for one)."""
    value = config.data.get("model_type")
    return shortened(value) if isinstance(value, str) else ""


def _heads(r: _Reading) -> tuple[int, str] | None:
    """(the head count, its key) from the first of the families' names for it."""
    for key in ("num_attention_heads", "n_head", "n_heads", "num_heads"):
        value = r.config.number(key, kind=int)
        if value is not None:
            return value, key
    return None


def _per_type(c: _Config) -> dict | None:
    """rope_parameters keyed by layer type (transformers 5: Gemma 3, ModernBERT, OLMo 3), else
    None."""
    value = c.data.get("rope_parameters")
    if isinstance(value, dict) and "rope_type" not in value and "rope_theta" not in value:
        return value
    return None


def _rope_object(r: _Reading, family: str, layer: str | None) -> tuple[str, Any]:
    """(its key, the object) RoPE's type and scaling are read from: the whole model's, or the
    layer type ``layer``'s; by default the global layers' where they differ per type."""
    c = r.config
    per_type = _per_type(c)
    if per_type is not None:
        if layer is None:
            layer = next((t for t in ("full_attention", "global") if isinstance(per_type.get(t), dict)),
                         None)
            if layer is None:
                return "rope_parameters", per_type
            r.notes.append(msg("rope_parameters per layer type: the {layer} layers' are drawn",
                               layer=layer))
        if layer not in per_type:
            raise ModelError(msg("{config}: rope_parameters has no entry for the layer type "
                                 "{layer}", config=c.label, layer=quoted(layer)))
        return f"rope_parameters.{layer}", per_type[layer]
    key = "rope_parameters" if isinstance(c.data.get("rope_parameters"), dict) else "rope_scaling"
    if layer == "sliding_attention" and family in FULL_LAYERS_SCALED:
        return key, {}
    return key, c.data.get(key)


# Families whose attention multiplies its softmax scale by YaRN's mscale(s, mscale_all_dim)²
# outside the rotary module (yarn_apply_mscale in their code)
MSCALE_LOGITS = ("deepseek_v2", "deepseek_v3", "deepseek_v32", "minicpm3", "glm4_moe_lite",
                 "longcat_flash", "mistral4")
# Families whose rope_scaling (before transformers 5) is their full_attention layers' alone
FULL_LAYERS_SCALED = ("gemma3_text", "olmo3")
# θ where a family's config names it per layer type (the keys before transformers 5) and its
# default there
LEGACY_THETA = {("gemma3_text", "full_attention"): ("rope_theta", 1_000_000.0),
                ("gemma3_text", "sliding_attention"): ("rope_local_base_freq", 10_000.0),
                ("modernbert", "full_attention"): ("global_rope_theta", 160_000.0),
                ("modernbert", "sliding_attention"): ("local_rope_theta", 10_000.0)}


def _read_rope(r: _Reading, family: str, layer: str | None = None) -> dict[str, Any]:
    """RoPE's numbers, the way Hugging Face's ``modeling_rope_utils`` reads them: the model's,
    or those of the layers of type ``layer``."""
    c = r.config
    extra: dict[str, Any] = {}
    params_key, scaling = _rope_object(r, family, layer)
    if scaling is not None and not isinstance(scaling, dict):
        raise ModelError(msg("{config}: {key} must be an object, got {value}", config=c.label,
                             key=params_key, value=quoted(scaling)))
    scaling = scaling or {}
    sc = _Config(scaling, c.label, f"{c.within}{params_key}.")

    # θ base
    legacy = LEGACY_THETA.get((family, layer or "full_attention"))
    if sc.number("rope_theta") is not None:
        r.set("rope_base", sc.number("rope_theta"), sc.source("rope_theta"))
    elif legacy is not None:
        r.first("rope_base", ((legacy[0],),),
                default=(legacy[1], msg("Hugging Face's {family} default {value:,.10g} (no {key} in "
                                        "{config})", family=family, value=legacy[1],
                                        key=legacy[0], config=c.label)))
    else:
        r.first("rope_base", (("rope_theta",), ("rotary_emb_base",), ("rope_embedding_base",)),
                default=(10_000.0, msg("Hugging Face's default 10000 (no rope_theta in {config})",
                                       config=c.label)))
    # head_dim × partial_rotary_factor
    heads = _heads(r)
    hidden_key = "hidden_size" if c.number("hidden_size") else "n_embd"  # 0 or absent: n_embd
    hidden = c.number(hidden_key, kind=int)
    # DeepSeek's attention rotates only qk_rope_head_dim of each head (its rotary module's dim)
    head_key = "qk_rope_head_dim" if family in ("deepseek_v2", "deepseek_v3") and c.has(
        "qk_rope_head_dim") else "head_dim"
    head_dim = c.number(head_key, kind=int)
    if head_dim is not None:
        head_source = c.source(head_key)
    elif hidden is None or heads is None or heads[0] < 1:
        raise ModelError(msg("{config}: RoPE needs head_dim, or hidden_size and "
                             "num_attention_heads; keys seen: {keys}", config=c.label,
                             keys=_keys(c.data)))
    else:
        head_dim = hidden // heads[0]
        head_source = msg("{hidden_key} {hidden} / {heads_key} {heads}", hidden_key=hidden_key,
                          hidden=hidden, heads_key=heads[1], heads=heads[0])
    partial = None  # (the factor, its key as shown)
    for key, cfg in (("partial_rotary_factor", sc), ("partial_rotary_factor", c), ("rotary_pct", c)):
        value = cfg.number(key)
        if value is not None:
            partial = (value, key if cfg is c else f"{params_key}.{key}")
            if not 0 < value <= 1:
                raise ModelError(msg("{config}: {key} = {value:g}: the share of each head that "
                                     "rotates must be above 0 and at most 1", config=c.label,
                                     key=partial[1], value=value))
            break
    rotary_dim = c.number("rotary_dim", kind=int) if family in ("gptj", "codegen") else None
    if rotary_dim is not None:
        rotary = rotary_dim
        r.set("head_dim", rotary, c.source("rotary_dim"))
    elif partial is not None and partial[0] != 1.0:
        rotary = int(head_dim * partial[0])
        r.set("head_dim", rotary, msg("{head} × {partial_key} {partial:g} = {rotary} rotated dims",
                                      head=head_source, partial_key=partial[1],
                                      partial=partial[0], rotary=rotary))
        r.notes.append(msg("partial rotary: {rotary} of the head's {head_dim} dims rotate; the "
                           "rest carry no position", rotary=rotary, head_dim=head_dim))
    else:
        rotary = head_dim
        r.set("head_dim", head_dim, head_source)
    if rotary < 2 or rotary % 2 or rotary > SPECS["head_dim"].maximum:
        raise ModelError(msg("{config}: {rotary} rotated dims per head: RoPE needs an even number "
                             "from 2 to {top}", config=c.label, rotary=rotary,
                             top=SPECS["head_dim"].maximum))
    interleave = c.data.get("rope_interleave")
    if isinstance(interleave, bool):
        r.set("pairing", "interleaved" if interleave else "rotate_half", c.source("rope_interleave"))
    elif family in INTERLEAVED:
        r.set("pairing", "interleaved", msg("{family} rotates (2i, 2i+1) pairs ({how})",
                                            family=family, how=INTERLEAVED[family]))
    else:
        r.set("pairing", "rotate_half", msg("Hugging Face's {family} rotates i with i + d/2 "
                                            "(rotate_half)", family=family or "model"))
    if hidden is not None:
        r.set("d_model", hidden, c.source(hidden_key))
    # context
    max_pos = r.first("seq_len", (("max_position_embeddings",), ("max_seq_len",),
                                  ("n_positions",), ("seq_length",)), kind=int,
                      default=(4096, msg("no max_position_embeddings: 4096 shown")))
    if max_pos < 1:
        raise ModelError(msg("{source} = {value:,}: a context of at least 1 position is needed",
                             source=r.sources["seq_len"], value=max_pos))
    rope_type = scaling.get("rope_type", scaling.get("type", "default"))
    if rope_type == "su":
        rope_type = "longrope"  # Phi-3's first name for it
    if rope_type == "mrope":
        rope_type = "default"  # Qwen2-VL's: transformers reads it so, mrope_section aside
    type_source = sc.source("rope_type" if "rope_type" in scaling else "type")
    factor = sc.number("factor")
    # the trained length: rope_scaling's, else the top level's (Phi-3), else the context
    # (LongRoPE's attention factor divides by ln original: it needs 2 or more)
    least = 2 if rope_type == "longrope" else 1
    orig = sc.count("original_max_position_embeddings", least=least)
    orig_key: str | None = sc.source("original_max_position_embeddings")
    if orig is None:
        orig = c.count("original_max_position_embeddings", least=least)
        orig_key = c.source("original_max_position_embeddings")
    if orig is None:
        orig, orig_key = max_pos, None
    orig_source = orig_key or r.sources["seq_len"]

    def need_factor() -> float:
        if factor is None:
            raise ModelError(msg("{config}: rope_type {rope_type} needs {key}.factor", config=c.label,
                                 rope_type=rope_type, key=params_key))
        r.set("factor", factor, sc.source("factor"))
        return factor

    if rope_type == "default":
        r.set("scaling", "none", type_source if {"rope_type", "type"} & set(scaling) else
              msg("no rope_scaling"))
        r.set("original_context", max_pos, r.sources["seq_len"])
    elif rope_type == "linear":
        r.set("scaling", "linear", type_source)
        need_factor()
        r.set("original_context", max_pos, r.sources["seq_len"])
    elif rope_type == "dynamic":
        r.set("scaling", "dynamic-ntk", type_source)
        need_factor()
        # Hugging Face's dynamic NTK rescales from max_position_embeddings
        r.set("original_context", max_pos, r.sources["seq_len"])
    elif rope_type == "yarn":
        r.set("scaling", "yarn", type_source)
        if factor is None and orig_key is not None:  # Hugging Face's rule for DeepSeek-V3
            factor = max_pos / orig
            r.set("factor", factor, msg("no factor: max_position_embeddings {max_pos:,} / "
                                        "original_max_position_embeddings {orig:,}",
                                        max_pos=max_pos, orig=orig))
        s = need_factor() if "factor" not in r.values else factor
        r.set("original_context", orig, orig_source)
        for name in ("beta_fast", "beta_slow"):
            if sc.number(name) is not None:
                r.set(name, sc.number(name), sc.source(name))
            else:
                r.set(name, SPECS[name].default, msg("Hugging Face's default {value:g}",
                                                     value=SPECS[name].default))
        _ordered(r, "beta_slow", "beta_fast")
        if not _given_attention_factor(r, sc):
            m, m_all = sc.number("mscale"), sc.number("mscale_all_dim")
            if m and m_all:
                for name, value in (("mscale", m), ("mscale_all_dim", m_all)):
                    if yarn_mscale(s, value) <= 0:
                        raise ModelError(msg("{source} = {value:g}: 0.1·{name}·ln {factor:g} + 1 = "
                                             "{scale:g}; YaRN's attention factor needs it above 0",
                                             source=sc.source(name), value=value, name=name,
                                             factor=s, scale=yarn_mscale(s, value)))
                r.set("attention_factor", yarn_mscale(s, m) / yarn_mscale(s, m_all),
                      msg("{key}.mscale {m:g} / mscale_all_dim {m_all:g}: "
                          "(0.1·{m:g}·ln s + 1)/(0.1·{m_all:g}·ln s + 1)", key=params_key, m=m,
                          m_all=m_all))
            else:
                r.set("attention_factor", 0.0, msg("not given: 0.1·ln s + 1"))
        truncate = scaling.get("truncate", True)
        if not isinstance(truncate, bool):
            raise ModelError(msg("{source} must be true or false, got {value}",
                                 source=sc.source("truncate"), value=quoted(truncate)))
        r.set("yarn_truncate", truncate, sc.source("truncate") if "truncate" in scaling else
              msg("Hugging Face's default: true (ramp ends rounded to whole pairs)"))
    elif rope_type == "llama3":
        r.set("scaling", "llama3", type_source)
        need_factor()
        if orig_key is None:
            raise ModelError(msg("{config}: llama3 scaling needs "
                                 "{key}.original_max_position_embeddings", config=c.label,
                                 key=params_key))
        r.set("original_context", orig, orig_source)
        for name in ("low_freq_factor", "high_freq_factor"):
            if sc.number(name) is None:
                raise ModelError(msg("{config}: llama3 scaling needs {key}.{name}", config=c.label,
                                     key=params_key, name=name))
            r.set(name, sc.number(name), sc.source(name))
        _ordered(r, "low_freq_factor", "high_freq_factor", equal=True)
    elif rope_type == "longrope":
        r.set("scaling", "longrope", type_source)
        pairs = rotary // 2
        for key in ("short_factor", "long_factor"):
            values = scaling.get(key)
            low, high = LONGROPE_FACTORS
            if (not isinstance(values, list) or len(values) != pairs
                    or not all(isinstance(v, (int, float)) and not isinstance(v, bool)
                               and low <= v <= high for v in values)):
                raise ModelError(msg("{config}: longrope needs {key}.{name}: {pairs} numbers "
                                     "from {low:g} to {high:g}, one per pair", config=c.label,
                                     key=params_key, name=key, pairs=pairs, low=low, high=high))
            extra[key] = tuple(float(v) for v in values)
        r.set("original_context", orig, orig_source)
        # Hugging Face: with original_max_position_embeddings, s = max_position_embeddings / it
        if orig_key is not None:
            r.set("factor", max_pos / orig, msg("max_position_embeddings {max_pos:,} / "
                                                "original_max_position_embeddings {orig:,}",
                                                max_pos=max_pos, orig=orig))
        else:
            need_factor()
        if not _given_attention_factor(r, sc):
            r.set("attention_factor", 0.0, msg("not given: √(1 + ln s / ln original)"))
    else:
        raise ModelError(msg("{config}: rope_type {rope_type} is not one this app draws "
                             "(default, linear, dynamic, yarn, longrope, llama3)", config=c.label,
                             rope_type=quoted(rope_type)))
    m_all = sc.number("mscale_all_dim")
    if family in MSCALE_LOGITS and m_all and "factor" in r.values:  # (a scaling gives a factor)
        scale = yarn_mscale(r.values["factor"], m_all) ** 2  # 0 is refused with the others
        r.set("logit_scale", scale, msg("{family}'s attention: softmax scale × (0.1·{m:g}·ln "
                                        "{factor:g} + 1)² (yarn_apply_mscale, {key}.mscale_all_dim)",
                                        family=family, m=m_all, factor=r.values["factor"],
                                        key=params_key))
    if "factor" in r.values and r.values["factor"] < 1.0:
        raise ModelError(msg("{config}: scaling factor {factor:g} is below 1", config=c.label,
                             factor=r.values["factor"]))
    r.set("trained_len", r.values["original_context"], r.sources["original_context"])
    return extra


MAX_LAYERS = 4096  # layers of one model; a longer list is no model's
MAX_LAYER_TYPES = 8
# The layer types a family's config implied before transformers 5 wrote layer_types: the key
# of its period, the period's default, and whether the global layer is the first of each
# period (ModernBERT) or the last.
PATTERNS = {"gemma2": (None, 2, False), "gemma3_text": ("sliding_window_pattern", 6, False),
            "cohere2": ("sliding_window_pattern", 4, False),
            "exaone4": ("sliding_window_pattern", 4, False), "olmo3": (None, 4, False),
            "modernbert": ("global_attn_every_n_layers", 3, True)}
NO_ROPE_LISTS = ("llama4_text", "smollm3")  # no_rope_layers: 1 rotates, 0 does not


def _layer_types(c: _Config, family: str) -> tuple[list[str], str] | None:
    """Each layer's type name and where the list came from; None when the config does not
    tell the layers apart."""
    value = c.data.get("layer_types")
    count = c.count("num_hidden_layers", least=1)
    if count is not None and count > MAX_LAYERS:
        raise ModelError(msg("{source} = {count:,}: the app reads models of at most {top:,} "
                             "layers", source=c.source("num_hidden_layers"), count=count,
                             top=MAX_LAYERS))
    if value is not None:
        if (not isinstance(value, list) or not 1 <= len(value) <= MAX_LAYERS
                or not all(isinstance(t, str) for t in value)):
            raise ModelError(msg("{source} must be a list of 1 to {top:,} layer type names, got "
                                 "{value}", source=c.source("layer_types"), top=MAX_LAYERS,
                                 value=quoted(value)))
        if count is not None and count != len(value):
            raise ModelError(msg("{source} names {names:,} layers, num_hidden_layers is {count:,}",
                                 source=c.source("layer_types"), names=len(value), count=count))
        if len(set(value)) > MAX_LAYER_TYPES:
            raise ModelError(msg("{source} has {kinds} layer types; the app draws at most {top}",
                                 source=c.source("layer_types"), kinds=len(set(value)),
                                 top=MAX_LAYER_TYPES))
        return [shortened(t) for t in value], c.source("layer_types")
    if count is None:
        return None
    if family in PATTERNS:
        key, default, first = PATTERNS[family]
        every = c.count(key, least=1) or default  # type: ignore[arg-type]  # no key: None
        types = ["full_attention" if (i % every == 0 if first else (i + 1) % every == 0)
                 else "sliding_attention" for i in range(count)]
        return types, (msg("{source} {every}: one full_attention layer in each {every}",
                           source=c.source(key), every=every)  # type: ignore[arg-type]  # has(None) is False
                       if c.has(key) else
                       msg("{family}'s pattern: one full_attention layer in each {every}",
                           family=family, every=every))
    if family in NO_ROPE_LISTS:
        return [""] * count, ""  # unnamed: the layers differ by no_rope_layers alone
    return None


def _nope_layers(c: _Config, family: str, types: list[str]) -> tuple[set[int], str] | None:
    """The layers that apply no positional encoding and where that is said (None: none)."""
    if family in NO_ROPE_LISTS:
        flags = c.data.get("no_rope_layers")
        if flags is None or (family == "llama4_text" and flags == []):  # the config's default
            every = c.count("no_rope_layer_interval", least=1) or 4
            return ({i for i in range(len(types)) if (i + 1) % every == 0},
                    msg("no_rope_layer_interval {every}: each {every}th layer has no RoPE",
                        every=every))
        if (not isinstance(flags, list) or len(flags) != len(types)
                or not all(f in (0, 1) and not isinstance(f, float) for f in flags)):
            raise ModelError(msg("{source} must be {count:,} flags of 0 or 1, one per layer, got "
                                 "{value}", source=c.source("no_rope_layers"), count=len(types),
                                 value=quoted(flags)))
        return ({i for i, f in enumerate(flags) if not f},
                msg("{source}: 0 for a layer without RoPE", source=c.source("no_rope_layers")))
    if family == "cohere2" or (family == "exaone4" and c.data.get("sliding_window") is not None):
        return ({i for i, t in enumerate(types) if t == "full_attention"},
                msg("{family}'s full_attention layers apply no rotary embedding", family=family))
    return None


def _read_layer_kinds(r: _Reading, family: str, extra: dict) -> tuple[LayerKind, ...]:
    """The model's layers grouped by how they encode positions (RoPE models), or () when the
    config does not tell its layers apart."""
    c = r.config
    listed = _layer_types(c, family)
    if listed is None:
        return ()
    types, how = listed
    nope, nope_how = _nope_layers(c, family, types) or (set(), how)
    groups: dict[tuple, tuple[list[str], list[int], _Reading]] = {}
    for kind in dict.fromkeys(t for i, t in enumerate(types) if i not in nope):
        reading = _Reading(c)
        reading.set("scheme", r.values["scheme"], r.sources["scheme"])
        kind_extra = _read_rope(reading, family, kind or None)
        if family in FULL_LAYERS_SCALED and kind == "sliding_attention" and _per_type(c) is None:
            reading.sources["scaling"] = msg("{family}: rope_scaling is the full_attention "
                                             "layers' alone", family=family)
        if kind_extra != extra:
            raise ModelError(msg("{config}: LongRoPE factors of their own for the {kind} layers "
                                 "are not drawn", config=c.label, kind=kind))
        key = tuple(sorted(reading.values.items()))
        names, layers, _ = groups.setdefault(key, ([], [], reading))
        names.append(kind)
        layers.extend(i for i, t in enumerate(types) if t == kind and i not in nope)
    kinds = [LayerKind(tuple(n for n in names if n), tuple(sorted(layers)), reading.values,
                       reading.sources, how or nope_how, drawn=reading.values == r.values)
             for names, layers, reading in groups.values()]
    if nope:
        note = ""
        if family == "llama4_text" and c.data.get("attn_temperature_tuning", True):
            note = msg("each query is scaled by 1 + {scale:g}·ln(1 + ⌊(p + 1)/{floor:,}⌋) at "
                       "position p (attn_temperature_tuning): sharper attention in long contexts",
                       scale=c.number("attn_scale") or 0.1,
                       floor=c.count("floor_scale", least=1) or 8192)
        kinds.append(LayerKind(tuple(dict.fromkeys(types[i] for i in sorted(nope) if types[i])),
                               tuple(sorted(nope)), None, {}, nope_how, note))
    return tuple(kinds)


def _given_attention_factor(r: _Reading, sc: _Config) -> bool:
    """Set the attention factor the config gives (above 0: 0 would draw every score as 0),
    and say whether it gave one."""
    value = sc.number("attention_factor")
    if value is None:
        return False
    if value <= 0:
        raise ModelError(msg("{source} = {value:g}: an attention factor must be above 0",
                             source=sc.source("attention_factor"), value=value))
    r.set("attention_factor", value, sc.source("attention_factor"))
    return True


def _ordered(r: _Reading, low: str, high: str, equal: bool = False) -> None:
    """The value read for ``low`` is below the one for ``high`` (or ``equal`` to it), or both
    sources are named."""
    a, b = r.values[low], r.values[high]
    if a < b or (equal and a == b):
        return
    names = dict(low_source=r.sources[low], low=a, high_source=r.sources[high], high=b)
    raise ModelError(msg("{low_source} = {low:g} must be at most {high_source} = {high:g}", **names)
                     if equal else
                     msg("{low_source} = {low:g} must be below {high_source} = {high:g}", **names))


def yarn_mscale(scale: float, mscale: float = 1.0) -> float:
    """YaRN's get_mscale: 0.1·mscale·ln(scale) + 1, or 1 for scale ≤ 1."""
    return 1.0 if scale <= 1 else 0.1 * mscale * math.log(scale) + 1.0


def _read_alibi(r: _Reading, family: str) -> None:
    c = r.config
    if family == "mpt":
        heads, key = c.number("n_heads", kind=int), "n_heads"
        bias_max = c.number("attn_config", "alibi_bias_max") or 8.0
        if heads is not None and (bias_max != 8.0 or heads & (heads - 1)):
            raise ModelError(msg("{config}: MPT's slopes for {heads} heads with alibi_bias_max "
                                 "{bias_max:g} differ from the paper's rule the app draws (it "
                                 "draws power-of-two head counts with alibi_bias_max 8)",
                                 config=c.label, heads=heads, bias_max=bias_max))
        width = c.number("d_model", kind=int)
        if width is not None:
            r.set("d_model", width, c.source("d_model"))
    else:
        heads, key = _heads(r) or (None, None)  # type: ignore[assignment]
        width = c.number("hidden_size", kind=int)
        if width is not None:
            r.set("d_model", width, c.source("hidden_size"))
    if heads is None:
        raise ModelError(msg("{config}: ALiBi needs the number of heads; keys seen: {keys}",
                             config=c.label, keys=_keys(c.data)))
    if not 1 <= heads <= SPECS["n_heads"].maximum:
        raise ModelError(msg("{config}: {heads} heads; the app draws 1 to {top}", config=c.label,
                             heads=heads, top=SPECS["n_heads"].maximum))
    r.set("n_heads", heads, c.source(key))
    r.set("head", 0, msg("the steepest head first"))
    if family == "falcon":
        _read_falcon_alibi(r, heads, width)
    r.first("seq_len", (("max_seq_len",), ("seq_length",), ("max_position_embeddings",),
                        ("n_positions",)), kind=int,
            default=(2048, msg("ALiBi has no length limit: 2048 shown")))


def _read_falcon_alibi(r: _Reading, heads: int, width: int | None) -> None:
    """Falcon's ALiBi: bfloat16 slopes, positions and biases, and the biases divided by
    √head_dim with the scores (its attention adds them before scaling)."""
    c = r.config
    source: str
    if width is None:
        width, source = 4544, msg("FalconConfig's default hidden_size")
    else:
        source = c.source("hidden_size")
    head_dim = width // heads
    if head_dim < 1:
        raise ModelError(msg("{config}: hidden_size {width} for {heads} heads leaves no head "
                             "dimension", config=c.label, width=width, heads=heads))
    r.set("alibi_scale", 1.0 / math.sqrt(head_dim),
          msg("Falcon's attention divides its scores, ALiBi biases included, by √head_dim = "
              "√{head_dim} ({source} / {heads} heads)", head_dim=head_dim, source=source, heads=heads))
    r.set("alibi_bf16", True, msg("Falcon's build_alibi_tensor rounds each slope, key position "
                                  "and bias to bfloat16"))
    r.notes.append(msg("transformers' eager attention for Falcon adds the ALiBi biases twice "
                       "(once with the scores, once in its mask); the default (SDPA) attention "
                       "and the original code add them once, as drawn here"))


def _read_t5(r: _Reading, family: str) -> None:
    c = r.config
    r.first("t5_buckets", (("relative_attention_num_buckets",),), kind=int,
            default=(32, msg("T5Config's default relative_attention_num_buckets")))
    r.first("t5_max_distance", (("relative_attention_max_distance",),), kind=int,
            default=(128, msg("T5Config's default relative_attention_max_distance")))
    decoder = c.data.get("is_decoder") is True
    r.set("t5_bidirectional", not decoder,
          msg("{config}: is_decoder true: the decoder's causal buckets", config=c.label) if decoder
          else msg("the encoder's self-attention (is_decoder false): bidirectional"))
    heads = r.first("n_heads", (("num_heads",),), kind=int,
                    default=(8, msg("T5Config's default num_heads")))
    if not 1 <= heads <= SPECS["n_heads"].maximum:
        raise ModelError(msg("{config}: {heads} heads; the app draws 1 to {top}", config=c.label,
                             heads=heads, top=SPECS["n_heads"].maximum))
    r.set("head", 0, msg("the first head"))
    r.first("d_model", (("d_model",),), kind=int)
    r.set("seq_len", 2 * r.values["t5_max_distance"],
          msg("twice the max distance, to show where the buckets end (T5 has no length limit)"))
    r.set("t5_values", "bucket", msg("no checkpoint read: the buckets"))
    if family == "umt5":
        r.notes.append(msg("UMT5: every layer has its own bias table; the first layer's is drawn"))


def relative_bias(model: Model, bidirectional: bool) -> np.ndarray:
    """The T5 model's bias table [buckets, heads], float64: the encoder's (bidirectional) or
    the decoder's (causal)."""
    info = model.table if bidirectional else model.decoder_table
    if info is None:
        raise ModelError(msg("{name}: the checkpoint has no {tensor}", name=model.name,
                             tensor=T5_TENSORS[bidirectional][0]))
    values = checkpoints.read_tensor(info).astype(np.float64)
    if not np.isfinite(values).all():
        bad = np.argwhere(~np.isfinite(values))[0]
        raise ModelError(msg("{tensor}: a value that is not finite at bucket {row}, head {col}",
                             tensor=info.name, row=int(bad[0]), col=int(bad[1])))
    values.setflags(write=False)
    return values


def _t5_tables(r: _Reading, tensors: dict[str, TensorInfo]) -> dict[bool, TensorInfo]:
    """The encoder's (True) and decoder's (False) bias tensors found, each checked against the
    config's buckets and heads."""
    want = (r.values["t5_buckets"], r.values["n_heads"])
    found = {}
    for bidirectional, names in T5_TENSORS.items():
        info = checkpoints.find_tensor(tensors, names)
        if info is None:
            continue
        if tuple(info.shape) != want or info.dtype not in checkpoints.DTYPES:
            raise ModelError(msg("{tensor}: {dtype} {shape}, not the float [buckets, heads] = "
                                 "{want} the config gives", tensor=info.name, dtype=info.dtype,
                                 shape=list(info.shape), want=list(want)))
        found[bidirectional] = info
    info = found.get(r.values["t5_bidirectional"])
    if info is not None:
        r.set("t5_values", "bias", msg("{tensor} {shape} ({dtype})", tensor=info.name,
                                       shape=f"{want[0]} × {want[1]}", dtype=info.dtype))
    return found


def _read_learned(r: _Reading, family: str) -> int:
    """The table's shape from the config; returns the rows before position 0."""
    c = r.config
    if family in GPT2_LIKE:
        rows = r.first("table_size", (("n_positions",), ("max_position_embeddings",),
                                      ("n_ctx",)), kind=int)
        width_keys: tuple[tuple[str, ...], ...] = (("n_embd",), ("hidden_size",))
        offset, init = 0, "gpt2"
    else:
        embedding = c.data.get("position_embedding_type")
        if embedding not in ("absolute", None):
            raise ModelError(msg("{config}: position_embedding_type {kind} (relative) is not "
                                 "drawn; only absolute tables are", config=c.label,
                                 kind=quoted(embedding)))
        rows = c.number("max_position_embeddings", kind=int)
        if family == "mpnet":  # MPNetEmbeddings numbers from its own padding_idx = 1
            offset = 2
        elif family in ROBERTA_LIKE:
            # positions are numbered from padding_idx + 1, so rows 0 … pad come before them
            pad = c.count("pad_token_id", least=0)
            offset = (pad if pad is not None else 1) + 1
        elif family in OFFSET_TWO:
            offset = 2
        else:
            offset = 0
        if rows is not None:
            if rows <= offset and family not in OFFSET_TWO:
                raise ModelError(msg("{config}: max_position_embeddings {rows:,} leaves no row for "
                                     "position 0 after the {offset} rows before it",
                                     config=c.label, rows=rows, offset=offset))
            if family in OFFSET_TWO:  # the table has max_position_embeddings + 2 rows
                r.set("table_size", rows, c.source("max_position_embeddings"))
            else:
                r.set("table_size", rows - offset, msg("{key} {rows:,} − {offset} rows before "
                                                       "position 0", key=c.source(
                                                           "max_position_embeddings"),
                                                       rows=rows, offset=offset)
                      if offset else c.source("max_position_embeddings"))
        width_keys = (("hidden_size",), ("dim",), ("d_model",), ("word_embed_proj_dim",))
        init = "bert"
    r.first("d_model", width_keys, kind=int)
    r.set("init", init, msg("{family}'s initialisation (shown if no table is read)",
                            family=family))
    return offset


def _read_sinusoidal(r: _Reading, family: str) -> None:
    c = r.config
    width = r.first("d_model", (("d_model",), ("hidden_size",)), kind=int)
    if width is None:
        raise ModelError(msg("{config}: a sinusoidal table needs d_model; keys seen: {keys}",
                             config=c.label, keys=_keys(c.data)))
    if family in ("marian", "pegasus"):
        name = family.capitalize()
        r.set("layout", "concat-paper", msg("{name}: the paper's frequencies, sines then cosines "
                                            "({name}SinusoidalPositionalEmbedding)", name=name))
    else:
        r.set("layout", "concat-t2t", msg("{family}: fairseq's table, ω_i = exp(−i·ln 10000/(d/2−1)), "
                                          "sines then cosines", family=family))
        r.notes.append(msg("{family} numbers tokens from padding_idx + 1 = 2: token p gets "
                           "row p + 2", family=family))
    r.set("base", 10_000.0, msg("fixed in {family}'s code", family=family))
    r.first("seq_len", (("max_position_embeddings",), ("max_target_positions",)), kind=int,
            default=(1024, msg("no max_position_embeddings: 1024 shown")))


def _keys(data: dict) -> str:
    keys = sorted(k for k in data if isinstance(k, str))
    shown = ", ".join(shortened(k, 40) for k in keys[:24])
    return shown + (", …" if len(keys) > 24 else "") if keys else msg("none")


# -- M-RoPE (Qwen2-VL, Qwen2.5-VL, Qwen3-VL) -------------------------------------------------------

# Families whose language model always interleaves the sections (Qwen3-VL's rotary embedding)
MROPE_INTERLEAVED = ("qwen3_vl", "qwen3_vl_moe", "qwen3_vl_text", "qwen3_vl_moe_text")
# Families whose video frames are tokens_per_second · seconds per grid apart (Qwen2.5-VL), and
# the vision config's default where the key is absent (Qwen2_5_VLVisionConfig)
MROPE_TIMED = {"qwen2_5_vl": 4, "qwen2_5_omni": 25}


def _mrope_object(c: _Config) -> tuple[str, dict] | None:
    """(its key, the object) of a config whose rope object gives mrope_section or says rope_type
    (or type) mrope; None for any other config."""
    for key in ("rope_parameters", "rope_scaling"):
        value = c.data.get(key)
        if isinstance(value, dict) and ("mrope_section" in value or "mrope" in (
                value.get("rope_type"), value.get("type"))):
            return key, value
    return None


def _read_mrope(r: _Reading, top: dict) -> _Reading:
    """M-RoPE's fields into ``r`` (mrope_section, interleaved, and from the top-level
    vision_config the spatial merge and tokens per second) when the rope object gives
    mrope_section; returns a reading of those alone (empty for another model)."""
    c = r.config
    found = _mrope_object(c)
    own = _Reading(c)
    if found is None:
        return own
    key, scaling = found
    sc = _Config(scaling, c.label, f"{c.within}{key}.")
    section = scaling.get("mrope_section")
    half = r.values["head_dim"] // 2
    if section is None:
        raise ModelError(msg("{config}: rope_type mrope needs {key}.mrope_section, the pairs that "
                             "turn with t, h and w", config=c.label, key=c.within + key))
    if (not isinstance(section, list)
            or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in section)
            or sum(section) != half):
        raise ModelError(msg("{source} must be a list of counts ≥ 0 summing to head_dim/2 = "
                             "{half} ({head}), got {value}", source=sc.source("mrope_section"),
                             half=half, head=r.sources["head_dim"], value=quoted(section)))
    text = ",".join(map(str, section))
    if len(text) > SPECS["mrope_section"].maximum:
        raise ModelError(msg("{source}: {count} sections; the app draws at most {top} characters "
                             "of them", source=sc.source("mrope_section"), count=len(section),
                             top=SPECS["mrope_section"].maximum))
    top_family = _model_type(_Config(top))
    interleaved = scaling.get("mrope_interleaved")
    if interleaved is not None and not isinstance(interleaved, bool):
        raise ModelError(msg("{source} must be true or false, got {value}",
                             source=sc.source("mrope_interleaved"), value=quoted(interleaved)))
    if interleaved is not None:
        own.set("mrope_interleaved", interleaved, sc.source("mrope_interleaved"))
    elif top_family in MROPE_INTERLEAVED or _model_type(c) in MROPE_INTERLEAVED:
        own.set("mrope_interleaved", True, msg("{family}'s rotary embedding interleaves t, h, w "
                                               "pair by pair", family=top_family or _model_type(c)))
    else:
        own.set("mrope_interleaved", False, msg("no mrope_interleaved: the sections in turn "
                                                "(Qwen2-VL)"))
    if own.values["mrope_interleaved"] and len(section) != 3:
        raise ModelError(msg("{source}: interleaved M-RoPE takes three sections (t, h, w), got "
                             "{value}", source=sc.source("mrope_section"), value=quoted(section)))
    own.set("mrope_section", text, sc.source("mrope_section"))
    vision = top.get("vision_config")
    vc = _Config(vision if isinstance(vision, dict) else {}, c.label, "vision_config.")
    merge = vc.number("spatial_merge_size", kind=int)
    if merge is not None:
        own.set("mrope_spatial_merge", merge, vc.source("spatial_merge_size"))
    else:
        own.set("mrope_spatial_merge", 2, msg("Hugging Face's default spatial_merge_size 2 (no "
                                              "vision_config.spatial_merge_size)"))
    timed = MROPE_TIMED.get(top_family)
    per_second = vc.number("tokens_per_second")
    if per_second is not None and per_second != int(per_second):  # a float in older configs
        raise ModelError(msg("{source} must be a whole number of tokens, got {value}",
                             source=vc.source("tokens_per_second"), value=quoted(per_second)))
    if per_second is not None:
        own.set("mrope_tokens_per_second", int(per_second), vc.source("tokens_per_second"))
    elif timed is not None:
        own.set("mrope_tokens_per_second", timed, msg("{family}'s default tokens_per_second {n} (no "
                                                      "vision_config.tokens_per_second)",
                                                      family=top_family, n=timed))
    elif own.values["mrope_interleaved"]:
        own.set("mrope_tokens_per_second", 0, msg("{family}: each temporal patch of a video a frame "
                                                  "of its own after its timestamp text",
                                                  family=top_family or _model_type(c)))
    else:
        own.set("mrope_tokens_per_second", 0, msg("{family}: a video's temporal patches 1 position "
                                                  "apart", family=top_family or _model_type(c)
                                                  or msg("a model without tokens_per_second")))
    layout = (msg("interleaved {section}", section=text) if own.values["mrope_interleaved"]
              else msg("in sections {section}", section=text))
    own.notes.append(msg("M-RoPE: each pair turns with the time, height or width position "
                         "({layout}); the M-RoPE tab draws an image's (t, h, w) ids, the other "
                         "RoPE views text alone, where t = h = w", layout=layout))
    for name, value in own.values.items():
        r.set(name, value, own.sources[name])
    r.notes.extend(own.notes)
    return own


def scheme_of(config: _Config) -> str:
    """Which positional scheme a config describes, or ModelError naming the keys seen."""
    data, family = config.data, _model_type(config)
    attn = data.get("attn_config")
    attn = attn if isinstance(attn, dict) else {}
    if family == "bloom" or data.get("alibi") is True or attn.get("alibi") is True:
        return "alibi"
    if family in SINUSOIDAL_TYPES:
        return "sinusoidal"
    if family in T5_TYPES:
        return "t5"
    if family in GPT2_LIKE or family in BERT_LIKE or family in ROBERTA_LIKE or family in (
            *OFFSET_TWO, "distilbert"):
        if family == "distilbert" and data.get("sinusoidal_pos_embds"):
            return "sinusoidal"
        return "learned"
    if "relative_attention_num_buckets" in data:  # T5's bias alone (MPNet adds a table: above)
        return "t5"
    if (family in ROPE_TYPES or any(k in data for k in ("rope_theta", "rope_scaling",
                                                        "rope_parameters", "rotary_emb_base",
                                                        "partial_rotary_factor", "rotary_pct"))):
        return "rope"
    raise ModelError(msg("{config}: no positional scheme this app knows (model_type {family}); "
                         "keys seen: {keys}", config=config.label,
                         family=repr(family or "none"), keys=_keys(data)))


def read_config(data: dict, label: str = CONFIG_NAME) -> tuple[str, str, _Reading, dict[str, Any], int]:
    """(family, scheme, the values read, extra facts, table offset) from a parsed config."""
    config = _Config(data, label)
    notes = []
    try:
        scheme = scheme_of(config)
    except ModelError:
        # a multimodal model keeps its language model's config under text_config
        if not isinstance(data.get("text_config"), dict):
            raise
        config = _Config(data["text_config"], label, "text_config.")
        scheme = scheme_of(config)
        notes.append(msg("{family}: the language model's positions (text_config) are drawn",
                         family=_model_type(_Config(data)) or msg("a multimodal model")))
        if isinstance(data.get("vision_config"), dict) and _mrope_object(config) is None:
            notes.append(msg("its vision tower (vision_config) numbers image patches with "
                             "positions of its own, not drawn here"))
    family = _model_type(config)
    r = _Reading(config)
    r.notes.extend(notes)
    r.set("scheme", scheme, msg("model_type {family}", family=family) if family else
          msg("the keys of {config}", config=label))
    extra: dict[str, Any] = {}
    offset = 0
    if scheme == "rope":
        extra = _read_rope(r, family)
        kinds = _read_layer_kinds(r, family, dict(extra))
        if kinds:
            extra["layer_kinds"] = kinds
        mrope = _read_mrope(r, data)
        for kind in kinds:  # every layer turns its pairs by the same (t, h, w)
            if kind.values is not None:
                kind.values.update(mrope.values)
                kind.sources.update(mrope.sources)
    elif scheme == "alibi":
        _read_alibi(r, family)
    elif scheme == "learned":
        offset = _read_learned(r, family)
    elif scheme == "t5":
        _read_t5(r, family)
    else:
        if family == "distilbert":
            if r.first("d_model", (("dim",),), kind=int) is None:
                raise ModelError(msg("{config}: a sinusoidal table needs d_model; keys seen: {keys}",
                                     config=label, keys=_keys(data)))
            r.set("layout", "interleaved", msg("DistilBERT: create_sinusoidal_embeddings"))
            r.set("base", 10_000.0, msg("fixed in DistilBERT's code"))
            r.first("seq_len", (("max_position_embeddings",),), kind=int,
                    default=(512, msg("no max_position_embeddings: 512 shown")))
        else:
            _read_sinusoidal(r, family)
    return family, scheme, r, extra, offset


# -- a model on disk -------------------------------------------------------------------------------

def _name_of(path: Path, data: dict | None) -> str:
    """org/name for a Hugging Face cache snapshot, else the folder's name (or the config's
    ``_name_or_path`` when the folder tells nothing)."""
    parts = path.parts
    for i, part in enumerate(parts):
        if part.startswith("models--") and parts[i + 1:i + 2] == ("snapshots",):
            return part[len("models--"):].replace("--", "/")
    if data and isinstance(data.get("_name_or_path"), str) and data["_name_or_path"] and path.name == "":
        return data["_name_or_path"]
    return path.name or str(path)


def _locate(path: str) -> tuple[Path, Path | None, Path | None]:
    """(folder, config or None, the single .safetensors file asked for or None)."""
    p = Path(os.path.expanduser(path))  # ~nosuchuser stays as written (Path's raises)
    if checkpoints.is_pickled(p):
        raise checkpoints.pickled_refusal(p)
    if not p.exists():
        raise ModelError(msg("{path}: not on disk (nothing is downloaded: open a folder or file "
                             "that is there)", path=str(p)))
    if p.is_dir():
        config = p / CONFIG_NAME
        return p, config if config.is_file() else None, None
    if p.suffix == ".safetensors":
        config = p.parent / CONFIG_NAME
        return p.parent, config if config.is_file() else None, p
    if p.suffix == ".json":
        return p.parent, p, None
    raise ModelError(msg("{name}: open a model folder, a config.json or a .safetensors file",
                         name=p.name))


def read_model(path: str | os.PathLike) -> Model:
    """Read a model folder, config.json or .safetensors file (see the module's docstring); a
    path the file system refuses (permission denied, a name too long) is a ModelError."""
    path = os.fspath(path)
    try:
        return _read_model(path)
    except OSError as exc:
        where = os.fsdecode(exc.filename) if exc.filename is not None else path
        raise ModelError(msg("{path}: cannot be read ({reason})", path=shortened(where),
                             reason=str(exc.strerror or exc))) from None


def _read_model(path: str) -> Model:
    folder, config_path, single = _locate(path)
    data = _read_json(config_path) if config_path is not None else None
    tensors: dict[str, TensorInfo] | None = None
    checkpoint = ""

    def tensor_list() -> dict[str, TensorInfo]:
        nonlocal tensors, checkpoint
        if tensors is None:
            tensors = checkpoints.tensor_map(single if single is not None else folder)
            files = sorted({os.path.basename(t.file) for t in tensors.values()})
            checkpoint = ", ".join(files)
        return tensors

    if data is None:
        if single is None and not checkpoints.checkpoint_files(folder):
            pickled = sorted(p.name for p in folder.glob("*") if checkpoints.is_pickled(p))
            if pickled:
                raise checkpoints.pickled_refusal(folder / pickled[0])
            raise ModelError(msg("{path}: no config.json and no .safetensors file", path=path))
        info = checkpoints.find_tensor(tensor_list(), TABLE_TENSORS)
        if info is None:
            raise ModelError(msg("{path}: no config.json, and no position table among its tensors "
                                 "({names})", path=path, names=", ".join(sorted(tensor_list())[:12])))
        return _table_only_model(path, _name_of(folder, None), info, checkpoint)
    family, scheme, r, extra, offset = read_config(data)
    table = None
    t5_tables: dict[bool, TensorInfo] = {}
    notes = list(r.notes)
    if scheme == "learned":
        has_weights = single is not None or checkpoints.checkpoint_files(folder) or (
            folder / checkpoints.INDEX_NAME).is_file()
        if has_weights:
            table = checkpoints.find_tensor(tensor_list(), TABLE_TENSORS)
            if table is None:
                raise ModelError(msg("{checkpoint}: no position table (looked for {names})",
                                     checkpoint=checkpoint, names=", ".join(TABLE_TENSORS)))
            _check_table(table, offset)
            rows, width = table.shape[0] - offset, table.shape[1]
            if r.values.get("table_size") not in (None, rows):
                notes.append(msg("config says {config_rows:,} rows, the tensor has {rows:,}: the "
                                 "tensor's are drawn", config_rows=r.values["table_size"], rows=rows))
            r.set("table_size", rows, msg("{tensor} {shape} ({dtype})", tensor=table.name,
                                          shape=f"{table.shape[0]} × {table.shape[1]}",
                                          dtype=table.dtype)
                  if not offset else msg("{tensor} {shape} ({dtype}) minus {offset} rows before "
                                         "position 0", tensor=table.name,
                                         shape=f"{table.shape[0]} × {table.shape[1]}",
                                         dtype=table.dtype, offset=offset))
            r.set("d_model", width, msg("{tensor} width", tensor=table.name))
            if offset:
                notes.append(msg("rows 0–{last} of {tensor} come before position 0 ({family}'s "
                                 "offset of {offset}): position p is row p + {offset}",
                                 last=offset - 1, tensor=table.name, family=family, offset=offset))
        else:
            pickled = sorted(p.name for p in folder.glob("*") if checkpoints.is_pickled(p))
            notes.append(msg("no .safetensors checkpoint: the untrained initialisation of the "
                             "config's shape is drawn") if not pickled else
                         msg("{file} not read (pickle can run code; only .safetensors is read): "
                             "the untrained initialisation of the config's shape is drawn",
                             file=pickled[0]))
        if "table_size" not in r.values:
            raise ModelError(msg("{config}: no max_position_embeddings or n_positions for the "
                                 "table's length", config=CONFIG_NAME))
        r.set("seq_len", min(2 * r.values["table_size"], SPECS["seq_len"].maximum),
              msg("twice the table's rows, to show where it ends"))
        r.set("trained_len", r.values["table_size"], r.sources["table_size"])
    if scheme == "t5" and (single is not None or checkpoints.checkpoint_files(folder) or (
            folder / checkpoints.INDEX_NAME).is_file()):
        t5_tables = _t5_tables(r, tensor_list())
        table = t5_tables.get(True)
        if r.values["t5_bidirectional"] not in t5_tables:
            missing = T5_TENSORS[r.values["t5_bidirectional"]][0]
            notes.append(msg("{checkpoint}: no {tensor}: the buckets are drawn, and the bias of an "
                             "untrained initialisation", checkpoint=checkpoint, tensor=missing))
            r.set("t5_values", "bucket", msg("{checkpoint}: no {tensor}: the buckets",
                                             checkpoint=checkpoint, tensor=missing))
    notes += _clamp(r.values, r.sources)
    for kind in extra.get("layer_kinds", ()):
        if kind.values is not None and not kind.drawn:
            _clamp(kind.values, kind.sources)
    return Model(path, _name_of(folder, data), family, scheme, r.values, r.sources, tuple(notes),
                 extra.get("short_factor"), extra.get("long_factor"), table, offset, checkpoint,
                 extra.get("layer_kinds", ()), t5_tables.get(False))


def _check_table(info: TensorInfo, offset: int) -> None:
    if len(info.shape) != 2 or info.shape[0] < 1 or info.shape[1] < 1:
        raise ModelError(msg("{tensor}: shape {shape} is not a (positions, width) table",
                             tensor=info.name, shape=info.shape))
    if info.shape[0] <= offset:
        raise ModelError(msg("{tensor} has {rows:,} rows, none left for position 0 after the "
                             "{offset:,} rows before it", tensor=info.name,
                             rows=info.shape[0], offset=offset))
    if info.dtype not in checkpoints.DTYPES:
        raise ModelError(msg("{tensor} is {dtype}, not a float table", tensor=info.name,
                             dtype=info.dtype))


def _table_only_model(path: str, name: str, info: TensorInfo, checkpoint: str) -> Model:
    _check_table(info, 0)
    source = msg("{tensor} {shape} ({dtype})", tensor=info.name,
                 shape=f"{info.shape[0]} × {info.shape[1]}", dtype=info.dtype)
    values = {"scheme": "learned", "table_size": info.shape[0], "d_model": info.shape[1],
              "seq_len": min(2 * info.shape[0], SPECS["seq_len"].maximum),
              "trained_len": info.shape[0]}
    sources: dict[str, str] = {"scheme": msg("tensor {tensor}", tensor=info.name), "table_size": source,
               "d_model": source, "seq_len": msg("twice the table's rows, to show where it ends"),
               "trained_len": source}
    _clamp(values, sources)
    notes = (msg("no config.json: the table is drawn as stored (a model with a position offset, "
                 "such as OPT or RoBERTa, needs its config to know it)"),)
    return Model(path, name, "", "learned", values, sources, notes, table=info,
                 checkpoint=checkpoint)


def _clamp(values: dict, sources: dict) -> list[str]:
    """Values past the app's bounds are refused by name, not silently cut; a context past the
    app's positions is cut to them, and the note saying so is returned."""
    notes: list[str] = []
    for name, value in values.items():
        spec = SPECS[name]
        if spec.kind in (int, float):
            if name == "seq_len" and value > spec.maximum:
                values[name] = spec.maximum
                notes.append(msg("context {value:,} is past the app's {top:,} positions: "
                                 "{top:,} shown", value=value, top=spec.maximum))
                continue
            if not spec.minimum <= value <= spec.maximum:
                raise ModelError(msg("{source} = {value:g}: {flag} must be {allowed}",
                                     source=sources[name], value=value, flag=spec.flag,
                                     allowed=spec.describe_range()))
    return notes


# Everything a model can set: opening one first returns these to their defaults, so nothing
# of the model opened before (its LongRoPE scaling, its heads) stays behind.
MODEL_FIELDS = ("scheme", "d_model", "seq_len", "base", "layout", "trained_len", "table_size",
                "init", "table_file", "rope_base", "head_dim", "pairing", "scaling", "factor",
                "original_context", "beta_fast", "beta_slow", "yarn_truncate", "attention_factor",
                "logit_scale",
                "low_freq_factor", "high_freq_factor", "n_heads", "head", "alibi_scale", "alibi_bf16",
                "t5_buckets", "t5_max_distance", "t5_bidirectional", "t5_values", "offset", "ref_pos",
                "mrope_section", "mrope_interleaved", "mrope_tokens_per_second", "mrope_spatial_merge")


def model_params(model: Model, base: Params | None = None) -> Params:
    """``base`` (default: the defaults) with every value the model gives and ``model`` set to
    its path; what the model does not give is the default (``base`` keeps its view settings:
    colours, sentences, seed…)."""
    values = {name: SPECS[name].default for name in MODEL_FIELDS}
    values.update(model.values)
    values["model"] = os.path.abspath(os.path.expanduser(model.path))
    start = base if base is not None else Params()
    # the pair shown within the new width and layout
    if start.pair >= pair_count(values["d_model"], values["layout"]):
        values["pair"] = 0
    # the M-RoPE image's sides: multiples of the model's spatial merge, at most one merge up
    merge = values["mrope_spatial_merge"]
    for name in ("mrope_image_h", "mrope_image_w"):
        side = getattr(start, name)
        values[name] = min(-(-side // merge) * merge, SPECS[name].maximum // merge * merge)
    return start.replace(**values)


def layer_params(model: Model, kind: LayerKind, base: Params | None = None) -> Params | None:
    """The parameters that draw the layers ``kind`` of ``model`` as :func:`model_params` draws
    the model (None for layers without positions)."""
    if kind.values is None:
        return None
    return model_params(dataclasses.replace(model, values=kind.values), base)


def differences(model: Model, params: Params) -> list[tuple[str, Any, Any]]:
    """(name, the model's value, the value drawn) for each number changed since opening."""
    out = []
    for name, value in model.values.items():
        now = getattr(params, name)
        if now != value and not (isinstance(value, float) and isinstance(now, float)
                                 and math.isclose(now, value, rel_tol=1e-12)):
            out.append((name, value, now))
    return out


# -- the model behind Params.model, cached -------------------------------------------------------

_lock = threading.Lock()
_cache: OrderedDict = OrderedDict()
_CACHE_SIZE = 8


def _stamp(path: str):
    """What identifies the files a model was read from: the config and checkpoint headers'
    sizes and times (a changed file is read again)."""
    p = Path(path)
    try:
        files = [p] if p.is_file() else [p / CONFIG_NAME, p / checkpoints.INDEX_NAME,
                                         *checkpoints.checkpoint_files(p)]
    except OSError:  # a folder the user may not enter: read_model says so
        return ()
    stamp = []
    for f in files:
        try:
            st = f.stat()
        except OSError:
            continue
        stamp.append((str(f), st.st_size, st.st_mtime_ns))
    return tuple(stamp)


def load(path: str) -> Model:
    """The model at ``path`` (cached while its files are unchanged)."""
    if not path:
        raise ModelError(msg("no model is open"))
    path = os.path.abspath(os.path.expanduser(path))
    key = (path, _stamp(path))
    with _lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
    model = read_model(path)
    with _lock:
        _cache[key] = model
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return model


def position_table(model: Model) -> np.ndarray:
    """The trained table, positions 0 … from the checkpoint (rows before position 0 left
    out), float32 (float64 kept), read-only. Only that tensor's bytes are read."""
    if model.table is None:
        raise ModelError(msg("{name} has no position table", name=model.name))
    values = checkpoints.read_tensor(model.table)[model.table_offset:]
    if not np.isfinite(values).all():
        bad = np.argwhere(~np.isfinite(values))[0]
        raise ModelError(msg("{tensor}: a value that is not finite at row {row}, column {col}",
                             tensor=model.table.name, row=int(bad[0]) + model.table_offset,
                             col=int(bad[1])))
    values = np.ascontiguousarray(values)
    values.setflags(write=False)
    return values


def longrope_factors(params: Params, length: int) -> np.ndarray:
    """LongRoPE's per-pair factors for the model ``params.model``: the long ones when
    ``length`` (the last position + 1) is past the original context, else the short ones —
    as Hugging Face's ``_longrope_frequency_update`` switches."""
    if not params.model:
        raise ModelError(msg("--scaling longrope takes its per-pair factors from a model: open one "
                             "(--model PATH)"))
    model = load(params.model)
    if model.short_factor is None:  # read_model sets both factors or neither
        raise ModelError(msg("{name} has no LongRoPE factors (its scaling is {scaling})",
                             name=model.name, scaling=model.values.get("scaling", "none")))
    factors = model.long_factor if length > params.original_context else model.short_factor
    assert factors is not None  # read_model sets both factors or neither
    if 2 * len(factors) != params.head_dim:
        raise ModelError(msg("{name}'s LongRoPE factors are for {pairs} pairs, not head_dim "
                             "{head_dim}", name=model.name, pairs=len(factors),
                             head_dim=params.head_dim))
    return np.asarray(factors)  # floats: float64


def sources_record(params: Params) -> dict[str, Any] | None:
    """The model's name and the source of each number, for figures and reports (None
    without a model, or when it is no longer on disk)."""
    if not params.model:
        return None
    try:
        model = load(params.model)
    except ParamError:
        return None
    return {"name": model.name, "path": params.model, "scheme": model.scheme,
            "sources": {k: str(v) for k, v in model.sources.items()},
            "changed": {name: now for name, _v, now in differences(model, params)}}


# -- the local Hugging Face cache --------------------------------------------------------------------

@dataclass(frozen=True)
class CachedModel:
    repo: str  # org/name
    path: str  # the snapshot folder
    summary: str  # one line, or why it cannot be read


def hub_cache_dir(environ: dict | None = None) -> Path:
    """Where the Hugging Face hub keeps models: $HF_HUB_CACHE, else $HF_HOME/hub, else
    $XDG_CACHE_HOME/huggingface/hub, else ~/.cache/huggingface/hub (huggingface_hub's rule)."""
    env = os.environ if environ is None else environ
    home = os.path.expanduser  # an unknown ~user stays as written (Path.expanduser raises)
    if env.get("HF_HUB_CACHE"):
        return Path(home(env["HF_HUB_CACHE"]))
    if env.get("HF_HOME"):
        return Path(home(env["HF_HOME"])) / "hub"
    if env.get("XDG_CACHE_HOME"):
        return Path(home(env["XDG_CACHE_HOME"])) / "huggingface" / "hub"
    return Path(home("~")) / ".cache" / "huggingface" / "hub"


def _plain_name(name: str) -> bool:
    """A name of one folder entry: no separator, not "" or . or .. (a NUL makes is_dir False)."""
    return name not in ("", "..") and Path(name).name == name


def _snapshot(repo_dir: Path) -> Path | None:
    """The snapshot refs/main points to, else the newest one (None when there is none; a
    folder that cannot be read raises OSError)."""
    snapshots = repo_dir / "snapshots"
    ref = repo_dir / "refs" / "main"
    try:
        if ref.is_file():
            # a commit hash (read bounded); a folder of snapshots/, never a path out of it; a
            # ref too large to be one is passed over for the newest snapshot
            with contextlib.suppress(FileRefused):
                rev = read_regular(ref, MAX_REF_BYTES).decode(errors="replace").strip()
                if _plain_name(rev) and (snapshots / rev).is_dir():
                    return snapshots / rev
        revs = [p for p in snapshots.iterdir() if p.is_dir()]
    except (FileNotFoundError, NotADirectoryError):
        return None
    return max(revs, key=lambda p: p.stat().st_mtime) if revs else None


def cached_models(cache: Path | None = None) -> list[CachedModel]:
    """Every model in the local cache (``models--org--name/snapshots/<rev>/``), sorted, each
    with a one-line summary. Reads config files and checkpoint headers only; no network."""
    cache = hub_cache_dir() if cache is None else Path(cache)
    out = []
    try:
        entries = sorted(p for p in cache.iterdir() if p.is_dir() and p.name.startswith("models--"))
    except OSError:
        return []
    for repo_dir in entries:
        repo = repo_dir.name[len("models--"):].replace("--", "/")
        try:
            snap = _snapshot(repo_dir)
        except OSError as exc:
            out.append(CachedModel(repo, str(repo_dir), msg("cannot be read: {reason}",
                                                            reason=str(exc.strerror or exc))))
            continue
        if snap is None:
            out.append(CachedModel(repo, str(repo_dir), msg("no snapshot downloaded")))
            continue
        try:
            summary = read_model(snap).summary()
        except ParamError as exc:
            summary = msg("cannot be read: {reason}", reason=exc.args[0])
        out.append(CachedModel(repo, str(snap), summary))
    return out
