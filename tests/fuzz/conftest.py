"""What the fuzz tests share: a new player's card database (the starter set), made once."""

from __future__ import annotations

import pytest

from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.decks.library import open_database


@pytest.fixture(scope="session")
def starter_database(tmp_path_factory: pytest.TempPathFactory) -> Database:
    """Tests must not change it."""
    return open_database(tmp_path_factory.mktemp("fuzz-starter") / "playmat.sqlite3")


@pytest.fixture(scope="session")
def starter_cards(starter_database: Database) -> CardStore:
    return CardStore(starter_database)
