"""Shapes of an attack's damage: coins, more damage, damage to chosen Pokémon and to itself,
damage that Weakness, Resistance or effects on the Defending Pokémon don't change
(EN II-B-01..B-09, D-01); and the words for the Pokémon a text narrows ("Benched Grass
Pokémon", "Team Rocket's Pokémon") that the other damage shapes share."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import TYPE, Context, Miss, energy_type, number, shape
from playmat.effects.attack_parts import (
    DamageIgnores,
    DamageToChosen,
    IsPokemonExOrV,
    IsPokemonSubtype,
    Side,
)
from playmat.effects.base import Part
from playmat.effects.damage_parts import (
    DamagePerHeads,
    DoesNothing,
    FlipCoins,
    IgnoreResistance,
    MoreDamage,
    SelfDamage,
)
from playmat.effects.predicates import (
    BasicPokemon,
    CardFilter,
    EvolutionPokemon,
    PokemonCard,
    PokemonOfType,
)

#: A Trainer's Pokémon: "Team Rocket's", "Cynthia's" (one or more capitalised words).
OWNER = r"(?P<owner>(?:(?-i:[A-Z])[\w.-]* )*(?-i:[A-Z])[\w.-]*'s)"
#: Pokémon as a text narrows them: "Grass Pokémon", "Basic Pokémon", "Team Rocket's Pokémon",
#: "Ancient Pokémon", "Pokémon ex", "Pokémon ex and Pokémon V".
POKEMON = (
    rf"(?:{TYPE.replace('type', 'ptype')} |(?P<stage>Basic |Evolution )|{OWNER} |"
    r"(?P<subtype>Ancient |Future |Tera ))?Pokémon(?P<ex> ex(?P<v> and Pokémon V| or Pokémon V)?)?"
)


def pokemon_filter(match: re.Match[str]) -> CardFilter | None:
    """The filter the :data:`POKEMON` groups of a match name (``None``: any Pokémon)."""
    groups = match.groupdict()
    found: list[CardFilter] = []
    if groups.get("ptype"):
        found.append(PokemonOfType(energy_type(groups["ptype"])))
    if groups.get("stage"):
        found.append(
            BasicPokemon() if groups["stage"].strip().lower() == "basic" else EvolutionPokemon()
        )
    if groups.get("owner"):
        found.append(PokemonCard(trainer=groups["owner"]))
    subtype = (groups.get("subtype") or "").strip()
    if subtype.lower() == "tera":
        found.append(PokemonCard(kind="tera"))
    elif subtype:
        found.append(IsPokemonSubtype(subtype))
    if groups.get("ex"):
        found.append(IsPokemonExOrV() if groups.get("v") else PokemonCard(kind="ex"))
    if len(found) > 1:
        raise Miss("two kinds of Pokémon at once")
    return found[0] if found else None


@shape(r"flip (?P<n>\d+) coins?\.", conditional=False)
def flip_coins(match: re.Match[str], context: Context) -> Sequence[Part]:
    """Coins whose results the following sentences use (EN II-B-01, B-02, D-01)."""
    return [FlipCoins(number(match["n"]))]


@shape(
    r"this attack does (?P<n>\d+) damage (?:times the number of heads|for each heads)\.",
    conditional=False,
)
def damage_per_heads(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DamagePerHeads(number(match["n"]))]


@shape(r"this attack does (?P<n>\d+) more damage\.")
def more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [MoreDamage(number(match["n"]), context.when)]


@shape(
    r"this attack does (?P<printed>\d+) damage plus (?P<n>\d+) more damage"
    r"(?:; if tails, this attack does (?P=printed) damage)?\."
)
def plus_more_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    """The printed "N+" damage, and N more under the condition ("; if tails, this attack
    does N damage": the printed damage, as without the condition)."""
    return [MoreDamage(number(match["n"]), context.when)]


@shape(r"(?:this|that) attack does nothing\.")
def does_nothing(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DoesNothing(context.when)]


@shape(r"this Pokémon (?:also )?does (?P<n>\d+) damage to itself\.")
def self_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [SelfDamage(number(match["n"]), context.when)]


@shape(
    r"(?:this attack )?(?:also )?does (?P<n>\d+) damage to (?P<count>\d+) of "
    rf"(?P<whose>your opponent's|your) (?P<bench>Benched )?{POKEMON}"
    r"(?P<damaged> that has any damage counters on it)?\.",
)
@shape(
    r"choose (?P<count>1) of (?P<whose>your opponent's) (?P<bench>Benched )?Pokémon"
    r"(?P<damaged> that has any damage counters on it)?\. This attack does (?P<n>\d+) damage "
    r"to that Pokémon\.",
    sentences=2,
)
def damage_to_chosen(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-08: N damage to each of N different Pokémon the attacker chooses (Weakness and
    Resistance only for an Active Pokémon); also as "Choose 1 of your opponent's Pokémon.
    This attack does N damage to that Pokémon." """
    yours = match["whose"].lower() == "your"
    if yours and not match["bench"]:
        raise Miss("1 of your Pokémon, this one maybe")
    return [
        DamageToChosen(
            number(match["n"]),
            number(match["count"]),
            side=Side.YOURS if yours else Side.OPPONENTS,
            bench_only=bool(match["bench"]),
            damaged_only=bool(match["damaged"]),
            cards=pokemon_filter(match),
            when=context.when,
        )
    ]


#: Effects on the Defending Pokémon as the eras wrote them (B-07).
_EFFECTS = (
    r"(?:, or by (?P<also>any effects on your opponent's Active Pokémon)|"
    r"(?:, (?:Poké-Powers, Poké-Bodies|Pokémon Powers))?, or (?P<other>any other effects on "
    r"your opponent's Active Pokémon))"
)


@shape(
    r"this (?:attack's )?damage (?:isn't|is not) affected by (?:(?P<wr>Weakness or Resistance|"
    rf"Weakness, Resistance|Weakness|Resistance){_EFFECTS}?|"
    r"(?P<effects>any effects on your opponent's Active Pokémon))\.",
    conditional=False,
)
def damage_unaffected(match: re.Match[str], context: Context) -> Sequence[Part]:
    """B-06: no Weakness and/or Resistance for this attack's damage; B-07: nor effects on the
    Defending Pokémon (its Poké-Powers and Poké-Bodies are such effects)."""
    wr = (match["wr"] or "").lower()
    effects = bool(match["also"] or match["other"] or match["effects"])
    if wr == "weakness, resistance" and not effects:
        raise Miss("a list that ends with nothing")
    if wr == "resistance" and not effects:
        return [IgnoreResistance()]
    return [
        DamageIgnores(weakness="weakness" in wr, resistance="resistance" in wr, effects=effects)
    ]
