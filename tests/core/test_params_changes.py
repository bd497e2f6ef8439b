"""Which fields of two Params differ (an undo step's name says it)."""
from pe_desktop.core.params import FIELD_NAMES, Params


def test_field_names_are_the_fields_in_order():
    assert FIELD_NAMES[:4] == ("d_model", "seq_len", "base", "layout")
    assert list(FIELD_NAMES) == list(Params().as_dict())
    assert len(FIELD_NAMES) == len(set(FIELD_NAMES)) == 66


def test_changed_from_names_the_fields_that_differ_in_field_order():
    old = Params()
    assert Params().changed_from(old) == []
    new = Params(offset=7, d_model=64, mrope_spatial_merge=4, mrope_image_h=8)
    assert new.changed_from(old) == ["d_model", "offset", "mrope_spatial_merge"]
    assert old.changed_from(new) == ["d_model", "offset", "mrope_spatial_merge"]
    assert Params(base=10_000.5).changed_from(old) == ["base"]  # (a float a half apart)
    assert Params(case_fold=False).changed_from(old) == ["case_fold"]
