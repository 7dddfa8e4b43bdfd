"""Fuzzing the card-record importer: a card record damaged in any way is read into a card that
can be stored, or refused with a CardDataError; in a pool, it is skipped and reported with its
file and position while every other card is imported."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st
from json_damage import budget, damaged, dumps

from playmat.cards.tcgdata import CardDataError, parse_card, parse_set
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.db.importer import import_pool
from pool_fixtures import card_set, sample_pool

SET = parse_set(card_set("pm1", "Playmat Test Base"))
POOL = sample_pool()
#: Records of every supertype, with attacks, Weakness, rules text.
GOOD_RECORDS = [POOL.card("pm1-2"), POOL.card("pm1-3"), POOL.card("pm2-5"), POOL.card("pm2-3")]


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Database:
    """A database holding the set the records belong to."""
    database = Database(tmp_path_factory.mktemp("fuzz-records") / "cards.sqlite3")
    with database.session() as session:
        CardStore.upsert_sets(session, [SET], source="import")
    return database


@budget(300)
@given(record=st.sampled_from(GOOD_RECORDS).flatmap(damaged))
def test_a_damaged_record_is_a_storable_card_or_a_card_data_error(
    database: Database, record: Any
) -> None:
    try:
        card = parse_card(record, SET)
    except CardDataError as refused:
        assert str(refused)
        event("refused")
        return
    event("read and stored")
    with database.session() as session:
        assert CardStore.upsert_cards(session, [card], source="import") == 1
    assert CardStore(database).get(card.id) == card


@budget(15)
@given(data=st.data())
def test_a_damaged_record_in_a_pool_is_skipped_with_its_place_and_the_rest_imports(
    database: Database, tmp_path_factory: pytest.TempPathFactory, data: Any
) -> None:
    pool = sample_pool()
    cards = pool.card_count
    records = pool.cards["pm1"]
    assert isinstance(records, list)
    bad = data.draw(damaged(records[1]))
    text = ",\n".join([json.dumps(records[0]), dumps(bad), *map(json.dumps, records[2:])])
    pool.cards["pm1"] = f"[{text}]"
    folder: Path = tmp_path_factory.mktemp("pool")

    report = import_pool(database, pool.write(folder / "pool"))

    problems = [str(p) for p in report.problems if str(p).startswith("cards/")]
    event("skipped with its place" if problems else "imported")
    if problems:
        assert len(problems) == 1 and problems[0].startswith("cards/en/pm1.json card #2")
    assert report.cards == cards - len(problems)
