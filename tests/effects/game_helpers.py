"""Helpers for tests that play starter cards from a hand-written position (shared by the card
script tests and the effect library tests)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from playmat.cards.model import Card
from playmat.cards.starter import starter_cards
from playmat.effects.scripts import REGISTRY
from playmat.rules.actions import Attack, EndTurn
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.scripting import CardScript
from playmat.rules.state import InPlay

CARDS: dict[str, Card] = {card.id: card for card in starter_cards()}
GRASS, FIRE, WATER, LIGHTNING, FIGHTING = "sm1-164", "sm1-165", "sm1-166", "sm1-167", "sm1-169"
HEADS, TAILS = True, False


class WithScripts:
    """The starter scripts, with some cards' scripts replaced for a test."""

    def __init__(self, overrides: dict[str, CardScript]) -> None:
        self.overrides = overrides

    def script(self, card_id: str) -> CardScript | None:
        return self.overrides.get(card_id) or REGISTRY.script(card_id)


def game_at(
    player1: dict[str, Any],
    player2: dict[str, Any],
    scripts: dict[str, CardScript] | None = None,
    **position: Any,
) -> Game:
    """Player 1's turn 3; each side has a deck of 10 Energy and 6 Prize cards by default."""
    sides = [
        {"deck": [f"{GRASS} x10"], "prizes": [f"{GRASS} x6"], **side} for side in (player1, player2)
    ]
    return Game.from_position(
        {"turn": 3, "current": 1, **position, "player1": sides[0], "player2": sides[1]},
        CARDS,
        scripts=WithScripts(scripts) if scripts else REGISTRY,
    )


def active(game: Game, player: int = 0) -> InPlay:
    pokemon = game.state.players[player].active
    assert pokemon is not None
    return pokemon


def attack(game: Game, name: str, coins: Sequence[bool] = ()) -> None:
    """The current player's Active Pokémon uses the attack called ``name``."""
    game.forced_flips = list(coins)
    attacker = active(game, game.state.current)
    names = [a.name for a in game.state.top_card(attacker).attacks]
    game.apply(Attack(names.index(name)))


def in_hand(game: Game, card_id: str) -> int:
    """The uid of a card with this id in the current player's hand."""
    player = game.state.players[game.state.current]
    return next(uid for uid in player.hand if game.state.card(uid).id == card_id)


def choice(game: Game) -> Choice:
    assert isinstance(game.pending, Choice), (
        f"expected a question, the game waits for {game.pending}"
    )
    return game.pending


def names(game: Game, uids: Iterable[int]) -> list[str]:
    return sorted(game.state.card(uid).name for uid in uids)


def log(game: Game, player: int = 0) -> str:
    """The game log as ``player`` sees it."""
    return "\n".join(entry["text"] for entry in game.log_for(player))


def end_turn(game: Game) -> None:
    game.apply(EndTurn())
