"""Stadiums each player may use once during their turn (``compiler/triggers.py``
``stadium_opening``; EN I-B-03): "Once during each player's turn, that player may ...", worded
for the player who uses it as a Trainer's text.

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

import pytest
from compiled_text import card_with, only_if, script_of

from playmat.compiler.compile import compile_card
from playmat.effects.base import TrainerScript
from playmat.effects.drawing import Draw
from playmat.effects.predicates import MorePrizes
from playmat.i18n.catalogue import Reader


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("Once during each player's turn, that player may draw a card.", (Draw(1),)),
        (
            "Once during each player's turn, if they have more Prize cards remaining than their "
            "opponent, they may draw 2 cards.",
            (only_if(MorePrizes()), Draw(2)),
        ),
    ],
)
def test_a_stadium_a_player_uses_compiles(text: str, parts: tuple[object, ...]) -> None:
    script = script_of(card_with(text, "Stadium"))
    assert script.stadium == TrainerScript(parts)  # type: ignore[arg-type]
    assert Reader().problems(script.stadium.describe()) == []


def test_two_uses_of_one_stadium_stay_manual() -> None:
    card = card_with(
        "Once during each player's turn, that player may draw a card. Once during each "
        "player's turn, that player may draw a card.",
        "Stadium",
    )
    assert compile_card(card).missed
