"""Help › About: the version, the libraries it runs on and their licences, and where the
colour maps come from."""
from __future__ import annotations

import html
import platform

from .. import __version__
from ..core.text import N_
from ..i18n import localize, tr

# The colour maps the views use (ui/colormaps.py; viridis in the attention panels).
COLOUR_MAPS = (
    ("RdBu", N_("ColorBrewer's 11-class RdBu, by Cynthia Brewer (colorbrewer2.org), Apache-2.0")),
    ("coolwarm", N_("Kenneth Moreland's diverging map, from \u201cDiverging Color Maps for Scientific "
                    "Visualization\u201d (2009)")),
    ("viridis", N_("by St\u00e9fan van der Walt and Nathaniel Smith, CC0 (public domain), as bundled "
                   "with pyqtgraph")),
)


def library_versions() -> list[tuple[str, str, str]]:
    """(library, version, licence) of what the app is running on now."""
    import numpy
    import pyqtgraph
    import PySide6
    from PySide6.QtCore import qVersion

    return [
        ("Qt", qVersion(), "LGPL-3.0 (The Qt Company)"),
        ("PySide6", PySide6.__version__, "LGPL-3.0 (Qt for Python)"),
        ("pyqtgraph", pyqtgraph.__version__, "MIT"),
        ("NumPy", numpy.__version__, "BSD-3-Clause"),
        ("Python", platform.python_version(), "PSF License"),
    ]


def about_html() -> str:
    rows = "".join(f"<tr><td>{html.escape(name)}&nbsp;</td><td>{html.escape(version)}&nbsp;</td>"
                   f"<td>{html.escape(licence)}</td></tr>" for name, version, licence in library_versions())
    maps = "".join(f"<li><b>{html.escape(name)}</b>: {html.escape(localize(text))}</li>"
                   for name, text in COLOUR_MAPS)
    return (
        f"<p><b>{html.escape(tr('Positional Encoding Explorer'))}</b> {html.escape(__version__)}<br>"
        f"{html.escape(tr('How Transformers encode token positions. Licence: MIT.'))}</p>"
        f"<p>{html.escape(tr('Built on:'))}</p><table>{rows}</table>"
        f"<p>{html.escape(tr('Colour maps:'))}</p><ul>{maps}</ul>"
    )


def show_about(parent) -> None:
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.about(parent, tr("About Positional Encoding Explorer"), about_html())
