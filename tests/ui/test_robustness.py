"""Borderline and impossible input in the window: refused or explained, never a traceback."""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from pe_desktop.core.params import SPECS
from tests import reference as ref
from tests.helpers import wait_current


def type_into(qtbot, box, text):
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), text)
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Enter)


@pytest.mark.parametrize("name,typed", [("d_model", "999999"), ("base", "0.5"), ("seq_len", "-3"),
                                        ("offset", "99999999999")])
def test_spin_boxes_refuse_impossible_values(window, qtbot, name, typed):
    box = window.panel.editors[name]
    type_into(qtbot, box, typed)
    spec = SPECS[name]
    assert spec.minimum <= box.value() <= spec.maximum  # the keystrokes past the range were refused
    assert window.params.as_dict()[name] == box.value()
    assert box.value() != float(typed)


@pytest.mark.parametrize("name", ["d_model", "seq_len", "base", "offset", "factor", "n_heads"])
def test_bounds_reached_are_explained(window, qtbot, name):
    spec = SPECS[name]
    box = window.panel.editors[name]
    target = spec.maximum if spec.default == spec.minimum else spec.minimum
    if name == "n_heads":
        target = 1  # ALiBi with one head
    box.setValue(target)
    note = window.panel.note.text()
    assert spec.label in note and ("minimum" in note or "maximum" in note)
    assert window.panel.note.isVisible()


def test_borderline_encodings_draw_right(window, qtbot):
    for d, n in ((1, 1), (3, 2), (2, 1)):
        window.panel.editors["d_model"].setValue(d)
        window.panel.editors["seq_len"].setValue(n)
        wait_current(qtbot, window)
        tile = window.views["heatmap"].tile.values
        np.testing.assert_allclose(tile, ref.pe_table(range(n), d), atol=1e-6)
        x, y = window.views["similarity"].curve.getData()
        np.testing.assert_allclose(y, [ref.dot(p, 0, d) for p in range(n)], atol=1e-9)


def test_impossible_combination_is_refused_with_reason(window, qtbot):
    window.panel.editors["head_dim"].setValue(64)
    assert window.params.head_dim == 64
    window.panel.editors["head_dim"].setValue(63)  # typed odd: RoPE rotates pairs
    assert window.params.head_dim == 64  # the last valid value is kept
    assert "must be even" in window.panel.note.text()
    window.panel.editors["head_dim"].setValue(62)
    assert window.params.head_dim == 62 and "must be even" not in window.panel.note.text()


def test_far_offsets_stay_exact(window, qtbot):
    window.panel.editors["offset"].setValue(SPECS["offset"].maximum - 60)
    wait_current(qtbot, window)
    heat = window.views["heatmap"]
    start = heat.tile.positions.start
    want = ref.pe_table(range(start, start + heat.tile.positions.count), 128)
    np.testing.assert_allclose(heat.tile.values, want, atol=2e-6)


def test_a_view_that_cannot_draw_says_why_and_recovers(window, qtbot, monkeypatch):
    from pe_desktop.ui.views.heatmap_view import HeatmapView

    original = HeatmapView.compute
    monkeypatch.setattr(HeatmapView, "compute", staticmethod(lambda request: (_ for _ in ()).throw(
        ValueError("the table file has NaN in row 3"))))
    window.panel.editors["d_model"].setValue(40)
    wait_current(qtbot, window)
    heat = window.views["heatmap"]
    assert "Cannot draw: the table file has NaN in row 3" in heat.plot.titleLabel.text
    assert "the table file has NaN" in window.statusBar().currentMessage()
    monkeypatch.setattr(HeatmapView, "compute", original)
    window.panel.editors["d_model"].setValue(41)
    wait_current(qtbot, window)
    assert heat.error == "" and heat.tile.values.shape == (50, 41)
    assert "Cannot draw" not in heat.plot.titleLabel.text
