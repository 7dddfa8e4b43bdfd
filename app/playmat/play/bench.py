"""The engine's speed, measured the way the peer engine in ``../shared/peers`` measures its own:
uniformly random games on the starter decks, where every decision point is one action (an
action of the turn or the answer to a choice, the setup's included) and a game includes making
it (shuffles, the opening hands, setup).

``playmat bench engine`` prints it; ``tests/benchmarks/compare_peer.py`` runs it side by side
with the peer engine, interleaved, to compare actions per second on the same machine.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from playmat.ai.bots import RandomBot
from playmat.cards.model import Card
from playmat.play.games import scripts_for
from playmat.play.selfplay import MAX_DECISIONS, starter_decks
from playmat.rules.game import Game
from playmat.rules.scripting import ScriptSource


@dataclass(frozen=True)
class EngineSpeed:
    games: int
    actions: int
    seconds: float

    @property
    def actions_per_s(self) -> float:
        return self.actions / max(self.seconds, 1e-9)

    @property
    def games_per_s(self) -> float:
        return self.games / max(self.seconds, 1e-9)


def bench_engine(games: int, seed: int) -> EngineSpeed:
    """Play ``games`` random games (game ``i``: seed ``seed + i``, the ``i``-th ordered pairing
    of the starter decks) with no invariant checks, after one game to warm up."""
    decks = list(starter_decks().values())
    pairs = [(a, b) for a in decks for b in decks]
    scripts = scripts_for(card for deck in decks for card in deck)
    _play(pairs[0], seed - 1, scripts)
    actions = 0
    start = time.perf_counter()
    for index in range(games):
        actions += _play(pairs[index % len(pairs)], seed + index, scripts)
    return EngineSpeed(games, actions, time.perf_counter() - start)


def _play(decks: tuple[list[Card], list[Card]], seed: int, scripts: ScriptSource) -> int:
    """One random game; the number of decisions it took."""
    game = Game(decks, seed, scripts=scripts)
    bots = (RandomBot(seed * 2), RandomBot(seed * 2 + 1))
    decisions = 0
    while not game.over and decisions < MAX_DECISIONS:
        player = game.decider
        assert player is not None
        game.apply(bots[player].choose(game, player), player)
        decisions += 1
    return decisions
