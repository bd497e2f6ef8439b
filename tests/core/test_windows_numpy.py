"""The core under the Windows build's NumPy: no complex transcendental function.

NumPy on Windows computes a complex exp, log or non-integer power with the C runtime's cexp,
carg and cpow, which Wine's ucrtbase does not have: the frozen app aborts there under Wine,
where CI runs its self-test. Here every core module sees a NumPy whose transcendental
functions refuse complex input while each scheme's tiles, notes, hover text, decay curves and
tables are computed, exact and binned; ``pairwise.cexp`` is the core's complex exp."""
import sys
import types

import numpy
import pytest

from pe_desktop.core import pairwise, relative, schemes
from pe_desktop.core.params import SCHEMES, Params
from pe_desktop.core.viewport import AxisBins

REAL_ONLY = ("exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "power", "float_power",
             "sin", "cos", "tan", "sinh", "cosh", "tanh", "arcsin", "arccos", "arctan",
             "arcsinh", "arccosh", "arctanh")


class ComplexRefused(AssertionError):
    pass


def _real_only(name):
    function = getattr(numpy, name)

    def guarded(*args, **kwargs):
        if any(numpy.iscomplexobj(a) for a in args):
            raise ComplexRefused(f"numpy.{name} on complex input: Wine's ucrtbase has no complex "
                                 f"{name}; the frozen Windows app would abort (use pairwise.cexp)")
        return function(*args, **kwargs)
    return guarded


class _WindowsNumPy(types.ModuleType):
    def __getattr__(self, name):
        return getattr(numpy, name)


WINDOWS_NUMPY = _WindowsNumPy("numpy")
for _name in REAL_ONLY:
    setattr(WINDOWS_NUMPY, _name, _real_only(_name))


@pytest.fixture(autouse=True)
def windows_numpy(monkeypatch):
    """Every loaded core module sees WINDOWS_NUMPY as its np for the length of a test."""
    for name, module in list(sys.modules.items()):
        if name.startswith("pe_desktop.core") and getattr(module, "np", None) is numpy:
            monkeypatch.setattr(module, "np", WINDOWS_NUMPY)


def test_the_guard_refuses_complex_exp_in_core_modules():
    assert pairwise.np is WINDOWS_NUMPY
    with pytest.raises(ComplexRefused):
        pairwise.np.exp(numpy.array([1j]))
    assert pairwise.np.exp(numpy.array([0.0]))[0] == 1.0


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("seq_len, step", [(12, 1), (5_000, 37)])
def test_every_scheme_exact_and_binned(scheme, seq_len, step):
    params = Params(scheme=scheme, seq_len=seq_len, d_model=64, head_dim=16, n_heads=4)
    first, last = schemes.column_extent(params)
    rows = AxisBins(params.offset, params.offset + seq_len, step)
    cols = AxisBins(first, last, step)
    values = schemes.scheme_tile(params, rows, cols)[0]
    assert numpy.isfinite(values).any()
    assert schemes.scheme_note(params, rows, cols) is not None
    assert schemes.describe_cell(params, 3, 2)
    schemes.colour_range(params)


@pytest.mark.parametrize("distances", [numpy.arange(40), AxisBins(0, 9_000, 61)])
def test_every_decay_curve(distances):
    params = Params(d_model=64, head_dim=16, n_heads=4)
    curves = schemes.distance_decay(params, distances,
                                    schemes.DECAY_SCHEMES + schemes.RELATIVE_DECAY_SCHEMES)
    assert all(numpy.isfinite(c).any() for c in curves.values())


@pytest.mark.parametrize("term", relative.TXL_TERMS)
def test_transformer_xl_terms_and_shares(term):
    params = Params(scheme="transformer-xl", txl_term=term, seq_len=3_000, d_model=64, head_dim=16)
    relative.txl_tile(params, AxisBins(0, 3_000, 50), AxisBins(0, 3_000, 50), term)
    assert sum(relative.txl_term_shares(params).values()) == pytest.approx(1.0)


@pytest.mark.parametrize("scheme", relative.SCHEMES)
def test_every_relative_table(scheme):
    params = Params(scheme=scheme, seq_len=20, d_model=64, head_dim=16)
    relative.matrix_table(params, scheme)
    if scheme != "nope":  # NoPE's weights depend on i, not on i − j alone
        relative.lag_values(params, scheme, numpy.arange(-5, 6))
