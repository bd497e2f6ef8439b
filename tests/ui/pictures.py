"""Pixels of pictures the UI tests compare."""
from __future__ import annotations

import numpy as np
from PySide6.QtGui import QImage


def rgb_pixels(image: QImage) -> np.ndarray:
    """A QImage's pixels as a (height, width, 3) uint8 array, channels B, G, R (Format_RGB32
    in memory), each row without its padding."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    raw = np.frombuffer(image.constBits(), np.uint8).reshape(image.height(), image.bytesPerLine() // 4, 4)
    return raw[:, :image.width(), :3].copy()
