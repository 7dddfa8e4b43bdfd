"""Shapes of an attack's damage: coins, more damage, damage to other Pokémon and to itself,
damage that ignores Resistance (EN II-B-01..B-09, D-01)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ATTACK, Context, number, shape
from playmat.effects.base import Part
from playmat.effects.damage_parts import (
    DamagePerHeads,
    DamageToOpponentsPokemon,
    DoesNothing,
    FlipCoins,
    IgnoreResistance,
    MoreDamage,
    SelfDamage,
)


@shape(r"flip (?P<n>\d+) coins?\.", conditional=False)
def flip_coins(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [FlipCoins(number(match["n"]))]


@shape(
    r"this attack does (?P<n>\d+) damage (?:times the number of heads|for each heads)\.",
    conditional=False,
)
def damage_per_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DamagePerHeads(number(match["n"]))]


@shape(r"this attack does (?P<n>\d+) more damage\.")
def more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [MoreDamage(number(match["n"]), context.when)]


@shape(r"this attack does \d+ damage plus (?P<n>\d+) more damage\.")
def plus_more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """The printed "N+" damage, and N more under the condition."""
    return [MoreDamage(number(match["n"]), context.when)]


@shape(r"(?:this|that) attack does nothing\.")
def does_nothing(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DoesNothing(context.when)]


@shape(r"this Pokémon (?:also )?does (?P<n>\d+) damage to itself\.")
def self_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [SelfDamage(number(match["n"]), context.when)]


@shape(
    r"(?:this attack )?(?:also )?does (?P<n>\d+) damage to 1 of your opponent's "
    r"(?P<benched>Benched )?Pokémon\.",
    conditional=False,
)
def damage_to_one(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DamageToOpponentsPokemon(number(match["n"]), bench_only=bool(match["benched"]))]


@shape(r"this attack's damage isn't affected by Resistance\.", where=(ATTACK,), conditional=False)
def ignore_resistance(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [IgnoreResistance()]
