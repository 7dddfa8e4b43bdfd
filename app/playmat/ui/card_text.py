"""The text parts of a drawn card: fonts, Energy symbols, and the blocks of the card's body.

Everything is measured and painted in card units (a card is 630 x 880, a tenth of a millimetre)
with the same fonts, so what was measured to fit is exactly what gets painted. Each body block
takes a ``scale`` that shrinks its fonts and gaps together when a card has a lot of text.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from playmat.cards.model import Ability, Attack, EnergyType
from playmat.ui.palette import ABILITY_RED, INK, MUTED_INK, type_colours

WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
_TALL = 100_000.0


def font(pixels: float, *, bold: bool = False, italic: bool = False) -> QFont:
    """A font sized in card units. Hinting is off so text scales evenly with the card."""
    result = QFont()
    result.setPixelSize(max(1, round(pixels)))
    result.setBold(bold)
    result.setItalic(italic)
    result.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return result


def text_width(text: str, text_font: QFont) -> float:
    return QFontMetricsF(text_font).horizontalAdvance(text)


def text_height(text: str, text_font: QFont, width: float) -> float:
    """Height of ``text`` wrapped to ``width``."""
    if not text:
        return 0.0
    metrics = QFontMetricsF(text_font)
    return metrics.boundingRect(QRectF(0, 0, width, _TALL), WRAP, text).height()


def draw_wrapped(
    painter: QPainter, text: str, text_font: QFont, x: float, y: float, width: float
) -> float:
    """Paint ``text`` wrapped to ``width`` from (x, y); return the height used."""
    height = text_height(text, text_font, width)
    painter.setFont(text_font)
    painter.drawText(QRectF(x, y, width, height + 1), WRAP | Qt.TextFlag.TextDontClip, text)
    return height


def fit_font(
    text: str, width: float, largest: float, smallest: float, *, bold: bool = False
) -> QFont:
    """The largest font (between ``largest`` and ``smallest`` pixels) that fits on one line."""
    size = largest
    while size > smallest and text_width(text, font(size, bold=bold)) > width:
        size -= 1
    return font(size, bold=bold)


def paint_energy(painter: QPainter, centre: QPointF, radius: float, energy: EnergyType) -> None:
    """An Energy symbol: a circle in the type's colour with its letter (G, R, W, ...)."""
    colours = type_colours(energy)
    fill = QColor(colours.base)
    painter.save()
    painter.setPen(QPen(fill.darker(150), max(radius * 0.12, 0.5)))
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor(colours.ink))
    painter.setFont(font(radius * 1.25, bold=True))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), energy.symbol)
    painter.restore()


def paint_pill(
    painter: QPainter, x: float, y: float, height: float, text: str, fill: str, ink: str
) -> float:
    """A rounded label (``BASIC``, ``Ability``); returns its width."""
    pill_font = font(height * 0.68, bold=True)
    width = text_width(text, pill_font) + height * 0.9
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(fill))
    painter.drawRoundedRect(QRectF(x, y, width, height), height / 2, height / 2)
    painter.setPen(QColor(ink))
    painter.setFont(pill_font)
    painter.drawText(QRectF(x, y, width, height), int(Qt.AlignmentFlag.AlignCenter), text)
    painter.restore()
    return width


# -- body blocks -------------------------------------------------------------------------------


@dataclass(kw_only=True)
class Block:
    """One part of the card's body, measured and painted at a common ``scale``."""

    #: Playmat leaves this text to the players (the manual tools): the face marks it.
    by_hand: bool = False

    def height(self, width: float, scale: float) -> float:
        raise NotImplementedError

    def paint(self, painter: QPainter, x: float, y: float, width: float, scale: float) -> None:
        raise NotImplementedError


@dataclass
class AbilityBlock(Block):
    ability: Ability
    #: The printed text, or the script's own description for Playmat's starter cards.
    text: str

    def _header(self, scale: float) -> float:
        return 34 * scale

    def height(self, width: float, scale: float) -> float:
        body = text_height(self.text, font(21 * scale), width)
        return self._header(scale) + (6 * scale + body if body else 0)

    def paint(self, painter: QPainter, x: float, y: float, width: float, scale: float) -> None:
        header = self._header(scale)
        pill = paint_pill(
            painter, x, y + header * 0.12, header * 0.76, self.ability.kind, ABILITY_RED, "#fff"
        )
        name_x = x + pill + 10 * scale
        name_font = fit_font(self.ability.name, x + width - name_x, 28 * scale, 10, bold=True)
        painter.setFont(name_font)
        painter.setPen(QColor(ABILITY_RED))
        painter.drawText(
            QRectF(name_x, y, x + width - name_x, header),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            self.ability.name,
        )
        painter.setPen(QColor(INK))
        draw_wrapped(painter, self.text, font(21 * scale), x, y + header + 6 * scale, width)


@dataclass
class AttackBlock(Block):
    attack: Attack
    #: The printed text, or the script's own description for Playmat's starter cards.
    text: str

    def _header(self, scale: float) -> float:
        return 38 * scale

    def height(self, width: float, scale: float) -> float:
        body = text_height(self.text, font(21 * scale), width)
        return self._header(scale) + (6 * scale + body if body else 0)

    def paint(self, painter: QPainter, x: float, y: float, width: float, scale: float) -> None:
        header = self._header(scale)
        radius = 15 * scale
        slot = 2 * radius + 3 * scale
        for index, energy in enumerate(self.attack.cost):
            paint_energy(
                painter, QPointF(x + index * slot + radius, y + header / 2), radius, energy
            )
        damage = self.attack.printed_damage
        damage_font = font(32 * scale, bold=True)
        damage_width = text_width(damage, damage_font) if damage else 0.0
        # Names line up across attacks: the cost column is three symbols wide unless longer.
        name_x = x + max(len(self.attack.cost), 3) * slot + 8 * scale
        name_width = x + width - damage_width - 12 * scale - name_x
        name_font = fit_font(self.attack.name, name_width, 28 * scale, 10, bold=True)
        painter.setPen(QColor(INK))
        painter.setFont(name_font)
        middle_left = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        painter.drawText(QRectF(name_x, y, name_width, header), middle_left, self.attack.name)
        if damage:
            painter.setFont(damage_font)
            painter.drawText(
                QRectF(x + width - damage_width - 2, y, damage_width + 2, header),
                int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight),
                damage,
            )
        draw_wrapped(painter, self.text, font(21 * scale), x, y + header + 6 * scale, width)


@dataclass
class EffectBlock(Block):
    """The effect text of a Trainer or a special Energy."""

    text: str

    def height(self, width: float, scale: float) -> float:
        return text_height(self.text, font(23 * scale), width)

    def paint(self, painter: QPainter, x: float, y: float, width: float, scale: float) -> None:
        painter.setPen(QColor(INK))
        draw_wrapped(painter, self.text, font(23 * scale), x, y, width)


@dataclass
class ReminderBlock(Block):
    """A rule reminder or a Pokémon's rule box: small italic text in a tinted box."""

    text: str

    def _padding(self, scale: float) -> float:
        return 6 * scale

    def height(self, width: float, scale: float) -> float:
        inner = width - 2 * self._padding(scale)
        return text_height(self.text, font(17 * scale, italic=True), inner) + 2 * self._padding(
            scale
        )

    def paint(self, painter: QPainter, x: float, y: float, width: float, scale: float) -> None:
        padding = self._padding(scale)
        height = self.height(width, scale)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 150))
        painter.drawRoundedRect(QRectF(x, y, width, height), 8 * scale, 8 * scale)
        painter.setPen(QColor(MUTED_INK))
        draw_wrapped(
            painter,
            self.text,
            font(17 * scale, italic=True),
            x + padding,
            y + padding,
            width - 2 * padding,
        )
        painter.restore()
