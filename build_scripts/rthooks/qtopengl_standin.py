"""PyInstaller runtime hook: PySide6.QtOpenGL is left out of the bundle (its binding is 9 MB).

pyqtgraph imports it when it is imported, but uses it only to draw with OpenGL, which the app
never turns on. This stand-in lets that import succeed. Any use of a name from it raises
AttributeError -- the error a missing attribute gives, which pyqtgraph's probes for optional
features expect (ImportError there would escape them). The frozen --self-test drives every
view with it (RUNTIME_HOOKS in build_scripts/bundle_policy.py)."""
import sys
import types


def _left_out(name):
    raise AttributeError(f"PySide6.QtOpenGL is not in this build (OpenGL drawing is off): {name}")


_module = types.ModuleType("PySide6.QtOpenGL", __doc__)
_module.__getattr__ = _left_out
sys.modules.setdefault("PySide6.QtOpenGL", _module)
