"""Whole games played through the board: drags on the table, clicks on cards and buttons,
answers in dialogs, from the coin flip to the winner and the rematch."""

from __future__ import annotations

from board_driver import HUMAN_VS_COMPUTER, TWO_PLAYERS, BoardDriver, settle

from playmat.ui.playmat.items import CoinItem

#: Seeds whose games, with the stand-in's decisions, show most parts of a game: setup with a
#: choice of Active and Bench, Energy, evolution, attacks, Knock Outs and Prizes. (Retreat and
#: the rest are checked one by one in test_board.py, from positions that don't depend on how
#: the computer player happens to play.)
TWO_PLAYER_SEED = 11
COMPUTER_SEED = 3


def _play_to_the_end(qtbot, window, driver: BoardDriver, limit: int = 400) -> None:
    controller = window.controller
    for _ in range(limit):
        qtbot.waitUntil(
            lambda: controller.game.over or not controller.session.computer_to_move(),
            timeout=10_000,
        )
        if controller.game.over:
            return
        driver.play_one()
    raise AssertionError("the game did not end")


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
    log = "\n".join(window.log.texts())
    for happening in ("is Knocked Out", "took 1 Prize card", "is now the Active Pokémon"):
        assert happening in log
    assert hands_hidden_at_every_pass and all(hands_hidden_at_every_pass)
    # The end: on the table, in the bar above it, with a rematch.
    winner = f"Player {controller.game.state.winner + 1}"
    assert window.scene.labels[("banner",)].text == f"{winner} wins!"
    assert f"{winner} wins" in window.prompt.text.text()
    assert window.status.text().startswith(f"Game over: {winner} wins")
    old = controller.session.id
    driver.click_button(window.prompt.button("rematch"))
    assert controller.session.id != old
    assert window.stack.currentWidget() is window.pass_screen  # the new game starts hidden too


def test_a_whole_game_against_the_computer_to_its_end(qtbot, open_game) -> None:
    window = open_game(seats=HUMAN_VS_COMPUTER, seed=COMPUTER_SEED)
    driver = BoardDriver(window)
    _play_to_the_end(qtbot, window, driver)
    settle()

    controller = window.controller
    banner = "You win!" if controller.game.state.winner == 0 else "The computer wins"
    assert window.scene.labels[("banner",)].text == banner
    assert driver.done.get("attack") and driver.done.get("answer")
    log = "\n".join(window.log.texts())
    assert "Player 2 drew a card." in log  # the computer's draws stay hidden
    # Nothing of the computer's hand was ever on the table face up.
    opponent_hand = [item for key, item in window.scene.cards.items() if key[0] == "back"]
    assert all(item.spec.card is None for item in opponent_hand)
    old = controller.session.id
    driver.click_button(window.prompt.button("rematch"))
    assert controller.session.id != old
    assert not controller.game.over
    # A new shuffle: the computer may already have set up and even played its first turn.
    assert controller.game.state.turn <= 2
