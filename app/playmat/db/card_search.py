"""Card search over the database: the ids of the cards a query finds, in the order a list
shows them, as plain SQL (built as an expression, the statements cost more than they take
to run; a search runs at every key typed).

Names that start with the typed text come first, alphabetically whatever their case: a range
of the ``ix_cards_listing`` index. Then the cards whose text matches, through the full-text
index: ranked by relevance (bm25, a word in the name weighing ten times one in the text) when
there are few, else by name, which the index gives in its own order because the cards are
numbered by name (``NUMBER_BY_NAME``), so the search stops at the limit.
"""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import Connection

from playmat.db.card_query import CardQuery, format_bits, type_bits

#: Text matches ranked by relevance only up to this many: ranking reads every match, ~10 µs each.
RANKED_MATCHES = 250
#: Above every character: a name prefix is the range from the typed text to it plus this.
LAST = "\U0010ffff"
ORDER = "ORDER BY name COLLATE NOCASE, set_id, sort_number"
_FTS_WORD = re.compile(r'"[^"]+"|[^\s"]+')


def search_ids(connection: Connection, query: CardQuery) -> list[str]:
    """The ids of the cards ``query`` finds (at most its limit), in the order shown."""
    where, params = conditions(query)
    words = _FTS_WORD.findall(query.text)
    typed = " ".join(word.strip('"') for word in words)
    if not typed:
        sql = f"SELECT id FROM cards WHERE {where} {ORDER} LIMIT ?"
        return [row[0] for row in connection.exec_driver_sql(sql, (*params, query.limit))]
    named = (
        f"SELECT pk, id FROM cards WHERE {where} AND name >= ? COLLATE NOCASE "
        f"AND name < ? COLLATE NOCASE {ORDER} LIMIT ?"
    )
    found = list(connection.exec_driver_sql(named, (*params, typed, typed + LAST, query.limit)))
    missing = query.limit - len(found)
    fts = fts_expression(query.text)
    # One letter alone would match nearly every card's text: names only, then.
    if missing <= 0 or not fts or all(len(word) == 1 for word in words):
        return [card_id for _pk, card_id in found]
    bounded = "SELECT count(*) FROM (SELECT 1 FROM card_fts WHERE card_fts MATCH ? LIMIT ?)"
    many = connection.exec_driver_sql(bounded, (fts, RANKED_MATCHES + 1)).scalar_one()
    order = "card_fts.rowid" if many > RANKED_MATCHES else "bm25(card_fts, 10.0, 1.0)"
    named_pks = [pk for pk, _id in found]
    marks = ", ".join("?" * len(named_pks))
    texts = (
        f"SELECT cards.pk, cards.id FROM card_fts JOIN cards ON cards.pk = card_fts.rowid "
        f"WHERE card_fts MATCH ? AND {where} AND cards.pk NOT IN ({marks}) "
        f"ORDER BY {order} LIMIT ?"
    )
    found += connection.exec_driver_sql(texts, (fts, *params, *named_pks, missing))
    return [card_id for _pk, card_id in found]


def conditions(query: CardQuery) -> tuple[str, tuple[Any, ...]]:
    """The query's filters (everything but the free text) as SQL over ``cards``."""
    where = ["1"]
    params: list[Any] = []
    if query.name:
        where.append("cards.name LIKE ? ESCAPE '\\'")
        params.append(f"%{escape_like(query.name)}%")
    if query.supertype is not None:
        where.append("cards.supertype = ?")
        params.append(query.supertype.value)
    if query.types:
        where.append("cards.type_bits & ? = ?")
        params += [type_bits(query.types)] * 2
    if query.legal_in:
        where.append("cards.format_bits & ? != 0")
        params.append(format_bits([query.legal_in]))
    for subtype in query.subtypes:
        where.append("cards.subtypes LIKE ? ESCAPE '\\'")
        params.append(f"%|{escape_like(subtype)}|%")
    for column, wanted in (("set_id", query.set_id), ("stage", query.stage)):
        if wanted:
            where.append(f"lower(cards.{column}) = ?")
            params.append(wanted.lower())
    if query.hp_min is not None:
        where.append("cards.hp >= ?")
        params.append(query.hp_min)
    if query.hp_max is not None:
        where.append("cards.hp <= ?")
        params.append(query.hp_max)
    return " AND ".join(where), tuple(params)


def escape_like(value: str) -> str:
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


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
