"""Shapes of lasting effects an attack leaves (:mod:`playmat.effects.pokemon_parts`,
:mod:`playmat.effects.player_effects`): an attack this Pokémon can't use again for a while
(EN II-C-15), what happens when it is damaged during the opponent's next turn (E-03), no
Weakness, a chosen attack of the Defending Pokémon it can't use, a stronger Poison (E-16), and
effects on a player (C-19): no Item cards, less damage to all of their Pokémon, more damage
from all of their attacks."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, ATTACK, TRAINER, Context, Miss, number, shape
from playmat.compiler.shapes.words import EVERYWHERE, POKEMON_NOUN, THEIR, some_pokemon
from playmat.effects.base import ALWAYS, Part
from playmat.effects.player_effects import PlayerLasting
from playmat.effects.pokemon_parts import (
    DisableChosenAttack,
    Inflict,
    Lasting,
    PlayerAttacksDoMore,
    PoisonCounters,
    ProtectChosen,
)
from playmat.effects.predicates import PokemonCard
from playmat.rules.modifiers import Duration, ModifierKind
from playmat.rules.state import Condition as SpecialCondition

_THEIR_TURN = "during your opponent's next turn"
_AFTER_WR = r"(?: \(after applying Weakness and Resistance\))?"
_KNOCKED_OUT = r"\(even if (?:it|this Pokémon) is Knocked Out\)"


_WHO = r"(?:this Pokémon|you) can't use"
_NAMED = r"(?!attacks\b)[^.]+?"


@shape(
    rf"(?:during your next turn, {_WHO} (?P<first>{_NAMED})|{_WHO} (?P<last>{_NAMED}) "
    r"(?:during your next turn|(?P<again>again until (?:it|this Pokémon) leaves the Active "
    r"Spot)))\."
)
def cant_use_attack(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-15: this Pokémon can't use the attack named (its other attacks stay usable)
    during your next turn (E-02), or until it leaves the Active Spot (going to the Bench,
    evolving or leaving play removes the effect, C-15 FAQ)."""
    duration = Duration.WHILE_IN_PLAY if match["again"] else Duration.YOUR_NEXT_TURN
    named = match["first"] or match["last"]
    if named.lower() == "this attack":
        named = ""
    elif named not in {attack.name for attack in context.card.attacks}:
        raise Miss(f"{named!r} is not an attack of this card")
    return [Lasting(ModifierKind.CANT_USE_ATTACK, duration, when=context.when, attack=named)]


@shape(
    rf"{_THEIR_TURN}, if this Pokémon is damaged by an (?:attack|opponent's attack) "
    rf"{_KNOCKED_OUT}, put (?P<n>\d+) damage counters? on the Attacking Pokémon\."
)
def damaged_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-E-03: during the opponent's next turn, an attack that damages this Pokémon (10 or
    more) puts N damage counters on the Attacking Pokémon after its damage and effects (attack
    step 6), before Knock Outs."""
    return [
        Lasting(
            ModifierKind.DAMAGED_COUNTERS,
            Duration.OPPONENTS_NEXT_TURN,
            amount=number(match["n"]),
            when=context.when,
        )
    ]


@shape(rf"(?:(?P<first>{_THEIR_TURN}), )?this Pokémon has no Weakness(?P<last> {_THEIR_TURN})?\.")
def no_weakness(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-B-03: step 3 of the damage calculation is skipped for this Pokémon during the
    opponent's next turn."""
    if bool(match["first"]) == bool(match["last"]):
        raise Miss("the effect says once how long it lasts")
    return [Lasting(ModifierKind.NO_WEAKNESS, Duration.OPPONENTS_NEXT_TURN, when=context.when)]


@shape(
    rf"{_THEIR_TURN}, any damage done to this Pokémon by attacks is (?P<way>reduced|increased) "
    rf"by (?P<n>\d+){_AFTER_WR}\.",
    where=(ATTACK, ABILITY),
)
@shape(
    rf"all damage done by attacks to this Pokémon {_THEIR_TURN} is (?P<way>reduced|increased) "
    rf"by (?P<n>\d+){_AFTER_WR}\.",
    where=(ATTACK, ABILITY),
)
def damage_done_changed(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-B-05, step 5 (after Weakness and Resistance): the older wording of "this Pokémon
    takes N less damage from attacks during your opponent's next turn"."""
    amount = number(match["n"], least=10)
    if match["way"].lower() == "reduced":
        amount = -amount
    return [
        Lasting(
            ModifierKind.DAMAGE_TAKEN,
            Duration.OPPONENTS_NEXT_TURN,
            amount=amount,
            when=context.when,
        )
    ]


@shape(
    r"choose 1 of your opponent's Active Pokémon's attacks\. (?:(?:That|The) Pokémon "
    rf"(?P<verb>can't use|can use only) that attack {_THEIR_TURN}|{_THEIR_TURN}, that Pokémon "
    r"(?P<verb2>can't use|can only use) that attack)\.",
    sentences=2,
)
def disable_chosen_attack(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-15: the player chooses one of the Defending Pokémon's attacks; it can't use that
    one during the opponent's next turn (or, "can use only that attack", any of the others)."""
    only = "only" in (match["verb"] or match["verb2"])
    return [DisableChosenAttack(when=context.when, only=only)]


@shape(
    r"it now takes (?P<d>\d+) Poison damage instead of (?P<m>10) after each player's turn"
    r"(?: \(even if it was already Poisoned\))?\.",
    where=(ATTACK, ABILITY),
)
@shape(
    r"(?:put (?P<n>\d+) damage counters instead of (?P<m>\d+) on (?:that Pokémon|your "
    r"opponent's Active Pokémon|it)(?: between turns| for this (?P<named>Special Condition|"
    r"Poison(?:ed)? condition))|during Pokémon Checkup, put (?P<n2>\d+) damage counters on "
    r"(?:that Pokémon|your opponent's Active Pokémon) instead of (?P<m2>\d+))\.",
    where=(ATTACK, ABILITY),
)
def special_poison(match: re.Match[str], context: Context) -> Sequence[Part]:
    """E-16: the Poison the sentence before gave the opponent's Active Pokémon puts N damage
    counters at Pokémon Checkup instead of 1 (older texts: "N0 Poison damage instead of 10"),
    on the same condition as that sentence (or on this sentence's own: "If this Pokémon has
    at least 2 extra Energy attached, ...")."""
    groups = match.groupdict()
    if groups.get("d"):
        # Older texts count Poison in damage: 10 for each damage counter.
        if number(groups["d"]) % 10:
            raise Miss("Poison damage comes in damage counters")
        counters = number(groups["d"]) // 10
    else:
        if number(match["m"] or match["m2"]) != 1:
            raise Miss("a Poison puts 1 damage counter unless a text says otherwise")
        counters = number(match["n"] or match["n2"])
    inflicted = _last_inflicted(context)
    poisons = [part for part in inflicted if part.condition is SpecialCondition.POISONED]
    if not poisons or (groups.get("named") == "Special Condition" and len(inflicted) > 1):
        raise Miss("no Poison of the opponent's Active Pokémon came just before")
    when = poisons[0].when
    if context.when != ALWAYS:
        if when != ALWAYS:
            raise Miss("a condition on a Poison given on a condition")
        when = context.when
    return [PoisonCounters(counters, when=when)]


def _last_inflicted(context: Context) -> list[Inflict]:
    """The Special Conditions the sentence before gave the opponent's Active Pokémon alone."""
    found: list[Inflict] = []
    for part in reversed(context.parts):
        if not isinstance(part, Inflict) or part.on_self or part.both_active:
            break
        found.append(part)
    return found


@shape(
    r"choose 1 of your Pokémon in play\. During your opponent's next turn, prevent all damage "
    r"from and effects of attacks done to that Pokémon(?: by your opponent's "
    rf"(?P<from>{POKEMON_NOUN}))?\.",
    where=EVERYWHERE,
    conditional=False,
    sentences=2,
)
def protect_chosen(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-16, C-17: one of the player's Pokémon, chosen, is protected from the damage and
    effects of the opponent's attacks (of the Pokémon named) during their next turn."""
    return [ProtectChosen(against=some_pokemon(match["from"]))]


# -- effects on a player (C-19) ---------------------------------------------------------------


@shape(
    rf"(?:{_THEIR_TURN}, (?:they|your opponent) can't play any Item cards from {THEIR} hand|"
    rf"your opponent can't play any Item cards from {THEIR} hand during {THEIR} next turn)\.",
    where=EVERYWHERE,
)
def no_items_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """An effect on the opponent: during their next turn they can't play Item cards from their
    hand (E-01)."""
    return [
        PlayerLasting(
            ModifierKind.CANT_PLAY_ITEMS,
            Duration.OPPONENTS_NEXT_TURN,
            on_opponent=True,
            when=context.when,
        )
    ]


@shape(
    rf"{_THEIR_TURN}, all of your Pokémon take (?P<n>\d+) less damage from attacks from your "
    rf"opponent's (?P<from>{POKEMON_NOUN}){_AFTER_WR}\.",
    where=EVERYWHERE,
)
def all_take_less(match: re.Match[str], context: Context) -> Sequence[Part]:
    """An effect on the player (C-19): during the opponent's next turn each of their Pokémon
    takes N less damage from the opponent's attacks (step 5, B-05)."""
    return [
        PlayerLasting(
            ModifierKind.DAMAGE_TAKEN,
            Duration.OPPONENTS_NEXT_TURN,
            amount=-number(match["n"], least=10),
            when=context.when,
            against=some_pokemon(match["from"]),
        )
    ]


@shape(
    r"\(This includes (?:new )?Pokémon that come into play(?: during that turn)?\.\)",
    where=EVERYWHERE,
    conditional=False,
)
def includes_new_pokemon(match: re.Match[str], context: Context) -> Sequence[Part]:
    """A reminder that an effect on the player (the sentence before) reaches the Pokémon that
    come into play after it was made, which :class:`PlayerLasting` does."""
    last = context.parts[-1] if context.parts else None
    if not isinstance(last, PlayerLasting) or last.kind is not ModifierKind.DAMAGE_TAKEN:
        raise Miss("no effect on all of the player's Pokémon came before")
    return []


_EX_AND_V = "Pokémon ex and Active Pokémon V"


@shape(
    r"during this turn, (?:attacks used by your Pokémon|your Pokémon's attacks) do (?P<n>\d+) "
    rf"more damage to your opponent's Active (?P<to>{_EX_AND_V}|{POKEMON_NOUN}) \(before "
    r"applying Weakness and Resistance\)\.",
    where=(TRAINER, ABILITY),
    conditional=False,
)
def attacks_do_more_this_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """An effect on the player (C-19): this turn their attacks do N more damage to the
    opponent's Active Pokémon (of that kind), before Weakness and Resistance (step 2, B-04)."""
    to = match["to"]
    against = PokemonCard(kind="ex_or_v") if to == _EX_AND_V else some_pokemon(to)
    return [PlayerAttacksDoMore(number(match["n"], least=10), against=against)]
