"""Qwen-VL model folders read into the M-RoPE view's parameters: the published configs of
Qwen2-VL, Qwen2.5-VL and Qwen3-VL (tests/data/models/SOURCES.md) give mrope_section, the
interleaved layout, θ, head_dim, the spatial merge and tokens per second, each with its source;
transformers 5's layout of the same numbers reads alike; a malformed section is one line."""
import json

import pytest

from pe_desktop.core import grid, models
from pe_desktop.core.models import ModelError
from pe_desktop.core.params import Params
from tests.shaped_models import DATA


def config_of(name):
    return json.loads((DATA / name / "config.json").read_text())


def write(tmp_path, config):
    (tmp_path / "config.json").write_text(json.dumps(config))
    return tmp_path


@pytest.mark.parametrize("name, expected", [
    ("qwen2-vl-7b", dict(mrope_section="16,24,24", mrope_interleaved=False, rope_base=1_000_000.0,
                         head_dim=128, mrope_tokens_per_second=0, mrope_spatial_merge=2,
                         scaling="none", seq_len=32768)),
    ("qwen2.5-vl-7b", dict(mrope_section="16,24,24", mrope_interleaved=False, rope_base=1_000_000.0,
                           head_dim=128, mrope_tokens_per_second=2, mrope_spatial_merge=2,
                           seq_len=128000)),
    ("qwen3-vl-8b", dict(mrope_section="24,20,20", mrope_interleaved=True, rope_base=5_000_000.0,
                         head_dim=128, mrope_tokens_per_second=0, mrope_spatial_merge=2,
                         seq_len=262144)),
])
def test_published_qwen_vl_configs_give_the_mrope_parameters(name, expected):
    model = models.read_model(DATA / name)
    params = models.model_params(model)
    assert model.scheme == "rope" and model.mrope
    for key, value in expected.items():
        assert getattr(params, key) == value, key
        assert model.sources[key], key
    assert grid.mrope_options(params) == (tuple(int(n) for n in expected["mrope_section"].split(",")),
                                          expected["mrope_interleaved"])


def test_the_values_are_the_configs_own():
    """Each number against the config as written (not the app's defaults, which equal some)."""
    config = config_of("qwen2.5-vl-7b")
    params = models.model_params(models.read_model(DATA / "qwen2.5-vl-7b"))
    assert params.mrope_section == ",".join(map(str, config["rope_scaling"]["mrope_section"]))
    assert params.rope_base == config["rope_theta"]
    assert params.head_dim == config["hidden_size"] // config["num_attention_heads"]
    assert params.mrope_spatial_merge == config["vision_config"]["spatial_merge_size"]
    assert params.mrope_tokens_per_second == config["vision_config"]["tokens_per_second"]
    text = config_of("qwen3-vl-8b")["text_config"]
    qwen3 = models.model_params(models.read_model(DATA / "qwen3-vl-8b"))
    assert qwen3.mrope_section == ",".join(map(str, text["rope_scaling"]["mrope_section"]))
    assert qwen3.mrope_interleaved is text["rope_scaling"]["mrope_interleaved"]
    assert (qwen3.rope_base, qwen3.head_dim) == (text["rope_theta"], text["head_dim"])


def test_sources_name_the_keys():
    model = models.read_model(DATA / "qwen3-vl-8b")
    assert model.sources["mrope_section"] == "config.json: text_config.rope_scaling.mrope_section"
    assert model.sources["mrope_interleaved"] == "config.json: text_config.rope_scaling.mrope_interleaved"
    assert model.sources["mrope_spatial_merge"] == "config.json: vision_config.spatial_merge_size"
    qwen2 = models.read_model(DATA / "qwen2-vl-7b")
    assert qwen2.sources["head_dim"] == "hidden_size 3584 / num_attention_heads 28"
    assert str(qwen2.summary()) == ("qwen2-vl-7b: M-RoPE θ 1,000,000, 64 pairs (head dim 128) in sections "
                                    "16,24,24, 2 × 2 patches a token, context 32,768")
    assert not any("not drawn here" in str(n) for n in models.read_model(DATA / "qwen3-vl-8b").notes)


def test_transformers_5_layout_reads_alike(tmp_path):
    """Saved by transformers 5: text_config.rope_parameters, rope_type default, mrope_section in it."""
    flat = config_of("qwen2-vl-7b")
    text = {"model_type": "qwen2_vl_text", "hidden_size": flat["hidden_size"],
            "num_attention_heads": flat["num_attention_heads"], "num_hidden_layers": 28,
            "layer_types": ["full_attention"] * 28,
            "max_position_embeddings": flat["max_position_embeddings"],
            "rope_parameters": {"rope_type": "default", "rope_theta": 1_000_000.0,
                                "mrope_section": [16, 24, 24]}}
    config = {"model_type": "qwen2_vl", "text_config": text, "vision_config": flat["vision_config"]}
    params = models.model_params(models.read_model(write(tmp_path, config)))
    old = models.model_params(models.read_model(DATA / "qwen2-vl-7b"))
    for name in ("mrope_section", "mrope_interleaved", "rope_base", "head_dim", "mrope_spatial_merge",
                 "mrope_tokens_per_second", "scaling"):
        assert getattr(params, name) == getattr(old, name), name


def test_qwen3_vl_interleaves_without_the_key(tmp_path):
    config = config_of("qwen3-vl-8b")
    del config["text_config"]["rope_scaling"]["mrope_interleaved"]
    model = models.read_model(write(tmp_path, config))
    assert model.values["mrope_interleaved"] is True
    assert "interleaves" in model.sources["mrope_interleaved"]


def test_qwen25_vl_without_tokens_per_second_takes_the_librarys_default(tmp_path):
    config = config_of("qwen2.5-vl-7b")
    del config["vision_config"]["tokens_per_second"]
    model = models.read_model(write(tmp_path, config))
    assert model.values["mrope_tokens_per_second"] == 4  # Qwen2_5_VLVisionConfig's default


def test_a_spatial_merge_of_three_moves_the_image_to_its_multiples(tmp_path):
    config = config_of("qwen2-vl-7b")
    config["vision_config"]["spatial_merge_size"] = 3
    params = models.model_params(models.read_model(write(tmp_path, config)), Params(mrope_image_h=8))
    assert (params.mrope_spatial_merge, params.mrope_image_h, params.mrope_image_w) == (3, 9, 9)
    assert grid.mrope_token_count(params) == 4 + 9 + 4


def test_another_model_returns_the_mrope_fields_to_their_defaults():
    qwen3 = models.model_params(models.read_model(DATA / "qwen3-vl-8b"))
    llama = models.model_params(models.read_model(DATA / "llama-3.1-8b"), qwen3)
    assert (llama.mrope_section, llama.mrope_interleaved) == ("16,24,24", False)
    assert not models.read_model(DATA / "llama-3.1-8b").mrope


@pytest.mark.parametrize("section, words", [
    ([16, 24, 23], "must be a list of counts ≥ 0 summing to head_dim/2 = 64 (hidden_size 3584 / "
                   "num_attention_heads 28), got [16, 24, 23]"),
    ([16, -8, 56], "got [16, -8, 56]"),
    ("16,24,24", "got '16,24,24'"),
    ([16.0, 24, 24], "got [16.0, 24, 24]"),
    ([], "got []"),
])
def test_a_malformed_section_is_one_line(tmp_path, section, words):
    config = config_of("qwen2-vl-7b")
    config["rope_scaling"]["mrope_section"] = section
    with pytest.raises(ModelError) as info:
        models.read_model(write(tmp_path, config))
    line = str(info.value)
    assert "\n" not in line and line.startswith("config.json: rope_scaling.mrope_section ")
    assert words in line


def test_other_mrope_refusals(tmp_path):
    config = config_of("qwen2-vl-7b")
    del config["rope_scaling"]["mrope_section"]
    with pytest.raises(ModelError, match=r"^config.json: rope_type mrope needs rope_scaling.mrope_section"):
        models.read_model(write(tmp_path, config))
    config = config_of("qwen3-vl-8b")
    config["text_config"]["rope_scaling"]["mrope_section"] = [24, 20, 10, 10]
    with pytest.raises(ModelError, match=r"interleaved M-RoPE takes three sections \(t, h, w\), got "
                                         r"\[24, 20, 10, 10\]$"):
        models.read_model(write(tmp_path, config))
    config = config_of("qwen2-vl-7b")
    config["vision_config"]["spatial_merge_size"] = 0
    with pytest.raises(ModelError, match=r"^config.json: vision_config.spatial_merge_size = 0: "
                                         r"--mrope-spatial-merge must be an integer from 1 to 8$"):
        models.read_model(write(tmp_path, config))


SECTION_SOURCE = "config.json: rope_scaling.mrope_section"
MERGE_SOURCE = "config.json: vision_config.spatial_merge_size"
IN_TURN = "no mrope_interleaved: the sections in turn (Qwen2-VL)"


def mrope_note(layout):
    return (f"M-RoPE: each pair turns with the time, height or width position ({layout}); the M-RoPE "
            "tab draws an image's (t, h, w) ids, the other RoPE views text alone, where t = h = w")


def qwen2(edit):
    config = config_of("qwen2-vl-7b")
    edit(config)
    return config


def qwen3(edit):
    config = config_of("qwen3-vl-8b")
    edit(config)
    return config


def qwen25(edit):
    config = config_of("qwen2.5-vl-7b")
    edit(config)
    return config


SEXTY_FOUR = [10] + [2] * 23 + [1] * 8  # sums to 64, written in exactly 64 characters


@pytest.mark.parametrize("config, values, sources, layout", [
    (config_of("qwen2-vl-7b"), ("16,24,24", False, 2, 0),
     (SECTION_SOURCE, IN_TURN, MERGE_SOURCE, "qwen2_vl: a video's temporal patches 1 position apart"),
     "in sections 16,24,24"),
    (config_of("qwen3-vl-8b"), ("24,20,20", True, 2, 0),
     ("config.json: text_config.rope_scaling.mrope_section",
      "config.json: text_config.rope_scaling.mrope_interleaved", MERGE_SOURCE,
      "qwen3_vl: each temporal patch of a video a frame of its own after its timestamp text"),
     "interleaved 24,20,20"),
    (qwen3(lambda c: c["text_config"]["rope_scaling"].pop("mrope_interleaved")), ("24,20,20", True, 2, 0),
     ("config.json: text_config.rope_scaling.mrope_section",
      "qwen3_vl's rotary embedding interleaves t, h, w pair by pair", MERGE_SOURCE,
      "qwen3_vl: each temporal patch of a video a frame of its own after its timestamp text"),
     "interleaved 24,20,20"),
    # the family named by the text config alone
    (qwen3(lambda c: (c["text_config"]["rope_scaling"].pop("mrope_interleaved"), c.pop("model_type"))),
     ("24,20,20", True, 2, 0),
     ("config.json: text_config.rope_scaling.mrope_section",
      "qwen3_vl_text's rotary embedding interleaves t, h, w pair by pair", MERGE_SOURCE,
      "qwen3_vl_text: each temporal patch of a video a frame of its own after its timestamp text"),
     "interleaved 24,20,20"),
    (qwen25(lambda c: c["vision_config"].pop("tokens_per_second")), ("16,24,24", False, 2, 4),
     (SECTION_SOURCE, IN_TURN, MERGE_SOURCE,
      "qwen2_5_vl's default tokens_per_second 4 (no vision_config.tokens_per_second)"),
     "in sections 16,24,24"),
    (qwen25(lambda c: c["vision_config"].update(tokens_per_second=3.0)), ("16,24,24", False, 2, 3),
     (SECTION_SOURCE, IN_TURN, MERGE_SOURCE, "config.json: vision_config.tokens_per_second"),
     "in sections 16,24,24"),
    (qwen2(lambda c: c.pop("vision_config")), ("16,24,24", False, 2, 0),
     (SECTION_SOURCE, IN_TURN,
      "Hugging Face's default spatial_merge_size 2 (no vision_config.spatial_merge_size)",
      "qwen2_vl: a video's temporal patches 1 position apart"), "in sections 16,24,24"),
    (qwen2(lambda c: c.update(vision_config="none")), ("16,24,24", False, 2, 0),
     (SECTION_SOURCE, IN_TURN,
      "Hugging Face's default spatial_merge_size 2 (no vision_config.spatial_merge_size)",
      "qwen2_vl: a video's temporal patches 1 position apart"), "in sections 16,24,24"),
    (qwen2(lambda c: c.update(model_type="my_vl")), ("16,24,24", False, 2, 0),
     (SECTION_SOURCE, IN_TURN, MERGE_SOURCE, "my_vl: a video's temporal patches 1 position apart"),
     "in sections 16,24,24"),
    (qwen2(lambda c: c.pop("model_type")), ("16,24,24", False, 2, 0),
     (SECTION_SOURCE, IN_TURN, MERGE_SOURCE,
      "a model without tokens_per_second: a video's temporal patches 1 position apart"),
     "in sections 16,24,24"),
    (qwen2(lambda c: c["rope_scaling"].update(mrope_section=[0, 32, 32])), ("0,32,32", False, 2, 0),
     (SECTION_SOURCE, IN_TURN, MERGE_SOURCE, "qwen2_vl: a video's temporal patches 1 position apart"),
     "in sections 0,32,32"),
    (qwen2(lambda c: c["rope_scaling"].update(mrope_section=SEXTY_FOUR)),
     (",".join(map(str, SEXTY_FOUR)), False, 2, 0),
     (SECTION_SOURCE, IN_TURN, MERGE_SOURCE, "qwen2_vl: a video's temporal patches 1 position apart"),
     "in sections " + ",".join(map(str, SEXTY_FOUR))),
], ids=["qwen2", "qwen3", "qwen3-no-key", "qwen3-text-family", "qwen25-default-rate", "rate-3.0",
        "no-vision", "vision-not-an-object", "other-family", "no-family", "a-zero-section",
        "64-characters"])
def test_every_mrope_field_its_value_source_and_note_word_for_word(tmp_path, config, values, sources, layout):
    model = models.read_model(write(tmp_path, config))
    keys = ("mrope_section", "mrope_interleaved", "mrope_spatial_merge", "mrope_tokens_per_second")
    assert tuple(model.values[key] for key in keys) == values
    assert tuple(str(model.sources[key]) for key in keys) == sources
    assert [str(n) for n in model.notes if str(n).startswith("M-RoPE")] == [mrope_note(layout)]
    assert model.mrope


def test_the_summary_says_interleaved_for_qwen3_vl():
    assert str(models.read_model(DATA / "qwen3-vl-8b").summary()) == (
        "qwen3-vl-8b: M-RoPE θ 5,000,000, 64 pairs (head dim 128) interleaved 24,20,20, 2 × 2 patches "
        "a token, context 262,144")


def test_transformers_5_rope_parameters_are_read_as_mrope(tmp_path):
    text = {"model_type": "qwen2_vl_text", "hidden_size": 3584, "num_attention_heads": 28,
            "max_position_embeddings": 32768,
            "rope_parameters": {"rope_type": "default", "rope_theta": 1_000_000.0,
                                "mrope_section": [8, 28, 28]}}
    model = models.read_model(write(tmp_path, {"model_type": "qwen2_vl", "text_config": text}))
    assert model.mrope and model.values["mrope_section"] == "8,28,28"
    assert str(model.sources["mrope_section"]) == "config.json: text_config.rope_parameters.mrope_section"


@pytest.mark.parametrize("config, line", [
    (qwen2(lambda c: c["rope_scaling"].update(mrope_section=[10, 10] + [2] * 14 + [1] * 16)),
     "config.json: rope_scaling.mrope_section: 32 sections; the app draws at most 64 characters of them"),
    (qwen3(lambda c: c["text_config"]["rope_scaling"].update(mrope_interleaved="yes")),
     "config.json: text_config.rope_scaling.mrope_interleaved must be true or false, got 'yes'"),
    (qwen25(lambda c: c["vision_config"].update(tokens_per_second=2.5)),
     "config.json: vision_config.tokens_per_second must be a whole number of tokens, got 2.5"),
    (qwen3(lambda c: c["text_config"]["rope_scaling"].update(mrope_section=[24, 20, 10, 10])),
     "config.json: text_config.rope_scaling.mrope_section: interleaved M-RoPE takes three sections "
     "(t, h, w), got [24, 20, 10, 10]"),
    (qwen2(lambda c: c.update(rope_scaling={"rope_type": "mrope"})),
     "config.json: rope_type mrope needs rope_scaling.mrope_section, the pairs that turn with t, h and w"),
], ids=["65-characters", "interleaved-not-a-bool", "a-fraction-of-a-token", "four-interleaved",
        "rope-type-without-sections"])
def test_each_mrope_refusal_word_for_word(tmp_path, config, line):
    with pytest.raises(ModelError) as info:
        models.read_model(write(tmp_path, config))
    assert str(info.value) == line


def test_a_large_image_moves_down_to_the_largest_multiple_of_the_merge(tmp_path):
    from pe_desktop.core.params import SPECS

    top = SPECS["mrope_image_h"].maximum
    config = config_of("qwen2-vl-7b")
    config["vision_config"]["spatial_merge_size"] = 3
    start = Params(mrope_image_h=top - (top % 2), mrope_image_w=6)  # the widest even side; 6 = 2 · 3
    params = models.model_params(models.read_model(write(tmp_path, config)), start)
    assert params.mrope_image_h == top // 3 * 3 and params.mrope_image_w == 6
