"""Reading a printed PDF back: page sizes, where each picture was placed, and the lines drawn,
all in millimetres from the page's top left (as the layout describes them)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pypdfium2
from PIL import Image
from pypdf import PdfReader
from pypdf.generic import ContentStream

MM = 25.4 / 72


@dataclass(frozen=True)
class Placed:
    """A picture as placed: its box in millimetres, and its size in pixels."""

    x: float
    y: float
    width: float
    height: float
    pixels: tuple[int, int]


@dataclass(frozen=True)
class Drawn:
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass
class ReadPage:
    width: float
    height: float
    images: list[Placed]
    lines: list[Drawn]


def read_pdf(path: Path) -> list[ReadPage]:
    reader = PdfReader(path)
    pages = []
    for page in reader.pages:
        width = float(page.mediabox.width) * MM
        height = float(page.mediabox.height) * MM
        xobjects = page["/Resources"].get("/XObject", {})
        images: list[Placed] = []
        lines: list[Drawn] = []
        matrix = None
        start = None
        content = ContentStream(page.get_contents(), reader)
        for operands, operator in content.operations:
            if operator == b"cm":
                matrix = [float(v) for v in operands]
            elif operator == b"Do":
                a, _b, _c, d, e, f = matrix
                image = xobjects[operands[0]].get_object()
                images.append(
                    Placed(
                        e * MM,
                        height - (f + d) * MM,
                        a * MM,
                        d * MM,
                        (int(image["/Width"]), int(image["/Height"])),
                    )
                )
            elif operator == b"m":
                start = [float(v) for v in operands]
            elif operator == b"l":
                x, y = (float(v) for v in operands)
                lines.append(Drawn(start[0] * MM, height - start[1] * MM, x * MM, height - y * MM))
        pages.append(ReadPage(width, height, images, lines))
    return pages


def render_pages(path: Path, dpi: int = 100) -> list[Image.Image]:
    document = pypdfium2.PdfDocument(str(path))
    try:
        return [page.render(scale=dpi / 72).to_pil().convert("RGB") for page in document]
    finally:
        document.close()


def pdf_text(path: Path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)
