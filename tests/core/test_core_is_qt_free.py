import ast
import subprocess
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


def test_importing_core_loads_no_qt():
    code = ("import sys, pe_desktop.core.encodings, pe_desktop.core.viewport, "
            "pe_desktop.core.datafiles, pe_desktop.core.params;"
            "bad=[m for m in sys.modules if m.startswith(('PySide6','pyqtgraph','shiboken6'))];"
            "print(bad); sys.exit(1 if bad else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
