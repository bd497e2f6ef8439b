"""The bundle's decisions for each platform, checked where no Windows or Mac is at hand: the
policy (build_scripts/bundle_policy.py) is called directly on analyses of that platform (the
Qt files each keeps or drops), and the spec is run with PyInstaller's build steps replaced by
recorders, as PyInstaller would run it there (windowed GUI, its icon format, a .app bundle on
macOS). The Linux build itself is built and run by `make dist-check`.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build_scripts" / "pe-desktop.spec"
sys.path.insert(0, str(ROOT / "build_scripts"))
import bundle_policy as policy  # noqa: E402


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


def _kept(toc, platform, tmp_path) -> set[str]:
    binaries, _datas = policy.post_analysis(toc, [], platform, tmp_path)
    return {dest for dest, _src, _kind in binaries}


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
    assert {dest for dest, _src, _kind in spec["a"].binaries} == _kept(WINDOWS_TOC, "win32", tmp_path)
    assert _kept(WINDOWS_TOC, "win32", tmp_path) == {
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
    assert {dest for dest, _src, _kind in spec["a"].binaries} == _kept(MAC_TOC, "darwin", tmp_path)
    assert _kept(MAC_TOC, "darwin", tmp_path) == {
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
def test_the_spec_hands_the_policy_to_the_analysis(monkeypatch, tmp_path, platform):
    spec, _calls = run_spec(monkeypatch, tmp_path, platform)
    analysis = spec["a"].kw
    assert analysis["datas"] == policy.resource_datas()
    assert (analysis["hiddenimports"], analysis["excludes"], analysis["runtime_hooks"]) == (
        policy.HIDDEN_IMPORTS, policy.EXCLUDES, policy.RUNTIME_HOOKS)


def test_bundled_resources_are_the_runtime_files():
    datas = {Path(src).relative_to(ROOT / "resources").as_posix() for src, _dest in policy.resource_datas()}
    assert "icons/hicolor/scalable/apps/pe-desktop.svg" in datas
    assert not any(d.endswith(".ts") for d in datas)  # translation sources: the app loads .qm
    assert not any(d.startswith("screenshots/") for d in datas)


def test_qtopengl_is_replaced_by_a_stand_in():
    # pyqtgraph imports both by name; QtOpenGL, used only to draw with OpenGL, is left out and
    # a stand-in module is put in its place at run time.
    assert "PySide6.QtOpenGLWidgets" in policy.HIDDEN_IMPORTS
    assert "PySide6.QtOpenGL" in policy.EXCLUDES
    assert "PySide6.QtOpenGL" not in policy.HIDDEN_IMPORTS
    assert [Path(h).name for h in policy.RUNTIME_HOOKS] == ["qtopengl_standin.py"]
    assert all(Path(h).is_file() for h in policy.RUNTIME_HOOKS)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the ELF passes are Linux's")
def test_linux_keeps_what_the_kept_binaries_link_to(tmp_path):
    """On the installed PySide6's own files: QtCore's binding links libQt6Core, which links
    ICU; nothing kept links libQt6Network (its plugins are dropped), so it goes; libstdc++
    is left to the host."""
    from PySide6 import QtCore

    binding = Path(QtCore.__file__)
    lib = binding.parent / "Qt" / "lib"
    icu = [p.name for p in sorted(lib.glob("libicu[iu]*.so.*"))]  # libicui18n, libicuuc
    toc = [("PySide6/" + binding.name, str(binding), "EXTENSION")] + [
        (f"PySide6/Qt/lib/{name}", str(lib / name), "BINARY")
        for name in ["libQt6Core.so.6", "libQt6Network.so.6"] + icu]
    toc.append(("libstdc++.so.6", "/usr/lib/x86_64-linux-gnu/libstdc++.so.6", "BINARY"))
    kept = policy.prune_orphan_libs(policy.exclude_system_libs(toc))
    assert len(icu) == 2 and {Path(dest).name for dest, _src, _kind in kept} == {
        binding.name, "libQt6Core.so.6", *icu}


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


def test_the_animations_need_no_pillow_part_the_bundle_leaves_out(tmp_path):
    """Pillow's GIF and PNG writers are bundled (named: Pillow imports them by name); the parts
    EXCLUDES leaves out are blocked here while a GIF and an APNG are written as the app does."""
    assert "PIL" not in policy.EXCLUDES
    assert {"PIL.GifImagePlugin", "PIL.PngImagePlugin"} <= set(policy.HIDDEN_IMPORTS)
    left_out = [name for name in policy.EXCLUDES if name.startswith("PIL.")]
    code = (
        "import sys\n"
        f"for name in {left_out!r}: sys.modules[name] = None\n"
        "from PIL import Image\n"
        "from pe_desktop.ui.export.animation import ANIMATION_FORMATS, gif_frame\n"
        "frames = [Image.new('RGBA', (40, 30), (60 * k, 0, 0, 255)) for k in range(3)]\n"
        "for suffix in ('.gif', '.apng'):\n"
        "    out = [gif_frame(f) for f in frames] if suffix == '.gif' else frames\n"
        "    path = sys.argv[1] + suffix\n"
        "    out[0].save(path, format=ANIMATION_FORMATS[suffix], save_all=True, append_images=out[1:], duration=100)\n"
        "    assert Image.open(path).n_frames == 3\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path / "a")], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
