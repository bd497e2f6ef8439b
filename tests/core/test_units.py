"""Sizes and numbers written for people: binary multiples with one decimal, axis ticks."""
import pytest

from pe_desktop.core.units import human_bytes, tick_labels


@pytest.mark.parametrize("n, text", [
    (0, "0 bytes"), (1, "1 bytes"), (1023, "1023 bytes"),
    (1024, "1.0 KB"), (1536, "1.5 KB"), (1024 * 1024 - 1, "1024.0 KB"),  # rounds up in print only
    (1024 ** 2, "1.0 MB"), (3 * 1024 ** 2 // 2, "1.5 MB"), (1024 ** 3 - 1024 ** 2, "1023.0 MB"),
    (1024 ** 3, "1.0 GB"), (256 * 1024 ** 3, "256.0 GB"),
    (1024 ** 4, "1.0 TB"), (5 * 1024 ** 4 // 2, "2.5 TB"), (2048 * 1024 ** 4, "2048.0 TB"),
])
def test_human_bytes(n, text):
    got = human_bytes(n)
    assert got == text


def test_human_bytes_is_a_translatable_message():
    got = human_bytes(1536)
    assert got.template == "{n:.1f} {unit}" and got.args == {"n": 1.5, "unit": "KB"}
    small = human_bytes(12)
    assert small.template == "{n:.0f} bytes" and small.args == {"n": 12}



@pytest.mark.parametrize("values,spacing,want", [
    # positions far apart: k or M, one unit per axis (1M, 1,020k … 1.1M mixed them), never 1e+06
    ([0, 200_000, 400_000, 1_000_000, 1_500_000], 200_000, ["0", "0.2M", "0.4M", "1M", "1.5M"]),
    ([1_000_000, 1_020_000, 1_040_000, 1_100_000], 20_000, ["1M", "1.02M", "1.04M", "1.1M"]),
    ([0, 5000, 10_000], 5000, ["0", "5k", "10k"]),
    ([1_234_000, 1_235_000], 1000, ["1.234M", "1.235M"]),
    ([999_000, 1_000_000], 1000, ["0.999M", "1M"]),
    ([998_000, 999_000], 1000, ["998k", "999k"]),
    ([1_234_567_000, 1_234_568_000], 1000, ["1,234.567M", "1,234.568M"]),  # every digit kept
    ([-60_000, -40_000], 20_000, ["-60k", "-40k"]),
    ([-1_000_000, 0, 1_000_000], 500_000, ["-1M", "0", "1M"]),
    ([12_500, 15_000], 2500, ["12.5k", "15k"]),
    # below 10,000 in full, with separators
    ([2000, 4000], 2000, ["2,000", "4,000"]),
    ([0, 500, 1000, 1500], 500, ["0", "500", "1,000", "1,500"]),
    # a far offset: every digit, no shared '(x1e+09)' factor
    ([1_000_000_000, 1_000_000_010], 10, ["1,000,000,000", "1,000,000,010"]),
    # fractions: as many decimals as the spacing, no '-0'
    ([-1, -0.5, 0, 0.5, 1], 0.5, ["-1.0", "-0.5", "0.0", "0.5", "1.0"]),
    ([-1e-12, 0.25], 0.25, ["0.00", "0.25"]),
    ([0, 0.0001, 0.0002], 0.0001, ["0.0000", "0.0001", "0.0002"]),
    ([1234.5, -1234.5], 0.5, ["1,234.5", "-1,234.5"]),
    ([0, 2.5, 5], 2.5, ["0.0", "2.5", "5.0"]),
    # the edges of each rule
    ([1_000_000_001, 1_000_000_002], 1, ["1,000,000,001", "1,000,000,002"]),  # spacing 1: integers
    ([9000, 10_000], 1000, ["9k", "10k"]),  # from a spacing of 1,000 once a value reaches 10,000
    ([5000, 9000], 1000, ["5,000", "9,000"]),  # not before
    ([1_000_000, 1_100_000], 100_000, ["1M", "1.1M"]),
    ([1_050_000], 50_000, ["1.05M"]),
    ([0, 1 / 3], 1 / 3, ["0.000000000000", "0.333333333333"]),  # at most 12 decimals
    ([0, 0.00001], 0.00001, ["0.00000", "0.00001"]),
    ([], 5000, []),
])
def test_tick_labels(values, spacing, want):
    assert tick_labels(values, spacing) == want
