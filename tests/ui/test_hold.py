"""A view whose result is computed in the background holds its old frame (paints nothing) from
the change until the new result is drawn, or at most HOLD_MS: never the old picture on the new
axes, never a repaint that takes the GUI thread from the computation."""
import time

import pytest

from pe_desktop.ui.views import base
from pe_desktop.ui.views.similarity_view import SimilarityView
from tests.helpers import wait_current

SLOW_S = 0.25  # each background computation of the tests takes at least this long


def slow_compute(monkeypatch, seconds: float) -> list:
    """Every similarity computation from now on takes ``seconds`` more; the list of the
    requests computed."""
    compute, calls = SimilarityView.compute, []

    def slow(request):
        calls.append(request)
        time.sleep(seconds)
        return compute(request)

    monkeypatch.setattr(SimilarityView, "compute", staticmethod(slow))
    return calls


@pytest.fixture
def slow_similarity(window, monkeypatch):
    """The similarity view computing every request in the background, each taking SLOW_S."""
    slow_compute(monkeypatch, SLOW_S)
    view = window.views["similarity"]
    monkeypatch.setattr(view, "inline_cost", -1)
    return view


def _held(view) -> bool:
    return not view.graphics.updatesEnabled()


def test_a_view_holds_its_frame_until_the_result_is_drawn(window, qtbot, slow_similarity):
    view = slow_similarity
    window.panel.editors["ref_pos"].setValue(7)
    assert _held(view) and not view.is_current()
    qtbot.wait(int(SLOW_S * 1000 / 2))
    assert _held(view) and not view.is_current()
    wait_current(qtbot, window)
    assert not _held(view)


def test_a_hold_ends_after_hold_ms_when_the_result_is_late(window, qtbot, slow_similarity, monkeypatch):
    view = slow_similarity
    monkeypatch.setattr(base, "HOLD_MS", 60)
    window.panel.editors["ref_pos"].setValue(7)
    assert _held(view)
    qtbot.waitUntil(lambda: not _held(view), timeout=1000)
    assert not view.is_current()  # released by the timer: the result was still computing
    wait_current(qtbot, window)


def test_an_earlier_holds_timer_does_not_end_a_later_hold(window, qtbot, monkeypatch):
    """The timer of a hold that ended with its result fired during the next change's hold and
    released it: the old picture was painted on the new axes while the result was computing."""
    view = window.views["similarity"]
    monkeypatch.setattr(view, "inline_cost", -1)  # every request in the background
    monkeypatch.setattr(base, "HOLD_MS", 600)
    hold_1 = time.perf_counter()
    window.panel.editors["ref_pos"].setValue(7)  # hold 1: its result (fast) ends it at once
    wait_current(qtbot, window)
    assert not _held(view)
    qtbot.wait(400)  # hold 1's timer, had it been left running, is due ~200 ms from now
    slow_s = 0.4  # hold 2's result: after that stale timer, 200 ms before hold 2's own
    slow_compute(monkeypatch, slow_s)
    started = time.perf_counter()
    window.panel.editors["ref_pos"].setValue(8)  # hold 2, due to end with its result
    assert _held(view)
    qtbot.waitUntil(lambda: not _held(view), timeout=5000)
    released_after = time.perf_counter() - started
    assert view.is_current(), (f"released {released_after * 1000:.0f} ms into hold 2 "
                               f"({(time.perf_counter() - hold_1) * 1000:.0f} ms after hold 1) with no result")
    assert released_after >= slow_s * 0.9


def test_a_request_already_computing_is_not_asked_again(window, qtbot, monkeypatch):
    """A view asked to draw what its worker is already computing (a resize, a recheck) waits
    for it: asking again made the running result stale and computed the same request twice."""
    view = window.views["similarity"]
    monkeypatch.setattr(view, "inline_cost", -1)
    calls = slow_compute(monkeypatch, SLOW_S)
    window.panel.editors["ref_pos"].setValue(7)
    qtbot.waitUntil(lambda: len(calls) == 1, timeout=2000)  # computing now
    view.schedule()
    view.schedule(hold=False)
    wait_current(qtbot, window)
    qtbot.wait(int(SLOW_S * 1000 * 1.5))  # a second computation would have started and ended
    assert len(calls) == 1 and view.is_current()
