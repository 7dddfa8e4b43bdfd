"""How good a position is for a player: the chance to win it, as a logistic function of a few
facts of the board.

The facts (:func:`features`) are the two sides' differences in what decides games: Prize cards
left, the Pokémon in play (their HP left, their stages, the Energy on them), how much of the
opposing Active's HP each Active can take next, and a deck running out. The number of Pokémon,
their share of HP left and the cards in hand are left out on purpose: they go with winning (a
player who is ahead has more), but fitted beside the HP left they take weights that would make
a search keep cards in hand, or keep a Basic off the Bench, rather than play them.

The weights (:data:`WEIGHTS`) were fitted by logistic regression to the outcomes of games the
Easy computer played against itself, at the start of each turn, from the point of view of the
player whose turn it was: ``tests/benchmarks/fit_position_score.py`` plays them and prints the
weights.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from playmat.rules.damage import calculate
from playmat.rules.energy import pays
from playmat.rules.game import Game

#: The facts, in the order :func:`features` gives them (the player's side minus the other's,
#: except the two Prize counts).
FEATURES = (
    "my_prizes_left",
    "their_prizes_left",
    "hp_hundreds",
    "stages",
    "energy",
    "active_energy",
    "threat",
    "deck_short",
)

#: Cards in the deck below which a player is running out (R-3: no card to draw loses).
DECK_RESERVE = 6

#: Fitted weights of the facts, and the bias (see the module's docstring): 400 games, seeds
#: 1000 on, 11,084 positions, 76% of them scored on the side of the winner.
WEIGHTS: Mapping[str, float] = {
    "bias": 0.3172,
    "my_prizes_left": -0.3738,
    "their_prizes_left": 0.3647,
    "hp_hundreds": 0.0663,
    "stages": 0.1481,
    "energy": 0.1925,
    "active_energy": -0.0154,
    "threat": 0.9656,
    "deck_short": -0.6114,
}


def score(game: Game, player: int, weights: Mapping[str, float] = WEIGHTS) -> float:
    """The chance that ``player`` wins from here, by :data:`WEIGHTS`: 1 or 0 once the game is
    won or lost, 0.5 for a tie."""
    state = game.state
    if state.winner is not None:
        return 0.5 if state.winner not in (0, 1) else float(state.winner == player)
    points = weights["bias"] + sum(
        weights[name] * value for name, value in zip(FEATURES, features(game, player), strict=True)
    )
    return 1.0 / (1.0 + math.exp(-points))


def features(game: Game, player: int) -> tuple[float, ...]:
    """The facts of :data:`FEATURES` for ``player``."""
    mine, theirs = _side(game, player), _side(game, 1 - player)
    state = game.state
    return (
        float(len(state.players[player].prizes)),
        float(len(state.players[1 - player].prizes)),
        *(a - b for a, b in zip(mine, theirs, strict=True)),
    )


def _side(game: Game, player: int) -> tuple[float, ...]:
    """One side's facts: the HP left of its Pokémon in play, in hundreds, their stages, the
    Energy attached, the Energy on the Active, its threat, its deck shortfall."""
    side = game.state.players[player]
    in_play = side.in_play()
    hundreds = sum(game.remaining_hp(pokemon) for pokemon in in_play) / 100
    return (
        hundreds,
        float(sum(len(p.stack) - 1 for p in in_play)),
        float(sum(len(p.energy) for p in in_play)),
        float(len(side.active.energy)) if side.active else 0.0,
        threat(game, player),
        float(max(0, DECK_RESERVE - len(side.deck))),
    )


def threat(game: Game, player: int) -> float:
    """How much of the opposing Active's HP left ``player``'s Active can take with an attack
    its Energy already pays (1: a Knock Out), its text aside."""
    state = game.state
    attacker = state.players[player].active
    target = state.players[1 - player].active
    if attacker is None or target is None:
        return 0.0
    left = game.remaining_hp(target)
    if left <= 0:
        return 1.0
    units = game.energy_units(attacker)
    best = 0
    for attack in state.top_card(attacker).attacks:
        costs = game.attack_costs(attacker, attack)
        if attack.damage and any(pays(cost, units) for cost in costs):
            best = max(best, calculate(game, attacker, target, attack.damage))
    return min(1.0, best / left)
