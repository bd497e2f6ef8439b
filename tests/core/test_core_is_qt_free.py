"""What the import contracts (pyproject.toml, `lint-imports` in `make test`) cannot say: an
import-linter contract forbids named modules, it cannot allow only some. The core imports
nothing but the standard library and NumPy. (That running the core loads no Qt is
tests/test_qt_free_exports.py: the command line's data exports, in a Python of their own.)"""
import ast
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "pe_desktop" / "core"
ALLOWED_THIRD_PARTY = {"numpy"}


def test_core_sources_import_only_numpy_and_stdlib():
    stdlib = set(sys.stdlib_module_names)
    for path in CORE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                assert top in stdlib or top in ALLOWED_THIRD_PARTY, f"{path.name} imports {name}"
