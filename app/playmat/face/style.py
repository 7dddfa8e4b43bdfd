"""The looks of a card face: in the card's colours, or ink-saving for paper (black lines on
white, no filled areas), and the colours each look draws with."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtGui import QColor

from playmat.cards.colours import TypeColours
from playmat.cards.inks import ABILITY_RED, INK, MUTED_INK

#: Card text the players resolve by hand (the manual tools): a bar and a tint (``#AARRGGBB``).
BY_HAND = "#d9822b"
BY_HAND_TINT = "#2ed9822b"


class FaceStyle(StrEnum):
    COLOUR = "colour"
    INK_SAVING = "ink-saving"


def frame_colour(colours: TypeColours) -> QColor:
    """The card frame: the type's colour, darkened when it is too pale to read as a frame."""
    colour = QColor(colours.base)
    return colour.darker(135) if colour.lightness() > 200 else colour


@dataclass(frozen=True)
class Ink:
    """Every colour a face is drawn with, and whether areas are filled (colour) or only
    outlined (ink-saving)."""

    frame: QColor
    #: Text on the frame (the footer).
    frame_text: QColor
    panel: QColor
    art: QColor
    art_light: QColor
    text: QColor
    muted: QColor
    #: Thin lines between the parts of the body.
    rule: QColor
    reminder_fill: QColor
    ability: QColor
    #: Outlines: the panel, the art window, pills in the ink-saving look.
    lines: QColor
    #: The large faint words and symbols in the art window.
    emblem: QColor
    filled: bool

    @property
    def pill_text(self) -> QColor:
        """Text in a pill: white on the filled pill, the text colour in an outlined one."""
        return QColor("#ffffff") if self.filled else self.text


def ink_for(colours: TypeColours, style: FaceStyle = FaceStyle.COLOUR) -> Ink:
    if style is FaceStyle.INK_SAVING:
        black, white = QColor("#000000"), QColor("#ffffff")
        return Ink(
            frame=white,
            frame_text=black,
            panel=white,
            art=white,
            art_light=white,
            text=black,
            muted=QColor(70, 70, 70),
            rule=QColor(120, 120, 120),
            reminder_fill=white,
            ability=black,
            lines=black,
            emblem=QColor(236, 236, 236),
            filled=False,
        )
    frame = frame_colour(colours)
    return Ink(
        frame=frame,
        frame_text=QColor(colours.ink if QColor(colours.base).lightness() < 200 else INK),
        panel=QColor(colours.light),
        art=QColor(colours.base),
        art_light=QColor(colours.light),
        text=QColor(INK),
        muted=QColor(MUTED_INK),
        rule=QColor(frame.red(), frame.green(), frame.blue(), 90),
        reminder_fill=QColor(255, 255, 255, 150),
        ability=QColor(ABILITY_RED),
        lines=frame.darker(130),
        emblem=QColor(255, 255, 255, 120),
        filled=True,
    )
