"""A dialog of cards drawn in full: to choose among them (a deck search, Energy to discard)
or just to look (a discard pile).

A deck search shows the whole deck, as a player looking through it would see it, and only the
cards the effect may take can be chosen; the others are dimmed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QIcon, QIconEngine, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyleOption,
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
#: Card faces kept drawn (about 125 kB each): the cards of a few decks.
FACES_KEPT = 240
_pixmaps: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()


def card_pixmap(card: Card, width: int = CARD_PIXELS) -> QPixmap:
    """The card's face, drawn once per card and size (while it is among the last used)."""
    key = (card.id, width)
    pixmap = _pixmaps.pop(key, None)
    if pixmap is None:
        pixmap = QPixmap.fromImage(render_card(card, width))
        if len(_pixmaps) >= FACES_KEPT:
            _pixmaps.popitem(last=False)
    _pixmaps[key] = pixmap
    return pixmap


class CardIcon(QIconEngine):
    """A card's face as an icon, drawn when it is first shown: a dialog of a whole deck draws
    only the cards in sight, and the others as they are scrolled to."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        painter.drawPixmap(rect, self.pixmap(rect.size(), mode, state))

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        face = card_pixmap(self.card)
        if mode is QIcon.Mode.Normal:
            return face
        # Dimmed or selected as the style shows any icon so (what a plain icon would do).
        option = QStyleOption()
        option.palette = QApplication.palette()
        return QApplication.style().generatedIconPixmap(mode, face, option)

    def clone(self) -> QIconEngine:
        return CardIcon(self.card)


class CardGridDialog(QDialog):
    """Cards in a grid. With options, the player picks between ``minimum`` and ``maximum``.

    A game keeps one for its questions and shows each question in it (:meth:`show_cards`)."""

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
        self.minimum, self.maximum = minimum, maximum
        self.prompt = QLabel(self)
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
        self.count_label = QLabel(self)
        buttons = QDialogButtonBox(self)
        self.ok_button: QPushButton = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.prompt)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.count_label)
        layout.addWidget(buttons)
        self.show_cards(
            title, cards, choosable=choosable, labels=labels, minimum=minimum, maximum=maximum
        )
        fit_to_screen(self, 860, 620)
        self.grid.itemSelectionChanged.connect(self._update)

    def show_cards(
        self,
        title: str,
        cards: Sequence[Card],
        *,
        choosable: Sequence[int | None] = (),
        labels: Sequence[tuple[int, str]] = (),
        minimum: int = 0,
        maximum: int = 0,
    ) -> None:
        """Show these cards instead (the arguments are the constructor's)."""
        self.setWindowTitle(title)
        self.prompt.setText(title)
        self.minimum, self.maximum = minimum, maximum
        grid = self.grid
        grid.clear()
        grid.setSelectionMode(
            QAbstractItemView.SelectionMode.MultiSelection
            if maximum > 1 or minimum == 0
            else QAbstractItemView.SelectionMode.SingleSelection
        )
        choosable = list(choosable) or [None] * len(cards)
        for card, option in zip(cards, choosable, strict=True):
            item = QListWidgetItem(QIcon(CardIcon(card)), card.name)
            item.setData(Qt.ItemDataRole.UserRole, option)
            if option is None:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled if not maximum else Qt.ItemFlag.NoItemFlags)
            grid.addItem(item)
        for option, label in labels:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, option)
            grid.addItem(item)
        grid.scrollToTop()
        self.ok_button.setText(self.tr("Done") if maximum else self.tr("Close"))
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


def show_choice(
    dialog: CardGridDialog,
    choice: ChoiceView,
    cards: Callable[[str], Card],
    words: Callable[[Message], str],
) -> None:
    """Ask in ``dialog`` a pending choice the table can't show (cards from the deck, attached
    Energy). A search shows every card the choice lets the player see, options choosable."""
    by_handle = {o.card.handle: i for i, o in enumerate(choice.options) if o.card is not None}
    shown = list(choice.shown) or [o.card for o in choice.options if o.card is not None]
    # What may be taken first; the rest by name. (A deck looked through is shuffled afterwards,
    # so its order is nothing to show.)
    shown = sorted(shown, key=lambda c: (c.handle not in by_handle, c.name))
    labels = [(i, words(o.label)) for i, o in enumerate(choice.options) if o.card is None]
    dialog.show_cards(
        words(choice.prompt),
        [cards(c.id) for c in shown],
        choosable=[by_handle.get(c.handle) for c in shown],
        labels=labels,
        minimum=choice.minimum,
        maximum=choice.maximum,
    )
