"""Reading what the engine said, as data: tests assert message ids, refusal codes and typed
arguments, never English wording (the catalogue's words may change; the ids may not)."""

from __future__ import annotations

from collections.abc import Iterable

from playmat.i18n.catalogue import Reader, catalogue
from playmat.i18n.message import Arg, CardName, Message, Seat, Term
from playmat.rules.game import Game


def log_of(game: Game, viewer: int = 0) -> list[Message]:
    """The game log as ``viewer`` may read it."""
    return game.log_for(viewer)


def logged(game: Game, kind: str, *, viewer: int = 0, **args: Arg) -> list[Message]:
    """The entries of ``viewer``'s log of this kind (``"shuffle"`` is ``event.shuffle``) whose
    arguments include ``args`` (``player=Seat(0)``, ``amount=40``)."""
    return [
        entry
        for entry in game.log_for(viewer)
        if entry.id == f"event.{kind}" and all(entry.get(k) == v for k, v in args.items())
    ]


def kinds(messages: Iterable[Message]) -> list[str]:
    """The kinds of log entries, in order (``event.draw`` -> ``draw``)."""
    return [message.id.removeprefix("event.") for message in messages]


def card_names(arg: Arg | None) -> list[str]:
    """The card names a message argument holds (one card, or a list of them)."""
    if isinstance(arg, CardName):
        return [arg.name]
    if isinstance(arg, tuple):
        return [name for item in arg for name in card_names(item)]
    return []


def seat(index: int) -> Seat:
    return Seat(index)


def unworded(message: Message) -> list[str]:
    """What the English catalogue lacks to word ``message`` in every branch of its patterns
    (unknown ids and words, arguments it names but isn't given), for a reader and a player."""
    english = catalogue("en")
    if message.id not in english:
        return [f"unknown message id {message.id!r}"]
    found = [
        f"{message.id}: no argument {name!r}"
        for name in sorted(english.arguments(message.id) - set(message.names()))
    ]
    for _, value in message.args:
        for item in value if isinstance(value, tuple) else (value,):
            if isinstance(item, Message):
                found += unworded(item)
            elif isinstance(item, Term) and item.key not in english:
                found.append(f"unknown word {item.key!r}")
    return found + Reader(english).problems(message) + Reader(english, you=0).problems(message)
