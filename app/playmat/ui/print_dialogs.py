"""Print previews for the deck builder: proxies of a deck, and its deck registration sheet.

Each dialog shows the pages exactly as they will print (painted from the same page description
the PDF is written from), lets the player change the options, and offers Save PDF… and Print…
(the system print dialog, through Qt). The deck builder calls :func:`show_proxy_preview` and
:func:`show_decklist_preview`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import cast

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QPageSize, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLayoutItem,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.model import Card
from playmat.errors import PlaymatError
from playmat.face.style import FaceStyle
from playmat.i18n.catalogue import Reader, t
from playmat.printing.page import Document
from playmat.printing.page_painter import PagePainter, paint_document
from playmat.printing.paper import PAPERS, Paper, default_paper
from playmat.printing.pdf_output import write_pdf
from playmat.printing.proxies import ProxyOptions, proxy_document
from playmat.printing.registration import (
    Player,
    check_player,
    default_set_code,
    registration,
)
from playmat.printing.registration_layout import registration_document
from playmat.ui.counts import counted
from playmat.ui.palette import ERROR_RED, MUTED_INK
from playmat.ui.screen_fit import fit_to_screen

#: Width of a page in the preview, in pixels.
PREVIEW_WIDTH = 460
_QT_PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


#: How long typing pauses before the registration sheet is drawn again, in milliseconds.
REDRAW_PAUSE_MS = 300


class PrintPreviewDialog(QDialog):
    """Options on the left, the pages on the right, and Save PDF… / Print… / Close.

    Subclasses build the :class:`Document` from their options in :meth:`build`; when that
    fails the reason is shown in place of the pages and nothing can be saved or printed.
    """

    def __init__(self, title: str, file_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.file_name = file_name
        self.document: Document | None = None
        self.options = QFormLayout()
        self.paper = QComboBox()
        for paper in PAPERS.values():
            self.paper.addItem(t(f"paper.{paper.key}"), paper.key)
        self.paper.setCurrentIndex(self.paper.findData(default_paper().key))
        self.paper.currentIndexChanged.connect(self.refresh)
        self.options.addRow(t("print_dialog.paper"), self.paper)

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.pages = QVBoxLayout()
        self.pages.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        pages_widget = QWidget()
        pages_widget.setLayout(self.pages)
        # Not ``self.scroll``, which would hide QWidget.scroll().
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(pages_widget)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setMinimumWidth(PREVIEW_WIDTH + 40)

        self.save_button = QPushButton(t("print_dialog.save_pdf"))
        self.save_button.clicked.connect(self.save_pdf)
        self.print_button = QPushButton(t("print_dialog.print"))
        self.print_button.clicked.connect(self.print_pages)
        close = QPushButton(t("print_dialog.close"))
        close.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch()
        for button in (self.save_button, self.print_button, close):
            buttons.addWidget(button)

        side = QVBoxLayout()
        side.addLayout(self.options)
        side.addWidget(self.message)
        side.addStretch()
        body = QHBoxLayout()
        body.addLayout(side, 1)
        body.addWidget(self.scroll_area, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(body)
        layout.addLayout(buttons)
        fit_to_screen(self, 960, 760)

    # -- building ------------------------------------------------------------------------------

    def chosen_paper(self) -> Paper:
        return PAPERS[self.paper.currentData()]

    def build(self) -> Document:
        raise NotImplementedError

    def refresh(self) -> None:
        """Rebuild the pages from the options and show them (or why they cannot be made)."""
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.document = self.build()
            error = ""
        except PlaymatError as failure:
            self.document = None
            error = str(failure)
        finally:
            QGuiApplication.restoreOverrideCursor()
        self._show_pages()
        if error:
            self._say(error, ERROR_RED)
        else:
            assert self.document is not None
            count = len(self.document.pages)
            summary = counted("pages", count)
            notes = [Reader().render(note) for note in self.document.notes]
            self._say("\n".join([summary, *notes]), MUTED_INK)
        self.save_button.setEnabled(self.document is not None)
        self.print_button.setEnabled(self.document is not None)

    def _say(self, text: str, colour: str) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {colour};")

    def _show_pages(self) -> None:
        while self.pages.count():
            # The layout is not empty, so it has an item at 0.
            item = cast(QLayoutItem, self.pages.takeAt(0))
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        if self.document is None:
            return
        painter = PagePainter(self.document)
        for page in self.document.pages:
            label = QLabel()
            label.setPixmap(QPixmap.fromImage(painter.render(page, PREVIEW_WIDTH)))
            label.setStyleSheet("border: 1px solid #b0b0b0;")
            self.pages.addWidget(label)

    def page_labels(self) -> list[QLabel]:
        """The preview's page images, in order."""
        # Every index below count() has an item.
        widgets = (
            cast(QLayoutItem, self.pages.itemAt(i)).widget() for i in range(self.pages.count())
        )
        return [w for w in widgets if isinstance(w, QLabel)]

    # -- output ----------------------------------------------------------------------------------

    def save_pdf(self) -> None:
        if self.document is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self,
            t("print_dialog.save_title"),
            str(Path.home() / self.file_name),
            t("print_dialog.pdf_files"),
        )
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        try:
            write_pdf(self.document, Path(path))
        except PlaymatError as error:
            QMessageBox.warning(self, t("print_dialog.not_saved"), str(error))
            return
        self._say(t("print_dialog.saved", path=path), MUTED_INK)

    def printer(self) -> QPrinter:
        """A printer set up for this sheet's paper, at true size."""
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(QPageSize(_QT_PAGE_SIZES[self.chosen_paper().key]))
        printer.setFullPage(True)
        printer.setDocName(self.windowTitle())
        return printer

    def print_pages(self) -> None:
        if self.document is None:
            return
        printer = self.printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            paint_document(self.document, printer)
        except PlaymatError as error:
            QMessageBox.warning(self, t("print_dialog.cannot_print"), str(error))


class ProxyPrintDialog(PrintPreviewDialog):
    """Proxies of a deck; ``missing`` (card id -> copies) offers to print only those."""

    def __init__(
        self,
        deck_name: str,
        entries: Sequence[tuple[Card, int]],
        missing: Mapping[str, int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            t("print_dialog.proxies_title", deck=deck_name),
            t("print_dialog.proxies_file", deck=deck_name),
            parent,
        )
        self.deck_name = deck_name
        self.entries = list(entries)
        self.missing = dict(missing) if missing else None
        self.bleed = QCheckBox(t("print_dialog.bleed"))
        self.ink_saving = QCheckBox(t("print_dialog.ink_saving"))
        self.no_energy = QCheckBox(t("print_dialog.no_energy"))
        self.only_missing = QCheckBox(t("print_dialog.only_missing"))
        self.only_missing.setEnabled(bool(self.missing))
        self.only_missing.setChecked(bool(self.missing))
        self.folder = QLineEdit()
        self.folder.setPlaceholderText(t("print_dialog.drawn"))
        self.folder.setClearButtonEnabled(True)
        browse = QPushButton(t("print_dialog.choose"))
        browse.clicked.connect(self.choose_folder)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder)
        folder_row.addWidget(browse)
        for box in (self.bleed, self.ink_saving, self.no_energy, self.only_missing):
            box.toggled.connect(self.refresh)
            self.options.addRow(box)
        self.options.addRow(t("print_dialog.pictures"), folder_row)
        self.folder.editingFinished.connect(self.refresh)
        self.refresh()

    def choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, t("print_dialog.pictures_folder"))
        if folder:
            self.folder.setText(folder)
            self.refresh()

    def proxy_options(self) -> ProxyOptions:
        folder = self.folder.text().strip()
        return ProxyOptions(
            paper=self.chosen_paper(),
            bleed=self.bleed.isChecked(),
            style=FaceStyle.INK_SAVING if self.ink_saving.isChecked() else FaceStyle.COLOUR,
            leave_out_basic_energy=self.no_energy.isChecked(),
            only=self.missing if self.only_missing.isChecked() else None,
            image_folder=Path(folder) if folder else None,
        )

    def build(self) -> Document:
        return proxy_document(self.entries, self.proxy_options(), self.deck_name)


class DeckListPrintDialog(PrintPreviewDialog):
    """The deck registration sheet of a deck, with the player's details."""

    def __init__(
        self,
        deck_name: str,
        entries: Sequence[tuple[Card, int]],
        set_code: Callable[[Card], str] = default_set_code,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            t("print_dialog.registration_title", deck=deck_name),
            t("print_dialog.registration_file", deck=deck_name),
            parent,
        )
        self.deck_name = deck_name
        self.entries = list(entries)
        self.set_code = set_code
        self.player_name = QLineEdit()
        self.player_id = QLineEdit()
        self.birth_date = QDateEdit(QDate(2000, 1, 1))
        self.event_date = QDateEdit(QDate.currentDate())
        for edit in (self.birth_date, self.event_date):
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setCalendarPopup(True)
            edit.dateChanged.connect(self.refresh)
        # Checked as they are typed; the sheet is drawn again once typing pauses.
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.setInterval(REDRAW_PAUSE_MS)
        self._redraw.timeout.connect(self.refresh)
        for line in (self.player_name, self.player_id):
            line.textChanged.connect(self._typed)
            line.editingFinished.connect(self._redraw_now)
        self.options.addRow(t("print_dialog.player_name"), self.player_name)
        self.options.addRow(t("print_dialog.player_id"), self.player_id)
        self.options.addRow(t("print_dialog.date_of_birth"), self.birth_date)
        self.options.addRow(t("print_dialog.event_date"), self.event_date)
        self.refresh()

    def _typed(self) -> None:
        """Say at once what is wrong with the details typed so far; draw the sheet again
        when typing pauses. Until then, the old sheet can't be saved or printed."""
        self.save_button.setEnabled(False)
        self.print_button.setEnabled(False)
        try:
            check_player(self.player(), _to_date(self.event_date.date()))
        except PlaymatError as problem:
            self._redraw.stop()
            self._say(str(problem), ERROR_RED)
            return
        self._say(t("print_dialog.drawing"), MUTED_INK)
        self._redraw.start()

    def _redraw_now(self) -> None:
        if self._redraw.isActive():
            self._redraw.stop()
            self.refresh()

    def player(self) -> Player:
        return Player(
            self.player_name.text(), self.player_id.text(), _to_date(self.birth_date.date())
        )

    def build(self) -> Document:
        sheet = registration(
            self.entries,
            self.player(),
            _to_date(self.event_date.date()),
            self.deck_name,
            self.set_code,
        )
        return registration_document(sheet, self.chosen_paper())


def _to_date(value: QDate) -> date:
    return date(value.year(), value.month(), value.day())


def show_proxy_preview(
    parent: QWidget | None,
    deck_name: str,
    entries: Sequence[tuple[Card, int]],
    missing: Mapping[str, int] | None = None,
) -> ProxyPrintDialog:
    """Open the proxy print preview for a deck (window-modal) and return it."""
    dialog = ProxyPrintDialog(deck_name, entries, missing, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def show_decklist_preview(
    parent: QWidget | None,
    deck_name: str,
    entries: Sequence[tuple[Card, int]],
    set_code: Callable[[Card], str] = default_set_code,
) -> DeckListPrintDialog:
    """Open the deck registration sheet preview for a deck (window-modal) and return it."""
    dialog = DeckListPrintDialog(deck_name, entries, set_code, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
