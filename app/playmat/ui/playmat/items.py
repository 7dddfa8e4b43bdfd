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
from PySide6.QtGui import QColor, QFont, QPainter, QPen
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
from playmat.face.fonts import fit_font, font, text_height, text_width
from playmat.i18n.catalogue import t
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
from playmat.ui.playmat.geometry import COIN_WIDTH

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
    #: For a Pokémon BREAK: the card under it, whose attacks and Abilities ``card`` lists first.
    under: Card | None = None
    width: float = CARD_W
    height: float = CARD_H
    #: A face-down card its owner may look at (their own Pokémon during setup).
    face_down_to_others: bool = False
    #: A band across the foot of the card: whose pile it is and how many cards it holds.
    caption: str = ""
    #: For a pile: how many cards it holds (a card can only have left a pile that shrank).
    count: int = 0

    def face(self) -> tuple[Any, ...]:
        """What the card's face shows (its caption aside): cards whose specs have the same
        face look the same, whatever else their observation says."""
        pokemon = self.pokemon
        shown = (
            None
            if pokemon is None
            else (pokemon.hp, pokemon.remaining_hp, pokemon.damage, pokemon.conditions)
        )
        return (
            self.card,
            self.width,
            self.height,
            self.face_down_to_others,
            tuple(self.energy),
            tuple(self.tools),
            shown,
        )


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
        #: The stacking order the card returns to after a drag (hand cards overlap in order),
        #: and where it lies when nothing moves it (set by the table).
        self.rest_z = 0.0
        self.rest_rect = QRectF(0, 0, spec.width, spec.height)
        margin = 6.0
        self._bounds = QRectF(-margin, -margin, spec.width + 2 * margin, spec.height + 2 * margin)
        self.setAcceptHoverEvents(True)
        # Painting a card face is the costly part of the table; a drag only moves the pixels.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(spec.width / 2, spec.height / 2)
        conditions = spec.pokemon.conditions if spec.pokemon else ()
        for condition in conditions:
            if condition in CONDITION_ROTATION:
                self.setRotation(CONDITION_ROTATION[condition])
        self.setToolTip(self._tooltip())
        # The light and the caption are items of their own, so that lighting a card or
        # counting a pile anew doesn't paint the card's face again.
        self._halo = HaloItem(self)
        self._caption = CaptionItem(self, spec.caption)

    def restate(self, spec: CardSpec) -> None:
        """Show ``spec``, whose face is this item's (:meth:`CardSpec.face`): its caption may
        differ, and what the face doesn't show."""
        self.spec = spec
        self._caption.set_text(spec.caption)
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
        pokemon = spec.pokemon
        return t(
            "table.pokemon_tip",
            name=spec.card.name,
            left=pokemon.remaining_hp,
            hp=pokemon.hp,
            conditions=tuple(c.term for c in pokemon.conditions),
        )

    def boundingRect(self) -> QRectF:
        # Asked for very often while the table is painted: made once (a face keeps its size).
        return self._bounds

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.spec.width, self.spec.height)

    def set_glow(self, glow: Glow) -> None:
        if glow is not self.glow:
            self.glow = glow
            self._halo.setVisible(glow is not Glow.NONE)
            self._halo.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        spec = self.spec
        rect = self.card_rect()
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


class _Part(QGraphicsItem):
    """A part of a card item painted on its own: it lets every gesture through to the card."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.card = card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)


class HaloItem(_Part):
    """The light around a card (a place it may go, an option of a choice), behind it."""

    def __init__(self, card: CardItem) -> None:
        super().__init__(card)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self._bounds = card.boundingRect()
        self.hide()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.card.glow.value is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        colour = QColor(self.card.glow.value)
        painter.setPen(QPen(colour, 5))
        colour.setAlpha(45)
        painter.setBrush(colour)
        painter.drawRoundedRect(
            self.card.card_rect().adjusted(-3, -3, 3, 3), RADIUS + 2, RADIUS + 2
        )


#: The caption band of a pile: whose pile it is and its count, at the foot of the card.
BAND_H = 46.0


class CaptionItem(_Part):
    """A pile's caption (:attr:`CardSpec.caption`) on its card, if it has one."""

    def __init__(self, card: CardItem, text: str) -> None:
        super().__init__(card)
        self.text = text
        self._bounds = self._band_bounds()

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self._bounds = self._band_bounds()
            self.update()

    def _band_bounds(self) -> QRectF:
        return _band_rect(self.card.card_rect()) if self.text else QRectF()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.text:
            _paint_band(painter, _band_rect(self.card.card_rect()), self.text)


def _band_rect(rect: QRectF) -> QRectF:
    return QRectF(rect.left() + 3, rect.bottom() - BAND_H - 3, rect.width() - 6, BAND_H)


def _paint_band(painter: QPainter, band: QRectF, text: str) -> None:
    """Whose pile this is and how many cards it holds, on a dark band across the card's foot,
    so that it reads on any card face."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(16, 24, 32, 225))
    painter.drawRoundedRect(band, 5, 5)
    painter.setPen(QColor("#f4f1e8"))
    inner = band.adjusted(4, 1, -4, -1)
    painter.setFont(wrapped_font(text, inner, 14, 9, bold=True))
    painter.drawText(inner, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)
    painter.restore()


def wrapped_font(text: str, rect: QRectF, largest: float, smallest: float, *, bold: bool) -> QFont:
    """The largest font (in pixels) at which ``text`` wrapped to ``rect``'s width fits in it."""
    size = largest
    while size > smallest:
        candidate = font(size, bold=bold)
        if text_height(text, candidate, rect.width()) <= rect.height() and _words_fit(
            text, candidate, rect.width()
        ):
            return candidate
        size -= 1
    return font(smallest, bold=bold)


def _words_fit(text: str, text_font: QFont, width: float) -> bool:
    """No single word is wider than ``width`` (word wrap can't break it)."""
    return all(text_width(word, text_font) <= width for word in text.split())


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
    """An outlined place on the mat (Bench, Active Spot, Prizes, ...) with its name, which
    says whose it is; it lights up when a dragged card may be dropped on it.

    The name shows while the zone is empty; a zone with a ``label_rect`` (the Prize cards)
    shows it there all the time."""

    def __init__(
        self, key: tuple[Any, ...], rect: QRectF, label: str, label_rect: QRectF | None = None
    ) -> None:
        super().__init__()
        self.key = key
        self.rect = QRectF(rect)
        self.label_rect = label_rect
        #: The zone's name, and the label shown now (none while a card lies on the zone).
        self.name = label
        self.label = label
        self.glow = Glow.NONE
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def place(self, rect: QRectF, label_rect: QRectF | None = None) -> None:
        """Move the zone (the table changed shape)."""
        if rect != self.rect or label_rect != self.label_rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.label_rect = label_rect
            self.update()

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
        text = self.name if self.label_rect is not None else self.label
        if not text:
            return
        where = self.label_rect if self.label_rect is not None else self.rect.adjusted(8, 8, -8, -8)
        painter.setPen(QColor(255, 255, 255, 170))
        painter.setFont(wrapped_font(text, where, 15, 9, bold=True))
        painter.drawText(where, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text)


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


class PlateItem(QGraphicsItem):
    """A player's name plate at their side of the table: the name, and a line of facts (the
    Prize cards left); lit while the game waits for that player."""

    def __init__(self, rect: QRectF, name: str, facts: str, deciding: bool) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.text = name
        self.facts = facts
        self.deciding = deciding
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def shows(self, rect: QRectF, name: str, facts: str, deciding: bool) -> bool:
        return (self.rect, self.text, self.facts, self.deciding) == (rect, name, facts, deciding)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#f3c623") if self.deciding else QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.rect, 10, 10)
        painter.setPen(QColor("#1d1d1f") if self.deciding else QColor("#f4f1e8"))
        inner = self.rect.adjusted(12, 4, -12, -4)
        name_line = QRectF(inner.left(), inner.top(), inner.width(), PLATE_NAME_H)
        left_middle = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        painter.setFont(fit_font(self.text, inner.width(), 22, 11, bold=True))
        painter.drawText(name_line, left_middle, self.text)
        facts_line = QRectF(inner.left(), name_line.bottom(), inner.width(), PLATE_FACTS_H)
        painter.setFont(fit_font(self.facts, inner.width(), 16, 9, bold=True))
        painter.drawText(facts_line, left_middle, self.facts)


#: The lines of a name plate, in table units: the name, then the facts.
PLATE_NAME_H = 26.0
PLATE_FACTS_H = 20.0


@dataclass(frozen=True)
class CoinFlip:
    """One coin flip as the table shows it, in the screen's words: the side it landed on
    ("HEADS"), what it was flipped for, and who flipped what ("The computer flipped tails.")."""

    heads: bool
    face: str
    purpose: str
    result: str


class CoinItem(QGraphicsItem):
    """The coin flips since the player's last decision: the last one large, with what it was
    for and the result in words; earlier ones (an attack's several coins) as small coins."""

    RADIUS = 58.0
    WIDTH = COIN_WIDTH
    SMALL = 15.0

    def __init__(self, centre: QPointF, flips: Sequence[CoinFlip]) -> None:
        super().__init__()
        self.flips = list(flips)
        self.setPos(centre)
        self.setZValue(400)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def heads(self) -> bool:
        return self.flips[-1].heads

    def boundingRect(self) -> QRectF:
        radius = self.RADIUS
        return QRectF(-self.WIDTH / 2, -radius - 2 * self.SMALL - 10, self.WIDTH, 2 * radius + 150)

    def caption_rect(self) -> QRectF:
        return QRectF(-self.WIDTH / 2, self.RADIUS + 6, self.WIDTH, 96)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        last = self.flips[-1]
        _coin(painter, QPointF(0, 0), self.RADIUS, last.heads, last.face, 24)
        earlier = self.flips[:-1][-8:]
        for index, flip in enumerate(earlier):
            x = (index - (len(earlier) - 1) / 2) * (2 * self.SMALL + 6)
            centre = QPointF(x, -self.RADIUS - self.SMALL - 6)
            _coin(painter, centre, self.SMALL, flip.heads, flip.face[:1], 13)
        caption = self.caption_rect()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(16, 24, 32, 200))
        painter.drawRoundedRect(caption, 10, 10)
        painter.setPen(QColor("#f4f1e8"))
        inner = caption.adjusted(10, 6, -10, -6)
        result = QRectF(inner.left(), inner.top(), inner.width(), 30)
        painter.setFont(fit_font(last.result, inner.width(), 22, 12, bold=True))
        painter.drawText(result, int(Qt.AlignmentFlag.AlignCenter), last.result)
        purpose = QRectF(
            inner.left(), result.bottom(), inner.width(), inner.bottom() - result.bottom()
        )
        painter.setFont(wrapped_font(last.purpose, purpose, 17, 10, bold=False))
        painter.drawText(
            purpose, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), last.purpose
        )


def _coin(
    painter: QPainter, centre: QPointF, radius: float, heads: bool, face: str, size: float
) -> None:
    painter.setPen(QPen(QColor("#8a6d0b") if heads else QColor("#5d636b"), max(radius / 18, 1.5)))
    painter.setBrush(QColor("#f3c623") if heads else QColor("#c9ccd1"))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor("#3b2f05") if heads else QColor("#2b2f36"))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.setFont(fit_font(face, 2 * radius - 10, size, 7, bold=True))
    painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), face)
