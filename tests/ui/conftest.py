"""Fixtures for the widget tests: the card store of the test's private PLAYMAT_HOME (the starter
set only), and small card pools in the pokemon-tcg-data layout written by the test itself."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from ui_pool import write_pool

from playmat.db.card_store import CardStore
from playmat.decks.library import open_card_store


@pytest.fixture
def store(playmat_home: Path) -> Iterator[CardStore]:
    card_store = open_card_store()
    yield card_store
    card_store.database.close()


@pytest.fixture
def pool(tmp_path: Path) -> Path:
    return write_pool(tmp_path / "pool")
