"""Play in the window: the play/pause action and the play bar, each value of the sweep shown
through the panel, and the whole play recorded as one undo step when it stops. Any other
change of the parameters (an edit, undo, a preset) stops it first.

``PlayCommands`` is a mixin of the main window: it uses the window's panel, undo stack and
status bar, and its ``_params_changed`` calls :meth:`PlayCommands.play_interrupted`.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QStyle

from ..core.params import SPECS, ParamError, Params
from ..core.sweep import frame_params
from ..core.text import Msg, msg
from ..i18n import localize, tr
from .player import PLAY_SHORTCUT, PlayBar, Player, value_text
from .undo import ParamsCommand


class PlayCommands:
    """View › Play (Ctrl+Space) and the play bar (a mixin of ``MainWindow``)."""

    def _build_player(self) -> None:
        """The player, its action and the bar under the views (before the menus are built)."""
        self.player = Player(self)
        self.player.frame.connect(self._play_frame)
        self._play_start: Params | None = None  # the parameters before the play: its undo step's start
        self._playing_frame = False  # the panel is showing a frame of the play
        self.play_action = QAction(self)
        self.play_action.setObjectName("play")
        self.play_action.setShortcut(QKeySequence(PLAY_SHORTCUT))
        self.play_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.play_action.triggered.connect(lambda _checked=False: self.toggle_play())
        self.play_bar = PlayBar(self.play_action, lambda: self.params)
        self.play_bar.setMovable(False)
        self.addToolBar(Qt.ToolBarArea.BottomToolBarArea, self.play_bar)
        self._update_play_action()

    def _add_play_action(self, menu) -> None:
        menu.addAction(self.play_action)

    def _update_play_action(self) -> None:
        playing = self.player.running
        self.play_action.setText(tr("P&ause") if playing else tr("Pl&ay"))
        self.play_action.setIconText(tr("Pause") if playing else tr("Play"))
        icon = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play_action.setIcon(self.style().standardIcon(icon))
        self.play_action.setToolTip(tr("Play the chosen parameter from “from” to “to”, looping; any "
                                       "edit stops it ({key})", key=PLAY_SHORTCUT))
        self.play_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)

    def toggle_play(self) -> bool:
        """Play/pause: start playing the play bar's sweep, or stop. Returns whether it plays."""
        if self.player.running:
            self.stop_play()
            return False
        return self.start_play()

    def start_play(self) -> bool:
        """Play the play bar's sweep in the views; a sweep that cannot be played (a value out of
        its bounds, start = stop, a value the other parameters refuse) is refused in the status
        bar, with the reason."""
        inputs = self.play_bar.inputs
        try:
            sweep = inputs.sweep()
            frame_params(self.params, sweep)
        except ParamError as exc:
            self.statusBar().showMessage(tr("Cannot play: {reason}", reason=localize(exc)), 20000)
            return False
        self._play_start = self.params
        self.player.start(sweep, inputs.fps.value())
        self._update_play_action()
        self._update_undo_texts()
        self.statusBar().showMessage(tr("Playing {label} from {start} to {stop}, {fps} frames a second",
                                        label=localize(SPECS[sweep.name].label), start=value_text(sweep.start),
                                        stop=value_text(sweep.stop), fps=inputs.fps.value()), 5000)
        return True

    def stop_play(self, end: Params | None = None) -> None:
        """Stop, and record the play (its start to ``end``, else to what is shown) as one step."""
        if not self.player.running:
            return
        self.player.stop()
        start, end = self._play_start, end if end is not None else self._recorded
        self._play_start = None
        sweep = self.player.sweep
        self._update_play_action()
        self._update_undo_texts()
        if start is not None and sweep is not None and start != end:
            self.undo_stack.push(ParamsCommand(
                self._apply_step, start, end, None,
                msg("Play {label} from {start} to {stop}", label=Msg(SPECS[sweep.name].label),
                    start=value_text(sweep.start), stop=value_text(sweep.stop))))

    def play_interrupted(self, old: Params) -> bool:
        """For ``_params_changed``: True for a frame of the play (recorded when it stops); any
        other change while playing stops it first, its step ending at ``old``."""
        if self._playing_frame:
            return True
        if self.player.running:
            self.stop_play(old)
        return False

    def _play_frame(self, value) -> None:
        sweep = self.player.sweep
        if sweep is None or not self.player.running:
            return
        self._playing_frame = True
        try:
            self.panel.set_params(self.params.replace(**{sweep.name: value}))
        except ParamError as exc:  # checked when it started; said and stopped if not
            self._playing_frame = False
            self.stop_play()
            self.statusBar().showMessage(tr("Cannot play: {reason}", reason=localize(exc)), 20000)
        finally:
            self._playing_frame = False
