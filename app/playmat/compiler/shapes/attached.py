"""Shapes of cards attached to Pokémon: Energy discarded (:mod:`playmat.effects.attached_cards`,
EN II-C-01) or put back into the hand (C-02), Pokémon Tools discarded, Energy moved
(:mod:`playmat.effects.energy_moves`, C-10) or attached from the discard pile or the hand
(:mod:`playmat.effects.attaching`, C-09)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.cards.model import EnergyType
from playmat.compiler.grammar import (
    ABILITY,
    ATTACK,
    Context,
    Miss,
    energy_type,
    number,
    opening,
    shape,
)
from playmat.compiler.shapes.evolving import benched_kind
from playmat.compiler.shapes.referents import after_that_pokemon
from playmat.compiler.shapes.words import (
    CARDS,
    EVERYWHERE,
    NAME,
    OWNER,
    POKEMON_NOUN,
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
    DiscardEnergyFromSelf,
)
from playmat.effects.attached_energy import (
    ON_EACH_OF_THEIRS,
    ON_THAT,
    ON_THEIRS,
    ON_THIS,
    ON_YOUR_BENCH,
    ON_YOURS,
)
from playmat.effects.attaching import AttachedInThisWay, AttachEnergyFrom, AttachFromDeckToEach
from playmat.effects.base import Condition, Part, Stage
from playmat.effects.energy_moves import (
    FROM_BENCH,
    FROM_DEFENDER,
    FROM_ONE,
    FROM_OTHERS,
    FROM_SELF,
    FROM_THEIR_BENCH,
    FROM_THEIR_ONE,
    FROM_YOURS,
    TO_ACTIVE,
    TO_ANOTHER,
    TO_BENCH_ANY,
    TO_BENCHED,
    TO_OTHERS_ANY,
    TO_THEIR_ACTIVE,
    TO_THEIR_ANOTHER,
    TO_THEIR_BENCHED,
    TO_THIS,
    MoveEnergy,
)
from playmat.effects.predicates import BasicEnergy, EnergyCard, EnergyCardOfType

_AMOUNT = r"(?P<amount>all|up to \d+|\d+|an?)"

ENERGY_KIND = rf"(?:(?P<kind>Special|Basic|(?:Basic )?(?:{TYPES})) )?"


def read_amount(text: str) -> tuple[int, bool]:
    """A count read from "all" (0), "any number of" or "any amount of" (0, up to), "up to 2",
    "2", "a": the count and whether it is "up to"."""
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


def read_energy_kind(kind: str | None) -> tuple[EnergyType | None, bool, bool]:
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


#: Whose attached Energy a discard names (:data:`playmat.effects.attached_energy.HOLDERS`).
_HOLDERS = {
    "this pokémon": ON_THIS,
    "your opponent's active pokémon": ON_THIS,
    "your pokémon": ON_YOURS,
    "your pokémon in play": ON_YOURS,
    "your benched pokémon": ON_YOUR_BENCH,
    "your opponent's pokémon": ON_THEIRS,
    "1 of your opponent's pokémon": ON_THEIRS,
    "each of your opponent's pokémon": ON_EACH_OF_THEIRS,
    "that pokémon": ON_THAT,
}
_WHOSE = (
    r"(?P<whose>this Pokémon|your opponent's Active Pokémon|your Pokémon(?: in play)?|your "
    r"Benched Pokémon|(?:1 of |each of )?your opponent's Pokémon|that Pokémon)"
)
#: A kind of Energy, or Energy of a name ("a Team Rocket's Energy").
_KIND_OR_NAME = rf"(?:(?P<name>{OWNER}) |{ENERGY_KIND})"


@shape(
    r"(?P<may>you may )?(?P<before>before doing damage, )?(?P<per>for each heads, )?discard "
    r"(?P<amount>all|up to \d+|\d+|an?|any amount of) "
    + _KIND_OR_NAME
    + r"Energy(?P<card> cards?)? (?:from|attached to) "
    + _WHOSE
    + r"\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?discard (?P<amount>as many) "
    + ENERGY_KIND
    + r"Energy(?P<card> cards?)?(?P<like> as you like)? attached to "
    + _WHOSE
    + r"(?(like)| as you like)\.",
    where=EVERYWHERE,
)
@shape(
    r"if your opponent's Active Pokémon has any Energy cards attached to it, choose "
    r"(?P<amount>1) of them and discard it\.",
    where=(ATTACK,),
    conditional=False,
)
def discard_attached_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-01 from Pokémon in play: this Pokémon, the opponent's Active Pokémon, your
    Pokémon or your Benched Pokémon (the Energy chosen among all of theirs), your opponent's
    Pokémon or each of them, or "that Pokémon" an earlier step named; "any amount of" and
    "as many ... as you like" (D-02)."""
    whose = (match.groupdict().get("whose") or "your opponent's Active Pokémon").lower()
    holders = _HOLDERS[whose]
    from_defender = whose == "your opponent's active pokémon"
    if whose == "this pokémon":
        require_own_pokemon(context)
    if holders == ON_THAT:
        after_that_pokemon(context)
    groups = match.groupdict()
    count, up_to = read_amount("any amount of" if match["amount"] == "as many" else match["amount"])
    if whose.startswith("1 of") and (count, up_to) != (1, False):
        raise Miss("several cards from 1 of the opponent's Pokémon")
    energy, special, basic = read_energy_kind(groups.get("kind"))
    # "A Fire Energy card" is a basic Fire Energy card; "a Fire Energy" may be any Energy
    # that provides Fire.
    basic = basic or (energy is not None and bool(groups.get("card")))
    return [
        DiscardAttachedEnergy(
            count,
            from_defender=from_defender,
            energy=energy,
            special=special,
            basic=basic,
            per_heads=bool(groups.get("per")),
            up_to=up_to,
            optional=optional(match),
            when=context.when,
            stage=Stage.BEFORE_DAMAGE if groups.get("before") else Stage.EFFECTS,
            holders=holders,
            name=_energy_name(groups.get("name")),
        )
    ]


@opening(r"if you attached Energy to 1 Pokémon in this way, ")
def _attached_in_this_way(match: re.Match[str]) -> Condition:
    """E-19 "If you attached Energy to a Pokémon in this way, ..." after an attachment."""
    return AttachedInThisWay()


def _energy_name(owner: str | None) -> str:
    """The name of Energy a text names by its owner ("Team Rocket's Energy")."""
    return f"{owner.strip()} Energy" if owner else ""


@shape(
    r"(?P<may>you may )?put "
    + _AMOUNT
    + " "
    + ENERGY_KIND
    + r"Energy(?: cards?)? attached to (?P<whose>this Pokémon|your opponent's Active Pokémon) "
    r"into (?P<hand>your|their) hand\.",
    where=(ATTACK, ABILITY),
)
@shape(
    r"(?P<may>you may )?return "
    + _AMOUNT
    + " "
    + ENERGY_KIND
    + r"Energy(?: cards?)? attached to (?P<whose>this Pokémon) to (?P<hand>your) hand\.",
    where=(ATTACK, ABILITY),
)
def energy_to_hand(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-02: attached Energy back into its owner's hand."""
    count, up_to = read_amount(match["amount"])
    energy, special, basic = read_energy_kind(match["kind"])
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


# -- moved (C-10) -----------------------------------------------------------------------------


_MOVE_FROM = {
    "this pokémon": FROM_SELF,
    "your opponent's active pokémon": FROM_DEFENDER,
    "your benched pokémon": FROM_BENCH,
    "your other pokémon": FROM_OTHERS,
    "1 of your pokémon": FROM_ONE,
    "your pokémon": FROM_YOURS,
    "1 of your opponent's pokémon": FROM_THEIR_ONE,
    "1 of your opponent's benched pokémon": FROM_THEIR_BENCH,
}

_MOVE_TO = {
    "1 of your benched pokémon": TO_BENCHED,
    "your benched pokémon in any way you like": TO_BENCH_ANY,
    "this pokémon": TO_THIS,
    "your active pokémon": TO_ACTIVE,
    "another of your pokémon": TO_ANOTHER,
    "your other pokémon in any way you like": TO_OTHERS_ANY,
    "1 of their benched pokémon": TO_THEIR_BENCHED,
    "another of their pokémon": TO_THEIR_ANOTHER,
    "another of your opponent's pokémon": TO_THEIR_ANOTHER,
    "their active pokémon": TO_THEIR_ACTIVE,
}


@shape(
    r"(?P<may>you may )?move (?P<amount>all|any (?:amount|number) of|up to \d+|\d+|an?) "
    + ENERGY_KIND
    + r"Energy(?: cards?)? (?:from|attached to) (?P<source>this Pokémon|your opponent's "
    r"Active Pokémon|(?:1 of )?your "
    r"Benched Pokémon|your other Pokémon|1 of your Pokémon|your Pokémon|1 of your opponent's "
    r"(?:Benched )?Pokémon) to (?P<to>1 of your Benched Pokémon|your Benched Pokémon in any "
    r"way you like|this Pokémon|your Active Pokémon|another of your Pokémon|your other "
    r"Pokémon in any way you like|1 of their Benched Pokémon|another of (?:their|your "
    r"opponent's) Pokémon|their Active Pokémon)\.",
    where=EVERYWHERE,
)
def move_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-10: attached Energy from some Pokémon to others."""
    count, up_to = read_amount(match["amount"])
    energy, special, basic = read_energy_kind(match["kind"])
    if special:
        raise Miss("Special Energy is not moved by these shapes")
    source = match["source"].lower()
    if source in ("1 of your benched pokémon", "1 of your opponent's benched pokémon"):
        # With 1 card, "from 1 of your Benched Pokémon" is from any of them.
        if count != 1 or up_to:
            raise Miss("several cards from 1 of the Benched Pokémon")
        source = source.replace("1 of ", "", 1) if "opponent" not in source else source
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
)
@shape(
    r"(?P<may>you may )?search your discard pile for (?P<amount>up to \d+|\d+) "
    + CARDS
    + rf" and attach (?:it|them) to (?P<to>this Pokémon|{YOURS})\.",
    where=EVERYWHERE,
)
def attach_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-09: Energy cards from your discard pile or hand to your own Pokémon ("search
    your discard pile for ... and attach it": the discard pile is no hidden zone, I-H)."""
    cards = card_filter(match, context.card)
    if not isinstance(cards, BasicEnergy | EnergyCardOfType | EnergyCard):
        raise Miss("only Energy cards are attached by this shape")
    count, up_to = read_amount(match["amount"])
    from_hand, may = match.groupdict().get("source") == "hand", optional(match)
    if match["to"].lower() == "this pokémon":
        require_own_pokemon(context)
        return [
            AttachEnergyFrom(
                cards, count, from_hand=from_hand, up_to=up_to, optional=may, when=context.when
            )
        ]
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
            when=context.when,
        )
    ]


@shape(
    rf"for each of your Benched (?P<pokemon>{POKEMON_NOUN}|{NAME}), (?P<may>you may )?search "
    rf"your deck for 1 {CARDS} and attach it to that (?:Pokémon|{NAME})\."
    r" (?:Then,? shuffle your deck|Shuffle your deck afterwards?)\.",
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def attach_from_deck_to_each(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-H, C-09, E-18: for each of your Benched Pokémon (of a kind, or of a name), an
    Energy card from the deck attached to it; then the deck is shuffled once."""
    cards = card_filter(match, context.card)
    if not isinstance(cards, BasicEnergy | EnergyCardOfType | EnergyCard):
        raise Miss("only Energy cards are attached by this shape")
    return [
        AttachFromDeckToEach(
            cards, pokemon=benched_kind(match["pokemon"], context), optional=optional(match)
        )
    ]
