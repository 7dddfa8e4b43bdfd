"""The catalogue: every message Playmat shows, in each language, and the reader that turns a
:class:`~playmat.i18n.message.Message` into words.

Catalogues are TOML files in ``resources/i18n/<language>/`` (``en/playmat.toml``): tables
group the ids (``[event] draw = "..."`` is the message ``event.draw``), each value a pattern
(:mod:`playmat.i18n.pattern`). Plural forms are chosen by the language's plural rules here,
never by editing words in code.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from playmat.i18n.message import Arg, CardName, Message, Seat, Term
from playmat.i18n.pattern import Number, Pattern, Placeholder, Text, parse, placeholder_names
from playmat.paths import RESOURCES_DIR

CATALOGUE_DIR = RESOURCES_DIR / "i18n"
DEFAULT_LANGUAGE = "en"


def _english_plural(number: int) -> str:
    return "one" if number == 1 else "other"


def _no_plural(number: int) -> str:
    return "other"


#: CLDR plural categories by language: Japanese, Chinese and Korean have one form.
PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "en": _english_plural,
    "ja": _no_plural,
    "zh-TW": _no_plural,
    "ko": _no_plural,
}


class Catalogue:
    """The patterns of one language, parsed on first use."""

    def __init__(self, language: str, patterns: Mapping[str, str]) -> None:
        self.language = language
        self.patterns = dict(patterns)
        self.plural = PLURAL_RULES.get(language, _english_plural)
        self._parsed: dict[str, Pattern] = {}

    def __contains__(self, message_id: str) -> bool:
        return message_id in self.patterns

    def pattern(self, message_id: str) -> Pattern | None:
        parsed = self._parsed.get(message_id)
        if parsed is None:
            source = self.patterns.get(message_id)
            if source is None:
                return None
            parsed = self._parsed[message_id] = parse(source)
        return parsed

    def arguments(self, message_id: str) -> set[str]:
        """The arguments a message's pattern may use."""
        pattern = self.pattern(message_id)
        return placeholder_names(pattern) if pattern is not None else set()


def _flatten(table: Mapping[str, Any], prefix: str = "") -> dict[str, str]:
    flat: dict[str, str] = {}
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            flat.update(_flatten(value, name + "."))
        elif isinstance(value, str):
            flat[name] = value
        else:
            raise ValueError(f"catalogue entry {name} must be text, not {type(value).__name__}")
    return flat


@cache
def catalogue(language: str = DEFAULT_LANGUAGE) -> Catalogue:
    """The catalogue of ``language`` from Playmat's resources (read once): every ``*.toml`` file
    of ``resources/i18n/<language>/`` (one per part of Playmat), an id in one file only."""
    patterns: dict[str, str] = {}
    files = (CATALOGUE_DIR / language).iterdir()
    for path in sorted((f for f in files if f.name.endswith(".toml")), key=lambda f: f.name):
        found = _flatten(tomllib.loads(path.read_text(encoding="utf-8")))
        twice = sorted(set(found) & set(patterns))
        if twice:
            raise ValueError(f"{path.name} says {twice[0]} again")
        patterns.update(found)
    return Catalogue(language, patterns)


@dataclass
class Reader:
    """Who reads: the language, what the seats are called, and which seat (if any) is the
    reader's own, for "You end your turn" rather than "Player 1 ends their turn".

    ``names`` gives a seat's name; by default the catalogue's ``seat.player`` ("Player 1")."""

    catalogue: Catalogue = field(default_factory=catalogue)
    names: Callable[[int], str] | None = None
    you: int | None = None

    def render(self, message: Message | Term) -> str:
        """The message (or a single word of the game) in words, begun with a capital. A missing
        word or argument never raises: it shows as ``{name}`` (the message walk test makes sure
        there is none)."""
        if isinstance(message, Term):
            message = Message(message.key)
        return _capitalised(self._message(message, []))

    def problems(self, message: Message) -> list[str]:
        """What is missing to render ``message`` completely: unknown ids, missing arguments."""
        found: list[str] = []
        self._message(message, found)
        return found

    def seat_name(self, index: int) -> str:
        if self.names is not None:
            return self.names(index)
        return self._message(Message("seat.player", (("number", index + 1),)), [])

    # -- rendering -------------------------------------------------------------------------

    def _message(self, message: Message, problems: list[str]) -> str:
        pattern = self.catalogue.pattern(message.id)
        if pattern is None:
            problems.append(f"unknown message id {message.id!r}")
            return str(message)
        return self._pattern(pattern, message, None, problems)

    def _pattern(
        self, pattern: Pattern, message: Message, number: int | None, problems: list[str]
    ) -> str:
        words: list[str] = []
        for part in pattern:
            if isinstance(part, Text):
                words.append(part.text)
            elif isinstance(part, Number):
                words.append(str(number))
            else:
                words.append(self._placeholder(part, message, number, problems))
        return "".join(words)

    def _placeholder(
        self, part: Placeholder, message: Message, number: int | None, problems: list[str]
    ) -> str:
        value = message.get(part.name)
        if value is None:
            problems.append(f"{message.id}: no argument {part.name!r}")
            return "{" + part.name + "}"
        if part.kind == "plural":
            count = _count(value)
            if count is None:
                problems.append(f"{message.id}: {part.name!r} is not a number")
                return "{" + part.name + "}"
            exact = f"={count}"
            if exact in part.branches:
                branch = part.branches[exact]
            else:
                branch = part.branches.get(self.catalogue.plural(count), part.branches["other"])
            return self._pattern(branch, message, count, problems)
        if part.kind == "select":
            branch = part.branches.get(self._key(value), part.branches["other"])
            return self._pattern(branch, message, number, problems)
        if part.kind == "sentences":
            return self._sentences(value, problems)
        return self._words(value, problems)

    def _key(self, value: Arg) -> str:
        """What a ``select`` compares: ``you`` for the reader's own seat, a word's last part,
        ``true``/``false``, the text of a string or number."""
        if isinstance(value, Seat):
            return "you" if value.index == self.you else "other"
        if isinstance(value, Term):
            return value.key.rsplit(".", 1)[-1]
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, (int, str)):
            return str(value)
        return "other"

    def _words(self, value: Arg, problems: list[str]) -> str:
        if isinstance(value, Message):
            return self._message(value, problems)
        if isinstance(value, CardName):
            return value.name
        if isinstance(value, Seat):
            return self.seat_name(value.index)
        if isinstance(value, Term):
            return self._message(Message(value.key), problems)
        if isinstance(value, tuple):
            return self._list([self._words(item, problems) for item in value], problems)
        if isinstance(value, bool):
            return self._message(Message("word.yes" if value else "word.no"), problems)
        return str(value)

    def _list(self, items: list[str], problems: list[str]) -> str:
        """CLDR list patterns: ``two``, or ``start``, ``middle``... ``end``."""
        if len(items) <= 1:
            return "".join(items)

        def join(kind: str, first: str, second: str) -> str:
            return self._message(Message(f"list.{kind}", (("0", first), ("1", second))), problems)

        if len(items) == 2:
            return join("two", items[0], items[1])
        text = join("end", items[-2], items[-1])
        for item in reversed(items[1:-2]):
            text = join("middle", item, text)
        return join("start", items[0], text)

    def _sentences(self, value: Arg, problems: list[str]) -> str:
        items = value if isinstance(value, tuple) else (value,)
        separator = self._message(Message("list.sentences"), problems)
        return separator.join(_capitalised(self._words(item, problems)) for item in items)


def _count(value: Arg) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, tuple):
        return len(value)
    return None


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]
