"""Playing a parameter in the real window: does the picture keep up with the clock, and when it
cannot, does it skip frames rather than fall behind?

The main window (offscreen, 1280 × 800, the Encoding tab: heatmap and similarity curve) plays
the first position from 0 to 599 at a size and a frame rate for a few seconds, as the play
bar does. Reported per size and rate: the frames the clock asked for, the values the window
was given, the frames each view drew, and the lag of each drawn frame — how many frames the
clock had moved on by the time it was on screen. A backlog shows as a lag that grows with
time; skipping shows as drawn < due with a lag that stays small.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_play.py [--seconds 6]
"""
from __future__ import annotations

import argparse
import os
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pe_desktop  # noqa: E402, F401  (before numpy: it sets OPENBLAS_NUM_THREADS, read when numpy loads)

# isort: split
import numpy as np  # noqa: E402

SIZES = [(50, 128), (2048, 512), (8192, 1024)]
RATES = [10, 25, 50]
SWEEP_STOP = 599  # 600 frames: none repeats within a run of a few seconds at 50 fps


def play(win, app, fps: int, seconds: float) -> dict:
    """Play offset 0 … 599 at ``fps`` for ``seconds``; what was asked, given and drawn."""
    from pe_desktop.core.sweep import Sweep

    views = {n: v for n, v in win.views.items() if v.isVisible()}
    given: list[tuple[float, int]] = []
    drawn: dict[str, list[tuple[float, int]]] = {n: [] for n in views}
    slots = []
    for name, view in views.items():
        def on_rendered(n=name, v=view):
            drawn[n].append((time.perf_counter(), v.params.offset))
        view.rendered.connect(on_rendered)
        slots.append((view, on_rendered))

    def on_frame(value):
        given.append((time.perf_counter(), value))
    win.player.frame.connect(on_frame)
    sweep = Sweep("offset", 0, SWEEP_STOP)
    t0 = time.perf_counter()
    win._play_start = win.params
    win.player.start(sweep, fps)
    while time.perf_counter() - t0 < seconds:
        app.processEvents()
        time.sleep(0.001)
    win.player.stop()
    win.player.frame.disconnect(on_frame)
    for view, slot in slots:
        view.rendered.disconnect(slot)
    due = int(seconds * fps) + 1
    row = {"fps": fps, "due": due, "given": len(given)}
    for name, frames in drawn.items():
        # a frame of value k is due at t0 + k/fps; the clock is at (t − t0)·fps when it is drawn
        lags = [(t - t0) * fps - value for t, value in frames if value <= SWEEP_STOP]
        half = len(lags) // 2
        row[name] = {"drawn": len(frames),
                     "lag_median": float(np.median(lags)) if lags else float("nan"),
                     "lag_max": float(max(lags)) if lags else float("nan"),
                     # a backlog grows: the lag of the second half against the first
                     "lag_growth": (float(np.median(lags[half:]) - np.median(lags[:half]))
                                    if half else float("nan"))}
    return row


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=6.0, help="how long each play runs (default 6)")
    args = ap.parse_args(argv)

    from pe_desktop.ui.app import application, install_message_filter
    from pe_desktop.ui.main_window import MainWindow

    install_message_filter()
    app = application()
    win = MainWindow()
    win.resize(1280, 800)
    win.show()
    print(f"play offset 0…{SWEEP_STOP}, {args.seconds:g} s each, window 1280 × 800 offscreen")
    print(f"{'size':>13} {'fps':>4} {'due':>5} {'given':>6}  view: drawn, lag median / max (frames), "
          "lag growth 2nd half − 1st")
    for positions, dims in SIZES:
        win.panel.set_params(win.params.replace(seq_len=positions, d_model=dims, offset=0))
        deadline = time.perf_counter() + 60
        while not all(v.is_current() for v in win.visible_views()) and time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.002)
        for fps in RATES:
            row = play(win, app, fps, args.seconds)
            views = "; ".join(f"{n}: {r['drawn']}, {r['lag_median']:.1f} / {r['lag_max']:.1f}, "
                              f"{r['lag_growth']:+.1f}" for n, r in row.items() if isinstance(r, dict))
            print(f"{positions:>6,} × {dims:<5,} {fps:>4} {row['due']:>5} {row['given']:>6}  {views}",
                  flush=True)
    win.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
