"""What a drop on the table means, worked out from the viewer's observation alone."""

from __future__ import annotations

from typing import Any

from playmat.cards.starter import starter_cards
from playmat.rules.actions import Answer, AttachEnergy, Evolve, PlayBasic, PlayTrainer, Retreat
from playmat.ui.playmat.intents import NOTHING, Intent, drop_intent, option_keys

CARDS = {card.id: card for card in starter_cards()}
ROWLET, DARTRIX, GRASS, POTION, LITTEN = "sm1-9", "sm1-10", "sm1-164", "sm1-127", "sm1-24"


def _ref(uid: int, card_id: str) -> dict[str, Any]:
    return {"uid": uid, "id": card_id, "name": CARDS[card_id].name}


def _pokemon(pokemon_id: int, uid: int, card_id: str) -> dict[str, Any]:
    return {"id": pokemon_id, "face_down": False, "card": _ref(uid, card_id)}


def _observation(bench: int = 1, choice: dict | None = None, awaiting: int = 0) -> dict:
    hand = [_ref(10, ROWLET), _ref(11, DARTRIX), _ref(12, GRASS), _ref(13, POTION)]
    benched = [_pokemon(2 + i, 20 + i, ROWLET) for i in range(bench)]
    return {
        "viewer": 0,
        "awaiting": awaiting,
        "winner": None,
        "choice": choice,
        "players": [
            {"hand": hand, "active": _pokemon(1, 1, ROWLET), "bench": benched},
            {"hand": 5, "active": _pokemon(9, 50, LITTEN), "bench": []},
        ],
    }


def drop(source, target, **observation) -> Intent:
    return drop_intent(_observation(**observation), CARDS, source, target)


def test_a_basic_goes_onto_the_bench_and_nowhere_else() -> None:
    assert drop(("hand", 10), ("zone", 0, "bench")) == Intent(PlayBasic(10))
    assert drop(("hand", 10), ("board",)) == Intent(PlayBasic(10))
    assert drop(("hand", 10), ("pokemon", 1)).reason == "Put Rowlet onto your Bench."


def test_an_evolution_energy_and_trainer_go_where_they_are_played() -> None:
    assert drop(("hand", 11), ("pokemon", 1)) == Intent(Evolve(11, 1))
    assert "evolves from (Rowlet)" in str(drop(("hand", 11), ("zone", 0, "bench")).reason)
    assert drop(("hand", 12), ("pokemon", 9)) == Intent(AttachEnergy(12, 9))  # the engine says no
    assert drop(("hand", 12), ("board",)).reason == (
        "Drop Grass Energy onto the Pokémon you attach it to."
    )
    assert drop(("hand", 13), ("zone", None, "stadium")) == Intent(PlayTrainer(13))


def test_back_into_the_hand_means_nothing() -> None:
    assert drop(("hand", 13), ("zone", 0, "hand")) is NOTHING


def test_the_active_retreats_onto_the_bench() -> None:
    assert drop(("pokemon", 1), ("pokemon", 2)) == Intent(Retreat(2))
    assert drop(("pokemon", 1), ("zone", 0, "bench")) == Intent(Retreat(2))
    two = drop(("pokemon", 1), ("zone", 0, "bench"), bench=2)
    assert two.reason == "Drop Rowlet onto the Benched Pokémon that takes its place."
    assert drop(("pokemon", 1), ("zone", 0, "active")) is NOTHING


def test_nothing_is_played_when_it_is_not_your_turn_to_decide() -> None:
    assert drop(("hand", 10), ("zone", 0, "bench"), awaiting=1).reason == (
        "Wait: it is not your turn to decide."
    )


def _setup_choice(purpose: str, maximum: int = 1) -> dict[str, Any]:
    return {
        "purpose": purpose,
        "prompt": "Choose.",
        "minimum": 0 if purpose == "setup_bench" else 1,
        "maximum": maximum,
        "options": [{"label": "Rowlet", "card": 10, "pokemon": None, "value": None}],
    }


def test_setup_places_the_active_by_a_drop_and_picks_the_bench() -> None:
    active = _setup_choice("setup_active")
    assert drop(("hand", 10), ("zone", 0, "active"), choice=active) == Intent(Answer((0,)))
    assert drop(("hand", 10), ("zone", 0, "bench"), choice=active).reason == (
        "Drop your Active Pokémon onto the Active Spot."
    )
    bench = _setup_choice("setup_bench")
    assert drop(("hand", 10), ("zone", 0, "bench"), choice=bench) == Intent(pick=0)
    assert drop(("hand", 12), ("zone", 0, "bench"), choice=bench).reason == "First answer: Choose."


def test_prize_cards_stand_for_the_options_of_taking_a_prize() -> None:
    choice = {
        "purpose": "take_prize",
        "options": [
            {"label": f"Prize card {i + 1}", "card": None, "pokemon": None, "value": i}
            for i in range(3)
        ],
    }
    assert option_keys(_observation(), choice) == [
        ("prize", 0, 0),
        ("prize", 0, 1),
        ("prize", 0, 2),
    ]
