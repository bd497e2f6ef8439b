"""The UI mutation run's own checks (the run itself is in make soak: tests/ui/ui_mutations.py):
each breakage still applies to today's code and names tests that exist, and its judge counts a
failing test as caught but not a process that crashed as it exited after every test passed,
nor a run that selected no test (the named tests marked slow were deselected, and the exit
status 5 of "no tests ran" counted as caught)."""
import subprocess

import pytest

from tests.ui.ui_mutations import MUTATIONS, ROOT, failed


@pytest.mark.parametrize("mutation", MUTATIONS, ids=[m.name for m in MUTATIONS])
def test_each_mutation_applies_once_and_names_existing_tests(mutation):
    assert (ROOT / mutation.path).read_text(encoding="utf-8").count(mutation.old) == 1
    assert mutation.old != mutation.new
    for test in mutation.tests:
        path, _, name = test.partition("::")
        source = (ROOT / path).read_text(encoding="utf-8")
        assert not name or f"def {name}(" in source, test


@pytest.mark.parametrize("code, out, judged", [
    (1, "..F\n1 failed, 2 passed in 3.0s", True),
    (1, "E\n1 error in 0.5s", True),
    (0, "...\n3 passed in 1.0s", False),
    (-11, "...\n3 passed in 1.0s", False),  # crashed at exit after every test passed
    (4, "", True),  # pytest could not run them at all
    (5, "1 deselected in 0.14s", False),  # no test selected: nothing caught the mutation
    (5, "no tests ran in 0.10s", False),
])
def test_the_judge_reads_pytests_summary(code, out, judged):
    assert failed(subprocess.CompletedProcess([], code, out, "")) is judged
