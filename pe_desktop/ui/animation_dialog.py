"""File › Export animation…: which parameter sweeps (from, to, frames, frames per second, as in
the play bar), the size of each frame, and the file (GIF, APNG or MP4 by its extension).
What cannot be written is said in the dialog before it closes.
"""
from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.errors import ExportError
from ..core.figure import SIZE_PRESETS, FigureOptions, FigureRecord, preset_options
from ..core.params import ParamError
from ..core.sweep import Sweep
from ..i18n import localize, tr
from .export import check_animation, mp4_available
from .player import SweepInputs
from .wheel import guard_wheel

AS_SHOWN = ""  # the size item of the view's own size on screen


class AnimationDialog(QDialog):
    def __init__(self, record: FigureRecord, inputs: SweepInputs, folder: str,
                 parent: QWidget | None = None) -> None:
        """``record``: the active view as shown (its size is "as shown"); ``inputs``: the play
        bar's fields, whose choices the dialog starts from."""
        super().__init__(parent)
        self.setObjectName("animation_dialog")
        self.setWindowTitle(tr("Export animation"))
        # the whole range of every frame: a zoomed-in range would stay put while the data moves
        self.record = dataclasses.replace(record, view_range=None)
        self.inputs = SweepInputs(inputs.current, self)
        self.inputs.copy_from(inputs)
        self.size = QComboBox()
        self.size.setObjectName("animation_size")
        self.size.addItem(tr("As shown ({width} × {height} pixels)", width=record.options.width,
                             height=record.options.height), AS_SHOWN)
        for key, preset in SIZE_PRESETS.items():
            self.size.addItem(localize(preset.label), key)
        self.path = QLineEdit(str(Path(folder) / f"{record.view}-{self.inputs.name()}.gif"))
        self.path.setObjectName("animation_path")
        self.path.setMinimumWidth(self.path.fontMetrics().horizontalAdvance("0" * 40))
        browse = QPushButton(tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.problem = QLabel()
        self.problem.setObjectName("animation_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a40000;")
        self.problem.hide()
        formats = tr("GIF (.gif) or APNG (.apng, .png)") + ("" if not mp4_available() else tr(", or MP4 (.mp4)"))

        file_row = QHBoxLayout()
        file_row.addWidget(self.path, 1)
        file_row.addWidget(browse)
        form = QFormLayout()
        form.addRow(tr("Parameter"), self.inputs.param)
        form.addRow(tr("From"), self.inputs.start)
        form.addRow(tr("To"), self.inputs.stop)
        form.addRow(tr("Frames"), self.inputs.frames)
        form.addRow(tr("Frames per second"), self.inputs.fps)
        form.addRow(tr("Size of each frame"), self.size)
        form.addRow(tr("File"), file_row)
        form.addRow("", QLabel(tr("The format follows the extension: {formats}.", formats=formats)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.problem)
        column.addWidget(buttons)
        self.chosen: tuple[FigureRecord, Sweep, int, str] | None = None
        guard_wheel(self)

    def options(self) -> FigureOptions:
        key = self.size.currentData()
        if key == AS_SHOWN:
            return self.record.options
        return preset_options(key, None, self.record.options.background)

    def figure_record(self) -> FigureRecord:
        return dataclasses.replace(self.record, options=self.options())

    def accept(self) -> None:
        """Close only when the animation can be written; else say why, here."""
        path = self.path.text().strip()
        try:
            sweep = self.inputs.sweep()
            check_animation(self.figure_record(), sweep, path, self.inputs.fps.value())
        except (ParamError, ExportError) as exc:
            self.problem.setText(localize(exc))
            self.problem.show()
            return
        self.chosen = (self.figure_record(), sweep, self.inputs.fps.value(), path)
        super().accept()

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, tr("Export animation"), self.path.text(),
                                              tr("Animations (*.gif *.apng *.png *.mp4)"))
        if path:
            self.path.setText(path)
