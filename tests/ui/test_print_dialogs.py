"""The print previews the deck builder opens: the pages shown, options that change them, Save
PDF… and printing through Qt (to a PDF printer, never a real print dialog)."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QDate, Qt
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from playmat.cards.model import Card
from playmat.cards.starter import starter_cards, starter_decks
from playmat.printing.page_painter import paint_document
from playmat.ui.print_dialogs import (
    DeckListPrintDialog,
    ProxyPrintDialog,
    show_decklist_preview,
    show_proxy_preview,
)


@pytest.fixture(scope="module")
def deck() -> list[tuple[Card, int]]:
    cards = {card.id: card for card in starter_cards()}
    return [(cards[card_id], count) for card_id, count in starter_decks()[0].cards]


def test_proxy_preview_shows_every_page_and_follows_the_options(
    qtbot: QtBot, deck: list[tuple[Card, int]]
) -> None:
    dialog = show_proxy_preview(None, "Starter", deck)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, ProxyPrintDialog)
    assert len(dialog.page_labels()) == 7
    assert dialog.save_button.isEnabled() and dialog.print_button.isEnabled()
    first = dialog.page_labels()[0].pixmap().toImage()
    dialog.ink_saving.setChecked(True)
    ink_saving = dialog.page_labels()[0].pixmap().toImage()
    assert first != ink_saving
    dialog.no_energy.setChecked(True)
    energy = sum(n for card, n in deck if card.is_basic_energy)
    assert len(dialog.page_labels()) == -(-(60 - energy) // 9)


def test_only_missing_cards(qtbot: QtBot, deck: list[tuple[Card, int]]) -> None:
    missing = {deck[0][0].id: 1}
    dialog = ProxyPrintDialog("Starter", deck, missing)
    qtbot.addWidget(dialog)
    assert dialog.only_missing.isChecked()
    assert len(dialog.page_labels()) == 1
    dialog.only_missing.setChecked(False)
    assert len(dialog.page_labels()) == 7


def test_a_bad_picture_folder_is_explained_and_nothing_can_be_saved(
    qtbot: QtBot, deck: list[tuple[Card, int]], tmp_path: Path
) -> None:
    dialog = ProxyPrintDialog("Starter", deck)
    qtbot.addWidget(dialog)
    dialog.folder.setText(str(tmp_path / "nowhere"))
    dialog.folder.editingFinished.emit()
    assert "does not exist" in dialog.message.text()
    assert dialog.page_labels() == []
    assert not dialog.save_button.isEnabled() and not dialog.print_button.isEnabled()


def test_save_pdf_writes_the_previewed_pages(
    qtbot: QtBot, deck: list[tuple[Card, int]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "proxies"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    dialog = ProxyPrintDialog("Starter", deck)
    qtbot.addWidget(dialog)
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.save_button.click()
    written = tmp_path / "proxies.pdf"
    reader = PdfReader(written)
    assert len(reader.pages) == 7
    assert float(reader.pages[0].mediabox.width) == pytest.approx(612, abs=0.5)
    assert "Saved" in dialog.message.text()


def test_printing_through_qt_prints_true_size_pages(
    qtbot: QtBot, deck: list[tuple[Card, int]], tmp_path: Path
) -> None:
    dialog = ProxyPrintDialog("Starter", deck)
    qtbot.addWidget(dialog)
    # A4 here, Letter in the PDF test above: the page is the paper chosen, whatever the default.
    dialog.paper.setCurrentIndex(dialog.paper.findData("a4"))
    printer = dialog.printer()
    output = tmp_path / "printed.pdf"
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(output))
    assert dialog.document is not None
    paint_document(dialog.document, printer)
    reader = PdfReader(output)
    assert len(reader.pages) == 7
    assert float(reader.pages[0].mediabox.width) == pytest.approx(595.3, abs=1)  # 210 mm


def test_deck_list_preview_needs_the_player(qtbot: QtBot, deck: list[tuple[Card, int]]) -> None:
    dialog = show_decklist_preview(None, "Starter", deck)
    qtbot.addWidget(dialog)
    assert isinstance(dialog, DeckListPrintDialog)
    assert "needs the player's name" in dialog.message.text()
    assert not dialog.save_button.isEnabled()
    dialog.player_name.setText("Ash Ketchum")
    dialog.player_id.setText("1234567")
    dialog.birth_date.setDate(QDate(2012, 5, 31))
    dialog.event_date.setDate(QDate(2026, 9, 12))
    dialog.player_id.editingFinished.emit()
    assert len(dialog.page_labels()) == 1
    assert dialog.save_button.isEnabled()
    assert dialog.player().birth_date == date(2012, 5, 31)


def test_the_registration_sheet_checks_the_details_as_they_are_typed(
    qtbot: QtBot, deck: list[tuple[Card, int]]
) -> None:
    dialog = show_decklist_preview(None, "Starter", deck)
    qtbot.addWidget(dialog)
    dialog.birth_date.setDate(QDate(2012, 5, 31))
    qtbot.keyClicks(dialog.player_name, "Ash")
    # Still typing: no focus change, no Enter; the next missing detail is said at once.
    assert "player ID" in dialog.message.text() and "not a number" in dialog.message.text()
    qtbot.keyClicks(dialog.player_id, "12a")
    assert "'12a' is not a number" in dialog.message.text()
    assert not dialog.save_button.isEnabled()
    qtbot.keyClick(dialog.player_id, Qt.Key.Key_Backspace)
    assert "not a number" not in dialog.message.text()
    assert not dialog.save_button.isEnabled()  # the sheet shown still has the old details
    qtbot.waitUntil(dialog.save_button.isEnabled, timeout=3000)  # drawn once typing pauses
    assert len(dialog.page_labels()) == 1 and "1 page" in dialog.message.text()
