<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en_US">
    <context>
        <name>pe-desktop</name>
        <message>
            <location filename="../../pe_desktop/core/alibi.py" line="302" />
            <source>the ALiBi bias matrix of {n:,} positions has {values:,} values; its data export is limited to {limit:,} × {limit:,}: use --seq-len {limit:,} or fewer</source>
            <translation>{n:,} 位置の ALiBi バイアス行列は {values:,} 個の値になります。データの書き出しは {limit:,} × {limit:,} までです。--seq-len を {limit:,} 以下にしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="229" />
            <source>exact mean of its block</source>
            <translation>ブロックの厳密な平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="229" />
            <source>exact value</source>
            <translation>厳密な値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="231" />
            <source>each pixel the {mean} of PE(p)·PE(q)</source>
            <translation>各ピクセルは PE(p)·PE(q) の{mean}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="234" />
            <source>each pixel the {mean} of the cosine (= dot/(d/2): every |PE|² = d/2)</source>
            <translation>各ピクセルはコサイン類似度の{mean}（= 内積/(d/2)：どの |PE|² も d/2）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="238" />
            <source>each pixel the {mean} of the cosine (= dot/{half:,}: every |PE|² = (d−1)/2, the zero column adds nothing)</source>
            <translation>各ピクセルはコサイン類似度の{mean}（= 内積/{half:,}：どの |PE|² も (d−1)/2、ゼロ列は何も加えない）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="246" />
            <source>each pixel the exact cosine (odd d: |PE(p)| varies)</source>
            <translation>各ピクセルは厳密なコサイン類似度（d が奇数：|PE(p)| は位置により変わる）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="249" />
            <source>odd d, averaged: each pixel the exact block mean of PE(p)·PE(q)/(d/2),
within {bound:.2g} of the mean cosine; zoom in for exact cosines</source>
            <translation>d が奇数・平均表示：各ピクセルは PE(p)·PE(q)/(d/2) のブロックの厳密な平均、
コサイン類似度の平均との差は {bound:.2g} 以内。厳密なコサイン類似度は拡大して確認</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="338" />
            <source>the similarity matrix of {n:,} positions has {values:,} values; its data export is limited to {limit:,} × {limit:,} positions: use --seq-len {limit:,} or fewer</source>
            <translation>{n:,} 位置の類似度行列は {values:,} 個の値になります。データの書き出しは {limit:,} × {limit:,} 位置までです。--seq-len を {limit:,} 以下にしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="503" />
            <source>pair {pair} is the lone sine of odd d_model {d_model}: it has no cosine partner, so there is no rotation to export</source>
            <translation>ペア {pair} は奇数の d_model {d_model} の対のない sin です。対になる cos がないため、書き出す回転がありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="507" />
            <source>{n:,} positions is too many for the rotation table (at most {limit:,} rows): use fewer positions</source>
            <translation>回転テーブルに {n:,} 位置は多すぎます（最大 {limit:,} 行）。位置の数を減らしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="114" />
            <source>cannot write {target}: {reason}</source>
            <translation>{target} に書き込めません：{reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="132" />
            <source>cannot write {target}: folder {folder} does not exist</source>
            <translation>{target} に書き込めません：フォルダー {folder} がありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="135" />
            <source>cannot write {target}: folder {folder} is not writable</source>
            <translation>{target} に書き込めません：フォルダー {folder} に書き込み権限がありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="138" />
            <source>cannot write {target}: it exists and is not a regular file</source>
            <translation>{target} に書き込めません: 通常のファイルではないものが既にあります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="155" />
            <source>cannot write {target}: nothing was written (is the disk full?)</source>
            <translation>{target} に書き込めません: 何も書き込まれませんでした(ディスクがいっぱいですか?)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/attention.py" line="252" />
            <source>a sentence has no tokens</source>
            <translation>トークンのない文があります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="51" />
            <source>Sinusoidal positional encoding PE(position, dimension)</source>
            <translation>正弦波位置エンコーディング PE(位置, 次元)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="54" />
            <source>Dot product PE(reference)·PE(position)</source>
            <translation>内積 PE(基準)·PE(位置)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="57" />
            <source>Word order: attention without and with positions</source>
            <translation>語順: 位置なし・位置ありのアテンション</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="61" />
            <source>Embedding + encoding: X [B, S, D] → X + PE [B, S, D]</source>
            <translation>埋め込み + 位置エンコーディング: X [B, S, D] → X + PE [B, S, D]</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="65" />
            <source>Wavelength 2π/ωᵢ of each frequency pair (log scale)</source>
            <translation>各周波数ペアの波長 2π/ωᵢ（対数スケール）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="68" />
            <source>Two positions' encoding vectors over the dimensions</source>
            <translation>2つの位置のエンコーディングベクトル（次元ごと）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="72" />
            <source>Similarity matrix M[p, q] = PE(p)·PE(q)</source>
            <translation>類似度行列 M[p, q] = PE(p)·PE(q)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="76" />
            <source>A (sin, cos) pair on the unit circle: shifting by k rotates it</source>
            <translation>単位円上の (sin, cos) ペア: k だけずらすと回転する</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="82" />
            <source>Clock hands: at position p each frequency pair has turned by p·ωᵢ</source>
            <translation>時計の針：位置 p で各周波数ペアは p·ωᵢ だけ回っている</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="86" />
            <source>RoPE wavelengths 2π/θᵢ per pair, original and scaled (log scale)</source>
            <translation>ペアごとの RoPE の波長 2π/θᵢ：元とスケーリング後（対数軸）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="89" />
            <source>RoPE score S[m, n] = rope(q, m)·rope(k, n) for a seeded query q and key k</source>
            <translation>シード固定のクエリ q とキー k の RoPE スコア S[m, n] = rope(q, m)·rope(k, n)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="92" />
            <source>Positional scheme: absolute, rotary or relative (nine schemes)</source>
            <translation>位置の表し方: 絶対位置、回転、相対位置（9 方式）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="100" />
            <source>How each scheme relates two positions δ apart</source>
            <translation>各方式は δ 離れた 2 つの位置をどう関係づけるか</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="107" />
            <source>All nine schemes at the same parameters</source>
            <translation>同じパラメータでの 9 方式すべて</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="114" />
            <source>Two models: wavelengths per pair and distance decay, A against B</source>
            <translation>2 つのモデル: ペアごとの波長と距離による減衰、A 対 B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="117" />
            <source>A model's layers: RoPE per layer type, and layers without positions</source>
            <translation>モデルの層: レイヤー種別ごとの RoPE と位置のない層</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="120" />
            <source>Image patches on a 2D grid, each against a reference patch</source>
            <translation>画像を 2D グリッドのパッチに分け、各パッチを基準パッチと比べる</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="125" />
            <source>M-RoPE: Qwen-VL's (t, h, w) positions for text, an image or video, text</source>
            <translation>M-RoPE: Qwen-VL の (t, h, w) 位置（テキスト、画像または動画、テキスト）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="69" />
            <source>{name}: a pickled PyTorch checkpoint, not opened: loading it would run the code it names (pickle). Only .safetensors checkpoints are read (plain bytes and a JSON header)</source>
            <translation>{name}: pickle 形式の PyTorch チェックポイントなので開きません。読み込むとファイルが指定するコードが実行されます (pickle)。読むのは .safetensors チェックポイント (生のバイト列と JSON ヘッダー) だけです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="102" />
            <source>{name}: truncated: {size:,} bytes, too short for a safetensors header</source>
            <translation>{name}: 途中で切れています: {size:,} バイトで、safetensors のヘッダーにも足りません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="106" />
            <source>{name}: the header claims {length:,} bytes but the file has {size:,}: truncated, or not a safetensors file</source>
            <translation>{name}: ヘッダーは {length:,} バイトとしていますが、ファイルは {size:,} バイトです: 途中で切れているか、safetensors ファイルではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="114" />
            <source>{name}: unreadable ({reason})</source>
            <translation>{name}: 読めません ({reason})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="118" />
            <source>{name}: the safetensors header holds {count:,} objects and lists, more than the {limit:,} a checkpoint's tensors need: not read</source>
            <translation>{name}: safetensors のヘッダーにオブジェクトと配列が {count:,} 個あり、チェックポイントのテンソルに要る上限 {limit:,} 個を超えています。読み込みません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="124" />
            <source>{name}: the safetensors header is not valid JSON</source>
            <translation>{name}: safetensors のヘッダーが正しい JSON ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="127" />
            <source>{name}: the safetensors header is not a JSON object</source>
            <translation>{name}: safetensors のヘッダーが JSON オブジェクトではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="137" />
            <source>{name}: the header lies: tensors {first} and {second} overlap</source>
            <translation>{name}: ヘッダーが正しくありません: テンソル {first} と {second} が重なっています</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="141" />
            <source>{name}: truncated: tensor {tensor} ends at byte {end:,} but the file has {size:,}</source>
            <translation>{name}: 途中で切れています: テンソル {tensor} は {end:,} バイト目で終わるはずですが、ファイルは {size:,} バイトです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="149" />
            <source>{name}: the header lies about tensor {tensor}: {what}</source>
            <translation>{name}: テンソル {tensor} についてのヘッダーが正しくありません: {what}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="153" />
            <source>its entry is not an object</source>
            <translation>項目がオブジェクトではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="156" />
            <source>unknown dtype {dtype}</source>
            <translation>未知の dtype {dtype}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="159" />
            <source>shape {shape} is not a list of sizes</source>
            <translation>shape {shape} が大きさのリストではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="163" />
            <source>data_offsets {offsets} are not [begin, end]</source>
            <translation>data_offsets {offsets} が [開始, 終了] ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="168" />
            <source>{shape} × {dtype} is {expected:,} bytes, the offsets give {given:,}</source>
            <translation>{shape} × {dtype} は {expected:,} バイトですが、オフセットからは {given:,} バイトです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="185" />
            <source>{name}: tensor {tensor} is {dtype}, not a float table (F16, BF16, F32 or F64)</source>
            <translation>{name}: テンソル {tensor} は {dtype} で、浮動小数点の表 (F16、BF16、F32、F64) ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="202" />
            <source>{name}: truncated: tensor {tensor} needs {count:,} bytes, {got:,} were there</source>
            <translation>{name}: 途中で切れています: テンソル {tensor} には {count:,} バイト必要ですが、{got:,} バイトしかありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="236" />
            <source>{index}: shard {shard} is not in the folder</source>
            <translation>{index}: 分割ファイル {shard} がフォルダーにありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="241" />
            <source>{index} puts {tensor} in {shard}, whose header does not have it</source>
            <translation>{index} は {tensor} を {shard} に置いていますが、そのヘッダーにはありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="254" />
            <source>{index}: too large to be an index ({size:,} bytes)</source>
            <translation>{index}: インデックスにしては大きすぎます ({size:,} バイト)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="260" />
            <source>{index}: not a readable JSON index</source>
            <translation>{index}: 読める JSON のインデックスではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="264" />
            <source>{index}: no weight_map of tensor names to files</source>
            <translation>{index}: テンソル名からファイルへの weight_map がありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="267" />
            <source>{index}: shard {shard} is not a .safetensors file in the same folder</source>
            <translation>{index}: 分割ファイル {shard} が同じフォルダーの .safetensors ファイルではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/clock.py" line="52" />
            <source>d_model {d_model} has no (sin, cos) pair to turn</source>
            <translation>d_model {d_model} には回す (sin, cos) ペアがありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="39" />
            <source>the {view} view has no data export</source>
            <translation>{view} ビューにはデータの書き出しがありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="61" />
            <source>unsupported data format {suffix!r}: use .npy or .csv</source>
            <translation>未対応のデータ形式 {suffix!r} です。.npy か .csv を使ってください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="66" />
            <source>{rows:,} × {width:,} values is too large for CSV (about {size}); use .npy, or fewer positions</source>
            <translation>{rows:,} × {width:,} 個の値は CSV には大きすぎます（約 {size}）。.npy を使うか、位置の数を減らしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="73" />
            <source>{name} would take about {size} but only {free} is free in {folder}</source>
            <translation>{name} には約 {size} 必要ですが、{folder} の空きは {free} しかありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="99" />
            <source>export cancelled</source>
            <translation>書き出しを中止しました</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/encodings.py" line="36" />
            <source>interleaved</source>
            <translation>交互配置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/encodings.py" line="36" />
            <source>concat-paper</source>
            <translation>連結・論文の周波数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/encodings.py" line="36" />
            <source>concat-t2t</source>
            <translation>連結・tensor2tensor</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="89" />
            <source>One journal column (8.5 cm)</source>
            <translation>論文の1段 (8.5 cm)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="90" />
            <source>Two columns (17.8 cm)</source>
            <translation>2段幅 (17.8 cm)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="91" />
            <source>A4 page (landscape)</source>
            <translation>A4 ページ (横)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="92" />
            <source>16:9 slide</source>
            <translation>16:9 スライド</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="100" />
            <source>--size must be one of {choices}, got {value!r}</source>
            <translation>--size は {choices} のいずれかです（指定値: {value!r}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="135" />
            <source>--dpi must be a number from {low:g} to {high:g}, got {value!r}</source>
            <translation>--dpi は {low:g}〜{high:g} の数値で指定してください（指定値：{value!r}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="139" />
            <source>{flag} must be an integer from {low} to {high} pixels, got {value!r}</source>
            <translation>{flag} は {low}〜{high} ピクセルの整数で指定してください（指定値：{value!r}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="143" />
            <source>--background must be one of {choices}, got {value!r}</source>
            <translation>--background は {choices} のいずれかで指定してください（指定値：{value!r}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="149" />
            <source>--text-pt must be a number from {low:g} to {high:g} points, got {value!r}</source>
            <translation>--text-pt は {low:g} から {high:g} ポイントの数値です（指定値: {value!r}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="154" />
            <source>{width} × {height} pixels at {dpi:g} DPI is laid out at {lw:,} × {lh:,} screen pixels; at most {limit:,} (4096 × 4096): raise --dpi or make the picture smaller</source>
            <translation>{dpi:g} DPI の {width} × {height} ピクセルは画面上 {lw:,} × {lh:,} ピクセルでレイアウトされます。上限は {limit:,}(4096 × 4096)です: --dpi を上げるか画像を小さくしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="186" />
            <source>unit must be one of {choices}, got {value!r}</source>
            <translation>単位は {choices} のいずれかで指定してください（指定値：{value!r}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="201" />
            <source>unsupported format {suffix!r}: use one of {formats}</source>
            <translation>未対応の形式 {suffix!r} です。{formats} のいずれかを使ってください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="203" />
            <source>unsupported format '(no extension)': use one of {formats}</source>
            <translation>未対応の形式です（拡張子なし）。{formats} のいずれかを使ってください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="268" />
            <source>{source} carries no pe-desktop parameters (was it saved by pe-desktop?)</source>
            <translation>{source} には pe-desktop のパラメーターが含まれていません（pe-desktop で保存したファイルですか？）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="273" />
            <source>{source}: the embedded parameters are not valid JSON</source>
            <translation>{source}：埋め込まれたパラメーターが正しい JSON ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="276" />
            <source>{source}: the embedded record is not a pe-desktop figure</source>
            <translation>{source}：埋め込まれた記録が pe-desktop の図ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="281" />
            <source>{source}: the embedded record names no view</source>
            <translation>{source}：埋め込まれた記録にビューの指定がありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="285" />
            <source>{source}: the embedded output options are invalid</source>
            <translation>{source}：埋め込まれた出力オプションが不正です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="292" />
            <source>{source}: the embedded list of stacked views is invalid</source>
            <translation>{source}: 埋め込まれた重ねるビューの一覧が不正です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="307" />
            <source>{source}: the embedded view range is invalid</source>
            <translation>{source}：埋め込まれた表示範囲が不正です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="314" />
            <source>{source}: parameters must be a JSON object</source>
            <translation>{source}：パラメーターは JSON オブジェクトでなければなりません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="317" />
            <source>{source}: unknown parameter {name!r}</source>
            <translation>{source}：不明なパラメーター {name!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="326" />
            <source>{source}: {error}</source>
            <translation>{source}：{error}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="383" />
            <source>{source}: the schema must be a whole number, got {value!r}</source>
            <translation>{source}：スキーマは整数でなければなりません（{value!r} でした）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="386" />
            <source>{source} was saved by a newer pe-desktop (schema {schema}; this version reads up to {known}): open it with a newer version</source>
            <translation>{source} は新しい pe-desktop で保存されています（スキーマ {schema}。このバージョンが読めるのは {known} まで）：新しいバージョンで開いてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="406" />
            <source>{source} is too large to be a session file ({size:,} bytes)</source>
            <translation>{source} はセッションファイルとしては大きすぎます（{size:,} バイト）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="411" />
            <source>{source} is not a pe-desktop session (not valid UTF-8 JSON)</source>
            <translation>{source} は pe-desktop のセッションではありません（正しい UTF-8 の JSON ではありません）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="414" />
            <source>{source} is not a pe-desktop session file</source>
            <translation>{source} は pe-desktop のセッションファイルではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="418" />
            <source>{source}: 'view' must be a view name</source>
            <translation>{source}：'view' にはビュー名を指定してください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="432" />
            <source>{name} is not a readable PNG image</source>
            <translation>{name} は読み込める PNG 画像ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="527" />
            <source>--from takes a .png or .svg written by pe-desktop, got {name}</source>
            <translation>--from には pe-desktop が書き出した .png か .svg を指定してください（指定: {name}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="541" />
            <source>unknown view {view}: use one of {views}</source>
            <translation>不明なビュー {view}: {views} のいずれかを指定してください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="558" />
            <source>{name} is not a readable SVG file ({reason})</source>
            <translation>{name} は読み込める SVG ファイルではありません（{reason}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="34" />
            <source>{path} does not exist</source>
            <translation>{path} は存在しません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="36" />
            <source>cannot read {path}: {reason}</source>
            <translation>{path} を読み込めません: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="41" />
            <source>{path} is a folder, not a file</source>
            <translation>{path} はファイルではなくフォルダです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="43" />
            <source>{path} is not a regular file (a pipe, device or socket is not read)</source>
            <translation>{path} は通常のファイルではありません(パイプ・デバイス・ソケットは読み込みません)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="65" />
            <source>{path} is too large ({size}; at most {limit} is read)</source>
            <translation>{path} は大きすぎます({size}。読み込むのは {limit} まで)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="104" />
            <source>{what} must be a positive multiple of {multiple}, got {value}</source>
            <translation>{what} は {multiple} の正の倍数でなければなりません（指定値 {value}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="110" />
            <source>the base must be a number above 1, got {value}</source>
            <translation>基数は 1 より大きい数でなければなりません（指定値 {value}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="176" />
            <source>the grid must have at least one row and one column, got {h} × {w}</source>
            <translation>グリッドには少なくとも 1 行 1 列が必要です（指定値 {h} × {w}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="258" />
            <source>the grid must have at least one column, got {w}</source>
            <translation>グリッドには少なくとも 1 列が必要です（指定値 {w}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="395" />
            <source>a text segment needs at least one token, got {n}</source>
            <translation>テキストのセグメントには少なくとも 1 トークンが必要です（指定値 {n}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="398" />
            <source>unknown segment kind {kind}</source>
            <translation>不明なセグメントの種類 {kind}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="401" />
            <source>an image or video grid must be T ≥ 1 by H, W positive multiples of the spatial merge {m}, got ({t}, {h}, {w})</source>
            <translation>画像・動画のグリッドは T ≥ 1、H と W は空間マージ {m} の正の倍数でなければなりません（指定値 ({t}, {h}, {w})）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="404" />
            <source>seconds per grid must be above 0, got {s}</source>
            <translation>グリッドあたりの秒数は 0 より大きくなければなりません（指定値 {s}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="431" />
            <source>the spatial merge must be at least 1, got {m}</source>
            <translation>空間マージは 1 以上でなければなりません（指定値 {m}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="433" />
            <source>a layout needs at least one segment</source>
            <translation>レイアウトには少なくとも 1 つのセグメントが必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="472" />
            <source>mrope_section must be counts ≥ 0 (three when interleaved) summing to head_dim/2 = {half}, got {section}</source>
            <translation>mrope_section は 0 以上の数（interleaved では 3 つ）で、合計が head_dim/2 = {half} でなければなりません（指定値 {section}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="536" />
            <source>--mrope-section must be counts separated by commas, as 16,24,24, got {text!r}</source>
            <translation>--mrope-section は 16,24,24 のようにカンマ区切りの数でなければなりません（指定値 {text!r}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="51" />
            <source>{what} of {rows:,} × {width:,} = {values:,} values (about {size} as float32) is too large: at most {limit:,} values; use fewer rows or a smaller d_model</source>
            <translation>{rows:,} × {width:,} = {values:,} 個の値の{what}（float32 で約 {size}）は大きすぎます。上限は {limit:,} 個です。行数を減らすか、d_model を小さくしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="74" />
            <source>--init must be one of bert, gpt2, got {init!r}</source>
            <translation>--init は bert, gpt2 のいずれかで指定してください（指定値：{init!r}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="75" />
            <source>a learned table</source>
            <translation>学習式テーブル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="91" />
            <source>untrained initialisation (BERT: truncated normal σ={std:g}, cut at ±{cut:g}σ)</source>
            <translation>未学習の初期値（BERT：切断正規分布 σ={std:g}、±{cut:g}σ で切断）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="93" />
            <source>untrained initialisation (GPT-2: normal σ={std:g})</source>
            <translation>未学習の初期値（GPT-2：正規分布 σ={std:g}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="117" />
            <source>table file {name}: no such file</source>
            <translation>テーブルファイル {name}：ファイルがありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="119" />
            <source>table file {name}: is a folder, not a .npy file</source>
            <translation>テーブルファイル {name}：.npy ファイルではなくフォルダーです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="120" />
            <source>table file {name}: {reason}</source>
            <translation>テーブルファイル {name}: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="134" />
            <source>table file {name}: unreadable ({reason})</source>
            <translation>テーブルファイル {name}：読み込めません（{reason}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="142" />
            <source>table file {name}: not a .npy file (no NumPy header)</source>
            <translation>テーブルファイル {name}：.npy ファイルではありません（NumPy のヘッダーがありません）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="148" />
            <source>table file {name}: .npy format version {version} is not read (1.0, 2.0 and 3.0 are)</source>
            <translation>テーブルファイル {name}: .npy 形式のバージョン {version} は読み込めません(1.0、2.0、3.0 のみ)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="172" />
            <source>table file {name}: holds Python objects (dtype {dtype}), which would need pickle; only plain float arrays are loaded</source>
            <translation>テーブルファイル {name}：Python オブジェクト（dtype {dtype}）を含み、読み込みに pickle が必要です。読み込めるのは通常の浮動小数点配列だけです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="176" />
            <source>table file {name}: wrong shape {shape}: a table must be 2-D (positions, d_model)</source>
            <translation>テーブルファイル {name}：形状 {shape} が正しくありません。テーブルは 2 次元 (positions, d_model) でなければなりません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="179" />
            <source>table file {name}: wrong shape {shape}: it has no values</source>
            <translation>テーブルファイル {name}：形状 {shape} が正しくありません。値がありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="182" />
            <source>table file {name}: dtype {dtype} is not a real float type (float16/32/64 only)</source>
            <translation>テーブルファイル {name}：dtype {dtype} は実数の浮動小数点型ではありません（float16/32/64 のみ）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="185" />
            <source>table file {name}: wrong shape {shape}: a dimension is larger than {limit:,}</source>
            <translation>テーブルファイル {name}: 形状 {shape} が不正です: {limit:,} を超える次元があります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="187" />
            <source>table file {name}</source>
            <translation>テーブルファイル {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="268" />
            <source>table file {name}: unreadable (truncated: {size:,} bytes where the header promises {need:,})</source>
            <translation>テーブルファイル {name}: 読み込めません(途中で切れています: ヘッダーでは {need:,} バイトのところ {size:,} バイト)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="298" />
            <source>{what}: {count:,} values are not finite; the first is NaN at row {row}, column {col}</source>
            <translation>{what}：{count:,} 個の値が有限ではありません。最初のものは行 {row}、列 {col} の NaN です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="301" />
            <source>{what}: {count:,} values are not finite; the first is an infinite value at row {row}, column {col}</source>
            <translation>{what}：{count:,} 個の値が有限ではありません。最初のものは行 {row}、列 {col} の無限大です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="306" />
            <source>{what}: a value of magnitude {value:.3g} is beyond the float32 range (±{limit:.3g}) the views draw in</source>
            <translation>{what}: 絶対値 {value:.3g} の値が、ビューが描画に使う float32 の範囲(±{limit:.3g})を超えています</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="340" />
            <source>the table {tensor}</source>
            <translation>表 {tensor}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="386" />
            <source>trained table from {name}</source>
            <translation>{name} の学習済みテーブル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="389" />
            <source>trained table {tensor} of {name}</source>
            <translation>{name} の学習済みの表 {tensor}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="411" />
            <source>the table is {width:,} wide, not d_model {d_model:,}: its width is used</source>
            <translation>テーブルの幅は d_model {d_model:,} ではなく {width:,} です。テーブルの幅を使います</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="417" />
            <source>no row past position {last:,}: a learned table cannot go past its maximum length ({rows:,} positions)</source>
            <translation>位置 {last:,} より後の行はありません：学習式テーブルは最大長（{rows:,} 位置）を超えられません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="509" />
            <source>the distance decay of a learned table is computed for at most {limit:,} rows; this table has {rows:,}</source>
            <translation>学習済みテーブルの距離減衰は最大 {limit:,} 行まで計算します。このテーブルは {rows:,} 行です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="566" />
            <source>positions {first:,}–{last:,} asked, but the learned table has rows 0–{last_row:,} only ({note}); use --offset and --seq-len within it</source>
            <translation>位置 {first:,}–{last:,} が指定されましたが、学習式テーブルには行 0–{last_row:,} しかありません（{note}）。--offset と --seq-len をその範囲内にしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="148" />
            <source>{name}: M-RoPE θ {base:,.10g}, {pairs} pairs (head dim {head_dim}) {layout}, {m} × {m} patches a token, context {context:,}</source>
            <translation>{name}: M-RoPE θ {base:,.10g}、{pairs} ペア (ヘッド次元 {head_dim}) {layout}、{m} × {m} パッチで 1 トークン、文脈長 {context:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="157" />
            <source>, {scaling} ×{factor:g} from {orig:,}</source>
            <translation>、{scaling} ×{factor:g} ({orig:,} から)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="161" />
            <source>{name}: RoPE θ {base:,.10g}, {pairs} pairs (head dim {head_dim}){extra}, context {context:,}</source>
            <translation>{name}: RoPE θ {base:,.10g}、{pairs} ペア (ヘッド次元 {head_dim}){extra}、文脈長 {context:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="166" />
            <source>{name}: ALiBi, {heads} heads</source>
            <translation>{name}: ALiBi、ヘッド数 {heads}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="168" />
            <source>{name}: T5 relative buckets, {buckets} buckets to distance {distance:,}, {heads} heads, {direction} ({source})</source>
            <translation>{name}: T5 の相対位置バケット、距離 {distance:,} までに {buckets} バケット、ヘッド数 {heads}、{direction} ({source})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="171" />
            <source>bidirectional</source>
            <translation>双方向</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="171" />
            <source>causal</source>
            <translation>因果的</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="172" />
            <source>trained biases</source>
            <translation>学習済みのバイアス</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="173" />
            <source>no biases read</source>
            <translation>バイアスは読み込んでいません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="175" />
            <source>table {tensor}</source>
            <translation>表 {tensor}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="176" />
            <source>no table in the checkpoint: untrained</source>
            <translation>チェックポイントに表がありません: 未学習</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="177" />
            <source>{name}: learned table {rows:,} × {width:,} ({source})</source>
            <translation>{name}: 学習される表 {rows:,} × {width:,} ({source})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="179" />
            <source>{name}: sinusoidal, d_model {d_model:,}, {layout}</source>
            <translation>{name}: 正弦波、d_model {d_model:,}、{layout}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="194" />
            <source>{name}: not valid JSON</source>
            <translation>{name}: 正しい JSON ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="196" />
            <source>{name}: not a JSON object</source>
            <translation>{name}: JSON オブジェクトではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="231" />
            <source>{config}: {key} must be a number, got {value}</source>
            <translation>{config}: {key} は数でなければなりません ({value} でした)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="234" />
            <source>{config}: {key} = {value} is too large (a count or factor of at most {digits} digits is read)</source>
            <translation>{config}: {key} = {value} は大きすぎます (読むのは {digits} 桁までの個数や倍率です)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="239" />
            <source>{config}: {key} must be an integer, got {value}</source>
            <translation>{config}: {key} は整数でなければなりません ({value} でした)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="248" />
            <source>{config}: {key} = {value:,} must be at least {least}</source>
            <translation>{config}: {key} = {value:,} は {least} 以上でなければなりません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="322" />
            <source>rope_parameters per layer type: the {layer} layers' are drawn</source>
            <translation>層の種類ごとの rope_parameters: {layer} 層のものを描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="325" />
            <source>{config}: rope_parameters has no entry for the layer type {layer}</source>
            <translation>{config}: rope_parameters にレイヤー種別 {layer} の項目がありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="355" />
            <source>{config}: {key} must be an object, got {value}</source>
            <translation>{config}: {key} はオブジェクトでなければなりません ({value} でした)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="366" />
            <source>Hugging Face's {family} default {value:,.10g} (no {key} in {config})</source>
            <translation>Hugging Face の {family} の既定値 {value:,.10g}({config} に {key} がありません)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="371" />
            <source>Hugging Face's default 10000 (no rope_theta in {config})</source>
            <translation>Hugging Face の既定値 10000 ({config} に rope_theta なし)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="384" />
            <source>{config}: RoPE needs head_dim, or hidden_size and num_attention_heads; keys seen: {keys}</source>
            <translation>{config}: RoPE には head_dim、または hidden_size と num_attention_heads が必要です。あったキー: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="389" />
            <source>{hidden_key} {hidden} / {heads_key} {heads}</source>
            <translation>{hidden_key} {hidden} / {heads_key} {heads}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="397" />
            <source>{config}: {key} = {value:g}: the share of each head that rotates must be above 0 and at most 1</source>
            <translation>{config}: {key} = {value:g}: 各ヘッドのうち回転する割合は 0 より大きく 1 以下でなければなりません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="407" />
            <source>{head} × {partial_key} {partial:g} = {rotary} rotated dims</source>
            <translation>{head} × {partial_key} {partial:g} = 回転する {rotary} 次元</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="410" />
            <source>partial rotary: {rotary} of the head's {head_dim} dims rotate; the rest carry no position</source>
            <translation>部分回転: ヘッドの {head_dim} 次元のうち {rotary} 次元が回転し、残りは位置を持ちません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="416" />
            <source>{config}: {rotary} rotated dims per head: RoPE needs an even number from 2 to {top}</source>
            <translation>{config}: ヘッドあたり回転する次元が {rotary}: RoPE には 2 から {top} の偶数が必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="423" />
            <source>{family} rotates (2i, 2i+1) pairs ({how})</source>
            <translation>{family} は (2i, 2i+1) のペアを回転します ({how})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="426" />
            <source>Hugging Face's {family} rotates i with i + d/2 (rotate_half)</source>
            <translation>Hugging Face の {family} は i と i + d/2 を回転します (rotate_half)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="433" />
            <source>no max_position_embeddings: 4096 shown</source>
            <translation>max_position_embeddings なし: 4096 を表示</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="435" />
            <source>{source} = {value:,}: a context of at least 1 position is needed</source>
            <translation>{source} = {value:,}: 文脈には 1 つ以上の位置が必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="458" />
            <source>{config}: rope_type {rope_type} needs {key}.factor</source>
            <translation>{config}: rope_type {rope_type} には {key}.factor が必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="465" />
            <source>no rope_scaling</source>
            <translation>rope_scaling なし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="480" />
            <source>no factor: max_position_embeddings {max_pos:,} / original_max_position_embeddings {orig:,}</source>
            <translation>factor なし: max_position_embeddings {max_pos:,} / original_max_position_embeddings {orig:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="489" />
            <source>Hugging Face's default {value:g}</source>
            <translation>Hugging Face の既定値 {value:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="497" />
            <source>{source} = {value:g}: 0.1·{name}·ln {factor:g} + 1 = {scale:g}; YaRN's attention factor needs it above 0</source>
            <translation>{source} = {value:g}: 0.1·{name}·ln {factor:g} + 1 = {scale:g}。YaRN の注意の係数にはこれが 0 より大きいことが必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="502" />
            <source>{key}.mscale {m:g} / mscale_all_dim {m_all:g}: (0.1·{m:g}·ln s + 1)/(0.1·{m_all:g}·ln s + 1)</source>
            <translation>{key}.mscale {m:g} / mscale_all_dim {m_all:g}: (0.1·{m:g}·ln s + 1)/(0.1·{m_all:g}·ln s + 1)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="506" />
            <source>not given: 0.1·ln s + 1</source>
            <translation>指定なし: 0.1·ln s + 1</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="512" />
            <source>Hugging Face's default: true (ramp ends rounded to whole pairs)</source>
            <translation>Hugging Face の既定値: true (ランプの端を整数のペアに丸める)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="517" />
            <source>{config}: llama3 scaling needs {key}.original_max_position_embeddings</source>
            <translation>{config}: llama3 スケーリングには {key}.original_max_position_embeddings が必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="523" />
            <source>{config}: llama3 scaling needs {key}.{name}</source>
            <translation>{config}: llama3 スケーリングには {key}.{name} が必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="536" />
            <source>{config}: longrope needs {key}.{name}: {pairs} numbers from {low:g} to {high:g}, one per pair</source>
            <translation>{config}: longrope には {key}.{name} が必要です: ペアごとに 1 つ、{low:g} から {high:g} までの数を {pairs} 個</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="543" />
            <source>max_position_embeddings {max_pos:,} / original_max_position_embeddings {orig:,}</source>
            <translation>max_position_embeddings {max_pos:,} / original_max_position_embeddings {orig:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="549" />
            <source>not given: √(1 + ln s / ln original)</source>
            <translation>指定なし: √(1 + ln s / ln original)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="551" />
            <source>{config}: rope_type {rope_type} is not one this app draws (default, linear, dynamic, yarn, longrope, llama3)</source>
            <translation>{config}: rope_type {rope_type} はこのアプリが描くもの (default、linear、dynamic、yarn、longrope、llama3) ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="557" />
            <source>{family}'s attention: softmax scale × (0.1·{m:g}·ln {factor:g} + 1)² (yarn_apply_mscale, {key}.mscale_all_dim)</source>
            <translation>{family} の注意: ソフトマックスのスケール × (0.1·{m:g}·ln {factor:g} + 1)² (yarn_apply_mscale、{key}.mscale_all_dim)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="562" />
            <source>{config}: scaling factor {factor:g} is below 1</source>
            <translation>{config}: スケーリング係数 {factor:g} が 1 未満です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="586" />
            <source>{source} = {count:,}: the app reads models of at most {top:,} layers</source>
            <translation>{source} = {count:,}: このアプリが読めるのは {top:,} 層までのモデルです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="592" />
            <source>{source} must be a list of 1 to {top:,} layer type names, got {value}</source>
            <translation>{source} は 1〜{top:,} 個のレイヤー種別名のリストである必要があります(値: {value})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="596" />
            <source>{source} names {names:,} layers, num_hidden_layers is {count:,}</source>
            <translation>{source} は {names:,} 層を挙げていますが、num_hidden_layers は {count:,} です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="599" />
            <source>{source} has {kinds} layer types; the app draws at most {top}</source>
            <translation>{source} には {kinds} 種類のレイヤーがあります。描けるのは {top} 種類までです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="610" />
            <source>{source} {every}: one full_attention layer in each {every}</source>
            <translation>{source} {every}: {every} 層ごとに full_attention 層が 1 つ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="613" />
            <source>{family}'s pattern: one full_attention layer in each {every}</source>
            <translation>{family} の並び: {every} 層ごとに full_attention 層が 1 つ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="627" />
            <source>no_rope_layer_interval {every}: each {every}th layer has no RoPE</source>
            <translation>no_rope_layer_interval {every}: {every} 層ごとに RoPE のない層</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="631" />
            <source>{source} must be {count:,} flags of 0 or 1, one per layer, got {value}</source>
            <translation>{source} は層ごとに 1 つ、{count:,} 個の 0 か 1 である必要があります(値: {value})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="635" />
            <source>{source}: 0 for a layer without RoPE</source>
            <translation>{source}: 0 は RoPE のない層</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="638" />
            <source>{family}'s full_attention layers apply no rotary embedding</source>
            <translation>{family} の full_attention 層は回転埋め込みを使いません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="657" />
            <source>{family}: rope_scaling is the full_attention layers' alone</source>
            <translation>{family}: rope_scaling は full_attention 層だけのものです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="660" />
            <source>{config}: LongRoPE factors of their own for the {kind} layers are not drawn</source>
            <translation>{config}: {kind} 層に固有の LongRoPE 係数は描けません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="672" />
            <source>each query is scaled by 1 + {scale:g}·ln(1 + ⌊(p + 1)/{floor:,}⌋) at position p (attn_temperature_tuning): sharper attention in long contexts</source>
            <translation>位置 p のクエリは 1 + {scale:g}·ln(1 + ⌊(p + 1)/{floor:,}⌋) 倍されます(attn_temperature_tuning): 長い文脈で注意が鋭くなります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="688" />
            <source>{source} = {value:g}: an attention factor must be above 0</source>
            <translation>{source} = {value:g}: 注意の係数は 0 より大きくなければなりません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="701" />
            <source>{low_source} = {low:g} must be at most {high_source} = {high:g}</source>
            <translation>{low_source} = {low:g} は {high_source} = {high:g} 以下である必要があります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="703" />
            <source>{low_source} = {low:g} must be below {high_source} = {high:g}</source>
            <translation>{low_source} = {low:g} は {high_source} = {high:g} より小さくなければなりません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="717" />
            <source>{config}: MPT's slopes for {heads} heads with alibi_bias_max {bias_max:g} differ from the paper's rule the app draws (it draws power-of-two head counts with alibi_bias_max 8)</source>
            <translation>{config}: ヘッド数 {heads}、alibi_bias_max {bias_max:g} の MPT の傾きは、このアプリが描く論文の規則と異なります (描けるのはヘッド数が 2 のべき乗で alibi_bias_max 8 のもの)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="730" />
            <source>{config}: ALiBi needs the number of heads; keys seen: {keys}</source>
            <translation>{config}: ALiBi にはヘッド数が必要です。あったキー: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="733" />
            <source>{config}: {heads} heads; the app draws 1 to {top}</source>
            <translation>{config}: ヘッド数 {heads}: このアプリが描けるのは 1 から {top} です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="736" />
            <source>the steepest head first</source>
            <translation>最も急なヘッドから</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="741" />
            <source>ALiBi has no length limit: 2048 shown</source>
            <translation>ALiBi には長さの上限がありません: 2048 を表示</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="750" />
            <source>FalconConfig's default hidden_size</source>
            <translation>FalconConfig の既定の hidden_size</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="755" />
            <source>{config}: hidden_size {width} for {heads} heads leaves no head dimension</source>
            <translation>{config}: {heads} ヘッドに hidden_size {width} では、ヘッドの次元が残りません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="758" />
            <source>Falcon's attention divides its scores, ALiBi biases included, by √head_dim = √{head_dim} ({source} / {heads} heads)</source>
            <translation>Falcon の注意は ALiBi バイアスを含むスコアを √head_dim = √{head_dim}（{source} / {heads} ヘッド）で割ります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="760" />
            <source>Falcon's build_alibi_tensor rounds each slope, key position and bias to bfloat16</source>
            <translation>Falcon の build_alibi_tensor は各傾き、キーの位置、バイアスを bfloat16 に丸めます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="762" />
            <source>transformers' eager attention for Falcon adds the ALiBi biases twice (once with the scores, once in its mask); the default (SDPA) attention and the original code add them once, as drawn here</source>
            <translation>transformers の Falcon の eager 注意は ALiBi バイアスを 2 回加えます（スコアと一緒に 1 回、マスクで 1 回）。既定（SDPA）の注意と元のコードは、ここに描くとおり 1 回だけ加えます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="770" />
            <source>T5Config's default relative_attention_num_buckets</source>
            <translation>T5Config の relative_attention_num_buckets の既定値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="772" />
            <source>T5Config's default relative_attention_max_distance</source>
            <translation>T5Config の relative_attention_max_distance の既定値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="775" />
            <source>{config}: is_decoder true: the decoder's causal buckets</source>
            <translation>{config}: is_decoder が true: デコーダーの因果的なバケット</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="776" />
            <source>the encoder's self-attention (is_decoder false): bidirectional</source>
            <translation>エンコーダーの自己注意 (is_decoder が false): 双方向</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="778" />
            <source>T5Config's default num_heads</source>
            <translation>T5Config の num_heads の既定値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="782" />
            <source>the first head</source>
            <translation>最初のヘッド</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="785" />
            <source>twice the max distance, to show where the buckets end (T5 has no length limit)</source>
            <translation>最大距離の 2 倍 (バケットの終わりを見せるため。T5 には長さの上限がありません)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="786" />
            <source>no checkpoint read: the buckets</source>
            <translation>チェックポイントを読んでいません: バケット</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="788" />
            <source>UMT5: every layer has its own bias table; the first layer's is drawn</source>
            <translation>UMT5: 層ごとに別のバイアス表があります。最初の層のものを描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="796" />
            <source>{name}: the checkpoint has no {tensor}</source>
            <translation>{name}: チェックポイントに {tensor} がありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="801" />
            <source>{tensor}: a value that is not finite at bucket {row}, head {col}</source>
            <translation>{tensor}: バケット {row}、ヘッド {col} に有限でない値があります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="817" />
            <source>{tensor}: {dtype} {shape}, not the float [buckets, heads] = {want} the config gives</source>
            <translation>{tensor}: {dtype} {shape} で、設定から決まる浮動小数点の [buckets, heads] = {want} ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="839" />
            <source>{config}: position_embedding_type {kind} (relative) is not drawn; only absolute tables are</source>
            <translation>{config}: position_embedding_type {kind} (相対) は描けません。描けるのは絶対位置の表だけです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="855" />
            <source>{config}: max_position_embeddings {rows:,} leaves no row for position 0 after the {offset} rows before it</source>
            <translation>{config}: max_position_embeddings {rows:,} では、位置 0 より前の {offset} 行のあとに位置 0 の行が残りません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="861" />
            <source>{key} {rows:,} − {offset} rows before position 0</source>
            <translation>{key} {rows:,} − 位置 0 より前の {offset} 行</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="869" />
            <source>{family}'s initialisation (shown if no table is read)</source>
            <translation>{family} の初期化 (表を読まないときに表示)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="878" />
            <source>{config}: a sinusoidal table needs d_model; keys seen: {keys}</source>
            <translation>{config}: 正弦波の表には d_model が必要です。あったキー: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="882" />
            <source>{name}: the paper's frequencies, sines then cosines ({name}SinusoidalPositionalEmbedding)</source>
            <translation>{name}: 論文の周波数で、正弦のあとに余弦 ({name}SinusoidalPositionalEmbedding)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="885" />
            <source>{family}: fairseq's table, ω_i = exp(−i·ln 10000/(d/2−1)), sines then cosines</source>
            <translation>{family}: fairseq の表、ω_i = exp(−i·ln 10000/(d/2−1))、正弦のあとに余弦</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="887" />
            <source>{family} numbers tokens from padding_idx + 1 = 2: token p gets row p + 2</source>
            <translation>{family} はトークンを padding_idx + 1 = 2 から数えます: トークン p は行 p + 2 を使います</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="889" />
            <source>fixed in {family}'s code</source>
            <translation>{family} のコードで固定</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="891" />
            <source>no max_position_embeddings: 1024 shown</source>
            <translation>max_position_embeddings なし: 1024 を表示</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="897" />
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="934" />
            <source>{config}: rope_type mrope needs {key}.mrope_section, the pairs that turn with t, h and w</source>
            <translation>{config}: rope_type mrope には {key}.mrope_section（t、h、w で回るペアの数）が必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="939" />
            <source>{source} must be a list of counts ≥ 0 summing to head_dim/2 = {half} ({head}), got {value}</source>
            <translation>{source} は合計が head_dim/2 = {half}（{head}）になる 0 以上の数のリストでなければなりません(値: {value})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="944" />
            <source>{source}: {count} sections; the app draws at most {top} characters of them</source>
            <translation>{source}: セクションが {count} 個あります。このアプリが描けるのは {top} 文字までです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="950" />
            <source>{source} must be true or false, got {value}</source>
            <translation>{source} は true か false である必要があります(値: {value})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="955" />
            <source>{family}'s rotary embedding interleaves t, h, w pair by pair</source>
            <translation>{family} の回転埋め込みは t、h、w をペアごとに交互に割り当てます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="958" />
            <source>no mrope_interleaved: the sections in turn (Qwen2-VL)</source>
            <translation>mrope_interleaved なし: セクションを順に割り当て（Qwen2-VL）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="961" />
            <source>{source}: interleaved M-RoPE takes three sections (t, h, w), got {value}</source>
            <translation>{source}: interleaved の M-RoPE はセクションを 3 つ (t, h, w) とります(値: {value})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="970" />
            <source>Hugging Face's default spatial_merge_size 2 (no vision_config.spatial_merge_size)</source>
            <translation>Hugging Face の既定値 spatial_merge_size 2(vision_config.spatial_merge_size がありません)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="975" />
            <source>{source} must be a whole number of tokens, got {value}</source>
            <translation>{source} はトークンの整数でなければなりません(値: {value})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="980" />
            <source>{family}'s default tokens_per_second {n} (no vision_config.tokens_per_second)</source>
            <translation>{family} の既定値 tokens_per_second {n}(vision_config.tokens_per_second がありません)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="984" />
            <source>{family}: each temporal patch of a video a frame of its own after its timestamp text</source>
            <translation>{family}: 動画の時間方向パッチはそれぞれ、タイムスタンプのテキストの後に置かれる 1 枚のフレームです</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="988" />
            <source>{family}: a video's temporal patches 1 position apart</source>
            <translation>{family}: 動画の時間方向パッチは 1 位置ずつ離れます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="990" />
            <source>a model without tokens_per_second</source>
            <translation>tokens_per_second のないモデル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="991" />
            <source>interleaved {section}</source>
            <translation>interleaved {section}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="992" />
            <source>in sections {section}</source>
            <translation>セクション {section}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="993" />
            <source>M-RoPE: each pair turns with the time, height or width position ({layout}); the M-RoPE tab draws an image's (t, h, w) ids, the other RoPE views text alone, where t = h = w</source>
            <translation>M-RoPE: 各ペアは時間・高さ・幅のいずれかの位置で回ります（{layout}）。M-RoPE タブは画像の (t, h, w) ID を描き、ほかの RoPE のビューは t = h = w となるテキストだけを描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1024" />
            <source>{config}: no positional scheme this app knows (model_type {family}); keys seen: {keys}</source>
            <translation>{config}: このアプリが知っている位置の方式がありません (model_type {family})。あったキー: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1041" />
            <source>{family}: the language model's positions (text_config) are drawn</source>
            <translation>{family}: 言語モデルの位置 (text_config) を描いています</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1042" />
            <source>a multimodal model</source>
            <translation>マルチモーダルモデル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1044" />
            <source>its vision tower (vision_config) numbers image patches with positions of its own, not drawn here</source>
            <translation>視覚部 (vision_config) は画像パッチに独自の位置を付けます (ここでは描きません)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1049" />
            <source>model_type {family}</source>
            <translation>model_type {family}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1050" />
            <source>the keys of {config}</source>
            <translation>{config} のキー</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1074" />
            <source>DistilBERT: create_sinusoidal_embeddings</source>
            <translation>DistilBERT: create_sinusoidal_embeddings</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1075" />
            <source>fixed in DistilBERT's code</source>
            <translation>DistilBERT のコードで固定</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1077" />
            <source>no max_position_embeddings: 512 shown</source>
            <translation>max_position_embeddings なし: 512 を表示</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1103" />
            <source>{path}: not on disk (nothing is downloaded: open a folder or file that is there)</source>
            <translation>{path}: ディスクにありません (何もダウンロードしません: ディスクにあるフォルダーかファイルを開いてください)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1113" />
            <source>{name}: open a model folder, a config.json or a .safetensors file</source>
            <translation>{name}: モデルのフォルダー、config.json、.safetensors ファイルのどれかを開いてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1125" />
            <source>{path}: cannot be read ({reason})</source>
            <translation>{path}: 読めません ({reason})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1148" />
            <source>{path}: no config.json and no .safetensors file</source>
            <translation>{path}: config.json も .safetensors ファイルもありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1151" />
            <source>{path}: no config.json, and no position table among its tensors ({names})</source>
            <translation>{path}: config.json がなく、テンソル ({names}) に位置の表もありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1164" />
            <source>{checkpoint}: no position table (looked for {names})</source>
            <translation>{checkpoint}: 位置の表がありません (探した名前: {names})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1169" />
            <source>config says {config_rows:,} rows, the tensor has {rows:,}: the tensor's are drawn</source>
            <translation>設定では {config_rows:,} 行、テンソルは {rows:,} 行: テンソルの行を描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1174" />
            <source>{tensor} {shape} ({dtype}) minus {offset} rows before position 0</source>
            <translation>{tensor} {shape} ({dtype}) から位置 0 より前の {offset} 行を除く</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1178" />
            <source>{tensor} width</source>
            <translation>{tensor} の幅</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1180" />
            <source>rows 0–{last} of {tensor} come before position 0 ({family}'s offset of {offset}): position p is row p + {offset}</source>
            <translation>{tensor} の行 0–{last} は位置 0 より前です ({family} のオフセット {offset}): 位置 p は行 p + {offset}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1185" />
            <source>no .safetensors checkpoint: the untrained initialisation of the config's shape is drawn</source>
            <translation>.safetensors チェックポイントがありません: 設定の形の未学習の初期値を描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1187" />
            <source>{file} not read (pickle can run code; only .safetensors is read): the untrained initialisation of the config's shape is drawn</source>
            <translation>{file} は読みません (pickle はコードを実行できます。読むのは .safetensors だけ): 設定の形の未学習の初期値を描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1191" />
            <source>{config}: no max_position_embeddings or n_positions for the table's length</source>
            <translation>{config}: 表の長さを示す max_position_embeddings も n_positions もありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1202" />
            <source>{checkpoint}: no {tensor}: the buckets are drawn, and the bias of an untrained initialisation</source>
            <translation>{checkpoint}: {tensor} がありません: バケットと、未学習の初期値のバイアスを描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1204" />
            <source>{checkpoint}: no {tensor}: the buckets</source>
            <translation>{checkpoint}: {tensor} がありません: バケットを描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1217" />
            <source>{tensor}: shape {shape} is not a (positions, width) table</source>
            <translation>{tensor}: 形 {shape} は (位置, 幅) の表ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1220" />
            <source>{tensor} has {rows:,} rows, none left for position 0 after the {offset:,} rows before it</source>
            <translation>{tensor} は {rows:,} 行で、位置 0 より前の {offset:,} 行のあとに位置 0 の行が残りません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1224" />
            <source>{tensor} is {dtype}, not a float table</source>
            <translation>{tensor} は {dtype} で、浮動小数点の表ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1230" />
            <source>{tensor} {shape} ({dtype})</source>
            <translation>{tensor} {shape} ({dtype})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1235" />
            <source>tensor {tensor}</source>
            <translation>テンソル {tensor}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1236" />
            <source>twice the table's rows, to show where it ends</source>
            <translation>表の行数の 2 倍 (表の終わりを見せるため)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1239" />
            <source>no config.json: the table is drawn as stored (a model with a position offset, such as OPT or RoBERTa, needs its config to know it)</source>
            <translation>config.json がありません: 表を保存されたまま描きます (OPT や RoBERTa のように位置のオフセットがあるモデルは、設定がないとそれがわかりません)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1254" />
            <source>context {value:,} is past the app's {top:,} positions: {top:,} shown</source>
            <translation>文脈長 {value:,} はアプリの上限 {top:,} 位置を超えています: {top:,} を表示</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1258" />
            <source>{source} = {value:g}: {flag} must be {allowed}</source>
            <translation>{source} = {value:g}: {flag} は {allowed} でなければなりません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1342" />
            <source>no model is open</source>
            <translation>開いているモデルはありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1361" />
            <source>{name} has no position table</source>
            <translation>{name} には位置の表がありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1365" />
            <source>{tensor}: a value that is not finite at row {row}, column {col}</source>
            <translation>{tensor}: 行 {row}、列 {col} に有限でない値があります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1378" />
            <source>--scaling longrope takes its per-pair factors from a model: open one (--model PATH)</source>
            <translation>--scaling longrope はペアごとの係数をモデルから取ります: モデルを開いてください (--model PATH)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1382" />
            <source>{name} has no LongRoPE factors (its scaling is {scaling})</source>
            <translation>{name} には LongRoPE の係数がありません (スケーリングは {scaling})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1387" />
            <source>{name}'s LongRoPE factors are for {pairs} pairs, not head_dim {head_dim}</source>
            <translation>{name} の LongRoPE の係数は {pairs} ペア分で、head_dim {head_dim} に合いません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1472" />
            <source>no snapshot downloaded</source>
            <translation>スナップショットがダウンロードされていません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1477" />
            <source>cannot be read: {reason}</source>
            <translation>読めません: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="45" />
            <source>{first}, {rest}</source>
            <translation>{first}、{rest}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="70" />
            <source>one of {choices}</source>
            <translation>{choices} のいずれか</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="72" />
            <source>on or off</source>
            <translation>オンまたはオフ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="74" />
            <source>text of {low} to {high} characters</source>
            <translation>{low}〜{high} 文字のテキスト</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="76" />
            <source>an integer from {low} to {high}</source>
            <translation>{low}〜{high} の整数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="77" />
            <source>a number from {low} to {high}</source>
            <translation>{low}〜{high} の数値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="88" />
            <source>on</source>
            <translation>オン</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="88" />
            <source>off</source>
            <translation>オフ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="97" />
            <source>{flag} must be {allowed}, got {value}</source>
            <translation>{flag} は {allowed}で指定してください（指定値：{value}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="167" />
            <source>d_model</source>
            <translation>d_model</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="168" />
            <source>Width of the model's vectors: how many dimensions each token's embedding and position vector has. Transformer base: 512, Transformer big: 1024, BERT-base and GPT-2 small: 768, Llama 2 7B: 4096.</source>
            <translation>モデルのベクトルの幅：各トークンの埋め込みベクトルと位置ベクトルの次元数です。Transformer base：512、Transformer big：1024、BERT-base と GPT-2 small：768、Llama 2 7B：4096。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="173" />
            <source>Positions</source>
            <translation>位置の数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="174" />
            <source>How many consecutive positions (tokens) are shown, starting at the first position. Context lengths of real models: BERT 512, GPT-2 1024, Llama 2 4096, Llama 3.1 131,072.</source>
            <translation>先頭の位置から表示する連続した位置（トークン）の数です。実際のモデルの系列長：BERT 512、GPT-2 1024、Llama 2 4096、Llama 3.1 131,072。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="179" />
            <source>Sinusoid base</source>
            <translation>正弦波の基数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="180" />
            <source>Base of the sinusoidal encoding's wavelengths (RoPE has its own, “RoPE base θ”): frequency ω_i = base^(−2i/d_model), so wavelengths run from 2π up to nearly 2π·base positions. The paper uses 10,000. Must be above 1, or no wavelength grows.</source>
            <translation>正弦波エンコーディングの波長の基数です（RoPE には別の「RoPE の基数 θ」があります）：周波数 ω_i = base^(−2i/d_model) で、波長は 2π から 2π·base 近くの位置数まで伸びます。原論文は 10,000 です。1 より大きくないと波長が伸びません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="186" />
            <source>Layout</source>
            <translation>配置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="187" />
            <source>Interleaved (paper)</source>
            <translation>交互配置（原論文）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="187" />
            <source>Sin | cos (paper ω)</source>
            <translation>sin | cos（原論文の ω）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="188" />
            <source>Sin | cos (t2t ω)</source>
            <translation>sin | cos（t2t の ω）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="189" />
            <source>How sines and cosines are placed in the vector. interleaved: sin, cos, sin, cos … with ω_i = base^(−2i/d) (the paper; Hugging Face create_sinusoidal_embeddings). concat-paper: the same frequencies, all sines then all cosines (TensorFlow tutorial, Hugging Face Marian). concat-t2t: sines then cosines with ω_i = base^(−i/(d/2−1)) (tensor2tensor, fairseq). Odd d_model: the last sine has no cosine partner, except in concat-t2t, whose last dimension is a column of zeros.</source>
            <translation>ベクトル内での sin と cos の並べ方です。交互配置（interleaved）：sin、cos、sin、cos … の順で ω_i = base^(−2i/d)（原論文、Hugging Face create_sinusoidal_embeddings）。連結・論文の周波数（concat-paper）：同じ周波数で、sin をすべて並べた後に cos をすべて並べる（TensorFlow チュートリアル、Hugging Face の Marian）。連結・tensor2tensor（concat-t2t）：sin の後に cos、ω_i = base^(−i/(d/2−1))（tensor2tensor、fairseq）。d_model が奇数のとき：最後の sin には対になる cos がありません。ただし concat-t2t では最後の次元がゼロの列になります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="198" />
            <source>First position</source>
            <translation>先頭の位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="199" />
            <source>Position of the first row shown; 0 is the first token. Set it far out (e.g. 100,000) to see positions past any training length, or to a decoder's current step.</source>
            <translation>表示する最初の行の位置です。0 が最初のトークンです。遠く（例：100,000）に設定すると学習時の系列長を超えた位置を、デコーダーの現在のステップに設定するとその位置を確認できます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="204" />
            <source>Reference position</source>
            <translation>基準位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="205" />
            <source>The similarity curve shows PE(reference)·PE(position) for every position shown. The second article uses 0 (PE(0)·PE(pos)).</source>
            <translation>類似度の曲線は、表示する各位置について PE(基準)·PE(位置) を示します。2 つ目の記事は 0 を使います（PE(0)·PE(pos)）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="209" />
            <source>Trained length</source>
            <translation>学習時の系列長</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="210" />
            <source>Marks the longest sequence seen in training (0: no marker), e.g. 512 for BERT, 4096 for Llama 2. The sinusoidal encoding still has values past it: it extrapolates; a learned table does not.</source>
            <translation>学習で見た最長の系列長に印を付けます（0：印なし）。例：BERT は 512、Llama 2 は 4096。正弦波の位置エンコーディングはその先にも値があり外挿できますが、学習式テーブルにはありません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="216" />
            <source>Orientation</source>
            <translation>向き</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="217" />
            <source>positions-vertical</source>
            <translation>位置を縦軸に</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="217" />
            <source>dimensions-vertical</source>
            <translation>次元を縦軸に</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="218" />
            <source>Positions down</source>
            <translation>位置を縦軸に</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="218" />
            <source>Dimensions up</source>
            <translation>次元を縦軸に</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="219" />
            <source>positions-vertical: positions down the side, the first at the top (as in the first article). dimensions-vertical: dimensions up the side, origin at the lower left (as in the second article).</source>
            <translation>位置を縦軸に（positions-vertical）：位置を縦に並べ、最初の位置が上（1 つ目の記事と同じ）。次元を縦軸に（dimensions-vertical）：次元を下から上へ並べ、原点は左下（2 つ目の記事と同じ）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="224" />
            <source>Colour map</source>
            <translation>カラーマップ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="225" />
            <source>RdBu</source>
            <translation>RdBu</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="225" />
            <source>coolwarm</source>
            <translation>coolwarm</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="226" />
            <source>Diverging colours fixed at −1..1. RdBu: red negative, blue positive (the first article); coolwarm: blue negative, red positive (the second article).</source>
            <translation>−1..1 に固定した発散型の配色です。RdBu：負が赤、正が青（1 つ目の記事）。coolwarm：負が青、正が赤（2 つ目の記事）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="231" />
            <source>Position A</source>
            <translation>位置 A</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="232" />
            <source>First position to compare (the first article compares rows 5 and 35).</source>
            <translation>比較する 1 つ目の位置です（1 つ目の記事は 5 行目と 35 行目を比較）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="235" />
            <source>Position B</source>
            <translation>位置 B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="236" />
            <source>Second position to compare (the first article: 35).</source>
            <translation>比較する 2 つ目の位置です（1 つ目の記事：35）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="239" />
            <source>Similarity</source>
            <translation>類似度</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="239" />
            <source>dot</source>
            <translation>内積</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="239" />
            <source>cosine</source>
            <translation>コサイン類似度</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="240" />
            <source>Dot product</source>
            <translation>内積</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="240" />
            <source>Cosine</source>
            <translation>コサイン類似度</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="241" />
            <source>dot: PE(p)·PE(q), what attention scores are made of (the second article plots it). cosine: the dot product divided by both lengths, from −1 to 1.</source>
            <translation>内積：PE(p)·PE(q)。アテンションのスコアのもとになる量です（2 つ目の記事がプロットしています）。コサイン類似度：内積を両方の長さで割ったもので、−1 から 1。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="245" />
            <source>Frequency pair i</source>
            <translation>周波数ペア i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="246" />
            <source>Which (sin, cos) pair to follow: dimensions 2i and 2i+1 in the paper's layout. Pair 0 turns fastest (wavelength 2π ≈ 6.3 positions); the last pairs barely move (their wavelengths approach 2π·base: 62,832 positions at base 10,000).</source>
            <translation>追う (sin, cos) ペアです。原論文の配置では次元 2i と 2i+1。ペア 0 が最も速く回り（波長 2π ≈ 6.3 位置）、最後のほうのペアはほとんど動きません（波長は 2π·base に近づき、base 10,000 では 62,832 位置）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="251" />
            <source>Offset k</source>
            <translation>オフセット k</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="252" />
            <source>The relative offset k: PE(p+k) is PE(p) rotated by the angle ω_i·k in each pair. A few tokens (e.g. 5) show the rotation clearly.</source>
            <translation>相対位置のずれ k：PE(p+k) は、各ペアで PE(p) を角度 ω_i·k だけ回転したものです。数トークン（例：5）で回転がよくわかります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="256" />
            <source>Clock: hands</source>
            <translation>時計: 針の数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="257" />
            <source>How many frequency pairs the Clock hands tab draws, one dial each. At most 16: more dials would leave their labels too small to read at 800 × 600.</source>
            <translation>「時計の針」タブに描く周波数ペアの数（1 ペアに 1 つの文字盤）。最大 16：これより多いと、800 × 600 では文字盤のラベルが小さすぎて読めません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="261" />
            <source>Clock: which pairs</source>
            <translation>時計: どのペアか</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="262" />
            <source>spread</source>
            <translation>最速から最遅まで均等に</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="262" />
            <source>first</source>
            <translation>先頭のペア（速い順）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="263" />
            <source>Spread, fastest to slowest</source>
            <translation>最速から最遅まで均等に</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="263" />
            <source>The first, fastest first</source>
            <translation>先頭のペア（速い順）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="264" />
            <source>Which pairs the dials show when the scheme turns more pairs than there are hands. spread: evenly spaced from the fastest (i = 0) to the slowest, both included. first: the first pairs, the fastest first.</source>
            <translation>方式が回すペアが針の数より多いとき、文字盤に表示するペア。最速から最遅まで均等に（spread）：最速（i = 0）から最遅まで両端を含めて等間隔。先頭のペア（first）：先頭から、速い順。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="269" />
            <source>Sentence A</source>
            <translation>文 A</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="270" />
            <source>Tokens are split on spaces and punctuation (each Japanese character is a token); each token gets a fixed embedding from its text.</source>
            <translation>空白と句読点でトークンに分けます（日本語は 1 文字が 1 トークン）。各トークンには文字列から決まる固定の埋め込みを与えます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="274" />
            <source>Sentence B</source>
            <translation>文 B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="275" />
            <source>The same words in another order: without positions, attention cannot tell.</source>
            <translation>同じ単語を別の語順で。位置がなければ、アテンションは区別できません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="278" />
            <source>Fold case</source>
            <translation>大文字・小文字を同一視</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="279" />
            <source>Treat 'The' and 'the' as the same token (the same embedding), as an uncased model such as bert-base-uncased does; GPT-2 keeps case.</source>
            <translation>'The' と 'the' を同じトークン（同じ埋め込み）として扱います。bert-base-uncased のような uncased モデルと同じです。GPT-2 は大文字・小文字を区別します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="283" />
            <source>Random seed</source>
            <translation>乱数シード</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="284" />
            <source>Seed of the token embeddings and attention projections in the demos (and of an untrained learned table): the same seed draws the same values. RoPE scores: rng = numpy.random.default_rng(seed), q = rng.standard_normal(head_dim), then k = rng.standard_normal(head_dim).</source>
            <translation>デモのトークン埋め込みと注意の射影（および未学習の学習テーブル）の乱数シード：同じシードは同じ値を引きます。RoPE のスコア：rng = numpy.random.default_rng(seed)、q = rng.standard_normal(head_dim)、続いて k = rng.standard_normal(head_dim)。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="290" />
            <source>Batch size B</source>
            <translation>バッチサイズ B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="291" />
            <source>Sentences in the batch [B, S, D] of the embedding view (the third article: [1, 8, 512]).</source>
            <translation>埋め込みビューのバッチ [B, S, D] に含まれる文の数です（3 つ目の記事：[1, 8, 512]）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="295" />
            <source>Dropout</source>
            <translation>ドロップアウト</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="296" />
            <source>Dropout applied after adding the encoding. The paper's base model and BERT use 0.1 in training; at inference it is 0.</source>
            <translation>位置エンコーディングを足した後に適用するドロップアウトです。原論文の base モデルと BERT は学習時に 0.1、推論時は 0 です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="301" />
            <source>Scheme</source>
            <translation>方式</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>sinusoidal</source>
            <translation>正弦波</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>learned</source>
            <translation>学習式</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>rope</source>
            <translation>RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>alibi</source>
            <translation>ALiBi</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>t5</source>
            <translation>T5</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>shaw</source>
            <translation>Shaw</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="303" />
            <source>transformer-xl</source>
            <translation>Transformer-XL</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="303" />
            <source>xpos</source>
            <translation>xPos</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="303" />
            <source>nope</source>
            <translation>NoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="304" />
            <source>Sinusoidal</source>
            <translation>正弦波</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="304" />
            <source>Learned table</source>
            <translation>学習式テーブル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="304" />
            <source>RoPE</source>
            <translation>RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="304" />
            <source>ALiBi</source>
            <translation>ALiBi</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="305" />
            <source>T5 buckets</source>
            <translation>T5 バケット</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="305" />
            <source>Shaw (relative)</source>
            <translation>Shaw（相対位置）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="305" />
            <source>Transformer-XL</source>
            <translation>Transformer-XL</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="306" />
            <source>xPos</source>
            <translation>xPos</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="306" />
            <source>NoPE</source>
            <translation>NoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="307" />
            <source>Which positional scheme the scheme views draw: the paper's sinusoidal table, a learned absolute table (BERT, GPT-2), RoPE (Llama, Qwen), ALiBi (BLOOM), T5's relative buckets, Shaw et al.'s clipped relative positions, Transformer-XL's relative score, xPos (RoPE with a decay) or NoPE (no encoding, a causal mask).</source>
            <translation>方式のビューで描く位置エンコーディングの方式です：原論文の正弦波テーブル、学習式の絶対位置テーブル（BERT、GPT-2）、RoPE（Llama、Qwen）、ALiBi（BLOOM）、T5 の相対位置バケット、Shaw らのクリップした相対位置、Transformer-XL の相対スコア、xPos（減衰付きの RoPE）、NoPE（エンコーディングなし、因果マスクのみ）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="314" />
            <source>Table size</source>
            <translation>テーブルの大きさ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="315" />
            <source>Rows of a learned absolute table: its maximum length (BERT 512, GPT-2 1024). Positions past it have no vector at all.</source>
            <translation>学習式の絶対位置テーブルの行数、つまり最大長です（BERT 512、GPT-2 1024）。それを超える位置にはベクトルがまったくありません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="319" />
            <source>Initialisation</source>
            <translation>初期化</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="319" />
            <source>bert</source>
            <translation>BERT</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="319" />
            <source>gpt2</source>
            <translation>GPT-2</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="320" />
            <source>BERT (std 0.02)</source>
            <translation>BERT（標準偏差 0.02）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="320" />
            <source>GPT-2 (std 0.01)</source>
            <translation>GPT-2（標準偏差 0.01）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="321" />
            <source>How the untrained table is drawn. bert: truncated normal, std 0.02 (cut at ±2 std), as BERT initialises its weights. gpt2: normal, std 0.01, as GPT-2 initialises its position table. An untrained table: only its statistics mean anything.</source>
            <translation>未学習のテーブルの値の引き方です。BERT：標準偏差 0.02 の切断正規分布（±2 標準偏差で切断）、BERT の重みの初期化と同じ。GPT-2：標準偏差 0.01 の正規分布、GPT-2 の位置テーブルの初期化と同じ。未学習のテーブルで意味があるのは統計量だけです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="327" />
            <source>Table file (.npy)</source>
            <translation>テーブルファイル (.npy)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="328" />
            <source>A trained table saved as .npy, shape (positions, d_model), float (e.g. GPT-2 small's wpe: 1024 × 768). Empty: the seeded untrained initialisation.</source>
            <translation>.npy で保存した学習済みテーブル。形状 (positions, d_model)、浮動小数点（例：GPT-2 small の wpe は 1024 × 768）。空欄：シードから作る未学習の初期値。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="332" />
            <source>RoPE base θ</source>
            <translation>RoPE の基数 θ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="333" />
            <source>Base of RoPE's frequencies (not the sinusoidal encoding's “Sinusoid base”): θ_i = base^(−2i/head_dim): 10,000 in RoFormer and Llama 2, 500,000 in Llama 3, 1,000,000 in Code Llama.</source>
            <translation>RoPE の周波数の基数です（正弦波エンコーディングの「正弦波の基数」とは別）：θ_i = base^(−2i/head_dim)。RoFormer と Llama 2 は 10,000、Llama 3 は 500,000、Code Llama は 1,000,000。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="338" />
            <source>Head dimension</source>
            <translation>ヘッドの次元</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="339" />
            <source>Dimensions of one attention head that RoPE rotates, in pairs: d_model / heads, 128 in Llama 2 and Llama 3 (4096 / 32). Even.</source>
            <translation>RoPE がペアごとに回転する、1 つのアテンションヘッドの次元数です：d_model / ヘッド数。Llama 2 と Llama 3 では 128（4096 / 32）。偶数。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="343" />
            <source>Pairing</source>
            <translation>ペアの組み方</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="344" />
            <source>rotate_half</source>
            <translation>rotate_half</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="345" />
            <source>i, i + d/2 (HF)</source>
            <translation>i, i + d/2（HF）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="345" />
            <source>2i, 2i+1 (Meta)</source>
            <translation>2i, 2i+1（Meta）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="346" />
            <source>rotate_half: dimension i pairs with i + head_dim/2 (Hugging Face). interleaved: 2i with 2i+1 (GPT-J, Meta's Llama code). The same rotation, other dims.</source>
            <translation>rotate_half：次元 i と i + head_dim/2 がペア（Hugging Face）。交互配置（interleaved）：2i と 2i+1 がペア（GPT-J、Meta の Llama のコード）。回転は同じで、使う次元が違います。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="350" />
            <source>Long-context scaling</source>
            <translation>長文脈スケーリング</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="351" />
            <source>linear</source>
            <translation>線形</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="351" />
            <source>ntk</source>
            <translation>NTK-aware</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="351" />
            <source>dynamic-ntk</source>
            <translation>動的 NTK</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="351" />
            <source>yarn</source>
            <translation>YaRN</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="352" />
            <source>llama3</source>
            <translation>Llama 3.1</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="352" />
            <source>longrope</source>
            <translation>longrope</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="353" />
            <source>None</source>
            <translation>なし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="353" />
            <source>Linear (PI)</source>
            <translation>線形（位置補間）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="353" />
            <source>NTK-aware</source>
            <translation>NTK-aware</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="354" />
            <source>Dynamic NTK</source>
            <translation>動的 NTK</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="354" />
            <source>YaRN</source>
            <translation>YaRN</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="354" />
            <source>Llama 3.1</source>
            <translation>Llama 3.1</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="354" />
            <source>LongRoPE (Phi-3)</source>
            <translation>LongRoPE（Phi-3）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="355" />
            <source>How RoPE is stretched past its training length: linear position interpolation, NTK-aware base change, dynamic NTK, YaRN, Llama 3.1's per-band scaling (llama3, used by Llama 3.1 from 8,192 to 131,072 positions), or LongRoPE (Phi-3: a searched factor per pair, short ones within the original context, long ones past it; read from an opened model).</source>
            <translation>学習時の長さを超えて RoPE をどう引き伸ばすか: 線形の位置補間、NTK-aware の底の変更、動的 NTK、YaRN、Llama 3.1 の帯域ごとのスケーリング (llama3、Llama 3.1 が 8,192 から 131,072 位置へ使用)、または LongRoPE (Phi-3: ペアごとに探索した係数。元の文脈長の内側では short、超えると long。開いたモデルから読む)。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="362" />
            <source>Scaling factor s</source>
            <translation>スケーリング係数 s</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="363" />
            <source>Context extension factor (target length / original length); at least 1. Llama 3.1: 8; the YaRN paper extends Llama 2 by 16 and 32.</source>
            <translation>コンテキストの拡張率（目標の長さ / 元の長さ）で、1 以上です。Llama 3.1：8。YaRN の論文は Llama 2 を 16 倍と 32 倍に拡張しています。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="367" />
            <source>Original context</source>
            <translation>元のコンテキスト長</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="368" />
            <source>The length the model was trained on before scaling (LLaMA: 2048; Llama 2: 4096; Llama 3: 8192).</source>
            <translation>スケーリング前にモデルが学習した系列長です（LLaMA：2048、Llama 2：4096、Llama 3：8192）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="372" />
            <source>YaRN β_fast</source>
            <translation>YaRN β_fast</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="373" />
            <source>YaRN: pairs turning more than β_fast times over the original context are extrapolated (left alone). The YaRN paper and Hugging Face use 32.</source>
            <translation>YaRN：元のコンテキスト長の間に β_fast 回より多く回るペアは外挿します（そのまま）。YaRN の論文と Hugging Face は 32。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="377" />
            <source>YaRN β_slow</source>
            <translation>YaRN β_slow</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="378" />
            <source>YaRN: pairs turning fewer than β_slow times are interpolated (divided by s). The YaRN paper and Hugging Face use 1.</source>
            <translation>YaRN：β_slow 回より少なく回るペアは内挿します（s で割る）。YaRN の論文と Hugging Face は 1。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="382" />
            <source>YaRN: whole pairs at the ramp's ends</source>
            <translation>YaRN: ランプの端を整数ペアに</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="383" />
            <source>YaRN: round the ramp's ends out to whole pairs (floor and ceil), as the YaRN paper and Hugging Face do by default; off, the ramp runs between the exact ends (gpt-oss: truncate false).</source>
            <translation>YaRN: ランプの端を整数のペアに丸めます (floor と ceil)。YaRN の論文と Hugging Face の既定の動作です。オフにすると、ランプは丸めない端の間を通ります (gpt-oss: truncate false)。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="388" />
            <source>Attention factor (YaRN, LongRoPE)</source>
            <translation>アテンション係数 (YaRN、LongRoPE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="389" />
            <source>YaRN's and LongRoPE's scale on cos and sin; 0 means the default: YaRN 0.1·ln(s) + 1 (about 1.21 at s = 8), LongRoPE √(1 + ln s / ln original).</source>
            <translation>YaRN と LongRoPE が cos と sin に掛ける倍率。0 は既定値: YaRN は 0.1·ln(s) + 1 (s = 8 で約 1.21)、LongRoPE は √(1 + ln s / ln original)。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="393" />
            <source>Logit scale outside RoPE</source>
            <translation>RoPE の外のロジットスケール</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="394" />
            <source>A factor on every RoPE score that the model's attention applies outside its rotary module: DeepSeek-V2/V3 multiply the softmax scale by (0.1·mscale_all_dim·ln s + 1)², about 1.874 for DeepSeek-V3. 1: none.</source>
            <translation>モデルの注意が回転モジュールの外で RoPE のスコアに掛ける係数: DeepSeek-V2/V3 はソフトマックスのスケールに (0.1·mscale_all_dim·ln s + 1)² を掛けます (DeepSeek-V3 で約 1.874)。1: なし。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="399" />
            <source>Llama 3.1 low-freq factor</source>
            <translation>Llama 3.1 低周波係数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="400" />
            <source>Llama 3.1: wavelengths longer than original/low_freq_factor are divided by s. Llama 3.1 uses 1.</source>
            <translation>Llama 3.1：original/low_freq_factor より長い波長は s で割ります。Llama 3.1 は 1。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="404" />
            <source>Llama 3.1 high-freq factor</source>
            <translation>Llama 3.1 高周波係数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="405" />
            <source>Llama 3.1: wavelengths shorter than original/high_freq_factor are kept. Llama 3.1 uses 4.</source>
            <translation>Llama 3.1：original/high_freq_factor より短い波長はそのままです。Llama 3.1 は 4。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="409" />
            <source>Model</source>
            <translation>モデル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="410" />
            <source>A model on disk (a Hugging Face folder, its config.json or a .safetensors file), opened with File › Open model: its config and checkpoint give the numbers, its trained position table and LongRoPE factors are read from it. Nothing is downloaded. Empty: no model.</source>
            <translation>ディスク上のモデル (Hugging Face のフォルダー、その config.json、または .safetensors ファイル)。ファイル › モデルを開く で開きます。設定とチェックポイントが数値を与え、学習済みの位置の表と LongRoPE の係数もそこから読みます。何もダウンロードしません。空: モデルなし。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="416" />
            <source>Model B</source>
            <translation>モデル B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="417" />
            <source>A second model to compare with the open one (Compare models tab): its RoPE wavelengths per pair and its distance decay on the same plots, at the same positions. A model on disk, or a model preset as preset:KEY (File › Open model › Compare with a preset): preset:llama2-7b-rope, preset:llama3-8b-rope, preset:gpt2-small-learned, preset:bert-base-learned, preset:bloom-alibi. Empty: none.</source>
            <translation>開いているモデルと比べる 2 つ目のモデル（モデルの比較タブ）：ペアごとの RoPE の波長と距離による減衰を、同じ位置で同じグラフに描きます。ディスク上のモデル、または preset:KEY の形のモデルのプリセット（ファイル › モデルを開く › プリセットと比較）：preset:llama2-7b-rope、preset:llama3-8b-rope、preset:gpt2-small-learned、preset:bert-base-learned、preset:bloom-alibi。空：なし。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="425" />
            <source>Heads</source>
            <translation>ヘッド数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="426" />
            <source>ALiBi: number of attention heads; slopes follow the paper's rule for powers of two (8 heads: 1/2, 1/4, …, 1/256) and its interleaving rule otherwise. BLOOM-560m has 16 heads, MPT-7B 32, BLOOM (176B) 112.</source>
            <translation>ALiBi：アテンションヘッドの数です。傾きは、2 のべき乗なら論文の規則（8 ヘッド：1/2, 1/4, …, 1/256）、それ以外は論文の交互に取る規則に従います。BLOOM-560m は 16 ヘッド、MPT-7B は 32、BLOOM（176B）は 112。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="431" />
            <source>Head</source>
            <translation>ヘッド</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="432" />
            <source>ALiBi: which head's bias to draw. Head 0 has the steepest slope (the strongest preference for nearby keys); the last head the gentlest.</source>
            <translation>ALiBi：バイアスを描くヘッドです。ヘッド 0 の傾きが最も急で（近いキーを最も強く好む）、最後のヘッドが最も緩やかです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="436" />
            <source>ALiBi: bias scale</source>
            <translation>ALiBi: バイアスの倍率</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="437" />
            <source>A factor on every ALiBi bias that the model's attention applies: Falcon adds its biases to the scores before dividing them by √head_dim (1/8 for Falcon-RW-1B); the paper, BLOOM and MPT: 1.</source>
            <translation>モデルの注意がすべての ALiBi バイアスに掛ける係数: Falcon はバイアスをスコアに加えてから √head_dim で割ります（Falcon-RW-1B で 1/8）。論文、BLOOM、MPT: 1。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="442" />
            <source>T5: buckets</source>
            <translation>T5: バケット数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="443" />
            <source>T5's relative_attention_num_buckets: how many learned biases relative distances share (32 in T5, mT5, ByT5, Flan-T5). Bidirectional: half for keys before the query, half for keys after; at least 4.</source>
            <translation>T5 の relative_attention_num_buckets：相対距離が共有する学習バイアスの数です（T5、mT5、ByT5、Flan-T5 では 32）。双方向では半分がクエリより前のキー用、半分が後のキー用です。4 以上。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="448" />
            <source>T5: max distance</source>
            <translation>T5: 最大距離</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="449" />
            <source>T5's relative_attention_max_distance: distances from here on share the last bucket (128 in T5 and its descendants). Up to half the buckets (a quarter when bidirectional) hold one distance each; the rest are log-spaced up to this distance.</source>
            <translation>T5 の relative_attention_max_distance：この距離から先はすべて最後のバケットを共有します（T5 とその派生モデルでは 128）。バケットの半分（双方向では 4 分の 1）までは 1 つの距離に 1 つずつ対応し、残りはこの距離まで対数間隔で並びます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="455" />
            <source>T5: bidirectional (encoder)</source>
            <translation>T5: 双方向（エンコーダー）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="456" />
            <source>On: the encoder's buckets, keys before and after the query apart. Off: the decoder's (is_decoder), causal: keys after the query share bucket 0 and are masked.</source>
            <translation>オン：エンコーダーのバケットで、クエリより前のキーと後のキーを区別します。オフ：デコーダー（is_decoder）の因果的なバケットで、クエリより後のキーはバケット 0 を共有し、マスクされます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="461" />
            <source>T5: draw</source>
            <translation>T5: 描く値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="461" />
            <source>bucket</source>
            <translation>バケット番号</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="461" />
            <source>bias</source>
            <translation>バイアス</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="462" />
            <source>Bucket index</source>
            <translation>バケット番号</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="462" />
            <source>Bias of the head</source>
            <translation>ヘッドのバイアス</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="463" />
            <source>bucket: the bucket each (query, key) distance falls in. bias: the learned bias of head “Head” for that bucket: the model's relative_attention_bias when a T5 model is open, else a seeded untrained initialisation.</source>
            <translation>バケット番号（bucket）：各（クエリ, キー）の距離が入るバケット。ヘッドのバイアス（bias）：「ヘッド」で選んだヘッドの、そのバケットに対する学習バイアス。T5 モデルを開いているときはモデルの relative_attention_bias、それ以外はシードから作る未学習の初期値。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="468" />
            <source>Shaw: max relative position k</source>
            <translation>Shaw: 最大相対位置 k</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="469" />
            <source>Shaw et al.'s clipping distance (tensor2tensor's max_relative_position): distances j − i are clipped to −k … k, so only 2k + 1 learned vectors exist and every key farther than k looks alike. The paper uses 16.</source>
            <translation>Shaw らのクリップ距離です（tensor2tensor の max_relative_position）：距離 j − i を −k … k にクリップするので、学習されるベクトルは 2k + 1 個だけで、k より遠いキーはどれも同じに見えます。論文は 16 を使います。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="474" />
            <source>xPos: scale base γ</source>
            <translation>xPos: スケールの基数 γ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="475" />
            <source>xPos multiplies RoPE's pair i by ζᵢ^((m − n)/γ), ζᵢ = (2i/d + 0.4)/1.4: the larger γ, the slower the decay with distance. torchscale and x-transformers use 512.</source>
            <translation>xPos は RoPE のペア i に ζᵢ^((m − n)/γ)（ζᵢ = (2i/d + 0.4)/1.4）を掛けます：γ が大きいほど距離による減衰は遅くなります。torchscale と x-transformers は 512 を使います。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="480" />
            <source>Transformer-XL: term</source>
            <translation>Transformer-XL: 項</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="481" />
            <source>total</source>
            <translation>合計</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="481" />
            <source>content</source>
            <translation>(a) 内容·内容</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="481" />
            <source>content-position</source>
            <translation>(b) 内容·位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="481" />
            <source>content-bias</source>
            <translation>(c) 大域的な内容バイアス</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="482" />
            <source>position-bias</source>
            <translation>(d) 大域的な位置バイアス</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="483" />
            <source>Total score</source>
            <translation>スコアの合計</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="483" />
            <source>(a) content · content</source>
            <translation>(a) 内容 · 内容</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="484" />
            <source>(b) content · position</source>
            <translation>(b) 内容 · 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="484" />
            <source>(c) global content bias u</source>
            <translation>(c) 大域的な内容バイアス u</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="485" />
            <source>(d) global position bias v</source>
            <translation>(d) 大域的な位置バイアス v</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="486" />
            <source>Which of Transformer-XL's four score terms to draw: (a) qᵢ·kⱼ, (b) qᵢ·W_R R(i−j), (c) u·kⱼ, (d) v·W_R R(i−j), or their sum, for a seeded query, key, u, v and W_R (the same q and k at every position, so (a) and (c) do not vary).</source>
            <translation>Transformer-XL のスコアの 4 つの項のどれを描くか：(a) qᵢ·kⱼ、(b) qᵢ·W_R R(i−j)、(c) u·kⱼ、(d) v·W_R R(i−j)、またはその合計。クエリ、キー、u、v、W_R はシード固定です（q と k はどの位置でも同じなので、(a) と (c) は変化しません）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="492" />
            <source>Grid: rows H</source>
            <translation>グリッド: 行数 H</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="493" />
            <source>Rows of the image's patch grid (a 224-pixel ViT with 16-pixel patches: 14). Only the rows and columns on screen are computed, so a 1,024 × 1,024 grid stays live.</source>
            <translation>画像のパッチグリッドの行数（16 ピクセルのパッチで 224 ピクセルの ViT なら 14）。計算するのは画面に見えている行と列だけなので、1,024 × 1,024 のグリッドでも操作に遅れません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="498" />
            <source>Grid: columns W</source>
            <translation>グリッド: 列数 W</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="499" />
            <source>Columns of the image's patch grid. RoPE on the raster index numbers patch (r, c) as r·W + c, so W sets how far apart two rows are.</source>
            <translation>画像のパッチグリッドの列数。ラスター順インデックスの RoPE はパッチ (r, c) を r·W + c と番号付けるので、W が隣り合う行の離れ方を決めます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="503" />
            <source>Reference patch: row</source>
            <translation>基準パッチ: 行</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="504" />
            <source>Row of the patch every other patch is compared with (0 is the top row); below the grid's rows.</source>
            <translation>ほかの全パッチと比べるパッチの行（0 が最上行）。グリッドの行数未満。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="508" />
            <source>Reference patch: column</source>
            <translation>基準パッチ: 列</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="509" />
            <source>Column of the patch every other patch is compared with (0 is the left column); below the grid's columns.</source>
            <translation>ほかの全パッチと比べるパッチの列（0 が左端の列）。グリッドの列数未満。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="513" />
            <source>2D encoding</source>
            <translation>2D エンコーディング</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="514" />
            <source>sincos-2d</source>
            <translation>2D sin-cos（MAE）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="514" />
            <source>axial-rope</source>
            <translation>軸ごとの 2D RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="514" />
            <source>raster-rope</source>
            <translation>ラスター順インデックスの RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="515" />
            <source>2D sin-cos (MAE)</source>
            <translation>2D sin-cos（MAE）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="515" />
            <source>Axial 2D RoPE</source>
            <translation>軸ごとの 2D RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="516" />
            <source>RoPE on the raster index</source>
            <translation>ラスター順インデックスの RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="517" />
            <source>sincos-2d: MAE's get_2d_sincos_pos_embed, half of d_model for the column and half for the row; drawn: PE(reference)·PE(patch). axial-rope: half of RoPE's pairs turn with the row, half with the column (Qwen2-VL's vision tower, EVA-02); raster-rope: 1D RoPE at r·W + c, a flattened image. Either RoPE choice draws the two side by side, the chosen one first: q·k for a seeded q at the reference patch and k at every patch.</source>
            <translation>sincos-2d: MAE の get_2d_sincos_pos_embed。d_model の半分で列、残り半分で行を表します。描くのは PE(基準)·PE(パッチ)。axial-rope: RoPE のペアの半分が行で、半分が列で回ります（Qwen2-VL の視覚エンコーダ、EVA-02）。raster-rope: r·W + c における 1D RoPE、つまり平坦化した画像。RoPE のどちらを選んでも両方を並べて描き、選んだ方が先です: 基準パッチのシード固定の q と各パッチの k の q·k。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="525" />
            <source>M-RoPE: text tokens before</source>
            <translation>M-RoPE: 前のテキストのトークン数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="526" />
            <source>Text tokens before the image or video (0: none). Each gets the position (p, p, p).</source>
            <translation>画像・動画の前のテキストのトークン数（0: なし）。各トークンの位置は (p, p, p)。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="530" />
            <source>M-RoPE: image rows (patches)</source>
            <translation>M-RoPE: 画像の行数（パッチ）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="531" />
            <source>The image's height in patches before the spatial merge (image_grid_thw's h), a multiple of the merge m: every m × m patches become one token. Qwen2-VL's 14-pixel patches: a 448-pixel-high image is 32.</source>
            <translation>空間マージ前のパッチ単位の画像の高さ（image_grid_thw の h）、マージ m の倍数: m × m パッチが 1 トークンになります。Qwen2-VL の 14 ピクセルのパッチでは、高さ 448 ピクセルの画像が 32。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="536" />
            <source>M-RoPE: image columns (patches)</source>
            <translation>M-RoPE: 画像の列数（パッチ）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="537" />
            <source>The image's width in patches before the spatial merge (image_grid_thw's w), a multiple of the merge m.</source>
            <translation>空間マージ前のパッチ単位の画像の幅（image_grid_thw の w）、マージ m の倍数。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="541" />
            <source>M-RoPE: video frames (0: an image)</source>
            <translation>M-RoPE: 動画のフレーム数（0: 画像）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="542" />
            <source>0: an image. 1 or more: a video of that many temporal patches (video_grid_thw's t; each is two frames in Qwen2-VL), each of the image's rows × columns.</source>
            <translation>0: 画像。1 以上: その数の時間方向パッチからなる動画（video_grid_thw の t。Qwen2-VL では 1 つが 2 フレーム）。各パッチは画像と同じ行数 × 列数。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="547" />
            <source>M-RoPE: video tokens per second</source>
            <translation>M-RoPE: 動画の 1 秒あたりのトークン数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="548" />
            <source>0: Qwen2-VL, a video's temporal patches 1 position apart. Qwen2.5-VL: tokens_per_second (2 in its config) × seconds per temporal patch (here 1 s: 2 frames at 2 fps) apart, so the time position follows seconds. Not read when interleaved (Qwen3-VL).</source>
            <translation>0: Qwen2-VL。動画の時間方向パッチは 1 位置ずつ離れます。Qwen2.5-VL: tokens_per_second（設定では 2）× 時間方向パッチ 1 つの秒数（ここでは 1 秒: 2 fps で 2 フレーム）ずつ離れ、時間の位置が秒に従います。インターリーブ（Qwen3-VL）のときは読みません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="554" />
            <source>M-RoPE: spatial merge</source>
            <translation>M-RoPE: 空間マージ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="555" />
            <source>Every m × m neighbouring patches become one token (the vision config's spatial_merge_size; 2 in Qwen2-VL, Qwen2.5-VL and Qwen3-VL), so the image's rows and columns are multiples of m and its token grid is h/m × w/m.</source>
            <translation>隣り合う m × m パッチが 1 トークンになります（視覚部の設定の spatial_merge_size。Qwen2-VL、Qwen2.5-VL、Qwen3-VL では 2）。画像の行と列は m の倍数で、トークンのグリッドは h/m × w/m です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="560" />
            <source>M-RoPE: text tokens after</source>
            <translation>M-RoPE: 後のテキストのトークン数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="561" />
            <source>Text tokens after the image or video (0: none). They go on from the image's start + max(h, w)/2, not from its token count.</source>
            <translation>画像・動画の後のテキストのトークン数（0: なし）。位置は画像のトークン数からではなく、画像の開始位置 + max(h, w)/2 から続きます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="565" />
            <source>M-RoPE: mrope_section</source>
            <translation>M-RoPE: mrope_section</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="566" />
            <source>How many of the head's pairs turn with the time, height and width positions, in that order, separated by commas; they sum to head_dim/2. Qwen2-VL and Qwen2.5-VL: 16,24,24 (head_dim 128); Qwen3-VL: 24,20,20.</source>
            <translation>ヘッドのペアのうち時間・高さ・幅の位置で回るものの数を、この順にカンマ区切りで。合計は head_dim/2。Qwen2-VL と Qwen2.5-VL: 16,24,24（head_dim 128）、Qwen3-VL: 24,20,20。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="571" />
            <source>M-RoPE: interleaved (Qwen3-VL)</source>
            <translation>M-RoPE: interleaved（Qwen3-VL）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="572" />
            <source>Off: Qwen2-VL's layout, the first section's pairs turn with t, the next with h, the last with w. On: Qwen3-VL's, t, h, w, t, h, w … pair by pair, so every axis has fast and slow pairs, and a video as Qwen3-VL writes it: each temporal patch a frame of its own after its timestamp text (&lt;0.2 seconds&gt;, 1 s per temporal patch), its t where the frame starts.</source>
            <translation>オフ: Qwen2-VL の並び。最初のセクションのペアは t、次は h、最後は w で回ります。オン: Qwen3-VL の並び。ペアごとに t, h, w, t, h, w … となり、どの軸にも速いペアと遅いペアがあります。動画も Qwen3-VL の書き方になります: 時間方向パッチはそれぞれタイムスタンプのテキスト（&lt;0.2 seconds&gt;、時間方向パッチ 1 つで 1 秒）の後に置かれる 1 枚のフレームで、その t はフレームの始まる位置です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="579" />
            <source>ALiBi: bfloat16 as Falcon</source>
            <translation>ALiBi: Falcon と同じ bfloat16</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="580" />
            <source>ALiBi as Falcon's build_alibi_tensor computes it: each slope, each key position and their product rounded to bfloat16 (8 significant bits), so keys past position 256 share biases in runs. Off: the paper's exact −m·(i−j).</source>
            <translation>Falcon の build_alibi_tensor と同じ計算の ALiBi: 各傾き、各キーの位置、その積を bfloat16（有効桁 8 ビット）に丸めるので、位置 256 より後のキーは連続してバイアスを共有します。オフ: 論文どおりの厳密な −m·(i−j)。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="671" />
            <source>--pair must be an integer from 0 to {last} for d_model {d_model}, got {pair}</source>
            <translation>d_model {d_model} では --pair は 0〜{last} の整数で指定してください（指定値：{pair}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="675" />
            <source>--head-dim must be even (RoPE rotates pairs), got {head_dim}</source>
            <translation>--head-dim は偶数で指定してください（RoPE はペアを回転します）（指定値：{head_dim}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="678" />
            <source>--head must be an integer from 0 to {last} for {n_heads} heads, got {head}</source>
            <translation>{n_heads} ヘッドでは --head は 0〜{last} の整数で指定してください（指定値：{head}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="682" />
            <source>--beta-slow must be below --beta-fast ({beta_fast:g}), got {beta_slow:g}</source>
            <translation>--beta-slow は --beta-fast（{beta_fast:g}）より小さくしてください（指定値：{beta_slow:g}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="685" />
            <source>--original-context must be at least 2 with --scaling longrope (its attention factor divides by ln original), got {orig}</source>
            <translation>--scaling longrope では --original-context は 2 以上でなければなりません (アテンション係数が ln original で割るため)。{orig} でした</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="689" />
            <source>--low-freq-factor must be at most --high-freq-factor ({high:g}), got {low:g}</source>
            <translation>--low-freq-factor は --high-freq-factor ({high:g}) 以下である必要があります(値: {low:g})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="693" />
            <source>--t5-buckets must be at least 4 for bidirectional buckets (half each way, of which half exact), got {n}</source>
            <translation>双方向のバケットでは --t5-buckets は 4 以上で指定してください（各方向に半分、そのうち半分が 1 距離 1 バケット）（指定値：{n}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="696" />
            <source>--ref-row must be 0 in a grid of one row, got {value}</source>
            <translation>--ref-row は 1 行のグリッドでは 0 でなければなりません（指定値 {value}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="698" />
            <source>--ref-row must be an integer from 0 to {last} for a grid of {size} rows, got {value}</source>
            <translation>--ref-row は 0 から {last} の整数でなければなりません（{size} 行のグリッド、指定値 {value}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="702" />
            <source>--ref-col must be 0 in a grid of one column, got {value}</source>
            <translation>--ref-col は 1 列のグリッドでは 0 でなければなりません（指定値 {value}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="704" />
            <source>--ref-col must be an integer from 0 to {last} for a grid of {size} columns, got {value}</source>
            <translation>--ref-col は 0 から {last} の整数でなければなりません（{size} 列のグリッド、指定値 {value}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="710" />
            <source>{flag} must be a multiple of the spatial merge {m} (every {m} × {m} patches merge into one token), got {value}</source>
            <translation>{flag} は空間マージ {m} の倍数でなければなりません（{m} × {m} パッチが 1 トークンにまとまるため、指定値 {value}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="714" />
            <source>--t5-max-distance must be above {exact}, the distance where the log-spaced buckets start at {n} buckets, got {d}</source>
            <translation>--t5-max-distance は {exact} より大きく指定してください（{n} バケットのとき対数間隔のバケットが始まる距離）（指定値：{d}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="819" />
            <source>d_model is odd: dimension {last} is a sine with no cosine partner (as Hugging Face's create_sinusoidal_embeddings does).</source>
            <translation>d_model が奇数です：次元 {last} は対になる cos のない sin です（Hugging Face の create_sinusoidal_embeddings と同じ）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="825" />
            <source>d_model is odd: dimension {last} is a column of zeros after the sines and cosines (as tensor2tensor and fairseq pad).</source>
            <translation>d_model が奇数です：次元 {last} は sin と cos の後に置かれるゼロの列です（tensor2tensor と fairseq の埋め方と同じ）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="29" />
            <source>Article {number}: 「{title}」 ({gloss}), {where}; the page names no author</source>
            <translation>記事{number}：「{title}」（{gloss}）、{where}（著者名の記載なし）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="33" />
            <source>Article {number}: 「{title}」, {where}</source>
            <translation>記事{number}：「{title}」、{where}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="40" />
            <source>Fixed positional encoding</source>
            <translation>sin/cos による固定式の位置エンコーディング</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="41" />
            <source>a post of 26 September 2026 on a personal technical blog</source>
            <translation>個人の技術ブログ、2026年9月26日の記事</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="44" />
            <source>Attention alone can't tell word order? The secret and mathematical beauty of positional encoding</source>
            <translation>語順と位置エンコーディングの数学</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="46" />
            <source>a Japanese technical article (its page names no site)</source>
            <translation>日本語の技術記事（掲載サイトの記載なし）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="48" />
            <source>Position information</source>
            <translation>位置情報の役割・テンソル形状・数式</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="49" />
            <source>a chapter of the web guide 「Transformer 内部構造ガイド」 (Transformer internals guide)</source>
            <translation>ウェブ解説「Transformer 内部構造ガイド」の一章</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="71" />
            <source>Article 1: heatmap, d_model 128 × 50 positions (RdBu)</source>
            <translation>記事 1：ヒートマップ、d_model 128 × 50 位置（RdBu）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="73" />
            <source>Article 2: heatmap, d_model 128 × 100 positions (coolwarm)</source>
            <translation>記事 2：ヒートマップ、d_model 128 × 100 位置（coolwarm）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="75" />
            <source>Article 2: PE(0)·PE(pos) for positions 0–49</source>
            <translation>記事 2：位置 0–49 の PE(0)·PE(pos)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="78" />
            <source>Article 1: rows 5 and 35 compared</source>
            <translation>記事 1：5 行目と 35 行目の比較</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="80" />
            <source>Article 2: relative position as a rotation</source>
            <translation>記事 2：回転としての相対位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="82" />
            <source>Article 2: 犬が男を噛んだ / 男が犬を噛んだ</source>
            <translation>記事 2：犬が男を噛んだ / 男が犬を噛んだ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="84" />
            <source>Article 3: The keys on the table are lost. (d_model 512)</source>
            <translation>記事 3：英語の例文で語順を比較（d_model 512）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="86" />
            <source>Article 3: [B, S, D] = [1, 8, 512]</source>
            <translation>記事 3：[B, S, D] = [1, 8, 512]</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="88" />
            <source>Transformer base model: d_model 512, 512 positions</source>
            <translation>Transformer base モデル：d_model 512、512 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="90" />
            <source>Transformer big model: d_model 1024, 1024 positions</source>
            <translation>Transformer big モデル：d_model 1024、1024 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="92" />
            <source>Long context: d_model 4096 × 131,072 positions, trained on 4,096</source>
            <translation>長文脈：d_model 4096 × 131,072 位置、学習時の系列長 4,096</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="94" />
            <source>BERT-base: learned table 512 × 768</source>
            <translation>BERT-base：学習式テーブル 512 × 768</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="95" />
            <source>BERT-base</source>
            <translation>BERT-base</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="96" />
            <source>GPT-2 small: learned table 1024 × 768</source>
            <translation>GPT-2 small：学習式テーブル 1024 × 768</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="97" />
            <source>GPT-2 small</source>
            <translation>GPT-2 small</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="98" />
            <source>Llama 2 7B head: RoPE θ 10,000, head 128, 4,096 context</source>
            <translation>Llama 2 7B のヘッド：RoPE θ 10,000、ヘッドの次元 128、コンテキスト長 4,096</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="100" />
            <source>Llama 2 7B head</source>
            <translation>Llama 2 7B のヘッド</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="101" />
            <source>Llama 3 8B head: RoPE θ 500,000 with Llama 3.1 scaling ×8 from 8,192</source>
            <translation>Llama 3 8B のヘッド：RoPE θ 500,000、Llama 3.1 スケーリングで 8,192 から ×8</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="104" />
            <source>Llama 3 8B head</source>
            <translation>Llama 3 8B のヘッド</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="105" />
            <source>BLOOM-style ALiBi: 16 heads</source>
            <translation>BLOOM 風の ALiBi：16 ヘッド</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="106" />
            <source>BLOOM-style ALiBi</source>
            <translation>BLOOM 風の ALiBi</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="107" />
            <source>T5-base encoder: 32 buckets to distance 128, 12 heads</source>
            <translation>T5-base エンコーダー：距離 128 までに 32 バケット、12 ヘッド</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="110" />
            <source>Shaw et al.: relative positions clipped at k = 16 (the paper's)</source>
            <translation>Shaw ら：相対位置を k = 16 でクリップ（論文の値）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="112" />
            <source>Transformer-XL: the four score terms, d_model 512, head 64</source>
            <translation>Transformer-XL：スコアの 4 つの項、d_model 512、ヘッドの次元 64</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="115" />
            <source>xPos: RoPE θ 10,000 with decay, γ 512, head 64</source>
            <translation>xPos：減衰付きの RoPE θ 10,000、γ 512、ヘッドの次元 64</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="118" />
            <source>NoPE: a causal decoder without positions, 64 tokens</source>
            <translation>NoPE：位置を持たない因果デコーダー、64 トークン</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="135" />
            <source>no model preset {key}; these are: {keys}</source>
            <translation>モデルのプリセット {key} はありません。あるのは次のとおりです: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="115" />
            <source>{name} has no {stack} bias table: an untrained init is drawn</source>
            <translation>{name} には {stack} のバイアス表がありません: 未学習の初期値を描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="116" />
            <source>encoder</source>
            <translation>エンコーダー</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="116" />
            <source>decoder</source>
            <translation>デコーダー</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="117" />
            <source>{name}'s bias table is {rows} buckets × {cols} heads, not {buckets} × {heads}: an untrained init is drawn</source>
            <translation>{name} のバイアス表は {rows} バケット × {cols} ヘッドで、{buckets} × {heads} ではありません: 未学習の初期値を描きます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="202" />
            <source>Shaw: beyond k = {k} every distance shares one vector</source>
            <translation>Shaw: k = {k} より先はすべての距離が 1 つのベクトルを共有</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="506" />
            <source>the {scheme} matrix of {n:,} positions has {values:,} values; its data export is limited to {limit:,} × {limit:,}: use --seq-len {limit:,} or fewer</source>
            <translation>{n:,} 位置の {scheme} 行列は {values:,} 個の値になります。データの書き出しは {limit:,} × {limit:,} までです。--seq-len を {limit:,} 以下にしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="56" />
            <source>extrapolated (unchanged)</source>
            <translation>外挿（変更なし）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="56" />
            <source>interpolated (θ/s)</source>
            <translation>内挿（θ/s）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="56" />
            <source>blended</source>
            <translation>中間（混合）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="93" />
            <source>dynamic NTK at L = {length:,}: the last position + 1 ({last:,}), at least the original context {orig:,}</source>
            <translation>動的 NTK は L = {length:,}：最後の位置 + 1（{last:,}）、ただし元の文脈長 {orig:,} 以上</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="112" />
            <source>LongRoPE's long factors: the last position + 1 ({length:,}) is past the original context {orig:,}</source>
            <translation>LongRoPE の long 係数: 最後の位置 + 1 ({length:,}) が元の文脈長 {orig:,} を超えています</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="115" />
            <source>LongRoPE's short factors: the last position + 1 ({length:,}) is within the original context {orig:,}</source>
            <translation>LongRoPE の short 係数: 最後の位置 + 1 ({length:,}) が元の文脈長 {orig:,} 以内です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="34" />
            <source>Sinusoidal (the paper)</source>
            <translation>正弦波（原論文）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="35" />
            <source>Learned absolute table</source>
            <translation>学習式の絶対位置テーブル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="38" />
            <source>T5 relative buckets</source>
            <translation>T5 の相対位置バケット</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="39" />
            <source>Shaw relative positions</source>
            <translation>Shaw の相対位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="83" />
            <source>{first}
{rest}</source>
            <translation>{first}
{rest}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="89" />
            <source>i with i + d/2</source>
            <translation>i と i + d/2</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="89" />
            <source>2i with 2i+1</source>
            <translation>2i と 2i+1</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="90" />
            <source>Head dimension (pairs {how})</source>
            <translation>ヘッドの次元（{how} がペア）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="92" />
            <source>Key position j</source>
            <translation>キー位置 j</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="94" />
            <source>Table column (dimension)</source>
            <translation>テーブルの列（次元）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="95" />
            <source>Embedding dimension</source>
            <translation>埋め込み次元</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="99" />
            <source>Query position i</source>
            <translation>クエリ位置 i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="99" />
            <source>Token position</source>
            <translation>トークン位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="134" />
            <source>table value (colours ± its largest |value|)</source>
            <translation>テーブルの値（色は ± 最大の |値|）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="135" />
            <source>table value (colours ±{limit:.3g})</source>
            <translation>テーブルの値（色は ±{limit:.3g}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="138" />
            <source>bias g(j) − g(i) in bfloat16, m = {slope:.6g}</source>
            <translation>bfloat16 のバイアス g(j) − g(i), m = {slope:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="139" />
            <source>bias −m·(i−j), m = {slope:.6g}</source>
            <translation>バイアス −m·(i−j), m = {slope:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="144" />
            <source>bias of head {head} for the bucket of j − i</source>
            <translation>j − i のバケットに対するヘッド {head} のバイアス</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="145" />
            <source>bucket of j − i (0 … {last})</source>
            <translation>j − i のバケット（0 … {last}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="147" />
            <source>relative index clip(j − i, −k, k), k = {k}</source>
            <translation>相対インデックス clip(j − i, −k, k)、k = {k}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="149" />
            <source>{term} (score)</source>
            <translation>{term}（スコア）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="153" />
            <source>attention weight 1/(i + 1)</source>
            <translation>注意の重み 1/(i + 1)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="154" />
            <source>PE value</source>
            <translation>PE の値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="161" />
            <source>Learned table: {source}</source>
            <translation>学習式テーブル：{source}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="164" />
            <source>RoPE cos/sin(m·θᵢ), θ base {base:,.6g}, head dim {head_dim}, pairs {pairing}</source>
            <translation>RoPE cos/sin(m·θᵢ)、θ の基数 {base:,.6g}、ヘッド次元 {head_dim}、ペア {pairing}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="167" />
            <source>RoPE cos/sin(m·θᵢ), θ base {base:,.6g}, head dim {head_dim}, {scaling} ×{factor:g}, pairs {pairing}</source>
            <translation>RoPE cos/sin(m·θᵢ)、θ の基数 {base:,.6g}、ヘッド次元 {head_dim}、{scaling} ×{factor:g}、ペア {pairing}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="173" />
            <source>ALiBi bias of head {head} of {n_heads} as Falcon computes it: bfloat16, × {scale:.6g} (slope m = {slope:.6g}); masked keys j &gt; i grey</source>
            <translation>Falcon が計算する {n_heads} ヘッド中ヘッド {head} の ALiBi バイアス: bfloat16, × {scale:.6g}（傾き m = {slope:.6g}）。マスクされたキー j &gt; i は灰色</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="177" />
            <source>ALiBi bias of head {head} of {n_heads} (slope m = {slope:.6g}); masked keys j &gt; i grey</source>
            <translation>{n_heads} ヘッド中ヘッド {head} の ALiBi バイアス（傾き m = {slope:.6g}）。マスクされたキー j &gt; i は灰色</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="181" />
            <source>Sinusoidal PE, d_model {d_model:,}, base {base:,.6g}</source>
            <translation>正弦波 PE、d_model {d_model:,}、基数 {base:,.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="187" />
            <source>bidirectional (encoder)</source>
            <translation>双方向（エンコーダー）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="188" />
            <source>causal (decoder): masked keys j &gt; i grey</source>
            <translation>因果的（デコーダー）。マスクされたキー j &gt; i は灰色</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="194" />
            <source>T5 relative buckets of j − i: {n} buckets, max distance {d:,}, {direction}</source>
            <translation>j − i の T5 相対位置バケット: {n} バケット、最大距離 {d:,}、{direction}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="201" />
            <source>untrained: seeded init normal(0, d_model^−0.5), seed {seed}</source>
            <translation>未学習: シード固定の初期値 normal(0, d_model^−0.5)、シード {seed}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="202" />
            <source>T5 bias of head {head} of {n_heads} by bucket of j − i ({source}), {direction}</source>
            <translation>j − i のバケットごとの、{n_heads} ヘッド中ヘッド {head} の T5 バイアス（{source}）、{direction}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="206" />
            <source>Shaw et al. relative position clip(j − i, −k, k), k = {k}: {vectors} learned vectors; no mask</source>
            <translation>Shaw らの相対位置 clip(j − i, −k, k)、k = {k}: 学習されるベクトルは {vectors} 個。マスクなし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="209" />
            <source>Transformer-XL, {term}: seeded q, k, u, v, W_R (seed {seed}), R(i−j) of d_model {d_model:,}, head dim {head_dim}</source>
            <translation>Transformer-XL、{term}: シード付きの q, k, u, v, W_R（シード {seed}）、d_model {d_model:,} の R(i−j)、ヘッド次元 {head_dim}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="213" />
            <source>xPos score envelope, θ base {base:,.6g}, head dim {head_dim}, scale base γ = {gamma:,.6g}; masked keys j &gt; i grey</source>
            <translation>xPos のスコアの包絡線、θ の基数 {base:,.6g}、ヘッド次元 {head_dim}、スケールの基数 γ = {gamma:,.6g}。マスクされたキー j &gt; i は灰色</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="216" />
            <source>NoPE: uniform causal attention 1/(i + 1) over the keys 0 … i; masked keys j &gt; i grey</source>
            <translation>NoPE: キー 0 … i への一様な因果アテンション 1/(i + 1)。マスクされたキー j &gt; i は灰色</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="223" />
            <source>distances below {exact} have a bucket each; from {far:,} on, one bucket</source>
            <translation>{exact} 未満の距離は 1 つずつ専用のバケット、{far:,} 以降はすべて 1 つのバケット</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="226" />
            <source>untrained: random biases, the same within a bucket, no structure by distance</source>
            <translation>未学習：ランダムなバイアスで、バケット内では同じ値、距離による構造はない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="232" />
            <source>beyond k = {k} every distance shares one vector (no mask: Shaw's encoder sees both ways)</source>
            <translation>k = {k} より先はすべての距離が 1 つのベクトルを共有（マスクなし：Shaw のエンコーダーは両方向を見る）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="235" />
            <source>(a) q·k and (c) u·k are the same in every cell: one seeded q for every query, one k for every key; only (b) and (d) vary, with i − j</source>
            <translation>(a) q·k と (c) u·k はどのセルでも同じ：すべてのクエリにシード固定の同じ q、すべてのキーに同じ k。変化するのは (b) と (d) だけで、i − j によって変わる</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="239" />
            <source>colours ± the largest |value| at δ &lt; {n:,}</source>
            <translation>色は δ &lt; {n:,} での最大 |値| の ±</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="245" />
            <source>share of the total |score| over the cells j ≤ i: (a) {a:.0%}, (b) {b:.0%}, (c) {c:.0%}, (d) {d:.0%}</source>
            <translation>セル j ≤ i での |スコア| 全体に占める割合: (a) {a:.0%}、(b) {b:.0%}、(c) {c:.0%}、(d) {d:.0%}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="248" />
            <source>share of the total |score| over the cells j ≤ i with i − j &lt; {n:,}: (a) {a:.0%}, (b) {b:.0%}, (c) {c:.0%}, (d) {d:.0%}</source>
            <translation>i − j &lt; {n:,} のセル j ≤ i での |スコア| 全体に占める割合: (a) {a:.0%}、(b) {b:.0%}、(c) {c:.0%}、(d) {d:.0%}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="252" />
            <source>the score of a key equal to the query, same energy per pair; RoPE's expected score damped by ζᵢ^((i−j)/γ)</source>
            <translation>キーがクエリと等しく、ペアごとのエネルギーが同じときのスコア。RoPE の期待スコアを ζᵢ^((i−j)/γ) で減衰させたもの</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="255" />
            <source>exact for uniform attention: the mask alone makes the weights 1/(i + 1); that a trained model attends so is an illustration</source>
            <translation>一様なアテンションでは厳密：マスクだけで重みは 1/(i + 1) になる。学習済みモデルがこのように注意を向けるというのは説明のための例</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="257" />
            <source>colours 0 … 1/{top:,}: the queries i &lt; {i:,} all take the darkest</source>
            <translation>色は 0 … 1/{top:,}: クエリ i &lt; {i:,} はすべて最も濃い色</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="260" />
            <source>positions from 0: query i averages the keys 0 … i, also those before the first shown</source>
            <translation>位置は 0 から：クエリ i はキー 0 … i を平均し、表示の先頭より前のキーも含む</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="275" />
            <source>the bin at the end averages only the rows that exist</source>
            <translation>末尾のビンは存在する行だけを平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="277" />
            <source>untrained: random values, no structure by position</source>
            <translation>未学習：ランダムな値で、位置による構造はない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="281" />
            <source>dims 0–{last_cos}: cos(m·θᵢ); dims {h}–{last}: sin(m·θᵢ) of the same pairs (dim i rotates with i + {h})</source>
            <translation>次元 0–{last_cos}：cos(m·θᵢ)、次元 {h}–{last}：同じペアの sin(m·θᵢ)（次元 i は i + {h} と組んで回転）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="285" />
            <source>even dims 2i: cos(m·θᵢ); odd dims 2i+1: sin(m·θᵢ)</source>
            <translation>偶数次元 2i：cos(m·θᵢ)、奇数次元 2i+1：sin(m·θᵢ)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="287" />
            <source>YaRN's attention scaling {scale:.4g} is not applied to the drawn cos/sin</source>
            <translation>YaRN のアテンションスケーリング {scale:.4g} は描画した cos/sin には掛けていない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="290" />
            <source>LongRoPE's attention scaling {scale:.4g} is not applied to the drawn cos/sin</source>
            <translation>LongRoPE のアテンションのスケーリング {scale:.4g} は描いた cos/sin には掛けていません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="299" />
            <source>blocks on the diagonal: mean over their unmasked cells (j ≤ i)</source>
            <translation>対角線上のブロック：マスクされていないセル（j ≤ i）の平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="301" />
            <source>odd d_model: the last dimension is a column of zeros (tensor2tensor, fairseq)</source>
            <translation>d_model が奇数：最後の次元はゼロの列（tensor2tensor、fairseq）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="304" />
            <source>odd d_model: the last dimension is a sine with no cosine partner</source>
            <translation>d_model が奇数：最後の次元は対になる cos のない sin</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="343" />
            <source>position {row:,} · dimension {col}: the zero column of odd d_model · PE = 0</source>
            <translation>位置 {row:,} · 次元 {col}：奇数 d_model のゼロ列 · PE = 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="345" />
            <source>position {row:,} · dimension {col} ({kind}, pair {pair}) · PE = {value:+.9f}</source>
            <translation>位置 {row:,} · 次元 {col}（{kind}、ペア {pair}）· PE = {value:+.9f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="353" />
            <source>position {row:,} · {note}</source>
            <translation>位置 {row:,} · {note}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="355" />
            <source>position {row:,} · column {col} · table value = {value:+.9g}</source>
            <translation>位置 {row:,} · 列 {col} · テーブルの値 = {value:+.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="363" />
            <source>position m = {row:,} · head dim {col} (pair {pair}, {kind}) · {kind}(m·θ) = {value:+.9f} · θ = {theta:.6g} · wavelength {wavelength:,.6g} positions</source>
            <translation>位置 m = {row:,} · ヘッドの次元 {col}（ペア {pair}、{kind}）· {kind}(m·θ) = {value:+.9f} · θ = {theta:.6g} · 波長 {wavelength:,.6g} 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="371" />
            <source>query i = {row:,} · key j = {col:,} · masked: a key after the query is never attended</source>
            <translation>クエリ i = {row:,} · キー j = {col:,} · マスク：クエリより後のキーには注意を向けない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="374" />
            <source>query i = {row:,} · key j = {col:,} · i − j = {diff:,} · bias g(j) − g(i) = {bias:.9g} (g(x) = bf16(bf16(m)·bf16(x)) × {scale:.6g})</source>
            <translation>クエリ i = {row:,} · キー j = {col:,} · i − j = {diff:,} · バイアス g(j) − g(i) = {bias:.9g}（g(x) = bf16(bf16(m)·bf16(x)) × {scale:.6g}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="377" />
            <source>query i = {row:,} · key j = {col:,} · i − j = {diff:,} · bias −m·(i−j) = {bias:.9g} (m = {slope:.6g})</source>
            <translation>クエリ i = {row:,} · キー j = {col:,} · i − j = {diff:,} · バイアス −m·(i−j) = {bias:.9g}（m = {slope:.6g}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="386" />
            <source>query i = {row:,} · key j = {col:,} · j − i = {rel:,}</source>
            <translation>クエリ i = {row:,} · キー j = {col:,} · j − i = {rel:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="390" />
            <source>{where} · bucket {bucket} · bias of head {head} = {bias:+.9g}</source>
            <translation>{where} · バケット {bucket} · ヘッド {head} のバイアス = {bias:+.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="394" />
            <source>{where} · clip(j − i, −{k}, {k}) = {index} (table row {table_row})</source>
            <translation>{where} · clip(j − i, −{k}, {k}) = {index}（テーブルの行 {table_row}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="399" />
            <source>{where} · total {total:+.6g} = (a) {a:+.6g} + (b) {b:+.6g} + (c) {c:+.6g} + (d) {d:+.6g}</source>
            <translation>{where} · 合計 {total:+.6g} = (a) {a:+.6g} + (b) {b:+.6g} + (c) {c:+.6g} + (d) {d:+.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="404" />
            <source>{where} · envelope mean ζᵢ^((i−j)/γ)·cos(θᵢ(i−j)) = {value:+.9f}</source>
            <translation>{where} · 包絡線 mean ζᵢ^((i−j)/γ)·cos(θᵢ(i−j)) = {value:+.9f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="406" />
            <source>{where} · uniform weight 1/(i + 1) = {value:.9g} over {keys:,} keys</source>
            <translation>{where} · {keys:,} 個のキーへの一様な重み 1/(i + 1) = {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="504" />
            <source>the {what} of {rows:,} positions × {width:,} columns has {values:,} values; the export is limited to {limit:,} values (about {megabytes:,} MB as .npy): use fewer positions</source>
            <translation>{rows:,} 位置 × {width:,} 列の{what}は {values:,} 個の値になります。書き出しは {limit:,} 個（.npy で約 {megabytes:,} MB）までです。位置の数を減らしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="527" />
            <source>sinusoidal table</source>
            <translation>正弦波テーブル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="536" />
            <source>RoPE table</source>
            <translation>RoPE テーブル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="596" />
            <source>current parameters</source>
            <translation>現在のパラメーター</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="600" />
            <source>{label}: ALiBi adds a bias to the logits, not a similarity: see the Distance decay tab</source>
            <translation>{label}: ALiBi はロジットにバイアスを足すもので、類似度ではありません: 距離による減衰タブを見てください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="604" />
            <source>{label}: T5 adds a learned bias per bucket to the logits, not a similarity: see the Distance decay tab</source>
            <translation>{label}: T5 はバケットごとの学習バイアスをロジットに足すもので、類似度ではありません: 距離による減衰タブを見てください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="608" />
            <source>{label}: Transformer-XL's position terms are scores of seeded vectors, not a similarity: see the Distance decay tab</source>
            <translation>{label}: Transformer-XL の位置の項はシード固定のベクトルのスコアで、類似度ではありません: 距離による減衰タブを見てください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="612" />
            <source>{label}: no curve of the distance to compare ({scheme})</source>
            <translation>{label}: 比較できる距離の曲線がありません（{scheme}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="708" />
            <source>{what}: no layer types that differ in positions (Gemma 2 and 3, ModernBERT, OLMo 3, Llama 4, SmolLM3, Cohere2, EXAONE 4 have them)</source>
            <translation>{what}: 位置の扱いが異なるレイヤー種別がありません(Gemma 2 と 3、ModernBERT、OLMo 3、Llama 4、SmolLM3、Cohere2、EXAONE 4 にはあります)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="40" />
            <source>--animate cannot move {name}: use one of {names}</source>
            <translation>--animate では {name} を動かせません。次のいずれかを指定してください: {names}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="63" />
            <source>--animate {name}: start and stop are both {value}, so nothing would move</source>
            <translation>--animate {name}: 開始値と終了値がどちらも {value} なので、何も動きません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="66" />
            <source>--animate {name} gives a step: leave out --frames, or the step</source>
            <translation>--animate {name} には刻み幅が指定されています。--frames か刻み幅のどちらかを外してください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="74" />
            <source>--animate {name} from {start} to {stop} makes {count} frames, at most {most}: give a larger step or --frames</source>
            <translation>--animate {name} の {start} から {stop} までは {count} フレームになります（上限 {most}）。刻み幅を大きくするか --frames を指定してください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="82" />
            <source>--frames must be an integer from 2 to {most}, got {frames}</source>
            <translation>--frames は 2〜{most} の整数で指定してください（指定値：{frames}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="86" />
            <source>--frames {frames} is more than the {count} integers from {start} to {stop}</source>
            <translation>--frames {frames} は {start} から {stop} までの整数 {count} 個より多すぎます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="96" />
            <source>the step of --animate {name} must be {allowed} other than 0, got {step}</source>
            <translation>--animate {name} の刻み幅は 0 以外の{allowed}で指定してください（指定値：{step}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="97" />
            <source>an integer</source>
            <translation>整数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="97" />
            <source>a number</source>
            <translation>数値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="102" />
            <source>the step of --animate {name} must go from {start} towards {stop}, got {step}</source>
            <translation>--animate {name} の刻み幅は {start} から {stop} へ向かう向きにしてください（指定値：{step}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="106" />
            <source>the step of --animate {name}, {step}, is more than the distance from {start} to {stop}: there would be one frame</source>
            <translation>--animate {name} の刻み幅 {step} は {start} から {stop} までの幅より大きく、フレームが 1 枚しかできません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="154" />
            <source>--animate must be name:start:stop or name:start:stop:step, got {text}</source>
            <translation>--animate は 名前:開始:終了 または 名前:開始:終了:刻み幅 の形で指定してください（指定値：{text}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="179" />
            <source>--fps must be an integer from {low} to {high}, got {fps}</source>
            <translation>--fps は {low}〜{high} の整数で指定してください（指定値：{fps}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="192" />
            <source>{frames} frames of {width} × {height} pixels are more than {most} million pixels: fewer frames or a smaller size</source>
            <translation>{width} × {height} ピクセルの {frames} フレームは合計 {most} 百万ピクセルを超えます。フレーム数を減らすか、サイズを小さくしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="23" />
            <source>The encoding</source>
            <translation>エンコーディングそのもの</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="24" />
            <source>Its mathematics</source>
            <translation>その数学</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="25" />
            <source>Successors</source>
            <translation>後継の方式</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="26" />
            <source>Images and video</source>
            <translation>画像と動画</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="29" />
            <source>Start here: what is added to the tokens and why: the encoding's values, the dot product that tells distance, word order, embedding + encoding.</source>
            <translation>ここから始めます：トークンに何を足すのか、なぜ足すのか。エンコーディングの値、距離を表す内積、語順、埋め込み + エンコーディング。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="31" />
            <source>Why it works: the wavelengths, two positions compared, the similarity matrix, a shift as a rotation, every pair as a clock hand.</source>
            <translation>なぜうまくいくのか：波長、2 つの位置の比較、類似度行列、回転としてのずらし、時計の針としての各ペア。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="33" />
            <source>The schemes that came after it: learned tables, RoPE and its long-context scalings, ALiBi, and real models side by side.</source>
            <translation>その後に続いた方式：学習式テーブル、RoPE と長文脈スケーリング、ALiBi、実際のモデルの比較。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="35" />
            <source>Positions beyond a line: image patches on a 2D grid (2D sin-cos, axial RoPE) and Qwen-VL's (t, h, w) positions for text, images and video.</source>
            <translation>1 列を超える位置: 2D グリッド上の画像パッチ（2D sin-cos、軸ごとの RoPE）と、テキスト・画像・動画に対する Qwen-VL の (t, h, w) 位置。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="89" />
            <source>no tab {title!r}; the tabs are: {titles}</source>
            <translation>タブ {title!r} はありません。タブは次のとおりです：{titles}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="94" />
            <source>Encoding</source>
            <translation>エンコーディング</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="95" />
            <source>Word order</source>
            <translation>語順</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="96" />
            <source>Embedding + encoding</source>
            <translation>埋め込み＋位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="97" />
            <source>Wavelengths</source>
            <translation>波長</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="98" />
            <source>Compare positions</source>
            <translation>位置の比較</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="99" />
            <source>Similarity matrix</source>
            <translation>類似度行列</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="100" />
            <source>Rotation</source>
            <translation>回転</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="101" />
            <source>Clock hands</source>
            <translation>時計の針</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="102" />
            <source>RoPE frequencies</source>
            <translation>RoPE の周波数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="103" />
            <source>RoPE scores</source>
            <translation>RoPE のスコア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="105" />
            <source>Distance decay</source>
            <translation>距離による減衰</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="106" />
            <source>All schemes</source>
            <translation>全方式</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="107" />
            <source>Compare models</source>
            <translation>モデルの比較</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="108" />
            <source>Model layers</source>
            <translation>モデルの層</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="109" />
            <source>2D grid</source>
            <translation>2D グリッド</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="110" />
            <source>M-RoPE</source>
            <translation>M-RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/units.py" line="11" />
            <source>{n:.0f} bytes</source>
            <translation>{n:.0f} バイト</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/units.py" line="16" />
            <source>{n:.1f} {unit}</source>
            <translation>{n:.1f} {unit}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/i18n.py" line="97" />
            <source>Positional Encoding Explorer</source>
            <translation>位置エンコーディング・エクスプローラー</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="14" />
            <source>ColorBrewer's 11-class RdBu, by Cynthia Brewer (colorbrewer2.org), Apache-2.0</source>
            <translation>ColorBrewer の 11 段階 RdBu（Cynthia Brewer 作、colorbrewer2.org）、Apache-2.0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="15" />
            <source>Kenneth Moreland's diverging map, from “Diverging Color Maps for Scientific Visualization” (2009)</source>
            <translation>Kenneth Moreland の発散型カラーマップ（「Diverging Color Maps for Scientific Visualization」2009 年より）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="17" />
            <source>by Stéfan van der Walt and Nathaniel Smith, CC0 (public domain), as bundled with pyqtgraph</source>
            <translation>Stéfan van der Walt と Nathaniel Smith 作、CC0（パブリックドメイン）、pyqtgraph 同梱のもの</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="45" />
            <source>How Transformers encode token positions. Licence: MIT.</source>
            <translation>Transformer がトークンの位置をどう符号化するかを見るアプリです。ライセンス: MIT。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="46" />
            <source>Built on:</source>
            <translation>使用しているライブラリ:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="47" />
            <source>Colour maps:</source>
            <translation>カラーマップ:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="54" />
            <source>About Positional Encoding Explorer</source>
            <translation>位置エンコーディング・エクスプローラーについて</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="43" />
            <source>Export animation</source>
            <translation>アニメーションの書き出し</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="50" />
            <source>As shown ({width} × {height} pixels)</source>
            <translation>表示どおり（{width} × {height} ピクセル）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="57" />
            <source>Browse…</source>
            <translation>参照…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="64" />
            <source>GIF (.gif) or APNG (.apng, .png)</source>
            <translation>GIF（.gif）または APNG（.apng、.png）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="64" />
            <source>, or MP4 (.mp4)</source>
            <translation>、または MP4（.mp4）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="70" />
            <source>Parameter</source>
            <translation>パラメーター</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="71" />
            <source>From</source>
            <translation>開始値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="72" />
            <source>To</source>
            <translation>終了値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="73" />
            <source>Frames</source>
            <translation>フレーム数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="74" />
            <source>Frames per second</source>
            <translation>毎秒フレーム数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="75" />
            <source>Size of each frame</source>
            <translation>各フレームのサイズ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="76" />
            <source>File</source>
            <translation>ファイル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="77" />
            <source>The format follows the extension: {formats}.</source>
            <translation>形式は拡張子で決まります: {formats}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="112" />
            <source>Animations (*.gif *.apng *.png *.mp4)</source>
            <translation>アニメーション (*.gif *.apng *.png *.mp4)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="72" />
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="73" />
            <source>&amp;Open session…</source>
            <translation>セッションを開く(&amp;O)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="74" />
            <source>&amp;Save session…</source>
            <translation>セッションを保存(&amp;S)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="76" />
            <source>&amp;Export…</source>
            <translation>書き出し(&amp;E)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="77" />
            <source>Export &amp;report (PDF)…</source>
            <translation>レポートを書き出す（PDF）(&amp;R)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="78" />
            <source>Export &amp;all views to a folder…</source>
            <translation>全ビューをフォルダーに書き出す(&amp;A)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="79" />
            <source>Export a&amp;nimation…</source>
            <translation>アニメーションを書き出す(&amp;N)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="81" />
            <source>&amp;Load learned table (.npy)…</source>
            <translation>学習済みテーブルを読み込む（.npy）(&amp;L)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="83" />
            <source>Open &amp;model</source>
            <translation>モデルを開く(&amp;M)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="84" />
            <source>Model &amp;folder…</source>
            <translation>モデルのフォルダー(&amp;F)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="85" />
            <source>config.json or .safetensors &amp;file…</source>
            <translation>config.json または .safetensors ファイル(&amp;F)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="87" />
            <source>From the local Hugging Face &amp;cache…</source>
            <translation>ローカルの Hugging Face キャッシュから(&amp;C)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="90" />
            <source>Compare with a &amp;second model (folder)…</source>
            <translation>2 つ目のモデルと比較(&amp;S) (フォルダー)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="92" />
            <source>Compare with a &amp;preset</source>
            <translation>プリセットと比較(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="94" />
            <source>&amp;Close model</source>
            <translation>モデルを閉じる(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="96" />
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="98" />
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="101" />
            <source>&amp;Copy image</source>
            <translation>画像をコピー(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="104" />
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="105" />
            <source>&amp;Fit to data</source>
            <translation>データ全体を表示(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="107" />
            <source>Swap &amp;orientation</source>
            <translation>縦横を入れ替え(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="110" />
            <source>&amp;Next tab</source>
            <translation>次のタブ(&amp;N)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="112" />
            <source>Pre&amp;vious tab</source>
            <translation>前のタブ(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="120" />
            <source>&amp;Reset settings…</source>
            <translation>設定をリセット(&amp;R)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="122" />
            <source>&amp;Presets</source>
            <translation>プリセット(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="123" />
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="125" />
            <source>&amp;About Positional Encoding Explorer</source>
            <translation>位置エンコーディング・エクスプローラーについて(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="156" />
            <source>Load learned table</source>
            <translation>学習済みテーブルを読み込む</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="157" />
            <source>NumPy array (*.npy);;All files (*)</source>
            <translation>NumPy 配列 (*.npy);;すべてのファイル (*)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="171" />
            <source>Load table {name}</source>
            <translation>テーブル {name} を読み込み</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="172" />
            <source>Learned table: {path}</source>
            <translation>学習済みテーブル: {path}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="181" />
            <source>Open model</source>
            <translation>モデルを開く</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="182" />
            <source>Model config or checkpoint (config.json *.safetensors);;All files (*)</source>
            <translation>モデルの設定またはチェックポイント (config.json *.safetensors);;すべてのファイル (*)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="184" />
            <source>Open model folder</source>
            <translation>モデルのフォルダーを開く</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="198" />
            <source>Open model {name}</source>
            <translation>モデル {name} を開く</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="207" />
            <source>Model B to compare with</source>
            <translation>比較するモデル B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="215" />
            <source>Compare with {name}</source>
            <translation>{name} と比較</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="251" />
            <source>Close model</source>
            <translation>モデルを閉じる</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="269" />
            <source>The whole tab as one figure</source>
            <translation>タブ全体を1つの図に</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="292" />
            <source>Copied the view “{view}” to the clipboard</source>
            <translation>ビュー「{view}」をクリップボードにコピーしました</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="298" />
            <source>Export report</source>
            <translation>レポートを書き出す</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="299" />
            <source>PDF document (*.pdf)</source>
            <translation>PDF 文書 (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="306" />
            <source>Writing the report…</source>
            <translation>レポートを書き出しています…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="309" />
            <source>Saved {file}; not drawn, its page says why: {reasons}</source>
            <translation>{file} を保存しました。描画できなかったビュー（理由はそのページにあります）: {reasons}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="315" />
            <source>Export all views to</source>
            <translation>全ビューの書き出し先</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="319" />
            <source>Export all views</source>
            <translation>全ビューを書き出す</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="319" />
            <source>Format</source>
            <translation>形式</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="323" />
            <source>Exporting every view…</source>
            <translation>すべてのビューを書き出しています…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="341" />
            <source>Writing the animation…</source>
            <translation>アニメーションを書き出しています…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="353" />
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="373" />
            <source>Save session</source>
            <translation>セッションを保存</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="375" />
            <source>pe-desktop session (*.json)</source>
            <translation>pe-desktop セッション (*.json)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="390" />
            <source>Open session</source>
            <translation>セッションを開く</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="411" />
            <source>Open session {name}</source>
            <translation>セッション {name} を開く</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="412" />
            <source>Opened {path}</source>
            <translation>{path} を開きました</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="425" />
            <source>Export failed</source>
            <translation>書き出しに失敗しました</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="426" />
            <source>Export failed: {reason}</source>
            <translation>書き出しに失敗しました: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="429" />
            <source>Saved {files}</source>
            <translation>保存しました: {files}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/crash.py" line="56" />
            <source>Positional Encoding Explorer: unexpected error</source>
            <translation>位置エンコーディング・エクスプローラー: 予期しないエラー</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/crash.py" line="57" />
            <source>Something went wrong, but Positional Encoding Explorer is still running.

{summary}</source>
            <translation>問題が発生しましたが、アプリは動作を続けています。

{summary}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/crash.py" line="59" />
            <source>The details are saved in {where}.</source>
            <translation>詳細は {where} に保存しました。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="27" />
            <source>Where it comes from</source>
            <translation>由来</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="28" />
            <source>Playing and animations</source>
            <translation>再生とアニメーション</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="31" />
            <source>F1 shows or hides this panel.</source>
            <translation>F1 でこのパネルを表示／非表示にします。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="36" />
            <source>What is drawn</source>
            <translation>何を描いているか</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="37" />
            <source>How to read it</source>
            <translation>読み方</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="38" />
            <source>What it demonstrates</source>
            <translation>記事のどの主張を示すか</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="42" />
            <source>Sources</source>
            <translation>出典</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="46" />
            <source>Formula</source>
            <translation>数式</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="19" />
            <source>&lt;b&gt;Play&lt;/b&gt; (the bar under the views, or Ctrl+Space) moves one parameter from &lt;i&gt;from&lt;/i&gt; to &lt;i&gt;to&lt;/i&gt; in &lt;i&gt;frames&lt;/i&gt; steps, &lt;i&gt;fps&lt;/i&gt; frames a second, again and again, in the view shown: &lt;i&gt;First position&lt;/i&gt; slides the window of positions, &lt;i&gt;Sinusoid base&lt;/i&gt; and &lt;i&gt;RoPE base θ&lt;/i&gt; stretch the wavelengths. Every frame is computed exactly; a frame the computer cannot draw in time is skipped, so the speed stays. Any edit stops it, and Undo takes back the whole play in one step.&lt;br&gt;&lt;b&gt;File › Export animation…&lt;/b&gt; writes the same sweep as a GIF or APNG (MP4 where imageio-ffmpeg is installed): each frame is exactly the still figure File › Export writes for its value. From the command line: &lt;i&gt;pe-desktop export --view rotation --animate offset:0:64 --out spin.gif&lt;/i&gt;.</source>
            <translation>&lt;b&gt;再生&lt;/b&gt;（ビューの下のバー、または Ctrl+Space）は、一つのパラメーターを &lt;i&gt;開始&lt;/i&gt; から &lt;i&gt;終了&lt;/i&gt; まで &lt;i&gt;フレーム&lt;/i&gt; 段階に分け、毎秒 &lt;i&gt;fps&lt;/i&gt; フレームで繰り返し動かします。表示中のビューで動きます: &lt;i&gt;先頭の位置&lt;/i&gt; は表示する位置の範囲をずらし、&lt;i&gt;正弦波の基数&lt;/i&gt; と &lt;i&gt;RoPE の基数 θ&lt;/i&gt; は波長を伸び縮みさせます。どのフレームも正確に計算され、間に合わないフレームは飛ばすので、速さは保たれます。何か編集すると止まり、元に戻すで再生全体を一度に取り消せます。&lt;br&gt;&lt;b&gt;ファイル › アニメーションを書き出す…&lt;/b&gt; は同じ動きを GIF か APNG（imageio-ffmpeg があれば MP4）で書き出します。各フレームは、その値でファイル › 書き出し が書く静止画とまったく同じです。コマンドラインでは &lt;i&gt;pe-desktop export --view rotation --animate offset:0:64 --out spin.gif&lt;/i&gt; です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="42" />
            <source>The sinusoidal encoding as an image: one cell per position and dimension, coloured by its value on a scale fixed at −1 … 1. A dashed line marks the &lt;i&gt;Trained length&lt;/i&gt;.</source>
            <translation>正弦波位置エンコーディングを画像にしたものです。位置と次元の組ごとに 1 マスで、値を −1 … 1 に固定した色で表します。破線は&lt;i&gt;学習時の系列長&lt;/i&gt;を示します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="45" />
            <source>&lt;i&gt;Orientation&lt;/i&gt; “Positions down” puts positions down the side (the first at the top), “Dimensions up” puts dimensions up the side. RdBu shows positive values blue, negative red (coolwarm: the reverse). Low dimensions change colour at every step, high ones only over many positions.</source>
            <translation>&lt;i&gt;向き&lt;/i&gt;が「位置を縦軸に」なら位置を縦（先頭が上）、「次元を縦軸に」なら次元を縦（下から上）に並べます。RdBu では正の値が青、負の値が赤です（coolwarm はその逆）。低い次元は位置が 1 つ進むごとに色が変わり、高い次元は多くの位置にわたってゆっくり変わります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="49" />
            <source>&lt;i&gt;Fixed positional encoding&lt;/i&gt; (article 1): fine stripes on the left tell neighbouring tokens apart, slow gradients on the right give the rough place in the sentence; nothing is learned, so the values go on past any training length.</source>
            <translation>&lt;i&gt;固定式位置エンコーディング&lt;/i&gt;（記事1）：左側の細かい縞が隣り合うトークンを区別し、右側のなだらかなグラデーションが文中のおおまかな位置を表します。学習しないので、学習時の系列長を超えても値が計算できます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="52" />
            <source>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos · ω&lt;sub&gt;i&lt;/sub&gt;), &amp;nbsp;PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos · ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;where ω&lt;sub&gt;i&lt;/sub&gt; = 1 / base&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt; (base = 10000 in the paper)&lt;br&gt;(&lt;i&gt;Layout&lt;/i&gt; “Sin | cos (paper ω)”: all sines first; “Sin | cos (t2t ω)”: ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−i/(d/2−1)&lt;/sup&gt;)&lt;br&gt;Odd d&lt;sub&gt;model&lt;/sub&gt;: the last sine has no cosine partner; in “Sin | cos (t2t ω)” the last dimension is a column of zeros instead (d//2 sines, d//2 cosines, then 0, as tensor2tensor and fairseq pad)</source>
            <translation>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos · ω&lt;sub&gt;i&lt;/sub&gt;), &amp;nbsp;PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos · ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;ただし ω&lt;sub&gt;i&lt;/sub&gt; = 1 / base&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;（原論文では base = 10000）&lt;br&gt;（&lt;i&gt;配置&lt;/i&gt; 「sin | cos（原論文の ω）」：サインをすべて先に置く、「sin | cos（t2t の ω）」：ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−i/(d/2−1)&lt;/sup&gt;）&lt;br&gt;d&lt;sub&gt;model&lt;/sub&gt; が奇数：最後の sin には対になる cos がない。「sin | cos（t2t の ω）」では代わりに最後の次元がゼロの列（d//2 個の sin、d//2 個の cos、その後に 0。tensor2tensor と fairseq の埋め方）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="63" />
            <source>The dot product of the encoding at the &lt;i&gt;Reference position&lt;/i&gt; (red dashed line) with the encoding at every position shown. Zoomed far out, each point is an exact mean and a band shows the exact minimum and maximum.</source>
            <translation>&lt;i&gt;基準位置&lt;/i&gt;（赤い破線）のエンコーディングと、表示中の各位置のエンコーディングとの内積です。大きく縮小すると各点は正確な平均になり、帯が正確な最小値と最大値を示します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="66" />
            <source>x is the position, y the plain dot product: d&lt;sub&gt;model&lt;/sub&gt;/2 at the reference itself (even d&lt;sub&gt;model&lt;/sub&gt;), falling off in waves with distance. Move the reference: the curve only shifts, because it depends on the distance alone. Change &lt;i&gt;Base&lt;/i&gt; or d&lt;sub&gt;model&lt;/sub&gt; to see how fast it falls.</source>
            <translation>x は位置、y は正規化しない内積です。基準位置そのもので d&lt;sub&gt;model&lt;/sub&gt;/2（d&lt;sub&gt;model&lt;/sub&gt; が偶数のとき）となり、距離とともに波打ちながら下がります。値は距離だけで決まるため、基準位置を動かしても曲線は平行移動するだけです。&lt;i&gt;基数&lt;/i&gt;や d&lt;sub&gt;model&lt;/sub&gt; を変えると下がる速さが変わります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="70" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2), its NumPy figure: PE(0)·PE(pos) is largest at distance 0 and decays with ripples, so a plain dot product already tells attention how far apart two tokens are.</source>
            <translation>&lt;i&gt;Attention だけでは言葉の順序はわからない？&lt;/i&gt;（記事2）の NumPy の図：PE(0)·PE(pos) は距離 0 で最大となり、波打ちながら減衰します。単純な内積だけで、2 つのトークンがどれだけ離れているかが注意機構に伝わります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="73" />
            <source>PE(r)·PE(p) = Σ&lt;sub&gt;i&lt;/sub&gt; [sin(rω&lt;sub&gt;i&lt;/sub&gt;)·sin(pω&lt;sub&gt;i&lt;/sub&gt;) + cos(rω&lt;sub&gt;i&lt;/sub&gt;)·cos(pω&lt;sub&gt;i&lt;/sub&gt;)] = Σ&lt;sub&gt;i&lt;/sub&gt; cos((p − r)·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;summed over the d&lt;sub&gt;model&lt;/sub&gt;/2 (sin, cos) pairs: d&lt;sub&gt;model&lt;/sub&gt;/2 at p = r</source>
            <translation>PE(r)·PE(p) = Σ&lt;sub&gt;i&lt;/sub&gt; [sin(rω&lt;sub&gt;i&lt;/sub&gt;)·sin(pω&lt;sub&gt;i&lt;/sub&gt;) + cos(rω&lt;sub&gt;i&lt;/sub&gt;)·cos(pω&lt;sub&gt;i&lt;/sub&gt;)] = Σ&lt;sub&gt;i&lt;/sub&gt; cos((p − r)·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;d&lt;sub&gt;model&lt;/sub&gt;/2 個の (sin, cos) ペアについての和で、p = r のとき d&lt;sub&gt;model&lt;/sub&gt;/2</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="79" />
            <source>One attention head (seeded random weights and embeddings, no mask) on &lt;i&gt;Sentence A&lt;/i&gt; and &lt;i&gt;Sentence B&lt;/i&gt;: its weights without positions (top) and with the encoding added (bottom), with the numbers in the readout.</source>
            <translation>1 つの注意ヘッド（乱数シードで決まる重みと埋め込み、マスクなし）を&lt;i&gt;文 A&lt;/i&gt;と&lt;i&gt;文 B&lt;/i&gt;に適用したものです。位置なし（上段）と、エンコーディングを加えたとき（下段）の注意の重みを描き、数値は読み取り欄に示します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="82" />
            <source>Queries run down the side, keys along the bottom; colour is the weight, 0 to 1. B is A reordered: without positions B's matrix is A's permuted and the outputs differ only by rounding; with X + PE they differ. Try 犬が男を噛んだ and 男が犬を噛んだ.</source>
            <translation>縦がクエリ、横がキーで、色は重み（0〜1）です。B は A の語順を入れ替えた文です。位置がなければ B の行列は A の行列を並べ替えたものにすぎず、出力の差は丸め誤差だけです。X + PE では違いが現れます。犬が男を噛んだ と 男が犬を噛んだ で試してみてください。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="86" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): self-attention sees a bag of tokens, so “dog bit man” and “man bit dog” look alike until positions are added. In the &lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3), 'The' at 0 and 'the' at 3 share an embedding (with &lt;i&gt;Fold case&lt;/i&gt;) but become different vectors.</source>
            <translation>&lt;i&gt;Attention だけでは言葉の順序はわからない？&lt;/i&gt;（記事2）：自己注意はトークンの集合しか見ないため、「犬が男を噛んだ」と「男が犬を噛んだ」は位置を加えるまで区別できません。&lt;i&gt;Transformer 内部構造ガイド&lt;/i&gt;（記事3）では、位置 0 の 'The' と位置 3 の 'the' は（&lt;i&gt;大文字・小文字を同一視&lt;/i&gt;するとき）同じ埋め込みでも、位置を加えると別のベクトルになります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="91" />
            <source>Attn(X) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)·V, &amp;nbsp;Q = XW&lt;sub&gt;Q&lt;/sub&gt;, K = XW&lt;sub&gt;K&lt;/sub&gt;, V = XW&lt;sub&gt;V&lt;/sub&gt;&lt;br&gt;a permutation P of the tokens only permutes the outputs: Attn(PX) = P·Attn(X)&lt;br&gt;with positions the input is X + PE, and PX + PE ≠ P(X + PE)</source>
            <translation>Attn(X) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)·V, &amp;nbsp;Q = XW&lt;sub&gt;Q&lt;/sub&gt;, K = XW&lt;sub&gt;K&lt;/sub&gt;, V = XW&lt;sub&gt;V&lt;/sub&gt;&lt;br&gt;トークンの並べ替え（置換 P）は出力を並べ替えるだけ：Attn(PX) = P·Attn(X)&lt;br&gt;位置を加えると入力は X + PE となり、PX + PE ≠ P(X + PE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="98" />
            <source>Three heatmaps for batch element 0 of &lt;i&gt;Sentence A&lt;/i&gt;: the token embeddings X, the encoding PE and their sum X + PE, one row per token, one column per dimension, on one shared colour scale. The titles give the tensor shapes, the readout the cost of each step.</source>
            <translation>&lt;i&gt;文 A&lt;/i&gt;のバッチ要素 0 についての 3 つのヒートマップです。トークンの埋め込み X、位置エンコーディング PE、その和 X + PE を、行をトークン、列を次元として共通の色スケールで描きます。タイトルにテンソルの形状を、読み取り欄に各段階の計算量を示します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="102" />
            <source>The embeddings are N(0, 1), so PE, bounded by ±1, looks pale beside them. &lt;i&gt;Batch size B&lt;/i&gt; repeats the sentence; a &lt;i&gt;Dropout&lt;/i&gt; above 0 applies train-time dropout after the addition. In the cost table, building and adding the encoding are tiny next to attention's S²·D.</source>
            <translation>埋め込みは N(0, 1) なので、±1 に収まる PE は並べると淡く見えます。&lt;i&gt;バッチサイズ B&lt;/i&gt; は同じ文を繰り返します。&lt;i&gt;ドロップアウト&lt;/i&gt;を 0 より大きくすると、加算の後に学習時のドロップアウトがかかります。計算量の表では、エンコーディングの作成と加算は Attention の S²·D に比べてごくわずかです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="106" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3): the encoding is a fixed [S, D] table broadcast-added to the embeddings [B, S, D] once, just before the first attention layer; the shape does not change, dropout follows in training, and the cost is negligible.</source>
            <translation>&lt;i&gt;Transformer 内部構造ガイド&lt;/i&gt;（記事3）：位置エンコーディングは固定の [S, D] テーブルで、最初の Attention 層の直前に 1 回だけ、埋め込み [B, S, D] にブロードキャストして加算されます。形状は変わらず、学習時はその後にドロップアウトがかかり、計算量は無視できるほど小さくなります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="110" />
            <source>H = X + PE, &amp;nbsp;X ∈ ℝ&lt;sup&gt;B×S×D&lt;/sup&gt;, PE ∈ ℝ&lt;sup&gt;S×D&lt;/sup&gt; (broadcast over B)&lt;br&gt;training: dropout&lt;sub&gt;p&lt;/sub&gt;(X + PE), kept values × 1/(1 − p)&lt;br&gt;cost: table O(S·D), addition O(B·S·D), attention O(S&lt;sup&gt;2&lt;/sup&gt;·D)</source>
            <translation>H = X + PE, &amp;nbsp;X ∈ ℝ&lt;sup&gt;B×S×D&lt;/sup&gt;, PE ∈ ℝ&lt;sup&gt;S×D&lt;/sup&gt;（B 方向にブロードキャスト）&lt;br&gt;学習時：dropout&lt;sub&gt;p&lt;/sub&gt;(X + PE)、残った値は × 1/(1 − p)&lt;br&gt;計算量：テーブル O(S·D)、加算 O(B·S·D)、Attention O(S&lt;sup&gt;2&lt;/sup&gt;·D)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="116" />
            <source>For every (sin, cos) pair i, its wavelength 2π/ω&lt;sub&gt;i&lt;/sub&gt;, the number of positions one full cycle takes, on a logarithmic axis. A red dashed line marks the number of &lt;i&gt;Positions&lt;/i&gt;, a green one the &lt;i&gt;Trained length&lt;/i&gt;.</source>
            <translation>各 (sin, cos) ペア i の波長 2π/ω&lt;sub&gt;i&lt;/sub&gt;、つまり 1 周期にかかる位置の数を対数軸で示します。赤い破線は&lt;i&gt;位置の数&lt;/i&gt;、緑の線は&lt;i&gt;学習時の系列長&lt;/i&gt;です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="119" />
            <source>Wavelengths grow geometrically from 2π ≈ 6.3 at pair 0 to about 2π·base at the last pair. Blue pairs complete at least one cycle within the positions, orange ones part of a cycle, grey ones under 1/100 of a cycle: they barely move. Raise &lt;i&gt;Positions&lt;/i&gt; and watch pairs turn blue.</source>
            <translation>波長はペア 0 の 2π ≈ 6.3 から最後のペアの約 2π·base まで等比的に伸びます。青のペアは表示する位置の範囲で 1 周期以上回り、オレンジは周期の一部だけ回り、灰色は 1/100 周期未満でほとんど動きません。&lt;i&gt;位置の数&lt;/i&gt;を増やすと青のペアが増えます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="123" />
            <source>&lt;i&gt;Fixed positional encoding&lt;/i&gt; (article 1): dimension 0 repeats every 6 or so positions, the slowest only after tens of thousands (the article says 60,000; for d&lt;sub&gt;model&lt;/sub&gt; 128 it is about 54,000), so 50 positions show a sliver of it. Article 2: a clock's second and hour hands.</source>
            <translation>&lt;i&gt;固定式位置エンコーディング&lt;/i&gt;（記事1）：次元 0 は約 6 位置ごとに 1 周しますが、最も遅い次元は数万位置かかります（記事では 6 万、d&lt;sub&gt;model&lt;/sub&gt; 128 では実際は約 5.4 万）。そのため 50 位置では波のほんの一部しか見えません。記事2 はこれを時計の秒針と時針にたとえています。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="127" />
            <source>λ&lt;sub&gt;i&lt;/sub&gt; = 2π / ω&lt;sub&gt;i&lt;/sub&gt; = 2π · base&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;&lt;br&gt;cycles within N positions = N / λ&lt;sub&gt;i&lt;/sub&gt;</source>
            <translation>λ&lt;sub&gt;i&lt;/sub&gt; = 2π / ω&lt;sub&gt;i&lt;/sub&gt; = 2π · base&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;&lt;br&gt;N 位置で回る周期数 = N / λ&lt;sub&gt;i&lt;/sub&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="131" />
            <source>The encoding vectors of &lt;i&gt;Position A&lt;/i&gt; (blue) and &lt;i&gt;Position B&lt;/i&gt; (orange) over the dimensions, and below them their difference. The readout gives the dot product, cosine, distance and lengths.</source>
            <translation>&lt;i&gt;位置 A&lt;/i&gt;（青）と&lt;i&gt;位置 B&lt;/i&gt;（オレンジ）のエンコーディングベクトルを次元ごとに描き、その下に両者の差を描きます。読み取り欄に内積、コサイン類似度、距離、長さを示します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="134" />
            <source>x is the dimension, y the value. In the low dimensions the two vectors disagree everywhere; the slow high dimensions barely differ for nearby positions, so the difference fades to the right. Every vector has the same length √(d&lt;sub&gt;model&lt;/sub&gt;/2): only the angle between them changes. Try two close positions, then two far apart.</source>
            <translation>x は次元、y は値です。低い次元では 2 つのベクトルはまったく異なりますが、ゆっくり変化する高い次元は近い位置どうしではほぼ同じなので、差は右へ行くほど小さくなります。どのベクトルも長さは √(d&lt;sub&gt;model&lt;/sub&gt;/2) で、変わるのは両者の角度だけです。近い 2 位置と遠い 2 位置を比べてみてください。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="139" />
            <source>&lt;i&gt;Fixed positional encoding&lt;/i&gt; (article 1): the rows for positions 5 and 35 have entirely different colour patterns; that pattern across all dimensions is the position's unique ID for the Transformer.</source>
            <translation>&lt;i&gt;固定式位置エンコーディング&lt;/i&gt;（記事1）：位置 5 と位置 35 の行はまったく違う色の並びになります。全次元にわたるこのパターンが、Transformer にとってその位置の固有の ID です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="142" />
            <source>PE(a)·PE(b) = Σ&lt;sub&gt;i&lt;/sub&gt; cos((a − b)·ω&lt;sub&gt;i&lt;/sub&gt;), &amp;nbsp;|PE(p)|&lt;sup&gt;2&lt;/sup&gt; = d&lt;sub&gt;model&lt;/sub&gt;/2 (even d&lt;sub&gt;model&lt;/sub&gt;)&lt;br&gt;cosine = PE(a)·PE(b) / (d&lt;sub&gt;model&lt;/sub&gt;/2)&lt;br&gt;|PE(a) − PE(b)|&lt;sup&gt;2&lt;/sup&gt; = 4 Σ&lt;sub&gt;i&lt;/sub&gt; sin&lt;sup&gt;2&lt;/sup&gt;((a − b)·ω&lt;sub&gt;i&lt;/sub&gt;/2)</source>
            <translation>PE(a)·PE(b) = Σ&lt;sub&gt;i&lt;/sub&gt; cos((a − b)·ω&lt;sub&gt;i&lt;/sub&gt;), &amp;nbsp;|PE(p)|&lt;sup&gt;2&lt;/sup&gt; = d&lt;sub&gt;model&lt;/sub&gt;/2（d&lt;sub&gt;model&lt;/sub&gt; が偶数のとき）&lt;br&gt;コサイン類似度 = PE(a)·PE(b) / (d&lt;sub&gt;model&lt;/sub&gt;/2)&lt;br&gt;|PE(a) − PE(b)|&lt;sup&gt;2&lt;/sup&gt; = 4 Σ&lt;sub&gt;i&lt;/sub&gt; sin&lt;sup&gt;2&lt;/sup&gt;((a − b)·ω&lt;sub&gt;i&lt;/sub&gt;/2)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="148" />
            <source>The similarity of every pair of positions shown: cell (p, q) is PE(p)·PE(q), or their cosine with &lt;i&gt;Similarity&lt;/i&gt; cosine. The readout measures how far the matrix is from being constant along each diagonal.</source>
            <translation>表示中の位置のすべての組の類似度です。マス (p, q) は PE(p)·PE(q)、&lt;i&gt;類似度&lt;/i&gt;を cosine にするとコサイン類似度です。読み取り欄には、行列が各対角線に沿って一定である状態からどれだけずれているかを示します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="151" />
            <source>Rows are p, columns q. Colours are fixed at ±d&lt;sub&gt;model&lt;/sub&gt;/2 for the dot product, ±1 for the cosine. The diagonal p = q is the maximum, and every stripe parallel to it has one colour: the value depends only on p − q. Set &lt;i&gt;First position&lt;/i&gt; to 1,000,000: the picture stays the same.</source>
            <translation>行が p、列が q です。色の範囲は内積で ±d&lt;sub&gt;model&lt;/sub&gt;/2、コサイン類似度で ±1 に固定しています。対角線 p = q が最大で、それに平行な帯はそれぞれ 1 色です。値は p − q だけで決まります。&lt;i&gt;先頭の位置&lt;/i&gt;を 1,000,000 にしても図は変わりません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="155" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): by the addition theorem, how alike two encodings are depends on their distance, not on where they are, which makes relative position easy to learn. Article 3 says the same.</source>
            <translation>&lt;i&gt;Attention だけでは言葉の順序はわからない？&lt;/i&gt;（記事2）：加法定理により、2 つのエンコーディングの類似度は位置そのものではなく距離だけで決まるため、相対位置を学習しやすくなります。記事3 も同じことを述べています。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="158" />
            <source>M[p, q] = PE(p)·PE(q) = Σ&lt;sub&gt;i&lt;/sub&gt; cos((p − q)·ω&lt;sub&gt;i&lt;/sub&gt;) = f(p − q)&lt;br&gt;cosine = M[p, q] / (d&lt;sub&gt;model&lt;/sub&gt;/2)&lt;br&gt;(even d&lt;sub&gt;model&lt;/sub&gt;; an odd one's lone sine adds sin(pω)·sin(qω))</source>
            <translation>M[p, q] = PE(p)·PE(q) = Σ&lt;sub&gt;i&lt;/sub&gt; cos((p − q)·ω&lt;sub&gt;i&lt;/sub&gt;) = f(p − q)&lt;br&gt;コサイン類似度 = M[p, q] / (d&lt;sub&gt;model&lt;/sub&gt;/2)&lt;br&gt;（d&lt;sub&gt;model&lt;/sub&gt; が偶数のとき。奇数では対のないサインが sin(pω)·sin(qω) を加える）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="163" />
            <source>One (sin, cos) pair, &lt;i&gt;Frequency pair i&lt;/i&gt;, on the unit circle: a dot per position shown, the vector at the &lt;i&gt;Reference position&lt;/i&gt; p (blue), the one at p + k (red, k = &lt;i&gt;Offset k&lt;/i&gt;) and the green arc of the angle between them. The readout prints the rotation matrix and checks it on every pair.</source>
            <translation>1 つの (sin, cos) ペア（&lt;i&gt;周波数ペア i&lt;/i&gt;）を単位円上に描きます。表示中の各位置の点、&lt;i&gt;基準位置&lt;/i&gt; p のベクトル（青）、p + k のベクトル（赤、k = &lt;i&gt;オフセット k&lt;/i&gt;）、その間の角度を示す緑の弧です。読み取り欄に回転行列を示し、すべてのペアで検証します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="167" />
            <source>x is the sine dimension, y the cosine one, so positions go round clockwise, pair 0 fastest. Change p: both vectors turn, but the angle between them stays ω&lt;sub&gt;i&lt;/sub&gt;·k. The largest error of PE(p+k) = R·PE(p) over all pairs is only rounding.</source>
            <translation>x はサインの次元、y はコサインの次元なので、位置が進むと点は時計回りに回り、ペア 0 が最も速く回ります。p を変えると両方のベクトルが回りますが、その間の角度は ω&lt;sub&gt;i&lt;/sub&gt;·k のままです。全ペアでの PE(p+k) = R·PE(p) の最大誤差は丸め誤差だけです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="171" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): moving k positions rotates each pair by a matrix that depends on k alone, not on p, so PE(p+k) is a linear function of PE(p). Article 3 states the same.</source>
            <translation>&lt;i&gt;Attention だけでは言葉の順序はわからない？&lt;/i&gt;（記事2）：位置を k だけずらすことは、各ペアを p によらず k だけで決まる行列で回転させることであり、PE(p+k) は PE(p) の線形変換になります。記事3 も同じことを述べています。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="174" />
            <source>(PE&lt;sub&gt;(p+k, 2i)&lt;/sub&gt;, PE&lt;sub&gt;(p+k, 2i+1)&lt;/sub&gt;) = R(ω&lt;sub&gt;i&lt;/sub&gt;k) · (PE&lt;sub&gt;(p, 2i)&lt;/sub&gt;, PE&lt;sub&gt;(p, 2i+1)&lt;/sub&gt;)&lt;br&gt;R(θ) = [[cos θ, sin θ], [−sin θ, cos θ]]&lt;br&gt;from sin(a + b) = sin a·cos b + cos a·sin b&lt;br&gt;and cos(a + b) = cos a·cos b − sin a·sin b</source>
            <translation>(PE&lt;sub&gt;(p+k, 2i)&lt;/sub&gt;, PE&lt;sub&gt;(p+k, 2i+1)&lt;/sub&gt;) = R(ω&lt;sub&gt;i&lt;/sub&gt;k) · (PE&lt;sub&gt;(p, 2i)&lt;/sub&gt;, PE&lt;sub&gt;(p, 2i+1)&lt;/sub&gt;)&lt;br&gt;R(θ) = [[cos θ, sin θ], [−sin θ, cos θ]]&lt;br&gt;加法定理 sin(a + b) = sin a·cos b + cos a·sin b&lt;br&gt;と cos(a + b) = cos a·cos b − sin a·sin b による</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="181" />
            <source>Every frequency pair as a hand on a dial of its own, at the &lt;i&gt;Reference position&lt;/i&gt; p shown under the dials: hand i has turned by the angle p·ω&lt;sub&gt;i&lt;/sub&gt; from 12 o'clock. Under each dial, its pair i and its wavelength λ = 2π/ω&lt;sub&gt;i&lt;/sub&gt; in positions. &lt;i&gt;Clock: hands&lt;/i&gt; in the panel sets how many pairs are drawn (1 to 16), &lt;i&gt;Clock: which pairs&lt;/i&gt; whether they are spread from the fastest to the slowest or the first ones.</source>
            <translation>各周波数ペアを、それぞれ専用の文字盤の針として描きます。位置は文字盤の下に示す&lt;i&gt;基準位置&lt;/i&gt; p で、針 i は 12 時の方向から角度 p·ω&lt;sub&gt;i&lt;/sub&gt; だけ回っています。各文字盤の下には、ペア番号 i と波長 λ = 2π/ω&lt;sub&gt;i&lt;/sub&gt;（位置数）を示します。パネルの&lt;i&gt;時計: 針の数&lt;/i&gt;で描くペアの数（1〜16）を、&lt;i&gt;時計: どのペアか&lt;/i&gt;で最速から最遅まで均等に選ぶか先頭から選ぶかを決めます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="187" />
            <source>Hands turn clockwise as p grows, pair 0 once every 2π ≈ 6.28 positions, the last pairs barely at all. Change p by k: every hand turns by k·ω&lt;sub&gt;i&lt;/sub&gt;, whatever p was. &lt;i&gt;Scheme&lt;/i&gt; RoPE draws θ&lt;sub&gt;i&lt;/sub&gt; after the &lt;i&gt;Long-context scaling&lt;/i&gt;: blue solid hands with a dot are kept, orange dashed with a square divided by s, purple dash-dotted with a triangle blended. Hover over a dial for ω&lt;sub&gt;i&lt;/sub&gt;, the angle in degrees and the turns made.</source>
            <translation>p が増えると針は時計回りに回ります。ペア 0 は 2π ≈ 6.28 位置ごとに 1 回転し、最後のほうのペアはほとんど動きません。p を k だけ変えると、p が何であってもすべての針が k·ω&lt;sub&gt;i&lt;/sub&gt; だけ回ります。&lt;i&gt;方式&lt;/i&gt;を RoPE にすると&lt;i&gt;長文脈スケーリング&lt;/i&gt;後の θ&lt;sub&gt;i&lt;/sub&gt; を描きます：青の実線で先が丸の針は維持、橙の破線で先が四角の針は s で割ったもの、紫の一点鎖線で先が三角の針は中間（混合）です。文字盤にマウスを重ねると ω&lt;sub&gt;i&lt;/sub&gt;、角度（度）、回転数を表示します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="193" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): each (sin, cos) pair is a point on a circle, and moving from p to p + k turns every pair by k·ω&lt;sub&gt;i&lt;/sub&gt;, a rotation that depends on k alone. The fast hands tell neighbours apart, the slow ones the rough place: together a clock with many hands.</source>
            <translation>&lt;i&gt;Attention だけでは言葉の順序はわからない？&lt;/i&gt;（記事2）：各 (sin, cos) ペアは円周上の点で、p から p + k へ移ると各ペアは k·ω&lt;sub&gt;i&lt;/sub&gt; だけ回ります。この回転は k だけで決まります。速い針は隣どうしを見分け、遅い針はおおよその場所を示します。合わせると、たくさんの針をもつ時計になります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="198" />
            <source>angle&lt;sub&gt;i&lt;/sub&gt;(p) = p·ω&lt;sub&gt;i&lt;/sub&gt; mod 2π, &amp;nbsp;hand = (sin p·ω&lt;sub&gt;i&lt;/sub&gt;, cos p·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;sinusoidal: ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;; &amp;nbsp;RoPE: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;, then scaled&lt;br&gt;angle&lt;sub&gt;i&lt;/sub&gt;(p + k) = angle&lt;sub&gt;i&lt;/sub&gt;(p) + k·ω&lt;sub&gt;i&lt;/sub&gt; (mod 2π), &amp;nbsp;λ&lt;sub&gt;i&lt;/sub&gt; = 2π/ω&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;p·ω&lt;sub&gt;i&lt;/sub&gt; is formed exactly in float64 (a two-product) before it is reduced, so the hands are right at p = 10&lt;sup&gt;9&lt;/sup&gt; too</source>
            <translation>角度&lt;sub&gt;i&lt;/sub&gt;(p) = p·ω&lt;sub&gt;i&lt;/sub&gt; mod 2π、&amp;nbsp;針 = (sin p·ω&lt;sub&gt;i&lt;/sub&gt;, cos p·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;正弦波：ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;、&amp;nbsp;RoPE：θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; をスケーリング&lt;br&gt;角度&lt;sub&gt;i&lt;/sub&gt;(p + k) = 角度&lt;sub&gt;i&lt;/sub&gt;(p) + k·ω&lt;sub&gt;i&lt;/sub&gt; (mod 2π)、&amp;nbsp;λ&lt;sub&gt;i&lt;/sub&gt; = 2π/ω&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;p·ω&lt;sub&gt;i&lt;/sub&gt; は float64 で誤差なく（two-product で）求めてから 2π で割った余りをとるので、p = 10&lt;sup&gt;9&lt;/sup&gt; でも針は正確です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="208" />
            <source>RoPE's frequency θ&lt;sub&gt;i&lt;/sub&gt; per pair of a head's dimensions (bottom) and its wavelength 2π/θ&lt;sub&gt;i&lt;/sub&gt; (top), log scale: the original as a grey dashed line, after the &lt;i&gt;Long-context scaling&lt;/i&gt; as dots. Lines mark the &lt;i&gt;Original context&lt;/i&gt; and the target, original × s.</source>
            <translation>RoPE の、ヘッドの次元ペアごとの周波数 θ&lt;sub&gt;i&lt;/sub&gt;（下段）と波長 2π/θ&lt;sub&gt;i&lt;/sub&gt;（上段）を対数目盛で示します。元の値は灰色の破線、&lt;i&gt;長文脈スケーリング&lt;/i&gt;後の値は点です。横線は&lt;i&gt;元のコンテキスト長&lt;/i&gt;と目標の長さ（元の長さ × s）です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="212" />
            <source>Dot colours: blue kept (extrapolated), orange divided by s (interpolated), purple blended. Pairs with a wavelength beyond the original context never made a full turn in training. Linear slows every pair; NTK slows the slow pairs most; YaRN and Llama 3.1 keep the fast pairs and interpolate the slow ones.</source>
            <translation>点の色：青は維持（外挿）、オレンジは s で割る（内挿）、紫はその中間（ブレンド）です。波長が元のコンテキスト長を超えるペアは、学習中に一度も 1 周していません。linear はすべてのペアを遅くし、NTK は遅いペアほど大きく遅くし、YaRN と Llama 3.1 は速いペアを維持して遅いペアだけを内挿します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="216" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3): RoPE, the usual choice in today's decoder-only LLMs (Llama, Qwen), extrapolates more easily. Its θ&lt;sub&gt;i&lt;/sub&gt; are the paper's frequencies; the scalings (Hugging Face, Meta code) go beyond the articles.</source>
            <translation>&lt;i&gt;Transformer 内部構造ガイド&lt;/i&gt;（記事3）：現在の Decoder-only LLM（Llama、Qwen）で主流の RoPE は、長い系列へ外挿しやすい方式です。θ&lt;sub&gt;i&lt;/sub&gt; は原論文と同じ周波数です。スケーリング（Hugging Face と Meta のコード）は記事の範囲を超える内容です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="220" />
            <source>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; (d = head dimension), &amp;nbsp;λ&lt;sub&gt;i&lt;/sub&gt; = 2π/θ&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;linear: θ′&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sub&gt;i&lt;/sub&gt;/s; &amp;nbsp;NTK: base′ = base · s&lt;sup&gt;d/(d−2)&lt;/sup&gt;&lt;br&gt;dynamic NTK: base′ = base · (s·L/L&lt;sub&gt;0&lt;/sub&gt; − (s − 1))&lt;sup&gt;d/(d−2)&lt;/sup&gt;, L = the last position + 1 (at least the original context L&lt;sub&gt;0&lt;/sub&gt;), as Hugging Face does: a position's values do not depend on which others are shown&lt;br&gt;YaRN, Llama 3.1: θ′&lt;sub&gt;i&lt;/sub&gt; = (1 − γ&lt;sub&gt;i&lt;/sub&gt;)·θ&lt;sub&gt;i&lt;/sub&gt;/s + γ&lt;sub&gt;i&lt;/sub&gt;·θ&lt;sub&gt;i&lt;/sub&gt;, where γ&lt;sub&gt;i&lt;/sub&gt; goes from 1 (fast pairs) to 0 (slow pairs)</source>
            <translation>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;（d = ヘッドの次元）, &amp;nbsp;λ&lt;sub&gt;i&lt;/sub&gt; = 2π/θ&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;linear：θ′&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sub&gt;i&lt;/sub&gt;/s; &amp;nbsp;NTK：base′ = base · s&lt;sup&gt;d/(d−2)&lt;/sup&gt;&lt;br&gt;動的 NTK：base′ = base · (s·L/L&lt;sub&gt;0&lt;/sub&gt; − (s − 1))&lt;sup&gt;d/(d−2)&lt;/sup&gt;、L = 最後の位置 + 1（元の文脈長 L&lt;sub&gt;0&lt;/sub&gt; 以上）。Hugging Face と同じく、ある位置の値は他にどの位置を表示しているかによらない&lt;br&gt;YaRN, Llama 3.1：θ′&lt;sub&gt;i&lt;/sub&gt; = (1 − γ&lt;sub&gt;i&lt;/sub&gt;)·θ&lt;sub&gt;i&lt;/sub&gt;/s + γ&lt;sub&gt;i&lt;/sub&gt;·θ&lt;sub&gt;i&lt;/sub&gt;、ただし γ&lt;sub&gt;i&lt;/sub&gt; は 1（速いペア）から 0（遅いペア）へ変化</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="233" />
            <source>The attention score of one fixed random query q and key k after RoPE: S[m, n] with q at position m and k at position n (top), and below, the score against the distance m − n beside the expected score. q and k are drawn from &lt;i&gt;Random seed&lt;/i&gt; as NumPy does it: rng = numpy.random.default_rng(seed), q = rng.standard_normal(head_dim), then k = rng.standard_normal(head_dim), in the dimension order of the chosen pairing.</source>
            <translation>RoPE を適用した後の、固定したランダムなクエリ q とキー k の注意スコア：位置 m の q と位置 n の k の S[m, n]（上）と、その下に距離 m − n に対するスコアと期待スコア。q と k は&lt;i&gt;乱数シード&lt;/i&gt;から NumPy のとおりに引きます：rng = numpy.random.default_rng(seed)、q = rng.standard_normal(head_dim)、続いて k = rng.standard_normal(head_dim)。次元の順は選んだペアの組み方に従います。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="239" />
            <source>Top: query positions down, key positions across, colours at ±3 × the score's RMS; each diagonal has one colour, as the readout measures. Bottom: blue is S/(|q|·|k|), red the normalised score of a query matching its key. A scaling with a larger factor stretches the curves.</source>
            <translation>上段：縦がクエリの位置、横がキーの位置で、色の範囲はスコアの RMS の ±3 倍です。各対角線は 1 色で、読み取り欄がそれを測ります。下段：青は S/(|q|·|k|)、赤はキーと一致するクエリの正規化スコアです。スケーリングの倍率を大きくすると曲線が横に伸びます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="243" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3): RoPE rotates the query and key by their positions inside each attention layer, so the score sees only their relative position, the property article 2 derives for the sinusoid, here built into the score.</source>
            <translation>&lt;i&gt;Transformer 内部構造ガイド&lt;/i&gt;（記事3）：RoPE は各 Attention 層の中でクエリとキーを位置に応じて回転させるため、スコアには相対位置だけが現れます。記事2 が正弦波について導いた性質が、ここではスコアそのものに組み込まれています。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="247" />
            <source>S[m, n] = (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) = Σ&lt;sub&gt;i&lt;/sub&gt; [a&lt;sub&gt;i&lt;/sub&gt;·cos((m − n)θ&lt;sub&gt;i&lt;/sub&gt;) + b&lt;sub&gt;i&lt;/sub&gt;·sin((m − n)θ&lt;sub&gt;i&lt;/sub&gt;)]&lt;br&gt;per pair: a&lt;sub&gt;i&lt;/sub&gt; = q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt; + q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt;, b&lt;sub&gt;i&lt;/sub&gt; = q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt; − q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt;&lt;br&gt;expected score = (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;·(m − n))</source>
            <translation>S[m, n] = (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) = Σ&lt;sub&gt;i&lt;/sub&gt; [a&lt;sub&gt;i&lt;/sub&gt;·cos((m − n)θ&lt;sub&gt;i&lt;/sub&gt;) + b&lt;sub&gt;i&lt;/sub&gt;·sin((m − n)θ&lt;sub&gt;i&lt;/sub&gt;)]&lt;br&gt;各ペアで a&lt;sub&gt;i&lt;/sub&gt; = q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt; + q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt;, b&lt;sub&gt;i&lt;/sub&gt; = q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt; − q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt;&lt;br&gt;期待スコア = (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;·(m − n))</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="254" />
            <source>An image cut into H × W patches, each patch compared with the reference patch (marked ■): for &lt;i&gt;2D sin-cos&lt;/i&gt; the dot product PE(reference)·PE(patch); for a RoPE choice the score q·k of a seeded query at the reference and the same key at every patch, &lt;i&gt;axial 2D RoPE&lt;/i&gt; and &lt;i&gt;RoPE on the raster index&lt;/i&gt; side by side on one colour scale.</source>
            <translation>画像を H × W のパッチに分け、各パッチを基準パッチ（■ 印）と比べます: &lt;i&gt;2D sin-cos&lt;/i&gt; では内積 PE(基準)·PE(パッチ)、RoPE を選ぶと基準のシード固定のクエリと各パッチの同じキーのスコア q·k を、&lt;i&gt;軸ごとの 2D RoPE&lt;/i&gt; と &lt;i&gt;ラスター順インデックスの RoPE&lt;/i&gt; を 1 つの色スケールで並べて描きます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="259" />
            <source>Rows run down the side (row 0 at the top), columns along the bottom. 2D sin-cos draws a cross: half of the dimensions see only the column, half only the row. Axial RoPE is a row part plus a column part, so the patch below the reference is as near as the one beside it. The raster index r·W + c puts the patch below W positions away and the end of a row next to the start of the next: horizontal bands. Hover a patch for its row, column and exact value; zoom in on a large grid, only the patches on screen are computed.</source>
            <translation>行は縦（0 行目が上）、列は横。2D sin-cos は十字を描きます: 次元の半分は列だけ、半分は行だけを見るからです。軸ごとの RoPE は行の部分と列の部分の和なので、基準の真下のパッチも真横のパッチと同じくらい近くなります。ラスター順インデックス r·W + c では真下のパッチは W 位置離れ、行の終わりが次の行の始まりと隣り合います: 横縞になります。パッチにマウスを乗せると行・列・厳密値が出ます。大きなグリッドは拡大してください。計算するのは画面上のパッチだけです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="266" />
            <source>Not in the articles: their encoding is for a line of tokens. An image's patches have a row and a column; MAE and many ViTs split the sinusoidal table between them, Qwen2-VL's vision tower and EVA-02 split RoPE's pairs the same way.</source>
            <translation>記事にはありません: 記事のエンコーディングはトークンの 1 列のためのものです。画像のパッチには行と列があります。MAE や多くの ViT は正弦波の表を行と列に分け、Qwen2-VL の視覚エンコーダや EVA-02 は RoPE のペアを同じように分けます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="269" />
            <source>2D sin-cos (MAE): PE(r, c) = [sin(cω&lt;sub&gt;i&lt;/sub&gt;), cos(cω&lt;sub&gt;i&lt;/sub&gt;), sin(rω&lt;sub&gt;i&lt;/sub&gt;), cos(rω&lt;sub&gt;i&lt;/sub&gt;)], ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−i/(d/4)&lt;/sup&gt;, i &amp;lt; d/4&lt;br&gt;PE(r&lt;sub&gt;0&lt;/sub&gt;, c&lt;sub&gt;0&lt;/sub&gt;)·PE(r, c) = Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;(c − c&lt;sub&gt;0&lt;/sub&gt;)) + Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;(r − r&lt;sub&gt;0&lt;/sub&gt;))&lt;br&gt;axial RoPE: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−4i/head_dim&lt;/sup&gt;, i &amp;lt; head_dim/4; the first head_dim/4 pairs turn by rθ&lt;sub&gt;i&lt;/sub&gt;, the others by cθ&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;raster: every pair i &amp;lt; head_dim/2 turns by (r·W + c)·base&lt;sup&gt;−2i/head_dim&lt;/sup&gt;</source>
            <translation>2D sin-cos（MAE）: PE(r, c) = [sin(cω&lt;sub&gt;i&lt;/sub&gt;), cos(cω&lt;sub&gt;i&lt;/sub&gt;), sin(rω&lt;sub&gt;i&lt;/sub&gt;), cos(rω&lt;sub&gt;i&lt;/sub&gt;)]、ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−i/(d/4)&lt;/sup&gt;、i &amp;lt; d/4&lt;br&gt;PE(r&lt;sub&gt;0&lt;/sub&gt;, c&lt;sub&gt;0&lt;/sub&gt;)·PE(r, c) = Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;(c − c&lt;sub&gt;0&lt;/sub&gt;)) + Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;(r − r&lt;sub&gt;0&lt;/sub&gt;))&lt;br&gt;軸ごとの RoPE: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−4i/head_dim&lt;/sup&gt;、i &amp;lt; head_dim/4。最初の head_dim/4 ペアは rθ&lt;sub&gt;i&lt;/sub&gt;、残りは cθ&lt;sub&gt;i&lt;/sub&gt; だけ回る&lt;br&gt;ラスター順: 各ペア i &amp;lt; head_dim/2 が (r·W + c)·base&lt;sup&gt;−2i/head_dim&lt;/sup&gt; だけ回る</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="280" />
            <source>A sequence as Qwen2-VL reads it: text, an image (or a video) of patches merged 2 × 2 into tokens, text again. Above, the score q·k between every query token and key token for a seeded q and k; under it, each token's three position ids (t, h, w) exactly as transformers' get_rope_index gives them; below, which of the three positions turns each pair of the head.</source>
            <translation>Qwen2-VL が読む系列: テキスト、2 × 2 のパッチをまとめてトークンにした画像（または動画）、再びテキスト。上はシード固定の q と k による全クエリトークンと全キートークンの間のスコア q·k、その下は各トークンの 3 つの位置 ID (t, h, w)（transformers の get_rope_index が与えるとおり）、一番下はヘッドの各ペアを 3 つの位置のどれが回すか。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="285" />
            <source>A text token has t = h = w. An image's tokens share t and count h down its rows and w along its columns, all from the same start, so the text after the image goes on from start + max(h, w)/2, not from its token count (rope_delta says by how much fewer). In the score map the image is a block whose pattern repeats row by row. Try a video (frames), Qwen2.5-VL's tokens per second, or the interleaved layout of Qwen3-VL, where each axis gets fast and slow pairs.</source>
            <translation>テキストのトークンは t = h = w。画像のトークンは t を共有し、同じ開始位置から h を行に沿って、w を列に沿って数えます。そのため画像の後のテキストはトークン数からではなく開始位置 + max(h, w)/2 から続きます（rope_delta がどれだけ少ないかを示します）。スコアの図では画像は行ごとに模様が繰り返すブロックです。動画（フレーム数）、Qwen2.5-VL の 1 秒あたりのトークン数、Qwen3-VL の interleaved の並び（どの軸にも速いペアと遅いペアがある）を試してください。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="291" />
            <source>Not in the articles: a vision-language model's positions are 3D. A model converter that reads rope_type “default” and ignores mrope_section gets every image token's position wrong.</source>
            <translation>記事にはありません: 視覚言語モデルの位置は 3 次元です。rope_type “default” だけを読んで mrope_section を無視するモデル変換ツールは、画像のトークンの位置をすべて誤ります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="294" />
            <source>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/head_dim&lt;/sup&gt;; pair i turns by p&lt;sub&gt;axis(i)&lt;/sub&gt;·θ&lt;sub&gt;i&lt;/sub&gt;, axis(i) ∈ {t, h, w}&lt;br&gt;sections [s&lt;sub&gt;t&lt;/sub&gt;, s&lt;sub&gt;h&lt;/sub&gt;, s&lt;sub&gt;w&lt;/sub&gt;]: the first s&lt;sub&gt;t&lt;/sub&gt; pairs t, the next s&lt;sub&gt;h&lt;/sub&gt; h, the last s&lt;sub&gt;w&lt;/sub&gt; w; interleaved: t, h, w, t, h, w …&lt;br&gt;text: (p, p, p); image token (k, y, x): (s + k·interval, s + y, s + x); the next text starts at s + max(H, W)/2</source>
            <translation>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/head_dim&lt;/sup&gt;。ペア i は p&lt;sub&gt;axis(i)&lt;/sub&gt;·θ&lt;sub&gt;i&lt;/sub&gt; だけ回る、axis(i) ∈ {t, h, w}&lt;br&gt;セクション [s&lt;sub&gt;t&lt;/sub&gt;, s&lt;sub&gt;h&lt;/sub&gt;, s&lt;sub&gt;w&lt;/sub&gt;]: 最初の s&lt;sub&gt;t&lt;/sub&gt; ペアが t、次の s&lt;sub&gt;h&lt;/sub&gt; が h、最後の s&lt;sub&gt;w&lt;/sub&gt; が w。interleaved: t, h, w, t, h, w …&lt;br&gt;テキスト: (p, p, p)。画像のトークン (k, y, x): (s + k·interval, s + y, s + x)。次のテキストは s + max(H, W)/2 から</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="303" />
            <source>One heatmap of the scheme chosen in &lt;i&gt;Scheme&lt;/i&gt;: the sinusoidal table, a learned absolute table, RoPE's cos/sin(m·θ&lt;sub&gt;i&lt;/sub&gt;) on a head's dimensions, ALiBi's bias for one &lt;i&gt;Head&lt;/i&gt;, or one of the relative family (T5, Shaw, Transformer-XL, xPos, NoPE), each explained below when chosen. Grey hatched cells have no value.</source>
            <translation>&lt;i&gt;方式&lt;/i&gt;で選んだ位置表現のヒートマップです。正弦波のテーブル、学習式の絶対位置テーブル、ヘッドの次元上の RoPE の cos/sin(m·θ&lt;sub&gt;i&lt;/sub&gt;)、1 つの&lt;i&gt;ヘッド&lt;/i&gt;の ALiBi バイアス、または相対位置系の方式（T5、Shaw、Transformer-XL、xPos、NoPE）のいずれかを描きます。相対位置系の方式は、選んだときに下で説明します。灰色の斜線のマスには値がありません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="308" />
            <source>The first three show positions × dimensions. The learned table is an untrained BERT or GPT-2 initialisation (&lt;i&gt;Random seed&lt;/i&gt;) or a .npy file, with no row past &lt;i&gt;Table size&lt;/i&gt;. RoPE with &lt;i&gt;Pairing&lt;/i&gt; “i, i + d/2 (HF)”: cosines in the first half, sines in the second. ALiBi and the relative family: queries i down, keys j across, later keys masked where the model is causal.</source>
            <translation>最初の 3 つは位置 × 次元です。学習式テーブルは学習前の BERT または GPT-2 の初期値（&lt;i&gt;乱数シード&lt;/i&gt;）か .npy ファイルで、&lt;i&gt;テーブルの大きさ&lt;/i&gt;を超えた行はありません。RoPE の&lt;i&gt;ペアの組み方&lt;/i&gt;が「i, i + d/2（HF）」なら前半の次元が cos、後半が sin です。ALiBi と相対位置系は縦がクエリ i、横がキー j で、モデルが因果的ならクエリより後のキーはマスクされます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="314" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3), its table of successors: the fixed sinusoid added at the input, learned tables (BERT, GPT-2) that cannot go past their length, RoPE (Llama, Qwen) rotating queries and keys, ALiBi (BLOOM) biasing scores by distance.</source>
            <translation>&lt;i&gt;Transformer 内部構造ガイド&lt;/i&gt;（記事3）の派生方式の表：入力で加算する固定の正弦波、最大長を超えられない学習式テーブル（BERT、GPT-2）、クエリとキーを回転させる RoPE（Llama、Qwen）、距離に応じたバイアスをスコアに加える ALiBi（BLOOM）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="318" />
            <source>learned: row P[p], p = 0 … table size − 1&lt;br&gt;RoPE: cos(mθ&lt;sub&gt;i&lt;/sub&gt;), sin(mθ&lt;sub&gt;i&lt;/sub&gt;), θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;&lt;br&gt;ALiBi: B&lt;sub&gt;h&lt;/sub&gt;[i, j] = −m&lt;sub&gt;h&lt;/sub&gt;·(i − j) for j ≤ i, m&lt;sub&gt;h&lt;/sub&gt; = 2&lt;sup&gt;−8(h+1)/H&lt;/sup&gt; (H heads, a power of two)</source>
            <translation>学習式：行 P[p]、p = 0 … テーブルの大きさ − 1&lt;br&gt;RoPE：cos(mθ&lt;sub&gt;i&lt;/sub&gt;), sin(mθ&lt;sub&gt;i&lt;/sub&gt;), θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;&lt;br&gt;ALiBi：j ≤ i で B&lt;sub&gt;h&lt;/sub&gt;[i, j] = −m&lt;sub&gt;h&lt;/sub&gt;·(i − j)、m&lt;sub&gt;h&lt;/sub&gt; = 2&lt;sup&gt;−8(h+1)/H&lt;/sup&gt;（H はヘッド数で 2 のべき乗）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="325" />
            <source>Each scheme against the distance δ between two positions. Top, values that are 1 at δ = 0: the sinusoidal dot product over d&lt;sub&gt;model&lt;/sub&gt;/2 (wide light blue), RoPE's expected score (orange), xPos's decaying envelope (magenta), a learned table's mean cosine of rows δ apart (green), and a dotted line at Shaw's k. Below, in logit units: ALiBi's bias per head, T5's bias of one head (teal, dashed) and Transformer-XL's position terms (b) + (d) (brown, dashed).</source>
            <translation>2 つの位置の距離 δ に対する各方式の関係です。上段は δ = 0 で 1 になる量：正弦波の内積を d&lt;sub&gt;model&lt;/sub&gt;/2 で割ったもの（太い水色）、RoPE の期待スコア（オレンジ）、xPos の減衰する包絡線（マゼンタ）、学習式テーブルの δ 離れた行どうしの平均コサイン類似度（緑）、および Shaw の k の位置の点線。下段はロジットの単位で、ヘッドごとの ALiBi バイアス、T5 の 1 つのヘッドのバイアス（ティール、破線）、Transformer-XL の位置の項 (b) + (d)（茶色、破線）です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="331" />
            <source>With d&lt;sub&gt;model&lt;/sub&gt; = &lt;i&gt;Head dimension&lt;/i&gt;, &lt;i&gt;Base&lt;/i&gt; = &lt;i&gt;RoPE base θ&lt;/i&gt; and no scaling, blue and orange coincide: the same frequencies. The untrained table drops to about 0 at once and ends at its length. ALiBi falls in straight lines, darkest for the steepest head; T5's bias is flat in steps, its last step reached at &lt;i&gt;T5: max distance&lt;/i&gt;. NoPE has no line: nothing in it depends on δ.</source>
            <translation>d&lt;sub&gt;model&lt;/sub&gt; = &lt;i&gt;ヘッドの次元&lt;/i&gt;、&lt;i&gt;基数&lt;/i&gt; = &lt;i&gt;RoPE の基数 θ&lt;/i&gt; でスケーリングなしのとき、青とオレンジは一致します（同じ周波数）。学習前のテーブルはすぐにほぼ 0 に落ち、テーブルの長さで終わります。ALiBi は直線的に下がり、傾きが最も急なヘッドが最も濃い色です。T5 のバイアスは階段状に平らで、&lt;i&gt;T5: 最大距離&lt;/i&gt;で最後の段に達します。NoPE には線がありません：δ に依存するものが何もないからです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="337" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2) shows the sinusoid's similarity decaying with distance; &lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3) lists the successors: RoPE, which keeps such a decay in the score, and ALiBi, which adds a penalty proportional to distance.</source>
            <translation>&lt;i&gt;Attention だけでは言葉の順序はわからない？&lt;/i&gt;（記事2）は正弦波の類似度が距離とともに減衰することを示し、&lt;i&gt;Transformer 内部構造ガイド&lt;/i&gt;（記事3）は派生方式として、このような減衰をスコアの中に持つ RoPE と、距離に比例したペナルティを加える ALiBi を挙げています。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="341" />
            <source>sinusoidal: PE(p)·PE(p+δ) / (d&lt;sub&gt;model&lt;/sub&gt;/2) = (2/d&lt;sub&gt;model&lt;/sub&gt;) Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;RoPE: (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;δ); &amp;nbsp;learned: mean over p of cos∠(P[p], P[p+δ])&lt;br&gt;ALiBi: −m&lt;sub&gt;h&lt;/sub&gt;·δ added to the score of head h&lt;br&gt;xPos: (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;δ/γ&lt;/sup&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;δ); &amp;nbsp;T5: bias[bucket(−δ), h]; &amp;nbsp;Transformer-XL: (q + v)·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;δ&lt;/sub&gt;</source>
            <translation>正弦波：PE(p)·PE(p+δ) / (d&lt;sub&gt;model&lt;/sub&gt;/2) = (2/d&lt;sub&gt;model&lt;/sub&gt;) Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;RoPE：(2/d) Σ&lt;sub&gt;i&lt;/sub&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;δ); &amp;nbsp;学習式：cos∠(P[p], P[p+δ]) の p についての平均&lt;br&gt;ALiBi：ヘッド h のスコアに −m&lt;sub&gt;h&lt;/sub&gt;·δ を加算&lt;br&gt;xPos：(2/d) Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;δ/γ&lt;/sup&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;δ); &amp;nbsp;T5：bias[bucket(−δ), h]; &amp;nbsp;Transformer-XL：(q + v)·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;δ&lt;/sub&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="351" />
            <source>The nine schemes side by side at the same parameters: sinusoidal PE, the learned table and RoPE's cos/sin on the first row; ALiBi's bias for head 0, T5's buckets, Shaw's clipped distances, Transformer-XL's score, xPos's envelope and NoPE's uniform weights below, each with its own colour bar, since their scales differ.</source>
            <translation>9 つの方式を同じパラメータで並べたものです。1 行目に正弦波 PE、学習式テーブル、RoPE の cos/sin、その下にヘッド 0 の ALiBi バイアス、T5 のバケット、Shaw のクリップした距離、Transformer-XL のスコア、xPos の包絡線、NoPE の一様な重みを、尺度が異なるためそれぞれ専用のカラーバーで描きます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="356" />
            <source>Positions run down every plot; zoom or pan one and the others follow. Each scheme puts something else at a position: a vector to add (sinusoidal, learned), an angle per pair (RoPE), a penalty or a term per query and key (the relative family). Grey hatching: table rows past &lt;i&gt;Table size&lt;/i&gt;, keys after the query.</source>
            <translation>どの図も位置は縦方向で、1 つを拡大・移動すると他も追従します。各方式が位置に置くものは異なります：加算するベクトル（正弦波、学習式）、ペアごとの回転角（RoPE）、クエリとキーの組ごとのペナルティや項（相対位置系）。灰色の斜線は&lt;i&gt;テーブルの大きさ&lt;/i&gt;を超えた行と、クエリより後のキーです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="361" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3), its table of successors in one picture: added at the input (sinusoidal, learned) or applied inside attention (RoPE, ALiBi). Only the learned table has a hard length limit, which the fixed formula of article 1 avoids.</source>
            <translation>&lt;i&gt;Transformer 内部構造ガイド&lt;/i&gt;（記事3）の派生方式の表を 1 枚にしたものです：入力で加算する方式（正弦波、学習式）と、Attention の中で適用する方式（RoPE、ALiBi）。明確な長さの上限があるのは学習式テーブルだけで、記事1 の固定式の数式にはその制約がありません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="365" />
            <source>sinusoidal: sin(pω&lt;sub&gt;i&lt;/sub&gt;), cos(pω&lt;sub&gt;i&lt;/sub&gt;); &amp;nbsp;learned: P[p], p &amp;lt; table size&lt;br&gt;RoPE: cos(mθ&lt;sub&gt;i&lt;/sub&gt;), sin(mθ&lt;sub&gt;i&lt;/sub&gt;); &amp;nbsp;ALiBi: −m&lt;sub&gt;0&lt;/sub&gt;·(i − j), j ≤ i</source>
            <translation>正弦波：sin(pω&lt;sub&gt;i&lt;/sub&gt;), cos(pω&lt;sub&gt;i&lt;/sub&gt;); &amp;nbsp;学習式：P[p]、p &amp;lt; テーブルの大きさ&lt;br&gt;RoPE：cos(mθ&lt;sub&gt;i&lt;/sub&gt;), sin(mθ&lt;sub&gt;i&lt;/sub&gt;); &amp;nbsp;ALiBi：−m&lt;sub&gt;0&lt;/sub&gt;·(i − j), j ≤ i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="371" />
            <source>Two models on the same plots: above, the wavelength 2π/θ'&lt;sub&gt;i&lt;/sub&gt; of every RoPE pair after each model's own scaling (2π/ω&lt;sub&gt;i&lt;/sub&gt; of a sinusoidal table's sin–cos pairs); below, how each relates two positions δ apart. Model A is the open model (or the current parameters), model B the one named in &lt;i&gt;Model B&lt;/i&gt;: first the Llama 3 8B preset, then whichever File › Open model › Compare with… sets.</source>
            <translation>2 つのモデルを同じグラフに: 上は各モデル自身のスケーリング後の RoPE の各ペアの波長 2π/θ'&lt;sub&gt;i&lt;/sub&gt;（正弦波テーブルでは sin–cos ペアの 2π/ω&lt;sub&gt;i&lt;/sub&gt;）、下は δ 離れた 2 つの位置の関係。モデル A は開いているモデル (または現在のパラメーター)、モデル B は &lt;i&gt;モデル B&lt;/i&gt; に指定したものです。最初は Llama 3 8B のプリセット、その後は ファイル › モデルを開く › … と比較 で選んだものです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="377" />
            <source>Blue is A, orange is B. Where B's dots lie above A's, B turns more slowly: Llama 3.1's base 500,000 and its scaling stretch the slow pairs far past Llama 2's. Below: RoPE's expected score, a learned table's mean cosine of rows δ apart (it ends at the table's length), the sinusoidal PE(p)·PE(p+δ)/(d/2).</source>
            <translation>青が A、橙が B です。B の点が A より上なら B の方がゆっくり回ります: Llama 3.1 の底 500,000 とそのスケーリングは、遅いペアを Llama 2 よりはるかに引き伸ばします。下: RoPE の期待スコア、学習される表の δ 離れた行の平均コサイン (表の長さで終わります)、正弦波の PE(p)·PE(p+δ)/(d/2)。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="381" />
            <source>The successors of article 3 as real models configure them: the same formula with other numbers keeps other distances apart, and a trained table's similarity is whatever training made it.</source>
            <translation>記事 3 の後継方式を、実際のモデルの設定で: 同じ式でも数値が違えば区別できる距離が変わり、学習された表の類似度は学習が作ったものになります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="384" />
            <source>RoPE: 2π/θ'&lt;sub&gt;i&lt;/sub&gt;, θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; then scaled; &amp;nbsp;mean&lt;sub&gt;i&lt;/sub&gt; cos(θ'&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;learned: mean&lt;sub&gt;p&lt;/sub&gt; cos(P[p], P[p+δ])</source>
            <translation>RoPE: 2π/θ'&lt;sub&gt;i&lt;/sub&gt;、θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; をスケーリング; &amp;nbsp;mean&lt;sub&gt;i&lt;/sub&gt; cos(θ'&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;学習: mean&lt;sub&gt;p&lt;/sub&gt; cos(P[p], P[p+δ])</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="389" />
            <source>The open model's layers, grouped by how they encode positions: above, each group's RoPE wavelengths 2π/θ'&lt;sub&gt;i&lt;/sub&gt;; in the middle, how it relates two positions δ apart; below, one bar per layer in its group's colour. Layers without positions (NoPE) are grey.</source>
            <translation>開いているモデルの層を、位置の符号化の仕方でまとめたもの: 上は各グループの RoPE の波長 2π/θ'&lt;sub&gt;i&lt;/sub&gt;、中央は δ 離れた 2 つの位置をどう関係づけるか、下は層ごとに 1 本、グループの色の棒です。位置のない層 (NoPE) は灰色です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="393" />
            <source>Gemma 3's local layers (θ 10,000) turn fast and forget distance within a few hundred positions; its global layers (θ 1,000,000, linear ×8) keep far tokens apart. A NoPE layer's line is flat at 1: every distance alike, so only the causal mask and the other layers tell order there.</source>
            <translation>Gemma 3 のローカル層 (θ 10,000) は速く回り、数百位置で距離を忘れます。グローバル層 (θ 1,000,000、線形 ×8) は遠いトークンも区別します。NoPE 層の線は 1 で平ら: どの距離も同じなので、そこでは因果マスクと他の層だけが順序を伝えます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="397" />
            <source>Article 3's successors are not one scheme per model: many models mix local and global RoPE, or leave positions out of some layers altogether (Llama 4's every fourth, SmolLM3's, Cohere2's global layers).</source>
            <translation>記事 3 の後継方式は 1 モデルに 1 方式とは限りません: 多くのモデルはローカルとグローバルの RoPE を混ぜ、あるいは一部の層で位置をまったく使いません (Llama 4 の 4 層ごと、SmolLM3、Cohere2 のグローバル層)。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="400" />
            <source>per group: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;, then its scaling; &amp;nbsp;mean&lt;sub&gt;i&lt;/sub&gt; cos(θ'&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;NoPE: q·k alone, the same at every δ</source>
            <translation>グループごと: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;、その後スケーリング; &amp;nbsp;mean&lt;sub&gt;i&lt;/sub&gt; cos(θ'&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;NoPE: q·k のみ、どの δ でも同じ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="410" />
            <source>T5's relative buckets (T5, Flan-T5, mT5, ByT5, UL2): every (query i, key j) gets the bucket of its distance j − i, or, with &lt;i&gt;T5: draw&lt;/i&gt; “Bias of the head”, the learned bias of that bucket for &lt;i&gt;Head&lt;/i&gt;: the model's relative_attention_bias when a T5 model is open, else an untrained draw.</source>
            <translation>T5 の相対位置バケット（T5、Flan-T5、mT5、ByT5、UL2）：各（クエリ i, キー j）に距離 j − i のバケットを割り当てます。&lt;i&gt;T5: 描く値&lt;/i&gt;が「ヘッドのバイアス」なら、&lt;i&gt;ヘッド&lt;/i&gt;のそのバケットに対する学習バイアスを描きます：T5 モデルを開いているときはモデルの relative_attention_bias、それ以外は乱数で引いた未学習の値です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="414" />
            <source>Near the diagonal each distance has a bucket of its own; farther out the buckets widen logarithmically, and from &lt;i&gt;T5: max distance&lt;/i&gt; on every distance shares the last one. Bidirectional (the encoder): keys after the query use the upper half of the buckets. Causal (the decoder): keys after the query are masked.</source>
            <translation>対角線の近くでは距離ごとに専用のバケットがあり、離れるにつれてバケットは対数的に広がり、&lt;i&gt;T5: 最大距離&lt;/i&gt;から先はすべての距離が最後のバケットを共有します。双方向（エンコーダー）：クエリより後のキーはバケットの上半分を使います。因果的（デコーダー）：クエリより後のキーはマスクされます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="419" />
            <source>Raffel et al. 2020 (T5): a scalar bias per bucket and head, added to the attention logits and shared by all layers; no position vectors at all. The buckets are Hugging Face's _relative_position_bucket, number for number.</source>
            <translation>Raffel ら 2020（T5）：バケットとヘッドごとのスカラーのバイアスをアテンションのロジットに加え、すべての層で共有します。位置ベクトルはまったくありません。バケットは Hugging Face の _relative_position_bucket と数値まで一致します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="422" />
            <source>n = |j − i| (bidirectional; causal: max(i − j, 0)), e = buckets / 2 (bidirectional: buckets / 4)&lt;br&gt;bucket = n for n &amp;lt; e, else min(e + ⌊ln(n/e) / ln(max distance/e) · (B − e)⌋, B − 1), B the buckets of one direction&lt;br&gt;score&lt;sub&gt;h&lt;/sub&gt;(i, j) = q&lt;sub&gt;i&lt;/sub&gt;·k&lt;sub&gt;j&lt;/sub&gt; + bias[bucket(j − i), h]</source>
            <translation>n = |j − i|（双方向。因果的では max(i − j, 0)）、e = buckets / 2（双方向では buckets / 4）&lt;br&gt;n &amp;lt; e なら bucket = n、それ以外は min(e + ⌊ln(n/e) / ln(max distance/e) · (B − e)⌋, B − 1)、B は片方向のバケット数&lt;br&gt;score&lt;sub&gt;h&lt;/sub&gt;(i, j) = q&lt;sub&gt;i&lt;/sub&gt;·k&lt;sub&gt;j&lt;/sub&gt; + bias[bucket(j − i), h]</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="430" />
            <source>Shaw et al.'s relative positions: for every (query i, key j), the index of the learned vector they share, the distance j − i clipped to −k … k (&lt;i&gt;Shaw: max relative position k&lt;/i&gt;).</source>
            <translation>Shaw らの相対位置：各（クエリ i, キー j）について、両者が共有する学習ベクトルのインデックス、すなわち −k … k にクリップした距離 j − i です（&lt;i&gt;Shaw: 最大相対位置 k&lt;/i&gt;）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="433" />
            <source>Along each diagonal the colour is constant: one vector per distance. Past k on either side the colour stops changing: every key farther than k looks alike, so only 2k + 1 vectors a&lt;sup&gt;K&lt;/sup&gt;, a&lt;sup&gt;V&lt;/sup&gt; are learned.</source>
            <translation>各対角線に沿って色は一定です：距離ごとに 1 つのベクトル。どちら側でも k を超えると色は変わらなくなります：k より遠いキーはどれも同じに見えるので、学習されるベクトル a&lt;sup&gt;K&lt;/sup&gt;、a&lt;sup&gt;V&lt;/sup&gt; は 2k + 1 個だけです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="436" />
            <source>Shaw, Uszkoreit and Vaswani 2018, “Self-Attention with Relative Position Representations”: the first relative scheme, with k = 16 (tensor2tensor's _generate_relative_positions_matrix).</source>
            <translation>Shaw、Uszkoreit、Vaswani 2018、“Self-Attention with Relative Position Representations”：最初の相対位置方式で、k = 16 を使います（tensor2tensor の _generate_relative_positions_matrix）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="439" />
            <source>clip(j − i) = max(−k, min(k, j − i))&lt;br&gt;e&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt;·(k&lt;sub&gt;j&lt;/sub&gt; + a&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;clip(j−i)&lt;/sub&gt;) / √d, &amp;nbsp;z&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt; (v&lt;sub&gt;j&lt;/sub&gt; + a&lt;sup&gt;V&lt;/sup&gt;&lt;sub&gt;clip(j−i)&lt;/sub&gt;)</source>
            <translation>clip(j − i) = max(−k, min(k, j − i))&lt;br&gt;e&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt;·(k&lt;sub&gt;j&lt;/sub&gt; + a&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;clip(j−i)&lt;/sub&gt;) / √d, &amp;nbsp;z&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt; (v&lt;sub&gt;j&lt;/sub&gt; + a&lt;sup&gt;V&lt;/sup&gt;&lt;sub&gt;clip(j−i)&lt;/sub&gt;)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="445" />
            <source>Transformer-XL's attention score split in its four terms, for a seeded query q, key k, biases u, v and projection W&lt;sub&gt;R&lt;/sub&gt; (&lt;i&gt;Random seed&lt;/i&gt;): the term chosen in &lt;i&gt;Transformer-XL: term&lt;/i&gt;, or their sum, over (query i, key j); keys after the query masked.</source>
            <translation>Transformer-XL のアテンションスコアを 4 つの項に分けたものです。クエリ q、キー k、バイアス u、v、射影 W&lt;sub&gt;R&lt;/sub&gt; はシード固定です（&lt;i&gt;乱数シード&lt;/i&gt;）。&lt;i&gt;Transformer-XL: 項&lt;/i&gt;で選んだ項、またはその合計を（クエリ i, キー j）ごとに描きます。クエリより後のキーはマスクされます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="449" />
            <source>The same q at every query and the same k at every key, so (a) and (c) are flat: all the structure comes from the sinusoidal R(i − j) in (b) and (d), constant along each diagonal. The readout gives each term's share of the total.</source>
            <translation>どのクエリも同じ q、どのキーも同じ k なので、(a) と (c) は平らです：構造はすべて (b) と (d) の正弦波 R(i − j) から生じ、各対角線に沿って一定です。読み取り欄には合計に占める各項の割合を示します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="453" />
            <source>Dai et al. 2019, “Transformer-XL”: absolute positions replaced by a sinusoidal embedding of the distance i − j inside the score, with two learned global biases u and v, so that cached segments can be reused at any offset.</source>
            <translation>Dai ら 2019、“Transformer-XL”：絶対位置を、スコアの中での距離 i − j の正弦波埋め込みと、学習される 2 つの大域バイアス u、v に置き換えました。これにより、キャッシュしたセグメントをどのオフセットでも再利用できます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="456" />
            <source>A&lt;sub&gt;ij&lt;/sub&gt; = (a) q·k + (b) q·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;i−j&lt;/sub&gt; + (c) u·k + (d) v·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;i−j&lt;/sub&gt;&lt;br&gt;R&lt;sub&gt;δ&lt;/sub&gt; = [sin(δω&lt;sub&gt;i&lt;/sub&gt;), cos(δω&lt;sub&gt;i&lt;/sub&gt;)], ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;</source>
            <translation>A&lt;sub&gt;ij&lt;/sub&gt; = (a) q·k + (b) q·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;i−j&lt;/sub&gt; + (c) u·k + (d) v·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;i−j&lt;/sub&gt;&lt;br&gt;R&lt;sub&gt;δ&lt;/sub&gt; = [sin(δω&lt;sub&gt;i&lt;/sub&gt;), cos(δω&lt;sub&gt;i&lt;/sub&gt;)], ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="462" />
            <source>xPos: RoPE whose pair i also decays with distance, by ζ&lt;sub&gt;i&lt;/sub&gt; per &lt;i&gt;xPos: scale base γ&lt;/i&gt; positions. The map shows the expected score of a query i and key j (the mean over pairs), keys after the query masked.</source>
            <translation>xPos：ペア i が距離に応じても減衰する RoPE で、&lt;i&gt;xPos: スケールの基数 γ&lt;/i&gt; 位置ごとに ζ&lt;sub&gt;i&lt;/sub&gt; 倍になります。マップはクエリ i とキー j の期待スコア（ペアについての平均）を示し、クエリより後のキーはマスクされます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="465" />
            <source>Compare it with RoPE in &lt;i&gt;Distance decay&lt;/i&gt;: the same ripples, but pressed towards 0 as the distance grows, the fast pairs (small ζ) first. The larger γ, the slower the decay; γ → ∞ gives RoPE back.</source>
            <translation>&lt;i&gt;距離による減衰&lt;/i&gt;で RoPE と比べてください：同じ波ですが、距離が伸びるにつれて 0 へ押しつぶされ、速いペア（小さい ζ）から先に減衰します。γ が大きいほど減衰は遅く、γ → ∞ で RoPE に戻ります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="468" />
            <source>Sun et al. 2022, “A Length-Extrapolatable Transformer” (torchscale, x-transformers): the query is scaled by ζ&lt;sup&gt;m/γ&lt;/sup&gt; and the key by ζ&lt;sup&gt;−n/γ&lt;/sup&gt;, so the score decays with m − n and stays stable past the training length.</source>
            <translation>Sun ら 2022、“A Length-Extrapolatable Transformer”（torchscale、x-transformers）：クエリを ζ&lt;sup&gt;m/γ&lt;/sup&gt; 倍、キーを ζ&lt;sup&gt;−n/γ&lt;/sup&gt; 倍するので、スコアは m − n とともに減衰し、学習時の長さを超えても安定します。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="472" />
            <source>ζ&lt;sub&gt;i&lt;/sub&gt; = (2i/d + 0.4) / 1.4, θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;&lt;br&gt;score(m, n) = Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;(m−n)/γ&lt;/sup&gt; [a&lt;sub&gt;i&lt;/sub&gt; cos((m−n)θ&lt;sub&gt;i&lt;/sub&gt;) + b&lt;sub&gt;i&lt;/sub&gt; sin((m−n)θ&lt;sub&gt;i&lt;/sub&gt;)]&lt;br&gt;drawn: (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;(m−n)/γ&lt;/sup&gt; cos((m−n)θ&lt;sub&gt;i&lt;/sub&gt;)</source>
            <translation>ζ&lt;sub&gt;i&lt;/sub&gt; = (2i/d + 0.4) / 1.4, θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;&lt;br&gt;score(m, n) = Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;(m−n)/γ&lt;/sup&gt; [a&lt;sub&gt;i&lt;/sub&gt; cos((m−n)θ&lt;sub&gt;i&lt;/sub&gt;) + b&lt;sub&gt;i&lt;/sub&gt; sin((m−n)θ&lt;sub&gt;i&lt;/sub&gt;)]&lt;br&gt;描画：(2/d) Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;(m−n)/γ&lt;/sup&gt; cos((m−n)θ&lt;sub&gt;i&lt;/sub&gt;)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="479" />
            <source>NoPE, a causal decoder with no position encoding at all: the attention weight of the first layer when its scores are all equal, 1/(i + 1) on each of the keys 0 … i, and keys after the query masked.</source>
            <translation>NoPE は位置エンコーディングをまったく持たない因果デコーダーです：スコアがすべて等しいときの最初の層のアテンション重み、すなわちキー 0 … i のそれぞれに 1/(i + 1) を描き、クエリより後のキーはマスクされます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="482" />
            <source>Each row spreads one unit of attention over its prefix: the later the query, the thinner. The average of i + 1 values has variance 1/(i + 1), so even without any encoding the output's spread tells the position.</source>
            <translation>各行は 1 単位のアテンションを先頭からの部分列に配ります：クエリが後ろにあるほど薄くなります。i + 1 個の値の平均の分散は 1/(i + 1) なので、エンコーディングがなくても出力のばらつきから位置がわかります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="485" />
            <source>Haviv et al. 2022 and Kazemnejad et al. 2023: a causal mask alone lets a decoder recover positions; the second proves that a first layer can write the absolute position. The weights drawn are exact for equal scores; that a trained model attends so is an illustration, not a proof. Llama 4, SmolLM3 and Cohere2 leave positions out of some layers (the Model layers view).</source>
            <translation>Haviv ら 2022 と Kazemnejad ら 2023：因果マスクだけでデコーダーは位置を復元できます。後者は、最初の層が絶対位置を書き込めることを証明しています。描いた重みはスコアが等しいときの厳密な値です。学習済みモデルがこのように注意を向けるというのは説明のための例であり、証明ではありません。Llama 4、SmolLM3、Cohere2 は一部の層で位置を使いません（「モデルの層」ビュー）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="490" />
            <source>α&lt;sub&gt;ij&lt;/sub&gt; = 1/(i + 1) for j ≤ i, 0 for j &amp;gt; i (equal scores)&lt;br&gt;Var[(1/(i+1)) Σ&lt;sub&gt;j≤i&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;] = σ²/(i + 1) for independent v&lt;sub&gt;j&lt;/sub&gt;</source>
            <translation>j ≤ i で α&lt;sub&gt;ij&lt;/sub&gt; = 1/(i + 1)、j &amp;gt; i で 0（スコアが等しいとき）&lt;br&gt;独立な v&lt;sub&gt;j&lt;/sub&gt; に対して Var[(1/(i+1)) Σ&lt;sub&gt;j≤i&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;] = σ²/(i + 1)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/animation.py" line="61" />
            <source>unsupported animation format {suffix}: use one of {formats}</source>
            <translation>アニメーションの形式 {suffix} には対応していません。次のいずれかを使ってください: {formats}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/animation.py" line="64" />
            <source>an .mp4 needs the package imageio-ffmpeg, which is not installed: write a .gif or .apng, or install it (pip install imageio-ffmpeg)</source>
            <translation>.mp4 の書き出しには imageio-ffmpeg パッケージが必要ですが、インストールされていません。.gif か .apng で書き出すか、インストールしてください（pip install imageio-ffmpeg）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/animation.py" line="67" />
            <source>a {suffix} cannot be partly transparent: choose another background, or write an .apng</source>
            <translation>{suffix} は部分的な透明を扱えません。別の背景を選ぶか、.apng で書き出してください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/animation.py" line="98" />
            <source>frame {k} of {n} ({name} = {value}): {reason}</source>
            <translation>{n} フレーム中 {k} 枚目（{name} = {value}）: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="123" />
            <source>the plots need {w:.1f} × {h:.1f} cm and the figure has {fw:.1f} × {fh:.1f} cm</source>
            <translation>プロットには {w:.1f} × {h:.1f} cm 必要ですが、図は {fw:.1f} × {fh:.1f} cm です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="131" />
            <source>text of {pt:.1f} pt (“{text}”): at least {low:g} pt</source>
            <translation>{pt:.1f} pt の文字（“{text}”）: {low:g} pt 以上が必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="136" />
            <source>“{text}” runs past the edge</source>
            <translation>“{text}” が図の端からはみ出します</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="145" />
            <source>the legend does not fit in its plot</source>
            <translation>凡例がプロットに収まりません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="150" />
            <source>a legend hides {share:.0f} % of its plot's data points (at most {most:.0f} %)</source>
            <translation>凡例がプロットのデータ点の {share:.0f} % を隠しています（上限 {most:.0f} %）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="155" />
            <source>“{text}” covers a plot</source>
            <translation>“{text}” がプロットに重なります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="160" />
            <source>“{a}” overlaps “{b}”</source>
            <translation>“{a}” と “{b}” が重なります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="178" />
            <source>the figure is too small for what it shows ({problems}): make it larger or its text smaller</source>
            <translation>図が内容に対して小さすぎます（{problems}）: 図を大きくするか文字を小さくしてください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/offscreen.py" line="107" />
            <source>{view}: {reason}</source>
            <translation>{view}: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/pdf.py" line="42" />
            <source>cannot write {name}: the PDF writer did not start</source>
            <translation>{name} を書き込めません: PDF 出力を開始できませんでした</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="79" />
            <source>a report is a .pdf file, got {name}</source>
            <translation>レポートは .pdf ファイルです（指定: {name}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="87" />
            <source>Positional Encoding Explorer report</source>
            <translation>位置エンコーディング・エクスプローラー レポート</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="95" />
            <source>report cancelled</source>
            <translation>レポートを中止しました</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="134" />
            <source>Page {number} of {total}</source>
            <translation>{number} / {total} ページ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="144" />
            <source>Report generated by pe-desktop {version}</source>
            <translation>pe-desktop {version} で作成したレポート</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="148" />
            <source>Parameters</source>
            <translation>パラメーター</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="150" />
            <source>Model {name} ({path}); parameters, each with its source</source>
            <translation>モデル {name} ({path})。パラメーターとそれぞれの出どころ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="166" />
            <source>page {page}</source>
            <translation>{page} ページ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="168" />
            <source>Views</source>
            <translation>ビュー</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="202" />
            <source>Figure {index}. {title}.</source>
            <translation>図 {index}. {title}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="203" />
            <source>Parameters not at their defaults: {changed}.</source>
            <translation>既定値と異なるパラメーター: {changed}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="204" />
            <source>Every parameter at its default.</source>
            <translation>すべてのパラメーターが既定値です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="205" />
            <source>Drawn by pe-desktop {version}.</source>
            <translation>pe-desktop {version} で描画。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="219" />
            <source>Not drawn: {reason}</source>
            <translation>描画できませんでした: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/writers.py" line="52" />
            <source>cannot write {name}: the SVG generator did not start</source>
            <translation>{name} を書き込めません: SVG 生成を開始できませんでした</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/writers.py" line="118" />
            <source>cannot write {path}: the PNG encoder failed</source>
            <translation>{path} を書き込めません: PNG のエンコードに失敗しました</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/writers.py" line="172" />
            <source>unsupported image format {suffix}: use .png, .svg or .pdf</source>
            <translation>対応していない画像形式 {suffix}: .png、.svg、.pdf のいずれかを使ってください</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/writers.py" line="184" />
            <source>{folder} is not a folder</source>
            <translation>{folder} はフォルダーではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="50" />
            <source>PNG image</source>
            <translation>PNG 画像</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="50" />
            <source>SVG vector image</source>
            <translation>SVG ベクター画像</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="50" />
            <source>PDF document</source>
            <translation>PDF 文書</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="51" />
            <source>CSV table (data)</source>
            <translation>CSV 表（データ）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="51" />
            <source>NumPy array (data)</source>
            <translation>NumPy 配列（データ）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="52" />
            <source>white</source>
            <translation>白</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="52" />
            <source>transparent</source>
            <translation>透明</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="53" />
            <source>as shown (light or dark)</source>
            <translation>画面どおり（ライト／ダーク）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="53" />
            <source>dark</source>
            <translation>ダーク</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="68" />
            <source>Export</source>
            <translation>書き出し</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="84" />
            <source>Custom size</source>
            <translation>サイズを指定</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="104" />
            <source>as on screen</source>
            <translation>画面と同じ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="128" />
            <source>Size for</source>
            <translation>用途</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="134" />
            <source>Size</source>
            <translation>サイズ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="135" />
            <source>Resolution (DPI)</source>
            <translation>解像度 (DPI)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="136" />
            <source>Text size</source>
            <translation>文字サイズ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="138" />
            <source>Background</source>
            <translation>背景</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="306" />
            <source>{w} × {h} px · {w_cm:.1f} × {h_cm:.1f} cm at {dpi:g} DPI</source>
            <translation>{w} × {h} px · {w_cm:.1f} × {h_cm:.1f} cm（{dpi:g} DPI）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="323" />
            <source>Data export: the exact numbers behind the view, no picture.</source>
            <translation>データの書き出し: ビューの元になる正確な数値です（画像ではありません）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="335" />
            <source>Too small for what it shows: {problem}. Make the figure larger or its text smaller.</source>
            <translation>内容に対して小さすぎます: {problem}。図を大きくするか文字を小さくしてください。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="341" />
            <source>Export to</source>
            <translation>書き出し先</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="88" />
            <source>&amp;System</source>
            <translation>システムに従う(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="88" />
            <source>&amp;Light</source>
            <translation>ライト(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="88" />
            <source>&amp;Dark</source>
            <translation>ダーク(&amp;D)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="221" />
            <source>&amp;Copy summary</source>
            <translation>要約をコピー(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="227" />
            <source>Computing…</source>
            <translation>計算中…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="294" />
            <source>Ignored saved settings that could not be used: {problems}</source>
            <translation>使えない保存設定を無視しました: {problems}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="402" />
            <source>Computing: {views}</source>
            <translation>計算中: {views}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="527" />
            <source>Show the parameters &amp;panel</source>
            <translation>パラメーターパネルを表示(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="529" />
            <source>&amp;Go to the parameters</source>
            <translation>パラメーターへ移動(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="533" />
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="537" />
            <source>&amp;System language</source>
            <translation>システムの言語(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="546" />
            <source>Colour &amp;scheme</source>
            <translation>配色(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="593" />
            <source>&amp;Undo {step}</source>
            <translation>元に戻す: {step}(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="593" />
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="594" />
            <source>&amp;Redo {step}</source>
            <translation>やり直す: {step}(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="594" />
            <source>&amp;Redo</source>
            <translation>やり直す(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="624" />
            <source>Explanation</source>
            <translation>解説</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="630" />
            <source>&amp;Explanation of this view</source>
            <translation>このビューの解説(&amp;X)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="631" />
            <source>? Explain</source>
            <translation>？ 解説</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="632" />
            <source>What this view shows and how to read it (F1)</source>
            <translation>このビューが示すものと読み方（F1）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="696" />
            <source>Preset {title}</source>
            <translation>プリセット {title}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="697" />
            <source>Preset: {title}</source>
            <translation>プリセット: {title}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="707" />
            <source>Swap orientation</source>
            <translation>縦横を入れ替え</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="752" />
            <source>window geometry (unreadable)</source>
            <translation>ウィンドウの位置とサイズ（読み取れません）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="754" />
            <source>dock layout (unreadable)</source>
            <translation>ドックの配置（読み取れません）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="773" />
            <source>Forget the saved window layout, parameters, tab, export folder, colour scheme and language, and return to the defaults?
(Undo brings the parameters back.)</source>
            <translation>保存されたウィンドウ配置、パラメーター、タブ、書き出しフォルダー、配色、言語を消去して既定に戻しますか？
（パラメーターは「元に戻す」で復元できます。）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="791" />
            <source>Reset settings</source>
            <translation>設定をリセット</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="792" />
            <source>Settings reset: the defaults are back</source>
            <translation>設定をリセットしました: 既定値に戻りました</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="59" />
            <source>No model is open. File › Open model reads a model folder, its config.json or a .safetensors file from your disk; nothing is downloaded.</source>
            <translation>開いているモデルはありません。ファイル › モデルを開く で、ディスク上のモデルのフォルダー、その config.json、または .safetensors ファイルを読みます。何もダウンロードしません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="65" />
            <source>The model {path} cannot be read: {reason}</source>
            <translation>モデル {path} を読めません: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="73" />
            <source>changed here; the model says {value}</source>
            <translation>ここで変更。モデルの値は {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="83" />
            <source>LongRoPE factors per pair: short {short_lo:.4g}–{short_hi:.4g}, long {long_lo:.4g}–{long_hi:.4g} (config.json: rope_scaling.short_factor, long_factor)</source>
            <translation>ペアごとの LongRoPE 係数: short {short_lo:.4g}–{short_hi:.4g}、long {long_lo:.4g}–{long_hi:.4g} (config.json: rope_scaling.short_factor、long_factor)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="89" />
            <source>Position table: tensor {tensor}, {shape}, {dtype}, in {file} (only its bytes are read)</source>
            <translation>位置の表: テンソル {tensor}、{shape}、{dtype}、{file} 内 (そのバイトだけを読みます)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="96" />
            <source>The context, {context:,} positions ({source}), is not the scaling's factor × original context, {orig:,} × {factor:g} = {target:,.0f}: the factor says how far the frequencies are stretched, not how far the model reads.</source>
            <translation>文脈長 {context:,} 位置（{source}）は、スケーリングの係数 × 元のコンテキスト長 {orig:,} × {factor:g} = {target:,.0f} とは別の数です。係数は周波数をどれだけ引き伸ばすかを表し、モデルがどこまで読むかを表すものではありません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="106" />
            <source>Layers {layers} ({count} of {total}): {name}, {numbers}{drawn} — {how}</source>
            <translation>層 {layers}({total} 層中 {count} 層): {name}、{numbers}{drawn} — {how}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="109" />
            <source> · drawn in the other views</source>
            <translation> · 他のビューで描画</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="117" />
            <source>Value</source>
            <translation>値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="117" />
            <source>Source</source>
            <translation>出どころ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="126" />
            <source>Open a model from the local Hugging Face cache</source>
            <translation>ローカルの Hugging Face キャッシュからモデルを開く</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="132" />
            <source>Models found in {folder} (set by $HF_HUB_CACHE or $HF_HOME); read from disk only, nothing is downloaded.</source>
            <translation>{folder} にあるモデル ($HF_HUB_CACHE または $HF_HOME で設定)。ディスクから読むだけで、何もダウンロードしません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="135" />
            <source>No models in {folder} (set by $HF_HUB_CACHE or $HF_HOME). Models downloaded with Hugging Face's tools appear here; this app downloads nothing.</source>
            <translation>{folder} にモデルはありません ($HF_HUB_CACHE または $HF_HOME で設定)。Hugging Face のツールでダウンロードしたモデルがここに出ます。このアプリは何もダウンロードしません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="144" />
            <source>{repo}: {summary}</source>
            <translation>{repo}: {summary}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="113" />
            <source>{help}
Allowed: {range}. Default: {default}.</source>
            <translation>{help}
許容範囲: {range}。既定値: {default}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="177" />
            <source>{name} (preset)</source>
            <translation>{name}（プリセット）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="395" />
            <source>Used in the tabs: {tabs}.</source>
            <translation>使うタブ：{tabs}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="409" />
            <source>LongRoPE's factors, one per pair, come from a model (Phi-3 and the like): open one with File › Open model.</source>
            <translation>LongRoPE のペアごとの係数はモデル (Phi-3 など) から読みます。ファイル › モデルを開く で開いてください。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="428" />
            <source>Not used with the 2D encoding “{encoding}”.</source>
            <translation>2D エンコーディング「{encoding}」では使いません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="432" />
            <source>Not used with long-context scaling “{scaling}”.</source>
            <translation>長文脈スケーリング「{scaling}」では使いません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="435" />
            <source>Not used: this tab draws the scheme “{scheme}”.</source>
            <translation>使いません：このタブは方式「{scheme}」を描いています。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="477" />
            <source>{label}: “{text}” was not taken ({allowed}); it stays {value}.</source>
            <translation>{label}：「{text}」は受け付けられません（{allowed}）。{value} のままです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="504" />
            <source>Not applied: {reason}. The views still show the last valid values.</source>
            <translation>適用されません: {reason}。ビューは最後の有効な値のままです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="510" />
            <source>The {tab} tab cannot draw these values: {reason}.</source>
            <translation>{tab} タブはこの値では描けません: {reason}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="525" />
            <source>at most {top} for d_model {d}</source>
            <translation>d_model {d} では {top} 以下</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="527" />
            <source>at most {top} for {label} = {value}</source>
            <translation>{label} = {value} では {top} 以下</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="530" />
            <source>{label} is at its minimum ({allowed}).</source>
            <translation>{label} は最小値です（{allowed}）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="532" />
            <source>{label} is at its maximum ({allowed}).</source>
            <translation>{label} は最大値です（{allowed}）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="173" />
            <source>from</source>
            <translation>開始</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="173" />
            <source>to</source>
            <translation>終了</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="174" />
            <source>frames</source>
            <translation>フレーム</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="174" />
            <source>fps</source>
            <translation>fps</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="185" />
            <source>Play</source>
            <translation>再生</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="189" />
            <source>The parameter to play</source>
            <translation>再生で動かすパラメーター</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="191" />
            <source>How many values from “from” to “to”, evenly spaced</source>
            <translation>「開始」から「終了」までを等間隔に分けた値の数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="46" />
            <source>P&amp;ause</source>
            <translation>一時停止(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="46" />
            <source>Pl&amp;ay</source>
            <translation>再生(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="47" />
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="50" />
            <source>Play the chosen parameter from “from” to “to”, looping; any edit stops it ({key})</source>
            <translation>選んだパラメーターを「開始」から「終了」まで繰り返し再生します。何か編集すると止まります（{key}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="70" />
            <source>Cannot play: {reason}</source>
            <translation>再生できません: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="76" />
            <source>Playing {label} from {start} to {stop}, {fps} frames a second</source>
            <translation>{label} を {start} から {stop} まで毎秒 {fps} フレームで再生中</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="94" />
            <source>Play {label} from {start} to {stop}</source>
            <translation>{label} を {start} から {stop} まで再生</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="81" />
            <source>{key} (not a short text)</source>
            <translation>{key}（短いテキストではありません）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="93" />
            <source>{key} (not window layout data)</source>
            <translation>{key}（ウィンドウ配置のデータではありません）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="137" />
            <source>tab {tab} (no such tab)</source>
            <translation>タブ {tab}（存在しないタブです）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="142" />
            <source>last folder (not a usable path)</source>
            <translation>最後に使ったフォルダ(使えないパス)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="150" />
            <source>colour scheme {scheme} (use {choices})</source>
            <translation>配色 {scheme}（{choices} のいずれか）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="157" />
            <source>language (not a language code)</source>
            <translation>言語（言語コードではありません）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/undo.py" line="47" />
            <source>{label} = {value}</source>
            <translation>{label} = {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/undo.py" line="49" />
            <source>{n} parameters</source>
            <translation>パラメーター {n} 個</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="72" />
            <source>internal error ({kind}: {detail}); details in the log</source>
            <translation>内部エラー（{kind}: {detail}）。詳細はログにあります</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="205" />
            <source>over all {rows:,} × {cols:,} shown cells with a diagonal neighbour</source>
            <translation>対角方向に隣があるすべての表示セル {rows:,} × {cols:,} で</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="207" />
            <source>at {rows:,} × {cols:,} positions spread over the shown range</source>
            <translation>表示範囲から均等に選んだ {rows:,} × {cols:,} 個の位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="392" />
            <source>⚠ Cannot draw: {reason}</source>
            <translation>⚠ 描画できません: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="397" />
            <source>{title}&lt;br&gt;&lt;span style='font-size:9pt'&gt;model: {name}&lt;/span&gt;</source>
            <translation>{title}&lt;br&gt;&lt;span style='font-size:9pt'&gt;モデル: {name}&lt;/span&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="479" />
            <source>{view}: cannot draw: {reason}</source>
            <translation>{view}: 描画できません: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="181" />
            <source>position p = {p:,}</source>
            <translation>位置 p = {p:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="188" />
            <source>Clock hands (RoPE, {scaling}): position p = {p:,}, {shown} of {n:,} pairs</source>
            <translation>時計の針（RoPE、{scaling}）: 位置 p = {p:,}、{n:,} ペアのうち {shown}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="191" />
            <source>Clock hands (sinusoidal): position p = {p:,}, {shown} of {n:,} pairs</source>
            <translation>時計の針（正弦波）: 位置 p = {p:,}、{n:,} ペアのうち {shown}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="198" />
            <source>sinusoidal encoding: ωᵢ of the {layout} layout</source>
            <translation>正弦波エンコーディング：配置「{layout}」の ωᵢ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="205" />
            <source>{name}: {shown:,} shown</source>
            <translation>{name}：{shown:,} 本を表示</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="212" />
            <source>All {n:,} pairs, fastest (i = 0) first.</source>
            <translation>全 {n:,} ペア（最速の i = 0 から）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="214" />
            <source>{shown} of {n:,} pairs, spread from the fastest (i = 0) to the slowest (i = {last:,}).</source>
            <translation>{n:,} ペアのうち {shown} ペア：最速（i = 0）から最遅（i = {last:,}）まで均等に選択。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="217" />
            <source>The first {shown} of {n:,} pairs, fastest first.</source>
            <translation>{n:,} ペアのうち先頭の {shown} ペア（速い順）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="220" />
            <source>RoPE, {scaling}: hand i at angle p·θᵢ (θ after scaling). Of all {n:,} pairs {kept:,} kept, {divided:,} divided by s, {blended:,} blended.</source>
            <translation>RoPE、{scaling}：針 i は角度 p·θᵢ（スケーリング後の θ）。全 {n:,} ペアのうち維持 {kept:,}、s で割ったもの {divided:,}、中間（混合） {blended:,}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="225" />
            <source>Sinusoidal encoding: hand i at angle p·ωᵢ, ωᵢ = base^(−i/(d_model/2 − 1)).</source>
            <translation>正弦波エンコーディング：針 i は角度 p·ωᵢ、ωᵢ = base^(−i/(d_model/2 − 1))。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="227" />
            <source>Sinusoidal encoding: hand i at angle p·ωᵢ, ωᵢ = base^(−2i/d_model).</source>
            <translation>正弦波エンコーディング：針 i は角度 p·ωᵢ、ωᵢ = base^(−2i/d_model)。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="229" />
            <source>The {scheme} scheme turns no (sin, cos) pairs of its own: the hands are the sinusoidal encoding's.</source>
            <translation>方式 {scheme} には自前の (sin, cos) ペアがないため、針は正弦波エンコーディングのものです。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="231" />
            <source>A shift by k turns every hand by k·ωᵢ; λ = 2π/ωᵢ positions make one turn. Angles formed exactly in float64, then reduced mod 2π.</source>
            <translation>k だけずらすとすべての針が k·ωᵢ だけ回ります。λ = 2π/ωᵢ 位置で 1 回転です。角度は float64 で誤差なく求めてから 2π で割った余りをとります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="342" />
            <source>pair i = {i} · ω = {omega:.9g} rad per position · wavelength {wl:,.6g} positions · angle {degrees:.4f}° ({fraction:.6f} turn) · {turns:,.6f} turns since position 0</source>
            <translation>ペア i = {i} · ω = {omega:.9g} rad/位置 · 波長 {wl:,.6g} 位置 · 角度 {degrees:.4f}°（{fraction:.6f} 回転） · 位置 0 から {turns:,.6f} 回転</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="121" />
            <source>Difference</source>
            <translation>差</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="137" />
            <source>Difference PE({a:,}) − PE({b:,})</source>
            <translation>差 PE({a:,}) − PE({b:,})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="174" />
            <source>undefined (a zero vector)</source>
            <translation>未定義（ゼロベクトル）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="177" />
            <source>(odd d: the lone sine changes |PE|)</source>
            <translation>（d が奇数: 対のない sin が |PE| を変える）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="179" />
            <source>(odd d with a zero column: every |PE|² = (d−1)/2 = {half:,})</source>
            <translation>（d が奇数でゼロ列あり: どの |PE|² も (d−1)/2 = {half:,}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="182" />
            <source>(even d: every |PE|² = d/2 = {half:,})</source>
            <translation>（d が偶数: どの |PE|² も d/2 = {half:,}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="186" />
            <source>distance</source>
            <translation>距離</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="189" />
            <source>dims {d0:,}–{d1:,}</source>
            <translation>次元 {d0:,}–{d1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="191" />
            <source>{shown} · averaged: each pixel {n:,} dims, band = exact min/max, line = exact mean</source>
            <translation>{shown} · 平均化: 1ピクセル = {n:,} 次元、帯 = 厳密な最小/最大、線 = 厳密な平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="194" />
            <source>{shown} · every dimension exact</source>
            <translation>{shown} · 全次元が厳密値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="195" />
            <source>Compare {a} and {b}: dot {dot:.6g}, cosine {cosine:.6g} · {shown}</source>
            <translation>{a} と {b} の比較: 内積 {dot:.6g}、コサイン類似度 {cosine:.6g} · {shown}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="210" />
            <source>dimension {dim:,}: the zero column of odd d_model · 0 at every position</source>
            <translation>次元 {dim:,}：奇数 d_model のゼロ列 · どの位置でも 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="213" />
            <source>dimension {dim:,} ({kind}, pair {pair:,}) · PE({a:,}) = {va:+.12f} · PE({b:,}) = {vb:+.12f} · difference = {diff:+.12f}</source>
            <translation>次元 {dim:,}（{kind}、ペア {pair:,}） · PE({a:,}) = {va:+.12f} · PE({b:,}) = {vb:+.12f} · 差 = {diff:+.12f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="56" />
            <source>untrained init</source>
            <translation>未学習の初期値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="56" />
            <source>trained table</source>
            <translation>学習済みテーブル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="59" />
            <source>sinusoidal: PE(p)·PE(p+δ) / (d/2), d_model {d_model:,}</source>
            <translation>正弦波: PE(p)·PE(p+δ) / (d/2), d_model {d_model:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="60" />
            <source>RoPE: expected score meanᵢ cos(θᵢ·δ), head dim {head_dim}{scaling}</source>
            <translation>RoPE: 期待スコア meanᵢ cos(θᵢ·δ)、ヘッド次元 {head_dim}{scaling}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="62" />
            <source>xPos: meanᵢ ζᵢ^(δ/γ) cos(θᵢ·δ), γ {gamma:,g}, RoPE base {base:,.6g}</source>
            <translation>xPos: meanᵢ ζᵢ^(δ/γ) cos(θᵢ·δ)、γ {gamma:,g}、RoPE の基数 {base:,.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="64" />
            <source>learned table: mean cosine of rows p, p+δ ({source})</source>
            <translation>学習式テーブル: 行 p, p+δ のコサイン類似度の平均（{source}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="70" />
            <source>RoPE (expected score)</source>
            <translation>RoPE（期待スコア）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="71" />
            <source>xPos (envelope)</source>
            <translation>xPos（包絡線）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="71" />
            <source>learned table</source>
            <translation>学習式テーブル</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="103" />
            <source>ALiBi, {n} heads: {swatches}</source>
            <translation>ALiBi, {n} ヘッド: {swatches}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="105" />
            <source>T5 bias of head {head} ({source})</source>
            <translation>ヘッド {head} の T5 バイアス（{source}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="106" />
            <source>Transformer-XL (b) + (d), seed {seed}</source>
            <translation>Transformer-XL (b) + (d)、シード {seed}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="119" />
            <source>the model's relative_attention_bias</source>
            <translation>モデルの relative_attention_bias</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="120" />
            <source>untrained init, seed {seed}</source>
            <translation>未学習の初期値、シード {seed}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="195" />
            <source>similarity (1 at δ = 0)</source>
            <translation>類似度（δ = 0 で 1）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="196" />
            <source>logit units</source>
            <translation>ロジット単位</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="197" />
            <source>Distance δ = i − j (positions)</source>
            <translation>距離 δ = i − j（位置）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="198" />
            <source>Distance δ = i − j between query and key (positions)</source>
            <translation>クエリとキーの距離 δ = i − j（位置）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="199" />
            <source>Biases on the logit: ALiBi, T5, Transformer-XL</source>
            <translation>ロジットへのバイアス: ALiBi、T5、Transformer-XL</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="200" />
            <source>Added to the logit: ALiBi's and T5's biases, Transformer-XL's position terms (a different scale from the plot above)</source>
            <translation>ロジットに加算: ALiBi と T5 のバイアス、Transformer-XL の位置の項（上のグラフとは別の尺度）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="240" />
            <source>learned table ends: no two rows are {rows:,} or more apart</source>
            <translation>学習式テーブルの終端: {rows:,} 以上離れた 2 行はない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="248" />
            <source>Shaw k = {k}: farther keys share one vector</source>
            <translation>Shaw k = {k}: これより遠いキーは 1 つのベクトルを共有</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="249" />
            <source>Shaw k = {k}</source>
            <translation>Shaw k = {k}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="310" />
            <source>averaged: each point is the exact mean of {n:,} distances</source>
            <translation>平均: 各点は {n:,} 個の距離の厳密な平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="311" />
            <source>{shown} · {how} (learned: the plain mean of its per-δ means)</source>
            <translation>{shown} · {how}（学習式: δ ごとの平均の単純平均）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="314" />
            <source>every point exact</source>
            <translation>全点が厳密値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="315" />
            <source>{shown} · {how}</source>
            <translation>{shown} · {how}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="318" />
            <source>learned table: {reason}</source>
            <translation>学習式テーブル: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="324" />
            <source>untrained {model} init</source>
            <translation>未学習の {model} 初期値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="325" />
            <source>learned: {source}, {rows:,} rows</source>
            <translation>学習式: {source}, {rows:,} 行</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="327" />
            <source>{note}: the curve ends at δ = {last:,}</source>
            <translation>{note}: 曲線は δ = {last:,} で終わる</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="330" />
            <source>{note} (random rows are nearly orthogonal: ≈ 0 past δ = 0)</source>
            <translation>{note}（ランダムな行はほぼ直交: δ = 0 以外は ≈ 0）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="333" />
            <source>odd d_model: the sinusoidal curve averages the d//2 full (sin, cos) pairs</source>
            <translation>奇数の d_model: 正弦波の曲線は完全な (sin, cos) ペア d//2 組の平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="334" />
            <source>NoPE: no line, nothing in it depends on δ; its positions come from the causal mask (Scheme view, NoPE)</source>
            <translation>NoPE: 線なし。δ に依存するものがなく、位置は因果マスクから得られる（方式ビュー、NoPE）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="337" />
            <source>sinusoidal and RoPE coincide here: the same frequencies (d_model = head_dim, base = RoPE base, no scaling)</source>
            <translation>ここでは正弦波と RoPE が一致: 周波数が同じ（d_model = head_dim, base = RoPE base, スケーリングなし）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="343" />
            <source>RoPE: YaRN's attention scaling {value:.4g} is left out (the score is normalised)</source>
            <translation>RoPE: YaRN のアテンションスケーリング {value:.4g} は含めない（スコアは正規化済み）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="349" />
            <source>Distance decay: {shown} · {how}</source>
            <translation>距離減衰: {shown} · {how}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="351" />
            <source>{summary} · learned table unavailable</source>
            <translation>{summary} · 学習式テーブルは利用不可</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="383" />
            <source>sinusoidal {value:.9g}</source>
            <translation>正弦波 {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="385" />
            <source>T5 bias {value:.6g}</source>
            <translation>T5 バイアス {value:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="386" />
            <source>Transformer-XL (b)+(d) {value:.6g}</source>
            <translation>Transformer-XL (b)+(d) {value:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="389" />
            <source>learned: no pair of rows this far apart</source>
            <translation>学習式: これほど離れた行の組はない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="390" />
            <source>learned {value:.9g}</source>
            <translation>学習式 {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="395" />
            <source>{heads} … ({n} heads)</source>
            <translation>{heads} …（{n} ヘッド）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="50" />
            <source>{n} bytes</source>
            <translation>{n} バイト</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="73" />
            <source>PE: [S, D] broadcast over B = [{seq}, {d}]</source>
            <translation>PE: [S, D] を B 方向にブロードキャスト = [{seq}, {d}]</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="135" />
            <source>dimension</source>
            <translation>次元</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="137" />
            <source>position</source>
            <translation>位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="138" />
            <source>value (one scale for all three)</source>
            <translation>値（3 つ共通のスケール）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="190" />
            <source>Sentence A has no tokens: type a sentence in the Word order tab.</source>
            <translation>文 A にトークンがありません。「語順」タブで文を入力してください。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="192" />
            <source>Embedding: sentence A has no tokens</source>
            <translation>埋め込み: 文 A にトークンがありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="216" />
            <source>Embedding: X, PE, X + PE for batch 0, S = {s}, D = {d:,} · averaged: each pixel is the exact mean of {n}×{m} values</source>
            <translation>埋め込み: バッチ 0 の X, PE, X + PE、S = {s}, D = {d:,} · 平均表示: 各ピクセルは {n}×{m} 個の値の厳密な平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="220" />
            <source>Embedding: X, PE, X + PE for batch 0, S = {s}, D = {d:,} · every value exact</source>
            <translation>埋め込み: バッチ 0 の X, PE, X + PE、S = {s}, D = {d:,} · すべての値が厳密</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="245" />
            <source>token {s} “{token}” (position {pos:,}) · dimension {j}: X = {x:+.6f}, PE = {pe:+.6f}, X + PE = {out:+.6f}</source>
            <translation>トークン {s}「{token}」（位置 {pos:,}）· 次元 {j}: X = {x:+.6f}, PE = {pe:+.6f}, X + PE = {out:+.6f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="251" />
            <source>{line} → after dropout {value:+.6f} (dropped)</source>
            <translation>{line} → ドロップアウト後 {value:+.6f}（ドロップ）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="253" />
            <source>{line} → after dropout {value:+.6f}</source>
            <translation>{line} → ドロップアウト後 {value:+.6f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="265" />
            <source>S = {s} tokens of sentence A: {tokens} · positions {first:,}…{last:,} · D = d_model = {d:,}</source>
            <translation>S = 文 A のトークン {s} 個: {tokens} · 位置 {first:,}…{last:,} · D = d_model = {d:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="267" />
            <source>B = {b}: the batch is sentence A repeated (every X[b] is the same; only dropout masks differ); batch element 0 is drawn. X: embeddings N(0, 1) keyed by token text (seed {seed}).</source>
            <translation>B = {b}: バッチは文 A の繰り返しです（X[b] はすべて同じで、ドロップアウトのマスクだけが異なります）。描画しているのはバッチ要素 0 です。X: トークンの文字列ごとに決まる N(0, 1) の埋め込み（シード {seed}）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="270" />
            <source>{shapes} (the shape does not change)</source>
            <translation>{shapes}（形状は変わりません）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="275" />
            <source>Dropout p = {p:g} after the addition, &lt;b&gt;train time only&lt;/b&gt; (identity at inference): kept values × 1/(1−p) = {scale:.4g}; kept in what is drawn: {kept:.1f} % (expected {expected:.1f} %).</source>
            <translation>加算の後にドロップアウト p = {p:g}、&lt;b&gt;学習時のみ&lt;/b&gt;（推論時は恒等写像）: 残った値 × 1/(1−p) = {scale:.4g}。描画範囲で残った割合: {kept:.1f} %（期待値 {expected:.1f} %）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="281" />
            <source>Dropout: off (p = 0; inference). The paper uses p = 0.1 here in training.</source>
            <translation>ドロップアウト: オフ（p = 0、推論時）。論文では学習時にここで p = 0.1 を使います。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="283" />
            <source>{d:,} dimensions over fewer pixels: each column is the exact mean of {n:,} dimensions and each row of {m} tokens (means are smaller than single values). Colour scale ±{level:g}.</source>
            <translation>{d:,} 次元をより少ないピクセルで表示: 各列は {n:,} 次元、各行は {m} トークンの厳密な平均です（平均は個々の値より小さくなります）。カラースケール ±{level:g}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="288" />
            <source>{d:,} dimensions over fewer pixels: each column is the exact mean of {n:,} dimensions (means are smaller than single values). Colour scale ±{level:g}.</source>
            <translation>{d:,} 次元をより少ないピクセルで表示: 各列は {n:,} 次元の厳密な平均です（平均は個々の値より小さくなります）。カラースケール ±{level:g}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="293" />
            <source>Every value drawn exactly. Colour scale ±{level:g}, one for X, PE and X + PE: PE lies in [−1, 1], so it looks pale next to N(0, 1) embeddings.</source>
            <translation>すべての値を厳密に描画。カラースケール ±{level:g} は X, PE, X + PE で共通です。PE は [−1, 1] に収まるため、N(0, 1) の埋め込みと並べると淡く見えます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="299" />
            <source>Cost (D = {d:,}, B = {b})</source>
            <translation>コスト（D = {d:,}, B = {b}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="300" />
            <source>S = {s} (tokens of A)</source>
            <translation>S = {s}（A のトークン数）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="309" />
            <source>PE table O(S·D): values (float32)</source>
            <translation>PE テーブル O(S·D): 値の数（float32）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="312" />
            <source>Addition O(B·S·D): additions</source>
            <translation>加算 O(B·S·D): 加算回数</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="313" />
            <source>Attention O(S²·D): S²·D</source>
            <translation>アテンション O(S²·D): S²·D</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="51" />
            <source>2D sin-cos (MAE): PE(reference)·PE(patch)</source>
            <translation>2D sin-cos（MAE）: PE(基準)·PE(パッチ)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="53" />
            <source>Axial 2D RoPE: q at the reference · k at each patch</source>
            <translation>軸ごとの 2D RoPE: 基準の q · 各パッチの k</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="54" />
            <source>RoPE on the raster index r·W + c: q · k at each patch</source>
            <translation>ラスター順インデックス r·W + c の RoPE: 各パッチでの q · k</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="105" />
            <source>Row r</source>
            <translation>行 r</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="106" />
            <source>Column c</source>
            <translation>列 c</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="226" />
            <source>PE·PE ±{level:,g}</source>
            <translation>PE·PE ±{level:,g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="227" />
            <source>q·k ±{level:.4g}</source>
            <translation>q·k ±{level:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="229" />
            <source>PE(ref)·PE(patch), colours fixed at ±d/2 = ±{level:,g}</source>
            <translation>PE(ref)·PE(patch)（色は ±d/2 = ±{level:,g} に固定）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="231" />
            <source>q·k, colours fixed at ±{level:.4g}</source>
            <translation>q·k（色は ±{level:.4g} に固定）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="234" />
            <source>each pixel the exact mean of {n:,}×{m:,} patches</source>
            <translation>各ピクセルは {n:,}×{m:,} パッチの厳密な平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="235" />
            <source>every patch exact</source>
            <translation>全パッチが厳密値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="236" />
            <source>Grid {h:,} × {w:,} patches · reference patch (row {r:,}, column {c:,}) marked ■ · Shown: {shown} · {pixel}</source>
            <translation>グリッド {h:,} × {w:,} パッチ · 基準パッチ（{r:,} 行, {c:,} 列）を ■ で表示 · 表示: {shown} · {pixel}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="240" />
            <source>d_model {d:,}: the first {half:,} dimensions encode the column, the other {half:,} the row (MAE's order), so PE(ref)·PE(patch) = Σ cos(ωᵢ(c − c₀)) + Σ cos(ωᵢ(r − r₀)): a cross, one axis at a time, largest (d/2) at the reference</source>
            <translation>d_model {d:,}: 最初の {half:,} 次元が列、残りの {half:,} 次元が行を表す（MAE の順）ので、PE(ref)·PE(patch) = Σ cos(ωᵢ(c − c₀)) + Σ cos(ωᵢ(r − r₀)): 一度に 1 軸ずつの十字で、基準で最大（d/2）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="245" />
            <source>head dimension {d:,}, RoPE base θ {base:,.10g}, q, k ~ N(0,1) from seed {seed} · colours at ±3 × RMS over all offsets ({rms:.4g}); no |q·k| exceeds {bound:.4g}</source>
            <translation>ヘッドの次元 {d:,}、RoPE の基数 θ {base:,.10g}、q, k ~ N(0,1)（シード {seed}） · 色の範囲は全オフセットでの RMS（{rms:.4g}）の ±3 倍。|q·k| は {bound:.4g} を超えない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="248" />
            <source>Axial: the score depends on (r − r₀, c − c₀), a row part plus a column part. Raster: on (r − r₀)·W + (c − c₀) alone: the patch below the reference is W = {w:,} positions away, the end of one row next to the start of the next</source>
            <translation>軸ごと: スコアは (r − r₀, c − c₀) で決まり、行の部分と列の部分の和。ラスター順: (r − r₀)·W + (c − c₀) だけで決まる: 基準の真下のパッチは W = {w:,} 位置離れ、ある行の終わりが次の行の始まりと隣り合う</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="254" />
            <source>2D grid ({encoding}): {shown} · {pixel}</source>
            <translation>2D グリッド（{encoding}）: {shown} · {pixel}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="278" />
            <source>row {r:,} · column {c:,} · {encoding}: {what} = {value:.9g}</source>
            <translation>{r:,} 行 · {c:,} 列 · {encoding}: {what} = {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="285" />
            <source>this pixel (block mean) = {value:.9g}</source>
            <translation>このピクセル（ブロック平均）= {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="42" />
            <source>positions {p0:,}–{p1:,} × dims {d0:,}–{d1:,}</source>
            <translation>位置 {p0:,}–{p1:,} × 次元 {d0:,}–{d1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="45" />
            <source>{shown} · averaged: each pixel is the exact mean of {n:,}×{m:,} cells</source>
            <translation>{shown} · 平均表示: 各ピクセルは {n:,}×{m:,} セルの厳密な平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="47" />
            <source>{shown} · every cell exact</source>
            <translation>{shown} · 全セル厳密値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="103" />
            <source>Embedding dimension index</source>
            <translation>埋め込み次元のインデックス</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="115" />
            <source>trained length {n:,}: values continue past it</source>
            <translation>学習時の長さ {n:,}: この先も値は続く</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="155" />
            <source>Heatmap: {bins}</source>
            <translation>ヒートマップ: {bins}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="171" />
            <source>position {pos:,} · dimension {dim}: the zero column of odd d_model (tensor2tensor and fairseq pad with it) · PE = 0</source>
            <translation>位置 {pos:,} · 次元 {dim}：奇数 d_model のゼロ列（tensor2tensor と fairseq が埋める列）· PE = 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="175" />
            <source>position {pos:,} · dimension {dim} ({kind}, pair {pair}) · PE = {value:+.9f} · ω = {omega:.6g} · wavelength 2π/ω = {wavelength:,.6g} positions</source>
            <translation>位置 {pos:,} · 次元 {dim}（{kind}、ペア {pair}）· PE = {value:+.9f} · ω = {omega:.6g} · 波長 2π/ω = {wavelength:,.6g} 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="83" />
            <source>Wavelength (positions)</source>
            <translation>波長（位置数）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="84" />
            <source>Pair i</source>
            <translation>ペア i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="85" />
            <source>No wavelengths: neither model has frequency pairs</source>
            <translation>波長はありません: どちらのモデルにも周波数のペアがありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="87" />
            <source>Similarity of two positions δ apart (1 at δ = 0)</source>
            <translation>δ 離れた 2 つの位置の類似度 (δ = 0 で 1)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="89" />
            <source>similarity</source>
            <translation>類似度</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="90" />
            <source>Distance δ (positions)</source>
            <translation>距離 δ (位置)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="131" />
            <source>{which}: {label}</source>
            <translation>{which}: {label}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="135" />
            <source>{name} ({pairs} pairs)</source>
            <translation>{name} ({pairs} ペア)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="136" />
            <source>{name}: wavelengths {low} – {high} positions over {pairs} pairs</source>
            <translation>{name}: {pairs} ペアで波長 {low} – {high} 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="141" />
            <source>{name}: {scheme}, no frequency pairs</source>
            <translation>{name}: {scheme}、周波数のペアなし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="145" />
            <source>{name} ({scheme})</source>
            <translation>{name} ({scheme})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="160" />
            <source>Model B: none. Choose one with File › Open model › Compare with a second model…, or type its folder in Model B.</source>
            <translation>モデル B: なし。ファイル › モデルを開く › 2 つ目のモデルと比較… で選ぶか、モデル B にフォルダーを入力してください。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="163" />
            <source>Model B is a preset. Compare your own with File › Open model › Compare with a second model…, or type its folder in Model B.</source>
            <translation>モデル B はプリセットです。自分のモデルと比べるには ファイル › モデルを開く › 2 つ目のモデルと比較… で選ぶか、モデル B にフォルダーを入力してください。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="166" />
            <source>Compare models: {count} drawn over δ 0–{last:,}</source>
            <translation>モデルの比較: δ 0–{last:,} で {count} 個を描画</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="179" />
            <source>{which} {label}: wavelength {wl:,.6g}</source>
            <translation>{which} {label}: 波長 {wl:,.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="181" />
            <source>pair {i} · {values}</source>
            <translation>ペア {i} · {values}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="190" />
            <source>{which} {value:.6g}</source>
            <translation>{which} {value:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="193" />
            <source>δ ≈ {d:,.0f} · {values}</source>
            <translation>δ ≈ {d:,.0f} · {values}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="49" />
            <source>no positions (NoPE)</source>
            <translation>位置なし (NoPE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="50" />
            <source>RoPE layers</source>
            <translation>RoPE の層</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="57" />
            <source>no positional encoding: attention sees no order in these layers</source>
            <translation>位置エンコーディングなし: これらの層の注意は順序を見ません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="59" />
            <source>, {scaling} ×{factor:g}</source>
            <translation>、{scaling} ×{factor:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="61" />
            <source>RoPE θ {base}, {pairs} pairs{extra}</source>
            <translation>RoPE θ {base}、{pairs} ペア{extra}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="124" />
            <source>Layer</source>
            <translation>層</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="166" />
            <source>{name}: {count} of {total} layers</source>
            <translation>{name}: {total} 層中 {count} 層</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="178" />
            <source>{name}: the same at every distance</source>
            <translation>{name}: どの距離でも同じ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="181" />
            <source>layers {layers} · {numbers}{drawn}</source>
            <translation>層 {layers} · {numbers}{drawn}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="204" />
            <source>No layer types that differ in positions</source>
            <translation>位置の扱いが異なるレイヤー種別はありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="205" />
            <source>No model is open</source>
            <translation>モデルが開かれていません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="206" />
            <source>Every layer of {name} encodes positions alike: the other views draw them all.</source>
            <translation>{name} のすべての層は位置を同じように符号化します: 他のビューがすべての層を描きます。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="208" />
            <source>Open a model whose layers differ in positions (File › Open model): Gemma 2 and 3, ModernBERT, OLMo 3, Llama 4, SmolLM3, Cohere2, EXAONE 4.</source>
            <translation>層ごとに位置の扱いが異なるモデルを開いてください(ファイル › モデルを開く): Gemma 2 と 3、ModernBERT、OLMo 3、Llama 4、SmolLM3、Cohere2、EXAONE 4。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="214" />
            <source>Model layers: {kinds} kinds over {total} layers, δ 0–{last:,}</source>
            <translation>モデルの層: {total} 層に {kinds} 種類、δ 0–{last:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="225" />
            <source>{name}: wavelength {wl:,.6g}</source>
            <translation>{name}: 波長 {wl:,.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="237" />
            <source>{name} {value:.6g}</source>
            <translation>{name} {value:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="247" />
            <source>layer {layer} · {name} · {numbers}</source>
            <translation>層 {layer} · {name} · {numbers}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="63" />
            <source>text ×{n:,}</source>
            <translation>テキスト ×{n:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="66" />
            <source>image {h}×{w} patches → {tokens:,} tokens</source>
            <translation>画像 {h}×{w} パッチ → {tokens:,} トークン</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="68" />
            <source>video {t}×{h}×{w} patches → {tokens:,} tokens and {text:,} of text around its frames</source>
            <translation>動画 {t}×{h}×{w} パッチ → {tokens:,} トークンと、フレームの前後のテキスト {text:,} トークン</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="70" />
            <source>video {t}×{h}×{w} patches → {tokens:,} tokens</source>
            <translation>動画 {t}×{h}×{w} パッチ → {tokens:,} トークン</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="166" />
            <source>Query token</source>
            <translation>クエリのトークン</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="167" />
            <source>Key token</source>
            <translation>キーのトークン</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="168" />
            <source>ids</source>
            <translation>ID</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="169" />
            <source>Token</source>
            <translation>トークン</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="171" />
            <source>Pair i (dimensions i and i + d/2 of the head)</source>
            <translation>ペア i（ヘッドの次元 i と i + d/2）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="261" />
            <source>each pixel the exact mean of {n:,}×{m:,} token pairs</source>
            <translation>各ピクセルは {n:,}×{m:,} トークン対の厳密な平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="262" />
            <source>every token pair exact</source>
            <translation>全トークン対が厳密値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="265" />
            <source>a video as Qwen3-VL writes it: each temporal patch a frame of its own after its timestamp text, its t the position where it starts</source>
            <translation>動画は Qwen3-VL の書き方: 時間方向パッチはそれぞれタイムスタンプのテキストの後に置かれる 1 枚のフレームで、その t はフレームの始まる位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="268" />
            <source>a video's temporal patches {n} positions apart (Qwen2.5-VL)</source>
            <translation>動画の時間方向パッチは {n} 位置ずつ離れる（Qwen2.5-VL）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="271" />
            <source>a video's temporal patches 1 position apart (Qwen2-VL)</source>
            <translation>動画の時間方向パッチは 1 位置ずつ離れる（Qwen2-VL）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="273" />
            <source>{n:,} tokens: {segments} · {m} × {m} patches merge into a token{video}</source>
            <translation>{n:,} トークン: {segments} · {m} × {m} パッチが 1 トークンにまとまる{video}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="275" />
            <source>Text goes on at the image's start + max(h, w)/{m}, not its token count: rope_delta = {delta:,} · the last position {last:,}</source>
            <translation>テキストはトークン数からではなく画像の開始位置 + max(h, w)/{m} から続く: rope_delta = {delta:,} · 最後の位置 {last:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="278" />
            <source>Tokens {a:,}–{b:,} × {c:,}–{d:,} shown · {pixel} · head dimension {dim:,}, RoPE base θ {base:,.10g}, q, k ~ N(0,1) from seed {seed}; colours at ±3 × RMS over all offsets ({rms:.4g}), no |q·k| exceeds {bound:.4g}</source>
            <translation>トークン {a:,}–{b:,} × {c:,}–{d:,} を表示 · {pixel} · ヘッドの次元 {dim:,}、RoPE の基数 θ {base:,.10g}、q, k ~ N(0,1)（シード {seed}）。色の範囲は全オフセットでの RMS（{rms:.4g}）の ±3 倍、|q·k| は {bound:.4g} を超えない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="286" />
            <source>M-RoPE: {n:,} tokens ({segments}) · {pixel}</source>
            <translation>M-RoPE: {n:,} トークン（{segments}） · {pixel}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="292" />
            <source>interleaved (Qwen3-VL)</source>
            <translation>interleaved（Qwen3-VL）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="293" />
            <source>in sections {section} (Qwen2-VL)</source>
            <translation>セクション {section}（Qwen2-VL）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="296" />
            <source>Which position turns each pair, {how}: {keys}</source>
            <translation>各ペアを回す位置、{how}: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="356" />
            <source>text</source>
            <translation>テキスト</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="356" />
            <source>image</source>
            <translation>画像</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="356" />
            <source>video</source>
            <translation>動画</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="358" />
            <source>text “{word}”</source>
            <translation>テキスト「{word}」</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="359" />
            <source>token {n:,} ({kind}) at (t, h, w) = ({t:,}, {h:,}, {w:,})</source>
            <translation>トークン {n:,}（{kind}）、(t, h, w) = ({t:,}, {h:,}, {w:,})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="380" />
            <source>query {query} · key {key} · q·k = {score:.9g}</source>
            <translation>クエリ {query} · キー {key} · q·k = {score:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="398" />
            <source>pair {i} (dimensions {i} and {j}) turns with {axis} · θ = {theta:.6g} rad per position · wavelength {wl:,.4g} positions</source>
            <translation>ペア {i}（次元 {i} と {j}）は {axis} で回る · θ = {theta:.6g} ラジアン/位置 · 波長 {wl:,.4g} 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="138" />
            <source>query</source>
            <translation>クエリ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="139" />
            <source>key</source>
            <translation>キー</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="186" />
            <source>A · without positions</source>
            <translation>A · 位置なし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="187" />
            <source>B · without positions</source>
            <translation>B · 位置なし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="188" />
            <source>A · with positions (X + PE)</source>
            <translation>A · 位置あり (X + PE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="189" />
            <source>B · with positions (X + PE)</source>
            <translation>B · 位置あり (X + PE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="243" />
            <source>attention weight</source>
            <translation>アテンション重み</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="262" />
            <source>Sentence A and sentence B each need at least one word or mark.</source>
            <translation>文 A と文 B には、それぞれ少なくとも 1 つの単語か記号が必要です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="273" />
            <source>Word order: {message}</source>
            <translation>語順: {message}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="283" />
            <source>Word order: without positions max|out_B − P·out_A| = {without}; with positions {with_pe}</source>
            <translation>語順: 位置なし max|out_B − P·out_A| = {without}、位置あり {with_pe}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="286" />
            <source>Word order: B is not a reordering of A</source>
            <translation>語順: B は A の並べ替えではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="300" />
            <source>{panel}: query {i} “{query}” → key {j} “{key}”: weight {weight:.6f}</source>
            <translation>{panel}: クエリ {i}「{query}」→ キー {j}「{key}」: 重み {weight:.6f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="303" />
            <source>{panel}: query {i} “{query}” → key {j} “{key}” (positions {p:,} → {q:,}): weight {weight:.6f}</source>
            <translation>{panel}: クエリ {i}「{query}」→ キー {j}「{key}」（位置 {p:,} → {q:,}）: 重み {weight:.6f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="321" />
            <source>{sentence} ({n} tokens): {tokens}</source>
            <translation>{sentence}（{n} トークン）: {tokens}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="333" />
            <source>(a) Without positions</source>
            <translation>(a) 位置なし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="334" />
            <source>B is A reordered: B[i] = A[P(i)], P = ({perm})</source>
            <translation>B は A の並べ替え: B[i] = A[P(i)], P = ({perm})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="335" />
            <source>{formula} = {value} (rounding only)</source>
            <translation>{formula} = {value}（丸め誤差のみ）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="336" />
            <source>mean-pooled: max |mean out&lt;sub&gt;B&lt;/sub&gt; − mean out&lt;sub&gt;A&lt;/sub&gt;| = {value}</source>
            <translation>平均プーリング: max |mean out&lt;sub&gt;B&lt;/sub&gt; − mean out&lt;sub&gt;A&lt;/sub&gt;| = {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="338" />
            <source>→ each token's output just moves with it: attention sees the same bag of tokens, not the order.</source>
            <translation>→ 各トークンの出力はトークンと一緒に移動するだけです。アテンションが見ているのは同じトークンの集まりで、語順ではありません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="341" />
            <source>&lt;b&gt;(b) With the encoding added&lt;/b&gt; (positions {first:,}…{last:,})</source>
            <translation>&lt;b&gt;(b) 位置エンコーディングを加算&lt;/b&gt;（位置 {first:,}…{last:,}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="344" />
            <source>mean-pooled: {value} → the orders differ.</source>
            <translation>平均プーリング: {value} → 語順によって結果が変わります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="351" />
            <source>only in A: {tokens}</source>
            <translation>A のみ: {tokens}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="353" />
            <source>only in B: {tokens}</source>
            <translation>B のみ: {tokens}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="355" />
            <source>the same tokens, but not equally often</source>
            <translation>トークンは同じだが出現回数が異なる</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="357" />
            <source>(a), (b): B is not a reordering of A</source>
            <translation>(a), (b): B は A の並べ替えではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="358" />
            <source>(not the same tokens): there is no permutation to compare.</source>
            <translation>（トークンが同じではありません）: 比較する置換がありません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="362" />
            <source>(c) The same token at two positions</source>
            <translation>(c) 同じトークンが 2 つの位置に</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="364" />
            <source>No token repeats in A.</source>
            <translation>A に繰り返し現れるトークンはありません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="365" />
            <source>No token repeats in A (case folding is off: 'The' ≠ 'the').</source>
            <translation>A に繰り返し現れるトークンはありません（大文字・小文字の同一視はオフ: 'The' ≠ 'the'）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="371" />
            <source>“{a}” at position {i} and “{b}” at position {j} (case folded):</source>
            <translation>位置 {i} の「{a}」と位置 {j} の「{b}」（大文字・小文字を同一視）:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="374" />
            <source>“{a}” at position {i} and “{b}” at position {j}:</source>
            <translation>位置 {i} の「{a}」と位置 {j} の「{b}」:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="376" />
            <source>before: {formula} = {value} (the same embedding)</source>
            <translation>加算前: {formula} = {value}（同じ埋め込み）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="378" />
            <source>after: {formula} = {value}</source>
            <translation>加算後: {formula} = {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="384" />
            <source>One head, no mask: {formula}, seed {seed}.</source>
            <translation>ヘッド 1 つ、マスクなし: {formula}、シード {seed}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="388" />
            <source>d_model {d_model:,}: computed on {d} dimensions (the {pairs} highest-frequency sin/cos pairs), capped for speed.</source>
            <translation>d_model {d_model:,}: 速度のため {d} 次元（周波数の最も高い sin/cos のペア {pairs} 組）に制限して計算。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="391" />
            <source>Embeddings N(0, 1) keyed by token text, d_model {d}.</source>
            <translation>埋め込みはトークンの文字列ごとに決まる N(0, 1)、d_model {d}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="58" />
            <source>&lt;b&gt;No scaling&lt;/b&gt;: θᵢ = base^(−2i/d) = {base}^(−2i/{d}); the factor s is unused.&lt;br&gt;Pairs whose wavelength exceeds {orig:,} never made a full turn in training.</source>
            <translation>&lt;b&gt;スケーリングなし&lt;/b&gt;: θᵢ = base^(−2i/d) = {base}^(−2i/{d})。係数 s は使いません。&lt;br&gt;波長が {orig:,} を超えるペアは、学習中に一周もしていません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="62" />
            <source>&lt;b&gt;Linear (position interpolation)&lt;/b&gt;: θᵢ' = θᵢ / s, every pair slowed by s = {s}:&lt;br&gt;positions up to {longest} map into the trained range 0…{orig:,}.</source>
            <translation>&lt;b&gt;線形（位置内挿）&lt;/b&gt;: θᵢ' = θᵢ / s、すべてのペアを s = {s} 倍遅くします:&lt;br&gt;{longest} までの位置が学習済みの範囲 0…{orig:,} に収まります。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="66" />
            <source>&lt;b&gt;NTK-aware&lt;/b&gt;: base' = base·s^(d/(d−2)) = {base}·{s}^({d}/{d2}) = &lt;b&gt;{new_base}&lt;/b&gt;, θᵢ' = base'^(−2i/d):&lt;br&gt;pair 0 kept, the slowest pair divided by s exactly, the others in between.</source>
            <translation>&lt;b&gt;NTK-aware&lt;/b&gt;: base' = base·s^(d/(d−2)) = {base}·{s}^({d}/{d2}) = &lt;b&gt;{new_base}&lt;/b&gt;、θᵢ' = base'^(−2i/d):&lt;br&gt;ペア 0 はそのまま、最も遅いペアはちょうど s で割られ、他はその中間です。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="71" />
            <source>&lt;b&gt;Dynamic NTK&lt;/b&gt;: base' = base·(s·L/original − (s−1))^(d/(d−2)) = &lt;b&gt;{new_base}&lt;/b&gt; at L = max(last position + 1, original) = {length:,};&lt;br&gt;θᵢ' = base'^(−2i/d); no change while L ≤ {orig:,} (the base grows with the last position, {offset} + {positions} − 1).</source>
            <translation>&lt;b&gt;動的 NTK&lt;/b&gt;：base' = base·(s·L/original − (s−1))^(d/(d−2)) = &lt;b&gt;{new_base}&lt;/b&gt;（L = max(最後の位置 + 1, original) = {length:,}）；&lt;br&gt;θᵢ' = base'^(−2i/d)；L ≤ {orig:,} の間は変化なし（base は最後の位置 {offset} + {positions} − 1 とともに大きくなる）。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="80" />
            <source>(default 0.1·ln s + 1)</source>
            <translation>（既定値 0.1·ln s + 1）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="81" />
            <source>&lt;b&gt;YaRN&lt;/b&gt;: pairs turning more than β_fast = {fast} times in {orig:,} positions kept (i ≤ {low:g});&lt;br&gt;fewer than β_slow = {slow} times: divided by s = {s} (i ≥ {high:g}, up to {last}); a linear ramp between.&lt;br&gt;Attention scaling &lt;b&gt;{scale:.6g}&lt;/b&gt;{default} on cos and sin: logits × {logits:.6g}.</source>
            <translation>&lt;b&gt;YaRN&lt;/b&gt;: {orig:,} 位置で β_fast = {fast} 回より多く回るペアは維持（i ≤ {low:g}）。&lt;br&gt;β_slow = {slow} 回より少ないペアは s = {s} で除算（i ≥ {high:g}、最大 {last}）。その間は線形に移行。&lt;br&gt;cos と sin にアテンションのスケーリング &lt;b&gt;{scale:.6g}&lt;/b&gt;{default}: ロジットは × {logits:.6g}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="90" />
            <source>&lt;b&gt;LongRoPE&lt;/b&gt;: θᵢ' = θᵢ / fᵢ with the model's &lt;b&gt;long&lt;/b&gt; factors (the last position + 1 = {length:,} &amp;gt; original {orig:,});&lt;br&gt;fᵢ from {low} to {high}; attention scaling &lt;b&gt;{scale:.6g}&lt;/b&gt; on cos and sin: logits × {logits:.6g}.</source>
            <translation>&lt;b&gt;LongRoPE&lt;/b&gt;: θᵢ' = θᵢ / fᵢ、モデルの &lt;b&gt;long&lt;/b&gt; 係数を使用 (最後の位置 + 1 = {length:,} &amp;gt; 元の {orig:,});&lt;br&gt;fᵢ は {low} から {high}。cos と sin にアテンションのスケーリング &lt;b&gt;{scale:.6g}&lt;/b&gt;: ロジット × {logits:.6g}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="97" />
            <source>&lt;b&gt;LongRoPE&lt;/b&gt;: θᵢ' = θᵢ / fᵢ with the model's &lt;b&gt;short&lt;/b&gt; factors (the last position + 1 = {length:,} ≤ original {orig:,});&lt;br&gt;fᵢ from {low} to {high}; attention scaling &lt;b&gt;{scale:.6g}&lt;/b&gt; on cos and sin: logits × {logits:.6g}.</source>
            <translation>&lt;b&gt;LongRoPE&lt;/b&gt;: θᵢ' = θᵢ / fᵢ、モデルの &lt;b&gt;short&lt;/b&gt; 係数を使用 (最後の位置 + 1 = {length:,} ≤ 元の {orig:,});&lt;br&gt;fᵢ は {low} から {high}。cos と sin にアテンションのスケーリング &lt;b&gt;{scale:.6g}&lt;/b&gt;: ロジット × {logits:.6g}。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="105" />
            <source>&lt;b&gt;Llama 3.1&lt;/b&gt;: wavelength &amp;lt; original/high_freq_factor = {high_wl}: kept;&lt;br&gt;&amp;gt; original/low_freq_factor = {low_wl}: divided by s = {s}; between: smooth = (original/wavelength − low)/(high − low), θ' = (1−smooth)·θ/s + smooth·θ.</source>
            <translation>&lt;b&gt;Llama 3.1&lt;/b&gt;: 波長 &amp;lt; original/high_freq_factor = {high_wl}: 維持。&lt;br&gt;&amp;gt; original/low_freq_factor = {low_wl}: s = {s} で除算。その間: smooth = (original/wavelength − low)/(high − low)、θ' = (1−smooth)·θ/s + smooth·θ。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="159" />
            <source>Frequency θᵢ (radians per position, log scale)</source>
            <translation>周波数 θᵢ（1位置あたりのラジアン、対数軸）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="192" />
            <source>original context {n:,}</source>
            <translation>元のコンテキスト長 {n:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="196" />
            <source>target context {target} = {orig:,} × {factor:g}</source>
            <translation>目標コンテキスト長 {target} = {orig:,} × {factor:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="235" />
            <source>original θᵢ</source>
            <translation>元の θᵢ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="235" />
            <source>original θᵢ = base^(−2i/d)</source>
            <translation>元の θᵢ = base^(−2i/d)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="238" />
            <source>{name}: {count:,}</source>
            <translation>{name}: {count:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="240" />
            <source>scaled, {name}: {count:,} pair</source>
            <translation>スケーリング後、{name}: {count:,} ペア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="243" />
            <source>scaled, {name}: {count:,} pairs</source>
            <translation>スケーリング後、{name}: {count:,} ペア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="251" />
            <source>&lt;b&gt;{kept:,}&lt;/b&gt; pair kept, &lt;b&gt;{divided:,}&lt;/b&gt; divided by s, &lt;b&gt;{blended:,}&lt;/b&gt; blended (of {n:,}) · effective base {eff} · attention scaling {scaling:.6g}</source>
            <translation>維持 &lt;b&gt;{kept:,}&lt;/b&gt;、s で除算 &lt;b&gt;{divided:,}&lt;/b&gt;、混合 &lt;b&gt;{blended:,}&lt;/b&gt; ペア（全 {n:,} ペア） · 実効 base {eff} · アテンションのスケーリング {scaling:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="255" />
            <source>&lt;b&gt;{kept:,}&lt;/b&gt; pairs kept, &lt;b&gt;{divided:,}&lt;/b&gt; divided by s, &lt;b&gt;{blended:,}&lt;/b&gt; blended (of {n:,}) · effective base {eff} · attention scaling {scaling:.6g}</source>
            <translation>維持 &lt;b&gt;{kept:,}&lt;/b&gt;、s で除算 &lt;b&gt;{divided:,}&lt;/b&gt;、混合 &lt;b&gt;{blended:,}&lt;/b&gt; ペア（全 {n:,} ペア） · 実効 base {eff} · アテンションのスケーリング {scaling:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="259" />
            <source>{count:,} pair turns less than once in the original {orig:,} positions (before scaling)</source>
            <translation>元の {orig:,} 位置で1周しないペア: {count:,}（スケーリング前）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="262" />
            <source>{count:,} pairs turn less than once in the original {orig:,} positions (before scaling)</source>
            <translation>元の {orig:,} 位置で1周しないペア: {count:,}（スケーリング前）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="264" />
            <source>Last pair {last}: θ = {theta:.6g} → {scaled:.6g}, wavelength {wl} → {wl_scaled} · pair 0: θ = {first:.6g} · {pairing}: {dims}</source>
            <translation>最後のペア {last}: θ = {theta:.6g} → {scaled:.6g}、波長 {wl} → {wl_scaled} · ペア 0: θ = {first:.6g} · {pairing}: {dims}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="271" />
            <source>RoPE frequencies ({scaling}): {kept:,} kept, {interpolated:,} interpolated, {blended:,} blended of {n:,} pairs</source>
            <translation>RoPE の周波数（{scaling}）: 全 {n:,} ペアのうち維持 {kept:,}、内挿 {interpolated:,}、混合 {blended:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="280" />
            <source>pair {i} rotates dims {a} and {b}</source>
            <translation>ペア {i} は次元 {a} と {b} を回転</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="294" />
            <source>{dims} · θ = {theta:.9g} → {scaled:.9g} (×{ratio:.6g}) · wavelength {wl:,.6g} → {wl_scaled:,.6g} positions · {kind} · turns in the original {orig:,}: {turns:.4g}</source>
            <translation>{dims} · θ = {theta:.9g} → {scaled:.9g}（×{ratio:.6g}） · 波長 {wl:,.6g} → {wl_scaled:,.6g} 位置 · {kind} · 元の {orig:,} 位置での周回数: {turns:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="54" />
            <source>Shift check: needs at least 2 rows and 2 columns shown</source>
            <translation>シフト検査: 2 行 × 2 列以上の表示が必要</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="56" />
            <source>max |S[m,n] − S[m+1,n+1]| = {residual} {where} (S from the rotated vectors, float64):</source>
            <translation>{where} max |S[m,n] − S[m+1,n+1]| = {residual}（S は回転後のベクトルから float64 で計算）:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="59" />
            <source>S depends only on m − n (positions up to {last:.3g}: the float64 angles m·θᵢ carry ~{error:.0e} rad of rounding)</source>
            <translation>S は m − n だけで決まる（位置は {last:.3g} まで: float64 の角度 m·θᵢ には ~{error:.0e} rad の丸め誤差がある）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="63" />
            <source>S depends only on m − n</source>
            <translation>S は m − n だけで決まる</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="147" />
            <source>Query position m</source>
            <translation>クエリ位置 m</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="148" />
            <source>Key position n</source>
            <translation>キー位置 n</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="150" />
            <source>Distance m − n</source>
            <translation>距離 m − n</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="150" />
            <source>Distance m − n (query after key)</source>
            <translation>距離 m − n（クエリはキー以降）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="151" />
            <source>score / (|q|·|k|)</source>
            <translation>スコア / (|q|·|k|)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="153" />
            <source>Score against the distance m − n</source>
            <translation>距離 m − n に対するスコア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="183" />
            <source>target {n:,.0f}</source>
            <translation>目標 {n:,.0f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="235" />
            <source>{title} · colours fixed at ±{level:.4g}</source>
            <translation>{title} · 色は ±{level:.4g} に固定</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="238" />
            <source>S[m,n], colours fixed at ±{level:.4g}</source>
            <translation>S[m,n]（色は ±{level:.4g} に固定）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="240" />
            <source>each pixel the exact mean of {n:,}×{m:,} cells</source>
            <translation>各ピクセルは {n:,}×{m:,} セルの厳密な平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="241" />
            <source>every cell exact</source>
            <translation>全セルが厳密値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="243" />
            <source>S includes {factors}</source>
            <translation>S は {factors} を含みます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="244" />
            <source>no scaling</source>
            <translation>スケーリングなし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="245" />
            <source>{scaling} scaling</source>
            <translation>スケーリング {scaling}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="246" />
            <source>Shown: {shown} · {pixel} · {scaling}, pairs {pairing}{yarn}</source>
            <translation>表示: {shown} · {pixel} · {scaling}、ペア {pairing}{yarn}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="251" />
            <source>q, k ~ N(0,1) from seed {seed}: |q|·|k| = {norm:.4g} · colours at ±3 × RMS of S over all distances ({rms:.4g}) · no |S| exceeds Σ|qᵢ||kᵢ| = {bound:.4g}</source>
            <translation>q, k ~ N(0,1)（シード {seed}）: |q|·|k| = {norm:.4g} · 色の範囲は全距離での S の RMS（{rms:.4g}）の ±3 倍 · |S| は Σ|qᵢ||kᵢ| = {bound:.4g} を超えない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="259" />
            <source>RoPE scores: {shown} · {pixel}</source>
            <translation>RoPE スコア: {shown} · {pixel}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="276" />
            <source>every distance exact</source>
            <translation>全距離が厳密値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="278" />
            <source>each point the exact mean of {n:,} distances; the band is their exact min and max</source>
            <translation>各点は {n:,} 個の距離の厳密な平均、帯はその厳密な最小値と最大値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="281" />
            <source>each point the exact mean of {n:,} distances (too many to draw the min/max band: zoom in)</source>
            <translation>各点は {n:,} 個の距離の厳密な平均（多すぎて最小・最大の帯は描けません: ズームしてください）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="284" />
            <source>scores include {factors}</source>
            <translation>スコアは {factors} を含みます</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="285" />
            <source>seeded q, k</source>
            <translation>シード固定の q, k</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="286" />
            <source>expected score</source>
            <translation>期待スコア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="287" />
            <source>mean over pairs of cos(θᵢ·(m − n)), the normalised score of a q = k with equal energy in every pair</source>
            <translation>ペアごとの cos(θᵢ·(m − n)) の平均。全ペアに等しいエネルギーを持つ q = k の正規化スコア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="289" />
            <source>Distances {d0:,}–{d1:,}: {how}{note}</source>
            <translation>距離 {d0:,}–{d1:,}: {how}{note}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="330" />
            <source>distance m − n = {d:,} · score = {score:.9g} · score/(|q|·|k|) = {normalised:.6g} · expected score = {expected:.6g}</source>
            <translation>距離 m − n = {d:,} · スコア = {score:.9g} · スコア/(|q|·|k|) = {normalised:.6g} · 期待スコア = {expected:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="341" />
            <source>YaRN's attention scaling² = {value:.4g}</source>
            <translation>YaRN の注意スケーリング² = {value:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="343" />
            <source>the model's logit scale {value:.4g}</source>
            <translation>モデルのロジットスケール {value:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="344" />
            <source> and </source>
            <translation> と </translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="83" />
            <source>No pair has both a sine and a cosine: nothing to rotate.</source>
            <translation>sin と cos の両方を持つペアがないため、回転するものはありません。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="85" />
            <source>all {pairs:,} pairs × all {total:,} shown positions</source>
            <translation>全 {pairs:,} ペア × 表示中の全 {total:,} 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="88" />
            <source>all {pairs:,} pairs × {checked:,} of the {total:,} shown positions&lt;br&gt;({blocks} evenly spread blocks incl. the first and last;&lt;br&gt;a bounded subset, not all)</source>
            <translation>全 {pairs:,} ペア × 表示中の {total:,} 位置のうち {checked:,} 位置&lt;br&gt;（先頭と末尾を含め均等に配した {blocks} ブロック。&lt;br&gt;全部ではなく上限付きの部分集合）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="92" />
            <source>Largest |PE(p+k) − R(ω&lt;sub&gt;i&lt;/sub&gt;k)·PE(p)| over&lt;br&gt;{what}:</source>
            <translation>|PE(p+k) − R(ω&lt;sub&gt;i&lt;/sub&gt;k)·PE(p)| の最大値&lt;br&gt;（{what}）:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="94" />
            <source>float64, the angles p·ω formed exactly:&lt;br&gt;only rounding remains</source>
            <translation>float64、角度 p·ω は厳密に計算:&lt;br&gt;残るのは丸め誤差だけ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="184" />
            <source>(no cosine: the lone sine of odd d_model)</source>
            <translation>（cos なし: 奇数 d_model の対のない sin）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="247" />
            <source>Rotation: pair {i} is the lone sine of odd d_model {d}: no rotation</source>
            <translation>回転: ペア {i} は奇数 d_model {d} の対のない sin。回転なし</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="252" />
            <source>Rotation: pair {i}, k = {k:,}, angle {angle:.6g} rad · max |PE(p+k) − R·PE(p)| = {residual:.2g} over {pairs:,} pairs × all positions</source>
            <translation>回転: ペア {i}、k = {k:,}、角度 {angle:.6g} rad · max |PE(p+k) − R·PE(p)| = {residual:.2g}（{pairs:,} ペア × 全位置）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="257" />
            <source>Rotation: pair {i}, k = {k:,}, angle {angle:.6g} rad · max |PE(p+k) − R·PE(p)| = {residual:.2g} over {pairs:,} pairs × {checked:,} of {total:,} positions</source>
            <translation>回転: ペア {i}、k = {k:,}、角度 {angle:.6g} rad · max |PE(p+k) − R·PE(p)| = {residual:.2g}（{pairs:,} ペア × {total:,} 位置のうち {checked:,} 位置）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="340" />
            <source>&lt;b&gt;Pair {i}&lt;/b&gt; (dim {dim}) is the lone sine of odd d_model {d}:&lt;br&gt;it has no cosine partner, so no rotation maps PE(p) to PE(p+k).&lt;br&gt;Choose a pair from 0 to {last}.</source>
            <translation>&lt;b&gt;ペア {i}&lt;/b&gt;（次元 {dim}）は奇数 d_model {d} の対のない sin です。&lt;br&gt;相手の cos がないため、PE(p) を PE(p+k) に移す回転はありません。&lt;br&gt;0 から {last} までのペアを選んでください。</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="348" />
            <source>{n:,} positions go round the circle {laps:,.1f} times:&lt;br&gt;drawn as the band they cover</source>
            <translation>{n:,} 個の位置が円を {laps:,.1f} 周します:&lt;br&gt;通過する範囲を帯で表示</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="351" />
            <source>{n:,} positions: drawn as the arc they cover</source>
            <translation>{n:,} 個の位置: 通過する範囲を弧で表示</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="355" />
            <source>= {turns:,.4f} turns (the arc shows the rest, mod 360°)</source>
            <translation>= {turns:,.4f} 周（弧は端数を表示、mod 360°）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="361" />
            <source>&lt;b&gt;Pair i = {i:,}&lt;/b&gt; &amp;nbsp;(sin: dim {sin_dim:,}, cos: dim {cos_dim:,})</source>
            <translation>&lt;b&gt;ペア i = {i:,}&lt;/b&gt; &amp;nbsp;（sin: 次元 {sin_dim:,}、cos: 次元 {cos_dim:,}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="364" />
            <source>angle ω·k = {angle:.9g} rad = {degrees:,.6f}°</source>
            <translation>角度 ω·k = {angle:.9g} rad = {degrees:,.6f}°</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="395" />
            <source>position {pos:,} (a shown position near the cursor's angle) · angle p·ω = {angle:.9g} rad ({wrapped:.4f}° mod 360°) · sin = {sin:+.9f} · cos = {cos:+.9f}</source>
            <translation>位置 {pos:,}（カーソルの角度に近い表示中の位置） · 角度 p·ω = {angle:.9g} rad（{wrapped:.4f}° mod 360°） · sin = {sin:+.9f} · cos = {cos:+.9f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="398" />
            <source>position {pos:,} · angle p·ω = {angle:.9g} rad ({wrapped:.4f}° mod 360°) · sin = {sin:+.9f} · cos = {cos:+.9f}</source>
            <translation>位置 {pos:,} · 角度 p·ω = {angle:.9g} rad（{wrapped:.4f}° mod 360°） · sin = {sin:+.9f} · cos = {cos:+.9f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="37" />
            <source>Table column</source>
            <translation>テーブルの列</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="40" />
            <source>value</source>
            <translation>値</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="41" />
            <source>bias −m·(i−j)</source>
            <translation>バイアス −m·(i−j)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="41" />
            <source>bucket or bias</source>
            <translation>バケットまたはバイアス</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="42" />
            <source>j − i, clipped</source>
            <translation>クリップした j − i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="42" />
            <source>score</source>
            <translation>スコア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="43" />
            <source>score envelope</source>
            <translation>スコアの包絡線</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="92" />
            <source>queries i {p0:,}–{p1:,} × keys j {c0:,}–{c1:,}</source>
            <translation>クエリ i {p0:,}–{p1:,} × キー j {c0:,}–{c1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="94" />
            <source>positions {p0:,}–{p1:,} × columns {c0:,}–{c1:,}</source>
            <translation>位置 {p0:,}–{p1:,} × 列 {c0:,}–{c1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="98" />
            <source>{shown} · averaged: each pixel is the plain mean over the table's {n:,}×{m:,} cells</source>
            <translation>{shown} · 平均: 各ピクセルはテーブルの {n:,}×{m:,} セルの単純平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="237" />
            <source>no row past position {last:,}</source>
            <translation>位置 {last:,} より後の行はない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="240" />
            <source>every position shown is past the table: {note}</source>
            <translation>表示中の位置はすべてテーブルの外: {note}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="245" />
            <source>masked: keys j &gt; i (after the query)
are never attended</source>
            <translation>マスク: クエリより後のキー j &gt; i
は決して注意の対象にならない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="309" />
            <source>no value (all cells missing or masked)</source>
            <translation>値なし（全セルが欠損またはマスク）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="310" />
            <source>this pixel (mean of {n:,}×{m:,}) = {value}</source>
            <translation>このピクセル（{n:,}×{m:,} の平均）= {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="381" />
            <source>Scheme {scheme}: {detail}</source>
            <translation>方式 {scheme}: {detail}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="28" />
            <source>column</source>
            <translation>列</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="29" />
            <source>key j</source>
            <translation>キー j</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="37" />
            <source>Learned</source>
            <translation>学習式</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="38" />
            <source>ALiBi head 0</source>
            <translation>ALiBi ヘッド 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="38" />
            <source>Shaw</source>
            <translation>Shaw</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="49" />
            <source>Sinusoidal PE · d_model {d_model:,}</source>
            <translation>正弦波 PE · d_model {d_model:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="52" />
            <source>Learned table · {file}</source>
            <translation>学習式テーブル · {file}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="54" />
            <source>Learned · untrained {model} init · {rows:,} rows</source>
            <translation>学習式 · 未学習の {model} 初期値 · {rows:,} 行</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="59" />
            <source>RoPE · θ {base:,.6g} · head {head_dim} · {pairing}{scaling}</source>
            <translation>RoPE · θ {base:,.6g} · ヘッド次元 {head_dim} · {pairing}{scaling}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="62" />
            <source>ALiBi · head 0 of {n_heads} · m = {slope:.4g}</source>
            <translation>ALiBi · {n_heads} ヘッド中のヘッド 0 · m = {slope:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="65" />
            <source>buckets</source>
            <translation>バケット</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="65" />
            <source>bias of head 0</source>
            <translation>ヘッド 0 のバイアス</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="67" />
            <source>T5 · {n} buckets to {distance:,} · {way} · {what}</source>
            <translation>T5 · {distance:,} まで {n} バケット · {way} · {what}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="70" />
            <source>Shaw · j − i clipped to ±{k}</source>
            <translation>Shaw · j − i を ±{k} にクリップ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="72" />
            <source>Transformer-XL · {term}</source>
            <translation>Transformer-XL · {term}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="74" />
            <source>xPos · γ {gamma:,g} · θ {base:,.6g} · head {head_dim}</source>
            <translation>xPos · γ {gamma:,g} · θ {base:,.6g} · ヘッド次元 {head_dim}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="76" />
            <source>NoPE · the causal mask alone</source>
            <translation>NoPE · 因果マスクのみ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="83" />
            <source>Sinusoidal · d {d_model:,}</source>
            <translation>正弦波 · d {d_model:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="85" />
            <source>Learned · {rows:,} rows</source>
            <translation>学習式 · {rows:,} 行</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="88" />
            <source>RoPE · θ {base:,.6g}</source>
            <translation>RoPE · θ {base:,.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="90" />
            <source>ALiBi · m = {slope:.4g}</source>
            <translation>ALiBi · m = {slope:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="92" />
            <source>T5 · {n} buckets</source>
            <translation>T5 · {n} バケット</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="94" />
            <source>Shaw · k = {k}</source>
            <translation>Shaw · k = {k}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="98" />
            <source>xPos · γ {gamma:,g}</source>
            <translation>xPos · γ {gamma:,g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="111" />
            <source>plain means of {n:,}×{m:,} cells per pixel</source>
            <translation>1 ピクセルあたり {n:,}×{m:,} セルの単純平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="113" />
            <source>exact means of {n:,}×{m:,} cells per pixel</source>
            <translation>1 ピクセルあたり {n:,}×{m:,} セルの厳密な平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="120" />
            <source>grey: past the table's {rows:,} rows, no vector exists</source>
            <translation>灰色: テーブルの {rows:,} 行より先、ベクトルが存在しない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="123" />
            <source>dims 0–{a} cos, {b}–{c} sin</source>
            <translation>次元 0–{a} は cos, {b}–{c} は sin</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="124" />
            <source>even dims cos, odd dims sin</source>
            <translation>偶数次元は cos, 奇数次元は sin</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="126" />
            <source>diagonal blocks: mean over unmasked cells</source>
            <translation>対角ブロック: マスクされていないセルの平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="245" />
            <source>position i</source>
            <translation>位置 i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="274" />
            <source>{scheme} error</source>
            <translation>{scheme} エラー</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="275" />
            <source>{scheme} averaged</source>
            <translation>{scheme} 平均</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="276" />
            <source>{scheme} exact</source>
            <translation>{scheme} 厳密</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="277" />
            <source>All schemes: {states}</source>
            <translation>全方式: {states}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="286" />
            <source>{scheme}: {detail}</source>
            <translation>{scheme}: {detail}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="49" />
            <source>cosine similarity, colours fixed at −1 … 1</source>
            <translation>コサイン類似度（色は −1 … 1 に固定）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="50" />
            <source>PE(p)·PE(q), colours fixed at ±d/2 = ±{half:,g}</source>
            <translation>PE(p)·PE(q)（色は ±d/2 = ±{half:,g} に固定）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="56" />
            <source>Toeplitz check: needs at least 2 rows and 2 columns shown</source>
            <translation>テプリッツ性の確認: 2 行 2 列以上の表示が必要です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="58" />
            <source>max |M[p,q] − M[p+1,q+1]| = &lt;b&gt;{residual:.3g}&lt;/b&gt;, {where}</source>
            <translation>max |M[p,q] − M[p+1,q+1]| = &lt;b&gt;{residual:.3g}&lt;/b&gt;（{where}）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="61" />
            <source>odd d_model: the lone sine adds sin(pω)·sin(qω), not a function of p − q, so M is not exactly Toeplitz</source>
            <translation>奇数 d_model: 対のない sin が p − q の関数でない sin(pω)·sin(qω) を加えるため、M は厳密にはテプリッツ行列ではありません</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="63" />
            <source>(M from the PE vectors themselves, float64): M depends only on p − q, every diagonal is constant</source>
            <translation>（M は PE ベクトルそのものから float64 で計算）: M は p − q だけで決まり、どの対角線も一定です</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="88" />
            <source>Position p</source>
            <translation>位置 p</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="89" />
            <source>Position q</source>
            <translation>位置 q</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="97" />
            <source>Cosine similarity of PE(p) and PE(q)</source>
            <translation>PE(p) と PE(q) のコサイン類似度</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="152" />
            <source>Shown: {shown} · {n:,}×{m:,} positions per pixel</source>
            <translation>表示: {shown} · 1ピクセルあたり {n:,}×{m:,} 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="155" />
            <source>Shown: {shown}</source>
            <translation>表示: {shown}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="162" />
            <source>Similarity matrix ({metric}): {shown} · {note}</source>
            <translation>類似度行列（{metric}）: {shown} · {note}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="174" />
            <source>p = {p:,} · q = {q:,} · p − q = {lag:,} · PE(p)·PE(q) = {dot:.12g} · cosine = {cosine:.12g}</source>
            <translation>p = {p:,} · q = {q:,} · p − q = {lag:,} · PE(p)·PE(q) = {dot:.12g} · コサイン類似度 = {cosine:.12g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="181" />
            <source>{line} · this pixel (block mean) = {value:.9g}</source>
            <translation>{line} · このピクセル（ブロック平均） = {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="105" />
            <source>trained length {n:,}</source>
            <translation>学習時の系列長 {n:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="190" />
            <source>Similarity to {ref:,}: positions {p0:,}–{p1:,}</source>
            <translation>{ref:,} との類似度: 位置 {p0:,}–{p1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="193" />
            <source>{head} · every point exact</source>
            <translation>{head} · すべての点が厳密</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="195" />
            <source>{head} · averaged: each point is the exact mean of {n:,} (band: exact min/max)</source>
            <translation>{head} · 平均表示: 各点は {n:,} 個の厳密な平均（帯: 厳密な最小/最大）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="198" />
            <source>{head} · averaged: each point is the exact mean of {n:,} (computing the exact min/max band…)</source>
            <translation>{head} · 平均表示: 各点は {n:,} 個の厳密な平均（厳密な最小/最大の帯を計算中…）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="223" />
            <source>position {pos:,} · PE({ref:,})·PE({pos:,}) = {value:.9g}</source>
            <translation>位置 {pos:,} · PE({ref:,})·PE({pos:,}) = {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="33" />
            <source>≥ 1 full cycle</source>
            <translation>1 周期以上</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="33" />
            <source>part of a cycle</source>
            <translation>1 周期の一部</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="33" />
            <source>barely moves</source>
            <translation>ほとんど動かない</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="34" />
            <source>≥ 1 full cycle within {n:,} positions</source>
            <translation>{n:,} 位置内で 1 周期以上</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="35" />
            <source>part of a cycle (≥ 1/100)</source>
            <translation>1 周期の一部（≥ 1/100）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="36" />
            <source>barely moves (&amp;lt; 1/100 cycle, &amp;lt; 3.6°)</source>
            <translation>ほとんど動かない（&amp;lt; 1/100 周期、&amp;lt; 3.6°）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="96" />
            <source>Frequency pair i  (dimensions 2i, 2i+1 in the paper's layout)</source>
            <translation>周波数ペア i（論文の並びでは次元 2i, 2i+1）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="118" />
            <source>sequence length {n:,}</source>
            <translation>系列長 {n:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="156" />
            <source>{name}: {count:,} pair</source>
            <translation>{name}: {count:,} ペア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="157" />
            <source>{name}: {count:,} pairs</source>
            <translation>{name}: {count:,} ペア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="161" />
            <source>&lt;b&gt;Pair 0&lt;/b&gt;: ω = {omega}, wavelength 2π/ω = {wavelength:.6f} positions</source>
            <translation>&lt;b&gt;ペア 0&lt;/b&gt;: ω = {omega}、波長 2π/ω = {wavelength:.6f} 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="163" />
            <source>&lt;b&gt;Last pair {pair:,}&lt;/b&gt;: ω = {omega:.6g}, wavelength 2π/ω = {wavelength} positions</source>
            <translation>&lt;b&gt;最後のペア {pair:,}&lt;/b&gt;: ω = {omega:.6g}、波長 2π/ω = {wavelength} 位置</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="165" />
            <source>Over {seq_len:,} positions: &lt;b&gt;{full:,} of {n:,} pairs complete at least one full cycle&lt;/b&gt;, {part:,} turn part of a cycle, {barely:,} barely move (last pair: {cycles} of a cycle)</source>
            <translation>{seq_len:,} 位置の間に: &lt;b&gt;{n:,} ペア中 {full:,} ペアが 1 周期以上回り&lt;/b&gt;、{part:,} ペアが周期の一部だけ回り、{barely:,} ペアはほとんど動きません（最後のペア: {cycles} 周期）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="170" />
            <source>Wavelengths: {n:,} pairs from {first:.4g} to {last} positions; {full:,} complete a cycle within {seq_len:,} positions</source>
            <translation>波長: {n:,} ペア、{first:.4g} から {last} 位置まで。{seq_len:,} 位置内で 1 周期以上回るのは {full:,} ペア</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="183" />
            <source>dims {sin} (sin), {cos} (cos)</source>
            <translation>次元 {sin} (sin), {cos} (cos)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="184" />
            <source>dim {sin} (lone sin)</source>
            <translation>次元 {sin}（対のない sin）</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="186" />
            <source>pair {pair:,} ({dims}) · ω = {omega:.9g} · wavelength 2π/ω = {wavelength:,.9g} positions · cycles in {seq_len:,} positions = {cycles:.6g}</source>
            <translation>ペア {pair:,}（{dims}）· ω = {omega:.9g} · 波長 2π/ω = {wavelength:,.9g} 位置 · {seq_len:,} 位置での周期数 = {cycles:.6g}</translation>
        </message>
    </context>
</TS>
