"""Finding the cards a decklist names, in the card database.

Set codes are the card data's PTCGO codes, the set ids themselves, and an alias table of the known
mismatches (``data/set_code_aliases.json``), so a list exported by another program or written by
hand still finds its cards. Sets without a PTCGO code (the McDonald's collections, POP series) are
written and read by their set id.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from functools import cached_property

from sqlalchemy import select

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.db.schema import CardRow, CardSetRow
from playmat.decks.decklist import name_key
from playmat.decks.validation import name_that_counts
from playmat.paths import DATA_DIR

ALIASES_FILE = DATA_DIR / "set_code_aliases.json"
_LEADING_ZEROS = re.compile(r"(?<!\d)0+(?=\d)")


def number_key(number: str) -> str:
    """Collector numbers as compared: "007", "7" and "TG05", "TG5" are the same number."""
    return _LEADING_ZEROS.sub("", number.strip().upper())


class DatabaseResolver:
    """The :class:`~playmat.decks.decklist.CardResolver` of the card database.

    It reads each set's numbers and the index of names once and keeps them, so reading or writing
    a whole decklist costs a few queries; make a new one after the card pool changes.
    """

    def __init__(self, store: CardStore) -> None:
        self.store = store
        #: Set id -> collector number (as number_key) -> (card id, card name).
        self._numbers: dict[str, dict[str, list[tuple[str, str]]]] = {}
        self._cards: dict[str, Card | None] = {}

    def _get(self, card_id: str) -> Card | None:
        if card_id not in self._cards:
            self._cards[card_id] = self.store.get(card_id)
        return self._cards[card_id]

    @cached_property
    def _sets_by_code(self) -> dict[str, list[str]]:
        codes: dict[str, list[str]] = {}
        with self.store.database.session() as session:
            for set_id, code in session.execute(
                select(CardSetRow.id, CardSetRow.ptcgo_code).order_by(CardSetRow.release_date)
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

    @cached_property
    def _names(self) -> dict[str, list[str]]:
        """Name (as name_key, and as the name that counts) -> card ids, newest printing first."""
        names: dict[str, list[str]] = {}
        with self.store.database.session() as session:
            rows = session.execute(
                select(CardRow.id, CardRow.name)
                .join(CardSetRow, CardSetRow.id == CardRow.set_id)
                .order_by(CardSetRow.release_date.desc(), CardRow.set_id, CardRow.sort_number)
            ).all()
        for card_id, name in rows:
            for key in {name_key(name), name_key(name_that_counts(name))}:
                names.setdefault(key, []).append(card_id)
        return names

    def _numbers_of(self, set_ids: Iterable[str]) -> list[dict[str, list[tuple[str, str]]]]:
        missing = [set_id for set_id in set_ids if set_id not in self._numbers]
        if missing:
            for set_id in missing:
                self._numbers[set_id] = {}
            with self.store.database.session() as session:
                rows = session.execute(
                    select(CardRow.set_id, CardRow.number, CardRow.id, CardRow.name).where(
                        CardRow.set_id.in_(missing)
                    )
                ).all()
            for set_id, number, card_id, name in rows:
                self._numbers[set_id].setdefault(number_key(number), []).append((card_id, name))
        return [self._numbers[set_id] for set_id in set_ids]

    def knows_set_code(self, set_code: str) -> bool:
        return set_code.upper() in self._sets_by_code

    def by_set_and_number(self, set_code: str, number: str, name: str | None = None) -> Card | None:
        """The card with this number in the code's sets; where several have it, the one named
        ``name`` (a subset shares its set's code, and the data has a few repeated numbers)."""
        set_ids = self._sets_by_code.get(set_code.upper(), [])
        wanted = number_key(number)
        found = [hit for numbers in self._numbers_of(set_ids) for hit in numbers.get(wanted, [])]
        if not found:
            return None
        if name is not None:
            key = name_key(name)
            named = [
                card_id
                for card_id, printed in found
                if key in (name_key(printed), name_key(name_that_counts(printed)))
            ]
            if named:
                return self._get(named[0])
        return self._get(found[0][0])

    def by_name(self, name: str) -> Card | None:
        """The newest printing of the card with this name: case, accents on "Pokémon", curly
        quotes and a character suffix ("Professor's Research (Professor Sada)") aside."""
        ids = self._names.get(name_key(name))
        return self._get(ids[0]) if ids else None

    def set_code_of(self, card: Card) -> str:
        """The code to write for this card: its PTCGO code when that finds it again, else its
        set id."""
        code = card.ptcgo_code
        if code:
            found = self.by_set_and_number(code, card.number, card.name)
            if found is not None and found.id == card.id:
                return code
        return card.set_id.upper()
