"""How the GUI words what the engine says: one reader of the catalogue per screen, naming the
players as this screen does.

The engine's messages name players by seat; a screen always calls its own player "you" (in
every sentence: "You end your turn", the status line, the banner), the computer "the
computer", and another person by their name (two people on one screen, or on the LAN), so
the same seat is never "Player 1" in one place and "You" in another.
"""

from __future__ import annotations

from collections.abc import Sequence

from playmat.i18n.catalogue import Reader, t
from playmat.play.client import Seat


def player_name(seat: int, names: Sequence[str] = ()) -> str:
    """A person's own name (their seat's number when they gave none): "Ash", "Player 2"."""
    given = names[seat].strip() if seat < len(names) else ""
    return given or t("seat.player", number=seat + 1)


def seat_names(seats: Sequence[Seat], viewer: int, names: Sequence[str] = ()) -> tuple[str, str]:
    """What the screen of ``viewer`` calls each seat: "you", "the computer", or the name of
    the person in it."""

    def name(seat: int) -> str:
        if seats[seat] is Seat.COMPUTER:
            return t("seats.computer")
        if seat == viewer:
            return t("seats.you")
        return player_name(seat, names)

    return (name(0), name(1))


def seat_reader(seats: Sequence[Seat], viewer: int, names: Sequence[str] = ()) -> Reader:
    """The reader for a screen that shows ``viewer``'s side: the viewer is "you" in every
    sentence ("You end your turn"), the others as :func:`seat_names` calls them."""
    you = viewer if seats[viewer] is Seat.HUMAN else None
    return Reader(names=seat_names(seats, viewer, names).__getitem__, you=you)
