"""Shared helpers for the rulebook tests (``tests/rules/test_*.py``): the starter cards, hand-
written positions, whole games from a seed, and small ways to drive and read a game.

Positions use the scenario format (``tests/scenarios/README.md``): players are ``player1`` and
``player2``, cards are database ids. In the engine players are 0 and 1.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

import pytest

from playmat.cards.facts import with_play_facts
from playmat.cards.model import Card
from playmat.cards.starter import starter_cards
from playmat.i18n.message import Message, msg
from playmat.play.games import SCRIPTS
from playmat.rules.actions import Action, Answer, Concede
from playmat.rules.chance import CHANCE_VERSION, Chance, chance_for
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.refusals import IllegalAction, Refusal
from playmat.rules.ruleset import STANDARD, RuleSet
from playmat.rules.state import InPlay

CARDS: dict[str, Card] = {card.id: card for card in starter_cards()}

# Card ids used throughout (Sun & Moon, the three starter theme decks).
GRASS, FIRE, WATER, LIGHTNING, FIGHTING = "sm1-164", "sm1-165", "sm1-166", "sm1-167", "sm1-169"
ROWLET, DARTRIX, DECIDUEYE = "sm1-9", "sm1-10", "sm1-11"
MORELULL, SHIINOTIC = "sm1-16", "sm1-17"
LITTEN, TORRACAT = "sm1-24", "sm1-25"
PSYDUCK, SHELLDER, CLOYSTER, POPPLIO = "sm1-28", "sm1-33", "sm1-34", "sm1-39"
WINGULL, TOGEDEMARU, MAKUHITA = "sm1-37", "sm1-53", "sm1-67"
SPINDA, LILLIPUP, STUFFUL, BEWEAR, ORANGURU = "sm1-102", "sm1-103", "sm1-111", "sm1-112", "sm1-113"
KANGASKHAN, PINSIR, TORKOAL = "sm1-99", "sm1-6", "sm1-23"
HAU, LILLIE, NEST_BALL, POTION, KUKUI = "sm1-120", "sm1-122", "sm1-123", "sm1-127", "sm1-128"


def position(
    player1: Mapping[str, Any] | None = None,
    player2: Mapping[str, Any] | None = None,
    **top: Any,
) -> dict[str, Any]:
    """Player 1's turn 3 (not anyone's first turn): Rowlet against Litten, 10-card decks and 6
    Prize cards each. ``player1`` / ``player2`` entries replace the defaults key by key."""
    sides = []
    for defaults, given in (
        (
            {"active": {"card": ROWLET}, "deck": [f"{GRASS} x10"], "prizes": [f"{GRASS} x6"]},
            player1,
        ),
        ({"active": {"card": LITTEN}, "deck": [f"{FIRE} x10"], "prizes": [f"{FIRE} x6"]}, player2),
    ):
        side = copy.deepcopy(defaults)
        side.update(copy.deepcopy(dict(given or {})))
        sides.append(side)
    return {
        "turn": 3,
        "current": 1,
        "first_player": 1,
        **top,
        "player1": sides[0],
        "player2": sides[1],
    }


def game_at(
    pos: Mapping[str, Any],
    *,
    rules: RuleSet = STANDARD,
    cards: Mapping[str, Card] | None = None,
    coins: list[str] | None = None,
    seed: int = 0,
) -> Game:
    game = Game.from_position(pos, cards or CARDS, seed=seed, rules=rules, scripts=SCRIPTS)
    if coins:
        force_coins(game, *coins)
    return game


def new_game(
    decks: tuple[list[Card], list[Card]],
    *,
    first_coin: str,
    rules: RuleSet = STANDARD,
    stacked: bool = False,
    seed: int = 0,
) -> Game:
    """A game from its setup, whose first coin flip (R-1: heads, player 1 chooses who goes
    first; tails, player 2 does) comes out as ``first_coin``. The game flips that coin as it is
    made, so the coin is forced in the random streams it is made with.

    ``stacked``: no shuffle changes the order of a deck, so each deck is drawn top first in the
    order given (a stacked deck, for a test that needs a particular opening hand), and every
    later coin must be forced with :func:`force_coins`. A stacked game can't be replayed."""
    chance: Chance = StackedDecks() if stacked else chance_for(seed)
    force_coins_of(chance, first_coin)
    return Game(decks, seed, rules, scripts=SCRIPTS, chance=chance)


class StackedDecks:
    """Test-only randomness (:class:`~playmat.rules.chance.Chance`): shuffling leaves a deck as
    it is, and each coin comes out as forced (a coin nobody forced fails the test)."""

    version = CHANCE_VERSION

    def __init__(self) -> None:
        self._coins: list[bool] = []

    def coin(self) -> bool:
        assert self._coins, "a coin was flipped that the test did not force"
        return self._coins.pop(0)

    def shuffle(self, items: list[Any]) -> None:
        pass

    def force_coins(self, results: list[bool]) -> None:
        self._coins.extend(results)


def force_coins_of(chance: Chance, *results: str) -> None:
    assert all(result in ("heads", "tails") for result in results), results
    chance.force_coins([result == "heads" for result in results])


def force_coins(game: Game, *results: str) -> None:
    """The next coin flips come out as given ("heads" / "tails")."""
    force_coins_of(game.chance, *results)


def deck_of(*entries: tuple[str, int]) -> list[Card]:
    """A deck from (card id, count) pairs."""
    return [CARDS[card_id] for card_id, count in entries for _ in range(count)]


def with_card(card_id: str, new_id: str, **changes: Any) -> Card:
    """A copy of a starter card under another id, with some facts changed (a test-only card).
    The facts the rules play by (Prize count, GX attacks...) are read again from the changed
    data, as the importer does."""
    return with_play_facts(replace(CARDS[card_id], id=new_id, **changes))


# -- reading a game ----------------------------------------------------------------------------


def active(game: Game, player: int) -> InPlay:
    pokemon = game.state.players[player].active
    assert pokemon is not None, f"player {player + 1} has no Active Pokémon"
    return pokemon


def bench(game: Game, player: int, index: int = 0) -> InPlay:
    return game.state.players[player].bench[index]


def names(game: Game, uids: list[int]) -> list[str]:
    return sorted(game.state.card(uid).name for uid in uids)


def top_name(game: Game, pokemon: InPlay) -> str:
    return game.state.card(pokemon.top).name


def hand_card(game: Game, player: int, card_id: str) -> int:
    for uid in game.state.players[player].hand:
        if game.state.card(uid).id == card_id:
            return uid
    raise AssertionError(f"player {player + 1} has no {card_id} in hand")


def attack_index(game: Game, name: str, player: int | None = None) -> int:
    who = game.state.current if player is None else player
    card = game.state.top_card(active(game, who))
    return next(i for i, attack in enumerate(card.attacks) if attack.name == name)


def log_kinds(game: Game, since: int = 0) -> list[str]:
    return [event.kind for event in game.events[since:]]


def refused(game: Game, action: Action, player: int | None = None) -> Refusal:
    """The refusal of ``action``: ``why_illegal`` gives it, and ``apply`` raises
    :class:`IllegalAction` with the same one."""
    reason = game.why_illegal(action, player)
    assert reason is not None, f"{action} is legal"
    with pytest.raises(IllegalAction) as raised:
        game.apply(action, player)
    assert raised.value.refusal == reason
    return reason


# -- answering choices -------------------------------------------------------------------------


def pending_choice(game: Game) -> Choice:
    assert isinstance(game.pending, Choice), f"expected a choice, the game waits for {game.pending}"
    return game.pending


def answer_where(game: Game, wanted: Callable[[Any], bool]) -> None:
    """Answer the pending choice with the options ``wanted`` picks (the first ``maximum``)."""
    choice = pending_choice(game)
    indices = tuple(i for i, option in enumerate(choice.options) if wanted(option))
    game.apply(Answer(indices[: choice.maximum]))


def prize(number: int) -> Message:
    """The label of the option "Prize card ``number``" (counted from 1)."""
    return msg("option.prize_card", number=number)


def answer_label(game: Game, *labels: Message) -> None:
    """Answer the pending choice with the options of these labels (``msg("option.yes")``,
    ``prize(1)``); a label given twice picks two options."""
    choice = pending_choice(game)
    indices = []
    for label in labels:
        indices.append(
            next(
                i
                for i, option in enumerate(choice.options)
                if option.label == label and i not in indices
            )
        )
    game.apply(Answer(tuple(sorted(indices))))


def answer_cards(game: Game, *card_ids: str) -> None:
    """Answer the pending choice with the options that stand for cards of these ids (one option
    per id given)."""
    choice = pending_choice(game)
    indices: list[int] = []
    for card_id in card_ids:
        indices.append(
            next(
                i
                for i, option in enumerate(choice.options)
                if option.card is not None
                and game.state.card(option.card).id == card_id
                and i not in indices
            )
        )
    game.apply(Answer(tuple(sorted(indices))))


def play_until_turns(game: Game) -> None:
    """Answer every setup question plainly: the coin winner goes first, the first Basic becomes
    Active, nothing extra is benched, no extra cards are drawn."""
    while isinstance(game.pending, Choice) and not game.over:
        game.apply(Answer(tuple(range(game.pending.minimum))))


def apply_all(game: Game, *actions: Action) -> None:
    for action in actions:
        game.apply(action)


def playing_on(game: Game, player: int) -> list[Action]:
    """The legal decisions of ``player`` but conceding: what a random game picks from so that
    it is played on rather than given up."""
    return [a for a in game.legal_actions(player) if not isinstance(a, Concede)]
