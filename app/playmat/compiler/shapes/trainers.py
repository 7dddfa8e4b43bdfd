"""Shapes of how a Trainer is played (:mod:`playmat.effects.trainer_play`,
:mod:`playmat.effects.stadiums`): the rules older cards print as reminders (the Item and
Supporter rules of EN I-B, which the engine applies anyway), conditions of using a card (EN
I-B-01, I-B-02 step 1), "Your turn ends", and a Stadium in play discarded."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from playmat.compiler.grammar import (
    ABILITY,
    ATTACK,
    TOOL,
    TRAINER,
    Context,
    Miss,
    number,
    opening_condition,
    shape,
)
from playmat.compiler.shapes.words import EVERYWHERE
from playmat.effects.base import ALWAYS, Condition, Part, Stage
from playmat.effects.damage_parts import MoreDamage
from playmat.effects.predicates import (
    AllYourPokemon,
    Compare,
    Counted,
    CountIs,
    DefenderAffected,
    DefenderIsKind,
    EnergyInPlayAtLeast,
    HasPokemon,
    SameHandSize,
    StadiumInPlay,
    YouDid,
)
from playmat.effects.stadiums import DiscardStadium
from playmat.effects.trainer_play import (
    EndTurn,
    LostZoneAtLeast,
    OtherCardsAtMost,
    SecondPlayersFirstTurn,
    UsableOnlyIf,
)

# -- the rules of EN I-B, as older cards print them ---------------------------------------------


def _not_of_kind(context: Context, *kinds: str) -> None:
    """A reminder of one kind of Trainer's rule stands only on that kind of card."""
    if any(kind in context.card.subtypes for kind in kinds):
        raise Miss(f"the rule of another kind of Trainer on a {context.card.subtypes} card")


@shape(
    r"you may play as many Item cards as you like during your turn(?: \(before your attack\))?\.",
    where=(TRAINER, TOOL),
    conditional=False,
)
def item_rule(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-B-01: the Item rule, printed on older Items and Pokémon Tools. The engine lets a
    player play Items as often as they like (R-5): the sentence makes nothing."""
    _not_of_kind(context, "Supporter", "Stadium")
    return []


@shape(
    r"you can play only 1 Supporter card each turn\. When you play this card, put it next to "
    r"your Active Pokémon\. When your turn ends, discard this card\.",
    where=(TRAINER,),
    conditional=False,
    sentences=3,
)
def supporter_rule(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-B-02: the Supporter rule as older Supporters print it (one a turn, R-5; the card is
    discarded once played): the engine applies it, the sentences make nothing."""
    if "Supporter" not in context.card.subtypes:
        raise Miss("the Supporter rule on another card")
    return []


# -- conditions of using a card -----------------------------------------------------------------

#: Conditions an opening reads that ask only about the board (not about an attack or "this
#: Pokémon", which a Trainer has none of), and so may be conditions of using a card.
_ON_THE_BOARD = (
    AllYourPokemon,
    CountIs,
    DefenderAffected,
    DefenderIsKind,
    EnergyInPlayAtLeast,
    HasPokemon,
    SameHandSize,
    StadiumInPlay,
)

#: Conditions only a Trainer's use asks, and what makes them.
_OWN_CLAUSES: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Condition]], ...] = (
    (
        re.compile(r"you go second, and only (?:during|on) your first turn", re.I),
        lambda m: SecondPlayersFirstTurn(),
    ),
    (
        re.compile(r"you have (?P<n>\d+) or more cards in the Lost Zone", re.I),
        lambda m: LostZoneAtLeast(number(m["n"])),
    ),
    (
        re.compile(r"you have (?P<n>\d+) or fewer other cards in your hand", re.I),
        lambda m: OtherCardsAtMost(number(m["n"], least=0)),
    ),
)


def use_condition_of(clause: str) -> Condition:
    """The condition a "you can use this card only if ..." clause names: one of a Trainer's
    own, or one a sentence may open with that asks only about the board. Prize cards and
    Knock Outs are left to the restrictions family."""
    if re.search(r"Prize card|Knocked Out", clause, re.I):
        raise Miss("Prize cards and Knock Outs are the restrictions family's")
    for regex, make in _OWN_CLAUSES:
        found = regex.fullmatch(clause)
        if found:
            return make(found)
    condition, rest = opening_condition(f"if {clause}, ")
    if condition == ALWAYS or rest or not isinstance(condition, _ON_THE_BOARD):
        raise Miss(f"no condition of using a card in {clause!r}")
    return condition


@shape(
    r"you can (?:use|play) this card only if (?P<clause>[^.]+)\.",
    where=(TRAINER,),
    conditional=False,
)
def usable_only_if(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-B-01, I-B-02 step 1: a condition of using the card; it can't be played without."""
    return [UsableOnlyIf(use_condition_of(match["clause"]))]


@shape(
    r"if you have no cards in your deck, you can't (?:use|play) this card\.",
    where=(TRAINER,),
    conditional=False,
)
def not_with_empty_deck(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-B-01 step 1: the card can't be played while the deck is empty."""
    return [UsableOnlyIf(CountIs(Counted.YOUR_DECK, Compare.AT_LEAST, 1))]


@shape(
    r"\(?if (?:you can't (?:discard|shuffle|put) (?P<n>\d+) [^,]+|you have no other cards in "
    r"your hand|this is the only card in your hand), you can't (?:use|play) this card\.\)?",
    where=(TRAINER,),
    conditional=False,
)
def cost_reminder(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-E-19: a reminder that the cost just before must be paid in full for the card to
    be played, which that cost's part already says (its ``why_not`` refuses the card)."""
    previous = context.parts[-1] if context.parts else None
    if not isinstance(previous, Part) or not previous.is_cost():
        raise Miss("no cost before the reminder")
    count = getattr(previous, "count", None)
    if match["n"] is not None and count != number(match["n"]):
        raise Miss("the reminder names another count than the cost")
    if match["n"] is None and count != 1:
        raise Miss("no other card: a cost of 1 card")
    return []


# -- the turn ends ----------------------------------------------------------------------------


@shape(
    r"(?:if you use this Ability, )?your turn ends\.", where=(TRAINER, ABILITY), conditional=False
)
def your_turn_ends(match: re.Match[str], context: Context) -> Sequence[Part]:
    """ "Your turn ends" once the card or the Ability is done (an Ability's own wording: "If
    you use this Ability, ...")."""
    if match[0].lower().startswith("if") != (context.where == ABILITY):
        raise Miss("an Ability's wording on a Trainer, or a Trainer's on an Ability")
    return [EndTurn()]


# -- the Stadium in play ------------------------------------------------------------------------


@shape(r"(?P<may>you may )?discard (?:a|any) Stadium(?: card)? in play\.", where=EVERYWHERE)
def discard_stadium(match: re.Match[str], context: Context) -> Sequence[Part]:
    """C-01, EN I-B-03: the Stadium in play goes to its owner's discard pile."""
    return [DiscardStadium(optional=bool(match["may"]), when=context.when)]


@shape(
    r"you may discard a Stadium in play\. If you do, this attack does (?P<n>\d+) more damage\.",
    where=(ATTACK,),
    conditional=False,
    sentences=2,
)
def discard_stadium_for_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-10, E-19, B-01: the discard settles the damage, so it comes before it."""
    return [
        DiscardStadium(optional=True, stage=Stage.BEFORE_DAMAGE),
        MoreDamage(number(match["n"]), YouDid()),
    ]


@shape(r"(?:then, )?discard that Stadium card\.", where=(ATTACK,), conditional=False)
def discard_that_stadium(match: re.Match[str], context: Context) -> Sequence[Part]:
    """ "If there is any Stadium card in play, this attack does 100 more damage. Then, discard
    that Stadium card.": the Stadium the sentence before asked about goes to its owner's
    discard pile (C-01), after the damage."""
    previous = context.parts[-1] if context.parts else None
    when = getattr(previous, "when", None)
    if not isinstance(when, StadiumInPlay) or when.negated:
        raise Miss("no Stadium in play named before")
    return [DiscardStadium(when=when)]
