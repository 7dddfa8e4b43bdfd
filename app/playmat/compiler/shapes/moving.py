"""Shapes of damage counters an attack moves (:mod:`playmat.effects.damage_counters`, EN
II-C-08): all of them, from this Pokémon or from 1 of your Benched Pokémon, to the opponent's
Active Pokémon or to 1 of their Pokémon."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, shape
from playmat.compiler.shapes.words import POKEMON_NOUN, require_own_pokemon, some_pokemon
from playmat.effects.base import Part
from playmat.effects.damage_counters import MoveAllCounters


@shape(
    r"move all damage counters from (?:(?P<self>this Pokémon)|1 of your Benched "
    rf"(?P<pokemon>{POKEMON_NOUN})) to (?:(?P<defender>your opponent's Active Pokémon)|1 of "
    r"your opponent's Pokémon)\."
)
def move_all_counters(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-08: every damage counter of one Pokémon onto one of the opponent's."""
    if match["self"]:
        require_own_pokemon(context)
    return [
        MoveAllCounters(
            from_self=bool(match["self"]),
            cards=some_pokemon(match["pokemon"]) if match["pokemon"] else None,
            to_defender=bool(match["defender"]),
            when=context.when,
        )
    ]
