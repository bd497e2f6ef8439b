"""Soak: 10,000 random parameter changes on the real window; memory growth and slowest update.

    make soak                      # 10,000 changes (a few minutes)
    python benchmarks/soak.py --changes 500

Each change sets one random parameter (or tab, zoom, preset), waits until every view on
screen has drawn it, and records how long that took. Memory (RSS) is sampled after a
warm-up and at the end, each time once the app has sat idle long enough to hand freed
memory back; the growth between them is what a long session would leak.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import psutil  # noqa: E402

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))

from pe_desktop.core.params import SPECS, Params  # noqa: E402
from pe_desktop.core.presets import PRESETS  # noqa: E402
from pe_desktop.ui.app import IDLE_TRIM_MS, application  # noqa: E402

NUMERIC = [n for n in ("d_model", "seq_len", "base", "offset", "ref_pos", "trained_len", "pos_a",
                       "pos_b", "shift", "head_dim", "n_heads", "factor", "table_size") if n in SPECS]
CAPS = {"d_model": 8192, "seq_len": 1_048_576, "offset": 10**9 - 1_048_576, "table_size": 4096}


def rss_mb() -> float:
    return psutil.Process().memory_info().rss / 2**20


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--changes", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=str(ROOT / "results" / "soak.json"))
    args = ap.parse_args()

    app = application()
    from pe_desktop.ui.main_window import MainWindow

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    rng = random.Random(args.seed)

    def settle(timeout: float = 120.0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            app.processEvents()
            if all(v.is_current() for v in window.views.values() if v.isVisible()):
                return
            time.sleep(0.001)
        stuck = [v.name for v in window.views.values() if v.isVisible() and not v.is_current()]
        raise RuntimeError(f"views did not finish drawing in {timeout:.0f} s: {stuck} at {window.params}")

    def idle() -> None:
        """Sit idle until the app has handed freed memory back (two of its quiet intervals)."""
        end = time.monotonic() + 2 * IDLE_TRIM_MS / 1000 + 0.5
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)

    def change() -> str:
        kind = rng.random()
        if kind < 0.08:
            window.tabs.setCurrentIndex(rng.randrange(window.tabs.count()))
            return "tab"
        if kind < 0.12:
            window.apply_preset(rng.choice(PRESETS).key)
            return "preset"
        if kind < 0.18:
            for view in window.views.values():
                if view.isVisible():
                    (x0, x1), (y0, y1) = view.view_range()
                    f = rng.uniform(0.05, 1.0)
                    view.set_view_range(((x0, x0 + (x1 - x0) * f), (y0, y0 + (y1 - y0) * f)))
            return "zoom"
        name = rng.choice([n for n in NUMERIC if n in window.panel.editors])
        box = window.panel.editors[name]
        hi = min(box.maximum(), CAPS.get(name, box.maximum()))
        lo = box.minimum()
        value = lo + (hi - lo) * rng.random() ** 4
        box.setValue(int(value) if SPECS[name].kind is int else value)
        return name

    warmup = min(500, args.changes // 10)
    times: list[tuple[float, str, dict]] = []
    rss_start = None
    errors: list[str] = []
    started = time.perf_counter()
    for i in range(args.changes):
        if i == warmup:
            gc.collect()
            idle()
            rss_start = rss_mb()
        t0 = time.perf_counter()
        what = change()
        settle()
        times.append((time.perf_counter() - t0, what, window.params.as_dict()))
        for view in window.views.values():
            if view.isVisible() and view.error and view.error not in errors:
                errors.append(view.error)
                print(f"view {view.name} cannot draw at change {i}: {view.error}", flush=True)
        if (i + 1) % 1000 == 0:
            print(f"{i + 1:6d} changes  RSS {rss_mb():7.1f} MB  median {statistics.median(t for t, *_ in times) * 1e3:6.1f} ms",
                  flush=True)
    # Back to where the warm-up ended, so the comparison is like for like.
    window.panel.set_params(Params())
    window.tabs.setCurrentIndex(0)
    settle()
    gc.collect()
    rss_busy = rss_mb()
    idle()
    rss_end = rss_mb()
    slowest = max(times, key=lambda t: t[0])
    result = {
        "changes": args.changes, "seconds": round(time.perf_counter() - started, 1),
        "rss_after_warmup_mb": round(rss_start or rss_end, 1), "rss_end_busy_mb": round(rss_busy, 1),
        "rss_end_mb": round(rss_end, 1),
        "growth_mb": round(rss_end - (rss_start or rss_end), 1), "target_growth_mb": 20,
        "median_update_ms": round(statistics.median(t for t, *_ in times) * 1e3, 2),
        "p99_update_ms": round(sorted(t for t, *_ in times)[int(0.99 * len(times)) - 1] * 1e3, 1),
        "views_that_could_not_draw": errors,
        "slowest_update_ms": round(slowest[0] * 1e3, 1), "slowest_change": slowest[1],
        "slowest_params": {k: slowest[2][k] for k in ("d_model", "seq_len", "offset", "head_dim", "n_heads")
                           if k in slowest[2]},
    }
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=2))
    print(json.dumps(result, indent=2))
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
