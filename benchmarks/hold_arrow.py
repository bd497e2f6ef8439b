"""Hold an arrow key on a spin box of the real window on an X server; say what was drawn.

The window (xcb platform) is set to a size, a spin box gets the focus, and ``xdotool`` holds a
key for a few seconds: the X server's autorepeat sends the steps. Reported: how long each key
event waited before the window handled it (a backlog shows as a wait that grows), and per
view the changes, the frames drawn, the values skipped, how many steps the picture was behind
when a change came, the paint events, the time from a change to the next paint of the view.

    xvfb-run -a -s "-screen 0 1600x1000x24 -ardelay 500 -arinterval 33" \\
        .venv/bin/python benchmarks/hold_arrow.py [--size 8192x1024] [--editor offset] [--key Up]
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

import pe_desktop  # noqa: F401  (before numpy: it sets OPENBLAS_NUM_THREADS, read when numpy loads)

# isort: split
import numpy as np


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="8192x1024", help="positions x d_model (default 8192x1024)")
    ap.add_argument("--editor", default="offset", help="the spin box held (default offset)")
    ap.add_argument("--key", default="Up", help="the key held, as xdotool names it (default Up)")
    ap.add_argument("--seconds", type=float, default=4.0, help="how long it is held (default 4)")
    args = ap.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        sys.exit("no DISPLAY: run it under xvfb-run (see the docstring)")
    os.environ["QT_QPA_PLATFORM"] = "xcb"
    positions, dims = (int(v) for v in args.size.split("x"))

    from PySide6.QtCore import QEvent, QObject

    from pe_desktop.ui.app import application, install_message_filter
    from pe_desktop.ui.main_window import MainWindow

    install_message_filter()
    app = application()
    win = MainWindow()
    win.resize(1280, 800)
    win.show()
    editors = win.panel.editors
    editors["d_model"].setValue(dims)
    editors["seq_len"].setValue(positions)
    views = {n: v for n, v in win.views.items() if v.isVisible()}

    def settled() -> bool:
        return all(v.params == win.panel.params() and v.is_current() for v in views.values())

    deadline = time.perf_counter() + 120
    while not settled() and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.005)
    changes: list[tuple[float, float]] = []
    drawn = {n: [] for n in views}
    paints = {n: [] for n in views}
    editor = editors[args.editor]
    editor.valueChanged.connect(lambda v: changes.append((time.perf_counter(), float(v))))
    for name, view in views.items():
        view.rendered.connect(lambda n=name, v=view: drawn[n].append(
            (time.perf_counter(), float(getattr(v.shown.params, args.editor)))))

    keys: list[tuple[float, int, bool]] = []  # (handled, X server time in ms, a release)
    key_types = {QEvent.Type.KeyPress: False, QEvent.Type.KeyRelease: True}

    class PaintLog(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                name = obj.property("hold_view")  # None: the spin box, filtered for its keys
                if name in paints:
                    paints[name].append(time.perf_counter())
            elif obj is editor and event.type() in key_types:
                release = key_types[event.type()]
                if not (release and event.isAutoRepeat()):  # autorepeat sends release+press pairs
                    keys.append((time.perf_counter(), event.timestamp(), release))
            return False

    log = PaintLog()
    editor.installEventFilter(log)
    for name, view in views.items():
        view.graphics.viewport().setProperty("hold_view", name)
        view.graphics.viewport().installEventFilter(log)
    win.activateWindow()
    editor.setFocus()
    for _ in range(20):
        app.processEvents()
        time.sleep(0.01)
    subprocess.run(["xdotool", "keydown", args.key], check=True)
    end = time.perf_counter() + args.seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)
    keyup = subprocess.Popen(["xdotool", "keyup", args.key])  # the window keeps handling events
    while keyup.poll() is None:
        app.processEvents()
        time.sleep(0.001)
    end = time.perf_counter() + 1.0
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)

    print(f"{positions:,}×{dims:,}, {args.key} held on {args.editor} for {args.seconds:g} s: "
          f"{len(changes)} changes, {editor.value()} at the end")
    print("  " + key_waits(keys, [t for t, _ in changes]))
    if len(changes) > 1:
        gaps = np.diff([t for t, _ in changes]) * 1000
        print(f"  between changes: median {np.median(gaps):.1f} ms (the first {gaps[0]:.0f} ms)")
    for name in views:
        values = {v for _, v in drawn[name]}
        skipped = sum(1 for _, v in changes if v not in values)
        behind, to_paint = [], []
        for t, v in changes:
            before = [dv for dt, dv in drawn[name] if dt <= t + 0.002]
            behind.append(sum(1 for _, cv in changes if (before[-1] if before else -np.inf) < cv <= v))
            after = [p for p in paints[name] if p >= t]
            if after:
                to_paint.append((after[0] - t) * 1000)
        painted = sum(1 for p in paints[name] if changes and changes[0][0] <= p)
        print(f"  {name}: {len(drawn[name])} frames drawn, {skipped} values skipped, steps behind when a "
              f"change came: max {max(behind, default=0)}; {painted} paint events; change → next paint "
              f"median {np.median(to_paint):.1f} ms, max {max(to_paint):.1f} ms; drawn at the end: "
              f"{getattr(views[name].shown.params, args.editor)}")
    win.close()
    return 0


def key_waits(keys: list[tuple[float, int, bool]], changed: list[float]) -> str:
    """How long the key events waited to be handled, from the X server's timestamps: the two
    clocks differ by a constant, taken as that of the event handled soonest (its wait is 0)."""
    presses = [(t, stamp) for t, stamp, release in keys if not release]
    releases = [(t, stamp) for t, stamp, release in keys if release]
    if not presses or not releases:
        return f"key events seen: {len(presses)} presses, {len(releases)} releases (too few to time)"
    offset = min(t - stamp / 1000.0 for t, stamp in presses + releases)
    waits = [(t - stamp / 1000.0 - offset) * 1000.0 for t, stamp in presses]
    half = len(waits) // 2
    release_wait = (releases[-1][0] - releases[-1][1] / 1000.0 - offset) * 1000.0
    return (f"key events: {len(presses)} presses, waited before handled median {np.median(waits):.1f} ms, "
            f"max {max(waits):.1f} ms (first half median {np.median(waits[:half] or waits):.1f}, second "
            f"half {np.median(waits[half:]):.1f}: a backlog would grow); the release waited "
            f"{release_wait:.1f} ms; changes after it: "
            f"{sum(1 for t in changed if t > releases[-1][0])}")


if __name__ == "__main__":
    sys.exit(main())
