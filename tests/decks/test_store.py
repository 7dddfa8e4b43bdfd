"""Decks in the database (schema 3): every change one transaction, undo by whole snapshots,
delete and restore, names, the starter decks on first run, and the upgrade of a version 2
database."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest

from playmat.cards.starter import starter_decks
from playmat.db.database import SCHEMA_VERSION, Database, DatabaseError
from playmat.db.importer import import_pool
from playmat.decks.library import open_database
from playmat.decks.store import DeckError, DeckRecord, DeckStore, install_starter_decks
from pool_fixtures import sample_pool

ROWLET, LITTEN, GRASS = "sm1-9", "sm1-24", "sm1-164"


@pytest.fixture
def database(tmp_path: Path) -> Database:
    return open_database(tmp_path / "playmat.sqlite3")


@pytest.fixture
def store(database: Database) -> DeckStore:
    return DeckStore(database)


def deck_rows(database: Database) -> list[tuple[object, ...]]:
    with database.engine.connect() as connection:
        decks = connection.exec_driver_sql("SELECT id, name, format, notes FROM decks ORDER BY id")
        cards = connection.exec_driver_sql("SELECT * FROM deck_cards ORDER BY deck_id, position")
        return [*decks.all(), *cards.all()]


# -- creating and reading ----------------------------------------------------------------------


def test_a_new_deck_keeps_its_name_format_notes_times_and_card_order(store: DeckStore) -> None:
    record = store.create(
        "  Owls   at night ", "expanded", "for Tuesday", [(GRASS, 12), (ROWLET, 4)]
    )
    assert (record.name, record.format, record.notes) == (
        "Owls at night",
        "expanded",
        "for Tuesday",
    )
    assert record.cards == ((GRASS, 12), (ROWLET, 4))
    assert record.size == 16 and record.count_of(ROWLET) == 4
    assert record.created == record.changed
    assert store.get(record.id) == record
    assert store.find("OWLS AT NIGHT") == record
    assert [card.name for card, _ in store.entries(record)] == ["Grass Energy", "Rowlet"]


def test_a_deck_needs_a_free_name_of_at_most_80_characters(store: DeckStore) -> None:
    store.create("Owls")
    with pytest.raises(DeckError, match="A deck named 'owls' already exists"):
        store.create("owls")
    with pytest.raises(DeckError, match="A deck needs a name"):
        store.create("   ")
    with pytest.raises(DeckError, match="at most 80 characters"):
        store.create("x" * 81)
    assert store.free_name("Owls") == "Owls 2"


def test_an_unknown_format_or_card_or_count_stores_nothing(
    store: DeckStore, database: Database
) -> None:
    before = deck_rows(database)
    with pytest.raises(DeckError, match="Unknown format 'modified'"):
        store.create("A", "modified")
    with pytest.raises(DeckError, match="not in the card database: xx-1"):
        store.create("B", cards=[(ROWLET, 4), ("xx-1", 2)])
    with pytest.raises(DeckError, match=r"at least 1: sm1-24 x-3"):
        store.create("C", cards=[(ROWLET, 4), (LITTEN, -3)])
    assert deck_rows(database) == before


# -- editing: one transaction, snapshots for undo ----------------------------------------------


def test_save_takes_a_whole_snapshot_and_an_older_snapshot_undoes_it(store: DeckStore) -> None:
    before = store.create("Owls", cards=[(ROWLET, 4), (GRASS, 20)])
    after = store.save(replace(before, name="Night Owls", notes="v2", cards=((ROWLET, 2),)))
    assert (after.name, after.notes, after.cards) == ("Night Owls", "v2", ((ROWLET, 2),))
    undone = store.save(before)
    assert (undone.name, undone.notes, undone.cards) == (before.name, before.notes, before.cards)
    redone = store.save(after)
    assert redone.cards == after.cards


def test_a_refused_edit_changes_nothing(store: DeckStore, database: Database) -> None:
    owls = store.create("Owls", cards=[(ROWLET, 4)])
    store.create("Cats")
    before = deck_rows(database)
    with pytest.raises(DeckError, match="already exists"):
        store.save(replace(owls, name="cats", cards=((ROWLET, 1),)))
    with pytest.raises(DeckError, match="not in the card database"):
        store.save(replace(owls, cards=((ROWLET, 1), ("nope-1", 1))))
    with pytest.raises(DeckError, match="Unknown format"):
        store.save(replace(owls, format="retro"))
    assert deck_rows(database) == before


def test_change_count_adds_and_removes_copies(store: DeckStore) -> None:
    record = store.create("Owls", cards=[(ROWLET, 4)])
    record = store.change_count(record.id, GRASS, 3)
    record = store.change_count(record.id, ROWLET, -4)
    assert record.cards == ((GRASS, 3),)
    with pytest.raises(DeckError, match="no deck number 999"):
        store.change_count(999, ROWLET, 1)


def test_the_same_card_twice_in_a_snapshot_is_one_entry(store: DeckStore) -> None:
    record = store.create("Owls", cards=[(ROWLET, 2), (GRASS, 10), (ROWLET, 1)])
    assert record.cards == ((ROWLET, 3), (GRASS, 10))


def test_rename_and_duplicate(store: DeckStore) -> None:
    owls = store.create("Owls", "expanded", "notes", [(ROWLET, 4)])
    assert store.rename(owls.id, "Night Owls").name == "Night Owls"
    copy = store.duplicate(owls.id)
    assert (copy.name, copy.format, copy.notes, copy.cards) == (
        "Night Owls (copy)",
        "expanded",
        "notes",
        ((ROWLET, 4),),
    )
    assert store.duplicate(owls.id).name == "Night Owls (copy) 2"


# -- delete and restore ------------------------------------------------------------------------


def test_delete_returns_the_deck_and_restore_brings_it_back_whole(store: DeckStore) -> None:
    owls = store.create("Owls", "expanded", "n", [(ROWLET, 4), (GRASS, 8)])
    deleted = store.delete(owls.id)
    assert deleted == owls
    assert store.find("Owls") is None
    with pytest.raises(DeckError, match="no deck number"):
        store.get(owls.id)
    assert store.restore(deleted) == owls


def test_undoing_a_delete_after_a_new_deck_restores_it_under_its_own_id(store: DeckStore) -> None:
    # SQLite gives a deleted row's id again unless told otherwise: the newest deck is the case.
    newest = store.create("Owls", cards=[(ROWLET, 4)])
    deleted = store.delete(newest.id)
    other = store.create("Cats")
    assert other.id != deleted.id
    assert store.restore(deleted) == newest
    assert store.get(other.id).name == "Cats"


def test_restore_refuses_a_name_taken_meanwhile(store: DeckStore) -> None:
    deleted = store.delete(store.create("Owls").id)
    store.create("owls")
    with pytest.raises(DeckError, match="already exists"):
        store.restore(deleted)


def test_list_is_most_recently_changed_first(store: DeckStore) -> None:
    for name, changed in [
        ("Old", "2020-01-01T00:00:00+00:00"),
        ("New", "2030-01-01T00:00:00+00:00"),
    ]:
        deleted = store.delete(store.create(name).id)
        store.restore(replace(deleted, changed=changed))
    names = [record.name for record in store.list()]
    assert names[0] == "New" and names[-1] == "Old"


# -- first run, and the upgrade from schema 2 --------------------------------------------------


def test_the_starter_decks_are_installed_once(database: Database) -> None:
    store = DeckStore(database)
    starters = {deck.name: deck.cards for deck in starter_decks()}
    found = {r.name: r for r in store.list() if r.source == "starter"}
    assert {name: record.cards for name, record in found.items()} == starters
    assert {record.format for record in found.values()} == {"expanded"}
    store.delete(found["Bright Tide"].id)
    assert install_starter_decks(database) is False
    assert store.find("Bright Tide") is None


def test_a_schema_2_database_gets_decks_and_keeps_its_cards(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    database = Database(path)
    import_pool(database, sample_pool().write(tmp_path / "pool"))
    database.close()
    with sqlite3.connect(path) as connection:  # as Playmat with schema 2 left it
        connection.execute("DROP TABLE deck_cards")
        connection.execute("DROP TABLE decks")
        connection.execute("PRAGMA user_version = 2")

    upgraded = open_database(path)

    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert connection.execute("SELECT count(*) FROM cards WHERE id = 'pm1-4'").fetchone() == (
            1,
        )
    store = DeckStore(upgraded)
    assert {r.name for r in store.list()} == {d.name for d in starter_decks()}
    assert store.create("Mine", cards=[("pm1-1", 4)]).cards == (("pm1-1", 4),)


def test_a_deck_card_row_can_not_have_a_count_below_one(database: Database) -> None:
    record = DeckStore(database).create("Owls", cards=[(ROWLET, 1)])
    with pytest.raises(DatabaseError), database.session() as session:
        session.connection().exec_driver_sql(
            f"UPDATE deck_cards SET count = 0 WHERE deck_id = {record.id}"
        )


def test_a_record_is_plain_data(store: DeckStore) -> None:
    record = store.create("Owls", cards=[(ROWLET, 4)])
    assert isinstance(record, DeckRecord)
    with pytest.raises(AttributeError):
        record.name = "x"  # type: ignore[misc]
