"""The diverging colour maps, defined here without matplotlib.

RdBu: ColorBrewer's 11-class RdBu (Cynthia Brewer, colorbrewer2.org, Apache-2.0),
red for −1, white for 0, blue for +1, as the first article's figure.
coolwarm: Kenneth Moreland's diverging map ("Diverging Color Maps for Scientific
Visualization", 2009), blue for −1, light grey for 0, red for +1, as the second.
"""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg

_STOPS = {
    "RdBu": [
        "#67001f", "#b2182b", "#d6604d", "#f4a582", "#fddbc7", "#f7f7f7",
        "#d1e5f0", "#92c5de", "#4393c3", "#2166ac", "#053061",
    ],
    "coolwarm": ["#3b4cc0", "#8db0fe", "#dddddd", "#f49a7b", "#b40426"],
}


def colormap(name: str, levels: tuple[float, float] = (-1.0, 1.0)) -> pg.ColorMap:
    """The map ``name`` for colour ``levels``: the whole diverging map when they straddle 0;
    for one-signed levels (ALiBi's biases are never positive) the half of it on that side of
    0, so the whole scale is used and 0 keeps its neutral colour."""
    stops = _STOPS[name]
    middle = len(stops) // 2
    if levels[1] <= 0:
        stops = stops[:middle + 1]
    elif levels[0] >= 0:
        stops = stops[middle:]
    positions = np.linspace(0.0, 1.0, len(stops))
    return pg.ColorMap(positions, stops, name=name)


NAMES = tuple(_STOPS)
