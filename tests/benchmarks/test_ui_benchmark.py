"""How quickly the windows answer over the whole shared pool: ``playmat bench ui``'s own
measurements (card search as the Card database lists it, the table after each decision, a
60-card decklist read with a fresh resolver), run on a database with the pool imported.

Not part of the default run: ``python -m pytest -m benchmark -s
tests/benchmarks/test_ui_benchmark.py`` prints the numbers beside their aims; they are not
asserted, because they depend on the machine (and on what else it runs).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from playmat.cli.bench import SEARCH_QUERIES, run_ui
from playmat.db.card_store import CardStore
from playmat.db.importer import import_pool
from playmat.decks.legality import store_legality
from playmat.decks.library import open_database

pytestmark = pytest.mark.benchmark


def test_the_windows_answer_over_the_whole_pool(
    qtbot, shared_pool: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    database = open_database(tmp_path / "playmat.sqlite3")
    import_pool(database, shared_pool)
    store_legality(database)
    with capsys.disabled():
        print()
        timings = run_ui(CardStore(database), runs=5, games=3)
    database.close()
    search, updated, painted, decklist = timings
    assert len(search.samples) == 5 * len(SEARCH_QUERIES)
    assert updated.samples and len(painted.samples) == len(updated.samples)
    assert decklist.samples
