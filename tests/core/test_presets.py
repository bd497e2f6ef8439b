from pe_desktop.core.presets import PRESETS


def test_every_preset_is_valid_and_distinct():
    assert len({p.key for p in PRESETS}) == len(PRESETS)
    for preset in PRESETS:
        preset.params()  # validates every value


def test_article_figures_are_reproduced_exactly():
    by_key = {p.key: p.params() for p in PRESETS}
    first = by_key["article-1-heatmap"]
    assert (first.d_model, first.seq_len, first.orientation, first.colormap) == (
        128, 50, "positions-vertical", "RdBu")
    second = by_key["article-2-heatmap"]
    assert (second.d_model, second.seq_len, second.orientation, second.colormap) == (
        128, 100, "dimensions-vertical", "coolwarm")
    assert by_key["article-3-embedding"].d_model == 512
