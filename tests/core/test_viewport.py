import math

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


# -- every cell of a tile and a curve against the reference tables, per element ------------

def reference_table(positions, d, layout, base=10000.0):
    """The whole table of each layout from the libraries' formulas: the paper's PE (HF),
    the TensorFlow tutorial's sines-then-cosines with ceil(d/2) sines for odd d (HF Marian),
    tensor2tensor's timing signal with its zero column."""
    positions = list(positions)
    if layout == "interleaved":
        return ref.pe_table(positions, d, base)
    if layout == "concat-t2t":
        return ref.t2t_timing_signal(len(positions), d, max_timescale=base, start_index=positions[0])
    n_sin = (d + 1) // 2
    return np.array([[math.sin(p * base ** (-2 * j / d)) if j < n_sin
                      else math.cos(p * base ** (-2 * (j - n_sin) / d)) for j in range(d)]
                     for p in positions])


def block_means(table, rows: AxisBins, cols: AxisBins):
    """Plain means (math.fsum) of the cells of each bin × bin block; the table's first row and
    column are rows.start and cols.start."""
    out = np.empty((rows.count, cols.count))
    for r, a in enumerate(range(rows.start, rows.stop, rows.size)):
        for c, b in enumerate(range(cols.start, cols.stop, cols.size)):
            cells = table[a - rows.start:min(a + rows.size, rows.stop) - rows.start,
                          b - cols.start:min(b + cols.size, cols.stop) - cols.start]
            out[r, c] = math.fsum(cells.ravel()) / cells.size
    return out


@pytest.mark.parametrize("layout", ["interleaved", "concat-paper", "concat-t2t"])
@pytest.mark.parametrize("d, dims", [
    (64, AxisBins(0, 64, 1)), (65, AxisBins(5, 65, 1)),  # one column per dimension, from 5
    (65, AxisBins(3, 65, 3)),  # few per pixel, not from 0, a shorter last bin
    (96, AxisBins(0, 96, 3)),  # few per pixel, dividing evenly
    (512, AxisBins(0, 512, 32)),  # many per pixel (matrix products), dividing evenly
    (129, AxisBins(7, 129, 16)),  # many per pixel from 7, a shorter last bin
    (97, AxisBins(1, 97, 48)),  # many per pixel (> 32: the reshaped sum), dividing evenly
])
@pytest.mark.parametrize("positions", [
    AxisBins(0, 40, 2),  # bins of exactly 2 positions
    AxisBins(1003, 1003 + 31, 3),  # not from 0, a shorter last bin of 1
    AxisBins(17, 23, 1),
])
def test_tile_cells_are_the_reference_tables_block_means(layout, d, dims, positions):
    enc = Sinusoidal(d, layout=layout)
    tile = viewport.heatmap_tile(enc, positions, dims)
    table = reference_table(range(positions.start, positions.stop), d, layout)[:, dims.start:dims.stop]
    assert tile.values.shape == (positions.count, dims.count)
    assert tile.averaged == (positions.size > 1 or dims.size > 1)
    np.testing.assert_allclose(tile.values, block_means(table, positions, dims), rtol=0, atol=2e-7)


def test_tile_of_two_position_bins_known_first_cell():
    # the mean of sin(0) and sin(1), not sin(0.5)
    tile = viewport.heatmap_tile(Sinusoidal(8), AxisBins(0, 10, 2), AxisBins(0, 8, 1))
    assert tile.values[0, 0] == pytest.approx((math.sin(0) + math.sin(1)) / 2, abs=1e-7)
    assert tile.values[0, 0] == pytest.approx(0.4207355, abs=1e-7)


def reference_similarity(positions, ref_pos, d, layout):
    table = reference_table(range(0, max(positions[-1], ref_pos) + 1), d, layout)
    return np.array([math.fsum(table[p] * table[ref_pos]) for p in positions])


@pytest.mark.parametrize("layout", ["interleaved", "concat-paper", "concat-t2t"])
@pytest.mark.parametrize("d", [16, 17])
@pytest.mark.parametrize("bins", [AxisBins(0, 60, 2), AxisBins(5, 66, 3), AxisBins(2, 30, 1),
                                  AxisBins(9, 12, 3)])
def test_similarity_curve_is_the_reference_dot_products(layout, d, bins):
    enc = Sinusoidal(d, layout=layout)
    exact = reference_similarity(range(bins.start, bins.stop), 7, d, layout)
    curve = viewport.similarity_curve(enc, 7, bins)
    idx = np.arange(0, bins.stop - bins.start, bins.size)
    np.testing.assert_allclose(curve.mean, np.add.reduceat(exact, idx) / bins.sizes(), rtol=0, atol=1e-11)
    assert curve.averaged == (bins.size > 1)
    if bins.size > 1:
        np.testing.assert_allclose(curve.low, np.minimum.reduceat(exact, idx), rtol=0, atol=1e-11)
        np.testing.assert_allclose(curve.high, np.maximum.reduceat(exact, idx), rtol=0, atol=1e-11)
    else:
        assert curve.low is None and curve.high is None
    # the band by itself, in chunks of whole bins, the same
    low, high = viewport.similarity_band(enc, 7, bins, chunk=4)
    np.testing.assert_allclose(low, np.minimum.reduceat(exact, idx), rtol=0, atol=1e-11)
    np.testing.assert_allclose(high, np.maximum.reduceat(exact, idx), rtol=0, atol=1e-11)


def test_envelope_budget_is_the_cost_in_position_frequency_products():
    enc, bins = Sinusoidal(16), AxisBins(0, 100, 4)
    assert viewport.band_cost(enc, bins) == 100 * 8
    assert viewport.similarity_curve(enc, 0, bins, envelope_budget=800).low is not None
    assert viewport.similarity_curve(enc, 0, bins, envelope_budget=799).low is None
    assert viewport.band_cost(Sinusoidal(1), bins) == 100  # no full pair: still its positions
    assert viewport.band_cost(enc, AxisBins(100, 200, 4)) == 100 * 8  # positions shown, not their end


def test_groups_of_a_range_shorter_than_one_bin():
    assert AxisBins(7, 8, 5).groups() == [(7.0, 1, 1)]
    assert AxisBins(0, 10, 5).groups() == [(2.0, 2, 5)]
    assert AxisBins(0, 11, 5).groups() == [(2.0, 2, 5), (10.0, 1, 1)]


@pytest.mark.parametrize("start, stop, size, sizes", [
    (0, 10, 3, [3, 3, 3, 1]), (5, 11, 2, [2, 2, 2]), (7, 8, 5, [1])])
def test_axis_bins_groups_and_rest(start, stop, size, sizes):
    b = AxisBins(start, stop, size)
    assert list(b.sizes()) == sizes and b.count == len(sizes)
    assert b.full_bins == sizes.count(size)
    assert b.first_centre == start + (size - 1) / 2
    groups = b.groups()
    assert sum(n for _, n, _ in groups) == b.count
    assert [c for c, n, s in groups for c in np.arange(n) * s + c] == list(b.centres())
    rest = b.rest()
    assert (rest is None) == (sizes[-1] == size)
    if rest is not None:
        assert (rest.start, rest.stop, rest.size) == (stop - sizes[-1], stop, sizes[-1])


def test_fit_never_exceeds_the_pixels_and_refuses_an_empty_range():
    assert AxisBins.fit(0, 10, 0).size == 10  # no pixels: one bin
    assert AxisBins.fit(0, 10, 10).size == 1 and AxisBins.fit(0, 11, 10).size == 2
    for start, stop in ((5, 5), (5, 4)):
        with pytest.raises(ValueError, match="^empty range$"):
            AxisBins.fit(start, stop, 10)


@pytest.mark.parametrize("d, stop, size, calls", [
    (128, 200_000, 1, 4),  # 2^25 / 64 pairs > 2^16: chunks of 65,536 positions
    (2048, 70_000, 1, 3),  # 2^25 / 1024 pairs = 32,768 positions a chunk
    (65_536, 1025, 1, 2),  # 2^25 / 32,768 pairs = 1024, the least
    (16, 210_000, 70_000, 3),  # bins larger than a chunk: one bin a chunk
    (16, 200_000, 3, 4),  # whole bins: 65,535 positions a chunk
])
def test_band_asks_to_stop_before_each_step_of_work(d, stop, size, calls):
    """A band no longer wanted stops within a step of about BAND_STEP_WORK products."""
    asked = []
    enc, bins = Sinusoidal(d), AxisBins(0, stop, size)
    low, high = viewport.similarity_band(enc, 0, bins, should_stop=lambda: asked.append(1) and False)
    assert len(asked) == calls
    assert low.shape == high.shape == (bins.count,)
    assert high[0] == pytest.approx(d // 2, abs=1e-9)  # position 0 against itself: d/2


@pytest.mark.parametrize("layout", ["interleaved", "concat-paper", "concat-t2t"])
@pytest.mark.parametrize("d", [3, 5])
@pytest.mark.parametrize("bins", [AxisBins(0, 30, 2), AxisBins(4, 35, 3), AxisBins(1, 9, 1)])
def test_small_base_similarity_where_the_lone_sine_turns_fast(layout, d, bins):
    """base 10, d 3 or 5: the lone sine's ω is 10^(−2/3) or 10^(−4/5), so its bin means differ
    from its centre values (with base 10,000 they agree to 1e-9)."""
    enc = Sinusoidal(d, 10.0, layout)
    table = reference_table(range(0, bins.stop), d, layout, base=10.0)
    exact = np.array([math.fsum(table[p] * table[4]) for p in range(bins.start, bins.stop)])
    idx = np.arange(0, bins.stop - bins.start, bins.size)
    curve = viewport.similarity_curve(enc, 4, bins)
    np.testing.assert_allclose(curve.mean, np.add.reduceat(exact, idx) / bins.sizes(), rtol=0, atol=1e-13)
    tile = viewport.heatmap_tile(enc, bins, AxisBins(0, d, 1))
    np.testing.assert_allclose(tile.values, block_means(table[bins.start:], bins, AxisBins(0, d, 1)),
                               rtol=0, atol=2e-7)  # float32


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("size", [3, 40])
def test_column_means_keep_the_values_dtype(dtype, size):
    """Column means of a float32 picture stay float32 (half the memory of float64), whichever
    way the full bins are summed, and equal the plain means of each group of columns."""
    values = np.random.default_rng(1).standard_normal((5, 2 * size + 1)).astype(dtype)
    dims = AxisBins(0, values.shape[1], size)
    got = viewport._column_means(values, dims)
    assert got.dtype == dtype
    want = np.column_stack([values[:, a:a + size].astype(np.float64).mean(axis=1)
                            for a in range(0, values.shape[1], size)])
    np.testing.assert_allclose(got, want, rtol=1e-5 if dtype == np.float32 else 1e-13, atol=1e-6)


@pytest.mark.parametrize("d_model, dims", [
    (40, AxisBins(0, 40, 64)),    # many dimensions a pixel, but only a shorter bin: no full one
    (40, AxisBins(3, 37, 16)),    # two full bins of 16 from dimension 3, a shorter one of 2
    (64, AxisBins(0, 64, 1)),     # one dimension a pixel
])
def test_tile_is_float32_and_the_mean_of_its_cells_for_any_dimension_bins(d_model, dims):
    """The tile's values are float32 (what the picture holds), each the mean of the PE values
    it covers, computed here one value at a time."""
    pos = AxisBins(5, 50, 4)
    tile = viewport.heatmap_tile(Sinusoidal(d_model), pos, dims)
    assert tile.values.dtype == np.float32
    assert tile.values.shape == (pos.count, dims.count)
    for r, (a, n) in enumerate(zip(pos.starts(), pos.sizes())):
        for c, (b, m) in enumerate(zip(dims.starts(), dims.sizes())):
            cells = [ref.pe(p, j, d_model) for p in range(a, a + n) for j in range(b, b + m)]
            assert tile.values[r, c] == pytest.approx(math.fsum(cells) / len(cells), abs=1e-6)
