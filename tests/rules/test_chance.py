"""Chance as data: the game's own seeded streams (an HMAC-SHA256 counter stream per purpose,
Fisher-Yates of Playmat's own), the same on every Python; forced coins go through the coin
stream; saves name the version and old saves replay with the generator they were played with."""

from __future__ import annotations

import hashlib
import hmac
import itertools
import json
import random
from collections import Counter

from playmat.cards.starter import starter_decks
from playmat.play.games import SCRIPTS
from playmat.rules.chance import (
    CHANCE_VERSION,
    LegacyChance,
    SeededChance,
    Stream,
    chance_for,
)
from playmat.rules.game import Game
from rulebook_helpers import CARDS, deck_of, playing_on

DECKS = [deck_of(*deck.cards) for deck in starter_decks()]


def _block(seed: int, name: str, counter: int) -> bytes:
    """Block ``counter`` of a stream, as the module docstring specifies it."""
    message = f"playmat-chance/1|{name}|{counter}".encode()
    return hmac.digest(str(seed).encode(), message, hashlib.sha256)


def test_the_streams_are_the_specified_hmac_counter_stream() -> None:
    stream = Stream(42, "coin")
    expected = [int.from_bytes(_block(42, "coin", 0)[i : i + 8], "big") for i in (0, 8, 16, 24)]
    expected.append(int.from_bytes(_block(42, "coin", 1)[:8], "big"))
    assert [stream.next64() for _ in range(5)] == expected


def test_a_coin_is_the_top_bit_of_the_coin_stream() -> None:
    chance = SeededChance(7)
    flips = [chance.coin() for _ in range(8)]
    block = _block(7, "coin", 0) + _block(7, "coin", 1)
    assert flips == [block[i * 8] >= 128 for i in range(8)]


def test_same_seed_same_outcomes_and_another_seed_others() -> None:
    def outcomes(seed: int) -> tuple[list[bool], list[int]]:
        chance = SeededChance(seed)
        cards = list(range(60))
        chance.shuffle(cards)
        return [chance.coin() for _ in range(20)], cards

    assert outcomes(3) == outcomes(3)
    assert outcomes(3) != outcomes(4)


def test_coins_are_fair_and_shuffles_uniform() -> None:
    chance = SeededChance(11)
    heads = sum(chance.coin() for _ in range(20_000))
    assert 9_700 < heads < 10_300  # 4.2 standard deviations either way
    orders: Counter[tuple[int, ...]] = Counter()
    for _ in range(6_000):
        cards = [0, 1, 2]
        chance.shuffle(cards)
        orders[tuple(cards)] += 1
    assert set(orders) == set(itertools.permutations(range(3)))
    # Chi-square with 5 degrees of freedom: 20.5 is the 0.1% tail.
    assert sum((n - 1_000) ** 2 / 1_000 for n in orders.values()) < 20.5


def test_a_number_below_a_bound_is_in_range_for_every_bound() -> None:
    stream = Stream(5, "shuffle")
    for bound in (1, 2, 3, 7, 60, 1 << 40):
        assert all(0 <= stream.below(bound) < bound for _ in range(200))


def test_a_forced_coin_comes_first_and_leaves_the_shuffles_alone() -> None:
    plain, forced = SeededChance(9), SeededChance(9)
    forced.force_coins([False, False, False])
    assert [forced.coin() for _ in range(3)] == [False, False, False]
    assert [forced.coin() for _ in range(5)] == [plain.coin() for _ in range(5)]
    left, right = list(range(20)), list(range(20))
    plain.shuffle(left)
    forced.shuffle(right)
    assert left == right


def test_the_legacy_version_is_pythons_generator_as_old_games_used_it() -> None:
    legacy, python = LegacyChance(21), random.Random(21)
    cards, expected = list(range(30)), list(range(30))
    legacy.shuffle(cards)
    python.shuffle(expected)
    assert cards == expected
    assert [legacy.coin() for _ in range(10)] == [python.random() < 0.5 for _ in range(10)]
    assert chance_for(21, 0).version == 0
    assert chance_for(21).version == CHANCE_VERSION


def _played(seed: int, decisions: int) -> Game:
    game = Game((DECKS[0], DECKS[1]), seed, scripts=SCRIPTS)
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.over:
            break
        player = game.decider
        assert player is not None
        game.apply(rng.choice(playing_on(game, player)), player)
    return game


def test_a_save_names_its_chance_version_and_replays_identically() -> None:
    game = _played(5, 80)
    saved = json.loads(json.dumps(game.to_save()))
    assert (saved["chance"], saved["uids"]) == (CHANCE_VERSION, 1)
    loaded = Game.from_save(saved, CARDS, SCRIPTS)
    for player in (0, 1):
        assert loaded.observation(player) == game.observation(player)
        assert loaded.log_for(player) == game.log_for(player)


def test_a_save_from_before_the_streams_replays_with_pythons_generator() -> None:
    """A save of the current format without a chance version (as saved before the streams)
    replays with the generator it was played with."""
    old = Game((DECKS[0], DECKS[1]), 8, scripts=SCRIPTS, chance_version=0)
    rng = random.Random(8)
    for _ in range(60):
        if old.over:
            break
        player = old.decider
        assert player is not None
        old.apply(rng.choice(playing_on(old, player)), player)
    saved = json.loads(json.dumps(old.to_save()))
    del saved["chance"]
    loaded = Game.from_save(saved, CARDS, SCRIPTS)
    assert loaded.chance.version == 0
    assert loaded.observation(0) == old.observation(0)
    # The same decisions under the new streams would have dealt other hands.
    newer = dict(saved, chance=CHANCE_VERSION)
    try:
        other = Game.from_save(newer, CARDS, SCRIPTS)
    except Exception:  # the old decisions may not even replay under other shuffles
        return
    assert other.observation(0) != old.observation(0)


def test_an_undo_replay_keeps_the_version() -> None:
    game = Game((DECKS[0], DECKS[1]), 2, scripts=SCRIPTS, chance_version=0)
    assert game.replay().chance.version == 0
