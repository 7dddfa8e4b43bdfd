"""Drawing on a proxy in millimetres: text that is measured, wrapped and shrunk with the very
font it is drawn with, smooth Energy symbols, and a record of where every word went.

A proxy is laid out in millimetres of the real card (63 x 88) and drawn at the printer's
resolution; :class:`Canvas` does the conversion, so layout code never sees a pixel.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from playmat.cards.colours import TYPE_COLOURS
from playmat.cards.model import EnergyType
from playmat.printing.face_style import BLACK, RGB, WHITE, rgb, scaled_value
from playmat.printing.fonts import pillow_font
from playmat.printing.page import Box

#: Lines of wrapped text are this many font sizes apart.
LINE_SPACING = 1.2
#: Energy symbols and other round shapes are drawn this many times larger, then shrunk, so
#: their edges are smooth (Pillow does not smooth the shapes it draws).
_SUPERSAMPLE = 4


@dataclass
class Canvas:
    """A card image and the scale from card millimetres to its pixels.

    ``origin_x``/``origin_y`` is where the card's top left corner (its cut line) lies in the
    image, in millimetres: the width of the bleed.
    """

    image: Image.Image
    pixels_per_mm: float
    origin_x: float = 0.0
    origin_y: float = 0.0
    #: Draw the words? Without them the same layout is drawn blank, which shows (by difference)
    #: exactly which pixels are text.
    draw_text: bool = True
    #: Where each piece of text was drawn (its ink, in card millimetres), by the part of the
    #: card it belongs to.
    text_boxes: list[tuple[str, Box]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.draw = ImageDraw.Draw(self.image)

    # -- units ------------------------------------------------------------------------------

    def px(self, x: float, y: float) -> tuple[float, float]:
        return (x + self.origin_x) * self.pixels_per_mm, (y + self.origin_y) * self.pixels_per_mm

    def length(self, mm: float) -> int:
        return max(1, round(mm * self.pixels_per_mm))

    # -- shapes -------------------------------------------------------------------------------

    def rectangle(
        self,
        box: Box,
        fill: RGB | None = None,
        outline: RGB | None = None,
        width: float = 0.0,
        radius: float = 0.0,
    ) -> None:
        x0, y0 = self.px(box.x, box.y)
        x1, y1 = self.px(box.right, box.bottom)
        shape = [round(x0), round(y0), round(x1) - 1, round(y1) - 1]
        line = self.length(width) if outline is not None and width > 0 else 0
        if radius > 0:
            self.draw.rounded_rectangle(
                shape, self.length(radius), fill=fill, outline=outline, width=line
            )
        else:
            self.draw.rectangle(shape, fill=fill, outline=outline, width=line)

    def line(self, x1: float, y1: float, x2: float, y2: float, colour: RGB, width: float) -> None:
        self.draw.line([self.px(x1, y1), self.px(x2, y2)], fill=colour, width=self.length(width))

    def energy(self, cx: float, cy: float, radius: float, energy: EnergyType, filled: bool) -> None:
        """An Energy symbol: a disc in the type's colour with its letter; outlined when
        ``filled`` is off (ink-saving)."""
        diameter = self.length(2 * radius)
        symbol = _energy_symbol(energy, diameter, filled, self.draw_text)
        x, y = self.px(cx, cy)
        self.image.paste(symbol, (round(x - diameter / 2), round(y - diameter / 2)), symbol)

    # -- text ---------------------------------------------------------------------------------

    def text_width(self, text: str, size: float, bold: bool = False) -> float:
        """Width in millimetres of ``text`` at ``size`` millimetres."""
        font = pillow_font(size * self.pixels_per_mm, bold, text)
        return font.getlength(text) / self.pixels_per_mm

    def fit_size(
        self, text: str, width: float, largest: float, smallest: float, bold: bool
    ) -> float:
        """The largest size (between ``largest`` and ``smallest``, in 2 % steps) at which
        ``text`` fits ``width`` on one line; ``smallest`` when none does."""
        size = largest
        while size > smallest and self.text_width(text, size, bold) > width:
            size = max(smallest, size * 0.98)
        return size

    def shrink_to_fit(self, text: str, width: float, largest: float, bold: bool) -> float:
        """The size at which ``text`` fits ``width`` on one line, at most ``largest``: for a
        line that cannot wrap (a set name), so it shrinks as far as it must."""
        needed = self.text_width(text, largest, bold)
        if needed <= width:
            return largest
        return largest * width / needed * 0.995

    def wrap(self, text: str, size: float, width: float, bold: bool = False) -> list[str]:
        """``text`` broken into lines at most ``width`` wide: at spaces, and inside a word only
        when the word alone is too wide. Line breaks in the text are kept."""
        return list(
            _wrap(text, round(size * self.pixels_per_mm * 4), width * self.pixels_per_mm, bold)
        )

    def text(
        self,
        region: str,
        x: float,
        top: float,
        text: str,
        size: float,
        colour: RGB,
        bold: bool = False,
        anchor: str = "la",
    ) -> None:
        """One line; ``anchor`` as Pillow's (``la``: left and top of the ascender; ``ra``:
        right; ``ma``: middle; ``lm``/``mm``/``rm``: vertically centred on ``top``)."""
        if not text:
            return
        font = pillow_font(size * self.pixels_per_mm, bold, text)
        position = self.px(x, top)
        left, upper, right, lower = self.draw.textbbox(position, text, font=font, anchor=anchor)
        scale = self.pixels_per_mm
        self.text_boxes.append(
            (
                region,
                Box(
                    left / scale - self.origin_x,
                    upper / scale - self.origin_y,
                    (right - left) / scale,
                    (lower - upper) / scale,
                ),
            )
        )
        if self.draw_text:
            self.draw.text(position, text, font=font, fill=colour, anchor=anchor)

    def paragraph(
        self,
        region: str,
        x: float,
        top: float,
        lines: list[str],
        size: float,
        colour: RGB,
        bold: bool = False,
    ) -> float:
        """Lines from ``top`` downwards; returns the height they take."""
        for index, line in enumerate(lines):
            self.text(region, x, top + index * size * LINE_SPACING, line, size, colour, bold)
        return len(lines) * size * LINE_SPACING


@lru_cache(maxsize=8192)
def _wrap(text: str, quarter_pixels: int, width: float, bold: bool) -> tuple[str, ...]:
    font = pillow_font(quarter_pixels / 4, bold, text)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if font.getlength(candidate) <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = ""
            # A word wider than the line is broken wherever it must be.
            for letter in word:
                if current and font.getlength(current + letter) > width:
                    lines.append(current)
                    current = ""
                current += letter
        lines.append(current)
    return tuple(lines)


@lru_cache(maxsize=512)
def _energy_symbol(energy: EnergyType, diameter: int, filled: bool, letter: bool) -> Image.Image:
    big = diameter * _SUPERSAMPLE
    symbol = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(symbol)
    colours = TYPE_COLOURS[energy]
    edge = max(1, round(big * 0.06))
    if filled:
        fill = rgb(colours.base)
        draw.ellipse(
            [0, 0, big - 1, big - 1], fill=fill, outline=scaled_value(fill, 1 / 1.5), width=edge
        )
        ink = rgb(colours.ink)
    else:
        draw.ellipse([0, 0, big - 1, big - 1], fill=WHITE, outline=BLACK, width=edge)
        ink = BLACK
    if letter:
        font = pillow_font(big * 0.62, True, energy.symbol)
        draw.text((big / 2, big / 2), energy.symbol, font=font, fill=ink, anchor="mm")
    return symbol.resize((diameter, diameter), Image.Resampling.LANCZOS)
