"""What each view shows, how to read it, which claim of the source articles it demonstrates,
and its formula: the text of the explanation panel (F1), one entry per view ``name``.

Every field is inline HTML for a QTextBrowser (``<b>``, ``<i>``, ``<sub>``, ``<sup>``,
``<br>``, ``&nbsp;``), marked with ``N_`` and shown with ``localize``. The articles are named
by their titles, numbered as the presets number them:

1. 「固定式位置エンコーディング」 (Fixed positional encoding)
2. 「Attention だけでは言葉の順序はわからない？…」 (Attention alone can't tell word order?)
3. 「位置情報（Positional Encoding）｜Transformer 内部構造ガイド」 (Transformer internals guide)
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.text import N_

# The section at the end of every page: playing a parameter and exporting the animation.
MOTION = N_(
    "<b>Play</b> (the bar under the views, or Ctrl+Space) moves one parameter from <i>from</i> "
    "to <i>to</i> in <i>frames</i> steps, <i>fps</i> frames a second, again and again, in the "
    "view shown: <i>First position</i> slides the window of positions, <i>Sinusoid base</i> "
    "and <i>RoPE base θ</i> stretch the wavelengths. Every frame is computed exactly; a frame the "
    "computer cannot draw in time is skipped, so the speed stays. Any edit stops it, and Undo "
    "takes back the whole play in one step.<br>"
    "<b>File › Export animation…</b> writes the same sweep as a GIF or APNG (MP4 where "
    "imageio-ffmpeg is installed): each frame is exactly the still figure File › Export writes "
    "for its value. From the command line: <i>pe-desktop export --view rotation --animate "
    "offset:0:64 --out spin.gif</i>.")


@dataclass(frozen=True)
class Explanation:
    drawn: str    # what is drawn (1–3 sentences)
    reading: str  # how to read it: axes, colours, what to try (2–4 sentences)
    claim: str    # which claim of which source article it demonstrates (1–3 sentences)
    formula: str  # the formula(s), HTML


EXPLANATIONS: dict[str, Explanation] = {
    "heatmap": Explanation(
        drawn=N_("The sinusoidal encoding as an image: one cell per position and dimension, "
                 "coloured by its value on a scale fixed at −1 … 1. A dashed line marks the "
                 "<i>Trained length</i>."),
        reading=N_("<i>Orientation</i> “Positions down” puts positions down the side (the first "
                   "at the top), “Dimensions up” puts dimensions up the side. RdBu shows "
                   "positive values blue, negative red (coolwarm: the reverse). Low dimensions "
                   "change colour at every step, high ones only over many positions."),
        claim=N_("<i>Fixed positional encoding</i> (article 1): fine stripes on the left tell "
                 "neighbouring tokens apart, slow gradients on the right give the rough place in "
                 "the sentence; nothing is learned, so the values go on past any training length."),
        formula=N_("PE<sub>(pos, 2i)</sub> = sin(pos · ω<sub>i</sub>), &nbsp;"
                   "PE<sub>(pos, 2i+1)</sub> = cos(pos · ω<sub>i</sub>)<br>"
                   "where ω<sub>i</sub> = 1 / base<sup>2i/d<sub>model</sub></sup> "
                   "(base = 10000 in the paper)<br>"
                   "(<i>Layout</i> “Sin | cos (paper ω)”: all sines first; “Sin | cos (t2t ω)”: "
                   "ω<sub>i</sub> = base<sup>−i/(d/2−1)</sup>)<br>"
                   "Odd d<sub>model</sub>: the last sine has no cosine partner; in “Sin | cos (t2t ω)” "
                   "the last dimension is a column of zeros instead (d//2 sines, d//2 cosines, "
                   "then 0, as tensor2tensor and fairseq pad)"),
    ),
    "similarity": Explanation(
        drawn=N_("The dot product of the encoding at the <i>Reference position</i> (red dashed "
                 "line) with the encoding at every position shown. Zoomed far out, each point is "
                 "an exact mean and a band shows the exact minimum and maximum."),
        reading=N_("x is the position, y the plain dot product: d<sub>model</sub>/2 at the "
                   "reference itself (even d<sub>model</sub>), falling off in waves with distance. "
                   "Move the reference: the curve only shifts, because it depends on the distance "
                   "alone. Change <i>Base</i> or d<sub>model</sub> to see how fast it falls."),
        claim=N_("<i>Attention alone can't tell word order?</i> (article 2), its NumPy figure: "
                 "PE(0)·PE(pos) is largest at distance 0 and decays with ripples, so a plain dot "
                 "product already tells attention how far apart two tokens are."),
        formula=N_("PE(r)·PE(p) = Σ<sub>i</sub> [sin(rω<sub>i</sub>)·sin(pω<sub>i</sub>) + "
                   "cos(rω<sub>i</sub>)·cos(pω<sub>i</sub>)] = Σ<sub>i</sub> cos((p − r)·ω<sub>i</sub>)"
                   "<br>summed over the d<sub>model</sub>/2 (sin, cos) pairs: d<sub>model</sub>/2 "
                   "at p = r"),
    ),
    "order": Explanation(
        drawn=N_("One attention head (seeded random weights and embeddings, no mask) on "
                 "<i>Sentence A</i> and <i>Sentence B</i>: its weights without positions (top) and "
                 "with the encoding added (bottom), with the numbers in the readout."),
        reading=N_("Queries run down the side, keys along the bottom; colour is the weight, 0 to "
                   "1. B is A reordered: without positions B's matrix is A's permuted and the "
                   "outputs differ only by rounding; with X + PE they differ. Try 犬が男を噛んだ "
                   "and 男が犬を噛んだ."),
        claim=N_("<i>Attention alone can't tell word order?</i> (article 2): self-attention sees a "
                 "bag of tokens, so “dog bit man” and “man bit dog” look alike until positions are "
                 "added. In the <i>Transformer internals guide</i> (article 3), 'The' at 0 and "
                 "'the' at 3 share an embedding (with <i>Fold case</i>) but become different "
                 "vectors."),
        formula=N_("Attn(X) = softmax(QK<sup>T</sup>/√d<sub>k</sub>)·V, &nbsp;Q = XW<sub>Q</sub>, "
                   "K = XW<sub>K</sub>, V = XW<sub>V</sub><br>"
                   "a permutation P of the tokens only permutes the outputs: "
                   "Attn(PX) = P·Attn(X)<br>"
                   "with positions the input is X + PE, and PX + PE ≠ P(X + PE)"),
    ),
    "embedding": Explanation(
        drawn=N_("Three heatmaps for batch element 0 of <i>Sentence A</i>: the token embeddings X, "
                 "the encoding PE and their sum X + PE, one row per token, one column per "
                 "dimension, on one shared colour scale. The titles give the tensor shapes, the "
                 "readout the cost of each step."),
        reading=N_("The embeddings are N(0, 1), so PE, bounded by ±1, looks pale beside them. "
                   "<i>Batch size B</i> repeats the sentence; a <i>Dropout</i> above 0 applies "
                   "train-time dropout after the addition. In the cost table, building and adding "
                   "the encoding are tiny next to attention's S²·D."),
        claim=N_("<i>Transformer internals guide</i> (article 3): the encoding is a fixed [S, D] "
                 "table broadcast-added to the embeddings [B, S, D] once, just before the first "
                 "attention layer; the shape does not change, dropout follows in training, and "
                 "the cost is negligible."),
        formula=N_("H = X + PE, &nbsp;X ∈ ℝ<sup>B×S×D</sup>, PE ∈ ℝ<sup>S×D</sup> "
                   "(broadcast over B)<br>"
                   "training: dropout<sub>p</sub>(X + PE), kept values × 1/(1 − p)<br>"
                   "cost: table O(S·D), addition O(B·S·D), attention O(S<sup>2</sup>·D)"),
    ),
    "wavelength": Explanation(
        drawn=N_("For every (sin, cos) pair i, its wavelength 2π/ω<sub>i</sub>, the number of "
                 "positions one full cycle takes, on a logarithmic axis. A red dashed line marks "
                 "the number of <i>Positions</i>, a green one the <i>Trained length</i>."),
        reading=N_("Wavelengths grow geometrically from 2π ≈ 6.3 at pair 0 to about 2π·base at the "
                   "last pair. Blue pairs complete at least one cycle within the positions, orange "
                   "ones part of a cycle, grey ones under 1/100 of a cycle: they barely move. Raise "
                   "<i>Positions</i> and watch pairs turn blue."),
        claim=N_("<i>Fixed positional encoding</i> (article 1): dimension 0 repeats every 6 or so "
                 "positions, the slowest only after tens of thousands (the article says 60,000; "
                 "for d<sub>model</sub> 128 it is about 54,000), so 50 positions show a sliver of "
                 "it. Article 2: a clock's second and hour hands."),
        formula=N_("λ<sub>i</sub> = 2π / ω<sub>i</sub> = 2π · base<sup>2i/d<sub>model</sub></sup>"
                   "<br>cycles within N positions = N / λ<sub>i</sub>"),
    ),
    "compare": Explanation(
        drawn=N_("The encoding vectors of <i>Position A</i> (blue) and <i>Position B</i> (orange) "
                 "over the dimensions, and below them their difference. The readout gives the dot "
                 "product, cosine, distance and lengths."),
        reading=N_("x is the dimension, y the value. In the low dimensions the two vectors "
                   "disagree everywhere; the slow high dimensions barely differ for nearby "
                   "positions, so the difference fades to the right. Every vector has the same "
                   "length √(d<sub>model</sub>/2): only the angle between them changes. Try two "
                   "close positions, then two far apart."),
        claim=N_("<i>Fixed positional encoding</i> (article 1): the rows for positions 5 and 35 "
                 "have entirely different colour patterns; that pattern across all dimensions is "
                 "the position's unique ID for the Transformer."),
        formula=N_("PE(a)·PE(b) = Σ<sub>i</sub> cos((a − b)·ω<sub>i</sub>), &nbsp;"
                   "|PE(p)|<sup>2</sup> = d<sub>model</sub>/2 (even d<sub>model</sub>)<br>"
                   "cosine = PE(a)·PE(b) / (d<sub>model</sub>/2)<br>"
                   "|PE(a) − PE(b)|<sup>2</sup> = 4 Σ<sub>i</sub> sin<sup>2</sup>((a − b)·ω<sub>i</sub>/2)"),
    ),
    "similarity-matrix": Explanation(
        drawn=N_("The similarity of every pair of positions shown: cell (p, q) is PE(p)·PE(q), or "
                 "their cosine with <i>Similarity</i> cosine. The readout measures how far the "
                 "matrix is from being constant along each diagonal."),
        reading=N_("Rows are p, columns q. Colours are fixed at ±d<sub>model</sub>/2 for the dot "
                   "product, ±1 for the cosine. The diagonal p = q is the maximum, and every stripe "
                   "parallel to it has one colour: the value depends only on p − q. Set <i>First "
                   "position</i> to 1,000,000: the picture stays the same."),
        claim=N_("<i>Attention alone can't tell word order?</i> (article 2): by the addition "
                 "theorem, how alike two encodings are depends on their distance, not on where "
                 "they are, which makes relative position easy to learn. Article 3 says the same."),
        formula=N_("M[p, q] = PE(p)·PE(q) = Σ<sub>i</sub> cos((p − q)·ω<sub>i</sub>) = f(p − q)<br>"
                   "cosine = M[p, q] / (d<sub>model</sub>/2)<br>"
                   "(even d<sub>model</sub>; an odd one's lone sine adds sin(pω)·sin(qω))"),
    ),
    "rotation": Explanation(
        drawn=N_("One (sin, cos) pair, <i>Frequency pair i</i>, on the unit circle: a dot per "
                 "position shown, the vector at the <i>Reference position</i> p (blue), the one "
                 "at p + k (red, k = <i>Offset k</i>) and the green arc of the angle between them. "
                 "The readout prints the rotation matrix and checks it on every pair."),
        reading=N_("x is the sine dimension, y the cosine one, so positions go round clockwise, "
                   "pair 0 fastest. Change p: both vectors turn, but the angle between them stays "
                   "ω<sub>i</sub>·k. The largest error of PE(p+k) = R·PE(p) over all pairs is only "
                   "rounding."),
        claim=N_("<i>Attention alone can't tell word order?</i> (article 2): moving k positions "
                 "rotates each pair by a matrix that depends on k alone, not on p, so PE(p+k) is "
                 "a linear function of PE(p). Article 3 states the same."),
        formula=N_("(PE<sub>(p+k, 2i)</sub>, PE<sub>(p+k, 2i+1)</sub>) = R(ω<sub>i</sub>k) · "
                   "(PE<sub>(p, 2i)</sub>, PE<sub>(p, 2i+1)</sub>)<br>"
                   "R(θ) = [[cos θ, sin θ], [−sin θ, cos θ]]<br>"
                   "from sin(a + b) = sin a·cos b + cos a·sin b<br>"
                   "and cos(a + b) = cos a·cos b − sin a·sin b"),
    ),
    "clock-hands": Explanation(
        drawn=N_("Every frequency pair as a hand on a dial of its own, at the <i>Reference "
                 "position</i> p shown under the dials: hand i has turned by the angle "
                 "p·ω<sub>i</sub> from 12 o'clock. Under each dial, its pair i and its wavelength "
                 "λ = 2π/ω<sub>i</sub> in positions. <i>Clock: hands</i> in the panel sets how many "
                 "pairs are drawn (1 to 16), <i>Clock: which pairs</i> whether they are spread "
                 "from the fastest to the slowest or the first ones."),
        reading=N_("Hands turn clockwise as p grows, pair 0 once every 2π ≈ 6.28 positions, the "
                   "last pairs barely at all. Change p by k: every hand turns by k·ω<sub>i</sub>, "
                   "whatever p was. <i>Scheme</i> RoPE draws θ<sub>i</sub> after the "
                   "<i>Long-context scaling</i>: blue solid hands with a dot are kept, orange "
                   "dashed with a square divided by s, purple dash-dotted with a triangle blended. "
                   "Hover over a dial for ω<sub>i</sub>, the angle in degrees and the turns made."),
        claim=N_("<i>Attention alone can't tell word order?</i> (article 2): each (sin, cos) pair "
                 "is a point on a circle, and moving from p to p + k turns every pair by "
                 "k·ω<sub>i</sub>, a rotation that depends on k alone. The fast hands tell "
                 "neighbours apart, the slow ones the rough place: together a clock with many "
                 "hands."),
        formula=N_("angle<sub>i</sub>(p) = p·ω<sub>i</sub> mod 2π, &nbsp;hand = (sin p·ω<sub>i</sub>, "
                   "cos p·ω<sub>i</sub>)<br>"
                   "sinusoidal: ω<sub>i</sub> = base<sup>−2i/d<sub>model</sub></sup>; &nbsp;RoPE: "
                   "θ<sub>i</sub> = base<sup>−2i/d</sup>, then scaled<br>"
                   "angle<sub>i</sub>(p + k) = angle<sub>i</sub>(p) + k·ω<sub>i</sub> (mod 2π), "
                   "&nbsp;λ<sub>i</sub> = 2π/ω<sub>i</sub><br>"
                   "p·ω<sub>i</sub> is formed exactly in float64 (a two-product) before it is "
                   "reduced, so the hands are right at p = 10<sup>9</sup> too"),
    ),
    "rope-frequencies": Explanation(
        drawn=N_("RoPE's frequency θ<sub>i</sub> per pair of a head's dimensions (bottom) and its "
                 "wavelength 2π/θ<sub>i</sub> (top), log scale: the original as a grey dashed "
                 "line, after the <i>Long-context scaling</i> as dots. Lines mark the "
                 "<i>Original context</i> and the target, original × s."),
        reading=N_("Dot colours: blue kept (extrapolated), orange divided by s (interpolated), "
                   "purple blended. Pairs with a wavelength beyond the original context never made "
                   "a full turn in training. Linear slows every pair; NTK slows the slow pairs "
                   "most; YaRN and Llama 3.1 keep the fast pairs and interpolate the slow ones."),
        claim=N_("<i>Transformer internals guide</i> (article 3): RoPE, the usual choice in today's "
                 "decoder-only LLMs (Llama, Qwen), extrapolates more easily. Its θ<sub>i</sub> "
                 "are the paper's frequencies; the scalings (Hugging Face, Meta code) go beyond "
                 "the articles."),
        formula=N_("θ<sub>i</sub> = base<sup>−2i/d</sup> (d = head dimension), &nbsp;"
                   "λ<sub>i</sub> = 2π/θ<sub>i</sub><br>"
                   "linear: θ′<sub>i</sub> = θ<sub>i</sub>/s; &nbsp;NTK: base′ = base · "
                   "s<sup>d/(d−2)</sup><br>"
                   "dynamic NTK: base′ = base · (s·L/L<sub>0</sub> − (s − 1))<sup>d/(d−2)</sup>, "
                   "L = the last position + 1 (at least the original context L<sub>0</sub>), as "
                   "Hugging Face does: a position's values do not depend on which others are "
                   "shown<br>"
                   "YaRN, Llama 3.1: θ′<sub>i</sub> = (1 − γ<sub>i</sub>)·θ<sub>i</sub>/s + "
                   "γ<sub>i</sub>·θ<sub>i</sub>, where γ<sub>i</sub> goes from 1 (fast pairs) to "
                   "0 (slow pairs)"),
    ),
    "rope-scores": Explanation(
        drawn=N_("The attention score of one fixed random query q and key k after RoPE: S[m, n] "
                 "with q at position m and k at position n (top), and below, the score against "
                 "the distance m − n beside the expected score. q and k are drawn from "
                 "<i>Random seed</i> as NumPy does it: rng = numpy.random.default_rng(seed), "
                 "q = rng.standard_normal(head_dim), then k = rng.standard_normal(head_dim), in "
                 "the dimension order of the chosen pairing."),
        reading=N_("Top: query positions down, key positions across, colours at ±3 × the score's "
                   "RMS; each diagonal has one colour, as the readout measures. Bottom: blue is "
                   "S/(|q|·|k|), red the normalised score of a query matching its key. A scaling "
                   "with a larger factor stretches the curves."),
        claim=N_("<i>Transformer internals guide</i> (article 3): RoPE rotates the query and key by "
                 "their positions inside each attention layer, so the score sees only their "
                 "relative position, the property article 2 derives for the sinusoid, here built "
                 "into the score."),
        formula=N_("S[m, n] = (R<sub>m</sub>q)·(R<sub>n</sub>k) = Σ<sub>i</sub> "
                   "[a<sub>i</sub>·cos((m − n)θ<sub>i</sub>) + b<sub>i</sub>·sin((m − n)θ<sub>i</sub>)]"
                   "<br>per pair: a<sub>i</sub> = q<sub>1</sub>k<sub>1</sub> + q<sub>2</sub>k<sub>2</sub>, "
                   "b<sub>i</sub> = q<sub>1</sub>k<sub>2</sub> − q<sub>2</sub>k<sub>1</sub><br>"
                   "expected score = (2/d) Σ<sub>i</sub> cos(θ<sub>i</sub>·(m − n))"),
    ),
    "grid-2d": Explanation(
        drawn=N_("An image cut into H × W patches, each patch compared with the reference patch "
                 "(marked ■): for <i>2D sin-cos</i> the dot product PE(reference)·PE(patch); for "
                 "a RoPE choice the score q·k of a seeded query at the reference and the same key "
                 "at every patch, <i>axial 2D RoPE</i> and <i>RoPE on the raster index</i> side by "
                 "side on one colour scale."),
        reading=N_("Rows run down the side (row 0 at the top), columns along the bottom. 2D "
                   "sin-cos draws a cross: half of the dimensions see only the column, half only "
                   "the row. Axial RoPE is a row part plus a column part, so the patch below the "
                   "reference is as near as the one beside it. The raster index r·W + c puts the "
                   "patch below W positions away and the end of a row next to the start of the "
                   "next: horizontal bands. Hover a patch for its row, column and exact value; zoom "
                   "in on a large grid, only the patches on screen are computed."),
        claim=N_("Not in the articles: their encoding is for a line of tokens. An image's patches "
                 "have a row and a column; MAE and many ViTs split the sinusoidal table between "
                 "them, Qwen2-VL's vision tower and EVA-02 split RoPE's pairs the same way."),
        formula=N_("2D sin-cos (MAE): PE(r, c) = [sin(cω<sub>i</sub>), cos(cω<sub>i</sub>), "
                   "sin(rω<sub>i</sub>), cos(rω<sub>i</sub>)], ω<sub>i</sub> = base<sup>−i/(d/4)"
                   "</sup>, i &lt; d/4<br>"
                   "PE(r<sub>0</sub>, c<sub>0</sub>)·PE(r, c) = Σ<sub>i</sub> cos(ω<sub>i</sub>(c − "
                   "c<sub>0</sub>)) + Σ<sub>i</sub> cos(ω<sub>i</sub>(r − r<sub>0</sub>))<br>"
                   "axial RoPE: θ<sub>i</sub> = base<sup>−4i/head_dim</sup>, i &lt; head_dim/4; the "
                   "first head_dim/4 pairs turn by rθ<sub>i</sub>, the others by cθ<sub>i</sub><br>"
                   "raster: every pair i &lt; head_dim/2 turns by (r·W + c)·base<sup>−2i/head_dim"
                   "</sup>"),
    ),
    "mrope": Explanation(
        drawn=N_("A sequence as Qwen2-VL reads it: text, an image (or a video) of patches merged "
                 "2 × 2 into tokens, text again. Above, the score q·k between every query token "
                 "and key token for a seeded q and k; under it, each token's three position ids "
                 "(t, h, w) exactly as transformers' get_rope_index gives them; below, which of "
                 "the three positions turns each pair of the head."),
        reading=N_("A text token has t = h = w. An image's tokens share t and count h down its "
                   "rows and w along its columns, all from the same start, so the text after the "
                   "image goes on from start + max(h, w)/2, not from its token count (rope_delta "
                   "says by how much fewer). In the score map the image is a block whose pattern "
                   "repeats row by row. Try a video (frames), Qwen2.5-VL's tokens per second, or "
                   "the interleaved layout of Qwen3-VL, where each axis gets fast and slow pairs."),
        claim=N_("Not in the articles: a vision-language model's positions are 3D. A model "
                 "converter that reads rope_type “default” and ignores mrope_section gets "
                 "every image token's position wrong."),
        formula=N_("θ<sub>i</sub> = base<sup>−2i/head_dim</sup>; pair i turns by "
                   "p<sub>axis(i)</sub>·θ<sub>i</sub>, axis(i) ∈ {t, h, w}<br>"
                   "sections [s<sub>t</sub>, s<sub>h</sub>, s<sub>w</sub>]: the first s<sub>t</sub> "
                   "pairs t, the next s<sub>h</sub> h, the last s<sub>w</sub> w; interleaved: "
                   "t, h, w, t, h, w …<br>"
                   "text: (p, p, p); image token (k, y, x): (s + k·interval, s + y, s + x); the "
                   "next text starts at s + max(H, W)/2"),
    ),
    "scheme": Explanation(
        drawn=N_("One heatmap of the scheme chosen in <i>Scheme</i>: the sinusoidal table, a "
                 "learned absolute table, RoPE's cos/sin(m·θ<sub>i</sub>) on a head's dimensions, "
                 "ALiBi's bias for one <i>Head</i>, or one of the relative family (T5, Shaw, "
                 "Transformer-XL, xPos, NoPE), each explained below when chosen. Grey hatched "
                 "cells have no value."),
        reading=N_("The first three show positions × dimensions. The learned table is an "
                   "untrained BERT or GPT-2 initialisation (<i>Random seed</i>) or a .npy file, "
                   "with no row past <i>Table size</i>. RoPE with <i>Pairing</i> “i, i + d/2 (HF)”: "
                   "cosines in the first "
                   "half, sines in the second. ALiBi and the relative family: queries i down, keys "
                   "j across, later keys masked where the model is causal."),
        claim=N_("<i>Transformer internals guide</i> (article 3), its table of successors: the "
                 "fixed sinusoid added at the input, learned tables (BERT, GPT-2) that cannot go "
                 "past their length, RoPE (Llama, Qwen) rotating queries and keys, ALiBi (BLOOM) "
                 "biasing scores by distance."),
        formula=N_("learned: row P[p], p = 0 … table size − 1<br>"
                   "RoPE: cos(mθ<sub>i</sub>), sin(mθ<sub>i</sub>), θ<sub>i</sub> = "
                   "base<sup>−2i/d</sup><br>"
                   "ALiBi: B<sub>h</sub>[i, j] = −m<sub>h</sub>·(i − j) for j ≤ i, "
                   "m<sub>h</sub> = 2<sup>−8(h+1)/H</sup> (H heads, a power of two)"),
    ),
    "distance-decay": Explanation(
        drawn=N_("Each scheme against the distance δ between two positions. Top, values that are "
                 "1 at δ = 0: the sinusoidal dot product over d<sub>model</sub>/2 (wide light "
                 "blue), RoPE's expected score (orange), xPos's decaying envelope (magenta), a "
                 "learned table's mean cosine of rows δ apart (green), and a dotted line at "
                 "Shaw's k. Below, in logit units: ALiBi's bias per head, T5's bias of one head "
                 "(teal, dashed) and Transformer-XL's position terms (b) + (d) (brown, dashed)."),
        reading=N_("With d<sub>model</sub> = <i>Head dimension</i>, <i>Base</i> = <i>RoPE base "
                   "θ</i> and no scaling, blue and orange coincide: the same frequencies. The "
                   "untrained table drops to about 0 at once and ends at its length. ALiBi falls "
                   "in straight lines, darkest for the steepest head; T5's bias is flat in steps, "
                   "its last step reached at <i>T5: max distance</i>. NoPE has no line: nothing "
                   "in it depends on δ."),
        claim=N_("<i>Attention alone can't tell word order?</i> (article 2) shows the sinusoid's "
                 "similarity decaying with distance; <i>Transformer internals guide</i> (article 3) "
                 "lists the successors: RoPE, which keeps such a decay in the score, and ALiBi, "
                 "which adds a penalty proportional to distance."),
        formula=N_("sinusoidal: PE(p)·PE(p+δ) / (d<sub>model</sub>/2) = (2/d<sub>model</sub>) "
                   "Σ<sub>i</sub> cos(ω<sub>i</sub>δ)<br>"
                   "RoPE: (2/d) Σ<sub>i</sub> cos(θ<sub>i</sub>δ); &nbsp;learned: mean over p of "
                   "cos∠(P[p], P[p+δ])<br>"
                   "ALiBi: −m<sub>h</sub>·δ added to the score of head h<br>"
                   "xPos: (2/d) Σ<sub>i</sub> ζ<sub>i</sub><sup>δ/γ</sup> cos(θ<sub>i</sub>δ); "
                   "&nbsp;T5: bias[bucket(−δ), h]; &nbsp;Transformer-XL: (q + v)·W<sub>R</sub>"
                   "R<sub>δ</sub>"),
    ),
    "schemes": Explanation(
        drawn=N_("The nine schemes side by side at the same parameters: sinusoidal PE, the "
                 "learned table and RoPE's cos/sin on the first row; ALiBi's bias for head 0, T5's "
                 "buckets, Shaw's clipped distances, Transformer-XL's score, xPos's envelope and "
                 "NoPE's uniform weights below, each with its own colour bar, since their scales "
                 "differ."),
        reading=N_("Positions run down every plot; zoom or pan one and the others follow. Each "
                   "scheme puts something else at a position: a vector to add (sinusoidal, "
                   "learned), an angle per pair (RoPE), a penalty or a term per query and key "
                   "(the relative family). Grey hatching: table rows past <i>Table size</i>, keys "
                   "after the query."),
        claim=N_("<i>Transformer internals guide</i> (article 3), its table of successors in one "
                 "picture: added at the input (sinusoidal, learned) or applied inside attention "
                 "(RoPE, ALiBi). Only the learned table has a hard length limit, which the fixed "
                 "formula of article 1 avoids."),
        formula=N_("sinusoidal: sin(pω<sub>i</sub>), cos(pω<sub>i</sub>); &nbsp;learned: P[p], "
                   "p &lt; table size<br>"
                   "RoPE: cos(mθ<sub>i</sub>), sin(mθ<sub>i</sub>); &nbsp;ALiBi: "
                   "−m<sub>0</sub>·(i − j), j ≤ i"),
    ),
    "model-compare": Explanation(
        drawn=N_("Two models on the same plots: above, the wavelength 2π/θ'<sub>i</sub> of every "
                 "RoPE pair after each model's own scaling (2π/ω<sub>i</sub> of a sinusoidal "
                 "table's sin–cos pairs); below, how each relates two positions "
                 "δ apart. Model A is the open model (or the current parameters), model B the one "
                 "named in <i>Model B</i>: first the Llama 3 8B preset, then whichever File › "
                 "Open model › Compare with… sets."),
        reading=N_("Blue is A, orange is B. Where B's dots lie above A's, B turns more slowly: "
                   "Llama 3.1's base 500,000 and its scaling stretch the slow pairs far past Llama "
                   "2's. Below: RoPE's expected score, a learned table's mean cosine of rows δ "
                   "apart (it ends at the table's length), the sinusoidal PE(p)·PE(p+δ)/(d/2)."),
        claim=N_("The successors of article 3 as real models configure them: the same formula with "
                 "other numbers keeps other distances apart, and a trained table's similarity "
                 "is whatever training made it."),
        formula=N_("RoPE: 2π/θ'<sub>i</sub>, θ<sub>i</sub> = base<sup>−2i/d</sup> then scaled; "
                   "&nbsp;mean<sub>i</sub> cos(θ'<sub>i</sub>δ)<br>"
                   "learned: mean<sub>p</sub> cos(P[p], P[p+δ])"),
    ),
    "model-layers": Explanation(
        drawn=N_("The open model's layers, grouped by how they encode positions: above, each "
                 "group's RoPE wavelengths 2π/θ'<sub>i</sub>; in the middle, how it relates two "
                 "positions δ apart; below, one bar per layer in its group's colour. Layers "
                 "without positions (NoPE) are grey."),
        reading=N_("Gemma 3's local layers (θ 10,000) turn fast and forget distance within a few "
                   "hundred positions; its global layers (θ 1,000,000, linear ×8) keep far tokens "
                   "apart. A NoPE layer's line is flat at 1: every distance alike, so only the "
                   "causal mask and the other layers tell order there."),
        claim=N_("Article 3's successors are not one scheme per model: many models mix local and "
                 "global RoPE, or leave positions out of some layers altogether (Llama 4's every "
                 "fourth, SmolLM3's, Cohere2's global layers)."),
        formula=N_("per group: θ<sub>i</sub> = base<sup>−2i/d</sup>, then its scaling; "
                   "&nbsp;mean<sub>i</sub> cos(θ'<sub>i</sub>δ)<br>"
                   "NoPE: q·k alone, the same at every δ"),
    ),
}

# The Scheme view's page adds the chosen scheme's own section for the relative family, whose
# papers the articles do not cover: what it computes, how to read it, where it comes from.
SCHEME_EXPLANATIONS: dict[str, Explanation] = {
    "t5": Explanation(
        drawn=N_("T5's relative buckets (T5, Flan-T5, mT5, ByT5, UL2): every (query i, key j) "
                 "gets the bucket of its distance j − i, or, with <i>T5: draw</i> “Bias of the "
                 "head”, the learned bias of that bucket for <i>Head</i>: the model's "
                 "relative_attention_bias when a T5 model is open, else an untrained draw."),
        reading=N_("Near the diagonal each distance has a bucket of its own; farther out the "
                   "buckets widen logarithmically, and from <i>T5: max distance</i> on every "
                   "distance shares the last one. Bidirectional (the encoder): keys after the "
                   "query use the upper half of the buckets. Causal (the decoder): keys after "
                   "the query are masked."),
        claim=N_("Raffel et al. 2020 (T5): a scalar bias per bucket and head, added to the "
                 "attention logits and shared by all layers; no position vectors at all. The "
                 "buckets are Hugging Face's _relative_position_bucket, number for number."),
        formula=N_("n = |j − i| (bidirectional; causal: max(i − j, 0)), e = buckets / 2 "
                   "(bidirectional: buckets / 4)<br>"
                   "bucket = n for n &lt; e, else min(e + ⌊ln(n/e) / ln(max distance/e) · "
                   "(B − e)⌋, B − 1), B the buckets of one direction<br>"
                   "score<sub>h</sub>(i, j) = q<sub>i</sub>·k<sub>j</sub> + "
                   "bias[bucket(j − i), h]"),
    ),
    "shaw": Explanation(
        drawn=N_("Shaw et al.'s relative positions: for every (query i, key j), the index of the "
                 "learned vector they share, the distance j − i clipped to −k … k "
                 "(<i>Shaw: max relative position k</i>)."),
        reading=N_("Along each diagonal the colour is constant: one vector per distance. Past k "
                   "on either side the colour stops changing: every key farther than k looks "
                   "alike, so only 2k + 1 vectors a<sup>K</sup>, a<sup>V</sup> are learned."),
        claim=N_("Shaw, Uszkoreit and Vaswani 2018, “Self-Attention with Relative Position "
                 "Representations”: the first relative scheme, with k = 16 (tensor2tensor's "
                 "_generate_relative_positions_matrix)."),
        formula=N_("clip(j − i) = max(−k, min(k, j − i))<br>"
                   "e<sub>ij</sub> = q<sub>i</sub>·(k<sub>j</sub> + a<sup>K</sup><sub>clip(j−i)</sub>)"
                   " / √d, &nbsp;z<sub>i</sub> = Σ<sub>j</sub> α<sub>ij</sub> (v<sub>j</sub> + "
                   "a<sup>V</sup><sub>clip(j−i)</sub>)"),
    ),
    "transformer-xl": Explanation(
        drawn=N_("Transformer-XL's attention score split in its four terms, for a seeded query "
                 "q, key k, biases u, v and projection W<sub>R</sub> (<i>Random seed</i>): the "
                 "term chosen in <i>Transformer-XL: term</i>, or their sum, over (query i, key j); "
                 "keys after the query masked."),
        reading=N_("The same q at every query and the same k at every key, so (a) and (c) are "
                   "flat: all the structure comes from the sinusoidal R(i − j) in (b) and (d), "
                   "constant along each diagonal. The readout gives each term's share of the "
                   "total."),
        claim=N_("Dai et al. 2019, “Transformer-XL”: absolute positions replaced by a sinusoidal "
                 "embedding of the distance i − j inside the score, with two learned global "
                 "biases u and v, so that cached segments can be reused at any offset."),
        formula=N_("A<sub>ij</sub> = (a) q·k + (b) q·W<sub>R</sub>R<sub>i−j</sub> + (c) u·k + "
                   "(d) v·W<sub>R</sub>R<sub>i−j</sub><br>"
                   "R<sub>δ</sub> = [sin(δω<sub>i</sub>), cos(δω<sub>i</sub>)], ω<sub>i</sub> = "
                   "base<sup>−2i/d<sub>model</sub></sup>"),
    ),
    "xpos": Explanation(
        drawn=N_("xPos: RoPE whose pair i also decays with distance, by ζ<sub>i</sub> per "
                 "<i>xPos: scale base γ</i> positions. The map shows the expected score of a "
                 "query i and key j (the mean over pairs), keys after the query masked."),
        reading=N_("Compare it with RoPE in <i>Distance decay</i>: the same ripples, but pressed "
                   "towards 0 as the distance grows, the fast pairs (small ζ) first. The larger "
                   "γ, the slower the decay; γ → ∞ gives RoPE back."),
        claim=N_("Sun et al. 2022, “A Length-Extrapolatable Transformer” (torchscale, "
                 "x-transformers): the query is scaled by ζ<sup>m/γ</sup> and the key by "
                 "ζ<sup>−n/γ</sup>, so the score decays with m − n and stays stable past the "
                 "training length."),
        formula=N_("ζ<sub>i</sub> = (2i/d + 0.4) / 1.4, θ<sub>i</sub> = base<sup>−2i/d</sup><br>"
                   "score(m, n) = Σ<sub>i</sub> ζ<sub>i</sub><sup>(m−n)/γ</sup> "
                   "[a<sub>i</sub> cos((m−n)θ<sub>i</sub>) + b<sub>i</sub> sin((m−n)θ<sub>i</sub>)]"
                   "<br>drawn: (2/d) Σ<sub>i</sub> ζ<sub>i</sub><sup>(m−n)/γ</sup> "
                   "cos((m−n)θ<sub>i</sub>)"),
    ),
    "nope": Explanation(
        drawn=N_("NoPE, a causal decoder with no position encoding at all: the attention weight "
                 "of the first layer when its scores are all equal, 1/(i + 1) on each of the keys "
                 "0 … i, and keys after the query masked."),
        reading=N_("Each row spreads one unit of attention over its prefix: the later the query, "
                   "the thinner. The average of i + 1 values has variance 1/(i + 1), so even "
                   "without any encoding the output's spread tells the position."),
        claim=N_("Haviv et al. 2022 and Kazemnejad et al. 2023: a causal mask alone lets a "
                 "decoder recover positions; the second proves that a first layer can write the "
                 "absolute position. The weights drawn are exact for equal scores; that a "
                 "trained model attends so is an illustration, not a proof. Llama 4, SmolLM3 and "
                 "Cohere2 leave positions out of some layers (the Model layers view)."),
        formula=N_("α<sub>ij</sub> = 1/(i + 1) for j ≤ i, 0 for j &gt; i (equal scores)<br>"
                   "Var[(1/(i+1)) Σ<sub>j≤i</sub> v<sub>j</sub>] = σ²/(i + 1) for independent "
                   "v<sub>j</sub>"),
    ),
}
