"""The window's tabs, each named once: ``TABS.SCHEME`` is the Scheme tab. Code names a tab
through ``TABS``, never by its title; a title read from elsewhere (settings, a session file)
is looked up with :meth:`Tabs.titled`, which refuses an unknown one naming the known tabs.
A tab's English title is its identity in files and settings, so a title, once released,
stays. Which views a tab stacks is the catalogue's (``catalogue.VIEWS_OF``); this module
imports nothing of the views, so that the presets can name tabs too.

The four groups follow the tabs as they stand, each one stretch of them:
- the encoding: what is added to the tokens and why (the articles' main figures: the values,
  the dot product that tells distance, word order, X + PE);
- its mathematics: why it works (wavelengths, two positions, the similarity matrix, shifting
  as a rotation, every pair as a clock hand);
- successors: the schemes after the paper (RoPE, learned tables, ALiBi) and real models;
- images and video: positions beyond a line (a 2D grid of patches, M-RoPE's t, h, w).
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, fields

from .text import N_, msg

ENCODING = N_("The encoding")
MATHEMATICS = N_("Its mathematics")
SUCCESSORS = N_("Successors")
IMAGES = N_("Images and video")
GROUPS: tuple[str, ...] = (ENCODING, MATHEMATICS, SUCCESSORS, IMAGES)
GROUP_TIPS: dict[str, str] = {  # what each group holds, as its tab's tooltip
    ENCODING: N_("Start here: what is added to the tokens and why: the encoding's values, the dot "
                 "product that tells distance, word order, embedding + encoding."),
    MATHEMATICS: N_("Why it works: the wavelengths, two positions compared, the similarity matrix, "
                    "a shift as a rotation, every pair as a clock hand."),
    SUCCESSORS: N_("The schemes that came after it: learned tables, RoPE and its long-context "
                   "scalings, ALiBi, and real models side by side."),
    IMAGES: N_("Positions beyond a line: image patches on a 2D grid (2D sin-cos, axial RoPE) and "
               "Qwen-VL's (t, h, w) positions for text, images and video."),
}


class UnknownTab(LookupError):
    """A tab title that names no tab; the message lists the tabs there are."""


@dataclass(frozen=True)
class Tab:
    """A tab of the window: views stacked top to bottom under one title, in one group."""

    title: str  # N_-marked English, shown translated; the settings and sessions store it
    group: str  # one of GROUPS


@dataclass(frozen=True)
class Tabs:
    """Every tab by its name, in the window's order; iterating gives the tabs."""

    ENCODING: Tab
    WORD_ORDER: Tab
    EMBEDDING: Tab
    WAVELENGTHS: Tab
    COMPARE_POSITIONS: Tab
    SIMILARITY_MATRIX: Tab
    ROTATION: Tab
    CLOCK_HANDS: Tab
    ROPE_FREQUENCIES: Tab
    ROPE_SCORES: Tab
    SCHEME: Tab
    DISTANCE_DECAY: Tab
    ALL_SCHEMES: Tab
    COMPARE_MODELS: Tab
    MODEL_LAYERS: Tab
    GRID_2D: Tab
    MROPE: Tab

    def __iter__(self) -> Iterator[Tab]:
        return (getattr(self, f.name) for f in fields(self))

    def __len__(self) -> int:
        return len(fields(self))

    @property
    def titles(self) -> tuple[str, ...]:
        return tuple(tab.title for tab in self)

    def titled(self, title: str) -> Tab:
        """The tab whose English title is ``title``; UnknownTab naming the tabs if none is."""
        for tab in self:
            if tab.title == title:
                return tab
        raise UnknownTab(msg("no tab {title!r}; the tabs are: {titles}", title=title,
                             titles=", ".join(self.titles)))


TABS = Tabs(
    ENCODING=Tab(N_("Encoding"), ENCODING),
    WORD_ORDER=Tab(N_("Word order"), ENCODING),
    EMBEDDING=Tab(N_("Embedding + encoding"), ENCODING),
    WAVELENGTHS=Tab(N_("Wavelengths"), MATHEMATICS),
    COMPARE_POSITIONS=Tab(N_("Compare positions"), MATHEMATICS),
    SIMILARITY_MATRIX=Tab(N_("Similarity matrix"), MATHEMATICS),
    ROTATION=Tab(N_("Rotation"), MATHEMATICS),
    CLOCK_HANDS=Tab(N_("Clock hands"), MATHEMATICS),
    ROPE_FREQUENCIES=Tab(N_("RoPE frequencies"), SUCCESSORS),
    ROPE_SCORES=Tab(N_("RoPE scores"), SUCCESSORS),
    SCHEME=Tab(N_("Scheme"), SUCCESSORS),
    DISTANCE_DECAY=Tab(N_("Distance decay"), SUCCESSORS),
    ALL_SCHEMES=Tab(N_("All schemes"), SUCCESSORS),
    COMPARE_MODELS=Tab(N_("Compare models"), SUCCESSORS),
    MODEL_LAYERS=Tab(N_("Model layers"), SUCCESSORS),
    GRID_2D=Tab(N_("2D grid"), IMAGES),
    MROPE=Tab(N_("M-RoPE"), IMAGES),
)
