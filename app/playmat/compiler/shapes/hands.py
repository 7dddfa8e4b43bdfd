"""Shapes of whole hands and cards from the player's hand (:mod:`playmat.effects.hands`,
:mod:`playmat.effects.hand_to_deck`): discarded (EN II-C-01; as a cost, E-19), shuffled into
the deck (E-18), put on top or on the bottom of the deck, switched with the top card, and the
draws that come with them."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import TRAINER, Context, Miss, number, shape
from playmat.compiler.shapes.words import CARDS, EVERYWHERE, THEIR, card_filter
from playmat.effects.base import Part, Stage
from playmat.effects.drawing import Draw, DrawFor, OpponentDraws
from playmat.effects.hand_to_deck import HandToDeck, SwitchWithTop
from playmat.effects.hands import (
    DiscardFromHand,
    DiscardHand,
    HandsToBottom,
    OnlyIfLastCard,
    PutOnBottomFromHand,
    ShuffleHandIntoDeck,
)
from playmat.effects.predicates import AnyCard, YouDid


@shape(r"discard your hand and draw (?P<n>\d+) cards?\.", where=EVERYWHERE, conditional=False)
def discard_hand_and_draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01, EN I-H: the whole hand to the discard pile, then a fresh draw."""
    return [DiscardHand(), Draw(number(match["n"]))]


@shape(
    rf"(?P<who>shuffle your hand into your deck|each player shuffles {THEIR} hand into "
    rf"{THEIR} deck|(?:have )?your opponent shuffles? {THEIR} hand into {THEIR} deck)"
    r"(?:,? and (?:then )?draws? (?P<n>\d+) cards?)?\.",
    where=EVERYWHERE,
    conditional=False,
)
def shuffle_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-18: the hand shuffled into the deck (yours, your opponent's, each player's), and
    maybe a draw by the same players."""
    who = match["who"].lower()
    whose = "you" if who.startswith("shuffle") else "each" if who.startswith("each") else "opponent"
    parts: list[Part] = [ShuffleHandIntoDeck(whose)]
    if match["n"]:
        count = number(match["n"])
        if whose in ("you", "each"):
            parts.append(Draw(count))
        if whose in ("opponent", "each"):
            parts.append(OpponentDraws(count))
    return parts


@shape(
    r"(?P<then>then, )?discard (?P<upto>up to )?(?P<n>\d+) " + CARDS + r" from your hand\.",
    where=EVERYWHERE,
    conditional=False,
)
def discard_from_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01: N cards of the hand (as many as there are), or up to N; in a Trainer, the exact
    count is a cost the card can't be played without (E-19), unless it comes after the rest
    ("Then, discard ...": as many as the hand holds then)."""
    then = bool(match["then"])
    if then and not context.parts:
        raise Miss("then after nothing")
    return [
        DiscardFromHand(
            number(match["n"]),
            card_filter(match, context.card),
            up_to=bool(match["upto"]),
            cost=not then,
            stage=Stage.EFFECTS if then else Stage.BEFORE_DAMAGE,
        )
    ]


@shape(
    r"you can (?:use|play) this card only if you discard (?:(?P<n>\d+) (?:other )?|another )"
    + CARDS
    + r" from your hand\.",
    where=(TRAINER,),
    conditional=False,
)
def discard_to_use(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-19: a cost: the card can't be played without discarding that many other cards."""
    count = number(match["n"]) if match["n"] else 1
    return [DiscardFromHand(count, card_filter(match, context.card), to_use=True)]


@shape(
    r"you can (?:use|play) this card only when it is the last card in your hand\.",
    where=(TRAINER,),
    conditional=False,
)
def only_if_last_card(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [OnlyIfLastCard()]


@shape(
    r"put (?P<n>\d+) cards from your hand on the bottom of your deck in any order\. "
    r"If you put (?P<m>\d+) cards on the bottom of your deck in this way, draw (?P<d>\d+) "
    r"cards\. \(If you can't put (?P<k>\d+) cards from your hand on the bottom of your deck, "
    r"you can't use this card\.\)",
    where=(TRAINER,),
    conditional=False,
    sentences=3,
)
def bottom_then_draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-19: cards put from the hand on the bottom of the deck as a cost, then a draw."""
    count = number(match["n"])
    if number(match["m"]) != count or number(match["k"]) != count:
        raise Miss("the counts differ")
    return [PutOnBottomFromHand(count), Draw(number(match["d"]), when=YouDid())]


@shape(
    r"discard (?P<upto>up to )?(?P<n>\d+) cards? from your hand, and draw (?P<d>\d+) cards? for "
    r"each card you discarded in this way\.",
    where=EVERYWHERE,
    conditional=False,
)
def discard_and_draw_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [
        DiscardFromHand(number(match["n"]), AnyCard(), up_to=bool(match["upto"])),
        DrawFor(number(match["d"]), "counted"),
    ]


@shape(
    rf"each player shuffles {THEIR} hand and puts it on the bottom of {THEIR} deck\. If either "
    rf"player put any cards on the bottom of {THEIR} deck in this way, (?:each player draws "
    rf"(?P<n>\d+) cards? for each of {THEIR} remaining Prize cards|you draw (?P<you>\d+) cards?, "
    r"and your opponent draws (?P<them>\d+) cards?)\.",
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def hands_to_bottom(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-18, EN I-H: every hand under its deck, then draws if any card went there."""
    if match["n"]:
        return [
            HandsToBottom(),
            DrawFor(number(match["n"]), "own_prizes", each=True, when=YouDid()),
        ]
    return [
        HandsToBottom(),
        Draw(number(match["you"]), when=YouDid()),
        OpponentDraws(number(match["them"]), when=YouDid()),
    ]


@shape(
    r"(?P<verb>shuffle|put|choose|reveal) (?P<n>\d+) " + CARDS + r" (?:from|in) your hand"
    r"(?P<andput>,? and put (?:it|them))? (?P<to>into your deck|on top of your deck|on the "
    r"bottom of your deck)\.",
    where=EVERYWHERE,
    conditional=False,
)
def hand_to_deck(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-18, E-19: cards of the hand (revealed, if the text says so) into the deck, shuffled in,
    on top or on the bottom; a cost the rest depends on."""
    verb = match["verb"].lower()
    to = match["to"].lower()
    if (verb in ("choose", "reveal")) != bool(match["andput"]):
        raise Miss("chosen or revealed cards are then put; others are put at once")
    if verb == "shuffle" and to != "into your deck":
        raise Miss("shuffled on top or on the bottom")
    place = "top" if "top" in to else "bottom" if "bottom" in to else "deck"
    return [
        HandToDeck(
            number(match["n"]),
            card_filter(match, context.card),
            place=place,
            shuffle=verb == "shuffle",
            reveal=verb == "reveal",
        )
    ]


@shape(
    r"switch 1 card from your hand with the top card of your deck\.",
    where=EVERYWHERE,
    conditional=False,
)
def switch_with_top(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [SwitchWithTop()]
