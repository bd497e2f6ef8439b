"""The shipped icons are what their formats say: every entry decodes at its stated size."""
import struct
from pathlib import Path

from PySide6.QtGui import QImage

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
ICNS_SIZES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512,
              b"ic10": 1024}


def _png_size(data: bytes) -> tuple[int, int]:
    image = QImage.fromData(data, "PNG")
    assert not image.isNull()
    return image.width(), image.height()


def test_icns_entries_are_pngs_of_their_sizes():
    data = (ICONS / "pe-desktop.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    offset, seen = 8, {}
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack(">I", data[offset + 4:offset + 8])[0]
        seen[kind] = _png_size(data[offset + 8:offset + length])
        offset += length
    assert offset == len(data)
    assert seen == {k: (s, s) for k, s in ICNS_SIZES.items()}


def test_ico_directory_matches_its_pngs():
    data = (ICONS / "pe-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 5
    for i in range(count):
        w, h, _c, _r, _planes, _bpp, size, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        assert _png_size(data[offset:offset + size]) == (w or 256, h or 256)
