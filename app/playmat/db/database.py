"""Opening the Playmat database: the engine, SQLite settings, and schema migrations.

The schema version lives in SQLite's ``PRAGMA user_version``; each migration brings the database
one version forward inside one transaction, so an older database is upgraded automatically and a
failed upgrade leaves it as it was.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import cast

from sqlalchemy import Connection, Engine, Table, create_engine, event, text
from sqlalchemy.exc import DatabaseError as SQLAlchemyDatabaseError
from sqlalchemy.orm import Session, sessionmaker

from playmat.cards.facts import with_play_facts
from playmat.cards.model import Card
from playmat.compiler.compile import text_key
from playmat.db.card_query import type_bits
from playmat.db.schema import (
    CREATE_FTS,
    FTS_REBUILD,
    NUMBER_BY_NAME,
    Base,
    CardRow,
    CompiledScriptRow,
    DeckCardRow,
    DeckRow,
)
from playmat.db.scripts import store_compiled
from playmat.errors import PlaymatError, os_reason
from playmat.i18n.message import Message, msg


class DatabaseError(PlaymatError):
    """The database cannot be opened or written."""


def _table(row: type[Base]) -> Table:
    # Declarative typing allows any FromClause; each of our classes is mapped to a Table.
    return cast(Table, row.__table__)


def _migrate_to_1(connection: Connection) -> None:
    Base.metadata.create_all(connection)
    connection.exec_driver_sql(CREATE_FTS)


def _migrate_to_2(connection: Connection) -> None:
    # Version 2 added an index for filtered searches by name; version 7 replaced it with one
    # that ignores the name's case, and makes that one.
    pass


def _migrate_to_3(connection: Connection) -> None:
    # Decks and their cards; a new database already has them from create_all above.
    for table in (_table(DeckRow), _table(DeckCardRow)):
        table.create(connection, checkfirst=True)


def _migrate_to_4(connection: Connection) -> None:
    # The facts the rules play by (Prize count, GX and VSTAR markers, a basic Energy's type)
    # became fields of the stored card; work them out once for the cards already stored.
    _store_play_facts(connection)


def _migrate_to_5(connection: Connection) -> None:
    # Card texts compiled into scripts, one per text: a key on every card and the scripts'
    # table (a new database already has both from create_all above).
    columns = {row[1] for row in connection.exec_driver_sql("PRAGMA table_info(cards)")}
    if "text_key" not in columns:
        connection.exec_driver_sql("ALTER TABLE cards ADD COLUMN text_key VARCHAR DEFAULT ''")
    _table(CompiledScriptRow).create(connection, checkfirst=True)
    _store_text_keys(connection)


def _migrate_to_6(connection: Connection) -> None:
    # What a Special Energy provides became a fact of the card, and the sentences saying it
    # left the effect text the compiler reads (and so the text key).
    _store_play_facts(connection)
    _store_text_keys(connection)


def _migrate_to_7(connection: Connection) -> None:
    # Searches list cards by name whatever its case: an index for that, and the cards
    # numbered in that order, so the full-text index lists its matches by name.
    connection.exec_driver_sql("DROP INDEX IF EXISTS ix_cards_filters")
    columns = {row[1] for row in connection.exec_driver_sql("PRAGMA table_info(cards)")}
    for name in ("type_bits", "format_bits"):
        if name not in columns:
            connection.exec_driver_sql(f"ALTER TABLE cards ADD COLUMN {name} INTEGER DEFAULT 0")
    # The types are in the cards' data; the formats are worked out again when the database
    # is next opened by Playmat (decks.legality.store_legality).
    for pk, card in _stored_cards(connection):
        connection.exec_driver_sql(
            "UPDATE cards SET type_bits = ? WHERE pk = ?", (type_bits(card.types), pk)
        )
    connection.exec_driver_sql("DELETE FROM meta WHERE key = 'legality'")
    listing = next(i for i in _table(CardRow).indexes if i.name == "ix_cards_listing")
    listing.create(connection, checkfirst=True)
    for statement in NUMBER_BY_NAME:
        connection.exec_driver_sql(statement)
    connection.exec_driver_sql(FTS_REBUILD)


def _migrate_to_8(connection: Connection) -> None:
    # Special Energy text read more fully: "2 in any combination of" two types became a fact,
    # and a sentence printed with no space after the one before is cut from it.
    _store_play_facts(connection)
    _store_text_keys(connection)


def _stored_cards(connection: Connection) -> list[tuple[int, Card]]:
    return [
        (pk, Card.from_dict(json.loads(data)))
        for pk, data in connection.exec_driver_sql("SELECT pk, data FROM cards")
    ]


def _store_play_facts(connection: Connection) -> None:
    """Work out again the facts every stored card plays by (:mod:`playmat.cards.facts`)."""
    for pk, card in _stored_cards(connection):
        card = with_play_facts(card)
        connection.exec_driver_sql(
            "UPDATE cards SET data = ? WHERE pk = ?",
            (json.dumps(card.to_dict(), ensure_ascii=False, separators=(",", ":")), pk),
        )


def _store_text_keys(connection: Connection) -> None:
    """Key every stored card by its text again, and compile the texts not compiled yet."""
    cards = _stored_cards(connection)
    for pk, card in cards:
        connection.exec_driver_sql(
            "UPDATE cards SET text_key = ? WHERE pk = ?", (text_key(card), pk)
        )
    store_compiled(connection, [card for _, card in cards])


#: ``MIGRATIONS[n]`` brings a database from version ``n`` to ``n + 1``.
MIGRATIONS: list[Callable[[Connection], None]] = [
    _migrate_to_1,
    _migrate_to_2,
    _migrate_to_3,
    _migrate_to_4,
    _migrate_to_5,
    _migrate_to_6,
    _migrate_to_7,
    _migrate_to_8,
]
SCHEMA_VERSION = len(MIGRATIONS)


def _configure_sqlite(dbapi_connection: sqlite3.Connection, _record: object) -> None:
    # Let SQLAlchemy's "BEGIN" below start transactions instead of the sqlite3 module.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys = ON")
    cursor.execute("PRAGMA busy_timeout = 5000")
    cursor.close()


def _begin(connection: Connection) -> None:
    connection.exec_driver_sql("BEGIN")


class Database:
    """One Playmat database file, migrated to the current schema when opened."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise DatabaseError(
                msg("database.no_directory", path=str(path.parent), reason=os_reason(error))
            ) from None
        self.engine: Engine = create_engine(f"sqlite:///{path}")
        event.listen(self.engine, "connect", _configure_sqlite)
        event.listen(self.engine, "begin", _begin)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        with self.translate_errors("open"):
            self._migrate()

    def _migrate(self) -> None:
        with self.engine.begin() as connection:
            version = connection.exec_driver_sql("PRAGMA user_version").scalar_one()
            if version > SCHEMA_VERSION:
                raise DatabaseError(
                    msg(
                        "database.newer",
                        path=str(self.path),
                        found=version,
                        known=SCHEMA_VERSION,
                    )
                )
            for step in MIGRATIONS[version:]:
                step(connection)
            if version != SCHEMA_VERSION:
                connection.exec_driver_sql(f"PRAGMA user_version = {SCHEMA_VERSION}")

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back whole on any error."""
        with self.translate_errors("write"), self._sessions.begin() as session:
            yield session

    def scalar(self, sql: str, **params: object) -> object:
        with self.engine.connect() as connection:
            return connection.execute(text(sql), params).scalar()

    @contextmanager
    def translate_errors(self, doing: str) -> Iterator[None]:
        """Turn SQLite's errors into messages that say what to do."""
        try:
            yield
        # Not only OperationalError: a damaged file raises the plain DatabaseError.
        except SQLAlchemyDatabaseError as error:
            raise DatabaseError(self._explain(str(error.orig), doing)) from None

    def _explain(self, message: str, doing: str) -> Message:
        """What SQLite's ``message`` means for the player, while Playmat was ``doing``
        (``open`` or ``write``) the database."""
        lowered = message.lower()
        path = str(self.path)
        if "readonly" in lowered or "read-only" in lowered:
            return msg("database.read_only", path=path, doing=doing)
        if "unable to open" in lowered:
            return msg("database.cannot_open", path=path)
        if "disk is full" in lowered or "disk i/o" in lowered:
            return msg("database.disk", path=path)
        if "not a database" in lowered or "malformed" in lowered:
            return msg("database.damaged", path=path)
        if "locked" in lowered:
            return msg("database.busy", path=path)
        return msg("database.failed", path=path, doing=doing, detail=message)

    def close(self) -> None:
        self.engine.dispose()
