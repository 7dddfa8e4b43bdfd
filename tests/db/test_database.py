"""Opening the database: schema migrations by ``PRAGMA user_version``, refusing a database from a
newer Playmat, and clear messages when the file or its directory cannot be used."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from sqlalchemy import Connection

from playmat.cards.model import EnergyType
from playmat.compiler.compile import text_key
from playmat.db import database as database_module
from playmat.db.card_query import parse_query
from playmat.db.card_store import CardStore
from playmat.db.database import SCHEMA_VERSION, Database, DatabaseError
from playmat.db.importer import import_pool
from playmat.decks.library import open_card_store
from pool_fixtures import (
    database_state,
    run_in_read_only_directory,
    sample_pool,
)


def _user_version(path: Path) -> int:
    with sqlite3.connect(path) as connection:
        return connection.execute("PRAGMA user_version").fetchone()[0]


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as connection:
        rows = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        return {name for (name,) in rows}


@pytest.fixture
def imported(tmp_path: Path) -> Database:
    database = Database(tmp_path / "home" / "playmat.sqlite3")
    import_pool(database, sample_pool().write(tmp_path / "pool"))
    return database


def test_a_new_database_is_at_the_current_schema(tmp_path: Path) -> None:
    path = tmp_path / "new" / "playmat.sqlite3"
    Database(path)
    assert _user_version(path) == SCHEMA_VERSION
    assert {"cards", "card_sets", "meta", "theme_decks", "card_fts"} <= _tables(path)


def test_reopening_keeps_the_cards(imported: Database) -> None:
    before = database_state(imported)
    imported.close()
    reopened = Database(imported.path)
    assert database_state(reopened) == before
    assert [c.id for c in CardStore(reopened).search(parse_query("squirtle"))] == ["pm1-4"]


def test_a_version_6_database_gets_the_listing_index_and_name_order(imported: Database) -> None:
    """Version 7 lists cards by name whatever its case: an index of that order with the
    filters' columns (types as bits), and the cards numbered in it for the full-text index."""
    imported.close()
    with sqlite3.connect(imported.path) as connection:
        connection.execute("DROP INDEX ix_cards_listing")
        for name in ("type_bits", "format_bits"):
            connection.execute(f"ALTER TABLE cards DROP COLUMN {name}")
        connection.execute("CREATE INDEX ix_cards_filters ON cards (name, set_id, sort_number)")
        connection.execute("UPDATE cards SET pk = pk + 1000")
        connection.execute("PRAGMA user_version = 6")

    upgraded = Database(imported.path)

    assert _user_version(imported.path) == SCHEMA_VERSION
    with sqlite3.connect(imported.path) as connection:
        plan = connection.execute(
            "EXPLAIN QUERY PLAN SELECT id FROM cards WHERE type_bits & 2 = 2 "
            "ORDER BY name COLLATE NOCASE, set_id, sort_number LIMIT 200"
        ).fetchall()
        numbered = [row[0] for row in connection.execute("SELECT name FROM cards ORDER BY pk")]
        indexes = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    assert "ix_cards_listing" in str(plan) and "ix_cards_filters" not in indexes
    assert numbered == sorted(numbered, key=str.casefold)
    fire = [c.id for c in CardStore(upgraded).search(parse_query("type:fire hp>=100"))]
    assert fire == ["pm1-3", "pm1-2", "pm2-4"]


def _add_migration(monkeypatch: pytest.MonkeyPatch, step: Callable[[Connection], None]) -> None:
    """Pretend this Playmat knows one more schema version than the real one."""
    monkeypatch.setattr(database_module, "MIGRATIONS", [*database_module.MIGRATIONS, step])
    monkeypatch.setattr(database_module, "SCHEMA_VERSION", SCHEMA_VERSION + 1)


def test_an_older_database_is_upgraded_and_keeps_its_cards(
    imported: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    imported.close()

    def add_notes(connection: Connection) -> None:
        connection.exec_driver_sql("CREATE TABLE notes (card_id TEXT, note TEXT)")

    _add_migration(monkeypatch, add_notes)
    upgraded = Database(imported.path)

    assert _user_version(imported.path) == SCHEMA_VERSION + 1
    assert "notes" in _tables(imported.path)
    assert CardStore(upgraded).count() == sample_pool().card_count


def test_a_failed_upgrade_leaves_the_database_as_it_was(
    imported: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = database_state(imported)
    imported.close()

    def half_done(connection: Connection) -> None:
        connection.exec_driver_sql("CREATE TABLE notes (card_id TEXT)")
        connection.exec_driver_sql("DELETE FROM cards")
        connection.exec_driver_sql("SELECT * FROM no_such_table")

    _add_migration(monkeypatch, half_done)
    with pytest.raises(DatabaseError, match="no such table"):
        Database(imported.path)

    assert _user_version(imported.path) == SCHEMA_VERSION
    assert "notes" not in _tables(imported.path)
    monkeypatch.undo()
    assert database_state(Database(imported.path)) == before


def test_a_database_from_a_newer_playmat_is_refused_untouched(imported: Database) -> None:
    imported.close()
    with sqlite3.connect(imported.path) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    content = imported.path.read_bytes()

    with pytest.raises(DatabaseError) as error:
        Database(imported.path)

    assert str(error.value) == (
        f"The database {imported.path} was written by a newer Playmat "
        f"(schema {SCHEMA_VERSION + 5}, this one knows {SCHEMA_VERSION}). Update Playmat."
    )
    assert imported.path.read_bytes() == content


def test_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "playmat.sqlite3"
    path.write_bytes(b"these are my notes, not a database\n" * 200)
    with pytest.raises(DatabaseError) as error:
        Database(path)
    assert f"The card database {path} is damaged or is not a Playmat database" in str(error.value)
    assert path.read_bytes() == b"these are my notes, not a database\n" * 200


def test_a_data_directory_that_cannot_be_created(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data directory should be")
    with pytest.raises(DatabaseError) as error:
        Database(blocker / "playmat" / "playmat.sqlite3")
    message = str(error.value)
    assert f"Cannot create the data directory {blocker / 'playmat'}" in message
    assert "PLAYMAT_HOME" in message


def test_a_read_only_data_directory_can_be_read_but_not_written(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    monkeypatch.setenv("PLAYMAT_HOME", str(home))
    store = open_card_store()
    before = database_state(store.database)
    store.database.close()

    def read_then_write() -> tuple[int, str]:
        # The database alone: the starter set is already in it.
        reader = CardStore(Database(home / "playmat.sqlite3"))
        count = reader.count()
        try:
            with reader.database.session() as session:
                CardStore.set_meta(session, "last_import", "never mind")
        except DatabaseError as error:
            return count, str(error)
        return count, "the write succeeded"

    count, message = run_in_read_only_directory(home, read_then_write)

    assert count == len(before["cards"]) > 0, "the starter cards are still shown"
    assert message == (
        f"The card database {home / 'playmat.sqlite3'} is read-only, so Playmat cannot "
        "write it. Make the file and its directory writable, or set PLAYMAT_HOME to "
        "another directory. Nothing was changed."
    )
    assert database_state(open_card_store().database) == before


def test_a_fresh_read_only_data_directory(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("PLAYMAT_HOME", str(home))

    with pytest.raises(DatabaseError) as error:
        run_in_read_only_directory(home, open_card_store)

    assert f"Cannot open the card database {home / 'playmat.sqlite3'}" in str(error.value)
    assert "writable" in str(error.value)
    assert list(home.iterdir()) == []


def test_a_version_3_database_gets_the_facts_the_rules_play_by(imported: Database) -> None:
    """Version 4 stores on each card what the rules read during a game (R-11, R-13): the Prize
    count of a rule box, a basic Energy's type; a database written before has them added."""
    imported.close()
    with sqlite3.connect(imported.path) as connection:
        rows = connection.execute("SELECT pk, data FROM cards").fetchall()
        for pk, data in rows:
            card = json.loads(data)
            for key in ("prize_count", "energy_type"):
                card.pop(key, None)
            connection.execute("UPDATE cards SET data = ? WHERE pk = ?", (json.dumps(card), pk))
        connection.execute("PRAGMA user_version = 3")
    store = CardStore(Database(imported.path))
    assert _user_version(imported.path) == SCHEMA_VERSION
    vmax, fire = store.get("pm2-2"), store.get("pm1-6")
    assert vmax is not None and vmax.prize_count == 3
    assert fire is not None and fire.energy_type is EnergyType.FIRE


def test_a_version_4_database_gets_its_card_texts_compiled(imported: Database) -> None:
    """Version 5 keeps what the card-text compiler made of each card text; a database written
    before gets the scripts of the cards it holds."""
    imported.close()
    with sqlite3.connect(imported.path) as connection:
        connection.execute("DROP TABLE compiled_scripts")
        connection.execute("ALTER TABLE cards DROP COLUMN text_key")
        connection.execute("PRAGMA user_version = 4")
    store = CardStore(Database(imported.path))
    assert _user_version(imported.path) == SCHEMA_VERSION
    with sqlite3.connect(imported.path) as connection:
        keys = connection.execute("SELECT count(DISTINCT text_key) FROM cards").fetchone()[0]
        scripts = connection.execute("SELECT count(*) FROM compiled_scripts").fetchone()[0]
    assert keys == scripts > 1
    squirtle = store.get("pm1-4")
    assert squirtle is not None
    assert set(store.scripts([squirtle])) == {"pm1-4"}


def _older_special_energy(imported: Database, version: int, name: str, text: str) -> None:
    """Make pm1-6 a Special Energy with ``text`` as a database at ``version`` stored it: none
    of the facts read from the text, an older text key."""
    imported.close()
    with sqlite3.connect(imported.path) as connection:
        pk, data = connection.execute("SELECT pk, data FROM cards WHERE id = 'pm1-6'").fetchone()
        card = json.loads(data)
        card.pop("provides", None)
        card.update(name=name, subtypes=["Special"], rules=[text])
        connection.execute(
            "UPDATE cards SET data = ?, text_key = 'older' WHERE pk = ?", (json.dumps(card), pk)
        )
        connection.execute(f"PRAGMA user_version = {version}")


def test_a_version_5_database_learns_what_special_energy_provides(imported: Database) -> None:
    """Version 6 reads what a Special Energy provides from its text into the card (EN I-C),
    and keys the card by the rest of its text."""
    _older_special_energy(
        imported, 5, "Twofold Energy", "This card provides ColorlessColorless Energy."
    )
    store = CardStore(Database(imported.path))
    assert _user_version(imported.path) == SCHEMA_VERSION
    twofold = store.get("pm1-6")
    assert twofold is not None
    assert twofold.provides == ((EnergyType.COLORLESS,), (EnergyType.COLORLESS,))
    with sqlite3.connect(imported.path) as connection:
        stored_key = connection.execute("SELECT text_key FROM cards WHERE id = 'pm1-6'").fetchone()[
            0
        ]
    assert stored_key == text_key(twofold)
    assert store.scripts([twofold])["pm1-6"].automated  # no text left for a script


def test_a_version_7_database_reads_energy_in_any_combination(imported: Database) -> None:
    """Version 8 reads "2 in any combination of" two types of Energy as what a Special Energy
    provides (EN I-C), and a sentence printed with no space after the one before as a sentence
    of its own, so the card's text key leaves the provision out."""
    _older_special_energy(
        imported,
        7,
        "Either Energy",
        "This card provides 2 in any combination of Water Energy and Fighting Energy.",
    )
    store = CardStore(Database(imported.path))
    assert _user_version(imported.path) == SCHEMA_VERSION
    either = store.get("pm1-6")
    assert either is not None
    assert either.provides == ((EnergyType.WATER, EnergyType.FIGHTING),) * 2
    with sqlite3.connect(imported.path) as connection:
        stored_key = connection.execute("SELECT text_key FROM cards WHERE id = 'pm1-6'").fetchone()
    assert stored_key[0] == text_key(either) != "older"
    assert store.scripts([either])["pm1-6"].automated
