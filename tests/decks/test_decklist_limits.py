"""Decklist text that is far too big, too long or odd: each cap has its own message, a bad line
is a line problem (never a ``ValueError``), and a list of thousands of cards is refused while
it is read, not after every line was looked up."""

from __future__ import annotations

from pathlib import Path

import pytest

from playmat.cards.model import Card
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.decks.card_resolver import DatabaseResolver
from playmat.decks.decklist import (
    MAX_CARDS,
    MAX_FILE_BYTES,
    MAX_LINE,
    MAX_LINES,
    MAX_TEXT,
    DecklistError,
    parse,
    read_text,
)
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Message


def said(reason: Message) -> str:
    """A line's problem in the words the player reads (English, the tests' language)."""
    return Reader().words(reason)


class CountingResolver(DatabaseResolver):
    """The real resolver over the starter database, counting the lines it was asked about."""

    def __init__(self, store: CardStore) -> None:
        super().__init__(store)
        self.asked = 0

    def by_name(self, name: str) -> Card | None:
        self.asked += 1
        return super().by_name(name)


@pytest.fixture
def resolver(starter_db: Database) -> CountingResolver:
    return CountingResolver(CardStore(starter_db))


def test_a_line_of_a_million_characters_is_refused_with_the_text_s_size(
    resolver: CountingResolver,
) -> None:
    text = "4 Rowlet SUM 9\n4 " + "Rowlet " * 150_000
    with pytest.raises(DecklistError) as refused:
        parse(text, resolver)
    assert len(text) > 1_000_000
    assert str(refused.value) == (
        f"This text has {len(text):,} characters; a decklist has a few thousand. Paste or "
        f"choose only the decklist (at most {MAX_TEXT:,} characters)."
    )
    assert resolver.asked == 0


@pytest.mark.parametrize(
    "line",
    [
        "4" + " " * 5000 + "x",  # spaces where the old pattern backtracked
        "4 x" + " " * 5000,
        "* " * 3000 + "4 Rowlet",
        "4 " + "{" * 5000 + "L}",
    ],
    ids=["spaces", "trailing-spaces", "stars", "braces"],
)
def test_an_overlong_line_is_one_line_problem_and_the_rest_is_read(
    resolver: CountingResolver, line: str
) -> None:
    parsed = parse(f"4 Rowlet SUM 9\n{line}\n2 Litten SUM 24\n", resolver)

    assert [(card.id, count) for card, count in parsed.entries] == [("sm1-9", 4), ("sm1-24", 2)]
    (problem,) = parsed.problems
    assert problem.line == 2
    assert said(problem.reason) == (
        f"the line has {len(line):,} characters; a card line has at most {MAX_LINE}"
    )
    assert len(str(problem)) < 150  # the line is shown shortened


def test_too_many_lines_are_refused(resolver: CountingResolver) -> None:
    text = "4 Rowlet SUM 9\n" + "\n" * MAX_LINES
    with pytest.raises(DecklistError, match=f"at most {MAX_LINES:,} lines"):
        parse(text, resolver)
    assert resolver.asked == 0


@pytest.mark.parametrize(
    ("digits", "reason"),
    [
        (4, "the count has 4 digits; it must be between 1 and 60"),
        (190, "the count has 190 digits; it must be between 1 and 60"),
        (300, "the line has 307 characters; a card line has at most 200"),
        (5000, "the line has 5,007 characters; a card line has at most 200"),
    ],
)
def test_a_count_of_hundreds_of_digits_is_a_line_problem(
    resolver: CountingResolver, digits: int, reason: str
) -> None:
    parsed = parse(f"4 Rowlet SUM 9\n{'9' * digits} Litten\n", resolver)
    (problem,) = parsed.errors
    assert said(problem.reason) == reason
    assert [card.id for card, _ in parsed.entries] == ["sm1-9"]


def test_the_card_count_is_checked_while_the_lines_are_read(resolver: CountingResolver) -> None:
    text = "\n".join(["60 Grass Energy"] * (MAX_LINES - 1))
    with pytest.raises(DecklistError, match=f"This list has {60 * (MAX_LINES - 1)} cards"):
        parse(text, resolver)
    # Lines are looked up only until the list is too big: 4 lines make 240 > 200.
    assert resolver.asked == MAX_CARDS // 60 + 1


def test_a_decklist_file_is_read_only_up_to_its_cap(tmp_path: Path) -> None:
    huge = tmp_path / "collection.txt"
    huge.write_bytes(b"4 Rowlet SUM 9\n" * (MAX_FILE_BYTES // 10))
    with pytest.raises(DecklistError, match="far larger than a decklist"):
        read_text(huge)
    folder = tmp_path / "decks"
    folder.mkdir()
    with pytest.raises(DecklistError, match="is a folder"):
        read_text(folder)
    marked = tmp_path / "windows.txt"
    marked.write_bytes("\ufeff4 Rowlet SUM 9\r\n".encode())
    assert read_text(marked) == "4 Rowlet SUM 9\r\n"  # the byte-order mark is not text
