"""Sizes written for people."""


def human_bytes(n: float) -> str:
    """1536 → '1.5 KB' (binary multiples, as file managers show them)."""
    for unit in ("bytes", "KB", "MB", "GB", "TB"):
        if n < 1024 or unit == "TB":
            return f"{n:.0f} {unit}" if unit == "bytes" else f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} TB"
