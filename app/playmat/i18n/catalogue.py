"""The catalogue: every message Playmat shows, in each language, and the reader that turns a
:class:`~playmat.i18n.message.Message` into words.

Catalogues are TOML files in ``resources/i18n/<language>/`` (``en/playmat.toml``): tables
group the ids (``[event] draw = "..."`` is the message ``event.draw``), each value a pattern
(:mod:`playmat.i18n.pattern`). Plural forms are chosen by the language's plural rules here,
never by editing words in code. Every part of Playmat words what it says through this one
catalogue: the engine's messages, the GUI's labels and the command line's lines (:func:`t`).

English is complete by definition; another language lacking an id (a test makes sure none
does) shows the English words rather than the id.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib.resources.abc import Traversable
from typing import Any

from playmat.i18n.korean import attach_particles
from playmat.i18n.language import ENGLISH, PSEUDO, current_language
from playmat.i18n.message import Arg, CardName, Message, Seat, Term, msg
from playmat.i18n.pattern import Number, Pattern, Placeholder, Text, parse, placeholder_names
from playmat.i18n.pseudo import pseudo_patterns
from playmat.paths import RESOURCES_DIR

CATALOGUE_DIR = RESOURCES_DIR / "i18n"
DEFAULT_LANGUAGE = ENGLISH


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
    PSEUDO: _english_plural,
}


def _unchanged(text: str) -> str:
    return text


#: What a language does to a whole text once its words are in (Korean particles).
FINISHING: dict[str, Callable[[str], str]] = {"ko": attach_particles}


class Catalogue:
    """The patterns of one language, parsed on first use."""

    def __init__(
        self, language: str, patterns: Mapping[str, str], fallback: Catalogue | None = None
    ) -> None:
        self.language = language
        self.patterns = patterns
        self.plural = PLURAL_RULES.get(language, _english_plural)
        self.finish = FINISHING.get(language, _unchanged)
        #: Where an id this catalogue lacks is looked up (English, for the other languages).
        self.fallback = fallback
        self._parsed: dict[str, Pattern] = {}

    def __contains__(self, message_id: str) -> bool:
        return message_id in self.patterns

    def pattern(self, message_id: str) -> Pattern | None:
        parsed = self._parsed.get(message_id)
        if parsed is None:
            source = self.patterns.get(message_id)
            if source is None:
                return self.fallback.pattern(message_id) if self.fallback else None
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


_TABLE = re.compile(r"^\[\s*([A-Za-z0-9_-]+)", re.MULTILINE)


class CatalogueFiles(Mapping[str, str]):
    """The patterns of a language's ``*.toml`` files, each file read when an id of one of its
    tables is first asked for: the main window, which needs a few of its own words before it
    paints, doesn't wait for the engine's hundreds."""

    def __init__(self, folder: Traversable) -> None:
        files = sorted(
            (f for f in folder.iterdir() if f.name.endswith(".toml")) if folder.is_dir() else (),
            key=lambda f: f.name,
        )
        self._texts = {file.name: file.read_text(encoding="utf-8") for file in files}
        #: Which files hold each top-level table (``[event]``, ``[cli.help]`` -> ``cli``).
        self._holders: dict[str, list[str]] = {}
        for name, text in self._texts.items():
            for table in dict.fromkeys(_TABLE.findall(text)):
                self._holders.setdefault(table, []).append(name)
        self._read: dict[str, dict[str, str]] = {}
        self._patterns: dict[str, str] = {}

    def _read_file(self, name: str) -> None:
        if name in self._read:
            return
        found = _flatten(tomllib.loads(self._texts[name]))
        twice = sorted(set(found) & set(self._patterns))
        if twice:
            raise ValueError(f"{name} says {twice[0]} again")
        self._read[name] = found
        self._patterns.update(found)

    def __getitem__(self, message_id: str) -> str:
        for name in self._holders.get(message_id.split(".", 1)[0], ()):
            self._read_file(name)
        return self._patterns[message_id]

    def read_so_far(self) -> list[str]:
        """The names of the files read so far."""
        return sorted(self._read)

    def files(self) -> dict[str, dict[str, str]]:
        """Every file's patterns, by file name."""
        for name in self._texts:
            self._read_file(name)
        return dict(self._read)

    def __iter__(self) -> Iterator[str]:
        self.files()
        return iter(self._patterns)

    def __len__(self) -> int:
        self.files()
        return len(self._patterns)


def fingerprint(english: str) -> str:
    """A short fingerprint of the English pattern a translation was made from:
    ``resources/i18n/translated_from.json`` keeps one per translated id, so that a change to the
    English shows as a translation to check again (installer/translated_from.py, tests)."""
    return hashlib.sha256(english.encode("utf-8")).hexdigest()[:12]


def catalogue_files(language: str) -> dict[str, dict[str, str]]:
    """The patterns of every ``*.toml`` file of ``resources/i18n/<language>/``, by file name
    (none when the folder is missing: the English words then stand in)."""
    return CatalogueFiles(CATALOGUE_DIR / language).files()


@cache
def catalogue(language: str = DEFAULT_LANGUAGE) -> Catalogue:
    """The catalogue of ``language`` from Playmat's resources: every ``*.toml`` file of
    ``resources/i18n/<language>/`` (one per part of Playmat), read as its ids are needed, an id
    in one file only. The pseudo-language is made from English."""
    if language == PSEUDO:
        return Catalogue(PSEUDO, pseudo_patterns(catalogue(ENGLISH).patterns))
    fallback = None if language == ENGLISH else catalogue(ENGLISH)
    return Catalogue(language, CatalogueFiles(CATALOGUE_DIR / language), fallback)


def current_catalogue() -> Catalogue:
    """The catalogue of the language Playmat speaks now."""
    return catalogue(current_language())


@dataclass
class Reader:
    """Who reads: the language, what the seats are called, and which seat (if any) is the
    reader's own, for "You end your turn" rather than "Player 1 ends their turn".

    ``names`` gives a seat's name; by default the catalogue's ``seat.player`` ("Player 1").
    The catalogue is the current language's unless given."""

    catalogue: Catalogue = field(default_factory=current_catalogue)
    names: Callable[[int], str] | None = None
    you: int | None = None

    def render(self, message: Message | Term) -> str:
        """The message (or a single word of the game) in words, begun with a capital. A missing
        word or argument never raises: it shows as ``{name}`` (the message walk test makes sure
        there is none)."""
        return _capitalised(self.words(message))

    def words(self, message: Message | Term) -> str:
        """The message in words as its pattern has them (a label, a word inside a sentence)."""
        if isinstance(message, Term):
            message = Message(message.key)
        return self.catalogue.finish(self._message(message, []))

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


def t(message_id: str, **args: Arg) -> str:
    """The words of one message in the current language: what the GUI and the command line
    show (``t("deck_builder.title")``, ``t("card_import.title")``)."""
    return Reader().words(msg(message_id, **args))


def _count(value: Arg) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, tuple):
        return len(value)
    return None


def _capitalised(text: str) -> str:
    """The text begun with a capital, unless it begins with a name that is written as it is:
    a file's path (``sets/en.json``), a search filter (``hp:lots``)."""
    first = text.split(maxsplit=1)[0] if text.strip() else ""
    if any(mark in first for mark in "/\\:."):
        return text
    return text[:1].upper() + text[1:]
