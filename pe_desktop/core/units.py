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
    '(x1e+09)' factor. With ticks 1,000 or more apart reaching 10,000, a round value is
    written 200k, 1M or 1.5M; ticks 1 or more apart, every integer in full (1,000,000,010, so
    a far offset stays exact); closer ticks, as many decimals as the spacing needs."""
    values = [float(v) for v in values]
    short = spacing >= 1000 and any(abs(v) >= 10_000 for v in values)
    labels = []
    for v in values:
        if short and abs(v) >= 1_000_000 and v % 100_000 == 0:
            labels.append(f"{v / 1_000_000:,g}M")
        elif short and v % 1000 == 0 and v:
            labels.append(f"{v / 1000:,g}k")
        else:  # integers in full from a spacing of 1; decimals as the spacing needs below
            places = _places(spacing)
            if round(v, places) == 0:
                v = 0.0  # not '-0.00'
            labels.append(f"{v:,.{places}f}")
    return labels
