"""Shapes of Prize cards a Knock Out is worth, as card text changes them (R-11, D-17;
:mod:`playmat.effects.knock_out_prizes`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, PASSIVE, TRAINER, Context, Made, number, shape
from playmat.compiler.shapes.words import POKEMON_NOUN, some_pokemon
from playmat.effects.always_on import Reach, WhileInPlay
from playmat.effects.knock_out_prizes import PrizesForIt, PrizesThisTurn
from playmat.rules.modifiers import ModifierKind

_BY_DAMAGE = r"is Knocked Out by damage from an attack used by"


@shape(
    rf"If your opponent's (?P<victim>{POKEMON_NOUN}) {_BY_DAMAGE} this Pokémon, take (?P<n>\d+) "
    r"more Prize cards?\.",
    where=(PASSIVE,),
)
def more_prizes_for_its_knock_outs(match: re.Match[str], context: Context) -> Sequence[Made]:
    """D-17: when this Pokémon's attack Knocks Out one of the opponent's Pokémon (of a kind) by
    damage, its player takes more Prize cards."""
    return [
        WhileInPlay(
            ModifierKind.PRIZES_FOR_KNOCK_OUTS,
            number(match["n"]),
            Reach.IT,
            when=context.when,
            against=some_pokemon(match["victim"]),
        )
    ]


@shape(
    rf"During this turn, if your opponent's Active Pokémon {_BY_DAMAGE} your "
    rf"(?P<by>{POKEMON_NOUN}), take (?P<n>\d+) more Prize cards?\.",
    where=(TRAINER,),
    conditional=False,
)
def more_prizes_this_turn(match: re.Match[str], context: Context) -> Sequence[Made]:
    """D-17, an effect on the player this turn (C-19): the opponent's Active Pokémon Knocked
    Out by damage from an attack of the player's Pokémon (of a kind) gives more Prize cards."""
    return [PrizesThisTurn(number(match["n"]), some_pokemon(match["by"]))]


@shape(
    r"your opponent takes (?P<n>\d+) (?P<way>fewer|more) Prize cards?(?: for it)?\.",
    where=(ABILITY,),
)
def prizes_for_it(match: re.Match[str], context: Context) -> Sequence[Made]:
    """D-17 in the text a Knock Out sets off: the Pokémon Knocked Out is worth fewer (or more)
    Prize cards."""
    change = number(match["n"]) * (-1 if match["way"] == "fewer" else 1)
    return [PrizesForIt(change, when=context.when)]
