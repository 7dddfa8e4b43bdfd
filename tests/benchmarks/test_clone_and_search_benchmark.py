"""How fast a game is copied, how much memory random games take, and how long the Hard computer
thinks, on this machine.

Not part of the default run; run with ``python -m pytest -m benchmark -s`` to see the numbers.
Times are printed beside their aims rather than asserted (they depend on the machine and on
what else runs on it); the memory peak, which doesn't, is asserted.
"""

from __future__ import annotations

import statistics
import time
import tracemalloc

import pytest

from playmat.ai.bots import ComputerBot, RandomBot
from playmat.ai.search import BUDGET, SearchBot
from playmat.play.games import scripts_for
from playmat.play.selfplay import starter_decks
from playmat.rules.choices import Choice
from playmat.rules.game import Game
from playmat.rules.state import Phase

pytestmark = pytest.mark.benchmark

CLONE_AIM_MS = 1.0
MEMORY_AIM_MB = 60
MOVE_AIM_S = 1.0


def _decks() -> list[list]:  # type: ignore[type-arg]
    return list(starter_decks().values())


def _mid_game_positions(games: int) -> list[Game]:
    """Positions from turn 6 on of computer-vs-computer games, each kept as it was (a clone),
    as games that keep their turn snapshots do (a session, a searching player's game)."""
    decks = _decks()
    scripts = scripts_for(card for deck in decks for card in deck)
    positions = []
    for seed in range(games):
        game = Game((decks[seed % 3], decks[(seed // 3) % 3]), seed, scripts=scripts)
        game.keep_snapshots()
        bots = (ComputerBot(seed), ComputerBot(seed + 1))
        while not game.over:
            if game.state.turn >= 6:
                positions.append(game.clone())
            player = game.decider
            assert player is not None
            game.apply(bots[player].choose(game, player), player)
    return positions


def test_clone_of_a_mid_game_position() -> None:
    positions = _mid_game_positions(12)
    between: list[float] = []
    choosing: list[float] = []
    for game in positions:
        start = time.perf_counter()
        game.clone()
        took = time.perf_counter() - start
        (choosing if isinstance(game.pending, Choice) else between).append(took)
    every = between + choosing
    print(
        f"\nclone of {len(every)} mid-game positions (turn 6 on): median "
        f"{statistics.median(every) * 1000:.3f} ms (aim under {CLONE_AIM_MS} ms); between "
        f"actions {statistics.median(between) * 1000:.3f} ms ({len(between)}), while a choice "
        f"is pending {statistics.median(choosing) * 1000:.3f} ms ({len(choosing)}, the turn "
        f"replayed), slowest {max(every) * 1000:.2f} ms"
    )
    assert len(choosing) > 10


def test_peak_memory_of_1000_random_games() -> None:
    decks = _decks()
    pairs = [(a, b) for a in decks for b in decks]
    scripts = scripts_for(card for deck in decks for card in deck)
    tracemalloc.start()
    for seed in range(1000):
        game = Game(pairs[seed % len(pairs)], seed, scripts=scripts)
        bots = (RandomBot(seed), RandomBot(seed + 1))
        while not game.over:
            player = game.decider
            assert player is not None
            game.apply(bots[player].choose(game, player), player)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"\npeak memory of 1000 random games (tracemalloc, after import): "
        f"{peak / 2**20:.1f} MB (aim under {MEMORY_AIM_MB} MB)"
    )
    assert peak < MEMORY_AIM_MB * 2**20


def test_time_per_hard_computer_move() -> None:
    decks = _decks()
    scripts = scripts_for(card for deck in decks for card in deck)
    wall: list[float] = []
    cpu: list[float] = []
    for seed in range(4):
        game = Game((decks[seed % 3], decks[(seed + 1) % 3]), seed, scripts=scripts)
        bots = (SearchBot(seed), ComputerBot(seed))
        while not game.over and len(wall) < 30 * (seed + 1):
            player = game.decider
            assert player is not None
            searched = player == 0 and game.state.phase is not Phase.SETUP
            start, start_cpu = time.perf_counter(), time.process_time()
            action = bots[player].choose(game, player)
            if searched:
                wall.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
            game.apply(action, player)
    print(
        f"\nHard computer ({BUDGET} play-out moves a decision), {len(wall)} decisions: "
        f"wall {_spread(wall)}; CPU {_spread(cpu)} (aim at most {MOVE_AIM_S} s)"
    )
    assert wall


def _spread(seconds: list[float]) -> str:
    """Median, 90th percentile and slowest of some times."""
    ranked = sorted(seconds)
    return (
        f"median {statistics.median(ranked):.2f} s, 90th percentile "
        f"{ranked[int(len(ranked) * 0.9)]:.2f} s, slowest {ranked[-1]:.2f} s"
    )
