"""Fault injection on the Qt-free core: full disks, special files, hostile headers and records,
symlinks, file modes, stale temporary files. Every refusal is one readable line, and every
file that was there before is left byte-identical."""
import errno
import json
import os
import stat
import struct
import subprocess
import sys
import threading
import zlib

import numpy as np
import pytest

from pe_desktop.core import atomic, learned
from pe_desktop.core.atomic import atomic_path, atomic_paths, remove_stale_parts
from pe_desktop.core.datafiles import write_data
from pe_desktop.core.errors import ExportError
from pe_desktop.core.figure import FigureOptions, png_text, read_record
from pe_desktop.core.files import FileRefused, open_regular, read_regular
from pe_desktop.core.params import ParamError, Params


def finishes(fn, seconds=10.0):
    """Run ``fn`` in a thread; its outcome, or AssertionError if it is still blocked."""
    outcome = {}

    def run():
        try:
            outcome["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 (handed to the test)
            outcome["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "blocked (a FIFO was opened for reading)"
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def snapshot(folder):
    return {p.name: p.read_bytes() for p in folder.iterdir()}


# -- writing -------------------------------------------------------------------------------------

def test_a_failed_flush_to_disk_keeps_the_old_file(tmp_path, monkeypatch):
    """A write error that shows only when the data reaches the disk (fsync: ENOSPC) fails the
    export before the rename, whatever wrote the temporary file (a writer that flushes
    nothing itself, as Qt's PDF writer): the old file stays."""
    out = tmp_path / "old.svg"
    out.write_bytes(b"precious")

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "fsync", full)
    with pytest.raises(ExportError, match="No space left"), atomic_path(out) as tmp:
        tmp.write_bytes(b"<svg/>")
    assert out.read_bytes() == b"precious"
    assert [p.name for p in tmp_path.iterdir()] == ["old.svg"]


def test_an_empty_result_is_not_renamed_over_a_file(tmp_path):
    out = tmp_path / "old.pdf"
    out.write_bytes(b"%PDF old")
    with pytest.raises(ExportError, match="nothing was written"), atomic_path(out):
        pass  # a writer that wrote nothing and reported nothing
    assert out.read_bytes() == b"%PDF old"


def test_a_private_file_stays_private(tmp_path):
    out = tmp_path / "private.npy"
    out.write_bytes(b"x")
    os.chmod(out, 0o600)
    write_data("heatmap", Params(seq_len=4, d_model=4), out)
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    assert np.load(out).shape == (4, 4)


def test_a_symlink_is_written_through(tmp_path):
    real = tmp_path / "real.npy"
    real.write_bytes(b"old")
    link = tmp_path / "link.npy"
    link.symlink_to(real)
    write_data("heatmap", Params(seq_len=3, d_model=2), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert np.load(real).shape == (3, 2)


def test_all_or_none_when_the_block_fails(tmp_path):
    a, b = tmp_path / "a.png", tmp_path / "b.png"
    a.write_bytes(b"old a")
    b.write_bytes(b"old b")
    before = snapshot(tmp_path)
    with pytest.raises(RuntimeError), atomic_paths([a, b]) as (ta, tb):
        ta.write_bytes(b"new a")
        tb.write_bytes(b"new b")
        raise RuntimeError("the third view failed")
    assert snapshot(tmp_path) == before


def test_all_or_none_when_a_rename_fails(tmp_path, monkeypatch):
    a, b = tmp_path / "a.png", tmp_path / "b.png"
    a.write_bytes(b"old a")
    b.write_bytes(b"old b")
    before = snapshot(tmp_path)
    real_replace = os.replace
    calls = []

    def replace(src, dst):
        calls.append(dst)
        if str(dst) == str(b) and len(calls) == 2:
            raise OSError(errno.EIO, "I/O error")
        return real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    with pytest.raises(ExportError, match="I/O error"), atomic_paths([a, b]) as (ta, tb):
        ta.write_bytes(b"new a")
        tb.write_bytes(b"new b")
    assert snapshot(tmp_path) == before


def test_stale_parts_of_dead_processes_are_removed(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True).stdout.strip()
    stale = tmp_path / f".fig.png.{dead}-abcd1234.part"
    stale.write_bytes(b"x" * 1000)
    live = tmp_path / ".fig.png.1-abcd1234.part"  # pid 1 is alive
    live.write_bytes(b"y")
    other = tmp_path / ".notes.part"  # not of the app's naming
    other.write_bytes(b"z")
    write_data("heatmap", Params(seq_len=2, d_model=2), tmp_path / "fig.npy")
    assert not stale.exists()
    assert live.exists() and other.exists()
    assert remove_stale_parts(tmp_path) == []


# -- reading: special files ---------------------------------------------------------------------

def test_a_fifo_is_refused_without_blocking(tmp_path):
    fifo = tmp_path / "table.npy"
    os.mkfifo(fifo)
    with pytest.raises(FileRefused, match="not a regular file"):
        finishes(lambda: open_regular(fifo))
    with pytest.raises(ParamError) as info:
        finishes(lambda: learned.load_table(str(fifo)))
    # the file's name first, then the reading layer's reason with the whole path
    assert str(info.value) == (f"table file table.npy: {fifo} is not a regular file (a pipe, "
                               "device or socket is not read)")


def test_dev_zero_is_refused_before_reading():
    with pytest.raises(FileRefused, match="not a regular file"):
        finishes(lambda: read_regular("/dev/zero", 1000))


def test_a_folder_and_a_missing_file_say_so(tmp_path):
    with pytest.raises(FileRefused, match="is a folder"):
        open_regular(tmp_path)
    with pytest.raises(FileRefused, match="does not exist"):
        open_regular(tmp_path / "none")


def test_a_file_over_its_limit_is_refused(tmp_path):
    big = tmp_path / "session.json"
    big.write_bytes(b" " * 2000)
    with pytest.raises(FileRefused, match="too large"):
        read_regular(big, 1000)
    assert read_regular(big, 2000) == b" " * 2000


# -- hostile .npy tables ------------------------------------------------------------------------

def npy(header: str, version=(1, 0), data=b"") -> bytes:
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    return b"\x93NUMPY" + bytes(version) + struct.pack("<H", len(header)) + header.encode() + data


@pytest.mark.parametrize("content,needle", [
    (npy("{'descr': '<f8', 'fortran_order': False, 'shape': (" + "9" * 400 + ", 2), }"),
     "a dimension is larger than"),
    (npy("{'descr': '<f8', 'fortran_order': False, 'shape': (2, 2), }", (9, 0), b"\0" * 32),
     "format version 9.0 is not read"),
    (npy("{'descr': '<f8', 'fortran_order': False, 'shape': (100, 16), }", (1, 0), b"\0" * 64),
     "truncated"),
])
def test_hostile_headers_are_one_line(tmp_path, content, needle):
    path = tmp_path / "t.npy"
    path.write_bytes(content)
    with pytest.raises(ParamError, match=needle) as info:
        learned.load_table(str(path))
    assert "\n" not in str(info.value) and len(str(info.value)) < 300


def test_float128_is_refused(tmp_path):
    path = tmp_path / "t.npy"
    np.save(path, np.zeros((4, 4), dtype=np.longdouble))
    if np.dtype(np.longdouble).itemsize <= 8:
        pytest.skip("long double is float64 here")
    with pytest.raises(ParamError, match="float16/32/64 only"):
        learned.load_table(str(path))


def test_values_beyond_float32_are_refused(tmp_path):
    path = tmp_path / "t.npy"
    np.save(path, np.array([[1e308, -1e308], [1.0, 2.0]]))
    with pytest.raises(ParamError, match="beyond the float32 range"):
        learned.load_table(str(path))
    np.save(path, np.array([[3.0e38, -3.0e38], [1.0, 2.0]]))  # inside it: loads
    assert learned.load_table(str(path)).shape == (2, 2)


def test_the_decay_of_too_long_a_table_is_refused(monkeypatch):
    monkeypatch.setattr(learned, "MAX_DECAY_ROWS", 1000)
    with pytest.raises(ParamError, match="at most 1,000 rows"):
        learned.mean_cosine_by_distance(Params(table_size=1001, d_model=2))
    assert learned.mean_cosine_by_distance(Params(table_size=1000, d_model=2, seed=5)).size == 1000


# -- hostile figures -----------------------------------------------------------------------------

def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(*chunks: bytes) -> bytes:
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)) \
        + b"".join(chunks) + chunk(b"IEND", b"")


def test_png_text_reads_all_three_kinds(tmp_path):
    import io

    key = b"pe-desktop:figure"
    for c in (chunk(b"tEXt", key + b"\0hello"),
              chunk(b"zTXt", key + b"\0\0" + zlib.compress(b"hello")),
              chunk(b"iTXt", key + b"\0\1\0\0\0" + zlib.compress(b"hello"))):
        assert png_text(io.BytesIO(png(c)), key.decode(), "x.png") == "hello"
    assert png_text(io.BytesIO(png()), key.decode(), "x.png") is None


def test_png_text_bomb_and_truncation_are_refused():
    import io

    key = b"pe-desktop:figure"
    bomb = chunk(b"zTXt", key + b"\0\0" + zlib.compress(b" " * 50_000_000))
    with pytest.raises(ExportError, match="not a readable PNG"):
        png_text(io.BytesIO(png(bomb)), key.decode(), "x.png")
    with pytest.raises(ExportError, match="not a readable PNG"):
        png_text(io.BytesIO(png(chunk(b"tEXt", key + b"\0hello"))[:40]), key.decode(), "x.png")


@pytest.mark.parametrize("view_range", [[[-1e308, 1e308], [0, 1]], [[0, 1], [-1e300, 1e300]]])
def test_huge_view_ranges_are_refused(view_range):
    record = json.dumps({"app": "pe-desktop", "view": "heatmap", "params": {},
                         "view_range": view_range})
    with pytest.raises(ExportError, match="view range is invalid"):
        read_record(record, "x.png")


@pytest.mark.parametrize("size", [(8000, 8000, 30.0), (16384, 16384, 96.0)])
def test_a_layout_beyond_the_budget_is_refused(size):
    with pytest.raises(ParamError, match="laid out at"):
        FigureOptions(*size)
    FigureOptions(16384, 16384, 384.0)  # the largest picture, laid out at 4096²


def test_a_large_table_transform_is_made_once_when_two_threads_ask(monkeypatch):
    """An export's synchronous draw and the view's background runner asked for the same
    distance decay at once: both computed it, twice the memory (1.55 GB for a 4M-row
    table). The second now waits for the first."""
    import time

    calls = []
    real = learned._mean_cosine_by_distance

    def slow(t):
        calls.append(1)
        time.sleep(0.3)
        return real(t)

    monkeypatch.setattr(learned, "_mean_cosine_by_distance", slow)
    params = Params(table_size=300, d_model=3, seed=123457)
    results = []
    threads = [threading.Thread(target=lambda: results.append(learned.mean_cosine_by_distance(params)))
               for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert len(results) == 2 and results[0] is results[1]
    assert len(calls) == 1
