"""The way into the deck builder from the main window, and from a deck into a game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from playmat.db.card_store import CardStore
from playmat.ui.main_window import MainWindow
from playmat.ui.playmat.new_game_dialog import NewGameDialog


def test_decks_opens_the_deck_builder_and_play_starts_a_game_with_the_deck(
    qtbot, store: CardStore
) -> None:
    window = MainWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.mouseClick(window.decks_button, Qt.MouseButton.LeftButton)
    builder = window.deck_builder_window
    assert builder is not None and builder.isVisible()
    assert window.open_deck_builder() is builder  # one deck builder, shown again

    roaring = builder.store.find("Roaring Heat")
    builder.editor.open(roaring.id)
    qtbot.mouseClick(builder.play_button, Qt.MouseButton.LeftButton)
    (dialog,) = [d for d in window.findChildren(NewGameDialog) if d.isVisible()]
    assert dialog.chosen(dialog.first_deck).deck.id == roaring.id
    dialog.reject()
