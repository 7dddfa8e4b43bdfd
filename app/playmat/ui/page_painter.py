"""Painting a printed page (:class:`~playmat.printing.page.Page`) with Qt: for the print preview
and for the system's printers, from the same description the PDF is written from.

Text is set in the very font file the PDF embeds, so line widths match the PDF's.
"""

from __future__ import annotations

from PIL import Image
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPen,
)
from PySide6.QtPrintSupport import QPrinter

from playmat.printing.fonts import face_for
from playmat.printing.page import (
    MM_PER_INCH,
    POINTS_PER_INCH,
    Document,
    Line,
    Page,
    PlacedImage,
    Rectangle,
    Text,
)
from playmat.ui.fonts import family_of


def to_qimage(image: Image.Image) -> QImage:
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    data = rgb.tobytes()
    width, height = rgb.size
    return QImage(data, width, height, 3 * width, QImage.Format.Format_RGB888).copy()


class PagePainter:
    """Paints the pages of one document, converting each of its pictures for Qt only once."""

    def __init__(self, document: Document) -> None:
        self.document = document
        self._images: dict[str, QImage] = {}

    def image(self, key: str) -> QImage:
        if key not in self._images:
            self._images[key] = to_qimage(self.document.images[key])
        return self._images[key]

    def paint(self, painter: QPainter, page: Page, pixels_per_mm: float) -> None:
        """Paint ``page`` with its top left corner at the painter's origin."""
        painter.save()
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        painter.scale(pixels_per_mm, pixels_per_mm)
        for item in page.items:
            if isinstance(item, PlacedImage):
                area = item.area
                target = QRectF(area.x, area.y, area.width, area.height)
                painter.drawImage(target, self.image(item.key))
            elif isinstance(item, Line):
                painter.setPen(_pen(item.width, item.grey))
                painter.drawLine(QPointF(item.x1, item.y1), QPointF(item.x2, item.y2))
            elif isinstance(item, Rectangle):
                box = item.box
                if item.stroke > 0:
                    painter.setPen(_pen(item.stroke, item.stroke_grey))
                else:
                    painter.setPen(Qt.PenStyle.NoPen)
                if item.fill_grey is None:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                else:
                    painter.setBrush(_grey(item.fill_grey))
                painter.drawRect(QRectF(box.x, box.y, box.width, box.height))
            elif isinstance(item, Text):
                _paint_text(painter, item)
        painter.restore()

    def render(self, page: Page, width: int) -> QImage:
        """The page as an image ``width`` pixels wide, on white paper."""
        scale = width / page.width
        image = QImage(width, round(page.height * scale), QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        self.paint(painter, page, scale)
        painter.end()
        return image


def _grey(value: float) -> QColor:
    level = round(value * 255)
    return QColor(level, level, level)


def _pen(width_mm: float, grey: float) -> QPen:
    pen = QPen(_grey(grey), width_mm)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def _paint_text(painter: QPainter, item: Text) -> None:
    font = QFont(family_of(face_for(item.text, item.bold)))
    font.setBold(item.bold)
    # Sizes are in points; the painter works in millimetres. Qt takes whole pixel sizes, so
    # set a size 100 times larger and draw at 1/100.
    font.setPixelSize(max(1, round(item.size * MM_PER_INCH / POINTS_PER_INCH * 100)))
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    width = QFontMetricsF(font).horizontalAdvance(item.text) / 100
    x = item.x - (width / 2 if item.align == "centre" else width if item.align == "right" else 0)
    painter.save()
    painter.translate(x, item.y)
    painter.scale(0.01, 0.01)
    painter.setFont(font)
    painter.setPen(_grey(item.grey))
    painter.drawText(QPointF(0, 0), item.text)
    painter.restore()


def print_document(document: Document, printer: QPrinter) -> None:
    """Send every page to ``printer`` at true size (the printer's page is the paper itself)."""
    printer.setFullPage(True)
    pages = PagePainter(document)
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError("the printer could not be started")
    try:
        scale = printer.resolution() / MM_PER_INCH
        for index, page in enumerate(document.pages):
            if index:
                printer.newPage()
            pages.paint(painter, page, scale)
    finally:
        painter.end()
