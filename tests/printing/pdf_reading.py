"""Reading a printed PDF back with PDFium, as a viewer would: page sizes, the rectangles and
pictures drawn, the thin lines, and every character with the box of its ink, all in
millimetres from the page's top left (as the layout describes them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pypdfium2
import pypdfium2.raw as pdfium_c
from PIL import Image
from pypdf import PdfReader

MM = 25.4 / 72


@dataclass(frozen=True)
class Rect:
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

    def contains(self, other: Rect, tolerance: float = 0.0) -> bool:
        return (
            other.x >= self.x - tolerance
            and other.y >= self.y - tolerance
            and other.right <= self.right + tolerance
            and other.bottom <= self.bottom + tolerance
        )

    def overlap(self, other: Rect) -> float:
        """The area both cover, in square millimetres."""
        across = min(self.right, other.right) - max(self.x, other.x)
        down = min(self.bottom, other.bottom) - max(self.y, other.y)
        return max(across, 0.0) * max(down, 0.0)

    def sized(self, width: float, height: float, tolerance: float) -> bool:
        return abs(self.width - width) <= tolerance and abs(self.height - height) <= tolerance


@dataclass(frozen=True)
class Char:
    text: str
    box: Rect


@dataclass
class ReadPage:
    width: float
    height: float
    #: Filled or outlined shapes, by their bounds.
    paths: list[Rect] = field(default_factory=list)
    #: Pictures: where each is placed and its size in pixels.
    images: list[tuple[Rect, tuple[int, int]]] = field(default_factory=list)
    chars: list[Char] = field(default_factory=list)
    #: The page's text as a viewer copies it: lines and spaces included.
    text: str = ""

    def shapes(self, width: float, height: float, tolerance: float = 0.2) -> list[Rect]:
        """Shapes and pictures ``width`` x ``height`` mm, row by row from the top left."""
        found = [r for r in self.paths if r.sized(width, height, tolerance)]
        found += [r for r, _ in self.images if r.sized(width, height, tolerance)]
        unique = {(round(r.x, 1), round(r.y, 1)): r for r in found}
        return sorted(unique.values(), key=lambda r: (round(r.y), r.x))

    def lines_outside(self, areas: list[Rect]) -> list[Rect]:
        """Thin straight lines (at most 0.5 mm across, at least 2 mm long) outside ``areas``."""
        thin = [
            r for r in self.paths if min(r.width, r.height) <= 0.5 and max(r.width, r.height) >= 2
        ]
        return [line for line in thin if not any(a.overlap(line) > 0 for a in areas)]


def _rect(bounds: tuple[float, float, float, float], page_height: float) -> Rect:
    left, bottom, right, top = bounds
    return Rect(left * MM, page_height - top * MM, (right - left) * MM, (top - bottom) * MM)


def read_pdf(path: Path) -> list[ReadPage]:
    document = pypdfium2.PdfDocument(str(path))
    pages = []
    try:
        for page in document:
            width, height = (value * MM for value in page.get_size())
            read = ReadPage(width, height)
            for item in page.get_objects(max_depth=8):
                if item.type == pdfium_c.FPDF_PAGEOBJ_PATH:
                    read.paths.append(_rect(item.get_bounds(), height))
                elif item.type == pdfium_c.FPDF_PAGEOBJ_IMAGE:
                    pixels = item.get_px_size()
                    read.images.append((_rect(item.get_bounds(), height), pixels))
            text = page.get_textpage()
            read.text = text.get_text_range()
            for index in range(text.count_chars()):
                char = text.get_text_range(index, 1)
                if char.strip():
                    box = _rect(text.get_charbox(index), height)
                    read.chars.append(Char(char, box))
            pages.append(read)
    finally:
        document.close()
    return pages


def render_pages(path: Path, dpi: int = 100) -> list[Image.Image]:
    document = pypdfium2.PdfDocument(str(path))
    try:
        return [page.render(scale=dpi / 72).to_pil().convert("RGB") for page in document]
    finally:
        document.close()


def pdf_text(path: Path) -> str:
    """The text of every page, as PDFium reads it out."""
    return "\n".join(page.text for page in read_pdf(path))


def embedded_fonts(path: Path) -> set[str]:
    """The names of the fonts the pages use, without their subset tags."""
    names = set()
    for page in PdfReader(path).pages:
        fonts = page["/Resources"].get("/Font", {})
        for key in fonts:
            names.add(str(fonts[key].get_object()["/BaseFont"]).split("+", 1)[-1].lstrip("/"))
    return names


def stored_images(path: Path) -> int:
    """How many pictures the file stores (however often each is placed)."""
    objects = set()
    for page in PdfReader(path).pages:
        for item in page["/Resources"].get("/XObject", {}).values():
            image = item.get_object()
            if image.get("/Subtype") == "/Image":
                objects.add(item.idnum)
    return len(objects)
