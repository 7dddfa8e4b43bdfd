"""Importing a pokemon-tcg-data pool: what a player sees after importing a folder or the release
zip, re-importing, and every kind of bad input, which must be reported with what and where and
must leave the database as it was."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from sqlalchemy import select
from sqlalchemy.exc import OperationalError

from playmat.cards.pool_source import NotACardPoolError
from playmat.db.card_query import parse_query
from playmat.db.card_store import CardStore
from playmat.db.database import Database, DatabaseError
from playmat.db.importer import ImportReport, import_lock, import_pool
from playmat.db.lock import BusyError
from playmat.db.schema import ThemeDeckRow
from playmat.decks.library import open_database
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader
from pool_fixtures import (
    PLACEHOLDER_CARD,
    SET_WITHOUT_CARD_FILE,
    Pool,
    database_state,
    run_in_read_only_directory,
    sample_pool,
)

#: Cards in the sample pool, and cards of the starter set every new database starts with.
SAMPLE_CARDS = sample_pool().card_count
STARTER_CARDS = 58


@pytest.fixture
def database() -> Database:
    """The player's database as the app opens it: migrated, holding the starter set."""
    return open_database()


@pytest.fixture
def imported(database: Database, tmp_path: Path) -> Database:
    """A database into which the sample pool was imported once."""
    import_pool(database, sample_pool().write(tmp_path / "first-import"))
    return database


def _problems(report: ImportReport) -> list[str]:
    return [str(problem) for problem in report.problems]


def _hp(database: Database, card_id: str) -> int | None:
    card = CardStore(database).get(card_id)
    assert card is not None, f"{card_id} is not in the database"
    return card.hp


# -- what a good import does ------------------------------------------------------------------


def test_imports_a_folder(database: Database, tmp_path: Path) -> None:
    report = import_pool(database, sample_pool().write(tmp_path / "pool"))

    assert (report.cards, report.new_cards, report.updated_cards) == (SAMPLE_CARDS, SAMPLE_CARDS, 0)
    assert report.sets == 2
    assert report.theme_decks == 1
    summary = Reader().render(report.summary())
    assert summary.startswith(f"Imported {SAMPLE_CARDS} cards from 2 sets")
    store = CardStore(database)
    charizard = store.get("pm1-3")
    assert charizard is not None
    assert (charizard.name, charizard.hp, charizard.set_name) == (
        "Charizard ex",
        330,
        "Playmat Test Base",
    )
    stats = store.stats()
    assert stats.cards == STARTER_CARDS + SAMPLE_CARDS
    assert stats.last_import is not None


def test_imports_the_release_zip_like_the_folder(tmp_path: Path) -> None:
    from_folder = Database(tmp_path / "folder.sqlite3")
    from_zip = Database(tmp_path / "zip.sqlite3")
    import_pool(from_folder, sample_pool().write(tmp_path / "pool"))
    report = import_pool(from_zip, sample_pool().write_zip(tmp_path / "pokemon-tcg-data.zip"))

    assert report.cards == SAMPLE_CARDS
    assert report.theme_decks == 1
    folder_cards = database_state(from_folder)["cards"]
    zip_cards = database_state(from_zip)["cards"]
    assert [row[1:] for row in zip_cards] == [row[1:] for row in folder_cards]


def test_imports_a_zip_without_a_top_folder(database: Database, tmp_path: Path) -> None:
    report = import_pool(database, sample_pool().write_zip(tmp_path / "flat.zip", top=""))
    assert report.cards == SAMPLE_CARDS


def test_reimport_updates_in_place_and_never_duplicates(imported: Database, tmp_path: Path) -> None:
    store = CardStore(imported)
    count_before = store.count()
    pool = sample_pool()
    pool.card("pm1-1")["hp"] = "80"
    pool.card("pm2-5")["rules"] = ["Swap your Active Pokémon for one on your Bench."]

    report = import_pool(imported, pool.write(tmp_path / "second-import"))

    assert store.count() == count_before
    assert (report.new_cards, report.updated_cards) == (0, SAMPLE_CARDS)
    assert _hp(imported, "pm1-1") == 80
    # The search index follows the new text: the old wording is gone, the new one is found.
    assert [c.id for c in store.search(parse_query('"Swap your Active"'))] == ["pm2-5"]
    assert store.search(parse_query('"with 1 of your Benched"')) == []
    with imported.engine.connect() as connection:
        assert connection.exec_driver_sql("SELECT count(*) FROM theme_decks").scalar() == 1


def test_progress_is_reported_up_to_the_total(database: Database, tmp_path: Path) -> None:
    calls: list[tuple[int, int, str]] = []
    import_pool(
        database,
        sample_pool().write(tmp_path / "pool"),
        progress=lambda done, total, what: calls.append((done, total, Reader().render(what))),
    )
    dones = [done for done, _, _ in calls]
    assert {total for _, total, _ in calls} == {2}, "two card files are read"
    assert dones == sorted(dones)
    assert dones[0] == 0
    assert dones[-1] == 2
    assert any("Playmat Test Spark" in what for _, _, what in calls)


# -- problems that are reported while the rest imports -----------------------------------------


def test_a_set_without_card_file_is_reported_not_fatal(database: Database, tmp_path: Path) -> None:
    report = import_pool(database, sample_pool().write(tmp_path / "pool"))
    assert (
        f"sets/en.json: set {SET_WITHOUT_CARD_FILE} (Playmat Test Missing) has no card file "
        f"cards/en/{SET_WITHOUT_CARD_FILE}.json; its cards are not imported"
    ) in _problems(report)
    assert report.cards == SAMPLE_CARDS


def test_a_card_file_of_an_unlisted_set_is_reported(database: Database, tmp_path: Path) -> None:
    pool = sample_pool()
    pool.cards["pm9"] = [{"id": "pm9-1", "name": "Stray", "supertype": "Trainer"}]
    report = import_pool(database, pool.write(tmp_path / "pool"))
    assert "cards/en/pm9.json: set pm9 is not listed in sets/en.json; skipped" in _problems(report)
    assert CardStore(database).get("pm9-1") is None


def test_a_bad_record_is_reported_with_file_and_position(
    database: Database, tmp_path: Path
) -> None:
    pool = sample_pool()
    pool.card("pm1-3")["hp"] = "lots"
    pool.cards["pm2"].insert(1, {"name": "Nameless", "supertype": "Pokémon", "hp": "60"})

    report = import_pool(database, pool.write(tmp_path / "pool"))

    problems = _problems(report)
    assert (
        "cards/en/pm1.json card #3 (pm1-3): HP 'lots' is not a number from 0 to 9999; skipped"
    ) in problems
    assert "cards/en/pm2.json card #2: card has no 'id'; skipped" in problems
    assert report.cards == SAMPLE_CARDS - 1
    assert CardStore(database).get("pm1-3") is None
    assert _hp(database, "pm1-4") == 60


def test_theme_deck_naming_an_unknown_card_survives(database: Database, tmp_path: Path) -> None:
    report = import_pool(database, sample_pool().write(tmp_path / "pool"))

    assert (
        f"decks/en/pm2.json deck #1 (Spark Deck): names unknown card {PLACEHOLDER_CARD}; "
        "that entry was left out"
    ) in _problems(report)
    with database.session() as session:
        deck = session.get(ThemeDeckRow, "d-pm2-1")
        assert deck is not None
        assert deck.name == "Spark Deck"
        assert json.loads(deck.cards) == [
            {"id": "pm2-1", "count": 2},
            {"id": "pm2-2", "count": 1},
            {"id": "pm2-3", "count": 20},
        ]


def test_a_decks_file_that_is_not_a_list_is_reported(database: Database, tmp_path: Path) -> None:
    pool = sample_pool()
    pool.decks["pm1"] = '{"name": "not a list"}'
    report = import_pool(database, pool.write(tmp_path / "pool"))
    assert "decks/en/pm1.json: must hold a list of decks; the file was skipped" in _problems(report)
    assert report.theme_decks == 1


# -- bad input: a clear message naming what and where, and the database as it was ------------


def test_a_zip_that_is_not_a_card_pool(imported: Database, tmp_path: Path) -> None:
    before = database_state(imported)
    archive = tmp_path / "holiday-photos.zip"
    with zipfile.ZipFile(archive, "w") as contents:
        contents.writestr("photos/beach.txt", "not a card")

    with pytest.raises(NotACardPoolError) as error:
        import_pool(imported, archive)

    assert str(error.value) == (
        "The zip holiday-photos.zip is not a pokemon-tcg-data card pool: it has no sets/en.json."
    )
    assert database_state(imported) == before


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("text file", "is neither a folder nor a readable zip file"),
        ("empty folder", "is not a pokemon-tcg-data folder: it has no sets/en.json"),
        ("nothing", "does not exist"),
    ],
)
def test_a_path_that_is_not_a_card_pool(
    imported: Database, tmp_path: Path, kind: str, message: str
) -> None:
    before = database_state(imported)
    path = tmp_path / "download"
    if kind == "text file":
        path.write_text("just text")
    elif kind == "empty folder":
        path.mkdir()
    with pytest.raises(NotACardPoolError, match=message) as error:
        import_pool(imported, path)
    assert str(path) in str(error.value)
    assert database_state(imported) == before


def test_a_truncated_sets_file_stops_the_import(imported: Database, tmp_path: Path) -> None:
    before = database_state(imported)
    pool = sample_pool()
    whole = json.dumps(pool.sets, indent=2)
    pool.sets = whole[: len(whole) // 2]

    with pytest.raises(PlaymatError) as error:
        import_pool(imported, pool.write(tmp_path / "pool"))

    assert str(error.value).startswith("sets/en.json line ")
    assert "column" in str(error.value)
    assert "invalid or truncated JSON" in str(error.value)
    assert "nothing was imported" in str(error.value)
    assert database_state(imported) == before


def test_a_truncated_card_file_is_skipped_and_the_rest_imports(
    imported: Database, tmp_path: Path
) -> None:
    before = database_state(imported)
    pool = sample_pool()
    pool.card("pm1-1")["hp"] = "90"
    pool.card("pm2-4")["hp"] = "130"
    whole = json.dumps(pool.cards["pm1"], indent=2)
    pool.cards["pm1"] = whole[: len(whole) - 40]

    report = import_pool(imported, pool.write(tmp_path / "pool"))

    (problem,) = [p for p in _problems(report) if p.startswith("cards/en/pm1.json")]
    assert "line " in problem
    assert "column" in problem
    assert "invalid or truncated JSON" in problem
    assert problem.endswith("the file was skipped")
    assert _hp(imported, "pm2-4") == 130, "the other set is imported"
    assert _hp(imported, "pm1-1") == 70, "the skipped file's cards stay as they were"
    pm1_rows = [row for row in database_state(imported)["cards"] if row[1].startswith("pm1-")]
    assert pm1_rows == [row for row in before["cards"] if row[1].startswith("pm1-")]


def test_a_damaged_file_in_the_zip_is_skipped(imported: Database, tmp_path: Path) -> None:
    pool = sample_pool()
    pool.card("pm2-4")["hp"] = "130"
    archive = tmp_path / "pool.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_STORED) as contents:
        for relative, data in pool.files().items():
            contents.writestr(relative, data)
    # Flip one byte inside pm1's card file: the zip's checksum no longer matches.
    raw = bytearray(archive.read_bytes())
    raw[raw.index(b"Charmeleon")] ^= 0x20
    archive.write_bytes(bytes(raw))

    report = import_pool(imported, archive)

    (problem,) = [p for p in _problems(report) if p.startswith("cards/en/pm1.json")]
    assert "is damaged in the zip" in problem
    assert _hp(imported, "pm2-4") == 130
    assert _hp(imported, "pm1-1") == 70


@pytest.mark.parametrize(
    ("card_id", "position", "change", "reason"),
    [
        ("pm1-1", 1, {"hp": None}, "Pokémon card has no HP"),
        ("pm1-4", 4, {"hp": "sixty"}, "HP 'sixty' is not a number"),
        ("pm2-4", 4, {"types": ["Plasma"]}, "unknown energy type 'Plasma'"),
        ("pm2-1", 1, {"attacks": [{"name": "Zap", "cost": ["Sound"]}]}, "energy type 'Sound'"),
    ],
    ids=["missing-hp", "non-numeric-hp", "unknown-type", "unknown-cost-type"],
)
def test_a_bad_card_keeps_its_previous_version(
    imported: Database,
    tmp_path: Path,
    card_id: str,
    position: int,
    change: dict[str, object],
    reason: str,
) -> None:
    hp_before = _hp(imported, card_id)
    row_before = [row for row in database_state(imported)["cards"] if row[1] == card_id]
    pool = sample_pool()
    pool.card(card_id).update(change)
    pool.card("pm1-7")["hp"] = "55"  # an ordinary change that must still arrive

    report = import_pool(imported, pool.write(tmp_path / "pool"))

    set_id = card_id.split("-")[0]
    (problem,) = [p for p in _problems(report) if p.startswith("cards/") and card_id in p]
    assert problem.startswith(f"cards/en/{set_id}.json card #{position} ({card_id}): ")
    assert reason in problem
    assert _hp(imported, card_id) == hp_before
    assert [row for row in database_state(imported)["cards"] if row[1] == card_id] == row_before
    assert _hp(imported, "pm1-7") == 55


def test_a_pool_without_one_readable_card_changes_nothing(
    imported: Database, tmp_path: Path
) -> None:
    before = database_state(imported)
    pool = sample_pool()
    pool.cards = {"pm1": "[{", "pm2": b"\xff\xfe not utf-8"}

    with pytest.raises(PlaymatError) as error:
        import_pool(imported, pool.write(tmp_path / "broken"))

    message = str(error.value)
    assert f"No cards could be read from {tmp_path / 'broken'}" in message
    assert "cards/en/pm1.json: line 1 column 3: invalid or truncated JSON" in message
    assert "cards/en/pm2.json: is not UTF-8 text" in message
    assert database_state(imported) == before


def test_a_failure_while_writing_rolls_back_the_whole_import(
    imported: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One transaction per import: cards written before the failure are not kept either."""
    before = database_state(imported)
    pool = sample_pool()
    pool.card("pm1-1")["hp"] = "90"

    def disk_full(_session: object) -> None:
        raise OperationalError("rebuild", {}, sqlite3.OperationalError("database or disk is full"))

    monkeypatch.setattr(CardStore, "rebuild_search_index", staticmethod(disk_full))
    with pytest.raises(DatabaseError, match="is full or failing; nothing was changed") as error:
        import_pool(imported, pool.write(tmp_path / "pool"))

    assert str(imported.path) in str(error.value)
    assert database_state(imported) == before


class TestASecondImportAtOnce:
    def test_is_refused_within_one_process(self, imported: Database, tmp_path: Path) -> None:
        """The GUI could start an import twice; flock locks per open file, so this is refused
        even in the same process."""
        before = database_state(imported)
        pool = sample_pool().write(tmp_path / "pool")
        with import_lock(imported), pytest.raises(BusyError) as error:
            import_pool(imported, pool)
        assert "Another card import" in str(error.value)
        assert str(imported.path) in str(error.value)
        assert database_state(imported) == before
        assert import_pool(imported, pool).cards == SAMPLE_CARDS, "free again afterwards"

    def test_is_refused_while_another_process_imports(
        self, imported: Database, tmp_path: Path
    ) -> None:
        before = database_state(imported)
        holder = subprocess.Popen(
            [sys.executable, "-c", _HOLD_IMPORT_LOCK, str(imported.path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert holder.stdout is not None
            assert holder.stdout.readline() == "locked\n"
            with pytest.raises(BusyError, match="is already running"):
                import_pool(imported, sample_pool().write(tmp_path / "pool"))
        finally:
            assert holder.stdin is not None
            holder.stdin.close()
            holder.wait(timeout=30)
        assert database_state(imported) == before


#: Run in another process: take the import lock and hold it until stdin closes.
_HOLD_IMPORT_LOCK = """
import sys
from pathlib import Path
from playmat.db.importer import import_lock
from playmat.db.database import Database
with import_lock(Database(Path(sys.argv[1]))):
    print("locked", flush=True)
    sys.stdin.read()
"""


def test_a_read_only_data_directory(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A player imported once; later their data directory became read-only."""
    home = tmp_path / "home"
    monkeypatch.setenv("PLAYMAT_HOME", str(home))
    database = open_database()
    import_pool(database, sample_pool().write(tmp_path / "first"))
    before = database_state(database)
    pool = sample_pool()
    pool.card("pm1-1")["hp"] = "90"
    changed = pool.write(tmp_path / "changed")
    database.close()

    with pytest.raises(DatabaseError) as error:
        run_in_read_only_directory(home, lambda: import_pool(Database(database.path), changed))

    message = str(error.value)
    assert f"The card database {database.path} is read-only" in message
    assert "Nothing was changed" in message
    assert database_state(Database(database.path)) == before


def test_a_pool_of_only_problems_names_the_first_ones(database: Database, tmp_path: Path) -> None:
    pool = Pool(sets=[{"name": "no id"}], cards={})
    with pytest.raises(PlaymatError, match=r"sets/en.json set #1: set has no 'id'; skipped"):
        import_pool(database, pool.write(tmp_path / "pool"))


def test_works_on_a_database_opened_without_the_starter_set(tmp_path: Path) -> None:
    database = Database(tmp_path / "plain.sqlite3")
    report = import_pool(database, sample_pool().write(tmp_path / "pool"))
    assert CardStore(database).stats().cards == report.cards == SAMPLE_CARDS
    with database.session() as session:
        assert session.scalars(select(ThemeDeckRow.name)).all() == ["Spark Deck"]
