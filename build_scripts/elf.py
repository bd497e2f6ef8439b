"""What the build reads from ELF files, through pyelftools (in the build venv and the test
extra): section names, the libraries a binary needs (DT_NEEDED) and where an exported
symbol's bytes are in the file.

Used by the bundle policy (pruning libraries nothing links to, finding binaries with debug
info), by icu_data.py (finding the ICU data package inside libicudata) and by make_deb.py.
"""
from __future__ import annotations

import io
from pathlib import Path

from elftools.common.exceptions import ELFError
from elftools.elf.dynamic import DynamicSection
from elftools.elf.elffile import ELFFile


class ElfFile:
    """One ELF file, read once. Raises ValueError for anything that is not a well-formed
    ELF file."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        try:
            self._data = self.path.read_bytes()
            if self._data[:4] != b"\x7fELF":
                raise ValueError(f"{self.path}: not an ELF file")
            self._elf = ELFFile(io.BytesIO(self._data))
            self.section_names = [s.name for s in self._elf.iter_sections()]
        except (OSError, ELFError, IndexError) as exc:
            raise ValueError(f"{self.path}: not a readable ELF file ({exc})") from exc

    def bytes_of(self, offset: int, size: int) -> bytes:
        if offset + size > len(self._data):
            raise ValueError(f"{self.path}: {size} bytes at {offset} are past the end of the file")
        return self._data[offset:offset + size]

    def needed(self) -> list[str]:
        """The DT_NEEDED entries (sonames this binary links to)."""
        for section in self._elf.iter_sections():
            if isinstance(section, DynamicSection):
                return [tag.needed for tag in section.iter_tags() if tag.entry.d_tag == "DT_NEEDED"]
        return []

    def symbol_bytes(self, name: str) -> tuple[int, int]:
        """(file offset, size) of the exported data symbol `name` (from .dynsym)."""
        dynsym = self._elf.get_section_by_name(".dynsym")
        found = [s for s in (dynsym.get_symbol_by_name(name) or []) if s["st_shndx"] != "SHN_UNDEF"] if dynsym else []
        if not found:
            raise ValueError(f"{self.path}: no exported symbol {name}")
        symbol = found[0]
        value = symbol["st_value"]
        home = self._elf.get_section(symbol["st_shndx"])
        if home["sh_type"] != "SHT_PROGBITS" or not home["sh_addr"] <= value < home["sh_addr"] + home["sh_size"]:
            raise ValueError(f"{self.path}: {name} is not stored in the file")
        return home["sh_offset"] + (value - home["sh_addr"]), symbol["st_size"]


def elf_info(path: str | Path) -> tuple[list[str], list[str]] | None:
    """(section names, DT_NEEDED) of an ELF file, or None if it is not one / cannot be read."""
    try:
        elf = ElfFile(path)
        return elf.section_names, elf.needed()
    except ValueError:
        return None
