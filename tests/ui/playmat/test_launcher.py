"""From the main window into a game and back: Play, the new-game dialog, the recent games."""

from __future__ import annotations

import json
import os
import secrets

import pytest
from board_driver import BoardDriver, settle
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from playmat.db.card_store import CardStore
from playmat.play.client import Seat
from playmat.play.games import deck_problems
from playmat.play.session import GameSession
from playmat.ui.main_window import MainWindow
from playmat.ui.playmat.game_window import GameWindow
from playmat.ui.playmat.new_game_dialog import NewGameDialog

#: A game seed (Play draws one at random) in which the computer goes first and plays a long
#: first turn: 8 moves.
COMPUTER_FIRST = 12
#: A bound for the computer's moves, which take milliseconds each on an idle machine.
WAIT_MS = 30_000


def test_play_starts_a_game_with_the_starter_decks_and_it_resumes_after_closing(
    qtbot, card_store: CardStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Play draws the game's seed at random; this game is always the same one. (With a random
    # seed and the computer's pause of half a second a move, a long computer turn used to
    # outlast the wait for it: about one run in ten failed.)
    monkeypatch.setattr(secrets, "randbits", lambda bits: COMPUTER_FIRST)
    main = MainWindow(card_store)
    qtbot.addWidget(main)
    main.show()
    assert main.play_button.title_label.text() == "Play"
    assert not main.play.recent.list.isVisible()  # no games yet

    QTest.mouseClick(main.play_button, Qt.MouseButton.LeftButton)
    dialog = main.play.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.first_deck.count() == 3  # the starter decks are there on the first run
    assert dialog.chosen(dialog.first_deck) != dialog.chosen(dialog.second_deck)
    assert dialog.computer.isChecked()
    with qtbot.waitSignal(main.play.opened) as opened:
        QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    window: GameWindow = opened.args[0]
    qtbot.waitExposed(window)
    assert window.controller.client.seats == (Seat.HUMAN, Seat.COMPUTER)
    controller = window.controller
    # The computer's moves follow each other without the pause a person watches them by.
    controller.computer_delay_ms = 0

    def computer_done() -> bool:
        return not controller.client.computer_to_move()

    driver = BoardDriver(window)
    qtbot.waitUntil(computer_done, timeout=WAIT_MS)
    assert controller.client.game.state.first_player == 1  # the computer went first
    for _ in range(3):
        driver.play_one()
        qtbot.waitUntil(computer_done, timeout=WAIT_MS)
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


def test_a_deck_that_can_t_be_played_is_listed_greyed_and_never_chosen(
    qtbot, card_store: CardStore, deck_store
) -> None:
    """An unfinished deck is in the list with what it lacks, but disabled; the dialog
    preselects playable decks, and with the unfinished one chosen anyway nothing starts."""
    rowlets = deck_store.create("Four Rowlets", "expanded", cards=[("sm1-9", 4)])
    deck_store.create("Empty", "standard")
    main = MainWindow(card_store)
    qtbot.addWidget(main)
    dialog = main.play.new_game()
    for box in (dialog.first_deck, dialog.second_deck):
        assert dialog.chosen(box).playable
    model = dialog.first_deck.model()
    rows = {model.index(r, 0).data(): r for r in range(model.rowCount())}
    deck = [card for card, count in deck_store.entries(rowlets) for _ in range(count)]
    reason = str(deck_problems(deck)[0])
    row = rows["Four Rowlets: can't be played"]
    assert not model.item(row).isEnabled() and model.item(row).toolTip() == reason
    assert not model.item(rows["Empty: can't be played"]).isEnabled()
    assert dialog.start_button.isEnabled() and not dialog.problem.isVisible()

    dialog.first_deck.setCurrentIndex(row)  # by program: a player can't pick it

    assert not dialog.start_button.isEnabled()
    assert dialog.problem.isVisible() and dialog.problem.text()
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


def test_with_no_deck_to_play_start_is_off_and_the_dialog_says_why(
    qtbot, card_store: CardStore, deck_store
) -> None:
    for record in deck_store.list():
        deck_store.delete(record.id)
    deck_store.create("Four Rowlets", "expanded", cards=[("sm1-9", 4)])
    dialog = NewGameDialog(deck_store)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.start_button.isEnabled()
    assert "build or import" in dialog.problem.text()
    _no_overlap(dialog)


def _no_overlap(dialog: NewGameDialog) -> None:
    """No two visible widgets of the dialog's layout overlap, and each is inside it."""
    widgets = [
        w
        for w in dialog.findChildren(QWidget)
        if w.isVisible() and w.parent() is dialog and w.isWindow() is False
    ]
    rects = [(w, QRect(w.mapTo(dialog, QPoint(0, 0)), w.size())) for w in widgets]
    for widget, rect in rects:
        assert dialog.rect().contains(rect), f"{widget} is cut off"
        if isinstance(widget, QLabel) and widget.wordWrap() and widget.text():
            needed = widget.heightForWidth(widget.width())
            assert widget.height() >= needed, f"{widget.text()!r} is clipped"
    for index, (first, a) in enumerate(rects):
        for second, b in rects[index + 1 :]:
            assert not a.intersects(b), f"{first} overlaps {second}"


def test_the_dialog_grows_to_fit_what_it_says_and_asks(qtbot, deck_store) -> None:
    dialog = NewGameDialog(deck_store)
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    before = dialog.height()
    dialog.hotseat.setChecked(True)
    settle()
    assert dialog.first_name.isVisible() and dialog.height() > before
    _no_overlap(dialog)
    dialog._say("A long explanation of what is wrong with the decks. " * 6)
    settle()
    _no_overlap(dialog)


def test_two_players_name_themselves_and_the_table_calls_them_so(qtbot, deck_store) -> None:
    dialog = NewGameDialog(deck_store)
    qtbot.addWidget(dialog)
    dialog.hotseat.setChecked(True)
    dialog.first_name.setText("Ash")
    dialog.second_name.setText("Misty")
    dialog.start()
    session = dialog.session
    assert session is not None and session.player_names == ("Ash", "Misty")
    window = GameWindow(session, computer_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    first = ("Ash", "Misty")[window.controller.passing_to]  # whoever decides first
    assert window.pass_screen.title.text() == f"Pass the screen to {first}"
    window.close()
