"""The block-mean engine of the (query i, key j) maps against brute force over every cell."""
import math

import numpy as np
import pytest

from pe_desktop.core import pairwise
from pe_desktop.core.pairwise import Blocks, Steps
from pe_desktop.core.viewport import AxisBins


def cells(a, nr, b, nc):
    i, j = np.meshgrid(np.arange(a, a + nr), np.arange(b, b + nc), indexing="ij")
    return i, j


def random_layout(rng, lo=0, hi=60):
    """Query and key bins of random sizes over random ranges (often overlapping)."""
    s0 = int(rng.integers(lo, hi))
    s1 = int(rng.integers(lo, hi))
    q = AxisBins(s0, s0 + int(rng.integers(1, 40)), int(rng.integers(1, 9)))
    k = AxisBins(s1, s1 + int(rng.integers(1, 40)), int(rng.integers(1, 9)))
    return q, k


def brute_means(f, q, k, causal):
    out = np.full((q.count, k.count), np.nan)
    for r, (a, nr) in enumerate(zip(q.starts(), q.sizes())):
        for c, (b, nc) in enumerate(zip(k.starts(), k.sizes())):
            i, j = cells(a, nr, b, nc)
            keep = (j <= i) if causal else np.ones(i.shape, bool)
            if keep.any():
                out[r, c] = np.mean(f(i - j)[keep])
    return out


@pytest.mark.parametrize("seed", range(30))
def test_counts_and_ramps_per_block(seed):
    rng = np.random.default_rng(seed)
    q, k = random_layout(rng)
    blocks = Blocks.of(q, k)
    for x in rng.integers(-50, 50, 6):
        x = int(x)
        n = pairwise.count_at_least(blocks.a, blocks.nr, blocks.b, blocks.nc, x)
        w = pairwise.ramp_sum(blocks, x)
        for r, (a, nr) in enumerate(zip(q.starts(), q.sizes())):
            for c, (b, nc) in enumerate(zip(k.starts(), k.sizes())):
                i, j = cells(a, nr, b, nc)
                assert n[r, c] == np.sum(i - j >= x)
                assert w[r, c] == np.sum(np.maximum(i - j - x, 0))


def test_ramps_far_from_the_origin_stay_exact():
    # blocks of 10^6 cells a side, 10^8 positions in: the bend is summed in integers
    q = AxisBins(10**8, 10**8 + 3 * 10**6, 10**6)
    k = AxisBins(10**8 - 5, 10**8 + 3 * 10**6 - 5, 10**6)
    w = pairwise.ramp_sum(Blocks.of(q, k), 3)
    nr = 10**6  # as many keys per block
    # block (0, 0): d = i − j + 5 over i, j < 10^6; Σ relu(d − 3) = Σ relu(i − j + 2)
    want = sum(max(t + 2, 0) * (nr - abs(t)) for t in range(-nr + 1, nr))
    assert w[0, 0] == float(want)


def test_steps_from_samples_and_evaluation():
    f = Steps.from_samples(-2, [5, 5, 7, 7, 7, 1])  # d = −2 … 3
    assert f.breaks.tolist() == [0, 3] and f.values.tolist() == [5, 7, 1]
    assert f(np.arange(-5, 7)).tolist() == [5, 5, 5, 5, 5, 7, 7, 7, 1, 1, 1, 1]
    assert f.heights.tolist() == [2.0, -6.0]


@pytest.mark.parametrize("seed", range(40))
@pytest.mark.parametrize("causal", [False, True])
def test_step_means_equal_brute_force(seed, causal):
    rng = np.random.default_rng(seed)
    q, k = random_layout(rng)
    first = int(rng.integers(-30, 0))
    samples = rng.integers(-4, 5, int(rng.integers(1, 50))).astype(float) * 0.5
    f = Steps.from_samples(first, samples)
    got = pairwise.step_means(f, Blocks.of(q, k), causal)
    want = brute_means(f, q, k, causal)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_allclose(got, want, rtol=1e-13, atol=1e-13)


def test_step_range_means():
    f = Steps.from_samples(0, [0, 1, 2, 3, 3, 3, 9])
    starts, sizes = np.array([0, 2, 5, 6, 100]), np.array([3, 4, 1, 10, 7])
    want = [np.mean(f(np.arange(s, s + n))) for s, n in zip(starts, sizes)]
    np.testing.assert_allclose(pairwise.step_range_means(f, starts, sizes), want, rtol=1e-15)


def test_complex_expm1_near_zero_and_far():
    z = np.array([1e-12 + 1e-13j, -1e-9j, 0.3 - 2j, -40 + 1j, 0j])
    want = [complex(1e-12 + 1e-13j) + (1e-12 + 1e-13j) ** 2 / 2, -1e-9j - 1e-18 / 2,
            np.exp(0.3 - 2j) - 1, np.exp(-40 + 1j) - 1, 0]
    np.testing.assert_allclose(pairwise.cexpm1(z), want, rtol=1e-14, atol=0)


def test_complex_exp_equals_numpys_to_rounding():
    z = np.array([[0j, 1j, -2.5 + 3j, 0.7 - 40j], [-745 + 0.1j, -800 + 2j, 30 + 1e-3j, -1e-300j]])
    got = pairwise.cexp(z)
    assert got.shape == z.shape and got.dtype == complex
    np.testing.assert_allclose(got, np.exp(z), rtol=4e-16, atol=1e-320)
    assert pairwise.cexp(-800 + 2j) == 0  # underflow to an exact zero, not NaN


@pytest.mark.parametrize("log_r", [0.3j, -0.01 + 1j, -1e-7 + 1e-6j, 1e-9j, 0j, -2.0 + 0.5j])
def test_geometric_sums(log_r):
    r = np.exp(log_r)
    for n in [0, 1, 2, 3, 7, 50, 999]:
        g = sum(r ** t for t in range(n))
        h = sum((n - s) * r ** s for s in range(n))
        assert pairwise.geometric_sum(np.array(log_r), n) == pytest.approx(g, rel=1e-12, abs=1e-300)
        assert pairwise.weighted_geometric_sum(np.array(log_r), n) == pytest.approx(h, rel=1e-11, abs=1e-300)


@pytest.mark.parametrize("seed", range(40))
def test_geometric_means_equal_brute_force(seed):
    rng = np.random.default_rng(seed)
    q, k = random_layout(rng)
    p = int(rng.integers(1, 5))
    log_r = -rng.uniform(0, 0.3, p) * rng.integers(0, 2, p) + 1j * rng.uniform(0, 3, p)
    coef = rng.normal(size=p) + 1j * rng.normal(size=p)

    def f(d):
        return np.real(np.exp(np.multiply.outer(d, log_r)) @ coef)

    got = pairwise.geometric_means(log_r, coef, Blocks.of(q, k))
    want = brute_means(f, q, k, causal=True)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_allclose(got, want, rtol=1e-10, atol=1e-12)


def test_geometric_means_in_chunks_of_fast_decay():
    # κ = 0.5 per position: rows come in chunks of 1,200 positions, far keys weigh nothing
    log_r, coef = np.array([-0.5 + 0.2j, -0.001 + 0.05j]), np.array([1.0, 0.5 - 0.2j])
    q = AxisBins(0, 20_000, 700)
    k = AxisBins(0, 20_000, 650)

    def f(d):
        return np.real(np.exp(np.multiply.outer(d, log_r)) @ coef)

    got = pairwise.geometric_means(log_r, coef, Blocks.of(q, k))
    for r in [0, 5, 14, 28]:
        row = AxisBins(r * 700, min(20_000, r * 700 + 700), 700)
        want = brute_means(f, row, k, causal=True)[0]
        np.testing.assert_allclose(got[r], want, rtol=1e-9, atol=1e-300)


def test_geometric_range_means():
    log_r, coef = np.array([-0.1 + 0.7j, 0.2j]), np.array([0.3, 1 - 1j])
    starts, sizes = np.array([0, 3, 40]), np.array([1, 5, 17])
    want = [np.mean(np.real(np.exp(np.multiply.outer(np.arange(s, s + n), log_r)) @ coef))
            for s, n in zip(starts, sizes)]
    np.testing.assert_allclose(pairwise.geometric_range_means(log_r, coef, starts, sizes), want,
                               rtol=1e-12)


def test_harmonic_differences():
    m = np.array([0, 0, 5, 1000, 1023, 1024, 2000, 10**6, 10**9, 10**12])
    n = np.array([0, 7, 9, 1030, 3000, 1025, 5000, 10**6 + 3, 10**9 + 1, 2 * 10**12])
    for a, b, got in zip(m, n, pairwise.harmonic_diff(m, n)):
        if b - a < 10_000:
            want = math.fsum(1.0 / t for t in range(int(a) + 1, int(b) + 1))
        else:  # H(n) − H(m) = ln(n/m) + 1/(2n) − 1/(2m) + …
            want = math.log(b / a) + 1 / (2 * b) - 1 / (2 * a)
        assert got == pytest.approx(want, rel=1e-13, abs=1e-15)  # a table: differences of sums
