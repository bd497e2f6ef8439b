"""Saving what a view shows — PNG, SVG, PDF and reports — from the same view classes.

A figure is drawn by a fresh, offscreen instance of the view class (offscreen.py), checked
for a broken layout (checks.py), then painted by Qt into the target (paint.py): a QImage for
PNG, QSvgGenerator for SVG (axes, text and curves stay vectors; heatmaps are embedded
images), QPdfWriter for PDF (pdf.py, writers.py); a report is one PDF of every view
(report.py); an animation is a GIF, APNG or MP4 of one parameter sweeping, each frame the
still PNG of its value (animation.py). Every file is written under a temporary name and
renamed into place when complete; a still carries its parameters so it can be drawn again
(core/figure.py reads them).

A function is replaced (for a test) in the module that defines it, not here.
"""
from ...core.figure import figure_parts, preview_record, record_from_file, tab_record
from .animation import ANIMATION_FORMATS, check_animation, mp4_available, write_animation
from .checks import TextBox, check_layout, layout_problems, text_boxes
from .offscreen import collected_after, fitted_heights, laid_out, line_scale, offscreen_view, wrap_labels
from .paint import crisp_images, figure_texts, paint_view, preview_image, record_of, render_image, restore_images, upscaled
from .report import changed_params, report_params, report_views, value_text, write_report
from .writers import WRITERS, svg_text_advance, write_all, write_figure

__all__ = [
    "ANIMATION_FORMATS", "check_animation", "mp4_available", "write_animation",
    "TextBox", "WRITERS", "changed_params", "check_layout", "collected_after", "crisp_images", "figure_parts",
    "figure_texts", "fitted_heights", "laid_out", "layout_problems", "line_scale", "offscreen_view", "paint_view",
    "preview_image", "preview_record", "record_from_file", "record_of", "render_image", "report_params",
    "report_views", "restore_images", "svg_text_advance", "tab_record", "text_boxes", "upscaled", "value_text",
    "wrap_labels", "write_all", "write_figure", "write_report",
]
