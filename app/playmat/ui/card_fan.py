"""A few cards drawn fanned out, as held in a hand."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from playmat.cards.model import Card
from playmat.face.painter import ASPECT, CardLayout, layout_card, paint_card
from playmat.i18n.catalogue import t

#: Degrees between neighbouring cards of the fan.
SPREAD = 11.0
#: The cards turn about a point this far (in card heights) below their bottom edge.
_PIVOT_DEPTH = 0.6
#: A card one unit high, its bottom centre at the origin.
_CARD = QRectF(-ASPECT / 2, -1.0, ASPECT, 1.0)


class CardFan(QWidget):
    """Paints its cards overlapping and tilted, the whole fan scaled to fit the widget."""

    def __init__(self, cards: list[Card], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards = list(cards)
        self._layouts: list[CardLayout] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumHeight(150)
        self.retranslate()

    def retranslate(self) -> None:
        """Lay the cards out again in the language Playmat speaks now (their labels)."""
        self._layouts = [layout_card(card) for card in self._cards]
        self.setAccessibleName(t("main_window.fan", cards=tuple(c.name for c in self._cards)))
        self.update()

    def cards(self) -> list[Card]:
        return list(self._cards)

    def sizeHint(self) -> QSize:
        return QSize(420, 240)

    def _placements(self) -> list[QTransform]:
        """Where each card goes, in card units around the fan's pivot."""
        middle = (len(self._layouts) - 1) / 2
        placements = []
        for index in range(len(self._layouts)):
            transform = QTransform()
            transform.rotate((index - middle) * SPREAD)
            transform.translate(0, -_PIVOT_DEPTH)
            placements.append(transform)
        return placements

    def paintEvent(self, _event: QPaintEvent) -> None:
        if not self._layouts:
            return
        placements = self._placements()
        bounds = QRectF()
        for transform in placements:
            bounds = bounds.united(transform.mapRect(_CARD))
        area = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        scale = min(area.width() / bounds.width(), area.height() / bounds.height())
        painter = QPainter(self)
        painter.translate(area.center())
        painter.scale(scale, scale)
        painter.translate(-bounds.center())
        for layout, transform in zip(self._layouts, placements, strict=True):
            painter.save()
            painter.setTransform(transform, combine=True)
            paint_card(painter, _CARD, layout)
            painter.restore()
        painter.end()
