"""A game can be copied in any position (``Game.clone``), and the copy plays on by itself exactly
as the game would: the same decisions give the same observations, logs and saves. Undo goes
back through the same copies (``Game.rewind``) instead of replaying from the first decision."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from playmat.ai.bots import ComputerBot, RandomBot
from playmat.cards.starter import starter_decks
from playmat.play.games import SCRIPTS
from playmat.rules.actions import Action, Attack, EndTurn
from playmat.rules.choices import Choice, Purpose
from playmat.rules.game import Game
from playmat.rules.wire import encode
from rulebook_helpers import GRASS, POTION, ROWLET, deck_of, game_at, position

DECKS = [deck_of(*deck.cards) for deck in starter_decks()]


def _fingerprint(game: Game) -> str:
    """A hash of everything either player can see (observations and logs, in their JSON form),
    and of the save, which holds every decision."""
    seen = [encode(game.observation(p)) for p in (0, 1)]
    logs = [[encode(m) for m in game.log_for(p)] for p in (0, 1)]
    text = json.dumps([seen, logs, game.to_save()], sort_keys=True, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _new(seed: int) -> Game:
    return Game((DECKS[seed % 3], DECKS[(seed // 3) % 3]), seed, scripts=SCRIPTS)


def _play(game: Game, decisions: int, rng: random.Random) -> list[Action]:
    """Make up to ``decisions`` random legal decisions; returns them."""
    made: list[Action] = []
    bot = RandomBot(rng.randrange(1 << 30))
    while len(made) < decisions and not game.over:
        player = game.decider
        assert player is not None
        action = bot.choose(game, player)
        game.apply(action, player)
        made.append(action)
    return made


@pytest.mark.parametrize("seed", range(40))
def test_a_clone_at_a_random_point_plays_on_exactly_like_the_game(seed: int) -> None:
    rng = random.Random(seed)
    game = _new(seed)
    _play(game, rng.randrange(0, 160), rng)
    before = _fingerprint(game)

    copy = game.clone()

    assert _fingerprint(copy) == before
    # The same decisions from here on, to the end: both games go exactly the same way.
    rest = _play(copy, 10_000, random.Random(seed + 1))
    for action in rest:
        game.apply(action, game.decider)
    assert game.over and copy.over
    assert _fingerprint(copy) == _fingerprint(game)


def test_a_clone_is_independent_of_its_game() -> None:
    game = _new(7)
    _play(game, 60, random.Random(7))
    before = _fingerprint(game)

    copy = game.clone()
    _play(copy, 40, random.Random(8))

    assert _fingerprint(game) == before
    assert _fingerprint(copy) != before


def test_clones_of_a_clone_while_a_choice_is_pending_match() -> None:
    """Copies made while a choice is pending (here, every such point of one computer game)
    restart from the turn's snapshot and replay the turn: they still match the game."""
    game = _new(11)
    bots = (ComputerBot(1), ComputerBot(2))
    checked = 0
    while not game.over and checked < 25:
        if isinstance(game.pending, Choice):
            copy = game.clone().clone()
            assert _fingerprint(copy) == _fingerprint(game)
            assert copy.pending == game.pending
            checked += 1
        player = game.decider
        assert player is not None
        game.apply(bots[player].choose(game, player), player)
    assert checked >= 10


def test_a_clone_during_setup_makes_the_same_setup() -> None:
    game = _new(3)
    assert isinstance(game.pending, Choice)
    assert game.pending.purpose in (Purpose.GO_FIRST, Purpose.SETUP_ACTIVE)

    copy = game.clone()
    rest = _play(copy, 12, random.Random(3))
    for action in rest:
        game.apply(action, game.decider)

    assert _fingerprint(copy) == _fingerprint(game)


def test_a_clone_shuffles_and_flips_as_the_game_would() -> None:
    """The copy has its own random streams at the same place: the next shuffles and coin
    flips come out the same in both, and drawing from one doesn't move the other."""
    game = _new(5)
    _play(game, 30, random.Random(5))
    copy = game.clone()

    flips = [copy.chance.coin() for _ in range(20)]
    cards = list(range(30))
    copy.chance.shuffle(cards)

    assert [game.chance.coin() for _ in range(20)] == flips
    again = list(range(30))
    game.chance.shuffle(again)
    assert again == cards


def test_a_game_from_a_position_clones() -> None:
    game = game_at(
        position(player1={"active": {"card": ROWLET, "energy": [GRASS]}, "hand": [POTION]})
    )
    copy = game.clone()
    for played in (game, copy):
        played.apply(Attack(0))
        played.apply(EndTurn())

    assert _fingerprint(copy) == _fingerprint(game)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_rewinding_gives_the_game_as_it_was_after_those_decisions(seed: int) -> None:
    game = _new(seed)
    game.keep_snapshots()
    prints = [_fingerprint(game)]
    bot = RandomBot(seed)
    while len(prints) < 120 and not game.over:
        player = game.decider
        assert player is not None
        game.apply(bot.choose(game, player), player)
        prints.append(_fingerprint(game))

    for count in sorted(random.Random(seed).sample(range(len(prints)), 15)):
        assert _fingerprint(game.rewind(count)) == prints[count]
