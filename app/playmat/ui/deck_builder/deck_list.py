"""The player's decks by name with their sizes: pick one to edit it, rename it in place (F2 or a
double-click), delete it with Delete. Below them, the theme decks of the imported card pool in a
group of their own: read-only, to look at and copy."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from playmat.decks.store import DeckRecord, ThemeDeck
from playmat.i18n.catalogue import t

DECK_ID_ROLE = Qt.ItemDataRole.UserRole + 20
THEME_ID_ROLE = Qt.ItemDataRole.UserRole + 21


class DeckListPanel(QTreeWidget):
    #: The user picked this deck.
    deck_chosen = Signal(int)
    #: The user picked this theme deck (by its id).
    theme_chosen = Signal(str)
    #: The user typed a new name for this deck.
    rename_requested = Signal(int, str)
    #: The user pressed Delete on the deck list.
    delete_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(2)
        self.setHeaderLabels([t("deck_list.deck"), t("deck_list.cards")])
        self.setRootIsDecorated(True)
        self.setIndentation(12)
        self.setUniformRowHeights(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setAccessibleName(t("deck_list.decks"))
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.currentItemChanged.connect(self._current_changed)
        self.itemChanged.connect(self._item_changed)
        self._names: dict[int, str] = {}
        self.themes: QTreeWidgetItem | None = None

    def set_decks(
        self,
        records: Sequence[DeckRecord],
        current_id: int | None,
        themes: Sequence[ThemeDeck] = (),
    ) -> None:
        self.blockSignals(True)
        expanded = self.themes is not None and self.themes.isExpanded()
        self.clear()
        self._names = {record.id: record.name for record in records}
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for record in records:
            item = QTreeWidgetItem(self, [record.name, str(record.size)])
            item.setData(0, DECK_ID_ROLE, record.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            item.setTextAlignment(1, right)
            item.setToolTip(0, t("deck_list.rename_tip", name=record.name))
        self.themes = None
        if themes:
            group = self.themes = QTreeWidgetItem(self, [t("deck_list.themes"), str(len(themes))])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            group.setTextAlignment(1, right)
            bold = group.font(0)
            bold.setBold(True)
            group.setFont(0, bold)
            group.setToolTip(0, t("deck_list.themes_tip"))
            for theme in themes:
                item = QTreeWidgetItem(group, [theme.name, str(theme.size)])
                item.setData(0, THEME_ID_ROLE, theme.id)
                item.setTextAlignment(1, right)
                item.setToolTip(0, t("deck_list.theme_tip", name=theme.name, set=theme.set_name))
            group.setExpanded(expanded)
        self.blockSignals(False)
        self.select(current_id)

    def select_theme(self, theme_id: str) -> None:
        """Mark the theme deck shown, without asking to show it again."""
        if self.themes is None:
            return
        for index in range(self.themes.childCount()):
            item = cast(QTreeWidgetItem, self.themes.child(index))
            if item.data(0, THEME_ID_ROLE) == theme_id:
                self.blockSignals(True)
                self.themes.setExpanded(True)
                self.setCurrentItem(item)
                self.scrollToItem(item)
                self.blockSignals(False)
                return

    def select(self, deck_id: int | None) -> None:
        """Mark the deck being edited, without asking to open it again."""
        self.blockSignals(True)
        item = self._item(deck_id)
        if item is None:
            self.clearSelection()
            # Qt takes a null item (no current item); PySide6's stub forgets it is optional.
            self.setCurrentItem(None)  # type: ignore[call-overload]
        else:
            self.setCurrentItem(item)
            self.scrollToItem(item)
        self.blockSignals(False)

    def start_rename(self, deck_id: int) -> None:
        item = self._item(deck_id)
        if item is not None:
            self.setCurrentItem(item)
            self.editItem(item, 0)

    def names(self) -> list[str]:
        """The player's own decks, in the order listed."""
        # Every index below topLevelItemCount() has an item.
        items = [
            cast(QTreeWidgetItem, self.topLevelItem(i)) for i in range(self.topLevelItemCount())
        ]
        return [item.text(0) for item in items if item is not self.themes]

    def _item(self, deck_id: int | None) -> QTreeWidgetItem | None:
        for i in range(self.topLevelItemCount()):
            item = cast(QTreeWidgetItem, self.topLevelItem(i))
            if item.data(0, DECK_ID_ROLE) == deck_id:
                return item
        return None

    def _current_changed(self, item: QTreeWidgetItem | None, _previous: object) -> None:
        if item is None:
            return
        theme_id = item.data(0, THEME_ID_ROLE)
        if theme_id is not None:
            self.theme_chosen.emit(theme_id)
        elif item.data(0, DECK_ID_ROLE) is not None:
            self.deck_chosen.emit(item.data(0, DECK_ID_ROLE))

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        deck_id = item.data(0, DECK_ID_ROLE)
        if column == 0 and item.text(0) != self._names.get(deck_id):
            self.rename_requested.emit(deck_id, item.text(0))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        current = self.currentItem()
        own = current is not None and current.data(0, DECK_ID_ROLE) is not None
        if event.key() == Qt.Key.Key_Delete and own and self.state() != self.State.EditingState:
            self.delete_requested.emit()
            return
        super().keyPressEvent(event)
