"""A sweep of one numeric parameter: the values an animation's frames (or the window's play)
take, from ``name:start:stop[:step]`` and a frame count, and the limits of an animation.

The values are pure data, so every frame can be drawn (and checked) like a still figure of
its own parameters; the bounds of each value come from :data:`~.params.SPECS`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .errors import ParamError
from .params import SPECS, Params
from .text import msg

MAX_FRAMES = 600
MIN_FPS, MAX_FPS = 1, 50  # a GIF counts in hundredths of a second: 50 is its finest steady rate
DEFAULT_FPS = 10
DEFAULT_FRAMES = 60  # a sweep of a float parameter given neither a step nor a frame count
MAX_ANIMATION_PIXELS = 150_000_000  # frames × width × height: an APNG holds every frame in memory

# The parameters a sweep can move: every number (integers and floats) in SPECS, in its order.
SWEEPABLE: tuple[str, ...] = tuple(name for name, spec in SPECS.items()
                                   if spec.kind in (int, float) and not spec.choices)


def _shown(value: int | float) -> str:
    """A value as messages write it: 64, 0.5, 1e+09 (no trailing .0)."""
    return f"{value:g}" if isinstance(value, float) else str(value)


def _tidy(value: float) -> float:
    """``value`` to 12 significant digits: 0.1 × 3 is 0.3, not 0.30000000000000004."""
    return float(f"{value:.12g}")


def _check_name(name: str) -> None:
    if name not in SWEEPABLE:
        raise ParamError(msg("--animate cannot move {name}: use one of {names}",
                             name=repr(name), names=", ".join(SWEEPABLE)))


@dataclass(frozen=True)
class Sweep:
    """Parameter ``name`` from ``start`` to ``stop`` (both included when the steps reach it),
    by ``step`` or in ``frames`` evenly spaced values (at most one of the two; neither: steps
    of 1 for an integer, :data:`DEFAULT_FRAMES` values for a float). Checked on construction:
    raises :class:`ParamError` with one readable line."""

    name: str
    start: Any
    stop: Any
    step: Any = None
    frames: int | None = None

    def __post_init__(self) -> None:
        _check_name(self.name)
        spec = SPECS[self.name]
        object.__setattr__(self, "start", spec.validate(self.start))
        object.__setattr__(self, "stop", spec.validate(self.stop))
        if self.start == self.stop:
            raise ParamError(msg("--animate {name}: start and stop are both {value}, so nothing "
                                 "would move", name=self.name, value=_shown(self.start)))
        if self.step is not None and self.frames is not None:
            raise ParamError(msg("--animate {name} gives a step: leave out --frames, or the step",
                                 name=self.name))
        if self.frames is not None:
            self._check_frames()
        if self.step is not None:
            self._check_step()
        count = self.count
        if count > MAX_FRAMES:
            raise ParamError(msg("--animate {name} from {start} to {stop} makes {count} frames, at "
                                 "most {most}: give a larger step or --frames", name=self.name,
                                 start=_shown(self.start), stop=_shown(self.stop), count=count,
                                 most=MAX_FRAMES))

    def _check_frames(self) -> None:
        frames = self.frames
        if isinstance(frames, bool) or not isinstance(frames, int) or not 2 <= frames <= MAX_FRAMES:
            raise ParamError(msg("--frames must be an integer from 2 to {most}, got {frames}",
                                 most=MAX_FRAMES, frames=frames))
        integers = abs(self.stop - self.start) + 1
        if SPECS[self.name].kind is int and frames > integers:
            raise ParamError(msg("--frames {frames} is more than the {count} integers from {start} "
                                 "to {stop}", frames=frames, count=integers, start=self.start,
                                 stop=self.stop))

    def _check_step(self) -> None:
        kind = SPECS[self.name].kind
        step = self.step
        ok = (not isinstance(step, bool) and isinstance(step, (int, float)) and math.isfinite(step)
              and step != 0 and (kind is float or float(step).is_integer()))
        if not ok:
            raise ParamError(msg("the step of --animate {name} must be {allowed} other than 0, got {step}",
                                 name=self.name, allowed=msg("an integer") if kind is int else msg("a number"),
                                 step=repr(step)))
        step = kind(step)
        object.__setattr__(self, "step", step)
        if (self.stop - self.start) * step < 0:
            raise ParamError(msg("the step of --animate {name} must go from {start} towards {stop}, "
                                 "got {step}", name=self.name, start=_shown(self.start),
                                 stop=_shown(self.stop), step=_shown(step)))
        if abs(step) > abs(self.stop - self.start):
            raise ParamError(msg("the step of --animate {name}, {step}, is more than the distance from "
                                 "{start} to {stop}: there would be one frame", name=self.name,
                                 step=_shown(step), start=_shown(self.start), stop=_shown(self.stop)))

    @property
    def _step(self) -> Any:
        """The step the values take: the one given, else ±1 for an integer (None: spaced by count)."""
        if self.step is not None:
            return self.step
        if self.frames is None and SPECS[self.name].kind is int:
            return 1 if self.stop > self.start else -1
        return None

    @property
    def count(self) -> int:
        """How many frames: ``frames``, else how many steps fit from start to stop, plus one."""
        step = self._step
        if step is None:
            return self.frames if self.frames is not None else DEFAULT_FRAMES
        return math.floor(abs(self.stop - self.start) / abs(step) + 1e-9) + 1

    @property
    def values(self) -> tuple[Any, ...]:
        """The parameter's value in each frame, in order: start + k·step, or ``count`` values
        evenly spaced from start to stop (an integer's rounded to the nearest, halves up)."""
        count, step = self.count, self._step
        if step is not None:
            if isinstance(step, int):
                return tuple(self.start + k * step for k in range(count))
            return tuple(_tidy(self.start + k * step) for k in range(count))
        span, last = self.stop - self.start, count - 1
        if SPECS[self.name].kind is int:
            return tuple(self.start + (2 * span * k + last) // (2 * last) for k in range(count))
        return tuple(_tidy(self.start + span * k / last) for k in range(last)) + (self.stop,)

    @property
    def text(self) -> str:
        """The sweep as ``--animate`` writes it: name:start:stop, and :step when one was given."""
        parts = [self.name, _shown(self.start), _shown(self.stop)]
        return ":".join(parts + ([_shown(self.step)] if self.step is not None else []))


def parse_sweep(text: str, frames: int | None = None) -> Sweep:
    """``name:start:stop`` or ``name:start:stop:step`` (the command line's ``--animate``), with
    ``frames`` from ``--frames``; start and stop are parsed and bounded as the parameter's own
    flag is (SPECS)."""
    parts = text.split(":")
    if len(parts) not in (3, 4) or not all(part.strip() for part in parts):
        raise ParamError(msg("--animate must be name:start:stop or name:start:stop:step, got {text}",
                             text=repr(text)))
    name = parts[0].strip()
    _check_name(name)
    spec = SPECS[name]
    start, stop = spec.parse(parts[1].strip()), spec.parse(parts[2].strip())
    step: Any = None
    if len(parts) == 4:
        try:
            step = float(parts[3])
        except ValueError:
            step = parts[3].strip()  # refused by Sweep, as given
        if isinstance(step, float) and step.is_integer() and spec.kind is int:
            step = int(step)
    return Sweep(name, start, stop, step, frames)


def check_fps(fps: Any) -> int:
    """Frames per second, an integer from :data:`MIN_FPS` to :data:`MAX_FPS`."""
    if isinstance(fps, str):
        try:
            fps = int(fps)
        except ValueError:
            pass
    if isinstance(fps, bool) or not isinstance(fps, int) or not MIN_FPS <= fps <= MAX_FPS:
        raise ParamError(msg("--fps must be an integer from {low} to {high}, got {fps}",
                             low=MIN_FPS, high=MAX_FPS, fps=repr(fps)))
    return fps


def frame_duration_ms(fps: int) -> int:
    """How long each frame shows, in whole milliseconds (what Pillow writes)."""
    return round(1000 / check_fps(fps))


def check_pixels(frames: int, width: int, height: int) -> None:
    """Refuse an animation of more than :data:`MAX_ANIMATION_PIXELS` pixels in all."""
    if frames * width * height > MAX_ANIMATION_PIXELS:
        raise ParamError(msg("{frames} frames of {width} × {height} pixels are more than {most} "
                             "million pixels: fewer frames or a smaller size", frames=frames,
                             width=width, height=height, most=MAX_ANIMATION_PIXELS // 1_000_000))


def frame_params(params: Params, sweep: Sweep) -> list[Params]:
    """``params`` with the swept parameter at each frame's value; a frame whose value the other
    parameters do not allow raises the ParamError of that value."""
    return [params.replace(**{sweep.name: value}) for value in sweep.values]
