import csv
import math
import os

import numpy as np
import pytest

from pe_desktop.core import atomic, datafiles
from pe_desktop.core.datafiles import write_data
from pe_desktop.core.errors import ExportError
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


def test_csv_writes_nan_where_an_integer_column_has_no_value(tmp_path, monkeypatch):
    """Compare models: the pair column stops at the last pair (2 here) while the distances go
    on; "nan" there, the pairs before it as integers, in every chunk."""
    monkeypatch.setattr(datafiles, "CHUNK_VALUES", 16)  # 4 rows a chunk
    p = Params(scheme="rope", head_dim=4, rope_base=100.0, seq_len=6, compare_model="")
    rows = list(csv.reader(write_data("model-compare", p, tmp_path / "m.csv").read_text().splitlines()))
    assert rows[0] == ["distance", "A_decay", "pair", "A_wavelength"]
    assert [r[0] for r in rows[1:]] == ["0", "1", "2", "3", "4", "5"]
    assert [r[2] for r in rows[1:]] == ["0", "1", "nan", "nan", "nan", "nan"]
    assert float(rows[2][3]) == pytest.approx(20 * math.pi, rel=1e-15)  # 2π / 100^(−2/4)
    assert float(rows[3][1]) == pytest.approx((math.cos(2) + math.cos(0.2)) / 2, abs=1e-15)


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


# --- the writing layer's contract, word for word (the mutation run's references) -------------

import errno  # noqa: E402
import re  # noqa: E402
import stat  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

from pe_desktop.core.atomic import (  # noqa: E402
    Interrupted,
    atomic_path,
    check_interrupted,
    note_signal,
    remove_stale_parts,
    write_bytes,
)
from pe_desktop.core.datafiles import estimate_bytes  # noqa: E402
from pe_desktop.core.errors import InputError  # noqa: E402


def _dead_pid() -> int:
    return int(subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                              capture_output=True, text=True).stdout)


def test_alive_asks_with_signal_zero_and_reads_the_answer(monkeypatch):
    assert atomic._alive(os.getpid()) is True
    assert atomic._alive(_dead_pid()) is False
    calls = []

    def kill(pid, sig):
        calls.append((pid, sig))
        if pid == 4242:
            raise PermissionError(errno.EPERM, "Operation not permitted")  # someone else's

    monkeypatch.setattr(atomic.os, "kill", kill)
    assert atomic._alive(4242) is True
    assert atomic._alive(4343) is True
    assert calls == [(4242, 0), (4343, 0)]


def test_cannot_write_says_where_and_why():
    assert str(atomic._cannot(Path("/x/a.npy"), OSError(errno.ENOSPC, "No space left on device"))) \
        == "cannot write /x/a.npy: No space left on device"
    assert str(atomic._cannot(Path("/x/a.npy"), OSError("plain words"))) == \
        "cannot write /x/a.npy: plain words"


def test_empty_result_message_names_the_target(tmp_path):
    out = tmp_path / "e.svg"
    with pytest.raises(ExportError) as err, atomic_path(out):
        pass
    assert str(err.value) == f"cannot write {out}: nothing was written (is the disk full?)"


@pytest.mark.parametrize("umask,mode", [(0o022, 0o644), (0o002, 0o664), (0o077, 0o600)])
def test_a_new_file_gets_the_usual_mode(tmp_path, monkeypatch, umask, mode):
    monkeypatch.setattr(atomic, "_UMASK", umask)
    out = tmp_path / "new.bin"
    with atomic_path(out) as tmp:
        tmp.write_bytes(b"x")
    assert stat.S_IMODE(out.stat().st_mode) == mode


def test_umask_is_read_without_changing_it():
    status = Path("/proc/self/status").read_text()
    expected = int(re.search(r"^Umask:\s*([0-7]+)$", status, re.M).group(1), 8)
    assert atomic._read_umask() == expected
    assert int(re.search(r"^Umask:\s*([0-7]+)$", Path("/proc/self/status").read_text(),
                         re.M).group(1), 8) == expected


def test_refusals_before_writing_word_for_word(tmp_path, monkeypatch):
    missing = tmp_path / "nope" / "a.npy"
    with pytest.raises(ExportError) as err:
        write_data("heatmap", Params(), missing)
    assert str(err.value) == f"cannot write {missing}: folder {tmp_path / 'nope'} does not exist"
    folder_target = tmp_path / "dir.npy"
    folder_target.mkdir()
    with pytest.raises(ExportError) as err:
        write_data("heatmap", Params(d_model=2, seq_len=2), folder_target)
    assert str(err.value) == f"cannot write {folder_target}: it exists and is not a regular file"
    monkeypatch.setattr(atomic.os, "access", lambda path, mode: False)
    with pytest.raises(ExportError) as err:
        write_data("heatmap", Params(d_model=2, seq_len=2), tmp_path / "a.npy")
    assert str(err.value) == f"cannot write {tmp_path / 'a.npy'}: folder {tmp_path} is not writable"


def test_a_temporary_file_that_cannot_be_made_says_why(tmp_path, monkeypatch):
    def mkstemp(**kw):
        raise OSError(errno.EMFILE, "Too many open files")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", mkstemp)
    with pytest.raises(ExportError) as err:
        write_data("heatmap", Params(d_model=2, seq_len=2), tmp_path / "a.npy")
    assert str(err.value) == f"cannot write {tmp_path / 'a.npy'}: Too many open files"


def test_temporary_files_are_named_for_their_target_and_process(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for target in (tmp_path / "fig.png", Path("bare.csv")):
        with atomic_path(target) as tmp:
            folder = tmp_path if target.is_absolute() else Path(".")
            assert tmp.parent.resolve() == folder.resolve()
            assert tmp.name.startswith(f".{target.name}.{os.getpid()}-")
            assert tmp.name.endswith(".part") and tmp.exists()
            tmp.write_bytes(b"1")
        assert (tmp_path / target.name).read_bytes() == b"1"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bare.csv", "fig.png"]


def test_write_bytes_writes_exactly(tmp_path):
    path = tmp_path / "b.bin"
    write_bytes(path, b"\x00\x01abc")
    assert path.read_bytes() == b"\x00\x01abc"


def test_rows_per_chunk(monkeypatch):
    monkeypatch.setattr(datafiles, "CHUNK_VALUES", 100)
    assert [datafiles._rows_per_chunk(w) for w in (0, 1, 3, 60, 101)] == [100, 100, 33, 1, 1]


def test_signals_are_noted_and_the_first_one_stops(monkeypatch):
    monkeypatch.setattr(atomic, "_signalled", [])
    check_interrupted()  # nothing noted: nothing happens
    note_signal(15)
    note_signal(2, None)
    assert atomic._signalled == [15, 2]
    with pytest.raises(Interrupted) as err:
        check_interrupted()
    assert err.value.signum == 15 and err.value.args == (15,)


def test_views_without_data_are_refused_by_name():
    with pytest.raises(ExportError) as err:
        datafiles.data_source("no-such-view")
    assert str(err.value) == "the no-such-view view has no data export"


def test_size_estimates_by_hand():
    p = Params(d_model=16, seq_len=30)
    assert estimate_bytes("heatmap", p, ".npy") == 30 * 16 * 8 + 128
    assert estimate_bytes("heatmap", p, ".csv") == 30 * 17 * 25


def _old_part(folder, name, age):
    path = folder / name
    path.write_bytes(b"o")
    t = time.time() - age
    os.utime(path, (t, t))
    return path


def test_parts_of_the_old_naming_go_after_an_hour(tmp_path, monkeypatch):
    old = _old_part(tmp_path, ".fig.png.abcd1234.part", 7200)
    young = _old_part(tmp_path, ".fig.svg.abcd1234.part", 60)
    foreign = _old_part(tmp_path, ".notes.part", 7200)  # not the app's pattern
    foreign2 = _old_part(tmp_path, ".fig.txt.abcd1234.part", 7200)  # not an export suffix
    assert remove_stale_parts(tmp_path) == [old]
    assert not old.exists() and young.exists() and foreign.exists() and foreign2.exists()
    # exactly an hour old: not yet (a clock set ahead, so the young one goes first)
    young.unlink()
    now = 1_800_000_000
    edge = tmp_path / ".fig.pdf.abcd1234.part"
    edge.write_bytes(b"e")
    os.utime(edge, (now - 3600, now - 3600))
    monkeypatch.setattr(time, "time", lambda: float(now))
    assert remove_stale_parts(tmp_path) == []
    monkeypatch.setattr(time, "time", lambda: float(now + 1))
    assert remove_stale_parts(tmp_path) == [edge]


def test_stale_parts_among_many_files_all_go(tmp_path, monkeypatch):
    dead = _dead_pid()
    stale = []
    for i in range(40):
        (tmp_path / f"keep{i}.txt").write_bytes(b"k")           # not .part
        (tmp_path / f".d{i}.npy.{dead}-x{i}.part").mkdir()    # a folder named like a part
        target = tmp_path / f"f{i}.npy"
        target.write_bytes(b"t")
        (tmp_path / f".l{i}.npy.{dead}-y{i}.part").symlink_to(target)  # a link: not ours
        path = tmp_path / f".f{i}.npy.{dead}-z{i}.part"
        path.write_bytes(b"s")
        stale.append(path)
    refused = stale[0]
    real_unlink = os.unlink

    def unlink(path, *a, **k):
        if Path(path) == refused:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_unlink(path, *a, **k)

    monkeypatch.setattr(atomic.os, "unlink", unlink)
    removed = remove_stale_parts(tmp_path)
    assert sorted(removed) == sorted(stale[1:])
    assert [p.exists() for p in stale] == [True] + [False] * 39
    assert all((tmp_path / f".l{i}.npy.{dead}-y{i}.part").is_symlink() for i in range(40))
    assert all((tmp_path / f".d{i}.npy.{dead}-x{i}.part").is_dir() for i in range(40))
    assert all((tmp_path / f"f{i}.npy").read_bytes() == b"t" for i in range(40))


def test_unsupported_format_named_as_given(tmp_path):
    with pytest.raises(ExportError) as err:
        write_data("heatmap", Params(), tmp_path / "a.TXT")
    assert str(err.value) == "unsupported data format '.TXT': use .npy or .csv"
    assert write_data("heatmap", Params(d_model=2, seq_len=2), tmp_path / "b.NPY").exists()


def test_csv_size_limit_is_inclusive_and_its_message(tmp_path, monkeypatch):
    monkeypatch.setattr(datafiles, "CSV_MAX_VALUES", 30 * 16)
    out = write_data("heatmap", Params(d_model=16, seq_len=30), tmp_path / "ok.csv")
    assert len(out.read_text().splitlines()) == 31
    with pytest.raises(InputError) as err:
        write_data("heatmap", Params(d_model=16, seq_len=31), tmp_path / "big.csv")
    # 31 rows × 17 columns × 25 bytes = 13,175 bytes = 12.9 KB
    assert str(err.value) == ("31 × 16 values is too large for CSV (about 12.9 KB); use .npy, "
                              "or fewer positions")


@pytest.mark.parametrize("suffix,size", [(".npy", "3.9 KB"), (".csv", "12.5 KB")])
def test_a_full_disk_is_refused_before_writing(tmp_path, monkeypatch, suffix, size):
    # 30 × 16 × 8 + 128 = 3,968 bytes (3.9 KB); 30 × 17 × 25 = 12,750 bytes (12.5 KB)
    monkeypatch.setattr(datafiles.shutil, "disk_usage",
                        lambda folder: shutil_usage(total=10**6, used=10**6 - 1000, free=1000))
    with pytest.raises(ExportError) as err:
        write_data("heatmap", Params(d_model=16, seq_len=30), tmp_path / f"a{suffix}")
    assert str(err.value) == f"a{suffix} would take about {size} but only 1000 bytes is free in {tmp_path}"
    assert list(tmp_path.iterdir()) == []


def test_exactly_enough_free_space_is_enough(tmp_path, monkeypatch):
    monkeypatch.setattr(datafiles.shutil, "disk_usage",
                        lambda folder: shutil_usage(total=10**6, used=10**6 - 3968, free=3968))
    out = write_data("heatmap", Params(d_model=16, seq_len=30), tmp_path / "a.npy")
    assert out.stat().st_size == 3968  # the estimate is the .npy's exact size


def shutil_usage(**kw):
    import shutil
    return shutil._ntuple_diskusage(**kw)


def test_progress_fractions_and_cancel(tmp_path, monkeypatch):
    monkeypatch.setattr(datafiles, "CHUNK_VALUES", 100)  # 6 rows of 16 per chunk
    seen = []
    write_data("heatmap", Params(d_model=16, seq_len=30), tmp_path / "a.npy",
               progress=lambda f: seen.append(f))  # returns None: go on
    assert seen == [6 / 30, 12 / 30, 18 / 30, 24 / 30, 1.0]
    write_data("heatmap", Params(d_model=16, seq_len=30), tmp_path / "b.npy", progress=lambda f: True)
    assert np.load(tmp_path / "b.npy").shape == (30, 16)
    with pytest.raises(ExportError) as err:
        write_data("heatmap", Params(d_model=16, seq_len=30), tmp_path / "c.npy",
                   progress=lambda f: f < 0.5)
    assert str(err.value) == "export cancelled"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.npy", "b.npy"]


def test_csv_positions_over_several_chunks_and_exponents(tmp_path, monkeypatch):
    monkeypatch.setattr(datafiles, "CHUNK_VALUES", 8)  # 2 rows of 4 per chunk
    out = write_data("heatmap", Params(d_model=4, seq_len=5, offset=7, base=1e9), tmp_path / "a.csv")
    rows = list(csv.reader(out.read_text().splitlines()))
    assert [r[0] for r in rows[1:]] == ["7", "8", "9", "10", "11"]
    # dimension 2 at position 7: sin(7·1e9^(−1/2)) ≈ 2.2e−4 — written with a small "e"
    assert float(rows[1][3]) == math.sin(7 * 1e9 ** -0.5)
    tiny = write_data("heatmap", Params(d_model=4, seq_len=1, offset=0, base=1e9), tmp_path / "t.csv")
    text = tiny.read_text()
    assert "E" not in text.splitlines()[1] and text.splitlines()[1] == "0,0,1,0,1"
    # position 1: sin(1e9^(−1/2)) = 3.16e−5, below 1e−4: printf's %g writes an exponent, "e-05"
    one = write_data("heatmap", Params(d_model=4, seq_len=1, offset=1, base=1e9), tmp_path / "o.csv")
    cells = one.read_text().splitlines()[1].split(",")
    assert cells[3].endswith("e-05") and float(cells[3]) == math.sin(1e9 ** -0.5)


def _fake_source(columns, block):
    def source(params):
        return columns, block.shape[0], block.shape[1], lambda a, b: block[a:b]
    return source


def test_any_row_dtype_is_written_as_little_endian_float64(tmp_path, monkeypatch):
    block = np.array([[1.5, -2.25], [3.0, 4.125]], dtype=np.float32)
    monkeypatch.setattr(datafiles, "data_source", lambda view: _fake_source(["a", "b"], block))
    monkeypatch.setattr(datafiles, "estimate_bytes", lambda *a: 0)
    out = write_data("x", Params(), tmp_path / "f.npy")
    raw = out.read_bytes()
    assert raw[:6] == b"\x93NUMPY" and b"'descr': '<f8'" in raw
    import struct
    assert struct.unpack("<4d", raw[-32:]) == (1.5, -2.25, 3.0, 4.125)
    assert len(raw) == 128 + 32


def test_integer_columns_are_written_as_integers(tmp_path, monkeypatch):
    block = np.array([[1e17, 0.5], [123456789012345678.0, 2.0]])
    monkeypatch.setattr(datafiles, "data_source",
                        lambda view: _fake_source(["position", "value"], block))
    monkeypatch.setattr(datafiles, "estimate_bytes", lambda *a: 0)
    out = write_data("x", Params(), tmp_path / "f.csv")
    assert out.read_text().splitlines() == ["position,value", "100000000000000000,0.5",
                                            "123456789012345680,2"]


def test_interrupted_carries_its_signal():
    err = Interrupted(15)
    assert err.signum == 15 and err.args == (15,)


@pytest.mark.parametrize("length", [230, 255])
def test_a_name_near_the_file_systems_limit_is_written(tmp_path, length):
    """A 230–255-byte name failed ("File name too long"): its temporary file's name added
    the pid, random letters and .part to it. Two files of such names are replaced together,
    old ones kept aside under temporary names until both are in place."""
    names = [("é" * 200)[:(length - 4) // 2] + "x" * ((length - 4) % 2) + ".npy",
             "b" * (length - 4) + ".npy"]
    targets = [tmp_path / name for name in names]
    assert [len(os.fsencode(t.name)) for t in targets] == [length, length]
    for target in targets:
        target.write_bytes(b"old")
    with atomic.atomic_paths(targets) as parts:
        assert all(len(os.fsencode(p.name)) <= 255 for p in parts)
        for part, data in zip(parts, (b"one", b"two")):
            part.write_bytes(data)
    assert [t.read_bytes() for t in targets] == [b"one", b"two"]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names)


def test_the_temporary_name_keeps_whole_characters():
    """The target's name is cut to at most 120 bytes on a character's boundary."""
    assert atomic._part_stem("é" * 100) == "é" * 60
    assert atomic._part_stem("a" + "é" * 100) == "a" + "é" * 59
    assert atomic._part_stem("short.png") == "short.png"
