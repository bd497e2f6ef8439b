import os

# The suite never needs a display: Qt renders offscreen.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
