"""Speed of the rules engine and strength of the computer opponent, over seeded self-play.

Not part of the default run; run with ``python -m pytest -m benchmark -s`` to see the numbers.
Speeds are printed beside their aims rather than asserted, because they depend on the machine;
the computer's win rate over 200 games is asserted: it is deterministic (seeded) and a
requirement (issue "rules engine": at least 90% against the random bot).
"""

from __future__ import annotations

import statistics
import time

import pytest

from playmat.ai.bots import ComputerBot, RandomBot
from playmat.play.games import SCRIPTS
from playmat.play.selfplay import matchups, play_series, starter_decks, win_rate
from playmat.rules.game import Game

pytestmark = pytest.mark.benchmark

RANDOM_GAMES_PER_S_AIM = 100
BOT_MOVE_AIM_S = 1.0
WIN_RATE_AIM = 0.9


def test_random_games_per_second() -> None:
    decks = starter_decks()
    games = matchups(300, 0, list(decks), ("random", "random"))

    bare = play_series(games, decks, check=False, replay_check=False)
    checked = play_series(games[:100], decks, check=True, replay_check=True)

    for label, series in (("engine alone", bare), ("with invariants + replay", checked)):
        games_per_s = len(series.results) / series.seconds
        print(
            f"\nrandom self-play, {label}: {len(series.results)} games in "
            f"{series.seconds:.2f} s: {games_per_s:.1f} games/s "
            f"(aim {RANDOM_GAMES_PER_S_AIM} for the engine alone), "
            f"{series.decisions / series.seconds:.0f} actions/s, "
            f"{series.decisions / len(series.results):.0f} actions per game"
        )
    assert len(bare.results) == 300


def test_computer_beats_random_in_200_games() -> None:
    decks = starter_decks()
    games = matchups(200, 0, list(decks), ("computer", "random"))

    series = play_series(games, decks, check=False, replay_check=False)

    rate = win_rate(series, "computer")
    print(
        f"\ncomputer vs random, 200 games (9 deck pairings x 2 seats): computer won "
        f"{rate:.1%} (aim {WIN_RATE_AIM:.0%}), {series.seconds:.1f} s"
    )
    assert rate >= WIN_RATE_AIM


def test_time_per_computer_move() -> None:
    decks = list(starter_decks().values())
    times: list[float] = []
    for seed in range(18):
        game = Game((decks[seed % 3], decks[(seed // 3) % 3]), seed, scripts=SCRIPTS)
        computer, random_bot = ComputerBot(seed), RandomBot(seed)
        bots = (computer, random_bot) if seed % 2 else (random_bot, computer)
        while not game.over:
            player = game.decider
            assert player is not None
            start = time.perf_counter()
            action = bots[player].choose(game, player)
            if bots[player] is computer:
                times.append(time.perf_counter() - start)
            game.apply(action, player)
    print(
        f"\ncomputer move time over {len(times)} moves: mean "
        f"{statistics.mean(times) * 1000:.2f} ms, max {max(times) * 1000:.1f} ms "
        f"(aim under {BOT_MOVE_AIM_S:.0f} s)"
    )
    assert times
