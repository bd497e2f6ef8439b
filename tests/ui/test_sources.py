"""The source articles named where the app refers to them by number: the Presets menu and the
explanation panel."""
from pe_desktop.core.presets import ARTICLES, PRESETS
from pe_desktop.ui.explain import explanation_html
from pe_desktop.ui.explanations import EXPLANATIONS


def presets_menu(window):
    return next(a.menu() for a in window.menuBar().actions() if a.text() == "&Presets")


def test_presets_menu_names_each_article_above_its_presets(window):
    actions = [a for a in presets_menu(window).actions() if not a.isSeparator()]
    names = [a.objectName() for a in actions]
    for article in ARTICLES:
        header = actions[names.index(f"article_{article.number}")]
        assert not header.isEnabled()  # a heading, not a command
        assert f"「{article.short_title}」" in header.text() and article.where in header.text()
        assert f"「{article.title}」" in header.toolTip()
        start = names.index(f"article_{article.number}") + 1
        mine = [f"preset_{p.key}" for p in PRESETS if p.article == article.number]
        assert names[start:start + len(mine)] == mine


def test_explanations_cite_the_articles_they_mention():
    for view, entry in EXPLANATIONS.items():
        page = explanation_html(view, view)
        for article in ARTICLES:
            mentioned = f"rticle {article.number}" in entry.claim
            assert (f"「{article.title}」" in page) == mentioned, (view, article.number)
