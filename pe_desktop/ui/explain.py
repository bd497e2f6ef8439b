"""The explanation panel's page for a view (F1): what is drawn, how to read it, the claim
of the articles it shows and its formula, then how to play a parameter and export the
animation, in the current language."""
from __future__ import annotations

import html
import re

from ..core.presets import ARTICLES
from ..i18n import localize, tr
from .explanations import EXPLANATIONS, MOTION, SCHEME_EXPLANATIONS, Explanation
from .views.base import choice_label

COLOURS = {False: ("#222", "#1a4f8b", "#f3f5f8"), True: ("#e6e6e6", "#8cc4ff", "#2a2d33")}


def explanation_html(view: str, title: str, dark: bool = False, scheme: str = "") -> str:
    """The page for ``view`` (its name); ``title`` is its translated title. The Scheme view's
    page ends with the section of ``scheme`` when it has one (the relative family)."""
    text, accent, formula_bg = COLOURS[bool(dark)]
    entry = EXPLANATIONS.get(view)
    if entry is None:
        return f"<h3>{html.escape(title)}</h3>"
    page = _sections(entry, accent, formula_bg)
    if view == "scheme" and scheme in SCHEME_EXPLANATIONS:
        page += (f"<h3>{html.escape(choice_label('scheme', scheme))}</h3>"
                 + _sections(SCHEME_EXPLANATIONS[scheme], accent, formula_bg, tr("Where it comes from")))
    page += (f"<h4 style='color:{accent}; margin-bottom:2px'>{html.escape(tr('Playing and animations'))}</h4>"
             f"<p>{localize(MOTION)}</p>")
    return (f"<div style='color:{text}'><h3>{html.escape(title)}</h3>{page}"
            f"<p style='color:gray'>{html.escape(tr('F1 shows or hides this panel.'))}</p></div>")


def _sections(entry: Explanation, accent: str, formula_bg: str, claim_head: str = "") -> str:
    sections = (
        (tr("What is drawn"), localize(entry.drawn)),
        (tr("How to read it"), localize(entry.reading)),
        (claim_head or tr("What it demonstrates"), localize(entry.claim)),
    )
    cited = sorted({int(n) for n in re.findall(r"[Aa]rticles? (\d)", entry.claim)})
    if cited:  # the articles the claim names by number, with their titles and where published
        sections += ((tr("Sources"), "<br>".join(html.escape(localize(a.citation()))
                                                 for a in ARTICLES if a.number in cited)),)
    body = "".join(f"<h4 style='color:{accent}; margin-bottom:2px'>{html.escape(head)}</h4><p>{para}</p>"
                   for head, para in sections)
    return body + (f"<h4 style='color:{accent}; margin-bottom:2px'>{html.escape(tr('Formula'))}</h4>"
                   f"<table width='100%' cellpadding='8' style='background:{formula_bg}'><tr><td>"
                   f"<span style='font-size:11pt'>{localize(entry.formula)}</span></td></tr></table>")
