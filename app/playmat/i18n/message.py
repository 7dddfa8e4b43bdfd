"""Messages: what Playmat tells a person, as data.

Below the GUI nothing builds a sentence. The engine, the effect library and the play layer say
things as a :class:`Message`: a stable id and typed arguments (numbers, card names, player
seats, words of the game, other messages). One catalogue (:mod:`playmat.i18n.catalogue`)
turns a message into words in the reader's language, so the same message can be shown in
another language, to another player, on another machine.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Union


@dataclass(frozen=True, slots=True)
class CardName:
    """A card named in a message: its database id, and its printed name as the card data has
    it (names are data, not words of the catalogue)."""

    id: str
    name: str


@dataclass(frozen=True, slots=True)
class Seat:
    """A player named in a message, by seat (0 or 1). The reader decides the name: "You", "the
    computer", a player's name."""

    index: int


@dataclass(frozen=True, slots=True)
class Term:
    """A word of the game that the catalogue translates: a zone, a Special Condition, an
    Energy type, a duration. ``key`` is its catalogue id (``"zone.discard"``)."""

    key: str


#: What a message argument may be. A tuple is a list ("Rowlet, Litten and Popplio").
Arg = Union[int, str, bool, CardName, Seat, Term, "Message", tuple["Arg", ...]]


@dataclass(frozen=True, slots=True)
class Message:
    """A message id and its arguments, by name, as pairs in the order the code that says it
    names them (so a message is hashable, and the same message said twice compares equal)."""

    id: str
    args: tuple[tuple[str, Arg], ...] = ()

    def __getitem__(self, name: str) -> Arg:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(f"message {self.id!r} has no argument {name!r}")

    def get(self, name: str, default: Arg | None = None) -> Arg | None:
        for key, value in self.args:
            if key == name:
                return value
        return default

    def names(self) -> Iterator[str]:
        return (key for key, _ in self.args)

    def __str__(self) -> str:
        """A developer's view (tests, logs); people read :func:`Reader.render`'s words."""
        inner = ", ".join(f"{key}={value!r}" for key, value in self.args)
        return f"{self.id}({inner})"


def msg(id: str, **args: Arg) -> Message:
    """``msg("event.draw", player=Seat(0), count=2)``."""
    return Message(id, tuple(args.items()))
