"""Shapes of cards taken back from the discard pile (:mod:`playmat.effects.discard_pile`): into
the hand, shuffled into the deck (EN II-E-18), Basic Pokémon onto the Bench (C-11)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, Miss, number, shape
from playmat.compiler.shapes.words import CARDS, EVERYWHERE, card_filter, names_pokemon
from playmat.effects.base import Part
from playmat.effects.discard_pile import RecoverFromDiscard


@shape(
    r"(?P<may>you may )?(?P<verb>put|shuffle) (?:(?:any )?(?P<upto>up to )?(?P<n>\d+)|"
    r"(?P<article>an?)) "
    + CARDS
    + r" from your discard pile (?P<where>into your hand|onto your Bench|into your deck)\.",
    where=EVERYWHERE,
)
def recover(match: re.Match[str], context: Context) -> Sequence[Part]:
    """Cards from the discard pile into the hand, shuffled into the deck (E-18), or Basic
    Pokémon onto the Bench (C-11): that many (as many as there are), or up to that many."""
    where = match["where"].lower()
    destination = {"into your hand": "hand", "onto your bench": "bench", "into your deck": "deck"}
    if (match["verb"].lower() == "shuffle") != (where == "into your deck"):
        raise Miss("put into the deck, or shuffle into the hand")
    if match["may"] and where != "into your hand":
        raise Miss("you may, other than into the hand")
    cards = card_filter(match, context.card)
    if where == "onto your bench" and not names_pokemon(cards):
        raise Miss("only Pokémon go onto the Bench")
    return [
        RecoverFromDiscard(
            cards,
            count=1 if match["article"] else number(match["n"]),
            optional=bool(match["may"]),
            when=context.when,
            up_to=bool(match["upto"]),
            destination=destination[where],
        )
    ]


@shape(
    r"put a number of " + CARDS + r" up to the number of heads from your discard pile into your "
    r"hand\.",
    where=EVERYWHERE,
)
def recover_per_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    """Up to 1 card for each heads of the flips before it, from the discard pile into the
    hand."""
    return [RecoverFromDiscard(card_filter(match, context.card), per_heads=True, when=context.when)]
