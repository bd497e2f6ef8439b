"""Model folders, files and the local Hugging Face cache as the user hands them to the app:
what is read from where (config.json, one .safetensors file, shards), the one-line summary,
the refusals, the cache of models behind ``Params.model``, and the hub cache listing.

Every folder is built here with the standard library (config.json by json.dumps, checkpoints
by tests/shaped_models.write_safetensors or byte by byte), so every expected value is known
from what was written, or is a published config's own number."""
import contextlib
import errno
import json
import os
import re
import shutil
import struct
import tempfile
from collections import OrderedDict
from pathlib import Path

import numpy as np
import pytest

from pe_desktop.core import models, schemes
from pe_desktop.core.models import Model, ModelError
from pe_desktop.core.params import SPECS, ParamError, Params
from pe_desktop.core.text import shortened
from tests.shaped_models import DATA, shaped_folder, smooth_table, write_safetensors

UNTRAINED_NOTE = ("no .safetensors checkpoint: the untrained initialisation of the config's shape "
                  "is drawn")
TABLE_ONLY_NOTE = ("no config.json: the table is drawn as stored (a model with a position offset, "
                   "such as OPT or RoBERTa, needs its config to know it)")
TWICE = "twice the table's rows, to show where it ends"


@pytest.fixture(autouse=True)
def fresh_cache(monkeypatch):
    """Each test starts with an empty model cache (what load() has read before is not here)."""
    monkeypatch.setattr(models, "_cache", OrderedDict())


def gpt2_folder(folder, rows=None, width=4, table_rows=None, config=None):
    """A GPT-2-shaped folder: config n_positions ``rows`` / n_embd ``width`` and, when
    ``table_rows`` is given, model.safetensors with transformer.wpe.weight of that many rows."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    data = {"model_type": "gpt2", "n_embd": width}
    if rows is not None:
        data["n_positions"] = rows
    data.update(config or {})
    (folder / "config.json").write_text(json.dumps(data))
    if table_rows is not None:
        write_safetensors(folder / "model.safetensors",
                          {"transformer.wpe.weight": smooth_table(table_rows, width)})
    return folder


def header_only_file(path, name, dtype, shape, itemsize):
    """A safetensors file whose data is a hole (sparse): the header is real, the bytes zeros,
    so a huge table costs nothing to write."""
    size = int(np.prod(shape)) * itemsize
    header = json.dumps({name: {"dtype": dtype, "shape": list(shape), "data_offsets": [0, size]}})
    header = header.encode() + b" " * (-len(header) % 8)
    with open(path, "wb") as fh:
        fh.write(struct.pack("<Q", len(header)) + header)
        fh.truncate(8 + len(header) + size)
    return Path(path)


# -- Model.summary --------------------------------------------------------------------------------

def test_summary_of_each_scheme_spells_out_the_published_numbers(tmp_path):
    """The one line the cache list and the model panel show: Llama 3.1's θ 500000, 128-dim
    heads (4096 / 32) and llama3 ×8 from 8192 up to 131072 positions, BLOOM's 16 heads, GPT-2's
    1024 × 768 table, Marian's 512-wide sinusoid — each number as its config publishes it."""
    assert models.read_model(DATA / "llama-3.1-8b").summary() == (
        "llama-3.1-8b: RoPE θ 500,000, 64 pairs (head dim 128), Llama 3.1 ×8 from 8,192, "
        "context 131,072")
    assert models.read_model(DATA / "llama-2-7b").summary() == (
        "llama-2-7b: RoPE θ 10,000, 64 pairs (head dim 128), context 4,096")
    assert models.read_model(DATA / "bloom-560m").summary() == "bloom-560m: ALiBi, 16 heads"
    assert models.read_model(DATA / "bert-base-uncased").summary() == (
        "bert-base-uncased: learned table 512 × 768 (no table in the checkpoint: untrained)")
    folder = shaped_folder("gpt2", tmp_path / "gpt2")
    assert models.read_model(folder).summary() == (
        "gpt2: learned table 1,024 × 768 (table transformer.wpe.weight)")
    assert models.read_model(DATA / "opus-mt-en-de").summary() == (
        "opus-mt-en-de: sinusoidal, d_model 512, concat-paper")


def test_summary_of_a_rope_model_without_a_scaling_value_has_no_scaling_part():
    """A Model built without "scaling" (as a caller may build one) reads as unscaled RoPE
    rather than failing: θ 1234567.8912 shown to 10 significant digits, 3 pairs for head_dim 6."""
    model = Model("p", "m", "llama", "rope", {"rope_base": 1234567.8912, "head_dim": 6,
                                              "seq_len": 12345}, {})
    assert model.summary() == "m: RoPE θ 1,234,567.891, 3 pairs (head dim 6), context 12,345"
    linear = Model("p", "m", "llama", "rope", {"rope_base": 10.5, "head_dim": 2, "seq_len": 8,
                                               "scaling": "linear", "factor": 2.5,
                                               "original_context": 4}, {})
    assert linear.summary() == "m: RoPE θ 10.5, 1 pairs (head dim 2), Linear (PI) ×2.5 from 4, context 8"


# -- config.json that cannot be read ---------------------------------------------------------------

@pytest.mark.parametrize("content, expected", [
    (b"{", "config.json: not valid JSON"),
    (b"[" * 200_000 + b"]" * 200_000, "config.json: not valid JSON"),  # too deep: RecursionError
    (b"[1, 2]", "config.json: not a JSON object"),
    (b'"text"', "config.json: not a JSON object"),
    (b'{"model_type": "gpt2", "n_positions": 8, "n_embd": 4, "x": "\xff"}',
     "config.json: unreadable ('utf-8' codec can't decode byte 0xff in position 60: invalid "
     "start byte)"),
])
def test_a_config_that_is_not_a_json_object_is_one_line(tmp_path, content, expected):
    """A broken, too deeply nested, non-object or non-UTF-8 config.json is refused with one
    line naming the file (the user sees which file to fix), never a traceback."""
    (tmp_path / "config.json").write_bytes(content)
    with pytest.raises(ModelError) as info:
        models.read_model(tmp_path)
    assert str(info.value) == expected


def test_a_disk_error_while_reading_the_config_is_one_line(tmp_path, monkeypatch):
    """An I/O error from the disk (EIO) while the config is read: one line with the system's
    reason, naming the file."""
    gpt2_folder(tmp_path, rows=8)

    def failing(path, limit):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(models, "read_regular", failing)
    with pytest.raises(ModelError) as info:
        models.read_model(tmp_path)
    assert str(info.value) == "config.json: unreadable (Input/output error)"


def test_a_config_that_is_a_pipe_or_too_large_is_refused_by_the_file_check(tmp_path):
    """A config given as a path that is a pipe (reading it would block for ever), or one
    larger than 20 MB, is refused with the file check's message, nothing read into memory."""
    os.mkfifo(tmp_path / "pipe.json")
    with pytest.raises(ModelError, match="pipe.json is not a regular file"):
        models.read_model(tmp_path / "pipe.json")
    big = tmp_path / "big"
    big.mkdir()
    with open(big / "config.json", "wb") as fh:
        fh.write(b"{}")
        fh.truncate(20_000_001)
    with pytest.raises(ModelError, match="too large"):
        models.read_model(big)
    with open(big / "config.json", "r+b") as fh:  # exactly 20 MB is read (and is not JSON)
        fh.truncate(20_000_000)
    with pytest.raises(ModelError, match="config.json: not valid JSON"):
        models.read_model(big)


# -- names -----------------------------------------------------------------------------------------

def test_names_come_from_the_hub_cache_or_the_folder(tmp_path, monkeypatch):
    """The name shown: org/name inside a hub snapshot; the folder's own name elsewhere, even
    when the folder itself is called models--org--name (no snapshots below it); the config's
    _name_or_path when the folder is the current directory (its name says nothing)."""
    snap = tmp_path / "models--EleutherAI--gpt-neo--x" / "snapshots" / "0123"
    gpt2_folder(snap, rows=8)
    assert models.read_model(snap).name == "EleutherAI/gpt-neo/x"
    assert models.read_model(snap / "config.json").name == "EleutherAI/gpt-neo/x"
    plain = gpt2_folder(tmp_path / "models--org--plain", rows=8)
    assert models.read_model(plain).name == "models--org--plain"
    other = gpt2_folder(tmp_path / "models--org--b" / "refs", rows=8)
    assert models.read_model(other).name == "refs"
    named = gpt2_folder(tmp_path / "named", rows=8, config={"_name_or_path": "openai/gpt2"})
    assert models.read_model(named).name == "named"
    monkeypatch.chdir(named)
    assert models.read_model(".").name == "openai/gpt2"
    assert models.read_model("config.json").name == "openai/gpt2"
    for bad in ("", 5, None):
        gpt2_folder(named, rows=8, config={"_name_or_path": bad})
        assert models.read_model(".").name == "."


def test_a_lone_file_without_config_is_named_by_its_folder(tmp_path, monkeypatch):
    """A .safetensors file alone takes its folder's name; in the current directory, "."."""
    folder = tmp_path / "tables"
    folder.mkdir()
    write_safetensors(folder / "t.safetensors", {"wpe.weight": smooth_table(4, 2)})
    assert models.read_model(folder / "t.safetensors").name == "tables"
    monkeypatch.chdir(folder)
    assert models.read_model("t.safetensors").name == "."


# -- what a path may be ------------------------------------------------------------------------------

def test_paths_that_are_not_a_model_are_refused_by_name(tmp_path, monkeypatch):
    """A missing path says it is not on disk (with ~ expanded, so the user sees where the app
    looked); a file that is neither a config, a .safetensors nor a folder is refused by name;
    a pickled checkpoint is refused before anything is opened, even when missing."""
    monkeypatch.setenv("HOME", str(tmp_path))
    with pytest.raises(ModelError) as info:
        models.read_model("~/gone")
    assert str(info.value) == (f"{tmp_path / 'gone'}: not on disk (nothing is downloaded: open a "
                               "folder or file that is there)")
    (tmp_path / "notes.txt").write_text("{}")
    with pytest.raises(ModelError) as info:
        models.read_model(tmp_path / "notes.txt")
    assert str(info.value) == ("notes.txt: open a model folder, a config.json or a .safetensors "
                               "file")
    with pytest.raises(ParamError, match="^weights.pt: a pickled PyTorch checkpoint"):
        models.read_model(tmp_path / "weights.pt")


def test_home_relative_paths_are_expanded(tmp_path, monkeypatch):
    """~/model opens the folder in the user's home, its config and its checkpoint."""
    monkeypatch.setenv("HOME", str(tmp_path))
    gpt2_folder(tmp_path / "m", rows=6, table_rows=6)
    model = models.read_model("~/m")
    assert model.path == "~/m" and model.name == "m" and model.table is not None
    assert models.read_model("~/m/config.json").values["table_size"] == 6
    assert models.read_model("~/m/model.safetensors").values["table_size"] == 6
    assert models.model_params(model).model == str(tmp_path / "m")


def test_a_home_relative_model_is_read_again_when_it_changes(tmp_path, monkeypatch):
    """load("~/m") checks the files in the home folder, so an edited config is read again
    (not the first reading kept for ever because "~/m/config.json" does not exist as typed)."""
    monkeypatch.setenv("HOME", str(tmp_path))
    gpt2_folder(tmp_path / "m", rows=6)
    assert models.load("~/m").values["table_size"] == 6
    gpt2_folder(tmp_path / "m", rows=10)
    assert models.load("~/m").values["table_size"] == 10
    assert models.load(str(tmp_path / "m")) is models.load("~/m")


def test_any_json_file_is_read_as_the_config(tmp_path):
    """A config saved under another name (gpt2.json) is read as the config; the folder's
    config.json is then not looked at."""
    folder = gpt2_folder(tmp_path / "m", rows=10)
    (folder / "gpt2.json").write_text(json.dumps({"model_type": "gpt2", "n_positions": 7,
                                                  "n_embd": 4}))
    assert models.read_model(folder / "gpt2.json").values["table_size"] == 7
    assert models.read_model(folder).values["table_size"] == 10


def test_a_safetensors_file_beside_a_config_is_read_with_it(tmp_path):
    """model.safetensors given as the path: the config beside it says the scheme (RoBERTa's
    offset of 2), and only that file is read, not the other checkpoints in the folder."""
    folder = tmp_path / "rob"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"model_type": "roberta",
                                                    "max_position_embeddings": 10,
                                                    "hidden_size": 4, "pad_token_id": 1}))
    write_safetensors(folder / "a.safetensors", {"embeddings.position_embeddings.weight":
                                                 smooth_table(10, 4)})
    write_safetensors(folder / "b.safetensors", {"encoder.weight": np.ones(2, "<f4")})
    model = models.read_model(folder / "a.safetensors")
    assert (model.table_offset, model.values["table_size"], model.checkpoint) == (2, 8, "a.safetensors")
    with pytest.raises(ModelError, match=r"^b.safetensors: no position table \(looked for "
                                         r"wpe.weight, embeddings.position_embeddings.weight, "
                                         r"decoder.embed_positions.weight, "
                                         r"embed_positions.weight\)$"):
        models.read_model(folder / "b.safetensors")


# -- checkpoints without a config --------------------------------------------------------------------

def test_a_lone_table_is_read_with_every_value_and_source(tmp_path):
    """One .safetensors file holding a position table: a learned model of that shape, drawn
    to twice its rows, each number's source naming the tensor, and the note saying an offset
    cannot be known without a config."""
    write_safetensors(tmp_path / "w.safetensors", {"h.wpe.weight": smooth_table(12, 3)})
    path = str(tmp_path / "w.safetensors")
    model = models.read_model(path)
    assert (model.path, model.name, model.family, model.scheme) == (path, tmp_path.name, "",
                                                                     "learned")
    assert model.values == {"scheme": "learned", "table_size": 12, "d_model": 3, "seq_len": 24,
                            "trained_len": 12}
    assert model.sources == {"scheme": "tensor h.wpe.weight", "table_size": "h.wpe.weight 12 × 3 (F32)",
                             "d_model": "h.wpe.weight 12 × 3 (F32)", "seq_len": TWICE,
                             "trained_len": "h.wpe.weight 12 × 3 (F32)"}
    assert model.notes == (TABLE_ONLY_NOTE,)
    assert (model.table.name, model.table.shape, model.table_offset) == ("h.wpe.weight", (12, 3), 0)
    assert model.checkpoint == "w.safetensors"
    assert model.short_factor is None and model.long_factor is None


def test_a_folder_of_shards_without_config_lists_the_files_read(tmp_path):
    """A folder with no config and two .safetensors files: the table is found in either, and
    the record of what was read names both files, sorted."""
    write_safetensors(tmp_path / "b.safetensors", {"decoder.embed_positions.weight":
                                                   smooth_table(5, 2)})
    write_safetensors(tmp_path / "a.safetensors", {"lm_head.weight": np.ones((2, 2), "<f4")})
    model = models.read_model(tmp_path)
    assert model.checkpoint == "a.safetensors, b.safetensors"
    assert model.table.name == "decoder.embed_positions.weight"
    assert model.values["table_size"] == 5 and model.values["d_model"] == 2


def test_a_lone_file_is_held_to_the_apps_limits(tmp_path):
    """A table too wide (65,537 > d_model's 65,536) or too long (1,048,577 rows > the table
    size's 1,048,576) is refused by name like the same numbers from a config, not opened with
    values the app cannot draw; the limits themselves are accepted."""
    header_only_file(tmp_path / "wide.safetensors", "wpe.weight", "F16", (1, 65_537), 2)
    with pytest.raises(ModelError) as info:
        models.read_model(tmp_path / "wide.safetensors")
    assert str(info.value) == ("wpe.weight 1 × 65537 (F16) = 65537: --d-model must be an integer "
                               "from 1 to 65536")
    header_only_file(tmp_path / "long.safetensors", "wpe.weight", "F16", (1_048_577, 1), 2)
    with pytest.raises(ModelError, match="^wpe.weight 1048577 × 1 \\(F16\\) = 1.04858e\\+06: "
                                         "--table-size must be"):
        models.read_model(tmp_path / "long.safetensors")
    header_only_file(tmp_path / "edge.safetensors", "wpe.weight", "F16", (1_048_576, 1), 2)
    header_only_file(tmp_path / "edge2.safetensors", "wpe.weight", "F16", (1, 65_536), 2)
    assert models.read_model(tmp_path / "edge.safetensors").values["seq_len"] == 2_097_152
    assert models.read_model(tmp_path / "edge2.safetensors").values["d_model"] == 65_536


def test_folders_without_a_config_or_a_table_are_refused(tmp_path):
    """An empty folder says what is missing; a folder of pickles names the first (sorted)
    pickle it refuses to open; a checkpoint without a position table lists its first 12
    tensor names, sorted, so the user sees what the file holds."""
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(ModelError) as info:
        models.read_model(str(empty))
    assert str(info.value) == f"{empty}: no config.json and no .safetensors file"
    pickles = tmp_path / "pickles"
    pickles.mkdir()
    for name in ("z.bin", "b.pt", "notes.txt"):
        (pickles / name).write_bytes(b"\x80\x04")
    with pytest.raises(ParamError, match="^b.pt: a pickled PyTorch checkpoint"):
        models.read_model(pickles)
    other = tmp_path / "other"
    other.mkdir()
    write_safetensors(other / "m.safetensors", {f"t{i:02d}": np.ones(1, "<f4")
                                                for i in reversed(range(13))})
    with pytest.raises(ModelError) as info:
        models.read_model(str(other))
    names = ", ".join(f"t{i:02d}" for i in range(12))
    assert str(info.value) == (f"{other}: no config.json, and no position table among its "
                               f"tensors ({names})")


def test_a_lone_file_is_read_alone_not_with_its_neighbours(tmp_path):
    """Given one .safetensors file, only it is read: a table in another file of the same
    folder is not taken for it."""
    write_safetensors(tmp_path / "a.safetensors", {"x.weight": np.ones(2, "<f4")})
    write_safetensors(tmp_path / "b.safetensors", {"wpe.weight": smooth_table(3, 2)})
    with pytest.raises(ModelError, match=r"no position table among its tensors \(x.weight\)"):
        models.read_model(tmp_path / "a.safetensors")


# -- learned tables with a config ----------------------------------------------------------------

def test_a_table_that_disagrees_with_its_config_is_drawn_as_stored(tmp_path):
    """Config n_positions 16, tensor 12 rows: the tensor's 12 are drawn (the note says so),
    twice that is shown, and every number names the tensor as its source."""
    folder = gpt2_folder(tmp_path / "m", rows=16, width=3, table_rows=12)
    model = models.read_model(folder)
    assert model.values == {"scheme": "learned", "table_size": 12, "d_model": 3, "init": "gpt2",
                            "seq_len": 24, "trained_len": 12}
    assert model.sources["table_size"] == "transformer.wpe.weight 12 × 3 (F32)"
    assert model.sources["trained_len"] == "transformer.wpe.weight 12 × 3 (F32)"
    assert model.sources["d_model"] == "transformer.wpe.weight width"
    assert model.sources["seq_len"] == TWICE
    assert model.notes == ("config says 16 rows, the tensor has 12: the tensor's are drawn",)
    assert model.checkpoint == "model.safetensors" and model.table_offset == 0
    agreeing = models.read_model(gpt2_folder(tmp_path / "same", rows=12, width=3, table_rows=12))
    assert agreeing.notes == () and agreeing.values["table_size"] == 12


def test_a_config_without_table_length_takes_the_tensors(tmp_path):
    """A GPT-2 config without n_positions: the checkpoint's table gives the length; without a
    checkpoint either, the model is refused naming the keys it lacks."""
    model = models.read_model(gpt2_folder(tmp_path / "m", width=3, table_rows=7))
    assert model.values["table_size"] == 7 and model.notes == ()
    with pytest.raises(ModelError) as info:
        models.read_model(gpt2_folder(tmp_path / "bare", width=3))
    assert str(info.value) == ("config.json: no max_position_embeddings or n_positions for the "
                               "table's length")


def test_offset_rows_are_named_in_the_sources_and_notes(tmp_path):
    """RoBERTa (pad_token_id 1): rows 0 and 1 of the 10-row tensor come before position 0, so
    8 positions; the source and the note say so, and the position table starts at row 2."""
    folder = tmp_path / "rob"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({"model_type": "roberta", "hidden_size": 4,
                                                    "max_position_embeddings": 10,
                                                    "pad_token_id": 1}))
    write_safetensors(folder / "model.safetensors",
                      {"roberta.embeddings.position_embeddings.weight": smooth_table(10, 4)})
    model = models.read_model(folder)
    name = "roberta.embeddings.position_embeddings.weight"
    assert model.values["table_size"] == 8 and model.values["seq_len"] == 16
    assert model.sources["table_size"] == f"{name} 10 × 4 (F32) minus 2 rows before position 0"
    assert model.notes == (f"rows 0–1 of {name} come before position 0 (roberta's offset of 2): "
                           "position p is row p + 2",)
    np.testing.assert_array_equal(models.position_table(model), smooth_table(10, 4)[2:])


@pytest.mark.parametrize("rows, ok", [(2, False), (3, True)])
def test_a_table_needs_a_row_past_its_offset(tmp_path, rows, ok):
    """An OPT table of 2 rows holds only the two rows before position 0: refused; 3 rows hold
    position 0."""
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "opt", "hidden_size": 3,
                                                      "max_position_embeddings": rows - 2}))
    write_safetensors(tmp_path / "model.safetensors",
                      {"decoder.embed_positions.weight": smooth_table(rows, 3)})
    if ok:
        assert models.read_model(tmp_path).values["table_size"] == 1
    else:
        with pytest.raises(ModelError, match=r"^decoder.embed_positions.weight has 2 rows, none "
                                             r"left for position 0 after the 2 rows before it$"):
            models.read_model(tmp_path)


@pytest.mark.parametrize("array, dtype, expected", [
    (np.ones(4, "<f4"), None, r"^wpe.weight: shape \(4,\) is not a \(positions, width\) table$"),
    (np.ones((4, 0), "<f4"), None, r"^wpe.weight: shape \(4, 0\) is not"),
    (np.ones((0, 4), "<f4"), None, r"^wpe.weight: shape \(0, 4\) is not"),
    (np.ones((2, 2, 2), "<f4"), None, r"^wpe.weight: shape \(2, 2, 2\) is not"),
    (np.ones((4, 2), "<i8"), None, r"^wpe.weight is I64, not a float table$"),
])
def test_tensors_that_are_not_a_float_table_are_refused(tmp_path, array, dtype, expected):
    """A position "table" that is 1-D, empty, 3-D or integer is refused by name, alone or
    beside a config."""
    write_safetensors(tmp_path / "model.safetensors", {"wpe.weight": array})
    with pytest.raises(ModelError, match=expected):
        models.read_model(tmp_path / "model.safetensors")
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "gpt2", "n_embd": 2,
                                                      "n_positions": 4}))
    with pytest.raises(ModelError, match=expected):
        models.read_model(tmp_path)


def test_a_one_by_one_table_is_a_table(tmp_path):
    """The smallest table, 1 position × 1 dim, is read (the bounds are inclusive)."""
    write_safetensors(tmp_path / "t.safetensors", {"wpe.weight": np.full((1, 1), 0.5, "<f4")})
    model = models.read_model(tmp_path / "t.safetensors")
    assert (model.values["table_size"], model.values["d_model"]) == (1, 1)
    np.testing.assert_array_equal(models.position_table(model), [[0.5]])


def test_an_index_without_its_shards_is_refused_not_drawn_untrained(tmp_path):
    """A folder whose only checkpoint is model.safetensors.index.json (the shards not yet
    downloaded) says the shard is missing, rather than silently drawing an untrained table."""
    folder = gpt2_folder(tmp_path / "m", rows=8)
    (folder / "model.safetensors.index.json").write_text(json.dumps(
        {"weight_map": {"transformer.wpe.weight": "model-00001-of-00002.safetensors"}}))
    with pytest.raises(ParamError, match="shard model-00001-of-00002.safetensors is not in the "
                                         "folder"):
        models.read_model(folder)


def test_sharded_checkpoints_name_every_shard_read(tmp_path):
    """A sharded GPT-2: the record of what was read names both shards in order."""
    model = models.read_model(shaped_folder("gpt2", tmp_path / "gpt2", sharded=True))
    assert model.checkpoint == ("model-00001-of-00002.safetensors, "
                                "model-00002-of-00002.safetensors")
    assert model.table.name == "transformer.wpe.weight"


def test_an_untrained_table_says_why(tmp_path):
    """No checkpoint: the note says the untrained table is drawn; with pickles beside the
    config, the first of them (sorted) is named as not read."""
    folder = gpt2_folder(tmp_path / "m", rows=8)
    model = models.read_model(folder)
    assert model.notes == (UNTRAINED_NOTE,) and model.table is None and model.checkpoint == ""
    assert model.values["seq_len"] == 16 and model.values["trained_len"] == 8
    assert model.sources["trained_len"] == "config.json: n_positions"
    for name in ("z.pth", "a.bin"):
        (folder / name).write_bytes(b"\x80\x04")
    model = models.read_model(folder)
    assert model.notes == ("a.bin not read (pickle can run code; only .safetensors is read): the "
                           "untrained initialisation of the config's shape is drawn",)


def test_a_longrope_model_keeps_its_factors(tmp_path):
    """Phi-3.5-mini's 48 short and 48 long factors (head_dim 96) are kept on the Model as
    published: its first short factor 1.0, first long factor 1.0800000429153442."""
    model = models.read_model(DATA / "phi-3.5-mini-instruct")
    config = json.loads((DATA / "phi-3.5-mini-instruct" / "config.json").read_text())
    assert model.short_factor == tuple(config["rope_scaling"]["short_factor"])
    assert model.long_factor == tuple(config["rope_scaling"]["long_factor"])
    assert len(model.short_factor) == 48 and model.long_factor[0] == 1.0800000429153442
    assert model.family == "phi3" and model.scheme == "rope" and model.table is None
    assert model.path == str(DATA / "phi-3.5-mini-instruct")


# -- the app's bounds ------------------------------------------------------------------------------

def llama3_config(folder, max_pos, factor=8.0):
    (folder / "config.json").write_text(json.dumps({
        "model_type": "llama", "hidden_size": 64, "num_attention_heads": 4,
        "max_position_embeddings": max_pos,
        "rope_scaling": {"rope_type": "llama3", "factor": factor, "low_freq_factor": 1.0,
                         "high_freq_factor": 4.0, "original_max_position_embeddings": 8192}}))
    return folder


def test_a_context_past_the_apps_positions_is_shown_cut_with_a_note(tmp_path):
    """max_position_embeddings 20,000,000 (over the app's 16,777,216): the app's maximum is
    shown and a note says so; the model is not refused. Exactly 16,777,216 needs no note."""
    model = models.read_model(llama3_config(tmp_path, 20_000_000))
    assert model.values["seq_len"] == 16_777_216
    assert model.notes[-1] == ("context 20,000,000 is past the app's 16,777,216 positions: "
                               "16,777,216 shown")
    model = models.read_model(llama3_config(tmp_path, 16_777_216))
    assert model.values["seq_len"] == 16_777_216 and model.notes == ()


def test_a_cut_context_does_not_let_a_later_number_through(tmp_path):
    """A context cut to the app's maximum and a factor of 2000 (over the app's 1024): the
    factor is still refused by its key."""
    with pytest.raises(ModelError) as info:
        models.read_model(llama3_config(tmp_path, 20_000_000, factor=2000.0))
    assert str(info.value) == ("config.json: rope_scaling.factor = 2000: --factor must be a "
                               "number from 1 to 1024")


@pytest.mark.parametrize("theta, ok", [(1e9, True), (1.01, True), (1.0, False), (2e9, False)])
def test_numbers_past_the_apps_bounds_are_refused_by_their_source(tmp_path, theta, ok):
    """rope_theta within [1.01, 10⁹] opens; outside it the refusal names the config key, the
    value, the flag and its range."""
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "llama", "head_dim": 8,
                                                      "rope_theta": theta}))
    if ok:
        assert models.read_model(tmp_path).values["rope_base"] == theta
    else:
        with pytest.raises(ModelError) as info:
            models.read_model(tmp_path)
        assert str(info.value) == (f"config.json: rope_theta = {theta:g}: --rope-base must be "
                                   "a number from 1.01 to 1000000000")


# -- Params from a model ------------------------------------------------------------------------------

def test_opening_a_model_resets_what_the_one_before_set(tmp_path):
    """Opening Llama 2 after a view of BLOOM's head 12 of 16: every model field not given by
    Llama returns to its default (n_heads 8, head 0), the view settings (seed) stay, and
    ``model`` is the folder's absolute path."""
    base = Params(scheme="alibi", n_heads=16, head=12, seed=7, table_size=99)
    params = models.model_params(models.read_model(DATA / "llama-2-7b"), base)
    assert (params.n_heads, params.head, params.seed) == (8, 0, 7)
    assert params.table_size == SPECS["table_size"].default
    assert params.model == os.path.abspath(DATA / "llama-2-7b")
    assert models.model_params(models.read_model(DATA / "llama-2-7b")).seed == Params().seed


def test_a_relative_model_path_is_kept_absolute(tmp_path, monkeypatch):
    """A model opened as "m" is stored as /…/m, so it is found again from any directory."""
    gpt2_folder(tmp_path / "m", rows=8)
    monkeypatch.chdir(tmp_path)
    assert models.model_params(models.read_model("m")).model == str(tmp_path / "m")


@pytest.mark.parametrize("pair, kept", [(30, True), (31, False)])
def test_the_pair_shown_stays_inside_the_new_models_width(tmp_path, pair, kept):
    """M2M100's layout (fairseq's, d/2 frequencies) at d_model 63 has 31 frequencies, pairs
    0–30: pair 30 is kept, pair 31 (valid at the default layout's 32) goes back to 0 instead
    of the model failing to open."""
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "m2m_100", "d_model": 63,
                                                      "max_position_embeddings": 64}))
    base = Params(d_model=64, pair=pair)
    params = models.model_params(models.read_model(tmp_path), base)
    assert params.pair == (pair if kept else 0)


def test_differences_ignore_float_noise_but_not_edits():
    """A value equal to the model's within 1e-12 relative (a spin box's round trip) is not a
    change; a real edit is, as (name, model's value, now) in the model's order."""
    model = models.read_model(DATA / "llama-2-7b")
    params = models.model_params(model)
    assert models.differences(model, params) == []
    assert models.differences(model, params.replace(rope_base=10000.0 * (1 + 1e-13))) == []
    assert models.differences(model, params.replace(rope_base=10000.5)) == [
        ("rope_base", 10000.0, 10000.5)]
    assert models.differences(model, params.replace(rope_base=10000.000001)) == [
        ("rope_base", 10000.0, 10000.000001)]  # 1e-10 relative: a change
    assert models.differences(model, params.replace(seq_len=4097, rope_base=10001.0)) == [
        ("rope_base", 10000.0, 10001.0), ("seq_len", 4096, 4097)]


def test_differences_between_an_int_and_a_float_count():
    """An int value compared with a float drawn: 4096 vs 4096.0000001 is a change (the
    tolerance is for two floats only)."""
    model = Model("p", "m", "", "rope", {"rope_base": 100}, {"rope_base": "s"})
    assert models.differences(model, Params(rope_base=100.0)) == []
    assert models.differences(model, Params(rope_base=100.00000000000001)) == [
        ("rope_base", 100, 100.00000000000001)]


# -- the cache behind Params.model -------------------------------------------------------------

def test_load_reads_once_and_again_when_a_file_changes(tmp_path):
    """The same unchanged folder is read once; a changed config (size or only its time), a
    changed checkpoint or index is read again, so the app never draws a stale model."""
    folder = gpt2_folder(tmp_path / "m", rows=8, width=2, table_rows=8)
    first = models.load(str(folder))
    assert models.load(str(folder)) is first
    st = (folder / "config.json").stat()
    os.utime(folder / "config.json", ns=(st.st_atime_ns, st.st_mtime_ns + 1))
    second = models.load(str(folder))
    assert second is not first and second == first
    write_safetensors(folder / "model.safetensors",
                      {"transformer.wpe.weight": smooth_table(10, 2)})
    third = models.load(str(folder))
    assert third.values["table_size"] == 10
    (folder / "model.safetensors.index.json").write_text(json.dumps(
        {"weight_map": {"transformer.wpe.weight": "model.safetensors"}}))
    assert models.load(str(folder)) is not third


def test_load_sees_a_changed_checkpoint_when_there_is_no_config(tmp_path):
    """A folder of one .safetensors and no config (nor index): rewriting the table is seen —
    the files that are missing do not stop the others from being checked."""
    write_safetensors(tmp_path / "t.safetensors", {"wpe.weight": smooth_table(4, 2)})
    assert models.load(str(tmp_path)).values["table_size"] == 4
    write_safetensors(tmp_path / "t.safetensors", {"wpe.weight": smooth_table(6, 2)})
    assert models.load(str(tmp_path)).values["table_size"] == 6
    single = tmp_path / "t.safetensors"
    assert models.load(str(single)).values["table_size"] == 6
    write_safetensors(single, {"wpe.weight": smooth_table(5, 2)})
    assert models.load(str(single)).values["table_size"] == 5


def test_load_sees_a_renamed_checkpoint(tmp_path):
    """a.safetensors renamed to b.safetensors keeps its size and time, yet the model is read
    again: the record of what was read names the file now there."""
    write_safetensors(tmp_path / "a.safetensors", {"wpe.weight": smooth_table(4, 2)})
    assert models.load(str(tmp_path)).checkpoint == "a.safetensors"
    (tmp_path / "a.safetensors").rename(tmp_path / "b.safetensors")
    assert models.load(str(tmp_path)).checkpoint == "b.safetensors"


def test_load_reads_a_model_once_whether_its_path_is_relative_or_absolute(tmp_path, monkeypatch):
    """"m" from its parent and /…/m are the same model: read once, and the Model cached holds a
    path that still works from another directory."""
    folder = gpt2_folder(tmp_path / "m", rows=8)
    monkeypatch.chdir(tmp_path)
    relative = models.load("m")
    assert models.load(str(folder)) is relative
    monkeypatch.chdir(folder)
    assert models.model_params(models.load(str(folder))).model == str(folder)


def test_load_keeps_the_eight_models_used_last(tmp_path):
    """Eight models stay cached; a ninth drops the one used longest ago (not the one opened
    first, if that was used since)."""
    folders = [str(gpt2_folder(tmp_path / f"m{i}", rows=8)) for i in range(10)]
    loaded = [models.load(f) for f in folders[:8]]
    assert all(models.load(f) is m for f, m in zip(folders[:8], loaded))
    assert models.load(folders[0]) is loaded[0]  # m0 used again: m1 is now the oldest
    models.load(folders[8])
    assert all(models.load(f) is m for f, m in zip(folders[2:8], loaded[2:8]))
    assert models.load(folders[0]) is loaded[0]
    assert models.load(folders[1]) is not loaded[1]


def test_load_without_a_path_says_no_model_is_open():
    """An empty model path is one line, not a read of the current directory."""
    with pytest.raises(ModelError, match="^no model is open$"):
        models.load("")


def test_position_table_is_read_only_and_drops_the_offset_rows(tmp_path):
    """OPT's table from its checkpoint: rows 2… as float32, not writable (a view must not alter
    the cached model's numbers); float64 kept as float64."""
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "opt", "hidden_size": 3,
                                                      "max_position_embeddings": 4}))
    table = np.arange(18, dtype="<f8").reshape(6, 3)
    write_safetensors(tmp_path / "model.safetensors", {"decoder.embed_positions.weight": table})
    values = models.position_table(models.read_model(tmp_path))
    assert values.dtype == np.float64 and not values.flags.writeable
    assert values.flags.c_contiguous
    np.testing.assert_array_equal(values, table[2:])


def test_a_table_with_a_non_finite_value_names_the_tensors_row(tmp_path):
    """An infinity at row 3, column 0 of OPT's tensor (position 1): the message names the
    tensor's own row 3, where the user finds it in the file, and the first bad value only."""
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "opt", "hidden_size": 2,
                                                      "max_position_embeddings": 3}))
    table = np.zeros((5, 2), "<f4")
    table[3, 0] = np.inf
    table[4, 0] = np.nan
    write_safetensors(tmp_path / "model.safetensors", {"decoder.embed_positions.weight": table})
    with pytest.raises(ModelError) as info:
        models.position_table(models.read_model(tmp_path))
    assert str(info.value) == ("decoder.embed_positions.weight: a value that is not finite at row "
                               "3, column 0")


def test_a_model_without_a_table_has_no_position_table():
    """Asking a RoPE model for its trained table is one line naming the model."""
    with pytest.raises(ModelError, match="^llama-2-7b has no position table$"):
        models.position_table(models.read_model(DATA / "llama-2-7b"))


# -- LongRoPE factors, records, compare ----------------------------------------------------------

def test_longrope_switches_to_the_long_factors_past_the_original_context():
    """Phi-3.5-mini (original context 4096): up to 4096 positions the short factors, from 4097
    the long ones, as Hugging Face's _longrope_frequency_update switches."""
    config = json.loads((DATA / "phi-3.5-mini-instruct" / "config.json").read_text())
    params = models.model_params(models.read_model(DATA / "phi-3.5-mini-instruct"))
    short = models.longrope_factors(params, 4096)
    assert short.dtype == np.float64
    np.testing.assert_array_equal(short, config["rope_scaling"]["short_factor"])
    np.testing.assert_array_equal(models.longrope_factors(params, 4097),
                                  config["rope_scaling"]["long_factor"])


def test_longrope_refusals_are_one_line():
    """No model, a model without LongRoPE factors, or a head_dim changed away from the
    factors' 48 pairs: each refused with what to do."""
    with pytest.raises(ModelError, match=r"^--scaling longrope takes its per-pair factors from a "
                                         r"model: open one \(--model PATH\)$"):
        models.longrope_factors(Params(), 10)
    llama = models.model_params(models.read_model(DATA / "llama-3.1-8b"))
    with pytest.raises(ModelError, match=r"^llama-3.1-8b has no LongRoPE factors \(its scaling "
                                         r"is llama3\)$"):
        models.longrope_factors(llama, 10)
    plain = models.model_params(models.read_model(DATA / "bloom-560m"))
    with pytest.raises(ModelError, match=r"its scaling is none\)$"):
        models.longrope_factors(plain, 10)
    phi = models.model_params(models.read_model(DATA / "phi-3.5-mini-instruct"))
    with pytest.raises(ModelError, match=r"^phi-3.5-mini-instruct's LongRoPE factors are for 48 "
                                         r"pairs, not head_dim 64$"):
        models.longrope_factors(phi.replace(head_dim=64), 10)


def test_sources_record_names_the_model_and_what_changed(tmp_path):
    """A figure's record: the model's name, path, scheme, each number's source as text and
    what the user changed; nothing without a model or once the model is gone."""
    assert models.sources_record(Params()) is None
    folder = gpt2_folder(tmp_path / "m", rows=8, width=2)
    params = models.model_params(models.read_model(folder)).replace(seq_len=10)
    record = models.sources_record(params)
    assert record == {"name": "m", "path": str(folder), "scheme": "learned",
                      "sources": {"scheme": "model_type gpt2",
                                  "table_size": "config.json: n_positions",
                                  "d_model": "config.json: n_embd",
                                  "init": "gpt2's initialisation (shown if no table is read)",
                                  "seq_len": TWICE, "trained_len": "config.json: n_positions"},
                      "changed": {"seq_len": 10}}
    assert all(type(v) is str for v in record["sources"].values())
    shutil.rmtree(folder)
    assert models.sources_record(params) is None


def test_compare_draws_model_b_over_model_as_positions():
    """Model B (BLOOM) at model A's seq_len and offset; None without a model B."""
    a = Params(seq_len=300, offset=7, compare_model="")
    assert schemes.compare_params(a) is None
    b = schemes.compare_params(a.replace(compare_model=str(DATA / "bloom-560m")))
    assert (b.scheme, b.n_heads, b.seq_len, b.offset) == ("alibi", 16, 300, 7)
    assert b.model == str(DATA / "bloom-560m") and b.compare_model == ""


def test_compare_with_a_preset_draws_its_published_numbers_at_model_as_positions():
    """``preset:KEY`` as model B: the preset's values (Llama 3.1's θ 500,000, llama3 ×8 from
    8,192) at A's seq_len and offset, named by the preset's short name."""
    a = Params(seq_len=300, offset=7, compare_model="preset:llama3-8b-rope")
    b = schemes.compare_params(a)
    assert (b.scheme, b.rope_base, b.scaling, b.factor, b.original_context, b.head_dim) == \
        ("rope", 500_000.0, "llama3", 8.0, 8192, 128)
    assert (b.seq_len, b.offset, b.model, b.compare_model) == (300, 7, "", "")
    assert schemes.compare_label(a) == "Llama 3 8B head"
    bloom = schemes.compare_params(a.replace(compare_model="preset:bloom-alibi"))
    assert (bloom.scheme, bloom.n_heads) == ("alibi", 16)
    assert schemes.compare_label(a.replace(compare_model=str(DATA / "bloom-560m"))) == "bloom-560m"


def test_compare_with_an_unknown_preset_names_the_ones_there_are():
    """A mistyped key is refused with the list of model presets, not read as a folder."""
    a = Params(compare_model="preset:llama9")
    with pytest.raises(ParamError) as refused:
        schemes.compare_params(a)
    assert str(refused.value) == ("no model preset 'llama9'; these are: bert-base-learned, "
                                  "gpt2-small-learned, llama2-7b-rope, llama3-8b-rope, bloom-alibi")


def test_model_b_help_names_every_model_preset():
    """The Model B field's help lists exactly the presets that ``preset:KEY`` accepts."""
    from pe_desktop.core.presets import MODELS, REFERENCE
    named = set(re.findall(r"preset:([a-z0-9-]+[a-z0-9])", SPECS["compare_model"].help))
    assert named == {p.key for p in MODELS} and len(MODELS) == 5
    assert SPECS["compare_model"].default.startswith(REFERENCE)
    assert [p.reference() for p in MODELS][-1] == "preset:bloom-alibi" == REFERENCE + "bloom-alibi"


# -- the local Hugging Face cache ------------------------------------------------------------------

def test_hub_cache_dir_follows_huggingface_hubs_order(tmp_path, monkeypatch):
    """HF_HUB_CACHE, else HF_HOME/hub, else XDG_CACHE_HOME/huggingface/hub, else
    ~/.cache/huggingface/hub; empty variables are skipped and ~ is expanded; without an
    argument the process environment is read."""
    home = str(tmp_path)
    monkeypatch.setenv("HOME", home)
    env = {"HF_HUB_CACHE": "~/a", "HF_HOME": "~/b", "XDG_CACHE_HOME": "~/c"}
    assert models.hub_cache_dir(env) == tmp_path / "a"
    assert models.hub_cache_dir(env | {"HF_HUB_CACHE": ""}) == tmp_path / "b" / "hub"
    assert models.hub_cache_dir({"XDG_CACHE_HOME": "~/c", "HF_HOME": ""}) == (
        tmp_path / "c" / "huggingface" / "hub")
    assert models.hub_cache_dir({"XDG_CACHE_HOME": ""}) == tmp_path / ".cache" / "huggingface" / "hub"
    for name in ("HF_HUB_CACHE", "HF_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", "~/x")
    assert models.hub_cache_dir() == tmp_path / "x" / "huggingface" / "hub"


def test_an_unknown_users_home_is_a_folder_name_not_an_error():
    """HF_HOME=~nosuchuser/hf made Path.expanduser raise RuntimeError and broke the cache
    dialog; the path stays as written (no such folder: an empty cache)."""
    cache = models.hub_cache_dir({"HF_HOME": "~nosuchuser-pe/hf"})
    assert cache == Path("~nosuchuser-pe/hf/hub")
    assert models.cached_models(cache) == []
    assert models.hub_cache_dir({"HF_HUB_CACHE": "~nosuchuser-pe"}) == Path("~nosuchuser-pe")


def test_a_model_path_under_an_unknown_users_home_is_not_on_disk():
    """--model ~nosuchuser/m raised RuntimeError (a traceback); it is a path not on disk."""
    with pytest.raises(ModelError, match=r"^~nosuchuser-pe/m: not on disk"):
        models.read_model("~nosuchuser-pe/m")


def snapshot(repo_dir, rev, mtime=None, config="llama-2-7b"):
    snap = repo_dir / "snapshots" / rev
    snap.mkdir(parents=True)
    shutil.copy(DATA / config / "config.json", snap)
    if mtime is not None:
        os.utime(snap, (mtime, mtime))
    return snap


def test_the_snapshot_is_refs_main_else_the_newest(tmp_path):
    """refs/main (whitespace stripped) picks the snapshot; when it names none that is there,
    is empty, is a folder or is not UTF-8, the newest snapshot is taken; without snapshots,
    none."""
    repo = tmp_path / "models--org--m"
    old = snapshot(repo, "old", mtime=1_000_000)
    new = snapshot(repo, "new", mtime=2_000_000)
    (repo / "snapshots" / "stray-file").write_text("")
    os.utime(repo / "snapshots" / "stray-file", (3_000_000, 3_000_000))
    assert models._snapshot(repo) == new
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text("old\n")
    assert models._snapshot(repo) == old
    for content in (b"gone", b"", b"\xff\xfe"):
        (repo / "refs" / "main").write_bytes(content)
        assert models._snapshot(repo) == new
    (repo / "refs" / "main").unlink()
    (repo / "refs" / "main").mkdir()
    assert models._snapshot(repo) == new
    empty = tmp_path / "models--org--empty"
    (empty / "snapshots").mkdir(parents=True)
    assert models._snapshot(empty) is None
    (tmp_path / "models--org--none").mkdir()
    assert models._snapshot(tmp_path / "models--org--none") is None


def test_refs_main_never_leads_out_of_snapshots_nor_is_read_whole(tmp_path):
    """An absolute path, a ../ path or a NUL in refs/main opened a folder outside the cache
    or raised; a 512 MB refs/main was read whole (1.6 GB). Each gives the newest snapshot;
    at most MAX_REF_BYTES are read."""
    repo = tmp_path / "models--org--m"
    old = snapshot(repo, "old", mtime=1_000_000)
    new = snapshot(repo, "new", mtime=2_000_000)
    outside = tmp_path / "outside"
    outside.mkdir()
    (repo / "refs").mkdir()
    for content in (str(outside), "../snapshots/old", "../../outside", "..", ".", "old\0x"):
        (repo / "refs" / "main").write_text(content)
        assert models._snapshot(repo) == new, content
    with open(repo / "refs" / "main", "wb") as fh:  # a sparse 512 MB file: costs nothing
        fh.write(b"old")
        fh.truncate(512 << 20)
    assert models._snapshot(repo) == new
    (repo / "refs" / "main").write_bytes(b"old" + b" " * (models.MAX_REF_BYTES - 4) + b"\n")
    assert models._snapshot(repo) == old  # a hash with whitespace up to the limit is a ref


def test_cached_models_lists_every_repo_with_its_state(tmp_path, monkeypatch):
    """Each models--org--name folder, sorted, as org/name with its snapshot and summary; one
    with no snapshot says so (its path the repo folder); one that cannot be read says why;
    a repo whose refs/main is not UTF-8 is still listed; other entries are skipped; the default
    cache is the hub's; a missing cache is an empty list."""
    snap = snapshot(tmp_path / "models--org--b", "r1", config="bloom-560m")
    (tmp_path / "models--org--a").mkdir()
    bad = snapshot(tmp_path / "models--org--c", "r2", config="bloom-560m")
    (bad / "config.json").write_text("[]")
    odd = snapshot(tmp_path / "models--org--d--e", "r3", config="bloom-560m")
    (tmp_path / "models--org--d--e" / "refs").mkdir()
    (tmp_path / "models--org--d--e" / "refs" / "main").write_bytes(b"\xff")
    (tmp_path / "models--file").write_text("")
    (tmp_path / "datasets--org--x").mkdir()
    expected = [models.CachedModel("org/a", str(tmp_path / "models--org--a"),
                                   "no snapshot downloaded"),
                models.CachedModel("org/b", str(snap), "org/b: ALiBi, 16 heads"),
                models.CachedModel("org/c", str(bad),
                                   "cannot be read: config.json: not a JSON object"),
                models.CachedModel("org/d/e", str(odd), "org/d/e: ALiBi, 16 heads")]
    assert models.cached_models(tmp_path) == expected
    assert models.cached_models(str(tmp_path)) == expected
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    assert models.cached_models() == expected
    assert models.cached_models(tmp_path / "nowhere") == []


# -- folders the user may not enter ----------------------------------------------------------

@pytest.fixture
def shared_tmp():
    """A folder every user can reach (pytest's tmp_path is root's own), removed afterwards."""
    folder = Path(tempfile.mkdtemp(prefix="pe-shared-"))
    folder.chmod(0o755)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def locked_out(*folders):
    """``folders`` cannot be entered in the block: mode 000, and as root (who enters any
    folder) the effective user is nobody."""
    modes = [folder.stat().st_mode for folder in folders]
    for folder in folders:
        folder.chmod(0)
    try:
        if os.geteuid() == 0:
            os.seteuid(65534)
            try:
                yield
            finally:
                os.seteuid(0)
        else:
            yield
    finally:
        for folder, mode in zip(folders, modes):
            folder.chmod(mode)


def test_a_model_folder_the_user_may_not_enter_is_one_refusal(shared_tmp):
    """Path.is_file raised PermissionError out of read_model: a traceback on the command
    line and in the cache list. It is a ModelError naming the path and the reason."""
    folder = shutil.copytree(DATA / "llama-2-7b", shared_tmp / "m")
    with locked_out(folder):
        with pytest.raises(ModelError) as caught:
            models.read_model(folder)
        with pytest.raises(ModelError):
            models.load(str(folder))
    assert caught.value.args[0] == (f"{shortened(str(folder / 'config.json'))}: cannot be read "
                                    "(Permission denied)")
    assert models.read_model(folder).scheme == "rope"  # and once allowed in, it opens


def test_a_cached_model_the_user_may_not_enter_is_listed_with_why(shared_tmp):
    """One unreadable repo in the cache was "no snapshot downloaded" (or broke the list); it
    says why and the others are listed as before."""
    good = snapshot(shared_tmp / "models--org--a", "r1", config="bloom-560m")
    locked = snapshot(shared_tmp / "models--org--b", "r2", config="bloom-560m")
    inner = snapshot(shared_tmp / "models--org--c", "r3", config="bloom-560m")
    with locked_out(locked.parent.parent, inner):
        listed = models.cached_models(shared_tmp)
    assert listed == [
        models.CachedModel("org/a", str(good), "org/a: ALiBi, 16 heads"),
        models.CachedModel("org/b", str(shared_tmp / "models--org--b"),
                           "cannot be read: Permission denied"),
        models.CachedModel("org/c", str(inner),
                           f"cannot be read: {shortened(str(inner / 'config.json'))}: cannot be "
                           "read (Permission denied)")]


def test_an_os_error_without_a_file_name_names_the_model_path(tmp_path, monkeypatch):
    """An OSError that names no file (an I/O error mid-read) is told with the path opened."""
    def failing(path):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(models, "_read_model", failing)
    with pytest.raises(ModelError) as caught:
        models.read_model(tmp_path / "m")
    assert caught.value.args[0] == f"{shortened(str(tmp_path / 'm'))}: cannot be read (Input/output error)"


def test_a_bart_folder_draws_its_decoder_table_from_row_2(tmp_path):
    """BART keeps two tables of max_position_embeddings + 2 rows; the decoder's is drawn,
    position p from row p + 2."""
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "bart", "d_model": 3,
                                                      "max_position_embeddings": 6}))
    decoder, encoder = smooth_table(8, 3, seed=1), smooth_table(8, 3, seed=2)
    write_safetensors(tmp_path / "model.safetensors", {"model.encoder.embed_positions.weight": encoder,
                                                       "model.decoder.embed_positions.weight": decoder})
    model = models.read_model(tmp_path)
    assert (model.scheme, model.values["table_size"], model.table_offset) == ("learned", 6, 2)
    assert model.table.name == "model.decoder.embed_positions.weight"
    np.testing.assert_array_equal(models.position_table(model), decoder[2:])
