"""The relative schemes' data export and per-lag values at their edges: the size limit and
its message, one Transformer-XL term alone, and the map dispatch."""
import numpy as np
import pytest

from pe_desktop.core import relative
from pe_desktop.core.errors import ExportError
from pe_desktop.core.params import Params
from pe_desktop.core.viewport import AxisBins


def test_the_export_takes_4096_positions_and_no_more():
    header, values = relative.matrix_table(Params(scheme="shaw", seq_len=4096, shaw_k=3), "shaw")
    assert len(header) == 4097 and values.shape == (4096, 4097)
    assert values[4095, 1] == -3.0 and values[0, 4096] == 3.0 and values[10, 12] == 1.0
    del values
    with pytest.raises(ExportError) as caught:
        relative.matrix_table(Params(scheme="shaw", seq_len=4097), "shaw")
    assert str(caught.value) == (
        "the shaw matrix of 4,097 positions has 16,785,409 values; its data export is limited "
        "to 4,096 × 4,096: use --seq-len 4,096 or fewer")


@pytest.mark.parametrize("term", relative.TXL_TERMS)
def test_one_transformer_xl_term_per_lag(term):
    """A term alone, from q, k, u, v, W_R and R(δ) = [sin δω, cos δω] written out."""
    p = Params(scheme="transformer-xl", txl_term=term, d_model=16, n_heads=2, seed=7)
    w = relative.txl_draws(p)
    d = np.arange(-3, 40)
    omega = 1.0 / 10000.0 ** (np.arange(0, 16, 2) / 16)
    pos = np.concatenate([np.sin(np.outer(d, omega)), np.cos(np.outer(d, omega))], axis=1) @ w["W_R"].T
    want = {"content": np.full(d.size, w["q"] @ w["k"]), "content-position": pos @ w["q"],
            "content-bias": np.full(d.size, w["u"] @ w["k"]), "position-bias": pos @ w["v"]}[term]
    got = relative.lag_values(p, "transformer-xl", d)
    assert np.isnan(got[d < 0]).all()
    np.testing.assert_allclose(got[d >= 0], want[d >= 0], rtol=1e-13, atol=1e-15)


def test_an_unknown_scheme_is_named():
    cells = AxisBins(0, 4, 1)
    with pytest.raises(ValueError, match="unknown scheme 'rope'"):
        relative.tile(Params(), "rope", cells, cells)


def test_shaw_means_of_zero_are_positive_zero():
    """A block centred on the diagonal averages to 0, written +0.0 (no "−0" on screen)."""
    p = Params(scheme="shaw", seq_len=12, shaw_k=2)
    got = relative.shaw_tile(p, AxisBins(0, 12, 3), AxisBins(0, 12, 3))
    diagonal = np.diagonal(got)
    assert (diagonal == 0.0).all() and not np.signbit(diagonal).any()
