"""Latest-wins background computation: a burst of requests computes only the newest.

Each view owns one runner. ``submit`` replaces any request still waiting; the
worker thread takes the newest request when it is free, and a result is
delivered (on the GUI thread) only if no newer request was made meanwhile — or,
in a runner made with ``progress=True``, if it is newer than every result
delivered so far: requests that come faster than one computes (an arrow key held
on a huge table) then show a step every computation instead of nothing until they
stop. NumPy releases the GIL in its kernels, so the window stays responsive.
"""
from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

_jobs_started = 0  # by every runner's worker (a lost increment still changes it)


def jobs_started() -> int:
    """How many computations the runners have started: it changes while the app is busy."""
    return _jobs_started


class LatestWinsRunner(QObject):
    # Only the request id crosses threads; the result waits in ``_done`` under the lock.
    finished = Signal(int)
    failed = Signal(int)

    def __init__(self, parent: QObject | None = None, progress: bool = False) -> None:
        super().__init__(parent)
        self._cond = threading.Condition()
        self._pending: tuple[int, Callable[[], Any]] | None = None
        self._latest = 0
        self._progress = progress
        # No result of this id or older is delivered (cancelled). Results come in the order of
        # their ids: the one worker takes the newest request each time it is free.
        self._floor = 0
        self._running = False
        self._stopped = False
        self._done: tuple[int, bool, Any] | None = None  # (id, ok, result or message)
        self._thread = threading.Thread(target=self._loop, name="pe-compute", daemon=True)
        self._thread.start()
        self.finished.connect(self._on_finished)
        self.failed.connect(self._on_failed)
        self._deliver: Callable[[Any], None] | None = None
        self._report: Callable[[str], None] | None = None

    def set_handlers(self, deliver: Callable[[Any], None], report: Callable[[str], None]) -> None:
        self._deliver, self._report = deliver, report

    @property
    def latest(self) -> int:
        return self._latest

    def is_idle(self) -> bool:
        with self._cond:
            return self._pending is None and not self._running

    def has_work(self) -> bool:
        """A request is waiting or computing, or its result waits to be delivered."""
        with self._cond:
            return self._pending is not None or self._running or self._done is not None

    def submit(self, job: Callable[[], Any]) -> int:
        with self._cond:
            self._latest += 1
            self._pending = (self._latest, job)
            self._cond.notify()
            return self._latest

    def cancel(self) -> None:
        """Drop whatever is waiting or computing: its result will not be delivered."""
        with self._cond:
            self._latest += 1
            self._floor = self._latest
            self._pending = None

    def stop(self) -> None:
        with self._cond:
            self._stopped = True
            self._pending = None
            self._cond.notify()

    def _loop(self) -> None:
        global _jobs_started
        while True:
            with self._cond:
                while self._pending is None and not self._stopped:
                    self._cond.wait()
                if self._stopped:
                    return
                ident, job = self._pending
                self._pending = None
                self._running = True
            _jobs_started += 1
            try:
                result = job()
            except Exception as exc:  # reported to the view, never lost
                detail = traceback.format_exception_only(type(exc), exc)[-1].strip()
                self._finish(self.failed, ident, False, detail)
                continue
            self._finish(self.finished, ident, True, result)

    def _wanted(self, ident: int, ok: bool) -> bool:
        """Whether the result of request ``ident`` is delivered (under the lock)."""
        if ident == self._latest:
            return True
        return self._progress and ok and ident > self._floor  # a step on the way, not a failure

    def _finish(self, signal, ident: int, ok: bool, payload: Any) -> None:
        with self._cond:
            self._running = False
            if self._stopped or not self._wanted(ident, ok):
                return  # stale: a newer request exists
            self._done = (ident, ok, payload)
        try:
            signal.emit(ident)
        except RuntimeError:  # the QObject is gone (window closed during a computation)
            pass

    def _take(self, ident: int) -> tuple[bool, Any] | None:
        with self._cond:
            done = self._done
            if done is None or done[0] != ident:
                return None  # an older signal: the slot holds another request's result
            self._done = None
            if not self._wanted(ident, done[1]):
                return None
        return done[1], done[2]

    def _on_finished(self, ident: int) -> None:
        taken = self._take(ident)
        if taken is not None and self._deliver is not None:
            self._deliver(taken[1])

    def _on_failed(self, ident: int) -> None:
        taken = self._take(ident)
        if taken is not None and self._report is not None:
            self._report(taken[1])
