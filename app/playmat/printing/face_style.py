"""The two looks of a printed proxy: in the card's colours, or ink-saving (black lines on white,
no filled areas), and the colour arithmetic both need."""

from __future__ import annotations

import colorsys
from dataclasses import dataclass
from enum import StrEnum

from playmat.cards.colours import TypeColours
from playmat.cards.inks import INK, MUTED_INK

RGB = tuple[int, int, int]


class FaceStyle(StrEnum):
    COLOUR = "colour"
    INK_SAVING = "ink-saving"


def rgb(colour: str) -> RGB:
    """``#e0531f`` -> ``(224, 83, 31)``."""
    value = colour.lstrip("#")
    return int(value[0:2], 16), int(value[2:4], 16), int(value[4:6], 16)


def lightness(colour: RGB) -> int:
    """HSL lightness 0..255, as Qt's ``QColor.lightness`` (so frames match the screen's)."""
    return (max(colour) + min(colour)) // 2


def scaled_value(colour: RGB, factor: float) -> RGB:
    """The colour with its brightness (HSV value) times ``factor``: below 1 darker, above 1
    lighter, as Qt's ``darker``/``lighter`` do with ``100 / factor`` and ``factor``."""
    h, s, v = colorsys.rgb_to_hsv(*(c / 255 for c in colour))
    if v * factor > 1:
        # Past full brightness Qt takes the rest out of the saturation.
        s = max(0.0, s - (v * factor - 1))
        v = 1.0
    else:
        v *= factor
    return tuple(round(c * 255) for c in colorsys.hsv_to_rgb(h, s, v))  # type: ignore[return-value]


def mix(a: RGB, b: RGB, amount: float) -> RGB:
    """``amount`` of ``b`` over ``a``."""
    return tuple(round(x + (y - x) * amount) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)


@dataclass(frozen=True)
class Ink:
    """Every colour a face is drawn with."""

    frame: RGB
    frame_text: RGB
    panel: RGB
    art: RGB
    art_light: RGB
    emblem: RGB
    text: RGB
    muted: RGB
    rule: RGB
    reminder_fill: RGB
    ability: RGB
    lines: RGB
    #: Whether areas are filled (colour) or only outlined (ink-saving).
    filled: bool


def ink_for(colours: TypeColours, style: FaceStyle) -> Ink:
    if style is FaceStyle.INK_SAVING:
        grey = (120, 120, 120)
        return Ink(
            frame=WHITE,
            frame_text=BLACK,
            panel=WHITE,
            art=WHITE,
            art_light=WHITE,
            emblem=(228, 228, 228),
            text=BLACK,
            muted=(70, 70, 70),
            rule=grey,
            reminder_fill=WHITE,
            ability=BLACK,
            lines=BLACK,
            filled=False,
        )
    base = rgb(colours.base)
    frame = scaled_value(base, 100 / 135) if lightness(base) > 200 else base
    light = rgb(colours.light)
    dark_frame = lightness(frame) < 150
    return Ink(
        frame=frame,
        frame_text=WHITE if dark_frame else rgb(INK),
        panel=light,
        art=mix(base, WHITE, 0.25),
        art_light=mix(light, WHITE, 0.3),
        emblem=mix(mix(base, WHITE, 0.25), WHITE, 0.35),
        text=rgb(INK),
        muted=rgb(MUTED_INK),
        rule=mix(frame, light, 0.55),
        reminder_fill=mix(light, WHITE, 0.6),
        ability=(192, 57, 43),
        lines=scaled_value(frame, 100 / 130),
        filled=True,
    )
