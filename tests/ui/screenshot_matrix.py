"""Every tab of the window at sizes × languages × colour schemes × explanation open/closed:
a screenshot of each (in OUT_DIR, never in the repository) and the layout problems found.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.screenshot_matrix OUT_DIR [SIZE ...]

SIZE is WxH in logical pixels (default: 800x600 1280x800 1920x1080); run with
QT_SCALE_FACTOR=2 and 1920x1080 for a 3840×2160 screen at scale 2. Prints one problem per
line, then "checked N" ; exits 1 if any problem was found.
"""
from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

SIZES = ("800x600", "1280x800", "1920x1080")


def run(out: Path, sizes=SIZES, languages=("en", "ja"), schemes=("light", "dark"),
        explanations=(False, True), tabs=None) -> tuple[int, list[str]]:
    os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="pe-desktop-matrix-"))
    from pe_desktop.ui.app import application, configure_pyqtgraph
    from pe_desktop.ui.main_window import MainWindow
    from tests.ui.layout_check import layout_problems

    app = application()
    configure_pyqtgraph()
    window = MainWindow()
    window.show()
    problems: list[str] = []
    checked = 0

    def settle() -> None:
        """Until every view on screen has drawn and laid out its texts (three quiet turns)."""
        end, quiet = time.monotonic() + 60, 0
        while time.monotonic() < end and quiet < 3:
            app.processEvents()
            views = window.visible_views()
            done = all(v.is_current() and v.layout_settled() for v in views)
            quiet = quiet + 1 if done else 0
            time.sleep(0.005)

    for language in languages:
        window.set_language(language)
        for scheme in schemes:
            window.set_colour_scheme(scheme)
            for explain in explanations:
                window.explanation_dock.setVisible(explain)
                for size in sizes:
                    w, h = map(int, size.split("x"))
                    window.resize(w, h)
                    for i, key in enumerate(window.tab_keys):
                        if tabs is not None and key not in tabs:
                            continue
                        window.tabs.setCurrentIndex(i)
                        settle()
                        name = f"{size}-{language}-{scheme}-{'f1' if explain else 'no-f1'}-{i:02d}"
                        window.grab().save(str(out / f"{name}.png"))
                        # every name whole, no scroll arrows, from 800 px on
                        found = layout_problems(window, arrows_allowed=False)
                        problems += [f"{name} ({key}): {p}" for p in found]
                        checked += 1
    window.close()
    return checked, problems


def main(argv: list[str]) -> int:
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    checked, problems = run(out, tuple(argv[1:]) or SIZES)
    for line in problems:
        print(line)
    print(f"checked {checked}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
