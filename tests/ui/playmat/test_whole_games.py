"""Whole games played through the board: drags on the table, clicks on cards and buttons,
answers in dialogs, from the coin flip to the winner and the rematch."""

from __future__ import annotations

import pytest
from board_driver import HUMAN_VS_COMPUTER, TWO_PLAYERS, BoardDriver, settle

from playmat.i18n.message import Message, Seat, msg
from playmat.ui.playmat.items import CoinItem

#: Seeds whose games, with the stand-in's decisions, show most parts of a game: setup with a
#: choice of Active and Bench, Energy, evolution, attacks, Knock Outs and Prizes. (Retreat and
#: the rest are checked one by one in test_board.py, from positions that don't depend on how
#: the computer player happens to play.)
TWO_PLAYER_SEED = 11
COMPUTER_SEED = 3


def _play_to_the_end(qtbot, window, driver: BoardDriver, limit: int = 400) -> None:
    client = window.controller.client
    for _ in range(limit):
        qtbot.waitUntil(
            lambda: driver.game.over or not client.computer_to_move(),
            timeout=10_000,
        )
        if driver.game.over:
            return
        driver.play_one()
    raise AssertionError("the game did not end")


def _shown_in_log(window, kind: str, **args: object) -> list[Message]:
    """The viewer's log entries of this kind with these arguments, each checked to be on the
    screen in the screen's words."""
    controller = window.controller
    entries = [
        entry
        for entry in controller.client.log(controller.viewer)
        if entry.id == f"event.{kind}" and all(entry.get(k) == v for k, v in args.items())
    ]
    texts = window.log.texts()
    assert all(controller.words(entry) in texts for entry in entries)
    return entries


def _the_end_is_shown(window) -> None:
    """The end: on the table, in the bar above it, and in the status line."""
    controller = window.controller
    observation = controller.observation
    winner = observation.winner
    end = observation.end_reason
    assert winner in (0, 1) and end is not None
    assert end.id == "end.won" and end["winner"] == Seat(winner)
    banner = controller.words(msg("board.wins", player=Seat(winner)))
    assert window.scene.labels[("banner",)].text == banner
    assert window.prompt.text.text() == controller.words(end)
    assert window.status.text() == controller.words(msg("status.game_over", reason=end))


def test_two_players_on_one_screen_play_a_whole_game_through_the_board(qtbot, open_game) -> None:
    window = open_game(seats=TWO_PLAYERS, seed=TWO_PLAYER_SEED)
    driver = BoardDriver(window)
    controller = window.controller
    # Nothing of the game shows until the first player has the screen.
    assert window.stack.currentWidget() is window.pass_screen
    assert not window.scene.cards
    driver.take_seat()
    assert isinstance(window.scene.coin, CoinItem)  # who chooses to go first

    hands_hidden_at_every_pass = []

    def watch_passes(player: int) -> None:
        hands_hidden_at_every_pass.append(
            window.stack.currentWidget() is window.pass_screen
            and not window.scene.cards
            and not window.log_stack.isVisible()
            and not window.manual_button.isEnabled()
        )

    controller.pass_requested.connect(watch_passes)
    _play_to_the_end(qtbot, window, driver)

    for gesture in ("attach_energy", "evolve", "attack", "play_basic", "end_turn", "answer"):
        assert driver.done.get(gesture), f"no {gesture} was played on the board"
    assert _shown_in_log(window, "knock_out")
    prizes = _shown_in_log(window, "prize") + _shown_in_log(window, "prize_hidden")
    assert any(p.get("count") == 1 or len(p.get("cards") or ()) == 1 for p in prizes)
    assert _shown_in_log(window, "promote")  # a new Active Pokémon after a Knock Out
    assert hands_hidden_at_every_pass and all(hands_hidden_at_every_pass)
    # The end: on the table, in the bar above it, with a rematch.
    _the_end_is_shown(window)
    old = controller.client.id
    driver.click_button(window.prompt.button("rematch"))
    assert controller.client.id != old
    assert window.stack.currentWidget() is window.pass_screen  # the new game starts hidden too


@pytest.mark.slow
def test_a_whole_game_against_the_computer_to_its_end(qtbot, open_game) -> None:
    """The longest game on the board, so in the slow run; the default run plays the two-player
    game above through the board, and the Play test (test_launcher.py) plays the computer."""
    window = open_game(seats=HUMAN_VS_COMPUTER, seed=COMPUTER_SEED)
    driver = BoardDriver(window)
    _play_to_the_end(qtbot, window, driver)
    settle()

    controller = window.controller
    _the_end_is_shown(window)
    assert driver.done.get("attack") and driver.done.get("answer")
    # The computer's draws stay hidden: "The computer drew a card."
    assert _shown_in_log(window, "draw_hidden", player=Seat(1), count=1)
    assert not _shown_in_log(window, "draw", player=Seat(1))
    # Nothing of the computer's hand was ever on the table face up.
    opponent_hand = [item for key, item in window.scene.cards.items() if key[0] == "back"]
    assert all(item.spec.card is None for item in opponent_hand)
    old = controller.client.id
    driver.click_button(window.prompt.button("rematch"))
    assert controller.client.id != old
    assert not driver.game.over
    # A new shuffle: the computer may already have set up and even played its first turn.
    assert controller.observation.turn <= 2
