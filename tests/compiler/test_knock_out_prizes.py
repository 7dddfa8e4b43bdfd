"""Prize cards a Knock Out is worth, as card text changes them (``compiler/shapes/
knock_out_prizes.py``, ``rules/knockout.py``): R-11, D-17.

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from typing import Any

import pytest
from compiled_text import ability_of, card_with, only_if, script_of

from playmat.cards.model import EnergyType
from playmat.effects.always_on import Reach, WhileInPlay
from playmat.effects.data import part_from_data, part_to_data
from playmat.effects.knock_out_prizes import PrizesForIt, PrizesThisTurn
from playmat.effects.predicates import HasPokemon, NamedCard, PokemonCard, PokemonOfType
from playmat.i18n.catalogue import Reader
from playmat.rules.modifiers import ModifierKind
from playmat.rules.scripting import Trigger


def test_more_prizes_for_its_attacks_knock_outs() -> None:
    (effect,) = ability_of(
        "If your opponent's Pokémon ex is Knocked Out by damage from an attack used by this "
        "Pokémon, take 2 more Prize cards."
    ).always_on
    assert effect == WhileInPlay(
        ModifierKind.PRIZES_FOR_KNOCK_OUTS, 2, Reach.IT, against=PokemonCard(kind="ex")
    )
    assert Reader().problems(effect.describe()) == []


def test_fewer_prizes_as_it_is_knocked_out() -> None:
    ability = ability_of(
        "If this Pokémon is Knocked Out by damage from an attack from your opponent's Pokémon, "
        "and if you have any Testfriend in play, your opponent takes 1 fewer Prize card."
    )
    assert ability.trigger is Trigger.KNOCKED_OUT
    assert ability.parts == (
        only_if(HasPokemon(NamedCard("Testfriend"), bench_only=False)),
        PrizesForIt(-1),
    )


def test_more_prizes_this_turn() -> None:
    card = card_with(
        "During this turn, if your opponent's Active Pokémon is Knocked Out by damage from an "
        "attack used by your Water Pokémon, take 1 more Prize card.",
        "Supporter",
    )
    (part,) = script_of(card).trainer.parts  # type: ignore[union-attr]
    assert part == PrizesThisTurn(1, PokemonOfType(EnergyType.WATER))


@pytest.mark.parametrize("part", [PrizesForIt(-1), PrizesThisTurn(2)], ids=repr)
def test_every_part_is_worded_and_stored(part: Any) -> None:
    assert Reader().problems(part.describe()) == []
    assert part_from_data(part_to_data(part)) == part


@pytest.mark.parametrize("make", [lambda: PrizesForIt(0), lambda: PrizesThisTurn(0)])
def test_values_out_of_range_are_refused(make: Any) -> None:
    with pytest.raises(ValueError):
        make()
