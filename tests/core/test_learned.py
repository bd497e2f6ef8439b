"""Learned absolute tables: the untrained initialisations' statistics, loading .npy files
safely, bin means, the mean cosine by distance and the export of rows."""
import json
import math
import os
import pickle
import shutil
import struct
import threading
import time

import numpy as np
import pytest

from pe_desktop.core import learned, models
from pe_desktop.core.errors import ExportError
from pe_desktop.core.params import ParamError, Params
from pe_desktop.core.viewport import AxisBins
from tests.shaped_models import DATA, write_safetensors

# The standard deviation of a standard normal truncated at ±2 (redrawn beyond):
# sqrt(1 − 2·2·φ(2) / (Φ(2) − Φ(−2)))
PHI2 = math.exp(-2.0) / math.sqrt(2 * math.pi)
MASS2 = math.erf(2 / math.sqrt(2))
TRUNC_STD = math.sqrt(1 - 4 * PHI2 / MASS2)


def test_truncated_std_constant():
    assert pytest.approx(0.8796, abs=1e-4) == TRUNC_STD


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


# -- the seeded tables, value by value ---------------------------------------------------------

def reference_init(rows, width, init, seed, chunk=1 << 22):
    """The seeded table as documented: NumPy's default_rng([seed, 0x1EA2]), drawn in chunks of
    ``chunk`` values in row-major order; BERT: N(0, 1) with each value beyond ±2 drawn again
    (those of a chunk together, until none is left), times 0.02; GPT-2: N(0, 1) × 0.01."""
    rng = np.random.default_rng([seed, 0x1EA2])
    values = []
    total = rows * width
    for a in range(0, total, chunk):
        n = min(chunk, total - a)
        draw = rng.standard_normal(n)
        if init == "bert":
            bad = np.flatnonzero(np.abs(draw) > 2.0)  # in order of position
            while bad.size:
                draw[bad] = rng.standard_normal(bad.size)
                bad = bad[np.abs(draw[bad]) > 2.0]
            draw = draw * 0.02
        else:
            draw = draw * 0.01
        values.append(draw)
    return np.concatenate(values).astype(np.float32).reshape(rows, width)


@pytest.mark.parametrize("init", ["bert", "gpt2"])
@pytest.mark.parametrize("seed", [0, 7])
def test_seeded_tables_value_by_value(init, seed):
    p = Params(d_model=24, table_size=50, init=init, seed=seed)
    np.testing.assert_array_equal(learned.table(p), reference_init(50, 24, init, seed))


@pytest.mark.parametrize("init", ["bert", "gpt2"])
def test_tables_over_the_generators_chunk_are_drawn_in_chunks(init):
    rows, width = 4100, 1024  # 4,198,400 values: one chunk of 2^22 and a second of 4,096
    assert rows * width > 1 << 22
    got = learned.initial_table(rows, width, init, 3)
    want = reference_init(rows, width, init, 3)
    np.testing.assert_array_equal(got[-2:], want[-2:])
    np.testing.assert_array_equal(got[:2], want[:2])
    np.testing.assert_array_equal(got, want)


def test_first_values_of_the_seeded_tables():
    rng = np.random.default_rng([5, 0x1EA2])
    first = rng.standard_normal(3)
    gpt2 = learned.table(Params(d_model=3, table_size=1, init="gpt2", seed=5))
    np.testing.assert_array_equal(gpt2[0], (first * 0.01).astype(np.float32))
    bert = learned.table(Params(d_model=3, table_size=1, init="bert", seed=5))
    kept = np.abs(first) <= 2.0
    np.testing.assert_array_equal(bert[0][kept], (first[kept] * 0.02).astype(np.float32))


def test_unknown_init_is_refused():
    with pytest.raises(ParamError) as info:
        learned.initial_table(2, 2, "xavier", 0)
    assert str(info.value) == "--init must be one of bert, gpt2, got 'xavier'"


def test_the_size_limit_is_inclusive_and_named():
    assert learned.MAX_TABLE_VALUES == 1 << 26
    assert learned.table_shape(Params(d_model=65_536, table_size=1024)) == (1024, 65_536)  # exactly the limit
    want = ("a learned table of 1,025 × 65,536 = 67,174,400 values (about 256.2 MB as float32) is too "
            "large: at most 67,108,864 values; use fewer rows or a smaller d_model")
    with pytest.raises(ParamError) as info:
        learned.table_shape(Params(d_model=65_536, table_size=1025))
    assert str(info.value) == want
    with pytest.raises(ParamError) as info:
        learned.initial_table(1025, 65_536, "bert", 0)
    assert str(info.value) == want


def test_colour_range_of_the_seeded_tables():
    assert learned.colour_limit(Params(init="bert")) == pytest.approx(0.04, rel=1e-15)
    assert learned.colour_limit(Params(init="gpt2")) == pytest.approx(0.03, rel=1e-15)


def test_zero_table_file_has_a_positive_colour_range(tmp_path):
    p = Params(table_file=save(tmp_path / "zeros.npy", np.zeros((3, 2))))
    assert learned.colour_limit(p) == 1e-30


# -- tiles: ranges ending inside the table, bins dividing evenly, ranges past the end --------

@pytest.mark.parametrize("positions, dims", [
    (AxisBins(2, 14, 3), AxisBins(0, 6, 2)),  # ends inside the table, bins dividing evenly
    (AxisBins(0, 20, 5), AxisBins(0, 6, 3)),  # the whole table in even bins
    (AxisBins(5, 17, 1), AxisBins(2, 5, 1)),  # single cells, inside
    (AxisBins(18, 26, 4), AxisBins(1, 6, 5)),  # straddles the end, then wholly past it
    (AxisBins(20, 29, 3), AxisBins(0, 6, 1)),  # wholly past the end
    (AxisBins(7, 8, 1), AxisBins(5, 6, 1)),
])
def test_tile_block_means_per_cell(tmp_path, positions, dims):
    p, t = known_table(tmp_path)
    got = learned.tile(p, positions, dims)
    assert got.shape == (positions.count, dims.count) and got.dtype == np.float32
    for r, a in enumerate(range(positions.start, positions.stop, positions.size)):
        for c, b in enumerate(range(dims.start, dims.stop, dims.size)):
            cells = [t[i, j] for i in range(a, min(a + positions.size, positions.stop)) if i < 20
                     for j in range(b, min(b + dims.size, dims.stop))]
            if cells:
                assert got[r, c] == pytest.approx(math.fsum(cells) / len(cells), rel=1e-6)
            else:
                assert math.isnan(got[r, c])


def test_tile_refuses_dimensions_outside_the_table(tmp_path):
    p, _ = known_table(tmp_path)
    with pytest.raises(ValueError) as info:
        learned.tile(p, AxisBins(0, 5, 1), AxisBins(0, 7, 1))
    assert str(info.value) == "dimensions 0–6 outside the table's width 6"
    with pytest.raises(ValueError, match="outside the table's width 6"):
        learned.tile(p, AxisBins(0, 5, 1), AxisBins(-1, 3, 1))


# -- the decay curve: several column chunks, zero rows, the cache key -------------------------

def gram_mean_cosine(t):
    """m[δ] from the Gram matrix of the unit rows: the mean of its δ-th diagonal over the
    pairs of rows that are both non-zero."""
    t = np.asarray(t, dtype=np.float64)
    norms = np.linalg.norm(t, axis=1)
    nonzero = norms > 0
    unit = np.where(nonzero[:, None], t / np.where(nonzero, norms, 1.0)[:, None], 0.0)
    gram = unit @ unit.T
    rows = t.shape[0]
    out = np.full(rows, np.nan)
    for d in range(rows):
        ok = nonzero[:rows - d] & nonzero[d:]
        if ok.any():
            out[d] = np.diagonal(gram, d)[ok].mean()
    return out


def test_mean_cosine_over_several_column_chunks(tmp_path):
    # 1024 rows: FFTs of 2048 points, so 2^22 / 2048 = 2048 columns per chunk; 4500 columns
    # need three, the last one shorter; a zero row too (its pairs are left out)
    t = np.random.default_rng(8).normal(size=(1024, 4500))
    t += np.linspace(0, 3, 1024)[:, None] * np.sin(np.arange(4500) / 50.0)[None, :]  # structure
    t[100] = 0.0
    assert learned._DECAY_CHUNK_VALUES // 2048 == 2048
    p = Params(table_file=save(tmp_path / "wide.npy", t))
    np.testing.assert_allclose(learned.mean_cosine(p, np.arange(1024)), gram_mean_cosine(t), rtol=0, atol=1e-10)


def test_mean_cosine_of_a_float32_table_is_computed_in_float64(tmp_path):
    """Rows of 3000 float32 values near 3: their norms summed in float32 put the cosines off by
    ~5e-9; in float64 they are within 1e-13 of the Gram matrix's."""
    t = (np.random.default_rng(8).normal(size=(300, 3000)) + 3.0).astype(np.float32)
    p = Params(table_file=save(tmp_path / "f32.npy", t))
    np.testing.assert_allclose(learned.mean_cosine(p, np.arange(300)), gram_mean_cosine(t), rtol=0, atol=1e-11)


def test_mean_cosine_leaves_out_pairs_with_a_zero_row(tmp_path):
    t = np.random.default_rng(9).normal(size=(12, 5))
    t[[2, 3, 9]] = 0.0
    p = Params(table_file=save(tmp_path / "holes.npy", t))
    got = learned.mean_cosine(p, np.arange(14))
    want = gram_mean_cosine(t)
    assert got[0] == pytest.approx(1.0, abs=1e-12)
    np.testing.assert_allclose(got[:12], want, rtol=0, atol=1e-12)
    assert np.isnan(got[12:]).all()
    assert np.isnan(learned.mean_cosine(p, [-1])[0])  # no negative distance
    # only zero rows at the distance: no pair, NaN
    z = np.zeros((4, 3))
    z[0] = [1.0, 2.0, 3.0]
    q = Params(table_file=save(tmp_path / "one.npy", z))
    got = learned.mean_cosine(q, np.arange(4))
    assert got[0] == pytest.approx(1.0) and np.isnan(got[1:]).all()
    assert np.isnan(learned.mean_cosine_bins(q, AxisBins(1, 4, 3))).all()


def test_decay_curve_of_another_file_is_its_own(tmp_path):
    a = np.random.default_rng(1).normal(size=(10, 4))
    b = np.cumsum(np.ones((10, 4)), axis=0) + np.arange(4)  # rows pointing alike
    pa = Params(table_file=save(tmp_path / "a.npy", a))
    pb = Params(table_file=save(tmp_path / "b.npy", b))
    ma = learned.mean_cosine(pa, np.arange(10))
    mb = learned.mean_cosine(pb, np.arange(10))
    np.testing.assert_allclose(ma, gram_mean_cosine(a), atol=1e-12)
    np.testing.assert_allclose(mb, gram_mean_cosine(b), atol=1e-12)
    # the same path rewritten with other values: the new file's curve
    c = np.random.default_rng(2).normal(size=(7, 4))
    save(tmp_path / "a.npy", c)
    np.testing.assert_allclose(learned.mean_cosine(pa, np.arange(7)), gram_mean_cosine(c), atol=1e-12)
    # seeded tables: one curve per seed and size
    s1 = learned.mean_cosine_by_distance(Params(d_model=8, table_size=30, seed=1))
    s2 = learned.mean_cosine_by_distance(Params(d_model=8, table_size=30, seed=2))
    s3 = learned.mean_cosine_by_distance(Params(d_model=8, table_size=30, seed=1, init="gpt2"))
    np.testing.assert_allclose(s1, gram_mean_cosine(reference_init(30, 8, "bert", 1)), atol=1e-12)
    np.testing.assert_allclose(s2, gram_mean_cosine(reference_init(30, 8, "bert", 2)), atol=1e-12)
    np.testing.assert_allclose(s3, gram_mean_cosine(reference_init(30, 8, "gpt2", 1)), atol=1e-12)
    assert s1.size == 30 and learned.mean_cosine_by_distance(Params(d_model=8, table_size=31, seed=1)).size == 31
    wide = learned.mean_cosine_by_distance(Params(d_model=9, table_size=30, seed=1))
    np.testing.assert_allclose(wide, gram_mean_cosine(reference_init(30, 9, "bert", 1)), atol=1e-12)


@pytest.mark.parametrize("bins", [AxisBins(0, 9, 3), AxisBins(2, 12, 4), AxisBins(5, 6, 1), AxisBins(9, 20, 2)])
def test_mean_cosine_bins_per_bin(tmp_path, bins):
    t = np.random.default_rng(4).normal(size=(9, 4))
    p = Params(table_file=save(tmp_path / "c.npy", t))
    m = gram_mean_cosine(t)
    got = learned.mean_cosine_bins(p, bins)
    for r, a in enumerate(range(bins.start, bins.stop, bins.size)):
        inside = [m[d] for d in range(a, min(a + bins.size, bins.stop)) if d < 9]
        if inside:
            assert got[r] == pytest.approx(math.fsum(inside) / len(inside), abs=1e-12)
        else:
            assert math.isnan(got[r])


# -- export: rows ending before the table's last row ------------------------------------------

@pytest.mark.parametrize("offset, seq_len", [(0, 1), (2, 5), (0, 20), (19, 1)])
def test_rows_export_inside_the_table(tmp_path, offset, seq_len):
    p, t = known_table(tmp_path)
    columns, values = learned.learned_rows(p.replace(offset=offset, seq_len=seq_len))
    assert columns == ["position"] + [f"dim_{j}" for j in range(6)]
    np.testing.assert_array_equal(values[:, 0], np.arange(offset, offset + seq_len))
    np.testing.assert_array_equal(values[:, 1:], t[offset:offset + seq_len])


@pytest.mark.parametrize("dtype", [np.float16, np.float32, np.float64])
def test_streamed_rows_from_inside_the_range(tmp_path, dtype):
    """The export streams rows(a, b) = positions offset+a … offset+b−1, float64 whatever the
    table's float type."""
    t = np.array([[p + j / 8 for j in range(3)] for p in range(12)], dtype=dtype)
    p = Params(table_file=save(tmp_path / "t.npy", t), offset=2, seq_len=9)
    columns, count, width, rows = learned.learned_chunks(p)
    assert (columns, count, width) == (["position", "dim_0", "dim_1", "dim_2"], 9, 4)
    block = rows(3, 5)
    assert block.dtype == np.float64
    np.testing.assert_array_equal(block, [[5, 5, 5.125, 5.25], [6, 6, 6.125, 6.25]])


def test_rows_export_of_a_bad_file_is_an_export_error(tmp_path):
    path = tmp_path / "bad.npy"
    np.save(path, np.zeros(4))
    with pytest.raises(ExportError, match="wrong shape"):
        learned.learned_rows(Params(table_file=str(path)))
    with pytest.raises(ExportError, match=r"positions 3–22 asked.*rows 0–19 only"):
        learned.learned_rows(known_table(tmp_path)[0].replace(offset=3, seq_len=20))


# -- every refusal says which file and what is wrong, in one line -----------------------------

def _write_header(path, header: dict):
    with open(path, "wb") as fh:
        np.lib.format.write_array_header_1_0(fh, header)
    return str(path)


def test_refusals_word_for_word(tmp_path, monkeypatch):
    def refusal(call):
        with pytest.raises(ParamError) as info:
            call()
        return str(info.value)

    def load(name, array):
        return refusal(lambda: learned.load_table(save(tmp_path / name, array)))

    assert load("one.npy", np.zeros(5)) == "table file one.npy: wrong shape (5,): a table must be 2-D (positions, d_model)"
    assert load("cols.npy", np.zeros((8, 0))) == "table file cols.npy: wrong shape (8, 0): it has no values"
    assert load("rows.npy", np.zeros((0, 8))) == "table file rows.npy: wrong shape (0, 8): it has no values"
    assert load("int.npy", np.zeros((4, 3), dtype=np.int64)) == (
        "table file int.npy: dtype int64 is not a real float type (float16/32/64 only)")
    assert load("nan.npy", np.array([[1.0, np.nan], [np.nan, 0.0]])) == (
        "table file nan.npy: 2 values are not finite; the first is NaN at row 0, column 1")
    assert load("inf.npy", np.array([[1.0, 2.0, -np.inf]])) == (
        "table file inf.npy: 1 values are not finite; the first is an infinite value at row 0, column 2")
    assert learned.load_table(save(tmp_path / "one_column.npy", np.ones((3, 1)))).shape == (3, 1)
    huge = _write_header(tmp_path / "huge.npy", {"descr": "<f4", "fortran_order": False, "shape": (1 << 20, 1 << 10)})
    assert refusal(lambda: learned.load_table(huge)) == (
        "table file huge.npy of 1,048,576 × 1,024 = 1,073,741,824 values (about 4.0 GB as float32) is too "
        "large: at most 67,108,864 values; use fewer rows or a smaller d_model")
    wide = _write_header(tmp_path / "wide.npy", {"descr": "<f4", "fortran_order": False, "shape": (2, 1 << 26)})
    assert "2 × 67,108,864 = 134,217,728 values" in refusal(lambda: learned.load_table(wide))
    text = tmp_path / "text.npy"
    text.write_text("not an array")
    assert refusal(lambda: learned.load_table(str(text))) == "table file text.npy: not a .npy file (no NumPy header)"
    missing = str(tmp_path / "missing.npy")
    assert refusal(lambda: learned.load_table(missing)) == f"table file {missing}: no such file"
    assert refusal(lambda: learned.table(Params(table_file=missing))) == f"table file {missing}: no such file"
    inside = str(tmp_path / "one.npy" / "x.npy")
    assert refusal(lambda: learned.table(Params(table_file=inside))) == f"table file {inside}: unreadable (Not a directory)"
    assert refusal(lambda: learned.load_table(str(tmp_path))) == f"table file {tmp_path}: is a folder, not a .npy file"
    short = tmp_path / "short.npy"
    np.save(short, np.ones((100, 10)))
    short.write_bytes(short.read_bytes()[:300])
    assert refusal(lambda: learned.load_table(str(short))) == (
        "table file short.npy: unreadable (truncated: 300 bytes where the header promises 8,128)")

    def unreadable(*args, **kwargs):  # the file became unreadable after its header was read
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(np, "load", unreadable)
    assert load("gone.npy", np.ones((2, 2))) == "table file gone.npy: unreadable (Permission denied)"


def test_labels_of_the_sources():
    assert learned.init_label("bert") == "untrained initialisation (BERT: truncated normal σ=0.02, cut at ±2σ)"
    assert learned.init_label("gpt2") == "untrained initialisation (GPT-2: normal σ=0.01)"
    assert learned.describe_source(Params(init="gpt2")) == "untrained initialisation (GPT-2: normal σ=0.01)"
    assert learned.width_note(Params()) == ""


def test_the_cache_keeps_the_four_latest_tables():
    tables = [Params(d_model=4, table_size=10 + i, seed=i) for i in range(5)]
    first = [learned.table(p) for p in tables[:4]]
    assert all(learned.table(p) is t for p, t in zip(tables[:4], first))  # all four kept
    fifth = learned.table(tables[4])
    assert learned.table(tables[4]) is fifth  # the newest is kept
    assert learned.table(tables[0]) is not first[0]  # the oldest was dropped


def test_decay_curve_is_read_only_and_read_at_any_distances(tmp_path):
    t = np.random.default_rng(6).normal(size=(9, 4))
    p = Params(table_file=save(tmp_path / "d.npy", t))
    m = learned.mean_cosine_by_distance(p)
    assert not m.flags.writeable
    want = gram_mean_cosine(t)
    np.testing.assert_allclose(learned.mean_cosine(p, np.array([0.0, 3.0, 8.0])), want[[0, 3, 8]], atol=1e-12)
    # distance bins reaching below 0 or past the table: only the distances that exist count
    got = learned.mean_cosine_bins(p, AxisBins(-4, 12, 2))  # −4…−3, −2…−1, 0…1, …, 8…9, 10…11
    assert np.isnan(got[:2]).all() and np.isnan(got[-1])
    for r, a in enumerate(range(0, 10, 2)):
        inside = [want[d] for d in (a, a + 1) if d < 9]
        assert got[2 + r] == pytest.approx(math.fsum(inside) / len(inside), abs=1e-12)
    straddle = learned.mean_cosine_bins(p, AxisBins(-1, 2, 3))  # −1, 0, 1: the mean of m[0], m[1]
    assert straddle[0] == pytest.approx((want[0] + want[1]) / 2, abs=1e-12)


def test_exported_rows_are_float64(tmp_path):
    p, t = known_table(tmp_path)
    columns, values = learned.learned_rows(p.replace(offset=1, seq_len=3))
    assert values.dtype == np.float64 and values[0, 0] == 1.0


@pytest.mark.parametrize("positions", [AxisBins(0, 4096, 4096), AxisBins(0, 4096, 3000), AxisBins(0, 3, 1)])
def test_float32_tables_are_summed_in_float64(tmp_path, positions):
    """Bins of thousands of float32 rows near 10^4: summed in float32 their mean is off by up to
    ~3e-5; from a float64 sum it is within one float32 rounding of the exact mean."""
    t = np.random.default_rng(2).uniform(1e4, 1e4 + 1, size=(4096, 3)).astype(np.float32)
    p = Params(table_file=save(tmp_path / "f32.npy", t))
    got = learned.tile(p, positions, AxisBins(0, 3, 3))
    for r, a in enumerate(range(positions.start, positions.stop, positions.size)):
        cells = t[a:min(a + positions.size, positions.stop)].astype(np.float64).ravel()
        assert got[r, 0] == pytest.approx(math.fsum(cells) / cells.size, rel=1.2e-7)


def test_notes_word_for_word(tmp_path):
    p, _ = known_table(tmp_path)
    assert learned.describe_source(p) == "trained table from known.npy"
    assert learned.width_note(p.replace(d_model=6)) == ""
    assert learned.width_note(p) == "the table is 6 wide, not d_model 128: its width is used"
    assert learned.unavailable_note(1024) == ("no row past position 1,023: a learned table cannot go past its "
                                              "maximum length (1,024 positions)")


@pytest.mark.parametrize("version", [(1, 0), (2, 0), (3, 0)])
def test_every_npy_header_version_is_read(tmp_path, version):
    want = np.arange(6, dtype=np.float32).reshape(3, 2)
    path = tmp_path / f"v{version[0]}.npy"
    with open(path, "wb") as fh:
        np.lib.format.write_array(fh, want, version=version)
    assert learned.table_shape(Params(table_file=str(path))) == (3, 2)
    np.testing.assert_array_equal(learned.load_table(str(path)), want)


def test_a_broken_header_is_unreadable_with_its_reason(tmp_path):
    path = tmp_path / "broken.npy"
    header = b"{'descr': '<f8', 'fortran_order': False, 'shapes': (2, 2), }"
    header += b" " * (118 - len(header)) + b"\n"
    path.write_bytes(np.lib.format.magic(1, 0) + len(header).to_bytes(2, "little") + header)
    with pytest.raises(ParamError) as info:
        learned.load_table(str(path))
    assert str(info.value) == ("table file broken.npy: unreadable (Header does not contain the correct keys: "
                               "['descr', 'fortran_order', 'shapes'])")
    future = tmp_path / "future.npy"
    future.write_bytes(b"\x93NUMPY\x04\x00" + bytes(8))
    with pytest.raises(ParamError) as info:
        learned.load_table(str(future))
    assert str(info.value) == ("table file future.npy: .npy format version 4.0 is not read "
                               "(1.0, 2.0 and 3.0 are)")


@pytest.mark.parametrize("shape, written", [
    ((1,) * 20, "(" + ", ".join(["1"] * 20) + ")"),                    # 60 characters: all of it
    ((10,) + (1,) * 19, "(10, " + ", ".join(["1"] * 18) + "…"),        # 61: cut to 57 and "…"
])
def test_a_long_shape_is_cut_at_sixty_characters(tmp_path, shape, written):
    """A header's shape is quoted as Python writes it, up to 60 characters; a longer one (a
    hostile header can hold thousands) is cut to 57 and an ellipsis."""
    path = _write_header(tmp_path / "many.npy", {"descr": "<f8", "fortran_order": False, "shape": shape})
    with pytest.raises(ParamError) as info:
        learned.load_table(path)
    assert str(info.value) == f"table file many.npy: wrong shape {written}: a table must be 2-D (positions, d_model)"


def test_a_refusal_names_the_file_not_its_folder(tmp_path):
    path = _write_header(tmp_path / "one.npy", {"descr": "<f8", "fortran_order": False, "shape": (5,)})
    with pytest.raises(ParamError) as info:
        learned.load_table(path)
    assert str(info.value).startswith("table file one.npy: wrong shape (5,)")


# -- a file that changes or breaks while it is read ----------------------------------------------

@pytest.mark.parametrize("shape", ["(True, True)", "(2, False)"])
def test_a_header_shape_of_booleans_is_unreadable(tmp_path, shape):
    """shape (True, True) passed int() as (1, 1) and then crashed np.load (TypeError), and
    the distance decay said "internal error"."""
    path = tmp_path / "bools.npy"
    header = b"{'descr': '<f8', 'fortran_order': False, 'shape': " + shape.encode() + b", }"
    header += b" " * (118 - len(header)) + b"\n"
    path.write_bytes(np.lib.format.magic(1, 0) + len(header).to_bytes(2, "little") + header + bytes(16))
    for read in (learned.load_table, lambda p: learned.table_shape(Params(table_file=p))):
        with pytest.raises(ParamError) as info:
            read(str(path))
        assert str(info.value) == f"table file bools.npy: unreadable (the shape {shape} holds booleans, not integers)"


def test_a_long_header_error_is_cut_at_200_characters(tmp_path):
    key = "z" * 300  # NumPy names the keys it found, sorted: this one last
    path = _write_raw_header(tmp_path / "keys.npy",
                             "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 2), '" + key + "': 1, }")
    reason = ("Header does not contain the correct keys: ['descr', 'fortran_order', 'shape', '"
              + key + "']")[:200]
    with pytest.raises(ParamError) as info:
        learned.load_table(path)
    assert str(info.value) == f"table file keys.npy: unreadable ({reason})"


def _write_raw_header(path, text):
    header = text.encode("latin1")
    header += b" " * (63 - (len(header) + 10) % 64) + b"\n"
    path.write_bytes(np.lib.format.magic(1, 0) + len(header).to_bytes(2, "little") + header)
    return str(path)


def test_refusals_of_object_arrays_and_huge_dimensions_word_for_word(tmp_path):
    objects = _write_header(tmp_path / "objects.npy", {"descr": "|O", "fortran_order": False, "shape": (2, 2)})
    with pytest.raises(ParamError) as info:
        learned.load_table(objects)
    assert str(info.value) == ("table file objects.npy: holds Python objects (dtype object), which would need "
                               "pickle; only plain float arrays are loaded")
    tall = _write_header(tmp_path / "tall.npy", {"descr": "<f4", "fortran_order": False, "shape": ((1 << 26) + 1, 1)})
    with pytest.raises(ParamError) as info:
        learned.table_shape(Params(table_file=tall))
    assert str(info.value) == ("table file tall.npy: wrong shape (67108865, 1): a dimension is larger than "
                               "67,108,864")
    # exactly the limit is a dimension allowed (then refused for its size only if it is too large)
    edge = _write_header(tmp_path / "edge.npy", {"descr": "<f4", "fortran_order": False, "shape": (1 << 26, 1)})
    assert learned.table_shape(Params(table_file=edge)) == (1 << 26, 1)


def test_a_header_read_error_is_one_line_with_its_reason(tmp_path, monkeypatch):
    path = save(tmp_path / "eio.npy", np.ones((2, 2)))

    def failing(fh):
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(np.lib.format, "read_magic", failing)
    with pytest.raises(ParamError) as info:
        learned.load_table(path)
    assert str(info.value) == "table file eio.npy: unreadable (Input/output error)"


def _header_of(array):
    """What learned._header gives for a file holding ``array`` (shape, dtype, data offset)."""
    return array.shape, array.dtype, 128


def test_a_file_replaced_after_its_header_was_read(tmp_path, monkeypatch):
    """The header is read first, the data by a second open: a file swapped in between is read
    as what it is, never unpickled, and refused if it is not a float table."""
    marker = tmp_path / "unpickled"
    array = np.empty((2, 2), dtype=object)
    array[:] = [[Trap(str(marker)), 1.0], [2.0, 3.0]]
    swapped = tmp_path / "swapped.npy"
    np.save(swapped, array, allow_pickle=True)
    monkeypatch.setattr(learned, "_header", lambda path: _header_of(np.zeros((2, 2))))
    with pytest.raises(ParamError) as info:
        learned.load_table(str(swapped))
    assert str(info.value) == ("table file swapped.npy: unreadable (Object arrays cannot be loaded when "
                               "allow_pickle=False)")
    assert not marker.exists()
    # a 3-D array where the header read said 2-D: what was read is checked too
    cube = save(tmp_path / "cube.npy", np.zeros((2, 2, 2)))
    with pytest.raises(ParamError) as info:
        learned.load_table(cube)
    assert str(info.value) == "table file cube.npy: wrong shape (2, 2, 2): a table must be 2-D (positions, d_model)"
    # gone before the second open
    gone = str(tmp_path / "gone.npy")
    with pytest.raises(ParamError) as info:
        learned.load_table(gone)
    assert str(info.value) == f"table file {gone}: no such file"


def test_fortran_order_files_are_read_as_their_values(tmp_path):
    want = np.arange(12, dtype=np.float32).reshape(3, 4) / 8
    path = save(tmp_path / "fortran.npy", np.asfortranarray(want))
    with open(path, "rb") as fh:
        np.lib.format.read_magic(fh)
        assert np.lib.format.read_array_header_1_0(fh)[1] is True  # stored column by column
    got = learned.load_table(path)
    np.testing.assert_array_equal(got, want)
    assert got.flags.c_contiguous and not got.flags.writeable


def test_loaded_tables_are_read_only(tmp_path):
    got = learned.load_table(save(tmp_path / "t.npy", np.ones((2, 3))))
    assert not got.flags.writeable
    with pytest.raises(ValueError):
        got[0, 0] = 2.0


def test_values_beyond_float32_are_refused_either_sign(tmp_path):
    low = save(tmp_path / "low.npy", np.array([[-1e39, 0.0], [1.0, 2.0]]))
    with pytest.raises(ParamError) as info:
        learned.load_table(low)
    assert str(info.value) == ("table file low.npy: a value of magnitude 1e+39 is beyond the float32 range "
                               "(±3.4e+38) the views draw in")
    top = float(np.finfo(np.float32).max)  # the largest float32 itself is drawable
    edge = learned.load_table(save(tmp_path / "edge.npy", np.array([[top, -top]])))
    assert edge[0, 0] == top and edge[0, 1] == -top


def test_a_changed_file_of_the_same_size_is_read_again(tmp_path):
    """Same name, same size, new contents (and a new modification time): the new table and
    its own decay curve, not the cached ones."""
    a = np.random.default_rng(11).normal(size=(8, 3))
    b = np.cumsum(np.ones((8, 3)), axis=0)
    path = save(tmp_path / "same.npy", a)
    os.utime(path, ns=(1_000_000_000, 1_000_000_000))
    p = Params(table_file=path)
    np.testing.assert_array_equal(learned.table(p), a)
    np.testing.assert_allclose(learned.mean_cosine_by_distance(p), gram_mean_cosine(a), atol=1e-12)
    save(tmp_path / "same.npy", b)
    os.utime(path, ns=(2_000_000_000, 2_000_000_000))
    assert os.path.getsize(path) == a.nbytes + 128
    np.testing.assert_array_equal(learned.table(p), b)
    np.testing.assert_allclose(learned.mean_cosine_by_distance(p), gram_mean_cosine(b), atol=1e-12)
    assert learned.colour_limit(p) == 8.0
    # a new size at the same modification time: read again too
    c = np.random.default_rng(12).normal(size=(5, 3))
    save(tmp_path / "same.npy", c)
    os.utime(path, ns=(2_000_000_000, 2_000_000_000))
    np.testing.assert_array_equal(learned.table(p), c)
    np.testing.assert_allclose(learned.mean_cosine_by_distance(p), gram_mean_cosine(c), atol=1e-12)


def test_a_model_that_cannot_be_read_counts_as_trained(tmp_path):
    """Drawing it says why it cannot be drawn; its short name is the folder's (as typed,
    with or without a trailing separator, whatever letters it ends in)."""
    for typed in (str(tmp_path / "bert-X"), str(tmp_path / "bert-X") + "/", str(tmp_path / "bert-X") + "\\"):
        p = Params(model=typed)
        assert learned.is_trained(p) is True
        assert learned.source_name(p) == "bert-X"
    assert learned.is_trained(Params()) is False


def _huge_model_folder(folder, rows):
    """An OPT folder whose position table claims ``rows`` × 768 float32 rows: the file is as
    long as its header says, but sparse (nothing is written past the header)."""
    folder.mkdir()
    shutil.copy(DATA / "opt-125m" / "config.json", folder / "config.json")
    name = "model.decoder.embed_positions.weight"

    def claim(header):
        header[name]["shape"] = [rows, 768]
        header[name]["data_offsets"] = [0, rows * 768 * 4]

    path = write_safetensors(folder / "model.safetensors", {name: np.zeros((1, 768), "<f4")},
                             header_patch=claim)
    os.truncate(path, path.stat().st_size + rows * 768 * 4)
    return str(folder)


def test_a_models_table_size_is_its_rows_after_the_offset(tmp_path):
    """OPT's table has 2 rows before position 0: 87,383 rows are 87,381 positions, 87,381 × 768
    = 67,108,608 values, within the limit of 2^26 = 67,108,864; one more position is over it."""
    p = models.model_params(models.read_model(_huge_model_folder(tmp_path / "fits", 87_383)))
    assert learned.table_shape(p) == (87_381, 768)
    assert learned.table_shape(p.replace(table_size=10, d_model=64)) == (87_381, 768)  # the model's, not these
    over = models.model_params(models.read_model(_huge_model_folder(tmp_path / "over", 87_384)))
    with pytest.raises(ParamError) as info:
        learned.table_shape(over)
    assert str(info.value) == (
        "the table model.decoder.embed_positions.weight of 87,382 × 768 = 67,109,376 values (about "
        "256.0 MB as float32) is too large: at most 67,108,864 values; use fewer rows or a smaller d_model")


class _Draws:
    """A generator stand-in giving fixed standard-normal draws, in order."""

    def __init__(self, *values):
        self.values = list(values)

    def standard_normal(self, n):
        out, self.values = self.values[:n], self.values[n:]
        assert len(out) == n, "more draws asked than planned"
        return np.array(out, dtype=np.float64)


def test_truncation_keeps_values_at_exactly_the_cut():
    """TensorFlow's truncated normal drops values *more* than 2σ away: ±2 itself is kept, in
    the first draw and in a redraw; 2.5 and −3 are drawn again (−3 twice)."""
    got = learned.truncated_normal(_Draws(2.0, 2.5, -2.0, -3.0, -2.0, -3.0, -1.5), 4, 0.5, 2.0)
    np.testing.assert_array_equal(got, [1.0, -1.0, -1.0, -0.75])


def test_two_models_tables_of_one_shape_have_their_own_decay_curves(tmp_path):
    """Two checkpoints, same shape, other values (and two tensors of one file): each table and
    its curve are its own, whatever table_size, d_model and seed say."""
    a = np.random.default_rng(21).normal(size=(12, 4)).astype("<f4")
    b = np.cumsum(np.ones((12, 4), "<f4"), axis=0)
    curves = []
    for name, values in (("a", a), ("b", b)):
        path = write_safetensors(tmp_path / f"{name}.safetensors", {"wpe.weight": values})
        p = models.model_params(models.read_model(str(path)))
        np.testing.assert_array_equal(learned.table(p), values)
        curves.append(learned.mean_cosine_by_distance(p))
    np.testing.assert_allclose(curves[0], gram_mean_cosine(a), atol=1e-12)
    np.testing.assert_allclose(curves[1], gram_mean_cosine(b), atol=1e-12)


def test_no_lock_is_left_behind(tmp_path):
    """The per-key locks of tables being made are dropped once made, or once making failed."""
    learned.table(Params(d_model=4, table_size=7, seed=99))
    broken = tmp_path / "broken.npy"
    broken.write_text("not an array")
    with pytest.raises(ParamError):
        learned.table(Params(table_file=str(broken)))
    with pytest.raises(ParamError):
        learned.mean_cosine_by_distance(Params(table_file=str(broken)))
    assert learned._making == {}


def test_threads_waiting_on_a_failing_table_all_get_its_error(tmp_path):
    """Three threads ask for one unreadable table while the first is still reading it: each
    gets the ParamError (a waiter once died with KeyError removing the lock the first thread
    had already removed), and no lock is left behind."""
    broken = tmp_path / "broken.npy"
    broken.write_text("not an array")
    entered, release = threading.Event(), threading.Event()
    real_load = learned.load_table

    def slow_load(path):
        entered.set()
        release.wait(5)
        return real_load(path)

    errors = []

    def ask():
        try:
            learned._cached(("test-failing",), lambda: slow_load(str(broken)))
        except BaseException as exc:  # the test reports whatever each thread got
            errors.append(exc)

    threads = [threading.Thread(target=ask) for _ in range(3)]
    threads[0].start()
    assert entered.wait(5)
    for t in threads[1:]:
        t.start()
    time.sleep(0.2)  # the two waiters reach the key's lock and block on it
    release.set()
    for t in threads:
        t.join(5)
    assert [type(e) for e in errors] == [ParamError] * 3, errors
    assert learned._making == {}


# -- every table source through one check ---------------------------------------------------------

def _model_table_params(folder, table):
    write_safetensors(folder / "model.safetensors", {"wpe.weight": table})
    return models.model_params(models.read_model(folder / "model.safetensors"))


def _npy_table_params(folder, table):
    np.save(folder / "table.npy", table)
    return Params(scheme="learned", table_file=str(folder / "table.npy"))


@pytest.mark.parametrize("source, name", [(_npy_table_params, "table file table.npy"),
                                          (_model_table_params, "the table wpe.weight")])
@pytest.mark.parametrize("value, refusal", [
    (1e308, "a value of magnitude 1e+308 is beyond the float32 range (±3.4e+38) the views draw in"),
    (-3.5e38, "a value of magnitude 3.5e+38 is beyond the float32 range (±3.4e+38) the views draw in"),
])
def test_every_table_source_refuses_values_beyond_float32(tmp_path, source, name, value, refusal):
    """A checkpoint's float64 table of 1e308 crashed an image export (SIGSEGV or an
    OverflowError): a model's tensor and a .npy file meet the same check, the same line."""
    table = np.zeros((6, 4), np.float64)
    table[2, 1] = value
    params = source(tmp_path, table)
    with pytest.raises(ParamError) as info:
        learned.table(params)
    assert str(info.value) == f"{name}: {refusal}"
    top = float(np.finfo(np.float32).max)  # float32's largest value itself is drawn
    table[2, 1] = -top
    assert learned.table(source(tmp_path, table))[2, 1] == -top


def test_a_huge_model_table_is_refused_before_a_byte_is_read(tmp_path, monkeypatch):
    """A declared 1,048,576 × 256 float32 tensor was read in full, 2.2 GB for 15 s, before
    "too large": the shape is checked first and the tensor never read (a sparse file)."""
    size = (1 << 20) * 256 * 4
    header = json.dumps({"wpe.weight": {"dtype": "F32", "shape": [1 << 20, 256], "data_offsets": [0, size]}})
    header = header.encode() + b" " * (-len(header) % 8)
    path = tmp_path / "model.safetensors"
    with open(path, "wb") as fh:
        fh.write(struct.pack("<Q", len(header)) + header)
        fh.truncate(8 + len(header) + size)
    params = models.model_params(models.read_model(path))
    monkeypatch.setattr(models.checkpoints, "read_tensor", lambda *a: pytest.fail("the tensor was read"))
    for ask in (learned.table, learned.table_shape):
        with pytest.raises(ParamError, match=r"^the table wpe\.weight of 1,048,576 × 256 = 268,435,456 "
                                             r"values \(about 1\.0 GB as float32\) is too large"):
            ask(params)
