"""The main window: the parameter panel, the views from the registry, menus, status bar."""
from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QDir, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QApplication, QDockWidget, QFileDialog, QInputDialog, QLabel, QMainWindow, QMessageBox,
    QProgressDialog, QScrollArea, QSplitter, QTabWidget,
)

from .. import APP_NAME, __version__
from ..core.datafiles import DATA_FORMATS, ExportError, atomic_path, write_data
from ..core.figure import FigureOptions, FigureRecord, read_session, session_json
from ..core.params import ParamError, Params
from ..core.presets import BY_KEY, PRESETS
from .export import record_of, render_image, write_all, write_figure, write_report
from .export_dialog import ExportDialog
from .param_panel import ParamPanel
from .views import REGISTRY
from .views.base import PlotView


class MainWindow(QMainWindow):
    def __init__(self, params: Params | None = None) -> None:
        super().__init__()
        self.setWindowTitle(APP_NAME)
        self.resize(1280, 800)
        tab_controls: dict[str, tuple[str, ...]] = {}
        for entry in REGISTRY:
            names = tab_controls.get(entry.tab, ()) + entry.cls.controls
            tab_controls[entry.tab] = tuple(dict.fromkeys(names))
        self.panel = ParamPanel(tab_controls)
        dock = QDockWidget("Parameters", self)
        dock.setObjectName("parameters_dock")
        scroll = QScrollArea()  # many parameters on a small screen: scroll, never clip
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setMinimumWidth(330)
        dock.setWidget(scroll)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)

        self.views: dict[str, PlotView] = {}
        self.tabs = QTabWidget()
        splitters: dict[str, QSplitter] = {}
        for entry in REGISTRY:
            view = entry.cls()
            self.views[view.name] = view
            if entry.tab not in splitters:
                splitters[entry.tab] = QSplitter(Qt.Orientation.Vertical)
                self.tabs.addTab(splitters[entry.tab], entry.tab)
            splitters[entry.tab].addWidget(view)
            view.hovered.connect(self._show_hover)
            view.rendered.connect(self._update_summary)
            view.failed.connect(self._show_failure)
            view.graphics.scene().sigMouseClicked.connect(
                lambda _ev, v=view: self.set_active_view(v.name))
        for splitter in splitters.values():
            splitter.setSizes([3, 2] + [1] * (splitter.count() - 2))
        self.setCentralWidget(self.tabs)
        self.active_view = REGISTRY[0].cls.name
        self.last_folder = QDir.homePath()

        self.hover_label = QLabel()
        self.hover_label.setObjectName("hover_label")
        self.summary_label = QLabel()
        self.summary_label.setObjectName("summary_label")
        self.statusBar().addWidget(self.hover_label, 1)
        self.statusBar().addPermanentWidget(self.summary_label)
        self._build_menus()

        self.tabs.currentChanged.connect(lambda _i: self._activate_current_tab())
        self._activate_current_tab()
        self.panel.params_changed.connect(self.apply_params)
        if params is not None:
            self.panel.set_params(params)
        else:
            self.apply_params(self.panel.params())

    # -- state ------------------------------------------------------------------------
    @property
    def params(self) -> Params:
        return self.panel.params()

    def apply_params(self, params: Params) -> None:
        for view in self.views.values():
            view.set_params(params)

    def set_active_view(self, name: str) -> None:
        self.active_view = name
        self._update_summary()

    def _activate_current_tab(self) -> None:
        tab = self.tabs.tabText(self.tabs.currentIndex())
        names = [e.cls.name for e in REGISTRY if e.tab == tab]
        self.panel.show_controls_for(tab)
        if names:
            self.set_active_view(names[0])

    def _show_hover(self, text: str) -> None:
        self.hover_label.setText(text)

    def _show_failure(self, text: str) -> None:
        self.statusBar().showMessage(text, 15000)

    def _update_summary(self) -> None:
        self.summary_label.setText(self.views[self.active_view].summary)

    # -- menus ------------------------------------------------------------------------
    def _action(self, menu, text: str, slot, shortcut=None, name: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if name:
            action.setObjectName(name)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self._action(file_menu, "&Open session…", self.open_session, QKeySequence.StandardKey.Open)
        self._action(file_menu, "&Save session…", self.save_session, QKeySequence.StandardKey.Save)
        file_menu.addSeparator()
        self.export_action = self._action(file_menu, "&Export…", self.export, "Ctrl+E", "export")
        self._action(file_menu, "Export &report (PDF)…", self.export_report, "Ctrl+Shift+R")
        self._action(file_menu, "Export &all views to a folder…", self.export_all_views)
        file_menu.addSeparator()
        self._action(file_menu, "&Quit", self.close, QKeySequence.StandardKey.Quit)

        edit_menu = self.menuBar().addMenu("&Edit")
        self.copy_action = self._action(edit_menu, "&Copy image", self.copy_image, "Ctrl+Shift+C")
        self.copy_action.setShortcuts([QKeySequence("Ctrl+Shift+C"), QKeySequence.StandardKey.Copy])

        view_menu = self.menuBar().addMenu("&View")
        fit_action = QAction("&Fit to data", self)
        fit_action.setShortcut(QKeySequence("Ctrl+0"))
        fit_action.triggered.connect(lambda: self.views[self.active_view].fit())
        view_menu.addAction(fit_action)
        flip_action = QAction("Swap &orientation", self)
        flip_action.setShortcut(QKeySequence("Ctrl+T"))
        flip_action.triggered.connect(self.toggle_orientation)
        view_menu.addAction(flip_action)

        presets_menu = self.menuBar().addMenu("&Presets")
        tabs = {self.tabs.tabText(i): i for i in range(self.tabs.count())}
        for preset in PRESETS:
            if preset.tab not in tabs:
                continue
            action = QAction(preset.title, self)
            action.setObjectName(f"preset_{preset.key}")
            action.triggered.connect(lambda _c=False, p=preset: self.apply_preset(p.key))
            presets_menu.addAction(action)

        help_menu = self.menuBar().addMenu("&Help")
        about = QAction("&About", self)
        about.triggered.connect(lambda: QMessageBox.about(
            self, f"About {APP_NAME}",
            f"<b>{APP_NAME}</b> {__version__}<br>How Transformers encode token positions."))
        help_menu.addAction(about)

    def apply_preset(self, key: str) -> None:
        preset = BY_KEY[key]
        for i in range(self.tabs.count()):
            if self.tabs.tabText(i) == preset.tab:
                self.tabs.setCurrentIndex(i)
        self.panel.set_params(preset.params())
        self.statusBar().showMessage(f"Preset: {preset.title}", 8000)

    def toggle_orientation(self) -> None:
        p = self.params
        other = "dimensions-vertical" if p.orientation == "positions-vertical" else "positions-vertical"
        self.panel.set_params(p.replace(orientation=other))

    # -- export -----------------------------------------------------------------------
    def current_record(self, options: FigureOptions | None = None) -> FigureRecord:
        """What the active view shows now, as a figure (its visible range included)."""
        return record_of(self.views[self.active_view], self.params, options)

    def export(self) -> Path | None:
        """File › Export…: ask for format, size, background and file, then save."""
        dialog = ExportDialog(self.current_record(), self.last_folder, self)
        if dialog.exec() != ExportDialog.DialogCode.Accepted:
            return None
        return self.save_export(dialog.chosen_path(), dialog.options())

    def save_export(self, path: str, options: FigureOptions | None = None) -> Path | None:
        """Save the active view to ``path``; the format comes from its extension."""
        if not path:
            return None
        self.last_folder = str(Path(path).parent)
        suffix = Path(path).suffix.lower()
        if suffix in DATA_FORMATS:
            return self._guarded(lambda: write_data(self.active_view, self.params, path), path)
        return self._guarded(lambda: write_figure(self.current_record(options), path), path)

    def export_image(self, path: str) -> Path | None:
        """Save the active view as an image at its on-screen size."""
        return self.save_export(path)

    def export_data(self, path: str) -> Path | None:
        return self.save_export(path)

    def copy_image(self) -> None:
        QGuiApplication.clipboard().setImage(render_image(self.current_record()))
        self.statusBar().showMessage(f"Copied the {self.active_view} view to the clipboard", 8000)

    def export_report(self, path: str | None = None) -> Path | None:
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, "Export report", str(Path(self.last_folder) / "pe-desktop-report.pdf"),
                "PDF document (*.pdf)")
            if not path:
                return None
            if Path(path).suffix.lower() != ".pdf":
                path += ".pdf"
        self.last_folder = str(Path(path).parent)
        with self._progress("Writing the report…") as progress:
            return self._guarded(lambda: write_report(self.params, path, progress=progress), path)

    def export_all_views(self, folder: str | None = None, fmt: str | None = None) -> list[Path] | None:
        if folder is None:
            folder = QFileDialog.getExistingDirectory(self, "Export all views to", self.last_folder)
            if not folder:
                return None
        if fmt is None:
            fmt, ok = QInputDialog.getItem(self, "Export all views", "Format", ["png", "svg"], 0, False)
            if not ok:
                return None
        self.last_folder = folder
        with self._progress("Exporting every view…") as progress:
            return self._guarded(
                lambda: write_all(self.params, folder, "." + fmt, self.current_record().options,
                                  progress=progress), folder)

    @contextlib.contextmanager
    def _progress(self, label: str):
        """A cancellable progress dialog; yields the callback the writers call per step."""
        dialog = QProgressDialog(label, "Cancel", 0, 100, self)
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
            path, _ = QFileDialog.getSaveFileName(self, "Save session",
                                                  str(Path(self.last_folder) / "session.json"),
                                                  "pe-desktop session (*.json)")
            if not path:
                return None
        text = session_json(self.params, self.active_view, __version__,
                            {"tab": self.tabs.tabText(self.tabs.currentIndex())})

        def write() -> Path:
            with atomic_path(path) as tmp:
                Path(tmp).write_text(text, encoding="utf-8")
            return Path(path)

        return self._guarded(write, path)

    def open_session(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, "Open session", self.last_folder,
                                                  "pe-desktop session (*.json)")
            if not path:
                return False
        try:
            params, view, record = read_session(Path(path).read_bytes(), Path(path).name)
        except OSError as exc:
            self._warn(f"cannot read {path}: {exc.strerror or exc}")
            return False
        except ExportError as exc:
            self._warn(str(exc))
            return False
        tab = record.get("tab")
        for i in range(self.tabs.count()):
            if self.tabs.tabText(i) == tab:
                self.tabs.setCurrentIndex(i)
        if view in self.views:
            self.set_active_view(view)
        self.panel.set_params(params)
        self.statusBar().showMessage(f"Opened {path}", 8000)
        return True

    def _warn(self, message: str) -> None:
        QMessageBox.warning(self, APP_NAME, message)
        self.statusBar().showMessage(message, 15000)

    def _guarded(self, action, path) -> Path | None:
        try:
            out = action()
        except (ExportError, ParamError) as exc:
            QMessageBox.warning(self, "Export failed", str(exc))
            self.statusBar().showMessage(f"Export failed: {exc}", 15000)
            return None
        shown = ", ".join(str(p) for p in out) if isinstance(out, list) else str(out)
        self.statusBar().showMessage(f"Saved {shown}", 10000)
        return out

    def closeEvent(self, event) -> None:
        for view in self.views.values():
            view.runner.stop()
        super().closeEvent(event)
