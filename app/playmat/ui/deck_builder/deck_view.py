"""The deck being built, grouped into Pokémon, Trainers and Energy with their counts.

It is where cards are dropped (as card ids, see :mod:`playmat.ui.card_mime`) and where ``+``,
``-`` and Delete change a card's count; it only asks for those changes with signals and shows
the deck it is given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import cast

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFont,
    QKeyEvent,
    QPainter,
    QPaintEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from playmat.cards.model import Card
from playmat.i18n.catalogue import t
from playmat.ui.card_list_model import type_icon
from playmat.ui.card_mime import card_ids_from_mime
from playmat.ui.palette import ERROR_RED, MUTED_INK, card_energy_type

CARD_ROLE = Qt.ItemDataRole.UserRole + 10
#: Keys that add a copy of the selected card ("=" is "+" without Shift), and that remove one.
ADD_KEYS = ("+", "=")
REMOVE_KEYS = (Qt.Key.Key_Minus, Qt.Key.Key_Delete, Qt.Key.Key_Backspace)


class Column:
    COUNT = 0
    NAME = 1
    SET = 2


class DeckView(QTreeWidget):
    """The deck's cards by section; a drop target for cards."""

    #: Card ids dropped on the deck.
    cards_dropped = Signal(list)
    #: One more copy of this card id, please (``+``).
    add_requested = Signal(str)
    #: One copy less of this card id, please (``-``, Delete).
    remove_requested = Signal(str)
    #: The card to show large: the selected one, or the one under the mouse.
    card_shown = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(3)
        self.setHeaderLabels([t("deck_view.count"), t("deck_view.card"), t("deck_view.set")])
        self.setRootIsDecorated(False)
        self.setItemsExpandable(False)
        self.setIndentation(0)
        self.setUniformRowHeights(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setDropIndicatorShown(False)
        self.setMouseTracking(True)
        self.setAccessibleName(t("deck_view.deck"))
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(Column.COUNT, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(Column.SET, QHeaderView.ResizeMode.Fixed)
        metrics = self.fontMetrics()
        header.resizeSection(Column.COUNT, metrics.horizontalAdvance("000") + 16)
        header.resizeSection(Column.SET, metrics.horizontalAdvance("PR-SM SM999") + 16)
        self.itemSelectionChanged.connect(self._selection_changed)
        self.itemEntered.connect(self._hovered)
        self._section_font = QFont(self.font())
        self._section_font.setBold(True)

    # -- showing the deck ----------------------------------------------------------------------

    def set_entries(
        self, entries: Sequence[tuple[Card, int]], wrong: Mapping[str, str] | None = None
    ) -> None:
        """Show these cards. ``wrong`` maps card names that make the deck wrong to the reason,
        which the row shows in red."""
        wrong = wrong or {}
        selected = self.selected_card()
        self.blockSignals(True)
        self.clear()
        sections = (
            (t("deck_view.pokemon"), "is_pokemon"),
            (t("deck_view.trainers"), "is_trainer"),
            (t("deck_view.energy"), "is_energy"),
        )
        for title, test in sections:
            section = [(card, count) for card, count in entries if getattr(card, test)]
            if not section:
                continue
            total = sum(count for _, count in section)
            header = QTreeWidgetItem(self, [t("deck_view.section", title=title, count=total)])
            header.setFirstColumnSpanned(True)
            header.setFont(Column.COUNT, self._section_font)
            header.setFlags(Qt.ItemFlag.ItemIsEnabled)
            header.setForeground(Column.COUNT, QBrush(QColor(MUTED_INK)))
            for card, count in section:
                self._add_row(header, card, count, wrong.get(card.name))
        self.expandAll()
        self.blockSignals(False)
        if selected is not None:
            self.select_card(selected.id)
        self.viewport().update()

    def _add_row(
        self, parent: QTreeWidgetItem, card: Card, count: int, problem: str | None
    ) -> None:
        code = card.ptcgo_code or card.set_id.upper()
        item = QTreeWidgetItem(parent, [str(count), card.name, f"{code} {card.number}"])
        item.setData(Column.COUNT, CARD_ROLE, card)
        item.setTextAlignment(
            Column.COUNT, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
        energy = card_energy_type(card)
        if energy is not None:
            item.setIcon(Column.NAME, type_icon(energy))
        item.setToolTip(Column.NAME, f"{card.name} ({card.id})")
        if problem:
            for column in (Column.COUNT, Column.NAME, Column.SET):
                item.setForeground(column, QBrush(QColor(ERROR_RED)))
            item.setToolTip(Column.NAME, problem)

    def section_titles(self) -> list[str]:
        """The section headers as shown: ``Pokémon · 28``."""
        # Every index below topLevelItemCount() has an item.
        return [
            cast(QTreeWidgetItem, self.topLevelItem(i)).text(Column.COUNT)
            for i in range(self.topLevelItemCount())
        ]

    def rows(self) -> list[tuple[int, str]]:
        """(count, name) of every card row, in the order shown."""
        return [
            (int(item.text(Column.COUNT)), item.text(Column.NAME)) for item in self._card_items()
        ]

    def _card_items(self) -> list[QTreeWidgetItem]:
        items: list[QTreeWidgetItem] = []
        for i in range(self.topLevelItemCount()):
            # Every index below topLevelItemCount() has an item, and below childCount() a child.
            section = cast(QTreeWidgetItem, self.topLevelItem(i))
            items.extend(
                cast(QTreeWidgetItem, section.child(j)) for j in range(section.childCount())
            )
        return items

    def selected_card(self) -> Card | None:
        items = self.selectedItems()
        return items[0].data(Column.COUNT, CARD_ROLE) if items else None

    def select_card(self, card_id: str) -> bool:
        for item in self._card_items():
            if item.data(Column.COUNT, CARD_ROLE).id == card_id:
                self.setCurrentItem(item)
                return True
        return False

    def _selection_changed(self) -> None:
        self.card_shown.emit(self.selected_card())

    def _hovered(self, item: QTreeWidgetItem, _column: int) -> None:
        card = item.data(Column.COUNT, CARD_ROLE)
        if card is not None:
            self.card_shown.emit(card)

    # -- keys ----------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        card = self.selected_card()
        if card is not None and event.text() in ADD_KEYS:
            self.add_requested.emit(card.id)
            return
        if card is not None and event.key() in REMOVE_KEYS:
            self.remove_requested.emit(card.id)
            return
        super().keyPressEvent(event)

    # -- dropping cards ------------------------------------------------------------------------

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self._accept_cards(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self._accept_cards(event)

    def dropEvent(self, event: QDropEvent) -> None:
        card_ids = card_ids_from_mime(event.mimeData())
        if not card_ids:
            event.ignore()
            return
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        self.cards_dropped.emit(card_ids)

    @staticmethod
    def _accept_cards(event: QDragMoveEvent) -> None:
        if card_ids_from_mime(event.mimeData()):
            event.setDropAction(Qt.DropAction.CopyAction)
            event.accept()
        else:
            event.ignore()

    # -- the empty deck ------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.topLevelItemCount():
            return
        painter = QPainter(self.viewport())
        painter.setPen(QColor(MUTED_INK))
        area = QRect(self.viewport().rect()).adjusted(24, 24, -24, -24)
        painter.drawText(
            area,
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            t("deck_view.empty"),
        )
        painter.end()
