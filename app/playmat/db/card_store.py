"""The cards and sets in the database: writing them in bulk, reading, searching, counting."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select, text
from sqlalchemy.dialects.sqlite import insert
from sqlalchemy.orm import Session

from playmat.cards.model import Card, CardListing, EnergyType, Supertype
from playmat.compiler.compile import text_key
from playmat.db.card_query import CardQuery, type_bits
from playmat.db.card_search import search_ids
from playmat.db.database import Database
from playmat.db.schema import (
    FTS_REBUILD,
    NUMBER_BY_NAME,
    CardRow,
    CardSetRow,
    MetaRow,
)
from playmat.db.scripts import (
    Coverage,
    StoredScript,
    compiled_scripts,
    coverage,
    store_compiled,
)


@dataclass(frozen=True)
class DatabaseStats:
    cards: int
    sets: int
    by_supertype: dict[str, int]
    last_import: str | None


def bars(values: Iterable[str]) -> str:
    """``["Basic", "V"]`` -> ``"|Basic|V|"``, so a filter can match one value with LIKE."""
    return "|" + "|".join(values) + "|"


def _unbarred(values: str) -> tuple[str, ...]:
    return tuple(value for value in values.split("|") if value)


def _sort_number(number: str) -> int:
    digits = re.match(r"\d+", number)
    return int(digits.group()) if digits else 0


def card_row_values(card: Card, source: str) -> dict[str, Any]:
    return {
        "id": card.id,
        "name": card.name,
        "supertype": card.supertype.value,
        "subtypes": bars(card.subtypes),
        "types": bars(t.value for t in card.types),
        "stage": card.stage,
        "hp": card.hp,
        "set_id": card.set_id,
        "number": card.number,
        "sort_number": _sort_number(card.number),
        "regulation_mark": card.regulation_mark,
        # Worked out by the deck rules once the cards are in (decks.legality.store_legality):
        # the pool's own legalities are not Playmat's formats.
        "legal_formats": "||",
        "format_bits": 0,
        "type_bits": type_bits(card.types),
        "search_text": card.searchable_text,
        "data": json.dumps(card.to_dict(), ensure_ascii=False, separators=(",", ":")),
        "source": source,
        "text_key": text_key(card),
    }


class CardStore:
    """Reads and writes cards. Every write is one transaction of the caller's session."""

    def __init__(self, database: Database) -> None:
        self.database = database

    # -- writing -------------------------------------------------------------------------------

    @staticmethod
    def upsert_sets(session: Session, sets: Iterable[dict[str, Any]], source: str) -> None:
        rows = [
            {
                "id": s["id"],
                "name": s["name"],
                "series": s.get("series", ""),
                "ptcgo_code": s.get("ptcgo_code"),
                "release_date": s.get("release_date", ""),
                "printed_total": s.get("printed_total"),
                "source": source,
            }
            for s in sets
        ]
        if not rows:
            return
        statement = insert(CardSetRow)
        session.execute(
            statement.on_conflict_do_update(
                index_elements=[CardSetRow.id],
                set_={c: statement.excluded[c] for c in rows[0] if c != "id"},
            ),
            rows,
        )

    @staticmethod
    def upsert_cards(session: Session, cards: Iterable[Card], source: str) -> int:
        """Insert new cards and update known ones in place (matched by card id), and compile the
        card texts not compiled yet."""
        cards = list(cards)
        rows = [card_row_values(card, source) for card in cards]
        if not rows:
            return 0
        store_compiled(session, cards)
        statement = insert(CardRow)
        session.execute(
            statement.on_conflict_do_update(
                index_elements=[CardRow.id],
                set_={c: statement.excluded[c] for c in rows[0] if c != "id"},
            ),
            rows,
        )
        return len(rows)

    @staticmethod
    def rebuild_search_index(session: Session) -> None:
        """Number the cards by name and index their text again (after the cards changed)."""
        for statement in NUMBER_BY_NAME:
            session.execute(text(statement))
        session.execute(text(FTS_REBUILD))

    @staticmethod
    def set_meta(session: Session, key: str, value: str) -> None:
        statement = insert(MetaRow).values(key=key, value=value)
        session.execute(
            statement.on_conflict_do_update(index_elements=[MetaRow.key], set_={"value": value})
        )

    # -- reading -------------------------------------------------------------------------------

    def count(self) -> int:
        with self.database.session() as session:
            return session.scalar(select(func.count()).select_from(CardRow)) or 0

    def get(self, card_id: str) -> Card | None:
        with self.database.session() as session:
            data = session.scalar(select(CardRow.data).where(CardRow.id == card_id))
        return None if data is None else Card.from_dict(json.loads(data))

    def get_many(self, card_ids: Iterable[str]) -> dict[str, Card]:
        wanted = list(dict.fromkeys(card_ids))
        with self.database.session() as session:
            rows = session.execute(select(CardRow.id, CardRow.data).where(CardRow.id.in_(wanted)))
            return {card_id: Card.from_dict(json.loads(data)) for card_id, data in rows}

    def legal_formats(self, card_id: str) -> tuple[str, ...]:
        """The formats the card is legal in, as stored for the format filter (worked out by
        the deck rules: ``playmat.decks.legality.store_legality``)."""
        with self.database.session() as session:
            stored = session.scalar(select(CardRow.legal_formats).where(CardRow.id == card_id))
        return _unbarred(stored or "")

    def coverage(self) -> list[Coverage]:
        """Every card and what the compiler made of its text."""
        with self.database.session() as session:
            return coverage(session)

    def scripts(self, cards: Iterable[Card]) -> dict[str, StoredScript]:
        """What the compiler made of each card's text, by card id."""
        with self.database.session() as session:
            return compiled_scripts(session, cards)

    def sets(self) -> list[CardSetRow]:
        with self.database.session() as session:
            return list(session.scalars(select(CardSetRow).order_by(CardSetRow.release_date)))

    def search(self, query: CardQuery) -> list[Card]:
        """The cards :meth:`search_ids` finds, in its order."""
        ids = self.search_ids(query)
        found = self.get_many(ids)
        return [found[card_id] for card_id in ids if card_id in found]

    def search_ids(self, query: CardQuery) -> list[str]:
        """The ids of the cards matching the query, in the order a list shows them
        (:mod:`playmat.db.card_search`): only ids, a list reads the cards it shows."""
        with self.database.engine.connect() as connection:
            return search_ids(connection, query)

    def listings(self, card_ids: Iterable[str]) -> dict[str, CardListing]:
        """What a list shows of these cards, read from their columns (not their whole data)."""
        wanted = list(dict.fromkeys(card_ids))
        statement = (
            select(
                CardRow.id,
                CardRow.name,
                CardRow.supertype,
                CardRow.subtypes,
                CardRow.types,
                CardRow.stage,
                CardRow.hp,
                CardRow.number,
                CardSetRow.name,
            )
            .join(CardSetRow, CardSetRow.id == CardRow.set_id)
            .where(CardRow.id.in_(wanted))
        )
        with self.database.engine.connect() as connection:
            rows = connection.execute(statement).all()
        return {
            card_id: CardListing(
                id=card_id,
                name=name,
                supertype=Supertype(supertype),
                subtypes=_unbarred(subtypes),
                types=tuple(EnergyType(value) for value in _unbarred(types)),
                stage=stage,
                hp=hp,
                number=number,
                set_name=set_name,
            )
            for card_id, name, supertype, subtypes, types, stage, hp, number, set_name in rows
        }

    def stats(self) -> DatabaseStats:
        with self.database.session() as session:
            by_supertype = dict(
                session.execute(
                    select(CardRow.supertype, func.count()).group_by(CardRow.supertype)
                ).all()
            )
            sets = session.scalar(
                select(func.count(func.distinct(CardRow.set_id))).select_from(CardRow)
            )
            last_import = session.scalar(select(MetaRow.value).where(MetaRow.key == "last_import"))
        return DatabaseStats(
            cards=sum(by_supertype.values()),
            sets=sets or 0,
            by_supertype=by_supertype,
            last_import=last_import,
        )
