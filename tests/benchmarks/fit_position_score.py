"""Fit the weights of ``playmat.ai.position_score`` to games the Easy computer plays against
itself, and print them (to be pasted into ``WEIGHTS``).

At the start of every turn the facts of the position are taken from the point of view of the
player whose turn it is, labelled with whether that player went on to win, and a logistic
regression (Newton's method, a little L2 shrinkage) turns them into weights. A tie is left out.

    .venv/bin/python tests/benchmarks/fit_position_score.py [--games 600] [--seed 0]
"""

from __future__ import annotations

import argparse
import math
import sys

from playmat.ai.bots import ComputerBot
from playmat.ai.position_score import FEATURES, features
from playmat.play.games import scripts_for
from playmat.play.selfplay import starter_decks
from playmat.rules.game import Game
from playmat.rules.scripting import AwaitAction

#: Shrinkage of every weight but the bias, per sample.
L2 = 1e-3


def samples(games: int, seed: int) -> list[tuple[list[float], float]]:
    decks = list(starter_decks().values())
    pairs = [(a, b) for a in decks for b in decks]
    scripts = scripts_for(card for deck in decks for card in deck)
    found: list[tuple[list[float], float]] = []
    for number in range(games):
        game = Game(pairs[number % len(pairs)], seed + number, scripts=scripts)
        bots = (ComputerBot(seed + number), ComputerBot(seed + number + 1))
        taken: list[tuple[list[float], int]] = []
        last_turn = -1
        while not game.over:
            player = game.decider
            assert player is not None
            if isinstance(game.pending, AwaitAction) and game.state.turn != last_turn:
                last_turn = game.state.turn
                taken.append(([1.0, *features(game, player)], player))
            game.apply(bots[player].choose(game, player), player)
        winner = game.state.winner
        if winner in (0, 1):
            found += [(x, float(winner == player)) for x, player in taken]
    return found


def fit(data: list[tuple[list[float], float]], rounds: int = 25) -> list[float]:
    """Logistic regression by Newton's method."""
    size = len(data[0][0])
    weights = [0.0] * size
    for _ in range(rounds):
        gradient = [0.0] * size
        hessian = [[0.0] * size for _ in range(size)]
        for x, y in data:
            p = 1.0 / (1.0 + math.exp(-sum(w * v for w, v in zip(weights, x, strict=True))))
            for i in range(size):
                gradient[i] += (p - y) * x[i]
                for j in range(size):
                    hessian[i][j] += p * (1 - p) * x[i] * x[j]
        for i in range(1, size):
            gradient[i] += L2 * len(data) * weights[i]
            hessian[i][i] += L2 * len(data)
        step = _solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
    return weights


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    size = len(vector)
    rows = [[*row, value] for row, value in zip(matrix, vector, strict=True)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(col + 1, size):
            factor = rows[r][col] / rows[col][col]
            for c in range(col, size + 1):
                rows[r][c] -= factor * rows[col][c]
    solution = [0.0] * size
    for r in range(size - 1, -1, -1):
        known = sum(rows[r][c] * solution[c] for c in range(r + 1, size))
        solution[r] = (rows[r][size] - known) / rows[r][r]
    return solution


def report(data: list[tuple[list[float], float]], weights: list[float]) -> str:
    loss = right = 0.0
    for x, y in data:
        p = 1.0 / (1.0 + math.exp(-sum(w * v for w, v in zip(weights, x, strict=True))))
        p = min(max(p, 1e-9), 1 - 1e-9)
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
        right += (p > 0.5) == (y > 0.5)
    return f"{len(data)} positions: log loss {loss / len(data):.3f}, right {right / len(data):.1%}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    data = samples(args.games, args.seed)
    weights = fit(data)
    print(report(data, weights))
    print("WEIGHTS: Mapping[str, float] = {")
    for name, weight in zip(("bias", *FEATURES), weights, strict=True):
        print(f'    "{name}": {weight:.4f},')
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
