"""Small safetensors files and model folders *shaped* like real ones (the right config, tensor
names, shapes and dtypes), with made-up values, not trained weights.

``write_safetensors`` writes the format by its specification (8-byte little-endian header
length, JSON header, data), independently of the reader under test.

    python -m tests.shaped_models FOLDER    # writes the shaped folders the note looks at
"""
from __future__ import annotations

import json
import shutil
import struct
import sys
from pathlib import Path

import numpy as np

DATA = Path(__file__).resolve().parent / "data" / "models"
CODES = {np.dtype("<f4"): "F32", np.dtype("<f2"): "F16", np.dtype("<f8"): "F64",
         np.dtype("<i8"): "I64", np.dtype("<u2"): "BF16"}


def f32_to_bf16_bits(values: np.ndarray) -> np.ndarray:
    """float32 → bfloat16 bit patterns by rounding to nearest even (as torch does)."""
    bits = np.asarray(values, dtype="<f4").view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return rounded.astype("<u2")


def write_safetensors(path, tensors: dict[str, np.ndarray], dtypes: dict[str, str] | None = None,
                      header_patch=None) -> Path:
    """Write ``tensors`` (name → array; a uint16 array is BF16 bits unless ``dtypes`` says)
    as a .safetensors file. ``header_patch(header)`` may alter the header before writing
    (to make a lying one)."""
    header, blobs, at = {}, [], 0
    for name, array in tensors.items():
        array = np.ascontiguousarray(array)
        code = (dtypes or {}).get(name) or CODES[array.dtype.newbyteorder("<")]
        raw = array.astype(array.dtype.newbyteorder("<")).tobytes()
        header[name] = {"dtype": code, "shape": list(array.shape), "data_offsets": [at, at + len(raw)]}
        blobs.append(raw)
        at += len(raw)
    header["__metadata__"] = {"format": "pt"}
    if header_patch is not None:
        header_patch(header)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)  # the format pads the header to 8 bytes with spaces
    path = Path(path)
    with open(path, "wb") as fh:
        fh.write(struct.pack("<Q", len(text)))
        fh.write(text)
        for raw in blobs:
            fh.write(raw)
    return path


def smooth_table(rows: int, width: int, seed: int = 0) -> np.ndarray:
    """A made-up position table with structure by position (slow sines plus noise), so its
    views show something; float32."""
    rng = np.random.default_rng(seed)
    p = np.arange(rows)[:, None]
    freq = rng.uniform(0.002, 0.05, width)
    phase = rng.uniform(0, 2 * np.pi, width)
    return (0.1 * np.sin(p * freq + phase) + 0.01 * rng.standard_normal((rows, width))).astype("<f4")


def shaped_folder(family: str, folder, dtype: str = "F32", sharded: bool = False) -> Path:
    """A folder with the published config of ``family`` (tests/data/models) and a small
    checkpoint with its position tensor at full shape (a learned model) or a stand-in layer."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(DATA / family / "config.json", folder / "config.json")
    config = json.loads((DATA / family / "config.json").read_text())
    tables = {"gpt2": ("transformer.wpe.weight", 1024, 768),
              "bert-base-uncased": ("bert.embeddings.position_embeddings.weight", 512, 768),
              "roberta-base": ("roberta.embeddings.position_embeddings.weight", 514, 768),
              "opt-125m": ("model.decoder.embed_positions.weight", 2050, 768)}
    tensors: dict[str, np.ndarray] = {}
    if family in tables:
        name, rows, width = tables[family]
        table = smooth_table(rows, width, seed=1 if family == "bert-base-uncased" else 0)
        tensors[name] = table if dtype == "F32" else (
            table.astype("<f2") if dtype == "F16" else f32_to_bf16_bits(table))
    if family == "t5-small":  # the encoder's and the decoder's [buckets, heads] biases
        rng = np.random.default_rng(5)
        shape = (config["relative_attention_num_buckets"], config["num_heads"])
        for stack in ("encoder", "decoder"):
            tensors[f"{stack}.block.0.layer.0.SelfAttention.relative_attention_bias.weight"] = (
                rng.normal(0.0, 2.0, shape).astype("<f4"))
    width = config.get("hidden_size") or config.get("d_model") or config.get("n_embd") or 64
    tensors["model.norm.weight"] = np.ones(width, dtype="<f4")  # a stand-in: not position data
    if not sharded:
        write_safetensors(folder / "model.safetensors", tensors)
        return folder
    names = list(tensors)
    weight_map = {}
    for i, name in enumerate(names):
        shard = f"model-{i + 1:05d}-of-{len(names):05d}.safetensors"
        write_safetensors(folder / shard, {name: tensors[name]})
        weight_map[name] = shard
    (folder / "model.safetensors.index.json").write_text(json.dumps(
        {"metadata": {"total_size": 0}, "weight_map": weight_map}))
    return folder


if __name__ == "__main__":
    out = Path(sys.argv[1])
    for fam, dt in (("gpt2", "F32"), ("bert-base-uncased", "F16"), ("llama-3.1-8b", "BF16"),
                    ("llama-2-7b", "F32"), ("phi-3.5-mini-instruct", "BF16"), ("bloom-560m", "F32"),
                    ("opt-125m", "BF16")):
        print(shaped_folder(fam, out / fam, dt))
