"""config.json read into the app's values, each with the source a user is shown: published
configs of real families (tests/data/models, and a few quoted here from their model cards'
config.json), every rope_type's keys the way Hugging Face's modeling_rope_utils reads them,
ALiBi, learned and sinusoidal tables, and every refusal, word for word.

Expected values and sources are written by hand from the configs (a number and the key it
was read from), never copied from the reader's output."""
import json
import math

import pytest

from pe_desktop.core import models
from pe_desktop.core.models import ModelError
from tests.shaped_models import DATA


def published(name, **changes):
    config = json.loads((DATA / name / "config.json").read_text())
    config.update(changes)
    return config


def read(config, label="config.json"):
    family, scheme, r, extra, offset = models.read_config(config, label)
    return family, scheme, r.values, r.sources, r.notes, extra, offset


def refusal(config, label="config.json"):
    with pytest.raises(ModelError) as caught:
        models.read_config(config, label)
    return caught.value.args[0]


def llama2(**scaling_and_changes):
    scaling = scaling_and_changes.pop("rope_scaling", None)
    return published("llama-2-7b", rope_scaling=scaling, **scaling_and_changes)


# GPT-J 6B's config.json (EleutherAI/gpt-j-6b), the keys that matter
GPTJ = {"model_type": "gptj", "n_embd": 4096, "n_head": 16, "n_layer": 28, "n_positions": 2048,
        "rotary_dim": 64, "vocab_size": 50400}
# Gemma 7B's config.json (google/gemma-7b): head_dim is given and is not hidden / heads
GEMMA = {"model_type": "gemma", "hidden_size": 3072, "num_attention_heads": 16, "head_dim": 256,
         "num_key_value_heads": 16, "max_position_embeddings": 8192, "rope_theta": 10000.0}


# -- RoPE ------------------------------------------------------------------------------------

def test_llama2_without_scaling():
    """Llama 2 7B: θ 10000, 4096 / 32 heads = 128 dims, no scaling, trained to 4096. Every
    number shown names the key it came from, so a user can check it against the model card."""
    family, scheme, values, sources, notes, extra, offset = read(published("llama-2-7b"))
    assert (family, scheme, notes, extra, offset) == ("llama", "rope", [], {}, 0)
    assert values == {"scheme": "rope", "rope_base": 10000.0, "head_dim": 128,
                      "pairing": "rotate_half", "d_model": 4096, "seq_len": 4096,
                      "scaling": "none", "original_context": 4096, "trained_len": 4096}
    assert sources == {
        "scheme": "model_type llama", "rope_base": "config.json: rope_theta",
        "head_dim": "hidden_size 4096 / num_attention_heads 32",
        "pairing": "Hugging Face's llama rotates i with i + d/2 (rotate_half)",
        "d_model": "config.json: hidden_size", "seq_len": "config.json: max_position_embeddings",
        "scaling": "no rope_scaling", "original_context": "config.json: max_position_embeddings",
        "trained_len": "config.json: max_position_embeddings"}


def test_an_explicit_default_rope_type_names_its_key():
    """rope_scaling {"rope_type": "default"} is no scaling, and the source says which key said
    so; an empty rope_scaling object is the same as none."""
    values, sources = read(llama2(rope_scaling={"rope_type": "default"}))[2:4]
    assert (values["scaling"], sources["scaling"]) == ("none", "config.json: rope_scaling.rope_type")
    values, sources = read(llama2(rope_scaling={"type": "default"}))[2:4]
    assert (values["scaling"], sources["scaling"]) == ("none", "config.json: rope_scaling.type")
    values, sources = read(llama2(rope_scaling={}))[2:4]
    assert (values["scaling"], sources["scaling"]) == ("none", "no rope_scaling")


def test_llama31_llama3_scaling():
    """Llama 3.1 8B's published rope_scaling: llama3, factor 8, low/high 1/4, trained to 8192
    of its 131072 positions (HF _compute_llama3_parameters reads exactly these keys)."""
    values, sources = read(published("llama-3.1-8b"))[2:4]
    assert values == {"scheme": "rope", "rope_base": 500000.0, "head_dim": 128,
                      "pairing": "rotate_half", "d_model": 4096, "seq_len": 131072,
                      "scaling": "llama3", "factor": 8.0, "original_context": 8192,
                      "low_freq_factor": 1.0, "high_freq_factor": 4.0, "trained_len": 8192}
    rs = "config.json: rope_scaling."
    assert sources == {
        "scheme": "model_type llama", "rope_base": "config.json: rope_theta",
        "head_dim": "hidden_size 4096 / num_attention_heads 32",
        "pairing": "Hugging Face's llama rotates i with i + d/2 (rotate_half)",
        "d_model": "config.json: hidden_size", "seq_len": "config.json: max_position_embeddings",
        "scaling": rs + "rope_type", "factor": rs + "factor",
        "original_context": rs + "original_max_position_embeddings",
        "low_freq_factor": rs + "low_freq_factor", "high_freq_factor": rs + "high_freq_factor",
        "trained_len": rs + "original_max_position_embeddings"}


@pytest.mark.parametrize("missing, message", [
    ("factor", "config.json: rope_type llama3 needs rope_scaling.factor"),
    ("original_max_position_embeddings",
     "config.json: llama3 scaling needs rope_scaling.original_max_position_embeddings"),
    ("low_freq_factor", "config.json: llama3 scaling needs rope_scaling.low_freq_factor"),
    ("high_freq_factor", "config.json: llama3 scaling needs rope_scaling.high_freq_factor"),
])
def test_llama3_without_one_of_its_keys_is_refused(missing, message):
    """Hugging Face's llama3 rule needs all four numbers; without one the app says which
    rather than draw a made-up curve."""
    config = published("llama-3.1-8b")
    del config["rope_scaling"][missing]
    assert refusal(config) == message


def test_llama3_takes_a_top_level_original_context():
    """original_max_position_embeddings at the config's top level (as Phi-3 writes it) also
    gives llama3 its trained length, and the source says where it was."""
    config = published("llama-3.1-8b", original_max_position_embeddings=4096)
    del config["rope_scaling"]["original_max_position_embeddings"]
    values, sources = read(config)[2:4]
    assert values["original_context"] == 4096 and values["trained_len"] == 4096
    assert sources["original_context"] == "config.json: original_max_position_embeddings"


def test_qwen25_yarn_with_the_older_type_key():
    """Qwen2.5-7B-Instruct's YaRN block (its model card: {"factor": 4.0,
    "original_max_position_embeddings": 32768, "type": "yarn"}): β 32 / 1 and the attention
    factor are Hugging Face's defaults, and the scaling's source names the "type" key the
    config really has."""
    values, sources = read(published("qwen2.5-7b-instruct-yarn"))[2:4]
    assert values == {"scheme": "rope", "rope_base": 1e6, "head_dim": 128,
                      "pairing": "rotate_half", "d_model": 3584, "seq_len": 32768,
                      "scaling": "yarn", "factor": 4.0, "original_context": 32768,
                      "beta_fast": 32.0, "beta_slow": 1.0, "yarn_truncate": True,
                      "attention_factor": 0.0, "trained_len": 32768}
    rs = "config.json: rope_scaling."
    assert sources == {
        "scheme": "model_type qwen2", "rope_base": "config.json: rope_theta",
        "head_dim": "hidden_size 3584 / num_attention_heads 28",
        "pairing": "Hugging Face's qwen2 rotates i with i + d/2 (rotate_half)",
        "d_model": "config.json: hidden_size", "seq_len": "config.json: max_position_embeddings",
        "scaling": rs + "type", "factor": rs + "factor",
        "original_context": rs + "original_max_position_embeddings",
        "beta_fast": "Hugging Face's default 32", "beta_slow": "Hugging Face's default 1",
        "yarn_truncate": "Hugging Face's default: true (ramp ends rounded to whole pairs)",
        "attention_factor": "not given: 0.1·ln s + 1",
        "trained_len": rs + "original_max_position_embeddings"}


def test_yarn_with_its_own_betas_and_attention_factor():
    """beta_fast / beta_slow / attention_factor given in rope_scaling are used as given (ints
    read as floats); without original_max_position_embeddings the trained length is
    max_position_embeddings, as in HF _compute_yarn_parameters."""
    values, sources = read(llama2(rope_scaling={"rope_type": "yarn", "factor": 16.0, "beta_fast": 16,
                                                "beta_slow": 2, "attention_factor": 1.3,
                                                "mscale": 1.0, "mscale_all_dim": 0.5}))[2:4]
    assert (values["beta_fast"], values["beta_slow"], values["attention_factor"]) == (16.0, 2.0, 1.3)
    assert type(values["beta_fast"]) is float
    assert (values["original_context"], values["trained_len"]) == (4096, 4096)
    rs = "config.json: rope_scaling."
    assert (sources["beta_fast"], sources["beta_slow"], sources["attention_factor"]) == (
        rs + "beta_fast", rs + "beta_slow", rs + "attention_factor")
    assert sources["original_context"] == "config.json: max_position_embeddings"


def test_yarn_mscale_over_mscale_all_dim():
    """DeepSeek's YaRN: without attention_factor, HF takes get_mscale(s, mscale) /
    get_mscale(s, mscale_all_dim), get_mscale(s, m) = 0.1·m·ln s + 1."""
    values, sources = read(llama2(rope_scaling={"rope_type": "yarn", "factor": 40.0, "mscale": 1.0,
                                                "mscale_all_dim": 0.707}))[2:4]
    expected = (0.1 * 1.0 * math.log(40) + 1) / (0.1 * 0.707 * math.log(40) + 1)
    assert values["attention_factor"] == pytest.approx(expected, rel=1e-15)
    assert sources["attention_factor"] == ("rope_scaling.mscale 1 / mscale_all_dim 0.707: "
                                           "(0.1·1·ln s + 1)/(0.1·0.707·ln s + 1)")


@pytest.mark.parametrize("given", [{"mscale": 0.707}, {"mscale_all_dim": 0.707},
                                   {"mscale": 0.0, "mscale_all_dim": 1.0},
                                   {"mscale": 1.0, "mscale_all_dim": 0.0}])
def test_yarn_with_one_mscale_falls_back_to_the_default_attention_factor(given):
    """HF uses the mscale ratio only when both are given and non-zero; otherwise the
    attention factor is get_mscale(s) (shown as 0: "from the formula")."""
    values, sources = read(llama2(rope_scaling={"rope_type": "yarn", "factor": 4.0, **given}))[2:4]
    assert values["attention_factor"] == 0.0
    assert sources["attention_factor"] == "not given: 0.1·ln s + 1"


# openai/gpt-oss-20b's config.json, the keys that matter
GPT_OSS = {"model_type": "gpt_oss", "head_dim": 64, "hidden_size": 2880, "num_attention_heads": 64,
           "max_position_embeddings": 131072, "rope_theta": 150000,
           "rope_scaling": {"beta_fast": 32.0, "beta_slow": 1.0, "factor": 32.0,
                            "original_max_position_embeddings": 4096, "rope_type": "yarn",
                            "truncate": False}}


def test_yarn_truncate():
    """gpt-oss's truncate false (the ramp between the exact ends) is read with its key; true or
    absent is the rounded YaRN; anything else is refused by name."""
    values, sources = read(GPT_OSS)[2:4]
    assert (values["scaling"], values["factor"], values["original_context"],
            values["yarn_truncate"]) == ("yarn", 32.0, 4096, False)
    assert sources["yarn_truncate"] == "config.json: rope_scaling.truncate"
    scaling = {"rope_type": "yarn", "factor": 4.0}
    assert read(llama2(rope_scaling={**scaling, "truncate": True}))[2]["yarn_truncate"] is True
    values, sources = read(llama2(rope_scaling=scaling))[2:4]
    assert values["yarn_truncate"] is True
    assert sources["yarn_truncate"] == ("Hugging Face's default: true (ramp ends rounded to whole "
                                        "pairs)")
    assert refusal(llama2(rope_scaling={**scaling, "truncate": "no"})) == (
        "config.json: rope_scaling.truncate must be true or false, got 'no'")


def test_yarn_without_a_factor_takes_the_ratio_of_lengths():
    """Hugging Face's YaRN without a factor (DeepSeek-V3's rule): max_position_embeddings /
    original_max_position_embeddings, named as such."""
    scaling = {"rope_type": "yarn", "original_max_position_embeddings": 4096}
    values, sources = read(llama2(rope_scaling=scaling, max_position_embeddings=163840))[2:4]
    assert values["factor"] == 40.0
    assert sources["factor"] == ("no factor: max_position_embeddings 163,840 / "
                                 "original_max_position_embeddings 4,096")


@pytest.mark.parametrize("rope_type", ["linear", "dynamic", "yarn"])
def test_scaling_without_a_factor_is_refused(rope_type):
    """linear, dynamic and yarn scale by a factor; without one the config is refused by name."""
    assert refusal(llama2(rope_scaling={"rope_type": rope_type})) == (
        f"config.json: rope_type {rope_type} needs rope_scaling.factor")


def test_linear_and_dynamic_scale_from_max_position_embeddings():
    """Linear (position interpolation) and dynamic NTK keep max_position_embeddings as the
    trained length even when an original length is written (HF's dynamic rescales from
    max_position_embeddings); the scaling's source names the key the config uses."""
    rs = "config.json: rope_scaling."
    values, sources = read(llama2(rope_scaling={"rope_type": "linear", "factor": 4.0,
                                                "original_max_position_embeddings": 2048}))[2:4]
    assert (values["scaling"], values["factor"], values["original_context"],
            values["trained_len"]) == ("linear", 4.0, 4096, 4096)
    assert (sources["scaling"], sources["factor"], sources["original_context"]) == (
        rs + "rope_type", rs + "factor", "config.json: max_position_embeddings")
    values, sources = read(llama2(rope_scaling={"type": "dynamic", "factor": 2.0,
                                                "original_max_position_embeddings": 2048}))[2:4]
    assert (values["scaling"], values["factor"], values["original_context"],
            values["trained_len"]) == ("dynamic-ntk", 2.0, 4096, 4096)
    assert (sources["scaling"], sources["factor"], sources["original_context"]) == (
        rs + "type", rs + "factor", "config.json: max_position_embeddings")


def test_a_factor_below_1_is_refused_and_1_is_read():
    """A factor below 1 would shrink the context, which no scaling means; exactly 1 is valid."""
    assert refusal(llama2(rope_scaling={"rope_type": "linear", "factor": 0.5})) == (
        "config.json: scaling factor 0.5 is below 1")
    assert read(llama2(rope_scaling={"rope_type": "linear", "factor": 1}))[2]["factor"] == 1.0


def test_longrope_with_a_context_below_the_original_is_refused():
    """LongRoPE's s = max_position_embeddings / original: a config whose context is shorter
    than its original one gives s = 2048 / 4096 = 0.5, which no scaling means."""
    config = published("phi-3.5-mini-instruct", max_position_embeddings=2048)
    assert refusal(config) == "config.json: scaling factor 0.5 is below 1"


def test_rope_scalings_original_length_wins_over_the_top_levels():
    """An original length in rope_scaling is the one HF's scaling code reads; a top-level one
    (Phi-3's place) is used only without it."""
    config = published("phi-3.5-mini-instruct")
    config["rope_scaling"]["original_max_position_embeddings"] = 8192
    values, sources = read(config)[2:4]
    assert (values["original_context"], values["factor"]) == (8192, 16.0)  # 131072 / 8192
    assert sources["original_context"] == "config.json: rope_scaling.original_max_position_embeddings"


def test_rope_type_wins_over_type():
    """With both keys (a config rewritten by a newer transformers), rope_type is read, as in
    HF's rope_scaling.get("rope_type", rope_scaling.get("type"))."""
    values, sources = read(llama2(rope_scaling={"rope_type": "linear", "type": "dynamic",
                                                "factor": 2.0}))[2:4]
    assert (values["scaling"], sources["scaling"]) == ("linear", "config.json: rope_scaling.rope_type")


def test_phi35_longrope():
    """Phi-3.5-mini's published LongRoPE ("type": "longrope", 48 short and long factors,
    original_max_position_embeddings 4096 at the top level): s = 131072 / 4096 = 32, as HF
    computes it when the original length is given."""
    config = published("phi-3.5-mini-instruct")
    values, sources, notes, extra = read(config)[2:6]
    assert values == {"scheme": "rope", "rope_base": 10000.0, "head_dim": 96,
                      "pairing": "rotate_half", "d_model": 3072, "seq_len": 131072,
                      "scaling": "longrope", "original_context": 4096, "factor": 32.0,
                      "attention_factor": 0.0, "trained_len": 4096}
    assert sources == {
        "scheme": "model_type phi3", "rope_base": "config.json: rope_theta",
        "head_dim": "hidden_size 3072 / num_attention_heads 32",
        "pairing": "Hugging Face's phi3 rotates i with i + d/2 (rotate_half)",
        "d_model": "config.json: hidden_size", "seq_len": "config.json: max_position_embeddings",
        "scaling": "config.json: rope_scaling.type",
        "original_context": "config.json: original_max_position_embeddings",
        "factor": "max_position_embeddings 131,072 / original_max_position_embeddings 4,096",
        "attention_factor": "not given: √(1 + ln s / ln original)",
        "trained_len": "config.json: original_max_position_embeddings"}
    assert notes == []
    rs = config["rope_scaling"]
    assert extra == {"short_factor": tuple(rs["short_factor"]), "long_factor": tuple(rs["long_factor"])}
    assert len(extra["long_factor"]) == 48


def test_longrope_su_with_its_own_factor_and_attention_factor():
    """Phi-3's first name "su", factors given as ints, a factor and attention_factor in
    rope_scaling and no original length: the factor is the one given, the trained length
    max_position_embeddings."""
    scaling = {"type": "su", "factor": 4.0, "attention_factor": 1.2,
               "short_factor": [1] * 64, "long_factor": [2] * 64}
    values, sources, _notes, extra = read(llama2(rope_scaling=scaling))[2:6]
    assert (values["scaling"], values["factor"], values["attention_factor"],
            values["original_context"]) == ("longrope", 4.0, 1.2, 4096)
    assert (sources["scaling"], sources["factor"], sources["attention_factor"],
            sources["original_context"]) == (
        "config.json: rope_scaling.type", "config.json: rope_scaling.factor",
        "config.json: rope_scaling.attention_factor", "config.json: max_position_embeddings")
    assert extra == {"short_factor": (1.0,) * 64, "long_factor": (2.0,) * 64}
    assert type(extra["short_factor"][0]) is float
    scaling = {"rope_type": "longrope", "factor": 4.0, "original_max_position_embeddings": 1024,
               "short_factor": [1] * 64, "long_factor": [2] * 64}
    values, sources = read(llama2(rope_scaling=scaling))[2:4]
    assert (values["factor"], values["original_context"]) == (4.0, 1024)  # 4096 / 1024
    assert sources["scaling"] == "config.json: rope_scaling.rope_type"
    assert sources["original_context"] == "config.json: rope_scaling.original_max_position_embeddings"
    assert sources["factor"] == "max_position_embeddings 4,096 / original_max_position_embeddings 1,024"


@pytest.mark.parametrize("short", [
    [1.0] * 63, [1.0] * 65, {"0": 1.0}, "1.0", None, [1.0] * 63 + [0], [1.0] * 63 + [-1.0],
    [1.0] * 63 + [True], [1.0] * 63 + ["1"], [1.0] * 63 + [math.inf], [1.0] * 63 + [math.nan],
    [1.0] * 63 + [1e308], [1.0] * 63 + [5e-324], [1.0] * 63 + [0.000999], [1.0] * 63 + [1000001],
])
def test_longrope_factors_must_be_one_number_per_pair_from_a_thousandth_to_a_million(short):
    """One factor per rotated pair (128 dims: 64), each from 0.001 to 10⁶; anything else is
    refused rather than drawn with the wrong frequencies (1e308 or 5e-324 made wavelengths
    of ∞ or 0, and the RoPE frequencies view failed to set its range)."""
    scaling = {"rope_type": "longrope", "factor": 4.0, "short_factor": short, "long_factor": [1.0] * 64}
    assert refusal(llama2(rope_scaling=scaling)) == (
        "config.json: longrope needs rope_scaling.short_factor: 64 numbers from 0.001 to 1e+06, one per pair")
    scaling = {"rope_type": "longrope", "factor": 4.0, "short_factor": [1.0] * 64, "long_factor": short}
    assert refusal(llama2(rope_scaling=scaling)) == (
        "config.json: longrope needs rope_scaling.long_factor: 64 numbers from 0.001 to 1e+06, one per pair")


def test_longrope_without_factor_or_original_length_is_refused():
    """Without a factor and without an original length LongRoPE's s is unknown: refused,
    not drawn with a guessed scale."""
    scaling = {"rope_type": "longrope", "short_factor": [1.0] * 64, "long_factor": [1.0] * 64}
    assert refusal(llama2(rope_scaling=scaling)) == (
        "config.json: rope_type longrope needs rope_scaling.factor")


def test_rope_parameters_of_transformers_5():
    """transformers 5 writes rope_theta and the scaling into rope_parameters; they win over a
    top-level rope_theta, and each source names rope_parameters."""
    config = published("llama-3.1-8b", rope_theta=10000.0)
    config["rope_parameters"] = {**config.pop("rope_scaling"), "rope_theta": 500000.0}
    values, sources = read(config)[2:4]
    assert (values["rope_base"], values["factor"], values["original_context"]) == (500000.0, 8.0, 8192)
    rp = "config.json: rope_parameters."
    assert (sources["rope_base"], sources["factor"], sources["scaling"], sources["original_context"],
            sources["low_freq_factor"]) == (rp + "rope_theta", rp + "factor", rp + "rope_type",
                                            rp + "original_max_position_embeddings",
                                            rp + "low_freq_factor")


def test_rope_parameters_with_only_a_type_is_read_flat():
    """rope_parameters with a rope_type but no rope_theta (θ at the top level) is one flat
    set of parameters, not per layer type: a "full_attention" entry inside it is not taken."""
    config = published("llama-2-7b", rope_theta=20000.0)
    config["rope_parameters"] = {"rope_type": "linear", "factor": 2.0,
                                 "full_attention": {"rope_type": "linear", "factor": 8.0}}
    values, sources, notes = read(config)[2:5]
    assert (values["rope_base"], values["factor"], notes) == (20000.0, 2.0, [])
    assert sources["factor"] == "config.json: rope_parameters.factor"
    config["rope_parameters"] = {"rope_theta": 30000.0,
                                 "full_attention": {"rope_type": "linear", "factor": 8.0}}
    values, notes = read(config)[2], read(config)[4]
    assert (values["rope_base"], values["scaling"], notes) == (30000.0, "none", [])


@pytest.mark.parametrize("layer, other", [("full_attention", "sliding_attention"), ("global", "local")])
def test_rope_parameters_per_layer_type_draw_the_global_layers(layer, other):
    """Gemma 3 (transformers 5) gives rope_parameters per layer type; the global
    (full-attention) layers' θ 1e6 with linear ×8 are drawn, not the local layers' θ 1e4, and a
    note says so."""
    config = {"model_type": "gemma3_text", "hidden_size": 2560, "num_attention_heads": 8,
              "head_dim": 256, "max_position_embeddings": 131072,
              "rope_parameters": {layer: {"rope_type": "linear", "factor": 8.0, "rope_theta": 1e6},
                                  other: {"rope_type": "default", "rope_theta": 10000.0}}}
    values, sources, notes = read(config)[2:5]
    assert (values["rope_base"], values["scaling"], values["factor"], values["head_dim"]) == (
        1e6, "linear", 8.0, 256)
    rp = f"config.json: rope_parameters.{layer}."
    assert (sources["rope_base"], sources["scaling"], sources["factor"]) == (
        rp + "rope_theta", rp + "rope_type", rp + "factor")
    assert notes == [f"rope_parameters per layer type: the {layer} layers' are drawn"]


def test_full_attention_is_taken_before_global():
    """With both names, full_attention (transformers' name) is the one drawn."""
    config = {"model_type": "gemma3_text", "hidden_size": 2560, "num_attention_heads": 8,
              "max_position_embeddings": 131072,
              "rope_parameters": {"global": {"rope_type": "default", "rope_theta": 3.0e5},
                                  "full_attention": {"rope_type": "default", "rope_theta": 1e6}}}
    values, notes = read(config)[2], read(config)[4]
    assert values["rope_base"] == 1e6
    assert notes == ["rope_parameters per layer type: the full_attention layers' are drawn"]


def test_rope_parameters_that_is_not_an_object_leaves_rope_scaling():
    """A rope_parameters that is not an object is not the transformers 5 block: rope_scaling
    is read."""
    config = published("llama-3.1-8b", rope_parameters=None)
    assert read(config)[3]["factor"] == "config.json: rope_scaling.factor"
    config = published("llama-3.1-8b", rope_parameters=[1, 2])
    assert read(config)[3]["factor"] == "config.json: rope_scaling.factor"


@pytest.mark.parametrize("scaling, shown", [("linear", "'linear'"), ([2.0], "[2.0]"), (8, "8")])
def test_rope_scaling_that_is_not_an_object_is_refused(scaling, shown):
    """A malformed rope_scaling is refused with what was found, not misread as no scaling."""
    assert refusal(llama2(rope_scaling=scaling)) == (
        f"config.json: rope_scaling must be an object, got {shown}")
    assert refusal(llama2(rope_scaling=scaling), "x.json") == (
        f"x.json: rope_scaling must be an object, got {shown}")


def test_gemma_head_dim_is_read_not_divided():
    """Gemma 7B's head_dim 256 is not 3072 / 16 = 192: the given head_dim is drawn."""
    values, sources = read(GEMMA)[2:4]
    assert (values["head_dim"], sources["head_dim"]) == (256, "config.json: head_dim")
    assert (values["d_model"], sources["d_model"]) == (3072, "config.json: hidden_size")


def test_gptj_rotary_dim_and_interleaved_pairs():
    """GPT-J 6B: rotary_dim 64 of its 256-dim heads rotate, in (2i, 2i+1) pairs; no rope_theta
    (HF's 10000), n_embd and n_positions for the width and context."""
    family, scheme, values, sources, notes, extra, offset = read(GPTJ)
    assert values == {"scheme": "rope", "rope_base": 10000.0, "head_dim": 64,
                      "pairing": "interleaved", "d_model": 4096, "seq_len": 2048,
                      "scaling": "none", "original_context": 2048, "trained_len": 2048}
    assert sources == {
        "scheme": "model_type gptj",
        "rope_base": "Hugging Face's default 10000 (no rope_theta in config.json)",
        "head_dim": "config.json: rotary_dim",
        "pairing": "gptj rotates (2i, 2i+1) pairs (rotate_every_two)",
        "d_model": "config.json: n_embd", "seq_len": "config.json: n_positions",
        "scaling": "no rope_scaling", "original_context": "config.json: n_positions",
        "trained_len": "config.json: n_positions"}
    assert notes == []


def test_codegen_without_rotary_dim_rotates_the_whole_head_interleaved():
    """CodeGen is GPT-J's code: interleaved pairs; without rotary_dim the whole head rotates.
    Its width is n_embd, and the source says n_embd (it used to say hidden_size, a key the
    config does not have)."""
    config = {**GPTJ, "model_type": "codegen"}
    del config["rotary_dim"]
    values, sources = read(config)[2:4]
    assert (values["head_dim"], values["pairing"]) == (256, "interleaved")
    assert sources["head_dim"] == "n_embd 4096 / n_head 16"
    assert sources["pairing"] == "codegen rotates (2i, 2i+1) pairs (rotate_every_two)"


def test_codegen_rotary_dim():
    """CodeGen-350M-mono: rotary_dim 32 of its 1024 / 16 = 64-dim heads rotate, interleaved."""
    config = {"model_type": "codegen", "n_embd": 1024, "n_head": 16, "n_positions": 2048,
              "rotary_dim": 32}
    values, sources = read(config)[2:4]
    assert (values["head_dim"], sources["head_dim"]) == (32, "config.json: rotary_dim")
    assert values["pairing"] == "interleaved"


def test_rotary_dim_is_only_gptjs():
    """rotary_dim is a GPT-J / CodeGen key; a Llama config that carries one still rotates its
    whole 128-dim head (HF's Llama never reads it)."""
    values = read(llama2(rotary_dim=32))[2]
    assert (values["head_dim"], values["pairing"]) == (128, "rotate_half")
    assert read(llama2(rotary_dim="n/a"))[2]["head_dim"] == 128  # not even read


def test_pythia_rotary_pct():
    """Pythia-160m (GPT-NeoX): rotary_pct 0.25 of 768 / 12 = 64 dims: 16 rotate, said in the
    source and a note; θ from rotary_emb_base."""
    values, sources, notes = read(published("pythia-160m"))[2:5]
    assert (values["head_dim"], values["rope_base"]) == (16, 10000.0)
    assert sources["head_dim"] == "hidden_size 768 / num_attention_heads 12 × rotary_pct 0.25 = 16 rotated dims"
    assert sources["rope_base"] == "config.json: rotary_emb_base"
    assert sources["pairing"] == "Hugging Face's gpt_neox rotates i with i + d/2 (rotate_half)"
    assert notes == ["partial rotary: 16 of the head's 64 dims rotate; the rest carry no position"]


def test_phi2_partial_rotary_factor():
    """Phi-2: partial_rotary_factor 0.4 of 2560 / 32 = 80 dims: 32 rotate."""
    values, sources, notes = read(published("phi-2"))[2:5]
    assert values["head_dim"] == 32
    assert sources["head_dim"] == (
        "hidden_size 2560 / num_attention_heads 32 × partial_rotary_factor 0.4 = 32 rotated dims")
    assert notes == ["partial rotary: 32 of the head's 80 dims rotate; the rest carry no position"]


def test_partial_rotary_factor_precedence():
    """transformers 5 puts partial_rotary_factor in rope_parameters: it wins over the top
    level's, which wins over GPT-NeoX's rotary_pct; 1.0 is the whole head, with no note."""
    config = {**GEMMA, "partial_rotary_factor": 0.25, "rotary_pct": 0.125,
              "rope_parameters": {"rope_type": "default", "rope_theta": 1e4, "partial_rotary_factor": 0.5}}
    values, sources = read(config)[2:4]
    assert values["head_dim"] == 128
    assert sources["head_dim"] == ("config.json: head_dim × rope_parameters.partial_rotary_factor 0.5 "
                                   "= 128 rotated dims")
    del config["rope_parameters"]
    values, sources = read(config)[2:4]
    assert values["head_dim"] == 64
    assert sources["head_dim"] == "config.json: head_dim × partial_rotary_factor 0.25 = 64 rotated dims"
    del config["partial_rotary_factor"]
    assert read(config)[2]["head_dim"] == 32
    values, sources, notes = read({**GEMMA, "partial_rotary_factor": 1.0})[2:5]
    assert (values["head_dim"], sources["head_dim"], notes) == (256, "config.json: head_dim", [])


@pytest.mark.parametrize("head_dim, ok", [(1, False), (2, True), (3, False), (255, False),
                                          (1024, True), (1026, False)])
def test_rotated_dims_must_be_even_and_within_the_app(head_dim, ok):
    """RoPE rotates pairs: an odd count, fewer than 2, or past the app's 1024 is refused."""
    config = {**GEMMA, "head_dim": head_dim}
    if ok:
        assert read(config)[2]["head_dim"] == head_dim
    else:
        assert refusal(config) == (f"config.json: {head_dim} rotated dims per head: RoPE needs an "
                                   "even number from 2 to 1024")


def test_a_partial_factor_that_leaves_no_pair_is_refused():
    """0.01 of a 64-dim head is 0 dims: refused, not drawn as nothing."""
    assert refusal({**GEMMA, "head_dim": 64, "partial_rotary_factor": 0.01}) == (
        "config.json: 0 rotated dims per head: RoPE needs an even number from 2 to 1024")


@pytest.mark.parametrize("drop", ["hidden_size", "num_attention_heads"])
def test_rope_without_head_dim_or_its_parts_is_refused(drop):
    """Without head_dim, RoPE needs hidden_size and the head count; the message lists the
    keys the config has so the user sees what is missing."""
    config = {"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
              "rope_theta": 1e4}
    del config[drop]
    keys = ", ".join(sorted(config))
    assert refusal(config) == ("config.json: RoPE needs head_dim, or hidden_size and "
                               f"num_attention_heads; keys seen: {keys}")


def test_a_single_head_is_the_whole_width():
    """One head (a toy model): head_dim = hidden_size."""
    values, sources = read({"model_type": "llama", "hidden_size": 64, "num_attention_heads": 1})[2:4]
    assert (values["head_dim"], sources["head_dim"]) == (64, "hidden_size 64 / num_attention_heads 1")


def test_an_unknown_rope_type_is_refused_with_the_ones_drawn():
    """A type the app does not draw; the message lists what it does."""
    assert refusal(llama2(rope_scaling={"rope_type": "ntk-by-parts", "factor": 2}), "x.json") == (
        "x.json: rope_type 'ntk-by-parts' is not one this app draws (default, linear, dynamic, yarn, "
        "longrope, llama3)")


def test_mrope_without_its_sections_is_refused_by_name():
    """Qwen2-VL's first name for its type: read, but only with the sections it turns by."""
    assert refusal(llama2(rope_scaling={"type": "mrope"}), "x.json") == (
        "x.json: rope_type mrope needs rope_scaling.mrope_section, the pairs that turn with t, h and w")


@pytest.mark.parametrize("heads", [0, -4])
def test_zero_or_negative_heads_are_refused_not_divided_by(heads):
    """num_attention_heads 0 used to divide by zero (a crash, not a message)."""
    config = {"model_type": "llama", "hidden_size": 4096, "num_attention_heads": heads}
    assert refusal(config) == ("config.json: RoPE needs head_dim, or hidden_size and "
                               "num_attention_heads; keys seen: hidden_size, model_type, "
                               "num_attention_heads")


@pytest.mark.parametrize("key", ["num_attention_heads", "n_head", "n_heads", "num_heads"])
def test_each_head_count_key(key):
    """Families name the head count differently (Llama, GPT-J / BLOOM, MPT, GPT-Neo); each
    is read and named in the source."""
    values, sources = read({"model_type": "llama", "hidden_size": 1024, key: 8})[2:4]
    assert values["head_dim"] == 128
    assert sources["head_dim"] == f"hidden_size 1024 / {key} 8"


def test_head_count_keys_in_order():
    """num_attention_heads is HF's name and wins over the older ones."""
    config = {"model_type": "llama", "hidden_size": 1024, "num_heads": 2, "n_heads": 4,
              "n_head": 8, "num_attention_heads": 16}
    for key, dim in (("num_attention_heads", 64), ("n_head", 128), ("n_heads", 256)):
        assert read(config)[2]["head_dim"] == dim
        del config[key]


@pytest.mark.parametrize("key, value", [("max_seq_len", 2048), ("n_positions", 1024), ("seq_length", 8192)])
def test_each_context_key(key, value):
    """The context comes from max_position_embeddings or the older names, each named."""
    values, sources = read({**GEMMA, "max_position_embeddings": None, key: value})[2:4]
    assert (values["seq_len"], sources["seq_len"]) == (value, f"config.json: {key}")


def test_context_keys_in_order_and_the_default():
    """max_position_embeddings, then max_seq_len, n_positions, seq_length is the context
    shown; without any, 4096 is shown and the source says it is a stand-in."""
    config = {**GEMMA, "max_seq_len": 2048, "n_positions": 1024, "seq_length": 512}
    assert read(config)[2]["seq_len"] == 8192
    del config["max_position_embeddings"]
    assert read(config)[2]["seq_len"] == 2048
    del config["max_seq_len"]
    assert read(config)[2]["seq_len"] == 1024
    del config["n_positions"], config["seq_length"]
    values, sources = read(config)[2:4]
    assert (values["seq_len"], sources["seq_len"]) == (4096, "no max_position_embeddings: 4096 shown")
    assert (values["original_context"], sources["original_context"]) == (
        4096, "no max_position_embeddings: 4096 shown")


@pytest.mark.parametrize("key", ["rotary_emb_base", "rope_embedding_base"])
def test_theta_under_its_other_names(key):
    """GPT-NeoX's rotary_emb_base and InternLM's rope_embedding_base are θ; rope_theta wins."""
    values, sources = read({**GEMMA, "rope_theta": None, key: 5e5})[2:4]
    assert (values["rope_base"], sources["rope_base"]) == (5e5, f"config.json: {key}")
    assert read({**GEMMA, "rope_theta": 1e6, key: 5e5})[2]["rope_base"] == 1e6


def test_a_config_without_model_type_read_by_its_keys():
    """A config with RoPE keys but no model_type is read as RoPE; the sources say so and carry
    the label of the file read."""
    config = {"hidden_size": 1024, "num_attention_heads": 8, "rope_theta": 1e5}
    family, scheme, values, sources = read(config, "my.json")[:4]
    assert (family, scheme) == ("", "rope")
    assert sources["scheme"] == "the keys of my.json"
    assert sources["pairing"] == "Hugging Face's model rotates i with i + d/2 (rotate_half)"
    assert sources["rope_base"] == "my.json: rope_theta"
    assert sources["d_model"] == "my.json: hidden_size"


def test_d_model_from_n_embd_and_absent():
    """The width shown is hidden_size, else GPT's n_embd, else not given at all."""
    values, sources = read({"model_type": "llama", "n_embd": 512, "hidden_size": None,
                            "head_dim": 64})[2:4]
    assert (values["d_model"], sources["d_model"]) == (512, "config.json: n_embd")
    assert "d_model" not in read({"model_type": "llama", "head_dim": 64})[2]


# -- numbers in a config -------------------------------------------------------------------

@pytest.mark.parametrize("value, shown", [("10000", "'10000'"), (True, "True"), ([1], "[1]"),
                                          (math.inf, "inf"), (math.nan, "nan"), (-math.inf, "-inf")])
def test_a_number_that_is_not_one_is_refused(value, shown):
    """A string, a boolean, a list or a non-finite number where a number belongs is refused by
    key, not drawn (Python's json reads NaN and Infinity)."""
    assert refusal({**GEMMA, "rope_theta": value}) == (
        f"config.json: rope_theta must be a number, got {shown}")
    scaling = {"rope_type": "linear", "factor": value}
    assert refusal(llama2(rope_scaling=scaling)) == (
        f"config.json: rope_scaling.factor must be a number, got {shown}")


def test_an_integer_key_must_be_whole():
    """max_position_embeddings 4096.5 is refused; 4096.0 is read as the integer 4096."""
    assert refusal({**GEMMA, "max_position_embeddings": 4096.5}) == (
        "config.json: max_position_embeddings must be an integer, got 4096.5")
    seq_len = read({**GEMMA, "max_position_embeddings": 4096.0})[2]["seq_len"]
    assert seq_len == 4096 and type(seq_len) is int


def test_a_nested_key_is_named_by_its_path():
    """A bad value under an object is named by its dotted path (MPT's attn_config.alibi_bias_max)."""
    config = published("mpt-7b")
    config["attn_config"]["alibi_bias_max"] = "8"
    assert refusal(config) == "config.json: attn_config.alibi_bias_max must be a number, got '8'"
    with pytest.raises(ModelError) as caught:
        models._Config({"a": {"b": 2.5}}).number("a", "b", kind=int)
    assert caught.value.args[0] == "config.json: a.b must be an integer, got 2.5"


@pytest.mark.parametrize("config, key", [
    (GPTJ, "rotary_dim"),
    ({**GPTJ, "model_type": "codegen"}, "rotary_dim"),
    ({**GEMMA, "original_max_position_embeddings": 0}, "original_max_position_embeddings"),
    ({**GEMMA, "head_dim": None}, "hidden_size"),
    ({**GEMMA, "head_dim": None, "hidden_size": None, "n_embd": 0}, "n_embd"),
    (published("mpt-7b"), "d_model"),
    (published("mpt-7b"), "n_heads"),
    (published("bloom-560m"), "hidden_size"),
    (published("bloom-560m"), "n_head"),
    ({"model_type": "bloom", "n_head": 4, "seq_length": 0}, "seq_length"),
    (published("gpt2"), "n_positions"),
    (published("gpt2"), "n_embd"),
    (published("bert-base-uncased"), "max_position_embeddings"),
    (published("bert-base-uncased"), "hidden_size"),
    (published("roberta-base"), "pad_token_id"),
    (published("opus-mt-en-de"), "d_model"),
    (published("opus-mt-en-de"), "max_position_embeddings"),
    ({"model_type": "distilbert", "dim": 768, "sinusoidal_pos_embds": True}, "dim"),
    ({"model_type": "distilbert", "dim": 768, "sinusoidal_pos_embds": True,
      "max_position_embeddings": 0}, "max_position_embeddings"),
])
def test_counts_must_be_whole_numbers(config, key):
    """Sizes, counts and lengths are integers in every family's config: 2.5 rows or dims is a
    broken config, refused by key rather than rounded into a drawing."""
    config = json.loads(json.dumps(config))
    config[key] = 64.5
    assert refusal(config) == f"config.json: {key} must be an integer, got 64.5"


def test_the_original_length_in_rope_scaling_must_be_whole():
    """A fractional original length in rope_scaling is refused, named under rope_scaling."""
    config = llama2(rope_scaling={"rope_type": "yarn", "factor": 2.0,
                                  "original_max_position_embeddings": 4096.5})
    assert refusal(config) == ("config.json: rope_scaling.original_max_position_embeddings must be "
                               "an integer, got 4096.5")


def test_config_lookup_through_nested_objects():
    """A key path through something that is not an object, or a null, is absent, not an error."""
    c = models._Config({"a": {"b": 2, "n": None}, "s": "text", "z": None})
    assert c.number("a", "b") == 2.0 and c.has("a", "b") and c.has("a")
    assert c.number("s", "b") is None and not c.has("s", "b")
    assert c.number("a", "n") is None and not c.has("a", "n")
    assert c.number("z") is None and not c.has("z") and not c.has("q")
    assert c.source("a", "b") == "config.json: a.b"
    assert models._Config({}, "x.json").source("k") == "x.json: k"


def test_reading_first_without_a_default_sets_nothing():
    """The first key present sets the value with its source; without one and without a default
    nothing is set (the app's own default then shows), with one the default and its source."""
    r = models._Reading(models._Config({"b": 3}))
    assert r.first("seq_len", (("a",), ("b",)), kind=int) == 3
    assert (r.values, r.sources) == ({"seq_len": 3}, {"seq_len": "config.json: b"})
    assert r.first("d_model", (("a",),), kind=int) is None and "d_model" not in r.values
    assert r.first("d_model", (("a",),), kind=int, default=(7, "seven")) == 7
    assert (r.values["d_model"], r.sources["d_model"]) == (7, "seven")


def test_model_type_that_is_not_a_string():
    """A model_type that is not text is no family (the keys decide)."""
    assert models._model_type(models._Config({"model_type": 5})) == ""
    assert models._model_type(models._Config({"model_type": "llama"})) == "llama"
    assert models._model_type(models._Config({})) == ""


def test_yarn_mscale_is_hugging_faces_get_mscale():
    """get_mscale(s, m) = 0.1·m·ln s + 1 for s > 1, else 1 (the YaRN paper's √t)."""
    assert models.yarn_mscale(4.0) == pytest.approx(0.1 * math.log(4.0) + 1, rel=1e-15)
    assert models.yarn_mscale(40.0, 0.707) == pytest.approx(0.1 * 0.707 * math.log(40.0) + 1, rel=1e-15)
    assert models.yarn_mscale(1.5, 2.0) == pytest.approx(0.2 * math.log(1.5) + 1, rel=1e-15)
    assert models.yarn_mscale(1.0, 5.0) == 1.0
    assert models.yarn_mscale(0.5, 5.0) == 1.0


# -- ALiBi -------------------------------------------------------------------------------------

def test_bloom():
    """BLOOM-560m: 16 heads (n_head), width 1024; ALiBi has no trained length, 2048 shown."""
    family, scheme, values, sources, notes, extra, offset = read(published("bloom-560m"))
    assert (family, scheme, notes, extra, offset) == ("bloom", "alibi", [], {}, 0)
    assert values == {"scheme": "alibi", "n_heads": 16, "head": 0, "d_model": 1024, "seq_len": 2048}
    assert sources == {"scheme": "model_type bloom", "n_heads": "config.json: n_head",
                       "head": "the steepest head first", "d_model": "config.json: hidden_size",
                       "seq_len": "ALiBi has no length limit: 2048 shown"}


def test_mpt():
    """MPT-7B: n_heads 32, d_model 4096, max_seq_len 2048, alibi in attn_config."""
    values, sources = read(published("mpt-7b"))[2:4]
    assert values == {"scheme": "alibi", "n_heads": 32, "head": 0, "d_model": 4096, "seq_len": 2048}
    assert sources == {"scheme": "model_type mpt", "n_heads": "config.json: n_heads",
                       "head": "the steepest head first", "d_model": "config.json: d_model",
                       "seq_len": "config.json: max_seq_len"}


def test_falcon_rw_with_alibi():
    """Falcon-RW-1B: alibi true, 32 heads (num_attention_heads), width 2048; its biases in
    bfloat16 and divided by √(2048 / 32) = 8 with the scores, each said where it comes from."""
    values, sources = read(published("falcon-rw-1b"))[2:4]
    assert (values["n_heads"], values["d_model"], values["seq_len"]) == (32, 2048, 2048)
    assert sources["n_heads"] == "config.json: num_attention_heads"
    assert (values["alibi_scale"], values["alibi_bf16"]) == (0.125, True)
    assert sources["alibi_scale"] == ("Falcon's attention divides its scores, ALiBi biases included, "
                                      "by √head_dim = √64 (config.json: hidden_size / 32 heads)")
    assert sources["alibi_bf16"] == ("Falcon's build_alibi_tensor rounds each slope, key position and "
                                     "bias to bfloat16")
    assert read(published("falcon-rw-1b"))[4] == [
        "transformers' eager attention for Falcon adds the ALiBi biases twice (once with the scores, "
        "once in its mask); the default (SDPA) attention and the original code add them once, as "
        "drawn here"]


def test_falcon_alibi_without_a_width_takes_the_library_default():
    """FalconConfig's hidden_size defaults to 4544: 71 heads of 64, scale 1/8, and 5 heads of
    908 (4544 // 5); a head of one dimension is drawn, scale 1; a width that leaves no head
    dimension is refused, naming the file and both numbers."""
    config = {k: v for k, v in published("falcon-rw-1b").items() if k != "hidden_size"}
    config["num_attention_heads"] = 71
    values, sources = read(config)[2:4]
    assert values["alibi_scale"] == 0.125 and "FalconConfig's default hidden_size / 71 heads" in sources["alibi_scale"]
    config["num_attention_heads"] = 5
    assert read(config)[2]["alibi_scale"] == 1 / math.sqrt(908)
    config.update(hidden_size=32, num_attention_heads=32)
    assert read(config)[2]["alibi_scale"] == 1.0
    config.update(hidden_size=16)
    with pytest.raises(models.ModelError, match="^config.json: hidden_size 16 for 32 heads leaves no head dimension$"):
        read(config)


@pytest.mark.parametrize("heads, bias_max", [(12, 8), (32, 16), (6, None)])
def test_mpt_slopes_the_app_does_not_draw_are_refused(heads, bias_max):
    """MPT's gen_slopes differ from the paper's for a head count that is not a power of two
    or alibi_bias_max other than 8 (the default when absent)."""
    config = published("mpt-7b", n_heads=heads)
    config["attn_config"]["alibi_bias_max"] = bias_max
    assert refusal(config) == (
        f"config.json: MPT's slopes for {heads} heads with alibi_bias_max {bias_max or 8} differ "
        "from the paper's rule the app draws (it draws power-of-two head counts with "
        "alibi_bias_max 8)")


@pytest.mark.parametrize("heads", [1, 2, 64])
def test_mpt_power_of_two_heads_are_read(heads):
    """MPT's slopes equal the paper's for a power-of-two head count with alibi_bias_max 8 (the
    default when absent): such configs are read; without d_model no width is claimed."""
    config = published("mpt-7b", n_heads=heads)
    del config["attn_config"]["alibi_bias_max"]
    config.pop("d_model")
    values = read(config)[2]
    assert values["n_heads"] == heads and "d_model" not in values


def test_mpt_without_heads_is_refused():
    """ALiBi's slopes depend on the head count: without n_heads MPT is refused, keys listed."""
    config = {"model_type": "mpt", "attn_config": {"alibi": True}, "d_model": 64}
    assert refusal(config) == ("config.json: ALiBi needs the number of heads; keys seen: "
                               "attn_config, d_model, model_type")


def test_alibi_without_heads_is_refused():
    """Likewise for BLOOM without any head-count key."""
    assert refusal({"model_type": "bloom", "hidden_size": 64}) == (
        "config.json: ALiBi needs the number of heads; keys seen: hidden_size, model_type")


@pytest.mark.parametrize("heads, ok", [(0, False), (1, True), (256, True), (257, False), (-2, False)])
def test_alibi_head_count_within_the_app(heads, ok):
    """1 to 256 heads are drawn; 0, a negative count or more are refused by count."""
    config = {"model_type": "bloom", "n_head": heads}
    if ok:
        values = read(config)[2]
        assert values["n_heads"] == heads and "d_model" not in values
    else:
        assert refusal(config) == f"config.json: {heads} heads; the app draws 1 to 256"


@pytest.mark.parametrize("key", ["max_seq_len", "seq_length", "max_position_embeddings", "n_positions"])
def test_alibi_context_keys(key):
    """Each family's context key is shown as the length, named."""
    values, sources = read({"model_type": "bloom", "n_head": 4, key: 300})[2:4]
    assert (values["seq_len"], sources["seq_len"]) == (300, f"config.json: {key}")


def test_alibi_context_keys_in_order():
    """max_seq_len (MPT), seq_length, max_position_embeddings, n_positions: the first present
    is the length shown."""
    config = {"model_type": "bloom", "n_head": 4, "max_seq_len": 1, "seq_length": 2,
              "max_position_embeddings": 3, "n_positions": 4}
    for key, expected in (("max_seq_len", 1), ("seq_length", 2), ("max_position_embeddings", 3)):
        assert read(config)[2]["seq_len"] == expected
        del config[key]
    assert read(config)[2]["seq_len"] == 4


# -- learned tables ----------------------------------------------------------------------------

def test_gpt2():
    """GPT-2: n_positions 1024 rows of n_embd 768, GPT-2's initialisation."""
    family, scheme, values, sources, notes, extra, offset = read(published("gpt2"))
    assert (family, scheme, notes, extra, offset) == ("gpt2", "learned", [], {}, 0)
    assert values == {"scheme": "learned", "table_size": 1024, "d_model": 768, "init": "gpt2"}
    assert sources == {"scheme": "model_type gpt2", "table_size": "config.json: n_positions",
                       "d_model": "config.json: n_embd",
                       "init": "gpt2's initialisation (shown if no table is read)"}


def test_gpt_neo_and_gpt2_fallback_keys():
    """GPT-Neo 125M writes max_position_embeddings 2048 and hidden_size 768; an old GPT config
    only n_ctx."""
    config = {"model_type": "gpt_neo", "max_position_embeddings": 2048, "hidden_size": 768,
              "num_heads": 12}
    values, sources = read(config)[2:4]
    assert (values["table_size"], values["d_model"]) == (2048, 768)
    assert (sources["table_size"], sources["d_model"]) == (
        "config.json: max_position_embeddings", "config.json: hidden_size")
    values, sources = read({"model_type": "gpt2", "n_ctx": 512, "n_embd": 64,
                            "max_position_embeddings": 256})[2:4]
    assert (values["table_size"], sources["table_size"]) == (256, "config.json: max_position_embeddings")
    values, sources = read({"model_type": "gpt2", "n_ctx": 512, "n_embd": 64})[2:4]
    assert (values["table_size"], sources["table_size"]) == (512, "config.json: n_ctx")


def test_bert():
    """BERT-base: 512 rows of 768, BERT's initialisation, no offset."""
    values, sources, notes, extra, offset = read(published("bert-base-uncased"))[2:]
    assert (notes, extra, offset) == ([], {}, 0)
    assert values == {"scheme": "learned", "table_size": 512, "d_model": 768, "init": "bert"}
    assert sources == {"scheme": "model_type bert", "table_size": "config.json: max_position_embeddings",
                       "d_model": "config.json: hidden_size",
                       "init": "bert's initialisation (shown if no table is read)"}


def test_roberta_rows_before_position_0():
    """RoBERTa-base: max_position_embeddings 514, positions start at padding_idx + 1 = 2, so
    512 positions; with pad_token_id 0 one row comes first, without one HF's 1 + 1."""
    values, sources, offset = (lambda t: (t[2], t[3], t[6]))(read(published("roberta-base")))
    assert (values["table_size"], offset) == (512, 2)
    assert sources["table_size"] == "config.json: max_position_embeddings 514 − 2 rows before position 0"
    values, sources, offset = (lambda t: (t[2], t[3], t[6]))(read(published("roberta-base", pad_token_id=0)))
    assert (values["table_size"], offset) == (513, 1)
    assert sources["table_size"] == "config.json: max_position_embeddings 514 − 1 rows before position 0"
    assert read(published("roberta-base", pad_token_id=None))[6] == 2


def test_opt():
    """OPT-125m: 2048 positions; its table has 2 more rows (offset 2), so max_position_embeddings
    is the positions themselves; the width is hidden_size."""
    values, sources, offset = (lambda t: (t[2], t[3], t[6]))(read(published("opt-125m")))
    assert offset == 2
    assert values == {"scheme": "learned", "table_size": 2048, "d_model": 768, "init": "bert"}
    assert sources == {"scheme": "model_type opt", "table_size": "config.json: max_position_embeddings",
                       "d_model": "config.json: hidden_size",
                       "init": "opt's initialisation (shown if no table is read)"}


def test_learned_width_keys():
    """DistilBERT's dim, a d_model, OPT-350m's word_embed_proj_dim: each is the width."""
    for key in ("dim", "d_model", "word_embed_proj_dim"):
        values, sources = read({"model_type": "bert", "max_position_embeddings": 8, key: 32})[2:4]
        assert (values["d_model"], sources["d_model"]) == (32, f"config.json: {key}")
    config = {"model_type": "distilbert", "max_position_embeddings": 8, "dim": 32, "d_model": 16,
              "word_embed_proj_dim": 8, "hidden_size": 64}
    for key, width in (("hidden_size", 64), ("dim", 32), ("d_model", 16)):
        assert read(config)[2]["d_model"] == width
        del config[key]


def test_learned_without_its_length_sets_none():
    """Without max_position_embeddings no table length is claimed (the checkpoint's is then read)."""
    values = read({"model_type": "bert", "hidden_size": 32})[2]
    assert "table_size" not in values


@pytest.mark.parametrize("kind", ["relative_key", "relative_key_query"])
def test_relative_position_embeddings_are_refused(kind):
    """BERT with relative_key(_query) has no absolute table to draw."""
    assert refusal(published("bert-base-uncased", position_embedding_type=kind)) == (
        f"config.json: position_embedding_type {kind!r} (relative) is not drawn; only absolute "
        "tables are")
    assert read(published("bert-base-uncased", position_embedding_type=None))[2]["table_size"] == 512
    config = published("bert-base-uncased")
    del config["position_embedding_type"]
    assert read(config)[2]["table_size"] == 512


# -- sinusoidal ------------------------------------------------------------------------------

def test_marian():
    """Marian (opus-mt-en-de): d_model 512, the paper's frequencies, 512 positions."""
    family, scheme, values, sources, notes, extra, offset = read(published("opus-mt-en-de"))
    assert (family, scheme, notes, extra, offset) == ("marian", "sinusoidal", [], {}, 0)
    assert values == {"scheme": "sinusoidal", "d_model": 512, "layout": "concat-paper",
                      "base": 10000.0, "seq_len": 512}
    assert sources == {
        "scheme": "model_type marian", "d_model": "config.json: d_model",
        "layout": "Marian: the paper's frequencies, sines then cosines "
                  "(MarianSinusoidalPositionalEmbedding)",
        "base": "fixed in marian's code", "seq_len": "config.json: max_position_embeddings"}


def test_m2m100_fairseq_table():
    """M2M100-418M: fairseq's table (ω_i = exp(−i·ln 10000/(d/2−1))) and its offset of 2."""
    values, sources, notes = read(published("m2m100_418M"))[2:5]
    assert values == {"scheme": "sinusoidal", "d_model": 1024, "layout": "concat-t2t",
                      "base": 10000.0, "seq_len": 1024}
    assert sources == {
        "scheme": "model_type m2m_100", "d_model": "config.json: d_model",
        "layout": "m2m_100: fairseq's table, ω_i = exp(−i·ln 10000/(d/2−1)), sines then cosines",
        "base": "fixed in m2m_100's code", "seq_len": "config.json: max_position_embeddings"}
    assert notes == ["m2m_100 numbers tokens from padding_idx + 1 = 2: token p gets row p + 2"]


def test_sinusoidal_fallback_keys():
    """Speech2Text writes max_target_positions; hidden_size is a width; without a length
    1024 is shown and said to be a stand-in."""
    config = {"model_type": "speech_to_text", "hidden_size": 256, "max_target_positions": 448}
    values, sources = read(config)[2:4]
    assert (values["d_model"], values["seq_len"]) == (256, 448)
    assert (sources["d_model"], sources["seq_len"]) == ("config.json: hidden_size",
                                                        "config.json: max_target_positions")
    config = {"model_type": "fsmt", "d_model": 256, "hidden_size": 128, "max_target_positions": 448,
              "max_position_embeddings": 300}
    assert (read(config)[2]["d_model"], read(config)[2]["seq_len"]) == (256, 300)
    values, sources = read({"model_type": "fsmt", "d_model": 256})[2:4]
    assert (values["seq_len"], sources["seq_len"]) == (1024, "no max_position_embeddings: 1024 shown")


def test_sinusoidal_without_width_is_refused():
    """A sinusoidal table's frequencies depend on d_model: without it the config is refused."""
    assert refusal({"model_type": "marian", "max_position_embeddings": 512}) == (
        "config.json: a sinusoidal table needs d_model; keys seen: max_position_embeddings, model_type")


def test_distilbert_sinusoidal():
    """DistilBERT with sinusoidal_pos_embds: create_sinusoidal_embeddings' interleaved table of
    dim 768 over 512 positions; without the flag it is a learned table."""
    config = {"model_type": "distilbert", "dim": 768, "max_position_embeddings": 512,
              "sinusoidal_pos_embds": True}
    family, scheme, values, sources = read(config)[:4]
    assert (family, scheme) == ("distilbert", "sinusoidal")
    assert values == {"scheme": "sinusoidal", "d_model": 768, "layout": "interleaved",
                      "base": 10000.0, "seq_len": 512}
    assert sources == {"scheme": "model_type distilbert", "d_model": "config.json: dim",
                       "layout": "DistilBERT: create_sinusoidal_embeddings",
                       "base": "fixed in DistilBERT's code",
                       "seq_len": "config.json: max_position_embeddings"}
    assert read({**config, "max_position_embeddings": 128})[2]["seq_len"] == 128
    del config["max_position_embeddings"]  # DistilBertConfig's default is 512
    values, sources = read(config)[2:4]
    assert (values["seq_len"], sources["seq_len"]) == (512, "no max_position_embeddings: 512 shown")
    assert read({**config, "sinusoidal_pos_embds": False})[1] == "learned"
    del config["dim"]  # refused, not drawn at the app's default width as if it were DistilBERT's
    assert refusal({**config, "sinusoidal_pos_embds": True}, "x.json") == (
        "x.json: a sinusoidal table needs d_model; keys seen: model_type, sinusoidal_pos_embds")


# -- which scheme --------------------------------------------------------------------------------

def scheme(config):
    return models.scheme_of(models._Config(config))


def test_alibi_is_recognised_three_ways():
    """BLOOM by its type, Falcon by alibi: true, MPT by attn_config.alibi: true; a Falcon
    without it is RoPE, and only a true boolean counts."""
    assert scheme({"model_type": "bloom"}) == "alibi"
    assert scheme({"model_type": "falcon", "alibi": True}) == "alibi"
    assert scheme({"model_type": "falcon", "alibi": False}) == "rope"
    assert scheme({"model_type": "falcon", "alibi": 1}) == "rope"
    assert scheme({"model_type": "mpt", "attn_config": {"alibi": True}}) == "alibi"
    assert scheme({"model_type": "falcon", "attn_config": "x"}) == "rope"


@pytest.mark.parametrize("key", ["rope_theta", "rope_scaling", "rope_parameters", "rotary_emb_base",
                                 "partial_rotary_factor", "rotary_pct"])
def test_rope_is_recognised_by_its_keys(key):
    """An unknown model_type with a RoPE key is read as RoPE."""
    assert scheme({"model_type": "newmodel", key: None}) == "rope"


@pytest.mark.parametrize("family, expected", [
    ("marian", "sinusoidal"), ("m2m_100", "sinusoidal"), ("speech_to_text", "sinusoidal"),
    ("gpt2", "learned"), ("bert", "learned"), ("roberta", "learned"), ("opt", "learned"),
    ("distilbert", "learned"), ("llama", "rope"), ("gptj", "rope")])
def test_scheme_by_family(family, expected):
    """Each family's model_type alone picks its scheme (HF's code, not a key, decides it)."""
    assert scheme({"model_type": family}) == expected


def test_unknown_scheme_lists_the_keys_seen():
    """Reformer (axial positions) is no scheme the app draws; the message shows the type and up to
    24 keys, sorted, so the user can see what the config has."""
    keys = {f"k{i:02d}": 1 for i in range(30)}
    message = refusal({"model_type": "reformer", **keys})
    shown = ", ".join([f"k{i:02d}" for i in range(24)])
    assert message == (f"config.json: no positional scheme this app knows (model_type 'reformer'); "
                       f"keys seen: {shown}, …")
    keys = {f"k{i:02d}": 1 for i in range(24)}  # 25 keys with model_type: one left out
    shown = ", ".join(sorted([*keys, "model_type"])[:24])
    assert refusal({"model_type": "reformer", **keys}) == (
        f"config.json: no positional scheme this app knows (model_type 'reformer'); keys seen: {shown}, …")
    keys = {f"k{i:02d}": 1 for i in range(23)}
    shown = ", ".join(sorted([*keys, "model_type"]))
    assert refusal({"model_type": "reformer", **keys}) == (
        f"config.json: no positional scheme this app knows (model_type 'reformer'); keys seen: {shown}")
    assert refusal({}, "x.json") == (
        "x.json: no positional scheme this app knows (model_type 'none'); keys seen: none")


def test_keys_leave_out_what_is_not_text():
    """The keys listed in a refusal are the text keys, sorted; with none, 'none'."""
    assert models._keys({"b": 1, 2: 3, "a": 4}) == "a, b"
    assert models._keys({1: 2}) == "none"


def test_longrope_factors_at_the_bounds_are_read():
    """0.001 and 10⁶ themselves are factors the app draws."""
    scaling = {"rope_type": "longrope", "factor": 4.0, "short_factor": [0.001] * 64,
               "long_factor": [1e6] * 64}
    extra = read(llama2(rope_scaling=scaling))[5]
    assert (extra["short_factor"][0], extra["long_factor"][-1]) == (0.001, 1e6)


# -- numbers a JSON file can hold and no model has: refused where read, the key named ----------

@pytest.mark.parametrize("key, value, shown", [
    ("hidden_size", 10 ** 200, "1" + "0" * 29 + "…" + "0" * 29),
    ("max_position_embeddings", 10 ** 15, "1000000000000000"),
    ("rope_theta", 10 ** 400, "1" + "0" * 29 + "…" + "0" * 29),   # float() of it overflowed
    ("rope_theta", 1e307, "1e+307"),
])
def test_a_number_of_more_than_fifteen_digits_is_refused_by_key(key, value, shown):
    """A count or factor of 10¹⁵ or more is no model's (and past 2⁵³ a float is inexact):
    refused with the key and the value quoted at most 60 characters long. 10⁴⁰⁰ raised
    OverflowError, 10²⁰⁰ was called "not an integer"."""
    assert refusal(llama2(**{key: value})) == (
        f"config.json: {key} = {shown} is too large (a count or factor of at most 15 digits is read)")


def test_fifteen_digits_are_read():
    """10¹⁵ − 1 passes the reader (the app's own range then names the key)."""
    assert models._Config({"n": 10 ** 15 - 1}).number("n", kind=int) == 10 ** 15 - 1


def test_a_huge_integer_in_rope_scaling_is_named_under_rope_scaling():
    config = llama2(rope_scaling={"rope_type": "yarn", "factor": 4.0,
                                  "original_max_position_embeddings": 10 ** 100})
    assert refusal(config).startswith(
        "config.json: rope_scaling.original_max_position_embeddings = 100000")


def test_a_long_non_number_is_quoted_short():
    """A 5 MB string where a number belongs is quoted in at most 60 characters."""
    text = refusal(llama2(hidden_size="9" * 5_000_000))
    assert text == "config.json: hidden_size must be a number, got '" + "9" * 29 + "…" + "9" * 28 + "'"


def test_a_long_rope_type_is_quoted_short():
    """A 5 MB rope_type was echoed whole in the message."""
    text = refusal(llama2(rope_scaling={"rope_type": "x" * 5_000_000, "factor": 2.0}))
    assert text == ("config.json: rope_type '" + "x" * 29 + "…" + "x" * 28 + "' is not one this app "
                    "draws (default, linear, dynamic, yarn, longrope, llama3)")
    assert len(refusal(llama2(rope_scaling=["y" * 10 ** 6]))) < 150


def test_a_long_model_type_and_keys_are_quoted_short():
    """An unknown model_type and the keys listed beside it are each cut short."""
    text = refusal({"model_type": "m" * 10 ** 6, "k" * 10 ** 6: 1})
    assert text == ("config.json: no positional scheme this app knows (model_type '" + "m" * 30
                    + "…" + "m" * 29 + "'); keys seen: " + "k" * 20 + "…" + "k" * 19 + ", model_type")


@pytest.mark.parametrize("factor", [-0.5, 0, 1.5, 1e300])
def test_partial_rotary_factor_is_a_share_of_the_head(factor):
    """partial_rotary_factor is the share of each head that rotates: above 0, at most 1
    (1e300 drew a 130-digit number of rotated dims into the message)."""
    text = refusal(llama2(partial_rotary_factor=factor))
    assert text.startswith("config.json: partial_rotary_factor = ")
    assert (text.endswith(": the share of each head that rotates must be above 0 and at most 1")
            or text.endswith("is too large (a count or factor of at most 15 digits is read)"))


@pytest.mark.parametrize("name, value, scale", [
    ("mscale_all_dim", -10 / math.log(4.0), "0"),       # the denominator: ZeroDivisionError
    ("mscale_all_dim", -20 / math.log(4.0), "-1"),
    ("mscale", -10 / math.log(4.0), "0"),               # the numerator: an attention factor of 0
])
def test_yarn_mscale_that_makes_a_factor_of_zero_or_below_is_refused(name, value, scale):
    """HF's attention factor is get_mscale(s, mscale) / get_mscale(s, mscale_all_dim), with
    get_mscale = 0.1·m·ln s + 1; either at 0 or below is refused naming its key."""
    ms = {"mscale": 1.0, "mscale_all_dim": 1.0, name: value}
    config = llama2(rope_scaling={"rope_type": "yarn", "factor": 4.0,
                                  "original_max_position_embeddings": 4096, **ms})
    text = refusal(config)
    assert text.startswith(f"config.json: rope_scaling.{name} = {value:g}: 0.1·{name}·ln 4 + 1 = ")
    assert float(text.split(" = ")[2].split(";")[0]) == pytest.approx(float(scale), abs=1e-12)
    assert text.endswith("; YaRN's attention factor needs it above 0")


@pytest.mark.parametrize("rope_type", ["yarn", "longrope"])
@pytest.mark.parametrize("factor", [0, -1.0])
def test_an_attention_factor_of_zero_or_below_is_refused(rope_type, factor):
    """An attention_factor of 0 would draw every score 0 (and the app's 0 means "computed")."""
    scaling = {"rope_type": rope_type, "factor": 4.0, "attention_factor": factor,
               "original_max_position_embeddings": 1024, "short_factor": [1.0] * 64,
               "long_factor": [1.0] * 64}
    assert refusal(llama2(rope_scaling=scaling)) == (
        f"config.json: rope_scaling.attention_factor = {factor:g}: an attention factor must be above 0")


@pytest.mark.parametrize("where", ["top", "rope_scaling"])
@pytest.mark.parametrize("length", [0, 1])
def test_longrope_needs_an_original_length_of_two_or_more(where, length):
    """LongRoPE's s is max_position_embeddings / original (0: ZeroDivisionError) and its
    attention factor divides by ln original (1: by zero)."""
    scaling = {"rope_type": "longrope", "short_factor": [1.0] * 64, "long_factor": [1.0] * 64}
    if where == "top":
        config = llama2(rope_scaling=scaling, original_max_position_embeddings=length)
        key = "original_max_position_embeddings"
    else:
        config = llama2(rope_scaling={**scaling, "original_max_position_embeddings": length})
        key = "rope_scaling.original_max_position_embeddings"
    assert refusal(config) == f"config.json: {key} = {length} must be at least 2"


def test_yarn_needs_an_original_length_of_one_or_more():
    config = llama2(rope_scaling={"rope_type": "yarn", "factor": 4.0,
                                  "original_max_position_embeddings": 0})
    assert refusal(config) == ("config.json: rope_scaling.original_max_position_embeddings = 0 "
                               "must be at least 1")


def test_a_context_of_zero_positions_is_refused_by_key():
    assert refusal(llama2(max_position_embeddings=0)) == (
        "config.json: max_position_embeddings = 0: a context of at least 1 position is needed")


@pytest.mark.parametrize("low, high", [(4.0001, 4.0), (5.0, 1.0)])
def test_llama3_low_frequency_factor_at_most_the_high_one(low, high):
    """The refusal names both keys of config.json, not the command line's flags."""
    config = llama2(rope_scaling={"rope_type": "llama3", "factor": 8.0,
                                  "original_max_position_embeddings": 8192,
                                  "low_freq_factor": low, "high_freq_factor": high})
    assert refusal(config) == (f"config.json: rope_scaling.low_freq_factor = {low:g} must be at "
                               f"most config.json: rope_scaling.high_freq_factor = {high:g}")


def test_yarn_beta_slow_below_beta_fast():
    """beta_slow given at or above beta_fast (32 when not given) is named by its key."""
    config = llama2(rope_scaling={"rope_type": "yarn", "factor": 4.0, "beta_slow": 40,
                                  "original_max_position_embeddings": 4096})
    assert refusal(config) == ("config.json: rope_scaling.beta_slow = 40 must be below "
                               "Hugging Face's default 32 = 32")


@pytest.mark.parametrize("pad", [-1, -1000])
def test_roberta_negative_pad_token_id_is_refused(pad):
    """RoBERTa numbers positions from pad_token_id + 1: −1000 made 999 rows "before" row 0,
    a 258-row tensor read as 1,257 rows and the wrong rows drawn."""
    assert refusal(published("roberta-base", pad_token_id=pad)) == (
        f"config.json: pad_token_id = {pad:,} must be at least 0")


@pytest.mark.parametrize("pad", [513, 600])
def test_roberta_pad_token_id_leaving_no_row_is_refused(pad):
    """roberta-base has 514 rows: pad_token_id 513 puts all 514 before position 0."""
    assert refusal(published("roberta-base", pad_token_id=pad)) == (
        f"config.json: max_position_embeddings 514 leaves no row for position 0 after the "
        f"{pad + 1} rows before it")


def test_an_attention_factor_below_one_is_read():
    """Any factor above 0 is the config's: 0.5 halves the scores as the config says."""
    scaling = {"rope_type": "yarn", "factor": 4.0, "attention_factor": 0.5,
               "original_max_position_embeddings": 1024}
    values, sources = read(llama2(rope_scaling=scaling))[2:4]
    assert values["attention_factor"] == 0.5
    assert sources["attention_factor"] == "config.json: rope_scaling.attention_factor"


def test_a_yarn_mscale_of_minus_one_is_read():
    """0.1·(−1)·ln 4 + 1 = 0.8614 is above 0: the factor is that over 0.1·1·ln 4 + 1."""
    scaling = {"rope_type": "yarn", "factor": 4.0, "mscale": -1.0, "mscale_all_dim": 1.0,
               "original_max_position_embeddings": 4096}
    values = read(llama2(rope_scaling=scaling))[2]
    assert values["attention_factor"] == pytest.approx((1 - 0.1 * math.log(4)) / (1 + 0.1 * math.log(4)),
                                                       rel=1e-12)


def test_a_context_of_one_position_is_read():
    """max_position_embeddings 1 is a context (the app shows one position)."""
    assert read(llama2(max_position_embeddings=1))[2]["seq_len"] == 1


def test_a_key_of_forty_characters_is_listed_whole_and_of_41_cut():
    text = refusal({"model_type": "reformer", "a" * 40: 1, "b" * 41: 1})
    assert text.endswith("keys seen: " + "a" * 40 + ", " + "b" * 20 + "…" + "b" * 19 + ", model_type")


# -- each family as its own code computes it (#29): pairing, offsets, nested configs ----------

# Command R (CohereForAI/c4ai-command-r-v01), GLM-4-9B-0414 (THUDM) and DeepSeek-V3
# (deepseek-ai) config.json, the keys that matter
COHERE = {"model_type": "cohere", "hidden_size": 8192, "num_attention_heads": 64,
          "max_position_embeddings": 8192, "rope_theta": 8000000.0}
GLM4 = {"model_type": "glm4", "hidden_size": 4096, "num_attention_heads": 32, "head_dim": 128,
        "partial_rotary_factor": 0.5, "rope_theta": 10000.0, "max_position_embeddings": 32768}
DEEPSEEK_V3 = {"model_type": "deepseek_v3", "hidden_size": 7168, "num_attention_heads": 128,
               "qk_nope_head_dim": 128, "qk_rope_head_dim": 64, "v_head_dim": 128,
               "max_position_embeddings": 163840, "rope_theta": 10000,
               "rope_scaling": {"beta_fast": 32, "beta_slow": 1, "factor": 40, "mscale": 1.0,
                                "mscale_all_dim": 1.0, "original_max_position_embeddings": 4096,
                                "type": "yarn"}}


@pytest.mark.parametrize("config, how", [
    (COHERE, "rotate_half on interleaved halves"),
    (dict(COHERE, model_type="cohere2"), "rotate_half on interleaved halves"),
    (GLM4, "rotate_half on x[..., 0::2], x[..., 1::2]"),
    (dict(GLM4, model_type="glm"), "rotate_half on x[..., 0::2], x[..., 1::2]"),
    (DEEPSEEK_V3, "rope_interleave"),
    (dict(DEEPSEEK_V3, model_type="deepseek_v2"), "apply_rotary_emb on complex pairs"),
])
def test_families_that_rotate_adjacent_pairs(config, how):
    """Cohere, GLM and DeepSeek rotate (2i, 2i+1): drawn as i ↔ i + d/2, 121 of 128 columns
    of the table were wrong. The pairing names the family's code."""
    values, sources = read(config)[2:4]
    assert values["pairing"] == "interleaved"
    assert sources["pairing"] == f"{config['model_type']} rotates (2i, 2i+1) pairs ({how})"


def test_rope_interleave_in_the_config_decides():
    """DeepSeek-V3's rope_interleave (true unless the config says false)."""
    values, sources = read(dict(DEEPSEEK_V3, rope_interleave=False))[2:4]
    assert (values["pairing"], sources["pairing"]) == ("rotate_half", "config.json: rope_interleave")
    values, sources = read(dict(COHERE, rope_interleave=True))[2:4]
    assert (values["pairing"], sources["pairing"]) == ("interleaved", "config.json: rope_interleave")


def test_deepseek_rotates_qk_rope_head_dim_of_each_head():
    """DeepSeek-V3: 64 rotated dims per head (qk_rope_head_dim), not 7168 / 128 = 56; YaRN
    ×40 from 4096 with mscale = mscale_all_dim: attention factor 1."""
    values, sources = read(DEEPSEEK_V3)[2:4]
    assert (values["head_dim"], sources["head_dim"]) == (64, "config.json: qk_rope_head_dim")
    assert (values["scaling"], values["factor"], values["original_context"]) == ("yarn", 40.0, 4096)
    assert values["attention_factor"] == 1.0


def test_glm4_rotates_half_of_each_head():
    values, sources = read(GLM4)[2:4]
    assert values["head_dim"] == 64
    assert sources["head_dim"] == "config.json: head_dim × partial_rotary_factor 0.5 = 64 rotated dims"


@pytest.mark.parametrize("config, rows", [
    # microsoft/mpnet-base: 514 rows, MPNetEmbeddings numbers from its padding_idx 1
    ({"model_type": "mpnet", "max_position_embeddings": 514, "hidden_size": 768, "pad_token_id": 1}, 512),
    ({"model_type": "mpnet", "max_position_embeddings": 514, "hidden_size": 768, "pad_token_id": 0}, 512),
])
def test_mpnet_numbers_positions_from_two(config, rows):
    """MPNet showed position p − 2 as p and counted 514 rows where the model has 512."""
    values, offset = (lambda t: (t[2], t[6]))(read(config))
    assert (values["table_size"], offset, values["d_model"]) == (rows, 2, 768)


@pytest.mark.parametrize("config, width", [
    ({"model_type": "biogpt", "max_position_embeddings": 1024, "hidden_size": 1024}, 1024),  # microsoft/biogpt
    ({"model_type": "bart", "max_position_embeddings": 1024, "d_model": 768}, 768),         # facebook/bart-base
    ({"model_type": "mbart", "max_position_embeddings": 1024, "d_model": 1024}, 1024),      # facebook/mbart-large-cc25
])
def test_tables_of_two_extra_rows(config, width):
    """BioGPT, BART and mBART keep OPT's table: max_position_embeddings + 2 rows, position p
    at row p + 2 (BioGPT was read as GPT-2, without the offset)."""
    family, scheme, values, sources, notes, extra, offset = read(config)
    assert (scheme, offset, values["table_size"], values["d_model"]) == ("learned", 2, 1024, width)
    assert sources["table_size"] == "config.json: max_position_embeddings"


def test_pegasus_is_marians_table_and_xglm_fairseqs():
    """google/pegasus-large (d_model 1024): the paper's frequencies, sines then cosines;
    facebook/xglm-564M (d_model 1024, 2048 positions): fairseq's table from row 2."""
    family, scheme, values, sources, notes, extra, offset = read(
        {"model_type": "pegasus", "d_model": 1024, "max_position_embeddings": 1024})
    assert (scheme, values["layout"], values["d_model"], notes) == ("sinusoidal", "concat-paper", 1024, [])
    assert sources["layout"] == ("Pegasus: the paper's frequencies, sines then cosines "
                                 "(PegasusSinusoidalPositionalEmbedding)")
    family, scheme, values, sources, notes, extra, offset = read(
        {"model_type": "xglm", "d_model": 1024, "max_position_embeddings": 2048})
    assert (scheme, values["layout"], values["seq_len"]) == ("sinusoidal", "concat-t2t", 2048)
    assert notes == ["xglm numbers tokens from padding_idx + 1 = 2: token p gets row p + 2"]


# google/gemma-3-4b-it's config.json, the keys that matter
GEMMA3 = {"model_type": "gemma3", "architectures": ["Gemma3ForConditionalGeneration"],
          "text_config": {"model_type": "gemma3_text", "hidden_size": 2560, "num_attention_heads": 8,
                          "head_dim": 256, "rope_theta": 1000000.0, "rope_local_base_freq": 10000.0,
                          "rope_scaling": {"factor": 8.0, "rope_type": "linear"},
                          "max_position_embeddings": 131072, "sliding_window": 1024},
          "vision_config": {"model_type": "siglip_vision_model", "image_size": 896, "patch_size": 14}}


def test_a_multimodal_config_is_read_from_its_text_config():
    """Gemma 3 4B keeps its language model under text_config: "no positional scheme this app
    knows" before. Each number names its key under text_config; the vision tower is named."""
    family, scheme, values, sources, notes, extra, offset = read(GEMMA3)
    assert (family, scheme) == ("gemma3_text", "rope")
    assert (values["rope_base"], values["head_dim"], values["scaling"], values["factor"]) == (
        1000000.0, 256, "linear", 8.0)
    assert sources["rope_base"] == "config.json: text_config.rope_theta"
    assert sources["head_dim"] == "config.json: text_config.head_dim"
    assert sources["factor"] == "config.json: text_config.rope_scaling.factor"
    assert sources["scaling"] == "config.json: text_config.rope_scaling.rope_type"
    assert notes == ["gemma3: the language model's positions (text_config) are drawn",
                     "its vision tower (vision_config) numbers image patches with positions of "
                     "its own, not drawn here"]


def test_a_text_config_without_a_scheme_is_refused_by_its_keys():
    text = refusal({"model_type": "nosuch", "text_config": {"model_type": "reformer", "d_model": 8}})
    assert text == ("config.json: no positional scheme this app knows (model_type 'reformer'); keys "
                    "seen: d_model, model_type")


def test_qk_rope_head_dim_is_deepseeks_alone():
    """DeepSeek-V2 reads it too; another family's qk_rope_head_dim is not its rotary dim."""
    assert read(dict(DEEPSEEK_V3, model_type="deepseek_v2"))[2]["head_dim"] == 64
    values, sources = read(llama2(qk_rope_head_dim=32))[2:4]
    assert (values["head_dim"], sources["head_dim"]) == (128, "hidden_size 4096 / num_attention_heads 32")


def test_a_text_config_under_a_config_without_model_type():
    notes = read({"text_config": GEMMA3["text_config"]})[4]
    assert notes == ["a multimodal model: the language model's positions (text_config) are drawn"]


# -- layers that differ in positions ------------------------------------------------------------

def kinds(config):
    """(types, layers, θ, scaling, factor, drawn) of each layer kind, NoPE as θ None."""
    out = []
    for kind in read(config)[5].get("layer_kinds", ()):
        v = kind.values or {}
        out.append((kind.types, kind.layers, v.get("rope_base"), v.get("scaling"),
                    v.get("factor"), kind.drawn))
    return out


GEMMA3_LOCAL = [i for i in range(34) if i not in (5, 11, 17, 23, 29)]


def test_gemma3_hub_config_sliding_and_full_layers():
    """Gemma 3 4B as published (34 layers, sliding_window_pattern 6 by default): layers 5, 11,
    …, 29 are global, θ 1e6 with linear ×8 (drawn by every view); the other 29 are local, θ
    10000 (rope_local_base_freq) and unscaled: Gemma3TextConfig gives rope_scaling to the
    global layers alone."""
    text = dict(GEMMA3["text_config"], num_hidden_layers=34)
    assert kinds(dict(GEMMA3, text_config=text)) == [
        (("sliding_attention",), tuple(GEMMA3_LOCAL), 10000.0, "none", None, False),
        (("full_attention",), (5, 11, 17, 23, 29), 1e6, "linear", 8.0, True)]
    local, full = read(dict(GEMMA3, text_config=text))[5]["layer_kinds"]
    assert local.sources["rope_base"] == "config.json: text_config.rope_local_base_freq"
    assert local.sources["scaling"] == ("gemma3_text: rope_scaling is the full_attention "
                                        "layers' alone")
    assert full.sources["factor"] == "config.json: text_config.rope_scaling.factor"
    assert local.how == "gemma3_text's pattern: one full_attention layer in each 6"
    assert local.layer_text() == "0, 1, 2, 3, 4, 6, 7, …, 33"
    assert full.layer_text() == "5, 11, 17, 23, 29"


def test_gemma3_saved_config_reads_each_layer_types_own_parameters():
    """transformers 5 writes layer_types and rope_parameters per type: each type's own θ and
    scaling, its sources under its key."""
    config = {"model_type": "gemma3_text", "hidden_size": 2560, "num_attention_heads": 8,
              "head_dim": 256, "max_position_embeddings": 131072, "num_hidden_layers": 6,
              "layer_types": ["sliding_attention"] * 5 + ["full_attention"],
              "rope_parameters": {"full_attention": {"rope_type": "linear", "factor": 8.0,
                                                     "rope_theta": 1e6},
                                  "sliding_attention": {"rope_type": "default",
                                                        "rope_theta": 10000.0}}}
    assert kinds(config) == [(("sliding_attention",), (0, 1, 2, 3, 4), 10000.0, "none", None, False),
                             (("full_attention",), (5,), 1e6, "linear", 8.0, True)]
    local = read(config)[5]["layer_kinds"][0]
    assert local.sources["rope_base"] == "config.json: rope_parameters.sliding_attention.rope_theta"
    assert local.how == "config.json: layer_types"
    config["rope_parameters"].pop("sliding_attention")
    assert refusal(config) == ("config.json: rope_parameters has no entry for the layer type "
                               "'sliding_attention'")


def test_modernbert_global_layer_first_of_each_three():
    """ModernBERT-base: 22 layers, global_attn_every_n_layers 3 with the global layer first
    (0, 3, …, 21), θ 160000 there and 10000 in the local ones."""
    config = {"model_type": "modernbert", "hidden_size": 768, "num_attention_heads": 12,
              "num_hidden_layers": 22, "max_position_embeddings": 8192,
              "global_rope_theta": 160000.0, "local_rope_theta": 10000.0,
              "global_attn_every_n_layers": 3}
    glob = tuple(range(0, 22, 3))
    assert kinds(config) == [
        (("full_attention",), glob, 160000.0, "none", None, True),
        (("sliding_attention",), tuple(i for i in range(22) if i not in glob), 10000.0, "none",
         None, False)]
    first = read(config)[5]["layer_kinds"][0]
    assert first.sources["rope_base"] == "config.json: global_rope_theta"
    assert first.how == "config.json: global_attn_every_n_layers 3: one full_attention layer in each 3"


# meta-llama/Llama-4-Scout-17B-16E's text_config, the keys that matter
LLAMA4_SCOUT = {"model_type": "llama4_text", "hidden_size": 5120, "num_attention_heads": 40,
                "head_dim": 128, "num_hidden_layers": 48, "max_position_embeddings": 10485760,
                "no_rope_layers": [], "rope_theta": 500000.0, "attention_chunk_size": 8192,
                "rope_scaling": {"factor": 16.0, "high_freq_factor": 1.0, "low_freq_factor": 1.0,
                                 "original_max_position_embeddings": 8192, "rope_type": "llama3"}}


def test_llama4_every_fourth_layer_has_no_positions():
    """Llama 4 Scout: no_rope_layers [] means every 4th layer (3, 7, …, 47) applies no RoPE;
    the others rotate complex (interleaved) pairs with llama3 ×16 at equal low and high
    factors; its NoPE layers scale queries by position (attn_temperature_tuning)."""
    nope = tuple(range(3, 48, 4))
    rotating = tuple(i for i in range(48) if i not in nope)
    assert kinds(LLAMA4_SCOUT) == [((), rotating, 500000.0, "llama3", 16.0, True),
                                   ((), nope, None, None, None, False)]
    values, sources = read(LLAMA4_SCOUT)[2:4]
    assert (values["pairing"], sources["pairing"]) == (
        "interleaved", "llama4_text rotates (2i, 2i+1) pairs (apply_rotary_emb on complex pairs)")
    assert (values["low_freq_factor"], values["high_freq_factor"]) == (1.0, 1.0)
    no_rope = read(LLAMA4_SCOUT)[5]["layer_kinds"][1]
    assert no_rope.values is None and no_rope.sources == {}
    assert no_rope.how == "no_rope_layer_interval 4: each 4th layer has no RoPE"
    assert no_rope.note == ("each query is scaled by 1 + 0.1·ln(1 + ⌊(p + 1)/8,192⌋) at position "
                            "p (attn_temperature_tuning): sharper attention in long contexts")
    off = read(dict(LLAMA4_SCOUT, attn_temperature_tuning=False))[5]["layer_kinds"][1]
    assert off.note == ""


def test_smollm3_no_rope_layers_list():
    """SmolLM3 lists its layers: 1 rotates, 0 does not."""
    flags = [1, 1, 1, 0, 1, 1, 1, 0]
    config = {"model_type": "smollm3", "hidden_size": 2048, "num_attention_heads": 16,
              "num_hidden_layers": 8, "max_position_embeddings": 65536, "rope_theta": 5e6,
              "no_rope_layers": flags}
    assert kinds(config) == [((), (0, 1, 2, 4, 5, 6), 5e6, "none", None, True),
                             ((), (3, 7), None, None, None, False)]
    assert read(config)[5]["layer_kinds"][1].how == ("config.json: no_rope_layers: 0 for a layer "
                                                     "without RoPE")
    for bad, shown in (([1, 0], "[1, 0]"), ([1, 1, 1, 2, 1, 1, 1, 0], "[1, 1, 1, 2, 1, 1, 1, 0]"),
                       ([1.0] * 8, "[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]"), ("1110", "'1110'")):
        assert refusal(dict(config, no_rope_layers=bad)) == (
            f"config.json: no_rope_layers must be 8 flags of 0 or 1, one per layer, got {shown}")


def test_cohere2_full_attention_layers_have_no_positions():
    """Command R7B (cohere2): sliding_window_pattern 4; its full_attention layers apply no
    rotary embedding, its sliding ones rotate (2i, 2i+1) pairs."""
    config = {"model_type": "cohere2", "hidden_size": 4096, "num_attention_heads": 32,
              "num_hidden_layers": 8, "max_position_embeddings": 8192, "rope_theta": 50000.0,
              "sliding_window": 4096, "sliding_window_pattern": 4}
    assert kinds(config) == [(("sliding_attention",), (0, 1, 2, 4, 5, 6), 50000.0, "none", None, True),
                             (("full_attention",), (3, 7), None, None, None, False)]
    assert read(config)[5]["layer_kinds"][1].how == ("cohere2's full_attention layers apply no "
                                                     "rotary embedding")


def test_exaone4_full_layers_rotate_only_without_a_sliding_window():
    config = {"model_type": "exaone4", "hidden_size": 5120, "num_attention_heads": 40,
              "num_hidden_layers": 4, "max_position_embeddings": 131072, "rope_theta": 1e6,
              "sliding_window": 4096, "sliding_window_pattern": 4}
    assert [k[:2] + k[5:] for k in kinds(config)] == [(("sliding_attention",), (0, 1, 2), True),
                                                      (("full_attention",), (3,), False)]
    assert kinds(dict(config, sliding_window=None))[0][2] == 1e6  # alike: one kind, every layer
    assert [k[1] for k in kinds(dict(config, sliding_window=None))] == [(0, 1, 2, 3)]


def test_layers_alike_in_positions_are_one_kind():
    """Gemma 2's sliding and full layers rotate alike: one kind naming both types; a model
    whose config does not tell its layers apart has no kinds."""
    config = {"model_type": "gemma2", "hidden_size": 3584, "num_attention_heads": 16,
              "head_dim": 256, "num_hidden_layers": 4, "max_position_embeddings": 8192}
    assert kinds(config) == [(("sliding_attention", "full_attention"), (0, 1, 2, 3), 10000.0,
                              "none", None, True)]
    assert kinds(llama2(num_hidden_layers=32)) == []


@pytest.mark.parametrize("changes, message", [
    (dict(layer_types="sliding_attention"), "config.json: layer_types must be a list of 1 to 4,096 "
     "layer type names, got 'sliding_attention'"),
    (dict(layer_types=[]), "config.json: layer_types must be a list of 1 to 4,096 layer type "
     "names, got []"),
    (dict(layer_types=["full_attention", 1]), "config.json: layer_types must be a list of 1 to "
     "4,096 layer type names, got ['full_attention', 1]"),
    (dict(layer_types=["full_attention"] * 3), "config.json: layer_types names 3 layers, "
     "num_hidden_layers is 4"),
    (dict(layer_types=[f"t{i}" for i in range(9)], num_hidden_layers=9), "config.json: "
     "layer_types has 9 layer types; the app draws at most 8"),
    (dict(num_hidden_layers=5000), "config.json: num_hidden_layers = 5,000: the app reads models "
     "of at most 4,096 layers"),
    (dict(num_hidden_layers=0), "config.json: num_hidden_layers = 0 must be at least 1"),
])
def test_layer_lists_refused_in_one_line(changes, message):
    config = {"model_type": "gemma2", "hidden_size": 3584, "num_attention_heads": 16,
              "head_dim": 256, "num_hidden_layers": 4, "max_position_embeddings": 8192}
    assert refusal(dict(config, **changes)) == message


def test_layer_params_draw_a_kind_and_none_for_nope(tmp_path):
    (tmp_path / "config.json").write_text(json.dumps(dict(GEMMA3, text_config=dict(
        GEMMA3["text_config"], num_hidden_layers=34))))
    model = models.read_model(tmp_path)
    local, full = model.layer_kinds
    p = models.layer_params(model, local)
    assert (p.rope_base, p.scaling, p.head_dim, p.model) == (10000.0, "none", 256, str(tmp_path))
    assert models.layer_params(model, full) == models.model_params(model)
    (tmp_path / "config.json").write_text(json.dumps(LLAMA4_SCOUT))
    scout = models.read_model(tmp_path)
    assert models.layer_params(scout, scout.layer_kinds[1]) is None
    assert scout.values["seq_len"] == scout.layer_kinds[0].values["seq_len"] == 10485760


def test_deepseek_v3_logit_scale_outside_its_rotary_module():
    """DeepSeek-V3's attention multiplies its softmax scale by (0.1·mscale_all_dim·ln 40 + 1)²
    = 1.8739… (yarn_apply_mscale) while its rotary module's attention factor is 1
    (mscale / mscale_all_dim): the scores carry the first, cos and sin the second."""
    values, sources = read(DEEPSEEK_V3)[2:4]
    assert values["logit_scale"] == pytest.approx((0.1 * math.log(40) + 1) ** 2, rel=1e-15)
    assert 1.873 < values["logit_scale"] < 1.875
    assert values["attention_factor"] == 1.0
    assert sources["logit_scale"] == ("deepseek_v3's attention: softmax scale × (0.1·1·ln 40 + 1)² "
                                      "(yarn_apply_mscale, rope_scaling.mscale_all_dim)")
    # another family's mscale_all_dim is not its attention's; without scaling there is none
    assert "logit_scale" not in read(llama2(rope_scaling=DEEPSEEK_V3["rope_scaling"]))[2]
    no_scaling = {k: v for k, v in DEEPSEEK_V3.items() if k != "rope_scaling"}
    assert "logit_scale" not in read(no_scaling)[2]



def test_layer_patterns_read_their_period():
    """An explicit period is the config's, not the family's default; a period of 1 makes every
    layer global; a 1-layer layer_types list, 4,096 layers and 8 kinds are read."""
    text = dict(GEMMA3["text_config"], num_hidden_layers=6, sliding_window_pattern=3)
    assert [k[1] for k in kinds(text)] == [(0, 1, 3, 4), (2, 5)]
    assert [k[1] for k in kinds(dict(text, sliding_window_pattern=1))] == [tuple(range(6))]
    config = {"model_type": "gemma2", "hidden_size": 3584, "num_attention_heads": 16,
              "head_dim": 256, "max_position_embeddings": 8192}
    assert kinds(dict(config, num_hidden_layers=1, layer_types=["full_attention"])) == [
        (("full_attention",), (0,), 10000.0, "none", None, True)]
    assert len(kinds(dict(config, num_hidden_layers=4096))[0][1]) == 4096
    assert len(kinds(dict(config, layer_types=["full_attention"] * 4096))[0][1]) == 4096
    eight = [f"t{i}" for i in range(8)]
    assert kinds(dict(config, layer_types=eight))[0][:2] == (tuple(eight), tuple(range(8)))


def test_no_rope_layer_interval_and_lists_as_given():
    """The interval given (2, or 1: no layer rotates); SmolLM3's own list, not the default."""
    for every, nope in ((2, (1, 3, 5, 7)), (1, tuple(range(8)))):
        config = dict(LLAMA4_SCOUT, num_hidden_layers=8, no_rope_layer_interval=every)
        assert kinds(config)[-1][1] == nope
    assert read(dict(LLAMA4_SCOUT, num_hidden_layers=8, no_rope_layer_interval=2))[5][
        "layer_kinds"][-1].how == "no_rope_layer_interval 2: each 2th layer has no RoPE"
    config = {"model_type": "smollm3", "hidden_size": 2048, "num_attention_heads": 16,
              "num_hidden_layers": 8, "max_position_embeddings": 65536, "rope_theta": 5e6,
              "no_rope_layers": [1, 0, 1, 1, 1, 1, 0, 1]}
    assert [k[1] for k in kinds(config)] == [(0, 2, 3, 4, 5, 7), (1, 6)]
    rotating = read(LLAMA4_SCOUT)[5]["layer_kinds"][0]
    assert rotating.how == "no_rope_layer_interval 4: each 4th layer has no RoPE"
    assert rotating.sources["scheme"] == "model_type llama4_text"


def test_llama4_temperature_tuning_reads_its_keys():
    note = read(dict(LLAMA4_SCOUT, attn_scale=0.2, floor_scale=1))[5]["layer_kinds"][1].note
    assert note == ("each query is scaled by 1 + 0.2·ln(1 + ⌊(p + 1)/1⌋) at position p "
                    "(attn_temperature_tuning): sharper attention in long contexts")


def test_a_layer_kinds_scaling_source_is_its_own():
    """Saved Gemma 3 names its sliding layers' rope_type; Cohere2's layers say no rope_scaling
    (the full-layers-only rule is Gemma 3's and OLMo 3's older form alone)."""
    config = {"model_type": "gemma3_text", "hidden_size": 2560, "num_attention_heads": 8,
              "head_dim": 256, "max_position_embeddings": 131072, "num_hidden_layers": 2,
              "layer_types": ["sliding_attention", "full_attention"],
              "rope_parameters": {"full_attention": {"rope_type": "linear", "factor": 8.0,
                                                     "rope_theta": 1e6},
                                  "sliding_attention": {"rope_type": "default",
                                                        "rope_theta": 10000.0}}}
    local = read(config)[5]["layer_kinds"][0]
    assert local.sources["scaling"] == "config.json: rope_parameters.sliding_attention.rope_type"
    cohere = {"model_type": "cohere2", "hidden_size": 4096, "num_attention_heads": 32,
              "num_hidden_layers": 4, "max_position_embeddings": 8192, "rope_theta": 50000.0,
              "sliding_window": 4096}
    assert read(cohere)[5]["layer_kinds"][0].sources["scaling"] == "no rope_scaling"


def test_per_type_longrope_factors_of_their_own_are_refused():
    pairs = 48
    longrope = {"rope_type": "longrope", "factor": 4.0, "rope_theta": 10000.0,
                "short_factor": [1.0] * pairs, "long_factor": [2.0] * pairs}
    config = {"model_type": "phi3", "hidden_size": 3072, "num_attention_heads": 32,
              "max_position_embeddings": 131072, "num_hidden_layers": 2,
              "layer_types": ["sliding_attention", "full_attention"],
              "rope_parameters": {"full_attention": longrope,
                                  "sliding_attention": dict(longrope, long_factor=[3.0] * pairs)}}
    assert refusal(config) == ("config.json: LongRoPE factors of their own for the "
                               "sliding_attention layers are not drawn")


def test_legacy_theta_defaults_are_the_familys():
    """Gemma 3 without rope_theta or rope_local_base_freq: Gemma3TextConfig's 1e6 and 1e4."""
    text = {k: v for k, v in GEMMA3["text_config"].items()
            if k not in ("rope_theta", "rope_local_base_freq")}
    local, full = read(dict(text, num_hidden_layers=6))[5]["layer_kinds"]
    assert (local.values["rope_base"], full.values["rope_base"]) == (10000.0, 1e6)
    assert local.sources["rope_base"] == ("Hugging Face's gemma3_text default 10,000 (no "
                                          "rope_local_base_freq in config.json)")
    assert full.sources["rope_base"] == ("Hugging Face's gemma3_text default 1,000,000 (no "
                                         "rope_theta in config.json)")


def test_per_type_parameters_without_full_layers():
    """rope_parameters keyed by types none of which is full_attention or global: the whole
    object is read (no rope_type: default), θ from the top level."""
    config = {"model_type": "gemma3_text", "hidden_size": 2560, "num_attention_heads": 8,
              "head_dim": 256, "max_position_embeddings": 8192, "rope_theta": 5e5,
              "rope_parameters": {"sliding_attention": {"rope_type": "default"}}}
    values, sources = read(config)[2:4]
    assert (values["rope_base"], values["scaling"]) == (5e5, "none")
    assert sources["scaling"] == "no rope_scaling"


def test_beta_slow_equal_to_beta_fast_is_refused():
    config = llama2(rope_scaling={"rope_type": "yarn", "factor": 4.0, "beta_slow": 32})
    assert refusal(config) == ("config.json: rope_scaling.beta_slow = 32 must be below "
                               "Hugging Face's default 32 = 32")


def test_deepseek_v2_logit_scale_reads_mscale_all_dim():
    """DeepSeek-V2: mscale_all_dim 0.707: (0.1·0.707·ln 40 + 1)²."""
    v2 = dict(DEEPSEEK_V3, model_type="deepseek_v2",
              rope_scaling=dict(DEEPSEEK_V3["rope_scaling"], mscale=0.707, mscale_all_dim=0.707))
    assert read(v2)[2]["logit_scale"] == pytest.approx((0.0707 * math.log(40) + 1) ** 2, rel=1e-14)


def test_a_kind_past_the_apps_bounds_is_refused_by_its_key(tmp_path):
    config = {"model_type": "gemma3_text", "hidden_size": 2560, "num_attention_heads": 8,
              "head_dim": 256, "max_position_embeddings": 131072, "num_hidden_layers": 2,
              "layer_types": ["sliding_attention", "full_attention"],
              "rope_parameters": {"full_attention": {"rope_type": "default", "rope_theta": 1e6},
                                  "sliding_attention": {"rope_type": "default",
                                                        "rope_theta": 1e12}}}
    (tmp_path / "config.json").write_text(json.dumps(config))
    with pytest.raises(ModelError) as caught:
        models.read_model(tmp_path)
    assert caught.value.args[0] == ("config.json: rope_parameters.sliding_attention.rope_theta = "
                                    "1e+12: --rope-base must be a number from 1.01 to 1000000000")
    (tmp_path / "config.json").write_text(json.dumps(llama2()))
    assert models.read_model(tmp_path).layer_kinds == ()


def test_layer_params_keep_the_views_settings_and_layer_text_its_count(tmp_path):
    from pe_desktop.core.params import Params

    (tmp_path / "config.json").write_text(json.dumps(LLAMA4_SCOUT))
    scout = models.read_model(tmp_path)
    p = models.layer_params(scout, scout.layer_kinds[0], Params(colormap="coolwarm"))
    assert (p.colormap, p.pairing) == ("coolwarm", "interleaved")
    eight = models.LayerKind((), tuple(range(8)), None, {}, "")
    assert eight.layer_text(8) == "0, 1, 2, 3, 4, 5, 6, 7"
    assert eight.layer_text(7) == "0, 1, 2, 3, 4, 5, …, 7"


def test_llama4_no_rope_layers_given_are_read():
    """Llama 4 with its own list (Maverick's kind): the list, not every fourth."""
    config = dict(LLAMA4_SCOUT, num_hidden_layers=8, no_rope_layers=[1, 0, 1, 1, 1, 1, 1, 1])
    assert kinds(config)[-1][1] == (1,)


def test_per_type_parameters_object_names_its_keys():
    """Keys beside the layer types in a per-type rope_parameters are named under it."""
    config = {"model_type": "gemma3_text", "hidden_size": 2560, "num_attention_heads": 8,
              "head_dim": 256, "max_position_embeddings": 8192, "rope_theta": 5e5,
              "rope_parameters": {"sliding_attention": {"rope_type": "default"},
                                  "partial_rotary_factor": 0.5}}
    assert read(config)[3]["head_dim"] == ("config.json: head_dim × "
                                           "rope_parameters.partial_rotary_factor 0.5 = 128 "
                                           "rotated dims")

