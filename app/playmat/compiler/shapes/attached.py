"""Shapes of cards attached to Pokémon: Energy discarded (:mod:`playmat.effects.attached_cards`,
EN II-C-01) or put back into the hand (C-02), Pokémon Tools discarded, Energy moved
(:mod:`playmat.effects.energy_moves`, C-10) or attached from the discard pile or the hand
(:mod:`playmat.effects.attaching`, C-09)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.cards.model import EnergyType
from playmat.compiler.grammar import ABILITY, ATTACK, Context, Miss, energy_type, number, shape
from playmat.compiler.shapes.words import (
    CARDS,
    EVERYWHERE,
    TYPES,
    YOURS,
    card_filter,
    optional,
    require_own_pokemon,
    your_pokemon,
)
from playmat.effects.attached_cards import (
    AttachedEnergyToHand,
    DiscardAttachedEnergy,
    DiscardDefenderTools,
    DiscardEnergyFromSelf,
)
from playmat.effects.attaching import AttachEnergyFrom
from playmat.effects.base import Part, Stage
from playmat.effects.energy_moves import (
    FROM_BENCH,
    FROM_DEFENDER,
    FROM_ONE,
    FROM_OTHERS,
    FROM_SELF,
    FROM_YOURS,
    TO_ACTIVE,
    TO_ANOTHER,
    TO_BENCH_ANY,
    TO_BENCHED,
    TO_OTHERS_ANY,
    TO_THEIR_BENCHED,
    TO_THIS,
    MoveEnergy,
)
from playmat.effects.predicates import BasicEnergy, EnergyCard, EnergyCardOfType

_AMOUNT = r"(?P<amount>all|up to \d+|\d+|an?)"

_ENERGY_KIND = rf"(?:(?P<kind>Special|Basic|(?:Basic )?(?:{TYPES})) )?"


def _amount(text: str) -> tuple[int, bool]:
    """A count read from "all" (0), "any number of" (0, up to), "up to 2", "2", "a": the count
    and whether it is "up to"."""
    text = text.lower()
    if text == "all":
        return 0, False
    if text.startswith("any "):
        return 0, True
    if text in ("a", "an"):
        return 1, False
    if text.startswith("up to "):
        return number(text.removeprefix("up to ")), True
    return number(text), False


def _energy_kind(kind: str | None) -> tuple[EnergyType | None, bool, bool]:
    """The Energy a text names: its type, whether Special, whether Basic."""
    if not kind:
        return None, False, False
    words = kind.split()
    if words == ["Special"]:
        return None, True, False
    basic = words[0].lower() == "basic"
    typed = words[1:] if basic else words
    return (energy_type(typed[0]) if typed else None), False, basic


# -- discarded or back into the hand (C-01, C-02) ---------------------------------------------


@shape(
    r"discard (?P<n>\d+) Energy (?:from|attached to) this Pokémon\.",
    where=(ATTACK,),
    conditional=False,
)
def discard_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DiscardEnergyFromSelf(number(match["n"]))]


@shape(
    r"(?P<may>you may )?(?P<before>before doing damage, )?(?P<per>for each heads, )?discard "
    + _AMOUNT
    + " "
    + _ENERGY_KIND
    + r"Energy(?P<card> cards?)? (?:from|attached to) (?P<whose>this Pokémon|your "
    r"opponent's Active Pokémon)\.",
    where=EVERYWHERE,
)
def discard_attached_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-01 from a Pokémon in play: this Pokémon or the opponent's Active Pokémon."""
    from_defender = match["whose"].lower() != "this pokémon"
    if not from_defender:
        require_own_pokemon(context)
    count, up_to = _amount(match["amount"])
    energy, special, basic = _energy_kind(match["kind"])
    # "A Fire Energy card" is a basic Fire Energy card; "a Fire Energy" may be any Energy
    # that provides Fire.
    basic = basic or (energy is not None and bool(match["card"]))
    return [
        DiscardAttachedEnergy(
            count,
            from_defender=from_defender,
            energy=energy,
            special=special,
            basic=basic,
            per_heads=bool(match["per"]),
            up_to=up_to,
            optional=optional(match),
            when=context.when,
            stage=Stage.BEFORE_DAMAGE if match["before"] else Stage.EFFECTS,
        )
    ]


@shape(
    r"(?P<may>you may )?put "
    + _AMOUNT
    + " "
    + _ENERGY_KIND
    + r"Energy(?: cards?)? attached to (?P<whose>this Pokémon|your opponent's Active Pokémon) "
    r"into (?P<hand>your|their) hand\.",
    where=(ATTACK, ABILITY),
)
def energy_to_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-02: attached Energy back into its owner's hand."""
    count, up_to = _amount(match["amount"])
    energy, special, basic = _energy_kind(match["kind"])
    from_defender = match["whose"].lower() != "this pokémon"
    if up_to or special or from_defender != (match["hand"].lower() == "their"):
        raise Miss("not a count of Energy into its owner's hand")
    return [
        AttachedEnergyToHand(
            count,
            from_defender=from_defender,
            energy=energy,
            basic=basic,
            optional=optional(match),
            when=context.when,
        )
    ]


@shape(
    r"(?P<before>before doing damage, )?discard all Pokémon Tools (?:from|attached to) your "
    r"opponent's Active Pokémon\.",
    where=EVERYWHERE,
)
def discard_defender_tools(match: re.Match[str], context: Context) -> Sequence[Part]:
    stage = Stage.BEFORE_DAMAGE if match["before"] else Stage.EFFECTS
    return [DiscardDefenderTools(when=context.when, stage=stage)]


# -- moved (C-10) -----------------------------------------------------------------------------


_MOVE_FROM = {
    "this pokémon": FROM_SELF,
    "your opponent's active pokémon": FROM_DEFENDER,
    "your benched pokémon": FROM_BENCH,
    "your other pokémon": FROM_OTHERS,
    "1 of your pokémon": FROM_ONE,
    "your pokémon": FROM_YOURS,
}

_MOVE_TO = {
    "1 of your benched pokémon": TO_BENCHED,
    "your benched pokémon in any way you like": TO_BENCH_ANY,
    "this pokémon": TO_THIS,
    "your active pokémon": TO_ACTIVE,
    "another of your pokémon": TO_ANOTHER,
    "your other pokémon in any way you like": TO_OTHERS_ANY,
    "1 of their benched pokémon": TO_THEIR_BENCHED,
}


@shape(
    r"(?P<may>you may )?move (?P<amount>all|any (?:amount|number) of|up to \d+|\d+|an?) "
    + _ENERGY_KIND
    + r"Energy from (?P<source>this Pokémon|your opponent's Active Pokémon|(?:1 of )?your "
    r"Benched Pokémon|your other Pokémon|1 of your Pokémon|your Pokémon) to (?P<to>1 of "
    r"your Benched Pokémon|your Benched Pokémon in any way you like|this Pokémon|your Active "
    r"Pokémon|another of your Pokémon|your other Pokémon in any way you like|1 of their "
    r"Benched Pokémon)\.",
    where=EVERYWHERE,
)
def move_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-10: attached Energy from some Pokémon to others."""
    count, up_to = _amount(match["amount"])
    energy, special, basic = _energy_kind(match["kind"])
    if special:
        raise Miss("Special Energy is not moved by these shapes")
    source = match["source"].lower()
    if source == "1 of your benched pokémon":
        # With 1 card, "from 1 of your Benched Pokémon" is from any of them.
        if count != 1 or up_to:
            raise Miss("several cards from 1 of your Benched Pokémon")
        source = "your benched pokémon"
    uses_this = "this pokémon" in (source, match["to"].lower())
    if uses_this:
        require_own_pokemon(context)
    return [
        MoveEnergy(
            _MOVE_FROM[source],
            _MOVE_TO[match["to"].lower()],
            count,
            up_to=up_to,
            energy=energy,
            basic=basic,
            optional=optional(match),
            when=context.when,
        )
    ]


# -- attached from the discard pile or the hand (C-09) ----------------------------------------


@shape(
    r"(?P<may>you may )?attach (?P<amount>up to \d+|\d+|any number of) "
    + CARDS
    + rf" from your (?P<source>discard pile|hand) to (?P<to>this Pokémon|{YOURS})\.",
    where=EVERYWHERE,
    conditional=False,
)
def attach_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-09: Energy cards from your discard pile or hand to your own Pokémon."""
    cards = card_filter(match, context.card)
    if not isinstance(cards, BasicEnergy | EnergyCardOfType | EnergyCard):
        raise Miss("only Energy cards are attached by this shape")
    count, up_to = _amount(match["amount"])
    from_hand, may = match["source"] == "hand", optional(match)
    if match["to"].lower() == "this pokémon":
        require_own_pokemon(context)
        return [AttachEnergyFrom(cards, count, from_hand=from_hand, up_to=up_to, optional=may)]
    to, benched, pokemon = your_pokemon(match["to"])
    return [
        AttachEnergyFrom(
            cards,
            count,
            from_hand=from_hand,
            to=to,
            bench_only=benched,
            pokemon=pokemon,
            up_to=up_to,
            optional=may,
        )
    ]
