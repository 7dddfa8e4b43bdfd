"""Compiled scripts in the database: one per card text, made when cards are stored (the import,
the starter set) and read when a game is made or coverage is reported.

A script made by an older compiler is compiled again when it is next read, so upgrading
Playmat upgrades what it automates without a new import.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, select
from sqlalchemy.dialects.sqlite import insert
from sqlalchemy.orm import Session

from playmat.cards.model import Card
from playmat.compiler.compile import COMPILER_VERSION, Compiled, Missed, compile_card, text_key
from playmat.db.schema import CardRow, CardSetRow, CompiledScriptRow


@dataclass(frozen=True)
class StoredScript:
    """A card text's compiled script and what it left to the manual tools."""

    script: dict[str, Any]
    missed: tuple[Missed, ...]

    @property
    def automated(self) -> bool:
        return not self.missed


def _values(key: str, compiled: Compiled) -> dict[str, Any]:
    return {
        "key": key,
        "version": COMPILER_VERSION,
        "script": json.dumps(compiled.script, ensure_ascii=False, separators=(",", ":")),
        "missed": json.dumps([[m.where, m.sentence] for m in compiled.missed], ensure_ascii=False),
    }


def store_compiled(session: Session | Connection, cards: Iterable[Card]) -> None:
    """Compile the texts of ``cards`` that have no script from this compiler yet."""
    by_key = {text_key(card): card for card in cards}
    current = set(
        session.scalars(
            select(CompiledScriptRow.key).where(
                CompiledScriptRow.key.in_(list(by_key)),
                CompiledScriptRow.version == COMPILER_VERSION,
            )
        )
    )
    rows = [_values(key, compile_card(card)) for key, card in by_key.items() if key not in current]
    _upsert(session, rows)


def _upsert(session: Session | Connection, rows: list[dict[str, Any]]) -> None:
    if not rows:
        return
    statement = insert(CompiledScriptRow)
    session.execute(
        statement.on_conflict_do_update(
            index_elements=[CompiledScriptRow.key],
            set_={c: statement.excluded[c] for c in ("version", "script", "missed")},
        ),
        rows,
    )


def compiled_scripts(session: Session, cards: Iterable[Card]) -> dict[str, StoredScript]:
    """The compiled script of each card, by card id (compiled now where the stored one is
    missing or was made by an older compiler)."""
    cards = list(cards)
    keys = {card.id: text_key(card) for card in cards}
    stored = _read(session, set(keys.values()))
    stale = [card for card in cards if keys[card.id] not in stored]
    if stale:
        store_compiled(session, stale)
        stored = _read(session, set(keys.values()))
    return {card.id: stored[keys[card.id]] for card in cards}


def _read(session: Session, keys: set[str]) -> dict[str, StoredScript]:
    """The scripts of this compiler among ``keys``."""
    rows = session.execute(
        select(CompiledScriptRow.key, CompiledScriptRow.script, CompiledScriptRow.missed).where(
            CompiledScriptRow.key.in_(keys), CompiledScriptRow.version == COMPILER_VERSION
        )
    )
    return {key: _stored(script, missed) for key, script, missed in rows}


def _stored(script: str, missed: str) -> StoredScript:
    return StoredScript(
        json.loads(script), tuple(Missed(where, sentence) for where, sentence in json.loads(missed))
    )


@dataclass(frozen=True)
class Coverage:
    """One card of the database and what the compiler made of its text, for the coverage
    report."""

    card_id: str
    set_id: str
    set_name: str
    series: str
    regulation_mark: str | None
    compiled: StoredScript


def coverage(session: Session) -> list[Coverage]:
    """Every card with its compiled script (cards whose script is missing or was made by an
    older compiler are compiled first)."""
    stale = session.scalars(
        select(CardRow.data)
        .outerjoin(CompiledScriptRow, CompiledScriptRow.key == CardRow.text_key)
        .where((CompiledScriptRow.key.is_(None)) | (CompiledScriptRow.version != COMPILER_VERSION))
    ).all()
    if stale:
        store_compiled(session, [Card.from_dict(json.loads(data)) for data in stale])
    rows = session.execute(
        select(
            CardRow.id,
            CardRow.set_id,
            CardSetRow.name,
            CardSetRow.series,
            CardRow.regulation_mark,
            CompiledScriptRow.script,
            CompiledScriptRow.missed,
        )
        .join(CardSetRow, CardSetRow.id == CardRow.set_id)
        .join(CompiledScriptRow, CompiledScriptRow.key == CardRow.text_key)
        .order_by(CardRow.set_id, CardRow.sort_number, CardRow.id)
    )
    return [
        Coverage(card_id, set_id, set_name, series, mark, _stored(script, missed))
        for card_id, set_id, set_name, series, mark, script, missed in rows
    ]
