"""T5 model folders: the config's buckets, max distance, heads and direction, and the
relative_attention_bias tables [buckets, heads] read from safetensors, checked against what
the test wrote and the published config's numbers (tests/data/models/t5-small)."""
import json

import numpy as np
import pytest

from pe_desktop.core import models
from pe_desktop.core.models import ModelError
from tests.shaped_models import DATA, shaped_folder, write_safetensors

ENCODER = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"
DECODER = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"


def _folder(tmp_path, config: dict, tensors: dict | None = None):
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "config.json").write_text(json.dumps(config))
    if tensors is not None:
        write_safetensors(tmp_path / "model.safetensors", tensors)
    return tmp_path


def test_a_t5_config_alone_gives_its_published_numbers_and_the_buckets():
    model = models.read_model(DATA / "t5-small")
    assert model.scheme == "t5"
    v = model.values
    assert (v["t5_buckets"], v["t5_max_distance"], v["n_heads"], v["d_model"]) == (32, 128, 8, 512)
    assert v["t5_bidirectional"] is True and v["t5_values"] == "bucket"
    assert v["seq_len"] == 256  # twice the max distance: where the buckets end is in view
    assert model.sources["t5_buckets"] == "config.json: relative_attention_num_buckets"
    assert model.summary() == ("t5-small: T5 relative buckets, 32 buckets to distance 128, 8 heads, "
                               "bidirectional (no biases read)")
    params = models.model_params(model)
    assert (params.scheme, params.t5_buckets, params.t5_max_distance) == ("t5", 32, 128)


def test_the_defaults_of_t5config_fill_what_the_config_leaves_out(tmp_path):
    model = models.read_model(_folder(tmp_path, {"model_type": "mt5", "d_model": 64}))
    v = model.values
    assert (v["t5_buckets"], v["t5_max_distance"], v["n_heads"]) == (32, 128, 8)
    assert "default" in model.sources["t5_buckets"]


def test_both_bias_tables_are_read_as_written(tmp_path):
    folder = shaped_folder("t5-small", tmp_path / "t5")
    model = models.read_model(folder)
    assert model.values["t5_values"] == "bias"
    assert model.sources["t5_values"] == f"{ENCODER} 32 × 8 (F32)"
    assert model.summary().endswith("(trained biases)")
    rng = np.random.default_rng(5)  # the shaped folder's own draw: the encoder's, then the decoder's
    written = {True: rng.normal(0.0, 2.0, (32, 8)).astype("<f4"),
               False: rng.normal(0.0, 2.0, (32, 8)).astype("<f4")}
    for bidirectional in (True, False):
        table = models.relative_bias(model, bidirectional)
        assert table.dtype == np.float64 and table.shape == (32, 8)
        np.testing.assert_array_equal(table, written[bidirectional].astype(np.float64))
    assert not np.array_equal(models.relative_bias(model, True), models.relative_bias(model, False))


def test_a_decoder_config_reads_the_decoders_causal_table(tmp_path):
    table = np.arange(16 * 4, dtype="<f4").reshape(16, 4)
    folder = _folder(tmp_path, {"model_type": "t5", "is_decoder": True, "num_heads": 4,
                                "relative_attention_num_buckets": 16,
                                "relative_attention_max_distance": 64},
                     {DECODER: table})
    model = models.read_model(folder)
    assert model.values["t5_bidirectional"] is False and model.values["t5_values"] == "bias"
    assert "is_decoder" in model.sources["t5_bidirectional"]
    np.testing.assert_array_equal(models.relative_bias(model, False), table)
    with pytest.raises(ModelError, match=f"no {ENCODER}"):
        models.relative_bias(model, True)


def test_a_checkpoint_without_the_bias_says_so_and_draws_the_buckets(tmp_path):
    folder = _folder(tmp_path, {"model_type": "t5", "num_heads": 8},
                     {"shared.weight": np.ones((4, 4), dtype="<f4")})
    model = models.read_model(folder)
    assert model.values["t5_values"] == "bucket"
    assert any("untrained" in note and ENCODER in note for note in model.notes)


@pytest.mark.parametrize("shape, dtype, expected", [
    ((32, 4), "<f4", r"\[32, 8\]"),  # the config's 8 heads, a table of 4
    ((16, 8), "<f4", r"\[32, 8\]"),
    ((32, 8), "<i8", "I64"),
])
def test_a_bias_table_that_disagrees_with_the_config_is_refused(tmp_path, shape, dtype, expected):
    folder = _folder(tmp_path, {"model_type": "t5", "num_heads": 8},
                     {ENCODER: np.zeros(shape, dtype=dtype)})
    with pytest.raises(ModelError, match=expected):
        models.read_model(folder)


def test_mpnet_keeps_its_learned_table_beside_its_relative_buckets(tmp_path):
    """MPNet has both (a position table and a relative bias): its table is what it adds to
    the input, drawn as before; the buckets mark a family unknown otherwise only."""
    folder = _folder(tmp_path, {"model_type": "mpnet", "hidden_size": 768,
                                "max_position_embeddings": 514, "relative_attention_num_buckets": 32})
    assert models.read_model(folder).scheme == "learned"


def test_relative_attention_num_buckets_marks_a_t5_shaped_config(tmp_path):
    folder = _folder(tmp_path, {"model_type": "switch_transformers", "num_heads": 12,
                                "relative_attention_num_buckets": 64,
                                "relative_attention_max_distance": 256})
    model = models.read_model(folder)
    assert (model.scheme, model.values["t5_buckets"], model.values["n_heads"]) == ("t5", 64, 12)


@pytest.mark.parametrize("config, expected", [
    ({"num_heads": 300}, "300 heads"),
    ({"relative_attention_num_buckets": 0}, "t5-buckets"),
    ({"relative_attention_num_buckets": 32, "relative_attention_max_distance": 4},
     "t5-max-distance"),
    ({"relative_attention_max_distance": "far"}, "must be a number"),
])
def test_t5_configs_the_app_cannot_draw_are_refused_by_name(tmp_path, config, expected):
    folder = _folder(tmp_path, {"model_type": "t5", **config})
    with pytest.raises(Exception, match=expected):
        models.model_params(models.read_model(folder))


# --- every source, note and refusal of a T5 folder word for word ------------------------------

def test_a_config_alone_names_each_default_and_reads_no_checkpoint(tmp_path):
    model = models.read_model(_folder(tmp_path / "t5-min", {"model_type": "t5", "d_model": 64.0}))
    assert model.values == {"scheme": "t5", "t5_buckets": 32, "t5_max_distance": 128,
                            "t5_bidirectional": True, "n_heads": 8, "head": 0, "d_model": 64,
                            "seq_len": 256, "t5_values": "bucket"}
    assert type(model.values["d_model"]) is int
    assert dict(model.sources) == {
        "scheme": "model_type t5",
        "t5_buckets": "T5Config's default relative_attention_num_buckets",
        "t5_max_distance": "T5Config's default relative_attention_max_distance",
        "t5_bidirectional": "the encoder's self-attention (is_decoder false): bidirectional",
        "n_heads": "T5Config's default num_heads",
        "head": "the first head",
        "d_model": "config.json: d_model",
        "seq_len": "twice the max distance, to show where the buckets end (T5 has no length limit)",
        "t5_values": "no checkpoint read: the buckets"}
    assert model.notes == ()  # no checkpoint: nothing missing from one
    assert model.summary() == ("t5-min: T5 relative buckets, 32 buckets to distance 128, 8 heads, "
                               "bidirectional (no biases read)")


def test_a_umt5_decoder_without_its_table_says_what_is_drawn(tmp_path):
    folder = _folder(tmp_path / "umt5-dec", {"model_type": "umt5", "is_decoder": True, "num_heads": 4,
                                             "relative_attention_max_distance": 64},
                     {ENCODER: np.ones((32, 4), dtype="<f4")})
    model = models.read_model(folder)
    assert model.values["t5_bidirectional"] is False and model.values["seq_len"] == 128
    assert model.sources["t5_bidirectional"] == (
        "config.json: is_decoder true: the decoder's causal buckets")
    # a checkpoint was read: the buckets are drawn because it lacks the decoder's table
    assert model.values["t5_values"] == "bucket"
    assert model.sources["t5_values"] == f"model.safetensors: no {DECODER}: the buckets"
    assert list(model.notes) == [
        "UMT5: every layer has its own bias table; the first layer's is drawn",
        f"model.safetensors: no {DECODER}: the buckets are drawn, and the bias of an untrained "
        "initialisation"]
    assert model.summary() == ("umt5-dec: T5 relative buckets, 32 buckets to distance 64, 4 heads, "
                               "causal (no biases read)")


def test_only_umt5_has_a_table_per_layer(tmp_path):
    assert models.read_model(_folder(tmp_path, {"model_type": "mt5"})).notes == ()


@pytest.mark.parametrize("heads", [1, 256])  # SPECS' 1 … 256 heads
def test_head_counts_at_the_edges_are_read(tmp_path, heads):
    model = models.read_model(_folder(tmp_path, {"model_type": "t5", "num_heads": heads}))
    assert model.values["n_heads"] == heads and model.sources["n_heads"] == "config.json: num_heads"


@pytest.mark.parametrize("config,expected", [
    ({"num_heads": 0}, "config.json: 0 heads; the app draws 1 to 256"),
    ({"num_heads": 257}, "config.json: 257 heads; the app draws 1 to 256"),
    ({"d_model": 64.5}, "config.json: d_model must be an integer, got 64.5"),
])
def test_t5_configs_refused_word_for_word(tmp_path, config, expected):
    with pytest.raises(ModelError) as err:
        models.read_model(_folder(tmp_path, {"model_type": "t5", **config}))
    assert str(err.value) == expected


def test_a_table_of_another_shape_is_refused_word_for_word(tmp_path):
    folder = _folder(tmp_path, {"model_type": "t5", "num_heads": 8},
                     {ENCODER: np.zeros((32, 4), dtype="<f4")})
    with pytest.raises(ModelError) as err:
        models.read_model(folder)
    assert str(err.value) == (f"{ENCODER}: F32 [32, 4], not the float [buckets, heads] = [32, 8] "
                              "the config gives")


def test_a_missing_stack_is_refused_word_for_word(tmp_path):
    folder = _folder(tmp_path / "enc-only", {"model_type": "t5", "num_heads": 2},
                     {ENCODER: np.ones((32, 2), dtype="<f4")})
    model = models.read_model(folder)
    with pytest.raises(ModelError) as err:
        models.relative_bias(model, False)
    assert str(err.value) == f"enc-only: the checkpoint has no {DECODER}"


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_a_value_that_is_not_finite_is_refused_at_its_first_cell(tmp_path, bad):
    table = np.ones((32, 8), dtype="<f4")
    table[3, 5] = bad   # the first in row order: bucket 3, head 5
    table[7, 1] = bad
    table[3, 6] = bad
    model = models.read_model(_folder(tmp_path, {"model_type": "t5", "num_heads": 8},
                                      {ENCODER: table}))
    with pytest.raises(ModelError) as err:
        models.relative_bias(model, True)
    assert str(err.value) == f"{ENCODER}: a value that is not finite at bucket 3, head 5"


def test_the_bias_table_read_cannot_be_written(tmp_path):
    model = models.read_model(_folder(tmp_path, {"model_type": "t5", "num_heads": 2},
                                      {ENCODER: np.full((32, 2), 0.5, dtype="<f4")}))
    table = models.relative_bias(model, True)
    assert not table.flags.writeable
    with pytest.raises(ValueError):
        table[0, 0] = 1.0
