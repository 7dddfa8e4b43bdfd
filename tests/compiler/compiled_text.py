"""Cards written for the compiler's tests (an Ability, a Trainer's, Tool's, Stadium's or
Special Energy's text), and what the compiler makes of them."""

from __future__ import annotations

from playmat.cards.facts import with_play_facts
from playmat.cards.model import Ability, Card, EnergyType, Supertype
from playmat.compiler.compile import compile_card
from playmat.effects.base import AbilityScript, Condition
from playmat.effects.data import script_from_data
from playmat.effects.trainer_play import UsableOnlyIf
from playmat.rules.scripting import CardScript


def pokemon_with(text: str) -> Card:
    """A Basic Water Pokémon, "Testmon", with one Ability of that text."""
    return Card(
        "test-1",
        "Testmon",
        Supertype.POKEMON,
        ("Basic",),
        hp=90,
        types=(EnergyType.WATER,),
        abilities=(Ability("Test Ability", "Ability", text),),
    )


def card_with(text: str, subtype: str) -> Card:
    """A Trainer (``Item``, ``Supporter``, ``Pokémon Tool``, ``Stadium``) or a Special Energy
    (``Special``) of that text, read as the importer reads it."""
    supertype = Supertype.ENERGY if subtype == "Special" else Supertype.TRAINER
    return with_play_facts(Card("test-2", f"Test {subtype}", supertype, (subtype,), rules=(text,)))


def script_of(card: Card) -> CardScript:
    """The card's compiled script, all of its text understood."""
    compiled = compile_card(card)
    assert compiled.automated, compiled.missed
    return script_from_data(compiled.script, card)


def ability_of(text: str) -> AbilityScript:
    """The compiled Ability of :func:`pokemon_with`."""
    ability = script_of(pokemon_with(text)).abilities[0]
    assert isinstance(ability, AbilityScript)
    return ability


def only_if(condition: Condition) -> UsableOnlyIf:
    """The condition an Ability or a triggered text is used under, as the compiler puts it."""
    return UsableOnlyIf(condition, of="ability")
