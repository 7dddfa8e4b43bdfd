"""The invariant checker finds each kind of broken state, and says nothing about a sound one;
the replay check finds a game whose state no longer follows from its saved decisions."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from playmat.ai.bots import RandomBot
from playmat.cards.model import Card
from playmat.cards.starter import starter_cards
from playmat.play.games import SCRIPTS
from playmat.rules.game import Game
from playmat.rules.invariants import check_invariants, check_replay
from playmat.rules.state import Condition, GameState
from playmat.rules.zones import new_in_play

GRASS = "sm1-164"


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    return {card.id: card for card in starter_cards()}


@pytest.fixture
def game(cards: dict[str, Card]) -> Game:
    """Player 1's turn: Pinsir Active, Rowlet on the Bench, a few cards everywhere."""
    side: dict[str, Any] = {
        "active": {"card": "sm1-6", "energy": [GRASS]},
        "bench": [{"card": "sm1-9"}],
        "hand": ["sm1-127", GRASS],
        "deck": [f"{GRASS} x10", "sm1-9 x3"],
        "discard": ["sm1-120"],
        "prizes": [f"{GRASS} x6"],
    }
    return Game.from_position(
        {"turn": 3, "current": 1, "player1": side, "player2": side}, cards, scripts=SCRIPTS
    )


def test_a_sound_game_has_no_problems(game: Game) -> None:
    assert check_invariants(game) == []


def test_a_whole_random_game_stays_sound(cards: dict[str, Card]) -> None:
    from playmat.play.selfplay import starter_decks

    decks = list(starter_decks().values())
    played = Game((decks[0], decks[1]), seed=3, scripts=SCRIPTS)
    bots = (RandomBot(1), RandomBot(2))
    while not played.over:
        player = played.decider
        assert player is not None
        played.apply(bots[player].choose(played, player), player)
        assert check_invariants(played) == []
    assert check_replay(played) == []


def _break(change: Callable[[GameState], Any]) -> Callable[[Game], None]:
    return lambda game: change(game.state)


BROKEN = {
    "a card in two places": (
        _break(lambda s: s.players[0].discard.append(s.players[0].hand[0])),
        "is in 2 places",
    ),
    "a card nowhere": (_break(lambda s: s.players[0].deck.pop()), "is nowhere"),
    "the opponent's card in my discard pile (EN II-C-01)": (
        _break(lambda s: s.players[0].discard.append(s.players[1].deck.pop())),
        "of player 2 is in the discard of player 1",
    ),
    "negative damage": (
        _break(lambda s: setattr(s.players[0].active, "damage", -10)),
        "negative damage",
    ),
    "damage that is not whole damage counters": (
        _break(lambda s: setattr(s.players[0].active, "damage", 15)),
        "not whole counters",
    ),
    "a Pokémon without HP still in play (R-11)": (
        _break(lambda s: setattr(s.players[1].bench[0], "damage", 60)),
        "was not Knocked Out",
    ),
    "a Special Condition on the Bench (R-7)": (
        _break(lambda s: s.players[0].bench[0].conditions.add(Condition.ASLEEP)),
        "is on the Bench with",
    ),
    "more Prize cards than the rules set (R-14)": (
        _break(lambda s: s.players[0].prizes.append(s.players[0].deck.pop())),
        "has 7 Prize cards",
    ),
    "no Active Pokémon during a turn (EN I-E)": (
        _break(lambda s: setattr(s.players[1], "active", None)),
        "has no Active Pokémon",
    ),
    "two Stadiums in play": (
        _break(lambda s: s.stadium.extend([s.players[0].deck.pop(), s.players[0].deck.pop()])),
        "2 Stadium cards",
    ),
}


@pytest.mark.parametrize("broken", list(BROKEN), ids=list(BROKEN))
def test_the_checker_names_a_broken_state(game: Game, broken: str) -> None:
    change, words = BROKEN[broken]
    change(game)

    problems = check_invariants(game)

    assert any(words in p for p in problems), problems


def test_a_bench_of_six_breaks_r_5(game: Game) -> None:
    mine = game.state.players[0]
    while len(mine.bench) < 6:
        mine.bench.append(new_in_play(game, 0, mine.deck.pop()))

    assert any("6 Benched Pokémon" in p for p in check_invariants(game))


def test_replay_finds_a_state_its_decisions_do_not_explain(cards: dict[str, Card]) -> None:
    from playmat.play.selfplay import starter_decks

    decks = list(starter_decks().values())
    played = Game((decks[1], decks[2]), seed=11, scripts=SCRIPTS)
    bot = RandomBot(0)
    for _ in range(30):
        player = played.decider
        assert player is not None
        played.apply(bot.choose(played, player), player)
    assert check_replay(played) == []

    # A card moves from deck to hand with no decision behind it: every card is still in one
    # place, but the saved game no longer leads here.
    mine = played.state.players[0]
    mine.hand.append(mine.deck.pop())

    assert check_invariants(played) == []
    assert "the replayed game looks different to player 1" in check_replay(played)
