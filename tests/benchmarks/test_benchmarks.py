"""Speed of the card database over the whole shared pool: importing it, and searching it.

Not part of the default run; run with ``python -m pytest -m benchmark -s`` to see the tables.
The aims (whole pool under 20 s, any search under 50 ms) are printed beside the numbers rather
than asserted, because timings depend on the machine; the tests only check that each measured
operation did its work.
"""

from __future__ import annotations

import statistics
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from playmat.db.card_query import parse_query
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.importer import ImportReport, import_pool
from playmat.decks.legality import store_legality

pytestmark = pytest.mark.benchmark

IMPORT_AIM_S = 20.0
SEARCH_AIM_MS = 50.0
SEARCH_RUNS = 25

#: (what it measures, the query as a player types it)
SEARCHES = [
    ("name prefix", "char"),
    ("name prefix, one letter", "p"),
    # As typed on the way to "pokemon": the prefix of a word in most cards' text.
    ("prefix of a common word", "pok"),
    ("name prefix, two words", "pika v"),
    ("full text phrase", '"draw 3 cards"'),
    ("full text words", "discard energy opponent"),
    ("filters", "type:fire hp>=100 format:standard"),
    ("filters, many matches", "supertype:pokemon"),
    ("filters, stage and subtype", 'stage:"stage 2" subtype:ex type:water'),
    ("combined", "char type:fire hp>=100 format:expanded"),
    ("combined, text and filters", '"draw" supertype:trainer subtype:item format:standard'),
]


def _timed(action: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def _zip_of(folder: Path, archive: Path) -> Path:
    """The pool packed like the release download (one top folder), in the test's temp dir."""
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as contents:
        for path in sorted(folder.rglob("*.json")):
            relative = path.relative_to(folder).as_posix()
            if relative.split("/")[0] in {"sets", "cards", "decks"}:
                contents.write(path, "pokemon-tcg-data-master/" + relative)
    return archive


@pytest.fixture(scope="module")
def imported(
    shared_pool: Path, tmp_path_factory: pytest.TempPathFactory
) -> tuple[Database, ImportReport]:
    database = Database(tmp_path_factory.mktemp("bench") / "playmat.sqlite3")
    seconds, report = _timed(lambda: import_pool(database, shared_pool))
    _IMPORT_TIMES.append(("folder, into an empty database", seconds, report))
    store_legality(database)  # what the format filter reads, as every import does next
    return database, report


_IMPORT_TIMES: list[tuple[str, float, ImportReport]] = []


def test_import_speed(
    imported: tuple[Database, ImportReport],
    shared_pool: Path,
    tmp_path: Path,
) -> None:
    database, first = imported
    seconds, again = _timed(lambda: import_pool(database, shared_pool))
    _IMPORT_TIMES.append(("folder, again over the same cards", seconds, again))
    archive = _zip_of(shared_pool, tmp_path / "pokemon-tcg-data.zip")
    zipped = Database(tmp_path / "zip.sqlite3")
    seconds, from_zip = _timed(lambda: import_pool(zipped, archive))
    _IMPORT_TIMES.append(("release-style zip, into an empty database", seconds, from_zip))

    print(f"\n\nImport of the shared pool (aim: under {IMPORT_AIM_S:.0f} s)")
    print(f"{'':44} {'seconds':>8} {'cards':>7} {'new':>7} {'updated':>8}")
    for what, taken, report in _IMPORT_TIMES:
        print(
            f"{what:44} {taken:8.2f} {report.cards:7} {report.new_cards:7} {report.updated_cards:8}"
        )

    assert again.cards == first.cards == from_zip.cards
    assert (again.new_cards, again.updated_cards) == (0, first.cards)
    assert CardStore(database).count() == first.cards


def test_search_latency(imported: tuple[Database, ImportReport]) -> None:
    store = CardStore(imported[0])
    print(
        f"\n\nSearch over {store.count()} cards, {SEARCH_RUNS} runs each, "
        f"parsing included (aim: under {SEARCH_AIM_MS:.0f} ms)"
    )
    print(f"{'':28} {'query':52} {'results':>7} {'median ms':>9} {'p90 ms':>7} {'max ms':>7}")
    for what, text in SEARCHES:
        store.search(parse_query(text))  # warm the page cache and the statement cache
        runs = [
            _timed(lambda text=text: store.search(parse_query(text))) for _ in range(SEARCH_RUNS)
        ]
        milliseconds = [seconds * 1000 for seconds, _ in runs]
        found = len(runs[0][1])
        print(
            f"{what:28} {text:52} {found:7} {statistics.median(milliseconds):9.1f} "
            f"{statistics.quantiles(milliseconds, n=10)[-1]:7.1f} {max(milliseconds):7.1f}"
        )
        assert found > 0, f"{text!r} found nothing, so its timing would mean nothing"
