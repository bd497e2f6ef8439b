"""Two languages: complete catalogues, a live switch that changes every text in place, and
the choice remembered.

The sweep of the tabs in Japanese is cut in two (tests/ui/sample.py ``sweep``): `make test`
checks a sample seeded by the commit plus every tab whose view changed since the record, `make
test-slow` (CI) the other tabs, `make soak` every tab."""
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QGraphicsTextItem, QGroupBox, QLabel

from pe_desktop import i18n
from pe_desktop.core.params import SPECS
from pe_desktop.core.presets import ARTICLES
from pe_desktop.ui.param_panel import ParamPanel
from tests.helpers import show_tab, translations_module, wait_current
from tests.ui import sample

ROOT = Path(__file__).resolve().parents[2]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# Three English words in a row in a Japanese window mean a text was not translated. Names,
# units and symbols stay as they are in both languages.
ENGLISH_RUN = re.compile(r"\b[A-Za-z]{3,}\b(?:[ ,]+\b[A-Za-z]{3,}\b){2,}")


def test_catalogues_are_complete_and_fields_match():
    """Every marked string is in both catalogues, none unfinished or stale, and every
    translation keeps the {fields} of its source."""
    assert translations_module().check() == []


def test_every_marker_is_given_a_literal():
    _found, problems = translations_module().extract()
    assert problems == []


def test_every_choice_and_label_of_the_parameters_is_in_the_catalogue():
    found = {f.text for f in translations_module().extract()[0]}
    for spec in SPECS.values():
        assert spec.label in found and spec.help in found, spec.name
        for choice in spec.choices:
            assert choice in found, (spec.name, choice)


def test_compiled_japanese_catalogue_translates(qapp, tmp_path):
    out = translations_module().compile_catalogues(tmp_path)
    assert {p.name for p in out} == {"pe_desktop_en.qm", "pe_desktop_ja.qm"}
    assert i18n.set_language("ja")
    assert i18n.tr("&File") == "ファイル(&F)"
    assert JAPANESE.search(i18n.tr("Token position"))
    assert i18n.set_language("en")
    assert i18n.tr("&File") == "&File"


def test_unknown_language_falls_back_to_english(qapp):
    assert not i18n.set_language("xx")
    assert i18n.current_language() == "en" and i18n.tr("&File") == "&File"


def _window_texts(win):
    """Every text a user sees in the window: menus, tabs, docks, panel, status bar, plots."""
    texts = [win.windowTitle()]
    for action in win.menuBar().actions():
        texts.append(action.text())
        texts.extend(a.text() for a in action.menu().actions() if not a.isSeparator())
    texts.extend(win.tabs.tabText(i) for i in range(win.tabs.count()))
    texts.extend(w.text() for w in win.findChildren(QLabel) if w.isVisible())
    texts.extend(w.title() for w in win.findChildren(QGroupBox) if w.isVisible())
    # (the example sentences are data: their defaults, in the tooltips, stay as written)
    texts.extend(w.toolTip() for name, w in win.panel.editors.items() if SPECS[name].kind is not str)
    for view in win.visible_views():  # (not views.values(): that builds every tab)
        texts.extend(item.toPlainText() for item in view.graphics.scene().items()
                     if isinstance(item, QGraphicsTextItem) and item.isVisible())
    return [t for t in texts if t]


def test_switching_language_changes_every_text_in_place(window, qtbot):
    file_menu = window.menuBar().actions()[0]
    title_item = window.views["heatmap"].plot.titleLabel
    english_title = title_item.text
    window.set_language("ja")
    assert window.menuBar().actions()[0] is file_menu  # the same objects, new texts
    assert file_menu.text() == "ファイル(&F)"
    assert JAPANESE.search(window.tabs.tabText(0)) and JAPANESE.search(title_item.text)
    assert window.language_actions["ja"].isChecked()
    wait_current(qtbot, window)
    assert JAPANESE.search(window.summary_label.text())
    window.set_language("en")
    assert file_menu.text() == "&File" and title_item.text == english_title
    # Japanese that is English text too: View › Language › 日本語, the article's example sentences,
    # the source articles' titles (Presets menu) in their English labels
    sources = {f.text for f in translations_module().extract()[0]} | set(i18n.LANGUAGES.values())
    sources |= {str(article.menu_label()) for article in ARTICLES}
    assert [t for t in _window_texts(window) if JAPANESE.search(t) and t not in sources] == []


# the tabs drawn without a model (Compare models and Model layers draw one opened)
WITHOUT_A_MODEL = ["Encoding", "Word order", "Embedding + encoding", "Wavelengths", "Compare positions",
                   "Similarity matrix", "Rotation", "Clock hands", "RoPE frequencies", "RoPE scores", "Scheme",
                   "Distance decay", "All schemes"]


@pytest.mark.parametrize("part", sample.PARTS)
def test_nothing_stays_english_in_japanese(window, qtbot, part):
    """Each tab in Japanese, with its explanation open: no English run in a text or the page.
    One window for the sweep; the explanation follows the tab shown."""
    tabs = sample.sweep(part, "i18n-japanese", WITHOUT_A_MODEL, 3, sample.tab_views)
    if not tabs:
        pytest.skip("every tab is in the sample of make test")
    window.set_language("ja")
    window.explain_action.trigger()
    found = {}
    for tab in tabs:
        show_tab(window, qtbot, tab)
        leftovers = [t for t in _window_texts(window) if ENGLISH_RUN.search(t)]
        page = window.explanation.toPlainText()
        if leftovers or not JAPANESE.search(page) or ENGLISH_RUN.search(page.replace("F1", "")):
            found[tab] = (leftovers, ENGLISH_RUN.findall(page.replace("F1", "")), page[:200])
    assert found == {}


def test_explanation_panel_follows_the_active_view(window, qtbot):
    assert not window.explanation_dock.isVisible()
    window.explain_action.trigger()  # F1
    assert window.explanation_dock.isVisible()
    assert window.explain_action.shortcut().toString() == "F1"
    first = window.explanation.toPlainText()
    assert "What is drawn" in first and "Formula" in first
    show_tab(window, qtbot, "Rotation")
    assert window.explanation.toPlainText() != first
    window.explain_action.trigger()
    assert not window.explanation_dock.isVisible()


def test_panel_keeps_choice_keys_while_showing_translated_labels(qapp):
    panel = ParamPanel()
    box = panel.editors["orientation"]
    i18n.set_language("ja")
    panel.retranslate()
    assert JAPANESE.search(box.currentText()) and panel.params().orientation == "positions-vertical"
    box.setCurrentIndex(box.findData("dimensions-vertical"))
    assert panel.params().orientation == "dimensions-vertical"
    assert JAPANESE.search(box.toolTip())
    i18n.set_language("en")
    panel.retranslate()
    assert box.currentText() == "Dimensions up"  # words, not the key


def test_every_choice_is_shown_in_words(qapp):
    """Combo items 'positions-vertical', 'dynamic-ntk', 'llama3' were the command line's keys."""
    panel = ParamPanel({"all": ("metric", "scheme", "init", "pairing", "scaling")})
    for name in ("layout", "orientation", "metric", "scheme", "init", "pairing", "scaling"):
        box = panel.editors[name]
        shown = [box.itemText(i) for i in range(box.count())]
        keys = [box.itemData(i) for i in range(box.count())]
        assert keys == list(SPECS[name].choices)
        assert all(text != key for text, key in zip(shown, keys)), (name, shown)


def test_language_is_remembered(qtbot, tmp_path):
    from pe_desktop.ui.main_window import MainWindow

    path = str(tmp_path / "settings.ini")
    first = MainWindow(settings=QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(first)
    first.language_actions["ja"].trigger()
    assert i18n.current_language() == "ja"
    first.close()
    i18n.set_language("en")
    second = MainWindow(settings=QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    assert second.language == "ja" and i18n.current_language() == "ja"
    assert second.menuBar().actions()[0].text() == "ファイル(&F)"
    second.language_actions[None].trigger()  # back to the system's language (English here)
    assert i18n.current_language() == "en" and second.menuBar().actions()[0].text() == "&File"
    second.close()


def test_numbers_are_written_as_the_language_writes_them(qtbot, tmp_path):
    # On a German system the app speaks English; the panel, built before the language was
    # applied, showed "10.000,00" next to readouts, dialogs and exports writing "10,000".
    from PySide6.QtCore import QLocale

    from pe_desktop.ui.main_window import MainWindow

    system = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        window = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        qtbot.addWidget(window)
        base = window.panel.editors["base"]
        assert base.locale().language() == QLocale.Language.English
        assert base.text() == "10,000.00"
        window.set_language("ja")
        assert base.locale().language() == QLocale.Language.Japanese
        assert base.text() == "10,000.00"
        window.close()
    finally:
        QLocale.setDefault(system)


def test_qts_own_file_dialog_speaks_japanese(qtbot, tmp_path):
    """Qt 6's file dialog asks for "&Look in:", "Files of &type:" and "Folder" (under
    QAbstractFileIconProvider), which Qt's Japanese catalogue holds without the mnemonic or
    under QFileDialog: they were shown in English."""
    from PySide6.QtCore import QFileInfo
    from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QToolButton

    assert i18n.set_language("ja")
    dialog = QFileDialog(None, "", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    texts = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    texts += [button.toolTip() for button in dialog.findChildren(QToolButton) if button.toolTip()]
    assert len(texts) >= 6
    assert [t for t in texts if re.search(r"[A-Za-z]{3,}", t.replace("&", ""))] == []
    assert "アドレス(&L):" in texts and "ファイルの種類(&T):" in texts
    assert QFileIconProvider().type(QFileInfo(str(tmp_path))) == "フォルダ"
