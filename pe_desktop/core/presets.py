"""Presets: the source articles' figures, exactly, and common model sizes.

Each preset starts from the defaults and sets what its figure needs, so applying one
always gives the same picture. ``tab`` names the tab that shows it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .params import Params


@dataclass(frozen=True)
class Preset:
    key: str
    title: str
    tab: str
    values: dict[str, Any] = field(default_factory=dict)

    def params(self) -> Params:
        return Params(**self.values)


PRESETS: tuple[Preset, ...] = (
    Preset("article-1-heatmap", "Article 1: heatmap, d_model 128 × 50 positions (RdBu)", "Encoding",
           {"d_model": 128, "seq_len": 50, "orientation": "positions-vertical", "colormap": "RdBu"}),
    Preset("article-2-heatmap", "Article 2: heatmap, d_model 128 × 100 positions (coolwarm)", "Encoding",
           {"d_model": 128, "seq_len": 100, "orientation": "dimensions-vertical", "colormap": "coolwarm"}),
    Preset("article-2-similarity", "Article 2: PE(0)·PE(pos) for positions 0–49", "Encoding",
           {"d_model": 128, "seq_len": 50, "ref_pos": 0, "orientation": "dimensions-vertical",
            "colormap": "coolwarm"}),
    Preset("article-1-compare", "Article 1: rows 5 and 35 compared", "Compare positions",
           {"d_model": 128, "seq_len": 50, "pos_a": 5, "pos_b": 35}),
    Preset("article-2-rotation", "Article 2: relative position as a rotation", "Rotation",
           {"d_model": 128, "seq_len": 50, "pair": 0, "shift": 5}),
    Preset("article-2-word-order", "Article 2: 犬が男を噛んだ / 男が犬を噛んだ", "Word order",
           {"d_model": 128, "sentence_a": "犬が男を噛んだ", "sentence_b": "男が犬を噛んだ"}),
    Preset("article-3-word-order", "Article 3: The keys on the table are lost. (d_model 512)", "Word order",
           {"d_model": 512, "seq_len": 8}),
    Preset("article-3-embedding", "Article 3: [B, S, D] = [1, 8, 512]", "Embedding + encoding",
           {"d_model": 512, "seq_len": 8, "batch": 1}),
    Preset("transformer-base", "Transformer base model: d_model 512, 512 positions", "Encoding",
           {"d_model": 512, "seq_len": 512}),
    Preset("transformer-big", "Transformer big model: d_model 1024, 1024 positions", "Encoding",
           {"d_model": 1024, "seq_len": 1024}),
    Preset("long-context", "Long context: d_model 4096 × 131,072 positions, trained on 4,096", "Encoding",
           {"d_model": 4096, "seq_len": 131_072, "trained_len": 4096}),
)

BY_KEY = {p.key: p for p in PRESETS}
