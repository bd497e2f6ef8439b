"""T5 maps drawn from an open model folder: which bias table is used (the direction's, when
its shape matches), the note saying why it is not, and an explicit table passed in; checked
against the tables the test wrote and the published bucket formula."""
import json

import numpy as np
import pytest

from pe_desktop.core import relative
from pe_desktop.core.params import Params
from pe_desktop.core.text import render
from tests.shaped_models import DATA, shaped_folder, write_safetensors

ENCODER = "encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"
DECODER = "decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight"


GERMAN = {"encoder": "Kodierer", "decoder": "Dekodierer",
          "{name} has no {stack} bias table: an untrained init is drawn": "{name} ohne {stack}-Tabelle"}


def _german(text: str) -> str:
    return GERMAN.get(text, text)


def _written_t5_small():
    """The shaped t5-small folder's own draw: the encoder's table, then the decoder's."""
    rng = np.random.default_rng(5)
    return {True: rng.normal(0.0, 2.0, (32, 8)).astype("<f4").astype(np.float64),
            False: rng.normal(0.0, 2.0, (32, 8)).astype("<f4").astype(np.float64)}


def _one_table_folder(folder, name, table, bidirectional):
    folder.mkdir(parents=True)
    config = {"model_type": "t5", "num_heads": table.shape[1], "is_decoder": not bidirectional,
              "relative_attention_num_buckets": table.shape[0], "relative_attention_max_distance": 64}
    (folder / "config.json").write_text(json.dumps(config))
    write_safetensors(folder / "model.safetensors", {name: table})
    return str(folder)


@pytest.fixture(scope="module")
def t5_small(tmp_path_factory):
    return str(shaped_folder("t5-small", tmp_path_factory.mktemp("t5") / "t5"))


@pytest.mark.parametrize("bidirectional", [True, False])
def test_an_open_t5_model_gives_the_table_of_the_direction_drawn(t5_small, bidirectional):
    written = _written_t5_small()[bidirectional]
    p = Params(scheme="t5", model=t5_small, t5_buckets=32, n_heads=8, head=3,
               t5_bidirectional=bidirectional, t5_values="bias")
    assert relative.t5_is_trained(p)
    assert relative.t5_unused_model_note(p) is None
    np.testing.assert_array_equal(relative.t5_bias_table(p), written)
    # every value of the map: the head's bias of the bucket of j − i (Hugging Face's formula)
    d = np.arange(-300, 301)
    buckets = relative.t5_bucket(-d, bidirectional, 32, 128)
    want = written[buckets, 3]
    if not bidirectional:
        want = np.where(d >= 0, want, np.nan)
    np.testing.assert_array_equal(relative.lag_values(p, "t5", d), want)
    assert relative.t5_value_at(p, 7, 2) == (int(buckets[305]), written[buckets[305], 3])
    # another head asked explicitly
    steps = relative.t5_bias_steps(p, head=5)
    np.testing.assert_array_equal(steps(d), written[buckets, 5])


def test_an_explicit_table_wins_over_the_open_model(t5_small):
    table = np.arange(32 * 8, dtype=float).reshape(32, 8) - 100.0
    p = Params(scheme="t5", model=t5_small, t5_buckets=32, n_heads=8, head=2, t5_values="bias")
    np.testing.assert_array_equal(relative.t5_bias_table(p, table), table)
    bucket = int(relative.t5_bucket(-4, True, 32, 128))
    assert relative.t5_value_at(p, 4, 0, table) == (bucket, table[bucket, 2])
    assert relative.t5_range(p, table) == (-150.0, 150.0)  # column 2: −98 … 150 in steps of 8


@pytest.mark.parametrize("heads", [4, 16])
def test_a_table_of_another_shape_is_not_drawn_and_the_note_says_why(t5_small, heads):
    p = Params(scheme="t5", model=t5_small, t5_buckets=32, n_heads=heads, d_model=64, seed=9)
    assert not relative.t5_is_trained(p)
    want = np.random.default_rng(9).normal(0.0, 64 ** -0.5, size=(32, heads))
    np.testing.assert_array_equal(relative.t5_bias_table(p), want)
    note = relative.t5_unused_model_note(p)
    assert note == (f"t5's bias table is 32 buckets × 8 heads, not 32 × {heads}: an untrained "
                    "init is drawn")
    # translated by its template, each field in its place
    german = {"{name}'s bias table is {rows} buckets × {cols} heads, not {buckets} × {heads}: an "
              "untrained init is drawn": "{name}: {rows}×{cols} statt {buckets}×{heads}"}
    assert render(note, lambda s: german.get(s, s)) == f"t5: 32×8 statt 32×{heads}"


@pytest.mark.parametrize("present", [True, False])
def test_a_model_without_the_directions_table_draws_an_init_and_says_so(tmp_path, present):
    """A folder with only one stack's table: drawn in its direction, noted in the other."""
    table = np.arange(16 * 4, dtype="<f4").reshape(16, 4)
    folder = _one_table_folder(tmp_path / "one", ENCODER if present else DECODER, table, present)
    for bidirectional in (True, False):
        p = Params(scheme="t5", model=folder, t5_buckets=16, n_heads=4, t5_max_distance=64,
                   t5_bidirectional=bidirectional, d_model=32, seed=4)
        note = relative.t5_unused_model_note(p)
        if bidirectional == present:
            assert relative.t5_is_trained(p) and note is None
            np.testing.assert_array_equal(relative.t5_bias_table(p), table.astype(np.float64))
        else:
            assert not relative.t5_is_trained(p)
            want = np.random.default_rng(4).normal(0.0, 32 ** -0.5, size=(16, 4))
            np.testing.assert_array_equal(relative.t5_bias_table(p), want)
            stack = "encoder" if bidirectional else "decoder"
            assert note == f"one has no {stack} bias table: an untrained init is drawn"
            assert render(note, _german) == f"one ohne {GERMAN[stack]}-Tabelle"


def test_a_model_of_another_scheme_is_no_t5_table_and_needs_no_note():
    p = Params(scheme="t5", model=str(DATA / "gpt2"))
    assert not relative.t5_is_trained(p)
    assert relative.t5_unused_model_note(p) is None
    want = np.random.default_rng(p.seed).normal(0.0, p.d_model ** -0.5, size=(p.t5_buckets, p.n_heads))
    np.testing.assert_array_equal(relative.t5_bias_table(p), want)


def test_no_model_needs_no_note():
    assert relative.t5_unused_model_note(Params(scheme="t5")) is None


def test_a_head_of_zero_biases_still_gets_a_colour_range():
    table = np.zeros((32, 2))
    table[5, 1] = -0.75
    p = Params(scheme="t5", n_heads=2, t5_values="bias")
    assert relative.t5_range(p.replace(head=0), table) == (-1.0, 1.0)
    assert relative.t5_range(p.replace(head=1), table) == (-0.75, 0.75)


def test_a_causal_query_sees_its_own_key():
    p = Params(scheme="t5", t5_bidirectional=False)
    assert relative.t5_value_at(p, 5, 6) is None
    bucket, _ = relative.t5_value_at(p, 5, 5)
    assert bucket == 0
