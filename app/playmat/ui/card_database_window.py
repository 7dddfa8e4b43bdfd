"""The Card database window: search and browse every card, see one drawn, import a card pool.

The window only reads cards through the :class:`CardStore` and writes them only through the
importer, which runs on a worker thread (:mod:`playmat.ui.import_worker`). Messages are shown
window-modal with ``open()``, never ``exec()``, so nothing blocks the event loop.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import Qt, QThread, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.labels import format_name
from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.db.importer import ImportReport
from playmat.decks.formats import formats
from playmat.i18n.catalogue import Reader, t
from playmat.i18n.message import Message
from playmat.play.games import card_automation
from playmat.ui.card_browser import RESULT_LIMIT, CardBrowser
from playmat.ui.card_view import CardView, LeftToYouLabel
from playmat.ui.counts import counted
from playmat.ui.import_dialog import ImportReportDialog
from playmat.ui.import_worker import ImportWorker
from playmat.ui.screen_fit import fit_to_screen
from playmat.ui.worker_thread import start_worker_thread

__all__ = ["RESULT_LIMIT", "CardDatabaseWindow"]


def legality_line(legal: Sequence[str]) -> str:
    """The formats a card is legal in, by the stored verdict of the deck rules (what the
    format filter finds it by): "Legal in Expanded, Unlimited, Half deck"."""
    names = [format_name(key) for key in formats() if key in legal]
    if not names:
        return t("card_database.legal_nowhere")
    return t("card_database.legal_in", formats=tuple(names))


class CardDatabaseWindow(QMainWindow):
    """Browse, search and import cards."""

    #: Emitted after an import changed the cards in the database.
    cards_changed = Signal()

    def __init__(self, store: CardStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._import_thread: QThread | None = None
        self._import_worker: ImportWorker | None = None
        self.setWindowTitle(t("card_database.title"))
        fit_to_screen(self, 1180, 760)

        self.import_folder_action = QAction(t("card_database.import_folder"), self)
        self.import_folder_action.setToolTip(t("card_database.import_folder_tip"))
        self.import_folder_action.triggered.connect(self.choose_folder)
        self.import_zip_action = QAction(t("card_database.import_zip"), self)
        self.import_zip_action.setToolTip(t("card_database.import_zip_tip"))
        self.import_zip_action.triggered.connect(self.choose_zip)
        close_action = QAction(t("card_database.close"), self)
        close_action.setShortcut(QKeySequence.StandardKey.Close)
        close_action.triggered.connect(self.close)
        menu = self.menuBar().addMenu(t("card_database.menu"))
        menu.addActions([self.import_folder_action, self.import_zip_action])
        menu.addSeparator()
        menu.addAction(close_action)
        toolbar = self.addToolBar(t("card_database.toolbar"))
        toolbar.setObjectName("import-toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addActions([self.import_folder_action, self.import_zip_action])

        self.browser = CardBrowser(store, parent=self)
        self.browser.card_shown.connect(self._show_card)
        # The browser's parts, as a user (and a test) meets them.
        self.search_bar = self.browser.search_bar
        self.model, self.proxy = self.browser.model, self.browser.proxy
        self.table, self.count_label = self.browser.table, self.browser.count_label
        QShortcut(QKeySequence.StandardKey.Find, self, self.browser.focus_search)

        self.card_view = CardView(self)
        self.details_label = QLabel(self)
        self.details_label.setWordWrap(True)
        self.details_label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.details_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.by_hand_label = LeftToYouLabel(self)

        self.progress_bar = QProgressBar(self)
        self.progress_bar.setMaximumWidth(260)
        self.progress_bar.setTextVisible(True)
        self.progress_bar.hide()
        self.status_label = QLabel(self)
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.progress_bar)
        self._hide_progress = QTimer(self)
        self._hide_progress.setSingleShot(True)
        self._hide_progress.setInterval(4000)
        self._hide_progress.timeout.connect(self.progress_bar.hide)

        self.setCentralWidget(self._make_central())
        self.refresh_sets()
        self._show_database_status()
        self.search_bar.emit_query()

    # -- building ------------------------------------------------------------------------------

    def _make_central(self) -> QWidget:
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.card_view, 1)
        right_layout.addWidget(self.details_label)
        right_layout.addWidget(self.by_hand_label)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.browser)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([700, 460])
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.addWidget(splitter, 1)
        return central

    # -- searching -----------------------------------------------------------------------------

    def focus_search(self) -> None:
        self.browser.focus_search()

    def refresh_sets(self) -> None:
        self.browser.refresh_sets()

    def select_row(self, row: int) -> None:
        """Select a row of the list as shown (after sorting); the card view follows."""
        self.browser.select_row(row)

    def listed_names(self) -> list[str]:
        """The card names in the list, in the order shown."""
        return self.browser.listed_names()

    def selected_card(self) -> Card | None:
        return self.browser.selected_card()

    def _show_card(self, card: Card | None) -> None:
        automation = card_automation(card, self.store) if card is not None else None
        self.card_view.set_card(card, automation)
        self.details_label.setText(self._details(card) if card is not None else "")
        self.by_hand_label.show_for(self.card_view)

    def _details(self, card: Card) -> str:
        code = f" ({card.ptcgo_code})" if card.ptcgo_code else ""
        where = f"{card.id} · {card.set_name}{code} {card.number}"
        if card.rarity:
            where += f" · {card.rarity}"
        return "\n".join([where, legality_line(self.store.legal_formats(card.id))])

    def _show_database_status(self) -> None:
        stats = self.store.stats()
        if stats.last_import is None:
            self.status_label.setText(t("card_database.starter_only"))
        else:
            self.status_label.setText(
                t(
                    "card_database.holds",
                    cards=counted("cards", stats.cards),
                    sets=counted("sets", stats.sets),
                )
            )

    # -- importing -----------------------------------------------------------------------------

    def is_importing(self) -> bool:
        return self._import_thread is not None

    def choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, t("card_database.choose_folder"), str(Path.home())
        )
        if path:
            self.start_import(Path(path))

    def choose_zip(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            t("card_database.choose_zip"),
            str(Path.home()),
            t("card_database.zip_files"),
        )
        if path:
            self.start_import(Path(path))

    def start_import(self, path: Path) -> bool:
        """Import the pool at ``path`` in the background; refused while one is running."""
        if self.is_importing():
            self.show_message(
                QMessageBox.Icon.Information,
                t("card_database.import_running"),
                t("card_database.import_running_already"),
            )
            return False
        self._set_importing(True)
        self.progress_bar.setRange(0, 0)
        self.progress_bar.setValue(0)
        self.progress_bar.show()
        self.status_label.setText(t("card_database.opening", path=str(path)))
        worker = ImportWorker(self.store.database, path)
        worker.progress.connect(self._import_progress)
        worker.succeeded.connect(self._import_succeeded)
        worker.failed.connect(self._import_failed)
        thread = start_worker_thread(worker, worker.run, worker.finished, self, "card-import")
        thread.finished.connect(self._import_thread_finished)
        # Python must hold the worker: Qt does not own it, and it has no parent to keep it.
        self._import_thread, self._import_worker = thread, worker
        return True

    def _set_importing(self, importing: bool) -> None:
        self._hide_progress.stop()
        for action in (self.import_folder_action, self.import_zip_action):
            action.setEnabled(not importing)

    def _import_progress(self, done: int, total: int, what: Message) -> None:
        # One step per card file, and a last one for saving them.
        self.progress_bar.setRange(0, total + 1)
        self.progress_bar.setValue(done)
        self.progress_bar.setFormat(t("card_database.progress", done=done, total=total + 1))
        if done >= total:
            self.browser.hold_searches(t("card_database.list_after_import"))
            self.status_label.setText(t("card_database.saving"))
        else:
            self.status_label.setText(t("card_database.step", what=Reader().words(what)))

    def _import_succeeded(self, report: ImportReport) -> None:
        self.progress_bar.setValue(self.progress_bar.maximum())
        self.refresh_sets()
        self._show_database_status()
        self.browser.release_searches(search=True)
        self.cards_changed.emit()
        dialog = ImportReportDialog(report, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()

    def _import_failed(self, message: str) -> None:
        self.progress_bar.hide()
        self._show_database_status()
        self.browser.release_searches()
        self.show_message(QMessageBox.Icon.Critical, t("card_database.nothing_imported"), message)

    def _import_thread_finished(self) -> None:
        if self._import_thread is not None:
            self._import_thread.wait()  # it has said it finished; now it has ended
        self._import_thread = self._import_worker = None
        self._set_importing(False)
        if self.progress_bar.isVisible():
            self._hide_progress.start()

    # -- messages and closing ------------------------------------------------------------------

    def show_message(self, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
        """Show a message over this window without blocking; returns the box."""
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        return box

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.is_importing():
            event.ignore()
            self.show_message(
                QMessageBox.Icon.Information,
                t("card_database.import_running"),
                t("card_database.wait_before_closing"),
            )
            return
        super().closeEvent(event)
