"""The standalone build's trimmed ICU data (build_scripts/icu_data.py).

The package reader/writer is checked on a synthetic package; the real trim is checked on the
ICU library of the installed PySide6 wheel: the kept items are byte-identical, and Qt's
text services (the frozen self-test's check) still work with the trimmed library loaded in
place of the original, and fail when data they need is removed.
"""
from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_scripts"))
import icu_data  # noqa: E402

from elf import ElfFile  # noqa: E402


def _header() -> bytes:
    """A DataHeader for a little-endian ASCII "CmnD" package, padded to 32 bytes."""
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, b"CmnD", b"\1\0\0\0", b"\3\0\0\0")
    head = struct.pack("<HBB", 32, 0xDA, 0x27) + info
    return head + b"\0" * (32 - len(head))


def test_package_round_trip_keeps_names_bytes_and_alignment():
    items = [("icudt99l/a.res", b"A" * 5), ("icudt99l/coll/b.res", b"B" * 16),
             ("icudt99l/z.cnv", b"Z" * 33)]
    blob = icu_data.write_package(icu_data.Package(_header(), items))
    back = icu_data.read_package(blob)
    # Items come back padded to 16 bytes (ICU's alignment), the data itself unchanged.
    assert [n for n, _ in back.items] == [n for n, _ in items]
    for (_, want), (_, got) in zip(items, back.items):
        assert got[:len(want)] == want and set(got[len(want):]) <= {0} and len(got) % 16 == 0
    # The table of contents, read by hand: every data offset 16-aligned, names where it says.
    toc = blob[32:]
    count, = struct.unpack_from("<I", toc, 0)
    assert count == 3
    for i, (name, _) in enumerate(items):
        name_off, data_off = struct.unpack_from("<II", toc, 4 + 8 * i)
        assert toc[name_off:name_off + len(name)].decode() == name
        assert data_off % 16 == 0


def test_reader_refuses_what_is_not_a_package():
    with pytest.raises(ValueError, match="not an ICU common data package"):
        icu_data.read_package(b"\x20\0\xda\x28" + b"\0" * 60)
    unsorted = icu_data.write_package(icu_data.Package(_header(), [("b", b"1"), ("a", b"2")]))
    with pytest.raises(ValueError, match="not sorted"):
        icu_data.read_package(unsorted)


@pytest.mark.parametrize("name, kept", [
    ("icudt73l/coll/sv.res", True),          # collation: every locale
    ("icudt73l/coll/ucadata.icu", True),
    ("icudt73l/ja.res", True), ("icudt73l/en_GB.res", True), ("icudt73l/root.res", True),
    ("icudt73l/de.res", False), ("icudt73l/zh_Hant_TW.res", False),
    ("icudt73l/res_index.res", True), ("icudt73l/pool.res", True),
    ("icudt73l/supplementalData.res", True), ("icudt73l/zoneinfo64.res", True),
    ("icudt73l/metaZones.res", True), ("icudt73l/cnvalias.icu", True),
    ("icudt73l/zone/ja.res", True), ("icudt73l/zone/fr.res", False),
    ("icudt73l/ibm-943_P15A-2003.cnv", False), ("icudt73l/gb18030.cnv", False),
    ("icudt73l/brkitr/cjdict.dict", False), ("icudt73l/brkitr/line.brk", True),
    ("icudt73l/lang/ja.res", False), ("icudt73l/translit/root.res", False),
    ("icudt73l/unit/en.res", False), ("icudt73l/rbnf/root.res", False),
])
def test_what_the_bundle_keeps(name, kept):
    assert icu_data.keep(name) is kept


def _wheel_icu() -> Path:
    import PySide6

    libs = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not sys.platform.startswith("linux") or not libs:
        pytest.skip("this PySide6 wheel bundles no ICU data library (only Linux wheels do)")
    if not (shutil.which("as") and shutil.which("ld")):
        pytest.skip("binutils (as, ld) are not installed")
    return libs[0]


@pytest.fixture(scope="module")
def trimmed(tmp_path_factory):
    src = _wheel_icu()
    return src, icu_data.trim_library(src, tmp_path_factory.mktemp("icu"))


def _package(lib: Path) -> icu_data.Package:
    elf = ElfFile(lib)
    symbol = f"icudt{icu_data.LIBRARY.match(lib.name).group(1)}_dat"
    return icu_data.read_package(elf.bytes_of(*elf.symbol_bytes(symbol)))


def test_trimmed_library_holds_exactly_the_kept_items(trimmed):
    src, result = trimmed
    before, after = _package(src), _package(result.library)
    want = [(n, d) for n, d in before.items if icu_data.keep(n)]
    assert [n for n, _ in after.items] == [n for n, _ in want]
    for (name, data), (_, got) in zip(want, after.items):
        assert got[:len(data)] == data, name
    assert after.header == before.header
    assert result.items_after == len(want) < result.items_before
    assert result.bytes_after < 10e6 < 25e6 < result.bytes_before
    dropped = {n.rsplit(".", 1)[-1] for n, _ in before.items if not icu_data.keep(n)}
    assert "cnv" in dropped and "dict" in dropped


_PROBE = """
import os, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from pe_desktop.selftest import _check_text_services
print(_check_text_services())
maps = open("/proc/self/maps").read()
print("icu:", sorted({l.split()[-1] for l in maps.splitlines() if "libicudata" in l}))
"""


def _probe(library: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, LD_PRELOAD=str(library), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True,
                          env=env, timeout=120)


def test_qt_text_services_work_with_the_trimmed_data(trimmed):
    _, result = trimmed
    run = _probe(result.library)
    assert run.returncode == 0, run.stderr
    assert f"icu: ['{result.library}']" in run.stdout  # the trimmed library, not the wheel's


def test_the_check_fails_when_data_it_needs_is_gone(trimmed, tmp_path, monkeypatch):
    src, _ = trimmed
    kept = icu_data.keep
    monkeypatch.setattr(icu_data, "keep", lambda n: kept(n) and "/coll/sv" not in n
                        and not n.endswith("zone/ja.res"))
    broken = icu_data.trim_library(src, tmp_path)
    run = _probe(broken.library)
    assert run.returncode != 0
    assert "AssertionError" in run.stderr


def test_without_binutils_the_trim_says_what_to_install(trimmed, tmp_path, monkeypatch):
    src, _ = trimmed
    monkeypatch.setattr(icu_data.shutil, "which", lambda tool: None)
    with pytest.raises(FileNotFoundError, match=r"as and ld not found \(install binutils\)"):
        icu_data.trim_library(src, tmp_path)
    assert not (tmp_path / src.name).exists()
