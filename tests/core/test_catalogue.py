"""The catalogue of views (core/catalogue.py): each view named once, its controls real
parameters, its tab and group each one stretch of the tab order, its data export consistent."""
from __future__ import annotations

import json

import numpy as np
import pytest

from pe_desktop.core import catalogue
from pe_desktop.core.catalogue import GROUP_TIPS, GROUPS, TAB_OF, TABS, VIEWS, VIEWS_OF, UnknownTab
from pe_desktop.core.params import ENCODING_PARAMS, SPECS, VIEW_SETTINGS, ParamError, Params


def stretches(keys):
    """The keys in the order their runs start; a key with two runs appears twice."""
    return [k for i, k in enumerate(keys) if i == 0 or keys[i - 1] != k]


def test_every_view_is_named_once():
    names = [v.name for v in VIEWS]
    assert len(set(names)) == len(names) == 18
    assert tuple(names) == catalogue.NAMES and list(catalogue.BY_NAME) == names


def test_controls_are_parameters_each_once():
    for view in VIEWS:
        assert set(view.controls) <= set(SPECS), view.name
        assert len(set(view.controls)) == len(view.controls), view.name


def test_shared_parameters_are_encoding_parameters_or_settings_each_once():
    for view in VIEWS:
        assert view.shared and set(view.shared) <= set(ENCODING_PARAMS + VIEW_SETTINGS), view.name
        assert len(set(view.shared)) == len(view.shared), view.name
        assert not set(view.shared) & set(view.controls), view.name


def test_every_group_has_a_tooltip():
    assert list(GROUP_TIPS) == list(GROUPS) and all(GROUP_TIPS.values())


def test_tabs_and_groups_are_stretches_of_the_tab_order():
    tabs = [v.tab for v in VIEWS]
    assert stretches(tabs) == list(TABS)  # every tab, once, in the window's order
    groups = [v.group for v in VIEWS]
    assert stretches(groups) == list(GROUPS)  # each group used, once, in its order
    for tab in set(tabs):
        assert len({v.group for v in VIEWS if v.tab == tab}) == 1, tab


@pytest.mark.parametrize("view", [v for v in VIEWS if v.data is not None], ids=lambda v: v.name)
def test_data_sources_give_what_they_announce(view, tmp_path):
    params = Params(seq_len=12, d_model=16, n_heads=4)
    if view.name == "model-layers":  # a model's layers: Llama 4's, every fourth without RoPE
        (tmp_path / "config.json").write_text(json.dumps({
            "model_type": "llama4_text", "head_dim": 128, "num_hidden_layers": 8,
            "rope_theta": 500000.0, "max_position_embeddings": 8192}))
        params = params.replace(model=str(tmp_path))
    columns, n_rows, width, rows = view.data(params)
    assert len(columns) == width and len(set(columns)) == width
    block = np.asarray(rows(0, n_rows))
    assert block.shape == (n_rows, width)


def test_the_layer_table_needs_a_model_with_layer_kinds():
    with pytest.raises(ParamError, match="^no model is open: no layer types that differ"):
        catalogue.BY_NAME["model-layers"].data(Params())


def test_only_the_model_comparison_has_no_data_export():
    assert [v.name for v in VIEWS if v.data is None] == []


def test_tab_titles_stay_what_settings_and_sessions_store():
    """A title is a tab's identity in saved settings and sessions: renaming one loses it."""
    assert TABS.titles == (
        "Encoding", "Word order", "Embedding + encoding", "Wavelengths", "Compare positions",
        "Similarity matrix", "Rotation", "Clock hands", "RoPE frequencies", "RoPE scores", "Scheme",
        "Distance decay", "All schemes", "Compare models", "Model layers", "2D grid", "M-RoPE")
    assert TABS.SCHEME.title == "Scheme" and TABS.COMPARE_MODELS.group == catalogue.SUCCESSORS
    assert len(TABS) == len(set(TABS)) == 17


def test_a_tab_is_looked_up_by_title_and_an_unknown_one_names_the_tabs():
    assert all(TABS.titled(tab.title) is tab for tab in TABS)
    with pytest.raises(UnknownTab) as caught:
        TABS.titled("Schemes")
    assert str(caught.value).startswith("no tab 'Schemes'; the tabs are: Encoding, Word order, ")
    assert str(caught.value).endswith(", Compare models, Model layers, 2D grid, M-RoPE")
    with pytest.raises(LookupError):
        TABS.titled("")


def test_views_of_each_tab_are_derived_from_the_views():
    assert [name for tab in TABS for name in VIEWS_OF[tab]] == list(catalogue.NAMES)
    assert VIEWS_OF[TABS.ENCODING] == ("heatmap", "similarity")
    assert all(VIEWS_OF[tab] for tab in TABS)
    assert all(name in VIEWS_OF[TAB_OF[name]] for name in catalogue.NAMES)
    assert [v.group for v in VIEWS] == [v.tab.group for v in VIEWS]
