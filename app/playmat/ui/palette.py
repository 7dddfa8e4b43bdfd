"""The colours of the game for Qt views: the tables live in :mod:`playmat.cards.colours` (shared
with the printed proxies, which are drawn without Qt); this module adds what needs ``QColor``.

Every view that draws a type (the card face, Energy symbols, list icons, the playmat) takes its
colours from here so a Fire card is the same orange everywhere.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from playmat.cards.colours import (
    GENERIC_TRAINER,
    SPECIAL_ENERGY,
    TRAINER_COLOURS,
    TYPE_COLOURS,
    TypeColours,
    card_colours,
    card_energy_type,
    trainer_kind,
    type_colours,
)
from playmat.cards.inks import ABILITY_RED, ERROR_RED, INK, MUTED_INK

#: Card text the players resolve by hand (the manual tools): a bar and a tint (``#AARRGGBB``).
BY_HAND = "#d9822b"
BY_HAND_TINT = "#2ed9822b"

__all__ = [
    "ABILITY_RED",
    "BY_HAND",
    "BY_HAND_TINT",
    "ERROR_RED",
    "GENERIC_TRAINER",
    "INK",
    "MUTED_INK",
    "SPECIAL_ENERGY",
    "TRAINER_COLOURS",
    "TYPE_COLOURS",
    "TypeColours",
    "card_colours",
    "card_energy_type",
    "frame_colour",
    "trainer_kind",
    "type_colours",
]


def frame_colour(colours: TypeColours) -> QColor:
    """The card frame: the type's colour, darkened when it is too pale to read as a frame."""
    colour = QColor(colours.base)
    return colour.darker(135) if colour.lightness() > 200 else colour
