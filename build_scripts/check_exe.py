"""Check the Windows executable is a windowed program carrying the app's icon.

    python check_exe.py pe-desktop.exe resources/icons/pe-desktop.ico

Run with any Python that has pefile (PyInstaller's dependency on Windows; windows_wine.sh runs
it with the Windows Python under Wine). Exit 1 saying what differs.
"""
import struct
import sys

import pefile

RT_GROUP_ICON = 14
IMAGE_SUBSYSTEM_WINDOWS_GUI = 2


def main(exe: str, ico: str) -> int:
    pe = pefile.PE(exe)
    problems = []
    if pe.OPTIONAL_HEADER.Subsystem != IMAGE_SUBSYSTEM_WINDOWS_GUI:
        problems.append(f"subsystem {pe.OPTIONAL_HEADER.Subsystem}, not a windowed program (2)")
    with open(ico, "rb") as f:
        images_in_ico = struct.unpack("<HHH", f.read(6))[2]
    resources = pe.DIRECTORY_ENTRY_RESOURCE.entries if hasattr(pe, "DIRECTORY_ENTRY_RESOURCE") else []
    groups = [e for e in resources if e.id == RT_GROUP_ICON]
    counts = []
    for group in groups:
        for name in group.directory.entries:
            for lang in name.directory.entries:
                data = pe.get_data(lang.data.struct.OffsetToData, lang.data.struct.Size)
                counts.append(struct.unpack("<HHH", data[:6])[2])
    if counts != [images_in_ico]:
        problems.append(f"icon groups with {counts} images, the .ico has {images_in_ico}")
    if problems:
        print(f"{exe}: " + "; ".join(problems), file=sys.stderr)
        return 1
    print(f"ok: a windowed program; its icon has the {images_in_ico} images of the .ico")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
