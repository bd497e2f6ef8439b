import math
import warnings
from decimal import Decimal, localcontext

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pe_desktop.core import analysis
from pe_desktop.core.encodings import Sinusoidal
from pe_desktop.core.errors import ExportError
from pe_desktop.core.params import Params
from pe_desktop.core.viewport import AxisBins
from tests import reference as ref

LAYOUTS = ("interleaved", "concat-paper", "concat-t2t")


# -- independent references ------------------------------------------------------------------

def ref_omega(i: int, d: int, base: float, layout: str) -> float:
    """ω_i written out from each layout's source formula."""
    if layout == "concat-t2t":  # tensor2tensor: exp(−i·ln(base)/(d/2 − 1))
        return math.exp(-i * math.log(base) / max(d // 2 - 1, 1))
    return 1.0 / base ** (2 * i / d)


def ref_dot_omegas(p: int, q: int, omegas, lone: float | None) -> float:
    """PE(p)·PE(q) element by element: sin·sin + cos·cos per pair (+ the lone sine)."""
    terms = []
    for w in omegas:
        terms += [math.sin(p * w) * math.sin(q * w), math.cos(p * w) * math.cos(q * w)]
    if lone is not None:
        terms.append(math.sin(p * lone) * math.sin(q * lone))
    return math.fsum(terms)


def ref_dot_enc(p: int, q: int, d: int, base: float, layout: str) -> float:
    """Odd d: a lone last sine, except in tensor2tensor/fairseq's layout (a zero column)."""
    full = d // 2
    omegas = [ref_omega(i, d, base, layout) for i in range(full)]
    lone = ref_omega(full, d, base, layout) if d % 2 and layout != "concat-t2t" else None
    return ref_dot_omegas(p, q, omegas, lone)


_PI_CACHE: dict[int, Decimal] = {}


def decimal_pi(prec: int = 70) -> Decimal:
    """π to ``prec`` digits (the Python decimal documentation's recipe)."""
    if prec not in _PI_CACHE:
        with localcontext() as ctx:
            ctx.prec = prec + 2
            three = Decimal(3)
            lasts, t, s, n, na, d, da = 0, three, 3, 1, 0, 0, 24
            while s != lasts:
                lasts = s
                n, na = n + na, na + 8
                d, da = d + da, da + 32
                t = (t * n) / d
                s += t
        _PI_CACHE[prec] = +s
    return _PI_CACHE[prec]


def exact_sin_cos(p: int, w: float) -> tuple[float, float]:
    """sin and cos of the exact real number p·w (w the float64 value), via Decimal."""
    with localcontext() as ctx:
        ctx.prec = 70
        angle = Decimal(p) * Decimal(w)
        two_pi = 2 * decimal_pi(70)
        r = angle - (angle / two_pi).to_integral_value() * two_pi
        x = float(r)
    return math.sin(x), math.cos(x)


# -- wavelengths ------------------------------------------------------------------------------

@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("d,base", [(128, 10000.0), (7, 10000.0), (512, 500000.0), (2, 1.5)])
def test_wavelength_of_pair_zero_is_exactly_2pi(layout, d, base):
    _, table = analysis.wavelength_table(Params(d_model=d, base=base, layout=layout))
    assert table[0, 2] == 2 * math.pi
    assert table[0, 1] == 1.0


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("d,base", [(128, 10000.0), (63, 10000.0), (1024, 1e6), (10, 7.5)])
def test_wavelengths_follow_each_layouts_formula(layout, d, base):
    columns, table = analysis.wavelength_table(Params(d_model=d, base=base, layout=layout, seq_len=77))
    assert columns == ["pair", "omega", "wavelength", "cycles_in_sequence"]
    # tensor2tensor: num_timescales = channels // 2 (odd: a zero column, no extra frequency)
    n_pairs = d // 2 if layout == "concat-t2t" else (d + 1) // 2
    assert table.shape == (n_pairs, 4)
    for i in range(n_pairs):
        if layout == "concat-t2t":
            want = 2 * math.pi * math.exp(i * math.log(base) / max(d // 2 - 1, 1))
        else:
            want = 2 * math.pi * base ** (2 * i / d)
        assert table[i, 0] == i
        assert table[i, 2] == pytest.approx(want, rel=1e-13)
        assert table[i, 3] == pytest.approx(77 / want, rel=1e-13)


def test_seed_000_numbers():
    _, table = analysis.wavelength_table(Params(d_model=128, base=10000.0))
    # "位置が6増えるだけで1周" and "6万増えないと1周しない" (the article rounds 2π·10000^(126/128))
    assert 6 < table[0, 2] < 7
    assert table[-1, 2] == pytest.approx(2 * math.pi * 10000 ** (126 / 128), rel=1e-13)
    assert table[-1, 2] == pytest.approx(54_410, abs=1)
    # 50 positions: the last pair turns only 50/54,410 of a cycle
    assert table[-1, 3] == pytest.approx(50 / 54_410.0, rel=1e-4)


def test_cycle_classes_split_at_one_cycle_and_a_hundredth():
    cycles = np.array([5.0, 1.0, 0.999, 0.5, 0.01, 0.0099, 1e-6])
    assert list(analysis.cycle_class(cycles)) == [0, 0, 1, 1, 1, 2, 2]
    enc = Sinusoidal(128)
    cycles = analysis.cycles_in_sequence(enc, 50)
    # pairs whose wavelength 2π·10000^(2i/128) fits in 50 positions
    full = sum(1 for i in range(64) if 2 * math.pi * 10000 ** (2 * i / 128) <= 50)
    assert int((analysis.cycle_class(cycles) == 0).sum()) == full == 15


# -- comparing two positions -------------------------------------------------------------------

@pytest.mark.parametrize("d,a,b", [(128, 5, 35), (64, 0, 1000), (9, 3, 4), (1, 2, 7), (500, 10**6, 10**6 + 3)])
def test_compare_dot_equals_reference_dot(d, a, b):
    c = analysis.compare_positions(Sinusoidal(d), a, b)
    assert c.dot == pytest.approx(ref.dot(a, b, d), abs=1e-11 if a < 1000 else 1e-8)
    va = np.array([ref.pe(a, j, d) for j in range(d)])
    vb = np.array([ref.pe(b, j, d) for j in range(d)])
    assert c.norm_a == pytest.approx(math.sqrt(math.fsum(va * va)), abs=1e-12)
    assert c.norm_b == pytest.approx(math.sqrt(math.fsum(vb * vb)), abs=1e-12)
    assert c.distance == pytest.approx(math.sqrt(math.fsum((va - vb) ** 2)), abs=1e-8)
    assert c.cosine == pytest.approx(ref.dot(a, b, d) / (c.norm_a * c.norm_b), abs=1e-8)


def test_even_d_every_vector_has_length_sqrt_half_d():
    c = analysis.compare_positions(Sinusoidal(128), 5, 35)
    assert c.norm_a == pytest.approx(8.0, abs=1e-14) and c.norm_b == pytest.approx(8.0, abs=1e-14)
    assert c.cosine == pytest.approx(c.dot / 64, abs=1e-15)


def test_zero_vector_has_no_cosine():
    c = analysis.compare_positions(Sinusoidal(1), 0, 3)
    assert c.norm_a == 0.0 and math.isnan(c.cosine)


@pytest.mark.parametrize("layout", ["concat-paper", "interleaved"])
def test_compare_table_columns_and_values(layout):
    columns, table = analysis.compare_table(Params(d_model=8, pos_a=5, pos_b=35, layout=layout))
    assert columns == ["dimension", "pe_a", "pe_b", "difference"]
    if layout == "interleaved":
        want_a = [ref.pe(5, j, 8) for j in range(8)]
    else:
        want_a = ref.tf_tutorial_positional_encoding(6, 8)[5]
    np.testing.assert_allclose(table[:, 1], want_a, atol=1e-15)
    np.testing.assert_allclose(table[:, 3], table[:, 1] - table[:, 2], atol=0)


def test_envelope_is_the_exact_min_max_of_each_bin():
    rng = np.random.default_rng(1)
    values = rng.normal(size=1000)
    bins = AxisBins.fit(13, 990, 37)
    env = analysis.bin_envelope(values, bins)
    for r, (a, n) in enumerate(zip(bins.starts(), bins.sizes())):
        block = values[a:a + n]
        assert env.low[r] == block.min() and env.high[r] == block.max()
        assert env.mean[r] == pytest.approx(block.mean(), abs=1e-14)


# -- similarity matrix -------------------------------------------------------------------------

def brute_block_mean(p0, n, q0, m, d, base, layout):
    return math.fsum(ref_dot_enc(p, q, d, base, layout)
                     for p in range(p0, p0 + n) for q in range(q0, q0 + m)) / (n * m)


@settings(max_examples=40, deadline=None)
@given(p0=st.integers(0, 20_000), n=st.integers(1, 12), q0=st.integers(0, 20_000), m=st.integers(1, 12),
       d=st.integers(1, 24), base=st.floats(1.5, 1e5), layout=st.sampled_from(LAYOUTS))
def test_closed_form_block_mean_equals_brute_force(p0, n, q0, m, d, base, layout):
    enc = Sinusoidal(d, base, layout)
    got = analysis.block_mean_dot(enc, [p0 + (n - 1) / 2], [n], [q0 + (m - 1) / 2], [m])[0, 0]
    assert got == pytest.approx(brute_block_mean(p0, n, q0, m, d, base, layout), abs=1e-9)


@pytest.mark.parametrize("d", [16, 15])
@pytest.mark.parametrize("rows,cols", [
    (AxisBins(10, 47, 4), AxisBins(3, 40, 4)),     # equal sizes, shorter last bins
    (AxisBins(0, 30, 5), AxisBins(100, 130, 5)),   # equal sizes, no shorter bin
    (AxisBins(5, 30, 3), AxisBins(0, 22, 2)),      # different sizes: general closed form
    (AxisBins(7, 19, 1), AxisBins(2, 11, 1)),      # single cells
])
def test_viewport_block_means_equal_brute_force(d, rows, cols):
    enc = Sinusoidal(d, 100.0)
    got = analysis.dot_block_means(enc, rows, cols)
    assert got.shape == (rows.count, cols.count)
    for r, (a, n) in enumerate(zip(rows.starts(), rows.sizes())):
        for c, (b, m) in enumerate(zip(cols.starts(), cols.sizes())):
            want = math.fsum(ref.dot(p, q, d, 100.0) for p in range(a, a + n)
                             for q in range(b, b + m)) / (n * m)
            assert got[r, c] == pytest.approx(want, abs=1e-10)


def test_tile_cosine_even_and_odd():
    bins = AxisBins(0, 12, 1)
    even = analysis.similarity_matrix_tile(Sinusoidal(10), "cosine", bins, bins).values
    odd = analysis.similarity_matrix_tile(Sinusoidal(9), "cosine", bins, bins).values
    for p in range(12):
        for q in range(12):
            assert even[p, q] == pytest.approx(ref.dot(p, q, 10) / 5, abs=1e-12)
            norm_p = math.sqrt(ref.dot(p, p, 9))
            norm_q = math.sqrt(ref.dot(q, q, 9))
            assert odd[p, q] == pytest.approx(ref.dot(p, q, 9) / (norm_p * norm_q), abs=1e-12)
    averaged = analysis.similarity_matrix_tile(Sinusoidal(9), "cosine", AxisBins(0, 40, 4), AxisBins(0, 40, 4))
    assert "within" in averaged.note and "zoom in" in averaged.note


def test_odd_d_squared_norms():
    enc = Sinusoidal(9)
    got = analysis.squared_norms([0, 1, 17], enc)
    for g, p in zip(got, [0, 1, 17]):
        assert g == pytest.approx(ref.dot(p, p, 9), abs=1e-13)


@pytest.mark.parametrize("metric", ["dot", "cosine"])
@pytest.mark.parametrize("d,base,layout,offset,n", [
    (128, 10000.0, "interleaved", 0, 50), (64, 500.0, "concat-paper", 1000, 80),
    (256, 10000.0, "concat-t2t", 0, 30), (128, 10000.0, "interleaved", 1_000_000, 40),
])
def test_toeplitz_residual_is_rounding(metric, d, base, layout, offset, n):
    enc = Sinusoidal(d, base, layout)
    bins = AxisBins(offset, offset + n, 1)
    check = analysis.toeplitz_check(enc, metric, bins, bins)
    assert check.all_cells and check.rows == n - 1
    assert 0.0 <= check.residual < 1e-10


def test_odd_d_is_not_exactly_toeplitz():
    # the lone sine adds sin(pω)sin(qω), not a function of p − q
    bins = AxisBins(0, 60, 1)
    check = analysis.toeplitz_check(Sinusoidal(9, 10.0), "dot", bins, bins)
    w = 10.0 ** (-8 / 9)
    want = max(abs(math.sin(p * w) * math.sin(q * w) - math.sin((p + 1) * w) * math.sin((q + 1) * w))
               for p in range(59) for q in range(59))
    assert check.residual == pytest.approx(want, abs=1e-12)


def test_toeplitz_check_is_bounded_and_says_so():
    enc = Sinusoidal(4096)
    bins = AxisBins.fit(0, 100_000, 800)
    check = analysis.toeplitz_check(enc, "dot", bins, bins)
    assert not check.all_cells
    assert check.rows * 4 * 4096 <= analysis.TOEPLITZ_BUDGET + 4 * 4096
    assert check.residual < 1e-10


@pytest.mark.parametrize("d,layout,metric", [(12, "interleaved", "dot"), (11, "interleaved", "cosine"),
                                             (12, "concat-t2t", "dot")])
def test_exact_matrix_equals_reference(d, layout, metric):
    positions = list(range(40, 55))
    got = analysis.similarity_matrix_exact(Sinusoidal(d, 10000.0, layout), positions, metric)
    for r, p in enumerate(positions):
        for c, q in enumerate(positions):
            want = ref_dot_enc(p, q, d, 10000.0, layout)
            if metric == "cosine":
                want /= math.sqrt(ref_dot_enc(p, p, d, 10000.0, layout) * ref_dot_enc(q, q, d, 10000.0, layout))
            assert got[r, c] == pytest.approx(want, abs=1e-12)


def test_matrix_table_and_its_size_limit():
    columns, table = analysis.similarity_matrix_table(Params(d_model=6, seq_len=4, offset=3))
    assert columns == ["position", "q_3", "q_4", "q_5", "q_6"]
    assert list(table[:, 0]) == [3, 4, 5, 6]
    assert table[1, 3] == pytest.approx(ref.dot(4, 5, 6), abs=1e-13)
    with pytest.raises(ExportError, match="limited to 4,096 × 4,096"):
        analysis.similarity_matrix_table(Params(seq_len=4097))


# -- rotation ---------------------------------------------------------------------------------

@pytest.mark.parametrize("p", [0, 7, 1_000_000, 123_456_789, 999_999_999])
def test_exact_angle_sines_match_a_decimal_reference(p):
    omega = Sinusoidal(128).omega
    s, c = analysis.sin_cos_exact([p], omega)
    for i in (0, 1, 5, 40, 63):
        ws, wc = exact_sin_cos(p, float(omega[i]))
        assert s[0, i] == pytest.approx(ws, abs=5e-16)  # NumPy sin: a few ulps
        assert c[0, i] == pytest.approx(wc, abs=5e-16)


def test_rotation_matrix_is_the_articles_matrix():
    r = analysis.rotation_matrix(1.0, 5)
    np.testing.assert_allclose(r, [[math.cos(5), math.sin(5)], [-math.sin(5), math.cos(5)]], atol=1e-16)


@pytest.mark.parametrize("d,base", [(128, 10000.0), (64, 500000.0), (9, 10000.0)])
@pytest.mark.parametrize("p,k", [(0, 5), (35, -30), (400, 1000)])
def test_rotating_pe_p_gives_pe_p_plus_k_per_element(d, base, p, k):
    for i in range(d // 2):
        omega = base ** (-(2 * i) / d)
        r = analysis.rotation_matrix(omega, k)
        here = np.array([ref.pe(p, 2 * i, d, base), ref.pe(p, 2 * i + 1, d, base)])
        there = np.array([ref.pe(p + k, 2 * i, d, base), ref.pe(p + k, 2 * i + 1, d, base)])
        # the reference rounds p·ω and (p+k)·ω: a few ulps of angles up to ~1400
        np.testing.assert_allclose(r @ here, there, rtol=0, atol=1e-12)


@pytest.mark.parametrize("layout", LAYOUTS)
@pytest.mark.parametrize("d,base,offset,k", [
    (128, 10000.0, 0, 5), (128, 10000.0, 1_000_000, 5), (512, 500000.0, 1_000_000, -999),
    (33, 10000.0, 1_000_000, 123_457), (4096, 10000.0, 10**9 - 100, 1_000_000), (2, 1.01, 10**6, 1),
])
def test_rotation_residual_is_rounding_only(layout, d, base, offset, k):
    check = analysis.rotation_check(Sinusoidal(d, base, layout), offset, offset + 60, k)
    assert check.pairs == d // 2 and check.positions_checked == min(60, check.positions_checked)
    assert check.residual < 1e-12


def test_rotation_residual_reads_pairs_at_the_layouts_dimensions():
    enc = Sinusoidal(16, 10000.0, "concat-paper")
    rows = analysis.encode_exact_angles(np.arange(10.0), enc)
    np.testing.assert_allclose(rows, ref.tf_tutorial_positional_encoding(10, 16), atol=1e-15)
    # the TensorFlow tutorial's rows (sines, then cosines), independent of this code
    table = ref.tf_tutorial_positional_encoding(20, 16)
    here, there = table[:10], table[5:15]
    omega = np.array([10000.0 ** (-2 * i / 16) for i in range(8)])
    dims = analysis.pair_dims(enc)
    assert list(dims[0]) == list(range(8)) and list(dims[1]) == list(range(8, 16))
    assert analysis.rotation_residual_table(here, there, dims, omega, 5) < 1e-14
    interleaved = (np.arange(0, 16, 2), np.arange(1, 16, 2))  # the wrong layout: the check fails
    assert analysis.rotation_residual_table(here, there, interleaved, omega, 5) > 0.1


def test_t2t_rows_match_tensor2tensor():
    rows = analysis.encode_exact_angles(np.arange(20.0), Sinusoidal(32, 10000.0, "concat-t2t"))
    np.testing.assert_allclose(rows, ref.t2t_timing_signal(20, 32), atol=1e-14)


def test_big_checks_are_bounded_blocks_with_first_and_last():
    blocks = analysis.check_blocks(0, 100_000, 480)
    assert blocks[0][0] == 0 and blocks[-1][1] == 100_000
    assert sum(b - a for a, b in blocks) <= 480 and len(blocks) == analysis.ROTATION_BLOCKS
    check = analysis.rotation_check(Sinusoidal(4096), 0, 100_000, 5)
    assert not check.complete and check.positions_checked <= analysis.ROTATION_BUDGET // 2048
    assert check.residual < 1e-12
    assert analysis.check_blocks(5, 50, 480) == [(5, 50)]


def test_rotation_table():
    p = Params(d_model=16, seq_len=6, offset=10, pair=3, shift=7)
    columns, table = analysis.rotation_table(p)
    assert columns == ["position", "sin_component", "cos_component", "rotated_sin", "rotated_cos",
                       "sin_at_p_plus_k", "cos_at_p_plus_k"]
    assert list(table[:, 0]) == list(range(10, 16))
    for row in table:
        pos = int(row[0])
        assert row[1] == pytest.approx(ref.pe(pos, 6, 16), abs=1e-15)
        assert row[2] == pytest.approx(ref.pe(pos, 7, 16), abs=1e-15)
        assert row[5] == pytest.approx(ref.pe(pos + 7, 6, 16), abs=1e-15)
    np.testing.assert_allclose(table[:, 3:5], table[:, 5:7], rtol=0, atol=1e-15)
    with pytest.raises(ExportError, match="lone sine"):
        analysis.rotation_table(Params(d_model=9, pair=4))


# -- the mutation run's references: boundaries, records and messages --------------------------

def brute_block_means(d, rows: AxisBins, cols: AxisBins):
    """Mean of PE(p)·PE(q) over each block, from the reference PE cell by cell (interleaved)."""
    pe = {p: np.array([ref.pe(p, j, d) for j in range(d)]) for p in range(min(rows.start, cols.start),
                                                                        max(rows.stop, cols.stop))}
    out = np.empty((rows.count, cols.count))
    for r, (a, b) in enumerate(zip(rows.starts(), np.append(rows.starts()[1:], rows.stop))):
        for c, (e, f) in enumerate(zip(cols.starts(), np.append(cols.starts()[1:], cols.stop))):
            out[r, c] = np.mean([math.fsum(pe[p] * pe[q]) for p in range(a, b) for q in range(e, f)])
    return out


def test_cycle_class_and_tables_of_integers():
    assert analysis.cycle_class([0, 1, 2]).tolist() == [2, 0, 0]  # 0 cycles: barely moves
    cols, table = analysis.wavelength_table(Params(d_model=4, base=100.0, seq_len=10))
    # ω = 1, 0.1: wavelengths 2π, 20π; cycles 10/2π, 1/2π
    np.testing.assert_allclose(table, [[0, 1, 2 * math.pi, 10 / (2 * math.pi)],
                                       [1, 0.1, 20 * math.pi, 1 / (2 * math.pi)]], rtol=1e-15)
    assert table.dtype == np.float64


def test_compare_records_the_positions_and_a_zero_vector():
    c = analysis.compare_positions(Sinusoidal(2), 3, 5)
    assert (c.pos_a, c.pos_b) == (3, 5)
    assert c.dot == pytest.approx(math.cos(2), abs=1e-15)  # sin 3 sin 5 + cos 3 cos 5
    z = analysis.compare_positions(Sinusoidal(1), 1, 0)  # PE(0) = (sin 0) = 0
    assert math.isnan(z.cosine) and z.norm_b == 0.0 and z.norm_a == pytest.approx(math.sin(1))


def test_envelope_keeps_its_bins():
    bins = AxisBins(0, 4, 2)
    env = analysis.bin_envelope(np.array([1, 5, 2, 2]), bins)
    assert env.bins is bins
    assert env.low.tolist() == [1, 2] and env.high.tolist() == [5, 2] and env.mean.tolist() == [3.0, 2.0]


def test_block_means_past_one_frequency_chunk():
    # d_model 4100: 2,050 pairs, two chunks of PAIR_CHUNK = 2048
    d = 4100
    rows, cols = AxisBins(0, 4, 2), AxisBins(3, 6, 3)
    want = brute_block_means(d, rows, cols)
    got = analysis.block_mean_dot(Sinusoidal(d), rows.centres(), rows.sizes(), cols.centres(), cols.sizes())
    np.testing.assert_allclose(got, want, atol=1e-9)
    exact = analysis.similarity_matrix_exact(Sinusoidal(d), [0, 1, 2], "dot")
    np.testing.assert_allclose(exact, brute_block_means(d, AxisBins(0, 3, 1), AxisBins(0, 3, 1)), atol=1e-9)


@pytest.mark.parametrize("d", [1, 2, 3])
def test_equal_bins_with_no_or_one_pair(d):
    rows, cols = AxisBins(0, 6, 2), AxisBins(1, 7, 2)
    got = analysis.dot_block_means(Sinusoidal(d), rows, cols)
    np.testing.assert_allclose(got, brute_block_means(d, rows, cols), atol=1e-13)


def test_cosine_average_bound_by_hand():
    # (d+1) / (d(d−1)): d = 3: 4/6; d = 5: 6/20; below 3 no bound
    assert analysis.cosine_average_bound(3) == pytest.approx(2 / 3, rel=1e-15)
    assert analysis.cosine_average_bound(5) == pytest.approx(0.3, rel=1e-15)
    assert analysis.cosine_average_bound(2) == math.inf


@pytest.mark.parametrize("d,layout,metric,size,divide,note", [
    (8, "interleaved", "dot", 1, None, "each pixel the exact value of PE(p)·PE(q)"),
    (8, "interleaved", "dot", 2, None, "each pixel the exact mean of its block of PE(p)·PE(q)"),
    (8, "interleaved", "cosine", 1, 4.0, "each pixel the exact value of the cosine (= dot/(d/2): every |PE|² = d/2)"),
    (7, "concat-t2t", "cosine", 2, 3.0, "each pixel the exact mean of its block of the cosine (= dot/3: every "
                                         "|PE|² = (d−1)/2, the zero column adds nothing)"),
    (5, "interleaved", "cosine", 2, 2.5, "odd d, averaged: each pixel the exact block mean of PE(p)·PE(q)/(d/2),\n"
                                          "within 0.3 of the mean cosine; zoom in for exact cosines"),
])
def test_similarity_tile_values_and_notes(d, layout, metric, size, divide, note):
    rows, cols = AxisBins(0, 4, size), AxisBins(2, 6, size)
    tile = analysis.similarity_matrix_tile(Sinusoidal(d, layout=layout), metric, rows, cols)
    assert tile.rows is rows and tile.cols is cols and tile.note == note
    want = analysis.dot_block_means(Sinusoidal(d, layout=layout), rows, cols) if layout != "interleaved" \
        else brute_block_means(d, rows, cols)
    np.testing.assert_allclose(tile.values, want / (divide or 1.0), atol=1e-13)


def test_exact_cosine_of_odd_d_without_warnings():
    rows = AxisBins(0, 3, 1)
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # 0/0 at PE(0) = 0 of d_model 1 is NaN, silently
        tile = analysis.similarity_matrix_tile(Sinusoidal(1), "cosine", rows, cols := AxisBins(0, 3, 1))
        exact = analysis.similarity_matrix_exact(Sinusoidal(1), [0, 1, 2], "cosine")
        residual = analysis.toeplitz_residual(Sinusoidal(1), "cosine", [0], [0, 5])
    assert tile.note == "each pixel the exact cosine (odd d: |PE(p)| varies)"
    assert tile.rows is rows and tile.cols is cols
    # d_model 1: PE(p) = (sin p); cosine sign(sin p)·sign(sin q), NaN at p = 0
    want = [[np.nan] * 3, [np.nan, 1.0, 1.0], [np.nan, 1.0, 1.0]]
    np.testing.assert_allclose(tile.values, want, atol=1e-15)
    np.testing.assert_allclose(exact, want, atol=1e-15)
    assert math.isnan(residual)  # every cell has PE(0) on one side


def ref_cosine(p, q, d):
    a = np.array([ref.pe(p, j, d) for j in range(d)])
    b = np.array([ref.pe(q, j, d) for j in range(d)])
    return math.fsum(a * b) / math.sqrt(math.fsum(a * a) * math.fsum(b * b))


def test_toeplitz_cosine_residual_of_odd_d_by_hand():
    d, rp, cp = 3, [1, 4], [2, 7]
    want = max(abs(ref_cosine(p, q, d) - ref_cosine(p + 1, q + 1, d)) for p in rp for q in cp)
    assert want > 1e-5  # odd d: the cosine is not Toeplitz
    assert analysis.toeplitz_residual(Sinusoidal(d), "cosine", rp, cp) == pytest.approx(want, rel=1e-9)
    check = analysis.toeplitz_check(Sinusoidal(d), "cosine", AxisBins(1, 3, 1), AxisBins(2, 4, 1))
    assert check.residual == pytest.approx(abs(ref_cosine(1, 2, d) - ref_cosine(2, 3, d)), rel=1e-9)


def test_toeplitz_check_counts_and_all_cells():
    enc = Sinusoidal(4)
    c = analysis.toeplitz_check(enc, "dot", AxisBins(0, 10, 1), AxisBins(5, 9, 1))
    assert (c.rows, c.cols, c.all_cells) == (9, 3, True)  # p = 0 … 8, q = 5 … 7
    c = analysis.toeplitz_check(enc, "dot", AxisBins(0, 10, 3), AxisBins(5, 9, 1))
    assert (c.rows, c.cols, c.all_cells) == (3, 3, False)  # bins' first positions 0, 3, 6
    c = analysis.toeplitz_check(enc, "dot", AxisBins(0, 9, 1), AxisBins(0, 10, 2))
    assert (c.rows, c.cols, c.all_cells) == (8, 5, False)
    assert analysis.toeplitz_check(enc, "dot", AxisBins(0, 2, 1), AxisBins(0, 9, 1)).rows == 1
    assert analysis.toeplitz_check(enc, "dot", AxisBins(0, 1, 1), AxisBins(0, 9, 1)) is None
    assert analysis.toeplitz_check(enc, "dot", AxisBins(0, 9, 1), AxisBins(0, 1, 1)) is None
    # budget 4·d·5: at most 5 positions a side, spread; a cut on either side is not every cell
    c = analysis.toeplitz_check(enc, "dot", AxisBins(0, 21, 1), AxisBins(0, 4, 1), budget=4 * 4 * 5)
    assert (c.rows, c.cols, c.all_cells) == (5, 3, False)
    c = analysis.toeplitz_check(enc, "dot", AxisBins(0, 4, 1), AxisBins(0, 21, 1), budget=4 * 4 * 5)
    assert (c.rows, c.cols, c.all_cells) == (3, 5, False)
    c = analysis.toeplitz_check(enc, "dot", AxisBins(0, 21, 1), AxisBins(0, 4, 1), budget=4 * 4 * 2)
    assert (c.rows, c.cols) == (2, 2)  # at least the first and last


def test_spread_by_hand():
    v = np.arange(10) * 10
    same, cut = analysis._spread(v, 10)
    assert same.tolist() == v.tolist() and cut is False
    part, cut = analysis._spread(v, 4)  # indices round(0, 3, 6, 9)
    assert part.tolist() == [0, 30, 60, 90] and cut is True
    assert analysis._spread(v, 1)[0].tolist() == [0, 90]  # never fewer than first and last
    assert analysis._spread(v, 2)[0].tolist() == [0, 90]


def test_check_blocks_by_hand():
    assert analysis.check_blocks(0, 32, 32) == [(0, 32)]
    assert analysis.check_blocks(5, 100, 1) == [(5, 6)]
    assert analysis.check_blocks(0, 100, 10, blocks=1) == [(0, 10)]
    # 16 blocks of one position: starts round(linspace(0, 99, 16)), steps of 6.6
    starts = [0, 7, 13, 20, 26, 33, 40, 46, 53, 59, 66, 73, 79, 86, 92, 99]
    assert analysis.check_blocks(0, 100, 20) == [(a, a + 1) for a in starts]


def test_rotation_check_records(monkeypatch):
    none = analysis.rotation_check(Sinusoidal(1), 3, 10, 2)
    assert math.isnan(none.residual)
    assert (none.positions_checked, none.positions_total, none.pairs, none.blocks) == (0, 7, 0, 0)
    enc = Sinusoidal(8)  # 4 pairs
    c = analysis.rotation_check(enc, 0, 100, 1, budget=3)  # budget // pairs = 0: one position
    assert (c.positions_checked, c.positions_total, c.pairs, c.blocks) == (1, 100, 4, 1)
    c = analysis.rotation_check(enc, 0, 100, 1, budget=10)  # 2 positions: first and last
    assert (c.positions_checked, c.positions_total, c.blocks) == (2, 100, 2)
    seen = []
    real = analysis.rotation_residual_rows

    def record(enc_, positions, k):
        seen.extend(np.asarray(positions).tolist())
        return real(enc_, positions, k)

    monkeypatch.setattr(analysis, "rotation_residual_rows", record)
    monkeypatch.setattr(analysis, "ROTATION_CHUNK", 20)  # 5 positions a step
    c = analysis.rotation_check(enc, 3, 40, 2)
    assert seen == list(range(3, 40)) and c.positions_checked == 37 and c.residual < 1e-15


def test_rotation_residual_rows_edges():
    enc = Sinusoidal(8)
    assert analysis.rotation_residual_rows(enc, [5], 3) < 1e-15  # one position
    assert analysis.rotation_residual_rows(enc, [5, 9], 3) < 1e-15
    assert math.isnan(analysis.rotation_residual_rows(enc, [], 3))
    assert math.isnan(analysis.rotation_residual_rows(Sinusoidal(1), [1, 2], 3))


def test_exact_angles_rows_of_one_dimension():
    got = analysis.encode_exact_angles([0, 1, 2], Sinusoidal(1))
    np.testing.assert_allclose(got[:, 0], [0, math.sin(1), math.sin(2)], atol=1e-16)
    zero = analysis.encode_exact_angles([1, 2], Sinusoidal(1, layout="concat-t2t"))
    assert zero.tolist() == [[0.0], [0.0]]


@pytest.mark.parametrize("p,i", [(999_999_999, 2), (987_654_321, 1)])
def test_exact_sines_where_the_low_part_is_largest(p, i):
    # here |lo| ≈ 5e-8: (1 − lo²/2) must multiply, not divide (that is ~2e-15 off)
    w = float(Sinusoidal(128).omega[i])
    s, c = analysis.sin_cos_exact([p], [w])
    ws, wc = exact_sin_cos(p, w)
    assert s[0, 0] == pytest.approx(ws, abs=5e-16) and c[0, 0] == pytest.approx(wc, abs=5e-16)


def test_matrix_of_float_positions_and_its_metric():
    exact = analysis.similarity_matrix_exact(Sinusoidal(4), np.arange(3.0), "dot")
    np.testing.assert_allclose(exact, brute_block_means(4, AxisBins(0, 3, 1), AxisBins(0, 3, 1)), atol=1e-13)
    _, table = analysis.similarity_matrix_table(Params(d_model=3, seq_len=3, offset=1, metric="cosine"))
    want = [[p] + [ref_cosine(p, q, 3) for q in (1, 2, 3)] for p in (1, 2, 3)]
    np.testing.assert_allclose(table, want, atol=1e-13)


def test_export_limits_word_for_word(monkeypatch):
    monkeypatch.setattr(analysis, "MATRIX_EXPORT_LIMIT", 5)
    assert analysis.similarity_matrix_table(Params(seq_len=5))[1].shape == (5, 6)
    with pytest.raises(ExportError) as err:
        analysis.similarity_matrix_table(Params(seq_len=6))
    assert str(err.value) == ("the similarity matrix of 6 positions has 36 values; its data export is "
                              "limited to 5 × 5 positions: use --seq-len 5 or fewer")
    monkeypatch.setattr(analysis, "ROTATION_EXPORT_LIMIT", 5)
    assert analysis.rotation_table(Params(seq_len=5))[1].shape == (5, 7)
    with pytest.raises(ExportError) as err:
        analysis.rotation_table(Params(seq_len=1234))
    assert str(err.value) == "1,234 positions is too many for the rotation table (at most 5 rows): use fewer positions"
    with pytest.raises(ExportError) as err:
        analysis.rotation_table(Params(d_model=7, pair=3))
    assert str(err.value) == ("pair 3 is the lone sine of odd d_model 7: it has no cosine partner, so there "
                              "is no rotation to export")


@pytest.mark.parametrize("rows,cols", [(AxisBins(0, 4, 2), AxisBins(0, 4, 1)), (AxisBins(0, 4, 1), AxisBins(0, 4, 2))])
def test_one_averaged_axis_makes_block_means(rows, cols):
    tile = analysis.similarity_matrix_tile(Sinusoidal(8), "dot", rows, cols)
    assert tile.note == "each pixel the exact mean of its block of PE(p)·PE(q)"
    odd = analysis.similarity_matrix_tile(Sinusoidal(5), "cosine", rows, cols)
    assert odd.note.startswith("odd d, averaged: each pixel the exact block mean")
