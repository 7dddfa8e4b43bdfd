"""The starter set Playmat ships in ``data/starter``: the cards of the three Sun & Moon theme
decks, written by Playmat itself (facts only; effects come from the card scripts), and the decks.

:mod:`playmat.db.starter` installs it into the database on first run.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from playmat.cards.model import Card
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
