"""Reading one tensor of a safetensors checkpoint: exact dtypes, shards, refusals, and a
multi-GB sparse file of which only the header and the one tensor are read."""
import json
import os
import struct

import numpy as np
import pytest

from pe_desktop.core import checkpoints
from pe_desktop.core.checkpoints import CheckpointError
from tests.shaped_models import f32_to_bf16_bits, write_safetensors


def test_float32_float16_and_float64_read_exactly(tmp_path):
    rng = np.random.default_rng(1)
    a = rng.standard_normal((5, 3)).astype("<f4")
    b = rng.standard_normal((4, 2)).astype("<f2")
    c = rng.standard_normal(7)
    path = write_safetensors(tmp_path / "m.safetensors", {"a": a, "b": b, "c": c})
    header = checkpoints.read_header(path)
    assert header["a"].shape == (5, 3) and header["b"].dtype == "F16"
    np.testing.assert_array_equal(checkpoints.read_tensor(header["a"]), a)
    got = checkpoints.read_tensor(header["b"])
    assert got.dtype == np.float32
    np.testing.assert_array_equal(got, b.astype(np.float32))  # every float16 is a float32
    np.testing.assert_array_equal(checkpoints.read_tensor(header["c"]), c)


def test_bfloat16_is_widened_exactly():
    # bfloat16 bit patterns and their values by the definition (sign, 8-bit exponent, 7-bit
    # fraction): 0x3F80 = 1.0, 0xC000 = -2.0, 0x3E20 = 0.15625, 0x7F7F = largest finite
    bits = np.array([0x3F80, 0xC000, 0x3E20, 0x7F7F, 0x0001, 0x8000], dtype="<u2")
    expected = []
    for b in bits.tolist():
        sign = -1.0 if b >> 15 else 1.0
        exp, frac = (b >> 7) & 0xFF, b & 0x7F
        expected.append(sign * (2.0 ** (exp - 127)) * (1 + frac / 128) if exp else
                        sign * (2.0 ** -126) * (frac / 128))
    np.testing.assert_array_equal(checkpoints.bf16_to_f32(bits), np.array(expected, dtype=np.float32))


def test_bfloat16_tensor_round_trips_through_a_file(tmp_path):
    values = np.random.default_rng(2).standard_normal((6, 4)).astype("<f4")
    bits = f32_to_bf16_bits(values)
    path = write_safetensors(tmp_path / "bf.safetensors", {"t": bits})
    got = checkpoints.read_tensor(checkpoints.read_header(path)["t"])
    # the value is the bfloat16's exactly: its bits in the high half of a float32
    np.testing.assert_array_equal(got.view(np.uint32) >> 16, bits.astype(np.uint32))
    np.testing.assert_allclose(got, values, rtol=2 ** -8)


def test_sharded_checkpoint_by_its_index(tmp_path):
    a, b = np.arange(6, dtype="<f4").reshape(2, 3), np.arange(4, dtype="<f4")
    write_safetensors(tmp_path / "model-00001-of-00002.safetensors", {"x.a": a})
    write_safetensors(tmp_path / "model-00002-of-00002.safetensors", {"x.b": b})
    (tmp_path / "model.safetensors.index.json").write_text(json.dumps(
        {"weight_map": {"x.a": "model-00001-of-00002.safetensors",
                        "x.b": "model-00002-of-00002.safetensors"}}))
    tensors = checkpoints.tensor_map(tmp_path)
    assert set(tensors) == {"x.a", "x.b"}
    assert tensors["x.b"].file.endswith("00002-of-00002.safetensors")
    np.testing.assert_array_equal(checkpoints.read_tensor(tensors["x.b"]), b)


def test_an_index_naming_a_missing_shard_or_tensor_is_refused(tmp_path):
    write_safetensors(tmp_path / "s1.safetensors", {"a": np.zeros(2, dtype="<f4")})
    index = tmp_path / "model.safetensors.index.json"
    index.write_text(json.dumps({"weight_map": {"a": "s1.safetensors", "b": "s2.safetensors"}}))
    with pytest.raises(CheckpointError, match="shard s2.safetensors is not in the folder"):
        checkpoints.tensor_map(tmp_path)
    index.write_text(json.dumps({"weight_map": {"a": "s1.safetensors", "b": "s1.safetensors"}}))
    with pytest.raises(CheckpointError, match="puts b in s1.safetensors"):
        checkpoints.tensor_map(tmp_path)
    index.write_text(json.dumps({"weight_map": {"a": "../elsewhere.safetensors"}}))
    with pytest.raises(CheckpointError, match="not a .safetensors file in the same folder"):
        checkpoints.tensor_map(tmp_path)


@pytest.mark.parametrize("patch, message", [
    (lambda h: h["t"].update(data_offsets=[0, 12]), "the offsets give 12"),
    (lambda h: h["t"].update(shape=[3, 3]), "is 36 bytes, the offsets give 24"),
    (lambda h: h["t"].update(dtype="Q99"), "unknown dtype"),
    (lambda h: h["t"].update(data_offsets=[8, 4]), "are not \\[begin, end\\]"),
    (lambda h: h.update(u={"dtype": "F32", "shape": [2], "data_offsets": [4, 12]}), "overlap"),
    (lambda h: h.update(u={"dtype": "F32", "shape": [4], "data_offsets": [24, 40]}), "truncated"),
])
def test_a_header_that_lies_is_refused_in_one_line(tmp_path, patch, message):
    path = write_safetensors(tmp_path / "lie.safetensors", {"t": np.zeros((2, 3), dtype="<f4")},
                             header_patch=patch)
    with pytest.raises(CheckpointError, match=message) as info:
        checkpoints.read_header(path)
    assert "\n" not in str(info.value) and "lie.safetensors" in str(info.value)


def _header_file(path, header: bytes):
    header += b" " * (-len(header) % 8)
    path.write_bytes(struct.pack("<Q", len(header)) + header)
    return path


def test_a_header_of_millions_of_empty_objects_is_refused_unparsed(tmp_path, monkeypatch):
    """A 100 MB header of empty objects reached 2.5 GB in the JSON parser: the objects and
    lists are counted in the bytes first (3,000,000 at most) and such a header never parsed."""
    count = checkpoints.MAX_HEADER_CONTAINERS  # with the outer object and list: 2 more
    path = _header_file(tmp_path / "empty.safetensors", b'{"__metadata__":[' + b"{}," * (count - 1) + b"{}]}")
    monkeypatch.setattr(checkpoints.json, "loads", lambda raw: pytest.fail("the header was parsed"))
    with pytest.raises(CheckpointError) as info:
        checkpoints.read_header(path)
    assert str(info.value) == ("empty.safetensors: the safetensors header holds 3,000,002 objects and "
                               "lists, more than the 3,000,000 a checkpoint's tensors need: not read")


def test_a_header_at_the_container_limit_is_read(tmp_path, monkeypatch):
    """Exactly MAX_HEADER_CONTAINERS objects and lists are read; one more is refused."""
    path = write_safetensors(tmp_path / "t.safetensors", {"t": np.zeros((2, 3), dtype="<f4"),
                                                          "u": np.ones(2, dtype="<f4")})
    raw = path.read_bytes()
    length = struct.unpack("<Q", raw[:8])[0]
    header = raw[8:8 + length]
    containers = header.count(b"{") + header.count(b"[")  # 3 objects, 4 lists (+ metadata's 1)
    monkeypatch.setattr(checkpoints, "MAX_HEADER_CONTAINERS", containers)
    assert set(checkpoints.read_header(path)) == {"t", "u"}
    monkeypatch.setattr(checkpoints, "MAX_HEADER_CONTAINERS", containers - 1)
    with pytest.raises(CheckpointError, match=f"holds {containers:,} objects and lists, more than the "
                                              f"{containers - 1:,}"):
        checkpoints.read_header(path)


def test_truncated_files_are_refused(tmp_path):
    path = write_safetensors(tmp_path / "t.safetensors", {"t": np.zeros((4, 4), dtype="<f4")})
    full = path.read_bytes()
    path.write_bytes(full[:-10])
    with pytest.raises(CheckpointError, match="truncated: tensor t ends at byte"):
        checkpoints.read_header(path)
    path.write_bytes(full[:20])
    with pytest.raises(CheckpointError, match="the header claims"):
        checkpoints.read_header(path)
    path.write_bytes(full[:5])
    with pytest.raises(CheckpointError, match="too short for a safetensors header"):
        checkpoints.read_header(path)
    path.write_bytes(struct.pack("<Q", 4) + b"nope")
    with pytest.raises(CheckpointError, match="not valid JSON"):
        checkpoints.read_header(path)


def test_a_missing_tensor_is_none_and_a_wrapped_name_is_found(tmp_path):
    path = write_safetensors(tmp_path / "m.safetensors", {"transformer.wpe.weight": np.zeros((3, 2), "<f4")})
    tensors = checkpoints.tensor_map(path)
    assert checkpoints.find_tensor(tensors, ("wpe.weight",)).name == "transformer.wpe.weight"
    assert checkpoints.find_tensor(tensors, ("embed_positions.weight",)) is None


@pytest.mark.parametrize("name", ["pytorch_model.bin", "model.pt", "last.ckpt"])
def test_pickled_checkpoints_are_never_opened(tmp_path, name):
    path = tmp_path / name
    path.write_bytes(b"\x80\x04 not read")
    with pytest.raises(CheckpointError, match="only .safetensors checkpoints are read|Only .safetensors"):
        checkpoints.read_header(path)


class CountingFile:
    """A file object that counts the bytes read through it."""

    def __init__(self, fh):
        self.fh, self.bytes_read = fh, 0

    def read(self, n=-1):
        data = self.fh.read(n)
        self.bytes_read += len(data)
        return data

    def seek(self, *args):
        return self.fh.seek(*args)

    def fileno(self):
        return self.fh.fileno()


def test_a_sparse_15_gb_checkpoint_reads_only_its_header_and_one_tensor(tmp_path):
    """A 15 GB file (sparse: no disk used) whose header lists a huge tensor and, at its end, a
    1024 × 768 float32 position table: opening it reads the header and the table's 3 MiB."""
    big = 15 * 1024 ** 3
    table = np.random.default_rng(3).standard_normal((1024, 768)).astype("<f4")
    header = {"model.layers.weight": {"dtype": "BF16", "shape": [big // 2],
                                      "data_offsets": [0, big]},
              "wpe.weight": {"dtype": "F32", "shape": [1024, 768],
                             "data_offsets": [big, big + table.nbytes]}}
    text = json.dumps(header).encode()
    path = tmp_path / "model.safetensors"
    with open(path, "wb") as fh:
        fh.write(struct.pack("<Q", len(text)) + text)
    os.truncate(path, 8 + len(text) + big)  # a hole, no bytes written
    with open(path, "r+b") as fh:
        fh.seek(8 + len(text) + big)
        fh.write(table.tobytes())
    assert path.stat().st_size > 15e9
    with open(path, "rb") as raw:
        counting = CountingFile(raw)
        tensors = checkpoints.read_header(path, counting)
        got = checkpoints.read_tensor(tensors["wpe.weight"], counting)
    np.testing.assert_array_equal(got, table)
    assert counting.bytes_read == 8 + len(text) + table.nbytes


def test_a_fifo_as_checkpoint_or_config_is_refused_not_waited_on(tmp_path):
    """A named pipe blocks a plain open() for ever (the window froze): refused at once."""
    from pe_desktop.core import models
    from pe_desktop.core.params import ParamError

    pipe = tmp_path / "model.safetensors"
    os.mkfifo(pipe)
    with pytest.raises(CheckpointError, match="not a regular file"):
        checkpoints.read_header(pipe)
    folder = tmp_path / "m"
    folder.mkdir()
    os.mkfifo(folder / "config.json")
    with pytest.raises(ParamError, match="no config.json"):  # the folder: not a config there
        models.load(folder)
    with pytest.raises(ParamError, match="not a regular file"):  # named: refused, not read
        models.load(folder / "config.json")
