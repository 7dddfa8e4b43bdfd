"""The catalogue renders messages: placeholders, plural forms chosen by the language's rules,
choices by key, lists, sentences, nested messages, and says what is missing rather than
crashing."""

from __future__ import annotations

import pytest

from playmat.i18n.catalogue import Catalogue, Reader, catalogue
from playmat.i18n.message import CardName, Message, Seat, Term, msg
from playmat.i18n.pattern import PatternError, parse

PATTERNS = {
    "drew": "{player} drew {count, plural, one {a card} other {# cards}}.",
    "exact": "{count, plural, =0 {nothing} one {one} other {#}}",
    "empty": "[{count, plural, =0 {} other {#}}]",
    "ends": "{player, select, you {you end your turn} other {{player} ends their turn}}",
    "named": "{card}",
    "list": "{cards}",
    "nested": "{what}!",
    "flag": "{on, select, true {yes} other {no}}",
    "term": "{word}",
    "word.thing": "thing",
    "sentences": "{parts, sentences}",
    "lower": "lower case",
    "seat.player": "Player {number}",
    "list.two": "{0} and {1}",
    "list.start": "{0}, {1}",
    "list.middle": "{0}, {1}",
    "list.end": "{0} and {1}",
    "list.sentences": " ",
}


@pytest.fixture
def reader() -> Reader:
    return Reader(Catalogue("en", PATTERNS))


def test_english_plurals_are_chosen_by_the_catalogue(reader: Reader) -> None:
    assert reader.render(msg("drew", player=Seat(1), count=1)) == "Player 2 drew a card."
    assert reader.render(msg("drew", player=Seat(1), count=3)) == "Player 2 drew 3 cards."


def test_an_exact_plural_branch_comes_before_the_category(reader: Reader) -> None:
    assert [reader.render(msg("exact", count=n)) for n in (0, 1, 5)] == ["Nothing", "One", "5"]
    # An empty exact branch is still the branch chosen.
    assert [reader.render(msg("empty", count=n)) for n in (0, 2)] == ["[]", "[2]"]


def test_languages_without_plural_forms_use_the_other_branch() -> None:
    japanese = Reader(Catalogue("ja", PATTERNS))
    assert japanese.render(msg("drew", player=Seat(0), count=1)) == "Player 1 drew 1 cards."


def test_the_readers_own_seat_reads_as_you(reader: Reader) -> None:
    mine = Reader(reader.catalogue, names=("you", "the computer").__getitem__, you=0)
    assert mine.render(msg("ends", player=Seat(0))) == "You end your turn"
    assert mine.render(msg("ends", player=Seat(1))) == "The computer ends their turn"
    assert reader.render(msg("ends", player=Seat(0))) == "Player 1 ends their turn"


def test_card_names_lists_words_flags_and_nested_messages(reader: Reader) -> None:
    rowlet, litten, popplio = (
        CardName("sm1-9", "Rowlet"),
        CardName("sm1-24", "Litten"),
        CardName("sm1-39", "Popplio"),
    )
    assert reader.render(msg("named", card=rowlet)) == "Rowlet"
    assert reader.render(msg("list", cards=(rowlet, litten))) == "Rowlet and Litten"
    assert reader.render(msg("list", cards=(rowlet, litten, popplio))) == (
        "Rowlet, Litten and Popplio"
    )
    assert reader.render(msg("nested", what=msg("named", card=rowlet))) == "Rowlet!"
    assert reader.render(msg("flag", on=True)) == "Yes"
    assert reader.render(msg("term", word=Term("word.thing"))) == "Thing"
    assert reader.render(msg("sentences", parts=(Message("lower"), Message("lower")))) == (
        "Lower case Lower case"
    )


def test_what_is_missing_is_reported_and_shown_not_raised(reader: Reader) -> None:
    broken = msg("drew", count=2)
    assert reader.problems(broken) == ["drew: no argument 'player'"]
    assert reader.render(broken) == "{player} drew 2 cards."
    assert reader.problems(Message("no.such.id")) == ["unknown message id 'no.such.id'"]
    assert reader.problems(msg("drew", player=Seat(0), count="many")) == [
        "drew: 'count' is not a number"
    ]


@pytest.mark.parametrize(
    "source",
    [
        "{unclosed",
        "{count, plural, one {x}}",  # no other branch
        "{count, sometimes, other {x}}",
        "{count, plural, one x other {y}}",
        "closing } alone",
    ],
)
def test_a_broken_pattern_is_refused_with_where(source: str) -> None:
    with pytest.raises(PatternError):
        parse(source)


def test_every_pattern_of_the_english_catalogue_parses() -> None:
    english = catalogue("en")
    assert len(english.patterns) > 500
    for message_id in english.patterns:
        assert english.pattern(message_id) is not None, message_id
