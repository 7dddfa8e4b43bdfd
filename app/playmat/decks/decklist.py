"""Decklists as players share them: reading the text and writing it back.

Read: the Pokémon TCG Live and PTCGO exports (section headers ``Pokémon: 12`` / ``##Pokémon - 12``,
lines ``4 Pikachu SVI 63`` and ``* 1 Tapu Koko PR-SM SM31``, Energy lines with or without a set
code, ``{L}`` style symbols), Limitless lists, and plain ``N Name`` lines. Every line that can't be
matched is reported with its line number and the reason; the rest is read.

Write: the Pokémon TCG Live format. Writing then reading gives back the same cards.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from playmat.cards.model import Card, EnergyType
from playmat.decks.validation import same_name
from playmat.errors import PlaymatError, os_reason
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Message, msg

#: Reading a list of more cards than this is refused: it is a collection, not a deck.
MAX_CARDS = 200
MAX_COUNT = 60
#: A decklist is a few kilobytes; far bigger text is something else, refused before it is read.
MAX_TEXT = 100_000
MAX_LINES = 1_000
#: A file holding that much text in UTF-8 (up to 4 bytes a character).
MAX_FILE_BYTES = 4 * MAX_TEXT
#: The longest card line is about 60 characters; a longer one is reported, not read.
MAX_LINE = 200

# Lines are taken apart with string methods and patterns that can't backtrack, so reading is
# linear in the text: no line, however long or odd, can make it slow.
_SECTION_WORDS = ("pokémon", "pokemon", "trainers", "trainer", "energy")
_NOISE_STARTS = ("***", "total cards", "deck list", "deck name")
_DIGITS = re.compile(r"\d+")
_SYMBOL = re.compile(r"\{([A-Za-z])\}")
_NUMBER = re.compile(r"[A-Za-z]{0,5}\d+[a-z]?")
_SET_CODE = re.compile(r"[A-Z][A-Z0-9]{1,4}(?:-[A-Z0-9]{1,5})?")
_BASIC_ENERGY = re.compile(r"Basic (\w+) Energy", re.IGNORECASE)
#: Pokémon TCG Live writes Basic Energy with the "set" Energy: "4 Basic {L} Energy Energy 4".
_ENERGY_SET = "ENERGY"
_QUOTES = str.maketrans({"’": "'", "‘": "'", "`": "'"})


class DecklistError(PlaymatError):
    """A decklist that can't be read at all (empty, garbage, far too big)."""


class CardResolver(Protocol):
    """Finds cards for decklist lines (the card database implements it)."""

    def by_set_and_number(self, set_code: str, number: str, name: str | None = None) -> Card | None:
        """The card with this collector number in the set(s) the code stands for; where several
        have the number (a data error, or a subset), the one named ``name``."""
        ...

    def knows_set_code(self, set_code: str) -> bool: ...

    def by_name(self, name: str) -> Card | None: ...

    def set_code_of(self, card: Card) -> str: ...


@dataclass(frozen=True)
class LineProblem:
    line: int
    text: str
    reason: Message
    #: A warning: the line was read, but not as written (matched by name only).
    warning: bool = False

    @property
    def message(self) -> Message:
        """The problem with where it is: "line 3: no card named Pikachoo (…) ('4 Pikachoo')"."""
        return msg("decklist.line", line=self.line, reason=self.reason, text=self.text.strip())

    def __str__(self) -> str:
        return Reader().words(self.message)


@dataclass
class ParsedDeck:
    entries: list[tuple[Card, int]] = field(default_factory=list)
    problems: list[LineProblem] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(count for _, count in self.entries)

    @property
    def errors(self) -> list[LineProblem]:
        return [p for p in self.problems if not p.warning]


def normalise_name(name: str) -> str:
    """``Basic {L} Energy`` -> ``Lightning Energy``, curly quotes -> straight ones; keeps every
    other name as written."""

    def symbol(match: re.Match[str]) -> str:
        try:
            return EnergyType.from_symbol(match.group(1)).value
        except ValueError:
            return match.group(0)

    text = _SYMBOL.sub(symbol, name.translate(_QUOTES)).strip()
    basic = _BASIC_ENERGY.fullmatch(text)
    if basic:
        text = f"{basic.group(1).capitalize()} Energy"
    return " ".join(text.split())


def name_key(name: str) -> str:
    """How names are compared: "Pokemon Catcher" and "Pokémon Catcher" are the same, and so are
    letter case and curly quotes."""
    return normalise_name(name).casefold().replace("é", "e")


def names_match(card: Card, name: str) -> bool:
    """Does a line's name stand for this card? ("Professor's Research" names every printing,
    whatever professor is in brackets.)"""
    wanted = name_key(name)
    return wanted in (name_key(card.name), name_key(same_name(card)))


def read_text(path: Path) -> str:
    """The text of the decklist file at ``path``: never more than a decklist's worth is read
    into memory. Raises :class:`DecklistError` saying what to do."""
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
    except IsADirectoryError:
        raise DecklistError(msg("decklist.folder", path=str(path))) from None
    except OSError as error:
        raise DecklistError(
            msg("decklist.unreadable", path=str(path), reason=os_reason(error))
        ) from None
    if len(raw) > MAX_FILE_BYTES:
        raise DecklistError(
            msg("decklist.file_too_big", path=str(path), kilobytes=MAX_FILE_BYTES // 1024)
        )
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DecklistError(msg("decklist.not_text", path=str(path))) from None


def parse(text: str, resolver: CardResolver) -> ParsedDeck:
    """Read a decklist. Raises :class:`DecklistError` only when nothing usable is there, or
    when the text is far too big to be a deck."""
    if len(text) > MAX_TEXT:
        raise DecklistError(msg("decklist.too_long", length=f"{len(text):,}", most=f"{MAX_TEXT:,}"))
    if not text.strip():
        raise DecklistError(msg("decklist.empty"))
    lines = text.splitlines()
    if len(lines) > MAX_LINES:
        raise DecklistError(
            msg("decklist.too_many_lines", lines=f"{len(lines):,}", most=f"{MAX_LINES:,}")
        )
    parsed = ParsedDeck()
    counts: dict[str, int] = {}
    cards: dict[str, Card] = {}
    lines_seen = 0
    total = 0
    for number, raw in enumerate(lines, start=1):
        if not raw.strip() or _is_heading(raw):
            continue
        lines_seen += 1
        line = read_card_line(raw, number)
        if isinstance(line, LineProblem):
            parsed.problems.append(line)
            continue
        count, body = line
        if total > MAX_CARDS:
            total += count  # only counted, to say how big the list is: no longer read
            continue
        card, problem = _resolve(body, resolver, number, raw)
        if problem:
            parsed.problems.append(problem)
        if card is None:
            continue
        total += count
        counts[card.id] = counts.get(card.id, 0) + count
        cards[card.id] = card
    if total > MAX_CARDS:
        raise DecklistError(msg("decklist.collection", total=total))
    if not lines_seen:
        raise DecklistError(msg("decklist.only_headings"))
    if not counts:
        first = parsed.problems[0]
        raise DecklistError(msg("decklist.no_card", first=first.message))
    parsed.entries = [(cards[card_id], count) for card_id, count in counts.items()]
    return parsed


def _is_heading(raw: str) -> bool:
    """A section header ("Pokémon: 12", "##Pokémon - 12", "##Trainer Cards - 33",
    "Pokémon (12)", the bare word) or a line that is no card ("Total Cards: 60", "***")."""
    text = raw.strip().casefold()
    if text.startswith(_NOISE_STARTS):
        return True
    text = text.lstrip("#").lstrip()
    word = next((w for w in _SECTION_WORDS if text.startswith(w)), None)
    if word is None:
        return False
    rest = text[len(word) :]
    rest = rest.removeprefix(" cards").strip()
    if not rest:
        return True
    if rest[0] in ":-–":
        return _digits_only(rest[1:].strip())
    if rest[0] == "(" and rest[-1] == ")":
        return _digits_only(rest[1:-1].strip())
    return False


def _digits_only(text: str) -> bool:
    return not text or _DIGITS.fullmatch(text) is not None


def read_card_line(raw: str, number: int) -> tuple[int, str] | LineProblem:
    """A card line's count and the rest ("4 Pikachu SVI 63", "* 1 Tapu Koko PR-SM SM31",
    "4x Pikachu"), or the problem with it."""
    if len(raw) > MAX_LINE:
        return LineProblem(
            number,
            f"{raw[:60]}…",
            msg("decklist.line_too_long", length=f"{len(raw):,}", most=MAX_LINE),
        )
    text = raw.strip()
    if text.startswith("*"):
        text = text[1:].lstrip()
    sign = "-" if text.startswith("-") else ""
    digits = _DIGITS.match(text, len(sign))
    body = _line_body(text[digits.end() :]) if digits else None
    if digits is None or body is None:
        return LineProblem(number, raw, msg("decklist.not_a_card_line"))
    if len(digits.group()) > 3:
        return LineProblem(
            number,
            raw,
            msg("decklist.count_digits", digits=len(digits.group()), most=MAX_COUNT),
        )
    count = int(sign + digits.group())
    if not 1 <= count <= MAX_COUNT:
        return LineProblem(number, raw, msg("decklist.count", count=count, most=MAX_COUNT))
    return count, body


def _line_body(rest: str) -> str | None:
    """What follows a line's count: an optional "x" and then, after a space, the card."""
    after = rest.lstrip()
    if after[:1] in ("x", "×") and after[1:2].isspace():
        return after[1:].strip()
    if rest[:1].isspace() and after:
        return after.rstrip()
    return None


def _resolve(
    body: str, resolver: CardResolver, number: int, raw: str
) -> tuple[Card | None, LineProblem | None]:
    tokens = body.split()
    # "Name SET 123": the last two tokens may be a set code and a collector number.
    if len(tokens) >= 3:
        name = normalise_name(" ".join(tokens[:-2]))
        code, collector = tokens[-2], tokens[-1]
        numeric = bool(_NUMBER.fullmatch(collector))
        if code.upper() == _ENERGY_SET and numeric:
            body = name
        elif resolver.knows_set_code(code):
            card = resolver.by_set_and_number(code, collector, name)
            if card is not None and names_match(card, name):
                return card, None
            # Not a set code after all when the "number" is a word: "Energy Search Pro".
            if numeric or card is not None:
                return _by_name_instead(name, code, collector, card, resolver, number, raw)
        elif _SET_CODE.fullmatch(code) and numeric:
            card = resolver.by_name(name)
            if card is None:
                return None, LineProblem(
                    number, raw, msg("decklist.unknown_code", code=code, name=name)
                )
            return card, LineProblem(
                number, raw, msg("decklist.unknown_code_by_name", code=code, name=name), True
            )
    name = normalise_name(body)
    card = resolver.by_name(name)
    if card is None:
        return None, LineProblem(number, raw, msg("decklist.no_such_card", name=name))
    return card, None


def _by_name_instead(
    name: str,
    code: str,
    collector: str,
    printed: Card | None,
    resolver: CardResolver,
    number: int,
    raw: str,
) -> tuple[Card | None, LineProblem]:
    """The set code is known but its number is another card or none: read the line by name,
    saying so, or report both facts when the name is unknown too (a name in another language)."""
    where = msg(
        "decklist.number_is",
        code=code,
        number=collector,
        printed=printed is not None,
        other=printed.name if printed is not None else "",
    )
    card = resolver.by_name(name)
    if card is None:
        return None, LineProblem(number, raw, msg("decklist.nor_name", where=where, name=name))
    return card, LineProblem(number, raw, msg("decklist.by_name", where=where, name=name), True)


SECTIONS = (("Pokémon", "is_pokemon"), ("Trainer", "is_trainer"), ("Energy", "is_energy"))


def export(entries: Sequence[tuple[Card, int]], resolver: CardResolver) -> str:
    """The deck in the Pokémon TCG Live format."""
    blocks = []
    for title, test in SECTIONS:
        section = [(card, count) for card, count in entries if getattr(card, test)]
        if not section:
            continue
        lines = [f"{title}: {sum(count for _, count in section)}"]
        for card, count in section:
            lines.append(f"{count} {card.name} {resolver.set_code_of(card)} {card.number}")
        blocks.append("\n".join(lines))
    total = sum(count for _, count in entries)
    return "\n\n".join([*blocks, f"Total Cards: {total}"]) + "\n"
