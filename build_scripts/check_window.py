#!/usr/bin/env python3
"""Check a screenshot of the app's window holds the drawn heatmap (used by windows_wine.sh).

    check_window.py SCREENSHOT.png X Y WIDTH HEIGHT

The window's rectangle is cut out of the screenshot with ImageMagick and measured: a blank
window, a black one or an error dialog is grey text on a plain background, with few colours
and hardly any saturated pixel; the heatmap's colour map fills a large part of the window
with many saturated colours. Exit 1, saying what was measured, when that is not so.
"""
from __future__ import annotations

import subprocess
import sys

MIN_SIZE = (800, 500)      # the main window opens at 1280×800 or the screen's size
MIN_COLOURS = 300          # distinct colours in the window
MIN_SATURATED = 0.10       # share of pixels with HSL saturation above 25 %


def measure(png: str, x: int, y: int, w: int, h: int) -> tuple[int, float]:
    crop = ["convert", png, "-crop", f"{w}x{h}+{x}+{y}", "+repage"]
    colours = int(subprocess.run([*crop, "-format", "%k", "info:"], check=True,
                                 capture_output=True, text=True).stdout)
    saturated = float(subprocess.run(
        [*crop, "-colorspace", "HSL", "-channel", "G", "-separate", "+channel",
         "-threshold", "25%", "-format", "%[fx:mean]", "info:"],
        check=True, capture_output=True, text=True).stdout)
    return colours, saturated


def main(argv: list[str]) -> int:
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    png, (x, y, w, h) = argv[0], map(int, argv[1:])
    colours, saturated = measure(png, x, y, w, h)
    line = f"window {w}×{h}: {colours} colours, {saturated:.0%} of its pixels saturated"
    if w < MIN_SIZE[0] or h < MIN_SIZE[1] or colours < MIN_COLOURS or saturated < MIN_SATURATED:
        print(f"no drawn heatmap in the window: {line} (need at least {MIN_SIZE[0]}×{MIN_SIZE[1]}, "
              f"{MIN_COLOURS} colours, {MIN_SATURATED:.0%} saturated)", file=sys.stderr)
        return 1
    print(f"ok: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
