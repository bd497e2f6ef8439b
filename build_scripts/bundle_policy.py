"""What goes into the standalone app, as data, and the passes that apply it to PyInstaller's
analysis: importable, so the tests call them directly; the spec (pe-desktop.spec) is left
with PyInstaller's Analysis, EXE and COLLECT.

Size strategy (measured on Linux x86_64, PySide6 6.11 + pyqtgraph 0.14 + numpy 2.4: default
one-folder 219 MiB -> 118.5 MiB (124.2 MB), tar.xz 31.2 MiB (32.7 MB); on Windows, built under
Wine with numpy 1.26.4: 100.9 MiB (105.8 MB), zip 37.3 MiB (39.1 MB); see
benchmarks/bundle_size.py. What remains is what the app loads: Qt Core/Gui/Widgets/... 32 MB,
OpenBLAS with its Fortran runtime 29 MB (NumPy links it), the PySide6 bindings 16 MB (QtOpenGL's
9 MB left out: RUNTIME_HOOKS), NumPy 14 MB, ICU 13 MB (libicuuc/i18n + the trimmed data),
Python 12 MB, the app's bytecode 5 MB):
  * exclude Python modules we never import (EXCLUDES),
  * keep only the Qt plugins the app can use (PLUGIN_KEEP), drop Qt's translations but
    those of the app's languages (QT_TRANSLATIONS_KEEP),
  * drop Qt libraries of unused modules (QT_LIB_DROP),
  * on Linux, leave manylinux-baseline libraries (libstdc++, libX11, glib, ...) and those
    that serve the host's configuration (fontconfig, freetype, dbus) to the host,
  * on Linux, drop shared libraries that nothing kept links to any more
    (e.g. the GTK/cairo/pango stack of the gtk3 platform theme, OpenSSL of the TLS plugin),
  * on Linux, keep only the ICU data Qt can ask for (icu_data.py: 32 MB -> 6 MB),
  * on Linux, strip binaries that carry DWARF debug info (a source-built Python such as
    pyenv's: libpython 23 MB -> 5.5 MB, lib-dynload 12 MB -> 4 MB). PyInstaller's global
    strip=True is NOT used: it corrupts auditwheel/patchelf-repaired wheel libraries
    ("libscipy_openblas64_...so: ELF load command address/offset not page-aligned").

Platforms are named as sys.platform names them ("linux", "win32", "darwin").
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import icu_data

from elf import elf_info

ROOT = Path(__file__).resolve().parent.parent  # the repository (this file is in build_scripts/)
APP_NAME = "pe-desktop"
VERBOSE = os.environ.get("PE_SPEC_VERBOSE", "") == "1"

# --------------------------------------------------------------------------------------
# Python-level excludes. Every entry is something the app (PySide6 + pyqtgraph + numpy)
# never imports at run time; see the comments for why each is safe.
# --------------------------------------------------------------------------------------
EXCLUDES = [
    # Other GUI toolkits / Qt bindings (pyqtgraph probes for them; we ship PySide6 only).
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib",
    "PyQt5", "PyQt6", "PySide2", "shiboken2", "sip",
    # Unused PySide6 modules. QtGui links libQt6DBus, so the *library* stays, but the
    # Python binding PySide6.QtDBus is not needed. pyqtgraph imports QtTest optionally
    # (only for its test helpers, falls back to a FailedImport stub).
    "PySide6.QtOpenGL",  # see HIDDEN_IMPORTS and RUNTIME_HOOKS
    "PySide6.QtNetwork", "PySide6.QtDBus", "PySide6.QtTest", "PySide6.QtQml",
    "PySide6.QtQuick", "PySide6.QtQuickWidgets", "PySide6.QtQuickControls2",
    "PySide6.QtQuick3D", "PySide6.QtQuickTest", "PySide6.QtPdf", "PySide6.QtPdfWidgets",
    "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets", "PySide6.QtWebEngineQuick",
    "PySide6.QtWebChannel", "PySide6.QtWebSockets", "PySide6.QtWebView",
    "PySide6.QtMultimedia", "PySide6.QtMultimediaWidgets", "PySide6.QtSql", "PySide6.QtXml",
    "PySide6.QtDesigner", "PySide6.QtUiTools", "PySide6.QtHelp", "PySide6.QtConcurrent",
    "PySide6.QtPrintSupport", "PySide6.QtCharts", "PySide6.QtDataVisualization",
    "PySide6.QtGraphs", "PySide6.QtBluetooth", "PySide6.QtNfc", "PySide6.QtPositioning",
    "PySide6.QtLocation", "PySide6.QtSerialPort", "PySide6.QtSensors", "PySide6.QtRemoteObjects",
    "PySide6.QtScxml", "PySide6.QtStateMachine", "PySide6.QtTextToSpeech",
    "PySide6.QtSpatialAudio", "PySide6.QtHttpServer", "PySide6.QtLabsStyleKit",
    "PySide6.Qt3DCore", "PySide6.Qt3DRender", "PySide6.Qt3DInput", "PySide6.Qt3DLogic",
    "PySide6.Qt3DAnimation", "PySide6.Qt3DExtras", "PySide6.scripts",
    # pyqtgraph parts that need packages we do not ship (PyOpenGL, jupyter_rfb) or demos.
    "pyqtgraph.opengl", "pyqtgraph.examples", "pyqtgraph.jupyter", "OpenGL",
    # Optional accelerators / exporters pyqtgraph and numpy probe for; not runtime deps.
    # (Listed so a build from a "fat" dev venv stays small.)
    # (Not PIL: Pillow writes the GIF and APNG animations, see HIDDEN_IMPORTS.)
    "matplotlib", "kiwisolver", "scipy", "pandas", "h5py", "cupy", "numba",
    "IPython", "jupyter_rfb", "ipykernel", "cv2", "sklearn", "pytest", "hypothesis",
    # Pillow parts the animations (GIF, APNG) never import, with the libraries only they link
    # (AVIF 4.7 MB, WebP, LittleCMS, FreeType with HarfBuzz and Brotli: pruned as orphans).
    "PIL._avif", "PIL.AvifImagePlugin", "PIL._webp", "PIL.WebPImagePlugin", "PIL._imagingcms",
    "PIL.ImageCms", "PIL._imagingft", "PIL.ImageFont", "PIL._imagingtk", "PIL.ImageTk", "PIL.ImageQt",
    "PIL._imagingmorph", "PIL.ImageMorph",
    # Packaging / dev tooling that numpy/pyqtgraph reference lazily.
    "setuptools", "pkg_resources", "distutils", "pip", "wheel", "ensurepip", "venv",
    "lib2to3", "numpy.distutils", "numpy.f2py", "numpy.testing",
    "numpy._core._multiarray_tests",
    # Test / debug stdlib (only numpy.testing, doctest and pdb import them).
    "unittest", "doctest", "pdb", "test", "pydoc_data",
    # stdlib with native deps the app does not need: readline/curses (libreadline, ncurses),
    # sqlite, and OpenSSL (_ssl/_hashlib pull libssl+libcrypto, ~5 MB). The app does no
    # networking; hashlib falls back to its builtin md5/sha*/blake2 implementations.
    "readline", "curses", "_curses", "sqlite3", "_sqlite3", "ssl", "_ssl", "_hashlib",
    "xmlrpc", "ftplib", "imaplib", "poplib", "smtplib", "nntplib", "telnetlib",
]

# Modules imported by computed names (importlib.import_module(f"{QT_LIB}.QtOpenGLWidgets") in
# pyqtgraph.Qt.OpenGLHelpers at *import* time). PySide6.QtOpenGL, imported the same way by
# PlotCurveItem / PColorMeshItem but used only when OpenGL drawing is on (never, in this app),
# is excluded (9 MB) and replaced at run time by a stand-in module (RUNTIME_HOOKS).
HIDDEN_IMPORTS = [
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtSvg",  # SVG export (pyqtgraph SVGExporter, QSvgGenerator)
    "pyqtgraph.multiprocess.bootstrap",
    # Animations (ui/export/animation.py): Pillow imports its format plugins by name when it
    # first saves, so they are named here; MP4's imageio-ffmpeg is optional and not bundled.
    "PIL.GifImagePlugin", "PIL.PngImagePlugin",
]

# Run in the frozen app before its own code: PySide6.QtOpenGL's stand-in.
RUNTIME_HOOKS = [str(ROOT / "build_scripts" / "rthooks" / "qtopengl_standin.py")]

# --------------------------------------------------------------------------------------
# Qt plugin filter: plugin type -> plugin base names to keep (name without "lib" prefix
# and without extension). Plugin types not listed are dropped entirely: generic (evdev,
# tuio), egldeviceintegrations (eglfs only), tls + networkinformation (QtNetwork),
# sqldrivers, qmltooling, designer, printsupport, multimedia, ...
# --------------------------------------------------------------------------------------
PLUGIN_KEEP = {
    # offscreen/minimal: headless & CI; xcb: X11 (+ XWayland); wayland: native Wayland;
    # windows/cocoa: the native platforms there. Dropped: eglfs, linuxfb, vnc,
    # vkkhrdisplay, minimalegl (embedded/kiosk use only).
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qminimal", "qwindows", "qdirect2d", "qcocoa"},
    # OpenGL contexts on X11 (needed for QOpenGLWidget / pyqtgraph useOpenGL=True).
    "xcbglintegrations": {"qxcb-glx-integration", "qxcb-egl-integration"},
    # Wayland: xdg-shell is the only shell modern compositors speak; bradient/adwaita give
    # client-side decorations (GNOME); wayland-egl gives GL on Wayland. Dropped: ivi-shell,
    # qt-shell, fullscreen-shell, wl-shell, and server-buffer integrations (compositor-side).
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient", "adwaita"},
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
    # Compose key / IBus input methods for text fields.
    "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
    # xdg-desktop-portal: native file dialogs in Flatpak/Wayland sessions, needs only QtDBus.
    # Dropped: gtk3 (drags in GTK/cairo/pango/gdk-pixbuf and mixes them with the system GTK).
    "platformthemes": {"qxdgdesktopportal"},
    # PNG/BMP/PPM/XBM/XPM readers+writers are built into QtGui; keep SVG only.
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    # Native widget styles on Windows/macOS (Linux uses the built-in Fusion/Windows styles).
    "styles": {"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"},
}

# Qt libraries of modules the app does not use (matched on the file/framework name).
# ("Qt6Foo" on Linux/Windows, "QtFoo.framework" on macOS.)
QT_LIB_DROP = re.compile(
    r"(?:^|[/\\._]|lib)Qt6?(Network|Qml\w*|Quick\w*|Pdf\w*|WebEngine\w*|WebChannel\w*|WebSockets|WebView\w*|"
    r"Multimedia\w*|Sql|Xml|Designer\w*|UiTools|Help|Concurrent|PrintSupport|Test|"
    r"VirtualKeyboard\w*|EglFSDeviceIntegration|EglFsKmsSupport|Labs\w*|Lottie\w*|"
    r"ShaderTools|3D\w*|Charts\w*|DataVisualization\w*|Graphs\w*|Positioning\w*|"
    r"WaylandCompositor\w*|WaylandEgl\w*CompositorHwIntegration|WlShellIntegration|"
    r"Bluetooth|Nfc|SerialPort|Sensors|RemoteObjects|Scxml|StateMachine\w*|TextToSpeech|"
    r"SpatialAudio|HttpServer)\b",
    re.IGNORECASE,
)

# Linux only: libraries on the manylinux (PEP 600) whitelist, i.e. guaranteed on any host
# that can run the PySide6 wheel, and that also come with the host's libGL/libEGL, which
# PyInstaller never bundles. Using the host libstdc++/libgcc_s also avoids the classic
# "GLIBCXX_3.4.xx not found" failure when Mesa GL drivers (built with a newer GCC) get
# loaded next to an older bundled libstdc++.
# Also the libraries that serve the host's own configuration and daemons, as other Linux
# app bundles leave them: fontconfig/freetype read the host's fonts.conf and fonts (an older
# bundled fontconfig warns about, or misreads, a newer fonts.conf), libdbus/libsystemd talk
# to the host's session bus. The PySide6 wheel vendors none of them either: a machine that
# runs Qt has them. (Their private dependencies -- libgcrypt, libzstd, libexpat, libpng,
# brotli, ... -- then become orphans and are pruned.)
SYSTEM_LIBS = re.compile(
    r"^(libstdc\+\+\.so\.6|libgcc_s\.so\.1|libX11\.so\.6|libXext\.so\.6|libXrender\.so\.1|"
    r"libICE\.so\.6|libSM\.so\.6|libglib-2\.0\.so\.0|libgobject-2\.0\.so\.0|"
    r"libgthread-2\.0\.so\.0|libfontconfig\.so\.1|libfreetype\.so\.6|libdbus-1\.so\.3|"
    r"libsystemd\.so\.0)$"
)

_PLUGIN_RE = re.compile(r"(?:^|/)plugins/([^/]+)/([^/]+)$")
# Qt's own translations (PySide6/Qt/translations on Linux, PySide6/translations elsewhere);
# the app's pe_desktop_*.qm under resources/translations/ are never matched. Kept: the
# languages the app ships (qtbase_*.qm translates Qt's standard dialogs and buttons).
QT_TRANSLATIONS_KEEP = {"qtbase_ja.qm", "qtbase_en.qm"}
_TRANSLATION_RE = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/([^/]+\.qm)$")
_QML_RE = re.compile(r"(?:^|/)PySide6/(?:Qt/)?qml/")


def plugin_base(fname, platform):
    stem = fname.split(".", 1)[0]  # libqxcb.so -> libqxcb, qwindows.dll -> qwindows
    if stem.startswith("lib") and not platform.startswith("win"):
        stem = stem[3:]
    return stem


def drop_reason(dest, platform):
    """Return why `dest` (a TOC destination name) is dropped, or None to keep it."""
    d = dest.replace("\\", "/")
    m = _PLUGIN_RE.search(d)
    if m and ("PySide6/" in d):
        ptype, fname = m.groups()
        keep = PLUGIN_KEEP.get(ptype)
        if keep is None:
            return f"plugin type {ptype}"
        if plugin_base(fname, platform) not in keep:
            return f"plugin {ptype}/{fname}"
        return None
    m = _TRANSLATION_RE.search(d)
    if m and m.group(1) not in QT_TRANSLATIONS_KEEP:
        return "translation"
    if re.search(r"(^|/)pyqtgraph/icons/peegee/[^/]*@2x\.png$", d):
        # HiDPI variants of pyqtgraph's own logo (mkQApp window icon); the app sets its own icon.
        return "pyqtgraph logo @2x"
    if _QML_RE.search(d):
        return "qml"
    if "PySide6/" in d or re.search(r"(^|/)(lib)?Qt6", d):
        if QT_LIB_DROP.search(d):
            return "unused Qt library"
        if os.path.basename(d).lower() == "opengl32sw.dll":
            # Windows: ~20 MB Mesa llvmpipe fallback, only used when no OpenGL driver exists.
            # Keep it if the app ever turns on pyqtgraph's useOpenGL.
            return "software OpenGL (Windows)"
    return None


def filter_toc(toc, label, platform):
    """The entries of a TOC (binaries or datas) that drop_reason keeps."""
    kept, dropped = [], {}
    for entry in toc:
        why = drop_reason(entry[0], platform)
        if why is None:
            kept.append(entry)
        else:
            dropped.setdefault(why, []).append(entry[0])
    n = sum(len(v) for v in dropped.values())
    print(f"[pe-desktop.spec] {label}: dropped {n} entries")
    if VERBOSE:
        for why, names in sorted(dropped.items()):
            print(f"    {why}: {', '.join(sorted(os.path.basename(x) for x in names))}")
    return kept


def exclude_system_libs(binaries):
    """Linux: do not bundle the libraries the manylinux policy lets every wheel assume on
    the host (the PySide6/numpy wheels themselves rely on the system copies), see
    SYSTEM_LIBS. Their private dependencies (pcre2, Xau, ...) then become orphans."""
    out, dropped = [], []
    for e in binaries:
        if SYSTEM_LIBS.match(os.path.basename(e[0])):
            dropped.append(os.path.basename(e[0]))
        else:
            out.append(e)
    print(f"[pe-desktop.spec] system libraries left to the host: {len(dropped)}")
    if VERBOSE:
        print("    " + ", ".join(sorted(dropped)))
    return out


def prune_orphan_libs(binaries):
    """Linux: drop shared libraries no longer reachable through DT_NEEDED from any kept
    Python extension, Qt plugin or libpython. This removes whatever the dropped plugins
    and system libraries dragged in (GTK stack, OpenSSL, libQt6Network, pcre2, ...),
    whatever the build host has installed. (PyInstaller's own ldd-based scan is
    transitive, so it cannot tell a direct dependency from a dependency of a system lib.)
    """
    def is_root(dest):
        d = dest.replace("\\", "/")
        base = os.path.basename(d)
        return (
            "/plugins/" in d
            or "lib-dynload/" in d
            or ".cpython-" in base
            or ".abi3.so" in base
            or base.startswith("libpython")
            or not base.startswith("lib")  # odd non-library binaries: keep
        )

    by_name = {}
    for entry in binaries:
        by_name.setdefault(os.path.basename(entry[0]), []).append(entry)

    keep = set()
    queue = [e for e in binaries if e[2] != "SYMLINK" and is_root(e[0])]
    for e in queue:
        keep.add(os.path.basename(e[0]))
    while queue:
        e = queue.pop()
        info = elf_info(e[1])
        if info is None:  # could not parse: keep everything to be safe
            print(f"[pe-desktop.spec] cannot parse {e[1]}; orphan pruning skipped")
            return binaries
        for dep in info[1]:
            if dep in by_name and dep not in keep:
                keep.add(dep)
                queue.extend(x for x in by_name[dep] if x[2] != "SYMLINK")
    out, dropped = [], []
    for e in binaries:
        if os.path.basename(e[0]) in keep:
            out.append(e)
        elif e[2] == "SYMLINK" and os.path.basename(e[1]) in keep:
            out.append(e)  # symlink whose target we keep
        else:
            dropped.append(os.path.basename(e[0]))
    print(f"[pe-desktop.spec] orphan libraries pruned: {len(dropped)}")
    if VERBOSE:
        print("    " + ", ".join(sorted(dropped)))
    return out


def strip_debug_binaries(binaries, workpath):
    """Strip binaries that carry debug info into workpath and point the TOC at the copies.
    Wheel-vendored libraries (any path containing a '<pkg>.libs' folder) are never touched."""
    strip_exe = shutil.which("strip")
    if not strip_exe:
        print("[pe-desktop.spec] 'strip' not found (install binutils); skipping strip step")
        return binaries
    outdir = Path(workpath) / "pe-stripped"
    out, saved = [], 0
    for dest, src, typecode in binaries:
        norm = src.replace("\\", "/")
        if (
            typecode in ("BINARY", "EXTENSION")
            and not re.search(r"\.libs/", norm)
            and ".debug_info" in (elf_info(src) or ((), ()))[0]
        ):
            target = outdir / dest
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, target)
            try:
                subprocess.run([strip_exe, "--strip-unneeded", str(target)], check=True,
                               capture_output=True)
                saved += os.path.getsize(src) - target.stat().st_size
                src = str(target)
            except (subprocess.CalledProcessError, OSError) as exc:
                print(f"[pe-desktop.spec] strip failed for {dest}: {exc}; keeping original")
        out.append((dest, src, typecode))
    print(f"[pe-desktop.spec] stripped debug info: {saved / 1e6:.1f} MB saved")
    return out


def trim_icu_data(binaries, workpath):
    """Linux: replace the wheel's 32 MB ICU data library by one holding only the data Qt can
    ask for (see build_scripts/icu_data.py; the frozen self-test checks the text services
    that depend on it). Without binutils the data stays whole; any other failure stops the
    build."""
    out = []
    for dest, src, typecode in binaries:
        if typecode != "SYMLINK" and icu_data.LIBRARY.match(os.path.basename(dest)):
            try:
                r = icu_data.trim_library(src, Path(workpath) / "pe-icu" / os.path.dirname(dest))
            except FileNotFoundError as exc:  # no assembler/linker: the full data, 26 MB more
                print(f"[pe-desktop.spec] ICU data kept whole: {exc}")
            else:
                print(f"[pe-desktop.spec] ICU data trimmed: {r.items_after}/{r.items_before} items, "
                      f"{r.bytes_before / 1e6:.1f} MB -> {r.bytes_after / 1e6:.1f} MB")
                src = str(r.library)
        out.append((dest, src, typecode))
    return out


def post_analysis(binaries, datas, platform, workpath):
    """The analysis's (binaries, datas) as the app ships them on `platform`; `workpath` is
    PyInstaller's work folder (stripped copies and the trimmed ICU data go there)."""
    binaries = filter_toc(binaries, "binaries", platform)
    datas = filter_toc(datas, "datas", platform)
    if platform.startswith("linux"):
        binaries = exclude_system_libs(binaries)
        binaries = prune_orphan_libs(binaries)
        binaries = strip_debug_binaries(binaries, workpath)
        binaries = trim_icu_data(binaries, workpath)
    return binaries, datas


# --------------------------------------------------------------------------------------
# resources/ -> <bundle>/resources (sys._MEIPASS/resources at run time), minus folders that
# are documentation only and the translation sources (the app loads the compiled .qm).
RESOURCE_EXCLUDE_DIRS = {"screenshots", "__pycache__"}
RESOURCE_EXCLUDE_SUFFIXES = {".ts"}


def resource_datas(root=ROOT):
    """(source, folder in the bundle) of every resource file the app reads at run time."""
    datas = []
    res = Path(root) / "resources"
    if res.is_dir():
        for f in sorted(res.rglob("*")):
            rel = f.relative_to(res)
            if (f.is_file() and not RESOURCE_EXCLUDE_DIRS.intersection(rel.parts[:-1])
                    and f.suffix not in RESOURCE_EXCLUDE_SUFFIXES):
                datas.append((str(f), str(Path("resources") / rel.parent)))
    return datas


def icon(platform, root=ROOT):
    """The executable's icon: .ico on Windows, .icns on macOS, none on Linux (the desktop
    entry names it)."""
    name = {"win32": "pe-desktop.ico", "darwin": "pe-desktop.icns"}.get(platform)
    path = Path(root) / "resources" / "icons" / name if name else None
    return str(path) if path is not None and path.is_file() else None


def console(platform):
    """Linux keeps a console so `pe-desktop --help` / CLI output works from a terminal;
    Windows/macOS get a windowed (no console) GUI executable."""
    return platform.startswith("linux")


STRIP = False  # see strip_debug_binaries(); global strip breaks patchelf'd wheel libs
