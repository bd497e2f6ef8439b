"""The sweep of one parameter (--animate, the window's play): its values written out by hand
and every refusal word for word."""
import pytest

from pe_desktop.core.errors import ParamError
from pe_desktop.core.params import Params
from pe_desktop.core.sweep import (
    DEFAULT_FRAMES,
    MAX_FRAMES,
    SWEEPABLE,
    Sweep,
    check_fps,
    check_pixels,
    frame_duration_ms,
    frame_params,
    parse_sweep,
)
from pe_desktop.core.text import Msg


def test_the_parameters_a_sweep_moves_are_the_numbers_of_specs_in_order():
    assert SWEEPABLE == (
        "d_model", "seq_len", "base", "offset", "ref_pos", "trained_len", "pos_a", "pos_b", "pair",
        "shift", "clock_hands", "seed", "batch", "dropout", "table_size", "rope_base", "head_dim", "factor",
        "original_context", "beta_fast", "beta_slow", "attention_factor", "logit_scale",
        "low_freq_factor", "high_freq_factor", "n_heads", "head", "alibi_scale", "t5_buckets",
        "t5_max_distance", "shaw_k", "xpos_scale_base", "grid_height", "grid_width", "ref_row", "ref_col",
        "mrope_text_before", "mrope_image_h", "mrope_image_w", "mrope_frames", "mrope_tokens_per_second",
        "mrope_spatial_merge", "mrope_text_after")


@pytest.mark.parametrize("text,frames,values", [
    # an integer without a step: steps of 1, both ends included
    ("offset:0:4", None, (0, 1, 2, 3, 4)),
    ("seq_len:12:9", None, (12, 11, 10, 9)),
    ("ref_pos:3:4", None, (3, 4)),
    ("clock_hands:1:16", None, tuple(range(1, 17))),  # the Clock hands tab's dials, one more each frame
    ("clock_hands:16:1:-5", None, (16, 11, 6, 1)),
    # a step: start + k·step while it does not pass stop
    ("offset:0:64:16", None, (0, 16, 32, 48, 64)),
    ("offset:0:10:4", None, (0, 4, 8)),
    ("offset:64:0:-32", None, (64, 32, 0)),
    ("offset:0:10:4.0", None, (0, 4, 8)),
    ("factor:1:2:0.25", None, (1.0, 1.25, 1.5, 1.75, 2.0)),
    ("factor:1:1.3:0.1", None, (1.0, 1.1, 1.2, 1.3)),  # 0.1 three times is 1.3, tidied
    ("rope_base:10000:5000:-2500", None, (10000.0, 7500.0, 5000.0)),
    ("base:100:350:100", None, (100.0, 200.0, 300.0)),
    # frames: evenly spaced, an integer's rounded to the nearest, halves up
    ("offset:0:10", 4, (0, 3, 7, 10)),
    ("offset:10:0", 4, (10, 7, 3, 0)),
    ("offset:0:3", 3, (0, 2, 3)),  # 1.5 rounds up
    ("offset:0:10", 11, tuple(range(11))),
    ("factor:1:2", 5, (1.0, 1.25, 1.5, 1.75, 2.0)),
    ("factor:1:2", 4, (1.0, 1.33333333333, 1.66666666667, 2.0)),
    ("base:10:20", 2, (10.0, 20.0)),
])
def test_values(text, frames, values):
    sweep = parse_sweep(text, frames)
    assert sweep.values == values
    assert sweep.count == len(values)
    assert [type(v) for v in sweep.values] == [type(v) for v in values]


def test_a_float_with_neither_step_nor_frames_takes_the_default_count():
    sweep = parse_sweep("factor:1:60")
    assert DEFAULT_FRAMES == 60
    assert sweep.count == 60 and sweep.values[:3] == (1.0, 2.0, 3.0) and sweep.values[-1] == 60.0


def test_the_longest_sweep_is_allowed():
    assert MAX_FRAMES == 600
    assert parse_sweep("offset:0:599").count == 600
    assert parse_sweep("factor:1:2", 600).count == 600


def test_spaces_around_the_parts_are_ignored_and_the_text_is_written_back():
    sweep = parse_sweep(" offset : 0 : 64 ")
    assert (sweep.name, sweep.start, sweep.stop, sweep.step) == ("offset", 0, 64, None)
    assert sweep.text == "offset:0:64"
    assert parse_sweep("factor:1:2:0.5").text == "factor:1:2:0.5"
    assert parse_sweep("base:100:1e9", 3).text == "base:100:1e+09"


def test_a_sweep_made_in_code_is_checked_as_one_parsed():
    assert Sweep("offset", 0, 2).values == (0, 1, 2)
    assert Sweep("factor", 1, 2, frames=3).values == (1.0, 1.5, 2.0)
    with pytest.raises(ParamError, match="^--offset must be an integer from 0 to 1000000000, got 2.5$"):
        Sweep("offset", 0, 2.5)


def _refusal(text, frames=None):
    with pytest.raises(ParamError) as err:
        parse_sweep(text, frames)
    assert isinstance(err.value.args[0], Msg)  # translated in the window
    return str(err.value)


MOVABLE = ("d_model, seq_len, base, offset, ref_pos, trained_len, pos_a, pos_b, pair, shift, "
           "clock_hands, seed, batch, dropout, table_size, rope_base, head_dim, factor, original_context, beta_fast, "
           "beta_slow, attention_factor, logit_scale, low_freq_factor, high_freq_factor, n_heads, head, "
           "alibi_scale, t5_buckets, t5_max_distance, shaw_k, xpos_scale_base, grid_height, grid_width, "
           "ref_row, ref_col, mrope_text_before, mrope_image_h, mrope_image_w, mrope_frames, "
           "mrope_tokens_per_second, mrope_spatial_merge, mrope_text_after")


@pytest.mark.parametrize("text,frames,expected", [
    ("offset:0", None, "--animate must be name:start:stop or name:start:stop:step, got 'offset:0'"),
    ("offset:0:1:2:3", None,
     "--animate must be name:start:stop or name:start:stop:step, got 'offset:0:1:2:3'"),
    ("offset::4", None, "--animate must be name:start:stop or name:start:stop:step, got 'offset::4'"),
    ("", None, "--animate must be name:start:stop or name:start:stop:step, got ''"),
    ("speed:0:1", None, f"--animate cannot move 'speed': use one of {MOVABLE}"),
    ("layout:0:1", None, f"--animate cannot move 'layout': use one of {MOVABLE}"),
    ("case_fold:0:1", None, f"--animate cannot move 'case_fold': use one of {MOVABLE}"),
    # start and stop: bounded and parsed as the parameter's own flag
    ("offset:-1:5", None, "--offset must be an integer from 0 to 1000000000, got -1"),
    ("offset:0:1000000001", None, "--offset must be an integer from 0 to 1000000000, got 1000000001"),
    ("offset:a:5", None, "--offset must be an integer from 0 to 1000000000, got 'a'"),
    ("base:1:2", None, "--base must be a number from 1.01 to 1000000000, got 1"),
    ("factor:1:nan", None, "--factor must be a number from 1 to 1024, got nan"),
    ("seq_len:0:5", None, "--seq-len must be an integer from 1 to 16777216, got 0"),
    ("clock_hands:0:16", None, "--clock-hands must be an integer from 1 to 16, got 0"),
    ("clock_hands:1:17", None, "--clock-hands must be an integer from 1 to 16, got 17"),
    # nothing moves
    ("offset:7:7", None, "--animate offset: start and stop are both 7, so nothing would move"),
    ("factor:2:2.0", None, "--animate factor: start and stop are both 2, so nothing would move"),
    # steps
    ("offset:0:10:0", None, "the step of --animate offset must be an integer other than 0, got 0"),
    ("offset:0:10:1.5", None, "the step of --animate offset must be an integer other than 0, got 1.5"),
    ("offset:0:10:x", None, "the step of --animate offset must be an integer other than 0, got 'x'"),
    ("factor:1:2:0", None, "the step of --animate factor must be a number other than 0, got 0.0"),
    ("factor:1:2:inf", None, "the step of --animate factor must be a number other than 0, got inf"),
    ("offset:0:10:-1", None, "the step of --animate offset must go from 0 towards 10, got -1"),
    ("factor:2:1:0.5", None, "the step of --animate factor must go from 2 towards 1, got 0.5"),
    ("offset:0:10:11", None,
     "the step of --animate offset, 11, is more than the distance from 0 to 10: there would be one frame"),
    # frame counts
    ("offset:0:10:2", 3, "--animate offset gives a step: leave out --frames, or the step"),
    ("offset:0:10", 1, "--frames must be an integer from 2 to 600, got 1"),
    ("factor:1:2", 601, "--frames must be an integer from 2 to 600, got 601"),
    ("offset:0:10", 12, "--frames 12 is more than the 11 integers from 0 to 10"),
    ("offset:0:600", None,
     "--animate offset from 0 to 600 makes 601 frames, at most 600: give a larger step or --frames"),
    ("factor:1:1000:1", None,
     "--animate factor from 1 to 1000 makes 1000 frames, at most 600: give a larger step or --frames"),
])
def test_refusals_word_for_word(text, frames, expected):
    assert _refusal(text, frames) == expected


def test_frames_must_be_an_integer():
    with pytest.raises(ParamError, match=r"^--frames must be an integer from 2 to 600, got 2.5$"):
        Sweep("factor", 1.0, 2.0, frames=2.5)  # type: ignore[arg-type]
    with pytest.raises(ParamError, match=r"^--frames must be an integer from 2 to 600, got True$"):
        Sweep("factor", 1.0, 2.0, frames=True)


@pytest.mark.parametrize("fps,expected", [(1, 1), (50, 50), ("25", 25), (10, 10)])
def test_fps_accepted(fps, expected):
    assert check_fps(fps) == expected


@pytest.mark.parametrize("fps,shown", [(0, "0"), (51, "51"), ("x", "'x'"), ("2.5", "'2.5'"),
                                       (2.0, "2.0"), (True, "True")])
def test_fps_refused(fps, shown):
    with pytest.raises(ParamError) as err:
        check_fps(fps)
    assert str(err.value) == f"--fps must be an integer from 1 to 50, got {shown}"


@pytest.mark.parametrize("fps,ms", [(1, 1000), (10, 100), (25, 40), (30, 33), (50, 20)])
def test_frame_duration(fps, ms):
    assert frame_duration_ms(fps) == ms


def test_pixels_up_to_the_limit_pass_and_one_more_is_refused():
    check_pixels(150, 1000, 1000)
    with pytest.raises(ParamError) as err:
        check_pixels(151, 1000, 1000)
    assert str(err.value) == ("151 frames of 1000 × 1000 pixels are more than 150 million pixels: "
                              "fewer frames or a smaller size")


def test_frame_params_change_only_the_swept_parameter():
    base = Params(d_model=64, seq_len=20)
    frames = frame_params(base, parse_sweep("offset:0:64:32"))
    assert frames == [base.replace(offset=0), base.replace(offset=32), base.replace(offset=64)]


def test_a_frame_the_other_parameters_refuse_raises_their_message():
    with pytest.raises(ParamError, match=r"^--head must be an integer from 0 to 7 for 8 heads, got 8$"):
        frame_params(Params(n_heads=8), parse_sweep("head:0:8"))


def test_the_ends_and_the_step_take_the_parameters_own_type():
    s = Sweep("offset", 3.0, 10.0, step=2.0)
    assert (s.start, s.stop, s.step) == (3, 10, 2)
    assert all(type(v) is int for v in (s.start, s.stop, s.step))
    f = Sweep("base", 100, 200, step=50)
    assert all(type(v) is float for v in (f.start, f.stop, f.step)) and f.values == (100.0, 150.0, 200.0)


def test_large_integer_ends_are_written_whole_in_messages():
    with pytest.raises(ParamError) as refused:
        Sweep("offset", 0, 1_000_000)
    assert str(refused.value) == ("--animate offset from 0 to 1000000 makes 1000001 frames, at most "
                                  "600: give a larger step or --frames")


def test_frames_are_counted_against_the_integers_between_the_ends_not_from_zero():
    assert Sweep("offset", 5, 8, frames=4).values == (5, 6, 7, 8)
    with pytest.raises(ParamError) as refused:
        Sweep("offset", 5, 8, frames=5)
    assert str(refused.value) == "--frames 5 is more than the 4 integers from 5 to 8"


def test_a_step_as_long_as_the_distance_gives_the_two_ends():
    assert Sweep("offset", 5, 15, step=10).values == (5, 15)
    with pytest.raises(ParamError) as refused:
        Sweep("offset", 5, 8, step=4)
    assert str(refused.value) == ("the step of --animate offset, 4, is more than the distance from 5 "
                                  "to 8: there would be one frame")
