"""LongRoPE (Phi-3) pinned against Hugging Face's ``_compute_longrope_parameters`` and the
switch of ``_longrope_frequency_update``, written here in their own style."""
import math

import numpy as np
import pytest

from pe_desktop.core import models, rope
from pe_desktop.core.params import ParamError, Params
from tests.shaped_models import DATA

PHI = DATA / "phi-3.5-mini-instruct"


def hf_longrope(config: dict, seq_len: int):
    """transformers' _compute_longrope_parameters (torch → NumPy float64, same steps)."""
    base = config["rope_theta"]
    partial_rotary_factor = config.get("partial_rotary_factor", 1.0)
    head_dim = config.get("head_dim", config["hidden_size"] // config["num_attention_heads"])
    dim = int(head_dim * partial_rotary_factor)
    long_factor = config["rope_scaling"]["long_factor"]
    short_factor = config["rope_scaling"]["short_factor"]
    factor = config["rope_scaling"].get("factor")
    attention_factor = config["rope_scaling"].get("attention_factor")
    if "original_max_position_embeddings" in config:
        original_max_position_embeddings = config["original_max_position_embeddings"]
        factor = config["max_position_embeddings"] / config["original_max_position_embeddings"]
    else:
        original_max_position_embeddings = config["max_position_embeddings"]
    if attention_factor is None:
        if factor <= 1.0:
            attention_factor = 1.0
        else:
            attention_factor = math.sqrt(1 + math.log(factor) / math.log(original_max_position_embeddings))
    if seq_len and seq_len > original_max_position_embeddings:
        ext_factors = np.array(long_factor, dtype=np.float64)
    else:
        ext_factors = np.array(short_factor, dtype=np.float64)
    inv_freq_shape = np.arange(0, dim, 2, dtype=np.int64).astype(np.float64) / dim
    inv_freq = 1.0 / (ext_factors * base ** inv_freq_shape)
    return inv_freq, attention_factor


@pytest.fixture
def phi():
    config = models._read_json(PHI / "config.json")
    return config, models.model_params(models.read_model(PHI))


@pytest.mark.parametrize("offset, seq_len", [(0, 4096), (0, 4097), (100_000, 50), (0, 131_072), (0, 10)])
def test_longrope_matches_hugging_face(phi, offset, seq_len):
    config, params = phi
    params = params.replace(offset=offset, seq_len=seq_len)
    expected, attention = hf_longrope(config, offset + seq_len)  # HF: max(position_ids) + 1
    np.testing.assert_allclose(rope.inv_freq(params), expected, rtol=1e-15, atol=0)
    assert rope.attention_scaling(params) == pytest.approx(attention, rel=1e-15)
    assert rope.longrope_uses_long(params) == (offset + seq_len > 4096)


def test_phi3_attention_factor_is_the_published_one(phi):
    # s = 131072 / 4096 = 32: √(1 + ln 32 / ln 4096) = √(1 + 5/12)
    _config, params = phi
    assert params.factor == 32.0
    assert rope.attention_scaling(params) == pytest.approx(math.sqrt(17 / 12), rel=1e-15)
    assert rope.attention_scaling(params.replace(attention_factor=1.5)) == 1.5


def test_long_factors_bend_the_slow_pairs(phi):
    _config, params = phi
    theta = rope.base_inv_freq(params)
    long = rope.inv_freq(params.replace(seq_len=131_072))
    # the last pair's long factor is 64.84 (the published value): its wavelength × 64.84
    assert long[-1] == pytest.approx(theta[-1] / 64.83999633789062, rel=1e-15)
    assert long[0] == pytest.approx(theta[0] / 1.0800000429153442, rel=1e-15)


def test_longrope_without_a_model_says_where_its_factors_come_from():
    with pytest.raises(ParamError, match="takes its per-pair factors from a model"):
        rope.inv_freq(Params(scaling="longrope"))


def test_longrope_scores_carry_the_attention_factor_squared(phi):
    _config, params = phi
    params = params.replace(seq_len=64)
    plain = rope.score_of_distance([0, 3], params.replace(attention_factor=1.0))
    scaled = rope.score_of_distance([0, 3], params)
    np.testing.assert_allclose(scaled, plain * (17 / 12), rtol=1e-12)


@pytest.mark.parametrize("offset, seq_len, words", [
    (0, 4097, "LongRoPE's long factors: the last position + 1 (4,097) is past the original "
              "context 4,096"),
    (4000, 96, "LongRoPE's short factors: the last position + 1 (4,096) is within the original "
               "context 4,096"),
    (100_000, 50, "LongRoPE's long factors: the last position + 1 (100,050) is past the "
                  "original context 4,096"),
])
def test_longrope_note_says_which_factors_and_why(phi, offset, seq_len, words):
    _config, params = phi
    assert rope.longrope_note(params.replace(offset=offset, seq_len=seq_len)) == words
    assert rope.longrope_note(params.replace(scaling="none")) is None


@pytest.mark.parametrize("length", [4096, 4097, 20_000])
def test_longrope_at_a_length_given_apart_from_the_positions(phi, length):
    """Asked at another length (what dynamic views and the CLI do), the factors follow that
    length, not the positions shown."""
    config, params = phi
    params = params.replace(offset=0, seq_len=10)
    assert rope.longrope_length(params, length) == length
    assert rope.longrope_uses_long(params, length) == (length > 4096)
    expected, _attention = hf_longrope(config, length)
    np.testing.assert_allclose(rope.inv_freq(params, length), expected, rtol=1e-15, atol=0)
