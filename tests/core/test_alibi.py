"""ALiBi slopes and bias against the paper's reference code, written here in its own style."""
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pe_desktop.core import alibi
from pe_desktop.core.params import Params
from pe_desktop.core.viewport import AxisBins


def get_slopes(n):
    """ofirpress/attention_with_linear_biases, fairseq/models/transformer.py (verbatim logic)."""
    def get_slopes_power_of_2(n):
        start = (2 ** (-2 ** -(math.log2(n) - 3)))
        ratio = start
        return [start * ratio ** i for i in range(n)]

    if math.log2(n).is_integer():
        return get_slopes_power_of_2(n)
    else:
        closest_power_of_2 = 2 ** math.floor(math.log2(n))
        return (get_slopes_power_of_2(closest_power_of_2)
                + get_slopes(2 * closest_power_of_2)[0::2][:n - closest_power_of_2])


def test_eight_heads_are_one_half_to_one_256th():
    assert list(alibi.slopes(8)) == [1 / 2 ** k for k in range(1, 9)]


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 7, 8, 12, 16, 20, 24, 32, 48, 64, 96, 128, 200, 256])
def test_slopes_match_the_reference(n):
    # the reference multiplies up start·ratio^i, ~n roundings; the core takes 2^(−8(h+1)/n) directly
    np.testing.assert_allclose(alibi.slopes(n), get_slopes(n), rtol=1e-13, atol=0)
    assert len(alibi.slopes(n)) == n


def test_twelve_and_six_heads_interleave():
    # 12 heads: the 8 slopes of 8 heads, then slopes 0, 2, 4, 6 of 16 heads
    want12 = [2 ** (-k) for k in range(1, 9)] + [2 ** (-0.5 * k) for k in (1, 3, 5, 7)]
    np.testing.assert_allclose(alibi.slopes(12), want12, rtol=1e-15)
    # 6 heads: 4 heads' 1/4, 1/16, 1/64, 1/256, then 8 heads' 1/2 and 1/8
    np.testing.assert_allclose(alibi.slopes(6), [1 / 4, 1 / 16, 1 / 64, 1 / 256, 1 / 2, 1 / 8],
                               rtol=1e-15)


def reference_bias(n_heads, head, i, j):
    m = get_slopes(n_heads)[head]
    return None if j > i else -m * (i - j)


def test_bias_sign_and_mask_per_cell():
    p = Params(n_heads=8, head=2, seq_len=12)
    q = AxisBins(0, 12, 1)
    b = alibi.bias(p, q, q)
    for i in range(12):
        for j in range(12):
            want = reference_bias(8, 2, i, j)
            if want is None:
                assert math.isnan(b[i, j])
            else:
                assert b[i, j] == pytest.approx(want, abs=1e-15)
                assert b[i, j] <= 0
    assert alibi.bias_at(p, 5, 7) is None and alibi.bias_at(p, 7, 5) == -2 / 8


def brute_block_means(n_heads, head, qbins, kbins):
    m = get_slopes(n_heads)[head]
    out = np.empty((qbins.count, kbins.count))
    for r, a in enumerate(range(qbins.start, qbins.stop, qbins.size)):
        for c, b in enumerate(range(kbins.start, kbins.stop, kbins.size)):
            cells = [-m * (i - j) for i in range(a, min(a + qbins.size, qbins.stop))
                     for j in range(b, min(b + kbins.size, kbins.stop)) if j <= i]
            out[r, c] = math.fsum(cells) / len(cells) if cells else math.nan
    return out


@settings(max_examples=60, deadline=None)
@given(qs=st.integers(0, 40), qn=st.integers(1, 50), qz=st.integers(1, 9),
       ks=st.integers(0, 40), kn=st.integers(1, 50), kz=st.integers(1, 9), heads=st.sampled_from([6, 8, 12]))
def test_block_means_are_the_mean_over_unmasked_cells(qs, qn, qz, ks, kn, kz, heads):
    q, k = AxisBins(qs, qs + qn, qz), AxisBins(ks, ks + kn, kz)
    p = Params(n_heads=heads, head=heads - 1)
    got = alibi.bias(p, q, k)
    want = brute_block_means(heads, heads - 1, q, k)
    assert np.array_equal(np.isnan(got), np.isnan(want))
    ok = ~np.isnan(want)
    np.testing.assert_allclose(got[ok], want[ok], rtol=1e-12, atol=1e-12)


def test_far_positions_are_exact():
    q = AxisBins(1_000_000_000, 1_000_016_384, 128)
    p = Params(n_heads=8, head=0)
    b = alibi.bias(p, q, q)
    # diagonal blocks: mean of (i − j) over the lower triangle with the diagonal of a 128 block
    n = 128
    tri = [(i - j) for i in range(n) for j in range(i + 1)]
    assert b[5, 5] == pytest.approx(-0.5 * sum(tri) / len(tri), rel=1e-15)
    assert b[7, 2] == -0.5 * (5 * 128)  # wholly unmasked: the centres' difference
    assert math.isnan(b[2, 7])


def test_masked_fraction():
    q = AxisBins(0, 4, 4)
    assert alibi.masked_fraction(q, q)[0, 0] == pytest.approx(6 / 16)


def test_decay_is_a_family_of_lines():
    p = Params(n_heads=12)
    d = np.arange(0, 100)
    lines = alibi.decay(p, d)
    assert lines.shape == (12, 100)
    for h, m in enumerate(get_slopes(12)):
        np.testing.assert_allclose(lines[h], [-m * x for x in d], rtol=1e-15)


def test_the_diagonal_is_zero_not_masked():
    p = Params(n_heads=8, head=0)
    for i in (0, 5, 10**9):
        assert alibi.bias_at(p, i, i) == 0.0
        assert alibi.bias_at(p, i, i + 1) is None
    assert alibi.bias_at(p, 7, 0) == -0.5 * 7


@pytest.mark.parametrize("heads, head, offset, seq_len", [(8, 2, 0, 6), (12, 9, 1000, 5), (6, 0, 3, 1)])
def test_bias_table_export_per_cell(heads, head, offset, seq_len):
    p = Params(n_heads=heads, head=head, offset=offset, seq_len=seq_len)
    columns, values = alibi.bias_table(p)
    positions = list(range(offset, offset + seq_len))
    assert columns == ["position"] + [f"key_{j}" for j in positions]
    assert values.shape == (seq_len, seq_len + 1)
    assert list(values[:, 0]) == positions
    for r, i in enumerate(positions):
        for c, j in enumerate(positions):
            want = reference_bias(heads, head, i, j)
            cell = values[r, c + 1]
            if want is None:
                assert math.isnan(cell)
            else:
                assert cell == pytest.approx(want, rel=1e-14, abs=0)
                if i == j:
                    assert math.copysign(1.0, cell) == 1.0  # 0, never −0


def test_bias_table_is_refused_past_its_limit(monkeypatch):
    from pe_desktop.core.errors import ExportError
    p = Params(n_heads=8, seq_len=alibi.MATRIX_EXPORT_LIMIT + 1)
    with pytest.raises(ExportError) as info:
        alibi.bias_table(p)
    assert str(info.value) == ("the ALiBi bias matrix of 4,097 positions has 16,785,409 values; its data "
                               "export is limited to 4,096 × 4,096: use --seq-len 4,096 or fewer")
    monkeypatch.setattr(alibi, "MATRIX_EXPORT_LIMIT", 5)  # the limit itself is allowed
    columns, values = alibi.bias_table(p.replace(seq_len=5))
    assert values.shape == (5, 6) and values.dtype == np.float64
    with pytest.raises(ExportError, match="of 6 positions has 36 values"):
        alibi.bias_table(p.replace(seq_len=6))


def test_bias_range_is_the_largest_bias_shown():
    p = Params(n_heads=8, head=1, seq_len=100)
    assert alibi.bias_range(p) == 0.25 * 99
    assert alibi.bias_range(p.replace(seq_len=1)) == 0.25  # one position: a range of one step
    assert alibi.slope(p) == 0.25


def test_bias_of_another_head_and_the_diagonal_blocks():
    p = Params(n_heads=8, head=0, seq_len=12)
    q = AxisBins(0, 12, 1)
    np.testing.assert_allclose(alibi.bias(p, q, q, head=3), brute_block_means(8, 3, q, q), equal_nan=True)
    b = alibi.bias(p, q, q)
    assert all(math.copysign(1.0, b[i, i]) == 1.0 for i in range(12))  # 0, never −0
    d = alibi.decay(p, [0.0, 2.0])
    assert math.copysign(1.0, d[0, 0]) == 1.0 and d[0, 1] == -1.0


@pytest.mark.parametrize("q, k", [(AxisBins(0, 9, 3), AxisBins(0, 9, 3)), (AxisBins(2, 11, 4), AxisBins(0, 12, 5)),
                                  (AxisBins(5, 6, 1), AxisBins(0, 10, 10))])
def test_masked_fraction_per_block(q, k):
    got = alibi.masked_fraction(q, k)
    for r, a in enumerate(range(q.start, q.stop, q.size)):
        for c, b in enumerate(range(k.start, k.stop, k.size)):
            cells = [(i, j) for i in range(a, min(a + q.size, q.stop)) for j in range(b, min(b + k.size, k.stop))]
            masked = sum(1 for i, j in cells if j > i)
            assert got[r, c] == pytest.approx(masked / len(cells), abs=1e-15)


@pytest.mark.parametrize("n", [0, -1, -8])
def test_slopes_refuse_zero_heads(n):
    """Without the guard 0 heads would give no slopes and −1 a slope of 2^−8."""
    with pytest.raises(ValueError, match="^at least one head$"):
        alibi.slopes(n)


@pytest.mark.parametrize("n", [300_000_001, 999_999_937])
def test_huge_blocks_are_exact_integer_sums(n):
    """Blocks of ~10^8 positions: the sums over their cells exceed 2^53, so they must stay in
    integers until the one division. A diagonal n × n block has mean offset (n − 1)/3; keys
    from n//2 leave m = n − n//2 rows with a key, and their mean is (m − 1)/3."""
    from fractions import Fraction
    q = AxisBins(0, 2 * n, n)
    got = alibi.mean_offset(q, q)
    assert got[0, 0] == float(Fraction(n - 1, 3)) and got[1, 1] == float(Fraction(n - 1, 3))
    assert got[1, 0] == n and math.isnan(got[0, 1])
    m = n - n // 2
    shifted = alibi.mean_offset(AxisBins(0, n, n), AxisBins(n // 2, n // 2 + n, n))
    assert shifted[0, 0] == float(Fraction(m - 1, 3))
