"""Helpers for tests that play starter cards from a hand-written position (shared by the card
script tests and the effect library tests).

What the game says is read as data: log entries by kind and typed arguments, options by the
card they stand for or their value, never by English words."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from playmat.cards.model import Card
from playmat.cards.starter import starter_cards
from playmat.effects.scripts import REGISTRY
from playmat.i18n.message import Arg, CardName, Message, Seat, msg
from playmat.rules.actions import Answer, Attack, EndTurn
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
    """The current player's Active Pokémon uses the attack called ``name``; ``coins`` are the
    results of the next coin flips (True for heads)."""
    game.chance.force_coins(list(coins))
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


def end_turn(game: Game) -> None:
    game.apply(EndTurn())


# -- what the game offers ----------------------------------------------------------------------


def offered(game: Game) -> list[Any]:
    """What the pending question offers, in order: the card's name for an option that is a card
    (whose label must name that very card), else the option's value ("yes", a Condition's
    value, a Prize card's position)."""
    found: list[Any] = []
    for option in choice(game).options:
        if option.card is None:
            found.append(option.value)
            continue
        card = game.state.card(option.card)
        assert option.label == msg("option.card", card=CardName(card.id, card.name)), option
        found.append(card.name)
    return found


def answer(game: Game, *picks: Any) -> None:
    """Answer the pending question with the options for ``picks``: a card's name or id for an
    option that is a card, else the option's value. A pick may repeat for equal cards."""
    options = list(choice(game).options)

    def matches(index: int, pick: Any) -> bool:
        option = options[index]
        if option.card is not None:
            card = game.state.card(option.card)
            return pick in (card.name, card.id)
        return option.value == pick

    picked: list[int] = []
    for pick in picks:
        picked.append(next(i for i in range(len(options)) if i not in picked and matches(i, pick)))
    game.apply(Answer(tuple(picked)))


# -- what the game says ------------------------------------------------------------------------


def log(game: Game, viewer: int = 0) -> list[Message]:
    """The game log as ``viewer`` (a seat index) may read it."""
    return game.log_for(viewer)


def logged(game: Game, kind: str, *, viewer: int = 0, **args: Arg) -> list[Message]:
    """The entries of ``viewer``'s log of this kind (``"shuffle"`` is ``event.shuffle``) whose
    arguments include ``args`` (``player=Seat(0)``, ``amount=40``)."""
    return [
        entry
        for entry in log(game, viewer)
        if entry.id == f"event.{kind}" and all(entry.get(k) == v for k, v in args.items())
    ]


def name_of(card_id: str) -> CardName:
    """A starter card as a message names it."""
    return CardName(card_id, CARDS[card_id].name)


def pokemon(owner: int, card_id: str) -> Message:
    """A Pokémon in play as a message names it: its owner's seat and its top card."""
    return msg("ref.pokemon", owner=Seat(owner), card=name_of(card_id))


def mentions(messages: Iterable[Arg], card_id: str) -> bool:
    """Whether any of these messages (or their arguments, however deep) names this card."""
    for arg in messages:
        if isinstance(arg, CardName) and arg.id == card_id:
            return True
        if isinstance(arg, Message) and mentions((value for _, value in arg.args), card_id):
            return True
        if isinstance(arg, tuple) and mentions(arg, card_id):
            return True
    return False
