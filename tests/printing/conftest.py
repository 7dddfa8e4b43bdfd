"""Fixtures of the printing tests (the cards themselves are in ``print_fixtures``)."""

from __future__ import annotations

import pytest
from print_fixtures import Entries, bare_card, long_trainer, longest_card, starter_entries

from playmat.cards.model import Card


@pytest.fixture(scope="session")
def starter_deck() -> Entries:
    """A whole 60-card starter deck."""
    entries = starter_entries()
    assert sum(count for _, count in entries) == 60
    return entries


@pytest.fixture
def long_cards() -> list[Card]:
    return [longest_card(), long_trainer(), bare_card()]
