"""Saved records evolve by schema (core/figure.py): files written before the schema key
existed (tests/data/schema0, by pe-desktop 0.1.0) still read, a newer schema is refused in one
line, and after a parameter is renamed, with its migration, old and new files both open."""
from __future__ import annotations

import json

import pytest

from pe_desktop.core import figure
from pe_desktop.core.errors import ExportError
from pe_desktop.core.figure import (
    META_PREFIX,
    MIGRATIONS,
    SCHEMA,
    FigureRecord,
    migrate,
    png_text,
    read_record,
    read_session,
    remove_param,
    rename_param,
    session_json,
)
from pe_desktop.core.params import Params
from tests.helpers import SCHEMA0
from tests.helpers import rename_param as rename_for_test

PNG_PARAMS = Params(rope_base=20000.0, head_dim=32, seq_len=300)
SESSION_PARAMS = Params(d_model=32, seq_len=64, rope_base=20000.0, head_dim=32, scheme="rope")


def png_record(path=SCHEMA0 / "rope-frequencies.png"):
    with open(path, "rb") as fh:
        return read_record(png_text(fh, META_PREFIX + "figure", path.name), path.name)


def old_session():
    return read_session((SCHEMA0 / "session.json").read_bytes(), "session.json")


def refusal(function, *args):
    with pytest.raises(ExportError) as caught:
        function(*args)
    return str(caught.value)


def test_the_migrations_step_from_schema_0_to_the_current_one_by_one():
    assert [(m.from_schema, m.to_schema) for m in MIGRATIONS] == [(n, n + 1) for n in range(SCHEMA)]


def test_records_name_their_schema():
    assert json.loads(FigureRecord("heatmap", Params()).to_json("1"))["schema"] == SCHEMA
    assert json.loads(session_json(Params(), "heatmap", "1"))["schema"] == SCHEMA


def test_the_stored_files_have_no_schema_and_read_as_schema_0():
    with open(SCHEMA0 / "rope-frequencies.png", "rb") as fh:
        assert "schema" not in json.loads(png_text(fh, META_PREFIX + "figure", "f"))
    assert "schema" not in json.loads((SCHEMA0 / "session.json").read_bytes())
    record = png_record()
    assert (record.view, record.params, record.options.width) == ("rope-frequencies", PNG_PARAMS, 480)
    params, view, session = old_session()
    assert (params, view, session["tab"], session["schema"]) == (SESSION_PARAMS, "scheme", "Scheme", SCHEMA)


def test_a_newer_or_malformed_schema_is_refused_in_one_line():
    newer = json.dumps({"app": "pe-desktop", "schema": SCHEMA + 1, "view": "heatmap", "params": {}})
    assert refusal(read_record, newer, "f.png") == (
        f"f.png was saved by a newer pe-desktop (schema {SCHEMA + 1}; this version reads up to "
        f"{SCHEMA}): open it with a newer version")
    session = json.dumps({"kind": "pe-desktop session", "schema": 99, "params": {"zz": 1}}).encode()
    assert refusal(read_session, session, "s.json").startswith("s.json was saved by a newer pe-desktop (schema 99;")
    for bad in ("1", 1.0, True, -1, None):
        assert refusal(migrate, {"schema": bad}, "s") == f"s: the schema must be a whole number, got {bad!r}"
    assert migrate({"params": {}}, "s") == {"params": {}, "schema": SCHEMA}


def test_rename_and_remove_leave_the_record_given_as_it_was():
    record = {"schema": 0, "params": {"a": 1, "b": 2}}
    assert rename_param("a", "c")(record) == {"schema": 0, "params": {"c": 1, "b": 2}}
    assert remove_param("a")(record) == {"schema": 0, "params": {"b": 2}}
    assert record == {"schema": 0, "params": {"a": 1, "b": 2}}
    for change in (rename_param("x", "y"), remove_param("x")):  # absent, or no params at all
        assert change(record) is record and change({"view": "v"}) == {"view": "v"}
        assert change({"params": [1]}) == {"params": [1]}


def test_after_a_rename_old_and_new_files_open(monkeypatch):
    make = rename_for_test(monkeypatch, "rope_base", "rope_theta")
    assert figure.SCHEMA == SCHEMA + 1
    assert png_record().params.as_dict() == make(**PNG_PARAMS.as_dict() | {"rope_theta": 20000.0}).as_dict()
    params, view, session = old_session()
    assert params.rope_base == 20000.0 and "rope_theta" in session["params"] and view == "scheme"
    # files of the new schema name rope_theta and read back as written
    new = FigureRecord("rope-frequencies", make(rope_theta=30000.0)).to_json("2")
    assert json.loads(new)["schema"] == SCHEMA + 1 and "rope_base" not in json.loads(new)["params"]
    assert read_record(new, "new.png").params.rope_base == 30000.0
    text = session_json(make(rope_theta=40000.0, d_model=8), "scheme", "2")
    assert read_session(text.encode(), "new.json")[0].as_dict() == make(rope_theta=40000.0, d_model=8).as_dict()


def test_without_its_migration_a_rename_would_refuse_every_old_file(monkeypatch):
    rename_for_test(monkeypatch, "rope_base", "rope_theta")
    monkeypatch.setattr(figure, "MIGRATIONS", MIGRATIONS)
    assert refusal(png_record) == "rope-frequencies.png: unknown parameter 'rope_base'"


def test_a_record_without_a_parameter_added_since_reads_with_its_default():
    """Adding a parameter with a default (clock_hands, clock_pick) needs no new schema: a
    figure or session written before has neither key and draws as it did (8 spread hands)."""
    before = {"app": "pe-desktop", "schema": SCHEMA, "version": "0.1.0", "view": "clock-hands",
              "params": {"d_model": 32, "ref_pos": 37}}
    record = read_record(json.dumps(before), "before.png")
    assert record.view == "clock-hands" and record.params == Params(d_model=32, ref_pos=37)
    assert (record.params.clock_hands, record.params.clock_pick) == (8, "spread")
    params, _view, _session = old_session()
    assert (params.clock_hands, params.clock_pick) == (8, "spread")
    # written now, both are in the record and read back as written
    now = FigureRecord("clock-hands", Params(clock_hands=13, clock_pick="first")).to_json("1")
    assert json.loads(now)["params"]["clock_hands"] == 13
    assert read_record(now, "now.png").params.clock_pick == "first"
