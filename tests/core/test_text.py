"""Translatable core messages: the English text is unchanged, the template re-renders."""
import pickle

from pe_desktop.core.text import N_, Msg, msg, render, shortened

JA = {"{label} must be at most {n:,}": "{label} は {n:,} 以下です", "Positions": "位置の数"}


def test_msg_reads_as_english_and_remembers_its_template():
    m = msg("{label} must be at most {n:,}", label="Positions", n=1234567)
    assert m == "Positions must be at most 1,234,567" and isinstance(m, str)
    assert m.template == "{label} must be at most {n:,}" and m.args["n"] == 1234567
    assert str(ValueError(m)) == "Positions must be at most 1,234,567"


def test_render_translates_the_template_and_nested_messages():
    inner = Msg("Positions")  # an N_-marked label passed as a message
    m = msg("{label} must be at most {n:,}", label=inner, n=5000)
    assert render(m, lambda s: JA.get(s, s)) == "位置の数 は 5,000 以下です"
    assert render(N_("Positions"), lambda s: JA.get(s, s)) == "位置の数"
    assert render("not in the catalogue", lambda s: JA.get(s, s)) == "not in the catalogue"


def test_a_translation_that_breaks_its_fields_falls_back_to_english():
    m = msg("{label} must be at most {n:,}", label="x", n=3)
    assert render(m, lambda s: "{wrong} field") == "x must be at most 3"


def test_msg_survives_pickling():
    m = msg("{a} and {b}", a=1, b=msg("{c}!", c=2))
    back = pickle.loads(pickle.dumps(m))
    assert back == "1 and 2!" and back.template == "{a} and {b}" and back.args["b"].template == "{c}!"


def test_render_passes_arguments_and_plain_values_through():
    m = msg("{a} of {b}", a=msg("{x} rows", x=3), b=7)
    de = {"{a} of {b}": "{a} von {b}", "{x} rows": "{x} Zeilen"}
    assert render(m, lambda s: de.get(s, s)) == "3 Zeilen von 7"  # every template translated
    assert render(Msg("Positions"), lambda s: JA.get(s, s)) == "位置の数"  # a message without fields
    assert render(Msg("{kept}"), lambda s: s) == "{kept}"  # no arguments: the template as it is
    assert render(None, lambda s: "translated") == ""
    assert render("", lambda s: "translated") == ""
    assert render(12.5, lambda s: "translated") == "12.5"


def test_a_translation_with_an_unknown_index_or_bad_format_falls_back_to_english():
    m = msg("{n} rows", n=3)
    assert render(m, lambda s: "{0} Zeilen") == "3 rows"  # IndexError
    assert render(m, lambda s: "{n:q} Zeilen") == "3 rows"  # ValueError


def test_a_message_without_fields_is_its_template_verbatim():
    assert Msg("{{literal}} braces") == "{{literal}} braces"
    assert render(Msg("{{literal}} braces"), lambda s: s) == "{{literal}} braces"


def test_shortened_keeps_both_ends_around_an_ellipsis():
    """Up to ``most`` characters as they are; longer: the first most/2 and last most/2 − 1."""
    assert shortened("a" * 60) == "a" * 60
    assert shortened("a" * 30 + "b" * 31) == "a" * 30 + "…" + "b" * 29
    assert shortened("abcdefgh", 4) == "ab…h"
    assert shortened("abcdefgh", 8) == "abcdefgh"
