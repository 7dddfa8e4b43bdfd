"""Shapes of always-on text that changes what attacks cost (EN II-D-09, D-11, D-12): "Attacks
used by this Pokémon cost Colorless less for each of your opponent's Benched Pokémon", "As long
as this Pokémon is in the Active Spot, attacks used by your opponent's Basic Pokémon cost
Colorless more", "When the Tera Pokémon this card is attached to uses an attack, that attack
costs 1 Energy less"."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from playmat.cards.model import EnergyType
from playmat.compiler.grammar import ALWAYS_ON, Context, Miss, energy_type, number, shape
from playmat.compiler.shapes.always_on import WHO, made
from playmat.compiler.shapes.tallies import TALLY, read_tally
from playmat.compiler.shapes.words import TYPES
from playmat.effects.always_on import InPlayEffect
from playmat.rules.modifiers import ModifierKind

#: One or more symbols of one type: "Colorless", "ColorlessColorless", "Lightning".
_SYMBOLS = rf"(?P<symbols>{TYPES}+)"
_FOR_EACH = rf"(?: for each {TALLY})?"
_ANY_TYPE = r"(?: \(The Energy can be of any type\.\))?"


@shape(
    rf"(?:the )?attacks (?:used by|of) {WHO} cost {_SYMBOLS} (?P<way>less|more){_FOR_EACH}\.",
    where=ALWAYS_ON,
)
@shape(
    rf"(?P<attack>(?-i:[A-Z][\w'-]*)(?: (?-i:[A-Z][\w'-]*))*) used by {WHO} costs {_SYMBOLS} "
    rf"(?P<way>less|more){_FOR_EACH}\.",
    where=ALWAYS_ON,
)
def attacks_cost(match: re.Match[str], context: Context) -> Sequence[InPlayEffect]:
    """D-11, D-12: the attacks (or one attack, by name) of the Pokémon reached cost more or
    fewer symbols of a type, maybe for each of something counted."""
    symbols = re.findall(TYPES, match["symbols"])
    if len(set(symbols)) != 1:
        raise Miss("symbols of more than one type")
    symbol = energy_type(symbols[0])
    amount = len(symbols) * (1 if match["way"] == "more" else -1)
    (effect,) = made(match, context, ModifierKind.ATTACK_COST, amount)
    count = read_tally(match["what"]) if match["what"] else None
    if count is not None and count.energy is not None:
        raise Miss("Energy of a type counted")
    return [
        replace(
            effect,
            attack=match.groupdict().get("attack") or "",
            symbol=None if symbol is EnergyType.COLORLESS else symbol,
            per=count.tally if count else None,
            per_cards=count.cards if count else None,
        )
    ]


@shape(
    rf"when {WHO} uses an attack, that attack costs (?P<n>\d+) Energy less\.{_ANY_TYPE}",
    where=ALWAYS_ON,
)
@shape(
    rf"when {WHO} uses an attack, that attack costs (?P<n>\d+) Energy less\.{_ANY_TYPE}",
    where=ALWAYS_ON,
    sentences=2,
)
def attacks_cost_any(match: re.Match[str], context: Context) -> Sequence[InPlayEffect]:
    """D-12: the attacks of the Pokémon reached cost that many Energy less, of any type (the
    player leaves out the symbols they like)."""
    return made(match, context, ModifierKind.ATTACK_COST_ANY, -number(match["n"]))
