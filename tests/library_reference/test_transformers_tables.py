"""Learned and sinusoidal position tables held against transformers' own model code: a tiny
model of each family built by the library and saved with ``save_pretrained`` (safetensors),
opened as a user opens a folder, and compared with what the library's own position-embedding
module returns for the tokens 0 … L−1 of an input (captured with a forward hook while the
library runs its model): the offsets (OPT, BART, BioGPT, RoBERTa, MPNet: two rows before
position 0) are the library's, not the app's reading of them.

Runs in the reference venv (``make test-reference``); skipped where torch is not installed.
"""
from __future__ import annotations

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from pe_desktop.core import encodings, models  # noqa: E402

SMALL = dict(vocab_size=120, hidden_size=16, num_attention_heads=2, num_hidden_layers=1,
             intermediate_size=32, max_position_embeddings=40)
# (config class, model class, the position module's name in the model, the config values)
LEARNED = {
    "gpt2": ("GPT2Config", "GPT2Model", "wpe",
             dict(vocab_size=120, n_embd=16, n_head=2, n_layer=1, n_positions=40)),
    "bert": ("BertConfig", "BertModel", "embeddings.position_embeddings", SMALL),
    "roberta": ("RobertaConfig", "RobertaModel", "embeddings.position_embeddings",
                dict(SMALL, pad_token_id=1)),
    "mpnet": ("MPNetConfig", "MPNetModel", "embeddings.position_embeddings", SMALL),
    "opt": ("OPTConfig", "OPTModel", "decoder.embed_positions",
            dict(vocab_size=120, hidden_size=16, num_attention_heads=2, num_hidden_layers=1,
                 ffn_dim=32, max_position_embeddings=40, word_embed_proj_dim=16)),
    "biogpt": ("BioGptConfig", "BioGptModel", "embed_positions", SMALL),
    "bart": ("BartConfig", "BartModel", "decoder.embed_positions",
             dict(vocab_size=120, d_model=16, encoder_layers=1, decoder_layers=1,
                  encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32,
                  decoder_ffn_dim=32, max_position_embeddings=40)),
    "mbart": ("MBartConfig", "MBartModel", "decoder.embed_positions",
              dict(vocab_size=120, d_model=16, encoder_layers=1, decoder_layers=1,
                   encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32,
                   decoder_ffn_dim=32, max_position_embeddings=40)),
}
SINUSOIDAL = {
    "marian": ("MarianConfig", "MarianModel", "decoder.embed_positions", 0),
    "pegasus": ("PegasusConfig", "PegasusModel", "decoder.embed_positions", 0),
    "m2m_100": ("M2M100Config", "M2M100Model", "decoder.embed_positions", 2),
    "xglm": ("XGLMConfig", "XGLMModel", "embed_positions", 2),
}
SEQ2SEQ = dict(vocab_size=120, d_model=16, encoder_layers=1, decoder_layers=1,
               encoder_attention_heads=2, decoder_attention_heads=2, encoder_ffn_dim=32,
               decoder_ffn_dim=32, max_position_embeddings=40, pad_token_id=1)
XGLM = dict(vocab_size=120, d_model=16, num_layers=1, attention_heads=2, ffn_dim=32,
            max_position_embeddings=40, pad_token_id=1)
LENGTH = 12


def library_positions(name_of_module: str, model, seq2seq: bool) -> np.ndarray:
    """The position embeddings the library's module gives the tokens 0 … LENGTH−1."""
    captured = []
    module = model.get_submodule(name_of_module)
    handle = module.register_forward_hook(lambda _m, _args, out: captured.append(out))
    ids = torch.arange(3, 3 + LENGTH)[None]  # no padding token among them
    with torch.no_grad():
        if seq2seq:
            model(input_ids=ids, decoder_input_ids=ids)
        else:
            model(input_ids=ids)
    handle.remove()
    out = captured[-1]
    return out.reshape(-1, out.shape[-1])[-LENGTH:].double().numpy()


@pytest.mark.parametrize("family", sorted(LEARNED))
def test_learned_tables_row_for_row(tmp_path, family):
    config_name, model_name, module, values = LEARNED[family]
    torch.manual_seed(0)
    library = getattr(transformers, model_name)(getattr(transformers, config_name)(**values)).eval()
    library.save_pretrained(tmp_path)
    model = models.read_model(tmp_path)
    assert model.scheme == "learned" and model.table is not None
    theirs = library_positions(module, library, seq2seq=family in ("bart", "mbart"))
    np.testing.assert_array_equal(models.position_table(model)[:LENGTH], theirs)


@pytest.mark.parametrize("family", sorted(SINUSOIDAL))
def test_sinusoidal_tables_as_the_library_computes_them(tmp_path, family):
    """The app draws the family's table from position 0; the library's token p reads its row
    p + offset (fairseq's padding_idx + 1 = 2 for M2M100), as the app's note says."""
    config_name, model_name, module, offset = SINUSOIDAL[family]
    values = XGLM if family == "xglm" else SEQ2SEQ
    library = getattr(transformers, model_name)(getattr(transformers, config_name)(**values)).eval()
    library.save_pretrained(tmp_path)
    model = models.read_model(tmp_path)
    params = models.model_params(model)
    assert params.scheme == "sinusoidal"
    theirs = library_positions(module, library, seq2seq=family != "xglm")
    ours = encodings.encode(np.arange(LENGTH) + offset, np.arange(params.d_model), params.encoding)
    np.testing.assert_allclose(ours, theirs, atol=2e-6)  # the library's float32
    assert bool(offset) == any("row p + 2" in note for note in model.notes)
