"""Shapes of Energy an attack's user may give up, for more damage or for what follows "If you
do" (EN II-E-10, E-19): all Energy of this Pokémon discarded, shuffled into the deck or put
into the hand "to have this attack do N more damage"; some of it shuffled into the deck."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, number, shape
from playmat.compiler.shapes.words import require_own_pokemon
from playmat.effects.attached_cards import AttachedEnergyToHand, DiscardAttachedEnergy
from playmat.effects.base import Part, Stage
from playmat.effects.damage_parts import MoreDamage
from playmat.effects.predicates import YouDid

_ALL_OF_IT = r"all Energy (?:from|attached to) this Pokémon"


@shape(
    rf"you may (?:(?P<discard>discard) {_ALL_OF_IT}|(?P<deck>shuffle) {_ALL_OF_IT} into your deck|"
    rf"put {_ALL_OF_IT} into your hand) (?:and|to) have this attack do (?P<n>\d+) more damage\."
)
def all_energy_for_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-10, E-19, B-01: the player may give up all of this Pokémon's Energy; if they do, the
    attack does N more damage (settled before the damage)."""
    require_own_pokemon(context)
    before = Stage.BEFORE_DAMAGE
    given: Part
    if match["discard"]:
        given = DiscardAttachedEnergy(0, optional=True, when=context.when, stage=before)
    else:
        given = AttachedEnergyToHand(
            0, optional=True, when=context.when, to_deck=bool(match["deck"]), stage=before
        )
    return [given, MoreDamage(number(match["n"]), YouDid())]


@shape(r"(?P<may>you may )?shuffle (?P<n>\d+) Energy attached to this Pokémon into your deck\.")
def energy_into_deck(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-02: that many of this Pokémon's Energy, chosen, shuffled into its owner's deck (a cost
    "If you do" may ask about)."""
    require_own_pokemon(context)
    return [
        AttachedEnergyToHand(
            number(match["n"]), optional=bool(match["may"]), when=context.when, to_deck=True
        )
    ]
