"""The block-mean engine at its edges: r = 1 exactly, no pairs at all, decays strong enough
to overflow a careless factorisation, wholly masked blocks (without a floating-point warning)
and integer sizes large enough to overflow int64 polynomials; against brute force."""
import cmath
import math
import warnings

import numpy as np
import pytest

from pe_desktop.core import pairwise
from pe_desktop.core.pairwise import Blocks, Steps
from pe_desktop.core.viewport import AxisBins


@pytest.fixture
def no_warnings():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        yield


def test_r_equal_to_1_gives_the_counts_without_a_warning(no_warnings):
    n = np.array([0, 1, 5, 1000])
    np.testing.assert_array_equal(pairwise.geometric_sum(np.zeros(4, complex), n), n)
    np.testing.assert_array_equal(pairwise.weighted_geometric_sum(np.zeros(4, complex), n),
                                  n * (n + 1) // 2)


@pytest.mark.parametrize("causal", [True, False])
def test_masked_blocks_are_nan_without_a_warning(no_warnings, causal):
    f = Steps(np.array([-2, 3]), np.array([1.0, 2.0, 4.0]))
    q, k = AxisBins(0, 12, 4), AxisBins(0, 12, 4)
    got = pairwise.step_means(f, Blocks.of(q, k), causal)
    for r, (a, nr) in enumerate(zip(q.starts(), q.sizes())):
        for c, (b, nc) in enumerate(zip(k.starts(), k.sizes())):
            d = np.subtract.outer(np.arange(a, a + nr), np.arange(b, b + nc)).ravel()
            d = d[d >= 0] if causal else d
            want = np.mean(np.where(d < -2, 1.0, np.where(d < 3, 2.0, 4.0))) if d.size else np.nan
            np.testing.assert_equal(got[r, c], want)


def test_a_constant_kernel_is_its_value_on_every_unmasked_block():
    """r = 1: f = Re c in every cell j ≤ i, diagonal blocks included."""
    q, k = AxisBins(0, 30, 7), AxisBins(0, 30, 4)
    got = pairwise.geometric_means(np.array([0j]), np.array([2.5 - 1j]), Blocks.of(q, k))
    masked = q.starts()[:, None] + q.sizes()[:, None] - 1 < k.starts()[None, :]
    assert np.isnan(got[masked]).all()
    np.testing.assert_allclose(got[~masked], 2.5, rtol=1e-15)


def test_no_pairs_sum_to_zero():
    q, k = AxisBins(0, 20, 5), AxisBins(0, 20, 5)
    got = pairwise.geometric_means(np.zeros(0, complex), np.zeros(0, complex), Blocks.of(q, k))
    masked = q.starts()[:, None] + q.sizes()[:, None] - 1 < k.starts()[None, :]
    assert np.isnan(got[masked]).all() and (got[~masked] == 0.0).all()


@pytest.mark.parametrize("decay", [2.0, 5.0])
def test_strong_decays_against_every_cell(decay):
    """|r| = e^−decay with bins of 100: rows grouped carelessly would need e^(decay·200) or
    more. Weights below e^−700 count as 0."""
    q, k = AxisBins(0, 1000, 100), AxisBins(0, 1000, 100)
    log_r = np.array([-decay + 0.3j, -decay / 2])
    coef = np.array([1.0 - 0.5j, 0.25])
    got = pairwise.geometric_means(log_r, coef, Blocks.of(q, k))
    for r, (a, nr) in enumerate(zip(q.starts(), q.sizes())):
        for c, (b, nc) in enumerate(zip(k.starts(), k.sizes())):
            d = np.subtract.outer(np.arange(a, a + nr), np.arange(b, b + nc)).ravel()
            d = d[d >= 0]
            if not d.size:
                assert np.isnan(got[r, c])
                continue
            values, counts = np.unique(d, return_counts=True)
            mag = np.exp(np.outer(values, log_r.real))
            angle = np.outer(values, log_r.imag)
            f = (mag * (coef.real * np.cos(angle) - coef.imag * np.sin(angle))).sum(axis=1)
            want = math.fsum(f * counts) / d.size
            assert got[r, c] == pytest.approx(want, rel=1e-12, abs=1e-290), (r, c)


def test_weighted_geometric_sum_of_a_large_integer_n_near_r_1():
    """n = 20000 as int64 (as the diagonal blocks pass it): its series' polynomials in n stay
    exact; against every term summed."""
    n = 20000
    log_r = -4e-8 + 2e-8j
    terms = [(n - s) * cmath.exp(s * log_r) for s in range(n)]
    want = complex(math.fsum(t.real for t in terms), math.fsum(t.imag for t in terms))
    got = complex(pairwise.weighted_geometric_sum(np.array([log_r]), np.int64(n))[0])
    assert abs(got - want) <= 1e-14 * abs(want)


def test_steps_from_samples_break_at_int64_distances():
    f = Steps.from_samples(-3, [0, 0, 1, 1, 1, 5, 5, 2])
    assert f.breaks.dtype == np.int64
    np.testing.assert_array_equal(f.breaks, [-1, 2, 4])
    np.testing.assert_array_equal(f.values, [0, 1, 5, 2])
