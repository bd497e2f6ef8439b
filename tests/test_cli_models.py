"""The command line opens a model: export --model, the flags over it, and export --from when
the model has gone from the disk."""
import shutil

import numpy as np
import pytest

from pe_desktop.cli import main
from pe_desktop.core import rope
from pe_desktop.core.params import Params
from tests.shaped_models import DATA, shaped_folder, smooth_table


def test_export_model_writes_its_frequencies(tmp_path):
    out = tmp_path / "f.npy"
    assert main(["export", "--model", str(DATA / "llama-3.1-8b"), "--view", "rope-frequencies",
                 "--out", str(out)]) == 0
    table = np.load(out)
    expected = rope.inv_freq(Params(rope_base=500000.0, head_dim=128, scaling="llama3", factor=8.0,
                                    original_context=8192, low_freq_factor=1.0, high_freq_factor=4.0))
    np.testing.assert_array_equal(table[:, 2], expected)


def test_flags_given_with_a_model_win_over_its_numbers(tmp_path):
    out = tmp_path / "f.npy"
    assert main(["export", "--model", str(DATA / "llama-3.1-8b"), "--rope-base", "10000",
                 "--view", "rope-frequencies", "--out", str(out)]) == 0
    np.testing.assert_array_equal(np.load(out)[:, 1], rope.base_inv_freq(Params(head_dim=128)))


def test_export_model_writes_its_trained_table(tmp_path):
    folder = shaped_folder("opt-125m", tmp_path / "opt", "F16")
    out = tmp_path / "t.npy"
    assert main(["export", "--model", str(folder), "--view", "scheme", "--seq-len", "10",
                 "--out", str(out)]) == 0
    expected = smooth_table(2050, 768)[2:12].astype(np.float16).astype(np.float64)
    np.testing.assert_array_equal(np.load(out)[:, 1:], expected)


def pickled(folder):
    (folder / "pytorch_model.bin").write_bytes(b"\x80\x04 never unpickled")
    return folder / "pytorch_model.bin"


@pytest.mark.parametrize("make, needle", [
    (lambda p: p / "nowhere", "not on disk (nothing is downloaded"),
    (pickled, "pickled PyTorch checkpoint, not opened"),
])
def test_a_bad_model_exits_2_with_one_line(tmp_path, capsys, make, needle):
    path = make(tmp_path)
    assert main(["export", "--model", str(path), "--view", "scheme", "--out",
                 str(tmp_path / "x.npy")]) == 2
    err = capsys.readouterr().err
    assert needle in err and err.count("\n") == 1 and "Traceback" not in err


def test_export_from_redraws_while_the_model_is_on_disk_and_says_so_when_not(tmp_path, capsys):
    folder = tmp_path / "llama"
    shutil.copytree(DATA / "llama-3.1-8b", folder)
    png = tmp_path / "f.png"
    assert main(["export", "--model", str(folder), "--view", "rope-frequencies", "--out", str(png),
                 "--width", "400", "--height", "300", "--dpi", "40", "--text-pt", "7"]) == 0
    again = tmp_path / "again.png"
    assert main(["export", "--from", str(png), "--out", str(again)]) == 0
    assert "read again from disk" in capsys.readouterr().out and again.is_file()
    shutil.rmtree(folder)
    gone = tmp_path / "gone.png"
    # a --from file that cannot be used: exit 2, the README's rule
    assert main(["export", "--from", str(png), "--out", str(gone)]) == 2
    err = capsys.readouterr().err
    assert f"drawn from the model {folder}, which is no longer on disk" in err and not gone.exists()


def test_the_figure_carries_the_models_name_and_sources(tmp_path):
    from PySide6.QtGui import QImage

    png = tmp_path / "f.png"
    assert main(["export", "--model", str(DATA / "phi-3.5-mini-instruct"), "--view", "rope-scores",
                 "--out", str(png), "--width", "400", "--height", "300", "--dpi", "40", "--text-pt", "7"]) == 0
    image = QImage(str(png))
    import json

    model = json.loads(image.text("pe-desktop:model"))
    assert model["name"] == "phi-3.5-mini-instruct"
    assert model["sources"]["factor"].startswith("max_position_embeddings 131,072 / original")
    assert "model phi-3.5-mini-instruct" in image.text("Description")


def test_opening_the_window_on_a_model_that_is_not_there_exits_2(tmp_path, capsys):
    assert main(["--model", str(tmp_path / "gone")]) == 2
    err = capsys.readouterr().err
    assert "not on disk (nothing is downloaded" in err and err.count("\n") == 1


def test_the_window_opens_on_the_model(monkeypatch):
    import pe_desktop.ui.app as app

    opened = []
    monkeypatch.setattr(app, "display_problem", lambda: None)
    monkeypatch.setattr(app, "run_gui", lambda model=None: opened.append(model) or 0)
    assert main(["--model", str(DATA / "bloom-560m")]) == 0
    assert opened == [str(DATA / "bloom-560m")]  # opened by the window as its menu opens it
