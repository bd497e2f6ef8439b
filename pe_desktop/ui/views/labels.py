"""Label, legend and plot classes for texts that wrap (pyqtgraph's LabelItem, LegendItem and
PlotItem extended, as axes.py extends its axes, not patched)."""
from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QSizeF, Qt

MIN_LABEL = 60  # a title or text in a plot wraps down to this width


class WrappingLabel(pg.LabelItem):
    """A label whose text may wrap: once ``narrow`` (set by whoever wraps it) its minimum width
    is at most MIN_LABEL and its minimum height the wrapped text's, so the layout can give it
    less than its longest line; until then it keeps LabelItem's minimum, the text's size."""

    def __init__(self, text: str = " ", parent=None, angle: float = 0, narrow: bool = False, **args) -> None:
        self.narrow = narrow  # read by updateMin, which LabelItem's __init__ runs
        super().__init__(text, parent, angle, **args)

    def set_narrow(self, narrow: bool) -> None:
        """Narrow the minimum width (or not) from now on, and update the minimum."""
        self.narrow = narrow
        self.updateMin()

    def updateMin(self) -> None:
        super().updateMin()
        if self.narrow:
            self.setMinimumWidth(min(self.minimumWidth(), MIN_LABEL))


class WrappingLegend(pg.LegendItem):
    """A legend whose entries' names are :class:`WrappingLabel`s."""

    def addItem(self, item, name: str) -> None:
        """As LegendItem.addItem, the name in a WrappingLabel."""
        label = WrappingLabel(name, color=self.opts["labelTextColor"], justify="left",
                              size=self.opts["labelTextSize"])
        sample = item if isinstance(item, self.sampleType) else self.sampleType(item)
        sample.sigClicked.connect(self.sigSampleClicked)
        self.items.append((sample, label))
        self._addItemToLayout(sample, label)
        self.updateSize()


class WrappingPlot(pg.PlotItem):
    """A plot whose title (``titleLabel``, row 0, column 1 of its layout) is a
    :class:`WrappingLabel` and whose :meth:`addLegend` builds a :class:`WrappingLegend`;
    without pyqtgraph's context menus unless ``enableMenu=True`` (not built: ~12 ms a plot)."""

    def __init__(self, *args, title: str | None = None, **kwargs) -> None:
        kwargs.setdefault("enableMenu", False)
        super().__init__(*args, **kwargs)
        built = self.titleLabel  # pyqtgraph's LabelItem('', size='11pt'), in its place
        self.layout.removeItem(built)
        built.setParentItem(None)
        self.titleLabel = WrappingLabel("", size="11pt", parent=self)
        self.layout.addItem(self.titleLabel, 0, 1)
        self.setTitle(title)

    slack: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)

    def set_slack(self, left: float, top: float, right: float, bottom: float) -> None:
        """Room left empty around the plot inside its cell (left, top, right, bottom pixels);
        not counted in the plot's minimum or preferred size, so the layout around is unchanged."""
        if max(abs(a - b) for a, b in zip(self.slack, (left, top, right, bottom))) < 0.5:
            return
        self.slack = (left, top, right, bottom)
        self.layout.setContentsMargins(1 + left, 1 + top, 1 + right, 1 + bottom)  # PlotItem's 1

    def sizeHint(self, which, constraint=QSizeF()) -> QSizeF:  # noqa: B008 (Qt's default)
        hint = super().sizeHint(which, constraint)
        if which in (Qt.SizeHint.MinimumSize, Qt.SizeHint.PreferredSize) and any(self.slack):
            left, top, right, bottom = self.slack
            hint = QSizeF(max(0.0, hint.width() - left - right), max(0.0, hint.height() - top - bottom))
        return hint

    def addLegend(self, offset=(30, 30), **kwargs) -> WrappingLegend:
        """As PlotItem.addLegend: the plot's legend, made on the first call."""
        if self.legend is None:
            self.legend = WrappingLegend(offset=offset, **kwargs)
            self.legend.setParentItem(self.vb)
        return self.legend
