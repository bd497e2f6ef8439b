"""Sizes and numbers written for people."""
import numpy as np

from .text import msg


def human_bytes(n: float) -> str:
    """1536 → '1.5 KB' (binary multiples, as file managers show them); a Msg, so "bytes"
    is translated where it is shown."""
    if n < 1024:
        return msg("{n:.0f} bytes", n=n)
    for unit in ("KB", "MB", "GB"):
        n /= 1024
        if n < 1024:
            return msg("{n:.1f} {unit}", n=n, unit=unit)
    return msg("{n:.1f} {unit}", n=n / 1024, unit="TB")


def _places(spacing: float) -> int:
    """The decimals that write every multiple of ``spacing`` (0.25 → 2, 1e-05 → 5), at most 12."""
    return len(np.format_float_positional(spacing, precision=12, trim="-").partition(".")[2])


def tick_labels(values, spacing: float) -> list[str]:
    """Axis tick text for people: thousands separators, never an exponent or a shared
    '(x1e+09)' factor. With ticks 1,000 or more apart reaching 10,000, every value is written
    in one unit for the axis, M once one reaches a million (0.5M, 1M, 1.02M), else k (200k);
    ticks 1 or more apart, every integer in full (1,000,000,010, so a far offset stays
    exact); closer ticks, as many decimals as the spacing needs."""
    values = [float(v) for v in values]
    if spacing >= 1000 and any(abs(v) >= 10_000 for v in values):
        unit, suffix = (1_000_000, "M") if any(abs(v) >= 1_000_000 for v in values) else (1000, "k")
        return ["0" if v == 0 else f"{v / unit:,.{_places(v / unit)}f}{suffix}" for v in values]
    places = _places(spacing)  # integers in full from a spacing of 1; decimals as needed below
    return [f"{0.0 if round(v, places) == 0 else v:,.{places}f}" for v in values]  # not '-0.00'
