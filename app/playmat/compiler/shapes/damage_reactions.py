"""Shapes of always-on text that acts as an attack's damage is worked out or put on a Pokémon
(:func:`playmat.rules.damage.place_attack_damage`): damage that ignores the effects on the
Defending Pokémon, a Pokémon that can't be Knocked Out from full HP, a coin that may prevent
the damage."""

from __future__ import annotations

import re

from playmat.compiler.grammar import ALWAYS_ON, PASSIVE, Context, number, shape
from playmat.effects.always_on import Reach, WhileInPlay
from playmat.rules.modifiers import ModifierKind


def _own(context: Context) -> Reach:
    """The Pokémon with the Ability, or the one the card is attached to."""
    return Reach.IT if context.where == PASSIVE else Reach.HOLDER


@shape(
    r"Damage from (?:the )?attacks (?:used by|of) this Pokémon (?:isn't|is not) affected by any "
    r"effects on your opponent's Active Pokémon\.",
    where=(PASSIVE,),
    conditional=False,
)
def ignores_defender_effects(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """EN II-B-07 for every attack the Pokémon uses: steps 5 and 6 are skipped against the
    opponent's Active Pokémon."""
    return [WhileInPlay(ModifierKind.IGNORES_DEFENDER_EFFECTS, reach=_own(context))]


@shape(
    r"If this Pokémon has full HP and would be Knocked Out by damage from an attack, it is not "
    r"Knocked Out, and its remaining HP becomes (?P<n>\d+)\.",
    where=(PASSIVE,),
    conditional=False,
)
def survives_with(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """From full HP, damage from an opponent's attack leaves the Pokémon with N HP."""
    return [WhileInPlay(ModifierKind.SURVIVES_WITH, number(match["n"]), _own(context))]


@shape(
    r"If any damage is done to this Pokémon by (?:an opponent's |your opponent's )?attacks?, "
    r"flip 1 coin\. If heads, prevent that damage\.",
    where=ALWAYS_ON,
    sentences=2,
    conditional=False,
)
def coin_prevents_damage(match: re.Match[str], context: Context) -> list[WhileInPlay]:
    """A coin flipped as an opponent's attack's damage is put on the Pokémon: heads, none."""
    return [WhileInPlay(ModifierKind.COIN_PREVENTS_DAMAGE, reach=_own(context))]
