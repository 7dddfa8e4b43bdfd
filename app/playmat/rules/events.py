"""Events: what happened, for the game log and for views that animate.

An event is a message (``event.draw`` with its arguments). It either is public, or is seen
whole only by one player while the other sees its ``hidden`` message (a draw: "You drew
Rowlet" / "Player 2 drew a card"). Nothing that leaves the engine carries a hidden card to the
player who may not see it.
"""

from __future__ import annotations

from dataclasses import dataclass

from playmat.i18n.message import Arg, Message, msg


@dataclass(frozen=True, slots=True)
class Event:
    message: Message
    #: ``None``: everyone sees ``message``. Else only this player does; the other sees
    #: ``hidden``.
    private_to: int | None = None
    hidden: Message | None = None

    def __post_init__(self) -> None:
        if self.private_to is not None and self.hidden is None:
            raise ValueError(f"the private event {self.message.id} needs a hidden message")

    @property
    def kind(self) -> str:
        """What happened: the message id without its ``event.`` prefix (``draw``, ``coin``)."""
        return self.message.id.removeprefix("event.")

    def for_player(self, player: int) -> Message:
        if self.hidden is None or self.private_to == player:
            return self.message
        return self.hidden


def event(kind: str, **args: Arg) -> Event:
    """A public event: ``event("end_turn", player=Seat(0))``."""
    return Event(msg(f"event.{kind}", **args))


def private_event(seen_by: int, kind: str, hidden: Message, /, **args: Arg) -> Event:
    """An event only ``seen_by`` sees whole; the other player sees ``hidden``."""
    return Event(msg(f"event.{kind}", **args), private_to=seen_by, hidden=hidden)
