"""The scheme tiles, the distance decay and the scheme data exports, against the formulas
written per element here (the reference code's own style), never the core's own functions."""
import math

import numpy as np
import pytest

from pe_desktop.core import learned, schemes
from pe_desktop.core.datafiles import ExportError
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
    assert pairing in label and levels == (-1.0, 1.0)
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
                       "alibi_h0", "alibi_h1", "alibi_h2", "alibi_h3"]
    block = rows(500, 600)
    assert block[0, 0] == 500 and not np.isnan(block[11, 3]) and np.isnan(block[12:, 3]).all()
    assert block[10, 4] == pytest.approx(-get_slopes(4)[0] * 510)
