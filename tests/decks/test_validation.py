"""The deck rules (R-14; EN/JA I-C, KO A-05, JA II-D-17/18) as the one validator checks them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from playmat.cards.model import Card, Supertype
from playmat.cards.starter import starter_cards, starter_decks
from playmat.decks.validation import ProblemKind, same_name, validate
from playmat.errors import PlaymatError
from playmat.i18n.message import Message, Seat, msg
from playmat.play.games import new_game
from playmat.rules.ruleset import HALF_DECK

CARDS = {card.id: card for card in starter_cards()}
ROWLET = CARDS["sm1-9"]
GRASS = CARDS["sm1-164"]
HAU = CARDS["sm1-120"]


def trainer(name: str, *subtypes: str, card_id: str | None = None) -> Card:
    return Card(
        id=card_id or f"test-{name}",
        name=name,
        supertype=Supertype.TRAINER,
        subtypes=("Item", *subtypes),
    )


def kinds(problems: list) -> list[ProblemKind]:
    return [p.kind for p in problems]


def test_R14_the_starter_decks_are_legal() -> None:
    for deck in starter_decks():
        assert validate([(CARDS[i], n) for i, n in deck.cards]) == [], deck.name


def test_R14_sixty_cards_needed_and_a_short_deck_is_incomplete() -> None:
    problems = validate([(ROWLET, 4), (GRASS, 54)])
    assert [str(p) for p in problems] == ["60 cards needed, this deck has 58."]
    assert problems[0].incomplete


def test_R14_too_many_cards_is_wrong_not_incomplete() -> None:
    problems = validate([(ROWLET, 4), (GRASS, 57)])
    assert problems[0].kind is ProblemKind.SIZE and not problems[0].incomplete


def test_R14_at_most_four_of_a_name_counts_every_printing() -> None:
    research_a = trainer("Professor's Research (Professor Magnolia)", card_id="a")
    research_b = trainer("Professor's Research (Professor Juniper)", card_id="b")
    problems = validate([(ROWLET, 4), (research_a, 3), (research_b, 2), (GRASS, 51)])
    assert kinds(problems) == [ProblemKind.COPIES]
    assert str(problems[0]) == (
        "At most 4 cards named Professor's Research: this deck has 5 "
        "(3 Professor Magnolia and 2 Professor Juniper)."
    )


def test_R14_basic_energy_is_exempt_by_subtype_not_name() -> None:
    assert validate([(ROWLET, 4), (GRASS, 56)]) == []
    special = replace(GRASS, id="x-grass", subtypes=("Special",))
    problems = validate([(ROWLET, 4), (special, 56)])
    assert kinds(problems) == [ProblemKind.COPIES]


def test_R14_a_deck_needs_a_basic_pokemon() -> None:
    problems = validate([(HAU, 4), (GRASS, 56)])
    assert kinds(problems) == [ProblemKind.NO_BASIC]
    assert str(problems[0]).startswith("No Basic Pokémon")


def test_R14_one_ace_spec_per_deck_names_both() -> None:
    search = trainer("Computer Search", "ACE SPEC")
    dowsing = trainer("Dowsing Machine", "ACE SPEC")
    problems = validate([(ROWLET, 4), (search, 1), (dowsing, 1), (GRASS, 54)])
    assert [str(p) for p in problems] == [
        "2 ACE SPEC cards: Computer Search and Dowsing Machine. A deck may have only 1."
    ]


def test_R14_one_radiant_pokemon_and_one_prism_star_of_a_name() -> None:
    radiant = replace(ROWLET, id="r", name="Radiant Charizard", subtypes=("Basic", "Radiant"))
    radiant2 = replace(ROWLET, id="r2", name="Radiant Greninja", subtypes=("Basic", "Radiant"))
    prism = trainer("Super Boost Energy ◇", "Prism Star")
    problems = validate([(ROWLET, 4), (radiant, 1), (radiant2, 1), (prism, 2), (GRASS, 52)])
    assert kinds(problems) == [ProblemKind.RADIANT, ProblemKind.PRISM_STAR]


def test_R14_same_name_ignores_delta_but_not_rule_box_suffixes() -> None:
    assert same_name(replace(ROWLET, name="Pikachu δ")) == "Pikachu"
    assert same_name(replace(ROWLET, name="Pikachu ex")) == "Pikachu ex"


def test_R14_half_deck_30_cards_and_2_copies() -> None:
    problems = validate([(ROWLET, 3), (GRASS, 27)], HALF_DECK)
    assert [str(p) for p in problems] == ["At most 2 cards named Rowlet: this deck has 3."]
    assert validate([(ROWLET, 2), (GRASS, 28)], HALF_DECK) == []


def test_counts_below_one_are_reported() -> None:
    problems = validate([(ROWLET, 4), (GRASS, 56), (HAU, -3)])
    assert kinds(problems) == [ProblemKind.BAD_COUNT]


def test_R14_a_game_refuses_an_illegal_deck_with_the_reasons() -> None:
    legal = [ROWLET] * 4 + [GRASS] * 56
    with pytest.raises(PlaymatError) as refused:
        new_game((legal, legal[:50]), seed=1)
    message = refused.value.words
    assert (message.id, message["player"]) == ("error.deck_unplayable", Seat(1))
    assert len(message["problems"]) == 1  # type: ignore[arg-type]
    assert validate([(ROWLET, 4), (GRASS, 46)])[0].kind is ProblemKind.SIZE
    assert not new_game((legal, legal), seed=1).over


def test_R14_a_character_in_brackets_is_no_part_of_the_name() -> None:
    """The data names the card "Boss's Orders (Ghetsis)"; the card's name is Boss's Orders."""
    ghetsis = trainer("Boss's Orders (Ghetsis)", card_id="sv2-172")
    plain = trainer("Boss's Orders", card_id="me1-114")
    assert same_name(ghetsis) == "Boss's Orders"
    problems = validate([(ROWLET, 4), (ghetsis, 3), (plain, 2), (GRASS, 51)])
    assert [str(p) for p in problems] == [
        "At most 4 cards named Boss's Orders: this deck has 5 (3 Ghetsis and 2 Boss's Orders)."
    ]


def test_a_format_check_is_asked_once_per_card_and_one_reason_is_one_problem() -> None:
    asked: list[str] = []

    def not_here(card: Card) -> Message | None:
        asked.append(card.id)
        return None if card.is_energy else msg("plain.text", text=f"Not legal here: {card.name}.")

    other_rowlet = replace(ROWLET, id="sm1-9a")
    problems = validate(
        [(ROWLET, 2), (other_rowlet, 1), (ROWLET, 1), (GRASS, 56)], legality=not_here
    )
    assert sorted(asked) == ["sm1-164", "sm1-9", "sm1-9a"]
    assert [(p.kind, str(p), p.cards) for p in problems] == [
        (ProblemKind.NOT_LEGAL, "Not legal here: Rowlet.", ("Rowlet",))
    ]
