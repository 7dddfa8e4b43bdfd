"""Shapes of switching Active Pokémon with Benched ones (:mod:`playmat.effects.switching`, EN
II-C-03..C-05)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import ABILITY, Context, shape
from playmat.compiler.shapes.words import (
    EVERYWHERE,
    POKEMON_NOUN,
    optional,
    pokemon_filter,
    require_own_pokemon,
)
from playmat.effects.base import Part
from playmat.effects.predicates import AnyPokemon
from playmat.effects.switching import SwitchActive, SwitchOpponentsActive


@shape(
    rf"(?P<may>you may )?switch (?P<who>this Pokémon|your Active {POKEMON_NOUN}) with 1 of your "
    rf"Benched (?P<bench>{POKEMON_NOUN})\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?switch (?P<who>this Pokémon) with 1 of your Benched Pokémon\. "
    r"\(Do the damage before switching the Pokémon\.\)",
    sentences=2,
)
def switch_active(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-03: your Active Pokémon (an attack's "this Pokémon") with 1 of your Benched
    Pokémon; the attack's damage comes first anyway (I-A-01)."""
    who = match["who"]
    this = who.lower() == "this pokémon"
    if this:
        require_own_pokemon(context)
    return [
        SwitchActive(
            this_pokemon=this,
            active=AnyPokemon() if this else pokemon_filter(who[len("your Active ") :]),
            benched=pokemon_filter(match.groupdict().get("bench")),
            optional=optional(match),
            when=context.when,
        )
    ]


@shape(r"(?P<may>you may )?switch (?:it|this Pokémon) with your Active Pokémon\.", where=(ABILITY,))
def switch_this_in(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-03 from an Ability: "it", this Pokémon on the Bench, comes into the Active
    Spot."""
    return [SwitchActive(this_benched=True, optional=optional(match), when=context.when)]


@shape(
    rf"(?P<may>you may )?switch in 1 of your opponent's Benched (?P<bench>{POKEMON_NOUN}) to the "
    r"Active Spot\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?switch 1 of your opponent's Benched Pokémon with (?:their|your "
    r"opponent's|1 of your opponent's) Active Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"if your opponent has any Benched Pokémon, (?P<they>he or she|they) chooses? 1 of them "
    r"and switch(?:es)? it with (?:their|your opponent's) Active Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"switch your opponent's Active Pokémon with 1 of your opponent's Benched Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<they>your opponent switches) (?:their|his or her|your opponent's) Active Pokémon "
    r"with 1 of (?:their|his or her) Benched Pokémon(?:, if any)?\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?(?P<they>have your opponent switch) (?:their|his or her|your "
    r"opponent's) Active Pokémon with 1 of (?:their|his or her) Benched Pokémon\.",
    where=EVERYWHERE,
)
@shape(
    r"(?P<may>you may )?(?P<they>switch out) your opponent's Active Pokémon to the Bench\. "
    r"\(Your opponent chooses the new Active Pokémon\.\)",
    where=EVERYWHERE,
    sentences=2,
)
def switch_opponent(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-05 "switch in 1 of your opponent's Benched Pokémon": you choose it; C-04 "your
    opponent switches", "switch out ... (your opponent chooses)": they choose."""
    groups = match.groupdict()
    return [
        SwitchOpponentsActive(
            they_choose=bool(groups.get("they")),
            benched=pokemon_filter(groups.get("bench")),
            optional=optional(match),
            when=context.when,
        )
    ]
