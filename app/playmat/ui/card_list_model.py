"""The rows of a card search result, for a table view: name, kind, type, HP, set, number."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from playmat.cards.labels import kind_word, type_word
from playmat.cards.model import Card, CardListing, EnergyType
from playmat.db.card_store import CardStore
from playmat.i18n.catalogue import t
from playmat.ui.card_mime import CARD_MIME, card_mime
from playmat.ui.palette import card_energy_type, type_colours

#: The role that gives a value to sort a column by (numbers as numbers, not text).
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
#: The role that gives the :class:`Card` of a row.
CARD_ROLE = Qt.ItemDataRole.UserRole + 2

_Index = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    NAME = 0
    KIND = 1
    TYPE = 2
    HP = 3
    SET = 4
    NUMBER = 5


_COLUMNS = tuple(Column)
#: Each column's heading (a catalogue id).
_HEADERS = {
    Column.NAME: "card_list.name",
    Column.KIND: "card_list.kind",
    Column.TYPE: "card_list.type",
    Column.HP: "card_list.hp",
    Column.SET: "card_list.set",
    Column.NUMBER: "card_list.number",
}


def types_word(types: Sequence[EnergyType]) -> str:
    """``Grass / Psychic`` in the reader's words."""
    return " / ".join(type_word(energy) for energy in types)


def _number_key(number: str) -> str:
    """``"9"`` before ``"10"`` before ``"SWSH155"``: numbers sort by their value.

    A string, because Qt compares sort keys itself and cannot compare Python tuples.
    """
    digits = "".join(itertools.takewhile(str.isdigit, number))
    return f"{int(digits):08d}{number}" if digits else f"~{number}"


def type_icon(energy: EnergyType, size: int = 14) -> QIcon:
    """A small filled circle in the type's colour, for lists and combo boxes."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor(type_colours(energy).base)
    painter.setPen(fill.darker(150))
    painter.setBrush(fill)
    painter.drawEllipse(1, 1, size - 2, size - 2)
    painter.end()
    return QIcon(pixmap)


#: Rows read from the database at a time, as the list scrolls to them.
PAGE = 60


class CardListModel(QAbstractTableModel):
    """Shows the cards a search found; it is replaced whole by each new search, never edited.
    It holds their ids and reads what the rows show a page at a time, when the view asks for
    those rows (the cards' columns, not their whole data); a card itself is read only when it
    is shown large or dragged. Its rows can be dragged (as card ids) when the view allows it."""

    def __init__(self, store: CardStore, parent: Any = None) -> None:
        super().__init__(parent)
        self.store = store
        self._ids: list[str] = []
        self._listed: dict[str, CardListing] = {}
        self._cards: dict[str, Card] = {}
        self._icons: dict[EnergyType, QIcon] = {}

    def set_ids(self, card_ids: Sequence[str]) -> None:
        self.beginResetModel()
        self._ids = list(card_ids)
        self._listed = {}
        self._cards = {}
        self.endResetModel()

    def ids(self) -> list[str]:
        return list(self._ids)

    @property
    def rows_read(self) -> int:
        """How many rows' columns were read from the database since the last search."""
        return len(self._listed)

    @property
    def cards_read(self) -> int:
        """How many whole cards were read since the last search (shown large, dragged)."""
        return len(self._cards)

    def card_at(self, row: int) -> Card:
        """The card of a row, read whole (and kept while the list shows it)."""
        card_id = self._ids[row]
        if card_id not in self._cards:
            self._cards.update(self.store.get_many([card_id]))
        return self._cards[card_id]

    def listing_at(self, row: int) -> CardListing:
        card_id = self._ids[row]
        if card_id not in self._listed:
            start = row - row % PAGE
            self._listed.update(self.store.listings(self._ids[start : start + PAGE]))
        return self._listed[card_id]

    def row_of(self, card_id: str) -> int | None:
        try:
            return self._ids.index(card_id)
        except ValueError:
            return None

    def rowCount(self, parent: _Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._ids)

    def columnCount(self, parent: _Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(_COLUMNS)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        return flags | Qt.ItemFlag.ItemIsDragEnabled if index.isValid() else flags

    def mimeTypes(self) -> list[str]:
        return [CARD_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        rows = sorted({index.row() for index in indexes if index.isValid()})
        return card_mime([self.card_at(row) for row in rows])

    def supportedDragActions(self) -> Qt.DropAction:
        return Qt.DropAction.CopyAction

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return t(_HEADERS[_COLUMNS[section]])
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == CARD_ROLE:
            return self.card_at(index.row())
        card = self.listing_at(index.row())
        column = _COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(card, column)
        if role == SORT_ROLE:
            return self._sort_key(card, column)
        if role == Qt.ItemDataRole.DecorationRole and column == Column.TYPE:
            energy = card_energy_type(card)
            return self._icon(energy) if energy is not None else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{card.name} ({card.id})"
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (Column.HP, Column.NUMBER):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _display(self, card: CardListing, column: Column) -> str:
        if column == Column.NAME:
            return card.name
        if column == Column.KIND:
            return kind_word(card)
        if column == Column.TYPE:
            return types_word(card.types)
        if column == Column.HP:
            return "" if card.hp is None else str(card.hp)
        if column == Column.SET:
            return card.set_name
        return card.number

    def _sort_key(self, card: CardListing, column: Column) -> Any:
        if column == Column.HP:
            return card.hp or 0
        if column == Column.NUMBER:
            return _number_key(card.number)
        return self._display(card, column).casefold()

    def _icon(self, energy: EnergyType) -> QIcon:
        if energy not in self._icons:
            self._icons[energy] = type_icon(energy)
        return self._icons[energy]
