"""Speed of the deck backend over the whole shared pool: validating a 60-card deck with its
format's legality (every card weighed against its other printings), reading and writing a
decklist, and the searches the deck builder makes.

Not part of the default run; run with ``python -m pytest -m benchmark -s`` to see the numbers.
The aims (validation under 10 ms, a search under 50 ms) are printed beside the numbers rather
than asserted, because timings depend on the machine; the tests check that each measured
operation did its work.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from decklist_samples import LIMITLESS_GARDEVOIR, PTCGL_DRAGAPULT
from playmat.db.card_query import parse_query
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.importer import import_pool
from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.decklist import export, parse
from playmat.decks.formats import deck_format
from playmat.decks.legality import DatabaseLegality, store_legality
from playmat.decks.library import open_database
from playmat.decks.validation import validate

pytestmark = pytest.mark.benchmark

VALIDATE_AIM_MS = 10.0
SEARCH_AIM_MS = 50.0
RUNS = 25

# Standard after the April 2026 rotation: every card legal by its own printing.


SEARCHES = [
    ("a name as typed", "drag"),
    ("a Trainer by name", "ultra ball"),
    ("the deck builder's format filter", "format:standard supertype:trainer"),
    ("name and filters", "pika type:lightning format:expanded"),
]


def _ms(action: Callable[[], Any], runs: int = RUNS) -> tuple[list[float], Any]:
    result = action()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = action()
        times.append((time.perf_counter() - start) * 1000)
    return times, result


def _row(what: str, times: list[float], extra: str = "") -> str:
    return f"{what:66} {min(times):7.2f} {statistics.median(times):9.2f} {max(times):8.2f}  {extra}"


@pytest.fixture(scope="module")
def pool_db(shared_pool: Path, tmp_path_factory: pytest.TempPathFactory) -> Database:
    database = open_database(tmp_path_factory.mktemp("deck-bench") / "playmat.sqlite3")
    import_pool(database, shared_pool)
    store_legality(database)  # what the format filter reads, as every import does next
    return database


def test_validation_speed(pool_db: Database) -> None:
    store = CardStore(pool_db)
    resolver = DatabaseResolver(store)
    print(
        f"\n\nValidating a 60-card deck with format legality over {store.count()} cards "
        f"(aim: under {VALIDATE_AIM_MS:.0f} ms); milliseconds"
    )
    print(f"{'':66} {'min':>7} {'median':>9} {'max':>8}  problems")
    for label, text, format_id in [
        ("Standard list, Standard", PTCGL_DRAGAPULT, "standard"),
        ("Standard list, Expanded", PTCGL_DRAGAPULT, "expanded"),
        ("a 2024 list judged in Standard 2026", LIMITLESS_GARDEVOIR, "standard"),
        ("a 2024 list judged in Expanded", LIMITLESS_GARDEVOIR, "expanded"),
    ]:
        parsed = parse(text, resolver)
        assert parsed.problems == [] and parsed.total == 60
        fmt = deck_format(format_id)

        def first_time(entries: Any = parsed.entries, fmt: Any = fmt) -> list[Any]:
            # A new legality object: nothing read yet but the card objects of the deck.
            return validate(entries, fmt.rules, DatabaseLegality(store).check(fmt))

        fresh, problems = _ms(first_time)
        print(_row(f"{label}: first check", fresh, str(len(problems))))
        legality = DatabaseLegality(store)
        check = legality.check(fmt)
        again, repeated = _ms(
            lambda entries=parsed.entries, fmt=fmt, check=check: validate(entries, fmt.rules, check)
        )
        print(_row(f"{label}: again (the deck builder after an edit)", again, str(len(repeated))))
        assert [str(p) for p in problems] == [str(p) for p in repeated]
        if text is PTCGL_DRAGAPULT:
            assert problems == [], [str(p) for p in problems]
        elif format_id == "standard":
            assert any("Ralts" in str(p) for p in problems)
            assert not any("Ultra Ball" in str(p) for p in problems)


def test_decklist_speed(pool_db: Database) -> None:
    store = CardStore(pool_db)
    print("\n\nReading and writing a 60-card decklist; milliseconds")
    print(f"{'':66} {'min':>7} {'median':>9} {'max':>8}")
    cold = []
    for _ in range(5):
        start = time.perf_counter()
        parse(PTCGL_DRAGAPULT, DatabaseResolver(store))
        cold.append((time.perf_counter() - start) * 1000)
    print(_row("parse, new resolver (reads the name index)", cold))
    resolver = DatabaseResolver(store)
    times, parsed = _ms(lambda: parse(PTCGL_DRAGAPULT, resolver))
    print(_row("parse, same resolver", times))
    times, text = _ms(lambda: export(parsed.entries, resolver))
    print(_row("export, same resolver", times))
    assert parse(text, resolver).entries == parsed.entries


def test_search_speed(pool_db: Database) -> None:
    store = CardStore(pool_db)
    print(f"\n\nDeck builder searches (aim: under {SEARCH_AIM_MS:.0f} ms); milliseconds")
    print(f"{'':66} {'min':>7} {'median':>9} {'max':>8}  results")
    for what, query in SEARCHES:
        times, found = _ms(lambda query=query: store.search(parse_query(query)))
        print(_row(f"{what}: {query}", times, str(len(found))))
        assert found, f"{query!r} found nothing, so its timing would mean nothing"
