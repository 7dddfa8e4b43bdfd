"""The search box and filter menus above the card list.

It turns what the user typed and picked into one :class:`CardQuery` and says so with
``query_changed``; text that cannot be understood is explained right under the box instead.
Typing is debounced so a search runs when the user pauses, not on every key.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QTimer, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from playmat.cards.labels import format_name, subtype_label, supertype_word, type_word
from playmat.cards.model import EnergyType, Supertype
from playmat.db.card_query import FORMATS, CardQuery, QueryError, parse_query
from playmat.i18n.catalogue import t
from playmat.ui.card_list_model import type_icon
from playmat.ui.palette import ERROR_RED

#: How long typing must pause before the search runs.
DEBOUNCE_MS = 150
#: The subtypes offered in the filter menu: the ones players sort cards by. Any other can be
#: typed (``subtype:"Fusion Strike"``).
SUBTYPES = (
    "Basic",
    "Stage 1",
    "Stage 2",
    "ex",
    "V",
    "VSTAR",
    "VMAX",
    "GX",
    "EX",
    "TAG TEAM",
    "Radiant",
    "Item",
    "Supporter",
    "Stadium",
    "Pokémon Tool",
    "ACE SPEC",
    "Special",
)


class CardSearchBar(QWidget):
    """Search text plus supertype, subtype, type, set and format filters, combined into one
    query."""

    query_changed = Signal(object)

    def __init__(self, limit: int, compact: bool = False, parent: QWidget | None = None) -> None:
        """``compact`` puts the filter menus on two rows, for a narrow column."""
        super().__init__(parent)
        self._limit = limit
        self.search_edit = QLineEdit(self)
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setPlaceholderText(t("card_search.placeholder"))
        self.search_edit.setToolTip(t("card_search.help"))
        self.search_edit.setAccessibleName(t("card_search.name"))
        self.supertype_box = self._combo(t("card_search.all_cards"), t("card_search.card_kind"))
        for supertype in Supertype:
            self.supertype_box.addItem(supertype_word(supertype.value), supertype.value)
        self.subtype_box = self._combo(t("card_search.any_subtype"), t("card_search.subtype"))
        for subtype in SUBTYPES:
            self.subtype_box.addItem(subtype_label(subtype), subtype)
        self.type_box = self._combo(t("card_search.all_types"), t("card_search.type"))
        for energy in EnergyType:
            self.type_box.addItem(type_icon(energy), type_word(energy), energy.value)
        self.set_box = self._combo(t("card_search.all_sets"), t("card_search.set"))
        self.set_box.setMinimumContentsLength(18)
        self.set_box.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.format_box = self._combo(t("card_search.any_format"), t("card_search.format"))
        for format_id in FORMATS:
            self.format_box.addItem(format_name(format_id), format_id)
        self.error_label = QLabel(self)
        self.error_label.setStyleSheet(f"color: {ERROR_RED};")
        self.error_label.setWordWrap(True)
        self.error_label.hide()

        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.emit_query)
        self.search_edit.textChanged.connect(self._typed)
        self.search_edit.returnPressed.connect(self.emit_query)
        for box in self.filter_boxes():
            box.currentIndexChanged.connect(self.emit_query)

        boxes = self.filter_boxes()
        rows = [boxes[:3], boxes[3:]] if compact else [boxes]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search_edit)
        for row in rows:
            filters = QHBoxLayout()
            filters.setContentsMargins(0, 0, 0, 0)
            for box in row:
                filters.addWidget(box, 1 if compact else 0)
            if not compact:
                filters.addStretch(1)
            layout.addLayout(filters)
        layout.addWidget(self.error_label)

    def filter_boxes(self) -> tuple[QComboBox, ...]:
        return (self.supertype_box, self.subtype_box, self.type_box, self.set_box, self.format_box)

    def _combo(self, everything: str, name: str) -> QComboBox:
        box = QComboBox(self)
        box.addItem(everything, None)
        box.setAccessibleName(name)
        box.setToolTip(name)
        return box

    def set_sets(self, sets: Iterable[tuple[str, str]]) -> None:
        """Offer these ``(set id, set name)`` pairs, newest first, keeping the current choice."""
        current = self.set_box.currentData()
        self.set_box.blockSignals(True)
        self.set_box.clear()
        self.set_box.addItem(t("card_search.all_sets"), None)
        for set_id, name in sets:
            self.set_box.addItem(f"{name} ({set_id})", set_id)
        found = self.set_box.findData(current) if current is not None else 0
        self.set_box.setCurrentIndex(max(found, 0))
        self.set_box.blockSignals(False)
        if current is not None and found < 0:
            self.emit_query()

    def query(self) -> CardQuery:
        """The search the user asked for. Raises :class:`QueryError` for text it cannot read.

        A filter menu replaces the same filter typed in the text; a picked subtype or type is
        added to typed ones (a card must have them all).
        """
        query = parse_query(self.search_edit.text(), limit=self._limit)
        # Qt keeps item data as plain strings; the enums are rebuilt from them.
        supertype = self.supertype_box.currentData()
        if supertype is not None:
            query = query.with_filters(supertype=Supertype(supertype))
        subtype = self.subtype_box.currentData()
        if subtype is not None and subtype not in query.subtypes:
            query = query.with_filters(subtypes=(*query.subtypes, subtype))
        energy = self.type_box.currentData()
        if energy is not None and EnergyType(energy) not in query.types:
            query = query.with_filters(types=(*query.types, EnergyType(energy)))
        set_id = self.set_box.currentData()
        if set_id is not None:
            query = query.with_filters(set_id=set_id)
        legal_in = self.format_box.currentData()
        if legal_in is not None:
            query = query.with_filters(legal_in=legal_in)
        return query

    def _typed(self, _text: str) -> None:
        # Each key restarts the wait, so the search runs once the typing pauses.
        self._debounce.start()

    def error_text(self) -> str:
        """The explanation shown under the box, or ``""`` when the search is understood."""
        return self.error_label.text() if self.error_label.isVisibleTo(self) else ""

    def emit_query(self) -> None:
        """Search now (also what the debounce timer calls when typing pauses)."""
        self._debounce.stop()
        try:
            query = self.query()
        except QueryError as error:
            self.error_label.setText(str(error))
            self.error_label.show()
            return
        self.error_label.hide()
        self.error_label.clear()
        self.query_changed.emit(query)
