"""Stadiums each player may use once during their turn (``compiler/triggers.py``
``stadium_opening``; EN I-B-03): "Once during each player's turn, that player may ...", worded
for the player who uses it as a Trainer's text.

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

import pytest

from playmat.cards.model import Card, Supertype
from playmat.compiler.compile import compile_card
from playmat.effects.base import TrainerScript
from playmat.effects.data import script_from_data
from playmat.effects.drawing import Draw
from playmat.effects.predicates import MorePrizes
from playmat.effects.triggered import OnlyIf
from playmat.i18n.catalogue import Reader


def stadium(text: str) -> Card:
    return Card("test-1", "Test Stadium", Supertype.TRAINER, ("Stadium",), rules=(text,))


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("Once during each player's turn, that player may draw a card.", (Draw(1),)),
        (
            "Once during each player's turn, if they have more Prize cards remaining than their "
            "opponent, they may draw 2 cards.",
            (OnlyIf(MorePrizes()), Draw(2)),
        ),
    ],
)
def test_a_stadium_a_player_uses_compiles(text: str, parts: tuple[object, ...]) -> None:
    card = stadium(text)
    compiled = compile_card(card)
    assert compiled.automated, compiled.missed
    script = script_from_data(compiled.script, card)
    assert script.stadium == TrainerScript(parts)  # type: ignore[arg-type]
    assert Reader().problems(script.stadium.describe()) == []


def test_two_uses_of_one_stadium_stay_manual() -> None:
    card = stadium(
        "Once during each player's turn, that player may draw a card. Once during each "
        "player's turn, that player may draw a card."
    )
    assert compile_card(card).missed
