"""Finding the cards a decklist names, in the card database.

Set codes are the card data's PTCGO codes, the set ids themselves, and an alias table of the known
mismatches (``data/set_code_aliases.json``), so a list exported by another program or written by
hand still finds its cards.
"""

from __future__ import annotations

import json
from functools import cached_property

from sqlalchemy import func, select

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.db.schema import CardRow, CardSetRow
from playmat.paths import DATA_DIR

ALIASES_FILE = DATA_DIR / "set_code_aliases.json"


class DatabaseResolver:
    """The :class:`~playmat.decks.decklist.CardResolver` of the card database."""

    def __init__(self, store: CardStore) -> None:
        self.store = store

    @cached_property
    def _sets_by_code(self) -> dict[str, list[str]]:
        codes: dict[str, list[str]] = {}
        with self.store.database.session() as session:
            for set_id, code, _date in session.execute(
                select(CardSetRow.id, CardSetRow.ptcgo_code, CardSetRow.release_date).order_by(
                    CardSetRow.release_date
                )
            ):
                codes.setdefault(set_id.upper(), []).append(set_id)
                if code:
                    codes.setdefault(code.upper(), []).append(set_id)
        aliases = json.loads(ALIASES_FILE.read_text(encoding="utf-8"))["aliases"]
        for code, set_id in aliases.items():
            codes.setdefault(code.upper(), [])
            if set_id not in codes[code.upper()]:
                codes[code.upper()].append(set_id)
        return codes

    def knows_set_code(self, set_code: str) -> bool:
        return set_code.upper() in self._sets_by_code

    def by_set_and_number(self, set_code: str, number: str) -> Card | None:
        set_ids = self._sets_by_code.get(set_code.upper(), [])
        if not set_ids:
            return None
        wanted = number.upper().lstrip("0") or "0"
        with self.store.database.session() as session:
            rows = session.execute(
                select(CardRow.id, CardRow.number).where(CardRow.set_id.in_(set_ids))
            ).all()
        for card_id, printed in rows:
            if (printed.upper().lstrip("0") or "0") == wanted:
                return self.store.get(card_id)
        return None

    def by_name(self, name: str) -> Card | None:
        """The newest printing of the card with this exact name (case aside)."""
        with self.store.database.session() as session:
            card_id = session.scalar(
                select(CardRow.id)
                .join(CardSetRow, CardSetRow.id == CardRow.set_id)
                .where(func.lower(CardRow.name) == name.lower())
                .order_by(CardSetRow.release_date.desc(), CardRow.sort_number)
                .limit(1)
            )
        return None if card_id is None else self.store.get(card_id)

    def set_code_of(self, card: Card) -> str:
        """The code to write for this card: its PTCGO code when that finds it again, else its
        set id."""
        code = card.ptcgo_code
        if code:
            found = self.by_set_and_number(code, card.number)
            if found is not None and found.id == card.id:
                return code
        return card.set_id.upper()
