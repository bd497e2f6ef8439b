"""Learned absolute tables: the untrained initialisations' statistics, loading .npy files
safely, bin means, the mean cosine by distance and the export of rows."""
import math
import pickle

import numpy as np
import pytest

from pe_desktop.core import learned
from pe_desktop.core.datafiles import ExportError
from pe_desktop.core.params import ParamError, Params
from pe_desktop.core.viewport import AxisBins

# The standard deviation of a standard normal truncated at ±2 (redrawn beyond):
# sqrt(1 − 2·2·φ(2) / (Φ(2) − Φ(−2)))
PHI2 = math.exp(-2.0) / math.sqrt(2 * math.pi)
MASS2 = math.erf(2 / math.sqrt(2))
TRUNC_STD = math.sqrt(1 - 4 * PHI2 / MASS2)


def test_truncated_std_constant():
    assert TRUNC_STD == pytest.approx(0.8796, abs=1e-4)


def test_bert_init_is_truncated_normal_002():
    t = learned.table(Params(d_model=768, table_size=512, init="bert", seed=3))
    assert t.shape == (512, 768) and t.dtype == np.float32
    assert np.abs(t).max() <= 0.04 + 1e-9
    assert np.abs(t).max() > 0.0399  # the cut is reached, not a narrower one
    assert float(np.std(t, dtype=np.float64)) == pytest.approx(0.02 * TRUNC_STD, rel=0.01)
    assert abs(float(np.mean(t, dtype=np.float64))) < 1e-4


def test_gpt2_init_is_normal_001():
    t = learned.table(Params(d_model=768, table_size=1024, init="gpt2", seed=3))
    assert t.shape == (1024, 768)
    assert float(np.std(t, dtype=np.float64)) == pytest.approx(0.01, rel=0.01)
    # not truncated: about 0.27 % of the values lie beyond 3σ
    beyond = float(np.mean(np.abs(t) > 0.03))
    assert 0.0015 < beyond < 0.004


def test_seeded_and_cached():
    p = Params(d_model=64, table_size=100, seed=5)
    a = learned.table(p)
    assert learned.table(p) is a  # cached
    b = learned.table(Params(d_model=64, table_size=100, seed=5).replace(seq_len=77))
    assert b is a  # seq_len does not change the table
    c = learned.table(p.replace(seed=6))
    assert not np.array_equal(a, c)
    assert not a.flags.writeable


def test_huge_table_is_refused_with_its_size():
    with pytest.raises(ParamError, match="too large"):
        learned.table(Params(d_model=65_536, table_size=1_048_576))


# -- loading -----------------------------------------------------------------------------

def save(path, array):
    np.save(path, array)
    return str(path)


def test_load_good_tables(tmp_path):
    want = np.arange(12, dtype=np.float64).reshape(4, 3) / 7
    got = learned.load_table(save(tmp_path / "t.npy", want))
    np.testing.assert_array_equal(got, want)
    half = learned.load_table(save(tmp_path / "h.npy", want.astype(np.float16)))
    assert half.dtype == np.float32


@pytest.mark.parametrize("array, message", [
    (np.zeros(5), "wrong shape"),
    (np.zeros((2, 3, 4)), "wrong shape"),
    (np.zeros((0, 8)), "wrong shape"),
    (np.zeros((4, 3), dtype=np.int64), "not a real float"),
    (np.zeros((4, 3), dtype=np.complex128), "not a real float"),
    (np.array([[1.0, 2.0], [np.nan, 0.0]]), "NaN at row 1, column 0"),
    (np.array([[1.0, np.inf]]), "infinite value at row 0, column 1"),
])
def test_bad_tables_are_refused_clearly(tmp_path, array, message):
    path = save(tmp_path / "bad.npy", array)
    with pytest.raises(ParamError, match=message) as info:
        learned.load_table(path)
    assert "bad.npy" in str(info.value) and "\n" not in str(info.value)


class Trap:
    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):  # unpickling this would create the marker file
        return (open, (self.marker, "w"))


def test_object_arrays_are_refused_without_unpickling(tmp_path):
    marker = tmp_path / "unpickled"
    array = np.empty((2, 2), dtype=object)
    array[:] = [[Trap(str(marker)), 1.0], [2.0, 3.0]]
    path = tmp_path / "objects.npy"
    np.save(path, array, allow_pickle=True)
    with pytest.raises(ParamError, match="Python objects"):
        learned.load_table(str(path))
    assert not marker.exists()


def test_unreadable_files(tmp_path):
    text = tmp_path / "notes.npy"
    text.write_text("not an array")
    with pytest.raises(ParamError, match="not a .npy file"):
        learned.load_table(str(text))
    with pytest.raises(ParamError, match="no such file"):
        learned.load_table(str(tmp_path / "missing.npy"))
    archive = tmp_path / "two.npz"
    np.savez(archive, a=np.zeros((2, 2)))
    with pytest.raises(ParamError, match="not a .npy file"):
        learned.load_table(str(archive))
    truncated = tmp_path / "short.npy"
    np.save(truncated, np.ones((100, 10)))
    truncated.write_bytes(truncated.read_bytes()[:300])
    with pytest.raises(ParamError, match="unreadable"):
        learned.load_table(str(truncated))
    pickled = tmp_path / "pickle.npy"
    pickled.write_bytes(pickle.dumps([[1.0]]))
    with pytest.raises(ParamError):
        learned.load_table(str(pickled))


def test_file_replaces_the_init_and_its_width_is_used(tmp_path):
    want = np.random.default_rng(0).normal(size=(30, 5))
    path = save(tmp_path / "trained.npy", want)
    p = Params(d_model=128, table_file=path, table_size=512)
    np.testing.assert_array_equal(learned.table(p), want)
    assert learned.table_shape(p) == (30, 5)
    assert "5 wide" in learned.width_note(p) and "trained.npy" in learned.describe_source(p)
    assert learned.colour_limit(p) == pytest.approx(np.abs(want).max())


# -- bin means ---------------------------------------------------------------------------

def known_table(tmp_path, rows=20, width=6):
    t = np.array([[p + j / 1000 for j in range(width)] for p in range(rows)], dtype=np.float64)
    return Params(table_file=save(tmp_path / "known.npy", t)), t


def test_tile_cells_are_the_table(tmp_path):
    p, t = known_table(tmp_path)
    got = learned.tile(p, AxisBins(0, 20, 1), AxisBins(0, 6, 1))
    np.testing.assert_allclose(got, t, rtol=1e-7)


def test_tile_bins_are_plain_means_and_nan_past_the_end(tmp_path):
    p, t = known_table(tmp_path)
    got = learned.tile(p, AxisBins(9, 30, 4), AxisBins(1, 6, 2))
    # position bins 9–12, 13–16, 17–20 (20 has no row), 21–24, 25–28, 29
    for r, a in enumerate(range(9, 30, 4)):
        for c, b in enumerate(range(1, 6, 2)):
            cells = [t[i, j] for i in range(a, min(a + 4, 30)) if i < 20
                     for j in range(b, min(b + 2, 6))]
            if cells:
                assert got[r, c] == pytest.approx(math.fsum(cells) / len(cells), rel=1e-6)
            else:
                assert math.isnan(got[r, c])
    assert np.isnan(got[3:]).all() and not np.isnan(got[:3]).any()


# -- mean cosine by distance ----------------------------------------------------------------

def cosine(u, v):
    dot = math.fsum(a * b for a, b in zip(u, v))
    return dot / math.sqrt(math.fsum(a * a for a in u) * math.fsum(b * b for b in v))


def test_mean_cosine_by_distance_per_element(tmp_path):
    t = np.random.default_rng(4).normal(size=(9, 4))
    t[3] += 2.0  # rows with structure, not only noise
    p = Params(table_file=save(tmp_path / "c.npy", t))
    got = learned.mean_cosine(p, np.arange(12))
    for d in range(9):
        want = math.fsum(cosine(t[q], t[q + d]) for q in range(9 - d)) / (9 - d)
        assert got[d] == pytest.approx(want, abs=1e-12)
    assert np.isnan(got[9:]).all()
    bins = learned.mean_cosine_bins(p, AxisBins(0, 12, 4))
    assert bins[0] == pytest.approx(np.mean(got[0:4]), abs=1e-12)
    assert bins[1] == pytest.approx(np.mean(got[4:8]), abs=1e-12)
    assert bins[2] == pytest.approx(got[8], abs=1e-12)  # only δ = 8 exists in 8–11


def test_untrained_rows_are_nearly_orthogonal():
    m = learned.mean_cosine(Params(d_model=768, table_size=512), np.arange(1, 400))
    assert np.abs(m).max() < 0.02  # 1/sqrt(768) ≈ 0.036 for a single pair; means are smaller
    assert learned.mean_cosine(Params(d_model=768, table_size=512), [0])[0] == pytest.approx(1.0)


# -- export ------------------------------------------------------------------------------------

def test_rows_export_and_refusal_past_the_table(tmp_path):
    p, t = known_table(tmp_path)
    columns, values = learned.learned_rows(p.replace(seq_len=5, offset=15))
    assert columns[:2] == ["position", "dim_0"] and len(columns) == 7
    np.testing.assert_array_equal(values[:, 0], np.arange(15, 20))
    np.testing.assert_allclose(values[:, 1:], t[15:20])
    with pytest.raises(ExportError, match="no row past position 19"):
        learned.learned_rows(p.replace(seq_len=6, offset=15))
