"""Peak resident memory of this process, sampled with psutil in a background thread.

``PeakRSS`` polls ``psutil.Process().memory_info().rss`` every few milliseconds and keeps
the maximum since the last ``reset()``. Sampling can miss a spike shorter than the
interval, so on Linux the kernel's own high-water mark (VmHWM, resettable through
/proc/self/clear_refs) is read as well when it is available, as a cross-check.
"""
from __future__ import annotations

import threading
from pathlib import Path

import psutil

MB = 1024 * 1024


class PeakRSS:
    def __init__(self, interval_s: float = 0.005) -> None:
        self._proc = psutil.Process()
        self._interval = interval_s
        self._lock = threading.Lock()
        self._peak = 0
        self._overall = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="rss-sampler", daemon=True)
        self.kernel_hwm_resettable = _reset_kernel_hwm()

    # -- lifecycle ------------------------------------------------------------------
    def start(self) -> PeakRSS:
        self.sample()
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=1.0)

    def _run(self) -> None:
        while not self._stop.wait(self._interval):
            self.sample()

    # -- readings -------------------------------------------------------------------
    def sample(self) -> int:
        rss = self._proc.memory_info().rss
        with self._lock:
            self._peak = max(self._peak, rss)
            self._overall = max(self._overall, rss)
        return rss

    def current_mb(self) -> float:
        return self.sample() / MB

    def reset(self) -> None:
        """Start a new phase: the phase peak restarts from the current RSS."""
        rss = self._proc.memory_info().rss
        with self._lock:
            self._peak = rss
            self._overall = max(self._overall, rss)
        if self.kernel_hwm_resettable:
            _reset_kernel_hwm()

    def phase_peak_mb(self) -> float:
        self.sample()
        with self._lock:
            return self._peak / MB

    def overall_peak_mb(self) -> float:
        self.sample()
        with self._lock:
            return self._overall / MB

    def kernel_phase_peak_mb(self) -> float | None:
        """VmHWM since the last reset (exact, Linux only), or None."""
        if not self.kernel_hwm_resettable:
            return None
        return _read_status_kb("VmHWM") / 1024


def _read_status_kb(key: str) -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(key + ":"):
            return float(line.split()[1])
    raise KeyError(key)


def _reset_kernel_hwm() -> bool:
    """Reset the kernel's peak-RSS counter (writing 5 to clear_refs); False if impossible."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
        _read_status_kb("VmHWM")
        return True
    except (OSError, KeyError):
        return False
