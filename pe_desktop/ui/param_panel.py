"""The parameter panel: one widget per parameter, generated from the specs in core.params.

It shows what the tab on screen draws with: first the shared encoding parameters its views
use (their ``shared``), then one group with the views' own parameters (their ``controls``),
so a parameter two tabs use (the random seed, say) is there on both. A field the current
choices make irrelevant (YaRN's β with scaling "none") is shown disabled, its tooltip says
why; every tooltip names the tabs that use the parameter.
"""
from __future__ import annotations

import html
import os
from collections.abc import Callable
from functools import partial
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QStyle,
    QStyleOptionComboBox,
    QVBoxLayout,
    QWidget,
)

from ..core import presets
from ..core.params import (
    DEPENDENT_MAXIMA,
    DEPENDS_ON,
    ENCODING_PARAMS,
    GRID_FIELDS,
    SCALING_FIELDS,
    SPECS,
    VIEW_SETTINGS,
    ParamError,
    Params,
    ParamSpec,
    dependent_maximum,
    error_message,
    odd_d_model_note,
    unused_params,
)
from ..i18n import localize, tr

LINE_EDIT_CHARS = 11  # digits a text field shows at least
SPIN_BOX_CHARS = 6  # and a spin box


def make_editor(spec: ParamSpec) -> QWidget:
    """A spin box, combo box, check box or line edit whose range, default and tooltip come
    from ``spec``."""
    if spec.choices:
        box = QComboBox()
        for key in spec.choices:  # the item's data is the key; its text, the translated label
            box.addItem(localize(spec.label_of(key)), key)
        # as wide as its longest choice in the language shown ("Interleaved (pape" was cut):
        # where the panel is narrower, the row puts its label above the field (WrapLongRows)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        box.setCurrentIndex(spec.choices.index(spec.default))
    elif spec.kind is bool:
        box = QCheckBox()
        box.setChecked(spec.default)
    elif spec.kind is str:
        box = QLineEdit()
        box.setMaxLength(spec.maximum)
        box.setClearButtonEnabled(True)
        # room for "16,24,24" and the clear button: a narrow panel puts the field under its
        # label instead of squeezing it to ",24"
        box.setMinimumWidth(box.fontMetrics().horizontalAdvance("0" * LINE_EDIT_CHARS) + 36)
        set_editor_value(box, spec.default)
    elif spec.kind is int:
        box = QSpinBox()
        box.setRange(spec.minimum, spec.maximum)
        box.setValue(spec.default)
        box.setGroupSeparatorShown(True)
        box.setStepType(QAbstractSpinBox.StepType.AdaptiveDecimalStepType)
        box.setAccelerated(True)
    else:
        box = QDoubleSpinBox()
        box.setDecimals(spec.decimals)
        box.setRange(spec.minimum, spec.maximum)
        box.setValue(spec.default)
        box.setGroupSeparatorShown(True)
        box.setStepType(QAbstractSpinBox.StepType.AdaptiveDecimalStepType)
        box.setAccelerated(True)  # a held arrow speeds up (Positions 50 → 10,000 in seconds)
    if isinstance(box, (QSpinBox, QDoubleSpinBox)):
        # six digits wide whatever its range: beside a long label the row then wraps, the field
        # under its label as its neighbours' are, rather than squeezed to two digits
        least = box.fontMetrics().horizontalAdvance("0" * SPIN_BOX_CHARS) + 36
        box.setMinimumWidth(max(least, box.minimumSizeHint().width()))
    if spec.step is not None and isinstance(box, (QSpinBox, QDoubleSpinBox)):
        box.setSingleStep(spec.step)
        box.setStepType(QAbstractSpinBox.StepType.DefaultStepType)
    box.setObjectName(spec.name)
    translate_editor(box, spec)
    return box


def translate_editor(box: QWidget, spec: ParamSpec, extra: str = "") -> None:
    """The editor's tooltip and item labels in the current language; ``extra``: more lines
    for the tooltip (where the parameter is used, why it is disabled)."""
    default = localize(spec.label_of(spec.default) if spec.choices else spec.describe_default())
    tip = tr("{help}\nAllowed: {range}. Default: {default}.", help=localize(spec.help),
             range=localize(spec.describe_range()), default=default)
    if extra:
        tip += "\n" + extra
    # as rich text, which Qt wraps (a plain tooltip is one line as wide as its text)
    box.setToolTip("<p>" + html.escape(tip).replace("\n", "<br>") + "</p>")
    if isinstance(box, QComboBox):
        for i in range(box.count()):
            box.setItemText(i, localize(spec.label_of(box.itemData(i))))
        fit_choices(box)
    elif isinstance(box, QLineEdit) and box.text() == box.exact[0]:
        set_editor_value(box, box.exact[1])  # a preset's name in the new language


def fit_choices(box: QComboBox) -> None:
    """The combo at least as wide as its field needs for its widest choice, measured as it
    is drawn (Qt's own estimate fell 2 px short with a CJK fallback font)."""
    option = QStyleOptionComboBox()
    box.initStyleOption(option)
    field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                       QStyle.SubControl.SC_ComboBoxEditField, box)
    widest = max((box.fontMetrics().horizontalAdvance(box.itemText(i)) for i in range(box.count())), default=0)
    box.setMinimumWidth(widest + option.rect.width() - field.width() + 1)


def value_reader(editor: QWidget) -> Callable[[], Any]:
    """What reads ``editor``'s value (chosen once per editor: the panel reads every editor
    on every change)."""
    if isinstance(editor, QComboBox):
        return editor.currentData
    if isinstance(editor, QCheckBox):
        return editor.isChecked
    if isinstance(editor, QLineEdit):
        return partial(_line_edit_value, editor)
    return editor.value


def _line_edit_value(editor: QLineEdit):
    shown, exact = getattr(editor, "exact", (None, None))
    return exact if editor.text() == shown else editor.text()


def set_editor_value(editor: QWidget, value) -> None:
    if isinstance(editor, QComboBox):
        editor.setCurrentIndex(editor.findData(value))
    elif isinstance(editor, QCheckBox):
        editor.setChecked(value)
    elif isinstance(editor, QLineEdit):
        shown = shown_text(value)
        editor.setText(shown)  # (the cursor after its end: a path shows its file's name)
        if shown != value or not (editor.hasFocus() or "/" in value or os.sep in value):
            editor.setCursorPosition(0)  # read from its start: a preset's name, a sentence
        # what was set, while it is what is shown: a Qt string cannot hold a path's undecodable bytes
        editor.exact = (editor.text(), value)
    else:
        editor.setValue(value)


def shown_text(value: str) -> str:
    """A text field's words for ``value``: a model preset (``preset:KEY``) by its name."""
    try:
        preset = presets.referenced(value)
    except ParamError:
        return value
    return tr("{name} (preset)", name=localize(preset.name)) if preset else value


def _changed_signal(editor: QWidget):
    if isinstance(editor, QComboBox):
        return editor.currentIndexChanged
    if isinstance(editor, QCheckBox):
        return editor.toggled
    if isinstance(editor, QLineEdit):
        return editor.textChanged
    return editor.valueChanged


NOTE_COLOURS = {False: "#8a4b00", True: "#f0a64a"}  # light, dark background


def _form(parent: QWidget) -> QFormLayout:
    """A form whose long rows put the field under its label when the panel is narrow, so
    the panel never needs a horizontal scroll bar (which clipped the spin-box arrows)."""
    form = QFormLayout(parent)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
    return form


class WindowKeys(QObject):
    """The window's shortcuts work while an editor has focus: a text field would take Ctrl+E
    (end of line), Ctrl+Z (its own undo) … for itself. A key that is a window action's
    shortcut goes to the window, except the text-editing keys a field keeps: copy, cut,
    paste, select all, and in a free-text field its own undo and redo. So Ctrl+Z in a spin
    box undoes the last parameter change (Edit › Undo), not the digits typed."""

    FIELD_KEYS = (QKeySequence.StandardKey.Copy, QKeySequence.StandardKey.Cut,
                  QKeySequence.StandardKey.Paste, QKeySequence.StandardKey.SelectAll)
    TEXT_KEYS = FIELD_KEYS + (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(watched, QWidget):
            return False
        kept = self.TEXT_KEYS if isinstance(watched, QLineEdit) else self.FIELD_KEYS
        if any(event.matches(key) for key in kept):
            return False
        pressed = QKeySequence(event.keyCombination())
        for action in watched.window().findChildren(QAction):
            if action.isEnabled() and any(
                    key.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
                    for key in action.shortcuts()):
                return True  # not for the text field: the window's shortcut takes it
        return False


class RefusedInput(QObject):
    """A spin box given text it cannot take (below its range, an unfinished number) goes back
    to its last value when Enter is pressed or the field is left, without a word: this tells
    the panel first, so that it can say what was refused and why."""

    def __init__(self, panel: ParamPanel) -> None:
        super().__init__(panel)
        self.panel = panel

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        leaving = event.type() == QEvent.Type.FocusOut or (
            event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter))
        if leaving and isinstance(watched, QAbstractSpinBox) \
                and not watched.lineEdit().hasAcceptableInput():
            self.panel.refuse(watched.objectName(), watched.lineEdit().text())
        return False


# The field a bound of dependent_maximum follows (the note names it)
BOUND_BY = {"pair": "d_model", "head": "n_heads", **DEPENDS_ON}


class ParamPanel(QWidget):
    params_changed = Signal(object)  # Params

    def __init__(self, tab_controls: dict[str, tuple[str, ...]] | None = None,
                 parent: QWidget | None = None,
                 tab_shared: dict[str, tuple[str, ...]] | None = None,
                 one_scheme_tabs: frozenset[str] = frozenset(),
                 one_grid_tabs: frozenset[str] = frozenset(),
                 tab_checks: dict[str, tuple[Callable[[Params], object], ...]] | None = None) -> None:
        """``tab_controls`` maps a tab (its English title, N_-marked) to the parameters of
        the views in it; ``tab_shared`` to the shared parameters they use (a tab not in it:
        all of them); ``one_scheme_tabs``: the tabs that draw the chosen scheme alone;
        ``one_grid_tabs``: the tabs that draw the chosen 2D encoding; ``tab_checks``: what
        raises ParamError for values a tab's views cannot draw (said in the note)."""
        super().__init__(parent)
        self.editors: dict[str, QWidget] = {}
        self._readers: dict[str, Callable[[], Any]] = {}  # each editor's value_reader
        self.tab_controls = dict(tab_controls or {})
        self.tab_shared = dict(tab_shared or {})
        self.one_scheme_tabs = frozenset(one_scheme_tabs)
        self.one_grid_tabs = frozenset(one_grid_tabs)
        self.tab_checks = dict(tab_checks or {})
        self.shown_shared: tuple[str, ...] = ENCODING_PARAMS + VIEW_SETTINGS
        self.unused: frozenset[str] = frozenset()  # shown disabled: the choices make them irrelevant
        self._unused_key: tuple[frozenset[str], str] = (frozenset(), "")
        self.shown_controls: tuple[str, ...] = ()
        self.shown_tab = ""
        self.labels: dict[str, QLabel] = {}  # the label beside each editor on show
        # The editor whose change produced the last params_changed (None: set_params), so
        # that undo can merge a burst of changes of one parameter into one step.
        self.last_edited: str | None = None
        self._window_keys = WindowKeys(self)
        self._refused_input = RefusedInput(self)
        self.refused = ""  # what the panel says about text a spin box did not take
        layout = QVBoxLayout(self)
        self.encoding_names = ENCODING_PARAMS + VIEW_SETTINGS
        self.encoding_box = self._group(self.encoding_names)
        layout.addWidget(self.encoding_box)
        for name in dict.fromkeys(n for names in self.tab_controls.values() for n in names):
            editor = self._editor(name)
            editor.setParent(self)
            editor.hide()
        self.view_box = QGroupBox()
        self.view_box.setObjectName("view_controls")
        self.view_form = _form(self.view_box)
        layout.addWidget(self.view_box)
        self.view_box.hide()
        self.note = QLabel()
        self.note.setObjectName("param_note")
        self.note.setWordWrap(True)
        self.set_dark(False)
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.problem = ""
        self._params = self._read()
        self._update_note()
        self._update_enabled(force=True)
        self.setFocusProxy(self.editors[self.encoding_names[0]])
        self._update_tab_order()

    def set_dark(self, dark: bool) -> None:
        """The note's colour, legible on the window's light or dark background."""
        self.note.setStyleSheet(f"color: {NOTE_COLOURS[bool(dark)]};")

    def _update_tab_order(self) -> None:
        """Tab moves top to bottom: the encoding group, then the view group as shown."""
        chain = [self.editors[n] for n in dict.fromkeys(self.shown_shared + self.shown_controls)]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def _editor(self, name: str) -> QWidget:
        editor = make_editor(SPECS[name])
        editor.installEventFilter(self._window_keys)
        editor.installEventFilter(self._refused_input)
        self.editors[name] = editor
        self._readers[name] = value_reader(editor)
        _changed_signal(editor).connect(partial(self._edited, name))
        return editor

    def _group(self, names: tuple[str, ...]) -> QGroupBox:
        box = QGroupBox(tr("Encoding"))
        self.encoding_form = form = _form(box)
        for name in names:
            editor = self._editor(name)
            form.addRow(self._label(name), editor)
        return box

    def _label(self, name: str) -> QLabel:
        label = QLabel(localize(SPECS[name].label))
        label.setBuddy(self.editors.get(name))
        self.labels[name] = label
        return label

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every label, tooltip, combo-box item and note in the current language, in place."""
        self.encoding_box.setTitle(tr("Encoding"))
        self.view_box.setTitle(localize(self.shown_tab))
        for name, label in self.labels.items():
            if shiboken6.isValid(label):
                label.setText(localize(SPECS[name].label))
        self._update_enabled(force=True)
        self._update_note()

    def show_controls_for(self, tab: str) -> None:
        """Put the parameters of ``tab``'s views in the view group (the editors move there)."""
        while self.view_form.rowCount():
            row = self.view_form.takeRow(0)
            if row.labelItem is not None and row.labelItem.widget() is not None:
                row.labelItem.widget().hide()  # gone now, even before Qt deletes it
                row.labelItem.widget().deleteLater()
            field = row.fieldItem.widget() if row.fieldItem is not None else None
            if field is not None:
                field.hide()
                field.setParent(self)
        shared = self.tab_shared.get(tab, ENCODING_PARAMS + VIEW_SETTINGS)
        for row, name in enumerate(self.encoding_names):
            self.encoding_form.setRowVisible(row, name in shared)
        names = self.tab_controls.get(tab, ())
        for name in names:
            self.view_form.addRow(self._label(name), self.editors[name])
            self.editors[name].show()
        self.shown_shared = tuple(n for n in self.encoding_names if n in shared)
        self.shown_controls = names
        self.shown_tab = tab
        self.encoding_box.setVisible(bool(self.shown_shared))
        first = (self.shown_shared + names)[:1]
        if first:  # F6 puts the cursor in the first field shown
            self.setFocusProxy(self.editors[first[0]])
        self.view_box.setTitle(localize(tab))
        self.view_box.setVisible(bool(names))
        self._update_enabled(force=True)
        self._update_note()
        self._update_tab_order()

    def _usage(self, name: str) -> str:
        """Which tabs use ``name``, in words."""
        everything = ENCODING_PARAMS + VIEW_SETTINGS
        tabs = [localize(tab) for tab in dict.fromkeys([*self.tab_shared, *self.tab_controls])
                if name in self.tab_controls.get(tab, ()) or name in self.tab_shared.get(tab, everything)]
        return tr("Used in the tabs: {tabs}.", tabs=", ".join(tabs)) if tabs else ""

    def _update_model_choices(self, force: bool) -> None:
        """A choice whose numbers only a model has (LongRoPE's per-pair factors) is offered
        once a model is open; without one its item is disabled and says why. Touched only when
        that changes (``force``: the language did): a changed item re-measures the combo."""
        box = self.editors.get("scaling")
        if box is None:  # a panel without it
            return
        index = box.findData("longrope")
        item = box.model().item(index)
        if item.isEnabled() == bool(self._params.model) and not force:
            return
        item.setEnabled(bool(self._params.model))
        box.setItemData(index, None if self._params.model else tr(
            "LongRoPE's factors, one per pair, come from a model (Phi-3 and the like): open one "
            "with File › Open model."), Qt.ItemDataRole.ToolTipRole)

    def _update_enabled(self, force: bool = False) -> None:
        """Disable (and say why in the tooltip) what the current choices make irrelevant."""
        self._update_model_choices(force)
        grid_tab = self.shown_tab in self.one_grid_tabs
        unused = unused_params(self._params, one_scheme=self.shown_tab in self.one_scheme_tabs,
                               one_grid=grid_tab)
        key = (unused, self._params.grid_encoding if grid_tab else "")  # the tooltips name it
        if key == self._unused_key and not force:
            return
        self.unused, self._unused_key = unused, key
        p = self._params
        for name, editor in self.editors.items():
            lines = [self._usage(name)]
            if name in unused:
                if grid_tab and name in GRID_FIELDS:
                    lines.append(tr("Not used with the 2D encoding “{encoding}”.",
                                    encoding=localize(SPECS["grid_encoding"].label_of(p.grid_encoding))))
                elif name in SCALING_FIELDS and (self.shown_tab not in self.one_scheme_tabs
                                               or p.scheme == "rope"):
                    lines.append(tr("Not used with long-context scaling “{scaling}”.",
                                    scaling=localize(SPECS["scaling"].label_of(p.scaling))))
                else:
                    lines.append(tr("Not used: this tab draws the scheme “{scheme}”.",
                                    scheme=localize(SPECS["scheme"].label_of(p.scheme))))
            editor.setEnabled(name not in unused)
            label = self.labels.get(name)
            if label is not None and shiboken6.isValid(label):
                label.setEnabled(name not in unused)
            with QSignalBlocker(editor):
                translate_editor(editor, SPECS[name], "\n".join(line for line in lines if line))

    def params(self) -> Params:
        return self._params

    def set_params(self, params: Params) -> None:
        """Show ``params`` without emitting a change per widget, then emit once."""
        for name, editor in self.editors.items():
            with QSignalBlocker(editor):
                if isinstance(editor, QSpinBox):  # a bound narrowed by another field: _read sets it
                    editor.setMaximum(SPECS[name].maximum)
                set_editor_value(editor, getattr(params, name))
        self.last_edited = None
        self._changed()

    def _read(self) -> Params:
        values = {name: read() for name, read in self._readers.items()}
        for name in DEPENDENT_MAXIMA:  # (every other spin box keeps its field's own maximum)
            editor = self.editors.get(name)
            if not isinstance(editor, QSpinBox):
                continue
            limit = dependent_maximum(name, values)
            if editor.maximum() != limit:
                with QSignalBlocker(editor):
                    editor.setMaximum(limit)  # clamps the value if it is past the new bound
                values[name] = editor.value()
        return Params(**values)

    def _edited(self, name: str, *args) -> None:
        self.last_edited = name
        self._changed()

    def refuse(self, name: str, text: str) -> None:
        """Say that ``text`` typed into ``name``'s spin box was not taken, and why."""
        spec = SPECS[name]
        self.refused = tr("{label}: “{text}” was not taken ({allowed}); it stays {value}.",
                          label=localize(spec.label), text=text.strip(),
                          allowed=localize(spec.describe_range()),
                          value=self.editors[name].textFromValue(self.editors[name].value()))
        self._update_note()

    def _changed(self, *args) -> None:
        try:
            params = self._read()
        except ParamError as exc:
            # A combination the encodings cannot take (an odd head dimension, β_slow ≥ β_fast…):
            # keep drawing the last valid parameters and say why, next to the spin boxes.
            self.problem = exc.args[0] if len(exc.args) == 1 else str(exc)
            self._update_note()
            return
        self.problem = ""
        if params != self._params:  # (Enter re-emits the value a refused text went back to)
            self.refused = ""
        self._params = params
        self._update_note()
        self._update_enabled()
        self.params_changed.emit(self._params)

    def _update_note(self) -> None:
        p = self._params
        lines = [self.refused] if self.refused else []
        if self.problem:
            lines.append(tr("Not applied: {reason}. The views still show the last valid values.",
                            reason=localize(self.problem)))
        for check in self.tab_checks.get(self.shown_tab, ()):
            try:
                check(p)
            except ParamError as exc:  # applied (other tabs draw them); this one cannot
                lines.append(tr("The {tab} tab cannot draw these values: {reason}.",
                                tab=localize(self.shown_tab), reason=localize(error_message(exc))))
                break
        if p.odd_d_model:
            lines.append(localize(odd_d_model_note(p)))
        values = p.as_dict()
        for name in self.editors:
            spec = SPECS[name]
            if spec.choices or spec.kind in (bool, str):
                continue
            value = values[name]
            top = dependent_maximum(name, values) if name in DEPENDENT_MAXIMA else spec.maximum
            if value in (spec.minimum, top) and value != spec.default:
                bound_by = BOUND_BY.get(name, "d_model")
                allowed = (localize(spec.describe_range()) if top == spec.maximum
                           else tr("at most {top} for d_model {d}", top=top, d=p.d_model)
                           if bound_by == "d_model" else
                           tr("at most {top} for {label} = {value}", top=top,
                              label=localize(SPECS[bound_by].label), value=values[bound_by]))
                label = localize(spec.label)
                lines.append(tr("{label} is at its minimum ({allowed}).", label=label, allowed=allowed)
                             if value == spec.minimum else
                             tr("{label} is at its maximum ({allowed}).", label=label, allowed=allowed))
        self.note.setText("\n".join(lines))
        self.note.setVisible(bool(lines))
