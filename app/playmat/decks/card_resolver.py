"""Finding the cards a decklist names, in the card database.

Set codes are the card data's PTCGO codes, the set ids themselves, and an alias table of the known
mismatches (``data/set_code_aliases.json``), so a list exported by another program or written by
hand still finds its cards. Sets without a PTCGO code (the McDonald's collections, POP series) are
written and read by their set id.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import cached_property
from typing import Any

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.decks.decklist import name_key
from playmat.decks.validation import name_that_counts
from playmat.paths import DATA_DIR

ALIASES_FILE = DATA_DIR / "set_code_aliases.json"
_LEADING_ZEROS = re.compile(r"(?<!\d)0+(?=\d)")
#: The value a collector number is sorted by (``sort_number``): its leading digits.
_LEADING_DIGITS = re.compile(r"\d+")


def number_key(number: str) -> str:
    """Collector numbers as compared: "007", "7" and "TG05", "TG5" are the same number."""
    return _LEADING_ZEROS.sub("", number.strip().upper())


class DatabaseResolver:
    """The :class:`~playmat.decks.decklist.CardResolver` of the card database.

    It reads what each line names (a card by its set and number) and keeps the cards it read
    and, once a line needs it, the index of names; make a new one after the card pool changes.
    """

    def __init__(self, store: CardStore) -> None:
        self.store = store
        self._cards: dict[str, Card | None] = {}
        #: Card id -> the card's stored data, read along with its number.
        self._data: dict[str, str] = {}

    def _get(self, card_id: str) -> Card | None:
        if card_id not in self._cards:
            data = self._data.get(card_id)
            if data is None:
                rows = self._rows("SELECT data FROM cards WHERE id = ?", card_id)
                data = rows[0][0] if rows else None
            self._cards[card_id] = Card.from_dict(json.loads(data)) if data else None
        return self._cards[card_id]

    def _rows(self, sql: str, *parameters: object) -> list[tuple[Any, ...]]:
        """Plain SQL: a decklist is read line by line, and an ORM session for each line's
        query would cost more than the query."""
        with self.store.database.engine.connect() as connection:
            return [tuple(row) for row in connection.exec_driver_sql(sql, parameters)]

    @cached_property
    def _sets_by_code(self) -> dict[str, list[str]]:
        codes: dict[str, list[str]] = {}
        for set_id, code in self._rows(
            "SELECT id, ptcgo_code FROM card_sets ORDER BY release_date"
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
        rows = self._rows(
            "SELECT cards.id, cards.name FROM cards JOIN card_sets ON card_sets.id = cards.set_id "
            "ORDER BY card_sets.release_date DESC, cards.set_id, cards.sort_number"
        )
        for card_id, name in rows:
            for key in {name_key(name), name_key(name_that_counts(name))}:
                names.setdefault(key, []).append(card_id)
        return names

    def _numbered(self, set_ids: Sequence[str], number: str) -> list[tuple[str, str]]:
        """(card id, name) of the cards with this collector number in these sets, in the
        sets' order: read through the set index by the number's value, only what the line
        names (a set holds hundreds of cards)."""
        if not set_ids:
            return []
        wanted = number_key(number)
        value = _LEADING_DIGITS.match(number.strip())
        marks = ", ".join("?" * len(set_ids))
        rows = self._rows(
            f"SELECT set_id, number, id, name, data FROM cards WHERE set_id IN ({marks}) "
            "AND sort_number = ?",
            *set_ids,
            int(value.group()) if value else 0,
        )
        position = {set_id: index for index, set_id in enumerate(set_ids)}
        hits = sorted(
            (row for row in rows if number_key(row[1]) == wanted), key=lambda row: position[row[0]]
        )
        # The card's data came with it: kept as text, read into a card only if it is chosen.
        self._data.update((card_id, data) for _set, _number, card_id, _name, data in hits)
        return [(card_id, name) for _set, _number, card_id, name, _data in hits]

    def knows_set_code(self, set_code: str) -> bool:
        return set_code.upper() in self._sets_by_code

    def by_set_and_number(self, set_code: str, number: str, name: str | None = None) -> Card | None:
        """The card with this number in the code's sets; where several have it, the one named
        ``name`` (a subset shares its set's code, and the data has a few repeated numbers)."""
        found = self._numbered(self._sets_by_code.get(set_code.upper(), []), number)
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
