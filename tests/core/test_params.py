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
