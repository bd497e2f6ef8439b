"""The scheme tiles, the distance decay and the scheme data exports, against the formulas
written per element here (the reference code's own style), never the core's own functions."""
import math

import numpy as np
import pytest

from pe_desktop.core import learned, schemes
from pe_desktop.core.errors import ExportError, InputError
from pe_desktop.core.params import Params
from pe_desktop.core.viewport import AxisBins
from tests import reference as ref
from tests.core.test_alibi import get_slopes


def hf_inv_freq(base, dim):
    """Hugging Face _compute_default_rope_parameters: 1 / base^(arange(0, dim, 2) / dim)."""
    return [1.0 / (base ** (i / dim)) for i in range(0, dim, 2)]


def rope_cell(m, j, dim, base, pairing, scale=1.0):
    """The drawn value of head dim j at position m: cos for a pair's first dim, sin for the second.
    rotate_half: emb = cat(freqs, freqs), dims j and j + dim/2 share θ_{j mod dim/2};
    interleaved (Meta): dims 2i, 2i+1 share θ_i."""
    inv = hf_inv_freq(base, dim)
    half = dim // 2
    if pairing == "rotate_half":
        i, second = j % half, j >= half
    else:
        i, second = j // 2, j % 2 == 1
    angle = m * inv[i] / scale
    return math.sin(angle) if second else math.cos(angle)


def brute_means(cell, rows: AxisBins, cols: AxisBins):
    out = np.empty((rows.count, cols.count))
    for r, a in enumerate(range(rows.start, rows.stop, rows.size)):
        for c, b in enumerate(range(cols.start, cols.stop, cols.size)):
            vals = [cell(i, j) for i in range(a, min(a + rows.size, rows.stop))
                    for j in range(b, min(b + cols.size, cols.stop))]
            vals = [v for v in vals if v is not None]
            out[r, c] = math.fsum(vals) / len(vals) if vals else math.nan
    return out


@pytest.mark.parametrize("rows, cols", [(AxisBins(0, 30, 1), AxisBins(0, 16, 1)),
                                        (AxisBins(7, 100, 6), AxisBins(0, 16, 3))])
def test_sinusoidal_tile(rows, cols):
    p = Params(d_model=16, scheme="sinusoidal")
    values, levels, label, note = schemes.scheme_tile(p, rows, cols)
    assert values.dtype == np.float32 and levels == (-1.0, 1.0)
    want = brute_means(lambda i, j: ref.pe(i, j, 16), rows, cols)
    np.testing.assert_allclose(values, want, atol=2e-6)


@pytest.mark.parametrize("pairing", ["rotate_half", "interleaved"])
@pytest.mark.parametrize("rows, cols", [(AxisBins(0, 40, 1), AxisBins(0, 16, 1)),
                                        (AxisBins(1000, 1300, 7), AxisBins(0, 16, 3))])
def test_rope_tile(pairing, rows, cols):
    p = Params(scheme="rope", head_dim=16, rope_base=500.0, pairing=pairing)
    values, levels, label, _ = schemes.scheme_tile(p, rows, cols)
    assert label.endswith("(pairs i with i + d/2)" if pairing == "rotate_half" else "(pairs 2i with 2i+1)")
    assert levels == (-1.0, 1.0)
    want = brute_means(lambda i, j: rope_cell(i, j, 16, 500.0, pairing), rows, cols)
    np.testing.assert_allclose(values, want, atol=2e-6)


def test_rope_tile_linear_scaling():
    p = Params(scheme="rope", head_dim=8, scaling="linear", factor=4.0)
    rows, cols = AxisBins(0, 20, 1), AxisBins(0, 8, 1)
    values = schemes.scheme_tile(p, rows, cols)[0]
    want = brute_means(lambda i, j: rope_cell(i, j, 8, 10000.0, "rotate_half", 4.0), rows, cols)
    np.testing.assert_allclose(values, want, atol=2e-6)


@pytest.mark.parametrize("heads, head", [(8, 0), (12, 9), (6, 5)])
def test_alibi_tile_is_the_bias_with_its_mask(heads, head):
    p = Params(scheme="alibi", n_heads=heads, head=head, seq_len=40, offset=3)
    q = AxisBins(3, 43, 3)
    k = AxisBins(3, 43, 4)
    values, (lo, hi), label, note = schemes.scheme_tile(p, q, k)
    m = get_slopes(heads)[head]
    want = brute_means(lambda i, j: None if j > i else -m * (i - j), q, k)
    assert np.array_equal(np.isnan(values), np.isnan(want))
    ok = ~np.isnan(want)
    np.testing.assert_allclose(values[ok], want[ok], rtol=1e-6, atol=1e-6)
    # one-signed: the colours run from the largest penalty to 0 (no half left unused)
    assert lo == pytest.approx(-m * 39) and hi == 0.0
    assert label == "Key position j" and "unmasked" in note


def test_learned_tile_marks_missing_rows(tmp_path):
    t = np.array([[p * 10 + j for j in range(4)] for p in range(6)], dtype=np.float64)
    np.save(tmp_path / "t.npy", t)
    p = Params(scheme="learned", table_file=str(tmp_path / "t.npy"), d_model=9)
    assert schemes.column_extent(p) == (0, 4)
    values, (lo, hi), label, note = schemes.scheme_tile(p, AxisBins(0, 10, 1), AxisBins(0, 4, 1))
    np.testing.assert_allclose(values[:6], t)
    assert np.isnan(values[6:]).all()
    assert hi == pytest.approx(53.0) and lo == -hi
    assert "no row past position 5" in note and "4 wide" in note
    assert "t.npy" in schemes.scheme_title(p)


def test_untrained_title_is_honest():
    assert "untrained initialisation (BERT: truncated normal σ=0.02" in schemes.scheme_title(
        Params(scheme="learned"))
    assert "GPT-2: normal σ=0.01" in schemes.scheme_title(Params(scheme="learned", init="gpt2"))


# -- distance decay ----------------------------------------------------------------------------

def test_sinusoidal_decay_is_the_normalised_dot_product_for_any_p():
    d = 32
    p = Params(d_model=d, n_heads=4)
    deltas = np.array([0, 1, 2, 5, 17, 100, 1000])
    got = schemes.distance_decay(p, deltas)["sinusoidal"]
    for start in (0, 3, 250):
        want = [ref.dot(start, start + x, d) / (d / 2) for x in deltas]
        np.testing.assert_allclose(got, want, atol=1e-12)
    assert got[0] == pytest.approx(1.0, abs=1e-15)


def test_rope_decay_is_mean_cosine_of_the_angles():
    p = Params(head_dim=64, rope_base=10000.0)
    deltas = np.arange(0, 50)
    got = schemes.distance_decay(p, deltas)["rope"]
    inv = hf_inv_freq(10000.0, 64)
    want = [math.fsum(math.cos(x * t) for t in inv) / len(inv) for x in deltas]
    np.testing.assert_allclose(got, want, atol=1e-12)


def test_alibi_decay_has_every_head():
    p = Params(n_heads=6)
    got = schemes.distance_decay(p, np.arange(10))
    for h, m in enumerate(get_slopes(6)):
        np.testing.assert_allclose(got[f"alibi h{h}"], [-m * x for x in range(10)], rtol=1e-13)
    assert sum(k.startswith("alibi") for k in got) == 6


def test_learned_decay_per_element_and_nan_past_the_table(tmp_path):
    t = np.random.default_rng(7).normal(size=(12, 5)) + np.linspace(0, 3, 12)[:, None]
    np.save(tmp_path / "t.npy", t)
    p = Params(table_file=str(tmp_path / "t.npy"))
    got = schemes.distance_decay(p, np.arange(15))["learned"]

    def cos(u, v):
        return math.fsum(u * v) / math.sqrt(math.fsum(u * u) * math.fsum(v * v))

    for x in range(12):
        want = math.fsum(cos(t[q], t[q + x]) for q in range(12 - x)) / (12 - x)
        assert got[x] == pytest.approx(want, abs=1e-12)
    assert np.isnan(got[12:]).all()


def test_binned_decay_is_the_exact_mean_of_the_per_distance_values():
    p = Params(d_model=24, head_dim=16, n_heads=8, table_size=50)
    bins = AxisBins(0, 203, 10)
    binned = schemes.distance_decay(p, bins)
    inv = hf_inv_freq(10000.0, 16)

    def sin_ref(x):
        return ref.dot(0, x, 24) / 12

    def rope_ref(x):
        return math.fsum(math.cos(x * t) for t in inv) / len(inv)

    m0 = get_slopes(8)[0]
    per = learned.mean_cosine(p, np.arange(203))
    for r, a in enumerate(range(0, 203, 10)):
        xs = range(a, min(a + 10, 203))
        assert binned["sinusoidal"][r] == pytest.approx(np.mean([sin_ref(x) for x in xs]), abs=1e-11)
        assert binned["rope"][r] == pytest.approx(np.mean([rope_ref(x) for x in xs]), abs=1e-11)
        assert binned["alibi h0"][r] == pytest.approx(np.mean([-m0 * x for x in xs]), rel=1e-13)
        inside = [per[x] for x in xs if x < 50]
        if inside:
            assert binned["learned"][r] == pytest.approx(np.mean(inside), abs=1e-12)
        else:
            assert math.isnan(binned["learned"][r])


# -- exports -----------------------------------------------------------------------------------

def test_scheme_exports(tmp_path):
    columns, n, width, rows = schemes.scheme_chunks(Params(scheme="sinusoidal", d_model=6, seq_len=5, offset=2))
    assert columns == ["position"] + [f"dim_{j}" for j in range(6)] and width == 7 and n == 5
    block = rows(0, 5)
    np.testing.assert_allclose(block[:, 1:], ref.pe_table(range(2, 7), 6), atol=1e-15)
    columns, n, width, rows = schemes.scheme_chunks(Params(scheme="rope", head_dim=8, pairing="interleaved", seq_len=4))
    assert columns[1:3] == ["cos_0", "sin_1"]
    block = rows(0, 4)
    for m in range(4):
        for j in range(8):
            assert block[m, 1 + j] == pytest.approx(rope_cell(m, j, 8, 10000.0, "interleaved"), abs=1e-15)
    columns, n, width, rows = schemes.scheme_chunks(Params(scheme="alibi", seq_len=6, n_heads=8, head=1))
    block = rows(0, n)
    assert math.isnan(block[0, 2]) and block[3, 1] == -0.25 * 3
    with pytest.raises(ExportError, match="no row past position 511"):
        schemes.scheme_chunks(Params(scheme="learned", seq_len=600))
    columns, n, width, rows = schemes.scheme_chunks(Params(scheme="learned", seq_len=512, d_model=8))
    assert n == 512 and width == 9
    with pytest.raises(ExportError, match="limited to"):
        schemes.scheme_chunks(Params(scheme="sinusoidal", seq_len=10_000_000, d_model=4096))
    with pytest.raises(ExportError, match="limited to 4,096"):
        schemes.scheme_chunks(Params(scheme="alibi", seq_len=10_000))


def test_decay_export_columns():
    columns, n, width, rows = schemes.decay_chunks(Params(seq_len=600, n_heads=4))
    assert columns == ["distance", "sinusoidal", "rope_expected", "learned_mean_cosine",
                       "alibi_h0", "alibi_h1", "alibi_h2", "alibi_h3", "t5_bias_h0",
                       "xpos_envelope", "transformer_xl_position_terms"]
    block = rows(500, 600)
    assert block[0, 0] == 500 and not np.isnan(block[11, 3]) and np.isnan(block[12:, 3]).all()
    assert block[10, 4] == pytest.approx(-get_slopes(4)[0] * 510)


# -- the hover text, word for word, with values worked out by hand ------------------------------

def test_describe_cell_sinusoidal_by_hand():
    p = Params(d_model=8, seq_len=10, offset=2)
    # dimension 2 is pair 1's sine, ω_1 = 10000^(−2/8) = 0.1: PE(3, 2) = sin(0.3)
    assert schemes.describe_cell(p, 3, 2, "sinusoidal") == (
        f"position 3 · dimension 2 (sin, pair 1) · PE = {math.sin(0.3):+.9f}")
    assert schemes.describe_cell(p, 11, 3) == f"position 11 · dimension 3 (cos, pair 1) · PE = {math.cos(1.1):+.9f}"
    big = Params(d_model=8, seq_len=1, offset=12345)
    assert schemes.describe_cell(big, 12345, 0) == f"position 12,345 · dimension 0 (sin, pair 0) · PE = {math.sin(12345):+.9f}"
    # outside the shown positions (2 … 11) or the dimensions (0 … 7): nothing
    for row, col in [(1, 0), (12, 0), (2, 8), (2, -1)]:
        assert schemes.describe_cell(p, row, col) == ""
    zero = Params(d_model=7, layout="concat-t2t", seq_len=4)
    assert schemes.describe_cell(zero, 2, 6) == (
        "position 2 · dimension 6: the zero column of odd d_model · PE = 0")


def test_describe_cell_rope_by_hand():
    p = Params(scheme="rope", head_dim=8, rope_base=10000.0, seq_len=20)
    # rotate_half: dim 3 is pair 3's cosine, dim 7 its sine; θ_3 = 10000^(−6/8) = 0.001
    assert schemes.describe_cell(p, 5, 3) == (
        f"position m = 5 · head dim 3 (pair 3, cos) · cos(m·θ) = {math.cos(0.005):+.9f} · θ = 0.001 · "
        "wavelength 6,283.19 positions")
    assert schemes.describe_cell(p, 5, 7) == (
        f"position m = 5 · head dim 7 (pair 3, sin) · sin(m·θ) = {math.sin(0.005):+.9f} · θ = 0.001 · "
        "wavelength 6,283.19 positions")
    meta = Params(scheme="rope", head_dim=8, pairing="interleaved", seq_len=20)
    # 2i, 2i+1: dim 3 is pair 1's sine, θ_1 = 10000^(−2/8) = 0.1
    assert schemes.describe_cell(meta, 12, 3) == (
        f"position m = 12 · head dim 3 (pair 1, sin) · sin(m·θ) = {math.sin(1.2):+.9f} · θ = 0.1 · "
        "wavelength 62.8319 positions")
    assert schemes.describe_cell(p, 5, 8) == "" and schemes.describe_cell(p, 20, 0) == ""


def test_describe_cell_alibi_by_hand():
    p = Params(scheme="alibi", n_heads=8, head=1, seq_len=1500)
    # 8 heads: slopes 2^−1, 2^−2, …; head 1: m = 0.25
    assert schemes.describe_cell(p, 1234, 2) == (
        "query i = 1,234 · key j = 2 · i − j = 1,232 · bias −m·(i−j) = -308 (m = 0.25)")
    assert schemes.describe_cell(p, 2, 1234) == (
        "query i = 2 · key j = 1,234 · masked: a key after the query is never attended")
    assert schemes.describe_cell(p, 2, 1500) == ""


def test_describe_cell_learned(tmp_path):
    path = tmp_path / "wpe.npy"
    np.save(path, np.array([[0.5, -0.25], [1.0, 2.0], [3.0, 4.0]]))
    p = Params(scheme="learned", table_file=str(path), d_model=2, seq_len=5)
    assert schemes.describe_cell(p, 1, 1) == "position 1 · column 1 · table value = +2"
    assert schemes.describe_cell(p, 0, 1) == "position 0 · column 1 · table value = -0.25"
    assert schemes.describe_cell(p, 3, 0) == (
        "position 3 · no row past position 2: a learned table cannot go past its maximum length "
        "(3 positions)")
    bad = tmp_path / "bad.npy"
    bad.write_bytes(b"not a table")
    text = schemes.describe_cell(Params(scheme="learned", table_file=str(bad), seq_len=5), 0, 0)
    assert "bad.npy" in text and text.strip()


def test_titles_and_labels_word_for_word():
    rope_p = Params(scheme="rope", head_dim=8)
    # choices in the words of their combos, not their keys (rotate_half, linear)
    assert schemes.scheme_title(rope_p) == "RoPE cos/sin(m·θᵢ), θ base 10,000, head dim 8, pairs i, i + d/2 (HF)"
    scaled = Params(scheme="rope", head_dim=8, scaling="linear", factor=2.0, pairing="interleaved")
    assert schemes.scheme_title(scaled) == (
        "RoPE cos/sin(m·θᵢ), θ base 10,000, head dim 8, Linear (PI) ×2, pairs 2i, 2i+1 (Meta)")
    alibi_p = Params(scheme="alibi", n_heads=8, head=1)
    assert schemes.scheme_title(alibi_p) == "ALiBi bias of head 1 of 8 (slope m = 0.25); masked keys j > i grey"
    assert schemes.scheme_title(Params(d_model=1024)) == "Sinusoidal PE, d_model 1,024, base 10,000"
    assert schemes.colour_label(alibi_p) == "bias −m·(i−j), m = 0.25"
    assert schemes.colour_label(rope_p) == "cos(m·θᵢ) / sin(m·θᵢ)"
    assert schemes.colour_label(Params()) == "PE value"
    # an untrained BERT-style table: ±2σ with σ = 0.02
    assert schemes.colour_label(Params(scheme="learned", init="bert")) == "table value (colours ±0.04)"
    assert schemes.column_label(rope_p) == "Head dimension (pairs i with i + d/2)"
    assert schemes.column_label(Params(scheme="rope", pairing="interleaved")) == "Head dimension (pairs 2i with 2i+1)"
    assert schemes.column_label(alibi_p) == "Key position j"
    assert schemes.column_label(Params(scheme="learned")) == "Table column (dimension)"
    assert schemes.column_label(Params()) == "Embedding dimension"
    assert (schemes.row_label("alibi"), schemes.row_label("rope")) == ("Query position i", "Token position")


def test_scheme_notes_word_for_word():
    none = AxisBins(0, 4, 1)
    assert schemes.scheme_note(Params(scheme="rope", head_dim=8), none, none) == (
        "dims 0–3: cos(m·θᵢ); dims 4–7: sin(m·θᵢ) of the same pairs (dim i rotates with i + 4)")
    assert schemes.scheme_note(Params(scheme="rope", head_dim=8, pairing="interleaved"), none, none) == (
        "even dims 2i: cos(m·θᵢ); odd dims 2i+1: sin(m·θᵢ)")
    assert schemes.scheme_note(Params(d_model=7, layout="concat-t2t"), none, none) == (
        "odd d_model: the last dimension is a column of zeros (tensor2tensor, fairseq)")
    assert schemes.scheme_note(Params(d_model=7), none, none) == (
        "odd d_model: the last dimension is a sine with no cosine partner")
    assert schemes.scheme_note(Params(d_model=8), none, none) == ""
    alibi_p = Params(scheme="alibi")
    assert schemes.scheme_note(alibi_p, none, none) == ""
    binned = AxisBins(0, 8, 2)
    want = "blocks on the diagonal: mean over their unmasked cells (j ≤ i)"
    assert schemes.scheme_note(alibi_p, binned, none) == want
    assert schemes.scheme_note(alibi_p, none, binned) == want


def test_join_lines():
    assert schemes.join_lines([]) == "" and schemes.join_lines(["", ""]) == ""
    assert schemes.join_lines(["a"]) == "a"
    assert schemes.join_lines(["a", "", "b", "c"]) == "a\nb\nc"


def test_model_curves_of_the_current_parameters_with_sinusoidal_wavelengths():
    bins = AxisBins(0, 6, 1)
    rope_p = Params(scheme="rope", head_dim=4, rope_base=100.0)
    c = schemes.model_curves(rope_p, bins)
    # θ = 100^(−0/4), 100^(−2/4) = 1, 0.1: wavelengths 2π, 20π; score mean_i cos(θ_i δ)
    assert (c.label, c.scheme, c.note) == ("current parameters", "rope", "")
    np.testing.assert_allclose(c.wavelengths, [2 * math.pi, 20 * math.pi], rtol=1e-12)
    np.testing.assert_allclose(c.decay, [(math.cos(k) + math.cos(0.1 * k)) / 2 for k in range(6)], atol=1e-12)
    sin_p = Params(d_model=4, base=100.0)
    s = schemes.model_curves(sin_p, bins)
    # the sin–cos pairs' ω = 100^(−0/4), 100^(−2/4): the same wavelengths 2π, 20π as RoPE's
    assert s.scheme == "sinusoidal"
    np.testing.assert_allclose(s.wavelengths, [2 * math.pi, 20 * math.pi], rtol=1e-12)
    np.testing.assert_allclose(s.decay, [(math.cos(k) + math.cos(0.1 * k)) / 2 for k in range(6)], atol=1e-12)
    a = schemes.model_curves(Params(scheme="alibi"), bins)
    assert (a.scheme, a.wavelengths, a.decay) == ("alibi", None, None)
    assert a.note == ("current parameters: ALiBi adds a bias to the logits, not a similarity: see "
                      "the Distance decay tab")
    learned = schemes.model_curves(Params(scheme="learned", d_model=4), bins)
    assert learned.wavelengths is None and learned.decay[0] == pytest.approx(1.0)  # a row with itself


def test_model_compare_data_holds_each_models_curve_and_wavelengths():
    """Row r: δ = r with A's and B's curves, then pair r with their wavelengths; NaN past
    seq_len, past a model's pairs, and for a scheme without the quantity."""
    a = Params(scheme="rope", head_dim=4, rope_base=100.0, seq_len=5,
               compare_model="preset:llama2-7b-rope")  # B: θ 10,000, head 128 (64 pairs)
    columns, rows, width, chunk = schemes.model_compare_chunks(a)
    assert columns == ["distance", "A_decay", "B_decay", "pair", "A_wavelength", "B_wavelength"]
    assert (rows, width) == (64, 6)
    whole = chunk(0, 64)
    np.testing.assert_allclose(np.vstack([chunk(0, 3), chunk(3, 40), chunk(40, 64)]), whole, rtol=1e-12, atol=1e-15)
    np.testing.assert_array_equal(whole[:5, 0], range(5))
    assert np.isnan(whole[5:, :3]).all()
    # A: θ = 1, 0.1 → mean of cos δ and cos 0.1δ; B: mean over 64 pairs of cos(10,000^(−2i/128) δ)
    np.testing.assert_allclose(whole[:5, 1], [(math.cos(k) + math.cos(0.1 * k)) / 2 for k in range(5)],
                               atol=1e-12)
    theta_b = [10_000.0 ** (-2 * i / 128) for i in range(64)]
    np.testing.assert_allclose(whole[:5, 2], [sum(math.cos(t * k) for t in theta_b) / 64 for k in range(5)],
                               atol=1e-12)
    np.testing.assert_array_equal(whole[:, 3], range(64))
    np.testing.assert_allclose(whole[:2, 4], [2 * math.pi, 20 * math.pi], rtol=1e-12)
    assert np.isnan(whole[2:, 4]).all()
    np.testing.assert_allclose(whole[:, 5], [2 * math.pi / t for t in theta_b], rtol=1e-12)
    alone = Params(scheme="alibi", seq_len=3, compare_model="")  # no B; ALiBi has neither quantity
    columns, rows, width, chunk = schemes.model_compare_chunks(alone)
    assert (columns, rows, width) == (["distance", "A_decay", "pair", "A_wavelength"], 3, 4)
    np.testing.assert_array_equal(chunk(0, 3)[:, 0], range(3))
    assert np.isnan(chunk(0, 3)[:, 1:]).all()


def test_column_extent_and_colour_range_of_each_scheme(tmp_path):
    p = Params(d_model=8, head_dim=4, offset=3, seq_len=5)  # scheme sinusoidal
    assert schemes.column_extent(p) == (0, 8)
    assert schemes.column_extent(p, "rope") == (0, 4)
    assert schemes.column_extent(p, "alibi") == (3, 8)  # keys j = offset … offset + seq_len − 1
    assert schemes.column_extent(Params(scheme="rope", head_dim=4)) == (0, 4)
    bad = tmp_path / "bad.npy"
    bad.write_bytes(b"not a table")
    broken = Params(scheme="learned", table_file=str(bad), d_model=6)
    assert schemes.column_extent(broken) == (0, 6)  # the error is shown with the tile
    assert schemes.colour_range(broken) == (-1.0, 1.0)
    alibi_p = Params(scheme="alibi", n_heads=8, head=0, seq_len=5)
    assert schemes.colour_range(Params(n_heads=8, head=0, seq_len=5), "alibi") == (-0.5 * 4, 0.0)  # −m·(seq_len−1)
    assert schemes.colour_range(alibi_p) == (-2.0, 0.0)


def test_scheme_tile_of_another_scheme_than_the_params():
    p = Params(n_heads=8, head=0, seq_len=4)  # the params' scheme is sinusoidal
    rows, cols = AxisBins(0, 4, 1), AxisBins(0, 4, 2)
    values, levels, label, note = schemes.scheme_tile(p, rows, cols, "alibi")
    assert values.dtype == np.float32
    # m = 1/2, bias −(i − j)/2; each cell the mean over the unmasked keys j ≤ i of keys {0, 1}, {2, 3}:
    # i = 2: (−1 − 0.5)/2, 0 (j = 2 only); i = 3: (−1.5 − 1)/2, (−0.5 + 0)/2
    np.testing.assert_array_equal(values, [[0, np.nan], [-0.25, np.nan], [-0.75, 0], [-1.25, -0.25]])
    assert levels == (-1.5, 0.0) and label == "Key position j"
    assert note == "blocks on the diagonal: mean over their unmasked cells (j ≤ i)"
    with pytest.raises(ValueError, match=r"^unknown scheme 'bogus'$"):
        schemes.scheme_tile(p, rows, cols, "bogus")


def test_refuse_size_word_for_word():
    schemes._refuse_size(10_000, 10_000, "table")  # exactly the limit: allowed
    with pytest.raises(InputError) as err:
        schemes._refuse_size(10_001, 10_000, "sinusoidal table")
    assert str(err.value) == (
        "the sinusoidal table of 10,001 positions × 10,000 columns has 100,010,000 values; the export "
        "is limited to 100,000,000 values (about 800 MB as .npy): use fewer positions")
    with pytest.raises(InputError, match=r"^the sinusoidal table of 100,001 positions × 1,000 columns"):
        schemes.scheme_chunks(Params(d_model=1000, seq_len=100_001))
    with pytest.raises(InputError, match=r"^the RoPE table of 1,000,000 positions × 128 columns"):
        schemes.scheme_chunks(Params(scheme="rope", head_dim=128, seq_len=1_000_000))


def test_scheme_chunks_rows_from_inside_the_range():
    p = Params(d_model=4, base=100.0, offset=5, seq_len=10)
    columns, n, width, rows = schemes.scheme_chunks(p)
    # positions 7, 8; ω = 1, 0.1; interleaved sin, cos
    want = [[m, math.sin(m), math.cos(m), math.sin(0.1 * m), math.cos(0.1 * m)] for m in (7, 8)]
    np.testing.assert_allclose(rows(2, 4), want, atol=1e-12)
    r = Params(scheme="rope", head_dim=4, rope_base=100.0, offset=5, seq_len=10)
    columns, n, width, rows = schemes.scheme_chunks(r)
    assert columns == ["position", "cos_0", "cos_1", "sin_2", "sin_3"]
    want = [[m, math.cos(m), math.cos(0.1 * m), math.sin(m), math.sin(0.1 * m)] for m in (7, 8)]
    np.testing.assert_allclose(rows(2, 4), want, atol=1e-12)


def test_decay_export_refuses_a_bad_table(tmp_path):
    bad = tmp_path / "bad.npy"
    bad.write_bytes(b"not a table")
    with pytest.raises(InputError) as err:
        schemes.decay_chunks(Params(scheme="learned", table_file=str(bad)))
    assert str(err.value) == "table file bad.npy: not a .npy file (no NumPy header)"


def test_sinusoidal_decay_with_no_or_one_pair():
    one = schemes.distance_decay(Params(d_model=1), [0, 1, 2], schemes=("sinusoidal",))
    assert list(one) == ["sinusoidal"] and one["sinusoidal"].shape == (3,)
    assert np.isnan(one["sinusoidal"]).all()  # d_model 1: no (sin, cos) pair to average
    three = schemes.distance_decay(Params(d_model=3), [0, 1, 2], schemes=("sinusoidal",))
    np.testing.assert_allclose(three["sinusoidal"], [1.0, math.cos(1), math.cos(2)], atol=1e-15)  # ω_0 = 1


ROTATE_HALF_8 = "dims 0–3: cos(m·θᵢ); dims 4–7: sin(m·θᵢ) of the same pairs (dim i rotates with i + 4)"


def test_rope_scaling_notes_word_for_word():
    b = AxisBins(0, 4, 1)
    yarn = Params(scheme="rope", head_dim=8, scaling="yarn", factor=4.0)
    # YaRN: 0.1·ln 4 + 1 = 1.1386…
    assert schemes.scheme_note(yarn, b, b) == (
        ROTATE_HALF_8 + "\nYaRN's attention scaling 1.139 is not applied to the drawn cos/sin")
    long = Params(scheme="rope", head_dim=8, scaling="longrope", factor=4.0)
    # LongRoPE: √(1 + ln 4 / ln 8192) = 1.0742…
    assert schemes.scheme_note(long, b, b) == (
        ROTATE_HALF_8 + "\nLongRoPE's attention scaling 1.074 is not applied to the drawn cos/sin\n"
        "LongRoPE's short factors: the last position + 1 (50) is within the original context 8,192")
    dyn = Params(scheme="rope", head_dim=8, scaling="dynamic-ntk", factor=4.0)
    assert schemes.scheme_note(dyn, b, b) == (
        ROTATE_HALF_8 + "\ndynamic NTK at L = 8,192: the last position + 1 (50), at least the original "
        "context 8,192")
    assert schemes.scheme_note(Params(scheme="rope", head_dim=8, scaling="linear", factor=4.0), b, b) == ROTATE_HALF_8


def test_learned_notes_at_the_table_end():
    p = Params(scheme="learned", table_size=6, d_model=4)  # untrained: 6 rows
    untrained = "untrained: random values, no structure by position"
    past = "no row past position 5: a learned table cannot go past its maximum length (6 positions)"
    end_bin = "the bin at the end averages only the rows that exist"
    one = AxisBins(0, 4, 1)
    assert schemes.scheme_note(p, AxisBins(0, 10, 4), one) == "\n".join([past, end_bin, untrained])
    assert schemes.scheme_note(p, AxisBins(0, 6, 2), one) == untrained  # ends at the last row
    assert schemes.scheme_note(p, AxisBins(6, 10, 2), one) == "\n".join([past, untrained])  # all past
    assert schemes.scheme_note(p, AxisBins(0, 10, 1), one) == "\n".join([past, untrained])  # not averaged
    assert schemes.scheme_note(p, one, AxisBins(0, 4, 2)) == untrained  # averaged columns only


def test_trained_table_title_and_notes(tmp_path):
    path = tmp_path / "wpe.npy"
    np.save(path, np.ones((3, 2)))
    p = Params(scheme="learned", table_file=str(path), d_model=8)
    assert schemes.scheme_title(p) == "Learned table: trained table from wpe.npy"
    assert schemes.colour_label(p) == "table value (colours ± its largest |value|)"
    assert schemes.scheme_note(p, AxisBins(0, 3, 1), AxisBins(0, 2, 1)) == (
        "the table is 2 wide, not d_model 8: its width is used")


def test_model_curves_of_an_opened_model_and_a_broken_table_beside(tmp_path):
    from pe_desktop.core import models
    from tests.shaped_models import DATA
    bloom = models.model_params(models.read_model(DATA / "bloom-560m"))
    a = schemes.model_curves(bloom, AxisBins(0, 4, 1))
    assert a.label == "bloom-560m" and a.note.startswith("bloom-560m: ALiBi adds a bias")
    bad = tmp_path / "bad.npy"
    bad.write_bytes(b"not a table")
    # a RoPE model's curve needs no learned table: a broken table file does not stop it
    llama = models.model_params(models.read_model(DATA / "llama-2-7b")).replace(table_file=str(bad))
    c = schemes.model_curves(llama, AxisBins(0, 3, 1))
    assert c.label == "llama-2-7b" and c.decay[0] == pytest.approx(1.0, abs=1e-15)  # cos 0 = 1


def test_labels_and_extents_of_another_scheme_than_the_params():
    p = Params(d_model=8, head_dim=4, init="gpt2")  # the params' scheme is sinusoidal
    assert schemes.colour_label(p, "learned") == "table value (colours ±0.03)"  # GPT-2 wpe: ±3σ, σ = 0.01
    assert schemes.describe_cell(p, 0, 5, "rope") == ""  # RoPE's columns are its 4 head dims
    assert schemes.describe_cell(p, 0, 3, "rope").startswith("position m = 0 · head dim 3 (pair 1, sin)")


# -- a model's layers, side by side -------------------------------------------------------------

def layered(tmp_path, config):
    import json

    (tmp_path / "config.json").write_text(json.dumps(config))
    return Params(model=str(tmp_path), seq_len=20)


GEMMA3_SAVED = {"model_type": "gemma3_text", "hidden_size": 64, "num_attention_heads": 4,
                "head_dim": 16, "max_position_embeddings": 131072, "num_hidden_layers": 6,
                "layer_types": ["sliding_attention"] * 5 + ["full_attention"],
                "rope_parameters": {"full_attention": {"rope_type": "linear", "factor": 8.0,
                                                       "rope_theta": 1e6},
                                    "sliding_attention": {"rope_type": "default",
                                                          "rope_theta": 10000.0}}}
SCOUT_SMALL = {"model_type": "llama4_text", "head_dim": 16, "num_hidden_layers": 8,
               "rope_theta": 500000.0, "max_position_embeddings": 8192}


def test_layer_curves_of_each_kind_by_the_formulas(tmp_path):
    """Wavelengths 2π·θ^(2i/d) (×8 for linear), the decay mean_i cos(θ'_i δ) at every δ of
    single-position bins, and 1 at every δ for layers without RoPE."""
    params = layered(tmp_path, GEMMA3_SAVED)
    bins = AxisBins.fit(0, 20, 20)
    local, full = schemes.layer_curves(params, bins)
    i = np.arange(8)
    np.testing.assert_allclose(local.wavelengths, 2 * np.pi * 1e4 ** (2 * i / 16), rtol=1e-12)
    np.testing.assert_allclose(full.wavelengths, 2 * np.pi * 1e6 ** (2 * i / 16) * 8, rtol=1e-12)
    delta = np.arange(20)[:, None]
    np.testing.assert_allclose(local.decay, np.cos(delta * 1e4 ** (-2 * i / 16)).mean(axis=1),
                               atol=1e-12)
    np.testing.assert_allclose(full.decay, np.cos(delta * 1e6 ** (-2 * i / 16) / 8).mean(axis=1),
                               atol=1e-12)
    assert (local.kind.layers, full.kind.layers) == ((0, 1, 2, 3, 4), (5,))
    rotating, nope = schemes.layer_curves(layered(tmp_path, SCOUT_SMALL), bins)
    assert nope.wavelengths is None and nope.kind.layers == (3, 7)
    np.testing.assert_array_equal(nope.decay, np.ones(20))
    assert schemes.layer_curves(Params(), bins) == ()


def test_layer_curves_at_the_views_positions(tmp_path):
    """A kind is drawn at the view's positions, not the model's context: dynamic NTK's base
    follows the last position shown."""
    config = dict(GEMMA3_SAVED, rope_parameters=dict(
        GEMMA3_SAVED["rope_parameters"],
        full_attention={"rope_type": "dynamic", "factor": 4.0, "rope_theta": 1e6}),
        max_position_embeddings=1000)
    params = layered(tmp_path, config)
    bins = AxisBins.fit(0, 20, 20)
    near = schemes.layer_curves(params, bins)[1]
    far = schemes.layer_curves(params.replace(seq_len=20_000, offset=0), bins)[1]
    assert np.abs(near.decay - far.decay).max() > 1e-3
    offset = schemes.layer_curves(params.replace(offset=30_000), bins)[1]
    assert np.abs(near.decay - offset.decay).max() > 1e-3


def test_layer_table_one_row_per_layer(tmp_path):
    columns, rows = schemes.layer_table(layered(tmp_path, GEMMA3_SAVED))
    assert columns == ["layer", "kind", "has_positions", "rope_base", "scaling_factor",
                       "shortest_wavelength", "longest_wavelength"]
    assert rows.dtype == np.float64 and rows.shape == (6, 7)
    longest_local = 2 * np.pi * 1e4 ** (14 / 16)
    np.testing.assert_allclose(rows[0], [0, 0, 1, 1e4, 1.0, 2 * np.pi, longest_local], rtol=1e-12)
    np.testing.assert_allclose(rows[5], [5, 1, 1, 1e6, 8.0, 16 * np.pi, 8 * 2 * np.pi * 1e6 ** (14 / 16)],
                               rtol=1e-12)
    columns, rows = schemes.layer_table(layered(tmp_path, SCOUT_SMALL))
    assert list(rows[:, 0]) == list(range(8)) and list(rows[:, 1]) == [0, 0, 0, 1, 0, 0, 0, 1]
    assert list(rows[:, 2]) == [1, 1, 1, 0, 1, 1, 1, 0]
    assert np.isnan(rows[3, 3:]).all() and not np.isnan(rows[2]).any()


def test_layer_table_needs_layers_that_differ(tmp_path):
    from pe_desktop.core.params import ParamError

    with pytest.raises(ParamError) as caught:
        schemes.layer_table(Params())
    assert caught.value.args[0] == (
        "no model is open: no layer types that differ in positions (Gemma 2 and 3, ModernBERT, "
        "OLMo 3, Llama 4, SmolLM3, Cohere2, EXAONE 4 have them)")
    alike = layered(tmp_path, {"model_type": "llama", "hidden_size": 64, "num_attention_heads": 4,
                               "max_position_embeddings": 4096})
    with pytest.raises(ParamError) as caught:
        schemes.layer_table(alike)
    assert caught.value.args[0].startswith(f"{tmp_path.name}: no layer types that differ")
