"""T5's relative bias as drawn held against transformers' own T5: a tiny T5 built by the
library and saved with ``save_pretrained`` (safetensors), opened as a user opens a folder, and
the Scheme view's tile (exact cells) compared with what the library's attention adds to its
scores, ``T5Attention.compute_bias(L, L)`` [1, heads, query, key] of the encoder (bidirectional)
and of the decoder (causal: the keys after the query are masked in the app, so only j ≤ i are
compared). Also the folder's numbers as the library's config gives them.

Runs in the reference venv (``make test-reference``); skipped where torch is not installed.
"""
from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from pe_desktop.core import models, schemes  # noqa: E402
from pe_desktop.core.viewport import AxisBins  # noqa: E402

LENGTH = 90  # past the max distance: the last bucket is in view


@pytest.mark.parametrize("buckets, distance", [(32, 64), (16, 40), (8, 20)])
def test_the_drawn_bias_is_the_one_t5_adds_to_its_scores(tmp_path, buckets, distance):
    torch.manual_seed(buckets)
    config = transformers.T5Config(vocab_size=64, d_model=16, d_kv=8, d_ff=32, num_layers=1,
                                   num_decoder_layers=1, num_heads=3,
                                   relative_attention_num_buckets=buckets,
                                   relative_attention_max_distance=distance)
    library = transformers.T5Model(config).eval()
    with torch.no_grad():  # trained-looking biases: far larger than the init's
        for stack in (library.encoder, library.decoder):
            bias = stack.block[0].layer[0].SelfAttention.relative_attention_bias.weight
            bias.copy_(torch.randn_like(bias) * 3)
    library.save_pretrained(tmp_path)
    model = models.read_model(tmp_path)
    params = models.model_params(model).replace(seq_len=LENGTH)
    assert (params.scheme, params.t5_buckets, params.t5_max_distance, params.n_heads) == (
        "t5", buckets, distance, 3)
    assert params.t5_values == "bias" and params.t5_bidirectional
    bins = AxisBins(0, LENGTH, 1)
    below = np.tril(np.ones((LENGTH, LENGTH), dtype=bool))
    for bidirectional, stack in ((True, library.encoder), (False, library.decoder)):
        with torch.no_grad():
            theirs = stack.block[0].layer[0].SelfAttention.compute_bias(LENGTH, LENGTH)[0].double().numpy()
        for head in range(3):
            p = params.replace(t5_bidirectional=bidirectional, head=head)
            ours = schemes.scheme_tile(p, bins, bins)[0].astype(np.float64)
            if bidirectional:
                np.testing.assert_allclose(ours, theirs[head], rtol=1e-6)
            else:
                np.testing.assert_allclose(ours[below], theirs[head][below], rtol=1e-6)
                assert np.isnan(ours[~below]).all()
