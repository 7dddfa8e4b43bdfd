"""The Card database window as a user meets it: type, filter, pick a card, import a pool."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from ui_pool import write_halfmon_pool, write_pool, write_pool_zip

from playmat.cards.model import EnergyType, Supertype
from playmat.cards.starter import starter_cards
from playmat.db.card_store import CardStore
from playmat.db.importer import import_pool
from playmat.ui.card_database_window import CardDatabaseWindow
from playmat.ui.card_list_model import PAGE, Column
from playmat.ui.import_dialog import ImportReportDialog


@pytest.fixture
def window(qtbot, store: CardStore) -> Iterator[CardDatabaseWindow]:
    shown = CardDatabaseWindow(store)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    # A running import must end before its thread's owner is destroyed.
    qtbot.waitUntil(lambda: not shown.is_importing(), timeout=20_000)


def type_search(qtbot, window: CardDatabaseWindow, text: str) -> None:
    edit = window.search_bar.search_edit
    edit.clear()
    with qtbot.waitSignal(window.search_bar.query_changed, timeout=2000):
        qtbot.keyClicks(edit, text)


def visible_messages(window: CardDatabaseWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox) if box.isVisible()]


def wait_for_message(qtbot, window: CardDatabaseWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: bool(visible_messages(window)), timeout=20_000)
    return visible_messages(window)[0]


def wait_for_report(qtbot, window: CardDatabaseWindow) -> ImportReportDialog:
    def report_shown() -> bool:
        return any(d.isVisible() for d in window.findChildren(ImportReportDialog))

    qtbot.waitUntil(report_shown, timeout=20_000)
    return next(d for d in window.findChildren(ImportReportDialog) if d.isVisible())


def test_it_opens_on_the_starter_set_with_the_first_card_shown(window: CardDatabaseWindow) -> None:
    names = window.listed_names()
    assert len(names) == 58
    assert window.count_label.text() == "58 cards"
    assert window.card_view.card() is not None
    assert window.card_view.card().name == names[0]
    assert "starter set" in window.status_label.text()


def test_typing_rowlet_lists_and_shows_rowlet(qtbot, window: CardDatabaseWindow) -> None:
    type_search(qtbot, window, "rowlet")
    assert window.listed_names() == ["Rowlet"]
    assert window.count_label.text() == "1 card"
    assert window.card_view.card().id == "sm1-9"
    assert "sm1-9" in window.details_label.text()


def test_typing_searches_once_when_the_typing_pauses(qtbot, window: CardDatabaseWindow) -> None:
    searches = []
    window.search_bar.query_changed.connect(searches.append)
    type_search(qtbot, window, "popplio")
    qtbot.wait(300)
    assert [q.text for q in searches] == ["popplio"]
    assert window.listed_names() == ["Popplio"]


def test_a_search_finds_words_in_card_text(qtbot, window: CardDatabaseWindow) -> None:
    type_search(qtbot, window, '"darkest lariat"')
    assert window.listed_names() == ["Incineroar"]


def test_a_search_it_cannot_read_is_explained_inline(qtbot, window: CardDatabaseWindow) -> None:
    type_search(qtbot, window, "rowlet")
    window.search_bar.search_edit.setText("colour:red")
    qtbot.waitUntil(lambda: window.search_bar.error_text() != "")
    assert "Unknown filter colour:red" in window.search_bar.error_text()
    assert window.search_bar.error_label.isVisible()
    assert not visible_messages(window)
    # The list still shows the last search that worked.
    assert window.listed_names() == ["Rowlet"]
    type_search(qtbot, window, "type:water")
    assert window.search_bar.error_text() == ""
    assert not window.search_bar.error_label.isVisible()


def test_a_filter_narrows_the_list_and_combines_with_the_text(
    qtbot, window: CardDatabaseWindow
) -> None:
    everything = len(window.listed_names())
    bar = window.search_bar
    bar.supertype_box.setCurrentIndex(bar.supertype_box.findData(Supertype.TRAINER))
    trainers = window.listed_names()
    assert 0 < len(trainers) < everything
    assert {"Lillie", "Nest Ball", "Potion"} <= set(trainers)
    assert "Rowlet" not in trainers
    type_search(qtbot, window, "li")
    assert window.listed_names() == ["Lillie"]  # not Litten: it is no Trainer

    bar.supertype_box.setCurrentIndex(0)
    bar.search_edit.clear()
    bar.type_box.setCurrentIndex(bar.type_box.findData(EnergyType.FIRE))
    qtbot.waitUntil(lambda: "Rowlet" not in window.listed_names())
    fire = window.listed_names()
    assert {"Litten", "Torracat", "Incineroar"} <= set(fire)
    assert all(window.proxy.index(row, Column.TYPE).data() == "Fire" for row in range(len(fire)))


def test_the_subtype_filter(qtbot, window: CardDatabaseWindow) -> None:
    bar = window.search_bar
    bar.subtype_box.setCurrentIndex(bar.subtype_box.findData("Supporter"))
    assert window.listed_names() == ["Hau", "Lillie", "Professor Kukui"]
    bar.subtype_box.setCurrentIndex(bar.subtype_box.findData("Stage 2"))
    assert window.listed_names() == ["Decidueye", "Incineroar", "Primarina"]


def test_the_set_and_format_filters(qtbot, window: CardDatabaseWindow) -> None:
    bar = window.search_bar
    assert bar.set_box.findData("sm1") > 0
    bar.set_box.setCurrentIndex(bar.set_box.findData("sm1"))
    assert len(window.listed_names()) == 58
    # Playmat's Standard is regulation marks H, I and J (data/formats.json): of the Sun & Moon
    # starter set only Basic Energy, legal in every format, is in it.
    bar.format_box.setCurrentIndex(bar.format_box.findData("standard"))
    energy = sorted({c.name for c in starter_cards() if c.is_basic_energy})
    assert sorted(set(window.listed_names())) == energy
    bar.format_box.setCurrentIndex(bar.format_box.findData("expanded"))
    assert len(window.listed_names()) == 58


def test_selecting_a_row_shows_that_card(qtbot, window: CardDatabaseWindow) -> None:
    type_search(qtbot, window, "incineroar")
    type_search(qtbot, window, "li")
    names = window.listed_names()
    row = names.index("Litten")
    rect = window.table.visualRect(window.proxy.index(row, Column.NAME))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.card_view.card().name == "Litten"
    assert "sm1-24" in window.details_label.text()
    assert "Legal in" in window.details_label.text()


def test_sorting_orders_numbers_as_numbers(qtbot, window: CardDatabaseWindow) -> None:
    window.search_bar.supertype_box.setCurrentIndex(
        window.search_bar.supertype_box.findData(Supertype.POKEMON)
    )
    window.table.sortByColumn(Column.HP, Qt.SortOrder.DescendingOrder)
    hp = [int(window.proxy.index(r, Column.HP).data()) for r in range(window.proxy.rowCount())]
    assert hp == sorted(hp, reverse=True)
    assert hp[0] >= 100
    window.table.sortByColumn(Column.NUMBER, Qt.SortOrder.AscendingOrder)
    numbers = [window.proxy.index(r, Column.NUMBER).data() for r in range(6)]
    assert numbers == ["4", "5", "6", "7", "9", "10"]


def test_importing_a_folder_adds_its_cards(
    qtbot, window: CardDatabaseWindow, pool: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    type_search(qtbot, window, "testmon")
    assert window.listed_names() == []
    assert "No cards match" in window.count_label.text()
    values = []
    window.progress_bar.valueChanged.connect(values.append)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args: str(pool))
    changed = []
    window.cards_changed.connect(lambda: changed.append(True))

    window.import_folder_action.trigger()
    assert window.is_importing()
    assert not window.import_folder_action.isEnabled()
    report = wait_for_report(qtbot, window)

    assert values[-1] == window.progress_bar.maximum() > 0
    assert "Imported 2 cards from 1 set " in report.summary_label.text()
    assert report.problems_view is not None
    assert "tst1.json card #3" in report.problems_view.toPlainText()
    assert window.listed_names() == ["Testmon"]
    assert window.card_view.card().id == "tst1-1"
    assert window.search_bar.set_box.findData("tst1") > 0
    assert changed == [True]
    qtbot.waitUntil(lambda: not window.is_importing())
    assert window.import_folder_action.isEnabled()
    assert "cards in 2 sets" in window.status_label.text()


def test_importing_a_zip_adds_its_cards(
    qtbot, window: CardDatabaseWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = write_pool_zip(tmp_path / "pokemon-tcg-data-master.zip")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args: (str(archive), ""))
    window.import_zip_action.trigger()
    wait_for_report(qtbot, window)
    type_search(qtbot, window, "test ticket")
    assert window.listed_names() == ["Test Ticket"]


def test_importing_a_folder_that_is_no_card_pool_says_why(
    qtbot, window: CardDatabaseWindow, tmp_path: Path
) -> None:
    not_a_pool = tmp_path / "holiday photos"
    not_a_pool.mkdir()
    window.start_import(not_a_pool)
    box = wait_for_message(qtbot, window)
    assert box.icon() == QMessageBox.Icon.Critical
    assert "Nothing was imported" in box.windowTitle()
    assert "is not a pokemon-tcg-data folder" in box.text()
    assert str(not_a_pool) in box.text()
    qtbot.waitUntil(lambda: not window.is_importing())
    assert not window.progress_bar.isVisible()
    assert window.import_folder_action.isEnabled()
    assert len(window.listed_names()) == 58
    box.close()


def test_a_second_import_while_one_runs_is_refused(
    qtbot, window: CardDatabaseWindow, pool: Path
) -> None:
    assert window.start_import(pool)
    assert not window.start_import(pool)
    box = wait_for_message(qtbot, window)
    assert "already" in box.text()
    box.close()
    wait_for_report(qtbot, window)
    type_search(qtbot, window, "testmon")
    assert window.listed_names() == ["Testmon"]


def test_the_window_stays_open_until_the_import_is_done(
    qtbot, window: CardDatabaseWindow, pool: Path
) -> None:
    window.start_import(pool)
    assert not window.close()
    assert window.isVisible()
    box = wait_for_message(qtbot, window)
    assert "import" in box.text()
    box.close()
    wait_for_report(qtbot, window)
    qtbot.waitUntil(lambda: not window.is_importing())
    assert window.close()


def test_a_long_result_reads_only_the_rows_shown(qtbot, store: CardStore, tmp_path: Path) -> None:
    """Fetch what is shown: of 400 cards found, the list reads the columns of the rows it
    paints (a page at a time) and one whole card, the one shown large."""
    pool = write_pool(tmp_path / "pool")
    many = [
        {
            "id": f"tst1-{n}",
            "name": f"Testmon {n:03d}",
            "supertype": "Pokémon",
            "subtypes": ["Basic"],
            "hp": "60",
            "types": ["Lightning"],
            "number": str(n),
            "legalities": {"unlimited": "Legal"},
        }
        for n in range(10, 410)
    ]
    (pool / "cards" / "en" / "tst1.json").write_text(json.dumps(many), encoding="utf-8")
    import_pool(store.database, pool)
    window = CardDatabaseWindow(store)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    type_search(qtbot, window, "testmon")
    model = window.browser.model
    assert model.rowCount() == 400
    assert window.browser.count_label.text() == "400 cards"
    qtbot.waitUntil(lambda: model.rows_read > 0)  # the list painted
    assert 0 < model.rows_read <= 2 * PAGE < 400
    assert model.cards_read == 1 and window.card_view.card().name == "Testmon 010"
    window.table.scrollToBottom()
    QApplication.processEvents()
    assert model.rows_read < 400  # the last rows, not everything between
    assert window.listed_names()[-1] == "Testmon 409"


def test_the_text_a_game_leaves_to_the_player_is_named_under_the_card(
    qtbot, store: CardStore, tmp_path: Path
) -> None:
    """A card whose first attack Playmat carries out and whose second it doesn't (text written
    for the test): the window says in words, in the marks' colour, which piece is left to the
    manual tools; a card Playmat carries out wholly gets no such line."""
    pool = write_halfmon_pool(tmp_path / "pool")
    import_pool(store.database, pool)
    window = CardDatabaseWindow(store)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    type_search(qtbot, window, "halfmon")
    assert window.card_view.card().name == "Halfmon"
    assert window.by_hand_label.isVisible()
    assert "left to you: attack Odd Dance" in window.by_hand_label.text()
    assert "Lucky Blaze" not in window.by_hand_label.text()

    type_search(qtbot, window, "rowlet")  # a starter card: Playmat plays all of it
    assert window.card_view.card().name == "Rowlet"
    assert not window.by_hand_label.isVisible()
