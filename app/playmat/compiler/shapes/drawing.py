"""Shapes of drawing cards (:mod:`playmat.effects.drawing`, EN I-H): by the player, by the
opponent or by each player, a number of cards, until the hand holds a number, from the
bottom of the deck, for each of something counted, another number "instead"."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from playmat.compiler.grammar import Context, Miss, number, opening, shape
from playmat.compiler.shapes.words import EVERYWHERE, POKEMON_NOUN, THEIR, some_pokemon
from playmat.effects.base import ALWAYS, Condition, Part
from playmat.effects.drawing import Draw, DrawFor, DrawFromBottom, DrawUntil, OpponentDraws
from playmat.effects.hands import DiscardFromHand
from playmat.effects.predicates import Compare, Counted, CountIs

_P = TypeVar("_P", bound=Part)


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


@shape(
    r"draw cards until you have (?P<n>\d+) cards in your hand\. If it's your first turn, draw "
    r"cards until you have (?P<first>\d+) cards in your hand\.",
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def draw_until_first_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: draw until the hand holds N cards, another number on the player's first turn
    (R-4 counts the turns)."""
    return [DrawUntil(number(match["n"]), first_turn_size=number(match["first"]))]


@opening(r"if your Active Pokémon is your only Pokémon in play, ")
def _only_active(match: re.Match[str]) -> Condition:
    """ "If your Active Pokémon is your only Pokémon in play": no Benched Pokémon."""
    return CountIs(Counted.YOUR_BENCH, Compare.EXACTLY, 0)


def _previous(context: Context, kind: type[_P]) -> _P:
    """The part just before, which an "instead" sentence changes."""
    if not context.parts or type(context.parts[-1]) is not kind:
        raise Miss(f"no {kind.__name__} before")
    previous = context.parts[-1]
    assert isinstance(previous, kind)
    return previous


@shape(r"then, draw (?P<n>\d+) cards?\.", where=EVERYWHERE, conditional=False)
def then_draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    """ "Shuffle your hand into your deck. Then, draw 6 cards." (EN I-H)."""
    return [Draw(number(match["n"]))]


@shape(
    r"(?:then, )?(?:you draw (?P<you>\d+) cards?, and your opponent draws (?P<them>\d+) cards?|"
    r"your opponent draws (?P<only>\d+) cards?)\.",
    where=EVERYWHERE,
)
def players_draw(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: each player draws the cards the text gives them."""
    if match["only"]:
        return [OpponentDraws(number(match["only"]), when=context.when)]
    return [
        Draw(number(match["you"]), when=context.when),
        OpponentDraws(number(match["them"]), when=context.when),
    ]


@shape(
    r"draw (?P<n>\d+) cards? from the bottom of your deck\.", where=EVERYWHERE, conditional=False
)
def draw_from_bottom(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DrawFromBottom(number(match["n"]))]


@shape(
    r"(?:then, )?(?:draw (?P<n>\d+) cards? for each (?P<what>of your opponent's Benched Pokémon|"
    r"card in your opponent's hand|card you discarded in this way|of your opponent's Pokémon in "
    rf"play|of your (?P<pokemon>{POKEMON_NOUN}) in play)|draw a number of cards equal "
    r"to the number of cards in your opponent's hand)\.",
    where=EVERYWHERE,
    conditional=False,
)
def draw_for_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H: a draw of as many cards as something counts."""
    if match["pokemon"]:
        return [DrawFor(number(match["n"]), "own_in_play", pokemon=some_pokemon(match["pokemon"]))]
    what = (match["what"] or "card in your opponent's hand").lower()
    tally = {
        "of your opponent's benched pokémon": "opponents_benched",
        "card in your opponent's hand": "opponents_hand",
        "card you discarded in this way": "counted",
        "of your opponent's pokémon in play": "opponents_in_play",
    }[what]
    if tally == "counted" and not (
        context.parts and isinstance(context.parts[-1], DiscardFromHand)
    ):
        raise Miss("nothing discarded before")
    return [DrawFor(number(match["n"]) if match["n"] else 1, tally)]


@shape(
    rf"(?:then, )?each player draws (?P<n>\d+) cards? for each of {THEIR} remaining Prize "
    r"cards\.",
    where=EVERYWHERE,
    conditional=False,
)
def each_draws_per_prize(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DrawFor(number(match["n"]), "own_prizes", each=True)]


@shape(r"for each heads, draw (?P<n>\d+) cards?\.", where=EVERYWHERE)
def draw_per_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [Draw(number(match["n"]), per_heads=True, when=context.when)]


@shape(r"(?:then, )?each player draws (?P<n>\d+) cards?\.", where=EVERYWHERE, conditional=False)
def each_player_draws(match: re.Match[str], context: Context) -> Sequence[Part]:
    count = number(match["n"])
    return [Draw(count), OpponentDraws(count)]
