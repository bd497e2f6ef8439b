"""The slow matrices in proportion: `make test-slow` (CI) runs a sample of each matrix seeded by
the commit, plus every item of each view whose code changed since the whole matrix last passed
(the record ``figure_matrix.json`` next to this file); `make soak` (PE_FULL_MATRIX=1) runs every
item and renews the record.

The sweeps over every tab are cut in two by the same rule (``sweep``): `make test` checks the
sample and the tabs of changed views, `make test-slow` the rest, `make soak` every tab again.

    python -m tests.ui.sample            # says the seed and the views changed since the record
    python -m tests.ui.sample --record   # renews the record (make soak, after the whole matrix passed)

PE_SAMPLE_SEED=N repeats the sample of another run.
"""
from __future__ import annotations

import hashlib
import inspect
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RECORD = Path(__file__).with_name("figure_matrix.json")
SEED = "PE_SAMPLE_SEED"
FULL = "PE_FULL_MATRIX"


def full() -> bool:
    """Every item of every matrix (make soak)."""
    return os.environ.get(FULL, "") not in ("", "0")


def seed() -> int:
    """PE_SAMPLE_SEED, else the commit's first 32 bits (0 outside a git checkout)."""
    if os.environ.get(SEED, "").strip():
        return int(os.environ[SEED])
    try:
        done = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=30)
        return int(done.stdout.strip()[:8], 16) if done.returncode == 0 else 0
    except (OSError, ValueError, subprocess.TimeoutExpired):
        return 0


def view_files(view: str) -> list[str]:
    """The modules of a view's own classes (its class and the view classes it builds on, not
    the base every view shares: the sample covers that)."""
    from pe_desktop.ui.views import VIEW_CLASSES

    files = set()
    for cls in VIEW_CLASSES[view].__mro__:
        module = cls.__module__
        if module.startswith("pe_desktop.ui.views.") and module != "pe_desktop.ui.views.base":
            files.add(Path(inspect.getsourcefile(cls)).resolve().relative_to(ROOT).as_posix())
    return sorted(files)


def view_digests() -> dict[str, str]:
    from pe_desktop.ui.views import VIEW_CLASSES

    out = {}
    for view in VIEW_CLASSES:
        h = hashlib.sha256()
        for path in view_files(view):
            h.update(path.encode() + b"\0" + (ROOT / path).read_bytes() + b"\0")
        out[view] = h.hexdigest()[:16]
    return out


def changed_views() -> set[str]:
    """Views whose code differs from the record of the last whole matrix (all without one)."""
    digests = view_digests()
    try:
        recorded = json.loads(RECORD.read_text(encoding="utf-8"))["views"]
    except (OSError, ValueError, KeyError):
        return set(digests)
    return {view for view, value in digests.items() if recorded.get(view) != value}


def chosen(matrix: str, items: list, count: int, views_of=lambda item: (item[0],)) -> list:
    """The items of ``matrix`` this run checks: all of them under PE_FULL_MATRIX; else ``count``
    drawn with the run's seed (each matrix its own draw), and every item showing a changed view
    (``views_of(item)``: the views it shows)."""
    if full():
        return list(items)
    rng = random.Random(f"{seed()}:{matrix}")
    drawn = set(rng.sample(range(len(items)), min(count, len(items))))
    changed = changed_views()
    return [item for i, item in enumerate(items) if i in drawn or changed.intersection(views_of(item))]


# a sweep's two halves as a test's parameter: the sample (make test) and the rest (slow)
PARTS = ["sample", pytest.param("rest", marks=pytest.mark.slow)]


def sweep(part: str, matrix: str, items: list, count: int, views_of=lambda item: (item[0],)) -> list:
    """The items of a sweep that ``part`` checks: "sample" those of ``chosen`` (make test), "rest"
    the others (make test-slow; every item under PE_FULL_MATRIX, make soak), "all" every item.
    Each CI run so checks every item once, in make test or in make test-slow."""
    if part == "all":
        return list(items)
    picked = chosen(matrix, items, count, views_of)
    if part == "sample":
        return picked
    return list(items) if full() else [item for item in items if item not in picked]


def tab_views(title: str) -> tuple[str, ...]:
    """The views of a tab by its English title (``views_of`` of a sweep over tabs)."""
    from pe_desktop.core.catalogue import TABS, VIEWS_OF

    return VIEWS_OF[TABS.titled(title)]


def describe() -> str:
    changed = sorted(changed_views())
    if full():
        return "slow matrices: every item (PE_FULL_MATRIX)"
    return (f"slow matrices: a sample seeded {seed()} (PE_SAMPLE_SEED={seed()} repeats it), plus every "
            f"item of the views changed since {RECORD.relative_to(ROOT)}: {', '.join(changed) or 'none'}")


def write_record() -> None:
    temporary = RECORD.with_suffix(".tmp")
    temporary.write_text(json.dumps({"about": "tests/ui/sample.py: the views' code when the whole slow "
                                              "figure matrix last passed (make soak)",
                                     "views": view_digests()}, indent=1) + "\n", encoding="utf-8")
    temporary.replace(RECORD)


if __name__ == "__main__":
    if sys.argv[1:] == ["--record"]:
        write_record()
        print(f"{RECORD.relative_to(ROOT)}: {len(view_digests())} views recorded")
    else:
        print(describe())
