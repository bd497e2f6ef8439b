"""The Model layers tab and its export: a model whose layers differ in positions drawn kind by
kind (wavelengths, distance decay, which layer is which), layers without positions named as
such, in the window, the Model dock and the command line. Expected values are the papers'
formulas written out here, not the app's output."""
import json

import numpy as np
import pytest

from tests.core.test_model_configs import GEMMA3, LLAMA4_SCOUT
from tests.helpers import run_cli, show_tab


@pytest.fixture
def gemma3(tmp_path):
    folder = tmp_path / "gemma-3-4b"
    folder.mkdir()
    text = dict(GEMMA3["text_config"], num_hidden_layers=34)
    (folder / "config.json").write_text(json.dumps(dict(GEMMA3, text_config=text)))
    return folder


@pytest.fixture
def scout(tmp_path):
    folder = tmp_path / "llama-4-scout"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"model_type": "llama4",
                                                    "text_config": LLAMA4_SCOUT}))
    return folder


def test_gemma3_local_and_global_layers_side_by_side(window, qtbot, gemma3):
    """The local layers' wavelengths 2π·10⁴^(2i/256) and the global ones' 2π·10⁶^(2i/256)·8
    (linear ×8), each kind's layers in the strip in its colour, and the Model dock naming both."""
    assert window.open_model(str(gemma3))
    show_tab(window, qtbot, "Model layers")
    view = window.views["model-layers"]
    local, full = view.result.curves
    i = np.arange(128)
    np.testing.assert_allclose(local.wavelengths, 2 * np.pi * 1e4 ** (2 * i / 256), rtol=1e-12)
    np.testing.assert_allclose(full.wavelengths, 2 * np.pi * 1e6 ** (2 * i / 256) * 8, rtol=1e-12)
    xs, ys = view.points[1].getData()
    np.testing.assert_allclose(10 ** ys, full.wavelengths, rtol=1e-12)  # log mode holds log10
    # the decay: the mean over pairs of cos(θ'_i δ) at δ = 0 is 1, below it after
    assert local.decay[0] < 1 and full.decay[0] < 1 and full.decay.max() <= 1
    bars = view.bars.opts
    assert list(bars["x"]) == list(range(34))
    colours = [b.color().name() for b in bars["brushes"]]
    full_colour = view.plot_style.model_b
    assert [k for k, c in enumerate(colours) if c == full_colour] == [5, 11, 17, 23, 29]
    text = view.readout.text
    assert "sliding_attention: 29 of 34 layers" in text and "full_attention: 5 of 34 layers" in text
    assert "RoPE θ 10,000, 128 pairs" in text and "RoPE θ 1,000,000, 128 pairs, Linear (PI) ×8" in text
    dock = window.model_info.toPlainText()
    assert ("Layers 5, 11, 17, 23, 29 (5 of 34): full_attention, RoPE θ 1,000,000, 128 pairs, "
            "Linear (PI) ×8 · drawn in the other views") in dock
    assert "config.json: text_config.rope_local_base_freq" in dock


def test_llama4_nope_layers_drawn_flat_and_grey(window, qtbot, scout):
    assert window.open_model(str(scout))
    show_tab(window, qtbot, "Model layers")
    view = window.views["model-layers"]
    rotating, nope = view.result.curves
    assert nope.wavelengths is None and np.all(nope.decay == 1.0)
    assert view.points[1].getData()[0] is None or len(view.points[1].getData()[0]) == 0
    _x, ys = view.lines[1].getData()
    assert np.all(ys == 1.0)
    colours = [b.color().name() for b in view.bars.opts["brushes"]]
    assert [k for k, c in enumerate(colours) if c == view.plot_style.baseline] == list(range(3, 48, 4))
    text = view.readout.text
    assert "no positions (NoPE): 12 of 48 layers" in text
    assert "attn_temperature_tuning" in text
    # the wavelengths: pairs past 8192 positions divided by 16, the rest kept (llama3, 1 = 1)
    theta = 500000.0 ** (-2 * np.arange(64) / 128)
    wl = 2 * np.pi / theta
    np.testing.assert_allclose(rotating.wavelengths, np.where(wl > 8192, wl * 16, wl), rtol=1e-12)


def test_layer_decay_is_binned_by_the_decay_plots_width(window, qtbot, gemma3):
    """One bin a pixel of the decay plot's distance axis (it was the wavelength plot's height):
    400 distances in a wider plot are 400 points, each kind's mean cos(θ'ᵢδ) at its own δ."""
    assert window.open_model(str(gemma3))
    window.panel.set_params(window.params.replace(seq_len=400))
    show_tab(window, qtbot, "Model layers")
    view = window.views["model-layers"]
    assert view.pixels(view.decay_plot)[0] > 400 > view.pixels()[1]
    bins = view.shown.distances
    assert (bins.start, bins.stop, bins.count, bins.averaged) == (0, 400, 400, False)
    local, _full = view.result.curves
    theta = 1e4 ** (-2 * np.arange(128) / 256)
    np.testing.assert_allclose(local.decay[:3], [np.cos(theta * d).mean() for d in range(3)], rtol=1e-12)


def test_without_layer_kinds_the_view_says_why(window, qtbot):
    show_tab(window, qtbot, "Model layers")
    view = window.views["model-layers"]
    assert view.result.curves == () and not view.error
    assert view.empty.isVisible() and view.empty.textItem.toPlainText() == "No model is open"
    assert "Open a model whose layers differ in positions" in view.readout.text


def test_the_layer_table_from_the_command_line(tmp_path, scout):
    out = tmp_path / "layers.csv"
    done = run_cli("export", "--view", "model-layers", "--model", str(scout), "--out", str(out))
    assert done.returncode == 0, done.stderr
    rows = np.loadtxt(out, delimiter=",", skiprows=1, ndmin=2)
    header = out.read_text().splitlines()[0].lstrip("# ").split(",")
    assert header == ["layer", "kind", "has_positions", "rope_base", "scaling_factor",
                      "shortest_wavelength", "longest_wavelength"]
    assert list(rows[:, 0]) == list(range(48))
    nope = [int(r[0]) for r in rows if r[2] == 0]
    assert nope == list(range(3, 48, 4)) and np.isnan(rows[3, 3])
    assert rows[0, 3] == 500000.0 and rows[0, 4] == 16.0
    assert rows[0, 5] == pytest.approx(2 * np.pi)
    done = run_cli("export", "--view", "model-layers", "--out", str(tmp_path / "none.csv"))
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1
    assert "no model is open: no layer types that differ in positions" in done.stderr
    assert not (tmp_path / "none.csv").exists()
