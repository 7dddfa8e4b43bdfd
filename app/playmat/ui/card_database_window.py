"""The Card database window: search and browse every card, see one drawn, import a card pool.

The window only reads cards through the :class:`CardStore` and writes them only through the
importer, which runs on a worker thread (:mod:`playmat.ui.import_worker`). Messages are shown
window-modal with ``open()``, never ``exec()``, so nothing blocks the event loop.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QItemSelection,
    QLocale,
    QSortFilterProxyModel,
    Qt,
    QThread,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.importer import ImportReport
from playmat.cards.model import Card
from playmat.db.card_query import CardQuery
from playmat.db.card_store import CardStore
from playmat.errors import PlaymatError
from playmat.ui.card_list_model import CARD_ROLE, SORT_ROLE, CardListModel, Column
from playmat.ui.card_search_bar import CardSearchBar
from playmat.ui.card_view import CardView
from playmat.ui.import_dialog import ImportReportDialog
from playmat.ui.import_worker import ImportWorker, start_import_thread

#: At most this many cards are listed; a search matching more says so.
RESULT_LIMIT = 500
#: Text as wide as a column usually needs to be.
_COLUMN_SAMPLES = {
    Column.KIND: "Special Energy",
    Column.TYPE: "WW Lightning",
    Column.HP: "HP 340",
    Column.SET: "Brilliant Stars Trainer",
    Column.NUMBER: "SWSH155",
}


class CardDatabaseWindow(QMainWindow):
    """Browse, search and import cards."""

    #: Emitted after an import changed the cards in the database.
    cards_changed = Signal()

    def __init__(self, store: CardStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._import_thread: QThread | None = None
        self._import_worker: ImportWorker | None = None
        self._import_saving = False
        self._search_waiting = False
        self.setWindowTitle(self.tr("Card database — Playmat"))
        self.resize(1180, 760)

        self.import_folder_action = QAction(self.tr("Import folder…"), self)
        self.import_folder_action.setToolTip(
            self.tr("Import a pokemon-tcg-data folder (with sets/ and cards/)")
        )
        self.import_folder_action.triggered.connect(self.choose_folder)
        self.import_zip_action = QAction(self.tr("Import zip…"), self)
        self.import_zip_action.setToolTip(self.tr("Import a pokemon-tcg-data release zip"))
        self.import_zip_action.triggered.connect(self.choose_zip)
        close_action = QAction(self.tr("Close"), self)
        close_action.setShortcut(QKeySequence.StandardKey.Close)
        close_action.triggered.connect(self.close)
        menu = self.menuBar().addMenu(self.tr("&Cards"))
        menu.addActions([self.import_folder_action, self.import_zip_action])
        menu.addSeparator()
        menu.addAction(close_action)
        toolbar = self.addToolBar(self.tr("Import"))
        toolbar.setObjectName("import-toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addActions([self.import_folder_action, self.import_zip_action])

        self.search_bar = CardSearchBar(limit=RESULT_LIMIT + 1, parent=self)
        self.search_bar.query_changed.connect(self.run_search)
        QShortcut(QKeySequence.StandardKey.Find, self, self.focus_search)

        self.model = CardListModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = self._make_table()
        self.count_label = QLabel(self)
        self.count_label.setWordWrap(True)

        self.card_view = CardView(self)
        self.details_label = QLabel(self)
        self.details_label.setWordWrap(True)
        self.details_label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.details_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.progress_bar = QProgressBar(self)
        self.progress_bar.setMaximumWidth(260)
        self.progress_bar.setTextVisible(True)
        self.progress_bar.setFormat(self.tr("%v of %m"))
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

    def _make_table(self) -> QTableView:
        table = QTableView(self)
        table.setModel(self.proxy)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setSortingEnabled(True)
        table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        table.verticalHeader().hide()
        table.setWordWrap(False)
        table.setAccessibleName(self.tr("Cards found"))
        # Widths from sample text, not from the contents: measuring 500 rows on every search
        # would cost more than the search itself.
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        metrics = table.fontMetrics()
        for column, sample in _COLUMN_SAMPLES.items():
            header.resizeSection(column, metrics.horizontalAdvance(sample) + 24)
        table.selectionModel().selectionChanged.connect(self._selection_changed)
        return table

    def _make_central(self) -> QWidget:
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.table, 1)
        left_layout.addWidget(self.count_label)
        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.card_view, 1)
        right_layout.addWidget(self.details_label)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([700, 460])
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.addWidget(self.search_bar)
        layout.addWidget(splitter, 1)
        return central

    # -- searching -----------------------------------------------------------------------------

    def focus_search(self) -> None:
        self.search_bar.search_edit.setFocus()
        self.search_bar.search_edit.selectAll()

    def refresh_sets(self) -> None:
        sets = [(row.id, row.name) for row in reversed(self.store.sets())]
        self.search_bar.set_sets(sets)

    def run_search(self, query: CardQuery) -> None:
        """Show the cards matching ``query``; keep the selected card selected if it is listed."""
        if self._import_saving:
            # The import holds the database for writing; reading now would wait for it.
            self._search_waiting = True
            self.count_label.setText(self.tr("The list refreshes when the import is saved."))
            return
        try:
            cards = self.store.search(query)
        except PlaymatError as error:
            self.count_label.setText(str(error))
            return
        selected = self.selected_card()
        self.model.set_cards(cards[:RESULT_LIMIT])
        self.count_label.setText(self._count_text(len(cards)))
        row = self.model.row_of(selected.id) if selected is not None else None
        self.select_row(self.proxy.mapFromSource(self.model.index(row or 0, 0)).row())

    def _count_text(self, found: int) -> str:
        if found == 0:
            return self.tr("No cards match. Remove a word or a filter.")
        if found > RESULT_LIMIT:
            return self.tr(
                "More than {0} cards match; the first {0} are listed. "
                "Add words or filters to narrow the search."
            ).format(QLocale().toString(RESULT_LIMIT))
        if found == 1:
            return self.tr("1 card")
        return self.tr("{0} cards").format(QLocale().toString(found))

    def select_row(self, row: int) -> None:
        """Select a row of the list as shown (after sorting); the card view follows."""
        if not 0 <= row < self.proxy.rowCount():
            self.table.clearSelection()
            self._show_card(None)
            return
        self.table.selectRow(row)
        self.table.scrollTo(self.proxy.index(row, 0))

    def listed_names(self) -> list[str]:
        """The card names in the list, in the order shown."""
        return [self.proxy.index(row, Column.NAME).data() for row in range(self.proxy.rowCount())]

    def selected_card(self) -> Card | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(CARD_ROLE) if rows else None

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._show_card(self.selected_card())

    def _show_card(self, card: Card | None) -> None:
        self.card_view.set_card(card)
        self.details_label.setText(self._details(card) if card is not None else "")

    def _details(self, card: Card) -> str:
        code = f" ({card.ptcgo_code})" if card.ptcgo_code else ""
        where = f"{card.id} · {card.set_name}{code} {card.number}"
        if card.rarity:
            where += f" · {card.rarity}"
        legal = [f.capitalize() for f, status in card.legalities.items() if status == "Legal"]
        banned = [f.capitalize() for f, status in card.legalities.items() if status == "Banned"]
        lines = [where]
        if legal:
            lines.append(self.tr("Legal in {0}").format(", ".join(legal)))
        else:
            lines.append(self.tr("Not legal in any format"))
        if banned:
            lines.append(self.tr("Banned in {0}").format(", ".join(banned)))
        return "\n".join(lines)

    def _show_database_status(self) -> None:
        stats = self.store.stats()
        if stats.last_import is None:
            self.status_label.setText(
                self.tr(
                    "Only the starter set is installed. Import the full card pool "
                    "(pokemon-tcg-data) with Import folder… or Import zip…"
                )
            )
        else:
            self.status_label.setText(
                self.tr("{0} cards in {1} sets.").format(
                    QLocale().toString(stats.cards), QLocale().toString(stats.sets)
                )
            )

    # -- importing -----------------------------------------------------------------------------

    def is_importing(self) -> bool:
        return self._import_thread is not None

    def choose_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Import a pokemon-tcg-data folder"), str(Path.home())
        )
        if path:
            self.start_import(Path(path))

    def choose_zip(self) -> None:
        path, _filter = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a pokemon-tcg-data zip"),
            str(Path.home()),
            self.tr("Zip archives (*.zip);;All files (*)"),
        )
        if path:
            self.start_import(Path(path))

    def start_import(self, path: Path) -> bool:
        """Import the pool at ``path`` in the background; refused while one is running."""
        if self.is_importing():
            self.show_message(
                QMessageBox.Icon.Information,
                self.tr("An import is running"),
                self.tr(
                    "Cards are being imported already. Wait for that import to finish, "
                    "then start the next one."
                ),
            )
            return False
        self._set_importing(True)
        self.progress_bar.setRange(0, 0)
        self.progress_bar.setValue(0)
        self.progress_bar.show()
        self.status_label.setText(self.tr("Opening {0}…").format(path))
        worker = ImportWorker(self.store.database, path)
        worker.progress.connect(self._import_progress)
        worker.succeeded.connect(self._import_succeeded)
        worker.failed.connect(self._import_failed)
        thread = start_import_thread(worker, self)
        thread.finished.connect(self._import_thread_finished)
        # Python must hold the worker: Qt does not own it, and it has no parent to keep it.
        self._import_thread, self._import_worker = thread, worker
        return True

    def _set_importing(self, importing: bool) -> None:
        self._hide_progress.stop()
        for action in (self.import_folder_action, self.import_zip_action):
            action.setEnabled(not importing)

    def _import_progress(self, done: int, total: int, what: str) -> None:
        # One step per card file, and a last one for saving them.
        self.progress_bar.setRange(0, total + 1)
        self.progress_bar.setValue(done)
        if done >= total:
            self._import_saving = True
            self.status_label.setText(self.tr("Saving the cards to the database…"))
        else:
            self.status_label.setText(f"{what}…")

    def _import_succeeded(self, report: ImportReport) -> None:
        self._import_saving = self._search_waiting = False
        self.progress_bar.setValue(self.progress_bar.maximum())
        self.refresh_sets()
        self._show_database_status()
        self.search_bar.emit_query()
        self.cards_changed.emit()
        dialog = ImportReportDialog(report, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()

    def _import_failed(self, message: str) -> None:
        self.progress_bar.hide()
        self._show_database_status()
        self._import_saving = False
        if self._search_waiting:
            self._search_waiting = False
            self.search_bar.emit_query()
        self.show_message(QMessageBox.Icon.Critical, self.tr("Nothing was imported"), message)

    def _import_thread_finished(self) -> None:
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
                self.tr("An import is running"),
                self.tr("Wait for the card import to finish before closing this window."),
            )
            return
        super().closeEvent(event)
