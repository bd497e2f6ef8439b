"""Every refusal of a safetensors checkpoint word for word: what is wrong, in which file and
tensor, with the sizes the header and the file give (worked out here by hand)."""
import json
import struct

import numpy as np
import pytest

from pe_desktop.core import checkpoints
from pe_desktop.core.checkpoints import CheckpointError, TensorInfo
from tests.shaped_models import write_safetensors


def refusal(call):
    with pytest.raises(CheckpointError) as info:
        call()
    return str(info.value)


LIES = "lie.safetensors: the header lies about tensor t: "


# t is float32 (2, 3): 24 bytes. The header is 8 + 184 bytes (JSON padded to 8), so the data
# starts at byte 192 and the file has 192 + 24 = 216.
@pytest.mark.parametrize("patch, message", [
    (lambda h: h.update(t=[1]), LIES + "its entry is not an object"),
    (lambda h: h["t"].update(dtype="Q99"), LIES + "unknown dtype 'Q99'"),
    (lambda h: h["t"].update(shape=[2, -3]), LIES + "shape [2, -3] is not a list of sizes"),
    (lambda h: h["t"].update(shape=[True, 6]), LIES + "shape [True, 6] is not a list of sizes"),
    (lambda h: h["t"].update(shape=[2.0, 3]), LIES + "shape [2.0, 3] is not a list of sizes"),
    (lambda h: h["t"].update(shape="6"), LIES + "shape '6' is not a list of sizes"),
    (lambda h: h["t"].update(data_offsets=[0, 12, 24]), LIES + "data_offsets [0, 12, 24] are not [begin, end]"),
    (lambda h: h["t"].update(data_offsets=(0, 24)), None),  # JSON has no tuples: a list again
    (lambda h: h["t"].update(data_offsets=[-1, 23]), LIES + "data_offsets [-1, 23] are not [begin, end]"),
    (lambda h: h["t"].update(data_offsets=[False, 24]), LIES + "data_offsets [False, 24] are not [begin, end]"),
    (lambda h: h["t"].update(data_offsets=[0, 24.0]), LIES + "data_offsets [0, 24.0] are not [begin, end]"),
    (lambda h: h["t"].update(data_offsets="0-24"), LIES + "data_offsets '0-24' are not [begin, end]"),
    (lambda h: h["t"].update(data_offsets=[8, 4]), LIES + "data_offsets [8, 4] are not [begin, end]"),
    (lambda h: h["t"].update(data_offsets=[4, 16]), LIES + "(2, 3) × F32 is 24 bytes, the offsets give 12"),
    (lambda h: h["t"].update(shape=[3, 3]), LIES + "(3, 3) × F32 is 36 bytes, the offsets give 24"),
    (lambda h: h["t"].update(dtype="I16"), LIES + "(2, 3) × I16 is 12 bytes, the offsets give 24"),
    (lambda h: h["t"].update(dtype="U8", shape=[], data_offsets=[0, 1]), None),  # a scalar: one value
    (lambda h: h["t"].update(dtype="U8", shape=[], data_offsets=[0, 2]), LIES + "() × U8 is 1 bytes, the offsets give 2"),
    (lambda h: h["t"].update(shape=[0, 3], data_offsets=[0, 0]), None),  # an empty tensor: no bytes
    # 2^32 · 2^32 · 4 bytes = 2^66, counted exactly (in int64 the product would wrap to 0)
    (lambda h: h["t"].update(shape=[1 << 32, 1 << 32]),
     LIES + "(4294967296, 4294967296) × F32 is 73,786,976,294,838,206,464 bytes, the offsets give 24"),
    (lambda h: h.update(u={"dtype": "F32", "shape": [2], "data_offsets": [4, 12]}),
     "lie.safetensors: the header lies: tensors t and u overlap"),
    (lambda h: h.update(u={"dtype": "F32", "shape": [2], "data_offsets": [24, 32]}),
     "lie.safetensors: truncated: tensor u ends at byte 224 but the file has 216"),
    (lambda h: h.update(u={"dtype": "F32", "shape": [0], "data_offsets": [24, 24]}), None),  # at the end: fits
])
def test_a_header_that_lies_word_for_word(tmp_path, patch, message):
    def padded(header):  # the same header length whatever the patch: data at byte 192
        patch(header)
        header["__metadata__"]["pad"] = ""
        size = len(json.dumps(header).encode())
        header["__metadata__"]["pad"] = "x" * (184 - size)

    path = write_safetensors(tmp_path / "lie.safetensors", {"t": np.zeros((2, 3), dtype="<f4")},
                             header_patch=padded)
    assert struct.unpack("<Q", path.read_bytes()[:8])[0] == 184
    if message is None:
        checkpoints.read_header(path)
    else:
        assert refusal(lambda: checkpoints.read_header(path)) == message


def test_truncated_and_malformed_files_word_for_word(tmp_path):
    path = tmp_path / "t.safetensors"
    path.write_bytes(b"\x01\x02\x03\x04\x05")
    assert refusal(lambda: checkpoints.read_header(path)) == (
        "t.safetensors: truncated: 5 bytes, too short for a safetensors header")
    path.write_bytes(struct.pack("<Q", 13) + b"{}")
    assert refusal(lambda: checkpoints.read_header(path)) == (
        "t.safetensors: the header claims 13 bytes but the file has 10: truncated, or not a safetensors file")
    path.write_bytes(struct.pack("<Q", 2) + b"{}")  # 8 + 2 = 10 bytes: exactly enough
    assert checkpoints.read_header(path) == {}
    path.write_bytes(struct.pack("<Q", 6) + b"[1, 2]")
    assert refusal(lambda: checkpoints.read_header(path)) == (
        "t.safetensors: the safetensors header is not a JSON object")
    path.write_bytes(struct.pack("<Q", 2) + b"\xff\xfe")
    assert refusal(lambda: checkpoints.read_header(path)) == "t.safetensors: the safetensors header is not valid JSON"
    # a header of non-ASCII names is UTF-8
    text = json.dumps({"位置": {"dtype": "F32", "shape": [1], "data_offsets": [0, 4]}}, ensure_ascii=False).encode()
    path.write_bytes(struct.pack("<Q", len(text)) + text + bytes(4))
    assert list(checkpoints.read_header(path)) == ["位置"]
    # the length is unsigned: 2^63 + 1 is huge, not negative
    path.write_bytes(struct.pack("<Q", (1 << 63) + 1) + b"{}")
    assert refusal(lambda: checkpoints.read_header(path)) == (
        "t.safetensors: the header claims 9,223,372,036,854,775,809 bytes but the file has 10: "
        "truncated, or not a safetensors file")


def test_the_header_size_limit_is_the_formats(tmp_path, monkeypatch):
    """safetensors refuses headers over 100,000,000 bytes; at the limit one is read."""
    monkeypatch.setattr(checkpoints, "MAX_HEADER_BYTES", 2)
    path = tmp_path / "h.safetensors"
    path.write_bytes(struct.pack("<Q", 2) + b"{}" + bytes(8))
    assert checkpoints.read_header(path) == {}
    monkeypatch.setattr(checkpoints, "MAX_HEADER_BYTES", 1)
    assert refusal(lambda: checkpoints.read_header(path)) == (
        "h.safetensors: the header claims 2 bytes but the file has 18: truncated, or not a safetensors file")


def test_missing_folder_and_pickled_word_for_word(tmp_path):
    missing = tmp_path / "none.safetensors"
    assert refusal(lambda: checkpoints.read_header(missing)) == f"{missing} does not exist"
    assert refusal(lambda: checkpoints.read_header(tmp_path)) == f"{tmp_path} is a folder, not a file"
    assert refusal(lambda: checkpoints.read_header(tmp_path / "sub" / "Model.PT")) == (
        "Model.PT: a pickled PyTorch checkpoint, not opened: loading it would run the code it names "
        "(pickle). Only .safetensors checkpoints are read (plain bytes and a JSON header)")


class _Broken:
    """An open checkpoint whose reads fail."""

    def __init__(self, size):
        self.size = size

    def fileno(self):
        raise OSError(5, "Input/output error")

    def read(self, n=-1):
        raise OSError(5, "Input/output error")

    def seek(self, *args):
        raise OSError(5, "Input/output error")


def test_read_errors_word_for_word(tmp_path):
    assert refusal(lambda: checkpoints.read_header(tmp_path / "m.safetensors", _Broken(10))) == (
        "m.safetensors: unreadable (Input/output error)")
    info = TensorInfo("t", "F32", (2,), 100, 108, str(tmp_path / "m.safetensors"))
    assert refusal(lambda: checkpoints.read_tensor(info, _Broken(10))) == "m.safetensors: unreadable (Input/output error)"


def test_tensor_reads_word_for_word(tmp_path):
    path = write_safetensors(tmp_path / "m.safetensors", {"t": np.arange(4, dtype="<f4")})
    info = checkpoints.read_header(path)["t"]
    assert (info.begin, info.end) == (info.end - 16, path.stat().st_size)
    as_int = TensorInfo("t", "I32", (4,), info.begin, info.end, str(path))
    assert refusal(lambda: checkpoints.read_tensor(as_int)) == (
        "m.safetensors: tensor t is I32, not a float table (F16, BF16, F32 or F64)")
    past = TensorInfo("t", "F32", (6,), info.begin, info.end + 8, str(path))
    assert refusal(lambda: checkpoints.read_tensor(past)) == (
        "m.safetensors: truncated: tensor t needs 24 bytes, 16 were there")


INDEX = "model.safetensors.index.json"


def test_index_refusals_word_for_word(tmp_path, monkeypatch):
    write_safetensors(tmp_path / "s1.safetensors", {"a": np.zeros(2, dtype="<f4")})
    index = tmp_path / INDEX

    def refused_with(text):
        index.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
        return refusal(lambda: checkpoints.tensor_map(tmp_path))

    assert refused_with('{"weight_map": {"a": "s1.safetensors", "b": "s2.safetensors"}}') == (
        f"{INDEX}: shard s2.safetensors is not in the folder")
    assert refused_with('{"weight_map": {"a": "s1.safetensors", "b": "s1.safetensors"}}') == (
        f"{INDEX} puts b in s1.safetensors, whose header does not have it")
    assert refused_with('{"weight_map": {"a": "../s1.safetensors"}}') == (
        f"{INDEX}: shard '../s1.safetensors' is not a .safetensors file in the same folder")
    assert refused_with('{"weight_map": {"a": "s1.bin"}}') == (
        f"{INDEX}: shard 's1.bin' is not a .safetensors file in the same folder")
    for no_map in ('[1, 2]', '{"weight_map": [1]}', '{"weight_map": {"a": 1}}', '{"weight_map": {"a": null}}',
                   '{"other": {}}'):
        assert refused_with(no_map) == f"{INDEX}: no weight_map of tensor names to files", no_map
    assert refused_with(b'{"weight_map": \xff}') == f"{INDEX}: not a readable JSON index"
    assert refused_with("{") == f"{INDEX}: not a readable JSON index"
    # UTF-8 names are read as such
    (tmp_path / "位置.safetensors").write_bytes((tmp_path / "s1.safetensors").read_bytes())
    index.write_text('{"weight_map": {"a": "位置.safetensors"}}', encoding="utf-8")
    assert checkpoints.tensor_map(tmp_path)["a"].file.endswith("位置.safetensors")
    # the size limit: at it, read; one byte over, refused by its size
    size = index.stat().st_size
    monkeypatch.setattr(checkpoints, "MAX_INDEX_BYTES", size)
    assert list(checkpoints.tensor_map(tmp_path)) == ["a"]
    monkeypatch.setattr(checkpoints, "MAX_INDEX_BYTES", size - 1)
    assert refusal(lambda: checkpoints.tensor_map(tmp_path)) == (
        f"{INDEX}: too large to be an index ({size:,} bytes)")


@pytest.mark.parametrize("dtype, shown", [(["F32"], "['F32']"), ({"F32": 1}, "{'F32': 1}"), (7, "7")])
def test_a_dtype_that_is_not_a_string_is_unknown(tmp_path, dtype, shown):
    """A list or object as dtype raised TypeError (unhashable) out of the header check."""
    path = write_safetensors(tmp_path / "lie.safetensors", {"t": np.zeros((2, 3), dtype="<f4")},
                             header_patch=lambda h: h["t"].update(dtype=dtype))
    assert refusal(lambda: checkpoints.read_header(path)) == LIES + f"unknown dtype {shown}"


def test_long_names_and_fields_are_quoted_short(tmp_path):
    """A header can hold megabytes in a name or a shape: each is quoted in at most 60
    characters, so the refusal stays one readable line."""
    long = "n" * 100_000
    name = "n" * 30 + "…" + "n" * 29
    head = "1, " * 9 + "1,"  # the first 30 characters are the bracket and these
    for shape, what in (([1] * 50_000 + [-1],
                         f"shape [{head}…, {'1, ' * 8}-1] is not a list of sizes"),
                        ([1] * 50_000, f"({head}…{'1, ' * 9}1) × F32 is 4 bytes, the offsets give 24")):
        path = write_safetensors(tmp_path / "lie.safetensors", {long: np.zeros((2, 3), dtype="<f4")},
                                 header_patch=lambda h, shape=shape: h[long].update(shape=shape))
        text = refusal(lambda path=path: checkpoints.read_header(path))
        assert text == f"lie.safetensors: the header lies about tensor {name}: {what}"
