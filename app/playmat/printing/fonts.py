"""The typefaces of printed sheets: the ones Playmat ships (:mod:`playmat.fonts`), never the
system's, so a sheet looks the same on every machine.

The proxies are drawn with them by Pillow and the registration sheet embeds them in the PDF. A
piece of text is set in DejaVu Sans when DejaVu Sans has all of its letters (é, δ, ♀, ◇, ★ and
the rest card names use), else in the first shipped TrueType fallback that has them all, so a
font dropped into ``resources/fonts/`` serves the scripts DejaVu Sans lacks.
"""

from __future__ import annotations

from functools import cache, lru_cache
from io import BytesIO

from PIL import ImageFont

from playmat.fonts import FONTS_DIR, fallback_faces, main_face
from playmat.printing.errors import PrintError
from playmat.printing.page import MM_PER_INCH, POINTS_PER_INCH
from playmat.printing.truetype import FontFileError, TrueTypeFont


def face_for(text: str, bold: bool = False) -> str:
    """The name of the font file ``text`` is set in: the main face when it has every letter,
    else the first fallback that does, else the main face (a missing letter prints as a
    box)."""
    main = main_face(bold).name
    letters = {ord(letter) for letter in text if not letter.isspace()}
    if letters <= _letters(main):
        return main
    for fallback in _printable_fallbacks():
        if letters <= _letters(fallback):
            return fallback
    return main


@cache
def _printable_fallbacks() -> tuple[str, ...]:
    """The fallbacks a PDF can embed (TrueType outlines); others serve the GUI only."""
    usable = []
    for face in fallback_faces():
        try:
            sheet_font(face.name)
        except PrintError:
            continue
        usable.append(face.name)
    return tuple(usable)


@cache
def _letters(face: str) -> frozenset[int]:
    return frozenset(sheet_font(face).character_map)


@lru_cache(maxsize=4096)
def _pillow_font(size: float, face: str) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(BytesIO(sheet_font(face).data), size)


def pillow_font(pixels: float, bold: bool = False, text: str = "") -> ImageFont.FreeTypeFont:
    """The font for ``text`` at ``pixels`` (rounded to a quarter pixel, so that fitting text by
    shrinking it in small steps reuses fonts rather than loading thousands)."""
    return _pillow_font(max(1.0, round(pixels * 4) / 4), face_for(text, bold))


@cache
def sheet_font(face: str) -> TrueTypeFont:
    """A shipped font file, by name, read for embedding in a PDF and for measuring the text
    set in it."""
    try:
        return TrueTypeFont((FONTS_DIR / face).read_bytes(), face.rsplit(".", 1)[0])
    except (OSError, FontFileError) as error:
        raise PrintError(f"Cannot use the font {face}: {error}.") from None


def text_width(text: str, points: float, bold: bool = False) -> float:
    """Width in millimetres of ``text`` set at ``points`` in the PDF, exactly."""
    face = face_for(text, bold)
    return sheet_font(face).width(text, points) * MM_PER_INCH / POINTS_PER_INCH
