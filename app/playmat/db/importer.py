"""Importing a pokemon-tcg-data card pool into the database.

Everything happens in one transaction: a fatal problem (not a card pool, another import running,
a read-only or full disk, a pool far bigger than any real one) leaves the database exactly as it
was, while a malformed file or record, whatever is wrong with it, is reported with its file and
position and skipped; one bad card never stops the others.
Re-importing updates cards in place by their id, so nothing is ever duplicated.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from playmat.cards.model import Card
from playmat.cards.pool_json import Unreadable, read_json, read_records
from playmat.cards.pool_source import SETS_FILE, PoolFileError, PoolSource
from playmat.cards.tcgdata import CardDataError, parse_card, parse_set
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.lock import FileLock
from playmat.db.schema import CardRow, ThemeDeckRow
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Arg, Message, msg

#: Called as ``progress(done, total, what)`` while files are read; ``what`` is a message.
Progress = Callable[[int, int, Message], None]

DECKS_DIR = "decks/en"
#: Five times the whole English card pool: more is not a card pool, and is not imported.
MAX_CARDS = 100_000
#: The largest set of the English pool has about 300 cards: a file of more is no set, and
#: its cards past this many are not read (memory holds one file's cards at a time).
MAX_CARDS_PER_FILE = 2_000


@dataclass(frozen=True)
class ImportProblem:
    #: Where: a file of the pool, and a record in it.
    location: Arg
    #: What is wrong, and what was skipped.
    message: Message

    def words(self) -> str:
        """The problem in the reader's words, with where it is."""
        return Reader().words(msg("pool.problem", location=self.location, what=self.message))

    def __str__(self) -> str:
        return self.words()


@dataclass
class ImportReport:
    source: Path
    sets: int = 0
    cards: int = 0
    new_cards: int = 0
    updated_cards: int = 0
    theme_decks: int = 0
    problems: list[ImportProblem] = field(default_factory=list)

    def summary(self) -> Message:
        return msg(
            "pool.summary",
            cards=self.cards,
            sets=self.sets,
            new=self.new_cards,
            updated=self.updated_cards,
            decks=self.theme_decks,
            problems=len(self.problems),
        )


def import_lock(database: Database) -> FileLock:
    return FileLock(
        database.path.with_name("import.lock"),
        msg("pool.import_running", path=str(database.path)),
    )


def import_pool(database: Database, path: Path, progress: Progress | None = None) -> ImportReport:
    """Import the card pool at ``path`` (a folder or zip). Raises :class:`PlaymatError` when
    nothing can be imported; otherwise returns what was imported and what was skipped.

    Each card file is read, checked and written in turn, inside one transaction: memory holds
    one file's cards at a time, whatever the size of the pool, and a fatal problem anywhere
    rolls the whole import back."""
    with import_lock(database):
        source = PoolSource(path)
        try:
            with database.session() as session:
                importing = _PoolImport(source, session, progress or _no_progress)
                importing.run()
                return importing.report
        finally:
            source.close()


def _no_progress(_done: int, _total: int, _what: Message) -> None:
    return None


class _PoolImport:
    """Reads and checks every file of a pool and writes its cards, collecting problems."""

    def __init__(self, source: PoolSource, session: Session, progress: Progress) -> None:
        self.source = source
        self.session = session
        self.progress = progress
        self.report = ImportReport(source.path)
        self.sets: dict[str, dict[str, Any]] = {}
        #: The ids of the cards read so far (a card appearing twice is skipped), and of those
        #: the database had before.
        self.card_ids: set[str] = set()
        self.existing = set(session.scalars(select(CardRow.id)))

    def problem(self, location: Arg, message: Message) -> None:
        self.report.problems.append(ImportProblem(location, message))

    def run(self) -> None:
        self._read_sets()
        card_files = self.source.card_files()
        for set_id, card_set in self.sets.items():
            if set_id not in card_files:
                self.problem(
                    SETS_FILE, msg("pool.no_card_file", set=set_id, name=str(card_set["name"]))
                )
        for set_id in sorted(set(card_files) - set(self.sets)):
            self.problem(card_files[set_id], msg("pool.set_not_listed", set=set_id, file=SETS_FILE))
        wanted = [set_id for set_id in self.sets if set_id in card_files]
        CardStore.upsert_sets(self.session, self.sets.values(), source="import")
        for done, set_id in enumerate(wanted, start=1):
            self.progress(done - 1, len(wanted), msg("pool.reading", set=self.sets[set_id]["name"]))
            self._write_cards(self._read_card_file(card_files[set_id], self.sets[set_id]))
        self.progress(len(wanted), len(wanted), msg("pool.read_all"))
        if not self.card_ids:
            first = [
                msg("pool.problem", location=p.location, what=p.message)
                for p in self.report.problems[:3]
            ]
            raise PlaymatError(
                msg("pool.no_cards", path=str(self.source.path), problems=tuple(first))
            )
        self._write_theme_decks()
        CardStore.rebuild_search_index(self.session)
        CardStore.set_meta(
            self.session, "last_import", datetime.now(UTC).isoformat(timespec="seconds")
        )

    def _read_sets(self) -> None:
        set_records = _whole_file(self.source, SETS_FILE, fatal=True)
        if not isinstance(set_records, list):
            raise PlaymatError(
                msg("pool.sets_not_list", path=str(self.source.path), file=SETS_FILE)
            )
        for position, record in enumerate(set_records, start=1):
            try:
                card_set = parse_set(record)
            except CardDataError as error:
                self.problem(
                    msg("pool.set_record", file=SETS_FILE, position=position), _skipped(str(error))
                )
                continue
            self.sets[card_set["id"]] = card_set

    def _read_card_file(self, relative: str, card_set: dict[str, Any]) -> list[Card]:
        """The good cards of one set's file; every bad record is reported and skipped."""
        try:
            records = list(read_records(self.source, relative))
        except PoolFileError as error:
            self.problem(relative, msg("pool.file_skipped", detail=error.detail))
            return []
        cards: list[Card] = []
        prefix = f"{card_set['id']}-"
        if len(records) > MAX_CARDS_PER_FILE:
            self.problem(
                relative,
                msg(
                    "pool.file_too_many", count=f"{len(records):,}", kept=f"{MAX_CARDS_PER_FILE:,}"
                ),
            )
        for position, record in enumerate(records[:MAX_CARDS_PER_FILE], start=1):
            card_id = record.get("id") if isinstance(record, dict) else None
            named = isinstance(card_id, str) and len(card_id) <= 40
            label = msg(
                "pool.card_record",
                file=relative,
                position=position,
                named=named,
                card=card_id if named and isinstance(card_id, str) else "",
            )
            if isinstance(record, Unreadable):
                self.problem(label, _skipped(record.reason))
                continue
            try:
                card = parse_card(record, card_set)
            except CardDataError as error:
                self.problem(label, _skipped(str(error)))
                continue
            if not card.id.startswith(prefix):
                self.problem(label, msg("pool.other_set", set=str(card_set["id"])))
            elif card.id in self.card_ids:
                self.problem(label, msg("pool.read_before"))
            elif len(self.card_ids) >= MAX_CARDS:
                self.problem(label, msg("pool.too_many_cards", most=f"{MAX_CARDS:,}"))
                break
            else:
                self.card_ids.add(card.id)
                cards.append(card)
        return cards

    def _write_cards(self, cards: list[Card]) -> None:
        count = CardStore.upsert_cards(self.session, cards, source="import")
        self.report.cards += count
        self.report.updated_cards += sum(1 for card in cards if card.id in self.existing)
        self.report.new_cards = self.report.cards - self.report.updated_cards
        if cards:
            self.report.sets += 1

    def _write_theme_decks(self) -> None:
        for relative in self.source.files_in(DECKS_DIR):
            try:
                decks = _whole_file(self.source, relative, fatal=False)
            except PoolFileError as error:
                self.problem(relative, msg("pool.file_skipped", detail=error.detail))
                continue
            if not isinstance(decks, list):
                self.problem(relative, msg("pool.decks_not_list"))
                continue
            for position, deck in enumerate(decks, start=1):
                entries = _theme_deck_entries(deck)
                if entries is None:
                    where = msg(
                        "pool.deck_record", file=relative, position=position, named=False, name=""
                    )
                    self.problem(where, msg("pool.not_a_deck"))
                    continue
                for entry in [e for e in entries if e["id"] not in self.card_ids]:
                    where = msg(
                        "pool.deck_record",
                        file=relative,
                        position=position,
                        named=True,
                        name=deck["name"],
                    )
                    self.problem(where, msg("pool.unknown_card", card=entry["id"]))
                deck_id = deck.get("id")
                self.session.merge(
                    ThemeDeckRow(
                        id=deck_id if isinstance(deck_id, str) else f"{relative}#{position}",
                        name=deck["name"],
                        set_id=relative.rsplit("/", 1)[-1].removesuffix(".json"),
                        cards=json.dumps([e for e in entries if e["id"] in self.card_ids]),
                    )
                )
                self.report.theme_decks += 1


def _skipped(detail: Arg) -> Message:
    """A malformed record, skipped: what the card data checks found wrong with it."""
    return msg("pool.record_skipped", detail=detail)


def _whole_file(source: PoolSource, relative: str, *, fatal: bool) -> Any:
    """A file of the pool as JSON; a file that can't be read raises :class:`PoolFileError`,
    which for ``sets/en.json`` stops the import (``fatal``)."""
    try:
        return read_json(source, relative)
    except PoolFileError as error:
        if fatal:
            raise PlaymatError(msg("pool.fatal_file", file=relative, detail=error.detail)) from None
        raise


def _theme_deck_entries(deck: Any) -> list[dict[str, Any]] | None:
    if not isinstance(deck, dict):
        return None
    name, cards = deck.get("name"), deck.get("cards")
    if not isinstance(name, str) or len(name) > 200 or not isinstance(cards, list):
        return None
    entries = []
    for entry in cards:
        if isinstance(entry, dict) and isinstance(entry.get("id"), str):
            count = entry.get("count", 1)
            if type(count) is int and 0 < count <= 60:
                entries.append({"id": entry["id"], "count": count})
    return entries
