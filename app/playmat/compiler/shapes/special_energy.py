"""Shapes of what a Special Energy provides under a condition (EN I-C, D-08;
:mod:`playmat.effects.energy_provision`): "If this card is attached to a Basic Pokémon, this
card provides every type of Energy but provides only 1 Energy at a time", "If the Pokémon this
card is attached to has any other Special Energy attached, this card provides Colorless Energy
instead". What it provides without a condition is a fact of the card
(:func:`playmat.cards.facts.energy_provision`), never text the compiler sees.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.cards.facts import provision_units
from playmat.compiler.grammar import (
    ENERGY,
    PASSIVE,
    STADIUM,
    Context,
    Made,
    Miss,
    energy_type,
    number,
    shape,
)
from playmat.compiler.shapes.words import POKEMON_NOUN, TYPES, pokemon_filter, some_pokemon
from playmat.effects.base import ALWAYS, Condition
from playmat.effects.energy_provision import HolderHasOtherSpecialEnergy, ProvidesEnergy
from playmat.effects.predicates import CardFilter, EnergyCardOfType, HasPokemon

#: What the Energy is attached to: "If this card is attached to a Stage 2 Pokémon", "While
#: this card is attached to ...", "If the Pokémon this card is attached to is a Basic Pokémon".
_HOLDER = (
    rf"(?:(?:if|while|as long as) this card is attached to 1 (?P<holder>{POKEMON_NOUN})|"
    rf"if the Pokémon this card is attached to is 1 (?P<holder_is>{POKEMON_NOUN}))"
)
_OTHER_SPECIAL = (
    r"(?P<other_special>if the Pokémon this card is attached to has any other Special Energy "
    r"attached(?: to it)?)"
)
_IN_PLAY = rf"if you have (?P<least>\d+) or more (?P<in_play>{POKEMON_NOUN}) in play"


@shape(
    rf"(?:and )?(?:{_HOLDER}|{_OTHER_SPECIAL}|{_IN_PLAY}), "
    r"(?P<provision>(?:this card|it) provides [^.]+?)(?: instead)?\.",
    where=(ENERGY,),
)
def provides_if(match: re.Match[str], context: Context) -> Sequence[Made]:
    """EN I-C, D-08: the Energy provides other Energy while the Pokémon it is attached to is of
    a kind or a condition holds (with the condition the sentence opened with: "If you have
    more Prize cards remaining than your opponent, and if ..."). A sentence that names no
    Pokémon of its own keeps that of the sentence before it ("While this card is attached to a
    Stage 2 Pokémon, it provides ... If you have 3 or more Stage 2 Pokémon in play, it
    provides ...")."""
    units = provision_units(match["provision"] + ".", "")
    if units is None:
        raise Miss(f"no Energy the rules know in {match['provision']!r}")
    holder = match["holder"] or match["holder_is"]
    only = some_pokemon(holder) if holder else _previous_holder(context)
    own: Condition = ALWAYS
    if match["other_special"]:
        own = HolderHasOtherSpecialEnergy()
    elif match["in_play"]:
        own = HasPokemon(
            pokemon_filter(match["in_play"]), bench_only=False, at_least=number(match["least"])
        )
    if own != ALWAYS and context.when != ALWAYS:
        raise Miss("two conditions")
    when = own if own != ALWAYS else context.when
    return [ProvidesEnergy(units, only=only, when=when)]


def _previous_holder(context: Context) -> CardFilter | None:
    for made in reversed(context.parts):
        if isinstance(made, ProvidesEnergy):
            return made.only
    return None


@shape(
    rf"each (?P<cards>Basic (?P<type>{TYPES}) Energy) attached to (?:all of )?your Pokémon "
    rf"provides (?P<symbols>{TYPES}+) Energy\.",
    where=(PASSIVE, STADIUM),
)
def basic_energy_provides(match: re.Match[str], context: Context) -> Sequence[Made]:
    """EN I-C, D-08 (E-15's example): each Basic Energy card of a type attached to the owner's
    Pokémon provides other Energy while the card is in play ("provides GrassGrass Energy")."""
    symbols = re.findall(TYPES, match["symbols"], re.I)
    units = tuple((energy_type(symbol),) for symbol in symbols)
    cards = EnergyCardOfType(energy_type(match["type"]))
    return [ProvidesEnergy(units, cards=cards, when=context.when)]
