"""What attacks cost as always-on text changes it (``compiler/shapes/attack_costs.py``,
``rules/energy.changed_costs``): EN II-D-09, D-11, D-12.

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from typing import Any

import pytest
from compiled_text import ability_of, card_with, script_of

from playmat.cards.model import EnergyType
from playmat.effects.always_on import ItIsIn, Reach, Spot, WhileInPlay
from playmat.effects.data import always_on_from_data, always_on_to_data
from playmat.effects.predicates import BasicPokemon, NamedCard, PokemonCard
from playmat.effects.tallies import Tally
from playmat.i18n.catalogue import Reader
from playmat.rules.energy import changed_costs
from playmat.rules.modifiers import ModifierKind

C, R, W, L = EnergyType.COLORLESS, EnergyType.FIRE, EnergyType.WATER, EnergyType.LIGHTNING


def effects_of(text: str, tool: bool = False) -> tuple[Any, ...]:
    if tool:
        return tuple(script_of(card_with(text, "Pokémon Tool")).in_play)
    return tuple(ability_of(text).always_on)


@pytest.mark.parametrize(
    ("text", "tool", "expected"),
    [
        (
            "Attacks used by this Pokémon cost Colorless less for each Test card in your "
            "discard pile.",
            False,
            WhileInPlay(
                ModifierKind.ATTACK_COST,
                -1,
                per=Tally.YOUR_DISCARD,
                per_cards=NamedCard("Test"),
            ),
        ),
        (
            "As long as this Pokémon is in the Active Spot, attacks used by your opponent's "
            "Basic Pokémon cost ColorlessColorless more.",
            False,
            WhileInPlay(
                ModifierKind.ATTACK_COST,
                2,
                Reach.THEIRS,
                only=BasicPokemon(),
                when=ItIsIn(Spot.ACTIVE),
            ),
        ),
        (
            "Test Punch used by this Pokémon costs Colorless less for each Prize card your "
            "opponent has taken.",
            False,
            WhileInPlay(
                ModifierKind.ATTACK_COST,
                -1,
                attack="Test Punch",
                per=Tally.PRIZES_OPPONENT_TOOK,
            ),
        ),
        (
            "The attacks of the Pokémon this card is attached to cost Lightning less.",
            True,
            WhileInPlay(ModifierKind.ATTACK_COST, -1, Reach.HOLDER, symbol=L),
        ),
        (
            "When the Tera Pokémon this card is attached to uses an attack, that attack costs 1 "
            "Energy less. (The Energy can be of any type.)",
            True,
            WhileInPlay(
                ModifierKind.ATTACK_COST_ANY, -1, Reach.HOLDER, only=PokemonCard(kind="tera")
            ),
        ),
    ],
)
def test_a_change_to_attack_costs_compiles(text: str, tool: bool, expected: WhileInPlay) -> None:
    assert effects_of(text, tool) == (expected,)
    assert Reader().problems(expected.describe()) == []
    assert always_on_from_data(always_on_to_data(expected)) == expected


def test_the_words_say_the_change() -> None:
    reader = Reader()
    assert reader.render(
        WhileInPlay(ModifierKind.ATTACK_COST, -2, per=Tally.OPPONENTS_BENCHED).describe()
    ) == (
        "Attacks used by this Pokémon cost 2 Colorless Energy less for each of your "
        "opponent's Benched Pokémon."
    )


@pytest.mark.parametrize(
    ("cost", "more", "fewer", "expected"),
    [
        # D-12: only the symbols of the type taken away go, never below none.
        ((R, C, C), {C: -3}, 0, [(R,)]),
        ((R, R), {C: -1}, 0, [(R, R)]),
        # D-11 and D-12 together: the totals.
        ((W, C), {C: 2}, 0, [(W, C, C, C)]),
        ((W, C), {C: 1, W: -1}, 0, [(C, C)]),
        # Any type: each way of leaving 1 out.
        ((R, W, L), {}, 1, [(R, W), (R, L), (W, L)]),
    ],
)
def test_changed_costs(
    cost: tuple[EnergyType, ...], more: dict[EnergyType, int], fewer: int, expected: list[Any]
) -> None:
    assert set(changed_costs(cost, more, fewer)) == set(expected)


@pytest.mark.parametrize(
    "make",
    [
        lambda: WhileInPlay(ModifierKind.ATTACK_COST),
        lambda: WhileInPlay(ModifierKind.ATTACK_COST_ANY, 1),
        lambda: WhileInPlay(ModifierKind.HP, 10, attack="Test Punch"),
        lambda: WhileInPlay(ModifierKind.HP, 10, per_cards=BasicPokemon()),
    ],
)
def test_changes_out_of_range_are_refused(make: Any) -> None:
    with pytest.raises(ValueError):
        make()
