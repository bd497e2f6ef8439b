"""The command line's promises for bad input (#28): exit 2 and one line for what was asked,
every figure flag either used or refused."""
import json
import os
import shutil
import struct
import subprocess
import sys

import pytest

from tests.helpers import one_line, run_cli
from tests.shaped_models import DATA


def test_an_unusable_compare_model_is_bad_input_exit_2(qapp, tmp_path):
    """It exited 1 ("export failed") as if writing had failed."""
    header = json.dumps({"wpe.weight": {"dtype": "F32", "shape": [4], "data_offsets": [0, 12]}}).encode()
    header += b" " * (-len(header) % 8)
    (tmp_path / "b.safetensors").write_bytes(struct.pack("<Q", len(header)) + header + bytes(12))
    out = tmp_path / "c.png"
    done = run_cli("export", "--view", "model-compare", "--compare-model", tmp_path / "b.safetensors",
                   "--out", out)
    assert done.returncode == 2
    assert one_line(done).startswith("pe-desktop: error: Two models: ") and "the offsets give 12" in done.stderr
    assert not out.exists()


def test_a_record_naming_an_unknown_view_is_bad_input_exit_2(qapp, tmp_path):
    figure = tmp_path / "h.svg"
    assert run_cli("export", "--view", "heatmap", "--d-model", "16", "--seq-len", "10", "--out", figure).returncode == 0
    text = figure.read_text(encoding="utf-8")
    assert '"view": "heatmap"' in text
    figure.write_text(text.replace('"view": "heatmap"', '"view": "nosuch"'), encoding="utf-8")
    done = run_cli("export", "--from", figure, "--out", tmp_path / "again.png")
    assert done.returncode == 2
    assert one_line(done).startswith("pe-desktop: error: unknown view 'nosuch': use one of heatmap, ")
    assert not (tmp_path / "again.png").exists()


@pytest.mark.parametrize("flags, named", [
    (["--size", "a4"], "--size would be ignored; leave it out"),
    (["--dpi", "300", "--width", "100"], "--dpi, --width would be ignored; leave them out"),
    (["--text-pt", "9", "--height", "50", "--background", "dark"], "--text-pt, --height, --background"),
    (["--format", "svg"], "--format would be ignored"),
])
def test_a_report_refuses_the_figure_flags_it_would_ignore(qapp, tmp_path, flags, named):
    """--view all --out report.pdf accepted and silently ignored them."""
    done = run_cli("export", "--view", "all", "--out", tmp_path / "r.pdf", *flags)
    assert done.returncode == 2
    line = one_line(done)
    assert line.startswith("pe-desktop: error: --view all with a .pdf writes the report, whose A4 pages "
                           "have their own size and layout: ") and named in line
    assert not (tmp_path / "r.pdf").exists()


@pytest.mark.slow
@pytest.mark.long
def test_format_is_refused_where_the_extension_decides(qapp, tmp_path):
    done = run_cli("export", "--view", "heatmap", "--format", "svg", "--out", tmp_path / "h.png")
    assert done.returncode == 2
    assert one_line(done) == ("pe-desktop: error: --format is for --view all and a folder; a single "
                              "figure's format comes from the extension of --out")
    folder = tmp_path / "all"
    folder.mkdir()
    done = run_cli("export", "--view", "all", "--format", "svg", "--d-model", "16", "--seq-len", "10",
                   "--out", folder)
    assert done.returncode == 0, done.stderr
    assert {p.suffix for p in folder.iterdir()} == {".svg"}


@pytest.mark.parametrize("turn_into, reason", [
    (lambda p: os.mkfifo(p), "open a model folder, a config.json or a .safetensors file"),
    (lambda p: os.symlink("/dev/zero", p), "open a model folder, a config.json or a .safetensors file"),
    (lambda p: (p.mkdir(), (p / "pytorch_model.bin").write_bytes(b"\x80\x04")), "a pickled PyTorch checkpoint"),
])
def test_from_a_figure_whose_model_cannot_be_read_now_is_refused(qapp, tmp_path, turn_into, reason):
    """The model folder became a FIFO, /dev/zero or pickle-only: --from exited 0 saying the
    model was "read again from disk" although nothing was read."""
    model = tmp_path / "llama"
    model.mkdir()
    shutil.copy(DATA / "llama-2-7b" / "config.json", model)
    figure = tmp_path / "f.svg"
    assert run_cli("export", "--model", model, "--view", "rope-frequencies", "--out", figure).returncode == 0
    again = run_cli("export", "--from", figure, "--out", tmp_path / "again.png")
    assert again.returncode == 0 and "read again from disk" in again.stdout
    shutil.rmtree(model)
    (tmp_path / "again.png").unlink()
    turn_into(model)
    done = run_cli("export", "--from", figure, "--out", tmp_path / "again.png")
    assert done.returncode == 2
    line = one_line(done)
    assert line.startswith(f"pe-desktop: error: {figure} was drawn from the model {model}, which cannot "
                           "be read now (") and reason in line and line.endswith("): not redrawn")
    assert not (tmp_path / "again.png").exists()


@pytest.mark.parametrize("where", ["out-file", "out-folder", "model"])
def test_a_name_over_the_file_systems_limit_is_one_line_exit_2(qapp, tmp_path, where):
    """A component over NAME_MAX (255 bytes) raised ENAMETOOLONG from pathlib: a traceback."""
    long = "b" * 300
    args = {"out-file": ["--out", tmp_path / f"{long}.png"],
            "out-folder": ["--out", tmp_path / long / "x.csv"],
            "model": ["--model", tmp_path / long, "--out", tmp_path / "x.png"]}[where]
    done = run_cli("export", "--view", "heatmap", "--d-model", "16", "--seq-len", "10", *args)
    assert done.returncode == 2
    line = one_line(done)
    if where == "model":  # read_model names the path and the reason
        assert line.startswith(f"pe-desktop: error: {tmp_path}"[:40])
        assert line.endswith(": cannot be read (File name too long)")
    else:
        assert line.startswith(f"pe-desktop: error: File name too long ({tmp_path}"[:40])
    assert "…" in line and len(line) < 120 and not list(tmp_path.iterdir())


def test_a_bug_is_one_line_exit_1_and_its_traceback_in_the_log(tmp_path):
    """An exception the code did not foresee (a header's dtype given as a list raised
    TypeError) printed a traceback; now one line names it and the log keeps the details."""
    script = ("import sys\nimport pe_desktop.cli as cli\n"
              "def broken(args):\n    raise TypeError('unhashable type: ' + 'x' * 500)\n"
              "cli.export = broken\nsys.exit(cli.main(sys.argv[1:]))\n")
    logs = tmp_path / "logs"
    done = subprocess.run([sys.executable, "-c", script, "export", "--view", "heatmap", "--out",
                           str(tmp_path / "x.png")], capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PE_DESKTOP_LOG_DIR": str(logs)})
    assert done.returncode == 1
    line = one_line(done)
    assert line.startswith("pe-desktop: internal error (TypeError: unhashable type: xxx")
    assert line.endswith(f"); details in {logs / 'pe-desktop.log'}")
    assert len(line) - len(str(logs)) < 140
    logged = (logs / "pe-desktop.log").read_text()
    assert "pe-desktop export --view heatmap --out" in logged and "Traceback" in logged
    assert "x" * 500 in logged
