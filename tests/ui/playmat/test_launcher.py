"""From the main window into a game and back: Play, the new-game dialog, the recent games."""

from __future__ import annotations

import json
import os

import pytest
from board_driver import BoardDriver, settle
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from playmat.db.card_store import CardStore
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Message
from playmat.i18n.message import Seat as SeatName
from playmat.play.client import Seat
from playmat.play.games import new_game
from playmat.play.session import GameSession
from playmat.ui.main_window import MainWindow
from playmat.ui.playmat.game_window import GameWindow


def test_play_starts_a_game_with_the_starter_decks_and_it_resumes_after_closing(
    qtbot, card_store: CardStore
) -> None:
    main = MainWindow(card_store)
    qtbot.addWidget(main)
    main.show()
    assert main.play_button.title_label.text() == "Play"
    assert not main.play.recent.list.isVisible()  # no games yet

    QTest.mouseClick(main.play_button, Qt.MouseButton.LeftButton)
    dialog = main.play.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.first_deck.count() == 3  # the starter decks are there on the first run
    assert dialog.computer.isChecked()
    with qtbot.waitSignal(main.play.opened) as opened:
        QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    window: GameWindow = opened.args[0]
    qtbot.waitExposed(window)
    assert window.controller.client.seats == (Seat.HUMAN, Seat.COMPUTER)

    driver = BoardDriver(window)
    controller = window.controller
    for _ in range(3):
        qtbot.waitUntil(lambda: not controller.client.computer_to_move(), timeout=5000)
        driver.play_one()
    qtbot.waitUntil(lambda: not controller.client.computer_to_move(), timeout=5000)
    seen = controller.client.observe(0)
    window.close()
    settle()

    recent = main.play.recent.list
    assert recent.count() == 1
    assert "Forest Shadow" in recent.item(0).text() or "Bright Tide" in recent.item(0).text()
    with qtbot.waitSignal(main.play.opened) as resumed:
        recent.itemActivated.emit(recent.item(0))
    again: GameWindow = resumed.args[0]
    assert again.controller.client.observe(0) == seen
    assert again.log.count() > 0
    # Asking again brings the same window forward rather than a second one on the same game.
    assert main.play.resume(again.controller.client.path) is again
    assert main.play.windows == [again]
    again.close()


def test_two_players_can_be_chosen_instead_of_the_computer(qtbot, card_store: CardStore) -> None:
    main = MainWindow(card_store)
    qtbot.addWidget(main)
    dialog = main.play.new_game()
    dialog.hotseat.setChecked(True)
    dialog.second_deck.setCurrentIndex(2)
    with qtbot.waitSignal(main.play.opened) as opened:
        dialog.start()
    window: GameWindow = opened.args[0]
    assert window.controller.client.seats == (Seat.HUMAN, Seat.HUMAN)
    assert window.stack.currentWidget() is window.pass_screen
    assert window.pass_screen.title.text() in (
        "Pass the screen to Player 1",
        "Pass the screen to Player 2",
    )
    window.close()


def test_a_deck_that_can_t_be_played_is_explained_and_nothing_starts(
    qtbot, card_store: CardStore, deck_store
) -> None:
    rowlets = deck_store.create("Four Rowlets", "expanded", cards=[("sm1-9", 4)])
    main = MainWindow(card_store)
    qtbot.addWidget(main)
    dialog = main.play.new_game()
    names = [dialog.first_deck.itemText(i) for i in range(dialog.first_deck.count())]
    dialog.first_deck.setCurrentIndex(names.index("Four Rowlets"))

    dialog.start()

    assert dialog.isVisible() and dialog.session is None
    # The dialog says what the deck rules say of player 1's deck, in its words.
    deck = [card for card, count in deck_store.entries(rowlets) for _ in range(count)]
    with pytest.raises(PlaymatError) as refused:
        new_game((deck, deck), seed=1)
    problem = refused.value.message
    assert isinstance(problem, Message)
    assert problem.id == "error.deck_unplayable" and problem["player"] == SeatName(0)
    assert dialog.problem.text() == Reader().render(problem)
    assert main.play.windows == []


def test_a_damaged_save_is_listed_with_its_reason_and_resuming_it_explains_why_not(
    qtbot, card_store: CardStore, starter_decks
) -> None:
    good = GameSession.new(
        (starter_decks["Forest Shadow"], starter_decks["Bright Tide"]),
        ("Forest Shadow", "Bright Tide"),
        (Seat.HUMAN, Seat.COMPUTER),
        seed=5,
    )
    data = json.loads(good.path.read_text(encoding="utf-8"))
    data["game"]["seed"] = "five"
    damaged = good.path.with_name("20250101-120000-abcdef.json")
    damaged.write_text(json.dumps(data), encoding="utf-8")
    interrupted = good.path.with_name(f".{good.path.stem}-x1y2z3.tmp")
    interrupted.write_text("{", encoding="utf-8")
    os.utime(interrupted, (0, 0))  # left by a crash long ago

    main = MainWindow(card_store)
    qtbot.addWidget(main)
    main.show()

    assert not interrupted.exists()  # cleaned up at the start
    recent = main.play.recent.list
    texts = [recent.item(row).text() for row in range(recent.count())]
    assert len(texts) == 2 and any(t.startswith("Forest Shadow vs Bright Tide") for t in texts)
    (shown,) = [t for t in texts if t.startswith("Damaged save")]
    reason = (
        "The saved game 20250101-120000-abcdef.json can't be resumed (the record is damaged "
        "at game.seed: expected a whole number); Playmat leaves the file as it was."
    )
    assert shown.splitlines()[1] == reason
    row = texts.index(shown)
    recent.itemActivated.emit(recent.item(row))
    (box,) = [b for b in main.findChildren(QMessageBox) if b.isVisible()]
    assert box.text() == reason
    assert main.play.windows == []
    box.close()
