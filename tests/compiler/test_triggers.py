"""Triggered text as the compiler reads it (``compiler/triggers.py``) and as the rules resolve
it (``rules/triggers.py``): "when you attach this card from your hand", "if this Pokémon is
Knocked Out by damage from an attack from your opponent's Pokémon", "at the end of your turn",
"during Pokémon Checkup", "whenever your opponent attaches an Energy card / plays a Pokémon to
evolve", "whenever any player puts a Basic Pokémon onto their Bench" (EN II-E-03..E-08, E-20,
JA I-D step 2, R-8).

The sentences are written for these tests, in the shapes' own wording."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from compiled_text import ability_of, card_with, only_if, pokemon_with, script_of

from playmat.cards.model import Card, EnergyType, Supertype
from playmat.compiler.compile import compile_card
from playmat.effects.always_on import ItIsIn, Spot
from playmat.effects.base import AbilityScript, TriggerScript
from playmat.effects.drawing import Draw
from playmat.effects.predicates import BasicPokemon, PokemonOfType
from playmat.effects.triggered import CountersOnThat, DiscardThisCard, ThatPokemonIs
from playmat.i18n.catalogue import Reader
from playmat.play.games import scripts_for
from playmat.rules.actions import AttachEnergy, EndTurn
from playmat.rules.game import Game
from playmat.rules.position import card_ids_in
from playmat.rules.scripting import AbilityKind, Trigger


def triggered_ability(text: str) -> AbilityScript:
    ability = ability_of(text)
    assert ability.kind is AbilityKind.TRIGGERED
    return ability


def card_triggers(text: str, kind: str = "Pokémon Tool") -> tuple[Any, ...]:
    return tuple(script_of(card_with(text, kind)).triggers)


@pytest.mark.parametrize(
    ("text", "trigger", "optional", "parts"),
    [
        (
            "If this Pokémon is Knocked Out by damage from an attack from your opponent's "
            "Pokémon, draw 2 cards.",
            Trigger.KNOCKED_OUT,
            False,
            (Draw(2),),
        ),
        (
            "Whenever your opponent attaches an Energy card from their hand to 1 of their "
            "Pokémon, put 1 damage counter on that Pokémon.",
            Trigger.OPPONENT_ATTACHES_ENERGY,
            False,
            (CountersOnThat(1),),
        ),
        (
            "Whenever your opponent plays a Pokémon from their hand to evolve 1 of their "
            "Pokémon, put 3 damage counters on that Pokémon.",
            Trigger.OPPONENT_EVOLVES,
            False,
            (CountersOnThat(3),),
        ),
        (
            "At the end of your turn, if this Pokémon is on your Bench, you may draw a card.",
            Trigger.END_OF_TURN,
            True,
            (only_if(ItIsIn(Spot.BENCH)), Draw(1)),
        ),
    ],
)
def test_an_Abilitys_trigger_compiles(
    text: str, trigger: Trigger, optional: bool, parts: tuple[Any, ...]
) -> None:
    ability = triggered_ability(text)
    assert (ability.trigger, ability.optional, ability.parts) == (trigger, optional, parts)
    assert Reader().problems(ability.describe()) == []


def test_a_cards_triggers_and_its_always_on_text_are_told_apart() -> None:
    """The triggered text runs to the next sentence that works while the card is in play."""
    script = script_of(
        card_with(
            "If this card is attached to 1 of your Pokémon, discard it at the end of your turn. "
            "If this card is attached to a Basic Pokémon, it provides ColorlessColorless Energy "
            "instead.",
            "Special",
        )
    )
    assert script.triggers == (TriggerScript(Trigger.END_OF_TURN, (DiscardThisCard(),)),)
    assert len(script.in_play) == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "When you attach this card from your hand to 1 of your Benched Pokémon, draw 2 cards.",
            TriggerScript(
                Trigger.ATTACHED,
                (only_if(ThatPokemonIs(spot=Spot.BENCH)), Draw(2)),
            ),
        ),
        (
            "When you attach this card from your hand to a Water Pokémon, draw a card.",
            TriggerScript(
                Trigger.ATTACHED,
                (
                    only_if(ThatPokemonIs(PokemonOfType(EnergyType.WATER))),
                    Draw(1),
                ),
            ),
        ),
        (
            "Whenever any player puts a Basic Pokémon onto their Bench during their turn, put "
            "1 damage counter on that Pokémon.",
            TriggerScript(
                Trigger.BENCHED,
                (only_if(ThatPokemonIs(BasicPokemon())), CountersOnThat(1)),
            ),
        ),
    ],
)
def test_a_cards_trigger_compiles(text: str, expected: TriggerScript) -> None:
    kind = "Stadium" if "any player" in text else "Special"
    assert card_triggers(text, kind) == (expected,)
    assert Reader().problems(expected.describe()) == []


@pytest.mark.parametrize(
    "text",
    [
        # A Pokémon has no card of its own to discard.
        "At the end of your turn, discard this card.",
        # Two conditions on one trigger.
        "Whenever any player puts a Basic Pokémon onto their Bench during their turn, if this "
        "Pokémon is on your Bench, put 1 damage counter on that Pokémon.",
    ],
)
def test_triggers_it_cant_read_stay_manual(text: str) -> None:
    assert (
        compile_card(pokemon_with(text)).missed or compile_card(card_with(text, "Stadium")).missed
    )


def test_the_words_say_when_it_happens() -> None:
    ability = triggered_ability(
        "Whenever your opponent attaches an Energy card from their hand to 1 of their Pokémon, "
        "put 2 damage counters on that Pokémon."
    )
    assert Reader().render(ability.describe()) == (
        "Whenever your opponent attaches an Energy card from their hand to 1 of their Pokémon: "
        "Put 2 damage counters on that Pokémon."
    )


def _game(pool: Mapping[str, Card], position: dict[str, Any]) -> Game:
    return Game.from_position(
        position, pool, scripts=scripts_for(pool[i] for i in card_ids_in(position))
    )


def test_a_trigger_whose_card_left_play_first_doesnt_resolve(pool: Mapping[str, Card]) -> None:
    """Ignition Energy and another end-of-turn text: each resolves only while its card is still
    in play; the discarded Energy is gone at once, and the turn passes (E-20, R-8)."""
    game = _game(
        pool,
        {
            "turn": 3,
            "current": 1,
            "player1": {
                "active": {"card": "sm1-99", "energy": ["rsv10pt5-86", "rsv10pt5-86"]},
                "deck": ["sm1-169 x5"],
                "prizes": ["sm1-169 x6"],
            },
            "player2": {
                "active": {"card": "sm1-99"},
                "deck": ["sm1-166 x5"],
                "prizes": ["sm1-166 x6"],
            },
        },
    )
    game.apply(EndTurn())
    mine = game.state.players[0]
    assert mine.active is not None and mine.active.energy == []
    assert [game.state.card(u).id for u in mine.discard] == ["rsv10pt5-86", "rsv10pt5-86"]
    assert game.state.current == 1


def test_whenever_the_opponent_attaches_counts_only_the_opponent(
    pool: Mapping[str, Card],
) -> None:
    """Gengar ex's own player attaching Energy sets nothing off (E-07: "your opponent")."""
    game = _game(
        pool,
        {
            "turn": 3,
            "current": 1,
            "player1": {
                "active": {"card": "sv5-104"},
                "hand": ["sm1-169"],
                "deck": ["sm1-169 x5"],
                "prizes": ["sm1-169 x6"],
            },
            "player2": {
                "active": {"card": "sm1-99"},
                "deck": ["sm1-166 x5"],
                "prizes": ["sm1-166 x6"],
            },
        },
    )
    mine = game.state.players[0]
    assert mine.active is not None
    game.apply(AttachEnergy(mine.hand[0], mine.active.id))
    assert mine.active.damage == 0


def test_a_checkup_trigger_acts_between_turns_for_both_players() -> None:
    """R-8: after the Special Conditions, Abilities that act at Checkup; both players' act, as
    "during Pokémon Checkup" says (whoever's turn ended)."""
    text = (
        "During Pokémon Checkup, if this Pokémon is in the Active Spot, put 1 damage counter on "
        "each of your opponent's Benched Pokémon."
    )
    checker = pokemon_with(text)
    plain = Card("plainmon", "Plainmon", Supertype.POKEMON, ("Basic",), hp=60)
    water = Card(
        "water", "Water Energy", Supertype.ENERGY, ("Basic",), energy_type=EnergyType.WATER
    )
    cards = {c.id: c for c in (checker, plain, water)}
    side = {"deck": ["water x5"], "prizes": ["water x6"]}
    game = Game.from_position(
        {
            "turn": 3,
            "current": 1,
            "player1": {"active": {"card": "test-1"}, "bench": [{"card": "plainmon"}], **side},
            "player2": {"active": {"card": "plainmon"}, "bench": [{"card": "plainmon"}], **side},
        },
        cards,
        scripts=scripts_for(cards.values()),
    )
    game.apply(EndTurn())
    mine, theirs = game.state.players
    assert [p.damage for p in theirs.bench] == [10]
    assert [p.damage for p in mine.bench] == [0]
