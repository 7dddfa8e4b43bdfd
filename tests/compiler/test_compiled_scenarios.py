"""Compiled cards really work: every scenario in ``tests/scenarios/compiled`` plays a card of
the shared pool by its compiled script and checks the effect happened with the right numbers
and choices; and every shape of the compiler is shown at work by at least one of them. The
``shapes`` a scenario names are matched by the text of a card in its position, and that text
must take effect while the scenario runs (recorded as it runs); a scenario that shows a text
held back by its own condition (refused, or not applying) names the shape under
``shapes_not_applying`` instead, which shows no shape at work. The rulings in
``tests/scenarios/pool`` need cards only the shared pool has (Double Colorless Energy)."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from pathlib import Path

import pytest

from piece_recording import Piece, recorded_script
from playmat.cards.model import Ability, Card
from playmat.compiler.compile import compile_card
from playmat.compiler.grammar import SHAPES
from playmat.play import scenario
from playmat.play.games import GameScripts, ScriptLibrary, scripts_for
from playmat.play.scenario import run_file
from playmat.rules.position import card_ids_in

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios" / "compiled"
FILES = sorted(SCENARIOS.glob("*.toml"))
POOL_RULINGS = sorted((SCENARIOS.parent / "pool").glob("*.toml"))


def _lookup(pool: Mapping[str, Card]) -> Callable[[Iterable[str]], Mapping[str, Card]]:
    """The scenario runner's way to find the cards a position names: in the shared pool."""

    def cards(card_ids: Iterable[str]) -> Mapping[str, Card]:
        return {card_id: pool[card_id] for card_id in card_ids if card_id in pool}

    return cards


@pytest.fixture
def took_effect(monkeypatch: pytest.MonkeyPatch) -> set[Piece]:
    """The pieces of card text that take effect in the scenarios run during the test."""
    seen: set[Piece] = set()

    def recorded(cards: Iterable[Card], library: ScriptLibrary | None = None) -> GameScripts:
        unique = {card.id: card for card in cards}
        scripts = scripts_for(unique.values(), library)
        return GameScripts(
            {
                card_id: recorded_script(card, script, seen)
                for card_id, card in unique.items()
                if (script := scripts.script(card_id)) is not None
            }
        )

    monkeypatch.setattr(scenario, "scripts_for", recorded)
    return seen


def _shapes_by_piece(card: Card) -> dict[Piece, frozenset[str]]:
    """The shapes of each piece of the card's text, each piece compiled on its own: the other
    pieces lose their text but the attacks keep their names (one attack's text may name
    another, as Focus Energy names Hyper Fang)."""
    silent = tuple(replace(attack, text="") for attack in card.attacks)

    def only(attack_index: int | None = None, abilities: tuple[Ability, ...] = ()) -> Card:
        attacks = list(silent)
        if attack_index is not None:
            attacks[attack_index] = card.attacks[attack_index]
        return replace(card, attacks=tuple(attacks), abilities=abilities)

    found = {
        (card.id, f"attack {attack.name}"): compile_card(only(index)).shapes
        for index, attack in enumerate(card.attacks)
        if attack.text
    }
    for ability in card.abilities:
        found[card.id, f"Ability {ability.name}"] = compile_card(only(abilities=(ability,))).shapes
    if not card.is_pokemon:
        found[card.id, "Trainer"] = compile_card(card).shapes
    return found


@pytest.mark.parametrize("path", FILES + POOL_RULINGS, ids=[p.stem for p in FILES + POOL_RULINGS])
def test_compiled_scenario(path: Path, pool: Mapping[str, Card], took_effect: set[Piece]) -> None:
    outcome = run_file(path, _lookup(pool))
    assert outcome.passed, outcome.line()

    data = tomllib.loads(path.read_text(encoding="utf-8"))
    pieces: dict[Piece, frozenset[str]] = {}
    for card_id in card_ids_in(data["position"]):
        if card_id in pool:
            pieces.update(_shapes_by_piece(pool[card_id]))
    idle = [
        shape
        for shape in data.get("shapes", [])
        if not any(shape in shapes and piece in took_effect for piece, shapes in pieces.items())
    ]
    assert idle == [], f"{path.name}: no text with these shapes took effect: {idle}"


def _shown(path: Path, pool: Mapping[str, Card]) -> set[str]:
    """The shapes a scenario shows at work; every shape it names (at work or not applying) is
    checked against its cards' compiled text."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    at_work = set(data.get("shapes", []))
    named = at_work | set(data.get("shapes_not_applying", []))
    matched = set().union(
        *(compile_card(pool[i]).shapes for i in card_ids_in(data["position"]) if i in pool)
    )
    assert named, f"{path.name} names no shapes"
    assert named <= matched, f"{path.name}: its cards don't show {sorted(named - matched)}"
    return at_work


def test_every_shape_is_shown_by_a_scenario(pool: Mapping[str, Card]) -> None:
    shown = set().union(*(_shown(path, pool) for path in FILES))
    assert sorted({shape.name for shape in SHAPES} - shown) == []
