import subprocess
import sys

import numpy as np
import pytest

from pe_desktop.cli import main
from tests import reference as ref


@pytest.mark.parametrize("offset", [0, 1_000_000])
def test_npy_equals_reference_formula(tmp_path, offset):
    out = tmp_path / "pe.npy"
    assert main(["export", "--view", "heatmap", "--out", str(out), "--d-model", "128",
                 "--seq-len", "50", "--offset", str(offset)]) == 0
    got = np.load(out)
    assert got.shape == (50, 128)
    np.testing.assert_allclose(got, ref.pe_table(range(offset, offset + 50), 128), rtol=0, atol=1e-12)


@pytest.mark.parametrize("args,needle", [
    (["--d-model", "abc"], "--d-model must be an integer from 1 to 65536, got 'abc'"),
    (["--base", "nan"], "--base must be a number from 1.01 to 1000000000"),
    (["--seq-len", "-5"], "--seq-len must be an integer from 1 to 16777216, got -5"),
    (["--view", "nope"], "--view must be one of heatmap, similarity"),
    (["--out", "x.gif"], "unsupported output format '.gif'"),
])
def test_bad_input_exits_2_with_one_line(tmp_path, args, needle):
    base = {"--view": "heatmap", "--out": str(tmp_path / "x.npy")}
    for k, v in zip(args[::2], args[1::2]):
        base[k] = v
    argv = ["export"] + [x for kv in base.items() for x in kv]
    result = subprocess.run([sys.executable, "-m", "pe_desktop", *argv], capture_output=True, text=True)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], result.stderr
    assert "Traceback" not in result.stderr


def test_png_export_renders_the_view(tmp_path):
    from PySide6.QtGui import QImage

    out = tmp_path / "h.png"
    result = subprocess.run([sys.executable, "-m", "pe_desktop", "export", "--view", "heatmap",
                             "--out", str(out), "--width", "800", "--height", "450"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    img = QImage(str(out))
    assert (img.width(), img.height()) == (800, 450)
    colours = {img.pixel(x, y) for x in range(0, 800, 7) for y in range(0, 450, 7)}
    assert len(colours) > 50  # a real heatmap, not a blank canvas


def test_version_and_no_display(monkeypatch):
    result = subprocess.run([sys.executable, "-m", "pe_desktop", "--version"], capture_output=True, text=True)
    assert result.stdout.strip().startswith("pe-desktop ")
    env = {k: v for k, v in __import__("os").environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "pe_desktop"], capture_output=True, text=True, env=env)
    assert result.returncode == 2
    assert "no display available" in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_output_to_a_cp1252_stream_is_written_as_utf8(tmp_path, monkeypatch):
    """A Windows program's redirected output is cp1252, which has no kana: the CLI must
    still report what it wrote, not die with UnicodeEncodeError."""
    import io

    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="cp1252", newline="\n")
    monkeypatch.setattr(sys, "stdout", stream)
    out = tmp_path / "位置δ.npy"
    assert main(["export", "--view", "heatmap", "--out", str(out), "--seq-len", "4"]) == 0
    stream.flush()
    assert out.is_file()
    assert raw.getvalue().decode("utf-8") == f"wrote {out}\n"
