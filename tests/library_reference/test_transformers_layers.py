"""Models whose layers differ in positions, held against transformers' own model code:
configs built with the library's config classes from published values (written by
``save_pretrained``) and as the Hub's older config.json files spell them (read back by the
library itself), opened as a user opens a folder, and compared layer by layer with the
library's rotary module, rotation and attention layer (which layers rotate at all).

Runs in the reference venv (``make test-reference``: transformers and a CPU torch); skipped
where they are not installed.
"""
from __future__ import annotations

import importlib
import json

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from pe_desktop.core import models, rope  # noqa: E402

# Published values (the model cards' config.json), cut to fewer layers where the pattern shows
# in fewer: (the library's config class, its modeling module, the values).
CASES = {
    "gemma-3-4b": ("Gemma3TextConfig", "gemma3", dict(
        num_hidden_layers=34, hidden_size=2560, num_attention_heads=8, num_key_value_heads=4,
        head_dim=256, max_position_embeddings=131072, rope_theta=1_000_000.0,
        rope_local_base_freq=10_000.0, rope_scaling={"rope_type": "linear", "factor": 8.0},
        sliding_window=1024, sliding_window_pattern=6)),
    "modernbert-base": ("ModernBertConfig", "modernbert", dict(
        num_hidden_layers=22, hidden_size=768, num_attention_heads=12,
        max_position_embeddings=8192, global_rope_theta=160_000.0, local_rope_theta=10_000.0,
        global_attn_every_n_layers=3)),
    "olmo-3-7b": ("Olmo3Config", "olmo3", dict(
        num_hidden_layers=32, hidden_size=4096, num_attention_heads=32,
        max_position_embeddings=65536, rope_theta=500_000.0,
        rope_scaling={"rope_type": "yarn", "factor": 8.0, "original_max_position_embeddings": 8192,
                      "attention_factor": 1.2079441541679836, "beta_fast": 32.0,
                      "beta_slow": 1.0})),
    "llama-4-scout": ("Llama4TextConfig", "llama4", dict(
        num_hidden_layers=48, hidden_size=5120, num_attention_heads=40, num_key_value_heads=8,
        head_dim=128, max_position_embeddings=10_485_760, rope_theta=500_000.0,
        no_rope_layers=[], attention_chunk_size=8192,
        rope_scaling={"rope_type": "llama3", "factor": 16.0, "low_freq_factor": 1.0,
                      "high_freq_factor": 1.0, "original_max_position_embeddings": 8192})),
    "smollm3-3b": ("SmolLM3Config", "smollm3", dict(
        num_hidden_layers=36, hidden_size=2048, num_attention_heads=16, num_key_value_heads=4,
        max_position_embeddings=65536, rope_theta=5_000_000.0, no_rope_layer_interval=4)),
    "command-r7b": ("Cohere2Config", "cohere2", dict(
        num_hidden_layers=32, hidden_size=4096, num_attention_heads=32, num_key_value_heads=8,
        max_position_embeddings=8192, rope_theta=50_000.0, sliding_window=4096,
        sliding_window_pattern=4)),
    "exaone-4-32b": ("Exaone4Config", "exaone4", dict(
        num_hidden_layers=64, hidden_size=5120, num_attention_heads=40, num_key_value_heads=8,
        head_dim=128, max_position_embeddings=131072, rope_theta=1_000_000.0,
        sliding_window=4096, sliding_window_pattern=4,
        rope_scaling={"rope_type": "llama3", "factor": 16.0, "low_freq_factor": 1.0,
                      "high_freq_factor": 4.0, "original_max_position_embeddings": 8192})),
    "gemma-2-9b": ("Gemma2Config", "gemma2", dict(
        num_hidden_layers=42, hidden_size=3584, num_attention_heads=16, num_key_value_heads=8,
        head_dim=256, max_position_embeddings=8192, rope_theta=10_000.0)),
    # one kind of layer each: the pairing, partial rotation and YaRN's variants
    "gpt-oss-20b": ("GptOssConfig", "gpt_oss", dict(
        num_hidden_layers=4, hidden_size=2880, num_attention_heads=64, num_key_value_heads=8,
        head_dim=64, max_position_embeddings=131072, rope_theta=150000.0, sliding_window=128,
        rope_scaling={"rope_type": "yarn", "factor": 32.0, "beta_fast": 32.0, "beta_slow": 1.0,
                      "original_max_position_embeddings": 4096, "truncate": False})),
    "deepseek-v3": ("DeepseekV3Config", "deepseek_v3", dict(
        num_hidden_layers=2, hidden_size=7168, num_attention_heads=128, qk_rope_head_dim=64,
        qk_nope_head_dim=128, v_head_dim=128, kv_lora_rank=512, q_lora_rank=1536,
        max_position_embeddings=163840, rope_theta=10000.0,
        rope_scaling={"rope_type": "yarn", "factor": 40.0, "beta_fast": 32, "beta_slow": 1,
                      "mscale": 1.0, "mscale_all_dim": 1.0,
                      "original_max_position_embeddings": 4096})),
    "deepseek-v2-lite": ("DeepseekV2Config", "deepseek_v2", dict(
        num_hidden_layers=2, hidden_size=2048, num_attention_heads=16, qk_rope_head_dim=64,
        qk_nope_head_dim=128, v_head_dim=128, kv_lora_rank=512, q_lora_rank=None,
        max_position_embeddings=163840, rope_theta=10000.0,
        rope_scaling={"rope_type": "yarn", "factor": 40.0, "beta_fast": 32, "beta_slow": 1,
                      "mscale": 0.707, "mscale_all_dim": 0.707,
                      "original_max_position_embeddings": 4096})),
    "glm-4-9b-chat-hf": ("GlmConfig", "glm", dict(
        num_hidden_layers=2, hidden_size=4096, num_attention_heads=32, head_dim=128,
        partial_rotary_factor=0.5, max_position_embeddings=131072, rope_theta=10000.0)),
    "c4ai-command-r": ("CohereConfig", "cohere", dict(
        num_hidden_layers=2, hidden_size=8192, num_attention_heads=64,
        max_position_embeddings=131072, rope_theta=8_000_000.0)),
    "glm-4-9b": ("Glm4Config", "glm4", dict(
        num_hidden_layers=2, hidden_size=4096, num_attention_heads=32, head_dim=128,
        partial_rotary_factor=0.5, max_position_embeddings=32768, rope_theta=10000.0)),
}
POSITIONS = np.array([0, 1, 2, 3, 17, 255, 1000, 4095])


def written(tmp_path, name: str, form: str):
    """(the folder, the library's config read from it): ``saved`` by save_pretrained, or
    ``hub``: the published keys as they are, read back by AutoConfig."""
    cls, _module, values = CASES[name]
    config_class = getattr(transformers, cls)
    folder = tmp_path / name
    if form == "saved":
        config_class(**values).save_pretrained(folder)
    else:
        folder.mkdir()
        (folder / "config.json").write_text(json.dumps({"model_type": config_class.model_type,
                                                        **values}))
    return folder, transformers.AutoConfig.from_pretrained(folder)


def rotates(module, config, layer: int) -> bool:
    """Whether the library's attention layer ``layer`` applies its rotary embedding."""
    with torch.device("meta"):
        if module.__name__.endswith("llama4"):
            return bool(module.Llama4TextAttention(config, layer).use_rope)
        if module.__name__.endswith("smollm3"):
            return bool(module.SmolLM3Attention(config, layer).use_rope)
        if module.__name__.endswith("cohere2"):
            return module.Cohere2Attention(config, layer).sliding_window is not None
        if module.__name__.endswith("exaone4"):
            attention = module.Exaone4Attention(config, layer)
            return attention.sliding_window is None or attention.is_sliding
    return True


def library_rotary(module, config):
    (cls,) = [getattr(module, n) for n in dir(module)
              if n.endswith("RotaryEmbedding") and "Vision" not in n and "Dynamic" not in n
              and "Scaling" not in n]
    return cls(config)


def library_rotation(module, config, rotary, layer: int, q: np.ndarray):
    """q (head_dim values) rotated at POSITIONS by the library's own code for ``layer``; with
    the inverse frequencies and the attention scaling it used."""
    layer_type = config.layer_types[layer] if getattr(config, "layer_types", None) else None
    per_type = hasattr(rotary, "layer_types")
    x = torch.tensor(np.tile(q, (len(POSITIONS), 1))[None], dtype=torch.float32)  # [1, s, d]
    ids = torch.tensor(POSITIONS)[None]
    args = (x, ids, layer_type) if per_type else (x, ids)
    with torch.no_grad():
        if module.__name__.endswith("llama4"):
            freqs = rotary(*args)
            out, _ = module.apply_rotary_emb(x[:, :, None, :], x[:, :, None, :], freqs)
            out = out[0, :, 0]
        elif module.__name__.endswith("deepseek_v2"):  # complex pairs, [batch, heads, s, d]
            freqs = rotary(*args)
            out, _ = module.apply_rotary_emb(x[:, None], x[:, None], freqs)
            out = out[0, 0]
        else:
            cos, sin = rotary(*args)
            apply = (module.apply_rotary_pos_emb_interleave if getattr(config, "rope_interleave", False)
                     else module.apply_rotary_pos_emb)
            out, _ = apply(x[:, None], x[:, None], cos, sin)
            out = out[0, 0]
            if getattr(config, "rope_interleave", False):
                # DeepSeek writes the rotated pairs (2i, 2i+1) out as halves (i, i + d/2),
                # the same permutation for q and k: put them back in place
                out = torch.stack([out[:, :out.shape[1] // 2], out[:, out.shape[1] // 2:]],
                                  dim=-1).flatten(1)
    inv = getattr(rotary, f"{layer_type}_inv_freq") if per_type else rotary.inv_freq
    return out.double().numpy(), inv.double().numpy()


@pytest.mark.parametrize("form", ["saved", "hub"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_every_layer_rotates_as_the_library_does(tmp_path, name, form):
    folder, config = written(tmp_path, name, form)
    module = importlib.import_module(f"transformers.models.{CASES[name][1]}.modeling_{CASES[name][1]}")
    model = models.read_model(folder)
    kinds = model.layer_kinds or (models.LayerKind((), tuple(range(config.num_hidden_layers)),
                                                   model.values, model.sources, "", drawn=True),)
    by_layer = {i: kind for kind in kinds for i in kind.layers}
    assert sorted(by_layer) == list(range(config.num_hidden_layers))
    rotary = library_rotary(module, config)
    q = np.random.default_rng(0).standard_normal(model.values["head_dim"])
    for layer in range(config.num_hidden_layers):
        kind = by_layer[layer]
        assert (kind.values is not None) == rotates(module, config, layer), f"layer {layer}"
        if kind.values is None:
            continue
        params = models.layer_params(model, kind)
        theirs, inv = library_rotation(module, config, rotary, layer, q)
        np.testing.assert_allclose(rope.inv_freq(params), inv, rtol=1e-6,  # float32 rounding
                                   err_msg=f"layer {layer} ({kind.types})")
        ours = rope.apply_rope(q, POSITIONS, params) * rope.attention_scaling(params)
        np.testing.assert_allclose(ours, theirs, atol=2e-3, err_msg=f"layer {layer}")
    if hasattr(module, "yarn_apply_mscale"):  # the softmax scale's factor outside RoPE
        assert model.values.get("logit_scale", 1.0) == pytest.approx(
            module.yarn_apply_mscale(config.rope_parameters, 1.0), rel=1e-12)
    drawn = [k for k in kinds if k.drawn]
    assert len(drawn) == 1 and drawn[0].values == model.values


def test_falcon_alibi_is_the_bias_its_attention_adds(tmp_path):
    """Falcon-RW-1B's shape (32 heads, width 2048, alibi): the bias the app draws for every head
    equals, cell for cell, the one the model's first attention layer receives in its mask
    (SDPA, the library's default: build_alibi_tensor's bfloat16 biases ÷ √64), less each
    row's constant (softmax ignores it)."""
    config = transformers.FalconConfig(alibi=True, num_attention_heads=32, hidden_size=2048,
                                       num_hidden_layers=1, vocab_size=100)
    config.save_pretrained(tmp_path)
    model = models.read_model(tmp_path)
    assert model.scheme == "alibi" and model.values["alibi_bf16"] and model.values["alibi_scale"] == 0.125
    length = 300
    library = transformers.FalconModel(config).eval()
    seen = {}
    library.h[0].self_attention.register_forward_pre_hook(
        lambda module, args, kwargs: seen.update(mask=kwargs["attention_mask"]), with_kwargs=True)
    with torch.no_grad():
        library(torch.zeros(1, length, dtype=torch.long))
    masks = seen["mask"][0].double().numpy()
    from pe_desktop.core import alibi
    from pe_desktop.core.viewport import AxisBins

    params = models.model_params(model).replace(seq_len=length)
    cells = AxisBins.fit(0, length, length)
    above = np.triu(np.ones((length, length), bool), 1)
    for head in range(32):
        theirs = masks[head] - np.diag(masks[head])[:, None]
        theirs[above] = np.nan
        np.testing.assert_array_equal(alibi.bias(params.replace(head=head), cells, cells), theirs,
                                      err_msg=f"head {head}")
    paper = alibi.bias(params.replace(alibi_bf16=False, alibi_scale=1.0), cells, cells)
    assert np.nanmax(np.abs(paper - masks[0] + np.diag(masks[0])[:, None])) > 200  # ×8 and rounding


ALIBI_FAMILIES = {
    # (config, the first attention module, the keyword that carries the bias, its values)
    "bloom-16-heads": ("BloomConfig", "BloomModel", "h.0.self_attention", "alibi",
                       dict(vocab_size=100, hidden_size=64, n_head=16, n_layer=1)),
    "bloom-12-heads": ("BloomConfig", "BloomModel", "h.0.self_attention", "alibi",
                       dict(vocab_size=100, hidden_size=48, n_head=12, n_layer=1)),
    "mpt-8-heads": ("MptConfig", "MptModel", "blocks.0.attn", "position_bias",
                    dict(vocab_size=100, d_model=64, n_heads=8, n_layers=1,
                         attn_config={"alibi": True, "alibi_bias_max": 8})),
}


@pytest.mark.parametrize("name", sorted(ALIBI_FAMILIES))
def test_bloom_and_mpt_alibi_is_the_bias_their_attention_adds(tmp_path, name):
    """BLOOM (the paper's slopes, interleaved for 12 heads) and MPT add their key biases
    unscaled, in float32: every head's bias the app draws equals the library's, less each
    row's constant, to float32 rounding."""
    config_name, model_name, module, keyword, values = ALIBI_FAMILIES[name]
    config = getattr(transformers, config_name)(**values)
    library = getattr(transformers, model_name)(config).eval()
    library.save_pretrained(tmp_path)
    model = models.read_model(tmp_path)
    assert model.scheme == "alibi" and "alibi_bf16" not in model.values
    length = 64
    seen = {}
    library.get_submodule(module).register_forward_pre_hook(
        lambda _module, args, kwargs: seen.update(bias=kwargs[keyword]), with_kwargs=True)
    with torch.no_grad():
        library(torch.zeros(1, length, dtype=torch.long))
    heads = model.values["n_heads"]
    keys = seen["bias"].reshape(heads, -1)[:, -length:].double().numpy()  # a key bias per head
    from pe_desktop.core import alibi
    from pe_desktop.core.viewport import AxisBins

    params = models.model_params(model).replace(seq_len=length)
    cells = AxisBins.fit(0, length, length)
    above = np.triu(np.ones((length, length), bool), 1)
    for head in range(heads):
        theirs = keys[head][None, :] - keys[head][:, None]
        theirs[above] = np.nan
        # each of the two key biases rounded to float32 (|bias| ≤ 64 · 0.7: 2.6e-6 apart at most)
        np.testing.assert_allclose(alibi.bias(params.replace(head=head), cells, cells), theirs,
                                   rtol=0, atol=6e-6, err_msg=f"head {head}")
