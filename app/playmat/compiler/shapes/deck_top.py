"""Shapes of the top (or bottom) cards of a deck (:mod:`playmat.effects.deck_top`): looked at
and some taken (EN I-H), put back in any order, discarded (C-01), and the damage an attack
does for each card it discarded (B-02)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import Context, number, shape
from playmat.compiler.shapes.words import CARDS, EVERYWHERE, SLOTS, THEIR, card_filter, slot_filters
from playmat.effects.base import Part, Stage
from playmat.effects.deck_top import DiscardTopOfDeck, LookAtTop, RearrangeTop
from playmat.effects.predicates import AnyCard
from playmat.effects.tallies import DamageFor, DamageMode, Tally

_TAKE = (
    rf"(?:{SLOTS}|(?:(?P<upto>up to )?(?P<k>\d+)|(?P<article>an?)|(?P<any>any number of)) "
    rf"{CARDS})"
)

_REST = (
    r"(?P<rest>shuffle the other cards back into your deck|discard the other cards|"
    r"shuffle the other cards and put them on the bottom of your deck)\."
)


@shape(
    r"look at the (?P<end>top|bottom) (?P<n>\d+) cards of your deck\. You may reveal "
    + _TAKE
    + r" you find there and put (?:it|them) into your hand\. "
    + _REST,
    where=EVERYWHERE,
    conditional=False,
    sentences=3,
)
def look_and_reveal(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: a look at some cards of the deck, some of them revealed and taken, the rest
    shuffled back (E-18), discarded or put on the bottom."""
    if match["slots"]:
        return [
            LookAtTop(
                number(match["n"]),
                slots=slot_filters(match, context.card),
                reveal=True,
                rest=_rest(match),
                bottom=match["end"].lower() == "bottom",
            )
        ]
    return [
        LookAtTop(
            number(match["n"]),
            card_filter(match, context.card),
            take=1 if match["article"] or match["any"] else number(match["k"]),
            any_number=bool(match["any"]),
            reveal=True,
            rest=_rest(match),
            bottom=match["end"].lower() == "bottom",
        )
    ]


@shape(
    r"look at the top (?P<n>\d+) cards of your deck and put (?P<k>\d+) of them into your hand\. "
    + _REST,
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def look_and_take(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: exactly that many of the cards looked at go into the hand (as many as there
    are), unrevealed."""
    return [
        LookAtTop(
            number(match["n"]),
            AnyCard(),
            take=number(match["k"]),
            up_to=False,
            rest=_rest(match),
        )
    ]


def _rest(match: re.Match[str]) -> str:
    rest = match["rest"].lower()
    return "discard" if rest.startswith("discard") else "bottom" if "bottom" in rest else "shuffle"


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


_TOP = r"discard the top (?:card|(?P<n>\d+) cards?) of your (?P<whose>opponent's )?deck"


@shape(_TOP + r"\.")
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
