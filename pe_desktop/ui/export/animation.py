"""An animation of a figure as one parameter sweeps (core/sweep.py): GIF and APNG written by
Pillow, MP4 by imageio-ffmpeg when it is installed. Each frame is the still PNG's picture of
its own parameters (render_image), so frame k equals ``export`` of the k-th value.

Pillow shows a frame identical to the one before as that frame held longer (its writers merge
them): the file may have fewer frames than the sweep, never a different picture at any time.
"""
from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PIL import Image
from PySide6.QtGui import QImage

from ...core.atomic import atomic_path, check_interrupted
from ...core.errors import ExportError, InputError
from ...core.figure import FigureRecord
from ...core.sweep import Sweep, check_fps, check_pixels, frame_duration_ms, frame_params
from ...core.text import msg
from .offscreen import collected_after
from .paint import render_image

# Each animation format by extension: Pillow's format name, or "" for MP4 (imageio-ffmpeg).
ANIMATION_FORMATS = {".gif": "GIF", ".apng": "PNG", ".png": "PNG", ".mp4": ""}
MP4_PACKAGE = "imageio_ffmpeg"


def pil_image(image: QImage) -> Image.Image:
    """``image``'s pixels as a Pillow RGBA image, as the still PNG stores them (straight alpha)."""
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    data = bytes(rgba.constBits())
    return Image.frombuffer("RGBA", (rgba.width(), rgba.height()), data, "raw", "RGBA",
                            rgba.bytesPerLine(), 1).copy()


def gif_frame(image: Image.Image) -> Image.Image:
    """A frame as the GIF stores it: 256 colours chosen for this frame (median cut), no
    dithering, so flat areas and text stay flat."""
    return image.convert("RGB").quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)


def mp4_available() -> bool:
    """Whether imageio-ffmpeg (which brings its own ffmpeg) can be imported."""
    try:
        __import__(MP4_PACKAGE)
    except ImportError:
        return False
    return True


def check_animation(record: FigureRecord, sweep: Sweep, out: str | os.PathLike, fps: int) -> str:
    """Refuse what cannot be written before anything is drawn (InputError, ParamError): the
    extension, MP4 without its encoder, a GIF or MP4 of a transparent figure, the frame rate,
    the pixels and each frame's parameters. Returns the extension."""
    suffix = Path(out).suffix.lower()
    if suffix not in ANIMATION_FORMATS:
        raise InputError(msg("unsupported animation format {suffix}: use one of {formats}",
                             suffix=repr(Path(out).suffix or "(none)"), formats=", ".join(ANIMATION_FORMATS)))
    if suffix == ".mp4" and not mp4_available():
        raise InputError(msg("an .mp4 needs the package imageio-ffmpeg, which is not installed: "
                             "write a .gif or .apng, or install it (pip install imageio-ffmpeg)"))
    if suffix in (".gif", ".mp4") and record.options.background == "transparent":
        raise InputError(msg("a {suffix} cannot be partly transparent: choose another background, "
                             "or write an .apng", suffix=suffix))
    check_fps(fps)
    check_pixels(sweep.count, record.options.width, record.options.height)
    frame_params(record.params, sweep)
    return suffix


def frame_records(record: FigureRecord, sweep: Sweep) -> list[FigureRecord]:
    """The record of each frame: ``record`` with the swept parameter at the frame's value."""
    return [dataclasses.replace(record, params=params) for params in frame_params(record.params, sweep)]


def write_animation(record: FigureRecord, sweep: Sweep, out: str | os.PathLike, fps: int,
                    progress: Callable[[int, int, str], bool] | None = None) -> Path:
    """Write the animation of ``record`` as ``sweep`` moves its parameter, ``fps`` frames a
    second, looping, atomically (a failure or cancel leaves no file). ``progress(done, total,
    value)`` is called before each frame and may return False to cancel."""
    out = Path(out)
    suffix = check_animation(record, sweep, out, fps)
    records = frame_records(record, sweep)
    with atomic_path(out) as tmp:
        frames = []
        for index, frame in enumerate(records):
            if progress is not None and progress(index, len(records), f"{sweep.name} = {sweep.values[index]}") is False:
                raise ExportError(msg("export cancelled"))
            check_interrupted()
            try:
                with collected_after():
                    image = pil_image(render_image(frame, checked=True))
            except ExportError as exc:  # the still of this value is refused too: say which
                raise type(exc)(msg("frame {k} of {n} ({name} = {value}): {reason}", k=index + 1, n=len(records),
                                    name=sweep.name, value=sweep.values[index], reason=exc.args[0])) from None
            frames.append(gif_frame(image) if suffix == ".gif" else image)
        if progress is not None:
            progress(len(records), len(records), "")
        check_interrupted()
        if suffix == ".mp4":
            _write_mp4(frames, tmp, fps)
        else:
            frames[0].save(tmp, format=ANIMATION_FORMATS[suffix], save_all=True, append_images=frames[1:],
                           duration=frame_duration_ms(fps), loop=0)
    return out


def _write_mp4(frames: list[Image.Image], path: Path, fps: int) -> None:
    """H.264 through imageio-ffmpeg's own ffmpeg. An odd width or height gets one more column
    or row, a copy of the last (yuv420p counts in pairs of pixels); nothing is scaled."""
    import imageio_ffmpeg  # type: ignore[import-not-found]

    width, height = frames[0].size
    even = (width + width % 2, height + height % 2)
    writer = imageio_ffmpeg.write_frames(str(path), even, fps=fps, codec="libx264", macro_block_size=1,
                                         output_params=["-f", "mp4"])
    writer.send(None)
    try:
        for frame in frames:
            pixels = np.asarray(frame.convert("RGB"))
            writer.send(np.pad(pixels, ((0, height % 2), (0, width % 2), (0, 0)), mode="edge").tobytes())
    finally:
        writer.close()
