"""Shapes of healing (:mod:`playmat.effects.healing`, EN II-C-06) and of recovering from
Special Conditions (R-7)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, ATTACK, Context, Miss, number, shape
from playmat.compiler.shapes.referents import after_that_pokemon, it_names
from playmat.compiler.shapes.words import (
    EVERYWHERE,
    POKEMON_NOUN,
    YOURS,
    pokemon_filter,
    require_own_pokemon,
    your_pokemon,
)
from playmat.effects.attaching import TO_ANY, TO_EACH, TO_ONE
from playmat.effects.base import Part
from playmat.effects.healing import (
    ENERGY_DISCARDED,
    ENERGY_KEPT,
    ENERGY_TO_HAND,
    HEAL_ACTIVE,
    HEAL_EACH,
    HEAL_ONE,
    HEAL_SELF,
    HEAL_THAT,
    HealActiveAndCure,
    HealDamageDone,
    HealPokemon,
    HealSelf,
    RecoverFromConditions,
)
from playmat.effects.predicates import ANY_POKEMON, CardFilter


@shape(r"heal (?P<n>\d+) damage from this Pokémon\.", where=(ATTACK, ABILITY), conditional=False)
def heal_self(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [HealSelf(number(match["n"]))]


_HEAL = (
    r"(?:then, )?(?:heal (?P<amount>\d+|all) damage|remove (?P<counters>\d+|all) damage "
    r"counters?(?P<cure_too> and all Special Conditions)?) from (?P<target>this Pokémon|your "
    rf"Active {POKEMON_NOUN}|that Pokémon|it|{YOURS})"
    r"(?: that has (?P<remaining>\d+) HP or less remaining)?"
    # C-06: a heal takes off what damage there is; the reminder says so.
    r"(?: \(remove \d+ damage counters? if (?:that Pokémon|it) has (?:only|fewer than) \d+\))?"
    r"(?P<cure>, and it recovers from all Special Conditions)?\."
)


@shape(_HEAL, where=EVERYWHERE)
@shape(
    _HEAL + r" If you healed any damage in this way, (?P<energy>discard all Energy from|put all "
    r"Energy attached to) (?P<those>that|those) Pokémon(?P<hand> into your hand)?\.",
    where=EVERYWHERE,
    sentences=2,
)
def heal(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-06: heal some damage, or all of it, from the Pokémon the text names ("it":
    the one the sentence before named), of those with that much HP or less remaining (D-16);
    and, "if you healed any damage in this way", all Energy off each Pokémon healed (C-01,
    C-02)."""
    # Removing damage counters from a Pokémon heals it, 10 damage a counter (C-06).
    counters = match["counters"]
    if counters is not None:
        amount = 0 if counters.lower() == "all" else 10 * number(counters)
    else:
        amount = 0 if match["amount"].lower() == "all" else number(match["amount"])
    groups = match.groupdict()
    cure = bool(match["cure"] or match["cure_too"])

    def heals(target: str, bench_only: bool = False, pokemon: CardFilter = ANY_POKEMON) -> Part:
        return HealPokemon(
            amount,
            target,
            bench_only=bench_only,
            pokemon=pokemon,
            when=context.when,
            cure=cure,
            max_remaining=number(match["remaining"]) if match["remaining"] else 0,
            energy=_energy_after(groups.get("energy"), groups.get("hand")),
        )

    target = match["target"].lower()
    if target == "it":
        target = it_names(context)
    if target == "this pokémon":
        require_own_pokemon(context)
        return [heals(HEAL_SELF)]
    if target == "that pokémon":
        after_that_pokemon(context)
        return [heals(HEAL_THAT)]
    if target.startswith("your active "):
        return [heals(HEAL_ACTIVE, pokemon=pokemon_filter(match["target"][len("your Active ") :]))]
    which, benched, pokemon = your_pokemon(match["target"])
    if which == TO_ANY or (cure and which != TO_ONE):
        raise Miss('healing is not shared out; "it recovers" names one Pokémon')
    if groups.get("those") and (groups["those"].lower() == "those") != (which == TO_EACH):
        raise Miss('"those Pokémon" are the ones each healed, "that Pokémon" the one')
    return [heals(HEAL_EACH if which == TO_EACH else HEAL_ONE, benched, pokemon)]


def _energy_after(words: str | None, hand: str | None) -> str:
    """What happens to the Energy of the Pokémon healed."""
    if words is None:
        return ENERGY_KEPT
    if words.lower().startswith("discard"):
        if hand:
            raise Miss("Energy discarded into the hand")
        return ENERGY_DISCARDED
    if not hand:
        raise Miss("Energy put somewhere unnamed")
    return ENERGY_TO_HAND


@shape(
    r"(?P<who>this Pokémon|your Active Pokémon) recovers from all Special Conditions\.",
    where=EVERYWHERE,
)
@shape(
    r"remove all Special Conditions from (?P<who>this Pokémon|your Active Pokémon)\.",
    where=EVERYWHERE,
)
def recover_conditions(match: re.Match[str], context: Context) -> Sequence[Part]:
    """R-7: its Special Conditions end."""
    active = match["who"].lower() != "this pokémon"
    if not active:
        require_own_pokemon(context)
    return [RecoverFromConditions(active, when=context.when)]


@shape(
    r"heal from this Pokémon the same amount of damage you did to your opponent's Active "
    r"Pokémon\.",
    conditional=False,
)
def heal_damage_done(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [HealDamageDone()]


@shape(
    r"heal (?P<n>\d+) damage from your Active Pokémon and have it recover from a Special "
    r"Condition\.",
    where=EVERYWHERE,
    conditional=False,
)
def heal_active_and_cure(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-06 and R-7: your Active Pokémon healed, and 1 of its Special Conditions (you
    choose which) ends."""
    return [HealActiveAndCure(number(match["n"]))]
