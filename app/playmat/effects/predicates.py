"""Conditions on an effect ("if heads", "if you do") and filters on cards ("Basic Pokémon")."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.cards.model import Card, EnergyType
from playmat.effects.base import Condition, Estimate
from playmat.rules.energy import basic_energy_type, energy_units
from playmat.rules.scripting import BoardFacts, EffectContext

# -- conditions ------------------------------------------------------------------------------


class Heads(Condition):
    def prefix(self) -> str:
        return "If heads, "

    def holds(self, ctx: EffectContext) -> bool:
        return bool(ctx.flips) and ctx.flips[-1]

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 0.5 if so_far.coins else 0.0


class Tails(Condition):
    def prefix(self) -> str:
        return "If tails, "

    def holds(self, ctx: EffectContext) -> bool:
        return bool(ctx.flips) and not ctx.flips[-1]

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 0.5 if so_far.coins else 0.0


class YouDid(Condition):
    """EN II-E-19 "Do X. If you do, do Y": Y only when X was done."""

    def prefix(self) -> str:
        return "If you do, "

    def holds(self, ctx: EffectContext) -> bool:
        return ctx.did

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        return 1.0


@dataclass(frozen=True)
class DefenderIsType(Condition):
    energy: EnergyType

    def prefix(self) -> str:
        return f"If your opponent's Active Pokémon is a {self.energy.value} Pokémon, "

    def holds(self, ctx: EffectContext) -> bool:
        defender = ctx.defender
        return defender is not None and self.energy in ctx.game.state.top_card(defender).types

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(defender is not None and self.energy in defender.types)


@dataclass(frozen=True)
class DefenderResists(Condition):
    energy: EnergyType

    def prefix(self) -> str:
        return f"If your opponent's Active Pokémon has {self.energy.value} Resistance, "

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


class DefenderIsEvolution(Condition):
    def prefix(self) -> str:
        return "If your opponent's Active Pokémon is an Evolution Pokémon, "

    def holds(self, ctx: EffectContext) -> bool:
        defender = ctx.defender
        return defender is not None and not ctx.game.state.top_card(defender).is_basic_pokemon

    def chance(self, facts: BoardFacts, so_far: Estimate) -> float:
        defender = facts.defender()
        return float(defender is not None and not defender.is_basic_pokemon)


@dataclass(frozen=True)
class SelfHasEnergy(Condition):
    energy: EnergyType

    def prefix(self) -> str:
        return f"If this Pokémon has any {self.energy.value} Energy attached, "

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
    """Which cards an effect may pick; ``noun`` names one of them in a sentence."""

    noun: str = "card"

    def matches(self, card: Card) -> bool:
        raise NotImplementedError

    def plural(self) -> str:
        return self.noun + "s" if not self.noun.endswith("Pokémon") else self.noun


class AnyCard(CardFilter):
    noun = "card"

    def matches(self, card: Card) -> bool:
        return True


class BasicPokemon(CardFilter):
    noun = "Basic Pokémon"

    def matches(self, card: Card) -> bool:
        return card.is_basic_pokemon


class EvolutionPokemon(CardFilter):
    noun = "Evolution Pokémon"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and not card.is_basic_pokemon


class AnyPokemon(CardFilter):
    noun = "Pokémon"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon


@dataclass(frozen=True)
class PokemonOfType(CardFilter):
    energy: EnergyType

    @property
    def noun(self) -> str:  # type: ignore[override]
        return f"{self.energy.value} Pokémon"

    def matches(self, card: Card) -> bool:
        return card.is_pokemon and self.energy in card.types


class BasicEnergy(CardFilter):
    noun = "basic Energy card"

    def matches(self, card: Card) -> bool:
        return card.is_basic_energy


@dataclass(frozen=True)
class EnergyCardOfType(CardFilter):
    """A basic Energy card of one type ("a Grass Energy card")."""

    energy: EnergyType

    @property
    def noun(self) -> str:  # type: ignore[override]
        return f"{self.energy.value} Energy card"

    def matches(self, card: Card) -> bool:
        return basic_energy_type(card) is self.energy


class ItemCard(CardFilter):
    noun = "Item card"

    def matches(self, card: Card) -> bool:
        return card.is_trainer and "Item" in card.subtypes


def article(noun: str) -> str:
    return "an" if noun[0].lower() in "aeiou" else "a"
