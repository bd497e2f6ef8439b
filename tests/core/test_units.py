"""Sizes written for people: binary multiples, one decimal, the unit's boundaries."""
import pytest

from pe_desktop.core.units import human_bytes


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
