"""Every window in every language: nothing hard-coded in English (the pseudo-language changes
every letter of Playmat's words and makes them 40% longer, so an English word left in a window
is one the catalogue doesn't have), nothing cut off and nothing lying over anything else (checked
on the widgets' geometry, with the pseudo-language's longer words and with Japanese, Traditional
Chinese and Korean), and a language chosen in Preferences applies to the main window at once."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QModelIndex, QPoint, QRect, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QMenu,
    QScrollBar,
    QToolBar,
    QToolButton,
    QWidget,
)

from playmat.cards.labels import subtype_label
from playmat.db.card_store import CardStore
from playmat.decks.store import DeckStore
from playmat.i18n.catalogue import t
from playmat.i18n.language import ENGLISH, PSEUDO
from playmat.i18n.language import LANGUAGES as LANGUAGE_NAMES
from playmat.play.session import GameSession, Seat
from playmat.ui.card_search_bar import SUBTYPES
from playmat.ui.language import install_language
from playmat.ui.main_window import MainWindow
from playmat.ui.playmat.game_window import GameWindow
from playmat.ui.preferences import PreferencesDialog
from playmat.ui.print_dialogs import DeckListPrintDialog, ProxyPrintDialog

LANGUAGES = ("ja", "zh-TW", "ko", PSEUDO)
#: A run of Latin letters: in the pseudo-language every letter of Playmat's own words is
#: changed, so such a run is either data (a card's or a deck's name) or a word left in English.
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
MARKUP = re.compile(r"<[^>]*>")
#: The kinds of card every language writes as the data does (no catalogue word for them).
UNTRANSLATED_SUBTYPES = [s for s in SUBTYPES if subtype_label(s) == s]
#: A deck that breaks the rules, so the validator has problems to say.
ILLEGAL = [("sm1-9", 5), ("sm1-10", 2), ("sm1-164", 53)]


def settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.fixture
def speaking(qapp: QApplication) -> Iterator[Callable[[str], None]]:
    """Switch the whole application (catalogue, Qt's words, fonts) to a language; English again
    afterwards."""
    yield lambda language: install_language(qapp, language)
    install_language(qapp, ENGLISH)


def _windows(store: CardStore) -> Iterator[tuple[str, QWidget]]:
    """Each window and dialog a player meets, shown at a usual size with something in it."""
    main = MainWindow(store)
    main.show()
    yield "main window", main
    preferences = main.show_preferences()
    yield "preferences", preferences
    preferences.close()
    database = main.open_card_database()
    database.resize(1366, 768)
    database.search_bar.search_edit.setText("rowlet")
    database.search_bar.emit_query()
    database.select_row(0)
    yield "card database", database
    database.close()
    builder = main.open_deck_builder()
    builder.resize(1366, 768)
    decks = builder.store
    forest = decks.find("Forest Shadow")
    assert forest is not None
    builder.editor.open(forest.id)
    builder.deck_view.select_card("sm1-9")
    yield "deck builder", builder
    builder.editor.create(None, "standard", ILLEGAL)
    yield "deck builder, a deck that breaks the rules", builder
    entries = decks.entries(forest)
    proxies = ProxyPrintDialog(forest.name, entries, parent=builder)
    proxies.show()
    yield "proxy printing", proxies
    proxies.close()
    sheet = DeckListPrintDialog(forest.name, entries, parent=builder)
    sheet.player_name.setText("Satoshi")
    sheet.player_id.setText("1234567")
    sheet.refresh()
    sheet.show()
    yield "registration sheet", sheet
    sheet.close()
    builder.close()
    assert main.play is not None
    dialog = main.play.new_game()
    yield "new game", dialog
    dialog.close()
    cards = {
        record.name: [card for card, count in decks.entries(record) for _ in range(count)]
        for record in decks.list()
    }
    session = GameSession.new(
        (cards["Forest Shadow"], cards["Roaring Heat"]),
        ("Forest Shadow", "Roaring Heat"),
        (Seat.HUMAN, Seat.COMPUTER),
        seed=3,
    )
    game = GameWindow(session, computer_delay_ms=10**6)
    game.resize(1600, 1000)
    game.show()
    yield "game", game
    game.close()
    main.close()


def _shown_words(window: QWidget) -> list[str]:
    """The words a player reads on the window's own parts: its title, labels, buttons, menus,
    tool bars, filter menus, list headings and placeholders (not the data listed in it)."""
    said = [window.windowTitle()]
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisibleTo(window):
            continue
        if isinstance(widget, QLabel):
            said.append(widget.text())
        elif isinstance(widget, QAbstractButton) and not _standard_button(widget):
            said += [widget.text(), widget.toolTip()]
        elif isinstance(widget, QComboBox):
            said += [widget.itemText(index) for index in range(widget.count())]
        elif isinstance(widget, QLineEdit):
            said.append(widget.placeholderText())
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            orientation = Qt.Orientation.Horizontal
            said += [
                str(model.headerData(c, orientation) or "")
                for c in range(model.columnCount(QModelIndex()))
            ]
        elif isinstance(widget, QMenu):
            said.append(widget.title())
    for action in window.findChildren(QAction):
        said += [action.text(), action.toolTip()]
    # Rich text: the words, not the markup.
    return [MARKUP.sub("", text) for text in said if text]


def _standard_button(button: QAbstractButton) -> bool:
    """OK and Cancel of a dialog's button box: Qt's own words, from Qt's translations."""
    box = button.parent()
    return isinstance(box, QDialogButtonBox) and box.standardButton(button) is not (
        QDialogButtonBox.StandardButton.NoButton
    )


def _data_words(store: CardStore) -> set[str]:
    """The words a window may show as they are: the data's (card, set and deck names, set
    codes), the kinds of card every language prints in Latin letters (``VSTAR``, ``ACE SPEC``),
    the languages' names in their own words, and the keys' names (``Ctrl``)."""
    names: list[str] = [*LANGUAGE_NAMES.values(), *UNTRANSLATED_SUBTYPES, "Ctrl Shift"]
    queries = (
        "SELECT name FROM cards",
        "SELECT name, ptcgo_code FROM card_sets",
        "SELECT name FROM decks",
    )
    with store.database.engine.connect() as connection:
        for query in queries:
            names += [str(v) for row in connection.exec_driver_sql(query) for v in row if v]
    return {word for name in names for word in LATIN_WORD.findall(name)}


def _cut_off_or_overlapping(window: QWidget) -> list[str]:
    """Labels and buttons narrower than their text, tool bars that hide actions, and widgets
    that lie over a neighbour or out of their parent."""
    problems = []
    widgets = [w for w in window.findChildren(QWidget) if w.isVisibleTo(window)]
    for widget in widgets:
        if isinstance(widget, QLabel) and widget.text():
            if widget.wordWrap():
                if widget.height() < widget.heightForWidth(widget.width()):
                    problems.append(f"{widget.text()!r} is cut off at the bottom")
            elif widget.width() < widget.sizeHint().width() - 1:
                problems.append(f"{widget.text()!r} is cut off at the side")
        elif isinstance(widget, QAbstractButton) and widget.text() and not _in_tool_bar(widget):
            if widget.width() < widget.sizeHint().width() - 1:
                problems.append(f"the button {widget.text()!r} is cut off")
        elif isinstance(widget, QToolButton) and widget.objectName() == "qt_toolbar_ext_button":
            problems.append("a tool bar hides some of its actions")
    for parent in [window, *widgets]:
        if isinstance(parent, QAbstractScrollArea) or isinstance(
            parent.parent(), QAbstractScrollArea
        ):
            continue
        children = [
            w
            for w in widgets
            if w.parentWidget() is parent and not w.isWindow() and not isinstance(w, QScrollBar)
        ]
        rects = [(w, QRect(w.mapTo(parent, QPoint(0, 0)), w.size())) for w in children]
        for index, (first, a) in enumerate(rects):
            if not parent.rect().adjusted(-1, -1, 1, 1).contains(a):
                problems.append(f"{_name(first)} lies out of {_name(parent)}")
            for second, b in rects[index + 1 :]:
                overlap = a.intersected(b)
                if overlap.width() > 1 and overlap.height() > 1:
                    problems.append(f"{_name(first)} lies over {_name(second)}")
    return problems


def _in_tool_bar(widget: QWidget) -> bool:
    return isinstance(widget.parentWidget(), QToolBar)


def _name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
    return f"{type(widget).__name__}({text!r})" if text else type(widget).__name__


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_window_cuts_off_or_piles_up_its_words(
    qtbot, store: CardStore, speaking, language: str
) -> None:
    speaking(language)
    DeckStore(store.database)  # the starter decks
    for name, window in _windows(store):
        settle()
        assert _cut_off_or_overlapping(window) == [], f"{language}: {name}"


def test_every_word_of_every_window_comes_from_the_catalogue(
    qtbot, store: CardStore, speaking
) -> None:
    speaking(PSEUDO)
    data = _data_words(store)
    for name, window in _windows(store):
        settle()
        english = {
            word
            for text in _shown_words(window)
            for word in LATIN_WORD.findall(text)
            if word not in data
        }
        assert english == set(), name


def test_the_check_finds_a_word_the_catalogue_does_not_have(
    qtbot, store: CardStore, speaking
) -> None:
    speaking(PSEUDO)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    settle()
    assert not [w for t in _shown_words(window) for w in LATIN_WORD.findall(t) if w != "Rowlet"]
    window.count_label.setText("Opening your card database")
    assert "Opening" in {w for t in _shown_words(window) for w in LATIN_WORD.findall(t)}


def test_the_check_finds_words_cut_off(qtbot, store: CardStore) -> None:
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    settle()
    assert _cut_off_or_overlapping(window) == []
    window.play_button.title_label.setText("Play " * 40)
    settle()
    assert _cut_off_or_overlapping(window) == [f"{'Play ' * 40!r} is cut off at the side"]


def test_a_language_chosen_in_preferences_applies_to_the_main_window_at_once(
    qtbot, store: CardStore, speaking
) -> None:
    speaking(ENGLISH)
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    database = window.open_card_database()
    database.close()
    assert window.play_button.title_label.text() == "Play"
    dialog = window.show_preferences()
    assert isinstance(dialog, PreferencesDialog)
    dialog.language.setCurrentIndex(dialog.language.findData("ja"))
    dialog.accept()
    settle()
    assert window.play_button.title_label.text() == "対戦する" == t("main_window.play")
    assert window.menuBar().actions()[0].text() == "Playmat(&P)"
    assert "拡張パック" in window.count_label.text()
    # The Card database, closed, opens again in Japanese.
    assert window.open_card_database().windowTitle() == "カードデータベース — Playmat"
    # The choice is kept for the next start.
    assert PreferencesDialog(window).preferences.language == "ja"
