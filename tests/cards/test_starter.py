"""The starter set: on first run, with no import, the database already holds playable cards and
three 60-card decks; a later import of the full pool is never overwritten by it."""

from __future__ import annotations

import json
from pathlib import Path

from sqlalchemy import delete

from playmat.cards.model import Supertype
from playmat.cards.starter import starter_cards, starter_decks
from playmat.db.card_store import CardStore
from playmat.db.importer import import_pool
from playmat.db.schema import MetaRow
from playmat.db.starter import install_starter_set
from playmat.decks.library import open_card_store, open_database
from playmat.paths import database_path
from pool_fixtures import card_set, pokemon


def test_first_run_holds_the_starter_set() -> None:
    assert not database_path().exists()

    store = open_card_store()

    stats = store.stats()
    assert stats.cards == len(starter_cards()) > 0
    assert stats.sets == 1
    assert stats.last_import is None
    assert store.get("sm1-4") == next(c for c in starter_cards() if c.id == "sm1-4")


def test_every_starter_deck_is_a_legal_size_and_fully_in_the_database() -> None:
    store = open_card_store()
    decks = starter_decks()
    assert len(decks) == 3
    for deck in decks:
        assert deck.size == 60, deck.name
        cards = store.get_many(card_id for card_id, _ in deck.cards)
        assert set(cards) == {card_id for card_id, _ in deck.cards}, deck.name
        basics = [cards[i] for i, _ in deck.cards if cards[i].is_basic_pokemon]
        assert basics, f"{deck.name} has no Basic Pokémon to start with"


def test_starter_pokemon_are_complete() -> None:
    for card in starter_cards():
        if card.supertype is Supertype.POKEMON:
            assert card.hp, card.id
            assert card.types, card.id
            assert card.attacks or card.abilities, card.id


def test_installing_again_writes_nothing() -> None:
    database = open_database()
    assert install_starter_set(database) is False


def test_an_imported_card_is_never_overwritten_by_the_starter_set(tmp_path: Path) -> None:
    database = open_database()
    pool = tmp_path / "pool"
    pool.mkdir()
    # A pool holding the starter's own set, with one card that differs from the starter's.
    (pool / "sets").mkdir()
    (pool / "cards" / "en").mkdir(parents=True)
    (pool / "sets" / "en.json").write_text(json.dumps([card_set("sm1", "Sun & Moon")]))
    paras = pokemon("sm1-4", "Paras", hp="70", types=("Grass",))
    (pool / "cards" / "en" / "sm1.json").write_text(json.dumps([paras]))
    import_pool(database, pool)
    # A newer Playmat ships a changed starter file: forget the installed one's fingerprint.
    with database.session() as session:
        session.execute(delete(MetaRow).where(MetaRow.key == "starter_hash"))

    assert install_starter_set(database) is True

    store = CardStore(database)
    imported = store.get("sm1-4")
    assert imported is not None
    assert imported.hp == 70
    assert store.count() == len(starter_cards())
