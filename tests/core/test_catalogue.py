"""The catalogue of views (core/catalogue.py): each view named once, its controls real
parameters, its tab and group each one stretch of the tab order, its data export consistent."""
from __future__ import annotations

import numpy as np
import pytest

from pe_desktop.core import catalogue
from pe_desktop.core.catalogue import GROUPS, VIEWS
from pe_desktop.core.params import SPECS, Params


def stretches(keys):
    """The keys in the order their runs start; a key with two runs appears twice."""
    return [k for i, k in enumerate(keys) if i == 0 or keys[i - 1] != k]


def test_every_view_is_named_once():
    names = [v.name for v in VIEWS]
    assert len(set(names)) == len(names) == 14
    assert catalogue.NAMES == tuple(names) and list(catalogue.BY_NAME) == names


def test_controls_are_parameters_each_once():
    for view in VIEWS:
        assert set(view.controls) <= set(SPECS), view.name
        assert len(set(view.controls)) == len(view.controls), view.name


def test_tabs_and_groups_are_stretches_of_the_tab_order():
    tabs = [v.tab for v in VIEWS]
    assert stretches(tabs) == list(dict.fromkeys(tabs))
    groups = [v.group for v in VIEWS]
    assert stretches(groups) == list(GROUPS)  # each group used, once, in its order
    for tab in set(tabs):
        assert len({v.group for v in VIEWS if v.tab == tab}) == 1, tab


@pytest.mark.parametrize("view", [v for v in VIEWS if v.data is not None], ids=lambda v: v.name)
def test_data_sources_give_what_they_announce(view):
    params = Params(seq_len=12, d_model=16, n_heads=4)
    columns, n_rows, width, rows = view.data(params)
    assert len(columns) == width and len(set(columns)) == width
    block = np.asarray(rows(0, n_rows))
    assert block.shape == (n_rows, width)


def test_only_the_model_comparison_has_no_data_export():
    assert [v.name for v in VIEWS if v.data is None] == ["model-compare"]
