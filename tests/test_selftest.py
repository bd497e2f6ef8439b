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
