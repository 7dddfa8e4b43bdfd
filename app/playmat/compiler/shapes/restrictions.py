"""Shapes of text that limits when an attack may be used, and of an Ability that Knocks its own
Pokémon Out (:mod:`playmat.effects.restrictions`)."""

from __future__ import annotations

import re

from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER, Context, Miss, shape
from playmat.effects.restrictions import (
    KnockOutSelf,
    NotOnSecondPlayersFirstTurn,
    UsableOnFirstTurn,
)

_FIRST_TURN = (
    r"(?:you|this Pokémon) (?P<may>can't|can|may) use this (?P<what>attack|card) during your "
    r"first turn\."
)


@shape(
    rf"If you go (?P<order>first|second), {_FIRST_TURN}", where=(ATTACK, TRAINER), conditional=False
)
def first_turn(
    match: re.Match[str], context: Context
) -> list[NotOnSecondPlayersFirstTurn | UsableOnFirstTurn]:
    """R-4 and the card's own exception to it: the player who goes first may use this attack
    (or Supporter) on their first turn; the one who goes second may not use this attack on
    theirs."""
    allows = match["may"] != "can't"
    if (match["what"] == "attack") != (context.where == ATTACK):
        raise Miss("an attack's text speaks of the attack, a Trainer's of the card")
    if (match["order"] == "first") != allows or (context.where == TRAINER and not allows):
        # "If you go first, you can't ..." says nothing R-4 doesn't; "if you go second, you
        # can ..." neither: such wording is not one of these rules.
        raise Miss("not a first-turn rule")
    return [UsableOnFirstTurn() if allows else NotOnSecondPlayersFirstTurn()]


@shape(
    r"If you use this Ability, this Pokémon is Knocked Out\.", where=(ABILITY,), conditional=False
)
def knocks_itself_out(match: re.Match[str], context: Context) -> list[KnockOutSelf]:
    """D-16: the Ability's Pokémon is Knocked Out once its text is done."""
    return [KnockOutSelf()]
