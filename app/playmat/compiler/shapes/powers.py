"""Shapes of the limits older Pokémon Powers and Poké-Powers print after their effect: "This
power can't be used if this Pokémon is affected by a Special Condition", "... is Asleep,
Confused, or Paralyzed", and always-on powers that "stop working while this Pokémon is Asleep,
Confused, or Paralyzed" (:mod:`playmat.effects.ability_parts`, EN I-A-02)."""

from __future__ import annotations

import re
from dataclasses import replace

from playmat.compiler.grammar import ABILITY, PASSIVE, Context, Made, Miss, shape
from playmat.effects.ability_parts import IMMOBILE, NotAffected, NotWhileAffected
from playmat.effects.always_on import WhileInPlay
from playmat.rules.state import Condition as SpecialCondition

#: The Pokémon a power names: "this Pokémon", or its own name as the text prints it (older
#: cards print "Dialga" on "Dialga G LV.X"; read with :func:`_itself`).
_ITSELF = r"(?P<itself>this Pokémon|(?-i:[A-Z])[\w'.-]*(?: (?-i:[A-Z])[\w'.-]*)*)"
#: The Special Conditions the limit names.
_AFFECTED = (
    r"(?:already )?(?:affected by a Special Condition|(?P<immobile>Asleep, Confused, or "
    r"Paralyzed))"
)


def _conditions(match: re.Match[str], context: Context) -> tuple[SpecialCondition, ...]:
    """The conditions the limit names, once its Pokémon is the card's own."""
    itself = match["itself"]
    if itself.lower() != "this pokémon" and not (context.card.name + " ").startswith(itself + " "):
        raise Miss(f"{itself!r} is another Pokémon")
    return IMMOBILE if match["immobile"] else ()


@shape(
    rf"(?:This power can't be used|You can't use this power) if {_ITSELF} is {_AFFECTED}\.",
    where=(ABILITY,),
    conditional=False,
)
def not_while_affected(match: re.Match[str], context: Context) -> list[Made]:
    """A power used only while its Pokémon has none of those Special Conditions."""
    return [NotWhileAffected(_conditions(match, context))]


@shape(
    rf"This power stops working (?:while|if) {_ITSELF} is {_AFFECTED}\.",
    where=(PASSIVE,),
    conditional=False,
)
def stops_working(match: re.Match[str], context: Context) -> list[Made]:
    """An always-on power that works only while its Pokémon has none of those Special
    Conditions: every effect the text made before gets that condition too."""
    conditions = _conditions(match, context)
    changed: list[Made] = []
    for made in context.parts:
        if not isinstance(made, WhileInPlay):
            raise Miss("an effect before it that isn't an always-on effect")
        changed.append(replace(made, when=NotAffected(conditions, also=made.when)))
    if not changed:
        raise Miss("no always-on effect before it")
    context.parts[:] = changed
    return []
