"""Conditions attacks' sentences open with (:mod:`playmat.effects.attack_conditions`), besides
the commonest ones (:mod:`playmat.compiler.shapes.openings`): what happened before ("If any of
your Pokémon were Knocked Out by damage from an attack during your opponent's last turn, ",
"If this Pokémon used Rollout during your last turn, ", "If this Pokémon evolved from Magneton
during this turn, ", "If you played an Ancient Supporter card from your hand during this turn,
"), the board ("If you have 10 or more Basic Fire Energy cards in your discard pile, ", "If you
don't have Uxie and Azelf on your Bench, ", "If you have exactly 3 cards in your hand, "), and
the shapes that need such a condition: an attack that can't be used, one that does nothing if
the step before couldn't be done, more damage while one of this Pokémon's name is on the
Bench."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from playmat.compiler.grammar import ATTACK, Context, Miss, number, opening, shape
from playmat.compiler.shapes.words import (
    NAME,
    NOUN,
    OWNER,
    POKEMON_NOUN,
    THEIR,
    cards_filter,
    named_card,
    some_pokemon,
)
from playmat.effects.attack_conditions import (
    AllBenchedDamaged,
    BenchHasAll,
    CouldNot,
    DefenderRetreatCost,
    DiscardPileHas,
    EvolvedFrom,
    HandSize,
    KindCard,
    KnockedOutByAttack,
    SelfHasAnyCondition,
    SupporterOfKindPlayed,
    UsedAttackLastTurn,
)
from playmat.effects.base import ALWAYS, Condition, Part, Stage
from playmat.effects.damage_parts import DoesNothing, MoreDamage
from playmat.effects.hands import DiscardFromHand
from playmat.effects.predicates import AnyPokemon, Compare, NamedCard, NameHas, PokemonCard
from playmat.effects.restrictions import AttackOnlyIf
from playmat.effects.stadiums import DiscardStadium

# -- what happened before --------------------------------------------------------------------

_LAST_TURN = rf"during (?:your opponent's|{THEIR}) last turn"


@opening(
    rf"if any of your (?:(?P<owner>{OWNER}) )?Pokémon were Knocked Out by damage from (?:an "
    r"attack|an opponent's attack|an attack from your opponent's Pokémon) " + _LAST_TURN + ", "
)
def _knocked_out_by_attack(match: re.Match[str]) -> Condition:
    """E-11, by damage from an attack (not by an effect, nor by Poison or Burn)."""
    owner = match["owner"]
    return KnockedOutByAttack(PokemonCard(trainer=owner) if owner else None)


@opening(
    rf"if (?:(?P<self>this Pokémon)|1 of your (?P<other>other )?(?P<pokemon>{POKEMON_NOUN})) "
    r"used (?:an attack|(?P<attack>[^,]+?)) during your last turn, "
)
def _used_attack_last_turn(match: re.Match[str]) -> Condition:
    if match["self"]:
        return UsedAttackLastTurn(match["attack"] or "", by_self=True)
    return UsedAttackLastTurn(
        match["attack"] or "", other=bool(match["other"]), cards=some_pokemon(match["pokemon"])
    )


@opening(rf"if this Pokémon evolved from (?P<name>{NAME}) during this turn, ")
def _evolved_from(match: re.Match[str]) -> Condition:
    """E-23."""
    named = named_card(match["name"])
    if not isinstance(named, NamedCard):
        raise Miss("not a card's name")
    return EvolvedFrom(named.name)


@opening(
    r"if you (?:played (?:1|an?) (?P<kind>Ancient|Future) Supporter card|(?P<didnt>didn't) play "
    rf"(?P<name>{NAME})) from your hand during this turn, "
)
def _supporter_of_kind(match: re.Match[str]) -> Condition:
    """E-25 for one kind of Supporter, or one named Supporter not played."""
    if match["kind"]:
        return SupporterOfKindPlayed(KindCard(match["kind"], "Supporter"))
    return SupporterOfKindPlayed(named_card(match["name"]), negated=True)


# -- the board ---------------------------------------------------------------------------------


@opening(rf"if you have (?P<n>\d+) or more (?P<cards>{NOUN}) in your discard pile, ")
def _discard_pile_has(match: re.Match[str]) -> Condition:
    return DiscardPileHas(cards_filter(match["cards"]), number(match["n"]))


@opening(r"if all of your Benched Pokémon have at least (?P<n>\d+) damage counters? on them, ")
def _all_benched_damaged(match: re.Match[str]) -> Condition:
    return AllBenchedDamaged(number(match["n"]))


@opening(
    rf"if (?:you (?P<dont>don't )?have (?P<names>{NAME}(?: and {NAME})*) on your Bench|"
    rf"(?P<one>{NAME}) is on your Bench|(?:1|an?) Pokémon that has \"(?P<text>[^\"]+)\" in its "
    rf"name is on your Bench|any of your Benched (?P<damaged>{NAME}) have any damage counters "
    r"on them), "
)
def _bench_has(match: re.Match[str]) -> Condition:
    """Pokémon of these names on the player's Bench ("this Pokémon" is a name only a shape
    that knows the card reads: :func:`namesake_on_bench`)."""
    if match["text"]:
        return BenchHasAll((NameHas(AnyPokemon(), match["text"]),))
    names = re.split(r" and ", match["names"] or match["one"] or match["damaged"])
    if any(name.lower() == "this pokémon" for name in names):
        raise Miss("this Pokémon's own name")
    cards = tuple(_pokemon_named(name) for name in names)
    return BenchHasAll(cards, negated=bool(match["dont"]), damaged=bool(match["damaged"]))


def _pokemon_named(name: str) -> NamedCard:
    named = named_card(name)
    if not isinstance(named, NamedCard):
        raise Miss(f"{name!r} is no Pokémon's name")
    return NamedCard(named.name, pokemon=True)


@opening(
    r"if you (?:(?P<dont>don't )?have exactly (?P<n>\d+) cards in your hand|have (?P<more>more) "
    r"cards in your hand than your opponent), "
)
def _hand_size(match: re.Match[str]) -> Condition:
    if match["more"]:
        return HandSize(more=True)
    return HandSize(Compare.EXACTLY, number(match["n"], least=0), negated=bool(match["dont"]))


@opening(
    r"if the Retreat Cost of your opponent's Active Pokémon is (?:(?P<colorless>(?:Colorless)+)|"
    r"(?P<n>\d+)) or more, "
)
def _defender_retreat_cost(match: re.Match[str]) -> Condition:
    count = len(match["colorless"]) // len("Colorless") if match["colorless"] else 0
    return DefenderRetreatCost(count or number(match["n"]))


@opening(r"if this Pokémon is affected by a Special Condition, ")
def _self_has_any_condition(match: re.Match[str]) -> Condition:
    return SelfHasAnyCondition()


# -- shapes that need such a condition -----------------------------------------------------------


@shape(r"this attack can't be used\.")
def cant_be_used_if(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN I-A-01 step 1: "If 1 of your Pokémon used Angelite during your last turn, this attack
    can't be used": the attack can be chosen only while the condition doesn't hold."""
    if context.when == ALWAYS:
        raise Miss("an attack that can never be used")
    return [AttackOnlyIf(context.when, negated=True)]


#: Steps that say whether they were done in full (``ctx.did``): what "If you can't" asks.
_MAY_FAIL = (DiscardFromHand, DiscardStadium)


@shape(
    r"if you can't(?: discard (?P<n>\d+) cards? in this way)?, this attack does nothing\.",
    conditional=False,
)
def unless_done_does_nothing(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-D-01, E-19: the step before is done as far as it can be; if it couldn't be done in
    full, the attack does nothing (it is settled before the damage)."""
    # The step that may fail, before steps that resolve after the damage anyway ("Discard 6
    # cards from your hand, and Knock Out your opponent's Active Pokémon.").
    index = len(context.parts) - 1
    while index >= 0 and not isinstance(context.parts[index], _MAY_FAIL):
        later = context.parts[index]
        if not isinstance(later, Part) or later.stage is Stage.BEFORE_DAMAGE:
            break
        index -= 1
    previous = context.parts[index] if index >= 0 else None
    if not isinstance(previous, _MAY_FAIL) or getattr(previous, "optional", False):
        raise Miss("no step before that may fail")
    if isinstance(previous, DiscardFromHand) and previous.up_to:
        raise Miss("a discard of up to some cards never fails")
    count = previous.count if isinstance(previous, DiscardFromHand) else 0
    if match["n"] and number(match["n"]) != count:
        raise Miss("not the cards the step before discards")
    context.parts[index] = replace(previous, stage=Stage.BEFORE_DAMAGE)
    return [DoesNothing(CouldNot(count))]


@shape(
    r"if this Pokémon is on your Bench, this attack does (?P<n>\d+) more damage\.", where=(ATTACK,)
)
def namesake_on_bench(match: re.Match[str], context: Context) -> Sequence[Part]:
    """An attack's text naming its own card on the Bench ("If Durant is on your Bench"): the
    attacking Pokémon is Active, so another Pokémon of its name is meant."""
    if context.when != ALWAYS:
        raise Miss("two conditions on one effect")
    on_bench = BenchHasAll((NamedCard(context.card.name, pokemon=True),))
    return [MoreDamage(number(match["n"]), on_bench)]
