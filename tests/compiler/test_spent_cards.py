"""Tools used up by what they do (``compiler/shapes/always_on.py``, ``rules/damage.py``): "it
takes 60 less damage ..., and discard this card", "If you placed any damage counters in this
way, discard this card" (EN II-B-05, II-E-03, I-B-01).

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from typing import Any

import pytest
from compiled_text import card_with, script_of

from playmat.cards.model import EnergyType
from playmat.effects.always_on import Reach, WhileInPlay
from playmat.effects.data import always_on_from_data, always_on_to_data
from playmat.effects.predicates import PokemonOfType
from playmat.i18n.catalogue import Reader
from playmat.rules.modifiers import ModifierKind


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "If the Pokémon this card is attached to is damaged by an attack from your "
            "opponent's Water Pokémon, it takes 40 less damage (after applying Weakness and "
            "Resistance), and discard this card.",
            WhileInPlay(
                ModifierKind.DAMAGE_TAKEN,
                -40,
                Reach.HOLDER,
                against=PokemonOfType(EnergyType.WATER),
                then_discard=True,
            ),
        ),
        (
            "If the Pokémon this card is attached to is damaged by an attack from your "
            "opponent's Pokémon (even if this Pokémon is Knocked Out), put 3 damage counters on "
            "the Attacking Pokémon. If you placed any damage counters in this way, discard this "
            "card.",
            WhileInPlay(ModifierKind.DAMAGED_COUNTERS, 3, Reach.HOLDER, then_discard=True),
        ),
    ],
)
def test_a_tool_used_up_compiles(text: str, expected: WhileInPlay) -> None:
    assert script_of(card_with(text, "Pokémon Tool")).in_play == (expected,)
    assert Reader().problems(expected.describe()) == []
    assert always_on_from_data(always_on_to_data(expected)) == expected


@pytest.mark.parametrize(
    "make",
    [
        lambda: WhileInPlay(ModifierKind.DAMAGE_TAKEN, -10, then_discard=True),
        lambda: WhileInPlay(ModifierKind.NO_WEAKNESS, reach=Reach.HOLDER, then_discard=True),
    ],
)
def test_only_a_card_attached_to_the_Pokemon_is_used_up(make: Any) -> None:
    with pytest.raises(ValueError):
        make()
