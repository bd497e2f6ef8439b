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
