"""Shapes of text only Abilities print, in the words Abilities use for what attacks say
another way: "make your opponent's Active Pokémon Burned" (an attack's "is now Burned"); and
the condition "as long as you have at least 1 other <its name> in play"."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, Context, number, opening, shape
from playmat.compiler.shapes.words import CONDITION, condition
from playmat.effects.base import Condition, Part
from playmat.effects.pokemon_parts import Inflict
from playmat.effects.triggered import OthersOfItsName


@shape(rf"make your opponent's Active Pokémon {CONDITION}\.", where=(ABILITY,))
def make_affected(match: re.Match[str], context: Context) -> Sequence[Part]:
    """R-7 / EN I-F: the opponent's Active Pokémon is now affected by the Special Condition."""
    return [Inflict(condition(match["condition"]), when=context.when)]


@opening(r"as long as you have at least (?P<n>\d+) other this Pokémon in play, ")
def _others_of_its_name(match: re.Match[str]) -> Condition:
    """ "As long as you have at least 1 other Bouffalant in play" (the card's own name made
    "this Pokémon" by the regular text)."""
    return OthersOfItsName(number(match["n"]))
