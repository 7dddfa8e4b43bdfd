"""Always-on text that keeps Special Conditions away (``compiler/shapes/always_on.py``,
``rules/conditions.py``): R-7.

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

import pytest
from compiled_text import ability_of

from playmat.effects.always_on import Reach, WhileInPlay
from playmat.effects.data import always_on_from_data, always_on_to_data
from playmat.i18n.catalogue import Reader
from playmat.rules.modifiers import ModifierKind


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "This Pokémon can't be Confused.",
            WhileInPlay(ModifierKind.NO_CONDITIONS, condition="Confused"),
        ),
        (
            "Each of your Pokémon that has any Energy attached to it recovers from all Special "
            "Conditions and can't be affected by any Special Conditions.",
            WhileInPlay(ModifierKind.NO_CONDITIONS, reach=Reach.YOURS, needs_energy=True),
        ),
    ],
)
def test_no_special_conditions_compiles(text: str, expected: WhileInPlay) -> None:
    assert ability_of(text).always_on == (expected,)
    assert Reader().problems(expected.describe()) == []
    assert always_on_from_data(always_on_to_data(expected)) == expected


def test_a_condition_that_isnt_one_is_refused() -> None:
    with pytest.raises(ValueError):
        WhileInPlay(ModifierKind.NO_CONDITIONS, condition="Sleepy")
