"""Conditions on this Pokémon a sentence may open with, besides the commonest ones (the
grammar's and :mod:`playmat.compiler.shapes.openings`): the Energy attached to it ("As long as
this Pokémon has any Darkness Energy attached to it, ", "If this Pokémon has no Energy attached,
", "If this Pokémon has at least 2 extra Water Energy attached to it (in addition to this
attack's cost), "), its remaining HP ("If this Pokémon's remaining HP is 30 or less, "), a
Special Condition it has ("As long as this Pokémon is Asleep, "), and the
condition every always-on text has anyway ("As long as this Pokémon is in play, ")."""

from __future__ import annotations

import re

from playmat.compiler.grammar import TYPE, energy_type, number, opening
from playmat.compiler.shapes.words import CONDITION, condition
from playmat.effects.base import ALWAYS, Condition
from playmat.effects.energy_conditions import EnergyAttached, ExtraEnergyOfType
from playmat.effects.hp_conditions import RemainingHpAtMost
from playmat.effects.predicates import SelfAffected


@opening(
    rf"(?:if|as long as) this Pokémon has (?P<any>any|no) (?:{TYPE} )?Energy attached(?: to it)?, "
)
def _energy_attached(match: re.Match[str]) -> Condition:
    """ "As long as this Pokémon has any Grass Energy attached to it", "If this Pokémon has no
    Energy attached" (R-6: Energy that provides that type)."""
    typed = energy_type(match["type"]) if match["type"] else None
    return EnergyAttached(typed, negated=match["any"].lower() == "no")


@opening(
    rf"if this Pokémon has at least (?P<n>\d+) extra {TYPE} Energy attached(?: to it)? "
    r"\(in addition to this attack's cost\), "
)
def _extra_energy_of_type(match: re.Match[str]) -> Condition:
    return ExtraEnergyOfType(number(match["n"]), energy_type(match["type"]))


@opening(r"(?:if|as long as) (?:this|that) Pokémon's remaining HP is (?P<hp>\d+) or less, ")
def _remaining_hp(match: re.Match[str]) -> Condition:
    """D-16: "If this Pokémon's remaining HP is 30 or less"."""
    return RemainingHpAtMost(number(match["hp"]))


@opening(rf"as long as this Pokémon is {CONDITION}, ")
def _affected(match: re.Match[str]) -> Condition:
    """ "As long as this Pokémon is Asleep, ...": while it has that Special Condition."""
    return SelfAffected(condition(match["condition"]))


@opening(r"as long as this Pokémon is in play, ")
def _in_play(match: re.Match[str]) -> Condition:
    """Every always-on effect of a Pokémon lasts as long as it is in play (EN I-A-02)."""
    return ALWAYS
