import numpy as np
import pytest

from pe_desktop.core import encodings, viewport
from pe_desktop.core.encodings import Sinusoidal
from pe_desktop.core.viewport import AxisBins
from tests import reference as ref


def test_bins_cover_the_range_without_gaps():
    b = AxisBins.fit(10, 1010, 300)
    assert b.size == 4 and b.count == 250
    assert b.starts()[0] == 10 and b.sizes().sum() == 1000
    b2 = AxisBins.fit(0, 10, 3)
    assert list(b2.sizes()) == [4, 4, 2]
    assert list(b2.centres()) == [1.5, 5.5, 8.5]


def test_one_cell_per_pixel_is_exact():
    pos, dims = AxisBins.fit(1_000_000, 1_000_040, 100), AxisBins.fit(0, 64, 100)
    tile = viewport.heatmap_tile(Sinusoidal(64), pos, dims)
    assert not tile.averaged
    want = ref.pe_table(range(1_000_000, 1_000_040), 64)
    np.testing.assert_allclose(tile.values, want, atol=1e-6)  # the image is float32


@pytest.mark.parametrize("d_model, dim_pixels, layout", [
    (50, 9, "interleaved"), (50, 20, "interleaved"), (2000, 23, "interleaved"),
    (2001, 24, "interleaved"), (2000, 23, "concat-paper"), (2001, 30, "concat-t2t")])
def test_averaged_tile_is_the_mean_of_the_cells_it_covers(d_model, dim_pixels, layout):
    """Few and many dimensions per pixel (summed per dimension, or by matrix products), odd
    widths and every layout, with a shorter last bin."""
    pos, dims = AxisBins.fit(0, 1000, 37), AxisBins.fit(0, d_model, dim_pixels)
    assert dims.averaged and dims.sizes()[-1] < dims.size
    tile = viewport.heatmap_tile(Sinusoidal(d_model, layout=layout), pos, dims)
    full = encodings.sinusoidal_table(1000, Sinusoidal(d_model, layout=layout))
    for r, (a, n) in enumerate(zip(pos.starts(), pos.sizes())):
        for c, (b, m) in enumerate(zip(dims.starts(), dims.sizes())):
            assert tile.values[r, c] == pytest.approx(full[a:a + n, b:b + m].mean(), abs=1e-6)


def test_huge_table_costs_only_its_pixels():
    pos, dims = AxisBins.fit(0, 1_048_576, 600), AxisBins.fit(0, 16_384, 900)
    tile = viewport.heatmap_tile(Sinusoidal(16_384), pos, dims)
    assert tile.values.shape == (pos.count, dims.count)
    assert tile.values.shape[0] <= 600 and tile.values.shape[1] <= 900
    assert np.isfinite(tile.values).all() and np.abs(tile.values).max() <= 1.0


def test_similarity_curve_envelope_brackets_exact_values():
    bins = AxisBins.fit(0, 5000, 100)
    curve = viewport.similarity_curve(Sinusoidal(128), 40, bins)
    exact = encodings.similarity(np.arange(5000), 40, Sinusoidal(128))
    for r, (a, n) in enumerate(zip(bins.starts(), bins.sizes())):
        seg = exact[a:a + n]
        assert curve.mean[r] == pytest.approx(seg.mean(), abs=1e-9)
        assert curve.low[r] == pytest.approx(seg.min(), abs=1e-9)
        assert curve.high[r] == pytest.approx(seg.max(), abs=1e-9)


def test_similarity_curve_skips_envelope_over_budget():
    bins = AxisBins.fit(0, 1_048_576, 1000)
    curve = viewport.similarity_curve(Sinusoidal(16_384), 0, bins, envelope_budget=1000)
    assert curve.low is None and curve.mean.shape == (bins.count,)


def test_band_in_chunks_equals_band_at_once_and_can_stop():
    enc = Sinusoidal(64)
    bins = AxisBins.fit(1000, 1000 + 10_007, 97)
    low, high = viewport.similarity_band(enc, 3, bins, chunk=500)
    exact = encodings.similarity(np.arange(1000, 11_007), 3, enc)
    idx = np.arange(0, 10_007, bins.size)
    np.testing.assert_allclose(low, np.minimum.reduceat(exact, idx), atol=1e-9)
    np.testing.assert_allclose(high, np.maximum.reduceat(exact, idx), atol=1e-9)
    assert viewport.similarity_band(enc, 3, bins, should_stop=lambda: True) is None
