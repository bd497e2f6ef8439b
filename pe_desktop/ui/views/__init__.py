"""The registry of views: adding a view is one module and one line here."""
from __future__ import annotations

from dataclasses import dataclass

from ...core.text import N_
from .base import PlotView
from .heatmap_view import HeatmapView
from .similarity_view import SimilarityView
from .order_view import OrderView
from .embedding_view import EmbeddingView
from .wavelength_view import WavelengthView
from .compare_view import CompareView
from .similarity_matrix_view import SimilarityMatrixView
from .rotation_view import RotationView
from .rope_frequencies_view import RopeFrequenciesView
from .rope_scores_view import RopeScoresView
from .scheme_view import SchemeView
from .distance_decay_view import DistanceDecayView
from .schemes_view import SchemesView
from .model_compare_view import ModelCompareView


@dataclass(frozen=True)
class ViewEntry:
    cls: type[PlotView]
    tab: str  # N_-marked English title; views with the same tab are stacked in it, top to bottom


REGISTRY: tuple[ViewEntry, ...] = (
    ViewEntry(HeatmapView, tab=N_("Encoding")),
    ViewEntry(SimilarityView, tab=N_("Encoding")),
    ViewEntry(OrderView, tab=N_("Word order")),
    ViewEntry(EmbeddingView, tab=N_("Embedding + encoding")),
    ViewEntry(WavelengthView, tab=N_("Wavelengths")),
    ViewEntry(CompareView, tab=N_("Compare positions")),
    ViewEntry(SimilarityMatrixView, tab=N_("Similarity matrix")),
    ViewEntry(RotationView, tab=N_("Rotation")),
    ViewEntry(RopeFrequenciesView, tab=N_("RoPE frequencies")),
    ViewEntry(RopeScoresView, tab=N_("RoPE scores")),
    ViewEntry(SchemeView, tab=N_("Scheme")),
    ViewEntry(DistanceDecayView, tab=N_("Distance decay")),
    ViewEntry(SchemesView, tab=N_("All schemes")),
    ViewEntry(ModelCompareView, tab=N_("Compare models")),
)

VIEW_CLASSES: dict[str, type[PlotView]] = {e.cls.name: e.cls for e in REGISTRY}
