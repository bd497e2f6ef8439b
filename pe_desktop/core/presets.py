"""Presets: the source articles' figures, exactly, and common model sizes.

Each preset starts from the defaults and sets what its figure needs, so applying one
always gives the same picture. ``tab`` is the tab that shows it (one of ``tabs.TABS``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .errors import ParamError
from .params import Params
from .tabs import TABS, Tab
from .text import N_, Msg, msg


@dataclass(frozen=True)
class Article:
    """A source article, as the presets, the explanations and the README number them. The
    saved pages (in Japanese) name no author; ``where`` says where each was published as far
    as its page shows."""
    number: int
    title: str        # as published
    short_title: str  # for the Presets menu
    gloss: str        # what the title says, in English
    where: str        # where it was published

    def citation(self) -> Msg:
        return msg("Article {number}: 「{title}」 ({gloss}), {where}; the page names no author",
                   number=self.number, title=self.title, gloss=Msg(self.gloss), where=Msg(self.where))

    def menu_label(self) -> Msg:
        return msg("Article {number}: 「{title}」, {where}", number=self.number,
                   title=self.short_title, where=Msg(self.where))


_TITLE_2 = "Attention だけでは言葉の順序はわからない？"
ARTICLES: tuple[Article, ...] = (
    Article(1, "固定式位置エンコーディング", "固定式位置エンコーディング",
            N_("Fixed positional encoding"),
            N_("a post of 26 September 2026 on a personal technical blog")),
    Article(2, _TITLE_2 + "Transformer を真に完成させる「Positional Encoding」の秘密と数学的美しさ",
            _TITLE_2 + "…",
            N_("Attention alone can't tell word order? The secret and mathematical beauty of "
               "positional encoding"),
            N_("a Japanese technical article (its page names no site)")),
    Article(3, "位置情報（Positional Encoding）", "位置情報（Positional Encoding）",
            N_("Position information"),
            N_("a chapter of the web guide 「Transformer 内部構造ガイド」 (Transformer internals guide)")),
)


@dataclass(frozen=True)
class Preset:
    key: str
    title: str
    tab: Tab
    values: dict[str, Any] = field(default_factory=dict)
    article: int = 0  # the number of the source article whose figure it reproduces, or 0
    name: str = ""  # a model's short name, for a preset that stands for one (model B)

    def params(self) -> Params:
        return Params(**self.values)

    def reference(self) -> str:
        """How ``--compare-model`` and sessions name this preset: ``preset:KEY``."""
        return REFERENCE + self.key


PRESETS: tuple[Preset, ...] = (
    Preset("article-1-heatmap", N_("Article 1: heatmap, d_model 128 × 50 positions (RdBu)"), TABS.ENCODING,
           {"d_model": 128, "seq_len": 50, "orientation": "positions-vertical", "colormap": "RdBu"}, article=1),
    Preset("article-2-heatmap", N_("Article 2: heatmap, d_model 128 × 100 positions (coolwarm)"), TABS.ENCODING,
           {"d_model": 128, "seq_len": 100, "orientation": "dimensions-vertical", "colormap": "coolwarm"}, article=2),
    Preset("article-2-similarity", N_("Article 2: PE(0)·PE(pos) for positions 0–49"), TABS.ENCODING,
           {"d_model": 128, "seq_len": 50, "ref_pos": 0, "orientation": "dimensions-vertical",
            "colormap": "coolwarm"}, article=2),
    Preset("article-1-compare", N_("Article 1: rows 5 and 35 compared"), TABS.COMPARE_POSITIONS,
           {"d_model": 128, "seq_len": 50, "pos_a": 5, "pos_b": 35}, article=1),
    Preset("article-2-rotation", N_("Article 2: relative position as a rotation"), TABS.ROTATION,
           {"d_model": 128, "seq_len": 50, "pair": 0, "shift": 5}, article=2),
    Preset("article-2-word-order", N_("Article 2: 犬が男を噛んだ / 男が犬を噛んだ"), TABS.WORD_ORDER,
           {"d_model": 128, "sentence_a": "犬が男を噛んだ", "sentence_b": "男が犬を噛んだ"}, article=2),
    Preset("article-3-word-order", N_("Article 3: The keys on the table are lost. (d_model 512)"), TABS.WORD_ORDER,
           {"d_model": 512, "seq_len": 8}, article=3),
    Preset("article-3-embedding", N_("Article 3: [B, S, D] = [1, 8, 512]"), TABS.EMBEDDING,
           {"d_model": 512, "seq_len": 8, "batch": 1}, article=3),
    Preset("transformer-base", N_("Transformer base model: d_model 512, 512 positions"), TABS.ENCODING,
           {"d_model": 512, "seq_len": 512}),
    Preset("transformer-big", N_("Transformer big model: d_model 1024, 1024 positions"), TABS.ENCODING,
           {"d_model": 1024, "seq_len": 1024}),
    Preset("long-context", N_("Long context: d_model 4096 × 131,072 positions, trained on 4,096"), TABS.ENCODING,
           {"d_model": 4096, "seq_len": 131_072, "trained_len": 4096}),
    Preset("bert-base-learned", N_("BERT-base: learned table 512 × 768"), TABS.SCHEME,
           {"scheme": "learned", "d_model": 768, "table_size": 512, "init": "bert", "seq_len": 1024}, name=N_("BERT-base")),
    Preset("gpt2-small-learned", N_("GPT-2 small: learned table 1024 × 768"), TABS.SCHEME,
           {"scheme": "learned", "d_model": 768, "table_size": 1024, "init": "gpt2", "seq_len": 2048}, name=N_("GPT-2 small")),
    Preset("llama2-7b-rope", N_("Llama 2 7B head: RoPE θ 10,000, head 128, 4,096 context"), TABS.SCHEME,
           {"scheme": "rope", "d_model": 4096, "rope_base": 10_000.0, "head_dim": 128, "scaling": "none",
            "original_context": 4096, "seq_len": 4096, "n_heads": 32}, name=N_("Llama 2 7B head")),
    Preset("llama3-8b-rope", N_("Llama 3 8B head: RoPE θ 500,000 with Llama 3.1 scaling ×8 from 8,192"), TABS.SCHEME,
           {"scheme": "rope", "d_model": 4096, "rope_base": 500_000.0, "head_dim": 128, "scaling": "llama3",
            "factor": 8.0, "original_context": 8192, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
            "seq_len": 131_072, "n_heads": 32}, name=N_("Llama 3 8B head")),
    Preset("bloom-alibi", N_("BLOOM-style ALiBi: 16 heads"), TABS.SCHEME,
           {"scheme": "alibi", "d_model": 1024, "n_heads": 16, "head": 0, "seq_len": 2048}, name=N_("BLOOM-style ALiBi")),
    Preset("t5-base-buckets", N_("T5-base encoder: 32 buckets to distance 128, 12 heads"), TABS.SCHEME,
           {"scheme": "t5", "d_model": 768, "n_heads": 12, "head": 0, "t5_buckets": 32,
            "t5_max_distance": 128, "t5_bidirectional": True, "t5_values": "bucket", "seq_len": 256}),
    Preset("shaw-k16", N_("Shaw et al.: relative positions clipped at k = 16 (the paper's)"), TABS.SCHEME,
           {"scheme": "shaw", "shaw_k": 16, "seq_len": 64}),
    Preset("transformer-xl-terms", N_("Transformer-XL: the four score terms, d_model 512, head 64"), TABS.SCHEME,
           {"scheme": "transformer-xl", "d_model": 512, "head_dim": 64, "base": 10_000.0,
            "txl_term": "total", "seq_len": 256}),
    Preset("xpos-512", N_("xPos: RoPE θ 10,000 with decay, γ 512, head 64"), TABS.SCHEME,
           {"scheme": "xpos", "rope_base": 10_000.0, "head_dim": 64, "xpos_scale_base": 512.0,
            "seq_len": 2048}),
    Preset("nope-causal", N_("NoPE: a causal decoder without positions, 64 tokens"), TABS.SCHEME,
           {"scheme": "nope", "seq_len": 64}),
)

BY_KEY = {p.key: p for p in PRESETS}
MODELS = tuple(p for p in PRESETS if p.name)  # the presets that stand for a model
REFERENCE = "preset:"


def referenced(text: str) -> Preset | None:
    """The model preset ``text`` names as ``preset:KEY``; None for other text (a path)."""
    if not text.startswith(REFERENCE):
        return None
    key = text[len(REFERENCE):]
    for preset in MODELS:
        if preset.key == key:
            return preset
    raise ParamError(msg("no model preset {key}; these are: {keys}", key=repr(key),
                         keys=", ".join(p.key for p in MODELS)))
