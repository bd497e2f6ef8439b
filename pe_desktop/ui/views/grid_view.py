"""Image patches on an H × W grid, each compared with a reference patch.

2D sin-cos: PE(ref)·PE(patch) over the grid. A RoPE choice: q·k for a seeded q at the
reference patch and k at every patch, axial 2D RoPE and RoPE on the raster index side by side
(the chosen one first) on one colour scale. Rows run down the side (row 0 at the top), columns
along the bottom; only the patches on screen are computed, binned to the pixels (exact block
means), so a 1,024 × 1,024 grid stays live.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF

from ...core import grid
from ...core.params import Params
from ...core.viewport import AxisBins
from ...i18n import tr
from ..colormaps import colormap
from ..style import PlotStyle
from .axes import ColourBar, cell_axis_items
from .base import PlotView, choice_label
from .images import ArgbImage
from .labels import WrappingLabel, WrappingPlot

MARKER_SIZE = 13  # pixels: the reference patch's square, whatever the zoom
SQUARE_LEAST = 48  # pixels: a panel's side is not shrunk below this to keep its patches square


@dataclass(frozen=True)
class GridRequest:
    params: Params
    rows: AxisBins
    cols: AxisBins


@dataclass(frozen=True)
class GridResult:
    encodings: tuple[str, ...]  # drawn, the chosen first
    values: tuple[np.ndarray, ...]  # one (rows.count, cols.count) image each
    level: float  # the colours span ±level
    rms: float  # of a RoPE score over all offsets (0 for 2D sin-cos)
    bound: float  # no |value| exceeds it


def encoding_title(encoding: str) -> str:
    if encoding == "sincos-2d":
        return tr("2D sin-cos (MAE): PE(reference)·PE(patch)")
    if encoding == "axial-rope":
        return tr("Axial 2D RoPE: q at the reference · k at each patch")
    return tr("RoPE on the raster index r·W + c: q · k at each patch")


class GridView(PlotView):
    name = "grid-2d"
    cell_sides = ("left", "bottom")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.plots: list[pg.PlotItem] = [self.plot, WrappingPlot(axisItems=cell_axis_items(self.cell_sides))]
        second = self.plots[1]
        second.setMenuEnabled(False)
        second.hideButtons()
        self.graphics.addItem(second, row=0, col=1)
        second.hide()  # shown for a RoPE choice (_show_second)
        self.images = [ArgbImage(axisOrder="row-major") for _ in self.plots]
        self.markers: list[tuple[pg.ScatterPlotItem, pg.ScatterPlotItem]] = []
        for plot, image in zip(self.plots, self.images):
            plot.addItem(image)
            vb = plot.getViewBox()
            vb.invertY(True)  # row 0 at the top, as an image
            # an outer dark and an inner light square: seen on either end of the colour scale
            outer = pg.ScatterPlotItem(symbol="s", size=MARKER_SIZE + 4, brush=None)
            inner = pg.ScatterPlotItem(symbol="s", size=MARKER_SIZE, brush=None)
            plot.addItem(outer)
            plot.addItem(inner)
            self.markers.append((outer, inner))
        second.setXLink(self.plot)
        second.setYLink(self.plot)
        second.getViewBox().sigRangeChangedManually.connect(self._range_changed)
        for plot in self.plots:  # either panel's title rewrapping changes the room of its data
            plot.getViewBox().sigResized.connect(self._square_cells)
        self.plot.getViewBox().sigRangeChanged.connect(self._square_cells)
        self.colorbar = ColourBar(values=(-1.0, 1.0), colorMap=colormap("RdBu"), label="",
                                  interactive=False, width=14)
        self.colorbar.setImageItem(self.images)
        self.graphics.addItem(self.colorbar, row=0, col=2)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=1, col=0, colspan=3)
        self._pair_shown = False
        self.result: GridResult | None = None
        self.styled(self._style_items)
        self.translate_texts()

    def _style_items(self, s: PlotStyle) -> None:
        for outer, inner in self.markers:
            outer.setPen(s.pen(s.highlight, 2, scaled=False))
            inner.setPen(s.pen(s.marker_outline, 2, scaled=False))

    def translate_texts(self) -> None:
        for plot in self.plots:
            plot.setLabel("left", tr("Row r"))
            plot.setLabel("bottom", tr("Column c"))

    def _set_title(self) -> None:
        """Each plot is titled by the encoding it draws (the view's title when it cannot draw)."""
        if self.error or self.params is None:
            super()._set_title()
            return
        for plot, encoding in zip(self.plots, grid.grid_encodings(self.params)):
            plot.setTitle(encoding_title(encoding), color=self.plot_style.text, size="11pt")

    def _square_cells(self, *args) -> None:
        """The panels' data areas one size (the linked panels align their rows and columns on
        the screen), no taller than the patches they show (square patches): the spare height left
        empty above each, down to its minimum or SQUARE_LEAST, the spare width on its right. A
        panel wider than its patches is kept so (narrowing it would rewrap its title)."""
        (x0, x1), (y0, y1) = self.plot.getViewBox().viewRange()
        if x1 <= x0 or y1 <= y0:
            return
        rows_per_column = (y1 - y0) / (x1 - x0)
        shown = [plot for plot in self.plots if isinstance(plot, WrappingPlot) and plot.isVisible()]
        rooms = [self._room(plot) for plot in shown]
        if not rooms or min(min(room) for room in rooms) <= 0:
            for plot in shown:
                plot.set_slack(0.0, 0.0, 0.0, 0.0)
            return
        lowest = min(height for _, height in rooms)
        narrowest = min(width for width, _ in rooms)
        least = max(max(plot.getViewBox().minimumHeight() for plot in shown), min(lowest, SQUARE_LEAST))
        target = min(lowest, max(least, narrowest * rows_per_column))
        for plot, (width, height) in zip(shown, rooms):
            # above: the bottoms stay in line, the axes with them; right: one width
            plot.set_slack(0.0, max(0.0, height - target), max(0.0, width - narrowest), 0.0)

    @staticmethod
    def _room(plot: WrappingPlot) -> tuple[float, float]:
        """The width and height the plot's cell leaves its data area: less its axes, title and
        1-pixel margins (the slack is not counted: it is what is being decided)."""
        around = [plot.getAxis(side) for side in ("left", "right", "top", "bottom")]
        width = plot.width() - 2 - sum(a.width() for a in around[:2] if a.isVisible())
        height = (plot.height() - 2 - sum(a.height() for a in around[2:] if a.isVisible())
                  - (plot.titleLabel.height() if plot.titleLabel.isVisible() else 0.0))
        return width, height

    # -- extents ---------------------------------------------------------------------------
    def extent_key(self, params: Params):
        return (params.grid_height, params.grid_width)

    def configure_key(self, params: Params):
        return (params.colormap, params.grid_encoding, params.ref_row, params.ref_col)

    def _show_second(self, shown: bool) -> None:
        """The second plot shown (a RoPE choice) or hidden, its column then empty (2D sin-cos)."""
        if shown == self._pair_shown:
            return
        self._pair_shown = shown
        self.plots[1].setVisible(shown)
        layout = self.graphics.ci.layout
        for column, plot in enumerate(self.plots):
            # side by side, the two panels share the width equally whatever their titles' lengths
            layout.setColumnStretchFactor(column, 1 if shown else 0)
            plot.setPreferredWidth(0 if shown else -1)
        self.reflow_soon()

    def configure(self) -> None:
        p = self.params
        self._show_second(p.grid_encoding != "sincos-2d")
        for plot in self.plots:
            plot.getViewBox().setLimits(xMin=0, xMax=p.grid_width, yMin=0, yMax=p.grid_height,
                                        minXRange=min(2.0, p.grid_width), minYRange=min(2.0, p.grid_height))
        if self.changed("colormap", p.colormap):
            self.colorbar.setColorMap(colormap(p.colormap))
        for outer, inner in self.markers:
            for marker in (outer, inner):
                marker.setData([p.ref_col + 0.5], [p.ref_row + 0.5])
        self._set_title()

    def fit_range(self) -> None:
        p = self.params
        self.plot.getViewBox().setRange(xRange=(0, p.grid_width), yRange=(0, p.grid_height), padding=0)

    # -- computing ------------------------------------------------------------------------
    def request(self) -> GridRequest:
        p = self.params
        w, h = self.pixels()
        rows = self.visible_bins(1, 0, p.grid_height, h)
        cols = self.visible_bins(0, 0, p.grid_width, w)
        size = max(rows.size, cols.size)  # square blocks: one block shape for the picture
        return GridRequest(p, AxisBins(rows.start, rows.stop, size), AxisBins(cols.start, cols.stop, size))

    def cost(self, request: GridRequest) -> int:
        p = request.params
        cells = request.rows.count + request.cols.count
        if p.grid_encoding == "sincos-2d":
            return cells * max(1, p.d_model // 4)
        # the raster scores: a matrix product over the pairs
        return (cells + request.rows.count * request.cols.count) * max(1, p.head_dim // 2)

    @staticmethod
    def compute(request: GridRequest) -> GridResult:
        p = request.params
        encodings = grid.grid_encodings(p)
        values = tuple(grid.grid_values(p, e, request.rows, request.cols) for e in encodings)
        if p.grid_encoding == "sincos-2d":
            level = p.d_model / 2.0
            return GridResult(encodings, values, level, 0.0, level)
        rms, bound = grid.score_level(p.head_dim, p.seed)
        return GridResult(encodings, values, min(bound, 3.0 * rms) or 1.0, rms, bound)

    def apply(self, request: GridRequest, result: GridResult) -> None:
        self.result = result
        p = request.params
        rows, cols = request.rows, request.cols
        level = result.level
        rect = QRectF(cols.start, rows.start, cols.count * cols.size, rows.count * rows.size)
        for image, values in zip(self.images, result.values):
            image.setImage(values.astype(np.float32), autoLevels=False, levels=(-level, level))
            image.setRect(rect)
        self.colorbar.setLevels((-level, level))
        sincos = p.grid_encoding == "sincos-2d"
        if self.compact:  # a small figure: the quantity and its scale, no more
            bar = (tr("PE·PE ±{level:,g}", level=level) if sincos
                   else tr("q·k ±{level:.4g}", level=level))
        elif sincos:
            bar = tr("PE(ref)·PE(patch), colours fixed at ±d/2 = ±{level:,g}", level=level)
        else:
            bar = tr("q·k, colours fixed at ±{level:.4g}", level=level)
        self.colorbar.axis.setLabel(bar)
        shown = f"r {rows.start:,}–{rows.stop - 1:,} × c {cols.start:,}–{cols.stop - 1:,}"  # symbols only
        pixel = (tr("each pixel the exact mean of {n:,}×{m:,} patches", n=rows.size, m=cols.size)
                 if rows.averaged else tr("every patch exact"))
        lines = [tr("Grid {h:,} × {w:,} patches · reference patch (row {r:,}, column {c:,}) marked ■ · "
                    "Shown: {shown} · {pixel}", h=p.grid_height, w=p.grid_width, r=p.ref_row,
                    c=p.ref_col, shown=shown, pixel=pixel)]
        if sincos:
            lines.append(tr("d_model {d:,}: the first {half:,} dimensions encode the column, the other "
                            "{half:,} the row (MAE's order), so PE(ref)·PE(patch) = Σ cos(ωᵢ(c − c₀)) + "
                            "Σ cos(ωᵢ(r − r₀)): a cross, one axis at a time, largest (d/2) at the reference",
                            d=p.d_model, half=p.d_model // 2))
        else:
            lines.append(tr("head dimension {d:,}, RoPE base θ {base:,.10g}, q, k ~ N(0,1) from seed {seed} · colours "
                            "at ±3 × RMS over all offsets ({rms:.4g}); no |q·k| exceeds {bound:.4g}",
                            d=p.head_dim, base=p.rope_base, seed=p.seed, rms=result.rms, bound=result.bound))
            lines.append(tr("Axial: the score depends on (r − r₀, c − c₀), a row part plus a column part. "
                            "Raster: on (r − r₀)·W + (c − c₀) alone: the patch below the reference is "
                            "W = {w:,} positions away, the end of one row next to the start of the next",
                            w=p.grid_width))
        self.readout.setText(f"<span style='color:{self.plot_style.muted}'>" + "<br>".join(lines) + "</span>",
                             size="9pt", color=self.plot_style.text)
        self.summary = tr("2D grid ({encoding}): {shown} · {pixel}",
                          encoding=choice_label("grid_encoding", p.grid_encoding), shown=shown, pixel=pixel)

    # -- hover -------------------------------------------------------------------------------
    def hover_targets(self):
        targets = [(self.plot, lambda x, y: self._describe(0, x, y))]
        if self._pair_shown:
            targets.append((self.plots[1], lambda x, y: self._describe(1, x, y)))
        return targets

    def describe_point(self, x: float, y: float) -> str:
        return self._describe(0, x, y)

    def _describe(self, which: int, x: float, y: float) -> str:
        """Row, column and the exact value of the patch under the mouse in plot ``which``."""
        if self.result is None or which >= len(self.result.encodings):
            return ""
        p = self.params
        r, c = math.floor(y), math.floor(x)
        if not (0 <= r < p.grid_height and 0 <= c < p.grid_width):
            return ""
        encoding = self.result.encodings[which]
        value = float(grid.grid_values(p, encoding, [r], [c])[0, 0])
        what = "PE(ref)·PE(patch)" if encoding == "sincos-2d" else "q·k"  # formulas
        text = tr("row {r:,} · column {c:,} · {encoding}: {what} = {value:.9g}", r=r, c=c,
                  encoding=choice_label("grid_encoding", encoding), what=what, value=value)
        req = self.shown
        if req is not None and req.rows.averaged:
            i, j = (r - req.rows.start) // req.rows.size, (c - req.cols.start) // req.cols.size
            values = self.result.values[which]
            if 0 <= i < values.shape[0] and 0 <= j < values.shape[1]:
                text += " · " + tr("this pixel (block mean) = {value:.9g}", value=values[i, j])
        return text
