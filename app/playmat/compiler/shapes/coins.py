"""Shapes of coins an effect flips (:mod:`playmat.effects.coins`): a number of them, one for
each of something counted, until tails; the sentences after them read the results (EN
II-B-01, B-02, D-01)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, Miss, number, opening, shape
from playmat.compiler.shapes.tallies import TALLY, read_tally
from playmat.compiler.shapes.words import EVERYWHERE
from playmat.effects.base import Condition, Part
from playmat.effects.coins import FlipCoins, FlipCoinsFor, FlipUntilTails
from playmat.effects.predicates import HeadsCount
from playmat.effects.tallies import Tally


@shape(r"flip (?P<n>\d+) coins?\.", where=EVERYWHERE, conditional=False)
@shape(r"then, flip (?P<n>\d+) coins?\.", where=EVERYWHERE, conditional=False)
def flip_coins(match: re.Match[str], context: Context) -> Sequence[Part]:
    """Coins whose results the following sentences use ("If heads, draw 4 cards", EN II-B-01,
    B-02, D-01); "..., then, flip a coin": a flip after the text before it."""
    return [FlipCoins(number(match["n"]))]


@shape(r"flips? 1 coin until you get tails\.", where=EVERYWHERE, conditional=False)
def flip_until_tails(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-02 example: "Flip a coin until you get tails. This attack does N damage for each
    heads." """
    return [FlipUntilTails()]


@shape(rf"flip 1 coin for each {TALLY}\.", conditional=False)
@shape(
    rf"flip a number of coins equal to the (?:total )?(?:number|amount) of {TALLY}\.",
    conditional=False,
)
def flip_coin_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """As many coins as counted when the attack's damage is settled (B-02 then counts the
    heads); older cards: "Flip a number of coins equal to the number of Energy attached to
    this Pokémon"."""
    counted = read_tally(match["what"])
    if counted.tally in (Tally.HEADS, Tally.TAILS):
        raise Miss("coins for each coin")
    return [FlipCoinsFor(counted.tally, counted.energy, counted.cards)]


@opening(r"if (?:both are (?P<side>heads|tails)|you get (?P<n>\d+) heads), ")
def _coins_result(match: re.Match[str]) -> Condition:
    """Older wordings of the coins' results: "If both are tails, ", "If you get 2 heads, "
    (exactly that many)."""
    if match["side"]:
        return HeadsCount(0, tails=match["side"].lower() == "tails")
    return HeadsCount(number(match["n"]))
