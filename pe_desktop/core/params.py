"""Every parameter of the app: its name, default, bounds and help, in one place.

Spin-box ranges, command-line flags and error messages are all generated from
:data:`SPECS`, so a bound is written exactly once.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, fields, replace
from typing import Any

from .encodings import LAYOUTS, Sinusoidal


class ParamError(ValueError):
    """A parameter value outside its allowed range; the message is one readable line."""


@dataclass(frozen=True)
class ParamSpec:
    name: str
    label: str
    kind: type  # int, float, bool or str (free text unless ``choices``)
    default: Any
    minimum: Any = None  # for str: the shortest length
    maximum: Any = None  # for str: the longest length
    choices: tuple[str, ...] = ()
    help: str = ""
    decimals: int = 0
    step: Any = None  # the spin-box step; None: adaptive

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    def describe_range(self) -> str:
        if self.choices:
            return "one of " + ", ".join(self.choices)
        if self.kind is bool:
            return "on or off"
        if self.kind is str:
            return f"text of {self.minimum} to {self.maximum} characters"
        kind = "an integer" if self.kind is int else "a number"
        return f"{kind} from {_fmt(self.minimum)} to {_fmt(self.maximum)}"

    def _refuse(self, value: Any) -> ParamError:
        shown = _fmt(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else repr(value)
        return ParamError(f"{self.flag} must be {self.describe_range()}, got {shown}")

    def parse(self, text: str) -> Any:
        """Parse command-line text; raises ParamError naming the flag and its range."""
        try:
            if self.kind is int:
                value: Any = int(text)
            elif self.kind is float:
                value = float(text)
            elif self.kind is bool:
                lowered = text.strip().lower()
                if lowered not in ("on", "off", "true", "false", "1", "0", "yes", "no"):
                    raise ValueError(text)
                value = lowered in ("on", "true", "1", "yes")
            else:
                value = str(text)
        except ValueError:
            raise ParamError(f"{self.flag} must be {self.describe_range()}, got {text!r}") from None
        return self.validate(value)

    def validate(self, value: Any) -> Any:
        if self.choices:
            if value not in self.choices:
                raise self._refuse(value)
            return value
        if self.kind is bool:
            if not isinstance(value, bool):
                raise self._refuse(value)
            return value
        if self.kind is str:
            if not isinstance(value, str) or not self.minimum <= len(value) <= self.maximum:
                raise self._refuse(value)
            return value
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self._refuse(value)
        if self.kind is int:
            if isinstance(value, float) and not value.is_integer():
                raise self._refuse(value)
            value = int(value)
        else:
            value = float(value)
            if not math.isfinite(value):
                raise self._refuse(value)
        if not (self.minimum <= value <= self.maximum):
            raise self._refuse(value)
        return value


def _fmt(value: Any) -> str:
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e16:
        return str(int(value))
    return str(value)


MAX_POSITION = 1_000_000_000
SCHEMES = ("sinusoidal", "learned", "rope", "alibi")
MAX_PAIRS = 32_768

SPECS: dict[str, ParamSpec] = {
    s.name: s
    for s in (
        # -- the encoding, shared by every view ------------------------------------------
        ParamSpec(
            "d_model", "d_model", int, 128, 1, 65_536,
            help="Width of the model's vectors: how many dimensions each position vector has "
            "(the paper's base model: 512; Llama 2 7B: 4096).",
        ),
        ParamSpec(
            "seq_len", "Positions", int, 50, 1, 16_777_216,
            help="How many consecutive positions (tokens) are shown, starting at the first position.",
        ),
        ParamSpec(
            "base", "Base", float, 10_000.0, 1.01, 1e9, decimals=2,
            help="Base of the wavelengths: frequency ω_i = base^(−2i/d_model). "
            "The paper uses 10000. Must be above 1, or no wavelength grows.",
        ),
        ParamSpec(
            "layout", "Layout", str, "interleaved", choices=LAYOUTS,
            help="interleaved: sin, cos, sin, cos … with ω_i = base^(−2i/d) (the paper; Hugging "
            "Face create_sinusoidal_embeddings). concat-paper: the same frequencies, all sines "
            "then all cosines (TensorFlow tutorial, Hugging Face Marian). concat-t2t: sines then "
            "cosines with ω_i = base^(−i/(d/2−1)) (tensor2tensor, fairseq).",
        ),
        ParamSpec(
            "offset", "First position", int, 0, 0, MAX_POSITION,
            help="Position of the first row shown: look far out, or at a decoder's current step.",
        ),
        ParamSpec(
            "ref_pos", "Reference position", int, 0, 0, MAX_POSITION,
            help="The similarity curve shows PE(reference)·PE(position) for every position shown.",
        ),
        ParamSpec(
            "trained_len", "Trained length", int, 0, 0, MAX_POSITION,
            help="Marks the longest sequence seen in training (0: no marker). The sinusoidal "
            "encoding still has values past it: it extrapolates; a learned table does not.",
        ),
        # -- how the heatmap is drawn -----------------------------------------------------
        ParamSpec(
            "orientation", "Orientation", str, "positions-vertical",
            choices=("positions-vertical", "dimensions-vertical"),
            help="positions-vertical: positions down the side, the first at the top (as in the "
            "first article). dimensions-vertical: dimensions up the side, origin at the lower "
            "left (as in the second article).",
        ),
        ParamSpec(
            "colormap", "Colour map", str, "RdBu",
            choices=("RdBu", "coolwarm"),
            help="Diverging colours fixed at −1..1. RdBu: red negative, blue positive; "
            "coolwarm: blue negative, red positive.",
        ),
        # -- per-view parameters ----------------------------------------------------------
        ParamSpec(
            "pos_a", "Position A", int, 5, 0, MAX_POSITION,
            help="First position to compare (the first article compares rows 5 and 35).",
        ),
        ParamSpec(
            "pos_b", "Position B", int, 35, 0, MAX_POSITION,
            help="Second position to compare.",
        ),
        ParamSpec(
            "metric", "Similarity", str, "dot", choices=("dot", "cosine"),
            help="dot: PE(p)·PE(q). cosine: the dot product divided by both lengths.",
        ),
        ParamSpec(
            "pair", "Frequency pair i", int, 0, 0, MAX_PAIRS - 1,
            help="Which (sin, cos) pair to follow: dimensions 2i and 2i+1 in the paper's layout. "
            "At most ceil(d_model/2) − 1.",
        ),
        ParamSpec(
            "shift", "Offset k", int, 5, -1_000_000, 1_000_000,
            help="The relative offset k: PE(p+k) is PE(p) rotated by the angle ω_i·k in each pair.",
        ),
        ParamSpec(
            "sentence_a", "Sentence A", str, "The keys on the table are lost.", 1, 200,
            help="Tokens are split on spaces and punctuation; each token gets a fixed embedding "
            "from its text.",
        ),
        ParamSpec(
            "sentence_b", "Sentence B", str, "The table on the keys are lost.", 1, 200,
            help="The same words in another order: without positions, attention cannot tell.",
        ),
        ParamSpec(
            "case_fold", "Fold case", bool, True,
            help="Treat 'The' and 'the' as the same token (the same embedding).",
        ),
        ParamSpec(
            "seed", "Random seed", int, 0, 0, 2**31 - 1,
            help="Seed of the token embeddings and attention projections in the demos.",
        ),
        ParamSpec(
            "batch", "Batch size B", int, 1, 1, 8,
            help="Sentences in the batch [B, S, D] of the embedding view.",
        ),
        ParamSpec(
            "dropout", "Dropout", float, 0.0, 0.0, 0.9, decimals=2,
            help="Dropout applied after adding the encoding (the paper uses 0.1 in training).",
        ),
        # -- the successors ---------------------------------------------------------------
        ParamSpec(
            "scheme", "Scheme", str, "sinusoidal", choices=SCHEMES,
            help="Which positional scheme the scheme views draw: the paper's sinusoidal table, a "
            "learned absolute table (BERT, GPT-2), RoPE (Llama, Qwen) or ALiBi (BLOOM).",
        ),
        ParamSpec(
            "table_size", "Table size", int, 512, 1, 1_048_576,
            help="Rows of a learned absolute table: its maximum length (BERT 512, GPT-2 1024). "
            "Positions past it have no vector at all.",
        ),
        ParamSpec(
            "init", "Initialisation", str, "bert", choices=("bert", "gpt2"),
            help="bert: truncated normal, std 0.02 (cut at ±2 std). gpt2: normal, std 0.01. "
            "An untrained table: only its statistics mean anything.",
        ),
        ParamSpec(
            "table_file", "Table file (.npy)", str, "", 0, 4096,
            help="A trained table saved as .npy, shape (positions, d_model), float. Empty: the "
            "seeded untrained initialisation.",
        ),
        ParamSpec(
            "rope_base", "RoPE base θ", float, 10_000.0, 1.01, 1e9, decimals=1,
            help="θ_i = base^(−2i/head_dim): 10,000 in Llama 2, 500,000 in Llama 3.",
        ),
        ParamSpec(
            "head_dim", "Head dimension", int, 128, 2, 1024, step=2,
            help="Dimensions of one attention head that RoPE rotates, in pairs (Llama: 128). Even.",
        ),
        ParamSpec(
            "pairing", "Pairing", str, "rotate_half", choices=("rotate_half", "interleaved"),
            help="rotate_half: dimension i pairs with i + head_dim/2 (Hugging Face). interleaved: "
            "2i with 2i+1 (GPT-J, Meta's Llama code). The same rotation, other dims.",
        ),
        ParamSpec(
            "scaling", "Long-context scaling", str, "none",
            choices=("none", "linear", "ntk", "dynamic-ntk", "yarn", "llama3"),
            help="How RoPE is stretched past its training length: linear position interpolation, "
            "NTK-aware base change, dynamic NTK, YaRN, or Llama 3.1's per-band scaling.",
        ),
        ParamSpec(
            "factor", "Scaling factor s", float, 8.0, 1.0, 1024.0, decimals=2,
            help="Context extension factor (target length / original length); at least 1.",
        ),
        ParamSpec(
            "original_context", "Original context", int, 8192, 1, 16_777_216,
            help="The length the model was trained on (Llama 2: 4096; Llama 3: 8192).",
        ),
        ParamSpec(
            "beta_fast", "YaRN β_fast", float, 32.0, 0.01, 1e4, decimals=2,
            help="YaRN: pairs turning more than β_fast times over the original context are "
            "extrapolated (left alone).",
        ),
        ParamSpec(
            "beta_slow", "YaRN β_slow", float, 1.0, 0.01, 1e4, decimals=2,
            help="YaRN: pairs turning fewer than β_slow times are interpolated (divided by s).",
        ),
        ParamSpec(
            "attention_factor", "YaRN attention factor", float, 0.0, 0.0, 10.0, decimals=3,
            help="YaRN's logit scale; 0 means the default 0.1·ln(s) + 1.",
        ),
        ParamSpec(
            "low_freq_factor", "Llama 3.1 low-freq factor", float, 1.0, 0.01, 1e3, decimals=2,
            help="Llama 3.1: wavelengths longer than original/low_freq_factor are divided by s.",
        ),
        ParamSpec(
            "high_freq_factor", "Llama 3.1 high-freq factor", float, 4.0, 0.01, 1e3, decimals=2,
            help="Llama 3.1: wavelengths shorter than original/high_freq_factor are kept.",
        ),
        ParamSpec(
            "n_heads", "Heads", int, 8, 1, 256,
            help="ALiBi: number of attention heads; slopes follow the paper's rule for powers "
            "of two and its interleaving rule otherwise.",
        ),
        ParamSpec(
            "head", "Head", int, 0, 0, 255,
            help="ALiBi: which head's bias to draw (at most heads − 1).",
        ),
    )
}

ENCODING_PARAMS = ("d_model", "seq_len", "base", "layout", "offset", "ref_pos", "trained_len")
VIEW_SETTINGS = ("orientation", "colormap")


def _default(name: str):
    return field(default=SPECS[name].default)


@dataclass(frozen=True)
class Params:
    """All parameters the views are drawn from. Validated on construction."""

    d_model: int = _default("d_model")
    seq_len: int = _default("seq_len")
    base: float = _default("base")
    layout: str = _default("layout")
    offset: int = _default("offset")
    ref_pos: int = _default("ref_pos")
    trained_len: int = _default("trained_len")
    orientation: str = _default("orientation")
    colormap: str = _default("colormap")
    pos_a: int = _default("pos_a")
    pos_b: int = _default("pos_b")
    metric: str = _default("metric")
    pair: int = _default("pair")
    shift: int = _default("shift")
    sentence_a: str = _default("sentence_a")
    sentence_b: str = _default("sentence_b")
    case_fold: bool = _default("case_fold")
    seed: int = _default("seed")
    batch: int = _default("batch")
    dropout: float = _default("dropout")
    scheme: str = _default("scheme")
    table_size: int = _default("table_size")
    init: str = _default("init")
    table_file: str = _default("table_file")
    rope_base: float = _default("rope_base")
    head_dim: int = _default("head_dim")
    pairing: str = _default("pairing")
    scaling: str = _default("scaling")
    factor: float = _default("factor")
    original_context: int = _default("original_context")
    beta_fast: float = _default("beta_fast")
    beta_slow: float = _default("beta_slow")
    attention_factor: float = _default("attention_factor")
    low_freq_factor: float = _default("low_freq_factor")
    high_freq_factor: float = _default("high_freq_factor")
    n_heads: int = _default("n_heads")
    head: int = _default("head")

    def __post_init__(self) -> None:
        for f in fields(self):
            object.__setattr__(self, f.name, SPECS[f.name].validate(getattr(self, f.name)))
        if self.pair >= self.encoding.n_pairs:
            raise ParamError(f"--pair must be an integer from 0 to {self.encoding.n_pairs - 1} "
                             f"for d_model {self.d_model}, got {self.pair}")
        if self.head_dim % 2:
            raise ParamError(f"--head-dim must be even (RoPE rotates pairs), got {self.head_dim}")
        if self.head >= self.n_heads:
            raise ParamError(f"--head must be an integer from 0 to {self.n_heads - 1} "
                             f"for {self.n_heads} heads, got {self.head}")
        if self.scaling == "yarn" and self.beta_slow >= self.beta_fast:
            raise ParamError(f"--beta-slow must be below --beta-fast ({self.beta_fast:g}), "
                             f"got {self.beta_slow:g}")
        if self.scaling == "llama3" and self.low_freq_factor >= self.high_freq_factor:
            raise ParamError(f"--low-freq-factor must be below --high-freq-factor "
                             f"({self.high_freq_factor:g}), got {self.low_freq_factor:g}")

    def replace(self, **changes: Any) -> "Params":
        return replace(self, **changes)

    @property
    def encoding(self) -> Sinusoidal:
        return Sinusoidal(self.d_model, self.base, self.layout)

    @property
    def last_position(self) -> int:
        return self.offset + self.seq_len - 1

    @property
    def odd_d_model(self) -> bool:
        return self.d_model % 2 == 1

    def as_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


def dependent_maximum(name: str, values: dict[str, Any]) -> Any:
    """A bound that depends on other parameters (the panel narrows its spin box to it)."""
    if name == "pair":
        return (int(values["d_model"]) + 1) // 2 - 1
    if name == "head":
        return int(values["n_heads"]) - 1
    return SPECS[name].maximum


ODD_D_MODEL_POLICY = (
    "d_model is odd: dimension {last} is a sine with no cosine partner "
    "(as Hugging Face's create_sinusoidal_embeddings does)."
)


def odd_d_model_note(params: Params) -> str:
    enc = params.encoding
    return ODD_D_MODEL_POLICY.format(last=enc.dimension_of(enc.n_pairs - 1, cosine=False))
