"""Starter decks from the test's own database, for sessions."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from playmat.cards.model import Card
from playmat.catalog import open_database
from playmat.db.card_store import CardStore
from playmat.decks.store import DeckStore


@pytest.fixture
def deck_store(playmat_home: Path) -> Iterator[DeckStore]:
    database = open_database()
    yield DeckStore(database)
    database.close()


@pytest.fixture
def card_store(deck_store: DeckStore) -> CardStore:
    return deck_store.cards


@pytest.fixture
def starter_decks(deck_store: DeckStore) -> dict[str, list[Card]]:
    """The three starter decks, by name, as lists of 60 cards."""
    return {
        record.name: [card for card, count in deck_store.entries(record) for _ in range(count)]
        for record in deck_store.list()
    }
