"""The source articles: named once (pe_desktop/core/presets.py ARTICLES) and used by the presets,
the Presets menu, the explanations and the README."""
from pathlib import Path

import pytest

from pe_desktop.core.presets import ARTICLES, PRESETS

ROOT = Path(__file__).resolve().parents[2]
# the saved articles, beside the repository (a clone elsewhere has none: those checks skip)
SEEDS = sorted((ROOT.parent / "shared" / "seeds").glob("*.txt"))


def test_every_article_preset_names_its_article_and_every_article_has_presets():
    numbers = {a.number for a in ARTICLES}
    assert numbers == {1, 2, 3}
    for preset in PRESETS:
        if preset.key.startswith("article-"):
            assert preset.article == int(preset.key.split("-")[1]), preset.key
            assert preset.title.startswith(f"Article {preset.article}:")
        else:
            assert preset.article == 0, preset.key
    assert {p.article for p in PRESETS} - {0} == numbers


def test_a_citation_gives_title_gloss_and_where():
    for article in ARTICLES:
        text = str(article.citation())
        assert text.startswith(f"Article {article.number}: 「{article.title}」 ({article.gloss}), ")
        assert article.where in text
        label = str(article.menu_label())
        assert article.short_title in label and article.where in label
        assert article.title.startswith(article.short_title.rstrip("…"))
    assert str(ARTICLES[0].menu_label()) == (
        "Article 1: 「固定式位置エンコーディング」, a post of 26 September 2026 on a personal technical blog")


@pytest.mark.skipif(len(SEEDS) != 3, reason="the saved articles are not beside this clone")
def test_titles_are_the_articles_own():
    for article, seed in zip(ARTICLES, SEEDS):
        first_line = seed.read_text(encoding="utf-8").splitlines()[0].strip()
        assert first_line.startswith(article.title), (seed.name, first_line)
    # the third is a page of a guide, whose name the page's title carries
    third = SEEDS[2].read_text(encoding="utf-8").splitlines()[0]
    assert "Transformer 内部構造ガイド" in third and "「Transformer 内部構造ガイド」" in ARTICLES[2].where
    # the first is dated on its page
    assert "@2026-09-26" in SEEDS[0].read_text(encoding="utf-8") and "26 September 2026" in ARTICLES[0].where


def test_the_readme_names_every_article():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for article in ARTICLES:
        assert f"「{article.title}」" in readme, article.number
