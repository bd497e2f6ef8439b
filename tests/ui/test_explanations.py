"""The explanation panel's texts: one complete entry per view of the catalogue, well-formed HTML,
every field a marked literal (so the translation extractor finds it)."""
from __future__ import annotations

import ast
import inspect
from dataclasses import fields
from html.parser import HTMLParser

import pytest

from pe_desktop.core.catalogue import NAMES as VIEW_NAMES
from pe_desktop.ui import explanations
from pe_desktop.ui.explanations import EXPLANATIONS, SCHEME_EXPLANATIONS, Explanation

FIELDS = [f.name for f in fields(Explanation)]
VOID = {"br", "hr", "img"}  # tags that have no end tag
ALLOWED = {"b", "i", "sub", "sup", "br"}


class TagChecker(HTMLParser):
    """Records unbalanced or misnested tags, and tags outside the allowed inline set."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.problems: list[str] = []

    def handle_starttag(self, tag, attrs) -> None:
        if tag not in ALLOWED:
            self.problems.append(f"unexpected tag <{tag}>")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs) -> None:
        if tag not in ALLOWED:
            self.problems.append(f"unexpected tag <{tag}/>")

    def handle_endtag(self, tag) -> None:
        if tag in VOID:
            self.problems.append(f"end tag for void element </{tag}>")
        elif not self.stack:
            self.problems.append(f"</{tag}> without a start tag")
        elif self.stack[-1] != tag:
            self.problems.append(f"</{tag}> closes <{self.stack[-1]}>")
            self.stack.pop()
        else:
            self.stack.pop()


def tag_problems(text: str) -> list[str]:
    checker = TagChecker()
    checker.feed(text)
    checker.close()
    return checker.problems + [f"<{tag}> never closed" for tag in checker.stack]


def test_the_checker_catches_bad_html():
    assert tag_problems("a <b>bold</b> and x<sub>i</sub><br>ok") == []
    assert tag_problems("<b>open") == ["<b> never closed"]
    assert tag_problems("<i>a<b>b</i></b>")
    assert tag_problems("close</sup>")
    assert tag_problems("<span>x</span>")


def test_the_four_fields():
    assert FIELDS == ["drawn", "reading", "claim", "formula"]


@pytest.mark.parametrize("name", VIEW_NAMES)
def test_every_view_has_a_complete_entry(name):
    entry = EXPLANATIONS.get(name)
    assert isinstance(entry, Explanation), f"no explanation for view {name!r}"
    for field in FIELDS:
        text = getattr(entry, field)
        assert isinstance(text, str) and text.strip(), f"{name}.{field} is empty"


def test_no_entry_for_a_view_that_does_not_exist():
    assert set(EXPLANATIONS) == set(VIEW_NAMES)


@pytest.mark.parametrize("name", VIEW_NAMES)
def test_html_is_balanced(name):
    entry = EXPLANATIONS[name]
    for field in FIELDS:
        assert tag_problems(getattr(entry, field)) == [], f"{name}.{field}"


def test_every_field_is_a_marked_literal():
    """Each Explanation(...) argument is N_("literal"): the extractor needs the literal."""
    tree = ast.parse(inspect.getsource(explanations))
    calls = [node for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id == "Explanation"]
    assert len(calls) == len(EXPLANATIONS) + len(SCHEME_EXPLANATIONS)
    for call in calls:
        assert not call.args, "use keyword arguments"
        assert sorted(k.arg for k in call.keywords) == sorted(FIELDS)
        for keyword in call.keywords:
            value = keyword.value
            assert (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                    and value.func.id == "N_" and len(value.args) == 1
                    and isinstance(value.args[0], ast.Constant)
                    and isinstance(value.args[0].value, str)), \
                f"line {keyword.lineno}: {keyword.arg} must be N_(\"literal\")"


def test_choices_are_named_by_their_words_not_their_keys():
    """The panel shows a choice by its label ("Positions down", "i, i + d/2 (HF)"); an
    explanation that names it by its command-line key ("positions-vertical", "rotate_half")
    speaks a word the window never shows."""
    from pe_desktop.core.params import SPECS

    keys = {key for spec in SPECS.values() if spec.choice_labels
            for key, label in zip(spec.choices, spec.choice_labels)
            if key != label and ("-" in key or "_" in key)}
    assert {"positions-vertical", "concat-t2t", "rotate_half", "dynamic-ntk"} <= keys
    found = [(view, name, key) for view, entry in {**EXPLANATIONS, **SCHEME_EXPLANATIONS}.items()
             for name in FIELDS for key in keys if key in getattr(entry, name)]
    assert found == []


def test_the_relative_family_each_has_a_complete_balanced_section():
    from pe_desktop.core import schemes

    assert set(SCHEME_EXPLANATIONS) == set(schemes.PAIR_SCHEMES) - {"alibi"}
    for scheme, entry in SCHEME_EXPLANATIONS.items():
        for field in FIELDS:
            text = getattr(entry, field)
            assert text.strip() and tag_problems(text) == [], f"{scheme}.{field}"


@pytest.mark.parametrize("scheme, words", [("t5", "_relative_position_bucket"),
                                           ("shaw", "2k + 1"), ("nope", "1/(i + 1)")])
def test_the_scheme_page_ends_with_the_chosen_schemes_section(scheme, words):
    from pe_desktop.ui.explain import explanation_html

    page = explanation_html("scheme", "Scheme", scheme=scheme)
    assert words in page and "Where it comes from" in page
    assert words not in explanation_html("scheme", "Scheme", scheme="rope")
    assert words not in explanation_html("schemes", "All schemes", scheme=scheme)
