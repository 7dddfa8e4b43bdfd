"""Shapes of what an effect does with cards: drawing, searching the deck, discarding from the
hand, taking cards back from the discard pile (EN I-H, II-C-01, C-11, E-18)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER, Context, number, shape
from playmat.compiler.shapes.words import CARDS, card_filter
from playmat.effects.base import Part
from playmat.effects.zone_parts import Draw, RecoverFromDiscard, SearchDeck

EVERYWHERE = (ATTACK, ABILITY, TRAINER)
_SHUFFLE = r"(?: Then,? shuffle your deck\.| Shuffle your deck afterwards?\.)"


@shape(r"draw (?P<n>\d+) cards?\.", where=EVERYWHERE, conditional=False)
def draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [Draw(number(match["n"]))]


_SEARCH = (
    r"search your deck for (?:up to )?(?P<n>\d+) " + CARDS + r"(?P<reveal>, reveal (?:it|them),"
    r"| and reveal (?:it|them),)?(?: and)? (?P<where>put (?:it|them) into your hand|"
    r"put (?:it|them) onto your Bench|attach (?:it|them) to (?:1 of )?your Pokémon)\."
)


@shape(_SEARCH + _SHUFFLE, where=EVERYWHERE, sentences=2)
def search(match: re.Match[str], context: Context) -> Sequence[Part]:
    where = match["where"].lower()
    destination = (
        "attach" if where.startswith("attach") else "bench" if "bench" in where else "hand"
    )
    return [
        SearchDeck(
            card_filter(match),
            count=number(match["n"]),
            destination=destination,
            reveal=bool(match["reveal"]),
            when=context.when,
        )
    ]


@shape(
    r"put (?:up to )?(?P<n>\d+) " + CARDS + r" from your discard pile into your hand\.",
    where=EVERYWHERE,
)
def recover(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [RecoverFromDiscard(card_filter(match), count=number(match["n"]), when=context.when)]
