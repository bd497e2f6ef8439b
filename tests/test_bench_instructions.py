"""benchmarks/instructions.py reads callgrind's count from its summary line."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

from instructions import instructions  # noqa: E402

SUMMARY = """==4120== Callgrind, a call-graph generating cache profiler
==4120== Events    : Ir
==4120== Collected : 1302308431
==4120==
==4120== I   refs:      1,302,308,431
"""


def test_the_count_is_read_from_callgrinds_summary():
    assert instructions(SUMMARY) == 1_302_308_431
    assert instructions("==7== I   refs:      12\n==8== I   refs:      3,456\n") == 3456  # the last


def test_an_output_without_a_count_is_refused():
    with pytest.raises(ValueError, match="no instruction count"):
        instructions("valgrind: command not found\n")
