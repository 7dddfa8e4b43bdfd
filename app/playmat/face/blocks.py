"""The parts of a card face's body (Abilities, attacks, a Trainer's effect, rule boxes), and the
small pieces every face draws (Energy symbols, pills).

Everything is measured and painted in card units (a card is 630 x 880, a tenth of a millimetre)
with the same fonts. Each body block takes a ``scale`` that shrinks its fonts and gaps together
when a card has a lot of text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from playmat.cards.colours import type_colours
from playmat.cards.model import Ability, Attack, EnergyType
from playmat.face.fonts import draw_wrapped, fit_font, font, text_height, text_width
from playmat.face.style import Ink

MIDDLE_LEFT = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
MIDDLE_RIGHT = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight)


def paint_energy(
    painter: QPainter, centre: QPointF, radius: float, energy: EnergyType, filled: bool = True
) -> None:
    """An Energy symbol: a circle in the type's colour with its letter (G, R, W, ...); in the
    ink-saving look an outlined circle."""
    colours = type_colours(energy)
    fill = QColor(colours.base)
    painter.save()
    if filled:
        painter.setPen(QPen(fill.darker(150), max(radius * 0.12, 0.5)))
        painter.setBrush(fill)
        letter = QColor(colours.ink)
    else:
        painter.setPen(QPen(QColor("#000000"), max(radius * 0.1, 0.5)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        letter = QColor("#000000")
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(letter)
    painter.setFont(font(radius * 1.25, bold=True))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), energy.symbol)
    painter.restore()


#: The room beside a pill's text, as a share of its height: usual, and the least it may have.
_PADDING, _TIGHTEST = 0.9, 0.3


def pill_width(text: str, height: float, padding: float = _PADDING) -> float:
    """The width of a pill ``height`` high around ``text``."""
    return text_width(text, font(height * 0.68, bold=True)) + height * padding


def _fitted(text: str, height: float, room: float | None) -> tuple[float, float]:
    """The height and padding of a pill that fits ``room``: the padding is tightened first,
    then the pill made smaller, down to 60% (a longer word of another language)."""
    if room is None or pill_width(text, height) <= room:
        return height, _PADDING
    if pill_width(text, height, _TIGHTEST) <= room:
        spare = room - pill_width(text, height, 0)
        return height, spare / height
    smallest = height * 0.6
    while height > smallest and pill_width(text, height, _TIGHTEST) > room:
        height -= 0.25
    return height, _TIGHTEST


def paint_pill(
    painter: QPainter,
    x: float,
    y: float,
    height: float,
    text: str,
    fill: QColor,
    ink: QColor,
    filled: bool = True,
    room: float | None = None,
) -> float:
    """A rounded label (``BASIC``, ``Ability``), filled or outlined, at most ``room`` wide when
    given; returns its width."""
    full_height = height
    height, padding = _fitted(text, height, room)
    pill_font = font(height * 0.68, bold=True)
    width = pill_width(text, height, padding)
    y += (full_height - height) / 2
    painter.save()
    if filled:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
    else:
        painter.setPen(QPen(fill, max(height * 0.07, 0.5)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(QRectF(x, y, width, height), height / 2, height / 2)
    painter.setPen(ink)
    painter.setFont(pill_font)
    painter.drawText(QRectF(x, y, width, height), int(Qt.AlignmentFlag.AlignCenter), text)
    painter.restore()
    return width


@dataclass(kw_only=True)
class Block:
    """One part of the card's body, measured and painted at a common ``scale``."""

    #: Playmat leaves this text to the players (the manual tools): the face marks it.
    by_hand: bool = False

    def height(self, width: float, scale: float) -> float:
        raise NotImplementedError

    def paint(
        self, painter: QPainter, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        raise NotImplementedError


class _HeadedBlock(Block):
    """A block with a header line (a pill or a cost, a name) over its text: abilities and
    attacks are measured, and their text placed, the same way."""

    #: The header's height at scale 1.
    HEADER: ClassVar[float]
    text: str

    def _header(self, scale: float) -> float:
        return self.HEADER * scale

    def height(self, width: float, scale: float) -> float:
        body = text_height(self.text, font(21 * scale), width)
        return self._header(scale) + (6 * scale + body if body else 0)

    def _paint_text(
        self, painter: QPainter, x: float, y: float, width: float, scale: float
    ) -> None:
        """The text under the header."""
        top = y + self._header(scale) + 6 * scale
        draw_wrapped(painter, self.text, font(21 * scale), x, top, width)


@dataclass
class AbilityBlock(_HeadedBlock):
    ability: Ability
    #: The printed text, or the script's own description for Playmat's starter cards.
    text: str
    #: The word on its pill (``Ability``, ``Poké-Power``) in the reader's language.
    label: str

    HEADER = 34

    def paint(
        self, painter: QPainter, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        header = self._header(scale)
        pill = paint_pill(
            painter,
            x,
            y + header * 0.12,
            header * 0.76,
            self.label,
            ink.ability,
            ink.pill_text,
            ink.filled,
        )
        name_x = x + pill + 10 * scale
        name_font = fit_font(self.ability.name, x + width - name_x, 28 * scale, 10, bold=True)
        painter.setFont(name_font)
        painter.setPen(ink.ability)
        painter.drawText(
            QRectF(name_x, y, x + width - name_x, header), MIDDLE_LEFT, self.ability.name
        )
        painter.setPen(ink.text)
        self._paint_text(painter, x, y, width, scale)


@dataclass
class AttackBlock(_HeadedBlock):
    attack: Attack
    #: The printed text, or the script's own description for Playmat's starter cards.
    text: str

    HEADER = 38

    def paint(
        self, painter: QPainter, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        header = self._header(scale)
        radius = 15 * scale
        slot = 2 * radius + 3 * scale
        for index, energy in enumerate(self.attack.cost):
            centre = QPointF(x + index * slot + radius, y + header / 2)
            paint_energy(painter, centre, radius, energy, ink.filled)
        damage = self.attack.printed_damage
        damage_font = font(32 * scale, bold=True)
        damage_width = text_width(damage, damage_font) if damage else 0.0
        # Names line up across attacks: the cost column is three symbols wide unless longer.
        name_x = x + max(len(self.attack.cost), 3) * slot + 8 * scale
        name_width = x + width - damage_width - 12 * scale - name_x
        name_font = fit_font(self.attack.name, name_width, 28 * scale, 10, bold=True)
        painter.setPen(ink.text)
        painter.setFont(name_font)
        painter.drawText(QRectF(name_x, y, name_width, header), MIDDLE_LEFT, self.attack.name)
        if damage:
            painter.setFont(damage_font)
            painter.drawText(
                QRectF(x + width - damage_width - 2, y, damage_width + 2, header),
                MIDDLE_RIGHT,
                damage,
            )
        self._paint_text(painter, x, y, width, scale)


@dataclass
class EffectBlock(Block):
    """The effect text of a Trainer or a special Energy."""

    text: str

    def height(self, width: float, scale: float) -> float:
        return text_height(self.text, font(23 * scale), width)

    def paint(
        self, painter: QPainter, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        painter.setPen(ink.text)
        draw_wrapped(painter, self.text, font(23 * scale), x, y, width)


@dataclass
class ReminderBlock(Block):
    """A rule reminder or a Pokémon's rule box: small italic text in a tinted box."""

    text: str

    def _padding(self, scale: float) -> float:
        return 6 * scale

    def height(self, width: float, scale: float) -> float:
        padding = self._padding(scale)
        inner = width - 2 * padding
        return text_height(self.text, font(17 * scale, italic=True), inner) + 2 * padding

    def paint(
        self, painter: QPainter, ink: Ink, x: float, y: float, width: float, scale: float
    ) -> None:
        padding = self._padding(scale)
        height = self.height(width, scale)
        painter.save()
        if ink.filled:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink.reminder_fill)
        else:
            painter.setPen(QPen(ink.rule, 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(x, y, width, height), 8 * scale, 8 * scale)
        painter.setPen(ink.muted)
        draw_wrapped(
            painter,
            self.text,
            font(17 * scale, italic=True),
            x + padding,
            y + padding,
            width - 2 * padding,
        )
        painter.restore()
