"""The compiled card pool at play: random legal decks from the Standard pool and from the whole
English pool play 1,000 games each, with every invariant checked after every decision and each
game replayed from its save (issue 11's proof that compiled cards really work).

Not part of the default run (a smaller series is: ``tests/play/test_random_decks.py``); run with
``python -m pytest -m benchmark -s tests/benchmarks/test_random_decks_benchmark.py``.
"""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from playmat.cards.model import Card
from playmat.decks.formats import deck_format
from random_decks import play_random_decks

pytestmark = pytest.mark.benchmark

GAMES = 1000


def standard_pool(pool: Mapping[str, Card]) -> list[Card]:
    """The cards of the Standard format's regulation marks, and basic Energy (always legal)."""
    marks = deck_format("standard").regulation_marks or frozenset()
    return [c for c in pool.values() if c.regulation_mark in marks or c.is_basic_energy]


@pytest.mark.parametrize("which", ["standard", "whole pool"])
def test_random_legal_decks_play_1000_games(which: str, pool: Mapping[str, Card]) -> None:
    cards = standard_pool(pool) if which == "standard" else list(pool.values())
    series = play_random_decks(cards, GAMES, seed=11_000)
    print(
        f"\n{which}: {series.games} games between random legal decks in {series.seconds:.1f} s "
        f"({series.decisions / max(series.seconds, 1e-9):.0f} checked actions/s); "
        f"{len(series.cards_played)} different cards played, "
        f"{len(series.scripted_cards)} of them with a compiled or written script; "
        f"endings {dict(series.endings)}"
    )
    assert series.broken == []
    assert series.games == GAMES
