"""Conditions on the Defending Pokémon ("if your opponent's Active Pokémon is a Pokémon ex")
and on this Pokémon ("if this Pokémon has any damage counters on it"): printed facts of
their cards (D-07), Special Conditions, damage counters, attached cards."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from playmat.cards.model import Card, EnergyType
from playmat.effects.base import Condition, Estimate
from playmat.effects.board import count_energy, opponents_active, require_positive
from playmat.effects.predicates.cards import V_SUBTYPES, CardFilter, PokemonCard
from playmat.effects.predicates.outcomes import UNKNOWN
from playmat.effects.predicates.players import Compare
from playmat.i18n.message import Message, Term, msg
from playmat.rules.energy import count_units, energy_units, pays
from playmat.rules.scripting import BoardFacts, EffectContext
from playmat.rules.state import Condition as SpecialCondition
from playmat.rules.state import InPlay

# -- the Defending Pokémon --------------------------------------------------------------------


@dataclass(frozen=True)
class DefenderIsType(Condition):
    energy: EnergyType

    def sentence(self, then: Message) -> Message:
        return msg("condition.defender_is_type", type=self.energy.term, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = ctx.defender
        return defender is not None and self.energy in ctx.game.state.top_card(defender).types

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(defender is not None and self.energy in defender.types)


@dataclass(frozen=True)
class DefenderResists(Condition):
    energy: EnergyType

    def sentence(self, then: Message) -> Message:
        return msg("condition.defender_resists", type=self.energy.term, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = ctx.defender
        if defender is None:
            return False
        resistances = ctx.game.state.top_card(defender).resistances
        return any(r.type is self.energy for r in resistances)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(
            defender is not None and any(r.type is self.energy for r in defender.resistances)
        )


@dataclass(frozen=True)
class DefenderIsEvolution(Condition):
    def sentence(self, then: Message) -> Message:
        return msg("condition.defender_is_evolution", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = ctx.defender
        return defender is not None and not ctx.game.state.top_card(defender).is_basic_pokemon

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(defender is not None and not defender.is_basic_pokemon)


class PokemonKind(StrEnum):
    """What kind of Pokémon the Defending Pokémon is (D-07: printed facts of its card)."""

    EX = "ex"
    EX_OR_V = "ex_or_v"
    #: Pokémon V (VSTAR, VMAX and V-UNION are Pokémon V too).
    V = "v"
    #: The Pokémon-EX and Pokémon-GX of earlier series.
    OLD_EX = "old_ex"
    GX = "gx"
    BASIC = "basic"
    STAGE_1 = "stage_1"
    STAGE_2 = "stage_2"
    EVOLUTION = "evolution"
    TERA = "tera"

    def matches(self, card: Card) -> bool:
        if self is PokemonKind.V:
            return bool(V_SUBTYPES & set(card.subtypes))
        if self is PokemonKind.OLD_EX:
            return "EX" in card.subtypes
        if self is PokemonKind.GX:
            return "GX" in card.subtypes
        return _AS_FILTER[self].matches(card)

    @property
    def term(self) -> Term:
        return Term(f"pokemon_kind.{self.value}")


#: The kinds a card filter names as well.
_AS_FILTER = {
    PokemonKind.EX: PokemonCard(kind="ex"),
    PokemonKind.EX_OR_V: PokemonCard(kind="ex_or_v"),
    PokemonKind.BASIC: PokemonCard(stage="basic"),
    PokemonKind.STAGE_1: PokemonCard(stage="stage1"),
    PokemonKind.STAGE_2: PokemonCard(stage="stage2"),
    PokemonKind.EVOLUTION: PokemonCard(stage="evolution"),
    PokemonKind.TERA: PokemonCard(kind="tera"),
}


@dataclass(frozen=True)
class DefenderIsKind(Condition):
    """ "If your opponent's Active Pokémon is (isn't) a Pokémon ex / a Stage 2 Pokémon ..."."""

    kind: PokemonKind
    negated: bool = False

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.defender_is_kind", kind=self.kind.term, negated=self.negated, then=then
        )

    def holds(self, ctx: EffectContext) -> bool:
        defender = opponents_active(ctx)
        if defender is None:
            return False
        return self.kind.matches(ctx.game.state.top_card(defender)) != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(defender is not None and self.kind.matches(defender) != self.negated)


@dataclass(frozen=True)
class DefenderAffected(Condition):
    """ "If your opponent's Active Pokémon is affected by a Special Condition" (any, or the one
    named: "is Poisoned"); ``negated``: "isn't"."""

    condition: SpecialCondition | None = None
    negated: bool = False

    def sentence(self, then: Message) -> Message:
        if self.condition is None:
            return msg("condition.defender_affected", negated=self.negated, then=then)
        return msg(
            "condition.defender_has_condition",
            condition=self.condition.term,
            negated=self.negated,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        defender = opponents_active(ctx)
        if defender is None:
            return False
        if self.condition is None:
            affected = bool(defender.conditions)
        else:
            affected = self.condition in defender.conditions
        return affected != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class EnergyAgainstDefender(Condition):
    """ "If this Pokémon and your opponent's Active Pokémon have the same amount of Energy
    attached" (``more`` False) / "If this Pokémon has more Energy attached than your
    opponent's Active Pokémon" (``more``): Energy in units (R-6)."""

    more: bool = False

    def sentence(self, then: Message) -> Message:
        return msg("condition.energy_against_defender", more=self.more, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = opponents_active(ctx)
        if ctx.pokemon is None or defender is None:
            return False
        mine = len(ctx.game.energy_units(ctx.pokemon))
        theirs = len(ctx.game.energy_units(defender))
        return mine > theirs if self.more else mine == theirs

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        mine = count_units(facts.attached())
        theirs = facts.defender_energy()
        return float(mine > theirs if self.more else mine == theirs)


# -- this Pokémon -----------------------------------------------------------------------------


@dataclass(frozen=True)
class SelfHasEnergy(Condition):
    energy: EnergyType

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_has_energy", type=self.energy.term, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        if pokemon is None:
            return False
        state = ctx.game.state
        return count_energy([state.card(uid) for uid in pokemon.energy], self.energy) > 0

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return float(count_energy(facts.attached(), self.energy) > 0)


@dataclass(frozen=True)
class SelfAffected(Condition):
    """ "If this Pokémon is Poisoned"."""

    condition: SpecialCondition

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_has_condition", condition=self.condition.term, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.pokemon is not None and self.condition in ctx.pokemon.conditions

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class ExtraEnergy(Condition):
    """ "If this Pokémon has at least N extra Energy attached (in addition to this attack's
    cost)": the attached Energy pays the cost with N more units to spare (R-6)."""

    count: int

    def __post_init__(self) -> None:
        require_positive(count=self.count)

    def sentence(self, then: Message) -> Message:
        return msg("condition.extra_energy", count=self.count, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon, attack = ctx.pokemon, ctx.attack
        if pokemon is None or attack is None:
            return False
        units = ctx.game.energy_units(pokemon)
        return pays((*attack.cost, *(EnergyType.COLORLESS,) * self.count), units)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        # The facts don't say which attack: with more units than the extra, maybe.
        units = sum(len(energy_units(card)) for card in facts.attached())
        return UNKNOWN if units > self.count else 0.0


@dataclass(frozen=True)
class SelfEnergyAtLeast(Condition):
    """ "If this Pokémon has N or more <type> Energy attached" (units of that type, R-6)."""

    count: int
    energy: EnergyType

    def __post_init__(self) -> None:
        require_positive(count=self.count)

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.self_energy_at_least", count=self.count, type=self.energy.term, then=then
        )

    def holds(self, ctx: EffectContext) -> bool:
        if ctx.pokemon is None:
            return False
        state = ctx.game.state
        cards = [state.card(uid) for uid in ctx.pokemon.energy]
        return count_energy(cards, self.energy) >= self.count

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return float(count_energy(facts.attached(), self.energy) >= self.count)


@dataclass(frozen=True)
class SelfHasAttached(Condition):
    """ "If this Pokémon has any Special Energy attached" (cards of a kind attached to it)."""

    cards: CardFilter

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_has_attached", cards=self.cards.one(), then=then)

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        if pokemon is None:
            return False
        state = ctx.game.state
        return any(self.cards.matches(state.card(u)) for u in (*pokemon.energy, *pokemon.tools))

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return float(any(self.cards.matches(card) for card in facts.attached()))


@dataclass(frozen=True)
class SelfHasTool(Condition):
    """ "If this Pokémon has a Pokémon Tool attached"."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.self_has_tool", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.pokemon is not None and bool(ctx.pokemon.tools)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


# -- the Defending Pokémon or this Pokémon ----------------------------------------------------


@dataclass(frozen=True)
class HasDamageCounters(Condition):
    """ "If your opponent's Active Pokémon has any damage counters on it" / "If this Pokémon has
    no damage counters on it"; ``before_attack``: "already has", "before this attack does
    damage", counted without the damage this attack did."""

    on_defender: bool
    negated: bool = False
    before_attack: bool = False

    def sentence(self, then: Message) -> Message:
        subject = Term("subject.defender" if self.on_defender else "subject.this_pokemon")
        return msg(
            "condition.has_damage_counters",
            subject=subject,
            negated=self.negated,
            already=self.before_attack,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = opponents_active(ctx) if self.on_defender else ctx.pokemon
        if pokemon is None:
            return False
        if self.before_attack:
            damaged = _counters_before_attack(ctx, pokemon) > 0
        else:
            damaged = pokemon.damage > 0
        return damaged != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


def _counters_before_attack(ctx: EffectContext, pokemon: InPlay) -> int:
    """The damage counters on a Pokémon before this attack did damage to it."""
    return max(0, pokemon.damage - ctx.damage_done.get(pokemon.id, 0)) // 10


@dataclass(frozen=True)
class DefenderCounters(Condition):
    """ "If your opponent's Active Pokémon has exactly 6 damage counters on it" (or "6 or
    more"): the counters on it now, this attack's damage included."""

    compare: Compare
    count: int

    def __post_init__(self) -> None:
        if self.count < 0:
            raise ValueError(f"a count of damage counters can't be below 0: {self.count}")

    def sentence(self, then: Message) -> Message:
        count = msg("tally.compare", compare=self.compare.value, limit=self.count)
        return msg("condition.defender_counters", count=count, then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = opponents_active(ctx)
        return defender is not None and self.compare.holds(defender.damage // 10, self.count)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN


@dataclass(frozen=True)
class DefenderHasAttached(Condition):
    """ "If your opponent's Active Pokémon has any Special Energy attached" (cards of a kind
    attached to it: Energy or Pokémon Tools)."""

    cards: CardFilter

    def sentence(self, then: Message) -> Message:
        return msg("condition.defender_has_attached", cards=self.cards.one(), then=then)

    def holds(self, ctx: EffectContext) -> bool:
        defender = opponents_active(ctx)
        if defender is None:
            return False
        state = ctx.game.state
        attached = (*defender.energy, *defender.tools)
        return any(self.cards.matches(state.card(uid)) for uid in attached)

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return UNKNOWN
