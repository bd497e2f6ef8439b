import re
import xml.etree.ElementTree as ET

from pe_desktop.core.svgflatten import flatten

S = "{http://www.w3.org/2000/svg}"
QT_LIKE = """<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="50">
<g stroke="#1f5fa8" stroke-width="2" transform="matrix(2,0,0,-3,10,40)">
<path vector-effect="non-scaling-stroke" d="M0,1 L1,2 L2,0 C3,1 4,1 5,0 Z"/>
<polyline vector-effect="non-scaling-stroke" points="0,0 1,1 "/>
<rect vector-effect="non-scaling-stroke" x="1" y="1" width="2" height="2"/>
</g>
<g transform="matrix(2,0,0,2,0,0)"><text x="1" y="1">keep</text></g>
<g transform="matrix(1,0,0,1,0,0)"><path vector-effect="non-scaling-stroke" d="m0,0 l1,1"/></g>
</svg>"""


def test_transforms_are_folded_into_coordinates():
    root = ET.fromstring(flatten(QT_LIKE))
    groups = list(root.iter(f"{S}g"))
    assert "transform" not in groups[0].attrib
    path, polyline, rect = list(groups[0])
    # x' = 2x + 10, y' = −3y + 40
    assert path.get("d") == "M 10,37 L 12,34 L 14,40 C 16,37 18,37 20,40 Z"
    assert polyline.get("points") == "10,40 12,37"
    assert (rect.get("x"), rect.get("y"), rect.get("width"), rect.get("height")) == ("12", "31", "4", "6")
    assert not any(e.get("vector-effect") for e in groups[0])


def test_text_and_relative_paths_are_left_alone():
    root = ET.fromstring(flatten(QT_LIKE))
    groups = list(root.iter(f"{S}g"))
    assert groups[1].get("transform") == "matrix(2,0,0,2,0,0)"
    assert groups[2].get("transform") == "matrix(1,0,0,1,0,0)"  # relative commands: untouched


def one_group(transform, *children):
    body = "".join(children)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
            f'<g transform="{transform}">{body}</g></svg>')


def flattened_group(transform, *children):
    text = flatten(one_group(transform, *children))
    assert text.startswith('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<svg')
    return next(ET.fromstring(text).iter(f"{S}g"))


def test_the_whole_affine_matrix_is_applied():
    # x' = a·x + c·y + e, y' = b·x + d·y + f with every entry different
    g = flattened_group(" matrix( 1.5 2, -3 , 4 5.25 -6 ) ",
                        '<path vector-effect="non-scaling-stroke" d="M1 2L-0.5,1e1"/>',
                        '<polyline vector-effect="non-scaling-stroke" points="2,-1 .5,3"/>')
    assert "transform" not in g.attrib
    path, poly = list(g)
    pts = [(1, 2), (-0.5, 10)]
    want = " ".join(f"{1.5 * x - 3 * y + 5.25:g},{2 * x + 4 * y - 6:g}" for x, y in pts)
    assert path.get("d") == "M " + want.split(" ")[0] + " L " + want.split(" ")[1]
    assert path.get("d") == "M 0.75,4 L -25.5,33"
    assert poly.get("points") == "11.25,-6 -3,7"
    assert path.get("vector-effect") is None and poly.get("vector-effect") is None


def test_numbers_are_written_with_at_most_four_decimals():
    g = flattened_group("matrix(1,0,0,1,0,0)",
                        '<polyline vector-effect="non-scaling-stroke" points="1.23456,100 -2.00004,0.1"/>')
    assert g[0].get("points") == "1.2346,100 -2,0.1"


def box(rect):
    return tuple(rect.get(k) for k in ("x", "y", "width", "height"))


def test_rects_scaled_and_flipped_keep_a_positive_size():
    g = flattened_group("matrix(-2,0,0,3,1,-1)",
                        '<rect vector-effect="non-scaling-stroke" x="1" y="2" width="3" height="0.5"/>',
                        '<rect vector-effect="non-scaling-stroke" width="1" height="1"/>')
    r, r0 = list(g)
    # x: −2·1 + 1 = −1 and −2·4 + 1 = −7; y: 3·2 − 1 = 5 and 3·2.5 − 1 = 6.5
    assert box(r) == ("-7", "5", "6", "1.5")
    # x and y default to 0
    assert box(r0) == ("-1", "-1", "2", "3")


def test_a_group_is_left_alone_unless_every_child_can_be_rewritten():
    kept = [
        ("matrix(1,1,0,1,0,0)", '<rect vector-effect="non-scaling-stroke" width="1" height="1"/>'),  # sheared
        ("matrix(1,0,1,1,0,0)", '<rect vector-effect="non-scaling-stroke" width="1" height="1"/>'),
        ("matrix(1,0,0,1,0,0)", '<rect vector-effect="non-scaling-stroke" width="wide" height="1"/>'),
        ("matrix(1,0,0,1,0,0)", '<path vector-effect="non-scaling-stroke" d="M0,0 L1"/>'),  # odd count at the end
        ("matrix(1,0,0,1,0,0)", '<path vector-effect="non-scaling-stroke" d="M0 L1,1"/>'),  # odd before a command
        ("matrix(1,0,0,1,0,0)", '<polyline vector-effect="non-scaling-stroke" points="0,0 1"/>'),
        ("matrix(1,0,0,1,0,0)", '<path d="M0,0 L1,1"/>'),  # no non-scaling stroke
        ("matrix(1,0,0,1,0,0)", '<circle vector-effect="non-scaling-stroke" r="1"/>'),
        ("matrix(1,0,0,1,0)", '<path vector-effect="non-scaling-stroke" d="M0,0"/>'),  # five numbers
        ("translate(1,2)", '<path vector-effect="non-scaling-stroke" d="M0,0"/>'),
    ]
    for transform, child in kept:
        both = child + '<path vector-effect="non-scaling-stroke" d="M1,1"/>'
        g = flattened_group(transform, both)
        assert g.get("transform") == transform, child
        assert g[-1].get("d") == "M1,1" and g[-1].get("vector-effect") == "non-scaling-stroke", child
    empty = flattened_group("matrix(2,0,0,2,0,0)")
    assert empty.get("transform") == "matrix(2,0,0,2,0,0)"


def test_not_a_number_is_written_as_zero_and_images_stay_sharp():
    g = flattened_group("matrix(1,0,0,1,0,0)", '<rect vector-effect="non-scaling-stroke" x="nan" width="1" height="1"/>')
    assert g[0].get("x") == "0"
    text = flatten('<svg xmlns="http://www.w3.org/2000/svg"><image width="2" height="2"/></svg>')
    image = next(ET.fromstring(text).iter(f"{S}image"))
    assert image.get("image-rendering") == "optimizeSpeed" and image.get("style") == "image-rendering:pixelated"


def test_missing_sizes_and_coordinates_are_zero():
    g = flattened_group("matrix(2,0,0,2,1,1)",
                        '<rect vector-effect="non-scaling-stroke" x="1" y="1"/>',
                        '<path vector-effect="non-scaling-stroke"/>')
    rect, path = list(g)
    assert box(rect) == ("3", "3", "0", "0")
    assert path.get("d") == "" and "transform" not in g.attrib


def test_every_group_is_looked_at_and_only_groups_are_flattened():
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">'
           '<g><path d="M0,0"/></g>'  # no transform
           '<g transform="matrix(2,0,0,2,0,0)"><text>t</text></g>'  # text: left alone
           '<a transform="matrix(2,0,0,2,0,0)"><path vector-effect="non-scaling-stroke" d="M1,1"/></a>'
           '<g transform="matrix(2,0,0,2,0,0)"><path vector-effect="non-scaling-stroke" d="M1,1"/></g>'
           '<image xlink:href="data:image/png;base64,AAAA" width="1" height="1"/>'
           '</svg>')
    text = flatten(svg)
    root = ET.fromstring(text)
    groups = list(root.iter(f"{S}g"))
    assert groups[1].get("transform") == "matrix(2,0,0,2,0,0)"
    assert "transform" not in groups[2].attrib and groups[2][0].get("d") == "M 2,2"  # the last group too
    link = next(root.iter(f"{S}a"))
    assert link.get("transform") == "matrix(2,0,0,2,0,0)" and link[0].get("d") == "M1,1"
    assert 'xlink:href="data:image/png;base64,AAAA"' in text  # the xlink prefix kept
    assert all(e.get("style") is None for e in root.iter() if e.tag != f"{S}image")


def test_polygons_are_flattened_like_polylines():
    """Qt writes an arrowhead as a <polygon> with a non-scaling stroke: a reader that ignores
    vector-effect (ImageMagick's, librsvg's) drew its stroke ~100 units wide."""
    root = ET.fromstring(flatten(one_group(
        "matrix(100,0,0,-100,50,60)",
        '<polygon vector-effect="non-scaling-stroke" points="-0.4,0.1 -0.5,0 0.25,0.5 "/>')))
    group = next(root.iter(f"{S}g"))
    polygon = next(iter(group))
    assert "transform" not in group.attrib and polygon.get("vector-effect") is None
    assert polygon.get("points") == "10,50 0,60 75,10"


def test_the_size_on_the_page_is_set_in_millimetres():
    root = ET.fromstring(flatten(one_group("matrix(1,0,0,1,0,0)"), (85.0, 63.5)))
    assert (root.get("width"), root.get("height")) == ("85mm", "63.5mm")


def test_runs_of_one_line_of_text_are_joined():
    """librsvg drew "positions δ apart" as "positionsδ apart": Qt's runs at Qt's x."""
    line = ('<text x="4" y="16" font-size="13">Similarity of two positions </text>'
            '<text x="176.3" y="16" font-size="13">δ </text>'
            '<text x="188.4" y="16" font-size="13">apart</text>'
            '<text x="20" y="40" font-size="13">0 </text>'  # another line: apart
            '<text x="60" y="40" font-size="13">50</text>')  # a tick label far away: apart
    root = ET.fromstring(flatten(one_group("matrix(1,0,0,1,0,0)", line)))
    texts = [t.text for t in root.iter(f"{S}text")]
    assert texts == ["Similarity of two positions δ apart", "0 ", "50"]


def test_runs_split_at_a_font_change_without_a_space_are_joined():
    line = ('<text x="10" y="16" font-size="12">Wavelength 2</text>'
            '<text x="86" y="16" font-size="12">π/ω of each pair</text>'
            '<text x="10" y="30" font-size="12">100</text>'
            '<text x="40" y="30" font-size="12">150</text>')  # tick labels 30 units apart
    root = ET.fromstring(flatten(one_group("matrix(1,0,0,1,0,0)", line)))
    assert [t.text for t in root.iter(f"{S}text")] == ["Wavelength 2π/ω of each pair", "100", "150"]


def texts_of(*runs, parent="g", measure=None):
    """The texts after flattening ``runs`` written inside one ``parent`` element."""
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">'
           f'<{parent}>{"".join(runs)}</{parent}></svg>')
    return [t.text for t in ET.fromstring(flatten(svg, measure=measure)).iter(f"{S}text")]


def run(x, text, y="16", size="10"):
    x_attr = "" if x is None else f' x="{x}"'
    size_attr = "" if size is None else f' font-size="{size}"'
    return f'<text{x_attr} y="{y}"{size_attr}>{text}</text>'


def test_a_run_continues_up_to_0_65_em_a_character_after_the_one_before():
    # "ab" at x = 10 in 10-unit text may end at 10 + 2 · 10 · 0.65 = 23
    assert texts_of(run(10, "ab"), run(23, "c")) == ["abc"]
    assert texts_of(run(10, "ab"), run(23.01, "c")) == ["ab", "c"]
    assert texts_of(run(10, "ab"), run(10.01, "c")) == ["abc"]
    assert texts_of(run(10, "ab"), run(10, "c")) == ["ab", "c"]  # the same x: drawn over it
    assert texts_of(run(10, "ab"), run(9, "c")) == ["ab", "c"]
    # the bound is measured from the first run's x and in its font size
    assert texts_of(run(100, "ab"), run(110, "c")) == ["abc"]
    assert texts_of(run(0, "ab", size="20"), run(26, "c", size="20")) == ["abc"]
    assert texts_of(run(0, "ab", size="20"), run(26.01, "c", size="20")) == ["ab", "c"]
    # a third run continues the joined text, measured from where that started
    assert texts_of(run(10, "ab"), run(20, "cd"), run(35, "e")) == ["abcde"]


def test_runs_without_a_position_or_size_qt_writes_are_left_apart():
    assert texts_of(run(None, "ab"), run(5, "c")) == ["ab", "c"]
    assert texts_of(run(0, "ab"), run(None, "c")) == ["ab", "c"]
    assert texts_of(run(0, "ab", size=None), run(5, "c", size=None)) == ["ab", "c"]
    assert texts_of(run(0, "ab"), run("wide", "c")) == ["ab", "c"]
    assert texts_of(run(0, "ab", size="10pt"), run(5, "c", size="10pt")) == ["ab", "c"]
    assert texts_of(run(0, "ab"), run(5, "c", size="12")) == ["ab", "c"]  # another style


def test_only_plain_text_runs_side_by_side_are_joined():
    marked = '<text x="5" y="16" font-size="10">c<tspan>d</tspan></text>'
    assert texts_of(run(0, "ab"), marked) == ["ab", "c"]  # a run with children stays whole
    root = ET.fromstring(flatten(f'<svg xmlns="http://www.w3.org/2000/svg">{run(0, "ab")}{marked}</svg>'))
    assert [e.tag for e in root.iter()][-1] == f"{S}tspan"
    first_marked = '<text x="0" y="16" font-size="10">a<tspan>b</tspan></text>'
    assert texts_of(first_marked, run(5, "c")) == ["a", "c"]
    assert texts_of(run(0, "ab"), "<text x='5' y='16' font-size='10'/>", run(6, "c")) == ["ab", None, "c"]
    # anything else between two runs separates them; the runs after it still join
    assert texts_of(run(0, "ab"), '<path d="M0,0"/>', run(5, "c")) == ["ab", "c"]
    assert texts_of('<path d="M0,0"/>', run(0, "ab"), run(5, "c")) == ["abc"]
    assert texts_of(run(0, "ab"), '<path d="M0,0"/>', run(20, "c"), run(25, "d")) == ["ab", "cd"]


def test_runs_are_joined_in_every_element_and_nested_group():
    assert texts_of(run(0, "ab"), run(5, "c"), parent="a") == ["abc"]
    assert texts_of(f'<g>{run(0, "ab")}{run(5, "c")}</g>') == ["abc"]
    root = ET.fromstring(flatten(f'<svg xmlns="http://www.w3.org/2000/svg">{run(0, "ab")}{run(5, "c")}</svg>'))
    assert [t.text for t in root.iter(f"{S}text")] == ["abc"]


def fonts_of(svg, faces=None):
    """Each element with a font after flattening: (its tag, its font-family attribute, the
    font-family its classes give in the <style> rules), read back with a regular expression."""
    root = ET.fromstring(flatten(svg, faces=faces))
    styles = [e for e in root.iter(f"{S}style")]
    rules = dict(re.findall(r"\.([\w-]+)\{font-family:([^}]*)\}", "".join(e.text for e in styles)))
    out = []
    for e in root.iter():
        if e.get("font-family") is not None:
            css = [rules[c] for c in e.get("class", "").split() if c in rules]
            out.append((e.tag[len(S):], e.get("font-family"), css))
    return root, out


def test_a_font_family_names_the_face_drawn_and_the_generic_sans_serif():
    """Qt writes font-family="Sans Serif" (its and fontconfig's generic name, not CSS's):
    Chromium did not know it and drew every label in its default serif face. The fallback list
    goes in a <style> rule; the attribute names one face, since ImageMagick took a list as one
    font name it did not have and drew no text at all."""
    svg = ('<svg xmlns="http://www.w3.org/2000/svg"><title>t</title><g font-family="Sans Serif">'
           '<text x="0" y="9" font-family="DejaVu Sans">a</text>'
           '<text x="90" y="9" font-family="Noto Sans, serif" class="label">b</text>'
           '<text x="200" y="9" font-family="DejaVu Sans">c</text><rect/></g></svg>')
    root, fonts = fonts_of(svg)
    assert fonts == [("g", "Sans Serif", ["'Sans Serif', sans-serif"]),
                     ("text", "DejaVu Sans", ["'DejaVu Sans', sans-serif"]),
                     ("text", "Noto Sans", ["'Noto Sans', serif"]),
                     ("text", "DejaVu Sans", ["'DejaVu Sans', sans-serif"])]
    style = root[0]
    assert style.tag == f"{S}style" and style.get("type") == "text/css"
    assert len(list(root.iter(f"{S}style"))) == 1 and style.text.count("{") == 3  # one rule a list
    # its own class kept, the others get just the rule's; the rules follow each other with nothing between
    assert [e.get("class") for e in root.iter() if e.get("font-family")] == [
        "pe-font-0", "pe-font-1", "label pe-font-2", "pe-font-1"]
    assert re.fullmatch(r"(\.pe-font-\d\{font-family:[^{}]*\})+", style.text)
    faces = {"Sans Serif": "DejaVu Sans", "DejaVu Sans": "DejaVu Sans", "Noto Sans": "Noto Sans CJK"}
    assert fonts_of(svg, faces)[1][:3] == [("g", "DejaVu Sans", ["'DejaVu Sans', 'Sans Serif', sans-serif"]),
                                           ("text", "DejaVu Sans", ["'DejaVu Sans', sans-serif"]),
                                           ("text", "Noto Sans", ["'Noto Sans', serif"])]


def test_css_generic_families_are_unquoted_and_names_quoted_once():
    generics = "serif, sans-serif, monospace, cursive, fantasy, system-ui"
    svg = ('<svg xmlns="http://www.w3.org/2000/svg">'
           f'<text x="0" y="9" font-family="\'My Font\', &quot;Other&quot;, XITS, {generics}">a</text></svg>')
    # only quotes come off a name: XITS keeps its letters
    assert fonts_of(svg)[1] == [("text", "My Font", ["'My Font', 'Other', 'XITS', " + generics])]


def test_a_drawing_without_fonts_gets_no_style():
    svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'
    root = ET.fromstring(flatten(svg))
    assert not list(root.iter(f"{S}style")) and root[0].tag == f"{S}rect"


def styled(x, text, y="16", weight="400", fill="#222", size="10"):
    return (f'<text fill="{fill}" x="{x}" y="{y}" font-size="{size}" font-weight="{weight}">'
            f'{text}</text>')


def lines_of(svg_body):
    """Each <text> after flattening as (its text, its weight, its fill, [(tspan text, its own
    attributes, tail)])."""
    root = ET.fromstring(flatten(f'<svg xmlns="http://www.w3.org/2000/svg">{svg_body}</svg>'))
    return [(t.text, t.get("font-weight"), t.get("fill"), [(s.text, dict(s.attrib), s.tail) for s in t])
            for t in root.iter(f"{S}text")]


def test_runs_of_one_line_in_another_weight_become_tspans_with_their_own():
    """librsvg drew "PE(5)·PE(35)= 36.24": Qt's bold run and regular run, each at Qt's x."""
    line = (styled(4, "PE(5)·PE(35)", weight="700") + styled(70, " = 36.24  ·  ")
            + styled(140, "cosine", weight="700") + styled(170, " = 0.57"))
    assert lines_of(f"<g>{line}</g>") == [
        ("PE(5)·PE(35)", "700", "#222", [(" = 36.24  ·  ", {"font-weight": "400"}, "cosine"),
                                         (" = 0.57", {"font-weight": "400"}, None)])]
    # two runs in the first run's style after a tspan go on after it, one after the other
    line = styled(0, "a", weight="700") + styled(5, "b") + styled(10, "c", weight="700") + styled(15, "d", weight="700")
    assert lines_of(f"<g>{line}</g>") == [("a", "700", "#222", [("b", {"font-weight": "400"}, "cd")])]
    # a tspan names only what differs; the line keeps the first run's style
    line = styled(0, "a", fill="#f00") + styled(5, "b", fill="#00f", weight="700")
    assert lines_of(f"<g>{line}</g>") == [("a", "400", "#f00", [("b", {"fill": "#00f", "font-weight": "700"}, None)])]


def test_runs_differing_in_more_than_weight_colour_or_slant_stay_apart():
    assert len(lines_of(f'<g>{styled(0, "ab")}{styled(5, "c", size="12")}</g>')) == 2
    assert len(lines_of(f'<g>{styled(0, "ab")}{styled(5, "c", y="17")}</g>')) == 2
    for key in ("fill-opacity", "font-style"):
        assert len(lines_of(f'<g>{styled(0, "ab")}<text {key}="1" fill="#222" x="5" y="16" '
                            f'font-size="10" font-weight="400">c</text></g>')) == 2
        both = (f'<text {key}="0.5" fill="#222" x="0" y="16" font-size="10" font-weight="400">ab</text>'
                f'<text {key}="1" fill="#222" x="5" y="16" font-size="10" font-weight="400">c</text>')
        assert lines_of(f"<g>{both}</g>") == [("ab", "400", "#222", [("c", {key: "1"}, None)])]
    # the reach of a line is measured over all its text, tspans too: "ab"+"cd" reach 0 + 4·6.5
    line = styled(0, "ab") + styled(12, "cd", weight="700") + styled(26, "e")
    assert lines_of(f"<g>{line}</g>") == [("ab", "400", "#222", [("cd", {"font-weight": "700"}, "e")])]
    line = styled(0, "ab") + styled(12, "cd", weight="700") + styled(26.01, "e")
    assert len(lines_of(f"<g>{line}</g>")) == 2


def group(transform, *runs, fill="#222"):
    return f'<g fill="{fill}" transform="{transform}">{"".join(runs)}</g>'


def test_a_run_in_another_colour_in_a_group_of_its_own_joins_the_line_before():
    """Qt puts "PE(p = 0)" in blue and " = (+0.00, +1.00)" in grey in two groups, one transform."""
    m = "matrix(1,0,0,1,9,40)"
    body = (group(m, styled(4, "PE(p = 0)", fill="#00f"), fill="#00f")
            + group(m, styled(60, " = (0, 1)"), styled(200, "far")))
    assert lines_of(body) == [("PE(p = 0)", "400", "#00f", [(" = (0, 1)", {"fill": "#222"}, None)]),
                              ("far", "400", "#222", [])]
    root = ET.fromstring(flatten(f'<svg xmlns="http://www.w3.org/2000/svg">{body}</svg>'))
    assert [len(g) for g in root.iter(f"{S}g")] == [1, 1]
    # a group emptied by the join goes; the next is compared with the line it joined
    body = (group(m, styled(0, "a", fill="#00f")) + group(m, styled(5, "b")) + group(m, styled(10, "c", fill="#0f0"))
            + group(m, styled(15, "d", fill="#00f")))
    assert lines_of(body) == [("a", "400", "#00f", [("b", {"fill": "#222"}, None), ("c", {"fill": "#0f0"}, "d")])]
    root = ET.fromstring(flatten(f'<svg xmlns="http://www.w3.org/2000/svg">{body}</svg>'))
    assert len(list(root.iter(f"{S}g"))) == 1
    # a group with more lines hands its last line on to the next group
    body = group(m, styled(0, "x"), styled(0, "a", y="30")) + group(m, styled(5, "b", y="30", fill="#f00"))
    assert lines_of(body) == [("x", "400", "#222", []), ("a", "400", "#222", [("b", {"fill": "#f00"}, None)])]


def test_groups_are_joined_only_as_qt_writes_a_line():
    m, other = "matrix(1,0,0,1,9,40)", "matrix(1,0,0,1,9,41)"
    a, b = styled(0, "ab", fill="#00f"), styled(5, "c")
    assert len(lines_of(group(m, a) + group(other, b))) == 2  # another transform
    assert len(lines_of(group(m, a) + group(m, styled(30, "c")))) == 2  # too far
    assert len(lines_of(group(m, a) + '<path d="M0,0"/>' + group(m, b))) == 2  # something between
    assert len(lines_of('<path d="M0,0"/>' + group(m, a) + group(m, b))) == 1  # and after it
    assert len(lines_of(group(m, a) + group(m, b, '<path d="M0,0"/>'))) == 2  # not only text
    assert len(lines_of(group(m, a, '<path d="M0,0"/>') + group(m, b))) == 2
    assert len(lines_of(group(m, a) + "<g/>" + group(m, b))) == 2  # an empty group between
    assert len(lines_of(group(m, a) + group(m, '<text x="5" y="16" font-size="10">c<tspan>d</tspan></text>'))) == 2
    foreign = '<text fill="#00f" x="0" y="16" font-size="10" font-weight="400">a<tspan>b</tspan></text>'
    assert len(lines_of(group(m, foreign) + group(m, b))) == 2  # a line not joined here
    assert len(lines_of(f'<a>{group(m, a)}{group(m, b)}</a>')) == 1  # in any parent
    assert len(lines_of(f'<g>{group(m, a)}</g>{group(m, b)}')) == 2  # not across levels


def half_em(text, attrs):
    """A writer whose every character is half an em wide, twice that in bold."""
    return len(text) * float(attrs["font-size"]) * (1.0 if attrs.get("font-weight") == "700" else 0.5)


def test_with_the_writers_widths_a_run_continues_within_a_quarter_em_of_where_the_line_ends():
    """A table row: "values (float32)" and, 3.6 em further, its cell "1,024" were joined by
    the length guess and drawn as "values (float32)1,024"; with the writer's widths only a
    run starting where the line ends (± CONTINUE_EM) continues it."""
    # "abcd" at 5 in 10-unit text ends at 5 + 4 · 5 = 25; a quarter em is 2.5
    for x, joined in ((25, True), (27.5, True), (27.51, False), (22.5, True), (22.49, False)):
        assert texts_of(run(5, "abcd"), run(x, "e"), measure=half_em) == (["abcde"] if joined else ["abcd", "e"])
    guess, measured = (texts_of(run(5, "values (float32)"), run(100, "1,024"), measure=m) for m in (None, half_em))
    assert guess == ["values (float32)1,024"] and measured == ["values (float32)", "1,024"]
    # in the run's own size: 20-unit "ab" ends at 20, its quarter em is 5
    assert texts_of(run(0, "ab", size="20"), run(25, "c", size="20"), measure=half_em) == ["abc"]
    assert texts_of(run(0, "ab", size="20"), run(25.01, "c", size="20"), measure=half_em) == ["ab", "c"]


def test_a_joined_line_ends_where_its_last_run_ends_in_that_runs_font():
    """The third run is measured from the second run's x and width (bold: twice as wide), not
    from the first run's or from the guess."""
    first, bold = styled(0, "ab"), styled(10, "cd", weight="700")
    # "ab" ends at 10; bold "cd" at 10 ends at 30
    svg = f'<svg xmlns="http://www.w3.org/2000/svg"><g>{first}{bold}{styled(30, "e")}</g></svg>'
    root = ET.fromstring(flatten(svg, measure=half_em))
    assert ["".join(t.itertext()) for t in root.iter(f"{S}text")] == ["abcde"]
    svg = f'<svg xmlns="http://www.w3.org/2000/svg"><g>{first}{bold}{styled(20, "e")}</g></svg>'
    root = ET.fromstring(flatten(svg, measure=half_em))
    assert ["".join(t.itertext()) for t in root.iter(f"{S}text")] == ["abcd", "e"]


def test_a_run_in_a_group_of_its_own_continues_the_measured_line_before():
    """Qt puts a run in another colour in a group of its own: it joins the line of the group
    before only where that line ends."""
    def svg(x):
        return ('<svg xmlns="http://www.w3.org/2000/svg">'
                f'<g transform="matrix(1,0,0,1,9,9)">{styled(0, "ab", fill="#111")}</g>'
                f'<g transform="matrix(1,0,0,1,9,9)">{styled(x, "cd", fill="#c00")}</g></svg>')
    for x, joined in ((10, True), (12.6, False)):
        root = ET.fromstring(flatten(svg(x), measure=half_em))
        assert len(list(root.iter(f"{S}text"))) == (1 if joined else 2)


def test_nothing_joins_an_empty_text_of_the_group_before():
    """An empty <text/> ending a group has no end to continue (with the writer's widths it
    ended where it started, and joining to it failed on its missing text)."""
    svg = ('<svg xmlns="http://www.w3.org/2000/svg">'
           '<g transform="matrix(1,0,0,1,9,9)"><text x="0" y="16" font-size="10"/></g>'
           f'<g transform="matrix(1,0,0,1,9,9)">{run(0, "cd")}</g></svg>')
    for measure in (None, half_em):
        root = ET.fromstring(flatten(svg, measure=measure))
        assert [t.text for t in root.iter(f"{S}text")] == [None, "cd"]
