"""File › Export…: format, size (px, cm or in at a DPI), background, a live preview and a
file name suggested from the view and its parameters."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QDoubleSpinBox, QFileDialog, QFormLayout, QHBoxLayout,
    QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget,
)

from ..core.text import N_
from ..i18n import localize, tr
from ..core.catalogue import BY_NAME
from ..core.figure import (
    BACKGROUNDS, MAX_DPI, MAX_PIXELS, MIN_DPI, MIN_PIXELS, UNITS, FigureOptions, FigureRecord,
    from_pixels, suggested_name, to_pixels,
)
from ..core.params import ParamError
from .export import preview_record, render_image

FORMATS = {N_("PNG image"): ".png", N_("SVG vector image"): ".svg", N_("PDF document"): ".pdf",
           N_("CSV table (data)"): ".csv", N_("NumPy array (data)"): ".npy"}
BACKGROUND_LABELS = {"white": N_("white"), "transparent": N_("transparent"),
                     "shown": N_("as shown (light or dark)"), "dark": N_("dark")}


class ExportDialog(QDialog):
    def __init__(self, record: FigureRecord, folder: str, parent: QWidget | None = None,
                 dark: bool = False) -> None:
        """``dark``: the window shows dark plots, so "as shown" means the dark figure."""
        super().__init__(parent)
        self.dark = dark
        self.setWindowTitle(tr("Export"))
        self.record = record
        self.folder = folder
        self.format = QComboBox()
        for label, suffix in FORMATS.items():
            if suffix in (".csv", ".npy") and BY_NAME[record.view].data is None:
                continue
            self.format.addItem(localize(label), suffix)
        self.unit = QComboBox()
        self.unit.addItems(list(UNITS))
        self.dpi = QDoubleSpinBox()
        self.dpi.setRange(MIN_DPI, MAX_DPI)
        self.dpi.setDecimals(0)
        self.dpi.setValue(record.options.dpi)
        self.width_box, self.height_box = QDoubleSpinBox(), QDoubleSpinBox()
        for box, value in ((self.width_box, record.options.width), (self.height_box, record.options.height)):
            box.setDecimals(0)
            box.setRange(MIN_PIXELS, MAX_PIXELS)
            box.setValue(value)
        self.background = QComboBox()
        for key in BACKGROUNDS:
            self.background.addItem(localize(BACKGROUND_LABELS[key]), key)
        self.background.setCurrentIndex(self.background.findData(record.options.background))
        self.path = QLineEdit(str(Path(folder) / suggested_name(record.view, record.params)))
        browse = QPushButton(tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.pixels_label = QLabel()
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #a40000;")
        self.preview = QLabel()
        self.preview.setObjectName("export_preview")
        self.preview.setMinimumSize(380, 220)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setStyleSheet("background: #8a8a8a;")  # shows a transparent background

        form = QFormLayout()
        form.addRow(tr("Format"), self.format)
        size_row = QHBoxLayout()
        size_row.addWidget(self.width_box)
        size_row.addWidget(QLabel("×"))
        size_row.addWidget(self.height_box)
        size_row.addWidget(self.unit)
        form.addRow(tr("Size"), size_row)
        form.addRow(tr("Resolution (DPI)"), self.dpi)
        form.addRow("", self.pixels_label)
        form.addRow(tr("Background"), self.background)
        file_row = QHBoxLayout()
        file_row.addWidget(self.path, 1)
        file_row.addWidget(browse)
        form.addRow(tr("File"), file_row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)

        self._unit = "px"
        self._timer = QTimer(self, singleShot=True, interval=150)
        self._timer.timeout.connect(self.update_preview)
        self.unit.currentTextChanged.connect(self._unit_changed)
        self.format.currentIndexChanged.connect(self._format_changed)
        for box in (self.width_box, self.height_box, self.dpi):
            box.valueChanged.connect(self._changed)
        self.background.currentTextChanged.connect(self._changed)
        self._changed()

    # -- values ---------------------------------------------------------------------------
    @property
    def suffix(self) -> str:
        return self.format.currentData()

    def options(self) -> FigureOptions:
        dpi = self.dpi.value()
        background = self.background.currentData()
        if background == "shown" and self.dark:
            background = "dark"
        return FigureOptions(to_pixels(self.width_box.value(), self._unit, dpi),
                             to_pixels(self.height_box.value(), self._unit, dpi),
                             dpi, background)

    def chosen_path(self) -> str:
        path = self.path.text().strip()
        if path and Path(path).suffix.lower() != self.suffix:
            path = str(Path(path).with_suffix(self.suffix))
        return path

    # -- reactions ------------------------------------------------------------------------
    def _unit_changed(self, unit: str) -> None:
        dpi = self.dpi.value()
        for box in (self.width_box, self.height_box):
            pixels = to_pixels(box.value(), self._unit, dpi)
            box.blockSignals(True)
            box.setDecimals(0 if unit == "px" else 2)
            lo, hi = (MIN_PIXELS, MAX_PIXELS) if unit == "px" else (
                from_pixels(MIN_PIXELS, unit, dpi), from_pixels(MAX_PIXELS, unit, dpi))
            box.setRange(lo, hi)
            box.setValue(from_pixels(pixels, unit, dpi))
            box.blockSignals(False)
        self._unit = unit
        self._changed()

    def _format_changed(self) -> None:
        data = self.suffix in (".csv", ".npy")
        for widget in (self.width_box, self.height_box, self.unit, self.dpi, self.background):
            widget.setEnabled(not data)
        self.path.setText(self.chosen_path())
        self._changed()

    def _changed(self, *args) -> None:
        try:
            opts = self.options()
        except ParamError as exc:
            self.problem.setText(localize(exc).replace("--", ""))
            self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(False)
            return
        self.problem.setText("")
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(True)
        w_mm, h_mm = opts.size_mm
        self.pixels_label.setText(tr("{w} × {h} px · {w_cm:.1f} × {h_cm:.1f} cm at {dpi:g} DPI",
                                     w=opts.width, h=opts.height, w_cm=w_mm / 10, h_cm=h_mm / 10,
                                     dpi=opts.dpi))
        self._timer.start()

    def update_preview(self) -> None:
        if self.suffix in (".csv", ".npy"):
            self.preview.setText(tr("Data export: the exact numbers behind the view, no picture."))
            return
        try:
            record = FigureRecord(self.record.view, self.record.params, self.options(), self.record.view_range)
        except ParamError:
            return
        image = render_image(preview_record(record, self.preview.width() - 8, self.preview.height() - 8),
                             strict=False)  # the preview shows what cannot be drawn
        self.preview.setPixmap(QPixmap.fromImage(image))

    def _browse(self) -> None:
        label = self.format.currentText()
        path, _ = QFileDialog.getSaveFileName(self, tr("Export to"), self.chosen_path(),
                                              f"{label} (*{self.suffix})")
        if path:
            self.path.setText(path)
            self.path.setText(self.chosen_path())
