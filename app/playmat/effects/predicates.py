"""Conditions on an effect ("if heads", "if you do") and filters on cards ("Basic Pokémon")."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card, EnergyType
from playmat.effects.base import Condition, Estimate
from playmat.i18n.message import Message, Term, msg
from playmat.rules.energy import basic_energy_type, energy_units
from playmat.rules.scripting import BoardFacts, EffectContext

# -- conditions ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Heads(Condition):
    def sentence(self, then: Message) -> Message:
        return msg("condition.heads", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return bool(ctx.flips) and ctx.flips[-1]

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 0.5 if so_far.coins else 0.0


@dataclass(frozen=True)
class Tails(Condition):
    def sentence(self, then: Message) -> Message:
        return msg("condition.tails", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return bool(ctx.flips) and not ctx.flips[-1]

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 0.5 if so_far.coins else 0.0


@dataclass(frozen=True)
class YouDid(Condition):
    """EN II-E-19 "Do X. If you do, do Y": Y only when X was done."""

    def sentence(self, then: Message) -> Message:
        return msg("condition.you_did", then=then)

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.did

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 1.0


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
        return any(
            self.energy in unit for uid in pokemon.energy for unit in energy_units(state.card(uid))
        )

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return float(
            any(self.energy in unit for card in facts.attached() for unit in energy_units(card))
        )


# -- card filters ----------------------------------------------------------------------------


class CardFilter:
    """Which cards an effect may pick. ``key`` names them in the catalogue: ``noun.<key>`` with
    a count ("basic Energy cards"), ``one.<key>`` for one of them ("a basic Energy card")."""

    key: str = "card"

    def matches(self, card: Card) -> bool:
        raise NotImplementedError

    def noun(self, count: int) -> Message:
        return msg(f"noun.{self.key}", count=count, **self._args())

    def one(self) -> Message:
        return msg(f"one.{self.key}", **self._args())

    def _args(self) -> dict[str, Term]:
        return {}


@dataclass(frozen=True)
class AnyCard(CardFilter):
    key = "card"

    def matches(self, card: Card) -> bool:
        return True


@dataclass(frozen=True)
class BasicPokemon(CardFilter):
    key = "basic_pokemon"

    def matches(self, card: Card) -> bool:
        return card.is_basic_pokemon


@dataclass(frozen=True)
class EvolutionPokemon(CardFilter):
    key = "evolution_pokemon"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and not card.is_basic_pokemon


@dataclass(frozen=True)
class AnyPokemon(CardFilter):
    key = "pokemon"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon


@dataclass(frozen=True)
class PokemonOfType(CardFilter):
    energy: EnergyType
    key = "pokemon_of_type"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and self.energy in card.types

    def _args(self) -> dict[str, Term]:
        return {"type": self.energy.term}


@dataclass(frozen=True)
class BasicEnergy(CardFilter):
    key = "basic_energy"

    def matches(self, card: Card) -> bool:
        return card.is_basic_energy


@dataclass(frozen=True)
class EnergyCardOfType(CardFilter):
    """A basic Energy card of one type ("a Grass Energy card")."""

    energy: EnergyType
    key = "energy_of_type"

    def matches(self, card: Card) -> bool:
        return basic_energy_type(card) is self.energy

    def _args(self) -> dict[str, Term]:
        return {"type": self.energy.term}


@dataclass(frozen=True)
class ItemCard(CardFilter):
    key = "item"

    def matches(self, card: Card) -> bool:
        return card.is_trainer and "Item" in card.subtypes
