"""Shapes of another Pokémon's attack used as this attack (:mod:`playmat.effects.copying`, EN
II-C-18)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, Miss, shape
from playmat.effects.base import Part
from playmat.effects.copying import UseAttackOf
from playmat.effects.predicates import PokemonCard


@shape(
    r"choose 1 of your opponent's (?:(?P<active>Active )(?P<tera>Tera )?)?Pokémon's attacks and "
    r"use it as this attack\."
)
def use_attack_of(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-18: one of the attacks printed on the opponent's Active Pokémon (or on any of their
    Pokémon), chosen, is done as this attack, whatever its cost."""
    if any(
        attack.damage for attack in context.card.attacks if "use it as this attack" in attack.text
    ):
        raise Miss("damage of its own besides the attack it uses")
    return [
        UseAttackOf(
            any_pokemon=not match["active"],
            cards=PokemonCard(kind="tera") if match["tera"] else None,
            when=context.when,
        )
    ]
