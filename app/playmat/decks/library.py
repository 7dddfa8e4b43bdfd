"""Opening the user's database, ready to use: migrated, with the starter set and the starter
decks installed."""

from __future__ import annotations

from pathlib import Path

from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.starter import install_starter_set
from playmat.decks.legality import store_legality
from playmat.decks.store import install_starter_decks
from playmat.paths import database_path


def open_database(path: Path | None = None) -> Database:
    database = Database(path or database_path())
    install_starter_set(database)
    install_starter_decks(database)
    # The format filter's legality, worked out again if the cards or the format rules changed
    # since (an import by another Playmat, a rotation in data/formats.json).
    store_legality(database)
    return database


def open_card_store(path: Path | None = None) -> CardStore:
    return CardStore(open_database(path))
