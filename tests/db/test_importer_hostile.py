"""Card pools that are malformed on purpose: every bad record, whatever is wrong with it, is
skipped and reported with its file and position while the rest imports; a zip bomb or a pool
far bigger than any real one is refused with a message, read only up to its caps."""

from __future__ import annotations

import json
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from playmat.cards import pool_source
from playmat.cards.pool_source import NotACardPoolError
from playmat.db import importer
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.importer import ImportReport, import_pool
from playmat.decks.library import open_database
from playmat.errors import PlaymatError
from pool_fixtures import database_state, sample_pool

SAMPLE_CARDS = sample_pool().card_count


@pytest.fixture
def database() -> Database:
    return open_database()


def _problems(report: ImportReport, prefix: str = "cards/") -> list[str]:
    return [str(p) for p in report.problems if str(p).startswith(prefix)]


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


#: A field of card pm1-2 (Charmeleon, card #2 of pm1's file) given a value of the wrong kind.
WRONG_VALUES: list[tuple[str, Any, str]] = [
    ("name", ["Charmeleon"], "card has no 'name'"),
    ("hp", {"value": 100}, "HP of kind dict is not a number"),
    ("hp", 10**30, "is not a number from 0 to 9999"),
    ("hp", "9" * 40, "is not a number from 0 to 9999"),
    ("hp", True, "HP of kind bool is not a number"),
    ("number", ["2"], "'number' must be text, not list"),
    ("number", "2" * 50, "'number' is longer than 20 characters"),
    ("evolvesFrom", ["Charmander"], "'evolvesFrom' must be text, not list"),
    ("rarity", {"rare": True}, "'rarity' must be text, not dict"),
    ("regulationMark", 5, "'regulationMark' must be text, not int"),
    ("legalities", ["Legal"], "'legalities' must be an object of formats"),
    ("legalities", {"standard": ["Legal"]}, "must name each format's status as text"),
    ("subtypes", ["Stage 1"] * 500, "'subtypes' must be a list of strings"),
    ("supertype", {"a": 1}, "unknown supertype of kind dict"),
    ("attacks", [{"name": "Claw", "damage": 10**30}], "'damage' must be text, not int"),
    ("attacks", [{"name": "Claw", "damage": "9" * 30}], "attack damage"),
    ("attacks", [{"name": "Claw", "text": ["a"]}], "'text' must be text, not list"),
    ("attacks", [{"name": "Claw", "text": "a" * 100_000}], "'text' is longer than 4000"),
    ("abilities", [{"name": "Blaze", "type": {"x": 1}}], "'type' must be text, not dict"),
    ("weaknesses", [{"type": "Water", "value": "×" + "9" * 40}], "Weakness: "),
    ("weaknesses", [{"type": ["Water"], "value": "×2"}], "'type' must be text, not list"),
]


@pytest.mark.parametrize(
    ("field", "value", "reason"), WRONG_VALUES, ids=[f"{w[0]}-{w[2][:24]}" for w in WRONG_VALUES]
)
def test_a_field_of_the_wrong_kind_skips_only_that_card(
    database: Database, tmp_path: Path, field: str, value: Any, reason: str
) -> None:
    pool = sample_pool()
    pool.card("pm1-2")[field] = value

    report = import_pool(database, pool.write(tmp_path / "pool"))

    (problem,) = _problems(report)
    assert problem.startswith("cards/en/pm1.json card #2 (pm1-2): ")
    assert reason in problem and problem.endswith("; skipped")
    assert report.cards == SAMPLE_CARDS - 1
    store = CardStore(database)
    assert store.get("pm1-2") is None and store.get("pm1-3") is not None


RAW_RECORDS: list[tuple[str, str, str]] = [
    ("nested 100,000 deep", _nested(100_000), "it is nested too deeply to read"),
    ("object nested deep", '{"a":' * 50_000 + "1" + "}" * 50_000, "nested too deeply"),
    ("5,000-digit number", '{"id": "pm1-9", "hp": ' + "9" * 5000 + "}", "thousands of digits"),
    ("bare 5,000-digit number", "9" * 5000, "thousands of digits"),
    ("a list", '["pm1-9"]', "a card must be a JSON object, not list"),
]


@pytest.mark.parametrize(("what", "raw", "reason"), RAW_RECORDS, ids=[r[0] for r in RAW_RECORDS])
def test_a_record_json_cannot_read_skips_only_that_card(
    database: Database, tmp_path: Path, what: str, raw: str, reason: str
) -> None:
    pool = sample_pool()
    records = [json.dumps(record) for record in pool.cards["pm1"]]  # type: ignore[union-attr]
    records.insert(1, raw)
    pool.cards["pm1"] = "[\n" + ",\n".join(records) + "\n]"

    report = import_pool(database, pool.write(tmp_path / "pool"))

    (problem,) = _problems(report)
    assert problem.startswith("cards/en/pm1.json card #2")
    assert reason in problem, what
    assert report.cards == SAMPLE_CARDS


def test_a_card_of_another_set_or_read_twice_is_skipped(database: Database, tmp_path: Path) -> None:
    pool = sample_pool()
    pm1 = pool.cards["pm1"]
    pm2 = pool.cards["pm2"]
    assert isinstance(pm1, list) and isinstance(pm2, list)
    stray = dict(pm2[0], hp="999")  # pm2-1 again, in pm1's file
    pm1.append(stray)
    pm2.append(dict(pm2[1], hp="999"))  # pm2-2 twice in its own file

    report = import_pool(database, pool.write(tmp_path / "pool"))

    assert _problems(report) == [
        f"cards/en/pm1.json card #{len(pm1)} (pm2-1): the id belongs to another set than "
        "pm1; skipped",
        f"cards/en/pm2.json card #{len(pm2)} (pm2-2): a card with this id was read before; skipped",
    ]
    store = CardStore(database)
    assert (store.get("pm2-1").hp, store.get("pm2-2").hp) != (999, 999)  # type: ignore[union-attr]
    assert report.cards == SAMPLE_CARDS


def _zip(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, data in members.items():
            archive.writestr(f"pool/{name}", data)
    return path


def test_a_zip_bomb_member_is_refused_and_the_rest_imports(
    database: Database, tmp_path: Path
) -> None:
    files = sample_pool().files()
    files["cards/en/pm1.json"] = b"[" + b" " * (64 * 1024 * 1024) + b"]"  # 64 MB unpacked
    archive = _zip(tmp_path / "bomb.zip", files)
    assert archive.stat().st_size < 200_000

    report = import_pool(database, archive)

    assert _problems(report) == [
        "cards/en/pm1.json: is larger than 4 MB uncompressed, far larger than any card file; "
        "the file was skipped"
    ]
    assert CardStore(database).get("pm2-1") is not None


def test_a_zip_bomb_as_the_sets_file_stops_the_import(database: Database, tmp_path: Path) -> None:
    before = database_state(database)
    files = sample_pool().files()
    files["sets/en.json"] = b" " * (64 * 1024 * 1024)
    with pytest.raises(PlaymatError) as refused:
        import_pool(database, _zip(tmp_path / "bomb.zip", files))
    assert str(refused.value) == (
        "sets/en.json is larger than 4 MB uncompressed, far larger than any card file; "
        "nothing was imported"
    )
    assert database_state(database) == before


Setting = Callable[[pytest.MonkeyPatch], None]


def test_a_pool_bigger_than_the_cap_is_refused_whole(
    database: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cap is lowered to the sample pool's size here; the real one is 128 MB."""
    before = database_state(database)
    folder = sample_pool().write(tmp_path / "pool")
    monkeypatch.setattr(pool_source, "MAX_POOL_BYTES", 3000)
    with pytest.raises(NotACardPoolError, match="holds more than 0 MB of card data"):
        import_pool(database, folder)
    assert database_state(database) == before


def test_a_zip_listing_too_many_files_is_refused_before_it_is_opened(
    database: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cap is lowered here (the real one is 20,000 files) to keep the zip small."""
    files = sample_pool().files()
    files.update({f"junk/{n}.txt": b"" for n in range(30)})
    archive = _zip(tmp_path / "many.zip", files)
    monkeypatch.setattr(pool_source, "MAX_MEMBERS", 20)
    with pytest.raises(NotACardPoolError, match=r"lists 3\d or more files"):
        import_pool(database, archive)


def test_a_file_of_more_cards_than_any_set_is_read_only_up_to_the_cap(
    database: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cap is lowered here (the real one is 2,000 cards, the largest set has about 300)."""
    monkeypatch.setattr(importer, "MAX_CARDS_PER_FILE", 3)
    pool = sample_pool()
    sizes = {set_id: len(cards) for set_id, cards in pool.cards.items()}
    assert min(sizes.values()) > 3

    report = import_pool(database, pool.write(tmp_path / "pool"))

    assert _problems(report) == [
        f"cards/en/{set_id}.json: holds {size} cards, far more than any set; the cards after "
        "the first 3 were skipped"
        for set_id, size in sizes.items()
    ]
    assert report.cards == 3 * len(sizes)
