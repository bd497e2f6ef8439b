"""A plot of one graphics item, without axes, in a widget of its own: its pixels on screen,
for the tests that hold an item of the app's against pyqtgraph's own."""
import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QApplication


class ItemPlot:
    def __init__(self, qtbot, item, size: tuple[int, int]) -> None:
        self.widget = pg.GraphicsLayoutWidget()
        self.widget.resize(*size)
        self.widget.setBackground("w")
        self.plot = self.widget.addPlot()
        for side in ("left", "bottom"):
            self.plot.hideAxis(side)
        self.plot.addItem(item)
        self.widget.show()
        qtbot.waitExposed(self.widget)

    def set_range(self, xr, yr) -> None:
        self.plot.setRange(xRange=xr, yRange=yr, padding=0)

    def pixels(self) -> np.ndarray:
        """The widget's pixels (rows × columns × BGRA) once its pending events are handled."""
        QApplication.processEvents()
        image = self.widget.grab().toImage()
        h, w = image.height(), image.width()
        return np.frombuffer(image.constBits(), np.uint8).reshape(h, image.bytesPerLine())[
            :, :w * 4].reshape(h, w, 4).copy()

    def close(self) -> None:
        self.widget.close()
        self.widget.deleteLater()
