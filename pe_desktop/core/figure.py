"""What a saved figure is: its format, size, background and the parameters it was drawn
from — and how those travel inside the file (PNG text chunks, SVG/PDF metadata) and in
session files, so any figure can be re-rendered exactly. Pure Python, no Qt.

Everything read from a file is validated before use: a hostile or corrupt file gives an
``ExportError`` with one readable line, never an exception from deep inside.

Saved records evolve by schema: each figure and session carries ``"schema": SCHEMA`` (a record
without it is schema 0, as written before the key existed), and reading one applies the
``MIGRATIONS`` from its schema up to ``SCHEMA``, in order; a record of a newer schema than
``SCHEMA`` is refused with one line. The rule: every rename or removal of a parameter (or a
change of what a value means) raises ``SCHEMA`` by one and adds the migration that turns a
record of the schema before into one of the new (``rename_param``, ``remove_param``), so that
every figure and session saved before still opens and redraws.
"""
from __future__ import annotations

import json
import math
import os
import struct
import zlib
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from .catalogue import BY_NAME, VIEWS
from .datafiles import DATA_FORMATS
from .errors import ExportError, InputError
from .files import FileRefused, open_regular
from .models import sources_record
from .params import SPECS, ParamError, Params, error_message
from .text import N_, msg

IMAGE_FORMATS = (".png", ".svg", ".pdf")

ALL_FORMATS = IMAGE_FORMATS + DATA_FORMATS
# shown: the view's own (light) background; dark: the view in its dark colours, on its dark
# background (what a dark window shows). Keys; the export dialog shows its own labels.
BACKGROUNDS = ("white", "transparent", "shown", "dark")
UNITS = {"px": None, "cm": 2.54, "in": 1.0}
MIN_PIXELS, MAX_PIXELS = 16, 16384
MIN_DPI, MAX_DPI = 30.0, 1200.0
# A figure is laid out (as widgets and a scene) at its size in 96-DPI pixels, width/scale ×
# height/scale: 16384² at 30 DPI would be 52,429² pixels and tens of GB. The layout is held
# to this many pixels (4096 × 4096), which keeps any export within the memory budget
# (README: 1.5 GB; the largest PNG itself, 16384², is 1 GiB).
MAX_LAYOUT_PIXELS = 4096 * 4096
SCREEN_DPI = 96.0
META_PREFIX = "pe-desktop:"
SESSION_KIND = "pe-desktop session"
MAX_SESSION_BYTES = 1_000_000
# No view has data anywhere near this far out (positions stop below 2**31); a wider range
# only overflows (a span of 2e308 is infinite).
VIEW_RANGE_LIMIT = 1e15
MAX_TEXT_CHUNK = 1_000_000
# An SVG given to --from is read as a stream (only its description is kept), but not without
# end: ours are a few MB, with a 16384-pixel heatmap embedded well under this.
MAX_FIGURE_BYTES = 256 * 1024 * 1024  # a PNG text chunk larger than this is not one of ours


# Figure text is given in points at the figure's final size: the views are drawn with Qt's
# default font (9 pt on Linux and Windows), so a figure with ``text_pt`` is laid out smaller
# or larger by text_pt / SCREEN_TEXT_PT and scaled to its size.
SCREEN_TEXT_PT = 9.0
MIN_TEXT_PT = 6.0  # no text of a figure is smaller than this at its final size
TEXT_PT_RANGE = (4.0, 72.0)
# A line one pixel wide on screen is this many points wide in a figure whose text has the
# screen's size; lines grow with the text (see line_points). The one place a style's line
# scale enters.
LINE_PT = 0.75


@dataclass(frozen=True)
class SizePreset:
    """A usual target for a figure: its size on paper (or a slide) and its text size."""

    key: str
    label: str  # N_-marked
    width_mm: float
    height_mm: float
    text_pt: float
    dpi: float = 300.0


# Keys are what the CLI (--size) and the settings use; labels are shown.
SIZE_PRESETS = {p.key: p for p in (
    SizePreset("column", N_("One journal column (8.5 cm)"), 85.0, 85.0, 7.0),
    SizePreset("two-column", N_("Two columns (17.8 cm)"), 178.0, 100.0, 8.0),
    SizePreset("a4", N_("A4 page (landscape)"), 297.0, 210.0, 11.0),
    SizePreset("slide", N_("16:9 slide"), 338.67, 190.5, 14.0, dpi=150.0),
)}


def preset_options(key: str, dpi: float | None = None, background: str = "white") -> FigureOptions:
    """The options of the size preset ``key`` at ``dpi`` (else the preset's own): the
    physical size is the preset's whatever the DPI, only the pixels change."""
    if key not in SIZE_PRESETS:
        raise ParamError(msg("--size must be one of {choices}, got {value!r}",
                             choices=", ".join(SIZE_PRESETS), value=key))
    preset = SIZE_PRESETS[key]
    dpi = preset.dpi if dpi is None else dpi
    return FigureOptions(mm_to_pixels(preset.width_mm, dpi), mm_to_pixels(preset.height_mm, dpi),
                         dpi, background, preset.text_pt)


def mm_to_pixels(mm: float, dpi: float) -> int:
    """Whole pixels of a length in millimetres at ``dpi``."""
    if not (isinstance(dpi, (int, float)) and math.isfinite(dpi) and dpi > 0):
        return MIN_PIXELS  # FigureOptions refuses the DPI itself, with its own message
    return int(round(mm / 25.4 * dpi))


def line_points(options: FigureOptions) -> float:
    """The width, in points at the figure's final size, of a line one pixel wide on screen."""
    return LINE_PT * options.zoom


@dataclass(frozen=True)
class FigureOptions:
    """Output size in pixels (for SVG/PDF: the size of the page at ``dpi``), background, and
    the size of the figure's text in points at its final size (None: as on screen)."""

    width: int = 1200
    height: int = 600
    dpi: float = SCREEN_DPI
    background: str = "white"
    text_pt: float | None = None

    def __post_init__(self) -> None:
        # the DPI first: a preset's pixels come from it (--size a4 --dpi 2400 blamed --width)
        if (isinstance(self.dpi, bool) or not isinstance(self.dpi, (int, float))
                or not math.isfinite(self.dpi) or not MIN_DPI <= self.dpi <= MAX_DPI):
            raise ParamError(msg("--dpi must be a number from {low:g} to {high:g}, got {value!r}",
                                 low=MIN_DPI, high=MAX_DPI, value=self.dpi))
        for name, value in (("width", self.width), ("height", self.height)):
            if isinstance(value, bool) or not isinstance(value, int) or not MIN_PIXELS <= value <= MAX_PIXELS:
                raise ParamError(msg("{flag} must be an integer from {low} to {high} pixels, got "
                                     "{value!r}", flag="--" + name, low=MIN_PIXELS, high=MAX_PIXELS,
                                     value=value))
        if self.background not in BACKGROUNDS:
            raise ParamError(msg("--background must be one of {choices}, got {value!r}",
                                 choices=", ".join(BACKGROUNDS), value=self.background))
        if self.text_pt is not None and (
                isinstance(self.text_pt, bool) or not isinstance(self.text_pt, (int, float))
                or not math.isfinite(self.text_pt)
                or not TEXT_PT_RANGE[0] <= self.text_pt <= TEXT_PT_RANGE[1]):
            raise ParamError(msg("--text-pt must be a number from {low:g} to {high:g} points, got "
                                 "{value!r}", low=TEXT_PT_RANGE[0], high=TEXT_PT_RANGE[1],
                                 value=self.text_pt))
        lw, lh = self.layout_size
        if lw * lh > MAX_LAYOUT_PIXELS:
            raise ParamError(msg(
                "{width} × {height} pixels at {dpi:g} DPI is laid out at {lw:,} × {lh:,} screen "
                "pixels; at most {limit:,} (4096 × 4096): raise --dpi or make the picture smaller",
                width=self.width, height=self.height, dpi=self.dpi, lw=lw, lh=lh,
                limit=MAX_LAYOUT_PIXELS))

    @property
    def scale(self) -> float:
        """Output pixels per screen pixel: the view is laid out at size/scale, then drawn
        scaled, so text and lines keep their proportions at any DPI."""
        return self.dpi / SCREEN_DPI

    @property
    def zoom(self) -> float:
        """How much larger the text is than on screen: the view is laid out at its size
        divided by this (more room for small text) and drawn scaled by it."""
        return 1.0 if self.text_pt is None else self.text_pt / SCREEN_TEXT_PT

    @property
    def layout_size(self) -> tuple[int, int]:
        """The size, in screen pixels, the view is laid out at."""
        factor = self.scale * self.zoom
        return max(1, round(self.width / factor)), max(1, round(self.height / factor))

    @property
    def size_mm(self) -> tuple[float, float]:
        return self.width / self.dpi * 25.4, self.height / self.dpi * 25.4


def to_pixels(value: float, unit: str, dpi: float) -> int:
    """A length in px, cm or in as whole pixels at ``dpi``."""
    if unit not in UNITS:
        raise ExportError(msg("unit must be one of {choices}, got {value!r}",
                              choices=", ".join(UNITS), value=unit))
    per_inch = UNITS[unit]
    return int(round(value if per_inch is None else value / per_inch * dpi))


def from_pixels(pixels: int, unit: str, dpi: float) -> float:
    per_inch = UNITS[unit]
    return float(pixels) if per_inch is None else pixels / dpi * per_inch


def format_of(path: str) -> str:
    suffix = "." + path.rsplit(".", 1)[-1].lower() if "." in path.rsplit("/", 1)[-1] else ""
    if suffix not in ALL_FORMATS:
        if suffix:
            raise ExportError(msg("unsupported format {suffix!r}: use one of {formats}",
                                  suffix=suffix, formats=", ".join(ALL_FORMATS)))
        raise ExportError(msg("unsupported format '(no extension)': use one of {formats}",
                              formats=", ".join(ALL_FORMATS)))
    return suffix


def suggested_name(view: str, params: Params, suffix: str = ".png") -> str:
    return (f"pe_{view}_d{params.d_model}_n{params.seq_len}_base{params.base:g}"
            f"_off{params.offset}{suffix}")


# -- metadata inside a figure ------------------------------------------------------------------

# At most this many views below the first in one figure (each keeps a legible height).
MAX_STACK = 8


@dataclass(frozen=True)
class FigureRecord:
    """Everything needed to draw a figure again: which view, its parameters, the visible
    range (None: the whole extent) and the output options. ``stack``: more views drawn below
    the first in the same figure (a tab with several plots as one figure)."""

    view: str
    params: Params
    options: FigureOptions = field(default_factory=FigureOptions)
    view_range: tuple[tuple[float, float], tuple[float, float]] | None = None
    stack: tuple[str, ...] = ()

    def to_json(self, version: str) -> str:
        data = {
            "app": "pe-desktop", "schema": SCHEMA, "version": version, "view": self.view,
            "params": self.params.as_dict(), "options": asdict(self.options),
            "view_range": self.view_range, "model": sources_record(self.params),
        }
        if self.stack:
            data["stack"] = list(self.stack)
        return json.dumps(data, ensure_ascii=False, sort_keys=True)

    def texts(self, version: str, title: str) -> dict[str, str]:
        """Key → text pairs for PNG tEXt chunks (and SVG/PDF descriptions)."""
        texts = {"Title": title, "Software": f"pe-desktop {version}",
                 "Description": f"{title} — " + describe_params(self.params),
                 META_PREFIX + "figure": self.to_json(version)}
        model = sources_record(self.params)
        if model is not None:  # the model's name and where each number came from
            texts["Description"] = f"{title} — {describe_model(model)} — " + describe_params(self.params)
            texts[META_PREFIX + "model"] = json.dumps(model, ensure_ascii=False, sort_keys=True)
        return texts


def describe_model(model: dict[str, Any]) -> str:
    """'model NAME (scheme): name = value from source, …' for a figure's description."""
    sources = "; ".join(f"{name} from {source}" for name, source in model["sources"].items())
    changed = ", ".join(f"{name} changed to {value}" for name, value in model["changed"].items())
    return (f"model {model['name']} ({model['scheme']}, {model['path']}): {sources}"
            + (f"; {changed}" if changed else ""))


def describe_params(params: Params) -> str:
    return ", ".join(f"{name}={value}" for name, value in params.as_dict().items())


def read_record(text: str | None, source: str) -> FigureRecord:
    """Parse and validate a figure's embedded record; ExportError if absent or invalid."""
    if not text:
        raise ExportError(msg("{source} carries no pe-desktop parameters (was it saved by "
                              "pe-desktop?)", source=source))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ExportError(msg("{source}: the embedded parameters are not valid JSON",
                              source=source)) from None
    if not isinstance(data, dict) or data.get("app") != "pe-desktop":
        raise ExportError(msg("{source}: the embedded record is not a pe-desktop figure",
                              source=source))
    data = migrate(data, source)
    view = data.get("view")
    if not isinstance(view, str):
        raise ExportError(msg("{source}: the embedded record names no view", source=source))
    params = params_from_dict(data.get("params"), source)
    options = data.get("options") or {}
    if not isinstance(options, dict) or set(options) - {"width", "height", "dpi", "background", "text_pt"}:
        raise ExportError(msg("{source}: the embedded output options are invalid", source=source))
    try:
        figure_options = FigureOptions(**options)
    except ParamError as exc:
        raise ExportError(_in(source, exc)) from None
    stack = data.get("stack", [])
    if not isinstance(stack, list) or len(stack) > MAX_STACK or not all(isinstance(v, str) for v in stack):
        raise ExportError(msg("{source}: the embedded list of stacked views is invalid", source=source))
    return FigureRecord(view, params, figure_options, _view_range(data.get("view_range"), source),
                        tuple(stack))


def _view_range(value: Any, source: str):
    if value is None:
        return None
    try:
        (x0, x1), (y0, y1) = value
        numbers = [float(v) for v in (x0, x1, y0, y1)]
    except (TypeError, ValueError):
        raise ExportError(msg("{source}: the embedded view range is invalid", source=source)) from None
    if (not all(math.isfinite(v) and abs(v) <= VIEW_RANGE_LIMIT for v in numbers)
            or numbers[0] >= numbers[1] or numbers[2] >= numbers[3]):
        raise ExportError(msg("{source}: the embedded view range is invalid", source=source))
    return (numbers[0], numbers[1]), (numbers[2], numbers[3])


def params_from_dict(values: Any, source: str) -> Params:
    """Params from a dict read from a file: unknown names and bad values are refused."""
    if not isinstance(values, dict):
        raise ExportError(msg("{source}: parameters must be a JSON object", source=source))
    unknown = sorted(set(values) - set(SPECS))
    if unknown:
        raise ExportError(msg("{source}: unknown parameter {name!r}", source=source, name=unknown[0]))
    try:
        return Params(**values)
    except ParamError as exc:
        raise ExportError(_in(source, exc)) from None


def _in(source: str, exc: BaseException):
    """'source: what went wrong', the error's own message kept translatable."""
    return msg("{source}: {error}", source=source, error=error_message(exc))


# -- schemas: saved records read by every later version -----------------------------------------

SCHEMA = 1  # of the records this version writes; a record without "schema" is schema 0
Change = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass(frozen=True)
class Migration:
    """One step of a saved record (a figure's or a session's, as read from the file) from
    ``from_schema`` to ``to_schema``: ``change`` returns the record as the newer schema has
    it, leaving the one it is given as it was."""

    from_schema: int
    to_schema: int
    change: Change


def rename_param(old: str, new: str) -> Change:
    """The change of a schema that renamed parameter ``old`` to ``new``."""
    def change(record: dict[str, Any]) -> dict[str, Any]:
        params = record.get("params")
        if not isinstance(params, dict) or old not in params:
            return record
        params = {new if name == old else name: value for name, value in params.items()}
        return {**record, "params": params}
    return change


def remove_param(name: str) -> Change:
    """The change of a schema that removed parameter ``name`` (its value is dropped)."""
    def change(record: dict[str, Any]) -> dict[str, Any]:
        params = record.get("params")
        if not isinstance(params, dict) or name not in params:
            return record
        return {**record, "params": {k: v for k, v in params.items() if k != name}}
    return change


def _schema_named(record: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 is schema 0 that names its schema: nothing else changed."""
    return record


# In order: each step's from_schema is the one before's to_schema, from 0 up to SCHEMA.
MIGRATIONS: list[Migration] = [
    Migration(0, 1, _schema_named),
]


def migrate(record: dict[str, Any], source: str) -> dict[str, Any]:
    """``record`` brought from its schema (``"schema"``, 0 if absent) to SCHEMA by the
    MIGRATIONS in order; ExportError for a schema that is not a whole number or is newer."""
    schema = record.get("schema", 0)
    if isinstance(schema, bool) or not isinstance(schema, int) or schema < 0:
        raise ExportError(msg("{source}: the schema must be a whole number, got {value!r}",
                              source=source, value=schema))
    if schema > SCHEMA:
        raise ExportError(msg("{source} was saved by a newer pe-desktop (schema {schema}; this "
                              "version reads up to {known}): open it with a newer version",
                              source=source, schema=schema, known=SCHEMA))
    for step in MIGRATIONS:
        if step.from_schema == schema:
            record, schema = step.change(record), step.to_schema
    return {**record, "schema": schema}


# -- sessions ----------------------------------------------------------------------------------

def session_json(params: Params, view: str, version: str, extra: dict[str, Any] | None = None) -> str:
    return json.dumps({"kind": SESSION_KIND, "schema": SCHEMA, "version": version, "view": view,
                       "params": params.as_dict(), **(extra or {})},
                      ensure_ascii=False, indent=2, sort_keys=True)


def read_session(data: bytes, source: str) -> tuple[Params, str, dict[str, Any]]:
    """(params, active view, the whole record) from a session file's bytes, validated."""
    if len(data) > MAX_SESSION_BYTES:
        raise ExportError(msg("{source} is too large to be a session file ({size:,} bytes)",
                              source=source, size=len(data)))
    try:
        record = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise ExportError(msg("{source} is not a pe-desktop session (not valid UTF-8 JSON)",
                              source=source)) from None
    if not isinstance(record, dict) or record.get("kind") != SESSION_KIND:
        raise ExportError(msg("{source} is not a pe-desktop session file", source=source))
    record = migrate(record, source)
    view = record.get("view", "heatmap")
    if not isinstance(view, str):
        raise ExportError(msg("{source}: 'view' must be a view name", source=source))
    return params_from_dict(record.get("params"), source), view, record


# -- the record inside a PNG, read without decoding the picture ---------------------------------

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_text(fh, key: str, source: str) -> str | None:
    """The text stored under ``key`` in a PNG's tEXt, zTXt or iTXt chunk, or None; ``fh`` is
    the open file. The picture itself is never decoded (its chunks are skipped), so memory
    stays small whatever the image's size; a truncated or corrupt file is an ExportError."""
    if fh.read(8) != PNG_SIGNATURE:
        raise ExportError(msg("{name} is not a readable PNG image", name=source))
    wanted = key.encode("latin-1")
    while True:
        head = fh.read(8)
        if len(head) < 8:
            raise ExportError(msg("{name} is not a readable PNG image", name=source))
        length, kind = struct.unpack(">I4s", head)
        if kind == b"IEND":
            return None
        if kind not in (b"tEXt", b"zTXt", b"iTXt") or length > MAX_TEXT_CHUNK:
            fh.seek(length + 4, 1)  # the data and its CRC
            continue
        data, crc = fh.read(length), fh.read(4)
        if len(data) < length or len(crc) < 4 or zlib.crc32(kind + data) != struct.unpack(">I", crc)[0]:
            raise ExportError(msg("{name} is not a readable PNG image", name=source))
        name, _, rest = data.partition(b"\0")
        if name != wanted:
            continue
        try:
            if kind == b"tEXt":
                return rest.decode("latin-1")
            if kind == b"zTXt":
                return _inflate(rest[1:]).decode("latin-1")
            compressed, rest = rest[0], rest[2:]
            _language, _, rest = rest.partition(b"\0")
            _translated, _, text = rest.partition(b"\0")
            return (_inflate(text) if compressed else text).decode("utf-8")
        except (zlib.error, UnicodeDecodeError, IndexError):
            raise ExportError(msg("{name} is not a readable PNG image", name=source)) from None


def _inflate(data: bytes) -> bytes:
    """zlib data, at most MAX_TEXT_CHUNK bytes of it (a small chunk can inflate to gigabytes)."""
    inflater = zlib.decompressobj()
    out = inflater.decompress(data, MAX_TEXT_CHUNK)
    if inflater.unconsumed_tail:
        raise zlib.error  # png_text turns it into its one readable line
    return out


# -- stacked figures, previews and reading a figure back ------------------------------------

# A tab's plots as one figure share its height as the window's splitter does: 3 to the first,
# 2 to each of the others.
FIRST_SHARE, OTHER_SHARE = 3, 2


def stack_shares(parts: int) -> list[int]:
    """Each part's share of a stacked figure's height, top to bottom."""
    return [FIRST_SHARE] + [OTHER_SHARE] * (parts - 1)


def tab_record(record: FigureRecord) -> FigureRecord:
    """The whole tab of ``record``'s view as one figure: its views stacked top to bottom."""
    tab = BY_NAME[record.view].tab
    names = [view.name for view in VIEWS if view.tab == tab]
    return FigureRecord(names[0], record.params, record.options, None, tuple(names[1:]))


def figure_parts(record: FigureRecord, heights: list[int] | None = None) -> list[tuple[FigureRecord, int]]:
    """Each view of the figure as a record of its own (its part of the height: ``heights``,
    else by the shares) with the pixel row its part starts at."""
    if not record.stack:
        return [(record, 0)]
    opts = record.options
    names = (record.view, *record.stack)
    shares = stack_shares(len(names))
    if heights is None:
        bounds = [round(opts.height * sum(shares[:i]) / sum(shares)) for i in range(len(shares) + 1)]
    else:
        bounds = [sum(heights[:i]) for i in range(len(heights) + 1)]
    parts = []
    for i, name in enumerate(names):
        part_opts = replace(opts, height=bounds[i + 1] - bounds[i])
        parts.append((FigureRecord(name, record.params, part_opts,
                                   record.view_range if i == 0 else None), bounds[i]))
    return parts


def preview_record(record: FigureRecord, max_width: int, max_height: int) -> FigureRecord:
    """The same figure at a smaller pixel size: the DPI shrinks with it, so the layout (and
    so the picture) is exactly the full-size one, scaled down."""
    opts = record.options
    factor = min(1.0, max_width / opts.width, max_height / opts.height)
    small = FigureOptions(max(16, round(opts.width * factor)), max(16, round(opts.height * factor)),
                          max(30.0, opts.dpi * factor), opts.background, opts.text_pt)
    return replace(record, options=small)

def record_from_file(path: str | os.PathLike) -> FigureRecord:
    """The record embedded in a PNG (text chunk) or SVG (description) written by pe-desktop.
    Anything wrong with the file is an InputError (one line). No Qt: the command line checks
    a file for --from before it starts Qt."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in (".png", ".svg"):
        raise InputError(msg("--from takes a .png or .svg written by pe-desktop, got {name}",
                             name=repr(path.name)))
    try:
        with open_regular(path, MAX_FIGURE_BYTES if suffix == ".svg" else None) as fh:
            if suffix == ".png":
                record = read_record(png_text(fh, META_PREFIX + "figure", path.name), path.name)
            else:
                record = read_record(_svg_description(fh, path.name), path.name)
    except InputError:
        raise
    except (ExportError, FileRefused) as exc:
        raise InputError(*exc.args) from None
    unknown = [view for view in (record.view, *record.stack) if view not in BY_NAME]
    if unknown:
        raise InputError(msg("unknown view {view}: use one of {views}", view=repr(unknown[0]),
                             views=", ".join(view.name for view in VIEWS)))
    return record


def _svg_description(fh, name: str) -> str | None:
    """The text of the SVG's first <desc>, parsed as a stream (elements are dropped as they
    end): memory stays small whatever the file's size."""
    import xml.etree.ElementTree as ET

    desc = "{http://www.w3.org/2000/svg}desc"
    try:
        for _event, element in ET.iterparse(fh):  # "end" events only, by default
            if element.tag == desc:
                return element.text
            element.clear()
    except (ET.ParseError, OSError) as exc:
        raise ExportError(msg("{name} is not a readable SVG file ({reason})", name=name,
                              reason=str(exc))) from None
    return None
