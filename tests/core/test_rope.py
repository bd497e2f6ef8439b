"""RoPE and its scalings against references written here in the reference code's own style:
Hugging Face transformers (modeling_rope_utils.py, rotate_half), Meta's Llama code
(precompute_freqs_cis, apply_scaling, complex products), and per-element sums with math.
Never the core against itself."""
import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pe_desktop.core import datafiles, rope, schemes
from pe_desktop.core.params import Params
from pe_desktop.core.viewport import AxisBins

LLAMA2 = dict(rope_base=10000.0, head_dim=128, original_context=4096)
LLAMA31 = dict(rope_base=500000.0, head_dim=128, scaling="llama3", factor=8.0, low_freq_factor=1.0,
               high_freq_factor=4.0, original_context=8192)
SCALINGS = ("none", "linear", "ntk", "dynamic-ntk", "yarn", "llama3")


# -- references ----------------------------------------------------------------------------

def hf_default(base, dim):
    """HF _compute_default_rope_parameters."""
    return 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.int64).astype(np.float64) / dim))


def hf_linear(base, dim, factor):
    return hf_default(base, dim) / factor


def hf_dynamic_ntk(base, dim, factor, max_position_embeddings, seq_len):
    """HF _compute_dynamic_ntk_parameters."""
    seq_len = max(seq_len, max_position_embeddings)
    base = base * ((factor * seq_len / max_position_embeddings) - (factor - 1)) ** (dim / (dim - 2))
    return 1.0 / (base ** (np.arange(0, dim, 2, dtype=np.int64).astype(np.float64) / dim))


def ntk_aware(base, dim, alpha):
    """The NTK-aware rule (bloc97): base = base * alpha ** (dim / (dim-2)), applied statically."""
    base = base * alpha ** (dim / (dim - 2))
    return 1.0 / (base ** (np.arange(0, dim, 2).astype(np.float64) / dim))


def hf_yarn(base, dim, factor, original_max_position_embeddings, beta_fast=32, beta_slow=1,
            attention_factor=None, truncate=True):
    """HF _compute_yarn_parameters, returning (inv_freq, attention_factor)."""
    def get_mscale(scale, mscale=1):
        if scale <= 1:
            return 1.0
        return 0.1 * mscale * math.log(scale) + 1.0

    if attention_factor is None:
        attention_factor = get_mscale(factor)

    def find_correction_dim(num_rotations, dim, base, max_position_embeddings):
        return (dim * math.log(max_position_embeddings / (num_rotations * 2 * math.pi))) / (2 * math.log(base))

    def find_correction_range(low_rot, high_rot, dim, base, max_position_embeddings):
        low = find_correction_dim(low_rot, dim, base, max_position_embeddings)
        high = find_correction_dim(high_rot, dim, base, max_position_embeddings)
        if truncate:
            low, high = math.floor(low), math.ceil(high)
        return max(low, 0), min(high, dim - 1)

    def linear_ramp_factor(min, max, dim):
        if min == max:
            max += 0.001
        linear_func = (np.arange(dim, dtype=np.float64) - min) / (max - min)
        return np.clip(linear_func, 0, 1)

    pos_freqs = base ** (np.arange(0, dim, 2).astype(np.float64) / dim)
    inv_freq_extrapolation = 1.0 / pos_freqs
    inv_freq_interpolation = 1.0 / (factor * pos_freqs)
    low, high = find_correction_range(beta_fast, beta_slow, dim, base, original_max_position_embeddings)
    inv_freq_extrapolation_factor = 1 - linear_ramp_factor(low, high, dim // 2)
    inv_freq = (inv_freq_interpolation * (1 - inv_freq_extrapolation_factor)
                + inv_freq_extrapolation * inv_freq_extrapolation_factor)
    return inv_freq, attention_factor


def hf_llama3(base, dim, factor, low_freq_factor, high_freq_factor, old_context_len):
    """HF _compute_llama3_parameters (torch.where style)."""
    inv_freq = hf_default(base, dim)
    low_freq_wavelen = old_context_len / low_freq_factor
    high_freq_wavelen = old_context_len / high_freq_factor
    wavelen = 2 * math.pi / inv_freq
    inv_freq_llama = np.where(wavelen > low_freq_wavelen, inv_freq / factor, inv_freq)
    smooth_factor = (old_context_len / wavelen - low_freq_factor) / (high_freq_factor - low_freq_factor)
    smoothed_inv_freq = (1 - smooth_factor) * inv_freq_llama / factor + smooth_factor * inv_freq_llama
    is_medium_freq = ~(wavelen < high_freq_wavelen) * ~(wavelen > low_freq_wavelen)
    return np.where(is_medium_freq, smoothed_inv_freq, inv_freq_llama)


def meta_apply_scaling(freqs, scale_factor, low_freq_factor, high_freq_factor, old_context_len):
    """Meta llama-models apply_scaling: a loop per frequency."""
    low_freq_wavelen = old_context_len / low_freq_factor
    high_freq_wavelen = old_context_len / high_freq_factor
    new_freqs = []
    for freq in freqs:
        wavelen = 2 * math.pi / freq
        if wavelen < high_freq_wavelen:
            new_freqs.append(freq)
        elif wavelen > low_freq_wavelen:
            new_freqs.append(freq / scale_factor)
        else:
            assert low_freq_wavelen != high_freq_wavelen
            smooth = (old_context_len / wavelen - low_freq_factor) / (high_freq_factor - low_freq_factor)
            new_freqs.append((1 - smooth) * freq / scale_factor + smooth * freq)
    return np.array(new_freqs)


def meta_freqs(dim, theta):
    """Meta precompute_freqs_cis: 1.0 / (theta ** (arange(0, dim, 2)[: dim // 2] / dim))."""
    return 1.0 / (theta ** (np.arange(0, dim, 2)[: (dim // 2)].astype(np.float64) / dim))


def reference_inv_freq(p: Params, length=None):
    """θ as the libraries compute it; dynamic NTK at length = max(position_ids) + 1 (HF
    ``dynamic_rope_update``), the positions offset … offset+seq_len−1 unless given."""
    d, base, s = p.head_dim, p.rope_base, p.factor
    if p.scaling == "none":
        return hf_default(base, d)
    if p.scaling == "linear":
        return hf_linear(base, d, s)
    if p.scaling == "ntk":
        return ntk_aware(base, d, s)
    if p.scaling == "dynamic-ntk":
        return hf_dynamic_ntk(base, d, s, p.original_context,
                              p.offset + p.seq_len if length is None else length)
    if p.scaling == "yarn":
        return hf_yarn(base, d, s, p.original_context, p.beta_fast, p.beta_slow,
                       p.attention_factor or None, p.yarn_truncate)[0]
    return meta_apply_scaling(meta_freqs(d, base), s, p.low_freq_factor, p.high_freq_factor,
                              p.original_context)


def reference_attention_scaling(p: Params):
    if p.scaling != "yarn":
        return 1.0
    return hf_yarn(p.rope_base, p.head_dim, p.factor, p.original_context, p.beta_fast, p.beta_slow,
                   p.attention_factor or None)[1]


def rotate_half(x):
    """HF: rotates half the hidden dims of the input."""
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return np.concatenate((-x2, x1), axis=-1)


def hf_rotary(x, position_ids, inv_freq, attention_scaling=1.0):
    """HF LlamaRotaryEmbedding.forward + apply_rotary_pos_emb for one head, x: (seq, dim)."""
    freqs = np.asarray(position_ids, dtype=np.float64)[:, None] * inv_freq[None, :]
    emb = np.concatenate((freqs, freqs), axis=-1)
    cos = np.cos(emb) * attention_scaling
    sin = np.sin(emb) * attention_scaling
    return (x * cos) + (rotate_half(x) * sin)


def meta_rotary(x, positions, freqs):
    """Meta apply_rotary_emb: consecutive pairs as complex numbers times e^{i·t·freq}."""
    t = np.asarray(positions, dtype=np.float64)
    freqs_cis = np.exp(1j * np.outer(t, freqs))  # torch.polar(ones, outer(t, freqs))
    x_ = x.reshape(*x.shape[:-1], -1, 2)
    x_ = x_[..., 0] + 1j * x_[..., 1]
    out = x_ * freqs_cis
    return np.stack([out.real, out.imag], axis=-1).reshape(x.shape)


def rh_to_interleaved(x):
    """Move rotate_half's pair (i, i + d/2) to interleaved's (2i, 2i+1)."""
    h = x.shape[-1] // 2
    out = np.empty_like(x)
    out[..., 0::2] = x[..., :h]
    out[..., 1::2] = x[..., h:]
    return out


def score_ref(q, k, m, n, p: Params):
    """rope(q, m)·rope(k, n) written per element with math (rotate_half pairs), × mscale²."""
    theta = reference_inv_freq(p)
    h = p.head_dim // 2
    scale = reference_attention_scaling(p)
    total = []
    for i in range(h):
        if p.pairing == "rotate_half":
            a, b = i, i + h
        else:
            a, b = 2 * i, 2 * i + 1
        cm, sm = math.cos(m * theta[i]), math.sin(m * theta[i])
        cn, sn = math.cos(n * theta[i]), math.sin(n * theta[i])
        q1, q2 = q[a] * cm - q[b] * sm, q[b] * cm + q[a] * sm
        k1, k2 = k[a] * cn - k[b] * sn, k[b] * cn + k[a] * sn
        total += [q1 * k1, q2 * k2]
    return math.fsum(total) * scale * scale


def params_for(scaling, **extra):
    base = dict(LLAMA31) if scaling == "llama3" else dict(rope_base=10000.0, head_dim=64,
                                                          original_context=2048)
    base.update(scaling=scaling, seq_len=extra.pop("seq_len", 5000))
    base.update(extra)
    return Params(**base)


CONFIGS = [
    Params(**LLAMA2),
    Params(**LLAMA31),
    Params(**{**LLAMA31, "scaling": "yarn", "factor": 4.0}),
    Params(**{**LLAMA31, "scaling": "yarn", "factor": 32.0, "beta_fast": 16.0, "beta_slow": 2.0,
              "attention_factor": 1.3}),
    Params(**{**LLAMA2, "scaling": "linear", "factor": 2.0}),
    Params(**{**LLAMA2, "scaling": "ntk", "factor": 4.0}),
    Params(**{**LLAMA2, "scaling": "dynamic-ntk", "factor": 2.0, "seq_len": 10000}),
    Params(**{**LLAMA2, "scaling": "dynamic-ntk", "factor": 2.0, "seq_len": 100}),
    Params(rope_base=1000.0, head_dim=8, scaling="yarn", factor=3.0, original_context=64),
    Params(rope_base=500.0, head_dim=6, scaling="llama3", factor=5.0, original_context=50,
           low_freq_factor=2.0, high_freq_factor=7.0),
    Params(rope_base=10000.0, head_dim=4, scaling="ntk", factor=3.0),
    Params(rope_base=10000.0, head_dim=1024, scaling="yarn", factor=16.0, original_context=4096),
]


# -- frequencies -----------------------------------------------------------------------------

@pytest.mark.parametrize("head_dim,base", [(2, 10000.0), (8, 1000.0), (128, 10000.0), (128, 500000.0),
                                           (1024, 1e9)])
def test_base_inv_freq_is_hf_default_and_per_element(head_dim, base):
    p = Params(head_dim=head_dim, rope_base=base)
    got = rope.base_inv_freq(p)
    assert got.dtype == np.float64 and got.shape == (head_dim // 2,)
    np.testing.assert_allclose(got, hf_default(base, head_dim), rtol=1e-14)
    np.testing.assert_allclose(got, [base ** (-2 * i / head_dim) for i in range(head_dim // 2)], rtol=1e-14)
    assert got[0] == 1.0


@pytest.mark.parametrize("p", CONFIGS, ids=lambda p: f"{p.scaling}-{p.head_dim}-{p.factor:g}")
def test_inv_freq_matches_reference_code(p):
    np.testing.assert_allclose(rope.inv_freq(p), reference_inv_freq(p), rtol=1e-13, atol=0)
    assert rope.attention_scaling(p) == pytest.approx(reference_attention_scaling(p), rel=1e-15)


@pytest.mark.parametrize("scaling", SCALINGS)
@pytest.mark.parametrize("factor", [1.0, 1.5, 8.0, 64.0])
def test_every_scaling_and_factor(scaling, factor):
    p = params_for(scaling, factor=factor)
    np.testing.assert_allclose(rope.inv_freq(p), reference_inv_freq(p), rtol=1e-13)


def test_llama31_8b_known_values():
    p = Params(**LLAMA31)
    theta = rope.inv_freq(p)
    base = hf_default(500000.0, 128)
    wl = 2 * math.pi / base
    hf_llama = hf_llama3(500000.0, 128, 8.0, 1.0, 4.0, 8192)
    np.testing.assert_allclose(theta, hf_llama, rtol=1e-13)
    # kept: wavelength < 2048; divided by 8: wavelength > 8192
    own = rope.base_inv_freq(p)  # kept means bit-for-bit unchanged
    np.testing.assert_array_equal(theta[wl < 2048], own[wl < 2048])
    np.testing.assert_allclose(theta[wl > 8192], base[wl > 8192] / 8, rtol=1e-14)
    classes = rope.frequency_classes(p)
    assert list(classes[wl < 2048]) == [rope.EXTRAPOLATED] * int((wl < 2048).sum())
    assert list(classes[wl > 8192]) == [rope.INTERPOLATED] * int((wl > 8192).sum())
    medium = (wl >= 2048) & (wl <= 8192)
    assert medium.sum() > 0 and all(classes[medium] == rope.BLENDED)


@settings(max_examples=60, deadline=None)
@given(base=st.floats(10.0, 1e7), half=st.integers(1, 64), factor=st.floats(1.0, 64.0),
       orig=st.integers(16, 100_000), low=st.floats(0.1, 4.0), gap=st.floats(0.5, 16.0))
def test_llama3_keeps_high_and_divides_low(base, half, factor, orig, low, gap):
    p = Params(rope_base=base, head_dim=2 * half, scaling="llama3", factor=factor, original_context=orig,
               low_freq_factor=low, high_freq_factor=low + gap)
    theta, scaled = rope.base_inv_freq(p), rope.inv_freq(p)
    wl = 2 * math.pi / theta
    high = wl < orig / (low + gap)
    lowf = wl > orig / low
    np.testing.assert_array_equal(scaled[high], theta[high])
    np.testing.assert_allclose(scaled[lowf], theta[lowf] / factor, rtol=1e-15)
    mid = ~high & ~lowf
    assert np.all(scaled[mid] <= theta[mid] * (1 + 1e-15))
    assert np.all(scaled[mid] >= theta[mid] / factor * (1 - 1e-15))
    np.testing.assert_allclose(scaled, meta_apply_scaling(meta_freqs(2 * half, base), factor, low,
                                                          low + gap, orig), rtol=1e-13)


def test_llama4_scout_equal_factors_keep_or_divide_each_pair():
    """Llama 4 Scout's llama3 scaling has low_freq_factor = high_freq_factor = 1: no band
    between, each pair kept or divided by 16 at wavelength 8192, as Meta's apply_scaling
    (whose blend branch is never reached)."""
    p = Params(rope_base=500000.0, head_dim=128, scaling="llama3", factor=16.0,
               original_context=8192, low_freq_factor=1.0, high_freq_factor=1.0)
    theta, scaled = rope.base_inv_freq(p), rope.inv_freq(p)
    wl = 2 * math.pi / theta
    np.testing.assert_allclose(scaled, meta_apply_scaling(meta_freqs(128, 500000.0), 16.0, 1.0,
                                                          1.0, 8192), rtol=1e-13)
    assert set(rope.frequency_classes(p)[wl > 8192]) == {rope.INTERPOLATED}
    assert set(rope.frequency_classes(p)[wl < 8192]) == {rope.EXTRAPOLATED}
    assert 0 < (wl > 8192).sum() < 64


def test_linear_divides_every_frequency():
    p = params_for("linear", factor=4.0)
    np.testing.assert_allclose(rope.inv_freq(p), rope.base_inv_freq(p) / 4.0, rtol=1e-15)
    assert set(rope.frequency_classes(p)) == {rope.INTERPOLATED}
    assert set(rope.frequency_classes(params_for("none"))) == {rope.EXTRAPOLATED}


def test_ntk_effective_base_and_last_pair_interpolated():
    p = Params(**{**LLAMA2, "scaling": "ntk", "factor": 4.0})
    assert rope.effective_base(p) == pytest.approx(10000 * 4 ** (128 / 126), rel=1e-14)
    theta, scaled = rope.base_inv_freq(p), rope.inv_freq(p)
    assert scaled[0] == theta[0] == 1.0
    assert scaled[-1] == pytest.approx(theta[-1] / 4, rel=1e-12)  # NTK's design: the slowest ÷ s
    classes = rope.frequency_classes(p)
    assert classes[0] == rope.EXTRAPOLATED and classes[-1] == rope.INTERPOLATED
    assert all(classes[1:-1] == rope.BLENDED)


@pytest.mark.parametrize("seq_len", [1, 100, 2047, 2048])
def test_dynamic_ntk_equals_none_up_to_original_context(seq_len):
    p = params_for("dynamic-ntk", factor=8.0, seq_len=seq_len)
    np.testing.assert_allclose(rope.inv_freq(p), rope.base_inv_freq(p), rtol=1e-15)
    assert set(rope.frequency_classes(p)) == {rope.EXTRAPOLATED}


def test_dynamic_ntk_follows_length_argument():
    p = params_for("dynamic-ntk", factor=2.0, seq_len=100)
    np.testing.assert_allclose(rope.inv_freq(p, length=9000),
                               hf_dynamic_ntk(10000.0, 64, 2.0, 2048, 9000), rtol=1e-13)
    assert rope.effective_base(p, 9000) == pytest.approx(
        10000 * (2 * 9000 / 2048 - 1) ** (64 / 62), rel=1e-14)
    # where s·L/original − (s − 1) = s (L = 1.5·original for s = 2) it is the static NTK base
    q = params_for("dynamic-ntk", factor=2.0, seq_len=3072)
    np.testing.assert_allclose(rope.inv_freq(q), ntk_aware(10000.0, 64, 2.0), rtol=1e-13)


@settings(max_examples=40, deadline=None)
@given(base=st.floats(10.0, 1e8), half=st.integers(1, 128), orig=st.integers(1, 1_000_000),
       fast=st.floats(1.0, 100.0), slow=st.floats(0.01, 0.99))
def test_yarn_with_factor_one_is_identity(base, half, orig, fast, slow):
    p = Params(rope_base=base, head_dim=2 * half, scaling="yarn", factor=1.0, original_context=orig,
               beta_fast=fast, beta_slow=slow)
    np.testing.assert_allclose(rope.inv_freq(p), rope.base_inv_freq(p), rtol=1e-15)
    assert rope.attention_scaling(p) == 1.0


def test_yarn_attention_scaling():
    p = params_for("yarn", factor=8.0)
    assert rope.attention_scaling(p) == pytest.approx(0.1 * math.log(8) + 1)
    assert rope.attention_scaling(p.replace(attention_factor=1.5)) == 1.5
    for s in ("none", "linear", "ntk", "dynamic-ntk", "llama3"):
        assert rope.attention_scaling(params_for(s, factor=8.0)) == 1.0


def test_gpt_oss_yarn_without_truncation():
    """gpt-oss-20b: θ 150000, head 64, YaRN ×32 from 4096 with truncate false: the ramp runs
    between the exact correction dims, 8.09… and 17.39…, not 8 and 18."""
    p = Params(rope_base=150000.0, head_dim=64, scaling="yarn", factor=32.0,
               original_context=4096, yarn_truncate=False)
    d, base, orig = 64, 150000.0, 4096
    low = d * math.log(orig / (32 * 2 * math.pi)) / (2 * math.log(base))
    high = d * math.log(orig / (1 * 2 * math.pi)) / (2 * math.log(base))
    assert rope.yarn_correction_range(p) == (low, high)
    assert 8 < low < 8.2 and 17.3 < high < 17.5
    np.testing.assert_allclose(rope.inv_freq(p), hf_yarn(base, d, 32.0, orig, truncate=False)[0],
                               rtol=1e-13)
    rounded = rope.inv_freq(p.replace(yarn_truncate=True))
    assert np.abs(rope.inv_freq(p) / rounded - 1).max() > 0.1  # a pair differs, not rounding


def test_yarn_ramp_ends():
    p = Params(**{**LLAMA31, "scaling": "yarn", "factor": 8.0})
    theta, scaled = rope.base_inv_freq(p), rope.inv_freq(p)
    d, base, orig = 128, 500000.0, 8192
    low = math.floor(d * math.log(orig / (32 * 2 * math.pi)) / (2 * math.log(base)))
    high = math.ceil(d * math.log(orig / (1 * 2 * math.pi)) / (2 * math.log(base)))
    assert rope.yarn_correction_range(p) == (low, high)
    np.testing.assert_array_equal(scaled[:low + 1], theta[:low + 1])
    np.testing.assert_allclose(scaled[high:], theta[high:] / 8, rtol=1e-15)


# -- rotation --------------------------------------------------------------------------------

def test_pair_dims():
    p = Params(head_dim=8)
    f, s = rope.pair_dims(p)
    assert list(f) == [0, 1, 2, 3] and list(s) == [4, 5, 6, 7]
    f, s = rope.pair_dims(p.replace(pairing="interleaved"))
    assert list(f) == [0, 2, 4, 6] and list(s) == [1, 3, 5, 7]


@pytest.mark.parametrize("p", CONFIGS, ids=lambda p: f"{p.scaling}-{p.head_dim}-{p.factor:g}")
def test_apply_rope_is_hf_rotate_half_and_meta_complex(p):
    rng = np.random.default_rng(7)
    x = rng.standard_normal((9, p.head_dim))
    pos = np.array([0, 1, 2, 7, 100, 4095, 8191, 131071, 1_000_000])
    theta = reference_inv_freq(p)
    got = rope.apply_rope(x, pos, p.replace(pairing="rotate_half"))
    np.testing.assert_allclose(got, hf_rotary(x, pos, theta), rtol=1e-9, atol=1e-9)
    got = rope.apply_rope(x, pos, p.replace(pairing="interleaved"))
    np.testing.assert_allclose(got, meta_rotary(x, pos, theta), rtol=1e-9, atol=1e-9)
    # a pure rotation: lengths kept
    np.testing.assert_allclose(np.linalg.norm(got, axis=1), np.linalg.norm(x, axis=1), rtol=1e-12)


def test_pairings_are_the_same_rotation_on_permuted_dims():
    p = Params(**LLAMA31)
    rng = np.random.default_rng(3)
    x = rng.standard_normal((5, 128))
    pos = np.array([0, 3, 50, 9000, 70000])
    a = rope.apply_rope(x, pos, p)
    b = rope.apply_rope(rh_to_interleaved(x), pos, p.replace(pairing="interleaved"))
    np.testing.assert_allclose(rh_to_interleaved(a), b, rtol=1e-13, atol=1e-13)
    q, k = rng.standard_normal(128), rng.standard_normal(128)
    d = np.arange(0, 20000, 7)
    np.testing.assert_allclose(
        rope.score_of_distance(d, p, (q, k)),
        rope.score_of_distance(d, p.replace(pairing="interleaved"), (rh_to_interleaved(q), rh_to_interleaved(k))),
        rtol=1e-12, atol=1e-11)


@settings(max_examples=50, deadline=None)
@given(m=st.integers(0, 10**7), n=st.integers(0, 10**7), t=st.integers(-10**6, 10**6),
       scaling=st.sampled_from(SCALINGS), pairing=st.sampled_from(("rotate_half", "interleaved")),
       seed=st.integers(0, 1000))
def test_score_depends_only_on_distance(m, n, t, scaling, pairing, seed):
    p = params_for(scaling, pairing=pairing, seed=seed, factor=4.0)
    q, k = rope.seeded_qk(p)
    m2, n2 = m + t, n + t
    if min(m2, n2) < 0:
        m2, n2 = m - t, n - t
    s1 = rope.apply_rope(q, [m], p)[0] @ rope.apply_rope(k, [n], p)[0]
    s2 = rope.apply_rope(q, [m2], p)[0] @ rope.apply_rope(k, [n2], p)[0]
    # the angles m·θ carry rounding of ~1e-16·m: that is all that differs
    assert s1 == pytest.approx(s2, abs=2e-15 * max(m, n, m2, n2, 1) * 64 + 1e-12)
    scale = rope.attention_scaling(p) ** 2
    assert float(rope.score_of_distance(m - n, p, (q, k))) == pytest.approx(s1 * scale, abs=1e-8 * max(1, abs(m - n)) ** 0.5)


@pytest.mark.parametrize("m", [0, 1, 17, 1000, 123_457])
def test_linear_scaling_at_m_times_factor_equals_unscaled_at_m(m):
    p = params_for("none")
    x = np.random.default_rng(1).standard_normal(p.head_dim)
    for s in (2.0, 4.0, 8.0):
        scaled = rope.apply_rope(x, [m * s], p.replace(scaling="linear", factor=s))
        np.testing.assert_allclose(scaled, rope.apply_rope(x, [m], p), rtol=1e-9, atol=1e-9)


# -- the heatmap tile ------------------------------------------------------------------------

def tile_ref(p: Params, positions, dims):
    """cos(m·θ_i) at the pair's first dim, sin at its second, per element with math."""
    theta = reference_inv_freq(p)
    h = p.head_dim // 2
    out = np.empty((len(positions), len(dims)))
    for r, m in enumerate(positions):
        for c, j in enumerate(dims):
            if p.pairing == "rotate_half":
                i, second = (j - h, True) if j >= h else (j, False)
            else:
                i, second = j // 2, j % 2 == 1
            out[r, c] = math.sin(m * theta[i]) if second else math.cos(m * theta[i])
    return out


def block_means(table, rows: AxisBins, cols: AxisBins):
    out = np.empty((rows.count, cols.count))
    for r, (a, na) in enumerate(zip(rows.starts() - rows.starts()[0], rows.sizes())):
        for c, (b, nb) in enumerate(zip(cols.starts() - cols.starts()[0], cols.sizes())):
            out[r, c] = table[a:a + na, b:b + nb].mean()
    return out


@pytest.mark.parametrize("pairing", ["rotate_half", "interleaved"])
@pytest.mark.parametrize("scaling", SCALINGS)
def test_heatmap_tile_exact_cells(pairing, scaling):
    p = params_for(scaling, pairing=pairing, head_dim=16, factor=4.0)
    pos, dims = AxisBins(0, 60, 1), AxisBins(0, 16, 1)
    got = rope.heatmap_tile(p, pos, dims)
    assert got.dtype == np.float32 and got.shape == (60, 16)
    np.testing.assert_allclose(got, tile_ref(p, range(60), range(16)), atol=2e-7)


@pytest.mark.parametrize("pairing", ["rotate_half", "interleaved"])
def test_heatmap_tile_bin_means_are_exact(pairing):
    p = Params(**{**LLAMA31, "pairing": pairing, "head_dim": 20})
    pos = AxisBins(1_000_003, 1_000_003 + 1000, 7)  # a shorter last bin
    dims = AxisBins(3, 20, 3)  # and a shorter last column bin
    table = tile_ref(p, range(pos.start, pos.stop), range(dims.start, dims.stop))
    got = rope.heatmap_tile(p, pos, dims)
    assert got.shape == (pos.count, dims.count)
    np.testing.assert_allclose(got, block_means(table, pos, dims), atol=1e-6)


def test_heatmap_tile_far_positions_and_llama2_head():
    p = Params(**LLAMA2, offset=0)
    pos = AxisBins(16_000_000, 16_000_500, 1)
    dims = AxisBins(0, 128, 1)
    got = rope.heatmap_tile(p, pos, dims)
    np.testing.assert_allclose(got, tile_ref(p, range(16_000_000, 16_000_500), range(128)), atol=5e-7)
    # dims 0 and 64 are cos and sin of pair 0 (θ = 1) with rotate_half
    assert got[0, 0] == pytest.approx(math.cos(16_000_000), abs=1e-6)
    assert got[0, 64] == pytest.approx(math.sin(16_000_000), abs=1e-6)


# -- scores ----------------------------------------------------------------------------------

def test_seeded_qk():
    p = Params(seed=5, head_dim=64)
    q, k = rope.seeded_qk(p)
    assert q.shape == k.shape == (64,)
    q2, k2 = rope.seeded_qk(p)
    np.testing.assert_array_equal(q, q2)
    assert not np.array_equal(q, rope.seeded_qk(p.replace(seed=6))[0])
    assert not np.array_equal(q, k)
    big = rope.seeded_qk(Params(seed=1, head_dim=1024))[0]
    assert abs(big.mean()) < 0.15 and abs(big.std() - 1) < 0.1


def brute_scores(p: Params, rows, cols):
    q, k = rope.seeded_qk(p)
    theta = reference_inv_freq(p)
    scale = reference_attention_scaling(p)
    if p.pairing == "rotate_half":
        Q = hf_rotary(np.tile(q, (len(rows), 1)), rows, theta, scale)
        K = hf_rotary(np.tile(k, (len(cols), 1)), cols, theta, scale)
    else:
        Q = meta_rotary(np.tile(q, (len(rows), 1)), rows, theta) * scale
        K = meta_rotary(np.tile(k, (len(cols), 1)), cols, theta) * scale
    return Q @ K.T


@pytest.mark.parametrize("pairing", ["rotate_half", "interleaved"])
@pytest.mark.parametrize("scaling", SCALINGS)
def test_scores_cells_match_rotated_vectors(pairing, scaling):
    p = params_for(scaling, pairing=pairing, factor=8.0, seed=3)
    rows, cols = AxisBins(5000, 5040, 1), AxisBins(4990, 5050, 1)
    got = rope.scores(p, rows, cols)
    np.testing.assert_allclose(got, brute_scores(p, range(5000, 5040), range(4990, 5050)), atol=1e-9)
    q, k = rope.seeded_qk(p)
    assert got[3, 7] == pytest.approx(score_ref(q, k, 5003, 4997, p), abs=1e-9)


@pytest.mark.parametrize("rows,cols", [
    (AxisBins(0, 100, 4), AxisBins(0, 100, 4)),
    (AxisBins(10, 103, 5), AxisBins(7, 101, 5)),  # shorter last bins
    (AxisBins(0, 90, 3), AxisBins(0, 100, 7)),  # unequal sizes: the general path
    (AxisBins(0, 50, 1), AxisBins(20, 80, 6)),
])
def test_scores_bin_means_are_exact(rows, cols):
    p = Params(**{**LLAMA31, "scaling": "yarn", "head_dim": 32, "rope_base": 100.0, "seed": 9})
    full = brute_scores(p, range(rows.start, rows.stop), range(cols.start, cols.stop))
    np.testing.assert_allclose(rope.scores(p, rows, cols), block_means(full, rows, cols), atol=1e-10)


def test_scores_pairings_same_up_to_permutation():
    p = Params(**LLAMA2, seed=11)
    q, k = rope.seeded_qk(p)
    rows, cols = AxisBins(0, 30, 1), AxisBins(0, 30, 1)
    pi = p.replace(pairing="interleaved")
    Q = meta_rotary(np.tile(rh_to_interleaved(q), (30, 1)), range(30), reference_inv_freq(pi))
    K = meta_rotary(np.tile(rh_to_interleaved(k), (30, 1)), range(30), reference_inv_freq(pi))
    np.testing.assert_allclose(rope.scores(p, rows, cols), Q @ K.T, atol=1e-10)


def test_expected_score():
    p = Params(**LLAMA31)
    d = np.array([0, 1, 5, 100, 8191, 65536, 10**6])
    theta = reference_inv_freq(p)
    ref = [math.fsum(math.cos(x * t) for t in theta) / len(theta) for x in d]
    got = rope.expected_score(d, p)
    np.testing.assert_allclose(got, ref, atol=1e-12)
    assert got[0] == 1.0
    # = q·R(δ)q/|q|² for q with equal energy in every pair (random phases)
    rng = np.random.default_rng(0)
    phase = rng.uniform(0, 2 * math.pi, 64)
    q = np.concatenate([np.cos(phase), np.sin(phase)]) * 3.0
    for x in (3, 777, 40000):
        rotated = hf_rotary(q[None, :], [x], theta)[0]
        assert float(rope.expected_score(x, p)) == pytest.approx(q @ rotated / (q @ q), abs=1e-12)
    assert rope.expected_score(np.zeros((2, 3)), p).shape == (2, 3)


def test_shift_check_measures_the_rotated_vectors():
    p = Params(**LLAMA2, seed=2)
    c = rope.shift_check(p, AxisBins(0, 200, 1), AxisBins(0, 200, 1))
    assert c.all_cells and c.rows == c.cols == 199
    assert c.residual < 1e-11
    far = rope.shift_check(p, AxisBins(10**8, 10**8 + 400, 2), AxisBins(10**8, 10**8 + 400, 2))
    assert not far.all_cells and far.rows == 200
    assert far.residual < 1e-5  # angle rounding at 10^8 only
    assert rope.shift_check(p, AxisBins(0, 1, 1), AxisBins(0, 5, 1)) is None
    cheap = rope.shift_check(p, AxisBins(0, 200, 1), AxisBins(0, 200, 1), budget=128 * 50 * 50)
    assert not cheap.all_cells and cheap.rows == cheap.cols == 50 and cheap.residual < 1e-11


def test_score_curve_means_and_envelope():
    p = Params(**LLAMA31, seed=4)
    bins = AxisBins(0, 1003, 10)
    q, k = rope.seeded_qk(p)
    exact = np.array([score_ref(q, k, d, 0, p) for d in range(1003)])
    theta = reference_inv_freq(p)
    expected = np.array([math.fsum(math.cos(d * t) for t in theta) / 64 for d in range(1003)])
    curve = rope.score_curve(p, bins)
    idx = np.arange(0, 1003, 10)
    np.testing.assert_allclose(curve.score, np.add.reduceat(exact, idx) / bins.sizes(), atol=1e-10)
    np.testing.assert_allclose(curve.expected, np.add.reduceat(expected, idx) / bins.sizes(), atol=1e-12)
    np.testing.assert_allclose(curve.low, np.minimum.reduceat(exact, idx), atol=1e-10)
    np.testing.assert_allclose(curve.high, np.maximum.reduceat(exact, idx), atol=1e-10)
    assert rope.score_curve(p, bins, envelope_budget=10).low is None
    assert curve.distances == bins
    assert np.abs(exact).max() <= rope.score_bound(p)


def test_tables_and_data_export(tmp_path):
    p = Params(**{**LLAMA31, "seq_len": 300, "seed": 1})
    columns, values = rope.frequency_table(p)
    assert columns == ["pair", "theta", "theta_scaled", "wavelength", "wavelength_scaled", "class"]
    np.testing.assert_allclose(values[:, 2], hf_llama3(500000.0, 128, 8.0, 1.0, 4.0, 8192), rtol=1e-13)
    np.testing.assert_allclose(values[:, 3], 2 * math.pi / hf_default(500000.0, 128), rtol=1e-13)
    cols, n, width, rows = rope.score_curve_chunks(p)
    assert cols == ["distance", "score", "expected_score"] and n == 300 and width == 3
    block = rows(0, 300)
    q, k = rope.seeded_qk(p)
    np.testing.assert_allclose(block[:5, 1], [score_ref(q, k, d, 0, p) for d in range(5)], atol=1e-10)
    if datafiles.BY_NAME["rope-scores"].data is not None:
        out = datafiles.write_data("rope-scores", p, tmp_path / "s.csv")
        lines = out.read_text().splitlines()
        assert lines[0] == "distance,score,expected_score" and len(lines) == 301
        assert float(lines[8].split(",")[1]) == pytest.approx(score_ref(q, k, 7, 0, p), abs=1e-10)
        out = datafiles.write_data("rope-frequencies", p, tmp_path / "f.csv")
        lines = out.read_text().splitlines()
        assert lines[0].startswith("pair,theta") and len(lines) == 65


@pytest.mark.parametrize("start,count", [(0, 1), (0, 7), (5, 1000), (16_000_000, 3001)])
def test_score_and_expected_ranges_by_angle_addition(start, count):
    p = Params(**{**LLAMA31, "scaling": "yarn", "seed": 6})
    q, k = rope.seeded_qk(p)
    got = rope.score_range(start, start + count, p)
    assert got.shape == (count,)
    picks = sorted({0, count // 3, count - 1})
    for r in picks:
        # far distances: both sides carry the rounding of δ·θ (~1e-9 at 1.6e7)
        assert got[r] == pytest.approx(score_ref(q, k, start + r, 0, p), abs=1e-7)
    theta = reference_inv_freq(p)
    exp = rope.expected_range(start, start + count, p)
    for r in picks:
        want = math.fsum(math.cos((start + r) * t) for t in theta) / len(theta)
        assert exp[r] == pytest.approx(want, abs=1e-9)


# -- dynamic NTK: L = largest position encoded + 1, never the number of rows shown ----------

def hf_dynamic_rope_cos_sin(position_ids, base, dim, factor, max_position_embeddings):
    """HF's dynamic_rope_update then LlamaRotaryEmbedding.forward: the frequencies are
    recomputed for seq_len = torch.max(position_ids) + 1 (when it exceeds the cached length;
    back to the original ones at or below max_position_embeddings), then cos/sin of
    cat(freqs, freqs)."""
    seq_len = int(np.max(position_ids)) + 1
    inv_freq = hf_dynamic_ntk(base, dim, factor, max_position_embeddings, seq_len)
    freqs = np.asarray(position_ids, dtype=np.float64)[:, None] * inv_freq[None, :]
    emb = np.concatenate((freqs, freqs), axis=-1)
    return np.cos(emb), np.sin(emb), inv_freq


@pytest.mark.parametrize("offset,seq_len", [(4000, 100), (0, 4100), (0, 100), (1500, 500),
                                            (1948, 100), (100_000, 37)])
def test_dynamic_ntk_uses_the_last_position_like_hugging_face(offset, seq_len):
    p = Params(rope_base=10000.0, head_dim=64, scaling="dynamic-ntk", factor=4.0,
               original_context=2048, offset=offset, seq_len=seq_len, pairing="rotate_half")
    positions = np.arange(offset, offset + seq_len)
    cos, sin, inv_freq = hf_dynamic_rope_cos_sin(positions, 10000.0, 64, 4.0, 2048)
    np.testing.assert_allclose(rope.inv_freq(p), inv_freq, rtol=1e-13, atol=0)
    assert rope.dynamic_length(p) == max(offset + seq_len, 2048)
    # the export: cos in a pair's first dim and sin in its second (rotate_half: i, i + 32)
    columns, n_rows, width, rows = schemes.scheme_chunks(p.replace(scheme="rope"))
    table = rows(0, n_rows)
    np.testing.assert_array_equal(table[:, 0], positions)
    # float64 precision: θ agree to ~1 ulp, so the angles m·θ to about one ulp of the angle
    ulp = 4 * np.spacing(float(positions[-1]))
    np.testing.assert_allclose(table[:, 1:33], cos[:, :32], rtol=0, atol=ulp)
    np.testing.assert_allclose(table[:, 33:], sin[:, 32:], rtol=0, atol=ulp)
    tile = rope.heatmap_tile(p, AxisBins(offset, offset + seq_len, 1), AxisBins(0, 64, 1))
    np.testing.assert_allclose(tile[:, :32], cos[:, :32], rtol=0, atol=1e-6)  # drawn in float32


def test_dynamic_ntk_far_rows_do_not_depend_on_the_rows_shown():
    """The case as found: positions 4000-4099 drawn alone or as the end of 0-4099."""
    common = dict(rope_base=10000.0, head_dim=64, scaling="dynamic-ntk", factor=4.0, original_context=2048)
    alone = Params(**common, offset=4000, seq_len=100)
    whole = Params(**common, offset=0, seq_len=4100)
    assert rope.inv_freq(alone)[-1] == pytest.approx(2.663e-5, rel=1e-3)  # HF's value, not 1.3335e-4
    dims = AxisBins(0, 64, 1)
    np.testing.assert_array_equal(rope.heatmap_tile(alone, AxisBins(4000, 4100, 1), dims),
                                  rope.heatmap_tile(whole, AxisBins(4000, 4100, 1), dims))
    np.testing.assert_array_equal(rope.frequency_table(alone)[1], rope.frequency_table(whole)[1])
    # the score curve of distances 0-99 uses the same θ as the positions it stands for
    q, k = rope.seeded_qk(alone)
    theta = hf_dynamic_ntk(10000.0, 64, 4.0, 2048, 4100)
    a, b = rope.pair_coefficients(q, k, alone)
    want = [float(np.sum(a * np.cos(d * theta) + b * np.sin(d * theta))) for d in range(100)]
    np.testing.assert_allclose(rope.score_range(0, 100, alone), want, rtol=0, atol=1e-9)


# -- YaRN's edges, its logit scale everywhere it applies -----------------------------------

@pytest.mark.parametrize("p", [
    # ceil(correction_dim(β_slow)) = 12 > head_dim − 1 = 7: clamped, the ramp ends at d − 1
    Params(rope_base=10.0, head_dim=8, scaling="yarn", factor=4.0, original_context=4096),
    Params(rope_base=2.0, head_dim=16, scaling="yarn", factor=3.0, original_context=100_000),
    # low = high = 0 (both clamped at 0): HF's max += 0.001, a step after pair 0
    Params(rope_base=10000.0, head_dim=8, scaling="yarn", factor=4.0, original_context=4),
    Params(rope_base=10000.0, head_dim=64, scaling="yarn", factor=2.0, original_context=2,
           beta_fast=2.0, beta_slow=1.0),
    # low = high = head_dim − 1 = 7 (floor of β_fast's 7.38, β_slow's clamped): all pairs kept
    Params(rope_base=10.0, head_dim=8, scaling="yarn", factor=4.0, original_context=14070),
], ids=["upper-clamp", "upper-clamp-base-2", "low-equals-high", "low-equals-high-64", "low-equals-high-top"])
def test_yarn_ramp_clamps_and_equal_ends_as_hugging_face(p):
    theta = reference_inv_freq(p)
    got = rope.inv_freq(p)
    assert np.isfinite(got).all()
    np.testing.assert_allclose(got, theta, rtol=1e-14, atol=0)
    d, base, orig = p.head_dim, p.rope_base, p.original_context
    high = math.ceil(d * math.log(orig / (p.beta_slow * 2 * math.pi)) / (2 * math.log(base)))
    low = math.floor(d * math.log(orig / (p.beta_fast * 2 * math.pi)) / (2 * math.log(base)))
    assert rope.yarn_correction_range(p) == (max(low, 0), min(high, d - 1))


def test_yarn_low_equals_high_keeps_pair_0_and_divides_the_rest():
    p = Params(rope_base=10000.0, head_dim=8, scaling="yarn", factor=4.0, original_context=4)
    assert rope.yarn_correction_range(p) == (0.0, 0.0)
    theta = hf_default(10000.0, 8)
    np.testing.assert_allclose(rope.inv_freq(p), [theta[0]] + list(theta[1:] / 4), rtol=1e-15)
    assert list(rope.frequency_classes(p)) == [rope.EXTRAPOLATED] + [rope.INTERPOLATED] * 3


@pytest.mark.parametrize("factor, attention_factor, want", [
    (8.0, 0.5, 0.5), (8.0, 1.0, 1.0), (8.0, 0.001, 0.001),  # a given factor in (0, 1] is used as is
    (1.5, 0.0, 0.1 * math.log(1.5) + 1.0), (2.0, 0.0, 0.1 * math.log(2.0) + 1.0),  # 1 < s ≤ 2
    (1.0, 0.0, 1.0),
])
def test_yarn_attention_scaling_given_or_default(factor, attention_factor, want):
    p = params_for("yarn", factor=factor, attention_factor=attention_factor)
    assert rope.attention_scaling(p) == pytest.approx(want, rel=1e-15)
    assert rope.attention_scaling(p) == pytest.approx(reference_attention_scaling(p), rel=1e-15)


YARN_SCALED = Params(rope_base=10000.0, head_dim=16, scaling="yarn", factor=6.0, original_context=256,
                     attention_factor=0.7, seed=12, seq_len=40)


def per_pair_norms(p):
    q, k = rope.seeded_qk(p)
    h = p.head_dim // 2
    if p.pairing == "rotate_half":
        pairs = [(i, i + h) for i in range(h)]
    else:
        pairs = [(2 * i, 2 * i + 1) for i in range(h)]
    return [(math.hypot(q[a], q[b]), math.hypot(k[a], k[b])) for a, b in pairs]


@pytest.mark.parametrize("pairing", ["rotate_half", "interleaved"])
def test_score_bound_and_rms_per_pair_with_the_logit_scale(pairing):
    p = YARN_SCALED.replace(pairing=pairing)
    scale2 = 0.7 ** 2
    norms = per_pair_norms(p)
    assert rope.score_bound(p) == pytest.approx(math.fsum(a * b for a, b in norms) * scale2, rel=1e-14)
    want_rms = math.sqrt(math.fsum((a * b) ** 2 for a, b in norms) / 2) * scale2
    assert rope.score_rms(p) == pytest.approx(want_rms, rel=1e-14)
    # the root mean square over many distances: each pair's cosine has mean square 1/2
    q, k = rope.seeded_qk(p)
    distances = np.arange(0, 200_000, 7)
    s = np.array([score_ref(q, k, int(x), 0, p) for x in distances[:5]])
    np.testing.assert_allclose(rope.score_of_distance(distances[:5], p), s, atol=1e-10)
    values = rope.score_range(0, 200_000, p)[::7]
    assert math.sqrt(float(np.mean(values ** 2))) == pytest.approx(want_rms, rel=0.05)
    assert np.abs(values).max() <= rope.score_bound(p)


@pytest.mark.parametrize("bins", [AxisBins(0, 103, 4), AxisBins(500, 617, 5), AxisBins(37, 60, 1)])
def test_score_curve_of_ranges_from_above_zero_with_yarn_scale(bins):
    p = YARN_SCALED
    q, k = rope.seeded_qk(p)
    exact = np.array([score_ref(q, k, d, 0, p) for d in range(bins.start, bins.stop)])
    theta = reference_inv_freq(p)
    expected = np.array([math.fsum(math.cos(d * t) for t in theta) / theta.size
                         for d in range(bins.start, bins.stop)])
    idx = np.arange(0, bins.stop - bins.start, bins.size)
    curve = rope.score_curve(p, bins)
    np.testing.assert_allclose(curve.score, np.add.reduceat(exact, idx) / bins.sizes(), atol=1e-11)
    np.testing.assert_allclose(curve.expected, np.add.reduceat(expected, idx) / bins.sizes(), atol=1e-12)
    if bins.size > 1:
        np.testing.assert_allclose(curve.low, np.minimum.reduceat(exact, idx), atol=1e-11)
        np.testing.assert_allclose(curve.high, np.maximum.reduceat(exact, idx), atol=1e-11)
        budget = (bins.stop - bins.start) * theta.size
        assert rope.score_curve(p, bins, envelope_budget=budget).low is not None
        assert rope.score_curve(p, bins, envelope_budget=budget - 1).low is None
    else:
        assert curve.low is None and curve.high is None


def test_score_export_rows_from_above_zero_and_the_default_q_k():
    p = YARN_SCALED.replace(seq_len=300)
    q, k = rope.seeded_qk(p)
    theta = reference_inv_freq(p)
    columns, n, width, rows = rope.score_curve_chunks(p)
    block = rows(250, 256)
    np.testing.assert_array_equal(block[:, 0], np.arange(250, 256))
    np.testing.assert_allclose(block[:, 1], [score_ref(q, k, d, 0, p) for d in range(250, 256)], atol=1e-11)
    np.testing.assert_allclose(block[:, 2], [math.fsum(math.cos(d * t) for t in theta) / theta.size
                                             for d in range(250, 256)], atol=1e-12)
    # the hover reads the seeded q, k when none are given
    for d in (0, 3, 251):
        assert float(rope.score_of_distance(d, p)) == pytest.approx(score_ref(q, k, d, 0, p), abs=1e-11)
        assert rope.score_range(d, d + 1, p)[0] == pytest.approx(score_ref(q, k, d, 0, p), abs=1e-11)
    other = np.random.default_rng(1).standard_normal((2, 16))
    assert float(rope.score_of_distance(5, p, (other[0], other[1]))) == pytest.approx(
        score_ref(other[0], other[1], 5, 0, p), abs=1e-11)
    assert rope.score_range(5, 6, p, (other[0], other[1]))[0] == pytest.approx(
        score_ref(other[0], other[1], 5, 0, p), abs=1e-11)


@pytest.mark.parametrize("p", CONFIGS + [YARN_SCALED], ids=lambda p: f"{p.scaling}-{p.head_dim}-{p.factor:g}")
def test_frequency_table_columns_per_pair(p):
    columns, values = rope.frequency_table(p)
    theta, scaled = hf_default(p.rope_base, p.head_dim), reference_inv_freq(p)
    assert values.shape == (p.head_dim // 2, 6)
    np.testing.assert_array_equal(values[:, 0], np.arange(p.head_dim // 2))
    np.testing.assert_allclose(values[:, 1], theta, rtol=1e-14)
    np.testing.assert_allclose(values[:, 2], scaled, rtol=1e-13)
    np.testing.assert_allclose(values[:, 3], [2 * math.pi / t for t in theta], rtol=1e-14)
    np.testing.assert_allclose(values[:, 4], [2 * math.pi / t for t in scaled], rtol=1e-13)
    for i, cls in enumerate(values[:, 5]):
        if math.isclose(scaled[i], theta[i], rel_tol=1e-9):
            assert cls == rope.EXTRAPOLATED
        elif math.isclose(scaled[i] * p.factor, theta[i], rel_tol=1e-9):
            assert cls == rope.INTERPOLATED
        else:
            assert cls == rope.BLENDED


@pytest.mark.parametrize("pairing", ["rotate_half", "interleaved"])
@pytest.mark.parametrize("rows, cols", [
    (AxisBins(3, 40, 2), AxisBins(10, 47, 2)),  # bins of 2, equal sizes, shorter last ones
    (AxisBins(100, 130, 3), AxisBins(90, 131, 4)),  # unequal sizes
])
def test_scores_blocks_with_the_yarn_scale(pairing, rows, cols):
    p = YARN_SCALED.replace(pairing=pairing)
    full = brute_scores(p, range(rows.start, rows.stop), range(cols.start, cols.stop))
    np.testing.assert_allclose(rope.scores(p, rows, cols), block_means(full, rows, cols), atol=1e-11)
    check = rope.shift_check(p, rows, cols)
    assert check.residual < 1e-12 and not check.all_cells
    q, k = rope.seeded_qk(p)
    s0 = score_ref(q, k, rows.start, cols.start, p)
    assert full[0, 0] == pytest.approx(s0, abs=1e-11)


def test_yarn_low_equals_high_at_the_top_keeps_every_pair():
    p = Params(rope_base=10.0, head_dim=8, scaling="yarn", factor=4.0, original_context=14070)
    assert rope.yarn_correction_range(p) == (7.0, 7.0)
    np.testing.assert_array_equal(rope.inv_freq(p), rope.base_inv_freq(p))


def test_dynamic_note_names_the_length_used():
    p = Params(rope_base=10000.0, head_dim=64, scaling="dynamic-ntk", factor=4.0, original_context=2048,
               offset=4000, seq_len=100)
    note = rope.dynamic_note(p)
    assert note == ("dynamic NTK at L = 4,100: the last position + 1 (4,100), at least the original "
                    "context 2,048")
    short = rope.dynamic_note(p.replace(offset=0))
    assert short == ("dynamic NTK at L = 2,048: the last position + 1 (100), at least the original "
                     "context 2,048")
    assert short.template.startswith("dynamic NTK at L = {length:,}")
    for other in ("none", "linear", "ntk", "yarn", "llama3"):
        assert rope.dynamic_note(p.replace(scaling=other)) is None


def test_ntk_with_one_pair_leaves_the_base():
    # head_dim 2: θ_0 = base^0 = 1 whatever the base; d/(d−2) does not exist
    p = Params(rope_base=10000.0, head_dim=2, scaling="ntk", factor=4.0)
    assert rope.effective_base(p) == 10000.0
    assert list(rope.inv_freq(p)) == [1.0]
    q = p.replace(scaling="dynamic-ntk", original_context=10, seq_len=100)
    assert rope.effective_base(q) == 10000.0 and list(rope.inv_freq(q)) == [1.0]
    assert rope.effective_base(p.replace(head_dim=4)) == pytest.approx(10000.0 * 16.0, rel=1e-15)


def test_classes_and_roles_types_and_the_dimension_guard():
    p = params_for("llama3", head_dim=16)
    assert rope.frequency_classes(p).dtype == np.int64
    pair, second = rope.dim_roles(p, np.arange(16))
    assert second.dtype == bool and list(pair) == list(range(8)) * 2 and list(second) == [False] * 8 + [True] * 8
    pair, second = rope.dim_roles(p.replace(pairing="interleaved"), np.arange(16))
    assert second.dtype == bool and list(pair) == [i // 2 for i in range(16)] and list(second) == [False, True] * 8
    for bad in ([-1], [16], [0, 16], [-1, 3]):
        with pytest.raises(ValueError, match="^head dimension out of range$"):
            rope.dim_roles(p, bad)
    assert rope.dim_roles(p, [15])[0][0] == 7 and rope.dim_roles(p, [])[0].size == 0


@pytest.mark.parametrize("size, limit", [(200, 40), (200, 2), (7, 3), (101, 100)])
def test_spread_picks_the_ends_and_evenly_between(size, limit):
    values = np.arange(1000, 1000 + size)
    picked, cut = rope._spread(values, limit)
    assert cut and picked.size == limit
    assert picked[0] == 1000 and picked[-1] == 1000 + size - 1
    gaps = np.diff(picked)
    assert gaps.min() >= 1 and gaps.max() - gaps.min() <= 1  # as even as integers allow
    kept, cut = rope._spread(values, size)
    assert not cut and np.array_equal(kept, values)


def test_shift_check_shapes_budget_and_all_cells():
    p = Params(**LLAMA2, seed=2)
    c = rope.shift_check(p, AxisBins(0, 10, 1), AxisBins(0, 20, 4))  # columns at every 4th position
    assert (c.rows, c.cols) == (9, 5) and not c.all_cells and c.residual < 1e-12
    one = rope.shift_check(p, AxisBins(0, 5, 1), AxisBins(0, 2, 1))  # a single column start
    assert one is not None and (one.rows, one.cols) == (4, 1) and one.all_cells
    assert rope.shift_check(p, AxisBins(0, 5, 1), AxisBins(0, 1, 1)) is None
    tiny = rope.shift_check(p, AxisBins(0, 50, 1), AxisBins(0, 50, 1), budget=1)
    assert (tiny.rows, tiny.cols) == (2, 2) and not tiny.all_cells
    budget = 128 * 50 * 50  # 50 positions a side
    exact = rope.shift_check(p, AxisBins(0, 51, 1), AxisBins(0, 51, 1), budget=budget)
    assert (exact.rows, exact.cols) == (50, 50) and exact.all_cells
    assert not rope.shift_check(p, AxisBins(0, 30, 1), AxisBins(0, 200, 1), budget=budget).all_cells
    assert not rope.shift_check(p, AxisBins(0, 200, 1), AxisBins(0, 30, 1), budget=budget).all_cells
    assert not rope.shift_check(p, AxisBins(0, 30, 1), AxisBins(0, 30, 2)).all_cells
    assert not rope.shift_check(p, AxisBins(0, 30, 2), AxisBins(0, 30, 1)).all_cells


def test_shift_check_residual_carries_the_logit_scale():
    """The same rotated vectors with attention factors 1 and 3: the residual (rounding at far
    positions) scales by exactly 3²."""
    far = AxisBins(10**9, 10**9 + 40, 1)
    p1 = Params(rope_base=10000.0, head_dim=64, scaling="yarn", factor=4.0, original_context=2048,
                attention_factor=1.0, seed=3)
    r1 = rope.shift_check(p1, far, far).residual
    r3 = rope.shift_check(p1.replace(attention_factor=3.0), far, far).residual
    assert r1 > 0 and r3 == r1 * 9.0


def test_apply_rope_takes_integer_vectors_and_positions_of_any_shape():
    """Integer vectors rotate as real ones (not truncated to integers), and positions given as
    a grid are read row by row; against Meta's complex-number rotation."""
    p = Params(head_dim=4, pairing="interleaved")
    x = np.array([[3, -1, 2, 5]] * 4)
    pos = np.array([[0, 1], [7, 1000]])
    want = meta_rotary(x.astype(float), pos.reshape(-1), reference_inv_freq(p))
    np.testing.assert_allclose(rope.apply_rope(x, pos, p), want, rtol=1e-12, atol=1e-12)
    assert not np.array_equal(want, np.round(want))


def test_an_unknown_scaling_is_refused_not_drawn_unscaled():
    """Params refuses an unknown scaling; should one get past it, inv_freq says so by name."""
    p = Params(head_dim=8)
    object.__setattr__(p, "scaling", "quadratic")
    with pytest.raises(ValueError, match="^unknown scaling 'quadratic'$"):
        rope.inv_freq(p)


def test_scores_are_the_same_over_many_chunks(monkeypatch):
    """The chunked loops (per lag, by angle addition, the curve, its envelope, the heatmap)
    give every distance its own value however many chunks they take: with chunks of a few
    values, against rope(q, m)·rope(k, n) written per element."""
    p = Params(head_dim=8, seed=3)
    q, k = rope.seeded_qk(p)
    want = np.array([score_ref(q, k, d, 0, p) for d in range(301)])
    monkeypatch.setattr(rope, "CHUNK_VALUES", 40)  # 10 lags of 4 pairs, or 40 blocks of 1 row
    np.testing.assert_allclose(rope.score_of_distance(np.arange(300), p), want[:300], rtol=0, atol=1e-12)
    # twice, one distance apart: a value left out would show the last call's (freed memory)
    np.testing.assert_allclose(rope.score_range(0, 300, p), want[:300], rtol=0, atol=1e-12)
    np.testing.assert_allclose(rope.score_range(1, 301, p), want[1:], rtol=0, atol=1e-12)
    want = want[:300]
    curve = rope.score_curve(p, AxisBins(0, 300, 1))
    np.testing.assert_allclose(curve.score, want, rtol=0, atol=1e-12)
    binned = rope.score_curve(p, AxisBins(0, 300, 3))
    np.testing.assert_allclose(binned.low, want.reshape(100, 3).min(axis=1), rtol=0, atol=1e-12)
    np.testing.assert_allclose(binned.high, want.reshape(100, 3).max(axis=1), rtol=0, atol=1e-12)


def test_heatmap_tile_of_more_rows_than_two_chunks():
    """9000 rows of one position each (the tile is made 4096 rows at a time), per element."""
    p = Params(head_dim=4, seed=2)
    pos, dims = AxisBins(123, 9123, 1), AxisBins(0, 4, 1)
    got = rope.heatmap_tile(p, pos, dims)
    np.testing.assert_allclose(got, tile_ref(p, range(123, 9123), range(4)), atol=2e-7)


@pytest.mark.parametrize("scaling", ["none", "yarn"])
def test_logit_scale_multiplies_every_score_not_the_expected_one(scaling):
    """A model's logit scale (DeepSeek's mscale²) is a factor on S, beside YaRN's attention
    scaling²; the normalised expected score keeps 1 at δ = 0."""
    p = params_for(scaling, factor=8.0)
    scaled = p.replace(logit_scale=1.874)
    d = np.array([0, 1, 5, 100, 4000])
    np.testing.assert_allclose(rope.score_of_distance(d, scaled), 1.874 * rope.score_of_distance(d, p),
                               rtol=1e-14)
    np.testing.assert_allclose(rope.score_range(3, 40, scaled), 1.874 * rope.score_range(3, 40, p),
                               rtol=1e-14)
    assert rope.score_scale(scaled) == pytest.approx(1.874 * rope.attention_scaling(p) ** 2)
    assert rope.expected_score(np.array([0]), scaled)[0] == pytest.approx(1.0)


def test_llama3_equal_factors_keep_a_pair_exactly_at_the_boundary():
    """Pair 0 (θ = 1, wavelength 2π) exactly at original / low_freq_factor = 2π: kept, as the
    band's lower edge is (Hugging Face's rule gives 0/0 there); the slower pairs are divided."""
    p = Params(rope_base=10000.0, head_dim=8, scaling="llama3", factor=4.0, original_context=8,
               low_freq_factor=8 / (2 * math.pi), high_freq_factor=8 / (2 * math.pi))
    assert rope.llama3_wavelengths(p) == (2 * math.pi, 2 * math.pi)
    np.testing.assert_array_equal(rope.inv_freq(p), rope.base_inv_freq(p) / [1, 4, 4, 4])

