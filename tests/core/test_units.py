"""Numbers written for people: axis ticks."""
import pytest

from pe_desktop.core.units import tick_labels


@pytest.mark.parametrize("values,spacing,want", [
    # positions far apart: k and M, never 1e+06
    ([0, 200_000, 400_000, 1_000_000, 1_500_000], 200_000, ["0", "200k", "400k", "1M", "1.5M"]),
    ([0, 5000, 10_000], 5000, ["0", "5k", "10k"]),
    ([1_234_000, 1_235_000], 1000, ["1,234k", "1,235k"]),
    ([-60_000, -40_000], 20_000, ["-60k", "-40k"]),
    # below 10,000 in full, with separators
    ([2000, 4000], 2000, ["2,000", "4,000"]),
    ([0, 500, 1000, 1500], 500, ["0", "500", "1,000", "1,500"]),
    # a far offset: every digit, no shared '(x1e+09)' factor
    ([1_000_000_000, 1_000_000_010], 10, ["1,000,000,000", "1,000,000,010"]),
    # fractions: as many decimals as the spacing, no '-0'
    ([-1, -0.5, 0, 0.5, 1], 0.5, ["-1.0", "-0.5", "0.0", "0.5", "1.0"]),
    ([-1e-12, 0.25], 0.25, ["0.00", "0.25"]),
    ([0, 0.0001, 0.0002], 0.0001, ["0.0000", "0.0001", "0.0002"]),
    ([1234.5], 0.5, ["1,234.5"]),
])
def test_tick_labels(values, spacing, want):
    assert tick_labels(values, spacing) == want
