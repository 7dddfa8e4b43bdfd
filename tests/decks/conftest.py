"""Card databases for the deck tests: the starter set alone (always there), and a slice of the
shared English card pool (only where ``../shared`` is).

The slice is the sets these tests name, copied into the test's temporary directory and imported
once per run (about a second); nothing from the pool is kept in the repository.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from playmat.db.database import Database
from playmat.db.importer import import_pool
from playmat.decks.library import open_database

#: The sets the tests over the real pool use: old and new printings of reprinted cards, the ban
#: list's cards, sets without PTCGO codes or with odd collector numbers, and the decklists'.
REAL_SETS = (
    "base1",  # Switch, Base series: never Expanded
    "dp4",  # Rare Candy that also allows a Stage 1: a different card
    "ex10",  # Unown with the numbers "?" and "!"
    "hgss1",  # Alph Lithograph "ONE"
    "bw5",  # Ultra Ball, Rare Candy in Black & White wording
    "bw7",  # Computer Search (ACE SPEC)
    "bw8",  # Dowsing Machine (ACE SPEC)
    "bw10",  # Rare Candy, Ultra Ball
    "xy4",  # Lysandre's Trump Card (banned)
    "sm1",  # Sun & Moon: the starter set's cards, Nest Ball and Switch without a mark
    "sm35",  # Shining Legends: Marshadow (banned in Expanded)
    "sm9",  # Team Up
    "smp",  # SM promos: "PR-SM SM31"
    "swsh1",
    "swsh2",  # Boss's Orders
    "cel25",
    "cel25c",  # Celebrations Classic Collection: never Expanded, numbers shared with cel25
    "sv1",
    "sv2",  # Boss's Orders (Ghetsis), Professor's Research in brackets
    "sv4pt5",
    "sv5",
    "sv6pt5",
    "sv7",
    "sv8",
    "sv8pt5",
    "sv10",
    "svp",
    "sve",
    "me1",  # Mega Evolution: mark I reprints in a newer template
    "zsv10pt5",  # Black Bolt: two cards numbered 60
    "rsv10pt5",
    "mcd19",  # McDonald's Collection 2019: no PTCGO code, series "Other", Expanded
)


@pytest.fixture(scope="session")
def starter_db(tmp_path_factory: pytest.TempPathFactory) -> Database:
    """A new player's database: the starter set and the starter decks. Tests must not change
    it; a test that writes opens its own with ``open_database``."""
    return open_database(tmp_path_factory.mktemp("starter") / "playmat.sqlite3")


@pytest.fixture(scope="session")
def real_db(shared_pool: Path, tmp_path_factory: pytest.TempPathFactory) -> Database:
    """The starter set plus :data:`REAL_SETS` of the shared pool. Tests must not change it."""
    folder = tmp_path_factory.mktemp("real-pool")
    sets = json.loads((shared_pool / "sets" / "en.json").read_text(encoding="utf-8"))
    (folder / "sets").mkdir()
    (folder / "sets" / "en.json").write_text(
        json.dumps([s for s in sets if s["id"] in REAL_SETS]), encoding="utf-8"
    )
    (folder / "cards" / "en").mkdir(parents=True)
    for set_id in REAL_SETS:
        shutil.copy(shared_pool / "cards" / "en" / f"{set_id}.json", folder / "cards" / "en")
    database = open_database(folder / "playmat.sqlite3")
    import_pool(database, folder)
    return database
