"""benchmarks/toggle_ab.py times the window with a switch on and off, in turn, pair by pair."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import toggle_ab  # noqa: E402


def test_the_switch_is_on_for_a_pair_of_changes_then_off_for_the_next(qapp):
    calls = []
    times = toggle_ab.run(calls.append, (20, 16), 8)
    assert calls == [True, False] * 2 + [False]  # (left off at the end)
    assert set(times) == {"base", "offset"}
    for kind in times.values():
        assert len(kind["on"]) == len(kind["off"]) == len(kind["paired"]) == 2
        assert all(t > 0 for t in kind["on"] + kind["off"])
    lines = toggle_ab.report(times).splitlines()
    assert [line.split()[0] for line in lines] == ["base", "offset"]
    assert "paired on − off" in lines[0]


@pytest.mark.parametrize("changes", ["6", "0"])
def test_changes_not_a_multiple_of_four_are_refused(tmp_path, capsys, changes):
    switch = tmp_path / "switch.py"
    switch.write_text("def switch(on):\n    pass\n")
    assert toggle_ab.main([str(switch), "--changes", changes]) == 2
    assert "multiple of 4" in capsys.readouterr().err


def test_a_file_without_a_switch_is_refused(tmp_path, capsys):
    switch = tmp_path / "switch.py"
    switch.write_text("x = 1\n")
    assert toggle_ab.main([str(switch), "--changes", "4"]) == 2
    assert "defines no switch(on)" in capsys.readouterr().err
