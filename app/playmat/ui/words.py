"""How the GUI words what the engine says: one reader of the catalogue per screen, naming the
players as this screen does ("you" and "the computer", or the seats of two players on one
screen)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from playmat.i18n.catalogue import Reader
from playmat.play.client import Seat


def _tr(text: str) -> str:
    return QCoreApplication.translate("Seats", text)


def seat_names(seats: Sequence[Seat], viewer: int) -> tuple[str, str]:
    """What this screen calls each seat: against the computer "you" and "the computer"; two
    people on one screen are "Player 1" and "Player 2"."""
    if Seat.COMPUTER in seats:
        return (
            _tr("you") if seats[0] is Seat.HUMAN and viewer == 0 else _tr("the computer"),
            _tr("you") if seats[1] is Seat.HUMAN and viewer == 1 else _tr("the computer"),
        )
    return (_tr("Player 1"), _tr("Player 2"))


def seat_reader(seats: Sequence[Seat], viewer: int) -> Reader:
    """The reader for a screen that shows ``viewer``'s side: against the computer the viewer
    is "you" in every sentence ("You end your turn"); two people on one screen each read the
    other's seat name and their own."""
    names = seat_names(seats, viewer)
    you = viewer if Seat.COMPUTER in seats else None
    return Reader(names=names.__getitem__, you=you)
