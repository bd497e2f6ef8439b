"""The plots' colours and line widths as data: one frozen :class:`PlotStyle`, light or dark.

Every colour a view draws with is a named role here, by what it means (the text, the grid,
model B, the original wavelengths …), never a literal in the view. A view takes its pens and
brushes from its current style when it draws, and draws again when it is given another
(:meth:`PlotView.set_plot_style`). Light and dark are two instances; an export gives its view
the one it needs, with ``line_scale`` set for its resolution.

The dark roles are the light ones as they look on a dark background: greys inverted (text and
axes light, the grid dark), colours lightened keeping their hue and their order of lightness.
Colours are "#rrggbb"; a translucent fill gives its alpha where it is used.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen


@dataclass(frozen=True)
class PlotStyle:
    name: str  # "light" or "dark"
    # the plot and its texts
    background: str
    text: str  # titles, axis labels and ticks, readouts
    secondary: str  # the longer readouts under the plots
    muted: str  # the small print of a readout
    highlight: str  # a marker line pointing at something (the reference, the trained length)
    axis: str  # axis lines and ticks
    grid: str
    guide: str  # the axes through 0 of the unit circle
    baseline: str  # zero lines, the unit circle
    frame: str  # a legend's border
    panel: str  # the fill behind legends and line labels (translucent where used)
    rule: str  # borders in a readout's table
    missing: str  # where a table has no rows
    missing_hatch: str
    warning: str  # a note that something was left out or changed
    error: str  # what could not be drawn, in a readout
    failure: str  # the title of a view that cannot draw at all
    marker_outline: str  # the ring around a highlighted point
    # series, by what they show
    similarity: str  # PE(reference)·PE(position)
    reference_position: str  # the reference position it is measured from
    position_a: str  # Compare positions: the first, the second, their difference
    position_b: str
    difference: str
    sinusoidal: str  # Distance decay, one per scheme
    rope: str
    learned: str
    alibi_steep: str  # ALiBi heads, steepest to shallowest slope
    alibi_shallow: str
    xpos: str  # the relative family: xPos's envelope, T5's bias, Transformer-XL's terms, Shaw's k
    t5: str
    txl: str
    shaw: str
    model_a: str
    model_b: str
    extrapolated: str  # RoPE frequencies: what the scaling did to each pair
    interpolated: str
    blended: str
    original: str  # the wavelengths before scaling
    original_limit: str  # the original and the target context length
    target_limit: str
    full_cycle: str  # Wavelengths: pairs that turn a full cycle, part of one, barely move
    part_cycle: str
    barely_moves: str
    sequence_length: str
    trained_length: str
    score: str  # RoPE scores: the seeded score, the expected one
    expected: str
    position_p: str  # Rotation: PE(p), PE(p + k), the rotation between them
    position_pk: str
    rotation: str
    coverage: str  # the stretch of the circle the shown positions cover
    axis_t: str  # M-RoPE: the pairs turned by the time, height and width positions
    axis_h: str
    axis_w: str
    path: str  # the shown positions on the circle
    # digits written on a colour map's cells (on its light end, on its dark end): the map's
    # colours are the same in both themes, so these are too
    on_light_cells: str
    on_dark_cells: str
    # pens: widths are multiplied by this (an export at 300 DPI has 300/96 pixels per point)
    line_scale: float = 1.0

    @property
    def dark(self) -> bool:
        return self.name == "dark"

    def scaled(self, line_scale: float) -> PlotStyle:
        """The same colours with lines ``line_scale`` times as wide."""
        return dataclasses.replace(self, line_scale=line_scale)

    # -- Qt objects from the roles (``colour`` is a role's value: style.grid, style.model_b)
    @staticmethod
    def colour(colour: str, alpha: int = 255) -> QColor:
        c = QColor(colour)
        c.setAlpha(alpha)
        return c

    def pen(self, colour: str, width: float = 1.0, dash: Qt.PenStyle | None = None,
            alpha: int = 255, scaled: bool = True) -> QPen:
        """A cosmetic pen ``width`` pixels wide at line scale 1 (``scaled=False``: at any line
        scale). pyqtgraph's, with its caps for ``width`` (round above 4 pixels): a scaled line
        looks as the screen's does, only wider."""
        pen = pg.mkPen(self.colour(colour, alpha), style=dash, width=max(width, 1.0))
        if scaled:
            pen.setWidthF(pen.widthF() * self.line_scale)
        return pen

    def brush(self, colour: str, alpha: int = 255) -> QBrush:
        return QBrush(self.colour(colour, alpha))


LIGHT = PlotStyle(
    name="light",
    background="#ffffff", text="#222222", secondary="#333333", muted="#555555",
    highlight="#111111", axis="#222222", grid="#e4e4e4", guide="#cccccc", baseline="#999999",
    frame="#bbbbbb", panel="#ffffff", rule="#444444", missing="#d4d4d4", missing_hatch="#8c8c8c",
    warning="#8a4b00", error="#b2182b", failure="#a40000", marker_outline="#ffffff",
    similarity="#1f5fa8", reference_position="#b2182b", position_a="#1f5fa8", position_b="#d95f02", difference="#5e3c99",
    sinusoidal="#1f5fa8", rope="#d95f02", learned="#1b7837",
    alibi_steep="#54278f", alibi_shallow="#bca0dc", xpos="#c51b7d", t5="#01665e", txl="#8c510a",
    shaw="#4d4d4d", model_a="#1f5fa8", model_b="#e08214",
    extrapolated="#1f5fa8", interpolated="#e08214", blended="#7b3294", original="#8c8c8c",
    original_limit="#1b7837", target_limit="#b2182b",
    full_cycle="#1f5fa8", part_cycle="#e08214", barely_moves="#9a9a9a",
    sequence_length="#b2182b", trained_length="#1b7837", score="#1f5fa8", expected="#d6604d",
    position_p="#1f5fa8", position_pk="#b2182b", rotation="#1b7837",
    coverage="#96b4dc", path="#78a0d7", axis_t="#1b7837", axis_h="#1f5fa8", axis_w="#d95f02",
    on_light_cells="#1a1a1a", on_dark_cells="#ffffff",
)

DARK = PlotStyle(
    name="dark",
    background="#1e1e1e", text="#d2d2d2", secondary="#c4c4c4", muted="#a8a8a8",
    highlight="#dfdfdf", axis="#d2d2d2", grid="#343434", guide="#484848", baseline="#717171",
    frame="#565656", panel="#1f1f1f", rule="#b6b6b6", missing="#414141", missing_hatch="#8c8c8c",
    warning="#ffa841", error="#ec6e7e", failure="#ff4c4c", marker_outline="#ffffff",
    similarity="#74a9e5", reference_position="#ec6e7e", position_a="#74a9e5", position_b="#fea663", difference="#a68cd2",
    sinusoidal="#74a9e5", rope="#fea663", learned="#67dd8b",
    alibi_steep="#a278da", alibi_shallow="#cfbbe6", xpos="#f18fc3", t5="#5fd3c3", txl="#dfb56f",
    shaw="#bdbdbd", model_a="#74a9e5", model_b="#f3ba78",
    extrapolated="#74a9e5", interpolated="#f3ba78", blended="#c083d5", original="#7c7c7c",
    original_limit="#67dd8b", target_limit="#ec6e7e",
    full_cycle="#74a9e5", part_cycle="#f3ba78", barely_moves="#707070",
    sequence_length="#ec6e7e", trained_length="#67dd8b", score="#74a9e5", expected="#e7a297",
    position_p="#74a9e5", position_pk="#ec6e7e", rotation="#67dd8b",
    coverage="#b6cbe7", path="#aac3e6", axis_t="#67dd8b", axis_h="#74a9e5", axis_w="#fea663",
    on_light_cells="#1a1a1a", on_dark_cells="#ffffff",
)

def plot_style(dark: bool, line_scale: float = 1.0) -> PlotStyle:
    """The dark or the light style, lines ``line_scale`` times as wide."""
    return (DARK if dark else LIGHT).scaled(line_scale)
