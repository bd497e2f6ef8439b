"""Small multiples: the nine schemes' heatmaps at the same parameters, in a 3 × 3 grid.

The absolute and rotary schemes (sinusoidal PE, the learned table, RoPE's cos/sin(m·θ_i)) on
the first row, the relative family over (query, key) below: ALiBi's bias (head 0), T5's
buckets, Shaw's clipped distances, Transformer-XL's score, xPos's envelope and NoPE's
uniform weights; each with its own colour bar (their scales differ), positions down the side
of every plot and linked: zoom or pan the positions in one and all follow. Each plot is binned to its
own pixel size; every pixel is the exact mean of its cells (a table: the plain mean).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import Qt

from ...core import alibi, learned, schemes
from ...core.params import ParamError, Params
from ...core.text import N_
from ...i18n import localize, tr
from ..style import PlotStyle
from .axes import cell_axis_items
from .base import PlotView, choice_label
from .labels import WrappingLabel, WrappingPlot
from .scheme_view import SchemePanel, SchemeTile, compute_tile, relative_key, tile_cost

# the plots' x axes in a figure a column wide (a long label sets the plot's width)
FIGURE_COLUMNS = {"sinusoidal": N_("dimension"), "learned": N_("column"), "rope": N_("dimension"),
                  **{scheme: N_("key j") for scheme in schemes.PAIR_SCHEMES}}
ORDER = ("sinusoidal", "learned", "rope", "alibi", "t5", "shaw", "transformer-xl", "xpos",
         "nope")  # reading order: row by row
COLUMNS = 3
NARROW_COLUMNS = 1  # a narrow page: the plots one under another
FIGURE_PLOT = (44, 32)  # a plot area at the least: in a figure (layout pixels), in the window
WINDOW_PLOT = (90, 60)
WIDE_SLACK = 24  # px the page must offer past the wide grid's estimate (no flapping between)
SHORT_NAMES = {"sinusoidal": N_("Sinusoidal"), "learned": N_("Learned"), "rope": "RoPE",
               "alibi": N_("ALiBi head 0"), "t5": N_("T5 buckets"), "shaw": N_("Shaw"),
               "transformer-xl": "Transformer-XL", "xpos": "xPos", "nope": "NoPE"}


def params_for(p: Params, scheme: str) -> Params:
    """The parameters one small multiple is drawn with (ALiBi: always head 0)."""
    return p.replace(scheme=scheme, head=0)


def short_title(p: Params, scheme: str) -> str:
    if scheme == "sinusoidal":
        return tr("Sinusoidal PE · d_model {d_model:,}", d_model=p.d_model)
    if scheme == "learned":
        if learned.is_trained(p):
            return tr("Learned table · {file}", file=learned.source_name(p))
        what = "BERT" if p.init == "bert" else "GPT-2"
        return tr("Learned · untrained {model} init · {rows:,} rows", model=what, rows=p.table_size)
    if scheme == "rope":
        # the choices in the words of their combo boxes ("i, i + d/2 (HF)", "Dynamic NTK")
        label = {name: choice_label(name, getattr(p, name)) for name in ("pairing", "scaling")}
        scaling = "" if p.scaling == "none" else f" · {label['scaling']} ×{p.factor:g}"
        return tr("RoPE · θ {base:,.6g} · head {head_dim} · {pairing}{scaling}", base=p.rope_base,
                  head_dim=p.head_dim, pairing=label["pairing"], scaling=scaling)
    if scheme == "alibi":
        return tr("ALiBi · head 0 of {n_heads} · m = {slope:.4g}", n_heads=p.n_heads,
                  slope=alibi.model_slopes(p)[0])
    if scheme == "t5":
        what = tr("buckets") if p.t5_values == "bucket" else tr("bias of head 0")
        way = tr("bidirectional") if p.t5_bidirectional else tr("causal")
        return tr("T5 · {n} buckets to {distance:,} · {way} · {what}", n=p.t5_buckets,
                  distance=p.t5_max_distance, way=way, what=what)
    if scheme == "shaw":
        return tr("Shaw · j − i clipped to ±{k}", k=p.shaw_k)
    if scheme == "transformer-xl":
        return tr("Transformer-XL · {term}", term=choice_label("txl_term", p.txl_term))
    if scheme == "xpos":
        return tr("xPos · γ {gamma:,g} · θ {base:,.6g} · head {head_dim}", gamma=p.xpos_scale_base,
                  base=p.rope_base, head_dim=p.head_dim)
    return tr("NoPE · the causal mask alone")


def figure_title(p: Params, scheme: str) -> str:
    """A figure's title of one small multiple: its name and the one number that sets it (nine
    titles of one line each, or the grid does not fit a column)."""
    if scheme == "sinusoidal":
        return tr("Sinusoidal · d {d_model:,}", d_model=p.d_model)
    if scheme == "learned":
        return tr("Learned · {rows:,} rows", rows=learned.table_shape(p)[0] if learned.is_trained(p)
                  else p.table_size)
    if scheme == "rope":
        return tr("RoPE · θ {base:,.6g}", base=p.rope_base)
    if scheme == "alibi":
        return tr("ALiBi · m = {slope:.4g}", slope=alibi.model_slopes(p)[0])  # head 0
    if scheme == "t5":
        return tr("T5 · {n} buckets", n=p.t5_buckets)
    if scheme == "shaw":
        return tr("Shaw · k = {k}", k=p.shaw_k)
    if scheme == "transformer-xl":
        return tr("Transformer-XL · {term}", term=choice_label("txl_term", p.txl_term))
    if scheme == "xpos":
        return tr("xPos · γ {gamma:,g}", gamma=p.xpos_scale_base)
    return "NoPE"


def short_readout(p: Params, tile: SchemeTile, style: PlotStyle) -> str:
    """One short line per plot (a long label would widen the whole grid)."""
    name = localize(SHORT_NAMES[tile.scheme])
    if tile.values is None:
        return f"<b>{name}</b>: <span style='color:{style.error}'>{localize(tile.error)}</span>"
    n, m = tile.positions.size, tile.cols.size
    if not tile.averaged:
        text = tr("every cell exact")
    elif tile.scheme == "learned":
        text = tr("plain means of {n:,}×{m:,} cells per pixel", n=n, m=m)
    else:
        text = tr("exact means of {n:,}×{m:,} cells per pixel", n=n, m=m)
    if tile.scheme == "learned":
        try:
            rows = learned.table_shape(p)[0]  # read already, for the tile
        except ParamError:
            rows = tile.positions.stop
        if tile.positions.stop > rows:  # the rows the note says do not exist
            text += " · " + tr("grey: past the table's {rows:,} rows, no vector exists", rows=rows)
    elif tile.scheme == "rope":
        h = p.head_dim // 2
        text += " · " + (tr("dims 0–{a} cos, {b}–{c} sin", a=h - 1, b=h, c=2 * h - 1)
                         if p.pairing == "rotate_half" else tr("even dims cos, odd dims sin"))
    elif schemes.masked(p, tile.scheme) and tile.averaged:
        text += " · " + tr("diagonal blocks: mean over unmasked cells")
    return f"<b>{name}</b>: {text}"


@dataclass(frozen=True)
class SchemesRequest:
    params: Params
    bins: tuple  # ((scheme, positions, cols), …) in ORDER


class SchemesView(PlotView):
    name = "schemes"
    cell_sides = ("left", "bottom")
    has_narrow = True  # narrow: one plot a row

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.columns = COLUMNS  # as arranged
        self.panels: dict[str, SchemePanel] = {}
        for scheme in ORDER:
            if scheme == "sinusoidal":
                plot = self.plot
            else:
                row, col = self.cell_of(scheme)
                plot = WrappingPlot(axisItems=cell_axis_items(self.cell_sides))
                self.graphics.addItem(plot, row=row, col=col)
                plot.setMenuEnabled(False)
                plot.hideButtons()
                vb = plot.getViewBox()
                vb.sigRangeChangedManually.connect(self._range_changed)
                vb.sigResized.connect(self._range_changed)
            # the same positions in every plot: a zoom or pan of one is copied to the others
            # (pyqtgraph's setYLink aligns by screen position, wrong across grid rows)
            vb = plot.getViewBox()
            vb.sigRangeChangedManually.connect(lambda *_a, vb=vb: self._sync_positions(vb))
            self.panels[scheme] = SchemePanel(plot, title_size="10pt", compact=True)
            self.styled(self.panels[scheme].restyle)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=len(ORDER) // COLUMNS, col=0, colspan=COLUMNS)
        self.tiles: tuple[SchemeTile, ...] = ()

    def plot_minimum(self) -> tuple[int, int]:
        """Nine small multiples: smaller plot areas than a lone plot's (the grid fits a
        window's page and a column-wide figure)."""
        return FIGURE_PLOT if self.compact else WINDOW_PLOT

    def arrange(self, narrow: bool) -> None:
        layout = self.graphics.ci
        items = [panel.plot for panel in self.panels.values()] + [self.readout]
        for item in items:
            layout.removeItem(item)
        self.columns = columns = NARROW_COLUMNS if narrow else COLUMNS
        for scheme, panel in self.panels.items():
            row, col = self.cell_of(scheme)
            layout.addItem(panel.plot, row=row, col=col)
        layout.addItem(self.readout, row=-(-len(ORDER) // columns), col=0, colspan=columns)

    def wide_minimum(self) -> int:
        """The widest plot of each column of the wide grid, side by side, as their texts are
        wrapped now (first tried before the titles wrapped, the grid needed far more)."""
        widths = [panel.plot.effectiveSizeHint(Qt.SizeHint.MinimumSize).width()
                  for panel in self.panels.values()]
        columns = [max(widths[c::COLUMNS]) for c in range(COLUMNS)]
        spacing = self.graphics.ci.layout.horizontalSpacing()
        left, _top, right, _bottom = self.graphics.ci.layout.getContentsMargins()
        frame = 2 * self.graphics.frameWidth()
        return math.ceil(sum(columns) + spacing * (COLUMNS - 1) + left + right + frame) + WIDE_SLACK

    def cell_of(self, scheme: str) -> tuple[int, int]:
        """(row, column) of a scheme's plot in the grid as arranged."""
        return divmod(ORDER.index(scheme), self.columns)

    def _sync_positions(self, source) -> None:
        y0, y1 = source.viewRange()[1]
        self._fitting = True
        try:
            for panel in self.panels.values():
                vb = panel.plot.getViewBox()
                if vb is not source:
                    vb.setYRange(y0, y1, padding=0)
        finally:
            self._fitting = False
        self.schedule()

    def set_view_range(self, view_range) -> None:
        """Export draws the same region: the first plot's range, its positions in all four."""
        super().set_view_range(view_range)
        self._sync_positions(self.plot.getViewBox())

    def extent_key(self, params: Params):
        return (params.seq_len, params.offset) + tuple(
            schemes.column_extent(params_for(params, s), s) for s in ORDER)

    def configure_key(self, params: Params):
        return (params.colormap, params.table_size, params.table_file, params.model, params.init,
                params.seed, params.rope_base, params.head_dim, params.pairing, params.scaling,
                params.factor, params.original_context, params.n_heads, params.d_model, params.base,
                params.orientation) + relative_key(params)

    def configure(self) -> None:
        for scheme, panel in self.panels.items():
            p = params_for(self.params, scheme)
            if self.compact:  # a column: 9 pt on screen is the figure's text size (7 pt at a column)
                panel.title_size = "9pt"
                # the title wraps over the plot and its colour bar (pyqtgraph's spans the plot only)
                layout = panel.plot.layout
                layout.removeItem(panel.plot.titleLabel)
                layout.addItem(panel.plot.titleLabel, 0, 1, 1, 5)
            panel.configure(p, scheme, True,
                            title=figure_title(p, scheme) if self.compact else short_title(p, scheme))
            if self.compact:  # a figure: each plot's title names what its colours are
                panel.colorbar.axis.setLabel("")
                panel.plot.setLabel("bottom", localize(FIGURE_COLUMNS[scheme]))
                row, col = self.cell_of(scheme)
                if col > 0:  # not the left column: the same positions, named on the left
                    panel.plot.getAxis("left").setStyle(showValues=False, tickLength=0)
                # one name for the positions of every row, at the middle of the left edge (a
                # rotated label sets the least height of its row: in each row, the grid is too tall)
                middle = col == 0 and row == (len(ORDER) // self.columns - 1) // 2
                panel.plot.setLabel("left", tr("position i") if middle else "")

    def fit_range(self) -> None:
        for scheme, panel in self.panels.items():
            panel.fit(params_for(self.params, scheme), scheme, True)

    def request(self) -> SchemesRequest:
        ratio = self.devicePixelRatioF() or 1.0
        bins = []
        for scheme, panel in self.panels.items():
            positions, cols = panel.bins(params_for(self.params, scheme), scheme, ratio, True)
            bins.append((scheme, positions, cols))
        return SchemesRequest(self.params, tuple(bins))

    def cost(self, request: SchemesRequest) -> int:
        return sum(tile_cost(s, pos, cols) for s, pos, cols in request.bins)

    @staticmethod
    def compute(request: SchemesRequest) -> tuple[SchemeTile, ...]:
        return tuple(compute_tile(params_for(request.params, s), s, pos, cols)
                     for s, pos, cols in request.bins)

    def apply(self, request: SchemesRequest, tiles: tuple[SchemeTile, ...]) -> None:
        self.tiles = tiles
        lines = []
        for tile in tiles:
            self.panels[tile.scheme].draw(tile)
            lines.append(short_readout(request.params, tile, self.plot_style))
        self.readout.setText("<br>".join(lines), size="9pt", color=self.plot_style.secondary)
        states = [tr("{scheme} error", scheme=choice_label("scheme", t.scheme)) if t.values is None else
                  tr("{scheme} averaged", scheme=choice_label("scheme", t.scheme)) if t.averaged else
                  tr("{scheme} exact", scheme=choice_label("scheme", t.scheme)) for t in tiles]
        self.summary = tr("All schemes: {states}", states=" | ".join(states))

    def input_problem(self) -> str:
        return next((t.error for t in self.tiles if t.error), "")

    def hover_targets(self):
        def for_scheme(scheme, panel):
            def describe(x, y):
                text = panel.describe(params_for(self.params, scheme), x, y)
                return (tr("{scheme}: {detail}", scheme=localize(schemes.SCHEME_TITLES[scheme]),
                           detail=text) if text else "")
            return describe

        return [(panel.plot, for_scheme(scheme, panel)) for scheme, panel in self.panels.items()]
    def describe_point(self, x: float, y: float) -> str:
        if self.params is None:
            return ""
        return self.panels["sinusoidal"].describe(params_for(self.params, "sinusoidal"), x, y)

