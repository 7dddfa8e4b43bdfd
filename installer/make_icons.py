"""Draw Playmat's icon and write it into ``resources/icons/``: PNGs for the window and the Linux
desktop entry, ``playmat.ico`` for Windows and ``playmat.icns`` for macOS (the bundle's spec uses
them). The files are committed; run this again only when the drawing changes:

    .venv/bin/python installer/make_icons.py
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PIL import Image
from playmat.ui.card_text import paint_energy
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPen

from playmat.cards.model import EnergyType
from playmat.ui.palette import type_colours

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
#: Each size is drawn on its own, so small icons keep crisp edges rather than being shrunk.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


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


def draw(size: int) -> QImage:
    """Three fanned cards: Grass, Fire and Water."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    _card(painter, EnergyType.GRASS, -22, size)
    _card(painter, EnergyType.WATER, 22, size)
    _card(painter, EnergyType.FIRE, 0, size)
    painter.end()
    return image


def main() -> None:
    _app = QGuiApplication([])
    ICONS.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        draw(size).save(str(ICONS / f"playmat-{size}.png"))
    pictures = {size: Image.open(ICONS / f"playmat-{size}.png") for size in PNG_SIZES}
    largest = pictures[max(PNG_SIZES)]
    smaller = [pictures[size] for size in PNG_SIZES[:-1]]
    # Each size of an .ico or .icns is taken from the PNG drawn at that size when there is one.
    largest.save(ICONS / "playmat.ico", sizes=[(s, s) for s in ICO_SIZES], append_images=smaller)
    largest.save(ICONS / "playmat.icns", append_images=smaller)
    print(f"wrote {len(PNG_SIZES)} PNGs, playmat.ico and playmat.icns to {ICONS}")


if __name__ == "__main__":
    main()
