"""A :class:`~playmat.printing.page.Document` as a PDF file, written whole or not at all.

Each picture is stored once however many copies a sheet places (a deck's four copies of a card
cost one image); drawn card faces are stored losslessly (flat colours and text compress well
and stay sharp), photographs of cards as JPEG. Text is set in an embedded copy of the sheet's
font holding only the letters used, so the file prints the same everywhere and its text can be
searched and copied.
"""

from __future__ import annotations

import io
import os
import tempfile
import zlib
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from PIL import Image

from playmat import __version__
from playmat.printing.errors import PrintError
from playmat.printing.fonts import face_for, sheet_font
from playmat.printing.page import Document, Line, Page, PlacedImage, Rectangle, Text, mm_to_points
from playmat.printing.pdf_writer import PdfWriter, number, pdf_date, pdf_string
from playmat.printing.truetype import TrueTypeFont

#: Images whose key starts with this are photographs (a player's card scans): stored as JPEG.
PHOTO_PREFIX = "photo:"
JPEG_QUALITY = 92


def pdf_bytes(document: Document, created: datetime | None = None) -> bytes:
    """The whole PDF file of ``document``."""
    if not document.pages:
        raise PrintError("There is nothing to print: the sheet has no pages.")
    writer = PdfWriter()
    catalogue = writer.reserve()
    pages_node = writer.reserve()
    images = {key: _add_image(writer, key, image) for key, image in document.images.items()}
    fonts = _Fonts(writer, document)
    page_numbers = [_add_page(writer, pages_node, page, images, fonts) for page in document.pages]
    fonts.write()
    kids = " ".join(f"{n} 0 R" for n in page_numbers)
    writer.set(pages_node, f"<< /Type /Pages /Kids [{kids}] /Count {len(page_numbers)} >>".encode())
    writer.set(catalogue, f"<< /Type /Catalog /Pages {pages_node} 0 R >>".encode())
    moment = created or datetime.now().astimezone()
    info = writer.add(
        b"<< /Title "
        + pdf_string(document.title)
        + b" /Producer "
        + pdf_string(f"Playmat {__version__}")
        + b" /CreationDate "
        + pdf_date(moment)
        + b" >>"
    )
    return writer.build(catalogue, info)


def write_pdf(document: Document, path: Path) -> None:
    """Write ``document`` to ``path`` through a temporary file in the same folder, renamed into
    place only when complete: a failure leaves no file, and never half a file."""
    data = pdf_bytes(document)
    path = Path(path)
    if path.is_dir():
        raise PrintError(f"Cannot write {path}: it is a folder; give a file name ending in .pdf.")
    folder = path.parent if str(path.parent) else Path(".")
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=folder)
    except OSError as error:
        raise PrintError(f"Cannot write {path}: {error.strerror or error}.") from None
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.chmod(temporary, 0o666 & ~_umask())
        os.replace(temporary, path)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise PrintError(f"Cannot write {path}: {error.strerror or error}.") from None
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def _add_image(writer: PdfWriter, key: str, image: Image.Image) -> int:
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    width, height = rgb.size
    common = (
        f"/Type /XObject /Subtype /Image /Width {width} /Height {height} "
        "/ColorSpace /DeviceRGB /BitsPerComponent 8"
    ).encode()
    if key.startswith(PHOTO_PREFIX):
        buffer = io.BytesIO()
        rgb.save(buffer, "JPEG", quality=JPEG_QUALITY, subsampling=0)
        return writer.add_stream(common + b" /Filter /DCTDecode", buffer.getvalue(), False)
    return writer.add_stream(common, rgb.tobytes())


class _Fonts:
    """The fonts the document's text is set in (:func:`face_for`), each embedded once with the
    glyphs the document uses."""

    def __init__(self, writer: PdfWriter, document: Document) -> None:
        self.writer = writer
        texts = [item for page in document.pages for item in page.of_kind(Text)]
        faces = dict.fromkeys(face_for(text.text, text.bold) for text in texts)
        self.fonts: dict[str, TrueTypeFont] = {face: sheet_font(face) for face in faces}
        self.used: dict[str, set[int]] = {face: set() for face in faces}
        self.numbers: dict[str, int] = {face: writer.reserve() for face in faces}
        self.names = {face: f"/F{index}" for index, face in enumerate(faces, start=1)}

    def resources(self) -> str:
        entries = " ".join(f"{self.names[f]} {n} 0 R" for f, n in self.numbers.items())
        return f"/Font << {entries} >>" if entries else ""

    def show(self, text: Text) -> tuple[str, TrueTypeFont, str]:
        """The font resource ``text`` is set in, that font, and the operator that draws the
        text (glyph numbers, two bytes each)."""
        face = face_for(text.text, text.bold)
        font = self.fonts[face]
        glyphs = font.glyph_ids(text.text)
        self.used[face].update(glyphs)
        return self.names[face], font, "<" + "".join(f"{g:04X}" for g in glyphs) + "> Tj"

    def write(self) -> None:
        for face, font in self.fonts.items():
            self._write_font(self.numbers[face], font, self.used[face])

    def _write_font(self, font_number: int, font: TrueTypeFont, used: set[int]) -> None:
        writer = self.writer
        metrics = font.metrics
        scale = 1000 / metrics.units_per_em
        value = _tag(used)
        tag = "".join(chr(65 + (value // 26**i) % 26) for i in range(6))
        base_name = f"{tag}+{font.name.replace(' ', '')}"
        data = font.subset(used)
        file_number = writer.add_stream(f"/Length1 {len(data)}".encode(), data)
        bbox = " ".join(number(v * scale) for v in metrics.bbox)
        descriptor = writer.add(
            (
                f"<< /Type /FontDescriptor /FontName /{base_name} /Flags 32 "
                f"/FontBBox [{bbox}] /ItalicAngle 0 /Ascent {number(metrics.ascent * scale)} "
                f"/Descent {number(metrics.descent * scale)} "
                f"/CapHeight {number(metrics.cap_height * scale)} /StemV 80 "
                f"/FontFile2 {file_number} 0 R >>"
            ).encode()
        )
        glyphs = sorted(used)
        widths = " ".join(f"{g} [{number(font.advances[g] * scale)}]" for g in glyphs)
        cid_font = writer.add(
            (
                f"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /{base_name} "
                "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
                f"/FontDescriptor {descriptor} 0 R /W [{widths}] /CIDToGIDMap /Identity >>"
            ).encode()
        )
        to_unicode = writer.add_stream(b"", _to_unicode(font, used))
        writer.set(
            font_number,
            (
                f"<< /Type /Font /Subtype /Type0 /BaseFont /{base_name} /Encoding /Identity-H "
                f"/DescendantFonts [{cid_font} 0 R] /ToUnicode {to_unicode} 0 R >>"
            ).encode(),
        )


def _tag(glyphs: Iterable[int]) -> int:
    """A number derived from the glyph set, for the six-letter subset tag PDF asks for."""
    return zlib.crc32(",".join(map(str, sorted(glyphs))).encode())


def _to_unicode(font: TrueTypeFont, used: set[int]) -> bytes:
    """The map from glyphs back to letters, so text can be searched and copied."""
    letters: dict[int, int] = {}
    for code, glyph in sorted(font.character_map.items()):
        if glyph in used and glyph not in letters:
            letters[glyph] = code
    lines = [
        "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
        "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
        "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
        "1 begincodespacerange <0000> <FFFF> endcodespacerange",
    ]
    pairs = sorted(letters.items())
    for start in range(0, len(pairs), 100):
        chunk = pairs[start : start + 100]
        lines.append(f"{len(chunk)} beginbfchar")
        for glyph, code in chunk:
            lines.append(f"<{glyph:04X}> <{chr(code).encode('utf-16-be').hex().upper()}>")
        lines.append("endbfchar")
    lines += ["endcmap CMapName currentdict /CMap defineresource pop end end"]
    return "\n".join(lines).encode("ascii")


def _add_page(
    writer: PdfWriter,
    pages_node: int,
    page: Page,
    images: dict[str, int],
    fonts: _Fonts,
) -> int:
    height = mm_to_points(page.height)
    operators: list[str] = []
    used_images: dict[str, str] = {}
    for item in page.items:
        if isinstance(item, PlacedImage):
            name = used_images.setdefault(item.key, f"/Im{len(used_images) + 1}")
            area = item.area
            operators.append(
                f"q {number(mm_to_points(area.width))} 0 0 {number(mm_to_points(area.height))} "
                f"{number(mm_to_points(area.x))} {number(height - mm_to_points(area.bottom))} cm "
                f"{name} Do Q"
            )
        elif isinstance(item, Line):
            operators.append(
                f"q {number(mm_to_points(item.width))} w {number(item.grey)} G "
                f"{number(mm_to_points(item.x1))} {number(height - mm_to_points(item.y1))} m "
                f"{number(mm_to_points(item.x2))} {number(height - mm_to_points(item.y2))} l S Q"
            )
        elif isinstance(item, Rectangle):
            operators.append(_rectangle(item, height))
        elif isinstance(item, Text):
            operators.append(_text(item, height, fonts))
    content = writer.add_stream(b"", "\n".join(operators).encode("ascii"))
    xobjects = " ".join(f"{name} {images[key]} 0 R" for key, name in used_images.items())
    resources = fonts.resources()
    if xobjects:
        resources += f" /XObject << {xobjects} >>"
    width_pt, height_pt = number(mm_to_points(page.width)), number(height)
    return writer.add(
        (
            f"<< /Type /Page /Parent {pages_node} 0 R /MediaBox [0 0 {width_pt} {height_pt}] "
            f"/Resources << {resources} >> /Contents {content} 0 R >>"
        ).encode()
    )


def _rectangle(item: Rectangle, page_height: float) -> str:
    box = item.box
    shape = (
        f"{number(mm_to_points(box.x))} {number(page_height - mm_to_points(box.bottom))} "
        f"{number(mm_to_points(box.width))} {number(mm_to_points(box.height))} re"
    )
    parts = ["q"]
    stroke = item.stroke > 0
    if stroke:
        parts.append(f"{number(mm_to_points(item.stroke))} w {number(item.stroke_grey)} G")
    if item.fill_grey is not None:
        parts.append(f"{number(item.fill_grey)} g")
    paint = {(True, True): "B", (True, False): "S", (False, True): "f", (False, False): "n"}
    parts.append(f"{shape} {paint[stroke, item.fill_grey is not None]} Q")
    return " ".join(parts)


def _text(item: Text, page_height: float, fonts: _Fonts) -> str:
    resource, font, drawing = fonts.show(item)
    width = font.width(item.text, item.size)
    x = mm_to_points(item.x)
    if item.align == "centre":
        x -= width / 2
    elif item.align == "right":
        x -= width
    y = page_height - mm_to_points(item.y)
    return (
        f"BT {resource} {number(item.size)} Tf {number(item.grey)} g "
        f"{number(x)} {number(y)} Td {drawing} ET"
    )
