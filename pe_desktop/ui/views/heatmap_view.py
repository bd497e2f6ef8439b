"""Heatmap of PE(position, dimension), fixed colour range −1..1, drawn per viewport."""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QRectF, Qt

from ...core import encodings, viewport
from ...core.params import Params
from ...core.viewport import AxisBins, HeatmapTile
from ...i18n import tr
from ..colormaps import colormap
from .axes import ColourBar
from .base import PlotView, marker_line, place_line, set_line_label, style_line
from .images import ArgbImage

TRAINED_LABEL_AT = 0.75  # where along the trained-length line (a fraction of the view) its label sits


def label_anchors(angle: float, y_inverted: bool) -> list[tuple[float, float]]:
    """The trained-length label's anchors (pyqtgraph's InfLineLabel takes the first when the
    view's centre lies on the line's negative side). A horizontal line: the label above or below
    it toward the view's centre (pyqtgraph's own choice is the far side in an inverted view,
    and a line made vertical keeps anchors beside it: the text lay across the line), the text's
    point at TRAINED_LABEL_AT of its width on the line's; a vertical line: pyqtgraph's."""
    if angle % 180 == 0:
        above, below = (TRAINED_LABEL_AT, 1.0), (TRAINED_LABEL_AT, 0.0)
        return [above, below] if y_inverted else [below, above]
    return [(0.0, 0.5), (1.0, 0.5)]


@dataclass(frozen=True)
class HeatmapRequest:
    params: Params
    positions: AxisBins
    dims: AxisBins


def describe_bins(positions: AxisBins, dims: AxisBins) -> str:
    shown = tr("positions {p0:,}–{p1:,} × dims {d0:,}–{d1:,}", p0=positions.start,
               p1=positions.stop - 1, d0=dims.start, d1=dims.stop - 1)
    if positions.averaged or dims.averaged:
        return tr("{shown} · averaged: each pixel is the exact mean of {n:,}×{m:,} cells",
                  shown=shown, n=positions.size, m=dims.size)
    return tr("{shown} · every cell exact", shown=shown)


class HeatmapView(PlotView):
    name = "heatmap"
    cell_sides = ("left", "bottom")
    # ≤ ~3 ms here (8,192×1,024 costs 0.25M): cheaper inline than a worker's round trip; a
    # larger tile (131,072×4,096 costs 1.0M, 5–8 ms) computes on a worker while the
    # similarity computes inline, the two at once
    inline_cost = 500_000

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.image = ArgbImage(axisOrder="row-major")
        self.plot.addItem(self.image)
        self.colorbar = ColourBar(values=(-1.0, 1.0), colorMap=colormap("RdBu"),
                                  label="", interactive=False, width=14)
        self.colorbar.setImageItem(self.image, insert_in=self.plot)
        self.tile: HeatmapTile | None = None
        self.trained_line = marker_line(90, position=TRAINED_LABEL_AT)
        self.styled(lambda s: style_line(self.trained_line, s, s.highlight, 2, Qt.PenStyle.DashLine, 210))
        self.plot.addItem(self.trained_line)
        self.trained_line.setVisible(False)
        self.translate_texts()

    def translate_texts(self) -> None:
        self.colorbar.getAxis("left").setLabel(tr("PE value"))

    def positions_vertical(self) -> bool:
        return self.params.orientation == "positions-vertical"

    def extent_key(self, params: Params):
        return (params.d_model, params.seq_len, params.offset, params.orientation)

    def configure_key(self, params: Params):
        return params.colormap, params.trained_len

    def _extents(self) -> tuple[tuple[int, int], tuple[int, int]]:
        """(x range, y range) of the data in view coordinates (positions from the offset, the
        origin ``configure`` sets)."""
        p = self.params
        pos = (0, p.seq_len)
        dim = (0, p.d_model)
        return (dim, pos) if self.positions_vertical() else (pos, dim)

    def configure(self) -> None:
        p = self.params
        self.set_origin(*((0, p.offset) if self.positions_vertical() else (p.offset, 0)))
        (x0, x1), (y0, y1) = self._extents()
        vb = self.plot.getViewBox()
        if self.changed("orientation", p.orientation):
            if self.positions_vertical():
                self.plot.setLabel("left", tr("Token position"))
                self.plot.setLabel("bottom", tr("Embedding dimension"))
                vb.invertY(True)
            else:
                self.plot.setLabel("left", tr("Embedding dimension index"))
                self.plot.setLabel("bottom", tr("Token position"))
                vb.invertY(False)
        vb.setLimits(xMin=x0, xMax=x1, yMin=y0, yMax=y1,
                     minXRange=min(1.0, x1 - x0), minYRange=min(1.0, y1 - y0))
        if self.changed("colormap", p.colormap):
            self.colorbar.setColorMap(colormap(p.colormap))
        angle = 0 if self.positions_vertical() else 90
        if self.trained_line.angle != angle:  # (setting it anew moves and repaints the line)
            self.trained_line.setAngle(angle)
        self.trained_line.label.anchors = label_anchors(angle, vb.yInverted())
        set_line_label(self.trained_line,
                       tr("trained length {n:,}: values continue past it", n=p.trained_len))
        place_line(self.trained_line, p.trained_len - p.offset,
                   0 < p.trained_len < p.offset + p.seq_len and p.trained_len > p.offset)

    def fit_range(self) -> None:
        x_range, y_range = self._extents()
        self.set_fit_range(self.plot.getViewBox(), x_range, y_range)

    def request(self) -> HeatmapRequest:
        p = self.params
        w, h = self.pixels()
        if self.positions_vertical():
            positions = self.visible_bins(1, p.offset, p.offset + p.seq_len, h)
            dims = self.visible_bins(0, 0, p.d_model, w)
        else:
            positions = self.visible_bins(0, p.offset, p.offset + p.seq_len, w)
            dims = self.visible_bins(1, 0, p.d_model, h)
        return HeatmapRequest(p, positions, dims)

    def cost(self, request: HeatmapRequest) -> int:
        return request.positions.count * (request.dims.stop - request.dims.start)

    @staticmethod
    def compute(request: HeatmapRequest) -> HeatmapTile:
        p = request.params
        return viewport.heatmap_tile(p.encoding, request.positions, request.dims)

    def apply(self, request: HeatmapRequest, tile: HeatmapTile) -> None:
        self.tile = tile
        pos, dims = tile.positions, tile.dims
        pos_span, dim_span = pos.count * pos.size, dims.count * dims.size
        ox, oy = self.origin
        if request.params.orientation == "positions-vertical":
            image = tile.values
            rect = QRectF(dims.start - ox, pos.start - oy, dim_span, pos_span)
        else:
            image = tile.values.T
            rect = QRectF(pos.start - ox, dims.start - oy, pos_span, dim_span)
        self.image.setImage(image, autoLevels=False, levels=(-1.0, 1.0))
        self.image.setRect(rect)
        self.summary = tr("Heatmap: {bins}", bins=describe_bins(pos, dims))

    def describe_point(self, x: float, y: float) -> str:
        p = self.params
        dim, pos = (math.floor(x), math.floor(y)) if self.positions_vertical() else (
            math.floor(y), math.floor(x))
        if not (0 <= dim < p.d_model and p.offset <= pos < p.offset + p.seq_len):
            return ""
        return describe_cell(pos, dim, p)


def describe_cell(pos: int, dim: int, p: Params) -> str:
    enc = p.encoding
    value = float(encodings.encode([pos], [dim], enc)[0, 0])
    pair, is_cos = (int(x[0]) for x in enc.layout_of([dim]))
    if pair < 0:
        return tr("position {pos:,} · dimension {dim}: the zero column of odd d_model "
                  "(tensor2tensor and fairseq pad with it) · PE = 0", pos=pos, dim=dim)
    omega = float(enc.omega[pair])
    kind = "cos" if is_cos else "sin"
    return tr("position {pos:,} · dimension {dim} ({kind}, pair {pair}) · PE = {value:+.9f} · "
              "ω = {omega:.6g} · wavelength 2π/ω = {wavelength:,.6g} positions",
              pos=pos, dim=dim, kind=kind, pair=pair, value=value, omega=omega,
              wavelength=2 * np.pi / omega)
