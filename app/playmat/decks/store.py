"""Decks in the database: every change is one transaction, and every change can be undone
because each one takes and returns whole :class:`DeckRecord` snapshots.

The starter decks are created on first run, so a new player has decks to play at once.
"""

from __future__ import annotations

import builtins
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from playmat.cards.model import Card
from playmat.cards.starter import starter_decks
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.schema import CardRow, CardSetRow, DeckCardRow, DeckRow, MetaRow, ThemeDeckRow
from playmat.decks.formats import formats
from playmat.errors import PlaymatError

#: The format the starter decks (Sun & Moon cards) are legal in.
STARTER_FORMAT = "expanded"
MAX_NAME = 80
#: The highest deck id ever given, kept so that a deleted deck's id is never given again and
#: undoing the delete can bring the deck back under its own id.
_LAST_ID = "last_deck_id"


class DeckError(PlaymatError):
    """A deck change that can't be made; nothing was stored."""


@dataclass(frozen=True)
class DeckRecord:
    id: int
    name: str
    format: str
    notes: str
    created: str
    changed: str
    #: (card id, count), in the order they were added.
    cards: tuple[tuple[str, int], ...]
    source: str = "user"

    @property
    def size(self) -> int:
        return sum(count for _, count in self.cards)

    def count_of(self, card_id: str) -> int:
        return sum(count for cid, count in self.cards if cid == card_id)


@dataclass(frozen=True)
class ThemeDeck:
    """A preconstructed deck that came with the imported card pool: read-only, to play as it
    is or to copy into one's own decks."""

    id: str
    name: str
    set_id: str
    set_name: str
    #: (card id, count), in the order the pool lists them.
    cards: tuple[tuple[str, int], ...]

    @property
    def size(self) -> int:
        return sum(count for _, count in self.cards)


#: Anything that lists cards by id and count: a deck of one's own or a theme deck.
CardList = DeckRecord | ThemeDeck


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class DeckStore:
    def __init__(self, database: Database) -> None:
        self.database = database
        self.cards = CardStore(database)

    # -- reading -------------------------------------------------------------------------------

    def list(self) -> list[DeckRecord]:
        """Every deck, most recently changed first."""
        with self.database.session() as session:
            rows = session.scalars(select(DeckRow).order_by(DeckRow.changed.desc(), DeckRow.name))
            return [self._record(session, row) for row in rows]

    def get(self, deck_id: int) -> DeckRecord:
        with self.database.session() as session:
            row = session.get(DeckRow, deck_id)
            if row is None:
                raise DeckError(f"There is no deck number {deck_id}; it may have been deleted.")
            return self._record(session, row)

    def find(self, name: str) -> DeckRecord | None:
        with self.database.session() as session:
            row = session.scalar(select(DeckRow).where(func.lower(DeckRow.name) == name.lower()))
            return None if row is None else self._record(session, row)

    def theme_decks(self) -> builtins.list[ThemeDeck]:
        """The theme decks of the imported card pool, newest set first, by name within a set."""
        with self.database.session() as session:
            rows = session.execute(
                select(ThemeDeckRow, CardSetRow.name, CardSetRow.release_date).join(
                    CardSetRow, CardSetRow.id == ThemeDeckRow.set_id, isouter=True
                )
            ).all()
        ordered = sorted(rows, key=lambda row: row[0].name.casefold())
        ordered.sort(key=lambda row: row[2] or "", reverse=True)  # stable: by name in a set
        return [
            ThemeDeck(
                row.id,
                row.name,
                row.set_id,
                set_name or row.set_id,
                tuple((str(entry["id"]), int(entry["count"])) for entry in json.loads(row.cards)),
            )
            for row, set_name, _released in ordered
        ]

    # ``builtins.list``: inside this class, ``list`` names the method above.
    def entries(self, record: CardList) -> builtins.list[tuple[Card, int]]:
        """The deck's cards as card objects, in the deck's order."""
        cards = self.cards.get_many(card_id for card_id, _ in record.cards)
        return [(cards[card_id], count) for card_id, count in record.cards if card_id in cards]

    # -- changing ------------------------------------------------------------------------------

    def create(
        self,
        name: str,
        deck_format: str = "standard",
        notes: str = "",
        cards: Sequence[tuple[str, int]] = (),
        source: str = "user",
    ) -> DeckRecord:
        name = self._valid_name(name)
        self._check_format(deck_format)
        now = _now()
        with self.database.session() as session:
            self._check_free(session, name)
            row = DeckRow(
                id=self._next_id(session),
                name=name,
                format=deck_format,
                notes=notes,
                created=now,
                changed=now,
                source=source,
            )
            session.add(row)
            session.flush()
            self._write_cards(session, row.id, cards)
            return self._record(session, row)

    def save(self, record: DeckRecord) -> DeckRecord:
        """Store ``record`` as the deck's whole new state (an edit, or an undo of one)."""
        with self.database.session() as session:
            return self._save(session, record)

    def _save(self, session: Session, record: DeckRecord) -> DeckRecord:
        name = self._valid_name(record.name)
        self._check_format(record.format)
        row = session.get(DeckRow, record.id)
        if row is None:
            raise DeckError(f"The deck {record.name!r} no longer exists.")
        if row.name.lower() != name.lower():
            self._check_free(session, name)
        row.name, row.format, row.notes = name, record.format, record.notes
        row.changed = _now()
        session.execute(delete(DeckCardRow).where(DeckCardRow.deck_id == row.id))
        self._write_cards(session, row.id, record.cards)
        return self._record(session, row)

    def change_count(self, deck_id: int, card_id: str, delta: int) -> DeckRecord:
        """Add (or with a negative ``delta`` remove) copies of a card, in one transaction."""
        with self.database.session() as session:
            row = session.get(DeckRow, deck_id)
            if row is None:
                raise DeckError(f"There is no deck number {deck_id}; it may have been deleted.")
            record = self._record(session, row)
            counts = dict(record.cards)
            counts[card_id] = counts.get(card_id, 0) + delta
            cards = tuple((cid, n) for cid, n in counts.items() if n > 0)
            return self._save(session, replace(record, cards=cards))

    def rename(self, deck_id: int, name: str) -> DeckRecord:
        return self.save(replace(self.get(deck_id), name=name))

    def duplicate(self, deck_id: int, name: str | None = None) -> DeckRecord:
        original = self.get(deck_id)
        return self.create(
            name or self.free_name(f"{original.name} (copy)"),
            original.format,
            original.notes,
            original.cards,
        )

    def delete(self, deck_id: int) -> DeckRecord:
        """Delete a deck; returns it whole so that :meth:`restore` can bring it back."""
        with self.database.session() as session:
            row = session.get(DeckRow, deck_id)
            if row is None:
                raise DeckError(f"There is no deck number {deck_id}; it may have been deleted.")
            record = self._record(session, row)
            self._remember_id(session, deck_id)
            session.delete(row)
            return record

    def restore(self, record: DeckRecord) -> DeckRecord:
        """Bring back a deleted deck, with its id, name and times (undo of :meth:`delete`).

        Ids are never given twice, so the id is free unless the deck was deleted by a Playmat
        that did not keep them; then the deck comes back under a new id, which the returned
        record has."""
        self._check_format(record.format)
        with self.database.session() as session:
            self._check_free(session, record.name)
            deck_id = record.id
            if session.get(DeckRow, deck_id) is not None:
                deck_id = self._next_id(session)
            session.add(
                DeckRow(
                    id=deck_id,
                    name=record.name,
                    format=record.format,
                    notes=record.notes,
                    created=record.created,
                    changed=record.changed,
                    source=record.source,
                )
            )
            session.flush()
            self._write_cards(session, deck_id, record.cards)
        return self.get(deck_id)

    def free_name(self, wanted: str) -> str:
        """``wanted``, or ``wanted 2``, ``wanted 3``... whichever no deck has yet."""
        name, number = wanted, 1
        while self.find(name) is not None:
            number += 1
            name = f"{wanted} {number}"
        return name

    # -- helpers -------------------------------------------------------------------------------

    @staticmethod
    def _valid_name(name: str) -> str:
        name = " ".join(name.split())
        if not name:
            raise DeckError("A deck needs a name.")
        if len(name) > MAX_NAME:
            raise DeckError(f"A deck name can have at most {MAX_NAME} characters.")
        return name

    @staticmethod
    def _check_format(format_id: str) -> None:
        if format_id not in formats():
            known = ", ".join(formats())
            raise DeckError(f"Unknown format {format_id!r}: use one of {known}.")

    @staticmethod
    def _next_id(session: Session) -> int:
        """An id no deck ever had: one past the highest in the table or ever given."""
        highest = session.scalar(select(func.max(DeckRow.id))) or 0
        kept = session.scalar(select(MetaRow.value).where(MetaRow.key == _LAST_ID))
        next_id = max(highest, int(kept or 0)) + 1
        CardStore.set_meta(session, _LAST_ID, str(next_id))
        return next_id

    @staticmethod
    def _remember_id(session: Session, deck_id: int) -> None:
        kept = session.scalar(select(MetaRow.value).where(MetaRow.key == _LAST_ID))
        CardStore.set_meta(session, _LAST_ID, str(max(deck_id, int(kept or 0))))

    @staticmethod
    def _check_free(session: Session, name: str) -> None:
        taken = session.scalar(select(DeckRow.id).where(func.lower(DeckRow.name) == name.lower()))
        if taken is not None:
            raise DeckError(f"A deck named {name!r} already exists: choose another name.")

    @staticmethod
    def _write_cards(session: Session, deck_id: int, cards: Iterable[tuple[str, int]]) -> None:
        entries = [(card_id, count) for card_id, count in cards]
        bad = [f"{card_id} x{count}" for card_id, count in entries if count <= 0]
        if bad:
            raise DeckError(f"A card count must be at least 1: {', '.join(bad)}.")
        # One row per card: the same card named twice is one entry, at its first place.
        merged: dict[str, int] = {}
        for card_id, count in entries:
            merged[card_id] = merged.get(card_id, 0) + count
        entries = list(merged.items())
        ids = [card_id for card_id, _ in entries]
        known = set(session.scalars(select(CardRow.id).where(CardRow.id.in_(ids))))
        unknown = [card_id for card_id in ids if card_id not in known]
        if unknown:
            raise DeckError(f"These cards are not in the card database: {', '.join(unknown)}.")
        for position, (card_id, count) in enumerate(entries):
            session.add(
                DeckCardRow(deck_id=deck_id, card_id=card_id, count=count, position=position)
            )

    @staticmethod
    def _record(session: Session, row: DeckRow) -> DeckRecord:
        cards = session.execute(
            select(DeckCardRow.card_id, DeckCardRow.count)
            .where(DeckCardRow.deck_id == row.id)
            .order_by(DeckCardRow.position)
        ).all()
        return DeckRecord(
            row.id,
            row.name,
            row.format,
            row.notes,
            row.created,
            row.changed,
            tuple((card_id, count) for card_id, count in cards),
            row.source,
        )


def install_starter_decks(database: Database) -> bool:
    """Create the starter decks the first time the database is opened (a player who deletes
    one later keeps it deleted)."""
    with database.session() as session:
        if session.scalar(select(MetaRow.value).where(MetaRow.key == "starter_decks")):
            return False
    store = DeckStore(database)
    for deck in starter_decks():
        if store.find(deck.name) is None:
            store.create(deck.name, STARTER_FORMAT, "", deck.cards, source="starter")
    with database.session() as session:
        CardStore.set_meta(session, "starter_decks", _now())
    return True
