"""The PyInstaller spec's decisions for each platform, checked where no Windows or Mac is at
hand: the spec is run with PyInstaller's build steps replaced by recorders, as PyInstaller
would run it on that platform, and what it asks for is compared with what each platform needs
(windowed GUI, its icon format, a .app bundle on macOS, the Qt files each keeps or drops).
The Linux build itself is built and run by `make dist-check`.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build_scripts" / "pe-desktop.spec"


class _Analysis:
    binaries_in: list = []

    def __init__(self, scripts, **kw):
        self.scripts_in, self.kw = scripts, kw
        self.binaries = list(self.binaries_in)
        self.datas = list(kw["datas"])
        self.pure, self.scripts = [], []


def run_spec(monkeypatch, tmp_path, platform, binaries=(), onefile=False):
    calls = {}

    def recorder(name):
        def record(*args, **kw):
            calls[name] = (args, kw)
            return name
        return record

    analysis = type("Analysis", (_Analysis,), {"binaries_in": list(binaries)})
    spec_globals = {"SPECPATH": str(SPEC.parent), "workpath": str(tmp_path),
                    "Analysis": analysis, "__name__": "__main__",
                    **{n: recorder(n) for n in ("PYZ", "EXE", "COLLECT", "BUNDLE")}}
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setenv("PE_ONEFILE", "1" if onefile else "0")
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), spec_globals)
    return spec_globals, calls


def _kept(spec_globals) -> set[str]:
    return {dest for dest, _src, _kind in spec_globals["a"].binaries}


WINDOWS_TOC = [
    ("PySide6/Qt6Core.dll", "x", "BINARY"),
    ("PySide6/Qt6Gui.dll", "x", "BINARY"),
    ("PySide6/Qt6OpenGL.dll", "x", "BINARY"),
    ("PySide6/Qt6Network.dll", "x", "BINARY"),
    ("PySide6/Qt6Qml.dll", "x", "BINARY"),
    ("PySide6/Qt6Pdf.dll", "x", "BINARY"),
    ("PySide6/opengl32sw.dll", "x", "BINARY"),
    ("PySide6/plugins/platforms/qwindows.dll", "x", "BINARY"),
    ("PySide6/plugins/platforms/qoffscreen.dll", "x", "BINARY"),
    ("PySide6/plugins/platforms/qdirect2d.dll", "x", "BINARY"),
    ("PySide6/plugins/styles/qmodernwindowsstyle.dll", "x", "BINARY"),
    ("PySide6/plugins/imageformats/qsvg.dll", "x", "BINARY"),
    ("PySide6/plugins/imageformats/qjpeg.dll", "x", "BINARY"),
    ("PySide6/plugins/tls/qschannelbackend.dll", "x", "BINARY"),
    ("PySide6/plugins/sqldrivers/qsqlite.dll", "x", "BINARY"),
    ("PySide6/translations/qtbase_ja.qm", "x", "DATA"),
    ("PySide6/translations/qtbase_de.qm", "x", "DATA"),
]

MAC_TOC = [
    ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", "x", "BINARY"),
    ("PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets", "x", "BINARY"),
    ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", "x", "BINARY"),
    ("PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick", "x", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "x", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqminimal.dylib", "x", "BINARY"),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", "x", "BINARY"),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.dylib", "x", "BINARY"),
    ("PySide6/Qt/plugins/permissions/libqdarwincamerapermission.dylib", "x", "BINARY"),
    ("PySide6/Qt/translations/qtbase_fr.qm", "x", "DATA"),
]


def test_windows_build_is_a_windowed_app_with_the_ico_icon(monkeypatch, tmp_path):
    spec, calls = run_spec(monkeypatch, tmp_path, "win32", WINDOWS_TOC)
    _args, exe = calls["EXE"]
    assert exe["console"] is False and exe["upx"] is False
    assert exe["icon"].endswith("pe-desktop.ico") and Path(exe["icon"]).is_file()
    assert "COLLECT" in calls and "BUNDLE" not in calls
    assert _kept(spec) == {
        "PySide6/Qt6Core.dll", "PySide6/Qt6Gui.dll", "PySide6/Qt6OpenGL.dll",
        "PySide6/plugins/platforms/qwindows.dll", "PySide6/plugins/platforms/qoffscreen.dll",
        "PySide6/plugins/platforms/qdirect2d.dll",
        "PySide6/plugins/styles/qmodernwindowsstyle.dll",
        "PySide6/plugins/imageformats/qsvg.dll",
        # Translations are data in PyInstaller's TOC; here they came in as binaries and
        # go through the same filter: Qt's Japanese kept, German dropped.
        "PySide6/translations/qtbase_ja.qm",
    }


def test_macos_build_is_an_app_bundle_with_the_icns_icon(monkeypatch, tmp_path):
    spec, calls = run_spec(monkeypatch, tmp_path, "darwin", MAC_TOC)
    _args, exe = calls["EXE"]
    assert exe["console"] is False
    assert exe["icon"].endswith("pe-desktop.icns") and Path(exe["icon"]).is_file()
    _args, bundle = calls["BUNDLE"]
    assert bundle["name"] == "pe-desktop.app" and bundle["icon"] == exe["icon"]
    assert bundle["bundle_identifier"]
    assert _kept(spec) == {
        "PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore",
        "PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets",
        "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "PySide6/Qt/plugins/platforms/libqminimal.dylib",
        "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
        "PySide6/Qt/plugins/iconengines/libqsvgicon.dylib",
    }


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_onefile_puts_everything_in_the_executable(monkeypatch, tmp_path, platform):
    _spec, calls = run_spec(monkeypatch, tmp_path, platform, onefile=True)
    args, exe = calls["EXE"]
    assert "COLLECT" not in calls and "BUNDLE" not in calls
    assert exe["console"] is False and exe["icon"]


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_bundled_resources_are_the_runtime_files(monkeypatch, tmp_path, platform):
    spec, calls = run_spec(monkeypatch, tmp_path, platform)
    datas = {Path(src).relative_to(ROOT / "resources").as_posix()
             for src, _dest in spec["a"].kw["datas"]}
    assert "icons/hicolor/scalable/apps/pe-desktop.svg" in datas
    assert not any(d.endswith(".ts") for d in datas)  # translation sources: the app loads .qm
    assert not any(d.startswith("screenshots/") for d in datas)
    analysis = spec["a"].kw
    # pyqtgraph imports both by name; QtOpenGL, used only to draw with OpenGL, is left out and
    # a stand-in module is put in its place at run time.
    assert "PySide6.QtOpenGLWidgets" in analysis["hiddenimports"]
    assert "PySide6.QtOpenGL" in analysis["excludes"]
    assert "PySide6.QtOpenGL" not in analysis["hiddenimports"]
    assert [Path(h).name for h in analysis["runtime_hooks"]] == ["qtopengl_standin.py"]
    assert all(Path(h).is_file() for h in analysis["runtime_hooks"])


def test_the_qtopengl_stand_in_imports_and_refuses_every_name():
    """What the runtime hook puts in sys.modules: importable, and any name raises
    AttributeError (what pyqtgraph's optional-feature probes expect, not ImportError)."""
    import runpy

    hook = ROOT / "build_scripts" / "rthooks" / "qtopengl_standin.py"
    saved = sys.modules.pop("PySide6.QtOpenGL", None)
    try:
        runpy.run_path(str(hook))
        import importlib

        module = importlib.import_module("PySide6.QtOpenGL")
        assert not hasattr(module, "QOpenGLBuffer")
        with pytest.raises(AttributeError, match="QOpenGLBuffer"):
            module.QOpenGLBuffer  # noqa: B018
    finally:
        sys.modules.pop("PySide6.QtOpenGL", None)
        if saved is not None:
            sys.modules["PySide6.QtOpenGL"] = saved
