"""Shapes of what an effect does to Pokémon in play: Special Conditions, healing, lasting
effects, Energy discarded from the attacker (EN II-C, E-01, E-02)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playmat.compiler.grammar import (
    ABILITY,
    ATTACK,
    TRAINER,
    TYPE,
    Context,
    Miss,
    energy_type,
    number,
    shape,
)
from playmat.compiler.shapes.words import CONDITION, NOUN, cards_filter, condition
from playmat.effects.base import Part
from playmat.effects.field_parts import PokemonNotOfType, SwitchOpponentsActive
from playmat.effects.pokemon_parts import DiscardEnergyFromSelf, HealSelf, Inflict, Lasting
from playmat.effects.predicates import (
    AnyPokemon,
    BasicPokemon,
    CardFilter,
    EvolutionPokemon,
    PokemonCard,
    PokemonOfType,
)
from playmat.rules.modifiers import Duration, ModifierKind

_POKEMON_FILTERS = (
    AnyPokemon,
    BasicPokemon,
    EvolutionPokemon,
    PokemonOfType,
    PokemonCard,
    PokemonNotOfType,
)
#: Pokémon a text names (:data:`NOUN`), or "(Basic) non-<type> Pokémon"; read with
#: :func:`pokemon_words`. It has no groups.
POKEMON = rf"(?:{NOUN}|(?:Basic )?non-{TYPE.replace('(?P<type>', '(?:')} Pokémon)"
_NOT_OF_TYPE = re.compile(rf"(?P<basic>Basic )?non-{TYPE} Pokémon", re.IGNORECASE)


def pokemon_words(words: str | None, context: Context) -> CardFilter:
    """The Pokémon a text names ("Lightning Pokémon", "Ethan's Pokémon", "Basic non-Colorless
    Pokémon"): :class:`Miss` for words that name other cards."""
    if not words:
        return AnyPokemon()
    not_of_type = _NOT_OF_TYPE.fullmatch(words)
    if not_of_type:
        return PokemonNotOfType(energy_type(not_of_type["type"]), bool(not_of_type["basic"]))
    found = cards_filter(words, context.card)
    if not isinstance(found, _POKEMON_FILTERS):
        raise Miss(f"{words!r} are not Pokémon")
    return found


_CONDITION_NAMES = r"Asleep|Burned|Confused|Paralyzed|Poisoned"
#: One Special Condition or a list of them: "Burned and Confused", "Burned, Confused, and
#: Poisoned".
_CONDITIONS = (
    rf"(?P<conditions>(?:{_CONDITION_NAMES})(?:(?:, (?:{_CONDITION_NAMES}))*,? and "
    rf"(?:{_CONDITION_NAMES}))?)"
)


def _conditions(match: re.Match[str]) -> list[str]:
    return re.findall(_CONDITION_NAMES, match["conditions"], re.IGNORECASE)


@shape(
    r"(?P<subject>your opponent's Active Pokémon|this Pokémon|the new (?:Active|Defending) "
    rf"Pokémon) is now {_CONDITIONS}\.",
    where=(ATTACK, ABILITY, TRAINER),
)
def inflict(match: re.Match[str], context: Context) -> Sequence[Part]:
    """R-7 / EN I-F: the opponent's Active Pokémon (after a switch of it, "the new Active
    Pokémon") or this Pokémon is now affected by each Special Condition named."""
    subject = match["subject"].lower()
    on_self = subject == "this pokémon"
    if on_self and context.where == TRAINER:
        raise Miss('a Trainer has no "this Pokémon"')
    if subject.startswith("the new") and not any(
        isinstance(part, SwitchOpponentsActive) for part in context.parts
    ):
        raise Miss("no switch of the opponent's Active Pokémon came before")
    return [
        Inflict(condition(name), when=context.when, on_self=on_self) for name in _conditions(match)
    ]


@shape(
    r"(?:both Active Pokémon|both this Pokémon and your opponent's Active Pokémon) are now "
    rf"{CONDITION}\.",
    where=(ATTACK, ABILITY, TRAINER),
)
def inflict_both(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [Inflict(condition(match["condition"]), both_active=True, when=context.when)]


@shape(r"heal (?P<n>\d+) damage from this Pokémon\.", where=(ATTACK, ABILITY), conditional=False)
def heal_self(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [HealSelf(number(match["n"]))]


@shape(
    r"(?:during your next turn, this Pokémon can't attack|"
    r"this Pokémon can't attack during your next turn)\."
)
def cant_attack_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [Lasting(ModifierKind.CANT_ATTACK, Duration.YOUR_NEXT_TURN, when=context.when)]


@shape(
    r"(?:during your opponent's next turn, your opponent's Active Pokémon can't retreat|"
    r"your opponent's Active Pokémon can't retreat during your opponent's next turn)\."
)
def defender_cant_retreat(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [
        Lasting(
            ModifierKind.CANT_RETREAT,
            Duration.OPPONENTS_NEXT_TURN,
            on_defender=True,
            when=context.when,
        )
    ]


@shape(
    r"during your opponent's next turn, this Pokémon takes (?P<n>\d+) less damage from "
    r"attacks \(after applying Weakness and Resistance\)\."
)
def takes_less_damage(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [
        Lasting(
            ModifierKind.DAMAGE_TAKEN,
            Duration.OPPONENTS_NEXT_TURN,
            amount=-number(match["n"]),
            when=context.when,
        )
    ]


_ON_THEIR_TURN = "during your opponent's next turn"


@shape(
    rf"(?P<first>{_ON_THEIR_TURN}, )?prevent all (?P<what>damage from and effects of attacks "
    r"done to this Pokémon|effects of (?:attacks|an attack), including damage, done to this "
    rf"Pokémon|damage done to this Pokémon(?: by attacks(?: from (?P<from>{POKEMON}))?)?)"
    rf"(?P<last> {_ON_THEIR_TURN})?\."
)
def prevent_next_turn(match: re.Match[str], context: Context) -> Sequence[Part]:
    """EN II-C-16, C-17 during the opponent's next turn (E-01): no damage from attacks (from
    the Pokémon the text names), and with "effects of attacks" none of their effects either
    (damage being one of them)."""
    if bool(match["first"]) == bool(match["last"]):
        raise Miss("the effect says once how long it lasts")
    kinds = [ModifierKind.PREVENT_DAMAGE]
    if "effects" in match["what"].lower():
        kinds.append(ModifierKind.PREVENT_EFFECTS)
    against = pokemon_words(match["from"], context) if match["from"] else None
    return [
        Lasting(kind, Duration.OPPONENTS_NEXT_TURN, when=context.when, against=against)
        for kind in kinds
    ]


@shape(
    r"discard (?P<n>\d+) Energy (?:from|attached to) this Pokémon\.",
    where=(ATTACK,),
    conditional=False,
)
def discard_energy(match: re.Match[str], context: Context) -> Sequence[Part]:
    return [DiscardEnergyFromSelf(number(match["n"]))]
