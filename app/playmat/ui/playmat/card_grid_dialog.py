"""A dialog of cards drawn in full: to choose among them (a deck search, Energy to discard)
or just to look (a discard pile).

A deck search shows the whole deck, as a player looking through it would see it, and only the
cards the effect may take can be chosen; the others are dimmed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from playmat.cards.model import Card
from playmat.i18n.message import Message
from playmat.rules.observation import ChoiceView
from playmat.ui.card_painter import render_card
from playmat.ui.counts import counted
from playmat.ui.screen_fit import fit_to_screen

#: Width in pixels of a card in the dialog.
CARD_PIXELS = 150
_pixmaps: dict[tuple[str, int], QPixmap] = {}


def card_pixmap(card: Card, width: int = CARD_PIXELS) -> QPixmap:
    """The card's face, drawn once per card and size."""
    key = (card.id, width)
    if key not in _pixmaps:
        _pixmaps[key] = QPixmap.fromImage(render_card(card, width))
    return _pixmaps[key]


class CardGridDialog(QDialog):
    """Cards in a grid. With options, the player picks between ``minimum`` and ``maximum``."""

    def __init__(
        self,
        title: str,
        cards: Sequence[Card],
        parent: QWidget | None = None,
        *,
        choosable: Sequence[int | None] = (),
        labels: Sequence[tuple[int, str]] = (),
        minimum: int = 0,
        maximum: int = 0,
    ) -> None:
        """``cards`` are shown in order; ``choosable[i]`` is the option index card ``i``
        stands for (``None``: only shown). ``labels`` are (option index, text) of options
        without a card."""
        super().__init__(parent)
        self.setWindowTitle(title)
        self.minimum, self.maximum = minimum, maximum
        self.prompt = QLabel(title, self)
        self.prompt.setWordWrap(True)
        prompt_font = self.prompt.font()
        prompt_font.setBold(True)
        prompt_font.setPointSizeF(prompt_font.pointSizeF() * 1.2)
        self.prompt.setFont(prompt_font)
        self.grid = QListWidget(self)
        self.grid.setViewMode(QListWidget.ViewMode.IconMode)
        self.grid.setIconSize(QSize(CARD_PIXELS, round(CARD_PIXELS * 88 / 63)))
        self.grid.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.grid.setMovement(QListWidget.Movement.Static)
        self.grid.setSpacing(8)
        self.grid.setSelectionMode(
            QAbstractItemView.SelectionMode.MultiSelection
            if maximum > 1 or minimum == 0
            else QAbstractItemView.SelectionMode.SingleSelection
        )
        choosable = list(choosable) or [None] * len(cards)
        for card, option in zip(cards, choosable, strict=True):
            item = QListWidgetItem(QIcon(card_pixmap(card)), card.name)
            item.setData(Qt.ItemDataRole.UserRole, option)
            if option is None:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled if not maximum else Qt.ItemFlag.NoItemFlags)
            self.grid.addItem(item)
        for option, label in labels:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, option)
            self.grid.addItem(item)
        self.count_label = QLabel(self)
        buttons = QDialogButtonBox(self)
        self.ok_button: QPushButton = buttons.addButton(
            self.tr("Done") if maximum else self.tr("Close"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.count_label)
        layout.addWidget(buttons)
        fit_to_screen(self, 860, 620)
        self.grid.itemSelectionChanged.connect(self._update)
        self._update()

    def chosen(self) -> list[int]:
        """The option indices of the selected cards, in order."""
        return sorted(
            int(item.data(Qt.ItemDataRole.UserRole)) for item in self.grid.selectedItems()
        )

    def choose(self, option: int) -> None:
        """Select the card (or label) standing for ``option``."""
        for row in range(self.grid.count()):
            item = self.grid.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == option:
                item.setSelected(True)

    def _update(self) -> None:
        if not self.maximum:
            self.count_label.setText(counted("cards", self.grid.count()))
            return
        count = len(self.grid.selectedItems())
        if self.minimum == self.maximum:
            wanted = self.tr("Choose {0}.").format(self.maximum)
        else:
            wanted = self.tr("Choose {0} to {1}.").format(self.minimum, self.maximum)
        self.count_label.setText(self.tr("{0} {1} chosen.").format(wanted, count))
        self.ok_button.setEnabled(self.minimum <= count <= self.maximum)


def choice_dialog(
    choice: ChoiceView,
    cards: Callable[[str], Card],
    words: Callable[[Message], str],
    parent: QWidget | None = None,
) -> CardGridDialog:
    """The dialog for a pending choice the table can't show (cards from the deck, attached
    Energy). A search shows every card the choice lets the player see, options choosable."""
    by_handle = {o.card.handle: i for i, o in enumerate(choice.options) if o.card is not None}
    shown = list(choice.shown) or [o.card for o in choice.options if o.card is not None]
    # What may be taken first; the rest by name. (A deck looked through is shuffled afterwards,
    # so its order is nothing to show.)
    shown = sorted(shown, key=lambda c: (c.handle not in by_handle, c.name))
    labels = [(i, words(o.label)) for i, o in enumerate(choice.options) if o.card is None]
    return CardGridDialog(
        words(choice.prompt),
        [cards(c.id) for c in shown],
        parent,
        choosable=[by_handle.get(c.handle) for c in shown],
        labels=labels,
        minimum=choice.minimum,
        maximum=choice.maximum,
    )
