"""Shapes of healing (:mod:`playmat.effects.healing`, EN II-C-06) and of recovering from
Special Conditions (R-7)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, ATTACK, Context, Miss, number, shape
from playmat.compiler.shapes.words import EVERYWHERE, YOURS, require_own_pokemon, your_pokemon
from playmat.effects.attaching import TO_ANY, TO_EACH, TO_ONE
from playmat.effects.base import Part
from playmat.effects.healing import (
    HEAL_ACTIVE,
    HEAL_EACH,
    HEAL_ONE,
    HEAL_SELF,
    HealDamageDone,
    HealPokemon,
    HealSelf,
    RecoverFromConditions,
)


@shape(r"heal (?P<n>\d+) damage from this Pokémon\.", where=(ATTACK, ABILITY), conditional=False)
def heal_self(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [HealSelf(number(match["n"]))]


@shape(
    r"(?:heal (?P<amount>\d+|all) damage|remove (?P<counters>\d+|all) damage counters?) "
    r"from (?P<target>this Pokémon|your Active Pokémon|"
    + YOURS
    + r")(?P<cure>, and it recovers from all Special Conditions)?\.",
    where=EVERYWHERE,
)
def heal(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-06: heal some damage, or all of it, from the Pokémon the text names."""
    # Removing damage counters from a Pokémon heals it, 10 damage a counter (C-06).
    counters = match["counters"]
    if counters is not None:
        amount = 0 if counters.lower() == "all" else 10 * number(counters)
    else:
        amount = 0 if match["amount"].lower() == "all" else number(match["amount"])
    target = match["target"].lower()
    cure = bool(match["cure"])
    if target == "this pokémon":
        require_own_pokemon(context)
        return [HealPokemon(amount, HEAL_SELF, when=context.when, cure=cure)]
    if target == "your active pokémon":
        return [HealPokemon(amount, HEAL_ACTIVE, when=context.when, cure=cure)]
    which, benched, pokemon = your_pokemon(match["target"])
    if which == TO_ANY or (cure and which != TO_ONE):
        raise Miss('healing is not shared out; "it recovers" names one Pokémon')
    return [
        HealPokemon(
            amount,
            HEAL_EACH if which == TO_EACH else HEAL_ONE,
            bench_only=benched,
            pokemon=pokemon,
            when=context.when,
            cure=cure,
        )
    ]


@shape(
    r"(?P<who>this Pokémon|your Active Pokémon) recovers from all Special Conditions\.",
    where=EVERYWHERE,
)
def recover_conditions(match: re.Match[str], context: Context) -> Sequence[Part]:
    """R-7: its Special Conditions end."""
    active = match["who"].lower() != "this pokémon"
    if not active:
        require_own_pokemon(context)
    return [RecoverFromConditions(active, when=context.when)]


@shape(
    r"heal from this Pokémon the same amount of damage you did to your opponent's Active "
    r"Pokémon\.",
    conditional=False,
)
def heal_damage_done(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [HealDamageDone()]
