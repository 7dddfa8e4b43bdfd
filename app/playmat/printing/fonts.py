"""The fonts of printed sheets' own text (the registration sheet): the ones Playmat ships, set
by Qt (:mod:`playmat.face.fonts`), so a sheet looks the same on every machine, in every
language, and its text is measured exactly as it will be drawn."""

from __future__ import annotations

from PySide6.QtGui import QFont

from playmat.face import fonts
from playmat.printing.page import MM_PER_INCH, POINTS_PER_INCH

#: Qt sets fonts in whole units: text is set this many times larger and drawn that much
#: smaller, so that sizes in tenths of a point come out exactly.
TEXT_SCALE = 100


def sheet_font(points: float, bold: bool = False) -> QFont:
    """The font for text ``points`` high, in units :data:`TEXT_SCALE` times a millimetre."""
    return fonts.font(points * MM_PER_INCH / POINTS_PER_INCH * TEXT_SCALE, bold=bold)


def text_width(text: str, points: float, bold: bool = False) -> float:
    """Width in millimetres of ``text`` set at ``points``, as it is drawn."""
    return fonts.text_width(text, sheet_font(points, bold)) / TEXT_SCALE
