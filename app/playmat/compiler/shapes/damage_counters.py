"""Shapes of the damage counters an effect puts on Pokémon (:mod:`playmat.effects.damage_counters`,
EN II-C-07, D-16)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, ATTACK, Context, number, shape
from playmat.compiler.shapes.words import require_own_pokemon
from playmat.effects.base import Part
from playmat.effects.damage_counters import Placing, PutDamageCounters
from playmat.effects.targets import Side


@shape(
    r"put damage counters on (?:(?P<defender>your opponent's Active Pokémon)|each of your "
    r"opponent's (?P<bench>Benched )?Pokémon) until its remaining HP is (?P<hp>\d+)\.",
)
def put_counters_until(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-07 and D-16: as many damage counters as bring the remaining HP down to N."""
    placing = Placing.DEFENDER if match["defender"] else Placing.EACH
    return [
        PutDamageCounters(
            0,
            placing,
            bench_only=bool(match["bench"]),
            until_hp=number(match["hp"]),
            when=context.when,
        )
    ]


@shape(
    r"put (?P<n>\d+) damage counters? on (?:(?P<defender>your opponent's Active Pokémon)|"
    r"(?P<itself>this Pokémon)|(?P<count>\d+) of (?P<whose>your opponent's|your) "
    r"(?P<bench>Benched )?Pokémon|"
    r"each of your opponent's (?P<each_bench>Benched )?Pokémon(?P<damaged> that has any damage "
    r"counters on it)?|(?P<spread>your opponent's (?P<spread_bench>Benched )?Pokémon in any way "
    r"you like))\.",
    where=(ATTACK, ABILITY),
)
def put_damage_counters(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-07 on the Defending Pokémon, on this Pokémon, on chosen Pokémon (the opponent's, or
    your own), on each of them, or one at a time "in any way you like"."""
    counters = number(match["n"])
    if match["defender"]:
        return [PutDamageCounters(counters, when=context.when)]
    if match["itself"]:
        require_own_pokemon(context)
        return [PutDamageCounters(counters, Placing.SELF, side=Side.YOURS, when=context.when)]
    if match["count"]:
        yours = match["whose"].lower() == "your"
        return [
            PutDamageCounters(
                counters,
                Placing.CHOSEN,
                side=Side.YOURS if yours else Side.OPPONENTS,
                bench_only=bool(match["bench"]),
                count=number(match["count"]),
                when=context.when,
            )
        ]
    if match["spread"]:
        return [
            PutDamageCounters(
                counters,
                Placing.SPREAD,
                bench_only=bool(match["spread_bench"]),
                when=context.when,
            )
        ]
    return [
        PutDamageCounters(
            counters,
            Placing.EACH,
            bench_only=bool(match["each_bench"]),
            damaged_only=bool(match["damaged"]),
            when=context.when,
        )
    ]


@shape(
    r"choose (?P<count>\d+) of your opponent's (?P<bench>Benched )?Pokémon and put "
    r"(?P<n>\d+) damage counters? on each of them\.",
    where=(ATTACK, ABILITY),
)
def choose_and_put_counters(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-07 on N different Pokémon the player chooses, the same number on each."""
    return [
        PutDamageCounters(
            number(match["n"]),
            Placing.CHOSEN,
            bench_only=bool(match["bench"]),
            count=number(match["count"]),
            when=context.when,
        )
    ]
