"""Positions on a grid held against transformers' Qwen-VL code: M-RoPE position ids against
``Qwen2VLModel.get_rope_index`` / ``Qwen2_5_VLModel.get_rope_index`` / ``Qwen3VLModel`` (called on
a small holder of the config, no weights), cos and sin against the text rotary embeddings'
``recomposition_frequencies`` (Qwen2-VL's sections, Qwen3-VL's interleaved layout) and their
float32 ``forward``, scores against ``apply_rotary_pos_emb``; axial 2D RoPE against
``Qwen2VLVisionRotaryEmbedding`` on the vision tower's own (h, w) ids.

Runs in the reference venv (``make test-reference``); skipped where torch or transformers is not
installed.
"""
from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from pe_desktop.core import grid  # noqa: E402

qwen2_vl = pytest.importorskip("transformers.models.qwen2_vl.modeling_qwen2_vl")
qwen2_5_vl = pytest.importorskip("transformers.models.qwen2_5_vl.modeling_qwen2_5_vl")
qwen3_vl = pytest.importorskip("transformers.models.qwen3_vl.modeling_qwen3_vl")


def holder(model_class, config):
    """An object with the config and the two methods get_rope_index needs (no weights)."""
    class Holder:
        get_vision_position_ids = model_class.get_vision_position_ids
        get_rope_index = model_class.get_rope_index

    h = Holder()
    h.config = config
    return h


def library_ids(model_class, config, segments, merge, seconds=None):
    """get_rope_index on token types written from the segments: text 0, image 1, video 2."""
    types, images, videos = [], [], []
    for kind, *rest in segments:
        if kind == "text":
            types += [0] * rest[0]
        else:
            t, h, w = rest
            types += [1 if kind == "image" else 2] * (t * (h // merge) * (w // merge))
            (images if kind == "image" else videos).append([t, h, w])
    n = len(types)
    kwargs = {}
    if seconds is not None:
        kwargs["second_per_grid_ts"] = torch.tensor(seconds)  # float32, as the processor's
    ids, delta = holder(model_class, config).get_rope_index(
        torch.zeros((1, n), dtype=torch.long), torch.tensor([types], dtype=torch.int),
        image_grid_thw=torch.tensor(images) if images else None,
        video_grid_thw=torch.tensor(videos) if videos else None, **kwargs)
    return ids[:, 0].numpy(), int(delta[0, 0])


def core_segments(segments, seconds=None):
    seconds = list(seconds or [])
    out = []
    for kind, *rest in segments:
        if kind == "text":
            out.append(grid.text(rest[0]))
        elif kind == "image":
            out.append(grid.image(rest[1], rest[2], frames=rest[0]))
        else:
            out.append(grid.video(*rest, seconds_per_grid=seconds.pop(0) if seconds else 1.0))
    return out


LAYOUTS = {
    "text only": [("text", 7)],
    "image in the middle": [("text", 3), ("image", 1, 4, 6), ("text", 2)],
    "image first": [("image", 1, 8, 4), ("text", 3)],
    "two images": [("text", 1), ("image", 1, 6, 2), ("text", 2), ("image", 1, 2, 4), ("text", 1)],
    "a large image": [("text", 4), ("image", 1, 64, 96), ("text", 5)],
    "a video": [("text", 2), ("video", 3, 4, 6), ("text", 2)],
    "a long video": [("text", 2), ("video", 9, 2, 4), ("text", 3)],
    "image and video": [("text", 1), ("image", 1, 4, 4), ("text", 1), ("video", 2, 6, 4), ("text", 1)],
}


@pytest.mark.parametrize("merge", [2, 1])
@pytest.mark.parametrize("name", list(LAYOUTS))
def test_qwen2_vl_position_ids(name, merge):
    config = transformers.Qwen2VLConfig()
    config.vision_config.spatial_merge_size = merge
    segments = LAYOUTS[name]
    want, delta = library_ids(qwen2_vl.Qwen2VLModel, config, segments, merge)
    got = grid.mrope_position_ids(core_segments(segments), spatial_merge_size=merge)
    np.testing.assert_array_equal(got.position_ids, want)
    assert got.rope_delta == delta


@pytest.mark.parametrize("tokens_per_second, seconds", [(2, [1.0, 1.0]), (25, [1 / 3, 2 / 7]),
                                                        (4, [2 / 3, 0.5]), (25, [2 / 24, 1 / 12])])
@pytest.mark.parametrize("name", ["a video", "a long video", "image and video", "two videos"])
def test_qwen2_5_vl_position_ids(name, tokens_per_second, seconds):
    config = transformers.Qwen2_5_VLConfig()
    config.vision_config.tokens_per_second = tokens_per_second
    segments = LAYOUTS.get(name) or [("text", 2), ("video", 5, 4, 2), ("text", 1), ("video", 13, 2, 2),
                                     ("text", 2)]
    n_videos = sum(kind == "video" for kind, *_ in segments)
    seconds = seconds[:n_videos]
    want, _ = library_ids(qwen2_5_vl.Qwen2_5_VLModel, config, segments, 2, seconds)
    got = grid.mrope_position_ids(core_segments(segments, seconds),
                                  tokens_per_second=tokens_per_second).position_ids
    np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("name", ["text only", "image in the middle", "two images", "a large image"])
def test_qwen3_vl_image_position_ids(name):
    config = transformers.Qwen3VLConfig()
    segments = LAYOUTS[name]
    want, _ = library_ids(qwen3_vl.Qwen3VLModel, config, segments, config.vision_config.spatial_merge_size)
    got = grid.mrope_position_ids(core_segments(segments),
                                  spatial_merge_size=config.vision_config.spatial_merge_size).position_ids
    np.testing.assert_array_equal(got, want)


def test_qwen3_vl_video_frames_with_timestamps_between():
    # the library splits a video of 3 frames into three grids of T = 1; the prompt puts each
    # frame's timestamp (text) before it
    config = transformers.Qwen3VLConfig()
    merge = config.vision_config.spatial_merge_size
    frame = (4 // merge) * (6 // merge)
    types = [0, 0] + [2] * frame + [0] * 3 + [2] * frame + [0] * 3 + [2] * frame + [0]
    ids, _ = holder(qwen3_vl.Qwen3VLModel, config).get_rope_index(
        torch.zeros((1, len(types)), dtype=torch.long), torch.tensor([types], dtype=torch.int),
        video_grid_thw=torch.tensor([[3, 4, 6]]))
    segments = [grid.text(2), grid.video(1, 4, 6), grid.text(3), grid.video(1, 4, 6), grid.text(3),
                grid.video(1, 4, 6), grid.text(1)]
    got = grid.mrope_position_ids(segments, spatial_merge_size=merge).position_ids
    np.testing.assert_array_equal(got, ids[:, 0].numpy())


def qwen3_vl_prompt_tokens(grid_thw, frames_indices, fps):
    """The token strings Qwen3VLProcessor writes for one video, "<|vision_start|><|video_pad|>
    <|vision_end|>" as the chat template puts it: its own replace_video_token and
    _calculate_timestamps, then the special tokens split off and the rest split by Qwen2's
    tokenizer's PRETOKENIZE_REGEX (each pre-token one token: digits, "<", ".", " seconds", ">")."""
    import re

    from tokenizers import Regex
    from tokenizers.pre_tokenizers import Split
    from transformers.models.qwen2.tokenization_qwen2 import PRETOKENIZE_REGEX
    from transformers.models.qwen3_vl.processing_qwen3_vl import Qwen3VLProcessor
    from transformers.video_utils import VideoMetadata

    class Processor:
        _calculate_timestamps = Qwen3VLProcessor._calculate_timestamps
        replace_video_token = Qwen3VLProcessor.replace_video_token
        video_token, vision_start_token, vision_end_token = (
            "<|video_pad|>", "<|vision_start|>", "<|vision_end|>")

    processor = Processor()
    processor.video_processor = type("V", (), {"merge_size": 2, "temporal_patch_size": 2})()
    metadata = VideoMetadata(total_num_frames=max(frames_indices) + 1, fps=fps,
                             frames_indices=list(frames_indices))
    video = processor.replace_video_token({"video_grid_thw": torch.tensor([grid_thw]),
                                           "video_metadata": [metadata]}, 0)
    split = Split(Regex(PRETOKENIZE_REGEX), behavior="isolated")
    tokens = []
    for piece in re.split(r"(<\|[a-z_]+\|>)", video):
        if re.fullmatch(r"<\|[a-z_]+\|>", piece):
            tokens.append(piece)
        elif piece:
            tokens += [word for word, _ in split.pre_tokenize_str(piece)]
    return tokens


@pytest.mark.parametrize("frames, height, width, before, after", [(2, 4, 6, 2, 1), (3, 8, 4, 0, 2),
                                                                   (12, 2, 2, 1, 0)])
def test_qwen3_vl_video_as_the_processor_writes_it(frames, height, width, before, after):
    # a video sampled at 2 frames a second (1 s per temporal patch) from a 24 fps file, in the
    # chat template's <|vision_start|><|video_pad|><|vision_end|>: those two are text the
    # layout counts in its text before and after
    tokens = qwen3_vl_prompt_tokens([frames, height, width], range(0, 24 * frames, 12), 24.0)
    prompt = ["t"] * before + ["<|vision_start|>"] + tokens + ["<|vision_end|>"] + ["t"] * after
    types = [2 if token == "<|video_pad|>" else 0 for token in prompt]
    config = transformers.Qwen3VLConfig()
    ids, delta = holder(qwen3_vl.Qwen3VLModel, config).get_rope_index(
        torch.zeros((1, len(types)), dtype=torch.long), torch.tensor([types], dtype=torch.int),
        video_grid_thw=torch.tensor([[frames, height, width]]))
    segments = [grid.text(before + 1), grid.video(frames, height, width), grid.text(after + 1)]
    got = grid.mrope_position_ids(segments, timestamps=True)
    np.testing.assert_array_equal(got.position_ids, ids[:, 0].numpy())
    assert got.rope_delta == int(delta[0, 0])
    inner = [got.words.get(i, "<|video_pad|>" if got.modality[i] == grid.VIDEO else "?")
             for i in range(before + 1, got.n_tokens - after - 1)]
    assert inner == tokens
    assert sum(grid.segment_tokens(s, 2, timestamps=True) for s in segments) == len(prompt)


def text_rotary(kind, head_dim, base, section):
    rope = {"rope_type": "default", "rope_theta": base, "mrope_section": list(section)}
    if kind == "qwen3":
        rope["mrope_interleaved"] = True
        config = transformers.Qwen3VLTextConfig(hidden_size=2 * head_dim, num_attention_heads=2,
                                                num_key_value_heads=2, head_dim=head_dim, rope_parameters=rope)
        return qwen3_vl.Qwen3VLTextRotaryEmbedding(config)
    config = transformers.Qwen2VLTextConfig(hidden_size=2 * head_dim, num_attention_heads=2,
                                            num_key_value_heads=2, rope_parameters=rope)
    return qwen2_vl.Qwen2VLRotaryEmbedding(config)


ROTARIES = [("qwen2", 128, 1_000_000.0, (16, 24, 24)), ("qwen2", 32, 10000.0, (4, 6, 6)),
            ("qwen2", 64, 10000.0, (8, 12, 12)), ("qwen3", 128, 5_000_000.0, (24, 20, 20)),
            ("qwen3", 32, 10000.0, (6, 5, 5))]


def layout_ids():
    segments = [grid.text(3), grid.image(8, 12), grid.text(2), grid.video(3, 4, 6), grid.text(4)]
    return grid.mrope_position_ids(segments).position_ids


@pytest.mark.parametrize("kind, head_dim, base, section", ROTARIES)
def test_mrope_cos_sin_as_the_library_lays_them_out(kind, head_dim, base, section):
    rotary = text_rotary(kind, head_dim, base, section)
    ids = layout_ids()
    interleaved = kind == "qwen3"
    cos, sin = grid.mrope_cos_sin(ids, head_dim, base, section, interleaved)
    theta = torch.tensor(grid.raster_inv_freq(head_dim, base), dtype=torch.float64)
    freqs = torch.tensor(ids)[:, None, :, None].double() * theta  # (3, batch, n, head_dim/2)
    angles = rotary.recomposition_frequencies(freqs.clone())[0].numpy()
    np.testing.assert_allclose(cos, np.cos(angles), rtol=0, atol=1e-13)
    np.testing.assert_allclose(sin, np.sin(angles), rtol=0, atol=1e-13)
    # the module itself, in float32 (its angles rounded to float32)
    lib_cos, lib_sin = rotary(torch.zeros(1, dtype=torch.float32), torch.tensor(ids)[:, None, :])
    np.testing.assert_allclose(cos, lib_cos[0].double().numpy(), rtol=0, atol=2e-5)
    np.testing.assert_allclose(sin, lib_sin[0].double().numpy(), rtol=0, atol=2e-5)


@pytest.mark.parametrize("kind, head_dim, base, section", ROTARIES)
def test_mrope_scores_as_apply_rotary_pos_emb_turns_q_and_k(kind, head_dim, base, section):
    rotary = text_rotary(kind, head_dim, base, section)
    ids = layout_ids()
    theta = torch.tensor(grid.raster_inv_freq(head_dim, base), dtype=torch.float64)
    angles = rotary.recomposition_frequencies((torch.tensor(ids)[:, None, :, None].double() * theta).clone())
    q, k = (torch.tensor(v).expand(1, 1, ids.shape[1], head_dim) for v in grid.seeded_qk(head_dim, 6))
    turned_q, turned_k = qwen2_vl.apply_rotary_pos_emb(q, k, angles.cos(), angles.sin())
    want = (turned_q[0, 0] @ turned_k[0, 0].T).numpy()
    n = ids.shape[1]
    got = grid.mrope_scores(ids, range(n), range(n), head_dim, base, section, kind == "qwen3", seed=6)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-11)


@pytest.mark.parametrize("embed_dim, heads, grid_hw", [(1280, 16, (8, 12)), (64, 2, (6, 4)), (128, 4, (2, 10))])
def test_axial_rope_as_qwen2_vls_vision_tower(embed_dim, heads, grid_hw):
    from transformers import vision_utils

    config = transformers.Qwen2VLConfig().vision_config
    config.embed_dim, config.num_heads = embed_dim, heads
    rotary = qwen2_vl.Qwen2VLVisionRotaryEmbedding(config)
    head_dim = embed_dim // heads
    base = config.rope_parameters["rope_theta"]
    h, w = grid_hw
    position_ids = vision_utils.get_vision_position_ids(torch.tensor([[1, h, w]]), 2)  # (n, 2): h, w
    rows, cols = position_ids[:, 0].numpy(), position_ids[:, 1].numpy()
    cos, sin = grid.axial_cos_sin(rows, cols, head_dim, base)
    theta = torch.tensor(grid.axial_inv_freq(head_dim, base), dtype=torch.float64)
    angles = rotary.recomposition_frequencies(position_ids[..., None].double() * theta)
    np.testing.assert_allclose(cos, angles.cos().numpy(), rtol=0, atol=1e-14)
    np.testing.assert_allclose(sin, angles.sin().numpy(), rtol=0, atol=1e-14)
    lib_cos, lib_sin = rotary(torch.zeros(1), position_ids)
    np.testing.assert_allclose(cos, lib_cos.double().numpy(), rtol=0, atol=1e-5)
    np.testing.assert_allclose(sin, lib_sin.double().numpy(), rtol=0, atol=1e-5)
    # scores of the patch at position_ids[5] against every patch, turned by the library's rotation
    q, k = (torch.tensor(v) for v in grid.seeded_qk(head_dim, 3))
    c, s = angles.cos(), angles.sin()
    turned_q = q * c[5] + qwen2_vl.rotate_half(q) * s[5]
    turned_k = k * c + qwen2_vl.rotate_half(k[None]) * s
    want = (turned_k @ turned_q).numpy()
    scores = grid.axial_scores((int(rows[5]), int(cols[5])), range(h), range(w), head_dim, base, seed=3)
    np.testing.assert_allclose(scores[rows, cols], want, rtol=0, atol=1e-12)
