"""The Qt layer: a thin window over the core."""
