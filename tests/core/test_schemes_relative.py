"""The scheme dispatch for the five relative schemes: tiles, labels, titles, notes, hover
text (word for word, values by hand), the decay curves and the data exports."""
import json
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


# --- the mask, the open T5 model in titles and notes, and the curves' notes word for word ----

@pytest.mark.parametrize("params,scheme,expected", [
    (Params(scheme="alibi"), None, True),
    (Params(scheme="sinusoidal"), None, False),
    (Params(scheme="rope"), None, False),
    (Params(scheme="learned"), None, False),
    (Params(scheme="t5"), None, False),                         # bidirectional: both ways
    (Params(scheme="t5", t5_bidirectional=False), None, True),  # the decoder's buckets
    (Params(scheme="shaw"), None, False),
    (Params(scheme="transformer-xl"), None, True),
    (Params(scheme="xpos"), None, True),
    (Params(scheme="nope"), None, True),
    # the scheme asked for, not the one the parameters draw
    (Params(scheme="sinusoidal"), "alibi", True),
    (Params(scheme="sinusoidal"), "nope", True),
    (Params(scheme="sinusoidal", t5_bidirectional=False), "t5", True),
    (Params(scheme="alibi"), "shaw", False),
    (Params(scheme="nope"), "rope", False),
])
def test_masked_keys_after_the_query(params, scheme, expected):
    assert schemes.masked(params, scheme) is expected


def test_the_diagonal_of_a_causal_scheme_is_not_masked():
    # query 3 sees the keys 0 … 3, itself included: four keys, a weight of 1/4 each
    assert schemes.describe_cell(Params(scheme="nope", seq_len=10), 3, 3) == (
        "query i = 3 · key j = 3 · j − i = 0 · uniform weight 1/(i + 1) = 0.25 over 4 keys")


def _t5_tables(folder, tables: dict, heads: int = 8, buckets: int = 32):
    from tests.shaped_models import write_safetensors

    folder.mkdir(parents=True)
    (folder / "config.json").write_text(json.dumps({
        "model_type": "t5", "num_heads": heads, "relative_attention_num_buckets": buckets,
        "relative_attention_max_distance": 128}))
    write_safetensors(folder / "model.safetensors", {
        f"{stack}.block.0.layer.0.SelfAttention.relative_attention_bias.weight": table
        for stack, table in tables.items()})
    return str(folder)


ONE = AxisBins(0, 10, 1)
BUCKETS_NOTE = "distances below 8 have a bucket each; from 128 on, one bucket"
UNTRAINED_NOTE = "untrained: random biases, the same within a bucket, no structure by distance"


def test_an_open_t5_models_biases_are_named_and_not_called_untrained(tmp_path):
    table = np.linspace(-3.0, 2.0, 32 * 8, dtype="<f4").reshape(32, 8)
    model = _t5_tables(tmp_path / "my-t5", {"encoder": table})
    p = Params(scheme="t5", t5_values="bias", model=model, seq_len=10, head=2)
    assert schemes.scheme_title(p) == (
        "T5 bias of head 2 of 8 by bucket of j − i (my-t5), bidirectional (encoder)")
    assert schemes.scheme_note(p, ONE, ONE) == BUCKETS_NOTE
    # head 2's column: the values 2, 10, … 250 of 256 evenly from −3 to 2; its largest |bias| is
    # the first, −3 + 2·5/255
    lim = 3.0 - 2 * 5 / 255
    assert schemes.colour_range(p) == pytest.approx((-lim, lim), rel=1e-6)


def test_a_t5_model_without_the_stack_drawn_says_so(tmp_path):
    model = _t5_tables(tmp_path / "enc-only", {"encoder": np.ones((32, 8), dtype="<f4")})
    p = Params(scheme="t5", t5_values="bias", model=model, seq_len=10, t5_bidirectional=False)
    # 32 one-way buckets: 16 exact distances
    assert schemes.scheme_note(p, ONE, ONE) == (
        "distances below 16 have a bucket each; from 128 on, one bucket\n"
        f"{UNTRAINED_NOTE}\nenc-only has no decoder bias table: an untrained init is drawn")


def test_a_t5_model_of_another_shape_says_so(tmp_path):
    model = _t5_tables(tmp_path / "wide", {"encoder": np.ones((32, 8), dtype="<f4")})
    p = Params(scheme="t5", t5_values="bias", model=model, seq_len=10, n_heads=4)
    assert schemes.scheme_note(p, ONE, ONE) == (
        f"{BUCKETS_NOTE}\n{UNTRAINED_NOTE}\n"
        "wide's bias table is 32 buckets × 8 heads, not 32 × 4: an untrained init is drawn")


def test_a_model_that_cannot_be_read_leaves_the_title_and_levels_untrained(tmp_path):
    from pe_desktop.core.models import ModelError

    (tmp_path / "config.json").write_text("{")
    p = Params(scheme="t5", t5_values="bias", model=str(tmp_path), seq_len=10, seed=3)
    assert schemes.scheme_title(p) == (
        "T5 bias of head 0 of 8 by bucket of j − i (untrained: seeded init normal(0, "
        "d_model^−0.5), seed 3), bidirectional (encoder)")
    assert schemes.colour_range(p) == (-1.0, 1.0)
    with pytest.raises(ModelError, match="config.json: not valid JSON"):  # the note names the fault
        schemes.scheme_note(p, ONE, ONE)


def test_transformer_xl_note_states_the_range_limit_from_4097_queries():
    at = Params(scheme="transformer-xl", seq_len=relative.TXL_RANGE_DISTANCES, d_model=8, head_dim=8)
    one = AxisBins(0, 10, 1)
    assert "colours ±" not in schemes.scheme_note(at, one, one)
    over = schemes.scheme_note(at.replace(seq_len=4097), one, one).split("\n")
    assert over[1] == "colours ± the largest |value| at δ < 4,096"


def test_transformer_xl_note_gives_each_terms_share_of_the_cells_shown():
    p = Params(scheme="transformer-xl", seq_len=6, d_model=8, head_dim=8, offset=2)
    # the mean |value| of each term over the cells j ≤ i of positions 0 … 5, one cell at a time
    names = ("content", "content-position", "content-bias", "position-bias")
    cells = [relative.txl_value_at(p.replace(offset=0), i, j) for i in range(6) for j in range(i + 1)]
    means = {n: sum(abs(c[n]) for c in cells) / len(cells) for n in names}
    share = {n: means[n] / sum(means.values()) for n in names}
    note = schemes.scheme_note(p, ONE, ONE).split("\n")
    assert note == [
        "(a) q·k and (c) u·k are the same in every cell: one seeded q for every query, one k for "
        "every key; only (b) and (d) vary, with i − j",
        f"share of the total |score| over the cells j ≤ i: (a) {share['content']:.0%}, (b) "
        f"{share['content-position']:.0%}, (c) {share['content-bias']:.0%}, (d) "
        f"{share['position-bias']:.0%}"]


def test_xpos_note_and_colour_label_word_for_word():
    p = Params(scheme="xpos", head_dim=8, seq_len=10)
    assert schemes.scheme_note(p, ONE, ONE) == (
        "the score of a key equal to the query, same energy per pair; RoPE's expected score "
        "damped by ζᵢ^((i−j)/γ)")
    assert schemes.colour_label(p) == "mean ζᵢ^((i−j)/γ)·cos(θᵢ(i−j))"


@pytest.mark.parametrize("scheme,note", [
    ("t5", "A: T5 adds a learned bias per bucket to the logits, not a similarity: see the "
           "Distance decay tab"),
    ("transformer-xl", "A: Transformer-XL's position terms are scores of seeded vectors, not a "
                       "similarity: see the Distance decay tab"),
    ("shaw", "A: no curve of the distance to compare (Shaw (relative))"),
    ("nope", "A: no curve of the distance to compare (NoPE)"),
])
def test_model_curves_notes_word_for_word(scheme, note):
    curves = schemes.model_curves(Params(scheme=scheme, seq_len=100, d_model=8, head_dim=8),
                                  AxisBins(0, 100, 1), label="A")
    assert (curves.label, curves.scheme, curves.wavelengths, curves.decay, curves.note) == (
        "A", scheme, None, None, note)
