"""The whole shared card pool (``../shared/carddata``) imports completely, once per test run.

Counts are worked out from the pool's own files rather than written down, so the test keeps
holding when the pool is refreshed; a few well-known cards are checked by their printed facts.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playmat.db.card_query import parse_query
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.importer import ImportReport, import_pool
from playmat.decks.legality import store_legality

#: The whole pool is imported once for the module: its tests stay on one worker of a parallel run.
pytestmark = pytest.mark.xdist_group("shared_pool_import")


@pytest.fixture(scope="module")
def imported_pool(
    shared_pool: Path, tmp_path_factory: pytest.TempPathFactory
) -> tuple[CardStore, ImportReport]:
    database = Database(tmp_path_factory.mktemp("shared-pool") / "playmat.sqlite3")
    report = import_pool(database, shared_pool)
    store_legality(database)  # what the format filter reads, as every import does next
    return CardStore(database), report


@pytest.fixture(scope="module")
def store(imported_pool: tuple[CardStore, ImportReport]) -> CardStore:
    return imported_pool[0]


@pytest.fixture(scope="module")
def report(imported_pool: tuple[CardStore, ImportReport]) -> ImportReport:
    return imported_pool[1]


def _load(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))


def test_every_card_imports_without_a_problem(shared_pool: Path, report: ImportReport) -> None:
    card_problems = [
        str(p)
        for p in report.problems
        if not str(p).startswith("decks/en/") and p.message.id != "pool.no_card_file"
    ]
    assert card_problems == []
    card_files = sorted((shared_pool / "cards" / "en").glob("*.json"))
    assert report.cards == sum(len(_load(f)) for f in card_files)
    assert report.sets == len(card_files)


def test_counts(shared_pool: Path, store: CardStore, report: ImportReport) -> None:
    listed = {s["id"] for s in _load(shared_pool / "sets" / "en.json")}
    with_file = {f.stem for f in (shared_pool / "cards" / "en").glob("*.json")}
    stats = store.stats()
    assert stats.cards == report.cards > 17_000
    assert stats.sets == len(with_file)
    assert sum(stats.by_supertype.values()) == stats.cards
    # Every listed set is known by name, also those whose card file is missing ...
    assert {s.id for s in store.sets()} == listed
    # ... and each of those is reported once.
    missing = {p.message["set"] for p in report.problems if p.message.id == "pool.no_card_file"}
    assert missing == listed - with_file


def test_theme_decks_survive_placeholder_ids_and_61_card_lists(
    shared_pool: Path, store: CardStore, report: ImportReport
) -> None:
    decks = [d for f in (shared_pool / "decks" / "en").glob("*.json") for d in _load(f)]
    assert report.theme_decks == len(decks)
    assert any("names unknown card swsh1-0" in str(p) for p in report.problems)
    with store.database.engine.connect() as connection:
        stored = dict(connection.exec_driver_sql("SELECT id, cards FROM theme_decks").all())
    starter = json.loads(stored["d-base1-1"])
    assert sum(entry["count"] for entry in starter) == 61
    assert all(entry["id"] != "swsh1-0" for cards in stored.values() for entry in json.loads(cards))


def test_known_cards(store: CardStore) -> None:
    incineroar = store.get("sm1-26")
    assert incineroar is not None
    assert (incineroar.name, incineroar.hp, incineroar.stage) == ("Incineroar", 160, "Stage 2")
    assert [t.value for t in incineroar.types] == ["Fire"]
    assert incineroar.evolves_from == "Torracat"
    # Ids and numbers that do not follow "<set>-<number>" import as they are.
    gallery = store.get("swsh10tg-TG01")
    assert gallery is not None
    assert gallery.number == "TG01"


@pytest.mark.parametrize(
    ("card_id", "name", "prizes"),
    [
        ("swsh4-44", "Pikachu VMAX", 3),
        ("sm11-1", "Rowlet & Alolan Exeggutor-GX", 3),
        ("sm1-12", "Decidueye-GX", 2),
        ("hgss1-111", "Ho-Oh LEGEND", 2),
        ("sm1-1", "Caterpie", 1),
    ],
)
def test_prize_count(store: CardStore, card_id: str, name: str, prizes: int) -> None:
    card = store.get(card_id)
    assert card is not None
    assert card.name == name
    assert card.prize_count == prizes


def test_searches_over_the_whole_pool(store: CardStore) -> None:
    names = [c.name for c in store.search(parse_query("char", limit=20))]
    assert names
    assert all(name.lower().startswith("char") for name in names)
    strong_fire = store.search(parse_query("type:fire hp>=100 format:standard"))
    assert strong_fire
    for card in strong_fire:
        assert "Fire" in [t.value for t in card.types]
        assert card.hp is not None
        assert card.hp >= 100
        assert card.regulation_mark in {"H", "I", "J"}  # Playmat's Standard (formats.json)
    drawing = store.search(parse_query('"draw 3 cards"'))
    assert drawing
    assert all("draw 3 cards" in c.searchable_text.lower() for c in drawing)
