import csv
import os

import numpy as np
import pytest

from pe_desktop.core import datafiles
from pe_desktop.core.datafiles import ExportError, write_data
from pe_desktop.core.params import Params
from tests import reference as ref


def test_npy_streams_in_chunks_and_equals_reference(tmp_path, monkeypatch):
    monkeypatch.setattr(datafiles, "CHUNK_VALUES", 100)  # many chunks
    out = write_data("heatmap", Params(d_model=16, seq_len=30, offset=1_000_000), tmp_path / "a.npy")
    got = np.load(out)
    assert got.shape == (30, 16) and got.dtype == np.float64
    np.testing.assert_allclose(got, ref.pe_table(range(1_000_000, 1_000_030), 16), rtol=0, atol=1e-12)


def test_csv_has_a_header_and_positions(tmp_path):
    out = write_data("heatmap", Params(d_model=4, seq_len=3, offset=7), tmp_path / "a.csv")
    rows = list(csv.reader(out.read_text().splitlines()))
    assert rows[0] == ["position", "dim_0", "dim_1", "dim_2", "dim_3"]
    assert [r[0] for r in rows[1:]] == ["7", "8", "9"]
    assert float(rows[2][1]) == pytest.approx(ref.pe(8, 0, 4), abs=1e-15)


def test_similarity_data_one_row_per_position(tmp_path):
    out = write_data("similarity", Params(d_model=10, seq_len=5, ref_pos=2), tmp_path / "s.csv")
    rows = list(csv.reader(out.read_text().splitlines()))
    assert rows[0] == ["position", "similarity"]
    assert float(rows[1 + 4][1]) == pytest.approx(ref.dot(4, 2, 10), abs=1e-12)


def test_failed_write_leaves_previous_file_and_no_partial(tmp_path, monkeypatch):
    target = tmp_path / "keep.npy"
    target.write_bytes(b"previous")

    def boom(*a, **k):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(np.lib.format, "write_array_header_1_0", boom)
    with pytest.raises(ExportError, match="No space left"):
        write_data("heatmap", Params(), target)
    assert target.read_bytes() == b"previous"
    assert os.listdir(tmp_path) == ["keep.npy"]


def test_missing_folder_and_bad_suffix_are_clear(tmp_path):
    with pytest.raises(ExportError, match="does not exist"):
        write_data("heatmap", Params(), tmp_path / "nope" / "a.npy")
    with pytest.raises(ExportError, match="unsupported data format"):
        write_data("heatmap", Params(), tmp_path / "a.txt")


def test_huge_csv_is_refused_with_its_size(tmp_path):
    with pytest.raises(ExportError, match="too large for CSV"):
        write_data("heatmap", Params(d_model=16384, seq_len=1_048_576), tmp_path / "a.csv")
    assert list(tmp_path.iterdir()) == []


def test_odd_file_names_are_written_as_given(tmp_path):
    out = write_data("similarity", Params(d_model=8, seq_len=4), tmp_path / "図 1 — résumé (v2) ; $x.csv")
    assert out.exists() and out.read_text().startswith("position,similarity")


def test_a_folder_that_vanishes_mid_export_is_one_clear_error(tmp_path, monkeypatch):
    folder = tmp_path / "gone"
    folder.mkdir()
    real_replace = os.replace

    def vanish(src, dst):
        import shutil
        shutil.rmtree(folder)
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", vanish)
    with pytest.raises(ExportError, match="cannot write"):
        write_data("heatmap", Params(d_model=4, seq_len=3), folder / "a.npy")
    assert not folder.exists()
