"""``pe-desktop --self-test``: drive the real window offscreen and check what it produces.

It builds the main window, shows every registered view at a few parameter sets,
exports each format into a temporary folder, reads the files back, and prints one
line per check. Exit status 0 only if every check passed. It needs nothing but the
installed (or frozen) app, so it is how a packaged build proves it works.
"""
from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import traceback
from collections.abc import Callable
from pathlib import Path

import numpy as np

from .readback import not_blank
from .selftest_pictures import (
    EXPORT_PARAMS,
    exported_curve,
    exported_heatmap,
    negative_controls,
    pdf_pages,
    reference_pe,
    report_pages,
    wait_until,
    window_heatmap,
    window_rope_table,
    window_similarity_matrix,
)

PARAM_SETS = (
    {},  # the defaults: the first article's figure
    {"d_model": 33, "seq_len": 1000, "offset": 1_000_000, "layout": "concat-paper"},
    {"d_model": 4096, "seq_len": 100_000, "base": 500_000.0},
)


def wine_version() -> str | None:
    """Wine's version when this is a Windows program running under Wine, else None
    (Wine's ntdll exports wine_get_version; Windows' does not)."""
    if sys.platform != "win32":
        return None
    import ctypes

    try:
        get_version = ctypes.WinDLL("ntdll").wine_get_version
    except (AttributeError, OSError):
        return None
    get_version.restype = ctypes.c_char_p
    return get_version().decode("ascii", "replace")


class SelfTest:
    def __init__(self, write: Callable[[str], None] = print, wine: str | None = None) -> None:
        self.write = write
        self.wine = wine  # Wine's version when running under Wine
        self.passed = 0
        self.failed = 0
        self.wine_only = 0  # failures of checks that cannot hold under Wine, for Wine's reasons

    def check(self, name: str, fn: Callable[[], str | None], wine_reason: str | None = None) -> None:
        """Run one check. A check with a `wine_reason` that fails under Wine is reported on a
        WINE line and not counted as a failure; anywhere else it fails as any other."""
        try:
            detail = fn()
        except Exception as exc:  # every failure is reported, none stops the run
            line = traceback.format_exception_only(type(exc), exc)[-1].strip()
            if wine_reason and self.wine:
                self.wine_only += 1
                self.write(f"WINE {name}: {line} -- cannot hold under Wine {self.wine}: "
                           f"{wine_reason}; on Windows it must pass")
                return
            self.failed += 1
            self.write(f"FAIL {name}: {line}")
            return
        self.passed += 1
        self.write(f"ok   {name}" + (f": {detail}" if detail else ""))


def _check_numbers() -> str:
    from .core.encodings import Sinusoidal, encode, similarity

    got = encode([1], np.arange(4), Sinusoidal(4))[0]
    want = [0.841471, 0.540302, 0.00999983, 0.99995]
    assert np.allclose(got, want, atol=5e-7), f"PE(1) for d=4 is {got}"
    far = encode([1_000_000], np.arange(16), Sinusoidal(16))[0]
    ref = [reference_pe(1_000_000, j, 16, 10000.0) for j in range(16)]
    err = float(np.max(np.abs(far - ref)))
    assert err < 1e-12, f"far position differs from the formula by {err:g}"
    dot = float(similarity([7], 7, Sinusoidal(128))[0])
    assert abs(dot - 64.0) < 1e-12, f"PE(7)·PE(7) = {dot}"
    return f"known vector, offset 1,000,000 within {err:.1e}, PE·PE = d/2"


def _check_text_services() -> str:
    """Qt's ICU services the window relies on: collation (the file dialogs sort with it),
    time-zone names and locale case mapping. A bundle whose ICU data lost a needed table
    fails here."""
    from PySide6.QtCore import QLocale, QTimeZone

    words = ["öl", "zebra", "ångström", "apple", "äpfel", "banana"]
    swedish = _collate("sv_SE", words)  # Swedish letters å ä ö come after z
    assert swedish == ["apple", "banana", "zebra", "ångström", "äpfel", "öl"], swedish
    german = _collate("de_DE", words)  # German sorts ä and å with a, ö with o: a-n-g < a-p-f < a-p-p
    assert german == ["ångström", "äpfel", "apple", "banana", "öl", "zebra"], german
    tokyo = QTimeZone(b"Asia/Tokyo")
    names = [tokyo.displayName(QTimeZone.StandardTime, QTimeZone.LongName, QLocale(loc))
             for loc in ("ja_JP", "en_US")]
    assert names == ["日本標準時", "Japan Standard Time"], names
    upper = QLocale("tr_TR").toUpper("istanbul")
    assert upper == "İSTANBUL", upper
    return "collation sv/de, time-zone names ja/en, Turkish case mapping"


def _collate(locale: str, words: list[str]) -> list[str]:
    import functools

    from PySide6.QtCore import QCollator, QLocale

    return sorted(words, key=functools.cmp_to_key(QCollator(QLocale(locale)).compare))


def _check_kana_collation() -> str:
    """Japanese collation: hiragana before katakana, as ICU and Windows order them."""
    kana = _collate("ja_JP", ["漢字", "かな", "カナ", "abc"])
    assert kana == ["abc", "かな", "カナ", "漢字"], kana
    return "ja: abc, かな, カナ, 漢字"


# Wine's own Japanese collation (CompareStringEx, which Qt uses on Windows) puts katakana first.
KANA_UNDER_WINE = "Wine's Japanese collation orders katakana before hiragana"


def _all_shown(visible: list, shown: list[str]) -> str:
    """The tab shows every view it holds, and at least one."""
    names = sorted(v.name for v in visible)
    assert shown and names == sorted(shown), f"{names} visible of {sorted(shown)}"
    return ", ".join(names)


def _layered_model(folder: Path) -> Path:
    """A Llama-4-shaped config.json of 8 layers (every fourth without RoPE) in ``folder``."""
    model = folder / "layered-model"
    model.mkdir(exist_ok=True)
    (model / "config.json").write_text(json.dumps({
        "model_type": "llama4_text", "head_dim": 128, "num_hidden_layers": 8,
        "rope_theta": 500000.0, "max_position_embeddings": 8192}), encoding="utf-8")
    return model


def run(write: Callable[[str], None] = print) -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from .ui.app import offscreen_application

    app = offscreen_application()
    from PySide6.QtGui import QImage

    from . import __version__
    from .core.catalogue import BY_NAME
    from .core.datafiles import write_data
    from .core.figure import FigureOptions, FigureRecord
    from .core.params import Params
    from .ui.export import record_from_file, record_of, write_figure
    from .ui.main_window import MainWindow

    test = SelfTest(write, wine=wine_version())
    write(f"pe-desktop {__version__} self-test")

    def installation():
        import numpy
        import pyqtgraph
        import PySide6

        from .resources import is_frozen, resource_path

        where = "frozen bundle" if is_frozen() else "Python"
        icon = resource_path("icons", "hicolor", "scalable", "apps", "pe-desktop.svg")
        assert icon is not None, "the app icon is not among the resources"
        return (f"{where} at {Path(sys.executable).parent}; PySide6 {PySide6.__version__}, "
                f"pyqtgraph {pyqtgraph.__version__}, NumPy {numpy.__version__}; resources at {icon.parents[4]}")

    test.check("installation", installation)
    test.check("numbers match the formula", _check_numbers)
    test.check("text services (ICU)", _check_text_services)
    test.check("Japanese collation", _check_kana_collation, wine_reason=KANA_UNDER_WINE)

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    def main_window():
        from .core.catalogue import VIEWS

        names = sorted(window.views)
        assert names == sorted(v.name for v in VIEWS), f"the window has the views {names}"
        assert window.tabs.count() >= 2, f"{window.tabs.count()} tab"
        return f"{len(window.views)} views in {window.tabs.count()} tabs"

    test.check("main window", main_window)

    out_dir = Path(tempfile.mkdtemp(prefix="pe-desktop-selftest-"))
    try:
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            app.processEvents()
            visible = [v for v in window.views.values() if v.isVisible()]
            shown = [name for name, view in window.views.items() if window.tabs.currentWidget()
                     .isAncestorOf(view)]
            test.check(f"tab {window.tabs.tabText(index)!r} shows its views",
                       lambda visible=visible, shown=shown: _all_shown(visible, shown))
            for values in PARAM_SETS:
                params = Params(**values)
                label = ", ".join(f"{k}={v}" for k, v in values.items()) or "defaults"

                def drive(params=params, visible=visible):
                    window.panel.set_params(params)
                    if not wait_until(app, lambda: all(v.is_current() for v in visible), 60.0):
                        raise AssertionError("views did not finish drawing within 60 s")
                    return "; ".join(v.summary for v in visible)

                test.check(f"tab {window.tabs.tabText(index)!r} at {label}", drive)
            # Exports at a medium size: big enough to bin, small enough to write in a moment.
            window.panel.set_params(Params(**EXPORT_PARAMS))
            wait_until(app, lambda visible=visible: all(v.is_current() for v in visible), 60.0)
            for view in visible:
                def png(view=view):
                    path = write_figure(record_of(view, window.params), out_dir / f"{view.name}.png")
                    image = QImage(str(path))
                    assert not image.isNull(), "the PNG does not load"
                    again = record_from_file(path)
                    assert again.params == window.params and again.view == view.name, "metadata lost"
                    return (f"{image.width()}×{image.height()}, {not_blank(image)} colours sampled, "
                            "parameters embedded")

                test.check(f"export {view.name} PNG", png)

                def svg(view=view):
                    import xml.etree.ElementTree as ET

                    path = write_figure(record_of(view, window.params), out_dir / f"{view.name}.svg")
                    root = ET.parse(path).getroot()
                    paths = root.findall(".//{http://www.w3.org/2000/svg}path")
                    texts = root.findall(".//{http://www.w3.org/2000/svg}text")
                    assert paths and texts, f"{len(paths)} paths and {len(texts)} texts"
                    return f"{len(paths)} vector paths, {len(texts)} text elements"

                test.check(f"export {view.name} SVG", svg)

                def pdf(view=view):
                    path = write_figure(record_of(view, window.params), out_dir / f"{view.name}.pdf")
                    data = path.read_bytes()
                    assert data.startswith(b"%PDF"), "not a PDF"
                    assert pdf_pages(data) == 1, f"{pdf_pages(data)} pages"
                    return f"{len(data):,} bytes, 1 page"

                test.check(f"export {view.name} PDF", pdf)
                if BY_NAME[view.name].data is not None:
                    def data(view=view):
                        params = window.params
                        if view.name == "model-layers":  # a model's layers: one of its own
                            params = params.replace(model=str(_layered_model(out_dir)))
                        npy = np.load(write_data(view.name, params, out_dir / f"{view.name}.npy"))
                        csv = write_data(view.name, params, out_dir / f"{view.name}.csv")
                        header = csv.read_text(encoding="utf-8").splitlines()[0]
                        # NaN marks cells with no value (past a learned table's end, ALiBi's
                        # mask); infinities or an empty table would be wrong.
                        assert npy.ndim == 2 and npy.shape[0] > 0 and not np.isinf(npy).any()
                        assert np.isfinite(npy).any(), "no finite value at all"
                        if view.name == "model-layers":  # every fourth of 8 layers without RoPE
                            assert list(npy[:, 2]) == [1, 1, 1, 0, 1, 1, 1, 0], npy[:, 2]
                        return f".npy {npy.shape[0]}×{npy.shape[1]}, .csv header {header[:40]!r}"

                    test.check(f"export {view.name} data", data)

        test.check("heatmap in the window, cell by cell", lambda: window_heatmap(app, window))
        test.check("similarity matrix in the window, cell by cell",
                   lambda: window_similarity_matrix(app, window))
        test.check("RoPE table in the window, cell by cell", lambda: window_rope_table(app, window))
        test.check("exported heatmap, cell by cell", lambda: exported_heatmap(out_dir))
        test.check("exported similarity curve, point by point", lambda: exported_curve(out_dir))

        def offscreen_png():
            record = FigureRecord("heatmap", Params(), FigureOptions(900, 500, 192.0))
            path = write_figure(record, out_dir / "offscreen.png")
            back = QImage(str(path))
            assert (back.width(), back.height()) == (900, 500), f"{back.width()}×{back.height()}"
            again = write_figure(record_from_file(path), out_dir / "again.png")
            same = QImage(str(again)) == back
            assert same, "re-rendering from the embedded parameters changed the pixels"
            return f"900×500 at 192 DPI, {not_blank(back)} colours sampled, --from reproduces it"

        test.check("command-line renderer and --from", offscreen_png)

        def animations():
            from PIL import Image

            from .core.sweep import Sweep
            from .ui.export import write_animation

            record = FigureRecord("heatmap", Params(d_model=32, seq_len=20), FigureOptions(400, 260))
            for name in ("animation.gif", "animation.apng"):
                with Image.open(write_animation(record, Sweep("offset", 0, 2), out_dir / name, 10)) as image:
                    assert image.n_frames == 3, f"{name}: {image.n_frames} frames"
            return "a GIF and an APNG of 3 frames, read back by Pillow"

        test.check("animations (Pillow's GIF and PNG writers)", animations)

        def report():
            return report_pages(out_dir, len(window.views))

        test.check("report PDF", report)
        for name, control in negative_controls(app, window, out_dir):
            test.check(f"negative control: {name}", control)

        def languages():
            from . import i18n

            try:
                assert i18n.set_language("ja"), "the Japanese catalogue did not load"
                app.processEvents()
                menu, tab = window.menuBar().actions()[0].text(), window.tabs.tabText(0)
                qt_cancel = i18n.QCoreApplication.translate("QPlatformTheme", "Cancel")
                assert menu == "ファイル(&F)", f"the File menu reads {menu!r} in Japanese"
                assert qt_cancel != "Cancel", "Qt's own Japanese texts are missing"
                assert i18n.set_language("en")
                app.processEvents()
                assert window.menuBar().actions()[0].text() == "&File", "English did not come back"
            finally:
                i18n.set_language("en")
            return f"Japanese: {menu!r}, tab {tab!r}, Qt's {qt_cancel!r}; back to English"

        test.check("languages", languages)
    finally:
        window.close()
        shutil.rmtree(out_dir, ignore_errors=True)
    wine = f", {test.wine_only} cannot hold under Wine (WINE lines)" if test.wine_only else ""
    write(f"self-test: {test.passed} passed, {test.failed} failed{wine}")
    return 0 if test.failed == 0 else 1
