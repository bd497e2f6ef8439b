"""Writing the views' exact data (.npy, .csv) safely: streamed in chunks, atomically.

Memory stays bounded whatever the size: rows are computed and written chunk by
chunk. A file is written under a temporary name in the target folder and renamed
into place only when complete, so a failure never leaves a half-written file and
never touches an existing one.
"""
from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from pathlib import Path
from typing import Callable, Iterator

import numpy as np

from . import encodings
from . import attention
from . import analysis
from . import rope
from . import schemes
from .params import Params
from .text import msg
from .units import human_bytes

DATA_FORMATS = (".npy", ".csv")
CHUNK_VALUES = 4_000_000  # values computed per chunk: ~32 MB of float64
CSV_MAX_VALUES = 50_000_000  # a CSV that large is >1 GB of text; use .npy beyond it
CSV_BYTES_PER_VALUE = 25
INTEGER_COLUMNS = {"position", "pair", "dimension", "token", "batch", "head", "row", "offset"}


def _read_umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _read_umask()


class ExportError(Exception):
    """An export that cannot be done; the message is one readable line."""


@contextlib.contextmanager
def atomic_path(target: str | os.PathLike) -> Iterator[Path]:
    """Yield a temporary path beside ``target``; rename it over ``target`` on success."""
    target = Path(target)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise ExportError(msg("cannot write {target}: folder {folder} does not exist",
                              target=str(target), folder=str(folder)))
    if not os.access(folder, os.W_OK):
        raise ExportError(msg("cannot write {target}: folder {folder} is not writable",
                              target=str(target), folder=str(folder)))
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise ExportError(msg("cannot write {target}: {reason}", target=str(target),
                              reason=str(exc.strerror or exc))) from None
    os.close(fd)
    tmp_path = Path(tmp)
    try:
        yield tmp_path
        os.chmod(tmp_path, 0o666 & ~_UMASK)  # mkstemp made it private; give it the usual mode
        os.replace(tmp_path, target)
    except OSError as exc:
        raise ExportError(msg("cannot write {target}: {reason}", target=str(target),
                              reason=str(exc.strerror or exc))) from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp_path.unlink()


def _rows_per_chunk(width: int) -> int:
    return max(1, CHUNK_VALUES // max(1, width))


def heatmap_chunks(params: Params) -> tuple[list[str], int, int, Callable[[int, int], np.ndarray]]:
    """Columns, rows, width and a function giving PE rows [a, b) (positions offset+a …)."""
    dims = np.arange(params.d_model)

    def rows(a: int, b: int) -> np.ndarray:
        pos = np.arange(params.offset + a, params.offset + b)
        return encodings.encode(pos, dims, params.encoding)

    columns = [f"dim_{j}" for j in range(params.d_model)]
    return columns, params.seq_len, params.d_model, rows


def similarity_chunks(params: Params) -> tuple[list[str], int, int, Callable[[int, int], np.ndarray]]:
    def rows(a: int, b: int) -> np.ndarray:
        start, stop = params.offset + a, params.offset + b
        pos = np.arange(start, stop, dtype=np.float64)
        val = encodings.similarity_range_exact(start, stop, params.ref_pos, params.encoding)
        return np.column_stack([pos, val])

    return ["position", "similarity"], params.seq_len, 2, rows


def table_source(table: Callable[[Params], tuple[list[str], np.ndarray]]):
    """A data source for views whose data is small: ``table(params)`` gives the column
    names and the whole 2-D float array at once."""
    def source(params: Params):
        columns, values = table(params)
        values = np.asarray(values, dtype=np.float64)
        return list(columns), values.shape[0], values.shape[1], lambda a, b: values[a:b]

    return source


# view name → its data; a view with a data export adds one line here.
DATA_SOURCES: dict[str, Callable] = {
    "heatmap": heatmap_chunks,
    "similarity": similarity_chunks,
    "order": table_source(attention.order_table),
    "embedding": table_source(attention.embedding_table),
    "wavelength": table_source(analysis.wavelength_table),
    "compare": table_source(analysis.compare_table),
    "similarity-matrix": table_source(analysis.similarity_matrix_table),
    "rotation": table_source(analysis.rotation_table),
    "rope-frequencies": table_source(rope.frequency_table),
    "rope-scores": rope.score_curve_chunks,
    "scheme": schemes.scheme_chunks,
    "distance-decay": schemes.decay_chunks,
    "schemes": schemes.scheme_chunks,  # the --scheme chosen, as the scheme view
}


def estimate_bytes(view: str, params: Params, suffix: str) -> int:
    _, n_rows, width, _ = DATA_SOURCES[view](params)
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
    if view not in DATA_SOURCES:
        raise ExportError(msg("the {view} view has no data export", view=view))
    columns, n_rows, width, rows = DATA_SOURCES[view](params)
    size = estimate_bytes(view, params, suffix)
    if suffix == ".csv" and n_rows * width > CSV_MAX_VALUES:
        raise ExportError(msg(
            "{rows:,} × {width:,} values is too large for CSV (about {size}); use .npy, or fewer "
            "positions", rows=n_rows, width=width, size=human_bytes(size)))
    folder = out.parent if str(out.parent) else Path(".")
    if folder.is_dir():
        free = shutil.disk_usage(folder).free
        if size > free:
            raise ExportError(msg(
                "{name} would take about {size} but only {free} is free in {folder}",
                name=out.name, size=human_bytes(size), free=human_bytes(free), folder=str(folder)))
    step = _rows_per_chunk(width)
    with atomic_path(out) as tmp:
        with open(tmp, "wb") as fh:
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
                    fmt = ["%d" if c in INTEGER_COLUMNS else "%.17g" for c in head]
                    np.savetxt(fh, block, fmt=fmt, delimiter=",")
                if progress is not None and progress(b / n_rows) is False:
                    raise ExportError(msg("export cancelled"))
            fh.flush()
            os.fsync(fh.fileno())
    return out
