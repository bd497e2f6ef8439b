"""The relative schemes held against the libraries that define them: T5's buckets and bias
against transformers' ``T5Attention`` (its float32 log included), xPos against
x-transformers' ``RotaryEmbedding(use_xpos=True)`` and ``apply_rotary_pos_emb``.

Runs in the reference venv (``make test-reference``); skipped where torch, transformers or
x-transformers is not installed.
"""
from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from pe_desktop.core import relative  # noqa: E402
from pe_desktop.core.params import Params  # noqa: E402
from pe_desktop.core.viewport import AxisBins  # noqa: E402

# (num_buckets, max_distance): T5's, wider and narrower ones, and some where float64
# arithmetic would give another bucket than torch's float32 at some distance
T5_CONFIGS = [(32, 128), (64, 256), (16, 64), (128, 1024), (8, 20), (10, 160), (20, 320),
              (48, 81), (96, 162), (40, 320), (256, 4096), (1024, 1_000_000)]


@pytest.mark.parametrize("bidirectional", [True, False])
@pytest.mark.parametrize("config", T5_CONFIGS)
def test_t5_bucket_of_every_distance(config, bidirectional):
    from transformers.models.t5.modeling_t5 import T5Attention

    nb, md = config
    rp = torch.arange(-4096, 4097)
    want = T5Attention._relative_position_bucket(rp, bidirectional=bidirectional, num_buckets=nb,
                                                 max_distance=md).numpy()
    np.testing.assert_array_equal(relative.t5_bucket(rp.numpy(), bidirectional, nb, md), want)


@pytest.mark.parametrize("is_decoder", [False, True])
def test_t5_bias_map_as_the_library_computes_it(is_decoder):
    config = transformers.T5Config(d_model=16, d_kv=4, num_heads=3, relative_attention_num_buckets=32,
                                   relative_attention_max_distance=128, is_decoder=is_decoder)
    attention = transformers.models.t5.modeling_t5.T5Attention(config, has_relative_attention_bias=True)
    torch.manual_seed(0)
    with torch.no_grad():
        attention.relative_attention_bias.weight.normal_()
        bias = attention.compute_bias(300, 300)[0].double().numpy()  # [heads, query, key]
    table = attention.relative_attention_bias.weight.detach().double().numpy()
    p = Params(scheme="t5", seq_len=300, n_heads=3, t5_values="bias", t5_bidirectional=not is_decoder)
    cells = AxisBins(0, 300, 1)
    for head in range(3):
        got = relative.t5_tile(p.replace(head=head), cells, cells, table)
        want = bias[head]
        if is_decoder:  # the library gives keys after the query bucket 0; the causal mask hides them
            want = np.where(np.triu(np.ones((300, 300), bool), 1), np.nan, want)
        np.testing.assert_array_equal(got, want)


def x_transformers_xpos(head_dim, base, scale_base, q, k, length):
    x_transformers = pytest.importorskip("x_transformers.x_transformers")
    rotary = x_transformers.RotaryEmbedding(head_dim, use_xpos=True, scale_base=scale_base, base=base)
    freqs, scale = rotary.forward_from_seq_len(length)
    q_rot = x_transformers.apply_rotary_pos_emb(torch.tensor(q, dtype=torch.float32)[None], freqs, scale)
    k_rot = x_transformers.apply_rotary_pos_emb(torch.tensor(k, dtype=torch.float32)[None], freqs, scale ** -1)
    return q_rot[0].double().numpy(), k_rot[0].double().numpy()


@pytest.mark.parametrize("head_dim, base, scale_base", [(8, 10_000.0, 512.0), (16, 100.0, 16.0),
                                                       (64, 10_000.0, 64.0)])
def test_xpos_rotation_and_scores_as_x_transformers(head_dim, base, scale_base):
    length = 96
    rng = np.random.default_rng(1)
    q, k = rng.normal(size=(length, head_dim)), rng.normal(size=(length, head_dim))
    q_lib, k_lib = x_transformers_xpos(head_dim, base, scale_base, q, k, length)
    p = Params(scheme="xpos", head_dim=head_dim, rope_base=base, xpos_scale_base=scale_base)
    positions = np.arange(length)
    centre = length // 2  # x-transformers: t − max_pos // 2
    q_ours = relative.xpos_rotate(q, positions, p, centre=centre)
    k_ours = relative.xpos_rotate(k, positions, p, key=True, centre=centre)
    # the library in float32 (θ and ζ rounded to it): 1e-4 of a vector's size
    np.testing.assert_allclose(q_ours, q_lib, rtol=0, atol=1e-4 * np.abs(q_lib).max())
    np.testing.assert_allclose(k_ours, k_lib, rtol=0, atol=1e-4 * np.abs(k_lib).max())
    scores_lib, scores_ours = q_lib @ k_lib.T, q_ours @ k_ours.T
    np.testing.assert_allclose(scores_ours, scores_lib, rtol=0, atol=1e-4 * np.abs(scores_lib).max())
    # the centre cancels: our scores without it are the same
    plain = relative.xpos_rotate(q, positions, p) @ relative.xpos_rotate(k, positions, p, key=True).T
    np.testing.assert_allclose(plain, scores_ours, rtol=1e-12, atol=1e-12)


def test_xpos_envelope_is_the_library_score_of_ones():
    head_dim, length = 32, 200
    ones = np.ones((length, head_dim))
    q_lib, k_lib = x_transformers_xpos(head_dim, 10_000.0, 512.0, ones, ones, length)
    p = Params(scheme="xpos", head_dim=head_dim, rope_base=10_000.0, xpos_scale_base=512.0)
    m, n = np.meshgrid(np.arange(length), np.arange(length), indexing="ij")
    lower = m >= n
    scores = (q_lib @ k_lib.T / head_dim)[lower]
    np.testing.assert_allclose(relative.xpos_envelope(p, (m - n)[lower]), scores, rtol=0, atol=1e-4)
