"""The Qwen-VL test folders read by transformers' own config classes: the M-RoPE numbers the
app reads from each (mrope_section, interleaving, θ, head_dim, spatial merge, tokens per second)
are the ones the library's model would use.

Runs in the reference venv (``make test-reference``); skipped where transformers is not
installed. Reads configs only: no weights, no model built.
"""
from __future__ import annotations

import pytest

transformers = pytest.importorskip("transformers")

from pe_desktop.core import models  # noqa: E402
from tests.shaped_models import DATA  # noqa: E402


def library_numbers(name):
    """What transformers' classes give for a folder: the text config's rope_parameters and
    head_dim (as its rotary embedding computes it), the vision config's merge and rate."""
    config = transformers.AutoConfig.from_pretrained(DATA / name)
    text, vision = config.text_config, config.vision_config
    rope = text.rope_parameters
    head_dim = getattr(text, "head_dim", None) or text.hidden_size // text.num_attention_heads
    interleaved = bool(rope.get("mrope_interleaved", False)) or config.model_type == "qwen3_vl"
    return dict(mrope_section=",".join(map(str, rope["mrope_section"])), mrope_interleaved=interleaved,
                rope_base=float(rope["rope_theta"]), head_dim=head_dim,
                mrope_spatial_merge=vision.spatial_merge_size,
                mrope_tokens_per_second=getattr(vision, "tokens_per_second", 0)
                if config.model_type == "qwen2_5_vl" else 0)


@pytest.mark.parametrize("name", ["qwen2-vl-7b", "qwen2.5-vl-7b", "qwen3-vl-8b"])
def test_the_app_reads_the_numbers_transformers_uses(name):
    want = library_numbers(name)
    model = models.read_model(DATA / name)
    assert {key: model.values[key] for key in want} == want
