"""Shapes of switching Active Pokémon with Benched ones (:mod:`playmat.effects.switching`, EN
II-C-03..C-05)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, ATTACK, Context, Miss, number, shape
from playmat.compiler.shapes.referents import THIS, it_names
from playmat.compiler.shapes.words import (
    CONDITION,
    EVERYWHERE,
    POKEMON_NOUN,
    THEIR,
    condition,
    optional,
    pokemon_filter,
    require_own_pokemon,
)
from playmat.effects.base import Part, Stage
from playmat.effects.predicates import AnyPokemon, YouDid
from playmat.effects.switching import InflictNewActive, SwitchActive, SwitchOpponentsActive

_YOUR_SWITCH = (
    r"(?:after your attack, |then, )?(?P<may>you may )?(?:you )?switch (?P<who>this Pokémon|it|"
    rf"your Active {POKEMON_NOUN}|1 of your Active Pokémon) with 1 of your Benched "
    rf"(?P<bench>{POKEMON_NOUN})(?:, if any)?\."
)
_BENCHED_IN = (
    rf"(?P<may>you may )?switch 1 of your Benched (?P<bench>{POKEMON_NOUN})(?P<except>, except "
    r"any this Pokémon,)? with your Active Pokémon\."
)
_NEW_ACTIVE = rf" If you do, the new Active Pokémon is now {CONDITION}\."


@shape(_YOUR_SWITCH, where=EVERYWHERE)
@shape(_BENCHED_IN, where=EVERYWHERE)
@shape(_BENCHED_IN + _NEW_ACTIVE, where=EVERYWHERE, sentences=2)
def switch_active(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-03: your Active Pokémon (an attack's "this Pokémon", or "it" after a sentence
    about this Pokémon) with 1 of your Benched Pokémon (of a kind, not of this card's name);
    "if you do, the new Active Pokémon is now Poisoned" (R-7). An attack's damage comes first
    anyway (I-A-01)."""
    groups = match.groupdict()
    who = groups.get("who") or "your Active Pokémon"
    if who.lower() == "it":
        if it_names(context) != THIS:
            raise Miss('"it" is not this Pokémon')
        who = THIS
    this = who.lower() == THIS
    if this:
        require_own_pokemon(context)
    if who.lower() == "1 of your active pokémon":
        who = "your Active Pokémon"
    parts: list[Part] = [
        SwitchActive(
            this_pokemon=this,
            active=AnyPokemon() if this else pokemon_filter(who[len("your Active ") :]),
            benched=pokemon_filter(groups.get("bench")),
            optional=optional(match),
            when=context.when,
            except_own_name=bool(groups.get("except")),
        )
    ]
    if groups.get("condition"):
        parts.append(InflictNewActive(condition(match["condition"]), when=YouDid()))
    return parts


@shape(r"\(Do the damage before switching the Pokémon\.\)", where=(ATTACK,), conditional=False)
@shape(
    r"Your opponent chooses your opponent's Active Pokémon to switch\.",
    where=EVERYWHERE,
    conditional=False,
)
def switch_reminder(match: re.Match[str], context: Context) -> Sequence[Part]:
    """What a switch does anyway, said again: an attack's effects come after its damage
    (I-A-01); with one Active Pokémon, the opponent has only it to switch (C-05). The
    reminder follows a switch and adds nothing to it."""
    last = context.parts[-1] if context.parts else None
    if not isinstance(last, SwitchActive | SwitchOpponentsActive):
        raise Miss("the reminder follows a switch")
    if match.group(0).lower().startswith("your") and (
        not isinstance(last, SwitchOpponentsActive) or last.they_choose
    ):
        raise Miss("the opponent's Active Pokémon is switched by a C-05 switch")
    return []


@shape(r"(?P<may>you may )?switch (?:it|this Pokémon) with your Active Pokémon\.", where=(ABILITY,))
def switch_this_in(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-03 from an Ability: "it", this Pokémon on the Bench, comes into the Active
    Spot."""
    return [SwitchActive(this_benched=True, optional=optional(match), when=context.when)]


#: "1 of your opponent's Benched Pokémon (that has 50 HP or less remaining)".
_THEIR_BENCHED = (
    rf"1 of your opponent's Benched (?P<bench>{POKEMON_NOUN})(?: that has (?P<remaining>\d+) HP "
    r"or less remaining)?"
)
_THEIR_ACTIVE = rf"(?:1 of )?(?:{THEIR}|your opponent's) Active Pokémon"
_BEFORE = r"(?P<before>before doing damage, )?(?P<may>you may )?"


@shape(rf"{_BEFORE}switch in {_THEIR_BENCHED} to the Active Spot\.", where=EVERYWHERE)
@shape(rf"{_BEFORE}switch {_THEIR_BENCHED} with {_THEIR_ACTIVE}\.", where=EVERYWHERE)
@shape(
    rf"{_BEFORE}choose {_THEIR_BENCHED} and switch (?:it with {_THEIR_ACTIVE}|{_THEIR_ACTIVE} "
    r"with it)\.",
    where=EVERYWHERE,
)
@shape(
    rf"if your opponent has any Benched Pokémon, choose 1 of them and switch it with "
    rf"{_THEIR_ACTIVE}\.",
    where=EVERYWHERE,
)
@shape(
    rf"{_BEFORE}switch {_THEIR_ACTIVE} with 1 of (?:{THEIR}|your opponent's) Benched Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"if your opponent has any Benched Pokémon, (?P<they>he or she|they) chooses? 1 of them "
    rf"and switch(?:es)? it with {_THEIR_ACTIVE}\.",
    where=EVERYWHERE,
)
@shape(
    rf"(?P<they>your opponent switches) {_THEIR_ACTIVE} with 1 of {THEIR} Benched "
    r"Pokémon(?:, if any)?\.",
    where=EVERYWHERE,
)
@shape(
    rf"(?P<may>you may )?(?P<they>have your opponent switch) {_THEIR_ACTIVE} with 1 of {THEIR} "
    r"Benched Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?(?P<they>switch out) your opponent's Active Pokémon to the Bench\. "
    r"\(Your opponent chooses the new Active Pokémon\.\)",
    where=EVERYWHERE,
    sentences=2,
)
def switch_opponent(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-05 "switch in 1 of your opponent's Benched Pokémon": you choose it (of a kind,
    with that much HP or less remaining, D-16), "before doing damage" too (E-09); C-04 "your
    opponent switches", "switch out ... (your opponent chooses)": they choose."""
    groups = match.groupdict()
    before = bool(groups.get("before"))
    if before and context.where != ATTACK:
        raise Miss("only an attack does damage")
    remaining = groups.get("remaining")
    return [
        SwitchOpponentsActive(
            they_choose=bool(groups.get("they")),
            benched=pokemon_filter(groups.get("bench")),
            optional=optional(match),
            when=context.when,
            max_remaining=number(remaining) if remaining else 0,
            stage=Stage.BEFORE_DAMAGE if before else Stage.EFFECTS,
        )
    ]
