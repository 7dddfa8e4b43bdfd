"""Searching, reading and counting the cards a player imported."""

from __future__ import annotations

from pathlib import Path

import pytest

from playmat.db.card_query import parse_query
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.importer import import_pool
from playmat.decks.legality import store_legality
from pool_fixtures import sample_pool


@pytest.fixture
def store(tmp_path: Path) -> CardStore:
    """The sample pool alone, without the starter set, so results are exactly predictable."""
    database = Database(tmp_path / "cards.sqlite3")
    import_pool(database, sample_pool().write(tmp_path / "pool"))
    store_legality(database)  # what the format filter reads, as every import does next
    return CardStore(database)


def _ids(store: CardStore, text: str) -> list[str]:
    return [card.id for card in store.search(parse_query(text))]


def test_name_prefix_puts_names_that_start_with_it_first(store: CardStore) -> None:
    assert _ids(store, "char") == ["pm1-3", "pm1-1", "pm1-2"]
    assert _ids(store, "Pika") == ["pm2-1", "pm2-2"]


def test_words_match_text_as_well_as_names(store: CardStore) -> None:
    # "Paralyzed" appears only in Squirtle's attack text.
    assert _ids(store, "paraly") == ["pm1-4"]
    # "Tailwind" is the name of Pidgey's Ability.
    assert _ids(store, "tailwind") == ["pm1-7"]


def test_a_quoted_phrase_matches_exactly(store: CardStore) -> None:
    # Card Kiosk says "Draw cards until you have 3 cards": the same words, not the phrase.
    assert _ids(store, '"draw 3 cards"') == ["pm1-7"]
    assert set(_ids(store, "draw 3 cards")) == {"pm1-7", "pm1-8"}


def test_accents_do_not_matter(store: CardStore) -> None:
    assert set(_ids(store, "pokemon paralyzed")) == {"pm1-4"}


@pytest.mark.parametrize(
    ("query", "ids"),
    [
        ("supertype:trainer", {"pm1-5", "pm1-8", "pm2-5"}),
        ("supertype:energy", {"pm1-6", "pm2-3"}),
        ("subtype:supporter", {"pm1-5"}),
        ("subtype:v", {"pm2-1"}),
        ("type:fire", {"pm1-1", "pm1-2", "pm1-3", "pm2-4"}),
        ("type:L", {"pm2-1", "pm2-2"}),
        ("set:pm2", {"pm2-1", "pm2-2", "pm2-3", "pm2-4", "pm2-5"}),
        ('stage:"stage 1"', {"pm1-2"}),
        ("stage:vmax", {"pm2-2"}),
        ("hp>=300", {"pm1-3", "pm2-2"}),
        ("hp:60-70", {"pm1-1", "pm1-4"}),
        ("hp<60", {"pm1-7"}),
        # Playmat's Standard (regulation marks H-J): of these made-up sets only Basic Energy.
        ("format:standard", {"pm1-6", "pm2-3"}),
        ("name:izard", {"pm1-3"}),
        ("type:fire hp>=100 format:unlimited set:pm2", {"pm2-4"}),
        ("fire type:fire", {"pm2-4"}),
        ("draw supertype:pokemon", {"pm1-7"}),
    ],
)
def test_filters(store: CardStore, query: str, ids: set[str]) -> None:
    assert set(_ids(store, query)) == ids


def test_results_without_text_are_in_name_order(store: CardStore) -> None:
    names = [card.name for card in store.search(parse_query("type:fire"))]
    assert names == sorted(names)


@pytest.mark.parametrize(
    ("typed", "ids"),
    [
        ("char*", {"pm1-1", "pm1-2", "pm1-3"}),
        # Every word must match: OR is a word here, not FTS5's operator.
        ("char OR squirtle", set()),
        # A hyphen joins words; it is not FTS5's NOT.
        ("your-opponent", {"pm1-3", "pm1-4", "pm2-1", "pm2-2"}),
        ("-", set()),
        ("*", set()),
        ("(", set()),
        ("NEAR(", set()),
        ("^x", set()),
    ],
)
def test_search_operators_typed_by_a_player_are_plain_text(
    store: CardStore, typed: str, ids: set[str]
) -> None:
    assert set(_ids(store, typed)) == ids


def test_limit(store: CardStore) -> None:
    assert len(store.search(parse_query("supertype:pokemon", limit=3))) == 3


def test_get_and_get_many(store: CardStore) -> None:
    vmax = store.get("pm2-2")
    assert vmax is not None
    assert vmax.prize_count == 3
    assert store.get("pm9-9") is None
    assert set(store.get_many(["pm1-1", "pm2-3", "pm1-1", "nope"])) == {"pm1-1", "pm2-3"}


def test_stats_and_sets(store: CardStore) -> None:
    stats = store.stats()
    assert stats.cards == sample_pool().card_count
    assert stats.sets == 2
    assert stats.by_supertype == {"Pokémon": 8, "Trainer": 3, "Energy": 2}
    # Sets listed without a card file are still known by name (decklists may mention them).
    assert {s.id for s in store.sets()} == {"pm1", "pm2", "pm3"}
