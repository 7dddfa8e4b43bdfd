"""Painting printed pages (:class:`~playmat.printing.page.Page`) with Qt: the one drawing of a
sheet for the preview, the system's printers and the PDF file.

Cards are drawn by the card face's painter (:mod:`playmat.face.painter`), as on screen, with
their text as text (so a PDF's words can be searched and copied) in the fonts Playmat ships.
"""

from __future__ import annotations

from PIL import Image
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPagedPaintDevice, QPainter, QPen

from playmat.face.painter import (
    CardLayout,
    FaceOptions,
    bleed_colour,
    layout_card,
    paint_card,
    paint_proxy_label,
)
from playmat.i18n.message import msg
from playmat.printing.errors import PrintError
from playmat.printing.fonts import TEXT_SCALE, sheet_font, text_width
from playmat.printing.page import (
    MM_PER_INCH,
    Box,
    Document,
    Line,
    Page,
    PlacedFace,
    PlacedImage,
    Rectangle,
    Text,
)


def to_qimage(image: Image.Image) -> QImage:
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    data = rgb.tobytes()
    width, height = rgb.size
    return QImage(data, width, height, 3 * width, QImage.Format.Format_RGB888).copy()


def _rect(box: Box) -> QRectF:
    return QRectF(box.x, box.y, box.width, box.height)


class PagePainter:
    """Paints the pages of one document, laying out each card and converting each picture for
    Qt only once."""

    def __init__(self, document: Document) -> None:
        self.document = document
        self._images: dict[str, QImage] = {}
        self._layouts: dict[str, CardLayout] = {}

    def image(self, key: str) -> QImage:
        if key not in self._images:
            self._images[key] = to_qimage(self.document.images[key])
        return self._images[key]

    def layout(self, face: PlacedFace) -> CardLayout:
        if face.card.id not in self._layouts:
            self._layouts[face.card.id] = layout_card(face.card)
        return self._layouts[face.card.id]

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
            if isinstance(item, PlacedFace):
                self._face(painter, item)
            elif isinstance(item, PlacedImage):
                painter.drawImage(_rect(item.area), self.image(item.key))
                paint_proxy_label(painter, _rect(item.trim))
            elif isinstance(item, Line):
                painter.setPen(_pen(item.width, item.grey))
                painter.drawLine(QPointF(item.x1, item.y1), QPointF(item.x2, item.y2))
            elif isinstance(item, Rectangle):
                _rectangle(painter, item)
            else:
                _text(painter, item)
        painter.restore()

    def _face(self, painter: QPainter, face: PlacedFace) -> None:
        painter.save()
        area = _rect(face.area)
        painter.setClipRect(area)
        bleed = bleed_colour(face.card, face.style)
        if bleed is not None and face.area != face.trim:
            painter.fillRect(area, bleed)
        options = FaceOptions(style=face.style, proxy=True)
        paint_card(painter, _rect(face.trim), self.layout(face), options)
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


def paint_document(document: Document, device: QPagedPaintDevice) -> None:
    """Every page onto ``device`` (a printer or a PDF writer set up with the document's paper
    and no margins), at true size."""
    pages = PagePainter(document)
    painter = QPainter()
    if not painter.begin(device):
        raise PrintError(msg("print.device_failed"))
    try:
        scale = device.logicalDpiX() / MM_PER_INCH
        for index, page in enumerate(document.pages):
            if index:
                device.newPage()
            pages.paint(painter, page, scale)
    finally:
        painter.end()


def _grey(value: float) -> QColor:
    level = round(value * 255)
    return QColor(level, level, level)


def _pen(width_mm: float, grey: float) -> QPen:
    pen = QPen(_grey(grey), width_mm)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def _rectangle(painter: QPainter, item: Rectangle) -> None:
    painter.setPen(_pen(item.stroke, item.stroke_grey) if item.stroke > 0 else Qt.PenStyle.NoPen)
    if item.fill_grey is None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
    else:
        painter.setBrush(_grey(item.fill_grey))
    painter.drawRect(_rect(item.box))


def _text(painter: QPainter, item: Text) -> None:
    width = text_width(item.text, item.size, item.bold)
    x = item.x - (width / 2 if item.align == "centre" else width if item.align == "right" else 0)
    painter.save()
    painter.translate(x, item.y)
    painter.scale(1 / TEXT_SCALE, 1 / TEXT_SCALE)
    painter.setFont(sheet_font(item.size, item.bold))
    painter.setPen(_grey(item.grey))
    painter.drawText(QPointF(0, 0), item.text)
    painter.restore()
