"""The registry of views: adding a view is one module and one line here."""
from __future__ import annotations

from dataclasses import dataclass

from .base import PlotView
from .heatmap_view import HeatmapView
from .similarity_view import SimilarityView


@dataclass(frozen=True)
class ViewEntry:
    cls: type[PlotView]
    tab: str  # views with the same tab are stacked in it, top to bottom


REGISTRY: tuple[ViewEntry, ...] = (
    ViewEntry(HeatmapView, tab="Encoding"),
    ViewEntry(SimilarityView, tab="Encoding"),
)

VIEW_CLASSES: dict[str, type[PlotView]] = {e.cls.name: e.cls for e in REGISTRY}
