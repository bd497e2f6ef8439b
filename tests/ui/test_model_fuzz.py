"""Model files as hostile input, fuzzed (#28): published configs with values a JSON file can
hold put where the app reads numbers, and safetensors headers with broken fields, opened
through the command line. Every run ends in exit 0 or 2 with at most one line on stderr, never
a traceback or an internal error.

Slow (``make test-slow``): the cases are drawn from the seed of tests/ui/sample.py (the
commit's, or PE_SAMPLE_SEED to repeat one); PE_FULL_MATRIX=1 draws five times as many."""
from __future__ import annotations

import copy
import json
import math
import random
import struct

import numpy as np
import pytest

from tests.helpers import run_cli
from tests.shaped_models import DATA, smooth_table, write_safetensors
from tests.ui import sample

pytestmark = pytest.mark.slow

CONFIG_CASES = 400
HEADER_CASES = 300

# what a JSON file can hold where a number, a list or an object is expected
HOSTILE = (0, -1, 1, 2, 3, 0.5, -0.0, 1e-300, 5e-324, 1e307, 1e308, -1e308, 10 ** 15, 10 ** 40,
           10 ** 400, 2 ** 63, -(2 ** 63), math.nan, math.inf, -math.inf, True, False, None, "",
           "12", "x" * 100_000, [], [1.0], [1.0] * 64, [1e308] * 64, [5e-324] * 64, {}, {"a": 1},
           [[]], {"rope_type": "yarn"}, {"factor": 2})
# keys the app reads, wherever a family has them (a fuzzed config may gain any of them)
READ_KEYS = (
    ("rope_theta",), ("hidden_size",), ("n_embd",), ("num_attention_heads",), ("n_head",),
    ("n_heads",), ("head_dim",), ("partial_rotary_factor",), ("rotary_pct",), ("rotary_dim",),
    ("max_position_embeddings",), ("n_positions",), ("max_seq_len",), ("seq_length",),
    ("original_max_position_embeddings",), ("pad_token_id",), ("d_model",), ("dim",),
    ("position_embedding_type",), ("sinusoidal_pos_embds",), ("alibi",), ("model_type",),
    ("attn_config",), ("attn_config", "alibi"), ("attn_config", "alibi_bias_max"),
    ("rope_scaling",), ("rope_parameters",), ("rope_scaling", "rope_type"),
    ("rope_scaling", "type"), ("rope_scaling", "factor"),
    ("rope_scaling", "original_max_position_embeddings"), ("rope_scaling", "beta_fast"),
    ("rope_scaling", "beta_slow"), ("rope_scaling", "mscale"), ("rope_scaling", "mscale_all_dim"),
    ("rope_scaling", "attention_factor"), ("rope_scaling", "low_freq_factor"),
    ("rope_scaling", "high_freq_factor"), ("rope_scaling", "short_factor"),
    ("rope_scaling", "long_factor"), ("rope_scaling", "truncate"),
    ("rope_scaling", "partial_rotary_factor"))
ROPE_TYPES = ("default", "linear", "dynamic", "yarn", "longrope", "llama3", "su", "nosuch")


def count(base: int) -> int:
    return base * 5 if sample.full() else base


def families() -> list[str]:
    return sorted(p.name for p in DATA.iterdir() if (p / "config.json").is_file())


def fuzzed_config(rng: random.Random) -> dict:
    """A published config with one to three of the keys the app reads set to hostile values."""
    config = json.loads((DATA / rng.choice(families()) / "config.json").read_text())
    for _ in range(rng.randint(1, 3)):
        keys = rng.choice(READ_KEYS)
        if keys[-1] in ("rope_type", "type") and rng.random() < 0.7:
            value = rng.choice(ROPE_TYPES)
        else:
            value = copy.deepcopy(rng.choice(HOSTILE))  # the pool's lists and objects stay as written
        node = config
        for key in keys[:-1]:
            if not isinstance(node.get(key), dict):
                node[key] = {}
            node = node[key]
        node[keys[-1]] = value
    return config


def assert_clean(done, case):
    """Exit 0 (drawn) or 2 (refused in one line); never a traceback or an internal error."""
    lines = done.stderr.strip().splitlines()
    assert done.returncode in (0, 2), (case, done.returncode, done.stderr[-2000:])
    assert "Traceback" not in done.stderr and "internal error" not in done.stderr, (case, done.stderr[-2000:])
    assert len(lines) <= 1 and all(len(line) < 600 for line in lines), (case, done.stderr[:2000])


def test_fuzzed_configs_open_or_are_refused_in_one_line(qapp, tmp_path):
    rng = random.Random(sample.seed())
    views = ("heatmap", "rope-frequencies", "similarity", "distance-decay", "scheme")
    drawn = 0
    for case in range(count(CONFIG_CASES)):
        folder = tmp_path / f"c{case}"
        folder.mkdir()
        control = case % 10 == 0  # a published config as it is: it must draw
        config = (json.loads((DATA / rng.choice(families()) / "config.json").read_text()) if control
                  else fuzzed_config(rng))
        (folder / "config.json").write_text(json.dumps(config))  # NaN and Infinity as JSON reads them
        view = rng.choice(views)
        # (a control's data, not its figure: at 64 positions a figure may be refused honestly
        # as too small for its legend)
        out = folder / ("x.png" if case % 4 == 0 and not control else "x.npy")
        done = run_cli("export", "--view", view, "--model", folder, "--seq-len", "64", "--out", out)
        assert_clean(done, (sample.seed(), case, view, config))
        drawn += done.returncode == 0
        if control:  # a fuzz that refused everything would pass without these
            assert done.returncode == 0 and out.stat().st_size > 0, (case, view, done.stderr)
    assert drawn >= count(CONFIG_CASES) // 5, f"only {drawn} fuzzed configs drawn"


def table_file(rng: random.Random, path) -> dict:
    """model.safetensors with a GPT-2 table, its header broken in one to three places."""
    choices = [
        ("dtype", ["F32", "F16", "BF16", "F64", "I64", "U8", "F8_E4M3", "", 7, None, ["F32"]]),
        ("shape", [[8, 4], [], [8], [8, 4, 1], [-8, 4], [0, 4], [8, 0], [2 ** 62, 2 ** 62],
                   [10 ** 30, 4], [True, 4], [8.0, 4], ["8", 4], None, {"0": 8}, [8, -4]]),
        ("data_offsets", [[0, 128], [128, 0], [0, 127], [0, 10 ** 20], [-128, 0], [0.0, 128.0],
                          [0], [0, 128, 256], None, "0-128", [2 ** 64, 2 ** 64 + 128]]),
    ]
    patches = []
    for _ in range(rng.randint(1, 3)):
        field, values = rng.choice(choices)
        patches.append((field, rng.choice(values)))

    def patch(header):
        entry = header["transformer.wpe.weight"]
        for field, value in patches:
            if value is None:
                entry.pop(field, None)
            else:
                entry[field] = value
        if rng.random() < 0.2:
            header["__metadata__"] = rng.choice([None, [], "x" * 10_000, {"format": 7}])
        if rng.random() < 0.1:
            header["second.weight"] = dict(entry)

    write_safetensors(path, {"transformer.wpe.weight": smooth_table(8, 4)}, header_patch=patch)
    if rng.random() < 0.15:  # a header length that lies, or a file cut short
        raw = bytearray(path.read_bytes())
        if rng.random() < 0.5:
            raw[:8] = struct.pack("<Q", rng.choice([0, 7, len(raw), 2 ** 40, 2 ** 64 - 1]))
        else:
            del raw[rng.randint(8, len(raw) - 1):]
        path.write_bytes(bytes(raw))
    return dict(patches)


def test_fuzzed_safetensors_headers_open_or_are_refused_in_one_line(qapp, tmp_path):
    rng = random.Random(sample.seed() + 1)
    config = {"model_type": "gpt2", "n_positions": 8, "n_embd": 4}
    for case in range(count(HEADER_CASES)):
        folder = tmp_path / f"h{case}"
        folder.mkdir()
        if case % 3:
            (folder / "config.json").write_text(json.dumps(config))
        control = case % 10 == 0  # the table unbroken: drawn, its values as written
        if control:
            write_safetensors(folder / "model.safetensors", {"transformer.wpe.weight": smooth_table(8, 4)})
            patches = {}
        else:
            patches = table_file(rng, folder / "model.safetensors")
        view = "scheme" if control else rng.choice(("heatmap", "similarity", "distance-decay"))
        out = folder / ("x.npy" if control or case % 4 else "x.png")
        done = run_cli("export", "--view", view, "--model", folder, "--seq-len", "8", "--out", out)
        assert_clean(done, (sample.seed(), case, view, patches))
        if control:
            assert done.returncode == 0, done.stderr
            # the scheme view's data: the position, then the table's row
            np.testing.assert_array_equal(np.load(out)[:, 1:], smooth_table(8, 4).astype(np.float64))
        if done.returncode == 0 and out.suffix == ".npy" and view != "distance-decay":
            # (distance decay's learned curve is NaN past the table's rows: no pair that far)
            assert np.isfinite(np.load(out)).all(), (case, view, patches)
