"""pyqtgraph's ScatterPlotItem for points in one style, set and drawn without its per-point work."""
from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QRectF

# pyqtgraph's per-point style and data fields of a ScatterPlotItem's record (None: its own)
OBJECT_FIELDS = ("symbol", "pen", "brush", "data", "item")


class Dots(pg.ScatterPlotItem):
    """A ScatterPlotItem whose points share its symbol, size, pen and brush (no per-point
    style), in pixel mode: :meth:`set_points` fills the same record pyqtgraph's ``setData(x=,
    y=)`` does with the style's atlas cell looked up once (pyqtgraph looks it up per point,
    ~0.3 ms for 50), the bounding rect is kept until the data or the view transform change,
    and a paint draws every point's fragment as pyqtgraph's does, the same pixels, without
    first culling the few outside the view (the painter clips them). An export, and anything
    pyqtgraph's own setters set, goes through pyqtgraph."""

    def __init__(self, *args, **kwargs) -> None:
        self._rect: QRectF | None = None
        self._made: np.ndarray | None = None  # the record set_points made last
        super().__init__(*args, **kwargs)

    def set_points(self, x: np.ndarray, y: np.ndarray) -> None:
        """Show a point at each (x[i], y[i]), as ``setData(x=x, y=y)`` would. The record it
        made last, still the item's, is filled again for as many points (a new one, its object
        fields None, cost ~30 µs)."""
        data = self.data
        if data is self._made and len(data) == len(x):
            for name in OBJECT_FIELDS:
                data[name] = None
            data["hovered"] = False
            data["sourceRect"] = 0
        else:
            data = self._made = np.empty(len(x), dtype=self.data.dtype)  # object fields None
        data["x"] = x
        data["y"] = y
        data["size"] = -1
        data["visible"] = True
        if len(data) and self.opts["pxMode"] and self.opts["useCache"]:
            style = (self.opts["symbol"], self.opts["size"], self.opts["pen"], self.opts["brush"])
            data["sourceRect"] = self.fragmentAtlas[[style]][0]
        self.data = data
        self.prepareGeometryChange()
        self.informViewBoundsChanged()
        self.invalidate()
        self.updateSpots(data)  # nothing left to look up: the spot sizes, as setData has them
        self.sigPlotChanged.emit(self)

    def _updateMaxSpotSizes(self, **kwargs) -> None:  # noqa: N802 (pyqtgraph's name)
        super()._updateMaxSpotSizes(**kwargs)
        self._rect = None

    def invalidate(self) -> None:
        self._rect = None
        super().invalidate()

    def viewTransformChanged(self) -> None:  # noqa: N802 (pyqtgraph's name)
        self._rect = None
        super().viewTransformChanged()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        if self._rect is None:
            self._rect = super().boundingRect()
        return QRectF(self._rect)

    def paint(self, p, option, widget) -> None:
        if not (self._exportOpts is False and self.opts["pxMode"] is True and self.opts["useCache"]
                and self.opts.get("compositionMode") is None and len(self.data)
                and (widget is None or widget.devicePixelRatioF() == self.fragmentAtlas.devicePixelRatio())):
            super().paint(p, option, widget)
            return
        pts = pg.functions.transformCoordinates(p.transform(), np.vstack([self.data["x"], self.data["y"]]))
        pts = pg.functions.clip_array(pts, -2 ** 30, 2 ** 30)  # (pyqtgraph's guard against a Qt crash)
        p.resetTransform()
        dpr = self.fragmentAtlas.devicePixelRatio()
        self._pixmapFragments.resize(len(self.data))
        frags = self._pixmapFragments.ndarray()
        frags[:, 0:2] = pts.T
        frags[:, 2:6] = np.frombuffer(np.ascontiguousarray(self.data["sourceRect"]), dtype=int).reshape((-1, 4))
        frags[:, 6:10] = [1 / dpr, 1 / dpr, 0.0, 1.0]
        p.drawPixmapFragments(*self._pixmapFragments.drawargs(), self.fragmentAtlas.pixmap)
