"""Update latency of pe-desktop: one parameter change -> the new frame painted.

Drives the real main window (offscreen, 1280×800) through its spin boxes, at sizes from
50×128 to 1,048,576×16,384 (positions × dimensions), and measures in the same run the two
alternatives users have today (the articles' matplotlib figure and naive pyqtgraph, drawing
the heatmap alone and drawing both plots as the app does), plus peak resident memory. See benchmarks/README.md.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_update.py [--quick]
"""
from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import platform
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pe_desktop  # noqa: E402, F401  (before numpy: it sets OPENBLAS_NUM_THREADS, read when numpy loads)

# isort: split
import numpy as np  # noqa: E402

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import alternatives  # noqa: E402
from rss_sampler import PeakRSS  # noqa: E402

# (positions, dimensions, timed changes of pe-desktop)
SIZES = [
    (50, 128, 30),
    (2048, 512, 30),
    (8192, 1024, 30),
    (131072, 4096, 20),
    (1048576, 16384, 15),
]
QUICK_SIZES = 3
QUICK_REPS = 6
WINDOW = (1280, 800)
# What the app aims at (median update latency); reported, not enforced.
TARGET_MS = {(50, 128): 8, (2048, 512): 12, (8192, 1024): 16.7, (131072, 4096): 16.7,
             (1048576, 16384): 33}
TARGET_PEAK_RSS_MB = 250
WARMUP_CHANGES = 2
SETTLE_TIMEOUT_S = 180.0  # a size change (untimed) may compute a lot
CHANGE_TIMEOUT_S = 60.0
ALT_REPS = 15  # the alternatives: at most this many changes per size …
ALT_BUDGET_S = 12.0  # … and no more than about this long (at least 3 changes)
RESULTS = HERE / "results" / "update_latency.json"


# --- the app ------------------------------------------------------------------------------
class AppDriver:
    """The real MainWindow, changed through its spin boxes, waited on until painted."""

    def __init__(self) -> None:
        from PySide6.QtCore import QEventLoop, QTimer

        from pe_desktop.ui.app import application, install_message_filter

        install_message_filter()
        self.app = application()
        from pe_desktop.ui.main_window import MainWindow

        self.win = MainWindow()
        self.win.resize(*WINDOW)
        self.win.show()
        self.app.processEvents()
        self.panel = self.win.panel
        # The Encoding tab (heatmap and similarity curve) is on screen; views in other tabs
        # compute nothing until shown, so they are not part of an update.
        self.views = {n: v for n, v in self.win.views.items() if v.isVisible()}
        self._wait_flags = (QEventLoop.ProcessEventsFlag.AllEvents
                            | QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        # A heartbeat so that waiting for events can never block forever.
        self._heartbeat = QTimer()
        self._heartbeat.setInterval(20)
        self._heartbeat.start()
        self.ready_at: dict[str, float] = {}
        for name, view in self.views.items():
            view.rendered.connect(lambda n=name: self.ready_at.__setitem__(n, time.perf_counter()))
        # Count paint events per view (a diagnostic: a frame painted twice costs twice).
        self.paints = {name: 0 for name in self.views}
        self._paint_counter = _PaintCounter(self.paints)
        for name, view in self.views.items():
            view.graphics.viewport().setProperty("bench_view", name)
            view.graphics.viewport().installEventFilter(self._paint_counter)
        # Each frame the window paints (its update request handled): (start, end, paint
        # starts of the views in it), as the app paints it.
        self.frames: list[tuple[float, float, list]] = []
        self._frame_timer = _FrameTimer(self.win, self.frames, self._paint_counter)
        self.wait_current(SETTLE_TIMEOUT_S)

    def current(self) -> bool:
        """Every view holds the panel's params and has drawn them (a view not yet told of a
        change is current with its old params: the window then ended before it drew)."""
        params = self.panel.params()
        return all(v.params == params and v.is_current() for v in self.views.values())

    def wait_current(self, timeout_s: float) -> None:
        deadline = time.perf_counter() + timeout_s
        while not self.current():
            if time.perf_counter() > deadline:
                states = {n: v.is_current() for n, v in self.views.items()}
                raise TimeoutError(f"views not current after {timeout_s:g} s: {states}")
            # Returns as soon as any event (e.g. a finished computation) was handled.
            self.app.processEvents(self._wait_flags)

    def settle(self) -> None:
        """Untimed: whatever the window has queued (a frame, a reflow of its texts) done."""
        for _ in range(3):
            self.app.processEvents()

    def _new_frame(self) -> int | None:
        """The index in ``frames`` of the frame by whose end every view, current with the
        panel's params, had been painted since it drew them (None: not yet). A view the
        change left as it was needs no frame; every change timed here redraws both."""
        if not self.current():
            return None
        last = None
        for name, drawn in self.ready_at.items():
            index = next((k for k, (start, _, starts) in enumerate(self.frames)
                          if start >= drawn and any(n == name for n, _ in starts)), None)
            if index is None:
                return None
            last = index if last is None else max(last, index)
        return last

    @staticmethod
    def paint_ms(frames: list[tuple[float, float, list]], names) -> dict[str, float]:
        """ms per view of these frames: from its paint event to the next one, or to the end
        of its frame; the start of each frame (handing the scenes' updates over) shared out."""
        out = {name: 0.0 for name in names}
        for start, end, starts in frames:
            if not starts:
                continue
            marks = starts + [(None, end)]
            for (name, t), (_, t_next) in zip(marks, marks[1:]):
                out[name] += (t_next - t) * 1000.0
            for name in out:
                out[name] += (starts[0][1] - start) * 1000.0 / len(out)
        return out

    def set_size(self, positions: int, dims: int) -> float:
        """Untimed: resize the table and wait until drawn; seconds taken."""
        t0 = time.perf_counter()
        ed = self.panel.editors
        ed["offset"].setValue(0)
        ed["base"].setValue(10000.0)
        ed["d_model"].setValue(dims)
        ed["seq_len"].setValue(positions)
        self.wait_current(SETTLE_TIMEOUT_S)
        self.settle()
        return time.perf_counter() - t0

    def change(self, i: int) -> tuple[str, object]:
        """The i-th change: alternately base +0.5 / −0.5 and offset +1."""
        ed = self.panel.editors
        if alternatives.change_kind(i) == "base":
            value = ed["base"].value() + (0.5 if (i // 2) % 2 == 0 else -0.5)
            return "base", value
        return "offset", ed["offset"].value() + 1

    def timed_change(self, i: int) -> dict:
        """Set one spin box; time until the window has painted a frame of every view drawn
        with the new value, as the app paints it (no paint forced)."""
        name, value = self.change(i)
        editor = self.panel.editors[name]
        self.ready_at.clear()
        self.frames.clear()
        for n in self.paints:
            self.paints[n] = 0
        t0 = time.perf_counter()
        editor.setValue(value)  # the views are told synchronously; what is cheap is drawn now
        deadline = t0 + CHANGE_TIMEOUT_S
        while (last := self._new_frame()) is None:
            if time.perf_counter() > deadline:
                raise TimeoutError(f"no new frame {CHANGE_TIMEOUT_S:g} s after setting {name}")
            self.app.processEvents(self._wait_flags)
        frame = self.frames[last]
        t1 = frame[1]
        ready = {n: (self.ready_at.get(n, t1) - t0) * 1000.0 for n in self.views}
        # frames that painted a view, up to the last (two: the views reached the screen apart)
        frames = sum(1 for f in self.frames[:last + 1] if f[2])
        self.settle()  # whatever Qt still has queued runs outside the timed window
        return {"kind": name, "total_ms": (t1 - t0) * 1000.0, "ready_ms": ready,
                "paint_ms": self.paint_ms(self.frames[:last + 1], self.views), "paints": dict(self.paints),
                "frames": frames}

    def close(self, timeout_s: float = 60.0) -> None:
        """Close and delete the window, and wait until its computations have ended: left
        alive, a closed window's late timer started the exact band of a million positions,
        which took a core from the naive script measured next (its 50×128 median 21 ms
        instead of 9)."""
        from PySide6.QtCore import QCoreApplication, QEvent

        from pe_desktop.ui.runner import LatestWinsRunner

        self._heartbeat.stop()
        runners = self.win.findChildren(LatestWinsRunner)
        for runner in runners:
            runner.cancel()  # a long job checks for a newer request and stops
        self.win.close()
        self.win.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        deadline = time.perf_counter() + timeout_s
        while not all(runner.is_idle() for runner in runners):
            if time.perf_counter() > deadline:
                raise TimeoutError(f"the window's computations still run {timeout_s:g} s after it closed")
            time.sleep(0.01)
        self.app.processEvents()


def _PaintCounter(counts: dict):
    from PySide6.QtCore import QEvent, QObject

    class PaintCounter(QObject):
        started: list = []  # (view, time) of each paint event since cleared

        def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                name = obj.property("bench_view")
                if name in counts:
                    counts[name] += 1
                    self.started.append((name, time.perf_counter()))
            return False

    return PaintCounter()


def _FrameTimer(window, frames: list, painted):
    """Times each update request the window handles (a frame): it handles the request itself,
    as Qt would next, between two clock readings. A request the app holds back to paint
    later in one frame (``window.frames``, held; a window without it holds none) is left to it."""
    from PySide6.QtCore import QEvent, QObject

    gate = getattr(window, "frames", None)

    class FrameTimer(QObject):
        def eventFilter(self, obj, event):  # noqa: N802 (Qt's name)
            if obj is not window or event.type() != QEvent.Type.UpdateRequest or (gate and gate.holding):
                return False
            painted.started.clear()
            start = time.perf_counter()
            obj.event(event)
            frames.append((start, time.perf_counter(), list(painted.started)))
            return True

    timer = FrameTimer(window)
    window.installEventFilter(timer)
    return timer


def stats(samples: list[float]) -> dict:
    a = np.asarray(samples, dtype=float)
    return {"median_ms": float(np.median(a)), "p90_ms": float(np.percentile(a, 90)),
            "min_ms": float(a.min()), "max_ms": float(a.max()), "n": int(a.size)}


def bench_app(sizes, reps_override, mem: PeakRSS, log,
              baseline=None) -> tuple[list[dict], float, list[dict]]:
    """pe-desktop at each size; with ``baseline`` (an alternative's class), that alternative
    too, at each size straight after the app, in the same state of the machine (measured
    apart a minute later, the naive script's 50×128 median wandered from 9 to 21 ms with the
    host's load while the app's stayed). Returns (app rows, idle RSS, baseline rows)."""
    mem.reset()
    driver = AppDriver()
    limits, base_rows = alternatives.Limits(), []
    idle_mb = mem.current_mb()
    log(f"pe-desktop: window up, RSS {idle_mb:.0f} MB")
    out = []
    for positions, dims, reps in sizes:
        reps = reps_override or reps
        gc.collect()
        mem.reset()
        settle = driver.set_size(positions, dims)
        for i in range(WARMUP_CHANGES):
            driver.timed_change(i)
        runs = [driver.timed_change(WARMUP_CHANGES + i) for i in range(reps)]
        total = [r["total_ms"] for r in runs]
        row = {
            **stats(total),
            "samples_ms": total,
            "by_change": {k: stats([r["total_ms"] for r in runs if r["kind"] == k])
                          for k in ("base", "offset")},
            "per_view": {n: {"ready_median_ms": float(np.median([r["ready_ms"][n] for r in runs])),
                             "paint_median_ms": float(np.median([r["paint_ms"][n] for r in runs])),
                             "paints_per_change": float(np.median([r["paints"][n] for r in runs]))}
                         for n in driver.views},
            "frames_per_change": float(np.median([r["frames"] for r in runs])),
            "size_change_s": settle,
            "peak_rss_mb": mem.phase_peak_mb(),
            "kernel_peak_rss_mb": mem.kernel_phase_peak_mb(),
        }
        pv = row["per_view"]
        row["dominant_view"] = max(pv, key=lambda n: pv[n]["ready_median_ms"] + pv[n]["paint_median_ms"])
        out.append(row)
        log(f"pe-desktop {positions:>9,}×{dims:<6,} median {row['median_ms']:8.1f} ms  "
            f"p90 {row['p90_ms']:8.1f} ms  peak RSS {row['peak_rss_mb']:6.0f} MB  "
            f"(size change {settle:.1f} s; {row['frames_per_change']:g} frames; " + ", ".join(
                f"{n} ready {v['ready_median_ms']:.1f} + paint {v['paint_median_ms']:.1f} ms, "
                f"{v['paints_per_change']:g} paints"
                for n, v in pv.items()) + ")")
        if baseline is not None:
            # its own window for each size, gone before the app's next one (left open, it and
            # its tables added 8–17 MB to the RSS counted as the app's at the later sizes)
            # timed on the app's changes: as many, a base and an offset change in turn (with
            # 15 of them, 8 base changes, its median was its slowest base change where the
            # app's, over 15 of each, lies between its two kinds)
            impl = baseline()
            base_rows.append(measure_alternative(impl, limits, positions, dims, reps, mem, log, pairs=True))
            impl.close()
            del impl
            release_memory()
    driver.close()
    return out, idle_mb, base_rows


def release_memory() -> None:
    """Free what is unreachable and give the C heap's free pages back to the system."""
    from PySide6.QtCore import QCoreApplication, QEvent

    gc.collect()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL("libc.so.6").malloc_trim(0)
        except (OSError, AttributeError):  # not glibc
            pass


def measure_alternative(impl, limits, positions: int, dims: int, reps: int, mem: PeakRSS, log,
                        pairs: bool = False) -> dict:
    """One alternative at one size (after as many untimed changes as the app is given); with
    ``pairs``, timed on whole pairs of a base and an offset change (run_alternative)."""
    name = type(impl).name
    reason = limits.infeasible(name, positions, dims)
    if reason:
        log(f"{name:<16}{positions:>9,}×{dims:<6,} not feasible: {reason}")
        return {"feasible": False, "reason": reason}
    gc.collect()
    mem.reset()
    res = alternatives.run_alternative(impl, positions, dims, reps, ALT_BUDGET_S,
                                       limits.max_change_s, warmup=WARMUP_CHANGES, pairs=pairs)
    res["peak_rss_mb"] = mem.phase_peak_mb()
    res["kernel_peak_rss_mb"] = mem.kernel_phase_peak_mb()
    if not res["feasible"]:
        log(f"{name:<16}{positions:>9,}×{dims:<6,} not feasible: {res['reason']}")
        return res
    res.update(stats(res["samples_ms"]))
    res["by_change"] = {k: stats(v) for k, v in res.pop("samples_by_change").items() if v}
    limits.record(name, positions, dims, res["samples_ms"])
    log(f"{name:<16}{positions:>9,}×{dims:<6,} median {res['median_ms']:8.1f} ms  "
        f"p90 {res['p90_ms']:8.1f} ms  n={res['n']}  peak RSS {res['peak_rss_mb']:6.0f} MB")
    return res


def bench_alternative(cls, sizes, reps, mem: PeakRSS, log) -> list[dict]:
    limits = alternatives.Limits()
    impl = cls()
    out = [measure_alternative(impl, limits, positions, dims, reps, mem, log)
           for positions, dims, _ in sizes]
    impl.close()
    return out


# --- report ---------------------------------------------------------------------------------
def machine_info() -> dict:
    import psutil
    import pyqtgraph
    import PySide6

    info = {
        "cpu_count": os.cpu_count(),
        "cpu_count_physical": psutil.cpu_count(logical=False),
        "memory_total_gb": round(psutil.virtual_memory().total / 1024 ** 3, 1),
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "python": platform.python_version(),
        "numpy": np.__version__,
        "PySide6": PySide6.__version__,
        "pyqtgraph": pyqtgraph.__version__,
        "pe_desktop": pe_desktop.__version__,
        "qt_qpa_platform": os.environ.get("QT_QPA_PLATFORM"),
    }
    try:
        import matplotlib

        info["matplotlib"] = matplotlib.__version__
    except ImportError:
        pass
    try:
        import subprocess

        rev = subprocess.run(["git", "-C", str(HERE.parent), "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True, timeout=5)
        dirty = subprocess.run(["git", "-C", str(HERE.parent), "status", "--porcelain",
                                "--untracked-files=no"], capture_output=True, text=True, timeout=5)
        if rev.returncode == 0:
            info["git_commit"] = rev.stdout.strip() + ("+dirty" if dirty.stdout.strip() else "")
    except (OSError, subprocess.SubprocessError):
        pass
    return info


def fmt_ms(row: dict | None) -> str:
    if row is None:
        return "—"
    if not row.get("feasible", True):
        return "not feasible"
    return f"{row['median_ms']:,.1f}"


def fmt_ratio(r: float | None) -> str:
    return "—" if r is None else f"{r:,.1f}×"


def table(rows: list[dict]) -> str:
    head = ("size (pos×dims)", "table GiB", "pe med ms", "pe p90 ms", "target", "mpl med ms",
            "naive med ms", "naive2 med ms", "mpl/pe", "naive/pe", "naive2/pe", "pe peak MB")
    lines = []
    for r in rows:
        pe = r["pe_desktop"]
        target = TARGET_MS.get((r["positions"], r["dims"]))
        lines.append((
            f"{r['positions']:,}×{r['dims']:,}",
            f"{r['table_gib']:,.3g}",
            f"{pe['median_ms']:,.1f}",
            f"{pe['p90_ms']:,.1f}",
            "—" if target is None else f"≤{target}",
            fmt_ms(r.get("matplotlib")),
            fmt_ms(r.get("naive_pyqtgraph")),
            fmt_ms(r.get("naive_both_plots")),
            fmt_ratio(r.get("ratio_matplotlib")),
            fmt_ratio(r.get("ratio_naive_pyqtgraph")),
            fmt_ratio(r.get("ratio_naive_both_plots")),
            f"{pe['peak_rss_mb']:,.0f}",
        ))
    widths = [max(len(h), *(len(row[i]) for row in lines)) for i, h in enumerate(head)]
    fmt = "  ".join(f"{{:<{widths[0]}}}" if i == 0 else f"{{:>{w}}}" for i, w in enumerate(widths))
    out = [fmt.format(*head), fmt.format(*("-" * w for w in widths))]
    out += [fmt.format(*row) for row in lines]
    return "\n".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true",
                    help=f"only the first {QUICK_SIZES} sizes, {QUICK_REPS} changes each (smoke check)")
    ap.add_argument("--no-alternatives", action="store_true",
                    help="measure pe-desktop only (skip matplotlib and naive pyqtgraph)")
    ap.add_argument("--out", type=Path, default=RESULTS, help=f"JSON output (default {RESULTS})")
    args = ap.parse_args(argv)

    started = time.perf_counter()

    def log(msg: str) -> None:
        print(f"[{time.perf_counter() - started:6.1f} s] {msg}", flush=True)

    sizes = SIZES[:QUICK_SIZES] if args.quick else SIZES
    reps_override = QUICK_REPS if args.quick else None
    alt_reps = 3 if args.quick else ALT_REPS
    alternatives.check_table_at()

    mem = PeakRSS().start()
    # pe-desktop first, before matplotlib is imported or any whole table exists; the fair
    # baseline (the naive script drawing both plots) beside it, size by size.
    fair = None if args.no_alternatives else alternatives.NaiveBothPlots
    app_rows, baseline_mb, fair_rows = bench_app(sizes, reps_override, mem, log, fair)
    app_overall_mb = max(r["peak_rss_mb"] for r in app_rows)
    alt = {}
    if not args.no_alternatives:
        alt[fair.name] = fair_rows
        for cls in (alternatives.MatplotlibArticle, alternatives.NaivePyqtgraph):
            alt[cls.name] = bench_alternative(cls, sizes, alt_reps, mem, log)
    process_overall_mb = mem.overall_peak_mb()
    mem.stop()

    rows = []
    for k, (positions, dims, _) in enumerate(sizes):
        row = {"positions": positions, "dims": dims,
               "table_gib": alternatives.table_gib(positions, dims),
               "target_median_ms": TARGET_MS.get((positions, dims)),
               "pe_desktop": app_rows[k]}
        for name, results in alt.items():
            res = results[k]
            row[name] = res
            ok = res.get("feasible") and app_rows[k]["median_ms"] > 0
            row[f"ratio_{name}"] = res["median_ms"] / app_rows[k]["median_ms"] if ok else None
            if ok and "by_change" in res:  # like with like: base changes, offset changes
                row[f"ratio_{name}_by_change"] = {
                    kind: res["by_change"][kind]["median_ms"] / app_rows[k]["by_change"][kind]["median_ms"]
                    for kind in res["by_change"] if app_rows[k]["by_change"][kind]["median_ms"] > 0}
        rows.append(row)

    elapsed = time.perf_counter() - started
    report = {
        "benchmark": "update latency: spin-box change -> new frame painted (both views)",
        "timestamp": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "duration_s": round(elapsed, 1),
        "quick": args.quick,
        "window": list(WINDOW),
        "alternative_figure_px": [1200, 600],
        "naive_both_plots_px": list(alternatives.NAIVE_BOTH_PX),
        "machine": machine_info(),
        "targets": {"median_ms": {f"{p}x{d}": t for (p, d), t in TARGET_MS.items()},
                    "peak_rss_mb": TARGET_PEAK_RSS_MB},
        "peak_rss_mb": {
            "pe_desktop_baseline": baseline_mb,
            "pe_desktop_overall": app_overall_mb,
            "process_overall": process_overall_mb,
        },
        "sizes": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")

    print()
    print(f"Update latency, window {WINDOW[0]}×{WINDOW[1]} offscreen, "
          f"{os.cpu_count()} CPUs; medians of spin-box changes (base ±0.5 / offset +1)")
    print(table(rows))
    print(f"pe-desktop peak RSS overall {app_overall_mb:,.0f} MB "
          f"(target ≤ {TARGET_PEAK_RSS_MB} MB; window idle {baseline_mb:,.0f} MB); "
          f"whole process incl. alternatives {process_overall_mb:,.0f} MB")
    for r in rows:
        pv = r["pe_desktop"]["per_view"]
        print(f"  {r['positions']:,}×{r['dims']:,}: dominant view {r['pe_desktop']['dominant_view']} ("
              + ", ".join(f"{n} ready {v['ready_median_ms']:.1f} + paint "
                            f"{v['paint_median_ms']:.1f} ms, {v['paints_per_change']:g} paints/change"
                            for n, v in pv.items()) + ")")
    fair_name = alternatives.NaiveBothPlots.name
    for r in rows:
        by_change = r.get(f"ratio_{fair_name}_by_change")
        if by_change:
            pe, naive = r["pe_desktop"]["by_change"], r[fair_name]["by_change"]
            print(f"  {r['positions']:,}×{r['dims']:,}: naive2/pe by change: " + ", ".join(
                f"{kind} {naive[kind]['median_ms']:.1f} / {pe[kind]['median_ms']:.1f} ms = {ratio:.2f}×"
                for kind, ratio in by_change.items()))
    for r in rows:
        for name in alt:
            if not r[name].get("feasible", True):
                print(f"  {name} at {r['positions']:,}×{r['dims']:,}: not feasible — {r[name]['reason']}")
    print(f"JSON: {args.out}   total time {elapsed:,.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
