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
    kind: type  # int, float or str
    default: Any
    minimum: Any = None
    maximum: Any = None
    choices: tuple[str, ...] = ()
    help: str = ""
    decimals: int = 0

    @property
    def flag(self) -> str:
        return "--" + self.name.replace("_", "-")

    def describe_range(self) -> str:
        if self.choices:
            return "one of " + ", ".join(self.choices)
        kind = "an integer" if self.kind is int else "a number"
        return f"{kind} from {_fmt(self.minimum)} to {_fmt(self.maximum)}"

    def parse(self, text: str) -> Any:
        """Parse command-line text; raises ParamError naming the flag and its range."""
        try:
            if self.kind is int:
                value: Any = int(text)
            elif self.kind is float:
                value = float(text)
            else:
                value = str(text)
        except ValueError:
            raise ParamError(
                f"{self.flag} must be {self.describe_range()}, got {text!r}"
            ) from None
        return self.validate(value)

    def validate(self, value: Any) -> Any:
        if self.choices:
            if value not in self.choices:
                raise ParamError(f"{self.flag} must be {self.describe_range()}, got {value!r}")
            return value
        if self.kind is int:
            if isinstance(value, bool) or not isinstance(value, (int,)) and not (
                isinstance(value, float) and value.is_integer()
            ):
                raise ParamError(f"{self.flag} must be {self.describe_range()}, got {value!r}")
            value = int(value)
        else:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ParamError(f"{self.flag} must be {self.describe_range()}, got {value!r}")
            value = float(value)
            if not math.isfinite(value):
                raise ParamError(f"{self.flag} must be {self.describe_range()}, got {value!r}")
        if not (self.minimum <= value <= self.maximum):
            raise ParamError(f"{self.flag} must be {self.describe_range()}, got {_fmt(value)}")
        return value


def _fmt(value: Any) -> str:
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e16:
        return str(int(value))
    return str(value)


MAX_POSITION = 1_000_000_000

SPECS: dict[str, ParamSpec] = {
    s.name: s
    for s in (
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
    )
}

ENCODING_PARAMS = ("d_model", "seq_len", "base", "layout", "offset", "ref_pos")
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
    orientation: str = _default("orientation")
    colormap: str = _default("colormap")

    def __post_init__(self) -> None:
        for f in fields(self):
            object.__setattr__(self, f.name, SPECS[f.name].validate(getattr(self, f.name)))

    def replace(self, **changes: Any) -> "Params":
        return replace(self, **changes)

    @property
    def last_position(self) -> int:
        return self.offset + self.seq_len - 1

    @property
    def encoding(self) -> Sinusoidal:
        return Sinusoidal(self.d_model, self.base, self.layout)

    @property
    def odd_d_model(self) -> bool:
        return self.d_model % 2 == 1

    def as_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


ODD_D_MODEL_POLICY = (
    "d_model is odd: dimension {last} is a sine with no cosine partner "
    "(as Hugging Face's create_sinusoidal_embeddings does)."
)


def odd_d_model_note(params: Params) -> str:
    enc = params.encoding
    return ODD_D_MODEL_POLICY.format(last=enc.dimension_of(enc.n_pairs - 1, cosine=False))
