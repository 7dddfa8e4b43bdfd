"""Pokémon BREAK and Pokémon LEGEND on the table, played the way a player does (their rules
follow the card rule text, :mod:`playmat.rules.rule_box`): a BREAK card dragged onto its
Pokémon evolves it, and the card panel then offers the attacks it keeps from the card under it
besides its own Ability; a LEGEND half dragged onto the Bench puts both halves there."""

from __future__ import annotations

from pathlib import Path

from board_driver import HUMAN_VS_COMPUTER, BoardDriver, pool_cards, settle

from playmat.play.games import scripts_for
from playmat.play.session import GameSession
from playmat.rules.game import Game
from playmat.rules.position import card_ids_in
from playmat.ui.playmat.game_window import GameWindow

SCREENSHOTS = Path(__file__).resolve().parents[3] / "screenshots"
PSYDUCK, GOLDUCK, GOLDUCK_BREAK = "xy9-16", "xy9-17", "xy9-18"
HO_OH_TOP, HO_OH_BOTTOM = "hgss1-111", "hgss1-112"
WATER = "sm1-166"


def _window(qtbot, shared_pool: Path, tmp_path: Path, player1: dict) -> GameWindow:
    position = {
        "turn": 3,
        "current": 1,
        "first_player": 1,
        "player1": {"deck": [f"{WATER} x10"], "prizes": [f"{WATER} x6"], **player1},
        "player2": {
            "active": {"card": "sm1-33"},
            "deck": [f"{WATER} x10"],
            "prizes": [f"{WATER} x6"],
        },
    }
    cards = pool_cards(shared_pool, card_ids_in(position))
    game = Game.from_position(position, cards, seed=5, scripts=scripts_for(cards.values()))
    session = GameSession(game, HUMAN_VS_COMPUTER, ("Mine", "Theirs"), directory=tmp_path)
    window = GameWindow(session, computer_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1500, 950)
    window.show()
    return window


def test_a_break_card_dragged_onto_its_pokemon_keeps_the_attacks_under_it(
    qtbot, shared_pool: Path, tmp_path: Path
) -> None:
    """BREAK Evolution rule (card rule text): Golduck BREAK keeps Golduck's attacks."""
    window = _window(
        qtbot,
        shared_pool,
        tmp_path,
        {
            "active": {"card": GOLDUCK, "evolved_from": [PSYDUCK], "energy": [f"{WATER} x3"]},
            "hand": [GOLDUCK_BREAK],
        },
    )
    driver = BoardDriver(window)
    game = driver.game
    active = game.state.players[0].active
    assert active is not None
    (handle,) = game.state.players[0].hand

    driver.drag(
        driver.card(("hand", handle)),
        driver.card(("pokemon", active.id)).sceneBoundingRect().center(),
    )
    assert game.state.top_card(active).name == "Golduck BREAK"

    driver.click(driver.card(("pokemon", active.id)))
    buttons = window.panel.buttons
    assert buttons["attack:1"].text().startswith("Hydro Splash") and buttons["attack:1"].isEnabled()
    assert buttons["attack:0"].text().startswith("Derail")
    assert "Hyper Transfer" in buttons["ability:0"].text()
    SCREENSHOTS.mkdir(exist_ok=True)
    settle()
    window.grab().save(str(SCREENSHOTS / "break_pokemon_in_play.png"))

    driver.click_button(buttons["attack:1"])
    # Hydro Splash's 70 Knocks Out the 60-HP Shellder.
    assert [game.state.card(uid).id for uid in game.state.players[1].discard] == ["sm1-33"]


def test_a_legend_half_dragged_onto_the_bench_plays_both_halves(
    qtbot, shared_pool: Path, tmp_path: Path
) -> None:
    """Pokémon LEGEND rule (card rule text): both halves onto the Bench, one Pokémon."""
    window = _window(
        qtbot,
        shared_pool,
        tmp_path,
        {"active": {"card": "sm1-9"}, "hand": [HO_OH_TOP, HO_OH_BOTTOM]},
    )
    driver = BoardDriver(window)
    game = driver.game
    first = game.state.players[0].hand[0]

    driver.drag(driver.card(("hand", first)), driver.zone_centre("bench"))
    mine = game.state.players[0]
    assert mine.hand == []
    assert len(mine.bench) == 1
    halves = sorted(game.state.card(uid).id for uid in mine.bench[0].stack)
    assert halves == [HO_OH_TOP, HO_OH_BOTTOM]
    assert ("pokemon", mine.bench[0].id) in window.scene.cards
