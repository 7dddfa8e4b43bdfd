"""Shapes of cards an attack discards from the opponent's Pokémon, besides those of
:mod:`playmat.compiler.shapes.attached` (EN II-C-01): Pokémon Tools chosen among all of their
Pokémon, the Pokémon Tools (older cards: attached Trainer cards) and Special Energy of the
Defending Pokémon, all Energy of a kind from all of their Pokémon, Energy from the Defending
Pokémon only if it is a Pokémon ex."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, Miss, number, shape
from playmat.compiler.shapes.words import EVERYWHERE
from playmat.effects.attached_cards import (
    DiscardAttachedEnergy,
    DiscardDefenderTools,
    DiscardOpponentsTools,
)
from playmat.effects.attached_energy import ON_EACH_OF_THEIRS
from playmat.effects.base import ALWAYS, Part, Stage
from playmat.effects.predicates import DefenderIsKind, PokemonKind

_TOOLS = r"(?:Pokémon Tools|Pokémon Tool cards|Trainer cards)"


@shape(
    rf"(?P<before>before doing damage, )?discard all {_TOOLS}(?P<special> and Special Energy)? "
    r"(?:from|attached to) your opponent's Active Pokémon\.",
    where=EVERYWHERE,
)
def defender_tools(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01 (E-09 "before doing damage"): every Pokémon Tool of the Defending Pokémon (an older
    card's attached Trainer cards are its Pokémon Tools), and its Special Energy when the text
    says so."""
    stage = Stage.BEFORE_DAMAGE if match["before"] else Stage.EFFECTS
    made: list[Part] = [DiscardDefenderTools(when=context.when, stage=stage)]
    if match["special"]:
        made.append(
            DiscardAttachedEnergy(
                0, from_defender=True, special=True, when=context.when, stage=stage
            )
        )
    return made


@shape(
    r"discard (?P<upto>up to )?(?P<n>\d+) Pokémon Tools? (?:cards? )?from your opponent's Pokémon\."
)
def opponents_tools(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01: Pokémon Tools the player chooses among all of the opponent's Pokémon."""
    return [DiscardOpponentsTools(number(match["n"]), up_to=bool(match["upto"]), when=context.when)]


@shape(r"discard all (?P<special>Special )?Energy from all of your opponent's Pokémon\.")
def theirs_all_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01, D-03: all (Special) Energy attached to each of the opponent's Pokémon."""
    return [
        DiscardAttachedEnergy(
            0, special=bool(match["special"]), when=context.when, holders=ON_EACH_OF_THEIRS
        )
    ]


@shape(r"discard (?P<n>\d+) Energy from your opponent's Active Pokémon ex\.")
def defender_ex_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01 from the Defending Pokémon, only when it is a Pokémon ex."""
    if context.when != ALWAYS:
        raise Miss("two conditions on one effect")
    when = DefenderIsKind(PokemonKind.EX)
    return [DiscardAttachedEnergy(number(match["n"]), from_defender=True, when=when)]
