"""Prize cards a Knock Out is worth, as card text changes them (``compiler/shapes/
knock_out_prizes.py``, ``rules/knockout.py``): R-11, D-17.

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from typing import Any

import pytest

from playmat.cards.model import Ability, Card, EnergyType, Supertype
from playmat.compiler.compile import compile_card
from playmat.effects.always_on import Reach, WhileInPlay
from playmat.effects.data import part_from_data, part_to_data, script_from_data
from playmat.effects.knock_out_prizes import PrizesForIt, PrizesThisTurn
from playmat.effects.predicates import HasPokemon, NamedCard, PokemonCard, PokemonOfType
from playmat.effects.triggered import OnlyIf
from playmat.i18n.catalogue import Reader
from playmat.rules.modifiers import ModifierKind
from playmat.rules.scripting import Trigger


def pokemon_with(text: str) -> Card:
    return Card(
        "test-1",
        "Testmon",
        Supertype.POKEMON,
        ("Basic",),
        abilities=(Ability("Test Ability", "Ability", text),),
    )


def test_more_prizes_for_its_attacks_knock_outs() -> None:
    card = pokemon_with(
        "If your opponent's Pokémon ex is Knocked Out by damage from an attack used by this "
        "Pokémon, take 2 more Prize cards."
    )
    compiled = compile_card(card)
    assert compiled.automated, compiled.missed
    (effect,) = script_from_data(compiled.script, card).abilities[0].always_on
    assert effect == WhileInPlay(
        ModifierKind.PRIZES_FOR_KNOCK_OUTS, 2, Reach.IT, against=PokemonCard(kind="ex")
    )
    assert Reader().problems(effect.describe()) == []


def test_fewer_prizes_as_it_is_knocked_out() -> None:
    card = pokemon_with(
        "If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, "
        "and if you have any Testfriend in play, your opponent takes 1 fewer Prize card."
    )
    compiled = compile_card(card)
    assert compiled.automated, compiled.missed
    ability = script_from_data(compiled.script, card).abilities[0]
    assert ability.trigger is Trigger.KNOCKED_OUT
    assert ability.parts == (
        OnlyIf(HasPokemon(NamedCard("Testfriend"), bench_only=False)),
        PrizesForIt(-1),
    )


def test_more_prizes_this_turn() -> None:
    card = Card(
        "test-2",
        "Test Supporter",
        Supertype.TRAINER,
        ("Supporter",),
        rules=(
            "During this turn, if your opponent's Active Pokémon is Knocked Out by damage from "
            "an attack used by your Water Pokémon, take 1 more Prize card.",
        ),
    )
    compiled = compile_card(card)
    assert compiled.automated, compiled.missed
    (part,) = script_from_data(compiled.script, card).trainer.parts  # type: ignore[union-attr]
    assert part == PrizesThisTurn(1, PokemonOfType(EnergyType.WATER))


@pytest.mark.parametrize("part", [PrizesForIt(-1), PrizesThisTurn(2)], ids=repr)
def test_every_part_is_worded_and_stored(part: Any) -> None:
    assert Reader().problems(part.describe()) == []
    assert part_from_data(part_to_data(part)) == part


@pytest.mark.parametrize("make", [lambda: PrizesForIt(0), lambda: PrizesThisTurn(0)])
def test_values_out_of_range_are_refused(make: Any) -> None:
    with pytest.raises(ValueError):
        make()
