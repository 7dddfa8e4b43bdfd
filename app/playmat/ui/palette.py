"""The colours of the game for Qt views: the tables live in :mod:`playmat.cards.colours`, the
card face's own in :mod:`playmat.face.style`; this module gathers them for the windows.

Every view that draws a type (the card face, Energy symbols, list icons, the playmat) takes its
colours from here so a Fire card is the same orange everywhere.
"""

from __future__ import annotations

from playmat.cards.colours import (
    SPECIAL_ENERGY,
    TYPE_COLOURS,
    card_colours,
    card_energy_type,
    trainer_kind,
    type_colours,
)
from playmat.cards.inks import ERROR_RED, INK, MUTED_INK
from playmat.face.style import BY_HAND, frame_colour

__all__ = [
    "BY_HAND",
    "ERROR_RED",
    "INK",
    "MUTED_INK",
    "SPECIAL_ENERGY",
    "TYPE_COLOURS",
    "card_colours",
    "card_energy_type",
    "frame_colour",
    "trainer_kind",
    "type_colours",
]
