"""Independent references: the formulas written out per element with ``math``."""
import math

import numpy as np


def pe(p: int, j: int, d: int, base: float = 10000.0) -> float:
    """The paper's PE(p, j), interleaved; odd d: the last dimension is a lone sine."""
    i = j // 2
    angle = p * base ** (-(2 * i) / d)
    return math.sin(angle) if j % 2 == 0 else math.cos(angle)


def pe_table(positions, d: int, base: float = 10000.0) -> np.ndarray:
    return np.array([[pe(p, j, d, base) for j in range(d)] for p in positions])


def seed_get_positional_encoding(seq_len: int, d_model: int) -> np.ndarray:
    """The second article's NumPy function, verbatim (even d_model only)."""
    pe = np.zeros((seq_len, d_model))
    position = np.arange(0, seq_len)[:, np.newaxis]
    div_term = np.exp(np.arange(0, d_model, 2) * -(np.log(10000.0) / d_model))
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe


def dot(p: int, q: int, d: int, base: float = 10000.0) -> float:
    return math.fsum(pe(p, j, d, base) * pe(q, j, d, base) for j in range(d))


def hf_create_sinusoidal_embeddings(n_pos: int, dim: int) -> np.ndarray:
    """Hugging Face transformers' create_sinusoidal_embeddings, in NumPy."""
    position_enc = np.array([[pos / np.power(10000, 2 * (j // 2) / dim) for j in range(dim)]
                             for pos in range(n_pos)])
    out = np.zeros((n_pos, dim))
    out[:, 0::2] = np.sin(position_enc[:, 0::2])
    out[:, 1::2] = np.cos(position_enc[:, 1::2])
    return out


def tf_tutorial_positional_encoding(position: int, d_model: int) -> np.ndarray:
    """The TensorFlow Transformer tutorial's positional_encoding (sines, then cosines)."""
    def get_angles(pos, i, d):
        return pos * (1 / np.power(10000, (2 * (i // 2)) / np.float64(d)))

    angle_rads = get_angles(np.arange(position)[:, np.newaxis], np.arange(d_model)[np.newaxis, :], d_model)
    return np.concatenate([np.sin(angle_rads[:, 0::2]), np.cos(angle_rads[:, 1::2])], axis=-1)


def t2t_timing_signal(length: int, channels: int, min_timescale=1.0, max_timescale=1.0e4,
                      start_index=0) -> np.ndarray:
    """tensor2tensor's get_timing_signal_1d, in NumPy (float64), with its
    ``tf.pad(signal, [[0, 0], [0, tf.mod(channels, 2)]])`` for odd channels."""
    position = np.arange(length, dtype=np.float64) + start_index
    num_timescales = channels // 2
    log_timescale_increment = math.log(float(max_timescale) / float(min_timescale)) / max(num_timescales - 1, 1)
    inv_timescales = min_timescale * np.exp(np.arange(num_timescales, dtype=np.float64) * -log_timescale_increment)
    scaled_time = position[:, None] * inv_timescales[None, :]
    signal = np.concatenate([np.sin(scaled_time), np.cos(scaled_time)], axis=1)
    return np.pad(signal, [[0, 0], [0, channels % 2]])


def fairseq_get_embedding(num_embeddings: int, embedding_dim: int) -> np.ndarray:
    """fairseq's SinusoidalPositionalEmbedding.get_embedding (padding_idx None), torch → NumPy
    in float64: rows are positions 0 … num_embeddings−1."""
    half_dim = embedding_dim // 2
    emb = math.log(10000) / (half_dim - 1)
    emb = np.exp(np.arange(half_dim, dtype=np.float64) * -emb)
    emb = np.arange(num_embeddings, dtype=np.float64)[:, None] * emb[None, :]
    emb = np.concatenate([np.sin(emb), np.cos(emb)], axis=1).reshape(num_embeddings, -1)
    if embedding_dim % 2 == 1:
        # zero pad
        emb = np.concatenate([emb, np.zeros((num_embeddings, 1))], axis=1)
    return emb
