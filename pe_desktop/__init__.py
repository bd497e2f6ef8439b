"""pe-desktop, the Positional Encoding Explorer."""
import os

# One OpenBLAS thread: the views already compute in parallel in the background, and
# OpenBLAS's own threads then only compete with them for the cores (benchmarks/bench_update.py,
# 2 cores: 8192×1024 median 146 -> 79 ms, 131072×4096 198 -> 127 ms). OpenBLAS reads this
# once, when numpy loads it, so it must be set before numpy is imported; setdefault lets a
# user's own setting win.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

__version__ = "0.1.0"
APP_NAME = "Positional Encoding Explorer"
