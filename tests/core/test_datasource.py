"""The data exports' sources: which rows a chunk gives, with which columns, as float64."""
import math

import numpy as np
import pytest

from pe_desktop.core import datasource
from pe_desktop.core.params import Params


def test_similarity_rows_from_inside_the_range():
    """Rows a … b−1 are positions offset+a … offset+b−1 and PE(ref)·PE(p) = Σᵢ cos((p − ref)·ωᵢ),
    ωᵢ = 10000^(−2i/d)."""
    p = Params(d_model=8, seq_len=10, offset=5, ref_pos=3)
    columns, n_rows, width, rows = datasource.similarity_chunks(p)
    assert (columns, n_rows, width) == (["position", "similarity"], 10, 2)
    got = rows(2, 5)
    assert got.dtype == np.float64
    np.testing.assert_array_equal(got[:, 0], [7.0, 8.0, 9.0])
    for row, pos in zip(got, (7, 8, 9)):
        want = math.fsum(math.cos((pos - 3) * 10000.0 ** (-2 * i / 8)) for i in range(4))
        assert row[1] == pytest.approx(want, rel=1e-12, abs=1e-12)


def test_a_small_table_is_given_as_float64_rows():
    """Integer values become float64; rows and width are the table's, not the other way round."""
    source = datasource.table_source(lambda params: (("a", "b"), [[1, 2], [3, 4], [5, 6]]))
    columns, n_rows, width, rows = source(Params())
    assert (columns, n_rows, width) == (["a", "b"], 3, 2)
    got = rows(1, 3)
    assert got.dtype == np.float64
    np.testing.assert_array_equal(got, [[3.0, 4.0], [5.0, 6.0]])
