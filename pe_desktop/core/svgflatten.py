"""Make Qt's SVG output draw the same in every SVG reader.

Qt writes a plot's curves as paths in data coordinates inside a group with a
``transform="matrix(…)"`` and marks them ``vector-effect="non-scaling-stroke"`` so the
line width stays in pixels. Browsers honour that; some tools (librsvg, older Inkscape)
do not and draw the lines tens of pixels wide. Here such groups are flattened: the matrix
is applied to the path and polyline coordinates themselves and the transform removed,
so the stroke width is plain user units everywhere. Pure standard library.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
_MATRIX = re.compile(r"^\s*matrix\(\s*([^)]*)\)\s*$")
_TOKEN = re.compile(r"[MLCZmlcz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_ABSOLUTE = set("MLCZ")


def _matrix(text: str | None):
    found = _MATRIX.match(text or "")
    if not found:
        return None
    parts = [float(v) for v in re.split(r"[\s,]+", found.group(1).strip()) if v]
    return parts if len(parts) == 6 else None


def _apply(m, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


def _fmt(v: float) -> str:
    return f"{v:.4f}".rstrip("0").rstrip(".") if v == v else "0"


def _path(d: str, m) -> str | None:
    tokens = _TOKEN.findall(d)
    out: list[str] = []
    numbers: list[float] = []
    for token in tokens:
        if token.isalpha():
            if token not in _ABSOLUTE:
                return None  # relative commands: leave this group as Qt wrote it
            if len(numbers) % 2:
                return None
            out.extend(_pairs(numbers, m))
            numbers = []
            out.append(token)
        else:
            numbers.append(float(token))
    if len(numbers) % 2:
        return None
    out.extend(_pairs(numbers, m))
    return " ".join(out)


def _pairs(numbers: list[float], m) -> list[str]:
    result = []
    for i in range(0, len(numbers), 2):
        x, y = _apply(m, numbers[i], numbers[i + 1])
        result.append(f"{_fmt(x)},{_fmt(y)}")
    return result


def _points(points: str, m) -> str | None:
    numbers = [float(t) for t in _TOKEN.findall(points) if not t.isalpha()]
    if len(numbers) % 2:
        return None
    return " ".join(_pairs(numbers, m))


def _rect(element, m) -> dict[str, str] | None:
    a, b, c, d, e, f = m
    if b or c:
        return None  # rotated or sheared: leave it
    try:
        x, y = float(element.get("x", 0)), float(element.get("y", 0))
        w, h = float(element.get("width", 0)), float(element.get("height", 0))
    except ValueError:
        return None
    x0, y0 = a * x + e, d * y + f
    x1, y1 = a * (x + w) + e, d * (y + h) + f
    return {"x": _fmt(min(x0, x1)), "y": _fmt(min(y0, y1)),
            "width": _fmt(abs(x1 - x0)), "height": _fmt(abs(y1 - y0))}


# What may change from one run of a line to the next: a bold word, a coloured name.
_RUN_STYLE = ("fill", "fill-opacity", "font-weight", "font-style")


# (a run's text, its attributes) -> how far the writer advanced drawing it, in its user units
Measure = Callable[[str, dict], float]
# with a Measure, a run continues a line if it starts within this many em of where it ends
CONTINUE_EM = 0.25


class _Lines:
    """The lines being joined: the ids of the <text> elements joined here (their tspans are
    ours) and, with a ``measure``, where each joined line ends."""

    def __init__(self, measure: Measure | None) -> None:
        self.measure = measure
        self.built: set[int] = set()
        self.ends: dict[int, float] = {}


def _join_text_runs(group, lines: _Lines) -> None:
    """Qt writes a line of text as several <text> runs where the font changes (a Greek δ in
    a Latin title, a bold name), each at the x Qt measured. A reader measuring the runs its
    own way drew them apart or over the space between them ("positionsδ apart", "2 π",
    "PE(5)·PE(35)= 36.24" in librsvg). Runs that continue each other — the same y and font,
    the next starting where the first could end (within 0.65 em a character; tick labels
    stand further apart) — become one <text>, laid out by the reader in one go; a run in
    another weight or colour becomes a <tspan> carrying its own."""
    text_tag = f"{{{SVG}}}text"
    previous = None
    for child in list(group):
        if not _plain_run(child, text_tag):
            previous = None
            continue
        if previous is not None and _continues(previous, child, lines):
            _append_run(previous, child, lines)
            group.remove(child)
            continue
        previous = child


def _plain_run(element, text_tag: str) -> bool:
    return element.tag == text_tag and not len(element) and element.text is not None


def _append_run(line, run, lines: _Lines) -> None:
    lines.built.add(id(line))
    if lines.measure is not None:
        lines.ends[id(line)] = float(run.get("x")) + lines.measure(run.text, run.attrib)
    style = {k: run.get(k) for k in _RUN_STYLE if run.get(k) != line.get(k)}
    if style:
        ET.SubElement(line, f"{{{SVG}}}tspan", style).text = run.text
    elif len(line):
        line[-1].tail = (line[-1].tail or "") + run.text
    else:
        line.text += run.text


def _join_text_groups(parent, lines: _Lines) -> None:
    """Qt puts a run in another colour in a group of its own (the same transform): such a run
    continuing the last line of the group before joins it as a <tspan>."""
    group_tag, text_tag = f"{{{SVG}}}g", f"{{{SVG}}}text"
    previous = None
    for child in list(parent):
        if child.tag != group_tag or not len(child) or any(c.tag != text_tag for c in child):
            previous = None
            continue
        line, first = (None if previous is None else previous[-1]), child[0]
        if (line is not None and child.get("transform") == previous.get("transform")
                and (_plain_run(line, text_tag) or id(line) in lines.built) and _plain_run(first, text_tag)
                and _continues(line, first, lines)):
            _append_run(line, first, lines)
            child.remove(first)
            if not len(child):
                parent.remove(child)
                continue
        previous = child


def _continues(first, second, lines: _Lines) -> bool:
    """Whether the run ``second`` goes on where the line ``first`` ends: measured (``lines.measure``)
    within CONTINUE_EM; else guessed, within 0.65 em a character of ``first``'s x, which also
    joined a table's cells ("values (float32)" 3.6 em before "1,024" drew as one text)."""
    if set(first.attrib) != set(second.attrib) or any(
            first.get(k) != second.get(k) for k in first.attrib if k != "x" and k not in _RUN_STYLE):
        return False
    try:  # Qt writes x and font-size on every run; a run without them is not Qt's: apart
        x0, x1 = float(first.get("x")), float(second.get("x"))
        size = float(first.get("font-size"))
    except (TypeError, ValueError):
        return False
    if lines.measure is None:
        return x0 < x1 <= x0 + len("".join(first.itertext())) * size * 0.65
    end = lines.ends.get(id(first))
    if end is None:  # a run not joined yet: plain text
        end = x0 + lines.measure(first.text, first.attrib)
    return abs(x1 - end) <= CONTINUE_EM * size


def _font_family(family: str, faces: dict[str, str]) -> str:
    """Qt names the family it was asked for ("Sans Serif": Qt's and fontconfig's generic name,
    not CSS's) and draws with the face it resolved (DejaVu Sans). Chromium knew neither that
    name nor a fallback and drew every label in its default serif face. A family without a
    fallback list is written as the face Qt drew, the family, then the CSS generic sans-serif."""
    if "," in family:
        return family
    face = faces.get(family)
    return f"{face}, {family}, sans-serif" if face and face != family else f"{family}, sans-serif"


# CSS's generic families, written unquoted
_GENERIC = {"serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui"}


def _set_font_families(root, faces: dict[str, str]) -> None:
    """Each element's font as a single face in its font-family attribute and as its fallback
    list (_font_family) in a class of a <style> rule, which readers with CSS (browsers,
    librsvg, Inkscape) prefer to the attribute. ImageMagick's own SVG renderer takes the
    attribute as one font name: a list is no font it knows, and it drew no text at all."""
    classes: dict[str, str] = {}
    for element in root.iter():
        family = element.get("font-family")
        if family is None:
            continue
        fallback = _font_family(family, faces)
        name = classes.setdefault(fallback, f"pe-font-{len(classes)}")
        element.set("font-family", _names(fallback)[0])
        element.set("class", f"{element.get('class')} {name}" if element.get("class") else name)
    if classes:
        rules = "".join(f".{name}{{font-family:{_css_families(fallback)}}}" for fallback, name in classes.items())
        style = ET.Element(f"{{{SVG}}}style", {"type": "text/css"})
        style.text = rules
        root.insert(0, style)


def _names(fallback: str) -> list[str]:
    return [name.strip().strip("'\"") for name in fallback.split(",")]


def _css_families(fallback: str) -> str:
    return ", ".join(name if name in _GENERIC else f"'{name}'" for name in _names(fallback))


def flatten(svg_text: str, size_mm: tuple[float, float] | None = None,
            faces: dict[str, str] | None = None, measure: Measure | None = None) -> str:
    """The same drawing with every non-scaling-stroke group's transform folded into its
    coordinates. Groups holding anything else (text, images) are left alone. ``size_mm``:
    the drawing's size on the page (its viewBox unchanged). ``faces``: font family as written
    -> the face the writer drew it with. ``measure``: the writer's own text widths, to join
    only the runs that continue each other (without it, a guess from the text's length)."""
    ET.register_namespace("", SVG)
    ET.register_namespace("xlink", XLINK)
    root = ET.fromstring(svg_text)
    if size_mm is not None:
        root.set("width", f"{_fmt(size_mm[0])}mm")
        root.set("height", f"{_fmt(size_mm[1])}mm")
    shapes = {f"{{{SVG}}}path": "d", f"{{{SVG}}}polyline": "points", f"{{{SVG}}}polygon": "points",
              f"{{{SVG}}}rect": "rect"}
    for group in root.iter(f"{{{SVG}}}g"):
        m = _matrix(group.get("transform"))
        children = list(group)
        if m is None or not children:
            continue
        if any(c.tag not in shapes or c.get("vector-effect") != "non-scaling-stroke" for c in children):
            continue
        rewritten = []
        for child in children:
            attr = shapes[child.tag]
            value: dict[str, str] | str | None
            if attr == "rect":
                value = _rect(child, m)
            else:
                value = (_path if attr == "d" else _points)(child.get(attr, ""), m)
            if value is None:
                break
            rewritten.append((child, attr, value))
        else:
            for child, attr, new in rewritten:
                if isinstance(new, dict):  # a rect's x, y, width, height
                    for key, number in new.items():
                        child.set(key, number)
                else:
                    child.set(attr, new)
                del child.attrib["vector-effect"]
            del group.attrib["transform"]
    lines = _Lines(measure)
    for parent in list(root.iter()):  # runs are joined wherever they sit (Qt's are in a <g>)
        _join_text_runs(parent, lines)
    for parent in list(root.iter()):
        _join_text_groups(parent, lines)
    _set_font_families(root, faces or {})
    for image in root.iter(f"{{{SVG}}}image"):
        # Heatmap cells are data, not a photograph: readers must not blur them when scaling.
        image.set("image-rendering", "optimizeSpeed")
        image.set("style", "image-rendering:pixelated")
    return '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' + ET.tostring(root, encoding="unicode")
