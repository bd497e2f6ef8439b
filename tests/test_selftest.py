import subprocess
import sys


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
