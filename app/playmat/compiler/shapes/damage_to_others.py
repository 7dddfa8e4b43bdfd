"""Shapes of the damage an attack does besides its damage to the Defending Pokémon
(:mod:`playmat.effects.damage_to_others`, EN II-B-08): to Pokémon the attacker chooses, to
each of some Pokémon, to the new Active Pokémon after a switch."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from playmat.cards.model import EnergyType
from playmat.compiler.grammar import Context, Miss, number, shape
from playmat.compiler.shapes.damage import COUNTING, settled_before
from playmat.compiler.shapes.tallies import TALLY, read_tally
from playmat.compiler.shapes.words import POKEMON_NOUN, after_opponent_switch, some_pokemon
from playmat.effects.base import ALWAYS, Part, Stage
from playmat.effects.damage_to_others import (
    DamageToChosen,
    DamageToChosenTimes,
    DamageToEach,
    DamageToNewActive,
)
from playmat.effects.tallies import Tally
from playmat.effects.targets import Side


@shape(
    r"(?:this attack )?(?:also )?does (?P<n>\d+) damage to (?P<count>\d+) of "
    rf"(?P<whose>your opponent's|your) (?P<bench>Benched )?(?P<pokemon>{POKEMON_NOUN}|"
    r"Pokémon ex or Benched Pokémon V)(?P<damaged> that has any damage counters on it)?\.",
)
@shape(
    r"choose (?:(?P<one>1)|(?P<count>\d+)) of (?P<whose>your opponent's) (?P<bench>Benched )?"
    r"Pokémon(?P<damaged> that has any damage counters on it)?\. This attack does (?P<n>\d+) "
    r"damage to (?(one)that Pokémon|each of (?:them|those Pokémon))\.",
    sentences=2,
)
@shape(
    r"if your opponent has any (?P<bench>Benched) Pokémon, choose (?P<one>1) of them and this "
    r"attack does (?P<n>\d+) damage to it\.",
)
@shape(
    r"if your opponent has any (?P<bench>Benched) Pokémon, choose (?P<count>\d+) of them\. "
    r"This attack does (?P<n>\d+) damage to each of them\.",
    sentences=2,
)
def damage_to_chosen(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08: N damage to each of N different Pokémon the attacker chooses (Weakness and
    Resistance only for an Active Pokémon); also as "Choose 1 of your opponent's Pokémon.
    This attack does N damage to that Pokémon." or "If your opponent has any Benched Pokémon,
    choose 1 of them and this attack does N damage to it." (none to choose: no damage)."""
    groups = match.groupdict()
    yours = (groups.get("whose") or "").lower() == "your"
    if yours and not match["bench"]:
        raise Miss("1 of your Pokémon, this one maybe")
    settled_before(context, required=False)
    # "Benched Pokémon ex or Benched Pokémon V": the Bench is said once more.
    pokemon = (groups.get("pokemon") or "").replace(" or Benched Pokémon V", " or Pokémon V")
    return [
        DamageToChosen(
            number(match["n"]),
            number(groups.get("one") or groups.get("count")),
            side=Side.YOURS if yours else Side.OPPONENTS,
            bench_only=bool(match["bench"]),
            damaged_only=bool(groups.get("damaged")),
            cards=some_pokemon(pokemon or None),
            when=context.when,
        )
    ]


def _per(match: re.Match[str]) -> tuple[Tally | None, EnergyType | None]:
    """What "for each ..." after damage to other Pokémon counts: a plain count, or Energy of
    a type."""
    if not match["what"]:
        return None, None
    counted = read_tally(match["what"])
    if counted.cards is not None:
        raise Miss("damage to other Pokémon for each of a kind")
    return counted.tally, counted.energy


@shape(
    r"this attack (?:also )?does (?P<n>\d+) damage to (?P<count>\d+) of your opponent's "
    rf"(?P<bench>Benched )?Pokémon for each {TALLY}\.",
)
@shape(
    rf"this attack does (?P<n>\d+) damage times the (?:number|amount) of {TALLY} to "
    r"(?P<count>\d+) of your opponent's (?P<bench>Benched )?Pokémon\.",
)
def damage_to_chosen_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08 with B-02: N damage for each ... to N chosen Pokémon."""
    settled_before(context, required=False)
    per, energy = _per(match)
    return [
        DamageToChosen(
            number(match["n"]),
            number(match["count"]),
            bench_only=bool(match["bench"]),
            per=per,
            when=context.when,
            per_energy=energy,
        )
    ]


_EACH = (
    rf"(?:of (?P<whose>your opponent's |your (?:own )?)(?P<bench>Benched )?"
    rf"(?P<pokemon>{POKEMON_NOUN})(?P<hurt> that has any damage counters on it)?|"
    r"(?P<both_bench>Benched )?Pokémon(?P<damaged> that has any damage counters on it)? "
    r"\((?:both )?yours and your opponent's\)(?P<except>, except for this Pokémon)?|"
    r"Pokémon on (?P<each_bench>each player's) Bench)"
)


@shape(
    rf"(?:this attack )?(?:also )?does (?P<n>\d+) damage to each {_EACH}(?: for each {TALLY})?\.",
)
@shape(
    rf"(?:this attack )?does (?P<n>\d+) damage times the (?:number|amount) of {TALLY} to each "
    rf"{_EACH}\.",
)
def damage_to_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08 to every Pokémon the text names, Weakness and Resistance only for an Active one;
    "for each ..." multiplies it. Older cards: "each of your own Benched Pokémon", "each
    Pokémon on each player's Bench", "(yours and your opponent's)"."""
    settled_before(context, required=False)
    per, energy = _per(match)
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
                per_energy=energy,
            )
        ]
    return [
        DamageToEach(
            number(match["n"]),
            side=Side.BOTH,
            bench_only=bool(match["both_bench"] or match["each_bench"]),
            damaged_only=bool(match["damaged"]),
            except_self=bool(match["except"]),
            per=per,
            when=context.when,
            per_energy=energy,
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
    settled_before(context, required=False)
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


@shape(
    rf"choose 1 of your opponent's (?P<pokemon>{POKEMON_NOUN}) (?P<times>\d+) times\. \(You can "
    r"choose the same Pokémon more than once\.\) For each time you chose 1 Pokémon, do "
    r"(?P<n>\d+) damage to it\.",
    sentences=3,
)
def damage_to_chosen_times(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08: a Pokémon chosen N times, the same one again if the attacker likes; a sentence
    after it may leave Weakness and Resistance out (B-06) for all of it."""
    settled_before(context, required=False)
    return [
        DamageToChosenTimes(
            number(match["n"]),
            number(match["times"]),
            cards=some_pokemon(match["pokemon"]),
            when=context.when,
        )
    ]


@shape(r"this attack does (?P<n>\d+) damage to the new Active Pokémon\.")
def damage_new_active(match: re.Match[str], context: Context) -> Sequence[Part]:
    after_opponent_switch(context)
    return [DamageToNewActive(number(match["n"]), when=context.when)]


@shape(r"\(Don't apply Weakness (?:and|or) Resistance for Benched Pokémon\.\)", conditional=False)
def benched_reminder(match: re.Match[str], context: Context) -> Sequence[Part]:
    """The reminder of B-08 after damage to other Pokémon, in a wording the compiler's text
    doesn't already take out: the parts before apply it anyway."""
    previous = context.parts[-1] if context.parts else None
    if not isinstance(previous, DamageToChosen | DamageToEach):
        raise Miss("no damage to Benched Pokémon before it")
    return []


@shape(
    r"this attack does (?P<n>\d+) damage to (?P<count>\d+) of your opponent's "
    r"(?P<bench>Benched )?Pokémon for each (?:Energy )?card you discarded in this way\."
)
def damage_to_chosen_for_discarded(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08 with B-02 after a discard that counts: N damage to the chosen Pokémon for each card
    the step before discarded (which resolves before any damage)."""
    previous = context.parts[-1] if context.parts else None
    if context.when != ALWAYS or not isinstance(previous, COUNTING):
        raise Miss("nothing was discarded to count")
    context.parts[-1] = replace(previous, stage=Stage.BEFORE_DAMAGE)
    return [
        DamageToChosen(
            number(match["n"]),
            number(match["count"]),
            bench_only=bool(match["bench"]),
            per=Tally.COUNTED,
        )
    ]
