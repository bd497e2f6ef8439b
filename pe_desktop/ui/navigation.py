"""The navigation above the views: a row of groups (the encoding, the lessons of the
articles, the successors) and a row with the tabs of the group chosen, so every name is
read whole even at 1280 px with the parameters and the explanation open.

It drives a ``QTabWidget`` whose own tab bar is hidden: the tab widget stays the one place
that says which tab is on screen (``currentIndex``, ``currentChanged``), the two bars follow it.
"""
from __future__ import annotations

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QHBoxLayout, QProxyStyle, QStyle, QTabBar, QTabWidget, QVBoxLayout, QWidget

from ..i18n import localize


class UnshiftedTabs(QProxyStyle):
    """The application's style, except that the label of a tab not chosen is not moved
    down: Fusion moves it 2 px and clips it, cutting the bottoms of g and y ("Wavelengths")."""

    def pixelMetric(self, metric, option=None, widget=None) -> int:
        if metric == QStyle.PixelMetric.PM_TabBarTabShiftVertical:
            return 0
        return super().pixelMetric(metric, option, widget)


def _bar(name: str, style: QStyle) -> QTabBar:
    bar = QTabBar()
    bar.setObjectName(name)
    bar.setStyle(style)
    bar.setExpanding(False)
    bar.setElideMode(Qt.TextElideMode.ElideNone)  # names whole; arrows only on a tiny window
    bar.setDrawBase(False)
    bar.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    return bar


class ViewNavigator(QWidget):
    def __init__(self, tabs: QTabWidget, keys: list[str], group_of: dict[str, str],
                 groups: tuple[str, ...], corner: QWidget | None = None,
                 tips: dict[str, str] | None = None) -> None:
        """``keys``: the tabs' N_-marked English titles, in the order of ``tabs``;
        ``group_of``: each key's group, one of ``groups`` (N_-marked); ``tips``: a group's
        tooltip (N_-marked)."""
        super().__init__()
        self.setObjectName("navigation")
        self.tabs = tabs
        self.keys = list(keys)
        self.groups = tuple(g for g in groups if g in group_of.values())
        self.group_of = dict(group_of)
        self.tips = dict(tips or {})
        tabs.tabBar().hide()
        tabs.setDocumentMode(True)
        self._style = UnshiftedTabs()  # (a style set on a widget is not owned by it)
        self._style.setParent(self)
        self.group_bar = _bar("group_bar", self._style)
        font = self.group_bar.font()
        font.setBold(True)
        self.group_bar.setFont(font)
        for group in self.groups:
            self.group_bar.addTab(localize(group))
        self._set_tips()
        self.view_bar = _bar("view_bar", self._style)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.group_bar)
        top.addStretch(1)
        if corner is not None:
            top.addWidget(corner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 2, 4, 0)
        layout.setSpacing(0)
        layout.addLayout(top)
        layout.addWidget(self.view_bar)
        self._shown_group = ""
        self._last: dict[str, str] = {}  # the tab last shown in each group
        self.group_bar.currentChanged.connect(self._group_chosen)
        self.view_bar.currentChanged.connect(self._view_chosen)
        tabs.currentChanged.connect(lambda _i: self.sync())
        self.sync()

    def group_keys(self, group: str) -> list[str]:
        return [k for k in self.keys if self.group_of[k] == group]

    def current_group(self) -> str:
        return self.group_of[self.keys[self.tabs.currentIndex()]]

    def sync(self) -> None:
        """Show the group and the tab that the tab widget shows."""
        group = self.current_group()
        self._last[group] = self.keys[self.tabs.currentIndex()]
        with QSignalBlocker(self.group_bar), QSignalBlocker(self.view_bar):
            self.group_bar.setCurrentIndex(self.groups.index(group))
            if group != self._shown_group:
                while self.view_bar.count():
                    self.view_bar.removeTab(0)
                for key in self.group_keys(group):
                    self.view_bar.addTab(localize(key))
                self._shown_group = group
            self.view_bar.setCurrentIndex(self.group_keys(group).index(self.keys[self.tabs.currentIndex()]))

    def _group_chosen(self, index: int) -> None:
        if index >= 0:  # a group opens on the tab last shown in it, at first its first
            group = self.groups[index]
            self.tabs.setCurrentIndex(self.keys.index(self._last.get(group, self.group_keys(group)[0])))

    def _view_chosen(self, index: int) -> None:
        if index >= 0:
            self.tabs.setCurrentIndex(self.keys.index(self.group_keys(self._shown_group)[index]))

    def _set_tips(self) -> None:
        for i, group in enumerate(self.groups):
            if group in self.tips:
                self.group_bar.setTabToolTip(i, localize(self.tips[group]))

    def retranslate(self) -> None:
        for i, group in enumerate(self.groups):
            self.group_bar.setTabText(i, localize(group))
        self._set_tips()
        for i, key in enumerate(self.group_keys(self._shown_group)):
            self.view_bar.setTabText(i, localize(key))
