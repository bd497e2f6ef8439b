import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "build_scripts"))
import translations  # noqa: E402


def test_lrelease_is_found_in_the_scripts_folder(tmp_path, monkeypatch):
    """A Windows Python outside a venv keeps pyside6-lrelease in Scripts\\, not next to
    python.exe and not necessarily on the PATH."""
    interpreter = tmp_path / "python" / "python.exe"
    interpreter.parent.mkdir()
    scripts = tmp_path / "python" / "Scripts"
    scripts.mkdir()
    (scripts / "pyside6-lrelease.exe").write_bytes(b"")
    monkeypatch.setattr(sys, "executable", str(interpreter))
    monkeypatch.setattr(translations.sysconfig, "get_path",
                        lambda name, *a, **k: str(scripts) if name == "scripts" else None)
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert translations.lrelease() == str(scripts / "pyside6-lrelease.exe")
