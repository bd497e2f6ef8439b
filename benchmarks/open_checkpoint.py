"""Opening a model whose checkpoint is 15 GB: only the header and the position table are read.

A sparse 15 GiB safetensors file (no disk used) holds a huge BF16 tensor and a GPT-2-sized
position table (1024 x 768 float32) at its end, beside a GPT-2 config.json. The script opens the
folder as the app does (config, header, that one tensor), counts the bytes read through the
file objects, and compares the time with reading the table alone from a .npy file of the same
shape (the ratio is what matters: a few milliseconds either way, nothing near the file's size).

    python benchmarks/open_checkpoint.py [FOLDER]
"""
from __future__ import annotations

import builtins
import json
import os
import shutil
import struct
import sys
import tempfile
import time
from pathlib import Path

import pe_desktop  # noqa: F401  (before numpy: it sets OPENBLAS_NUM_THREADS, read when numpy loads)

# isort: split
import numpy as np

from pe_desktop.core import learned, models

BIG = 15 * 1024 ** 3


def make(folder: Path) -> np.ndarray:
    table = np.random.default_rng(0).standard_normal((1024, 768)).astype("<f4")
    header = {"h.weight": {"dtype": "BF16", "shape": [BIG // 2], "data_offsets": [0, BIG]},
              "transformer.wpe.weight": {"dtype": "F32", "shape": [1024, 768],
                                         "data_offsets": [BIG, BIG + table.nbytes]}}
    text = json.dumps(header).encode()
    path = folder / "model.safetensors"
    with open(path, "wb") as fh:
        fh.write(struct.pack("<Q", len(text)) + text)
    os.truncate(path, 8 + len(text) + BIG)
    with open(path, "r+b") as fh:
        fh.seek(8 + len(text) + BIG)
        fh.write(table.tobytes())
    (folder / "config.json").write_text(json.dumps({"model_type": "gpt2", "n_positions": 1024,
                                                    "n_embd": 768}))
    np.save(folder / "table.npy", table)
    return table


class Counting:
    """Wraps builtins.open: counts the bytes read through every file opened for reading."""

    def __init__(self):
        self.bytes = 0
        self._open = builtins.open

    def __enter__(self):
        counter = self

        def counted_open(*args, **kwargs):
            fh = counter._open(*args, **kwargs)
            read = fh.read

            def counted_read(*a):
                data = read(*a)
                counter.bytes += len(data)
                return data

            try:
                fh.read = counted_read
            except AttributeError:
                pass
            return fh

        builtins.open = counted_open
        return self

    def __exit__(self, *exc):
        builtins.open = self._open


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    folder.mkdir(parents=True, exist_ok=True)
    table = make(folder)
    size = (folder / "model.safetensors").stat().st_size
    runs = []
    for _ in range(5):
        learned._cache.clear()
        models._cache.clear()
        with Counting() as count:
            start = time.perf_counter()
            params = models.model_params(models.load(str(folder)))
            got = learned.table(params)
            runs.append((time.perf_counter() - start, count.bytes))
    assert np.array_equal(got, table)
    npy = []
    for _ in range(5):
        start = time.perf_counter()
        np.load(folder / "table.npy")
        npy.append(time.perf_counter() - start)
    best, read = min(runs)
    print(f"checkpoint {size / 1e9:.2f} GB (sparse); table {table.nbytes:,} bytes")
    print(f"open model + read its table: best {best * 1000:.1f} ms, {read:,} bytes read "
          f"({read / size:.2e} of the file)")
    print(f"np.load of the same table from .npy: best {min(npy) * 1000:.1f} ms; "
          f"ratio {best / min(npy):.1f}")
    if len(sys.argv) <= 1:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
