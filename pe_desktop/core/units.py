"""Sizes and numbers written for people."""
import math

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
    """The decimals that write every multiple of ``spacing`` exactly (0.25 → 2, 0.5 → 1)."""
    for places in range(max(0, math.ceil(-math.log10(spacing))), 13):
        scaled = spacing * 10 ** places
        if abs(scaled - round(scaled)) <= 1e-9 * scaled:
            return places
    return 12


def tick_labels(values, spacing: float) -> list[str]:
    """Axis tick text for people: thousands separators, never an exponent or a shared
    '(x1e+09)' factor. With ticks 1,000 or more apart reaching 10,000, a round value is
    written 200k, 1M or 1.5M; ticks 1 or more apart, every integer in full (1,000,000,010, so
    a far offset stays exact); closer ticks, as many decimals as the spacing needs."""
    values = [float(v) for v in values]
    short = spacing >= 1000 and max((abs(v) for v in values), default=0) >= 10_000
    places = _places(spacing) if 0 < spacing < 1 else 0
    labels = []
    for v in values:
        if short and abs(v) >= 1_000_000 and v % 100_000 == 0:
            labels.append(f"{v / 1_000_000:,g}M")
        elif short and v % 1000 == 0 and v:
            labels.append(f"{v / 1000:,g}k")
        elif spacing >= 1:
            labels.append(f"{round(v):,}")
        else:
            text = f"{v:,.{places}f}"
            labels.append(text.lstrip("-") if float(text.replace(",", "")) == 0 else text)
    return labels
