"""The five relative schemes against references written out here (the papers' and libraries'
formulas, cell by cell), values worked out by hand, and brute-force block means."""
import math
import struct

import numpy as np
import pytest

from pe_desktop.core import pairwise, relative, rope, schemes
from pe_desktop.core.errors import ExportError
from pe_desktop.core.params import Params
from pe_desktop.core.viewport import AxisBins


def f32(x: float) -> float:
    return struct.unpack("f", struct.pack("f", x))[0]


def hf_bucket(rp, bidirectional, num_buckets, max_distance):
    """transformers' T5Attention._relative_position_bucket for one int, in plain Python: the
    log part in float32 as torch computes it (rp.float() / max_exact, log, / the float64
    log of max_distance / max_exact applied to float32, × (num_buckets − max_exact),
    .to(long) truncating toward zero)."""
    ret = 0
    if bidirectional:
        num_buckets //= 2
        ret += num_buckets if rp > 0 else 0
        rp = abs(rp)
    else:
        rp = -min(rp, 0)
    max_exact = num_buckets // 2
    if rp < max_exact:
        return ret + rp
    x = f32(f32(float(rp)) / f32(max_exact))
    x = f32(math.log(x))
    x = f32(x / f32(math.log(max_distance / max_exact)))
    x = f32(x * f32(num_buckets - max_exact))
    return ret + min(max_exact + int(x), num_buckets - 1)


# (num_buckets, max_distance); (10, 160), (20, 320), (48, 81), (96, 162) decoder-side have
# distances where float64 arithmetic would give another bucket than torch's float32
T5_CONFIGS = [(32, 128), (64, 256), (16, 64), (128, 1024), (8, 20), (10, 160), (20, 320),
              (48, 81), (96, 162), (40, 320), (96, 81)]


@pytest.mark.parametrize("bidirectional", [True, False])
@pytest.mark.parametrize("config", T5_CONFIGS)
def test_t5_buckets_equal_the_written_out_formula(config, bidirectional):
    nb, md = config
    max_exact = (nb // 2 if bidirectional else nb) // 2
    if md <= max_exact:
        pytest.skip("Params refuses it")
    rp = np.arange(-4096, 4097)
    want = [hf_bucket(int(x), bidirectional, nb, md) for x in rp]
    assert relative.t5_bucket(rp, bidirectional, nb, md).tolist() == want


def test_t5_buckets_by_hand():
    # T5's encoder: 32 buckets, max distance 128, bidirectional: 16 per direction, 8 exact.
    # keys after the query (rp > 0) add 16; log part 8 + trunc(log(|rp|/8)/log(16)·8)
    b = {rp: int(relative.t5_bucket(rp, True, 32, 128)) for rp in
         [0, -1, 1, -7, 7, -8, -12, 12, -16, -64, -127, -128, -5000, 200]}
    assert b == {0: 0, -1: 1, 1: 17, -7: 7, 7: 23,
                 -8: 8,  # log(1) = 0
                 -12: 9, 12: 25,  # 2·log2(1.5) = 1.17
                 -16: 10,  # 2·log2(2) = 2
                 -64: 14,  # 2·log2(8) = 6
                 -127: 15,  # 2·log2(15.875) = 7.98
                 -128: 15, -5000: 15,  # saturated: min(…, 15)
                 200: 31}
    # the decoder: 32 buckets, causal, 16 exact; keys after the query share bucket 0
    c = {rp: int(relative.t5_bucket(rp, False, 32, 128)) for rp in [5, 0, -15, -16, -32, -64, -127, -128]}
    assert c == {5: 0, 0: 0, -15: 15, -16: 16,
                 -32: 21,  # 16 + trunc(16·log(2)/log(8)) = 16 + 5
                 -64: 26,  # 16 + trunc(16·2/3)
                 -127: 31, -128: 31}
    # 10 buckets causal, max distance 160: log(16)/log(32)·5 is 4 in float32 (torch), 3.999…
    # in float64
    assert relative.t5_bucket(-80, False, 10, 160) == 5 + 4


@pytest.mark.parametrize("config", T5_CONFIGS[:6])
def test_t5_bucket_properties(config):
    nb, md = config
    for bidirectional in (True, False):
        n = nb // 2 if bidirectional else nb
        exact = n // 2
        behind = relative.t5_bucket(-np.arange(0, 3 * md), bidirectional, nb, md)
        assert behind[:exact].tolist() == list(range(exact))  # one bucket per distance
        assert behind[exact] == exact  # the log part starts at max_exact
        assert np.all(np.diff(behind) >= 0)  # monotone in |rp|
        assert np.all(behind[md:] == n - 1) and behind[md - 1] <= n - 1  # saturated from md on
        if bidirectional:
            ahead = relative.t5_bucket(np.arange(1, 3 * md), True, nb, md)
            assert np.array_equal(ahead, behind[1:] + n)


def random_params(rng, scheme, **changes):
    values = dict(scheme=scheme, seq_len=int(rng.integers(1, 50)), offset=int(rng.integers(0, 40)),
                  t5_buckets=int(rng.choice([8, 16, 32])), t5_max_distance=int(rng.choice([20, 33])),
                  t5_bidirectional=bool(rng.integers(2)), t5_values=str(rng.choice(["bucket", "bias"])),
                  shaw_k=int(rng.integers(1, 9)), xpos_scale_base=float(rng.choice([1.0, 3.0, 512.0])),
                  head_dim=int(rng.choice([2, 8])), d_model=int(rng.choice([6, 16])),
                  txl_term=str(rng.choice(["total", "content", "content-position", "content-bias",
                                           "position-bias"])),
                  n_heads=3, head=int(rng.integers(0, 3)), seed=int(rng.integers(0, 100)))
    values.update(changes)
    return Params(**values)


def shaw_reference(length_q, length_k, max_relative_position):
    """tensor2tensor's _generate_relative_positions_matrix (the clipped distances; the table
    index is this + max_relative_position)."""
    range_vec_k = np.arange(length_k)
    range_vec_q = range_vec_k[-length_q:]
    distance_mat = range_vec_k[None, :] - range_vec_q[:, None]
    return np.clip(distance_mat, -max_relative_position, max_relative_position)


def txl_reference(p, i, j):
    """Dai et al.'s four terms for query i, key j with the draws as relative.txl_draws says:
    q, k, u, v = standard_normal((4, head_dim))/√head_dim, then W_R = standard_normal(
    (head_dim, width))/√width; R as Transformer-XL's PositionalEmbedding."""
    rng = np.random.default_rng(p.seed)
    inv_freq = 1 / (p.base ** (np.arange(0.0, p.d_model, 2.0) / p.d_model))
    width = 2 * inv_freq.size
    q, k, u, v = rng.standard_normal((4, p.head_dim)) / math.sqrt(p.head_dim)
    w_r = rng.standard_normal((p.head_dim, width)) / math.sqrt(width)
    pos_seq = float(i - j)
    r = np.concatenate([np.sin(pos_seq * inv_freq), np.cos(pos_seq * inv_freq)])
    terms = {"content": q @ k, "content-position": q @ w_r @ r, "content-bias": u @ k,
             "position-bias": v @ w_r @ r}
    terms["total"] = sum(terms.values())
    return terms


def xpos_rotate_reference(x, pos, p, key):
    """torchscale's XPOS on one vector, interleaved pairs, pair by pair: scale ζ^(pos/γ)
    (keys ζ^(−pos/γ)), ζ = (2t + 0.4·d)/(1.4·d), angle pos·base^(−2t/d)."""
    d = p.head_dim
    out = np.empty(d)
    for t in range(d // 2):
        zeta = (2 * t + 0.4 * d) / (1.4 * d)
        s = zeta ** ((-pos if key else pos) / p.xpos_scale_base)
        angle = pos * p.rope_base ** (-2 * t / d)
        c, sn = math.cos(angle), math.sin(angle)
        out[2 * t] = (x[2 * t] * c - x[2 * t + 1] * sn) * s
        out[2 * t + 1] = (x[2 * t + 1] * c + x[2 * t] * sn) * s
    return out


def xpos_envelope_reference(p, delta):
    d = p.head_dim
    return sum(((2 * t + 0.4 * d) / (1.4 * d)) ** (delta / p.xpos_scale_base)
               * math.cos(delta * p.rope_base ** (-2 * t / d)) for t in range(d // 2)) / (d // 2)


def cell_value(p, scheme, i, j, table=None):
    """One cell by the references above (None where masked)."""
    if scheme == "t5":
        if j > i and not p.t5_bidirectional:
            return None
        bucket = hf_bucket(j - i, p.t5_bidirectional, p.t5_buckets, p.t5_max_distance)
        if p.t5_values == "bucket":
            return bucket
        return relative.t5_bias_table(p, table)[bucket, p.head]
    if scheme == "shaw":
        length = max(i, j) + 1
        return int(shaw_reference(length, length, p.shaw_k)[i, j])
    if j > i:
        return None
    if scheme == "transformer-xl":
        return txl_reference(p, i, j)[p.txl_term]
    if scheme == "xpos":
        return xpos_envelope_reference(p, i - j)
    return 1 / (i + 1)


def brute_tile(p, scheme, q, k, table=None):
    values = {(i, j): cell_value(p, scheme, i, j, table)
              for i in range(q.start, q.stop) for j in range(k.start, k.stop)}
    out = np.full((q.count, k.count), np.nan)
    for r, (a, nr) in enumerate(zip(q.starts(), q.sizes())):
        for c, (b, nc) in enumerate(zip(k.starts(), k.sizes())):
            block = [values[i, j] for i in range(a, a + nr) for j in range(b, b + nc)
                     if values[i, j] is not None]
            if block:
                out[r, c] = math.fsum(block) / len(block)
    return out


SCHEMES = ["t5", "shaw", "transformer-xl", "xpos", "nope"]


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("seed", range(12))
def test_block_means_equal_brute_force(scheme, seed):
    rng = np.random.default_rng(seed)
    p = random_params(rng, scheme)
    q = AxisBins(p.offset, p.offset + p.seq_len, int(rng.integers(1, 8)))
    k = AxisBins(p.offset, p.offset + p.seq_len, int(rng.integers(1, 8)))
    got = relative.tile(p, scheme, q, k)
    want = brute_tile(p, scheme, q, k)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-13)


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("seed", range(8))
def test_zoomed_block_means_equal_brute_force(scheme, seed):
    # a view zoomed into another rectangle: queries and keys over ranges of their own
    rng = np.random.default_rng(100 + seed)
    p = random_params(rng, scheme, seq_len=80, offset=int(rng.integers(0, 1000)))
    r0, c0 = (p.offset + int(x) for x in rng.integers(0, 50, 2))
    q = AxisBins(r0, r0 + int(rng.integers(1, 30)), int(rng.integers(1, 6)))
    k = AxisBins(c0, c0 + int(rng.integers(1, 30)), int(rng.integers(1, 6)))
    got = relative.tile(p, scheme, q, k)
    want = brute_tile(p, scheme, q, k)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-13)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_single_cells_are_the_direct_values(scheme):
    rng = np.random.default_rng(7)
    for _ in range(4):
        p = random_params(rng, scheme, seq_len=30)
        cells = AxisBins(p.offset, p.offset + 30, 1)
        got = relative.tile(p, scheme, cells, cells)
        for r in range(30):
            for c in range(30):
                want = cell_value(p, scheme, p.offset + r, p.offset + c)
                if want is None:
                    assert np.isnan(got[r, c])
                elif scheme in ("t5", "shaw", "nope"):
                    assert got[r, c] == want  # exactly
                else:
                    assert got[r, c] == pytest.approx(want, rel=1e-12, abs=1e-14)


@pytest.mark.parametrize("scheme", SCHEMES)
def test_far_positions_in_wide_bins(scheme):
    # 10^6 positions from 10^7 on, bins of 997 × 1013: spot blocks against brute force
    p = Params(scheme=scheme, seq_len=1_000_000, offset=10_000_000, head_dim=8, d_model=16,
               t5_bidirectional=scheme != "t5", t5_values="bias", xpos_scale_base=8.0)
    q = AxisBins(p.offset, p.offset + p.seq_len, 997)
    k = AxisBins(p.offset, p.offset + p.seq_len, 1013)
    got = relative.tile(p, scheme, q, k)
    for r, c in [(0, 0), (5, 4), (6, 6), (100, 98), (100, 50), (3, 900)]:
        a, b = int(q.starts()[r]), int(k.starts()[c])
        i, j = np.meshgrid(np.arange(a, a + 997), np.arange(b, b + 1013), indexing="ij")
        if scheme == "nope":
            keep = j <= i
            values, weights = 1.0 / (i[keep] + 1.0), np.ones(keep.sum())
        else:  # each distance once, weighted by its cells
            d, weights = np.unique(i - j, return_counts=True)
            if scheme != "shaw":  # the causal ones: keys j ≤ i only
                d, weights = d[d >= 0], weights[d >= 0]
            if scheme == "t5":
                values = relative.t5_bias_table(p)[relative.t5_bucket(-d, False, 32, 128), p.head]
            elif scheme == "shaw":
                values = np.clip(-d, -16, 16).astype(float)
            elif scheme == "transformer-xl":
                values = sum(relative.txl_terms(p, d).values())
            else:
                values = relative.xpos_envelope(p, d)
        if not weights.size:
            assert np.isnan(got[r, c])
        else:
            want = math.fsum(values * weights) / weights.sum()
            assert got[r, c] == pytest.approx(want, rel=1e-9, abs=1e-12), (r, c)


# -- T5 ------------------------------------------------------------------------------------

def test_t5_untrained_table_is_hugging_face_init_seeded():
    p = Params(scheme="t5", t5_buckets=16, n_heads=4, d_model=64, seed=3)
    want = np.random.default_rng(3).normal(0.0, 64 ** -0.5, size=(16, 4))
    np.testing.assert_array_equal(relative.t5_bias_table(p), want)
    assert not relative.t5_is_trained(p)


def test_t5_bias_from_an_explicit_table():
    table = np.arange(32 * 2, dtype=float).reshape(32, 2) * 0.25  # bias = bucket·0.5 + head·0.25
    p = Params(scheme="t5", seq_len=40, n_heads=2, head=1, t5_values="bias")
    cells = AxisBins(0, 40, 1)
    got = relative.t5_tile(p, cells, cells, table)
    i, j = np.meshgrid(np.arange(40), np.arange(40), indexing="ij")
    np.testing.assert_array_equal(got, relative.t5_bucket(j - i, True, 32, 128) * 0.5 + 0.25)
    # the decay curve: the head's bias at relative position −δ, whatever t5_values says
    d = np.arange(0, 300)
    want = relative.t5_bucket(-d, True, 32, 128) * 0.5 + 0.25
    np.testing.assert_array_equal(relative.t5_decay(p.replace(t5_values="bucket"), d, table), want)
    bins = AxisBins(0, 300, 7)
    means = [np.mean(want[s:s + n]) for s, n in zip(bins.starts(), bins.sizes())]
    np.testing.assert_allclose(relative.t5_decay(p, bins, table), means, rtol=1e-14)


def test_t5_causal_masks_keys_after_the_query():
    p = Params(scheme="t5", seq_len=10, t5_bidirectional=False)
    cells = AxisBins(0, 10, 1)
    got = relative.t5_tile(p, cells, cells)
    assert np.isnan(got[np.triu_indices(10, 1)]).all() and not np.isnan(got[np.tril_indices(10)]).any()
    assert relative.t5_value_at(p, 3, 4) is None and relative.t5_value_at(p, 4, 3)[0] == 1


def test_t5_colour_range():
    p = Params(scheme="t5", t5_buckets=16)
    assert relative.t5_range(p) == (0.0, 15.0)
    lim = np.max(np.abs(relative.t5_bias_table(p)[:, p.head]))
    assert relative.t5_range(p.replace(t5_values="bias")) == (-lim, lim)


# -- Shaw ----------------------------------------------------------------------------------

def test_shaw_matches_tensor2tensor():
    for k in (1, 3, 16):
        want = shaw_reference(40, 40, k)
        i, j = np.meshgrid(np.arange(40), np.arange(40), indexing="ij")
        np.testing.assert_array_equal(relative.shaw_index(i, j, k), want)
        cells = AxisBins(0, 40, 1)
        np.testing.assert_array_equal(relative.shaw_tile(Params(shaw_k=k, seq_len=40), cells, cells), want)
    # the clip is at k itself: distance k keeps its own vector, k + 1 shares it
    assert relative.shaw_index(0, 16, 16) == 16 and relative.shaw_index(0, 17, 16) == 16
    assert relative.shaw_index(20, 4, 16) == -16 and relative.shaw_index(20, 5, 16) == -15


def test_shaw_mark():
    assert relative.shaw_mark(Params(shaw_k=7)) == (7, "Shaw: beyond k = 7 every distance shares one vector")


# -- Transformer-XL ------------------------------------------------------------------------

def test_txl_terms_equal_the_reference_and_sum_to_the_total():
    p = Params(scheme="transformer-xl", d_model=12, head_dim=6, seed=5)
    for i, j in [(0, 0), (7, 3), (50, 1), (1000, 10)]:
        want = txl_reference(p, i, j)
        got = relative.txl_value_at(p, i, j)
        for name in want:
            assert got[name] == pytest.approx(want[name], rel=1e-12, abs=1e-14)
        assert got["total"] == pytest.approx(sum(got[n] for n in relative.TXL_TERMS), rel=1e-13)
    assert relative.txl_value_at(p, 3, 4) is None
    # (a) and (c) are the same in every cell; (d) is not zero (its own term in the total)
    d = relative.txl_terms(p, np.arange(20))
    assert np.ptp(d["content"]) == 0 and np.ptp(d["content-bias"]) == 0
    assert np.ptp(d["position-bias"]) > 0.01


def test_txl_decay_is_the_two_position_terms():
    p = Params(scheme="transformer-xl", d_model=16, head_dim=8, seed=2)
    d = np.arange(0, 60)
    want = [txl_reference(p, int(x), 0)["content-position"] + txl_reference(p, int(x), 0)["position-bias"]
            for x in d]
    np.testing.assert_allclose(relative.txl_decay(p, d), want, rtol=1e-12, atol=1e-14)
    bins = AxisBins(0, 60, 7)
    means = [np.mean(want[s:s + n]) for s, n in zip(bins.starts(), bins.sizes())]
    np.testing.assert_allclose(relative.txl_decay(p, bins), means, rtol=1e-12, atol=1e-14)


def test_txl_term_shares():
    p = Params(scheme="transformer-xl", d_model=8, head_dim=4, seq_len=30, seed=9)
    sums = dict.fromkeys(relative.TXL_TERMS, 0.0)
    for i in range(30):
        for j in range(i + 1):
            for name, value in txl_reference(p, i, j).items():
                if name != "total":
                    sums[name] += abs(value)
    total = sum(sums.values())
    shares = relative.txl_term_shares(p)
    for name in relative.TXL_TERMS:
        assert shares[name] == pytest.approx(sums[name] / total, rel=1e-12)
    assert sum(shares.values()) == pytest.approx(1.0)


def test_txl_term_shares_over_several_chunks():
    p = Params(scheme="transformer-xl", d_model=32, head_dim=8, seq_len=40_000, seed=1)
    d = np.arange(40_000)
    weight = (40_000 - d).astype(float)
    sums = {name: float(np.abs(v) @ weight) for name, v in relative.txl_terms(p, d).items()}
    total = sum(sums.values())
    shares = relative.txl_term_shares(p)
    for name in relative.TXL_TERMS:
        assert shares[name] == pytest.approx(sums[name] / total, rel=1e-10)


def test_txl_colour_range_is_the_largest_value_shown():
    for term in ["total", "content", "content-position", "content-bias", "position-bias"]:
        p = Params(scheme="transformer-xl", d_model=16, head_dim=8, txl_term=term, seq_len=300)
        cells = AxisBins(0, 300, 1)
        lo, hi = relative.txl_range(p)
        values = relative.txl_tile(p, cells, cells)
        assert lo == -hi and hi == pytest.approx(np.nanmax(np.abs(values)), rel=1e-6)


def test_txl_colour_range_of_many_positions_spans_the_first_distances():
    p = Params(scheme="transformer-xl", d_model=16, head_dim=8, seq_len=100_000)
    first = relative.txl_terms(p, np.arange(relative.TXL_RANGE_DISTANCES))
    assert relative.txl_range(p)[1] == pytest.approx(np.abs(sum(first.values())).max(), rel=1e-12)
    assert "colours ± the largest |value| at δ < 4,096" in schemes.scheme_note(
        p, AxisBins(0, 100_000, 1000), AxisBins(0, 100_000, 1000))


# -- xPos ----------------------------------------------------------------------------------

def test_xpos_zeta_is_torchscale_s():
    p = Params(head_dim=8)
    np.testing.assert_allclose(relative.xpos_zeta(p), [(0 + 3.2) / 11.2, (2 + 3.2) / 11.2,
                                                       (4 + 3.2) / 11.2, (6 + 3.2) / 11.2], rtol=1e-15)


def test_xpos_rotation_equals_the_reference_and_scores_depend_on_m_minus_n():
    p = Params(scheme="xpos", head_dim=8, rope_base=100.0, xpos_scale_base=16.0)
    rng = np.random.default_rng(0)
    q, k = rng.normal(size=8), rng.normal(size=8)
    for m in (0, 3, 40):
        np.testing.assert_allclose(relative.xpos_rotate(q, [m], p)[0],
                                   xpos_rotate_reference(q, m, p, key=False), rtol=1e-13)
        np.testing.assert_allclose(relative.xpos_rotate(k, [m], p, key=True)[0],
                                   xpos_rotate_reference(k, m, p, key=True), rtol=1e-13)
    # a centre scales q by ζ^(−c/γ) and k by ζ^(c/γ): q·k keeps its value
    a = relative.xpos_rotate(q, [30], p) @ relative.xpos_rotate(k, [12], p, key=True).T
    b = relative.xpos_rotate(q, [30], p, centre=17) @ relative.xpos_rotate(k, [12], p, key=True, centre=17).T
    c = relative.xpos_rotate(q, [118], p) @ relative.xpos_rotate(k, [100], p, key=True).T
    assert a[0, 0] == pytest.approx(b[0, 0], rel=1e-12) == pytest.approx(c[0, 0], rel=1e-12)


def test_xpos_envelope_is_the_score_of_equal_q_and_k():
    p = Params(scheme="xpos", head_dim=16, rope_base=500.0, xpos_scale_base=32.0)
    ones = np.ones(16)
    for m, n in [(5, 5), (9, 2), (100, 3), (70, 69)]:
        score = relative.xpos_rotate(ones, [m], p) @ relative.xpos_rotate(ones, [n], p, key=True)[0]
        want = xpos_envelope_reference(p, m - n)
        assert score[0] / 16 == pytest.approx(want, rel=1e-12)
        assert relative.xpos_envelope(p, [m - n])[0] == pytest.approx(want, rel=1e-12)


def test_xpos_envelope_tends_to_rope_expected_score():
    d = np.arange(0, 2000)
    p = Params(scheme="xpos", head_dim=64, rope_base=10_000.0, xpos_scale_base=1e9)
    # ζ^(δ/γ) = 1 − O(δ·1.25/γ): at most 2.5e-6 here
    np.testing.assert_allclose(relative.xpos_envelope(p, d), rope.expected_score(d, p), atol=3e-6)
    near = relative.xpos_envelope(p.replace(xpos_scale_base=512.0), d)
    assert np.max(np.abs(near - rope.expected_score(d, p))) > 0.01  # γ = 512 does damp
    bins = AxisBins(0, 2000, 9)
    exact = relative.xpos_envelope(p.replace(xpos_scale_base=512.0), d)
    means = [np.mean(exact[s:s + n]) for s, n in zip(bins.starts(), bins.sizes())]
    np.testing.assert_allclose(relative.xpos_envelope(p.replace(xpos_scale_base=512.0), bins), means,
                               rtol=1e-11, atol=1e-14)


# -- NoPE ----------------------------------------------------------------------------------

def test_nope_weights_and_variance():
    np.testing.assert_array_equal(relative.nope_weight([[0], [3]], [[0, 1]]), [[1.0, np.nan], [0.25, 0.25]])
    np.testing.assert_array_equal(relative.nope_mean_variance([0, 1, 9]), [1.0, 0.5, 0.1])
    # with an offset, query i still averages i + 1 keys (those before the first shown too)
    p = Params(scheme="nope", seq_len=3, offset=100)
    cells = AxisBins(100, 103, 1)
    got = relative.nope_tile(p, cells, cells)
    np.testing.assert_array_equal(got[2], [1 / 103] * 3)


# -- the data export ------------------------------------------------------------------------

@pytest.mark.parametrize("scheme", SCHEMES)
def test_matrix_table(scheme):
    p = Params(scheme=scheme, seq_len=6, offset=2, head_dim=4, d_model=8)
    columns, values = relative.matrix_table(p, scheme)
    assert columns == ["position", "key_2", "key_3", "key_4", "key_5", "key_6", "key_7"]
    assert values[:, 0].tolist() == [2, 3, 4, 5, 6, 7]
    for r in range(6):
        for c in range(6):
            want = cell_value(p, scheme, r + 2, c + 2)
            if want is None:
                assert np.isnan(values[r, c + 1])
            else:
                assert values[r, c + 1] == pytest.approx(want, rel=1e-12, abs=1e-14)
    # written from the values of each i − j; the tile's single cells agree
    cells = AxisBins(2, 8, 1)
    np.testing.assert_allclose(values[:, 1:], relative.tile(p, scheme, cells, cells), rtol=1e-13, atol=1e-15)
    with pytest.raises(ExportError, match="limited to 4,096"):
        relative.matrix_table(p.replace(seq_len=4097), scheme)


def test_lag_values_refuse_nope():
    with pytest.raises(ValueError, match="not a function of i − j"):
        relative.lag_values(Params(), "nope", [0])


def test_fast_decay_neither_overflows_nor_loses_the_near_keys():
    # γ = 1: the fastest pair falls by ζ = 2/7 per position; nothing may overflow (warnings
    # are errors here) and the cells near the diagonal keep their values
    p = Params(scheme="xpos", seq_len=4000, head_dim=8, xpos_scale_base=1.0)
    columns, values = relative.matrix_table(p, "xpos")
    assert np.isnan(values[0, 2:]).all() and values[5, 6] == pytest.approx(1.0)
    bins = AxisBins(0, 4000, 7)
    got = relative.tile(p, "xpos", bins, bins)
    want = [np.mean([xpos_envelope_reference(p, i - j) for i in range(7 * r, 7 * r + 7)
                     for j in range(7 * r, 7 * r + 7) if j <= i]) for r in (0, 300, 570)]
    np.testing.assert_allclose(np.diag(got)[[0, 300, 570]], want, rtol=1e-12)
    far = np.mean([xpos_envelope_reference(p, i - j) for i in range(700, 707) for j in range(343, 350)])
    assert got[100, 49] == pytest.approx(far, rel=1e-9)  # e^−69: still there
    assert got[570, 0] == 0.0  # below e^−780 for every pair: zero, not NaN


def test_nope_colours_tell_apart_every_row_past_the_first_eighth():
    """Rows i ≥ s stay inside the colour levels, each a distinct value; rows before s reach the
    top (on 0 … 1 every row past the fifth looked blank)."""
    p = Params(scheme="nope", seq_len=200, offset=30)
    low, high = relative.nope_range(p)
    s = relative.nope_saturation(p)
    assert s == 30 + 25 and (low, high) == (0.0, 1 / 56)
    cells = AxisBins(30, 230, 1)
    tile = relative.nope_tile(p, cells, cells)
    first = np.array([tile[i - 30, 0] for i in range(30, 230)])
    assert (first[s - 30:] <= high).all() and (first[:s - 30] > high).all()
    assert len(set(first[s - 30:].tolist())) == 230 - s


def test_txl_term_shares_past_the_budget_cover_the_first_distances(monkeypatch):
    """Past TXL_SHARE_BUDGET products of distances × pairs the shares sum the cells with
    i − j < D = budget // pairs only: D·n − D(D − 1)/2 cells, each as the reference computes it
    (at d_model 65,536 and 16,777,216 positions the full sum held 8.6 GB and ran for hours)."""
    monkeypatch.setattr(relative, "TXL_SHARE_BUDGET", 40)
    p = Params(scheme="transformer-xl", d_model=8, head_dim=4, seq_len=30, seed=9)
    assert relative.txl_share_distances(p) == 10  # 40 // 4 pairs
    assert relative.txl_share_distances(p.replace(seq_len=7)) == 7
    assert relative.txl_share_distances(p.replace(d_model=400)) == 1  # at least one distance
    sums = dict.fromkeys(relative.TXL_TERMS, 0.0)
    for i in range(30):
        for j in range(max(0, i - 9), i + 1):
            for name, value in txl_reference(p, i, j).items():
                if name != "total":
                    sums[name] += abs(value)
    total = sum(sums.values())
    shares = relative._txl_term_shares.__wrapped__(p)
    for name in relative.TXL_TERMS:
        assert shares[name] == pytest.approx(sums[name] / total, rel=1e-12)
    relative._txl_term_shares.cache_clear()  # the note's shares under this budget
    try:
        one = AxisBins(0, 10, 1)
        assert (f"share of the total |score| over the cells j ≤ i with i − j < 10: (a) "
                f"{sums['content'] / total:.0%}, (b) {sums['content-position'] / total:.0%}, (c) "
                f"{sums['content-bias'] / total:.0%}, (d) {sums['position-bias'] / total:.0%}"
                ) in schemes.scheme_note(p, one, one).split("\n")
    finally:
        relative._txl_term_shares.cache_clear()


def test_txl_shares_in_chunks_of_a_few_distances_equal_one_chunk(monkeypatch):
    p = Params(scheme="transformer-xl", d_model=16, head_dim=8, seq_len=1000, seed=4)
    whole = relative._txl_term_shares.__wrapped__(p)
    monkeypatch.setattr(relative, "_TXL_CHUNK_VALUES", 24)  # 3 distances a chunk of 8 pairs
    for name, value in relative._txl_term_shares.__wrapped__(p).items():
        assert value == pytest.approx(whole[name], rel=1e-12)


def test_txl_pair_chunks_cover_every_pair_once_within_the_bound():
    big = relative._TXL_CHUNK_VALUES  # 2²⁰
    assert relative._TXL_CHUNK_VALUES == 1 << 20
    assert relative._txl_pair_chunks(5, 1) == [slice(0, big)]
    assert relative._txl_pair_chunks(3, 0) == [slice(0, big)]  # no rows: one chunk
    assert relative._txl_pair_chunks(32_768, 2_000)[:2] == [slice(0, 524), slice(524, 1048)]
    assert len(relative._txl_pair_chunks(32_768, 2_000)) == 63  # ⌈32,768 / 524⌉
    assert relative._txl_pair_chunks(3, 1 << 21) == [slice(0, 1), slice(1, 2), slice(2, 3)]
    for pairs, rows in [(32_768, 2_000), (1, 10), (4_096, 1 << 21)]:
        covered = np.concatenate([np.arange(pairs)[c] for c in relative._txl_pair_chunks(pairs, rows)])
        assert list(covered) == list(range(pairs))


def test_txl_terms_form_r_a_chunk_of_values_at_a_time(monkeypatch):
    """R(δ) for at most _TXL_CHUNK_VALUES // R's width distances at once (at least one)."""
    p = Params(scheme="transformer-xl", d_model=16, head_dim=4, seed=3)  # R 16 wide
    sizes = []
    embed = relative.txl_position_embedding
    monkeypatch.setattr(relative, "txl_position_embedding",
                        lambda params, d: sizes.append(len(d)) or embed(params, d))
    want = relative.txl_terms(p, np.arange(5))
    monkeypatch.setattr(relative, "_TXL_CHUNK_VALUES", 32)
    sizes.clear()
    got = relative.txl_terms(p, np.arange(5))
    assert sizes == [2, 2, 1]
    for name in relative.TXL_TERMS:
        np.testing.assert_allclose(got[name], want[name], rtol=1e-14, atol=1e-15)
    monkeypatch.setattr(relative, "_TXL_CHUNK_VALUES", 8)
    sizes.clear()
    relative.txl_terms(p, np.arange(3))
    assert sizes == [1, 1, 1]


def test_txl_shares_sum_a_table_of_a_chunk_of_distances(monkeypatch):
    """The shares turn one table of min(D, _TXL_CHUNK_VALUES // pairs) distances (at least
    one) for each chunk of distances."""
    p = Params(scheme="transformer-xl", d_model=16, head_dim=4, seq_len=10, seed=3)  # 8 pairs
    shapes = []
    cexp = relative.pairwise.cexp
    monkeypatch.setattr(relative.pairwise, "cexp", lambda z: shapes.append(np.shape(z)) or cexp(z))
    monkeypatch.setattr(relative, "_TXL_CHUNK_VALUES", 24)
    relative._txl_term_shares.__wrapped__(p)
    assert shapes == [(3, 8)] + [(8,)] * 4  # ⌈10 / 3⌉ chunks
    shapes.clear()
    relative._txl_term_shares.__wrapped__(p.replace(seq_len=2))
    assert shapes == [(2, 8), (8,)]
    shapes.clear()
    monkeypatch.setattr(relative, "_TXL_CHUNK_VALUES", 4)
    relative._txl_term_shares.__wrapped__(p.replace(seq_len=2))
    assert shapes == [(1, 8), (8,), (8,)]


def test_txl_tile_and_decay_in_pair_chunks_equal_all_pairs_at_once(monkeypatch):
    """Tiles and decay curves are sums over pairs: summed a few pairs at a time (so memory
    stays bounded at d_model 65,536: a 100 × 100 tile held 618 MB, a window's 9 GB) they equal
    the reference cell by cell."""
    p = Params(scheme="transformer-xl", d_model=24, head_dim=4, seq_len=40, seed=2)
    monkeypatch.setattr(relative, "_TXL_CHUNK_VALUES", 20)  # 1 pair a chunk at 20+ rows
    cells = AxisBins(0, 40, 1)
    assert len(relative._txl_pair_chunks(12, 80)) == 12
    tile = relative.txl_tile(p, cells, cells)
    for i, j in [(0, 0), (39, 0), (25, 7), (12, 12)]:
        assert tile[i, j] == pytest.approx(txl_reference(p, i, j)["total"], rel=1e-10, abs=1e-13)
    assert np.isnan(tile[3, 4])
    want = [txl_reference(p, d, 0)["content-position"] + txl_reference(p, d, 0)["position-bias"]
            for d in range(40)]
    np.testing.assert_allclose(relative.txl_decay(p, np.arange(40)), want, rtol=1e-10, atol=1e-13)


@pytest.mark.parametrize("rows, cols", [(30, 4), (4, 30)])
def test_txl_tile_hands_each_chunk_of_pairs_at_most_the_chunk_values(monkeypatch, rows, cols):
    """Each geometric_means call gets pairs × (rows + columns) ≤ _TXL_CHUNK_VALUES, in tall
    and wide tiles alike, and the chunks sum to the tile of all pairs at once."""
    p = Params(scheme="transformer-xl", d_model=24, head_dim=4, seq_len=120, seed=3)
    queries, keys = AxisBins(0, 120, 120 // rows), AxisBins(0, 120, 120 // cols)
    whole = relative.txl_tile(p, queries, keys)
    sizes = []
    real = pairwise.geometric_means

    def spy(log_r, coef, blocks):
        sizes.append(log_r.size * sum(blocks.shape))
        return real(log_r, coef, blocks)

    monkeypatch.setattr(pairwise, "geometric_means", spy)
    monkeypatch.setattr(relative, "_TXL_CHUNK_VALUES", 80)  # 2 pairs a chunk at 34 bins
    chunked = relative.txl_tile(p, queries, keys)
    assert sizes == [68] * 6
    np.testing.assert_allclose(chunked, whole, rtol=1e-10, atol=1e-13)


def test_txl_draws_are_drawn_once_and_read_only():
    p = Params(scheme="transformer-xl", d_model=16, head_dim=8, seed=5)
    first, again = relative.txl_draws(p), relative.txl_draws(p.replace(seq_len=999))
    assert first is again
    with pytest.raises(ValueError, match="read-only"):
        first["W_R"][0, 0] = 1.0


def test_txl_colour_range_past_its_budget_spans_fewer_distances(monkeypatch):
    """At most _TXL_RANGE_BUDGET sines and cosines: d_model 65,536 spans 512 distances, not
    4,096 (134 M of each, 18 s); the note says how many."""
    p = Params(scheme="transformer-xl", d_model=65_536, head_dim=8, seq_len=100_000)
    assert relative.txl_range_distances(p) == 512
    assert relative.txl_range_distances(p.replace(d_model=4096)) == 4096
    assert relative.txl_range_distances(p.replace(d_model=4096, seq_len=300)) == 300
    assert relative.txl_range_distances(p.replace(d_model=12_288)) == 2730  # ⌊2²⁴ / 6,144⌋
    monkeypatch.setattr(relative, "_TXL_RANGE_BUDGET", 40)
    small = Params(scheme="transformer-xl", d_model=16, head_dim=8, seq_len=100)
    assert relative.txl_range_distances(small) == 5
    first = relative.txl_terms(small, np.arange(5))
    assert relative.txl_range(small)[1] == pytest.approx(np.abs(sum(first.values())).max(), rel=1e-12)
    one = AxisBins(0, 10, 1)
    assert "colours ± the largest |value| at δ < 5" in schemes.scheme_note(small, one, one)
