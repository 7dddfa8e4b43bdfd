"""The search language shared by the search box and ``playmat cards search``: what each word
means, and a message that names the wrong word when it cannot be understood."""

from __future__ import annotations

import pytest

from playmat.cards.model import EnergyType, Supertype
from playmat.db.card_query import CardQuery, QueryError, parse_query
from playmat.db.card_search import fts_expression


def test_free_words_and_filters() -> None:
    query = parse_query("burn type:fire hp>=100 format:standard")
    assert query == CardQuery(
        text="burn", types=(EnergyType.FIRE,), hp_min=100, legal_in="standard"
    )


def test_every_filter() -> None:
    query = parse_query(
        'name:char supertype:pokémon subtype:ex type:R type:water set:SV1 stage:"stage 2" '
        "hp:60-90 format:Expanded",
        limit=10,
    )
    assert query == CardQuery(
        name="char",
        supertype=Supertype.POKEMON,
        subtypes=("ex",),
        types=(EnergyType.FIRE, EnergyType.WATER),
        set_id="sv1",
        stage="stage 2",
        hp_min=60,
        hp_max=90,
        legal_in="expanded",
        limit=10,
    )


@pytest.mark.parametrize(
    ("text", "low", "high"),
    [
        ("hp>100", 101, None),
        ("hp>=100", 100, None),
        ("hp<60", None, 59),
        ("hp<=60", None, 60),
        ("hp=70", 70, 70),
        ("HP:70", 70, 70),
        ("hp:60-90", 60, 90),
    ],
)
def test_hp_comparisons(text: str, low: int | None, high: int | None) -> None:
    query = parse_query(text)
    assert (query.hp_min, query.hp_max) == (low, high)


def test_supertype_without_accent() -> None:
    assert parse_query("supertype:pokemon").supertype is Supertype.POKEMON
    assert parse_query("supertype:Trainer").supertype is Supertype.TRAINER


def test_quoted_phrase_stays_one_phrase() -> None:
    assert parse_query('"draw 3 cards" hp<100').text == '"draw 3 cards"'


@pytest.mark.parametrize("text", ["professor's research", "farfetch'd", "#1 pick"])
def test_apostrophes_and_hashes_are_part_of_words(text: str) -> None:
    assert parse_query(text).text == text


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('"draw 3', "Unbalanced quotes"),
        ("colour:red", "Unknown filter colour:red. Filters are name, supertype"),
        ("format:modified", "Unknown format 'modified': use one of standard, expanded"),
        ("hp:lots", "hp:lots is not a number or a range like hp:60-90"),
        ("hp:60-", "hp:60- is not a number"),
        ("type:plasma", "Unknown type 'plasma': use one of grass, fire"),
        ("supertype:item", "Unknown supertype 'item': use pokemon, trainer or energy"),
    ],
)
def test_mistakes_name_the_word(text: str, message: str) -> None:
    with pytest.raises(QueryError, match=message):
        parse_query(text)


@pytest.mark.parametrize(
    ("text", "expression"),
    [
        ("char", '"char"*'),
        ("pika chu", '"pika"* "chu"*'),
        ('"draw 3 cards"', '"draw 3 cards"'),
        # FTS5 operators typed by a player are searched for, never obeyed.
        ("NOT char", '"NOT"* "char"*'),
        ("-x", '"-x"*'),
        ('a"b', '"a"* "b"*'),
        ("", ""),
    ],
)
def test_full_text_expression(text: str, expression: str) -> None:
    assert fts_expression(text) == expression
