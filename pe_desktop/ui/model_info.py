"""Which model is open: its name, scheme and numbers with their sources (the Model dock), and
the list of models in the local Hugging Face cache to open one from. Nothing is downloaded."""
from __future__ import annotations

import html

from PySide6.QtCore import QMimeData
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..core import models
from ..core.params import SPECS, ParamError, Params
from ..i18n import localize, tr
from .views.base import choice_label
from .views.model_layers_view import kind_name, kind_numbers


def _value(value) -> str:
    if isinstance(value, bool):
        return tr("on") if value else tr("off")
    if isinstance(value, float):
        return f"{value:,.10g}"
    if isinstance(value, int) and not isinstance(value, bool):
        return f"{value:,}"
    return localize(value) if isinstance(value, str) else str(value)


BREAK_AFTER = str.maketrans({"_": "_\u200b", ".": ".\u200b"})  # zero-width spaces


class TextBrowser(QTextBrowser):
    """A dock's text: what is copied from it has no zero-width spaces (``breakable``)."""

    def createMimeDataFromSelection(self) -> QMimeData:
        data = QMimeData()
        data.setText(self.textCursor().selection().toPlainText().replace("\u200b", ""))
        return data


def breakable(source: str) -> str:
    """A config key path, or a label naming a key, that may wrap after each _ and .
    ("max_position_" "embeddings"), not in the middle of a word, in a narrow column."""
    return source.translate(BREAK_AFTER)


def model_html(params: Params, dark: bool = False) -> str:
    """The Model dock's text: what model the views draw and where each number came from."""
    muted = "#aaa" if dark else "#555"
    warn = "#f0a64a" if dark else "#8a4b00"
    if not params.model:
        return "<p style='color:{c}'>{t}</p>".format(c=muted, t=html.escape(tr(
            "No model is open. File › Open model reads a model folder, its config.json or a "
            ".safetensors file from your disk; nothing is downloaded.")))
    try:
        model = models.load(params.model)
    except ParamError as exc:
        return "<p style='color:{c}'><b>{t}</b></p>".format(c=warn, t=html.escape(tr(
            "The model {path} cannot be read: {reason}", path=params.model, reason=localize(exc))))
    changed = {name: (was, now) for name, was, now in models.differences(model, params)}
    rows = []
    for name, source in model.sources.items():
        value = getattr(params, name)
        note = ""
        if name in changed:
            note = "<br><span style='color:{c}'>{t}</span>".format(c=warn, t=html.escape(tr(
                "changed here; the model says {value}", value=_value(changed[name][0]))))
        rows.append("<tr><td>{label}</td><td align='right'><b>{value}</b></td>"
                    "<td style='color:{c}'>{source}{note}</td></tr>".format(
                        label=html.escape(breakable(localize(SPECS[name].label))),
                        value=html.escape(choice_label(name, value) if SPECS[name].choices
                                          else _value(value)), c=muted,
                        source=html.escape(breakable(localize(source))), note=note))
    extra = []
    if model.long_factor is not None:
        extra.append(tr("LongRoPE factors per pair: short {short_lo:.4g}–{short_hi:.4g}, long "
                        "{long_lo:.4g}–{long_hi:.4g} (config.json: rope_scaling.short_factor, "
                        "long_factor)", short_lo=min(model.short_factor),
                        short_hi=max(model.short_factor), long_lo=min(model.long_factor),
                        long_hi=max(model.long_factor)))
    if model.table is not None:
        extra.append(tr("Position table: tensor {tensor}, {shape}, {dtype}, in {file} (only its "
                        "bytes are read)", tensor=model.table.name,
                        shape=" × ".join(str(s) for s in model.table.shape), dtype=model.table.dtype,
                        file=model.table.file.rsplit("/", 1)[-1]))
    target = params.original_context * params.factor
    if params.scheme == "rope" and params.scaling != "none" and params.factor > 1 \
            and "seq_len" in model.sources and abs(params.seq_len - target) >= 1:
        extra.append(tr("The context, {context:,} positions ({source}), is not the scaling's "
                        "factor × original context, {orig:,} × {factor:g} = {target:,.0f}: the "
                        "factor says how far the frequencies are stretched, not how far the model "
                        "reads.",
                        context=params.seq_len, source=localize(model.sources["seq_len"]),
                        orig=params.original_context, factor=params.factor, target=target))
    extra.extend(localize(n) for n in model.notes)
    total = sum(len(kind.layers) for kind in model.layer_kinds)
    for kind in model.layer_kinds:
        source = kind.sources.get("rope_base", "")
        extra.append(tr("Layers {layers} ({count} of {total}): {name}, {numbers}{drawn} — {how}",
                        layers=kind.layer_text(), count=len(kind.layers), total=total,
                        name=kind_name(kind), numbers=kind_numbers(kind),
                        drawn=tr(" · drawn in the other views") if kind.drawn else "",
                        how="; ".join(localize(t) for t in (kind.how, source, kind.note) if t)))
    return (
        "<h3>{name}</h3><p>{summary}<br><span style='color:{c}'>{path}</span></p>"
        "<table cellspacing='0' cellpadding='3'><tr><th align='left'>{h1}</th>"
        "<th align='right'>{h2}</th><th align='left'>{h3}</th></tr>{rows}</table>{extra}"
    ).format(name=html.escape(model.name), summary=html.escape(localize(model.summary())),
             c=muted, path=html.escape(model.path), h1=html.escape(tr("Parameter")),
             h2=html.escape(tr("Value")), h3=html.escape(tr("Source")), rows="".join(rows),
             extra="".join(f"<p>{html.escape(e)}</p>" for e in extra))


class CacheDialog(QDialog):
    """The models in the local Hugging Face cache, each with its one-line summary."""

    def __init__(self, parent: QWidget | None = None, cache=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Open a model from the local Hugging Face cache"))
        self.setObjectName("cache_dialog")
        self.resize(760, 420)
        self.cache = models.hub_cache_dir() if cache is None else cache
        self.entries = models.cached_models(self.cache)
        layout = QVBoxLayout(self)
        label = QLabel(tr("Models found in {folder} (set by $HF_HUB_CACHE or $HF_HOME); read from "
                          "disk only, nothing is downloaded.", folder=str(self.cache))
                       if self.entries else
                       tr("No models in {folder} (set by $HF_HUB_CACHE or $HF_HOME). Models "
                          "downloaded with Hugging Face's tools appear here; this app downloads "
                          "nothing.", folder=str(self.cache)))
        label.setWordWrap(True)
        layout.addWidget(label)
        self.list = QListWidget()
        self.list.setObjectName("cache_list")
        for entry in self.entries:
            item = QListWidgetItem(localize(entry.summary) if entry.summary.startswith(entry.repo)
                                   else tr("{repo}: {summary}", repo=entry.repo,
                                           summary=localize(entry.summary)))
            item.setToolTip(entry.path)
            self.list.addItem(item)
        if self.entries:
            self.list.setCurrentRow(0)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Open).setEnabled(bool(self.entries))
        layout.addWidget(buttons)

    def chosen_path(self) -> str:
        """The chosen entry's path, from the entries themselves: a Qt string cannot hold a
        name's undecodable bytes."""
        row = self.list.currentRow()
        return self.entries[row].path if 0 <= row < len(self.entries) else ""
