"""Shapes of searching the deck and shuffling it afterwards (:mod:`playmat.effects.searching`,
EN I-H, E-18): cards found go into the hand, onto the Bench (C-11), attached (C-09), into
the discard pile or on top of the deck; a number of them for each heads, one of each kind."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from playmat.compiler.grammar import Context, Miss, number, shape
from playmat.compiler.shapes.words import (
    CARDS,
    EVERYWHERE,
    NAME,
    SLOTS,
    TYPES,
    card_filter,
    named_card,
    names_pokemon,
    require_own_pokemon,
    slot_filters,
)
from playmat.effects.base import ALWAYS, Part
from playmat.effects.hands import DiscardHand
from playmat.effects.predicates import AnyCard, BasicEnergy, EnergyCard, EnergyCardOfType
from playmat.effects.searching import SearchDeck, SearchDeckForEach, ShuffleDeck

_SHUFFLE = r" (?:Then,? shuffle your deck|Shuffle your deck afterwards?)\."

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
        require_own_pokemon(context)
        return "attach_self"
    benched = "_benched" if match["benched"] else ""
    if match["one"] and not match["anyway"]:
        return ("attach_one" if many else "attach") + benched
    if match["anyway"] and not match["one"]:
        return "attach" + benched
    raise Miss("attach to which of your Pokémon")


@shape(
    r"search your deck for a number of " + CARDS + r" up to the number of heads and put them "
    r"into your hand\." + _SHUFFLE,
    where=EVERYWHERE,
    sentences=2,
)
def search_per_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, E-18: up to 1 card for each heads; no search (and no shuffle) with none."""
    return [SearchDeck(card_filter(match, context.card), per_heads=True, when=context.when)]


@shape(
    rf"search your deck for (?:an? )?(?P<name>{NAME}) and put it onto your Bench\." + _SHUFFLE,
    where=EVERYWHERE,
    sentences=2,
)
def search_named_to_bench(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, C-11, E-18: a Pokémon of a name, from the deck onto the Bench."""
    return [
        SearchDeck(named_card(match["name"], context.card), destination="bench", when=context.when)
    ]


@shape(
    r"search your deck for (?P<n>\d+) cards?, shuffle your deck, then put (?:those cards|that "
    r"card|it|them) on top of it in any order\.",
    where=EVERYWHERE,
    conditional=False,
)
def search_to_top(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, E-18: cards found, the deck shuffled, and the cards put back on top in the
    order the player chooses."""
    return [SearchDeck(AnyCard(), count=number(match["n"]), destination="top")]


@shape(
    r"search your deck for up to 2 (?P<cards>Basic Energy cards|basic Energy cards|"
    rf"(?:Basic |basic )?{TYPES} Energy cards)(?P<different> of different types)?, reveal "
    r"them, and put 1 of them into your hand\. Attach the other to 1 of your Pokémon\." + _SHUFFLE,
    where=EVERYWHERE,
    conditional=False,
    sentences=3,
)
def search_split(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, C-09, E-18: 2 Energy cards found and revealed: 1 into the hand, the other
    attached to 1 of your Pokémon."""
    return [
        SearchDeck(
            card_filter(match, context.card),
            count=2,
            destination="split",
            reveal=True,
            different_types=bool(match["different"]),
        )
    ]


@shape(
    rf"(?P<discard>discard your hand and )?search your deck for {SLOTS}"
    r"(?P<reveal>, reveal them,| and reveal them,)?(?: and)? put them into your hand\." + _SHUFFLE,
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def search_one_of_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, E-18: a search for one card of each kind (it may find fewer, even none)."""
    parts: list[Part] = [DiscardHand()] if match["discard"] else []
    slots = slot_filters(match, context.card)
    return [*parts, SearchDeckForEach(slots, reveal=bool(match["reveal"]))]
