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
