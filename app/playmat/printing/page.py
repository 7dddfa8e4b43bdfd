"""A printed page described as plain data: what goes where, in millimetres from the top left.

Proxy sheets and registration sheets are built as :class:`Document` values; one painter
(:mod:`playmat.printing.page_painter`) draws them for the preview, the printer and the PDF, so
what the preview shows is what the PDF and the printer get.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, TypeVar

from PIL import Image

from playmat.cards.model import Card
from playmat.face.style import FaceStyle
from playmat.i18n.message import Message

T = TypeVar("T")

MM_PER_INCH = 25.4
POINTS_PER_INCH = 72.0


def mm_to_points(mm: float) -> float:
    return mm * POINTS_PER_INCH / MM_PER_INCH


@dataclass(frozen=True)
class Box:
    """A rectangle in millimetres; ``x``, ``y`` is its top left corner."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    def grown(self, dx: float, dy: float) -> Box:
        """This box with ``dx`` more on the left and right and ``dy`` more on top and bottom."""
        return Box(self.x - dx, self.y - dy, self.width + 2 * dx, self.height + 2 * dy)

    def contains(self, other: Box, tolerance: float = 1e-6) -> bool:
        return (
            other.x >= self.x - tolerance
            and other.y >= self.y - tolerance
            and other.right <= self.right + tolerance
            and other.bottom <= self.bottom + tolerance
        )


@dataclass(frozen=True)
class PlacedImage:
    """A picture (by key into :attr:`Document.images`) stretched over ``area``: a player's own
    picture of a card. ``trim`` is the card itself (63 x 88 mm) and ``area`` is the card with
    its bleed.
    """

    key: str
    area: Box
    trim: Box


@dataclass(frozen=True)
class PlacedFace:
    """A card face drawn by Playmat (:mod:`playmat.face.painter`) on ``trim``, the card itself,
    its colour running on to the edge of ``area``, the card with its bleed."""

    card: Card
    style: FaceStyle
    area: Box
    trim: Box


@dataclass(frozen=True)
class Line:
    x1: float
    y1: float
    x2: float
    y2: float
    #: Stroke width in millimetres.
    width: float = 0.2
    #: 0 is black, 1 is white.
    grey: float = 0.0


@dataclass(frozen=True)
class Rectangle:
    box: Box
    #: Outline width in millimetres; 0 draws no outline.
    stroke: float = 0.2
    stroke_grey: float = 0.0
    #: ``None`` leaves the inside unpainted.
    fill_grey: float | None = None


Align = Literal["left", "centre", "right"]


@dataclass(frozen=True)
class Text:
    """One line of text; ``y`` is its baseline, ``x`` its left end, centre or right end."""

    x: float
    y: float
    text: str
    #: Font size in points.
    size: float
    bold: bool = False
    align: Align = "left"
    grey: float = 0.0


Item = PlacedImage | PlacedFace | Line | Rectangle | Text
#: What a proxy sheet places for each card.
PlacedCard = PlacedImage | PlacedFace


@dataclass
class Page:
    width: float
    height: float
    items: list[Item] = field(default_factory=list)

    def of_kind(self, kind: type[T]) -> list[T]:
        return [item for item in self.items if isinstance(item, kind)]


@dataclass
class Document:
    """Pages, the pictures they place (each stored once however often it is placed), and the
    notes a player should read before printing (a card drawn without its HP, say)."""

    title: str
    pages: list[Page]
    images: dict[str, Image.Image] = field(default_factory=dict)
    notes: list[Message] = field(default_factory=list)
