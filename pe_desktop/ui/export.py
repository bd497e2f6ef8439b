"""Saving what a view shows: the same view class, on screen or offscreen."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from ..core.datafiles import ExportError, atomic_path
from ..core.params import Params
from .views import VIEW_CLASSES
from .views.base import PlotView

IMAGE_FORMATS = (".png",)
DEFAULT_SIZE = (1200, 600)


def grab_image(view: PlotView) -> QImage:
    return view.graphics.grab().toImage()


def save_image(image: QImage, out: str | os.PathLike) -> Path:
    out = Path(out)
    if out.suffix.lower() not in IMAGE_FORMATS:
        raise ExportError(f"unsupported image format {out.suffix!r}: use .png")
    if image.isNull():
        raise ExportError("nothing to save: the view has no picture")
    with atomic_path(out) as tmp:
        if not image.save(str(tmp), "PNG"):
            raise ExportError(f"cannot write {out}: the PNG encoder failed")
    return out


def suggested_name(view_name: str, params: Params, suffix: str = ".png") -> str:
    return (f"pe_{view_name}_d{params.d_model}_n{params.seq_len}_base{params.base:g}"
            f"_off{params.offset}{suffix}")


def render_offscreen(view_name: str, params: Params, size: tuple[int, int] = DEFAULT_SIZE) -> QImage:
    """Build the view class the window uses, at ``size`` logical pixels, and grab it."""
    if QApplication.instance() is None:
        raise RuntimeError("a QApplication is needed")
    view = VIEW_CLASSES[view_name]()
    try:
        view.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        view.resize(*size)
        view.show()
        QApplication.processEvents()
        view.set_params(params)
        QApplication.processEvents()
        view.render_sync()
        QApplication.processEvents()
        return grab_image(view)
    finally:
        view.runner.stop()
        view.close()
        view.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
