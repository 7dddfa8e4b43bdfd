"""Shapes of attached Energy discarded as the price of an attack
(:mod:`playmat.effects.energy_costs`, EN II-C-01, D-01), and of Energy of two kinds
discarded together."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ATTACK, Context, energy_type, shape
from playmat.compiler.shapes.attached import ENERGY_KIND, read_amount, read_energy_kind
from playmat.compiler.shapes.words import TYPES, optional
from playmat.effects.attached_cards import DiscardAttachedEnergy
from playmat.effects.base import Condition, Part
from playmat.effects.energy_costs import DiscardToAttack
from playmat.effects.predicates import YouDid


@shape(
    r"discard (?P<amount>all|\d+) "
    + ENERGY_KIND
    + r"Energy(?P<card> cards?)? (?:attached to|from) this Pokémon (?:in order to use this "
    r"attack|(?P<nothing>or this attack does nothing))\.",
    where=(ATTACK,),
    conditional=False,
)
def discard_to_attack(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-01 as the attack's price: "in order to use this attack" (it can't be used
    without), "or this attack does nothing" (D-01)."""
    count, _ = read_amount(match["amount"])
    energy, special, basic = read_energy_kind(match["kind"])
    # "A Fire Energy card" is a basic Fire Energy card (R-6: "a Fire Energy" provides Fire).
    basic = basic or (energy is not None and bool(match["card"]))
    return [
        DiscardToAttack(
            count,
            energy=energy,
            special=special,
            basic=basic,
            else_nothing=bool(match["nothing"]),
        )
    ]


@shape(
    rf"(?P<may>you may )?discard (?:1|an?) (?P<first>{TYPES}) Energy and (?:1|an?) "
    rf"(?P<second>{TYPES}) Energy (?:attached to|from) this Pokémon\.",
    where=(ATTACK,),
)
def discard_two_kinds(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-01: an Energy of each of two types from this Pokémon (R-6: any Energy providing
    that type); "if you do" follows whether both were discarded (E-19)."""
    first, second = energy_type(match["first"]), energy_type(match["second"])
    may = optional(match)
    return [
        DiscardAttachedEnergy(1, energy=first, optional=may, when=context.when),
        DiscardAttachedEnergy(1, energy=second, when=_both(context, may)),
    ]


def _both(context: Context, may: bool) -> Condition:
    """The second discard happens when the first did (with "you may", the player's answer
    covers both); unconditioned text discards both anyway."""
    return YouDid() if may else context.when
