"""Figures and a session saved by pe-desktop 0.1.0, before records named their schema
(tests/data/schema0), still redraw with --from and open as a session; and after a parameter
is renamed, with the migration core/figure.py asks for, old and new files both do."""
from __future__ import annotations

import json

import pytest

from pe_desktop.core import figure
from pe_desktop.core.params import Params
from pe_desktop.core.tabs import TABS
from pe_desktop.ui.export import record_from_file
from tests.helpers import SCHEMA0, rename_param, run_cli

FIGURES = {"rope-frequencies.png": Params(rope_base=20000.0, head_dim=32, seq_len=300),
           "wavelength.svg": Params(d_model=24, base=5000.0, rope_base=20000.0)}


def redraw(source, out):
    result = run_cli("export", "--from", source, "--out", out)
    assert result.returncode == 0, result.stderr
    return record_from_file(out)


@pytest.mark.parametrize("name", FIGURES)
def test_a_figure_of_schema_0_redraws_from_its_record(qapp, tmp_path, name):
    old = record_from_file(SCHEMA0 / name)
    assert old.params == FIGURES[name]
    for suffix in (".png", ".svg"):
        new = redraw(SCHEMA0 / name, tmp_path / f"again{suffix}")
        assert (new.view, new.params, new.options) == (old.view, old.params, old.options)
    text = (tmp_path / "again.svg").read_text(encoding="utf-8")
    assert f'&quot;schema&quot;: {figure.SCHEMA}' in text or f'"schema": {figure.SCHEMA}' in text


def test_a_session_of_schema_0_opens(window):
    assert window.open_session(str(SCHEMA0 / "session.json"))
    assert window.params == Params(d_model=32, seq_len=64, rope_base=20000.0, head_dim=32, scheme="rope")
    assert window.current_tab() == TABS.SCHEME and window.active_view == "scheme"


@pytest.mark.parametrize("name", FIGURES)
def test_after_a_rename_old_and_new_figures_redraw(qapp, tmp_path, monkeypatch, name):
    make = rename_param(monkeypatch, "rope_base", "rope_theta")
    expected = make(**{("rope_theta" if k == "rope_base" else k): v
                       for k, v in FIGURES[name].as_dict().items()}).as_dict()
    new = redraw(SCHEMA0 / name, tmp_path / "new.png")  # an old file, redrawn: a new one
    assert new.params.as_dict() == expected
    with open(tmp_path / "new.png", "rb") as fh:
        record = json.loads(figure.png_text(fh, figure.META_PREFIX + "figure", "new.png"))
    assert record["schema"] == figure.SCHEMA and record["params"]["rope_theta"] == 20000.0
    assert "rope_base" not in record["params"]
    assert redraw(tmp_path / "new.png", tmp_path / "newer.svg").params.as_dict() == expected


def test_after_a_rename_old_and_new_sessions_open(window, tmp_path, monkeypatch):
    make = rename_param(monkeypatch, "rope_base", "rope_theta")
    assert window.open_session(str(SCHEMA0 / "session.json"))
    assert window.params.rope_base == 20000.0 and window.current_tab() == TABS.SCHEME
    new = tmp_path / "new.json"
    new.write_text(figure.session_json(make(rope_theta=30000.0, d_model=16), "rope-frequencies", "2",
                                       {"tab": TABS.ROPE_FREQUENCIES.title}), encoding="utf-8")
    assert '"rope_theta": 30000.0' in new.read_text(encoding="utf-8")
    assert window.open_session(str(new))
    assert (window.params.rope_base, window.params.d_model) == (30000.0, 16)
    assert window.current_tab() == TABS.ROPE_FREQUENCIES
