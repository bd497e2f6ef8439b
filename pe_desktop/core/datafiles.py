"""Writing the views' exact data (.npy, .csv) safely: streamed in chunks, atomically.

Memory stays bounded whatever the size: rows are computed and written chunk by
chunk. A file is written atomically (atomic.py): a failure never leaves a half-written
file and never touches an existing one.
"""
from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

import numpy as np

from .atomic import atomic_path, check_interrupted
from .catalogue import BY_NAME
from .datasource import DataSource
from .errors import ExportError, InputError
from .params import Params
from .text import msg
from .units import human_bytes

DATA_FORMATS = (".npy", ".csv")
CHUNK_VALUES = 4_000_000  # values computed per chunk: ~32 MB of float64
CSV_MAX_VALUES = 50_000_000  # a CSV that large is >1 GB of text; use .npy beyond it
CSV_BYTES_PER_VALUE = 25
INTEGER_COLUMNS = {"position", "pair", "dimension", "token", "batch", "head", "row", "offset"}


def _rows_per_chunk(width: int) -> int:
    return max(1, CHUNK_VALUES // max(1, width))


def data_source(view: str) -> DataSource:
    """The data export of ``view`` (catalogue.py); an ExportError if it has none."""
    entry = BY_NAME.get(view)
    if entry is None or entry.data is None:
        raise ExportError(msg("the {view} view has no data export", view=view))
    return entry.data


def estimate_bytes(view: str, params: Params, suffix: str) -> int:
    _, n_rows, width, _ = data_source(view)(params)
    if suffix == ".npy":
        return n_rows * width * 8 + 128
    return n_rows * (width + 1) * CSV_BYTES_PER_VALUE


def write_data(view: str, params: Params, out: str | os.PathLike,
               progress: Callable[[float], bool] | None = None) -> Path:
    """Write the exact data behind ``view`` to ``out`` (.npy or .csv).

    heatmap: rows are positions offset … offset+seq_len−1, columns dimensions
    (the CSV adds a leading ``position`` column). similarity: one row per position,
    columns ``position, similarity``. ``progress(fraction)`` may return False to cancel.
    """
    out = Path(out)
    suffix = out.suffix.lower()
    if suffix not in DATA_FORMATS:
        raise ExportError(msg("unsupported data format {suffix!r}: use .npy or .csv",
                              suffix=out.suffix))
    columns, n_rows, width, rows = data_source(view)(params)
    size = estimate_bytes(view, params, suffix)
    if suffix == ".csv" and n_rows * width > CSV_MAX_VALUES:
        raise InputError(msg(
            "{rows:,} × {width:,} values is too large for CSV (about {size}); use .npy, or fewer "
            "positions", rows=n_rows, width=width, size=human_bytes(size)))
    folder = out.parent
    if folder.is_dir():
        free = shutil.disk_usage(folder).free
        if size > free:
            raise ExportError(msg(
                "{name} would take about {size} but only {free} is free in {folder}",
                name=out.name, size=human_bytes(size), free=human_bytes(free), folder=str(folder)))
    step = _rows_per_chunk(width)
    with atomic_path(out) as tmp, open(tmp, "wb") as fh:
        if suffix == ".npy":
            header = {"descr": "<f8", "fortran_order": False, "shape": (n_rows, width)}
            np.lib.format.write_array_header_1_0(fh, header)
        else:
            head = (["position"] if view == "heatmap" else []) + columns
            fh.write((",".join(head) + "\n").encode())
        for a in range(0, n_rows, step):
            b = min(n_rows, a + step)
            block = rows(a, b)
            if suffix == ".npy":
                fh.write(np.ascontiguousarray(block, dtype="<f8").tobytes())
            else:
                if view == "heatmap":
                    pos = np.arange(params.offset + a, params.offset + b)[:, None]
                    block = np.hstack([pos, block])
                # integers as such; a column with no value in some rows (NaN) as every float
                fmt = ["%d" if c in INTEGER_COLUMNS and np.isfinite(block[:, k]).all() else "%.17g"
                       for k, c in enumerate(head)]
                np.savetxt(fh, block, fmt=fmt, delimiter=",")
            check_interrupted()
            if progress is not None and progress(b / n_rows) is False:
                raise ExportError(msg("export cancelled"))
        fh.flush()
        os.fsync(fh.fileno())
    return out
