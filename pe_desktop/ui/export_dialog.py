"""File › Export…: format, size first (a preset for a paper or a slide, or a custom size in
px, cm or in), then resolution, the text size in points, background, a live preview that
says when the figure is too small for what it shows, and a file name suggested from the
view and its parameters. The choices are remembered for the next time."""
from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..core.catalogue import BY_NAME
from ..core.figure import (
    BACKGROUNDS,
    MAX_DPI,
    MAX_PIXELS,
    MIN_DPI,
    MIN_PIXELS,
    SIZE_PRESETS,
    TEXT_PT_RANGE,
    UNITS,
    FigureOptions,
    FigureRecord,
    from_pixels,
    suggested_name,
    to_pixels,
)
from ..core.params import ParamError
from ..core.text import N_
from ..i18n import localize, tr
from .export import preview_image, tab_record
from .settings import read_export_choices, write_export_choices
from .wheel import guard_wheel

FORMATS = {N_("PNG image"): ".png", N_("SVG vector image"): ".svg", N_("PDF document"): ".pdf",
           N_("CSV table (data)"): ".csv", N_("NumPy array (data)"): ".npy"}
BACKGROUND_LABELS = {"white": N_("white"), "transparent": N_("transparent"),
                     "shown": N_("as shown (light or dark)"), "dark": N_("dark")}
CUSTOM = "custom"  # the size preset key of a size typed in


class ExportDialog(QDialog):
    def __init__(self, record: FigureRecord, folder: str, parent: QWidget | None = None,
                 dark: bool = False, settings: QSettings | None = None,
                 parts: list[tuple[str, str]] | None = None) -> None:
        """``dark``: the window shows dark plots, so "as shown" means the dark figure.
        ``settings``: where the choices are remembered (None: not remembered). ``parts``: on
        a tab with several plots, (key, label) of each choice of what to export: a view's name
        or "tab" for the whole tab as one figure."""
        super().__init__(parent)
        self.dark = dark
        self.settings = settings
        self.setWindowTitle(tr("Export"))
        self.record = record
        self.folder = folder
        self.part = QComboBox()
        self.part.setObjectName("export_part")
        for key, label in parts or ():
            self.part.addItem(label, key)
        if parts:
            self.part.setCurrentIndex(max(0, self.part.findData(record.view)))
        self.format = QComboBox()
        for label, suffix in FORMATS.items():
            if suffix in (".csv", ".npy") and BY_NAME[record.view].data is None:
                continue
            self.format.addItem(localize(label), suffix)
        self.preset = QComboBox()
        self.preset.setObjectName("export_size")
        self.preset.addItem(tr("Custom size"), CUSTOM)
        for key, preset in SIZE_PRESETS.items():
            self.preset.addItem(localize(preset.label), key)
        self.unit = QComboBox()
        for unit in UNITS:
            self.unit.addItem(unit, unit)
        self.dpi = QDoubleSpinBox()
        self.dpi.setRange(MIN_DPI, MAX_DPI)
        self.dpi.setDecimals(0)
        self.dpi.setValue(record.options.dpi)
        self.width_box, self.height_box = QDoubleSpinBox(), QDoubleSpinBox()
        for box, value in ((self.width_box, record.options.width), (self.height_box, record.options.height)):
            box.setDecimals(0)
            box.setRange(MIN_PIXELS, MAX_PIXELS)
            box.setValue(value)
        self.text_pt = QDoubleSpinBox()
        self.text_pt.setObjectName("export_text_pt")
        self.text_pt.setDecimals(1)
        self.text_pt.setRange(0.0, TEXT_PT_RANGE[1])
        self.text_pt.setSingleStep(0.5)
        self.text_pt.setSpecialValueText(tr("as on screen"))  # 0: the screen's text size
        self.text_pt.setSuffix(" pt")
        self.background = QComboBox()
        for key in BACKGROUNDS:
            self.background.addItem(localize(BACKGROUND_LABELS[key]), key)
        self.background.setCurrentIndex(self.background.findData(record.options.background))
        self.path = QLineEdit(str(Path(folder) / suggested_name(record.view, record.params)))
        browse = QPushButton(tr("Browse…"))
        browse.clicked.connect(self._browse)
        self.pixels_label = QLabel()
        self.problem = QLabel()
        self.problem.setObjectName("export_problem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #a40000;")
        self.preview = QLabel()
        self.preview.setObjectName("export_preview")
        self.preview.setMinimumSize(380, 220)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setStyleSheet("background: #8a8a8a;")  # shows a transparent background

        form = QFormLayout()
        if parts:
            form.addRow(tr("Export"), self.part)
        form.addRow(tr("Format"), self.format)
        form.addRow(tr("Size for"), self.preset)
        size_row = QHBoxLayout()
        size_row.addWidget(self.width_box)
        size_row.addWidget(QLabel("×"))
        size_row.addWidget(self.height_box)
        size_row.addWidget(self.unit)
        form.addRow(tr("Size"), size_row)
        form.addRow(tr("Resolution (DPI)"), self.dpi)
        form.addRow(tr("Text size"), self.text_pt)
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
        self._dpi = self.dpi.value()
        self._setting = False  # a preset is filling in the size: it stays chosen
        self.problems: list[str] = []  # what the preview found wrong with the figure
        self._timer = QTimer(self, singleShot=True, interval=150)
        self._timer.timeout.connect(self.update_preview)
        self.unit.currentIndexChanged.connect(lambda _i: self._unit_changed(self.unit.currentData()))
        self.format.currentIndexChanged.connect(self._format_changed)
        self.preset.currentIndexChanged.connect(lambda _i: self._preset_changed())
        self.dpi.valueChanged.connect(self._dpi_changed)
        for box in (self.width_box, self.height_box):
            box.valueChanged.connect(self._size_edited)
        self.text_pt.valueChanged.connect(self._changed)
        self.background.currentIndexChanged.connect(self._changed)
        self.part.currentIndexChanged.connect(self._changed)
        self._restore()
        self._changed()
        guard_wheel(self)

    # -- values ---------------------------------------------------------------------------
    @property
    def suffix(self) -> str:
        return self.format.currentData()

    def chosen_part(self) -> str:
        """What to export: a view's name, or "tab" (the whole tab as one figure)."""
        return self.part.currentData() or self.record.view

    def options(self) -> FigureOptions:
        dpi = self.dpi.value()
        background = self.background.currentData()
        if background == "shown" and self.dark:
            background = "dark"
        text_pt = self.text_pt.value() or None
        return FigureOptions(to_pixels(self.width_box.value(), self._unit, dpi),
                             to_pixels(self.height_box.value(), self._unit, dpi),
                             dpi, background, text_pt)

    def chosen_path(self) -> str:
        path = self.path.text().strip()
        if path and Path(path).suffix.lower() != self.suffix:
            path = str(Path(path).with_suffix(self.suffix))
        return path

    # -- remembered choices -------------------------------------------------------------------
    def _restore(self) -> None:
        if self.settings is None:
            return
        saved = read_export_choices(self.settings)
        for combo, key in ((self.format, "format"), (self.background, "background")):
            index = combo.findData(saved.get(key))
            if index >= 0:
                combo.setCurrentIndex(index)
        if "dpi" in saved:
            self.dpi.setValue(saved["dpi"])
        if "unit" in saved:
            self.unit.setCurrentIndex(self.unit.findData(saved["unit"]))
        preset = saved.get("preset")
        if preset in SIZE_PRESETS:
            self.preset.setCurrentIndex(self.preset.findData(preset))
        elif preset == CUSTOM and "text_pt" in saved:
            self.text_pt.setValue(saved["text_pt"])

    def remember(self) -> None:
        """Keep the choices (preset, units, DPI, text size, format, background) for next time."""
        if self.settings is None:
            return
        write_export_choices(self.settings, {
            "preset": self.preset.currentData(), "unit": self._unit, "dpi": self.dpi.value(),
            "text_pt": self.text_pt.value(), "format": self.suffix,
            "background": self.background.currentData()})

    def accept(self) -> None:
        self.remember()
        super().accept()

    # -- reactions ------------------------------------------------------------------------
    def _set_boxes(self, values: tuple[float, float], unit: str) -> None:
        dpi = self.dpi.value()
        for box, value in zip((self.width_box, self.height_box), values):
            box.blockSignals(True)
            box.setDecimals(0 if unit == "px" else 2)
            lo, hi = (MIN_PIXELS, MAX_PIXELS) if unit == "px" else (
                from_pixels(MIN_PIXELS, unit, dpi), from_pixels(MAX_PIXELS, unit, dpi))
            box.setRange(lo, hi)
            box.setValue(value)
            box.blockSignals(False)

    def _unit_changed(self, unit: str) -> None:
        dpi = self.dpi.value()
        pixels = [to_pixels(box.value(), self._unit, dpi) for box in (self.width_box, self.height_box)]
        self._set_boxes(tuple(from_pixels(p, unit, dpi) for p in pixels), unit)
        self._unit = unit
        self._changed()

    def _dpi_changed(self) -> None:
        """The physical size stays: in pixels, the numbers grow or shrink with the DPI."""
        old, new = self._dpi, self.dpi.value()
        self._dpi = new
        if self._unit == "px" and old > 0:
            self._set_boxes(tuple(box.value() * new / old for box in (self.width_box, self.height_box)), "px")
        else:
            self._set_boxes((self.width_box.value(), self.height_box.value()), self._unit)
        self._changed()

    def _preset_changed(self) -> None:
        key = self.preset.currentData()
        if key not in SIZE_PRESETS:
            self._changed()
            return
        preset = SIZE_PRESETS[key]
        self._setting = True
        try:
            if self._unit == "px":
                self.unit.setCurrentIndex(self.unit.findData("cm"))
            per_inch = UNITS[self._unit]
            self._set_boxes((preset.width_mm / 25.4 * per_inch, preset.height_mm / 25.4 * per_inch),
                            self._unit)
            self.text_pt.setValue(preset.text_pt)
        finally:
            self._setting = False
        self._changed()

    def _size_edited(self) -> None:
        if not self._setting and self.preset.currentData() != CUSTOM:
            self.preset.blockSignals(True)
            self.preset.setCurrentIndex(self.preset.findData(CUSTOM))
            self.preset.blockSignals(False)
        self._changed()

    def _format_changed(self) -> None:
        data = self.suffix in (".csv", ".npy")
        for widget in (self.width_box, self.height_box, self.unit, self.dpi, self.background,
                       self.preset, self.text_pt):
            widget.setEnabled(not data)
        self.path.setText(self.chosen_path())
        self._changed()

    def _save_enabled(self, enabled: bool) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(enabled)

    def _changed(self, *args) -> None:
        if self._setting:
            return
        try:
            opts = self.options()
        except ParamError as exc:
            self.problem.setText(localize(exc).replace("--", ""))
            self._save_enabled(False)
            return
        self.problem.setText("")
        self._save_enabled(self.suffix in (".csv", ".npy"))  # a figure: once the preview is checked
        w_mm, h_mm = opts.size_mm
        self.pixels_label.setText(tr("{w} × {h} px · {w_cm:.1f} × {h_cm:.1f} cm at {dpi:g} DPI",
                                     w=opts.width, h=opts.height, w_cm=w_mm / 10, h_cm=h_mm / 10,
                                     dpi=opts.dpi))
        self._timer.start()

    def figure_record(self) -> FigureRecord:
        """The figure the dialog would save (of the chosen plot, or the whole tab)."""
        record = dataclasses.replace(self.record, options=self.options())
        part = self.chosen_part()
        if part == "tab":
            return tab_record(record)
        if part != record.view:
            return FigureRecord(part, record.params, record.options)
        return record

    def update_preview(self) -> None:
        if self.suffix in (".csv", ".npy"):
            self.preview.setText(tr("Data export: the exact numbers behind the view, no picture."))
            self._save_enabled(True)
            return
        try:
            record = self.figure_record()
        except ParamError:
            return
        # the preview shows what cannot be drawn; its layout is the full-size figure's
        image, problems = preview_image(record, self.preview.width() - 8, self.preview.height() - 8)
        self.problems = [localize(p) for p in problems]
        self.preview.setPixmap(QPixmap.fromImage(image))
        if self.problems:
            self.problem.setText(tr("Too small for what it shows: {problem}. Make the figure larger or "
                                    "its text smaller.", problem=self.problems[0]))
        self._save_enabled(not self.problems)

    def _browse(self) -> None:
        label = self.format.currentText()
        path, _ = QFileDialog.getSaveFileName(self, tr("Export to"), self.chosen_path(),
                                              f"{label} (*{self.suffix})")
        if path:
            self.path.setText(path)
            self.path.setText(self.chosen_path())
