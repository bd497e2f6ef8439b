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
