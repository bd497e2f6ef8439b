"""The window's commands on files: export (one view, every view, the report, the clipboard),
sessions, models and learned tables, with their progress and error reporting — and the
menus, built from one table (``MENUS``).

``FileCommands`` is a mixin of the main window: its methods use the window's parameters,
active view, status bar and ``last_folder``.
"""
from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox, QProgressDialog

from .. import __version__
from ..core import models
from ..core.atomic import Interrupted, atomic_path
from ..core.catalogue import TABS, VIEWS_OF, UnknownTab
from ..core.datafiles import DATA_FORMATS, write_data
from ..core.errors import ExportError
from ..core.figure import MAX_SESSION_BYTES, FigureOptions, FigureRecord, preset_options, read_session, session_json
from ..core.files import FileRefused, read_regular
from ..core.params import ParamError
from ..core.presets import BY_KEY
from ..core.text import N_, Msg, msg
from ..i18n import localize, tr
from .about import show_about
from .animation_dialog import AnimationDialog
from .export import record_of, render_image, write_all, write_animation, write_figure, write_report
from .export_dialog import ExportDialog
from .model_info import CacheDialog
from .views import VIEW_CLASSES

# -- the menus ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Item:
    """A menu item: ``text`` (N_-marked) runs ``slot``, a method name of the window or a
    function of it; ``keep``: the window attribute the action is kept in."""

    text: str
    slot: str | Callable
    shortcut: object = None
    name: str | None = None
    keep: str | None = None


@dataclass(frozen=True)
class Menu:
    """A menu (or submenu) titled ``title`` (N_-marked) holding ``items``."""

    title: str
    items: tuple


@dataclass(frozen=True)
class Built:
    """Items the window builds itself: ``method(menu)`` adds them to the menu."""

    method: str


SEPARATOR = None
ALL_VIEWS_DPI = 150.0  # File › Export all views: A4 pages at this resolution

MENUS = (
    Menu(N_("&File"), (
        Item(N_("&Open session…"), "open_session", QKeySequence.StandardKey.Open),
        Item(N_("&Save session…"), "save_session", QKeySequence.StandardKey.Save),
        SEPARATOR,
        Item(N_("&Export…"), "export", "Ctrl+E", "export", keep="export_action"),
        Item(N_("Export &report (PDF)…"), "export_report", "Ctrl+Shift+R"),
        Item(N_("Export &all views to a folder…"), "export_all_views"),
        Item(N_("Export a&nimation…"), "export_animation", "Ctrl+Shift+A", "export_animation"),
        SEPARATOR,
        Item(N_("&Load learned table (.npy)…"), "load_learned_table", name="load_table"),
        SEPARATOR,
        Menu(N_("Open &model"), (
            Item(N_("Model &folder…"), "open_model", "Ctrl+M", "open_model"),
            Item(N_("config.json or .safetensors &file…"), lambda w: w.open_model(file=True),
                 name="open_model_file"),
            Item(N_("From the local Hugging Face &cache…"), "open_model_from_cache",
                 name="open_model_cache"),
            SEPARATOR,
            Item(N_("Compare with a &second model (folder)…"), "compare_with_model",
                 name="compare_model"),
            Menu(N_("Compare with a &preset"), (Built("_add_compare_presets"),)),
        )),
        Item(N_("&Close model"), "close_model", name="close_model", keep="close_model_action"),
        SEPARATOR,
        Item(N_("&Quit"), "close", QKeySequence.StandardKey.Quit),
    )),
    Menu(N_("&Edit"), (
        Built("_add_undo_redo"),
        SEPARATOR,
        Item(N_("&Copy image"), "copy_image",
             ["Ctrl+Shift+C", QKeySequence.StandardKey.Copy], keep="copy_action"),
    )),
    Menu(N_("&View"), (
        Item(N_("&Fit to data"), lambda w: w._views[w.active_view].fit(), "Ctrl+0", "fit",
             keep="fit_action"),
        Item(N_("Swap &orientation"), "toggle_orientation", "Ctrl+T", "swap_orientation"),
        Built("_add_play_action"),
        SEPARATOR,
        Item(N_("&Next tab"), "next_tab", ["Ctrl+Tab", "Ctrl+PgDown"], "next_tab",
             keep="next_tab_action"),
        Item(N_("Pre&vious tab"), lambda w: w.next_tab(-1), ["Ctrl+Shift+Tab", "Ctrl+PgUp"],
             "previous_tab", keep="previous_tab_action"),
        SEPARATOR,
        Built("_add_panel_actions"),
        SEPARATOR,
        Built("_add_language_menu"),
        Built("_add_scheme_menu"),
        SEPARATOR,
        Item(N_("&Reset settings…"), "reset_settings", name="reset_settings"),
    )),
    Menu(N_("&Presets"), (Built("_add_presets"),)),
    Menu(N_("&Help"), (
        Built("_add_explain_action"),
        Item(N_("&About Positional Encoding Explorer"), show_about, name="about"),
    )),
)


def build_menus(window, parent, entries=MENUS) -> None:
    """Add ``entries`` (of ``MENUS``) to ``parent``, a menu bar or a menu of ``window``."""
    for entry in entries:
        if entry is SEPARATOR:
            parent.addSeparator()
        elif isinstance(entry, Menu):
            build_menus(window, window._menu(parent, entry.title), entry.items)
        elif isinstance(entry, Built):
            getattr(window, entry.method)(parent)
        else:
            slot = getattr(window, entry.slot) if isinstance(entry.slot, str) else (
                lambda f=entry.slot: f(window))
            action = window._action(parent, entry.text, slot, entry.shortcut, entry.name)
            if entry.keep:
                setattr(window, entry.keep, action)


# -- the commands ---------------------------------------------------------------------------------

class FileCommands:
    """File, export and session commands of the main window (a mixin of ``MainWindow``)."""

    def load_learned_table(self, path: str | None = None) -> bool:
        """File › Load learned table: a .npy file as the learned table (checked when drawn).
        Shows it in the Scheme tab, as the learned scheme, unless the tab on screen shows it."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, tr("Load learned table"), self.last_folder,
                                                  tr("NumPy array (*.npy);;All files (*)"))
            if not path:
                return False
        self.last_folder = str(Path(path).parent)
        changes = {"table_file": str(path)}
        if "table_file" not in self.panel.tab_controls.get(self.current_tab().title, ()):
            self._go_to_tab(TABS.SCHEME)
        if self.current_tab() == TABS.SCHEME:
            changes["scheme"] = "learned"  # the Scheme tab draws the scheme chosen: this one
        try:
            params = self.params.replace(**changes)
        except ParamError as exc:
            self._warn(localize(exc))
            return False
        self.set_params_step(params, msg("Load table {name}", name=Path(path).name))
        self.statusBar().showMessage(tr("Learned table: {path}", path=path), 8000)
        return True

    def open_model(self, path: str | None = None, file: bool = False) -> bool:
        """File › Open model: a model folder, its config.json or a .safetensors file, read from
        disk (nothing is downloaded). Every view then draws it; the Model dock says what it is."""
        if path is None:
            if file:
                path, _ = QFileDialog.getOpenFileName(
                    self, tr("Open model"), self.last_folder,
                    tr("Model config or checkpoint (config.json *.safetensors);;All files (*)"))
            else:
                path = QFileDialog.getExistingDirectory(self, tr("Open model folder"), self.last_folder)
            if not path:
                return False
        model = self._read_model(path)
        if model is None:
            return False
        try:
            params = models.model_params(model, self.params)
        except ParamError as exc:
            self._warn(localize(exc))
            return False
        self.last_folder = str(Path(path).parent)
        self._go_to_tab(TABS.MROPE if model.mrope else
                        TABS.ROPE_FREQUENCIES if model.scheme == "rope" else TABS.SCHEME)
        self.set_params_step(params, msg("Open model {name}", name=model.name))
        self.model_dock.show()
        self._update_model_info(self.params, force=True)
        self.statusBar().showMessage(localize(model.summary()), 15000)
        return True

    def compare_with_model(self, path: str | None = None) -> bool:
        """File › Open model › Compare with a second model: model B of the Compare models tab."""
        if path is None:
            path = QFileDialog.getExistingDirectory(self, tr("Model B to compare with"), self.last_folder)
            if not path:
                return False
        model = self._read_model(path)
        if model is None:
            return False
        self._go_to_tab(TABS.COMPARE_MODELS)
        self.set_params_step(self.params.replace(compare_model=str(Path(path).resolve())),
                             msg("Compare with {name}", name=model.name))
        return True

    def compare_with_preset(self, key: str) -> None:
        """File › Open model › Compare with a preset: a model preset as model B."""
        preset = BY_KEY[key]
        self._go_to_tab(TABS.COMPARE_MODELS)
        self.set_params_step(self.params.replace(compare_model=preset.reference()),
                             msg("Compare with {name}", name=Msg(preset.name)))

    def _read_model(self, path: str):
        """The model at ``path``, or None after one warning saying why not (also for a path
        the file system refuses: a name too long, a folder not entered)."""
        try:
            return models.load(path)
        except ParamError as exc:
            self._warn(localize(exc))
        except OSError as exc:
            self._warn(f"{path}: {exc.strerror or exc}")
        return None

    def open_model_from_cache(self, cache: str | None = None) -> bool:
        dialog = CacheDialog(self, None if cache is None else Path(cache))
        if dialog.exec() != CacheDialog.DialogCode.Accepted or not dialog.chosen_path():
            return False
        return self.open_model(dialog.chosen_path())

    def close_model(self) -> None:
        """File › Close model: the numbers stay as they are; the model's table and LongRoPE
        factors, which only the model has, go with it."""
        p = self.params
        if not p.model:
            return
        changes = {"model": ""}
        if p.scaling == "longrope":
            changes["scaling"] = "none"
        self.set_params_step(p.replace(**changes), msg("Close model"))

    # -- export -----------------------------------------------------------------------
    def current_record(self, options: FigureOptions | None = None) -> FigureRecord:
        """What the active view shows now, as a figure (its visible range included). "As
        shown" in a dark window is the dark figure."""
        record = record_of(self._views[self.active_view], self.params, options)
        if self.dark and record.options.background == "shown":
            record = dataclasses.replace(record, options=dataclasses.replace(record.options, background="dark"))
        return record

    def export(self) -> Path | None:
        """File › Export…: ask for what, format, size, background and file, then save."""
        record = self.current_record()
        names = VIEWS_OF[self.current_tab()]
        parts = None
        if len(names) > 1:  # a tab with several plots: each, or the whole tab as one figure
            parts = [(n, localize(VIEW_CLASSES[n].title)) for n in names]
            parts.append(("tab", tr("The whole tab as one figure")))
        dialog = ExportDialog(record, self.last_folder, self, dark=self.dark, settings=self.settings,
                              parts=parts)
        if dialog.exec() != ExportDialog.DialogCode.Accepted:
            return None
        path = dialog.chosen_path()
        if not path or Path(path).suffix.lower() in DATA_FORMATS:
            return self.save_export(path, dialog.options())
        self.last_folder = str(Path(path).parent)
        return self._guarded(lambda: write_figure(dialog.figure_record(), path), path)

    def save_export(self, path: str, options: FigureOptions | None = None) -> Path | None:
        """Save the active view to ``path``; the format comes from its extension."""
        if not path:
            return None
        self.last_folder = str(Path(path).parent)
        suffix = Path(path).suffix.lower()
        if suffix in DATA_FORMATS:
            return self._guarded(lambda: write_data(self.active_view, self.params, path), path)
        return self._guarded(lambda: write_figure(self.current_record(options), path), path)

    def copy_image(self) -> None:
        QGuiApplication.clipboard().setImage(render_image(self.current_record(), strict=False))
        self.statusBar().showMessage(tr("Copied the view “{view}” to the clipboard",
                                        view=localize(self._views[self.active_view].title)), 8000)

    def export_report(self, path: str | None = None) -> Path | None:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, tr("Export report"), str(Path(self.last_folder) / "pe-desktop-report.pdf"),
                tr("PDF document (*.pdf)"))
            if not path:
                return None
            if Path(path).suffix.lower() != ".pdf":
                path += ".pdf"
        self.last_folder = str(Path(path).parent)
        not_drawn: dict[str, str] = {}
        with self._progress(tr("Writing the report…")) as progress:
            out = self._guarded(lambda: write_report(self.params, path, progress=progress, not_drawn=not_drawn), path)
        if out is not None and not_drawn:
            self.statusBar().showMessage(tr("Saved {file}; not drawn, its page says why: {reasons}", file=str(out),
                                            reasons="; ".join(not_drawn.values())), 20000)
        return out

    def export_all_views(self, folder: str | None = None, fmt: str | None = None) -> list[Path] | None:
        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, tr("Export all views to"), self.last_folder)
            if not folder:
                return None
        if fmt is None:
            fmt, ok = QInputDialog.getItem(self, tr("Export all views"), tr("Format"), ["png", "svg"], 0, False)
            if not ok:
                return None
        self.last_folder = folder
        with self._progress(tr("Exporting every view…")) as progress:
            return self._guarded(
                lambda: write_all(self.params, folder, "." + fmt, self.all_views_options(),
                                  progress=progress), folder)

    def export_animation(self, path: str | None = None, sweep=None, fps: int | None = None) -> Path | None:
        """File › Export animation…: ask for the sweep (the play bar's to begin with), the size
        and the file, then write each frame with progress and cancel. With ``path``, ``sweep``
        and ``fps``: the active view as shown, without asking."""
        self.stop_play()  # the figure starts from the parameters shown, not a moving frame
        if path is None or sweep is None or fps is None:
            dialog = AnimationDialog(self.current_record(), self.play_bar.inputs, self.last_folder, self)
            if dialog.exec() != AnimationDialog.DialogCode.Accepted or dialog.chosen is None:
                return None
            record, sweep, fps, path = dialog.chosen
        else:
            record = dataclasses.replace(self.current_record(), view_range=None)
        self.last_folder = str(Path(path).parent)
        with self._progress(tr("Writing the animation…")) as progress:
            return self._guarded(lambda: write_animation(record, sweep, path, fps, progress=progress), path)

    def all_views_options(self) -> FigureOptions:
        """Every view at one size every view fits (an A4 page, ALL_VIEWS_DPI), in the
        background of the active view's figure: the on-screen size of one view is too small
        for another's content, and such a figure is refused."""
        return preset_options("a4", ALL_VIEWS_DPI, self.current_record().options.background)

    @contextlib.contextmanager
    def _progress(self, label: str):
        """A cancellable progress dialog; yields the callback the writers call per step."""
        dialog = QProgressDialog(label, tr("Cancel"), 0, 100, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(300)

        def step(done: int, total: int, name: str) -> bool:
            dialog.setMaximum(total)
            dialog.setValue(done)
            if name:
                dialog.setLabelText(f"{label}\n{name}")
            QApplication.processEvents()
            return not dialog.wasCanceled()

        try:
            yield step
        finally:
            dialog.close()

    # -- sessions ---------------------------------------------------------------------
    def save_session(self, path: str | None = None) -> Path | None:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(self, tr("Save session"),
                                                  str(Path(self.last_folder) / "session.json"),
                                                  tr("pe-desktop session (*.json)"))
            if not path:
                return None
        text = session_json(self.params, self.active_view, __version__,
                            {"tab": self.current_tab().title})

        def write() -> Path:
            with atomic_path(path) as tmp:
                Path(tmp).write_text(text, encoding="utf-8")
            return Path(path)

        return self._guarded(write, path)

    def open_session(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, tr("Open session"), self.last_folder,
                                                  tr("pe-desktop session (*.json)"))
            if not path:
                return False
        try:
            # a regular file only (a FIFO would block the window), its size checked first
            data = read_regular(path, MAX_SESSION_BYTES)
            params, view, record = read_session(data, Path(path).name)
        except FileRefused as exc:
            self._warn(localize(exc))
            return False
        except ExportError as exc:
            self._warn(localize(exc))
            return False
        tab = record.get("tab")
        if isinstance(tab, str):
            with contextlib.suppress(UnknownTab):  # a tab since renamed: the view's own below
                self._go_to_tab(tab)
        if view in VIEW_CLASSES:
            self.set_active_view(view)
        self.last_folder = str(Path(path).parent)
        self.set_params_step(params, msg("Open session {name}", name=Path(path).name))
        self.statusBar().showMessage(tr("Opened {path}", path=path), 8000)
        return True

    def _warn(self, message: str) -> None:
        QMessageBox.warning(self, tr("Positional Encoding Explorer"), message)
        self.statusBar().showMessage(message, 15000)

    def _guarded(self, action, path) -> Path | None:
        try:
            out = action()
        except Interrupted:  # SIGTERM/SIGINT: the export removed its files; the window closes
            return None
        except (ExportError, ParamError) as exc:
            QMessageBox.warning(self, tr("Export failed"), localize(exc))
            self.statusBar().showMessage(tr("Export failed: {reason}", reason=localize(exc)), 15000)
            return None
        shown = ", ".join(str(p) for p in out) if isinstance(out, list) else str(out)
        self.statusBar().showMessage(tr("Saved {files}", files=shown), 10000)
        return out

