"""Shapes of what an effect does to Pokémon in play: Special Conditions, healing, lasting
effects, Energy discarded from the attacker (EN II-C, E-01, E-02)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, ATTACK, Context, number, shape
from playmat.compiler.shapes.words import CONDITION, SECOND_CONDITION, condition
from playmat.effects.base import Part
from playmat.effects.pokemon_parts import DiscardEnergyFromSelf, HealSelf, Inflict, Lasting
from playmat.rules.modifiers import Duration, ModifierKind


@shape(rf"your opponent's Active Pokémon is now {CONDITION}{SECOND_CONDITION}\.")
def inflict(match: re.Match[str], context: Context) -> Sequence[Part]:
    parts = [Inflict(condition(match["condition"]), when=context.when)]
    if match["also"]:
        parts.append(Inflict(condition(match["also"]), when=context.when))
    return parts


@shape(rf"both Active Pokémon are now {CONDITION}\.")
def inflict_both(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [Inflict(condition(match["condition"]), both_active=True, when=context.when)]


@shape(r"heal (?P<n>\d+) damage from this Pokémon\.", where=(ATTACK, ABILITY), conditional=False)
def heal_self(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [HealSelf(number(match["n"]))]


@shape(
    r"(?:during your next turn, this Pokémon can't attack|"
    r"this Pokémon can't attack during your next turn)\."
)
def cant_attack_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [Lasting(ModifierKind.CANT_ATTACK, Duration.YOUR_NEXT_TURN, when=context.when)]


@shape(
    r"(?:during your opponent's next turn, your opponent's Active Pokémon can't retreat|"
    r"your opponent's Active Pokémon can't retreat during your opponent's next turn)\."
)
def defender_cant_retreat(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [
        Lasting(
            ModifierKind.CANT_RETREAT,
            Duration.OPPONENTS_NEXT_TURN,
            on_defender=True,
            when=context.when,
        )
    ]


@shape(
    r"during your opponent's next turn, this Pokémon takes (?P<n>\d+) less damage from "
    r"attacks \(after applying Weakness and Resistance\)\."
)
def takes_less_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [
        Lasting(
            ModifierKind.DAMAGE_TAKEN,
            Duration.OPPONENTS_NEXT_TURN,
            amount=-number(match["n"]),
            when=context.when,
        )
    ]


@shape(
    r"during your opponent's next turn, prevent all (?P<what>damage from and effects of attacks "
    r"done to this Pokémon|damage done to this Pokémon by attacks)\."
)
def prevent_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    kinds = [ModifierKind.PREVENT_DAMAGE]
    if match["what"].startswith("damage from and effects"):
        kinds.append(ModifierKind.PREVENT_EFFECTS)
    return [Lasting(kind, Duration.OPPONENTS_NEXT_TURN, when=context.when) for kind in kinds]


@shape(
    r"discard (?P<n>\d+) Energy (?:from|attached to) this Pokémon\.",
    where=(ATTACK,),
    conditional=False,
)
def discard_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DiscardEnergyFromSelf(number(match["n"]))]
