"""The README's screenshots, made from the window as it is (run on an X display, e.g. Xvfb):

    Xvfb :23 -screen 0 1400x900x24 &
    DISPLAY=:23 .venv/bin/python build_scripts/screenshots.py [OUT_DIR]

writes main-window.png, presets-menu.png, scheme-rope-llama3.png, word-order.png,
japanese-explanation.png and mrope-qwen2.5-vl.png (default: resources/screenshots/). Settings are neither read nor
written, so the shots show the defaults whatever this machine remembers.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "resources" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="pe-desktop-shots-")
    os.environ["LANGUAGE"] = "en_US"
    from pe_desktop.ui.app import application, configure_pyqtgraph
    from pe_desktop.ui.main_window import MainWindow

    app = application()
    configure_pyqtgraph()
    window = MainWindow()
    window.show()

    def settle(seconds: float = 1.0) -> None:
        """Process events until every view on screen has drawn the current state."""
        end = time.monotonic() + 60
        while time.monotonic() < end:
            app.processEvents()
            if all(v.is_current() for v in window.views.values() if v.isVisible()):
                break
            time.sleep(0.02)
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.02)

    def shot(name: str, width: int = 1280, height: int = 800) -> None:
        window.resize(width, height)
        settle()
        path = out / name
        window.grab().save(str(path))
        print(f"{path}: {window.width()}×{window.height()}")

    shot("main-window.png")

    # the Presets menu open, as the screen shows it (a menu is a window of its own)
    menu = next(a.menu() for a in window.menuBar().actions() if a.objectName() == "" and
                a.menu() is not None and a.menu().actions()[0].objectName() == "article_1")
    window.resize(1280, 800)
    settle()
    corner = window.mapToGlobal(window.menuBar().actionGeometry(menu.menuAction()).bottomLeft())
    menu.popup(corner)
    settle(0.5)
    geometry = menu.geometry()
    image = app.primaryScreen().grabWindow(0, window.x(), window.y(),
                                           max(geometry.right() - window.x() + 12, 640),
                                           geometry.bottom() - window.y() + 12)
    image.save(str(out / "presets-menu.png"))
    print(f"{out / 'presets-menu.png'}: {image.width()}×{image.height()}")
    menu.hide()

    window.apply_preset("llama3-8b-rope")
    window.statusBar().clearMessage()
    shot("scheme-rope-llama3.png")

    window.apply_preset("article-3-word-order")
    window.statusBar().clearMessage()
    shot("word-order.png")

    window.apply_preset("article-1-heatmap")
    window.set_language("ja")
    if not window.explain_action.isChecked():
        window.explain_action.trigger()  # F1
    window.statusBar().clearMessage()
    shot("japanese-explanation.png", 1400, 900)
    window.set_language("en")
    window.explain_action.trigger()  # F1 off again

    # a Qwen2.5-VL-shaped folder opens on the M-RoPE tab, drawn with its own sections and base
    window.open_model(str(ROOT / "tests" / "data" / "models" / "qwen2.5-vl-7b"))
    window.statusBar().clearMessage()
    shot("mrope-qwen2.5-vl.png", 1400, 900)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
