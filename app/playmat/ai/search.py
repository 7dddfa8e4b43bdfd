"""The "Hard" computer player: it looks ahead before each decision.

It plays out each decision it could make in copies of the game as its player can picture it
(:func:`~playmat.rules.determinize.determinize`: everything they see is as it is, the cards
hidden from them are dealt again at random), and keeps the one that turns out best. After the
decision, both players in the copy play as :class:`~playmat.ai.bots.ComputerBot` (the "Easy"
player) would, to the start of the player's next turn (or the end of the game), and the
position is scored (:func:`score`). The same deals are used for every decision it compares
(common random numbers), and the budget goes by successive halving: every candidate gets a few
play-outs, the better half gets more, and so on.

It never looks at a hidden card: everything it reads comes from the copies, which are the same
whatever the hidden cards are (only the handles and which cards are hidden count), and from
``Game.legal_actions``, which depend only on what its player sees.

The budget is a number of play-outs per decision, not a time, so that a seeded game plays the
same on any machine, however busy.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Mapping
from dataclasses import dataclass

from playmat.ai.bots import ComputerBot
from playmat.cards.model import Card
from playmat.rules.actions import Action, Answer
from playmat.rules.choices import Choice
from playmat.rules.damage import calculate
from playmat.rules.determinize import determinize
from playmat.rules.energy import pays
from playmat.rules.game import Game
from playmat.rules.legality import attached_units
from playmat.rules.state import InPlay, Phase

#: Play-outs per decision: at most about 1 s a decision on the development machine (a shared
#: 2-core machine; see tests/benchmarks/test_search_benchmark.py).
SIMULATIONS = 48
#: Answers to a choice looked at: the Easy player's answer and others drawn at random.
MAX_ANSWERS = 8
#: How much better (in :func:`score`'s units) another decision must do than the Easy
#: player's to be taken instead.
MARGIN = 0.02
#: Decisions after which a play-out stops, whatever the turn (a safety net).
MAX_PLAYOUT_DECISIONS = 400


@dataclass(frozen=True)
class Weights:
    """How :func:`score` weighs a position (its own side minus the opponent's)."""

    prize: float = 1.0
    #: A Pokémon in play, by its share of HP left.
    pokemon: float = 0.35
    #: Each stage of evolution above Basic.
    stage: float = 0.25
    energy: float = 0.12
    #: Share of the opposing Active's HP the Active can take next (:func:`_threat`).
    threat: float = 0.5
    hand_card: float = 0.03
    #: Each card fewer than :attr:`deck_reserve` left in the deck.
    deck_short: float = 0.15
    deck_reserve: int = 6
    #: How many points make a position clearly won (the scale of the logistic).
    scale: float = 2.0


WEIGHTS = Weights()


class SearchBot:
    """Looks ahead with play-outs (see the module's docstring). ``simulations`` is the budget
    of each decision; ``seed`` makes its deals, so a seeded game plays the same every time."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        simulations: int = SIMULATIONS,
        catalog: Mapping[str, Card] | None = None,
        weights: Weights = WEIGHTS,
    ) -> None:
        self.rng = random.Random(seed)
        self.simulations = simulations
        self.weights = weights
        self._base = ComputerBot(seed, catalog)
        self._catalog = catalog
        #: Problems the Easy player met in play-outs or as a fallback (it then played safe).
        self.errors = self._base.errors

    def choose(self, game: Game, player: int) -> Action:
        # During setup the opponent's Pokémon are face down and no deal of them is pictured:
        # the Easy player decides, from the observation.
        if game.state.phase is Phase.SETUP:
            return self._base.choose(game, player)
        candidates = self._candidates(game, player)
        if len(candidates) == 1:
            return candidates[0]
        seeds = [self.rng.getrandbits(62) for _ in range(self.simulations)]
        return self._best(game, player, candidates, seeds)

    def _candidates(self, game: Game, player: int) -> list[Action]:
        """The decisions worth comparing, the Easy player's first: every legal action of a
        turn, one of each group that does the same (the same card onto the same Pokémon);
        for a choice, up to :data:`MAX_ANSWERS` answers."""
        pending = game.pending
        preferred = self._base.choose(game, player)
        if not isinstance(pending, Choice):
            unique = {_same_as(game, preferred): preferred}
            for action in game.legal_actions(player):
                unique.setdefault(_same_as(game, action), action)
            return list(unique.values())
        answers: list[Action] = [preferred]
        count = sum(1 for _ in zip(range(MAX_ANSWERS * 4), pending.answers(), strict=False))
        if count <= MAX_ANSWERS:
            answers += [Answer(a) for a in pending.answers() if Answer(a) != preferred]
            return answers
        for _ in range(MAX_ANSWERS * 4):
            answer = Answer(pending.random_answer(self.rng))
            if answer not in answers:
                answers.append(answer)
            if len(answers) >= MAX_ANSWERS:
                break
        return answers

    def _best(self, game: Game, player: int, candidates: list[Action], seeds: list[int]) -> Action:
        """Successive halving over ``candidates`` (the first is the Easy player's decision,
        which stays to the end), each round on the next deals of ``seeds``; another decision
        replaces the Easy player's only when it did clearly better (:data:`MARGIN`), since
        a few play-outs can favour a decision by luck."""
        alive = list(range(len(candidates)))
        totals = [0.0] * len(candidates)
        played = [0] * len(candidates)
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        used = 0
        for number in range(rounds):
            share = max(1, (len(seeds) - used) // ((rounds - number) * len(alive)))
            deals = seeds[used : used + share] or seeds[-share:]
            used += share
            for index in alive:
                for seed in deals:
                    totals[index] += self._playout(game, player, candidates[index], seed)
                    played[index] += 1
            alive.sort(key=lambda i: -totals[i] / played[i])
            if number < rounds - 1:
                kept = alive[: max(1, math.ceil(len(alive) / 2))]
                alive = kept if 0 in kept else [*kept, 0]
        best = alive[0]
        if totals[best] / played[best] < totals[0] / played[0] + MARGIN:
            return candidates[0]
        return candidates[best]

    def _playout(self, game: Game, player: int, first: Action, seed: int) -> float:
        """Make ``first`` in a pictured copy, play on as the Easy player would to the start of
        ``player``'s next turn, and score the position for ``player``."""
        world = determinize(game, player, seed)
        world.apply(first, player)
        start = world.state.turn
        for _ in range(MAX_PLAYOUT_DECISIONS):
            if world.over:
                break
            state = world.state
            if (
                world.decider == player
                and state.current == player
                and state.turn > start
                and not isinstance(world.pending, Choice)
            ):
                break
            mover = world.decider
            assert mover is not None
            world.apply(self._base.choose(world, mover), mover)
        return score(world, player, self.weights)


def _same_as(game: Game, action: Action) -> tuple[object, ...]:
    """What an action does, with a card named by what it is rather than its handle: two
    copies of a card in the hand played the same way are the same decision."""
    values = []
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        is_card = field.name == "card" and value is not None
        values.append(game.state.cards[value].id if is_card else value)
    return (type(action), *values)


def score(game: Game, player: int, weights: Weights = WEIGHTS) -> float:
    """How good the position is for ``player``, from 0 (lost) to 1 (won): Prize cards taken,
    the Pokémon in play (HP left, stage, Energy), cards in hand, and a deck running out."""
    state = game.state
    if state.winner is not None:
        return 0.5 if state.winner not in (0, 1) else float(state.winner == player)
    points = _side(game, player, weights) - _side(game, 1 - player, weights)
    return 1.0 / (1.0 + math.exp(-points / weights.scale))


def _side(game: Game, player: int, weights: Weights) -> float:
    mine = game.state.players[player]
    taken = game.rules.prize_cards - len(mine.prizes)
    points = weights.prize * taken
    points += sum(_pokemon_points(game, p, weights) for p in mine.in_play())
    points += weights.threat * _threat(game, player)
    points += weights.hand_card * len(mine.hand)
    points -= weights.deck_short * max(0, weights.deck_reserve - len(mine.deck))
    return points


def _threat(game: Game, player: int) -> float:
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
    units = attached_units(game, attacker)
    best = 0
    for attack in state.top_card(attacker).attacks:
        if attack.damage and pays(attack.cost, units):
            best = max(best, calculate(game, attacker, target, attack.damage))
    return min(1.0, best / left)


def _pokemon_points(game: Game, pokemon: InPlay, weights: Weights) -> float:
    hp = game.max_hp(pokemon)
    left = game.remaining_hp(pokemon) / hp if hp else 0.0
    return (
        weights.pokemon * left
        + weights.stage * (len(pokemon.stack) - 1)
        + weights.energy * len(pokemon.energy)
    )
