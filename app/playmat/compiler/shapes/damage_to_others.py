"""Shapes of the damage an attack does besides its damage to the Defending Pokémon
(:mod:`playmat.effects.damage_to_others`, EN II-B-08): to Pokémon the attacker chooses, to
each of some Pokémon, to the new Active Pokémon after a switch."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, Miss, number, shape
from playmat.compiler.shapes.tallies import TALLY, read_tally
from playmat.compiler.shapes.words import POKEMON_NOUN, after_opponent_switch, some_pokemon
from playmat.effects.base import Part
from playmat.effects.damage_to_others import DamageToChosen, DamageToEach, DamageToNewActive
from playmat.effects.tallies import Tally
from playmat.effects.targets import Side


@shape(
    r"(?:this attack )?(?:also )?does (?P<n>\d+) damage to (?P<count>\d+) of "
    rf"(?P<whose>your opponent's|your) (?P<bench>Benched )?(?P<pokemon>{POKEMON_NOUN})"
    r"(?P<damaged> that has any damage counters on it)?\.",
)
@shape(
    r"choose (?P<count>1) of (?P<whose>your opponent's) (?P<bench>Benched )?Pokémon"
    r"(?P<damaged> that has any damage counters on it)?\. This attack does (?P<n>\d+) damage "
    r"to that Pokémon\.",
    sentences=2,
)
def damage_to_chosen(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08: N damage to each of N different Pokémon the attacker chooses (Weakness and
    Resistance only for an Active Pokémon); also as "Choose 1 of your opponent's Pokémon.
    This attack does N damage to that Pokémon." """
    yours = match["whose"].lower() == "your"
    if yours and not match["bench"]:
        raise Miss("1 of your Pokémon, this one maybe")
    return [
        DamageToChosen(
            number(match["n"]),
            number(match["count"]),
            side=Side.YOURS if yours else Side.OPPONENTS,
            bench_only=bool(match["bench"]),
            damaged_only=bool(match["damaged"]),
            cards=some_pokemon(match.groupdict().get("pokemon")),
            when=context.when,
        )
    ]


def _per(match: re.Match[str]) -> Tally | None:
    """What "for each ..." after damage to other Pokémon counts (a plain count only)."""
    if not match["what"]:
        return None
    counted = read_tally(match["what"])
    if counted.energy is not None or counted.cards is not None:
        raise Miss("damage to other Pokémon for each of a kind")
    return counted.tally


@shape(
    r"this attack (?:also )?does (?P<n>\d+) damage to (?P<count>\d+) of your opponent's "
    rf"(?P<bench>Benched )?Pokémon for each {TALLY}\.",
)
def damage_to_chosen_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08 with B-02: N damage for each ... to N chosen Pokémon."""
    return [
        DamageToChosen(
            number(match["n"]),
            number(match["count"]),
            bench_only=bool(match["bench"]),
            per=_per(match),
            when=context.when,
        )
    ]


_EACH = (
    rf"(?:of (?P<whose>your opponent's |your )(?P<bench>Benched )?(?P<pokemon>{POKEMON_NOUN})"
    r"(?P<hurt> that has any damage counters on it)?|(?P<both_bench>Benched )?Pokémon"
    r"(?P<damaged> that has any damage counters on it)? \(both yours and your opponent's\)"
    r"(?P<except>, except for this Pokémon)?)"
)


@shape(
    rf"(?:this attack )?(?:also )?does (?P<n>\d+) damage to each {_EACH}(?: for each {TALLY})?\.",
)
def damage_to_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08 to every Pokémon the text names, Weakness and Resistance only for an Active one;
    "for each ..." multiplies it."""
    per = _per(match)
    if match["whose"]:
        side = Side.OPPONENTS if "opponent" in match["whose"] else Side.YOURS
        if side is Side.YOURS and not match["bench"]:
            raise Miss("each of your Pokémon, this one too")
        return [
            DamageToEach(
                number(match["n"]),
                side=side,
                bench_only=bool(match["bench"]),
                damaged_only=bool(match["hurt"]),
                cards=some_pokemon(match["pokemon"]),
                per=per,
                when=context.when,
            )
        ]
    return [
        DamageToEach(
            number(match["n"]),
            side=Side.BOTH,
            bench_only=bool(match["both_bench"]),
            damaged_only=bool(match["damaged"]),
            except_self=bool(match["except"]),
            per=per,
            when=context.when,
        )
    ]


@shape(
    r"this attack (?:also )?does (?P<n>\d+) damage to (?P<count>\d+) of your opponent's "
    r"(?P<bench>Benched )?Pokémon\. This (?:attack's )?damage isn't affected by Weakness or "
    r"Resistance(?P<effects>, or by any effects on those Pokémon)?\.",
    sentences=2,
)
@shape(
    r"choose (?P<count>1) of your opponent's (?P<bench>Benched )?Pokémon\. This attack does "
    r"(?P<n>\d+) damage to that Pokémon\. This attack's damage isn't affected by Weakness"
    r"(?: or|,) Resistance(?P<effects>, Poké-Powers, Poké-Bodies, or any other effects on that "
    r"Pokémon)?\.",
    sentences=3,
)
def damage_to_chosen_unaffected(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-06, B-07 for damage to chosen Pokémon: no Weakness or Resistance, and (if the text
    says so) no effects on those Pokémon either."""
    return [
        DamageToChosen(
            number(match["n"]),
            number(match["count"]),
            bench_only=bool(match["bench"]),
            ignore_weakness_resistance=True,
            ignore_effects=bool(match["effects"]),
            when=context.when,
        )
    ]


@shape(r"this attack does (?P<n>\d+) damage to the new Active Pokémon\.")
def damage_new_active(match: re.Match[str], context: Context) -> Sequence[Part]:
    after_opponent_switch(context)
    return [DamageToNewActive(number(match["n"]), when=context.when)]
