"""The views' widgets, by name: a view is an entry in ``core/catalogue.py`` (its title, tab,
group, controls and data export) and a widget class here."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.catalogue import VIEWS
from .base import PlotView
from .clock_view import ClockHandsView
from .compare_view import CompareView
from .distance_decay_view import DistanceDecayView
from .embedding_view import EmbeddingView
from .grid_view import GridView
from .heatmap_view import HeatmapView
from .model_compare_view import ModelCompareView
from .model_layers_view import ModelLayersView
from .mrope_view import MRopeView
from .order_view import OrderView
from .rope_frequencies_view import RopeFrequenciesView
from .rope_scores_view import RopeScoresView
from .rotation_view import RotationView
from .scheme_view import SchemeView
from .schemes_view import SchemesView
from .similarity_matrix_view import SimilarityMatrixView
from .similarity_view import SimilarityView
from .wavelength_view import WavelengthView

_CLASSES: tuple[type[PlotView], ...] = (
    HeatmapView, SimilarityView, OrderView, EmbeddingView, WavelengthView, CompareView,
    SimilarityMatrixView, RotationView, ClockHandsView, RopeFrequenciesView, RopeScoresView, SchemeView,
    DistanceDecayView, SchemesView, ModelCompareView, ModelLayersView, GridView, MRopeView,
)
_BY_NAME = {cls.name: cls for cls in _CLASSES}

# name → widget class, in the catalogue's (tab) order
VIEW_CLASSES: dict[str, type[PlotView]] = {view.name: _BY_NAME[view.name] for view in VIEWS}


@dataclass(frozen=True)
class ViewEntry:
    cls: type[PlotView]
    tab: str  # N_-marked English title; views with the same tab are stacked in it, top to bottom
    group: str  # N_-marked English: the group of tabs it belongs to (catalogue.GROUPS)


REGISTRY: tuple[ViewEntry, ...] = tuple(
    ViewEntry(VIEW_CLASSES[view.name], view.tab.title, view.group) for view in VIEWS)
