"""The "Hard" computer player: it looks ahead before each decision.

It plays out each decision it could make in copies of the game as its player can picture it
(:func:`~playmat.rules.determinize.determinize`: everything they see is as it is, the cards
hidden from them are dealt again at random), and keeps the one that turns out best. After the
decision, both players in the copy play as :class:`~playmat.ai.bots.ComputerBot` (the "Easy"
player) would, to the start of the player's turn after next (:data:`HORIZON`; or the end of the
game), and the position is scored by its chance to win (:mod:`playmat.ai.position_score`). The
opponent's hand is dealt as their last turn tells, if they played as the Easy player would
(:mod:`playmat.ai.reading`). Every decision it compares is played on the same deals (common
random numbers), and the budget goes by successive halving: every candidate gets a few
play-outs, the better half gets more, and so on.

It never looks at a hidden card: everything it reads comes from the copies, which are the same
whatever the hidden cards are (only the handles and which cards are hidden count), and from
``Game.legal_actions``, which depend only on what its player sees.

The budget is a number of play-out moves per decision, not a time, so that a seeded game plays
the same on any machine, however busy.
"""

from __future__ import annotations

import dataclasses
import math
import random
import statistics
from collections.abc import Mapping

from playmat.ai.bots import ComputerBot
from playmat.ai.position_score import score
from playmat.ai.reading import HandReading, keep_out_of_hand
from playmat.cards.model import Card
from playmat.rules.actions import Action, Answer, Concede
from playmat.rules.choices import Choice, Purpose
from playmat.rules.determinize import Pictures
from playmat.rules.game import Game
from playmat.rules.state import Phase

#: Play-out moves per decision (every decision a play-out makes, and its deal): well under
#: 1 s of processor time a decision on the development machine
#: (tests/benchmarks/test_clone_and_search_benchmark.py measures it). Counted in moves rather
#: than play-outs, so that a decision with long play-outs (a choice early in a busy turn)
#: plays fewer of them.
BUDGET = 480
#: Answers to a choice looked at: the Easy player's answer and others drawn at random.
MAX_ANSWERS = 8
#: Another decision is taken instead of the Easy player's only when its gain in the chance
#: to win, deal by deal, is more than this on average: a few play-outs can favour a decision
#: by luck, and the score has small biases of its own (a card kept in the hand, say).
MARGIN = 0.02
#: The play-outs end at the start of the player's turn after this many of their turns: the
#: second turn lets damage done now show as the Knock Outs it leads to, rather than leaving it
#: to the score (paired seeds, 480 moves: 22 of 38 games against 21 of 38 for one turn, and 12
#: of 19 against 9 of 19 with the opponent's hand read as well).
HORIZON = 2
#: Moves after which a play-out stops, whatever the turn (a safety net).
MAX_PLAYOUT_MOVES = 400


class SearchBot:
    """Looks ahead with play-outs (see the module's docstring). ``budget`` is each decision's,
    in play-out moves; ``seed`` makes its deals, so a seeded game plays the same every time."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        budget: int = BUDGET,
        catalog: Mapping[str, Card] | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self._base = ComputerBot(seed, catalog)
        #: The seeds of the deals of the decision under way, drawn as they are needed.
        self._seeds: list[int] = []
        #: What the opponent's play says about their hand.
        self._reading = HandReading()
        #: Problems the Easy player met in play-outs or as a fallback (it then played safe).
        self.errors = self._base.errors

    def choose(self, game: Game, player: int) -> Action:
        # During setup the opponent's Pokémon are face down and no deal of them is pictured:
        # the Easy player decides, from the observation.
        if game.state.phase is Phase.SETUP:
            return self._base.choose(game, player)
        catalog = self._base.catalog_for(game)
        self._reading.update(game.observation(player), game.rules.bench_size, catalog)
        candidates = self._candidates(game, player)
        if len(candidates) == 1:
            return candidates[0]
        self._seeds = []
        return self._best(Pictures(game, player), player, candidates)

    def _candidates(self, game: Game, player: int) -> list[Action]:
        """The decisions worth comparing, the Easy player's first: every legal action of a
        turn, one of each group that does the same (the same card onto the same Pokémon);
        for a choice, up to :data:`MAX_ANSWERS` answers."""
        pending = game.pending
        preferred = self._base.choose(game, player)
        if isinstance(pending, Choice) and pending.purpose is Purpose.TAKE_PRIZE:
            return [preferred]  # face-down Prize cards: every pick is the same to the player
        if not isinstance(pending, Choice):
            unique = {_same_as(game, preferred): preferred}
            for action in game.legal_actions(player):
                if not isinstance(action, Concede):  # never better than playing on
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

    def _best(self, pictures: Pictures, player: int, candidates: list[Action]) -> Action:
        """Successive halving over ``candidates`` (the first is the Easy player's decision,
        which stays to the end): each round plays the candidates left on the same new deals,
        as many as its share of the budget pays for, and keeps the better half. The Easy
        player's decision plays each deal first, so that every other is compared with it on
        the deals both played, even when the budget runs out in the middle of a deal (many
        candidates, long turns): the budget is never overspent by more than a play-out.
        Another decision replaces the Easy player's only when it did better on the same
        deals by more than :data:`MARGIN`."""
        alive = list(range(len(candidates)))
        #: Each candidate's score on each deal it was played on.
        scores: list[dict[int, float]] = [{} for _ in candidates]
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        spent = deal = 0
        for number in range(rounds):
            share = (self.budget - spent) / (rounds - number)
            start = spent
            while spent < self.budget:
                seed = self._deal_seed(deal)
                for index in alive:
                    if spent >= self.budget:
                        break
                    value, moves = self._playout(pictures, player, candidates[index], seed)
                    scores[index][deal] = value
                    spent += moves
                deal += 1
                if spent - start >= share:
                    break
            if number < rounds - 1:
                ranked = sorted(
                    (i for i in alive if scores[i]),
                    key=lambda i: -statistics.fmean(scores[i].values()),
                )
                kept = ranked[: max(1, math.ceil(len(ranked) / 2))]
                alive = [0, *sorted(i for i in kept if i != 0)]
        best, gain = 0, MARGIN
        for index in alive[1:]:
            gains = [value - scores[0][each] for each, value in scores[index].items()]
            mean = statistics.fmean(gains) if gains else 0.0
            if mean > gain:
                best, gain = index, mean
        return candidates[best]

    def _deal_seed(self, deal: int) -> int:
        """The seed of deal number ``deal`` of the decision under way."""
        while len(self._seeds) <= deal:
            self._seeds.append(self.rng.getrandbits(62))
        return self._seeds[deal]

    def _playout(
        self, pictures: Pictures, player: int, first: Action, seed: int
    ) -> tuple[float, int]:
        """Make ``first`` in a pictured copy, play on as the Easy player would to the start of
        ``player``'s next turn (or a later one: :data:`HORIZON`), and score the position for
        ``player``; with the moves it cost (the deal counts as one: a copy costs about what a
        decision does)."""
        world = pictures.deal(seed)
        excluded = self._reading.excluded()
        if excluded is not None:
            opponent = 1 - player
            places = pictures.places[opponent]
            keep_out_of_hand(world, opponent, places, excluded, random.Random(seed))
        world.apply(first, player)
        current = world.state.current
        turns = 0  # turns of the player started since
        moves = 2
        while moves < MAX_PLAYOUT_MOVES and not world.over:
            if world.state.current != current:
                current = world.state.current
                turns += current == player
            if (
                turns >= HORIZON
                and world.decider == player
                and not isinstance(world.pending, Choice)
            ):
                break
            mover = world.decider
            assert mover is not None
            world.apply(self._base.choose(world, mover), mover)
            moves += 1
        return score(world, player), moves


def _same_as(game: Game, action: Action) -> tuple[object, ...]:
    """What an action does, with a card named by what it is rather than its handle: two
    copies of a card in the hand played the same way are the same decision."""
    values = []
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        is_card = field.name == "card" and value is not None
        values.append(game.state.cards[value].id if is_card else value)
    return (type(action), *values)
