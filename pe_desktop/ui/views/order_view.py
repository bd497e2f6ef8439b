"""Word order: without positions, self-attention cannot tell "The keys on the table" from
"The table on the keys" (or 犬が男を噛んだ from 男が犬を噛んだ); with the encoding added, it can.

Four attention-weight matrices (sentence A and B, without and with the sinusoidal encoding)
and a readout of the numbers that prove it, all inside the scene so PNG export has them.
"""
from __future__ import annotations

import html
import math
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from ...core import attention
from ...core.attention import OrderDemo
from ...core.params import Params
from ...core.text import N_
from ...i18n import localize, tr
from ..style import PlotStyle
from .axes import ColourBar, cell_axis_items
from .base import PlotView
from .images import ArgbImage
from .labels import WrappingLabel, WrappingPlot

SEQUENTIAL = "viridis"  # attention weights 0..1: a sequential, perceptually uniform map
TICK_PT = 8
LABEL_CHARS = 10  # longer tokens are shortened on the axes (the hover gives the whole text)
READOUT_WIDTH = 330  # pixels, at most
READOUT_UNDER_BELOW = 760  # a view narrower than this shows the readout under the matrices


def tick_font() -> QFont:
    font = QFont()
    font.setPointSize(TICK_PT)
    return font


def short(token: str, limit: int = LABEL_CHARS) -> str:
    return token if len(token) <= limit else token[: limit - 1] + "…"


def label_stride(labels: list[str], pixels_per_cell: float, horizontal: bool,
                 font: QFont | None = None) -> int:
    """Show every k-th label so that none overlap (horizontal axes: by width; vertical: by
    line height)."""
    metrics = QFontMetricsF(font or tick_font())
    if horizontal:
        need = max(metrics.horizontalAdvance(s) for s in labels) + 6
    else:
        need = 1.25 * metrics.height()  # a little air between lines
    return max(1, math.ceil(need / max(pixels_per_cell, 1e-9)))


def token_ticks(tokens: list[str], pixels_per_cell: float, horizontal: bool,
                font: QFont | None = None) -> list[tuple[float, str]]:
    """Ticks at cell centres labelled with the tokens; every k-th only when they would overlap."""
    if not tokens:
        return []
    labels = [short(t) for t in tokens]
    stride = label_stride(labels, pixels_per_cell, horizontal, font)
    return [(i + 0.5, labels[i]) for i in range(0, len(tokens), stride)]


def staggered_ticks(tokens: list[str], pixels_per_cell: float
                    ) -> tuple[list[tuple[float, str]], list[tuple[float, str]]]:
    """Ticks for a horizontal token axis: (bottom, top). When the labels do not fit side by
    side they alternate, even cells below and odd cells above, which doubles their room."""
    if not tokens:
        return [], []
    labels = [short(t) for t in tokens]
    if label_stride(labels, pixels_per_cell, True) == 1:
        return [(i + 0.5, s) for i, s in enumerate(labels)], []
    stride = label_stride(labels, pixels_per_cell, True)  # cells each label needs
    step = 2 * max(1, math.ceil(stride / 2))  # even step: the two rows stay on even/odd cells
    bottom = [(i + 0.5, labels[i]) for i in range(0, len(labels), step)]
    top = [(i + 0.5, labels[i]) for i in range(step // 2, len(labels), step)]
    return bottom, top


def fmt(x: float) -> str:
    """A readout number: tiny values in scientific notation, others with 3–4 digits."""
    if x == 0.0:
        return "0"
    if abs(x) < 1e-3:
        return f"{x:.1e}"
    return f"{x:.4g}"


@dataclass(frozen=True)
class OrderRequest:
    sentence_a: str
    sentence_b: str
    case_fold: bool
    seed: int
    offset: int
    d_model: int
    base: float
    layout: str

    @classmethod
    def of(cls, p: Params) -> OrderRequest:
        return cls(p.sentence_a, p.sentence_b, p.case_fold, p.seed, p.offset, p.d_model, p.base, p.layout)

    @property
    def params(self) -> Params:
        return Params(sentence_a=self.sentence_a, sentence_b=self.sentence_b, case_fold=self.case_fold,
                      seed=self.seed, offset=self.offset, d_model=self.d_model, base=self.base,
                      layout=self.layout)


class AttentionPanel:
    """One attention-weight heatmap: queries down, keys across, cell (i, j) = weight."""

    def __init__(self, plot: pg.PlotItem, title: str) -> None:
        self.plot = plot
        self.title = title  # marked with N_(); shown translated
        plot.setMenuEnabled(False)
        plot.hideButtons()
        for name in ("left", "bottom", "top"):
            axis = plot.getAxis(name)
            axis.setStyle(tickFont=tick_font(), hideOverlappingLabels=False, showValues=True)
        vb = plot.getViewBox()
        vb.invertY(True)
        vb.setMouseEnabled(x=False, y=False)
        self.image = ArgbImage(axisOrder="row-major")
        plot.addItem(self.image)
        self.tokens_y: list[str] = []
        self.tokens_x: list[str] = []
        self.weights: np.ndarray | None = None
        vb.sigResized.connect(lambda *_: self.relabel())

    def translate_texts(self, style: PlotStyle) -> None:
        self.plot.setTitle(localize(self.title), color=style.text, size="10pt")
        self.plot.setLabel("left", tr("query"))
        self.plot.setLabel("bottom", tr("key"))

    def show(self, weights: np.ndarray, tokens_y: list[str], tokens_x: list[str]) -> None:
        self.weights = weights
        self.tokens_y, self.tokens_x = tokens_y, tokens_x
        n_y, n_x = weights.shape
        self.image.setImage(weights.astype(np.float32), autoLevels=False, levels=(0.0, 1.0))
        self.image.setRect(QRectF(0, 0, n_x, n_y))
        self.plot.getViewBox().setRange(xRange=(0, n_x), yRange=(0, n_y), padding=0)
        self.relabel()

    def relabel(self) -> None:
        vb = self.plot.getViewBox()
        if self.weights is None:
            return
        n_y, n_x = self.weights.shape
        bottom, top = staggered_ticks(self.tokens_x, vb.width() / n_x)
        self.plot.getAxis("bottom").setTicks([bottom])
        self.plot.getAxis("top").setTicks([top])
        if self.plot.getAxis("top").isVisible() != bool(top):
            self.plot.showAxis("top", bool(top))
            self.plot.getAxis("top").setHeight(None)  # a hidden axis was given no room
        self.plot.getAxis("left").setTicks([token_ticks(self.tokens_y, vb.height() / n_y, False)])

    def cell_at(self, scene_pos) -> tuple[int, int] | None:
        vb = self.plot.getViewBox()
        if self.weights is None or not vb.sceneBoundingRect().contains(scene_pos):
            return None
        pt = vb.mapSceneToView(scene_pos)
        i, j = math.floor(pt.y()), math.floor(pt.x())
        if 0 <= i < self.weights.shape[0] and 0 <= j < self.weights.shape[1]:
            return i, j
        return None


class OrderView(PlotView):
    name = "order"
    readout_wraps = False  # the readout is a column beside the plots

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        g = self.graphics
        plots = [self.plot]
        for row, col in ((0, 1), (1, 0), (1, 1)):
            plots.append(WrappingPlot(axisItems=cell_axis_items()))
            g.addItem(plots[-1], row=row, col=col)
        self.panels = [
            AttentionPanel(plots[0], N_("A · without positions")),
            AttentionPanel(plots[1], N_("B · without positions")),
            AttentionPanel(plots[2], N_("A · with positions (X + PE)")),
            AttentionPanel(plots[3], N_("B · with positions (X + PE)")),
        ]
        self.colorbar = ColourBar(values=(0.0, 1.0), colorMap=pg.colormap.get(SEQUENTIAL),
                                  label="", interactive=False, width=14)
        self.colorbar.setImageItem([p.image for p in self.panels])
        g.addItem(self.colorbar, row=0, col=2, rowspan=2)
        self.readout = WrappingLabel(justify="left")
        self.styled(lambda s: self.readout.setText(self.readout.text, color=s.text))
        self.readout.item.setTextWidth(READOUT_WIDTH)  # wrap: the matrices keep their room
        g.addItem(self.readout, row=0, col=3, rowspan=2)
        self._readout_under = False
        g.ci.layout.setColumnStretchFactor(0, 1)
        g.ci.layout.setColumnStretchFactor(1, 1)
        self.result: OrderDemo | None = None
        self.message = ""
        g.scene().sigMouseMoved.connect(self._hover)
        self.translate_texts()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.compact:  # a small figure: no readout (figure_layout)
            return
        # A narrow view (the explanation panel open, a small screen) narrows the readout
        # too, so that it wraps instead of running past the edge; narrower still, the
        # readout goes under the matrices, as wide as the view.
        under = self.width() < READOUT_UNDER_BELOW
        if under != self._readout_under:
            self._readout_under = under
            layout = self.graphics.ci
            layout.removeItem(self.readout)
            if under:
                layout.addItem(self.readout, row=2, col=0, rowspan=1, colspan=3)
            else:
                layout.addItem(self.readout, row=0, col=3, rowspan=2)
        width = (max(160, self.width() - 30) if under
                 else int(min(READOUT_WIDTH, max(160, 0.25 * self.width()))))
        if self.readout.item.textWidth() != width:
            self.readout.item.setTextWidth(width)
            self.readout.updateMin()

    def figure_layout(self, width: float, height: float) -> None:
        super().figure_layout(width, height)
        for panel in self.panels:  # the rows' tokens say what they are; the colours keep their name
            panel.plot.setLabel("left", "")
        self.colorbar.axis.setWidth(None)  # as wide as its ticks (pyqtgraph fixes 45 px)

    def _set_title(self) -> None:
        super()._set_title()
        if not self.error and hasattr(self, "panels"):  # panel A's plot is the view's: its own title
            self.panels[0].translate_texts(self.plot_style)

    def translate_texts(self) -> None:
        for panel in self.panels:  # after the view's title, which panel 0's plot also shows
            panel.translate_texts(self.plot_style)
        self.colorbar.getAxis("left").setLabel(tr("attention weight"))

    # -- the PlotView protocol ----------------------------------------------------------
    def extent_key(self, params: Params):
        return None  # nothing to zoom: apply() fits each matrix

    def fit_range(self) -> None:
        for panel in self.panels:
            if panel.weights is not None:
                n_y, n_x = panel.weights.shape
                panel.plot.getViewBox().setRange(xRange=(0, n_x), yRange=(0, n_y), padding=0)

    def request(self) -> OrderRequest:
        return OrderRequest.of(self.params)

    @staticmethod
    def compute(request: OrderRequest) -> OrderDemo | str:
        p = request.params
        if not attention.tokenize(p.sentence_a) or not attention.tokenize(p.sentence_b):
            return N_("Sentence A and sentence B each need at least one word or mark.")
        return attention.order_demo(p.sentence_a, p.sentence_b, p.encoding, case_fold=p.case_fold,
                                    seed=p.seed, offset=p.offset)

    def apply(self, request: OrderRequest, result: OrderDemo | str) -> None:
        if isinstance(result, str):
            self.result, self.message = None, result
            for panel in self.panels:
                panel.weights = None
                panel.image.clear()
            self.readout.setText(f"<b>{html.escape(localize(result))}</b>", size="10pt")
            self.summary = tr("Word order: {message}", message=localize(result))
            return
        self.result, self.message = result, ""
        r = result
        self.panels[0].show(r.weights_a, r.tokens_a, r.tokens_a)
        self.panels[1].show(r.weights_b, r.tokens_b, r.tokens_b)
        self.panels[2].show(r.weights_a_pe, r.tokens_a, r.tokens_a)
        self.panels[3].show(r.weights_b_pe, r.tokens_b, r.tokens_b)
        self.readout.setText(readout_html(r, request, self.plot_style), size="9pt")
        if r.is_permutation:
            self.summary = tr("Word order: without positions max|out_B − P·out_A| = {without}; "
                              "with positions {with_pe}", without=fmt(r.max_diff), with_pe=fmt(r.max_diff_pe))
        else:
            self.summary = tr("Word order: B is not a reordering of A")

    def _hover(self, scene_pos) -> None:
        if self.result is None:
            return
        r = self.result
        for k, panel in enumerate(self.panels):
            cell = panel.cell_at(scene_pos)
            if cell is None:
                continue
            i, j = cell
            fields = dict(panel=localize(panel.title), i=i, query=panel.tokens_y[i], j=j,
                          key=panel.tokens_x[j], weight=panel.weights[i, j])
            if k < 2:
                text = tr("{panel}: query {i} “{query}” → key {j} “{key}”: weight {weight:.6f}",
                          **fields)
            else:
                text = tr("{panel}: query {i} “{query}” → key {j} “{key}” "
                          "(positions {p:,} → {q:,}): weight {weight:.6f}", p=r.positions_a[0] + i, q=r.positions_a[0] + j,
                          **fields)
            self.hovered.emit(text)
            return


def readout_html(r: OrderDemo, req: OrderRequest, style: PlotStyle) -> str:
    e = html.escape

    def toks(tokens: list[str], limit: int = 16) -> str:
        shown = " ".join(f"[{e(short(t))}]" for t in tokens[:limit])
        return shown + (" …" if len(tokens) > limit else "")

    def bold(text: str) -> str:
        return f"<b>{text}</b>"

    lines = [f"<span style='font-size:11pt'><b>{e(localize(OrderView.title))}</b></span>",
             tr("{sentence} ({n} tokens): {tokens}", sentence="A", n=len(r.tokens_a),
                tokens=toks(r.tokens_a)),
             tr("{sentence} ({n} tokens): {tokens}", sentence="B", n=len(r.tokens_b),
                tokens=toks(r.tokens_b)),
             ""]
    last_a = req.offset + len(r.tokens_a) - 1
    if r.is_permutation:
        perm = ", ".join(str(int(x)) for x in r.perm)
        if len(perm) > 60:
            perm = perm[:57] + "…"
        moved = "max |out<sub>B</sub> − P·out<sub>A</sub>|"  # a formula: the same in every language
        lines += [
            bold(tr("(a) Without positions")),
            tr("B is A reordered: B[i] = A[P(i)], P = ({perm})", perm=perm),
            tr("{formula} = {value} (rounding only)", formula=moved, value=bold(fmt(r.max_diff))),
            tr("mean-pooled: max |mean out<sub>B</sub> − mean out<sub>A</sub>| = {value}",
               value=bold(fmt(r.pooled_diff))),
            tr("→ each token's output just moves with it: attention sees the same bag of "
               "tokens, not the order."),
            "",
            tr("<b>(b) With the encoding added</b> (positions {first:,}…{last:,})",
               first=req.offset, last=last_a),
            f"{moved} = {bold(fmt(r.max_diff_pe))}",
            tr("mean-pooled: {value} → the orders differ.", value=bold(fmt(r.pooled_diff_pe))),
        ]
    else:
        only_a = sorted(set(r.keys_a) - set(r.keys_b))
        only_b = sorted(set(r.keys_b) - set(r.keys_a))
        why = []
        if only_a:
            why.append(tr("only in A: {tokens}", tokens=", ".join(e(t) for t in only_a[:6])))
        if only_b:
            why.append(tr("only in B: {tokens}", tokens=", ".join(e(t) for t in only_b[:6])))
        if not why:
            why.append(tr("the same tokens, but not equally often"))
        lines += [
            bold(tr("(a), (b): B is not a reordering of A")),
            tr("(not the same tokens): there is no permutation to compare."),
            "; ".join(why),
        ]
    lines.append("")
    lines.append(bold(tr("(c) The same token at two positions")))
    if r.repeat is None:
        lines.append(tr("No token repeats in A.") if req.case_fold
                     else tr("No token repeats in A (case folding is off: 'The' ≠ 'the')."))
    else:
        rp = r.repeat
        i, j = rp.i, rp.j
        a, b = e(r.tokens_a[i]), e(r.tokens_a[j])
        if r.tokens_a[i] != r.tokens_a[j]:
            lines.append(tr("“{a}” at position {i} and “{b}” at position {j} (case folded):",
                            a=a, i=i, b=b, j=j))
        else:
            lines.append(tr("“{a}” at position {i} and “{b}” at position {j}:", a=a, i=i, b=b, j=j))
        lines += [
            tr("before: {formula} = {value} (the same embedding)",
               formula=f"‖x<sub>{i}</sub> − x<sub>{j}</sub>‖", value=bold(fmt(rp.before))),
            tr("after: {formula} = {value}",
               formula=f"‖(x<sub>{i}</sub>+PE<sub>{i + req.offset}</sub>) − "
                       f"(x<sub>{j}</sub>+PE<sub>{j + req.offset}</sub>)‖",
               value=bold(fmt(rp.after))),
        ]
    lines.append("")
    model = tr("One head, no mask: {formula}, seed {seed}.",
               formula=f"softmax(QK<sup>T</sup>/√d<sub>k</sub>)V, d<sub>k</sub> = {r.d_k}", seed=req.seed)
    lines.append(f"<span style='color:{style.muted}'>{model}</span>")
    if r.capped:
        note = tr("d_model {d_model:,}: computed on {d} dimensions (the {pairs} highest-frequency sin/cos "
                  "pairs), capped for speed.", d_model=r.d_model, d=r.d, pairs=r.d // 2)
    else:
        note = tr("Embeddings N(0, 1) keyed by token text, d_model {d}.", d=r.d)
    lines.append(f"<span style='color:{style.muted}'>{note}</span>")
    return "<br>".join(lines)
