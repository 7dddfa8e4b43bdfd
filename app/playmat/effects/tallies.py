"""What "for each ..." counts on the board (EN II-B-01..B-03): heads, Energy, damage counters,
Prize cards, Pokémon, cards in a zone; and the damage an attack does for each of them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations

from playmat.cards.model import Card, EnergyType
from playmat.effects.base import ALWAYS, Condition, Estimate, Part, Stage
from playmat.effects.board import count_energy, opponents_active, require_positive
from playmat.effects.predicates import CardFilter
from playmat.i18n.message import Message, msg
from playmat.rules.energy import basic_energy_type, pays
from playmat.rules.scripting import BoardFacts, EffectContext, Flow
from playmat.rules.state import GameState, InPlay

# -- counting on the board (B-01..B-03) -------------------------------------------------------


class Tally(StrEnum):
    """What "for each ..." counts. Energy is counted in units (R-6: an Energy providing 2
    counts 2), or in cards when the text names cards; Pokémon by their top card."""

    HEADS = "heads"
    TAILS = "tails"
    ENERGY_ON_SELF = "energy_on_self"
    ENERGY_ON_DEFENDER = "energy_on_defender"
    ENERGY_ON_BOTH_ACTIVE = "energy_on_both_active"
    ENERGY_ON_YOUR_POKEMON = "energy_on_your_pokemon"
    ENERGY_ON_OPPONENTS_POKEMON = "energy_on_opponents_pokemon"
    COUNTERS_ON_SELF = "counters_on_self"
    COUNTERS_ON_DEFENDER = "counters_on_defender"
    COUNTERS_ON_OPPONENTS_POKEMON = "counters_on_opponents_pokemon"
    COUNTERS_ON_YOUR_BENCHED = "counters_on_your_benched"
    #: D-17: Prize cards taken.
    PRIZES_OPPONENT_TOOK = "prizes_opponent_took"
    PRIZES_YOU_TOOK = "prizes_you_took"
    YOUR_BENCHED = "your_benched"
    OPPONENTS_BENCHED = "opponents_benched"
    ALL_BENCHED = "all_benched"
    YOUR_POKEMON = "your_pokemon"
    OPPONENTS_POKEMON = "opponents_pokemon"
    #: Every Pokémon in play, both players'.
    ALL_POKEMON = "all_pokemon"
    #: The player's Pokémon in play that have any damage counters on them.
    YOUR_DAMAGED_POKEMON = "your_damaged_pokemon"
    #: D-17: the player's Prize cards left.
    YOUR_PRIZES_LEFT = "your_prizes_left"
    #: The different types of the player's Benched Pokémon (D-07: a Pokémon of 2 types
    #: counts both).
    TYPES_ON_YOUR_BENCH = "types_on_your_bench"
    #: The different types of basic Energy cards attached to this Pokémon, to all of the
    #: player's Pokémon, to the opponent's Active Pokémon, in the player's discard pile.
    BASIC_TYPES_ON_SELF = "basic_types_on_self"
    BASIC_TYPES_ON_YOUR_POKEMON = "basic_types_on_your_pokemon"
    BASIC_TYPES_ON_DEFENDER = "basic_types_on_defender"
    BASIC_TYPES_IN_DISCARD = "basic_types_in_discard"
    TOOLS_ON_YOUR_POKEMON = "tools_on_your_pokemon"
    YOUR_DISCARD = "your_discard"
    OPPONENTS_DISCARD = "opponents_discard"
    YOUR_HAND = "your_hand"
    OPPONENTS_HAND = "opponents_hand"
    CONDITIONS_ON_DEFENDER = "conditions_on_defender"
    #: D-10: the Colorless symbols of the Defending Pokémon's Retreat Cost (as effects
    #: change it).
    DEFENDER_RETREAT_COST = "defender_retreat_cost"
    #: The cards the text's previous step discarded ("for each card you discarded in this
    #: way", D-02): that step counts them.
    COUNTED = "counted"
    #: Energy attached to this Pokémon beyond the attack's cost ("extra Water Energy (in
    #: addition to this attack's cost)", "Water Energy ... not used to pay for this attack's
    #: Energy cost"): the most that is left once the cost is paid (R-6).
    SPARE_ENERGY = "spare_energy"


_ENERGY_TALLIES = {
    Tally.SPARE_ENERGY,
    Tally.ENERGY_ON_SELF,
    Tally.ENERGY_ON_DEFENDER,
    Tally.ENERGY_ON_BOTH_ACTIVE,
    Tally.ENERGY_ON_YOUR_POKEMON,
    Tally.ENERGY_ON_OPPONENTS_POKEMON,
}

_ZONE_TALLIES = {
    Tally.YOUR_DISCARD,
    Tally.OPPONENTS_DISCARD,
    Tally.YOUR_HAND,
    Tally.OPPONENTS_HAND,
}


@dataclass(frozen=True)
class Count:
    """A count on the board: what is counted, and which of them (an Energy type for Energy; a
    card filter for Energy cards, Pokémon or cards in a zone)."""

    tally: Tally
    energy: EnergyType | None = None
    cards: CardFilter | None = None

    def describe(self) -> Message:
        return msg(f"tally.{self.tally.value}", **self._args())

    def _args(self) -> dict[str, Message]:
        if self.tally in _ENERGY_TALLIES:
            if self.cards is not None:
                return {"what": self.cards.noun(1)}
            if self.energy is not None:
                return {"what": msg("tally.energy_of_type", type=self.energy.term)}
            return {"what": msg("tally.energy")}
        if self.cards is not None:
            return {"what": self.cards.noun(1)}
        if self.tally in _ZONE_TALLIES or self.tally is Tally.COUNTED:
            return {"what": msg("noun.card", count=1)}
        return {"what": msg("tally.pokemon")}

    def count(self, ctx: EffectContext) -> int:
        game, state = ctx.game, ctx.game.state
        mine, theirs = state.players[ctx.player], state.players[ctx.opponent]
        defender = opponents_active(ctx)
        tally = self.tally
        if tally is Tally.HEADS:
            return ctx.heads
        if tally is Tally.TAILS:
            return len(ctx.flips) - ctx.heads
        if tally is Tally.SPARE_ENERGY:
            return self._spare(ctx)
        if tally in _ENERGY_TALLIES:
            return sum(self._energy(state, p) for p in self._energy_holders(ctx))
        if tally is Tally.COUNTERS_ON_SELF:
            return _counters(ctx.pokemon)
        if tally is Tally.COUNTERS_ON_DEFENDER:
            return _counters(defender)
        if tally is Tally.COUNTERS_ON_OPPONENTS_POKEMON:
            return sum(_counters(p) for p in theirs.in_play())
        if tally is Tally.COUNTERS_ON_YOUR_BENCHED:
            return sum(_counters(p) for p in self._pokemon(state, mine.bench))
        if tally is Tally.PRIZES_OPPONENT_TOOK:
            return max(0, game.rules.prize_cards - len(theirs.prizes))
        if tally is Tally.PRIZES_YOU_TOOK:
            return max(0, game.rules.prize_cards - len(mine.prizes))
        if tally is Tally.YOUR_BENCHED:
            return len(self._pokemon(state, mine.bench))
        if tally is Tally.OPPONENTS_BENCHED:
            return len(self._pokemon(state, theirs.bench))
        if tally is Tally.ALL_BENCHED:
            return len(self._pokemon(state, [*mine.bench, *theirs.bench]))
        if tally is Tally.YOUR_POKEMON:
            return len(self._pokemon(state, mine.in_play()))
        if tally is Tally.OPPONENTS_POKEMON:
            return len(self._pokemon(state, theirs.in_play()))
        if tally is Tally.ALL_POKEMON:
            return len(self._pokemon(state, [*mine.in_play(), *theirs.in_play()]))
        if tally is Tally.YOUR_DAMAGED_POKEMON:
            return sum(1 for p in self._pokemon(state, mine.in_play()) if p.damage > 0)
        if tally is Tally.YOUR_PRIZES_LEFT:
            return len(mine.prizes)
        if tally is Tally.TYPES_ON_YOUR_BENCH:
            return len({t for p in mine.bench for t in state.top_card(p).types})
        if tally in _BASIC_TYPES:
            return _basic_types(state, self._basic_type_cards(ctx))
        if tally is Tally.TOOLS_ON_YOUR_POKEMON:
            return sum(len(p.tools) for p in mine.in_play())
        if tally in (Tally.YOUR_DISCARD, Tally.YOUR_HAND):
            zone = mine.discard if tally is Tally.YOUR_DISCARD else mine.hand
            return self._cards(state, zone)
        if tally in (Tally.OPPONENTS_DISCARD, Tally.OPPONENTS_HAND):
            zone = theirs.discard if tally is Tally.OPPONENTS_DISCARD else theirs.hand
            return self._cards(state, zone)
        if tally is Tally.CONDITIONS_ON_DEFENDER:
            return len(defender.conditions) if defender else 0
        if tally is Tally.COUNTED:
            return ctx.counted
        return game.retreat_cost(defender) if defender else 0

    def _spare(self, ctx: EffectContext) -> int:
        """The most units of the counted Energy on this Pokémon that its attack's cost leaves
        unused (R-6): the cost is paid with the other units where it can be."""
        pokemon, attack = ctx.pokemon, ctx.attack
        if pokemon is None or attack is None:
            return 0
        state = ctx.game.state
        units = [
            (state.card(uid), unit)
            for uid, provided in ctx.game.energy_provided(pokemon).items()
            for unit in provided
        ]
        counted = [
            index
            for index, (card, unit) in enumerate(units)
            if (self.cards is None or self.cards.matches(card))
            and (self.energy is None or self.energy in unit)
        ]
        for spare in range(len(counted), 0, -1):
            for left_out in combinations(counted, spare):
                rest = [unit for index, (_, unit) in enumerate(units) if index not in left_out]
                if pays(attack.cost, rest):
                    return spare
        return 0

    def _basic_type_cards(self, ctx: EffectContext) -> list[int]:
        """The cards whose basic Energy types a ``BASIC_TYPES_*`` tally counts."""
        state = ctx.game.state
        mine = state.players[ctx.player]
        if self.tally is Tally.BASIC_TYPES_IN_DISCARD:
            return list(mine.discard)
        holders: list[InPlay | None] = {
            Tally.BASIC_TYPES_ON_SELF: [ctx.pokemon],
            Tally.BASIC_TYPES_ON_DEFENDER: [opponents_active(ctx)],
        }.get(self.tally, list(mine.in_play()))
        return [uid for p in holders if p is not None for uid in p.energy]

    def _energy_holders(self, ctx: EffectContext) -> list[InPlay]:
        state = ctx.game.state
        mine, theirs = state.players[ctx.player], state.players[ctx.opponent]
        holders: list[InPlay | None]
        if self.tally is Tally.ENERGY_ON_SELF:
            holders = [ctx.pokemon]
        elif self.tally is Tally.ENERGY_ON_DEFENDER:
            holders = [opponents_active(ctx)]
        elif self.tally is Tally.ENERGY_ON_BOTH_ACTIVE:
            holders = [mine.active, theirs.active]
        elif self.tally is Tally.ENERGY_ON_YOUR_POKEMON:
            holders = list(mine.in_play())
        else:
            holders = list(theirs.in_play())
        return [p for p in holders if p is not None]

    def _energy(self, state: GameState, pokemon: InPlay) -> int:
        return self._energy_of([state.card(uid) for uid in pokemon.energy])

    def _energy_of(self, cards: Sequence[Card]) -> int:
        if self.cards is not None:
            return sum(1 for card in cards if self.cards.matches(card))
        return count_energy(cards, self.energy)

    def _pokemon(self, state: GameState, pokemon: Sequence[InPlay]) -> list[InPlay]:
        if self.cards is None:
            return list(pokemon)
        cards = self.cards
        return [p for p in pokemon if cards.matches(state.top_card(p))]

    def _cards(self, state: GameState, zone: Sequence[int]) -> int:
        if self.cards is None:
            return len(zone)
        cards = self.cards
        return sum(1 for uid in zone if cards.matches(state.card(uid)))

    def estimate(self, facts: BoardFacts, so_far: Estimate) -> float | None:
        """The count as the computer player's facts show it; ``None`` when they don't."""
        tally = self.tally
        if tally in (Tally.HEADS, Tally.TAILS):
            return so_far.coins / 2
        if tally is Tally.ENERGY_ON_SELF:
            return self._energy_of(facts.attached())
        if tally is Tally.ENERGY_ON_DEFENDER and self.cards is None and self.energy is None:
            return facts.defender_energy()
        if tally is Tally.YOUR_BENCHED and self.cards is None:
            return len(facts.benched_names())
        if tally is Tally.YOUR_HAND:
            return self._hand(facts)
        if tally is Tally.DEFENDER_RETREAT_COST:
            defender = facts.defender()
            return len(defender.retreat_cost) if defender else 0
        if tally is Tally.COUNTED:
            return so_far.counted
        return None

    def _hand(self, facts: BoardFacts) -> int:
        cards = self.cards
        return sum(1 for card in facts.hand() if cards is None or cards.matches(card))


_BASIC_TYPES = {
    Tally.BASIC_TYPES_ON_SELF,
    Tally.BASIC_TYPES_ON_YOUR_POKEMON,
    Tally.BASIC_TYPES_ON_DEFENDER,
    Tally.BASIC_TYPES_IN_DISCARD,
}


def _basic_types(state: GameState, uids: Sequence[int]) -> int:
    """The different types of the basic Energy cards among ``uids``."""
    return len({t for uid in uids if (t := basic_energy_type(state.card(uid))) is not None})


def _counters(pokemon: InPlay | None) -> int:
    return pokemon.damage // 10 if pokemon is not None else 0


# -- damage for each --------------------------------------------------------------------------


class DamageMode(StrEnum):
    """How a count changes the damage: ``times`` sets it (B-02), ``more`` adds (B-01), ``less``
    takes away (B-03)."""

    TIMES = "times"
    MORE = "more"
    LESS = "less"


@dataclass(frozen=True)
class DamageFor(Part):
    """EN II-B-01..B-03: "this attack does N (more / less) damage for each ..." counted on the
    board when the attack's damage is settled."""

    per: int
    tally: Tally
    mode: DamageMode = DamageMode.MORE
    energy: EnergyType | None = None
    cards: CardFilter | None = None
    #: "You can't add more than N damage in this way": the most it adds (0: no limit).
    cap: int = 0
    #: "If heads, this attack does N damage times ...": only when the condition holds.
    when: Condition = ALWAYS
    stage: Stage = Stage.BEFORE_DAMAGE

    def __post_init__(self) -> None:
        require_positive(per=self.per)
        if self.cap and (self.cap < 0 or self.mode is not DamageMode.MORE):
            raise ValueError("only damage added for each may have a limit")

    @property
    def counted(self) -> Count:
        return Count(self.tally, self.energy, self.cards)

    def describe(self) -> Message:
        text = msg(
            "text.damage_for_each",
            amount=self.per,
            mode=self.mode.value,
            what=self.counted.describe(),
        )
        if self.cap:
            text = msg("text.damage_capped", damage=text, cap=self.cap)
        return self.when.sentence(text)

    def estimate(self, damage: float, facts: BoardFacts, so_far: Estimate) -> float:
        number = self.counted.estimate(facts, so_far)
        if number is None:
            # Not in the facts: the printed damage as it stands (× one, or nothing added).
            return damage
        chance = self.when.chance(facts, so_far)
        return damage + (self._apply(damage, number) - damage) * chance

    def _apply(self, damage: float, number: float) -> float:
        if self.mode is DamageMode.TIMES:
            return self.per * number
        if self.mode is DamageMode.MORE:
            added = self.per * number
            return damage + (min(added, self.cap) if self.cap else added)
        return damage - self.per * number

    def run(self, ctx: EffectContext) -> Flow:
        if ctx.base_damage is not None and self.when.holds(ctx):
            ctx.base_damage = int(self._apply(ctx.base_damage, self.counted.count(ctx)))
        return
        yield
