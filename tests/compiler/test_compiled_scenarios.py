"""Compiled cards really work: every scenario in ``tests/scenarios/compiled`` plays a card of
the shared pool by its compiled script and checks the effect happened with the right numbers
and choices; and every shape of the compiler is shown at work by at least one of them (the
``shapes`` a scenario names are matched by the text of a card in its position). The rulings
in ``tests/scenarios/pool`` need cards only the shared pool has (Double Colorless Energy)."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

import pytest

from playmat.cards.model import Card
from playmat.compiler.compile import compile_card
from playmat.compiler.grammar import SHAPES
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


@pytest.mark.parametrize("path", FILES + POOL_RULINGS, ids=[p.stem for p in FILES + POOL_RULINGS])
def test_compiled_scenario(path: Path, pool: Mapping[str, Card]) -> None:
    outcome = run_file(path, _lookup(pool))
    assert outcome.passed, outcome.line()


def _shown(path: Path, pool: Mapping[str, Card]) -> set[str]:
    """The shapes a scenario says it shows, each checked against its cards' compiled text."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    named = set(data.get("shapes", []))
    matched = set().union(
        *(compile_card(pool[i]).shapes for i in card_ids_in(data["position"]) if i in pool)
    )
    assert named, f"{path.name} names no shapes"
    assert named <= matched, f"{path.name}: its cards don't show {sorted(named - matched)}"
    return named


def test_every_shape_is_shown_by_a_scenario(pool: Mapping[str, Card]) -> None:
    shown = set().union(*(_shown(path, pool) for path in FILES))
    assert sorted({shape.name for shape in SHAPES} - shown) == []
