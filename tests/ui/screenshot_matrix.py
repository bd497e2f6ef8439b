"""Every tab of the window at sizes × languages × colour schemes × explanation open/closed:
a screenshot of each (in OUT_DIR, never in the repository) and the layout problems found.

    QT_QPA_PLATFORM=offscreen python -m tests.ui.screenshot_matrix [--sample N] OUT_DIR [SIZE ...]

SIZE is WxH in logical pixels (default: 800x600 1280x800 1920x1080); run with
QT_SCALE_FACTOR=2 and 1920x1080 for a 3840×2160 screen at scale 2. Prints one problem per
line, then "checked N" ; exits 1 if any problem was found. --sample N checks N cells drawn with
the seed of tests/ui/sample.py plus every cell of a view changed since its record (all of them
under PE_FULL_MATRIX).
"""
from __future__ import annotations

import faulthandler
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

SIZES = ("800x600", "1280x800", "1920x1080")
CELL_TIMEOUT = 180  # seconds: a cell takes about one


def run(out: Path, sizes=SIZES, languages=("en", "ja"), schemes=("light", "dark"),
        explanations=(False, True), tabs=None, count=None) -> tuple[int, list[str]]:
    os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="pe-desktop-matrix-"))
    from pyqtgraph.util.garbage_collector import GarbageCollector
    from PySide6.QtCore import QCoreApplication, QEvent

    from pe_desktop.ui.app import application, configure_pyqtgraph
    from pe_desktop.ui.main_window import MainWindow
    from tests.ui.layout_check import layout_problems

    app = application()
    # as the app runs (ui/app.py): garbage collected in this thread only, never in a compute
    # thread (Qt objects destroyed off their thread crashed the run at exit, 3 runs in 10)
    collector = GarbageCollector(interval=1.0)
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

    from pe_desktop.ui.views import REGISTRY
    from tests.ui import sample

    cells = [(language, scheme, explain, size, i, key)
             for language in languages for scheme in schemes for explain in explanations for size in sizes
             for i, key in enumerate(window.tab_keys) if tabs is None or key in tabs]
    if count is not None:  # a sample seeded by the commit, plus every cell of a changed view
        views = {key: [e.cls.name for e in REGISTRY if e.tab == key] for key in window.tab_keys}
        cells = sample.chosen(f"screenshots-{'+'.join(sizes)}", cells, count, lambda cell: views[cell[5]])
    state = None
    for language, scheme, explain, size, i, key in cells:
        # a cell that never settles (a layout that loops inside processEvents) ends the run
        # within minutes, with the cell's name and where the loop was
        print(f"cell {language} {scheme} {'f1' if explain else 'no-f1'} {size} {key}", file=sys.stderr, flush=True)
        faulthandler.dump_traceback_later(CELL_TIMEOUT, exit=True)
        if state != (language, scheme, explain, size):  # set only what changed, as a person would
            if state is None or state[0] != language:
                window.set_language(language)
            if state is None or state[1] != scheme:
                window.set_colour_scheme(scheme)
            window.explanation_dock.setVisible(explain)
            window.resize(*map(int, size.split("x")))
            state = (language, scheme, explain, size)
        window.tabs.setCurrentIndex(i)
        settle()
        name = f"{size}-{language}-{scheme}-{'f1' if explain else 'no-f1'}-{i:02d}"
        window.grab().save(str(out / f"{name}.png"))
        # every name whole, no scroll arrows, from 800 px on
        found = layout_problems(window, arrows_allowed=False)
        problems += [f"{name} ({key}): {p}" for p in found]
        checked += 1
    faulthandler.cancel_dump_traceback_later()
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    collector.timer.stop()
    gc.collect()
    gc.enable()
    return checked, problems


def main(argv: list[str]) -> int:
    count = None
    if argv[:1] == ["--sample"]:
        count, argv = int(argv[1]), argv[2:]
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    checked, problems = run(out, tuple(argv[1:]) or SIZES, count=count)
    for line in problems:
        print(line)
    print(f"checked {checked}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
