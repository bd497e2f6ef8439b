"""The scheme selector: a heatmap of the chosen positional scheme at the shared positions.

sinusoidal PE; a learned table (rows past its end grey and hatched: they do not exist);
RoPE's cos/sin(m·θ_i) on a head's dimensions; the relative schemes (ALiBi's bias for one
head, T5's buckets, Shaw's clipped distances, Transformer-XL's score, xPos's envelope, NoPE's
uniform weights) over queries down the side and keys along the bottom, masked keys grey. Viewport-binned: each pixel is the
exact mean of the cells it covers (plain means of the rows for a table).
"""
from __future__ import annotations

import html
import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGraphicsRectItem

from ...core import learned, schemes
from ...core.params import ParamError, Params
from ...core.text import N_
from ...core.viewport import AxisBins
from ...i18n import localize, tr
from ..colormaps import colormap
from ..style import LIGHT, PlotStyle
from .axes import ReadableAxis, set_bar_axis
from .base import PlotView, choice_label, marker_line, set_line_label, style_line
from .images import ArgbImage
from .labels import WrappingLabel

# Tiles up to this many values are drawn inline (the base's INLINE_COST); a learned table
# may first have to be drawn or loaded, so it always goes to the background.
CHEAP = 200_000
# A small multiple's short labels (its title says the rest; a long label widens the grid).
COMPACT_COLUMNS = {"sinusoidal": N_("Embedding dimension"), "learned": N_("Table column"),
                   "rope": N_("Head dimension"),
                   **{scheme: N_("Key position j") for scheme in schemes.PAIR_SCHEMES}}
COMPACT_COLOURS = {"sinusoidal": "PE", "learned": N_("value"), "rope": "cos / sin",
                   "alibi": N_("bias −m·(i−j)"), "t5": N_("bucket or bias"),
                   "shaw": N_("j − i, clipped"), "transformer-xl": N_("score"),
                   "xpos": N_("score envelope"), "nope": N_("attention weight")}


@dataclass(frozen=True)
class SchemeTile:
    scheme: str
    positions: AxisBins  # rows (ALiBi: queries i)
    cols: AxisBins  # dimensions (ALiBi: keys j)
    values: np.ndarray | None  # float32 (positions.count, cols.count); None on error
    levels: tuple[float, float]
    note: str  # as the core gives it (translatable): shown with localize()
    error: str = ""  # likewise

    @property
    def averaged(self) -> bool:
        return self.positions.averaged or self.cols.averaged


def compute_tile(params: Params, scheme: str, positions: AxisBins, cols: AxisBins) -> SchemeTile:
    """The tile, or the reason there is none (a bad table file, a table too large)."""
    try:
        values, levels, _label, note = schemes.scheme_tile(params, positions, cols, scheme)
    except ParamError as exc:  # keep the core's message (a Msg) so it can be shown translated
        reason = exc.args[0] if len(exc.args) == 1 and isinstance(exc.args[0], str) else str(exc)
        return SchemeTile(scheme, positions, cols, None, (-1.0, 1.0), "", reason)
    return SchemeTile(scheme, positions, cols, values, levels, note)


def tile_cost(scheme: str, positions: AxisBins, cols: AxisBins) -> int:
    if scheme == "learned":
        return CHEAP + 1
    if scheme in schemes.PAIR_SCHEMES:
        # a relative map's averaged pixel sums closed forms over its steps (T5: its buckets)
        return positions.count * cols.count * (1 if scheme == "alibi" or not (
            positions.averaged or cols.averaged) else 16)
    return positions.count * (cols.stop - cols.start)


def relative_key(params: Params) -> tuple:
    """The relative family's own parameters (a change redraws titles and colour ranges)."""
    return (params.t5_buckets, params.t5_max_distance, params.t5_bidirectional, params.t5_values,
            params.shaw_k, params.xpos_scale_base, params.txl_term, params.alibi_scale,
            params.alibi_bf16)


def describe_bins(tile: SchemeTile) -> str:
    pos, cols = tile.positions, tile.cols
    span = dict(p0=pos.start, p1=pos.stop - 1, c0=cols.start, c1=cols.stop - 1)
    if tile.scheme in schemes.PAIR_SCHEMES:
        shown = tr("queries i {p0:,}–{p1:,} × keys j {c0:,}–{c1:,}", **span)
    else:
        shown = tr("positions {p0:,}–{p1:,} × columns {c0:,}–{c1:,}", **span)
    if not tile.averaged:
        return tr("{shown} · every cell exact", shown=shown)
    if tile.scheme == "learned":
        return tr("{shown} · averaged: each pixel is the plain mean over the table's {n:,}×{m:,} cells",
                  shown=shown, n=pos.size, m=cols.size)
    return tr("{shown} · averaged: each pixel is the exact mean of {n:,}×{m:,} cells",
              shown=shown, n=pos.size, m=cols.size)


def visible_bins(vb: pg.ViewBox, axis: int, lo_limit: int, hi_limit: int, pixels: int) -> AxisBins:
    """Integer cells visible along ``axis`` of ``vb`` (0: x, 1: y), binned to ``pixels``."""
    lo, hi = vb.viewRange()[axis]
    start = max(lo_limit, math.floor(lo))
    stop = min(hi_limit, math.ceil(hi))
    if stop <= start:
        start, stop = lo_limit, hi_limit
    return AxisBins.fit(start, stop, pixels)


def compact_ticks(values, scale, spacing) -> list[str]:
    """Colour-bar tick text: thousands as 'k' from 10,000 (a long label does not fit the bar
    and pyqtgraph drops it), else the shortest exact form."""
    if not values:
        return []
    big = max(abs(v * scale) for v in values) >= 10_000
    places = max(0, -math.floor(math.log10(spacing * scale))) if spacing > 0 else 0
    out = []
    for v in values:
        v = v * scale
        if big:
            out.append(f"{v / 1000:g}k" if v else "0")
        else:
            out.append(f"{v:.{places}f}")
    return out


class SchemePanel:
    """One heatmap of one scheme on a PlotItem: image, colour bar, the grey hatched backdrop
    that shows through NaN cells (missing table rows, masked ALiBi keys) and their labels."""

    def __init__(self, plot: pg.PlotItem, title_size: str = "11pt", compact: bool = False) -> None:
        self.plot = plot
        self.title_size = title_size
        self.compact = compact  # short labels, for a small multiple
        vb = plot.getViewBox()
        self.style = LIGHT  # its view's: set by restyle
        self.backdrop = QGraphicsRectItem()
        self.backdrop.setPen(pg.mkPen(None))
        self.hatch = QGraphicsRectItem()
        self.hatch.setPen(pg.mkPen(None))
        for z, item in enumerate((self.backdrop, self.hatch)):
            item.setZValue(-20 + z)
            vb.addItem(item, ignoreBounds=True)
            item.setVisible(False)
        self.image = ArgbImage(axisOrder="row-major")
        plot.addItem(self.image)
        self.colorbar = pg.ColorBarItem(values=(-1.0, 1.0), colorMap=colormap("RdBu"),
                                        label="", interactive=False, width=14)
        self.colorbar.axis.enableAutoSIPrefix(False)  # ±0.04 as 0.04, not 40 (×0.001)
        set_bar_axis(self.colorbar, ReadableAxis("right", text=compact_ticks))  # ALiBi: −60k, not a −60000 that is hidden
        self.colorbar.axis.setWidth(None)  # as wide as its ticks and label (pyqtgraph fixes 45 px)
        self.colorbar.setImageItem(self.image, insert_in=plot)
        self.end_line = marker_line(0, position=0.5)
        plot.addItem(self.end_line)
        self.end_line.setVisible(False)
        self.mask_label = pg.TextItem("", anchor=(0.5, 0.5))
        plot.addItem(self.mask_label, ignoreBounds=True)
        self.mask_label.setVisible(False)
        self.tile: SchemeTile | None = None
        self.scheme = ""
        self.transposed = False  # positions along x

    def restyle(self, s: PlotStyle) -> None:
        """Its items in the colours of ``s`` (the view draws its texts again)."""
        self.style = s
        self.backdrop.setBrush(s.brush(s.missing))
        self.hatch.setBrush(QBrush(s.colour(s.missing_hatch), Qt.BrushStyle.BDiagPattern))
        style_line(self.end_line, s, s.highlight, 2, Qt.PenStyle.DashLine, 225)
        self.mask_label.setColor(s.colour(s.secondary))
        self.mask_label.fill = s.brush(s.panel, 215)
        self.mask_label.update()

    # -- geometry ---------------------------------------------------------------------------
    def extents(self, p: Params, scheme: str, positions_vertical: bool = True):
        """((x0, x1), (y0, y1)) of the data in view coordinates."""
        pos = (p.offset, p.offset + p.seq_len)
        cols = schemes.column_extent(p, scheme)
        transposed = scheme not in schemes.PAIR_SCHEMES and not positions_vertical
        return (pos, cols) if transposed else (cols, pos)

    def configure(self, p: Params, scheme: str, positions_vertical: bool = True,
                  title: str | None = None) -> None:
        self.scheme = scheme
        self.transposed = scheme not in schemes.PAIR_SCHEMES and not positions_vertical
        (x0, x1), (y0, y1) = self.extents(p, scheme, positions_vertical)
        vb = self.plot.getViewBox()
        rows = localize(schemes.row_label(scheme))
        if self.compact:  # the pairing is in the title; a long axis label widens the grid
            cols = localize(COMPACT_COLUMNS[scheme])
        else:
            cols = localize(schemes.column_label(p, scheme))
        if self.transposed:
            self.plot.setLabel("left", cols)
            self.plot.setLabel("bottom", rows)
            vb.invertY(False)
        else:
            self.plot.setLabel("left", rows)
            self.plot.setLabel("bottom", cols)
            vb.invertY(True)
        vb.setLimits(xMin=x0, xMax=x1, yMin=y0, yMax=y1,
                     minXRange=min(1.0, x1 - x0), minYRange=min(1.0, y1 - y0))
        levels = schemes.colour_range(p, scheme)
        if not (scheme == "learned" and learned.is_trained(p)):  # a file's range comes with its tile
            self.colorbar.setLevels(levels)
        self.colorbar.setColorMap(colormap(p.colormap, levels))
        if self.compact:  # the scale is in the title; a long label crowds the grid
            self.colorbar.axis.setLabel(localize(COMPACT_COLOURS[scheme]))
        else:
            self.colorbar.axis.setLabel(localize(schemes.colour_label(p, scheme)))
        self.plot.setTitle(title if title is not None else localize(schemes.scheme_title(p, scheme)),
                           color=self.style.text, size=self.title_size)
        self._configure_missing(p, scheme, (x0, x1), (y0, y1))

    def _configure_missing(self, p: Params, scheme: str, xr, yr) -> None:
        rect = QRectF(xr[0], yr[0], xr[1] - xr[0], yr[1] - yr[0])
        self.backdrop.setRect(rect)
        self.hatch.setRect(rect)
        show_backdrop = scheme == "learned" or schemes.masked(p, scheme)
        self.backdrop.setVisible(show_backdrop)
        self.hatch.setVisible(show_backdrop)
        self.end_line.setVisible(False)
        self.mask_label.setVisible(False)
        if scheme == "learned":
            try:
                rows, _ = learned.table_shape(p)
            except ParamError:
                return
            if p.offset < rows < p.offset + p.seq_len:
                self.end_line.setVisible(True)  # first: a hidden label ignores its new text
                self.end_line.setAngle(90 if self.transposed else 0)
                self.end_line.setValue(rows)
                set_line_label(self.end_line,
                               tr("no row past position {last:,}", last=rows - 1) if self.compact
                               else localize(learned.unavailable_note(rows)))
            elif rows <= p.offset:
                self._centre_label(p, tr("every position shown is past the table: {note}",
                                         note=localize(learned.unavailable_note(rows))), xr, yr)
        elif schemes.masked(p, scheme) and not self.compact:  # a small multiple: its readout says it
            n = p.seq_len
            if n > 1:
                self.mask_label.setText(tr("masked: keys j > i (after the query)\nare never attended"))
                # in the masked corner, its right edge inside the plot's (a centred label was cut)
                self.mask_label.setAnchor((1, 0))
                self.mask_label.setPos(p.offset + 0.98 * n, p.offset + 0.02 * n)
                self.mask_label.setVisible(True)

    def _centre_label(self, p: Params, text: str, xr, yr) -> None:
        self.mask_label.setText(text)
        self.mask_label.setAnchor((0.5, 0.5))
        self.mask_label.setPos((xr[0] + xr[1]) / 2, (yr[0] + yr[1]) / 2)
        self.mask_label.setVisible(True)

    def fit(self, p: Params, scheme: str, positions_vertical: bool = True) -> None:
        (x0, x1), (y0, y1) = self.extents(p, scheme, positions_vertical)
        self.plot.getViewBox().setRange(xRange=(x0, x1), yRange=(y0, y1), padding=0)

    def pixels(self, ratio: float) -> tuple[int, int]:
        vb = self.plot.getViewBox()
        return max(1, int(vb.width() * ratio)), max(1, int(vb.height() * ratio))

    def bins(self, p: Params, scheme: str, ratio: float,
             positions_vertical: bool = True) -> tuple[AxisBins, AxisBins]:
        """(position bins, column bins) of what is visible, one bin per pixel at most."""
        vb = self.plot.getViewBox()
        w, h = self.pixels(ratio)
        c0, c1 = schemes.column_extent(p, scheme)
        p0, p1 = p.offset, p.offset + p.seq_len
        if scheme not in schemes.PAIR_SCHEMES and not positions_vertical:
            return visible_bins(vb, 0, p0, p1, w), visible_bins(vb, 1, c0, c1, h)
        return visible_bins(vb, 1, p0, p1, h), visible_bins(vb, 0, c0, c1, w)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, tile: SchemeTile) -> None:
        self.tile = tile
        if tile.values is None:
            self.image.clear()
            self.plot.setTitle(f"<span style='color:{self.style.error}'>{localize(tile.error)}</span>",
                               size=self.title_size)
            return
        pos, cols = tile.positions, tile.cols
        pos_span, col_span = pos.count * pos.size, cols.count * cols.size
        if self.transposed:
            image, rect = tile.values.T, QRectF(pos.start, cols.start, pos_span, col_span)
        else:
            image, rect = tile.values, QRectF(cols.start, pos.start, col_span, pos_span)
        self.image.setImage(image, autoLevels=False, levels=tile.levels)
        self.colorbar.setLevels(tile.levels)
        self.image.setRect(rect)

    def cell_at(self, x: float, y: float) -> tuple[int, int]:
        """(row: position or query, column: dimension or key) under view point (x, y)."""
        if self.transposed:
            return math.floor(x), math.floor(y)
        return math.floor(y), math.floor(x)

    def describe(self, p: Params, x: float, y: float) -> str:
        row, col = self.cell_at(x, y)
        text = localize(schemes.describe_cell(p, row, col, self.scheme))
        tile = self.tile
        if text and tile is not None and tile.values is not None and tile.averaged:
            r = (row - tile.positions.start) // tile.positions.size
            c = (col - tile.cols.start) // tile.cols.size
            if 0 <= r < tile.values.shape[0] and 0 <= c < tile.values.shape[1]:
                v = tile.values[r, c]
                shown = tr("no value (all cells missing or masked)") if np.isnan(v) else f"{v:.6g}"
                text += " · " + tr("this pixel (mean of {n:,}×{m:,}) = {value}", n=tile.positions.size,
                                   m=tile.cols.size, value=shown)
        return text


@dataclass(frozen=True)
class SchemeRequest:
    params: Params
    positions: AxisBins
    cols: AxisBins


class SchemeView(PlotView):
    name = "scheme"
    cell_sides = ("left", "bottom")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.panel = SchemePanel(self.plot)
        self.styled(self.panel.restyle)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=1, col=0)
        self.tile: SchemeTile | None = None

    def positions_vertical(self) -> bool:
        return self.params.orientation == "positions-vertical"

    def extent_key(self, params: Params):
        return (params.scheme, schemes.column_extent(params), params.seq_len, params.offset,
                params.orientation if params.scheme not in schemes.PAIR_SCHEMES else "")

    def configure_key(self, params: Params):
        return (params.colormap, params.table_size, params.table_file, params.model, params.init,
                params.seed, params.rope_base, params.head_dim, params.pairing, params.scaling,
                params.factor, params.original_context, params.n_heads, params.head, params.d_model,
                params.base) + relative_key(params)

    def configure(self) -> None:
        self.panel.configure(self.params, self.params.scheme, self.positions_vertical())

    def fit_range(self) -> None:
        self.panel.fit(self.params, self.params.scheme, self.positions_vertical())

    def request(self) -> SchemeRequest:
        p = self.params
        ratio = self.devicePixelRatioF() or 1.0
        positions, cols = self.panel.bins(p, p.scheme, ratio, self.positions_vertical())
        return SchemeRequest(p, positions, cols)

    def cost(self, request: SchemeRequest) -> int:
        return tile_cost(request.params.scheme, request.positions, request.cols)

    @staticmethod
    def compute(request: SchemeRequest) -> SchemeTile:
        p = request.params
        return compute_tile(p, p.scheme, request.positions, request.cols)

    def apply(self, request: SchemeRequest, tile: SchemeTile) -> None:
        self.tile = tile
        self.panel.draw(tile)
        p = request.params
        if tile.values is None:
            error = localize(tile.error)
            self.readout.setText(f"<span style='color:{self.plot_style.error}'>{error}</span>", size="10pt",
                                 color=self.plot_style.secondary)
            self.summary = tr("Scheme {scheme}: {detail}", scheme=choice_label("scheme", p.scheme), detail=error)
            return
        lines = [describe_bins(tile)] + [x for x in localize(tile.note).split("\n") if x]
        # plain text in a rich-text label: "i < 6" read as the start of a tag cut the line
        self.readout.setText("<br>".join(html.escape(line, quote=False) for line in lines), size="9pt",
                             color=self.plot_style.secondary)
        self.summary = tr("Scheme {scheme}: {detail}", scheme=choice_label("scheme", p.scheme), detail=" · ".join(lines))

    def describe_point(self, x: float, y: float) -> str:
        if self.params is None:
            return ""
        return self.panel.describe(self.params, x, y)

    def input_problem(self) -> str:
        return self.tile.error if self.tile is not None else ""
