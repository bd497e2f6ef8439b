"""What users do today instead of pe-desktop, measured the same way: one change -> new frame.

(a) the articles' way: the whole table with NumPy, matplotlib ``imshow`` on Agg, full redraw;
(b) naive pyqtgraph: the whole table, ``ImageItem.setImage(table)``, forced repaint;
(c) naive pyqtgraph drawing what the app draws: the heatmap and the similarity curve in one
    ``GraphicsLayoutWidget``, both recomputed from the whole table and repainted.

Each change recomputes the whole table for a new first position (offset) or a new base, so
nothing can be cached, then draws it. The table function is the articles' own, verbatim;
``table_at`` is the same code with the offset and base the app lets users change.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

GIB = 1024 ** 3


# --- the articles' function, verbatim ------------------------------------------------------
def get_positional_encoding(seq_len, d_model):
    pe = np.zeros((seq_len, d_model))
    position = np.arange(0, seq_len)[:, np.newaxis]
    div_term = np.exp(np.arange(0, d_model, 2) * -(np.log(10000.0) / d_model))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe


def table_at(seq_len, d_model, offset=0, base=10000.0):
    """``get_positional_encoding`` with positions offset … offset+seq_len−1 and any base.

    Line for line the same work (and the same cost); only ``0`` and ``10000.0`` are
    parameters, so that every change yields a different table.
    """
    pe = np.zeros((seq_len, d_model))
    position = np.arange(offset, offset + seq_len)[:, np.newaxis]
    div_term = np.exp(np.arange(0, d_model, 2) * -(np.log(base) / d_model))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe


def check_table_at() -> None:
    for s, d in ((50, 128), (7, 6)):
        if not np.array_equal(table_at(s, d), get_positional_encoding(s, d)):
            raise AssertionError("table_at differs from the articles' function")


def change(i: int) -> dict:
    """The i-th change: alternately base ±0.5 and offset +1 (as the app run does)."""
    offset = (i + 1) // 2
    base = 10000.0 + (0.5 if (i // 2) % 2 == 0 else 0.0)
    return {"offset": offset, "base": base}


def change_kind(i: int) -> str:
    """What the i-th change changes: "base" (even i) or "offset"."""
    return "base" if i % 2 == 0 else "offset"


def table_gib(positions: int, dims: int) -> float:
    return positions * dims * 8 / GIB


# --- feasibility ------------------------------------------------------------------------
@dataclass
class Limits:
    max_table_gib: float = 3.0  # whole float64 table; more would not fit comfortably in RAM
    max_change_s: float = 20.0  # per change; slower is not an interactive tool
    # name -> [(cells, median seconds per change)] measured at the smaller sizes
    history: dict = field(default_factory=dict)

    def record(self, name: str, positions: int, dims: int, samples_ms: list[float]) -> None:
        self.history.setdefault(name, []).append(
            (positions * dims, float(np.median(samples_ms)) / 1000.0))

    def predict_s(self, name: str, positions: int, dims: int) -> float | None:
        """Seconds per change, by a line (fixed cost + cost per cell) through the two
        largest sizes measured; None with fewer than two."""
        points = sorted(self.history.get(name, []))[-2:]
        if len(points) < 2 or points[1][0] == points[0][0]:
            return None
        (c0, t0), (c1, t1) = points
        per_cell = max(0.0, (t1 - t0) / (c1 - c0))
        return t1 + per_cell * (positions * dims - c1)

    def infeasible(self, name: str, positions: int, dims: int) -> str | None:
        gib = table_gib(positions, dims)
        if gib > self.max_table_gib:
            return (f"whole float64 table is {gib:,.1f} GiB (> {self.max_table_gib:g} GiB); "
                    f"the table alone exceeds the memory budget")
        predicted = self.predict_s(name, positions, dims)
        if predicted is not None and predicted > self.max_change_s:
            return (f"predicted {predicted:,.0f} s per change (> {self.max_change_s:g} s) "
                    f"from the smaller sizes; table {gib:,.2f} GiB")
        return None


# --- (a) matplotlib ---------------------------------------------------------------------
class MatplotlibArticle:
    """imshow(pe.T, cmap='coolwarm', aspect='auto', origin='lower', vmin=-1, vmax=1), 1200×600."""

    name = "matplotlib"

    def __init__(self) -> None:
        import matplotlib

        matplotlib.use("Agg")
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure

        self.fig = Figure(figsize=(12, 6), dpi=100)  # 1200×600 pixels
        FigureCanvasAgg(self.fig)
        self.ax = self.fig.add_subplot()
        self.ax.set_xlabel("Token position")
        self.ax.set_ylabel("Embedding dimension")
        self.im = None

    def setup(self, positions: int, dims: int) -> None:
        pe = table_at(positions, dims)
        if self.im is None:
            self.im = self.ax.imshow(pe.T, cmap="coolwarm", aspect="auto", origin="lower",
                                     vmin=-1, vmax=1)
        else:
            self.im.set_data(pe.T)
            self.im.set_extent((-0.5, positions - 0.5, -0.5, dims - 0.5))
            self.ax.set_xlim(-0.5, positions - 0.5)
            self.ax.set_ylim(-0.5, dims - 0.5)
        self.fig.canvas.draw()

    def step(self, positions: int, dims: int, i: int) -> None:
        pe = table_at(positions, dims, **change(i))
        self.im.set_data(pe.T)
        self.fig.canvas.draw()

    def teardown(self) -> None:
        if self.im is not None:
            self.im.set_data(np.zeros((1, 1)))
            self.fig.canvas.draw()

    def close(self) -> None:
        self.fig.clear()
        self.im = None


# --- (b) naive pyqtgraph ----------------------------------------------------------------
class NaivePyqtgraph:
    """pg.PlotWidget 1200×600 with an ImageItem; setImage(whole table) and a forced repaint.

    Levels are fixed at −1..1 (as matplotlib's vmin/vmax and the app): that spares the
    min/max scan of auto-levels, so this is the fastest fair version of the naive approach.
    """

    name = "naive_pyqtgraph"

    def __init__(self) -> None:
        import pyqtgraph as pg

        self.widget = pg.PlotWidget()
        self.widget.resize(1200, 600)
        self.image = pg.ImageItem()
        cmap = pg.ColorMap([0.0, 0.5, 1.0], ["#3b4cc0", "#dddddd", "#b40426"])
        self.image.setLookupTable(cmap.getLookupTable(nPts=256))
        self.widget.addItem(self.image)
        self.widget.show()

    def _paint(self) -> None:
        self.widget.viewport().repaint()

    def setup(self, positions: int, dims: int) -> None:
        from PySide6.QtWidgets import QApplication

        self.image.setImage(table_at(positions, dims), levels=(-1.0, 1.0))
        self.widget.getPlotItem().getViewBox().autoRange(padding=0)
        QApplication.processEvents()
        self._paint()

    def step(self, positions: int, dims: int, i: int) -> None:
        self.image.setImage(table_at(positions, dims, **change(i)), levels=(-1.0, 1.0))
        self._paint()

    def teardown(self) -> None:
        self.image.clear()
        self._paint()

    def close(self) -> None:
        self.widget.close()
        self.widget.deleteLater()


# --- (c) naive pyqtgraph, both plots ---------------------------------------------------
NAIVE_BOTH_PX = (1200, 700)


class NaiveBothPlots:
    """What the app's Encoding tab draws, the naive way: a 1200×700 ``GraphicsLayoutWidget``
    with the heatmap (positions along x, levels −1..1) over the similarity curve
    PE(ref)·PE(pos) (ref = the first position, the app's default 0 at offset 0). Each change
    recomputes the whole table, ``setImage`` + ``setData``, repaints the viewport and runs
    ``processEvents()`` once. The curve keeps pyqtgraph's default pen (no antialiasing) whatever
    the global options: the cheapest naive curve."""

    name = "naive_both_plots"

    def __init__(self) -> None:
        import pyqtgraph as pg

        self.widget = pg.GraphicsLayoutWidget()
        self.widget.resize(*NAIVE_BOTH_PX)
        self.heat = self.widget.addPlot(row=0, col=0)
        self.heat.setLabel("bottom", "Token position")
        self.heat.setLabel("left", "Embedding dimension")
        self.image = pg.ImageItem(axisOrder="row-major")
        cmap = pg.ColorMap([0.0, 0.5, 1.0], ["#3b4cc0", "#dddddd", "#b40426"])
        self.image.setLookupTable(cmap.getLookupTable(nPts=256))
        self.heat.addItem(self.image)
        self.sim = self.widget.addPlot(row=1, col=0)
        self.sim.setLabel("bottom", "Token position")
        self.sim.setLabel("left", "PE(ref)·PE(pos)")
        self.curve = self.sim.plot(antialias=False)
        self.widget.show()

    def _draw(self, positions: int, dims: int, offset: int = 0, base: float = 10000.0) -> None:
        from PySide6.QtWidgets import QApplication

        pe = table_at(positions, dims, offset, base)
        self.image.setImage(pe.T, levels=(-1.0, 1.0))
        self.image.setRect(offset, 0, positions, dims)
        similarity = pe @ table_at(1, dims, 0, base)[0]
        self.curve.setData(np.arange(offset, offset + positions, dtype=np.float64), similarity)
        self.widget.viewport().repaint()
        QApplication.processEvents()

    def setup(self, positions: int, dims: int) -> None:
        # pyqtgraph's auto-range, left on: each frame shows the table it drew, as the app does
        # (``autoRange()`` once turned it off: offset changes slid the table out of view)
        self.heat.getViewBox().setDefaultPadding(0.0)
        self._draw(positions, dims)

    def step(self, positions: int, dims: int, i: int) -> None:
        self._draw(positions, dims, **change(i))

    def teardown(self) -> None:
        self.image.clear()
        self.curve.clear()
        self.widget.viewport().repaint()

    def close(self) -> None:
        self.widget.close()
        self.widget.deleteLater()


def run_alternative(impl, positions: int, dims: int, reps: int, budget_s: float,
                    max_change_s: float = 20.0, warmup: int = 0, pairs: bool = False) -> dict:
    """Setup (untimed), ``warmup`` untimed changes (as many as the app is given), then up to
    ``reps`` timed changes, fewer if over ``budget_s``; ``samples_by_change`` groups them by
    kind (``change_kind``). With ``pairs``, changes are timed a base and an offset change at a
    time, so that a cut by the budget leaves the mix the app is timed on.

    At least 3 changes (with ``pairs``, 3 pairs) are timed whenever the first one fits the
    per-change limit.
    """
    import gc

    t0 = time.perf_counter()
    impl.setup(positions, dims)
    setup_s = time.perf_counter() - t0
    gc.collect()
    if setup_s > max_change_s:
        impl.teardown()
        return {"feasible": False,
                "reason": f"the first (untimed) frame took {setup_s:,.1f} s (> {max_change_s:g} s); "
                          f"table {table_gib(positions, dims):,.2f} GiB"}
    for i in range(warmup):
        impl.step(positions, dims, i)
    samples, kinds = [], []
    start = time.perf_counter()
    step = 2 if pairs else 1
    for i in range(warmup, warmup + reps):
        t0 = time.perf_counter()
        impl.step(positions, dims, i)
        samples.append((time.perf_counter() - t0) * 1000.0)
        kinds.append(change_kind(i))
        if (len(samples) >= 3 * step and len(samples) % step == 0
                and time.perf_counter() - start > budget_s):
            break
    impl.teardown()
    gc.collect()
    by_change = {k: [ms for ms, kind in zip(samples, kinds) if kind == k] for k in ("base", "offset")}
    return {"feasible": True, "samples_ms": samples, "samples_by_change": by_change,
            "setup_ms": setup_s * 1000.0}
