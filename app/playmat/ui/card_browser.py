"""The search bar over a sortable list of cards: the part the Card database window and the deck
builder share, so both search, filter and list cards the same way.

It says which card to show large with ``card_shown`` (the selected card, or with
``preview_on_hover`` the card under the mouse) and which card the user picked with
``card_activated`` (double-click or Enter). With ``draggable`` its rows can be dragged out as
card ids (:func:`playmat.ui.card_list_model.card_ids_from_mime`).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QLocale,
    QModelIndex,
    QObject,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.model import Card, EnergyType
from playmat.db.card_query import CardQuery
from playmat.db.card_store import CardStore
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import t
from playmat.ui.card_list_model import CARD_ROLE, SORT_ROLE, CardListModel, Column, types_word
from playmat.ui.card_search_bar import CardSearchBar
from playmat.ui.counts import counted

#: At most this many cards are listed; a search matching more says so.
RESULT_LIMIT = 500


def _column_samples() -> dict[Column, str]:
    """Text as wide as a column usually needs to be, in the reader's words."""
    return {
        Column.KIND: t("kind.energy", special=True),
        Column.TYPE: "WW " + types_word((EnergyType.LIGHTNING,)),
        Column.HP: t("card_list.hp") + " 340",
        Column.SET: "Brilliant Stars Trainer",
        Column.NUMBER: "SWSH155",
    }


class CardBrowser(QWidget):
    """Search, filter and list cards; says which card to show and which one was picked."""

    #: The card to show large (``None`` when none is selected).
    card_shown = Signal(object)
    #: A card double-clicked or chosen with Enter.
    card_activated = Signal(object)

    def __init__(
        self,
        store: CardStore,
        *,
        limit: int = RESULT_LIMIT,
        draggable: bool = False,
        preview_on_hover: bool = False,
        narrow: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self._limit = limit
        self._held: str | None = None
        self._search_waiting = False
        self._hovered: Card | None = None
        self.search_bar = CardSearchBar(limit=limit + 1, compact=narrow, parent=self)
        self.search_bar.query_changed.connect(self.run_search)
        self.model = CardListModel(store, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.table = self._make_table(draggable, preview_on_hover, narrow)
        self.table.installEventFilter(self)
        if preview_on_hover:
            self.table.viewport().installEventFilter(self)
        self.count_label = QLabel(self)
        self.count_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search_bar)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)

    def _make_table(self, draggable: bool, preview_on_hover: bool, narrow: bool) -> QTableView:
        table = QTableView(self)
        table.setModel(self.proxy)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        table.setSortingEnabled(True)
        table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)
        table.setWordWrap(False)
        table.setAccessibleName(t("card_list.found"))
        # Widths from sample text, not from the contents: measuring 500 rows on every search
        # would cost more than the search itself.
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        metrics = table.fontMetrics()
        for column, sample in _column_samples().items():
            header.resizeSection(column, metrics.horizontalAdvance(sample) + 24)
        if narrow:
            # Beside a deck: no HP, and the set's name cut short.
            table.setColumnHidden(Column.HP, True)
            kind = t("kind.energy", special=False)
            header.resizeSection(Column.KIND, metrics.horizontalAdvance(kind) + 16)
            lightning = types_word((EnergyType.LIGHTNING,))
            header.resizeSection(Column.TYPE, metrics.horizontalAdvance(lightning) + 36)
            header.resizeSection(Column.SET, metrics.horizontalAdvance("Sun & Moon") + 16)
            header.resizeSection(Column.NUMBER, metrics.horizontalAdvance("SV107") + 16)
        table.selectionModel().selectionChanged.connect(self._selection_changed)
        table.doubleClicked.connect(self._activated)
        if draggable:
            table.setDragEnabled(True)
            table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
            table.setDefaultDropAction(Qt.DropAction.CopyAction)
        if preview_on_hover:
            table.setMouseTracking(True)
            table.entered.connect(self._hover)
        return table

    # -- searching -----------------------------------------------------------------------------

    def focus_search(self) -> None:
        self.search_bar.search_edit.setFocus()
        self.search_bar.search_edit.selectAll()

    def refresh_sets(self) -> None:
        sets = [(row.id, row.name) for row in reversed(self.store.sets())]
        self.search_bar.set_sets(sets)

    def hold_searches(self, message: str) -> None:
        """Search no more until :meth:`release_searches`, saying ``message`` instead (while an
        import holds the database for writing, a search would wait for it)."""
        self._held = message

    def release_searches(self, search: bool = False) -> None:
        """Search again: now if ``search`` (the cards changed), else only if a search was asked
        for while held."""
        self._held = None
        if search or self._search_waiting:
            self._search_waiting = False
            self.search_bar.emit_query()

    def run_search(self, query: CardQuery) -> None:
        """Show the cards matching ``query``; keep the selected card selected if it is listed."""
        if self._held is not None:
            self._search_waiting = True
            self.count_label.setText(self._held)
            return
        try:
            found = self.store.search_ids(query)
        except PlaymatError as error:
            self.count_label.setText(str(error))
            return
        selected = self.selected_id()
        self.model.set_ids(found[: self._limit])
        self.count_label.setText(self._count_text(len(found)))
        row = self.model.row_of(selected) if selected is not None else None
        self.select_row(self.proxy.mapFromSource(self.model.index(row or 0, 0)).row())

    def _count_text(self, found: int) -> str:
        if found == 0:
            return t("card_list.none_found")
        if found > self._limit:
            return t("card_list.too_many", shown=QLocale().toString(self._limit))
        return counted("cards", found)

    # -- the list ------------------------------------------------------------------------------

    def select_row(self, row: int) -> None:
        """Select a row of the list as shown (after sorting); the card shown follows."""
        if not 0 <= row < self.proxy.rowCount():
            self.table.clearSelection()
            self.card_shown.emit(None)
            return
        self.table.selectRow(row)
        self.table.scrollTo(self.proxy.index(row, 0))

    def select_card(self, card_id: str) -> bool:
        """Select the listed card with this id; ``False`` if it is not listed."""
        row = self.model.row_of(card_id)
        if row is None:
            return False
        self.select_row(self.proxy.mapFromSource(self.model.index(row, 0)).row())
        return True

    def listed_names(self) -> list[str]:
        """The card names in the list, in the order shown."""
        return [self.proxy.index(row, Column.NAME).data() for row in range(self.proxy.rowCount())]

    def selected_card(self) -> Card | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(CARD_ROLE) if rows else None

    def selected_id(self) -> str | None:
        """The selected card's id (without reading the card)."""
        rows = self.table.selectionModel().selectedRows()
        return self.model.ids()[self.proxy.mapToSource(rows[0]).row()] if rows else None

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self._hovered = None
        self.card_shown.emit(self.selected_card())

    def _activated(self, index: QModelIndex) -> None:
        card = index.data(CARD_ROLE)
        if card is not None:
            self.card_activated.emit(card)

    def _hover(self, index: QModelIndex) -> None:
        card = index.data(CARD_ROLE)
        if card is not None and card is not self._hovered:
            self._hovered = card
            self.card_shown.emit(card)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Leave:
            # The mouse left the list: show the selected card again.
            if self._hovered is not None:
                self._hovered = None
                self.card_shown.emit(self.selected_card())
        elif watched is self.table and _is_enter(event):
            card = self.selected_card()
            if card is not None:
                self.card_activated.emit(card)
                return True
        return super().eventFilter(watched, event)


def _is_enter(event: QEvent) -> bool:
    return (
        isinstance(event, QKeyEvent)
        and event.type() == QEvent.Type.KeyPress
        and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
    )
