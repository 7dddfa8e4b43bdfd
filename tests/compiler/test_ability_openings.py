"""How an announced Ability's text opens, as the compiler reads it (``compiler/abilities.py``):
the condition it is used under, "once during your first turn", the cost of using it ("You must
discard a card from your hand in order to use this Ability"), one use of its name a turn, and
the Ability offered as its Pokémon goes to the Bench (EN I-A-02, II-E-12, II-E-14, II-E-19).

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from typing import Any

import pytest
from compiled_text import ability_of, only_if

from playmat.cards.model import Ability, Card, EnergyType, Supertype
from playmat.compiler.compile import compile_card
from playmat.effects.base import AbilityScript
from playmat.effects.drawing import Draw
from playmat.effects.hands import DiscardFromHand
from playmat.effects.pokemon_parts import Inflict
from playmat.effects.predicates import AnyCard, EnergyCardOfType, KnockedOutLastTurn
from playmat.effects.triggered import FirstTurn
from playmat.i18n.catalogue import Reader
from playmat.rules.scripting import AbilityKind
from playmat.rules.state import Condition as SpecialCondition


def worded_ability(text: str) -> AbilityScript:
    ability = ability_of(text)
    assert Reader().problems(ability.describe()) == []
    return ability


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (
            "Once during your turn, if any of your Pokémon were Knocked Out during your "
            "opponent's last turn, you may draw 2 cards.",
            (only_if(KnockedOutLastTurn()), Draw(2)),
        ),
        (
            "Once during your first turn, you may draw a card.",
            (only_if(FirstTurn()), Draw(1)),
        ),
        (
            "You must discard a card from your hand in order to use this Ability. Once during "
            "your turn, you may draw 2 cards.",
            (DiscardFromHand(1, AnyCard()), Draw(2)),
        ),
        (
            "Once during your turn, you may discard a Basic Water Energy card from your hand in "
            "order to use this Ability. Make your opponent's Active Pokémon Confused.",
            (
                DiscardFromHand(1, EnergyCardOfType(EnergyType.WATER)),
                Inflict(SpecialCondition.CONFUSED),
            ),
        ),
    ],
)
def test_what_an_Ability_is_used_under_compiles(text: str, parts: tuple[Any, ...]) -> None:
    ability = worded_ability(text)
    assert ability.kind is AbilityKind.ACTIVATED
    assert ability.parts == parts


def test_one_use_of_its_name_during_your_turn() -> None:
    ability = worded_ability(
        "Once during your turn, you may draw a card. You can't use more than 1 Test Ability "
        "Ability during your turn."
    )
    assert ability.one_per_name


def test_an_Ability_offered_as_its_Pokemon_goes_to_the_Bench() -> None:
    ability = worded_ability(
        "Once during your turn, when this Pokémon moves from the Active Spot to your Bench, you "
        "may use this Ability. Draw a card."
    )
    assert (ability.kind, ability.parts) == (AbilityKind.ON_MOVE_TO_BENCH, (Draw(1),))


@pytest.mark.parametrize(
    "text",
    [
        # A condition no sentence opens with.
        "Once during your turn, if the moon is full, you may draw a card.",
        # A cost with no way of using the Ability to pay it for.
        "You must discard a card from your hand in order to use this Ability.",
    ],
)
def test_openings_it_cant_read_stay_manual(text: str) -> None:
    card = Card(
        "test-1",
        "Testmon",
        Supertype.POKEMON,
        ("Basic",),
        abilities=(Ability("Test Ability", "Ability", text),),
    )
    assert compile_card(card).missed


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        (
            "Each of your Pokémon gets +20 HP. The effect of Test Ability doesn't stack.",
            AbilityKind.PASSIVE,
        ),
        (
            "Whenever your opponent attaches an Energy card from their hand to 1 of their "
            "Pokémon, put 1 damage counter on that Pokémon. The effect of Test Ability doesn't "
            "stack.",
            AbilityKind.TRIGGERED,
        ),
    ],
)
def test_an_effect_that_doesnt_stack(text: str, kind: AbilityKind) -> None:
    """EN II-E-15: one Pokémon's worth of the Ability's effect at a time."""
    ability = worded_ability(text)
    assert (ability.kind, ability.one_per_name) == (kind, True)
