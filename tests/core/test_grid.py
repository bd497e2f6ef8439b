"""Positions on a grid held against references written here: MAE's own NumPy functions (copied
from facebookresearch/mae util/pos_embed.py), axial and 1D RoPE turned pair by pair with
``math``, M-RoPE position ids worked out by hand, and sines of far angles in 70-digit
``decimal``. Never the core against itself."""
import math
import re

import numpy as np
import pytest

from pe_desktop.core import grid, rope
from pe_desktop.core.errors import ParamError
from pe_desktop.core.params import Params
from pe_desktop.core.viewport import AxisBins
from tests.core.test_analysis import exact_sin_cos

# -- references ----------------------------------------------------------------------------
# facebookresearch/mae util/pos_embed.py (main), copied literally except ``np.float`` (float64;
# the alias is gone from NumPy) and, for a non-square grid, grid_size given as (H, W).

def get_2d_sincos_pos_embed(embed_dim, grid_size, cls_token=False):
    gh, gw = (grid_size, grid_size) if isinstance(grid_size, int) else grid_size
    grid_h = np.arange(gh, dtype=np.float32)
    grid_w = np.arange(gw, dtype=np.float32)
    grid_ = np.meshgrid(grid_w, grid_h)  # here w goes first
    grid_ = np.stack(grid_, axis=0)

    grid_ = grid_.reshape([2, 1, gh, gw])
    pos_embed = get_2d_sincos_pos_embed_from_grid(embed_dim, grid_)
    if cls_token:
        pos_embed = np.concatenate([np.zeros([1, embed_dim]), pos_embed], axis=0)
    return pos_embed


def get_2d_sincos_pos_embed_from_grid(embed_dim, grid_):
    assert embed_dim % 2 == 0

    # use half of dimensions to encode grid_h
    emb_h = get_1d_sincos_pos_embed_from_grid(embed_dim // 2, grid_[0])  # (H*W, D/2)
    emb_w = get_1d_sincos_pos_embed_from_grid(embed_dim // 2, grid_[1])  # (H*W, D/2)

    emb = np.concatenate([emb_h, emb_w], axis=1)  # (H*W, D)
    return emb


def get_1d_sincos_pos_embed_from_grid(embed_dim, pos):
    assert embed_dim % 2 == 0
    omega = np.arange(embed_dim // 2, dtype=np.float64)
    omega /= embed_dim / 2.
    omega = 1. / 10000**omega  # (D/2,)

    pos = pos.reshape(-1)  # (M,)
    out = np.einsum('m,d->md', pos, omega)  # (M, D/2), outer product

    emb_sin = np.sin(out)  # (M, D/2)
    emb_cos = np.cos(out)  # (M, D/2)

    emb = np.concatenate([emb_sin, emb_cos], axis=1)  # (M, D)
    return emb


def mae_patch(r, c, embed_dim):
    """MAE's table row of patch (r, c) from its 1D function: column half first (meshgrid)."""
    return np.concatenate([get_1d_sincos_pos_embed_from_grid(embed_dim // 2, np.array([float(c)])),
                           get_1d_sincos_pos_embed_from_grid(embed_dim // 2, np.array([float(r)]))],
                          axis=1)[0]


def turn(x, angles):
    """x turned pair by pair, rotate_half pairing (j with j + n/2), pair j by angles[j]."""
    h = len(x) // 2
    out = list(x)
    for j in range(h):
        c, s = math.cos(angles[j]), math.sin(angles[j])
        out[j] = x[j] * c - x[j + h] * s
        out[j + h] = x[j + h] * c + x[j] * s
    return np.array(out)


def axial_angles(r, c, head_dim, base=10000.0):
    """Pairs j < head_dim/4: r·base^(−2j/(head_dim/2)); the next head_dim/4: c·the same."""
    half, quarter = head_dim // 2, head_dim // 4
    return [(r if j < quarter else c) * base ** (-(2 * (j % quarter)) / half) for j in range(half)]


def rope_angles(p, head_dim, base=10000.0):
    return [p * base ** (-(2 * j) / head_dim) for j in range(head_dim // 2)]


def block_means(values, row_bins, col_bins):
    """Means of a (rows, cols) array over the blocks of two AxisBins starting at 0."""
    rs = np.arange(0, row_bins.stop - row_bins.start, row_bins.size)
    cs = np.arange(0, col_bins.stop - col_bins.start, col_bins.size)
    sums = np.add.reduceat(np.add.reduceat(values, rs, axis=0), cs, axis=1)
    return sums / np.outer(row_bins.sizes(), col_bins.sizes())


# -- 2D sin-cos ----------------------------------------------------------------------------

@pytest.mark.parametrize("embed_dim, size", [(16, 4), (64, 7), (768, 14)])
@pytest.mark.parametrize("cls_token", [False, True])
def test_table_is_maes_square_table(embed_dim, size, cls_token):
    got = grid.sincos_2d_table(size, size, embed_dim, cls_token=cls_token)
    want = get_2d_sincos_pos_embed(embed_dim, size, cls_token=cls_token)
    assert got.shape == want.shape
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-13)  # angles exact here, MAE's rounded


@pytest.mark.parametrize("height, width", [(3, 8), (8, 3), (5, 7)])
def test_table_is_maes_on_a_rectangle(height, width):
    got = grid.sincos_2d_table(height, width, 32)
    np.testing.assert_allclose(got, get_2d_sincos_pos_embed(32, (height, width)), rtol=0, atol=1e-13)


def test_the_first_half_encodes_the_column():
    d, width = 16, 5
    table = grid.sincos_2d_table(3, width, d)
    r, c = 2, 4
    row = table[r * width + c]
    for i in range(d // 4):
        w = 10000.0 ** (-i / (d // 4))
        assert row[i] == pytest.approx(math.sin(c * w), abs=1e-15)
        assert row[d // 4 + i] == pytest.approx(math.cos(c * w), abs=1e-15)
        assert row[d // 2 + i] == pytest.approx(math.sin(r * w), abs=1e-15)
        assert row[3 * d // 4 + i] == pytest.approx(math.cos(r * w), abs=1e-15)


def test_a_rectangle_is_those_rows_of_the_table():
    rows, cols = [2, 3, 4], [1, 5]
    want = get_2d_sincos_pos_embed(24, (6, 7))[[r * 7 + c for r in rows for c in cols]]
    np.testing.assert_allclose(grid.sincos_2d_rows(rows, cols, 24), want, rtol=0, atol=1e-13)


@pytest.mark.parametrize("ref", [(0, 0), (2, 5), (4, 1)])
def test_similarity_is_the_dot_of_maes_rows(ref):
    table = get_2d_sincos_pos_embed(64, (5, 6))
    want = (table @ table[ref[0] * 6 + ref[1]]).reshape(5, 6)
    got = grid.sincos_2d_similarity(ref, range(5), range(6), 64)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)


def test_similarity_of_a_large_grid_in_a_window():
    d = 768
    rows, cols = np.arange(900, 964), np.arange(17, 81)  # a 64 × 64 window of 1,024 × 1,024
    for ref in [(1023, 0), (0, 1023), (931, 40), (512, 512)]:
        got = grid.sincos_2d_similarity(ref, rows, cols, d)
        here = grid.sincos_2d_rows([ref[0]], [ref[1]], d)[0]
        for a, b in [(0, 0), (63, 63), (31, 7), (5, 60)]:
            there = grid.sincos_2d_rows([rows[a]], [cols[b]], d)[0]
            assert got[a, b] == pytest.approx(float(here @ there), rel=1e-12, abs=1e-12 * d)
            mae = mae_patch(*ref, d) @ mae_patch(rows[a], cols[b], d)
            assert got[a, b] == pytest.approx(float(mae), abs=1e-9)


def test_binned_similarity_is_the_mean_of_its_cells():
    rows, cols = AxisBins(0, 50, 7), AxisBins(0, 40, 3)
    full = grid.sincos_2d_similarity((20, 9), range(50), range(40), 32)
    got = grid.sincos_2d_similarity((20, 9), rows, cols, 32)
    np.testing.assert_allclose(got, block_means(full, rows, cols), rtol=0, atol=1e-12)


def test_table_angles_of_far_patches_are_exact():
    d = 64
    omega = np.arange(d // 4, dtype=np.float64)  # MAE's ω, its own lines (NumPy's power: not
    omega /= d / 4.                               # always math.pow's last bit)
    omega = 1. / 10000**omega
    for p in (1023, 65_535, 10_000_019):
        row = grid.sincos_2d_rows([7], [p], d)[0]
        for i in (0, 3, 15):
            s, c = exact_sin_cos(p, float(omega[i]))
            assert row[i] == pytest.approx(s, abs=5e-16)
            assert row[d // 4 + i] == pytest.approx(c, abs=5e-16)


def test_sincos_refuses_a_dimension_not_a_multiple_of_four():
    with pytest.raises(ParamError, match="embed_dim"):
        grid.sincos_2d_table(2, 2, 18)
    with pytest.raises(ParamError, match="at least one row"):
        grid.sincos_2d_table(0, 2, 16)


# -- axial 2D RoPE and RoPE on the raster index ----------------------------------------------

@pytest.mark.parametrize("head_dim, base", [(16, 10000.0), (80, 10000.0), (64, 100.0)])
def test_axial_frequencies_follow_the_formula(head_dim, base):
    want = [base ** (-(2 * i) / (head_dim / 2)) for i in range(head_dim // 4)]
    np.testing.assert_allclose(grid.axial_inv_freq(head_dim, base), want, rtol=1e-15)


def test_seeded_q_and_k_are_the_rope_scores_views():
    for seed, head_dim in [(0, 64), (7, 16)]:
        q, k = grid.seeded_qk(head_dim, seed)
        wq, wk = rope.seeded_qk(Params(seed=seed, head_dim=head_dim))
        np.testing.assert_array_equal(q, wq)
        np.testing.assert_array_equal(k, wk)


@pytest.mark.parametrize("head_dim, ref", [(16, (1, 2)), (32, (0, 4)), (80, (3, 0))])
def test_axial_scores_are_the_dot_of_turned_vectors(head_dim, ref):
    q, k = grid.seeded_qk(head_dim, 5)
    turned_q = turn(q, axial_angles(*ref, head_dim))
    want = np.array([[turn(k, axial_angles(r, c, head_dim)) @ turned_q for c in range(5)]
                     for r in range(4)])
    got = grid.axial_scores(ref, range(4), range(5), head_dim, seed=5)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)


def test_axial_cos_sin_turn_rows_then_columns():
    cos, sin = grid.axial_cos_sin([3, 0], [1, 6], 16)
    for n, (r, c) in enumerate([(3, 1), (0, 6)]):
        angles = axial_angles(r, c, 16)
        np.testing.assert_allclose(cos[n], [math.cos(a) for a in angles] * 2, rtol=0, atol=1e-15)
        np.testing.assert_allclose(sin[n], [math.sin(a) for a in angles] * 2, rtol=0, atol=1e-15)
    x = np.arange(1.0, 17.0)
    turned = grid.rotate_half(x[None, :], cos, sin)
    for n, (r, c) in enumerate([(3, 1), (0, 6)]):
        np.testing.assert_allclose(turned[n], turn(x, axial_angles(r, c, 16)), rtol=0, atol=1e-13)


@pytest.mark.parametrize("width", [5, 9])
def test_raster_scores_are_1d_rope_on_the_index(width):
    head_dim, ref = 16, (2, 3)
    q, k = grid.seeded_qk(head_dim, 1)
    turned_q = turn(q, rope_angles(ref[0] * width + ref[1], head_dim))
    want = np.array([[turn(k, rope_angles(r * width + c, head_dim)) @ turned_q for c in range(width)]
                     for r in range(4)])
    got = grid.raster_scores(ref, range(4), range(width), width, head_dim, seed=1)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)


def test_binned_scores_are_the_mean_of_their_cells():
    rows, cols = AxisBins(0, 30, 4), AxisBins(0, 21, 5)
    for scores in (lambda r, c: grid.axial_scores((7, 11), r, c, 32, seed=2),
                   lambda r, c: grid.raster_scores((7, 11), r, c, 21, 32, seed=2)):
        full = scores(range(30), range(21))
        np.testing.assert_allclose(scores(rows, cols), block_means(full, rows, cols), rtol=0, atol=1e-12)


def test_scores_far_on_a_large_grid_have_exact_angles():
    head_dim, width = 32, 1024
    q, k = grid.seeded_qk(head_dim, 0)
    a, b = rope.pair_coefficients(q, k, Params(head_dim=head_dim))  # same rotate_half pairing
    theta = [10000.0 ** (-(2 * i) / head_dim) for i in range(head_dim // 2)]
    got = grid.raster_scores((1023, 1023), [0, 511], [0, 700], width, head_dim, seed=0)
    for x, r in enumerate([0, 511]):
        for y, c in enumerate([0, 700]):
            lag = 1023 * width + 1023 - (r * width + c)
            want = 0.0
            for i, w in enumerate(theta):
                s, co = exact_sin_cos(lag, w)
                want += a[i] * co + b[i] * s
            assert got[x, y] == pytest.approx(want, rel=0, abs=1e-13 * float(np.sum(np.abs(a) + np.abs(b))))


def test_axial_refuses_a_head_dim_not_a_multiple_of_four():
    with pytest.raises(ParamError, match="head_dim"):
        grid.axial_scores((0, 0), range(2), range(2), 18)
    with pytest.raises(ParamError, match="base"):
        grid.axial_inv_freq(16, 1.0)


# -- M-RoPE ------------------------------------------------------------------------------------

def test_position_ids_of_text_an_image_and_text_by_hand():
    # 3 text tokens at 0, 1, 2; an image of grid (1, 4, 6) merged 2 × 2: 2 rows × 3 columns of
    # tokens, all at t = 3, h = 3 + row, w = 3 + column; text goes on at 3 + max(4, 6)/2 = 6
    layout = grid.mrope_position_ids([grid.text(3), grid.image(4, 6), grid.text(2)])
    assert layout.position_ids.tolist() == [
        [0, 1, 2, 3, 3, 3, 3, 3, 3, 6, 7],
        [0, 1, 2, 3, 3, 3, 4, 4, 4, 6, 7],
        [0, 1, 2, 3, 4, 5, 3, 4, 5, 6, 7]]
    assert layout.modality.tolist() == [0, 0, 0, 1, 1, 1, 1, 1, 1, 0, 0]
    assert layout.segment.tolist() == [0, 0, 0, 1, 1, 1, 1, 1, 1, 2, 2]
    assert layout.rope_delta == 8 - 11  # the next token goes at 11 + (8 − 11) = 8
    assert layout.vision_grid(1).tolist() == [[[3, 4, 5], [6, 7, 8]]]


def test_vision_grid_of_a_video_by_frame_row_and_column():
    layout = grid.mrope_position_ids([grid.text(1), grid.video(2, 4, 2)])
    assert layout.vision_grid(1).tolist() == [[[1], [2]], [[3], [4]]]
    with pytest.raises(ValueError):
        layout.vision_grid(0)


def test_position_ids_of_a_tall_image_and_a_second_one_by_hand():
    # text 0; image (1, 6, 2): 3 rows × 1 column at start 1 -> h 1, 2, 3, w 1; text at 1 + 3 = 4;
    # image (1, 2, 4): 1 row × 2 columns at start 5 -> h 5, w 5, 6; text at 5 + 2 = 7
    layout = grid.mrope_position_ids([grid.text(1), grid.image(6, 2), grid.text(1), grid.image(2, 4),
                                      grid.text(1)])
    assert layout.position_ids.tolist() == [
        [0, 1, 1, 1, 4, 5, 5, 7],
        [0, 1, 2, 3, 4, 5, 5, 7],
        [0, 1, 1, 1, 4, 5, 6, 7]]


def test_position_ids_of_a_video_by_hand():
    # text 0, 1; video of 3 temporal patches, 2 × 2 patches merged to one token each frame:
    # Qwen2-VL's frames 1 apart: t = 2, 3, 4; h = w = 2; text at 2 + max(2, 2)/2 = 3
    seq = [grid.text(2), grid.video(3, 2, 2), grid.text(1)]
    assert grid.mrope_position_ids(seq).position_ids.tolist() == [
        [0, 1, 2, 3, 4, 3], [0, 1, 2, 2, 2, 3], [0, 1, 2, 2, 2, 3]]
    # Qwen2.5-VL: 2 tokens a second, 2/3 s a temporal patch: frames ⌊4k/3⌋ = 0, 1, 2 apart
    seq = [grid.text(2), grid.video(4, 2, 2, seconds_per_grid=2 / 3), grid.text(1)]
    assert grid.mrope_position_ids(seq, tokens_per_second=2).position_ids.tolist() == [
        [0, 1, 2, 3, 4, 6, 3], [0, 1, 2, 2, 2, 2, 3], [0, 1, 2, 2, 2, 2, 3]]
    # 25 tokens a second, 6 fps (1/3 s a temporal patch): ⌊25k/3⌋ = 0, 8, 16, 25 as the library's
    # float32 interval gives it (float64's 25/3 · 3 falls just short of 25)
    seq = [grid.video(4, 2, 2, seconds_per_grid=1 / 3)]
    assert grid.mrope_position_ids(seq, tokens_per_second=25).position_ids[0].tolist() == [0, 8, 16, 25]
    # an image keeps frames 1 apart in Qwen2.5-VL
    seq = [grid.image(2, 2, frames=2)]
    assert grid.mrope_position_ids(seq, tokens_per_second=25).position_ids[0].tolist() == [0, 1]


def test_qwen3_vl_video_of_two_frames_by_hand():
    # text 0, 1; then as Qwen3-VL's processor writes a video of 2 temporal patches (1 s each,
    # frames at 0, 0.5, 1, 1.5 s: timestamps 0.25 and 1.25, written "0.2" and "1.2"):
    # "<0.2 seconds><|vision_start|>" 7 tokens at 2..8; frame 0, 2 × 3 tokens at start 9:
    # t 9, h 9-10, w 9-11; text on at 9 + max(4, 6)/2 = 12: "<|vision_end|><1.2 seconds>
    # <|vision_start|>" 8 tokens at 12..19; frame 1 at start 20; "<|vision_end|>" at 23; text 24
    seq = [grid.text(2), grid.video(2, 4, 6), grid.text(1)]
    layout = grid.mrope_position_ids(seq, timestamps=True)
    frame0 = [[9] * 6, [9, 9, 9, 10, 10, 10], [9, 10, 11] * 2]
    frame1 = [[20] * 6, [20, 20, 20, 21, 21, 21], [20, 21, 22] * 2]
    text = [list(range(a, b)) for a, b in ((0, 9), (12, 20))]
    want = [[*text[0], *frame0[axis], *text[1], *frame1[axis], 23, 24] for axis in range(3)]
    assert layout.position_ids.tolist() == want
    assert layout.rope_delta == 25 - 31
    assert layout.modality.tolist() == [0] * 9 + [2] * 6 + [0] * 8 + [2] * 6 + [0] * 2
    words = [layout.words.get(i, "") for i in range(31)]
    assert words[2:9] == ["<", "0", ".", "2", " seconds", ">", "<|vision_start|>"]
    assert words[15:23] == ["<|vision_end|>", "<", "1", ".", "2", " seconds", ">", "<|vision_start|>"]
    assert words[29] == "<|vision_end|>" and words[0] == words[30] == ""
    assert grid.segment_tokens(seq[1], 2, timestamps=True) == 7 + 6 + 8 + 6 + 1
    # Qwen2-VL's ids for the same video differ: one grid, frames 1 apart
    assert grid.mrope_position_ids(seq).position_ids[0].tolist() == [0, 1] + [2] * 6 + [3] * 6 + [5]
    # tokens_per_second is Qwen2.5-VL's: not read with timestamps
    assert grid.mrope_position_ids(seq, tokens_per_second=25, timestamps=True).position_ids.tolist() == want


def test_qwen3_vl_timestamps_and_their_tokens():
    assert grid.qwen3_vl_timestamps(3) == [0.25, 1.25, 2.25]
    assert grid.qwen3_vl_timestamps(2, seconds_per_grid=2.0) == [0.5, 2.5]
    assert grid.timestamp_words(0.25) == ("<", "0", ".", "2", " seconds", ">")
    assert grid.timestamp_words(12.25) == ("<", "1", "2", ".", "2", " seconds", ">")


def test_qwen3_vl_layout_from_params_when_interleaved():
    p = Params(mrope_text_before=2, mrope_image_h=4, mrope_image_w=6, mrope_frames=2,
               mrope_text_after=1, mrope_spatial_merge=2)
    assert grid.mrope_token_count(p) == 2 + 12 + 1
    q = p.replace(mrope_interleaved=True, mrope_section="24,20,20")
    assert grid.mrope_token_count(q) == 31 == grid.mrope_layout(q).n_tokens
    assert grid.mrope_layout(q).position_ids[0, 9] == 9


def test_text_only_positions_count_on():
    ids = grid.mrope_position_ids([grid.text(5)]).position_ids
    assert ids.tolist() == [list(range(5))] * 3


def test_mrope_sections_by_hand():
    axes = grid.mrope_pair_axes(128, (16, 24, 24))
    assert axes.tolist() == [0] * 16 + [1] * 24 + [2] * 24
    assert grid.mrope_pair_axes(8, (1, 2, 1)).tolist() == [0, 1, 1, 2]
    inter = grid.mrope_pair_axes(128, (24, 20, 20), interleaved=True)
    assert inter.tolist() == [1 if i % 3 == 1 and i < 60 else 2 if i % 3 == 2 and i < 60 else 0
                              for i in range(64)]
    assert grid.mrope_pair_axes(8, (2, 1, 1), interleaved=True).tolist() == [0, 1, 2, 0]


@pytest.mark.parametrize("section, interleaved", [((16, 24, 24), False), ((24, 20, 20), True)])
def test_mrope_cos_sin_per_pair(section, interleaved):
    layout = grid.mrope_position_ids([grid.text(2), grid.image(6, 4), grid.text(1)])
    ids = layout.position_ids
    cos, sin = grid.mrope_cos_sin(ids, 128, 1_000_000.0, section, interleaved)
    if interleaved:  # by hand: h at 1, 4, … < 60, w at 2, 5, … < 60, t elsewhere
        axes = [1 if i % 3 == 1 and i < 60 else 2 if i % 3 == 2 and i < 60 else 0 for i in range(64)]
    else:  # by hand: 16 pairs t, 24 h, 24 w
        axes = [0 if i < 16 else 1 if i < 40 else 2 for i in range(64)]
    for n in range(ids.shape[1]):
        for i in (0, 1, 2, 15, 16, 17, 39, 40, 41, 59, 60, 63):
            angle = ids[axes[i], n] * 1_000_000.0 ** (-(2 * i) / 128)
            assert cos[n, i] == cos[n, i + 64] == pytest.approx(math.cos(angle), abs=1e-15)
            assert sin[n, i] == sin[n, i + 64] == pytest.approx(math.sin(angle), abs=1e-15)


def test_mrope_cos_sin_takes_t_h_w_where_the_sections_say():
    ids = np.array([[5], [11], [23]])  # t, h, w apart: each pair shows which one turned it
    cos, _ = grid.mrope_cos_sin(ids, 16, 10000.0, (2, 3, 3))
    which = [[0] * 2 + [1] * 3 + [2] * 3]
    for i in range(8):
        p = [5, 11, 23][which[0][i]]
        assert cos[0, i] == pytest.approx(math.cos(p * 10000.0 ** (-(2 * i) / 16)), abs=1e-15)


@pytest.mark.parametrize("section, interleaved", [((4, 6, 6), False), ((6, 5, 5), True)])
def test_mrope_scores_are_the_dot_of_turned_vectors(section, interleaved):
    layout = grid.mrope_position_ids([grid.text(3), grid.image(4, 6), grid.text(2)])
    ids, head_dim = layout.position_ids, 32
    if interleaved:  # by hand: h at 1, 4, … < 15, w at 2, 5, … < 15, t elsewhere
        axes = [1 if i % 3 == 1 and i < 15 else 2 if i % 3 == 2 and i < 15 else 0 for i in range(16)]
    else:  # by hand: 4 pairs t, 6 h, 6 w
        axes = [0] * 4 + [1] * 6 + [2] * 6
    q, k = grid.seeded_qk(head_dim, 9)

    def angles(n):
        return [ids[axes[i], n] * 10000.0 ** (-(2 * i) / head_dim) for i in range(head_dim // 2)]

    n = ids.shape[1]
    want = np.array([[turn(q, angles(i)) @ turn(k, angles(j)) for j in range(n)] for i in range(n)])
    got = grid.mrope_scores(ids, range(n), range(n), head_dim, 10000.0, section, interleaved, seed=9)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)


def test_mrope_on_text_is_1d_rope():
    ids = grid.mrope_position_ids([grid.text(40)]).position_ids
    params = Params(head_dim=64, rope_base=10000.0, seed=4)
    got = grid.mrope_scores(ids, range(40), range(40), 64, 10000.0, (8, 12, 12), seed=4)
    m = np.arange(40)
    want = rope.score_of_distance(m[:, None] - m[None, :], params)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)


def test_mrope_angles_at_far_positions_are_exact():
    ids = np.array([[10_000_019, 3], [987_654_321, 5], [123_456_789, 7]])
    sin, cos = grid.mrope_sin_cos(ids, 128, 1_000_000.0, (16, 24, 24))
    for i in (0, 5, 16, 30, 40, 63):
        axis = 0 if i < 16 else 1 if i < 40 else 2
        s, c = exact_sin_cos(int(ids[axis, 0]), 1_000_000.0 ** (-(2 * i) / 128))
        assert sin[0, i] == pytest.approx(s, abs=5e-16)
        assert cos[0, i] == pytest.approx(c, abs=5e-16)


def test_mrope_refusals():
    with pytest.raises(ParamError, match="mrope_section"):
        grid.mrope_pair_axes(128, (16, 24, 23))
    with pytest.raises(ParamError, match="spatial merge"):
        grid.mrope_position_ids([grid.image(5, 4)])
    with pytest.raises(ParamError, match="at least one token"):
        grid.mrope_position_ids([grid.text(0)])


# -- what the views draw -------------------------------------------------------------------

@pytest.mark.parametrize("section, interleaved", [((4, 6, 6), False), ((6, 5, 5), True)])
def test_mrope_block_means_are_the_means_of_turned_dots(section, interleaved):
    layout = grid.mrope_position_ids([grid.text(3), grid.image(4, 6), grid.text(4)])
    ids, head_dim = layout.position_ids, 32
    if interleaved:
        axes = [1 if i % 3 == 1 and i < 15 else 2 if i % 3 == 2 and i < 15 else 0 for i in range(16)]
    else:
        axes = [0] * 4 + [1] * 6 + [2] * 6
    q, k = grid.seeded_qk(head_dim, 3)

    def angles(n):
        return [ids[axes[i], n] * 10000.0 ** (-(2 * i) / head_dim) for i in range(head_dim // 2)]

    rows, cols = AxisBins(2, 13, 3), AxisBins(1, 12, 4)  # last bins shorter: 2 and 3 tokens
    dots = np.array([[turn(q, angles(i)) @ turn(k, angles(j)) for j in range(cols.start, cols.stop)]
                     for i in range(rows.start, rows.stop)])
    want = block_means(dots, rows, cols)
    got = grid.mrope_score_blocks(ids, rows, cols, head_dim, 10000.0, section, interleaved, seed=3)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)
    ones = grid.mrope_score_blocks(ids, AxisBins(0, 13, 1), AxisBins(0, 13, 1), head_dim, 10000.0,
                                   section, interleaved, seed=3)
    np.testing.assert_allclose(ones, grid.mrope_scores(ids, range(13), range(13), head_dim, 10000.0,
                                                       section, interleaved, seed=3), rtol=0, atol=1e-12)


def test_score_level_by_hand():
    q, k = grid.seeded_qk(8, 5)
    r = [math.hypot(q[i], q[i + 4]) * math.hypot(k[i], k[i + 4]) for i in range(4)]
    rms, bound = grid.score_level(8, 5)
    assert bound == pytest.approx(sum(r), rel=1e-14)
    assert rms == pytest.approx(math.sqrt(sum(x * x for x in r) / 2), rel=1e-14)
    # the mean square of 1D RoPE's score over many far distances comes near it
    lags = np.random.default_rng(1).integers(10**6, 10**9, 20000)
    scores = [turn(q, rope_angles(d, 8)) @ k for d in lags[:3000]]
    assert math.sqrt(np.mean(np.square(scores))) == pytest.approx(rms, rel=0.08)
    assert max(abs(s) for s in scores) <= bound


@pytest.mark.parametrize("text, want", [("16,24,24", (16, 24, 24)), (" [24, 20, 20] ", (24, 20, 20)),
                                        ("64", (64,)), ("0,8,8", (0, 8, 8))])
def test_mrope_section_text(text, want):
    assert grid.parse_mrope_section(text) == want


@pytest.mark.parametrize("text", ["", "16;24;24", "16,,24", "a,b,c", "16,-1,24", "16.5,24,24", "16,24,24X"])
def test_mrope_section_text_refused_in_words(text):
    words = f"--mrope-section must be counts separated by commas, as 16,24,24, got {text!r}"
    with pytest.raises(ParamError, match="^" + re.escape(words) + "$"):
        grid.parse_mrope_section(text)


def test_a_section_that_does_not_fit_the_head_is_refused():
    with pytest.raises(ParamError, match="summing to head_dim/2 = 32"):
        grid.mrope_options(Params(head_dim=64))
    assert grid.mrope_options(Params(head_dim=64, mrope_section="8,12,12")) == ((8, 12, 12), False)


@pytest.mark.parametrize("encoding", ["sincos-2d", "axial-rope", "raster-rope"])
def test_grid_data_is_every_patch_by_hand(encoding):
    params = Params(grid_height=3, grid_width=5, ref_row=2, ref_col=1, grid_encoding=encoding,
                    d_model=16, head_dim=16, seed=7)
    columns, n_rows, width, rows = grid.grid_chunks(params)
    q, k = grid.seeded_qk(16, 7)
    ref = turn(q, axial_angles(2, 1, 16)), turn(q, rope_angles(2 * 5 + 1, 16))

    def value(kind, r, c):
        if kind == "sincos_2d":
            return mae_patch(2, 1, 16) @ mae_patch(r, c, 16)
        if kind == "axial_rope":
            return ref[0] @ turn(k, axial_angles(r, c, 16))
        return ref[1] @ turn(k, rope_angles(r * 5 + c, 16))

    kinds = {"sincos-2d": ["sincos_2d"], "axial-rope": ["axial_rope", "raster_rope"],
             "raster-rope": ["raster_rope", "axial_rope"]}[encoding]
    assert columns == ["row", "column"] + kinds and (n_rows, width) == (15, 2 + len(kinds))
    want = np.array([[r, c] + [value(kind, r, c) for kind in kinds] for r in range(3) for c in range(5)])
    np.testing.assert_allclose(rows(0, 15), want, rtol=0, atol=1e-12)
    np.testing.assert_allclose(rows(4, 11), want[4:11], rtol=0, atol=1e-12)  # across rows


def test_mrope_view_layout_by_hand():
    # text 2, an image of 4 × 6 patches (2 × 3 tokens), text 1
    params = Params(mrope_text_before=2, mrope_image_h=4, mrope_image_w=6, mrope_text_after=1)
    columns, values = grid.mrope_table(params)
    assert columns == ["token", "modality", "segment", "t", "h", "w"]
    assert values[:, 3:].T.tolist() == [[0, 1, 2, 2, 2, 2, 2, 2, 5],
                                        [0, 1, 2, 2, 2, 3, 3, 3, 5],
                                        [0, 1, 2, 3, 4, 2, 3, 4, 5]]
    assert values[:, 1].tolist() == [0, 0, 1, 1, 1, 1, 1, 1, 0]
    assert grid.mrope_token_count(params) == 9
    # a video of 3 temporal patches, Qwen2.5-VL's 2 tokens per second, no text
    video = Params(mrope_text_before=0, mrope_text_after=0, mrope_image_h=2, mrope_image_w=4,
                   mrope_frames=3, mrope_tokens_per_second=2)
    _, values = grid.mrope_table(video)
    assert values[:, 3:].T.tolist() == [[0, 0, 2, 2, 4, 4], [0, 0, 0, 0, 0, 0], [0, 1, 0, 1, 0, 1]]
    assert values[:, 1].tolist() == [2] * 6
    # the spatial merge a model's vision config gives: 3 × 3 patches a token, text from 2 + 6/3
    merged = Params(mrope_text_before=2, mrope_image_h=3, mrope_image_w=6, mrope_text_after=1,
                    mrope_spatial_merge=3)
    _, values = grid.mrope_table(merged)
    assert values[:, 3:].T.tolist() == [[0, 1, 2, 2, 4], [0, 1, 2, 2, 4], [0, 1, 2, 3, 4]]
    assert grid.mrope_token_count(merged) == 5


def test_the_reference_patch_lies_in_the_grid():
    with pytest.raises(ParamError, match=r"^--ref-row must be an integer from 0 to 3 for a grid of 4 rows, got 4$"):
        Params(grid_height=4, ref_row=4)
    with pytest.raises(ParamError, match=r"^--ref-col must be 0 in a grid of one column, got 5$"):
        Params(grid_width=1, ref_col=5)
    with pytest.raises(ParamError, match=r"^--ref-row must be 0 in a grid of one row, got 1$"):
        Params(grid_height=1, ref_row=1)
    with pytest.raises(ParamError, match=r"^--mrope-image-w must be a multiple of the spatial merge 2 "
                                         r"\(every 2 × 2 patches merge into one token\), got 5$"):
        Params(mrope_image_w=5)
    with pytest.raises(ParamError, match=r"^--mrope-image-h must be a multiple of the spatial merge 3 "):
        Params(mrope_spatial_merge=3, mrope_image_h=8, mrope_image_w=6)
    assert Params(mrope_spatial_merge=1, mrope_image_h=7, mrope_image_w=3).mrope_image_h == 7
    assert Params(grid_height=4, ref_row=3).ref_row == 3


# -- the edges of each function: bases, smallest sizes, defaults, refusals in words ----------

def sincos_row(r, c, d, base):
    """A table row by MAE's rule for any base: [sin cω, cos cω, sin rω, cos rω], ω_i = base^(−i/(d/4))."""
    w = [base ** (-i / (d // 4)) for i in range(d // 4)]
    return np.array([math.sin(c * x) for x in w] + [math.cos(c * x) for x in w]
                    + [math.sin(r * x) for x in w] + [math.cos(r * x) for x in w])


def test_a_base_other_than_ten_thousand_reaches_every_2d_sincos_value():
    d, base = 16, 100.0
    want = np.array([sincos_row(r, c, d, base) for r in range(3) for c in range(4)])
    np.testing.assert_allclose(grid.sincos_2d_table(3, 4, d, base), want, rtol=0, atol=1e-15)
    np.testing.assert_allclose(grid.sincos_2d_rows([2], [1, 3], d, base), want[[9, 11]], rtol=0, atol=1e-15)
    np.testing.assert_allclose(grid.sincos_2d_similarity((1, 2), range(3), range(4), d, base),
                               (want @ want[6]).reshape(3, 4), rtol=0, atol=1e-14)


def test_a_base_other_than_ten_thousand_reaches_every_rope_value():
    head_dim, base, width = 16, 100.0, 4
    cos, sin = grid.axial_cos_sin([2], [3], head_dim, base)
    angles = axial_angles(2, 3, head_dim, base)
    np.testing.assert_allclose(cos[0], [math.cos(a) for a in angles] * 2, rtol=0, atol=1e-15)
    np.testing.assert_allclose(sin[0], [math.sin(a) for a in angles] * 2, rtol=0, atol=1e-15)
    q, k = grid.seeded_qk(head_dim, 3)
    ref = turn(q, axial_angles(1, 2, head_dim, base)), turn(q, rope_angles(1 * width + 2, head_dim, base))
    axial = [[ref[0] @ turn(k, axial_angles(r, c, head_dim, base)) for c in range(width)] for r in range(3)]
    raster = [[ref[1] @ turn(k, rope_angles(r * width + c, head_dim, base)) for c in range(width)]
              for r in range(3)]
    np.testing.assert_allclose(grid.axial_scores((1, 2), range(3), range(width), head_dim, base, seed=3),
                               axial, rtol=0, atol=1e-12)
    np.testing.assert_allclose(grid.raster_scores((1, 2), range(3), range(width), width, head_dim, base,
                                                  seed=3), raster, rtol=0, atol=1e-12)


def test_many_chunks_give_every_lag_its_value(monkeypatch):
    monkeypatch.setattr(grid, "CHUNK_VALUES", 8)  # 4 frequencies: 2 lags a chunk
    want = np.array([[sincos_row(2, 1, 16, 10000.0) @ sincos_row(r, c, 16, 10000.0) for c in range(3)]
                     for r in range(9)])
    np.testing.assert_allclose(grid.sincos_2d_similarity((2, 1), range(9), range(3), 16), want,
                               rtol=0, atol=1e-13)


def test_the_smallest_dimensions_and_bases_are_taken():
    assert grid.axial_inv_freq(4).tolist() == [1.0]
    assert grid.sincos_2d_omega(4).tolist() == [1.0]
    assert grid.raster_inv_freq(2).tolist() == [1.0]
    np.testing.assert_allclose(grid.axial_inv_freq(8, 1.5), [1.0, 1.5 ** -0.5], rtol=1e-15)
    np.testing.assert_allclose(grid.sincos_2d_omega(8, 1.5), [1.0, 1.5 ** -0.5], rtol=1e-15)


@pytest.mark.parametrize("height, width", [(1, 5), (4, 1), (1, 1)])
def test_a_table_of_one_row_or_one_column_is_maes(height, width):
    got = grid.sincos_2d_table(height, width, 16)
    np.testing.assert_allclose(got, get_2d_sincos_pos_embed(16, (height, width)), rtol=0, atol=1e-13)


def test_a_grid_of_one_column_is_rope_on_the_row():
    q, k = grid.seeded_qk(8, 4)
    want = [[turn(q, rope_angles(2, 8)) @ turn(k, rope_angles(r, 8))] for r in range(5)]
    np.testing.assert_allclose(grid.raster_scores((2, 0), range(5), [0], 1, 8, seed=4), want, rtol=0, atol=1e-12)


def test_an_empty_window_gives_an_empty_image():
    assert grid.sincos_2d_similarity((0, 0), [], range(3), 16).shape == (0, 3)
    assert grid.axial_scores((0, 0), range(2), [], 16).shape == (2, 0)
    assert grid.raster_scores((0, 0), [], [], 3, 16).shape == (0, 0)


def test_bins_all_of_one_size_are_the_means_of_their_cells():
    rows, cols = AxisBins(0, 20, 2), AxisBins(0, 12, 4)  # every bin 2 rows; every bin 4 columns
    d, head_dim, ref, width = 16, 16, (5, 3), 12
    table = np.array([sincos_row(r, c, d, 10000.0) for r in range(20) for c in range(width)])
    sincos = (table @ sincos_row(*ref, d, 10000.0)).reshape(20, width)
    q, k = grid.seeded_qk(head_dim, 1)
    turned = turn(q, axial_angles(*ref, head_dim)), turn(q, rope_angles(ref[0] * width + ref[1], head_dim))
    axial = np.array([[turned[0] @ turn(k, axial_angles(r, c, head_dim)) for c in range(width)]
                      for r in range(20)])
    raster = np.array([[turned[1] @ turn(k, rope_angles(r * width + c, head_dim)) for c in range(width)]
                       for r in range(20)])
    np.testing.assert_allclose(grid.sincos_2d_similarity(ref, rows, cols, d), block_means(sincos, rows, cols),
                               rtol=0, atol=1e-12)
    np.testing.assert_allclose(grid.axial_scores(ref, rows, cols, head_dim, seed=1),
                               block_means(axial, rows, cols), rtol=0, atol=1e-12)
    np.testing.assert_allclose(grid.raster_scores(ref, rows, cols, width, head_dim, seed=1),
                               block_means(raster, rows, cols), rtol=0, atol=1e-12)


def test_rotate_half_turns_one_vector_and_each_row_of_many():
    angles = [0.3, -1.2, 2.0, 0.7]
    cos = np.array([math.cos(a) for a in angles] * 2)
    sin = np.array([math.sin(a) for a in angles] * 2)
    x = np.arange(1.0, 9.0)
    np.testing.assert_allclose(grid.rotate_half(x, cos, sin), turn(x, angles), rtol=0, atol=1e-14)
    xs = np.stack([x, x[::-1]])
    cs = np.stack([cos, np.ones(8)])
    ss = np.stack([sin, np.zeros(8)])
    np.testing.assert_allclose(grid.rotate_half(xs, cs, ss), [turn(x, angles), x[::-1]], rtol=0, atol=1e-14)


def test_axial_cos_sin_refuses_rows_and_columns_that_do_not_pair_up():
    with pytest.raises(ValueError):
        grid.axial_cos_sin([0, 1], [0, 1, 2], 16)


def test_the_scores_default_to_seed_zero():
    q, k = grid.seeded_qk(16, 0)
    axial = [[turn(q, axial_angles(1, 1, 16)) @ turn(k, axial_angles(r, c, 16)) for c in range(3)]
             for r in range(2)]
    raster = [[turn(q, rope_angles(4, 16)) @ turn(k, rope_angles(r * 3 + c, 16)) for c in range(3)]
              for r in range(2)]
    np.testing.assert_allclose(grid.axial_scores((1, 1), range(2), range(3), 16), axial, rtol=0, atol=1e-12)
    np.testing.assert_allclose(grid.raster_scores((1, 1), range(2), range(3), 3, 16), raster, rtol=0, atol=1e-12)
    q, k = grid.seeded_qk(8, 0)
    r = [math.hypot(q[i], q[i + 4]) * math.hypot(k[i], k[i + 4]) for i in range(4)]
    assert grid.score_level(8) == (pytest.approx(math.sqrt(sum(x * x for x in r) / 2), rel=1e-14),
                                   pytest.approx(sum(r), rel=1e-14))


def test_mrope_scores_default_to_qwen2_vl_with_seed_zero():
    # head_dim 128 as Qwen2-VL: pairs 0-15 turn with t, 16-39 with h, 40-63 with w; base 10,000
    ids = np.array([[0, 1, 2, 2, 2, 2, 5], [0, 1, 2, 2, 3, 3, 5], [0, 1, 2, 3, 2, 3, 5]])
    axes = [0] * 16 + [1] * 24 + [2] * 24
    q, k = grid.seeded_qk(128, 0)

    def angles(n):
        return [int(ids[axes[i], n]) * 10000.0 ** (-(2 * i) / 128) for i in range(64)]

    want = np.array([[turn(q, angles(m)) @ turn(k, angles(n)) for n in range(7)] for m in range(7)])
    np.testing.assert_allclose(grid.mrope_scores(ids, range(7), range(7), 128), want, rtol=0, atol=1e-12)
    blocks = grid.mrope_score_blocks(ids, AxisBins(0, 7, 3), AxisBins(0, 7, 2), 128)
    np.testing.assert_allclose(blocks, block_means(want, AxisBins(0, 7, 3), AxisBins(0, 7, 2)),
                               rtol=0, atol=1e-12)


def test_mrope_scores_of_some_queries_against_some_keys():
    ids = np.array([[0, 1, 2, 2, 2, 2, 5], [0, 1, 2, 2, 3, 3, 5], [0, 1, 2, 3, 2, 3, 5]])
    axes = [0] * 2 + [1] * 3 + [2] * 3
    q, k = grid.seeded_qk(16, 2)

    def angles(n):
        return [int(ids[axes[i], n]) * 10000.0 ** (-(2 * i) / 16) for i in range(8)]

    want = [[turn(q, angles(m)) @ turn(k, angles(n)) for n in (0, 6, 3)] for m in (4, 1)]
    got = grid.mrope_scores(ids, [4, 1], [0, 6, 3], 16, 10000.0, (2, 3, 3), seed=2)
    np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)
    assert grid.mrope_scores(ids, [], [0, 6], 16, 10000.0, (2, 3, 3)).shape == (0, 2)
    assert grid.mrope_scores(ids, [1, 2, 3], [], 16, 10000.0, (2, 3, 3)).shape == (3, 0)


def test_mrope_sections_at_their_edges_by_hand():
    assert grid.mrope_pair_axes(32, (0, 8, 8)).tolist() == [1] * 8 + [2] * 8  # no pair for t
    assert grid.mrope_pair_axes(8, (1, 1, 1, 1)).tolist() == [0, 1, 2, 0]  # the 4th run: t again
    # interleaved, h below 3·3 = 9 at 1, 4, 7; w below 3·1 = 3 at 2; t elsewhere
    assert grid.mrope_pair_axes(16, (4, 3, 1), interleaved=True).tolist() == [0, 1, 2, 0, 1, 0, 0, 1]


def test_position_ids_with_no_spatial_merge_by_hand():
    # text 0, 1; image (1, 2, 3) unmerged: 2 rows × 3 columns at start 2; text on at 2 + 3 = 5
    layout = grid.mrope_position_ids([grid.text(2), grid.image(2, 3), grid.text(1)], spatial_merge_size=1)
    assert layout.position_ids.tolist() == [[0, 1, 2, 2, 2, 2, 2, 2, 5],
                                            [0, 1, 2, 2, 2, 3, 3, 3, 5],
                                            [0, 1, 2, 3, 4, 2, 3, 4, 5]]
    assert layout.position_ids.dtype == np.int64  # the library's LongTensor


def test_vision_position_ids_by_hand():
    # defaults: merge 2, frames 1 apart. Grid (2, 4, 2) at start 5: 2 × 1 tokens a frame
    ids = grid.vision_position_ids(5, (2, 4, 2))
    assert ids.tolist() == [[5, 5, 6, 6], [5, 6, 5, 6], [5, 5, 5, 5]]
    assert ids.dtype == np.int64
    # an integer interval 2: frames at 0, 2, 4
    assert grid.vision_position_ids(0, (3, 2, 2), 2, 2).tolist() == [[0, 2, 4], [0, 0, 0], [0, 0, 0]]
    assert grid.vision_position_ids(0, (3, 2, 2), 2, 2).dtype == np.int64


def test_video_frames_apart_by_a_float32_product():
    # Qwen2.5-VL, 2 tokens a second, 25 fps (0.08 s a temporal patch): frame k at ⌊0.16·k⌋, and
    # the library's float32 product 25 · 0.16 is 4 (float64's product of the float32 interval
    # 0.16 falls just short of 4)
    seq = [grid.video(26, 2, 2, seconds_per_grid=0.08)]
    t = grid.mrope_position_ids(seq, tokens_per_second=2).position_ids[0].tolist()
    assert t == [4 * k // 25 for k in range(26)]


def test_segment_tokens_by_hand():
    assert grid.segment_tokens(grid.image(4, 6)) == 6  # merge 2 by default: 2 × 3
    assert type(grid.segment_tokens(grid.image(4, 6))) is int
    assert type(grid.segment_tokens(grid.video(3, 4, 6), 2)) is int
    # Qwen3-VL, merge 3: "<0.2 seconds><|vision_start|>" 7, a frame of 2 × 1, "<|vision_end|><1.2
    # seconds><|vision_start|>" 8, a frame, "<|vision_end|>" 1
    assert grid.segment_tokens(grid.video(2, 6, 3), 3, timestamps=True) == 7 + 2 + 8 + 2 + 1


def test_qwen3_vl_video_keeps_its_seconds_per_grid():
    # 0.5 s a temporal patch: timestamps (k + 1/4)·0.5 = 0.125 and 0.625, written "0.1" and "0.6"
    frame = grid.Segment(grid.VIDEO, grid_thw=(1, 4, 6), seconds_per_grid=0.5)
    assert grid.qwen3_vl_video(grid.video(2, 4, 6, seconds_per_grid=0.5)) == [
        grid.text_words(["<", "0", ".", "1", " seconds", ">", "<|vision_start|>"]), frame,
        grid.text_words(["<|vision_end|>", "<", "0", ".", "6", " seconds", ">", "<|vision_start|>"]),
        frame, grid.text_words(["<|vision_end|>"])]


def test_vision_grid_of_one_token_and_of_text():
    layout = grid.mrope_position_ids([grid.text(2), grid.image(2, 2)])
    assert layout.vision_grid(1).tolist() == [[[2]]]
    with pytest.raises(ValueError, match="^not an image or video segment$"):
        layout.vision_grid(0)
    with pytest.raises(ValueError, match="^not an image or video segment$"):
        layout.vision_grid(2)  # no such segment


def test_grid_data_from_a_later_row():
    params = Params(grid_height=4, grid_width=5, ref_row=1, ref_col=3, grid_encoding="sincos-2d", d_model=16)
    _, _, _, rows = grid.grid_chunks(params)
    want = [[n // 5, n % 5, sincos_row(1, 3, 16, 10000.0) @ sincos_row(n // 5, n % 5, 16, 10000.0)]
            for n in range(7, 19)]
    np.testing.assert_allclose(rows(7, 19), want, rtol=0, atol=1e-13)


def test_grid_check_asks_for_the_chosen_encodings_dimension():
    sincos = Params(grid_encoding="sincos-2d", d_model=18, head_dim=6)
    with pytest.raises(ParamError, match=r"^d_model must be a positive multiple of 4, got 18$"):
        grid.grid_check(sincos)
    for encoding in ("axial-rope", "raster-rope"):
        with pytest.raises(ParamError, match=r"^head_dim must be a positive multiple of 4, got 6$"):
            grid.grid_check(sincos.replace(grid_encoding=encoding))
        assert grid.grid_check(sincos.replace(grid_encoding=encoding, head_dim=16)) is None
    assert grid.grid_check(sincos.replace(d_model=16)) is None


def test_mrope_options_refuses_four_sections_when_interleaved():
    params = Params(head_dim=16, mrope_section="2,2,2,2")
    assert grid.mrope_options(params) == ((2, 2, 2, 2), False)
    with pytest.raises(ParamError, match=re.escape(
            "mrope_section must be counts ≥ 0 (three when interleaved) summing to head_dim/2 = 8, "
            "got [2, 2, 2, 2]") + "$"):
        grid.mrope_options(params.replace(mrope_interleaved=True))


@pytest.mark.parametrize("call, words", [
    (lambda: grid.sincos_2d_table(2, 2, 18), "embed_dim must be a positive multiple of 4, got 18"),
    (lambda: grid.sincos_2d_table(0, 2, 16), "the grid must have at least one row and one column, got 0 × 2"),
    (lambda: grid.sincos_2d_table(3, 0, 16), "the grid must have at least one row and one column, got 3 × 0"),
    (lambda: grid.axial_inv_freq(18), "head_dim must be a positive multiple of 4, got 18"),
    (lambda: grid.axial_inv_freq(8.0), "head_dim must be a positive multiple of 4, got 8.0"),
    (lambda: grid.axial_inv_freq(True), "head_dim must be a positive multiple of 4, got True"),
    (lambda: grid.axial_inv_freq(0), "head_dim must be a positive multiple of 4, got 0"),
    (lambda: grid.axial_inv_freq(16, 1.0), "the base must be a number above 1, got 1.0"),
    (lambda: grid.axial_inv_freq(16, math.inf), "the base must be a number above 1, got inf"),
    (lambda: grid.raster_inv_freq(7), "head_dim must be a positive multiple of 2, got 7"),
    (lambda: grid.raster_scores((0, 0), [0], [0], 0, 16), "the grid must have at least one column, got 0"),
    (lambda: grid.mrope_pair_axes(7, (1, 1, 1)), "head_dim must be a positive multiple of 2, got 7"),
    (lambda: grid.mrope_pair_axes(128, (16, 24, 23)),
     "mrope_section must be counts ≥ 0 (three when interleaved) summing to head_dim/2 = 64, got [16, 24, 23]"),
    (lambda: grid.mrope_pair_axes(8, (-1, 3, 2)),
     "mrope_section must be counts ≥ 0 (three when interleaved) summing to head_dim/2 = 4, got [-1, 3, 2]"),
    (lambda: grid.mrope_position_ids([grid.text(1)], spatial_merge_size=0),
     "the spatial merge must be at least 1, got 0"),
    (lambda: grid.mrope_position_ids([]), "a layout needs at least one segment"),
    (lambda: grid.mrope_position_ids([grid.text(0)]), "a text segment needs at least one token, got 0"),
    (lambda: grid.mrope_position_ids([grid.Segment(7, grid_thw=(1, 2, 2))]), "unknown segment kind 7"),
    (lambda: grid.mrope_position_ids([grid.image(5, 4)]), "an image or video grid must be T ≥ 1 by H, W "
     "positive multiples of the spatial merge 2, got (1, 5, 4)"),
    (lambda: grid.mrope_position_ids([grid.image(0, 4)]), "an image or video grid must be T ≥ 1 by H, W "
     "positive multiples of the spatial merge 2, got (1, 0, 4)"),
    (lambda: grid.mrope_position_ids([grid.image(4, 0)]), "an image or video grid must be T ≥ 1 by H, W "
     "positive multiples of the spatial merge 2, got (1, 4, 0)"),
    (lambda: grid.mrope_position_ids([grid.video(0, 2, 2)]), "an image or video grid must be T ≥ 1 by H, W "
     "positive multiples of the spatial merge 2, got (0, 2, 2)"),
    (lambda: grid.mrope_position_ids([grid.video(2, 2, 2, 0.0)]), "seconds per grid must be above 0, got 0.0"),
    (lambda: grid.mrope_position_ids([grid.video(2, 2, 2, -1.0)]), "seconds per grid must be above 0, got -1.0"),
    (lambda: grid.mrope_position_ids([grid.video(2, 2, 2, math.inf)]), "seconds per grid must be above 0, got inf"),
])
def test_refusals_in_words(call, words):
    with pytest.raises(ParamError, match="^" + re.escape(words) + "$"):
        call()
