"""The mutation record (tests/mutation/verified.json) vouches for a module only while nothing its
verdict depends on has changed: its source, the test files that ran it and what they import
or read, its equivalents entries, its floor, and what every module shares."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def run(monkeypatch):
    """tests/mutation/run.py with a fresh snapshot of the files (edits go into the snapshot)."""
    spec = importlib.util.spec_from_file_location("mutation_run", ROOT / "tests" / "mutation" / "run.py")
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "mutation_run", module)
    spec.loader.exec_module(module)
    module.snapshot()
    return module


# Which core test files ran which module's code, as mutmut's stats of a run might say.
TESTS_OF = {"units": ["tests/core/test_units.py"],
            "text": ["tests/core/test_text.py", "tests/core/test_units.py", "tests/core/test_articles.py"],
            "alibi": ["tests/core/test_alibi.py", "tests/core/test_analysis.py"]}


def record_of_now(run) -> dict:
    """A record whose every entry matches the files as they are."""
    shared = run.shared_digest()
    modules = {module: {"parts": run.dependency_parts(module, TESTS_OF.get(module, []), shared),
                        "test_files": TESTS_OF.get(module, []),
                        "result": {"mutants": 1, "killed": 1, "equivalent": 0, "score": 100.0},
                        "verified": "2026-12-02"}
               for module in run.mutated_modules()}
    return {"modules": modules, "test_files": run.core_test_files()}


def edit(run, relative: str, text: str | None) -> None:
    """The file as the run would find it: ``text`` appended (None: the file is gone)."""
    old = run.content(relative)
    run._CONTENT[relative] = None if text is None else (old or b"") + text.encode()


def test_nothing_changed_nothing_runs(run):
    assert run.modules_to_run(record_of_now(run)) == {}


def test_a_changed_source_runs_that_module_only(run):
    record = record_of_now(run)
    edit(run, "pe_desktop/core/units.py", "\n# edited\n")
    assert run.modules_to_run(record) == {"units": "source changed"}


def test_a_changed_test_file_runs_every_module_it_ran(run):
    record = record_of_now(run)
    edit(run, "tests/core/test_units.py", "\n# an assertion removed\n")
    assert run.modules_to_run(record) == {"units": "tests changed", "text": "tests changed"}


def test_a_deleted_test_file_runs_every_module_it_ran(run):
    record = record_of_now(run)
    edit(run, "tests/core/test_analysis.py", None)
    assert run.modules_to_run(record) == {"alibi": "tests changed"}


def test_a_test_module_imported_by_a_listed_one_counts_as_its_test(run):
    # tests/core/test_alibi.py imports nothing of tests/core; test_analysis.py imports
    # tests/reference.py, which is shared: use a test module that another one imports.
    importers = [path for path in run.core_test_files()
                 if any(name.startswith("tests.core.test_") for name in run.imported_names(path))]
    assert importers, "some core test file imports another one"
    importer = importers[0]
    imported = sorted(run.test_closure(importer) - {importer} - set(run.shared_files()))[0]
    record = record_of_now(run)
    record["modules"]["units"]["test_files"] = [importer]
    record["modules"]["units"]["parts"] = run.dependency_parts("units", [importer], run.shared_digest())
    edit(run, imported, "\n# edited\n")
    assert "units" in run.modules_to_run(record)


def test_a_file_a_test_reads_counts_as_its_test(run):
    record = record_of_now(run)
    edit(run, "README.md", "\nedited\n")
    assert run.modules_to_run(record) == {"text": "tests changed"}


@pytest.mark.parametrize("shared", ["tests/conftest.py", "tests/core/conftest.py", "tests/reference.py",
                                    "tests/shaped_models.py", "tests/mutation/run.py",
                                    "tests/data/models/gpt2/config.json", "build_scripts/translations.py"])
def test_a_shared_helper_runs_every_module(run, shared):
    record = record_of_now(run)
    edit(run, shared, "\n# edited\n")
    why = run.modules_to_run(record)
    assert sorted(why) == sorted(run.mutated_modules())
    assert all("shared changed" in reason for reason in why.values()), why


def test_the_mutmut_settings_run_every_module(run):
    record = record_of_now(run)
    edit(run, "pyproject.toml", '\n[tool.mutmut.extra]\nsetting = 1\n')
    assert sorted(run.modules_to_run(record)) == sorted(run.mutated_modules())


def test_other_settings_of_the_project_run_nothing(run):
    record = record_of_now(run)
    edit(run, "pyproject.toml", '\n[tool.other]\nsetting = 1\n')
    assert run.modules_to_run(record) == {}


def test_an_equivalents_entry_runs_its_module_only(run):
    record = record_of_now(run)
    edit(run, "tests/mutation/equivalents.txt", "\nalibi.decay  a new reason\n    - a = 1\n    + a = 2\n")
    assert run.modules_to_run(record) == {"alibi": "equivalents changed"}


def test_a_floor_runs_its_module_only(run):
    record = record_of_now(run)
    edit(run, "tests/mutation/floors.txt", "\nrope  99  for a test\n")
    assert run.modules_to_run(record) == {"rope": "floor changed"}


def test_a_module_the_record_lacks_runs(run):
    record = record_of_now(run)
    del record["modules"]["viewport"]
    assert run.modules_to_run(record) == {"viewport": "not in the record"}


def test_a_new_test_file_runs_the_modules_it_imports(run):
    record = record_of_now(run)
    new = "tests/core/test_new_units.py"
    edit(run, new, "from pe_desktop.core.units import human_bytes\n")
    assert run.modules_to_run(record) == {"units": f"new test file {new}", "text": f"new test file {new}"}


def test_a_passing_run_writes_entries_the_next_run_trusts(run, tmp_path, monkeypatch):
    """write_record renews the modules that passed (from mutmut's stats of the run), drops one
    that failed, and the next --changed finds nothing to run for the passed ones."""
    import json

    monkeypatch.setattr(run, "MUTANTS", tmp_path)
    monkeypatch.setattr(run, "RECORD", tmp_path / "verified.json")
    prefix = run.CORE.replace("/", ".")
    stats = {f"{prefix}.units.human_bytes": ["tests/core/test_units.py::test_a"],
             f"{prefix}.text.msg": ["tests/core/test_text.py::test_b[1]", "tests/core/test_units.py::test_c"]}
    (tmp_path / "mutmut-stats.json").write_text(json.dumps({"tests_by_mangled_function_name": stats}))
    old = record_of_now(run)
    rows = [("units", 82, 82, 0, 0, 100.0, 100.0), ("text", 27, 27, 0, 0, 100.0, 100.0),
            ("alibi", 10, 9, 0, 1, 90.0, 100.0)]
    run.write_record(old, rows, {"units", "text"})
    written = json.loads((tmp_path / "verified.json").read_text())
    assert written["modules"]["units"]["test_files"] == ["tests/core/test_units.py"]
    assert written["modules"]["text"]["test_files"] == ["tests/core/test_text.py", "tests/core/test_units.py"]
    assert written["modules"]["units"]["result"] == {"mutants": 82, "killed": 82, "equivalent": 0, "score": 100.0}
    assert "alibi" not in written["modules"]
    assert run.modules_to_run(written) == {"alibi": "not in the record"}
