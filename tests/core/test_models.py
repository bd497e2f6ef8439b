"""Model folders read into parameters: published configs of real families (see
tests/data/models/SOURCES.md), every rope_type against Hugging Face's formula written here in
its own style, trained tables from shaped checkpoints, refusals, and the local cache."""
import json
import math
import shutil

import numpy as np
import pytest

from pe_desktop.core import alibi, learned, models, rope
from pe_desktop.core.models import ModelError
from pe_desktop.core.params import ParamError, Params
from tests.core import test_rope as ref_rope
from tests.shaped_models import DATA, shaped_folder, smooth_table, write_safetensors


def read(name):
    return models.read_model(DATA / name)


def params_of(name, **changes):
    return models.model_params(read(name)).replace(**changes)


@pytest.mark.parametrize("name, expected", [
    ("llama-3.1-8b", dict(scheme="rope", rope_base=500000.0, head_dim=128, scaling="llama3", factor=8.0,
                          low_freq_factor=1.0, high_freq_factor=4.0, original_context=8192,
                          seq_len=131072, d_model=4096)),
    ("llama-2-7b", dict(scheme="rope", rope_base=10000.0, head_dim=128, scaling="none",
                        original_context=4096, seq_len=4096)),
    ("phi-3.5-mini-instruct", dict(scheme="rope", rope_base=10000.0, head_dim=96, scaling="longrope",
                                   factor=32.0, original_context=4096, seq_len=131072)),
    ("qwen2.5-7b-instruct-yarn", dict(scheme="rope", rope_base=1e6, head_dim=128, scaling="yarn",
                                      factor=4.0, original_context=32768, beta_fast=32.0, beta_slow=1.0)),
    ("pythia-160m", dict(scheme="rope", head_dim=16, rope_base=10000.0)),  # 64 × rotary_pct 0.25
    ("phi-2", dict(scheme="rope", head_dim=32)),  # 80 × partial_rotary_factor 0.4
    ("falcon-7b", dict(scheme="rope", head_dim=64, rope_base=10000.0)),  # 4544 / 71
    ("gpt2", dict(scheme="learned", table_size=1024, d_model=768, init="gpt2")),
    ("bert-base-uncased", dict(scheme="learned", table_size=512, d_model=768, init="bert")),
    ("roberta-base", dict(scheme="learned", table_size=512, d_model=768)),  # 514 − 2
    ("opt-125m", dict(scheme="learned", table_size=2048, d_model=768)),
    ("bloom-560m", dict(scheme="alibi", n_heads=16, d_model=1024)),
    ("mpt-7b", dict(scheme="alibi", n_heads=32, d_model=4096, seq_len=2048)),
    ("falcon-rw-1b", dict(scheme="alibi", n_heads=32)),
    ("opus-mt-en-de", dict(scheme="sinusoidal", d_model=512, layout="concat-paper", base=10000.0)),
    ("m2m100_418M", dict(scheme="sinusoidal", d_model=1024, layout="concat-t2t")),
    ("wmt19-en-de", dict(scheme="sinusoidal", d_model=1024, layout="concat-t2t")),
])
def test_published_configs_map_to_their_parameters(name, expected):
    model = read(name)
    params = models.model_params(model)
    for key, value in expected.items():
        assert getattr(params, key) == value, key
        assert model.sources[key], key  # every number says where it came from
    assert params.model.endswith(name)


def test_sources_name_the_config_keys():
    m = read("llama-3.1-8b")
    assert m.sources["rope_base"] == "config.json: rope_theta"
    assert m.sources["factor"] == "config.json: rope_scaling.factor"
    assert m.sources["original_context"] == "config.json: rope_scaling.original_max_position_embeddings"
    assert "hidden_size 4096 / num_attention_heads 32" in m.sources["head_dim"]
    assert "rotary_pct 0.25" in read("pythia-160m").sources["head_dim"]
    assert "Hugging Face's default 10000" in read("falcon-7b").sources["rope_base"]
    assert "514 − 2" in read("roberta-base").sources["table_size"]


# -- every rope_type against Hugging Face's modeling_rope_utils, in its own style -------------

# The formulas are test_rope's (Hugging Face's functions of numbers); what is added here is how
# Hugging Face reads each number from a config, the part models.py must get right.

def head_dim_of(config):
    head_dim = config.get("head_dim") or config["hidden_size"] // config["num_attention_heads"]
    return int(head_dim * config.get("partial_rotary_factor", 1.0))


def hf_default(config):
    return ref_rope.hf_default(config["rope_theta"], head_dim_of(config))


def hf_linear(config):
    return ref_rope.hf_linear(config["rope_theta"], head_dim_of(config), config["rope_scaling"]["factor"])


def hf_dynamic(config, seq_len):
    return ref_rope.hf_dynamic_ntk(config["rope_theta"], head_dim_of(config),
                                   config["rope_scaling"]["factor"], config["max_position_embeddings"],
                                   seq_len)


def hf_yarn(config):
    """_compute_yarn_parameters' reading of the config: original_max_position_embeddings
    from rope_scaling or max_position_embeddings; attention_factor, else mscale / mscale_all_dim,
    else get_mscale(factor); beta_fast / beta_slow or 32 / 1."""
    rs = config["rope_scaling"]
    factor = rs["factor"]
    attention_factor = rs.get("attention_factor")
    mscale, mscale_all_dim = rs.get("mscale"), rs.get("mscale_all_dim")
    original_max_position_embeddings = rs.get("original_max_position_embeddings") or config["max_position_embeddings"]

    def get_mscale(scale, mscale=1):
        if scale <= 1:
            return 1.0
        return 0.1 * mscale * math.log(scale) + 1.0

    if attention_factor is None and mscale and mscale_all_dim:
        attention_factor = float(get_mscale(factor, mscale) / get_mscale(factor, mscale_all_dim))
    return ref_rope.hf_yarn(config["rope_theta"], head_dim_of(config), factor,
                            original_max_position_embeddings, rs.get("beta_fast") or 32,
                            rs.get("beta_slow") or 1, attention_factor)


def hf_llama3(config):
    rs = config["rope_scaling"]
    return ref_rope.hf_llama3(config["rope_theta"], head_dim_of(config), rs["factor"],
                              rs["low_freq_factor"], rs["high_freq_factor"],
                              rs["original_max_position_embeddings"])


def config_folder(tmp_path, config):
    (tmp_path / "config.json").write_text(json.dumps(config))
    return models.model_params(models.read_model(tmp_path))


def llama2_with(scaling):
    config = json.loads((DATA / "llama-2-7b" / "config.json").read_text())
    config["rope_scaling"] = scaling
    return config


def test_default_matches_hugging_face():
    for name in ("llama-2-7b", "phi-2"):
        config = json.loads((DATA / name / "config.json").read_text())
        np.testing.assert_allclose(rope.inv_freq(params_of(name)), hf_default(config), rtol=1e-15)


def test_linear_matches_hugging_face(tmp_path):
    config = llama2_with({"rope_type": "linear", "factor": 4.0})
    np.testing.assert_allclose(rope.inv_freq(config_folder(tmp_path, config)), hf_linear(config), rtol=1e-15)


@pytest.mark.parametrize("last", [100, 4096, 20_000])
def test_dynamic_matches_hugging_face(tmp_path, last):
    config = llama2_with({"type": "dynamic", "factor": 2.0})  # the older "type" key
    params = config_folder(tmp_path, config).replace(offset=0, seq_len=last)
    np.testing.assert_allclose(rope.inv_freq(params), hf_dynamic(config, last), rtol=1e-13)


@pytest.mark.parametrize("scaling", [
    {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768},
    {"rope_type": "yarn", "factor": 16.0, "beta_fast": 16, "beta_slow": 2, "attention_factor": 1.3},
    {"rope_type": "yarn", "factor": 40.0, "mscale": 0.707, "mscale_all_dim": 1.0},
])
def test_yarn_matches_hugging_face(tmp_path, scaling):
    config = llama2_with(scaling)
    params = config_folder(tmp_path, config)
    inv_freq, attention = hf_yarn(config)
    np.testing.assert_allclose(rope.inv_freq(params), inv_freq, rtol=1e-15)
    assert rope.attention_scaling(params) == pytest.approx(attention, rel=1e-15)


def test_qwen_yarn_matches_hugging_face():
    config = json.loads((DATA / "qwen2.5-7b-instruct-yarn" / "config.json").read_text())
    inv_freq, attention = hf_yarn(config)
    params = params_of("qwen2.5-7b-instruct-yarn")
    np.testing.assert_allclose(rope.inv_freq(params), inv_freq, rtol=1e-15)
    assert rope.attention_scaling(params) == pytest.approx(0.1 * math.log(4) + 1, rel=1e-15)


def test_llama3_matches_hugging_face():
    config = json.loads((DATA / "llama-3.1-8b" / "config.json").read_text())
    np.testing.assert_allclose(rope.inv_freq(params_of("llama-3.1-8b")), hf_llama3(config), rtol=1e-15)


def test_rope_parameters_of_transformers_5(tmp_path):
    config = json.loads((DATA / "llama-3.1-8b" / "config.json").read_text())
    scaling = config.pop("rope_scaling")
    config["rope_parameters"] = {**scaling, "rope_theta": config.pop("rope_theta")}
    params = config_folder(tmp_path, config)
    np.testing.assert_allclose(rope.inv_freq(params), rope.inv_freq(params_of("llama-3.1-8b")), rtol=0)


# -- ALiBi and sinusoidal --------------------------------------------------------------------------

def test_bloom_slopes_are_blooms():
    # BLOOM's build_alibi_tensor for 16 heads: base = 2^(−2^−(log2 16 − 3)) = 2^−0.5, slopes base^1…16
    params = params_of("bloom-560m")
    expected = [2 ** (-0.5 * k) for k in range(1, 17)]
    np.testing.assert_array_equal(alibi.slopes(params.n_heads), expected)


def test_mpt_with_a_slope_rule_the_app_does_not_draw_is_refused(tmp_path):
    config = json.loads((DATA / "mpt-7b" / "config.json").read_text())
    config["n_heads"] = 12
    (tmp_path / "config.json").write_text(json.dumps(config))
    with pytest.raises(ModelError, match="MPT's slopes for 12 heads"):
        models.read_model(tmp_path)


# -- learned tables from checkpoints ------------------------------------------------------------

@pytest.mark.parametrize("dtype", ["F32", "F16", "BF16"])
def test_gpt2_table_is_read_exactly(tmp_path, dtype):
    folder = shaped_folder("gpt2", tmp_path / "gpt2", dtype)
    params = models.model_params(models.read_model(folder))
    table = learned.table(params)
    assert table.shape == (1024, 768) and table.dtype == np.float32
    source = smooth_table(1024, 768)
    if dtype == "F32":
        np.testing.assert_array_equal(table, source)
    elif dtype == "F16":
        np.testing.assert_array_equal(table, source.astype(np.float16).astype(np.float32))
    else:
        np.testing.assert_allclose(table, source, rtol=2 ** -8, atol=1e-30)
    assert learned.is_trained(params)
    assert learned.describe_source(params) == "trained table transformer.wpe.weight of gpt2"
    assert learned.source_name(params) == "gpt2 · transformer.wpe.weight"
    assert learned.colour_limit(params) == float(np.abs(table).max())


@pytest.mark.parametrize("family, rows", [("opt-125m", 2048), ("roberta-base", 512)])
def test_offset_rows_come_before_position_0(tmp_path, family, rows):
    folder = shaped_folder(family, tmp_path / family, sharded=True)
    model = models.read_model(folder)
    params = models.model_params(model)
    assert learned.table_shape(params) == (rows, 768)
    np.testing.assert_array_equal(learned.table(params), smooth_table(rows + 2, 768)[2:])
    assert any("position p is row p + 2" in n for n in model.notes)


def test_a_learned_model_without_safetensors_draws_the_untrained_table_and_says_why(tmp_path):
    folder = tmp_path / "bert"
    folder.mkdir()
    shutil.copy(DATA / "bert-base-uncased" / "config.json", folder)
    (folder / "pytorch_model.bin").write_bytes(b"\x80\x04 never unpickled")
    model = models.read_model(folder)
    assert model.table is None and "pytorch_model.bin not read (pickle" in model.notes[0]
    assert not learned.is_trained(models.model_params(model))


def test_a_checkpoint_without_its_position_table_is_refused(tmp_path):
    folder = tmp_path / "gpt2"
    folder.mkdir()
    shutil.copy(DATA / "gpt2" / "config.json", folder)
    write_safetensors(folder / "model.safetensors", {"h.0.ln_1.weight": np.ones(4, "<f4")})
    with pytest.raises(ModelError, match="no position table"):
        models.read_model(folder)


def test_a_safetensors_file_alone_is_its_table(tmp_path):
    path = write_safetensors(tmp_path / "wpe.safetensors", {"wpe.weight": smooth_table(64, 16)})
    params = models.model_params(models.read_model(path))
    assert (params.scheme, params.table_size, params.d_model) == ("learned", 64, 16)
    np.testing.assert_array_equal(learned.table(params), smooth_table(64, 16))


# -- refusals ------------------------------------------------------------------------------------

def test_unknown_scheme_names_the_keys_seen(tmp_path):
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "reformer", "hidden_size": 256,
                                                      "axial_pos_shape": [64, 64]}))
    with pytest.raises(ModelError, match="model_type 'reformer'.*keys seen: axial_pos_shape, "
                                         "hidden_size, model_type"):
        models.read_model(tmp_path)


def test_pickled_files_and_folders_are_refused(tmp_path):
    (tmp_path / "pytorch_model.bin").write_bytes(b"\x80\x04")
    with pytest.raises(ParamError, match="pickled PyTorch checkpoint, not opened"):
        models.read_model(tmp_path / "pytorch_model.bin")
    with pytest.raises(ParamError, match="pickled PyTorch checkpoint, not opened"):
        models.read_model(tmp_path)


def test_a_model_not_on_disk_is_one_line_and_nothing_is_downloaded(tmp_path):
    with pytest.raises(ModelError, match="not on disk \\(nothing is downloaded"):
        models.read_model(tmp_path / "meta-llama" / "Llama-3.1-8B")


def test_unknown_rope_type_is_refused(tmp_path):
    (tmp_path / "config.json").write_text(json.dumps(llama2_with({"rope_type": "ntk-by-parts", "factor": 2})))
    with pytest.raises(ModelError, match="rope_type 'ntk-by-parts' is not one this app draws"):
        models.read_model(tmp_path)


# -- the local cache -----------------------------------------------------------------------------

def test_cache_dir_follows_huggingface_hub(tmp_path):
    assert models.hub_cache_dir({"HF_HUB_CACHE": "/x/hub", "HF_HOME": "/y"}) == models.Path("/x/hub")
    assert models.hub_cache_dir({"HF_HOME": "/y"}) == models.Path("/y/hub")
    assert models.hub_cache_dir({}).parts[-3:] == (".cache", "huggingface", "hub")


def test_cached_models_are_listed_with_a_summary(tmp_path):
    repo = tmp_path / "models--meta-llama--Llama-3.1-8B"
    snap = repo / "snapshots" / "abc123"
    snap.mkdir(parents=True)
    shutil.copy(DATA / "llama-3.1-8b" / "config.json", snap)
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text("abc123")
    broken = tmp_path / "models--org--broken" / "snapshots" / "r1"
    broken.mkdir(parents=True)
    (broken / "config.json").write_text("{")
    (tmp_path / "datasets--org--data").mkdir()
    listed = models.cached_models(tmp_path)
    assert [m.repo for m in listed] == ["meta-llama/Llama-3.1-8B", "org/broken"]
    assert listed[0].summary.startswith("meta-llama/Llama-3.1-8B: RoPE θ 500,000, 64 pairs")
    assert "Llama 3.1 ×8 from 8,192" in listed[0].summary
    assert listed[1].summary.startswith("cannot be read: config.json: not valid JSON")
    assert models.read_model(listed[0].path).name == "meta-llama/Llama-3.1-8B"


def test_differences_list_what_was_changed_since_opening():
    model = read("llama-3.1-8b")
    params = models.model_params(model).replace(rope_base=10000.0)
    assert models.differences(model, params) == [("rope_base", 500000.0, 10000.0)]


def test_source_name_of_each_kind_of_table(tmp_path):
    """The short name a view's title and an export's header show: the .npy file's name, the
    model folder's when the folder cannot be read (a trailing slash or not), else nothing."""
    assert learned.source_name(Params(table_file=str(tmp_path / "pos.npy"))) == "pos.npy"
    assert learned.source_name(Params()) == ""
    for typed in (str(tmp_path / "gone"), str(tmp_path / "gone") + "/"):
        assert learned.source_name(Params(model=typed)) == "gone"
