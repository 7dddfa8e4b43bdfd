"""The typeface of printed sheets: DejaVu Sans, which the installer puts on every machine
(``fonts-dejavu-core``) and which has every letter card names use (é, δ, ♀, ◇, ★).

The proxies are drawn with it by Pillow and the registration sheet embeds it in the PDF, so a
sheet looks the same on every machine. Where DejaVu is missing (a system the installer did not
set up), a few common sans-serif fonts with the same letters are tried before giving up with a
message that says what to install.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

from playmat.printing.errors import PrintError
from playmat.printing.page import MM_PER_INCH, POINTS_PER_INCH
from playmat.printing.truetype import TrueTypeFont

#: File names tried in order, regular and bold; Pillow looks each up in the system's font folders.
_CANDIDATES: dict[bool, tuple[str, ...]] = {
    False: ("DejaVuSans.ttf", "LiberationSans-Regular.ttf", "Arial.ttf", "arial.ttf"),
    True: ("DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf", "Arial Bold.ttf", "arialbd.ttf"),
}


@lru_cache(maxsize=2)
def font_path(bold: bool = False) -> Path:
    """The font file used for regular (or bold) text."""
    for name in _CANDIDATES[bold]:
        try:
            found = ImageFont.truetype(name, 10)
        except OSError:
            continue
        return Path(str(found.path))
    raise PrintError(
        "No font to print with: install DejaVu Sans (on Debian and Ubuntu: "
        "sudo apt-get install fonts-dejavu-core)."
    )


@lru_cache(maxsize=4096)
def pillow_font(pixels: float, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The font at ``pixels`` (rounded to a quarter pixel, so that fitting text by shrinking it
    in small steps reuses fonts rather than loading thousands)."""
    size = max(1.0, round(pixels * 4) / 4)
    return ImageFont.truetype(str(font_path(bold)), size)


@lru_cache(maxsize=2)
def sheet_font(bold: bool = False) -> TrueTypeFont:
    """The same font read for embedding in a PDF and for measuring the text set in it."""
    path = font_path(bold)
    try:
        return TrueTypeFont.from_file(path)
    except (OSError, ValueError) as error:
        raise PrintError(f"Cannot use the font {path}: {error}.") from None


def text_width(text: str, points: float, bold: bool = False) -> float:
    """Width in millimetres of ``text`` set at ``points`` in the PDF, exactly."""
    return sheet_font(bold).width(text, points) * MM_PER_INCH / POINTS_PER_INCH
