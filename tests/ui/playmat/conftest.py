"""Games on the board: starter decks from the test's own database, windows that play the
computer's moves without a pause."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from board_driver import HUMAN_VS_COMPUTER

from playmat.db.card_store import CardStore
from playmat.play.games import SCRIPTS
from playmat.play.session import GameSession
from playmat.rules.game import Game
from playmat.rules.position import card_ids_in
from playmat.ui.playmat.game_window import GameWindow
from playmat.ui.preferences import Preferences


@pytest.fixture(autouse=True)
def still_cards(playmat_home) -> None:
    """Cards don't fly in these tests (a player's preference): a test finds each card at its
    place at once. The tests of the flights turn them on."""
    Preferences().set_animations(False)


@pytest.fixture
def open_position(qtbot, card_store: CardStore) -> Callable[..., GameWindow]:
    """A game window on a hand-written position (the rules scenarios' format): player 1's
    turn, the computer as player 2 unless said otherwise."""

    def opener(position: dict[str, Any], seats=HUMAN_VS_COMPUTER) -> GameWindow:
        cards = card_store.get_many(card_ids_in(position))
        game = Game.from_position(position, cards, seed=5, scripts=SCRIPTS)
        session = GameSession(game, seats, ("Forest Shadow", "Roaring Heat"))
        session.save()
        window = GameWindow(session, computer_delay_ms=0)
        qtbot.addWidget(window)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        return window

    return opener


@pytest.fixture
def open_game(qtbot, starter_decks) -> Callable[..., GameWindow]:
    """A game window on a new game between two starter decks."""

    def opener(
        seats=HUMAN_VS_COMPUTER,
        seed: int = 1,
        decks: tuple[str, str] = ("Forest Shadow", "Roaring Heat"),
    ) -> GameWindow:
        session = GameSession.new(
            (starter_decks[decks[0]], starter_decks[decks[1]]), decks, seats, seed=seed
        )
        window = GameWindow(session, computer_delay_ms=0)
        qtbot.addWidget(window)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        return window

    return opener
