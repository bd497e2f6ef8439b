"""Heatmap of M[p, q] = PE(p)·PE(q) (or the cosine) over the positions shown, per viewport.

It depends only on p − q (a Toeplitz matrix: constant along every diagonal) for even
d_model; the readout measures that on the cells shown.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QRectF

from ...core import analysis
from ...core.analysis import MatrixTile, ToeplitzCheck
from ...core.encodings import Sinusoidal
from ...core.params import Params
from ...core.viewport import AxisBins
from ...i18n import localize, tr
from ..colormaps import colormap
from .axes import ColourBar
from .base import PlotView, shift_check_scope
from .images import ArgbImage
from .labels import WrappingLabel


@dataclass(frozen=True)
class MatrixRequest:
    d_model: int
    base: float
    layout: str
    metric: str
    rows: AxisBins  # p, down the side
    cols: AxisBins  # q, along the bottom


@dataclass(frozen=True)
class MatrixResult:
    tile: MatrixTile
    check: ToeplitzCheck | None


def level(metric: str, d_model: int) -> float:
    return 1.0 if metric == "cosine" else d_model / 2.0


def colorbar_label(metric: str, d_model: int) -> str:
    if metric == "cosine":
        return tr("cosine similarity, colours fixed at −1 … 1")
    return tr("PE(p)·PE(q), colours fixed at ±d/2 = ±{half:,g}", half=d_model / 2)


def describe_check(check: ToeplitzCheck | None, lone_sine: bool) -> str:
    """Short lines: a label wider than the view would widen the whole scene."""
    if check is None:
        return tr("Toeplitz check: needs at least 2 rows and 2 columns shown")
    where = shift_check_scope(check)
    text = tr("max |M[p,q] − M[p+1,q+1]| = <b>{residual:.3g}</b>, {where}",
              residual=check.residual, where=where) + "<br>"
    if lone_sine:
        return text + tr("odd d_model: the lone sine adds sin(pω)·sin(qω), not a function of p − q, "
                         "so M is not exactly Toeplitz")
    return text + tr("(M from the PE vectors themselves, float64): M depends only on p − q, "
                     "every diagonal is constant")


class SimilarityMatrixView(PlotView):
    name = "similarity-matrix"
    cell_sides = ("left", "bottom")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.image = ArgbImage(axisOrder="row-major")
        self.plot.addItem(self.image)
        vb = self.plot.getViewBox()
        vb.invertY(True)
        # not aspect-locked: a wide or tall plot shows the data's range, not empty space
        # around a square (−10…60 for 50 positions); the cells stretch instead
        self.colorbar = ColourBar(values=(-64.0, 64.0), colorMap=colormap("RdBu"),
                                  label="", interactive=False, width=14)
        self.colorbar.setImageItem(self.image, insert_in=self.plot)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=1, col=0)
        self.result: MatrixResult | None = None
        self.translate_texts()

    def translate_texts(self) -> None:
        self.plot.setLabel("left", tr("Position p"))
        self.plot.setLabel("bottom", tr("Position q"))

    def _set_title(self) -> None:
        """The cosine metric has its own title (also after an error clears or the language
        changes, when the base class sets the title again)."""
        if self.error or self.params is None or self.params.metric != "cosine":
            super()._set_title()
        else:
            self.plot.setTitle(tr("Cosine similarity of PE(p) and PE(q)"), color=self.plot_style.text,
                               size="11pt")

    def extent_key(self, params: Params):
        return (params.seq_len, params.offset)

    def configure_key(self, params: Params):
        return (params.metric, params.colormap, params.d_model)

    def _extent(self) -> tuple[int, int]:
        p = self.params
        return p.offset, p.offset + p.seq_len

    def configure(self) -> None:
        p = self.params
        lo, hi = self._extent()
        # pan and zoom stay within the data
        self.plot.getViewBox().setLimits(xMin=lo, xMax=hi, yMin=lo, yMax=hi, minXRange=min(2.0, hi - lo),
                                         minYRange=min(2.0, hi - lo))
        m = level(p.metric, p.d_model)
        self.colorbar.setLevels((-m, m))
        self.colorbar.setColorMap(colormap(p.colormap))
        self.colorbar.axis.setLabel(colorbar_label(p.metric, p.d_model))
        self._set_title()

    def fit_range(self) -> None:
        lo, hi = self._extent()
        self.plot.getViewBox().setRange(xRange=(lo, hi), yRange=(lo, hi), padding=0)

    def request(self) -> MatrixRequest:
        p = self.params
        w, h = self.pixels()
        lo, hi = self._extent()
        rows = self.visible_bins(1, lo, hi, h)
        cols = self.visible_bins(0, lo, hi, w)
        size = max(rows.size, cols.size)  # one block shape for the whole picture
        rows, cols = AxisBins(rows.start, rows.stop, size), AxisBins(cols.start, cols.stop, size)
        return MatrixRequest(p.d_model, p.base, p.layout, p.metric, rows, cols)

    @staticmethod
    def compute(request: MatrixRequest) -> MatrixResult:
        enc = Sinusoidal(request.d_model, request.base, request.layout)
        tile = analysis.similarity_matrix_tile(enc, request.metric, request.rows, request.cols)
        check = analysis.toeplitz_check(enc, request.metric, request.rows, request.cols)
        return MatrixResult(tile, check)

    def apply(self, request: MatrixRequest, result: MatrixResult) -> None:
        self.result = result
        tile = result.tile
        rows, cols = tile.rows, tile.cols
        m = level(request.metric, request.d_model)
        self.image.setImage(np.nan_to_num(tile.values).astype(np.float32), autoLevels=False, levels=(-m, m))
        self.image.setRect(QRectF(cols.start, rows.start, cols.count * cols.size, rows.count * rows.size))
        shown = f"p {rows.start:,}–{rows.stop - 1:,} × q {cols.start:,}–{cols.stop - 1:,}"
        if rows.averaged:
            shown_line = tr("Shown: {shown} · {n:,}×{m:,} positions per pixel", shown=shown,
                            n=rows.size, m=cols.size)
        else:
            shown_line = tr("Shown: {shown}", shown=shown)
        note = localize(tile.note)  # the core's words (translated once the core marks them)
        lone = Sinusoidal(request.d_model, request.base, request.layout).lone_sine
        self.readout.setText(describe_check(result.check, lone) +
                             f"<br><span style='color:{self.plot_style.muted}'>{shown_line}<br>"
                             f"{note.replace(chr(10), '<br>')}</span>",
                             size="10pt", color=self.plot_style.text)
        self.summary = tr("Similarity matrix ({metric}): {shown} · {note}", metric=localize(request.metric),
                          shown=shown, note=note.replace("\n", " "))

    def describe_point(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        p_ = self.params
        lo, hi = self._extent()
        p, q = math.floor(y), math.floor(x)
        if not (lo <= p < hi and lo <= q < hi):
            return ""
        c = analysis.compare_positions(p_.encoding, p, q)
        text = tr("p = {p:,} · q = {q:,} · p − q = {lag:,} · PE(p)·PE(q) = {dot:.12g} · "
                  "cosine = {cosine:.12g}", p=p, q=q, lag=p - q, dot=c.dot, cosine=c.cosine)
        tile = self.result.tile
        if tile.rows.averaged:
            r = (p - tile.rows.start) // tile.rows.size
            k = (q - tile.cols.start) // tile.cols.size
            if 0 <= r < tile.values.shape[0] and 0 <= k < tile.values.shape[1]:
                text = tr("{line} · this pixel (block mean) = {value:.9g}", line=text,
                          value=tile.values[r, k])
        return text
