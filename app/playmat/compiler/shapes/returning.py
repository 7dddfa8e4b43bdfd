"""Shapes of a player's own Pokémon in play put back into the hand or deck, or discarded, with all
of its cards (:mod:`playmat.effects.returning`, EN II-C-02)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, ATTACK, Context, Miss, shape
from playmat.compiler.shapes.words import (
    EVERYWHERE,
    POKEMON_NOUN,
    require_own_pokemon,
    some_pokemon,
)
from playmat.effects.base import Part
from playmat.effects.returning import ReturnPokemon

_ALL = r"and all (?:cards attached to (?:it|them)|attached cards)"


@shape(
    r"(?P<verb>put|return|shuffle|discard) 1 of your (?P<benched>Benched )?"
    rf"(?P<pokemon>{POKEMON_NOUN})(?P<damaged> that has any damage counters on it)? {_ALL}"
    r"(?: (?P<to>into your hand|to your hand|into your deck))?\.",
    where=EVERYWHERE,
)
def return_pokemon(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-02, P-21: 1 of your Pokémon and all of its cards into your hand, shuffled into your
    deck, or discarded."""
    verb = match["verb"].lower()
    to = (match["to"] or "").lower()
    destination = {"put": "hand", "return": "hand", "shuffle": "deck", "discard": "discard"}[verb]
    expected = {"hand": ("into your hand", "to your hand"), "deck": ("into your deck",)}
    if to not in expected.get(destination, ("",)):
        raise Miss("the verb and where the cards go don't agree")
    return [
        ReturnPokemon(
            destination,
            pokemon=some_pokemon(match["pokemon"]),
            benched=bool(match["benched"]),
            damaged=bool(match["damaged"]),
            when=context.when,
        )
    ]


@shape(
    rf"(?P<may>you may )?(?P<verb>put|return|shuffle) this Pokémon {_ALL} (?:into|to) your "
    r"(?P<to>hand|deck)\.",
    where=(ATTACK, ABILITY),
)
def return_itself(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-02, P-21: the attacking Pokémon (or the Ability's) and all of its cards into your
    hand, or shuffled into your deck."""
    require_own_pokemon(context)
    to = match["to"].lower()
    if (match["verb"].lower() == "shuffle") != (to == "deck"):
        raise Miss("the verb and where the cards go don't agree")
    return [ReturnPokemon(to, yourself=True, optional=bool(match["may"]), when=context.when)]


@shape(
    r"(?P<may>you may )?put this Pokémon into your hand\. \(Discard all cards attached to this "
    r"Pokémon\.\)",
    where=(ATTACK, ABILITY),
    sentences=2,
)
def return_itself_discarding(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-02, P-21: the Pokémon (its evolution stack) into your hand; the cards attached to it
    into the discard pile."""
    require_own_pokemon(context)
    return [
        ReturnPokemon(
            yourself=True, discard_attached=True, optional=bool(match["may"]), when=context.when
        )
    ]
