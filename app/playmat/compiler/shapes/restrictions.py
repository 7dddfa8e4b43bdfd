"""Shapes of text that limits when an attack may be used, and of an Ability that Knocks its own
Pokémon Out (:mod:`playmat.effects.restrictions`)."""

from __future__ import annotations

import re

from playmat.compiler.grammar import ABILITY, Context, Miss, shape
from playmat.effects.restrictions import (
    KnockOutSelf,
    NotOnSecondPlayersFirstTurn,
    UsableOnFirstTurn,
)

_THIS_ATTACK_FIRST_TURN = (
    r"(?:you|this Pokémon) (?P<may>can't|can) use this attack during your first turn\."
)


@shape(rf"If you go (?P<order>first|second), {_THIS_ATTACK_FIRST_TURN}", conditional=False)
def first_turn(
    match: re.Match[str], context: Context
) -> list[NotOnSecondPlayersFirstTurn | UsableOnFirstTurn]:
    """R-4 and the card's own exception to it: the player who goes first may use this attack
    on their first turn; the one who goes second may not use this one on theirs."""
    if (match["order"] == "first") != (match["may"] == "can"):
        # "If you go first, you can't ..." says nothing R-4 doesn't; "if you go second, you
        # can ..." neither: such wording is not one of these rules.
        raise Miss("not a first-turn rule")
    return [UsableOnFirstTurn() if match["order"] == "first" else NotOnSecondPlayersFirstTurn()]


@shape(
    r"If you use this Ability, this Pokémon is Knocked Out\.", where=(ABILITY,), conditional=False
)
def knocks_itself_out(match: re.Match[str], context: Context) -> list[KnockOutSelf]:
    """D-16: the Ability's Pokémon is Knocked Out once its text is done."""
    return [KnockOutSelf()]
