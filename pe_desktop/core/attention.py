"""Why attention needs positions, and what "X + PE" is: small, exact NumPy demos.

Everything here is a pure function of plain values (no Qt), deterministic across
processes: token embeddings are keyed by a stable hash of the token's text
(BLAKE2b of its UTF-8 bytes, never Python's salted ``hash()``) combined with ``seed``.

- :func:`tokenize`: the tokenizer of the two teaching views.
- :func:`order_demo`: one self-attention head, softmax(QKᵀ/√d_k)V, run on two sentences
  with and without the sinusoidal encoding added (the first article's "dog bites man"
  and the guide's "The keys on the table are lost." / "The table on the keys are lost.").
- :func:`embedding_rows`, :func:`costs`, :func:`dropout_mask`: the guide's [B, S, D] table
  X → X + PE (→ dropout), and its cost.
"""
from __future__ import annotations

import hashlib
import math
import re
import unicodedata
from dataclasses import dataclass

import numpy as np

from . import encodings
from .encodings import Sinusoidal
from .text import msg

ORDER_DIM_CAP = 512  # the order demo computes at most this many dimensions (see order_dims)
HEAD_DIM_CAP = 64  # d_k = min(64, d): the paper's per-head width

# Scripts written without spaces between words: Han ideographs, hiragana, katakana
# (and their extensions). Each such character is a token of its own.
_CJK = (
    "\u3005\u3006\u3007"  # 々 〆 〇
    "\u3040-\u30ff"  # hiragana, katakana (incl. ー)
    "\u31f0-\u31ff"  # katakana phonetic extensions
    "\u3400-\u4dbf"  # CJK extension A
    "\u4e00-\u9fff"  # CJK unified ideographs
    "\uf900-\ufaff"  # compatibility ideographs
    "\uff66-\uff9f"  # half-width katakana
    "\U00020000-\U0003134f"  # CJK extensions B–G
)
_TOKEN = re.compile(rf"[{_CJK}]|(?:(?![{_CJK}])\w)+|[^\w\s]")

# Stream tags: the embeddings, projections and dropout masks never share random streams.
_TAG_EMBED, _TAG_WQ, _TAG_WK, _TAG_WV, _TAG_DROPOUT = 1, 2, 3, 4, 5


def tokenize(text: str) -> list[str]:
    """Split ``text`` into tokens: words, punctuation marks, and CJK characters.

    - A word is a run of letters/digits/underscore (``\\w``); whitespace separates tokens
      and is dropped.
    - Every punctuation mark or symbol (anything neither ``\\w`` nor whitespace) is a token
      of its own: ``"lost."`` → ``["lost", "."]``; ``"。"`` is a token too.
    - Characters of scripts written without spaces (Han ideographs, hiragana, katakana)
      are one token per character, whether or not the text has spaces, so
      ``"犬が男を噛んだ"`` and the first article's spaced ``"犬 が 男 を 噛んだ"`` both give
      ``["犬", "が", "男", "を", "噛", "ん", "だ"]``. (A real tokenizer would use
      morphemes or subwords; one token per character needs no dictionary and keeps the
      point: the same tokens in another order.)

    Case is kept; see :func:`token_key` for case folding.
    """
    return _TOKEN.findall(unicodedata.normalize("NFC", text))


def token_key(token: str, case_fold: bool) -> str:
    """The text that decides a token's embedding: with ``case_fold``, 'The' and 'the' share one."""
    return token.casefold() if case_fold else token


def _stable_hash(text: str) -> list[int]:
    digest = hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()
    return [int.from_bytes(digest[i:i + 4], "little") for i in range(0, 16, 4)]


def _rng(seed: int, tag: int, *more: int) -> np.random.Generator:
    return np.random.default_rng(np.random.SeedSequence([int(seed), tag, *map(int, more)]))


def token_embedding(key: str, d: int, seed: int) -> np.ndarray:
    """The fixed embedding of a token text: d values N(0, 1) (as ``torch.nn.Embedding``
    initialises), from a generator seeded by (seed, BLAKE2b(key)). The same in every process.
    """
    gen = np.random.default_rng(np.random.SeedSequence([int(seed), _TAG_EMBED, *_stable_hash(key)]))
    return gen.standard_normal(int(d))


def embed(keys: list[str], d: int, seed: int) -> np.ndarray:
    """Embeddings of ``keys`` as rows, shape (len(keys), d), float64."""
    cache: dict[str, np.ndarray] = {}
    rows = []
    for k in keys:
        if k not in cache:
            cache[k] = token_embedding(k, d, seed)
        rows.append(cache[k])
    return np.array(rows).reshape(len(keys), int(d))


def projections(d: int, d_k: int, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Fixed W_q, W_k, W_v, each (d, d_k), entries N(0, 1/d) so that q·k/√d_k stays O(1)."""
    scale = 1.0 / math.sqrt(d)
    w_q, w_k, w_v = (_rng(seed, tag, d, d_k).standard_normal((d, d_k)) * scale
                     for tag in (_TAG_WQ, _TAG_WK, _TAG_WV))
    return w_q, w_k, w_v


def softmax_rows(scores: np.ndarray) -> np.ndarray:
    z = scores - scores.max(axis=-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=-1, keepdims=True)


def self_attention(x: np.ndarray, wq: np.ndarray, wk: np.ndarray, wv: np.ndarray
                   ) -> tuple[np.ndarray, np.ndarray]:
    """One head, no mask: returns (weights softmax(QKᵀ/√d_k) (S, S), outputs weights·V (S, d_k))."""
    q, k, v = x @ wq, x @ wk, x @ wv
    weights = softmax_rows(q @ k.T / math.sqrt(wq.shape[1]))
    return weights, weights @ v


def match_permutation(keys_a: list[str], keys_b: list[str]) -> np.ndarray | None:
    """``perm`` with ``keys_b[i] == keys_a[perm[i]]`` for every i, or None when B is not a
    reordering of A (not the same multiset of tokens). Repeated tokens are matched in order
    of appearance."""
    if len(keys_a) != len(keys_b):
        return None
    free: dict[str, list[int]] = {}
    for i, k in enumerate(keys_a):
        free.setdefault(k, []).append(i)
    perm = []
    for k in keys_b:
        slots = free.get(k)
        if not slots:
            return None
        perm.append(slots.pop(0))
    return np.array(perm, dtype=np.int64)


def first_repeat(keys: list[str]) -> tuple[int, int] | None:
    """Positions (i, j), i < j, of the first token that occurs twice (by j), or None."""
    seen: dict[str, int] = {}
    for j, k in enumerate(keys):
        if k in seen:
            return seen[k], j
        seen[k] = j
    return None


def order_dims(enc: Sinusoidal, cap: int = ORDER_DIM_CAP) -> np.ndarray:
    """The dimensions the order demo computes: all of them up to ``cap``; beyond, the sine and
    cosine of the cap/2 highest frequencies (pairs 0 … cap/2−1) of the d_model-wide encoding
    (interleaved layout: simply dimensions 0 … cap−1)."""
    if enc.d_model <= cap:
        return np.arange(enc.d_model)
    pairs = range(cap // 2)
    dims = [enc.dimension_of(i, c) for i in pairs for c in (False, True)]
    return np.array(sorted(dims))


@dataclass(frozen=True)
class Repeat:
    token: str  # the surface text at the first occurrence
    i: int
    j: int
    before: float  # ‖x_i − x_j‖ (embeddings only): 0
    after: float  # ‖(x_i + PE_i) − (x_j + PE_j)‖


@dataclass(frozen=True)
class OrderDemo:
    tokens_a: list[str]
    tokens_b: list[str]
    keys_a: list[str]
    keys_b: list[str]
    d_model: int
    d: int  # dimensions computed (≤ ORDER_DIM_CAP)
    d_k: int
    positions_a: np.ndarray  # positions used for the encoding (offset …)
    positions_b: np.ndarray
    weights_a: np.ndarray  # attention weights without positions (S_A, S_A)
    weights_b: np.ndarray
    weights_a_pe: np.ndarray  # with the encoding added
    weights_b_pe: np.ndarray
    out_a: np.ndarray
    out_b: np.ndarray
    out_a_pe: np.ndarray
    out_b_pe: np.ndarray
    perm: np.ndarray | None  # keys_b[i] == keys_a[perm[i]]; None: not a reordering
    repeat: Repeat | None  # the first repeated token of A

    @property
    def capped(self) -> bool:
        return self.d < self.d_model

    @property
    def is_permutation(self) -> bool:
        return self.perm is not None

    def _max_perm_diff(self, a: np.ndarray, b: np.ndarray) -> float:
        return float(np.max(np.abs(b - a[self.perm]))) if self.perm is not None else math.nan

    @property
    def max_diff(self) -> float:
        """max |out_B − P·out_A| without positions (rounding only: ~1e-16)."""
        return self._max_perm_diff(self.out_a, self.out_b)

    @property
    def max_diff_pe(self) -> float:
        """max |out_B − P·out_A| with the encoding added."""
        return self._max_perm_diff(self.out_a_pe, self.out_b_pe)

    @property
    def pooled_diff(self) -> float:
        """max |mean(out_B) − mean(out_A)| over the output dimensions, without positions."""
        return float(np.max(np.abs(self.out_b.mean(axis=0) - self.out_a.mean(axis=0))))

    @property
    def pooled_diff_pe(self) -> float:
        return float(np.max(np.abs(self.out_b_pe.mean(axis=0) - self.out_a_pe.mean(axis=0))))

    def per_token_table(self) -> np.ndarray:
        """Per token i of A: [i, its index j in B (−1: none), max|out_B[j] − out_A[i]| without
        and with positions (NaN when B is not a reordering of A)]."""
        n = len(self.tokens_a)
        table = np.full((n, 4), math.nan)
        table[:, 0] = np.arange(n)
        table[:, 1] = -1
        if self.perm is not None:
            inv = np.empty(n, dtype=np.int64)
            inv[self.perm] = np.arange(n)
            table[:, 1] = inv
            table[:, 2] = np.abs(self.out_b[inv] - self.out_a).max(axis=1)
            table[:, 3] = np.abs(self.out_b_pe[inv] - self.out_a_pe).max(axis=1)
        return table


ORDER_COLUMNS = ["token", "index_in_b", "max_abs_diff_without_pe", "max_abs_diff_with_pe"]


def order_demo(sentence_a: str, sentence_b: str, enc: Sinusoidal, *, case_fold: bool = True,
               seed: int = 0, offset: int = 0, cap: int = ORDER_DIM_CAP) -> OrderDemo:
    """Run one attention head on both sentences, without and with the encoding added.

    Tokens → embeddings (d = len(order_dims(enc, cap)) values each) → optionally + PE at
    positions offset … offset+S−1 (those dimensions of the d_model-wide encoding) → one head
    with W_q, W_k, W_v (d × d_k, d_k = min(64, d)) → softmax(QKᵀ/√d_k)V.
    """
    tokens_a, tokens_b = tokenize(sentence_a), tokenize(sentence_b)
    if not tokens_a or not tokens_b:
        raise ValueError(msg("a sentence has no tokens"))
    keys_a = [token_key(t, case_fold) for t in tokens_a]
    keys_b = [token_key(t, case_fold) for t in tokens_b]
    dims = order_dims(enc, cap)
    d = len(dims)
    d_k = min(HEAD_DIM_CAP, d)
    wq, wk, wv = projections(d, d_k, seed)
    xa, xb = embed(keys_a, d, seed), embed(keys_b, d, seed)
    pos_a = np.arange(offset, offset + len(keys_a))
    pos_b = np.arange(offset, offset + len(keys_b))
    pe_a = encodings.encode(pos_a, dims, enc)
    pe_b = encodings.encode(pos_b, dims, enc)
    wa, oa = self_attention(xa, wq, wk, wv)
    wb, ob = self_attention(xb, wq, wk, wv)
    wa_pe, oa_pe = self_attention(xa + pe_a, wq, wk, wv)
    wb_pe, ob_pe = self_attention(xb + pe_b, wq, wk, wv)
    rep = first_repeat(keys_a)
    repeat = None
    if rep is not None:
        i, j = rep
        repeat = Repeat(tokens_a[i], i, j,
                        float(np.linalg.norm(xa[i] - xa[j])),
                        float(np.linalg.norm((xa[i] + pe_a[i]) - (xa[j] + pe_a[j]))))
    return OrderDemo(tokens_a, tokens_b, keys_a, keys_b, enc.d_model, d, d_k, pos_a, pos_b,
                     wa, wb, wa_pe, wb_pe, oa, ob, oa_pe, ob_pe,
                     match_permutation(keys_a, keys_b), repeat)


# -- the [B, S, D] table: X → X + PE → dropout ----------------------------------------------

def dropout_mask(seed: int, batch_index: int, row: int, d: int, p: float) -> np.ndarray:
    """Inverted dropout for one row [b, s, :] (train time only): 0 where dropped, 1/(1−p)
    where kept, as ``torch.nn.functional.dropout`` scales. p = 0: all ones."""
    if p <= 0.0:
        return np.ones(int(d))
    keep = _rng(seed, _TAG_DROPOUT, batch_index, row).random(int(d)) >= p
    return keep / (1.0 - p)


def _masks(seed: int, batch_index: int, rows, d: int, p: float) -> np.ndarray:
    return np.array([dropout_mask(seed, batch_index, s, d, p) for s in rows]).reshape(len(rows), d)


def embedding_rows(keys: list[str], rows: range | list[int], enc: Sinusoidal, *, seed: int = 0,
                   offset: int = 0, dropout: float = 0.0, batch_index: int = 0
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Exact (X, PE, dropout(X + PE)) for tokens ``rows`` of batch element ``batch_index``,
    every dimension, float64, each (len(rows), d_model). Token s is at position offset + s.

    The batch is the sentence repeated: X[b] is the same for every b, PE [S, D] is
    broadcast over b; only the dropout mask differs between batch elements.
    """
    d = enc.d_model
    x = np.array([token_embedding(keys[s], d, seed) for s in rows]).reshape(len(rows), d)
    pe = encodings.encode(np.asarray(list(rows)) + offset, np.arange(d), enc)
    out = x + pe
    if dropout > 0.0:
        out = out * _masks(seed, batch_index, rows, d, dropout)
    return x, pe, out


@dataclass(frozen=True)
class BinnedTable:
    """Batch element 0 of X, PE and dropout(X + PE), rows × columns binned to pixels: each
    cell is the exact mean of ``row_size`` × ``col_size`` values."""
    x: np.ndarray
    pe: np.ndarray
    out: np.ndarray
    row_starts: np.ndarray
    col_starts: np.ndarray
    kept_fraction: float  # fraction of values kept by dropout among those computed (1 if p = 0)


def _bin_mean(a: np.ndarray, starts: np.ndarray, axis: int) -> np.ndarray:
    counts = np.diff(np.append(starts, a.shape[axis]))
    shape = [1, 1]
    shape[axis] = len(counts)
    return np.add.reduceat(a, starts, axis=axis) / counts.reshape(shape)


def embedding_binned(keys: list[str], enc: Sinusoidal, row_starts: np.ndarray, col_starts: np.ndarray,
                     col_stop: int, col_start: int = 0, *, seed: int = 0, offset: int = 0,
                     dropout: float = 0.0, chunk_values: int = 2_000_000) -> BinnedTable:
    """Binned means of batch element 0, computed a few rows at a time (memory bounded by
    ``chunk_values``). ``row_starts``/``col_starts`` are the bins' first token / dimension."""
    d = enc.d_model
    row_starts = np.asarray(row_starts)
    col_starts = np.asarray(col_starts)
    n_rows = len(keys)
    step = max(1, chunk_values // d)
    xs: list[np.ndarray] = []
    pes: list[np.ndarray] = []
    outs: list[np.ndarray] = []
    kept = total = 0
    rel_cols = col_starts - col_start
    for a in range(0, n_rows, step):
        rows = range(a, min(n_rows, a + step))
        x, pe, out = embedding_rows(keys, rows, enc, seed=seed, offset=offset, dropout=dropout)
        if dropout > 0.0:
            mask = _masks(seed, 0, rows, d, dropout)[:, col_start:col_stop]
            kept += int(np.count_nonzero(mask))
            total += mask.size
        for acc, arr in ((xs, x), (pes, pe), (outs, out)):
            acc.append(_bin_mean(arr[:, col_start:col_stop], rel_cols, axis=1))
    full = [np.concatenate(acc) for acc in (xs, pes, outs)]
    x, pe, out = (_bin_mean(arr, row_starts, axis=0) for arr in full)
    return BinnedTable(x, pe, out, row_starts, col_starts, kept / total if total else 1.0)


@dataclass(frozen=True)
class Costs:
    table: int  # building PE: S·D values
    table_bytes: int  # … in float32
    addition: int  # X + PE: B·S·D additions
    attention: int  # QKᵀ and weights·V: S²·D multiply-adds (order of)


def costs(batch: int, seq: int, d_model: int) -> Costs:
    """The guide's cost readout: table O(S·D), addition O(B·S·D), attention O(S²·D)."""
    table = seq * d_model
    return Costs(table, 4 * table, batch * seq * d_model, seq * seq * d_model)


# -- data export (the catalogue's data sources, core.catalogue) ---------------------------------------

def sentence_keys(text: str, case_fold: bool) -> list[str]:
    return [token_key(t, case_fold) for t in tokenize(text)]


def order_table(params) -> tuple[list[str], np.ndarray]:
    """The order view's data: per token of A, its index in B and max |output difference|
    without and with positions (see :meth:`OrderDemo.per_token_table`); no rows when a
    sentence has no tokens."""
    if not tokenize(params.sentence_a) or not tokenize(params.sentence_b):
        return list(ORDER_COLUMNS), np.zeros((0, len(ORDER_COLUMNS)))
    demo = order_demo(params.sentence_a, params.sentence_b, params.encoding,
                      case_fold=params.case_fold, seed=params.seed, offset=params.offset)
    return list(ORDER_COLUMNS), demo.per_token_table()


def embedding_table(params) -> tuple[list[str], np.ndarray]:
    """The embedding view's data: batch element 0 of dropout(X + PE), one row per token of
    sentence A (column ``token``: its index), one column per dimension."""
    keys = sentence_keys(params.sentence_a, params.case_fold)
    d = params.d_model
    _, _, out = embedding_rows(keys, range(len(keys)), params.encoding, seed=params.seed,
                               offset=params.offset, dropout=params.dropout)
    table = np.hstack([np.arange(len(keys))[:, None], out])
    return ["token"] + [f"dim_{j}" for j in range(d)], table
