"""The parameter panel: one widget per parameter, generated from the specs in core.params."""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import (
    QAbstractSpinBox, QComboBox, QDoubleSpinBox, QFormLayout, QLabel, QSpinBox, QVBoxLayout,
    QWidget,
)

from ..core.params import ENCODING_PARAMS, SPECS, VIEW_SETTINGS, Params, ParamSpec, odd_d_model_note


def make_editor(spec: ParamSpec) -> QWidget:
    """A spin box or combo box whose range, default and tooltip come from ``spec``."""
    if spec.choices:
        box = QComboBox()
        box.addItems(list(spec.choices))
        box.setCurrentText(spec.default)
    elif spec.kind is int:
        box = QSpinBox()
        box.setRange(spec.minimum, spec.maximum)
        box.setValue(spec.default)
        box.setGroupSeparatorShown(True)
        box.setStepType(QAbstractSpinBox.StepType.AdaptiveDecimalStepType)
    else:
        box = QDoubleSpinBox()
        box.setDecimals(spec.decimals)
        box.setRange(spec.minimum, spec.maximum)
        box.setValue(spec.default)
        box.setGroupSeparatorShown(True)
        box.setStepType(QAbstractSpinBox.StepType.AdaptiveDecimalStepType)
    box.setObjectName(spec.name)
    box.setToolTip(f"{spec.help}\nAllowed: {spec.describe_range()}. Default: {spec.default}.")
    return box


class ParamPanel(QWidget):
    params_changed = Signal(object)  # Params

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editors: dict[str, QWidget] = {}
        form = QFormLayout()
        for name in ENCODING_PARAMS + VIEW_SETTINGS:
            spec = SPECS[name]
            editor = make_editor(spec)
            self.editors[name] = editor
            form.addRow(spec.label, editor)
            if isinstance(editor, QComboBox):
                editor.currentTextChanged.connect(self._changed)
            else:
                editor.valueChanged.connect(self._changed)
        self.note = QLabel()
        self.note.setObjectName("param_note")
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #8a4b00;")
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self._params = self._read()
        self._update_note()

    def params(self) -> Params:
        return self._params

    def set_params(self, params: Params) -> None:
        """Show ``params`` without emitting a change per widget, then emit once."""
        for name, editor in self.editors.items():
            with QSignalBlocker(editor):
                value = getattr(params, name)
                if isinstance(editor, QComboBox):
                    editor.setCurrentText(value)
                else:
                    editor.setValue(value)
        self._changed()

    def _read(self) -> Params:
        values = {}
        for name, editor in self.editors.items():
            values[name] = editor.currentText() if isinstance(editor, QComboBox) else editor.value()
        return Params(**values)

    def _changed(self, *args) -> None:
        self._params = self._read()
        self._update_note()
        self.params_changed.emit(self._params)

    def _update_note(self) -> None:
        p = self._params
        lines = []
        if p.odd_d_model:
            lines.append(odd_d_model_note(p))
        for name, editor in self.editors.items():
            spec = SPECS[name]
            if spec.choices:
                continue
            value = getattr(p, name)
            if value in (spec.minimum, spec.maximum) and value != spec.default:
                which = "minimum" if value == spec.minimum else "maximum"
                lines.append(f"{spec.label} is at its {which} ({spec.describe_range()}).")
        self.note.setText("\n".join(lines))
        self.note.setVisible(bool(lines))
