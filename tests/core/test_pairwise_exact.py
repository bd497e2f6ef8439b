"""The block-mean engine where float64 rounding could hide an error: integer counts and
ramp sums past 2^53, the weighted geometric series near r = 1, and harmonic sums above the
table; against exact integers and fractions or sums of every term."""
import cmath
import math
from fractions import Fraction

import numpy as np
import pytest

from pe_desktop.core import pairwise
from pe_desktop.core.pairwise import Blocks


def _blocks(a, nr, b, nc):
    return Blocks(np.array([[a]]), np.array([[nr]]), np.array([[b]]), np.array([[nc]]))


@pytest.mark.parametrize("n", [3 * 10**8, 10**9 + 7])
def test_counts_stay_exact_integers_past_2_to_the_53(n):
    """Cells d ≥ 0 of an n × n square: C(n + 1, 2), exact though n² is above 2^53."""
    got = pairwise.count_at_least(np.int64(0), np.int64(n), np.int64(0), np.int64(n), np.int64(0))
    assert got.dtype == np.int64
    assert int(got) == n * (n + 1) // 2


@pytest.mark.parametrize("nc", [10**6, 3 * 10**6 + 1, 123456789])
@pytest.mark.parametrize("nr", [2, 3, 5])
def test_a_ramp_sum_is_rounded_once_from_its_exact_integer(nr, nc):
    """Rows a … a + nr − 1 over keys 0 … nc − 1 with the ramp bending inside: Σ_i C(i + 1, 2)
    for i < nc (the terms C(n, 3) it is built from are far above 2^53)."""
    a = nc - nr - 1
    want = sum(min(i, nc - 1) * (min(i, nc - 1) + 1) // 2 + (i - nc + 1) * nc * (i >= nc)
               for i in range(a, a + nr))
    assert pairwise.ramp_sum(_blocks(a, nr, 0, nc), 0)[0, 0] == float(want)


def _weighted_brute(log_r: complex, n: int) -> complex:
    terms = [(n - s) * cmath.exp(s * log_r) for s in range(n)]
    return complex(math.fsum(t.real for t in terms), math.fsum(t.imag for t in terms))


@pytest.mark.parametrize("n", [2, 3, 4, 7, 20, 100])
@pytest.mark.parametrize("z", [-9e-4, 9e-4, -6e-4 + 6e-4j, 9.9e-4j])
def test_weighted_geometric_sum_near_r_1_is_its_series(n, z):
    """n·|log r| < 1e-3: the series up to (log r)³, against every term summed (its cubic term
    is about 1e-11 of the sum; what it leaves out, under 3e-15)."""
    log_r = z / n
    got = complex(pairwise.weighted_geometric_sum(np.array([log_r]), n)[0])
    want = _weighted_brute(log_r, n)
    assert abs(got - want) <= 5e-15 * abs(want)


def _harmonic(m: int, n: int) -> float:
    return float(sum(Fraction(1, k) for k in range(m + 1, n + 1)))


PAIRS = [(1024, 1034), (1024, 1044), (1024, 1124), (1024, 2048), (1025, 1040), (1100, 1111),
         (1030, 1039), (1000, 1008), (1020, 1028), (0, 1024), (3, 2000)]


@pytest.mark.parametrize(("m", "n"), PAIRS)
def test_harmonic_differences_to_within_a_few_last_bits(m, n):
    """H(n) − H(m) against the exact fraction: the asymptotic series of ψ above the table,
    the direct sum of up to 8 terms (the table's difference would cancel)."""
    assert pairwise.harmonic_diff(m, n) == pytest.approx(_harmonic(m, n), rel=5e-16, abs=0)


def test_harmonic_differences_mixed_below_across_and_above_the_table():
    """One array: pairs across the table's end lose the table's own digits (1e-15 absolute)."""
    pairs = [*PAIRS, (1020, 1030), (500, 1500), (10, 600)]
    m, n = np.array(pairs).T
    want = [_harmonic(int(a), int(b)) for a, b in pairs]
    np.testing.assert_allclose(pairwise.harmonic_diff(m, n), want, rtol=5e-16, atol=2e-15)


@pytest.mark.parametrize("dtype", [np.uint8, np.int16, np.uint16, np.int32])
def test_harmonic_differences_of_any_integer_dtype(dtype):
    m, n = np.array([0, 3, 100, 200], dtype=dtype), np.array([9, 3, 250, 201], dtype=dtype)
    want = [_harmonic(int(a), int(b)) for a, b in zip(m, n)]
    np.testing.assert_allclose(pairwise.harmonic_diff(m, n), want, rtol=5e-16, atol=0)
