"""A Stadium each player may use once during their turn, on the table (EN I-B-03): the card
panel shows a button for it, the right-click menu offers it, and once used it says why it
can't be used again this turn. Cards from the shared pool, played by their compiled text."""

from __future__ import annotations

from pathlib import Path

from board_driver import HUMAN_VS_COMPUTER, BoardDriver, pool_cards, settle
from PySide6.QtCore import QCoreApplication, QEvent

from playmat.play.games import scripts_for
from playmat.play.session import GameSession
from playmat.rules.actions import Answer, UseStadium
from playmat.rules.game import Game
from playmat.rules.position import card_ids_in
from playmat.ui.playmat.game_window import GameWindow

LEVINCIA, LIGHTNING = "sv10-244", "sm1-167"
SCREENSHOTS = Path(__file__).resolve().parents[3] / "screenshots"


def test_the_stadium_in_play_is_used_from_the_card_panel(
    qtbot, shared_pool: Path, tmp_path: Path
) -> None:
    position = {
        "turn": 3,
        "current": 1,
        "first_player": 1,
        "stadium": LEVINCIA,
        "stadium_owner": 2,
        "player1": {
            "active": {"card": "sm1-99"},
            "discard": [f"{LIGHTNING} x2"],
            "deck": [f"{LIGHTNING} x10"],
            "prizes": [f"{LIGHTNING} x6"],
        },
        "player2": {
            "active": {"card": "sm1-99"},
            "deck": [f"{LIGHTNING} x10"],
            "prizes": [f"{LIGHTNING} x6"],
        },
    }
    cards = pool_cards(shared_pool, card_ids_in(position))
    game = Game.from_position(position, cards, seed=5, scripts=scripts_for(cards.values()))
    session = GameSession(game, HUMAN_VS_COMPUTER, ("Mine", "Theirs"), directory=tmp_path)
    window = GameWindow(session, computer_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    driver = BoardDriver(window)
    stadium = game.state.stadium[0]

    driver.click(window.scene.card(("stadium", stadium)))
    button = window.panel.buttons["stadium"]
    assert button.text() == "Use Levincia" and button.isEnabled()
    SCREENSHOTS.mkdir(exist_ok=True)
    settle()
    window.grab().save(str(SCREENSHOTS / "stadium_use_panel.png"))
    menu = window.card_menu(("stadium", stadium))
    assert menu is not None
    assert [a.text() for a in menu.actions() if a.isEnabled()][:1] == ["Use the Stadium"]

    button.click()
    settle()
    # "Up to 2": the player picks the Lightning Energy cards to take.
    assert game.pending is not None and game.pending.player == 0
    driver.controller.act(Answer((0, 1)))
    settle()
    assert [game.state.card(u).id for u in game.state.players[0].hand] == [LIGHTNING] * 2
    driver.click(window.scene.card(("stadium", stadium)))
    again = window.panel.buttons["stadium"]
    assert not again.isEnabled()
    assert game.why_illegal(UseStadium()) is not None
    # The panel's old buttons go as the event loop deletes them; let it, before the picture.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    window.grab().save(str(SCREENSHOTS / "stadium_used_panel.png"))
