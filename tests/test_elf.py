"""build_scripts/elf.py against binutils' readelf, on a library of the installed PySide6."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "build_scripts"))
from elf import ElfFile, elf_info  # noqa: E402


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("readelf") is None,
                    reason="an ELF platform with binutils' readelf")
def test_needed_libraries_and_sections_match_readelf():
    from PySide6 import QtCore

    lib = Path(QtCore.__file__)
    dynamic = subprocess.run(["readelf", "-d", str(lib)], capture_output=True, text=True, check=True).stdout
    want = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)
    assert want and ElfFile(lib).needed() == want
    sections = subprocess.run(["readelf", "-S", "-W", str(lib)], capture_output=True, text=True,
                              check=True).stdout
    names, _ = elf_info(lib)
    assert ".dynsym" in names and all(f" {n} " in sections for n in names if n)


def test_what_is_not_elf_is_refused(tmp_path):
    text = tmp_path / "notes.txt"
    text.write_text("not a library")
    assert elf_info(text) is None
    with pytest.raises(ValueError, match="not an ELF file"):
        ElfFile(text)
