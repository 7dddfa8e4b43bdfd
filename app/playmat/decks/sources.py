"""A deck named on the command line: a deck stored in the database, or a decklist text file.

``playmat deck validate`` and ``playmat selfplay --decks`` both take either, so one reader
serves both: a path to an existing file is read as a decklist; anything else is a deck's name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from playmat.cards.model import Card
from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.decklist import LineProblem, ParsedDeck, parse, read_text
from playmat.decks.store import DeckError, DeckStore


@dataclass(frozen=True)
class NamedDeck:
    """A deck read from the database or from a file, with what could not be read of it."""

    name: str
    entries: list[tuple[Card, int]]
    #: The stored deck's format id; None for a decklist file, which names none.
    format_id: str | None = None
    #: The file's lines that were skipped or read other than as written.
    problems: list[LineProblem] = field(default_factory=list)

    @property
    def unread_lines(self) -> list[LineProblem]:
        """The lines that were skipped (not the notes on lines that were read)."""
        return [problem for problem in self.problems if not problem.warning]

    @property
    def cards(self) -> list[Card]:
        """One card object per copy, in the deck's order: a deck as a game takes it."""
        return [card for card, count in self.entries for _ in range(count)]


def read_deck(deck: str, store: DeckStore, resolver: DatabaseResolver) -> NamedDeck:
    """The deck ``deck`` names: the decklist file at that path, else the stored deck of that
    name (case-insensitive). Raises :class:`DeckError` when it is neither."""
    path = Path(deck)
    if path.is_file():
        parsed = read_decklist(path, resolver)
        return NamedDeck(path.stem, parsed.entries, None, parsed.problems)
    record = store.find(deck)
    if record is None:
        raise DeckError(
            f"{deck!r} is neither a decklist file nor a deck's name; "
            "`playmat deck list` shows the stored decks."
        )
    return NamedDeck(record.name, store.entries(record), record.format)


def read_decklist(path: Path, resolver: DatabaseResolver) -> ParsedDeck:
    """The decklist text file at ``path``, read line by line (see :mod:`decklist`)."""
    return parse(read_text(path), resolver)
