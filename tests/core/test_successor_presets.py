"""The successors' presets: each picks the Scheme tab with the right scheme and the model's
published sizes (BERT, GPT-2, Llama 2, Llama 3.1, BLOOM)."""
from pe_desktop.core.presets import BY_KEY, PRESETS
from pe_desktop.core.tabs import TABS
from tests.core.test_alibi import get_slopes

KEYS = ("bert-base-learned", "gpt2-small-learned", "llama2-7b-rope", "llama3-8b-rope", "bloom-alibi",
        "t5-base-buckets", "shaw-k16", "transformer-xl-terms", "xpos-512", "nope-causal")


def test_presets_exist_valid_and_on_the_scheme_tab():
    assert len({p.key for p in PRESETS}) == len(PRESETS)
    for key in KEYS:
        preset = BY_KEY[key]
        preset.params()  # validates every value
        assert preset.tab == TABS.SCHEME


def test_learned_tables():
    bert = BY_KEY["bert-base-learned"].params()
    assert (bert.scheme, bert.table_size, bert.d_model, bert.init) == ("learned", 512, 768, "bert")
    assert bert.seq_len > bert.table_size  # shows where the table ends
    gpt2 = BY_KEY["gpt2-small-learned"].params()
    assert (gpt2.scheme, gpt2.table_size, gpt2.d_model, gpt2.init) == ("learned", 1024, 768, "gpt2")
    assert "512 × 768" in BY_KEY["bert-base-learned"].title
    assert "1024 × 768" in BY_KEY["gpt2-small-learned"].title


def test_llama_heads():
    l2 = BY_KEY["llama2-7b-rope"].params()
    assert (l2.scheme, l2.rope_base, l2.head_dim, l2.scaling, l2.seq_len) == ("rope", 10_000.0, 128, "none", 4096)
    assert l2.d_model // l2.n_heads == l2.head_dim  # 4096 / 32 heads
    l3 = BY_KEY["llama3-8b-rope"].params()
    assert (l3.scheme, l3.rope_base, l3.head_dim, l3.scaling) == ("rope", 500_000.0, 128, "llama3")
    # Llama 3.1's rope_scaling: factor 8, low_freq_factor 1, high_freq_factor 4,
    # original_max_position_embeddings 8192; its context is 131,072
    assert (l3.factor, l3.low_freq_factor, l3.high_freq_factor, l3.original_context) == (8.0, 1.0, 4.0, 8192)
    assert l3.seq_len == 131_072


def test_bloom_alibi():
    b = BY_KEY["bloom-alibi"].params()
    assert (b.scheme, b.n_heads, b.head) == ("alibi", 16, 0)
    assert get_slopes(16)[0] == 2 ** -0.5


def test_the_relative_family():
    """T5-base (google-t5/t5-base: d_model 768, 12 heads, T5Config's 32 buckets to 128), Shaw's
    k = 16 (the paper's), xPos's γ = 512 (torchscale's and x-transformers' default)."""
    t5 = BY_KEY["t5-base-buckets"].params()
    assert (t5.scheme, t5.d_model, t5.n_heads, t5.t5_buckets, t5.t5_max_distance) == (
        "t5", 768, 12, 32, 128)
    assert t5.t5_bidirectional and t5.seq_len > t5.t5_max_distance  # where the buckets end, in view
    shaw = BY_KEY["shaw-k16"].params()
    assert (shaw.scheme, shaw.shaw_k) == ("shaw", 16) and shaw.seq_len > 2 * shaw.shaw_k
    assert BY_KEY["xpos-512"].params().xpos_scale_base == 512.0
    assert BY_KEY["transformer-xl-terms"].params().scheme == "transformer-xl"
    assert BY_KEY["nope-causal"].params().scheme == "nope"
