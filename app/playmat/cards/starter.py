"""The starter set Playmat ships in ``data/starter``: the cards of the three Sun & Moon theme
decks, written by Playmat itself (facts only; effects come from the card scripts), and the decks.

It is installed into the database on first run so that the app is usable offline at once, and
refreshed when a new Playmat ships a changed starter file. Cards the user imported from a full
pool are never overwritten by it.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.schema import CardRow, CardSetRow, MetaRow
from playmat.paths import DATA_DIR

STARTER_DIR = DATA_DIR / "starter"
CARDS_FILE = STARTER_DIR / "cards.json"
DECKS_FILE = STARTER_DIR / "decks.json"


@dataclass(frozen=True)
class StarterDeck:
    name: str
    cards: tuple[tuple[str, int], ...]

    @property
    def size(self) -> int:
        return sum(count for _, count in self.cards)


def _load(path: Any) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def starter_cards() -> list[Card]:
    return [Card.from_dict(card) for card in _load(CARDS_FILE)["cards"]]


def starter_decks() -> list[StarterDeck]:
    return [
        StarterDeck(deck["name"], tuple((e["id"], e["count"]) for e in deck["cards"]))
        for deck in _load(DECKS_FILE)["decks"]
    ]


def install_starter_set(database: Database) -> bool:
    """Put the starter cards into the database if they are missing or out of date.

    Returns whether anything was written.
    """
    raw = CARDS_FILE.read_bytes()
    digest = hashlib.sha256(raw).hexdigest()
    with database.session() as session:
        if session.scalar(select(MetaRow.value).where(MetaRow.key == "starter_hash")) == digest:
            return False
        data = json.loads(raw)
        imported = set(session.scalars(select(CardRow.id).where(CardRow.source == "import")))
        imported_sets = set(
            session.scalars(select(CardSetRow.id).where(CardSetRow.source == "import"))
        )
        if data["set"]["id"] not in imported_sets:
            CardStore.upsert_sets(session, [data["set"]], source="starter")
        cards = [Card.from_dict(c) for c in data["cards"] if c["id"] not in imported]
        CardStore.upsert_cards(session, cards, source="starter")
        CardStore.rebuild_search_index(session)
        CardStore.set_meta(session, "starter_hash", digest)
    return True
