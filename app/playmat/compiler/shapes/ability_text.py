"""Shapes of text only Abilities print, in the words Abilities use for what attacks say
another way: "make your opponent's Active Pokémon Burned" (an attack's "is now Burned")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, Context, shape
from playmat.compiler.shapes.words import CONDITION, condition
from playmat.effects.base import Part
from playmat.effects.pokemon_parts import Inflict


@shape(rf"make your opponent's Active Pokémon {CONDITION}\.", where=(ABILITY,))
def make_affected(match: re.Match[str], context: Context) -> Sequence[Part]:
    """R-7 / EN I-F: the opponent's Active Pokémon is now affected by the Special Condition."""
    return [Inflict(condition(match["condition"]), when=context.when)]
