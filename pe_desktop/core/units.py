"""Sizes written for people."""
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
