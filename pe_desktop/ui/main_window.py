"""The main window: the parameter panel, the views from the registry, menus, status bar."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget, QFileDialog, QLabel, QMainWindow, QMessageBox, QSplitter, QTabWidget, QWidget,
)

from .. import APP_NAME, __version__
from ..core.datafiles import DATA_SOURCES, ExportError, write_data
from ..core.params import Params
from ..core.presets import BY_KEY, PRESETS
from .export import grab_image, save_image, suggested_name
from .param_panel import ParamPanel
from .views import REGISTRY
from .views.base import PlotView


class MainWindow(QMainWindow):
    def __init__(self, params: Params | None = None) -> None:
        super().__init__()
        self.setWindowTitle(APP_NAME)
        self.resize(1280, 800)
        self.panel = ParamPanel({e.cls.name: (e.cls.title_short or e.cls.title, e.cls.controls)
                                 for e in REGISTRY if e.cls.controls})
        dock = QDockWidget("Parameters", self)
        dock.setObjectName("parameters_dock")
        dock.setWidget(self.panel)
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
        self.panel.show_groups_for(set(names))
        if names:
            self.set_active_view(names[0])

    def _show_hover(self, text: str) -> None:
        self.hover_label.setText(text)

    def _show_failure(self, text: str) -> None:
        self.statusBar().showMessage(text, 15000)

    def _update_summary(self) -> None:
        self.summary_label.setText(self.views[self.active_view].summary)

    # -- menus ------------------------------------------------------------------------
    def _build_menus(self) -> None:
        file_menu = self.menuBar().addMenu("&File")
        self.export_action = QAction("Export &image…", self)
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        self.export_action.triggered.connect(lambda: self.export_image())
        file_menu.addAction(self.export_action)
        data_action = QAction("Export &data…", self)
        data_action.setShortcut(QKeySequence("Ctrl+Shift+E"))
        data_action.triggered.connect(lambda: self.export_data())
        file_menu.addAction(data_action)
        file_menu.addSeparator()
        quit_action = QAction("&Quit", self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        file_menu.addAction(quit_action)

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
    def export_image(self, path: str | None = None) -> Path | None:
        """Save the active view as PNG; ask for a file name when ``path`` is None."""
        view = self.views[self.active_view]
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, "Export image", suggested_name(view.name, self.params), "PNG image (*.png)")
            if not path:
                return None
            if not Path(path).suffix:
                path += ".png"
        return self._guarded(lambda: save_image(grab_image(view), path), path)

    def export_data(self, path: str | None = None) -> Path | None:
        """Save the active view's exact data as .npy or .csv."""
        name = self.active_view
        if name not in DATA_SOURCES:
            self._show_failure(f"The {name} view has no data export.")
            return None
        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, "Export data", suggested_name(name, self.params, ".npy"),
                "NumPy array (*.npy);;CSV table (*.csv)")
            if not path:
                return None
        return self._guarded(lambda: write_data(name, self.params, path), path)

    def _guarded(self, action, path) -> Path | None:
        try:
            out = action()
        except ExportError as exc:
            QMessageBox.warning(self, "Export failed", str(exc))
            self.statusBar().showMessage(f"Export failed: {exc}", 15000)
            return None
        self.statusBar().showMessage(f"Saved {out}", 10000)
        return out

    def closeEvent(self, event) -> None:
        for view in self.views.values():
            view.runner.stop()
        super().closeEvent(event)
