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

from .params import ParamError, Params, error_message
from .text import Msg, msg
from .viewport import AxisBins
from .units import human_bytes

BERT_STD = 0.02
BERT_CUT = 2.0  # truncated at ±2 std
GPT2_STD = 0.01
# A table holds at most this many values (256 MB as float32): larger ones are refused with
# a message giving the size, rather than exhausting memory.
MAX_TABLE_VALUES = 1 << 26
_GENERATE_CHUNK = 1 << 22  # values drawn per step: bounded temporary memory


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
    flat = out.reshape(-1)
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
    return BERT_CUT * BERT_STD if params.init == "bert" else 3.0 * GPT2_STD


# -- a trained table from a .npy file ----------------------------------------------------------

def _header(path: str) -> tuple[tuple[int, ...], np.dtype]:
    """Shape and dtype from the .npy header, without reading the data."""
    name = os.path.basename(path) or path
    try:
        with open(path, "rb") as fh:
            try:
                version = np.lib.format.read_magic(fh)
            except ValueError:
                raise ParamError(msg("table file {name}: not a .npy file (no NumPy header)",
                                     name=name)) from None
            if version == (1, 0):
                shape, _fortran, dtype = np.lib.format.read_array_header_1_0(fh)
            elif version in ((2, 0), (3, 0)):  # 3.0 only allows UTF-8 in the header's text
                shape, _fortran, dtype = np.lib.format.read_array_header_2_0(fh)
            else:
                raise ValueError(f"unknown .npy version {version[0]}.{version[1]}")
    except ParamError:
        raise
    except FileNotFoundError:
        raise ParamError(msg("table file {name}: no such file", name=path)) from None
    except IsADirectoryError:
        raise ParamError(msg("table file {name}: is a folder, not a .npy file", name=path)) from None
    except (OSError, ValueError, SyntaxError, TypeError) as exc:
        raise ParamError(msg("table file {name}: unreadable ({reason})", name=name,
                             reason=str(exc))) from None
    return tuple(int(s) for s in shape), np.dtype(dtype)


def _validate_header(path: str, shape: tuple[int, ...], dtype: np.dtype) -> None:
    name = os.path.basename(path) or path
    if dtype.hasobject:
        raise ParamError(msg("table file {name}: holds Python objects (dtype {dtype}), which would "
                             "need pickle; only plain float arrays are loaded", name=name,
                             dtype=str(dtype)))
    if len(shape) != 2:
        raise ParamError(msg("table file {name}: wrong shape {shape}: a table must be 2-D "
                             "(positions, d_model)", name=name, shape=str(shape)))
    if shape[0] < 1 or shape[1] < 1:
        raise ParamError(msg("table file {name}: wrong shape {shape}: it has no values", name=name,
                             shape=str(shape)))
    if dtype.kind != "f":
        raise ParamError(msg("table file {name}: dtype {dtype} is not a real float type "
                             "(float16/32/64 only)", name=name, dtype=str(dtype)))
    _check_size(shape[0], shape[1], msg("table file {name}", name=name))


class _Loaded:
    def __init__(self, table: np.ndarray) -> None:
        self.table = table
        self.abs_max = float(np.max(np.abs(table)))


_cache_lock = threading.Lock()
_cache: OrderedDict = OrderedDict()
_CACHE_SIZE = 4


def _cached(key, make):
    with _cache_lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
    value = make()
    with _cache_lock:
        _cache[key] = value
        _cache.move_to_end(key)
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return value


def _file_key(path: str):
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise ParamError(msg("table file {name}: no such file", name=path)) from None
    except OSError as exc:
        raise ParamError(msg("table file {name}: unreadable ({reason})", name=path,
                             reason=str(exc.strerror or exc))) from None
    return ("file", os.path.abspath(path), st.st_mtime_ns, st.st_size)


def load_table(path: str) -> np.ndarray:
    """A trained table from ``path``: ``np.load(path, allow_pickle=False)``, 2-D, real float,
    every value finite. float16 becomes float32. Raises ParamError with one line naming
    the problem."""
    path = os.fspath(path)
    name = os.path.basename(path) or path
    shape, dtype = _header(path)
    _validate_header(path, shape, dtype)
    try:
        table = np.load(path, allow_pickle=False)
    except ValueError as exc:
        raise ParamError(msg("table file {name}: unreadable ({reason})", name=name,
                             reason=str(exc))) from None
    except OSError as exc:
        raise ParamError(msg("table file {name}: unreadable ({reason})", name=name,
                             reason=str(exc.strerror or exc))) from None
    _validate_header(path, table.shape, table.dtype)  # what was read, not only the header
    if table.dtype == np.float16:
        table = table.astype(np.float32)
    finite = np.isfinite(table)
    if not finite.all():
        bad = np.argwhere(~finite)[0]
        value = table[tuple(bad)]
        count = int(table.size - np.count_nonzero(finite))
        if np.isnan(value):
            raise ParamError(msg("table file {name}: {count:,} values are not finite; the first is "
                                 "NaN at row {row}, column {col}", name=name, count=count,
                                 row=int(bad[0]), col=int(bad[1])))
        raise ParamError(msg("table file {name}: {count:,} values are not finite; the first is "
                             "an infinite value at row {row}, column {col}", name=name, count=count,
                             row=int(bad[0]), col=int(bad[1])))
    table = np.ascontiguousarray(table)
    table.setflags(write=False)
    return table


def _loaded(path: str) -> _Loaded:
    return _cached(_file_key(path), lambda: _Loaded(load_table(path)))


def table(params: Params) -> np.ndarray:
    """The (rows, width) table the params describe: the loaded ``table_file``, or the seeded
    untrained ``init`` of ``table_size`` × ``d_model``. Cached (read-only array)."""
    if params.table_file:
        return _loaded(params.table_file).table
    key = ("init", params.table_size, params.d_model, params.init, params.seed)
    return _cached(key, lambda: initial_table(params.table_size, params.d_model, params.init,
                                              params.seed))


def table_shape(params: Params) -> tuple[int, int]:
    """(rows, width) without drawing or loading the table (a file's header only)."""
    if params.table_file:
        shape, dtype = _header(params.table_file)
        _validate_header(params.table_file, shape, dtype)
        return shape[0], shape[1]
    _check_size(params.table_size, params.d_model, msg("a learned table"))
    return params.table_size, params.d_model


def describe_source(params: Params) -> Msg:
    """'untrained initialisation (…)' or the file's name."""
    if params.table_file:
        return msg("trained table from {name}", name=os.path.basename(params.table_file))
    return init_label(params.init)


def width_note(params: Params) -> str:
    """A line when a loaded table's width differs from d_model (the table's width is used);
    '' (a plain string) when there is nothing to say, else a Msg."""
    if not params.table_file:
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
    exist), float64, by the autocorrelation of the unit rows (FFT, columns in chunks)."""
    rows, width = t.shape
    n_fft = 1 << max(1, (2 * rows - 1).bit_length())
    spectrum = np.zeros(n_fft // 2 + 1, dtype=np.float64)
    chunk = max(1, (1 << 22) // n_fft)
    norms = np.sqrt(np.einsum("ij,ij->i", t, t, dtype=np.float64))
    with np.errstate(divide="ignore", invalid="ignore"):
        inv = np.where(norms > 0, 1.0 / norms, 0.0)
    for c in range(0, width, chunk):
        unit = t[:, c:c + chunk].astype(np.float64) * inv[:, None]
        f = np.fft.rfft(unit, n=n_fft, axis=0)
        spectrum += np.sum(f.real ** 2 + f.imag ** 2, axis=1)
    sums = np.fft.irfft(spectrum, n=n_fft)[:rows]
    # pairs with a zero row (no direction) are left out of the mean
    nonzero = (norms > 0).astype(np.float64)
    if nonzero.all():
        counts = rows - np.arange(rows, dtype=np.float64)
    else:
        g = np.fft.rfft(nonzero, n=n_fft)
        counts = np.round(np.fft.irfft(g.real ** 2 + g.imag ** 2, n=n_fft)[:rows])
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(counts > 0, sums / np.where(counts > 0, counts, 1.0), np.nan)


def mean_cosine_by_distance(params: Params) -> np.ndarray:
    """Cached m[δ], δ = 0 … rows−1 (read-only): mean cosine similarity of rows p and p+δ
    over every p with both rows in the table."""
    if params.table_file:
        key = ("decay",) + _file_key(params.table_file)
    else:
        key = ("decay", params.table_size, params.d_model, params.init, params.seed)

    def make():
        m = _mean_cosine_by_distance(table(params))
        m.setflags(write=False)
        return m

    return _cached(key, make)


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
    first). Rows past the table's end cannot be exported: they do not exist."""
    from .datafiles import ExportError  # late: datafiles imports the views' modules

    try:
        rows, width = table_shape(params)
    except ParamError as exc:
        raise ExportError(error_message(exc)) from None
    last = params.offset + params.seq_len - 1
    if last >= rows:
        raise ExportError(msg(
            "positions {first:,}–{last:,} asked, but the learned table has rows 0–{last_row:,} "
            "only ({note}); use --offset and --seq-len within it", first=params.offset, last=last,
            last_row=rows - 1, note=unavailable_note(rows)))
    t = table(params)
    block = np.asarray(t[params.offset:last + 1], dtype=np.float64)
    positions = np.arange(params.offset, last + 1, dtype=np.float64)
    return (["position"] + [f"dim_{j}" for j in range(width)],
            np.column_stack([positions, block]))
