"""Conditions on the Energy attached to this Pokémon that the predicates don't say: any Energy
or none at all ("if this Pokémon has no Energy attached"), and Energy of a type to spare beyond
the attack's cost ("at least 2 extra Water Energy attached (in addition to this attack's
cost)"). Energy is counted in units (R-6: an Energy that provides 2 counts 2)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import EnergyType
from playmat.effects.base import Condition, Estimate
from playmat.effects.board import count_energy, require_positive
from playmat.effects.predicates.outcomes import UNKNOWN
from playmat.i18n.message import Message, msg
from playmat.rules.energy import pays
from playmat.rules.scripting import BoardFacts, EffectContext


def energy_word(energy: EnergyType | None) -> Message:
    """ "Energy", or "<type> Energy", as a text counts it."""
    if energy is None:
        return msg("tally.energy")
    return msg("tally.energy_of_type", type=energy.term)


@dataclass(frozen=True)
class EnergyAttached(Condition):
    """ "If (as long as) this Pokémon has any Energy attached" (of a type: ``energy``), or with
    ``negated`` "has no Energy attached"."""

    energy: EnergyType | None = None
    negated: bool = False

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.energy_attached",
            energy=energy_word(self.energy),
            negated=self.negated,
            then=then,
        )

    def holds(self, ctx: EffectContext) -> bool:
        pokemon = ctx.pokemon
        if pokemon is None:
            return False
        state = ctx.game.state
        found = count_energy([state.card(uid) for uid in pokemon.energy], self.energy) > 0
        return found != self.negated

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return float((count_energy(facts.attached(), self.energy) > 0) != self.negated)


@dataclass(frozen=True)
class ExtraEnergyOfType(Condition):
    """ "If this Pokémon has at least N extra <type> Energy attached (in addition to this
    attack's cost)": the attached Energy pays the cost and N more units of that type (R-6),
    all at once."""

    count: int
    energy: EnergyType

    def __post_init__(self) -> None:
        require_positive(count=self.count)
        if self.energy is EnergyType.COLORLESS:
            raise ValueError("extra Colorless Energy is any extra Energy")

    def sentence(self, then: Message) -> Message:
        return msg(
            "condition.extra_energy_of_type", count=self.count, type=self.energy.term, then=then
        )

    def holds(self, ctx: EffectContext) -> bool:
        pokemon, attack = ctx.pokemon, ctx.attack
        if pokemon is None or attack is None:
            return False
        return pays((*attack.cost, *(self.energy,) * self.count), ctx.game.energy_units(pokemon))

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        # The facts don't say which attack: with more of that type than the extra, maybe.
        typed = count_energy(facts.attached(), self.energy)
        return UNKNOWN if typed >= self.count else 0.0
