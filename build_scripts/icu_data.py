"""Trim the ICU data library the Linux PySide6 wheels bundle (libicudata.so.NN, 32 MB) to
the data Qt can ask for, for the standalone app.

What Qt takes from ICU (the ICU functions libQt6Core imports; no other Qt library imports
any): converters for legacy text encodings (ucnv_*), collation (ucol_*: QCollator, which
sorts the file dialogs), case mapping (u_strToUpper/Lower: built into libicuuc, no data),
and calendar/time-zone names (ucal_*: QTimeZone). The app decodes no legacy encoding (all
its files are UTF-8, JSON, CSV or .npy written and read by Python), so:

  kept     collation for every locale (QCollator works in any language the app may sort in),
           time-zone and locale data for root, English and Japanese, every non-locale table
           (supplemental data, likely subtags, zoneinfo, normalization, properties, ...), the
           converter alias table (Qt's own UTF-8/16/32 and Latin-1 need no ICU data) and the
           break-iteration rules;
  dropped  the 190 legacy-encoding converter tables (*.cnv), locale display names for other
           languages (lang/, region/, curr/, unit/, zone/, the locale root tree),
           number spell-out (rbnf/), transliteration (translit/) and the word dictionaries
           for Chinese/Japanese/Thai/Lao/Khmer/Burmese word breaking (brkitr/*.dict).

A locale whose data is dropped falls back to the root locale (ICU's normal behaviour for a
locale it does not have), so nothing fails; it only gets root's names.

The data lives in the library as one ICU "common data" package, exported as the symbol
icudtNN_dat. This module reads the package's table of contents, keeps the items above and
assembles a library with the same soname and symbol (binutils `as` + `ld`).

    python build_scripts/icu_data.py SRC_LIB OUT_DIR     # writes OUT_DIR/libicudata.so.NN
"""
from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from elf import ElfFile  # noqa: E402

LIBRARY = re.compile(r"^libicudata\.so\.(\d+)$")
ALIGN = 16  # ICU's package tool aligns every item to 16 bytes

# A locale ID (de, de_CH, sr_Latn_BA, ...): as opposed to root, pool (the shared key pool of
# a tree), res_index (the tree's list of locales) and the named non-locale tables.
_LOCALE = re.compile(r"^[a-z]{2,3}(?:_[A-Za-z0-9]*)*$")
KEPT_LOCALES = re.compile(r"^(?:en|ja)(?:_|$)")
DROPPED_TREES = {"lang", "region", "curr", "unit", "rbnf", "translit"}
NON_LOCALE = {"res_index", "root", "pool"}


@dataclass
class Package:
    header: bytes                   # ICU DataHeader of the package (format "CmnD")
    items: list[tuple[str, bytes]]  # (name such as "icudt73l/coll/ja.res", bytes), sorted


def read_package(blob: bytes) -> Package:
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27) or blob[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    if blob[8] != 0 or blob[9] != 0:  # UDataInfo isBigEndian, charsetFamily (ASCII)
        raise ValueError("only little-endian ASCII ICU data is supported")
    toc = blob[header_size:]
    (count,) = struct.unpack_from("<I", toc, 0)
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_off, data_off) in enumerate(entries):
        name = toc[name_off:toc.index(b"\0", name_off)].decode("ascii")
        end = entries[i + 1][1] if i + 1 < count else len(toc)
        if not data_off <= end <= len(toc):
            raise ValueError(f"ICU package item {name} lies outside the package")
        items.append((name, toc[data_off:end]))
    names = [n for n, _ in items]
    if names != sorted(names, key=lambda n: n.encode()):
        raise ValueError("ICU package items are not sorted (ICU looks them up by bisection)")
    return Package(blob[:header_size], items)


def write_package(pkg: Package) -> bytes:
    """The package bytes: header, item count, (name offset, data offset) pairs, names, then
    the items at 16-byte aligned offsets. Offsets count from the end of the header."""
    if len(pkg.header) % ALIGN:
        raise ValueError("ICU package header is not 16-byte aligned")
    count = len(pkg.items)
    names = b""
    name_offsets = []
    base = 4 + 8 * count
    for name, _ in pkg.items:
        name_offsets.append(base + len(names))
        names += name.encode("ascii") + b"\0"
    body = bytearray()
    data_start = _aligned(base + len(names))
    data_offsets = []
    for _, data in pkg.items:
        data_offsets.append(data_start + len(body))
        body += data + b"\0" * (_aligned(len(data)) - len(data))
    toc = bytearray(struct.pack("<I", count))
    for n, d in zip(name_offsets, data_offsets):
        toc += struct.pack("<II", n, d)
    toc += names + b"\0" * (data_start - base - len(names))
    return bytes(pkg.header) + bytes(toc) + bytes(body)


def _aligned(n: int) -> int:
    return (n + ALIGN - 1) // ALIGN * ALIGN


def keep(name: str) -> bool:
    """Whether the app's bundle keeps the package item `name` (see the module docstring)."""
    parts = name.split("/")[1:]  # drop "icudt73l"
    if not parts:
        return True
    tree, leaf = (parts[0], parts[-1]) if len(parts) > 1 else ("", parts[0])
    stem, _, ext = leaf.rpartition(".")
    if tree in DROPPED_TREES:
        return False
    if tree == "" and ext == "cnv":
        return False
    if tree == "brkitr" and ext == "dict":
        return False
    if tree == "coll":
        return True
    if ext == "res" and stem not in NON_LOCALE and _LOCALE.match(stem):
        return bool(KEPT_LOCALES.match(stem))
    return True


def trim_package(pkg: Package) -> Package:
    return Package(pkg.header, [(n, d) for n, d in pkg.items if keep(n)])


@dataclass
class TrimResult:
    library: Path
    items_before: int
    items_after: int
    bytes_before: int
    bytes_after: int


def trim_library(src: str | Path, out_dir: str | Path) -> TrimResult:
    """Write out_dir/libicudata.so.NN holding the trimmed package of `src`."""
    src = Path(src)
    m = LIBRARY.match(src.name)
    if not m:
        raise ValueError(f"{src.name} is not an ICU data library (libicudata.so.NN)")
    symbol = f"icudt{m.group(1)}_dat"
    elf = ElfFile(src)
    offset, size = elf.symbol_bytes(symbol)
    original = read_package(elf.bytes_of(offset, size))
    trimmed = trim_package(original)
    blob = write_package(trimmed)
    # The new package must read back to exactly the kept items.
    if read_package(blob).items != trimmed.items:
        raise ValueError("the trimmed ICU package does not read back to its items")
    out = Path(out_dir) / src.name
    out.parent.mkdir(parents=True, exist_ok=True)
    link_data_library(blob, symbol, src.name, out)
    if ElfFile(out).symbol_bytes(symbol)[1] != len(blob):
        raise ValueError(f"{out}: {symbol} does not hold the whole package")
    return TrimResult(out, len(original.items), len(trimmed.items),
                      src.stat().st_size, out.stat().st_size)


def link_data_library(blob: bytes, symbol: str, soname: str, out: Path) -> None:
    """A shared library exporting `blob` as the read-only data symbol `symbol`."""
    tools = {t: shutil.which(t) for t in ("as", "ld")}
    missing = [t for t, p in tools.items() if p is None]
    if missing:
        raise FileNotFoundError(f"{' and '.join(missing)} not found (install binutils)")
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        (tmp / "data.bin").write_bytes(blob)
        (tmp / "data.s").write_text(
            '\t.section .rodata\n'
            f'\t.balign {ALIGN}\n'
            f'\t.globl {symbol}\n'
            f'\t.type {symbol}, @object\n'
            f'{symbol}:\n'
            f'\t.incbin "{tmp / "data.bin"}"\n'
            f'\t.size {symbol}, . - {symbol}\n'
            '\t.section .note.GNU-stack,"",@progbits\n'
        )
        for cmd in ([tools["as"], "-o", str(tmp / "data.o"), str(tmp / "data.s")],
                    [tools["ld"], "-shared", "-z", "noexecstack", "-soname", soname,
                     "-o", str(out), str(tmp / "data.o")]):
            run = subprocess.run(cmd, capture_output=True, text=True)
            if run.returncode:
                raise RuntimeError(f"{Path(cmd[0]).name} failed: {run.stderr.strip()}")


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[-1].strip(), file=sys.stderr)
        return 2
    try:
        r = trim_library(argv[0], argv[1])
    except (OSError, ValueError, RuntimeError) as exc:
        print(f"icu_data: {exc}", file=sys.stderr)
        return 1
    print(f"{r.library}: {r.items_after}/{r.items_before} items, "
          f"{r.bytes_before / 1e6:.1f} MB -> {r.bytes_after / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
