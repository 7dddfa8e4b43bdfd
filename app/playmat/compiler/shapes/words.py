"""Pieces of sentences many shapes share: the cards an effect picks ("a Basic Pokémon", "up to 2
basic Energy cards"), Special Conditions, and counts written with "up to"."""

from __future__ import annotations

import re

from playmat.compiler.grammar import TYPE, Miss, energy_type
from playmat.effects.predicates import (
    AnyCard,
    AnyPokemon,
    BasicEnergy,
    BasicPokemon,
    CardFilter,
    EnergyCardOfType,
    EvolutionPokemon,
    ItemCard,
    PokemonOfType,
)
from playmat.rules.state import Condition

CONDITION = r"(?P<condition>Asleep|Burned|Confused|Paralyzed|Poisoned)"
SECOND_CONDITION = r"(?: and (?P<also>Asleep|Burned|Confused|Paralyzed|Poisoned))?"

#: The cards an effect picks, as printed ("Basic Pokémon", "Grass Energy cards").
CARDS = (
    r"(?P<cards>cards?|Basic Pokémon|Evolution Pokémon|Pokémon|"
    rf"{TYPE.replace('type', 'ptype')} Pokémon|basic Energy cards?|Basic Energy cards?|"
    rf"(?:basic |Basic )?{TYPE.replace('type', 'etype')} Energy cards?|Item cards?)"
)


def card_filter(match: re.Match[str]) -> CardFilter:
    """The filter the ``cards`` group of a match names."""
    words = match["cards"].lower().removesuffix("s")
    if words == "card":
        return AnyCard()
    if words == "basic pokémon":
        return BasicPokemon()
    if words == "evolution pokémon":
        return EvolutionPokemon()
    if words == "pokémon":
        return AnyPokemon()
    if match.groupdict().get("ptype"):
        return PokemonOfType(energy_type(match["ptype"]))
    if match.groupdict().get("etype"):
        return EnergyCardOfType(energy_type(match["etype"]))
    if words == "basic energy card":
        return BasicEnergy()
    if words == "item card":
        return ItemCard()
    raise Miss(f"no filter for {match['cards']!r}")


def condition(name: str) -> Condition:
    return Condition(name.capitalize())
