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


# The groups of the navigation, in order, each one stretch of the tabs: the encoding (what is
# added to the tokens and why: the articles' main figures), its mathematics (why it works)
# and the successors (the schemes after the paper, real models). N_-marked English.
GROUPS: tuple[str, ...] = (N_("The encoding"), N_("Its mathematics"), N_("Successors"))
GROUP_TIPS: dict[str, str] = {  # what each group holds, as its tab's tooltip
    GROUPS[0]: N_("Start here: what is added to the tokens and why: the encoding's values, the dot "
                  "product that tells distance, word order, embedding + encoding."),
    GROUPS[1]: N_("Why it works: the wavelengths, two positions compared, the similarity matrix, "
                  "a shift as a rotation."),
    GROUPS[2]: N_("The schemes that came after it: learned tables, RoPE and its long-context "
                  "scalings, ALiBi, and real models side by side."),
}


@dataclass(frozen=True)
class ViewEntry:
    cls: type[PlotView]
    tab: str  # N_-marked English title; views with the same tab are stacked in it, top to bottom
    group: str  # one of GROUPS: where its tab is found in the navigation


REGISTRY: tuple[ViewEntry, ...] = (
    ViewEntry(HeatmapView, tab=N_("Encoding"), group=GROUPS[0]),
    ViewEntry(SimilarityView, tab=N_("Encoding"), group=GROUPS[0]),
    ViewEntry(OrderView, tab=N_("Word order"), group=GROUPS[0]),
    ViewEntry(EmbeddingView, tab=N_("Embedding + encoding"), group=GROUPS[0]),
    ViewEntry(WavelengthView, tab=N_("Wavelengths"), group=GROUPS[1]),
    ViewEntry(CompareView, tab=N_("Compare positions"), group=GROUPS[1]),
    ViewEntry(SimilarityMatrixView, tab=N_("Similarity matrix"), group=GROUPS[1]),
    ViewEntry(RotationView, tab=N_("Rotation"), group=GROUPS[1]),
    ViewEntry(RopeFrequenciesView, tab=N_("RoPE frequencies"), group=GROUPS[2]),
    ViewEntry(RopeScoresView, tab=N_("RoPE scores"), group=GROUPS[2]),
    ViewEntry(SchemeView, tab=N_("Scheme"), group=GROUPS[2]),
    ViewEntry(DistanceDecayView, tab=N_("Distance decay"), group=GROUPS[2]),
    ViewEntry(SchemesView, tab=N_("All schemes"), group=GROUPS[2]),
    ViewEntry(ModelCompareView, tab=N_("Compare models"), group=GROUPS[2]),
)

VIEW_CLASSES: dict[str, type[PlotView]] = {e.cls.name: e.cls for e in REGISTRY}
