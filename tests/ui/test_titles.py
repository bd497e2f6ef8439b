"""Each view's tab name, plot titles and axis labels in English and Japanese, written out (#36):
a title swapped between views, a label lost or left untranslated fails here, where the fast
suite read them from the catalogue it checks. The default parameters' figures, 1280×800.

The sweeps over every tab are cut in two (tests/ui/sample.py ``sweep``): `make test` checks a
sample seeded by the commit plus every tab whose view changed since the record, `make test-slow`
(CI) the other tabs, `make soak` every tab; the Japanese sweep for code names is slow whole."""
import re

import pyqtgraph as pg
import pytest

from pe_desktop.i18n import localize
from tests.helpers import show_tab, wait_current
from tests.ui import sample

# view → language → (tab, [(plot title, {axis: label}), …] sorted)
PINNED = {'heatmap': {'en': ('Encoding',
                    [('Sinusoidal positional encoding PE(position, dimension)',
                      {'left': 'Token position', 'bottom': 'Embedding dimension'})]),
             'ja': ('エンコーディング',
                    [('正弦波位置エンコーディング PE(位置, 次元)', {'left': 'トークン位置', 'bottom': '埋め込み次元'})])},
 'similarity': {'en': ('Encoding',
                       [('Dot product PE(reference)·PE(position)',
                         {'left': 'PE(ref)·PE(pos)', 'bottom': 'Token position'})]),
                'ja': ('エンコーディング',
                       [('内積 PE(基準)·PE(位置)', {'left': 'PE(ref)·PE(pos)', 'bottom': 'トークン位置'})])},
 'order': {'en': ('Word order',
                  [('A · with positions (X + PE)', {'left': 'query', 'bottom': 'key'}),
                   ('A · without positions', {'left': 'query', 'bottom': 'key'}),
                   ('B · with positions (X + PE)', {'left': 'query', 'bottom': 'key'}),
                   ('B · without positions', {'left': 'query', 'bottom': 'key'})]),
           'ja': ('語順',
                  [('A · 位置あり (X + PE)', {'left': 'クエリ', 'bottom': 'キー'}),
                   ('A · 位置なし', {'left': 'クエリ', 'bottom': 'キー'}),
                   ('B · 位置あり (X + PE)', {'left': 'クエリ', 'bottom': 'キー'}),
                   ('B · 位置なし', {'left': 'クエリ', 'bottom': 'キー'})])},
 'embedding': {'en': ('Embedding + encoding',
                      [('PE: [S, D] broadcast over B = [8, 128]',
                        {'left': 'position', 'bottom': 'dimension'}),
                       ('X + PE: [1, 8, 128]', {'bottom': 'dimension'}),
                       ('X: [B, S, D] = [1, 8, 128]', {'bottom': 'dimension'})]),
               'ja': ('埋め込み＋位置',
                      [('PE: [S, D] を B 方向にブロードキャスト = [8, 128]', {'left': '位置', 'bottom': '次元'}),
                       ('X + PE: [1, 8, 128]', {'bottom': '次元'}),
                       ('X: [B, S, D] = [1, 8, 128]', {'bottom': '次元'})])},
 'wavelength': {'en': ('Wavelengths',
                       [('Wavelength 2π/ωᵢ of each frequency pair (log scale)',
                         {'left': 'Wavelength (positions)',
                          'bottom': "Frequency pair i  (dimensions 2i, 2i+1 in the paper's "
                                    'layout)'})]),
                'ja': ('波長',
                       [('各周波数ペアの波長 2π/ωᵢ（対数スケール）',
                         {'left': '波長（位置数）', 'bottom': '周波数ペア i（論文の並びでは次元 2i, 2i+1）'})])},
 'compare': {'en': ('Compare positions',
                    [("Two positions' encoding vectors over the dimensions", {'left': 'PE value'}),
                     ('Difference PE(5) − PE(35)',
                      {'left': 'Difference', 'bottom': 'Embedding dimension'})]),
             'ja': ('位置の比較',
                    [('2つの位置のエンコーディングベクトル（次元ごと）', {'left': 'PE の値'}),
                     ('差 PE(5) − PE(35)', {'left': '差', 'bottom': '埋め込み次元'})])},
 'similarity-matrix': {'en': ('Similarity matrix',
                              [('Similarity matrix M[p, q] = PE(p)·PE(q)',
                                {'left': 'Position p', 'bottom': 'Position q'})]),
                       'ja': ('類似度行列',
                              [('類似度行列 M[p, q] = PE(p)·PE(q)',
                                {'left': '位置 p', 'bottom': '位置 q'})])},
 'rotation': {'en': ('Rotation',
                     [('A (sin, cos) pair on the unit circle: shifting by k rotates it',
                       {'left': 'PE(p, 1) = cos(p·ω<sub>0</sub>)',
                        'bottom': 'PE(p, 0) = sin(p·ω<sub>0</sub>)'})]),
              'ja': ('回転',
                     [('単位円上の (sin, cos) ペア: k だけずらすと回転する',
                       {'left': 'PE(p, 1) = cos(p·ω<sub>0</sub>)',
                        'bottom': 'PE(p, 0) = sin(p·ω<sub>0</sub>)'})])},
 'clock-hands': {'en': ('Clock hands',
                        [('Clock hands: at position p each frequency pair has turned by p·ωᵢ', {})]),
                 'ja': ('時計の針',
                        [('時計の針：位置 p で各周波数ペアは p·ωᵢ だけ回っている', {})])},
 'rope-frequencies': {'en': ('RoPE frequencies',
                             [('Frequency θᵢ (radians per position, log scale)',
                               {'left': 'θᵢ', 'bottom': 'Pair i'}),
                              ('RoPE wavelengths 2π/θᵢ per pair, original and scaled (log scale)',
                               {'left': 'Wavelength (positions)'})]),
                      'ja': ('RoPE の周波数',
                             [('ペアごとの RoPE の波長 2π/θᵢ：元とスケーリング後（対数軸）', {'left': '波長（位置数）'}),
                              ('周波数 θᵢ（1位置あたりのラジアン、対数軸）', {'left': 'θᵢ', 'bottom': 'ペア i'})])},
 'rope-scores': {'en': ('RoPE scores',
                        [('RoPE score S[m, n] = rope(q, m)·rope(k, n) for a seeded query q and key '
                          'k',
                          {'left': 'Query position m', 'bottom': 'Key position n'}),
                         ('Score against the distance m − n',
                          {'left': 'score / (|q|·|k|)',
                           'bottom': 'Distance m − n (query after key)'})]),
                 'ja': ('RoPE のスコア',
                        [('シード固定のクエリ q とキー k の RoPE スコア S[m, n] = rope(q, m)·rope(k, n)',
                          {'left': 'クエリ位置 m', 'bottom': 'キー位置 n'}),
                         ('距離 m − n に対するスコア',
                          {'left': 'スコア / (|q|·|k|)', 'bottom': '距離 m − n（クエリはキー以降）'})])},
 'grid-2d': {'en': ('2D grid',
                     [('', {}),
                      ('2D sin-cos (MAE): PE(reference)·PE(patch)',
                       {'bottom': 'Column c', 'left': 'Row r'})]),
              'ja': ('2D グリッド',
                     [('', {}),
                      ('2D sin-cos（MAE）: PE(基準)·PE(パッチ)', {'bottom': '列 c', 'left': '行 r'})])},
  'mrope': {'en': ('M-RoPE',
                   [("M-RoPE: Qwen-VL's (t, h, w) positions for text, an image or video, text",
                     {'bottom': 'Key token', 'left': 'Query token'}),
                    ('Which position turns each pair, in sections 16,24,24 (Qwen2-VL): <span '
                     "style='color:#1b7837'>■&nbsp;t&nbsp;×16</span> <span style='color:#1f5fa8'>■&nbsp;h"
                     "&nbsp;×24</span> <span style='color:#d95f02'>■&nbsp;w&nbsp;×24</span>",
                     {'bottom': 'Pair i (dimensions i and i + d/2 of the head)'}),
                    ('', {'bottom': 'Token', 'left': 'ids'})]),
            'ja': ('M-RoPE',
                   [("各ペアを回す位置、セクション 16,24,24（Qwen2-VL）: <span style='color:#1b7837'>■&nbsp;t&nbsp;×16</span> "
                     "<span style='color:#1f5fa8'>■&nbsp;h&nbsp;×24</span> <span style='color:#d95f02'>■&nbsp;w"
                     '&nbsp;×24</span>',
                     {'bottom': 'ペア i（ヘッドの次元 i と i + d/2）'}),
                    ('', {'bottom': 'トークン', 'left': 'ID'}),
                    ('M-RoPE: Qwen-VL の (t, h, w) 位置（テキスト、画像または動画、テキスト）',
                     {'bottom': 'キーのトークン', 'left': 'クエリのトークン'})])},
 'scheme': {'en': ('Scheme',
                   [('Sinusoidal PE, d_model 128, base 10,000',
                     {'left': 'Token position', 'bottom': 'Embedding dimension'})]),
            'ja': ('方式',
                   [('正弦波 PE、d_model 128、基数 10,000', {'left': 'トークン位置', 'bottom': '埋め込み次元'})])},
 'distance-decay': {'en': ('Distance decay',
                           [("Added to the logit: ALiBi's and T5's biases, Transformer-XL's "
                             'position terms (a different scale from the plot above)',
                             {'bottom': 'Distance δ = i − j between query and key (positions)',
                              'left': 'logit units'}),
                            ('How each scheme relates two positions δ apart',
                             {'left': 'similarity (1 at δ = 0)'})]),
                    'ja': ('距離による減衰',
                           [('ロジットに加算: ALiBi と T5 のバイアス、Transformer-XL の位置の項（上のグラフとは別の尺度）',
                             {'bottom': 'クエリとキーの距離 δ = i − j（位置）', 'left': 'ロジット単位'}),
                            ('各方式は δ 離れた 2 つの位置をどう関係づけるか', {'left': '類似度（δ = 0 で 1）'})])},
 'schemes': {'en': ('All schemes',
                    [('ALiBi · head 0 of 8 · m = 0.5',
                      {'bottom': 'Key position j', 'left': 'Query position i'}),
                     ('Learned · untrained BERT init · 512 rows',
                      {'bottom': 'Table column', 'left': 'Token position'}),
                     ('NoPE · the causal mask alone',
                      {'bottom': 'Key position j', 'left': 'Query position i'}),
                     ('RoPE · θ 10,000 · head 128 · i, i + d/2 (HF)',
                      {'bottom': 'Head dimension', 'left': 'Token position'}),
                     ('Shaw · j − i clipped to ±16',
                      {'bottom': 'Key position j', 'left': 'Query position i'}),
                     ('Sinusoidal PE · d_model 128',
                      {'bottom': 'Embedding dimension', 'left': 'Token position'}),
                     ('T5 · 32 buckets to 128 · bidirectional · buckets',
                      {'bottom': 'Key position j', 'left': 'Query position i'}),
                     ('Transformer-XL · Total score',
                      {'bottom': 'Key position j', 'left': 'Query position i'}),
                     ('xPos · γ 512 · θ 10,000 · head 128',
                      {'bottom': 'Key position j', 'left': 'Query position i'})]),
             'ja': ('全方式',
                    [('ALiBi · 8 ヘッド中のヘッド 0 · m = 0.5', {'bottom': 'キー位置 j', 'left': 'クエリ位置 i'}),
                     ('NoPE · 因果マスクのみ', {'bottom': 'キー位置 j', 'left': 'クエリ位置 i'}),
                     ('RoPE · θ 10,000 · ヘッド次元 128 · i, i + d/2（HF）',
                      {'bottom': 'ヘッドの次元', 'left': 'トークン位置'}),
                     ('Shaw · j − i を ±16 にクリップ', {'bottom': 'キー位置 j', 'left': 'クエリ位置 i'}),
                     ('T5 · 128 まで 32 バケット · 双方向 · バケット', {'bottom': 'キー位置 j', 'left': 'クエリ位置 i'}),
                     ('Transformer-XL · スコアの合計', {'bottom': 'キー位置 j', 'left': 'クエリ位置 i'}),
                     ('xPos · γ 512 · θ 10,000 · ヘッド次元 128',
                      {'bottom': 'キー位置 j', 'left': 'クエリ位置 i'}),
                     ('学習式 · 未学習の BERT 初期値 · 512 行', {'bottom': 'テーブルの列', 'left': 'トークン位置'}),
                     ('正弦波 PE · d_model 128', {'bottom': '埋め込み次元', 'left': 'トークン位置'})])},
 'model-compare': {'en': ('Compare models',
                          [('Similarity of two positions δ apart (1 at δ = 0)',
                            {'left': 'similarity', 'bottom': 'Distance δ (positions)'}),
                           ('Two models: wavelengths per pair and distance decay, A against B',
                            {'left': 'Wavelength (positions)', 'bottom': 'Pair i'})]),
                   'ja': ('モデルの比較',
                          [('2 つのモデル: ペアごとの波長と距離による減衰、A 対 B',
                            {'left': '波長（位置数）', 'bottom': 'ペア i'}),
                           ('δ 離れた 2 つの位置の類似度 (δ = 0 で 1)',
                            {'left': '類似度', 'bottom': '距離 δ (位置)'})])},
 'model-layers': {'en': ('Model layers',
                         [("A model's layers: RoPE per layer type, and layers without positions",
                           {'left': 'Wavelength (positions)', 'bottom': 'Pair i'}),
                          ('', {'bottom': 'Layer'}),
                          ('Similarity of two positions δ apart (1 at δ = 0)',
                           {'left': 'similarity', 'bottom': 'Distance δ (positions)'})]),
                  'ja': ('モデルの層',
                         [('', {'bottom': '層'}),
                          ('δ 離れた 2 つの位置の類似度 (δ = 0 で 1)',
                           {'left': '類似度', 'bottom': '距離 δ (位置)'}),
                          ('モデルの層: レイヤー種別ごとの RoPE と位置のない層',
                           {'left': '波長（位置数）', 'bottom': 'ペア i'})])}}


def shown(window, name):
    view = window.views[name]
    plots = []
    for item in view.graphics.scene().items():
        if isinstance(item, pg.PlotItem) and not isinstance(item, pg.ColorBarItem):
            axes = {side: item.getAxis(side).labelText for side in ("left", "bottom")
                    if item.getAxis(side).isVisible() and item.getAxis(side).labelText}
            plots.append((item.titleLabel.text, axes))
    tab = window.tabs.tabText(window.tabs.currentIndex())
    return tab, sorted(plots, key=str)


@pytest.mark.parametrize("part", sample.PARTS)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_view_says_what_it_shows(window, qtbot, language, part):
    from pe_desktop.core.catalogue import TAB_OF

    assert set(PINNED) == set(TAB_OF)  # every view pinned
    tabs = sample.sweep(part, "titles", window.tab_keys, 3, sample.tab_views)
    if not tabs:
        pytest.skip("every tab is in the sample of make test")
    window.resize(1280, 800)
    window.set_language(language)
    got = {}
    for key in tabs:
        show_tab(window, qtbot, key)
        for view in window.visible_views():
            got[view.name] = shown(window, view.name)
    views = {name for tab in tabs for name in sample.tab_views(tab)}
    assert got == {name: PINNED[name][language] for name in PINNED if name in views}


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "ja"])
def test_status_lines_name_choices_as_the_panel_does(window, qtbot, language):
    """"Scheme rope: …", "RoPE frequencies (llama3): …" and "llama3 ×8" in a legend named
    choices by their keys: each names them by the label their combo shows."""
    from pe_desktop.ui.views.base import choice_label

    window.set_language(language)
    window.apply_preset("llama3-8b-rope")
    wait_current(qtbot, window)
    summary = window.summary_label.text()
    assert summary.startswith(("Scheme RoPE: ", "方式 RoPE")) and " rope" not in summary, summary
    llama = choice_label("scaling", "llama3")
    assert llama == ("Llama 3.1" if language == "en" else localize("Llama 3.1"))
    show_tab(window, qtbot, "RoPE frequencies")
    summary = window.summary_label.text()
    assert f"({llama})" in summary or f"（{llama}）" in summary
    assert "llama3" not in summary
    assert choice_label("pairing", "rotate_half") in window.views["rope-frequencies"].readout.text
    show_tab(window, qtbot, "Distance decay")
    from pe_desktop.ui.views.distance_decay_view import curve_names

    rope = curve_names(window.params)["rope"]
    view = window.views["distance-decay"]
    assert rope in [label.text for _sample, label in view.legend.items]
    assert f"{llama} ×8" in rope and "llama3" not in rope
    window.apply_preset("bloom-alibi")
    wait_current(qtbot, window)
    summary = window.summary_label.text()
    assert summary.startswith(("Scheme ALiBi: ", "方式 ALiBi")) and "alibi" not in summary, summary


# the choice keys and code names a title, legend, status line or readout once showed
CODE_NAMES = re.compile(r"rotate_half|\bllama3\b|dynamic-ntk|\blongrope\b|head_dim|θ_i|θ'_i|mean_i|"
                        r"\brope\b(?!\()|\balibi\b|\bnone scaling|scaling none")


@pytest.mark.parametrize("language, part", [pytest.param("en", "sample", marks=pytest.mark.long),
                                            pytest.param("en", "rest", marks=pytest.mark.slow),
                                            pytest.param("ja", "all", marks=pytest.mark.slow)])
def test_no_text_of_any_tab_names_a_choice_by_its_code(window, qtbot, language, part):
    """Every text of every tab (titles, axes, legends, readouts, status line, Model panel) for
    an opened Llama 3.1 (llama3 scaling, rotate_half pairing) names choices as the panel does."""
    from pe_desktop.ui.model_info import model_html
    from tests.shaped_models import DATA
    from tests.ui.test_i18n import _window_texts

    window.set_language(language)
    window.open_model(str(DATA / "llama-3.1-8b"))
    # 8,192 positions, not the model's 131,072: the names are the same, and past 4,096 the
    # notes that say so are drawn; the cost of 131,072 positions is not what this test checks
    window.panel.set_params(window.params.replace(seq_len=8192))
    wait_current(qtbot, window)
    tabs = sample.sweep(part, "code-names", window.tab_keys, 3, sample.tab_views)
    if not tabs:
        pytest.skip("every tab is in the sample of make test")
    found = {}
    for key in tabs:
        show_tab(window, qtbot, key)
        # (the parameters' help, in tooltips, writes formulas and the command line's flags)
        tips = {w.toolTip() for w in window.panel.editors.values()}
        texts = [t for t in _window_texts(window) if t not in tips] + [window.summary_label.text()]
        texts += [view.readout.text for view in window.visible_views() if hasattr(view, "readout")]
        # the Model panel's values (its Source column quotes the files' own keys)
        texts += re.findall(r"<td align='right'><b>(.*?)</b></td>", model_html(window.params))
        for text in texts:
            for hit in CODE_NAMES.findall(text):
                found.setdefault(hit, set()).add(text if len(text) < 120 else text[:117] + "…")
    assert found == {}, "\n".join(f"{hit}: {sorted(texts)}" for hit, texts in found.items())
