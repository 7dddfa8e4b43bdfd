"""Importing a pokemon-tcg-data card pool into the database.

Reading and checking happen first, writing last, in one transaction: a fatal problem (not a card
pool, another import running, a read-only or full disk) leaves the database exactly as it was,
while a malformed file or record is reported with its file and position and skipped.
Re-importing updates cards in place by their id, so nothing is ever duplicated.
"""

from __future__ import annotations

import json
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select

from playmat.cards.model import Card
from playmat.cards.pool_source import SETS_FILE, PoolSource
from playmat.cards.tcgdata import CardDataError, parse_card, parse_set
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.lock import FileLock
from playmat.db.schema import CardRow, ThemeDeckRow
from playmat.errors import PlaymatError

#: Called as ``progress(done, total, what)`` while files are read.
Progress = Callable[[int, int, str], None]

DECKS_DIR = "decks/en"


@dataclass(frozen=True)
class ImportProblem:
    location: str
    message: str

    def __str__(self) -> str:
        return f"{self.location}: {self.message}"


@dataclass
class ImportReport:
    source: Path
    sets: int = 0
    cards: int = 0
    new_cards: int = 0
    updated_cards: int = 0
    theme_decks: int = 0
    problems: list[ImportProblem] = field(default_factory=list)

    def summary(self) -> str:
        text = (
            f"Imported {self.cards} cards from {self.sets} sets "
            f"({self.new_cards} new, {self.updated_cards} updated) "
            f"and {self.theme_decks} theme decks."
        )
        if self.problems:
            text += f" {len(self.problems)} problems were skipped."
        return text


def import_lock(database: Database) -> FileLock:
    return FileLock(
        database.path.with_name("import.lock"),
        f"Another card import into {database.path} is already running. Wait for it to "
        "finish, then try again. Nothing was changed.",
    )


def import_pool(database: Database, path: Path, progress: Progress | None = None) -> ImportReport:
    """Import the card pool at ``path`` (a folder or zip). Raises :class:`PlaymatError` when
    nothing can be imported; otherwise returns what was imported and what was skipped."""
    with import_lock(database):
        source = PoolSource(path)
        try:
            reading = _PoolReader(source, progress or _no_progress)
            reading.read()
        finally:
            source.close()
        report = reading.report
        if not reading.cards:
            raise PlaymatError(
                f"No cards could be read from {path}; nothing was imported. "
                + "; ".join(str(p) for p in report.problems[:3])
            )
        _write(database, reading, report)
        return report


def _no_progress(_done: int, _total: int, _what: str) -> None:
    return None


class _PoolReader:
    """Reads and checks every file of a pool, collecting cards and problems."""

    def __init__(self, source: PoolSource, progress: Progress) -> None:
        self.source = source
        self.progress = progress
        self.report = ImportReport(source.path)
        self.sets: dict[str, dict[str, Any]] = {}
        self.cards: list[Card] = []
        self.theme_decks: list[dict[str, Any]] = []

    def problem(self, location: str, message: str) -> None:
        self.report.problems.append(ImportProblem(location, message))

    def read(self) -> None:
        set_records = self._load_json(SETS_FILE)
        if not isinstance(set_records, list):
            raise PlaymatError(
                f"{self.source.path}: {SETS_FILE} must hold a list of sets; nothing was imported."
            )
        for position, record in enumerate(set_records, start=1):
            try:
                card_set = parse_set(record)
            except CardDataError as error:
                self.problem(f"{SETS_FILE} set #{position}", f"{error}; skipped")
                continue
            self.sets[card_set["id"]] = card_set
        card_files = self.source.card_files()
        for set_id, card_set in self.sets.items():
            if set_id not in card_files:
                self.problem(
                    SETS_FILE,
                    f"set {set_id} ({card_set['name']}) has no card file "
                    f"cards/en/{set_id}.json; its cards are not imported",
                )
        for set_id in sorted(set(card_files) - set(self.sets)):
            self.problem(card_files[set_id], f"set {set_id} is not listed in {SETS_FILE}; skipped")
        wanted = [set_id for set_id in self.sets if set_id in card_files]
        for done, set_id in enumerate(wanted, start=1):
            self.progress(done - 1, len(wanted), f"Reading {self.sets[set_id]['name']}")
            self._read_card_file(card_files[set_id], self.sets[set_id])
        self.progress(len(wanted), len(wanted), "Read all card files")
        self._read_theme_decks()

    def _load_json(self, relative: str) -> Any:
        try:
            raw = self.source.read(relative)
        except (zipfile.BadZipFile, zlib.error, EOFError) as error:
            # A damaged member of a zip is a malformed file: skipped like invalid JSON.
            raise _FileError(relative, f"is damaged in the zip ({error})") from None
        except (OSError, KeyError) as error:
            raise PlaymatError(f"Cannot read {relative} in {self.source.path}: {error}") from None
        try:
            return json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise _FileError(relative, "is not UTF-8 text") from None
        except json.JSONDecodeError as error:
            raise _FileError(
                relative,
                f"line {error.lineno} column {error.colno}: invalid or truncated JSON "
                f"({error.msg})",
            ) from None

    def _read_card_file(self, relative: str, card_set: dict[str, Any]) -> None:
        try:
            records = self._load_json(relative)
        except _FileError as error:
            self.problem(error.location, f"{error.detail}; the file was skipped")
            return
        if not isinstance(records, list):
            self.problem(relative, "must hold a list of cards; the file was skipped")
            return
        for position, record in enumerate(records, start=1):
            try:
                self.cards.append(parse_card(record, card_set))
            except CardDataError as error:
                card_id = record.get("id") if isinstance(record, dict) else None
                label = f"card #{position}" + (f" ({card_id})" if card_id else "")
                self.problem(f"{relative} {label}", f"{error}; skipped")

    def _read_theme_decks(self) -> None:
        known = {card.id for card in self.cards}
        for relative in self.source.files_in(DECKS_DIR):
            try:
                decks = self._load_json(relative)
            except _FileError as error:
                self.problem(error.location, f"{error.detail}; the file was skipped")
                continue
            if not isinstance(decks, list):
                self.problem(relative, "must hold a list of decks; the file was skipped")
                continue
            for position, deck in enumerate(decks, start=1):
                entries = _theme_deck_entries(deck)
                if entries is None:
                    self.problem(f"{relative} deck #{position}", "not a deck; skipped")
                    continue
                for entry in [e for e in entries if e["id"] not in known]:
                    self.problem(
                        f"{relative} deck #{position} ({deck['name']})",
                        f"names unknown card {entry['id']}; that entry was left out",
                    )
                self.theme_decks.append(
                    {
                        "id": str(deck.get("id") or f"{relative}#{position}"),
                        "name": deck["name"],
                        "set_id": relative.rsplit("/", 1)[-1].removesuffix(".json"),
                        "cards": json.dumps([e for e in entries if e["id"] in known]),
                    }
                )


def _theme_deck_entries(deck: Any) -> list[dict[str, Any]] | None:
    if not isinstance(deck, dict) or not isinstance(deck.get("name"), str):
        return None
    cards = deck.get("cards")
    if not isinstance(cards, list):
        return None
    entries = []
    for entry in cards:
        if isinstance(entry, dict) and isinstance(entry.get("id"), str):
            count = entry.get("count", 1)
            if isinstance(count, int) and count > 0:
                entries.append({"id": entry["id"], "count": count})
    return entries


class _FileError(PlaymatError):
    """A whole file of the pool is unreadable; fatal only for ``sets/en.json``."""

    def __init__(self, location: str, message: str) -> None:
        super().__init__(f"{location} {message}; nothing was imported")
        self.location = location
        self.detail = message


def _write(database: Database, reading: _PoolReader, report: ImportReport) -> None:
    with database.session() as session:
        existing = set(session.scalars(select(CardRow.id)))
        CardStore.upsert_sets(session, reading.sets.values(), source="import")
        report.cards = CardStore.upsert_cards(session, reading.cards, source="import")
        report.sets = len({card.set_id for card in reading.cards})
        report.updated_cards = sum(1 for card in reading.cards if card.id in existing)
        report.new_cards = report.cards - report.updated_cards
        for deck in reading.theme_decks:
            session.merge(ThemeDeckRow(**deck))
        report.theme_decks = len(reading.theme_decks)
        CardStore.rebuild_search_index(session)
        CardStore.set_meta(session, "last_import", datetime.now(UTC).isoformat(timespec="seconds"))
