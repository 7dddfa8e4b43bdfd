"""Shapes of what an effect does with cards: drawing, searching the deck, discarding from the
hand, taking cards back from the discard pile (EN I-H, II-C-01, C-11, E-18)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER, Context, Miss, number, shape
from playmat.compiler.shapes.words import CARDS, card_filter, names_pokemon
from playmat.effects.base import ALWAYS, Part
from playmat.effects.predicates import BasicEnergy, EnergyCard, EnergyCardOfType
from playmat.effects.zone_parts import (
    Draw,
    DrawUntil,
    RecoverFromDiscard,
    SearchDeck,
    ShuffleDeck,
)

EVERYWHERE = (ATTACK, ABILITY, TRAINER)
_P = TypeVar("_P", bound=Part)
_SHUFFLE = r"(?: Then,? shuffle your deck\.| Shuffle your deck afterwards?\.)"


@shape(r"(?P<may>you may )?draw (?P<n>\d+) (?:more )?cards?\.", where=EVERYWHERE)
def draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H; "If heads, draw 4 cards", "If you do, draw 2 cards", "you may draw 1 card"
    (E-10), "If your opponent has 3 or fewer Prize cards remaining, draw 2 more cards" (a
    second draw under its condition)."""
    return [Draw(number(match["n"]), when=context.when, optional=bool(match["may"]))]


@shape(r"(?:you may )?draw (?P<n>\d+) cards? instead\.", where=EVERYWHERE)
def draw_instead(match: re.Match[str], context: Context) -> Sequence[Part]:
    """ "If you have exactly 6 Prize cards remaining, draw 8 cards instead": the draw just
    before takes the other count when the condition holds."""
    previous = _previous(context, Draw)
    if context.when == ALWAYS or previous.instead:
        raise Miss("instead of what")
    context.parts[-1] = replace(previous, instead=number(match["n"]), instead_when=context.when)
    return []


@shape(
    r"(?P<may>you may )?draw cards until you have (?P<n>\d+) cards in your hand\.",
    where=EVERYWHERE,
)
def draw_until(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: draw until the hand holds N cards (none if it already does)."""
    return [DrawUntil(number(match["n"]), optional=bool(match["may"]), when=context.when)]


@shape(r"draw cards until you have (?P<n>\d+) cards in your hand instead\.", where=EVERYWHERE)
def draw_until_instead(match: re.Match[str], context: Context) -> Sequence[Part]:
    previous = _previous(context, DrawUntil)
    if context.when == ALWAYS or previous.instead or previous.first_turn_size:
        raise Miss("instead of what")
    context.parts[-1] = replace(previous, instead=number(match["n"]), instead_when=context.when)
    return []


def _previous(context: Context, kind: type[_P]) -> _P:
    """The part just before, which an "instead" sentence changes."""
    if not context.parts or type(context.parts[-1]) is not kind:
        raise Miss(f"no {kind.__name__} before")
    previous = context.parts[-1]
    assert isinstance(previous, kind)
    return previous


#: How many cards a search names: "up to 2", "2", "any 1", "a", "any", "any number of".
_COUNT = r"(?:(?:any )?(?:up to )?(?P<n>\d+)|(?P<any>any number of)|(?P<article>an?|any))"
_REVEAL = (
    r"(?P<reveal>, reveal (?:it|them),| and reveal (?:it|them),"
    r"|, show (?:it|them) to your opponent,)?"
)
_DESTINATION = (
    r"(?P<where>put (?:it|them) into your hand|put (?:it|them) onto your Bench|"
    r"attach (?:it|them) to this Pokémon|discard (?:it|them)|"
    r"attach (?:it|them) to (?P<one>1 of )?your (?P<benched>Benched )?Pokémon"
    r"(?P<anyway> in any way you like)?)"
)
_SEARCH = (
    rf"(?P<may>you may )?search your deck for {_COUNT} {CARDS}(?P<different> of different types)?"
    rf"{_REVEAL}(?: and)? {_DESTINATION}\."
)


@shape(_SEARCH + _SHUFFLE, where=EVERYWHERE, sentences=2)
def search(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, E-18: search the deck for cards and put them into the hand, onto the Bench
    (C-11), attach them (C-09) or discard them; then shuffle the deck."""
    if context.when != ALWAYS and _unshuffled_search_before(context):
        # "If heads, search ... If tails, search ... Then, shuffle": the shuffle is for both.
        raise Miss("the shuffle belongs to the searches before")
    return [_search(match, context)]


def _unshuffled_search_before(context: Context) -> bool:
    return bool(context.parts) and (
        isinstance(context.parts[-1], SearchDeck) and not context.parts[-1].shuffle
    )


@shape(_SEARCH, where=EVERYWHERE)
def search_then(match: re.Match[str], context: Context) -> Sequence[Part]:
    """A search whose shuffle comes later in the text, after another search under another
    condition ("If heads, search ... If tails, search ... Then, shuffle your deck.")."""
    if context.when == ALWAYS:
        raise Miss("a search without its shuffle")
    return [replace(_search(match, context), shuffle=False)]


@shape(r"then, shuffle your deck\.", where=EVERYWHERE, conditional=False)
def shuffle_after_searches(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-18: the shuffle after searches made under conditions (only after them: any other
    text that shuffles says what it shuffles)."""
    if not _unshuffled_search_before(context):
        raise Miss("a shuffle after no search")
    return [ShuffleDeck()]


def _search(match: re.Match[str], context: Context) -> SearchDeck:
    cards = card_filter(match, context.card)
    where = match["where"].lower()
    count = 1 if match["article"] else (0 if match["any"] else number(match["n"]))
    many = count != 1
    if where.startswith("put") and "bench" in where:
        if not names_pokemon(cards):
            raise Miss("only Pokémon go onto the Bench")
        destination = "bench"
    elif where.startswith("put"):
        destination = "hand"
    elif where.startswith("discard"):
        destination = "discard"
    else:
        if not isinstance(cards, (BasicEnergy, EnergyCardOfType, EnergyCard)):
            raise Miss("only Energy cards are attached from the deck here")
        destination = _attach_destination(match, many, context)
    return SearchDeck(
        cards,
        count=max(count, 1),
        destination=destination,
        reveal=bool(match["reveal"]),
        when=context.when,
        optional=bool(match["may"]),
        any_number=bool(match["any"]),
        different_types=bool(match["different"]),
    )


def _attach_destination(match: re.Match[str], many: bool, context: Context) -> str:
    """Where found Energy goes: this Pokémon; 1 of your (Benched) Pokémon (all of them to the
    same one); your (Benched) Pokémon in any way you like (each to one chosen for it)."""
    where = match["where"].lower()
    if where.endswith("this pokémon"):
        if context.where == TRAINER:
            raise Miss("a Trainer has no Pokémon of its own")
        return "attach_self"
    benched = "_benched" if match["benched"] else ""
    if match["one"] and not match["anyway"]:
        return ("attach_one" if many else "attach") + benched
    if match["anyway"] and not match["one"]:
        return "attach" + benched
    raise Miss("attach to which of your Pokémon")


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


@shape(
    r"search your deck for a number of " + CARDS + r" up to the number of heads and put them "
    r"into your hand\." + _SHUFFLE,
    where=EVERYWHERE,
    sentences=2,
)
def search_per_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, E-18: up to 1 card for each heads; no search (and no shuffle) with none."""
    return [SearchDeck(card_filter(match, context.card), per_heads=True, when=context.when)]
