"""A card whose text keeps it in the discard pile ("This card can't be put into your hand or
deck from the discard pile", ``cards/facts.py``): no effect takes it back (EN II-C-02), and the
rest of its text compiles without that sentence."""

from __future__ import annotations

from collections.abc import Mapping

from playmat.cards.facts import effect_text, stays_in_discard
from playmat.cards.model import Card, Supertype
from playmat.compiler.compile import compile_card
from playmat.play.games import scripts_for
from playmat.rules.actions import Answer, PlayTrainer
from playmat.rules.choices import Choice
from playmat.rules.game import Game

POKE_VITAL_A, POTION = "sv6pt5-62", "sm1-131"


def test_the_sentence_is_a_fact_and_not_text_to_compile(pool: Mapping[str, Card]) -> None:
    card = pool[POKE_VITAL_A]
    assert stays_in_discard(card)
    assert "discard pile" not in effect_text(card)
    assert compile_card(card).automated
    assert not stays_in_discard(pool[POTION])


def test_no_effect_takes_it_back_from_the_discard_pile(pool: Mapping[str, Card]) -> None:
    recycler = Card(
        "test-1",
        "Test Recycler",
        Supertype.TRAINER,
        ("Item",),
        rules=("Put up to 2 Item cards from your discard pile into your hand.",),
    )
    cards = {
        **{i: pool[i] for i in (POKE_VITAL_A, POTION, "sm1-99", "sm1-169")},
        "test-1": recycler,
    }
    game = Game.from_position(
        {
            "turn": 3,
            "current": 1,
            "player1": {
                "active": {"card": "sm1-99"},
                "hand": ["test-1"],
                "discard": [POKE_VITAL_A, POTION],
                "deck": ["sm1-169 x5"],
                "prizes": ["sm1-169 x6"],
            },
            "player2": {
                "active": {"card": "sm1-99"},
                "deck": ["sm1-169 x5"],
                "prizes": ["sm1-169 x6"],
            },
        },
        cards,
        scripts=scripts_for(cards.values()),
    )
    mine = game.state.players[0]
    game.apply(PlayTrainer(mine.hand[0]))
    # "Up to 2": the only card it may take is offered; Poké Vital A stays.
    choice = game.pending
    assert isinstance(choice, Choice)
    assert [option.card for option in choice.options] == [
        next(u for u in mine.discard if game.state.card(u).id == POTION)
    ]
    game.apply(Answer((0,)))
    assert [game.state.card(u).id for u in mine.hand] == [POTION]
    assert POKE_VITAL_A in [game.state.card(u).id for u in mine.discard]
