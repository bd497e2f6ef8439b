"""The views' lines: ``RunCurve`` against pyqtgraph's PlotCurveItem, repainted in one run.

The similarity curve PE(0)·PE(pos) of the articles' table (``alternatives.table_at``) at
several numbers of positions, drawn with its pen (2 px, antialiased), and the compare view's
line, one position's PE vector over 128 dimensions (1.6 px: a zigzag), each in a plot about
the size of the window's; each item in a widget of its own, the two repainted in turn.
Reported: the median repaint of each (ms) and their ratio, the figure that holds on a busy
machine.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_curve.py [--repaints N]
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pe_desktop  # noqa: E402, F401  (before numpy: it sets OPENBLAS_NUM_THREADS, read when numpy loads)

# isort: split
import numpy as np  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from alternatives import table_at  # noqa: E402

POSITIONS = (50, 100, 150, 200, 300, 400, 800)
PLOT_PX = (1100, 300)  # the similarity plot of a 1,280×800 window, about
D_MODEL = 128


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repaints", type=int, default=60, help="timed repaints of each, per size")
    args = parser.parse_args(argv)
    import pyqtgraph as pg
    from PySide6.QtWidgets import QApplication

    from pe_desktop.ui.views.lines import RunCurve

    app = QApplication.instance() or QApplication([])
    cases = []  # (name, x, y, pen width)
    for positions in POSITIONS:
        pe = table_at(positions, D_MODEL)
        cases.append((f"similarity, {positions:,} positions", np.arange(positions, dtype=np.float64),
                      pe @ pe[0], 2.0))
    cases.append((f"PE(5) over {D_MODEL} dimensions", np.arange(D_MODEL, dtype=np.float64),
                  table_at(6, D_MODEL)[5], 1.6))
    print(f"{'line':>33}  {'pyqtgraph ms':>12}  {'RunCurve ms':>11}  {'ratio':>5}")
    for name, x, y, width in cases:
        pen = pg.mkPen("#1f5fa8", width=width)
        widgets = []
        for cls in (pg.PlotCurveItem, RunCurve):
            widget = pg.GraphicsLayoutWidget()
            widget.resize(*PLOT_PX)
            plot = widget.addPlot()
            for side in ("left", "bottom"):
                plot.hideAxis(side)
            curve = cls(pen=pen, antialias=True, connect="finite")
            curve.setData(x, y)
            plot.addItem(curve)
            plot.setRange(xRange=(0, len(x) - 1), yRange=(float(y.min()), float(y.max())), padding=0.02)
            widget.show()
            widgets.append(widget)
        app.processEvents()
        times: list[list[float]] = [[], []]
        for i in range(args.repaints + 5):
            for k, widget in enumerate(widgets):
                t0 = time.perf_counter()
                widget.viewport().repaint()
                if i >= 5:
                    times[k].append((time.perf_counter() - t0) * 1000.0)
        theirs, ours = (float(np.median(t)) for t in times)
        print(f"{name:>33}  {theirs:>12.2f}  {ours:>11.2f}  {theirs / ours:>5.2f}")
        for widget in widgets:
            widget.close()
            widget.deleteLater()
        app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
