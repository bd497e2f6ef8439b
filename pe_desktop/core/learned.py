"""Learned absolute position tables (BERT, GPT-2): one trained vector per position.

A learned table has ``rows`` vectors, one for each position 0 … rows−1, and nothing past
them: position ``rows`` has no vector at all, so such a model cannot read a longer input.

Without a trained checkpoint the app shows the table as it is *before* training, seeded:

- ``bert``: truncated normal, std 0.02, values beyond ±2σ (±0.04) drawn again (the original
  TensorFlow BERT's ``truncated_normal_initializer(stddev=0.02)``); the resulting standard
  deviation is 0.02 · 0.8796 ≈ 0.0176.
- ``gpt2``: normal, std 0.01 (OpenAI's GPT-2 code: ``wpe`` with ``random_normal_initializer(
  stddev=0.01)``).

Only its statistics mean anything: an untrained table has no structure by position. A real
table is loaded from ``table_file`` (a .npy of shape (positions, d_model), real floats,
finite); its width replaces d_model.

Pure NumPy and stdlib: no Qt.
"""
from __future__ import annotations

import os
import threading
from collections import OrderedDict

import numpy as np

from . import models
from .errors import InputError
from .files import FileRefused, open_regular
from .params import ParamError, Params, error_message
from .text import Msg, msg
from .units import human_bytes
from .viewport import AxisBins

BERT_STD = 0.02
BERT_CUT = 2.0  # truncated at ±2 std
GPT2_STD = 0.01
# A table holds at most this many values (256 MB as float32): larger ones are refused with
# a message giving the size, rather than exhausting memory.
MAX_TABLE_VALUES = 1 << 26
_GENERATE_CHUNK = 1 << 22  # values drawn per step: bounded temporary memory
# The mean cosine by distance uses FFTs of 2·rows: past this many rows (FFTs of 8M points, a
# few hundred MB with the table) it is refused rather than run for minutes in gigabytes.
MAX_DECAY_ROWS = 1 << 22
_DECAY_CHUNK_VALUES = 1 << 22  # values transformed per column chunk: bounded temporary memory


def _check_size(rows: int, width: int, what: str) -> None:
    if rows * width > MAX_TABLE_VALUES:
        raise ParamError(msg(
            "{what} of {rows:,} × {width:,} = {values:,} values (about {size} as float32) is too "
            "large: at most {limit:,} values; use fewer rows or a smaller d_model", what=what,
            rows=rows, width=width, values=rows * width, size=human_bytes(rows * width * 4),
            limit=MAX_TABLE_VALUES))


# -- the seeded, untrained initialisation ------------------------------------------------------

def truncated_normal(rng: np.random.Generator, n: int, std: float, cut: float) -> np.ndarray:
    """``n`` normal draws with std ``std``, those beyond ±cut·std drawn again (TensorFlow's
    truncated_normal), float64."""
    out = rng.standard_normal(n)
    bad = np.flatnonzero(np.abs(out) > cut)
    while bad.size:
        out[bad] = rng.standard_normal(bad.size)
        bad = bad[np.abs(out[bad]) > cut]
    return out * std


def initial_table(rows: int, width: int, init: str, seed: int) -> np.ndarray:
    """The seeded untrained table (rows, width), float32, drawn row block by row block."""
    if init not in ("bert", "gpt2"):
        raise ParamError(msg("--init must be one of bert, gpt2, got {init!r}", init=init))
    _check_size(rows, width, msg("a learned table"))
    rng = np.random.default_rng([int(seed), 0x1EA2])  # the seed, tagged for this use
    out = np.empty((rows, width), dtype=np.float32)
    flat = out.ravel()  # a view: out is contiguous
    for a in range(0, flat.size, _GENERATE_CHUNK):
        n = min(_GENERATE_CHUNK, flat.size - a)
        if init == "bert":
            flat[a:a + n] = truncated_normal(rng, n, BERT_STD, BERT_CUT)
        else:
            flat[a:a + n] = rng.standard_normal(n) * GPT2_STD
    out.setflags(write=False)
    return out


def init_label(init: str) -> Msg:
    if init == "bert":
        return msg("untrained initialisation (BERT: truncated normal σ={std:g}, cut at ±{cut:g}σ)",
                   std=BERT_STD, cut=BERT_CUT)
    return msg("untrained initialisation (GPT-2: normal σ={std:g})", std=GPT2_STD)


def colour_limit(params: Params) -> float:
    """A fixed colour range ±limit for the table: the init's bound (BERT ±2σ, GPT-2 ±3σ) or
    the loaded table's largest |value|."""
    if params.table_file:
        return max(float(_loaded(params.table_file).abs_max), 1e-30)
    model = model_with_table(params)
    if model is not None:
        return max(float(_loaded_model(model).abs_max), 1e-30)
    return BERT_CUT * BERT_STD if params.init == "bert" else 3.0 * GPT2_STD


# -- a trained table from a .npy file ----------------------------------------------------------

# Only float16/32/64: float128 (long double) is not a portable type, and the views draw in
# float32, so a value beyond float32's range cannot be drawn (it overflowed into a crash).
FLOAT_TYPES = ("float16", "float32", "float64")
FLOAT32_MAX = float(np.finfo(np.float32).max)


def _refused(path: str, exc: FileRefused) -> ParamError:
    if exc.kind == "missing":
        return ParamError(msg("table file {name}: no such file", name=path))
    if exc.kind == "folder":
        return ParamError(msg("table file {name}: is a folder, not a .npy file", name=path))
    return ParamError(msg("table file {name}: {reason}", name=os.path.basename(path) or path,
                          reason=error_message(exc)))


def _header(path: str) -> tuple[tuple[int, ...], np.dtype, int]:
    """Shape, dtype and the data's offset from the .npy header, without reading the data."""
    name = os.path.basename(path) or path
    try:
        with open_regular(path) as fh:
            shape, dtype = _read_header(fh, name)
            return shape, dtype, fh.tell()
    except FileRefused as exc:
        raise _refused(path, exc) from None
    except OSError as exc:
        raise ParamError(msg("table file {name}: unreadable ({reason})", name=name,
                             reason=str(exc.strerror or exc))) from None


def _read_header(fh, name: str) -> tuple[tuple[int, ...], np.dtype]:
    try:
        version = np.lib.format.read_magic(fh)
    except ValueError:
        raise ParamError(msg("table file {name}: not a .npy file (no NumPy header)",
                             name=name)) from None
    readers = {(1, 0): np.lib.format.read_array_header_1_0,
               (2, 0): np.lib.format.read_array_header_2_0,
               (3, 0): np.lib.format.read_array_header_2_0}  # 3.0: 2.0 with UTF-8 in the header
    if version not in readers:
        raise ParamError(msg("table file {name}: .npy format version {version} is not read "
                             "(1.0, 2.0 and 3.0 are)", name=name,
                             version=f"{version[0]}.{version[1]}"))
    try:
        shape, _fortran, dtype = readers[version](fh)
        if any(isinstance(s, bool) for s in shape):  # (True, True) passed int() and then crashed np.load
            raise TypeError(f"the shape {_shape_text(tuple(shape))} holds booleans, not integers")
        shape = tuple(int(s) for s in shape)
        dtype = np.dtype(dtype)
    except (ValueError, SyntaxError, TypeError, OverflowError, MemoryError) as exc:
        raise ParamError(msg("table file {name}: unreadable ({reason})", name=name,
                             reason=" ".join(str(exc).split())[:200])) from None
    return shape, dtype


def _shape_text(shape: tuple[int, ...]) -> str:
    """The shape as Python writes it, cut short if a hostile header made it huge."""
    text = str(shape)
    return text if len(text) <= 60 else text[:57] + "…"


def _validate_header(path: str, shape: tuple[int, ...], dtype: np.dtype) -> None:
    name = os.path.basename(path) or path
    if dtype.hasobject:
        raise ParamError(msg("table file {name}: holds Python objects (dtype {dtype}), which would "
                             "need pickle; only plain float arrays are loaded", name=name,
                             dtype=str(dtype)))
    if len(shape) != 2:
        raise ParamError(msg("table file {name}: wrong shape {shape}: a table must be 2-D "
                             "(positions, d_model)", name=name, shape=_shape_text(shape)))
    if shape[0] < 1 or shape[1] < 1:
        raise ParamError(msg("table file {name}: wrong shape {shape}: it has no values", name=name,
                             shape=_shape_text(shape)))
    if dtype.kind != "f" or dtype.name not in FLOAT_TYPES:
        raise ParamError(msg("table file {name}: dtype {dtype} is not a real float type "
                             "(float16/32/64 only)", name=name, dtype=str(dtype)))
    if max(shape) > MAX_TABLE_VALUES:  # before any product: a 400-digit dimension is refused here
        raise ParamError(msg("table file {name}: wrong shape {shape}: a dimension is larger than "
                             "{limit:,}", name=name, shape=_shape_text(shape), limit=MAX_TABLE_VALUES))
    _check_size(shape[0], shape[1], msg("table file {name}", name=name))


class _Loaded:
    def __init__(self, table: np.ndarray) -> None:
        self.table = table
        self.abs_max = max(float(table.max()), -float(table.min()))  # no |table| copy


_cache_lock = threading.Lock()
_cache: OrderedDict = OrderedDict()
_CACHE_SIZE = 4


_making: dict = {}  # key → the lock of the one thread making it


def _cached(key, make):
    """The cached value for ``key``, made once: a second thread asking for the same key
    while it is being made waits for it (an export's synchronous draw and the view's
    background runner both loaded and transformed the same large table at once, twice
    the memory). Different keys are made in parallel. A key starts with the function that
    makes the value (load_table, models.position_table, initial_table,
    _mean_cosine_by_distance), then what identifies its input."""
    with _cache_lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
        lock = _making.setdefault(key, threading.Lock())
    with lock:
        with _cache_lock:
            if key in _cache:
                _cache.move_to_end(key)
                return _cache[key]
        try:
            value = make()
        except BaseException:
            with _cache_lock:
                _drop_lock(key, lock)
            raise
        with _cache_lock:
            _cache[key] = value
            _cache.move_to_end(key)
            while len(_cache) > _CACHE_SIZE:
                del _cache[next(iter(_cache))]  # the least recently used
            _drop_lock(key, lock)
    return value


def _drop_lock(key, lock) -> None:
    """Forget ``key``'s lock if it is still ``lock``. When making fails, every thread that
    waited on that lock tries again in turn and fails too; the first one already dropped it,
    and a later caller may have made a new lock for the key, which is not ours to drop."""
    if _making.get(key) is lock:
        del _making[key]


def _file_key(path: str):
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise ParamError(msg("table file {name}: no such file", name=path)) from None
    except OSError as exc:
        raise ParamError(msg("table file {name}: unreadable ({reason})", name=path,
                             reason=str(exc.strerror or exc))) from None
    return os.path.abspath(path), st.st_mtime_ns, st.st_size


def load_table(path: str) -> np.ndarray:
    """A trained table from ``path``: ``np.load(path, allow_pickle=False)``, 2-D, real float,
    every value finite. float16 becomes float32. Raises ParamError with one line naming
    the problem."""
    path = os.fspath(path)
    name = os.path.basename(path) or path
    shape, dtype, offset = _header(path)
    _validate_header(path, shape, dtype)
    try:
        with open_regular(path) as fh:
            size = os.fstat(fh.fileno()).st_size
            need = offset + shape[0] * shape[1] * dtype.itemsize
            if size < need:  # before reading anything: a truncated file
                raise ParamError(msg("table file {name}: unreadable (truncated: {size:,} bytes where "
                                     "the header promises {need:,})", name=name, size=size,
                                     need=need))
            table = np.load(fh, allow_pickle=False)
    except FileRefused as exc:
        raise _refused(path, exc) from None
    except ParamError:
        raise
    except ValueError as exc:
        raise ParamError(msg("table file {name}: unreadable ({reason})", name=name,
                             reason=str(exc))) from None
    except OSError as exc:
        raise ParamError(msg("table file {name}: unreadable ({reason})", name=name,
                             reason=str(exc.strerror or exc))) from None
    _validate_header(path, table.shape, table.dtype)  # what was read, not only the header
    if table.dtype == np.float16:
        table = table.astype(np.float32)
    return _checked(table, msg("table file {name}", name=name))


def _checked(table: np.ndarray, what: Msg) -> np.ndarray:
    """``table`` read-only and contiguous when every value is finite and within float32's
    range (the views draw in float32); else ParamError naming ``what``. Every table source
    (a .npy file, a model's tensor) passes here."""
    finite = np.isfinite(table)
    if not finite.all():
        bad = np.argwhere(~finite)[0]
        value = table[tuple(bad)]
        count = int(table.size - np.count_nonzero(finite))
        if np.isnan(value):
            raise ParamError(msg("{what}: {count:,} values are not finite; the first is "
                                 "NaN at row {row}, column {col}", what=what, count=count,
                                 row=int(bad[0]), col=int(bad[1])))
        raise ParamError(msg("{what}: {count:,} values are not finite; the first is "
                             "an infinite value at row {row}, column {col}", what=what, count=count,
                             row=int(bad[0]), col=int(bad[1])))
    largest = max(float(table.max()), -float(table.min()))
    if largest > FLOAT32_MAX:
        raise ParamError(msg("{what}: a value of magnitude {value:.3g} is beyond the "
                             "float32 range (±{limit:.3g}) the views draw in", what=what,
                             value=largest, limit=FLOAT32_MAX))
    table = np.ascontiguousarray(table)
    table.setflags(write=False)
    return table


def _loaded(path: str) -> _Loaded:
    return _cached((load_table,) + _file_key(path), lambda: _Loaded(load_table(path)))


def model_with_table(params: Params):
    """The opened model (``params.model``) when it has a trained position table and no .npy
    ``table_file`` takes its place; else None. A model that cannot be read raises."""
    if params.table_file or not params.model:
        return None
    model = models.load(params.model)
    return model if model.table is not None else None


def is_trained(params: Params) -> bool:
    """True when the table is a trained one (a .npy file or the opened model's tensor). A
    model that cannot be read counts as trained: drawing it says why it cannot be."""
    if params.table_file:
        return True
    try:
        return model_with_table(params) is not None
    except ParamError:
        return bool(params.model)


def _loaded_model(model) -> _Loaded:
    _model_shape(model)  # the size limit before a byte of the tensor is read
    what = msg("the table {tensor}", tensor=model.table.name)
    return _cached(_tensor_key(model), lambda: _Loaded(_checked(models.position_table(model), what)))


def _model_shape(model) -> tuple[int, int]:
    rows, width = model.table.shape
    _check_size(rows - model.table_offset, width, msg("the table {tensor}", tensor=model.table.name))
    return rows - model.table_offset, width


def _tensor_key(model):
    return (models.position_table, model.table.name, model.table_offset) + _file_key(model.table.file)


def table(params: Params) -> np.ndarray:
    """The (rows, width) table the params describe: the loaded ``table_file``, or the seeded
    untrained ``init`` of ``table_size`` × ``d_model``. Cached (read-only array)."""
    if params.table_file:
        return _loaded(params.table_file).table
    model = model_with_table(params)
    if model is not None:
        return _loaded_model(model).table
    return _cached(_init_key(params), lambda: initial_table(params.table_size, params.d_model, params.init,
                                              params.seed))


def _init_key(params: Params):
    return (initial_table, params.table_size, params.d_model, params.init, params.seed)


def table_shape(params: Params) -> tuple[int, int]:
    """(rows, width) without drawing or loading the table (a file's header only)."""
    if params.table_file:
        shape, dtype, _offset = _header(params.table_file)
        _validate_header(params.table_file, shape, dtype)
        return shape[0], shape[1]
    model = model_with_table(params)
    if model is not None:
        return _model_shape(model)
    _check_size(params.table_size, params.d_model, msg("a learned table"))
    return params.table_size, params.d_model


def describe_source(params: Params) -> Msg:
    """'untrained initialisation (…)' or the file's name."""
    if params.table_file:
        return msg("trained table from {name}", name=os.path.basename(params.table_file))
    model = model_with_table(params)
    if model is not None:
        return msg("trained table {tensor} of {name}", tensor=model.table.name, name=model.name)
    return init_label(params.init)


def source_name(params: Params) -> str:
    """A trained table's short name: the .npy file's, or the model's and its tensor's."""
    if params.table_file:
        return os.path.basename(params.table_file)
    try:
        model = model_with_table(params)
    except ParamError:
        return os.path.basename(params.model.rstrip("/\\")) or params.model
    return f"{model.name} · {model.table.name}" if model is not None else ""


def width_note(params: Params) -> str:
    """A line when a loaded table's width differs from d_model (the table's width is used);
    '' (a plain string) when there is nothing to say, else a Msg."""
    if not is_trained(params):
        return ""
    rows, width = table_shape(params)
    if width != params.d_model:
        return msg("the table is {width:,} wide, not d_model {d_model:,}: its width is used",
                   width=width, d_model=params.d_model)
    return ""


def unavailable_note(rows: int) -> Msg:
    return msg("no row past position {last:,}: a learned table cannot go past its maximum "
               "length ({rows:,} positions)", last=rows - 1, rows=rows)


# -- drawing: bin means ------------------------------------------------------------------------

def tile(params: Params, positions: AxisBins, dims: AxisBins) -> np.ndarray:
    """Mean table value over position bins × dimension bins, float32 (positions.count,
    dims.count): plain means over the rows and columns in each bin, computed from the table.

    A position past the last row has no vector: a bin wholly past it is NaN; a bin that
    straddles the end is the mean over the rows that exist (its cells past the end are
    counted out, not as zeros). Dimension bins must lie within the table's width.
    """
    t = table(params)
    rows, width = t.shape
    if dims.start < 0 or dims.stop > width:
        raise ValueError(f"dimensions {dims.start}–{dims.stop - 1} outside the table's width {width}")
    out = np.full((positions.count, dims.count), np.nan, dtype=np.float32)
    starts = positions.starts()
    ends = np.minimum(starts + positions.size, positions.stop)
    have = (starts >= 0) & (starts < rows)
    if not have.any():
        return out
    first = int(np.flatnonzero(have)[0])
    last = int(np.flatnonzero(have)[-1])
    a = int(starts[first])
    b = int(min(ends[last], rows))
    block = t[a:b, dims.start:dims.stop]
    # rows per position bin (clipped at the table's end), then columns per dimension bin
    row_counts = (np.minimum(ends[first:last + 1], rows) - starts[first:last + 1]).astype(np.float64)
    sums = _bin_sums(block, positions.size, axis=0)
    if dims.averaged:
        sums = _bin_sums(sums, dims.size, axis=1)
    out[first:last + 1] = sums / (row_counts[:, None] * dims.sizes()[None, :])
    return out


def _bin_sums(a: np.ndarray, size: int, axis: int) -> np.ndarray:
    """Sums over consecutive groups of ``size`` along ``axis`` (the last group may be
    shorter), accumulated in float64; a reshape, so one pass over ``a``."""
    if axis == 1:
        return _bin_sums(a.T, size, 0).T
    n = a.shape[0]
    full = n // size
    parts = []
    if full:
        parts.append(a[:full * size].reshape(full, size, -1).sum(axis=1, dtype=np.float64))
    if full * size < n:
        parts.append(a[full * size:].sum(axis=0, dtype=np.float64, keepdims=True))
    return parts[0] if len(parts) == 1 else np.concatenate(parts)


# -- how rows relate at a distance -------------------------------------------------------------

def _mean_cosine_by_distance(t: np.ndarray) -> np.ndarray:
    """m[δ] = mean over p of cos(T[p], T[p+δ]) for δ = 0 … rows−1 (all pairs of rows that
    exist), float64, by the autocorrelation of the unit rows: FFTs of 2·rows points (zero
    padding past rows−1 keeps the circular correlation from wrapping), columns in chunks of
    at most _DECAY_CHUNK_VALUES transformed values."""
    rows, width = t.shape
    n = 2 * rows
    chunk = max(1, _DECAY_CHUNK_VALUES // n)
    # squared row norms chunk by chunk: a float64 cast of the whole table was a copy of it
    squares = np.zeros(rows)
    for c in range(0, width, chunk):
        squares += np.square(t[:, c:c + chunk], dtype=np.float64).sum(axis=1)
    inv = 1.0 / np.sqrt(np.where(squares > 0, squares, np.inf))  # a zero row: 0, not 1/0
    spectrum = np.zeros(rows + 1)
    for c in range(0, width, chunk):
        f = np.fft.rfft(t[:, c:c + chunk] * inv[:, None], n=n, axis=0)  # float64 by promotion
        spectrum += np.sum(f.real ** 2 + f.imag ** 2, axis=1)
    sums = np.fft.irfft(spectrum)[:rows]  # rows + 1 coefficients: n = 2·rows again
    # pairs with a zero row (no direction) are left out: counts by the same autocorrelation
    g = np.fft.rfft(squares > 0, n=n)
    counts = np.round(np.fft.irfft(g.real ** 2 + g.imag ** 2)[:rows])
    return np.divide(sums, counts, out=np.full(rows, np.nan), where=counts > 0)


def mean_cosine_by_distance(params: Params) -> np.ndarray:
    """Cached m[δ], δ = 0 … rows−1 (read-only): mean cosine similarity of rows p and p+δ
    over every p with both rows in the table."""
    model = model_with_table(params)
    if params.table_file:
        source = (load_table,) + _file_key(params.table_file)
    elif model is not None:
        source = _tensor_key(model)
    else:
        source = _init_key(params)

    rows, _width = table_shape(params)
    if rows > MAX_DECAY_ROWS:
        raise ParamError(msg("the distance decay of a learned table is computed for at most "
                             "{limit:,} rows; this table has {rows:,}", limit=MAX_DECAY_ROWS,
                             rows=rows))

    def make():
        m = _mean_cosine_by_distance(table(params))
        m.setflags(write=False)
        return m

    return _cached((_mean_cosine_by_distance,) + source, make)


def mean_cosine(params: Params, distances) -> np.ndarray:
    """m[δ] at the given integer distances; NaN where δ ≥ the table's length (no pair of
    rows is that far apart)."""
    m = mean_cosine_by_distance(params)
    d = np.asarray(distances, dtype=np.int64)
    out = np.full(d.shape, np.nan)
    ok = (d >= 0) & (d < m.size)
    out[ok] = m[d[ok]]
    return out


def mean_cosine_bins(params: Params, bins: AxisBins) -> np.ndarray:
    """Plain mean of m[δ] over each bin of distances; over the part of a bin inside the
    table, NaN for a bin wholly past it."""
    m = mean_cosine_by_distance(params)
    starts = bins.starts()
    ends = np.minimum(starts + bins.size, bins.stop)
    out = np.full(bins.count, np.nan)
    lo = np.clip(starts, 0, m.size)
    hi = np.clip(ends, 0, m.size)
    ok = hi > lo
    if ok.any():
        prefix = np.concatenate([[0.0], np.cumsum(m)])
        out[ok] = (prefix[hi[ok]] - prefix[lo[ok]]) / (hi[ok] - lo[ok])
    return out


def learned_rows(params: Params) -> tuple[list[str], np.ndarray]:
    """The data export of a learned table: rows offset … offset+seq_len−1 (position column
    first), all at once (see :func:`learned_chunks`)."""
    columns, n_rows, _width, rows = learned_chunks(params)
    return columns, rows(0, n_rows)


def learned_chunks(params: Params):
    """The data export of a learned table, streamed: (columns, rows, width, rows(a, b) giving
    rows offset+a … offset+b−1 with the position column first). Rows past the table's end
    cannot be exported: they do not exist. Streamed because a table at the size limit as
    float64, plus a copy with the position column, was over the memory budget."""
    try:
        table_rows, width = table_shape(params)
    except ParamError as exc:
        raise InputError(error_message(exc)) from None
    last = params.offset + params.seq_len - 1
    if last >= table_rows:
        raise InputError(msg(
            "positions {first:,}–{last:,} asked, but the learned table has rows 0–{last_row:,} "
            "only ({note}); use --offset and --seq-len within it", first=params.offset, last=last,
            last_row=table_rows - 1, note=unavailable_note(table_rows)))
    t = table(params)

    def rows(a: int, b: int) -> np.ndarray:
        start, stop = params.offset + a, params.offset + b
        # float64 whatever the table's float type: integer positions and floats promote to it
        return np.column_stack([np.arange(start, stop), t[start:stop]])

    return ["position"] + [f"dim_{j}" for j in range(width)], params.seq_len, width + 1, rows
