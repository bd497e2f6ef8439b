"""The word-order and [B, S, D] demos, against references written out here with ``math``."""
import hashlib
import math
import struct
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pe_desktop.core import attention as att
from pe_desktop.core.encodings import Sinusoidal
from pe_desktop.core.params import Params
from tests import reference as ref

KEYS_A = "The keys on the table are lost."
KEYS_B = "The table on the keys are lost."
DOG_A = "犬が男を噛んだ"
DOG_B = "男が犬を噛んだ"


# -- references -----------------------------------------------------------------------------

def ref_attention(x, wq, wk, wv):
    """softmax(QKᵀ/√d_k)V written per element with math.fsum / math.exp."""
    s, d = len(x), len(x[0])
    d_k = len(wq[0])

    def proj(w):
        return [[math.fsum(x[t][i] * w[i][c] for i in range(d)) for c in range(d_k)] for t in range(s)]

    q, k, v = proj(wq), proj(wk), proj(wv)
    out, weights = [], []
    for t in range(s):
        scores = [math.fsum(q[t][c] * k[u][c] for c in range(d_k)) / math.sqrt(d_k) for u in range(s)]
        top = max(scores)
        e = [math.exp(z - top) for z in scores]
        total = math.fsum(e)
        w = [v_ / total for v_ in e]
        weights.append(w)
        out.append([math.fsum(w[u] * v[u][c] for u in range(s)) for c in range(d_k)])
    return np.array(weights), np.array(out)


# -- tokenizer ------------------------------------------------------------------------------

def test_tokenizer_on_both_defaults():
    assert att.tokenize(KEYS_A) == ["The", "keys", "on", "the", "table", "are", "lost", "."]
    assert att.tokenize(KEYS_B) == ["The", "table", "on", "the", "keys", "are", "lost", "."]
    assert att.tokenize(DOG_A) == ["犬", "が", "男", "を", "噛", "ん", "だ"]
    assert att.tokenize(DOG_B) == ["男", "が", "犬", "を", "噛", "ん", "だ"]


def test_tokenizer_spaces_punctuation_and_mixed_text():
    # the first article writes the sentence with spaces: the same tokens
    assert att.tokenize("犬 が 男 を 噛んだ") == att.tokenize(DOG_A)
    assert att.tokenize("犬が男を噛んだ。") == ["犬", "が", "男", "を", "噛", "ん", "だ", "。"]
    assert att.tokenize("Hello,  world!") == ["Hello", ",", "world", "!"]
    assert att.tokenize("GPU で 2 倍") == ["GPU", "で", "2", "倍"]
    assert att.tokenize("   ") == []


def test_case_folding_key():
    assert att.token_key("The", True) == att.token_key("the", True) == "the"
    assert att.token_key("The", False) != att.token_key("the", False)


# -- embeddings -----------------------------------------------------------------------------

def test_embeddings_are_deterministic_and_keyed_by_text_and_seed():
    a = att.token_embedding("keys", 64, seed=3)
    assert np.array_equal(a, att.token_embedding("keys", 64, seed=3))
    assert not np.allclose(a, att.token_embedding("keys", 64, seed=4))
    assert not np.allclose(a, att.token_embedding("table", 64, seed=3))
    assert abs(a.mean()) < 0.5 and 0.5 < a.std() < 1.5  # N(0, 1)


def test_embeddings_are_the_same_in_another_process():
    code = ("import sys; from pe_desktop.core.attention import token_embedding as t; "
            "sys.stdout.write(t('keys', 16, 7).tobytes().hex() + ' ' + t('犬', 16, 7).tobytes().hex())")
    # a different hash seed: Python's salted hash() would change, the embedding must not
    env = {**__import__("os").environ, "PYTHONHASHSEED": "12345"}
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert result.returncode == 0, result.stderr
    keys_hex, dog_hex = result.stdout.split()
    assert bytes.fromhex(keys_hex) == att.token_embedding("keys", 16, 7).tobytes()
    assert bytes.fromhex(dog_hex) == att.token_embedding("犬", 16, 7).tobytes()


# -- (a) no positions: a permutation; (b) with positions: different --------------------------

@pytest.mark.parametrize("a,b,perm", [
    (KEYS_A, KEYS_B, [0, 4, 2, 3, 1, 5, 6, 7]),  # B[i] = A[perm[i]], worked out by hand
    (DOG_A, DOG_B, [2, 1, 0, 3, 4, 5, 6]),
])
def test_without_positions_outputs_are_permuted_exactly(a, b, perm):
    demo = att.order_demo(a, b, Sinusoidal(128), seed=0)
    assert demo.perm.tolist() == perm
    np.testing.assert_allclose(demo.out_b, demo.out_a[perm], rtol=0, atol=1e-12)
    np.testing.assert_allclose(demo.weights_b, demo.weights_a[np.ix_(perm, perm)], rtol=0, atol=1e-12)
    assert demo.max_diff < 1e-12
    assert np.max(np.abs(demo.out_b.mean(0) - demo.out_a.mean(0))) < 1e-12
    assert demo.pooled_diff < 1e-12
    # (b) with the encoding added, they differ
    assert np.max(np.abs(demo.out_b_pe - demo.out_a_pe[perm])) > 1e-6
    assert demo.max_diff_pe > 1e-6
    assert np.max(np.abs(demo.out_b_pe.mean(0) - demo.out_a_pe.mean(0))) > 1e-6
    assert demo.pooled_diff_pe > 1e-6


def test_attention_matches_the_written_out_formula_with_reference_pe():
    d = 16
    enc = Sinusoidal(d)
    demo = att.order_demo(KEYS_A, KEYS_B, enc, seed=5, offset=3)
    keys = [t.casefold() for t in att.tokenize(KEYS_A)]
    x = np.array([att.token_embedding(k, d, 5) for k in keys])
    wq, wk, wv = att.projections(d, min(64, d), 5)
    w_ref, out_ref = ref_attention(x.tolist(), wq.tolist(), wk.tolist(), wv.tolist())
    np.testing.assert_allclose(demo.weights_a, w_ref, atol=1e-12)
    np.testing.assert_allclose(demo.out_a, out_ref, atol=1e-12)
    xp = x + ref.pe_table(range(3, 3 + len(keys)), d)  # positions offset … offset+S−1
    w_ref, out_ref = ref_attention(xp.tolist(), wq.tolist(), wk.tolist(), wv.tolist())
    np.testing.assert_allclose(demo.weights_a_pe, w_ref, atol=1e-12)
    np.testing.assert_allclose(demo.out_a_pe, out_ref, atol=1e-12)
    np.testing.assert_allclose(demo.weights_a.sum(1), 1.0, atol=1e-15)


WORDS = ["the", "keys", "on", "table", "are", "lost", "dog", "man", "bites", ".", "犬", "が", "男"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=12), st.randoms(use_true_random=False),
       st.integers(0, 1000))
def test_any_shuffle_is_an_exact_permutation_without_positions(words, rnd, seed):
    shuffled = list(words)
    rnd.shuffle(shuffled)
    demo = att.order_demo(" ".join(words), " ".join(shuffled), Sinusoidal(32), seed=seed)
    assert demo.is_permutation
    assert [demo.keys_a[j] for j in demo.perm] == demo.keys_b
    np.testing.assert_allclose(demo.out_b, demo.out_a[demo.perm], rtol=0, atol=1e-12)
    assert demo.pooled_diff < 1e-12
    if demo.keys_b != demo.keys_a:  # really another order: positions tell them apart
        assert demo.max_diff_pe > 1e-6


def test_not_a_permutation_is_reported():
    demo = att.order_demo(KEYS_A, "The keys are lost.", Sinusoidal(32))
    assert not demo.is_permutation and demo.perm is None
    assert math.isnan(demo.max_diff)
    table = demo.per_token_table()
    assert (table[:, 1] == -1).all() and np.isnan(table[:, 2:]).all()
    assert att.match_permutation(["a", "a", "b"], ["a", "b", "b"]) is None
    assert att.match_permutation(["a", "a", "b"], ["b", "a", "a"]).tolist() == [2, 0, 1]


# -- (c) "The" at 0 and "the" at 3 ----------------------------------------------------------

@pytest.mark.parametrize("d", [8, 128, 512])
def test_the_and_the_equal_before_and_different_after(d):
    demo = att.order_demo(KEYS_A, KEYS_B, Sinusoidal(d), case_fold=True)
    rep = demo.repeat
    assert (rep.token, rep.i, rep.j) == ("The", 0, 3)
    assert np.array_equal(att.token_embedding("the", d, 0), att.token_embedding(att.token_key("The", True), d, 0))
    assert rep.before == 0.0
    want = math.sqrt(math.fsum((ref.pe(0, j, d) - ref.pe(3, j, d)) ** 2 for j in range(d)))
    assert rep.after == pytest.approx(want, rel=1e-9)
    assert rep.after > 0.1


def test_no_repeat_without_case_folding():
    assert att.order_demo(KEYS_A, KEYS_B, Sinusoidal(16), case_fold=False).repeat is None
    assert att.order_demo(DOG_A, DOG_B, Sinusoidal(16)).repeat is None


def test_order_dims_are_capped():
    assert att.order_dims(Sinusoidal(100)).tolist() == list(range(100))
    assert att.order_dims(Sinusoidal(4096)).tolist() == list(range(512))
    concat = att.order_dims(Sinusoidal(4096, layout="concat-paper")).tolist()
    assert concat == list(range(256)) + list(range(2048, 2048 + 256))
    demo = att.order_demo(KEYS_A, KEYS_B, Sinusoidal(4096))
    assert (demo.d, demo.d_k, demo.capped) == (512, 64, True)
    assert demo.max_diff < 1e-12 and demo.max_diff_pe > 1e-6


def test_order_table():
    cols, table = att.order_table(Params(d_model=32))
    assert cols == ["token", "index_in_b", "max_abs_diff_without_pe", "max_abs_diff_with_pe"]
    assert table[:, 0].tolist() == list(range(8))
    assert table[:, 1].tolist() == [0, 4, 2, 3, 1, 5, 6, 7]  # keys ↔ table swap places
    assert (table[:, 2] < 1e-12).all()
    assert table[:, 3].max() > 1e-6


# -- X + PE, dropout, costs -------------------------------------------------------------------

def test_x_plus_pe_equals_x_plus_reference_table():
    d, offset = 24, 7
    keys = [att.token_key(t, True) for t in att.tokenize(KEYS_A)]
    x, pe, out = att.embedding_rows(keys, range(len(keys)), Sinusoidal(d), seed=2, offset=offset)
    want_x = np.array([att.token_embedding(k, d, 2) for k in keys])
    np.testing.assert_array_equal(x, want_x)
    table = ref.pe_table(range(offset, offset + len(keys)), d)
    np.testing.assert_allclose(pe, table, atol=1e-12)
    np.testing.assert_allclose(out, want_x + table, atol=1e-12)
    np.testing.assert_array_equal(x[0], x[3])  # The/the: the same vector before …
    np.testing.assert_allclose(out[0] - out[3], table[0] - table[3], atol=1e-12)  # … only PE differs after


@pytest.mark.parametrize("p", [0.1, 0.5])
def test_dropout_keeps_the_expected_fraction_and_scales(p):
    d = 4096
    keys = ["tok"] * 8
    _, _, clean = att.embedding_rows(keys, range(8), Sinusoidal(d), seed=1)
    _, _, dropped = att.embedding_rows(keys, range(8), Sinusoidal(d), seed=1, dropout=p)
    kept = dropped != 0
    n = kept.size
    assert abs(kept.mean() - (1 - p)) < 5 * math.sqrt(p * (1 - p) / n)
    np.testing.assert_allclose(dropped[kept], clean[kept] / (1 - p), rtol=1e-15)
    # seeded: the same mask again; another batch element gets another mask
    _, _, again = att.embedding_rows(keys, range(8), Sinusoidal(d), seed=1, dropout=p)
    np.testing.assert_array_equal(again, dropped)
    other = att.embedding_rows(keys, range(8), Sinusoidal(d), seed=1, dropout=p, batch_index=1)[2]
    assert not np.array_equal(other != 0, kept)
    assert (att.dropout_mask(0, 0, 0, 10, 0.0) == 1).all()


def test_binned_table_is_the_exact_mean():
    d = 10
    keys = ["a", "b", "c"]
    enc = Sinusoidal(d)
    t = att.embedding_binned(keys, enc, row_starts=[0, 2], col_starts=[2, 5, 8], col_stop=10, col_start=2,
                             seed=4, offset=1)
    x = np.array([att.token_embedding(k, d, 4) for k in keys])
    pe = ref.pe_table(range(1, 4), d)
    for r, rows in enumerate([(0, 1), (2,)]):
        for c, cols in enumerate([(2, 3, 4), (5, 6, 7), (8, 9)]):
            cells = [(i, j) for i in rows for j in cols]
            assert t.x[r, c] == pytest.approx(math.fsum(x[i, j] for i, j in cells) / len(cells), abs=1e-12)
            assert t.pe[r, c] == pytest.approx(math.fsum(pe[i, j] for i, j in cells) / len(cells), abs=1e-12)
            assert t.out[r, c] == pytest.approx(t.x[r, c] + t.pe[r, c], abs=1e-12)
    assert t.kept_fraction == 1.0


def test_costs_are_s_d_b_s_d_and_s2_d():
    c = att.costs(batch=2, seq=8, d_model=512)
    assert (c.table, c.table_bytes, c.addition, c.attention) == (8 * 512, 4 * 8 * 512, 2 * 8 * 512, 8 * 8 * 512)
    big = att.costs(8, 16_777_216, 65_536)
    assert big.attention == 16_777_216 ** 2 * 65_536  # Python ints: no overflow


def test_embedding_table_export():
    p = Params(d_model=16, seed=3, offset=2)
    cols, table = att.embedding_table(p)
    assert cols[0] == "token" and cols[1:] == [f"dim_{j}" for j in range(16)]
    keys = [t.casefold() for t in att.tokenize(p.sentence_a)]
    want = np.array([att.token_embedding(k, 16, 3) for k in keys]) + ref.pe_table(range(2, 10), 16)
    np.testing.assert_allclose(table[:, 1:], want, atol=1e-12)
    assert table[:, 0].tolist() == list(range(8))


# -- the documented recipes, written out (the mutation run's references) ----------------------

def ref_hash_words(text):
    """BLAKE2b-128 of the UTF-8 bytes, read as four little-endian 32-bit words."""
    return list(struct.unpack("<4I", hashlib.blake2b(text.encode("utf-8"), digest_size=16).digest()))


def ref_embedding(key, d, seed):
    seq = np.random.SeedSequence([seed, 1, *ref_hash_words(key)])  # stream tag 1: embeddings
    return np.random.default_rng(seq).standard_normal(d)


def ref_mask(seed, b, row, d, p):
    """Inverted dropout: kept where a uniform draw (stream tag 5, keyed by b and row) is ≥ p."""
    u = np.random.default_rng(np.random.SeedSequence([seed, 5, b, row])).random(d)
    return np.where(u >= p, 1.0 / (1.0 - p), 0.0)


def test_token_hash_and_embedding_follow_the_documented_recipe():
    for text in ["keys", "犬", "The"]:
        assert att._stable_hash(text) == ref_hash_words(text)
        np.testing.assert_array_equal(att.token_embedding(text, 12, 9), ref_embedding(text, 12, 9))


def test_projections_are_seeded_n0_1_over_d():
    d, d_k, seed = 6, 4, 11
    got = att.projections(d, d_k, seed)
    for tag, w in zip((2, 3, 4), got):  # W_q, W_k, W_v: stream tags 2, 3, 4
        gen = np.random.default_rng(np.random.SeedSequence([seed, tag, d, d_k]))
        np.testing.assert_allclose(w, gen.standard_normal((d, d_k)) / math.sqrt(d), rtol=1e-15, atol=0)


def test_softmax_rows_by_hand():
    # exp of 0, ln 2, ln 3 is 1, 2, 3: weights 1/6, 2/6, 3/6 (one row given as a vector)
    np.testing.assert_allclose(att.softmax_rows(np.array([0.0, math.log(2), math.log(3)])),
                               [1 / 6, 2 / 6, 3 / 6], rtol=1e-15)
    # each row shifted by its own maximum: rows of very different size, large scores
    got = att.softmax_rows(np.array([[0.0, 0.0], [1000.0, 1000.0 + math.log(3)]]))
    np.testing.assert_allclose(got, [[0.5, 0.5], [0.25, 0.75]], rtol=1e-12)  # 1000 + ln 3 rounds


def test_dropout_mask_is_the_seeded_recipe():
    for seed, b, row, p in [(7, 2, 5, 0.3), (0, 0, 0, 0.5)]:
        got = att.dropout_mask(seed, b, row, 64, p)
        want = ref_mask(seed, b, row, 64, p)
        np.testing.assert_array_equal(got, want)
        assert 0 < np.count_nonzero(want) < 64  # some dropped, some kept


def test_binned_table_with_dropout_in_chunks_and_defaults():
    keys, d, p = ["a", "b", "c", "a", "d"], 6, 0.4
    enc = Sinusoidal(d)
    # 12 values per chunk: two rows at a time (rows 0–1, 2–3, 4); seed, offset, col_start default 0
    t = att.embedding_binned(keys, enc, row_starts=[0, 2, 3], col_starts=[0, 4], col_stop=6,
                             dropout=p, chunk_values=12)
    x = np.array([ref_embedding(k, d, 0) for k in keys])
    pe = ref.pe_table(range(5), d)
    mask = np.array([ref_mask(0, 0, s, d, p) for s in range(5)])
    out = (x + pe) * mask
    row_bins, col_bins = [(0, 1), (2,), (3, 4)], [(0, 1, 2, 3), (4, 5)]
    for got, full in ((t.x, x), (t.pe, pe), (t.out, out)):
        for r, rows in enumerate(row_bins):
            for c, cols in enumerate(col_bins):
                cells = [full[i, j] for i in rows for j in cols]
                assert got[r, c] == pytest.approx(math.fsum(cells) / len(cells), abs=1e-12)
    assert t.row_starts.tolist() == [0, 2, 3] and t.col_starts.tolist() == [0, 4]
    kept = np.count_nonzero(mask)
    assert 0 < kept < mask.size
    assert t.kept_fraction == kept / mask.size


def test_embedding_rows_default_offset_and_export_with_dropout():
    keys = ["x", "y", "z"]
    x, pe, _ = att.embedding_rows(keys, range(3), Sinusoidal(8))
    np.testing.assert_array_equal(x, [ref_embedding(k, 8, 0) for k in keys])  # seed 0 by default
    np.testing.assert_allclose(pe, ref.pe_table(range(3), 8), atol=1e-12)  # offset 0 by default
    params = Params(d_model=8, seed=2, offset=1, dropout=0.5)
    _, table = att.embedding_table(params)
    keys = [t.casefold() for t in att.tokenize(params.sentence_a)]
    rows = range(len(keys))
    want = ((np.array([ref_embedding(k, 8, 2) for k in keys]) + ref.pe_table(range(1, 1 + len(keys)), 8))
            * np.array([ref_mask(2, 0, s, 8, 0.5) for s in rows]))
    assert (want == 0).any()
    np.testing.assert_allclose(table[:, 1:], want, atol=1e-12)


def test_an_empty_permutation_indexes():
    perm = att.match_permutation([], [])
    assert perm.tolist() == [] and np.arange(0)[perm].tolist() == []


@pytest.mark.parametrize("a,b", [("dog", " "), (" ", "dog")])
def test_order_demo_refuses_an_empty_sentence(a, b):
    with pytest.raises(ValueError, match=r"^a sentence has no tokens$"):
        att.order_demo(a, b, Sinusoidal(8))


def test_order_demo_defaults_and_sentence_b_with_positions():
    d = 16
    demo = att.order_demo(KEYS_A, KEYS_B, Sinusoidal(d))  # seed 0, offset 0 by default
    assert demo.tokens_b == att.tokenize(KEYS_B)
    assert demo.positions_a.tolist() == list(range(8)) and demo.positions_b.tolist() == list(range(8))
    wq, wk, wv = (w.tolist() for w in att.projections(d, d, 0))
    keys = [t.casefold() for t in att.tokenize(KEYS_B)]
    xb = np.array([ref_embedding(k, d, 0) for k in keys]) + ref.pe_table(range(8), d)
    w_ref, out_ref = ref_attention(xb.tolist(), wq, wk, wv)
    np.testing.assert_allclose(demo.weights_b_pe, w_ref, atol=1e-12)
    np.testing.assert_allclose(demo.out_b_pe, out_ref, atol=1e-12)
    shifted = att.order_demo("a b", "b a c", Sinusoidal(d), offset=4)
    assert shifted.positions_a.tolist() == [4, 5] and shifted.positions_b.tolist() == [4, 5, 6]
    capped = att.order_demo(KEYS_A, KEYS_B, Sinusoidal(64), cap=16)
    assert (capped.d, capped.d_k, capped.capped) == (16, 16, True)


def test_order_dims_at_exactly_the_cap():
    assert att.order_dims(Sinusoidal(5), cap=5).tolist() == [0, 1, 2, 3, 4]  # odd: all five
    assert att.order_dims(Sinusoidal(6), cap=5).tolist() == [0, 1, 2, 3]  # beyond: 2 pairs


@pytest.mark.parametrize("a,b", [("dog", " "), (" ", "dog")])
def test_order_table_without_tokens_has_no_rows(a, b):
    cols, table = att.order_table(Params(sentence_a=a, sentence_b=b))
    assert cols == ["token", "index_in_b", "max_abs_diff_without_pe", "max_abs_diff_with_pe"]
    assert table.shape == (0, 4)


@pytest.mark.parametrize("case_fold", [False, True])
def test_order_table_follows_case_seed_and_offset(case_fold):
    d = 8
    params = Params(d_model=d, case_fold=case_fold, seed=5, offset=3)
    _, table = att.order_table(params)
    wq, wk, wv = (w.tolist() for w in att.projections(d, d, 5))
    outs = []
    for s in (params.sentence_a, params.sentence_b):
        keys = [t.casefold() if case_fold else t for t in att.tokenize(s)]  # "The", "the": one key or two
        x = np.array([ref_embedding(k, d, 5) for k in keys]) + ref.pe_table(range(3, 3 + len(keys)), d)
        outs.append(ref_attention(x.tolist(), wq, wk, wv)[1])
    inv = [0, 4, 2, 3, 1, 5, 6, 7]  # A's token i is B's token inv[i] (keys ↔ table)
    want = [np.max(np.abs(outs[1][inv[i]] - outs[0][i])) for i in range(8)]
    np.testing.assert_allclose(table[:, 3], want, rtol=1e-9)


def test_per_token_table_by_hand():
    z = np.zeros((2, 2))
    demo = att.OrderDemo(["a", "b"], ["b", "a"], ["a", "b"], ["b", "a"], 2, 2, 2,
                         np.arange(2), np.arange(2), z, z, z, z,
                         out_a=np.array([[0.0, 0.0], [1.0, 2.0]]),
                         out_b=np.array([[1.0, 2.5], [0.0, 0.0]]),
                         out_a_pe=np.array([[1.0, 1.0], [3.0, 3.0]]),
                         out_b_pe=np.array([[3.0, 2.0], [1.0, 1.25]]),
                         perm=np.array([1, 0]), repeat=None)
    table = demo.per_token_table()
    # a: B's row 1; b: B's row 0.  Without PE: |0−0|, |(1, 2.5) − (1, 2)|; with: |(1, 1.25) − (1, 1)|, |(3, 2) − (3, 3)|
    np.testing.assert_array_equal(table, [[0, 1, 0.0, 0.25], [1, 0, 0.5, 1.0]])
