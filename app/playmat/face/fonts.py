"""The typefaces Playmat ships (:mod:`playmat.fonts`), loaded into Qt, and the fonts card faces
and printed sheets are set in.

DejaVu Sans is the main typeface; the Chinese, Japanese and Korean fonts follow it, the one of
the language being spoken first, so that a character common to the three is drawn the way that
language writes it. Qt takes each letter from the first of them that has it.

Everything is measured and drawn in the painter's units with hinting off, so text scales evenly
and what was measured to fit is exactly what gets painted, on screen and in a PDF.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QGuiApplication, QPainter

from playmat.face.application import gui_application
from playmat.fonts import LANGUAGE_FACES, MAIN_FAMILY, all_faces
from playmat.i18n.language import current_language

WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
_TALL = 100_000.0


@cache
def shipped_families() -> dict[str, str]:
    """Every shipped font file loaded into Qt (once): file name -> its family."""
    gui_application()
    families: dict[str, str] = {}
    for face in all_faces():
        font_id = QFontDatabase.addApplicationFontFromData(face.read_bytes())
        loaded = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if loaded:
            families[face.name] = loaded[0]
    return families


def families(language: str | None = None) -> list[str]:
    """The families text is set in for ``language`` (the one spoken now by default), in the
    order Qt tries them."""
    shipped = shipped_families()
    own = LANGUAGE_FACES.get(language or current_language())
    ordered = [MAIN_FAMILY]
    if own in shipped:
        ordered.append(shipped[own])
    ordered += [family for family in shipped.values() if family not in ordered]
    return ordered


def use_shipped_fonts(app: QGuiApplication) -> None:
    """Make the shipped fonts the application's, at the platform's usual size, in the order
    of the language spoken now."""
    font = QFont(app.font())
    font.setFamilies(families())
    app.setFont(font)


def font(pixels: float, *, bold: bool = False, italic: bool = False) -> QFont:
    """A font ``pixels`` high in the painter's units (rounded to whole units)."""
    result = QFont()
    result.setFamilies(families())
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
    """The largest font (between ``largest`` and ``smallest`` units) that fits on one line."""
    size = largest
    while size > smallest and text_width(text, font(size, bold=bold)) > width:
        size -= 1
    return font(size, bold=bold)


def wrap_words(text: str, text_font: QFont, width: float) -> list[str]:
    """Break ``text`` into lines at spaces only, so ``Palkia-GX`` stays whole."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(f"{lines[-1]} {word}", text_font) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines
