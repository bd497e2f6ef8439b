"""The test-only icuuc.dll stand-in (build_scripts/icuuc_standin.py): its source covers exactly
what Qt6Core imports, and the bundle check tells a clean bundle from one holding the DLL."""
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_scripts"))
import icuuc_standin  # noqa: E402


def test_every_imported_function_fails_with_icu_unsupported_error():
    source = icuuc_standin.c_source(["ucnv_open", "ucnv_close", "ucnv_toUnicode"])
    assert "intptr_t ucnv_open(void *a0, void *a1) { if (a1) *(int32_t *)a1 = 16;" in source
    assert "void ucnv_toUnicode(void *a0, void *a1, void *a2, void *a3, void *a4, void *a5, void *a6, void *a7)" in source
    assert source.count("__declspec(dllexport)") == 3


def test_a_function_without_a_known_signature_stops_the_build():
    with pytest.raises(SystemExit, match="ucnv_openPackage"):
        icuuc_standin.c_source(["ucnv_open", "ucnv_openPackage"])


def test_bundle_check(tmp_path):
    app, standin = tmp_path / "pe-desktop", tmp_path / "system32"
    (app / "_internal" / "PySide6").mkdir(parents=True)
    standin.mkdir()
    assert icuuc_standin.check_bundle(app, standin) == 1  # no stand-in anywhere: proves nothing
    (standin / "icuuc.dll").write_bytes(b"MZ")
    assert icuuc_standin.check_bundle(app, standin) == 0
    (app / "_internal" / "PySide6" / "ICUUC.DLL").write_bytes(b"MZ")
    assert icuuc_standin.check_bundle(app, standin) == 1
