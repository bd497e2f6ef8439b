"""The main window: the parameter panel, the views from the registry, menus, status bar.

Desktop conventions live here too: settings remembered between runs (``settings``, only
when a QSettings is given — ``run_gui`` gives one, tests give an isolated one or none),
undo/redo of parameter changes, light/dark plots, and a busy indicator. Over 600 lines
because these window-wide concerns are kept here, out of the views and the panel.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QDir,
    QEvent,
    QLocale,
    QRect,
    QSettings,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QScrollArea,
    QSplitter,
    QStyle,
    QTabWidget,
    QTextBrowser,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .. import i18n
from ..core.catalogue import BY_NAME, GROUP_TIPS, GROUPS, TAB_OF, TABS, VIEWS_OF, Tab
from ..core.params import Params
from ..core.presets import ARTICLES, BY_KEY, MODELS, PRESETS
from ..core.text import N_, Msg, msg
from ..i18n import LANGUAGES, localize, tr
from .commands import FileCommands, build_menus
from .explain import explanation_html
from .frames import FrameGate
from .model_info import TextBrowser, model_html
from .navigation import ViewNavigator
from .param_panel import ParamPanel
from .playing import PlayCommands
from .settings import SCHEMES, read_settings, write_settings
from .style import plot_style
from .theme import WidgetScheme, system_is_dark
from .undo import ParamsCommand
from .views import REGISTRY, VIEW_CLASSES
from .views.base import PlotView, model_name
from .wheel import guard_wheel


class ViewsByName(Mapping):
    """Every view of a window by name, built on demand: looking one up builds its tab only;
    going through the values (``values()``, ``items()``) builds them all."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window

    def __getitem__(self, name: str) -> PlotView:
        if name not in TAB_OF:
            raise KeyError(name)
        self._window._build_tab(TAB_OF[name])
        return self._window._views[name]

    def __iter__(self) -> Iterator[str]:
        return iter(TAB_OF)

    def __len__(self) -> int:
        return len(TAB_OF)

DEFAULT_SIZE = (1280, 800)
FRAME_ROOM = QSize(16, 48)  # a window manager's borders and title bar
EXPLANATION_MIN_WIDTH = 220
VIEWS_MIN_WIDTH = 480  # below this the side docks give up width (down to their minimum)
DOCK_RETURN = 40  # px more than a dock needs before it leaves the Parameters column again
SCHEME_LABELS = {"system": N_("&System"), "light": N_("&Light"), "dark": N_("&Dark")}
BUSY_CHECK_MS = 200


def fitted_geometry(free: QRect, size: tuple[int, int] = DEFAULT_SIZE) -> QRect | None:
    """Where a window of ``size`` opens on a screen whose free area (without panels and
    docks) is ``free``: centred in it, with room for a window manager's frame; None where it
    does not fit (the window opens maximized instead)."""
    width, height = size
    if width + FRAME_ROOM.width() > free.width() or height + FRAME_ROOM.height() > free.height():
        return None
    rect = QRect(0, 0, width, height)
    rect.moveCenter(free.center())
    return rect


class PanelScroll(QScrollArea):
    """The parameter panel's scroll area: never narrower than the panel (its long rows
    wrap, label above field, down to that width) plus a vertical scroll bar."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        panel = self.widget()
        if panel is None:
            return hint
        width = (panel.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
                 + 2 * self.frameWidth())
        return QSize(width, hint.height())

    def eventFilter(self, watched, event) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # other fields shown: the dock's minimum follows
        return super().eventFilter(watched, event)


class ViewPage(QScrollArea):
    """A tab's page: its views in a splitter, scrolled when the window is smaller than they
    need; each view is offered the page's width (a vertical scroll bar's taken off, so the
    offer does not change as one comes and goes)."""

    def offered_width(self) -> int:
        return max(0, self.width() - 2 * self.frameWidth() - self.verticalScrollBar().sizeHint().width())

    def offer(self) -> None:
        for view in self.findChildren(PlotView):
            view.offer_width(self.offered_width())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.offer()


class MainWindow(FileCommands, PlayCommands, QMainWindow):
    def __init__(self, params: Params | None = None, settings: QSettings | None = None) -> None:
        """``params``: what to show first (else the saved parameters, else the defaults).
        ``settings``: where to restore from at start and save to on close; None: neither."""
        super().__init__()
        self._texts: list[tuple] = []  # (setter, English source): set again on a language change
        self.frames = FrameGate(self)
        self._update_title(None)
        self.setObjectName("main_window")
        self._shared_docks: set[QDockWidget] = set()  # right docks made tabs beside Parameters
        self._panel_width = 0  # the Parameters dock's width before they did
        self._opened_docks: list[QDockWidget] = []  # right docks, the last opened last
        self.resize(*DEFAULT_SIZE)
        self._geometry_restored = False  # from the settings, by _restore_layout
        self.settings = settings
        tab_controls: dict[str, tuple[str, ...]] = {}
        tab_shared: dict[str, tuple[str, ...]] = {}
        tab_checks: dict[str, tuple] = {}
        for entry in REGISTRY:
            check = BY_NAME[entry.cls.name].check
            if check is not None:
                tab_checks[entry.tab] = tab_checks.get(entry.tab, ()) + (check,)
            names = tab_controls.get(entry.tab, ()) + entry.cls.controls
            tab_controls[entry.tab] = tuple(dict.fromkeys(names))
            tab_shared[entry.tab] = tuple(dict.fromkeys(tab_shared.get(entry.tab, ()) + entry.cls.shared))
        self.panel = ParamPanel(tab_controls, tab_shared=tab_shared,
                                one_scheme_tabs=frozenset(e.tab for e in REGISTRY if e.cls.one_scheme),
                                one_grid_tabs=frozenset(e.tab for e in REGISTRY if e.cls.one_grid),
                                tab_checks=tab_checks)
        dock = QDockWidget(self)
        self._text(dock.setWindowTitle, N_("Parameters"))
        dock.setObjectName("parameters_dock")
        scroll = PanelScroll()  # many parameters on a small screen: scroll, never clip
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        # long rows wrap (label above field) instead: a horizontal bar clipped the spin boxes
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        dock.setWidget(scroll)
        # closable too: View › Show the parameters panel (and F6) bring it back
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        dock.setFocusProxy(self.panel)  # focusing the dock puts the cursor in its first field
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        self.dock = dock

        # A tab's views are built when it is first shown (``views`` builds them all): the
        # window opens without paying for the eleven tabs nobody has looked at yet.
        self._views: dict[str, PlotView] = {}
        self.tabs = QTabWidget()
        # each tab's English title (N_-marked), in the order of ``tabs``: what the settings keep
        self.tab_keys: list[str] = []
        self._splitters: dict[str, QSplitter] = {}
        for tab in TABS:
            self._splitters[tab.title] = QSplitter(Qt.Orientation.Vertical)
            self._splitters[tab.title].setChildrenCollapsible(False)
            # a window smaller than the views' minimum scrolls; nothing is cut
            page = ViewPage()
            page.setObjectName("page")
            page.setWidget(self._splitters[tab.title])
            page.setWidgetResizable(True)
            page.setFrameShape(QScrollArea.Shape.NoFrame)
            self.tabs.addTab(page, localize(tab.title))
            self.tab_keys.append(tab.title)
        self.active_view = REGISTRY[0].cls.name
        self.last_folder = QDir.homePath()

        # Two lines: under the views what the view shows (summary), in the status bar what is
        # under the mouse (hover); each wraps rather than being cut.
        self.hover_label = QLabel()
        self.hover_label.setObjectName("hover_label")
        self.hover_label.setWordWrap(True)
        # Plain text, copied whole from its menu: a selectable label re-laid out and painted a
        # text document each change (~0.45 M instructions of a 50×128 change, 2–3 %).
        self.summary_label = QLabel()
        self.summary_label.setObjectName("summary_label")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)
        self.summary_label.setContentsMargins(6, 2, 6, 2)
        self.copy_summary = QAction(self.summary_label)
        self._text(self.copy_summary.setText, N_("&Copy summary"))
        self.copy_summary.triggered.connect(
            lambda: QGuiApplication.clipboard().setText(self.summary_label.text()))
        self.summary_label.addAction(self.copy_summary)
        self.summary_label.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.busy_label = QLabel()
        self._text(self.busy_label.setText, N_("Computing…"))
        self.busy_label.setObjectName("busy_label")
        self.busy_bar = QProgressBar()  # indeterminate: it moves while a view computes
        self.busy_bar.setObjectName("busy_bar")
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setFixedSize(72, 12)
        self.statusBar().addWidget(self.hover_label, 1)
        self.statusBar().addPermanentWidget(self.busy_label)
        self.statusBar().addPermanentWidget(self.busy_bar)
        self.busy_label.hide()
        self.busy_bar.hide()

        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(1000)
        self._undoing = False  # applying a step of the undo stack: record nothing
        self._step_text: str | None = None  # a preset, session…: one step with this name
        self.colour_scheme = "system"  # View › Colour scheme: system, light or dark
        self.dark = False  # what the plots show now
        self.language: str | None = None  # View › Language: a code of i18n.LANGUAGES, None: system
        self._widget_scheme: WidgetScheme | None = None
        self._build_explanation_dock()
        self.navigator = ViewNavigator(self.tabs, self.tab_keys, {t.title: t.group for t in TABS},
                                       GROUPS, corner=self.explain_button, tips=GROUP_TIPS)
        # across the whole window, above the docks: every name has the window's width
        navigation = QToolBar()
        navigation.setObjectName("navigation_bar")
        self._text(navigation.setWindowTitle, N_("Views"))
        navigation.setMovable(False)
        navigation.setFloatable(False)
        navigation.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        navigation.toggleViewAction().setVisible(False)  # not to be hidden by mistake
        navigation.addWidget(self.navigator)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, navigation)
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.tabs, 1)
        column.addWidget(self.summary_label)
        self.setCentralWidget(central)
        self._build_model_dock()
        self._build_player()
        self._build_menus()
        self._default_state = self.saveState()

        restored = None
        if settings is not None:
            restored = read_settings(settings, tuple(self.tab_keys))
            self._restore_layout(restored)
            if params is None:
                params = restored.params
        if settings is not None:  # a window that remembers follows the remembered language
            self.set_language(restored.language if restored else None)
        self.tabs.currentChanged.connect(lambda _i: self._activate_current_tab())
        self._activate_current_tab()
        if params is not None:
            self.panel.set_params(params)
        self._recorded = self.panel.params()  # the params the last undo step ends at
        self.panel.params_changed.connect(self._params_changed)
        self.apply_params(self._recorded)
        self.play_bar.inputs.offer()  # the range of the parameters shown, restored or given

        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_scheme_changed)
        self.set_colour_scheme(restored.scheme if restored and restored.scheme else "system")
        if restored and restored.problems:
            self.statusBar().showMessage(
                tr("Ignored saved settings that could not be used: {problems}",
                   problems="; ".join(localize(p) for p in restored.problems)), 20000)
        self._busy_timer = QTimer(self)
        self._busy_timer.setInterval(BUSY_CHECK_MS)
        self._busy_timer.timeout.connect(self.update_busy)
        self._busy_timer.start()
        guard_wheel(self)  # every editor of the window is made by now

    # -- views ------------------------------------------------------------------------
    @property
    def views(self) -> ViewsByName:
        """Every view by name; a tab not shown yet is built when one of its views is asked for."""
        return ViewsByName(self)

    def _build_tab(self, tab: Tab) -> None:
        splitter = self._splitters[tab.title]
        if splitter.count():
            return
        for name in VIEWS_OF[tab]:
            view = VIEW_CLASSES[name]()
            view.set_plot_style(plot_style(self.dark))
            self._views[view.name] = view
            splitter.addWidget(view)
            view.hovered.connect(self._show_hover)
            view.rendered.connect(lambda v=view: self._view_rendered(v))
            view.failed.connect(self._show_failure)
            view.graphics.scene().sigMouseClicked.connect(
                lambda _ev, v=view: self.set_active_view(v.name))
            view.set_params(self.panel.params())
        splitter.setSizes([3, 2] + [1] * (splitter.count() - 2))
        page = splitter.parentWidget().parentWidget()  # splitter → viewport → page
        if page.isVisible():
            page.offer()

    # -- state ------------------------------------------------------------------------
    @property
    def params(self) -> Params:
        return self.panel.params()

    def apply_params(self, params: Params) -> None:
        with self.frames.held():  # what the views draw at once: one frame
            if self.hover_label.text():  # it described the picture of the old parameters
                self.hover_label.clear()  # (clearing an empty one repaints the status bar)
            for view in self._views.values():
                view.set_params(params)
            self._update_model_info(params)
            self.frames.pass_on([view.graphics.scene() for view in self.visible_views()])

    def visible_views(self) -> list[PlotView]:
        return [v for v in self._views.values() if v.isVisible()]

    def _params_changed(self, params: Params) -> None:
        """The panel's params changed: draw them, and make the change an undo step."""
        old, self._recorded = self._recorded, params
        self.apply_params(params)
        if old is not None and old.scheme != params.scheme:
            self._update_explanation()  # the Scheme view's page has the scheme's section
        if self.play_interrupted(old) or self._undoing or old == params:
            return
        name = None if self._step_text is not None else self.panel.last_edited
        self.undo_stack.push(ParamsCommand(self._apply_step, old, params, name, self._step_text))

    def _apply_step(self, params: Params) -> None:
        """Undo/redo: show ``params`` without recording another step."""
        self._undoing = True
        try:
            self.panel.set_params(params)
        finally:
            self._undoing = False

    def set_params_step(self, params: Params, text: str) -> None:
        """Show ``params`` as one undo step named ``text`` (never merged with another)."""
        self._step_text = text
        try:
            self.panel.set_params(params)
        finally:
            self._step_text = None

    def set_active_view(self, name: str) -> None:
        self._build_tab(TAB_OF[name])
        self.active_view = name
        self._update_summary()
        self._update_explanation()

    def current_tab(self) -> Tab:
        """The tab on screen."""
        return TABS.titled(self.tab_keys[self.tabs.currentIndex()])

    def _activate_current_tab(self) -> None:
        self.hover_label.clear()  # it described a view of another tab
        tab = self.current_tab()
        self._build_tab(tab)
        self.panel.show_controls_for(tab.title)
        self.set_active_view(VIEWS_OF[tab][0])
        if not self.player.running:
            self.play_bar.inputs.suggest_for(tab)

    def _view_rendered(self, view: PlotView) -> None:
        """A view drew: its summary, and the busy indicator off once nothing computes. It comes
        on from the timer only (shown between two views of one change, it moved the layout)."""
        self._update_summary()
        if self.busy_bar.isVisible():
            self.update_busy()

    def update_busy(self) -> None:
        """Show the busy indicator while a view on screen is still computing."""
        busy = [localize(v.title) for v in self._views.values() if v.isVisible() and not v.is_current()]
        if busy:
            tip = tr("Computing: {views}", views=", ".join(busy))
            self.busy_label.setToolTip(tip)
            self.busy_bar.setToolTip(tip)
        self.busy_label.setVisible(bool(busy))
        self.busy_bar.setVisible(bool(busy))

    def next_tab(self, step: int = 1) -> None:
        self.tabs.setCurrentIndex((self.tabs.currentIndex() + step) % self.tabs.count())

    def focus_parameters(self) -> None:
        self.dock.show()
        self.dock.raise_()
        self.panel.setFocus(Qt.FocusReason.ShortcutFocusReason)

    # -- colour scheme ----------------------------------------------------------------
    def set_colour_scheme(self, scheme: str) -> None:
        """View › Colour scheme: "system" follows the desktop; "light" and "dark" force it."""
        if scheme not in SCHEMES:
            raise ValueError(f"colour scheme must be one of {', '.join(SCHEMES)}, got {scheme!r}")
        changed = scheme != self.colour_scheme
        self.colour_scheme = scheme
        self.scheme_actions[scheme].setChecked(True)
        if changed or scheme != "system":
            if self._widget_scheme is None:
                self._widget_scheme = WidgetScheme()
            self._widget_scheme.set(scheme)
        self._apply_dark(system_is_dark() if scheme == "system" else scheme == "dark")

    def _system_scheme_changed(self, *_args) -> None:
        if self.colour_scheme == "system":
            self._apply_dark(system_is_dark())

    def _apply_dark(self, dark: bool) -> None:
        self.dark = dark
        for view in self._views.values():
            view.set_plot_style(plot_style(dark))
        self.panel.set_dark(dark)
        self._update_explanation()  # its text and formula box have the scheme's colours
        self._update_model_info(self.params)

    def _show_hover(self, text: str) -> None:
        label = self.hover_label
        label.setText(text)
        # The line keeps the height of the longest readout since the window's last resize:
        # a status bar growing and shrinking under the moving mouse would resize the views.
        QTimer.singleShot(0, self._keep_hover_height)

    def _keep_hover_height(self) -> None:
        if shiboken6.isValid(self) and self.hover_label.height() > self.hover_label.minimumHeight():
            self.hover_label.setMinimumHeight(self.hover_label.height())

    def _show_failure(self, text: str) -> None:
        self.statusBar().showMessage(text, 15000)

    def _update_summary(self) -> None:
        view = self._views.get(self.active_view)
        self.summary_label.setText(view.summary if view is not None else "")

    # -- menus ------------------------------------------------------------------------
    def _text(self, setter, source: str) -> None:
        """Show the N_-marked ``source`` through ``setter`` now and after a language change."""
        self._texts.append((setter, source))
        setter(localize(source))

    def _choice_actions(self, menu, choices, set_label, object_name, choose) -> dict:
        """Checkable actions, one per choice, of which one is checked (the first to begin
        with); triggering one calls ``choose(choice)``."""
        group = QActionGroup(self)
        group.setExclusive(True)
        actions = {}
        for choice in choices:
            action = QAction(self)
            set_label(action, choice)
            action.setObjectName(object_name(choice))
            action.setCheckable(True)
            action.triggered.connect(lambda _c=False, c=choice: choose(c))
            group.addAction(action)
            menu.addAction(action)
            actions[choice] = action
        next(iter(actions.values())).setChecked(True)
        return actions

    def _menu(self, parent, title: str):
        menu = parent.addMenu("")
        self._text(menu.setTitle, title)
        return menu

    def _action(self, menu, text: str, slot, shortcut=None, name: str | None = None) -> QAction:
        """A menu item; ``text`` is N_-marked English, shown translated."""
        action = QAction(self)
        self._text(action.setText, text)
        if isinstance(shortcut, (list, tuple)):
            action.setShortcuts([QKeySequence(s) for s in shortcut])
        elif shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if name:
            action.setObjectName(name)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        build_menus(self, self.menuBar())

    def _add_undo_redo(self, edit_menu) -> None:
        # Undo/redo items name the step ("Undo d_model = 512") in the current language.
        self.undo_action = QAction(self)
        # while playing, the play is stopped (and recorded) first: undo takes back the play
        self.undo_action.triggered.connect(lambda _c=False: (self.stop_play(), self.undo_stack.undo()))
        self.undo_action.setShortcuts(QKeySequence.StandardKey.Undo)
        self.redo_action = QAction(self)
        self.redo_action.triggered.connect(lambda _c=False: (self.stop_play(), self.undo_stack.redo()))
        self.undo_stack.indexChanged.connect(lambda _i: self._update_undo_texts())
        self.undo_stack.cleanChanged.connect(lambda _c: self._update_undo_texts())
        self._update_undo_texts()
        redo_keys = [QKeySequence("Ctrl+Shift+Z")]
        for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo):
            if key not in redo_keys:  # Ctrl+Y on Windows; the same Ctrl+Shift+Z elsewhere
                redo_keys.append(key)
        self.redo_action.setShortcuts(redo_keys)
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)

    def _add_panel_actions(self, view_menu) -> None:
        panel_action = self.dock.toggleViewAction()
        self._text(panel_action.setText, N_("Show the parameters &panel"))
        view_menu.addAction(panel_action)
        self._action(view_menu, N_("&Go to the parameters"), self.focus_parameters, "F6", "focus_parameters")
        view_menu.addAction(self.explain_action)

    def _add_language_menu(self, view_menu) -> None:
        language_menu = self._menu(view_menu, N_("&Language"))

        def language_label(action: QAction, code: str | None) -> None:
            if code is None:
                self._text(action.setText, N_("&System language"))
            else:
                action.setText(LANGUAGES[code])  # each language is named in itself

        self.language_actions = self._choice_actions(
            language_menu, (None, *LANGUAGES), language_label, lambda c: f"language_{c or 'system'}",
            self.set_language)

    def _add_scheme_menu(self, view_menu) -> None:
        scheme_menu = self._menu(view_menu, N_("Colour &scheme"))
        self.scheme_actions = self._choice_actions(
            scheme_menu, SCHEMES, lambda action, s: self._text(action.setText, SCHEME_LABELS[s]),
            lambda s: f"scheme_{s}", self.set_colour_scheme)

    def _add_presets(self, presets_menu) -> None:
        presets_menu.setToolTipsVisible(True)
        # each source article named (title, where published) above the presets of its figures
        for article in (*ARTICLES, None):
            if article is not None:
                header = QAction(self)
                self._text(header.setText, article.menu_label())
                self._text(header.setToolTip, article.citation())
                header.setObjectName(f"article_{article.number}")
                header.setEnabled(False)
                font = header.font()
                font.setBold(True)
                header.setFont(font)
                presets_menu.addAction(header)
            for preset in PRESETS:
                if preset.article != (article.number if article else 0):
                    continue
                action = QAction(self)
                self._text(action.setText, preset.title)
                action.setObjectName(f"preset_{preset.key}")
                action.triggered.connect(lambda _c=False, p=preset: self.apply_preset(p.key))
                presets_menu.addAction(action)
            if article is not None:
                presets_menu.addSeparator()

    def _add_compare_presets(self, menu) -> None:
        for preset in MODELS:
            action = QAction(self)
            self._text(action.setText, preset.name)
            self._text(action.setToolTip, preset.title)
            action.setObjectName(f"compare_preset_{preset.key}")
            action.triggered.connect(lambda _c=False, p=preset: self.compare_with_preset(p.key))
            menu.addAction(action)
        menu.setToolTipsVisible(True)

    def _add_explain_action(self, help_menu) -> None:
        help_menu.addAction(self.explain_action)

    def _update_undo_texts(self) -> None:
        if not shiboken6.isValid(self.undo_stack) or not shiboken6.isValid(self.undo_action):
            return  # the window is being destroyed: the stack empties itself
        undo, redo = self.undo_stack.undoText(), self.undo_stack.redoText()
        self.undo_action.setText(tr("&Undo {step}", step=undo) if undo else tr("&Undo"))
        self.redo_action.setText(tr("&Redo {step}", step=redo) if redo else tr("&Redo"))
        self.undo_action.setEnabled(self.undo_stack.canUndo() or self.player.running)  # undo stops a play
        self.redo_action.setEnabled(self.undo_stack.canRedo())

    # -- explanations -------------------------------------------------------------------
    def _text_dock(self, name: str, dock_name: str, title: str,
                   min_width: int) -> tuple[QTextBrowser, QDockWidget]:
        """A hidden dock on the right (``dock_name``) holding a text browser (``name``);
        ``title`` is N_-marked."""
        browser = TextBrowser()
        browser.setObjectName(name)
        dock = QDockWidget(self)
        dock.setObjectName(dock_name)
        self._text(dock.setWindowTitle, title)
        dock.setWidget(browser)
        dock.setMinimumWidth(min_width)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        dock.visibilityChanged.connect(lambda _v: QTimer.singleShot(0, self._fit_docks))
        dock.toggleViewAction().toggled.connect(lambda _on, d=dock: self._dock_opened(d))
        return browser, dock

    def _dock_opened(self, dock: QDockWidget) -> None:
        """Opened or closed (not a tab raised): the newest open dock is the one put in front."""
        if dock in self._opened_docks:
            self._opened_docks.remove(dock)
        self._opened_docks.append(dock)

    def _build_explanation_dock(self) -> None:
        """F1 (or the "?" button by the tabs): what the active view shows and how to read it."""
        self.explanation, dock = self._text_dock("explanation", "explanation_dock", N_("Explanation"),
                                                 EXPLANATION_MIN_WIDTH)
        self.explanation.setOpenExternalLinks(False)
        self.explanation_dock = dock
        self.explain_action = dock.toggleViewAction()
        self.explain_action.setObjectName("explain")
        self._text(self.explain_action.setText, N_("&Explanation of this view"))
        self._text(self.explain_action.setIconText, N_("? Explain"))  # the button by the tabs
        self._text(self.explain_action.setToolTip, N_("What this view shows and how to read it (F1)"))
        self.explain_action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        if self.explain_action.shortcut().isEmpty():
            self.explain_action.setShortcut(QKeySequence("F1"))
        button = QToolButton()
        button.setObjectName("explain_button")
        button.setDefaultAction(self.explain_action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.explain_button = button
        dock.visibilityChanged.connect(lambda _v: self._update_explanation())

    def _update_explanation(self) -> None:
        view = self._views.get(self.active_view)
        if not self.explanation_dock.isVisible() or view is None:
            return
        scheme = self.panel.params().scheme if view.name == "scheme" else ""
        self.explanation.setHtml(explanation_html(view.name, localize(view.title), self.dark, scheme))

    # -- language -----------------------------------------------------------------------
    def set_language(self, language: str | None) -> None:
        """View › Language: ``None`` follows the system. Every text changes in place."""
        code = language if language in LANGUAGES else None
        self.language = code
        self.language_actions[code].setChecked(True)
        i18n.set_language(code or i18n.system_language())
        # Numbers as the language writes them, in the panel too (its boxes were made before
        # the language was known; widgets made later follow the default by themselves).
        self.setLocale(QLocale())
        # Qt posts LanguageChange to the windows: deliver it now, so the switch is immediate.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self._after_retranslate()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # The views get the event after the window: read their texts once they have.
            QTimer.singleShot(0, self._after_retranslate)
        super().changeEvent(event)

    def _after_retranslate(self) -> None:
        if not shiboken6.isValid(self):
            return
        self._update_summary()
        self._update_explanation()

    def retranslate(self) -> None:
        for setter, source in self._texts:
            setter(localize(source))
        for i, key in enumerate(self.tab_keys):
            self.tabs.setTabText(i, localize(key))
        self.navigator.retranslate()
        for i in range(self.undo_stack.count()):
            command = self.undo_stack.command(i)
            if hasattr(command, "retranslate"):
                command.retranslate()
        self._update_undo_texts()
        self._update_play_action()
        self._update_title(self.params)
        self.hover_label.clear()
        self.update_busy()

    def apply_preset(self, key: str) -> None:
        preset = BY_KEY[key]
        self._go_to_tab(preset.tab)
        self.set_params_step(preset.params(), msg("Preset {title}", title=Msg(preset.title)))
        self.statusBar().showMessage(tr("Preset: {title}", title=localize(preset.title)), 8000)

    def _go_to_tab(self, tab: Tab | str) -> None:
        """Show ``tab`` (a Tab, or a tab's English title); UnknownTab for a title of none."""
        title = tab.title if isinstance(tab, Tab) else tab
        self.tabs.setCurrentIndex(self.tab_keys.index(TABS.titled(title).title))

    def toggle_orientation(self) -> None:
        p = self.params
        other = "dimensions-vertical" if p.orientation == "positions-vertical" else "positions-vertical"
        self.set_params_step(p.replace(orientation=other), msg("Swap orientation"))

    # -- models -----------------------------------------------------------------------
    def _build_model_dock(self) -> None:
        """Which model is open: name, scheme, numbers and where each came from."""
        self.model_info, self.model_dock = self._text_dock("model_info", "model_dock", N_("Model"), 300)
        dock = self.model_dock
        self._model_shown = None
        dock.visibilityChanged.connect(lambda _v: self._update_model_info(self.params, force=True))

    def _update_model_info(self, params: Params, force: bool = False) -> None:
        key = (params, self.dark)
        if not force and key == self._model_shown:
            return
        self._model_shown = key
        if self.model_dock.isVisible() or params.model:
            self.model_info.setHtml(model_html(params, self.dark))
        self.close_model_action.setEnabled(bool(params.model))
        self._update_title(params)

    def _update_title(self, params: Params | None) -> None:
        """The open model's name, which Qt follows with the app's name; else the app's name."""
        name = model_name(params)
        self.setWindowTitle(name or tr("Positional Encoding Explorer"))

    # -- settings -----------------------------------------------------------------------
    def place_on_screen(self) -> None:
        """Before the window is first shown: a remembered geometry stays where it lies wholly
        on the screen's free area; else the default size, centred, where it fits, else
        maximized (a small screen had the Explain button and half of each plot off it)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        free = screen.availableGeometry()
        if self._geometry_restored and (self.isMaximized() or self.isFullScreen() or free.contains(self.geometry())):
            return
        rect = fitted_geometry(free)
        if rect is None:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        else:
            self.setWindowState(self.windowState() & ~Qt.WindowState.WindowMaximized)
            self.setGeometry(rect)

    def _restore_layout(self, restored) -> None:
        if restored.geometry is not None:
            self._geometry_restored = self.restoreGeometry(restored.geometry)
            if not self._geometry_restored:
                restored.problems.append(N_("window geometry (unreadable)"))
        if restored.state is not None and not self.restoreState(restored.state):
            restored.problems.append(N_("dock layout (unreadable)"))
        if restored.tab is not None:  # a title of the window's (read_settings checked it)
            self._go_to_tab(restored.tab)
        if restored.last_folder is not None:
            self.last_folder = restored.last_folder
        self.language = restored.language

    def save_settings(self) -> None:
        if self.settings is None:
            return
        write_settings(self.settings, geometry=self.saveGeometry(), state=self.saveState(),
                       params=self.params, tab=self.current_tab().title,
                       last_folder=self.last_folder, scheme=self.colour_scheme, language=self.language)

    def reset_settings(self, ask: bool = True) -> bool:
        """View › Reset settings…: forget what was saved and return to the defaults."""
        if ask:
            answer = QMessageBox.question(
                self, tr("Reset settings"),
                tr("Forget the saved window layout, parameters, tab, export folder, colour "
                   "scheme and language, and return to the defaults?\n"
                   "(Undo brings the parameters back.)"),
                QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel)
            if answer != QMessageBox.StandardButton.Reset:
                return False
        if self.settings is not None:
            self.settings.clear()
            self.settings.sync()
        self.restoreState(self._default_state)
        if not (self.isMaximized() or self.isFullScreen()):
            self._geometry_restored = False
            self.place_on_screen()
        self.tabs.setCurrentIndex(0)
        self.last_folder = QDir.homePath()
        self.set_colour_scheme("system")
        self.set_language(None)
        self.set_params_step(Params(), msg("Reset settings"))
        self.statusBar().showMessage(tr("Settings reset: the defaults are back"), 8000)
        return True

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.hover_label.setMinimumHeight(0)
        self._fit_docks()
        for view in self._views.values():  # more or less room: each legend tried inside again
            view.legends_inside()

    def _fit_docks(self) -> None:
        """On a narrow window the docks beside the views narrow first (to their minimum
        widths), so the views keep what room there is; they are never widened here. Where the
        views would still have less than VIEWS_MIN_WIDTH, the open right docks (Explanation,
        Model) become tabs beside Parameters, the newest in front; they go back to the right
        once the window has room for them (and DOCK_RETURN more)."""
        if not shiboken6.isValid(self):
            return
        self._share_dock_column()
        docks = [d for d in self.findChildren(QDockWidget) if d.isVisible() and not d.isFloating()
                 and self.dockWidgetArea(d) in (Qt.DockWidgetArea.LeftDockWidgetArea,
                                                Qt.DockWidgetArea.RightDockWidgetArea)]
        short = VIEWS_MIN_WIDTH - self.centralWidget().width()
        spare = sum(d.width() - d.minimumSizeHint().width() for d in docks)
        if short <= 0 or spare <= 0 or not docks:
            return
        take = min(short, spare) / spare
        self.resizeDocks(docks, [round(d.width() - (d.width() - d.minimumSizeHint().width()) * take)
                                 for d in docks], Qt.Orientation.Horizontal)

    def _share_dock_column(self) -> None:
        right = [d for d in (getattr(self, "explanation_dock", None), getattr(self, "model_dock", None))
                 if d is not None and d.toggleViewAction().isChecked() and not d.isFloating()]
        if not right or getattr(self, "dock", None) is None:
            return
        separators = (len(right) + 1) * self.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent)
        room = self.width() - self.dock.width() - separators - sum(d.minimumSizeHint().width() for d in right)
        shared = [d for d in right if d in self._shared_docks
                  and self.dockWidgetArea(d) == self.dockWidgetArea(self.dock)]  # not dragged away since
        if room < VIEWS_MIN_WIDTH:
            if not shared:
                self._panel_width = self.dock.width()  # given back when the tabs part
            for dock in sorted(right, key=lambda d: self._opened_docks.index(d) if d in self._opened_docks else -1):
                if dock not in shared and self.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea:
                    self.tabifyDockWidget(self.dock, dock)
                    self._shared_docks.add(dock)
                    dock.raise_()
        elif shared and room >= VIEWS_MIN_WIDTH + DOCK_RETURN:
            for dock in shared:
                self._shared_docks.discard(dock)
                self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
                dock.show()
            self.resizeDocks([self.dock], [self._panel_width], Qt.Orientation.Horizontal)

    def closeEvent(self, event) -> None:
        self._busy_timer.stop()
        self.stop_play()
        self.save_settings()
        for view in self._views.values():
            view.runner.stop()
        super().closeEvent(event)
