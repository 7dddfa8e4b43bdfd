"""One source of truth for format legality: for every card of the whole English pool, the card
database's format filter and its "Legal in" line say exactly what the deck validator says."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from playmat.cards.model import Card
from playmat.db.card_query import FORMATS, parse_query
from playmat.db.card_store import CardStore
from playmat.db.importer import import_pool
from playmat.decks.formats import formats
from playmat.decks.legality import DatabaseLegality, store_legality
from playmat.decks.library import open_database
from playmat.decks.validation import ProblemKind, validate
from playmat.ui.card_database_window import legality_line


@pytest.fixture(scope="module")
def pool_store(shared_pool: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[CardStore]:
    database = open_database(tmp_path_factory.mktemp("legality") / "playmat.sqlite3")
    import_pool(database, shared_pool)
    store_legality(database)  # as the import does in the app and on the command line
    yield CardStore(database)
    database.close()


def _every_card(store: CardStore) -> list[Card]:
    with store.database.engine.connect() as connection:
        ids = [row[0] for row in connection.exec_driver_sql("SELECT id FROM cards").all()]
    return list(store.get_many(ids).values())


def _one_card_of_a_name(cards: Sequence[Card], size: int = 800) -> Iterator[list[Card]]:
    """The cards in groups where no two share a name, so that the validator's problems (which
    name cards) say which card each is about."""
    left = list(cards)
    while left:
        group: dict[str, Card] = {}
        rest = []
        for card in left:
            if card.name in group or len(group) >= size:
                rest.append(card)
            else:
                group[card.name] = card
        yield list(group.values())
        left = rest


def _validator_legal(legality: DatabaseLegality, cards: Sequence[Card], format_id: str) -> set[str]:
    """The ids of the cards the deck validator finds legal in the format: each card checked
    as part of a deck, the way the deck builder checks it."""
    deck_format = formats()[format_id]
    check = legality.check(deck_format)
    legal = set()
    for group in _one_card_of_a_name(cards):
        problems = validate([(card, 1) for card in group], deck_format.rules, check)
        refused = {n for p in problems if p.kind is ProblemKind.NOT_LEGAL for n in p.cards}
        legal |= {card.id for card in group if card.name not in refused}
    return legal


def test_the_filter_and_the_legal_in_line_agree_with_the_validator_for_every_card(
    pool_store: CardStore,
) -> None:
    cards = _every_card(pool_store)
    assert len(cards) > 17_000
    lines = {card.id: legality_line(pool_store.legal_formats(card.id)) for card in cards}
    legality = DatabaseLegality(pool_store)  # the deck builder's: nothing stored is read
    for format_id in formats():
        legal = _validator_legal(legality, cards, format_id)
        assert 0 < len(legal) <= len(cards)
        name = formats()[format_id].name
        said = {card_id for card_id, line in lines.items() if _names_in(line, name)}
        assert said == legal, f"{format_id}: {sorted(said ^ legal)[:10]}"
        if format_id in FORMATS:
            query = parse_query(f"format:{format_id}", limit=len(cards) + 1)
            filtered = {card.id for card in pool_store.search(query)}
            assert filtered == legal, f"{format_id}: {sorted(filtered ^ legal)[:10]}"


def _names_in(line: str, name: str) -> bool:
    listed = line.removeprefix("Legal in ").replace(" and ", ", ").split(", ")
    return line.startswith("Legal in ") and name in listed


def test_the_standard_rotation_is_playmat_s_not_the_data_s(pool_store: CardStore) -> None:
    """Standard is regulation marks H, I and J (data/formats.json); a card the data still
    calls Standard-legal with an older mark is not, and Basic Energy always is."""
    older = pool_store.search(parse_query("set:sv1 supertype:pokemon", limit=5))
    assert older and all(card.regulation_mark == "G" for card in older)
    assert all("standard" not in pool_store.legal_formats(card.id) for card in older)
    energy = pool_store.search(parse_query("supertype:energy subtype:basic set:sv1", limit=5))
    assert energy and all("standard" in pool_store.legal_formats(c.id) for c in energy)
