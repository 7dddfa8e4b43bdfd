"""The starter set Playmat ships in ``data/starter``: the cards of the three Sun & Moon theme
decks, written by Playmat itself (facts only; effects come from the card scripts), and the decks.

:mod:`playmat.db.starter` installs it into the database on first run.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from typing import Any

from playmat.cards.facts import with_play_facts
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


def _load(path: Traversable) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def starter_cards() -> list[Card]:
    return [read_starter_card(card) for card in _load(CARDS_FILE)["cards"]]


def read_starter_card(data: dict[str, Any]) -> Card:
    """One card of the starter file, with the facts the rules play by set."""
    return with_play_facts(Card.from_dict(data))


def starter_decks() -> list[StarterDeck]:
    return [
        StarterDeck(deck["name"], tuple((e["id"], e["count"]) for e in deck["cards"]))
        for deck in _load(DECKS_FILE)["decks"]
    ]
