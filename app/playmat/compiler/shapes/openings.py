"""Conditions a sentence may open with (:mod:`playmat.effects.predicates`): "If your
opponent's Active Pokémon is a Pokémon ex, ", "If you have 3 or fewer Benched Pokémon, ",
"If both of them are heads, "... (the grammar's own are the commonest ones)."""

from __future__ import annotations

import re

from playmat.compiler.grammar import TYPE, Miss, energy_type, number, opening
from playmat.compiler.shapes.words import (
    CONDITION,
    NOUN,
    OWNER,
    POKEMON_NOUN,
    card_filter,
    condition,
    pokemon_filter,
)
from playmat.effects.base import Condition
from playmat.effects.predicates import (
    AllYourPokemon,
    AnyPokemon,
    Compare,
    Counted,
    CountIs,
    DefenderAffected,
    DefenderCounters,
    DefenderHasAttached,
    DefenderIsKind,
    EnergyAgainstDefender,
    EnergyCard,
    EnergyInPlayAtLeast,
    ExtraEnergy,
    HasDamageCounters,
    HasPokemon,
    HeadsCount,
    KnockedOutByThisAttack,
    KnockedOutLastTurn,
    MorePrizes,
    NamedCard,
    PokemonKind,
    SameHandSize,
    SelfAffected,
    SelfEnergyAtLeast,
    SelfHasAttached,
    SelfHasTool,
    SelfHealed,
    SelfMovedUp,
    StadiumInPlay,
    SupporterPlayed,
    TrainerCard,
)


@opening(rf"if all of your Pokémon in play are (?P<cards>{NOUN}), ")
def _all_your_pokemon(match: re.Match[str]) -> Condition:
    """ "If all of your Pokémon in play are Team Rocket's Pokémon, ..."."""
    return AllYourPokemon(card_filter(match))


_KINDS = {
    "pokémon ex or pokémon v": PokemonKind.EX_OR_V,
    "pokémon ex": PokemonKind.EX,
    "pokémon v": PokemonKind.V,
    # "Pokémon-EX" (XY, BW) and "Pokémon-ex" (the EX series, which print the "ex" subtype).
    "Pokémon-EX": PokemonKind.OLD_EX,
    "Pokémon-ex": PokemonKind.EX,
    "pokémon-gx": PokemonKind.GX,
    "evolved pokémon": PokemonKind.EVOLUTION,
    "basic pokémon": PokemonKind.BASIC,
    "stage 1 pokémon": PokemonKind.STAGE_1,
    "stage 2 pokémon": PokemonKind.STAGE_2,
    "evolution pokémon": PokemonKind.EVOLUTION,
    "tera pokémon": PokemonKind.TERA,
}


@opening(
    r"if your opponent's Active Pokémon (?P<verb>is|isn't) (?:(?:1|an?) )?(?P<kind>"
    r"Pokémon ex or Pokémon V|Pokémon ex|Pokémon V|(?-i:Pokémon-EX)|(?-i:Pokémon-ex)|Pokémon-GX|"
    r"Basic Pokémon|Stage 1 Pokémon|Stage 2 Pokémon|Evolution Pokémon|Evolved Pokémon|"
    r"Tera Pokémon), "
)
def _defender_is_kind(match: re.Match[str]) -> Condition:
    kind = _KINDS.get(match["kind"]) or _KINDS[match["kind"].lower()]
    return DefenderIsKind(kind, negated=match["verb"].lower() == "isn't")


@opening(
    r"if your opponent's Active Pokémon (?P<verb>is|isn't) (?:affected by a Special Condition|"
    rf"{CONDITION}), "
)
def _defender_affected(match: re.Match[str]) -> Condition:
    named = condition(match["condition"]) if match["condition"] else None
    return DefenderAffected(named, negated=match["verb"].lower() == "isn't")


@opening(
    r"if (?P<who>your opponent's Active Pokémon|this Pokémon) (?P<already>already )?has "
    r"(?P<any>any|no) damage counters on it(?P<before> before this attack does damage)?, "
)
def _has_damage_counters(match: re.Match[str]) -> Condition:
    return HasDamageCounters(
        on_defender=match["who"].lower() != "this pokémon",
        negated=match["any"].lower() == "no",
        before_attack=bool(match["already"] or match["before"]),
    )


@opening(r"if this Pokémon is " + CONDITION + ", ")
def _self_affected(match: re.Match[str]) -> Condition:
    return SelfAffected(condition(match["condition"]))


@opening(
    r"if this Pokémon has at least (?P<n>\d+) extra Energy attached(?: to it)? "
    r"\(in addition to this attack's cost\), "
)
def _extra_energy(match: re.Match[str]) -> Condition:
    return ExtraEnergy(number(match["n"]))


@opening(rf"if this Pokémon has (?P<n>\d+) or more {TYPE} Energy attached(?: to it)?, ")
def _self_energy_at_least(match: re.Match[str]) -> Condition:
    return SelfEnergyAtLeast(number(match["n"]), energy_type(match["type"]))


@opening(
    rf"if you have (?:at least (?P<least>\d+)|(?P<more>\d+) or more) (?:{TYPE} )?Energy in play, "
)
def _energy_in_play(match: re.Match[str]) -> Condition:
    count = number(match["least"] or match["more"])
    return EnergyInPlayAtLeast(count, energy_type(match["type"]) if match["type"] else None)


_COUNTED_BY = {
    "cards in their hand": (Counted.OPPONENTS_HAND, Counted.OPPONENTS_HAND),
    "benched pokémon": (Counted.YOUR_BENCH, Counted.OPPONENTS_BENCH),
    "prize cards remaining": (Counted.YOUR_PRIZES, Counted.OPPONENTS_PRIZES),
    "prize card remaining": (Counted.YOUR_PRIZES, Counted.OPPONENTS_PRIZES),
}


@opening(
    r"if (?P<who>you have|your opponent has) (?P<exactly>exactly )?(?P<n>\d+)"
    r"(?: or (?P<compare>fewer|more))? (?P<what>cards in their hand|Benched Pokémon|"
    r"Prize cards? remaining), "
)
def _count_is(match: re.Match[str]) -> Condition:
    yours, theirs = _COUNTED_BY[match["what"].lower()]
    opponent = match["who"].lower() == "your opponent has"
    if match["what"].lower() == "cards in their hand" and not opponent:
        raise Miss("your cards in their hand")
    if match["exactly"] and match["compare"]:
        raise Miss("exactly N or more")
    compare = {"fewer": Compare.AT_MOST, "more": Compare.AT_LEAST, None: Compare.EXACTLY}[
        match["compare"].lower() if match["compare"] else None
    ]
    if compare is Compare.EXACTLY and not match["exactly"]:
        raise Miss("a bare count")
    return CountIs(theirs if opponent else yours, compare, number(match["n"], least=0))


@opening(r"if there are (?P<n>\d+) or fewer cards in your deck, ")
def _deck_count(match: re.Match[str]) -> Condition:
    return CountIs(Counted.YOUR_DECK, Compare.AT_MOST, number(match["n"], least=0))


@opening(
    r"if (?:a Stadium is|there is (?:any Stadium card|(?P<no>no) Stadium)|"
    r"(?P<yours>you have a Stadium)) in play, "
)
def _stadium_in_play(match: re.Match[str]) -> Condition:
    return StadiumInPlay(negated=bool(match["no"]), yours=bool(match["yours"]))


@opening(
    rf"if (?P<who>you have|your opponent has) (?P<any>any|no) (?P<pokemon>{POKEMON_NOUN}) "
    r"(?P<where>on (?:your|their) Bench|in play), "
)
def _has_pokemon(match: re.Match[str]) -> Condition:
    return HasPokemon(
        pokemon_filter(match["pokemon"]),
        opponents=match["who"].lower() == "your opponent has",
        bench_only=match["where"].lower() != "in play",
        negated=match["any"].lower() == "no",
    )


@opening(r"if this Pokémon has (?:1|any) Pokémon Tools?(?: cards?)? attached(?: to it)?, ")
def _self_has_tool(match: re.Match[str]) -> Condition:
    return SelfHasTool()


@opening(
    r"if this Pokémon (?:and your opponent's Active Pokémon have the same amount of Energy "
    r"attached|has (?P<more>more) Energy attached than your opponent's Active Pokémon), "
)
def _energy_against_defender(match: re.Match[str]) -> Condition:
    return EnergyAgainstDefender(more=bool(match["more"]))


@opening(
    r"if (?:(?P<all>both|all) of them are|(?P<n>\d+) of them (?:is|are)|(?P<either>either) of "
    r"them is) (?P<side>heads|tails), "
)
def _coins_count(match: re.Match[str]) -> Condition:
    tails = match["side"].lower() == "tails"
    if match["either"]:
        return HeadsCount(1, tails=tails, at_least=True)
    count = 0 if match["all"] else number(match["n"])
    return HeadsCount(count, tails=tails)


@opening(
    r"if this Pokémon has any (?:(?P<special>Special Energy)|"
    rf"(?P<named>{OWNER} Energy)) attached(?: to it)?, "
)
def _self_has_attached(match: re.Match[str]) -> Condition:
    if match["special"]:
        return SelfHasAttached(EnergyCard(special=True))
    return SelfHasAttached(NamedCard(match["named"]))


@opening(r"if you (?P<dont>don't )?have the same number of cards in your hand as your opponent, ")
def _same_hand_size(match: re.Match[str]) -> Condition:
    return SameHandSize(negated=bool(match["dont"]))


@opening(r"if you played 1 Supporter card from your hand during this turn, ")
def _supporter_played(match: re.Match[str]) -> Condition:
    return SupporterPlayed()


@opening(r"if your Benched Pokémon have any damage counters on them, ")
def _benched_damaged(match: re.Match[str]) -> Condition:
    return HasPokemon(AnyPokemon(), damaged=True)


@opening(
    r"if this Pokémon (?:moved from your Bench to the Active Spot|was on the Bench and became "
    r"your Active Pokémon|(?P<didnt>didn't move from (?:your|the) Bench to the Active Spot)) "
    r"this turn, "
)
def _moved_up(match: re.Match[str]) -> Condition:
    """P-37: it moved from the Bench to the Active Spot this turn, by any means."""
    return SelfMovedUp(negated=bool(match["didnt"]))


@opening(r"if this Pokémon was healed during this turn, ")
def _healed(match: re.Match[str]) -> Condition:
    return SelfHealed()


@opening(
    r"if (?:any of your Pokémon were|1 of your Pokémon was) Knocked Out during your opponent's "
    r"last turn, "
)
def _knocked_out_last_turn(match: re.Match[str]) -> Condition:
    """EN II-E-11: any Knock Out of the player's Pokémon, whatever did it."""
    return KnockedOutLastTurn()


@opening(
    r"if your opponent's Active Pokémon has (?:(?P<exactly>exactly )(?P<n>\d+)|(?P<least>\d+) "
    r"or more) damage counters on it, "
)
def _defender_counters(match: re.Match[str]) -> Condition:
    if match["exactly"]:
        return DefenderCounters(Compare.EXACTLY, number(match["n"], least=0))
    return DefenderCounters(Compare.AT_LEAST, number(match["least"]))


@opening(r"if you have (?P<more>more|fewer) Prize cards (?:remaining|left) than your opponent, ")
def _more_prizes(match: re.Match[str]) -> Condition:
    return MorePrizes(fewer=match["more"].lower() == "fewer")


_ATTACHED = {
    "special energy": EnergyCard(special=True),
    "energy": EnergyCard(),
    "pokémon tool": TrainerCard("Pokémon Tool"),
}


@opening(
    r"if your opponent's Active Pokémon has (?:any|1) (?P<what>Special Energy|Energy|Pokémon "
    r"Tool)(?: cards?)? attached(?: to it)?, "
)
def _defender_has_attached(match: re.Match[str]) -> Condition:
    return DefenderHasAttached(_ATTACHED[match["what"].lower()])


@opening(r"if your opponent's Pokémon is Knocked Out by damage from this attack, ")
def _knocked_out_by_this_attack(match: re.Match[str]) -> Condition:
    return KnockedOutByThisAttack()
