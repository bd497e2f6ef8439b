"""The benchmarks' naive baseline (benchmarks/alternatives.py) draws what the app draws: the
table it computed, in view, every change. A baseline that draws less is not the comparison the
guard's ratios claim."""
import sys
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import alternatives  # noqa: E402


@pytest.fixture
def naive(qapp):
    impl = alternatives.NaiveBothPlots()
    yield impl
    impl.close()


def test_naive_both_plots_keep_the_positions_they_computed_in_view(naive):
    """After offset changes the heatmap's view is the new positions × every dimension (its
    view stayed at the first positions: the table slid out of it) and the curve's view holds
    them too."""
    positions, dims = 50, 128
    naive.setup(positions, dims)
    for i in range(40):
        naive.step(positions, dims, i)
    offset = alternatives.change(39)["offset"]
    assert offset == 20
    (x0, x1), (y0, y1) = naive.heat.getViewBox().viewRange()
    assert (x0, x1, y0, y1) == pytest.approx((offset, offset + positions, 0, dims))
    (sx0, sx1), _ = naive.sim.getViewBox().viewRange()
    assert sx0 <= offset and offset + positions - 1 <= sx1
    # and what it shows is the articles' table at those positions
    table = alternatives.table_at(positions, dims, offset)
    np.testing.assert_array_equal(naive.image.image, table.T)
    np.testing.assert_allclose(naive.curve.yData, table @ alternatives.table_at(1, dims)[0])


def test_each_change_is_of_the_kind_it_is_counted_as():
    """The i-th change changes the base (even i) or the offset (odd i), as change_kind says,
    and nothing else: the medians by kind compare base changes with base changes."""
    for i in range(1, 40):
        before, after = alternatives.change(i - 1), alternatives.change(i)
        changed = {key for key in after if after[key] != before[key]}
        assert changed == {alternatives.change_kind(i)}, i


class Recorder:
    """A stand-in implementation that records the changes it is given."""

    def __init__(self) -> None:
        self.steps: list[int] = []

    def setup(self, positions, dims) -> None:
        pass

    def step(self, positions, dims, i) -> None:
        self.steps.append(i)

    def teardown(self) -> None:
        pass


@pytest.mark.parametrize("pairs, timed", [(False, 3), (True, 6)])
def test_a_baseline_cut_short_keeps_whole_pairs_of_changes(pairs, timed):
    """Past its time budget a run stops; on pairs it stops after an offset change, so the
    baseline is timed on as many base as offset changes (with one base change more, its median
    was its slowest base change), and its samples are grouped by kind."""
    impl = Recorder()
    res = alternatives.run_alternative(impl, 50, 128, reps=30, budget_s=0.0, warmup=2, pairs=pairs)
    assert impl.steps == list(range(2 + timed))
    assert len(res["samples_ms"]) == timed
    by_kind = res["samples_by_change"]
    assert len(by_kind["base"]) == (timed + 1) // 2 and len(by_kind["offset"]) == timed // 2
