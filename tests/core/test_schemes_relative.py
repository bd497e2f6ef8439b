"""The scheme dispatch for the five relative schemes: tiles, labels, titles, notes, hover
text (word for word, values by hand), the decay curves and the data exports."""
import math

import numpy as np
import pytest

from pe_desktop.core import relative, schemes
from pe_desktop.core.params import Params
from pe_desktop.core.viewport import AxisBins

RELATIVE = ["t5", "shaw", "transformer-xl", "xpos", "nope"]


@pytest.mark.parametrize("scheme", RELATIVE)
def test_tile_extent_and_labels_as_alibi(scheme):
    p = Params(scheme=scheme, seq_len=12, offset=5, head_dim=8, d_model=16)
    assert schemes.column_extent(p) == (5, 17)
    assert schemes.row_label(scheme) == "Query position i"
    assert schemes.column_label(p) == "Key position j"
    rows, cols = AxisBins(5, 17, 1), AxisBins(5, 17, 3)
    values, levels, label, note = schemes.scheme_tile(p, rows, cols)
    assert values.dtype == np.float32 and values.shape == (12, 4)
    np.testing.assert_array_equal(values, relative.tile(p, scheme, rows, cols).astype(np.float32))
    assert levels == schemes.colour_range(p) and label == "Key position j"
    assert note == schemes.scheme_note(p, rows, cols)
    masked = np.isnan(values)
    if relative.is_causal(p, scheme):
        assert masked[0, 1:].all() and not masked[0, 0]  # query 5 sees only keys 5, 6, 7 of bin 0
        assert "blocks on the diagonal: mean over their unmasked cells (j ≤ i)" in note
    else:
        assert not masked.any()


def test_causality_of_each_scheme():
    p = Params()
    assert [relative.is_causal(p, s) for s in RELATIVE] == [False, False, True, True, True]
    assert relative.is_causal(p.replace(t5_bidirectional=False), "t5")


def test_colour_ranges():
    assert schemes.colour_range(Params(scheme="t5")) == (0.0, 31.0)
    assert schemes.colour_range(Params(scheme="shaw", shaw_k=5)) == (-5.0, 5.0)
    assert schemes.colour_range(Params(scheme="xpos")) == (-1.0, 1.0)
    # NoPE: 50 queries from 0, the first eighth (6) saturate: 0 … 1/7
    assert schemes.colour_range(Params(scheme="nope")) == (0.0, 1 / 7)
    assert schemes.colour_range(Params(scheme="nope", seq_len=4, offset=10)) == (0.0, 1 / 12)
    p = Params(scheme="transformer-xl", txl_term="content")
    qk = float(relative.txl_draws(p)["q"] @ relative.txl_draws(p)["k"])
    assert schemes.colour_range(p) == (-abs(qk), abs(qk))


def test_titles_word_for_word():
    assert schemes.scheme_title(Params(scheme="t5")) == (
        "T5 relative buckets of j − i: 32 buckets, max distance 128, bidirectional (encoder)")
    assert schemes.scheme_title(Params(scheme="t5", t5_bidirectional=False)) == (
        "T5 relative buckets of j − i: 32 buckets, max distance 128, causal (decoder): masked "
        "keys j > i grey")
    assert schemes.scheme_title(Params(scheme="t5", t5_values="bias", n_heads=8, head=2, seed=4)) == (
        "T5 bias of head 2 of 8 by bucket of j − i (untrained: seeded init normal(0, "
        "d_model^−0.5), seed 4), bidirectional (encoder)")
    assert schemes.scheme_title(Params(scheme="shaw", shaw_k=16)) == (
        "Shaw et al. relative position clip(j − i, −k, k), k = 16: 33 learned vectors; no mask")
    assert schemes.scheme_title(Params(scheme="transformer-xl", d_model=512, head_dim=64, seed=1)) == (
        "Transformer-XL, Total score: seeded q, k, u, v, W_R (seed 1), R(i−j) of d_model 512, "
        "head dim 64")
    assert schemes.scheme_title(Params(scheme="xpos", head_dim=64)) == (
        "xPos score envelope, θ base 10,000, head dim 64, scale base γ = 512; masked keys j > i "
        "grey")
    assert schemes.scheme_title(Params(scheme="nope")) == (
        "NoPE: uniform causal attention 1/(i + 1) over the keys 0 … i; masked keys j > i grey")


def test_notes_say_what_is_seeded_untrained_or_illustrated():
    one = AxisBins(0, 10, 1)
    note = schemes.scheme_note(Params(scheme="t5", t5_values="bias", seq_len=10), one, one)
    assert note == ("distances below 8 have a bucket each; from 128 on, one bucket\n"
                    "untrained: random biases, the same within a bucket, no structure by distance")
    assert schemes.scheme_note(Params(scheme="shaw", shaw_k=4, seq_len=10), one, one) == (
        "beyond k = 4 every distance shares one vector (no mask: Shaw's encoder sees both ways)")
    assert "one seeded q for every query, one k for every key" in schemes.scheme_note(
        Params(scheme="transformer-xl", seq_len=10), one, one)
    nope = schemes.scheme_note(Params(scheme="nope", seq_len=10, offset=3), one, one)
    assert nope == ("exact for uniform attention: the mask alone makes the weights 1/(i + 1); that "
                    "a trained model attends so is an illustration\ncolours 0 … 1/5: the queries "
                    "i < 4 all take the darkest\npositions from 0: query i "
                    "averages the keys 0 … i, also those before the first shown")


def test_colour_labels():
    assert schemes.colour_label(Params(scheme="t5")) == "bucket of j − i (0 … 31)"
    assert schemes.colour_label(Params(scheme="t5", t5_values="bias", head=1, n_heads=2)) == (
        "bias of head 1 for the bucket of j − i")
    assert schemes.colour_label(Params(scheme="shaw", shaw_k=3)) == "relative index clip(j − i, −k, k), k = 3"
    assert schemes.colour_label(Params(scheme="transformer-xl", txl_term="position-bias")) == (
        "(d) global position bias v (score)")
    assert schemes.colour_label(Params(scheme="nope")) == (
        "attention weight 1/(i + 1)")


def test_describe_cell_by_hand():
    t5 = Params(scheme="t5", seq_len=300)
    bias = relative.t5_bias_table(t5)[25, 0]
    # key 12 after the query: bucket 16 + 8 + trunc(2·log2(12/8)) = 25
    assert schemes.describe_cell(t5, 100, 112) == (
        f"query i = 100 · key j = 112 · j − i = 12 · bucket 25 · bias of head 0 = {bias:+.9g}")
    dec = t5.replace(t5_bidirectional=False)
    assert schemes.describe_cell(dec, 3, 4) == (
        "query i = 3 · key j = 4 · masked: a key after the query is never attended")
    shaw = Params(scheme="shaw", shaw_k=16, seq_len=100)
    assert schemes.describe_cell(shaw, 50, 20) == (
        "query i = 50 · key j = 20 · j − i = -30 · clip(j − i, −16, 16) = -16 (table row 0)")
    assert schemes.describe_cell(shaw, 20, 23) == (
        "query i = 20 · key j = 23 · j − i = 3 · clip(j − i, −16, 16) = 3 (table row 19)")
    nope = Params(scheme="nope", seq_len=10)
    assert schemes.describe_cell(nope, 3, 1) == (
        "query i = 3 · key j = 1 · j − i = -2 · uniform weight 1/(i + 1) = 0.25 over 4 keys")
    xpos = Params(scheme="xpos", head_dim=2, seq_len=10, xpos_scale_base=2.0)
    # one pair: ζ = 0.4/1.4 = 2/7, θ = 1: f(3) = (2/7)^1.5·cos 3
    assert schemes.describe_cell(xpos, 5, 2) == (
        "query i = 5 · key j = 2 · j − i = -3 · envelope mean ζᵢ^((i−j)/γ)·cos(θᵢ(i−j)) = "
        f"{(2 / 7) ** 1.5 * math.cos(3):+.9f}")
    txl = Params(scheme="transformer-xl", seq_len=10)
    t = relative.txl_value_at(txl, 4, 1)
    assert schemes.describe_cell(txl, 4, 1) == (
        f"query i = 4 · key j = 1 · j − i = -3 · total {t['total']:+.6g} = (a) {t['content']:+.6g} "
        f"+ (b) {t['content-position']:+.6g} + (c) {t['content-bias']:+.6g} + (d) "
        f"{t['position-bias']:+.6g}")
    assert schemes.describe_cell(txl, 10, 1) == ""  # outside the positions shown


def test_distance_decay_keys_and_exact_bin_means():
    p = Params(scheme="xpos", seq_len=500, head_dim=16, d_model=16)
    d = np.arange(0, 500)
    curves = schemes.distance_decay(p, d, schemes.RELATIVE_DECAY_SCHEMES)
    assert set(curves) == {"t5", "xpos", "transformer-xl"}
    np.testing.assert_array_equal(curves["t5"], relative.t5_decay(p, d))
    np.testing.assert_allclose(curves["xpos"], relative.xpos_envelope(p, d), rtol=1e-12)
    np.testing.assert_allclose(curves["transformer-xl"], relative.txl_decay(p, d), rtol=1e-12)
    bins = AxisBins(0, 500, 9)
    binned = schemes.distance_decay(p, bins, schemes.RELATIVE_DECAY_SCHEMES)
    for key, values in curves.items():
        means = [np.mean(values[s:s + n]) for s, n in zip(bins.starts(), bins.sizes())]
        np.testing.assert_allclose(binned[key], means, rtol=1e-11, atol=1e-14)
    # the default set is unchanged for its callers
    assert set(schemes.distance_decay(p, d)) == {"sinusoidal", "rope", "learned", "alibi h0",
                                                 "alibi h1", "alibi h2", "alibi h3", "alibi h4",
                                                 "alibi h5", "alibi h6", "alibi h7"}


def test_decay_export_has_the_relative_curves():
    p = Params(seq_len=300, n_heads=2, head=1)
    columns, n, width, rows = schemes.decay_chunks(p)
    assert columns[-3:] == ["t5_bias_h1", "xpos_envelope", "transformer_xl_position_terms"]
    block = rows(100, 300)
    d = np.arange(100, 300)
    np.testing.assert_array_equal(block[:, -3], relative.t5_decay(p, d))
    np.testing.assert_allclose(block[:, -2], relative.xpos_envelope(p, d), rtol=1e-12)
    np.testing.assert_allclose(block[:, -1], relative.txl_decay(p, d), rtol=1e-12)


@pytest.mark.parametrize("scheme", RELATIVE)
def test_scheme_chunks_is_the_matrix(scheme):
    p = Params(scheme=scheme, seq_len=20, offset=7, head_dim=8, d_model=8)
    columns, n, width, rows = schemes.scheme_chunks(p)
    want_columns, values = relative.matrix_table(p, scheme)
    assert columns == want_columns and n == 20 and width == 21
    np.testing.assert_array_equal(rows(0, 20), values)


def test_model_curves_of_the_relative_schemes():
    bins = AxisBins(0, 100, 1)
    for scheme in ("t5", "transformer-xl", "shaw", "nope"):
        curves = schemes.model_curves(Params(scheme=scheme, seq_len=100), bins, label="A")
        assert curves.decay is None and curves.wavelengths is None and curves.note.startswith("A: ")
    assert "not a similarity" in schemes.model_curves(Params(scheme="t5"), bins, label="A").note
    x = schemes.model_curves(Params(scheme="xpos", head_dim=8, seq_len=100), bins, label="A")
    np.testing.assert_allclose(x.decay, relative.xpos_envelope(Params(scheme="xpos", head_dim=8), np.arange(100)),
                               rtol=1e-12)
    np.testing.assert_allclose(x.wavelengths, 2 * np.pi / relative.xpos_theta(Params(head_dim=8)))


def test_decay_export_refuses_a_model_it_cannot_read_before_writing():
    from pe_desktop.core.errors import InputError

    with pytest.raises(InputError, match="not on disk"):
        schemes.decay_chunks(Params(model="/nonexistent/x"))
