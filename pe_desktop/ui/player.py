"""Playing a parameter: the inputs of a sweep (parameter, from, to, frames, frames per second),
shared by the play bar and the Export animation dialog, and the clock that steps through its
values. The window applies each value (main_window.py); the views compute only the latest.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QSpinBox, QToolBar

from ..core.params import SPECS, Params
from ..core.sweep import DEFAULT_FPS, DEFAULT_FRAMES, MAX_FPS, MAX_FRAMES, MIN_FPS, SWEEPABLE, Sweep
from ..core.tabs import TABS, Tab
from ..core.text import N_
from ..i18n import localize, tr

PLAY_SHORTCUT = "Ctrl+Space"  # not Space alone: it types into the panel's fields
DEFAULT_PARAM = "offset"
# The parameter a tab's picture moves with, where it is not the first position: offered on that
# tab until a parameter is chosen by hand.
TAB_PARAM: dict[Tab, str] = {TABS.CLOCK_HANDS: "ref_pos"}
INT_SPAN = 64  # an integer plays from its value up to 64 more (down from its maximum)


def value_text(value) -> str:
    """A sweep's end as its field shows it: 64, 0.5, 20000."""
    return f"{value:g}" if isinstance(value, float) else str(value)


def default_range(name: str, current) -> tuple:
    """(start, stop, frames) offered for ``name`` at its value ``current``: an integer up to 64
    steps of 1 on, as far as its maximum (down from there when at it), a float to twice its
    value (or its minimum)."""
    spec = SPECS[name]
    if spec.kind is int:
        stop = min(spec.maximum, current + INT_SPAN)
        if stop == current:
            stop = max(spec.minimum, current - INT_SPAN)
        return current, stop, min(MAX_FRAMES, abs(stop - current) + 1)
    stop = min(spec.maximum, current * 2.0)
    if stop == current:
        stop = spec.minimum
    return current, stop, DEFAULT_FRAMES


class SweepInputs(QObject):
    """The fields of a sweep: ``param`` (combo), ``start`` and ``stop`` (text, parsed with the
    parameter's own bounds when asked for), ``frames`` and ``fps`` (spin boxes). ``current``
    gives the parameters a newly chosen parameter's range starts from."""

    def __init__(self, current: Callable[[], Params], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.current = current
        self.param = QComboBox()
        self.param.setObjectName("sweep_param")
        self.param.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for name in SWEEPABLE:
            self.param.addItem(localize(SPECS[name].label), name)
        self.start, self.stop = QLineEdit(), QLineEdit()
        for edit, name in ((self.start, "sweep_start"), (self.stop, "sweep_stop")):
            edit.setObjectName(name)
            edit.setFixedWidth(edit.fontMetrics().horizontalAdvance("0" * 11))
        self.frames = QSpinBox()
        self.frames.setObjectName("sweep_frames")
        self.frames.setRange(2, MAX_FRAMES)
        self.fps = QSpinBox()
        self.fps.setObjectName("sweep_fps")
        self.fps.setRange(MIN_FPS, MAX_FPS)
        self.fps.setValue(DEFAULT_FPS)
        self.param.setCurrentIndex(SWEEPABLE.index(DEFAULT_PARAM))
        self.param.currentIndexChanged.connect(lambda _i: self.offer())
        self.chosen = False  # a parameter chosen by hand stays, whatever the tab
        self.param.activated.connect(self._chosen)
        self.offer()

    def _chosen(self, _index: int) -> None:
        self.chosen = True

    def suggest_for(self, tab: Tab) -> None:
        """Offer the parameter ``tab``'s picture moves with, unless one was chosen by hand."""
        name = TAB_PARAM.get(tab, DEFAULT_PARAM)
        if not self.chosen and name != self.name():
            self.param.setCurrentIndex(SWEEPABLE.index(name))

    def name(self) -> str:
        return self.param.currentData()

    def offer(self) -> None:
        """Fill from, to and frames with the default range of the chosen parameter at its value
        now."""
        start, stop, frames = default_range(self.name(), getattr(self.current(), self.name()))
        self.start.setText(value_text(start))
        self.stop.setText(value_text(stop))
        self.frames.setValue(frames)

    def copy_from(self, other: SweepInputs) -> None:
        """Take ``other``'s choices (the dialog opens with the play bar's)."""
        self.param.blockSignals(True)
        self.param.setCurrentIndex(other.param.currentIndex())
        self.param.blockSignals(False)
        self.start.setText(other.start.text())
        self.stop.setText(other.stop.text())
        self.frames.setValue(other.frames.value())
        self.fps.setValue(other.fps.value())

    def sweep(self) -> Sweep:
        """The sweep the fields ask for; ParamError (one line, translatable) when they cannot
        be one: a value out of the parameter's bounds, start = stop, too many frames…"""
        name, spec = self.name(), SPECS[self.name()]
        start, stop = (spec.parse(edit.text().strip().replace(",", "")) for edit in (self.start, self.stop))
        if spec.kind is int and start != stop:
            # an integer's frames: no more than the integers between (each value once)
            return Sweep(name, start, stop, frames=min(self.frames.value(), abs(stop - start) + 1))
        return Sweep(name, start, stop, frames=self.frames.value())

    def retranslate(self) -> None:
        for index, name in enumerate(SWEEPABLE):
            self.param.setItemText(index, localize(SPECS[name].label))


class Player(QObject):
    """Steps through a sweep's values at a frame rate, looping until stopped. The frame shown
    follows the clock: when the window falls behind, frames are skipped, never queued."""

    frame = Signal(object)  # the value to show now

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self.sweep: Sweep | None = None
        self.fps = DEFAULT_FPS
        self.index = -1  # the frame shown last

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, sweep: Sweep, fps: int) -> None:
        """Show the first value now, then the one the clock says, ``fps`` times a second."""
        self.sweep, self.fps, self.index = sweep, fps, -1
        self._clock.start()
        self._timer.start(max(1, round(1000 / fps)))
        self._tick()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        if self.sweep is None:
            return
        index = (self._clock.elapsed() * self.fps // 1000) % self.sweep.count
        if index != self.index:
            self.index = index
            self.frame.emit(self.sweep.values[index])


class PlayBar(QToolBar):
    """The play control under the views: ``play_action`` (play/pause), then the sweep's fields."""

    def __init__(self, play_action: QAction, current: Callable[[], Params]) -> None:
        super().__init__()
        self.setObjectName("play_bar")
        self.inputs = SweepInputs(current, self)
        self._labels: list[tuple[QLabel, str]] = []
        self.addAction(play_action)
        self.widgetForAction(play_action).setObjectName("play_button")
        self.addWidget(self.inputs.param)  # "Play [First position] from 0 to 64"
        fields = ((N_("from"), self.inputs.start), (N_("to"), self.inputs.stop),
                  (N_("frames"), self.inputs.frames), (N_("fps"), self.inputs.fps))
        for text, widget in fields:
            label = QLabel()
            label.setContentsMargins(6, 0, 3, 0)
            label.setBuddy(widget)
            self._labels.append((label, text))
            self.addWidget(label)
            self.addWidget(widget)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(localize(N_("Play")))
        for label, text in self._labels:
            label.setText(localize(text))
        self.inputs.retranslate()
        self.inputs.param.setToolTip(tr("The parameter to play"))
        self.inputs.fps.setToolTip(tr("Frames per second"))
        self.inputs.frames.setToolTip(tr("How many values from “from” to “to”, evenly spaced"))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
