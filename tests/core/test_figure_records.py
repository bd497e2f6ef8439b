"""figure.py's sizes, names, records, sessions and PNG text chunks, word for word and by hand
(struct/zlib written out here, JSON read back with the standard library)."""

import io
import json
import struct
import zlib
from dataclasses import replace

import pytest

from pe_desktop.core import figure
from pe_desktop.core.errors import ExportError, InputError
from pe_desktop.core.figure import (
    SCHEMA,
    FigureOptions,
    FigureRecord,
    format_of,
    from_pixels,
    mm_to_pixels,
    png_text,
    preset_options,
    read_record,
    read_session,
    session_json,
    suggested_name,
    to_pixels,
)
from pe_desktop.core.params import ParamError, Params


def refusal(fn, *a, exc=ExportError, **k):
    with pytest.raises(exc) as err:
        fn(*a, **k)
    return str(err.value)


# -- sizes -------------------------------------------------------------------------------------

def test_preset_pixels_by_hand():
    # round(mm / 25.4 · dpi): 85 mm at 300 = 1003.9; 178 × 100 → 2102.4 × 1181.1;
    # 297 × 210 → 3507.9 × 2480.3; the slide at its own 150 DPI: 338.67 × 190.5 → 2000.0 × 1125
    sizes = {k: (o.width, o.height, o.dpi, o.text_pt, o.background)
             for k in figure.SIZE_PRESETS for o in [preset_options(k)]}
    assert sizes == {"column": (1004, 1004, 300.0, 7.0, "white"),
                     "two-column": (2102, 1181, 300.0, 8.0, "white"),
                     "a4": (3508, 2480, 300.0, 11.0, "white"),
                     "slide": (2000, 1125, 150.0, 14.0, "white")}
    assert preset_options("column", 150, "dark").background == "dark"
    assert (preset_options("column", 150).width, preset_options("column", 150).height) == (502, 502)


def test_unknown_preset_word_for_word():
    assert refusal(preset_options, "letter", exc=ParamError) == \
        "--size must be one of column, two-column, a4, slide, got 'letter'"


@pytest.mark.parametrize("dpi", [0, -5, float("nan"), float("inf"), "300", None])
def test_mm_to_pixels_without_a_usable_dpi(dpi):
    assert mm_to_pixels(85, dpi) == 16


def test_mm_to_pixels_rounds():
    assert mm_to_pixels(25.4, 100) == 100 and mm_to_pixels(12.7, 1) == 0  # 0.5 rounds to even
    assert mm_to_pixels(38.1, 1) == 2 and mm_to_pixels(25.4, 1e-9) == 0
    assert isinstance(mm_to_pixels(10, 96), int) and mm_to_pixels(10, 96) == 38  # 37.8


@pytest.mark.parametrize("kw,expected", [
    (dict(width=15), "--width must be an integer from 16 to 16384 pixels, got 15"),
    (dict(width=16385), "--width must be an integer from 16 to 16384 pixels, got 16385"),
    (dict(height=True), "--height must be an integer from 16 to 16384 pixels, got True"),
    (dict(height=600.0), "--height must be an integer from 16 to 16384 pixels, got 600.0"),
    (dict(dpi=29.9), "--dpi must be a number from 30 to 1200, got 29.9"),
    (dict(dpi=1200.5), "--dpi must be a number from 30 to 1200, got 1200.5"),
    (dict(dpi=True), "--dpi must be a number from 30 to 1200, got True"),
    (dict(dpi="96"), "--dpi must be a number from 30 to 1200, got '96'"),
    (dict(dpi=float("inf")), "--dpi must be a number from 30 to 1200, got inf"),
    (dict(background="red"),
     "--background must be one of white, transparent, shown, dark, got 'red'"),
    (dict(text_pt=72.5), "--text-pt must be a number from 4 to 72 points, got 72.5"),
    (dict(text_pt=3.9), "--text-pt must be a number from 4 to 72 points, got 3.9"),
    (dict(text_pt=True), "--text-pt must be a number from 4 to 72 points, got True"),
    # 16384² at 30 DPI: 16384 / (30/96) = 52,428.8 → 52,429 screen pixels a side
    (dict(width=16384, height=16384, dpi=30.0),
     "16384 × 16384 pixels at 30 DPI is laid out at 52,429 × 52,429 screen pixels; at most "
     "16,777,216 (4096 × 4096): raise --dpi or make the picture smaller"),
])
def test_option_refusals_word_for_word(kw, expected):
    assert refusal(FigureOptions, exc=ParamError, **kw) == expected


@pytest.mark.parametrize("kw", [
    dict(width=16, height=16384, dpi=30.0), dict(width=16384, height=16, dpi=1200.0),
    dict(dpi=30), dict(dpi=1200), dict(text_pt=4), dict(text_pt=72.0),
    dict(width=4096, height=4096, dpi=96.0),          # exactly the layout limit
    dict(background="transparent"), dict(background="shown"), dict(background="dark"),
])
def test_options_at_the_edges_are_accepted(kw):
    o = FigureOptions(**kw)
    assert all(getattr(o, k) == v for k, v in kw.items())


def test_layout_limit_is_inclusive_and_one_more_is_refused():
    assert FigureOptions(width=4096, height=4096).layout_size == (4096, 4096)
    with pytest.raises(ParamError):
        FigureOptions(width=4097, height=4096)


def test_scale_zoom_layout_and_mm():
    o = FigureOptions(width=1200, height=600, dpi=192.0, text_pt=18.0)
    assert o.scale == 2.0 and o.zoom == 2.0
    assert o.layout_size == (300, 150)
    assert o.size_mm == (1200 / 192 * 25.4, 600 / 192 * 25.4)
    assert FigureOptions().zoom == 1.0 and FigureOptions().scale == 1.0
    assert FigureOptions().size_mm == (1200 / 96 * 25.4, 600 / 96 * 25.4)
    # a layout side is at least one pixel: 16 px at 1200 DPI with 72 pt text is 0.14 px
    tiny = FigureOptions(width=16, height=17, dpi=1200.0, text_pt=72.0)
    assert tiny.layout_size == (1, 1)
    assert FigureOptions(width=100, height=50, dpi=120.0).layout_size == (80, 40)


def test_units():
    assert to_pixels(2.54, "cm", 300) == 300 and to_pixels(1.5, "in", 200) == 300
    assert to_pixels(123.6, "px", 999) == 124 and isinstance(to_pixels(1.0, "in", 96.5), int)
    assert from_pixels(300, "cm", 300) == 2.54 and from_pixels(300, "in", 200) == 1.5
    assert from_pixels(123, "px", 7) == 123.0 and type(from_pixels(123, "px", 7)) is float
    assert refusal(to_pixels, 1, "mm", 96) == "unit must be one of px, cm, in, got 'mm'"


@pytest.mark.parametrize("path,suffix", [
    ("a.png", ".png"), ("dir/b.SVG", ".svg"), ("x.y/c.Pdf", ".pdf"), ("d.npy", ".npy"),
    ("e.tar.csv", ".csv"),
])
def test_formats(path, suffix):
    assert format_of(path) == suffix


@pytest.mark.parametrize("path,expected", [
    ("a.txt", "unsupported format '.txt': use one of .png, .svg, .pdf, .npy, .csv"),
    ("a.JPG", "unsupported format '.jpg': use one of .png, .svg, .pdf, .npy, .csv"),
    ("x.png/figure", "unsupported format '(no extension)': use one of .png, .svg, .pdf, .npy, .csv"),
    ("figure", "unsupported format '(no extension)': use one of .png, .svg, .pdf, .npy, .csv"),
    # only the last path component's dot counts
    ("a.b/c.d/figure", "unsupported format '(no extension)': use one of .png, .svg, .pdf, .npy, .csv"),
])
def test_format_refusals(path, expected):
    assert refusal(format_of, path) == expected


def test_suggested_name():
    assert suggested_name("heatmap", Params(d_model=64, seq_len=20, base=500.5, offset=3)) == \
        "pe_heatmap_d64_n20_base500.5_off3.png"
    assert suggested_name("similarity", Params(), ".csv") == "pe_similarity_d128_n50_base10000_off0.csv"


# -- the record ----------------------------------------------------------------------------------

def test_record_json_by_hand():
    rec = FigureRecord("heatmap", Params(d_model=4), FigureOptions(100, 50, 120.0, "dark", 8.0),
                       ((0.0, 1.5), (-2.0, 3.0)))
    data = json.loads(rec.to_json("9.9"))
    assert set(data) == {"app", "schema", "version", "view", "params", "options", "view_range", "model"}
    assert (data["app"], data["schema"], data["version"], data["view"], data["model"]) == \
        ("pe-desktop", SCHEMA, "9.9", "heatmap", None)
    assert data["options"] == {"width": 100, "height": 50, "dpi": 120.0, "background": "dark", "text_pt": 8.0}
    assert data["view_range"] == [[0.0, 1.5], [-2.0, 3.0]] and data["params"]["d_model"] == 4
    stacked = json.loads(FigureRecord("a", Params(), stack=("b", "c")).to_json("1"))
    assert stacked["stack"] == ["b", "c"]
    text = FigureRecord("a", Params(sentence_a="日本語")).to_json("1")
    assert "日本語" in text and list(json.loads(text)) == sorted(json.loads(text))


def test_texts_by_hand():
    p = Params(d_model=4)
    texts = FigureRecord("heatmap", p).texts("2.0", "Heat")
    described = ", ".join(f"{k}={v}" for k, v in p.as_dict().items())
    assert set(texts) == {"Title", "Software", "Description", "pe-desktop:figure"}
    assert texts["Title"] == "Heat" and texts["Software"] == "pe-desktop 2.0"
    assert texts["Description"] == "Heat — " + described
    assert described.startswith("d_model=4, seq_len=50, base=10000.0, layout=interleaved,")
    assert json.loads(texts["pe-desktop:figure"])["version"] == "2.0"


def test_describe_model():
    model = {"name": "m", "scheme": "rope", "path": "/p", "sources": {"a": "config.json", "b": "x"},
             "changed": {}}
    assert figure.describe_model(model) == "model m (rope, /p): a from config.json; b from x"
    model["changed"] = {"seq_len": 9, "d": 2}
    assert figure.describe_model(model) == \
        "model m (rope, /p): a from config.json; b from x; seq_len changed to 9, d changed to 2"


def good(**changes):
    data = {"app": "pe-desktop", "view": "heatmap", "params": {"d_model": 8}}
    data.update(changes)
    return json.dumps(data)


def test_a_minimal_record_reads_with_defaults():
    rec = read_record(good(), "f.png")
    assert rec == FigureRecord("heatmap", Params(d_model=8), FigureOptions(), None, ())
    rec = read_record(good(options=None, view_range=[[0, 1], [2, 3.5]], stack=["a"] * 8), "f")
    assert rec.view_range == ((0.0, 1.0), (2.0, 3.5)) and rec.stack == ("a",) * 8
    assert isinstance(rec.view_range[0][0], float)
    # y may lie wholly below x: each axis is checked on its own
    assert read_record(good(view_range=[[5, 6], [0, 1]]), "f").view_range == ((5.0, 6.0), (0.0, 1.0))
    edge = read_record(good(view_range=[[-1e15, 1e15], [0, 1e15]]), "f").view_range
    assert edge == ((-1e15, 1e15), (0.0, 1e15))


@pytest.mark.parametrize("text,expected", [
    (None, "f.png carries no pe-desktop parameters (was it saved by pe-desktop?)"),
    ("", "f.png carries no pe-desktop parameters (was it saved by pe-desktop?)"),
    ("{", "f.png: the embedded parameters are not valid JSON"),
    ("[" * 100000, "f.png: the embedded parameters are not valid JSON"),
    ("[1]", "f.png: the embedded record is not a pe-desktop figure"),
    ('{"app": "other"}', "f.png: the embedded record is not a pe-desktop figure"),
    ('{"app": "pe-desktop"}', "f.png: the embedded record names no view"),
    ('{"app": "pe-desktop", "view": 3}', "f.png: the embedded record names no view"),
    (good(params=[1]), "f.png: parameters must be a JSON object"),
    (good(params={"d_model": 8, "zeta": 1, "alpha": 2}), "f.png: unknown parameter 'alpha'"),
    (good(params={"d_model": 0}), "f.png: --d-model must be an integer from 1 to 65536, got 0"),
    (good(options=[1]), "f.png: the embedded output options are invalid"),
    (good(options={"width": 100, "colour": 1}), "f.png: the embedded output options are invalid"),
    (good(options={"dpi": 5}), "f.png: --dpi must be a number from 30 to 1200, got 5"),
    (good(stack="ab"), "f.png: the embedded list of stacked views is invalid"),
    (good(stack=["a"] * 9), "f.png: the embedded list of stacked views is invalid"),
    (good(stack=["a", 2]), "f.png: the embedded list of stacked views is invalid"),
    (good(view_range=[1, 2]), "f.png: the embedded view range is invalid"),
    (good(view_range=[[0, "x"], [0, 1]]), "f.png: the embedded view range is invalid"),
    (good(view_range=[[0, 1], [0, None]]), "f.png: the embedded view range is invalid"),
    (good(view_range=[[1, 1], [0, 1]]), "f.png: the embedded view range is invalid"),
    (good(view_range=[[0, 1], [2, 2]]), "f.png: the embedded view range is invalid"),
    (good(view_range=[[0, 1.5e15], [0, 1]]), "f.png: the embedded view range is invalid"),
    (good(view_range=[[0, 1], [-1.5e15, 1]]), "f.png: the embedded view range is invalid"),
    (good(view_range=[[0, 1], [0, "nan"]]), "f.png: the embedded view range is invalid"),
])
def test_record_refusals_word_for_word(text, expected):
    assert refusal(read_record, text, "f.png") == expected


def test_record_refusal_keeps_the_inner_message_translatable():
    with pytest.raises(ExportError) as err:
        read_record(good(params={"d_model": 0}), "f.png")
    message = err.value.args[0]
    assert message.template == "{source}: {error}"
    assert message.args["error"].template == "{flag} must be {allowed}, got {value}"


# -- sessions --------------------------------------------------------------------------------------

def test_session_round_trip_by_hand():
    text = session_json(Params(d_model=6), "similarity", "3.1", {"window": {"w": 1}})
    data = json.loads(text)
    assert (data["kind"], data["schema"], data["version"], data["view"], data["window"]) == \
        ("pe-desktop session", SCHEMA, "3.1", "similarity", {"w": 1})
    assert text.startswith('{\n  "kind"') and list(data) == sorted(data)
    assert "日本" in session_json(Params(sentence_a="日本"), "a", "1")
    params, view, record = read_session(text.encode(), "s.json")
    assert params == Params(d_model=6) and view == "similarity" and record == data
    params, view, _ = read_session(b'{"kind": "pe-desktop session", "params": {}}', "s")
    assert (params, view) == (Params(), "heatmap")
    exact = b'{"kind": "pe-desktop session", "params": {}}'
    exact += b" " * (1_000_000 - len(exact))
    assert read_session(exact, "s")[1] == "heatmap"


@pytest.mark.parametrize("data,expected", [
    (b" " * 1_000_001, "s.json is too large to be a session file (1,000,001 bytes)"),
    (b"\xff\xfe", "s.json is not a pe-desktop session (not valid UTF-8 JSON)"),
    (b"{", "s.json is not a pe-desktop session (not valid UTF-8 JSON)"),
    (b"[" * 100000, "s.json is not a pe-desktop session (not valid UTF-8 JSON)"),
    (b"[]", "s.json is not a pe-desktop session file"),
    (b'{"kind": "other"}', "s.json is not a pe-desktop session file"),
    (b'{"kind": "pe-desktop session", "view": 1, "params": {}}', "s.json: 'view' must be a view name"),
    (b'{"kind": "pe-desktop session", "params": {"zz": 1}}', "s.json: unknown parameter 'zz'"),
])
def test_session_refusals_word_for_word(data, expected):
    assert refusal(read_session, data, "s.json") == expected


# -- PNG text chunks, built here with struct and zlib ----------------------------------------------

def chunk(kind: bytes, data: bytes, crc=None) -> bytes:
    crc = zlib.crc32(kind + data) if crc is None else crc
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def png(*chunks: bytes) -> io.BytesIO:
    return io.BytesIO(b"\x89PNG\r\n\x1a\n" + b"".join(chunks) + chunk(b"IEND", b""))


def itxt(key, text, compressed=False, lang=b"", translated=b""):
    body = zlib.compress(text.encode()) if compressed else text.encode()
    return chunk(b"iTXt", key + b"\0" + bytes([int(compressed), 0]) + lang + b"\0" + translated + b"\0" + body)


def test_png_text_of_each_kind():
    ihdr = chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0))
    f = png(ihdr, chunk(b"tEXt", b"other\0no"), chunk(b"tEXt", b"key\0caf\xe9"))
    assert png_text(f, "key", "f") == "café"
    f = png(ihdr, chunk(b"zTXt", b"key\0\0" + zlib.compress("naïve".encode("latin-1"))))
    assert png_text(f, "key", "f") == "naïve"
    assert png_text(png(itxt(b"key", "日本語", lang=b"ja", translated=b"x")), "key", "f") == "日本語"
    assert png_text(png(itxt(b"key", "圧縮", compressed=True)), "key", "f") == "圧縮"
    assert png_text(png(ihdr), "key", "f") is None
    # a chunk of another kind, or over the text limit, is skipped whole (data and CRC)
    big = chunk(b"tEXt", b"key\0" + b"x" * (figure.MAX_TEXT_CHUNK - 3))
    assert png_text(png(chunk(b"IDAT", b"key\0zz"), big, chunk(b"tEXt", b"key\0ok")), "key", "f") == "ok"
    exact = chunk(b"tEXt", b"key\0" + b"y" * (figure.MAX_TEXT_CHUNK - 4))
    assert png_text(png(exact), "key", "f") == "y" * (figure.MAX_TEXT_CHUNK - 4)
    assert png_text(png(chunk(b"tEXt", b"ke\0a"), chunk(b"tEXt", b"keyx\0b")), "key", "f") is None


@pytest.mark.parametrize("data", [
    b"\x89PNG\r\n\x1a\x00",                                   # a wrong signature
    b"\x89PNG\r\n\x1a\n" + b"\0\0\0",                         # a chunk head cut short
    b"\x89PNG\r\n\x1a\n" + chunk(b"tEXt", b"key\0v", crc=1),  # a wrong CRC
    b"\x89PNG\r\n\x1a\n" + chunk(b"tEXt", b"key\0value")[:-6],  # data cut short
    b"\x89PNG\r\n\x1a\n" + chunk(b"tEXt", b"key\0value")[:-2],  # the CRC cut short
    b"\x89PNG\r\n\x1a\n" + chunk(b"zTXt", b"key\0\0notzlib"),
    b"\x89PNG\r\n\x1a\n" + chunk(b"iTXt", b"key\0\1\0\0\0notzlib"),
    b"\x89PNG\r\n\x1a\n" + chunk(b"iTXt", b"key\0\0\0\0\0\xff\xfe"),  # not UTF-8
    b"\x89PNG\r\n\x1a\n" + chunk(b"iTXt", b"key\0"),          # no flags at all
    b"\x89PNG\r\n\x1a\n" + chunk(b"zTXt", b"key\0\0" + zlib.compress(b"z" * 1_000_001)),  # a bomb
])
def test_png_refusals(data):
    assert refusal(png_text, io.BytesIO(data), "key", "pic.png") == "pic.png is not a readable PNG image"


def test_inflate_limit_is_exact():
    assert figure._inflate(zlib.compress(b"a" * 1_000_000)) == b"a" * 1_000_000
    with pytest.raises(zlib.error):
        figure._inflate(zlib.compress(b"a" * 1_000_001))


def test_texts_of_a_figure_drawn_from_a_model(tmp_path):
    folder = tmp_path / "模型"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps({
        "model_type": "llama", "hidden_size": 64, "num_attention_heads": 4,
        "max_position_embeddings": 2048, "rope_theta": 10000}))
    from pe_desktop.core import models
    params = models.model_params(models.read_model(str(folder)), Params()).replace(seq_len=100)
    texts = FigureRecord("heatmap", params).texts("1", "T")
    assert set(texts) == {"Title", "Software", "Description", "pe-desktop:figure", "pe-desktop:model"}
    described = ", ".join(f"{k}={v}" for k, v in params.as_dict().items())
    assert texts["Description"] == (
        f"T — model 模型 (rope, {folder}): scheme from model_type llama; rope_base from "
        "config.json: rope_theta; head_dim from hidden_size 64 / num_attention_heads 4; pairing "
        "from Hugging Face's llama rotates i with i + d/2 (rotate_half); d_model from "
        "config.json: hidden_size; seq_len from config.json: max_position_embeddings; scaling "
        "from no rope_scaling; original_context from config.json: max_position_embeddings; "
        "trained_len from config.json: max_position_embeddings; seq_len changed to 100 — " + described)
    text = texts["pe-desktop:model"]
    model = json.loads(text)
    assert '"name": "模型"' in text and list(model) == sorted(model)          # raw UTF-8, sorted
    assert list(model["sources"]) == sorted(model["sources"])
    assert (model["name"], model["path"], model["scheme"], model["changed"]) == \
        ("模型", str(folder), "rope", {"seq_len": 100})
    assert model["sources"]["rope_base"] == "config.json: rope_theta" and len(model["sources"]) == 9


def test_a_chunk_length_is_unsigned(tmp_path):
    """A chunk claiming 2**31 bytes is skipped past the end of the file (read as signed, it
    would seek backwards)."""
    path = tmp_path / "big.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 2**31) + b"IDAT" + b"\0" * 16)
    with open(path, "rb") as fh:
        assert refusal(png_text, fh, "key", "big.png") == "big.png is not a readable PNG image"


def test_a_tab_record_stacks_the_views_of_its_tab_in_catalogue_order():
    from pe_desktop.core.catalogue import BY_NAME, VIEWS
    from pe_desktop.core.figure import tab_record

    record = tab_record(FigureRecord("similarity", Params(), FigureOptions(800, 600)))
    tab = BY_NAME["similarity"].tab
    assert (record.view, *record.stack) == tuple(v.name for v in VIEWS if v.tab == tab)
    assert record.view_range is None and record.options == FigureOptions(800, 600)


def test_figure_parts_share_the_height_three_to_two_and_keep_the_range_of_the_first():
    from pe_desktop.core.figure import figure_parts, stack_shares

    assert stack_shares(3) == [3, 2, 2]
    record = FigureRecord("heatmap", Params(), FigureOptions(800, 700), ((0, 1), (0, 1)), ("similarity", "order"))
    parts = figure_parts(record)
    assert [(p.view, p.options.height, top) for p, top in parts] == [
        ("heatmap", 300, 0), ("similarity", 200, 300), ("order", 200, 500)]
    assert [p.view_range for p, _ in parts] == [((0, 1), (0, 1)), None, None]
    assert [top for _, top in figure_parts(record, [100, 250, 350])] == [0, 100, 350]
    assert figure_parts(FigureRecord("heatmap", Params())) == [(FigureRecord("heatmap", Params()), 0)]


def test_a_preview_record_is_the_same_layout_at_fewer_pixels():
    from pe_desktop.core.figure import preview_record

    small = preview_record(FigureRecord("heatmap", Params(), FigureOptions(1200, 600, 96.0)), 600, 600)
    assert (small.options.width, small.options.height, small.options.dpi) == (600, 300, 48.0)
    assert small.options.layout_size == FigureOptions(1200, 600, 96.0).layout_size


def test_a_tab_record_and_each_part_keep_the_parameters_and_output_options():
    from pe_desktop.core.figure import figure_parts, tab_record

    params, opts = Params(d_model=8, seq_len=20), FigureOptions(640, 500, 120.0, "dark", 9.0)
    tab = tab_record(FigureRecord("similarity", params, opts))
    assert (tab.params, tab.options) == (params, opts)
    parts = figure_parts(FigureRecord("heatmap", params, opts, None, ("similarity", "order")))
    assert [p.params for p, _ in parts] == [params] * 3
    # 500 split 3:2:2 is 214.3 / 142.9 / 142.9: bounds round(0, 214.3, 357.1, 500)
    assert [p.options for p, _ in parts] == [FigureOptions(640, h, 120.0, "dark", 9.0) for h in (214, 143, 143)]


@pytest.mark.parametrize("size,limit,expected", [
    # never enlarged: a preview larger than the figure is the figure
    ((1200, 600, 96.0, None), (2400, 2400), (1200, 600, 96.0, None)),
    # the height binds: 150 / 600 = 0.25 (the width alone would give 1)
    ((1200, 600, 300.0, 8.0), (1200, 150), (300, 150, 75.0, 8.0)),
    # at least FigureOptions' minimum 16 pixels and 30 DPI: 16 / 1200 gives 16 × 8 at 1.28 DPI
    ((1200, 600, 96.0, 12.0), (16, 16), (16, 16, 30.0, 12.0)),
])
def test_preview_sizes_by_hand(size, limit, expected):
    from pe_desktop.core.figure import preview_record

    width, height, dpi, text_pt = size
    small = preview_record(FigureRecord("heatmap", Params(), FigureOptions(width, height, dpi, "shown", text_pt)),
                           *limit).options
    assert (small.width, small.height, small.dpi, small.text_pt, small.background) == (*expected, "shown")


def test_a_record_without_a_schema_takes_every_migration_from_schema_0(monkeypatch):
    monkeypatch.setattr(figure, "MIGRATIONS", [figure.Migration(0, 1, figure.remove_param("zeta"))])
    old = {"app": "pe-desktop", "params": {"d_model": 8, "zeta": 1}}
    assert figure.migrate(old, "f") == {"app": "pe-desktop", "params": {"d_model": 8}, "schema": 1}
    assert figure.migrate({**old, "schema": 1}, "f") == {**old, "schema": 1}


# -- reading a figure back for --from: PNG and SVG files built here --------------------------------

def record_json(view="heatmap", stack=None, **params) -> str:
    data = {"app": "pe-desktop", "view": view, "params": params or {"d_model": 8},
            "options": {"width": 640, "height": 480, "dpi": 120.0, "background": "dark", "text_pt": 9.0},
            "view_range": [[0, 10], [-1, 1]]}
    if stack is not None:
        data["stack"] = stack
    return json.dumps(data)


# what record_json() describes
RECORD = FigureRecord("heatmap", Params(d_model=8), FigureOptions(640, 480, 120.0, "dark", 9.0),
                      ((0.0, 10.0), (-1.0, 1.0)))
IHDR = chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0))


def png_file(path, text=None, before=b""):
    """A PNG with ``text`` under pe-desktop:figure (none if None), after the chunks ``before``."""
    record = b"" if text is None else chunk(b"tEXt", b"pe-desktop:figure\0" + text.encode("latin-1"))
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + IHDR + before + record + chunk(b"IEND", b""))
    return path


def svg_file(path, body):
    path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" '
                    f'xmlns:x="urn:other" width="10" height="10">{body}</svg>\n', encoding="utf-8")
    return path


def from_file_refusal(path):
    from pe_desktop.core.figure import record_from_file

    with pytest.raises(InputError) as err:
        record_from_file(path)
    return str(err.value)


def test_the_record_of_a_png_is_read_from_its_text_chunk(tmp_path):
    from pe_desktop.core.figure import record_from_file

    other = chunk(b"tEXt", b"pe-desktop:model\0" + record_json("order").encode())
    assert record_from_file(png_file(tmp_path / "f.png", record_json(), before=other)) == RECORD
    assert record_from_file(str(png_file(tmp_path / "UP.PNG", record_json()))) == RECORD


def test_the_record_of_an_svg_is_its_first_svg_description(tmp_path):
    from xml.sax.saxutils import escape

    from pe_desktop.core.figure import record_from_file

    text = record_json(sentence_a="a < b & c", d_model=8)
    body = (f"<title>T</title><x:desc>not this</x:desc><desc>{escape(text)}</desc>"
            f"<g><desc>{escape(record_json('order'))}</desc></g>")
    expected = replace(RECORD, params=Params(d_model=8, sentence_a="a < b & c"))
    assert record_from_file(svg_file(tmp_path / "f.svg", body)) == expected
    assert record_from_file(svg_file(tmp_path / "F.SVG", body)) == expected


def test_the_files_of_schema_0_read_back():
    from pe_desktop.core.figure import record_from_file
    from tests.helpers import SCHEMA0

    png = record_from_file(SCHEMA0 / "rope-frequencies.png")
    assert png.params == Params(rope_base=20000.0, head_dim=32, seq_len=300)
    svg = record_from_file(SCHEMA0 / "wavelength.svg")
    assert (svg.view, svg.params, svg.options, svg.stack) == (
        "wavelength", Params(d_model=24, base=5000.0, rope_base=20000.0),
        FigureOptions(480, 440, 96.0, "white", 6.0), ())


def test_a_png_larger_than_an_svg_may_be_still_reads(tmp_path):
    """The size limit is the SVG's (read whole as a stream): a PNG's picture is skipped unread."""
    from pe_desktop.core.figure import MAX_FIGURE_BYTES, record_from_file

    path = tmp_path / "big.png"
    with open(path, "wb") as fh:  # a sparse IDAT chunk of MAX_FIGURE_BYTES, before the record
        fh.write(b"\x89PNG\r\n\x1a\n" + IHDR + struct.pack(">I", MAX_FIGURE_BYTES) + b"IDAT")
        fh.seek(MAX_FIGURE_BYTES + 4, 1)
        fh.write(chunk(b"tEXt", b"pe-desktop:figure\0" + record_json().encode()) + chunk(b"IEND", b""))
    assert path.stat().st_size > MAX_FIGURE_BYTES
    assert record_from_file(path) == RECORD


def test_an_svg_larger_than_the_limit_is_refused_unread(tmp_path):
    path = svg_file(tmp_path / "big.svg", f"<desc>{record_json()}</desc>")
    with open(path, "r+b") as fh:
        fh.truncate(256 * 1024 * 1024 + 1)  # sparse: nothing is written
    assert from_file_refusal(path) == f"{path} is too large (256.0 MB; at most 256.0 MB is read)"


@pytest.mark.parametrize("name,content,expected", [
    ("f.pdf", None, "--from takes a .png or .svg written by pe-desktop, got 'f.pdf'"),
    ("figure", None, "--from takes a .png or .svg written by pe-desktop, got 'figure'"),
    ("f.png", b"GIF89a", "f.png is not a readable PNG image"),
    ("f.png", b"\x89PNG\r\n\x1a\n" + IHDR + chunk(b"IEND", b""),
     "f.png carries no pe-desktop parameters (was it saved by pe-desktop?)"),
    ("f.png", b"\x89PNG\r\n\x1a\n" + chunk(b"tEXt", b"pe-desktop:figure\0{"),
     "f.png: the embedded parameters are not valid JSON"),
    ("f.svg", b"", "f.svg is not a readable SVG file (no element found: line 1, column 0)"),
    ("f.svg", b'<svg xmlns="http://www.w3.org/2000/svg"><title>',
     "f.svg is not a readable SVG file (no element found: line 1, column 47)"),
    ("f.svg", b"<svg>\n<a></b></svg>", "f.svg is not a readable SVG file (mismatched tag: line 2, column 5)"),
    ("f.svg", b'<svg xmlns="http://www.w3.org/2000/svg"><title>T</title></svg>',
     "f.svg carries no pe-desktop parameters (was it saved by pe-desktop?)"),
    ("f.svg", b'<svg xmlns="http://www.w3.org/2000/svg"><desc/></svg>',
     "f.svg carries no pe-desktop parameters (was it saved by pe-desktop?)"),
    ("f.svg", b'<svg xmlns="http://www.w3.org/2000/svg"><desc>{"app": 1}</desc></svg>',
     "f.svg: the embedded record is not a pe-desktop figure"),
])
def test_from_file_refusals_word_for_word(tmp_path, name, content, expected):
    if content is not None:
        (tmp_path / name).write_bytes(content)
    assert from_file_refusal(tmp_path / name) == expected


def test_a_missing_file_or_a_folder_is_refused_by_its_path(tmp_path):
    assert from_file_refusal(tmp_path / "gone.png") == f"{tmp_path / 'gone.png'} does not exist"
    (tmp_path / "d.svg").mkdir()
    assert from_file_refusal(tmp_path / "d.svg") == f"{tmp_path / 'd.svg'} is a folder, not a file"


@pytest.mark.parametrize("view,stack,named", [
    ("nosuch", None, "nosuch"),
    ("heatmap", ["similarity", "bad2", "bad3"], "bad2"),
    ("bad1", ["bad2"], "bad1"),
])
def test_an_unknown_view_is_refused_with_the_views_there_are(tmp_path, view, stack, named):
    from pe_desktop.core.catalogue import VIEWS

    views = ", ".join(v.name for v in VIEWS)  # the catalogue's order
    assert views.startswith("heatmap, similarity, order, embedding, wavelength, ")
    expected = f"unknown view {named!r}: use one of {views}"
    assert from_file_refusal(png_file(tmp_path / "f.png", record_json(view, stack))) == expected
    assert from_file_refusal(svg_file(tmp_path / "f.svg", f"<desc>{record_json(view, stack)}</desc>")) == expected
