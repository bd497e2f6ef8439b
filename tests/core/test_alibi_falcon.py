"""ALiBi as Falcon computes it (#29): slopes, key positions and biases rounded to bfloat16, the
biases divided by √head_dim, against a bfloat16 rounding written out here with struct and
Python integers, brute-force sums over every cell, and values worked out by hand. The library's
own build_alibi_tensor and attention mask are compared in tests/library_reference."""
import math
import struct

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pe_desktop.core import alibi, schemes
from pe_desktop.core.params import Params
from pe_desktop.core.viewport import AxisBins


def bf16(x: float) -> float:
    """To float32 (nearest), then keep the top 16 bits, ties to even: torch's rounding."""
    (bits,) = struct.unpack("<I", struct.pack("<f", float(x)))
    upper, lower = bits >> 16, bits & 0xFFFF
    if lower > 0x8000 or (lower == 0x8000 and upper & 1):
        upper += 1
    return struct.unpack("<f", struct.pack("<I", upper << 16))[0]


def key(m: float, x: int) -> float:
    return bf16(bf16(m) * bf16(x))


def paper(n: int, h: int) -> float:
    return 2.0 ** (-8.0 * (h + 1) / n)  # n a power of two


FALCON = Params(scheme="alibi", n_heads=32, alibi_bf16=True, alibi_scale=0.125, seq_len=300)


@pytest.mark.parametrize("x, rounded", [
    (0.8408964152537145, 0.83984375), (257, 256), (258, 258), (259, 260), (261, 260), (263, 264),
    (2 ** 24 + 1, 2 ** 24), (1e9, 998244352), (-3.0, -3.0), (0.0, 0.0)])
def test_bfloat16_rounds_as_torch(x, rounded):
    assert bf16(x) == rounded  # the reference itself, by hand
    assert alibi.bfloat16(x) == rounded and alibi.bfloat16([x, x]).tolist() == [rounded, rounded]


def test_falcon_rw_head_0_at_300_by_hand():
    """m = 2^(−1/4) = 0.8409 → 0.83984375; 0.83984375 · 300 = 251.95 → 252; ÷ √64: 31.5."""
    assert alibi.slope(FALCON) == 0.83984375 / 8
    assert alibi.bias_at(FALCON, 299, 0) == -(key(paper(32, 0), 299) - 0.0) / 8
    assert alibi.bias_at(FALCON.replace(seq_len=301), 300, 0) == -31.5
    assert alibi.bias_at(FALCON, 3, 4) is None
    assert schemes.colour_range(FALCON.replace(seq_len=301)) == (-31.5, 0.0)


def test_keys_past_256_share_their_bias_in_runs():
    """Positions 256 and 257 round to 256: a query at 257 sees key 256 at no cost."""
    assert alibi.bias_at(FALCON, 257, 256) == 0.0
    assert alibi.bias_at(FALCON.replace(alibi_bf16=False), 257, 256) == pytest.approx(-paper(32, 0) / 8)


@pytest.mark.parametrize("head", [0, 5, 31])
def test_key_bias_equals_the_reference_at_every_position(head):
    keys = alibi.KeyBias(paper(32, head), 0, 5000)
    got = [keys.at(x) / keys.unit for x in range(5000)]
    assert got == [key(paper(32, head), x) for x in range(5000)]


def test_far_positions_form_few_runs_and_round_as_the_reference():
    keys = alibi.KeyBias(0.5, 10 ** 9, 10 ** 9 + 2 ** 24)
    assert len(keys.starts) == 5  # bfloat16 steps of 2^22 there
    xs = np.random.default_rng(1).integers(10 ** 9, 10 ** 9 + 2 ** 24, 300).tolist() + [10 ** 9]
    assert [keys.at(x) / keys.unit for x in xs] == [key(0.5, x) for x in xs]


def _brute(params: Params, queries: AxisBins, keys: AxisBins) -> np.ndarray:
    m = paper(params.n_heads, params.head)
    out = np.full((queries.count, keys.count), np.nan)
    for r, (a, n) in enumerate(zip(queries.starts().tolist(), queries.sizes().tolist())):
        for c, (b, k) in enumerate(zip(keys.starts().tolist(), keys.sizes().tolist())):
            cells = [key(m, j) - key(m, i) for i in range(a, a + n) for j in range(b, b + k) if j <= i]
            if cells:
                out[r, c] = math.fsum(cells) / len(cells) * params.alibi_scale
    return out


@settings(max_examples=40, deadline=None)
@given(offset=st.sampled_from([0, 3, 250, 4090, 65_530]), n=st.integers(1, 160),
       rows=st.integers(1, 40), cols=st.integers(1, 40), head=st.integers(0, 7))
def test_block_means_equal_every_cell_summed(offset, n, rows, cols, head):
    params = Params(scheme="alibi", n_heads=8, head=head, alibi_bf16=True, alibi_scale=0.25,
                    offset=offset, seq_len=n)
    queries, keys = AxisBins.fit(offset, offset + n, rows), AxisBins.fit(offset, offset + n, cols)
    got, want = alibi.bias(params, queries, keys), _brute(params, queries, keys)
    assert np.array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-12)


def test_decay_is_the_last_querys_bias_and_bins_are_exact_means():
    params = FALCON.replace(n_heads=4, seq_len=600, offset=100)
    i = 699
    want = [[key(paper(4, h), i - d) / 8 - key(paper(4, h), i) / 8 for d in range(600)] for h in range(4)]
    np.testing.assert_allclose(alibi.decay(params, np.arange(600)), want, rtol=0, atol=1e-12)
    bins = AxisBins.fit(0, 600, 7)
    means = [[np.mean(row[a:a + n]) for a, n in zip(bins.starts(), bins.sizes())] for row in want]
    np.testing.assert_allclose(alibi.decay(params, bins), means, rtol=0, atol=1e-12)
    assert np.isnan(alibi.decay(params.replace(offset=0), [0, 600])[:, 1]).all()  # no key at −1


def test_the_scale_multiplies_the_papers_bias_too():
    params = Params(scheme="alibi", n_heads=8, head=2, alibi_scale=0.5, seq_len=40)
    bins = AxisBins.fit(0, 40, 40)
    np.testing.assert_array_equal(alibi.bias(params, bins, bins),
                                  0.5 * alibi.bias(params.replace(alibi_scale=1.0), bins, bins))
    assert alibi.decay(params, [0, 10])[2].tolist() == [0.0, -0.5 * 10 / 8]
    assert list(alibi.model_slopes(params)) == [0.5 * paper(8, h) for h in range(8)]


def test_the_bias_table_and_the_titles_say_bfloat16():
    params = FALCON.replace(n_heads=4, head=1, seq_len=6, offset=255)
    columns, table = alibi.bias_table(params)
    m = paper(4, 1)  # 1/16: g(256) = 16, g(258) = 16.125, so (16 − 16.125) / 8 = −0.015625
    want = [[(key(m, j) - key(m, i)) / 8 if j <= i else np.nan for j in range(255, 261)]
            for i in range(255, 261)]
    np.testing.assert_array_equal(table[:, 1:], want)
    assert columns[1] == "key_255"
    assert schemes.scheme_title(params) == ("ALiBi bias of head 1 of 4 as Falcon computes it: "
                                            "bfloat16, × 0.125 (slope m = 0.0078125); masked keys "
                                            "j > i grey")
    assert schemes.colour_label(params) == "bias g(j) − g(i) in bfloat16, m = 0.0078125"
    assert schemes.describe_cell(params, 258, 256) == (
        "query i = 258 · key j = 256 · i − j = 2 · bias g(j) − g(i) = -0.015625 "
        "(g(x) = bf16(bf16(m)·bf16(x)) × 0.125)")


@pytest.mark.parametrize("lo, hi", [(0, 3000), (250, 262), (257, 258), (300, 300 + 1),
                                    (2 ** 24 - 700, 2 ** 24 + 900), (0, 1)])
def test_runs_start_exactly_where_the_rounding_changes(lo, hi):
    """A run starts at lo and wherever bf16(x) differs from bf16(x − 1), nowhere else."""
    want = [x for x in range(lo, hi) if x == lo or bf16(x) != bf16(x - 1)]
    assert alibi._run_starts(lo, hi) == want


def test_far_runs_start_exactly_where_the_rounding_changes():
    starts = alibi._run_starts(10 ** 9, 10 ** 9 + 2 ** 24)
    assert starts[0] == 10 ** 9 and len(starts) == len(set(starts)) == 5
    for s in starts[1:]:
        assert bf16(s) != bf16(s - 1)
    assert len({bf16(x) for x in range(10 ** 9, 10 ** 9 + 2 ** 24, 2 ** 16)}) == 5


def test_bias_range_in_bfloat16_is_the_shown_span_and_at_least_a_slope():
    """g(last) − g(first), at any offset: positions 300 and 301 both round to 300 (no span);
    one position: one slope's worth, as without bfloat16."""
    m = paper(32, 0)
    params = FALCON.replace(offset=300, seq_len=2)
    assert alibi.bias_range(params) == 0.0
    params = FALCON.replace(offset=250, seq_len=60)
    assert alibi.bias_range(params) == (key(m, 309) - key(m, 250)) / 8
    assert alibi.bias_range(FALCON.replace(seq_len=1)) == alibi.slope(FALCON)


def test_decay_keys_reach_the_first_position_and_no_further():
    params = FALCON.replace(n_heads=2, seq_len=10, offset=0)
    out = alibi.decay(params, [9, 10])
    assert out[0, 0] == -key(paper(2, 0), 9) / 8 and np.isnan(out[:, 1]).all()
    assert alibi.decay(params, []).shape == (2, 0)


def test_a_column_of_single_keys_across_the_diagonal():
    """Keys one per column, queries four per row: each diagonal block's rows before its key
    are masked, the others see it once; its mean is over those only."""
    params = Params(scheme="alibi", n_heads=4, head=1, alibi_bf16=True, offset=250, seq_len=16)
    queries, keys = AxisBins.fit(250, 266, 4), AxisBins.fit(250, 266, 16)
    np.testing.assert_allclose(alibi.bias(params, queries, keys), _brute(params, queries, keys),
                               rtol=1e-12, atol=1e-12)
