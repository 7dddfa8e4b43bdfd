"""Shapes of Prize cards a card's text has players take (:mod:`playmat.effects.prizes`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import TRAINER, Context, Miss, number, shape
from playmat.effects.base import Part
from playmat.effects.prizes import AskToTakePrizes


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
