"""Figure sizes: presets in physical units, pixels from the DPI, text in points."""

import pytest

from pe_desktop.core.figure import SIZE_PRESETS, FigureOptions, FigureRecord, line_points, mm_to_pixels, preset_options, read_record
from pe_desktop.core.params import ParamError, Params

# (width, height) in mm written out independently of the code: a journal column is 8.5 cm (square),
# two columns 17.8 cm, A4 landscape 297 × 210 mm, a 16:9 slide 13.333 × 7.5 in.
EXPECTED_MM = {"column": (85, 85), "two-column": (178, 100), "a4": (297, 210), "slide": (338.67, 190.5)}


@pytest.mark.parametrize("key", list(EXPECTED_MM))
@pytest.mark.parametrize("dpi", [150, 300, 600])
def test_a_preset_has_its_physical_size_at_any_dpi(key, dpi):
    opts = preset_options(key, dpi)
    w_mm, h_mm = EXPECTED_MM[key]
    assert (opts.width, opts.height) == (round(w_mm / 25.4 * dpi), round(h_mm / 25.4 * dpi))
    assert opts.size_mm[0] == pytest.approx(w_mm, abs=25.4 / dpi)  # within a pixel
    assert opts.text_pt == SIZE_PRESETS[key].text_pt


def test_the_dpi_changes_the_pixels_not_the_layout():
    """Same size and text at 150 and 300 DPI: the same layout, twice the pixels."""
    low, high = preset_options("column", 150), preset_options("column", 300)
    assert high.width == pytest.approx(2 * low.width, abs=1)
    assert low.layout_size == high.layout_size
    # the text is 7 pt at the final size: the view (drawn with 9 pt text) is laid out at
    # 9/7 of the column's width in 96-DPI pixels: 85 mm = 321.3 px → 413 px
    assert low.layout_size[0] == round(85 / 25.4 * 96 * 9 / 7)


def test_lines_follow_the_text_size():
    assert line_points(FigureOptions()) == 0.75  # a screen pixel is 0.75 pt
    assert line_points(preset_options("slide")) == pytest.approx(0.75 * 14 / 9)


@pytest.mark.parametrize("bad", [3.9, 72.5, float("nan"), True, "8"])
def test_text_size_out_of_range_is_refused(bad):
    with pytest.raises(ParamError, match="--text-pt"):
        FigureOptions(text_pt=bad)


def test_unknown_preset_is_refused():
    with pytest.raises(ParamError, match="--size must be one of column, two-column, a4, slide"):
        preset_options("letter")


@pytest.mark.parametrize("dpi", [2400, 1e9, 29])
def test_a_preset_beyond_the_dpi_range_blames_the_dpi(dpi):
    """--size a4 --dpi 2400 said "--width must be an integer ... got 28063", a flag not given."""
    with pytest.raises(ParamError) as info:
        preset_options("a4", dpi)
    assert str(info.value) == f"--dpi must be a number from 30 to 1200, got {dpi!r}"


def test_text_size_and_stacked_views_travel_in_the_record():
    record = FigureRecord("heatmap", Params(), preset_options("column", 300), None, ("similarity",))
    back = read_record(record.to_json("1"), "x")
    assert back == record and back.options.text_pt == 7.0
    assert mm_to_pixels(85, 300) == 1004
    with pytest.raises(Exception, match="stacked views"):
        read_record(record.to_json("1").replace('"stack": ["similarity"]', '"stack": [1]'), "x")
