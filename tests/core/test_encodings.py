import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pe_desktop.core import encodings
from pe_desktop.core.encodings import Sinusoidal
from tests import reference as ref


def test_known_vector_d4_p1():
    got = encodings.encode([1], np.arange(4), Sinusoidal(4))[0]
    np.testing.assert_allclose(got, [0.841471, 0.540302, 0.00999983, 0.99995], atol=5e-7)


def test_position_zero_is_sin0_cos0():
    row = encodings.encode([0], np.arange(8), Sinusoidal(8))[0]
    assert list(row) == [0.0, 1.0] * 4


@pytest.mark.parametrize("d,base,offset", [(128, 10000.0, 0), (64, 500000.0, 3), (7, 10000.0, 0),
                                           (33, 100.0, 12), (128, 10000.0, 1_000_000)])
def test_table_matches_reference_formula(d, base, offset):
    got = encodings.sinusoidal_table(20, Sinusoidal(d, base), offset)
    want = ref.pe_table(range(offset, offset + 20), d, base)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)


def test_matches_the_articles_numpy_function():
    got = encodings.sinusoidal_table(100, Sinusoidal(128))
    np.testing.assert_allclose(got, ref.seed_get_positional_encoding(100, 128), rtol=0, atol=1e-12)


def test_far_positions_are_float64_exact():
    p = 123_456_789
    got = encodings.encode([p], [0, 1, 2], Sinusoidal(128))[0]
    assert got[0] == pytest.approx(math.sin(p * 1.0), abs=1e-12)
    assert got[1] == pytest.approx(math.cos(p * 1.0), abs=1e-12)


def test_odd_d_model_last_dimension_is_a_lone_sine():
    d = 5
    got = encodings.encode([3], np.arange(d), Sinusoidal(d))[0]
    assert got[4] == pytest.approx(math.sin(3 * 10000.0 ** (-4 / 5)), abs=1e-15)
    assert Sinusoidal(d).n_pairs == 3


def test_wavelength_of_pair_zero_is_2pi_and_last_about_60000():
    w = Sinusoidal(128).wavelengths
    assert w[0] == pytest.approx(2 * math.pi)
    assert 2 * math.pi * 10000 ** (126 / 128) == pytest.approx(w[-1])
    assert 50_000 < w[-1] < 62_832


@settings(max_examples=60, deadline=None)
@given(start=st.integers(0, 10**7), n=st.integers(1, 300), d=st.integers(1, 40),
       base=st.floats(1.5, 1e6))
def test_binned_mean_equals_brute_force_mean(start, n, d, base):
    dims = np.arange(d)
    enc = Sinusoidal(d, base)
    got = encodings.encode_binned([start + (n - 1) / 2], [n], dims, enc)[0]
    brute = encodings.encode(np.arange(start, start + n), dims, enc).mean(axis=0)
    np.testing.assert_allclose(got, brute, rtol=0, atol=1e-9)


@settings(max_examples=40, deadline=None)
@given(p=st.integers(0, 5000), q=st.integers(0, 5000), d=st.integers(1, 48))
def test_similarity_is_the_dot_product(p, q, d):
    got = encodings.similarity([p], q, Sinusoidal(d))[0]
    assert got == pytest.approx(ref.dot(p, q, d), abs=1e-10)


@settings(max_examples=40, deadline=None)
@given(p=st.integers(0, 10**6), q=st.integers(0, 10**6), k=st.integers(-1000, 1000))
def test_dot_product_depends_only_on_the_offset(p, q, k):
    a = encodings.similarity([p + 2000], q + 2000, Sinusoidal(64))[0]
    b = encodings.similarity([p + 2000 + k], q + 2000 + k, Sinusoidal(64))[0]
    assert a == pytest.approx(b, abs=1e-7)


def test_dot_with_itself_is_half_d():
    assert encodings.similarity([17], 17, Sinusoidal(128))[0] == pytest.approx(64.0, abs=1e-12)


@pytest.mark.parametrize("d", [64, 65])
def test_range_exact_matches_direct(d):
    got = encodings.similarity_range_exact(999_000, 999_000 + 2500, 5, Sinusoidal(d), chunk=1000)
    want = encodings.similarity(np.arange(999_000, 999_000 + 2500), 5, Sinusoidal(d))
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-8)


def test_rotation_maps_p_to_p_plus_k():
    d, p, k = 16, 7, 5
    enc = Sinusoidal(d)
    omega = enc.omega
    v_p = encodings.encode([p], np.arange(d), enc)[0]
    v_pk = encodings.encode([p + k], np.arange(d), enc)[0]
    for i, w in enumerate(omega):
        rot = np.array([[math.cos(w * k), math.sin(w * k)], [-math.sin(w * k), math.cos(w * k)]])
        np.testing.assert_allclose(rot @ v_p[2 * i:2 * i + 2], v_pk[2 * i:2 * i + 2], atol=1e-14)


def test_interleaved_matches_hugging_face_create_sinusoidal_embeddings():
    for dim in (16, 17):
        got = encodings.sinusoidal_table(30, Sinusoidal(dim))
        np.testing.assert_allclose(got, ref.hf_create_sinusoidal_embeddings(30, dim), rtol=0, atol=1e-12)


@pytest.mark.parametrize("d", [16, 17])
def test_concat_paper_matches_the_tensorflow_tutorial(d):
    got = encodings.sinusoidal_table(40, Sinusoidal(d, layout="concat-paper"))
    np.testing.assert_allclose(got, ref.tf_tutorial_positional_encoding(40, d), rtol=0, atol=1e-12)


def test_concat_t2t_matches_tensor2tensor_timing_signal():
    got = encodings.sinusoidal_table(40, Sinusoidal(16, layout="concat-t2t"))
    want = ref.t2t_timing_signal(40, 16)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)
    assert Sinusoidal(16, layout="concat-t2t").omega[-1] == pytest.approx(1e-4, rel=1e-14)


@pytest.mark.parametrize("layout", ["interleaved", "concat-paper", "concat-t2t"])
@pytest.mark.parametrize("d", [12, 13])
def test_similarity_is_the_dot_product_in_every_layout(layout, d):
    enc = Sinusoidal(d, layout=layout)
    table = encodings.sinusoidal_table(60, enc)
    np.testing.assert_allclose(encodings.similarity(np.arange(60), 7, enc), table @ table[7], atol=1e-12)


@pytest.mark.parametrize("layout", ["interleaved", "concat-paper", "concat-t2t"])
def test_uniform_fast_path_equals_direct(layout):
    enc = Sinusoidal(33, 500.0, layout)
    dims = np.arange(3, 30)
    fast = encodings.encode_uniform_bins(1_000_000.5, 4, 57, dims, enc)
    centres = 1_000_000.5 + 4 * np.arange(57)
    direct = encodings.encode_binned(centres, np.full(57, 4), dims, enc)
    np.testing.assert_allclose(fast, direct, rtol=0, atol=1e-9)
    sim_fast = encodings.similarity_uniform_bins(1_000_000.5, 4, 57, 11, enc)
    sim_direct = encodings.similarity_binned(centres, np.full(57, 4), 11, enc)
    np.testing.assert_allclose(sim_fast, sim_direct, rtol=0, atol=1e-7)


# -- odd d_model in the tensor2tensor/fairseq layout: d//2 sines, d//2 cosines, one zero column

@pytest.mark.parametrize("d", [65, 127, 513])
@pytest.mark.parametrize("offset", [2, 1000])
def test_concat_t2t_odd_width_matches_tensor2tensor_and_fairseq(d, offset):
    enc = Sinusoidal(d, layout="concat-t2t")
    got = encodings.sinusoidal_table(50, enc, offset=offset)
    np.testing.assert_allclose(got, ref.t2t_timing_signal(50, d, start_index=offset), rtol=0, atol=1e-12)
    np.testing.assert_allclose(got, ref.fairseq_get_embedding(offset + 50, d)[offset:], rtol=0, atol=1e-12)
    assert np.all(got[:, -1] == 0.0)
    assert enc.n_pairs == d // 2 and not enc.lone_sine and enc.zero_column


def test_concat_t2t_d65_position_10_column_32_is_cos_10():
    # the case as found: the old layout had a sine of a frequency below 1/base there
    got = encodings.sinusoidal_table(50, Sinusoidal(65, layout="concat-t2t"), offset=2)
    assert got[8, 32] == pytest.approx(math.cos(10.0), abs=1e-15)
    assert got[:, 64].max() == 0.0 and got[:, 64].min() == 0.0


@pytest.mark.parametrize("d", [65, 127])
def test_concat_t2t_odd_width_bin_means_include_the_zero_column(d):
    """Binned pixels (positions × dims, both paths of encode_uniform_dim_means) are the plain
    means of the libraries' table, the zero column counted as zeros."""
    enc = Sinusoidal(d, layout="concat-t2t")
    table = ref.t2t_timing_signal(300, d)
    for size, group in ((3, 1), (1, 8), (4, 16), (5, 32)):
        count = 300 // size
        start = d - (d // group) * group if group > 1 else 0
        groups = (d - start) // group
        if group > 1:
            got = encodings.encode_uniform_dim_means((size - 1) / 2, size, count, start, group, groups, enc)
            want = table[:count * size].reshape(count, size, d).mean(axis=1)[:, start:]
            want = want.reshape(count, groups, group).mean(axis=2)
        else:
            got = encodings.encode_uniform_bins((size - 1) / 2, size, count, np.arange(d), enc)
            want = table[:count * size].reshape(count, size, d).mean(axis=1)
        np.testing.assert_allclose(got, want, rtol=0, atol=1e-9)
    zero_only = encodings.encode_uniform_dim_means(10.0, 1, 5, d - 1, 1, 1, enc)
    assert np.all(zero_only == 0.0)


@pytest.mark.parametrize("d, start, group", [(65, 63, 2), (65, 54, 11), (127, 100, 27)])
def test_dimension_groups_that_end_with_the_zero_column(d, start, group):
    """One group from a late dimension to the zero column: the last cosines and the zeros
    (the frequencies the group needs start far from 0, one of them when the group holds
    two dimensions), against tensor2tensor's table."""
    enc = Sinusoidal(d, layout="concat-t2t")
    table = ref.t2t_timing_signal(60, d)
    for size in (1, 3):
        count = 60 // size
        got = encodings.encode_uniform_dim_means((size - 1) / 2, size, count, start, group, 1, enc)
        want = table[:count * size, start:].reshape(count, size, group).mean(axis=(1, 2))
        np.testing.assert_allclose(got[:, 0], want, rtol=0, atol=1e-9)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_uniform_grids_come_in_the_dtype_asked(dtype):
    """sin and cos of (first + r·step)·ω, and the bin means built on them, in the dtype the
    caller asks for (float32 halves a picture's memory), close to the values one by one."""
    enc = Sinusoidal(12)
    sin, cos = encodings.uniform_sin_cos(2.5, 3.0, 7, enc.omega, dtype)
    assert sin.dtype == cos.dtype == dtype
    angle = np.multiply.outer(2.5 + 3.0 * np.arange(7), enc.omega)
    np.testing.assert_allclose(sin, np.sin(angle), atol=1e-6)
    np.testing.assert_allclose(cos, np.cos(angle), atol=1e-6)
    means = encodings.encode_uniform_bins(1.0, 3, 5, np.arange(12), enc, dtype)
    assert means.dtype == dtype
    want = ref.pe_table(range(15), 12).reshape(5, 3, 12).mean(axis=1)
    np.testing.assert_allclose(means, want, atol=1e-6)


@pytest.mark.parametrize("d", [65, 127])
def test_concat_t2t_odd_width_similarity_and_norms(d):
    from pe_desktop.core import analysis
    enc = Sinusoidal(d, layout="concat-t2t")
    table = ref.fairseq_get_embedding(200, d)
    np.testing.assert_allclose(encodings.similarity(np.arange(200), 17, enc), table @ table[17],
                               rtol=0, atol=1e-10)
    np.testing.assert_allclose(analysis.squared_norms(np.arange(200), enc),
                               (table ** 2).sum(axis=1), rtol=0, atol=1e-10)
    exact = analysis.similarity_matrix_exact(enc, np.arange(40, 90), "cosine")
    rows = table[40:90] / np.linalg.norm(table[40:90], axis=1, keepdims=True)
    np.testing.assert_allclose(exact, rows @ rows.T, rtol=0, atol=1e-12)
    np.testing.assert_allclose(analysis.encode_exact_angles(np.arange(200), enc), table, rtol=0, atol=1e-12)


def test_layout_of_each_dimension_written_out():
    """Pair and cosine flag of every dimension, by hand: d = 5 in concat-t2t is sin ω0, sin ω1,
    cos ω0, cos ω1 and the zero column (pair −1, not a cosine); any integer dtype reads the
    same (uint8 indices included)."""
    enc = Sinusoidal(5, layout="concat-t2t")
    for dims in (range(5), np.arange(5, dtype=np.uint8)):
        pair, is_cos = enc.layout_of(dims)
        assert pair.tolist() == [0, 1, 0, 1, -1]
        assert is_cos.tolist() == [False, False, True, True, False]
    pair, is_cos = Sinusoidal(5, layout="concat-paper").layout_of(np.arange(5, dtype=np.uint8))
    assert pair.tolist() == [0, 1, 2, 0, 1] and is_cos.tolist() == [False, False, False, True, True]


@pytest.mark.parametrize("dims", [[5], [0, 7], [-1], [-1, 2]])
def test_layout_of_refuses_dimensions_outside_the_model(dims):
    with pytest.raises(ValueError, match="^dimension index out of range$"):
        Sinusoidal(5).layout_of(dims)
    assert Sinusoidal(5).layout_of([0, 4])[0].tolist() == [0, 2]


def test_dirichlet_factor_is_the_mean_over_the_bin_and_one_at_the_limits():
    """D_n(ω) = mean of cos((p − c)ω) over n consecutive integers p around their centre c,
    summed here term by term; D_1 = 1 exactly for any ω, and D_n(0) = 1 (the mean of a
    constant), with no warning on the way."""
    omegas = np.array([0.0, 1e-300, 1e-3, 0.7, 1.0])
    for n in (1, 2, 3, 10):
        got = encodings.dirichlet_mean_factor(omegas, n)
        c = (n - 1) / 2
        want = [math.fsum(math.cos((p - c) * w) for p in range(n)) / n for w in omegas]
        np.testing.assert_allclose(got, want, rtol=1e-14, atol=0)
        assert got[0] == 1.0
    assert np.all(encodings.dirichlet_mean_factor(np.linspace(0, 1, 101), 1) == 1.0)
    assert encodings.dirichlet_mean_factor(0.0, np.array([2, 5]))[1] == 1.0


@pytest.mark.parametrize("kwargs, message", [
    (dict(d_model=8, layout="rotary"), "^unknown layout 'rotary'$"),
    (dict(d_model=0), "^d_model must be ≥ 1 and base > 1$"),
    (dict(d_model=8, base=1.0), "^d_model must be ≥ 1 and base > 1$"),
    (dict(d_model=8, base=float("nan")), "^d_model must be ≥ 1 and base > 1$"),
])
def test_sinusoidal_refuses_what_has_no_encoding(kwargs, message):
    """Base 1 makes every frequency 1 (no positions told apart); no dimensions, no encoding."""
    with pytest.raises(ValueError, match=message):
        Sinusoidal(**kwargs)
    Sinusoidal(1, base=1.0001)  # the least that works


def test_odd_t2t_grid_with_its_zero_column_keeps_float32():
    """The zero column of an odd concat-t2t width is added in the grid's own dtype."""
    enc = Sinusoidal(13, layout="concat-t2t")
    got = encodings.encode_uniform_bins(0.0, 1, 6, np.arange(13), enc, np.float32)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, ref.t2t_timing_signal(6, 13), atol=1e-6)


@pytest.mark.parametrize("count", [1, 7, 8, 9, 15, 16, 63, 64, 65, 244, 892])
@pytest.mark.parametrize("first, step", [(0.0, 1.0), (2.5, 3.0), (1_000_000.5, 4298.0)])
def test_uniform_sin_cos_of_every_length_is_the_direct_evaluation(count, first, step):
    """Below and past the length where a progression is built from two shorter ones (angle
    addition, again inside each part): every row, sine and cosine, within a few ulps of the
    largest angle of the direct evaluation, and of the shape asked."""
    omega = Sinusoidal(64, 500.0).omega
    sin, cos = encodings.uniform_sin_cos(first, step, count, omega)
    angle = np.multiply.outer(first + step * np.arange(count), omega)
    assert sin.shape == cos.shape == (count, omega.size)
    tol = 8 * np.spacing(max(1.0, float(angle.max())))
    np.testing.assert_allclose(sin, np.sin(angle), rtol=0, atol=tol)
    np.testing.assert_allclose(cos, np.cos(angle), rtol=0, atol=tol)


@pytest.mark.parametrize("chunk", [1, 9, 64, 500])
@pytest.mark.parametrize("count", [1, 8, 9, 50, 63, 65])
def test_uniform_sin_cos_in_chunks_of_row_blocks_is_the_direct_evaluation(monkeypatch, chunk, count):
    """However few whole blocks of rows a chunk holds (one block, or less than one), with a
    short last block or none, written into the interleaved columns of one table as the bin
    means ask: every row within a few ulps of the direct evaluation, none left unwritten."""
    monkeypatch.setattr(encodings, "BLOCK_CHUNK", chunk)
    omega = Sinusoidal(16, 300.0).omega
    first, step = 12_345.25, 7.0
    both = np.full((count, 2 * omega.size), np.nan)
    encodings.uniform_sin_cos(first, step, count, omega, out=(both[:, 0::2], both[:, 1::2]))
    angle = np.multiply.outer(first + step * np.arange(count), omega)
    tol = 8 * np.spacing(float(angle.max()))
    np.testing.assert_allclose(both[:, 0::2], np.sin(angle), rtol=0, atol=tol)
    np.testing.assert_allclose(both[:, 1::2], np.cos(angle), rtol=0, atol=tol)
