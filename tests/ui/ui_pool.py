"""A small card pool in the pokemon-tcg-data layout, written by a test into its own directory.

The set and cards are made up for these tests; nothing is copied from the real card pool.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

TEST_SET = {
    "id": "tst1",
    "name": "Test Expansion",
    "series": "Playmat Tests",
    "printedTotal": 3,
    "total": 3,
    "ptcgoCode": "TST",
    "releaseDate": "2030/01/01",
    "legalities": {"unlimited": "Legal"},
}


def pool_cards() -> list[dict[str, Any]]:
    """Two readable cards and one without a name (which the import must skip and report)."""
    return [
        {
            "id": "tst1-1",
            "name": "Testmon",
            "supertype": "Pokémon",
            "subtypes": ["Basic"],
            "hp": "70",
            "types": ["Lightning"],
            "attacks": [{"name": "Static Poke", "cost": ["Lightning"], "damage": "20", "text": ""}],
            "weaknesses": [{"type": "Fighting", "value": "×2"}],
            "retreatCost": ["Colorless"],
            "number": "1",
            "rarity": "Common",
            "legalities": {"unlimited": "Legal"},
        },
        {
            "id": "tst1-2",
            "name": "Test Ticket",
            "supertype": "Trainer",
            "subtypes": ["Item"],
            "rules": ["Draw 2 cards."],
            "number": "2",
            "legalities": {"unlimited": "Legal"},
        },
        {"id": "tst1-3", "supertype": "Pokémon", "hp": "50", "number": "3"},
    ]


def write_pool(folder: Path) -> Path:
    """A pokemon-tcg-data folder: ``sets/en.json`` and ``cards/en/tst1.json``."""
    (folder / "sets").mkdir(parents=True)
    (folder / "cards" / "en").mkdir(parents=True)
    (folder / "sets" / "en.json").write_text(json.dumps([TEST_SET]), encoding="utf-8")
    (folder / "cards" / "en" / "tst1.json").write_text(
        json.dumps(pool_cards(), ensure_ascii=False), encoding="utf-8"
    )
    return folder


def write_pool_zip(path: Path) -> Path:
    """The same pool as a release zip, wrapped in one top folder as GitHub's zips are."""
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("pokemon-tcg-data-master/sets/en.json", json.dumps([TEST_SET]))
        archive.writestr(
            "pokemon-tcg-data-master/cards/en/tst1.json",
            json.dumps(pool_cards(), ensure_ascii=False),
        )
    return path


#: A Basic Energy of the test set, so that a theme deck of 60 cards can be made of it.
TEST_ENERGY = {
    "id": "tst1-4",
    "name": "Test Lightning Energy",
    "supertype": "Energy",
    "subtypes": ["Basic"],
    "number": "4",
    "legalities": {"unlimited": "Legal"},
}
#: Theme decks of the test set: one that can be played (60 cards), one that can't (8).
THEME_DECKS = [
    {
        "id": "d-tst1-1",
        "name": "Test Sparks",
        "cards": [{"id": "tst1-1", "count": 4}, {"id": "tst1-4", "count": 56}],
    },
    {
        "id": "d-tst1-2",
        "name": "Test Sampler",
        "cards": [{"id": "tst1-1", "count": 4}, {"id": "tst1-2", "count": 4}],
    },
]


def write_pool_with_theme_decks(folder: Path) -> Path:
    """The test pool with a Basic Energy and two theme decks (``decks/en/tst1.json``)."""
    write_pool(folder)
    cards = [*pool_cards(), TEST_ENERGY]
    (folder / "cards" / "en" / "tst1.json").write_text(
        json.dumps(cards, ensure_ascii=False), encoding="utf-8"
    )
    (folder / "decks" / "en").mkdir(parents=True)
    (folder / "decks" / "en" / "tst1.json").write_text(json.dumps(THEME_DECKS), encoding="utf-8")
    return folder


#: A Basic whose first attack Playmat carries out and whose second it can't read (text written
#: for the tests), so a window has something to leave to the players.
HALFMON = {
    "id": "tst1-10",
    "name": "Halfmon",
    "supertype": "Pokémon",
    "subtypes": ["Basic"],
    "hp": "70",
    "types": ["Fire"],
    "attacks": [
        {
            "name": "Lucky Blaze",
            "cost": ["Fire"],
            "damage": "10+",
            "text": "Flip a coin. If heads, this attack does 30 more damage.",
        },
        {"name": "Odd Dance", "cost": ["Fire"], "damage": "", "text": "Dance until dawn."},
    ],
    "number": "10",
    "legalities": {"unlimited": "Legal"},
}


def write_halfmon_pool(folder: Path) -> Path:
    """The test pool with Halfmon as its only card."""
    write_pool(folder)
    (folder / "cards" / "en" / "tst1.json").write_text(json.dumps([HALFMON]), encoding="utf-8")
    return folder
