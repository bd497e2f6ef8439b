"""The relative schemes' data export and per-lag values at their edges: the size limit and
its message, one Transformer-XL term alone, and the map dispatch."""
import warnings

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


def test_t5_buckets_raise_no_floating_point_warning():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = relative.t5_bucket(np.arange(-300, 301), False, 32, 128)
    assert got[300] == 0 and got[0] == 31 and (got[301:] == 0).all()


def test_xpos_envelope_of_one_distance():
    """f(δ) = mean_i ζᵢ^(δ/γ)·cos(θᵢδ), ζᵢ = (2i + 0.4·h)/(1.4·h), θᵢ = base^(−2i/h)."""
    p = Params(scheme="xpos", head_dim=8, xpos_scale_base=512)
    i = np.arange(0, 8, 2)
    zeta, theta = (i + 3.2) / 11.2, 10000.0 ** (-i / 8)
    want = np.mean(zeta ** (5 / 512) * np.cos(5 * theta))
    assert relative.xpos_envelope(p, 5) == pytest.approx(want, rel=1e-15)
    grid = relative.xpos_envelope(p, [[5, 0], [5, 5]])
    np.testing.assert_allclose(grid, [[want, 1.0], [want, want]], rtol=1e-15)


@pytest.mark.parametrize("centre", [0, 7])
@pytest.mark.parametrize("key", [False, True])
def test_xpos_rotates_and_scales_integer_vectors(centre, key):
    """Pair i of position m: rotated by m·θᵢ, scaled by ζᵢ^(±(m − centre)/γ)."""
    p = Params(scheme="xpos", head_dim=8, xpos_scale_base=64)
    x = np.array([1, 2, 3, 4, 5, 6, 7, 8])
    m = np.array([0, 3, 20])
    got = relative.xpos_rotate(x, m, p, key=key, centre=centre)
    i = np.arange(0, 8, 2)
    zeta, theta = (i + 3.2) / 11.2, 10000.0 ** (-i / 8)
    for row, pos in zip(got, m):
        scale = zeta ** ((-1 if key else 1) * (pos - centre) / 64)
        c, s = np.cos(pos * theta), np.sin(pos * theta)
        want = np.empty(8)
        want[0::2] = (x[0::2] * c - x[1::2] * s) * scale
        want[1::2] = (x[1::2] * c + x[0::2] * s) * scale
        np.testing.assert_allclose(row, want, rtol=1e-14)


def test_nope_means_of_wholly_masked_blocks_are_nan_without_a_warning():
    p = Params(scheme="nope", seq_len=20)
    q, k = AxisBins(0, 20, 5), AxisBins(0, 20, 5)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        got = relative.nope_tile(p, q, k)
    for r, a in enumerate(q.starts()):
        for c, b in enumerate(k.starts()):
            i, j = np.meshgrid(np.arange(a, a + 5), np.arange(b, b + 5), indexing="ij")
            keep = j <= i
            want = np.mean(1.0 / (i[keep] + 1.0)) if keep.any() else np.nan
            np.testing.assert_allclose(got[r, c], want, rtol=1e-14)
