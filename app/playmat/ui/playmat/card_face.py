"""Card faces for the table: compact enough to read at the size of a card on a playmat.

The full face (:mod:`playmat.ui.card_painter`) prints every word and is shown large beside the
board; on the table a player needs the few facts that decide a turn, in large type: the name,
the HP left, the type, the attached Energy and Tool, damage and Special Conditions. Everything
is painted in the item's own units (a card is :data:`CARD_W` x :data:`CARD_H`).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from playmat.cards.labels import kind_word
from playmat.cards.model import Card
from playmat.face.blocks import paint_energy, paint_pill
from playmat.face.fonts import fit_font, font, text_height, text_width
from playmat.i18n.catalogue import t
from playmat.ui.palette import (
    ERROR_RED,
    INK,
    MUTED_INK,
    card_colours,
    card_energy_type,
    frame_colour,
)

CARD_W = 120.0
CARD_H = 168.0
RADIUS = 8.0

#: Special Conditions that are markers on the card (the other three turn the card), with the
#: marker's colour; its label is the catalogue's ``table.marker_<condition>``.
CONDITION_MARKERS = {"Poisoned": "#7b3fa0", "Burned": "#d9480f"}
#: The way a card is turned for a Special Condition, in degrees (EN I-A-06).
CONDITION_ROTATION = {"Asleep": -90.0, "Paralyzed": 90.0, "Confused": 180.0}

CENTRE = int(Qt.AlignmentFlag.AlignCenter)
LEFT_MIDDLE = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
RIGHT_MIDDLE = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _frame(painter: QPainter, rect: QRectF, card: Card) -> None:
    colours = card_colours(card)
    frame = frame_colour(colours)
    painter.setPen(QPen(frame.darker(150), 1.5))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, frame.lighter(115))
    gradient.setColorAt(1, frame.darker(112))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, RADIUS, RADIUS)
    panel = rect.adjusted(4, 4, -4, -4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colours.light))
    painter.drawRoundedRect(panel, RADIUS - 3, RADIUS - 3)


#: The smallest text a card on the table shows, in table units (a card is CARD_W wide): at the
#: table's size in a 1600 x 1000 window about 12 pixels, a normal reading size.
READABLE = 13.0


def _name(painter: QPainter, rect: QRectF, name: str, largest: float) -> None:
    """The name on one line, or on two when it won't fit one at a readable size."""
    painter.setPen(QColor(INK))
    one_line = fit_font(name, rect.width(), largest, READABLE + 1, bold=True)
    if text_width(name, one_line) <= rect.width() or " " not in name:
        painter.setFont(one_line)
        painter.drawText(rect, LEFT_MIDDLE, name)
        return
    painter.setFont(font(READABLE + 1, bold=True))
    painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), name)


def paint_hand_card(painter: QPainter, rect: QRectF, card: Card) -> None:
    """A card in the hand or on a pile: kind, name, HP and, for a Pokémon, its attacks."""
    painter.save()
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing, True
    )
    _frame(painter, rect, card)
    inner = rect.adjusted(9, 7, -9, -8)
    frame = frame_colour(card_colours(card))
    hp_font = font(16, bold=True)
    hp_width = text_width(str(card.hp), hp_font) + 6 if card.hp is not None else 0.0
    # The pill may run to just inside the card's edge, beside the HP.
    room = rect.right() - 3 - inner.left() - hp_width
    kind = kind_word(card).upper()
    paint_pill(painter, inner.left(), inner.top(), 17, kind, frame, QColor("#ffffff"), room=room)
    if card.hp is not None:
        painter.setPen(QColor(INK))
        painter.setFont(hp_font)
        painter.drawText(
            QRectF(inner.left(), inner.top(), inner.width(), 17), RIGHT_MIDDLE, str(card.hp)
        )
    _name(painter, QRectF(inner.left(), inner.top() + 19, inner.width(), 36), card.name, 18)
    body = QRectF(inner.left(), inner.top() + 58, inner.width(), inner.height() - 58)
    energy = card_energy_type(card)
    if card.is_pokemon and card.attacks:
        _attack_lines(painter, body, card)
    elif energy is not None:
        paint_energy(painter, body.center(), min(body.width(), body.height()) * 0.32, energy)
    else:
        painter.setPen(QColor(MUTED_INK))
        painter.setFont(fit_font(kind_word(card), body.width(), 16, READABLE, bold=True))
        painter.drawText(body, CENTRE, kind_word(card))
    painter.restore()


def _attack_lines(painter: QPainter, body: QRectF, card: Card) -> None:
    """Each Ability on a line, each attack on a line of its cost and damage over its name; a
    name too long for its line at a readable size wraps, or is cut short with an ellipsis
    (the card shown large beside the table has it whole)."""
    rows = len(card.abilities) + len(card.attacks)
    height = body.height() / max(rows, 1)
    y = body.top()
    for ability in card.abilities:
        painter.setPen(QColor("#c0392b"))
        _words(painter, QRectF(body.left(), y, body.width(), height), ability.name)
        y += height
    for attack in card.attacks:
        radius = 5.5
        for index, cost in enumerate(attack.cost[:4]):
            paint_energy(painter, QPointF(body.left() + radius + index * 12, y + 7), radius, cost)
        damage = attack.printed_damage
        painter.setPen(QColor(INK))
        if damage:
            painter.setFont(font(14, bold=True))
            painter.drawText(QRectF(body.left(), y, body.width(), 14), RIGHT_MIDDLE, damage)
        _words(painter, QRectF(body.left(), y + 14, body.width(), height - 14), attack.name)
        y += height


def _words(painter: QPainter, rect: QRectF, text: str) -> None:
    """``text`` in bold at the largest readable size that fits ``rect`` on one line or
    wrapped; at the smallest, cut short to fit."""
    size = 14.0
    while size >= READABLE:
        chosen = font(size, bold=True)
        if text_width(text, chosen) <= rect.width():
            painter.setFont(chosen)
            painter.drawText(rect, LEFT_MIDDLE, text)
            return
        if " " in text and text_height(text, chosen, rect.width()) <= rect.height():
            painter.setFont(chosen)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), text)
            return
        size -= 0.5
    chosen = font(READABLE, bold=True)
    painter.setFont(chosen)
    elided = QFontMetricsF(chosen).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, LEFT_MIDDLE, elided)


def paint_pokemon(
    painter: QPainter,
    rect: QRectF,
    card: Card,
    *,
    hp: int,
    remaining: int,
    damage: int,
    energy: Sequence[Card],
    tools: Sequence[Card],
    conditions: Sequence[str],
) -> None:
    """A Pokémon in play: name, HP left of HP, type, Energy, Tool, damage and markers."""
    painter.save()
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing, True
    )
    _frame(painter, rect, card)
    inner = rect.adjusted(8, 6, -8, -7)
    frame = frame_colour(card_colours(card))
    stage = kind_word(card).upper()
    types = card.types[:2]
    room = inner.width() - 15 * len(types) - 2
    paint_pill(painter, inner.left(), inner.top(), 14, stage, frame, QColor("#ffffff"), room=room)
    for index, energy_type in enumerate(reversed(types)):
        paint_energy(
            painter, QPointF(inner.right() - 7 - index * 15, inner.top() + 7), 7, energy_type
        )
    _name(painter, QRectF(inner.left(), inner.top() + 15, inner.width(), 34), card.name, 18)
    # HP left, large: the number a player reads first; the printed HP small beside it.
    hp_box = QRectF(inner.left(), inner.top() + 50, inner.width(), 34)
    number = str(remaining)
    suffix = f"/ {hp} HP"
    suffix_font = font(12, bold=True)
    room = hp_box.width() - text_width(suffix, suffix_font) - 3
    number_font = fit_font(number, room, 28, 16, bold=True)
    number_width = text_width(number, number_font)
    painter.setPen(QColor(ERROR_RED if damage else INK))
    painter.setFont(number_font)
    painter.drawText(hp_box, LEFT_MIDDLE, number)
    painter.setPen(QColor(MUTED_INK))
    painter.setFont(suffix_font)
    painter.drawText(
        QRectF(
            hp_box.left() + number_width + 3,
            hp_box.top() + 6,
            hp_box.width() - number_width - 3,
            hp_box.height(),
        ),
        LEFT_MIDDLE,
        suffix,
    )
    rows = 1 if tools else 2
    _energy_row(painter, QRectF(inner.left(), inner.top() + 86, inner.width(), 22 * rows), energy)
    if tools:
        _tool_pill(painter, QRectF(inner.left(), inner.top() + 110, inner.width(), 18), tools[0])
    if damage:
        # Like a counter set on the card's corner, clear of the HP it reduces.
        _damage_badge(painter, QPointF(rect.right() - 6, rect.top() + 6), damage)
    markers = [m for m in conditions if m in CONDITION_MARKERS]
    for index, condition in enumerate(markers):
        label = t(f"table.marker_{condition.lower()}")
        _marker(
            painter,
            QPointF(rect.left() + 22 + index * 33, rect.bottom() - 21),
            CONDITION_MARKERS[condition],
            label,
        )
    painter.restore()


def _energy_row(painter: QPainter, rect: QRectF, energy: Sequence[Card]) -> None:
    """Attached Energy as symbols, one per kind with a count ("R x3"), wrapping onto the next
    row; a special Energy as a grey symbol with its initial (its name is on the card panel)."""
    radius = 10.0
    groups: dict[str, tuple[Card, int]] = {}
    for card in energy:
        known = groups.get(card.id)
        groups[card.id] = (card, known[1] + 1 if known else 1)
    x, y = rect.left(), rect.top()
    count_font = font(12, bold=True)
    for card, count in groups.values():
        label = f"×{count}" if count > 1 else ""
        width = 2 * radius + 3 + (text_width(label, count_font) + 4 if label else 0)
        if x + width > rect.right() + 1 and x > rect.left():
            x, y = rect.left(), y + 2 * radius + 2
            if y + 2 * radius > rect.bottom() + 1:
                return
        centre = QPointF(x + radius, y + radius)
        energy_type = card_energy_type(card) if card.is_basic_energy else None
        if energy_type is not None:
            paint_energy(painter, centre, radius, energy_type)
        else:
            _special_energy(painter, centre, radius, card.name)
        if label:
            painter.setPen(QColor(INK))
            painter.setFont(count_font)
            painter.drawText(QRectF(x + 2 * radius + 1, y, width, 2 * radius), LEFT_MIDDLE, label)
        x += width


def _special_energy(painter: QPainter, centre: QPointF, radius: float, name: str) -> None:
    painter.save()
    painter.setPen(QPen(QColor("#4b535a"), 1.5))
    painter.setBrush(QColor("#8c959d"))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor("#fff"))
    painter.setFont(font(radius * 1.1, bold=True))
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    painter.drawText(box, CENTRE, name[:1])
    painter.restore()


def _tool_pill(painter: QPainter, rect: QRectF, tool: Card) -> None:
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#8757b0"))
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    painter.setPen(QColor("#fff"))
    painter.setFont(fit_font(tool.name, rect.width() - 8, 11, 7, bold=True))
    painter.drawText(rect, CENTRE, tool.name)
    painter.restore()


def _damage_badge(painter: QPainter, centre: QPointF, damage: int) -> None:
    """Damage as printed damage counters are read: the total, on a red counter."""
    painter.save()
    radius = 17.0
    painter.setPen(QPen(QColor("#7f1010"), 2))
    painter.setBrush(QColor(ERROR_RED))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor("#fff"))
    painter.setFont(fit_font(str(damage), 2 * radius - 4, 15, 8, bold=True))
    painter.drawText(
        QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
        CENTRE,
        str(damage),
    )
    painter.restore()


def _marker(painter: QPainter, centre: QPointF, colour: str, label: str) -> None:
    painter.save()
    radius = 15.0
    painter.setPen(QPen(QColor("#fff"), 2))
    painter.setBrush(QColor(colour))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor("#fff"))
    painter.setFont(fit_font(label, 2 * radius - 4, 10.5, 6, bold=True))
    painter.drawText(
        QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), CENTRE, label
    )
    painter.restore()


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """The back every hidden card shows: the same for every card, so it tells nothing."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setPen(QPen(QColor("#0d1b3d"), 1.5))
    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    gradient.setColorAt(0, QColor("#2b4c9b"))
    gradient.setColorAt(1, QColor("#152a5c"))
    painter.setBrush(gradient)
    painter.drawRoundedRect(rect, RADIUS * rect.width() / CARD_W, RADIUS * rect.width() / CARD_W)
    inner = rect.adjusted(
        rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, -rect.width() * 0.08
    )
    painter.setPen(QPen(QColor(255, 255, 255, 70), max(rect.width() * 0.015, 0.8)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, 5, 5)
    radius = rect.width() * 0.22
    centre = rect.center()
    emblem = QPainterPath()
    emblem.addEllipse(centre, radius, radius)
    painter.setPen(QPen(QColor("#f3c623"), max(rect.width() * 0.03, 1.0)))
    painter.setBrush(QColor(255, 255, 255, 30))
    painter.drawPath(emblem)
    painter.drawLine(
        QPointF(centre.x() - radius, centre.y()), QPointF(centre.x() + radius, centre.y())
    )
    painter.setBrush(QColor("#f3c623"))
    painter.drawEllipse(centre, radius * 0.3, radius * 0.3)
    painter.restore()
