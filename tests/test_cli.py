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


# -- the cases where a library is named: its numbers, to float64 precision ------------------

@pytest.mark.parametrize("d", [65, 127, 513])
def test_concat_t2t_odd_export_is_fairseqs_table(tmp_path, d):
    out = tmp_path / "t2t.npy"
    assert main(["export", "--view", "heatmap", "--out", str(out), "--d-model", str(d),
                 "--layout", "concat-t2t", "--seq-len", "50", "--offset", "2"]) == 0
    np.testing.assert_allclose(np.load(out), ref.fairseq_get_embedding(52, d)[2:], rtol=0, atol=1e-12)


def test_dynamic_ntk_export_far_out_is_hugging_faces(tmp_path):
    """θ for the positions 4000-4099 (L = 4100) whether they are drawn alone or not."""
    from tests.core.test_rope import hf_dynamic_ntk

    common = ["--view", "rope-frequencies", "--scheme", "rope", "--scaling", "dynamic-ntk",
              "--factor", "4", "--original-context", "2048", "--head-dim", "64"]
    alone, whole = tmp_path / "alone.npy", tmp_path / "whole.npy"
    assert main(["export", *common, "--offset", "4000", "--seq-len", "100", "--out", str(alone)]) == 0
    assert main(["export", *common, "--offset", "0", "--seq-len", "4100", "--out", str(whole)]) == 0
    want = hf_dynamic_ntk(10000.0, 64, 4.0, 2048, 4100)
    np.testing.assert_allclose(np.load(alone)[:, 2], want, rtol=1e-14, atol=0)
    np.testing.assert_array_equal(np.load(alone), np.load(whole))


def test_alibi_export_writes_zero_not_negative_zero(tmp_path):
    out = tmp_path / "al.csv"
    assert main(["export", "--view", "scheme", "--scheme", "alibi", "--n-heads", "6", "--head", "5",
                 "--seq-len", "4", "--offset", "3", "--out", str(out)]) == 0
    lines = out.read_text().splitlines()
    assert lines[1].startswith("3,0,nan") and "-0," not in out.read_text()


def test_help_writes_defaults_as_the_flags_take_them(capsys):
    """'--case-fold … on or off; default True' named a value the flag does not take."""
    with pytest.raises(SystemExit):
        main(["export", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "(on or off; default on)" in text and "default True" not in text
    assert "default 10,000)" in text  # --base, as the panel writes it


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


@pytest.mark.parametrize("content, needle", [
    (b"not a png at all", "not"),
    (b"\x89PNG\r\n\x1a\n" + b"\x00" * 20, ""),
])
def test_from_a_broken_file_fails_in_one_line_before_qt_starts(tmp_path, content, needle):
    """--from reads and checks the file's record in the core: a broken one exits 2 with one
    line, and neither Qt nor pyqtgraph nor the UI was imported."""
    source = tmp_path / "broken.png"
    source.write_bytes(content)
    probe = ("import sys\nfrom pe_desktop.cli import main\n"
             f"code = main(['export', '--from', {str(source)!r}, '--out', {str(tmp_path / 'o.png')!r}])\n"
             "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'shiboken6')"
             " or m.startswith('pe_desktop.ui'))\n"
             "print(code, loaded)\n")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert result.stdout.strip() == "2 []", result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "broken.png" in lines[0] and needle in lines[0], result.stderr
    assert not (tmp_path / "o.png").exists()


def test_from_a_record_of_an_unknown_view_fails_before_qt_starts(tmp_path):
    import json

    from pe_desktop.core.figure import FigureRecord
    from pe_desktop.core.params import Params

    data = json.loads(FigureRecord("heatmap", Params()).to_json("0"))
    data["view"] = "no-such-view"
    source = tmp_path / "odd.svg"
    source.write_text("<svg xmlns='http://www.w3.org/2000/svg'><desc>" + json.dumps(data).replace("<", "&lt;")
                      + "</desc></svg>", encoding="utf-8")
    probe = ("import sys\nfrom pe_desktop.cli import main\n"
             f"code = main(['export', '--from', {str(source)!r}, '--out', {str(tmp_path / 'o.png')!r}])\n"
             "print(code, 'PySide6' in sys.modules, 'pyqtgraph' in sys.modules)\n")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert result.stdout.strip() == "2 False False", result.stdout + result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
