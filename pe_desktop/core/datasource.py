"""What a view's data export is made of: its column names, its number of rows and columns,
and a function giving rows [a, b) as a float array, so a file of any size is written in
chunks (``datafiles.write_data``). Each view's source is named in ``catalogue.py``.
"""
from __future__ import annotations

from collections.abc import Callable

import numpy as np

from . import encodings
from .params import Params

Rows = Callable[[int, int], np.ndarray]
DataSource = Callable[[Params], tuple[list[str], int, int, Rows]]


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
        pos = np.arange(start, stop)
        val = encodings.similarity_range_exact(start, stop, params.ref_pos, params.encoding)
        return np.column_stack([pos, val])  # float64: integer positions promote to it

    return ["position", "similarity"], params.seq_len, 2, rows


def table_source(table: Callable[[Params], tuple[list[str], np.ndarray]]):
    """A data source for views whose data is small: ``table(params)`` gives the column
    names and the whole 2-D float array at once."""
    def source(params: Params):
        columns, values = table(params)
        values = np.asarray(values, dtype=np.float64)
        return list(columns), values.shape[0], values.shape[1], lambda a, b: values[a:b]

    return source

