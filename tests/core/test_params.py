import pytest

from pe_desktop.core.params import SPECS, ParamError, Params


def test_defaults_reproduce_the_first_article():
    p = Params()
    assert (p.d_model, p.seq_len, p.base, p.offset, p.ref_pos) == (128, 50, 10000.0, 0, 0)


@pytest.mark.parametrize("field,value", [("d_model", 0), ("d_model", 65_537), ("seq_len", 0),
                                         ("base", 1.0), ("base", float("nan")),
                                         ("base", float("inf")), ("offset", -1),
                                         ("orientation", "diagonal"), ("d_model", 2.5)])
def test_out_of_bounds_values_are_refused(field, value):
    with pytest.raises(ParamError) as err:
        Params(**{field: value})
    assert SPECS[field].flag in str(err.value)


def test_cli_parse_message_names_flag_and_range():
    with pytest.raises(ParamError, match=r"--seq-len must be an integer from 1 to 16777216, got 'abc'"):
        SPECS["seq_len"].parse("abc")


# --- every message and bound written out by hand (the mutation run's references) -------------

from pe_desktop.core.params import (  # noqa: E402
    DEPENDENT_MAXIMA,
    ParamSpec,
    dependent_maximum,
    error_message,
    odd_d_model_note,
)
from pe_desktop.core.text import Msg  # noqa: E402


def _refusal(spec_name, value, *, parse=False):
    spec = SPECS[spec_name]
    with pytest.raises(ParamError) as err:
        spec.parse(value) if parse else spec.validate(value)
    return str(err.value)


@pytest.mark.parametrize("name,value,expected", [
    # a choice: the keys in order, the value as repr
    ("layout", "diagonal",
     "--layout must be one of interleaved, concat-paper, concat-t2t, got 'diagonal'"),
    ("metric", "l2", "--metric must be one of dot, cosine, got 'l2'"),
    # a switch takes True/False only; a number is shown as written
    ("case_fold", 1, "--case-fold must be on or off, got 1"),
    # text: a non-string, and one character over the longest
    ("sentence_a", 5, "--sentence-a must be text of 1 to 200 characters, got 5"),
    ("sentence_a", "", "--sentence-a must be text of 1 to 200 characters, got ''"),
    # integers: a bool, a string, a fraction, a whole float past the bound (shown without .0)
    ("d_model", True, "--d-model must be an integer from 1 to 65536, got True"),
    ("d_model", "abc", "--d-model must be an integer from 1 to 65536, got 'abc'"),
    ("d_model", 2.5, "--d-model must be an integer from 1 to 65536, got 2.5"),
    ("d_model", 70000.0, "--d-model must be an integer from 1 to 65536, got 70000"),
    ("d_model", 65537, "--d-model must be an integer from 1 to 65536, got 65537"),
    # floats: the bounds as the spin box shows them, inf and a fraction below the minimum
    ("base", float("inf"), "--base must be a number from 1.01 to 1000000000, got inf"),
    ("base", 1.005, "--base must be a number from 1.01 to 1000000000, got 1.005"),
    ("dropout", 0.95, "--dropout must be a number from 0 to 0.9, got 0.95"),
])
def test_refusals_word_for_word(name, value, expected):
    assert _refusal(name, value) == expected


def test_text_of_exactly_the_longest_length_is_accepted():
    assert SPECS["sentence_a"].validate("x" * 200) == "x" * 200
    assert _refusal("sentence_a", "x" * 201) == \
        "--sentence-a must be text of 1 to 200 characters, got '" + "x" * 201 + "'"


def test_the_refusal_keeps_its_parts_for_translation():
    message = SPECS["layout"]._refuse("diagonal").args[0]
    assert isinstance(message, Msg)
    assert message.template == "{flag} must be {allowed}, got {value}"
    assert message.args["value"] == "'diagonal'"
    allowed = message.args["allowed"]
    assert (allowed.template, allowed.args["choices"].template) == ("one of {choices}", "{first}, {rest}")
    items = allowed.args["choices"]
    assert (items.args["first"], items.args["rest"].args["first"], items.args["rest"].args["rest"]) \
        == ("interleaved", "concat-paper", "concat-t2t")
    assert all(isinstance(x, Msg) for x in (items.args["first"], items.args["rest"].args["rest"]))


@pytest.mark.parametrize("word,value", [
    ("on", True), ("off", False), ("true", True), ("false", False), ("1", True), ("0", False),
    ("yes", True), ("no", False), ("  YES ", True), ("Off", False), ("TRUE", True),
])
def test_switch_words_parse(word, value):
    assert SPECS["case_fold"].parse(word) is value


@pytest.mark.parametrize("name,text,expected", [
    ("case_fold", "maybe", "--case-fold must be on or off, got 'maybe'"),
    ("case_fold", "2", "--case-fold must be on or off, got '2'"),
    ("d_model", "1.5", "--d-model must be an integer from 1 to 65536, got '1.5'"),
    ("base", "ten", "--base must be a number from 1.01 to 1000000000, got 'ten'"),
    ("base", "1", "--base must be a number from 1.01 to 1000000000, got 1"),
])
def test_parse_refusals_word_for_word(name, text, expected):
    assert _refusal(name, text, parse=True) == expected


def test_parse_gives_each_kind_its_type():
    assert SPECS["d_model"].parse(" 64 ") == 64 and type(SPECS["d_model"].parse("64")) is int
    assert SPECS["base"].parse("1e3") == 1000.0 and type(SPECS["base"].parse("1e3")) is float
    assert SPECS["sentence_a"].parse("a b") == "a b"
    assert SPECS["layout"].parse("concat-t2t") == "concat-t2t"


def test_defaults_as_written():
    def spec(kind, default, **kw):
        return ParamSpec("x", "x", kind, default, **kw)
    assert spec(bool, True).describe_default() == "on"
    assert spec(bool, False).describe_default() == "off"
    assert SPECS["layout"].describe_default() == "interleaved"
    assert SPECS["sentence_a"].describe_default() == "'The keys on the table are lost.'"
    assert spec(int, 1_048_576, minimum=0, maximum=2**30).describe_default() == "1,048,576"
    assert spec(float, 10_000.0, minimum=0.0, maximum=1e9).describe_default() == "10,000"
    assert spec(float, 0.125, minimum=0.0, maximum=1.0).describe_default() == "0.125"


def test_labels_of_choices():
    layout = SPECS["layout"]
    assert layout.label_of("concat-t2t") == "Sin | cos (t2t ω)"
    assert layout.label_of("interleaved") == "Interleaved (paper)"
    assert layout.label_of("diagonal") == "diagonal"      # not a choice: the key itself
    assert SPECS["colormap"].label_of("coolwarm") == "coolwarm"  # no labels: the key


def test_describe_range_single_choice():
    spec = ParamSpec("x", "x", str, "a", choices=("a",))
    assert spec.describe_range() == "one of a"
    assert isinstance(spec.describe_range().args["choices"], Msg)


@pytest.mark.parametrize("value,expected", [(3.0, "3"), (2.5, "2.5"), (7, "7"),
                                            (1e16, "1e+16"), (-4.0, "-4"), (9999999999999998.0,
                                                                              "9999999999999998")])
def test_numbers_in_messages(value, expected):
    from pe_desktop.core.params import _fmt
    assert _fmt(value) == expected


def test_error_message():
    message = Msg("{a} b", a=1)
    assert error_message(ParamError(message)) is message  # the Msg itself, still translatable
    assert error_message(KeyError("k")) == "k"          # a single string, as given (str() quotes it)
    assert error_message(ValueError(3)) == "3"
    assert error_message(ValueError("a", "b")) == "('a', 'b')"


def test_dependent_maxima():
    assert dependent_maximum("pair", {"d_model": 128, "layout": "interleaved"}) == 63
    assert dependent_maximum("pair", {"d_model": 7, "layout": "concat-paper"}) == 3
    assert dependent_maximum("pair", {"d_model": 7, "layout": "concat-t2t"}) == 2
    assert dependent_maximum("pair", {"d_model": "9", "layout": "interleaved"}) == 4
    assert dependent_maximum("head", {"n_heads": 12}) == 11
    assert dependent_maximum("head", {"n_heads": "16"}) == 15
    assert dependent_maximum("seq_len", {}) == 16_777_216


def test_only_the_named_fields_have_a_bound_that_moves():
    """The panel narrows only DEPENDENT_MAXIMA's spin boxes: every other field's bound is its
    spec's maximum whatever the other fields hold, and each named one follows them."""
    small = {"d_model": 8, "layout": "interleaved", "n_heads": 2, "grid_height": 3, "grid_width": 4}
    large = {"d_model": 512, "layout": "interleaved", "n_heads": 32, "grid_height": 30, "grid_width": 40}
    for name in SPECS:
        if name in DEPENDENT_MAXIMA:
            assert dependent_maximum(name, small) != dependent_maximum(name, large), name
        else:
            assert dependent_maximum(name, small) == dependent_maximum(name, large) == SPECS[name].maximum, name


@pytest.mark.parametrize("changes,expected", [
    (dict(d_model=8, pair=4), "--pair must be an integer from 0 to 3 for d_model 8, got 4"),
    (dict(d_model=7, layout="concat-t2t", pair=3),
     "--pair must be an integer from 0 to 2 for d_model 7, got 3"),
    (dict(head_dim=65), "--head-dim must be even (RoPE rotates pairs), got 65"),
    (dict(n_heads=4, head=4), "--head must be an integer from 0 to 3 for 4 heads, got 4"),
    (dict(scaling="yarn", beta_fast=2.5, beta_slow=2.5),
     "--beta-slow must be below --beta-fast (2.5), got 2.5"),
    (dict(scaling="longrope", original_context=1),
     "--original-context must be at least 2 with --scaling longrope (its attention factor "
     "divides by ln original), got 1"),
    (dict(scaling="llama3", low_freq_factor=6.5, high_freq_factor=4.0),
     "--low-freq-factor must be at most --high-freq-factor (4), got 6.5"),
])
def test_combinations_refused_word_for_word(changes, expected):
    with pytest.raises(ParamError) as err:
        Params(**changes)
    assert str(err.value) == expected


@pytest.mark.parametrize("changes", [
    dict(d_model=8, pair=3), dict(n_heads=4, head=3), dict(head_dim=2),
    dict(scaling="yarn", beta_fast=2.5, beta_slow=2.4),
    dict(scaling="none", beta_fast=1.0, beta_slow=2.0),      # β only checked for YaRN
    dict(scaling="longrope", original_context=2),
    dict(scaling="linear", original_context=1),
    dict(scaling="llama3", low_freq_factor=3.9, high_freq_factor=4.0),
    dict(scaling="yarn", low_freq_factor=5.0, high_freq_factor=4.0),  # only checked for llama3
])
def test_combinations_at_the_edge_accepted(changes):
    p = Params(**changes)
    assert all(getattr(p, k) == v for k, v in changes.items())


@pytest.mark.parametrize("d_model,layout,expected", [
    (7, "interleaved", "d_model is odd: dimension 6 is a sine with no cosine partner "
                       "(as Hugging Face's create_sinusoidal_embeddings does)."),
    (7, "concat-paper", "d_model is odd: dimension 3 is a sine with no cosine partner "
                        "(as Hugging Face's create_sinusoidal_embeddings does)."),
    (9, "concat-t2t", "d_model is odd: dimension 8 is a column of zeros after the sines and "
                      "cosines (as tensor2tensor and fairseq pad)."),
])
def test_odd_d_model_notes(d_model, layout, expected):
    note = odd_d_model_note(Params(d_model=d_model, layout=layout))
    assert note == expected
    assert isinstance(note, Msg) and "{last}" in note.template


def test_every_default_by_hand():
    assert Params().as_dict() == dict(
        d_model=128, seq_len=50, base=10_000.0, layout="interleaved", offset=0, ref_pos=0,
        trained_len=0, orientation="positions-vertical", colormap="RdBu", pos_a=5, pos_b=35,
        metric="dot", pair=0, shift=5, clock_hands=8, clock_pick="spread", sentence_a="The keys on the table are lost.",
        sentence_b="The table on the keys are lost.", case_fold=True, seed=0, batch=1,
        dropout=0.0, scheme="sinusoidal", table_size=512, init="bert", table_file="",
        rope_base=10_000.0, head_dim=128, pairing="rotate_half", scaling="none", factor=8.0,
        original_context=8192, beta_fast=32.0, beta_slow=1.0, yarn_truncate=True,
        attention_factor=0.0, logit_scale=1.0, low_freq_factor=1.0, high_freq_factor=4.0,
        model="", compare_model="preset:llama3-8b-rope", n_heads=8, head=0, alibi_scale=1.0,
        alibi_bf16=False, t5_buckets=32, t5_max_distance=128, t5_bidirectional=True,
        t5_values="bucket", shaw_k=16, xpos_scale_base=512.0, txl_term="total", grid_height=16,
        grid_width=16, ref_row=5, ref_col=5, grid_encoding="sincos-2d", mrope_text_before=4,
        mrope_image_h=8, mrope_image_w=8, mrope_frames=0, mrope_tokens_per_second=0,
        mrope_text_after=4, mrope_section="16,24,24", mrope_interleaved=False,
        mrope_spatial_merge=2)


# --- T5's buckets: both refusals word for word, and the accepted value at each edge ----------

@pytest.mark.parametrize("changes,expected", [
    (dict(t5_bidirectional=True, t5_buckets=3),
     "--t5-buckets must be at least 4 for bidirectional buckets (half each way, of which half "
     "exact), got 3"),
    # 32 bidirectional buckets: 16 each way, 8 of them exact, so the log spacing starts at 8
    (dict(t5_buckets=32, t5_max_distance=8),
     "--t5-max-distance must be above 8, the distance where the log-spaced buckets start at "
     "32 buckets, got 8"),
    # 10 one-way buckets: 5 exact
    (dict(t5_bidirectional=False, t5_buckets=10, t5_max_distance=5),
     "--t5-max-distance must be above 5, the distance where the log-spaced buckets start at "
     "10 buckets, got 5"),
])
def test_t5_combinations_refused_word_for_word(changes, expected):
    with pytest.raises(ParamError) as err:
        Params(**changes)
    assert str(err.value) == expected


@pytest.mark.parametrize("changes,max_exact", [
    (dict(t5_bidirectional=True, t5_buckets=4), 1),
    (dict(t5_bidirectional=False, t5_buckets=3, t5_max_distance=2), 1),   # 4 only when bidirectional
    (dict(t5_buckets=32, t5_max_distance=9), 8),
    (dict(t5_bidirectional=False, t5_buckets=10, t5_max_distance=6), 5),
])
def test_t5_combinations_at_the_edge_accepted(changes, max_exact):
    p = Params(**changes)
    assert all(getattr(p, k) == v for k, v in changes.items())
    assert p.t5_max_exact == max_exact


# --- the Clock hands tab's count of dials and which pairs they show --------------------------

@pytest.mark.parametrize("name,value,expected", [
    ("clock_hands", 0, "--clock-hands must be an integer from 1 to 16, got 0"),
    ("clock_hands", 17, "--clock-hands must be an integer from 1 to 16, got 17"),
    ("clock_hands", 8.5, "--clock-hands must be an integer from 1 to 16, got 8.5"),
    ("clock_hands", "8", "--clock-hands must be an integer from 1 to 16, got '8'"),
    ("clock_pick", "last", "--clock-pick must be one of spread, first, got 'last'"),
    ("clock_pick", True, "--clock-pick must be one of spread, first, got True"),
])
def test_clock_refusals_word_for_word(name, value, expected):
    assert _refusal(name, value) == expected
    with pytest.raises(ParamError) as err:
        Params(**{name: value})
    assert str(err.value) == expected


@pytest.mark.parametrize("name,text,expected", [
    ("clock_hands", "many", "--clock-hands must be an integer from 1 to 16, got 'many'"),
    ("clock_hands", "16.5", "--clock-hands must be an integer from 1 to 16, got '16.5'"),
    ("clock_hands", "40", "--clock-hands must be an integer from 1 to 16, got 40"),
    ("clock_pick", "Spread", "--clock-pick must be one of spread, first, got 'Spread'"),
])
def test_clock_parse_refusals_word_for_word(name, text, expected):
    assert _refusal(name, text, parse=True) == expected


def test_clock_bounds_default_and_choices():
    hands, pick = SPECS["clock_hands"], SPECS["clock_pick"]
    assert (hands.kind, hands.minimum, hands.maximum, hands.default) == (int, 1, 16, 8)
    assert (hands.flag, hands.label, hands.describe_default()) == ("--clock-hands", "Clock: hands", "8")
    assert (pick.kind, pick.choices, pick.default) == (str, ("spread", "first"), "spread")
    assert (pick.flag, pick.label) == ("--clock-pick", "Clock: which pairs")
    assert pick.label_of("spread") == "Spread, fastest to slowest"
    assert pick.label_of("first") == "The first, fastest first"
    assert SPECS["clock_hands"].parse(" 16 ") == 16 and SPECS["clock_pick"].parse("first") == "first"
    for value in (1, 16, 16.0):
        assert Params(clock_hands=value).clock_hands == int(value)
    assert type(Params(clock_hands=16.0).clock_hands) is int


def test_the_reference_patchs_bounds_follow_the_grid():
    assert dependent_maximum("ref_row", {"grid_height": 12}) == 11
    assert dependent_maximum("ref_col", {"grid_width": "20"}) == 19
    assert Params(grid_width=5, ref_col=4).ref_col == 4
    for changes, line in [
        (dict(grid_width=5, ref_col=5), "--ref-col must be an integer from 0 to 4 for a grid of 5 columns, got 5"),
        (dict(grid_width=1, ref_col=1), "--ref-col must be 0 in a grid of one column, got 1"),
        (dict(grid_height=7, ref_row=9), "--ref-row must be an integer from 0 to 6 for a grid of 7 rows, got 9"),
        (dict(grid_height=1, ref_row=2), "--ref-row must be 0 in a grid of one row, got 2"),
    ]:
        with pytest.raises(ParamError) as info:
            Params(**changes)
        assert str(info.value) == line
