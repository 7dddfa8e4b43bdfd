"""A dialog of cards drawn in full: to choose among them (a deck search, Energy to discard)
or just to look (a discard pile).

A deck search shows the whole deck, as a player looking through it would see it, and only the
cards the effect may take can be chosen; the others are dimmed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QIcon, QIconEngine, QPainter, QPixmap
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
from playmat.face.painter import render_card
from playmat.i18n.catalogue import t
from playmat.i18n.message import Message
from playmat.rules.observation import ChoiceView
from playmat.ui.counts import counted
from playmat.ui.playmat.card_face import CARD_H, CARD_W, paint_hand_card
from playmat.ui.screen_fit import fit_to_screen

#: Width in pixels of a card in the dialog.
CARD_PIXELS = 150
#: Card faces kept drawn (about 125 kB each): the cards of a few decks.
FACES_KEPT = 240
_pixmaps: OrderedDict[tuple[str, int], QPixmap] = OrderedDict()


def card_pixmap(card: Card, width: int = CARD_PIXELS) -> QPixmap:
    """The card's face, drawn once per card and size (while it is among the last used)."""
    pixmap = drawn_face(card, width)
    if pixmap is None:
        pixmap = QPixmap.fromImage(render_card(card, width))
        if len(_pixmaps) >= FACES_KEPT:
            _pixmaps.popitem(last=False)
        _pixmaps[(card.id, width)] = pixmap
    return pixmap


def drawn_face(card: Card, width: int = CARD_PIXELS) -> QPixmap | None:
    """The card's face if it is drawn already."""
    key = (card.id, width)
    pixmap = _pixmaps.pop(key, None)
    if pixmap is not None:
        _pixmaps[key] = pixmap  # the last one used, last
    return pixmap


class FaceQueue(QObject):
    """Faces of cards on screen not drawn yet: drawn one at a time when nothing else waits,
    so that a dialog of cards opens at once (its cards as the table shows them, each turning
    into its full face as it is drawn)."""

    #: A face was drawn: the card's id.
    drawn = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._wanted: dict[str, Card] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._draw_next)

    def want(self, card: Card) -> None:
        self._wanted.setdefault(card.id, card)
        if not self._timer.isActive():
            self._timer.start()

    def clear(self) -> None:
        self._wanted.clear()
        self._timer.stop()

    def _draw_next(self) -> None:
        if not self._wanted:
            return
        card_id = next(iter(self._wanted))
        card_pixmap(self._wanted.pop(card_id))
        self.drawn.emit(card_id)
        if self._wanted:
            self._timer.start()


class CardIcon(QIconEngine):
    """A card's face as an icon, drawn when it is first shown: a dialog of a whole deck draws
    only the cards in sight, and the others as they are scrolled to. Until its full face is
    drawn (:class:`FaceQueue`), the card shows as on the table."""

    def __init__(self, card: Card, faces: FaceQueue) -> None:
        super().__init__()
        self.card = card
        self.faces = faces

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        if drawn_face(self.card) is not None:
            painter.drawPixmap(rect, self.pixmap(rect.size(), mode, state))
            return
        self.faces.want(self.card)
        painter.save()
        if mode is QIcon.Mode.Disabled:
            painter.setOpacity(0.45)
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / CARD_W, rect.height() / CARD_H)
        paint_hand_card(painter, QRectF(0, 0, CARD_W, CARD_H), self.card)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        face = card_pixmap(self.card)
        if mode is QIcon.Mode.Normal:
            return face
        # Dimmed or selected as the style shows any icon so (what a plain icon would do).
        option = QStyleOption()
        option.palette = QApplication.palette()
        return QApplication.style().generatedIconPixmap(mode, face, option)

    def clone(self) -> QIconEngine:
        return CardIcon(self.card, self.faces)


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
        self.faces = FaceQueue(self)
        self.faces.drawn.connect(self._face_drawn)
        #: The grid's items by the id of the card they show.
        self._items: dict[str, list[QListWidgetItem]] = {}
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
        self.faces.clear()
        self._items = {}
        grid.setSelectionMode(
            QAbstractItemView.SelectionMode.MultiSelection
            if maximum > 1 or minimum == 0
            else QAbstractItemView.SelectionMode.SingleSelection
        )
        choosable = list(choosable) or [None] * len(cards)
        for card, option in zip(cards, choosable, strict=True):
            item = QListWidgetItem(QIcon(CardIcon(card, self.faces)), card.name)
            self._items.setdefault(card.id, []).append(item)
            item.setData(Qt.ItemDataRole.UserRole, option)
            if option is None:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled if not maximum else Qt.ItemFlag.NoItemFlags)
            grid.addItem(item)
        for option, label in labels:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, option)
            grid.addItem(item)
        grid.scrollToTop()
        self.ok_button.setText(t("card_grid.done") if maximum else t("card_grid.close"))
        self._update()

    def _face_drawn(self, card_id: str) -> None:
        for item in self._items.get(card_id, ()):
            self.grid.viewport().update(self.grid.visualItemRect(item))

    def hideEvent(self, event: QHideEvent) -> None:
        # Faces not drawn yet are drawn when a dialog shows them again.
        self.faces.clear()
        super().hideEvent(event)

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
        self.count_label.setText(
            t(
                "card_grid.chosen",
                exact=self.minimum == self.maximum,
                minimum=self.minimum,
                maximum=self.maximum,
                count=count,
            )
        )
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
