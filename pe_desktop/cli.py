"""The command line: ``pe-desktop`` opens the window, ``pe-desktop export`` works headless.

Bad input exits with status 2 and one readable line; a failed export exits with 1 and
one line; no traceback either way.
"""
from __future__ import annotations

import argparse
import codecs
import sys
from pathlib import Path

from . import __version__
from .core.datafiles import DATA_FORMATS, ExportError, write_data
from .core.figure import BACKGROUNDS, IMAGE_FORMATS, FigureOptions, FigureRecord
from .core.params import SPECS, ParamError, Params


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
    parser.add_argument("--reset-settings", action="store_true",
                        help="forget the saved window layout, parameters and choices, and exit "
                        "(the settings folder can be moved with $PE_DESKTOP_SETTINGS_DIR)")
    sub = parser.add_subparsers(dest="command")
    export = sub.add_parser(
        "export", help="write views as PNG/SVG/PDF or their data as .npy/.csv, with no display",
        description="The format comes from the extension of --out. --view all with a folder "
        "writes one file per view (--format png or svg); with a .pdf it writes the report.")
    export.add_argument("--view", help="a view name (see --list-views) or 'all'")  # checked later
    export.add_argument("--out", help="output file or, with --view all, a folder or a .pdf")
    export.add_argument("--list-views", action="store_true", help="list the view names and exit")
    export.add_argument("--from", dest="from_file", metavar="FILE",
                        help="re-render a .png or .svg written by pe-desktop from the parameters "
                        "it carries (other parameters are ignored)")
    export.add_argument("--format", default="png", help="with --view all and a folder: png or svg")
    export.add_argument("--width", default=None, help="image width in pixels (default 1200)")
    export.add_argument("--height", default=None, help="image height in pixels (default 600)")
    export.add_argument("--dpi", default=None, help="dots per inch (default 96): PNG pixels stay "
                        "--width × --height, text and lines scale with it; SVG/PDF page size follows")
    export.add_argument("--background", default=None, help="white, transparent, shown (the view's light background) or dark "
                        "(the view's dark colours) (default white)")
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


def _number(text: str | None, flag: str, kind, default):
    if text is None:
        return default
    try:
        return kind(text)
    except ValueError:
        raise UsageError(f"{flag} must be {'an integer' if kind is int else 'a number'}, got {text!r}") from None


def _options(args: argparse.Namespace) -> FigureOptions:
    return FigureOptions(_number(args.width, "--width", int, 1200),
                         _number(args.height, "--height", int, 600),
                         _number(args.dpi, "--dpi", float, 96.0),
                         args.background if args.background is not None else "white")


def export(args: argparse.Namespace) -> int:
    names = view_names()
    if args.list_views:
        from .ui.views import VIEW_CLASSES

        for name, cls in VIEW_CLASSES.items():
            print(f"{name:<20} {cls.title}")
        return 0
    if args.out is None:
        raise UsageError("--out is required (a file, or with --view all a folder or a .pdf)")
    out = Path(args.out)
    if args.from_file is not None:
        return _rerender(args.from_file, out)
    if args.view is None:
        raise UsageError("--view is required: one of " + ", ".join(names) + ", or all")
    if args.view != "all" and args.view not in names:
        raise UsageError(f"--view must be one of {', '.join(names)}, or all; got {args.view!r}")
    if args.background is not None and args.background not in BACKGROUNDS:
        raise UsageError(f"--background must be one of {', '.join(BACKGROUNDS)}, got {args.background!r}")
    params = _params_from(args)
    options = _options(args)
    suffix = out.suffix.lower()
    if args.view == "all":
        return _export_all(params, out, args.format, options)
    if suffix in DATA_FORMATS:
        write_data(args.view, params, out)
    elif suffix in IMAGE_FORMATS:
        _offscreen()
        from .ui.export import write_figure

        write_figure(FigureRecord(args.view, params, options), out)
    else:
        raise UsageError(f"unsupported output format {out.suffix or '(none)'!r} for --out: "
                         f"use one of {', '.join(IMAGE_FORMATS + DATA_FORMATS)}")
    print(f"wrote {out}")
    return 0


def _offscreen() -> None:
    from .ui.app import offscreen_application

    offscreen_application()


def _export_all(params: Params, out: Path, fmt: str, options: FigureOptions) -> int:
    _offscreen()
    from .ui.export import write_all, write_report

    if out.suffix.lower() == ".pdf":
        write_report(params, out)
        print(f"wrote {out}")
        return 0
    if fmt not in ("png", "svg"):
        raise UsageError(f"--format must be png or svg with --view all and a folder, got {fmt!r}")
    if not out.is_dir():
        raise UsageError(f"with --view all, --out must be an existing folder or a .pdf, got {str(out)!r}")
    for path in write_all(params, out, "." + fmt, options):
        print(f"wrote {path}")
    return 0


def _rerender(source: str, out: Path) -> int:
    _offscreen()
    from .ui.export import record_from_file, write_figure

    record = record_from_file(source)
    if out.suffix.lower() not in IMAGE_FORMATS:
        raise UsageError(f"with --from, --out must be {', '.join(IMAGE_FORMATS)}, got {out.name!r}")
    write_figure(record, out)
    print(f"wrote {out} (view {record.view}, from {source})")
    return 0


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
    try:
        args = parser.parse_args(argv)
        if args.self_test:
            from .selftest import run

            return run()
        if args.reset_settings:
            from .ui.settings import reset_settings

            print(f"pe-desktop: settings reset to the defaults ({reset_settings()})")
            return 0
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
