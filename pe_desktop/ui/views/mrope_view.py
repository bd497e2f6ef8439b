"""M-RoPE (Qwen2-VL, Qwen2.5-VL; Qwen3-VL interleaved): text, an image or video, text.

Top: the score q·k between every query token (down the side) and key token (along the
bottom), q and k seeded, both turned by M-RoPE; binned to the pixels, each pixel the exact
mean of its block. Under it, on the same token axis, the (t, h, w) position ids of every token
exactly as transformers' ``get_rope_index`` assigns them (over a Qwen3-VL video's frames, a row
with its timestamp text); below, the head's pairs coloured by the axis whose position turns them
(``mrope_section``, or Qwen3-VL's interleaved layout).
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
from .base import PlotView
from .images import ArgbImage
from .labels import WrappingLabel, WrappingPlot
from .lines import RunDataItem

AXIS_NAMES = ("t", "h", "w")  # symbols: the same in every language
NUMBER_LIMIT = 40  # tokens shown: up to this many, each id is written in its cell
LEFT_AXIS = 64  # pixels: the plots' left axes alike, so their token columns line up
STRIP_HEIGHT = 96  # pixels: the id strip's plot, axes included
WORDS_HEIGHT = 22  # pixels added to the strip for its row of text over a Qwen3-VL video
SPECIAL_WORDS = {grid.VISION_START: "", grid.VISION_END: ""}  # not written: the hover names them
PAIRS_HEIGHT = 104


@dataclass(frozen=True)
class MRopeRequest:
    params: Params
    rows: AxisBins  # query tokens
    cols: AxisBins  # key tokens, and the id strip's tokens


@dataclass(frozen=True)
class MRopeResult:
    layout: grid.MRopeLayout
    section: tuple[int, ...]
    axes: np.ndarray  # per pair: T_AXIS, H_AXIS or W_AXIS
    scores: np.ndarray  # (rows.count, cols.count) exact block means
    ids: np.ndarray  # (3, cols.count) the mean t, h, w of each column's tokens
    level: float
    rms: float
    bound: float


def segment_words(segment: grid.Segment, merge: int = 2, timestamps: bool = False) -> str:
    """A segment as the readout names it: "text 4", "image 8 × 8 patches", "video 3 × 8 × 8"."""
    t, h, w = segment.grid_thw
    if segment.kind == grid.TEXT:
        return tr("text ×{n:,}", n=segment.length)
    tokens = grid.segment_tokens(segment, merge)
    if segment.kind == grid.IMAGE:
        return tr("image {h}×{w} patches → {tokens:,} tokens", h=h, w=w, tokens=tokens)
    if timestamps:
        return tr("video {t}×{h}×{w} patches → {tokens:,} tokens and {text:,} of text around its frames",
                  t=t, h=h, w=w, tokens=tokens, text=grid.segment_tokens(segment, merge, True) - tokens)
    return tr("video {t}×{h}×{w} patches → {tokens:,} tokens", t=t, h=h, w=w, tokens=tokens)


def word_runs(words: dict[int, str]) -> list[tuple[int, int, str]]:
    """(first, stop, text) for each run of consecutive tokens with words, the special tokens
    left out: a timestamp's tokens "<", "1", ".", "2", " seconds", ">" are one run "<1.2 seconds>"."""
    runs: list[tuple[int, int, str]] = []
    for token in sorted(words):
        word = SPECIAL_WORDS.get(words[token], words[token])
        if not word:
            continue
        if runs and runs[-1][1] == token:
            first, _, text = runs[-1]
            runs[-1] = (first, token + 1, text + word)
        else:
            runs.append((token, token + 1, word))
    return runs


class MRopeView(PlotView):
    name = "mrope"
    cell_sides = ("left", "bottom")

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.image = ArgbImage(axisOrder="row-major")
        self.plot.addItem(self.image)
        self.plot.getViewBox().invertY(True)
        self.colorbar = ColourBar(values=(-1.0, 1.0), colorMap=colormap("RdBu"), label="",
                                  interactive=False, width=14)
        self.colorbar.setImageItem(self.image)
        self.graphics.addItem(self.colorbar, row=0, col=1)
        # the (t, h, w) ids, on the score map's key axis
        self.strip: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items(("bottom",)))
        self.graphics.addItem(self.strip, row=1, col=0)
        self.strip_image = ArgbImage(axisOrder="row-major")
        self.strip.addItem(self.strip_image)
        self.strip.setXLink(self.plot)
        self.numbers: list[pg.TextItem] = []  # the ids and the timestamps written in the strip
        self.words_row = False  # a row of text over the ids (a Qwen3-VL video)
        self.edges = RunDataItem(connect="pairs")
        self.strip.addItem(self.edges)
        # the pairs, coloured by their axis
        self.pairs: pg.PlotItem = WrappingPlot(axisItems=cell_axis_items(("bottom",)))
        self.graphics.addItem(self.pairs, row=2, col=0)
        self.pair_image = ArgbImage(axisOrder="row-major")
        self.pairs.addItem(self.pair_image)
        self.readout = WrappingLabel("", justify="left")
        self.graphics.addItem(self.readout, row=3, col=0, colspan=2)
        for plot, height in ((self.strip, STRIP_HEIGHT), (self.pairs, PAIRS_HEIGHT)):
            plot.setMenuEnabled(False)
            plot.hideButtons()
            plot.setMaximumHeight(height)
            plot.setMinimumHeight(height)
            vb = plot.getViewBox()
            vb.invertY(True)
            vb.setMouseEnabled(x=plot is self.strip, y=False)
            vb.setMinimumHeight(0)
            plot.getAxis("left").setTicks([[(i + 0.5, name) for i, name in enumerate(AXIS_NAMES)]])
        self.pairs.getAxis("left").setTicks([[]])  # one row, no tick: the title says what it is
        for plot in (self.plot, self.strip, self.pairs):
            plot.getAxis("left").setWidth(LEFT_AXIS)
        self.strip.getViewBox().sigRangeChangedManually.connect(self._range_changed)
        self.pairs.getViewBox().sigResized.connect(self._fit_pairs)
        self.strip.getViewBox().sigResized.connect(self._redraw_ids)
        self.result: MRopeResult | None = None
        self.styled(self._style_items)
        self.translate_texts()

    def figure_layout(self, width: float, height: float) -> None:
        """The strips shorter in a small figure: the score map keeps its room."""
        super().figure_layout(width, height)
        self._strip_height(0.75)  # its ids stay in cells of 3 rows

    def _strip_height(self, scale: float = 1.0) -> None:
        height = (STRIP_HEIGHT + (WORDS_HEIGHT if self.words_row else 0)) * scale
        self.strip.setMinimumHeight(height)
        self.strip.setMaximumHeight(height)

    def _strip_ticks(self) -> None:
        ticks = [(i + 0.5, name) for i, name in enumerate(AXIS_NAMES)]
        if self.words_row:
            ticks.insert(0, (-0.5, tr("text")))
        self.strip.getAxis("left").setTicks([ticks])

    def plot_minimum(self) -> tuple[int, int]:
        return (120, 20)  # the strips are short; the score map keeps its room by stretch

    def _style_items(self, s: PlotStyle) -> None:
        self.edges.setPen(s.pen(s.highlight, 1.5))
        self.pair_image.setLookupTable(np.array([[int(c[i:i + 2], 16) for i in (1, 3, 5)]
                                                 for c in (s.axis_t, s.axis_h, s.axis_w)], dtype=np.uint8))
        if self.result is not None:
            self._draw_pair_title(self.result)

    def translate_texts(self) -> None:
        self.plot.setLabel("left", tr("Query token"))
        self.plot.setLabel("bottom", tr("Key token"))
        self.strip.setLabel("left", tr("ids"))
        self.strip.setLabel("bottom", tr("Token"))
        self._strip_ticks()
        self.pairs.setLabel("bottom", tr("Pair i") if self.compact else tr("Pair i (dimensions i and i + d/2 of the head)"))

    # -- extents ---------------------------------------------------------------------------
    def extent_key(self, params: Params):
        return grid.mrope_token_count(params)

    def configure_key(self, params: Params):
        return (params.colormap, params.head_dim)

    def _tokens(self) -> int:
        return grid.mrope_token_count(self.params)

    def configure(self) -> None:
        p = self.params
        n = self._tokens()
        self.plot.getViewBox().setLimits(xMin=0, xMax=n, yMin=0, yMax=n, minXRange=min(2.0, n),
                                         minYRange=min(2.0, n))
        self.strip.getViewBox().setLimits(xMin=0, xMax=n, minXRange=min(2.0, n))
        words_row = bool(p.mrope_interleaved and p.mrope_frames)
        if words_row != self.words_row:
            self.words_row = words_row
            self._strip_ticks()
            self._strip_height(0.75 if self.compact else 1.0)
        self.strip.getViewBox().setYRange(-1 if words_row else 0, 3, padding=0)
        self.pairs.getViewBox().setYRange(0, 1, padding=0)
        half = max(1, p.head_dim // 2)
        self.pairs.getViewBox().setXRange(0, half, padding=0)
        self.pairs.getViewBox().setLimits(xMin=0, xMax=half)
        if self.changed("colormap", p.colormap):
            self.colorbar.setColorMap(colormap(p.colormap))

    def fit_range(self) -> None:
        n = self._tokens()
        self.plot.getViewBox().setRange(xRange=(0, n), yRange=(0, n), padding=0)

    def _fit_pairs(self, *args) -> None:
        if self.params is not None:
            self.pairs.getViewBox().setXRange(0, max(1, self.params.head_dim // 2), padding=0)

    def _redraw_ids(self, *args) -> None:
        """The ids again at the strip's new size: written in their cells only where they fit."""
        if self._last is not None and not self.error:
            self._draw_ids(*self._last)

    # -- computing ------------------------------------------------------------------------
    def request(self) -> MRopeRequest:
        n = self._tokens()
        w, h = self.pixels()
        rows = self.visible_bins(1, 0, n, h)
        cols = self.visible_bins(0, 0, n, w)
        size = max(rows.size, cols.size)
        return MRopeRequest(self.params, AxisBins(rows.start, rows.stop, size), AxisBins(cols.start, cols.stop, size))

    def cost(self, request: MRopeRequest) -> int:
        pairs = max(1, request.params.head_dim // 2)
        shown = (request.rows.stop - request.rows.start) + (request.cols.stop - request.cols.start)
        return (shown + request.rows.count * request.cols.count) * pairs

    @staticmethod
    def compute(request: MRopeRequest) -> MRopeResult:
        p = request.params
        layout = grid.mrope_layout(p)
        section, interleaved = grid.mrope_options(p)
        axes = grid.mrope_pair_axes(p.head_dim, section, interleaved)
        scores = grid.mrope_score_blocks(layout.position_ids, request.rows, request.cols, p.head_dim,
                                         p.rope_base, section, interleaved, p.seed)
        cols = request.cols
        ids = np.add.reduceat(layout.position_ids[:, cols.start:cols.stop].astype(np.float64),
                              cols.starts() - cols.start, axis=1) / cols.sizes()
        rms, bound = grid.score_level(p.head_dim, p.seed)
        return MRopeResult(layout, section, axes, scores, ids, min(bound, 3.0 * rms) or 1.0, rms, bound)

    def apply(self, request: MRopeRequest, result: MRopeResult) -> None:
        self.result = result
        p = request.params
        rows, cols = request.rows, request.cols
        level = result.level
        self.image.setImage(result.scores.astype(np.float32), autoLevels=False, levels=(-level, level))
        self.image.setRect(QRectF(cols.start, rows.start, cols.count * cols.size, rows.count * rows.size))
        self.colorbar.setLevels((-level, level))
        self.colorbar.axis.setLabel(tr("q·k ±{level:.4g}", level=level) if self.compact
                                    else tr("q·k, colours fixed at ±{level:.4g}", level=level))
        self._draw_ids(request, result)
        self.pair_image.setImage(result.axes[None, :].astype(np.float32), autoLevels=False, levels=(0, 2))
        self.pair_image.setRect(QRectF(0, 0, result.axes.size, 1))
        self._draw_pair_title(result)
        layout = result.layout
        merge = p.mrope_spatial_merge
        qwen3 = p.mrope_interleaved
        segments = " · ".join(segment_words(s, merge, qwen3) for s in grid.mrope_segments(p))
        pixel = (tr("each pixel the exact mean of {n:,}×{m:,} token pairs", n=rows.size, m=cols.size)
                 if rows.averaged else tr("every token pair exact"))
        video = ""
        if p.mrope_frames and qwen3:
            video = " · " + tr("a video as Qwen3-VL writes it: each temporal patch a frame of its own "
                               "after its timestamp text, its t the position where it starts")
        elif p.mrope_frames:
            video = " · " + (tr("a video's temporal patches {n} positions apart (Qwen2.5-VL)",
                                n=p.mrope_tokens_per_second)
                             if p.mrope_tokens_per_second else
                             tr("a video's temporal patches 1 position apart (Qwen2-VL)"))
        lines = [
            tr("{n:,} tokens: {segments} · {m} × {m} patches merge into a token{video}",
               n=layout.n_tokens, segments=segments, m=merge, video=video),
            tr("Text goes on at the image's start + max(h, w)/{m}, not its token count: rope_delta = "
               "{delta:,} · the last position {last:,}", m=merge, delta=layout.rope_delta,
               last=int(layout.position_ids.max())),
            tr("Tokens {a:,}–{b:,} × {c:,}–{d:,} shown · {pixel} · head dimension {dim:,}, RoPE base θ {base:,.10g}, "
               "q, k ~ N(0,1) from seed {seed}; colours at ±3 × RMS over all offsets ({rms:.4g}), no "
               "|q·k| exceeds {bound:.4g}", a=rows.start, b=rows.stop - 1, c=cols.start, d=cols.stop - 1,
               pixel=pixel, dim=p.head_dim, base=p.rope_base, seed=p.seed, rms=result.rms,
               bound=result.bound),
        ]
        self.readout.setText(f"<span style='color:{self.plot_style.muted}'>" + "<br>".join(lines) + "</span>",
                             size="9pt", color=self.plot_style.text)
        self.summary = tr("M-RoPE: {n:,} tokens ({segments}) · {pixel}", n=layout.n_tokens,
                          segments=segments, pixel=pixel)

    def _draw_pair_title(self, result: MRopeResult) -> None:
        s = self.plot_style
        counts = [int(np.sum(result.axes == a)) for a in range(3)]
        how = (tr("interleaved (Qwen3-VL)") if self.params.mrope_interleaved
               else tr("in sections {section} (Qwen2-VL)", section=",".join(map(str, result.section))))
        keys = " ".join(f"<span style='color:{c}'>■&nbsp;{name}&nbsp;×{n}</span>"
                        for c, name, n in zip((s.axis_t, s.axis_h, s.axis_w), AXIS_NAMES, counts))
        self.pairs.setTitle(tr("Which position turns each pair, {how}: {keys}", how=how, keys=keys),
                            color=s.text, size="9pt")

    def _draw_ids(self, request: MRopeRequest, result: MRopeResult) -> None:
        cols = request.cols
        ids = result.ids
        top = max(1.0, float(result.layout.position_ids.max()))
        self.strip_image.setLookupTable(colormap(self.params.colormap, (0.0, 1.0)).getLookupTable(nPts=256))
        self.strip_image.setImage(ids.astype(np.float32), autoLevels=False, levels=(0.0, top))
        self.strip_image.setRect(QRectF(cols.start, 0, cols.count * cols.size, 3))
        for item in self.numbers:
            self.strip.removeItem(item)
        self.numbers = []
        vb = self.strip.getViewBox()
        if self.words_row:
            self._draw_words(cols, result.layout.words, vb.width() / max(1, cols.stop - cols.start))
        cell_width = vb.width() / max(1, cols.stop - cols.start)
        rows = 4 if self.words_row else 3
        roomy = cell_width >= 7 * len(str(int(top))) + 6 and vb.height() / rows >= 13  # digits fit their cells
        if not cols.averaged and cols.count <= NUMBER_LIMIT and roomy:
            for k, token in enumerate(range(cols.start, cols.stop)):
                for axis in range(3):
                    dark_cell = ids[axis, k] > 0.55 * top  # the map's dark end: light digits
                    style = self.plot_style
                    colour = style.on_dark_cells if dark_cell else style.on_light_cells
                    label = pg.TextItem(f"{int(ids[axis, k])}", color=colour, anchor=(0.5, 0.5))
                    label.setPos(token + 0.5, axis + 0.5)
                    self.strip.addItem(label)
                    self.numbers.append(label)
        # where one segment ends and the next begins
        segment = result.layout.segment
        edges = np.flatnonzero(np.diff(segment)) + 1
        x = np.repeat(edges.astype(np.float64), 2)
        y = np.tile([-1.0 if self.words_row else 0.0, 3.0], edges.size)
        self.edges.setData(x, y)

    def _draw_words(self, cols: AxisBins, words: dict[int, str], cell_width: float) -> None:
        """Each timestamp over its tokens, in the row above the ids, where it fits: whole
        ("<1.2 seconds>"), else its number ("1.2")."""
        for first, stop, text in word_runs(words):
            if stop <= cols.start or first >= cols.stop:
                continue
            room = (stop - first) * cell_width
            number = text.strip("<>").removesuffix(" seconds")
            shown = text if room >= 7 * len(text) else number if room >= 7 * len(number) + 4 else ""
            if not shown:
                continue
            label = pg.TextItem(shown, color=self.plot_style.text, anchor=(0.5, 0.5))
            label.setPos((first + stop) / 2, -0.5)
            self.strip.addItem(label)
            self.numbers.append(label)

    # -- hover -------------------------------------------------------------------------------
    def hover_targets(self):
        return [(self.plot, self.describe_point), (self.strip, self.describe_token),
                (self.pairs, self.describe_pair)]

    def _token_words(self, token: int) -> str:
        layout = self.result.layout
        t, h, w = (int(v) for v in layout.position_ids[:, token])
        kind = (tr("text"), tr("image"), tr("video"))[int(layout.modality[token])]
        if token in layout.words:
            kind = tr("text “{word}”", word=layout.words[token])
        return tr("token {n:,} ({kind}) at (t, h, w) = ({t:,}, {h:,}, {w:,})", n=token, kind=kind, t=t, h=h, w=w)

    def describe_token(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        token = math.floor(x)
        if not 0 <= token < self.result.layout.n_tokens:
            return ""
        return self._token_words(token)

    def describe_point(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        n = self.result.layout.n_tokens
        m, k = math.floor(y), math.floor(x)
        if not (0 <= m < n and 0 <= k < n):
            return ""
        p = self.params
        section, interleaved = self.result.section, p.mrope_interleaved
        score = float(grid.mrope_scores(self.result.layout.position_ids, [m], [k], p.head_dim, p.rope_base,
                                        section, interleaved, p.seed)[0, 0])
        text = tr("query {query} · key {key} · q·k = {score:.9g}", query=self._token_words(m),
                  key=self._token_words(k), score=score)
        req = self.shown
        if req is not None and req.rows.averaged:
            r, c = (m - req.rows.start) // req.rows.size, (k - req.cols.start) // req.cols.size
            if 0 <= r < self.result.scores.shape[0] and 0 <= c < self.result.scores.shape[1]:
                text += " · " + tr("this pixel (block mean) = {value:.9g}", value=self.result.scores[r, c])
        return text

    def describe_pair(self, x: float, y: float) -> str:
        if self.result is None:
            return ""
        i = math.floor(x)
        axes = self.result.axes
        if not 0 <= i < axes.size:
            return ""
        p = self.params
        theta = math.pow(p.rope_base, -2 * i / p.head_dim)
        return tr("pair {i} (dimensions {i} and {j}) turns with {axis} · θ = {theta:.6g} rad per position · "
                  "wavelength {wl:,.4g} positions", i=i, j=i + p.head_dim // 2, axis=AXIS_NAMES[int(axes[i])],
                  theta=theta, wl=2 * math.pi / theta)
