"""Scenarios written inside a test, on cards of the shared pool: a position, the steps to take and
what to expect, in the format of ``tests/scenarios/README.md``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from playmat.cards.model import Card
from playmat.play.scenario import run


def play_here(pool: Mapping[str, Card], position: dict[str, Any], *steps: dict[str, Any]) -> str:
    """Play a scenario from turn 3, Player 1 to act; ``""`` when every step and expectation
    held, else the first difference."""
    data = {"position": {"turn": 3, "current": 1, **position}, "step": list(steps)}
    outcome = run(data, lambda ids: {i: pool[i] for i in ids if i in pool})
    return "" if outcome.passed else outcome.line()


def side(**zones: Any) -> dict[str, Any]:
    """A player's side of a position: the zones given, and a deck and Prize cards of Energy."""
    return {"deck": ["sve-1 x10"], "prizes": ["sve-1 x6"], **zones}
