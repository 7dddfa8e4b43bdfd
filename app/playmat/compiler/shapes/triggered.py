"""Shapes of what only triggered text does (:mod:`playmat.compiler.triggers`): a Pokémon Tool
or Special Energy that discards itself, and "that Pokémon" the trigger happened to."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, Context, Miss, number, shape
from playmat.effects.base import ALWAYS, Part
from playmat.effects.switching import SwitchThatIn
from playmat.effects.triggered import CountersOnThat, DiscardThisCard


@shape(r"(?:then, )?discard this card\.", where=(ABILITY,), conditional=False)
def discard_this_card(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-B-01, C-01: the Tool or Special Energy whose triggered text this is discards
    itself; an Ability's Pokémon has no such card."""
    if context.card.is_pokemon:
        raise Miss("a Pokémon's text has no card attached to discard")
    return [DiscardThisCard()]


@shape(r"(?:put|place) (?P<n>\d+) damage counters? on that Pokémon\.", where=(ABILITY,))
def counters_on_that(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-07 on the Pokémon a trigger happened to ("whenever your opponent attaches an
    Energy card ... to 1 of their Pokémon, put 2 damage counters on that Pokémon")."""
    if context.when != ALWAYS:
        raise Miss("a condition on counters for that Pokémon")
    return [CountersOnThat(number(match["n"]))]


@shape(r"switch that Pokémon with your Active Pokémon\.", where=(ABILITY,), conditional=False)
def switch_that_in(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-03: the Benched Pokémon a trigger happened to becomes the Active Pokémon."""
    return [SwitchThatIn()]
