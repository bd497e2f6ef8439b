"""Every parameter of the app: its name, default, bounds and help, in one place.

Spin-box ranges, command-line flags and error messages are all generated from
:data:`SPECS`, so a bound is written exactly once.

Over 600 lines because SPECS is that one place: every parameter's bounds, flag, help text and
choices (most of the file is their text), and Params's checks across parameters.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, fields, replace
from typing import Any

from .encodings import LAYOUTS, Sinusoidal, pair_count
from .errors import ParamError
from .text import N_, Msg, msg


def error_message(exc: BaseException) -> str:
    """The message an exception carries, as given (a :class:`~.text.Msg` stays one, so it
    can be passed on inside another message and still be translated)."""
    if len(exc.args) == 1 and isinstance(exc.args[0], str):
        return exc.args[0]
    return str(exc)


def choice_text(key: str) -> Msg:
    """A choice's key (``"rotate_half"``, ``"llama3"``) as a message: the English key, shown
    in other languages with the label its combo box shows (the keys are marked in SPECS)."""
    return Msg(key)


def choice_words(name: str, key: str) -> Msg:
    """The words the panel's combo shows for choice ``key`` of parameter ``name`` ("Llama 3.1"
    for scaling "llama3"), as a message: how titles and lines name a choice."""
    return Msg(SPECS[name].label_of(key))


def _choice_list(keys: tuple[str, ...]) -> str:
    """'a, b, c' as a message whose items are translated like the combo box's labels (``keys``
    not empty: a spec with choices has at least one)."""
    if len(keys) == 1:
        return choice_text(keys[0])
    return msg("{first}, {rest}", first=choice_text(keys[0]), rest=_choice_list(keys[1:]))


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
    # what the panel shows for each choice, in words (the keys are the CLI's and the files');
    # empty: the keys themselves (names such as RdBu)
    choice_labels: tuple[str, ...] = ()
    decimals: int = 0
    step: Any = None  # the spin-box step; None: adaptive

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    def describe_range(self) -> Msg:
        if self.choices:
            return msg("one of {choices}", choices=_choice_list(self.choices))
        if self.kind is bool:
            return msg("on or off")
        if self.kind is str:
            return msg("text of {low} to {high} characters", low=self.minimum, high=self.maximum)
        if self.kind is int:
            return msg("an integer from {low} to {high}", low=_fmt(self.minimum), high=_fmt(self.maximum))
        return msg("a number from {low} to {high}", low=_fmt(self.minimum), high=_fmt(self.maximum))

    def label_of(self, key: str) -> str:
        """The words the panel shows for the choice ``key`` (N_-marked; the key if none)."""
        if self.choice_labels and key in self.choices:
            return self.choice_labels[self.choices.index(key)]
        return key

    def describe_default(self) -> str:
        """The default as the panel and ``--help`` write it: on/off, 10,000, 'text', a key."""
        if self.kind is bool:
            return N_("on") if self.default else N_("off")
        if self.choices:
            return self.default
        if self.kind is str:
            return repr(self.default)
        return f"{self.default:,}" if self.kind is int else f"{self.default:,g}"

    def _refuse(self, value: Any) -> ParamError:
        shown = _fmt(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else repr(value)
        return ParamError(msg("{flag} must be {allowed}, got {value}", flag=self.flag,
                              allowed=self.describe_range(), value=shown))

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
                    raise ValueError  # refused below, with the text as given
                value = lowered in ("on", "true", "1", "yes")
            else:
                value = str(text)
        except ValueError:
            raise ParamError(msg("{flag} must be {allowed}, got {value}", flag=self.flag,
                                 allowed=self.describe_range(), value=repr(text))) from None
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
SCHEMES = ("sinusoidal", "learned", "rope", "alibi", "t5", "shaw", "transformer-xl", "xpos", "nope")
MAX_PAIRS = 32_768
MAX_GRID = 4096  # patches per side of the 2D grid view
MAX_MROPE_SIDE = 256  # patches per side of the M-RoPE image (before the spatial merge)
MAX_MROPE_FRAMES = 16
MAX_MROPE_MERGE = 8  # patches per side merged into one token (every Qwen-VL: 2)
MAX_MROPE_TEXT = 4096

SPECS: dict[str, ParamSpec] = {
    s.name: s
    for s in (
        # -- the encoding, shared by every view ------------------------------------------
        ParamSpec(
            "d_model", N_("d_model"), int, 128, 1, 65_536,
            help=N_("Width of the model's vectors: how many dimensions each token's embedding and "
                    "position vector has. Transformer base: 512, Transformer big: 1024, BERT-base "
                    "and GPT-2 small: 768, Llama 2 7B: 4096."),
        ),
        ParamSpec(
            "seq_len", N_("Positions"), int, 50, 1, 16_777_216,
            help=N_("How many consecutive positions (tokens) are shown, starting at the first "
                    "position. Context lengths of real models: BERT 512, GPT-2 1024, Llama 2 4096, "
                    "Llama 3.1 131,072."),
        ),
        ParamSpec(
            "base", N_("Sinusoid base"), float, 10_000.0, 1.01, 1e9, decimals=2,
            help=N_("Base of the sinusoidal encoding's wavelengths (RoPE has its own, “RoPE base "
                    "θ”): frequency ω_i = base^(−2i/d_model), so wavelengths "
                    "run from 2π up to nearly 2π·base positions. The paper uses 10,000. Must be "
                    "above 1, or no wavelength grows."),
        ),
        ParamSpec(
            "layout", N_("Layout"), str, "interleaved", choices=LAYOUTS,
            choice_labels=(N_("Interleaved (paper)"), N_("Sin | cos (paper ω)"),
                           N_("Sin | cos (t2t ω)")),
            help=N_("How sines and cosines are placed in the vector. interleaved: sin, cos, sin, "
                    "cos … with ω_i = base^(−2i/d) (the paper; Hugging Face "
                    "create_sinusoidal_embeddings). concat-paper: the same frequencies, all sines "
                    "then all cosines (TensorFlow tutorial, Hugging Face Marian). concat-t2t: sines "
                    "then cosines with ω_i = base^(−i/(d/2−1)) (tensor2tensor, fairseq). Odd "
                    "d_model: the last sine has no cosine partner, except in concat-t2t, whose "
                    "last dimension is a column of zeros."),
        ),
        ParamSpec(
            "offset", N_("First position"), int, 0, 0, MAX_POSITION,
            help=N_("Position of the first row shown; 0 is the first token. Set it far out (e.g. "
                    "100,000) to see positions past any training length, or to a decoder's current "
                    "step."),
        ),
        ParamSpec(
            "ref_pos", N_("Reference position"), int, 0, 0, MAX_POSITION,
            help=N_("The similarity curve shows PE(reference)·PE(position) for every position "
                    "shown. The second article uses 0 (PE(0)·PE(pos))."),
        ),
        ParamSpec(
            "trained_len", N_("Trained length"), int, 0, 0, MAX_POSITION,
            help=N_("Marks the longest sequence seen in training (0: no marker), e.g. 512 for "
                    "BERT, 4096 for Llama 2. The sinusoidal encoding still has values past it: it "
                    "extrapolates; a learned table does not."),
        ),
        # -- how the heatmap is drawn -----------------------------------------------------
        ParamSpec(
            "orientation", N_("Orientation"), str, "positions-vertical",
            choices=(N_("positions-vertical"), N_("dimensions-vertical")),
            choice_labels=(N_("Positions down"), N_("Dimensions up")),
            help=N_("positions-vertical: positions down the side, the first at the top (as in the "
                    "first article). dimensions-vertical: dimensions up the side, origin at the "
                    "lower left (as in the second article)."),
        ),
        ParamSpec(
            "colormap", N_("Colour map"), str, "RdBu",
            choices=(N_("RdBu"), N_("coolwarm")),
            help=N_("Diverging colours fixed at −1..1. RdBu: red negative, blue positive (the "
                    "first article); coolwarm: blue negative, red positive (the second article)."),
        ),
        # -- per-view parameters ----------------------------------------------------------
        ParamSpec(
            "pos_a", N_("Position A"), int, 5, 0, MAX_POSITION,
            help=N_("First position to compare (the first article compares rows 5 and 35)."),
        ),
        ParamSpec(
            "pos_b", N_("Position B"), int, 35, 0, MAX_POSITION,
            help=N_("Second position to compare (the first article: 35)."),
        ),
        ParamSpec(
            "metric", N_("Similarity"), str, "dot", choices=(N_("dot"), N_("cosine")),
            choice_labels=(N_("Dot product"), N_("Cosine")),
            help=N_("dot: PE(p)·PE(q), what attention scores are made of (the second article plots "
                    "it). cosine: the dot product divided by both lengths, from −1 to 1."),
        ),
        ParamSpec(
            "pair", N_("Frequency pair i"), int, 0, 0, MAX_PAIRS - 1,
            help=N_("Which (sin, cos) pair to follow: dimensions 2i and 2i+1 in the paper's layout. "
                    "Pair 0 turns fastest (wavelength 2π ≈ 6.3 positions); the last pairs barely "
                    "move (their wavelengths approach 2π·base: 62,832 positions at base 10,000)."),
        ),
        ParamSpec(
            "shift", N_("Offset k"), int, 5, -1_000_000, 1_000_000,
            help=N_("The relative offset k: PE(p+k) is PE(p) rotated by the angle ω_i·k in each "
                    "pair. A few tokens (e.g. 5) show the rotation clearly."),
        ),
        ParamSpec(
            "clock_hands", N_("Clock: hands"), int, 8, 1, 16,
            help=N_("How many frequency pairs the Clock hands tab draws, one dial each. At most "
                    "16: more dials would leave their labels too small to read at 800 × 600."),
        ),
        ParamSpec(
            "clock_pick", N_("Clock: which pairs"), str, "spread",
            choices=(N_("spread"), N_("first")),
            choice_labels=(N_("Spread, fastest to slowest"), N_("The first, fastest first")),
            help=N_("Which pairs the dials show when the scheme turns more pairs than there are "
                    "hands. spread: evenly spaced from the fastest (i = 0) to the slowest, both "
                    "included. first: the first pairs, the fastest first."),
        ),
        ParamSpec(
            "sentence_a", N_("Sentence A"), str, "The keys on the table are lost.", 1, 200,
            help=N_("Tokens are split on spaces and punctuation (each Japanese character is a "
                    "token); each token gets a fixed embedding from its text."),
        ),
        ParamSpec(
            "sentence_b", N_("Sentence B"), str, "The table on the keys are lost.", 1, 200,
            help=N_("The same words in another order: without positions, attention cannot tell."),
        ),
        ParamSpec(
            "case_fold", N_("Fold case"), bool, True,
            help=N_("Treat 'The' and 'the' as the same token (the same embedding), as an uncased "
                    "model such as bert-base-uncased does; GPT-2 keeps case."),
        ),
        ParamSpec(
            "seed", N_("Random seed"), int, 0, 0, 2**31 - 1,
            help=N_("Seed of the token embeddings and attention projections in the demos (and of "
                    "an untrained learned table): the same seed draws the same values. RoPE "
                    "scores: rng = numpy.random.default_rng(seed), q = rng.standard_normal(head_dim), "
                    "then k = rng.standard_normal(head_dim)."),
        ),
        ParamSpec(
            "batch", N_("Batch size B"), int, 1, 1, 8,
            help=N_("Sentences in the batch [B, S, D] of the embedding view (the third article: "
                    "[1, 8, 512])."),
        ),
        ParamSpec(
            "dropout", N_("Dropout"), float, 0.0, 0.0, 0.9, decimals=2,
            help=N_("Dropout applied after adding the encoding. The paper's base model and BERT "
                    "use 0.1 in training; at inference it is 0."),
        ),
        # -- the successors ---------------------------------------------------------------
        ParamSpec(
            "scheme", N_("Scheme"), str, "sinusoidal",
            choices=(N_("sinusoidal"), N_("learned"), N_("rope"), N_("alibi"), N_("t5"), N_("shaw"),
                     N_("transformer-xl"), N_("xpos"), N_("nope")),
            choice_labels=(N_("Sinusoidal"), N_("Learned table"), N_("RoPE"), N_("ALiBi"),
                           N_("T5 buckets"), N_("Shaw (relative)"), N_("Transformer-XL"),
                           N_("xPos"), N_("NoPE")),
            help=N_("Which positional scheme the scheme views draw: the paper's sinusoidal table, a "
                    "learned absolute table (BERT, GPT-2), RoPE (Llama, Qwen), ALiBi (BLOOM), T5's "
                    "relative buckets, Shaw et al.'s clipped relative positions, Transformer-XL's "
                    "relative score, xPos (RoPE with a decay) or NoPE (no encoding, a causal "
                    "mask)."),
        ),
        ParamSpec(
            "table_size", N_("Table size"), int, 512, 1, 1_048_576,
            help=N_("Rows of a learned absolute table: its maximum length (BERT 512, GPT-2 1024). "
                    "Positions past it have no vector at all."),
        ),
        ParamSpec(
            "init", N_("Initialisation"), str, "bert", choices=(N_("bert"), N_("gpt2")),
            choice_labels=(N_("BERT (std 0.02)"), N_("GPT-2 (std 0.01)")),
            help=N_("How the untrained table is drawn. bert: truncated normal, std 0.02 (cut at "
                    "±2 std), as BERT initialises its weights. gpt2: normal, std 0.01, as GPT-2 "
                    "initialises its position table. An untrained table: only its statistics "
                    "mean anything."),
        ),
        ParamSpec(
            "table_file", N_("Table file (.npy)"), str, "", 0, 4096,
            help=N_("A trained table saved as .npy, shape (positions, d_model), float (e.g. "
                    "GPT-2 small's wpe: 1024 × 768). Empty: the seeded untrained initialisation."),
        ),
        ParamSpec(
            "rope_base", N_("RoPE base θ"), float, 10_000.0, 1.01, 1e9, decimals=1,
            help=N_("Base of RoPE's frequencies (not the sinusoidal encoding's “Sinusoid base”): "
                    "θ_i = base^(−2i/head_dim): 10,000 in RoFormer and "
                    "Llama 2, 500,000 in Llama 3, 1,000,000 in Code Llama."),
        ),
        ParamSpec(
            "head_dim", N_("Head dimension"), int, 128, 2, 1024, step=2,
            help=N_("Dimensions of one attention head that RoPE rotates, in pairs: d_model / "
                    "heads, 128 in Llama 2 and Llama 3 (4096 / 32). Even."),
        ),
        ParamSpec(
            "pairing", N_("Pairing"), str, "rotate_half",
            choices=(N_("rotate_half"), N_("interleaved")),
            choice_labels=(N_("i, i + d/2 (HF)"), N_("2i, 2i+1 (Meta)")),
            help=N_("rotate_half: dimension i pairs with i + head_dim/2 (Hugging Face). interleaved: "
                    "2i with 2i+1 (GPT-J, Meta's Llama code). The same rotation, other dims."),
        ),
        ParamSpec(
            "scaling", N_("Long-context scaling"), str, "none",
            choices=(N_("none"), N_("linear"), N_("ntk"), N_("dynamic-ntk"), N_("yarn"),
                     N_("llama3"), N_("longrope")),
            choice_labels=(N_("None"), N_("Linear (PI)"), N_("NTK-aware"),
                           N_("Dynamic NTK"), N_("YaRN"), N_("Llama 3.1"), N_("LongRoPE (Phi-3)")),
            help=N_("How RoPE is stretched past its training length: linear position interpolation, "
                    "NTK-aware base change, dynamic NTK, YaRN, Llama 3.1's per-band scaling "
                    "(llama3, used by Llama 3.1 from 8,192 to 131,072 positions), or LongRoPE "
                    "(Phi-3: a searched factor per pair, short ones within the original context, "
                    "long ones past it; read from an opened model)."),
        ),
        ParamSpec(
            "factor", N_("Scaling factor s"), float, 8.0, 1.0, 1024.0, decimals=2,
            help=N_("Context extension factor (target length / original length); at least 1. "
                    "Llama 3.1: 8; the YaRN paper extends Llama 2 by 16 and 32."),
        ),
        ParamSpec(
            "original_context", N_("Original context"), int, 8192, 1, 16_777_216,
            help=N_("The length the model was trained on before scaling (LLaMA: 2048; Llama 2: "
                    "4096; Llama 3: 8192)."),
        ),
        ParamSpec(
            "beta_fast", N_("YaRN β_fast"), float, 32.0, 0.01, 1e4, decimals=2,
            help=N_("YaRN: pairs turning more than β_fast times over the original context are "
                    "extrapolated (left alone). The YaRN paper and Hugging Face use 32."),
        ),
        ParamSpec(
            "beta_slow", N_("YaRN β_slow"), float, 1.0, 0.01, 1e4, decimals=2,
            help=N_("YaRN: pairs turning fewer than β_slow times are interpolated (divided by s). "
                    "The YaRN paper and Hugging Face use 1."),
        ),
        ParamSpec(
            "yarn_truncate", N_("YaRN: whole pairs at the ramp's ends"), bool, True,
            help=N_("YaRN: round the ramp's ends out to whole pairs (floor and ceil), as the YaRN "
                    "paper and Hugging Face do by default; off, the ramp runs between the exact "
                    "ends (gpt-oss: truncate false)."),
        ),
        ParamSpec(
            "attention_factor", N_("Attention factor (YaRN, LongRoPE)"), float, 0.0, 0.0, 10.0, decimals=3,
            help=N_("YaRN's and LongRoPE's scale on cos and sin; 0 means the default: YaRN "
                    "0.1·ln(s) + 1 (about 1.21 at s = 8), LongRoPE √(1 + ln s / ln original)."),
        ),
        ParamSpec(
            "logit_scale", N_("Logit scale outside RoPE"), float, 1.0, 0.001, 1000.0, decimals=4,
            help=N_("A factor on every RoPE score that the model's attention applies outside its "
                    "rotary module: DeepSeek-V2/V3 multiply the softmax scale by "
                    "(0.1·mscale_all_dim·ln s + 1)², about 1.874 for DeepSeek-V3. 1: none."),
        ),
        ParamSpec(
            "low_freq_factor", N_("Llama 3.1 low-freq factor"), float, 1.0, 0.01, 1e3, decimals=2,
            help=N_("Llama 3.1: wavelengths longer than original/low_freq_factor are divided by s. "
                    "Llama 3.1 uses 1."),
        ),
        ParamSpec(
            "high_freq_factor", N_("Llama 3.1 high-freq factor"), float, 4.0, 0.01, 1e3, decimals=2,
            help=N_("Llama 3.1: wavelengths shorter than original/high_freq_factor are kept. "
                    "Llama 3.1 uses 4."),
        ),
        ParamSpec(
            "model", N_("Model"), str, "", 0, 4096,
            help=N_("A model on disk (a Hugging Face folder, its config.json or a .safetensors "
                    "file), opened with File › Open model: its config and checkpoint give the "
                    "numbers, its trained position table and LongRoPE factors are read from it. "
                    "Nothing is downloaded. Empty: no model."),
        ),
        ParamSpec(
            "compare_model", N_("Model B"), str, "preset:llama3-8b-rope", 0, 4096,
            help=N_("A second model to compare with the open one (Compare models tab): its RoPE "
                    "wavelengths per pair and its distance decay on the same plots, at the same "
                    "positions. A model on disk, or a model preset as preset:KEY (File › Open "
                    "model › Compare with a preset): preset:llama2-7b-rope, preset:llama3-8b-rope, "
                    "preset:gpt2-small-learned, preset:bert-base-learned, preset:bloom-alibi. "
                    "Empty: none."),
        ),
        ParamSpec(
            "n_heads", N_("Heads"), int, 8, 1, 256,
            help=N_("ALiBi: number of attention heads; slopes follow the paper's rule for powers "
                    "of two (8 heads: 1/2, 1/4, …, 1/256) and its interleaving rule otherwise. "
                    "BLOOM-560m has 16 heads, MPT-7B 32, BLOOM (176B) 112."),
        ),
        ParamSpec(
            "head", N_("Head"), int, 0, 0, 255,
            help=N_("ALiBi: which head's bias to draw. Head 0 has the steepest slope (the strongest "
                    "preference for nearby keys); the last head the gentlest."),
        ),
        ParamSpec(
            "alibi_scale", N_("ALiBi: bias scale"), float, 1.0, 0.0001, 1000.0, decimals=4,
            help=N_("A factor on every ALiBi bias that the model's attention applies: Falcon adds "
                    "its biases to the scores before dividing them by √head_dim (1/8 for "
                    "Falcon-RW-1B); the paper, BLOOM and MPT: 1."),
        ),
        ParamSpec(
            "t5_buckets", N_("T5: buckets"), int, 32, 2, 1024,
            help=N_("T5's relative_attention_num_buckets: how many learned biases relative "
                    "distances share (32 in T5, mT5, ByT5, Flan-T5). Bidirectional: half for "
                    "keys before the query, half for keys after; at least 4."),
        ),
        ParamSpec(
            "t5_max_distance", N_("T5: max distance"), int, 128, 2, 1_000_000,
            help=N_("T5's relative_attention_max_distance: distances from here on share the last "
                    "bucket (128 in T5 and its descendants). Up to half the buckets (a quarter "
                    "when bidirectional) hold one distance each; the rest are log-spaced up to "
                    "this distance."),
        ),
        ParamSpec(
            "t5_bidirectional", N_("T5: bidirectional (encoder)"), bool, True,
            help=N_("On: the encoder's buckets, keys before and after the query apart. Off: the "
                    "decoder's (is_decoder), causal: keys after the query share bucket 0 and are "
                    "masked."),
        ),
        ParamSpec(
            "t5_values", N_("T5: draw"), str, "bucket", choices=(N_("bucket"), N_("bias")),
            choice_labels=(N_("Bucket index"), N_("Bias of the head")),
            help=N_("bucket: the bucket each (query, key) distance falls in. bias: the learned "
                    "bias of head “Head” for that bucket: the model's relative_attention_bias "
                    "when a T5 model is open, else a seeded untrained initialisation."),
        ),
        ParamSpec(
            "shaw_k", N_("Shaw: max relative position k"), int, 16, 1, 4096,
            help=N_("Shaw et al.'s clipping distance (tensor2tensor's max_relative_position): "
                    "distances j − i are clipped to −k … k, so only 2k + 1 learned vectors exist "
                    "and every key farther than k looks alike. The paper uses 16."),
        ),
        ParamSpec(
            "xpos_scale_base", N_("xPos: scale base γ"), float, 512.0, 1.0, 1e9, decimals=1,
            help=N_("xPos multiplies RoPE's pair i by ζᵢ^((m − n)/γ), ζᵢ = (2i/d + 0.4)/1.4: the "
                    "larger γ, the slower the decay with distance. torchscale and x-transformers "
                    "use 512."),
        ),
        ParamSpec(
            "txl_term", N_("Transformer-XL: term"), str, "total",
            choices=(N_("total"), N_("content"), N_("content-position"), N_("content-bias"),
                     N_("position-bias")),
            choice_labels=(N_("Total score"), N_("(a) content · content"),
                           N_("(b) content · position"), N_("(c) global content bias u"),
                           N_("(d) global position bias v")),
            help=N_("Which of Transformer-XL's four score terms to draw: (a) qᵢ·kⱼ, (b) qᵢ·W_R R(i−j), "
                    "(c) u·kⱼ, (d) v·W_R R(i−j), or their sum, for a seeded query, key, u, v and "
                    "W_R (the same q and k at every position, so (a) and (c) do not vary)."),
        ),
        # -- positions beyond a line: image patches and Qwen-VL's (t, h, w) -------------
        ParamSpec(
            "grid_height", N_("Grid: rows H"), int, 16, 1, MAX_GRID,
            help=N_("Rows of the image's patch grid (a 224-pixel ViT with 16-pixel patches: 14). "
                    "Only the rows and columns on screen are computed, so a 1,024 × 1,024 grid "
                    "stays live."),
        ),
        ParamSpec(
            "grid_width", N_("Grid: columns W"), int, 16, 1, MAX_GRID,
            help=N_("Columns of the image's patch grid. RoPE on the raster index numbers patch "
                    "(r, c) as r·W + c, so W sets how far apart two rows are."),
        ),
        ParamSpec(
            "ref_row", N_("Reference patch: row"), int, 5, 0, MAX_GRID - 1,
            help=N_("Row of the patch every other patch is compared with (0 is the top row); "
                    "below the grid's rows."),
        ),
        ParamSpec(
            "ref_col", N_("Reference patch: column"), int, 5, 0, MAX_GRID - 1,
            help=N_("Column of the patch every other patch is compared with (0 is the left "
                    "column); below the grid's columns."),
        ),
        ParamSpec(
            "grid_encoding", N_("2D encoding"), str, "sincos-2d",
            choices=(N_("sincos-2d"), N_("axial-rope"), N_("raster-rope")),
            choice_labels=(N_("2D sin-cos (MAE)"), N_("Axial 2D RoPE"),
                           N_("RoPE on the raster index")),
            help=N_("sincos-2d: MAE's get_2d_sincos_pos_embed, half of d_model for the column and "
                    "half for the row; drawn: PE(reference)·PE(patch). axial-rope: half of RoPE's "
                    "pairs turn with the row, half with the column (Qwen2-VL's vision tower, "
                    "EVA-02); raster-rope: 1D RoPE at r·W + c, a flattened image. Either RoPE "
                    "choice draws the two side by side, the chosen one first: q·k for a seeded "
                    "q at the reference patch and k at every patch."),
        ),
        ParamSpec(
            "mrope_text_before", N_("M-RoPE: text tokens before"), int, 4, 0, MAX_MROPE_TEXT,
            help=N_("Text tokens before the image or video (0: none). Each gets the position "
                    "(p, p, p)."),
        ),
        ParamSpec(
            "mrope_image_h", N_("M-RoPE: image rows (patches)"), int, 8, 2, MAX_MROPE_SIDE, step=2,
            help=N_("The image's height in patches before the spatial merge (image_grid_thw's "
                    "h), a multiple of the merge m: every m × m patches become one token. "
                    "Qwen2-VL's 14-pixel patches: a 448-pixel-high image is 32."),
        ),
        ParamSpec(
            "mrope_image_w", N_("M-RoPE: image columns (patches)"), int, 8, 2, MAX_MROPE_SIDE, step=2,
            help=N_("The image's width in patches before the spatial merge (image_grid_thw's "
                    "w), a multiple of the merge m."),
        ),
        ParamSpec(
            "mrope_frames", N_("M-RoPE: video frames (0: an image)"), int, 0, 0, MAX_MROPE_FRAMES,
            help=N_("0: an image. 1 or more: a video of that many temporal patches "
                    "(video_grid_thw's t; each is two frames in Qwen2-VL), each of the image's "
                    "rows × columns."),
        ),
        ParamSpec(
            "mrope_tokens_per_second", N_("M-RoPE: video tokens per second"), int, 0, 0, 100,
            help=N_("0: Qwen2-VL, a video's temporal patches 1 position apart. Qwen2.5-VL: "
                    "tokens_per_second (2 in its config) × seconds per temporal patch (here 1 s: "
                    "2 frames at 2 fps) apart, so the time position follows seconds. Not read "
                    "when interleaved (Qwen3-VL)."),
        ),
        ParamSpec(
            "mrope_spatial_merge", N_("M-RoPE: spatial merge"), int, 2, 1, MAX_MROPE_MERGE,
            help=N_("Every m × m neighbouring patches become one token (the vision config's "
                    "spatial_merge_size; 2 in Qwen2-VL, Qwen2.5-VL and Qwen3-VL), so the image's "
                    "rows and columns are multiples of m and its token grid is h/m × w/m."),
        ),
        ParamSpec(
            "mrope_text_after", N_("M-RoPE: text tokens after"), int, 4, 0, MAX_MROPE_TEXT,
            help=N_("Text tokens after the image or video (0: none). They go on from the image's "
                    "start + max(h, w)/2, not from its token count."),
        ),
        ParamSpec(
            "mrope_section", N_("M-RoPE: mrope_section"), str, "16,24,24", 1, 64,
            help=N_("How many of the head's pairs turn with the time, height and width "
                    "positions, in that order, separated by commas; they sum to head_dim/2. "
                    "Qwen2-VL and Qwen2.5-VL: 16,24,24 (head_dim 128); Qwen3-VL: 24,20,20."),
        ),
        ParamSpec(
            "mrope_interleaved", N_("M-RoPE: interleaved (Qwen3-VL)"), bool, False,
            help=N_("Off: Qwen2-VL's layout, the first section's pairs turn with t, the next "
                    "with h, the last with w. On: Qwen3-VL's, t, h, w, t, h, w … pair by pair, "
                    "so every axis has fast and slow pairs, and a video as Qwen3-VL writes it: "
                    "each temporal patch a frame of its own after its timestamp text "
                    "(<0.2 seconds>, 1 s per temporal patch), its t where the frame starts."),
        ),
        ParamSpec(
            "alibi_bf16", N_("ALiBi: bfloat16 as Falcon"), bool, False,
            help=N_("ALiBi as Falcon's build_alibi_tensor computes it: each slope, each key "
                    "position and their product rounded to bfloat16 (8 significant bits), so "
                    "keys past position 256 share biases in runs. Off: the paper's exact "
                    "−m·(i−j)."),
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
    clock_hands: int = _default("clock_hands")
    clock_pick: str = _default("clock_pick")
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
    yarn_truncate: bool = _default("yarn_truncate")
    attention_factor: float = _default("attention_factor")
    logit_scale: float = _default("logit_scale")
    low_freq_factor: float = _default("low_freq_factor")
    high_freq_factor: float = _default("high_freq_factor")
    model: str = _default("model")
    compare_model: str = _default("compare_model")
    n_heads: int = _default("n_heads")
    head: int = _default("head")
    alibi_scale: float = _default("alibi_scale")
    alibi_bf16: bool = _default("alibi_bf16")
    t5_buckets: int = _default("t5_buckets")
    t5_max_distance: int = _default("t5_max_distance")
    t5_bidirectional: bool = _default("t5_bidirectional")
    t5_values: str = _default("t5_values")
    shaw_k: int = _default("shaw_k")
    xpos_scale_base: float = _default("xpos_scale_base")
    txl_term: str = _default("txl_term")
    grid_height: int = _default("grid_height")
    grid_width: int = _default("grid_width")
    ref_row: int = _default("ref_row")
    ref_col: int = _default("ref_col")
    grid_encoding: str = _default("grid_encoding")
    mrope_text_before: int = _default("mrope_text_before")
    mrope_image_h: int = _default("mrope_image_h")
    mrope_image_w: int = _default("mrope_image_w")
    mrope_frames: int = _default("mrope_frames")
    mrope_tokens_per_second: int = _default("mrope_tokens_per_second")
    mrope_text_after: int = _default("mrope_text_after")
    mrope_section: str = _default("mrope_section")
    mrope_interleaved: bool = _default("mrope_interleaved")
    mrope_spatial_merge: int = _default("mrope_spatial_merge")

    def __post_init__(self) -> None:
        for name, validate in _VALIDATORS:
            object.__setattr__(self, name, validate(getattr(self, name)))
        if self.pair >= self.encoding.n_pairs:
            raise ParamError(msg("--pair must be an integer from 0 to {last} for d_model {d_model}, "
                                 "got {pair}", last=self.encoding.n_pairs - 1, d_model=self.d_model,
                                 pair=self.pair))
        if self.head_dim % 2:
            raise ParamError(msg("--head-dim must be even (RoPE rotates pairs), got {head_dim}",
                                 head_dim=self.head_dim))
        if self.head >= self.n_heads:
            raise ParamError(msg("--head must be an integer from 0 to {last} for {n_heads} heads, "
                                 "got {head}", last=self.n_heads - 1, n_heads=self.n_heads,
                                 head=self.head))
        if self.scaling == "yarn" and self.beta_slow >= self.beta_fast:
            raise ParamError(msg("--beta-slow must be below --beta-fast ({beta_fast:g}), "
                                 "got {beta_slow:g}", beta_fast=self.beta_fast, beta_slow=self.beta_slow))
        if self.scaling == "longrope" and self.original_context < 2:
            raise ParamError(msg("--original-context must be at least 2 with --scaling longrope "
                                 "(its attention factor divides by ln original), got {orig}",
                                 orig=self.original_context))
        if self.scaling == "llama3" and self.low_freq_factor > self.high_freq_factor:
            raise ParamError(msg("--low-freq-factor must be at most --high-freq-factor "
                                 "({high:g}), got {low:g}", high=self.high_freq_factor,
                                 low=self.low_freq_factor))
        if self.t5_bidirectional and self.t5_buckets < 4:
            raise ParamError(msg("--t5-buckets must be at least 4 for bidirectional buckets (half "
                                 "each way, of which half exact), got {n}", n=self.t5_buckets))
        if self.ref_row >= self.grid_height:
            raise ParamError(msg("--ref-row must be 0 in a grid of one row, got {value}",
                                 value=self.ref_row) if self.grid_height == 1 else
                             msg("--ref-row must be an integer from 0 to {last} for a grid of {size} "
                                 "rows, got {value}", last=self.grid_height - 1, size=self.grid_height,
                                 value=self.ref_row))
        if self.ref_col >= self.grid_width:
            raise ParamError(msg("--ref-col must be 0 in a grid of one column, got {value}",
                                 value=self.ref_col) if self.grid_width == 1 else
                             msg("--ref-col must be an integer from 0 to {last} for a grid of {size} "
                                 "columns, got {value}", last=self.grid_width - 1, size=self.grid_width,
                                 value=self.ref_col))
        merge = self.mrope_spatial_merge
        for name in ("mrope_image_h", "mrope_image_w"):
            if getattr(self, name) % merge:
                raise ParamError(msg("{flag} must be a multiple of the spatial merge {m} (every "
                                     "{m} × {m} patches merge into one token), got {value}",
                                     flag=SPECS[name].flag, m=merge, value=getattr(self, name)))
        if self.t5_max_distance <= self.t5_max_exact:
            raise ParamError(msg("--t5-max-distance must be above {exact}, the distance "
                                 "where the log-spaced buckets start at {n} buckets, got {d}",
                                 exact=self.t5_max_exact, n=self.t5_buckets, d=self.t5_max_distance))

    @property
    def t5_max_exact(self) -> int:
        """The distances below this have one T5 bucket each (num_buckets // 2 of the buckets of
        one direction)."""
        return (self.t5_buckets // 2 if self.t5_bidirectional else self.t5_buckets) // 2

    def replace(self, **changes: Any) -> Params:
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
        return {name: getattr(self, name) for name in FIELD_NAMES}

    def changed_from(self, old: Params) -> list[str]:
        """The names of the fields whose values differ from ``old``'s, in field order."""
        return [name for name in FIELD_NAMES if getattr(old, name) != getattr(self, name)]


FIELD_NAMES = tuple(f.name for f in fields(Params))  # (dataclasses.fields: ~7 µs a call)
_VALIDATORS = tuple((name, SPECS[name].validate) for name in FIELD_NAMES)


# A bound below another parameter: the reference patch lies in the grid.
DEPENDS_ON = {"ref_row": "grid_height", "ref_col": "grid_width"}


# The fields whose bound depends on other fields (dependent_maximum); every other field's is
# its spec's maximum.
DEPENDENT_MAXIMA = ("pair", "head", *DEPENDS_ON)


def dependent_maximum(name: str, values: dict[str, Any]) -> Any:
    """A bound that depends on other parameters (the panel narrows its spin box to it)."""
    if name == "pair":
        return pair_count(int(values["d_model"]), str(values["layout"])) - 1
    if name == "head":
        return int(values["n_heads"]) - 1
    if name in DEPENDS_ON:
        return int(values[DEPENDS_ON[name]]) - 1
    return SPECS[name].maximum


# What each long-context scaling reads (core.rope) besides the RoPE base and head dimension;
# the original context is read by every one (and marked in the RoPE views even with none).
SCALING_READS: dict[str, tuple[str, ...]] = {
    "none": (),
    "linear": ("factor",),
    "ntk": ("factor",),
    "dynamic-ntk": ("factor",),
    "yarn": ("factor", "beta_fast", "beta_slow", "yarn_truncate", "attention_factor"),
    "llama3": ("factor", "low_freq_factor", "high_freq_factor"),
    "longrope": ("factor", "attention_factor"),
}
SCALING_FIELDS = tuple(dict.fromkeys(n for names in SCALING_READS.values() for n in names))

# The fields only one scheme reads, for a view that draws the chosen scheme alone.
SCHEME_FIELDS: dict[str, tuple[str, ...]] = {
    "sinusoidal": ("base", "layout"),
    "learned": ("table_size", "init", "table_file", "seed"),  # (the seed draws an untrained table)
    "rope": ("rope_base", "head_dim", "pairing", "scaling", "original_context", "logit_scale")
    + SCALING_FIELDS,
    "alibi": ("n_heads", "head", "alibi_scale", "alibi_bf16"),
    "t5": ("t5_buckets", "t5_max_distance", "t5_bidirectional", "t5_values", "n_heads", "head",
           "seed"),
    "shaw": ("shaw_k",),
    "transformer-xl": ("txl_term", "d_model", "base", "head_dim", "seed"),
    "xpos": ("rope_base", "head_dim", "xpos_scale_base"),
    "nope": (),
}


# What each 2D grid encoding reads besides the grid and the reference patch: 2D sin-cos its
# table's width and base, either RoPE choice (both drawn side by side) the head's.
GRID_READS: dict[str, tuple[str, ...]] = {
    "sincos-2d": ("d_model", "base"),
    "axial-rope": ("rope_base", "head_dim", "seed"),
    "raster-rope": ("rope_base", "head_dim", "seed"),
}
GRID_FIELDS = tuple(dict.fromkeys(n for names in GRID_READS.values() for n in names))


def unused_params(params: Params, one_scheme: bool = False, one_grid: bool = False) -> frozenset[str]:
    """Parameters the current choices make irrelevant: the fields of the scalings not chosen
    (YaRN's β with scaling "none"…); when ``one_scheme`` (a view that draws ``params.scheme``
    alone), the fields of the other schemes; when ``one_grid`` (a view that draws
    ``params.grid_encoding``), the fields the other 2D encodings read."""
    unused: set[str] = set()
    if one_grid:
        unused.update(set(GRID_FIELDS) - set(GRID_READS[params.grid_encoding]))
    if one_scheme:
        for scheme, names in SCHEME_FIELDS.items():
            if scheme != params.scheme:
                unused.update(names)
        unused.difference_update(SCHEME_FIELDS[params.scheme])
    unused.update(set(SCALING_FIELDS) - set(SCALING_READS[params.scaling]))
    return frozenset(unused)


ODD_D_MODEL_POLICY = N_(
    "d_model is odd: dimension {last} is a sine with no cosine partner "
    "(as Hugging Face's create_sinusoidal_embeddings does)."
)


ODD_D_MODEL_ZERO_COLUMN = N_(
    "d_model is odd: dimension {last} is a column of zeros after the sines and cosines "
    "(as tensor2tensor and fairseq pad)."
)


def odd_d_model_note(params: Params) -> Msg:
    enc = params.encoding
    if enc.zero_column:
        return Msg(ODD_D_MODEL_ZERO_COLUMN, last=enc.d_model - 1)
    return Msg(ODD_D_MODEL_POLICY, last=enc.dimension_of(enc.n_pairs - 1, cosine=False))
