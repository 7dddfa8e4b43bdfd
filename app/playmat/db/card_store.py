"""The cards and sets in the database: writing them in bulk, reading, searching, counting."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnClause, Select, func, literal_column, select, text
from sqlalchemy.dialects.sqlite import insert
from sqlalchemy.orm import Session

from playmat.cards.model import Card
from playmat.compiler.compile import text_key
from playmat.db.card_query import CardQuery
from playmat.db.database import Database
from playmat.db.schema import CARD_FTS, FTS_REBUILD, CardRow, CardSetRow, MetaRow
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
        return tuple(value for value in (stored or "").split("|") if value)

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
        """Cards matching the query, in the order a player typing a name expects: names that
        start with the typed text first, alphabetically; then cards whose text matches.

        Text matches are ranked by relevance (bm25, a word in the name weighing ten times one
        in the text) unless the words are so common that ranking thousands of cards would make
        typing sluggish; those are listed by name.
        """
        with self.database.session() as session:
            pks = self._matching_pks(session, query)
            if not pks:
                return []
            rows = dict(
                session.execute(select(CardRow.pk, CardRow.data).where(CardRow.pk.in_(pks))).all()
            )
        return [Card.from_dict(json.loads(rows[pk])) for pk in pks]

    def _matching_pks(self, session: Session, query: CardQuery) -> list[int]:
        fts = fts_expression(query.text)
        ordered = (CardRow.name, CardRow.set_id, CardRow.sort_number)
        if not fts:
            statement = _filtered(select(CardRow.pk), query).order_by(*ordered)
            return list(session.scalars(statement.limit(query.limit)))
        typed = " ".join(w.strip('"') for w in _FTS_WORD.findall(query.text))
        by_name = _filtered(select(CardRow.pk), query).where(
            CardRow.name.ilike(f"{_escape_like(typed)}%", "\\")
        )
        pks = list(session.scalars(by_name.order_by(*ordered).limit(query.limit)))
        missing = query.limit - len(pks)
        if missing <= 0:
            return pks
        # The FTS table named as a column: what bm25() and MATCH take; it has no SQL type.
        fts_table: ColumnClause[Any] = literal_column("card_fts")
        matches = fts_table.op("MATCH")(fts)
        by_text = (
            _filtered(select(CardRow.pk), query)
            .join(CARD_FTS, CARD_FTS.c.rowid == CardRow.pk)
            .where(matches)
            .where(CardRow.pk.not_in(pks))
        )
        found = session.scalar(select(func.count()).select_from(CARD_FTS).where(matches)) or 0
        if found <= RANKED_MATCHES:
            by_text = by_text.order_by(func.bm25(fts_table, 10.0, 1.0), *ordered)
        else:
            by_text = by_text.order_by(*ordered)
        return pks + list(session.scalars(by_text.limit(missing)))

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


#: Text matches ranked by relevance only up to this many: ranking costs about 2 ms per 1,000.
RANKED_MATCHES = 4000


def _filtered(statement: Select[int], query: CardQuery) -> Select[int]:
    """The query's filters (everything but the free text) applied to a statement on cards."""
    if query.name:
        statement = statement.where(CardRow.name.ilike(f"%{_escape_like(query.name)}%", "\\"))
    if query.supertype is not None:
        statement = statement.where(CardRow.supertype == query.supertype.value)
    for subtype in query.subtypes:
        statement = statement.where(_has(CardRow.subtypes, subtype))
    for energy in query.types:
        statement = statement.where(_has(CardRow.types, energy.value))
    if query.set_id:
        statement = statement.where(func.lower(CardRow.set_id) == query.set_id.lower())
    if query.stage:
        statement = statement.where(func.lower(CardRow.stage) == query.stage.lower())
    if query.hp_min is not None:
        statement = statement.where(CardRow.hp >= query.hp_min)
    if query.hp_max is not None:
        statement = statement.where(CardRow.hp <= query.hp_max)
    if query.legal_in:
        statement = statement.where(_has(CardRow.legal_formats, query.legal_in))
    return statement


def _escape_like(value: str) -> str:
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _has(column: Any, value: str) -> Any:
    """A ``|a|b|`` column holds ``value`` (case-insensitive, as SQLite's LIKE is for ASCII)."""
    return column.like(f"%|{_escape_like(value)}|%", escape="\\")


_FTS_WORD = re.compile(r'"[^"]+"|[^\s"]+')


def fts_expression(text_query: str) -> str:
    """Turn free text into an FTS5 query: every word must match as a prefix, a quoted phrase
    exactly.

    Words are quoted so that FTS5 operators typed by a user (``-``, ``:``, ``*``) are literal.
    """
    words = _FTS_WORD.findall(text_query)
    terms = []
    for word in words:
        phrase = word.strip('"').replace('"', "")
        if phrase.strip():
            terms.append(f'"{phrase}"' + ("" if word.startswith('"') else "*"))
    return " ".join(terms)
