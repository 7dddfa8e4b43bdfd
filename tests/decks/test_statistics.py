"""Deck statistics: the opening-hand odds and what a deck is made of."""

from __future__ import annotations

from math import comb

import pytest

from playmat.cards.model import Card, EnergyType, Supertype
from playmat.cards.starter import starter_cards, starter_decks
from playmat.decks.statistics import (
    EvolutionLine,
    chance_at_least,
    deck_statistics,
    evolution_lines,
)


def starter_entries(name: str) -> list[tuple[Card, int]]:
    cards = {card.id: card for card in starter_cards()}
    deck = next(deck for deck in starter_decks() if deck.name == name)
    return [(cards[card_id], count) for card_id, count in deck.cards]


def pokemon(name: str, evolves_from: str | None = None) -> Card:
    stage = "Basic" if evolves_from is None else "Stage 1"
    return Card(
        id=f"t-{name}",
        name=name,
        supertype=Supertype.POKEMON,
        subtypes=(stage,),
        evolves_from=evolves_from,
        types=(EnergyType.COLORLESS,),
    )


# -- the hypergeometric odds -------------------------------------------------------------------


def test_four_copies_in_sixty_cards_open_about_four_hands_in_ten() -> None:
    # 1 - C(56,7)/C(60,7), the figure every deck-building guide quotes.
    assert chance_at_least(4, 60) == pytest.approx(0.3995, abs=1e-4)


def test_one_copy_is_seven_in_sixty() -> None:
    assert chance_at_least(1, 60) == pytest.approx(7 / 60)


def test_two_or_more_of_four_copies() -> None:
    expected = sum(comb(4, k) * comb(56, 7 - k) for k in range(2, 5)) / comb(60, 7)
    assert chance_at_least(4, 60, wanted=2) == pytest.approx(expected)


def test_no_copies_never_and_every_card_always() -> None:
    assert chance_at_least(0, 60) == 0.0
    assert chance_at_least(60, 60) == 1.0
    # More copies than the deck could hold without one in the hand: 54 copies, 6 others.
    assert chance_at_least(54, 60) == 1.0


def test_a_deck_smaller_than_a_hand_is_drawn_whole() -> None:
    assert chance_at_least(1, 5) == 1.0
    assert chance_at_least(0, 0) == 0.0


@pytest.mark.parametrize(("copies", "size"), [(-1, 60), (61, 60), (1, -1)])
def test_impossible_counts_are_refused(copies: int, size: int) -> None:
    with pytest.raises(ValueError):
        chance_at_least(copies, size)


# -- a starter deck ----------------------------------------------------------------------------


def test_forest_shadow_by_supertype_and_kind() -> None:
    stats = deck_statistics(starter_entries("Forest Shadow"))
    assert stats.total == 60
    assert stats.by_supertype == (
        (Supertype.POKEMON, 28),
        (Supertype.TRAINER, 12),
        (Supertype.ENERGY, 20),
    )
    assert stats.kinds[Supertype.POKEMON] == (("Basic", 20), ("Stage 1", 6), ("Stage 2", 2))
    assert stats.kinds[Supertype.TRAINER] == (("Item", 8), ("Supporter", 4))
    assert stats.kinds[Supertype.ENERGY] == (("Basic", 20),)


def test_forest_shadow_types() -> None:
    stats = deck_statistics(starter_entries("Forest Shadow"))
    assert stats.pokemon_types == ((EnergyType.GRASS, 21), (EnergyType.COLORLESS, 7))
    assert stats.energy_types == ((EnergyType.GRASS, 20),)


def test_roaring_heat_energy_by_type() -> None:
    stats = deck_statistics(starter_entries("Roaring Heat"))
    assert stats.energy_types == ((EnergyType.FIRE, 11), (EnergyType.FIGHTING, 9))


def test_forest_shadow_opening_odds() -> None:
    stats = deck_statistics(starter_entries("Forest Shadow"))
    assert stats.basics == 20
    assert stats.basic_chance == pytest.approx(1 - comb(40, 7) / comb(60, 7))
    assert f"{stats.basic_chance:.1%}" == "95.2%"
    assert f"{stats.opening_chance('Rowlet'):.1%}" == "31.5%"
    assert stats.opening_chance("Pikachu") == 0.0


def test_forest_shadow_evolution_lines() -> None:
    lines = [str(line) for line in deck_statistics(starter_entries("Forest Shadow")).lines]
    assert lines == [
        "Rowlet 3 → Dartrix 2 → Decidueye 2",
        "Morelull 2 → Shiinotic 1",
        "Paras 2 → Parasect 1",
        "Pikipek 2 → Trumbeak 2",
    ]


# -- evolution lines at their edges ------------------------------------------------------------


def test_a_missing_previous_stage_starts_the_line_with_zero_copies() -> None:
    (line,) = evolution_lines([(pokemon("Dartrix", "Rowlet"), 2)])
    assert str(line) == "Rowlet 0 → Dartrix 2"
    assert line.missing == ("Rowlet",)


def test_branches_share_a_stage() -> None:
    entries = [
        (pokemon("Eevee"), 4),
        (pokemon("Vaporeon", "Eevee"), 1),
        (pokemon("Jolteon", "Eevee"), 2),
    ]
    assert evolution_lines(entries) == (
        EvolutionLine(((("Eevee", 4),), (("Vaporeon", 1), ("Jolteon", 2)))),
    )
    assert str(evolution_lines(entries)[0]) == "Eevee 4 → Vaporeon 1 / Jolteon 2"


def test_printings_of_one_name_count_together_and_lone_basics_are_no_line() -> None:
    other_rowlet = Card(
        id="t-rowlet-2", name="Rowlet", supertype=Supertype.POKEMON, subtypes=("Basic",)
    )
    entries = [
        (pokemon("Rowlet"), 2),
        (other_rowlet, 1),
        (pokemon("Dartrix", "Rowlet"), 2),
        (pokemon("Kangaskhan"), 1),
    ]
    assert [str(line) for line in evolution_lines(entries)] == ["Rowlet 3 → Dartrix 2"]


def test_an_empty_deck() -> None:
    stats = deck_statistics([])
    assert stats.total == 0
    assert stats.basic_chance == 0.0
    assert stats.lines == ()
    assert stats.by_supertype == tuple((s, 0) for s in Supertype)
