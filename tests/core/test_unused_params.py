"""Which parameters the choices make irrelevant (the panel disables them)."""
import pytest

from pe_desktop.core import grid, rope
from pe_desktop.core.params import SCALING_FIELDS, SCALING_READS, Params, unused_params

YARN = {"factor", "beta_fast", "beta_slow", "yarn_truncate", "attention_factor"}
LLAMA3 = {"factor", "low_freq_factor", "high_freq_factor"}


def test_scaling_none_uses_none_of_the_scaling_fields():
    assert unused_params(Params()) == set(SCALING_FIELDS)
    assert "original_context" not in unused_params(Params())  # marked in the RoPE views always


@pytest.mark.parametrize("scaling, used", [("linear", {"factor"}), ("ntk", {"factor"}),
                                           ("dynamic-ntk", {"factor"}), ("yarn", YARN),
                                           ("llama3", LLAMA3)])
def test_each_scaling_uses_its_own_fields(scaling, used):
    unused = unused_params(Params(scaling=scaling))
    assert unused == set(SCALING_FIELDS) - used


@pytest.mark.parametrize("scaling", ["linear", "ntk", "dynamic-ntk", "yarn", "llama3"])
@pytest.mark.parametrize("field, value", [("beta_fast", 64.0), ("beta_slow", 2.0), ("attention_factor", 1.5),
                                          ("low_freq_factor", 2.0), ("high_freq_factor", 8.0), ("factor", 4.0)])
def test_a_field_called_unused_changes_nothing(scaling, field, value):
    # an independent check against the computation: changing an unused field leaves the
    # scaled frequencies and the attention scaling exactly as they were
    # (positions past the original context: dynamic NTK's factor acts only there)
    p = Params(scaling=scaling, seq_len=20_000, beta_fast=32.0, beta_slow=1.0, low_freq_factor=1.0,
               high_freq_factor=4.0)
    q = p.replace(**{field: value})
    same = (rope.inv_freq(p) == rope.inv_freq(q)).all() and rope.attention_scaling(p) == rope.attention_scaling(q)
    assert same == (field in unused_params(p)), (scaling, field)
    assert (field in SCALING_READS[scaling]) != (field in unused_params(p))


def test_one_scheme_disables_the_other_schemes_fields():
    sinusoidal = unused_params(Params(), one_scheme=True)
    assert {"rope_base", "head_dim", "pairing", "scaling", "n_heads", "head", "table_size", "init",
            "seed"} <= sinusoidal and not {"base", "layout"} & sinusoidal
    learned = unused_params(Params(scheme="learned"), one_scheme=True)
    assert {"base", "rope_base", "n_heads"} <= learned and not {"table_size", "seed"} & learned
    roped = unused_params(Params(scheme="rope", scaling="yarn"), one_scheme=True)
    assert not ({"rope_base", "head_dim", "scaling"} | YARN) & roped and {"base", "head"} <= roped
    assert "beta_fast" in unused_params(Params(scheme="rope"), one_scheme=True)  # scaling none


def test_the_2d_grid_greys_what_its_encoding_does_not_read():
    sincos = unused_params(Params(grid_encoding="sincos-2d"), one_grid=True)
    assert {"rope_base", "head_dim", "seed"} <= sincos and not {"d_model", "base"} & sincos
    for encoding in ("axial-rope", "raster-rope"):
        rope_choice = unused_params(Params(grid_encoding=encoding), one_grid=True)
        assert {"d_model", "base"} <= rope_choice and not {"rope_base", "head_dim", "seed"} & rope_choice
    assert not {"d_model", "base", "rope_base", "head_dim", "seed"} & unused_params(Params(grid_encoding="axial-rope"))


@pytest.mark.parametrize("encoding", ["sincos-2d", "axial-rope", "raster-rope"])
@pytest.mark.parametrize("field, value", [("d_model", 64), ("base", 100.0), ("rope_base", 500.0), ("head_dim", 32),
                                          ("seed", 7)])
def test_a_grid_field_called_unused_changes_nothing(encoding, field, value):
    # against the computation: the grid's values are the same after the field changes exactly
    # when the field is called unused
    p = Params(grid_encoding=encoding, grid_height=5, grid_width=7, ref_row=1, ref_col=3)
    q = p.replace(**{field: value})
    same = all((grid.grid_values(p, e, range(5), range(7)) == grid.grid_values(q, e, range(5), range(7))).all()
               for e in grid.grid_encodings(p))
    assert same == (field in unused_params(p, one_grid=True)), (encoding, field)
