"""How the GUI words what the engine says: one reader of the catalogue per screen, naming the
players as this screen does ("you" and "the computer", or the seats of two players on one
screen)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from playmat.i18n.catalogue import Reader
from playmat.play.client import Seat, shared_screen


def _tr(text: str) -> str:
    return QCoreApplication.translate("Seats", text)


def seat_names(seats: Sequence[Seat], viewer: int) -> tuple[str, str]:
    """What this screen calls each seat: two people on one screen are "Player 1" and "Player
    2"; otherwise the screen's own seat is "you", and the other "the computer" or, on the LAN,
    "your opponent"."""
    if shared_screen(seats):
        return (_tr("Player 1"), _tr("Player 2"))
    others = {Seat.COMPUTER: _tr("the computer"), Seat.REMOTE: _tr("your opponent")}
    return (
        _tr("you") if seat_is_viewer(seats, 0, viewer) else others.get(seats[0], _tr("Player 1")),
        _tr("you") if seat_is_viewer(seats, 1, viewer) else others.get(seats[1], _tr("Player 2")),
    )


def seat_is_viewer(seats: Sequence[Seat], seat: int, viewer: int) -> bool:
    """Is ``seat`` the screen's own (a person at this screen, whose side it shows)?"""
    return seat == viewer and seats[seat] is not Seat.REMOTE


def seat_reader(seats: Sequence[Seat], viewer: int) -> Reader:
    """The reader for a screen that shows ``viewer``'s side: against the computer or an
    opponent on the LAN the viewer is "you" in every sentence ("You end your turn"); two people
    on one screen each read the other's seat name and their own."""
    names = seat_names(seats, viewer)
    you = None if shared_screen(seats) else viewer
    return Reader(names=names.__getitem__, you=you)
