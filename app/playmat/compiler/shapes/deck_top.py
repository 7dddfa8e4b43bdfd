"""Shapes of the top (or bottom) cards of a deck (:mod:`playmat.effects.deck_top`): looked at
and some taken (EN I-H), put back in any order, discarded (C-01), and the damage an attack
does for each card it discarded (B-02)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, Miss, number, shape
from playmat.compiler.shapes.words import (
    CARDS,
    EVERYWHERE,
    NAME,
    SLOTS,
    THEIR,
    card_filter,
    named_card,
    names_pokemon,
    require_own_pokemon,
    slot_filters,
)
from playmat.effects.base import Part, Stage
from playmat.effects.deck_peek import PeekTop
from playmat.effects.deck_top import DiscardTopOfDeck, LookAtTop, RearrangeTop
from playmat.effects.predicates import (
    AnyCard,
    AnyOf,
    BasicEnergy,
    CardFilter,
    EnergyCard,
    EnergyCardOfType,
)
from playmat.effects.tallies import DamageFor, DamageMode, Tally

#: The cards taken among those looked at: one of each kind, a number of one kind, or a Pokémon
#: named by its name ("a Tyrunt").
_TAKE = (
    rf"(?:{SLOTS}|(?:(?P<upto>up to )?(?P<k>\d+)|(?P<article>an?)|(?P<any>any number of)) "
    rf"(?:{CARDS}|(?P<name>{NAME})))"
)

_LOOK = r"look at the (?P<end>top|bottom) (?P<n>\d+) cards (?:of|from) your deck"

#: Where the cards taken go, as the sentence that takes them says it.
_TO = (
    r"(?P<to>into your hand|onto your Bench|to this Pokémon|to (?P<one>1 of )?your "
    r"(?P<benched>Benched )?Pokémon(?P<anyway> in any way you like)?)"
)

#: The sentence that takes some of the cards looked at: revealed and put into the hand or onto
#: the Bench, put there, or attached.
_TAKE_SENTENCE = (
    rf"You may (?P<verb>reveal|put|attach) {_TAKE} you find there (?P<andput>and put (?:it|them) )?"
    rf"{_TO}\."
)

#: What becomes of the cards not taken.
_REST = (
    r"(?P<rest>shuffle the other cards back into your deck|discard the other cards?|"
    r"shuffle the other cards and put them on the bottom of your deck|"
    r"put the other cards? in the Lost Zone|put the other cards? into your hand|"
    r"put the other cards? back (?:on top of your deck )?in any order|"
    r"put the other cards? (?:back )?on the bottom of your deck(?: in any order)?|"
    r"put the other cards? back on top of your deck)\."
)

_RESTS = (
    ("shuffle the other cards back", "shuffle"),
    ("discard", "discard"),
    ("shuffle the other cards and put", "bottom"),
    ("lost zone", "lost_zone"),
    ("into your hand", "hand"),
    ("bottom", "bottom_in_order"),
    ("in any order", "back_in_order"),
    ("back on top", "stay"),
)


@shape(
    _LOOK + r"\. " + _TAKE_SENTENCE + " " + _REST,
    where=EVERYWHERE,
    sentences=3,
)
def look_and_reveal(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: a look at some cards of the deck, some of them (revealed and) taken into the
    hand, onto the Bench (C-11) or attached (C-09), the rest shuffled back (E-18), discarded,
    put in the Lost Zone, put back in an order or on the bottom."""
    return [_look(match, context, may=True)]


def _look(match: re.Match[str], context: Context, *, may: bool) -> LookAtTop:
    """The look a match names; ``may``: the player may take fewer than it names ("you may
    reveal 2 ..."), else they take that many, as many as there are."""
    destination = _destination(match, context)
    rest = _rest(match)
    if destination == "hand" and rest == "hand":
        raise Miss("every card into the hand")
    bottom = match["end"].lower() == "bottom"
    reveal = match["verb"].lower() == "reveal"
    if match["slots"]:
        if destination != "hand":
            raise Miss("one of each kind, elsewhere than the hand")
        slots = slot_filters(match, context.card)
        return LookAtTop(
            number(match["n"]),
            slots=slots,
            reveal=reveal,
            rest=rest,
            bottom=bottom,
            when=context.when,
        )
    if match["name"]:
        cards = named_card(match["name"], context.card)
    else:
        cards = card_filter(match, context.card)
    if destination == "bench" and not names_pokemon(cards):
        raise Miss("only Pokémon go onto the Bench")
    if destination.startswith("attach") and not _energy(cards):
        raise Miss("only Energy cards are attached from the deck here")
    return LookAtTop(
        number(match["n"]),
        cards,
        take=1 if match["article"] or match["any"] else number(match["k"]),
        up_to=may or bool(match["upto"] or match["any"]),
        any_number=bool(match["any"]),
        reveal=reveal,
        rest=rest,
        bottom=bottom,
        destination=destination,
        when=context.when,
    )


def _energy(cards: CardFilter) -> bool:
    """Whether a filter names Energy cards only (what is attached from the deck)."""
    if isinstance(cards, AnyOf):
        return all(_energy(f) for f in cards.filters)
    return isinstance(cards, (BasicEnergy, EnergyCardOfType, EnergyCard))


def _destination(match: re.Match[str], context: Context) -> str:
    to = match["to"].lower()
    verb = (match["verb"] or "put").lower()
    if (verb == "reveal") != bool(match.groupdict().get("andput")):
        raise Miss("revealed without being put anywhere, or put twice")
    if to in ("into your hand", "onto your bench"):
        if verb == "attach":
            raise Miss("attached into the hand")
        return "hand" if to == "into your hand" else "bench"
    if verb != "attach":
        raise Miss("cards put, not attached, to Pokémon")
    if to == "to this pokémon":
        require_own_pokemon(context)
        return "attach_self"
    benched = "_benched" if match["benched"] else ""
    if match["one"] and not match["anyway"]:
        return "attach_one" + benched
    if match["anyway"] and not match["one"]:
        return "attach" + benched
    raise Miss("attach to which of your Pokémon")


@shape(
    _LOOK + r"(?:,| and) (?:choose (?P<choose>\d+) of them, and put (?:it|them) into your hand|"
    r"put (?P<putupto>up to )?(?P<putk>\d+) of them into your hand|"
    rf"(?P<verb>reveal|attach) {_TAKE} you find there,? (?P<andput>and put (?:it|them) )?{_TO})"
    r"\. " + _REST,
    where=EVERYWHERE,
    sentences=2,
)
def look_and_take(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: some of the cards looked at go into the hand (exactly that many, as many as
    there are; or up to that many; revealed or not), or Energy cards among them are attached
    (C-09); the rest as :func:`look_and_reveal` says."""
    if match["verb"]:
        return [_look(match, context, may=False)]
    rest = _rest(match)
    if rest == "hand":
        raise Miss("every card into the hand")
    return [
        LookAtTop(
            number(match["n"]),
            AnyCard(),
            take=number(match["choose"] or match["putk"]),
            up_to=bool(match["putupto"]),
            rest=rest,
            bottom=match["end"].lower() == "bottom",
            when=context.when,
        )
    ]


def _rest(match: re.Match[str]) -> str:
    rest = match["rest"].lower()
    return next(kind for words, kind in _RESTS if words in rest)


@shape(
    r"look at the top (?P<n>\d+) cards of (?P<whose>your|your opponent's|either player's) deck "
    rf"and put them back (?:on top of (?:your|{THEIR}|that player's) deck )?in any order"
    r"(?P<bottom>, or shuffle them and put them on the bottom of your deck)?\.",
    where=EVERYWHERE,
    conditional=False,
)
def rearrange_top(match: re.Match[str], context: Context) -> Sequence[Part]:
    """The top cards of a deck looked at and put back in the order the player chooses (or,
    for your own deck, shuffled and put on the bottom)."""
    whose = {"your": "you", "your opponent's": "opponent", "either player's": "either"}
    return [
        RearrangeTop(
            number(match["n"]),
            whose=whose[match["whose"].lower()],
            or_bottom=bool(match["bottom"]),
        )
    ]


_TOP = r"discard the top (?:card|(?P<n>\d+) cards?) (?:of|from) your (?P<whose>opponent's )?deck"


@shape(_TOP + r"\.", where=EVERYWHERE)
def discard_top_of_deck(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01 from the top of a deck: as many as there are."""
    count = number(match["n"]) if match["n"] else 1
    return [DiscardTopOfDeck(count, opponents=bool(match["whose"]), when=context.when)]


@shape(
    _TOP + r", and this attack does (?P<per>\d+) damage for each "
    rf"{CARDS} that you discarded in this way\.",
    conditional=False,
)
def discard_top_for_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """The discard settles the damage, so it comes before it (B-02): N for each card of the
    kind named among those discarded."""
    count = number(match["n"]) if match["n"] else 1
    counts = card_filter(match, context.card)
    return [
        DiscardTopOfDeck(
            count, opponents=bool(match["whose"]), counts=counts, stage=Stage.BEFORE_DAMAGE
        ),
        DamageFor(number(match["per"]), Tally.COUNTED, DamageMode.TIMES, cards=counts),
    ]


_PEEK = r"look at the top card of (?P<whose>your|your opponent's|either player's) deck"
_WHOSE = {"your": "you", "your opponent's": "opponent", "either player's": "either"}
#: What the player may then do with the card they looked at, as the sentence after says it.
_PEEK_THEN = (
    rf"(?:then, )?you may (?:(?P<shuffle>have your opponent shuffle {THEIR} deck|shuffle your "
    r"deck)|(?P<discard>discard that card(?: or return it to the top of the deck)?)|(?P<bottom>"
    r"put that card on the bottom of your deck))\."
)


@shape(_PEEK + r"\.", where=EVERYWHERE, conditional=False)
def peek_top(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-20: a look at the top card of a deck, and nothing more."""
    return [PeekTop(_WHOSE[match["whose"].lower()])]


@shape(_PEEK + r"\. " + _PEEK_THEN, where=EVERYWHERE, conditional=False, sentences=2)
def peek_top_then(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-20, E-10: a look at the top card of a deck; then the player may discard it (C-01),
    put it on the bottom of their deck, or have that deck shuffled (E-18)."""
    whose = _WHOSE[match["whose"].lower()]
    if match["shuffle"]:
        opponents = match["shuffle"].lower().startswith("have")
        if opponents != (whose == "opponent"):
            raise Miss("a shuffle of another deck than the one looked at")
        then = "shuffle"
    else:
        then = "discard" if match["discard"] else "bottom"
    return [PeekTop(whose, then)]


@shape(
    _PEEK + r"\. You may put (?:that card|it) into your hand\. If (?:you don't|not), discard "
    r"(?:that card|it) and draw (?P<n>\d+) cards?\.",
    where=EVERYWHERE,
    conditional=False,
    sentences=3,
)
def peek_top_take(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-20, E-10: the player may take the top card of their deck; if not, it is discarded
    and they draw."""
    if match["whose"].lower() != "your":
        raise Miss("another player's card into your hand")
    return [PeekTop("you", "take", number(match["n"]))]
