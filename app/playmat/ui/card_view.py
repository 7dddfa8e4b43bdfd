"""A widget that shows one card, drawn from its data at whatever size the widget has."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from playmat.cards.facts import effect_text
from playmat.cards.model import Card
from playmat.cards.text_format import full_text
from playmat.effects.automation import Automation
from playmat.effects.scripts import card_text
from playmat.face.painter import ASPECT, CardLayout, card_rect, layout_card, paint_card
from playmat.i18n.catalogue import Reader, t
from playmat.i18n.message import Message, msg
from playmat.ui.palette import BY_HAND, MUTED_INK

#: How many sizes of the shown card's face are kept.
FACES_KEPT = 6


class CardView(QWidget):
    """Draws a card scaled to fit, keeping the 63:88 shape; an outline when there is none."""

    def __init__(self, parent: QWidget | None = None, *, size_step: int = 1) -> None:
        """``size_step``: the card's width is a multiple of this many pixels (a card beside
        changing text then keeps its size through small changes, and is painted again only
        when it crosses a step)."""
        super().__init__(parent)
        self.size_step = size_step
        self._card: Card | None = None
        self._layout: CardLayout | None = None
        #: The card's face as painted, by size in pixels, reused while the card stays: the
        #: table's side panel gives its card other sizes as the text under it changes, back
        #: and forth between a few, and painting a face is slow.
        self._faces: dict[tuple[int, int], QPixmap] = {}
        #: What the orange marks mean for the shown card, when some of its text is left to the
        #: players ("" otherwise): for a window to say in words beside the card.
        self.left_to_you = ""
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setMinimumSize(126, 176)
        self.setAccessibleName(t("card_view.card"))

    def card(self) -> Card | None:
        return self._card

    def card_layout(self) -> CardLayout | None:
        """How the shown card is laid out (body text scale, where the parts go)."""
        return self._layout

    def set_card(self, card: Card | None, automation: Automation | None = None) -> None:
        """Show ``card``; with ``automation``, the text Playmat leaves to the players is marked
        on the face and named in the tooltip."""
        self._card = card
        self._layout = layout_card(card, automation) if card is not None else None
        self._faces = {}
        self.left_to_you = ""
        if card is None:
            self.setAccessibleDescription(t("card_view.none_selected"))
            self.setToolTip("")
        else:
            reader = Reader()
            # The face is painted, so its text is offered to screen readers here.
            text = full_text(card, card_text(card).in_words(reader))
            has_text = (
                any(attack.text for attack in card.attacks)
                or any(ability.text for ability in card.abilities)
                or bool(effect_text(card))
            )
            note = ""
            if automation is not None and (has_text or not automation.complete):
                note = reader.render(_automation_note(card, automation))
                self.left_to_you = "" if automation.complete else note
            self.setAccessibleDescription("\n".join(filter(None, [text, note])))
            self.setToolTip("\n".join(filter(None, [card.id, note])))
        self.update()

    def card_rect(self) -> QRectF:
        """Where the card is drawn inside the widget."""
        area = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        largest = card_rect(area)
        step = self.size_step
        width = max(largest.width() // step * step, min(largest.width(), step))
        return card_rect(QRectF(area.center().x() - width / 2, area.top(), width, area.height()))

    def heightForWidth(self, width: int) -> int:
        return round(width / ASPECT)

    def sizeHint(self) -> QSize:
        return QSize(378, 528)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        target = self.card_rect()
        if self._layout is not None:
            face = self._painted_face(self._layout, target.size())
            painter.drawPixmap(target.topLeft().toPoint(), face)
        else:
            self._paint_empty(painter, target)
        painter.end()

    def _painted_face(self, layout: CardLayout, size: QSizeF) -> QPixmap:
        ratio = self.devicePixelRatioF()
        pixels = (round(size.width() * ratio), round(size.height() * ratio))
        face = self._faces.pop(pixels, None)
        if face is None:
            face = QPixmap(*pixels)
            face.setDevicePixelRatio(ratio)
            face.fill(Qt.GlobalColor.transparent)
            painter = QPainter(face)
            paint_card(painter, QRectF(0, 0, pixels[0] / ratio, pixels[1] / ratio), layout)
            painter.end()
            if len(self._faces) >= FACES_KEPT:
                del self._faces[next(iter(self._faces))]
        self._faces[pixels] = face  # the last one used, last
        return face

    def _paint_empty(self, painter: QPainter, target: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor(MUTED_INK), 1.5, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        radius = target.width() * 0.05
        painter.drawRoundedRect(target.adjusted(1, 1, -1, -1), radius, radius)
        painter.drawText(
            target.adjusted(12, 12, -12, -12),
            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
            t("card_view.empty"),
        )


def _automation_note(card: Card, automation: Automation) -> Message:
    """What the card view's marks mean for this card."""
    parts = tuple(automation.manual_parts(card))
    if parts:
        return msg("card_view.by_hand", parts=parts)
    return msg("card_view.all_automated")


class LeftToYouLabel(QLabel):
    """The card view's orange marks in words, under the card: a player reading a card in a
    list must not have to hover over it to learn that a game leaves part of it to them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.setStyleSheet(f"color: {BY_HAND};")
        self.hide()

    def show_for(self, view: CardView) -> None:
        """Say what ``view``'s card leaves to the players, or nothing (hidden)."""
        self.setText(view.left_to_you)
        self.setVisible(bool(view.left_to_you))
