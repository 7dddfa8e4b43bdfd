"""Conditions on the players' cards: how many cards or Pokémon they have ("if your opponent has
3 or fewer cards in their hand"), their Pokémon and Energy in play, a Stadium in play, what
the player did this turn."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from playmat.cards.model import EnergyType
from playmat.effects.base import Condition, Estimate
from playmat.effects.board import count_energy, require_positive
from playmat.effects.predicates.cards import CardFilter
from playmat.effects.predicates.outcomes import UNKNOWN
from playmat.i18n.message import Message, msg
from playmat.rules.scripting import BoardFacts, EffectContext


class Counted(StrEnum):
    """What a count condition counts."""

    #: Cards in the opponent's hand.
    OPPONENTS_HAND = "opponents_hand"
    #: The player's own Benched Pokémon, the opponent's.
    YOUR_BENCH = "your_bench"
    OPPONENTS_BENCH = "opponents_bench"
    #: Prize cards left.
    YOUR_PRIZES = "your_prizes"
    OPPONENTS_PRIZES = "opponents_prizes"
    #: Cards in the player's own deck.
    YOUR_DECK = "your_deck"


class Compare(StrEnum):
    AT_MOST = "at_most"
    AT_LEAST = "at_least"
    EXACTLY = "exactly"

    def holds(self, value: int, limit: int) -> bool:
        if self is Compare.AT_MOST:
            return value <= limit
        if self is Compare.AT_LEAST:
            return value >= limit
        return value == limit


@dataclass(frozen=True)
class CountIs(Condition):
    """ "If your opponent has N or fewer cards in their hand", "If you have N or fewer Benched
    Pokémon", "If you have exactly N Prize cards remaining" ..."""

    counted: Counted
    compare: Compare
    limit: int

    def __post_init__(self) -> None:
        if self.limit < 0:
            raise ValueError(f"a count can't be below 0: {self.limit}")

    def sentence(self, then: Message) -> Message:
        count = msg("tally.compare", compare=self.compare.value, limit=self.limit)
        # "exactly 1 Prize card", but "1 or fewer cards".
        single = self.compare is Compare.EXACTLY and self.limit == 1
        return msg(f"condition.count_{self.counted.value}", count=count, single=single, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        players = ctx.game.state.players
        mine, theirs = players[ctx.player], players[ctx.opponent]
        value = {
            Counted.OPPONENTS_HAND: len(theirs.hand),
            Counted.YOUR_BENCH: len(mine.bench),
            Counted.OPPONENTS_BENCH: len(theirs.bench),
            Counted.YOUR_PRIZES: len(mine.prizes),
            Counted.OPPONENTS_PRIZES: len(theirs.prizes),
            Counted.YOUR_DECK: len(mine.deck),
        }[self.counted]
        return self.compare.holds(value, self.limit)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        if self.counted is Counted.YOUR_BENCH:
            return float(self.compare.holds(len(facts.benched_names()), self.limit))
        return UNKNOWN


@dataclass(frozen=True)
class HasPokemon(Condition):
    """ "If you have any <type> Pokémon on your Bench", "If your opponent has any Future
    Pokémon in play": a Pokémon of that kind among those of one player (top cards).
    ``at_least``: "if you have 2 or more Team Rocket's Pokémon in play"; ``negated``: "if your
    opponent has no Pokémon ex in play" (fewer than ``at_least``)."""

    cards: CardFilter
    opponents: bool = False
    bench_only: bool = True
    #: "If your Benched Pokémon have any damage counters on them": only damaged ones count.
    damaged: bool = False
    at_least: int = 1
    negated: bool = False

    def __post_init__(self) -> None:
        require_positive(at_least=self.at_least)

    def sentence(self, then: Message) -> Message:
        if self.at_least > 1 or self.negated:
            return msg(
                "condition.pokemon_count",
                cards=self.cards.noun(self.at_least),
                opponents=self.opponents,
                bench_only=self.bench_only,
                at_least=self.at_least,
                negated=self.negated,
                then=then,
            )
        return msg(
            "condition.has_pokemon",
            cards=self.cards.noun(2),
            opponents=self.opponents,
            bench_only=self.bench_only,
            damaged=self.damaged,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        player = state.players[ctx.opponent if self.opponents else ctx.player]
        pokemon = player.bench if self.bench_only else player.in_play()
        found = sum(
            1
            for p in pokemon
            if self.cards.matches(state.top_card(p)) and (p.damage > 0 or not self.damaged)
        )
        return (found >= self.at_least) != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        if not self.opponents and self.bench_only and not facts.benched_names():
            return float(self.negated)
        return UNKNOWN


@dataclass(frozen=True)
class AllYourPokemon(Condition):
    """ "If all of your Pokémon in play are Team Rocket's Pokémon": every one of them (the
    Active and the Benched) is a card of the filter."""

    filter: CardFilter

    def sentence(self, then: Message) -> Message:
        return msg("condition.all_your_pokemon", pokemon=self.filter.noun(2), then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        in_play = state.players[ctx.player].in_play()
        return bool(in_play) and all(self.filter.matches(state.top_card(p)) for p in in_play)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        # An attack's estimate sees the names on the Bench, not the attacking Pokémon's card.
        return 0.5


@dataclass(frozen=True)
class EnergyInPlayAtLeast(Condition):
    """ "If you have at least N <type> Energy in play": on all of your Pokémon (R-6 units;
    any type when none is named)."""

    count: int
    energy: EnergyType | None = None

    def __post_init__(self) -> None:
        require_positive(count=self.count)

    def sentence(self, then: Message) -> Message:
        kind = (
            msg("tally.energy_of_type", type=self.energy.term)
            if self.energy
            else msg("tally.energy")
        )
        return msg("condition.energy_in_play_at_least", count=self.count, energy=kind, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        cards = [state.card(uid) for p in state.players[ctx.player].in_play() for uid in p.energy]
        return count_energy(cards, self.energy) >= self.count

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        if count_energy(facts.attached(), self.energy) >= self.count:
            return 1.0
        return UNKNOWN


@dataclass(frozen=True)
class StadiumInPlay(Condition):
    """ "If a Stadium is in play" / "If there is no Stadium in play"; ``yours``: "If you have a
    Stadium in play" (one the player put into play)."""

    negated: bool = False
    yours: bool = False

    def sentence(self, then: Message) -> Message:
        return msg("condition.stadium_in_play", negated=self.negated, yours=self.yours, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        found = [u for u in state.stadium if not self.yours or state.owner(u) == ctx.player]
        return bool(found) != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class SameHandSize(Condition):
    """ "If you (don't) have the same number of cards in your hand as your opponent"."""

    negated: bool = False

    def sentence(self, then: Message) -> Message:
        return msg("condition.same_hand_size", negated=self.negated, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        players = ctx.game.state.players
        same = len(players[ctx.player].hand) == len(players[ctx.opponent].hand)
        return same != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class SupporterPlayed(Condition):
    """ "If you played a Supporter card from your hand during this turn" (R-5's flag)."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.supporter_played", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        state = ctx.game.state
        return state.current == ctx.player and state.flags.supporter_played

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class MorePrizes(Condition):
    """ "If you have more Prize cards remaining than your opponent" (``fewer``: fewer)."""

    fewer: bool = False

    def sentence(self, then: Message) -> Message:
        return msg("condition.more_prizes", fewer=self.fewer, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        players = ctx.game.state.players
        mine, theirs = len(players[ctx.player].prizes), len(players[ctx.opponent].prizes)
        return mine < theirs if self.fewer else mine > theirs

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN
