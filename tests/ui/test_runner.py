"""The latest-wins runner: a burst of requests computes the newest; with ``progress`` a result
newer than all delivered so far is shown on the way; a cancelled one never is."""
import threading
import time

import pytest

from pe_desktop.ui.runner import LatestWinsRunner

STEP_S = 0.08  # each job of these tests takes this long


@pytest.fixture
def made(qapp):
    runners = []

    def make(progress: bool):
        runner = LatestWinsRunner(progress=progress)
        delivered, reported = [], []
        runner.set_handlers(delivered.append, reported.append)
        runners.append(runner)
        return runner, delivered, reported

    yield make
    for runner in runners:
        runner.stop()


def _job(value, started=None):
    def run():
        if started is not None:
            started.set()
        time.sleep(STEP_S)
        return value
    return run


def _burst(qtbot, runner, count: int, every_s: float) -> None:
    """Submit jobs 0 … count−1, one every ``every_s``, handling events meanwhile."""
    for value in range(count):
        runner.submit(_job(value))
        qtbot.wait(int(every_s * 1000))


def test_requests_faster_than_the_worker_show_only_the_newest(made, qtbot):
    """Each job ends only once the next request is in (a busy machine once delayed the
    requests past a job's 80 ms, and its result was rightly shown: [1, 11])."""
    runner, delivered, _ = made(progress=False)
    count = 12
    submitted = [threading.Event() for _ in range(count)]

    def job(value):
        def run():
            if value + 1 < count:
                assert submitted[value + 1].wait(5)  # a newer request came while it ran
            return value
        return run

    for value in range(count):
        runner.submit(job(value))
        submitted[value].set()
        qtbot.wait(int(STEP_S / 3 * 1000))
    qtbot.waitUntil(runner.is_idle, timeout=5000)
    qtbot.wait(50)
    assert delivered == [count - 1]


def test_with_progress_each_finished_step_is_shown_and_the_newest_last(made, qtbot):
    """An arrow held on a huge table: a step every computation, in order, ending on the newest."""
    runner, delivered, _ = made(progress=True)
    _burst(qtbot, runner, 12, STEP_S / 3)
    qtbot.waitUntil(lambda: delivered[-1:] == [11], timeout=5000)
    assert len(delivered) >= 3  # steps on the way, not only the end
    assert delivered == sorted(set(delivered))  # never an older one after a newer one


def test_with_progress_a_cancelled_or_failed_step_is_never_shown(made, qtbot):
    runner, delivered, reported = made(progress=True)
    started = threading.Event()
    runner.submit(_job("computing", started))
    assert started.wait(2)
    runner.cancel()  # e.g. drawn inline meanwhile
    qtbot.waitUntil(runner.is_idle, timeout=5000)
    qtbot.wait(50)
    assert delivered == []

    def fails():
        time.sleep(STEP_S)
        raise ValueError("no")

    runner.submit(fails)
    qtbot.wait(10)
    runner.submit(_job("after"))
    qtbot.waitUntil(lambda: delivered == ["after"], timeout=5000)
    assert reported == []  # the failure of a step already replaced says nothing


def test_work_lasts_until_the_result_is_delivered(made, qtbot):
    """``has_work`` holds from the submission until the handler got the result (a finished
    result not yet delivered is still work: asking again for it would make it stale)."""
    runner, delivered, _ = made(progress=True)
    assert not runner.has_work()
    runner.submit(_job("r"))
    assert runner.has_work()
    deadline = time.perf_counter() + 5
    while not runner.is_idle() and time.perf_counter() < deadline:
        time.sleep(0.01)  # no events handled: the result waits for the GUI thread
    assert runner.is_idle() and delivered == [] and runner.has_work()
    qtbot.waitUntil(lambda: delivered == ["r"], timeout=2000)
    assert not runner.has_work()
