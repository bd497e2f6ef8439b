import os
import subprocess
import sys

import pytest


@pytest.mark.slow  # a new Python driving every view (~45 s); the frozen apps run it in CI too
def test_self_test_passes_and_reports_each_check():
    result = subprocess.run([sys.executable, "-m", "pe_desktop", "--self-test"],
                            capture_output=True, text=True, timeout=600)
    lines = result.stdout.strip().splitlines()
    assert result.returncode == 0, result.stdout + result.stderr
    assert lines[-1].startswith("self-test: ") and lines[-1].endswith(" passed, 0 failed")
    assert any(line.startswith("ok   export heatmap PNG") for line in lines)
    assert not any(line.startswith("FAIL") for line in lines)


def test_self_test_fails_when_a_check_fails(monkeypatch, capsys):
    from pe_desktop import selftest

    def broken():
        raise AssertionError("deliberately broken")

    test = selftest.SelfTest(print)
    test.check("a good check", lambda: "fine")
    test.check("a broken check", broken)
    out = capsys.readouterr().out
    assert "ok   a good check: fine" in out and "FAIL a broken check: AssertionError: deliberately broken" in out
    assert (test.passed, test.failed) == (1, 1)


def test_a_check_that_cannot_hold_under_wine_is_reported_as_such(capsys):
    """Under Wine a failing check marked with Wine's reason is reported on a WINE line and not
    counted as failed; on Windows (no Wine) the same failure fails the self-test."""
    from pe_desktop import selftest

    def wrong_order():
        raise AssertionError("['カナ', 'かな']")

    under_wine = selftest.SelfTest(print, wine="8.0")
    under_wine.check("Japanese collation", wrong_order, wine_reason=selftest.KANA_UNDER_WINE)
    out = capsys.readouterr().out
    assert out.startswith("WINE Japanese collation: AssertionError: ['カナ', 'かな'] -- cannot hold under Wine 8.0")
    assert (under_wine.passed, under_wine.failed, under_wine.wine_only) == (0, 0, 1)

    on_windows = selftest.SelfTest(print, wine=None)
    on_windows.check("Japanese collation", wrong_order, wine_reason=selftest.KANA_UNDER_WINE)
    assert capsys.readouterr().out.startswith("FAIL Japanese collation")
    assert (on_windows.passed, on_windows.failed, on_windows.wine_only) == (0, 1, 0)


def test_kana_collation_and_wine_detection_here():
    from pe_desktop import selftest

    assert selftest.wine_version() is None  # a Linux or Windows Python, not Wine
    assert selftest._check_kana_collation() == "ja: abc, かな, カナ, 漢字"


BREAKAGES = {
    # the heatmap view computes, reports itself current and never sets its image
    "blank view": ("from pe_desktop.ui.views.heatmap_view import HeatmapView\n"
                   "HeatmapView.apply = lambda self, request, tile: None\n"),
    # every exported image painted in one colour, and the report one page short
    "flat export, missing page": (
        "from PySide6.QtGui import QColor\nfrom pe_desktop.ui import export\n"
        "crisp = export.paint.crisp_images\n"
        "def flat(view, ratio):\n"
        "    replaced = crisp(view, ratio)\n"
        "    for item, _old in replaced:\n"
        "        item.qimage.fill(QColor('#f4a582'))\n"
        "    return replaced\n"
        "export.paint.crisp_images = flat\n"
        "names = export.report_views()\n"
        "export.report.report_views = lambda: names[:-1]\n"),
}
CAUGHT = {
    "blank view": {"heatmap in the window, cell by cell", "exported heatmap, cell by cell"},
    "flat export, missing page": {"exported heatmap, cell by cell", "report PDF"},
}


@pytest.mark.slow  # a whole self-test for each breakage (~30 s each)
@pytest.mark.parametrize("breakage", BREAKAGES)
def test_the_self_test_fails_on_a_broken_picture(breakage):
    """The self-test is all that checks the packaged builds: with a view that draws nothing,
    an export painted flat or a report short of a page, it must fail and say where."""
    script = (BREAKAGES[breakage] + "import sys\nfrom pe_desktop.selftest import run\n"
              "sys.exit(run())\n")
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                            timeout=600, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 1, result.stdout[-3000:] + result.stderr[-3000:]
    failed = {line[5:].split(":")[0] for line in result.stdout.splitlines() if line.startswith("FAIL ")}
    assert CAUGHT[breakage] <= failed, result.stdout[-3000:]
    if breakage == "flat export, missing page":
        assert "heatmap in the window, cell by cell" not in failed  # the window is not broken
