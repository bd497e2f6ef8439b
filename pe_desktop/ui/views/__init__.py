"""The registry of views: adding a view is one module and one line here."""
from __future__ import annotations

from dataclasses import dataclass

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


@dataclass(frozen=True)
class ViewEntry:
    cls: type[PlotView]
    tab: str  # views with the same tab are stacked in it, top to bottom


REGISTRY: tuple[ViewEntry, ...] = (
    ViewEntry(HeatmapView, tab="Encoding"),
    ViewEntry(SimilarityView, tab="Encoding"),
    ViewEntry(OrderView, tab="Word order"),
    ViewEntry(EmbeddingView, tab="Embedding + encoding"),
    ViewEntry(WavelengthView, tab="Wavelengths"),
    ViewEntry(CompareView, tab="Compare positions"),
    ViewEntry(SimilarityMatrixView, tab="Similarity matrix"),
    ViewEntry(RotationView, tab="Rotation"),
    ViewEntry(RopeFrequenciesView, tab="RoPE frequencies"),
    ViewEntry(RopeScoresView, tab="RoPE scores"),
    ViewEntry(SchemeView, tab="Scheme"),
    ViewEntry(DistanceDecayView, tab="Distance decay"),
    ViewEntry(SchemesView, tab="All schemes"),
)

VIEW_CLASSES: dict[str, type[PlotView]] = {e.cls.name: e.cls for e in REGISTRY}
