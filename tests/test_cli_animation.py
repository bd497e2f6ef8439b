"""pe-desktop export --animate: each frame is the still export of its parameters, the frame
count and rate read back with Pillow, and every refusal one line with exit 2 and no file."""
import sys

import pytest
from PIL import Image

from tests.helpers import one_line, run_cli

SMALL = ["--width", "400", "--height", "260"]


def _frames(path):
    """Every frame of an animation as Pillow composes it, RGBA, and each frame's duration."""
    with Image.open(path) as image:
        frames, durations = [], []
        for k in range(image.n_frames):
            image.seek(k)
            frames.append(image.convert("RGBA"))
            durations.append(image.info["duration"])
        return frames, durations, image.info.get("loop")


def _still(tmp_path, view, name, value, *extra):
    out = tmp_path / f"{name}-{value}.png"
    result = run_cli("export", "--view", view, f"--{name.replace('_', '-')}", value, *SMALL, *extra,
                     "--out", out)
    assert result.returncode == 0, result.stderr
    with Image.open(out) as still:
        return still.convert("RGBA")


def test_apng_frame_k_is_the_still_png_of_the_kth_value(tmp_path):
    """APNG is lossless: each frame is compared with the still PNG pixel for pixel."""
    out = tmp_path / "spin.apng"
    model = ["--d-model", "32", "--seq-len", "20"]
    result = run_cli("export", "--view", "heatmap", "--animate", "offset:0:4:2", "--fps", "25", *SMALL,
                     *model, "--out", out)
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"wrote {out} (3 frames of offset from 0 to 4, 25 frames a second)\n"
    frames, durations, loop = _frames(out)
    assert len(frames) == 3 and durations == [40, 40, 40] and loop == 0
    for frame, value in zip(frames, (0, 2, 4)):
        still = _still(tmp_path, "heatmap", "offset", value, *model)
        assert frame.size == still.size == (400, 260)
        assert frame.tobytes() == still.tobytes()
    assert frames[0].tobytes() != frames[1].tobytes()


def test_gif_frame_k_is_the_still_after_the_same_quantisation(tmp_path):
    """A GIF has 256 colours a frame: the still goes through the writer's own quantisation
    (gif_frame) and must then equal the GIF's frame exactly."""
    from pe_desktop.ui.export.animation import gif_frame

    out = tmp_path / "turn.gif"
    result = run_cli("export", "--view", "rotation", "--animate", "shift:1:9:4",
                     "--fps", "10", *SMALL, "--out", out)
    assert result.returncode == 0, result.stderr
    frames, durations, loop = _frames(out)
    assert len(frames) == 3 and durations == [100, 100, 100] and loop == 0
    for frame, value in zip(frames, (1, 5, 9)):
        still = gif_frame(_still(tmp_path, "rotation", "shift", value)).convert("RGBA")
        assert frame.tobytes() == still.tobytes()


@pytest.mark.parametrize("args,expected", [
    (["--animate", "speed:0:4"], "pe-desktop: error: --animate cannot move 'speed': use one of "),
    (["--animate", "offset:3:3"],
     "pe-desktop: error: --animate offset: start and stop are both 3, so nothing would move"),
    (["--animate", "offset:-1:3"], "pe-desktop: error: --offset must be an integer from 0 to 1000000000, got -1"),
    (["--animate", "offset:0:1000"], "pe-desktop: error: --animate offset from 0 to 1000 makes 1001 frames, "
                                     "at most 600: give a larger step or --frames"),
    (["--animate", "factor:1:2", "--frames", "601"],
     "pe-desktop: error: --frames must be an integer from 2 to 600, got 601"),
    (["--animate", "offset:0:4", "--fps", "0"], "pe-desktop: error: --fps must be an integer from 1 to 50, got 0"),
    (["--animate", "offset"],
     "pe-desktop: error: --animate must be name:start:stop or name:start:stop:step, got 'offset'"),
    (["--fps", "10"], "pe-desktop: error: --fps and --frames are for --animate"),
    (["--frames", "10"], "pe-desktop: error: --fps and --frames are for --animate"),
    (["--animate", "offset:0:4", "--view", "all"],
     "pe-desktop: error: --animate draws one figure: leave out --from and --view all"),
    (["--animate", "offset:0:4", "--from", "x.png"],
     "pe-desktop: error: --animate draws one figure: leave out --from and --view all"),
    (["--animate", "offset:0:4", "--frames", "x"], "pe-desktop: error: --frames must be an integer, got 'x'"),
    (["--animate", "offset:0:4", "--out", "x.bmp"],
     "pe-desktop: error: unsupported animation format '.bmp': use one of .gif, .apng, .png, .mp4"),
    (["--animate", "offset:0:4", "--background", "transparent"],
     "pe-desktop: error: a .gif cannot be partly transparent: choose another background, or write an .apng"),
    (["--animate", "offset:0:599", "--width", "1000", "--height", "1000"],
     "pe-desktop: error: 600 frames of 1000 × 1000 pixels are more than 150 million pixels: "
     "fewer frames or a smaller size"),
    (["--animate", "head:0:8"], "pe-desktop: error: --head must be an integer from 0 to 7 for 8 heads, got 8"),
])
def test_refusals_are_one_line_exit_2_and_no_file(tmp_path, args, expected):
    given = dict(zip(args[::2], args[1::2]))
    out = tmp_path / given.pop("--out", "x.gif")
    argv = ["export", "--view", "heatmap", "--out", out, *[x for kv in given.items() for x in kv]]
    result = run_cli(*argv)
    assert result.returncode == 2
    assert one_line(result).startswith(expected)
    assert list(tmp_path.iterdir()) == []


def test_mp4_without_its_encoder_says_what_to_install(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "imageio_ffmpeg", None)  # import fails as if not installed
    result = run_cli("export", "--view", "heatmap", "--animate", "offset:0:4", "--out", tmp_path / "a.mp4")
    assert result.returncode == 2
    assert one_line(result) == ("pe-desktop: error: an .mp4 needs the package imageio-ffmpeg, which is not "
                                "installed: write a .gif or .apng, or install it (pip install imageio-ffmpeg)")
    assert list(tmp_path.iterdir()) == []


def test_an_animation_into_a_missing_folder_fails_with_one_line(tmp_path):
    out = tmp_path / "nowhere" / "a.gif"
    result = run_cli("export", "--view", "heatmap", "--animate", "offset:0:2", *SMALL, "--out", out)
    assert result.returncode == 1
    assert one_line(result) == f"pe-desktop: export failed: cannot write {out}: folder {out.parent} does not exist"


def test_frames_that_do_not_change_are_one_frame_held_as_long(tmp_path):
    """The rotation view does not draw the RoPE base: Pillow keeps one frame, shown as long as
    the three."""
    out = tmp_path / "still.gif"
    result = run_cli("export", "--view", "rotation", "--animate", "rope_base:100:10000", "--frames", "3",
                     *SMALL, "--out", out)
    assert result.returncode == 0, result.stderr
    frames, durations, _loop = _frames(out)
    assert len(frames) == 1 and durations == [300]


def test_a_frame_whose_still_is_refused_is_named(tmp_path):
    """A figure too small for the rotation's circle: the still is refused, so is the first
    frame, by its number and value, and nothing is written."""
    out = tmp_path / "turn.apng"
    result = run_cli("export", "--view", "rotation", "--animate", "shift:0:2", "--width", "260",
                     "--height", "200", "--out", out)
    assert result.returncode == 2
    assert one_line(result) == ("pe-desktop: error: frame 1 of 3 (shift = 0): the figure is too small for what "
                                "it shows (the plots need 6.9 × 6.9 cm and the figure has 6.9 × 5.3 cm): "
                                "make it larger or its text smaller")
    assert list(tmp_path.iterdir()) == []


def test_a_turn_through_whole_circles_exports_every_frame(tmp_path):
    """k = 0 and k = 19 (19 rad, 0.15 past three turns) put p+k's marker on or beside p's: its
    label moves off p's instead of refusing the frame (both were refused as overlapping)."""
    out = tmp_path / "turn.apng"
    result = run_cli("export", "--view", "rotation", "--animate", "shift:0:20", "--out", out)
    assert result.returncode == 0, result.stderr
    frames, _durations, _loop = _frames(out)
    assert len(frames) == 21


def test_mp4_where_imageio_ffmpeg_is_installed(tmp_path):
    """Not a dependency: skipped without it. An odd size gets one more row and column."""
    imageio_ffmpeg = pytest.importorskip("imageio_ffmpeg")
    out = tmp_path / "a.mp4"
    result = run_cli("export", "--view", "heatmap", "--animate", "offset:0:4:2", "--width", "401", "--height", "261",
                     "--out", out)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    reader = imageio_ffmpeg.read_frames(str(out))
    meta = next(reader)
    reader.close()
    assert meta["size"] == (402, 262) and meta["fps"] == 10
    assert imageio_ffmpeg.count_frames_and_secs(str(out)) == (3, 0.3)
