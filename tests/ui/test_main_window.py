"""The window Playmat opens with, and starting the app."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QMenu, QMessageBox

from playmat.db.card_store import CardStore
from playmat.ui.card_database_window import CardDatabaseWindow
from playmat.ui.counts import counted
from playmat.ui.import_dialog import ImportReportDialog
from playmat.ui.main_window import MainWindow
from playmat.ui.print_dialogs import show_decklist_preview, show_proxy_preview


@pytest.fixture
def window(qtbot, store: CardStore) -> MainWindow:
    shown = MainWindow(store)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def test_it_says_what_playmat_is_and_how_many_cards_it_holds(window: MainWindow) -> None:
    assert window.windowTitle() == "Playmat"
    assert window.count_label.text() == "Your card database holds 58 cards from 1 set."
    assert "Pokémon Trading Card Game" in window.tagline_label.text()
    assert window.cards_button.title_label.text() == "Card database"
    assert window.cards_button.isVisible()


def test_the_welcome_fan_shows_the_three_starters(window: MainWindow) -> None:
    assert [card.name for card in window.card_fan.cards()] == ["Rowlet", "Litten", "Popplio"]
    assert window.card_fan.isVisible()


def test_cards_opens_the_card_database_window_once(qtbot, window: MainWindow) -> None:
    qtbot.mouseClick(window.cards_button, Qt.MouseButton.LeftButton)
    database_window = window.card_database_window
    assert isinstance(database_window, CardDatabaseWindow)
    qtbot.waitExposed(database_window)
    assert database_window.isVisible()
    assert database_window.isWindow()
    database_window.close()
    qtbot.mouseClick(window.cards_button, Qt.MouseButton.LeftButton)
    assert window.card_database_window is database_window
    assert database_window.isVisible()


def test_the_count_follows_an_import(qtbot, window: MainWindow, pool: Path) -> None:
    database_window = window.open_card_database()
    database_window.start_import(pool)
    qtbot.waitUntil(
        lambda: any(d.isVisible() for d in database_window.findChildren(ImportReportDialog)),
        timeout=20_000,
    )
    assert window.count_label.text() == "Your card database holds 60 cards from 2 sets."
    assert "60 cards" in window.cards_button.description_label.text()
    qtbot.waitUntil(lambda: not database_window.is_importing())


def test_playmat_does_not_quit_during_an_import(qtbot, window: MainWindow, pool: Path) -> None:
    database_window = window.open_card_database()
    database_window.start_import(pool)
    assert not window.close()
    assert window.isVisible()
    qtbot.waitUntil(lambda: not database_window.is_importing(), timeout=20_000)
    for box in database_window.findChildren(QMessageBox):
        box.close()
    assert window.close()


def test_about_names_the_version_and_the_licence(window: MainWindow) -> None:
    box = window.show_about()
    assert box.isVisible()
    assert "0.1.0" in box.text()
    assert "MIT" in box.text()
    box.close()


def test_before_the_database_opens_the_tiles_wait_and_say_so(qtbot) -> None:
    waiting = MainWindow()
    qtbot.addWidget(waiting)
    waiting.show()
    qtbot.waitExposed(waiting)
    assert waiting.count_label.text() == "Opening your card database…"
    assert waiting.play_button.isVisible()
    assert not waiting.play_button.isEnabled()
    assert not waiting.cards_button.isEnabled()
    assert waiting.card_fan is None


def test_attaching_the_database_fills_the_window_in(qtbot, store: CardStore) -> None:
    waiting = MainWindow()
    qtbot.addWidget(waiting)
    waiting.show()
    qtbot.waitExposed(waiting)
    tagline_before = waiting.tagline_label.mapTo(waiting, QPoint(0, 0))
    waiting.attach(store)
    assert waiting.count_label.text() == "Your card database holds 58 cards from 1 set."
    assert waiting.play_button.isEnabled()
    assert waiting.card_fan is not None
    qtbot.waitUntil(waiting.card_fan.isVisible)
    # The fan takes the place kept for it: nothing below it moves.
    assert waiting.tagline_label.mapTo(waiting, QPoint(0, 0)) == tagline_before
    qtbot.mouseClick(waiting.cards_button, Qt.MouseButton.LeftButton)
    assert isinstance(waiting.card_database_window, CardDatabaseWindow)
    waiting.card_database_window.close()


def test_counts_are_worded_in_the_language_s_plural_forms() -> None:
    assert counted("sets", 1) == "1 set"
    assert counted("pages", 1) == "1 page"
    assert counted("cards", 1) == "1 card"
    assert counted("cards", 2) == "2 cards"
    assert counted("cards", 17982) == f"{QLocale().toString(17982)} cards"


def _plain(text: str) -> str:
    """A menu item's words: no accelerator, no ellipsis."""
    return text.replace("&", "").removesuffix("…")


def test_each_window_is_titled_as_the_menu_item_that_opens_it(qtbot, window: MainWindow) -> None:
    actions = {
        _plain(action.text()): action
        for menu in window.menuBar().findChildren(QMenu)
        for action in menu.actions()
    }
    assert {"New game", "Deck builder", "Card database", "Preferences"} <= set(actions)
    assert window.open_card_database().windowTitle().startswith("Card database")
    assert window.cards_button.title_label.text() == "Card database"
    assert window.open_deck_builder().windowTitle().endswith("Deck builder — Playmat")
    assert window.decks_button.title_label.text() == "Deck builder"
    assert window.play.new_game().windowTitle() == "New game"
    assert window.show_preferences().windowTitle() == "Preferences"
    builder = window.deck_builder_window
    for action, opens in (
        (builder.print_proxies_action, show_proxy_preview),
        (builder.print_list_action, show_decklist_preview),
    ):
        dialog = opens(None, "Forest Shadow", builder.analysis.entries)
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == f"{_plain(action.text())}: Forest Shadow"


def test_every_window_opens_inside_the_available_screen(qtbot, window: MainWindow) -> None:
    area = window.screen().availableGeometry()
    opened = [
        window,
        window.open_card_database(),
        window.open_deck_builder(),
        window.play.new_game(),
        window.show_preferences(),
        window.play.open(window.play.dialog.session or _session(window)),
    ]
    for shown in opened:
        qtbot.waitExposed(shown)
        size = shown.frameGeometry().size()
        assert size.width() <= area.width() and size.height() <= area.height(), shown


def _session(window: MainWindow):
    dialog = window.play.dialog
    dialog.start()
    return dialog.session
