"""Shapes of text that limits when an attack or a card may be used, that Knocks a Pokémon Out
(:mod:`playmat.effects.restrictions`), and that keeps this Pokémon from attacking while a
condition holds (:mod:`playmat.effects.always_on`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import (
    ABILITY,
    ATTACK,
    PASSIVE,
    TRAINER,
    Context,
    Made,
    Miss,
    number,
    opening_condition,
    shape,
)
from playmat.compiler.shapes.words import POKEMON_NOUN, pokemon_filter, some_pokemon
from playmat.effects.always_on import Reach, WhileInPlay
from playmat.effects.base import ALWAYS, Condition, Part
from playmat.effects.predicates import (
    CountIs,
    DefenderAffected,
    DefenderCounters,
    DefenderHasAttached,
    DefenderIsEvolution,
    DefenderIsKind,
    DefenderIsType,
    DefenderResists,
    HasDamageCounters,
    HasPokemon,
    Heads,
    HeadsCount,
    KnockedOutLastTurn,
    MorePrizes,
    Tails,
    YouDid,
)
from playmat.effects.restrictions import (
    AttackOnlyIf,
    KnockOutChosen,
    KnockOutDefender,
    KnockOutLeastHp,
    KnockOutSelf,
    NotOnSecondPlayersFirstTurn,
    UsableOnFirstTurn,
)
from playmat.effects.trainer_play import UsableOnlyIf
from playmat.rules.modifiers import ModifierKind

_FIRST_TURN = (
    r"(?:you|this Pokémon) (?P<may>can't|can|may) use this (?P<what>attack|card) during your "
    r"first turn\."
)


@shape(
    rf"If you go (?P<order>first|second), {_FIRST_TURN}", where=(ATTACK, TRAINER), conditional=False
)
def first_turn(
    match: re.Match[str], context: Context
) -> list[NotOnSecondPlayersFirstTurn | UsableOnFirstTurn]:
    """R-4 and the card's own exception to it: the player who goes first may use this attack
    (or Supporter) on their first turn; the one who goes second may not use this attack on
    theirs."""
    allows = match["may"] != "can't"
    if (match["what"] == "attack") != (context.where == ATTACK):
        raise Miss("an attack's text speaks of the attack, a Trainer's of the card")
    if (match["order"] == "first") != allows or (context.where == TRAINER and not allows):
        # "If you go first, you can't ..." says nothing R-4 doesn't; "if you go second, you
        # can ..." neither: such wording is not one of these rules.
        raise Miss("not a first-turn rule")
    return [UsableOnFirstTurn() if allows else NotOnSecondPlayersFirstTurn()]


@shape(
    r"If you use this Ability, this Pokémon is Knocked Out\.", where=(ABILITY,), conditional=False
)
def knocks_itself_out(match: re.Match[str], context: Context) -> list[KnockOutSelf]:
    """D-16: the Ability's Pokémon is Knocked Out once its text is done."""
    return [KnockOutSelf()]


# -- Knock Outs (D-16) ------------------------------------------------------------------------

#: Conditions on the Defending Pokémon that let a sentence name it "it" or "that Pokémon".
_ON_DEFENDER = (
    DefenderAffected,
    DefenderCounters,
    DefenderHasAttached,
    DefenderIsEvolution,
    DefenderIsKind,
    DefenderIsType,
    DefenderResists,
)


@shape(rf"Knock Out your opponent's Active (?P<only>{POKEMON_NOUN})\.")
@shape(r"(?:your opponent's Active Pokémon|(?P<it>it|that Pokémon)) is Knocked Out\.")
def knock_out_defender(match: re.Match[str], context: Context) -> list[KnockOutDefender]:
    """D-16: the Defending Pokémon (only if it is of the kind named: "your opponent's Active
    Basic Pokémon") is Knocked Out by an effect of the attack. "It" and "that Pokémon" name it
    only after a condition on it ("If your opponent's Active Pokémon is a Basic Pokémon, ")."""
    groups = match.groupdict()
    if groups.get("it") and not _names_defender(context.when):
        raise Miss('"it" is the Defending Pokémon only after a condition on it')
    return [KnockOutDefender(when=context.when, only=some_pokemon(groups.get("only")))]


@shape(
    rf"Knock Out 1 of your opponent's (?P<benched>Benched )?(?P<only>{POKEMON_NOUN})"
    r"(?: that has exactly (?P<n>\d+) damage counters? on it)?\."
)
def knock_out_chosen(match: re.Match[str], context: Context) -> list[KnockOutChosen]:
    """D-16: one of the opponent's (Benched) Pokémon of the kind named, chosen by the player,
    is Knocked Out by an effect of the attack."""
    return [
        KnockOutChosen(
            bench_only=bool(match["benched"]),
            only=some_pokemon(match["only"]),
            counters=number(match["n"]) if match["n"] else 0,
            when=context.when,
        )
    ]


@shape(r"both Active Pokémon are Knocked Out\.")
def knock_out_both(match: re.Match[str], context: Context) -> list[Part]:
    """D-16: the Defending Pokémon and this Pokémon (the attacker, Active) are Knocked Out
    together; each player takes Prize cards for the other's (R-11)."""
    return [KnockOutDefender(when=context.when), KnockOutSelf(when=context.when)]


@shape(
    r"choose 1 Pokémon in play \(yours or your opponent's\) that has the least HP remaining, "
    r"except for this Pokémon, and it is Knocked Out\.",
    conditional=False,
)
@shape(
    r"The Pokémon that has the least HP remaining, except for this Pokémon, is Knocked Out\. "
    r"\(If multiple Pokémon are tied, choose one\.\)",
    conditional=False,
    sentences=2,
)
def knock_out_least_hp(match: re.Match[str], context: Context) -> list[KnockOutLeastHp]:
    """D-16: the Pokémon in play (either player's) with the least remaining HP, other than the
    attacker, is Knocked Out; the player chooses among ties."""
    return [KnockOutLeastHp()]


def _names_defender(when: Condition) -> bool:
    if isinstance(when, HasDamageCounters):
        return when.on_defender
    return isinstance(when, _ON_DEFENDER)


# -- conditions of use ------------------------------------------------------------------------

#: Conditions that can't be known before the attack is used: coins, what its text did.
_DURING_THE_TEXT = (Heads, Tails, HeadsCount, YouDid)


def _condition(clause: str) -> Condition:
    """The condition "... only if <clause>" names: one a sentence may open with."""
    condition, rest = opening_condition(f"if {clause}, ")
    if condition == ALWAYS or rest or isinstance(condition, _DURING_THE_TEXT):
        raise Miss(f"no condition of use in {clause!r}")
    return condition


@shape(
    r"you (?:can|may) (?:use|play) this card only if "
    r"(?P<clause>[^.]*(?:Prize card|Knocked Out)[^.]*)\.",
    where=(TRAINER,),
    conditional=False,
)
def card_usable_only_if(match: re.Match[str], context: Context) -> list[UsableOnlyIf]:
    """EN I-B-01 step 1: a Trainer usable only while the Prize cards are so ("your opponent
    has exactly 2 Prize cards remaining"), or only after a Knock Out of the player's Pokémon
    in the opponent's last turn (E-11)."""
    condition = _condition(match["clause"])
    if not isinstance(condition, (CountIs, KnockedOutLastTurn, MorePrizes)):
        raise Miss("not a condition on Prize cards or Knock Outs")
    return [UsableOnlyIf(condition)]


@shape(r"you can use this attack only if (?P<clause>[^.]+)\.", conditional=False)
def attack_usable_only_if(match: re.Match[str], context: Context) -> list[AttackOnlyIf]:
    """EN I-A-01 step 1: the attack can be chosen only while its condition holds: one a
    sentence may open with, or one a Trainer's use may ask ("you go second, and only during
    your first turn")."""
    # Imported here: importing the Trainers' shapes at the top would declare them before
    # this module's, and theirs would take this family's Trainer texts first.
    from playmat.compiler.shapes.trainers import use_condition_of

    try:
        return [AttackOnlyIf(_condition(match["clause"]))]
    except Miss:
        return [AttackOnlyIf(use_condition_of(match["clause"]))]


# -- can't attack (C-15) ----------------------------------------------------------------------


@shape(
    r"this Pokémon can't attack(?: unless you have (?P<n>\d+) or more "
    rf"(?P<pokemon>{POKEMON_NOUN}) in play)?\.",
    where=(PASSIVE,),
)
def cant_attack_unless(match: re.Match[str], context: Context) -> Sequence[Made]:
    """EN II-C-15 for as long as the Pokémon is in play: it can't attack (while the sentence's
    condition holds; "unless you have 2 or more X in play": while the player has fewer, this
    Pokémon counted)."""
    when = context.when
    if match["n"]:
        if when != ALWAYS:
            raise Miss("two conditions on one effect")
        when = HasPokemon(
            pokemon_filter(match["pokemon"]),
            bench_only=False,
            at_least=number(match["n"]),
            negated=True,
        )
    return [WhileInPlay(ModifierKind.CANT_ATTACK, reach=Reach.IT, when=when)]
