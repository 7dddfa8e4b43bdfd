"""The list of legal actions and the check of a single action agree, at every position of many
seeded self-play games, and every listed action can really be done (EN II-A: what a card or rule
says can't be done is refused; everything else the rules allow is offered).

The actions tried are not taken from the engine's list: they are every decision a player could
try to make at the table, enumerated from the visible position (every card of the hand played,
attached, evolved or used on every Pokémon in play, every attack and Ability index of every
Pokémon, a retreat to every Pokémon, cards that are not in the hand, every answer to a question
of every size). The engine then must list exactly the ones its check accepts, refuse the others
with a reason, and accept every listed one when it is applied.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator

import pytest

from action_attempts import attempts
from playmat.cards.starter import starter_decks
from playmat.play.games import SCRIPTS
from playmat.rules.actions import (
    Action,
    Answer,
    AttachEnergy,
    Attack,
    Concede,
    EndTurn,
    Evolve,
    PlayBasic,
    PlayTrainer,
    Retreat,
)
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from rulebook_helpers import deck_of, playing_on

DECKS = [deck_of(*deck.cards) for deck in starter_decks()]
#: Each starter deck against each, both ways round.
PAIRINGS = [(a, b) for a in range(len(DECKS)) for b in range(len(DECKS)) if a != b]
#: Games walked per pairing in the default run, and every listed action applied (on a replay
#: of the game) at one position in this many; the slow run walks more games and applies more.
GAMES, APPLY_EVERY = 1, 8
SLOW_GAMES, SLOW_APPLY_EVERY = 3, 5
#: Games have more positions than this on average (a walk that stopped early tests little).
POSITIONS_PER_GAME = 40
#: Answers are tried exhaustively when a question has at most this many of every size.
EXHAUSTIVE_ANSWERS = 4096


def _answer_candidates(choice: Choice, rng: random.Random) -> tuple[set[Action], bool]:
    """Answers of every size from none to one more than allowed, plus malformed ones (an index
    not offered, one given twice), and an action that is not an answer; and whether every
    well-formed answer is among them (the question is small enough to try them all)."""
    count = len(choice.options)
    sizes = range(min(choice.maximum + 1, count) + 1)
    total = sum(math.comb(count, size) for size in sizes)
    exhaustive = total <= EXHAUSTIVE_ANSWERS
    if exhaustive:
        answers = {c for size in sizes for c in itertools.combinations(range(count), size)}
    else:
        picks = [rng.sample(range(count), size) for size in sizes for _ in range(8)]
        answers = {tuple(sorted(pick)) for pick in picks}
    candidates: set[Action] = {Answer(a) for a in answers}
    candidates |= {Answer((count,)), Answer((0, 0)), EndTurn(), Concede()}
    return candidates, exhaustive


def _check_position(game: Game, rng: random.Random, apply_each: bool) -> None:
    player = game.decider
    assert player is not None
    listed = game.legal_actions(player)
    where = f"seed {game.seed}, decision {len(game.decisions)}"
    assert len(set(listed)) == len(listed), f"{where}: an action is listed twice"
    assert listed, f"{where}: the player to decide has nothing to do"

    if isinstance(game.pending, Choice):
        candidates, exhaustive = _answer_candidates(game.pending, rng)
    else:
        candidates, exhaustive = set(attempts(game, player)), True
    accepted = {a for a in candidates if game.why_illegal(a, player) is None}

    # Conceding is always possible, a question pending or not, and is listed like any other
    # decision.
    assert Concede() in accepted and Concede() in listed, f"{where}: conceding is not offered"
    unexplained = [a for a in listed if a not in candidates] if exhaustive else []
    assert unexplained == [], f"{where}: listed actions no player could try: {unexplained}"
    assert accepted <= set(listed), f"{where}: accepted but not listed"
    assert set(listed) & candidates <= accepted, f"{where}: listed but refused"
    if exhaustive:
        assert accepted == set(listed), f"{where}: list and check disagree"

    # The other player can do nothing while this one decides.
    assert game.legal_actions(1 - player) == []
    assert all(game.why_illegal(a, 1 - player) is not None for a in candidates)

    if apply_each:
        for action in listed:
            trial = game.replay()
            events = trial.apply(action, player)
            # It happened (logged), or it asks its first question (which Energy to discard).
            moved_on = events or (trial.pending != game.pending and trial.decider is not None)
            assert moved_on, f"{where}: {action} was applied but nothing happened"


def _walk(seed: int, pairing: tuple[int, int]) -> Iterator[Game]:
    """The positions of one random self-play game (the same game each time)."""
    first, second = pairing
    game = Game((DECKS[first], DECKS[second]), seed, scripts=SCRIPTS)
    rng = random.Random(seed)
    while not game.over:
        yield game
        if isinstance(game.pending, Choice):
            game.apply(Answer(game.pending.random_answer(rng)))
        else:
            game.apply(rng.choice(playing_on(game, game.decider)))  # type: ignore[arg-type]


def _walk_and_check(seeds: range, pairing: tuple[int, int], apply_every: int) -> None:
    positions = 0
    for seed in seeds:
        rng = random.Random(seed)
        for number, game in enumerate(_walk(seed, pairing)):
            _check_position(game, rng, apply_each=number % apply_every == 0)
            positions += 1
    assert positions > POSITIONS_PER_GAME * len(seeds), "the games ended at once"


@pytest.mark.parametrize("pairing", PAIRINGS, ids=lambda p: f"{p[0]}-{p[1]}")
def test_EN_II_A_the_list_of_legal_actions_is_exactly_what_the_check_accepts(
    pairing: tuple[int, int],
) -> None:
    _walk_and_check(range(GAMES), pairing, APPLY_EVERY)


@pytest.mark.slow
@pytest.mark.parametrize("pairing", PAIRINGS, ids=lambda p: f"{p[0]}-{p[1]}")
def test_EN_II_A_the_list_and_the_check_agree_over_many_more_games(
    pairing: tuple[int, int],
) -> None:
    _walk_and_check(range(GAMES, GAMES + SLOW_GAMES), pairing, SLOW_APPLY_EVERY)


def test_the_walk_meets_every_kind_of_action_and_refusal() -> None:
    """The positions walked are varied enough to test the list: each kind of action is
    listed somewhere, and each is refused somewhere."""
    listed: set[type[Action]] = set()
    refused: set[type[Action]] = set()
    for seed in range(GAMES):
        for game in _walk(seed, PAIRINGS[0]):
            player = game.decider
            if player is None or isinstance(game.pending, Choice):
                continue
            listed |= {type(a) for a in game.legal_actions(player)}
            refused |= {
                type(a)
                for a in set(attempts(game, player))
                if game.why_illegal(a, player) is not None
            }
    kinds = {PlayBasic, Evolve, AttachEnergy, PlayTrainer, Retreat, Attack, EndTurn}
    assert kinds <= listed
    assert kinds - {EndTurn} <= refused
