<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
    <context>
        <name>pe-desktop</name>
        <message>
            <location filename="../../pe_desktop/core/alibi.py" line="302" />
            <source>the ALiBi bias matrix of {n:,} positions has {values:,} values; its data export is limited to {limit:,} × {limit:,}: use --seq-len {limit:,} or fewer</source>
            <translation>the ALiBi bias matrix of {n:,} positions has {values:,} values; its data export is limited to {limit:,} × {limit:,}: use --seq-len {limit:,} or fewer</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="229" />
            <source>exact mean of its block</source>
            <translation>exact mean of its block</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="229" />
            <source>exact value</source>
            <translation>exact value</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="231" />
            <source>each pixel the {mean} of PE(p)·PE(q)</source>
            <translation>each pixel the {mean} of PE(p)·PE(q)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="234" />
            <source>each pixel the {mean} of the cosine (= dot/(d/2): every |PE|² = d/2)</source>
            <translation>each pixel the {mean} of the cosine (= dot/(d/2): every |PE|² = d/2)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="238" />
            <source>each pixel the {mean} of the cosine (= dot/{half:,}: every |PE|² = (d−1)/2, the zero column adds nothing)</source>
            <translation>each pixel the {mean} of the cosine (= dot/{half:,}: every |PE|² = (d−1)/2, the zero column adds nothing)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="246" />
            <source>each pixel the exact cosine (odd d: |PE(p)| varies)</source>
            <translation>each pixel the exact cosine (odd d: |PE(p)| varies)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="249" />
            <source>odd d, averaged: each pixel the exact block mean of PE(p)·PE(q)/(d/2),
within {bound:.2g} of the mean cosine; zoom in for exact cosines</source>
            <translation>odd d, averaged: each pixel the exact block mean of PE(p)·PE(q)/(d/2),
within {bound:.2g} of the mean cosine; zoom in for exact cosines</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="338" />
            <source>the similarity matrix of {n:,} positions has {values:,} values; its data export is limited to {limit:,} × {limit:,} positions: use --seq-len {limit:,} or fewer</source>
            <translation>the similarity matrix of {n:,} positions has {values:,} values; its data export is limited to {limit:,} × {limit:,} positions: use --seq-len {limit:,} or fewer</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="503" />
            <source>pair {pair} is the lone sine of odd d_model {d_model}: it has no cosine partner, so there is no rotation to export</source>
            <translation>pair {pair} is the lone sine of odd d_model {d_model}: it has no cosine partner, so there is no rotation to export</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/analysis.py" line="507" />
            <source>{n:,} positions is too many for the rotation table (at most {limit:,} rows): use fewer positions</source>
            <translation>{n:,} positions is too many for the rotation table (at most {limit:,} rows): use fewer positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="114" />
            <source>cannot write {target}: {reason}</source>
            <translation>cannot write {target}: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="132" />
            <source>cannot write {target}: folder {folder} does not exist</source>
            <translation>cannot write {target}: folder {folder} does not exist</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="135" />
            <source>cannot write {target}: folder {folder} is not writable</source>
            <translation>cannot write {target}: folder {folder} is not writable</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="138" />
            <source>cannot write {target}: it exists and is not a regular file</source>
            <translation>cannot write {target}: it exists and is not a regular file</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/atomic.py" line="155" />
            <source>cannot write {target}: nothing was written (is the disk full?)</source>
            <translation>cannot write {target}: nothing was written (is the disk full?)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/attention.py" line="252" />
            <source>a sentence has no tokens</source>
            <translation>a sentence has no tokens</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="51" />
            <source>Sinusoidal positional encoding PE(position, dimension)</source>
            <translation>Sinusoidal positional encoding PE(position, dimension)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="54" />
            <source>Dot product PE(reference)·PE(position)</source>
            <translation>Dot product PE(reference)·PE(position)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="57" />
            <source>Word order: attention without and with positions</source>
            <translation>Word order: attention without and with positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="61" />
            <source>Embedding + encoding: X [B, S, D] → X + PE [B, S, D]</source>
            <translation>Embedding + encoding: X [B, S, D] → X + PE [B, S, D]</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="65" />
            <source>Wavelength 2π/ωᵢ of each frequency pair (log scale)</source>
            <translation>Wavelength 2π/ωᵢ of each frequency pair (log scale)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="68" />
            <source>Two positions' encoding vectors over the dimensions</source>
            <translation>Two positions' encoding vectors over the dimensions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="72" />
            <source>Similarity matrix M[p, q] = PE(p)·PE(q)</source>
            <translation>Similarity matrix M[p, q] = PE(p)·PE(q)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="76" />
            <source>A (sin, cos) pair on the unit circle: shifting by k rotates it</source>
            <translation>A (sin, cos) pair on the unit circle: shifting by k rotates it</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="82" />
            <source>Clock hands: at position p each frequency pair has turned by p·ωᵢ</source>
            <translation>Clock hands: at position p each frequency pair has turned by p·ωᵢ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="86" />
            <source>RoPE wavelengths 2π/θᵢ per pair, original and scaled (log scale)</source>
            <translation>RoPE wavelengths 2π/θᵢ per pair, original and scaled (log scale)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="89" />
            <source>RoPE score S[m, n] = rope(q, m)·rope(k, n) for a seeded query q and key k</source>
            <translation>RoPE score S[m, n] = rope(q, m)·rope(k, n) for a seeded query q and key k</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="92" />
            <source>Positional scheme: absolute, rotary or relative (nine schemes)</source>
            <translation>Positional scheme: absolute, rotary or relative (nine schemes)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="100" />
            <source>How each scheme relates two positions δ apart</source>
            <translation>How each scheme relates two positions δ apart</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="107" />
            <source>All nine schemes at the same parameters</source>
            <translation>All nine schemes at the same parameters</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="114" />
            <source>Two models: wavelengths per pair and distance decay, A against B</source>
            <translation>Two models: wavelengths per pair and distance decay, A against B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="117" />
            <source>A model's layers: RoPE per layer type, and layers without positions</source>
            <translation>A model's layers: RoPE per layer type, and layers without positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="120" />
            <source>Image patches on a 2D grid, each against a reference patch</source>
            <translation>Image patches on a 2D grid, each against a reference patch</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/catalogue.py" line="125" />
            <source>M-RoPE: Qwen-VL's (t, h, w) positions for text, an image or video, text</source>
            <translation>M-RoPE: Qwen-VL's (t, h, w) positions for text, an image or video, text</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="69" />
            <source>{name}: a pickled PyTorch checkpoint, not opened: loading it would run the code it names (pickle). Only .safetensors checkpoints are read (plain bytes and a JSON header)</source>
            <translation>{name}: a pickled PyTorch checkpoint, not opened: loading it would run the code it names (pickle). Only .safetensors checkpoints are read (plain bytes and a JSON header)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="102" />
            <source>{name}: truncated: {size:,} bytes, too short for a safetensors header</source>
            <translation>{name}: truncated: {size:,} bytes, too short for a safetensors header</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="106" />
            <source>{name}: the header claims {length:,} bytes but the file has {size:,}: truncated, or not a safetensors file</source>
            <translation>{name}: the header claims {length:,} bytes but the file has {size:,}: truncated, or not a safetensors file</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="114" />
            <source>{name}: unreadable ({reason})</source>
            <translation>{name}: unreadable ({reason})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="118" />
            <source>{name}: the safetensors header holds {count:,} objects and lists, more than the {limit:,} a checkpoint's tensors need: not read</source>
            <translation>{name}: the safetensors header holds {count:,} objects and lists, more than the {limit:,} a checkpoint's tensors need: not read</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="124" />
            <source>{name}: the safetensors header is not valid JSON</source>
            <translation>{name}: the safetensors header is not valid JSON</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="127" />
            <source>{name}: the safetensors header is not a JSON object</source>
            <translation>{name}: the safetensors header is not a JSON object</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="137" />
            <source>{name}: the header lies: tensors {first} and {second} overlap</source>
            <translation>{name}: the header lies: tensors {first} and {second} overlap</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="141" />
            <source>{name}: truncated: tensor {tensor} ends at byte {end:,} but the file has {size:,}</source>
            <translation>{name}: truncated: tensor {tensor} ends at byte {end:,} but the file has {size:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="149" />
            <source>{name}: the header lies about tensor {tensor}: {what}</source>
            <translation>{name}: the header lies about tensor {tensor}: {what}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="153" />
            <source>its entry is not an object</source>
            <translation>its entry is not an object</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="156" />
            <source>unknown dtype {dtype}</source>
            <translation>unknown dtype {dtype}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="159" />
            <source>shape {shape} is not a list of sizes</source>
            <translation>shape {shape} is not a list of sizes</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="163" />
            <source>data_offsets {offsets} are not [begin, end]</source>
            <translation>data_offsets {offsets} are not [begin, end]</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="168" />
            <source>{shape} × {dtype} is {expected:,} bytes, the offsets give {given:,}</source>
            <translation>{shape} × {dtype} is {expected:,} bytes, the offsets give {given:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="185" />
            <source>{name}: tensor {tensor} is {dtype}, not a float table (F16, BF16, F32 or F64)</source>
            <translation>{name}: tensor {tensor} is {dtype}, not a float table (F16, BF16, F32 or F64)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="202" />
            <source>{name}: truncated: tensor {tensor} needs {count:,} bytes, {got:,} were there</source>
            <translation>{name}: truncated: tensor {tensor} needs {count:,} bytes, {got:,} were there</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="236" />
            <source>{index}: shard {shard} is not in the folder</source>
            <translation>{index}: shard {shard} is not in the folder</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="241" />
            <source>{index} puts {tensor} in {shard}, whose header does not have it</source>
            <translation>{index} puts {tensor} in {shard}, whose header does not have it</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="254" />
            <source>{index}: too large to be an index ({size:,} bytes)</source>
            <translation>{index}: too large to be an index ({size:,} bytes)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="260" />
            <source>{index}: not a readable JSON index</source>
            <translation>{index}: not a readable JSON index</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="264" />
            <source>{index}: no weight_map of tensor names to files</source>
            <translation>{index}: no weight_map of tensor names to files</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/checkpoints.py" line="267" />
            <source>{index}: shard {shard} is not a .safetensors file in the same folder</source>
            <translation>{index}: shard {shard} is not a .safetensors file in the same folder</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/clock.py" line="52" />
            <source>d_model {d_model} has no (sin, cos) pair to turn</source>
            <translation>d_model {d_model} has no (sin, cos) pair to turn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="39" />
            <source>the {view} view has no data export</source>
            <translation>the {view} view has no data export</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="61" />
            <source>unsupported data format {suffix!r}: use .npy or .csv</source>
            <translation>unsupported data format {suffix!r}: use .npy or .csv</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="66" />
            <source>{rows:,} × {width:,} values is too large for CSV (about {size}); use .npy, or fewer positions</source>
            <translation>{rows:,} × {width:,} values is too large for CSV (about {size}); use .npy, or fewer positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="73" />
            <source>{name} would take about {size} but only {free} is free in {folder}</source>
            <translation>{name} would take about {size} but only {free} is free in {folder}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/datafiles.py" line="99" />
            <source>export cancelled</source>
            <translation>export cancelled</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/encodings.py" line="36" />
            <source>interleaved</source>
            <translation>interleaved</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/encodings.py" line="36" />
            <source>concat-paper</source>
            <translation>concat-paper</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/encodings.py" line="36" />
            <source>concat-t2t</source>
            <translation>concat-t2t</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="89" />
            <source>One journal column (8.5 cm)</source>
            <translation>One journal column (8.5 cm)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="90" />
            <source>Two columns (17.8 cm)</source>
            <translation>Two columns (17.8 cm)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="91" />
            <source>A4 page (landscape)</source>
            <translation>A4 page (landscape)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="92" />
            <source>16:9 slide</source>
            <translation>16:9 slide</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="100" />
            <source>--size must be one of {choices}, got {value!r}</source>
            <translation>--size must be one of {choices}, got {value!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="135" />
            <source>--dpi must be a number from {low:g} to {high:g}, got {value!r}</source>
            <translation>--dpi must be a number from {low:g} to {high:g}, got {value!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="139" />
            <source>{flag} must be an integer from {low} to {high} pixels, got {value!r}</source>
            <translation>{flag} must be an integer from {low} to {high} pixels, got {value!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="143" />
            <source>--background must be one of {choices}, got {value!r}</source>
            <translation>--background must be one of {choices}, got {value!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="149" />
            <source>--text-pt must be a number from {low:g} to {high:g} points, got {value!r}</source>
            <translation>--text-pt must be a number from {low:g} to {high:g} points, got {value!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="154" />
            <source>{width} × {height} pixels at {dpi:g} DPI is laid out at {lw:,} × {lh:,} screen pixels; at most {limit:,} (4096 × 4096): raise --dpi or make the picture smaller</source>
            <translation>{width} × {height} pixels at {dpi:g} DPI is laid out at {lw:,} × {lh:,} screen pixels; at most {limit:,} (4096 × 4096): raise --dpi or make the picture smaller</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="186" />
            <source>unit must be one of {choices}, got {value!r}</source>
            <translation>unit must be one of {choices}, got {value!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="201" />
            <source>unsupported format {suffix!r}: use one of {formats}</source>
            <translation>unsupported format {suffix!r}: use one of {formats}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="203" />
            <source>unsupported format '(no extension)': use one of {formats}</source>
            <translation>unsupported format '(no extension)': use one of {formats}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="268" />
            <source>{source} carries no pe-desktop parameters (was it saved by pe-desktop?)</source>
            <translation>{source} carries no pe-desktop parameters (was it saved by pe-desktop?)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="273" />
            <source>{source}: the embedded parameters are not valid JSON</source>
            <translation>{source}: the embedded parameters are not valid JSON</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="276" />
            <source>{source}: the embedded record is not a pe-desktop figure</source>
            <translation>{source}: the embedded record is not a pe-desktop figure</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="281" />
            <source>{source}: the embedded record names no view</source>
            <translation>{source}: the embedded record names no view</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="285" />
            <source>{source}: the embedded output options are invalid</source>
            <translation>{source}: the embedded output options are invalid</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="292" />
            <source>{source}: the embedded list of stacked views is invalid</source>
            <translation>{source}: the embedded list of stacked views is invalid</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="307" />
            <source>{source}: the embedded view range is invalid</source>
            <translation>{source}: the embedded view range is invalid</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="314" />
            <source>{source}: parameters must be a JSON object</source>
            <translation>{source}: parameters must be a JSON object</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="317" />
            <source>{source}: unknown parameter {name!r}</source>
            <translation>{source}: unknown parameter {name!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="326" />
            <source>{source}: {error}</source>
            <translation>{source}: {error}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="383" />
            <source>{source}: the schema must be a whole number, got {value!r}</source>
            <translation>{source}: the schema must be a whole number, got {value!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="386" />
            <source>{source} was saved by a newer pe-desktop (schema {schema}; this version reads up to {known}): open it with a newer version</source>
            <translation>{source} was saved by a newer pe-desktop (schema {schema}; this version reads up to {known}): open it with a newer version</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="406" />
            <source>{source} is too large to be a session file ({size:,} bytes)</source>
            <translation>{source} is too large to be a session file ({size:,} bytes)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="411" />
            <source>{source} is not a pe-desktop session (not valid UTF-8 JSON)</source>
            <translation>{source} is not a pe-desktop session (not valid UTF-8 JSON)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="414" />
            <source>{source} is not a pe-desktop session file</source>
            <translation>{source} is not a pe-desktop session file</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="418" />
            <source>{source}: 'view' must be a view name</source>
            <translation>{source}: 'view' must be a view name</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="432" />
            <source>{name} is not a readable PNG image</source>
            <translation>{name} is not a readable PNG image</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="527" />
            <source>--from takes a .png or .svg written by pe-desktop, got {name}</source>
            <translation>--from takes a .png or .svg written by pe-desktop, got {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="541" />
            <source>unknown view {view}: use one of {views}</source>
            <translation>unknown view {view}: use one of {views}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/figure.py" line="558" />
            <source>{name} is not a readable SVG file ({reason})</source>
            <translation>{name} is not a readable SVG file ({reason})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="34" />
            <source>{path} does not exist</source>
            <translation>{path} does not exist</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="36" />
            <source>cannot read {path}: {reason}</source>
            <translation>cannot read {path}: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="41" />
            <source>{path} is a folder, not a file</source>
            <translation>{path} is a folder, not a file</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="43" />
            <source>{path} is not a regular file (a pipe, device or socket is not read)</source>
            <translation>{path} is not a regular file (a pipe, device or socket is not read)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/files.py" line="65" />
            <source>{path} is too large ({size}; at most {limit} is read)</source>
            <translation>{path} is too large ({size}; at most {limit} is read)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="104" />
            <source>{what} must be a positive multiple of {multiple}, got {value}</source>
            <translation>{what} must be a positive multiple of {multiple}, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="110" />
            <source>the base must be a number above 1, got {value}</source>
            <translation>the base must be a number above 1, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="176" />
            <source>the grid must have at least one row and one column, got {h} × {w}</source>
            <translation>the grid must have at least one row and one column, got {h} × {w}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="258" />
            <source>the grid must have at least one column, got {w}</source>
            <translation>the grid must have at least one column, got {w}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="395" />
            <source>a text segment needs at least one token, got {n}</source>
            <translation>a text segment needs at least one token, got {n}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="398" />
            <source>unknown segment kind {kind}</source>
            <translation>unknown segment kind {kind}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="401" />
            <source>an image or video grid must be T ≥ 1 by H, W positive multiples of the spatial merge {m}, got ({t}, {h}, {w})</source>
            <translation>an image or video grid must be T ≥ 1 by H, W positive multiples of the spatial merge {m}, got ({t}, {h}, {w})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="404" />
            <source>seconds per grid must be above 0, got {s}</source>
            <translation>seconds per grid must be above 0, got {s}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="431" />
            <source>the spatial merge must be at least 1, got {m}</source>
            <translation>the spatial merge must be at least 1, got {m}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="433" />
            <source>a layout needs at least one segment</source>
            <translation>a layout needs at least one segment</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="472" />
            <source>mrope_section must be counts ≥ 0 (three when interleaved) summing to head_dim/2 = {half}, got {section}</source>
            <translation>mrope_section must be counts ≥ 0 (three when interleaved) summing to head_dim/2 = {half}, got {section}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/grid.py" line="536" />
            <source>--mrope-section must be counts separated by commas, as 16,24,24, got {text!r}</source>
            <translation>--mrope-section must be counts separated by commas, as 16,24,24, got {text!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="51" />
            <source>{what} of {rows:,} × {width:,} = {values:,} values (about {size} as float32) is too large: at most {limit:,} values; use fewer rows or a smaller d_model</source>
            <translation>{what} of {rows:,} × {width:,} = {values:,} values (about {size} as float32) is too large: at most {limit:,} values; use fewer rows or a smaller d_model</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="74" />
            <source>--init must be one of bert, gpt2, got {init!r}</source>
            <translation>--init must be one of bert, gpt2, got {init!r}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="75" />
            <source>a learned table</source>
            <translation>a learned table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="91" />
            <source>untrained initialisation (BERT: truncated normal σ={std:g}, cut at ±{cut:g}σ)</source>
            <translation>untrained initialisation (BERT: truncated normal σ={std:g}, cut at ±{cut:g}σ)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="93" />
            <source>untrained initialisation (GPT-2: normal σ={std:g})</source>
            <translation>untrained initialisation (GPT-2: normal σ={std:g})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="117" />
            <source>table file {name}: no such file</source>
            <translation>table file {name}: no such file</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="119" />
            <source>table file {name}: is a folder, not a .npy file</source>
            <translation>table file {name}: is a folder, not a .npy file</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="120" />
            <source>table file {name}: {reason}</source>
            <translation>table file {name}: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="134" />
            <source>table file {name}: unreadable ({reason})</source>
            <translation>table file {name}: unreadable ({reason})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="142" />
            <source>table file {name}: not a .npy file (no NumPy header)</source>
            <translation>table file {name}: not a .npy file (no NumPy header)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="148" />
            <source>table file {name}: .npy format version {version} is not read (1.0, 2.0 and 3.0 are)</source>
            <translation>table file {name}: .npy format version {version} is not read (1.0, 2.0 and 3.0 are)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="172" />
            <source>table file {name}: holds Python objects (dtype {dtype}), which would need pickle; only plain float arrays are loaded</source>
            <translation>table file {name}: holds Python objects (dtype {dtype}), which would need pickle; only plain float arrays are loaded</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="176" />
            <source>table file {name}: wrong shape {shape}: a table must be 2-D (positions, d_model)</source>
            <translation>table file {name}: wrong shape {shape}: a table must be 2-D (positions, d_model)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="179" />
            <source>table file {name}: wrong shape {shape}: it has no values</source>
            <translation>table file {name}: wrong shape {shape}: it has no values</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="182" />
            <source>table file {name}: dtype {dtype} is not a real float type (float16/32/64 only)</source>
            <translation>table file {name}: dtype {dtype} is not a real float type (float16/32/64 only)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="185" />
            <source>table file {name}: wrong shape {shape}: a dimension is larger than {limit:,}</source>
            <translation>table file {name}: wrong shape {shape}: a dimension is larger than {limit:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="187" />
            <source>table file {name}</source>
            <translation>table file {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="268" />
            <source>table file {name}: unreadable (truncated: {size:,} bytes where the header promises {need:,})</source>
            <translation>table file {name}: unreadable (truncated: {size:,} bytes where the header promises {need:,})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="298" />
            <source>{what}: {count:,} values are not finite; the first is NaN at row {row}, column {col}</source>
            <translation>{what}: {count:,} values are not finite; the first is NaN at row {row}, column {col}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="301" />
            <source>{what}: {count:,} values are not finite; the first is an infinite value at row {row}, column {col}</source>
            <translation>{what}: {count:,} values are not finite; the first is an infinite value at row {row}, column {col}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="306" />
            <source>{what}: a value of magnitude {value:.3g} is beyond the float32 range (±{limit:.3g}) the views draw in</source>
            <translation>{what}: a value of magnitude {value:.3g} is beyond the float32 range (±{limit:.3g}) the views draw in</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="340" />
            <source>the table {tensor}</source>
            <translation>the table {tensor}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="386" />
            <source>trained table from {name}</source>
            <translation>trained table from {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="389" />
            <source>trained table {tensor} of {name}</source>
            <translation>trained table {tensor} of {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="411" />
            <source>the table is {width:,} wide, not d_model {d_model:,}: its width is used</source>
            <translation>the table is {width:,} wide, not d_model {d_model:,}: its width is used</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="417" />
            <source>no row past position {last:,}: a learned table cannot go past its maximum length ({rows:,} positions)</source>
            <translation>no row past position {last:,}: a learned table cannot go past its maximum length ({rows:,} positions)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="509" />
            <source>the distance decay of a learned table is computed for at most {limit:,} rows; this table has {rows:,}</source>
            <translation>the distance decay of a learned table is computed for at most {limit:,} rows; this table has {rows:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/learned.py" line="566" />
            <source>positions {first:,}–{last:,} asked, but the learned table has rows 0–{last_row:,} only ({note}); use --offset and --seq-len within it</source>
            <translation>positions {first:,}–{last:,} asked, but the learned table has rows 0–{last_row:,} only ({note}); use --offset and --seq-len within it</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="148" />
            <source>{name}: M-RoPE θ {base:,.10g}, {pairs} pairs (head dim {head_dim}) {layout}, {m} × {m} patches a token, context {context:,}</source>
            <translation>{name}: M-RoPE θ {base:,.10g}, {pairs} pairs (head dim {head_dim}) {layout}, {m} × {m} patches a token, context {context:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="157" />
            <source>, {scaling} ×{factor:g} from {orig:,}</source>
            <translation>, {scaling} ×{factor:g} from {orig:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="161" />
            <source>{name}: RoPE θ {base:,.10g}, {pairs} pairs (head dim {head_dim}){extra}, context {context:,}</source>
            <translation>{name}: RoPE θ {base:,.10g}, {pairs} pairs (head dim {head_dim}){extra}, context {context:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="166" />
            <source>{name}: ALiBi, {heads} heads</source>
            <translation>{name}: ALiBi, {heads} heads</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="168" />
            <source>{name}: T5 relative buckets, {buckets} buckets to distance {distance:,}, {heads} heads, {direction} ({source})</source>
            <translation>{name}: T5 relative buckets, {buckets} buckets to distance {distance:,}, {heads} heads, {direction} ({source})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="171" />
            <source>bidirectional</source>
            <translation>bidirectional</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="171" />
            <source>causal</source>
            <translation>causal</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="172" />
            <source>trained biases</source>
            <translation>trained biases</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="173" />
            <source>no biases read</source>
            <translation>no biases read</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="175" />
            <source>table {tensor}</source>
            <translation>table {tensor}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="176" />
            <source>no table in the checkpoint: untrained</source>
            <translation>no table in the checkpoint: untrained</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="177" />
            <source>{name}: learned table {rows:,} × {width:,} ({source})</source>
            <translation>{name}: learned table {rows:,} × {width:,} ({source})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="179" />
            <source>{name}: sinusoidal, d_model {d_model:,}, {layout}</source>
            <translation>{name}: sinusoidal, d_model {d_model:,}, {layout}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="194" />
            <source>{name}: not valid JSON</source>
            <translation>{name}: not valid JSON</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="196" />
            <source>{name}: not a JSON object</source>
            <translation>{name}: not a JSON object</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="231" />
            <source>{config}: {key} must be a number, got {value}</source>
            <translation>{config}: {key} must be a number, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="234" />
            <source>{config}: {key} = {value} is too large (a count or factor of at most {digits} digits is read)</source>
            <translation>{config}: {key} = {value} is too large (a count or factor of at most {digits} digits is read)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="239" />
            <source>{config}: {key} must be an integer, got {value}</source>
            <translation>{config}: {key} must be an integer, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="248" />
            <source>{config}: {key} = {value:,} must be at least {least}</source>
            <translation>{config}: {key} = {value:,} must be at least {least}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="322" />
            <source>rope_parameters per layer type: the {layer} layers' are drawn</source>
            <translation>rope_parameters per layer type: the {layer} layers' are drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="325" />
            <source>{config}: rope_parameters has no entry for the layer type {layer}</source>
            <translation>{config}: rope_parameters has no entry for the layer type {layer}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="355" />
            <source>{config}: {key} must be an object, got {value}</source>
            <translation>{config}: {key} must be an object, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="366" />
            <source>Hugging Face's {family} default {value:,.10g} (no {key} in {config})</source>
            <translation>Hugging Face's {family} default {value:,.10g} (no {key} in {config})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="371" />
            <source>Hugging Face's default 10000 (no rope_theta in {config})</source>
            <translation>Hugging Face's default 10000 (no rope_theta in {config})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="384" />
            <source>{config}: RoPE needs head_dim, or hidden_size and num_attention_heads; keys seen: {keys}</source>
            <translation>{config}: RoPE needs head_dim, or hidden_size and num_attention_heads; keys seen: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="389" />
            <source>{hidden_key} {hidden} / {heads_key} {heads}</source>
            <translation>{hidden_key} {hidden} / {heads_key} {heads}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="397" />
            <source>{config}: {key} = {value:g}: the share of each head that rotates must be above 0 and at most 1</source>
            <translation>{config}: {key} = {value:g}: the share of each head that rotates must be above 0 and at most 1</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="407" />
            <source>{head} × {partial_key} {partial:g} = {rotary} rotated dims</source>
            <translation>{head} × {partial_key} {partial:g} = {rotary} rotated dims</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="410" />
            <source>partial rotary: {rotary} of the head's {head_dim} dims rotate; the rest carry no position</source>
            <translation>partial rotary: {rotary} of the head's {head_dim} dims rotate; the rest carry no position</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="416" />
            <source>{config}: {rotary} rotated dims per head: RoPE needs an even number from 2 to {top}</source>
            <translation>{config}: {rotary} rotated dims per head: RoPE needs an even number from 2 to {top}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="423" />
            <source>{family} rotates (2i, 2i+1) pairs ({how})</source>
            <translation>{family} rotates (2i, 2i+1) pairs ({how})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="426" />
            <source>Hugging Face's {family} rotates i with i + d/2 (rotate_half)</source>
            <translation>Hugging Face's {family} rotates i with i + d/2 (rotate_half)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="433" />
            <source>no max_position_embeddings: 4096 shown</source>
            <translation>no max_position_embeddings: 4096 shown</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="435" />
            <source>{source} = {value:,}: a context of at least 1 position is needed</source>
            <translation>{source} = {value:,}: a context of at least 1 position is needed</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="458" />
            <source>{config}: rope_type {rope_type} needs {key}.factor</source>
            <translation>{config}: rope_type {rope_type} needs {key}.factor</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="465" />
            <source>no rope_scaling</source>
            <translation>no rope_scaling</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="480" />
            <source>no factor: max_position_embeddings {max_pos:,} / original_max_position_embeddings {orig:,}</source>
            <translation>no factor: max_position_embeddings {max_pos:,} / original_max_position_embeddings {orig:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="489" />
            <source>Hugging Face's default {value:g}</source>
            <translation>Hugging Face's default {value:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="497" />
            <source>{source} = {value:g}: 0.1·{name}·ln {factor:g} + 1 = {scale:g}; YaRN's attention factor needs it above 0</source>
            <translation>{source} = {value:g}: 0.1·{name}·ln {factor:g} + 1 = {scale:g}; YaRN's attention factor needs it above 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="502" />
            <source>{key}.mscale {m:g} / mscale_all_dim {m_all:g}: (0.1·{m:g}·ln s + 1)/(0.1·{m_all:g}·ln s + 1)</source>
            <translation>{key}.mscale {m:g} / mscale_all_dim {m_all:g}: (0.1·{m:g}·ln s + 1)/(0.1·{m_all:g}·ln s + 1)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="506" />
            <source>not given: 0.1·ln s + 1</source>
            <translation>not given: 0.1·ln s + 1</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="512" />
            <source>Hugging Face's default: true (ramp ends rounded to whole pairs)</source>
            <translation>Hugging Face's default: true (ramp ends rounded to whole pairs)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="517" />
            <source>{config}: llama3 scaling needs {key}.original_max_position_embeddings</source>
            <translation>{config}: llama3 scaling needs {key}.original_max_position_embeddings</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="523" />
            <source>{config}: llama3 scaling needs {key}.{name}</source>
            <translation>{config}: llama3 scaling needs {key}.{name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="536" />
            <source>{config}: longrope needs {key}.{name}: {pairs} numbers from {low:g} to {high:g}, one per pair</source>
            <translation>{config}: longrope needs {key}.{name}: {pairs} numbers from {low:g} to {high:g}, one per pair</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="543" />
            <source>max_position_embeddings {max_pos:,} / original_max_position_embeddings {orig:,}</source>
            <translation>max_position_embeddings {max_pos:,} / original_max_position_embeddings {orig:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="549" />
            <source>not given: √(1 + ln s / ln original)</source>
            <translation>not given: √(1 + ln s / ln original)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="551" />
            <source>{config}: rope_type {rope_type} is not one this app draws (default, linear, dynamic, yarn, longrope, llama3)</source>
            <translation>{config}: rope_type {rope_type} is not one this app draws (default, linear, dynamic, yarn, longrope, llama3)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="557" />
            <source>{family}'s attention: softmax scale × (0.1·{m:g}·ln {factor:g} + 1)² (yarn_apply_mscale, {key}.mscale_all_dim)</source>
            <translation>{family}'s attention: softmax scale × (0.1·{m:g}·ln {factor:g} + 1)² (yarn_apply_mscale, {key}.mscale_all_dim)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="562" />
            <source>{config}: scaling factor {factor:g} is below 1</source>
            <translation>{config}: scaling factor {factor:g} is below 1</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="586" />
            <source>{source} = {count:,}: the app reads models of at most {top:,} layers</source>
            <translation>{source} = {count:,}: the app reads models of at most {top:,} layers</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="592" />
            <source>{source} must be a list of 1 to {top:,} layer type names, got {value}</source>
            <translation>{source} must be a list of 1 to {top:,} layer type names, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="596" />
            <source>{source} names {names:,} layers, num_hidden_layers is {count:,}</source>
            <translation>{source} names {names:,} layers, num_hidden_layers is {count:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="599" />
            <source>{source} has {kinds} layer types; the app draws at most {top}</source>
            <translation>{source} has {kinds} layer types; the app draws at most {top}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="610" />
            <source>{source} {every}: one full_attention layer in each {every}</source>
            <translation>{source} {every}: one full_attention layer in each {every}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="613" />
            <source>{family}'s pattern: one full_attention layer in each {every}</source>
            <translation>{family}'s pattern: one full_attention layer in each {every}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="627" />
            <source>no_rope_layer_interval {every}: each {every}th layer has no RoPE</source>
            <translation>no_rope_layer_interval {every}: each {every}th layer has no RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="631" />
            <source>{source} must be {count:,} flags of 0 or 1, one per layer, got {value}</source>
            <translation>{source} must be {count:,} flags of 0 or 1, one per layer, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="635" />
            <source>{source}: 0 for a layer without RoPE</source>
            <translation>{source}: 0 for a layer without RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="638" />
            <source>{family}'s full_attention layers apply no rotary embedding</source>
            <translation>{family}'s full_attention layers apply no rotary embedding</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="657" />
            <source>{family}: rope_scaling is the full_attention layers' alone</source>
            <translation>{family}: rope_scaling is the full_attention layers' alone</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="660" />
            <source>{config}: LongRoPE factors of their own for the {kind} layers are not drawn</source>
            <translation>{config}: LongRoPE factors of their own for the {kind} layers are not drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="672" />
            <source>each query is scaled by 1 + {scale:g}·ln(1 + ⌊(p + 1)/{floor:,}⌋) at position p (attn_temperature_tuning): sharper attention in long contexts</source>
            <translation>each query is scaled by 1 + {scale:g}·ln(1 + ⌊(p + 1)/{floor:,}⌋) at position p (attn_temperature_tuning): sharper attention in long contexts</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="688" />
            <source>{source} = {value:g}: an attention factor must be above 0</source>
            <translation>{source} = {value:g}: an attention factor must be above 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="701" />
            <source>{low_source} = {low:g} must be at most {high_source} = {high:g}</source>
            <translation>{low_source} = {low:g} must be at most {high_source} = {high:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="703" />
            <source>{low_source} = {low:g} must be below {high_source} = {high:g}</source>
            <translation>{low_source} = {low:g} must be below {high_source} = {high:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="717" />
            <source>{config}: MPT's slopes for {heads} heads with alibi_bias_max {bias_max:g} differ from the paper's rule the app draws (it draws power-of-two head counts with alibi_bias_max 8)</source>
            <translation>{config}: MPT's slopes for {heads} heads with alibi_bias_max {bias_max:g} differ from the paper's rule the app draws (it draws power-of-two head counts with alibi_bias_max 8)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="730" />
            <source>{config}: ALiBi needs the number of heads; keys seen: {keys}</source>
            <translation>{config}: ALiBi needs the number of heads; keys seen: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="733" />
            <source>{config}: {heads} heads; the app draws 1 to {top}</source>
            <translation>{config}: {heads} heads; the app draws 1 to {top}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="736" />
            <source>the steepest head first</source>
            <translation>the steepest head first</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="741" />
            <source>ALiBi has no length limit: 2048 shown</source>
            <translation>ALiBi has no length limit: 2048 shown</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="750" />
            <source>FalconConfig's default hidden_size</source>
            <translation>FalconConfig's default hidden_size</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="755" />
            <source>{config}: hidden_size {width} for {heads} heads leaves no head dimension</source>
            <translation>{config}: hidden_size {width} for {heads} heads leaves no head dimension</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="758" />
            <source>Falcon's attention divides its scores, ALiBi biases included, by √head_dim = √{head_dim} ({source} / {heads} heads)</source>
            <translation>Falcon's attention divides its scores, ALiBi biases included, by √head_dim = √{head_dim} ({source} / {heads} heads)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="760" />
            <source>Falcon's build_alibi_tensor rounds each slope, key position and bias to bfloat16</source>
            <translation>Falcon's build_alibi_tensor rounds each slope, key position and bias to bfloat16</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="762" />
            <source>transformers' eager attention for Falcon adds the ALiBi biases twice (once with the scores, once in its mask); the default (SDPA) attention and the original code add them once, as drawn here</source>
            <translation>transformers' eager attention for Falcon adds the ALiBi biases twice (once with the scores, once in its mask); the default (SDPA) attention and the original code add them once, as drawn here</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="770" />
            <source>T5Config's default relative_attention_num_buckets</source>
            <translation>T5Config's default relative_attention_num_buckets</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="772" />
            <source>T5Config's default relative_attention_max_distance</source>
            <translation>T5Config's default relative_attention_max_distance</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="775" />
            <source>{config}: is_decoder true: the decoder's causal buckets</source>
            <translation>{config}: is_decoder true: the decoder's causal buckets</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="776" />
            <source>the encoder's self-attention (is_decoder false): bidirectional</source>
            <translation>the encoder's self-attention (is_decoder false): bidirectional</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="778" />
            <source>T5Config's default num_heads</source>
            <translation>T5Config's default num_heads</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="782" />
            <source>the first head</source>
            <translation>the first head</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="785" />
            <source>twice the max distance, to show where the buckets end (T5 has no length limit)</source>
            <translation>twice the max distance, to show where the buckets end (T5 has no length limit)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="786" />
            <source>no checkpoint read: the buckets</source>
            <translation>no checkpoint read: the buckets</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="788" />
            <source>UMT5: every layer has its own bias table; the first layer's is drawn</source>
            <translation>UMT5: every layer has its own bias table; the first layer's is drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="796" />
            <source>{name}: the checkpoint has no {tensor}</source>
            <translation>{name}: the checkpoint has no {tensor}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="801" />
            <source>{tensor}: a value that is not finite at bucket {row}, head {col}</source>
            <translation>{tensor}: a value that is not finite at bucket {row}, head {col}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="817" />
            <source>{tensor}: {dtype} {shape}, not the float [buckets, heads] = {want} the config gives</source>
            <translation>{tensor}: {dtype} {shape}, not the float [buckets, heads] = {want} the config gives</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="839" />
            <source>{config}: position_embedding_type {kind} (relative) is not drawn; only absolute tables are</source>
            <translation>{config}: position_embedding_type {kind} (relative) is not drawn; only absolute tables are</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="855" />
            <source>{config}: max_position_embeddings {rows:,} leaves no row for position 0 after the {offset} rows before it</source>
            <translation>{config}: max_position_embeddings {rows:,} leaves no row for position 0 after the {offset} rows before it</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="861" />
            <source>{key} {rows:,} − {offset} rows before position 0</source>
            <translation>{key} {rows:,} − {offset} rows before position 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="869" />
            <source>{family}'s initialisation (shown if no table is read)</source>
            <translation>{family}'s initialisation (shown if no table is read)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="878" />
            <source>{config}: a sinusoidal table needs d_model; keys seen: {keys}</source>
            <translation>{config}: a sinusoidal table needs d_model; keys seen: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="882" />
            <source>{name}: the paper's frequencies, sines then cosines ({name}SinusoidalPositionalEmbedding)</source>
            <translation>{name}: the paper's frequencies, sines then cosines ({name}SinusoidalPositionalEmbedding)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="885" />
            <source>{family}: fairseq's table, ω_i = exp(−i·ln 10000/(d/2−1)), sines then cosines</source>
            <translation>{family}: fairseq's table, ω_i = exp(−i·ln 10000/(d/2−1)), sines then cosines</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="887" />
            <source>{family} numbers tokens from padding_idx + 1 = 2: token p gets row p + 2</source>
            <translation>{family} numbers tokens from padding_idx + 1 = 2: token p gets row p + 2</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="889" />
            <source>fixed in {family}'s code</source>
            <translation>fixed in {family}'s code</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="891" />
            <source>no max_position_embeddings: 1024 shown</source>
            <translation>no max_position_embeddings: 1024 shown</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="897" />
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="934" />
            <source>{config}: rope_type mrope needs {key}.mrope_section, the pairs that turn with t, h and w</source>
            <translation>{config}: rope_type mrope needs {key}.mrope_section, the pairs that turn with t, h and w</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="939" />
            <source>{source} must be a list of counts ≥ 0 summing to head_dim/2 = {half} ({head}), got {value}</source>
            <translation>{source} must be a list of counts ≥ 0 summing to head_dim/2 = {half} ({head}), got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="944" />
            <source>{source}: {count} sections; the app draws at most {top} characters of them</source>
            <translation>{source}: {count} sections; the app draws at most {top} characters of them</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="950" />
            <source>{source} must be true or false, got {value}</source>
            <translation>{source} must be true or false, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="955" />
            <source>{family}'s rotary embedding interleaves t, h, w pair by pair</source>
            <translation>{family}'s rotary embedding interleaves t, h, w pair by pair</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="958" />
            <source>no mrope_interleaved: the sections in turn (Qwen2-VL)</source>
            <translation>no mrope_interleaved: the sections in turn (Qwen2-VL)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="961" />
            <source>{source}: interleaved M-RoPE takes three sections (t, h, w), got {value}</source>
            <translation>{source}: interleaved M-RoPE takes three sections (t, h, w), got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="970" />
            <source>Hugging Face's default spatial_merge_size 2 (no vision_config.spatial_merge_size)</source>
            <translation>Hugging Face's default spatial_merge_size 2 (no vision_config.spatial_merge_size)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="975" />
            <source>{source} must be a whole number of tokens, got {value}</source>
            <translation>{source} must be a whole number of tokens, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="980" />
            <source>{family}'s default tokens_per_second {n} (no vision_config.tokens_per_second)</source>
            <translation>{family}'s default tokens_per_second {n} (no vision_config.tokens_per_second)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="984" />
            <source>{family}: each temporal patch of a video a frame of its own after its timestamp text</source>
            <translation>{family}: each temporal patch of a video a frame of its own after its timestamp text</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="988" />
            <source>{family}: a video's temporal patches 1 position apart</source>
            <translation>{family}: a video's temporal patches 1 position apart</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="990" />
            <source>a model without tokens_per_second</source>
            <translation>a model without tokens_per_second</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="991" />
            <source>interleaved {section}</source>
            <translation>interleaved {section}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="992" />
            <source>in sections {section}</source>
            <translation>in sections {section}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="993" />
            <source>M-RoPE: each pair turns with the time, height or width position ({layout}); the M-RoPE tab draws an image's (t, h, w) ids, the other RoPE views text alone, where t = h = w</source>
            <translation>M-RoPE: each pair turns with the time, height or width position ({layout}); the M-RoPE tab draws an image's (t, h, w) ids, the other RoPE views text alone, where t = h = w</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1024" />
            <source>{config}: no positional scheme this app knows (model_type {family}); keys seen: {keys}</source>
            <translation>{config}: no positional scheme this app knows (model_type {family}); keys seen: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1041" />
            <source>{family}: the language model's positions (text_config) are drawn</source>
            <translation>{family}: the language model's positions (text_config) are drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1042" />
            <source>a multimodal model</source>
            <translation>a multimodal model</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1044" />
            <source>its vision tower (vision_config) numbers image patches with positions of its own, not drawn here</source>
            <translation>its vision tower (vision_config) numbers image patches with positions of its own, not drawn here</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1049" />
            <source>model_type {family}</source>
            <translation>model_type {family}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1050" />
            <source>the keys of {config}</source>
            <translation>the keys of {config}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1074" />
            <source>DistilBERT: create_sinusoidal_embeddings</source>
            <translation>DistilBERT: create_sinusoidal_embeddings</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1075" />
            <source>fixed in DistilBERT's code</source>
            <translation>fixed in DistilBERT's code</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1077" />
            <source>no max_position_embeddings: 512 shown</source>
            <translation>no max_position_embeddings: 512 shown</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1103" />
            <source>{path}: not on disk (nothing is downloaded: open a folder or file that is there)</source>
            <translation>{path}: not on disk (nothing is downloaded: open a folder or file that is there)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1113" />
            <source>{name}: open a model folder, a config.json or a .safetensors file</source>
            <translation>{name}: open a model folder, a config.json or a .safetensors file</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1125" />
            <source>{path}: cannot be read ({reason})</source>
            <translation>{path}: cannot be read ({reason})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1148" />
            <source>{path}: no config.json and no .safetensors file</source>
            <translation>{path}: no config.json and no .safetensors file</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1151" />
            <source>{path}: no config.json, and no position table among its tensors ({names})</source>
            <translation>{path}: no config.json, and no position table among its tensors ({names})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1164" />
            <source>{checkpoint}: no position table (looked for {names})</source>
            <translation>{checkpoint}: no position table (looked for {names})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1169" />
            <source>config says {config_rows:,} rows, the tensor has {rows:,}: the tensor's are drawn</source>
            <translation>config says {config_rows:,} rows, the tensor has {rows:,}: the tensor's are drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1174" />
            <source>{tensor} {shape} ({dtype}) minus {offset} rows before position 0</source>
            <translation>{tensor} {shape} ({dtype}) minus {offset} rows before position 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1178" />
            <source>{tensor} width</source>
            <translation>{tensor} width</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1180" />
            <source>rows 0–{last} of {tensor} come before position 0 ({family}'s offset of {offset}): position p is row p + {offset}</source>
            <translation>rows 0–{last} of {tensor} come before position 0 ({family}'s offset of {offset}): position p is row p + {offset}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1185" />
            <source>no .safetensors checkpoint: the untrained initialisation of the config's shape is drawn</source>
            <translation>no .safetensors checkpoint: the untrained initialisation of the config's shape is drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1187" />
            <source>{file} not read (pickle can run code; only .safetensors is read): the untrained initialisation of the config's shape is drawn</source>
            <translation>{file} not read (pickle can run code; only .safetensors is read): the untrained initialisation of the config's shape is drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1191" />
            <source>{config}: no max_position_embeddings or n_positions for the table's length</source>
            <translation>{config}: no max_position_embeddings or n_positions for the table's length</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1202" />
            <source>{checkpoint}: no {tensor}: the buckets are drawn, and the bias of an untrained initialisation</source>
            <translation>{checkpoint}: no {tensor}: the buckets are drawn, and the bias of an untrained initialisation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1204" />
            <source>{checkpoint}: no {tensor}: the buckets</source>
            <translation>{checkpoint}: no {tensor}: the buckets</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1217" />
            <source>{tensor}: shape {shape} is not a (positions, width) table</source>
            <translation>{tensor}: shape {shape} is not a (positions, width) table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1220" />
            <source>{tensor} has {rows:,} rows, none left for position 0 after the {offset:,} rows before it</source>
            <translation>{tensor} has {rows:,} rows, none left for position 0 after the {offset:,} rows before it</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1224" />
            <source>{tensor} is {dtype}, not a float table</source>
            <translation>{tensor} is {dtype}, not a float table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1230" />
            <source>{tensor} {shape} ({dtype})</source>
            <translation>{tensor} {shape} ({dtype})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1235" />
            <source>tensor {tensor}</source>
            <translation>tensor {tensor}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1236" />
            <source>twice the table's rows, to show where it ends</source>
            <translation>twice the table's rows, to show where it ends</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1239" />
            <source>no config.json: the table is drawn as stored (a model with a position offset, such as OPT or RoBERTa, needs its config to know it)</source>
            <translation>no config.json: the table is drawn as stored (a model with a position offset, such as OPT or RoBERTa, needs its config to know it)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1254" />
            <source>context {value:,} is past the app's {top:,} positions: {top:,} shown</source>
            <translation>context {value:,} is past the app's {top:,} positions: {top:,} shown</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1258" />
            <source>{source} = {value:g}: {flag} must be {allowed}</source>
            <translation>{source} = {value:g}: {flag} must be {allowed}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1342" />
            <source>no model is open</source>
            <translation>no model is open</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1361" />
            <source>{name} has no position table</source>
            <translation>{name} has no position table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1365" />
            <source>{tensor}: a value that is not finite at row {row}, column {col}</source>
            <translation>{tensor}: a value that is not finite at row {row}, column {col}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1378" />
            <source>--scaling longrope takes its per-pair factors from a model: open one (--model PATH)</source>
            <translation>--scaling longrope takes its per-pair factors from a model: open one (--model PATH)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1382" />
            <source>{name} has no LongRoPE factors (its scaling is {scaling})</source>
            <translation>{name} has no LongRoPE factors (its scaling is {scaling})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1387" />
            <source>{name}'s LongRoPE factors are for {pairs} pairs, not head_dim {head_dim}</source>
            <translation>{name}'s LongRoPE factors are for {pairs} pairs, not head_dim {head_dim}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1472" />
            <source>no snapshot downloaded</source>
            <translation>no snapshot downloaded</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/models.py" line="1477" />
            <source>cannot be read: {reason}</source>
            <translation>cannot be read: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="45" />
            <source>{first}, {rest}</source>
            <translation>{first}, {rest}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="70" />
            <source>one of {choices}</source>
            <translation>one of {choices}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="72" />
            <source>on or off</source>
            <translation>on or off</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="74" />
            <source>text of {low} to {high} characters</source>
            <translation>text of {low} to {high} characters</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="76" />
            <source>an integer from {low} to {high}</source>
            <translation>an integer from {low} to {high}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="77" />
            <source>a number from {low} to {high}</source>
            <translation>a number from {low} to {high}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="88" />
            <source>on</source>
            <translation>on</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="88" />
            <source>off</source>
            <translation>off</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="97" />
            <source>{flag} must be {allowed}, got {value}</source>
            <translation>{flag} must be {allowed}, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="167" />
            <source>d_model</source>
            <translation>d_model</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="168" />
            <source>Width of the model's vectors: how many dimensions each token's embedding and position vector has. Transformer base: 512, Transformer big: 1024, BERT-base and GPT-2 small: 768, Llama 2 7B: 4096.</source>
            <translation>Width of the model's vectors: how many dimensions each token's embedding and position vector has. Transformer base: 512, Transformer big: 1024, BERT-base and GPT-2 small: 768, Llama 2 7B: 4096.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="173" />
            <source>Positions</source>
            <translation>Positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="174" />
            <source>How many consecutive positions (tokens) are shown, starting at the first position. Context lengths of real models: BERT 512, GPT-2 1024, Llama 2 4096, Llama 3.1 131,072.</source>
            <translation>How many consecutive positions (tokens) are shown, starting at the first position. Context lengths of real models: BERT 512, GPT-2 1024, Llama 2 4096, Llama 3.1 131,072.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="179" />
            <source>Sinusoid base</source>
            <translation>Sinusoid base</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="180" />
            <source>Base of the sinusoidal encoding's wavelengths (RoPE has its own, “RoPE base θ”): frequency ω_i = base^(−2i/d_model), so wavelengths run from 2π up to nearly 2π·base positions. The paper uses 10,000. Must be above 1, or no wavelength grows.</source>
            <translation>Base of the sinusoidal encoding's wavelengths (RoPE has its own, “RoPE base θ”): frequency ω_i = base^(−2i/d_model), so wavelengths run from 2π up to nearly 2π·base positions. The paper uses 10,000. Must be above 1, or no wavelength grows.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="186" />
            <source>Layout</source>
            <translation>Layout</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="187" />
            <source>Interleaved (paper)</source>
            <translation>Interleaved (paper)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="187" />
            <source>Sin | cos (paper ω)</source>
            <translation>Sin | cos (paper ω)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="188" />
            <source>Sin | cos (t2t ω)</source>
            <translation>Sin | cos (t2t ω)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="189" />
            <source>How sines and cosines are placed in the vector. interleaved: sin, cos, sin, cos … with ω_i = base^(−2i/d) (the paper; Hugging Face create_sinusoidal_embeddings). concat-paper: the same frequencies, all sines then all cosines (TensorFlow tutorial, Hugging Face Marian). concat-t2t: sines then cosines with ω_i = base^(−i/(d/2−1)) (tensor2tensor, fairseq). Odd d_model: the last sine has no cosine partner, except in concat-t2t, whose last dimension is a column of zeros.</source>
            <translation>How sines and cosines are placed in the vector. interleaved: sin, cos, sin, cos … with ω_i = base^(−2i/d) (the paper; Hugging Face create_sinusoidal_embeddings). concat-paper: the same frequencies, all sines then all cosines (TensorFlow tutorial, Hugging Face Marian). concat-t2t: sines then cosines with ω_i = base^(−i/(d/2−1)) (tensor2tensor, fairseq). Odd d_model: the last sine has no cosine partner, except in concat-t2t, whose last dimension is a column of zeros.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="198" />
            <source>First position</source>
            <translation>First position</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="199" />
            <source>Position of the first row shown; 0 is the first token. Set it far out (e.g. 100,000) to see positions past any training length, or to a decoder's current step.</source>
            <translation>Position of the first row shown; 0 is the first token. Set it far out (e.g. 100,000) to see positions past any training length, or to a decoder's current step.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="204" />
            <source>Reference position</source>
            <translation>Reference position</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="205" />
            <source>The similarity curve shows PE(reference)·PE(position) for every position shown. The second article uses 0 (PE(0)·PE(pos)).</source>
            <translation>The similarity curve shows PE(reference)·PE(position) for every position shown. The second article uses 0 (PE(0)·PE(pos)).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="209" />
            <source>Trained length</source>
            <translation>Trained length</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="210" />
            <source>Marks the longest sequence seen in training (0: no marker), e.g. 512 for BERT, 4096 for Llama 2. The sinusoidal encoding still has values past it: it extrapolates; a learned table does not.</source>
            <translation>Marks the longest sequence seen in training (0: no marker), e.g. 512 for BERT, 4096 for Llama 2. The sinusoidal encoding still has values past it: it extrapolates; a learned table does not.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="216" />
            <source>Orientation</source>
            <translation>Orientation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="217" />
            <source>positions-vertical</source>
            <translation>positions-vertical</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="217" />
            <source>dimensions-vertical</source>
            <translation>dimensions-vertical</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="218" />
            <source>Positions down</source>
            <translation>Positions down</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="218" />
            <source>Dimensions up</source>
            <translation>Dimensions up</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="219" />
            <source>positions-vertical: positions down the side, the first at the top (as in the first article). dimensions-vertical: dimensions up the side, origin at the lower left (as in the second article).</source>
            <translation>positions-vertical: positions down the side, the first at the top (as in the first article). dimensions-vertical: dimensions up the side, origin at the lower left (as in the second article).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="224" />
            <source>Colour map</source>
            <translation>Colour map</translation>
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
            <translation>Diverging colours fixed at −1..1. RdBu: red negative, blue positive (the first article); coolwarm: blue negative, red positive (the second article).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="231" />
            <source>Position A</source>
            <translation>Position A</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="232" />
            <source>First position to compare (the first article compares rows 5 and 35).</source>
            <translation>First position to compare (the first article compares rows 5 and 35).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="235" />
            <source>Position B</source>
            <translation>Position B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="236" />
            <source>Second position to compare (the first article: 35).</source>
            <translation>Second position to compare (the first article: 35).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="239" />
            <source>Similarity</source>
            <translation>Similarity</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="239" />
            <source>dot</source>
            <translation>dot</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="239" />
            <source>cosine</source>
            <translation>cosine</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="240" />
            <source>Dot product</source>
            <translation>Dot product</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="240" />
            <source>Cosine</source>
            <translation>Cosine</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="241" />
            <source>dot: PE(p)·PE(q), what attention scores are made of (the second article plots it). cosine: the dot product divided by both lengths, from −1 to 1.</source>
            <translation>dot: PE(p)·PE(q), what attention scores are made of (the second article plots it). cosine: the dot product divided by both lengths, from −1 to 1.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="245" />
            <source>Frequency pair i</source>
            <translation>Frequency pair i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="246" />
            <source>Which (sin, cos) pair to follow: dimensions 2i and 2i+1 in the paper's layout. Pair 0 turns fastest (wavelength 2π ≈ 6.3 positions); the last pairs barely move (their wavelengths approach 2π·base: 62,832 positions at base 10,000).</source>
            <translation>Which (sin, cos) pair to follow: dimensions 2i and 2i+1 in the paper's layout. Pair 0 turns fastest (wavelength 2π ≈ 6.3 positions); the last pairs barely move (their wavelengths approach 2π·base: 62,832 positions at base 10,000).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="251" />
            <source>Offset k</source>
            <translation>Offset k</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="252" />
            <source>The relative offset k: PE(p+k) is PE(p) rotated by the angle ω_i·k in each pair. A few tokens (e.g. 5) show the rotation clearly.</source>
            <translation>The relative offset k: PE(p+k) is PE(p) rotated by the angle ω_i·k in each pair. A few tokens (e.g. 5) show the rotation clearly.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="256" />
            <source>Clock: hands</source>
            <translation>Clock: hands</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="257" />
            <source>How many frequency pairs the Clock hands tab draws, one dial each. At most 16: more dials would leave their labels too small to read at 800 × 600.</source>
            <translation>How many frequency pairs the Clock hands tab draws, one dial each. At most 16: more dials would leave their labels too small to read at 800 × 600.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="261" />
            <source>Clock: which pairs</source>
            <translation>Clock: which pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="262" />
            <source>spread</source>
            <translation>spread</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="262" />
            <source>first</source>
            <translation>first</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="263" />
            <source>Spread, fastest to slowest</source>
            <translation>Spread, fastest to slowest</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="263" />
            <source>The first, fastest first</source>
            <translation>The first, fastest first</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="264" />
            <source>Which pairs the dials show when the scheme turns more pairs than there are hands. spread: evenly spaced from the fastest (i = 0) to the slowest, both included. first: the first pairs, the fastest first.</source>
            <translation>Which pairs the dials show when the scheme turns more pairs than there are hands. spread: evenly spaced from the fastest (i = 0) to the slowest, both included. first: the first pairs, the fastest first.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="269" />
            <source>Sentence A</source>
            <translation>Sentence A</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="270" />
            <source>Tokens are split on spaces and punctuation (each Japanese character is a token); each token gets a fixed embedding from its text.</source>
            <translation>Tokens are split on spaces and punctuation (each Japanese character is a token); each token gets a fixed embedding from its text.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="274" />
            <source>Sentence B</source>
            <translation>Sentence B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="275" />
            <source>The same words in another order: without positions, attention cannot tell.</source>
            <translation>The same words in another order: without positions, attention cannot tell.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="278" />
            <source>Fold case</source>
            <translation>Fold case</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="279" />
            <source>Treat 'The' and 'the' as the same token (the same embedding), as an uncased model such as bert-base-uncased does; GPT-2 keeps case.</source>
            <translation>Treat 'The' and 'the' as the same token (the same embedding), as an uncased model such as bert-base-uncased does; GPT-2 keeps case.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="283" />
            <source>Random seed</source>
            <translation>Random seed</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="284" />
            <source>Seed of the token embeddings and attention projections in the demos (and of an untrained learned table): the same seed draws the same values. RoPE scores: rng = numpy.random.default_rng(seed), q = rng.standard_normal(head_dim), then k = rng.standard_normal(head_dim).</source>
            <translation>Seed of the token embeddings and attention projections in the demos (and of an untrained learned table): the same seed draws the same values. RoPE scores: rng = numpy.random.default_rng(seed), q = rng.standard_normal(head_dim), then k = rng.standard_normal(head_dim).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="290" />
            <source>Batch size B</source>
            <translation>Batch size B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="291" />
            <source>Sentences in the batch [B, S, D] of the embedding view (the third article: [1, 8, 512]).</source>
            <translation>Sentences in the batch [B, S, D] of the embedding view (the third article: [1, 8, 512]).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="295" />
            <source>Dropout</source>
            <translation>Dropout</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="296" />
            <source>Dropout applied after adding the encoding. The paper's base model and BERT use 0.1 in training; at inference it is 0.</source>
            <translation>Dropout applied after adding the encoding. The paper's base model and BERT use 0.1 in training; at inference it is 0.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="301" />
            <source>Scheme</source>
            <translation>Scheme</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>sinusoidal</source>
            <translation>sinusoidal</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>learned</source>
            <translation>learned</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>rope</source>
            <translation>rope</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>alibi</source>
            <translation>alibi</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>t5</source>
            <translation>t5</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="302" />
            <source>shaw</source>
            <translation>shaw</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="303" />
            <source>transformer-xl</source>
            <translation>transformer-xl</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="303" />
            <source>xpos</source>
            <translation>xpos</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="303" />
            <source>nope</source>
            <translation>nope</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="304" />
            <source>Sinusoidal</source>
            <translation>Sinusoidal</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="304" />
            <source>Learned table</source>
            <translation>Learned table</translation>
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
            <translation>T5 buckets</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="305" />
            <source>Shaw (relative)</source>
            <translation>Shaw (relative)</translation>
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
            <translation>Which positional scheme the scheme views draw: the paper's sinusoidal table, a learned absolute table (BERT, GPT-2), RoPE (Llama, Qwen), ALiBi (BLOOM), T5's relative buckets, Shaw et al.'s clipped relative positions, Transformer-XL's relative score, xPos (RoPE with a decay) or NoPE (no encoding, a causal mask).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="314" />
            <source>Table size</source>
            <translation>Table size</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="315" />
            <source>Rows of a learned absolute table: its maximum length (BERT 512, GPT-2 1024). Positions past it have no vector at all.</source>
            <translation>Rows of a learned absolute table: its maximum length (BERT 512, GPT-2 1024). Positions past it have no vector at all.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="319" />
            <source>Initialisation</source>
            <translation>Initialisation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="319" />
            <source>bert</source>
            <translation>bert</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="319" />
            <source>gpt2</source>
            <translation>gpt2</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="320" />
            <source>BERT (std 0.02)</source>
            <translation>BERT (std 0.02)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="320" />
            <source>GPT-2 (std 0.01)</source>
            <translation>GPT-2 (std 0.01)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="321" />
            <source>How the untrained table is drawn. bert: truncated normal, std 0.02 (cut at ±2 std), as BERT initialises its weights. gpt2: normal, std 0.01, as GPT-2 initialises its position table. An untrained table: only its statistics mean anything.</source>
            <translation>How the untrained table is drawn. bert: truncated normal, std 0.02 (cut at ±2 std), as BERT initialises its weights. gpt2: normal, std 0.01, as GPT-2 initialises its position table. An untrained table: only its statistics mean anything.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="327" />
            <source>Table file (.npy)</source>
            <translation>Table file (.npy)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="328" />
            <source>A trained table saved as .npy, shape (positions, d_model), float (e.g. GPT-2 small's wpe: 1024 × 768). Empty: the seeded untrained initialisation.</source>
            <translation>A trained table saved as .npy, shape (positions, d_model), float (e.g. GPT-2 small's wpe: 1024 × 768). Empty: the seeded untrained initialisation.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="332" />
            <source>RoPE base θ</source>
            <translation>RoPE base θ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="333" />
            <source>Base of RoPE's frequencies (not the sinusoidal encoding's “Sinusoid base”): θ_i = base^(−2i/head_dim): 10,000 in RoFormer and Llama 2, 500,000 in Llama 3, 1,000,000 in Code Llama.</source>
            <translation>Base of RoPE's frequencies (not the sinusoidal encoding's “Sinusoid base”): θ_i = base^(−2i/head_dim): 10,000 in RoFormer and Llama 2, 500,000 in Llama 3, 1,000,000 in Code Llama.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="338" />
            <source>Head dimension</source>
            <translation>Head dimension</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="339" />
            <source>Dimensions of one attention head that RoPE rotates, in pairs: d_model / heads, 128 in Llama 2 and Llama 3 (4096 / 32). Even.</source>
            <translation>Dimensions of one attention head that RoPE rotates, in pairs: d_model / heads, 128 in Llama 2 and Llama 3 (4096 / 32). Even.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="343" />
            <source>Pairing</source>
            <translation>Pairing</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="344" />
            <source>rotate_half</source>
            <translation>rotate_half</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="345" />
            <source>i, i + d/2 (HF)</source>
            <translation>i, i + d/2 (HF)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="345" />
            <source>2i, 2i+1 (Meta)</source>
            <translation>2i, 2i+1 (Meta)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="346" />
            <source>rotate_half: dimension i pairs with i + head_dim/2 (Hugging Face). interleaved: 2i with 2i+1 (GPT-J, Meta's Llama code). The same rotation, other dims.</source>
            <translation>rotate_half: dimension i pairs with i + head_dim/2 (Hugging Face). interleaved: 2i with 2i+1 (GPT-J, Meta's Llama code). The same rotation, other dims.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="350" />
            <source>Long-context scaling</source>
            <translation>Long-context scaling</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="351" />
            <source>linear</source>
            <translation>linear</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="351" />
            <source>ntk</source>
            <translation>ntk</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="351" />
            <source>dynamic-ntk</source>
            <translation>dynamic-ntk</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="351" />
            <source>yarn</source>
            <translation>yarn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="352" />
            <source>llama3</source>
            <translation>llama3</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="352" />
            <source>longrope</source>
            <translation>longrope</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="353" />
            <source>None</source>
            <translation>None</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="353" />
            <source>Linear (PI)</source>
            <translation>Linear (PI)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="353" />
            <source>NTK-aware</source>
            <translation>NTK-aware</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="354" />
            <source>Dynamic NTK</source>
            <translation>Dynamic NTK</translation>
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
            <translation>LongRoPE (Phi-3)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="355" />
            <source>How RoPE is stretched past its training length: linear position interpolation, NTK-aware base change, dynamic NTK, YaRN, Llama 3.1's per-band scaling (llama3, used by Llama 3.1 from 8,192 to 131,072 positions), or LongRoPE (Phi-3: a searched factor per pair, short ones within the original context, long ones past it; read from an opened model).</source>
            <translation>How RoPE is stretched past its training length: linear position interpolation, NTK-aware base change, dynamic NTK, YaRN, Llama 3.1's per-band scaling (llama3, used by Llama 3.1 from 8,192 to 131,072 positions), or LongRoPE (Phi-3: a searched factor per pair, short ones within the original context, long ones past it; read from an opened model).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="362" />
            <source>Scaling factor s</source>
            <translation>Scaling factor s</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="363" />
            <source>Context extension factor (target length / original length); at least 1. Llama 3.1: 8; the YaRN paper extends Llama 2 by 16 and 32.</source>
            <translation>Context extension factor (target length / original length); at least 1. Llama 3.1: 8; the YaRN paper extends Llama 2 by 16 and 32.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="367" />
            <source>Original context</source>
            <translation>Original context</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="368" />
            <source>The length the model was trained on before scaling (LLaMA: 2048; Llama 2: 4096; Llama 3: 8192).</source>
            <translation>The length the model was trained on before scaling (LLaMA: 2048; Llama 2: 4096; Llama 3: 8192).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="372" />
            <source>YaRN β_fast</source>
            <translation>YaRN β_fast</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="373" />
            <source>YaRN: pairs turning more than β_fast times over the original context are extrapolated (left alone). The YaRN paper and Hugging Face use 32.</source>
            <translation>YaRN: pairs turning more than β_fast times over the original context are extrapolated (left alone). The YaRN paper and Hugging Face use 32.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="377" />
            <source>YaRN β_slow</source>
            <translation>YaRN β_slow</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="378" />
            <source>YaRN: pairs turning fewer than β_slow times are interpolated (divided by s). The YaRN paper and Hugging Face use 1.</source>
            <translation>YaRN: pairs turning fewer than β_slow times are interpolated (divided by s). The YaRN paper and Hugging Face use 1.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="382" />
            <source>YaRN: whole pairs at the ramp's ends</source>
            <translation>YaRN: whole pairs at the ramp's ends</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="383" />
            <source>YaRN: round the ramp's ends out to whole pairs (floor and ceil), as the YaRN paper and Hugging Face do by default; off, the ramp runs between the exact ends (gpt-oss: truncate false).</source>
            <translation>YaRN: round the ramp's ends out to whole pairs (floor and ceil), as the YaRN paper and Hugging Face do by default; off, the ramp runs between the exact ends (gpt-oss: truncate false).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="388" />
            <source>Attention factor (YaRN, LongRoPE)</source>
            <translation>Attention factor (YaRN, LongRoPE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="389" />
            <source>YaRN's and LongRoPE's scale on cos and sin; 0 means the default: YaRN 0.1·ln(s) + 1 (about 1.21 at s = 8), LongRoPE √(1 + ln s / ln original).</source>
            <translation>YaRN's and LongRoPE's scale on cos and sin; 0 means the default: YaRN 0.1·ln(s) + 1 (about 1.21 at s = 8), LongRoPE √(1 + ln s / ln original).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="393" />
            <source>Logit scale outside RoPE</source>
            <translation>Logit scale outside RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="394" />
            <source>A factor on every RoPE score that the model's attention applies outside its rotary module: DeepSeek-V2/V3 multiply the softmax scale by (0.1·mscale_all_dim·ln s + 1)², about 1.874 for DeepSeek-V3. 1: none.</source>
            <translation>A factor on every RoPE score that the model's attention applies outside its rotary module: DeepSeek-V2/V3 multiply the softmax scale by (0.1·mscale_all_dim·ln s + 1)², about 1.874 for DeepSeek-V3. 1: none.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="399" />
            <source>Llama 3.1 low-freq factor</source>
            <translation>Llama 3.1 low-freq factor</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="400" />
            <source>Llama 3.1: wavelengths longer than original/low_freq_factor are divided by s. Llama 3.1 uses 1.</source>
            <translation>Llama 3.1: wavelengths longer than original/low_freq_factor are divided by s. Llama 3.1 uses 1.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="404" />
            <source>Llama 3.1 high-freq factor</source>
            <translation>Llama 3.1 high-freq factor</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="405" />
            <source>Llama 3.1: wavelengths shorter than original/high_freq_factor are kept. Llama 3.1 uses 4.</source>
            <translation>Llama 3.1: wavelengths shorter than original/high_freq_factor are kept. Llama 3.1 uses 4.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="409" />
            <source>Model</source>
            <translation>Model</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="410" />
            <source>A model on disk (a Hugging Face folder, its config.json or a .safetensors file), opened with File › Open model: its config and checkpoint give the numbers, its trained position table and LongRoPE factors are read from it. Nothing is downloaded. Empty: no model.</source>
            <translation>A model on disk (a Hugging Face folder, its config.json or a .safetensors file), opened with File › Open model: its config and checkpoint give the numbers, its trained position table and LongRoPE factors are read from it. Nothing is downloaded. Empty: no model.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="416" />
            <source>Model B</source>
            <translation>Model B</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="417" />
            <source>A second model to compare with the open one (Compare models tab): its RoPE wavelengths per pair and its distance decay on the same plots, at the same positions. A model on disk, or a model preset as preset:KEY (File › Open model › Compare with a preset): preset:llama2-7b-rope, preset:llama3-8b-rope, preset:gpt2-small-learned, preset:bert-base-learned, preset:bloom-alibi. Empty: none.</source>
            <translation>A second model to compare with the open one (Compare models tab): its RoPE wavelengths per pair and its distance decay on the same plots, at the same positions. A model on disk, or a model preset as preset:KEY (File › Open model › Compare with a preset): preset:llama2-7b-rope, preset:llama3-8b-rope, preset:gpt2-small-learned, preset:bert-base-learned, preset:bloom-alibi. Empty: none.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="425" />
            <source>Heads</source>
            <translation>Heads</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="426" />
            <source>ALiBi: number of attention heads; slopes follow the paper's rule for powers of two (8 heads: 1/2, 1/4, …, 1/256) and its interleaving rule otherwise. BLOOM-560m has 16 heads, MPT-7B 32, BLOOM (176B) 112.</source>
            <translation>ALiBi: number of attention heads; slopes follow the paper's rule for powers of two (8 heads: 1/2, 1/4, …, 1/256) and its interleaving rule otherwise. BLOOM-560m has 16 heads, MPT-7B 32, BLOOM (176B) 112.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="431" />
            <source>Head</source>
            <translation>Head</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="432" />
            <source>ALiBi: which head's bias to draw. Head 0 has the steepest slope (the strongest preference for nearby keys); the last head the gentlest.</source>
            <translation>ALiBi: which head's bias to draw. Head 0 has the steepest slope (the strongest preference for nearby keys); the last head the gentlest.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="436" />
            <source>ALiBi: bias scale</source>
            <translation>ALiBi: bias scale</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="437" />
            <source>A factor on every ALiBi bias that the model's attention applies: Falcon adds its biases to the scores before dividing them by √head_dim (1/8 for Falcon-RW-1B); the paper, BLOOM and MPT: 1.</source>
            <translation>A factor on every ALiBi bias that the model's attention applies: Falcon adds its biases to the scores before dividing them by √head_dim (1/8 for Falcon-RW-1B); the paper, BLOOM and MPT: 1.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="442" />
            <source>T5: buckets</source>
            <translation>T5: buckets</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="443" />
            <source>T5's relative_attention_num_buckets: how many learned biases relative distances share (32 in T5, mT5, ByT5, Flan-T5). Bidirectional: half for keys before the query, half for keys after; at least 4.</source>
            <translation>T5's relative_attention_num_buckets: how many learned biases relative distances share (32 in T5, mT5, ByT5, Flan-T5). Bidirectional: half for keys before the query, half for keys after; at least 4.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="448" />
            <source>T5: max distance</source>
            <translation>T5: max distance</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="449" />
            <source>T5's relative_attention_max_distance: distances from here on share the last bucket (128 in T5 and its descendants). Up to half the buckets (a quarter when bidirectional) hold one distance each; the rest are log-spaced up to this distance.</source>
            <translation>T5's relative_attention_max_distance: distances from here on share the last bucket (128 in T5 and its descendants). Up to half the buckets (a quarter when bidirectional) hold one distance each; the rest are log-spaced up to this distance.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="455" />
            <source>T5: bidirectional (encoder)</source>
            <translation>T5: bidirectional (encoder)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="456" />
            <source>On: the encoder's buckets, keys before and after the query apart. Off: the decoder's (is_decoder), causal: keys after the query share bucket 0 and are masked.</source>
            <translation>On: the encoder's buckets, keys before and after the query apart. Off: the decoder's (is_decoder), causal: keys after the query share bucket 0 and are masked.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="461" />
            <source>T5: draw</source>
            <translation>T5: draw</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="461" />
            <source>bucket</source>
            <translation>bucket</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="461" />
            <source>bias</source>
            <translation>bias</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="462" />
            <source>Bucket index</source>
            <translation>Bucket index</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="462" />
            <source>Bias of the head</source>
            <translation>Bias of the head</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="463" />
            <source>bucket: the bucket each (query, key) distance falls in. bias: the learned bias of head “Head” for that bucket: the model's relative_attention_bias when a T5 model is open, else a seeded untrained initialisation.</source>
            <translation>bucket: the bucket each (query, key) distance falls in. bias: the learned bias of head “Head” for that bucket: the model's relative_attention_bias when a T5 model is open, else a seeded untrained initialisation.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="468" />
            <source>Shaw: max relative position k</source>
            <translation>Shaw: max relative position k</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="469" />
            <source>Shaw et al.'s clipping distance (tensor2tensor's max_relative_position): distances j − i are clipped to −k … k, so only 2k + 1 learned vectors exist and every key farther than k looks alike. The paper uses 16.</source>
            <translation>Shaw et al.'s clipping distance (tensor2tensor's max_relative_position): distances j − i are clipped to −k … k, so only 2k + 1 learned vectors exist and every key farther than k looks alike. The paper uses 16.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="474" />
            <source>xPos: scale base γ</source>
            <translation>xPos: scale base γ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="475" />
            <source>xPos multiplies RoPE's pair i by ζᵢ^((m − n)/γ), ζᵢ = (2i/d + 0.4)/1.4: the larger γ, the slower the decay with distance. torchscale and x-transformers use 512.</source>
            <translation>xPos multiplies RoPE's pair i by ζᵢ^((m − n)/γ), ζᵢ = (2i/d + 0.4)/1.4: the larger γ, the slower the decay with distance. torchscale and x-transformers use 512.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="480" />
            <source>Transformer-XL: term</source>
            <translation>Transformer-XL: term</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="481" />
            <source>total</source>
            <translation>total</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="481" />
            <source>content</source>
            <translation>content</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="481" />
            <source>content-position</source>
            <translation>content-position</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="481" />
            <source>content-bias</source>
            <translation>content-bias</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="482" />
            <source>position-bias</source>
            <translation>position-bias</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="483" />
            <source>Total score</source>
            <translation>Total score</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="483" />
            <source>(a) content · content</source>
            <translation>(a) content · content</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="484" />
            <source>(b) content · position</source>
            <translation>(b) content · position</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="484" />
            <source>(c) global content bias u</source>
            <translation>(c) global content bias u</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="485" />
            <source>(d) global position bias v</source>
            <translation>(d) global position bias v</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="486" />
            <source>Which of Transformer-XL's four score terms to draw: (a) qᵢ·kⱼ, (b) qᵢ·W_R R(i−j), (c) u·kⱼ, (d) v·W_R R(i−j), or their sum, for a seeded query, key, u, v and W_R (the same q and k at every position, so (a) and (c) do not vary).</source>
            <translation>Which of Transformer-XL's four score terms to draw: (a) qᵢ·kⱼ, (b) qᵢ·W_R R(i−j), (c) u·kⱼ, (d) v·W_R R(i−j), or their sum, for a seeded query, key, u, v and W_R (the same q and k at every position, so (a) and (c) do not vary).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="492" />
            <source>Grid: rows H</source>
            <translation>Grid: rows H</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="493" />
            <source>Rows of the image's patch grid (a 224-pixel ViT with 16-pixel patches: 14). Only the rows and columns on screen are computed, so a 1,024 × 1,024 grid stays live.</source>
            <translation>Rows of the image's patch grid (a 224-pixel ViT with 16-pixel patches: 14). Only the rows and columns on screen are computed, so a 1,024 × 1,024 grid stays live.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="498" />
            <source>Grid: columns W</source>
            <translation>Grid: columns W</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="499" />
            <source>Columns of the image's patch grid. RoPE on the raster index numbers patch (r, c) as r·W + c, so W sets how far apart two rows are.</source>
            <translation>Columns of the image's patch grid. RoPE on the raster index numbers patch (r, c) as r·W + c, so W sets how far apart two rows are.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="503" />
            <source>Reference patch: row</source>
            <translation>Reference patch: row</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="504" />
            <source>Row of the patch every other patch is compared with (0 is the top row); below the grid's rows.</source>
            <translation>Row of the patch every other patch is compared with (0 is the top row); below the grid's rows.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="508" />
            <source>Reference patch: column</source>
            <translation>Reference patch: column</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="509" />
            <source>Column of the patch every other patch is compared with (0 is the left column); below the grid's columns.</source>
            <translation>Column of the patch every other patch is compared with (0 is the left column); below the grid's columns.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="513" />
            <source>2D encoding</source>
            <translation>2D encoding</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="514" />
            <source>sincos-2d</source>
            <translation>sincos-2d</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="514" />
            <source>axial-rope</source>
            <translation>axial-rope</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="514" />
            <source>raster-rope</source>
            <translation>raster-rope</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="515" />
            <source>2D sin-cos (MAE)</source>
            <translation>2D sin-cos (MAE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="515" />
            <source>Axial 2D RoPE</source>
            <translation>Axial 2D RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="516" />
            <source>RoPE on the raster index</source>
            <translation>RoPE on the raster index</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="517" />
            <source>sincos-2d: MAE's get_2d_sincos_pos_embed, half of d_model for the column and half for the row; drawn: PE(reference)·PE(patch). axial-rope: half of RoPE's pairs turn with the row, half with the column (Qwen2-VL's vision tower, EVA-02); raster-rope: 1D RoPE at r·W + c, a flattened image. Either RoPE choice draws the two side by side, the chosen one first: q·k for a seeded q at the reference patch and k at every patch.</source>
            <translation>sincos-2d: MAE's get_2d_sincos_pos_embed, half of d_model for the column and half for the row; drawn: PE(reference)·PE(patch). axial-rope: half of RoPE's pairs turn with the row, half with the column (Qwen2-VL's vision tower, EVA-02); raster-rope: 1D RoPE at r·W + c, a flattened image. Either RoPE choice draws the two side by side, the chosen one first: q·k for a seeded q at the reference patch and k at every patch.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="525" />
            <source>M-RoPE: text tokens before</source>
            <translation>M-RoPE: text tokens before</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="526" />
            <source>Text tokens before the image or video (0: none). Each gets the position (p, p, p).</source>
            <translation>Text tokens before the image or video (0: none). Each gets the position (p, p, p).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="530" />
            <source>M-RoPE: image rows (patches)</source>
            <translation>M-RoPE: image rows (patches)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="531" />
            <source>The image's height in patches before the spatial merge (image_grid_thw's h), a multiple of the merge m: every m × m patches become one token. Qwen2-VL's 14-pixel patches: a 448-pixel-high image is 32.</source>
            <translation>The image's height in patches before the spatial merge (image_grid_thw's h), a multiple of the merge m: every m × m patches become one token. Qwen2-VL's 14-pixel patches: a 448-pixel-high image is 32.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="536" />
            <source>M-RoPE: image columns (patches)</source>
            <translation>M-RoPE: image columns (patches)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="537" />
            <source>The image's width in patches before the spatial merge (image_grid_thw's w), a multiple of the merge m.</source>
            <translation>The image's width in patches before the spatial merge (image_grid_thw's w), a multiple of the merge m.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="541" />
            <source>M-RoPE: video frames (0: an image)</source>
            <translation>M-RoPE: video frames (0: an image)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="542" />
            <source>0: an image. 1 or more: a video of that many temporal patches (video_grid_thw's t; each is two frames in Qwen2-VL), each of the image's rows × columns.</source>
            <translation>0: an image. 1 or more: a video of that many temporal patches (video_grid_thw's t; each is two frames in Qwen2-VL), each of the image's rows × columns.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="547" />
            <source>M-RoPE: video tokens per second</source>
            <translation>M-RoPE: video tokens per second</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="548" />
            <source>0: Qwen2-VL, a video's temporal patches 1 position apart. Qwen2.5-VL: tokens_per_second (2 in its config) × seconds per temporal patch (here 1 s: 2 frames at 2 fps) apart, so the time position follows seconds. Not read when interleaved (Qwen3-VL).</source>
            <translation>0: Qwen2-VL, a video's temporal patches 1 position apart. Qwen2.5-VL: tokens_per_second (2 in its config) × seconds per temporal patch (here 1 s: 2 frames at 2 fps) apart, so the time position follows seconds. Not read when interleaved (Qwen3-VL).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="554" />
            <source>M-RoPE: spatial merge</source>
            <translation>M-RoPE: spatial merge</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="555" />
            <source>Every m × m neighbouring patches become one token (the vision config's spatial_merge_size; 2 in Qwen2-VL, Qwen2.5-VL and Qwen3-VL), so the image's rows and columns are multiples of m and its token grid is h/m × w/m.</source>
            <translation>Every m × m neighbouring patches become one token (the vision config's spatial_merge_size; 2 in Qwen2-VL, Qwen2.5-VL and Qwen3-VL), so the image's rows and columns are multiples of m and its token grid is h/m × w/m.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="560" />
            <source>M-RoPE: text tokens after</source>
            <translation>M-RoPE: text tokens after</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="561" />
            <source>Text tokens after the image or video (0: none). They go on from the image's start + max(h, w)/2, not from its token count.</source>
            <translation>Text tokens after the image or video (0: none). They go on from the image's start + max(h, w)/2, not from its token count.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="565" />
            <source>M-RoPE: mrope_section</source>
            <translation>M-RoPE: mrope_section</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="566" />
            <source>How many of the head's pairs turn with the time, height and width positions, in that order, separated by commas; they sum to head_dim/2. Qwen2-VL and Qwen2.5-VL: 16,24,24 (head_dim 128); Qwen3-VL: 24,20,20.</source>
            <translation>How many of the head's pairs turn with the time, height and width positions, in that order, separated by commas; they sum to head_dim/2. Qwen2-VL and Qwen2.5-VL: 16,24,24 (head_dim 128); Qwen3-VL: 24,20,20.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="571" />
            <source>M-RoPE: interleaved (Qwen3-VL)</source>
            <translation>M-RoPE: interleaved (Qwen3-VL)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="572" />
            <source>Off: Qwen2-VL's layout, the first section's pairs turn with t, the next with h, the last with w. On: Qwen3-VL's, t, h, w, t, h, w … pair by pair, so every axis has fast and slow pairs, and a video as Qwen3-VL writes it: each temporal patch a frame of its own after its timestamp text (&lt;0.2 seconds&gt;, 1 s per temporal patch), its t where the frame starts.</source>
            <translation>Off: Qwen2-VL's layout, the first section's pairs turn with t, the next with h, the last with w. On: Qwen3-VL's, t, h, w, t, h, w … pair by pair, so every axis has fast and slow pairs, and a video as Qwen3-VL writes it: each temporal patch a frame of its own after its timestamp text (&lt;0.2 seconds&gt;, 1 s per temporal patch), its t where the frame starts.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="579" />
            <source>ALiBi: bfloat16 as Falcon</source>
            <translation>ALiBi: bfloat16 as Falcon</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="580" />
            <source>ALiBi as Falcon's build_alibi_tensor computes it: each slope, each key position and their product rounded to bfloat16 (8 significant bits), so keys past position 256 share biases in runs. Off: the paper's exact −m·(i−j).</source>
            <translation>ALiBi as Falcon's build_alibi_tensor computes it: each slope, each key position and their product rounded to bfloat16 (8 significant bits), so keys past position 256 share biases in runs. Off: the paper's exact −m·(i−j).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="671" />
            <source>--pair must be an integer from 0 to {last} for d_model {d_model}, got {pair}</source>
            <translation>--pair must be an integer from 0 to {last} for d_model {d_model}, got {pair}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="675" />
            <source>--head-dim must be even (RoPE rotates pairs), got {head_dim}</source>
            <translation>--head-dim must be even (RoPE rotates pairs), got {head_dim}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="678" />
            <source>--head must be an integer from 0 to {last} for {n_heads} heads, got {head}</source>
            <translation>--head must be an integer from 0 to {last} for {n_heads} heads, got {head}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="682" />
            <source>--beta-slow must be below --beta-fast ({beta_fast:g}), got {beta_slow:g}</source>
            <translation>--beta-slow must be below --beta-fast ({beta_fast:g}), got {beta_slow:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="685" />
            <source>--original-context must be at least 2 with --scaling longrope (its attention factor divides by ln original), got {orig}</source>
            <translation>--original-context must be at least 2 with --scaling longrope (its attention factor divides by ln original), got {orig}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="689" />
            <source>--low-freq-factor must be at most --high-freq-factor ({high:g}), got {low:g}</source>
            <translation>--low-freq-factor must be at most --high-freq-factor ({high:g}), got {low:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="693" />
            <source>--t5-buckets must be at least 4 for bidirectional buckets (half each way, of which half exact), got {n}</source>
            <translation>--t5-buckets must be at least 4 for bidirectional buckets (half each way, of which half exact), got {n}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="696" />
            <source>--ref-row must be 0 in a grid of one row, got {value}</source>
            <translation>--ref-row must be 0 in a grid of one row, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="698" />
            <source>--ref-row must be an integer from 0 to {last} for a grid of {size} rows, got {value}</source>
            <translation>--ref-row must be an integer from 0 to {last} for a grid of {size} rows, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="702" />
            <source>--ref-col must be 0 in a grid of one column, got {value}</source>
            <translation>--ref-col must be 0 in a grid of one column, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="704" />
            <source>--ref-col must be an integer from 0 to {last} for a grid of {size} columns, got {value}</source>
            <translation>--ref-col must be an integer from 0 to {last} for a grid of {size} columns, got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="710" />
            <source>{flag} must be a multiple of the spatial merge {m} (every {m} × {m} patches merge into one token), got {value}</source>
            <translation>{flag} must be a multiple of the spatial merge {m} (every {m} × {m} patches merge into one token), got {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="714" />
            <source>--t5-max-distance must be above {exact}, the distance where the log-spaced buckets start at {n} buckets, got {d}</source>
            <translation>--t5-max-distance must be above {exact}, the distance where the log-spaced buckets start at {n} buckets, got {d}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="819" />
            <source>d_model is odd: dimension {last} is a sine with no cosine partner (as Hugging Face's create_sinusoidal_embeddings does).</source>
            <translation>d_model is odd: dimension {last} is a sine with no cosine partner (as Hugging Face's create_sinusoidal_embeddings does).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/params.py" line="825" />
            <source>d_model is odd: dimension {last} is a column of zeros after the sines and cosines (as tensor2tensor and fairseq pad).</source>
            <translation>d_model is odd: dimension {last} is a column of zeros after the sines and cosines (as tensor2tensor and fairseq pad).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="29" />
            <source>Article {number}: 「{title}」 ({gloss}), {where}; the page names no author</source>
            <translation>Article {number}: 「{title}」 ({gloss}), {where}; the page names no author</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="33" />
            <source>Article {number}: 「{title}」, {where}</source>
            <translation>Article {number}: 「{title}」, {where}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="40" />
            <source>Fixed positional encoding</source>
            <translation>Fixed positional encoding</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="41" />
            <source>a post of 26 September 2026 on a personal technical blog</source>
            <translation>a post of 26 September 2026 on a personal technical blog</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="44" />
            <source>Attention alone can't tell word order? The secret and mathematical beauty of positional encoding</source>
            <translation>Attention alone can't tell word order? The secret and mathematical beauty of positional encoding</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="46" />
            <source>a Japanese technical article (its page names no site)</source>
            <translation>a Japanese technical article (its page names no site)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="48" />
            <source>Position information</source>
            <translation>Position information</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="49" />
            <source>a chapter of the web guide 「Transformer 内部構造ガイド」 (Transformer internals guide)</source>
            <translation>a chapter of the web guide 「Transformer 内部構造ガイド」 (Transformer internals guide)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="71" />
            <source>Article 1: heatmap, d_model 128 × 50 positions (RdBu)</source>
            <translation>Article 1: heatmap, d_model 128 × 50 positions (RdBu)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="73" />
            <source>Article 2: heatmap, d_model 128 × 100 positions (coolwarm)</source>
            <translation>Article 2: heatmap, d_model 128 × 100 positions (coolwarm)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="75" />
            <source>Article 2: PE(0)·PE(pos) for positions 0–49</source>
            <translation>Article 2: PE(0)·PE(pos) for positions 0–49</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="78" />
            <source>Article 1: rows 5 and 35 compared</source>
            <translation>Article 1: rows 5 and 35 compared</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="80" />
            <source>Article 2: relative position as a rotation</source>
            <translation>Article 2: relative position as a rotation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="82" />
            <source>Article 2: 犬が男を噛んだ / 男が犬を噛んだ</source>
            <translation>Article 2: 犬が男を噛んだ / 男が犬を噛んだ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="84" />
            <source>Article 3: The keys on the table are lost. (d_model 512)</source>
            <translation>Article 3: The keys on the table are lost. (d_model 512)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="86" />
            <source>Article 3: [B, S, D] = [1, 8, 512]</source>
            <translation>Article 3: [B, S, D] = [1, 8, 512]</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="88" />
            <source>Transformer base model: d_model 512, 512 positions</source>
            <translation>Transformer base model: d_model 512, 512 positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="90" />
            <source>Transformer big model: d_model 1024, 1024 positions</source>
            <translation>Transformer big model: d_model 1024, 1024 positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="92" />
            <source>Long context: d_model 4096 × 131,072 positions, trained on 4,096</source>
            <translation>Long context: d_model 4096 × 131,072 positions, trained on 4,096</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="94" />
            <source>BERT-base: learned table 512 × 768</source>
            <translation>BERT-base: learned table 512 × 768</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="95" />
            <source>BERT-base</source>
            <translation>BERT-base</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="96" />
            <source>GPT-2 small: learned table 1024 × 768</source>
            <translation>GPT-2 small: learned table 1024 × 768</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="97" />
            <source>GPT-2 small</source>
            <translation>GPT-2 small</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="98" />
            <source>Llama 2 7B head: RoPE θ 10,000, head 128, 4,096 context</source>
            <translation>Llama 2 7B head: RoPE θ 10,000, head 128, 4,096 context</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="100" />
            <source>Llama 2 7B head</source>
            <translation>Llama 2 7B head</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="101" />
            <source>Llama 3 8B head: RoPE θ 500,000 with Llama 3.1 scaling ×8 from 8,192</source>
            <translation>Llama 3 8B head: RoPE θ 500,000 with Llama 3.1 scaling ×8 from 8,192</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="104" />
            <source>Llama 3 8B head</source>
            <translation>Llama 3 8B head</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="105" />
            <source>BLOOM-style ALiBi: 16 heads</source>
            <translation>BLOOM-style ALiBi: 16 heads</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="106" />
            <source>BLOOM-style ALiBi</source>
            <translation>BLOOM-style ALiBi</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="107" />
            <source>T5-base encoder: 32 buckets to distance 128, 12 heads</source>
            <translation>T5-base encoder: 32 buckets to distance 128, 12 heads</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="110" />
            <source>Shaw et al.: relative positions clipped at k = 16 (the paper's)</source>
            <translation>Shaw et al.: relative positions clipped at k = 16 (the paper's)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="112" />
            <source>Transformer-XL: the four score terms, d_model 512, head 64</source>
            <translation>Transformer-XL: the four score terms, d_model 512, head 64</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="115" />
            <source>xPos: RoPE θ 10,000 with decay, γ 512, head 64</source>
            <translation>xPos: RoPE θ 10,000 with decay, γ 512, head 64</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="118" />
            <source>NoPE: a causal decoder without positions, 64 tokens</source>
            <translation>NoPE: a causal decoder without positions, 64 tokens</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/presets.py" line="135" />
            <source>no model preset {key}; these are: {keys}</source>
            <translation>no model preset {key}; these are: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="115" />
            <source>{name} has no {stack} bias table: an untrained init is drawn</source>
            <translation>{name} has no {stack} bias table: an untrained init is drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="116" />
            <source>encoder</source>
            <translation>encoder</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="116" />
            <source>decoder</source>
            <translation>decoder</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="117" />
            <source>{name}'s bias table is {rows} buckets × {cols} heads, not {buckets} × {heads}: an untrained init is drawn</source>
            <translation>{name}'s bias table is {rows} buckets × {cols} heads, not {buckets} × {heads}: an untrained init is drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="202" />
            <source>Shaw: beyond k = {k} every distance shares one vector</source>
            <translation>Shaw: beyond k = {k} every distance shares one vector</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/relative.py" line="506" />
            <source>the {scheme} matrix of {n:,} positions has {values:,} values; its data export is limited to {limit:,} × {limit:,}: use --seq-len {limit:,} or fewer</source>
            <translation>the {scheme} matrix of {n:,} positions has {values:,} values; its data export is limited to {limit:,} × {limit:,}: use --seq-len {limit:,} or fewer</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="56" />
            <source>extrapolated (unchanged)</source>
            <translation>extrapolated (unchanged)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="56" />
            <source>interpolated (θ/s)</source>
            <translation>interpolated (θ/s)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="56" />
            <source>blended</source>
            <translation>blended</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="93" />
            <source>dynamic NTK at L = {length:,}: the last position + 1 ({last:,}), at least the original context {orig:,}</source>
            <translation>dynamic NTK at L = {length:,}: the last position + 1 ({last:,}), at least the original context {orig:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="112" />
            <source>LongRoPE's long factors: the last position + 1 ({length:,}) is past the original context {orig:,}</source>
            <translation>LongRoPE's long factors: the last position + 1 ({length:,}) is past the original context {orig:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/rope.py" line="115" />
            <source>LongRoPE's short factors: the last position + 1 ({length:,}) is within the original context {orig:,}</source>
            <translation>LongRoPE's short factors: the last position + 1 ({length:,}) is within the original context {orig:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="34" />
            <source>Sinusoidal (the paper)</source>
            <translation>Sinusoidal (the paper)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="35" />
            <source>Learned absolute table</source>
            <translation>Learned absolute table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="38" />
            <source>T5 relative buckets</source>
            <translation>T5 relative buckets</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="39" />
            <source>Shaw relative positions</source>
            <translation>Shaw relative positions</translation>
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
            <translation>i with i + d/2</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="89" />
            <source>2i with 2i+1</source>
            <translation>2i with 2i+1</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="90" />
            <source>Head dimension (pairs {how})</source>
            <translation>Head dimension (pairs {how})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="92" />
            <source>Key position j</source>
            <translation>Key position j</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="94" />
            <source>Table column (dimension)</source>
            <translation>Table column (dimension)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="95" />
            <source>Embedding dimension</source>
            <translation>Embedding dimension</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="99" />
            <source>Query position i</source>
            <translation>Query position i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="99" />
            <source>Token position</source>
            <translation>Token position</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="134" />
            <source>table value (colours ± its largest |value|)</source>
            <translation>table value (colours ± its largest |value|)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="135" />
            <source>table value (colours ±{limit:.3g})</source>
            <translation>table value (colours ±{limit:.3g})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="138" />
            <source>bias g(j) − g(i) in bfloat16, m = {slope:.6g}</source>
            <translation>bias g(j) − g(i) in bfloat16, m = {slope:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="139" />
            <source>bias −m·(i−j), m = {slope:.6g}</source>
            <translation>bias −m·(i−j), m = {slope:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="144" />
            <source>bias of head {head} for the bucket of j − i</source>
            <translation>bias of head {head} for the bucket of j − i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="145" />
            <source>bucket of j − i (0 … {last})</source>
            <translation>bucket of j − i (0 … {last})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="147" />
            <source>relative index clip(j − i, −k, k), k = {k}</source>
            <translation>relative index clip(j − i, −k, k), k = {k}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="149" />
            <source>{term} (score)</source>
            <translation>{term} (score)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="153" />
            <source>attention weight 1/(i + 1)</source>
            <translation>attention weight 1/(i + 1)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="154" />
            <source>PE value</source>
            <translation>PE value</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="161" />
            <source>Learned table: {source}</source>
            <translation>Learned table: {source}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="164" />
            <source>RoPE cos/sin(m·θᵢ), θ base {base:,.6g}, head dim {head_dim}, pairs {pairing}</source>
            <translation>RoPE cos/sin(m·θᵢ), θ base {base:,.6g}, head dim {head_dim}, pairs {pairing}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="167" />
            <source>RoPE cos/sin(m·θᵢ), θ base {base:,.6g}, head dim {head_dim}, {scaling} ×{factor:g}, pairs {pairing}</source>
            <translation>RoPE cos/sin(m·θᵢ), θ base {base:,.6g}, head dim {head_dim}, {scaling} ×{factor:g}, pairs {pairing}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="173" />
            <source>ALiBi bias of head {head} of {n_heads} as Falcon computes it: bfloat16, × {scale:.6g} (slope m = {slope:.6g}); masked keys j &gt; i grey</source>
            <translation>ALiBi bias of head {head} of {n_heads} as Falcon computes it: bfloat16, × {scale:.6g} (slope m = {slope:.6g}); masked keys j &gt; i grey</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="177" />
            <source>ALiBi bias of head {head} of {n_heads} (slope m = {slope:.6g}); masked keys j &gt; i grey</source>
            <translation>ALiBi bias of head {head} of {n_heads} (slope m = {slope:.6g}); masked keys j &gt; i grey</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="181" />
            <source>Sinusoidal PE, d_model {d_model:,}, base {base:,.6g}</source>
            <translation>Sinusoidal PE, d_model {d_model:,}, base {base:,.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="187" />
            <source>bidirectional (encoder)</source>
            <translation>bidirectional (encoder)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="188" />
            <source>causal (decoder): masked keys j &gt; i grey</source>
            <translation>causal (decoder): masked keys j &gt; i grey</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="194" />
            <source>T5 relative buckets of j − i: {n} buckets, max distance {d:,}, {direction}</source>
            <translation>T5 relative buckets of j − i: {n} buckets, max distance {d:,}, {direction}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="201" />
            <source>untrained: seeded init normal(0, d_model^−0.5), seed {seed}</source>
            <translation>untrained: seeded init normal(0, d_model^−0.5), seed {seed}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="202" />
            <source>T5 bias of head {head} of {n_heads} by bucket of j − i ({source}), {direction}</source>
            <translation>T5 bias of head {head} of {n_heads} by bucket of j − i ({source}), {direction}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="206" />
            <source>Shaw et al. relative position clip(j − i, −k, k), k = {k}: {vectors} learned vectors; no mask</source>
            <translation>Shaw et al. relative position clip(j − i, −k, k), k = {k}: {vectors} learned vectors; no mask</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="209" />
            <source>Transformer-XL, {term}: seeded q, k, u, v, W_R (seed {seed}), R(i−j) of d_model {d_model:,}, head dim {head_dim}</source>
            <translation>Transformer-XL, {term}: seeded q, k, u, v, W_R (seed {seed}), R(i−j) of d_model {d_model:,}, head dim {head_dim}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="213" />
            <source>xPos score envelope, θ base {base:,.6g}, head dim {head_dim}, scale base γ = {gamma:,.6g}; masked keys j &gt; i grey</source>
            <translation>xPos score envelope, θ base {base:,.6g}, head dim {head_dim}, scale base γ = {gamma:,.6g}; masked keys j &gt; i grey</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="216" />
            <source>NoPE: uniform causal attention 1/(i + 1) over the keys 0 … i; masked keys j &gt; i grey</source>
            <translation>NoPE: uniform causal attention 1/(i + 1) over the keys 0 … i; masked keys j &gt; i grey</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="223" />
            <source>distances below {exact} have a bucket each; from {far:,} on, one bucket</source>
            <translation>distances below {exact} have a bucket each; from {far:,} on, one bucket</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="226" />
            <source>untrained: random biases, the same within a bucket, no structure by distance</source>
            <translation>untrained: random biases, the same within a bucket, no structure by distance</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="232" />
            <source>beyond k = {k} every distance shares one vector (no mask: Shaw's encoder sees both ways)</source>
            <translation>beyond k = {k} every distance shares one vector (no mask: Shaw's encoder sees both ways)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="235" />
            <source>(a) q·k and (c) u·k are the same in every cell: one seeded q for every query, one k for every key; only (b) and (d) vary, with i − j</source>
            <translation>(a) q·k and (c) u·k are the same in every cell: one seeded q for every query, one k for every key; only (b) and (d) vary, with i − j</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="239" />
            <source>colours ± the largest |value| at δ &lt; {n:,}</source>
            <translation>colours ± the largest |value| at δ &lt; {n:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="245" />
            <source>share of the total |score| over the cells j ≤ i: (a) {a:.0%}, (b) {b:.0%}, (c) {c:.0%}, (d) {d:.0%}</source>
            <translation>share of the total |score| over the cells j ≤ i: (a) {a:.0%}, (b) {b:.0%}, (c) {c:.0%}, (d) {d:.0%}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="248" />
            <source>share of the total |score| over the cells j ≤ i with i − j &lt; {n:,}: (a) {a:.0%}, (b) {b:.0%}, (c) {c:.0%}, (d) {d:.0%}</source>
            <translation>share of the total |score| over the cells j ≤ i with i − j &lt; {n:,}: (a) {a:.0%}, (b) {b:.0%}, (c) {c:.0%}, (d) {d:.0%}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="252" />
            <source>the score of a key equal to the query, same energy per pair; RoPE's expected score damped by ζᵢ^((i−j)/γ)</source>
            <translation>the score of a key equal to the query, same energy per pair; RoPE's expected score damped by ζᵢ^((i−j)/γ)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="255" />
            <source>exact for uniform attention: the mask alone makes the weights 1/(i + 1); that a trained model attends so is an illustration</source>
            <translation>exact for uniform attention: the mask alone makes the weights 1/(i + 1); that a trained model attends so is an illustration</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="257" />
            <source>colours 0 … 1/{top:,}: the queries i &lt; {i:,} all take the darkest</source>
            <translation>colours 0 … 1/{top:,}: the queries i &lt; {i:,} all take the darkest</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="260" />
            <source>positions from 0: query i averages the keys 0 … i, also those before the first shown</source>
            <translation>positions from 0: query i averages the keys 0 … i, also those before the first shown</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="275" />
            <source>the bin at the end averages only the rows that exist</source>
            <translation>the bin at the end averages only the rows that exist</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="277" />
            <source>untrained: random values, no structure by position</source>
            <translation>untrained: random values, no structure by position</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="281" />
            <source>dims 0–{last_cos}: cos(m·θᵢ); dims {h}–{last}: sin(m·θᵢ) of the same pairs (dim i rotates with i + {h})</source>
            <translation>dims 0–{last_cos}: cos(m·θᵢ); dims {h}–{last}: sin(m·θᵢ) of the same pairs (dim i rotates with i + {h})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="285" />
            <source>even dims 2i: cos(m·θᵢ); odd dims 2i+1: sin(m·θᵢ)</source>
            <translation>even dims 2i: cos(m·θᵢ); odd dims 2i+1: sin(m·θᵢ)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="287" />
            <source>YaRN's attention scaling {scale:.4g} is not applied to the drawn cos/sin</source>
            <translation>YaRN's attention scaling {scale:.4g} is not applied to the drawn cos/sin</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="290" />
            <source>LongRoPE's attention scaling {scale:.4g} is not applied to the drawn cos/sin</source>
            <translation>LongRoPE's attention scaling {scale:.4g} is not applied to the drawn cos/sin</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="299" />
            <source>blocks on the diagonal: mean over their unmasked cells (j ≤ i)</source>
            <translation>blocks on the diagonal: mean over their unmasked cells (j ≤ i)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="301" />
            <source>odd d_model: the last dimension is a column of zeros (tensor2tensor, fairseq)</source>
            <translation>odd d_model: the last dimension is a column of zeros (tensor2tensor, fairseq)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="304" />
            <source>odd d_model: the last dimension is a sine with no cosine partner</source>
            <translation>odd d_model: the last dimension is a sine with no cosine partner</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="343" />
            <source>position {row:,} · dimension {col}: the zero column of odd d_model · PE = 0</source>
            <translation>position {row:,} · dimension {col}: the zero column of odd d_model · PE = 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="345" />
            <source>position {row:,} · dimension {col} ({kind}, pair {pair}) · PE = {value:+.9f}</source>
            <translation>position {row:,} · dimension {col} ({kind}, pair {pair}) · PE = {value:+.9f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="353" />
            <source>position {row:,} · {note}</source>
            <translation>position {row:,} · {note}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="355" />
            <source>position {row:,} · column {col} · table value = {value:+.9g}</source>
            <translation>position {row:,} · column {col} · table value = {value:+.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="363" />
            <source>position m = {row:,} · head dim {col} (pair {pair}, {kind}) · {kind}(m·θ) = {value:+.9f} · θ = {theta:.6g} · wavelength {wavelength:,.6g} positions</source>
            <translation>position m = {row:,} · head dim {col} (pair {pair}, {kind}) · {kind}(m·θ) = {value:+.9f} · θ = {theta:.6g} · wavelength {wavelength:,.6g} positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="371" />
            <source>query i = {row:,} · key j = {col:,} · masked: a key after the query is never attended</source>
            <translation>query i = {row:,} · key j = {col:,} · masked: a key after the query is never attended</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="374" />
            <source>query i = {row:,} · key j = {col:,} · i − j = {diff:,} · bias g(j) − g(i) = {bias:.9g} (g(x) = bf16(bf16(m)·bf16(x)) × {scale:.6g})</source>
            <translation>query i = {row:,} · key j = {col:,} · i − j = {diff:,} · bias g(j) − g(i) = {bias:.9g} (g(x) = bf16(bf16(m)·bf16(x)) × {scale:.6g})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="377" />
            <source>query i = {row:,} · key j = {col:,} · i − j = {diff:,} · bias −m·(i−j) = {bias:.9g} (m = {slope:.6g})</source>
            <translation>query i = {row:,} · key j = {col:,} · i − j = {diff:,} · bias −m·(i−j) = {bias:.9g} (m = {slope:.6g})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="386" />
            <source>query i = {row:,} · key j = {col:,} · j − i = {rel:,}</source>
            <translation>query i = {row:,} · key j = {col:,} · j − i = {rel:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="390" />
            <source>{where} · bucket {bucket} · bias of head {head} = {bias:+.9g}</source>
            <translation>{where} · bucket {bucket} · bias of head {head} = {bias:+.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="394" />
            <source>{where} · clip(j − i, −{k}, {k}) = {index} (table row {table_row})</source>
            <translation>{where} · clip(j − i, −{k}, {k}) = {index} (table row {table_row})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="399" />
            <source>{where} · total {total:+.6g} = (a) {a:+.6g} + (b) {b:+.6g} + (c) {c:+.6g} + (d) {d:+.6g}</source>
            <translation>{where} · total {total:+.6g} = (a) {a:+.6g} + (b) {b:+.6g} + (c) {c:+.6g} + (d) {d:+.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="404" />
            <source>{where} · envelope mean ζᵢ^((i−j)/γ)·cos(θᵢ(i−j)) = {value:+.9f}</source>
            <translation>{where} · envelope mean ζᵢ^((i−j)/γ)·cos(θᵢ(i−j)) = {value:+.9f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="406" />
            <source>{where} · uniform weight 1/(i + 1) = {value:.9g} over {keys:,} keys</source>
            <translation>{where} · uniform weight 1/(i + 1) = {value:.9g} over {keys:,} keys</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="504" />
            <source>the {what} of {rows:,} positions × {width:,} columns has {values:,} values; the export is limited to {limit:,} values (about {megabytes:,} MB as .npy): use fewer positions</source>
            <translation>the {what} of {rows:,} positions × {width:,} columns has {values:,} values; the export is limited to {limit:,} values (about {megabytes:,} MB as .npy): use fewer positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="527" />
            <source>sinusoidal table</source>
            <translation>sinusoidal table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="536" />
            <source>RoPE table</source>
            <translation>RoPE table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="596" />
            <source>current parameters</source>
            <translation>current parameters</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="600" />
            <source>{label}: ALiBi adds a bias to the logits, not a similarity: see the Distance decay tab</source>
            <translation>{label}: ALiBi adds a bias to the logits, not a similarity: see the Distance decay tab</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="604" />
            <source>{label}: T5 adds a learned bias per bucket to the logits, not a similarity: see the Distance decay tab</source>
            <translation>{label}: T5 adds a learned bias per bucket to the logits, not a similarity: see the Distance decay tab</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="608" />
            <source>{label}: Transformer-XL's position terms are scores of seeded vectors, not a similarity: see the Distance decay tab</source>
            <translation>{label}: Transformer-XL's position terms are scores of seeded vectors, not a similarity: see the Distance decay tab</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="612" />
            <source>{label}: no curve of the distance to compare ({scheme})</source>
            <translation>{label}: no curve of the distance to compare ({scheme})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/schemes.py" line="708" />
            <source>{what}: no layer types that differ in positions (Gemma 2 and 3, ModernBERT, OLMo 3, Llama 4, SmolLM3, Cohere2, EXAONE 4 have them)</source>
            <translation>{what}: no layer types that differ in positions (Gemma 2 and 3, ModernBERT, OLMo 3, Llama 4, SmolLM3, Cohere2, EXAONE 4 have them)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="40" />
            <source>--animate cannot move {name}: use one of {names}</source>
            <translation>--animate cannot move {name}: use one of {names}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="63" />
            <source>--animate {name}: start and stop are both {value}, so nothing would move</source>
            <translation>--animate {name}: start and stop are both {value}, so nothing would move</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="66" />
            <source>--animate {name} gives a step: leave out --frames, or the step</source>
            <translation>--animate {name} gives a step: leave out --frames, or the step</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="74" />
            <source>--animate {name} from {start} to {stop} makes {count} frames, at most {most}: give a larger step or --frames</source>
            <translation>--animate {name} from {start} to {stop} makes {count} frames, at most {most}: give a larger step or --frames</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="82" />
            <source>--frames must be an integer from 2 to {most}, got {frames}</source>
            <translation>--frames must be an integer from 2 to {most}, got {frames}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="86" />
            <source>--frames {frames} is more than the {count} integers from {start} to {stop}</source>
            <translation>--frames {frames} is more than the {count} integers from {start} to {stop}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="96" />
            <source>the step of --animate {name} must be {allowed} other than 0, got {step}</source>
            <translation>the step of --animate {name} must be {allowed} other than 0, got {step}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="97" />
            <source>an integer</source>
            <translation>an integer</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="97" />
            <source>a number</source>
            <translation>a number</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="102" />
            <source>the step of --animate {name} must go from {start} towards {stop}, got {step}</source>
            <translation>the step of --animate {name} must go from {start} towards {stop}, got {step}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="106" />
            <source>the step of --animate {name}, {step}, is more than the distance from {start} to {stop}: there would be one frame</source>
            <translation>the step of --animate {name}, {step}, is more than the distance from {start} to {stop}: there would be one frame</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="154" />
            <source>--animate must be name:start:stop or name:start:stop:step, got {text}</source>
            <translation>--animate must be name:start:stop or name:start:stop:step, got {text}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="179" />
            <source>--fps must be an integer from {low} to {high}, got {fps}</source>
            <translation>--fps must be an integer from {low} to {high}, got {fps}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/sweep.py" line="192" />
            <source>{frames} frames of {width} × {height} pixels are more than {most} million pixels: fewer frames or a smaller size</source>
            <translation>{frames} frames of {width} × {height} pixels are more than {most} million pixels: fewer frames or a smaller size</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="23" />
            <source>The encoding</source>
            <translation>The encoding</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="24" />
            <source>Its mathematics</source>
            <translation>Its mathematics</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="25" />
            <source>Successors</source>
            <translation>Successors</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="26" />
            <source>Images and video</source>
            <translation>Images and video</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="29" />
            <source>Start here: what is added to the tokens and why: the encoding's values, the dot product that tells distance, word order, embedding + encoding.</source>
            <translation>Start here: what is added to the tokens and why: the encoding's values, the dot product that tells distance, word order, embedding + encoding.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="31" />
            <source>Why it works: the wavelengths, two positions compared, the similarity matrix, a shift as a rotation, every pair as a clock hand.</source>
            <translation>Why it works: the wavelengths, two positions compared, the similarity matrix, a shift as a rotation, every pair as a clock hand.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="33" />
            <source>The schemes that came after it: learned tables, RoPE and its long-context scalings, ALiBi, and real models side by side.</source>
            <translation>The schemes that came after it: learned tables, RoPE and its long-context scalings, ALiBi, and real models side by side.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="35" />
            <source>Positions beyond a line: image patches on a 2D grid (2D sin-cos, axial RoPE) and Qwen-VL's (t, h, w) positions for text, images and video.</source>
            <translation>Positions beyond a line: image patches on a 2D grid (2D sin-cos, axial RoPE) and Qwen-VL's (t, h, w) positions for text, images and video.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="89" />
            <source>no tab {title!r}; the tabs are: {titles}</source>
            <translation>no tab {title!r}; the tabs are: {titles}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="94" />
            <source>Encoding</source>
            <translation>Encoding</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="95" />
            <source>Word order</source>
            <translation>Word order</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="96" />
            <source>Embedding + encoding</source>
            <translation>Embedding + encoding</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="97" />
            <source>Wavelengths</source>
            <translation>Wavelengths</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="98" />
            <source>Compare positions</source>
            <translation>Compare positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="99" />
            <source>Similarity matrix</source>
            <translation>Similarity matrix</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="100" />
            <source>Rotation</source>
            <translation>Rotation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="101" />
            <source>Clock hands</source>
            <translation>Clock hands</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="102" />
            <source>RoPE frequencies</source>
            <translation>RoPE frequencies</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="103" />
            <source>RoPE scores</source>
            <translation>RoPE scores</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="105" />
            <source>Distance decay</source>
            <translation>Distance decay</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="106" />
            <source>All schemes</source>
            <translation>All schemes</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="107" />
            <source>Compare models</source>
            <translation>Compare models</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="108" />
            <source>Model layers</source>
            <translation>Model layers</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="109" />
            <source>2D grid</source>
            <translation>2D grid</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/tabs.py" line="110" />
            <source>M-RoPE</source>
            <translation>M-RoPE</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/units.py" line="11" />
            <source>{n:.0f} bytes</source>
            <translation>{n:.0f} bytes</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/core/units.py" line="16" />
            <source>{n:.1f} {unit}</source>
            <translation>{n:.1f} {unit}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/i18n.py" line="97" />
            <source>Positional Encoding Explorer</source>
            <translation>Positional Encoding Explorer</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="14" />
            <source>ColorBrewer's 11-class RdBu, by Cynthia Brewer (colorbrewer2.org), Apache-2.0</source>
            <translation>ColorBrewer's 11-class RdBu, by Cynthia Brewer (colorbrewer2.org), Apache-2.0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="15" />
            <source>Kenneth Moreland's diverging map, from “Diverging Color Maps for Scientific Visualization” (2009)</source>
            <translation>Kenneth Moreland's diverging map, from “Diverging Color Maps for Scientific Visualization” (2009)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="17" />
            <source>by Stéfan van der Walt and Nathaniel Smith, CC0 (public domain), as bundled with pyqtgraph</source>
            <translation>by Stéfan van der Walt and Nathaniel Smith, CC0 (public domain), as bundled with pyqtgraph</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="45" />
            <source>How Transformers encode token positions. Licence: MIT.</source>
            <translation>How Transformers encode token positions. Licence: MIT.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="46" />
            <source>Built on:</source>
            <translation>Built on:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="47" />
            <source>Colour maps:</source>
            <translation>Colour maps:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/about.py" line="54" />
            <source>About Positional Encoding Explorer</source>
            <translation>About Positional Encoding Explorer</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="43" />
            <source>Export animation</source>
            <translation>Export animation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="50" />
            <source>As shown ({width} × {height} pixels)</source>
            <translation>As shown ({width} × {height} pixels)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="57" />
            <source>Browse…</source>
            <translation>Browse…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="64" />
            <source>GIF (.gif) or APNG (.apng, .png)</source>
            <translation>GIF (.gif) or APNG (.apng, .png)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="64" />
            <source>, or MP4 (.mp4)</source>
            <translation>, or MP4 (.mp4)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="70" />
            <source>Parameter</source>
            <translation>Parameter</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="71" />
            <source>From</source>
            <translation>From</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="72" />
            <source>To</source>
            <translation>To</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="73" />
            <source>Frames</source>
            <translation>Frames</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="74" />
            <source>Frames per second</source>
            <translation>Frames per second</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="75" />
            <source>Size of each frame</source>
            <translation>Size of each frame</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="76" />
            <source>File</source>
            <translation>File</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="77" />
            <source>The format follows the extension: {formats}.</source>
            <translation>The format follows the extension: {formats}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/animation_dialog.py" line="112" />
            <source>Animations (*.gif *.apng *.png *.mp4)</source>
            <translation>Animations (*.gif *.apng *.png *.mp4)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="72" />
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="73" />
            <source>&amp;Open session…</source>
            <translation>&amp;Open session…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="74" />
            <source>&amp;Save session…</source>
            <translation>&amp;Save session…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="76" />
            <source>&amp;Export…</source>
            <translation>&amp;Export…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="77" />
            <source>Export &amp;report (PDF)…</source>
            <translation>Export &amp;report (PDF)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="78" />
            <source>Export &amp;all views to a folder…</source>
            <translation>Export &amp;all views to a folder…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="79" />
            <source>Export a&amp;nimation…</source>
            <translation>Export a&amp;nimation…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="81" />
            <source>&amp;Load learned table (.npy)…</source>
            <translation>&amp;Load learned table (.npy)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="83" />
            <source>Open &amp;model</source>
            <translation>Open &amp;model</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="84" />
            <source>Model &amp;folder…</source>
            <translation>Model &amp;folder…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="85" />
            <source>config.json or .safetensors &amp;file…</source>
            <translation>config.json or .safetensors &amp;file…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="87" />
            <source>From the local Hugging Face &amp;cache…</source>
            <translation>From the local Hugging Face &amp;cache…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="90" />
            <source>Compare with a &amp;second model (folder)…</source>
            <translation>Compare with a &amp;second model (folder)…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="92" />
            <source>Compare with a &amp;preset</source>
            <translation>Compare with a &amp;preset</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="94" />
            <source>&amp;Close model</source>
            <translation>&amp;Close model</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="96" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="98" />
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="101" />
            <source>&amp;Copy image</source>
            <translation>&amp;Copy image</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="104" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="105" />
            <source>&amp;Fit to data</source>
            <translation>&amp;Fit to data</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="107" />
            <source>Swap &amp;orientation</source>
            <translation>Swap &amp;orientation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="110" />
            <source>&amp;Next tab</source>
            <translation>&amp;Next tab</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="112" />
            <source>Pre&amp;vious tab</source>
            <translation>Pre&amp;vious tab</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="120" />
            <source>&amp;Reset settings…</source>
            <translation>&amp;Reset settings…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="122" />
            <source>&amp;Presets</source>
            <translation>&amp;Presets</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="123" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="125" />
            <source>&amp;About Positional Encoding Explorer</source>
            <translation>&amp;About Positional Encoding Explorer</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="156" />
            <source>Load learned table</source>
            <translation>Load learned table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="157" />
            <source>NumPy array (*.npy);;All files (*)</source>
            <translation>NumPy array (*.npy);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="171" />
            <source>Load table {name}</source>
            <translation>Load table {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="172" />
            <source>Learned table: {path}</source>
            <translation>Learned table: {path}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="181" />
            <source>Open model</source>
            <translation>Open model</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="182" />
            <source>Model config or checkpoint (config.json *.safetensors);;All files (*)</source>
            <translation>Model config or checkpoint (config.json *.safetensors);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="184" />
            <source>Open model folder</source>
            <translation>Open model folder</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="198" />
            <source>Open model {name}</source>
            <translation>Open model {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="207" />
            <source>Model B to compare with</source>
            <translation>Model B to compare with</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="215" />
            <source>Compare with {name}</source>
            <translation>Compare with {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="251" />
            <source>Close model</source>
            <translation>Close model</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="269" />
            <source>The whole tab as one figure</source>
            <translation>The whole tab as one figure</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="292" />
            <source>Copied the view “{view}” to the clipboard</source>
            <translation>Copied the view “{view}” to the clipboard</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="298" />
            <source>Export report</source>
            <translation>Export report</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="299" />
            <source>PDF document (*.pdf)</source>
            <translation>PDF document (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="306" />
            <source>Writing the report…</source>
            <translation>Writing the report…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="309" />
            <source>Saved {file}; not drawn, its page says why: {reasons}</source>
            <translation>Saved {file}; not drawn, its page says why: {reasons}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="315" />
            <source>Export all views to</source>
            <translation>Export all views to</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="319" />
            <source>Export all views</source>
            <translation>Export all views</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="319" />
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="323" />
            <source>Exporting every view…</source>
            <translation>Exporting every view…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="341" />
            <source>Writing the animation…</source>
            <translation>Writing the animation…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="353" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="373" />
            <source>Save session</source>
            <translation>Save session</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="375" />
            <source>pe-desktop session (*.json)</source>
            <translation>pe-desktop session (*.json)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="390" />
            <source>Open session</source>
            <translation>Open session</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="411" />
            <source>Open session {name}</source>
            <translation>Open session {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="412" />
            <source>Opened {path}</source>
            <translation>Opened {path}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="425" />
            <source>Export failed</source>
            <translation>Export failed</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="426" />
            <source>Export failed: {reason}</source>
            <translation>Export failed: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/commands.py" line="429" />
            <source>Saved {files}</source>
            <translation>Saved {files}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/crash.py" line="56" />
            <source>Positional Encoding Explorer: unexpected error</source>
            <translation>Positional Encoding Explorer: unexpected error</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/crash.py" line="57" />
            <source>Something went wrong, but Positional Encoding Explorer is still running.

{summary}</source>
            <translation>Something went wrong, but Positional Encoding Explorer is still running.

{summary}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/crash.py" line="59" />
            <source>The details are saved in {where}.</source>
            <translation>The details are saved in {where}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="27" />
            <source>Where it comes from</source>
            <translation>Where it comes from</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="28" />
            <source>Playing and animations</source>
            <translation>Playing and animations</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="31" />
            <source>F1 shows or hides this panel.</source>
            <translation>F1 shows or hides this panel.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="36" />
            <source>What is drawn</source>
            <translation>What is drawn</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="37" />
            <source>How to read it</source>
            <translation>How to read it</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="38" />
            <source>What it demonstrates</source>
            <translation>What it demonstrates</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="42" />
            <source>Sources</source>
            <translation>Sources</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explain.py" line="46" />
            <source>Formula</source>
            <translation>Formula</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="19" />
            <source>&lt;b&gt;Play&lt;/b&gt; (the bar under the views, or Ctrl+Space) moves one parameter from &lt;i&gt;from&lt;/i&gt; to &lt;i&gt;to&lt;/i&gt; in &lt;i&gt;frames&lt;/i&gt; steps, &lt;i&gt;fps&lt;/i&gt; frames a second, again and again, in the view shown: &lt;i&gt;First position&lt;/i&gt; slides the window of positions, &lt;i&gt;Sinusoid base&lt;/i&gt; and &lt;i&gt;RoPE base θ&lt;/i&gt; stretch the wavelengths. Every frame is computed exactly; a frame the computer cannot draw in time is skipped, so the speed stays. Any edit stops it, and Undo takes back the whole play in one step.&lt;br&gt;&lt;b&gt;File › Export animation…&lt;/b&gt; writes the same sweep as a GIF or APNG (MP4 where imageio-ffmpeg is installed): each frame is exactly the still figure File › Export writes for its value. From the command line: &lt;i&gt;pe-desktop export --view rotation --animate offset:0:64 --out spin.gif&lt;/i&gt;.</source>
            <translation>&lt;b&gt;Play&lt;/b&gt; (the bar under the views, or Ctrl+Space) moves one parameter from &lt;i&gt;from&lt;/i&gt; to &lt;i&gt;to&lt;/i&gt; in &lt;i&gt;frames&lt;/i&gt; steps, &lt;i&gt;fps&lt;/i&gt; frames a second, again and again, in the view shown: &lt;i&gt;First position&lt;/i&gt; slides the window of positions, &lt;i&gt;Sinusoid base&lt;/i&gt; and &lt;i&gt;RoPE base θ&lt;/i&gt; stretch the wavelengths. Every frame is computed exactly; a frame the computer cannot draw in time is skipped, so the speed stays. Any edit stops it, and Undo takes back the whole play in one step.&lt;br&gt;&lt;b&gt;File › Export animation…&lt;/b&gt; writes the same sweep as a GIF or APNG (MP4 where imageio-ffmpeg is installed): each frame is exactly the still figure File › Export writes for its value. From the command line: &lt;i&gt;pe-desktop export --view rotation --animate offset:0:64 --out spin.gif&lt;/i&gt;.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="42" />
            <source>The sinusoidal encoding as an image: one cell per position and dimension, coloured by its value on a scale fixed at −1 … 1. A dashed line marks the &lt;i&gt;Trained length&lt;/i&gt;.</source>
            <translation>The sinusoidal encoding as an image: one cell per position and dimension, coloured by its value on a scale fixed at −1 … 1. A dashed line marks the &lt;i&gt;Trained length&lt;/i&gt;.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="45" />
            <source>&lt;i&gt;Orientation&lt;/i&gt; “Positions down” puts positions down the side (the first at the top), “Dimensions up” puts dimensions up the side. RdBu shows positive values blue, negative red (coolwarm: the reverse). Low dimensions change colour at every step, high ones only over many positions.</source>
            <translation>&lt;i&gt;Orientation&lt;/i&gt; “Positions down” puts positions down the side (the first at the top), “Dimensions up” puts dimensions up the side. RdBu shows positive values blue, negative red (coolwarm: the reverse). Low dimensions change colour at every step, high ones only over many positions.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="49" />
            <source>&lt;i&gt;Fixed positional encoding&lt;/i&gt; (article 1): fine stripes on the left tell neighbouring tokens apart, slow gradients on the right give the rough place in the sentence; nothing is learned, so the values go on past any training length.</source>
            <translation>&lt;i&gt;Fixed positional encoding&lt;/i&gt; (article 1): fine stripes on the left tell neighbouring tokens apart, slow gradients on the right give the rough place in the sentence; nothing is learned, so the values go on past any training length.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="52" />
            <source>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos · ω&lt;sub&gt;i&lt;/sub&gt;), &amp;nbsp;PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos · ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;where ω&lt;sub&gt;i&lt;/sub&gt; = 1 / base&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt; (base = 10000 in the paper)&lt;br&gt;(&lt;i&gt;Layout&lt;/i&gt; “Sin | cos (paper ω)”: all sines first; “Sin | cos (t2t ω)”: ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−i/(d/2−1)&lt;/sup&gt;)&lt;br&gt;Odd d&lt;sub&gt;model&lt;/sub&gt;: the last sine has no cosine partner; in “Sin | cos (t2t ω)” the last dimension is a column of zeros instead (d//2 sines, d//2 cosines, then 0, as tensor2tensor and fairseq pad)</source>
            <translation>PE&lt;sub&gt;(pos, 2i)&lt;/sub&gt; = sin(pos · ω&lt;sub&gt;i&lt;/sub&gt;), &amp;nbsp;PE&lt;sub&gt;(pos, 2i+1)&lt;/sub&gt; = cos(pos · ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;where ω&lt;sub&gt;i&lt;/sub&gt; = 1 / base&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt; (base = 10000 in the paper)&lt;br&gt;(&lt;i&gt;Layout&lt;/i&gt; “Sin | cos (paper ω)”: all sines first; “Sin | cos (t2t ω)”: ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−i/(d/2−1)&lt;/sup&gt;)&lt;br&gt;Odd d&lt;sub&gt;model&lt;/sub&gt;: the last sine has no cosine partner; in “Sin | cos (t2t ω)” the last dimension is a column of zeros instead (d//2 sines, d//2 cosines, then 0, as tensor2tensor and fairseq pad)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="63" />
            <source>The dot product of the encoding at the &lt;i&gt;Reference position&lt;/i&gt; (red dashed line) with the encoding at every position shown. Zoomed far out, each point is an exact mean and a band shows the exact minimum and maximum.</source>
            <translation>The dot product of the encoding at the &lt;i&gt;Reference position&lt;/i&gt; (red dashed line) with the encoding at every position shown. Zoomed far out, each point is an exact mean and a band shows the exact minimum and maximum.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="66" />
            <source>x is the position, y the plain dot product: d&lt;sub&gt;model&lt;/sub&gt;/2 at the reference itself (even d&lt;sub&gt;model&lt;/sub&gt;), falling off in waves with distance. Move the reference: the curve only shifts, because it depends on the distance alone. Change &lt;i&gt;Base&lt;/i&gt; or d&lt;sub&gt;model&lt;/sub&gt; to see how fast it falls.</source>
            <translation>x is the position, y the plain dot product: d&lt;sub&gt;model&lt;/sub&gt;/2 at the reference itself (even d&lt;sub&gt;model&lt;/sub&gt;), falling off in waves with distance. Move the reference: the curve only shifts, because it depends on the distance alone. Change &lt;i&gt;Base&lt;/i&gt; or d&lt;sub&gt;model&lt;/sub&gt; to see how fast it falls.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="70" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2), its NumPy figure: PE(0)·PE(pos) is largest at distance 0 and decays with ripples, so a plain dot product already tells attention how far apart two tokens are.</source>
            <translation>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2), its NumPy figure: PE(0)·PE(pos) is largest at distance 0 and decays with ripples, so a plain dot product already tells attention how far apart two tokens are.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="73" />
            <source>PE(r)·PE(p) = Σ&lt;sub&gt;i&lt;/sub&gt; [sin(rω&lt;sub&gt;i&lt;/sub&gt;)·sin(pω&lt;sub&gt;i&lt;/sub&gt;) + cos(rω&lt;sub&gt;i&lt;/sub&gt;)·cos(pω&lt;sub&gt;i&lt;/sub&gt;)] = Σ&lt;sub&gt;i&lt;/sub&gt; cos((p − r)·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;summed over the d&lt;sub&gt;model&lt;/sub&gt;/2 (sin, cos) pairs: d&lt;sub&gt;model&lt;/sub&gt;/2 at p = r</source>
            <translation>PE(r)·PE(p) = Σ&lt;sub&gt;i&lt;/sub&gt; [sin(rω&lt;sub&gt;i&lt;/sub&gt;)·sin(pω&lt;sub&gt;i&lt;/sub&gt;) + cos(rω&lt;sub&gt;i&lt;/sub&gt;)·cos(pω&lt;sub&gt;i&lt;/sub&gt;)] = Σ&lt;sub&gt;i&lt;/sub&gt; cos((p − r)·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;summed over the d&lt;sub&gt;model&lt;/sub&gt;/2 (sin, cos) pairs: d&lt;sub&gt;model&lt;/sub&gt;/2 at p = r</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="79" />
            <source>One attention head (seeded random weights and embeddings, no mask) on &lt;i&gt;Sentence A&lt;/i&gt; and &lt;i&gt;Sentence B&lt;/i&gt;: its weights without positions (top) and with the encoding added (bottom), with the numbers in the readout.</source>
            <translation>One attention head (seeded random weights and embeddings, no mask) on &lt;i&gt;Sentence A&lt;/i&gt; and &lt;i&gt;Sentence B&lt;/i&gt;: its weights without positions (top) and with the encoding added (bottom), with the numbers in the readout.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="82" />
            <source>Queries run down the side, keys along the bottom; colour is the weight, 0 to 1. B is A reordered: without positions B's matrix is A's permuted and the outputs differ only by rounding; with X + PE they differ. Try 犬が男を噛んだ and 男が犬を噛んだ.</source>
            <translation>Queries run down the side, keys along the bottom; colour is the weight, 0 to 1. B is A reordered: without positions B's matrix is A's permuted and the outputs differ only by rounding; with X + PE they differ. Try 犬が男を噛んだ and 男が犬を噛んだ.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="86" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): self-attention sees a bag of tokens, so “dog bit man” and “man bit dog” look alike until positions are added. In the &lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3), 'The' at 0 and 'the' at 3 share an embedding (with &lt;i&gt;Fold case&lt;/i&gt;) but become different vectors.</source>
            <translation>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): self-attention sees a bag of tokens, so “dog bit man” and “man bit dog” look alike until positions are added. In the &lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3), 'The' at 0 and 'the' at 3 share an embedding (with &lt;i&gt;Fold case&lt;/i&gt;) but become different vectors.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="91" />
            <source>Attn(X) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)·V, &amp;nbsp;Q = XW&lt;sub&gt;Q&lt;/sub&gt;, K = XW&lt;sub&gt;K&lt;/sub&gt;, V = XW&lt;sub&gt;V&lt;/sub&gt;&lt;br&gt;a permutation P of the tokens only permutes the outputs: Attn(PX) = P·Attn(X)&lt;br&gt;with positions the input is X + PE, and PX + PE ≠ P(X + PE)</source>
            <translation>Attn(X) = softmax(QK&lt;sup&gt;T&lt;/sup&gt;/√d&lt;sub&gt;k&lt;/sub&gt;)·V, &amp;nbsp;Q = XW&lt;sub&gt;Q&lt;/sub&gt;, K = XW&lt;sub&gt;K&lt;/sub&gt;, V = XW&lt;sub&gt;V&lt;/sub&gt;&lt;br&gt;a permutation P of the tokens only permutes the outputs: Attn(PX) = P·Attn(X)&lt;br&gt;with positions the input is X + PE, and PX + PE ≠ P(X + PE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="98" />
            <source>Three heatmaps for batch element 0 of &lt;i&gt;Sentence A&lt;/i&gt;: the token embeddings X, the encoding PE and their sum X + PE, one row per token, one column per dimension, on one shared colour scale. The titles give the tensor shapes, the readout the cost of each step.</source>
            <translation>Three heatmaps for batch element 0 of &lt;i&gt;Sentence A&lt;/i&gt;: the token embeddings X, the encoding PE and their sum X + PE, one row per token, one column per dimension, on one shared colour scale. The titles give the tensor shapes, the readout the cost of each step.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="102" />
            <source>The embeddings are N(0, 1), so PE, bounded by ±1, looks pale beside them. &lt;i&gt;Batch size B&lt;/i&gt; repeats the sentence; a &lt;i&gt;Dropout&lt;/i&gt; above 0 applies train-time dropout after the addition. In the cost table, building and adding the encoding are tiny next to attention's S²·D.</source>
            <translation>The embeddings are N(0, 1), so PE, bounded by ±1, looks pale beside them. &lt;i&gt;Batch size B&lt;/i&gt; repeats the sentence; a &lt;i&gt;Dropout&lt;/i&gt; above 0 applies train-time dropout after the addition. In the cost table, building and adding the encoding are tiny next to attention's S²·D.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="106" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3): the encoding is a fixed [S, D] table broadcast-added to the embeddings [B, S, D] once, just before the first attention layer; the shape does not change, dropout follows in training, and the cost is negligible.</source>
            <translation>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3): the encoding is a fixed [S, D] table broadcast-added to the embeddings [B, S, D] once, just before the first attention layer; the shape does not change, dropout follows in training, and the cost is negligible.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="110" />
            <source>H = X + PE, &amp;nbsp;X ∈ ℝ&lt;sup&gt;B×S×D&lt;/sup&gt;, PE ∈ ℝ&lt;sup&gt;S×D&lt;/sup&gt; (broadcast over B)&lt;br&gt;training: dropout&lt;sub&gt;p&lt;/sub&gt;(X + PE), kept values × 1/(1 − p)&lt;br&gt;cost: table O(S·D), addition O(B·S·D), attention O(S&lt;sup&gt;2&lt;/sup&gt;·D)</source>
            <translation>H = X + PE, &amp;nbsp;X ∈ ℝ&lt;sup&gt;B×S×D&lt;/sup&gt;, PE ∈ ℝ&lt;sup&gt;S×D&lt;/sup&gt; (broadcast over B)&lt;br&gt;training: dropout&lt;sub&gt;p&lt;/sub&gt;(X + PE), kept values × 1/(1 − p)&lt;br&gt;cost: table O(S·D), addition O(B·S·D), attention O(S&lt;sup&gt;2&lt;/sup&gt;·D)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="116" />
            <source>For every (sin, cos) pair i, its wavelength 2π/ω&lt;sub&gt;i&lt;/sub&gt;, the number of positions one full cycle takes, on a logarithmic axis. A red dashed line marks the number of &lt;i&gt;Positions&lt;/i&gt;, a green one the &lt;i&gt;Trained length&lt;/i&gt;.</source>
            <translation>For every (sin, cos) pair i, its wavelength 2π/ω&lt;sub&gt;i&lt;/sub&gt;, the number of positions one full cycle takes, on a logarithmic axis. A red dashed line marks the number of &lt;i&gt;Positions&lt;/i&gt;, a green one the &lt;i&gt;Trained length&lt;/i&gt;.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="119" />
            <source>Wavelengths grow geometrically from 2π ≈ 6.3 at pair 0 to about 2π·base at the last pair. Blue pairs complete at least one cycle within the positions, orange ones part of a cycle, grey ones under 1/100 of a cycle: they barely move. Raise &lt;i&gt;Positions&lt;/i&gt; and watch pairs turn blue.</source>
            <translation>Wavelengths grow geometrically from 2π ≈ 6.3 at pair 0 to about 2π·base at the last pair. Blue pairs complete at least one cycle within the positions, orange ones part of a cycle, grey ones under 1/100 of a cycle: they barely move. Raise &lt;i&gt;Positions&lt;/i&gt; and watch pairs turn blue.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="123" />
            <source>&lt;i&gt;Fixed positional encoding&lt;/i&gt; (article 1): dimension 0 repeats every 6 or so positions, the slowest only after tens of thousands (the article says 60,000; for d&lt;sub&gt;model&lt;/sub&gt; 128 it is about 54,000), so 50 positions show a sliver of it. Article 2: a clock's second and hour hands.</source>
            <translation>&lt;i&gt;Fixed positional encoding&lt;/i&gt; (article 1): dimension 0 repeats every 6 or so positions, the slowest only after tens of thousands (the article says 60,000; for d&lt;sub&gt;model&lt;/sub&gt; 128 it is about 54,000), so 50 positions show a sliver of it. Article 2: a clock's second and hour hands.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="127" />
            <source>λ&lt;sub&gt;i&lt;/sub&gt; = 2π / ω&lt;sub&gt;i&lt;/sub&gt; = 2π · base&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;&lt;br&gt;cycles within N positions = N / λ&lt;sub&gt;i&lt;/sub&gt;</source>
            <translation>λ&lt;sub&gt;i&lt;/sub&gt; = 2π / ω&lt;sub&gt;i&lt;/sub&gt; = 2π · base&lt;sup&gt;2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;&lt;br&gt;cycles within N positions = N / λ&lt;sub&gt;i&lt;/sub&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="131" />
            <source>The encoding vectors of &lt;i&gt;Position A&lt;/i&gt; (blue) and &lt;i&gt;Position B&lt;/i&gt; (orange) over the dimensions, and below them their difference. The readout gives the dot product, cosine, distance and lengths.</source>
            <translation>The encoding vectors of &lt;i&gt;Position A&lt;/i&gt; (blue) and &lt;i&gt;Position B&lt;/i&gt; (orange) over the dimensions, and below them their difference. The readout gives the dot product, cosine, distance and lengths.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="134" />
            <source>x is the dimension, y the value. In the low dimensions the two vectors disagree everywhere; the slow high dimensions barely differ for nearby positions, so the difference fades to the right. Every vector has the same length √(d&lt;sub&gt;model&lt;/sub&gt;/2): only the angle between them changes. Try two close positions, then two far apart.</source>
            <translation>x is the dimension, y the value. In the low dimensions the two vectors disagree everywhere; the slow high dimensions barely differ for nearby positions, so the difference fades to the right. Every vector has the same length √(d&lt;sub&gt;model&lt;/sub&gt;/2): only the angle between them changes. Try two close positions, then two far apart.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="139" />
            <source>&lt;i&gt;Fixed positional encoding&lt;/i&gt; (article 1): the rows for positions 5 and 35 have entirely different colour patterns; that pattern across all dimensions is the position's unique ID for the Transformer.</source>
            <translation>&lt;i&gt;Fixed positional encoding&lt;/i&gt; (article 1): the rows for positions 5 and 35 have entirely different colour patterns; that pattern across all dimensions is the position's unique ID for the Transformer.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="142" />
            <source>PE(a)·PE(b) = Σ&lt;sub&gt;i&lt;/sub&gt; cos((a − b)·ω&lt;sub&gt;i&lt;/sub&gt;), &amp;nbsp;|PE(p)|&lt;sup&gt;2&lt;/sup&gt; = d&lt;sub&gt;model&lt;/sub&gt;/2 (even d&lt;sub&gt;model&lt;/sub&gt;)&lt;br&gt;cosine = PE(a)·PE(b) / (d&lt;sub&gt;model&lt;/sub&gt;/2)&lt;br&gt;|PE(a) − PE(b)|&lt;sup&gt;2&lt;/sup&gt; = 4 Σ&lt;sub&gt;i&lt;/sub&gt; sin&lt;sup&gt;2&lt;/sup&gt;((a − b)·ω&lt;sub&gt;i&lt;/sub&gt;/2)</source>
            <translation>PE(a)·PE(b) = Σ&lt;sub&gt;i&lt;/sub&gt; cos((a − b)·ω&lt;sub&gt;i&lt;/sub&gt;), &amp;nbsp;|PE(p)|&lt;sup&gt;2&lt;/sup&gt; = d&lt;sub&gt;model&lt;/sub&gt;/2 (even d&lt;sub&gt;model&lt;/sub&gt;)&lt;br&gt;cosine = PE(a)·PE(b) / (d&lt;sub&gt;model&lt;/sub&gt;/2)&lt;br&gt;|PE(a) − PE(b)|&lt;sup&gt;2&lt;/sup&gt; = 4 Σ&lt;sub&gt;i&lt;/sub&gt; sin&lt;sup&gt;2&lt;/sup&gt;((a − b)·ω&lt;sub&gt;i&lt;/sub&gt;/2)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="148" />
            <source>The similarity of every pair of positions shown: cell (p, q) is PE(p)·PE(q), or their cosine with &lt;i&gt;Similarity&lt;/i&gt; cosine. The readout measures how far the matrix is from being constant along each diagonal.</source>
            <translation>The similarity of every pair of positions shown: cell (p, q) is PE(p)·PE(q), or their cosine with &lt;i&gt;Similarity&lt;/i&gt; cosine. The readout measures how far the matrix is from being constant along each diagonal.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="151" />
            <source>Rows are p, columns q. Colours are fixed at ±d&lt;sub&gt;model&lt;/sub&gt;/2 for the dot product, ±1 for the cosine. The diagonal p = q is the maximum, and every stripe parallel to it has one colour: the value depends only on p − q. Set &lt;i&gt;First position&lt;/i&gt; to 1,000,000: the picture stays the same.</source>
            <translation>Rows are p, columns q. Colours are fixed at ±d&lt;sub&gt;model&lt;/sub&gt;/2 for the dot product, ±1 for the cosine. The diagonal p = q is the maximum, and every stripe parallel to it has one colour: the value depends only on p − q. Set &lt;i&gt;First position&lt;/i&gt; to 1,000,000: the picture stays the same.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="155" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): by the addition theorem, how alike two encodings are depends on their distance, not on where they are, which makes relative position easy to learn. Article 3 says the same.</source>
            <translation>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): by the addition theorem, how alike two encodings are depends on their distance, not on where they are, which makes relative position easy to learn. Article 3 says the same.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="158" />
            <source>M[p, q] = PE(p)·PE(q) = Σ&lt;sub&gt;i&lt;/sub&gt; cos((p − q)·ω&lt;sub&gt;i&lt;/sub&gt;) = f(p − q)&lt;br&gt;cosine = M[p, q] / (d&lt;sub&gt;model&lt;/sub&gt;/2)&lt;br&gt;(even d&lt;sub&gt;model&lt;/sub&gt;; an odd one's lone sine adds sin(pω)·sin(qω))</source>
            <translation>M[p, q] = PE(p)·PE(q) = Σ&lt;sub&gt;i&lt;/sub&gt; cos((p − q)·ω&lt;sub&gt;i&lt;/sub&gt;) = f(p − q)&lt;br&gt;cosine = M[p, q] / (d&lt;sub&gt;model&lt;/sub&gt;/2)&lt;br&gt;(even d&lt;sub&gt;model&lt;/sub&gt;; an odd one's lone sine adds sin(pω)·sin(qω))</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="163" />
            <source>One (sin, cos) pair, &lt;i&gt;Frequency pair i&lt;/i&gt;, on the unit circle: a dot per position shown, the vector at the &lt;i&gt;Reference position&lt;/i&gt; p (blue), the one at p + k (red, k = &lt;i&gt;Offset k&lt;/i&gt;) and the green arc of the angle between them. The readout prints the rotation matrix and checks it on every pair.</source>
            <translation>One (sin, cos) pair, &lt;i&gt;Frequency pair i&lt;/i&gt;, on the unit circle: a dot per position shown, the vector at the &lt;i&gt;Reference position&lt;/i&gt; p (blue), the one at p + k (red, k = &lt;i&gt;Offset k&lt;/i&gt;) and the green arc of the angle between them. The readout prints the rotation matrix and checks it on every pair.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="167" />
            <source>x is the sine dimension, y the cosine one, so positions go round clockwise, pair 0 fastest. Change p: both vectors turn, but the angle between them stays ω&lt;sub&gt;i&lt;/sub&gt;·k. The largest error of PE(p+k) = R·PE(p) over all pairs is only rounding.</source>
            <translation>x is the sine dimension, y the cosine one, so positions go round clockwise, pair 0 fastest. Change p: both vectors turn, but the angle between them stays ω&lt;sub&gt;i&lt;/sub&gt;·k. The largest error of PE(p+k) = R·PE(p) over all pairs is only rounding.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="171" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): moving k positions rotates each pair by a matrix that depends on k alone, not on p, so PE(p+k) is a linear function of PE(p). Article 3 states the same.</source>
            <translation>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): moving k positions rotates each pair by a matrix that depends on k alone, not on p, so PE(p+k) is a linear function of PE(p). Article 3 states the same.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="174" />
            <source>(PE&lt;sub&gt;(p+k, 2i)&lt;/sub&gt;, PE&lt;sub&gt;(p+k, 2i+1)&lt;/sub&gt;) = R(ω&lt;sub&gt;i&lt;/sub&gt;k) · (PE&lt;sub&gt;(p, 2i)&lt;/sub&gt;, PE&lt;sub&gt;(p, 2i+1)&lt;/sub&gt;)&lt;br&gt;R(θ) = [[cos θ, sin θ], [−sin θ, cos θ]]&lt;br&gt;from sin(a + b) = sin a·cos b + cos a·sin b&lt;br&gt;and cos(a + b) = cos a·cos b − sin a·sin b</source>
            <translation>(PE&lt;sub&gt;(p+k, 2i)&lt;/sub&gt;, PE&lt;sub&gt;(p+k, 2i+1)&lt;/sub&gt;) = R(ω&lt;sub&gt;i&lt;/sub&gt;k) · (PE&lt;sub&gt;(p, 2i)&lt;/sub&gt;, PE&lt;sub&gt;(p, 2i+1)&lt;/sub&gt;)&lt;br&gt;R(θ) = [[cos θ, sin θ], [−sin θ, cos θ]]&lt;br&gt;from sin(a + b) = sin a·cos b + cos a·sin b&lt;br&gt;and cos(a + b) = cos a·cos b − sin a·sin b</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="181" />
            <source>Every frequency pair as a hand on a dial of its own, at the &lt;i&gt;Reference position&lt;/i&gt; p shown under the dials: hand i has turned by the angle p·ω&lt;sub&gt;i&lt;/sub&gt; from 12 o'clock. Under each dial, its pair i and its wavelength λ = 2π/ω&lt;sub&gt;i&lt;/sub&gt; in positions. &lt;i&gt;Clock: hands&lt;/i&gt; in the panel sets how many pairs are drawn (1 to 16), &lt;i&gt;Clock: which pairs&lt;/i&gt; whether they are spread from the fastest to the slowest or the first ones.</source>
            <translation>Every frequency pair as a hand on a dial of its own, at the &lt;i&gt;Reference position&lt;/i&gt; p shown under the dials: hand i has turned by the angle p·ω&lt;sub&gt;i&lt;/sub&gt; from 12 o'clock. Under each dial, its pair i and its wavelength λ = 2π/ω&lt;sub&gt;i&lt;/sub&gt; in positions. &lt;i&gt;Clock: hands&lt;/i&gt; in the panel sets how many pairs are drawn (1 to 16), &lt;i&gt;Clock: which pairs&lt;/i&gt; whether they are spread from the fastest to the slowest or the first ones.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="187" />
            <source>Hands turn clockwise as p grows, pair 0 once every 2π ≈ 6.28 positions, the last pairs barely at all. Change p by k: every hand turns by k·ω&lt;sub&gt;i&lt;/sub&gt;, whatever p was. &lt;i&gt;Scheme&lt;/i&gt; RoPE draws θ&lt;sub&gt;i&lt;/sub&gt; after the &lt;i&gt;Long-context scaling&lt;/i&gt;: blue solid hands with a dot are kept, orange dashed with a square divided by s, purple dash-dotted with a triangle blended. Hover over a dial for ω&lt;sub&gt;i&lt;/sub&gt;, the angle in degrees and the turns made.</source>
            <translation>Hands turn clockwise as p grows, pair 0 once every 2π ≈ 6.28 positions, the last pairs barely at all. Change p by k: every hand turns by k·ω&lt;sub&gt;i&lt;/sub&gt;, whatever p was. &lt;i&gt;Scheme&lt;/i&gt; RoPE draws θ&lt;sub&gt;i&lt;/sub&gt; after the &lt;i&gt;Long-context scaling&lt;/i&gt;: blue solid hands with a dot are kept, orange dashed with a square divided by s, purple dash-dotted with a triangle blended. Hover over a dial for ω&lt;sub&gt;i&lt;/sub&gt;, the angle in degrees and the turns made.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="193" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): each (sin, cos) pair is a point on a circle, and moving from p to p + k turns every pair by k·ω&lt;sub&gt;i&lt;/sub&gt;, a rotation that depends on k alone. The fast hands tell neighbours apart, the slow ones the rough place: together a clock with many hands.</source>
            <translation>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2): each (sin, cos) pair is a point on a circle, and moving from p to p + k turns every pair by k·ω&lt;sub&gt;i&lt;/sub&gt;, a rotation that depends on k alone. The fast hands tell neighbours apart, the slow ones the rough place: together a clock with many hands.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="198" />
            <source>angle&lt;sub&gt;i&lt;/sub&gt;(p) = p·ω&lt;sub&gt;i&lt;/sub&gt; mod 2π, &amp;nbsp;hand = (sin p·ω&lt;sub&gt;i&lt;/sub&gt;, cos p·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;sinusoidal: ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;; &amp;nbsp;RoPE: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;, then scaled&lt;br&gt;angle&lt;sub&gt;i&lt;/sub&gt;(p + k) = angle&lt;sub&gt;i&lt;/sub&gt;(p) + k·ω&lt;sub&gt;i&lt;/sub&gt; (mod 2π), &amp;nbsp;λ&lt;sub&gt;i&lt;/sub&gt; = 2π/ω&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;p·ω&lt;sub&gt;i&lt;/sub&gt; is formed exactly in float64 (a two-product) before it is reduced, so the hands are right at p = 10&lt;sup&gt;9&lt;/sup&gt; too</source>
            <translation>angle&lt;sub&gt;i&lt;/sub&gt;(p) = p·ω&lt;sub&gt;i&lt;/sub&gt; mod 2π, &amp;nbsp;hand = (sin p·ω&lt;sub&gt;i&lt;/sub&gt;, cos p·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;sinusoidal: ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;; &amp;nbsp;RoPE: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;, then scaled&lt;br&gt;angle&lt;sub&gt;i&lt;/sub&gt;(p + k) = angle&lt;sub&gt;i&lt;/sub&gt;(p) + k·ω&lt;sub&gt;i&lt;/sub&gt; (mod 2π), &amp;nbsp;λ&lt;sub&gt;i&lt;/sub&gt; = 2π/ω&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;p·ω&lt;sub&gt;i&lt;/sub&gt; is formed exactly in float64 (a two-product) before it is reduced, so the hands are right at p = 10&lt;sup&gt;9&lt;/sup&gt; too</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="208" />
            <source>RoPE's frequency θ&lt;sub&gt;i&lt;/sub&gt; per pair of a head's dimensions (bottom) and its wavelength 2π/θ&lt;sub&gt;i&lt;/sub&gt; (top), log scale: the original as a grey dashed line, after the &lt;i&gt;Long-context scaling&lt;/i&gt; as dots. Lines mark the &lt;i&gt;Original context&lt;/i&gt; and the target, original × s.</source>
            <translation>RoPE's frequency θ&lt;sub&gt;i&lt;/sub&gt; per pair of a head's dimensions (bottom) and its wavelength 2π/θ&lt;sub&gt;i&lt;/sub&gt; (top), log scale: the original as a grey dashed line, after the &lt;i&gt;Long-context scaling&lt;/i&gt; as dots. Lines mark the &lt;i&gt;Original context&lt;/i&gt; and the target, original × s.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="212" />
            <source>Dot colours: blue kept (extrapolated), orange divided by s (interpolated), purple blended. Pairs with a wavelength beyond the original context never made a full turn in training. Linear slows every pair; NTK slows the slow pairs most; YaRN and Llama 3.1 keep the fast pairs and interpolate the slow ones.</source>
            <translation>Dot colours: blue kept (extrapolated), orange divided by s (interpolated), purple blended. Pairs with a wavelength beyond the original context never made a full turn in training. Linear slows every pair; NTK slows the slow pairs most; YaRN and Llama 3.1 keep the fast pairs and interpolate the slow ones.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="216" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3): RoPE, the usual choice in today's decoder-only LLMs (Llama, Qwen), extrapolates more easily. Its θ&lt;sub&gt;i&lt;/sub&gt; are the paper's frequencies; the scalings (Hugging Face, Meta code) go beyond the articles.</source>
            <translation>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3): RoPE, the usual choice in today's decoder-only LLMs (Llama, Qwen), extrapolates more easily. Its θ&lt;sub&gt;i&lt;/sub&gt; are the paper's frequencies; the scalings (Hugging Face, Meta code) go beyond the articles.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="220" />
            <source>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; (d = head dimension), &amp;nbsp;λ&lt;sub&gt;i&lt;/sub&gt; = 2π/θ&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;linear: θ′&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sub&gt;i&lt;/sub&gt;/s; &amp;nbsp;NTK: base′ = base · s&lt;sup&gt;d/(d−2)&lt;/sup&gt;&lt;br&gt;dynamic NTK: base′ = base · (s·L/L&lt;sub&gt;0&lt;/sub&gt; − (s − 1))&lt;sup&gt;d/(d−2)&lt;/sup&gt;, L = the last position + 1 (at least the original context L&lt;sub&gt;0&lt;/sub&gt;), as Hugging Face does: a position's values do not depend on which others are shown&lt;br&gt;YaRN, Llama 3.1: θ′&lt;sub&gt;i&lt;/sub&gt; = (1 − γ&lt;sub&gt;i&lt;/sub&gt;)·θ&lt;sub&gt;i&lt;/sub&gt;/s + γ&lt;sub&gt;i&lt;/sub&gt;·θ&lt;sub&gt;i&lt;/sub&gt;, where γ&lt;sub&gt;i&lt;/sub&gt; goes from 1 (fast pairs) to 0 (slow pairs)</source>
            <translation>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; (d = head dimension), &amp;nbsp;λ&lt;sub&gt;i&lt;/sub&gt; = 2π/θ&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;linear: θ′&lt;sub&gt;i&lt;/sub&gt; = θ&lt;sub&gt;i&lt;/sub&gt;/s; &amp;nbsp;NTK: base′ = base · s&lt;sup&gt;d/(d−2)&lt;/sup&gt;&lt;br&gt;dynamic NTK: base′ = base · (s·L/L&lt;sub&gt;0&lt;/sub&gt; − (s − 1))&lt;sup&gt;d/(d−2)&lt;/sup&gt;, L = the last position + 1 (at least the original context L&lt;sub&gt;0&lt;/sub&gt;), as Hugging Face does: a position's values do not depend on which others are shown&lt;br&gt;YaRN, Llama 3.1: θ′&lt;sub&gt;i&lt;/sub&gt; = (1 − γ&lt;sub&gt;i&lt;/sub&gt;)·θ&lt;sub&gt;i&lt;/sub&gt;/s + γ&lt;sub&gt;i&lt;/sub&gt;·θ&lt;sub&gt;i&lt;/sub&gt;, where γ&lt;sub&gt;i&lt;/sub&gt; goes from 1 (fast pairs) to 0 (slow pairs)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="233" />
            <source>The attention score of one fixed random query q and key k after RoPE: S[m, n] with q at position m and k at position n (top), and below, the score against the distance m − n beside the expected score. q and k are drawn from &lt;i&gt;Random seed&lt;/i&gt; as NumPy does it: rng = numpy.random.default_rng(seed), q = rng.standard_normal(head_dim), then k = rng.standard_normal(head_dim), in the dimension order of the chosen pairing.</source>
            <translation>The attention score of one fixed random query q and key k after RoPE: S[m, n] with q at position m and k at position n (top), and below, the score against the distance m − n beside the expected score. q and k are drawn from &lt;i&gt;Random seed&lt;/i&gt; as NumPy does it: rng = numpy.random.default_rng(seed), q = rng.standard_normal(head_dim), then k = rng.standard_normal(head_dim), in the dimension order of the chosen pairing.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="239" />
            <source>Top: query positions down, key positions across, colours at ±3 × the score's RMS; each diagonal has one colour, as the readout measures. Bottom: blue is S/(|q|·|k|), red the normalised score of a query matching its key. A scaling with a larger factor stretches the curves.</source>
            <translation>Top: query positions down, key positions across, colours at ±3 × the score's RMS; each diagonal has one colour, as the readout measures. Bottom: blue is S/(|q|·|k|), red the normalised score of a query matching its key. A scaling with a larger factor stretches the curves.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="243" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3): RoPE rotates the query and key by their positions inside each attention layer, so the score sees only their relative position, the property article 2 derives for the sinusoid, here built into the score.</source>
            <translation>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3): RoPE rotates the query and key by their positions inside each attention layer, so the score sees only their relative position, the property article 2 derives for the sinusoid, here built into the score.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="247" />
            <source>S[m, n] = (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) = Σ&lt;sub&gt;i&lt;/sub&gt; [a&lt;sub&gt;i&lt;/sub&gt;·cos((m − n)θ&lt;sub&gt;i&lt;/sub&gt;) + b&lt;sub&gt;i&lt;/sub&gt;·sin((m − n)θ&lt;sub&gt;i&lt;/sub&gt;)]&lt;br&gt;per pair: a&lt;sub&gt;i&lt;/sub&gt; = q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt; + q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt;, b&lt;sub&gt;i&lt;/sub&gt; = q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt; − q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt;&lt;br&gt;expected score = (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;·(m − n))</source>
            <translation>S[m, n] = (R&lt;sub&gt;m&lt;/sub&gt;q)·(R&lt;sub&gt;n&lt;/sub&gt;k) = Σ&lt;sub&gt;i&lt;/sub&gt; [a&lt;sub&gt;i&lt;/sub&gt;·cos((m − n)θ&lt;sub&gt;i&lt;/sub&gt;) + b&lt;sub&gt;i&lt;/sub&gt;·sin((m − n)θ&lt;sub&gt;i&lt;/sub&gt;)]&lt;br&gt;per pair: a&lt;sub&gt;i&lt;/sub&gt; = q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt; + q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt;, b&lt;sub&gt;i&lt;/sub&gt; = q&lt;sub&gt;1&lt;/sub&gt;k&lt;sub&gt;2&lt;/sub&gt; − q&lt;sub&gt;2&lt;/sub&gt;k&lt;sub&gt;1&lt;/sub&gt;&lt;br&gt;expected score = (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;·(m − n))</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="254" />
            <source>An image cut into H × W patches, each patch compared with the reference patch (marked ■): for &lt;i&gt;2D sin-cos&lt;/i&gt; the dot product PE(reference)·PE(patch); for a RoPE choice the score q·k of a seeded query at the reference and the same key at every patch, &lt;i&gt;axial 2D RoPE&lt;/i&gt; and &lt;i&gt;RoPE on the raster index&lt;/i&gt; side by side on one colour scale.</source>
            <translation>An image cut into H × W patches, each patch compared with the reference patch (marked ■): for &lt;i&gt;2D sin-cos&lt;/i&gt; the dot product PE(reference)·PE(patch); for a RoPE choice the score q·k of a seeded query at the reference and the same key at every patch, &lt;i&gt;axial 2D RoPE&lt;/i&gt; and &lt;i&gt;RoPE on the raster index&lt;/i&gt; side by side on one colour scale.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="259" />
            <source>Rows run down the side (row 0 at the top), columns along the bottom. 2D sin-cos draws a cross: half of the dimensions see only the column, half only the row. Axial RoPE is a row part plus a column part, so the patch below the reference is as near as the one beside it. The raster index r·W + c puts the patch below W positions away and the end of a row next to the start of the next: horizontal bands. Hover a patch for its row, column and exact value; zoom in on a large grid, only the patches on screen are computed.</source>
            <translation>Rows run down the side (row 0 at the top), columns along the bottom. 2D sin-cos draws a cross: half of the dimensions see only the column, half only the row. Axial RoPE is a row part plus a column part, so the patch below the reference is as near as the one beside it. The raster index r·W + c puts the patch below W positions away and the end of a row next to the start of the next: horizontal bands. Hover a patch for its row, column and exact value; zoom in on a large grid, only the patches on screen are computed.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="266" />
            <source>Not in the articles: their encoding is for a line of tokens. An image's patches have a row and a column; MAE and many ViTs split the sinusoidal table between them, Qwen2-VL's vision tower and EVA-02 split RoPE's pairs the same way.</source>
            <translation>Not in the articles: their encoding is for a line of tokens. An image's patches have a row and a column; MAE and many ViTs split the sinusoidal table between them, Qwen2-VL's vision tower and EVA-02 split RoPE's pairs the same way.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="269" />
            <source>2D sin-cos (MAE): PE(r, c) = [sin(cω&lt;sub&gt;i&lt;/sub&gt;), cos(cω&lt;sub&gt;i&lt;/sub&gt;), sin(rω&lt;sub&gt;i&lt;/sub&gt;), cos(rω&lt;sub&gt;i&lt;/sub&gt;)], ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−i/(d/4)&lt;/sup&gt;, i &amp;lt; d/4&lt;br&gt;PE(r&lt;sub&gt;0&lt;/sub&gt;, c&lt;sub&gt;0&lt;/sub&gt;)·PE(r, c) = Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;(c − c&lt;sub&gt;0&lt;/sub&gt;)) + Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;(r − r&lt;sub&gt;0&lt;/sub&gt;))&lt;br&gt;axial RoPE: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−4i/head_dim&lt;/sup&gt;, i &amp;lt; head_dim/4; the first head_dim/4 pairs turn by rθ&lt;sub&gt;i&lt;/sub&gt;, the others by cθ&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;raster: every pair i &amp;lt; head_dim/2 turns by (r·W + c)·base&lt;sup&gt;−2i/head_dim&lt;/sup&gt;</source>
            <translation>2D sin-cos (MAE): PE(r, c) = [sin(cω&lt;sub&gt;i&lt;/sub&gt;), cos(cω&lt;sub&gt;i&lt;/sub&gt;), sin(rω&lt;sub&gt;i&lt;/sub&gt;), cos(rω&lt;sub&gt;i&lt;/sub&gt;)], ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−i/(d/4)&lt;/sup&gt;, i &amp;lt; d/4&lt;br&gt;PE(r&lt;sub&gt;0&lt;/sub&gt;, c&lt;sub&gt;0&lt;/sub&gt;)·PE(r, c) = Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;(c − c&lt;sub&gt;0&lt;/sub&gt;)) + Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;(r − r&lt;sub&gt;0&lt;/sub&gt;))&lt;br&gt;axial RoPE: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−4i/head_dim&lt;/sup&gt;, i &amp;lt; head_dim/4; the first head_dim/4 pairs turn by rθ&lt;sub&gt;i&lt;/sub&gt;, the others by cθ&lt;sub&gt;i&lt;/sub&gt;&lt;br&gt;raster: every pair i &amp;lt; head_dim/2 turns by (r·W + c)·base&lt;sup&gt;−2i/head_dim&lt;/sup&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="280" />
            <source>A sequence as Qwen2-VL reads it: text, an image (or a video) of patches merged 2 × 2 into tokens, text again. Above, the score q·k between every query token and key token for a seeded q and k; under it, each token's three position ids (t, h, w) exactly as transformers' get_rope_index gives them; below, which of the three positions turns each pair of the head.</source>
            <translation>A sequence as Qwen2-VL reads it: text, an image (or a video) of patches merged 2 × 2 into tokens, text again. Above, the score q·k between every query token and key token for a seeded q and k; under it, each token's three position ids (t, h, w) exactly as transformers' get_rope_index gives them; below, which of the three positions turns each pair of the head.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="285" />
            <source>A text token has t = h = w. An image's tokens share t and count h down its rows and w along its columns, all from the same start, so the text after the image goes on from start + max(h, w)/2, not from its token count (rope_delta says by how much fewer). In the score map the image is a block whose pattern repeats row by row. Try a video (frames), Qwen2.5-VL's tokens per second, or the interleaved layout of Qwen3-VL, where each axis gets fast and slow pairs.</source>
            <translation>A text token has t = h = w. An image's tokens share t and count h down its rows and w along its columns, all from the same start, so the text after the image goes on from start + max(h, w)/2, not from its token count (rope_delta says by how much fewer). In the score map the image is a block whose pattern repeats row by row. Try a video (frames), Qwen2.5-VL's tokens per second, or the interleaved layout of Qwen3-VL, where each axis gets fast and slow pairs.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="291" />
            <source>Not in the articles: a vision-language model's positions are 3D. A model converter that reads rope_type “default” and ignores mrope_section gets every image token's position wrong.</source>
            <translation>Not in the articles: a vision-language model's positions are 3D. A model converter that reads rope_type “default” and ignores mrope_section gets every image token's position wrong.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="294" />
            <source>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/head_dim&lt;/sup&gt;; pair i turns by p&lt;sub&gt;axis(i)&lt;/sub&gt;·θ&lt;sub&gt;i&lt;/sub&gt;, axis(i) ∈ {t, h, w}&lt;br&gt;sections [s&lt;sub&gt;t&lt;/sub&gt;, s&lt;sub&gt;h&lt;/sub&gt;, s&lt;sub&gt;w&lt;/sub&gt;]: the first s&lt;sub&gt;t&lt;/sub&gt; pairs t, the next s&lt;sub&gt;h&lt;/sub&gt; h, the last s&lt;sub&gt;w&lt;/sub&gt; w; interleaved: t, h, w, t, h, w …&lt;br&gt;text: (p, p, p); image token (k, y, x): (s + k·interval, s + y, s + x); the next text starts at s + max(H, W)/2</source>
            <translation>θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/head_dim&lt;/sup&gt;; pair i turns by p&lt;sub&gt;axis(i)&lt;/sub&gt;·θ&lt;sub&gt;i&lt;/sub&gt;, axis(i) ∈ {t, h, w}&lt;br&gt;sections [s&lt;sub&gt;t&lt;/sub&gt;, s&lt;sub&gt;h&lt;/sub&gt;, s&lt;sub&gt;w&lt;/sub&gt;]: the first s&lt;sub&gt;t&lt;/sub&gt; pairs t, the next s&lt;sub&gt;h&lt;/sub&gt; h, the last s&lt;sub&gt;w&lt;/sub&gt; w; interleaved: t, h, w, t, h, w …&lt;br&gt;text: (p, p, p); image token (k, y, x): (s + k·interval, s + y, s + x); the next text starts at s + max(H, W)/2</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="303" />
            <source>One heatmap of the scheme chosen in &lt;i&gt;Scheme&lt;/i&gt;: the sinusoidal table, a learned absolute table, RoPE's cos/sin(m·θ&lt;sub&gt;i&lt;/sub&gt;) on a head's dimensions, ALiBi's bias for one &lt;i&gt;Head&lt;/i&gt;, or one of the relative family (T5, Shaw, Transformer-XL, xPos, NoPE), each explained below when chosen. Grey hatched cells have no value.</source>
            <translation>One heatmap of the scheme chosen in &lt;i&gt;Scheme&lt;/i&gt;: the sinusoidal table, a learned absolute table, RoPE's cos/sin(m·θ&lt;sub&gt;i&lt;/sub&gt;) on a head's dimensions, ALiBi's bias for one &lt;i&gt;Head&lt;/i&gt;, or one of the relative family (T5, Shaw, Transformer-XL, xPos, NoPE), each explained below when chosen. Grey hatched cells have no value.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="308" />
            <source>The first three show positions × dimensions. The learned table is an untrained BERT or GPT-2 initialisation (&lt;i&gt;Random seed&lt;/i&gt;) or a .npy file, with no row past &lt;i&gt;Table size&lt;/i&gt;. RoPE with &lt;i&gt;Pairing&lt;/i&gt; “i, i + d/2 (HF)”: cosines in the first half, sines in the second. ALiBi and the relative family: queries i down, keys j across, later keys masked where the model is causal.</source>
            <translation>The first three show positions × dimensions. The learned table is an untrained BERT or GPT-2 initialisation (&lt;i&gt;Random seed&lt;/i&gt;) or a .npy file, with no row past &lt;i&gt;Table size&lt;/i&gt;. RoPE with &lt;i&gt;Pairing&lt;/i&gt; “i, i + d/2 (HF)”: cosines in the first half, sines in the second. ALiBi and the relative family: queries i down, keys j across, later keys masked where the model is causal.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="314" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3), its table of successors: the fixed sinusoid added at the input, learned tables (BERT, GPT-2) that cannot go past their length, RoPE (Llama, Qwen) rotating queries and keys, ALiBi (BLOOM) biasing scores by distance.</source>
            <translation>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3), its table of successors: the fixed sinusoid added at the input, learned tables (BERT, GPT-2) that cannot go past their length, RoPE (Llama, Qwen) rotating queries and keys, ALiBi (BLOOM) biasing scores by distance.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="318" />
            <source>learned: row P[p], p = 0 … table size − 1&lt;br&gt;RoPE: cos(mθ&lt;sub&gt;i&lt;/sub&gt;), sin(mθ&lt;sub&gt;i&lt;/sub&gt;), θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;&lt;br&gt;ALiBi: B&lt;sub&gt;h&lt;/sub&gt;[i, j] = −m&lt;sub&gt;h&lt;/sub&gt;·(i − j) for j ≤ i, m&lt;sub&gt;h&lt;/sub&gt; = 2&lt;sup&gt;−8(h+1)/H&lt;/sup&gt; (H heads, a power of two)</source>
            <translation>learned: row P[p], p = 0 … table size − 1&lt;br&gt;RoPE: cos(mθ&lt;sub&gt;i&lt;/sub&gt;), sin(mθ&lt;sub&gt;i&lt;/sub&gt;), θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;&lt;br&gt;ALiBi: B&lt;sub&gt;h&lt;/sub&gt;[i, j] = −m&lt;sub&gt;h&lt;/sub&gt;·(i − j) for j ≤ i, m&lt;sub&gt;h&lt;/sub&gt; = 2&lt;sup&gt;−8(h+1)/H&lt;/sup&gt; (H heads, a power of two)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="325" />
            <source>Each scheme against the distance δ between two positions. Top, values that are 1 at δ = 0: the sinusoidal dot product over d&lt;sub&gt;model&lt;/sub&gt;/2 (wide light blue), RoPE's expected score (orange), xPos's decaying envelope (magenta), a learned table's mean cosine of rows δ apart (green), and a dotted line at Shaw's k. Below, in logit units: ALiBi's bias per head, T5's bias of one head (teal, dashed) and Transformer-XL's position terms (b) + (d) (brown, dashed).</source>
            <translation>Each scheme against the distance δ between two positions. Top, values that are 1 at δ = 0: the sinusoidal dot product over d&lt;sub&gt;model&lt;/sub&gt;/2 (wide light blue), RoPE's expected score (orange), xPos's decaying envelope (magenta), a learned table's mean cosine of rows δ apart (green), and a dotted line at Shaw's k. Below, in logit units: ALiBi's bias per head, T5's bias of one head (teal, dashed) and Transformer-XL's position terms (b) + (d) (brown, dashed).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="331" />
            <source>With d&lt;sub&gt;model&lt;/sub&gt; = &lt;i&gt;Head dimension&lt;/i&gt;, &lt;i&gt;Base&lt;/i&gt; = &lt;i&gt;RoPE base θ&lt;/i&gt; and no scaling, blue and orange coincide: the same frequencies. The untrained table drops to about 0 at once and ends at its length. ALiBi falls in straight lines, darkest for the steepest head; T5's bias is flat in steps, its last step reached at &lt;i&gt;T5: max distance&lt;/i&gt;. NoPE has no line: nothing in it depends on δ.</source>
            <translation>With d&lt;sub&gt;model&lt;/sub&gt; = &lt;i&gt;Head dimension&lt;/i&gt;, &lt;i&gt;Base&lt;/i&gt; = &lt;i&gt;RoPE base θ&lt;/i&gt; and no scaling, blue and orange coincide: the same frequencies. The untrained table drops to about 0 at once and ends at its length. ALiBi falls in straight lines, darkest for the steepest head; T5's bias is flat in steps, its last step reached at &lt;i&gt;T5: max distance&lt;/i&gt;. NoPE has no line: nothing in it depends on δ.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="337" />
            <source>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2) shows the sinusoid's similarity decaying with distance; &lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3) lists the successors: RoPE, which keeps such a decay in the score, and ALiBi, which adds a penalty proportional to distance.</source>
            <translation>&lt;i&gt;Attention alone can't tell word order?&lt;/i&gt; (article 2) shows the sinusoid's similarity decaying with distance; &lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3) lists the successors: RoPE, which keeps such a decay in the score, and ALiBi, which adds a penalty proportional to distance.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="341" />
            <source>sinusoidal: PE(p)·PE(p+δ) / (d&lt;sub&gt;model&lt;/sub&gt;/2) = (2/d&lt;sub&gt;model&lt;/sub&gt;) Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;RoPE: (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;δ); &amp;nbsp;learned: mean over p of cos∠(P[p], P[p+δ])&lt;br&gt;ALiBi: −m&lt;sub&gt;h&lt;/sub&gt;·δ added to the score of head h&lt;br&gt;xPos: (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;δ/γ&lt;/sup&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;δ); &amp;nbsp;T5: bias[bucket(−δ), h]; &amp;nbsp;Transformer-XL: (q + v)·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;δ&lt;/sub&gt;</source>
            <translation>sinusoidal: PE(p)·PE(p+δ) / (d&lt;sub&gt;model&lt;/sub&gt;/2) = (2/d&lt;sub&gt;model&lt;/sub&gt;) Σ&lt;sub&gt;i&lt;/sub&gt; cos(ω&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;RoPE: (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;δ); &amp;nbsp;learned: mean over p of cos∠(P[p], P[p+δ])&lt;br&gt;ALiBi: −m&lt;sub&gt;h&lt;/sub&gt;·δ added to the score of head h&lt;br&gt;xPos: (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;δ/γ&lt;/sup&gt; cos(θ&lt;sub&gt;i&lt;/sub&gt;δ); &amp;nbsp;T5: bias[bucket(−δ), h]; &amp;nbsp;Transformer-XL: (q + v)·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;δ&lt;/sub&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="351" />
            <source>The nine schemes side by side at the same parameters: sinusoidal PE, the learned table and RoPE's cos/sin on the first row; ALiBi's bias for head 0, T5's buckets, Shaw's clipped distances, Transformer-XL's score, xPos's envelope and NoPE's uniform weights below, each with its own colour bar, since their scales differ.</source>
            <translation>The nine schemes side by side at the same parameters: sinusoidal PE, the learned table and RoPE's cos/sin on the first row; ALiBi's bias for head 0, T5's buckets, Shaw's clipped distances, Transformer-XL's score, xPos's envelope and NoPE's uniform weights below, each with its own colour bar, since their scales differ.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="356" />
            <source>Positions run down every plot; zoom or pan one and the others follow. Each scheme puts something else at a position: a vector to add (sinusoidal, learned), an angle per pair (RoPE), a penalty or a term per query and key (the relative family). Grey hatching: table rows past &lt;i&gt;Table size&lt;/i&gt;, keys after the query.</source>
            <translation>Positions run down every plot; zoom or pan one and the others follow. Each scheme puts something else at a position: a vector to add (sinusoidal, learned), an angle per pair (RoPE), a penalty or a term per query and key (the relative family). Grey hatching: table rows past &lt;i&gt;Table size&lt;/i&gt;, keys after the query.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="361" />
            <source>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3), its table of successors in one picture: added at the input (sinusoidal, learned) or applied inside attention (RoPE, ALiBi). Only the learned table has a hard length limit, which the fixed formula of article 1 avoids.</source>
            <translation>&lt;i&gt;Transformer internals guide&lt;/i&gt; (article 3), its table of successors in one picture: added at the input (sinusoidal, learned) or applied inside attention (RoPE, ALiBi). Only the learned table has a hard length limit, which the fixed formula of article 1 avoids.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="365" />
            <source>sinusoidal: sin(pω&lt;sub&gt;i&lt;/sub&gt;), cos(pω&lt;sub&gt;i&lt;/sub&gt;); &amp;nbsp;learned: P[p], p &amp;lt; table size&lt;br&gt;RoPE: cos(mθ&lt;sub&gt;i&lt;/sub&gt;), sin(mθ&lt;sub&gt;i&lt;/sub&gt;); &amp;nbsp;ALiBi: −m&lt;sub&gt;0&lt;/sub&gt;·(i − j), j ≤ i</source>
            <translation>sinusoidal: sin(pω&lt;sub&gt;i&lt;/sub&gt;), cos(pω&lt;sub&gt;i&lt;/sub&gt;); &amp;nbsp;learned: P[p], p &amp;lt; table size&lt;br&gt;RoPE: cos(mθ&lt;sub&gt;i&lt;/sub&gt;), sin(mθ&lt;sub&gt;i&lt;/sub&gt;); &amp;nbsp;ALiBi: −m&lt;sub&gt;0&lt;/sub&gt;·(i − j), j ≤ i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="371" />
            <source>Two models on the same plots: above, the wavelength 2π/θ'&lt;sub&gt;i&lt;/sub&gt; of every RoPE pair after each model's own scaling (2π/ω&lt;sub&gt;i&lt;/sub&gt; of a sinusoidal table's sin–cos pairs); below, how each relates two positions δ apart. Model A is the open model (or the current parameters), model B the one named in &lt;i&gt;Model B&lt;/i&gt;: first the Llama 3 8B preset, then whichever File › Open model › Compare with… sets.</source>
            <translation>Two models on the same plots: above, the wavelength 2π/θ'&lt;sub&gt;i&lt;/sub&gt; of every RoPE pair after each model's own scaling (2π/ω&lt;sub&gt;i&lt;/sub&gt; of a sinusoidal table's sin–cos pairs); below, how each relates two positions δ apart. Model A is the open model (or the current parameters), model B the one named in &lt;i&gt;Model B&lt;/i&gt;: first the Llama 3 8B preset, then whichever File › Open model › Compare with… sets.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="377" />
            <source>Blue is A, orange is B. Where B's dots lie above A's, B turns more slowly: Llama 3.1's base 500,000 and its scaling stretch the slow pairs far past Llama 2's. Below: RoPE's expected score, a learned table's mean cosine of rows δ apart (it ends at the table's length), the sinusoidal PE(p)·PE(p+δ)/(d/2).</source>
            <translation>Blue is A, orange is B. Where B's dots lie above A's, B turns more slowly: Llama 3.1's base 500,000 and its scaling stretch the slow pairs far past Llama 2's. Below: RoPE's expected score, a learned table's mean cosine of rows δ apart (it ends at the table's length), the sinusoidal PE(p)·PE(p+δ)/(d/2).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="381" />
            <source>The successors of article 3 as real models configure them: the same formula with other numbers keeps other distances apart, and a trained table's similarity is whatever training made it.</source>
            <translation>The successors of article 3 as real models configure them: the same formula with other numbers keeps other distances apart, and a trained table's similarity is whatever training made it.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="384" />
            <source>RoPE: 2π/θ'&lt;sub&gt;i&lt;/sub&gt;, θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; then scaled; &amp;nbsp;mean&lt;sub&gt;i&lt;/sub&gt; cos(θ'&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;learned: mean&lt;sub&gt;p&lt;/sub&gt; cos(P[p], P[p+δ])</source>
            <translation>RoPE: 2π/θ'&lt;sub&gt;i&lt;/sub&gt;, θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt; then scaled; &amp;nbsp;mean&lt;sub&gt;i&lt;/sub&gt; cos(θ'&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;learned: mean&lt;sub&gt;p&lt;/sub&gt; cos(P[p], P[p+δ])</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="389" />
            <source>The open model's layers, grouped by how they encode positions: above, each group's RoPE wavelengths 2π/θ'&lt;sub&gt;i&lt;/sub&gt;; in the middle, how it relates two positions δ apart; below, one bar per layer in its group's colour. Layers without positions (NoPE) are grey.</source>
            <translation>The open model's layers, grouped by how they encode positions: above, each group's RoPE wavelengths 2π/θ'&lt;sub&gt;i&lt;/sub&gt;; in the middle, how it relates two positions δ apart; below, one bar per layer in its group's colour. Layers without positions (NoPE) are grey.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="393" />
            <source>Gemma 3's local layers (θ 10,000) turn fast and forget distance within a few hundred positions; its global layers (θ 1,000,000, linear ×8) keep far tokens apart. A NoPE layer's line is flat at 1: every distance alike, so only the causal mask and the other layers tell order there.</source>
            <translation>Gemma 3's local layers (θ 10,000) turn fast and forget distance within a few hundred positions; its global layers (θ 1,000,000, linear ×8) keep far tokens apart. A NoPE layer's line is flat at 1: every distance alike, so only the causal mask and the other layers tell order there.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="397" />
            <source>Article 3's successors are not one scheme per model: many models mix local and global RoPE, or leave positions out of some layers altogether (Llama 4's every fourth, SmolLM3's, Cohere2's global layers).</source>
            <translation>Article 3's successors are not one scheme per model: many models mix local and global RoPE, or leave positions out of some layers altogether (Llama 4's every fourth, SmolLM3's, Cohere2's global layers).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="400" />
            <source>per group: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;, then its scaling; &amp;nbsp;mean&lt;sub&gt;i&lt;/sub&gt; cos(θ'&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;NoPE: q·k alone, the same at every δ</source>
            <translation>per group: θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;, then its scaling; &amp;nbsp;mean&lt;sub&gt;i&lt;/sub&gt; cos(θ'&lt;sub&gt;i&lt;/sub&gt;δ)&lt;br&gt;NoPE: q·k alone, the same at every δ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="410" />
            <source>T5's relative buckets (T5, Flan-T5, mT5, ByT5, UL2): every (query i, key j) gets the bucket of its distance j − i, or, with &lt;i&gt;T5: draw&lt;/i&gt; “Bias of the head”, the learned bias of that bucket for &lt;i&gt;Head&lt;/i&gt;: the model's relative_attention_bias when a T5 model is open, else an untrained draw.</source>
            <translation>T5's relative buckets (T5, Flan-T5, mT5, ByT5, UL2): every (query i, key j) gets the bucket of its distance j − i, or, with &lt;i&gt;T5: draw&lt;/i&gt; “Bias of the head”, the learned bias of that bucket for &lt;i&gt;Head&lt;/i&gt;: the model's relative_attention_bias when a T5 model is open, else an untrained draw.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="414" />
            <source>Near the diagonal each distance has a bucket of its own; farther out the buckets widen logarithmically, and from &lt;i&gt;T5: max distance&lt;/i&gt; on every distance shares the last one. Bidirectional (the encoder): keys after the query use the upper half of the buckets. Causal (the decoder): keys after the query are masked.</source>
            <translation>Near the diagonal each distance has a bucket of its own; farther out the buckets widen logarithmically, and from &lt;i&gt;T5: max distance&lt;/i&gt; on every distance shares the last one. Bidirectional (the encoder): keys after the query use the upper half of the buckets. Causal (the decoder): keys after the query are masked.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="419" />
            <source>Raffel et al. 2020 (T5): a scalar bias per bucket and head, added to the attention logits and shared by all layers; no position vectors at all. The buckets are Hugging Face's _relative_position_bucket, number for number.</source>
            <translation>Raffel et al. 2020 (T5): a scalar bias per bucket and head, added to the attention logits and shared by all layers; no position vectors at all. The buckets are Hugging Face's _relative_position_bucket, number for number.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="422" />
            <source>n = |j − i| (bidirectional; causal: max(i − j, 0)), e = buckets / 2 (bidirectional: buckets / 4)&lt;br&gt;bucket = n for n &amp;lt; e, else min(e + ⌊ln(n/e) / ln(max distance/e) · (B − e)⌋, B − 1), B the buckets of one direction&lt;br&gt;score&lt;sub&gt;h&lt;/sub&gt;(i, j) = q&lt;sub&gt;i&lt;/sub&gt;·k&lt;sub&gt;j&lt;/sub&gt; + bias[bucket(j − i), h]</source>
            <translation>n = |j − i| (bidirectional; causal: max(i − j, 0)), e = buckets / 2 (bidirectional: buckets / 4)&lt;br&gt;bucket = n for n &amp;lt; e, else min(e + ⌊ln(n/e) / ln(max distance/e) · (B − e)⌋, B − 1), B the buckets of one direction&lt;br&gt;score&lt;sub&gt;h&lt;/sub&gt;(i, j) = q&lt;sub&gt;i&lt;/sub&gt;·k&lt;sub&gt;j&lt;/sub&gt; + bias[bucket(j − i), h]</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="430" />
            <source>Shaw et al.'s relative positions: for every (query i, key j), the index of the learned vector they share, the distance j − i clipped to −k … k (&lt;i&gt;Shaw: max relative position k&lt;/i&gt;).</source>
            <translation>Shaw et al.'s relative positions: for every (query i, key j), the index of the learned vector they share, the distance j − i clipped to −k … k (&lt;i&gt;Shaw: max relative position k&lt;/i&gt;).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="433" />
            <source>Along each diagonal the colour is constant: one vector per distance. Past k on either side the colour stops changing: every key farther than k looks alike, so only 2k + 1 vectors a&lt;sup&gt;K&lt;/sup&gt;, a&lt;sup&gt;V&lt;/sup&gt; are learned.</source>
            <translation>Along each diagonal the colour is constant: one vector per distance. Past k on either side the colour stops changing: every key farther than k looks alike, so only 2k + 1 vectors a&lt;sup&gt;K&lt;/sup&gt;, a&lt;sup&gt;V&lt;/sup&gt; are learned.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="436" />
            <source>Shaw, Uszkoreit and Vaswani 2018, “Self-Attention with Relative Position Representations”: the first relative scheme, with k = 16 (tensor2tensor's _generate_relative_positions_matrix).</source>
            <translation>Shaw, Uszkoreit and Vaswani 2018, “Self-Attention with Relative Position Representations”: the first relative scheme, with k = 16 (tensor2tensor's _generate_relative_positions_matrix).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="439" />
            <source>clip(j − i) = max(−k, min(k, j − i))&lt;br&gt;e&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt;·(k&lt;sub&gt;j&lt;/sub&gt; + a&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;clip(j−i)&lt;/sub&gt;) / √d, &amp;nbsp;z&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt; (v&lt;sub&gt;j&lt;/sub&gt; + a&lt;sup&gt;V&lt;/sup&gt;&lt;sub&gt;clip(j−i)&lt;/sub&gt;)</source>
            <translation>clip(j − i) = max(−k, min(k, j − i))&lt;br&gt;e&lt;sub&gt;ij&lt;/sub&gt; = q&lt;sub&gt;i&lt;/sub&gt;·(k&lt;sub&gt;j&lt;/sub&gt; + a&lt;sup&gt;K&lt;/sup&gt;&lt;sub&gt;clip(j−i)&lt;/sub&gt;) / √d, &amp;nbsp;z&lt;sub&gt;i&lt;/sub&gt; = Σ&lt;sub&gt;j&lt;/sub&gt; α&lt;sub&gt;ij&lt;/sub&gt; (v&lt;sub&gt;j&lt;/sub&gt; + a&lt;sup&gt;V&lt;/sup&gt;&lt;sub&gt;clip(j−i)&lt;/sub&gt;)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="445" />
            <source>Transformer-XL's attention score split in its four terms, for a seeded query q, key k, biases u, v and projection W&lt;sub&gt;R&lt;/sub&gt; (&lt;i&gt;Random seed&lt;/i&gt;): the term chosen in &lt;i&gt;Transformer-XL: term&lt;/i&gt;, or their sum, over (query i, key j); keys after the query masked.</source>
            <translation>Transformer-XL's attention score split in its four terms, for a seeded query q, key k, biases u, v and projection W&lt;sub&gt;R&lt;/sub&gt; (&lt;i&gt;Random seed&lt;/i&gt;): the term chosen in &lt;i&gt;Transformer-XL: term&lt;/i&gt;, or their sum, over (query i, key j); keys after the query masked.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="449" />
            <source>The same q at every query and the same k at every key, so (a) and (c) are flat: all the structure comes from the sinusoidal R(i − j) in (b) and (d), constant along each diagonal. The readout gives each term's share of the total.</source>
            <translation>The same q at every query and the same k at every key, so (a) and (c) are flat: all the structure comes from the sinusoidal R(i − j) in (b) and (d), constant along each diagonal. The readout gives each term's share of the total.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="453" />
            <source>Dai et al. 2019, “Transformer-XL”: absolute positions replaced by a sinusoidal embedding of the distance i − j inside the score, with two learned global biases u and v, so that cached segments can be reused at any offset.</source>
            <translation>Dai et al. 2019, “Transformer-XL”: absolute positions replaced by a sinusoidal embedding of the distance i − j inside the score, with two learned global biases u and v, so that cached segments can be reused at any offset.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="456" />
            <source>A&lt;sub&gt;ij&lt;/sub&gt; = (a) q·k + (b) q·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;i−j&lt;/sub&gt; + (c) u·k + (d) v·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;i−j&lt;/sub&gt;&lt;br&gt;R&lt;sub&gt;δ&lt;/sub&gt; = [sin(δω&lt;sub&gt;i&lt;/sub&gt;), cos(δω&lt;sub&gt;i&lt;/sub&gt;)], ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;</source>
            <translation>A&lt;sub&gt;ij&lt;/sub&gt; = (a) q·k + (b) q·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;i−j&lt;/sub&gt; + (c) u·k + (d) v·W&lt;sub&gt;R&lt;/sub&gt;R&lt;sub&gt;i−j&lt;/sub&gt;&lt;br&gt;R&lt;sub&gt;δ&lt;/sub&gt; = [sin(δω&lt;sub&gt;i&lt;/sub&gt;), cos(δω&lt;sub&gt;i&lt;/sub&gt;)], ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;sub&gt;model&lt;/sub&gt;&lt;/sup&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="462" />
            <source>xPos: RoPE whose pair i also decays with distance, by ζ&lt;sub&gt;i&lt;/sub&gt; per &lt;i&gt;xPos: scale base γ&lt;/i&gt; positions. The map shows the expected score of a query i and key j (the mean over pairs), keys after the query masked.</source>
            <translation>xPos: RoPE whose pair i also decays with distance, by ζ&lt;sub&gt;i&lt;/sub&gt; per &lt;i&gt;xPos: scale base γ&lt;/i&gt; positions. The map shows the expected score of a query i and key j (the mean over pairs), keys after the query masked.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="465" />
            <source>Compare it with RoPE in &lt;i&gt;Distance decay&lt;/i&gt;: the same ripples, but pressed towards 0 as the distance grows, the fast pairs (small ζ) first. The larger γ, the slower the decay; γ → ∞ gives RoPE back.</source>
            <translation>Compare it with RoPE in &lt;i&gt;Distance decay&lt;/i&gt;: the same ripples, but pressed towards 0 as the distance grows, the fast pairs (small ζ) first. The larger γ, the slower the decay; γ → ∞ gives RoPE back.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="468" />
            <source>Sun et al. 2022, “A Length-Extrapolatable Transformer” (torchscale, x-transformers): the query is scaled by ζ&lt;sup&gt;m/γ&lt;/sup&gt; and the key by ζ&lt;sup&gt;−n/γ&lt;/sup&gt;, so the score decays with m − n and stays stable past the training length.</source>
            <translation>Sun et al. 2022, “A Length-Extrapolatable Transformer” (torchscale, x-transformers): the query is scaled by ζ&lt;sup&gt;m/γ&lt;/sup&gt; and the key by ζ&lt;sup&gt;−n/γ&lt;/sup&gt;, so the score decays with m − n and stays stable past the training length.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="472" />
            <source>ζ&lt;sub&gt;i&lt;/sub&gt; = (2i/d + 0.4) / 1.4, θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;&lt;br&gt;score(m, n) = Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;(m−n)/γ&lt;/sup&gt; [a&lt;sub&gt;i&lt;/sub&gt; cos((m−n)θ&lt;sub&gt;i&lt;/sub&gt;) + b&lt;sub&gt;i&lt;/sub&gt; sin((m−n)θ&lt;sub&gt;i&lt;/sub&gt;)]&lt;br&gt;drawn: (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;(m−n)/γ&lt;/sup&gt; cos((m−n)θ&lt;sub&gt;i&lt;/sub&gt;)</source>
            <translation>ζ&lt;sub&gt;i&lt;/sub&gt; = (2i/d + 0.4) / 1.4, θ&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d&lt;/sup&gt;&lt;br&gt;score(m, n) = Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;(m−n)/γ&lt;/sup&gt; [a&lt;sub&gt;i&lt;/sub&gt; cos((m−n)θ&lt;sub&gt;i&lt;/sub&gt;) + b&lt;sub&gt;i&lt;/sub&gt; sin((m−n)θ&lt;sub&gt;i&lt;/sub&gt;)]&lt;br&gt;drawn: (2/d) Σ&lt;sub&gt;i&lt;/sub&gt; ζ&lt;sub&gt;i&lt;/sub&gt;&lt;sup&gt;(m−n)/γ&lt;/sup&gt; cos((m−n)θ&lt;sub&gt;i&lt;/sub&gt;)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="479" />
            <source>NoPE, a causal decoder with no position encoding at all: the attention weight of the first layer when its scores are all equal, 1/(i + 1) on each of the keys 0 … i, and keys after the query masked.</source>
            <translation>NoPE, a causal decoder with no position encoding at all: the attention weight of the first layer when its scores are all equal, 1/(i + 1) on each of the keys 0 … i, and keys after the query masked.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="482" />
            <source>Each row spreads one unit of attention over its prefix: the later the query, the thinner. The average of i + 1 values has variance 1/(i + 1), so even without any encoding the output's spread tells the position.</source>
            <translation>Each row spreads one unit of attention over its prefix: the later the query, the thinner. The average of i + 1 values has variance 1/(i + 1), so even without any encoding the output's spread tells the position.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="485" />
            <source>Haviv et al. 2022 and Kazemnejad et al. 2023: a causal mask alone lets a decoder recover positions; the second proves that a first layer can write the absolute position. The weights drawn are exact for equal scores; that a trained model attends so is an illustration, not a proof. Llama 4, SmolLM3 and Cohere2 leave positions out of some layers (the Model layers view).</source>
            <translation>Haviv et al. 2022 and Kazemnejad et al. 2023: a causal mask alone lets a decoder recover positions; the second proves that a first layer can write the absolute position. The weights drawn are exact for equal scores; that a trained model attends so is an illustration, not a proof. Llama 4, SmolLM3 and Cohere2 leave positions out of some layers (the Model layers view).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/explanations.py" line="490" />
            <source>α&lt;sub&gt;ij&lt;/sub&gt; = 1/(i + 1) for j ≤ i, 0 for j &amp;gt; i (equal scores)&lt;br&gt;Var[(1/(i+1)) Σ&lt;sub&gt;j≤i&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;] = σ²/(i + 1) for independent v&lt;sub&gt;j&lt;/sub&gt;</source>
            <translation>α&lt;sub&gt;ij&lt;/sub&gt; = 1/(i + 1) for j ≤ i, 0 for j &amp;gt; i (equal scores)&lt;br&gt;Var[(1/(i+1)) Σ&lt;sub&gt;j≤i&lt;/sub&gt; v&lt;sub&gt;j&lt;/sub&gt;] = σ²/(i + 1) for independent v&lt;sub&gt;j&lt;/sub&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/animation.py" line="61" />
            <source>unsupported animation format {suffix}: use one of {formats}</source>
            <translation>unsupported animation format {suffix}: use one of {formats}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/animation.py" line="64" />
            <source>an .mp4 needs the package imageio-ffmpeg, which is not installed: write a .gif or .apng, or install it (pip install imageio-ffmpeg)</source>
            <translation>an .mp4 needs the package imageio-ffmpeg, which is not installed: write a .gif or .apng, or install it (pip install imageio-ffmpeg)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/animation.py" line="67" />
            <source>a {suffix} cannot be partly transparent: choose another background, or write an .apng</source>
            <translation>a {suffix} cannot be partly transparent: choose another background, or write an .apng</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/animation.py" line="98" />
            <source>frame {k} of {n} ({name} = {value}): {reason}</source>
            <translation>frame {k} of {n} ({name} = {value}): {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="123" />
            <source>the plots need {w:.1f} × {h:.1f} cm and the figure has {fw:.1f} × {fh:.1f} cm</source>
            <translation>the plots need {w:.1f} × {h:.1f} cm and the figure has {fw:.1f} × {fh:.1f} cm</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="131" />
            <source>text of {pt:.1f} pt (“{text}”): at least {low:g} pt</source>
            <translation>text of {pt:.1f} pt (“{text}”): at least {low:g} pt</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="136" />
            <source>“{text}” runs past the edge</source>
            <translation>“{text}” runs past the edge</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="145" />
            <source>the legend does not fit in its plot</source>
            <translation>the legend does not fit in its plot</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="150" />
            <source>a legend hides {share:.0f} % of its plot's data points (at most {most:.0f} %)</source>
            <translation>a legend hides {share:.0f} % of its plot's data points (at most {most:.0f} %)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="155" />
            <source>“{text}” covers a plot</source>
            <translation>“{text}” covers a plot</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="160" />
            <source>“{a}” overlaps “{b}”</source>
            <translation>“{a}” overlaps “{b}”</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/checks.py" line="178" />
            <source>the figure is too small for what it shows ({problems}): make it larger or its text smaller</source>
            <translation>the figure is too small for what it shows ({problems}): make it larger or its text smaller</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/offscreen.py" line="107" />
            <source>{view}: {reason}</source>
            <translation>{view}: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/pdf.py" line="42" />
            <source>cannot write {name}: the PDF writer did not start</source>
            <translation>cannot write {name}: the PDF writer did not start</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="79" />
            <source>a report is a .pdf file, got {name}</source>
            <translation>a report is a .pdf file, got {name}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="87" />
            <source>Positional Encoding Explorer report</source>
            <translation>Positional Encoding Explorer report</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="95" />
            <source>report cancelled</source>
            <translation>report cancelled</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="134" />
            <source>Page {number} of {total}</source>
            <translation>Page {number} of {total}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="144" />
            <source>Report generated by pe-desktop {version}</source>
            <translation>Report generated by pe-desktop {version}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="148" />
            <source>Parameters</source>
            <translation>Parameters</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="150" />
            <source>Model {name} ({path}); parameters, each with its source</source>
            <translation>Model {name} ({path}); parameters, each with its source</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="166" />
            <source>page {page}</source>
            <translation>page {page}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="168" />
            <source>Views</source>
            <translation>Views</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="202" />
            <source>Figure {index}. {title}.</source>
            <translation>Figure {index}. {title}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="203" />
            <source>Parameters not at their defaults: {changed}.</source>
            <translation>Parameters not at their defaults: {changed}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="204" />
            <source>Every parameter at its default.</source>
            <translation>Every parameter at its default.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="205" />
            <source>Drawn by pe-desktop {version}.</source>
            <translation>Drawn by pe-desktop {version}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/report.py" line="219" />
            <source>Not drawn: {reason}</source>
            <translation>Not drawn: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/writers.py" line="52" />
            <source>cannot write {name}: the SVG generator did not start</source>
            <translation>cannot write {name}: the SVG generator did not start</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/writers.py" line="118" />
            <source>cannot write {path}: the PNG encoder failed</source>
            <translation>cannot write {path}: the PNG encoder failed</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/writers.py" line="172" />
            <source>unsupported image format {suffix}: use .png, .svg or .pdf</source>
            <translation>unsupported image format {suffix}: use .png, .svg or .pdf</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export/writers.py" line="184" />
            <source>{folder} is not a folder</source>
            <translation>{folder} is not a folder</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="50" />
            <source>PNG image</source>
            <translation>PNG image</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="50" />
            <source>SVG vector image</source>
            <translation>SVG vector image</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="50" />
            <source>PDF document</source>
            <translation>PDF document</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="51" />
            <source>CSV table (data)</source>
            <translation>CSV table (data)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="51" />
            <source>NumPy array (data)</source>
            <translation>NumPy array (data)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="52" />
            <source>white</source>
            <translation>white</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="52" />
            <source>transparent</source>
            <translation>transparent</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="53" />
            <source>as shown (light or dark)</source>
            <translation>as shown (light or dark)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="53" />
            <source>dark</source>
            <translation>dark</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="68" />
            <source>Export</source>
            <translation>Export</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="84" />
            <source>Custom size</source>
            <translation>Custom size</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="104" />
            <source>as on screen</source>
            <translation>as on screen</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="128" />
            <source>Size for</source>
            <translation>Size for</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="134" />
            <source>Size</source>
            <translation>Size</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="135" />
            <source>Resolution (DPI)</source>
            <translation>Resolution (DPI)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="136" />
            <source>Text size</source>
            <translation>Text size</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="138" />
            <source>Background</source>
            <translation>Background</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="306" />
            <source>{w} × {h} px · {w_cm:.1f} × {h_cm:.1f} cm at {dpi:g} DPI</source>
            <translation>{w} × {h} px · {w_cm:.1f} × {h_cm:.1f} cm at {dpi:g} DPI</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="323" />
            <source>Data export: the exact numbers behind the view, no picture.</source>
            <translation>Data export: the exact numbers behind the view, no picture.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="335" />
            <source>Too small for what it shows: {problem}. Make the figure larger or its text smaller.</source>
            <translation>Too small for what it shows: {problem}. Make the figure larger or its text smaller.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/export_dialog.py" line="341" />
            <source>Export to</source>
            <translation>Export to</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="88" />
            <source>&amp;System</source>
            <translation>&amp;System</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="88" />
            <source>&amp;Light</source>
            <translation>&amp;Light</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="88" />
            <source>&amp;Dark</source>
            <translation>&amp;Dark</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="221" />
            <source>&amp;Copy summary</source>
            <translation>&amp;Copy summary</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="227" />
            <source>Computing…</source>
            <translation>Computing…</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="294" />
            <source>Ignored saved settings that could not be used: {problems}</source>
            <translation>Ignored saved settings that could not be used: {problems}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="402" />
            <source>Computing: {views}</source>
            <translation>Computing: {views}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="527" />
            <source>Show the parameters &amp;panel</source>
            <translation>Show the parameters &amp;panel</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="529" />
            <source>&amp;Go to the parameters</source>
            <translation>&amp;Go to the parameters</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="533" />
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="537" />
            <source>&amp;System language</source>
            <translation>&amp;System language</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="546" />
            <source>Colour &amp;scheme</source>
            <translation>Colour &amp;scheme</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="593" />
            <source>&amp;Undo {step}</source>
            <translation>&amp;Undo {step}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="593" />
            <source>&amp;Undo</source>
            <translation>&amp;Undo</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="594" />
            <source>&amp;Redo {step}</source>
            <translation>&amp;Redo {step}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="594" />
            <source>&amp;Redo</source>
            <translation>&amp;Redo</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="624" />
            <source>Explanation</source>
            <translation>Explanation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="630" />
            <source>&amp;Explanation of this view</source>
            <translation>&amp;Explanation of this view</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="631" />
            <source>? Explain</source>
            <translation>? Explain</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="632" />
            <source>What this view shows and how to read it (F1)</source>
            <translation>What this view shows and how to read it (F1)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="696" />
            <source>Preset {title}</source>
            <translation>Preset {title}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="697" />
            <source>Preset: {title}</source>
            <translation>Preset: {title}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="707" />
            <source>Swap orientation</source>
            <translation>Swap orientation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="752" />
            <source>window geometry (unreadable)</source>
            <translation>window geometry (unreadable)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="754" />
            <source>dock layout (unreadable)</source>
            <translation>dock layout (unreadable)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="773" />
            <source>Forget the saved window layout, parameters, tab, export folder, colour scheme and language, and return to the defaults?
(Undo brings the parameters back.)</source>
            <translation>Forget the saved window layout, parameters, tab, export folder, colour scheme and language, and return to the defaults?
(Undo brings the parameters back.)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="791" />
            <source>Reset settings</source>
            <translation>Reset settings</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/main_window.py" line="792" />
            <source>Settings reset: the defaults are back</source>
            <translation>Settings reset: the defaults are back</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="59" />
            <source>No model is open. File › Open model reads a model folder, its config.json or a .safetensors file from your disk; nothing is downloaded.</source>
            <translation>No model is open. File › Open model reads a model folder, its config.json or a .safetensors file from your disk; nothing is downloaded.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="65" />
            <source>The model {path} cannot be read: {reason}</source>
            <translation>The model {path} cannot be read: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="73" />
            <source>changed here; the model says {value}</source>
            <translation>changed here; the model says {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="83" />
            <source>LongRoPE factors per pair: short {short_lo:.4g}–{short_hi:.4g}, long {long_lo:.4g}–{long_hi:.4g} (config.json: rope_scaling.short_factor, long_factor)</source>
            <translation>LongRoPE factors per pair: short {short_lo:.4g}–{short_hi:.4g}, long {long_lo:.4g}–{long_hi:.4g} (config.json: rope_scaling.short_factor, long_factor)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="89" />
            <source>Position table: tensor {tensor}, {shape}, {dtype}, in {file} (only its bytes are read)</source>
            <translation>Position table: tensor {tensor}, {shape}, {dtype}, in {file} (only its bytes are read)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="96" />
            <source>The context, {context:,} positions ({source}), is not the scaling's factor × original context, {orig:,} × {factor:g} = {target:,.0f}: the factor says how far the frequencies are stretched, not how far the model reads.</source>
            <translation>The context, {context:,} positions ({source}), is not the scaling's factor × original context, {orig:,} × {factor:g} = {target:,.0f}: the factor says how far the frequencies are stretched, not how far the model reads.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="106" />
            <source>Layers {layers} ({count} of {total}): {name}, {numbers}{drawn} — {how}</source>
            <translation>Layers {layers} ({count} of {total}): {name}, {numbers}{drawn} — {how}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="109" />
            <source> · drawn in the other views</source>
            <translation> · drawn in the other views</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="117" />
            <source>Value</source>
            <translation>Value</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="117" />
            <source>Source</source>
            <translation>Source</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="126" />
            <source>Open a model from the local Hugging Face cache</source>
            <translation>Open a model from the local Hugging Face cache</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="132" />
            <source>Models found in {folder} (set by $HF_HUB_CACHE or $HF_HOME); read from disk only, nothing is downloaded.</source>
            <translation>Models found in {folder} (set by $HF_HUB_CACHE or $HF_HOME); read from disk only, nothing is downloaded.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/model_info.py" line="135" />
            <source>No models in {folder} (set by $HF_HUB_CACHE or $HF_HOME). Models downloaded with Hugging Face's tools appear here; this app downloads nothing.</source>
            <translation>No models in {folder} (set by $HF_HUB_CACHE or $HF_HOME). Models downloaded with Hugging Face's tools appear here; this app downloads nothing.</translation>
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
Allowed: {range}. Default: {default}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="177" />
            <source>{name} (preset)</source>
            <translation>{name} (preset)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="395" />
            <source>Used in the tabs: {tabs}.</source>
            <translation>Used in the tabs: {tabs}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="409" />
            <source>LongRoPE's factors, one per pair, come from a model (Phi-3 and the like): open one with File › Open model.</source>
            <translation>LongRoPE's factors, one per pair, come from a model (Phi-3 and the like): open one with File › Open model.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="428" />
            <source>Not used with the 2D encoding “{encoding}”.</source>
            <translation>Not used with the 2D encoding “{encoding}”.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="432" />
            <source>Not used with long-context scaling “{scaling}”.</source>
            <translation>Not used with long-context scaling “{scaling}”.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="435" />
            <source>Not used: this tab draws the scheme “{scheme}”.</source>
            <translation>Not used: this tab draws the scheme “{scheme}”.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="477" />
            <source>{label}: “{text}” was not taken ({allowed}); it stays {value}.</source>
            <translation>{label}: “{text}” was not taken ({allowed}); it stays {value}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="504" />
            <source>Not applied: {reason}. The views still show the last valid values.</source>
            <translation>Not applied: {reason}. The views still show the last valid values.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="510" />
            <source>The {tab} tab cannot draw these values: {reason}.</source>
            <translation>The {tab} tab cannot draw these values: {reason}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="525" />
            <source>at most {top} for d_model {d}</source>
            <translation>at most {top} for d_model {d}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="527" />
            <source>at most {top} for {label} = {value}</source>
            <translation>at most {top} for {label} = {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="530" />
            <source>{label} is at its minimum ({allowed}).</source>
            <translation>{label} is at its minimum ({allowed}).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/param_panel.py" line="532" />
            <source>{label} is at its maximum ({allowed}).</source>
            <translation>{label} is at its maximum ({allowed}).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="173" />
            <source>from</source>
            <translation>from</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="173" />
            <source>to</source>
            <translation>to</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="174" />
            <source>frames</source>
            <translation>frames</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="174" />
            <source>fps</source>
            <translation>fps</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="185" />
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="189" />
            <source>The parameter to play</source>
            <translation>The parameter to play</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/player.py" line="191" />
            <source>How many values from “from” to “to”, evenly spaced</source>
            <translation>How many values from “from” to “to”, evenly spaced</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="46" />
            <source>P&amp;ause</source>
            <translation>P&amp;ause</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="46" />
            <source>Pl&amp;ay</source>
            <translation>Pl&amp;ay</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="47" />
            <source>Pause</source>
            <translation>Pause</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="50" />
            <source>Play the chosen parameter from “from” to “to”, looping; any edit stops it ({key})</source>
            <translation>Play the chosen parameter from “from” to “to”, looping; any edit stops it ({key})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="70" />
            <source>Cannot play: {reason}</source>
            <translation>Cannot play: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="76" />
            <source>Playing {label} from {start} to {stop}, {fps} frames a second</source>
            <translation>Playing {label} from {start} to {stop}, {fps} frames a second</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/playing.py" line="94" />
            <source>Play {label} from {start} to {stop}</source>
            <translation>Play {label} from {start} to {stop}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="81" />
            <source>{key} (not a short text)</source>
            <translation>{key} (not a short text)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="93" />
            <source>{key} (not window layout data)</source>
            <translation>{key} (not window layout data)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="137" />
            <source>tab {tab} (no such tab)</source>
            <translation>tab {tab} (no such tab)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="142" />
            <source>last folder (not a usable path)</source>
            <translation>last folder (not a usable path)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="150" />
            <source>colour scheme {scheme} (use {choices})</source>
            <translation>colour scheme {scheme} (use {choices})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/settings.py" line="157" />
            <source>language (not a language code)</source>
            <translation>language (not a language code)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/undo.py" line="47" />
            <source>{label} = {value}</source>
            <translation>{label} = {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/undo.py" line="49" />
            <source>{n} parameters</source>
            <translation>{n} parameters</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="72" />
            <source>internal error ({kind}: {detail}); details in the log</source>
            <translation>internal error ({kind}: {detail}); details in the log</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="205" />
            <source>over all {rows:,} × {cols:,} shown cells with a diagonal neighbour</source>
            <translation>over all {rows:,} × {cols:,} shown cells with a diagonal neighbour</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="207" />
            <source>at {rows:,} × {cols:,} positions spread over the shown range</source>
            <translation>at {rows:,} × {cols:,} positions spread over the shown range</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="392" />
            <source>⚠ Cannot draw: {reason}</source>
            <translation>⚠ Cannot draw: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="397" />
            <source>{title}&lt;br&gt;&lt;span style='font-size:9pt'&gt;model: {name}&lt;/span&gt;</source>
            <translation>{title}&lt;br&gt;&lt;span style='font-size:9pt'&gt;model: {name}&lt;/span&gt;</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/base.py" line="479" />
            <source>{view}: cannot draw: {reason}</source>
            <translation>{view}: cannot draw: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="181" />
            <source>position p = {p:,}</source>
            <translation>position p = {p:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="188" />
            <source>Clock hands (RoPE, {scaling}): position p = {p:,}, {shown} of {n:,} pairs</source>
            <translation>Clock hands (RoPE, {scaling}): position p = {p:,}, {shown} of {n:,} pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="191" />
            <source>Clock hands (sinusoidal): position p = {p:,}, {shown} of {n:,} pairs</source>
            <translation>Clock hands (sinusoidal): position p = {p:,}, {shown} of {n:,} pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="198" />
            <source>sinusoidal encoding: ωᵢ of the {layout} layout</source>
            <translation>sinusoidal encoding: ωᵢ of the {layout} layout</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="205" />
            <source>{name}: {shown:,} shown</source>
            <translation>{name}: {shown:,} shown</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="212" />
            <source>All {n:,} pairs, fastest (i = 0) first.</source>
            <translation>All {n:,} pairs, fastest (i = 0) first.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="214" />
            <source>{shown} of {n:,} pairs, spread from the fastest (i = 0) to the slowest (i = {last:,}).</source>
            <translation>{shown} of {n:,} pairs, spread from the fastest (i = 0) to the slowest (i = {last:,}).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="217" />
            <source>The first {shown} of {n:,} pairs, fastest first.</source>
            <translation>The first {shown} of {n:,} pairs, fastest first.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="220" />
            <source>RoPE, {scaling}: hand i at angle p·θᵢ (θ after scaling). Of all {n:,} pairs {kept:,} kept, {divided:,} divided by s, {blended:,} blended.</source>
            <translation>RoPE, {scaling}: hand i at angle p·θᵢ (θ after scaling). Of all {n:,} pairs {kept:,} kept, {divided:,} divided by s, {blended:,} blended.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="225" />
            <source>Sinusoidal encoding: hand i at angle p·ωᵢ, ωᵢ = base^(−i/(d_model/2 − 1)).</source>
            <translation>Sinusoidal encoding: hand i at angle p·ωᵢ, ωᵢ = base^(−i/(d_model/2 − 1)).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="227" />
            <source>Sinusoidal encoding: hand i at angle p·ωᵢ, ωᵢ = base^(−2i/d_model).</source>
            <translation>Sinusoidal encoding: hand i at angle p·ωᵢ, ωᵢ = base^(−2i/d_model).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="229" />
            <source>The {scheme} scheme turns no (sin, cos) pairs of its own: the hands are the sinusoidal encoding's.</source>
            <translation>The {scheme} scheme turns no (sin, cos) pairs of its own: the hands are the sinusoidal encoding's.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="231" />
            <source>A shift by k turns every hand by k·ωᵢ; λ = 2π/ωᵢ positions make one turn. Angles formed exactly in float64, then reduced mod 2π.</source>
            <translation>A shift by k turns every hand by k·ωᵢ; λ = 2π/ωᵢ positions make one turn. Angles formed exactly in float64, then reduced mod 2π.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/clock_view.py" line="342" />
            <source>pair i = {i} · ω = {omega:.9g} rad per position · wavelength {wl:,.6g} positions · angle {degrees:.4f}° ({fraction:.6f} turn) · {turns:,.6f} turns since position 0</source>
            <translation>pair i = {i} · ω = {omega:.9g} rad per position · wavelength {wl:,.6g} positions · angle {degrees:.4f}° ({fraction:.6f} turn) · {turns:,.6f} turns since position 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="121" />
            <source>Difference</source>
            <translation>Difference</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="137" />
            <source>Difference PE({a:,}) − PE({b:,})</source>
            <translation>Difference PE({a:,}) − PE({b:,})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="174" />
            <source>undefined (a zero vector)</source>
            <translation>undefined (a zero vector)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="177" />
            <source>(odd d: the lone sine changes |PE|)</source>
            <translation>(odd d: the lone sine changes |PE|)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="179" />
            <source>(odd d with a zero column: every |PE|² = (d−1)/2 = {half:,})</source>
            <translation>(odd d with a zero column: every |PE|² = (d−1)/2 = {half:,})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="182" />
            <source>(even d: every |PE|² = d/2 = {half:,})</source>
            <translation>(even d: every |PE|² = d/2 = {half:,})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="186" />
            <source>distance</source>
            <translation>distance</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="189" />
            <source>dims {d0:,}–{d1:,}</source>
            <translation>dims {d0:,}–{d1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="191" />
            <source>{shown} · averaged: each pixel {n:,} dims, band = exact min/max, line = exact mean</source>
            <translation>{shown} · averaged: each pixel {n:,} dims, band = exact min/max, line = exact mean</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="194" />
            <source>{shown} · every dimension exact</source>
            <translation>{shown} · every dimension exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="195" />
            <source>Compare {a} and {b}: dot {dot:.6g}, cosine {cosine:.6g} · {shown}</source>
            <translation>Compare {a} and {b}: dot {dot:.6g}, cosine {cosine:.6g} · {shown}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="210" />
            <source>dimension {dim:,}: the zero column of odd d_model · 0 at every position</source>
            <translation>dimension {dim:,}: the zero column of odd d_model · 0 at every position</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/compare_view.py" line="213" />
            <source>dimension {dim:,} ({kind}, pair {pair:,}) · PE({a:,}) = {va:+.12f} · PE({b:,}) = {vb:+.12f} · difference = {diff:+.12f}</source>
            <translation>dimension {dim:,} ({kind}, pair {pair:,}) · PE({a:,}) = {va:+.12f} · PE({b:,}) = {vb:+.12f} · difference = {diff:+.12f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="56" />
            <source>untrained init</source>
            <translation>untrained init</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="56" />
            <source>trained table</source>
            <translation>trained table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="59" />
            <source>sinusoidal: PE(p)·PE(p+δ) / (d/2), d_model {d_model:,}</source>
            <translation>sinusoidal: PE(p)·PE(p+δ) / (d/2), d_model {d_model:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="60" />
            <source>RoPE: expected score meanᵢ cos(θᵢ·δ), head dim {head_dim}{scaling}</source>
            <translation>RoPE: expected score meanᵢ cos(θᵢ·δ), head dim {head_dim}{scaling}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="62" />
            <source>xPos: meanᵢ ζᵢ^(δ/γ) cos(θᵢ·δ), γ {gamma:,g}, RoPE base {base:,.6g}</source>
            <translation>xPos: meanᵢ ζᵢ^(δ/γ) cos(θᵢ·δ), γ {gamma:,g}, RoPE base {base:,.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="64" />
            <source>learned table: mean cosine of rows p, p+δ ({source})</source>
            <translation>learned table: mean cosine of rows p, p+δ ({source})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="70" />
            <source>RoPE (expected score)</source>
            <translation>RoPE (expected score)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="71" />
            <source>xPos (envelope)</source>
            <translation>xPos (envelope)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="71" />
            <source>learned table</source>
            <translation>learned table</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="103" />
            <source>ALiBi, {n} heads: {swatches}</source>
            <translation>ALiBi, {n} heads: {swatches}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="105" />
            <source>T5 bias of head {head} ({source})</source>
            <translation>T5 bias of head {head} ({source})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="106" />
            <source>Transformer-XL (b) + (d), seed {seed}</source>
            <translation>Transformer-XL (b) + (d), seed {seed}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="119" />
            <source>the model's relative_attention_bias</source>
            <translation>the model's relative_attention_bias</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="120" />
            <source>untrained init, seed {seed}</source>
            <translation>untrained init, seed {seed}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="195" />
            <source>similarity (1 at δ = 0)</source>
            <translation>similarity (1 at δ = 0)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="196" />
            <source>logit units</source>
            <translation>logit units</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="197" />
            <source>Distance δ = i − j (positions)</source>
            <translation>Distance δ = i − j (positions)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="198" />
            <source>Distance δ = i − j between query and key (positions)</source>
            <translation>Distance δ = i − j between query and key (positions)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="199" />
            <source>Biases on the logit: ALiBi, T5, Transformer-XL</source>
            <translation>Biases on the logit: ALiBi, T5, Transformer-XL</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="200" />
            <source>Added to the logit: ALiBi's and T5's biases, Transformer-XL's position terms (a different scale from the plot above)</source>
            <translation>Added to the logit: ALiBi's and T5's biases, Transformer-XL's position terms (a different scale from the plot above)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="240" />
            <source>learned table ends: no two rows are {rows:,} or more apart</source>
            <translation>learned table ends: no two rows are {rows:,} or more apart</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="248" />
            <source>Shaw k = {k}: farther keys share one vector</source>
            <translation>Shaw k = {k}: farther keys share one vector</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="249" />
            <source>Shaw k = {k}</source>
            <translation>Shaw k = {k}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="310" />
            <source>averaged: each point is the exact mean of {n:,} distances</source>
            <translation>averaged: each point is the exact mean of {n:,} distances</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="311" />
            <source>{shown} · {how} (learned: the plain mean of its per-δ means)</source>
            <translation>{shown} · {how} (learned: the plain mean of its per-δ means)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="314" />
            <source>every point exact</source>
            <translation>every point exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="315" />
            <source>{shown} · {how}</source>
            <translation>{shown} · {how}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="318" />
            <source>learned table: {reason}</source>
            <translation>learned table: {reason}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="324" />
            <source>untrained {model} init</source>
            <translation>untrained {model} init</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="325" />
            <source>learned: {source}, {rows:,} rows</source>
            <translation>learned: {source}, {rows:,} rows</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="327" />
            <source>{note}: the curve ends at δ = {last:,}</source>
            <translation>{note}: the curve ends at δ = {last:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="330" />
            <source>{note} (random rows are nearly orthogonal: ≈ 0 past δ = 0)</source>
            <translation>{note} (random rows are nearly orthogonal: ≈ 0 past δ = 0)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="333" />
            <source>odd d_model: the sinusoidal curve averages the d//2 full (sin, cos) pairs</source>
            <translation>odd d_model: the sinusoidal curve averages the d//2 full (sin, cos) pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="334" />
            <source>NoPE: no line, nothing in it depends on δ; its positions come from the causal mask (Scheme view, NoPE)</source>
            <translation>NoPE: no line, nothing in it depends on δ; its positions come from the causal mask (Scheme view, NoPE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="337" />
            <source>sinusoidal and RoPE coincide here: the same frequencies (d_model = head_dim, base = RoPE base, no scaling)</source>
            <translation>sinusoidal and RoPE coincide here: the same frequencies (d_model = head_dim, base = RoPE base, no scaling)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="343" />
            <source>RoPE: YaRN's attention scaling {value:.4g} is left out (the score is normalised)</source>
            <translation>RoPE: YaRN's attention scaling {value:.4g} is left out (the score is normalised)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="349" />
            <source>Distance decay: {shown} · {how}</source>
            <translation>Distance decay: {shown} · {how}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="351" />
            <source>{summary} · learned table unavailable</source>
            <translation>{summary} · learned table unavailable</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="383" />
            <source>sinusoidal {value:.9g}</source>
            <translation>sinusoidal {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="385" />
            <source>T5 bias {value:.6g}</source>
            <translation>T5 bias {value:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="386" />
            <source>Transformer-XL (b)+(d) {value:.6g}</source>
            <translation>Transformer-XL (b)+(d) {value:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="389" />
            <source>learned: no pair of rows this far apart</source>
            <translation>learned: no pair of rows this far apart</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="390" />
            <source>learned {value:.9g}</source>
            <translation>learned {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/distance_decay_view.py" line="395" />
            <source>{heads} … ({n} heads)</source>
            <translation>{heads} … ({n} heads)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="50" />
            <source>{n} bytes</source>
            <translation>{n} bytes</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="73" />
            <source>PE: [S, D] broadcast over B = [{seq}, {d}]</source>
            <translation>PE: [S, D] broadcast over B = [{seq}, {d}]</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="135" />
            <source>dimension</source>
            <translation>dimension</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="137" />
            <source>position</source>
            <translation>position</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="138" />
            <source>value (one scale for all three)</source>
            <translation>value (one scale for all three)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="190" />
            <source>Sentence A has no tokens: type a sentence in the Word order tab.</source>
            <translation>Sentence A has no tokens: type a sentence in the Word order tab.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="192" />
            <source>Embedding: sentence A has no tokens</source>
            <translation>Embedding: sentence A has no tokens</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="216" />
            <source>Embedding: X, PE, X + PE for batch 0, S = {s}, D = {d:,} · averaged: each pixel is the exact mean of {n}×{m} values</source>
            <translation>Embedding: X, PE, X + PE for batch 0, S = {s}, D = {d:,} · averaged: each pixel is the exact mean of {n}×{m} values</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="220" />
            <source>Embedding: X, PE, X + PE for batch 0, S = {s}, D = {d:,} · every value exact</source>
            <translation>Embedding: X, PE, X + PE for batch 0, S = {s}, D = {d:,} · every value exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="245" />
            <source>token {s} “{token}” (position {pos:,}) · dimension {j}: X = {x:+.6f}, PE = {pe:+.6f}, X + PE = {out:+.6f}</source>
            <translation>token {s} “{token}” (position {pos:,}) · dimension {j}: X = {x:+.6f}, PE = {pe:+.6f}, X + PE = {out:+.6f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="251" />
            <source>{line} → after dropout {value:+.6f} (dropped)</source>
            <translation>{line} → after dropout {value:+.6f} (dropped)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="253" />
            <source>{line} → after dropout {value:+.6f}</source>
            <translation>{line} → after dropout {value:+.6f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="265" />
            <source>S = {s} tokens of sentence A: {tokens} · positions {first:,}…{last:,} · D = d_model = {d:,}</source>
            <translation>S = {s} tokens of sentence A: {tokens} · positions {first:,}…{last:,} · D = d_model = {d:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="267" />
            <source>B = {b}: the batch is sentence A repeated (every X[b] is the same; only dropout masks differ); batch element 0 is drawn. X: embeddings N(0, 1) keyed by token text (seed {seed}).</source>
            <translation>B = {b}: the batch is sentence A repeated (every X[b] is the same; only dropout masks differ); batch element 0 is drawn. X: embeddings N(0, 1) keyed by token text (seed {seed}).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="270" />
            <source>{shapes} (the shape does not change)</source>
            <translation>{shapes} (the shape does not change)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="275" />
            <source>Dropout p = {p:g} after the addition, &lt;b&gt;train time only&lt;/b&gt; (identity at inference): kept values × 1/(1−p) = {scale:.4g}; kept in what is drawn: {kept:.1f} % (expected {expected:.1f} %).</source>
            <translation>Dropout p = {p:g} after the addition, &lt;b&gt;train time only&lt;/b&gt; (identity at inference): kept values × 1/(1−p) = {scale:.4g}; kept in what is drawn: {kept:.1f} % (expected {expected:.1f} %).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="281" />
            <source>Dropout: off (p = 0; inference). The paper uses p = 0.1 here in training.</source>
            <translation>Dropout: off (p = 0; inference). The paper uses p = 0.1 here in training.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="283" />
            <source>{d:,} dimensions over fewer pixels: each column is the exact mean of {n:,} dimensions and each row of {m} tokens (means are smaller than single values). Colour scale ±{level:g}.</source>
            <translation>{d:,} dimensions over fewer pixels: each column is the exact mean of {n:,} dimensions and each row of {m} tokens (means are smaller than single values). Colour scale ±{level:g}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="288" />
            <source>{d:,} dimensions over fewer pixels: each column is the exact mean of {n:,} dimensions (means are smaller than single values). Colour scale ±{level:g}.</source>
            <translation>{d:,} dimensions over fewer pixels: each column is the exact mean of {n:,} dimensions (means are smaller than single values). Colour scale ±{level:g}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="293" />
            <source>Every value drawn exactly. Colour scale ±{level:g}, one for X, PE and X + PE: PE lies in [−1, 1], so it looks pale next to N(0, 1) embeddings.</source>
            <translation>Every value drawn exactly. Colour scale ±{level:g}, one for X, PE and X + PE: PE lies in [−1, 1], so it looks pale next to N(0, 1) embeddings.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="299" />
            <source>Cost (D = {d:,}, B = {b})</source>
            <translation>Cost (D = {d:,}, B = {b})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="300" />
            <source>S = {s} (tokens of A)</source>
            <translation>S = {s} (tokens of A)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="309" />
            <source>PE table O(S·D): values (float32)</source>
            <translation>PE table O(S·D): values (float32)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="312" />
            <source>Addition O(B·S·D): additions</source>
            <translation>Addition O(B·S·D): additions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/embedding_view.py" line="313" />
            <source>Attention O(S²·D): S²·D</source>
            <translation>Attention O(S²·D): S²·D</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="51" />
            <source>2D sin-cos (MAE): PE(reference)·PE(patch)</source>
            <translation>2D sin-cos (MAE): PE(reference)·PE(patch)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="53" />
            <source>Axial 2D RoPE: q at the reference · k at each patch</source>
            <translation>Axial 2D RoPE: q at the reference · k at each patch</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="54" />
            <source>RoPE on the raster index r·W + c: q · k at each patch</source>
            <translation>RoPE on the raster index r·W + c: q · k at each patch</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="105" />
            <source>Row r</source>
            <translation>Row r</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="106" />
            <source>Column c</source>
            <translation>Column c</translation>
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
            <translation>PE(ref)·PE(patch), colours fixed at ±d/2 = ±{level:,g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="231" />
            <source>q·k, colours fixed at ±{level:.4g}</source>
            <translation>q·k, colours fixed at ±{level:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="234" />
            <source>each pixel the exact mean of {n:,}×{m:,} patches</source>
            <translation>each pixel the exact mean of {n:,}×{m:,} patches</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="235" />
            <source>every patch exact</source>
            <translation>every patch exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="236" />
            <source>Grid {h:,} × {w:,} patches · reference patch (row {r:,}, column {c:,}) marked ■ · Shown: {shown} · {pixel}</source>
            <translation>Grid {h:,} × {w:,} patches · reference patch (row {r:,}, column {c:,}) marked ■ · Shown: {shown} · {pixel}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="240" />
            <source>d_model {d:,}: the first {half:,} dimensions encode the column, the other {half:,} the row (MAE's order), so PE(ref)·PE(patch) = Σ cos(ωᵢ(c − c₀)) + Σ cos(ωᵢ(r − r₀)): a cross, one axis at a time, largest (d/2) at the reference</source>
            <translation>d_model {d:,}: the first {half:,} dimensions encode the column, the other {half:,} the row (MAE's order), so PE(ref)·PE(patch) = Σ cos(ωᵢ(c − c₀)) + Σ cos(ωᵢ(r − r₀)): a cross, one axis at a time, largest (d/2) at the reference</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="245" />
            <source>head dimension {d:,}, RoPE base θ {base:,.10g}, q, k ~ N(0,1) from seed {seed} · colours at ±3 × RMS over all offsets ({rms:.4g}); no |q·k| exceeds {bound:.4g}</source>
            <translation>head dimension {d:,}, RoPE base θ {base:,.10g}, q, k ~ N(0,1) from seed {seed} · colours at ±3 × RMS over all offsets ({rms:.4g}); no |q·k| exceeds {bound:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="248" />
            <source>Axial: the score depends on (r − r₀, c − c₀), a row part plus a column part. Raster: on (r − r₀)·W + (c − c₀) alone: the patch below the reference is W = {w:,} positions away, the end of one row next to the start of the next</source>
            <translation>Axial: the score depends on (r − r₀, c − c₀), a row part plus a column part. Raster: on (r − r₀)·W + (c − c₀) alone: the patch below the reference is W = {w:,} positions away, the end of one row next to the start of the next</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="254" />
            <source>2D grid ({encoding}): {shown} · {pixel}</source>
            <translation>2D grid ({encoding}): {shown} · {pixel}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="278" />
            <source>row {r:,} · column {c:,} · {encoding}: {what} = {value:.9g}</source>
            <translation>row {r:,} · column {c:,} · {encoding}: {what} = {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/grid_view.py" line="285" />
            <source>this pixel (block mean) = {value:.9g}</source>
            <translation>this pixel (block mean) = {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="42" />
            <source>positions {p0:,}–{p1:,} × dims {d0:,}–{d1:,}</source>
            <translation>positions {p0:,}–{p1:,} × dims {d0:,}–{d1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="45" />
            <source>{shown} · averaged: each pixel is the exact mean of {n:,}×{m:,} cells</source>
            <translation>{shown} · averaged: each pixel is the exact mean of {n:,}×{m:,} cells</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="47" />
            <source>{shown} · every cell exact</source>
            <translation>{shown} · every cell exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="103" />
            <source>Embedding dimension index</source>
            <translation>Embedding dimension index</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="115" />
            <source>trained length {n:,}: values continue past it</source>
            <translation>trained length {n:,}: values continue past it</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="155" />
            <source>Heatmap: {bins}</source>
            <translation>Heatmap: {bins}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="171" />
            <source>position {pos:,} · dimension {dim}: the zero column of odd d_model (tensor2tensor and fairseq pad with it) · PE = 0</source>
            <translation>position {pos:,} · dimension {dim}: the zero column of odd d_model (tensor2tensor and fairseq pad with it) · PE = 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/heatmap_view.py" line="175" />
            <source>position {pos:,} · dimension {dim} ({kind}, pair {pair}) · PE = {value:+.9f} · ω = {omega:.6g} · wavelength 2π/ω = {wavelength:,.6g} positions</source>
            <translation>position {pos:,} · dimension {dim} ({kind}, pair {pair}) · PE = {value:+.9f} · ω = {omega:.6g} · wavelength 2π/ω = {wavelength:,.6g} positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="83" />
            <source>Wavelength (positions)</source>
            <translation>Wavelength (positions)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="84" />
            <source>Pair i</source>
            <translation>Pair i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="85" />
            <source>No wavelengths: neither model has frequency pairs</source>
            <translation>No wavelengths: neither model has frequency pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="87" />
            <source>Similarity of two positions δ apart (1 at δ = 0)</source>
            <translation>Similarity of two positions δ apart (1 at δ = 0)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="89" />
            <source>similarity</source>
            <translation>similarity</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="90" />
            <source>Distance δ (positions)</source>
            <translation>Distance δ (positions)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="131" />
            <source>{which}: {label}</source>
            <translation>{which}: {label}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="135" />
            <source>{name} ({pairs} pairs)</source>
            <translation>{name} ({pairs} pairs)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="136" />
            <source>{name}: wavelengths {low} – {high} positions over {pairs} pairs</source>
            <translation>{name}: wavelengths {low} – {high} positions over {pairs} pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="141" />
            <source>{name}: {scheme}, no frequency pairs</source>
            <translation>{name}: {scheme}, no frequency pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="145" />
            <source>{name} ({scheme})</source>
            <translation>{name} ({scheme})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="160" />
            <source>Model B: none. Choose one with File › Open model › Compare with a second model…, or type its folder in Model B.</source>
            <translation>Model B: none. Choose one with File › Open model › Compare with a second model…, or type its folder in Model B.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="163" />
            <source>Model B is a preset. Compare your own with File › Open model › Compare with a second model…, or type its folder in Model B.</source>
            <translation>Model B is a preset. Compare your own with File › Open model › Compare with a second model…, or type its folder in Model B.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="166" />
            <source>Compare models: {count} drawn over δ 0–{last:,}</source>
            <translation>Compare models: {count} drawn over δ 0–{last:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="179" />
            <source>{which} {label}: wavelength {wl:,.6g}</source>
            <translation>{which} {label}: wavelength {wl:,.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_compare_view.py" line="181" />
            <source>pair {i} · {values}</source>
            <translation>pair {i} · {values}</translation>
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
            <translation>no positions (NoPE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="50" />
            <source>RoPE layers</source>
            <translation>RoPE layers</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="57" />
            <source>no positional encoding: attention sees no order in these layers</source>
            <translation>no positional encoding: attention sees no order in these layers</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="59" />
            <source>, {scaling} ×{factor:g}</source>
            <translation>, {scaling} ×{factor:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="61" />
            <source>RoPE θ {base}, {pairs} pairs{extra}</source>
            <translation>RoPE θ {base}, {pairs} pairs{extra}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="124" />
            <source>Layer</source>
            <translation>Layer</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="166" />
            <source>{name}: {count} of {total} layers</source>
            <translation>{name}: {count} of {total} layers</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="178" />
            <source>{name}: the same at every distance</source>
            <translation>{name}: the same at every distance</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="181" />
            <source>layers {layers} · {numbers}{drawn}</source>
            <translation>layers {layers} · {numbers}{drawn}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="204" />
            <source>No layer types that differ in positions</source>
            <translation>No layer types that differ in positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="205" />
            <source>No model is open</source>
            <translation>No model is open</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="206" />
            <source>Every layer of {name} encodes positions alike: the other views draw them all.</source>
            <translation>Every layer of {name} encodes positions alike: the other views draw them all.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="208" />
            <source>Open a model whose layers differ in positions (File › Open model): Gemma 2 and 3, ModernBERT, OLMo 3, Llama 4, SmolLM3, Cohere2, EXAONE 4.</source>
            <translation>Open a model whose layers differ in positions (File › Open model): Gemma 2 and 3, ModernBERT, OLMo 3, Llama 4, SmolLM3, Cohere2, EXAONE 4.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="214" />
            <source>Model layers: {kinds} kinds over {total} layers, δ 0–{last:,}</source>
            <translation>Model layers: {kinds} kinds over {total} layers, δ 0–{last:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="225" />
            <source>{name}: wavelength {wl:,.6g}</source>
            <translation>{name}: wavelength {wl:,.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="237" />
            <source>{name} {value:.6g}</source>
            <translation>{name} {value:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/model_layers_view.py" line="247" />
            <source>layer {layer} · {name} · {numbers}</source>
            <translation>layer {layer} · {name} · {numbers}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="63" />
            <source>text ×{n:,}</source>
            <translation>text ×{n:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="66" />
            <source>image {h}×{w} patches → {tokens:,} tokens</source>
            <translation>image {h}×{w} patches → {tokens:,} tokens</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="68" />
            <source>video {t}×{h}×{w} patches → {tokens:,} tokens and {text:,} of text around its frames</source>
            <translation>video {t}×{h}×{w} patches → {tokens:,} tokens and {text:,} of text around its frames</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="70" />
            <source>video {t}×{h}×{w} patches → {tokens:,} tokens</source>
            <translation>video {t}×{h}×{w} patches → {tokens:,} tokens</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="166" />
            <source>Query token</source>
            <translation>Query token</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="167" />
            <source>Key token</source>
            <translation>Key token</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="168" />
            <source>ids</source>
            <translation>ids</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="169" />
            <source>Token</source>
            <translation>Token</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="171" />
            <source>Pair i (dimensions i and i + d/2 of the head)</source>
            <translation>Pair i (dimensions i and i + d/2 of the head)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="261" />
            <source>each pixel the exact mean of {n:,}×{m:,} token pairs</source>
            <translation>each pixel the exact mean of {n:,}×{m:,} token pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="262" />
            <source>every token pair exact</source>
            <translation>every token pair exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="265" />
            <source>a video as Qwen3-VL writes it: each temporal patch a frame of its own after its timestamp text, its t the position where it starts</source>
            <translation>a video as Qwen3-VL writes it: each temporal patch a frame of its own after its timestamp text, its t the position where it starts</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="268" />
            <source>a video's temporal patches {n} positions apart (Qwen2.5-VL)</source>
            <translation>a video's temporal patches {n} positions apart (Qwen2.5-VL)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="271" />
            <source>a video's temporal patches 1 position apart (Qwen2-VL)</source>
            <translation>a video's temporal patches 1 position apart (Qwen2-VL)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="273" />
            <source>{n:,} tokens: {segments} · {m} × {m} patches merge into a token{video}</source>
            <translation>{n:,} tokens: {segments} · {m} × {m} patches merge into a token{video}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="275" />
            <source>Text goes on at the image's start + max(h, w)/{m}, not its token count: rope_delta = {delta:,} · the last position {last:,}</source>
            <translation>Text goes on at the image's start + max(h, w)/{m}, not its token count: rope_delta = {delta:,} · the last position {last:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="278" />
            <source>Tokens {a:,}–{b:,} × {c:,}–{d:,} shown · {pixel} · head dimension {dim:,}, RoPE base θ {base:,.10g}, q, k ~ N(0,1) from seed {seed}; colours at ±3 × RMS over all offsets ({rms:.4g}), no |q·k| exceeds {bound:.4g}</source>
            <translation>Tokens {a:,}–{b:,} × {c:,}–{d:,} shown · {pixel} · head dimension {dim:,}, RoPE base θ {base:,.10g}, q, k ~ N(0,1) from seed {seed}; colours at ±3 × RMS over all offsets ({rms:.4g}), no |q·k| exceeds {bound:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="286" />
            <source>M-RoPE: {n:,} tokens ({segments}) · {pixel}</source>
            <translation>M-RoPE: {n:,} tokens ({segments}) · {pixel}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="292" />
            <source>interleaved (Qwen3-VL)</source>
            <translation>interleaved (Qwen3-VL)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="293" />
            <source>in sections {section} (Qwen2-VL)</source>
            <translation>in sections {section} (Qwen2-VL)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="296" />
            <source>Which position turns each pair, {how}: {keys}</source>
            <translation>Which position turns each pair, {how}: {keys}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="356" />
            <source>text</source>
            <translation>text</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="356" />
            <source>image</source>
            <translation>image</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="356" />
            <source>video</source>
            <translation>video</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="358" />
            <source>text “{word}”</source>
            <translation>text “{word}”</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="359" />
            <source>token {n:,} ({kind}) at (t, h, w) = ({t:,}, {h:,}, {w:,})</source>
            <translation>token {n:,} ({kind}) at (t, h, w) = ({t:,}, {h:,}, {w:,})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="380" />
            <source>query {query} · key {key} · q·k = {score:.9g}</source>
            <translation>query {query} · key {key} · q·k = {score:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/mrope_view.py" line="398" />
            <source>pair {i} (dimensions {i} and {j}) turns with {axis} · θ = {theta:.6g} rad per position · wavelength {wl:,.4g} positions</source>
            <translation>pair {i} (dimensions {i} and {j}) turns with {axis} · θ = {theta:.6g} rad per position · wavelength {wl:,.4g} positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="138" />
            <source>query</source>
            <translation>query</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="139" />
            <source>key</source>
            <translation>key</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="186" />
            <source>A · without positions</source>
            <translation>A · without positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="187" />
            <source>B · without positions</source>
            <translation>B · without positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="188" />
            <source>A · with positions (X + PE)</source>
            <translation>A · with positions (X + PE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="189" />
            <source>B · with positions (X + PE)</source>
            <translation>B · with positions (X + PE)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="243" />
            <source>attention weight</source>
            <translation>attention weight</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="262" />
            <source>Sentence A and sentence B each need at least one word or mark.</source>
            <translation>Sentence A and sentence B each need at least one word or mark.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="273" />
            <source>Word order: {message}</source>
            <translation>Word order: {message}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="283" />
            <source>Word order: without positions max|out_B − P·out_A| = {without}; with positions {with_pe}</source>
            <translation>Word order: without positions max|out_B − P·out_A| = {without}; with positions {with_pe}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="286" />
            <source>Word order: B is not a reordering of A</source>
            <translation>Word order: B is not a reordering of A</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="300" />
            <source>{panel}: query {i} “{query}” → key {j} “{key}”: weight {weight:.6f}</source>
            <translation>{panel}: query {i} “{query}” → key {j} “{key}”: weight {weight:.6f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="303" />
            <source>{panel}: query {i} “{query}” → key {j} “{key}” (positions {p:,} → {q:,}): weight {weight:.6f}</source>
            <translation>{panel}: query {i} “{query}” → key {j} “{key}” (positions {p:,} → {q:,}): weight {weight:.6f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="321" />
            <source>{sentence} ({n} tokens): {tokens}</source>
            <translation>{sentence} ({n} tokens): {tokens}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="333" />
            <source>(a) Without positions</source>
            <translation>(a) Without positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="334" />
            <source>B is A reordered: B[i] = A[P(i)], P = ({perm})</source>
            <translation>B is A reordered: B[i] = A[P(i)], P = ({perm})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="335" />
            <source>{formula} = {value} (rounding only)</source>
            <translation>{formula} = {value} (rounding only)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="336" />
            <source>mean-pooled: max |mean out&lt;sub&gt;B&lt;/sub&gt; − mean out&lt;sub&gt;A&lt;/sub&gt;| = {value}</source>
            <translation>mean-pooled: max |mean out&lt;sub&gt;B&lt;/sub&gt; − mean out&lt;sub&gt;A&lt;/sub&gt;| = {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="338" />
            <source>→ each token's output just moves with it: attention sees the same bag of tokens, not the order.</source>
            <translation>→ each token's output just moves with it: attention sees the same bag of tokens, not the order.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="341" />
            <source>&lt;b&gt;(b) With the encoding added&lt;/b&gt; (positions {first:,}…{last:,})</source>
            <translation>&lt;b&gt;(b) With the encoding added&lt;/b&gt; (positions {first:,}…{last:,})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="344" />
            <source>mean-pooled: {value} → the orders differ.</source>
            <translation>mean-pooled: {value} → the orders differ.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="351" />
            <source>only in A: {tokens}</source>
            <translation>only in A: {tokens}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="353" />
            <source>only in B: {tokens}</source>
            <translation>only in B: {tokens}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="355" />
            <source>the same tokens, but not equally often</source>
            <translation>the same tokens, but not equally often</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="357" />
            <source>(a), (b): B is not a reordering of A</source>
            <translation>(a), (b): B is not a reordering of A</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="358" />
            <source>(not the same tokens): there is no permutation to compare.</source>
            <translation>(not the same tokens): there is no permutation to compare.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="362" />
            <source>(c) The same token at two positions</source>
            <translation>(c) The same token at two positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="364" />
            <source>No token repeats in A.</source>
            <translation>No token repeats in A.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="365" />
            <source>No token repeats in A (case folding is off: 'The' ≠ 'the').</source>
            <translation>No token repeats in A (case folding is off: 'The' ≠ 'the').</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="371" />
            <source>“{a}” at position {i} and “{b}” at position {j} (case folded):</source>
            <translation>“{a}” at position {i} and “{b}” at position {j} (case folded):</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="374" />
            <source>“{a}” at position {i} and “{b}” at position {j}:</source>
            <translation>“{a}” at position {i} and “{b}” at position {j}:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="376" />
            <source>before: {formula} = {value} (the same embedding)</source>
            <translation>before: {formula} = {value} (the same embedding)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="378" />
            <source>after: {formula} = {value}</source>
            <translation>after: {formula} = {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="384" />
            <source>One head, no mask: {formula}, seed {seed}.</source>
            <translation>One head, no mask: {formula}, seed {seed}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="388" />
            <source>d_model {d_model:,}: computed on {d} dimensions (the {pairs} highest-frequency sin/cos pairs), capped for speed.</source>
            <translation>d_model {d_model:,}: computed on {d} dimensions (the {pairs} highest-frequency sin/cos pairs), capped for speed.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/order_view.py" line="391" />
            <source>Embeddings N(0, 1) keyed by token text, d_model {d}.</source>
            <translation>Embeddings N(0, 1) keyed by token text, d_model {d}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="58" />
            <source>&lt;b&gt;No scaling&lt;/b&gt;: θᵢ = base^(−2i/d) = {base}^(−2i/{d}); the factor s is unused.&lt;br&gt;Pairs whose wavelength exceeds {orig:,} never made a full turn in training.</source>
            <translation>&lt;b&gt;No scaling&lt;/b&gt;: θᵢ = base^(−2i/d) = {base}^(−2i/{d}); the factor s is unused.&lt;br&gt;Pairs whose wavelength exceeds {orig:,} never made a full turn in training.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="62" />
            <source>&lt;b&gt;Linear (position interpolation)&lt;/b&gt;: θᵢ' = θᵢ / s, every pair slowed by s = {s}:&lt;br&gt;positions up to {longest} map into the trained range 0…{orig:,}.</source>
            <translation>&lt;b&gt;Linear (position interpolation)&lt;/b&gt;: θᵢ' = θᵢ / s, every pair slowed by s = {s}:&lt;br&gt;positions up to {longest} map into the trained range 0…{orig:,}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="66" />
            <source>&lt;b&gt;NTK-aware&lt;/b&gt;: base' = base·s^(d/(d−2)) = {base}·{s}^({d}/{d2}) = &lt;b&gt;{new_base}&lt;/b&gt;, θᵢ' = base'^(−2i/d):&lt;br&gt;pair 0 kept, the slowest pair divided by s exactly, the others in between.</source>
            <translation>&lt;b&gt;NTK-aware&lt;/b&gt;: base' = base·s^(d/(d−2)) = {base}·{s}^({d}/{d2}) = &lt;b&gt;{new_base}&lt;/b&gt;, θᵢ' = base'^(−2i/d):&lt;br&gt;pair 0 kept, the slowest pair divided by s exactly, the others in between.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="71" />
            <source>&lt;b&gt;Dynamic NTK&lt;/b&gt;: base' = base·(s·L/original − (s−1))^(d/(d−2)) = &lt;b&gt;{new_base}&lt;/b&gt; at L = max(last position + 1, original) = {length:,};&lt;br&gt;θᵢ' = base'^(−2i/d); no change while L ≤ {orig:,} (the base grows with the last position, {offset} + {positions} − 1).</source>
            <translation>&lt;b&gt;Dynamic NTK&lt;/b&gt;: base' = base·(s·L/original − (s−1))^(d/(d−2)) = &lt;b&gt;{new_base}&lt;/b&gt; at L = max(last position + 1, original) = {length:,};&lt;br&gt;θᵢ' = base'^(−2i/d); no change while L ≤ {orig:,} (the base grows with the last position, {offset} + {positions} − 1).</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="80" />
            <source>(default 0.1·ln s + 1)</source>
            <translation>(default 0.1·ln s + 1)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="81" />
            <source>&lt;b&gt;YaRN&lt;/b&gt;: pairs turning more than β_fast = {fast} times in {orig:,} positions kept (i ≤ {low:g});&lt;br&gt;fewer than β_slow = {slow} times: divided by s = {s} (i ≥ {high:g}, up to {last}); a linear ramp between.&lt;br&gt;Attention scaling &lt;b&gt;{scale:.6g}&lt;/b&gt;{default} on cos and sin: logits × {logits:.6g}.</source>
            <translation>&lt;b&gt;YaRN&lt;/b&gt;: pairs turning more than β_fast = {fast} times in {orig:,} positions kept (i ≤ {low:g});&lt;br&gt;fewer than β_slow = {slow} times: divided by s = {s} (i ≥ {high:g}, up to {last}); a linear ramp between.&lt;br&gt;Attention scaling &lt;b&gt;{scale:.6g}&lt;/b&gt;{default} on cos and sin: logits × {logits:.6g}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="90" />
            <source>&lt;b&gt;LongRoPE&lt;/b&gt;: θᵢ' = θᵢ / fᵢ with the model's &lt;b&gt;long&lt;/b&gt; factors (the last position + 1 = {length:,} &amp;gt; original {orig:,});&lt;br&gt;fᵢ from {low} to {high}; attention scaling &lt;b&gt;{scale:.6g}&lt;/b&gt; on cos and sin: logits × {logits:.6g}.</source>
            <translation>&lt;b&gt;LongRoPE&lt;/b&gt;: θᵢ' = θᵢ / fᵢ with the model's &lt;b&gt;long&lt;/b&gt; factors (the last position + 1 = {length:,} &amp;gt; original {orig:,});&lt;br&gt;fᵢ from {low} to {high}; attention scaling &lt;b&gt;{scale:.6g}&lt;/b&gt; on cos and sin: logits × {logits:.6g}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="97" />
            <source>&lt;b&gt;LongRoPE&lt;/b&gt;: θᵢ' = θᵢ / fᵢ with the model's &lt;b&gt;short&lt;/b&gt; factors (the last position + 1 = {length:,} ≤ original {orig:,});&lt;br&gt;fᵢ from {low} to {high}; attention scaling &lt;b&gt;{scale:.6g}&lt;/b&gt; on cos and sin: logits × {logits:.6g}.</source>
            <translation>&lt;b&gt;LongRoPE&lt;/b&gt;: θᵢ' = θᵢ / fᵢ with the model's &lt;b&gt;short&lt;/b&gt; factors (the last position + 1 = {length:,} ≤ original {orig:,});&lt;br&gt;fᵢ from {low} to {high}; attention scaling &lt;b&gt;{scale:.6g}&lt;/b&gt; on cos and sin: logits × {logits:.6g}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="105" />
            <source>&lt;b&gt;Llama 3.1&lt;/b&gt;: wavelength &amp;lt; original/high_freq_factor = {high_wl}: kept;&lt;br&gt;&amp;gt; original/low_freq_factor = {low_wl}: divided by s = {s}; between: smooth = (original/wavelength − low)/(high − low), θ' = (1−smooth)·θ/s + smooth·θ.</source>
            <translation>&lt;b&gt;Llama 3.1&lt;/b&gt;: wavelength &amp;lt; original/high_freq_factor = {high_wl}: kept;&lt;br&gt;&amp;gt; original/low_freq_factor = {low_wl}: divided by s = {s}; between: smooth = (original/wavelength − low)/(high − low), θ' = (1−smooth)·θ/s + smooth·θ.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="159" />
            <source>Frequency θᵢ (radians per position, log scale)</source>
            <translation>Frequency θᵢ (radians per position, log scale)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="192" />
            <source>original context {n:,}</source>
            <translation>original context {n:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="196" />
            <source>target context {target} = {orig:,} × {factor:g}</source>
            <translation>target context {target} = {orig:,} × {factor:g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="235" />
            <source>original θᵢ</source>
            <translation>original θᵢ</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="235" />
            <source>original θᵢ = base^(−2i/d)</source>
            <translation>original θᵢ = base^(−2i/d)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="238" />
            <source>{name}: {count:,}</source>
            <translation>{name}: {count:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="240" />
            <source>scaled, {name}: {count:,} pair</source>
            <translation>scaled, {name}: {count:,} pair</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="243" />
            <source>scaled, {name}: {count:,} pairs</source>
            <translation>scaled, {name}: {count:,} pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="251" />
            <source>&lt;b&gt;{kept:,}&lt;/b&gt; pair kept, &lt;b&gt;{divided:,}&lt;/b&gt; divided by s, &lt;b&gt;{blended:,}&lt;/b&gt; blended (of {n:,}) · effective base {eff} · attention scaling {scaling:.6g}</source>
            <translation>&lt;b&gt;{kept:,}&lt;/b&gt; pair kept, &lt;b&gt;{divided:,}&lt;/b&gt; divided by s, &lt;b&gt;{blended:,}&lt;/b&gt; blended (of {n:,}) · effective base {eff} · attention scaling {scaling:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="255" />
            <source>&lt;b&gt;{kept:,}&lt;/b&gt; pairs kept, &lt;b&gt;{divided:,}&lt;/b&gt; divided by s, &lt;b&gt;{blended:,}&lt;/b&gt; blended (of {n:,}) · effective base {eff} · attention scaling {scaling:.6g}</source>
            <translation>&lt;b&gt;{kept:,}&lt;/b&gt; pairs kept, &lt;b&gt;{divided:,}&lt;/b&gt; divided by s, &lt;b&gt;{blended:,}&lt;/b&gt; blended (of {n:,}) · effective base {eff} · attention scaling {scaling:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="259" />
            <source>{count:,} pair turns less than once in the original {orig:,} positions (before scaling)</source>
            <translation>{count:,} pair turns less than once in the original {orig:,} positions (before scaling)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="262" />
            <source>{count:,} pairs turn less than once in the original {orig:,} positions (before scaling)</source>
            <translation>{count:,} pairs turn less than once in the original {orig:,} positions (before scaling)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="264" />
            <source>Last pair {last}: θ = {theta:.6g} → {scaled:.6g}, wavelength {wl} → {wl_scaled} · pair 0: θ = {first:.6g} · {pairing}: {dims}</source>
            <translation>Last pair {last}: θ = {theta:.6g} → {scaled:.6g}, wavelength {wl} → {wl_scaled} · pair 0: θ = {first:.6g} · {pairing}: {dims}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="271" />
            <source>RoPE frequencies ({scaling}): {kept:,} kept, {interpolated:,} interpolated, {blended:,} blended of {n:,} pairs</source>
            <translation>RoPE frequencies ({scaling}): {kept:,} kept, {interpolated:,} interpolated, {blended:,} blended of {n:,} pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="280" />
            <source>pair {i} rotates dims {a} and {b}</source>
            <translation>pair {i} rotates dims {a} and {b}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_frequencies_view.py" line="294" />
            <source>{dims} · θ = {theta:.9g} → {scaled:.9g} (×{ratio:.6g}) · wavelength {wl:,.6g} → {wl_scaled:,.6g} positions · {kind} · turns in the original {orig:,}: {turns:.4g}</source>
            <translation>{dims} · θ = {theta:.9g} → {scaled:.9g} (×{ratio:.6g}) · wavelength {wl:,.6g} → {wl_scaled:,.6g} positions · {kind} · turns in the original {orig:,}: {turns:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="54" />
            <source>Shift check: needs at least 2 rows and 2 columns shown</source>
            <translation>Shift check: needs at least 2 rows and 2 columns shown</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="56" />
            <source>max |S[m,n] − S[m+1,n+1]| = {residual} {where} (S from the rotated vectors, float64):</source>
            <translation>max |S[m,n] − S[m+1,n+1]| = {residual} {where} (S from the rotated vectors, float64):</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="59" />
            <source>S depends only on m − n (positions up to {last:.3g}: the float64 angles m·θᵢ carry ~{error:.0e} rad of rounding)</source>
            <translation>S depends only on m − n (positions up to {last:.3g}: the float64 angles m·θᵢ carry ~{error:.0e} rad of rounding)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="63" />
            <source>S depends only on m − n</source>
            <translation>S depends only on m − n</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="147" />
            <source>Query position m</source>
            <translation>Query position m</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="148" />
            <source>Key position n</source>
            <translation>Key position n</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="150" />
            <source>Distance m − n</source>
            <translation>Distance m − n</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="150" />
            <source>Distance m − n (query after key)</source>
            <translation>Distance m − n (query after key)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="151" />
            <source>score / (|q|·|k|)</source>
            <translation>score / (|q|·|k|)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="153" />
            <source>Score against the distance m − n</source>
            <translation>Score against the distance m − n</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="183" />
            <source>target {n:,.0f}</source>
            <translation>target {n:,.0f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="235" />
            <source>{title} · colours fixed at ±{level:.4g}</source>
            <translation>{title} · colours fixed at ±{level:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="238" />
            <source>S[m,n], colours fixed at ±{level:.4g}</source>
            <translation>S[m,n], colours fixed at ±{level:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="240" />
            <source>each pixel the exact mean of {n:,}×{m:,} cells</source>
            <translation>each pixel the exact mean of {n:,}×{m:,} cells</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="241" />
            <source>every cell exact</source>
            <translation>every cell exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="243" />
            <source>S includes {factors}</source>
            <translation>S includes {factors}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="244" />
            <source>no scaling</source>
            <translation>no scaling</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="245" />
            <source>{scaling} scaling</source>
            <translation>{scaling} scaling</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="246" />
            <source>Shown: {shown} · {pixel} · {scaling}, pairs {pairing}{yarn}</source>
            <translation>Shown: {shown} · {pixel} · {scaling}, pairs {pairing}{yarn}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="251" />
            <source>q, k ~ N(0,1) from seed {seed}: |q|·|k| = {norm:.4g} · colours at ±3 × RMS of S over all distances ({rms:.4g}) · no |S| exceeds Σ|qᵢ||kᵢ| = {bound:.4g}</source>
            <translation>q, k ~ N(0,1) from seed {seed}: |q|·|k| = {norm:.4g} · colours at ±3 × RMS of S over all distances ({rms:.4g}) · no |S| exceeds Σ|qᵢ||kᵢ| = {bound:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="259" />
            <source>RoPE scores: {shown} · {pixel}</source>
            <translation>RoPE scores: {shown} · {pixel}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="276" />
            <source>every distance exact</source>
            <translation>every distance exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="278" />
            <source>each point the exact mean of {n:,} distances; the band is their exact min and max</source>
            <translation>each point the exact mean of {n:,} distances; the band is their exact min and max</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="281" />
            <source>each point the exact mean of {n:,} distances (too many to draw the min/max band: zoom in)</source>
            <translation>each point the exact mean of {n:,} distances (too many to draw the min/max band: zoom in)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="284" />
            <source>scores include {factors}</source>
            <translation>scores include {factors}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="285" />
            <source>seeded q, k</source>
            <translation>seeded q, k</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="286" />
            <source>expected score</source>
            <translation>expected score</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="287" />
            <source>mean over pairs of cos(θᵢ·(m − n)), the normalised score of a q = k with equal energy in every pair</source>
            <translation>mean over pairs of cos(θᵢ·(m − n)), the normalised score of a q = k with equal energy in every pair</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="289" />
            <source>Distances {d0:,}–{d1:,}: {how}{note}</source>
            <translation>Distances {d0:,}–{d1:,}: {how}{note}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="330" />
            <source>distance m − n = {d:,} · score = {score:.9g} · score/(|q|·|k|) = {normalised:.6g} · expected score = {expected:.6g}</source>
            <translation>distance m − n = {d:,} · score = {score:.9g} · score/(|q|·|k|) = {normalised:.6g} · expected score = {expected:.6g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="341" />
            <source>YaRN's attention scaling² = {value:.4g}</source>
            <translation>YaRN's attention scaling² = {value:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="343" />
            <source>the model's logit scale {value:.4g}</source>
            <translation>the model's logit scale {value:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rope_scores_view.py" line="344" />
            <source> and </source>
            <translation> and </translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="83" />
            <source>No pair has both a sine and a cosine: nothing to rotate.</source>
            <translation>No pair has both a sine and a cosine: nothing to rotate.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="85" />
            <source>all {pairs:,} pairs × all {total:,} shown positions</source>
            <translation>all {pairs:,} pairs × all {total:,} shown positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="88" />
            <source>all {pairs:,} pairs × {checked:,} of the {total:,} shown positions&lt;br&gt;({blocks} evenly spread blocks incl. the first and last;&lt;br&gt;a bounded subset, not all)</source>
            <translation>all {pairs:,} pairs × {checked:,} of the {total:,} shown positions&lt;br&gt;({blocks} evenly spread blocks incl. the first and last;&lt;br&gt;a bounded subset, not all)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="92" />
            <source>Largest |PE(p+k) − R(ω&lt;sub&gt;i&lt;/sub&gt;k)·PE(p)| over&lt;br&gt;{what}:</source>
            <translation>Largest |PE(p+k) − R(ω&lt;sub&gt;i&lt;/sub&gt;k)·PE(p)| over&lt;br&gt;{what}:</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="94" />
            <source>float64, the angles p·ω formed exactly:&lt;br&gt;only rounding remains</source>
            <translation>float64, the angles p·ω formed exactly:&lt;br&gt;only rounding remains</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="184" />
            <source>(no cosine: the lone sine of odd d_model)</source>
            <translation>(no cosine: the lone sine of odd d_model)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="247" />
            <source>Rotation: pair {i} is the lone sine of odd d_model {d}: no rotation</source>
            <translation>Rotation: pair {i} is the lone sine of odd d_model {d}: no rotation</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="252" />
            <source>Rotation: pair {i}, k = {k:,}, angle {angle:.6g} rad · max |PE(p+k) − R·PE(p)| = {residual:.2g} over {pairs:,} pairs × all positions</source>
            <translation>Rotation: pair {i}, k = {k:,}, angle {angle:.6g} rad · max |PE(p+k) − R·PE(p)| = {residual:.2g} over {pairs:,} pairs × all positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="257" />
            <source>Rotation: pair {i}, k = {k:,}, angle {angle:.6g} rad · max |PE(p+k) − R·PE(p)| = {residual:.2g} over {pairs:,} pairs × {checked:,} of {total:,} positions</source>
            <translation>Rotation: pair {i}, k = {k:,}, angle {angle:.6g} rad · max |PE(p+k) − R·PE(p)| = {residual:.2g} over {pairs:,} pairs × {checked:,} of {total:,} positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="340" />
            <source>&lt;b&gt;Pair {i}&lt;/b&gt; (dim {dim}) is the lone sine of odd d_model {d}:&lt;br&gt;it has no cosine partner, so no rotation maps PE(p) to PE(p+k).&lt;br&gt;Choose a pair from 0 to {last}.</source>
            <translation>&lt;b&gt;Pair {i}&lt;/b&gt; (dim {dim}) is the lone sine of odd d_model {d}:&lt;br&gt;it has no cosine partner, so no rotation maps PE(p) to PE(p+k).&lt;br&gt;Choose a pair from 0 to {last}.</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="348" />
            <source>{n:,} positions go round the circle {laps:,.1f} times:&lt;br&gt;drawn as the band they cover</source>
            <translation>{n:,} positions go round the circle {laps:,.1f} times:&lt;br&gt;drawn as the band they cover</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="351" />
            <source>{n:,} positions: drawn as the arc they cover</source>
            <translation>{n:,} positions: drawn as the arc they cover</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="355" />
            <source>= {turns:,.4f} turns (the arc shows the rest, mod 360°)</source>
            <translation>= {turns:,.4f} turns (the arc shows the rest, mod 360°)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="361" />
            <source>&lt;b&gt;Pair i = {i:,}&lt;/b&gt; &amp;nbsp;(sin: dim {sin_dim:,}, cos: dim {cos_dim:,})</source>
            <translation>&lt;b&gt;Pair i = {i:,}&lt;/b&gt; &amp;nbsp;(sin: dim {sin_dim:,}, cos: dim {cos_dim:,})</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="364" />
            <source>angle ω·k = {angle:.9g} rad = {degrees:,.6f}°</source>
            <translation>angle ω·k = {angle:.9g} rad = {degrees:,.6f}°</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="395" />
            <source>position {pos:,} (a shown position near the cursor's angle) · angle p·ω = {angle:.9g} rad ({wrapped:.4f}° mod 360°) · sin = {sin:+.9f} · cos = {cos:+.9f}</source>
            <translation>position {pos:,} (a shown position near the cursor's angle) · angle p·ω = {angle:.9g} rad ({wrapped:.4f}° mod 360°) · sin = {sin:+.9f} · cos = {cos:+.9f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/rotation_view.py" line="398" />
            <source>position {pos:,} · angle p·ω = {angle:.9g} rad ({wrapped:.4f}° mod 360°) · sin = {sin:+.9f} · cos = {cos:+.9f}</source>
            <translation>position {pos:,} · angle p·ω = {angle:.9g} rad ({wrapped:.4f}° mod 360°) · sin = {sin:+.9f} · cos = {cos:+.9f}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="37" />
            <source>Table column</source>
            <translation>Table column</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="40" />
            <source>value</source>
            <translation>value</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="41" />
            <source>bias −m·(i−j)</source>
            <translation>bias −m·(i−j)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="41" />
            <source>bucket or bias</source>
            <translation>bucket or bias</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="42" />
            <source>j − i, clipped</source>
            <translation>j − i, clipped</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="42" />
            <source>score</source>
            <translation>score</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="43" />
            <source>score envelope</source>
            <translation>score envelope</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="92" />
            <source>queries i {p0:,}–{p1:,} × keys j {c0:,}–{c1:,}</source>
            <translation>queries i {p0:,}–{p1:,} × keys j {c0:,}–{c1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="94" />
            <source>positions {p0:,}–{p1:,} × columns {c0:,}–{c1:,}</source>
            <translation>positions {p0:,}–{p1:,} × columns {c0:,}–{c1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="98" />
            <source>{shown} · averaged: each pixel is the plain mean over the table's {n:,}×{m:,} cells</source>
            <translation>{shown} · averaged: each pixel is the plain mean over the table's {n:,}×{m:,} cells</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="237" />
            <source>no row past position {last:,}</source>
            <translation>no row past position {last:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="240" />
            <source>every position shown is past the table: {note}</source>
            <translation>every position shown is past the table: {note}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="245" />
            <source>masked: keys j &gt; i (after the query)
are never attended</source>
            <translation>masked: keys j &gt; i (after the query)
are never attended</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="309" />
            <source>no value (all cells missing or masked)</source>
            <translation>no value (all cells missing or masked)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="310" />
            <source>this pixel (mean of {n:,}×{m:,}) = {value}</source>
            <translation>this pixel (mean of {n:,}×{m:,}) = {value}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/scheme_view.py" line="381" />
            <source>Scheme {scheme}: {detail}</source>
            <translation>Scheme {scheme}: {detail}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="28" />
            <source>column</source>
            <translation>column</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="29" />
            <source>key j</source>
            <translation>key j</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="37" />
            <source>Learned</source>
            <translation>Learned</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="38" />
            <source>ALiBi head 0</source>
            <translation>ALiBi head 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="38" />
            <source>Shaw</source>
            <translation>Shaw</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="49" />
            <source>Sinusoidal PE · d_model {d_model:,}</source>
            <translation>Sinusoidal PE · d_model {d_model:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="52" />
            <source>Learned table · {file}</source>
            <translation>Learned table · {file}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="54" />
            <source>Learned · untrained {model} init · {rows:,} rows</source>
            <translation>Learned · untrained {model} init · {rows:,} rows</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="59" />
            <source>RoPE · θ {base:,.6g} · head {head_dim} · {pairing}{scaling}</source>
            <translation>RoPE · θ {base:,.6g} · head {head_dim} · {pairing}{scaling}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="62" />
            <source>ALiBi · head 0 of {n_heads} · m = {slope:.4g}</source>
            <translation>ALiBi · head 0 of {n_heads} · m = {slope:.4g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="65" />
            <source>buckets</source>
            <translation>buckets</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="65" />
            <source>bias of head 0</source>
            <translation>bias of head 0</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="67" />
            <source>T5 · {n} buckets to {distance:,} · {way} · {what}</source>
            <translation>T5 · {n} buckets to {distance:,} · {way} · {what}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="70" />
            <source>Shaw · j − i clipped to ±{k}</source>
            <translation>Shaw · j − i clipped to ±{k}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="72" />
            <source>Transformer-XL · {term}</source>
            <translation>Transformer-XL · {term}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="74" />
            <source>xPos · γ {gamma:,g} · θ {base:,.6g} · head {head_dim}</source>
            <translation>xPos · γ {gamma:,g} · θ {base:,.6g} · head {head_dim}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="76" />
            <source>NoPE · the causal mask alone</source>
            <translation>NoPE · the causal mask alone</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="83" />
            <source>Sinusoidal · d {d_model:,}</source>
            <translation>Sinusoidal · d {d_model:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="85" />
            <source>Learned · {rows:,} rows</source>
            <translation>Learned · {rows:,} rows</translation>
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
            <translation>T5 · {n} buckets</translation>
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
            <translation>plain means of {n:,}×{m:,} cells per pixel</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="113" />
            <source>exact means of {n:,}×{m:,} cells per pixel</source>
            <translation>exact means of {n:,}×{m:,} cells per pixel</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="120" />
            <source>grey: past the table's {rows:,} rows, no vector exists</source>
            <translation>grey: past the table's {rows:,} rows, no vector exists</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="123" />
            <source>dims 0–{a} cos, {b}–{c} sin</source>
            <translation>dims 0–{a} cos, {b}–{c} sin</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="124" />
            <source>even dims cos, odd dims sin</source>
            <translation>even dims cos, odd dims sin</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="126" />
            <source>diagonal blocks: mean over unmasked cells</source>
            <translation>diagonal blocks: mean over unmasked cells</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="245" />
            <source>position i</source>
            <translation>position i</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="274" />
            <source>{scheme} error</source>
            <translation>{scheme} error</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="275" />
            <source>{scheme} averaged</source>
            <translation>{scheme} averaged</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="276" />
            <source>{scheme} exact</source>
            <translation>{scheme} exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="277" />
            <source>All schemes: {states}</source>
            <translation>All schemes: {states}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/schemes_view.py" line="286" />
            <source>{scheme}: {detail}</source>
            <translation>{scheme}: {detail}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="49" />
            <source>cosine similarity, colours fixed at −1 … 1</source>
            <translation>cosine similarity, colours fixed at −1 … 1</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="50" />
            <source>PE(p)·PE(q), colours fixed at ±d/2 = ±{half:,g}</source>
            <translation>PE(p)·PE(q), colours fixed at ±d/2 = ±{half:,g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="56" />
            <source>Toeplitz check: needs at least 2 rows and 2 columns shown</source>
            <translation>Toeplitz check: needs at least 2 rows and 2 columns shown</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="58" />
            <source>max |M[p,q] − M[p+1,q+1]| = &lt;b&gt;{residual:.3g}&lt;/b&gt;, {where}</source>
            <translation>max |M[p,q] − M[p+1,q+1]| = &lt;b&gt;{residual:.3g}&lt;/b&gt;, {where}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="61" />
            <source>odd d_model: the lone sine adds sin(pω)·sin(qω), not a function of p − q, so M is not exactly Toeplitz</source>
            <translation>odd d_model: the lone sine adds sin(pω)·sin(qω), not a function of p − q, so M is not exactly Toeplitz</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="63" />
            <source>(M from the PE vectors themselves, float64): M depends only on p − q, every diagonal is constant</source>
            <translation>(M from the PE vectors themselves, float64): M depends only on p − q, every diagonal is constant</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="88" />
            <source>Position p</source>
            <translation>Position p</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="89" />
            <source>Position q</source>
            <translation>Position q</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="97" />
            <source>Cosine similarity of PE(p) and PE(q)</source>
            <translation>Cosine similarity of PE(p) and PE(q)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="152" />
            <source>Shown: {shown} · {n:,}×{m:,} positions per pixel</source>
            <translation>Shown: {shown} · {n:,}×{m:,} positions per pixel</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="155" />
            <source>Shown: {shown}</source>
            <translation>Shown: {shown}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="162" />
            <source>Similarity matrix ({metric}): {shown} · {note}</source>
            <translation>Similarity matrix ({metric}): {shown} · {note}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="174" />
            <source>p = {p:,} · q = {q:,} · p − q = {lag:,} · PE(p)·PE(q) = {dot:.12g} · cosine = {cosine:.12g}</source>
            <translation>p = {p:,} · q = {q:,} · p − q = {lag:,} · PE(p)·PE(q) = {dot:.12g} · cosine = {cosine:.12g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_matrix_view.py" line="181" />
            <source>{line} · this pixel (block mean) = {value:.9g}</source>
            <translation>{line} · this pixel (block mean) = {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="105" />
            <source>trained length {n:,}</source>
            <translation>trained length {n:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="190" />
            <source>Similarity to {ref:,}: positions {p0:,}–{p1:,}</source>
            <translation>Similarity to {ref:,}: positions {p0:,}–{p1:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="193" />
            <source>{head} · every point exact</source>
            <translation>{head} · every point exact</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="195" />
            <source>{head} · averaged: each point is the exact mean of {n:,} (band: exact min/max)</source>
            <translation>{head} · averaged: each point is the exact mean of {n:,} (band: exact min/max)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="198" />
            <source>{head} · averaged: each point is the exact mean of {n:,} (computing the exact min/max band…)</source>
            <translation>{head} · averaged: each point is the exact mean of {n:,} (computing the exact min/max band…)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/similarity_view.py" line="223" />
            <source>position {pos:,} · PE({ref:,})·PE({pos:,}) = {value:.9g}</source>
            <translation>position {pos:,} · PE({ref:,})·PE({pos:,}) = {value:.9g}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="33" />
            <source>≥ 1 full cycle</source>
            <translation>≥ 1 full cycle</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="33" />
            <source>part of a cycle</source>
            <translation>part of a cycle</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="33" />
            <source>barely moves</source>
            <translation>barely moves</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="34" />
            <source>≥ 1 full cycle within {n:,} positions</source>
            <translation>≥ 1 full cycle within {n:,} positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="35" />
            <source>part of a cycle (≥ 1/100)</source>
            <translation>part of a cycle (≥ 1/100)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="36" />
            <source>barely moves (&amp;lt; 1/100 cycle, &amp;lt; 3.6°)</source>
            <translation>barely moves (&amp;lt; 1/100 cycle, &amp;lt; 3.6°)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="96" />
            <source>Frequency pair i  (dimensions 2i, 2i+1 in the paper's layout)</source>
            <translation>Frequency pair i  (dimensions 2i, 2i+1 in the paper's layout)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="118" />
            <source>sequence length {n:,}</source>
            <translation>sequence length {n:,}</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="156" />
            <source>{name}: {count:,} pair</source>
            <translation>{name}: {count:,} pair</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="157" />
            <source>{name}: {count:,} pairs</source>
            <translation>{name}: {count:,} pairs</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="161" />
            <source>&lt;b&gt;Pair 0&lt;/b&gt;: ω = {omega}, wavelength 2π/ω = {wavelength:.6f} positions</source>
            <translation>&lt;b&gt;Pair 0&lt;/b&gt;: ω = {omega}, wavelength 2π/ω = {wavelength:.6f} positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="163" />
            <source>&lt;b&gt;Last pair {pair:,}&lt;/b&gt;: ω = {omega:.6g}, wavelength 2π/ω = {wavelength} positions</source>
            <translation>&lt;b&gt;Last pair {pair:,}&lt;/b&gt;: ω = {omega:.6g}, wavelength 2π/ω = {wavelength} positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="165" />
            <source>Over {seq_len:,} positions: &lt;b&gt;{full:,} of {n:,} pairs complete at least one full cycle&lt;/b&gt;, {part:,} turn part of a cycle, {barely:,} barely move (last pair: {cycles} of a cycle)</source>
            <translation>Over {seq_len:,} positions: &lt;b&gt;{full:,} of {n:,} pairs complete at least one full cycle&lt;/b&gt;, {part:,} turn part of a cycle, {barely:,} barely move (last pair: {cycles} of a cycle)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="170" />
            <source>Wavelengths: {n:,} pairs from {first:.4g} to {last} positions; {full:,} complete a cycle within {seq_len:,} positions</source>
            <translation>Wavelengths: {n:,} pairs from {first:.4g} to {last} positions; {full:,} complete a cycle within {seq_len:,} positions</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="183" />
            <source>dims {sin} (sin), {cos} (cos)</source>
            <translation>dims {sin} (sin), {cos} (cos)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="184" />
            <source>dim {sin} (lone sin)</source>
            <translation>dim {sin} (lone sin)</translation>
        </message>
        <message>
            <location filename="../../pe_desktop/ui/views/wavelength_view.py" line="186" />
            <source>pair {pair:,} ({dims}) · ω = {omega:.9g} · wavelength 2π/ω = {wavelength:,.9g} positions · cycles in {seq_len:,} positions = {cycles:.6g}</source>
            <translation>pair {pair:,} ({dims}) · ω = {omega:.9g} · wavelength 2π/ω = {wavelength:,.9g} positions · cycles in {seq_len:,} positions = {cycles:.6g}</translation>
        </message>
    </context>
</TS>
