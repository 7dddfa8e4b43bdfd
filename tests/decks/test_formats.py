"""Deck formats (data/formats.json) and their legality: Standard by regulation mark, Expanded by
series, Unlimited, the half deck (R-14), ban lists, and "a card is legal if any printing of the
same card is legal", on made-up cards and on real cards of the shared pool."""

from __future__ import annotations

from dataclasses import replace

import pytest

from playmat.cards.model import Card, Supertype
from playmat.cards.starter import starter_cards
from playmat.db.card_store import CardStore
from playmat.db.database import Database
from playmat.decks.formats import deck_format, formats
from playmat.decks.legality import DatabaseLegality, game_text
from playmat.decks.validation import ProblemKind, validate
from playmat.errors import PlaymatError
from playmat.i18n.catalogue import Reader
from playmat.i18n.message import Message

STARTER = {card.id: card for card in starter_cards()}
ROWLET = STARTER["sm1-9"]
GRASS = STARTER["sm1-164"]
SERIES = {"sm1": "Sun & Moon", "sv1": "Scarlet & Violet", "dp1": "Diamond & Pearl"}


def said(reason: Message | None) -> str:
    """A reason as the player reads it (in English, the tests' language)."""
    assert reason is not None
    return Reader().render(reason)


def series_of(set_id: str) -> str:
    return SERIES.get(set_id, "Other")


def item(card_id: str, name: str, set_id: str, mark: str | None = None) -> Card:
    return Card(
        id=card_id,
        name=name,
        supertype=Supertype.TRAINER,
        subtypes=("Item",),
        rules=("Draw 2 cards.",),
        set_id=set_id,
        regulation_mark=mark,
    )


def only_itself(card: Card) -> list[Card]:
    return [card]


# -- the formats as data -----------------------------------------------------------------------


def test_R14_the_four_formats_and_their_deck_rules() -> None:
    table = {
        f.id: (f.name, f.rules.deck_size, f.rules.max_copies, f.rules.prize_cards)
        for f in formats().values()
    }
    assert table == {
        "standard": ("Standard", 60, 4, 6),
        "expanded": ("Expanded", 60, 4, 6),
        "unlimited": ("Unlimited", 60, 4, 6),
        "half_deck": ("Half deck", 30, 2, 3),
    }


def test_standard_is_regulation_marks_H_I_J_from_the_april_2026_rotation() -> None:
    standard = deck_format("standard")
    assert standard.regulation_marks == {"H", "I", "J"}
    assert "April 2026" in standard.note


def test_an_unknown_format_names_the_known_ones() -> None:
    with pytest.raises(PlaymatError, match="Unknown format 'modified': use one of standard"):
        deck_format("modified")


# -- one printing ------------------------------------------------------------------------------


def test_standard_goes_by_regulation_mark_and_says_which() -> None:
    standard = deck_format("standard")
    assert standard.why_not_legal(item("a", "Poké Pad", "sv1", "H"), series_of, only_itself) is None
    old = item("b", "Poké Pad", "sv1", "G")
    assert said(standard.why_not_legal(old, series_of, only_itself)) == (
        "Not legal in Standard: Poké Pad has regulation mark G (legal: H, I, J)."
    )
    unmarked = item("c", "Poké Pad", "sm1")
    assert "has no regulation mark" in said(
        standard.why_not_legal(unmarked, series_of, only_itself)
    )


def test_basic_energy_is_legal_in_every_format_without_a_mark_or_a_series() -> None:
    old_energy = replace(GRASS, set_id="base1", regulation_mark=None)
    assert set(formats()) == {"standard", "expanded", "unlimited", "half_deck"}
    for deck_format_ in formats().values():
        assert deck_format_.why_not_legal(old_energy, series_of, only_itself) is None


def test_expanded_goes_by_series() -> None:
    expanded = deck_format("expanded")
    assert expanded.why_not_legal(item("a", "Poké Pad", "sm1"), series_of, only_itself) is None
    assert said(expanded.why_not_legal(item("b", "Poké Pad", "dp1"), series_of, only_itself)) == (
        "Not legal in Expanded: Poké Pad is from the Diamond & Pearl series, outside the format."
    )


def test_expanded_takes_the_mcdonalds_collections_but_not_the_classic_collection() -> None:
    expanded = deck_format("expanded")
    assert expanded.why_not_legal(item("a", "Pikachu", "mcd19"), series_of, only_itself) is None
    classic = replace(item("b", "Charizard", "cel25c"), set_name="Celebrations: Classic Collection")
    assert said(expanded.why_not_legal(classic, series_of, only_itself)) == (
        "Not legal in Expanded: Charizard is from Celebrations: Classic Collection, a set the "
        "format leaves out."
    )


def test_unlimited_and_the_half_deck_take_any_card() -> None:
    ancient = item("base1-91", "Bill", "base1")
    assert deck_format("unlimited").why_not_legal(ancient, series_of, only_itself) is None
    assert deck_format("half_deck").why_not_legal(ancient, series_of, only_itself) is None


def test_a_banned_card_says_banned() -> None:
    trump = item("xy4-99", "Lysandre's Trump Card", "xy4")
    assert said(deck_format("expanded").why_not_legal(trump, series_of, only_itself)) == (
        "Not legal in Expanded: Lysandre's Trump Card (banned)."
    )
    doduo = item("xy12-112", "Imakuni?'s Doduo", "xy12")
    assert said(deck_format("unlimited").why_not_legal(doduo, series_of, only_itself)) == (
        "Not legal in Unlimited: Imakuni?'s Doduo (banned)."
    )


# -- other printings ---------------------------------------------------------------------------


def test_any_legal_printing_makes_the_card_legal() -> None:
    old = item("sm1-1", "Poké Pad", "sm1")
    new = item("me1-1", "Poké Pad", "sv1", "I")
    standard = deck_format("standard")
    assert standard.why_not_legal(old, series_of, lambda card: [old, new]) is None
    assert standard.why_not_legal(old, series_of, only_itself) is not None


def test_a_ban_covers_every_printing_of_the_same_card() -> None:
    reprint = item("zz-1", "Lysandre's Trump Card", "sm1")
    banned = item("xy4-99", "Lysandre's Trump Card", "xy4")
    expanded = deck_format("expanded")
    assert said(expanded.why_not_legal(reprint, series_of, lambda card: [reprint, banned])) == (
        "Not legal in Expanded: Lysandre's Trump Card (banned)."
    )


def test_R14_validate_reports_each_illegal_card_once_with_its_reason() -> None:
    old = item("x-1", "Poké Pad", "sm1")
    standard = deck_format("standard")
    problems = validate(
        [(ROWLET, 4), (old, 4), (GRASS, 52)],
        standard.rules,
        lambda card: standard.why_not_legal(card, series_of, only_itself),
    )
    assert [(p.kind, p.cards) for p in problems] == [
        (ProblemKind.NOT_LEGAL, ("Rowlet",)),
        (ProblemKind.NOT_LEGAL, ("Poké Pad",)),
    ]


def test_R14_half_deck_format_is_30_cards_and_2_copies() -> None:
    half = deck_format("half_deck")
    problems = validate([(ROWLET, 3), (GRASS, 26)], half.rules)
    assert [str(p) for p in problems] == [
        "30 cards needed, this deck has 29.",
        "At most 2 cards named Rowlet: this deck has 3.",
    ]


# -- the real pool -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def cards(real_db: Database) -> CardStore:
    return CardStore(real_db)


@pytest.fixture(scope="module")
def legality(real_db: Database) -> DatabaseLegality:
    return DatabaseLegality(CardStore(real_db))


def reason(legality: DatabaseLegality, cards: CardStore, card_id: str, format_id: str) -> str:
    card = cards.get(card_id)
    assert card is not None, card_id
    found = legality.check(deck_format(format_id))(card)
    return said(found) if found is not None else "legal"


def test_lysandres_trump_card_is_banned_in_standard_and_expanded_not_unlimited(
    legality: DatabaseLegality, cards: CardStore
) -> None:
    for card_id in ("xy4-99", "xy4-118"):
        assert reason(legality, cards, card_id, "standard") == (
            "Not legal in Standard: Lysandre's Trump Card (banned)."
        )
        assert reason(legality, cards, card_id, "expanded") == (
            "Not legal in Expanded: Lysandre's Trump Card (banned)."
        )
        assert reason(legality, cards, card_id, "unlimited") == "legal"


@pytest.mark.parametrize(
    ("card_id", "why"),
    [
        # The Mega Evolution reprint (mark I) words the Item reminder differently.
        ("sm1-132", "Switch: only the Item reminder differs from me1-130"),
        # Reworded reprints that data/reprints.json joins.
        ("bw5-102", "Ultra Ball in Black & White wording, reprinted as me1-131"),
        ("sm1-135", "Ultra Ball in Sun & Moon wording"),
        ("sv1-196", "Ultra Ball in Scarlet & Violet wording"),
        ("swsh2-154", "Boss's Orders, reprinted as me1-114"),
        ("sv2-172", "Boss's Orders (Ghetsis): the bracket is no part of the name"),
        ("bw10-85", "Rare Candy, reprinted as me1-125"),
        ("sv1-191", "Rare Candy, Scarlet & Violet"),
    ],
)
def test_an_older_printing_of_a_standard_card_is_standard_legal(
    legality: DatabaseLegality, cards: CardStore, card_id: str, why: str
) -> None:
    assert reason(legality, cards, card_id, "standard") == "legal", why


@pytest.mark.parametrize(
    ("card_id", "expected"),
    [
        # No Nest Ball has regulation mark H, I or J.
        ("sm1-158", "Not legal in Standard: Nest Ball has no regulation mark (legal: H, I, J)."),
        ("sv1-181", "Not legal in Standard: Nest Ball has regulation mark G (legal: H, I, J)."),
        # The Rare Candy that also allows a Stage 1 is another card than the Mega Evolution one.
        ("dp4-102", "Not legal in Standard: Rare Candy has no regulation mark (legal: H, I, J)."),
        # Ultra Ball from Black & White is not a reason for Switch from Base Set.
        ("base1-95", "Not legal in Standard: Switch has no regulation mark (legal: H, I, J)."),
    ],
)
def test_a_card_without_a_legal_printing_is_not_standard_legal(
    legality: DatabaseLegality, cards: CardStore, card_id: str, expected: str
) -> None:
    assert reason(legality, cards, card_id, "standard") == expected


def test_expanded_on_real_sets(legality: DatabaseLegality, cards: CardStore) -> None:
    assert reason(legality, cards, "sm1-158", "expanded") == "legal"
    assert reason(legality, cards, "mcd19-1", "expanded") == "legal"
    assert reason(legality, cards, "bw7-137", "expanded") == "legal"
    assert reason(legality, cards, "sm35-45", "expanded") == (
        "Not legal in Expanded: Marshadow (banned)."
    )
    assert reason(legality, cards, "dp4-102", "expanded") == (
        "Not legal in Expanded: Rare Candy is from the Diamond & Pearl series, outside the format."
    )
    assert reason(legality, cards, "cel25c-4_A", "expanded") == (
        "Not legal in Expanded: Charizard is from Celebrations: Classic Collection, a set the "
        "format leaves out."
    )
    # Base Set Switch is from outside Expanded, but Black & White and later reprint it alike.
    assert reason(legality, cards, "base1-95", "expanded") == (
        "Not legal in Expanded: Switch is from the Base series, outside the format."
    )


def test_reprints_are_the_same_card_despite_reminder_text(cards: CardStore) -> None:
    def text(card_id: str) -> tuple[object, ...]:
        card = cards.get(card_id)
        assert card is not None
        return game_text(card)

    # Nest Ball: "as many Item cards as you like (before your attack)" / "any number of Items".
    assert text("sm1-158") == text("sv1-181")
    # Switch: the same, and Sun & Moon against Mega Evolution.
    assert text("sm1-132") == text("me1-130")
    # Boss's Orders (Ghetsis) is Boss's Orders (in the Mega Evolution wording).
    assert text("sv2-172") == text("me1-114")
    # Different effects stay different cards.
    assert text("dp4-102") != text("me1-125")


def test_the_printings_of_a_card_include_every_same_printing(
    legality: DatabaseLegality, cards: CardStore
) -> None:
    nest_ball = cards.get("sm1-158")
    assert nest_ball is not None
    ids = {card.id for card in legality.printings(nest_ball)}
    assert {"sm1-123", "sm1-158", "sv1-181", "sv1-255", "sv4pt5-84"} <= ids
