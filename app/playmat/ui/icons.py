"""Playmat's window icon, painted in code so the app needs no image files to look finished."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from playmat.cards.model import EnergyType
from playmat.ui.card_text import paint_energy
from playmat.ui.palette import type_colours

_SIZES = (16, 24, 32, 48, 64, 128, 256)


def _card(painter: QPainter, energy: EnergyType, angle: float, size: float) -> None:
    """One small card, tilted by ``angle`` degrees about the bottom centre."""
    colours = type_colours(energy)
    width, height = size * 0.5, size * 0.7
    painter.save()
    painter.translate(size / 2, size * 0.92)
    painter.rotate(angle)
    rect = QRectF(-width / 2, -height, width, height)
    painter.setPen(QPen(QColor(colours.base).darker(150), max(size / 64, 1)))
    painter.setBrush(QColor(colours.base))
    painter.drawRoundedRect(rect, size * 0.05, size * 0.05)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(colours.light))
    inset = width * 0.1
    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), size * 0.03, size * 0.03)
    paint_energy(painter, QPointF(0, -height * 0.55), width * 0.26, energy)
    painter.restore()


def app_icon() -> QIcon:
    """Three fanned cards: Grass, Fire and Water."""
    icon = QIcon()
    for size in _SIZES:
        pixmap = QPixmap(size, size)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        _card(painter, EnergyType.GRASS, -22, size)
        _card(painter, EnergyType.WATER, 22, size)
        _card(painter, EnergyType.FIRE, 0, size)
        painter.end()
        icon.addPixmap(pixmap)
    return icon
