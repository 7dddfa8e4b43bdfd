"""Shapes of always-on text that lets Pokémon evolve sooner than R-4 and EN I-A-05 allow: "As
long as this Pokémon is in the Active Spot, it can evolve during your first turn or the turn
you play it", "Each player's Grass Pokémon can evolve into Grass Pokémon during the turn they
play those Pokémon, except during their first turn"."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ALWAYS_ON, Context, Miss, opening, shape
from playmat.compiler.shapes.always_on import WHO, made
from playmat.compiler.shapes.words import NAME, POKEMON_NOUN, named_card, pokemon_filter
from playmat.effects.always_on import InPlayEffect, Reach, WhileInPlay
from playmat.effects.base import Condition
from playmat.effects.predicates import HasPokemon
from playmat.rules.modifiers import ModifierKind


@shape(rf"{WHO} can evolve during your first turn or the turn you play it\.", where=ALWAYS_ON)
def evolves_early(match: re.Match[str], context: Context) -> Sequence[InPlayEffect]:
    """R-4, EN I-A-05 set aside: the Pokémon reached can evolve during its player's first turn
    and during the turn it was played."""
    effects = made(match, context, ModifierKind.EVOLVES_EARLY, 1)
    if any(effect.reach is Reach.THEIRS for effect in effects):
        raise Miss("the opponent's Pokémon evolving early")
    return effects


@shape(
    rf"each player's (?P<pokemon>{POKEMON_NOUN}) can evolve into (?P<into>{POKEMON_NOUN}) "
    r"during the turn they play those Pokémon, except during their first turn\.",
    where=ALWAYS_ON,
)
def evolve_the_turn_played(match: re.Match[str], context: Context) -> Sequence[InPlayEffect]:
    """EN I-A-05 set aside for both players' Pokémon of a kind: they can evolve into Pokémon
    of a kind during the turn they were played (not on a player's first turn, R-4)."""
    return [
        WhileInPlay(
            ModifierKind.EVOLVES_EARLY,
            reach=Reach.EVERY,
            only=pokemon_filter(match["pokemon"]),
            against=pokemon_filter(match["into"]),
            when=context.when,
        )
    ]


@opening(rf"if you have (?:any )?(?![^,]*Pokémon)(?P<name>{NAME}(?: ex)?) in play, ")
def _named_in_play(match: re.Match[str]) -> Condition:
    """ "If you have Shelmet in play": a Pokémon of that name among the player's in play."""
    return HasPokemon(named_card(match["name"]), bench_only=False)
