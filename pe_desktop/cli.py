"""The command line: ``pe-desktop`` opens the window, ``pe-desktop export`` works headless.

Exit status, one rule (README, "Exit status"): 0 done; 2 what was asked cannot be done — a
flag or value, a combination, or a file it names (a table file, a figure for --from) that
cannot be used — checked before anything is written; 1 the export was valid but failed while
writing (a missing or read-only folder, a full disk); 130 / 143 interrupted by SIGINT /
SIGTERM. Each failure is one line on stderr, never a traceback, and leaves every existing
file as it was.
"""
from __future__ import annotations

import argparse
import codecs
import dataclasses
import errno
import os
import re
import signal
import sys
from pathlib import Path

from . import __version__
from .core import catalogue
from .core.atomic import Interrupted, note_signal
from .core.datafiles import DATA_FORMATS, write_data
from .core.errors import ExportError, InputError
from .core.figure import (
    BACKGROUNDS,
    IMAGE_FORMATS,
    MAX_STACK,
    SIZE_PRESETS,
    FigureOptions,
    FigureRecord,
    preset_options,
    record_from_file,
)
from .core.models import load as load_model
from .core.models import model_params
from .core.params import SPECS, ParamError, Params
from .core.sweep import DEFAULT_FPS, DEFAULT_FRAMES, MAX_FPS, MAX_FRAMES, MIN_FPS, check_fps, parse_sweep
from .core.text import shortened
from .logfile import log, log_file, log_quietly


class UsageError(Exception):
    pass


class StdoutFailed(Exception):
    pass


def _say(text: str) -> None:
    """A line on stdout; a stdout that cannot be written (a closed pipe, /dev/full) is one
    line on stderr and exit 1, not a traceback."""
    try:
        print(text, flush=True)
    except OSError as exc:
        raise StdoutFailed(exc.strerror or str(exc)) from None


# A value such as -1e-3 or -.5e2: argparse takes anything starting with "-" that is not a
# plain negative number for a flag ("expected one argument"), so it is joined to its flag.
_NUMBER = re.compile(r"^-(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$|^-(inf|infinity|nan)$", re.IGNORECASE)


def _join_negative_values(argv: list[str]) -> list[str]:
    out: list[str] = []
    for token in argv:
        if (out and _NUMBER.match(token) and out[-1].startswith("--") and "=" not in out[-1]
                and out[-1] != "--"):
            out[-1] = f"{out[-1]}={token}"
        else:
            out.append(token)
    return out


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2
        raise UsageError(message)


# The flags that shape a figure; a report's pages have their own.
FIGURE_FLAGS = ("size", "dpi", "text_pt", "width", "height", "background", "format")


def build_parser() -> Parser:
    parser = Parser(prog="pe-desktop", description="Positional Encoding Explorer.")
    parser.add_argument("--version", action="version", version=f"pe-desktop {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="drive every view offscreen, export each format, read it back; "
                        "exit 0 only if all is well")
    parser.add_argument("--model", dest="open_model", metavar="PATH",
                        help="open the window on a model on disk: a Hugging Face folder "
                        "(config.json, *.safetensors), its config.json or a .safetensors file; "
                        "nothing is downloaded")
    parser.add_argument("--reset-settings", action="store_true",
                        help="forget the saved window layout, parameters and choices, and exit "
                        "(the settings folder can be moved with $PE_DESKTOP_SETTINGS_DIR)")
    sub = parser.add_subparsers(dest="command")
    export = sub.add_parser(
        "export", help="write views as PNG/SVG/PDF or their data as .npy/.csv, with no display",
        description="The format comes from the extension of --out. --view all with a folder "
        "writes one file per view (--format png or svg); with a .pdf it writes the report.")
    export.add_argument("--view", help="a view name (see --list-views), views joined with + drawn "
                        "one above the other as one figure (heatmap+similarity: the Encoding tab), "
                        "or 'all'")  # checked later
    export.add_argument("--out", help="output file or, with --view all, a folder or a .pdf")
    export.add_argument("--list-views", action="store_true", help="list the view names and exit")
    export.add_argument("--from", dest="from_file", metavar="FILE",
                        help="re-render a .png or .svg written by pe-desktop from the parameters "
                        "it carries (other parameters are ignored)")
    export.add_argument("--format", default=None, help="with --view all and a folder: png or svg "
                        "(default png)")
    export.add_argument("--size", default=None, help="a size for a paper or a slide: "
                        + ", ".join(f"{p.key} ({p.width_mm / 10:g} × {p.height_mm / 10:g} cm, text "
                                    f"{p.text_pt:g} pt, default {p.dpi:g} DPI)"
                                    for p in SIZE_PRESETS.values())
                        + "; --dpi changes only the pixels")
    export.add_argument("--text-pt", default=None, help="text size in points at the figure's size "
                        "(default: that of --size, else as on screen)")
    export.add_argument("--width", default=None, help="image width in pixels (default 1200)")
    export.add_argument("--height", default=None, help="image height in pixels (default 600)")
    export.add_argument("--dpi", default=None, help="dots per inch (default 96): PNG pixels stay "
                        "--width × --height, text and lines scale with it; SVG/PDF page size follows")
    export.add_argument("--background", default=None, help="white, transparent, shown (the view's light background) or dark "
                        "(the view's dark colours) (default white)")
    export.add_argument("--animate", default=None, metavar="NAME:START:STOP[:STEP]",
                        help="write an animation (.gif, .apng, or .mp4 with imageio-ffmpeg installed) "
                        "of the figure as one numeric parameter goes from START to STOP, both included: "
                        "by STEP, or in --frames evenly spaced values (an integer's default step: 1); "
                        "each frame is the still figure of its value, at the size the figure options give "
                        f"(at most {MAX_FRAMES} frames)")
    export.add_argument("--fps", default=None, help=f"with --animate: frames per second, {MIN_FPS} to "
                        f"{MAX_FPS} (default {DEFAULT_FPS})")
    export.add_argument("--frames", default=None, help="with --animate and no STEP: how many frames, "
                        f"evenly spaced from START to STOP (a float parameter's default: {DEFAULT_FRAMES})")
    for spec in SPECS.values():
        export.add_argument(spec.flag, dest=spec.name, default=None,
                            help=f"{spec.help} ({spec.describe_range()}; default {spec.describe_default()})")
    return parser


def _params_from(args: argparse.Namespace) -> Params:
    """The flags given; with --model, the model's numbers first and the other flags over them."""
    values = {}
    for name in SPECS:
        text = getattr(args, name)
        if text is not None:
            values[name] = SPECS[name].parse(text)
    if values.get("model"):
        model = values.pop("model")
        return model_params(load_model(model)).replace(**values)
    return Params(**values)


def _number(text: str | None, flag: str, kind, default):
    if text is None:
        return default
    try:
        return kind(text)
    except ValueError:
        raise UsageError(f"{flag} must be {'an integer' if kind is int else 'a number'}, got {text!r}") from None


def _options(args: argparse.Namespace) -> FigureOptions:
    background = args.background if args.background is not None else "white"
    text_pt = _number(args.text_pt, "--text-pt", float, None)
    if args.size is not None:
        if args.width is not None or args.height is not None:
            raise UsageError("--size gives the width and height: leave out --width and --height")
        if args.size not in SIZE_PRESETS:
            raise UsageError(f"--size must be one of {', '.join(SIZE_PRESETS)}, got {args.size!r}")
        options = preset_options(args.size, _number(args.dpi, "--dpi", float, None), background)
        return options if text_pt is None else dataclasses.replace(options, text_pt=text_pt)
    return FigureOptions(_number(args.width, "--width", int, 1200),
                         _number(args.height, "--height", int, 600),
                         _number(args.dpi, "--dpi", float, 96.0), background, text_pt)


def export(args: argparse.Namespace) -> int:
    names = catalogue.NAMES
    if args.list_views:
        for view in catalogue.VIEWS:
            _say(f"{view.name:<20} {view.title}")
        for tab, views in catalogue.VIEWS_OF.items():
            if len(views) > 1:
                _say(f"{'+'.join(views):<20} the {tab.title} tab as one figure")
        return 0
    if args.out is None:
        raise UsageError("--out is required (a file, or with --view all a folder or a .pdf)")
    log_quietly()
    out = Path(args.out)
    if args.animate is None and (args.fps is not None or args.frames is not None):
        raise UsageError("--fps and --frames are for --animate")
    if args.animate is not None and (args.from_file is not None or args.view == "all"):
        raise UsageError("--animate draws one figure: leave out --from and --view all")
    if args.from_file is not None:
        return _rerender(args.from_file, out)
    if args.view is None:
        raise UsageError("--view is required: one of " + ", ".join(names) + ", or all")
    views = [] if args.view == "all" else _views(args.view, names)
    if args.background is not None and args.background not in BACKGROUNDS:
        raise UsageError(f"--background must be one of {', '.join(BACKGROUNDS)}, got {args.background!r}")
    suffix = out.suffix.lower()
    if args.view == "all" and suffix == ".pdf":
        given = [f"--{name.replace('_', '-')}" for name in FIGURE_FLAGS if getattr(args, name) is not None]
        if given:
            raise UsageError(f"--view all with a .pdf writes the report, whose A4 pages have their own "
                             f"size and layout: {', '.join(given)} would be ignored; leave "
                             f"{'it' if len(given) == 1 else 'them'} out")
    elif args.format is not None and args.view != "all":
        raise UsageError("--format is for --view all and a folder; a single figure's format comes "
                         "from the extension of --out")
    params = _params_from(args)
    options = _options(args)
    if args.animate is not None:
        return _export_animation(args, views, params, options, out)
    if args.view == "all":
        return _export_all(params, out, args.format or "png", options)
    if suffix in DATA_FORMATS and len(views) > 1:
        raise UsageError(f"--view {args.view} draws one figure: its --out must end in "
                         f"{', '.join(IMAGE_FORMATS)}; the data of each view has a file of its own")
    if suffix in DATA_FORMATS:
        write_data(args.view, params, out)
    elif suffix in IMAGE_FORMATS:
        _offscreen()
        from .ui.export import write_figure

        write_figure(FigureRecord(views[0], params, options, stack=tuple(views[1:])), out)
    else:
        raise UsageError(f"unsupported output format {out.suffix or '(none)'!r} for --out: "
                         f"use one of {', '.join(IMAGE_FORMATS + DATA_FORMATS)}")
    _say(f"wrote {out}")
    return 0


def _export_animation(args: argparse.Namespace, views: list[str], params: Params,
                      options: FigureOptions, out: Path) -> int:
    """--animate: the sweep and the frame rate checked before Qt starts; the format, the pixels
    and every frame's parameters before the first frame is drawn."""
    sweep = parse_sweep(args.animate, _number(args.frames, "--frames", int, None))
    fps = check_fps(args.fps) if args.fps is not None else DEFAULT_FPS
    record = FigureRecord(views[0], params, options, stack=tuple(views[1:]))
    _offscreen()
    from .ui.export import write_animation

    write_animation(record, sweep, out, fps)  # checks all it can before drawing a frame
    first, last = (f"{v:g}" if isinstance(v, float) else str(v) for v in (sweep.values[0], sweep.values[-1]))
    _say(f"wrote {out} ({sweep.count} frames of {sweep.name} from {first} to {last}, {fps} frames a second)")
    return 0


def _views(text: str, names: tuple[str, ...]) -> list[str]:
    """The views of --view: one name, or names joined with + (one figure, top to bottom)."""
    views = text.split("+")
    for view in views:
        if view not in names:
            shown = "" if view == text else f" ({view!r} in {text!r})"
            raise UsageError(f"--view must be one of {', '.join(names)}, views joined with + "
                             f"(e.g. heatmap+similarity), or all; got {view!r}{shown}")
    twice = sorted({v for v in views if views.count(v) > 1})
    if twice:
        raise UsageError(f"--view names {twice[0]!r} twice in {text!r}: each view once")
    if len(views) > MAX_STACK + 1:
        raise UsageError(f"--view joins at most {MAX_STACK + 1} views in one figure; got {len(views)}")
    return views


def _offscreen() -> None:
    from .ui.app import offscreen_application

    offscreen_application()


def _export_all(params: Params, out: Path, fmt: str, options: FigureOptions) -> int:
    _offscreen()
    from .ui.export import write_all, write_report

    if out.suffix.lower() == ".pdf":
        not_drawn: dict[str, str] = {}
        write_report(params, out, not_drawn=not_drawn)
        _say(f"wrote {out}")
        for reason in not_drawn.values():
            _say(f"not drawn (its page says why): {reason}")
        return 0
    if fmt not in ("png", "svg"):
        raise UsageError(f"--format must be png or svg with --view all and a folder, got {fmt!r}")
    if not out.is_dir():
        raise UsageError(f"with --view all, --out must be an existing folder or a .pdf, got {str(out)!r}")
    for path in write_all(params, out, "." + fmt, options):
        _say(f"wrote {path}")
    return 0


def _rerender(source: str, out: Path) -> int:
    record = record_from_file(source)  # a file that is not one of ours fails before Qt starts
    model = record.params.model
    if model and not Path(model).exists():
        raise InputError(f"{source} was drawn from the model {model}, which is no longer on disk: "
                          "not redrawn (its numbers and their sources are in the file's metadata)")
    if model:  # read again, as the line below says: a folder turned FIFO or pickle-only is refused
        try:
            load_model(model)
        except ParamError as exc:
            raise InputError(f"{source} was drawn from the model {model}, which cannot be read now "
                             f"({exc}): not redrawn") from None
    if out.suffix.lower() not in IMAGE_FORMATS:
        raise UsageError(f"with --from, --out must be {', '.join(IMAGE_FORMATS)}, got {out.name!r}")
    _offscreen()
    from .ui.export import write_figure

    write_figure(record, out)
    on_disk = f", model {model} read again from disk" if model else ""
    _say(f"wrote {out} (view {record.view}, from {source}{on_disk})")
    return 0


def _quiet_stdout() -> None:
    """After stdout failed: point it at /dev/null, so the interpreter's last flush at exit
    does not print a second error."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass


def _fail(text: str, code: int) -> int:
    try:
        print(text.replace("\n", " "), file=sys.stderr, flush=True)
    except OSError:
        pass
    return code


def _unicode_output() -> None:
    """Write UTF-8 where the stream's own encoding cannot write every character: a Windows
    program's redirected output is in the ANSI code page (cp1252), which has no −, δ, · or
    kana, and printing them would end the program with UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):  # None in a windowed program started without them
        encoding = getattr(stream, "encoding", None) or "ascii"
        if codecs.lookup(encoding).name not in ("utf-8", "utf-16", "utf-32") and hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    _unicode_output()
    parser = build_parser()
    handlers = {}
    if argv and argv[0] == "export":
        # Interrupted exports unwind (removing their temporary files) and exit 130 / 143.
        for signum in (signal.SIGINT, signal.SIGTERM):
            try:
                handlers[signum] = signal.signal(signum, note_signal)
            except ValueError:  # not the main thread (tests): left as it is
                pass
    try:
        args = parser.parse_args(_join_negative_values(argv))
        if args.self_test:
            from .selftest import run

            return run()
        if args.reset_settings:
            from .ui.settings import reset_settings

            print(f"pe-desktop: settings reset to the defaults ({reset_settings()})")
            return 0
        if args.command == "export":
            return export(args)
    except (UsageError, ParamError, InputError) as exc:
        return _fail(f"pe-desktop: error: {exc}", 2)
    except ExportError as exc:
        return _fail(f"pe-desktop: export failed: {exc}", 1)
    except StdoutFailed as exc:
        _quiet_stdout()
        return _fail(f"pe-desktop: cannot write to standard output ({exc})", 1)
    except (Interrupted, KeyboardInterrupt) as exc:
        signum = exc.signum if isinstance(exc, Interrupted) else signal.SIGINT
        return _fail(f"pe-desktop: interrupted by {signal.Signals(signum).name}; no file was "
                     "changed", 128 + signum)
    except MemoryError:
        return _fail("pe-desktop: export failed: out of memory", 1)
    except OSError as exc:  # a path the checks did not foresee (a name too long, a folder not entered)
        where = f" ({shortened(os.fsdecode(exc.filename))})" if exc.filename is not None else ""
        if exc.errno in (errno.ENAMETOOLONG, errno.EACCES, errno.EPERM, errno.ENOTDIR, errno.ELOOP):
            return _fail(f"pe-desktop: error: {exc.strerror or exc}{where}", 2)
        return _fail(f"pe-desktop: export failed: {exc.strerror or exc}{where}", 1)
    except Exception as exc:  # a bug: one line here, its traceback in the log
        log_quietly()
        log.exception("pe-desktop %s failed", shortened(" ".join(argv), 500))
        return _fail(f"pe-desktop: internal error ({type(exc).__name__}: {shortened(str(exc))}); "
                     f"details in {log_file()}", 1)
    finally:
        for signum, handler in handlers.items():
            signal.signal(signum, handler)
    from .ui.app import display_problem, run_gui

    if args.open_model:  # a model that cannot be opened: one line here, not a dialog
        try:
            model_params(load_model(args.open_model))
        except ParamError as exc:
            print(f"pe-desktop: error: {exc}", file=sys.stderr)
            return 2
    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    return run_gui(args.open_model)
