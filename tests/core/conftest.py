from hypothesis import HealthCheck, settings

# The mutation run (tests/mutation/run.py) needs the same verdict every time: whether a mutant
# is killed must not depend on the draws, on examples saved by earlier runs, or on the
# machine's load (no per-example deadline, no "generation too slow" health check: both are
# wall-clock measurements that fail on a busy machine).
settings.register_profile("mutation", derandomize=True, database=None, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])


# -- the Windows build's NumPy ----------------------------------------------------------------
# NumPy on Windows calls the C runtime's complex functions (cexp, carg for log, cpow), which
# Wine's ucrtbase does not have: the frozen app aborts there under Wine, where CI tests it.
# Every core test runs with core modules seeing a NumPy whose transcendental functions refuse
# complex input; pairwise.cexp is the core's complex exp.
import sys  # noqa: E402
import types  # noqa: E402

import numpy  # noqa: E402
import pytest  # noqa: E402

_REAL_ONLY = ("exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "power", "float_power",
              "sin", "cos", "tan", "sinh", "cosh", "tanh", "arcsin", "arccos", "arctan",
              "arcsinh", "arccosh", "arctanh", "angle")


def _real_only(name):
    function = getattr(numpy, name)

    def guarded(*args, **kwargs):
        if any(numpy.iscomplexobj(a) for a in args):
            raise AssertionError(f"numpy.{name} on complex input: Wine's ucrtbase has no complex "
                                 f"{name}; the frozen Windows app would abort (use pairwise.cexp)")
        return function(*args, **kwargs)
    return guarded


class _WindowsNumPy(types.ModuleType):
    def __getattr__(self, name):
        return getattr(numpy, name)


WINDOWS_NUMPY = _WindowsNumPy("numpy")
for _name in _REAL_ONLY:
    setattr(WINDOWS_NUMPY, _name, _real_only(_name))


@pytest.fixture(autouse=True)
def windows_numpy(monkeypatch):
    """Core modules use WINDOWS_NUMPY as their np for the length of each test."""
    for name, module in list(sys.modules.items()):
        if name.startswith("pe_desktop.core") and getattr(module, "np", None) is numpy:
            monkeypatch.setattr(module, "np", WINDOWS_NUMPY)
    yield
