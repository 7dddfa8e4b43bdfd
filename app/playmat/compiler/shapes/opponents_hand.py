"""Shapes of the opponent's hand (:mod:`playmat.effects.opponents_hand`): looked at, revealed,
cards of it discarded (chosen, or at random) or shuffled into their deck (EN II-C-01, E-18),
the damage an attack does for each card of it, put on the bottom of their deck."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ATTACK, Context, Miss, number, shape
from playmat.compiler.shapes.words import CARDS, EVERYWHERE, THEIR, card_filter, pokemon_filter
from playmat.effects.base import ALWAYS, Part, Stage
from playmat.effects.opponents_hand import (
    BenchFromOpponentsHand,
    DiscardDownTo,
    DiscardFromOpponentsHand,
    LookAtOpponentsHand,
    OpponentDiscardsFromHand,
    OpponentHandToBottom,
    RandomFromOpponentsHand,
    RevealHand,
)
from playmat.effects.tallies import DamageFor, DamageMode, Tally


@shape(
    rf"(?:your opponent reveals {THEIR}|have your opponent reveal {THEIR}) hand\.",
    where=EVERYWHERE,
    conditional=False,
)
def reveal_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [RevealHand()]


@shape(r"look at your opponent's hand\.", where=EVERYWHERE)
def look_at_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-20: the player looks at the opponent's hand."""
    if context.when != ALWAYS:
        raise Miss("a look under a condition")
    return [LookAtOpponentsHand()]


@shape(
    rf"your opponent reveals {THEIR} hand,? and you discard (?P<upto>up to )?(?P<n>\d+) "
    + CARDS
    + r" you find there\.",
    where=EVERYWHERE,
    conditional=False,
)
def discard_from_revealed_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01: cards of the opponent's revealed hand the player chooses go to their discard
    pile."""
    return [
        DiscardFromOpponentsHand(
            number(match["n"]), card_filter(match, context.card), up_to=bool(match["upto"])
        )
    ]


@shape(
    rf"your opponent reveals {THEIR} hand\. This attack does (?P<n>\d+) (?P<more>more )?damage "
    r"for each " + CARDS + r" you find there\.",
    where=(ATTACK,),
    conditional=False,
    sentences=2,
)
def damage_for_each_in_revealed_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-B-01, B-02: the opponent's hand is revealed, and the damage counts the cards of
    it that match (the counting is the ``damage`` family's)."""
    return [
        RevealHand(stage=Stage.BEFORE_DAMAGE),
        DamageFor(
            number(match["n"]),
            Tally.OPPONENTS_HAND,
            mode=DamageMode.MORE if match["more"] else DamageMode.TIMES,
            cards=card_filter(match, context.card),
        ),
    ]


@shape(
    r"(?P<each>for each heads, )?(?:discard (?:1|a) random card from your opponent's hand|"
    r"discard (?:1|a) card from your opponent's hand without looking|choose (?P<n>\d+) cards? "
    r"from your opponent's hand without looking and discard (?:it|them))\.",
    where=EVERYWHERE,
)
def discard_random(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01: cards of the opponent's hand picked at random ("without looking") are
    discarded."""
    count = number(match["n"]) if match["n"] else 1
    if match["each"] and count != 1:
        raise Miss("more than a card for each heads")
    return [RandomFromOpponentsHand(count, per_heads=bool(match["each"]), when=context.when)]


@shape(
    r"(?P<each>for each heads, )?(?:choose (?:1|a) random card from your opponent's hand\. "
    rf"Your opponent reveals (?:that card|those cards) and shuffles (?:it|them) into "
    rf"{THEIR} deck|choose (?P<n>\d+) cards? from your opponent's hand without looking\. "
    r"Look at (?:that|the) cards? you chose, then have your opponent shuffle (?:that card|those "
    rf"cards) into {THEIR} deck)\.",
    where=EVERYWHERE,
    sentences=2,
)
def shuffle_random_into_deck(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-18: random cards of the opponent's hand, revealed, shuffled into their deck."""
    count = number(match["n"]) if match["n"] else 1
    if match["each"] and count != 1:
        raise Miss("more than a card for each heads")
    return [
        RandomFromOpponentsHand(count, to="deck", per_heads=bool(match["each"]), when=context.when)
    ]


@shape(
    rf"your opponent discards (?P<n>\d+) cards? from {THEIR} hand\.",
    where=EVERYWHERE,
)
def opponent_discards(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01: the opponent chooses which cards of their hand they discard."""
    return [OpponentDiscardsFromHand(number(match["n"]), when=context.when)]


@shape(
    r"your opponent discards cards from their hand until they have (?P<n>\d+) cards in their "
    r"hand\.",
    where=EVERYWHERE,
    conditional=False,
)
def opponent_discards_down_to(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DiscardDownTo(number(match["n"], least=0))]


@shape(
    r"each player discards cards from their hand until they have (?P<n>\d+) cards in their "
    r"hand\. Your opponent discards first\. \(If a player has (?P<m>\d+) or fewer cards in "
    r"their hand, they do not discard\.\)",
    where=EVERYWHERE,
    conditional=False,
    sentences=3,
)
def each_discards_down_to(match: re.Match[str], context: Context) -> Sequence[Part]:
    size = number(match["n"], least=0)
    if number(match["m"], least=0) != size:
        raise Miss("the hand sizes differ")
    return [DiscardDownTo(size, who="each")]


@shape(
    r"your opponent counts the cards in their hand, shuffles those cards, and puts them on the "
    r"bottom of their deck\. If they do, they draw that many cards\.",
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def opponent_hand_to_bottom(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [OpponentHandToBottom()]


@shape(
    r"put up to (?P<n>\d+) (?P<cards>Basic (?:\w+ )?Pokémon) you find there onto your "
    r"opponent's Bench\.",
    conditional=False,
)
def bench_from_opponents_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-11: Basic Pokémon of the hand the opponent just revealed onto their Bench."""
    if not context.parts or not isinstance(context.parts[-1], RevealHand):
        raise Miss("no hand was revealed")
    return [BenchFromOpponentsHand(number(match["n"]), pokemon_filter(match["cards"]))]
