"""pe-desktop, the Positional Encoding Explorer."""

__version__ = "0.1.0"
APP_NAME = "Positional Encoding Explorer"
