"""Opening a sharded checkpoint whose index names many shards: linear in the index's size.

Folders of N one-tensor shards (``model-00001-of-N.safetensors`` …) with their
``model.safetensors.index.json`` are read three ways in the same run:

- ``tensor_map``: the app's reader (the index grouped by shard once, each header read once);
- ``headers only``: every shard's header read with ``read_header`` and nothing else, the floor
  any reader that checks each shard pays;
- ``per-shard scan``: the reader before the grouping, which checked every tensor of the index
  against every shard (N² comparisons): 90–110 s at 40,000 shards.

Reported: seconds per size, the ratio of tensor_map to the floor (about 1 when the index costs
nothing beside the headers), and the growth from one size to the next (about ×4 for ×4 shards
when linear, ×16 when quadratic). The per-shard scan runs up to ``--scan-max`` shards.

    python benchmarks/shard_index.py [--sizes 1000,4000,16000,40000] [--scan-max 4000]
"""
from __future__ import annotations

import argparse
import json
import shutil
import struct
import tempfile
import time
from pathlib import Path

from pe_desktop.core import checkpoints


def make(folder: Path, shards: int) -> None:
    """N shards of one float32 (2, 2) tensor each, and their index."""
    weight_map = {}
    for i in range(shards):
        name = f"model-{i + 1:05d}-of-{shards:05d}.safetensors"
        header = json.dumps({f"layers.{i}.weight": {"dtype": "F32", "shape": [2, 2],
                                                    "data_offsets": [0, 16]}}).encode()
        (folder / name).write_bytes(struct.pack("<Q", len(header)) + header + bytes(16))
        weight_map[f"layers.{i}.weight"] = name
    (folder / checkpoints.INDEX_NAME).write_text(json.dumps({"weight_map": weight_map}))


def headers_only(folder: Path) -> dict:
    out = {}
    for shard in sorted(folder.glob("*.safetensors")):
        out.update(checkpoints.read_header(shard))
    return out


def per_shard_scan(folder: Path) -> dict:
    """The reader before the grouping: for each shard, every tensor of the index is checked."""
    weight_map = checkpoints._index_shards(folder / checkpoints.INDEX_NAME)
    out = {}
    for shard in sorted(set(weight_map.values())):
        header = checkpoints.read_header(folder / shard)
        for tensor, in_shard in weight_map.items():
            if in_shard == shard:
                out[tensor] = header[tensor]
    return out


def timed(call, folder: Path) -> tuple[float, dict]:
    start = time.perf_counter()
    result = call(folder)
    return time.perf_counter() - start, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="1000,4000,16000,40000")
    parser.add_argument("--scan-max", type=int, default=4000)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(f"{'shards':>7} {'tensor_map s':>13} {'headers only s':>15} {'ratio':>6} "
          f"{'growth':>7} {'per-shard scan s':>17}")
    last = None
    for shards in sizes:
        folder = Path(tempfile.mkdtemp(prefix="pe-shards-"))
        try:
            make(folder, shards)
            floor, expected = timed(headers_only, folder)
            ours, got = timed(checkpoints.tensor_map, folder)
            assert got == expected, "tensor_map read other tensors than the shards hold"
            scan = ""
            if shards <= args.scan_max:
                seconds, scanned = timed(per_shard_scan, folder)
                assert scanned == expected
                scan = f"{seconds:17.2f}"
            growth = f"×{ours / last:5.1f}" if last else ""
            print(f"{shards:>7} {ours:13.2f} {floor:15.2f} {ours / floor:6.2f} {growth:>7} {scan}")
            last = ours
        finally:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
