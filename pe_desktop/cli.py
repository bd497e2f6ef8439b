"""The command line: ``pe-desktop`` opens the window, ``pe-desktop export`` works headless.

Bad input exits with status 2 and one readable line; no traceback.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import __version__
from .core.datafiles import DATA_FORMATS, ExportError, write_data
from .core.params import SPECS, ParamError, Params

IMAGE_FORMATS = (".png",)


class UsageError(Exception):
    pass


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, exit 2
        raise UsageError(message)


def view_names() -> tuple[str, ...]:
    from .ui.views import VIEW_CLASSES  # the registry is the one list of views

    return tuple(VIEW_CLASSES)


def build_parser() -> Parser:
    parser = Parser(prog="pe-desktop", description="Positional Encoding Explorer.")
    parser.add_argument("--version", action="version", version=f"pe-desktop {__version__}")
    parser.add_argument("--self-test", action="store_true",
                        help="drive every view offscreen, export each format, read it back; "
                        "exit 0 only if all is well")
    sub = parser.add_subparsers(dest="command")
    export = sub.add_parser("export", help="write a view as PNG, or its data as .npy/.csv, with no display")
    export.add_argument("--view", required=True, help="one of " + ", ".join(view_names()))
    export.add_argument("--out", required=True, help="output file; the format comes from the extension "
                        f"({', '.join(IMAGE_FORMATS + DATA_FORMATS)})")
    export.add_argument("--width", default="1200", help="PNG width in pixels (default 1200)")
    export.add_argument("--height", default="600", help="PNG height in pixels (default 600)")
    for spec in SPECS.values():
        export.add_argument(spec.flag, dest=spec.name, default=None,
                            help=f"{spec.help} ({spec.describe_range()}; default {spec.default})")
    return parser


def _params_from(args: argparse.Namespace) -> Params:
    values = {}
    for name in SPECS:
        text = getattr(args, name)
        if text is not None:
            values[name] = SPECS[name].parse(text)
    return Params(**values)


def _size(text: str, flag: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise UsageError(f"{flag} must be an integer from 16 to 16384, got {text!r}") from None
    if not 16 <= value <= 16384:
        raise UsageError(f"{flag} must be an integer from 16 to 16384, got {value}")
    return value


def export(args: argparse.Namespace) -> int:
    if args.view not in view_names():
        raise UsageError(f"--view must be one of {', '.join(view_names())}, got {args.view!r}")
    params = _params_from(args)
    out = Path(args.out)
    suffix = out.suffix.lower()
    if suffix in DATA_FORMATS:
        write_data(args.view, params, out)
    elif suffix in IMAGE_FORMATS:
        size = (_size(args.width, "--width"), _size(args.height, "--height"))
        from .ui.app import offscreen_application
        from .ui.export import render_offscreen, save_image

        offscreen_application()
        save_image(render_offscreen(args.view, params, size), out)
    else:
        raise UsageError(f"unsupported output format {out.suffix or '(none)'!r} for --out: "
                         f"use one of {', '.join(IMAGE_FORMATS + DATA_FORMATS)}")
    print(f"wrote {out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.self_test:
            from .selftest import run

            return run()
        if args.command == "export":
            return export(args)
    except (UsageError, ParamError) as exc:
        print(f"pe-desktop: error: {exc}", file=sys.stderr)
        return 2
    except ExportError as exc:
        print(f"pe-desktop: export failed: {exc}", file=sys.stderr)
        return 1
    from .ui.app import display_problem, run_gui

    problem = display_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 2
    return run_gui()
