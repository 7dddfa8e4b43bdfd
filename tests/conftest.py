"""Test set-up shared by the whole suite.

Every test gets its own empty ``PLAYMAT_HOME`` so no test ever touches a player's real data, and
Qt runs offscreen.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from playmat.cards.model import Card
from playmat.cards.tcgdata import CardDataError, parse_card, parse_set
from playmat.db.card_store import CardStore
from playmat.decks.library import open_database
from playmat.decks.store import DeckStore
from playmat.i18n.language import ENGLISH, set_language
from playmat.ui.app import paint_without_fill_threads

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
paint_without_fill_threads()  # the tests paint as Playmat does

#: The offscreen platform cannot raise windows or pass size hints to a window manager, and says
#: so as a warning; that is the test platform's limit, not a defect of the window.
OFFSCREEN_LIMITS = r"This plugin does not support (raise|propagateSizeHints)\(\)"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slow",
        action="store_true",
        help="also run the tests marked slow (long whole-game and whole-pool tests), as CI does",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Every test that shows windows (the GUI's and the benchmarks') lets the offscreen
    platform say what it can't do; any other Qt warning still fails the test. Tests marked
    slow run only with ``--slow``."""
    for item in items:
        item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS))
    if config.getoption("--slow"):
        return
    slow = [item for item in items if item.get_closest_marker("slow")]
    if slow:
        config.hook.pytest_deselected(items=slow)
        items[:] = [item for item in items if not item.get_closest_marker("slow")]


CHECKOUT = Path(__file__).resolve().parents[1]
SHARED_POOL = CHECKOUT.parent / "shared" / "carddata" / "pokemon-tcg-data"


@pytest.fixture(scope="session", autouse=True)
def widgets_application(qapp: object) -> object:
    """The one Qt application of the session, made before any test runs: printing makes a
    window-less application when none runs (as the command line does), and a window test after
    it would find that one and could not open widgets."""
    return qapp


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Every test starts in English (a test may switch to another language; the switch ends
    with it)."""
    set_language(ENGLISH)
    yield
    set_language(ENGLISH)


@pytest.fixture(autouse=True)
def playmat_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "playmat-home"
    monkeypatch.setenv("PLAYMAT_HOME", str(home))
    return home


@pytest.fixture(scope="session")
def shared_pool() -> Path:
    """The full English card pool beside the checkout (``../shared/carddata``)."""
    if not (SHARED_POOL / "sets" / "en.json").is_file():
        pytest.skip(f"the shared card pool is not at {SHARED_POOL}; this test needs ../shared")
    return SHARED_POOL


@pytest.fixture(scope="session")
def pool(shared_pool: Path) -> dict[str, Card]:
    """Every card of the shared pool, by id, read from its JSON as the importer reads it (no
    database): for the compiler's tests, the compiled cards' scenarios and self-play."""
    sets = {
        record["id"]: parse_set(record)
        for record in json.loads((shared_pool / "sets" / "en.json").read_text(encoding="utf-8"))
    }
    cards: dict[str, Card] = {}
    for path in sorted((shared_pool / "cards" / "en").glob("*.json")):
        card_set = sets.get(path.stem)
        if card_set is None:
            continue
        for record in json.loads(path.read_text(encoding="utf-8")):
            try:
                card = parse_card(record, card_set)
            except CardDataError:
                continue
            cards[card.id] = card
    return cards


@pytest.fixture
def deck_store(playmat_home: Path) -> Iterator[DeckStore]:
    """The decks of the test's own database: the three starter decks of a first run."""
    database = open_database()
    yield DeckStore(database)
    database.close()


@pytest.fixture
def card_store(deck_store: DeckStore) -> CardStore:
    return deck_store.cards


@pytest.fixture
def starter_decks(deck_store: DeckStore) -> dict[str, list[Card]]:
    """The starter decks by name, each as its list of 60 cards."""
    return {
        record.name: [card for card, count in deck_store.entries(record) for _ in range(count)]
        for record in deck_store.list()
    }
