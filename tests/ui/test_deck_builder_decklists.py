"""Decklists in and out of the deck builder: paste and copy through the clipboard, import and
export files, and the bad input players paste: garbage, nothing, a collection, foreign names,
unknown set codes, impossible counts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from deck_builder_helpers import deck_named, visible_messages
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog

from playmat.db.card_store import CardStore
from playmat.decks.store import DeckStore
from playmat.ui.deck_builder.import_report import DecklistReportDialog
from playmat.ui.deck_builder.window import DeckBuilderWindow

FOREST_SHADOW_START = """Pokémon: 28
2 Decidueye SUM 11
2 Dartrix SUM 10
3 Rowlet SUM 9
"""


@pytest.fixture
def window(qtbot, store: CardStore) -> Iterator[DeckBuilderWindow]:
    shown = DeckBuilderWindow(DeckStore(store.database))
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    shown.activateWindow()
    qtbot.waitUntil(shown.isActiveWindow, timeout=2000)
    yield shown


def paste(qtbot, window: DeckBuilderWindow, text: str) -> None:
    """Put ``text`` on the clipboard and press Ctrl+V in the deck builder."""
    QGuiApplication.clipboard().setText(text)
    qtbot.keyClick(window.deck_view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def report(window: DeckBuilderWindow) -> DecklistReportDialog:
    (dialog,) = [d for d in window.findChildren(DecklistReportDialog) if d.isVisible()]
    return dialog


def deck_count(window: DeckBuilderWindow) -> int:
    return len(window.store.list())


def test_copy_puts_the_deck_on_the_clipboard_as_a_ptcgl_list(
    qtbot, window: DeckBuilderWindow
) -> None:
    window.editor.open(deck_named(window, "Forest Shadow"))
    QGuiApplication.clipboard().setText("")
    qtbot.keyClick(window.deck_view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    text = QGuiApplication.clipboard().text()
    assert text.startswith(FOREST_SHADOW_START)
    assert "\nTrainer: 12\n1 Big Malasada SUM 114\n" in text
    assert "\nEnergy: 20\n20 Grass Energy SUM 164\n" in text
    assert text.endswith("\nTotal Cards: 60\n")
    assert "Copied Forest Shadow (60 cards)" in window.statusBar().currentMessage()


def test_a_copied_deck_pasted_back_is_the_same_deck(qtbot, window: DeckBuilderWindow) -> None:
    window.editor.open(deck_named(window, "Roaring Heat"))
    window.copy_action.trigger()
    paste(qtbot, window, QGuiApplication.clipboard().text())
    pasted = window.store.find("Pasted deck")
    assert pasted is not None
    assert pasted.cards == window.store.find("Roaring Heat").cards
    assert pasted.format == "expanded"  # the narrowest format its Sun & Moon cards are legal in
    assert window.name_label.text() == "Pasted deck"
    assert not [d for d in window.findChildren(DecklistReportDialog) if d.isVisible()]


def test_a_paste_with_bad_lines_imports_the_rest_and_lists_each_line(
    qtbot, window: DeckBuilderWindow
) -> None:
    text = "\n".join(
        [
            "Pokémon: 6",
            "3 Rowlet SUM 9",  # 2
            "2 Bisasam",  # 3: a German name
            "1 Dartrix XYZ 10",  # 4: a set code nobody knows, read by name
            "0 Popplio SUM 39",  # 5
            "-3 Litten SUM 24",  # 6
            "four Potion",  # 7
            "Energy: 20",
            "20 Grass Energy SUM 164",  # 9
        ]
    )
    paste(qtbot, window, text)
    deck = window.store.find("Pasted deck")
    assert deck is not None
    assert window.deck_view.rows() == [(3, "Rowlet"), (1, "Dartrix"), (20, "Grass Energy")]
    assert window.validation_panel.status_text() == "Incomplete: 24 of 60 cards"
    assert report(window).lines() == [
        (3, "skipped: no card named Bisasam (Playmat knows the English card names)", "2 Bisasam"),
        (4, "note: set code XYZ is unknown; matched Dartrix by name", "1 Dartrix XYZ 10"),
        (5, "skipped: the count 0 must be between 1 and 60", "0 Popplio SUM 39"),
        (6, "skipped: the count -3 must be between 1 and 60", "-3 Litten SUM 24"),
        (7, 'skipped: not a line like "4 Pikachu SVI 63"', "four Potion"),
    ]
    assert "Imported 24 cards as the deck Pasted deck." in report(window).summary_label.text()

    # The import is one undo step.
    report(window).accept()
    window.undo_action.trigger()
    assert window.store.find("Pasted deck") is None


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "The decklist is empty"),
        ("   \n\n  ", "The decklist is empty"),
        ("Lorem ipsum dolor sit amet\nconsectetur adipiscing", "No card could be read"),
        ("Pokémon: 0\nTrainer: 0\n", "has no card lines"),
        ("4 Glurak\n3 Bisasam", "No card could be read"),
        ("\n".join(["60 Grass Energy SUM 164"] * 7), "that is a collection, not a deck"),
    ],
)
def test_a_paste_that_holds_no_deck_is_refused_and_stores_nothing(
    qtbot, window: DeckBuilderWindow, text: str, reason: str
) -> None:
    before = deck_count(window)
    paste(qtbot, window, text)
    (message,) = visible_messages(window)
    assert message.windowTitle() == "Nothing was imported"
    assert reason in message.text()
    assert deck_count(window) == before
    assert not window.editor.undo_stack.canUndo()


def test_import_and_export_files(
    qtbot, window: DeckBuilderWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.editor.open(deck_named(window, "Bright Tide"))
    written = tmp_path / "bright.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(written), ""))
    window.export_action.trigger()
    text = written.read_text(encoding="utf-8")
    assert text.startswith("Pokémon: 28\n2 Primarina SUM 41\n")
    assert text.endswith("Total Cards: 60\n")

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(written), ""))
    window.import_action.trigger()
    imported = window.store.find("bright")
    assert imported is not None
    assert imported.cards == window.store.find("Bright Tide").cards
    assert window.name_label.text() == "bright"


def test_a_file_that_is_no_text_is_refused(
    qtbot, window: DeckBuilderWindow, tmp_path: Path
) -> None:
    before = deck_count(window)
    binary = tmp_path / "deck.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00")
    window.transfer.import_file(binary)
    (message,) = visible_messages(window)
    assert "deck.png is not a text file" in message.text()
    assert deck_count(window) == before


def test_exporting_an_empty_deck_says_there_is_nothing_to_export(
    qtbot, window: DeckBuilderWindow
) -> None:
    window.editor.create("Empty")
    QGuiApplication.clipboard().setText("unchanged")
    window.copy_action.trigger()
    (message,) = visible_messages(window)
    assert "Empty has no cards yet" in message.text()
    assert QGuiApplication.clipboard().text() == "unchanged"
