"""Reading one tensor from a safetensors checkpoint, and nothing else of it.

The format (https://github.com/huggingface/safetensors): 8 bytes, the header's length N as an
unsigned little-endian integer; N bytes of JSON mapping each tensor's name to its ``dtype``,
``shape`` and ``data_offsets`` [begin, end) relative to the end of the header (and an optional
``__metadata__`` of strings); then the data. A tensor is read by seeking to its bytes: a 15 GB
checkpoint costs the header and the one table asked for.

The header is parsed here rather than by the ``safetensors`` package: its NumPy API has no
bfloat16 (NumPy has no such dtype), and the checks below (a header that lies about offsets or
sizes, a truncated file) are each one readable line instead of a Rust panic or a
``SafetensorError``. bfloat16 is the upper half of a float32, so it is widened exactly by
shifting its 16 bits into the high half.

Sharded checkpoints list which file holds each tensor in ``model.safetensors.index.json``
(``{"weight_map": {name: file}}``).

Pickled checkpoints (``pytorch_model.bin``, ``.pt``, ``.ckpt``) are never opened: unpickling
runs whatever code the file names. Pure NumPy and stdlib, no Qt.
"""
from __future__ import annotations

import json
import os
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import numpy as np

from .files import FileRefused, open_regular
from .params import ParamError
from .text import msg, shortened

INDEX_NAME = "model.safetensors.index.json"
PICKLED_SUFFIXES = (".bin", ".pt", ".pth", ".ckpt", ".pkl")
MAX_HEADER_BYTES = 100_000_000  # the format's own limit (safetensors refuses larger headers)
# Objects and lists a header may hold (a tensor's entry is one object and two lists): a
# 100 MB header of empty ones would take gigabytes to parse; counted in the bytes first.
MAX_HEADER_CONTAINERS = 3_000_000
MAX_INDEX_BYTES = 50_000_000
# dtype name → (bytes per value, NumPy dtype read from the file); BF16 is read as uint16
DTYPES: dict[str, tuple[int, np.dtype]] = {
    "F64": (8, np.dtype("<f8")),
    "F32": (4, np.dtype("<f4")),
    "F16": (2, np.dtype("<f2")),
    "BF16": (2, np.dtype("<u2")),
}
OTHER_DTYPES = {"I64": 8, "I32": 4, "I16": 2, "I8": 1, "U64": 8, "U32": 4, "U16": 2, "U8": 1,
                "BOOL": 1, "F8_E4M3": 1, "F8_E5M2": 1, "C64": 8}


class CheckpointError(ParamError):
    """A checkpoint that cannot be read; the message is one readable line."""


@dataclass(frozen=True)
class TensorInfo:
    name: str
    dtype: str
    shape: tuple[int, ...]
    begin: int  # absolute byte offsets in the file
    end: int
    file: str


def pickled_refusal(path: str | os.PathLike) -> CheckpointError:
    return CheckpointError(msg(
        "{name}: a pickled PyTorch checkpoint, not opened: loading it would run the code it "
        "names (pickle). Only .safetensors checkpoints are read (plain bytes and a JSON header)",
        name=os.path.basename(os.fspath(path))))


def _open(path: str | os.PathLike) -> BinaryIO:
    """A checkpoint opened for reading: a regular file only (a FIFO would block for ever)."""
    try:
        return open_regular(path)
    except FileRefused as exc:
        raise CheckpointError(exc.args[0]) from None


def is_pickled(path: str | os.PathLike) -> bool:
    return Path(path).suffix.lower() in PICKLED_SUFFIXES


def read_header(path: str | os.PathLike, fh: BinaryIO | None = None) -> dict[str, TensorInfo]:
    """Every tensor's name, dtype, shape and byte range, from the header only. Refuses (one
    line) a file too short for its header, a header that is not JSON, and offsets or sizes
    that disagree with the dtype and shape, overlap, or run past the end of the file."""
    path = os.fspath(path)
    name = os.path.basename(path)
    if is_pickled(path):
        raise pickled_refusal(path)
    try:
        own = fh is None
        f = _open(path) if fh is None else fh
        try:
            size = os.fstat(f.fileno()).st_size
            first = f.read(8)
            if len(first) < 8:
                raise CheckpointError(msg("{name}: truncated: {size:,} bytes, too short for a "
                                          "safetensors header", name=name, size=size))
            (length,) = struct.unpack("<Q", first)
            if length > MAX_HEADER_BYTES or 8 + length > size:
                raise CheckpointError(msg("{name}: the header claims {length:,} bytes but the file "
                                          "has {size:,}: truncated, or not a safetensors file",
                                          name=name, length=length, size=size))
            raw = f.read(length)
        finally:
            if own:
                f.close()
    except OSError as exc:  # a read failing (a missing file or a folder: _open refused it)
        raise CheckpointError(msg("{name}: unreadable ({reason})", name=name,
                                  reason=str(exc.strerror or exc))) from None
    containers = raw.count(b"{") + raw.count(b"[")
    if containers > MAX_HEADER_CONTAINERS:
        raise CheckpointError(msg("{name}: the safetensors header holds {count:,} objects and lists, "
                                  "more than the {limit:,} a checkpoint's tensors need: not read",
                                  name=name, count=containers, limit=MAX_HEADER_CONTAINERS))
    try:
        header = json.loads(raw)  # bytes: json reads UTF-8 itself
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise CheckpointError(msg("{name}: the safetensors header is not valid JSON",
                                  name=name)) from None
    if not isinstance(header, dict):
        raise CheckpointError(msg("{name}: the safetensors header is not a JSON object", name=name))
    data_start = 8 + length
    tensors: dict[str, TensorInfo] = {}
    for key, entry in header.items():
        if key == "__metadata__":
            continue
        tensors[key] = _tensor_info(name, key, entry, data_start, path)
    spans = sorted((t.begin, t.end, t.name) for t in tensors.values())
    for (_b0, e0, n0), (b1, _e1, n1) in zip(spans, spans[1:]):
        if b1 < e0:
            raise CheckpointError(msg("{name}: the header lies: tensors {first} and {second} "
                                      "overlap", name=name, first=shortened(n0),
                                      second=shortened(n1)))
    if spans and spans[-1][1] > size:
        raise CheckpointError(msg("{name}: truncated: tensor {tensor} ends at byte {end:,} but "
                                  "the file has {size:,}", name=name, tensor=spans[-1][2],
                                  end=spans[-1][1], size=size))
    return tensors


def _tensor_info(name: str, key: str, entry, data_start: int, path: str) -> TensorInfo:
    def lie(what: str) -> CheckpointError:
        return CheckpointError(msg("{name}: the header lies about tensor {tensor}: {what}",
                                   name=name, tensor=shortened(key), what=what))

    if not isinstance(entry, dict):
        raise lie(msg("its entry is not an object"))
    dtype, shape, offsets = entry.get("dtype"), entry.get("shape"), entry.get("data_offsets")
    if not isinstance(dtype, str) or (dtype not in DTYPES and dtype not in OTHER_DTYPES):
        raise lie(msg("unknown dtype {dtype}", dtype=shortened(repr(dtype))))
    if (not isinstance(shape, list)
            or not all(isinstance(s, int) and not isinstance(s, bool) and s >= 0 for s in shape)):
        raise lie(msg("shape {shape} is not a list of sizes", shape=shortened(repr(shape))))
    if (not isinstance(offsets, list) or len(offsets) != 2
            or not all(isinstance(o, int) and not isinstance(o, bool) and o >= 0 for o in offsets)
            or offsets[1] < offsets[0]):
        raise lie(msg("data_offsets {offsets} are not [begin, end]",
                      offsets=shortened(repr(offsets))))
    per_value = DTYPES[dtype][0] if dtype in DTYPES else OTHER_DTYPES[dtype]
    expected = int(np.prod(shape, dtype=object)) * per_value  # exact (Python ints); () is 1 value
    if offsets[1] - offsets[0] != expected:
        raise lie(msg("{shape} × {dtype} is {expected:,} bytes, the offsets give {given:,}",
                      shape=shortened(str(tuple(shape))), dtype=dtype, expected=expected,
                      given=offsets[1] - offsets[0]))
    return TensorInfo(key, dtype, tuple(shape), data_start + offsets[0], data_start + offsets[1], path)


def bf16_to_f32(bits: np.ndarray) -> np.ndarray:
    """bfloat16 values (as their uint16 bit patterns) as float32, exactly: a bfloat16 is the
    upper 16 bits of a float32, so the widening is a shift into the high half."""
    return (bits.astype(np.uint32) << 16).view(np.float32)


def read_tensor(info: TensorInfo, fh: BinaryIO | None = None) -> np.ndarray:
    """The tensor's values, read from its byte range only. float32 and float64 as stored;
    float16 and bfloat16 widened to float32, exactly. Other dtypes are refused."""
    name = os.path.basename(info.file)
    if info.dtype not in DTYPES:
        raise CheckpointError(msg("{name}: tensor {tensor} is {dtype}, not a float table "
                                  "(F16, BF16, F32 or F64)", name=name, tensor=info.name,
                                  dtype=info.dtype))
    count = info.end - info.begin
    try:
        own = fh is None
        f = _open(info.file) if fh is None else fh
        try:
            f.seek(info.begin)
            raw = f.read(count)
        finally:
            if own:
                f.close()
    except OSError as exc:
        raise CheckpointError(msg("{name}: unreadable ({reason})", name=name,
                                  reason=str(exc.strerror or exc))) from None
    if len(raw) != count:
        raise CheckpointError(msg("{name}: truncated: tensor {tensor} needs {count:,} bytes, "
                                  "{got:,} were there", name=name, tensor=info.name, count=count,
                                  got=len(raw)))
    values = np.frombuffer(raw, dtype=DTYPES[info.dtype][1]).reshape(info.shape)
    if info.dtype == "BF16":
        return bf16_to_f32(values)
    if info.dtype == "F16":
        return values.astype(np.float32)
    return values.astype(values.dtype.newbyteorder("="))


# -- a model's checkpoint: one file, or shards with an index --------------------------------------

def checkpoint_files(folder: str | os.PathLike) -> list[Path]:
    """The .safetensors files of a model folder (sorted); [] when there are none."""
    return sorted(p for p in Path(folder).glob("*.safetensors") if p.is_file())


def tensor_map(folder_or_file: str | os.PathLike) -> dict[str, TensorInfo]:
    """Every tensor of a checkpoint by name: one .safetensors file, or a folder (its index
    ``model.safetensors.index.json`` when there is one, else each .safetensors file). Only
    headers are read."""
    path = Path(folder_or_file)
    if path.is_file():
        return read_header(path)
    index = path / INDEX_NAME
    out: dict[str, TensorInfo] = {}
    if index.is_file():
        by_shard: dict[str, list[str]] = {}  # each shard's tensors: linear in the index's size
        for tensor, shard in _index_shards(index).items():
            by_shard.setdefault(shard, []).append(tensor)
        for shard in sorted(by_shard):
            shard_path = path / shard
            if not shard_path.is_file():
                raise CheckpointError(msg("{index}: shard {shard} is not in the folder",
                                          index=INDEX_NAME, shard=shortened(shard)))
            header = read_header(shard_path)
            for tensor in by_shard[shard]:
                if tensor not in header:
                    raise CheckpointError(msg("{index} puts {tensor} in {shard}, whose header "
                                              "does not have it", index=INDEX_NAME,
                                              tensor=shortened(tensor), shard=shortened(shard)))
                out[tensor] = header[tensor]
        return out
    for file in checkpoint_files(path):
        out.update(read_header(file))
    return out


def _index_shards(index: Path) -> dict[str, str]:
    try:
        if index.stat().st_size > MAX_INDEX_BYTES:
            raise CheckpointError(msg("{index}: too large to be an index ({size:,} bytes)",
                                      index=INDEX_NAME, size=index.stat().st_size))
        data = json.loads(index.read_bytes())  # bytes: json detects UTF-8 (or UTF-16/32)
    except CheckpointError:
        raise
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        raise CheckpointError(msg("{index}: not a readable JSON index", index=INDEX_NAME)) from None
    weight_map = data.get("weight_map") if isinstance(data, dict) else None
    if not isinstance(weight_map, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in weight_map.items()):
        raise CheckpointError(msg("{index}: no weight_map of tensor names to files", index=INDEX_NAME))
    for shard in set(weight_map.values()):
        if Path(shard).name != shard or not shard.endswith(".safetensors"):
            raise CheckpointError(msg("{index}: shard {shard} is not a .safetensors file in the "
                                      "same folder", index=INDEX_NAME, shard=shortened(repr(shard))))
    return weight_map


def find_tensor(tensors: dict[str, TensorInfo], names: tuple[str, ...]) -> TensorInfo | None:
    """The first tensor whose name is one of ``names`` or ends with ``.`` + one of them (a
    model saved inside a wrapper prefixes its names: ``transformer.wpe.weight``)."""
    for wanted in names:
        if wanted in tensors:
            return tensors[wanted]
    for wanted in names:
        for key in sorted(tensors):
            if key.endswith("." + wanted):
                return tensors[key]
    return None
