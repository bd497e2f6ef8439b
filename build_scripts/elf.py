"""A minimal ELF reader for the build (standard library only): section headers, the
libraries a binary needs (DT_NEEDED) and where an exported symbol's bytes are in the file.

Used by the PyInstaller spec (pruning libraries nothing links to, finding binaries with debug
info) and by icu_data.py (finding the ICU data package inside libicudata).
"""
from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

SHT_PROGBITS, SHT_SYMTAB, SHT_DYNAMIC, SHT_DYNSYM = 1, 2, 6, 11
DT_NULL, DT_NEEDED = 0, 1


@dataclass(frozen=True)
class Section:
    name: str
    type: int
    flags: int
    addr: int
    offset: int
    size: int
    link: int


class ElfFile:
    """The sections of one ELF file, read once. Raises ValueError for anything that is not
    a well-formed ELF file."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        try:
            self._data = self.path.read_bytes()
            self._parse()
        except (OSError, struct.error, IndexError) as exc:
            raise ValueError(f"{self.path}: not a readable ELF file ({exc})") from exc

    def _parse(self) -> None:
        d = self._data
        if len(d) < 16 or d[:4] != b"\x7fELF":
            raise ValueError(f"{self.path}: not an ELF file")
        self.is64, e = d[4] == 2, "<" if d[5] == 1 else ">"
        self.endian = e
        if self.is64:
            (shoff,) = struct.unpack_from(e + "Q", d, 0x28)
            shentsize, shnum, shstrndx = struct.unpack_from(e + "HHH", d, 0x3A)
            shfmt = e + "IIQQQQI"
        else:
            (shoff,) = struct.unpack_from(e + "I", d, 0x20)
            shentsize, shnum, shstrndx = struct.unpack_from(e + "HHH", d, 0x2E)
            shfmt = e + "IIIIIII"
        if not shoff or shstrndx >= shnum:
            raise ValueError(f"{self.path}: no section headers")
        raw = [struct.unpack_from(shfmt, d, shoff + i * shentsize) for i in range(shnum)]
        shstr = self.bytes_of(raw[shstrndx][4], raw[shstrndx][5])
        self.sections = [Section(_cstr(shstr, r[0]), *r[1:]) for r in raw]

    def bytes_of(self, offset: int, size: int) -> bytes:
        if offset + size > len(self._data):
            raise IndexError("section past the end of the file")
        return self._data[offset:offset + size]

    @property
    def section_names(self) -> list[str]:
        return [s.name for s in self.sections]

    def _entries(self, section_type: int, fmt: str):
        """(string table, unpacked entry) for every fixed-size entry of every section of
        `section_type` (dynamic tags, symbols), with the string table it refers to."""
        fmt = self.endian + fmt
        step = struct.calcsize(fmt)
        for sec in self.sections:
            if sec.type != section_type:
                continue
            strtab = self.sections[sec.link]
            strings = self.bytes_of(strtab.offset, strtab.size)
            table = self.bytes_of(sec.offset, sec.size)
            for i in range(0, len(table) - step + 1, step):
                yield strings, struct.unpack_from(fmt, table, i)

    def needed(self) -> list[str]:
        """The DT_NEEDED entries (sonames this binary links to)."""
        out = []
        for strings, (tag, val) in self._entries(SHT_DYNAMIC, "qQ" if self.is64 else "iI"):
            if tag == DT_NULL:
                break  # (one dynamic section per file)
            if tag == DT_NEEDED:
                out.append(_cstr(strings, val))
        return out

    def symbol_bytes(self, name: str) -> tuple[int, int]:
        """(file offset, size) of the exported data symbol `name` (from .dynsym)."""
        if not self.is64:
            raise ValueError(f"{self.path}: only 64-bit ELF symbols are supported")
        for strings, (st_name, _info, _other, shndx, value, size) in self._entries(SHT_DYNSYM, "IBBHQQ"):
            if _cstr(strings, st_name) != name or shndx == 0:
                continue
            home = self.sections[shndx]
            if home.type != SHT_PROGBITS or not home.addr <= value < home.addr + home.size:
                raise ValueError(f"{self.path}: {name} is not stored in the file")
            return home.offset + (value - home.addr), size
        raise ValueError(f"{self.path}: no exported symbol {name}")


def _cstr(buf: bytes, i: int) -> str:
    return buf[i:buf.find(b"\0", i)].decode("utf-8", "replace")


def elf_info(path: str | Path) -> tuple[list[str], list[str]] | None:
    """(section names, DT_NEEDED) of an ELF file, or None if it is not one / cannot be read."""
    try:
        elf = ElfFile(path)
        return elf.section_names, elf.needed()
    except ValueError:
        return None
