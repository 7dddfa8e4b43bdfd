"""Decklists in and out of the deck builder: the clipboard and text files.

A list is read whole before anything is stored: text that holds no card (garbage, an empty
paste, a list of 400 cards) is refused with the reason and stores nothing. A list that is mostly
readable becomes a new deck, and the lines that were skipped or read differently are listed with
their line numbers. Lists are written in the Pokémon TCG Live format.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSaveFile, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from playmat.decks.analysis import DeckAnalyser
from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.decklist import DecklistError, export, parse, read_text
from playmat.decks.store import DeckRecord
from playmat.i18n.catalogue import t
from playmat.ui.counts import counted
from playmat.ui.deck_builder.editor import DeckEditor
from playmat.ui.deck_builder.import_report import DecklistReportDialog
from playmat.ui.messages import show_message


class DecklistTransfer(QObject):
    #: A line for the status bar: what was imported, copied or written.
    message = Signal(str)

    def __init__(self, editor: DeckEditor, analyser: DeckAnalyser, window: QWidget) -> None:
        super().__init__(window)
        self.editor = editor
        self.analyser = analyser
        self.resolver = DatabaseResolver(editor.store.cards)
        self.window = window
        #: The deck shown, to copy or export: the one being edited, or a theme deck.
        self.shown: Callable[[], DeckRecord | None] = lambda: editor.current

    def _file_filter(self) -> str:
        return t("decklist_io.files")

    def forget_cards(self) -> None:
        """Cards were imported: set codes may have changed."""
        self.resolver = DatabaseResolver(self.editor.store.cards)

    # -- in ------------------------------------------------------------------------------------

    def paste(self) -> DeckRecord | None:
        """A new deck from the decklist on the clipboard."""
        return self.import_text(QGuiApplication.clipboard().text(), t("decklist_io.pasted"))

    def choose_file(self) -> DeckRecord | None:
        path, _filter = QFileDialog.getOpenFileName(
            self.window, t("decklist_io.choose_import"), str(Path.home()), self._file_filter()
        )
        return self.import_file(Path(path)) if path else None

    def import_file(self, path: Path) -> DeckRecord | None:
        try:
            text = read_text(path)
        except DecklistError as error:
            self._refuse(str(error))
            return None
        return self.import_text(text, path.stem)

    def import_text(self, text: str, name: str) -> DeckRecord | None:
        try:
            parsed = parse(text, self.resolver)
        except DecklistError as error:
            self._refuse(str(error))
            return None
        cards = [(card.id, count) for card, count in parsed.entries]
        deck_format = self.analyser.guess_format(parsed.entries)
        record = self.editor.create(
            name, deck_format, cards, t("decklist_io.import_step", name=name)
        )
        if record is None:
            return None
        summary = t("decklist_io.imported", cards=counted("cards", record.size), name=record.name)
        self.message.emit(summary)
        if parsed.problems:
            skipped = len(parsed.errors)
            notes = len(parsed.problems) - skipped
            detail = t("decklist_io.problems", skipped=skipped, notes=notes)
            dialog = DecklistReportDialog(f"{summary}\n{detail}", parsed.problems, self.window)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.open()
        return record

    def _refuse(self, reason: str) -> None:
        show_message(
            self.window, QMessageBox.Icon.Warning, t("decklist_io.nothing_imported"), reason
        )

    # -- out -----------------------------------------------------------------------------------

    def text_of(self, record: DeckRecord) -> str | None:
        entries = self.editor.store.entries(record)
        if not entries:
            show_message(
                self.window,
                QMessageBox.Icon.Information,
                t("decklist_io.deck_empty"),
                t("decklist_io.empty_deck", name=record.name),
            )
            return None
        return export(entries, self.resolver)

    def copy(self) -> bool:
        """Put the deck shown on the clipboard as a Pokémon TCG Live list."""
        record = self.shown()
        if record is None:
            return False
        text = self.text_of(record)
        if text is None:
            return False
        QGuiApplication.clipboard().setText(text)
        self.message.emit(
            t("decklist_io.copied", name=record.name, cards=counted("cards", record.size))
        )
        return True

    def choose_export_file(self) -> bool:
        record = self.shown()
        if record is None:
            return False
        path, _filter = QFileDialog.getSaveFileName(
            self.window,
            t("decklist_io.choose_export"),
            str(Path.home() / f"{record.name}.txt"),
            self._file_filter(),
        )
        return self.export_file(Path(path)) if path else False

    def export_file(self, path: Path) -> bool:
        record = self.editor.current
        if record is None:
            return False
        text = self.text_of(record)
        if text is None:
            return False
        # QSaveFile writes a temporary file and renames it: a failed write leaves no half file.
        file = QSaveFile(str(path))
        written = (
            file.open(QSaveFile.OpenModeFlag.WriteOnly)
            and file.write(text.encode("utf-8")) >= 0
            and file.commit()
        )
        if not written:
            file.cancelWriting()
            show_message(
                self.window,
                QMessageBox.Icon.Critical,
                t("decklist_io.not_written"),
                t("decklist_io.unwritable", path=str(path), reason=file.errorString()),
            )
            return False
        self.message.emit(t("decklist_io.written", name=record.name, path=str(path)))
        return True
