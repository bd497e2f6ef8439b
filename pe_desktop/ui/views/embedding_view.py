"""Embedding + encoding: the guide's table X [B, S, D] → X + PE [B, S, D] (→ dropout).

X, PE and X + PE for batch element 0, side by side on one diverging colour scale, the
shapes, the optional train-time dropout and the cost readout, all inside the scene.
"""
from __future__ import annotations

import html
import math
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QRectF

from ...core import attention, encodings
from ...core.attention import BinnedTable
from ...core.params import SPECS, Params
from ...core.viewport import AxisBins
from ...i18n import localize, tr
from ..colormaps import colormap
from ..style import PlotStyle
from .axes import ColourBar, cell_axis_items
from .base import PlotView
from .images import ArgbImage
from .labels import WrappingLabel, WrappingPlot
from .order_view import tick_font, token_ticks

NICE = (1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0)


def nice_ceiling(x: float) -> float:
    """The smallest 'round' number (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8 × 10^k) ≥ x."""
    if not x > 0 or not math.isfinite(x):
        return 1.0
    scale = 10.0 ** math.floor(math.log10(x))
    for n in NICE:
        if n * scale >= x * (1 - 1e-12):
            return n * scale
    return 10.0 * scale


def count(n: int) -> str:
    return f"{n:,}" if n < 10**15 else f"{n:.3e}"


def human_bytes(n: int) -> str:
    value = float(n)
    for unit in ("bytes", "KB", "MB", "GB", "TB", "PB"):
        if value < 1024 or unit == "PB":
            return tr("{n} bytes", n=int(value)) if unit == "bytes" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{value:.1f} PB"


@dataclass(frozen=True)
class EmbeddingRequest:
    params: Params
    rows: AxisBins  # tokens
    dims: AxisBins


@dataclass(frozen=True)
class EmbeddingResult:
    tokens: list[str]
    table: BinnedTable | None
    level: float  # the shared colour range is −level … +level


def shapes(batch: int, seq: int, d: int) -> tuple[str, str, str]:
    """The three shape lines printed above the heatmaps (the guide's wording; the shapes
    themselves are formulas, the same in every language)."""
    return (f"X: [B, S, D] = [{batch}, {seq}, {d}]",
            tr("PE: [S, D] broadcast over B = [{seq}, {d}]", seq=seq, d=d),
            f"X + PE: [{batch}, {seq}, {d}]")


class EmbeddingView(PlotView):
    name = "embedding"
    cell_sides = ("bottom",)
    has_narrow = True  # narrow: X and PE side by side, X + PE under X

    def __init__(self, parent=None) -> None:
        self.result: EmbeddingResult | None = None
        self.tokens: list[str] = []
        super().__init__(parent)
        g = self.graphics
        self.plots = [self.plot]
        for c in (1, 2):
            self.plots.append(WrappingPlot(axisItems=cell_axis_items(self.cell_sides)))
            g.addItem(self.plots[-1], row=0, col=c)
        self.images = []
        for k, plot in enumerate(self.plots):
            plot.setMenuEnabled(False)
            plot.hideButtons()
            image = ArgbImage(axisOrder="row-major")
            plot.addItem(image)
            self.images.append(image)
            vb = plot.getViewBox()
            vb.invertY(True)
            vb.setMouseEnabled(x=True, y=False)
            for name in ("left", "bottom"):
                plot.getAxis(name).setStyle(tickFont=tick_font())
            plot.getAxis("left").setStyle(hideOverlappingLabels=False)
            if k:
                plot.setXLink(self.plot)
                plot.setYLink(self.plot)
            vb.sigResized.connect(lambda *_: self._relabel())
        self.colorbar = ColourBar(values=(-1.0, 1.0), colorMap=colormap("RdBu"),
                                  label="", interactive=False, width=14)
        self.colorbar.setImageItem(self.images)
        self.readout = WrappingLabel(justify="left")
        self.styled(lambda s: self.readout.setText(self.readout.text, color=s.text))
        self.arrange(False)
        self.wrap_readout()
        self.translate_texts()

    def arrange(self, narrow: bool) -> None:
        """Wide: X, PE, X + PE in a row, the colour bar beside them; narrow: X and PE side by
        side, X + PE under X, the colour bar beside them; the readout under it all."""
        layout = self.graphics.ci
        for item in (self.plots[2], self.colorbar, self.readout):
            if item in layout.items:
                layout.removeItem(item)
        layout.addItem(self.plots[2], row=1 if narrow else 0, col=0 if narrow else 2)
        layout.addItem(self.colorbar, row=0, col=2 if narrow else 3, rowspan=2 if narrow else 1)
        if not self.compact:  # a figure's caption says what the readout says
            layout.addItem(self.readout, row=2 if narrow else 1, col=0, colspan=3 if narrow else 4)

    def figure_layout(self, width: float, height: float) -> None:
        super().figure_layout(width, height)  # the readout under them leaves first
        self.arrange(True)

    def translate_texts(self) -> None:
        for plot in self.plots:
            plot.setLabel("bottom", tr("dimension"))
        # narrow: PE's positions are its ticks (the tokens' positions, X's rows)
        self.plots[1].setLabel("left", "" if self.compact else tr("position"))
        self.colorbar.getAxis("left").setLabel(tr("value (one scale for all three)"))

    # -- the PlotView protocol ----------------------------------------------------------
    def _seq(self, p: Params) -> int:
        return max(1, len(attention.tokenize(p.sentence_a)))

    def extent_key(self, params: Params):
        return (params.d_model, self._seq(params), params.offset)

    def configure_key(self, params: Params):
        return params.colormap

    def configure(self) -> None:
        p = self.params
        s = self._seq(p)
        self.plot.getViewBox().setLimits(xMin=0, xMax=p.d_model, yMin=0, yMax=s,
                                         minXRange=min(1.0, p.d_model))
        self.colorbar.setColorMap(colormap(p.colormap))
        self.plots[1].getAxis("left").setTicks(None)

    def fit_range(self) -> None:
        p = self.params
        self.plot.getViewBox().setRange(xRange=(0, p.d_model), yRange=(0, self._seq(p)), padding=0)

    def request(self) -> EmbeddingRequest:
        p = self.params
        w, h = self.pixels()
        s = self._seq(p)
        return EmbeddingRequest(p, AxisBins.fit(0, s, h), self.visible_bins(0, 0, p.d_model, w))

    @staticmethod
    def compute(request: EmbeddingRequest) -> EmbeddingResult:
        p = request.params
        tokens = attention.tokenize(p.sentence_a)
        if not tokens:
            return EmbeddingResult([], None, 1.0)
        keys = [attention.token_key(t, p.case_fold) for t in tokens]
        dims = request.dims
        table = attention.embedding_binned(keys, p.encoding, request.rows.starts(), dims.starts(),
                                           dims.stop, dims.start, seed=p.seed, offset=p.offset,
                                           dropout=p.dropout)
        peak = max(float(np.max(np.abs(a))) for a in (table.x, table.pe, table.out))
        return EmbeddingResult(tokens, table, nice_ceiling(peak))

    def apply(self, request: EmbeddingRequest, result: EmbeddingResult) -> None:
        self.result = result
        p = request.params
        self.tokens = result.tokens
        if result.table is None:
            for image in self.images:
                image.clear()
            self.readout.setText(
                "<b>{}</b>".format(tr("Sentence A has no tokens: type a sentence in the Word order tab.")),
                size="10pt")
            self.summary = tr("Embedding: sentence A has no tokens")
            return
        t = result.table
        s, d, b = len(result.tokens), p.d_model, p.batch
        rows, dims = request.rows, request.dims
        # the image spans the bins (a shorter last bin is drawn full width), as the heatmap view does
        rect = QRectF(dims.start, 0, dims.count * dims.size, rows.count * rows.size)
        for image, values in zip(self.images, (t.x, t.pe, t.out)):
            image.setImage(values.astype(np.float32), autoLevels=False,
                           levels=(-result.level, result.level))
            image.setRect(rect)
        self.colorbar.setLevels((-result.level, result.level))
        x_line, pe_line, out_line = shapes(b, s, d)
        if p.dropout > 0:
            out_line = f"dropout(X + PE), p = {p.dropout:g}: [{b}, {s}, {d}]"
        if self.compact:  # a narrow figure: the shapes alone (formulas, the same in every language)
            x_line, pe_line = f"X: [{b}, {s}, {d}]", f"PE: [{s}, {d}]"
            out_line = (f"dropout(X + PE): [{b}, {s}, {d}]" if p.dropout > 0 else f"X + PE: [{b}, {s}, {d}]")
        for plot, text in zip(self.plots, (x_line, pe_line, out_line)):
            plot.setTitle(html.escape(text), color=self.plot_style.text, size="10pt")
        self._relabel()
        self.readout.setText(readout_html(p, result, rows, dims, self.plot_style), size="9pt")
        binned = dims.averaged or rows.averaged
        if binned:
            self.summary = tr("Embedding: X, PE, X + PE for batch 0, S = {s}, D = {d:,} · averaged: "
                              "each pixel is the exact mean of {n}×{m} values", s=s, d=d, n=rows.size,
                              m=dims.size)
        else:
            self.summary = tr("Embedding: X, PE, X + PE for batch 0, S = {s}, D = {d:,} · every value "
                              "exact", s=s, d=d)

    def _relabel(self) -> None:
        if not self.tokens:
            return
        vb = self.plot.getViewBox()
        per_row = vb.height() / len(self.tokens)
        ticks = token_ticks(self.tokens, per_row, False)
        self.plots[0].getAxis("left").setTicks([ticks])
        self.plots[2].getAxis("left").setTicks([ticks])
        off = self.params.offset if self.params else 0
        self.plots[1].getAxis("left").setTicks([[(v, f"{int(v - 0.5) + off:,}") for v, _ in ticks]])

    def describe_point(self, x: float, y: float) -> str:
        p = self.params
        if not self.tokens:
            return ""
        s, j = math.floor(y), math.floor(x)
        if not (0 <= s < len(self.tokens) and 0 <= j < p.d_model):
            return ""
        key = attention.token_key(self.tokens[s], p.case_fold)
        xv = float(attention.token_embedding(key, p.d_model, p.seed)[j])
        pe = float(encodings.encode([p.offset + s], [j], p.encoding)[0, 0])
        out = xv + pe
        text = tr("token {s} “{token}” (position {pos:,}) · dimension {j}: X = {x:+.6f}, "
                  "PE = {pe:+.6f}, X + PE = {out:+.6f}", s=s, token=self.tokens[s], pos=p.offset + s,
                  j=j, x=xv, pe=pe, out=out)
        if p.dropout > 0:
            m = float(attention.dropout_mask(p.seed, 0, s, p.d_model, p.dropout)[j])
            if m == 0:
                text = tr("{line} → after dropout {value:+.6f} (dropped)", line=text, value=out * m)
            else:
                text = tr("{line} → after dropout {value:+.6f}", line=text, value=out * m)
        return text


def readout_html(p: Params, result: EmbeddingResult, rows: AxisBins, dims: AxisBins,
                 style: PlotStyle) -> str:
    e = html.escape
    s, d, b = len(result.tokens), p.d_model, p.batch
    shown = " ".join(f"[{e(t)}]" for t in result.tokens[:24]) + (" …" if s > 24 else "")
    first, last = p.offset, p.offset + s - 1
    lines = [
        f"<span style='font-size:11pt'><b>{e(localize(EmbeddingView.title))}</b></span>",
        tr("S = {s} tokens of sentence A: {tokens} · positions {first:,}…{last:,} · D = d_model = {d:,}",
           s=s, tokens=shown, first=first, last=last, d=d),
        tr("B = {b}: the batch is sentence A repeated (every X[b] is the same; only dropout masks "
           "differ); batch element 0 is drawn. X: embeddings N(0, 1) keyed by token text (seed {seed}).",
           b=b, seed=p.seed),
        tr("{shapes} (the shape does not change)",
           shapes="<b>" + " &nbsp;+&nbsp; ".join(e(x) for x in shapes(b, s, d)[:2]) + " &nbsp;→&nbsp; "
           + e(shapes(b, s, d)[2]) + "</b>"),
    ]
    if p.dropout > 0:
        lines.append(tr(
            "Dropout p = {p:g} after the addition, <b>train time only</b> (identity at inference): "
            "kept values × 1/(1−p) = {scale:.4g}; kept in what is drawn: {kept:.1f} % (expected "
            "{expected:.1f} %).", p=p.dropout, scale=1 / (1 - p.dropout),
            kept=100 * result.table.kept_fraction, expected=100 * (1 - p.dropout)))
    else:
        lines.append(tr("Dropout: off (p = 0; inference). The paper uses p = 0.1 here in training."))
    if rows.averaged:
        note = tr("{d:,} dimensions over fewer pixels: each column is the exact mean of {n:,} dimensions "
                  "and each row of {m} tokens (means are smaller than single values). Colour scale "
                  "±{level:g}.", d=d, n=dims.size, m=rows.size, level=result.level)
        lines.append(f"<span style='color:{style.warning}'>{note}</span>")
    elif dims.averaged:
        note = tr("{d:,} dimensions over fewer pixels: each column is the exact mean of {n:,} dimensions "
                  "(means are smaller than single values). Colour scale ±{level:g}.",
                  d=d, n=dims.size, level=result.level)
        lines.append(f"<span style='color:{style.warning}'>{note}</span>")
    else:
        note = tr("Every value drawn exactly. Colour scale ±{level:g}, one for X, PE and X + PE: PE lies "
                  "in [−1, 1], so it looks pale next to N(0, 1) embeddings.", level=result.level)
        lines.append(f"<span style='color:{style.muted}'>{note}</span>")
    c_tok = attention.costs(b, s, d)
    c_len = attention.costs(b, p.seq_len, d)
    label = e(localize(SPECS["seq_len"].label))
    cost = tr("Cost (D = {d:,}, B = {b})", d=d, b=b)
    of_a = tr("S = {s} (tokens of A)", s=s)
    head = (f"<tr><th align='left'>{cost}</th><th align='right'>&nbsp;&nbsp;{of_a}</th>"
            f"<th align='right'>&nbsp;&nbsp;S = {p.seq_len:,} ({label}, seq_len)</th></tr>")

    def row(name: str, a: str, z: str) -> str:
        return f"<tr><td>{name}</td><td align='right'>{a}</td><td align='right'>{z}</td></tr>"

    table = "".join([
        head,
        row(tr("PE table O(S·D): values (float32)"),
            f"{count(c_tok.table)} ({human_bytes(c_tok.table_bytes)})",
            f"{count(c_len.table)} ({human_bytes(c_len.table_bytes)})"),
        row(tr("Addition O(B·S·D): additions"), count(c_tok.addition), count(c_len.addition)),
        row(tr("Attention O(S²·D): S²·D"), count(c_tok.attention), count(c_len.attention)),
    ])
    return "<br>".join(lines) + f"<table cellspacing='0' cellpadding='1'>{table}</table>"
