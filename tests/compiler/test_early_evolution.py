"""Always-on text that lets Pokémon evolve sooner (``compiler/shapes/early_evolution.py``):
R-4 and EN I-A-05 set aside as the card says.

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from typing import Any

import pytest
from compiled_text import ability_of, card_with, pokemon_with, script_of

from playmat.cards.model import EnergyType
from playmat.compiler.compile import compile_card
from playmat.effects.always_on import ItIsIn, Reach, Spot, WhileInPlay
from playmat.effects.data import always_on_from_data, always_on_to_data
from playmat.effects.predicates import HasPokemon, NamedCard, PokemonOfType
from playmat.i18n.catalogue import Reader
from playmat.rules.modifiers import ModifierKind


def effects_of(text: str, stadium: bool = False) -> tuple[Any, ...]:
    if stadium:
        return tuple(script_of(card_with(text, "Stadium")).in_play)
    return tuple(ability_of(text).always_on)


@pytest.mark.parametrize(
    ("text", "stadium", "expected"),
    [
        (
            "As long as this Pokémon is on your Bench, it can evolve during your first turn or "
            "the turn you play it.",
            False,
            WhileInPlay(ModifierKind.EVOLVES_EARLY, 1, when=ItIsIn(Spot.BENCH)),
        ),
        (
            "If you have Testfriend in play, this Pokémon can evolve during your first turn or "
            "the turn you play it.",
            False,
            WhileInPlay(
                ModifierKind.EVOLVES_EARLY,
                1,
                when=HasPokemon(NamedCard("Testfriend"), bench_only=False),
            ),
        ),
        (
            "Each player's Water Pokémon can evolve into Water Pokémon during the turn they play "
            "those Pokémon, except during their first turn.",
            True,
            WhileInPlay(
                ModifierKind.EVOLVES_EARLY,
                reach=Reach.EVERY,
                only=PokemonOfType(EnergyType.WATER),
                against=PokemonOfType(EnergyType.WATER),
            ),
        ),
    ],
)
def test_evolving_sooner_compiles(text: str, stadium: bool, expected: WhileInPlay) -> None:
    assert effects_of(text, stadium) == (expected,)
    assert Reader().problems(expected.describe()) == []
    assert always_on_from_data(always_on_to_data(expected)) == expected


def test_the_opponents_Pokemon_never_evolve_sooner_by_it() -> None:
    text = "Your opponent's Pokémon can evolve during your first turn or the turn you play it."
    assert compile_card(pokemon_with(text)).missed
