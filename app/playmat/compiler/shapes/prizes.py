"""Shapes of Prize cards a card's text has players take (:mod:`playmat.effects.prizes`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import TRAINER, Context, Miss, number, shape
from playmat.effects.base import Part
from playmat.effects.pokemon_parts import Lasting
from playmat.effects.predicates import KnockedOutByThisAttack
from playmat.effects.prizes import (
    AskToTakePrizes,
    MorePrizesForKnockOut,
    TakePrizes,
)
from playmat.rules.modifiers import Duration, ModifierKind


@shape(
    r"ask your opponent if each player may take (?P<n>\d+) Prize cards?\. If yes, each player "
    r"takes (?P<m>\d+) Prize cards?\. If no, you draw (?P<d>\d+) cards?\.",
    where=(TRAINER,),
    conditional=False,
    sentences=3,
)
def ask_to_take_prizes(match: re.Match[str], context: Context) -> Sequence[Part]:
    """P-15, EN I-E, EN I-H: the opponent's answer decides: each player takes Prize cards, or
    the player draws."""
    if number(match["n"]) != number(match["m"]):
        raise Miss("asked for one number of Prize cards, taken another")
    return [AskToTakePrizes(number(match["n"]), number(match["d"]))]


@shape(r"take (?P<n>\d+) Prize cards?\.")
def take_prizes(match: re.Match[str], context: Context) -> Sequence[Part]:
    """P-15, EN I-E: the player takes Prize cards by the attack's text (and wins with the last)."""
    return [TakePrizes(number(match["n"]), when=context.when)]


@shape(r"take (?P<n>\d+) more Prize cards?\.")
def more_prizes_for_knock_out(match: re.Match[str], context: Context) -> Sequence[Part]:
    """D-17, R-11: "If your opponent's Pokémon is Knocked Out by damage from this attack, take 1
    more Prize card": the Pokémon this attack Knocks Out is worth that many more."""
    if not isinstance(context.when, KnockedOutByThisAttack):
        raise Miss("more Prize cards for another Knock Out")
    return [MorePrizesForKnockOut(number(match["n"]))]


@shape(
    r"during your next turn, if your opponent's Active Pokémon is Knocked Out, take (?P<n>\d+) "
    r"more Prize cards?\."
)
def more_prizes_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """D-17, E-02: during your next turn, the Defending Pokémon Knocked Out is worth that many
    more Prize cards (an effect on it: it ends if it goes to the Bench, EN I-A-03)."""
    return [
        Lasting(
            ModifierKind.EXTRA_PRIZES,
            Duration.YOUR_NEXT_TURN,
            on_defender=True,
            amount=number(match["n"]),
            when=context.when,
        )
    ]
