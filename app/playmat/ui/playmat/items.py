"""The things on the table: cards, zones, labels and the coin.

Items only paint and report gestures to their scene; what a gesture means is decided by the
board controller, and what the items show comes from the viewer's observation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from playmat.cards.model import Card
from playmat.face.fonts import fit_font, font
from playmat.rules.observation import PokemonView
from playmat.ui.playmat.card_face import (
    CARD_H,
    CARD_W,
    CONDITION_ROTATION,
    RADIUS,
    paint_back,
    paint_hand_card,
    paint_pokemon,
)

#: Scene distance a press must move before it becomes a drag rather than a click.
DRAG_DISTANCE = 6.0


class GestureScene(QGraphicsScene):
    """A scene that hears what happens to its cards: the card items report hovers, clicks,
    drags, drops and context menus to it (the board scene is one)."""

    def card_hovered(self, item: CardItem) -> None:
        raise NotImplementedError

    def card_left(self, item: CardItem) -> None:
        raise NotImplementedError

    def card_clicked(self, item: CardItem) -> None:
        raise NotImplementedError

    def drag_started(self, item: CardItem) -> None:
        raise NotImplementedError

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        raise NotImplementedError

    def dropped(self, item: CardItem, pos: QPointF) -> None:
        raise NotImplementedError

    def context_menu(self, item: CardItem, screen_pos: QPoint) -> None:
        raise NotImplementedError


class Glow(Enum):
    """How a card or zone is marked: nothing, a legal drop target (while dragging), the drop
    target under the pointer, an option of the pending choice, or an option already chosen."""

    NONE = None
    TARGET = "#34c759"
    HOVER_TARGET = "#1a9e3f"
    OPTION = "#2f86d0"
    CHOSEN = "#f3b61f"
    REFUSED = "#c62828"


@dataclass
class CardSpec:
    """What one card item shows and who it is.

    ``key`` names the card for the controller: ``("hand", uid)``, ``("pokemon", id)``,
    ``("prize", player, index)``, ``("pile", player, zone)``, ``("stadium", uid)`` or
    ``("back", player, index)`` for a card of the opponent's hand.
    """

    key: tuple[Any, ...]
    #: ``None`` for a card that shows its back.
    card: Card | None
    #: For a Pokémon in play: its observation (damage, conditions, ...), and its attached cards.
    pokemon: PokemonView | None = None
    energy: Sequence[Card] = field(default_factory=list)
    tools: Sequence[Card] = field(default_factory=list)
    width: float = CARD_W
    height: float = CARD_H
    #: A face-down card its owner may look at (their own Pokémon during setup).
    face_down_to_others: bool = False
    #: A small line under the card (how many cards a pile holds).
    caption: str = ""


class CardItem(QGraphicsObject):
    """One card on the table. Reports hover, click and drag to its :class:`BoardScene`."""

    def __init__(self, spec: CardSpec) -> None:
        super().__init__()
        self.spec = spec
        self.glow = Glow.NONE
        self.draggable = False
        self._press: QPointF | None = None
        self._origin = QPointF()
        self._dragging = False
        self._animation: QPropertyAnimation | None = None
        #: The stacking order the card returns to after a drag (hand cards overlap in order).
        self.rest_z = 0.0
        self.setAcceptHoverEvents(True)
        # Painting a card face is the costly part of the table; a drag only moves the pixels.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(spec.width / 2, spec.height / 2)
        conditions = spec.pokemon.conditions if spec.pokemon else ()
        for condition in conditions:
            if condition in CONDITION_ROTATION:
                self.setRotation(CONDITION_ROTATION[condition])
        self.setToolTip(self._tooltip())

    @property
    def key(self) -> tuple[Any, ...]:
        return self.spec.key

    def _tooltip(self) -> str:
        spec = self.spec
        if spec.card is None:
            return spec.caption
        if spec.pokemon is None:
            return spec.card.name
        conditions = ", ".join(spec.pokemon.conditions)
        text = f"{spec.card.name}: {spec.pokemon.remaining_hp} of {spec.pokemon.hp} HP"
        return f"{text} ({conditions})" if conditions else text

    def boundingRect(self) -> QRectF:
        margin = 6.0
        extra = 16.0 if self.spec.caption else 0.0
        return QRectF(
            -margin, -margin, self.spec.width + 2 * margin, self.spec.height + 2 * margin + extra
        )

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.spec.width, self.spec.height)

    def set_glow(self, glow: Glow) -> None:
        if glow is not self.glow:
            self.glow = glow
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        rect = self.card_rect()
        if self.glow.value is not None:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            colour = QColor(self.glow.value)
            painter.setPen(QPen(colour, 5))
            colour.setAlpha(45)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), RADIUS + 2, RADIUS + 2)
            painter.restore()
        if spec.card is None:
            paint_back(painter, rect)
        elif spec.pokemon is not None:
            pokemon = spec.pokemon
            paint_pokemon(
                painter,
                rect,
                spec.card,
                hp=pokemon.hp,
                remaining=pokemon.remaining_hp,
                damage=pokemon.damage,
                energy=spec.energy,
                tools=spec.tools,
                conditions=pokemon.conditions,
            )
        else:
            paint_hand_card(painter, rect, spec.card)
        if spec.face_down_to_others:
            _paint_face_down_band(painter, rect)
        if spec.caption:
            painter.setPen(QColor("#f4f1e8"))
            painter.setFont(font(13, bold=True))
            painter.drawText(
                QRectF(-10, rect.bottom() + 1, rect.width() + 20, 16),
                int(Qt.AlignmentFlag.AlignCenter),
                spec.caption,
            )

    # -- gestures ------------------------------------------------------------------------------

    def board(self) -> GestureScene | None:
        scene = self.scene()
        return scene if isinstance(scene, GestureScene) else None

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        board = self.board()
        if board is not None:
            board.card_hovered(self)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        board = self.board()
        if board is not None:
            board.card_left(self)
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() is not Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._origin = self.pos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        board = self.board()
        if self._press is None or not self.draggable or board is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging:
            if (delta.x() ** 2 + delta.y() ** 2) ** 0.5 < DRAG_DISTANCE:
                return
            self._dragging = True
            self.setZValue(1000)
            board.drag_started(self)
        self.setPos(self._origin + delta)
        board.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        board = self.board()
        press, dragging = self._press, self._dragging
        self._press = None
        self._dragging = False
        if press is None or board is None:
            return
        if dragging:
            board.dropped(self, event.scenePos())
        else:
            board.card_clicked(self)

    def contextMenuEvent(self, event: Any) -> None:
        board = self.board()
        if board is not None:
            board.context_menu(self, event.screenPos())

    def snap_back(self) -> None:
        """Return to where the drag began, quickly, so the player sees the card was refused."""
        self._animation = QPropertyAnimation(self, b"pos", self)
        self._animation.setDuration(160)
        self._animation.setEndValue(self._origin)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.finished.connect(lambda: self.setZValue(self.rest_z))
        self._animation.start()

    @property
    def origin(self) -> QPointF:
        return QPointF(self._origin)


def _paint_face_down_band(painter: QPainter, rect: QRectF) -> None:
    """Marks one's own card that lies face down: only its owner sees what it is."""
    painter.save()
    band = QRectF(rect.left() + 6, rect.bottom() - 26, rect.width() - 12, 18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(21, 42, 92, 215))
    painter.drawRoundedRect(band, 4, 4)
    painter.setPen(QColor("#fff"))
    painter.setFont(font(10.5, bold=True))
    painter.drawText(band, int(Qt.AlignmentFlag.AlignCenter), "FACE DOWN")
    painter.restore()


class ZoneItem(QGraphicsItem):
    """An outlined place on the mat (Bench, Active Spot, Prizes, ...) with its name; it lights
    up when a dragged card may be dropped on it."""

    def __init__(self, key: tuple[Any, ...], rect: QRectF, label: str) -> None:
        super().__init__()
        self.key = key
        self.rect = QRectF(rect)
        #: The zone's name, and the label shown now (none while a card lies on the zone).
        self.name = label
        self.label = label
        self.glow = Glow.NONE
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_glow(self, glow: Glow) -> None:
        if glow is not self.glow:
            self.glow = glow
            self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.glow.value is not None:
            colour = QColor(self.glow.value)
            painter.setPen(QPen(colour, 4))
            colour.setAlpha(60)
            painter.setBrush(colour)
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 2))
            painter.setBrush(QColor(255, 255, 255, 14))
        painter.drawRoundedRect(self.rect, 10, 10)
        if self.label:
            painter.setPen(QColor(255, 255, 255, 150))
            painter.setFont(font(12, bold=True))
            painter.drawText(
                self.rect.adjusted(8, 5, -8, -5),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                self.label.upper(),
            )


class TextItem(QGraphicsItem):
    """A line of text on the mat (a player's name and Prize count, a refusal)."""

    def __init__(
        self,
        text: str,
        rect: QRectF,
        *,
        size: float = 16,
        colour: str = "#f4f1e8",
        background: str | None = None,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
    ) -> None:
        super().__init__()
        self.text = text
        self.rect = QRectF(rect)
        self.size = size
        self.colour = colour
        self.background = background
        self.align = align
        self.setZValue(500 if background else 0)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        if self.background:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(self.background))
            painter.drawRoundedRect(self.rect, 10, 10)
        painter.setPen(QColor(self.colour))
        painter.setFont(fit_font(self.text, self.rect.width() - 16, self.size, 8, bold=True))
        painter.drawText(
            self.rect.adjusted(8, 0, -8, 0),
            int(self.align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap),
            self.text,
        )


class BannerItem(TextItem):
    """The end of the game across the middle of the table: who won, large, and why."""

    def __init__(self, text: str, reason: str, rect: QRectF) -> None:
        super().__init__(text, rect, size=44, colour="#1d1d1f", background="#f3c623")
        self.reason = reason
        self.setZValue(900)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(QColor("#8a6d0b"), 3))
        painter.setBrush(QColor(243, 198, 35, 240))
        painter.drawRoundedRect(self.rect, 16, 16)
        title = QRectF(self.rect.left(), self.rect.top() + 14, self.rect.width(), 70)
        painter.setPen(QColor(self.colour))
        painter.setFont(fit_font(self.text, self.rect.width() - 40, self.size, 12, bold=True))
        painter.drawText(title, int(Qt.AlignmentFlag.AlignCenter), self.text)
        below = QRectF(self.rect.left() + 20, title.bottom(), self.rect.width() - 40, 56)
        painter.setFont(font(17))
        painter.drawText(
            below,
            int(
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            ),
            self.reason,
        )


class CoinItem(QGraphicsItem):
    """The last coin flip: a coin showing heads or tails, and what it was flipped for."""

    RADIUS = 42.0

    def __init__(self, centre: QPointF, flips: Sequence[tuple[bool, str]]) -> None:
        super().__init__()
        self.flips = list(flips)
        self.setPos(centre)
        self.setZValue(400)

    @property
    def heads(self) -> bool:
        return self.flips[-1][0]

    def boundingRect(self) -> QRectF:
        return QRectF(-110, -self.RADIUS - 4, 220, 2 * self.RADIUS + 60)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        heads, why = self.flips[-1]
        radius = self.RADIUS
        painter.setPen(QPen(QColor("#8a6d0b"), 3))
        painter.setBrush(QColor("#f3c623") if heads else QColor("#c9ccd1"))
        painter.drawEllipse(QPointF(0, 0), radius, radius)
        painter.setPen(QColor("#3b2f05") if heads else QColor("#2b2f36"))
        painter.setFont(font(17, bold=True))
        painter.drawText(
            QRectF(-radius, -radius, 2 * radius, 2 * radius),
            int(Qt.AlignmentFlag.AlignCenter),
            "HEADS" if heads else "TAILS",
        )
        results = " ".join("H" if h else "T" for h, _ in self.flips)
        caption = f"{results}: {why}" if len(self.flips) > 1 else why
        painter.setPen(QColor("#f4f1e8"))
        painter.setFont(fit_font(caption, 216, 12, 8, bold=True))
        painter.drawText(
            QRectF(-110, radius + 4, 220, 50),
            int(
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            ),
            caption,
        )
